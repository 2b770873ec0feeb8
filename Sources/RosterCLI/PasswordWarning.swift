import RosterKit

/// A password on Roster's own command line (`--db`, `migrate --from`/`--to`) can be read by every
/// user of the machine, in `ps` and `/proc/PID/cmdline`: said once, on standard error. A password
/// in `$ROSTER_DB` is not (only the user and root read a process's environment).
enum PasswordWarning {
  static let text =
    "roster: warning: a password on the command line can be seen by every user of this machine; "
    + "keep it in ~/.pgpass or PGPASSWORD instead"

  /// Warns when any of `locations` (those given on the command line) is a URL with a password.
  static func check(_ locations: [String?], err: TextSink) {
    guard locations.contains(where: { $0.map(League.carriesPassword) ?? false }) else { return }
    err.line(text)
    err.flush()
  }
}
