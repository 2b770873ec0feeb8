import FoundationEssentials
import RosterKit

/// `migrate --from DATABASE --to DATABASE`: copies a league between an SQLite file and a
/// PostgreSQL server (either way), so a club can grow into the league's server, or take a copy
/// home. It needs no league of its own, so it runs before `--db` is opened.
enum MigrateCommand {
  static let from = CommandOption(
    "--from", value: .file, placeholder: "DATABASE",
    required: "missing --from DATABASE: the league to copy (a file or a postgresql:// URL)",
    meaning: "the league to copy: a file or a postgresql:// URL")
  static let to = CommandOption(
    "--to", value: .file, placeholder: "DATABASE",
    required: "missing --to DATABASE: where to copy it (a new file or an empty database)",
    meaning: "where to copy it: a new file or an empty database")

  /// `migrate --from DATABASE --to DATABASE`.
  static let syntax = Syntax([.option(from), .option(to)])

  /// In a session (the REPL, a script): the same, the session's own league untouched.
  static func run(_ session: Session, _ input: CommandInput) throws {
    try run(
      input, out: session.out, err: session.err, quiet: session.quiet,
      environment: ProcessInfo.processInfo.environment)
  }

  /// From the program's own command line too: `given` sees `--from` and `--to` (to warn about a
  /// password in them).
  static func run(
    _ input: CommandInput, out: TextSink, err: TextSink, quiet: Bool, environment: [String: String],
    given: (_ from: String, _ to: String) -> Void = { _, _ in }
  ) throws {
    let (from, to) = (input.value(Self.from) ?? "", input.value(Self.to) ?? "")
    given(from, to)
    let source = try RosterCLI.databasePath(from, environment: environment)
    let target = try RosterCLI.databasePath(to, environment: environment)
    guard source != target else { throw TransferError.sameDatabase(League.shown(source)) }
    // A file that is not there is a mistyped source, not an empty league to create.
    if source == ":memory:" || League.isFile(source) && !FileManager.default.fileExists(atPath: source) {
      throw UsageError("there is no league at \(quoted(source)); check the path after --from")
    }
    let created = League.isFile(target) && !FileManager.default.fileExists(atPath: target)
    do {
      let from = try open(source, option: "--from", err: err)
      let to = try open(target, option: "--to", err: err)
      let report: LeagueTransfer.Report
      do {
        report = try LeagueTransfer.copy(from: from, to: to)
      } catch let error as StoreError {
        // The source was read when it was opened: what fails now is writing the target, unless
        // the source turns out damaged, or its server (and only its) went away.
        let sourceFailed =
          error.kind == .corrupt
          || error.kind == .connection && PostgreSQLStore.handles(source) && !PostgreSQLStore.handles(target)
        throw DatabaseError(
          database: League.shown(sourceFailed ? source : target), option: sourceFailed ? "--from" : "--to",
          error: error)
      }
      if !quiet {
        out.line(
          "Copied \(report.summary(from.context.model)) "
            + "from \(League.shown(source)) to \(League.shown(target)).")
      }
    } catch {
      // A file this command created holds nothing worth keeping.
      if created { League.removeFile(target) }
      throw error
    }
  }

  /// The league at `location`; its errors name it, since this command has no league of its own.
  /// Opening an older source upgrades it in place, which is said as for `--db`.
  private static func open(_ location: String, option: String, err: TextSink) throws -> League {
    do {
      let league = try League(path: location)
      UpgradeNotice.check(league, at: location, err: err)
      return league
    } catch let error as StoreError {
      throw DatabaseError(database: League.shown(location), option: option, error: error)
    } catch let error as MigrationError {
      throw DatabaseError(database: League.shown(location), option: option, error: error)
    }
  }
}
