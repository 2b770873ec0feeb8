import RosterFixtures
import Testing

@testable import RosterKit

/// A fetch in age order runs on SQLite as two ordered queries merged on the age (players with a
/// birthdate, players without: `QueryCompiler.arms`); its rows are exactly the one query's.
struct OrderedArmsTests {
  let league: League
  let keys = ["name", "age", "birthdate", "team.name", "self"]

  init() throws {
    league = try Fixture.league()
    var random = SeededGenerator(seed: 17)
    let context = league.context
    let teams = try context.fetch(FetchRequest(entity: RosterModel.team), as: Team.self)
    let names = ["Ana", "ana", "Ána", "Bo", "Zoë", "Zoe", "Øyvind", "O'Neil", "坂本"]
    // Birthdates around today's day of the year, and on 29 February, so that equal ages come
    // from different birthdates and different ages from near ones.
    let today = CalendarDate.today()
    for number in 0..<300 {
      let player = context.insert(Player.self)
      player.name =
        names.randomElement(using: &random)! + (Bool.random(using: &random) ? "" : " \(number % 7)")
      player.team = Int.random(in: 0..<5, using: &random) == 0 ? nil : teams.randomElement(using: &random)
      if Int.random(in: 0..<5, using: &random) < 3 {
        let year = today.year - Int.random(in: 5...25, using: &random)
        let shifted = Int.random(in: -2...2, using: &random)
        let day =
          Int.random(in: 0..<4, using: &random) == 0
          ? (2, 29) : (today.month, max(1, min(28, today.day + shifted)))
        player.birthdate = CalendarDate(year: year - (day.0 == 2 ? year % 4 : 0), month: day.0, day: day.1)
      } else {
        player.age = Int.random(in: 5...25, using: &random)
      }
    }
    // Past the fixture's divisions' ages and roster sizes: the order is the point here.
    _ = try context.save(force: true)
  }

  /// The rows of `request` as the one query that sorts them all gives them.
  private func single(_ request: FetchRequest) throws -> [[DatabaseValue]] {
    let query = try league.context.query(request, selecting: .values(try keys.map(Context.keyPath)))
    var rows: [[DatabaseValue]] = []
    try league.store.query(query.sql) { rows.append($0.values) }
    return rows
  }

  @Test(
    arguments: [
      ("", "", nil), ("age > 10", "", nil), ("team == nil", "", nil), ("team.abbreviation == 'BOS'", "", nil),
      ("", "", 17), ("name BEGINSWITH[cd] 'a'", "", 5), ("", "age desc, birthdate", nil),
      ("", "age desc, birthdate, name desc", 40), ("", "leagueAge, birthdate desc", nil),
    ] as [(String, String, Int?)])
  func theMergedRowsAreTheOneQuerysRows(predicate: String, sort: String, limit: Int?) throws {
    var request = FetchRequest(entity: RosterModel.player)
    request.predicate = predicate.isEmpty ? nil : try Predicate(format: predicate)
    request.sortDescriptors = try (sort.isEmpty ? [] : SortDescriptor.parse(sort)) + Player.defaultOrder
    request.fetchLimit = limit
    let expected = try single(request)
    #expect(expected.count > 1 && expected.count <= limit ?? .max)
    // Read whole, one sort (unless there is a limit); preferring the first rows, two queries.
    for prefersFirstRows in [false, true] {
      request.prefersFirstRows = prefersFirstRows
      if !Backend.isPostgreSQL {
        #expect(try league.context.sql(for: request).count == (prefersFirstRows || limit != nil ? 2 : 1))
      }
      #expect(try league.context.fetchValues(request, keyPaths: keys) == expected)
      let objects = try league.context.fetch(request)
      #expect(objects.map(\.objectID.rowID) == expected.map { $0[4].integerValue! })
    }
  }

  /// The league's players in age order, on SQLite: two index ranges in their own order, no
  /// sort of every player before the first row.
  @Test(.disabled(if: Backend.isPostgreSQL, "reads SQLite's query plan"))
  func theLeagueInAgeOrderNeedsNoSort() throws {
    var request = FetchRequest(entity: RosterModel.player, sortDescriptors: Player.defaultOrder)
    request.prefersFirstRows = true
    let queries = try league.context.sql(for: request)
    #expect(queries.count == 2)
    for (sql, index) in zip(queries, ["players_birthdate_name", "players_age_name"]) {
      var plan: [String] = []
      try league.store.query("EXPLAIN QUERY PLAN " + sql) { row in plan.append(row.text(at: 3) ?? "") }
      #expect(plan.contains { $0.contains("USING INDEX \(index)") }, "\(plan)")
      #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }
  }

  /// The store's merge, on each engine: the smaller key first (the larger when descending), a
  /// tie to the earlier query, a missing key last, at most the limit.
  @Test func theStoreMergesOrderedQueries() throws {
    func merged(_ queries: [SQL], ascending: Bool, limit: Int? = nil) throws -> [String] {
      var names: [String] = []
      try league.store.query(merging: queries, on: 1, ascending: ascending, limit: limit) { row in
        names.append(row.text(at: 0) ?? "")
      }
      return names
    }
    let up: [SQL] = [
      "SELECT 'a', 1 UNION ALL SELECT 'c', 2 UNION ALL SELECT 'e', NULL",
      "SELECT 'b', 1 UNION ALL SELECT 'd', 3",
    ]
    #expect(try merged(up, ascending: true) == ["a", "b", "c", "d", "e"])
    #expect(try merged(up, ascending: true, limit: 3) == ["a", "b", "c"])
    #expect(try merged(up.reversed(), ascending: true) == ["b", "a", "c", "d", "e"])
    let down: [SQL] = [
      "SELECT 'c', 2 UNION ALL SELECT 'a', 1 UNION ALL SELECT 'e', NULL",
      "SELECT 'd', 3 UNION ALL SELECT 'b', 1",
    ]
    #expect(try merged(down, ascending: false) == ["d", "c", "a", "b", "e"])
    #expect(try merged(["SELECT 'x', 1 WHERE 1 = 0", "SELECT 'y', 2"], ascending: true) == ["y"])
  }
}
