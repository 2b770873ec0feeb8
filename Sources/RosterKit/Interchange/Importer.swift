import FoundationEssentials

/// Loads CSV files of any of the model's entities in one transaction: everything or nothing.
///
/// Each file's kind comes from its header: the entity whose file columns it names best (a teams
/// file, a players file). Every value is read and checked by the model's attributes; problems are
/// collected for every row, and any problem rolls the whole import back (unless `skipInvalid`,
/// which stores the good rows and writes the bad ones to `FILE.rejects.csv`). Files are streamed a
/// record at a time, so memory stays flat whatever their size. Rows are written through the
/// model's `RowWriter`, as a save writes them.
///
/// Re-importing is safe: a row matching an existing one (by a unique key such as a team's name or
/// a player's `id`, else by parent and name) updates it when it changed and leaves it alone when
/// it did not; an update meets the version it read, so a row another session changed meanwhile
/// is reported, never overwritten. The import returns its change set, which the context takes in
/// (`Context.mergeChanges`) and a session can undo.
public final class Importer {
  public struct Options: Sendable {
    /// Entities whose missing objects a reference creates (`--create-teams`: a player's team).
    public var creating: Set<String> = []
    public var skipInvalid = false
    public var encoding = TextEncoding.utf8
    /// How the files write dates (`--date-format mdy`); ISO `YYYY-MM-DD` is always read.
    public var dateFormat = DateFormat.iso
    /// Makes the import even when it breaks the league's own rules (`--force`: eligibility).
    public var force = false
    /// Reads, checks and writes everything in the transaction, then rolls it back: the report
    /// says what the import would do, and nothing changes (`import --dry-run`).
    public var dryRun = false
    /// The byte between fields (`--delimiter`); nil to take it from each file's header.
    public var delimiter: UInt8?
    /// Headers taken as columns (`--map "Player Name=name"`).
    public var headerMap = HeaderMap()
    /// The entity every file is read as (`--kind players`), by name; nil to take it from each
    /// file's header (`kind(ofHeader:)`).
    public var kind: String?
    /// The registration export profile every file is read with (`--profile sportsconnect`); nil
    /// to recognise one from each file's header, or none (`profile(forHeader:)`).
    public var profile: ImportProfile?
    public init(
      creating: Set<String> = [], skipInvalid: Bool = false, encoding: TextEncoding = .utf8,
      dateFormat: DateFormat = .iso, force: Bool = false
    ) {
      self.force = force
      self.creating = creating
      self.skipInvalid = skipInvalid
      self.encoding = encoding
      self.dateFormat = dateFormat
    }
  }

  /// A file opened, its header read and understood.
  struct Source {
    let path: String
    let name: String
    let entity: Entity
    let reader: any RecordReader
    let header: [String]
    /// Field index of each known column, by attribute or to-one relationship name.
    let columns: [String: Int]
    let headerLine: Int
    /// Field index of each of the entity's attributes, in the entity's order.
    let attributeColumns: [Int?]
    /// The attributes the file has columns for.
    let present: [String]
    /// How the file writes dates, when a profile says (else the import's `dateFormat`).
    var dateFormat: DateFormat? = nil
    /// How many columns a profile adds after the file's own (`ProfileReader`): a row's shape
    /// and its rejects row are the file's.
    var derived = 0
    /// Whether rows turned away go to a rejects file: not the teams and divisions an export
    /// names, which are no rows of the file.
    var keepsRejects = true
    /// The file's own headers of the columns a profile makes (`birthdate`: "Player Birth Date"),
    /// by key: a problem is put under the column the file has.
    var titles: [String: String] = [:]
    /// For a registration export's kind, the platform's id, by which a row finds its row first
    /// (`ProfilePlan.platformID`).
    var platformID: ProfilePlan.NamedValue? = nil

    /// The column a problem under `key` is put under.
    func title(_ key: String?) -> String? { key.map { titles[$0] ?? $0 } }
  }

  let context: Context
  var store: any Store { context.store }
  var model: Model { context.model }
  var writer: RowWriter { context.writer }
  let options: Options
  /// Called now and then with bytes read so far, bytes in all (when known) and rows read.
  public var progress: ((_ bytes: Int, _ total: Int?, _ rows: Int) -> Void)?
  /// Called before an update is written, with the row read: tests change it from another session.
  var willUpdate: ((StoredRow) throws -> Void)?

  var report = ImportReport()
  var changes = ChangeSet()
  var problems: [ImportProblem] = []
  var problemCount = 0
  var badRows = 0
  var rows = 0
  var bytesBefore = 0
  var totalBytes: Int?
  var rejects: RejectsWriter?
  /// The registration exports read with a profile, with the reader of their rows.
  var profiled: [(path: String, plan: ProfilePlan, reader: ProfileReader)] = []
  /// The rows of each entity that rows refer to, by entity name, read when first needed.
  var directories: [String: ImportDirectory] = [:]
  /// The rows the import's files numbered as namesakes (`Namesakes`), for the rows that name them
  /// by name and number.
  var numbered: NumberedRows = [:]
  /// The entities whose rows are loaded in bulk (`BulkLoad`), by name: those with many rows.
  var bulkLoads: [String: BulkLoad] = [:]
  /// The row of an entity from which the rest are loaded in bulk (`BulkLoad.rows`): tests hold a
  /// few rows to the path of many by lowering it.
  var bulkFrom = BulkLoad.rows
  /// Parents' values an export's rows gave that `--skip-invalid` left out (`Importer+Guardians`):
  /// how many, and the first `ImportFailure.listed` of them.
  var leftOut = 0
  var leftOutListed: [ImportProblem] = []

  public init(context: Context, options: Options = Options()) {
    self.context = context
    self.options = options
  }

  /// Imports `paths` (parents' files first, whatever the order given) and reports what it did,
  /// with its change set, which the context has taken in.
  public func run(_ paths: [String]) throws -> ImportReport {
    let start = Date()
    // In the model's order, each entity's files in the order given.
    let sources = try paths.flatMap(open).enumerated()
      .sorted { (model.rank($0.element.entity), $0.offset) < (model.rank($1.element.entity), $1.offset) }
      .map(\.element)
    report.fileKinds = EligibilityProblem.distinct(sources.map(\.entity.name))
    let sizes = sources.map(\.reader.totalBytes)
    totalBytes = sizes.contains(where: { $0 == nil }) ? nil : sizes.reduce(0) { $0 + ($1 ?? 0) }
    var writtenRejects: [RejectsWriter] = []
    changes.origin = .init("import", of: paths)
    changes.isBulk = true
    do {
      try context.writer.transaction {
        // The league's own rules (eligibility) see the league before and after the rows.
        let finishChecks = try context.startChecks()
        try importFiles(sources, keepingRejects: &writtenRejects)
        // The exports' named values (a player's ids), then their parents, once their players
        // are written (`Importer+NamedValues`, `Importer+Guardians`); what each phase freed
        // given back before the next.
        releaseFreedMemory()
        try importNamedValues()
        releaseFreedMemory()
        try importGuardians()
        // Every row is written and counted, nothing is committed yet: the checks of the league
        // as the import leaves it run here, and a problem they throw rolls the import back.
        if problemCount > 0 && !options.skipInvalid {
          throw ImportFailure(problems: problems, total: problemCount, rows: badRows)
        }
        changes.forced = try finishChecks(changes, options.force)
        if options.dryRun { throw DryRun() }
        for writer in writtenRejects { try writer.finish() }
      }
    } catch is DryRun {
      // Everything was written and checked, then rolled back: the context took in nothing.
      for writer in writtenRejects { writer.discard() }
      writtenRejects = []
    } catch {
      for writer in writtenRejects { writer.discard() }
      throw error
    }
    if !options.dryRun {
      changes.journalEntry = context.writer.lastEntry
      if rows >= Self.bulkRows { refreshStatistics(sources.map(\.entity)) }
      context.mergeChanges(changes)
    }
    describeProfiles()
    report.changes = changes
    report.rejected = badRows
    report.rejectFiles = writtenRejects.map(\.path)
    report.seconds = Date().timeIntervalSince(start)
    progress?(bytesBefore, totalBytes, rows)
    return report
  }

  /// After a phase of a large import (`bulkRows` rows or more), what it freed given back to the
  /// system (`Context.releaseFreedMemory`); a small one leaves it kept, as a session's fetches
  /// want it.
  func releaseFreedMemory() {
    if rows >= Self.bulkRows { Context.releaseFreedMemory() }
  }

  /// Rolls a dry run's transaction back.
  private struct DryRun: Error {}

  /// An import of this many rows or more changes enough of a table for its statistics to be
  /// worth refreshing at once.
  static let bulkRows = 10_000

  /// The fewest bytes a row of a file is taken to have, to estimate its rows from its size.
  static let bytesPerRow = 20

  /// After a large import: the statistics of the tables it loaded and of the journal. Only the
  /// plans of later queries depend on them, so a role that may not refresh them (PostgreSQL lets
  /// only a table's owner) leaves them as they are, and the import stands.
  private func refreshStatistics(_ entities: [Entity]) {
    let tables = Set(entities.map(\.table)).sorted() + (model.journalSince == nil ? [] : ["journal_rows"])
    for statement in context.store.dialect.statisticsStatements(tables) {
      _ = try? context.store.execute(SQL(statement))
    }
  }

  /// Imports the files' rows, parents' files first, and counts what they did; adds the rejects
  /// files that have rows (`--skip-invalid`) to `writtenRejects`, to be kept once the import commits.
  private func importFiles(_ sources: [Source], keepingRejects writtenRejects: inout [RejectsWriter]) throws {
    var targets: [String: ImportTarget] = [:]
    // The entities whose rows a file of this import names (teams, for a players file): their
    // ids are needed as rows are read, so they are written a row at a time and kept in memory.
    // So are those a member list names (`MemberList`), and the rows of a file with one are written
    // a row at a time, each linked to its members as it is.
    let listed = sources.flatMap { source in
      Self.memberColumns(source).map { (source.entity.name, $0.destination) }
    }
    let named = Set(sources.flatMap { $0.entity.toOneRelationships.map(\.destination) } + listed.map(\.1))
    let listing = Set(listed.map(\.0))
    // Indexes built again after the load when it brings many rows, as many as a file's size
    // allows (a line is rarely under `bytesPerRow`): a few rows into a large league keep them,
    // and so does a file of unknown size (standard input).
    var indexes: [BulkIndexes] = []
    for files in Dictionary(grouping: sources, by: \.entity.name).sorted(by: { $0.key < $1.key }).map(\.value)
    {
      let sizes = files.compactMap(\.reader.totalBytes)
      guard sizes.count == files.count,
        try BulkIndexes.pays(
          loading: sizes.reduce(0, +) / Self.bytesPerRow, into: files[0].entity, store: store),
        let rebuilt = try BulkIndexes(files[0].entity, store: store)
      else { continue }
      indexes.append(rebuilt)
    }
    // Files whose member lists name rows a later file adds (`MemberList`): written at the end.
    var waiting: [FileRows] = []
    for (index, source) in sources.enumerated() {
      rejects =
        options.skipInvalid && source.keepsRejects
        ? RejectsWriter(source: source.path, header: source.header, derived: source.derived) : nil
      let entity = source.entity
      if targets[entity.name] == nil {
        let isNamed = named.contains(entity.name)
        targets[entity.name] = try ImportTarget(
          entity, directory: isNamed ? try directory(entity) : nil,
          staged: !isNamed && !listing.contains(entity.name) && !entity.presentation.isSettings, store: store)
      }
      let toCome = Set(sources[(index + 1)...].map(\.entity.name))
      if let file = try importRows(source, into: targets[entity.name]!, toCome: toCome) {
        waiting.append(file)
      }
      bytesBefore += source.reader.bytesRead
      if let rejects, rejects.count > 0 { writtenRejects.append(rejects) }
    }
    try writeWaitingMembers(waiting)
    // In the model's order, as the journal lists an entry's rows.
    for entity in model.entities { try bulkLoads[entity.name]?.finish() }
    for rebuilt in indexes { try rebuilt.finish() }
    for (name, target) in targets {
      report.parents[name] = target.parentsTouched.count
      report[name].added += target.counts.added
      report[name].updated += target.counts.updated
      report[name].unchanged += target.counts.unchanged
      changes.recordInserts(target.entity, runs: target.insertedRuns)
    }
  }

  /// The rows of `entity` that rows of the import name, read once.
  func directory(_ entity: Entity) throws -> ImportDirectory {
    if let directory = directories[entity.name] { return directory }
    let directory = try ImportDirectory(entity, store: store)
    directories[entity.name] = directory
    return directory
  }

  // MARK: Files and headers

  /// The header of an entity's file, for messages: "name,city,abbreviation".
  private static func fileHeader(_ entity: Entity) -> String {
    entity.presentation.fileColumns.map { FileColumn($0).header }.joined(separator: ",")
  }

  /// The file kinds, for messages: "a teams file (name,city,abbreviation)" for each entity.
  var kinds: [String] {
    model.entities.map { "\(Self.aFile($0)) (\(Self.fileHeader($0)))" }
  }

  /// "teams" in "a teams file"; "league" for the league's settings, of which there is one.
  public static func fileNoun(_ entity: Entity) -> String {
    entity.presentation.isSettings ? entity.presentation.noun : entity.presentation.plural
  }

  /// "a players file", "an ids file": the file noun with its article.
  static func aFile(_ entity: Entity) -> String { aFile(named: fileNoun(entity)) }

  static func aFile(named noun: String) -> String {
    Prose.article(noun) + " " + noun + " file"
  }

  /// The keys of an entity's file a header must have: its required attributes and to-one
  /// relationships, in the order of its file.
  static func requiredColumns(_ entity: Entity) -> [String] {
    let required =
      entity.attributes.filter { !$0.isOptional }.map(\.name)
      + entity.toOneRelationships.filter { !$0.isOptional }.map(\.name)
      + alternatives(entity).map { $0.joined(separator: "|") }
    let order = entity.presentation.fileColumns
    return required.sorted {
      (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count)
    }
  }

  /// Columns of which a file needs one: an age or a birthdate (`age|birthdate`), for an
  /// attribute read from another when that one is given.
  static func alternatives(_ entity: Entity) -> [[String]] {
    entity.attributes.compactMap { attribute in
      guard let derivation = attribute.derivation, derivation.otherwise == attribute.name else { return nil }
      return [attribute.name, derivation.from]
    }
  }

  /// Whether a header with the columns `known` has the required `column` (`age|birthdate`: one of them).
  static func has(_ column: String, in known: Set<String>) -> Bool {
    column.split(separator: "|").contains { known.contains(String($0)) }
  }

  /// A required column (`requiredColumns`) as a sentence names it: "'age' or 'birthdate'", or
  /// unquoted in a list of what a file needs.
  static func spelled(_ column: String, quoting: Bool = true) -> String {
    column.split(separator: "|").map { quoting ? quoted(String($0)) : String($0) }.joined(separator: " or ")
  }

  /// "team, name, age or birthdate": the columns `entity`'s file needs, as a refusal lists them.
  static func neededColumns(_ entity: Entity) -> String {
    requiredColumns(entity).map { spelled($0, quoting: false) }.joined(separator: ", ")
  }

  /// The required columns of `entity`'s file (`requiredColumns`) a header with the columns
  /// `known` lacks.
  static func missingColumns(_ entity: Entity, known: Set<String>) -> [String] {
    requiredColumns(entity).filter { !has($0, in: known) }
  }

  /// The key a header's column stands for in `entity`'s file: an attribute (by name or alias) or
  /// a to-one relationship.
  static func columnKey(_ word: String, of entity: Entity) -> String? {
    if let key = exactColumnKey(word, of: entity) { return key }
    // What spreadsheets write: `Player Name`, `Jersey #`, `Date of Birth`, `Min Age`.
    let words = word.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard !words.isEmpty else { return nil }
    let phrase = words.joined(separator: " ")
    if let key = headerAliases[phrase] { return exactColumnKey(key, of: entity) }
    if words.count == 2, words[0] == entity.presentation.noun, words[1] == "name" {
      return entity.presentation.displayKey
    }
    let trimmed = words.last == "no" || words.last == "number" ? Array(words.dropLast()) : words
    for candidate in [words.joined(separator: "_"), words.joined(), trimmed.joined()] {
      if let key = exactColumnKey(candidate, of: entity) { return key }
    }
    return nil
  }

  /// Headers of other programs that name a column in other words.
  static let headerAliases = [
    "date of birth": "birthdate", "birth date": "birthdate", "birthday": "birthdate", "jersey": "number",
    "shirt": "number", "team name": "team", "phone number": "phone", "e mail": "email",
  ]

  private static func exactColumnKey(_ word: String, of entity: Entity) -> String? {
    if let attribute = entity.attribute(word) { return attribute.name }
    if let relationship = entity.relationship(word), !relationship.isToMany || relationship.isManyToMany {
      return relationship.name
    }
    // A league folder's numbers of rows of one name (`Namesakes`): its own, and a reference's.
    if word == Namesakes.column && Namesakes.isNumbered(entity) { return word }
    if word.hasSuffix("_" + Namesakes.column),
      let relationship = entity.relationship(String(word.dropLast(Namesakes.column.count + 1))),
      !relationship.isToMany
    {
      return Namesakes.key(of: relationship.name)
    }
    return FileColumn.qualifiers(of: entity).first { $0.header == word }?.key
  }

  private func open(_ path: String) throws -> [Source] {
    let name = path
    let reader: any RecordReader
    do {
      if JSONRecordReader.holdsJSON(path) {
        reader = try JSONRecordReader(path: path)
      } else {
        let csv = try CSVReader(path: path, encoding: options.encoding)
        csv.delimiter = options.delimiter
        reader = csv
      }
    } catch CSVError.cannotRead(let reason) {
      throw ImportFileError(file: name, line: nil, message: "cannot be read (\(reason))")
    }
    let read = try next(reader, file: name)
    if reader is JSONRecordReader && read == nil {
      throw ImportFileError(file: name, line: nil, message: "is an empty list: it has no rows to import")
    }
    if let byte = (reader as? CSVReader)?.detectedDelimiter {
      let kind = byte == UInt8(ascii: ";") ? "semicolon" : "tab"
      report.warnings.append(
        "\(name): read as \(kind)-separated, as its header is (--delimiter sets the separator)")
    }
    guard let record = read else {
      let headers = model.entities.enumerated().map { index, entity in
        "\(Self.aFile(entity)) \(index == 0 ? "starts with the header" : "with") \(Self.fileHeader(entity))"
      }
      throw ImportFileError(file: name, line: nil, message: "is empty; " + Prose.list(headers, "and"))
    }
    if let line = record.invalidUTF8Line { throw Self.notUTF8(file: name, line: line) }
    if let flaw = record.flaw {
      throw ImportFileError(file: name, line: flaw.line, message: "the header " + Self.describe(flaw.kind))
    }
    let header = record.fields.map { CSVWriter.restored($0).trimmedSpaces }
    var keys = header.map { options.headerMap.column(for: $0) ?? $0.lowercased() }
    if let plan = try profile(forHeader: header, keys: keys, file: name, line: record.line) {
      return try open(path, with: plan, reader: reader, headerLine: record.line)
    }
    // The columns `--map` makes of several headers follow the file's own, whose headers they
    // take are none of their own (`MappedColumns`).
    let combinations = options.headerMap.combinations
    try Self.requireHeaders(of: combinations, in: header, file: name, line: record.line)
    let combined = MappedColumns.combined(header, combinations)
    for index in combined { keys[index] = "" }
    let made = combinations.map(\.column)
    let titles = header + combinations.map { $0.headers.joined(separator: " + ") }
    let entity = try kind(ofHeader: keys + made, header: header, file: name, line: record.line)
    var columns: [String: Int] = [:]
    var unknown: [String] = []
    // A rejects file, fixed, imports again: the columns it added are known to be no data.
    let added = RejectsWriter.addedColumns
    let rejected = keys.suffix(added.count).elementsEqual(added) ? keys.count - added.count : keys.count
    for (index, key) in (keys + made).enumerated() {
      guard let canonical = Self.columnKey(key, of: entity) else {
        if index < rejected && !combined.contains(index) && (!key.isEmpty || record.fields.count > 1) {
          unknown.append(header[index])
        }
        continue
      }
      if let earlier = columns[canonical] {
        // The map's doing, when it took one of the two as that column: a sentence about the map.
        let mapped = [index, earlier].first {
          $0 >= header.count || options.headerMap.column(for: header[$0]) != nil
        }
        let other = mapped == index ? earlier : index
        throw ImportFileError(
          file: name, line: record.line,
          message: mapped.map {
            "--map takes the header \(quoted(titles[$0])) as \(quoted(canonical)), which the header has "
              + "already (\(quoted(titles[other])), column \(other + 1)); map it to another column, or leave it out"
          } ?? "the column \(quoted(canonical)) appears twice in the header")
      }
      columns[canonical] = index
    }
    let missing = Self.missingColumns(entity, known: Set(columns.keys))
    if !missing.isEmpty {
      throw ImportFileError(
        file: name, line: record.line,
        message: "the header has no "
          + missing.map { Self.spelled($0) + " column" }.joined(separator: " and no ")
          + "; a \(entity.presentation.plural) file needs " + Self.neededColumns(entity))
    }
    if let warning = Self.unknownColumns(unknown, all: options.dryRun) {
      // A header close to a column the file lacks is named with the column it may be.
      let free =
        (entity.attributes.flatMap { [$0.name] + $0.aliases } + entity.toOneRelationships.map(\.name))
        .filter { Self.columnKey($0, of: entity).map { columns[$0] == nil } ?? false }
      let hints = unknown.prefix(Self.namesQuoted).compactMap { header -> String? in
        guard let close = Suggestions.closest(to: header.lowercased(), in: free),
          let key = Self.columnKey(close, of: entity)
        else { return nil }
        return "\(quoted(header)) may be '\(key)' (--map \"\(header)=\(key)\" takes it)"
      }
      report.warnings.append(
        "\(name): " + warning + (hints.isEmpty ? "" : "; " + hints.joined(separator: "; ")))
    }
    var source = Source(
      path: path, name: name, entity: entity,
      reader: MappedColumns(reader, header: header, combinations: combinations, entity: entity) ?? reader,
      header: titles, columns: columns, headerLine: record.line,
      attributeColumns: entity.attributes.map { columns[$0.name] },
      present: entity.attributes.map(\.name).filter { columns[$0] != nil })
    source.derived = made.count
    for (offset, column) in made.enumerated() {
      if let key = Self.columnKey(column, of: entity) { source.titles[key] = titles[header.count + offset] }
    }
    return [source]
  }

  /// Refuses a `--map` that makes a column of a header the file does not have.
  private static func requireHeaders(
    of combinations: [HeaderMap.Combination], in header: [String], file: String, line: Int
  ) throws {
    let normalized = Set(header.map(ImportProfile.normalized))
    for combination in combinations {
      for name in combination.headers where !normalized.contains(ImportProfile.normalized(name)) {
        throw ImportFileError(
          file: file, line: line,
          message: "--map makes \(quoted(combination.column)) of "
            + combination.headers.map { quoted($0) }.joined(separator: " + ")
            + ", and the header has no \(quoted(name)); map the headers the file has")
      }
    }
  }

  /// The next record, with a broken quote turned into an error that names the file, and so is a
  /// record whose bytes say the file is in another encoding than the one it is read in (a file
  /// is in one encoding: one such field is all of them).
  func next(_ reader: any RecordReader, file: String) throws -> CSVRecord? {
    try Self.next(reader, file: file, encoding: options.encoding)
  }

  /// The same for a reader of a file in `encoding`, wherever it is read.
  static func next(_ reader: any RecordReader, file: String, encoding: TextEncoding) throws -> CSVRecord? {
    do {
      let record = try reader.next()
      if let misread = record?.misread {
        throw ImportFileError(file: file, line: misread.line, message: misread.advice(encoding))
      }
      return record
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
    } catch CSVError.invalidJSON(let line, let reason) {
      throw ImportFileError(file: file, line: line, message: reason)
    }
  }

  /// How many header names a message quotes; the rest are counted.
  static let namesQuoted = 5

  /// "ignoring the unknown column 'colour'", or for many "ignoring 120,000 unknown columns:
  /// 'x1', 'x2', 'x3', 'x4', 'x5' and 119,995 more (--dry-run lists them all)": one warning per
  /// file, however wide. `all` (a dry run): every name, nothing dropped in silence, on lines of
  /// at most `listWidth` characters under the warning's first.
  static func unknownColumns(_ names: [String], all: Bool = false) -> String? {
    guard !names.isEmpty else { return nil }
    if names.count == 1 { return "ignoring the unknown column \(quoted(names[0]))" }
    let counted = "ignoring \(NumberText.grouped(names.count)) unknown columns"
    let more = names.count - min(names.count, namesQuoted)
    guard more > 0 else { return counted + ": " + names.map(quoted).joined(separator: ", ") }
    guard all else {
      return counted + ": " + names.prefix(namesQuoted).map(quoted).joined(separator: ", ")
        + " and \(NumberText.grouped(more)) more (--dry-run lists them all)"
    }
    return counted + ", all of them:\n  " + wrapped(names.map(quoted)).joined(separator: "\n  ")
  }

  /// The widest line of names a dry run's list of columns writes (after its indent).
  static let listWidth = 96

  /// `names` apart by commas on lines of at most `listWidth` characters, each line but the last
  /// ending in a comma: the first line `opening` and a space before them, when there is one, the
  /// others `indent` — a dry run's list of the columns it does not use, every one of them.
  static func wrapped(_ names: [String], after opening: String? = nil, indent: String = "") -> [String] {
    var lines = opening.map { [$0] } ?? []
    var opens = opening != nil
    for name in names {
      if let last = lines.last, last.count + 2 + name.count <= listWidth {
        lines[lines.count - 1] = last + (opens ? " " : ", ") + name
      } else {
        if !opens, let last = lines.last { lines[lines.count - 1] = last + "," }
        lines.append(indent + name)
      }
      opens = false
    }
    return lines
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

  /// "age must be …" as "must be …", for a message already placed under its column.
  static func withoutKey(_ message: String, _ key: String, of entity: Entity) -> String {
    let prefixes = ["\(entity.presentation.noun) \(key) ", "\(entity.name.lowercased()) \(key) ", "\(key) "]
    for prefix in prefixes where message.hasPrefix(prefix) {
      return String(message.dropFirst(prefix.count))
    }
    return message
  }

  func problem(_ record: CSVRecord, _ source: Source, column: String?, _ message: String) -> ImportProblem {
    ImportProblem(file: source.name, line: record.line, column: source.title(column), message: message)
  }

  /// Records a bad row: its problems for the report, and the row itself for the rejects file.
  func reject(_ record: CSVRecord, _ rowProblems: [ImportProblem]) throws {
    try reject(rowProblems) { rejects, reason in
      try rejects.write(record.fields, line: record.line, reason: reason)
    }
  }

  /// The same for a row that `write` writes to the rejects file, with the reason.
  func reject(_ rowProblems: [ImportProblem], write: (RejectsWriter, _ reason: String) throws -> Void) throws
  {
    guard !rowProblems.isEmpty else { return }
    badRows += 1
    problemCount += rowProblems.count
    // The same problem on many lines is listed once, with how many and the last.
    for problem in rowProblems {
      if let index = problems.firstIndex(where: { $0.isRepeated(by: problem) }) {
        problems[index].repeats += 1
        problems[index].lastLine = problem.line
      } else if problems.count < ImportFailure.listed {
        problems.append(problem)
      }
    }
    guard let rejects else { return }
    try write(
      rejects, rowProblems.map { ($0.column.map { "\($0): " } ?? "") + $0.message }.joined(separator: "; "))
  }
}
