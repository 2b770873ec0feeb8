import RosterKit

/// `form DIVISION [--create N [--names PATTERN]] [--seed N] [--reshuffle] [--split-siblings]
/// [--dry-run] [-f] [--force]`: places the division's free agents registered for it on its teams
/// by a plan (`Formation`) that keeps every hard rule, balances the teams and explains each
/// placement; the plan is printed, asked about at a terminal, and applied as one change — one
/// journal entry, one `undo`.
enum FormCommand {
  static let dryRun = CommandOption(
    "--dry-run", "-n", meaning: "print the plan and change nothing")
  static let seed = CommandOption(
    "--seed", value: .text, placeholder: "N",
    meaning: "the plan of another seed (a whole number; 0 unless given): the same seed, the same plan")
  static let create = CommandOption(
    "--create", value: .text, placeholder: "N", meaning: "make N new teams in the division before placing")
  static let names = CommandOption(
    "--names", value: .text, placeholder: "PATTERN",
    meaning: "the new teams' names, # standing for their number (\"DIVISION #\" unless given)")
  static let reshuffle = CommandOption(
    "--reshuffle", meaning: "place every player of the division again, not only those without a team")
  static let splitSiblings = CommandOption(
    "--split-siblings", meaning: "allow siblings on different teams (they are kept together otherwise)")

  static let syntax = Syntax(
    [
      .operand(
        .init(
          slot: .name, kind: .object(RosterModel.division.name), placeholder: "DIVISION",
          missing: .missing("the division whose players to place, such as U10")))
    ], options: [dryRun, seed, create, names, reshuffle, splitSiblings, BulkCommands.yes, BulkCommands.force])

  static let command = Command(
    "form", syntax: syntax,
    summary:
      "place a division's free agents registered for it on its teams: siblings and staff's children together, "
      + "ages, sizes and genders balanced, requests kept where balance allows; prints the plan and why, "
      + "then applies it as one change (--dry-run only prints it)",
    example: "form U10 --dry-run", run: run)

  static func run(_ session: Session, _ input: CommandInput) throws {
    let division = try session.league.object(RosterModel.division, named: input[.name] ?? "")
    let force = input.has(BulkCommands.force)
    let dry = input.has(dryRun)
    if !dry { try session.refuseChangesToThePast() }
    // The league's rule, said as its save would say it, before a plan is made for nothing.
    if division.value(forKey: "locked").integerValue == 1 && !force && !dry {
      throw FormationError(DivisionRules.locked(division.displayName) + "; nothing was placed")
    }
    var options = Formation.Options(division: division.objectID)
    options.seed = try number(seed, in: input, within: 0...UInt64(Int64.max)) ?? 0
    options.reshuffle = input.has(reshuffle)
    options.splitSiblings = input.has(splitSiblings)
    options.newTeams = try newTeamNames(for: division, input, in: session)
    var formation = try Formation(options, in: session.context)
    formation.checksBirthdates = !force
    guard formation.players.contains(where: { $0.team == nil }) || !options.newTeams.isEmpty else {
      return session.say(
        "Nothing to place: \(division.displayName) has no free agents registered for it "
          + "(--reshuffle places its players again).")
    }
    let plan = try formation.plan()
    show(plan, of: division.displayName, seed: options.seed, in: session)
    if dry { return session.say("Nothing was changed (--dry-run).") }
    let moving = plan.placements.count
    let asks = !(force || input.has(BulkCommands.yes))
    guard try !asks || session.confirm("Place \(RosterModel.player.presentation.count(moving)) as planned?")
    else {
      return session.say("Nothing was placed.")
    }
    try apply(plan, options.newTeams, to: division, in: session)
    let changes = try session.save(force: force)
    session.say(
      "Placed \(RosterModel.player.presentation.count(moving)) on \(division.displayName)'s teams"
        + (options.newTeams.isEmpty ? "" : " (\(options.newTeams.count) of them new)")
        + "; 'undo' takes it back.")
    EditingCommands.sayForced(changes, in: session)
  }

  /// The new teams, numbered after the division's name (or `--names`), skipping names taken.
  private static func newTeamNames(for division: ManagedObject, _ input: CommandInput, in session: Session)
    throws
    -> [String]
  {
    guard let count = try number(create, in: input, within: 1...200) else {
      if input.has(names) {
        throw input.usageError("--names names the teams --create makes; give --create N too")
      }
      return []
    }
    let pattern = input.value(names) ?? "\(division.displayName) #"
    guard pattern.contains("#") else {
      throw input.usageError("--names needs a # where each team's number goes, such as \"U10 #\"")
    }
    let taken = Set(
      try session.context.fetchValues(FetchRequest(entity: RosterModel.team), keyPaths: ["name"]).map {
        TextFolding.fold($0[0].description)
      })
    var made: [String] = []
    var number = 1
    while made.count < Int(count) {
      let name = pattern.split(separator: "#", omittingEmptySubsequences: false).joined(
        separator: String(number))
      if !taken.contains(TextFolding.fold(name)) { made.append(name) }
      number += 1
    }
    return made
  }

  /// A whole-number option's value within `range`; nil when not given.
  private static func number(
    _ option: CommandOption, in input: CommandInput, within range: ClosedRange<UInt64>
  )
    throws -> UInt64?
  {
    guard let text = input.value(option) else { return nil }
    guard let value = UInt64(text), range.contains(value) else {
      throw input.usageError(
        "\(option.name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \(quoted(text))"
      )
    }
    return value
  }

  /// Makes the plan's new teams and moves its players, in the session's context (saved by the caller).
  private static func apply(
    _ plan: FormationPlan, _ newTeams: [String], to division: ManagedObject, in session: Session
  ) throws {
    let context = session.context
    var teams: [ManagedObject] = []
    for summary in plan.teams {
      if let id = summary.id,
        let team = try context.existingObject(with: ObjectID(entityName: RosterModel.team.name, rowID: id))
      {
        teams.append(team)
      } else {
        let team = context.insert(RosterModel.team)
        team.setValue(.text(summary.name), forKey: "name")
        team.setObject(division, forKey: "division")
        teams.append(team)
      }
    }
    let ids = Set(plan.placements.map(\.player))
    let request = FetchRequest(
      entity: RosterModel.player, predicate: Formation.players(of: division.objectID))
    var players: [Int64: ManagedObject] = [:]
    for player in try context.fetch(request) where ids.contains(player.objectID.rowID) {
      players[player.objectID.rowID] = player
    }
    for placement in plan.placements {
      guard let player = players[placement.player] else {
        throw FormationError(
          "\(placement.name) was deleted or moved meanwhile; nothing was placed; form again")
      }
      player.setObject(teams[placement.team], forKey: "team")
    }
  }

  /// The plan: each team as it will be, each player placed and why, the requests, the balance.
  private static func show(_ plan: FormationPlan, of division: String, seed: UInt64, in session: Session) {
    let teamRows = plan.teams.map { team -> [DatabaseValue] in
      [
        .text(team.name + (team.id == nil ? " (new)" : "")), .integer(Int64(team.players)),
        .integer(Int64(team.placed)), .text(Formation.years(team.meanAge)),
        .text(Formation.years(team.ageSpread)),
        team.genders.isEmpty ? .null : .text(team.genders),
        .text(team.coaches.isEmpty ? "none" : team.coaches.joined(separator: ", ")),
      ]
    }
    session.show(
      Listing(
        columns: [
          .init("team"), .init("players", alignment: .right), .init("placed", alignment: .right),
          .init("mean_age", title: "mean age", alignment: .right),
          .init("age_spread", title: "age spread", alignment: .right),
          .init("genders", hidesWhenEmpty: true), .init("coach"),
        ], rows: teamRows, noun: "teams"))
    session.show(
      Listing(
        columns: [.init("player"), .init("team"), .init("why")],
        rows: plan.placements.map {
          [.text($0.name), .text(plan.teams[$0.team].name), .text($0.reasons.joined(separator: "; "))]
        }, noun: "placements"))
    for line in plan.requests { session.say("request: " + line) }
    for team in plan.teams where team.coaches.isEmpty { session.say("\(team.name) has no coach.") }
    let (before, after) = (plan.before, plan.after)
    session.say(
      "Balance (seed \(seed)): team sizes \(after.smallest)–\(after.largest); spread of the teams' mean ages "
        + "\(Formation.years(before.meanAgeSpread)) → \(Formation.years(after.meanAgeSpread)) years"
        + (after.requests > 0 ? "; requests kept \(after.requestsKept) of \(after.requests)" : "")
        + " (objective \(Formation.years(before.value)) → \(Formation.years(after.value))).")
  }
}
