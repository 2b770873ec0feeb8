import RosterKit

/// `eligibility` lists what breaks the league's rules, and `why` explains one player.
enum EligibilityCommands {
  /// `eligibility [TEAM|division NAME|league]`: every problem of the league, a division or a team
  /// (inside a team, that team), as a listing in any format. Exit status 1 when there is one.
  /// `eligibility [TEAM|league|division NAME]`.
  static let listSyntax = Syntax([.optional([CommandTable.leagueScope])])

  /// `why PLAYER [team=TEAM]`.
  static let whySyntax = Syntax(
    [.operand(CommandTable.object(RosterModel.player, "the player to explain"))]
      + (CommandTable.placement(of: RosterModel.player, in: RosterModel.shared).map { [.placement($0)] } ?? [])
  )

  static func list(_ session: Session, _ input: CommandInput) throws {
    let subject = try self.subject(input, in: session)
    let problems = try Eligibility.problems(in: session.context, scope: subject.scope)
    if problems.isEmpty && [.table, .md].contains(session.format) {
      session.say("No eligibility problems: \(try checked(subject, in: session)).")
      return
    }
    session.show(listing(problems, table: session.format == .table))
    guard problems.isEmpty else { throw EligibilityFailure(subject: subject.name, count: problems.count) }
  }

  /// What `eligibility` checks, and how messages name it.
  struct Subject {
    let scope: EligibilityScope
    /// "the league", "U12", "Riverside Tigers U12".
    let name: String
    let division: ManagedObject?
    let team: ManagedObject?
  }

  private static func subject(_ input: CommandInput, in session: Session) throws -> Subject {
    let name = input[.name]
    if input.took("division") {
      let division = try session.league.object(RosterModel.division, named: name ?? "")
      return Subject(
        scope: .division(division.objectID), name: division.displayName, division: division, team: nil)
    }
    if name?.lowercased() == "league" || (name == nil && session.team == nil) {
      return Subject(scope: .league, name: "the league", division: nil, team: nil)
    }
    guard let team = try session.team(named: name) else { throw input.usageError("say which team") }
    return Subject(scope: .team(team.objectID), name: team.displayName, division: nil, team: team)
  }

  /// "4 divisions, 20 teams and 252 players; league ages on 2027-08-31": what was checked.
  private static func checked(_ subject: Subject, in session: Session) throws -> String {
    let context = session.context
    let count = { (entity: Entity, predicate: Predicate?) in
      try context.count(FetchRequest(entity: entity, predicate: predicate))
    }
    var parts: [String]
    if let team = subject.team {
      let players = try count(RosterModel.player, .comparison(key: "team", .equal, .object(team.objectID)))
      parts = ["\(team.displayName) and its \(RosterModel.player.presentation.count(players))"]
    } else if let division = subject.division {
      let id = division.objectID
      let teams = try count(RosterModel.team, .comparison(key: "division", .equal, .object(id)))
      let players = try count(RosterModel.player, .comparison(key: "team.division", .equal, .object(id)))
      parts = [
        "\(division.displayName), its \(RosterModel.team.presentation.count(teams)) and "
          + RosterModel.player.presentation.count(players)
      ]
    } else {
      parts = [
        Prose.list(
          try [RosterModel.division, RosterModel.team, RosterModel.player].map {
            $0.presentation.count(try count($0, nil))
          })
      ]
    }
    if let cutoff = try context.settingDay(RosterModel.cutoff) {
      parts.append("league ages on the cutoff, \(cutoff)")
    } else {
      parts.append("league ages today, \(context.today) (the league has no cutoff)")
    }
    return parts.joined(separator: "; ")
  }

  /// The problems as rows: a table says each in its sentence, beside its division, team and player;
  /// the other formats add the rule and its numbers.
  static func listing(_ problems: [EligibilityProblem], table: Bool) -> Listing {
    var columns: [Listing.Column] = [
      .init("division"), .init("team"), .init("player", hidesWhenEmpty: true), .init("problem"),
    ]
    if !table {
      columns.insert(.init("rule"), at: 0)
      columns.insert(
        contentsOf: ["value", "min", "max"].map { Listing.Column($0, alignment: .right) }, at: 4)
    }
    let rows = problems.map { problem -> [DatabaseValue] in
      let text = { (text: String?) in text.map(DatabaseValue.text) ?? .null }
      let number = { (number: Int?) in number.map { DatabaseValue.integer(Int64($0)) } ?? .null }
      var row = [
        text(problem.divisionText), text(problem.teamText), text(problem.player?.name),
        .text(problem.sentence),
      ]
      if !table {
        row.insert(.text(problem.rule.rawValue), at: 0)
        row.insert(
          contentsOf: [number(problem.value), number(problem.minimum), number(problem.maximum)], at: 4)
      }
      return row
    }
    return Listing(columns: columns, rows: rows, noun: "eligibility problems")
  }

  /// `why PLAYER [team=TEAM]`: each rule that applies to the player, its numbers, and whether it
  /// passes.
  static func why(_ session: Session, _ input: CommandInput) throws {
    let player = try EditingCommands.object(
      RosterModel.player, input[.name] ?? "", parent: input.parent, in: session)
    let explanation = try PlayerEligibility(of: player, in: session.context)
    let rows = explanation.checks.map { check -> [DatabaseValue] in
      [.text(check.rule), .text(check.passes ? "passes" : "fails"), .text(check.detail)]
    }
    session.show(
      Listing(columns: [.init("rule"), .init("result"), .init("detail")], rows: rows, noun: "rules"))
    guard [.table, .md].contains(session.format) else { return }
    let place = [explanation.team?.name, explanation.division?.name].compactMap { $0 }.joined(separator: ", ")
    let who = explanation.player.name + (place.isEmpty ? "" : " (\(place))")
    let failing = explanation.checks.filter { !$0.passes }.count
    session.say(
      failing == 0
        ? "\(who) passes every rule."
        : "\(who) fails \(failing) of \(explanation.checks.count) rules.")
  }
}

/// `eligibility` found problems: the listing said them; this is the exit status's sentence.
struct EligibilityFailure: PersonFacingError {
  let subject: String
  let count: Int
  var description: String {
    "\(subject) has \(count == 1 ? "an eligibility problem" : "\(NumberText.grouped(count)) eligibility problems")"
  }
}
