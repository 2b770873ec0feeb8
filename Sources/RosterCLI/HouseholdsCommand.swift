import RosterKit

/// `households [TEAM|league|division NAME]`: the adults at one address and the children who live
/// with them (`Households`), derived from the guardians' addresses each time, so that a family's
/// new address moves it at once. A child of separated parents is in both of their households
/// (issue 42). On a league office's server, from the guardianships the login reads.
enum HouseholdsCommand {
  static let command = Command(
    "households", syntax: Syntax([.optional([CommandTable.leagueScope])]),
    summary:
      "the households of a team, a division or the league (the default): the guardians at one address and the "
      + "children who live with them, derived from the guardians' addresses (a child of two homes is in both)",
    example: "households \"Boston Red Sox\"", run: run)

  static func run(_ session: Session, _ input: CommandInput) throws {
    let scope = try CommandTable.leagueScope(of: input, in: session, otherwise: .league)
    let found = try Households(scope, in: session.context)
    let child = { (child: Households.Child) -> String in
      guard case .team = scope, child.team != nil else {
        return child.name + " (\(child.team ?? "free agent"))"
      }
      return child.name
    }
    session.show(
      Listing(
        columns: [.init("address"), .init("guardians"), .init("players")],
        rows: found.households.map { household in
          [
            .text(household.address), .text(household.adults.joined(separator: ", ")),
            .text(household.children.map(child).joined(separator: ", ")),
          ]
        }, noun: "households"))
    guard session.format == .table, !session.quiet else { return }
    let players = session.model.declaration(of: RosterModel.player).presentation
    let guardians = session.model.declaration(of: RosterModel.guardian).presentation
    var notes: [String] = []
    if found.childrenInSeveral > 0 {
      notes.append(players.count(found.childrenInSeveral) + " in two households or more")
    }
    if found.unplaced > 0 { notes.append(guardians.count(found.unplaced) + " with no address, in none") }
    if !notes.isEmpty { session.say(notes.joined(separator: "; ") + ".") }
  }
}
