/// Registration exports read as they are, with a profile (`ImportProfile`): `--profile`'s, or the
/// one a header is recognised as — the one profile whose signature it has, using more of its
/// columns than any other profile and any kind. A header two profiles (or a profile and a kind)
/// fit equally is refused with the candidates and how to choose, never read as one of them.
///
/// The export's rows give the kind's rows (players) and the rows they name (teams, divisions),
/// all in the import's one transaction: a team or division the league lacks is added, one it has
/// is updated to what the export says (a team's division), and `undo` takes the whole import back.
extension Importer {
  /// The plan of the profile a file with `header` is read with, or nil to read it as a kind:
  /// with `--kind`, or with `--map`, which takes headers as a kind's columns.
  func profile(forHeader header: [String], keys: [String], file: String, line: Int) throws -> ProfilePlan? {
    guard options.kind == nil, options.profile != nil || options.headerMap.isEmpty else { return nil }
    if let profile = options.profile {
      guard let plan = ProfilePlan(profile, header: header, model: model), plan.used > 0 else {
        throw ImportFileError(
          file: file, line: line,
          message:
            "the header has no column of \(profile.title) (--profile \(profile.name)) that this league has "
            + "a place for; is it another platform's? import --profiles lists them")
      }
      return plan
    }
    let normalized = Set(header.map(ImportProfile.normalized))
    let fits = ImportProfile.builtIn.filter { $0.recognises(normalized) }
      .compactMap { ProfilePlan($0, header: header, model: model) }
      .map { (plan: $0, known: $0.profile.known(header)) }.sorted { $0.known > $1.known }
    guard let best = fits.first else { return nil }
    // The kinds the header is a whole file of (every column a kind needs), as many columns or more.
    let kinds = self.fits(keys).filter { $0.isWhole && $0.known.count >= best.known }
    let tied = fits.filter { $0.known == best.known }
    if tied.count == 1 && kinds.isEmpty { return best.plan }
    let candidates =
      tied.map { "\($0.plan.profile.title) (--profile \($0.plan.profile.name))" }
      + kinds.map { "\(Self.aFile($0.entity)) (--kind \(Self.fileNoun($0.entity)))" }
    throw ImportFileError(
      file: file, line: line,
      message: "the header fits \(Prose.list(candidates, "and")) equally, using "
        + "\(NumberText.grouped(best.known)) of its columns each; say which it is with --profile or --kind")
  }

  /// The sources of a registration export read with `plan`: its rows as the kind's, streamed by
  /// `reader`, and the distinct rows of the entities they name, read first by a second pass.
  func open(_ path: String, with plan: ProfilePlan, reader: any RecordReader, headerLine: Int) throws
    -> [Source]
  {
    let profile = plan.profile
    guard let csv = reader as? CSVReader else {
      throw ImportFileError(
        file: path, line: nil, message: "is JSON; \(profile.title) is CSV, as the platform writes it")
    }
    let part = plan.parts[0]
    let missing = Self.missingColumns(plan.kind, known: Set(part.keys))
    guard missing.isEmpty else {
      throw ImportFileError(
        file: path, line: headerLine,
        message: "read as \(profile.title) (--profile \(profile.name)), the header gives no "
          + Prose.list(missing.map { Self.spelled($0) }, "and no")
          + " of the \(plan.kind.presentation.plural); "
          + "\(Self.aFile(plan.kind)) needs " + Self.neededColumns(plan.kind))
    }
    let width = plan.header.count
    // A rejects file (--skip-invalid) keeps a rejected row's every column; otherwise only those
    // the profile reads are made into text — 12 of a Sports Connect export's 160, which was most
    // of the time of reading it.
    if !options.skipInvalid { csv.readsFields = plan.fieldsReadForKind() }
    let rows = ProfileReader(csv, plan: plan)
    profiled.append((path, plan, rows))
    var sources = [
      source(
        path, plan.kind, rows, keys: part.keys, at: width, header: plan.header, headerLine: headerLine, plan)
    ]
    sources[0].platformID = plan.platformID
    if plan.parts.count > 1 {
      guard csv.totalBytes != nil else {
        throw ImportFileError(
          file: path, line: nil,
          message: "is read twice as \(profile.title) (the teams and divisions it names, then its rows); "
            + "save it to a file and import that")
      }
      let again = try CSVReader(path: path, encoding: options.encoding)
      again.delimiter = options.delimiter
      _ = try next(again, file: path)
      let named = try ProfileReader.distinct(again, plan: plan, file: path, encoding: options.encoding)
      for part in plan.parts.dropFirst() {
        var source = source(
          path, part.entity, ProfileRows(named[part.path] ?? []), keys: part.keys, at: 0, header: [],
          headerLine: headerLine, plan)
        source.keepsRejects = false
        sources.append(source)
      }
    }
    warnUnused(path, plan)
    return sources
  }

  /// A source whose columns `keys` are the fields from `at` on, after the file's `header`.
  private func source(
    _ path: String, _ entity: Entity, _ reader: any RecordReader, keys: [String], at first: Int,
    header: [String], headerLine: Int, _ plan: ProfilePlan
  ) -> Source {
    var columns: [String: Int] = [:]
    for (offset, key) in keys.enumerated() { columns[key] = first + offset }
    var source = Source(
      path: path, name: path, entity: entity, reader: reader, header: header + keys, columns: columns,
      headerLine: headerLine, attributeColumns: entity.attributes.map { columns[$0.name] },
      present: entity.attributes.map(\.name).filter { columns[$0] != nil })
    source.dateFormat = plan.profile.dates
    source.derived = header.isEmpty ? 0 : keys.count
    source.titles = plan.parts.first { $0.entity === entity }?.titles(plan.header) ?? [:]
    return source
  }

  /// "FILE: read as a Sports Connect Enrollment Details export: 12 of 160 columns used; 5 payment
  /// columns never stored ('Last 4 of CC', …)" for each export the import read.
  func describeProfiles() {
    for (path, plan, reader) in profiled {
      var text =
        "\(path): read as \(plan.profile.title): \(NumberText.grouped(plan.used)) of "
        + "\(NumberText.grouped(plan.header.count)) columns used"
      if !plan.payment.isEmpty {
        let names = plan.payment.map { quoted(plan.header[$0]) }.joined(separator: ", ")
        text +=
          "; \(plan.payment.count == 1 ? "1 payment column" : "\(plan.payment.count) payment columns") "
          + "never stored (\(names))"
      }
      if reader.skipped > 0 {
        let marks = plan.skips.map {
          quoted(plan.header[$0.field]) + " " + $0.values.joined(separator: " or ")
        }
        text +=
          "; \(NumberText.grouped(reader.skipped)) \(reader.skipped == 1 ? "row" : "rows") left out, "
          + "not \(plan.kind.presentation.plural): " + Prose.list(marks, "or")
      }
      report.profiles.append(text)
    }
  }

  /// The warning naming the export's columns the import does not use, each with why: all of
  /// them in a dry run, the first few otherwise.
  private func warnUnused(_ path: String, _ plan: ProfilePlan) {
    guard !plan.unused.isEmpty else { return }
    let count = "not using \(NumberText.grouped(plan.unused.count)) of its columns"
    guard options.dryRun else {
      let names = plan.unused.prefix(Self.namesQuoted).map { quoted(plan.header[$0.field]) }
      let more = plan.unused.count - names.count
      report.warnings.append(
        "\(path): \(count): " + names.joined(separator: ", ")
          + (more > 0 ? " and \(NumberText.grouped(more)) more (--dry-run lists them all, with why)" : ""))
      return
    }
    // The columns the league has no place for yet first, by why; those no profile reads last.
    let other = "not read by the profile"
    var reasons: [String] = []
    var names: [String: [String]] = [:]
    for (field, reason) in plan.unused {
      if names[reason] == nil { reasons.append(reason) }
      names[reason, default: []].append(quoted(plan.header[field]))
    }
    reasons = reasons.filter { $0 != other } + reasons.filter { $0 == other }
    let lines = reasons.flatMap { Self.wrapped(names[$0]!, after: $0 + ":", indent: "  ") }
    report.warnings.append("\(path): \(count), all of them:\n  " + lines.joined(separator: "\n  "))
  }
}
