import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// `import` and `export`: CSV rosters in, the league out in the same formats.
enum InterchangeCommands {
  static func importFiles(_ session: Session, _ input: CommandInput) throws {
    if input.has(profiles) { return session.say(try profileList(savedIn: SavedProfile.folder(session))) }
    var options = Importer.Options()
    options.dateFormat = session.configuration?.dateFormat ?? .iso
    for entity in creatable(session.model) where input.has(creating(entity)) {
      options.creating.insert(entity.name)
    }
    options.skipInvalid = input.has(skipInvalid)
    options.force = input.has(force)
    options.dryRun = input.has(dryRun)
    // `--profile NAME` of a profile saved with `--save-profile`: its map and options, where the
    // command line gives none of its own.
    let saved = try savedProfile(input, in: session)
    func word(_ option: CommandOption) -> String? {
      input.word(option)?.value ?? saved?.value(of: option.name)
    }
    if let map = input.value(headerMap) {
      // `--map "Player Name=name,Jersey #=number"`: any header as any column.
      do {
        options.headerMap = try HeaderMap(parsing: map, model: session.model)
      } catch {
        throw input.usageError(error.description)
      }
    } else if let saved, !saved.columns.isEmpty {
      do {
        options.headerMap = try HeaderMap(
          rows: saved.columns.map { .init(header: $0.header, column: $0.column) }, model: session.model)
      } catch {
        throw input.usageError("the saved profile \(quoted(saved.name)): " + error.description)
      }
    }
    if let name = word(kind(session.model)) {
      // `--kind players`: the choices complete it; any other word is refused here.
      guard let entity = session.model.entities.first(where: { Importer.fileNoun($0) == name }) else {
        throw input.usageError(
          "unknown kind \(quoted(name)); use "
            + Prose.list(session.model.entities.map(Importer.fileNoun), "or"))
      }
      options.kind = entity.name
    }
    if let name = word(delimiter) {
      let names: [String: UInt8] = [
        ",": UInt8(ascii: ","), "comma": UInt8(ascii: ","), ";": UInt8(ascii: ";"),
        "semicolon": UInt8(ascii: ";"), "tab": UInt8(ascii: "\t"), "\t": UInt8(ascii: "\t"),
        "\\t": UInt8(ascii: "\t"), "|": UInt8(ascii: "|"), "pipe": UInt8(ascii: "|"),
      ]
      guard let byte = names[name.lowercased()] else {
        throw input.usageError(
          "unknown delimiter \(quoted(name)); use comma, semicolon, tab or pipe (or , ; |)")
      }
      options.delimiter = byte
    }
    if let name = word(encoding) {
      guard let encoding = TextEncoding(name: name) else {
        throw input.usageError("unknown encoding \(quoted(name)); use utf-8, latin1 or cp1252")
      }
      options.encoding = encoding
    }
    if let name = word(dateFormat) {
      guard let format = DateFormat(name: name) else {
        throw input.usageError(
          "unknown date format \(quoted(name)); use mdy (month/day/year) or dmy (day/month/year)")
      }
      options.dateFormat = format
    }
    if let name = input.word(profile), saved == nil {
      // `--profile NAME`: the choices complete it; any other word is refused here.
      guard let chosen = ImportProfile.named(name.value) else {
        throw input.usageError(
          "unknown profile \(quoted(name.value)); use " + Prose.list(ImportProfile.names, "or")
            + ", or one saved with --save-profile (import --profiles lists them)")
      }
      guard options.kind == nil else {
        throw input.usageError("--profile and --kind each say how to read the files; give one of them")
      }
      guard options.headerMap.isEmpty else {
        throw input.usageError(
          "--map takes headers as a kind's columns, and --profile says what each column of the export means; "
            + "give one of them")
      }
      options.profile = chosen
    }
    // A name `--save-profile` cannot keep is refused before anything is read.
    if let name = input.value(saveProfile), let refusal = SavedProfile.refusal(ofName: name) {
      throw input.usageError(refusal)
    }
    // `import DIR`: the files `export league DIR` wrote there.
    let files = try input.values(.files).flatMap {
      try LeagueFolder($0, model: session.model).present() ?? [$0]
    }
    let importer = Importer(context: session.context, options: options)
    let bar = ProgressBar(session: session)
    importer.progress = { bytes, total, rows in bar.update(bytes: bytes, total: total, rows: rows) }
    let report: ImportReport
    do {
      report = try importer.run(files)
      bar.finish()
    } catch {
      bar.finish()
      throw error
    }
    // The context has taken in the rows written (`Context.mergeChanges`); the earlier steps stay
    // undoable: each checks, when undone, that the rows are still as it left them.
    for warning in report.warnings { session.err.line("roster: warning: " + warning) }
    for line in report.profiles { session.say(line + ".") }
    session.say(summary(report, in: session.model, dryRun: options.dryRun))
    if report.absent.count > 0 { session.say(absent(report, in: session.model)) }
    if let name = input.value(saveProfile) { try save(name, options.headerMap, input, in: session) }
    if options.dryRun { return }
    let changes = report.changes
    EditingCommands.sayForced(changes, in: session)
    session.record(changes)
  }

  /// The profile `--profile NAME` names when it is one saved with `--save-profile`, not a
  /// platform's; nil for a platform's, or none.
  private static func savedProfile(_ input: CommandInput, in session: Session) throws -> SavedProfile? {
    guard let name = input.value(profile), ImportProfile.named(name) == nil,
      SavedProfile.refusal(ofName: name) == nil
    else { return nil }
    return try SavedProfile.load(name, from: SavedProfile.folder(session))
  }

  /// `--save-profile NAME`, once the files imported (or a dry run read them) without a fault:
  /// the map and the options that say how the files are written, kept for `--profile NAME`.
  private static func save(_ name: String, _ map: HeaderMap, _ input: CommandInput, in session: Session)
    throws
  {
    var saved = SavedProfile(name: name.lowercased())
    saved.columns = map.pairs.map { ($0.header, $0.column) }
    for option in [dateFormat, kind(session.model), delimiter, encoding] {
      if let value = input.value(option) { saved.settings.append((option.name, value)) }
    }
    guard !saved.columns.isEmpty || !saved.settings.isEmpty else {
      throw input.usageError(
        "--save-profile keeps a --map (and --date-format, --kind, --delimiter, --encoding); give the one to keep"
      )
    }
    let folder = try SavedProfile.folder(session)
    let existed = FileManager.default.fileExists(atPath: SavedProfile.path(of: saved.name, in: folder))
    let path = try saved.save(in: folder)
    session.say(
      "\(existed ? "Replaced" : "Saved") the profile \(quoted(saved.name)) in \(path); "
        + "import --profile \(saved.name) reads files so.")
  }

  /// `import --profiles`: each registration export import reads, its name for `--profile`, how
  /// it writes dates, and each column it knows with what it means — the program's, whatever the
  /// league (it opens none on the command line).
  static func profileList(savedIn folder: String) throws -> String {
    let saved = try SavedProfile.all(in: folder).map { profile in
      "\(profile.name): saved in \(folder)/\(profile.name).csv"
        + profile.settings.map { ", \($0.option) \($0.value)" }.joined() + "\n"
        + profile.columns.map { "  \($0.header): \($0.column)" }.joined(separator: "\n")
    }
    return (builtInProfiles + saved).joined(separator: "\n\n")
  }

  private static var builtInProfiles: [String] {
    ImportProfile.builtIn.map { profile in
      let columns = profile.columns.map { column in
        let values = column.none.joined(separator: " or ")
        let marks =
          column.none.isEmpty ? "" : column.meaning == .notOfKind ? " when \(values)" : " (\(values): none)"
        return "  \(column.header.description): \(column.meaning.description)" + marks
      }
      return "\(profile.name): \(profile.title), dates \(profile.dates.words), known by "
        + profile.signature.map(quoted).joined(separator: ", ") + "\n" + columns.joined(separator: "\n")
    }
  }

  /// "1 of the league's players is in no row of the export: Caleb Johnson (U12 Blue) — withdrawn?
  /// …": a registration export lists the season's children, so one it leaves out (or marks
  /// withdrawn) is named, and left as it is.
  static func absent(_ report: ImportReport, in model: Model) -> String {
    let (count, names) = report.absent
    let noun = model.entity(named: RosterModel.player.name).presentation
    let rest = count - names.count
    return
      "\(NumberText.grouped(count)) of the league's \(noun.plural) \(count == 1 ? "is" : "are") in no row of "
      + "the export\(report.profiles.count == 1 ? "" : "s"): " + names.joined(separator: ", ")
      + (rest > 0 ? ", and \(NumberText.grouped(rest)) more" : "")
      + " — withdrawn? They are left as they are: 'rm player NAME' removes one, 'release NAME' makes one a "
      + "free agent."
  }

  /// The entities whose missing rows an import can make from a name (`--create-teams`: a
  /// player's missing team): those other rows refer to that need nothing but a name.
  static func creatable(_ model: Model) -> [Entity] {
    model.entities.filter { model.isReferenced($0) && Importer.canCreate($0) }
  }

  /// "Imported 1,289 players into 30 teams in 0.2 s (0 rejected)." — or for several kinds
  /// "Imported the league's settings, 4 divisions, 20 teams, … and 433 contacts in …" — and what
  /// changed of each kind.
  static func summary(_ report: ImportReport, in model: Model, dryRun: Bool = false) -> String {
    let time = NumberText.fixed(report.seconds, 1)
    var lines: [String] = []
    let touched = model.entities.filter { report[$0.name].total > 0 }
    // With every row rejected, the kinds of the files ("Imported 0 players into 0 teams").
    let files = model.entities.filter { report.fileKinds.contains($0.name) }
    let imported = !touched.isEmpty ? touched : !files.isEmpty ? files : Array(model.entities.suffix(1))
    let parts = imported.map { entity in
      guard !entity.presentation.isSettings else { return "the \(entity.presentation.noun)'s settings" }
      var part = entity.presentation.count(report[entity.name].total)
      if imported.count == 1, let parent = model.parentEntity(of: entity) {
        part += " into \(parent.presentation.count(report.parents[entity.name] ?? 0))"
      }
      return part
    }
    let rejected = NumberText.grouped(report.rejected)
    let changesNothing =
      report.created.isEmpty && touched.allSatisfy { report[$0.name].added + report[$0.name].updated == 0 }
    if changesNothing && report.rejected == 0 && !touched.isEmpty {
      // A re-import of the same files: said so, not "Imported 1,289 players".
      lines.append(
        (dryRun ? "Nothing would change" : "Nothing changed")
          + ": every row of the files is already in the league as written (\(Prose.list(parts))).")
    } else if dryRun {
      lines.append(
        "Would import \(Prose.list(parts)) (\(rejected) rejected); nothing was changed (--dry-run).")
    } else {
      lines.append("Imported \(Prose.list(parts)) in \(time) s (\(rejected) rejected).")
    }
    let (added, updated) = dryRun ? ("to add", "to update") : ("added", "updated")
    let details = touched.map { entity in
      let counts = report[entity.name]
      return "\(Importer.fileNoun(entity)): \(NumberText.grouped(counts.added)) \(added), "
        + "\(NumberText.grouped(counts.updated)) \(updated), \(NumberText.grouped(counts.unchanged)) unchanged"
    }
    if !details.isEmpty { lines.append(details.joined(separator: "; ").capitalizedFirst + ".") }
    if let links = linkCounts(report, in: model, dryRun: dryRun) { lines.append(links) }
    for creation in report.created {
      let entity = model.entity(named: creation.entity)
      let referrer = model.entity(named: creation.referencedBy)
      let count = creation.names.count
      let relationship =
        referrer.toOneRelationships.first { $0.destination == entity.name }?.name ?? entity.presentation.noun
      lines.append(
        (dryRun ? "Would create " : "Created ")
          + "\(count == 1 ? "a \(entity.presentation.noun)" : entity.presentation.count(count)) for "
          + "\(referrer.presentation.plural) whose \(relationship) was missing: "
          + creation.names.prefix(10).joined(separator: ", ")
          + (count > 10 ? " and \(NumberText.grouped(count - 10)) more." : "."))
    }
    for file in report.rejectFiles {
      lines.append("Rejected rows, with the reason for each, are in \(file).")
    }
    return lines.joined(separator: "\n")
  }

  /// "Player–guardian links: 12 made, 3 taken away." — the links an import's member lists
  /// (`MemberList`) made and took away, of each join table that has any; nil when none changed.
  static func linkCounts(_ report: ImportReport, in model: Model, dryRun: Bool) -> String? {
    let (made, gone) = dryRun ? ("to make", "to take away") : ("made", "taken away")
    let counts = model.joinTables.compactMap { table -> String? in
      let linked = report.changes.linked.count(where: { $0.table == table.name })
      let unlinked = report.changes.unlinked.count(where: { $0.table == table.name })
      guard linked + unlinked > 0 else { return nil }
      let noun = table.ends.map { model.entity(named: $0.entity).presentation.noun }.joined(separator: "–")
      return "\(noun) links: \(NumberText.grouped(linked)) \(made), \(NumberText.grouped(unlinked)) \(gone)"
    }
    return counts.isEmpty ? nil : counts.joined(separator: "; ").capitalizedFirst + "."
  }

  /// `export PLURAL [PARENT] [-o FILE]`, and `export league DIR [--overwrite]`: every file of
  /// the league in a folder.
  static func export(_ session: Session, _ input: CommandInput) throws {
    let output = input.value(Self.output)
    let overwrite = input.has(Self.overwrite)
    let model = session.model
    // The import format is CSV or JSON: a table or Markdown asked for is not quietly CSV.
    if session.formatGiven, ![.csv, .json].contains(session.format) {
      throw input.usageError(
        "export writes the import format, csv or json (--format \(session.format.rawValue) is for "
          + (session.format == .html ? "reports" : "listings and reports") + ")")
    }
    guard let word = input[.what] ?? input.keywords.first, let entity = model.entity(forWord: word) else {
      throw input.usageError("say what to export: " + Prose.list(exportable(model), "or"))
    }
    let qualifier = input.qualifier
    let parentName = input[.parent]
    if entity.presentation.isSettings, let folder = parentName {
      // The folder is CSV files, the form `import DIR/*.csv` reads: JSON asked for is not left unused.
      if session.formatGiven && session.format == .json {
        throw input.usageError(
          "export \(word) \(folder) writes a folder of CSV files; leave out --format json "
            + "(each kind is exported as JSON with 'export KIND --format json -o FILE')")
      }
      guard output == nil else {
        throw input.usageError(
          "export \(word) \(folder) writes a folder of files; leave out -o (or export only the settings with -o FILE)"
        )
      }
      try exportFolder(folder, overwrite: overwrite, in: session)
      return
    }
    guard !overwrite else {
      throw input.usageError(
        "--overwrite goes with export \(exportable(model).last!) DIR, which writes a folder")
    }
    if let parentName, model.parentEntity(of: entity) == nil {
      throw input.usageError(
        "export \(entity.presentation.plural) takes no \(model.rootEntity.presentation.noun) (found \(quoted(parentName)))"
      )
    }
    let parent = try session.parent(named: parentName, within: qualifier, for: entity)
    if let name = input.word(exportProfile) {
      return try exportTemplate(name.value, of: entity, parent: parent, to: output, input, in: session)
    }
    let format: Exporter.Format =
      session.format == .json || output?.lowercased().hasSuffix(".json") == true ? .json : .csv
    let exporter = Exporter(context: session.context, format: format)
    // The import format is data: written exactly to a file or pipe, shown safely at a terminal.
    session.out.escapesControls = session.out.isTerminal
    try write(to: output, in: session) { sink in try exporter.export(entity, parent: parent, to: sink) }
  }

  /// What `export` takes: each entity's plural, and the settings' noun last (`league`), whose
  /// export with a folder is the whole league.
  static func exportable(_ model: Model) -> [String] {
    model.entities.filter { !$0.presentation.isSettings }.map(\.presentation.plural)
      + model.entities.filter(\.presentation.isSettings).map(\.presentation.noun)
  }

  /// `export league DIR`: every entity's file in `folder`, each written whole or not at all.
  static func exportFolder(_ folder: String, overwrite: Bool, in session: Session) throws {
    let database = session.league.store.location
    session.out.flush()
    session.err.flush()
    let league = LeagueFolder(folder, model: session.model)
    let written = try league.write(
      from: session.context, overwrite: overwrite, mode: AtomicFile.newFileMode(copying: database),
      database: database)
    session.say("Wrote \(Prose.list(written.map(PathName.name))) in \(folder).")
  }

  /// Runs `body` on standard output, or on `path` written whole or not at all (a FIFO or a device
  /// directly; see `OutputTarget`). A new file is as private as the league's database.
  static func write(to path: String?, in session: Session, _ body: (TextOutput) throws -> Void) throws {
    let target = try path.flatMap { $0 == "-" ? nil : try OutputTarget($0) }
    guard let path, let target, !target.isStandardOutput else {
      try body(session.out)
      return
    }
    let database = session.league.store.location
    try target.refuseOverwriting(database: database)
    // What came before goes first, should the target be one of this process's descriptors.
    session.out.flush()
    session.err.flush()
    let file = try AtomicFile(target, mode: AtomicFile.newFileMode(copying: database))
    try body(file)
    try file.commit()
    session.say("Wrote \(path).")
  }
}

extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// A progress bar on standard error, at a terminal, for work that takes more than a moment.
final class ProgressBar {
  private let enabled: Bool
  private let start = Date()
  private var lastDraw = Date.distantPast
  private var drawn = false
  private let err: TextSink

  init(session: Session) {
    enabled = session.terminal != nil || isatty(STDERR_FILENO) == 1
    err = session.err
  }

  func update(bytes: Int, total: Int?, rows: Int) {
    guard enabled else { return }
    let now = Date()
    let elapsed = now.timeIntervalSince(start)
    guard elapsed > 0.5, now.timeIntervalSince(lastDraw) > 0.1 else { return }
    lastDraw = now
    let rate = NumberText.grouped(Int(Double(rows) / elapsed))
    var line = ""
    if let total, total > 0 {
      let fraction = min(1, Double(bytes) / Double(total))
      let filled = Int(fraction * 30)
      line +=
        "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled) + "] "
        + String(Int(fraction * 100)).leftPadded(3) + "%  "
    }
    line += "\(NumberText.grouped(rows)) rows  \(rate) rows/s "
    // Back to the start of the line: the bar's own control characters, written raw.
    err.writeRaw("\r")
    err.write(line)
    err.flush()
    drawn = true
  }

  func finish() {
    guard drawn else { return }
    err.writeRaw("\r\u{1B}[K")
    err.flush()
  }
}

extension String {
  func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
