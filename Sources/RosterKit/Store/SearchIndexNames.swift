/// Where a word index lives: the table, its folded text column, and the index's own name.
public struct SearchIndexNames: Sendable {
  public let table: String
  public let column: String
  public let index: String

  public init(table: String, column: String, index: String) {
    self.table = table
    self.column = column
    self.index = index
  }
}
