import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Deleting a row makes every foreign key that refers to its table look for the rows that name
/// it (to cascade, set null or refuse), once a row deleted. Without an index that starts with the
/// key's columns each look reads the whole table, and a large delete is quadratic: forgetting
/// half of a journal of 100,302 entries took more than 5 minutes before its `reverts` had one.
/// The schema as the history makes it, on the engine under test, is held to having them all.
@Suite struct ForeignKeyIndexTests {
  /// A foreign key's columns, or an index's leading ones, in their table.
  struct Columns: Hashable, CustomStringConvertible {
    let table: String
    let columns: [String]
    var description: String { "\(table)(\(columns.joined(separator: ", ")))" }
  }

  @Test func everyForeignKeyHasAnIndexThatStartsWithIt() throws {
    let (store, location) = try SchemaFixtures.migrated(RosterModel.migrations)
    defer { Fixture.remove(location) }
    let keys = try Self.foreignKeys(store)
    let indexes = try Self.wholeIndexes(store)
    // A key of an entity's table and one of the journal's: the catalogs were read.
    #expect(keys.contains(Columns(table: "players", columns: ["team_id"])))
    #expect(keys.contains(Columns(table: "journal", columns: ["reverts"])))
    let unindexed = keys.filter { key in
      !indexes.contains { index in
        index.table == key.table && index.columns.count >= key.columns.count
          && Set(index.columns.prefix(key.columns.count)) == Set(key.columns)
      }
    }
    #expect(unindexed == [], "foreign keys without an index that starts with their columns")
  }

  /// What forgetting journal entries (`log --prune-before`) does for each one: the entries that
  /// reverted it lose their `reverts` (`ON DELETE SET NULL`), found by the index, not by reading
  /// the journal. (On PostgreSQL with sequential scans off: a new journal is too small to need
  /// an index.)
  @Test func forgettingAnEntryFindsTheEntriesThatRevertedItByIndex() throws {
    let (store, location) = try SchemaFixtures.migrated(RosterModel.migrations)
    defer { Fixture.remove(location) }
    let update = #"UPDATE "journal" SET "reverts" = NULL WHERE "reverts" = 1"#
    let plan = try store.transaction { () throws -> [String] in
      guard store.dialect.engine == .postgresql else {
        return try store.rows(SQL("EXPLAIN QUERY PLAN " + update)).map { $0[3].description }
      }
      try store.executeScript("SET LOCAL enable_seqscan = off")
      return try store.rows(SQL("EXPLAIN " + update)).map { $0[0].description }
    }.joined(separator: "\n")
    #expect(plan.contains("journal_reverts"), "\(plan)")
  }

  /// After an import of many players, one entry holds nearly every journal row; sampling that,
  /// PostgreSQL's planner reckoned any entry held most of them, and a prepared statement's plan
  /// for one entry (the save's test that its entry is empty, run at every save) read the whole
  /// table (60 ms a save at a million players). Told an entry's rows are few, the plan for any
  /// entry goes by the index.
  @Test(.enabled(if: Backend.isPostgreSQL)) func anEntrysRowsAreFoundByIndexAfterOneLargeEntry() throws {
    let (store, location) = try SchemaFixtures.migrated(RosterModel.migrations)
    defer { Fixture.remove(location) }
    try store.executeScript(
      """
      INSERT INTO "journal"("command") VALUES ('import');
      INSERT INTO "journal_rows"("entry", "entity", "row", "change")
        SELECT max("j"."id"), 'players', "n", 'insert' FROM "journal" AS "j", generate_series(1, 5000) AS "n"
        GROUP BY "n";
      ANALYZE "journal_rows";
      """)
    let plan = try store.transaction { () throws -> [String] in
      try store.executeScript(
        """
        SET LOCAL plan_cache_mode = force_generic_plan;
        PREPARE "empty_entry"(bigint) AS DELETE FROM "journal" WHERE "id" = $1
          AND NOT EXISTS (SELECT 1 FROM "journal_rows" WHERE "entry" = $1)
        """)
      defer { try? store.executeScript(#"DEALLOCATE "empty_entry""#) }
      return try store.rows(#"EXPLAIN EXECUTE "empty_entry"(1)"#).map { $0[0].description }
    }.joined(separator: "\n")
    #expect(plan.contains("journal_rows_entry") && !plan.contains("Seq Scan on journal_rows"), "\(plan)")
  }

  // MARK: Reading the catalogs

  /// Every foreign key of the league's tables, its columns in order.
  static func foreignKeys(_ store: any StoreMaintenance) throws -> [Columns] {
    let query: SQL =
      store.dialect.engine == .sqlite
      ? """
      SELECT m."name", f."id", f."from" FROM "sqlite_schema" AS m, pragma_foreign_key_list(m."name") AS f
      WHERE m."type" = 'table' ORDER BY m."name", f."id", f."seq"
      """
      : """
      SELECT c.conrelid::regclass::text, c.conname::text, a.attname::text
      FROM pg_constraint AS c CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
      JOIN pg_attribute AS a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace ORDER BY 1, 2, k.n
      """
    return grouped(try store.rows(query))
  }

  /// Every index of the league's tables that holds all their rows (not a partial one), its
  /// columns in order; an expression is a column of no name.
  static func wholeIndexes(_ store: any StoreMaintenance) throws -> [Columns] {
    let query: SQL =
      store.dialect.engine == .sqlite
      ? """
      SELECT m."name", l."name", coalesce(i."name", '') FROM "sqlite_schema" AS m,
        pragma_index_list(m."name") AS l, pragma_index_info(l."name") AS i
      WHERE m."type" = 'table' AND NOT l."partial" ORDER BY m."name", l."name", i."seqno"
      """
      : """
      SELECT x.indrelid::regclass::text, x.indexrelid::regclass::text, coalesce(a.attname::text, '')
      FROM pg_index AS x JOIN pg_class AS t ON t.oid = x.indrelid
      CROSS JOIN LATERAL unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
      LEFT JOIN pg_attribute AS a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
      WHERE t.relnamespace = current_schema()::regnamespace AND x.indpred IS NULL ORDER BY 1, 2, k.n
      """
    return grouped(try store.rows(query))
  }

  /// Rows of (table, name, column), in order, as each name's columns.
  private static func grouped(_ rows: [[DatabaseValue]]) -> [Columns] {
    var result: [Columns] = []
    var current: (table: String, name: String, columns: [String])?
    for row in rows {
      let (table, name, column) = (row[0].description, row[1].description, row[2].description)
      if let open = current, open.table == table, open.name == name {
        current?.columns.append(column)
        continue
      }
      if let open = current { result.append(Columns(table: open.table, columns: open.columns)) }
      current = (table, name, [column])
    }
    if let open = current { result.append(Columns(table: open.table, columns: open.columns)) }
    return result
  }
}
