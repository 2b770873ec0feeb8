import Foundation
import RosterKit

/// Team formation (issue 43): `form U10 --dry-run` as a new process on a division of 1,000
/// players and 80 teams (≤ 0.5 s) and of 10,000 and 800 (≤ 5 s), memory ≤ 128 MiB; and the plan's
/// quality against the industry's method in the same run — a snake draft of the same players
/// (by age, the one measure the generated players have: the draft that balances ages best) —
/// the spread of the teams' mean ages, Roster's at most half the draft's, and the families the
/// draft splits (Roster splits none).
extension Bench {
  func formation() throws {
    for (players, teams) in [(1_000, 80), (10_000, 800)] {
      let folder = work + "/formation-\(players)"
      try writeDivision(players: players, teams: teams, to: folder)
      let database = work + "/formation-\(players).sqlite"
      try? FileManager.default.removeItem(atPath: database)
      let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
        folder + "/" + $0
      }
      try check(
        Run.process([roster, "--db", database, "--quiet", "import"] + files), "roster import of the division")
      var samples = Samples()
      for _ in 0..<max(runs, 3) {
        let result = Run.process([roster, "--db", database, "--quiet", "form", "U10", "--dry-run"])
        try check(result, "roster form")
        samples.append(result)
      }
      let label = "\(NumberText.grouped(players)) players into \(teams) teams"
      rows.append(
        Row(
          figure: "form U10 --dry-run, \(label)", roster: samples, baseline: nil, baselineName: "",
          statistic: "median", target: players == 1_000 ? 500 : 5_000, absolute: true,
          note: "a new process; peak RSS \(samples.peakKilobytes / 1024) MiB (target 128)"))
      try formationQuality(database, label: label)
    }
  }

  /// Roster's plan against a snake draft of the same players: the spread (standard deviation)
  /// of the teams' mean ages, and the families each splits.
  private func formationQuality(_ database: String, label: String) throws {
    let league = try League(path: database)
    let division = try league.object(RosterModel.division, named: "U10")
    let formation = try Formation(Formation.Options(division: division.objectID), in: league.context)
    let plan = try formation.plan()
    let count = formation.teams.count
    // The draft: oldest first, teams in turn, back and forth.
    let order = formation.players.indices.sorted {
      (formation.players[$0].age, formation.players[$0].id) > (
        formation.players[$1].age, formation.players[$1].id
      )
    }
    var drafted = Array(repeating: 0, count: formation.players.count)
    for (pick, player) in order.enumerated() {
      let round = pick / count
      drafted[player] = round % 2 == 0 ? pick % count : count - 1 - pick % count
    }
    var planned = Array(repeating: 0, count: formation.players.count)
    let index = Dictionary(uniqueKeysWithValues: formation.players.enumerated().map { ($1.id, $0) })
    for placement in plan.placements { planned[index[placement.player]!] = placement.team }
    let ages = formation.players.map(\.age)
    let draftSpread = Self.spreadOfMeans(ages, drafted, teams: count)
    let planSpread = Self.spreadOfMeans(ages, planned, teams: count)
    rows.append(
      Row(
        figure: "form: spread of the teams' mean ages, \(label)",
        roster: Samples(values: [planSpread * 1_000]),
        baseline: Samples(values: [draftSpread * 1_000]), baselineName: "a snake draft by age",
        statistic: "median", target: 0.5, absolute: false,
        note: "in thousandths of a year; families split: Roster \(Self.familiesSplit(formation, planned)), "
          + "the draft \(Self.familiesSplit(formation, drafted)); sizes \(plan.after.smallest)–\(plan.after.largest); "
          + "lower bound 0 (teams' sizes within one)"))
  }

  /// The standard deviation of the teams' mean ages.
  static func spreadOfMeans(_ ages: [Double], _ teamOf: [Int], teams: Int) -> Double {
    var sums = Array(repeating: 0.0, count: teams)
    var counts = Array(repeating: 0, count: teams)
    for (player, team) in teamOf.enumerated() {
      sums[team] += ages[player]
      counts[team] += 1
    }
    let means = (0..<teams).filter { counts[$0] > 0 }.map { sums[$0] / Double(counts[$0]) }
    let mean = means.reduce(0, +) / Double(means.count)
    return (means.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(means.count)).squareRoot()
  }

  /// The families (players sharing a guardian) whose children are on more than one team.
  static func familiesSplit(_ formation: Formation, _ teamOf: [Int]) -> Int {
    var teams: [Int64: Set<Int>] = [:]
    for (player, candidate) in formation.players.enumerated() {
      for guardian in candidate.guardians { teams[guardian, default: []].insert(teamOf[player]) }
    }
    return teams.values.count { $0.count > 1 }
  }

  /// A league folder of one division, U10 (league ages 8 to 10, rosters of at most the even
  /// share and two), its teams, and its players all registered for it and on none: families of
  /// one to three children (a guardian each), birthdates over two years, a gender each, and a
  /// tenth asking for a teammate — the same files for the same sizes.
  func writeDivision(players: Int, teams: Int, to folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var random = LeagueGenerator.Random(state: UInt64(players) &* 7_919 | 1)
    let maximum = (players + teams - 1) / teams + 2
    var files = [
      "league.csv": "name,season,cutoff\nBench,2027,2027-08-31\n",
      "divisions.csv": "name,min_age,max_age,min_roster,max_roster\nU10,8,10,,\(maximum)\n",
      "teams.csv": "name,city,abbreviation,division\n"
        + (1...teams).map { "U10 T\($0),,,U10\n" }.joined(),
    ]
    var roster = "team,name,birthdate,age,position,number,division,gender,teammate_request\n"
    var guardians = "name,email,phone\n"
    var links = "team,player,guardian,relationship\n"
    var made = 0
    var family = 0
    while made < players {
      family += 1
      let children = min(1 + (random.below(10) < 3 ? 1 : 0) + (random.below(10) == 0 ? 1 : 0), players - made)
      guardians += "Parent \(family),parent\(family)@example.org,\n"
      for _ in 0..<children {
        let name = "Kid \(made) Family \(family)"
        let born = random.below(2) == 0 ? "2017" : "2018"
        let month = born == "2018" ? 1 + random.below(8) : 1 + random.below(12)
        let day = 1 + random.below(28)
        let request = random.below(10) == 0 ? "Kid \(random.below(players)) Family" : ""
        roster +=
          ",\(name),\(born)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day),,,,U10,"
          + "\(random.below(2) == 0 ? "female" : "male"),\(request)\n"
        links += ",\(name),Parent \(family),mother\n"
        made += 1
      }
    }
    files["players.csv"] = roster
    files["guardians.csv"] = guardians
    files["guardianships.csv"] = links
    for (name, text) in files {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
  }
}
