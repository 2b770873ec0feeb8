extension RosterSchemaHistory {
  /// Version 9's change of data: the values its checks refuse — written by another program
  /// before the database checked them — are replaced, each in its row, in a journal entry of
  /// the upgrade's own, whose rows keep the old values (`log` shows them, nothing is lost); and
  /// the league's settings, if it has them, take the time zone of whoever upgrades.
  ///
  /// It speaks SQL to the tables as version 9 has them: the checks are read from the database
  /// itself (SQLite's table text, with the checks not yet enforced; PostgreSQL's constraints
  /// added `NOT VALID`), named `<table>_<column>_valid` and `<table>_<column>_folded`. A value
  /// is replaced by, in turn:
  /// 1. the last value of the row the journal has that the check takes (a change by another
  ///    program is journaled too, with the value it replaced);
  /// 2. a folded copy, by its value folded;
  /// 3. the text without the characters the check refuses and spaces at its ends, and for long
  ///    text (more than ten characters) cut to its length;
  /// 4. nothing, where the column may be empty (a player then left with neither a birthdate
  ///    nor an age gets the age 0, which no youth division takes, so `eligibility` names them),
  ///    or else `#ID`.
  ///
  /// A name that another row has already gets ` #ID` after it; any other value that would clash
  /// is left empty.
  static func repairValues(_ store: any Store) throws {
    var repair = ValueRepair(store: store)
    for (table, checks) in try repair.checks() {
      for (id, broken) in try repair.violations(table, checks) {
        try repair.fix(table, id: id, broken: broken)
      }
      // Every value taken now; what is left would fail the upgrade, as it should.
      if let (id, broken) = try repair.violations(table, checks).first {
        throw StoreError(
          kind: .constraint, code: "",
          message: "row \(id) of \(table) still breaks \(broken.map(\.name).joined(separator: ", "))")
      }
    }
    if try store.scalar(#"SELECT count(*) FROM "league" WHERE "time_zone" IS NULL"#).integerValue ?? 0 > 0 {
      let zone = TimeZoneName.local.name
      try repair.openEntry(detail: "the league's time zone is \(zone), the upgrader's")
      try store.execute(
        #"UPDATE "league" SET "time_zone" = "# + SQL.value(.text(zone))
          + #", "version" = "version" + 1 WHERE "time_zone" IS NULL"#)
    }
    try repair.closeEntry()
  }
}

/// The work of `RosterSchemaHistory.repairValues`.
struct ValueRepair {
  let store: any Store
  /// The upgrade's journal entry, once a change needs it.
  private var entry: Int64?
  private var details: [String] = []

  init(store: any Store) { self.store = store }

  struct Check {
    let name: String
    let expression: String
    /// The column it checks, and for a folded copy's check the column folded.
    let column: String
    let folds: String?
  }

  /// Version 9's checks, by table, read from the database.
  func checks() throws -> [(String, [Check])] {
    var found: [String: [(String, String)]] = [:]
    if store.dialect.engine == .sqlite {
      for row in try store.rows(#"SELECT "name", "sql" FROM sqlite_schema WHERE "type" = 'table'"#) {
        guard let table = row[0].textValue, let text = row[1].textValue else { continue }
        found[table] = SchemaAudit.namedChecks(in: text)
      }
    } else {
      let sql: SQL =
        #"SELECT c."relname"::text, k."conname"::text, pg_get_expr(k."conbin", k."conrelid") FROM pg_constraint k "#
        + #"JOIN pg_class c ON c."oid" = k."conrelid" WHERE k."contype" = 'c' AND NOT k."convalidated" "#
        + #"AND c."relnamespace" = current_schema()::regnamespace ORDER BY 1, 2"#
      for row in try store.rows(sql) {
        found[row[0].description, default: []].append((row[1].description, row[2].description))
      }
    }
    return found.keys.sorted().compactMap { table in
      let checks = found[table]!.compactMap { name, expression -> Check? in
        let prefix = table + "_"
        guard name.hasPrefix(prefix) else { return nil }
        for suffix in ["_valid", "_folded"] where name.hasSuffix(suffix) {
          let column = String(name.dropFirst(prefix.count).dropLast(suffix.count))
          return suffix == "_valid"
            ? Check(name: name, expression: expression, column: column, folds: nil)
            : Check(name: name, expression: expression, column: column + "_fold", folds: column)
        }
        return nil
      }
      return checks.isEmpty ? nil : (table, checks)
    }
  }

  /// The rows of `table` that break any of `checks`, with the checks each breaks.
  func violations(_ table: String, _ checks: [Check]) throws -> [(Int64, [Check])] {
    let tests = checks.map { "(" + $0.expression + ") IS FALSE" }
    let sql =
      "SELECT \"id\", " + tests.joined(separator: ", ") + " FROM " + SQL.quoted(table) + " WHERE "
      + tests.joined(separator: " OR ") + " ORDER BY \"id\""
    return try store.rows(SQL(sql)).map { row in
      let broken = checks.indices.filter { row[$0 + 1].integerValue == 1 }
      return (row[0].integerValue ?? 0, broken.map { checks[$0] })
    }
  }

  /// Whether `check` takes `value` for its column.
  func takes(_ check: Check, _ value: DatabaseValue) throws -> Bool {
    let cast = store.dialect.engine == .sqlite ? SQL.value(value) : "CAST(" + SQL.value(value) + " AS text)"
    let sql: SQL =
      "SELECT (" + SQL(check.expression) + ") FROM (SELECT " + cast + " AS " + .identifier(check.column)
      + ") AS \"v\""
    return try store.scalar(sql).integerValue == 1
  }

  /// Replaces the values of row `id` of `table` that break `broken`, in one change of the row.
  mutating func fix(_ table: String, id: Int64, broken: [Check]) throws {
    let current = try store.rows(
      "SELECT * FROM " + SQL.identifier(table) + " WHERE \"id\" = " + SQL.value(.integer(id)))
    let names = try columns(table)
    guard let row = current.first else { return }
    var values: [String: DatabaseValue] = [:]
    for (index, name) in names.enumerated() where index < row.count { values[name] = row[index] }
    var replaced: [String: DatabaseValue] = [:]
    // Values first, then the folded copies of what they became.
    for check in broken.sorted(by: { ($0.folds == nil ? 0 : 1) < ($1.folds == nil ? 0 : 1) }) {
      if let source = check.folds {
        let text = (replaced[source] ?? values[source])?.textValue
        replaced[check.column] = text.map { .text(TextFolding.fold($0)) } ?? .null
        continue
      }
      replaced[check.column] = try replacement(
        check, table: table, id: id, nullable: isNullable(table, check.column))
    }
    if table == "players", (replaced["birthdate"] ?? values["birthdate"]) == .null,
      (replaced["age"] ?? values["age"]) == .null
    {
      replaced["age"] = .integer(0)
    }
    let shown = broken.filter { $0.folds == nil }.map { check in
      "\(table) #\(id) \(check.column) \(quoted(values[check.column]?.description ?? ""))"
    }
    try openEntry(detail: shown.isEmpty ? nil : shown.joined(separator: ", "))
    try update(table, id: id, replaced)
  }

  /// The value that takes the place of one `check` refuses (see `repairValues`).
  private func replacement(_ check: Check, table: String, id: Int64, nullable: Bool) throws -> DatabaseValue {
    // Newest first, back to the row's insert: what the journal has before it was another row's
    // that had the same id (a deleted row's id was given again before version 9).
    let changes = try store.rows(
      #"SELECT "new", "old", "change" FROM "journal_rows" WHERE "entity" = "# + SQL.value(.text(table))
        + #" AND "row" = "# + SQL.value(.integer(id)) + #" ORDER BY "id" DESC"#)
    for change in changes {
      for image in change.prefix(2) {
        guard let value = JournalReader.image(image)?[check.column], !value.isNull else { continue }
        if try takes(check, value) { return value }
      }
      if change[2].description == "insert" { break }
    }
    let current = try store.scalar(
      "SELECT " + SQL.identifier(check.column) + " FROM " + SQL.identifier(table) + " WHERE \"id\" = "
        + SQL.value(.integer(id))
    ).description
    var scan = InvisibleScan()
    var cleaned = String(String.UnicodeScalarView(current.unicodeScalars.filter { !scan.isHidden($0) }))
      .trimmedSpaces
    if !cleaned.isEmpty, try takes(check, .text(cleaned)) { return .text(cleaned) }
    // Cut to its length: long text only, never a short value (a jersey number `12a` is not `12`).
    while cleaned.unicodeScalars.count > Self.shortest, try !takes(check, .text(cleaned)) {
      cleaned = String(String.UnicodeScalarView(cleaned.unicodeScalars.dropLast())).trimmedSpaces
    }
    if cleaned.unicodeScalars.count > Self.shortest { return .text(cleaned) }
    return nullable ? .null : .text("#\(id)")
  }

  /// The fewest characters a value cut to its length keeps.
  static let shortest = 10

  /// Writes `values` into row `id`; a name another row has already gets ` #ID` after it, and
  /// any other value that clashes is left out.
  private func update(_ table: String, id: Int64, _ values: [String: DatabaseValue]) throws {
    var values = values
    let folded = Set(try columns(table).filter { $0.hasSuffix("_fold") })
    for _ in 0..<2 {
      do {
        try store.attempt {
          let assignments = values.keys.sorted().map { SQL.identifier($0) + " = " + SQL.value(values[$0]!) }
          try store.execute(
            "UPDATE " + SQL.identifier(table) + " SET " + SQL.joined(assignments, separator: ", ")
              + ", \"version\" = \"version\" + 1 WHERE \"id\" = " + SQL.value(.integer(id)))
        }
        return
      } catch let error as StoreError where error.isUniqueViolation {
        for (column, value) in values where !column.hasSuffix("_fold") {
          guard let text = value.textValue else { continue }
          if try isNullable(table, column) {
            values[column] = .null
            values[column + "_fold"] = values[column + "_fold"].map { _ in .null }
          } else {
            values[column] = .text(text + " #\(id)")
            if folded.contains(column + "_fold") {
              values[column + "_fold"] = .text(TextFolding.fold(text + " #\(id)"))
            }
          }
        }
      }
    }
    throw StoreError(kind: .constraint, code: "", message: "row \(id) of \(table) has no value it may keep")
  }

  private func columns(_ table: String) throws -> [String] {
    let sql: SQL =
      store.dialect.engine == .sqlite
      ? "SELECT \"name\" FROM pragma_table_info(" + SQL.value(.text(table)) + ") ORDER BY \"cid\""
      : "SELECT column_name::text FROM information_schema.columns WHERE table_schema = current_schema() "
        + "AND table_name = " + SQL.value(.text(table)) + " ORDER BY ordinal_position"
    return try store.rows(sql).map { $0[0].description }
  }

  private func isNullable(_ table: String, _ column: String) throws -> Bool {
    let sql: SQL =
      store.dialect.engine == .sqlite
      ? "SELECT \"notnull\" = 0 FROM pragma_table_info(" + SQL.value(.text(table)) + ") WHERE \"name\" = "
        + SQL.value(.text(column))
      : "SELECT is_nullable = 'YES' FROM information_schema.columns WHERE table_schema = current_schema() "
        + "AND table_name = " + SQL.value(.text(table)) + " AND column_name = " + SQL.value(.text(column))
    return try store.scalar(sql).integerValue == 1
  }

  /// Opens the upgrade's journal entry, if it is not open yet, and notes `detail` for it.
  mutating func openEntry(detail: String?) throws {
    if let detail { details.append(detail) }
    guard entry == nil else { return }
    // The journal as it is at version 9, not as the dialect opens an entry today: on PostgreSQL
    // version 10 opens one through `roster_journal_open`, which is not there yet.
    let opening =
      store.dialect.engine == .postgresql
      ? [
        #"INSERT INTO "journal"("command", "reverts") VALUES ("# + SQL.value(.text(Self.command))
          + #", NULL) RETURNING "id""#
      ]
      : store.dialect.journalOpen(author: "roster", command: Self.command)
    for statement in opening.dropLast() { try store.execute(statement) }
    entry = try store.insert(opening.last!)
  }

  /// Closes the upgrade's entry, with what it changed in its command.
  mutating func closeEntry() throws {
    guard let entry else { return }
    try store.execute(
      #"UPDATE "journal" SET "command" = "#
        + SQL.value(.text(Self.command + ": " + details.joined(separator: "; ")))
        + #" WHERE "id" = "# + SQL.value(.integer(entry)))
    for statement in store.dialect.journalClose(entry) { try store.execute(statement) }
    self.entry = nil
  }

  static let command = "the upgrade to schema 9"
}
