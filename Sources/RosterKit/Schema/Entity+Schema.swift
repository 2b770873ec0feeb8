extension Entity {
  /// The stored columns of its rows, in order: each attribute's column followed by its folded
  /// copy when it has one, then the foreign keys.
  public var columns: [String] { typedColumns.map(\.column) }

  /// `columns` with the type each stores (a folded copy is text), as a journal image, which
  /// keeps every stored column, gives them back.
  public var typedColumns: [(column: String, type: ColumnType)] {
    attributes.flatMap { [($0.column, $0.columnType)] + ($0.foldColumn.map { [($0, .text)] } ?? []) }
      + toOneRelationships.compactMap(\.column).map { ($0, .integer) }
  }

  /// A rule on a row's values that the table enforces (`CONSTRAINT "name" CHECK (…)`), beyond an
  /// attribute's own range: `"number" IS NULL OR "position" IS NOT NULL`.
  ///
  /// The expression is SQL over the entity's columns that both engines read alike; it comes from
  /// the model, never from input.
  public struct Check: Sendable {
    /// The constraint's name, unique in the database (PostgreSQL names constraints per schema).
    public let name: String
    public let expression: String
    /// The schema version that added it. A check added to a released table rebuilds the table on
    /// SQLite, which cannot add a constraint to one.
    public let since: Int

    public init(_ name: String, _ expression: String, since: Int = 1) {
      self.name = name
      self.expression = expression
      self.since = since
    }
  }

  /// When a part of this entity's table came to be: the version that added it, or the table's
  /// own when that is later (a part declared `since: 1` on an entity added in 4 came with it).
  func since(part: Int) -> Int { max(part, since) }
}
