/// A file that cannot be imported at all (unreadable, no header, unknown kind, broken quoting).
public struct ImportFileError: PersonFacingError, Equatable, Sendable {
  public let file: String
  public let line: Int?
  public let message: String

  public var description: String {
    file + (line.map { ":\($0)" } ?? "") + ": " + message + "; nothing was imported"
  }
}
