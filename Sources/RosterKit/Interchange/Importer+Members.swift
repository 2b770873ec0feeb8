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
    /// Whether a file of the import still to come holds rows of the members' entity: a name
    /// no row has yet waits for the end of the import (`writeWaitingMembers`).
    let waits: Bool
  }

  /// The many-to-many relationships of a file's entity that its header has a column for.
  static func memberColumns(_ source: Source) -> [Relationship] {
    source.entity.relationships.filter { $0.isManyToMany && source.columns[$0.name] != nil }
  }

  /// The member lists of a file's columns; `toCome`, the entities of the import's files after it.
  /// With `--skip-invalid` a row is judged as it is read, its members those there by then.
  func memberColumns(_ source: Source, toCome: Set<String>) throws -> [MemberColumn] {
    try Self.memberColumns(source).map { relationship in
      let table = model.joinTable(of: relationship)!
      let owner = table.ends(from: source.entity.name, through: relationship.name).owner
      let destination = model.entity(named: relationship.destination)
      let reference = Reference(
        index: -1, column: source.columns[relationship.name]!, relationship: relationship,
        destination: destination, attribute: destination.attribute(destination.presentation.displayKey),
        directory: try directory(destination), qualifier: nil, canBeQualified: false, namesake: nil)
      return MemberColumn(
        reference: reference, table: table, owner: owner, ownerIsFirst: owner.column == table.first.column,
        waits: !options.skipInvalid && toCome.contains(destination.name))
    }
  }

  /// The row ids of the members each list of a row names, each once, in the order named; a name
  /// that finds no row (or several) is a problem under the list's column, as a reference's is.
  /// A name no row has yet, where a file to come may add it, is left in `waiting`, its list's.
  func members(
    _ record: CSVRecord, _ columns: [MemberColumn], of source: Source, waiting: inout [[String]],
    problems rowProblems: inout [ImportProblem]
  ) throws -> [[Int64]] {
    waiting = columns.map { _ in [] }
    return try columns.indices.map { index in
      let column = columns[index]
      let field = column.reference.column
      let text = field < record.fields.count ? record.fields[field] : ""
      var ids: [Int64] = []
      for name in MemberList.names(text) {
        if column.waits && column.reference.directory.matches(name).isEmpty {
          if !waiting[index].contains(name) { waiting[index].append(name) }
          continue
        }
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

  /// A row's member lists to be written: the row's id, its lists' members, and whether it was
  /// counted unchanged (its links alone may make it updated).
  struct MemberRow {
    let owner: Int64
    let members: [[Int64]]
    let unchanged: Bool
  }

  /// The rows of a file whose member lists wait to be written (`writeMembers`), in the order
  /// read, with their ids for a row met twice; and those whose lists name rows a file to come
  /// may add.
  final class PendingMembers {
    var rows: [MemberRow] = []
    var held: Set<Int64> = []
    var waiting: [WaitingRow] = []
  }

  /// A row whose lists name members no row had when it was read (`MemberColumn.waits`): the
  /// members found, and the names of the others, each list's.
  struct WaitingRow {
    let row: MemberRow
    let names: [[String]]
    let record: CSVRecord
  }

  /// Rows whose member lists are written at once: each chunk reads its rows' links in one query
  /// a list and writes what changed in a statement or two (`RowWriter.link(_:_:)`), where a row
  /// at a time ran a query a row and a statement a link.
  static let memberRows = 1_000

  /// Makes the members of row `owner` in each of the file's lists those listed, with the rows
  /// read before it, a chunk at a time (`writeMembers`); at the end of the import, when a list
  /// names rows no row had yet (`waiting`).
  func setMembers(
    _ owner: Int64, _ members: [[Int64]], waiting: [[String]] = [], record: CSVRecord, countedUnchanged: Bool,
    in file: FileRows
  ) throws {
    guard let pending = file.pending else { return }
    let row = MemberRow(owner: owner, members: members, unchanged: countedUnchanged)
    if waiting.contains(where: { !$0.isEmpty }) {
      pending.waiting.append(WaitingRow(row: row, names: waiting, record: record))
      return
    }
    // A row met twice in a chunk: its first lists are written before its second.
    if pending.held.contains(owner) { try writeMembers(file) }
    pending.rows.append(row)
    pending.held.insert(owner)
    if pending.rows.count >= Self.memberRows { try writeMembers(file) }
  }

  /// Makes the members of the rows held (`PendingMembers`) those their lists name: links those they lack, takes
  /// away those not listed (a file's row is the row as it should be), through the writer
  /// (journaled, as every link is). A row whose links alone changed is a row updated.
  func writeMembers(_ file: FileRows) throws {
    guard let pending = file.pending, !pending.rows.isEmpty else { return }
    let entity = file.source.entity
    var changed: Set<Int64> = []
    for (index, column) in file.lists.enumerated() {
      let table = column.table
      let destination = column.reference.destination.name
      let link = { (owner: Int64, member: Int64) in
        Link(
          table, owner: ObjectID(entityName: entity.name, rowID: owner),
          member: ObjectID(entityName: destination, rowID: member), ownerIsFirst: column.ownerIsFirst)
      }
      var saved: [Int64: [Int64]] = [:]
      for row in try writer.links(table, of: pending.rows.map(\.owner), at: column.owner) {
        saved[row.owner, default: []].append(row.member)
      }
      var gone: [(owner: Int64, link: Link)] = []
      var made: [(owner: Int64, link: Link)] = []
      for row in pending.rows {
        let (owner, listed) = (row.owner, row.members[index])
        let had = saved[owner] ?? []
        let wanted = Set(listed)
        gone += had.filter { !wanted.contains($0) }.map { (owner: owner, link: link(owner, $0)) }
        let kept = Set(had)
        made += listed.filter { !kept.contains($0) }.map { (owner: owner, link: link(owner, $0)) }
      }
      let unlinked = try writer.unlink(table, gone.map(\.link))
      for (owner, link) in gone where unlinked.contains(link) {
        changes.unlinked.append(link)
        changed.insert(owner)
      }
      let linked = try writer.link(table, made.map(\.link))
      for (owner, link) in made where linked.contains(link) {
        changes.linked.append(link)
        changed.insert(owner)
      }
    }
    for row in pending.rows where row.unchanged && changed.contains(row.owner) {
      file.target.counts.unchanged -= 1
      file.target.counts.updated += 1
    }
    pending.rows = []
    pending.held = []
  }

  /// Once every file is read: the members that rows of `files` named before a later file added
  /// them (a players file's guardians, in the guardians file of the same import), found now, and
  /// the lists written. A name still no row's is its line's problem, as it would have been.
  func writeWaitingMembers(_ files: [FileRows]) throws {
    for file in files {
      guard let pending = file.pending, !pending.waiting.isEmpty else { continue }
      let waiting = pending.waiting
      pending.waiting = []
      for row in waiting {
        var members = row.row.members
        var rowProblems: [ImportProblem] = []
        for (index, names) in row.names.enumerated() {
          for name in names {
            guard
              let id = try resolve(
                name, file.lists[index].reference, of: file.source.entity, row.record, file.source,
                clean: true,
                problems: &rowProblems)
            else { continue }
            if !members[index].contains(id) { members[index].append(id) }
          }
        }
        guard rowProblems.isEmpty else {
          try reject(row.record, rowProblems)
          continue
        }
        try setMembers(
          row.row.owner, members, record: row.record, countedUnchanged: row.row.unchanged, in: file)
      }
      try writeMembers(file)
    }
  }
}
