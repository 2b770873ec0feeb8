/// What a model's access rules (`Model.access`) are written around, declared once with them: the
/// entity whose rows a manager is granted — the **unit**, Roster's `Team` — the tables only the
/// office changes, what the server's refusals call some tables, and the model's own functions on
/// the server. The store names none of these: it writes the rules with the names the model
/// makes from this declaration (`Model.accessNames`).
public struct AccessScheme: Sendable {
  /// The entity a manager is granted rows of: its table is the grants' (`roster_access`), its
  /// display key (in the order of its folded copy) names its rows in a refusal, and its noun says
  /// what one is ("you manage no team") and names the functions that answer them
  /// (`roster_managed_teams`, `roster_team_names`).
  public let unit: String
  /// The tables only admins change, in the order a refusal lists them (`AccessRule.Holder.office`
  /// says who changes a table's rows; these are also refused to a manager as the office's).
  public let office: [String]
  /// What a refusal calls the rows of a table when not by its name (`league`: "settings").
  public let words: [String: String]
  /// Functions the model puts on the server with the rules, run as the league's owner.
  public let functions: [ServerFunction]

  public init(unit: String, office: [String], words: [String: String] = [:], functions: [ServerFunction] = [])
  {
    self.unit = unit
    self.office = office
    self.words = words
    self.functions = functions
  }
}
