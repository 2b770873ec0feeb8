/// Why a journal entry cannot be taken back.
public enum JournalRevertError: PersonFacingError, Equatable {
  case noEntry(Int64)
  case nothingChanged(Int64)
  case alreadyReverted(Int64, by: Int64, author: String)
  case changedSince(Int64, name: String, by: Int64, author: String, command: String?)
  /// Changed since by an entry the asker may not read (another manager's): who and when only.
  case changedSinceUnread(Int64, name: String, by: Int64, author: String)
  /// A row it changed that is no longer there to change back.
  case gone(Int64, name: String)
  /// A row it changed that cannot have its values back: why, and what to do.
  case cannotChangeBack(Int64, name: String, why: String, then: String)
  case referenced(Int64, name: String, others: String)
  case cannotRestore(Int64, name: String, why: String, then: String)
  /// A link it took away that cannot be made again: why, and what to do.
  case linkCannotComeBack(Int64, link: String, why: String, then: String)
  /// A row it added that has links made since, which its deletion would take away or a `deny` refuse.
  case linkedSince(Int64, name: String, others: String)
  case nothingToUndo(author: String)
  /// An entry whose rows the asker may not read yet: on a server, a manager's own entry while
  /// the transaction that made it is open (a single-transaction script's).
  case unreadable(Int64)

  public var description: String {
    switch self {
    case .noEntry(let id):
      return "the journal has no entry @\(id); 'log' lists them"
    case .nothingChanged(let id):
      return "entry @\(id) changed no rows; there is nothing to take back"
    case .alreadyReverted(let id, let by, let author):
      return "entry @\(id) was already taken back by @\(by) (\(author)); 'revert \(by)' takes that back"
    case .changedSince(let id, let name, let by, let author, let command):
      return "\(name) was changed since @\(id) by \(author) in @\(by) (\(command ?? "another program")); "
        + "nothing was changed — take that change back first, or change the rows by hand"
    case .changedSinceUnread(let id, let name, let by, let author):
      return "\(name) was changed since @\(id) by \(author) in @\(by); nothing was changed — "
        + "ask \(author) or an admin to take that change back first, or change the rows by hand"
    case .cannotChangeBack(let id, let name, let why, let then):
      return "\(name), which @\(id) changed, cannot go back: \(why); nothing was changed — \(then)"
    case .gone(let id, let name):
      return "\(name), which @\(id) changed, is no longer there to change back; nothing was changed"
    case .referenced(let id, let name, let others):
      return "\(name), which @\(id) added, now has \(others) added since; nothing was changed — "
        + "move or delete them first"
    case .cannotRestore(let id, let name, let why, let then):
      return "\(name), which @\(id) deleted, cannot come back: \(why); nothing was changed — \(then)"
    case .linkCannotComeBack(let id, let link, let why, let then):
      return
        "the link of \(link), which @\(id) took away, cannot be made again: \(why); nothing was changed — \(then)"
    case .linkedSince(let id, let name, let others):
      return "\(name), which @\(id) added, now has \(others) linked since; nothing was changed — "
        + "unlink them first"
    case .nothingToUndo(let author):
      return "\(author) has no change left to undo"
    case .unreadable(let id):
      return "the rows @\(id) changed are shown to you only once its transaction is over, so it cannot be "
        + "taken back inside it; nothing was changed — undo it after the script (--single-transaction) ends"
    }
  }
}
