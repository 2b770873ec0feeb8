/// Why Roster does not change a league whose schema another program changed in a way opening it
/// could not undo (`League.schemaDamage`): one sentence, naming the first thing wrong.
public struct SchemaDamage: PersonFacingError, Equatable {
  public let findings: [SchemaAudit.Finding]

  public init(findings: [SchemaAudit.Finding]) { self.findings = findings }

  public var description: String {
    let first = findings.first.map { League.describe($0) } ?? "its schema is not as Roster made it"
    let more = findings.count > 1 ? " and \(findings.count - 1) more" : ""
    return "Roster does not change this league while its schema is not as Roster made it (\(first)\(more)); "
      + "'roster check' lists what is wrong: on a server the league's owner puts it back by opening the "
      + "league with roster, and a file is restored from a backup or rid of what another program added"
  }

  /// "roster: put back the trigger 'players_journal_update' of players, which was missing": said
  /// on opening, for each thing put back.
  public static func notice(_ finding: SchemaAudit.Finding) -> String {
    let was =
      switch finding.state {
      case .missing: "missing"
      case .disabled: "turned off"
      case .unvalidated: "not enforced on the rows there before it"
      case .changed, .unexpected: "not as Roster made it"
      }
    return "roster: put back \(finding.subject), which was \(was)"
  }
}
