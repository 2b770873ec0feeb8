import RosterKit

/// Writes as another program could before the database checked stored values (schema 9): a
/// value of a league from an older release, or one written after a check was dropped. SQLite's
/// checks are turned off for the write (`ignore_check_constraints`); PostgreSQL's of `tables`
/// are dropped, as an owner could, for good.
public enum BehindTheChecks {
  public static func write(_ store: any Store, tables: [String], _ body: () throws -> Void) throws {
    if store.dialect.engine == .sqlite {
      try store.execute("PRAGMA ignore_check_constraints = ON")
      defer { _ = try? store.execute("PRAGMA ignore_check_constraints = OFF") }
      try body()
      return
    }
    for table in tables {
      let names = try store.rows(
        "SELECT conname::text FROM pg_constraint WHERE conrelid = to_regclass(\(bind: .text(table))) "
          + "AND contype = 'c' AND (conname LIKE '%\\_valid' OR conname LIKE '%\\_folded')")
      for name in names.map({ $0[0].description }) {
        try store.execute("ALTER TABLE \(ident: table) DROP CONSTRAINT \(ident: name)")
      }
    }
    try body()
  }
}
