import RosterFixtures
import Testing

@testable import RosterKit

/// The text of a value in `COPY`'s text format, as a PostgreSQL import stages its rows: numbers
/// as their digits, NULL as \N, and in text the four bytes COPY reads otherwise escaped.
struct CopyTextTests {
  private func copyText(_ value: DatabaseValue) -> String {
    var data: [UInt8] = []
    PostgreSQLStore.appendCopyText(value, to: &data)
    return String(decoding: data, as: UTF8.self)
  }

  @Test func integersAreTheirDigits() {
    var random = SeededGenerator(seed: 3)
    let edges: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, .max, .min, .max - 1, .min + 1]
    let numbers =
      edges
      + (0..<2_000).map { _ in
        Int64.random(in: .min ... .max, using: &random) >> Int64.random(in: 0...62, using: &random)
      }
    for number in numbers { #expect(copyText(.integer(number)) == String(number)) }
  }

  @Test func textIsEscapedOnlyWhereCOPYWouldReadItOtherwise() {
    #expect(copyText(.text("Zoë O'Brien, Jr.")) == "Zoë O'Brien, Jr.")
    #expect(copyText(.text("a\\b\tc\nd\re")) == #"a\\b\tc\nd\re"#)
    #expect(copyText(.text("")) == "")
    #expect(copyText(.null) == #"\N"#)
    #expect(copyText(.text(#"\N"#)) == #"\\N"#, "a text that reads like NULL stays a text")
  }
}
