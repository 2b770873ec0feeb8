/// A `SELECT` as a value: its columns, the table and every join it reads, the condition, the
/// grouping and order, and the window, each an `SQL` fragment in one dialect. `sql` renders it;
/// nothing about it changes after `QueryCompiler` made it, so its FROM clause is as valid as
/// its columns at any time. A correlated subquery is a `Query` too.
///
///     SELECT "players"."name", "team"."name"
///     FROM "players" LEFT JOIN "teams" AS "team" ON "team"."id" = "players"."team_id"
///     WHERE "players"."age" > ? ORDER BY "players"."age", "players"."id"
struct Query {
  /// A table under an alias (`"players" AS "players_1"`; the alias left out when it is the name).
  struct Table: Equatable {
    let name: String
    let alias: String
  }

  /// `LEFT JOIN table AS alias ON …`, or a `JOIN` when `isInner` (a many-to-many's join table,
  /// whose rows are the members).
  struct Join {
    let table: Table
    let on: SQL
    var isInner = false
  }

  var columns: [SQL]
  var from: Table
  var joins: [Join] = []
  var condition: SQL?
  var groupBy: [SQL] = []
  /// The condition on groups (`HAVING`), after `groupBy`.
  var having: SQL?
  var order: [SQL] = []
  var limit: SQL?
  var offset: SQL?
  /// The `MATCHES` patterns of the condition, to word a failed match (`run(on:)`).
  var patterns: [MatchedPattern] = []

  /// `FROM` the table with its joins.
  var fromClause: SQL {
    var sql: SQL =
      from.name == from.alias
      ? "FROM \(ident: from.name)" : "FROM \(ident: from.name) AS \(ident: from.alias)"
    for join in joins {
      sql.append(
        (join.isInner ? " JOIN " : " LEFT JOIN ")
          + "\(ident: join.table.name) AS \(ident: join.table.alias) ON \(join.on)")
    }
    return sql
  }

  /// The whole statement.
  var sql: SQL {
    var sql: SQL = "SELECT " + SQL.joined(columns, separator: ", ") + " " + fromClause
    if let condition { sql.append(" WHERE " + condition) }
    if !groupBy.isEmpty { sql.append(" GROUP BY " + SQL.joined(groupBy, separator: ", ")) }
    if let having { sql.append(" HAVING " + having) }
    if !order.isEmpty { sql.append(" ORDER BY " + SQL.joined(order, separator: ", ")) }
    if let limit { sql.append(" LIMIT " + limit) }
    if let offset { sql.append(" OFFSET " + offset) }
    return sql
  }
}
