/// What differs in SQL between database engines.
///
/// The predicate compiler asks the dialect for these pieces, so it never writes engine-specific
/// SQL itself.
public protocol SQLDialect: Sendable {
  /// The placeholder for the n-th bound value (1-based): `?` or `$n`.
  func placeholder(_ index: Int) -> String
  /// `expression` folded as `TextFolding` folds it in Swift.
  func fold(_ expression: SQL, _ options: TextFolding.Options) -> SQL
  /// `expression` starts with `prefix` (already folded when needed): a constant, in a form an
  /// index can serve, or SQL such as another column.
  func hasPrefix(_ expression: SQL, _ prefix: TextOperand) -> SQL
  /// `expression` ends with `suffix`.
  func hasSuffix(_ expression: SQL, _ suffix: TextOperand) -> SQL
  /// `expression` contains `infix`.
  func contains(_ expression: SQL, _ infix: TextOperand) -> SQL
  /// `expression` matches an NSPredicate `LIKE` pattern (`*` any run, `?` one character, a
  /// backslash making the next character itself), whether the pattern is a constant or a column.
  func like(_ expression: SQL, _ pattern: TextOperand) -> SQL
  /// The whole of `expression` matches the regular expression `pattern`, which
  /// `RegularExpression.checkPortable` accepted.
  func matches(_ expression: SQL, _ pattern: String, caseInsensitive: Bool) -> SQL
  /// A value bound with its type spelled out where the engine cannot infer it (PostgreSQL infers
  /// a parameter's type from the other side: `"age" < $1` would read 23.5 as a bigint).
  func typed(_ value: DatabaseValue) -> SQL
  /// Statements run before and after a query that uses `MATCHES`, so that a pattern the engine
  /// matches slowly gives up instead of running for minutes; nil where each match is bounded
  /// by itself (SQLite's `regexp` on PCRE2).
  var matchesBound: (set: String, reset: String)? { get }
  /// `expression IN (values…)` for a long list, bound as one value rather than one per item, so
  /// a 100,000-value list stays within every engine's limit on bound values.
  func isIn(_ expression: SQL, _ values: [DatabaseValue]) -> SQL
  /// `expression IN (ids…)` for integers, bound as one value, in a form an index on
  /// `expression` serves on every engine (PostgreSQL's `= ANY(array)`).
  func isIn(_ expression: SQL, ids: [Int64]) -> SQL
  /// The elements of a JSON array bound as one value, as a table whose column `value` holds each
  /// (`json_each`, `jsonb_array_elements`), read with `journalValue`: the rows of a statement
  /// that writes many rows at once (`RowWriter.update(_:rows:)`).
  func jsonElements(_ array: SQL) -> SQL
  /// Statements run before and after a transaction that changes many rows (a bulk edit, its
  /// undo), outside it: SQLite keeps the pages the transaction changes in memory until its
  /// commit (`cache_spill`, about 600 bytes a row changed), rather than writing them to the WAL
  /// each time its cache fills and reading them back; nothing on PostgreSQL.
  var largeTransaction: (before: [String], after: [String]) { get }
  /// The integers of `expression` in a group, as one text of decimal numbers between commas (an
  /// aggregate: `group_concat`, `string_agg`).
  func commaList(_ expression: SQL) -> SQL
  /// What `LIMIT` takes to mean no limit (before an `OFFSET`).
  var noLimit: String { get }
  /// Whether one connection can step several queries at once, a row of each in turn (SQLite's
  /// statements; libpq reads one query's rows at a time): what a merge of ordered queries
  /// (`OrderedArms`) streams on.
  var stepsQueriesTogether: Bool { get }
  /// `expression IS NOT value`, true when they differ, nulls included.
  func isDistinct(_ expression: SQL, _ other: SQL) -> SQL
  /// `expression IS value`, true when they are equal or both null.
  func isNotDistinct(_ expression: SQL, _ other: SQL) -> SQL
  /// What follows an `INSERT` of one row so that `Store.insert` hands back the new value of the
  /// integer key `column`: `RETURNING "id"` where the engine needs it; nothing on SQLite, whose
  /// integer primary key is the rowid it reports by itself (a `RETURNING` there costs an
  /// import 2 µs a row, four tenths of its insert).
  func insertedKey(_ column: String) -> SQL

  // MARK: Schema

  /// Which engine this is: a migration of the schema's history runs the SQL committed for it.
  var engine: DatabaseEngine { get }
  /// For an engine that enforces foreign keys while a migration rebuilds a table (SQLite: dropping
  /// a table others refer to deletes or refuses their rows): the statements that turn enforcement
  /// off before the migration's transaction and on again after it, and a query whose rows are the
  /// references that are broken, checked before the migration commits. nil where tables are
  /// altered in place (PostgreSQL).
  var migrationForeignKeys: (disable: String, enable: String, broken: String)? { get }
  /// The column type for integers or text.
  func columnType(_ type: ColumnType) -> String
  /// The definition of the `id` column: an integer primary key the database assigns.
  var primaryKey: String { get }
  /// What follows a `CREATE TABLE (…)`.
  var tableOptions: String { get }
  /// What a new database needs before the first table (extensions, sequences, functions).
  var schemaPreamble: [String] { get }
  /// Statements that set `table`'s id generator past the largest id, after rows were copied
  /// in with their ids.
  func identityResetStatements(_ table: String) -> [String]
  /// Statements that bring the planner's statistics of `tables` up to date after a bulk load
  /// (PostgreSQL's `ANALYZE`, which autovacuum would otherwise run only later), so that the
  /// next queries are planned for the rows as they are; none on SQLite, which plans without them.
  func statisticsStatements(_ tables: [String]) -> [String]
  /// Statements run after `table` is created (PostgreSQL counts its changes, see `Store.dataVersion`).
  func tableStatements(_ table: String) -> [String]

  // MARK: Stored values

  /// The condition every stored value of `rule`'s column meets, as a check of it (from the
  /// schema version that checks values): the rules the schema's validation keeps — no empty
  /// text, no spaces at its ends, no control or invisible characters, at most `maxLength`
  /// characters, the shape (digits, email, phone, time zone), a real day in the rule's range — so
  /// that no client stores what Roster cannot read. Nil when the column's type says it all.
  func valueCheck(_ rule: ValueRule) -> String?
  /// The condition that `rule`'s folded copy is its value folded (`TextFolding.fold`), by
  /// the database: a copy cannot go stale behind Roster's back. Nil for a column without one.
  func foldCheck(_ rule: ValueRule) -> String?
  /// What the value checks need made before them (PostgreSQL's functions).
  var valueCheckStatements: [String] { get }
  /// The definition of the `id` column when an id is never given again, not even the largest
  /// after its row is deleted (`Model.idsKeptSince`): SQLite's AUTOINCREMENT.
  var primaryKeyNeverReused: String { get }
  /// Statements that set `table`'s next id past its largest, and with `journal` past every id
  /// the journal names for it (a deleted row's id lives on there).
  func nextIDStatements(_ table: String, journal: Bool) -> [String]

  // MARK: Journal

  /// The journal's tables (and on PostgreSQL the functions that fill them), made once: an entry
  /// a committed change (when, who, the command) and a row for each row it inserted, updated or
  /// deleted, whichever program made it.
  var journalStatements: [String] { get }
  /// The same tables for a schema whose ids are never given again (`primaryKeyNeverReused`).
  var journalStatementsKeepingIDs: [String] { get }
  /// What makes the journal's entries keep their ids in a database whose tables were made by
  /// `journalStatements` (the table made again, and its indexes; with `keyIndexes`, those of
  /// `journalKeyIndexes` too), once no trigger writes into it (`Model.idsKeptSince`).
  func journalKeepingIDs(keyIndexes: Bool) -> [String]
  /// The indexes of the journal's foreign keys that came after its tables (`Model.keyIndexesSince`):
  /// that of an entry's `reverts`, which deleting an entry (`JournalReader.prune`) looks up, and
  /// what else lets an entry's rows be found by index whatever the planner has sampled.
  var journalKeyIndexes: [String] { get }
  /// The roles' access to the tables, enforced by the server (`AccessRule`), written with the
  /// model's names (`AccessNames`); none on an engine whose unit of access is the file.
  func accessStatements(_ tables: [AccessTable], names: AccessNames) -> [String]
  /// The access of tables added after the rest (a join table of a later version) and of tables
  /// a later version gave columns (`widened`, with those columns), `all` the tables with access
  /// as they now are; none where the file is the unit of access.
  func accessStatements(
    adding added: [AccessTable], widening widened: [(table: AccessTable, columns: [String])],
    all tables: [AccessTable], names: AccessNames
  ) -> [String]
  /// The indexes of the access rules' foreign keys (`Model.keyIndexesSince`): that of a grant's
  /// unit (`AccessNames.grantColumn`), which deleting a unit looks up; none where there are no
  /// access rules.
  func accessKeyIndexes(_ names: AccessNames) -> [String]
  /// The triggers that write a journal row for each row of `table` inserted (its id only: the
  /// row holds its values until they change), updated (its image before and after) or deleted
  /// (its image before): an image holds `columns` (by name); `omitted` are the table's others.
  /// A change no entry was opened for (another program's) gets one of its own.
  func journalTriggers(table: String, columns: [String], omitted: [String]) -> [String]
  /// The names of `table`'s journal triggers, as `journalTriggers` makes them.
  func journalTriggerNames(table: String) -> [String]
  /// A query of 1 when `table` has a trigger called `name`, else 0.
  func triggerCount(_ name: String, table: String) -> SQL
  /// Statements that open this transaction's journal entry for `command` by `author` (the
  /// revert of entry `reverts`, if it is one), the last an `INSERT` whose key is the entry's id;
  /// on PostgreSQL the server names the author.
  func journalOpen(author: String, command: String, reverts: Int64?) -> [SQL]
  /// Statements that close entry `id` once its transaction's writes are done.
  func journalClose(_ id: Int64) -> [SQL]
  /// Takes back entry `id` of this transaction if it holds no change (a command that changed
  /// nothing): a query whose one value is the entry's id when it did, else no row or NULL.
  func journalDiscard(_ id: Int64) -> SQL
  /// The first later change to a row of entry `id` that still stands (`JournalLaterChange`), as
  /// its table, row, entry, author, command and whether the asker may read that entry (its
  /// command is NULL when not), whoever made it: what a revert of `id` would overwrite. Then
  /// whether entry `id` added that row, and how many rows of the table (added by it, or not, as
  /// that one) a standing later change touched. The entries `passing` do not count.
  func journalLaterChange(_ id: Int64, passing: [Int64]) -> SQL
  /// A query that locks the rows of `table` that `condition` picks until the transaction ends
  /// (its one value a count), so no other session changes them meanwhile; nil where a write
  /// transaction holds the whole database already (SQLite).
  func lockRows(of table: SQL, where condition: SQL) -> SQL?
  /// Indexes of the foreign key `column` of `table`'s rows in the journal's images before and
  /// after a change, in the form `journalValue` reads them.
  func journalIndexes(table: String, column: String) -> [String]
  /// The value under `key` (a column named by the model) of the journal image `image`, as a
  /// column of `type` holds it.
  func journalValue(_ image: SQL, key: String, type: ColumnType) -> SQL
  /// The author the journal gives this connection's entries, when Roster stamps them `author`:
  /// that, or on PostgreSQL the server's `session_user`.
  func journalAuthor(_ author: String) -> SQL
  /// Whether the journal is kept by per-row triggers (SQLite), whose insert trigger a large load
  /// drops and puts back (`JournalBulkInserts`); not where triggers work a statement at a time.
  var journalsRowByRow: Bool { get }
  /// The schema of this connection's temporary tables and views, which shadow the league's
  /// tables of the same names (the league as it was); and the league's own schema, by name, or
  /// nil where it is the connection's current schema (`current_schema()`).
  var temporarySchema: String { get }
  var mainSchema: String? { get }
  /// Statements around a copy of another database's journal into this one (migrate): the
  /// entries keep the authors they have (PostgreSQL's stamp trigger is off meanwhile).
  var journalCopy: (before: [String], after: [String]) { get }

  // MARK: Word search

  /// The full-text index over the folded text `column` of `table`, kept in step by the database.
  func searchIndexStatements(_ search: SearchIndexNames) -> [String]
  /// For an index kept by a per-row trigger: the trigger (which a bulk import drops for the load)
  /// and the statement that indexes every row whose id is above a bound, in one go.
  func searchBulkLoad(_ search: SearchIndexNames) -> (
    trigger: String, create: String, fill: @Sendable (_ above: Int64) -> SQL
  )?
  /// Whether a bulk load may drop an index and build it again at its end, inside its
  /// transaction (`BulkIndexes`): where other sessions read the schema as their own snapshot
  /// had it (SQLite's WAL), not where the dropped index would hold every reader of the table
  /// until the load commits (PostgreSQL's `DROP INDEX` lock).
  var rebuildsIndexesForBulkLoads: Bool { get }
  /// A `SELECT` of the ids of rows whose text has every one of `words` (folded): whole words,
  /// but the last one may be unfinished, as a search box reads what is being typed.
  func searchRowIDs(_ search: SearchIndexNames, words: [String]) -> SQL
  /// A statement that fails when the index no longer matches its table; nil when the engine
  /// keeps its indexes itself.
  func checkSearchIndex(_ search: SearchIndexNames) -> SQL?
}

extension SQLDialect {
  /// `journalLaterChange(_:passing:)` with every later change counting.
  public func journalLaterChange(_ id: Int64) -> SQL { journalLaterChange(id, passing: []) }

  /// The journal entry of a change that reverts none.
  public func journalOpen(author: String, command: String) -> [SQL] {
    journalOpen(author: author, command: command, reverts: nil)
  }

  public func like(_ expression: SQL, _ pattern: String) -> SQL { like(expression, .text(pattern)) }

  /// The whole years from the date `from` to the date `to` (both ISO `YYYY-MM-DD` text): the SQL
  /// of `CalendarDate.wholeYears(on:)`, the same on every engine. Month and day are compared as
  /// numbers (MMDD), not as text, so no collation can reorder them; null when either is null.
  public func wholeYears(from birth: SQL, to date: SQL) -> SQL {
    func part(_ expression: SQL, _ start: Int, _ length: Int) -> SQL {
      "CAST(substr(" + expression + SQL(", " + String(start) + ", " + String(length) + ") AS integer)")
    }
    let monthDay = { (expression: SQL) -> SQL in
      "(" + part(expression, 6, 2) + " * 100 + " + part(expression, 9, 2) + ")"
    }
    return "(" + part(date, 1, 4) + " - " + part(birth, 1, 4) + " - CASE WHEN " + monthDay(date) + " < "
      + monthDay(birth) + " THEN 1 ELSE 0 END)"
  }
}
