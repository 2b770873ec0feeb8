/// Rows for one table of a `PostgreSQLStore`, in `COPY`'s text format, sent with one
/// `COPY … FROM STDIN` for each `batchSize` rows: a statement a row would be a round trip a row.
final class PostgreSQLBulkLoader: BulkLoader {
  private let store: PostgreSQLStore
  private let table: String
  private let columns: [String]
  private var data: [UInt8] = []
  private var rows = 0
  /// Rows sent at once: big enough that round trips do not count, small enough that a batch
  /// takes a few megabytes.
  static let batchSize = 20_000

  init(store: PostgreSQLStore, table: String, columns: [String]) {
    self.store = store
    self.table = table
    self.columns = columns
  }

  func append(_ row: [DatabaseValue]) throws { try append(row, followedBy: []) }

  func append(_ row: [DatabaseValue], followedBy more: [DatabaseValue]) throws {
    guard row.count + more.count == columns.count else {
      throw StoreError.parameterMismatch(
        expected: columns.count, given: row.count + more.count, sql: "COPY " + SQL.quoted(table),
        arguments: row + more)
    }
    for (index, value) in row.enumerated() {
      if index > 0 { data.append(9) }
      PostgreSQLStore.appendCopyText(value, to: &data)
    }
    for value in more {
      data.append(9)
      PostgreSQLStore.appendCopyText(value, to: &data)
    }
    data.append(10)
    rows += 1
    if rows >= Self.batchSize { try flush() }
  }

  func flush() throws {
    guard rows > 0 else { return }
    defer {
      data.removeAll(keepingCapacity: true)
      rows = 0
    }
    try store.copy(data, into: table, columns: columns)
  }
}
