/// Who makes a change and how, as its journal entry records them: the author (`$ROSTER_USER`,
/// else the login name; PostgreSQL records its own `session_user` instead) and the command as
/// typed, any password taken out.
public struct JournalStamp: Sendable, Equatable {
  public var author: String
  public var command: String

  public init(author: String, command: String) {
    self.author = author
    self.command = command
  }
}
