import RosterKit

/// `lock division NAME` and `unlock division NAME`: a locked division's teams and rosters change
/// only with `--force` (the rule is `EligibilityAudit`'s); its own rules may still be changed.
enum LockCommands {
  static func lock(_ session: Session, _ arguments: inout Arguments) throws {
    try set(locked: true, session, &arguments)
  }

  static func unlock(_ session: Session, _ arguments: inout Arguments) throws {
    try set(locked: false, session, &arguments)
  }

  private static func set(locked: Bool, _ session: Session, _ arguments: inout Arguments) throws {
    let verb = locked ? "lock" : "unlock"
    let entity = RosterModel.division
    guard arguments.takeKeyword(entity.presentation.noun) else {
      throw arguments.usageError("say which division to \(verb): \(verb) division NAME")
    }
    let name = try arguments.requireName("the division to \(verb)")
    try arguments.finish()
    let division = try session.league.object(entity, named: name)
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
