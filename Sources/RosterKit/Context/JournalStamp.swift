/// Who makes a change and how, as its journal entry records them: the author (`$ROSTER_USER`,
/// else the login name; PostgreSQL records its own `session_user` instead) and the command as
/// typed, any password taken out.
public struct JournalStamp: Sendable, Equatable {
  public var author: String
  public var command: String
  /// The entry this change reverts (an undo), if it is one.
  public var reverts: Int64?

  public init(author: String, command: String, reverts: Int64? = nil) {
    self.author = author
    self.command = command
    self.reverts = reverts
  }
}
