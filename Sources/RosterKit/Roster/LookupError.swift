/// A team or player named in a command that does not match exactly one record.
public enum LookupError: PersonFacingError, Equatable, Sendable {
  case noTeam(String, suggestion: String?)
  case noPlayer(String, team: String?, suggestion: String?)
  case ambiguousPlayer(String, candidates: [String])
  /// `#` followed by something other than digits.
  case notAnID(String)

  public var description: String {
    switch self {
    case .noTeam(let name, let suggestion):
      return "no team is named or abbreviated \(quoted(name))"
        + (suggestion.map { "; did you mean \(quoted($0))?" } ?? "; 'roster teams' lists them")
    case .noPlayer(let name, let team, let suggestion):
      let what =
        name.hasPrefix("#") ? "no player has the id \(quoted(name))" : "no player named \(quoted(name))"
      return what + (team.map { " on \($0)" } ?? "")
        + (suggestion.map { "; did you mean \(quoted($0))?" } ?? "")
    case .notAnID(let text):
      return "\(quoted(text)) is not a player's id: an id is # followed by digits, such as #145"
    case .ambiguousPlayer(let name, let candidates):
      return
        "\(quoted(name)) matches \(NumberText.grouped(candidates.count)) players: \(candidates.joined(separator: "; "))"
        + "; add team=TEAM, or name one by its id, such as '\(candidates.first?.split(separator: " ").first ?? "#1")'"
    }
  }
}
