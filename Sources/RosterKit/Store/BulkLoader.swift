/// Rows for one table, handed to the database in batches; each row's values in the order of the
/// columns the loader was made for.
public protocol BulkLoader {
  /// Adds a row; a full batch goes to the database now. A row with another number of values
  /// than the loader has columns fails with `StoreError.Kind.misuse`.
  func append(_ row: [DatabaseValue]) throws
  /// Adds a row made of `row`'s values then `more`'s, without an array of them all.
  func append(_ row: [DatabaseValue], followedBy more: [DatabaseValue]) throws
  /// Hands over the rows not sent yet: they are in the table once it returns.
  func flush() throws
}

extension BulkLoader {
  public func append(_ row: [DatabaseValue], followedBy more: [DatabaseValue]) throws {
    try append(row + more)
  }
}

/// `Store.rowLoader` where the store has no bulk path: each row inserted as it comes.
struct InsertingLoader: BulkLoader {
  let statement: any PreparedStatement

  func append(_ row: [DatabaseValue]) throws { try statement.execute(row) }
  func flush() throws {}
}
