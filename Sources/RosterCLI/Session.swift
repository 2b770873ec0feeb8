import RosterKit

/// What a command runs against: the open league, where output goes and in which format.
/// One-shot commands, scripts and the REPL each make one and run the same commands on it.
public final class Session {
  public let league: League
  public var format: OutputFormat
  public let out: TextSink
  public let err: TextSink
  /// Leaves out confirmations ("Added team …").
  public var quiet: Bool

  public init(
    league: League, format: OutputFormat = .table, out: TextSink, err: TextSink, quiet: Bool = false
  ) {
    self.league = league
    self.format = format
    self.out = out
    self.err = err
    self.quiet = quiet
  }

  public var context: Context { league.context }

  /// A confirmation for a person: one line on standard output, unless quiet.
  func say(_ message: String) {
    if !quiet { out.line(message) }
  }

  func show(_ listing: Listing) {
    ListingRenderer.render(listing, as: format, to: out)
  }
}
