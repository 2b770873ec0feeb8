import FoundationEssentials
import RosterKit

/// `log [NAME | NOUN NAME] [--since WHEN] [--until WHEN] [--author NAME] [-n N] [-v]`: the journal,
/// newest first; at a table, an entry a block as `git log` shows commits, else a row a change.
enum LogCommand {
  static func run(_ session: Session, _ arguments: inout Arguments) throws {
    if let before = try arguments.takeOption("--prune-before") {
      let force = arguments.takeFlag("-f", "--force")
      try arguments.finish()
      return try prune(
        before: try When.bound(before, endOfDay: false), given: before, force: force, in: session)
    }
    var filter = JournalReader.Filter()
    if let since = try arguments.takeOption("--since") {
      filter.since = try When.bound(since, endOfDay: false)
    }
    if let until = try arguments.takeOption("--until") {
      filter.until = try When.bound(until, endOfDay: true)
    }
    filter.author = try arguments.takeOption("--author")
    if let count = try arguments.takeOption("-n") {
      guard let number = Int(count), number > 0 else {
        throw arguments.usageError("-n takes a number of entries, such as -n 10; not \(quoted(count))")
      }
      filter.limit = number
    }
    if arguments.takeFlag("-v", "--verbose") { filter.rowsPerEntry = .max }
    let subject = try session.takeSubject(from: &arguments)
    try arguments.finish()
    filter.object = subject?.objectID
    let reader = JournalReader(store: session.context.store, model: session.model)
    let entries = try reader.entries(filter)
    if session.format == .table {
      try session.paged {
        try showBlocks(entries, reader: reader, verbose: filter.rowsPerEntry == .max, in: session)
      }
    } else {
      session.show(try listing(entries, reader: reader))
    }
  }

  /// `log --prune-before WHEN`: forgets the entries older than WHEN, with the old values they
  /// keep (contact details too), after asking at a terminal. The only way entries are deleted.
  private static func prune(
    before bound: JournalReader.Bound, given: String, force: Bool, in session: Session
  ) throws {
    let reader = JournalReader(store: session.context.store, model: session.model)
    let count = try reader.count(before: bound)
    guard count > 0 else { return session.say("No journal entries before \(given); nothing was forgotten.") }
    let entries = count == 1 ? "1 journal entry" : "\(NumberText.grouped(count)) journal entries"
    try session.refuseChangesToThePast()
    guard
      try force
        || session.confirm("Forget \(entries) before \(given)? They cannot be read, undone or gone back to.")
    else { return session.say("Nothing was forgotten.") }
    try reader.prune(before: bound)
    session.say("Forgot \(entries) before \(given).")
  }

  /// At a table: each entry's heading, then its changes indented.
  static func showBlocks(
    _ entries: [JournalEntry], reader: JournalReader, verbose: Bool, in session: Session
  ) throws {
    guard !entries.isEmpty else {
      session.out.line("No journal entries.")
      return
    }
    for (index, entry) in entries.enumerated() {
      if index > 0 { session.out.line() }
      session.out.line(heading(entry))
      if entry.isWhole {
        for line in try reader.lines(entry) { session.out.line("    " + line) }
      } else {
        session.out.line("    " + reader.summary(entry) + (verbose ? "" : " (-v lists them)"))
      }
    }
  }

  /// "@12  2026-05-01 14:03:22  ana  set player "Mookie Betts" age=28".
  static func heading(_ entry: JournalEntry) -> String {
    "@\(entry.id)  \(When.local(entry.at))  \(entry.author)  \(entry.command ?? "(another program)")"
  }

  /// For CSV, JSON and Markdown: a row a change (or an entry's summary), with its entry's columns.
  private static func listing(_ entries: [JournalEntry], reader: JournalReader) throws -> Listing {
    let columns = ["entry", "at", "author", "command", "change", "kind", "row", "detail"].map {
      Listing.Column($0, alignment: ["entry", "row"].contains($0) ? .right : .left)
    }
    var rows: [[DatabaseValue]] = []
    for entry in entries {
      let head: [DatabaseValue] = [
        .integer(entry.id), .text(entry.at), .text(entry.author),
        entry.command.map(DatabaseValue.text) ?? .null,
      ]
      guard entry.isWhole else {
        rows.append(head + [.text("summary"), .null, .null, .text(reader.summary(entry))])
        continue
      }
      for (change, text) in try reader.described(entry) {
        rows.append(
          head + [
            .text(change.kind.rawValue), .text(change.entity.presentation.noun), .integer(change.row),
            .text(text.hasPrefix("+ ") || text.hasPrefix("− ") ? String(text.dropFirst(2)) : text),
          ])
      }
    }
    return Listing(columns: columns, rows: rows, noun: "journal entries")
  }
}
