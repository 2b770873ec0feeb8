import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Somewhere text goes: standard output, a file, a string in a test.
public protocol TextOutput: AnyObject {
  func write(_ text: String)
  /// UTF-8 bytes, written as they are.
  func write(bytes: UnsafeBufferPointer<UInt8>)
}

extension TextOutput {
  public func write(bytes: UnsafeBufferPointer<UInt8>) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// JSON text for values, the same everywhere Roster writes JSON (strings: `JSONText.string`,
/// in the store layer, which binds long lists as JSON).
extension JSONText {
  /// Numbers plain (decimals with `decimals` places), text quoted, nothing as null.
  public static func value(_ value: DatabaseValue, decimals: Int = 1) -> String {
    switch value {
    case .null, .blob: return "null"
    case .integer(let number): return String(number)
    case .real(let number): return number.isFinite ? NumberText.fixed(number, decimals) : "null"
    case .text(let text): return string(text)
    }
  }

  /// `{"key": value, …}` with keys in the order given.
  public static func object(_ pairs: [(String, DatabaseValue)], decimals: Int = 1) -> String {
    "{" + pairs.map { string($0.0) + ": " + value($0.1, decimals: decimals) }.joined(separator: ", ") + "}"
  }
}

/// Numbers as reports print them: fixed decimals, the same on every machine and locale.
public enum NumberText {
  public static func fixed(_ number: Double, _ places: Int) -> String {
    guard number.isFinite else { return "" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(number) * scale).rounded()
    let sign = number < 0 && scaled > 0 ? "-" : ""
    let whole = Int64(scaled / scale)
    guard places > 0 else { return sign + String(whole) }
    let fraction = String(Int64(scaled) % Int64(scale))
    return sign + String(whole) + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// 1289 as "1,289".
  public static func grouped(_ number: Int) -> String {
    let digits = String(abs(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
  }
}
