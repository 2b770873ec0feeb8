/// The league's rules for a session that may not read every birthdate (a manager or a viewer on
/// a server): the parts of a verdict that need a birthdate it may not read are asked of the
/// server, which answers the verdict only (`roster_same_people`, `roster_birthdates_unknown`:
/// `EligibilityVerdicts+Server`, functions made with the access rules that run as the league's
/// owner), so every user gets the admin's verdict for the same change. Neither function gives a
/// birthdate the session may not read: one says which players are one person (a group it may
/// not read is named by its first player's id, not its birthdate), the other which players of a
/// division with age limits have none.
enum EligibilityVerdicts {
  /// Whether the session reads players' birthdates through a view that hides some of them.
  static func apply(to context: Context) -> Bool {
    context.store.readViews[RosterModel.player.table] != nil
  }

  /// The groups of rostered players who are one person (name ignoring case and accents, and
  /// birthdate), each as its folded name, a key (its birthdate where the session may read one of
  /// its players', else `#` and its first id) and its players' ids; of `people` only when given,
  /// and then only those the session holds a player of.
  static func samePeople(_ people: [EligibilityScope.Person]?, in context: Context) throws -> [(
    person: EligibilityScope.Person, rowIDs: [Int64]
  )] {
    let asked: DatabaseValue =
      people.map { people in
        .text(
          "["
            + people.map {
              "{\"name\": \(JSONText.string($0.name)), \"birthdate\": \(JSONText.string($0.birthdate))}"
            }
            .joined(separator: ", ") + "]")
      } ?? .null
    let rows = try context.store.rows(
      #"SELECT "name_fold", "person", array_to_string("ids", ',') FROM "roster_same_people"(CAST("#
        + SQL.value(asked) + " AS jsonb))")
    return rows.map { row in
      (
        EligibilityScope.Person(name: row[0].description, birthdate: row[1].description),
        row[2].description.split(separator: ",").compactMap { Int64($0) }
      )
    }
  }

  /// Of `players`, those on a team of a division with age limits that have no birthdate.
  static func birthdatesUnknown(_ players: [Int64], in context: Context) throws -> Set<Int64> {
    guard !players.isEmpty else { return [] }
    let list = "{" + players.map(String.init).joined(separator: ",") + "}"
    return Set(
      try context.store.rows(
        #"SELECT * FROM "roster_birthdates_unknown"(CAST("# + SQL.value(.text(list)) + " AS bigint[]))"
      ).compactMap { $0[0].integerValue })
  }
}
