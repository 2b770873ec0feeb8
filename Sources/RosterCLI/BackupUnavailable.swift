import RosterKit

/// `backup` of a league that is not an SQLite file: the server's tools back it up, and
/// `migrate` copies it into one.
struct BackupUnavailable: PersonFacingError {
  let location: String
  var description: String {
    "a league on PostgreSQL is backed up by the server's tools (pg_dump), "
      + "or copied to a file with 'roster migrate --from \(location) --to FILE'"
  }
}
