/// The member lists of a file (`MemberList`): a guardians file's `players` column names the
/// guardian's players, found as a to-one reference finds its row, and the import makes the
/// guardian's links those listed, through the writer (journaled, as every link is).
extension Importer {
  /// A many-to-many relationship a file has a column for, with what resolving and linking its
  /// members needs, found once a file.
  struct MemberColumn {
    /// The column as a reference of the owner's (its `index` unused: it is no to-one).
    let reference: Reference
    let table: JoinTable
    /// The join table's end of the file's entity, and whether it is the first.
    let owner: JoinTable.End
    let ownerIsFirst: Bool
  }

  /// The many-to-many relationships of a file's entity that its header has a column for.
  static func memberColumns(_ source: Source) -> [Relationship] {
    source.entity.relationships.filter { $0.isManyToMany && source.columns[$0.name] != nil }
  }

  /// The member lists of a file's columns.
  func memberColumns(_ source: Source) throws -> [MemberColumn] {
    try Self.memberColumns(source).map { relationship in
      let table = model.joinTable(of: relationship)!
      let owner = table.ends(from: source.entity.name, through: relationship.name).owner
      let destination = model.entity(named: relationship.destination)
      let reference = Reference(
        index: -1, column: source.columns[relationship.name]!, relationship: relationship,
        destination: destination, attribute: destination.attribute(destination.presentation.displayKey),
        directory: try directory(destination), qualifier: nil, canBeQualified: false)
      return MemberColumn(
        reference: reference, table: table, owner: owner, ownerIsFirst: owner.column == table.first.column)
    }
  }

  /// The row ids of the members each list of a row names, each once, in the order named; a name
  /// that finds no row (or several) is a problem under the list's column, as a reference's is.
  func members(
    _ record: CSVRecord, _ columns: [MemberColumn], of source: Source,
    problems rowProblems: inout [ImportProblem]
  ) throws -> [[Int64]] {
    try columns.map { column in
      let field = column.reference.column
      let text = field < record.fields.count ? record.fields[field] : ""
      var ids: [Int64] = []
      for name in MemberList.names(text) {
        guard
          let id = try resolve(
            name, column.reference, of: source.entity, record, source, clean: rowProblems.isEmpty,
            problems: &rowProblems)
        else { continue }
        if !ids.contains(id) { ids.append(id) }
      }
      return ids
    }
  }

  /// Refuses a JSON file that gave a list of names (`["A", "B"]`) for a column other than a
  /// member list's, as the reader refuses any other list, naming the line of the first.
  func refuseLists(in source: Source, but lists: [MemberColumn]) throws {
    guard let reader = source.reader as? JSONRecordReader else { return }
    let allowed = Set(lists.map(\.reference.column))
    for (key, line) in reader.listedKeys.sorted(by: { $0.value < $1.value }) {
      guard let column = source.header.firstIndex(of: key.trimmedSpaces), !allowed.contains(column) else {
        continue
      }
      throw ImportFileError(file: source.name, line: line, message: JSONRecordReader.notPlain(key))
    }
  }

  /// Makes the members of row `owner` in each list those listed: links those it lacks, takes
  /// away those not listed (a file's row is the row as it should be); whether a link changed.
  func setMembers(_ owner: Int64, _ members: [[Int64]], _ columns: [MemberColumn], of entity: Entity) throws
    -> Bool
  {
    var changed = false
    for (column, listed) in zip(columns, members) {
      let table = column.table
      let destination = column.reference.destination.name
      let link = { (member: Int64) in
        Link(
          table, owner: ObjectID(entityName: entity.name, rowID: owner),
          member: ObjectID(entityName: destination, rowID: member), ownerIsFirst: column.ownerIsFirst)
      }
      let saved = try writer.links(table, of: [owner], at: column.owner).map(\.member)
      let wanted = Set(listed)
      for member in saved where !wanted.contains(member) {
        let gone = link(member)
        if try writer.unlink(table, first: gone.first.rowID, second: gone.second.rowID) {
          changes.unlinked.append(gone)
          changed = true
        }
      }
      let had = Set(saved)
      for member in listed where !had.contains(member) {
        let made = link(member)
        if try writer.link(table, first: made.first.rowID, second: made.second.rowID) != nil {
          changes.linked.append(made)
          changed = true
        }
      }
    }
    return changed
  }
}
