/// One row of a result, valid only inside the closure it is handed to.
public protocol Row {
  var columnCount: Int { get }
  func value(at index: Int) -> DatabaseValue
  func int64(at index: Int) -> Int64?
  func text(at index: Int) -> String?
  func double(at index: Int) -> Double?
  /// The column's text as UTF-8 bytes, without making a String; nil for NULL. For streaming
  /// exports: the bytes are valid only inside `body`.
  func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R?
  /// Appends the column's value to `buffer`, for `CopiedRows`.
  func copy(at index: Int, into buffer: inout CopiedRows.Buffer)
  /// Appends the values of `columns`, in order: one call a row rather than one a column.
  func copy(columns: Range<Int>, into buffer: inout CopiedRows.Buffer)
}

extension Row {
  public var values: [DatabaseValue] { (0..<columnCount).map { value(at: $0) } }

  public func copy(at index: Int, into buffer: inout CopiedRows.Buffer) { buffer.append(value(at: index)) }

  public func copy(columns: Range<Int>, into buffer: inout CopiedRows.Buffer) {
    for column in columns { copy(at: column, into: &buffer) }
  }
}
