/// One committed change as the journal keeps it: when, who, the command, and the rows it changed.
public struct JournalEntry: Sendable {
  public let id: Int64
  /// When the change was made, as the database wrote it: UTC, ISO 8601 to the millisecond.
  public let at: String
  public let author: String
  /// The command as typed; nil for a change another program (sqlite3, psql) made.
  public let command: String?
  /// Its row changes in the order they were made (those of the reader's scope), when the entry
  /// is small enough to read whole (`isWhole`); else only `counts` are read.
  public internal(set) var changes: [JournalChange] = []
  /// How many rows of each entity it inserted, updated and deleted (in the scope).
  public internal(set) var counts: [Count] = []
  /// The links it made and took away, in order (those of the reader's scope), when `isWhole`.
  public internal(set) var links: [JournalLinkChange] = []
  /// How many links of each join table it made and took away.
  public internal(set) var linkCounts: [LinkCount] = []

  public struct Count: Sendable {
    public let entity: Entity
    public let kind: JournalChange.Kind
    public let count: Int
  }

  public struct LinkCount: Sendable {
    public let table: JoinTable
    public let kind: JournalChange.Kind
    public let count: Int
  }

  /// Every row change counted is in `changes`, every link's in `links`.
  public var isWhole: Bool {
    changes.count + links.count == counts.reduce(0) { $0 + $1.count } + linkCounts.reduce(0) { $0 + $1.count }
  }
}

/// What a change did to one row.
public struct JournalChange: Sendable {
  public enum Kind: String, Sendable { case insert, update, delete }

  public let id: Int64
  public let entity: Entity
  public let row: Int64
  public let kind: Kind
  /// The row's stored values (by column, foreign keys as row ids) before the change: for an
  /// update or a deletion.
  public let old: [String: DatabaseValue]?
  /// Its values after the change: for an update; for an insertion, the values it was inserted
  /// with, as its next change or the row itself holds them (nil when neither is left).
  public internal(set) var new: [String: DatabaseValue]?
}
