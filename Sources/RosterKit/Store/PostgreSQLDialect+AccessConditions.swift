/// Who holds and who reads a row of a table with access, as SQL (`Conditions`), and the view
/// through which a table with hidden columns is read (`AccessRule.hidden`): made with the table's
/// policies, and made again when a later version gives the table columns.
extension PostgreSQLDialect {
  /// Who holds a row of one table (may write it) and who reads it, as SQL over the row; the
  /// functions the reading asks (a reached row's), and the unit and freedom the writing checks.
  struct Conditions {
    let holds: String
    let reads: String
    /// Whether the session reads both ends of a link (a join table's row).
    let bothEnds: String
    let functions: [String]
    let unit: String
    let free: Bool
  }

  /// A table that a later version gave `columns`: its shown new columns granted to everyone
  /// (the rest of a table without a view is granted whole already), and its view made again
  /// with them, the stand-in in `visibleSchema` that reads it dropped first (its `*` was the
  /// view's columns when it was made; `visibleSchemaStatements` makes it again).
  func widenedStatements(
    _ table: AccessTable, columns: [String], kind: String, admin: String, names: AccessNames, settled: String,
    rules: [AccessRule]
  ) -> [String] {
    let rule = table.rule
    guard let view = rule.view else { return [] }
    let name = SQL.quoted(rule.table)
    let shown = columns.filter { !rule.hidden.contains($0) }
    let conditions = self.conditions(table, kind: kind, admin: admin, names: names, settled: settled)
    return
      (shown.isEmpty
      ? [] : ["GRANT SELECT (" + shown.map(SQL.quoted).joined(separator: ", ") + ") ON \(name) TO PUBLIC"])
      + [
        "DROP VIEW IF EXISTS \(SQL.quoted(Self.visibleSchema)).\(name)",
        "DROP VIEW \(SQL.quoted(view))",
      ]
      + Self.viewStatements(
        table, holds: conditions.holds,
        reads: Self.viewReads(table, reads: conditions.reads, rules: rules, kind: kind, admin: admin))
  }

  /// Which rows the view of `table` shows, as SQL the view runs as its owner, whom no policy
  /// holds: the rows `reads` chooses, and for a table of links read by whoever reads both ends
  /// (`AccessRule.Readers.bothEnds`) the rows whose ends the session reads by those ends' own
  /// rules — the ends' policies, which `reads` asks through `EXISTS`, choose nothing for the
  /// owner, and a link would show a guardian's link to a manager who does not read that guardian.
  static func viewReads(
    _ table: AccessTable, reads: String, rules: [AccessRule], kind: String, admin: String
  ) -> String {
    guard !table.ends.isEmpty, table.rule.readers == .bothEnds else { return reads }
    let ends = table.ends.map { end -> String in
      guard let rule = rules.first(where: { $0.table == end.table }) else {
        preconditionFailure("the access rule of \(end.table), an end of \(table.rule.table)")
      }
      let row = SQL.quoted(table.rule.table) + "." + SQL.quoted(end.column)
      switch rule.readers {
      case .everyone: return kind + " IS NOT NULL"
      case .managers: return kind + " IN ('admin', 'manager')"
      case .reached: return "(\(admin) OR \(reachFunction(end.table))(\(row)))"
      case .holders, .bothEnds:
        preconditionFailure("a view of \(table.rule.table), whose end \(end.table) is read by its holders")
      }
    }
    let access = kind + " IS NOT NULL"
    return ([access] + ends.filter { $0 != access }).joined(separator: " AND ")
  }

  /// The view of a table with hidden columns: each hidden column for the rows the reader holds,
  /// empty otherwise; a revealed one as its derived value otherwise; the rows the reader reads.
  static func viewStatements(_ table: AccessTable, holds: String, reads: String) -> [String] {
    let rule = table.rule
    guard let view = rule.view else { return [] }
    let list = table.columns.map { column -> String in
      if rule.hidden.contains(column) {
        return "CASE WHEN \(holds) THEN \(SQL.quoted(column)) END AS \(SQL.quoted(column))"
      }
      if let other = table.revealed[column] {
        return "CASE WHEN \(holds) THEN \(SQL.quoted(column)) ELSE \(other) END AS \(SQL.quoted(column))"
      }
      return SQL.quoted(column)
    }
    return [
      "CREATE VIEW \(SQL.quoted(view)) WITH (security_barrier) AS SELECT " + list.joined(separator: ", ")
        + " FROM \(SQL.quoted(rule.table)) WHERE \(reads)",
      "GRANT SELECT ON \(SQL.quoted(view)) TO PUBLIC",
    ]
  }

  /// Who holds and who reads a row of `table` (`Conditions`).
  func conditions(
    _ table: AccessTable, kind: String, admin: String, names: AccessNames, settled: String
  ) -> Conditions {
    let rule = table.rule
    let name = SQL.quoted(rule.table)
    // The row's unit, as SQL.
    let unit: String
    let free: Bool
    switch rule.holder {
    case .office:
      (unit, free) = ("NULL", false)
    case .unit(let column, let isFree):
      (unit, free) = (SQL.quoted(column), isFree)
    case .parent(let column, let parent, let unitColumn, let isFree):
      unit =
        "(SELECT p.\(SQL.quoted(unitColumn)) FROM \(SQL.quoted(parent)) p WHERE p.\"id\" = \(SQL.quoted(column)))"
      free = isFree
    }
    // Whether the session holds a row: may write it as it is, and as it will be.
    let managed =
      "\(unit) = ANY ((SELECT \(SQL.quoted(names.managedFunction))())::bigint[])"
      + (free ? " OR (\(unit) IS NULL AND \(kind) = 'manager')" : "")
    let holds = rule.holder == .office ? admin : "(\(admin) OR \(managed))"
    // Whether the session reads both ends of a link (a join table's row), by the ends' own
    // policies, which choose the rows the session reads there.
    let bothEnds =
      ([kind + " IS NOT NULL"]
      + table.ends.map { end in
        "EXISTS (SELECT 1 FROM \(SQL.quoted(end.table)) e WHERE e.\"id\" = \(name).\(SQL.quoted(end.column)))"
      }).joined(separator: " AND ")
    let reads: String
    var functions: [String] = []
    switch rule.readers {
    case .everyone: reads = kind + " IS NOT NULL"
    case .managers: reads = kind + " IN ('admin', 'manager')"
    case .holders:
      guard case .parent(let column, _, _, _) = rule.holder else {
        preconditionFailure("holders of a parent's row")
      }
      // A manager reads the rows of a parent held since before the transaction: one it moved to
      // them (signed, and rolled back) shows nothing until it commits.
      reads = "(\(admin) OR ((\(managed)) AND \"roster_settled\"(\(SQL.quoted(column)))))"
    case .bothEnds:
      precondition(!table.ends.isEmpty, "whoever reads both ends of a join table's links: \(rule.table)")
      reads = bothEnds
    case .reached(_, let free):
      let reach = Self.reachStatements(table, free: free, names: names, settled: settled)
      functions = reach.statements
      reads = "(\(admin) OR \(reach.call)(\(name).\"id\"))"
    }
    return Conditions(
      holds: holds, reads: reads, bothEnds: bothEnds, functions: functions, unit: unit, free: free)
  }
}
