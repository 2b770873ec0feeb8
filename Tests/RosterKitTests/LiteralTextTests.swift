import Foundation
import Testing

@testable import RosterKit

/// The standard-library text operations that stand in for Foundation's: the same results as
/// Foundation's where its search is literal, and literal (scalar for scalar) where Foundation's
/// or Swift's Characters would not be.
@Suite struct LiteralTextTests {
  static let texts = [
    "", "a", "O'Brien", "it's O'Neil's", "a\r\nb\nc", "\n", "\r\n\r\n", "Søren Müller", "José", "Jose\u{301}",
    "日本語 テキスト", "👩‍👩‍👧 family", "a\"b\"\"c", "\\\\x", "ends with '", "'", "''''", "@user/x@y", "a-b_c-d",
  ]
  static let targets = ["'", "\"", "\n", "\\", "@", "/", "-", "_", "ab", "O'", "ü", "テ", "''", "xyz"]

  @Test(arguments: texts)
  func replacingFindsWhatFoundationFinds(text: String) {
    for target in Self.targets {
      let replacement = "<\(target.count)>"
      #expect(
        text.replacingLiterally(target, with: replacement)
          == text.replacingOccurrences(of: target, with: replacement, options: .literal),
        "\(text) with \(target)")
      #expect(
        text.literalRange(of: target).map {
          text.unicodeScalars.distance(from: text.startIndex, to: $0.lowerBound)
        }
          == text.range(of: target, options: .literal).map {
            text.unicodeScalars.distance(from: text.startIndex, to: $0.lowerBound)
          }, "\(text) with \(target)")
    }
  }

  /// Where a Character holds more than the target: a line feed inside "\r\n", a quote with a
  /// combining mark over it. Escaping that missed either would let the quote through.
  @Test func theSearchIsByScalarsNotCharacters() {
    #expect("a\r\nb".replacingLiterally("\n", with: "|") == "a\r|b")
    #expect("\r\n\r\n".replacingLiterally("\r", with: "|") == "|\n|\n")
    #expect("x'\u{301}'\u{301}'".replacingLiterally("'", with: "''") == "x''\u{301}''\u{301}''")
    let long = String(repeating: "a'b", count: 10_000)
    #expect(long.replacingLiterally("'", with: "''") == String(repeating: "a''b", count: 10_000))
    #expect("x'\u{301}y".replacingLiterally("'", with: "''") == "x''\u{301}y")
    #expect("é".literalRange(of: "e") == nil)
    #expect("e\u{301}".literalRange(of: "e") != nil)
    #expect("abc".literalRange(of: "") == nil)
    #expect("abc".replacingLiterally("", with: "x") == "abc")
    let line = "connection to server at \"db\" failed: refused"[...]
    #expect(line.literalRange(of: " failed: ").map { String(line[$0.upperBound...]) } == "refused")
  }

  @Test(arguments: [
    "", " ", "\t a \t", "\u{00A0}name\u{2003}", " \n x \n ", "\u{3000}全角\u{3000}", "a b", " \r\n",
    "\u{FEFF}key = v\r",
  ])
  func trimmingRemovesWhatFoundationRemoves(text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    #expect(
      text.trimmingWhitespace(also: "\r\u{FEFF}")
        == text.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r\u{FEFF}"))))
    #expect(text[...].trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
  }

  @Test func everyBlankIsWhatFoundationCallsWhitespace() {
    for value in 0..<0x11_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        scalar.isBlank == CharacterSet.whitespaces.contains(scalar), "U+\(value.zeroPadded(to: 4, radix: 16))"
      )
    }
  }

  @Test func hexadecimalIsPrintfs() {
    for value in [0, 1, 9, 10, 15, 16, 127, 128, 255] {
      #expect(UInt8(value).zeroPadded(to: 2, radix: 16) == String(format: "%02x", value))
    }
    for value: UInt32 in [0, 0x41, 0xE9, 0x301, 0x2003, 0xFEFF, 0x1F600] {
      #expect(value.zeroPadded(to: 4, radix: 16, uppercase: true) == String(format: "%04X", value))
    }
  }

  /// A path's last part as basename(1) gives it: a folder's trailing slashes are not a part.
  @Test(arguments: [
    ("a/b/c", "c"), ("a/b/c/", "c"), ("dir//", "dir"), ("c", "c"), ("/c", "c"), ("/", "/"), ("", ""),
  ])
  func aPathsNameIsItsLastPart(path: String, name: String) {
    #expect(PathName.name(of: path) == name)
  }
}
