import Foundation

/// Loads teams and players from CSV files in one transaction: everything or nothing.
///
/// Each file's kind comes from its header. Every value is read and checked by the model's
/// attributes; problems are collected for every row, and any problem rolls the whole import back
/// (unless `skipInvalid`, which stores the good rows and writes the bad ones to `FILE.rejects.csv`).
/// Files are streamed a record at a time, so memory stays flat whatever their size.
///
/// Re-importing is safe: a row matching an existing team (by name) or player (by team and name,
/// or by `id`) updates it when it changed and leaves it alone when it did not.
public final class Importer {
  public struct Options: Sendable {
    public var createTeams = false
    public var skipInvalid = false
    public var encoding = TextEncoding.utf8
    /// Keep what the import changes (`Importer.changes`), so that a session can undo it.
    public var recordsChanges = false
    public init(
      createTeams: Bool = false, skipInvalid: Bool = false, encoding: TextEncoding = .utf8,
      recordsChanges: Bool = false
    ) {
      self.createTeams = createTeams
      self.skipInvalid = skipInvalid
      self.encoding = encoding
      self.recordsChanges = recordsChanges
    }
  }

  enum Kind { case teams, players }

  /// A file opened, its header read and understood.
  struct Source {
    let path: String
    let name: String
    let kind: Kind
    let reader: CSVReader
    let header: [String]
    /// Field index of each known column, by attribute key (and `team`).
    let columns: [String: Int]
    let headerLine: Int
    /// Field index of each of the entity's attributes, in the entity's order.
    let attributeColumns: [Int?]
  }

  let store: any Store
  let options: Options
  /// Called now and then with bytes read so far, bytes in all (when known) and rows read.
  public var progress: ((_ bytes: Int, _ total: Int?, _ rows: Int) -> Void)?

  var report = ImportReport()
  var problems: [ImportProblem] = []
  var problemCount = 0
  var badRows = 0
  var rows = 0
  var bytesBefore = 0
  var totalBytes: Int?
  var rejects: RejectsWriter?

  /// What the import changed, when `options.recordsChanges` asked for it (complete once `run`
  /// has returned).
  public let changes: ImportChanges?

  public init(store: any Store, options: Options = Options()) {
    self.store = store
    self.options = options
    changes = options.recordsChanges ? ImportChanges() : nil
  }

  /// Imports `paths` (teams files first, whatever the order given) and reports what it did.
  public func run(_ paths: [String]) throws -> ImportReport {
    let start = Date()
    var sources = try paths.map(open)
    sources.sort { ($0.kind == .teams ? 0 : 1) < ($1.kind == .teams ? 0 : 1) }
    let sizes = sources.map(\.reader.totalBytes)
    totalBytes = sizes.contains(where: { $0 == nil }) ? nil : sizes.reduce(0) { $0 + ($1 ?? 0) }
    var writtenRejects: [RejectsWriter] = []
    do {
      try store.transaction {
        var teams = try TeamDirectory(store: store, changes: changes)
        var playersWriter = try PlayerWriter(store: store, changes: changes)
        let bulk = try sources.contains { $0.kind == .players } ? BulkSearchIndex(store: store) : nil
        for source in sources {
          rejects = options.skipInvalid ? RejectsWriter(source: source.path, header: source.header) : nil
          switch source.kind {
          case .teams: try importTeams(source, into: &teams)
          case .players: try importPlayers(source, teams: &teams, writer: &playersWriter)
          }
          bytesBefore += source.reader.bytesRead
          if let rejects, rejects.count > 0 { writtenRejects.append(rejects) }
        }
        try bulk?.finish()
        report.teamsWithPlayers = playersWriter.teamsTouched.count
        if problemCount > 0 && !options.skipInvalid {
          throw ImportFailure(problems: problems, total: problemCount, rows: badRows)
        }
        for writer in writtenRejects { try writer.finish() }
      }
    } catch {
      for writer in writtenRejects { writer.discard() }
      throw error
    }
    report.rejected = badRows
    report.rejectFiles = writtenRejects.map(\.path)
    report.seconds = Date().timeIntervalSince(start)
    progress?(bytesBefore, totalBytes, rows)
    return report
  }

  // MARK: Files and headers

  private func open(_ path: String) throws -> Source {
    let name = path
    let reader: CSVReader
    do {
      reader = try CSVReader(path: path, encoding: options.encoding)
    } catch CSVError.cannotRead(let reason) {
      throw ImportFileError(file: name, line: nil, message: "cannot be read (\(reason))")
    }
    guard let record = try next(reader, file: name) else {
      throw ImportFileError(
        file: name, line: nil,
        message: "is empty; a teams file starts with the header name,city,abbreviation "
          + "and a players file with team,name,age,position,number")
    }
    if let line = record.invalidUTF8Line { throw Self.notUTF8(file: name, line: line) }
    if let flaw = record.flaw {
      throw ImportFileError(file: name, line: flaw.line, message: "the header " + Self.describe(flaw.kind))
    }
    let header = record.fields.map { CSVWriter.restored($0).trimmedSpaces }
    let keys = header.map { $0.lowercased() }
    let isPlayers = keys.contains("age") || keys.contains("team")
    let entity = isPlayers ? RosterModel.player : RosterModel.team
    var columns: [String: Int] = [:]
    var unknown: [String] = []
    for (index, key) in keys.enumerated() {
      let canonical = key == "team" && isPlayers ? "team" : entity.attribute(key)?.name
      guard let canonical else {
        if !key.isEmpty || record.fields.count > 1 { unknown.append(header[index]) }
        continue
      }
      if columns[canonical] != nil {
        throw ImportFileError(
          file: name, line: record.line,
          message: "the column \(quoted(canonical)) appears twice in the header")
      }
      columns[canonical] = index
    }
    let required = isPlayers ? ["team", "name", "age"] : ["name"]
    let missing = required.filter { columns[$0] == nil }
    if isPlayers || columns["name"] != nil, !missing.isEmpty {
      throw ImportFileError(
        file: name, line: record.line,
        message:
          "the header has no \(missing.map(quoted).joined(separator: " or ")) column; a \(isPlayers ? "players" : "teams") file needs "
          + required.joined(separator: ", "))
    }
    if columns["name"] == nil {
      throw ImportFileError(
        file: name, line: record.line,
        message:
          "the header \(quoted(Self.excerpt(header))) is neither a teams file (name,city,abbreviation) "
          + "nor a players file (team,name,age,position,number)")
    }
    if let warning = Self.unknownColumns(unknown) { report.warnings.append("\(name): " + warning) }
    return Source(
      path: path, name: name, kind: isPlayers ? .players : .teams, reader: reader, header: header,
      columns: columns, headerLine: record.line,
      attributeColumns: entity.attributes.map { columns[$0.name] })
  }

  /// The next record, with a broken quote turned into an error that names the file.
  func next(_ reader: CSVReader, file: String) throws -> CSVRecord? {
    do {
      return try reader.next()
    } catch CSVError.unterminatedQuote(let line) {
      throw ImportFileError(
        file: file, line: line, message: "a quoted field opens here and never closes; add the closing \"")
    } catch CSVError.recordTooLong(let line, let quoted) {
      throw ImportFileError(
        file: file, line: line,
        message: quoted
          ? "a quoted field opens here and is still open 1 MiB later; add the closing \""
          : "the row starting here is longer than 1 MiB; is this a CSV file?")
    } catch CSVError.cannotRead(let reason) {
      throw ImportFileError(file: file, line: nil, message: "cannot be read (\(reason))")
    }
  }

  /// How many header names a message quotes; the rest are counted.
  static let namesQuoted = 5

  /// "ignoring the unknown column 'colour'", or for many "ignoring 120,000 unknown columns:
  /// 'x1', 'x2', 'x3', 'x4', 'x5' and 119,995 more": one warning per file, however wide.
  static func unknownColumns(_ names: [String]) -> String? {
    guard !names.isEmpty else { return nil }
    if names.count == 1 { return "ignoring the unknown column \(quoted(names[0]))" }
    let shown = names.prefix(namesQuoted).map(quoted).joined(separator: ", ")
    let more = names.count - min(names.count, namesQuoted)
    return "ignoring \(NumberText.grouped(names.count)) unknown columns: " + shown
      + (more > 0 ? " and \(NumberText.grouped(more)) more" : "")
  }

  /// The start of a header as a message quotes it: its first names, at most 60 characters in
  /// all, and how many columns there are when some are left out.
  static func excerpt(_ header: [String]) -> String {
    var text = ""
    var shown = 0
    for name in header.prefix(namesQuoted) {
      let next = (shown == 0 ? "" : ",") + name
      guard text.count + next.count <= 60 else { break }
      text += next
      shown += 1
    }
    if shown == 0 { return String(header.first?.prefix(59) ?? "") + "…" }
    return shown < header.count ? text + ",… (\(NumberText.grouped(header.count)) columns)" : text
  }

  /// What a flaw in a record's quoting is, for a message that names its line.
  static func describe(_ flaw: CSVFlaw.Kind) -> String {
    switch flaw {
    case .textAfterClosingQuote:
      return "has text after a closing quote; a quoted value must end with its quote, "
        + "and a quote inside it is written twice (\"\")"
    case .spacesBeforeOpeningQuote:
      return "has spaces before an opening quote; remove them so that the quote starts the value "
        + "(or, if the quotes are part of the value, quote all of it and write each of them twice)"
    }
  }

  static func notUTF8(file: String, line: Int) -> ImportFileError {
    ImportFileError(
      file: file, line: line,
      message:
        "is not valid UTF-8 text; if it comes from an older program, import it with --encoding latin1 (or cp1252)"
    )
  }

  // MARK: Rows

  /// The records after the header, counting rows and reporting progress; each field as it was
  /// before a spreadsheet-safe export (`CSVWriter.restored`).
  func records(_ source: Source, _ body: (CSVRecord) throws -> Void) throws {
    while var record = try next(source.reader, file: source.name) {
      // Ctrl-C: the import's transaction rolls back.
      try Interruption.check()
      rows += 1
      if rows & 0xFFF == 0 { progress?(bytesBefore + source.reader.bytesRead, totalBytes, rows) }
      for index in record.fields.indices {
        let first = record.fields[index].utf8.first
        if first == UInt8(ascii: "'") || first == UInt8(ascii: " ") {
          record.fields[index] = CSVWriter.restored(record.fields[index])
        }
      }
      try body(record)
    }
  }

  /// The text of `key`'s column in a record (empty when the column or the field is missing).
  func field(_ record: CSVRecord, _ key: String, in source: Source) -> String? {
    guard let index = source.columns[key] else { return nil }
    return index < record.fields.count ? record.fields[index] : ""
  }

  /// Reads and checks the attributes present in the file; problems are recorded under their column.
  func values(
    _ record: CSVRecord, of entity: Entity, in source: Source, problems rowProblems: inout [ImportProblem]
  )
    -> RowValues
  {
    var values = RowValues(entity)
    for (index, attribute) in entity.attributes.enumerated() {
      guard let column = source.attributeColumns[index] else { continue }
      let text = column < record.fields.count ? record.fields[column] : ""
      do {
        values.storage[index] = try attribute.validated(try attribute.parse(text, on: entity), on: entity)
      } catch let error as ValidationError {
        rowProblems.append(
          problem(record, source, column: attribute.name, Self.withoutKey(error.message, attribute.name)))
      } catch {
        rowProblems.append(problem(record, source, column: attribute.name, "\(error)"))
      }
    }
    return values
  }

  /// "age must be …" as "must be …", for a message already placed under its column.
  static func withoutKey(_ message: String, _ key: String) -> String {
    for prefix in ["player \(key) ", "team \(key) ", "\(key) "] where message.hasPrefix(prefix) {
      return String(message.dropFirst(prefix.count))
    }
    return message
  }

  func problem(_ record: CSVRecord, _ source: Source, column: String?, _ message: String) -> ImportProblem {
    ImportProblem(file: source.name, line: record.line, column: column, message: message)
  }

  /// Records a bad row: its problems for the report, and the row itself for the rejects file.
  func reject(_ record: CSVRecord, _ rowProblems: [ImportProblem]) throws {
    guard !rowProblems.isEmpty else { return }
    badRows += 1
    problemCount += rowProblems.count
    for problem in rowProblems where problems.count < ImportFailure.listed { problems.append(problem) }
    try rejects?.write(
      record.fields,
      reason: rowProblems.map { ($0.column.map { "\($0): " } ?? "") + $0.message }.joined(separator: "; "))
  }

  /// Problems common to every row: text that is not UTF-8, malformed quoting, a number of fields
  /// other than the header's. With either of the last two the fields cannot be trusted to be in
  /// their columns (`misshapen`), so the row's values are not looked at.
  func shapeProblems(_ record: CSVRecord, _ source: Source) -> (problems: [ImportProblem], misshapen: Bool) {
    var rowProblems: [ImportProblem] = []
    if let line = record.invalidUTF8Line {
      rowProblems.append(
        ImportProblem(
          file: source.name, line: line, column: nil,
          message:
            "not valid UTF-8 text (import with --encoding latin1 or cp1252 if the file comes from an older program)"
        ))
    }
    var misshapen = false
    if let flaw = record.flaw {
      misshapen = true
      // The column's key when Roster knows it, else its name in the header.
      let known = source.columns.first { $0.value == flaw.field }?.key
      let column = known ?? (flaw.field < source.header.count ? source.header[flaw.field] : "")
      rowProblems.append(
        ImportProblem(
          file: source.name, line: flaw.line, column: column.isEmpty ? nil : column,
          message: Self.describe(flaw.kind)))
    }
    let (count, expected) = (record.fields.count, source.header.count)
    if count != expected {
      misshapen = true
      rowProblems.append(
        problem(
          record, source, column: nil,
          "has \(count) \(count == 1 ? "field" : "fields") but the header has \(expected) "
            + (count > expected
              ? "(a comma inside a value needs quotes)"
              : "(every row needs a field for each column, even an empty one)")))
    }
    return (rowProblems, misshapen)
  }
}

/// The players' search index during an import: its per-row trigger is dropped for the load and
/// the new rows indexed in one statement at the end (several times faster), then the trigger is
/// put back; all inside the import's transaction, so other sessions never see it missing.
struct BulkSearchIndex {
  let store: any Store
  let trigger: (name: String, create: String)
  let fill: SQL

  init?(store: any Store) throws {
    let entity = RosterModel.player
    guard let search = RosterModel.shared.searchNames(entity), let load = store.dialect.searchBulkLoad(search)
    else { return nil }
    self.store = store
    self.trigger = (load.trigger, load.create)
    let lastID =
      try store.scalar("SELECT coalesce(max(\(ident: "id")), 0) FROM \(ident: entity.table)").integerValue
      ?? 0
    self.fill = load.fill(lastID)
    try store.execute(SQL("DROP TRIGGER IF EXISTS " + SQL.quoted(trigger.name)))
  }

  func finish() throws {
    try store.execute(fill)
    try store.execute(SQL(trigger.create))
  }
}
