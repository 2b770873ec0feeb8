import RosterKit

/// `format` and `expanded` (`\x`): how the session's following listings print, as sqlite3's
/// `.mode` and psql's `\x`.
enum DisplayCommands {
  /// `format [table|csv|json|md]`.
  static let formatSyntax = Syntax([
    .optional([
      .operand(
        .init(
          slot: .name, kind: .choice(OutputFormat.listings.map(\.rawValue)),
          placeholder: OutputFormat.listings.map(\.rawValue).joined(separator: "|")))
    ])
  ])
  /// `expanded [on|off|auto]`.
  static let expandedSyntax = Syntax([
    .optional([
      .operand(.init(slot: .name, kind: .choice(["on", "off", "auto"]), placeholder: "on|off|auto"))
    ])
  ])

  static func format(_ session: Session, _ input: CommandInput) throws {
    guard let name = input[.name] else {
      session.out.line("Listings print as \(session.format == .table ? "a table" : session.format.rawValue).")
      return
    }
    guard let format = OutputFormat(name: name), OutputFormat.listings.contains(format) else {
      throw input.usageError(
        name.lowercased().hasPrefix("htm")
          ? "listings do not print as HTML; use \(OutputFormat.listingNames) (report -o FILE.html writes HTML)"
          : OutputFormat(name: name).map {
            "listings do not print as \($0.rawValue); use \(OutputFormat.listingNames) (mail TEAM --format \($0.rawValue) writes a mailing list)"
          } ?? "unknown format \(quoted(name)); use \(OutputFormat.listingNames)")
    }
    session.format = format
    session.formatGiven = false
    session.say("Listings now print as \(format == .table ? "a table" : format.rawValue).")
  }

  static func expanded(_ session: Session, _ input: CommandInput) throws {
    if let name = input[.name]?.lowercased() {
      guard let mode = ExpandedRenderer.Mode(rawValue: name) else {
        throw input.usageError("expanded is on, off or auto, not \(quoted(name))")
      }
      session.expansion = mode
    } else {
      // `\x` alone switches, as psql's does.
      session.expansion = session.expansion == .off ? .on : .off
    }
    let meaning =
      switch session.expansion {
      case .on: "on: a table shows one record a block"
      case .off: "off"
      case .auto: "auto: one record a block when a table is wider than the screen"
      }
    session.say("Expanded display is \(meaning).")
  }
}
