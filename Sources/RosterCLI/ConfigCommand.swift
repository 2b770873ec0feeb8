import FoundationEssentials
import RosterKit

/// `config`: the settings in effect, each with where it came from, and the config file's path.
/// `roster config` runs without opening the league, so a setting that keeps it from opening can
/// still be seen.
enum ConfigCommand {
  static func run(_ session: Session, _ input: CommandInput) throws {
    let configuration =
      try session.configuration ?? Configuration(environment: ProcessInfo.processInfo.environment)
    write(configuration, as: session.format, to: session.out)
  }

  /// `roster config`, before any league is opened (its words read by its syntax): `past` the
  /// `--as-of` or `--season` given with it (refused: config reads nothing of the league then).
  static func show(_ configuration: Configuration, past: String?, out: TextSink) throws {
    if let command = CommandTable.commands.first(where: { $0.name == "config" }) {
      try CommandTable.refuseIgnoredPast(given: past, for: command)
      try CommandTable.refuseFormat(configuration.format, for: command)
    }
    write(configuration, as: configuration.format, to: out)
  }

  private static func write(_ configuration: Configuration, as format: OutputFormat, to out: TextSink) {
    let table = configuration.table()
    var listing = Listing(columns: table.header.map { Listing.Column($0) }, noun: "settings")
    listing.rows = table.rows.map { $0.map(DatabaseValue.text) }
    ListingRenderer.render(listing, as: format, to: out)
    if format == .table {
      let file = Configuration.shown(configuration.path, home: configuration.home)
      let there = FileManager.default.fileExists(atPath: configuration.path)
      out.line(
        "\nThe config file is \(file)"
          + (there ? "." : " (there is none; write key = value lines there to make one)."))
    }
  }
}
