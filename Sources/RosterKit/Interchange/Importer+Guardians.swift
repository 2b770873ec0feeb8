/// The parents of a registration export's rows, as guardians: each group of a row's columns
/// about an adult (`guardian 1`, `guardian 2`, `father`, `mother`, `emergency contact`) with a
/// name is a guardian linked to the row's player by a guardianship, one guardian per adult
/// across the rows, the files and the league's guardians (`ImportFamilies`); a no-contact
/// answer links the adult it names with `no_contact` and the answer as its private note.
///
/// Read after the players are written, in the import's transaction and journal entry, by one
/// more pass over each export: the league's guardians and links are read once into dictionaries,
/// and a row's player is found by the league's indexes (`PlayerKeys`).
extension Importer {
  /// Reads the adults of the exports read with a profile into guardians and guardianships, and
  /// notes the league's players no row stands for (`ImportReport.absent`).
  func importGuardians() throws {
    guard !profiled.isEmpty else { return }
    guard let guardian = model.entities.first(where: { $0.presentation.noun == "guardian" }),
      let link = model.entities.first(where: { $0.presentation.noun == "guardianship" }),
      link.toOneRelationships.count == 2
    else {
      return try noteAbsentPlayers(from: profiled, into: PlayerKeys(plan: profiled[0].plan, store: store))
    }
    let files = profiled.filter { file in file.plan.groups.contains { Self.isPerson($0.name) } }
    guard !files.isEmpty else {
      return try noteAbsentPlayers(from: profiled, into: PlayerKeys(plan: profiled[0].plan, store: store))
    }
    // On a league office's server the guardians are the office's: an export with parents is the
    // office's to import, refused in one sentence before anything of them is read.
    do {
      try store.requireWritable(guardian.table, id: nil)
    } catch let error as StoreError where error.kind == .refused {
      throw ImportFileError(
        file: files[0].path, line: nil,
        message: "its parent columns are guardians, and " + error.reason
          + "; ask the league office to import it")
    }
    rejects = nil
    let families = try ImportFamilies()
    try store.query(StoredRow.select(guardian)) { row in
      let stored = StoredRow(row, of: guardian)
      try families.addStored(
        id: stored.id, version: stored.version,
        values: Dictionary(
          uniqueKeysWithValues: ImportFamilies.keys.compactMap { key in
            stored.values[key]?.textValue.map { (key, $0) }
          }))
    }
    try store.query(StoredRow.select(link)) { row in
      let stored = StoredRow(row, of: link)
      guard let player = stored.targets[0], let adult = stored.targets[1] else { return }
      try families.addStoredLink(
        player: player, guardian: adult,
        .init(
          id: stored.id, version: stored.version,
          facts: .init(
            relationship: stored.values["relationship"]?.textValue,
            noContact: stored.values["no_contact"]?.integerValue.map { $0 != 0 },
            note: stored.values["no_contact_note"]?.textValue)))
    }
    let players = try PlayerKeys(plan: files[0].plan, store: store)
    var rowNumber: Int64 = 0
    for file in files {
      try eachRow(of: file) { record in
        rowNumber += 1
        guard let player = try players.player(record.fields, plan: file.plan) else { return }
        try readAdults(record, of: file, player: player, row: rowNumber, into: families, guardian, link)
      }
    }
    releaseFreedMemory()
    try write(families, guardian, link)
    if leftOut > 0 {
      report.warnings.append(
        "\(NumberText.grouped(leftOut)) of the parents' values \(leftOut == 1 ? "was" : "were") left out "
          + "(--skip-invalid keeps their children and the rest of their parents): "
          + leftOutListed.map(\.description).joined(separator: "; ")
          + (leftOut > leftOutListed.count
            ? "; and \(NumberText.grouped(leftOut - leftOutListed.count)) more" : ""))
    }
    try noteAbsentPlayers(from: profiled.filter { !files.map(\.path).contains($0.path) }, into: players)
  }

  /// Reads `files`' rows for the players they stand for (into `players`, which has those of the
  /// files read before), and notes the league's players none stands for.
  private func noteAbsentPlayers(
    from files: [(path: String, plan: ProfilePlan, reader: ProfileReader)], into players: PlayerKeys
  ) throws {
    for file in files {
      try eachRow(of: file) { record in _ = try players.player(record.fields, plan: file.plan) }
    }
    let absent = try players.notFound()
    guard !absent.isEmpty, let player = profiled.first?.plan.kind else { return }
    report.absent.count = absent.count
    let team = player.parentRelationship
    let shown = absent.prefix(Self.absentNamed).map { SQL.value(.integer($0)) }
    let teamName = team.flatMap { relationship -> SQL? in
      guard let column = relationship.column else { return nil }
      let parent = model.entity(named: relationship.destination)
      return "(SELECT \(ident: parent.presentation.displayKey) FROM \(ident: parent.table) WHERE "
        + "\(ident: parent.table).\(ident: "id") = \(ident: player.table).\(ident: column))"
    }
    let sql: SQL =
      "SELECT \(ident: player.presentation.displayKey), " + (teamName ?? "NULL")
      + " FROM \(ident: player.table) "
      + "WHERE \(ident: "id") IN (" + SQL.joined(shown, separator: ", ") + ") ORDER BY \(ident: "id")"
    report.absent.names = try store.rows(sql).map { row in
      row[0].description + (row[1].textValue.map { " (\($0))" } ?? "")
    }
  }

  /// The rows of an export read again, past its header, that its pass of players read (shaped as
  /// the header, whole, of the kind): only the fields of the players' keys, of the adults and of
  /// the named values.
  func eachRow(
    of file: (path: String, plan: ProfilePlan, reader: ProfileReader), _ body: (CSVRecord) throws -> Void
  ) throws {
    let csv = try CSVReader(path: file.path, encoding: options.encoding)
    csv.delimiter = options.delimiter
    _ = try next(csv, file: file.path)
    csv.readsFields = file.plan.fieldsReadAfterKind()
    while let record = try next(csv, file: file.path) {
      guard record.fields.count == file.plan.header.count, record.flaw == nil, record.invalidUTF8Line == nil,
        file.plan.isOfKind(record.fields)
      else { continue }
      try body(record)
    }
  }

  /// How many of the players no row stands for are named.
  static let absentNamed = 5

  /// Whether a group is about one adult (not the household's address, a no-contact answer or
  /// the order).
  static func isPerson(_ group: String) -> Bool {
    !["household", "no contact", "order", "account"].contains(group)
  }

  /// The adults one row names, each found or added and linked to the row's player.
  private func readAdults(
    _ record: CSVRecord, of file: (path: String, plan: ProfilePlan, reader: ProfileReader), player: Int64,
    row: Int64, into families: ImportFamilies, _ guardian: Entity, _ link: Entity
  ) throws {
    let fields = record.fields
    let plan = file.plan
    let household = plan.groups.first { $0.name == "household" }
    let dated = plan.groups.first { $0.name == "order" }?.value("date", fields).flatMap(Self.orderKey)
    // The order's date, the row's place among the files' breaking a tie.
    let order = (dated ?? 0) * 10_000_000 + min(row, 9_999_999)
    var rowProblems: [ImportProblem] = []
    func checked(_ key: String, _ text: String?, _ group: ProfilePlan.Group, field: String) -> String? {
      guard let text, let attribute = guardian.attribute(key) else { return nil }
      do {
        return try attribute.validated(attribute.parse(text, on: guardian), on: guardian).textValue
      } catch let error as ValidationError {
        let column = group.fields[field].map { plan.header[$0] }
        rowProblems.append(
          ImportProblem(
            file: file.path, line: record.line, column: column,
            message: "\(group.name): " + Self.withoutKey(error.message, key, of: guardian)))
        return nil
      } catch {
        return nil
      }
    }
    var adults: [Int64] = []
    for group in plan.groups where Self.isPerson(group.name) {
      let parts = [group.value("first name", fields), group.value("last name", fields)].compactMap { $0 }
      let whole = group.value("name", fields) ?? parts.joined(separator: " ")
      guard let name = checked("name", whole.isEmpty ? nil : whole, group, field: "first name") else {
        continue
      }
      var values = ["name": name]
      values["email"] = checked("email", group.value("email", fields), group, field: "email")
      let phoneField = group.value("phone", fields) != nil ? "phone" : "home phone"
      values["phone"] = checked("phone", group.value(phoneField, fields), group, field: phoneField)
      if Self.livesAtTheHousehold(group.name), let household {
        let street = [household.value("street", fields), household.value("unit", fields)].compactMap { $0 }
        if !street.isEmpty {
          values["address"] = checked("address", street.joined(separator: ", "), household, field: "street")
        }
        values["city"] = checked("city", household.value("city", fields), household, field: "city")
        values["postcode"] = checked(
          "postcode", household.value("postal code", fields), household, field: "postal code")
      }
      let adult = try families.adult(values.compactMapValues { $0 }, order: order)
      adults.append(adult)
      let relationship = group.value("relationship", fields)?.lowercased() ?? Self.relationship(group.name)
      try families.link(player: player, adult: adult, .init(relationship: relationship))
    }
    if let answer = plan.groups.first(where: { $0.name == "no contact" })?.value("name and reason", fields),
      let named = NoContactAnswer(answer)
    {
      let adult = try families.named(named.name, among: adults, player: player)
      try families.link(
        player: player, adult: adult, .init(relationship: named.relationship, noContact: true, note: answer))
    }
    // With --skip-invalid the child's row stands (its player is written already): a parent's bad
    // value is left out, and named (`ImportReport.warnings`), never dropped in silence.
    guard options.skipInvalid else { return try reject(record, rowProblems) }
    leftOut += rowProblems.count
    for problem in rowProblems where leftOutListed.count < ImportFailure.listed {
      leftOutListed.append(problem)
    }
  }

  /// Whether a group's adult is given the household's address: the account holder and the
  /// additional adult (guardian 1 and 2, father, mother), not an emergency contact.
  static func livesAtTheHousehold(_ group: String) -> Bool {
    group.hasPrefix("guardian") || group == "father" || group == "mother"
  }

  /// A group's own word as the relationship, where it has no relationship column: "father",
  /// "mother", "emergency contact"; none for a numbered guardian.
  static func relationship(_ group: String) -> String? {
    group.hasPrefix("guardian") ? nil : group
  }

  /// An order's date and time as a number that sorts as they do (`YYYYMMDDhhmm`), from
  /// `MM/DD/YYYY h:mm AM` or `YYYY-MM-DD HH:MM:SS`; nil when it is neither.
  static func orderKey(_ text: String) -> Int64? {
    let runs = text.split { !$0.isNumber }.compactMap { Int64($0) }
    guard runs.count >= 3 else { return nil }
    let isISO = text.split { !$0.isNumber }.first?.count == 4
    let (year, month, day) = isISO ? (runs[0], runs[1], runs[2]) : (runs[2], runs[0], runs[1])
    var hour = runs.count > 3 ? runs[3] : 0
    let minute = runs.count > 4 ? runs[4] : 0
    let lower = text.lowercased()
    if lower.hasSuffix("pm") && hour < 12 { hour += 12 }
    if lower.hasSuffix("am") && hour == 12 { hour = 0 }
    guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60 else { return nil }
    return (((year * 100 + month) * 100 + day) * 100 + hour) * 100 + minute
  }
}
