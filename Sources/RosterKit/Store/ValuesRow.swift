/// A row of values already read, handed on as a store's row is.
struct ValuesRow: Row {
  let values: [DatabaseValue]

  var columnCount: Int { values.count }
  func value(at index: Int) -> DatabaseValue { values[index] }
  func int64(at index: Int) -> Int64? { values[index].integerValue }
  func text(at index: Int) -> String? { values[index].textValue }
  func double(at index: Int) -> Double? {
    switch values[index] {
    case .real(let real): real
    case .integer(let integer): Double(integer)
    default: nil
    }
  }

  func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
    guard var text = values[index].textValue else { return nil }
    return try text.withUTF8(body)
  }
}
