/// A predicate that cannot be parsed or does not fit the model, with where it went wrong.
///
/// `message` is one sentence; `rendered` adds the source line with a caret under the column:
///
///     unknown key 'agee' on Player; did you mean 'age'?
///       name contains "jose" and agee < 30
///                                ^~~~
public struct PredicateError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  public let location: SourceLocation

  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// The 1-based column the caret points at.
  public var column: Int { location.column }

  public var description: String { message }

  /// The message, then the source and a caret line, indented two spaces; just the message when
  /// the predicate was built in code.
  public func rendered(width: (String) -> Int = { $0.count }) -> String {
    guard !location.source.isEmpty else { return message }
    let characters = Array(location.source)
    let line = String(characters).replacingOccurrences(of: "\n", with: " ").replacingOccurrences(
      of: "\t", with: " ")
    let start = min(location.range.lowerBound, characters.count)
    let end = min(max(location.range.upperBound, start + 1), characters.count + 1)
    let padding = width(String(characters[..<start]).replacingOccurrences(of: "\t", with: " "))
    let span = end > characters.count ? 1 : max(1, width(String(characters[start..<end])))
    return message + "\n  " + line + "\n  " + String(repeating: " ", count: padding)
      + "^" + String(repeating: "~", count: span - 1)
  }
}
