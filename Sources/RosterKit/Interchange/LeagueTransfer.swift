/// Copies a whole league between databases — an SQLite file and a PostgreSQL server, either way —
/// with its ids, versions and folded names, in one transaction on the target.
///
/// The target must hold no league yet: merging two leagues is what `import` is for.
public enum LeagueTransfer {
  /// What was copied: how many objects of each entity, in the model's order.
  public struct Report: Equatable, Sendable {
    public var counts: [(entity: String, count: Int)] = []

    public static func == (lhs: Report, rhs: Report) -> Bool {
      lhs.counts.map(\.entity) == rhs.counts.map(\.entity)
        && lhs.counts.map(\.count) == rhs.counts.map(\.count)
    }

    /// "30 teams and 1,289 players".
    public func summary(_ model: Model) -> String {
      let parts = model.countParts(counts.map { (model.entity(named: $0.entity), $0.count) })
      return parts.isEmpty ? "nothing" : Prose.list(parts)
    }
  }

  /// Rows copied between two calls of `progress`.
  static let batchSize = 20_000

  public static func copy(from source: League, to target: League, progress: ((Int) -> Void)? = nil) throws
    -> Report
  {
    let model = source.context.model
    // Any row at all, the settings' or a division's too: the copy keeps ids, which would clash.
    let held = try model.entities.map { ($0, try target.context.count(FetchRequest(entity: $0))) }
      .filter { $0.1 > 0 }
    if let first = held.first {
      let parts = model.countParts(held)
      throw TransferError.targetNotEmpty(
        target.store.location,
        holding: parts.isEmpty ? "the \(first.0.presentation.noun)'s settings" : Prose.list(parts, "and"))
    }
    var report = Report()
    try target.store.transaction {
      // SQLite indexes the copied names in one statement at the end, as an import does, and
      // builds the indexes whose order is not the rows' after the copy.
      let searchIndexes = try BulkSearchIndex.all(model, store: target.store)
      let indexes = try model.entities.compactMap { try BulkIndexes($0, store: target.store) }
      let writer = target.context.writer
      for entity in model.entities {
        let columns = ["id", "version"] + entity.columns
        let list = SQL.joined(columns.map(SQL.identifier), separator: ", ")
        let loader = try writer.load(entity)
        var copied = 0
        try source.store.query("SELECT " + list + " FROM \(ident: entity.table) ORDER BY \(ident: "id")") {
          row in
          try loader.append(row.values)
          copied += 1
          if copied % batchSize == 0 { progress?(copied) }
        }
        try loader.flush()
        progress?(copied)
        for statement in target.store.dialect.identityResetStatements(entity.table) {
          try target.store.execute(SQL(statement))
        }
        report.counts.append((entity.name, copied))
      }
      for index in searchIndexes { try index.finish() }
      for rebuilt in indexes { try rebuilt.finish() }
      if model.journalSince != nil {
        try copyJournal(from: source.store, to: target.store)
        // A row deleted in the source lives on in its journal: no new row takes its id.
        for entity in model.entities {
          for statement in target.store.dialect.nextIDStatements(entity.table, journal: true) {
            try target.store.execute(SQL(statement))
          }
        }
      }
    }
    return report
  }

  /// The journal, as it is: the entries the copy's own rows made in the target (and its first
  /// entry) give way to the source's, with their ids, times and authors.
  static func copyJournal(from source: any Store, to target: any Store) throws {
    try target.execute(#"DELETE FROM "journal""#)
    let (before, after) = target.dialect.journalCopy
    for statement in before { try target.execute(SQL(statement)) }
    let tables = [
      ("journal", ["id", "at", "author", "command"]),
      ("journal_rows", ["id", "entry", "entity", "row", "change", "old", "new"]),
    ]
    for (table, columns) in tables {
      let loader = try target.rowLoader(into: table, columns: columns)
      let list = SQL.joined(columns.map(SQL.identifier), separator: ", ")
      try source.query("SELECT " + list + " FROM \(ident: table) ORDER BY \(ident: "id")") {
        try loader.append($0.values)
      }
      try loader.flush()
      for statement in target.dialect.identityResetStatements(table) { try target.execute(SQL(statement)) }
    }
    for statement in after { try target.execute(SQL(statement)) }
  }
}

/// Why a league cannot be copied.
public enum TransferError: PersonFacingError, Equatable {
  case targetNotEmpty(String, holding: String)
  case sameDatabase(String)

  public var description: String {
    switch self {
    case .targetNotEmpty(let location, let holding):
      return "\(quoted(location)) already holds a league (\(holding)); "
        + "migrate into a new, empty database, or use 'import' to add rows to a league"
    case .sameDatabase(let location):
      return "\(quoted(location)) is both the source and the target; name two different databases"
    }
  }
}
