import RosterKit

/// `report [TEAM|league] [-o FILE]`: a team's report, or the league's.
enum ReportCommand {
  static func run(_ session: Session, _ arguments: inout Arguments) throws {
    let output = try arguments.takeOutput()
    let subject = try arguments.takeName()
    try arguments.finish()
    let format: ReportFormat
    if session.formatGiven {
      format = session.format.reportFormat
    } else if let output, let implied = ReportFormat(fileName: output) {
      format = implied
    } else {
      format = .text
    }
    let renderer = ReportRenderer(format: format, width: DisplayWidth.of)
    // Text and Markdown are for people; CSV, JSON and HTML are data (HTML escapes what it holds).
    session.out.escapesControls = session.out.isTerminal || format == .text || format == .md
    let text: String
    if subject?.lowercased() == "league" || (subject == nil && session.team == nil) {
      text = renderer.render(try LeagueReport(context: session.context))
    } else {
      guard let team = try session.team(named: subject) else { throw arguments.usageError("say which team") }
      text = renderer.render(try TeamReport(team: team))
    }
    try InterchangeCommands.write(to: output, in: session) { $0.write(text) }
  }
}

extension OutputFormat {
  var reportFormat: ReportFormat {
    switch self {
    case .table: return .text
    case .csv: return .csv
    case .json: return .json
    case .md: return .md
    case .html: return .html
    }
  }
}
