/// A column of an entity's file, as its presentation's `fileColumns` names it: an attribute
/// (`age`), a to-one relationship whose target the column names by its display key (`team`), or
/// the qualifier of such a reference (`player.team`).
///
/// A qualifier names the parent of the row a reference names, for a destination whose rows are
/// known by their parent and name rather than by a name of their own: players' names are not
/// unique in a league, so a contacts file names a contact's player by the player's team (the
/// column `team`, empty for a free agent) and name (`player`). Declared once in the model, it is
/// read by the import and written by the export, so that an export imports back the same rows.
struct FileColumn {
  /// The key as declared: `age`, `team`, `player.team`.
  let key: String
  /// For a qualifier: the reference it qualifies (`player`) and the relationship of the
  /// reference's destination whose target it names (the player's `team`).
  let qualified: (reference: String, parent: String)?

  init(_ key: String) {
    self.key = key
    let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
    qualified = parts.count == 2 ? (parts[0], parts[1]) : nil
  }

  /// Its name in a file's header: the key, or a qualifier's last part (`team` for `player.team`);
  /// a reference's namesake number's, the two parts (`guardian_namesake`).
  var header: String {
    guard let qualified else { return key }
    return isNamesake ? qualified.reference + "_" + qualified.parent : qualified.parent
  }

  /// Whether it is a number that tells rows of one name apart (`Namesakes`): an entity's own
  /// (`namesake`) or a reference's (`guardian.namesake`).
  var isNamesake: Bool { (qualified?.parent ?? key) == Namesakes.column }

  /// The qualifiers among `entity`'s file columns.
  static func qualifiers(of entity: Entity) -> [FileColumn] {
    (entity.presentation.fileColumns + entity.presentation.optionalFileColumns).map(FileColumn.init)
      .filter { $0.qualified != nil }
  }

  /// The key path of its value: an attribute's key, the display key of a reference's target
  /// (`team.name`), of a qualifier's (`player.team.name`).
  /// A namesake number is read from the id of its row (`self`, `guardian`).
  func keyPath(of entity: Entity, in model: Model) -> String {
    if isNamesake { return qualified?.reference ?? "self" }
    var current = entity
    for part in key.split(separator: ".").map(String.init) {
      guard let relationship = current.relationship(part), !relationship.isToMany else { return key }
      current = model.entity(named: relationship.destination)
    }
    return key + "." + current.presentation.displayKey
  }
}
