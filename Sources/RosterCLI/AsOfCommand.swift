import RosterKit

/// The league as it was: `--as-of WHEN` on any command, or `as-of WHEN` in a session until
/// `as-of now`. Read commands show the league then; changes are refused.
enum AsOfCommand {
  /// `as-of WHEN|now`.
  static let syntax = Syntax([
    .operand(
      .init(
        slot: .name, kind: .when, placeholder: "WHEN|now",
        missing: .missing("when: a date, a date and time, @ENTRY or now"), also: ["now"]))
  ])

  static func run(_ session: Session, _ input: CommandInput) throws {
    let word = input[.name] ?? ""
    if word.lowercased() == "now" {
      session.asOf = nil
      return session.say("Showing the league as it is now.")
    }
    let entry = try JournalAsOf.entry(try When.bound(word, endOfDay: true), in: session.context.store)
    session.asOf = entry
    session.say("Showing the league as of @\(entry.id) (\(When.local(entry.at))); 'as-of now' goes back.")
  }

  /// The journal entry `past` shows the league as of (nil for now): `--as-of WHEN`, or
  /// `--season NAME`, a closed season as of its last entry.
  static func entry(_ past: GlobalOptions.Past?, in session: Session) throws -> (id: Int64, at: String)? {
    let store = session.context.store
    switch past {
    case nil: return nil
    case .when(let bound): return try JournalAsOf.entry(bound, in: store)
    case .season(let name):
      guard session.model.has(.seasons), let last = try Seasons.lastEntry(of: name, in: store) else {
        return nil
      }
      return try JournalAsOf.entry(.entry(last), in: store)
    }
  }

  /// How many objects of `entity` the league had as of `entry` (now, without one).
  static func count(_ entity: Entity, asOf entry: Int64?, in session: Session) throws -> Int {
    var count = 0
    let at = try entry.map { try JournalAsOf.entry(.entry($0), in: session.context.store) }
    try shown(at, in: session) { count = try session.context.count(FetchRequest(entity: entity)) }
    return count
  }

  /// Runs `body` on the league as of `entry` (as it is, without one).
  static func shown(_ entry: (id: Int64, at: String)?, in session: Session, _ body: () throws -> Void) throws
  {
    guard let entry else { return try body() }
    let writer = session.context.writer
    let why =
      "the league is shown as of @\(entry.id) (\(When.local(entry.at))), which cannot be changed; "
      + "'as-of now' (or leaving out --as-of) goes back to the league as it is"
    session.context.reset()
    try JournalAsOf.enter(entry.id, writer: writer, why: why)
    defer {
      try? JournalAsOf.leave(writer: writer)
      session.context.reset()
    }
    try body()
  }
}
