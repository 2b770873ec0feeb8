import Testing

@testable import RosterKit

/// The queries Roster asks itself (team and player lookups, `find`, the export's id check) are
/// built as values, not parsed from format strings at run time; each gives the SQL its old
/// format string gave, on both dialects.
struct InternalQueryTests {
  private static let ids = [4, 9, 17].map {
    Predicate.Value.object(ObjectID(entityName: "Player", rowID: $0))
  }

  /// (entity, the predicate built in code, the format string it replaces, its arguments)
  static let cases: [(String, Predicate, String, [Predicate.Argument])] = [
    (
      "Team",
      .comparison(key: "name", .equal, .text("Red Sox"), options: .all)
        || .comparison(key: "abbreviation", .equal, .text("Red Sox"), options: .all),
      "name ==[cd] %@ OR abbreviation ==[cd] %@", [.value(.text("Red Sox")), .value(.text("Red Sox"))]
    ),
    (
      "Player", .comparison(key: "name", .equal, .text("José"), options: .all), "name ==[cd] %@",
      [.value("José")]
    ),
    (
      "Player", .comparison(key: "name", .contains, .text("o'b"), options: .all), "name CONTAINS[cd] %@",
      [.value("o'b")]
    ),
    ("Player", .comparison(key: "self", .in, ids), "self IN %@", [.list(ids)]),
    ("Player", .comparison(key: "id", .notEqual, .null), "id != nil", []),
  ]

  private func sql(_ predicate: Predicate, on entity: String, _ dialect: any SQLDialect) throws -> SQL {
    let entity = RosterModel.shared.entity(named: entity)
    let checked = try QueryChecker(model: RosterModel.shared, entity: entity)
      .check(FetchRequest(entity: entity, predicate: predicate), selecting: .count)
    return try QueryCompiler(dialect: dialect).compile(checked).sql
  }

  @Test(arguments: 0..<cases.count)
  func builtPredicatesCompileAsTheirFormatStringsDid(index: Int) throws {
    let (entity, built, format, arguments) = Self.cases[index]
    for dialect in [SQLiteDialect() as any SQLDialect, PostgreSQLDialect()] {
      let parsed = try Predicate(format: format, arguments)
      #expect(
        try sql(built, on: entity, dialect).rendered(placeholder: dialect.placeholder)
          == sql(parsed, on: entity, dialect).rendered(placeholder: dialect.placeholder))
    }
  }

  /// A built comparison is the parsed one but for where its pieces stand (nowhere: no caret).
  @Test func aBuiltComparisonIsTheParsedTree() throws {
    guard
      case .comparison(let built) = Predicate.comparison(
        key: "team.name", .beginsWith, "Bo", options: .caseInsensitive
      ).node,
      case .comparison(let parsed) = try Predicate(format: "team.name BEGINSWITH[c] 'Bo'").node
    else {
      Issue.record("not comparisons")
      return
    }
    #expect(built.op == parsed.op && built.options == parsed.options && built.quantifier == nil)
    guard case .keyPath(let left) = built.left, case .keyPath(let parsedLeft) = parsed.left,
      case .value(let value, let location) = built.right
    else {
      Issue.record("not a key and a value")
      return
    }
    #expect(left.components.map(\.name) == parsedLeft.components.map(\.name))
    #expect(value == "Bo" && location == .none)
  }
}
