/// The prepared statements a store keeps for SQL it runs again and again: at most `capacity` of
/// them, the one used least recently going first when a new one needs the room.
///
/// A text is kept only from the second time it runs. Most statements of a command run once (a
/// predicate typed once, a cascade's delete, an `IN` list of 500 lines, an undo's statements);
/// keeping each of them, as every distinct text once was, held their memory (SQLite's
/// `SQLITE_PREPARE_PERSISTENT` programs, PostgreSQL's server-side plans) for the whole session.
/// What repeats (a save's statements, a listing shown again, an import's lookups, `BEGIN` and
/// `COMMIT`) is prepared once and found again by its text.
struct StatementCache<Statement> {
  let capacity: Int
  private var entries: [String: (statement: Statement, lastUse: Int)] = [:]
  /// Hashes of the texts run once and not kept: a second run keeps the text. Bounded too, and
  /// a collision only keeps a statement one run early.
  private var seenOnce: Set<Int> = []
  private var clock = 0

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// How many statements are kept.
  var count: Int { entries.count }

  /// The statement kept for `key`, now the most recently used.
  mutating func statement(for key: String) -> Statement? {
    guard let index = entries.index(forKey: key) else { return nil }
    clock += 1
    entries.values[index].lastUse = clock
    return entries.values[index].statement
  }

  /// Whether a statement for `key`, not kept yet, should be kept: true when it ran before.
  mutating func shouldKeep(_ key: String) -> Bool {
    let hash = key.hashValue
    if seenOnce.remove(hash) != nil { return true }
    if seenOnce.count >= capacity * 4 { seenOnce.removeAll(keepingCapacity: true) }
    seenOnce.insert(hash)
    return false
  }

  /// Keeps `statement` for `key`; returns the statement it pushed out, for the store to release.
  mutating func keep(_ statement: Statement, for key: String) -> Statement? {
    var evicted: Statement?
    if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      evicted = entries.removeValue(forKey: oldest.key)?.statement
    }
    clock += 1
    entries[key] = (statement, clock)
    return evicted
  }

  /// Forgets every statement (PostgreSQL after a reconnect: the server's are gone).
  mutating func removeAll() {
    entries.removeAll()
    seenOnce.removeAll()
  }
}
