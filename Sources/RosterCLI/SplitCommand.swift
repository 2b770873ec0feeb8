import RosterKit

/// `split guardian NAME player=PLAYER … [key=value…]`: one guardian record made two adults
/// (`GuardianSplit`), the reverse of `merge guardian`: a new guardian with NAME's values, the
/// links to the players named moved to it, and the other settings (the email or phone that tell
/// the two apart) set on it — one save, one journal entry (issue 42).
enum SplitCommand {
  static func command(_ model: Model) -> Command {
    let entity = model.declaration(of: RosterModel.guardian)
    let noun = entity.presentation.noun
    return Command(
      "split \(noun)", syntax: syntax(entity),
      summary:
        "make one \(noun) record two adults, the reverse of merge: a new \(noun) with its values takes the links "
        + "to the players named (player= once a player), and the other settings given are the new one's",
      example: "split \(noun) \"Greg Halvorsen\" player=\"Astrid Halvorsen\" email=ghal@work.example.net",
      run: run)
  }

  static func syntax(_ entity: Entity) -> Syntax {
    Syntax([
      .operand(CommandTable.object(entity, "the \(entity.presentation.noun) to split")),
      .settings(
        .init(
          entity: entity.name,
          keys: [Syntax.Key(name: "player", kind: .object(RosterModel.player.name))] + Syntax.Key.of(entity),
          taking: .linking(usage: "player=PLAYER [player=PLAYER…] [key=value…]"))),
    ])
  }

  static func run(_ session: Session, _ input: CommandInput) throws {
    try session.refuseChangesToThePast()
    let entity = session.model.declaration(of: RosterModel.guardian)
    let original = try session.league.object(entity, named: input[.name] ?? "")
    let players = input.settings.filter { $0.key == "player" }.map(\.value)
    guard !players.isEmpty else {
      throw input.usageError("say which players go to the new guardian: player=PLAYER, once a player")
    }
    let split = try GuardianSplit(original, players: players)
    let settings = input.settings.filter { $0.key != "player" }
    try EditingCommands.apply(settings, to: split.guardian, excluding: [], in: session)
    try session.save()
    let links = split.moved.count == 1 ? "1 player's link" : "\(split.moved.count) players' links"
    session.say(
      "Split #\(split.guardian.objectID.rowID) \(split.guardian.displayName) off #\(original.objectID.rowID) "
        + "\(original.displayName), with \(links) (\(Prose.list(split.moved)))"
        + (settings.isEmpty ? "; 'set guardian #\(split.guardian.objectID.rowID) …' tells them apart." : "."))
  }
}
