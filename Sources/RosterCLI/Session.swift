import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// What commands run against: the open league, where output goes, and — for a session that
/// lasts (a script or the REPL) — where you are, the last listing's rows and the undo history.
/// One-shot commands, scripts and the REPL each make one and run the same commands on it.
public final class Session {
  public let league: League
  public var format: OutputFormat
  /// Whether the format was asked for, rather than the default.
  public var formatGiven = false
  /// Standard output (while `paged` runs, what it gathers for the pager).
  public private(set) var out: TextSink
  public let err: TextSink
  /// Leaves out confirmations ("Added team …").
  public var quiet: Bool
  /// At a terminal: destructive commands ask first, changes relist the view, tables fit the
  /// screen and long ones go through the pager.
  public var terminal: Terminal?
  /// Whether long tables may go through the pager (`--no-pager` turns it off for a command).
  public var paging = true
  /// Whether tables show one record a block (`\x`, `expanded on|off|auto`).
  var expansion = ExpandedRenderer.Mode.off
  /// The settings of the run (`roster config`): nil in tests that make a session of their own.
  public var configuration: Configuration?

  /// The object you are in (`cd BOS`: a team), or nil at the top of the league.
  public internal(set) var place: ManagedObject? {
    didSet { if place != nil { inPool = false } }
  }
  /// Whether you are in the pool (`cd` into the free agents' row of the team list): the
  /// children without a parent, listed and changed as a team's are.
  var inPool = false

  /// Whether you are inside something: a place, or the pool.
  var isInside: Bool { place != nil || inPool }

  /// Where you are: a place, the pool, or the top (neither).
  struct Whereabouts: Equatable {
    let place: ObjectID?
    let inPool: Bool
  }
  var whereabouts: Whereabouts { Whereabouts(place: place?.objectID, inPool: inPool) }
  /// Where you were before the last `cd` that moved you: where `cd -` goes.
  var previous: Whereabouts?
  /// Filter and order of the top level's list (the teams) and of the list inside a place (a
  /// team's players).
  var rootView = View()
  var placeView = View()
  /// The last listing, whose row numbers `set 3`, `rm 3`, `move 3` and `cd 3` refer to; nil
  /// until something is listed.
  var lastListing: RowListing?
  /// Whether listings are numbered and remembered: in a session that lasts (a script or the
  /// REPL), not for one command given on the command line, where no later command could use them.
  public var keepsListings = true
  /// The steps `undo` takes back, newest last: each a journal entry (`UndoStep`).
  var undoStack: [UndoStep] = []
  /// Whether this session has made a change of its own: once it has, `undo` and `redo` are about
  /// its steps; before, `undo` takes back the author's newest change in the journal.
  var hasOwnSteps = false
  /// Every journal entry this session made: a later one of them does not stand in the way of the
  /// undo of one of its steps (`JournalRevert.undo`), which writes over it.
  var ownEntries: Set<Int64> = []
  /// The journal entry whose league the session shows (`as-of`), until `as-of now`.
  var asOf: (id: Int64, at: String)?
  /// The steps undone that `redo` puts back, newest last: each the entry of its undo.
  var redoStack: [UndoStep] = []
  /// The changes of the last command, for marking them when the view is listed again.
  var lastChanges: LastChanges?

  /// What the last command changed: a save's or an import's change set, or the journal entry of
  /// an undo, a redo or a revert, read only when a listing marks it.
  enum LastChanges {
    case saved(ChangeSet)
    case entry(Int64)
  }

  /// The change set of `changes`, for marking a listing.
  func changeSet(_ changes: LastChanges) throws -> ChangeSet {
    switch changes {
    case .saved(let changes): return changes
    case .entry(let id): return try JournalReader(store: context.store, model: model).changeSet(ofEntry: id)
    }
  }
  /// The `--as-of` or `--season` given on the program's command line with its one command: for
  /// that command, as if given after it (a command that reads nothing of the past refuses it).
  public var pastGiven: GlobalOptions.Past?
  /// Whether the commands run inside one transaction that lasts the whole script (`roster -1`):
  /// a command that works outside it (`backup`, `migrate`) is refused, and files are put in place
  /// only when the script's transaction commits (`HeldFiles`).
  public internal(set) var runsAsOneTransaction = false
  /// Set by `quit` and `exit`.
  public internal(set) var quitRequested = false

  /// At least this many steps can be undone.
  static let undoLimit = 1_000

  /// A filter and an order the user set on one level with `where` and `sort`.
  struct View {
    var predicate: String?
    var sort: String?
  }

  public init(
    league: League, format: OutputFormat = .table, out: TextSink, err: TextSink, quiet: Bool = false
  ) {
    self.league = league
    self.format = format
    self.out = out
    self.err = err
    self.quiet = quiet
  }

  /// Who the journal says made this session's changes (see `author(environment:)`).
  public var author = "roster"

  /// `$ROSTER_USER`, else the login name of the user running Roster.
  public static func author(environment: [String: String]) -> String {
    if let name = environment["ROSTER_USER"]?.trimmingWhitespace(), !name.isEmpty {
      return name
    }
    if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name { return String(cString: name) }
    return environment["USER"] ?? environment["LOGNAME"] ?? "unknown"
  }

  public var context: Context { league.context }

  /// Refuses a change while the league is shown as it was (`as-of`, `--as-of`, `--season`),
  /// before the change is worked out or asked about.
  func refuseChangesToThePast() throws {
    if let refusal = context.writer.refusal { throw AsOfError.readOnly(refusal) }
  }
  public var model: Model { league.context.model }

  /// The team you are in, for the league's own commands (reports).
  public var team: Team? { place as? Team }

  /// What the current level lists: the top entity (teams), or inside a place its children.
  var levelEntity: Entity {
    if inPool, let pooled = model.pooledEntity { return pooled }
    return place.flatMap { model.childEntity(of: $0.entity) } ?? model.rootEntity
  }

  /// The view (filter and order) of the current level.
  var view: View {
    get { isInside ? placeView : rootView }
    set { if isInside { placeView = newValue } else { rootView = newValue } }
  }

  /// What the pool is called ("free agents"), when the model has one.
  var poolName: String? { model.pooledEntity?.presentation.pool }

  /// For an unfiltered listing of the league's top entity that has no rows, how to get some: a
  /// new league says how to import files or add a team rather than just "No teams.".
  func emptyHint(for request: FetchRequest) -> String? {
    if let hint = accessHint(for: request.entity) { return hint }
    guard request.predicate == nil, request.entity === model.rootEntity else { return nil }
    let p = request.entity.presentation
    return "The league has no \(p.plural) yet: add one with 'add \(p.noun) NAME', or load CSV files with "
      + "'import FILE…' (the 2020 MLB league is in Roster's data/ folder: 'import data/league.csv "
      + "data/teams.csv data/players.csv'); 'help import' says more."
  }

  /// Why a listing of rows the server keeps from this session may be empty: a viewer reads no
  /// staff or guardians, a manager only the guardians and guardianships of their own teams'
  /// players (PostgreSQL's access rules).
  private func accessHint(for entity: Entity) -> String? {
    guard let rule = model.access.first(where: { $0.table == entity.table }), rule.readers != .everyone,
      let kind = try? context.store.access().kind.flatMap(LeagueAccess.Kind.init(rawValue:))
    else { return nil }
    let plural = entity.presentation.plural
    switch (kind, rule.readers) {
    case (.viewer, _): return "A viewer of the league reads no \(plural) ('access' says what you have)."
    case (.manager, .holders), (.manager, .reached), (.manager, .bothEnds):
      return "A manager reads the \(plural) of their own teams only ('access' says which)."
    default: return nil
    }
  }

  /// A confirmation for a person: one line on standard output, unless quiet.
  func say(_ message: String) {
    if !quiet { (writesJSONLines ? err : out).line(message) }
  }

  /// Whether a program reads the output: a script (not at a terminal) with `--format json`
  /// writes each listing as one line, an array (JSON Lines), and its confirmations to standard
  /// error, so that standard output is JSON from the first line to the last.
  var writesJSONLines: Bool { format == .json && keepsListings && terminal == nil }
  /// Listings are written as their rows are read, rather than gathered first: CSV and JSON of
  /// a command that keeps no listing for row numbers.
  var streamsListings: Bool { (format == .csv || format == .json) && !keepsListings }

  func show(_ listing: Listing) {
    if writesJSONLines {
      ListingRenderer.jsonLine(listing, to: out)
      return
    }
    let expanded =
      format == .table
      && (expansion == .on
        || expansion == .auto
          && terminal.map { ExpandedRenderer.tableWidth(listing) > $0.size.columns } == true)
    guard let terminal, format == .table else {
      if expanded {
        ExpandedRenderer.render(listing, to: out)
      } else {
        ListingRenderer.render(listing, as: format, to: out)
      }
      return
    }
    let sink = TextSink.capturing(escapesControls: true)
    if expanded {
      ExpandedRenderer.render(listing, to: sink)
    } else {
      ListingRenderer.table(listing, to: sink, style: terminal.tableStyle)
    }
    if paging { terminal.page(sink.text, to: out) } else { out.writeRaw(sink.text) }
  }

  /// Runs `body`, whose output goes through the pager at a terminal when it is taller than the
  /// screen (`help`, `log`, `report`, `show`), as a long table does: gathered, made visible as
  /// standard output would make it, then paged. Listings inside it are not paged on their own.
  func paged(_ body: () throws -> Void) rethrows {
    guard let terminal, paging, !writesJSONLines else { return try body() }
    let screen = out
    let gathered = TextSink.capturing(escapesControls: screen.escapesControls)
    out = gathered
    paging = false
    defer {
      out = screen
      paging = true
    }
    do {
      try body()
    } catch {
      // What was written before the error is shown, as it would have been without the pager.
      screen.writeRaw(gathered.text)
      throw error
    }
    terminal.page(gathered.text, to: screen)
  }

  /// Shows rows that later commands may take by number (`set 3 …`), and makes them the last
  /// listing. In a table of a lasting session the rows are numbered; CSV and JSON are not, so a
  /// row number after them is refused rather than taken from an older table. With `fitting`
  /// (the listing a change brings back at a terminal) the table is never paged: it shows what
  /// fits on the screen and says how many rows are left out, and only the rows shown can be
  /// taken by number.
  ///
  /// `level` names the view listed (`NavigationCommands.list`). The listing a change brings back
  /// of the same view keeps the numbers the rows had (rows new to it are numbered after the
  /// highest), so that a row keeps its number when the change moves it in a sorted view: `set 14
  /// age=9`, repeated with ↑ and Enter, changes the same child again. Any other listing numbers
  /// its rows from 1.
  func show(_ listing: Listing, ids: [ObjectID], fitting: Bool = false, level: String? = nil) {
    var listing = listing
    let numbered = keepsListings && format == .table
    var shown = ids.count
    var numbers = Array(1..<(ids.count + 1))
    if numbered, fitting, let level, let previous = lastListing, previous.format == nil,
      previous.level == level
    {
      var kept: [ObjectID: Int] = [:]
      for (id, number) in zip(previous.ids, previous.rowNumbers) where kept[id] == nil { kept[id] = number }
      var next = previous.rowNumbers.max() ?? 0
      numbers = ids.map { id in
        if let number = kept[id] { return number }
        next += 1
        return next
      }
    }
    if numbered {
      listing.numbers = numbers
      if fitting, let terminal {
        // The command's line and its message, the header and its rule, the line saying what was
        // left out, a deletion reported under it, and the next prompt.
        let room = max(1, terminal.size.rows - 7)
        if listing.rows.count > room {
          shown = room
          listing.rows = Array(listing.rows.prefix(room))
          listing.numbers = Array(numbers.prefix(room))
          listing.marks = listing.marks.map { Array($0.prefix(room)) }
        }
      }
    }
    if keepsListings {
      lastListing = RowListing(
        ids: ids, shown: shown, format: numbered ? nil : format,
        numbers: numbered && numbers != Array(1..<(ids.count + 1)) ? numbers : nil, level: level)
    }
    if fitting {
      let saved = paging
      paging = false
      defer { paging = saved }
      show(listing)
    } else {
      show(listing)
    }
    if shown < ids.count {
      out.line("… and \(NumberText.grouped(ids.count - shown)) more; 'ls' lists them all.")
    }
  }

  /// Asks a yes/no question at a terminal; elsewhere (scripts, pipes) the answer is yes. Before
  /// a change to a league shown as it was, refuses instead: there is nothing to ask.
  func confirm(_ question: String) throws -> Bool {
    try refuseChangesToThePast()
    guard let terminal, configuration?.confirms ?? true else { return true }
    out.flush()
    return terminal.ask(question)
  }

  /// Saves the context and records the change for undo and for marking the next listing; with
  /// `force`, also a change that breaks the league's rules (`Context.save(force:)`).
  @discardableResult
  func save(force: Bool = false) throws -> ChangeSet {
    let changes = try context.save(force: force)
    record(changes)
    return changes
  }

  /// Records a change this session made (a save, an import) as a step for undo, and for marking
  /// the next listing; what `redo` had goes.
  func record(_ changes: ChangeSet) {
    guard !changes.isEmpty else { return }
    hasOwnSteps = true
    if let entry = changes.journalEntry {
      ownEntries.insert(entry)
      undoStack.append(UndoStep(changes, entry: entry, in: model))
      if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    }
    redoStack.removeAll()
    lastChanges = .saved(changes)
    leaveDeletedPlace(changes)
  }

  /// Back to the top when the object you are in was deleted.
  func leaveDeletedPlace(_ changes: ChangeSet) {
    if let place, changes.deleted.contains(where: { $0.objectID == place.objectID }) {
      self.place = nil
    }
  }

  /// The parent an object of `entity` is placed in for a command: the one named (`team=BOS`,
  /// `players BOS`), else the one you are in when it is of the parent's entity. A parent placed
  /// in one itself is looked up within the one `qualifier` names (`contacts "Lucas Moreau"
  /// team=MGF-U12`), as the message for a name several share suggests.
  func parent(named name: String?, within qualifier: String? = nil, for entity: Entity) throws
    -> ManagedObject?
  {
    guard let parentEntity = model.parentEntity(of: entity) else { return nil }
    if let qualifier, let key = parentEntity.presentation.parent,
      let grandparentEntity = model.parentEntity(of: parentEntity)
    {
      let noun = parentEntity.presentation.noun
      guard let name else { throw UsageError("\(key)= narrows the \(noun) named; name the \(noun) too") }
      let grandparent = try league.object(grandparentEntity, named: qualifier)
      return try league.object(parentEntity, named: name, in: grandparent)
    }
    if let name { return try league.object(parentEntity, named: name) }
    return place.flatMap { $0.entity === parentEntity ? $0 : nil }
  }

  /// The team a command acts on: the one named, else the one you are in.
  func team(named name: String?) throws -> Team? {
    if let name { return try league.team(name) }
    return team
  }
}

/// The rows of the last listing: what its numbers stand for.
struct RowListing {
  /// Row N is `ids[N - 1]`.
  var ids: [ObjectID]
  /// How many rows, from the first, were on the screen.
  var shown: Int
  /// The format of a listing without row numbers (CSV, JSON); nil for a numbered table.
  var format: OutputFormat?
  /// Each row's version as listed, for a listing too long to keep as objects (a table written
  /// as its rows were read): row N is refused if its row has changed since. Nil when the
  /// context keeps the listing's objects, which remember their versions themselves.
  var versions: [Int64]? = nil
  /// The number each row was shown with, when they are not 1, 2, 3…: a listing after a change
  /// keeps the numbers rows had before it (`Session.show(_:ids:fitting:level:)`).
  var numbers: [Int]? = nil
  /// The view listed (a level, its filter and order), for a listing of one: nil for others.
  var level: String? = nil

  /// The number of each row, in the order shown.
  var rowNumbers: [Int] { numbers ?? Array(1..<(ids.count + 1)) }

  /// Where row `number` is in `ids`; nil when no row has it.
  func index(of number: Int) -> Int? {
    guard let numbers else { return number >= 1 && number <= ids.count ? number - 1 : nil }
    return numbers.firstIndex(of: number)
  }
}

extension Session {
  /// The object a command is about (`log`, `show`): `NOUN NAME` (`division U12`), or a name of
  /// the top entity or the one below it (a team, else a player); inside a team, that team. The
  /// words are the syntax's `subject`.
  func subject(_ input: CommandInput) throws -> ManagedObject? {
    let name = input[.name]
    if let noun = input.keywords.last, let entity = model.entity(forWord: noun), let name {
      return try league.object(entity, named: name)
    }
    guard let name else { return team }
    let root = model.rootEntity
    do {
      return try league.object(root, named: name)
    } catch LookupError.notFound where model.childEntity(of: root) != nil {
      let child = model.childEntity(of: root)!
      do {
        return try league.object(child, named: name)
      } catch LookupError.notFound {
        throw NoSubject(
          description: "there is no \(root.presentation.noun) or \(child.presentation.noun) named "
            + "\(quoted(name)); name one, or say which kind (such as 'log division U12')")
      }
    }
  }
}

/// `log NAME`, `show NAME` names nothing the league has: a name not found, exit status 1.
struct NoSubject: PersonFacingError {
  let description: String
}
