/// One table's access rule with what the dialect needs to write it: the table's columns (the id
/// and version first) and, for a revealed column, the SQL of the value shown instead; for a join
/// table, each end's column and the table it points to; for rows read by the managers of the
/// units they reach (`AccessRule.Readers.reached`), the path to those units.
public struct AccessTable: Sendable {
  /// One step of the path from a row to the units it reaches: the rows of `table` whose `match`
  /// is the step before's value (the row's id, at the first step), and their `carry`, the value
  /// the next step matches. The last step carries a unit's id.
  ///
  /// A guardian's `players.team` is two steps: the links of `guardians_players` whose
  /// `guardian_id` is the guardian's id, carrying `player_id`; then the `players` whose `id` that
  /// is, carrying `team_id`.
  public struct Step: Sendable, Equatable {
    public let table: String
    public let match: String
    public let carry: String

    public init(table: String, match: String, carry: String) {
      self.table = table
      self.match = match
      self.carry = carry
    }
  }

  public let rule: AccessRule
  public let columns: [String]
  public let revealed: [String: String]
  public let ends: [(column: String, table: String)]
  /// The path to the units a row reaches, for a rule whose readers are those units' managers.
  public let reach: [Step]

  public init(
    rule: AccessRule, columns: [String], revealed: [String: String],
    ends: [(column: String, table: String)] = [], reach: [Step] = []
  ) {
    self.rule = rule
    self.columns = columns
    self.revealed = revealed
    self.ends = ends
    self.reach = reach
  }
}
