import RosterKit

/// `lock division NAME` and `unlock division NAME`: a locked division's teams and rosters change
/// only with `--force` (the rule is `EligibilityAudit`'s); its own rules may still be changed.
enum LockCommands {
  /// `lock division NAME`, `unlock division NAME`.
  static func syntax(_ verb: String) -> Syntax {
    let entity = RosterModel.division
    return Syntax([
      .keyword(entity.presentation.noun, missing: "say which division to \(verb): \(verb) division NAME"),
      .operand(
        .init(
          slot: .name, kind: .object(entity.name), placeholder: "NAME",
          missing: .missing("the division to \(verb)"))),
    ])
  }

  static func lock(_ session: Session, _ input: CommandInput) throws {
    try set(locked: true, session, input)
  }

  static func unlock(_ session: Session, _ input: CommandInput) throws {
    try set(locked: false, session, input)
  }

  private static func set(locked: Bool, _ session: Session, _ input: CommandInput) throws {
    let verb = locked ? "lock" : "unlock"
    let division = try session.league.object(RosterModel.division, named: input[.name] ?? "")
    let shown = division.displayName
    guard (division.value(forKey: "locked").integerValue == 1) != locked else {
      session.say("\(shown) is already \(verb)ed.")
      return
    }
    division.setValue(.integer(locked ? 1 : 0), forKey: "locked")
    try session.save()
    session.say(
      locked
        ? "Locked \(shown): which teams it has, their players and those players' birthdates change only with --force."
        : "Unlocked \(shown): its teams and their players may change again.")
  }
}
