import Foundation
import RosterCLI
import RosterKit

/// A registration platform's export imported in its profile against the plain players file of
/// the same children (issue 42: ≤ 1.5×, ≤ 128 MiB, on both engines): a Sports Connect Enrollment
/// Details of `registrationChildren` children (160 columns, every field quoted, CRLF, two
/// guardians a row, 40% siblings) made by scripts/make-registration-fixtures.swift, and the
/// divisions, teams and players files Roster exports from the league it gives. The baseline
/// imports the players into a league that has the divisions and teams already (not timed): the
/// export's own teams and divisions are part of what the profile's import does. A second
/// baseline imports the same league from Roster's own folder (`export league DIR` of the league
/// the export gave: its players, guardians and guardianships, every row the export's import
/// writes, 5.3 a child where the players file has one) into an empty league, timed whole: what
/// reading the export costs beyond writing its rows (the profile, the identity rule), measured
/// on its own.
extension Bench {
  /// The children of the export: `--children`, else 20,001 with `--quick` (the generator streams
  /// the export alone past 20,000), else the issue's million.
  var registrationChildren: Int { children ?? (quick ? 20_001 : 1_000_000) }

  func registration() throws {
    let count = registrationChildren
    let label = "\(NumberText.grouped(count)) children"
    let folder = work + "/registration-\(count)"
    let export = folder + "/sportsconnect-enrollment-details.csv"
    let plain = (
      divisions: folder + "/divisions.csv", teams: folder + "/teams.csv", players: folder + "/players.csv",
      league: folder + "/league"
    )
    if !FileManager.default.fileExists(atPath: plain.league + "/guardianships.csv") {
      say("Generating a Sports Connect export of \(label) in \(folder)…")
      let generator = work + "/make-registration-fixtures"
      try check(
        Run.process(["swiftc", "-O", "-o", generator, "scripts/make-registration-fixtures.swift"]),
        "compiling scripts/make-registration-fixtures.swift")
      try check(Run.process([generator, folder, "--children", String(count)]), "the registration generator")
      let league = freshDatabase("registration-plain-source", schema: false)
      try check(
        Run.process([roster, "--db", league, "--quiet", "import", export]), "roster import of the export")
      for (noun, path) in [
        ("divisions", plain.divisions), ("teams", plain.teams), ("players", plain.players),
      ] {
        try check(Run.process([roster, "--db", league, "export", noun, "-o", path]), "roster export \(noun)")
      }
      try check(
        Run.process([roster, "--db", league, "export", "league", plain.league, "--overwrite"]),
        "roster export league")
    }
    say("Registration export in its profile, \(label)…")
    let imported = try registrationRows(engine: "", label: label, export: export, plain) {
      freshDatabase($0, schema: false)
    }
    say("A team's mailing list in the registration league, \(label)…")
    try mailListRow(imported, label: label)
    guard let server = Self.postgresServer else {
      say(
        "PostgreSQL: no server (run through scripts/postgres.sh, as make bench does); registration rows skipped"
      )
      return
    }
    say("PostgreSQL: registration export in its profile, \(label)…")
    try registrationRows(engine: "PostgreSQL: ", label: label, export: export, plain) {
      try freshPostgresDatabase(server, $0)
    }
  }

  /// The export's import and the plain players import, alternating, on databases `fresh` makes;
  /// the ratio's row and the peak memory's.
  /// The league the export's last import made is returned, for the rows that read it.
  @discardableResult
  private func registrationRows(
    engine: String, label: String, export: String,
    _ plain: (divisions: String, teams: String, players: String, league: String),
    fresh: (String) throws -> String
  ) throws -> String {
    let folder = try FileManager.default.contentsOfDirectory(atPath: plain.league).sorted().map {
      plain.league + "/" + $0
    }
    var mine = Samples(), players = Samples(), own = Samples()
    var database = ""
    for _ in 0..<runs {
      database = try fresh("roster_bench_registration")
      let result = Run.process([roster, "--db", database, "--quiet", "import", export])
      try check(result, "\(engine)roster import of the export")
      mine.append(result)

      let baseline = try fresh("roster_bench_registration_plain")
      try check(
        Run.process([roster, "--db", baseline, "--quiet", "import", plain.divisions, plain.teams]),
        "\(engine)roster import of the divisions and teams")
      let plainResult = Run.process([roster, "--db", baseline, "--quiet", "import", plain.players])
      try check(plainResult, "\(engine)roster import of the players")
      players.append(plainResult)

      // The same league from Roster's own folder, into an empty league.
      let whole = try fresh("roster_bench_registration_own")
      let ownResult = Run.process([roster, "--db", whole, "--quiet", "import"] + folder)
      try check(ownResult, "\(engine)roster import of the league's folder")
      own.append(ownResult)
    }
    rows.append(
      Row(
        figure: "\(engine)import a registration export, \(label)", roster: mine, baseline: players,
        baselineName: "Roster, the plain players file", statistic: "median", target: 1.5, absolute: false,
        note: "Sports Connect, 160 quoted columns; teams and divisions made"))
    rows.append(
      Row(
        figure: "\(engine)import a registration export, \(label), against the same league's folder",
        roster: mine, baseline: own, baselineName: "Roster, its own folder (export league DIR)",
        statistic: "median", target: 1.5, absolute: false,
        note: "what reading the export costs beyond writing its rows: the profile, the identity rule"))
    rows.append(
      Row(
        figure: "\(engine)import a registration export, \(label): peak RSS (MiB)",
        roster: Samples(values: [Double(mine.peakKilobytes) / 1024]), baseline: nil,
        baselineName: "", statistic: "median", target: 128, absolute: true, note: ""))
    return database
  }

  /// A team's mailing list (`mail TEAM`: its guardians, one address an adult) made in this
  /// process for 1,000 teams picked at random, each timed: issue 42's p99 ≤ 50 ms.
  private func mailListRow(_ database: String, label: String) throws {
    let league = try League(path: database)
    let teams = try league.store.rows(#"SELECT "id" FROM "teams" ORDER BY "id""#).compactMap {
      $0[0].integerValue
    }
    guard !teams.isEmpty else { return }
    var random = SystemRandomNumberGenerator()
    var samples = Samples()
    var addresses = 0
    for _ in 0..<1_000 {
      let team = ObjectID(entityName: RosterModel.team.name, rowID: teams.randomElement(using: &random)!)
      let start = Run.now()
      let list = try MailingList(.team(team), to: .guardians, by: .email, in: league.context)
      samples.append(inProcess: Run.now() - start)
      addresses += list.recipients.count
    }
    try siblingsRow(league, label: label)
    try duplicatesRow(league, label: label)
    rows.append(
      Row(
        figure: "a team's mailing list, \(label), in-process", roster: samples, baseline: nil,
        baselineName: "", statistic: "p99", target: 50, absolute: true,
        note: "p50 \(format(samples.median)) ms; \(format(Double(addresses) / 1_000)) addresses a team"))
  }

  /// `siblings #ID` of 1,000 players picked at random, each run as a session runs it (the
  /// command's lookup, derivation and listing, written to /dev/null) and timed: issue 42's
  /// p99 ≤ 50 ms.
  private func siblingsRow(_ league: League, label: String) throws {
    let players = try league.store.rows(#"SELECT "id" FROM "players" ORDER BY "id""#).compactMap {
      $0[0].integerValue
    }
    guard !players.isEmpty else { return }
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let session = Session(
      league: league, format: .csv, out: TextSink(descriptor: null), err: TextSink(descriptor: null),
      quiet: true)
    var random = SystemRandomNumberGenerator()
    var samples = Samples()
    for _ in 0..<1_000 {
      let player = players.randomElement(using: &random)!
      let start = Run.now()
      try CommandTable.run([Argument("siblings"), Argument("#\(player)")], in: session)
      session.out.flush()
      samples.append(inProcess: Run.now() - start)
    }
    rows.append(
      Row(
        figure: "siblings PLAYER, \(label), in-process", roster: samples, baseline: nil, baselineName: "",
        statistic: "p99", target: 50, absolute: true, note: "p50 \(format(samples.median)) ms"))
  }
}
