/// A function a model puts on the server with its access rules (`AccessNames.functions`): made
/// after the functions that decide access and run as the league's owner like them, so that it
/// may answer a question about rows its caller may not read — the verdict only. The store knows
/// only its name, its arguments' types and its text; what it answers is the model's.
public struct ServerFunction: Sendable {
  /// Its name, as `CREATE FUNCTION` gives it.
  public let name: String
  /// Its arguments' types, as `ALTER FUNCTION` names it (`jsonb`, `bigint[]`).
  public let arguments: String
  /// Its `CREATE FUNCTION` statement, written with the names of the access rules' own functions
  /// (`AccessNames.managedFunction`).
  public let definition: @Sendable (AccessNames) -> String

  public init(_ name: String, arguments: String, definition: @escaping @Sendable (AccessNames) -> String) {
    self.name = name
    self.arguments = arguments
    self.definition = definition
  }

  /// The function as `ALTER FUNCTION` names it: `roster_check(jsonb)`.
  public var signature: String { name + "(" + arguments + ")" }
}
