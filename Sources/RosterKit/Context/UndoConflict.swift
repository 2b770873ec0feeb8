/// A later change of another session's that stands in the way of a session's undo or redo of its
/// own step (`JournalRevert.undo`), as the session words it: what the other session did, not
/// which journal entry did it — a row changed or deleted since ("Mookie Betts was changed by
/// another session (age 28 → 30)"), rows an import added changed since ("1 player the import
/// added was changed or deleted by another session"), or rows added since under rows the step
/// would take away ("another session added 2 players to teams the import added").
public enum UndoConflict: PersonFacingError, Equatable, Sendable {
  case row(ConflictError)
  /// How many rows the step added ("2 players"), and whether one.
  case added(String, one: Bool)
  /// How many rows were added ("2 players"), and under what ("teams the import added", "Chicago Cubs").
  case referenced(children: String, parents: String)
  /// A link the step made or took back, taken away since ("the link of player Ann Lee to
  /// guardian Sam Lee").
  case link(String)

  /// What stands in the way, since the step; `event` names the step when it was not a command's
  /// save ("the import").
  public func what(since event: String?) -> String {
    switch self {
    case .row(let conflict):
      return event.map { conflict.what(since: $0) } ?? conflict.what + " since"
    case .added(let rows, let one):
      return "\(rows) \(event ?? "the change") added \(one ? "was" : "were") changed or deleted by another "
        + "session since"
    case .referenced(let children, let parents):
      return "another session added \(children) to \(parents)" + (event == nil ? " since" : "")
    case .link(let link):
      return "\(link) was taken away by another session" + (event == nil ? " since" : "")
    }
  }

  public var description: String { what(since: nil) + "; nothing was changed" }
}
