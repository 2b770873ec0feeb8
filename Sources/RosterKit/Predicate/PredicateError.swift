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
  /// the predicate was built in code. A long source shows only the stretch around the caret.
  public func rendered(width: (String) -> Int = { $0.count }) -> String {
    guard !location.source.isEmpty else { return message }
    // Control characters would move the caret or the cursor: they show as spaces.
    let characters = location.source.map { $0.unicodeScalars.first!.value < 0x20 ? " " : $0 }
    let start = min(location.range.lowerBound, characters.count)
    let end = min(max(location.range.upperBound, start + 1), characters.count + 1)
    let first = max(0, start - Self.context)
    let last = min(characters.count, max(min(end, start + Self.context), first + 2 * Self.context))
    let before = first > 0 ? "…" : ""
    let line = before + String(characters[first..<last]) + (last < characters.count ? "…" : "")
    let padding = width(before + String(characters[first..<start]))
    let span = end > characters.count ? 1 : max(1, width(String(characters[start..<min(end, last)])))
    return message + "\n  " + line + "\n  " + String(repeating: " ", count: padding)
      + "^" + String(repeating: "~", count: span - 1)
  }

  /// Characters shown on either side of the caret.
  static let context = 36
}

/// Where a piece of a predicate came from: the source text and a range of character offsets.
public struct SourceLocation: Sendable, Equatable {
  public let source: String
  public let range: Range<Int>

  public init(source: String, range: Range<Int>) {
    self.source = source
    self.range = range
  }

  /// Built in code, not parsed: errors show no caret.
  public static let none = SourceLocation(source: "", range: 0..<0)

  /// The 1-based column of the start.
  public var column: Int { range.lowerBound + 1 }
}
