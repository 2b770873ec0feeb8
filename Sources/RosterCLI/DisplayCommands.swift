import RosterKit

/// `format` and `expanded` (`\x`): how the session's following listings print, as sqlite3's
/// `.mode` and psql's `\x`.
enum DisplayCommands {
  static let formatUsage = "format [table|csv|json|md]"
  static let expandedUsage = "expanded [on|off|auto]"

  static func format(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.takeName()
    try arguments.finish()
    guard let name else {
      session.out.line("Listings print as \(session.format == .table ? "a table" : session.format.rawValue).")
      return
    }
    guard let format = OutputFormat(name: name), format != .html else {
      throw arguments.usageError(
        name.lowercased().hasPrefix("htm")
          ? "listings do not print as HTML; use \(OutputFormat.listingNames) (report -o FILE.html writes HTML)"
          : "unknown format \(quoted(name)); use \(OutputFormat.listingNames)")
    }
    session.format = format
    session.formatGiven = false
    session.say("Listings now print as \(format == .table ? "a table" : format.rawValue).")
  }

  static func expanded(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.takeName()?.lowercased()
    try arguments.finish()
    if let name {
      guard let mode = ExpandedRenderer.Mode(rawValue: name) else {
        throw arguments.usageError("expanded is on, off or auto, not \(quoted(name))")
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
