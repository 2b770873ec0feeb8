/// What one `save()` or import changed, object by object: what the context takes in, the rules
/// look at, and the REPL marks in the listing after the change (undo is the journal's:
/// `JournalRevert`).
///
/// Deleted objects carry every value they had; updated ones carry the values before and after.
/// Rows an import adds are kept as runs of ids (`insertedRuns`): a million players are a
/// handful of numbers.
public struct ChangeSet: Sendable {
  public struct Change: Sendable {
    public let objectID: ObjectID
    /// The keys of `list`: the entity's attributes, then its to-one relationships (one array
    /// shared by every change of the entity).
    private let keys: [String]
    private let list: [DatabaseValue]
    /// For updates: the keys that changed and their previous values.
    public let previous: [String: DatabaseValue]

    /// Kept as a list and made a dictionary when read: a cascade records a thousand of these.
    init(objectID: ObjectID, keys: [String], list: [DatabaseValue], previous: [String: DatabaseValue]) {
      self.objectID = objectID
      self.keys = keys
      self.list = list
      self.previous = previous
    }

    /// Every value after the change (before it, for a deletion), to-one targets as row ids.
    public var values: [String: DatabaseValue] { Dictionary(uniqueKeysWithValues: zip(keys, list)) }

    /// One of `values`, without making the dictionary (nil for a key the entity does not have).
    public func value(forKey key: String) -> DatabaseValue? { keys.firstIndex(of: key).map { list[$0] } }

    /// A value before the change: the previous one where it changed, else the one it kept.
    public func valueBefore(forKey key: String) -> DatabaseValue? { previous[key] ?? value(forKey: key) }
  }

  /// What made a change set that is not one command's save: "import" of some files. Undo
  /// summaries name it ("import of teams.csv") and conflicts date from it ("since the import").
  public struct Origin: Sendable, Equatable {
    public let action: String
    public let sources: [String]

    public init(_ action: String, of sources: [String]) {
      self.action = action
      self.sources = sources
    }
  }

  public internal(set) var inserted: [Change] = []
  public internal(set) var updated: [Change] = []
  /// Deletions, those that a cascade caused included, in the order they were made.
  public internal(set) var deleted: [Change] = []
  /// Links of many-to-many relationships made, under their objects' row ids.
  public internal(set) var linked: [Link] = []
  /// Links taken away: those asked for, then those that went with deleted objects.
  public internal(set) var unlinked: [Link] = []
  /// Rows added in bulk, below any context (an import), by entity: runs of row ids, ascending.
  public internal(set) var insertedRuns: [String: [ClosedRange<Int64>]] = [:]
  public var origin: Origin?
  /// The journal entry that recorded the change, once committed: what `undo` takes back.
  public internal(set) var journalEntry: Int64?
  /// False when the change was too large for every row it changed to be listed (an import that
  /// changed more rows than `updateLimit`): a context taking it in reads every object again.
  public internal(set) var listsEveryRow = true
  /// The rules a forced change broke (`Context.save(force:)`): made anyway, and said so.
  public internal(set) var forced: [RuleBreach] = []

  /// Changed rows a change set written in bulk lists.
  public static let updateLimit = 100_000

  public init() {}

  public var isEmpty: Bool {
    inserted.isEmpty && updated.isEmpty && deleted.isEmpty && insertedRuns.isEmpty && linked.isEmpty
      && unlinked.isEmpty
  }

  /// Written below the context, in bulk (an import): what it changed may be more than it lists,
  /// and the rules look at the whole league.
  public internal(set) var isBulk = false

  /// Changes to objects of one entity.
  public func inserted(_ entity: String) -> [Change] { inserted.filter { $0.objectID.entityName == entity } }
  public func updated(_ entity: String) -> [Change] { updated.filter { $0.objectID.entityName == entity } }
  public func deleted(_ entity: String) -> [Change] { deleted.filter { $0.objectID.entityName == entity } }

  /// How many objects of `entity` were added, in bulk or one by one.
  public func insertedCount(_ entity: String) -> Int {
    inserted(entity).count + (insertedRuns[entity]?.reduce(0) { $0 + $1.count } ?? 0)
  }

  /// Whether the object was added by this change.
  public func wasInserted(_ id: ObjectID) -> Bool {
    if let runs = insertedRuns[id.entityName] {
      // Runs are ascending: the last one starting at or below the id.
      var low = 0
      var high = runs.count
      while low < high {
        let middle = (low + high) / 2
        if runs[middle].lowerBound <= id.rowID { low = middle + 1 } else { high = middle }
      }
      if low > 0 && runs[low - 1].contains(id.rowID) { return true }
    }
    return inserted.contains { $0.objectID == id }
  }

  // MARK: Recording bulk writes

  /// A row added by an import.
  mutating func recordInsert(_ entity: Entity, id: Int64) {
    Self.extend(&insertedRuns[entity.name, default: []], with: id)
  }

  /// Adds `id` to ascending runs of ids: the last run grows when `id` follows it.
  static func extend(_ runs: inout [ClosedRange<Int64>], with id: Int64) {
    if let last = runs.last, last.upperBound == id - 1 {
      runs[runs.count - 1] = last.lowerBound...id
    } else {
      runs.append(id...id)
    }
  }

  /// Rows added by one statement (a merge of staged rows), as runs of ids.
  mutating func recordInserts(_ entity: Entity, runs: [ClosedRange<Int64>]) {
    guard !runs.isEmpty else { return }
    insertedRuns[entity.name, default: []].append(contentsOf: runs)
    insertedRuns[entity.name]!.sort { $0.lowerBound < $1.lowerBound }
  }

  /// A row changed in bulk: every value after (attributes, then to-one targets as row ids) and
  /// the previous values of those that changed. Past `updateLimit` rows the change set stops
  /// listing them.
  mutating func recordUpdate(
    _ entity: Entity, id: Int64, after list: [DatabaseValue], previous: [String: DatabaseValue]
  ) {
    guard listsEveryRow else { return }
    guard updated.count < Self.updateLimit else {
      listsEveryRow = false
      updated = []
      return
    }
    updated.append(
      Change(
        objectID: ObjectID(entityName: entity.name, rowID: id), keys: entity.snapshotKeys, list: list,
        previous: previous))
  }
}
