import RosterKit

/// `duplicates guardians [TEAM|league|division NAME]`: the pairs of guardians that are likely one
/// adult, each with why (`GuardianDuplicates`: the same email; the same name with the same phone
/// or one a digit off; the same phone with names a letter apart — never an address or a name
/// alone), the older of the two first, as `merge guardian A B` keeps A (issue 42). It proposes;
/// nothing is merged but by `merge`. On a league office's server, among the guardians the
/// login reads.
enum DuplicatesCommand {
  static func command(_ model: Model) -> Command {
    let plural = model.declaration(of: RosterModel.guardian).presentation.plural
    return Command(
      "duplicates \(plural)", syntax: syntax,
      summary:
        "the pairs of \(plural) that are likely one adult, with why (the same email; the same name with the same "
        + "phone or one a digit off; the same phone with names a letter apart; never an address or a name alone), "
        + "of a team, a division or the league (the default); 'merge guardian KEPT MERGED' merges a pair",
      example: "duplicates \(plural)", run: run)
  }

  static let syntax = Syntax([.optional([CommandTable.leagueScope])])

  static func run(_ session: Session, _ input: CommandInput) throws {
    let found = try GuardianDuplicates(
      try CommandTable.leagueScope(of: input, in: session, otherwise: .league), in: session.context)
    let id = { (guardian: GuardianDuplicates.Guardian) in DatabaseValue.text("#\(guardian.id)") }
    session.show(
      Listing(
        columns: [
          .init("id", alignment: .right), .init("name"), .init("other_id", title: "id", alignment: .right),
          .init("other_name", title: "name"), .init("reason"),
        ],
        rows: found.pairs.map { pair in
          [
            id(pair.first), .text(pair.first.name), id(pair.second), .text(pair.second.name),
            .text(pair.reason),
          ]
        }, noun: "likely duplicates"))
    guard let first = found.pairs.first, session.format == .table else { return }
    session.say(
      "'merge guardian #\(first.first.id) #\(first.second.id)' keeps #\(first.first.id) and merges "
        + "#\(first.second.id) into it (undo takes it back).")
  }
}
