import Testing

@testable import RosterKit

/// A listing's column named by its key in `where` and `sort` (`team` for `team.name`): only a key
/// alone is renamed, never one inside a longer key path or a SUBQUERY, and the caret of an error
/// still points at what was typed.
struct PredicateRenamingTests {
  let keys = ["team": "team.name", "players": "teams.@sum.players.@count"]

  private func paths(_ node: Predicate.Node) -> [String] {
    switch node {
    case .constant: return []
    case .not(let inner): return paths(inner)
    case .and(let terms), .or(let terms): return terms.flatMap(paths)
    case .comparison(let comparison):
      return [comparison.left, comparison.right].compactMap {
        switch $0 {
        case .keyPath(let path): return path.components.map(\.name).joined(separator: ".")
        case .subquery(let subquery): return "SUBQUERY(\(subquery.collection.components.map(\.name)))"
        default: return nil
        }
      }
    }
  }

  @Test func aKeyAloneIsRenamedAndNothingElse() throws {
    let predicate = try Predicate(
      format:
        "team == 'A' AND NOT (players > 2 OR team.city == 'B') AND SUBQUERY(team, $t, team == 'C').@count > 0"
    )
    #expect(
      paths(predicate.renamingKeys(keys).node) == [
        "team.name", "teams.@sum.players.@count", "team.city", "SUBQUERY([\"team\"])",
      ])
    let sort = try SortDescriptor.parse("team desc, age")
    #expect(sort.map { $0.renamingKey(keys).keyPath.components.map(\.name) } == [["team", "name"], ["age"]])
    #expect(sort[0].renamingKey(keys).ascending == false)
  }

  /// An error about a renamed key points at the key as typed.
  @Test func anErrorPointsAtTheKeyTyped() throws {
    let predicate = try Predicate(format: "age > 1 AND team > 'x'").renamingKeys(["team": "team.nope"])
    #expect {
      try QueryChecker(model: RosterModel.shared, entity: RosterModel.player).check(
        FetchRequest(entity: RosterModel.player, predicate: predicate), selecting: .objects)
    } throws: { error in
      (error as? PredicateError)?.column == 13
    }
  }
}
