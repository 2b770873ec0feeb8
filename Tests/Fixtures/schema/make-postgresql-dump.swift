// Makes the PostgreSQL database of one released schema version, for `pg_dump` (see README.md).
// Built with the released code as an executable target of its own (not part of the package;
// this text builds with the code of the releases of versions 17, 16, 15, 14, 13, 12, 11, 10, 9,
// 8, 7 and 5: `4b336fd`, `07a5334`, `f912c49`, `16aab4f`, `981250b`, `5c7ec7a`, `bb4b996`,
// `855b323`, `c32622c`, `e957903`, `c766212` and `1f6d7c1`;
// README.md says which dumps each remakes):
//
//   make-postgresql-dump VERSION FILE URL
//
// runs the first VERSION migrations of that release on the new, empty database at URL, then
// copies every row of the league file FILE (made by make-sqlite-fixture.sh for the same version)
// with its ids and versions, and sets the id generators past them. From version 5 on the
// journal's entries and rows are copied too, with the triggers off (`session_replication_role`
// is `replica` for the copy), so the copy itself is not journaled and every entry keeps its author;
// the migrations' own first entry gives way to the file's, which has the same id. From version 9
// on, which never gives an id again, each id generator goes on where the file's AUTOINCREMENT does.
// From version 13 on the guardians and their links take the contacts' place; from version 15 on
// the players' named ids follow them. A table's columns are the file's own (version 16's
// registration columns of `players` come with its rows; version 17 changes no table).
import Foundation
import RosterKit

let arguments = CommandLine.arguments
guard arguments.count == 4, let version = Int(arguments[1]) else {
  print("usage: make-postgresql-dump VERSION FILE URL")
  exit(2)
}
let source = try SQLiteStore(path: arguments[2])
guard try source.schemaVersion() == version else {
  print("\(arguments[2]) is not at schema version \(version)")
  exit(1)
}
let target = try PostgreSQLStore(url: arguments[3])
try target.migrate(Array(RosterModel.migrations.prefix(version)))
// The tables of the version, each after those it refers to.
let families =
  (version >= 13 ? ["guardians", "guardianships"] : ["contacts"]) + (version >= 15 ? ["player_ids"] : [])
let tables =
  version >= 5
  ? ["league", "divisions", "teams", "players", "staff"] + families + ["journal", "journal_rows"]
  : version >= 4 ? ["league", "divisions", "teams", "players", "staff"] + families : ["teams", "players"]
try target.transaction {
  if version >= 5 {
    try target.executeScript("SET LOCAL session_replication_role = replica")
    try target.executeScript(#"DELETE FROM "journal""#)
  }
  for table in tables {
    let columns = try source.rows("SELECT name FROM pragma_table_info(\(bind: .text(table))) ORDER BY cid")
      .map { $0[0].textValue! }
    let loader = try target.rowLoader(into: table, columns: columns)
    for row in try source.rows("SELECT * FROM \(ident: table) ORDER BY \"id\"") { try loader.append(row) }
    try loader.flush()
    // From version 9 on an id is never given again: the table's generator goes on where the
    // file's AUTOINCREMENT does, past the ids of rows deleted since (the journal has them).
    let sequence: SQL = "SELECT \"seq\" FROM sqlite_sequence WHERE \"name\" = \(bind: .text(table))"
    if version >= 9, let given = try source.rows(sequence).first?[0] {
      let generator = DatabaseValue.text(SQL.quoted(table))
      _ = try target.rows(
        "SELECT setval(pg_get_serial_sequence(\(bind: generator), 'id'), \(bind: given), true)")
    } else {
      for statement in target.dialect.identityResetStatements(table) { try target.executeScript(statement) }
    }
  }
  // From version 6 on, a league office's grants, which only PostgreSQL has: an admin, a viewer
  // and the manager of one team (roles need not exist for their rows to be kept).
  if version >= 6 {
    try target.executeScript(
      #"""
      INSERT INTO "roster_access" ("role", "kind", "team_id")
      SELECT 'metro_office', 'admin', NULL::bigint UNION ALL SELECT 'metro_viewer', 'viewer', NULL
      UNION ALL SELECT 'hawks_manager', 'manager', "id" FROM "teams" WHERE "abbreviation" = 'HAW'
      """#)
  }
}
