import CLibPQ
import FoundationEssentials

/// A libpq result, cleared when the last reference goes.
final class PostgreSQLResult {
  let handle: OpaquePointer
  let pq: LibPQ
  /// How each column's text is read back, from its type.
  let kinds: [Kind]

  enum Kind { case integer, real, numeric, boolean, bytes, text }

  /// `kinds`, when given, are those of an earlier result of the same query: in single-row mode
  /// every row is a result of its own, and the column types are read once.
  init(_ handle: OpaquePointer, _ pq: LibPQ, kinds: [Kind]? = nil) {
    self.handle = handle
    self.pq = pq
    self.kinds = kinds ?? Self.kinds(handle, pq)
  }

  private static func kinds(_ handle: OpaquePointer, _ pq: LibPQ) -> [Kind] {
    (0..<pq.nfields(handle)).map { column in
      switch pq.ftype(handle, column) {
      case 20, 21, 23, 26: .integer  // int8, int2, int4, oid
      case 700, 701: .real  // float4, float8
      case 1700: .numeric  // sum() and avg() of integers
      case 16: .boolean
      case 17: .bytes
      default: .text
      }
    }
  }

  deinit { pq.clear(handle) }

  var count: Int { Int(pq.ntuples(handle)) }

  /// Rows an INSERT, UPDATE or DELETE changed.
  var changes: Int { Int(pq.cmdTuples(handle).map { String(cString: $0) } ?? "") ?? 0 }
}

/// One row of a `PostgreSQLResult`.
struct PostgreSQLRow: Row {
  let result: PostgreSQLResult
  let index: Int

  var columnCount: Int { result.kinds.count }

  private func isNull(_ column: Int) -> Bool {
    result.pq.getisnull(result.handle, Int32(index), Int32(column)) == 1
  }

  private func bytes(_ column: Int) -> UnsafeBufferPointer<UInt8> {
    let value = result.pq.getvalue(result.handle, Int32(index), Int32(column))!
    let length = Int(result.pq.getlength(result.handle, Int32(index), Int32(column)))
    return UnsafeRawPointer(value).withMemoryRebound(to: UInt8.self, capacity: length) {
      UnsafeBufferPointer(start: $0, count: length)
    }
  }

  func value(at column: Int) -> DatabaseValue {
    guard !isNull(column) else { return .null }
    if result.kinds[column] == .integer, let number = Self.integer(bytes(column)) { return .integer(number) }
    let text = String(decoding: bytes(column), as: UTF8.self)
    switch result.kinds[column] {
    case .integer: return Int64(text).map(DatabaseValue.integer) ?? .text(text)
    case .real: return Double(text).map(DatabaseValue.real) ?? .text(text)
    case .numeric:
      if let number = Int64(text) { return .integer(number) }
      return Double(text).map(DatabaseValue.real) ?? .text(text)
    case .boolean: return .integer(text == "t" ? 1 : 0)
    case .bytes: return .blob(Self.hex(text))
    case .text: return .text(text)
    }
  }

  func int64(at column: Int) -> Int64? {
    if result.kinds[column] == .integer, !isNull(column), let number = Self.integer(bytes(column)) {
      return number
    }
    return value(at: column).integerValue
  }

  /// The column's bytes as they are, for `CopiedRows`: a text's without a String made of them, an
  /// integer's read from its digits.
  func copy(at column: Int, into buffer: inout CopiedRows.Buffer) {
    guard !isNull(column) else { return buffer.appendNull() }
    switch result.kinds[column] {
    case .text: buffer.append(UnsafeRawBufferPointer(bytes(column)), isText: true)
    case .integer:
      if let number = Self.integer(bytes(column)) {
        buffer.append(number)
      } else {
        buffer.append(value(at: column))
      }
    default: buffer.append(value(at: column))
    }
  }

  /// An integer's text as PostgreSQL writes it (an optional minus, then digits), read without a
  /// String; nil for anything else, which `value(at:)` reads the long way.
  private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
    guard !bytes.isEmpty, bytes.count <= 20 else { return nil }
    let negative = bytes[0] == 45
    guard !negative || bytes.count > 1 else { return nil }
    var magnitude: UInt64 = 0
    for byte in bytes[(negative ? 1 : 0)...] {
      guard byte >= 48, byte <= 57 else { return nil }
      let (times, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflowB) = times.addingReportingOverflow(UInt64(byte - 48))
      guard !overflowA, !overflowB else { return nil }
      magnitude = sum
    }
    if negative {
      return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
    }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
  }
  func text(at column: Int) -> String? {
    isNull(column) ? nil : String(decoding: bytes(column), as: UTF8.self)
  }
  func double(at column: Int) -> Double? {
    switch value(at: column) {
    case .integer(let number): Double(number)
    case .real(let number): number
    default: nil
    }
  }

  func withUTF8<R>(at column: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
    guard !isNull(column) else { return nil }
    return try body(bytes(column))
  }

  /// `\x0a1b…` (bytea's text form) as bytes.
  private static func hex(_ text: String) -> [UInt8] {
    let digits = Array(text.utf8.dropFirst(2))
    return stride(from: 0, to: digits.count - 1, by: 2).compactMap {
      UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)
    }
  }
}
