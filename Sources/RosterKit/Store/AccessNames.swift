/// The names a model's access rules are written with on the server (`Model.accessNames`, from
/// the model's `AccessScheme`), so that the store writes any model's rules and names nothing of
/// its own: the **unit** a manager is granted (a row of one table, Roster's teams), the tables
/// only the office changes, the words of the refusals, and the model's own server functions.
///
/// The grants' column, the deciding functions' names and their arguments are made from the
/// unit's names; for Roster's teams they are the names released leagues have (`team_id`,
/// `roster_managed_teams`, `roster_team_names`), so a change of these names is a new version.
public struct AccessNames: Sendable {
  /// The table of the units a manager is granted, which the grants refer to.
  public let unit: String
  /// The unit's column a refusal names one by, and the one they are listed in the order of.
  public let nameColumn: String
  public let orderColumn: String
  /// What a unit is called, in the refusals ("no …", "without a …") and the names made from it.
  public let noun: String
  /// The article of `noun` in a sentence ("a", "an").
  public let article: String
  /// The tables only admins change, in the order a refusal lists them.
  public let office: [String]
  /// What a refusal calls the rows of a table when not by its name (`league`: "settings").
  public let words: [String: String]
  /// The table and unit column of the rows whose holders read what they hold once it is settled
  /// (`roster_settled`), when no rule names one (`AccessRule.Holder.parent`).
  public let settled: (table: String, column: String)
  /// The model's functions made with the access rules, run as the owner.
  public let functions: [ServerFunction]

  public init(
    unit: String, nameColumn: String, orderColumn: String, noun: String, article: String, office: [String],
    words: [String: String], settled: (table: String, column: String), functions: [ServerFunction]
  ) {
    precondition(
      noun.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        && unit.allSatisfy { $0.isLetter || $0 == "_" },
      "a unit's noun and table make names: \(noun), \(unit)")
    self.unit = unit
    self.nameColumn = nameColumn
    self.orderColumn = orderColumn
    self.noun = noun
    self.article = article
    self.office = office
    self.words = words
    self.settled = settled
    self.functions = functions
  }

  /// The grants' column that names a manager's unit.
  public var grantColumn: String { noun + "_id" }
  /// The function that answers the units the session manages.
  public var managedFunction: String { "roster_managed_" + unit }
  /// The function that names units in a sentence ("A, B and C").
  var namesFunction: String { "roster_" + noun + "_names" }
  /// The index of the grants' units.
  var grantIndex: String { "roster_access_" + noun }
  /// The refusals' words for a manager of none, and for a row held by none.
  var noUnit: String { "no " + noun }
  var withoutUnit: String { "without " + article + " " + noun }
}
