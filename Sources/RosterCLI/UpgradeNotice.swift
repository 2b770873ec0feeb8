import RosterKit

/// Opening an older league upgrades it in place, after which the release that wrote it refuses
/// it: said once, on standard error, when it happens. It is said with `--quiet` too, which leaves
/// out confirmations of what was asked for; this is a warning about what was not.
enum UpgradeNotice {
  /// "roster: upgraded the league at 'x.sqlite' from schema 3 to 5 (…)".
  static func text(_ upgrade: League.Upgrade, database: String) -> String {
    "roster: upgraded the league at \(quoted(database)) from schema \(upgrade.from) to \(upgrade.to) "
      + "(older versions of Roster can no longer open it)"
  }

  /// Says it when opening `league` (at `location`) upgraded it; and each part of the schema that
  /// another program had dropped or changed and opening put back (a journal trigger), and why
  /// changes are refused when it could not.
  static func check(_ league: League, at location: String, err: TextSink) {
    if let upgrade = league.upgrade { err.line(text(upgrade, database: League.shown(location))) }
    for finding in league.schemaRepairs { err.line(SchemaDamage.notice(finding)) }
    if !league.schemaDamage.isEmpty {
      err.line("roster: warning: " + SchemaDamage(findings: league.schemaDamage).description)
    }
    err.flush()
  }
}
