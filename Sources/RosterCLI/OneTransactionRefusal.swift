import RosterKit

/// A command that works outside the session's transaction, refused inside a script run as one
/// (`roster -1`): it would copy the league as last committed, without what the script changed so
/// far, and wait on the script's own lock (a backup inside one once waited forever, locking every
/// other writer out).
struct OneTransactionRefusal: PersonFacingError, Equatable {
  let command: String

  var description: String {
    "\(command) copies the league as it is committed, and this script's changes are committed only when "
      + "it ends (--single-transaction); run '\(command)' after the script, or run the script without -1"
  }
}
