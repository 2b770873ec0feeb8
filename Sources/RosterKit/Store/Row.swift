/// One row of a result, valid only inside the closure it is handed to.
public protocol Row {
  var columnCount: Int { get }
  func value(at index: Int) -> DatabaseValue
  func int64(at index: Int) -> Int64?
  func text(at index: Int) -> String?
  func double(at index: Int) -> Double?
}

extension Row {
  public var values: [DatabaseValue] { (0..<columnCount).map { value(at: $0) } }
}
