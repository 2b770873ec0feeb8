/// The command was not written as its usage says. Exit status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  /// The usage line of the command, shown after the message.
  public let usage: String?

  public init(_ message: String, usage: String? = nil) {
    self.message = message
    self.usage = usage
  }

  public var description: String { message }
}
