import Testing

@testable import RosterKit

/// An entity's unique rule as an import holds rows to it (`UniqueRule`): its key as the rule's
/// unique index holds it, the queries made from that key, and its sentence from a stored row —
/// SQL pinned, no database.
struct UniqueRuleTests {
  let player = RosterModel.player

  private func rule(_ keys: [String]) throws -> UniqueRule {
    let constraint = try #require(player.uniqueConstraints.first { $0.keys == keys })
    return UniqueRule(constraint, of: player)
  }

  /// A stored player row: Ana, number 7, on team 3, registered for no division.
  private var row: [DatabaseValue] {
    RowWriter.row(
      player,
      values: player.attributes.map { attribute -> DatabaseValue in
        switch attribute.name {
        case "name": .text("Ána Ruiz")
        case "age": .integer(20)
        case "number": .text("7")
        default: .null
        }
      }, targets: [3, nil])
  }

  @Test func theKeyIsTheIndexsColumnsInTheStoredRow() throws {
    let number = try rule(["team", "number"])
    #expect(number.columns == ["team_id", "number"])
    #expect(number.positions.map { player.columns[$0] } == ["team_id", "number"])
    #expect(number.column == "number")
    #expect(try rule(["id"]).columns == ["external_id"])
  }

  @Test func theStagedRowsThatBreakItAreOneQuery() throws {
    let sql = try rule(["team", "number"]).clashes(
      in: SQL.identifier("roster_staged_players"), line: SQL.identifier("line"),
      selecting: ["line", "name"].map(SQL.identifier))
    #expect(
      sql.rendered().sql
        == #"SELECT s."line", s."name" FROM (SELECT *, row_number() OVER (PARTITION BY "team_id", "number" "#
        + #"ORDER BY "line") AS "rank" FROM "roster_staged_players" WHERE "team_id" IS NOT NULL AND "#
        + #""number" IS NOT NULL) AS s WHERE s."rank" > 1 OR EXISTS (SELECT 1 FROM "players" AS p WHERE "#
        + #"p."team_id" = s."team_id" AND p."number" = s."number")"#)
  }

  @Test func theRowsHoldingAKeyAreFoundByItsValues() throws {
    let holding = try #require(try rule(["team", "number"]).holding(row))
    #expect(holding.rendered().sql == #""team_id" = ? AND "number" = ?"#)
    #expect(holding.rendered().bindings == [.integer(3), .text("7")])
    // A row without a number holds no number.
    var free = row
    free[try rule(["team", "number"]).positions[1]] = .null
    #expect(try rule(["team", "number"]).holding(free) == nil)
  }

  @Test func itsSentenceIsWordedFromTheStoredRow() throws {
    #expect(
      try rule(["team", "number"]).sentence(row, targetNames: ["team": "Boston Red Sox"], holder: "'Bo'")
        == "number 7 is already taken on Boston Red Sox by 'Bo'")
    #expect(UniqueRule.targets(row, of: player) == [3, nil])
  }
}
