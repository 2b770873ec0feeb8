import RosterKit

/// `report [TEAM|league] [--private] [--format …] [-o FILE]`: a team's report, or the league's.
///
/// Reports are handed to parents and volunteers, so a team's shows league ages and leaves out
/// birthdates, contact details and medical notes unless `--private` asks for them, the coach's
/// copy (exports always have them).
enum ReportCommand {
  static let isPrivate = CommandOption(
    "--private", meaning: "add birthdates, contact details and medical notes, alerts first (the coach's copy)"
  )

  /// `report [TEAM|league] [--private] [--format text|csv|json|md|html] [-o FILE]`.
  static func syntax(_ model: Model) -> Syntax {
    Syntax([
      .optional([
        .operand(
          .init(
            slot: .name, kind: .object(model.rootEntity.name), placeholder: "TEAM|league", also: ["league"]))
      ]),
      .optional([.option(isPrivate)]), .optional([.global(.format, values: OutputFormat.reportNames)]),
      .optional([.option(InterchangeCommands.output)]),
    ])
  }

  static func run(_ session: Session, _ input: CommandInput) throws {
    let output = input.value(InterchangeCommands.output)
    let isPrivate = input.has(Self.isPrivate)
    let subject = input[.name]
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
      if isPrivate { throw input.usageError(Self.privateLeague) }
      text = renderer.render(try LeagueReport(checking: session.context))
    } else {
      let found: Team?
      do {
        found = try session.team(named: subject)
      } catch is LookupError
        where subject.map({ Suggestions.closest(to: $0.lowercased(), in: ["league"]) != nil }) == true
      {
        // `report lague`: the league's report, mistyped, more likely than a team so named.
        throw UsageError("there is no team called \(quoted(subject!)); did you mean 'report league'?")
      }
      guard let team = found else { throw input.usageError("say which team") }
      text = renderer.render(try TeamReport(team: team, isPrivate: isPrivate))
    }
    guard output != nil else { return session.paged { session.out.write(text) } }
    try InterchangeCommands.write(to: output, in: session) { $0.write(text) }
  }
}

extension ReportCommand {
  static let privateLeague =
    "--private adds birthdates and contacts to a team's report; the league's report has none to add"
}

extension OutputFormat {
  var reportFormat: ReportFormat {
    switch self {
    // The mail formats are a mailing list's, refused for a report before it runs.
    case .table, .emails, .phones, .vcard: return .text
    case .csv: return .csv
    case .json: return .json
    case .md: return .md
    case .html: return .html
    }
  }
}
