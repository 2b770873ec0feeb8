extension Importer {
  /// A row of a file that numbers its namesakes (`Namesakes`): its entity, parent (a player's
  /// team; none for a guardian, or a free agent), folded name and number.
  struct NamesakeKey: Hashable {
    let entity: String
    let parent: Int64?
    let name: String
    let number: Int
  }

  /// The rows of this import's files, as their namesake numbers named them: the row each stands
  /// for (none when the row was turned away) and the file and line that numbered it.
  typealias NumberedRows = [NamesakeKey: (id: Int64?, file: String, line: Int)]

  /// The namesake number a file row gives itself (`namesake`), checked: a whole number from 1,
  /// one line a name and number. Nil when the file has no such column or the row leaves it empty.
  func namesake(
    of record: CSVRecord, _ file: FileRows, values: RowValues, targets: [Int64?],
    problems rowProblems: inout [ImportProblem]
  ) -> NamesakeKey? {
    guard let field = file.namesake, field < record.fields.count else { return nil }
    let text = record.fields[field].trimmedSpaces
    guard !text.isEmpty else { return nil }
    let entity = file.source.entity
    guard let number = Namesakes.number(text) else {
      rowProblems.append(problem(record, file.source, column: Namesakes.column, Self.notANumber(text)))
      return nil
    }
    let name = values[entity.presentation.displayKey]?.textValue ?? ""
    let key = NamesakeKey(
      entity: entity.name, parent: file.target.parent.flatMap { targets[$0.index] },
      name: TextFolding.fold(name), number: number)
    if let earlier = numbered[key], earlier.line != record.line {
      rowProblems.append(
        problem(
          record, file.source, column: Namesakes.column,
          "\(quoted(name)) is namesake \(number) on line \(earlier.line) too; give each "
            + "\(entity.presentation.noun) of that name a number of its own"))
      return nil
    }
    return key
  }

  /// The row a reference's namesake number names (`guardian_namesake`): the one this import's
  /// file of those rows numbered so under that name (and parent), or a problem. A number is never
  /// looked for among the league's rows: their order there is another league's.
  func numberedRow(
    _ given: String, named text: String, _ reference: Reference, _ placed: Placement?, _ record: CSVRecord,
    _ source: Source, problems rowProblems: inout [ImportProblem]
  ) -> Int64? {
    let header = FileColumn(Namesakes.key(of: reference.relationship.name)).header
    guard let number = Namesakes.number(given) else {
      rowProblems.append(problem(record, source, column: header, Self.notANumber(given)))
      return nil
    }
    let destination = reference.destination
    let key = NamesakeKey(
      entity: destination.name, parent: placed?.parent, name: TextFolding.fold(text), number: number)
    let presentation = destination.presentation
    if let found = numbered[key] {
      if let id = found.id { return id }
      rowProblems.append(
        problem(
          record, source, column: header,
          "the \(presentation.noun) \(quoted(text)) of namesake \(number) (\(found.file):\(found.line)) "
            + "was turned away for its own problems; fix that row and import both files again"))
      return nil
    }
    rowProblems.append(
      problem(
        record, source, column: header,
        "no \(presentation.noun) \(presentation.lookupKeys.first?.verb ?? "named") \(quoted(text))"
          + (placed.map { " " + $0.words } ?? "")
          + " is namesake \(number) in a \(Self.fileNoun(destination)) "
          + "file of this import; import the file the number was written with (the league's whole folder), "
          + "or leave \(header) empty to name the \(presentation.noun) by name alone"))
    return nil
  }

  /// "must be a whole number from 1, as an export numbers rows of one name (got 'x')".
  private static func notANumber(_ text: String) -> String {
    "must be a whole number from 1, as an export numbers rows of one name (got \(quoted(text)))"
  }
}
