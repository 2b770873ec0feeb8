/// The numbers that tell apart rows of one name in a league's folder (`export league DIR`), so
/// that the folder imports back into an empty league whatever names its people share.
///
/// A league of a few hundred families has two guardians called Pat Lee, and a guardianships row
/// that names its guardian by name alone cannot say which one it is for. In the folder, a
/// guardian whose name another guardian has is numbered in the guardians file's `namesake`
/// column (1, 2, … in the file's order; empty for a name of one row), and a row that names a
/// guardian gives that number beside the name (`guardian_namesake`). The import finds the row
/// its own guardians file made under that name and number — never one of the league's rows by
/// its place among those of the name, which in another league is another person. Players are
/// numbered the same way among their team's (a free agent among the free agents), for
/// guardianships that name one of two same-named players of a team; the team column already
/// tells apart those on different teams.
///
/// Derived from the model, declared nowhere else: an entity is numbered when its display name is
/// one rows may share (no unique rule covers it) and another entity's rows name its rows (a
/// guardianship's guardian and player); a team's name is unique and needs no number. Files
/// written by hand have no numbers, and are read as before.
enum Namesakes {
  /// The column of an entity's own file: `namesake`.
  static let column = "namesake"

  /// The file column with the number of the row a reference names: `guardian.namesake`, whose
  /// header is `guardian_namesake`.
  static func key(of reference: String) -> String { reference + "." + column }

  /// Whether the folder numbers the rows of `entity`: their display name is one rows may share
  /// (players, guardians; not teams, whose names are unique), and rows of another entity name
  /// them (a to-many, other than a many-to-many's, is the inverse of such a reference). Staff,
  /// whom no row names, are not numbered.
  static func isNumbered(_ entity: Entity) -> Bool {
    let display = entity.presentation.displayKey
    return !entity.presentation.isSettings && entity.attribute(display) != nil
      && !entity.uniqueConstraints.contains { $0.keys == [display] }
      && entity.relationships.contains { $0.isToMany && !$0.isManyToMany }
  }

  /// The to-one relationships of `entity` its file names numbered rows by (their names): a
  /// guardianship's `player` and `guardian`.
  static func references(of entity: Entity, in model: Model) -> [Relationship] {
    let keys = entity.presentation.fileColumns + entity.presentation.optionalFileColumns
    return entity.toOneRelationships.filter {
      keys.contains($0.name) && isNumbered(model.entity(named: $0.destination))
    }
  }

  /// The number of each row of `entity` whose name (within its parent, ignoring case and
  /// accents) another row has, by row id: 1, 2, … in the order of the entity's export. Rows of
  /// a name of their own are not in it; a league without namesakes reads one `GROUP BY`.
  static func numbers(of entity: Entity, in context: Context) throws -> [Int64: Int] {
    let groups = try context.groupRowIDs(
      FetchRequest(entity: entity), by: groupKeys(of: entity), folding: .all, minimumCount: 2)
    guard !groups.isEmpty else { return [:] }
    var group: [Int64: Int] = [:]
    for (index, each) in groups.enumerated() {
      for id in each.rowIDs { group[id] = index }
    }
    // Within a parent the export writes rows in the entity's order (ties by id, as in the file).
    let ids = group.keys.sorted().map { Predicate.Value.object(ObjectID(entityName: entity.name, rowID: $0)) }
    let request = FetchRequest(
      entity: entity, predicate: .comparison(key: "self", .in, ids),
      sortDescriptors: entity.presentation.defaultOrder)
    var counts = [Int](repeating: 0, count: groups.count)
    var numbers: [Int64: Int] = [:]
    try context.enumerateValues(request, keyPaths: ["self"]) { row in
      guard let id = row[0].integerValue, let index = group[id] else { return }
      counts[index] += 1
      numbers[id] = counts[index]
    }
    return numbers
  }

  /// What rows of one name are grouped by: the parent, if any, and the display name (folded).
  static func groupKeys(of entity: Entity) -> [String] {
    (entity.parentRelationship.map { [$0.name] } ?? []) + [entity.presentation.displayKey]
  }

  /// The number a file gives (`2`), or nil when it is no whole number from 1.
  static func number(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let number = Int(text), number > 0
    else { return nil }
    return number
  }
}
