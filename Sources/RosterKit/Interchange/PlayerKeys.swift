/// The league's players as a registration export's rows name them, read once after the import
/// wrote them: by the platform's id (the player's id named as the profile, `ids.sportsconnect`,
/// from schema 15; a file's `id` column, Roster's own), else by folded name and birthdate, else
/// by a folded name only one player has. A row's player is found in memory, never by a query per
/// row.
struct PlayerKeys {
  /// The player's own id (Roster's players file's; where a league imported before schema 15
  /// kept a platform's).
  static let ownID = "id"
  /// The birthdate, by which with the name a row is its player when no id says.
  static let birthdate = "birthdate"
  private var byID: [String: Int64] = [:]
  /// By entity, name and value of a named value (`PlayerID`, `sportsconnect`, 81234).
  private var byNamed: [String: Int64] = [:]
  private var byNameAndBirthdate: [String: Int64] = [:]
  /// By folded name: the player's row, or nil when several players have the name.
  private var byName: [String: Int64?] = [:]
  /// Every player's row.
  private(set) var all: [Int64] = []
  /// The rows a row of the exports stood for (`player(_:plan:)`).
  private(set) var found: Set<Int64> = []

  init(plan: ProfilePlan, store: any Store) throws {
    let player = plan.kind
    let id = player.attribute(Self.ownID)?.column
    let birthdate = player.attribute(Self.birthdate)?.column
    guard let name = player.attribute(player.presentation.displayKey) else { return }
    let columns = ["id", name.foldColumn ?? name.column] + [id, birthdate].compactMap { $0 }
    let sql: SQL =
      "SELECT " + SQL.joined(columns.map(SQL.identifier), separator: ", ") + " FROM \(ident: player.table)"
    try store.query(sql) { row in
      guard let rowID = row.int64(at: 0) else { return }
      all.append(rowID)
      let folded = row.value(at: 1).textValue.map { name.foldColumn == nil ? TextFolding.fold($0) : $0 } ?? ""
      var next = 2
      if id != nil {
        if let external = row.value(at: next).textValue { byID[external] = rowID }
        next += 1
      }
      if birthdate != nil, let date = row.value(at: next).textValue {
        byNameAndBirthdate[folded + "\u{1F}" + String(date.prefix(10))] = rowID
      }
      byName[folded] = byName[folded] == nil ? rowID : .some(nil)
    }
    for (entity, owner) in plan.namedEntities {
      guard let name = entity.attribute(entity.presentation.displayKey)?.column,
        let value = entity.presentation.valueKey.flatMap({ entity.attribute($0)?.column })
      else { continue }
      let sql: SQL = "SELECT \(ident: owner), \(ident: name), \(ident: value) FROM \(ident: entity.table)"
      try store.query(sql) { row in
        guard let player = row.int64(at: 0), let name = row.value(at: 1).textValue,
          let value = row.value(at: 2).textValue
        else { return }
        byNamed[Self.named(entity, name, value)] = player
      }
    }
  }

  private static func named(_ entity: Entity, _ name: String, _ value: String) -> String {
    entity.name + "\u{1F}" + name + "\u{1F}" + value
  }

  /// The player a row of the export (its fields as read) stands for, noted as found.
  mutating func player(_ fields: [String], plan: ProfilePlan) -> Int64? {
    let player = lookUp(fields, plan: plan)
    if let player { found.insert(player) }
    return player
  }

  /// The players no row stood for, in row order.
  var notFound: [Int64] { all.filter { !found.contains($0) }.sorted() }

  private func lookUp(_ fields: [String], plan: ProfilePlan) -> Int64? {
    let part = plan.parts[0]
    let values = part.values(fields)
    func value(_ key: String) -> String? {
      part.keys.firstIndex(of: key).map { values[$0] }.flatMap { $0.isEmpty ? nil : $0 }
    }
    if let id = plan.platformID, id.field < fields.count {
      let text = fields[id.field].trimmedSpaces
      if !text.isEmpty, let found = byNamed[Self.named(id.entity, id.name, text)] ?? byID[text] {
        return found
      }
    }
    if let id = value(Self.ownID), let found = byID[id] { return found }
    guard let name = value(plan.kind.presentation.displayKey) else { return nil }
    let folded = TextFolding.fold(name)
    if let text = value(Self.birthdate), let date = try? plan.profile.dates.isoText(text),
      let found = byNameAndBirthdate[folded + "\u{1F}" + date]
    {
      return found
    }
    return byName[folded] ?? nil
  }
}
