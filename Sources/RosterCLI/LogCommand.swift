import FoundationEssentials
import RosterKit

/// `log [NAME | NOUN NAME] [--since WHEN] [--until WHEN] [--author NAME] [-n N] [-v]`: the journal,
/// newest first; at a table, an entry a block as `git log` shows commits, else a row a change.
enum LogCommand {
  static let since = CommandOption(
    "--since", value: .when, placeholder: "WHEN", meaning: "only the entries from WHEN on")
  static let until = CommandOption(
    "--until", value: .when, placeholder: "WHEN",
    meaning: "only the entries up to WHEN (its whole day, for a date)")
  static let author = CommandOption(
    "--author", value: .text, placeholder: "NAME", meaning: "only the entries of this author")
  static let count = CommandOption(
    "-n", value: .text, placeholder: "N", meaning: "the newest N entries only")
  static let verbose = CommandOption(
    "-v", "--verbose", meaning: "every row of each entry (a table shows the first few of a large one)")
  static let pruneBefore = CommandOption(
    "--prune-before", value: .when, placeholder: "WHEN",
    meaning: "forget the entries older than WHEN, with the old values they keep (asks first at a terminal)")
  static let yes = CommandOption("-f", "--force", meaning: "forget them without asking first")
  static let isPrivate = CommandOption(
    "--private",
    meaning: "show the values of private notes (medical, no-contact) and the commands that set them")

  /// `log [TEAM|PLAYER|NOUN NAME] [--since WHEN] …`, and `log --prune-before WHEN [-f]`.
  static func syntax(_ model: Model) -> Syntax {
    Syntax(forms: [
      .init(
        elements: [.optional([.subject(.init(model, placeholder: "TEAM|PLAYER"))])],
        options: [since, until, author, count, verbose, isPrivate]),
      .init(elements: [.option(pruneBefore)], options: [yes], selector: pruneBefore),
    ])
  }

  static func run(_ session: Session, _ input: CommandInput) throws {
    if let before = input.value(pruneBefore) {
      if let other = [since, until, author, count, verbose, isPrivate].first(where: input.has) {
        throw input.usageError("\(other.name) is for listing the journal; --prune-before takes only -f")
      }
      return try prune(
        before: try When.bound(before, endOfDay: false), given: before, force: input.has(yes), in: session)
    }
    if input.has(yes) {
      throw input.usageError("-f goes with --prune-before; the journal is listed without it")
    }
    var filter = JournalReader.Filter()
    if let since = input.value(since) {
      filter.since = try When.bound(since, endOfDay: false)
    }
    if let until = input.value(until) {
      filter.until = try When.bound(until, endOfDay: true)
    }
    filter.author = input.value(author)
    if let count = input.word(count) {
      guard let number = Int(count.value), number > 0 else {
        throw input.usageError("-n takes a number of entries, such as -n 10; not \(quoted(count.value))")
      }
      filter.limit = number
    }
    if input.has(verbose) { filter.rowsPerEntry = .max }
    let subject = try session.subject(input)
    filter.object = subject?.objectID
    let reader = JournalReader(store: session.context.store, model: session.model)
    reader.withholdsPrivate = !input.has(isPrivate)
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
      session.out.line(heading(entry, command: withheld(entry, reader)))
      if entry.isWhole {
        for line in try reader.lines(entry) { session.out.line("    " + line) }
      } else {
        session.out.line("    " + reader.summary(entry) + (verbose ? "" : " (-v lists them)"))
      }
    }
  }

  /// "@12  2026-05-01 14:03:22  ana  set player "Mookie Betts" age=28"; `command` in place of the
  /// entry's (`show`'s word for a change of a private field).
  static func heading(_ entry: JournalEntry, command: String? = nil) -> String {
    "@\(entry.id)  \(When.local(entry.at))  \(entry.author)  \(command ?? entry.command ?? "(another program)")"
  }

  /// What stands for an entry's command that may hold a private note's value (`set player Ava
  /// medical="…"`) when the reader withholds them; nil for any other.
  static func withheld(_ entry: JournalEntry, _ reader: JournalReader) -> String? {
    guard reader.withholdsPrivate, let command = entry.command, reader.commandHoldsPrivate(command) else {
      return nil
    }
    return "(a command that sets a private note: log --private shows it)"
  }

  /// For CSV, JSON and Markdown: a row a change (or an entry's summary), with its entry's columns;
  /// a link's kind is `link`.
  private static func listing(_ entries: [JournalEntry], reader: JournalReader) throws -> Listing {
    let columns = ["entry", "at", "author", "command", "change", "kind", "row", "detail"].map {
      Listing.Column($0, alignment: ["entry", "row"].contains($0) ? .right : .left)
    }
    var rows: [[DatabaseValue]] = []
    for entry in entries {
      let head: [DatabaseValue] = [
        .integer(entry.id), .text(entry.at), .text(entry.author),
        (withheld(entry, reader) ?? entry.command).map(DatabaseValue.text) ?? .null,
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
      // A link made or taken away: a row of its join table, as the journal names it.
      for (change, text) in try reader.linkLines(entry) {
        rows.append(head + [.text(change.kind.rawValue), .text("link"), .integer(change.row), .text(text)])
      }
    }
    return Listing(columns: columns, rows: rows, noun: "journal entries")
  }
}
