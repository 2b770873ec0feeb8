/// The members of a many-to-many relationship in one column of an entity's file: a guardians
/// file's `players` column, `Ava Chen;Ben Ortiz`, each member by its display name (as a to-one
/// reference column names its row), separated by `;` (a name with a comma is a quoted CSV field
/// as any value is; a `;` within a name is written twice). In JSON the column is an array of
/// names, which the reader takes in as the same text.
///
/// A file row is one owner "as it should be": the column lists all of its members, so an import
/// makes the links listed and takes away the others (an empty cell: none); a file without the
/// column leaves the links as they are.
///
/// The export writes the column on the side the model declares later (guardians' `players`, not
/// players' `guardians`), whose file an import reads after its members' file (imports go in the
/// model's order): an export imports back the same links, and each link is written once. An
/// import reads the column on either side; the members it names are found among the league's rows
/// and the rows of the import's files (a name no row has yet waits for the files after its own:
/// `Importer.writeWaitingMembers`).
///
/// The members' names are the context's to read (`Context.memberNames(through:of:)`, one query
/// for all of a file's owners): this layer writes no SQL.
enum MemberList {
  static let separator: Character = ";"

  /// The names of a column's text: split at each single `;`, a doubled one kept as a `;` of the
  /// name; spaces around each name dropped, and empty names (`A;;` is `A;`, `A; ;B` is A and B).
  static func names(_ text: String) -> [String] {
    var names: [String] = []
    var name = ""
    var characters = text.makeIterator()
    var pending = characters.next()
    while let character = pending {
      pending = characters.next()
      if character == separator {
        if pending == separator {
          name.append(separator)
          pending = characters.next()
          continue
        }
        names.append(name)
        name = ""
        continue
      }
      name.append(character)
    }
    names.append(name)
    return names.map(\.trimmedSpaces).filter { !$0.isEmpty }
  }

  /// The column's text of `names`: each `;` in a name doubled.
  static func text(_ names: [String]) -> String {
    names.map { name in String(name.flatMap { $0 == separator ? [$0, $0] : [$0] }) }
      .joined(separator: String(separator))
  }

  /// The many-to-many relationships of `entity` whose members its export lists: those whose
  /// destination the model declares earlier (a relationship of an entity with itself, the one of
  /// its join table's first end).
  ///
  /// `withLinkFiles`: the export writes the files of the through entities too (a league's
  /// folder), whose rows are the links with their values, each player named by team and name:
  /// a pair that goes through one is left to its file, which says more and tells two players of
  /// one name apart.
  static func exported(_ entity: Entity, in model: Model, withLinkFiles: Bool = false) -> [Relationship] {
    entity.relationships.filter { relationship in
      guard relationship.isManyToMany, let table = model.joinTable(of: relationship) else { return false }
      if withLinkFiles, table.through != nil { return false }
      let destination = model.entity(named: relationship.destination)
      if destination === entity {
        return table.ends(from: entity.name, through: relationship.name).owner.column == table.first.column
      }
      return model.rank(destination) < model.rank(entity)
    }
  }
}
