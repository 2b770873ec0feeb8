/// Writes the league in the import formats, an entity at a time, its columns from the entity's
/// presentation: teams (`name,city,abbreviation`, and `division` when any team has one), players
/// (`team,name,birthdate,age,position,number`, and `id` when any player has one), contacts
/// (`team,player,name,relation,email,phone`), …, as CSV or JSON. Private values (birthdates,
/// emails, phones) are always written: an export moves a league between systems.
/// Importing an export into an empty database gives back the same league: CSV is written safe
/// for spreadsheets (`CSVWriter`: a value that would be read as a formula gets a `'` in front),
/// and the import takes that `'` off again.
public struct Exporter {
  public enum Format: Sendable { case csv, json }

  let context: Context
  let format: Format
  /// The namesake numbers of each numbered entity (`Namesakes.numbers`), worked out once for
  /// all the files of a folder: guardians.csv and guardianships.csv both number the guardians.
  private let namesakes = NamesakeNumbers()

  public init(context: Context, format: Format) {
    self.context = context
    self.format = format
  }

  /// The numbers of an export's entities, by entity name, as first worked out.
  private final class NamesakeNumbers {
    var byEntity: [String: [Int64: Int]] = [:]

    func numbers(of entity: Entity, in context: Context) throws -> [Int64: Int] {
      if let known = byEntity[entity.name] { return known }
      let found = try Namesakes.numbers(of: entity, in: context)
      byEntity[entity.name] = found
      return found
    }
  }

  /// Every object of `entity` (or a parent's), in its file's columns: the presentation's file
  /// columns (a reference by its target's display name, a qualifier by the parent's: a contact's
  /// player by team and name), and the optional columns some object has a value in. Objects
  /// placed in parents come by parent, then in the entity's order.
  ///
  /// An attribute stored only while the one it is read from is unknown (an age, without a
  /// birthdate) is written only then: a file holds the birthdate, never an age that was right on
  /// the day of the export and is refused by an import a year later.
  /// `withLinkFiles`: the through entities' files are written too (`MemberList.exported`), as
  /// a league's folder has them, with the numbers that tell rows of one name apart (`Namesakes`).
  public func export(
    _ entity: Entity, parent: ManagedObject? = nil, withLinkFiles: Bool = false, to output: TextOutput
  ) throws {
    let model = context.model
    let presentation = entity.presentation
    let relationship = entity.parentRelationship
    let predicate = parent.flatMap { parent in
      relationship.map { Predicate.comparison(key: $0.name, .equal, .object(parent.objectID)) }
    }
    var columns = presentation.fileColumns.map(FileColumn.init)
    for key in presentation.optionalFileColumns {
      let present = Predicate.comparison(key: key, .notEqual, .null)
      if try context.count(FetchRequest(entity: entity, predicate: Predicate.and(predicate, present))) > 0 {
        columns.append(FileColumn(key))
      }
    }
    let numbers = withLinkFiles ? try namesakeColumns(entity, into: &columns) : [:]
    var keyPaths = columns.map { $0.keyPath(of: entity, in: model) }
    let lists = try MemberList.exported(entity, in: model, withLinkFiles: withLinkFiles).map { relationship in
      Lists.Column(
        header: relationship.name,
        members: try context.memberNames(
          through: relationship, of: FetchRequest(entity: entity, predicate: predicate)))
    }
    var blanks: [(column: Int, unless: Int)] = []
    for (index, column) in columns.enumerated() {
      guard let derivation = entity.attribute(column.key)?.derivation, derivation.otherwise == column.key
      else { continue }
      if !keyPaths.contains(derivation.from) { keyPaths.append(derivation.from) }
      blanks.append((index, keyPaths.firstIndex(of: derivation.from)!))
    }
    // By parent, a qualified one by its own parent first (a contact by team, then player). An
    // entity placed in none (divisions) is in its listing's order alone.
    // The owner's id, past the other key paths, by which its members are found.
    let owner = keyPaths.count
    if !lists.isEmpty { keyPaths.append("self") }
    let placing = columns.filter { column in
      !column.isNamesake
        && (relationship.map { column.key == $0.name || column.qualified?.reference == $0.name } ?? false)
    }
    let request = FetchRequest(
      entity: entity, predicate: predicate,
      sortDescriptors: placing.map { SortDescriptor($0.keyPath(of: entity, in: model)) }
        + presentation.defaultOrder)
    let parts =
      try parent == nil && placing.count == 1 && placing[0].qualified == nil
      ? byParent(
        request, relationship!, column: columns.firstIndex { $0.key == placing[0].key }!, keyPaths: keyPaths)
      : [Part(request: request, keyPaths: keyPaths)]
    var numbered: [Int: [Int64: Int]] = [:]
    for (index, column) in columns.enumerated() { numbered[index] = numbers[column.key] }
    try write(
      parts, keys: columns.map(\.header), blanks: blanks, numbered: numbered,
      lists: Lists(columns: lists, owner: owner), to: output)
  }

  /// The namesake columns of `entity`'s file in a league's folder (`Namesakes`), each put after
  /// the name it tells apart, with the numbers of the rows it names by id, by column key: none
  /// where no two rows share a name, so a league without namesakes has the files it always had.
  private func namesakeColumns(_ entity: Entity, into columns: inout [FileColumn]) throws
    -> [String: [Int64: Int]]
  {
    let model = context.model
    var numbered: [(after: String, column: FileColumn, of: Entity)] = []
    if Namesakes.isNumbered(entity) {
      numbered.append((entity.presentation.displayKey, FileColumn(Namesakes.column), entity))
    }
    for relationship in Namesakes.references(of: entity, in: model) {
      numbered.append(
        (
          relationship.name, FileColumn(Namesakes.key(of: relationship.name)),
          model.entity(named: relationship.destination)
        ))
    }
    var numbers: [String: [Int64: Int]] = [:]
    for each in numbered {
      let found = try namesakes.numbers(of: each.of, in: context)
      guard !found.isEmpty, let index = columns.firstIndex(where: { $0.key == each.after }) else { continue }
      columns.insert(each.column, at: index + 1)
      numbers[each.column.key] = found
    }
    return numbers
  }

  /// The member-list columns of an export (`MemberList`), written after the others: each
  /// relationship's members by owner, and where a row's key paths have the owner's id.
  private struct Lists {
    struct Column {
      let header: String
      let members: [Int64: [String]]
    }
    let columns: [Column]
    let owner: Int

    /// The members of the row's owner in each column.
    func members(_ owner: DatabaseValue) -> [[String]] {
      columns.map { $0.members[owner.integerValue ?? 0] ?? [] }
    }
  }

  /// One query of an export: its request and key paths, and the column whose value is the same
  /// in every row it reads (a team's name, when it reads one team's players), written as given.
  private struct Part {
    let request: FetchRequest
    let keyPaths: [String]
    var fixed: (column: Int, value: DatabaseValue)?
  }

  /// `request`, whose rows come by parent (by a key no two parents share), as one query a parent
  /// in that order, then those without one (missing values sort last): the same rows in the same
  /// order, each parent's read through the index that places them and sorted alone, where one
  /// query sorts the league's million rows before it writes the first. The parent's name is
  /// written from the list of parents, not joined at every row.
  private func byParent(
    _ request: FetchRequest, _ relationship: Relationship, column: Int, keyPaths: [String]
  ) throws -> [Part] {
    let parents = context.model.entity(named: relationship.destination)
    let key = parents.presentation.displayKey
    guard parents.uniqueConstraints.contains(where: { $0.keys == [key] }) else {
      return [Part(request: request, keyPaths: keyPaths)]
    }
    let named = try context.fetchValues(
      FetchRequest(entity: parents, sortDescriptors: [SortDescriptor(key)]), keyPaths: ["self", key])
    // Within one parent its name neither orders nor needs reading: the relationship's own
    // column stands in for it in the query.
    var within = request
    within.sortDescriptors.removeFirst()
    var paths = keyPaths
    paths[column] = relationship.name
    let part = { (value: Predicate.Value, name: DatabaseValue) in
      var one = within
      one.predicate = Predicate.and(.comparison(key: relationship.name, .equal, value), request.predicate)
      return Part(request: one, keyPaths: paths, fixed: (column, name))
    }
    let each = named.map {
      part(.object(ObjectID(entityName: parents.name, rowID: $0[0].integerValue ?? 0)), $0[1])
    }
    return each + (relationship.isOptional ? [part(.null, .null)] : [])
  }

  public func teams(to output: TextOutput) throws { try export(RosterModel.team, to: output) }

  /// Every player, or one team's; by team, then youngest first.
  public func players(team: Team? = nil, to output: TextOutput) throws {
    try export(RosterModel.player, parent: team, to: output)
  }

  /// Writes the values of each part's key paths under the headers `keys` (key paths past them
  /// are read for `blanks`: a column left empty where the row has a value in another). A
  /// `numbered` column's value is a row's id, written as that row's number (`Namesakes`).
  private func write(
    _ parts: [Part], keys: [String], blanks: [(column: Int, unless: Int)], numbered: [Int: [Int64: Int]],
    lists: Lists, to output: TextOutput
  ) throws {
    let isBlank = { (row: any Row, index: Int) in
      blanks.contains { $0.column == index && !row.value(at: $0.unless).isNull }
    }
    switch format {
    case .csv:
      output.write(CSVWriter.record(keys + lists.columns.map(\.header)))
      // Bytes from the database straight into a line, a line at a time: no String per value.
      var line: [UInt8] = []
      for part in parts {
        let fixedColumn = part.fixed?.column ?? -1
        let fixed = part.fixed.flatMap { $0.value.isNull ? nil : Array($0.value.description.utf8) } ?? []
        try context.enumerateRows(part.request, keyPaths: part.keyPaths) { row in
          line.removeAll(keepingCapacity: true)
          for index in 0..<keys.count {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            if !blanks.isEmpty && isBlank(row, index) { continue }
            if !numbered.isEmpty, let numbers = numbered[index] {
              if let id = row.value(at: index).integerValue, let number = numbers[id] {
                line.append(contentsOf: String(number).utf8)
              }
              continue
            }
            if index == fixedColumn {
              fixed.withUnsafeBufferPointer { CSVWriter.append($0, to: &line) }
              continue
            }
            _ = row.withUTF8(at: index) { CSVWriter.append($0, to: &line) }
          }
          if !lists.columns.isEmpty {
            for names in lists.members(row.value(at: lists.owner)) {
              line.append(UInt8(ascii: ","))
              Array(MemberList.text(names).utf8).withUnsafeBufferPointer { CSVWriter.append($0, to: &line) }
            }
          }
          line.append(10)
          line.withUnsafeBufferPointer { output.write(bytes: $0) }
        }
      }
    case .json:
      var first = true
      output.write("[")
      for part in parts {
        try context.enumerateValues(part.request, keyPaths: part.keyPaths) { row in
          var values = Array(row.prefix(keys.count))
          if let fixed = part.fixed { values[fixed.column] = fixed.value }
          for blank in blanks where !row[blank.unless].isNull { values[blank.column] = .null }
          for (column, numbers) in numbered {
            values[column] =
              row[column].integerValue.flatMap { numbers[$0] }.map { .integer(Int64($0)) } ?? .null
          }
          var object = JSONText.object(Array(zip(keys, values)))
          if !lists.columns.isEmpty {
            // A list column as an array of names.
            object.removeLast()
            for (column, names) in zip(lists.columns, lists.members(row[lists.owner])) {
              object +=
                (keys.isEmpty ? "" : ", ") + JSONText.string(column.header) + ": ["
                + names.map(JSONText.string).joined(separator: ", ") + "]"
            }
            object += "}"
          }
          output.write((first ? "\n  " : ",\n  ") + object)
          first = false
        }
      }
      output.write(first ? "]\n" : "\n]\n")
    }
  }
}
