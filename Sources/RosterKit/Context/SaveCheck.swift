/// A rule of the application's own that saves keep, beyond what the schema can enforce: a
/// league's eligibility rules, which compare ages with a division's and count rosters.
///
/// A context runs its checks inside each save's transaction. A check starts before the rows are
/// written, while the database still holds the data as it was, and finishes after them, before
/// the commit, naming what the save breaks: so it can tell a problem the save makes from one
/// that was there already. A save that breaks a rule is refused (`RuleError`) and changes
/// nothing, unless it is forced (`Context.save(force:)`), when it is made and its change set
/// says what it broke (`ChangeSet.forced`).
///
/// Writes below the context (an import) run a check the same way: start it first thing in
/// their transaction, finish it last.
public struct SaveCheck: Sendable {
  /// What a started check runs once the rows are written: given the save's change set, the
  /// rules it breaks.
  public typealias Finish = (ChangeSet) throws -> [RuleBreach]

  public let name: String
  /// Given the context and its pending changes as a change set (new objects with their temporary
  /// ids), reads what it needs from the data as it is, and returns what to run after the writes.
  public let start: @Sendable (Context, ChangeSet) throws -> Finish

  public init(_ name: String, start: @escaping @Sendable (Context, ChangeSet) throws -> Finish) {
    self.name = name
    self.start = start
  }
}

/// One way a change breaks a rule, in two tenses: as a refusal ("U12's Tigers would have 15
/// players; the division allows 14") and as what a forced change made ("U12's Tigers has 15
/// players; …").
public struct RuleBreach: Sendable, Equatable, CustomStringConvertible {
  public let refusal: String
  public let forced: String

  public init(refusal: String, forced: String) {
    self.refusal = refusal
    self.forced = forced
  }

  public var description: String { refusal }
}

/// A change refused because it breaks rules: every one it breaks, a sentence each.
public struct RuleError: PersonFacingError, Equatable {
  public let breaches: [RuleBreach]

  public init(_ breaches: [RuleBreach]) { self.breaches = breaches }

  /// Refuses `breaches` unless `force`; returns them, made anyway, when forced.
  public static func enforce(_ breaches: [RuleBreach], force: Bool) throws -> [RuleBreach] {
    if !breaches.isEmpty && !force { throw RuleError(breaches) }
    return breaches
  }

  public var description: String {
    let hint = "nothing was changed (--force makes the change anyway)"
    guard breaches.count > 1 else {
      let sentence = breaches.first?.refusal ?? ""
      // "U12 is locked; unlock it or use --force" says how already.
      return sentence + (sentence.contains("--force") ? "; nothing was changed" : "; " + hint)
    }
    return "the change breaks \(breaches.count) rules; \(hint):\n"
      + breaches.map { "  " + $0.refusal }.joined(separator: "\n")
  }
}
