/// A private temporary database an import keeps its working rows in (`sqlite3_open("")`: on
/// disk past a small page cache, deleted when closed), where a million children's export would
/// otherwise hold millions of Swift values: the adults its rows name (`ImportFamilies`), the
/// named values they give (`Importer+NamedValues`).
///
/// Its tables are made by the caller's `schema`, in one transaction it never commits: a
/// statement each committed on its own walked the page cache at each commit, and cost an import
/// most of its time. Nothing in it outlives the import.
final class ImportScratch {
  private let store: SQLiteStore
  private var statements: [SQL: any PreparedStatement] = [:]

  init(_ schema: String) throws {
    store = try SQLiteStore(path: "")
    try store.executeScript(
      """
      PRAGMA journal_mode = OFF;
      PRAGMA synchronous = OFF;
      PRAGMA cache_size = -16384;
      \(schema)
      BEGIN;
      """)
  }

  /// `sql`, prepared once.
  func statement(_ sql: SQL) throws -> any PreparedStatement {
    if let prepared = statements[sql] { return prepared }
    let prepared = try store.prepare(sql)
    statements[sql] = prepared
    return prepared
  }

  /// Runs `sql` (prepared once) with `bindings`.
  func execute(_ sql: SQL, _ bindings: [DatabaseValue]) throws {
    _ = try statement(sql).execute(bindings)
  }

  /// The rows of `sql` (prepared once) with `bindings`.
  func rows(_ sql: SQL, _ bindings: [DatabaseValue]) throws -> [[DatabaseValue]] {
    var rows: [[DatabaseValue]] = []
    try statement(sql).query(bindings) { row in rows.append(row.values) }
    return rows
  }

  /// Hands `body` each row of `sql`, streamed: `body` may write to another database, not to this.
  func query(_ sql: SQL, _ body: ([DatabaseValue]) throws -> Void) throws {
    try store.query(sql) { row in try body(row.values) }
  }

  /// Rows read in pages, each page those after the last key of the one before: for a caller
  /// that asks for them one at a time (`Importer.insertRows`).
  final class Pages<Element> {
    private var last: Int64
    private let page: (Int64) throws -> [(key: Int64, element: Element)]
    private var buffer: [(key: Int64, element: Element)] = []
    private var next = 0

    /// `page(last)`: the rows after the key `last`, in order, as many as a page holds.
    init(after first: Int64, _ page: @escaping (Int64) throws -> [(key: Int64, element: Element)]) {
      last = first
      self.page = page
    }

    /// The next row. Its caller counted the rows first: one missing is the scratch database's
    /// failing, and stops the import.
    func read() throws -> Element {
      if next == buffer.count {
        buffer = try page(last)
        next = 0
        guard let key = buffer.last?.key else {
          throw ImportFileError(
            file: "the import's scratch database", line: nil, message: "it gave fewer rows than it held")
        }
        last = key
      }
      next += 1
      return buffer[next - 1].element
    }
  }

  /// How many rows a page holds.
  static let pageSize = 4_096

  static func text(_ value: String?) -> DatabaseValue { value.map { .text($0) } ?? .null }
}
