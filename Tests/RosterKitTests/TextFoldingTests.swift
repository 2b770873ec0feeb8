import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Folding without Foundation folds as Foundation did: the leagues' stored folded names
/// (`name_fold`) were made by it, and a lookup folds what a person types to meet them.
@Suite struct TextFoldingTests {
  /// Foundation's folding of one scalar, as `TextFolding` made it before its table.
  static func foundationFolding(_ scalar: Unicode.Scalar, _ options: TextFolding.Options) -> String {
    let extraLatin: [Unicode.Scalar: String] = [
      "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D",
      "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH", "ı": "i",
    ]
    if options.contains(.diacriticInsensitive), scalar.properties.generalCategory == .nonspacingMark,
      scalar.properties.canonicalCombiningClass != .notReordered
    {
      return ""
    }
    var foundationOptions: String.CompareOptions = []
    if options.contains(.caseInsensitive) { foundationOptions.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { foundationOptions.insert(.diacriticInsensitive) }
    var text = String(scalar).folding(options: foundationOptions, locale: nil)
    if options.contains(.diacriticInsensitive) {
      text = text.unicodeScalars.map { extraLatin[$0] ?? String($0) }.joined()
    }
    if options.contains(.caseInsensitive) { text = text.lowercased() }
    return text
  }

  /// Every assigned scalar outside the private-use planes, under each option, a plane at a time.
  @Test(arguments: [0, 1, 2, 3, 14])
  func everyScalarFoldsAsFoundationFoldedIt(plane: Int) {
    var differences: [String] = []
    for value in (plane * 0x1_0000)..<((plane + 1) * 0x1_0000) where value >= 0x80 {
      guard let scalar = Unicode.Scalar(value),
        scalar.properties.generalCategory != .unassigned, scalar.properties.generalCategory != .privateUse
      else { continue }
      for options: TextFolding.Options in [.caseInsensitive, .diacriticInsensitive, .all] {
        let expected = Self.foundationFolding(scalar, options)
        let composes = expected.unicodeScalars.contains {
          $0.properties.canonicalCombiningClass != .notReordered
        }
        let composed = composes ? String(decoding: expected._nfcCodeUnits, as: UTF8.self) : expected
        let folded = TextFolding.fold(String(scalar), options)
        if Array(folded.unicodeScalars) != Array(composed.unicodeScalars) {
          differences.append(
            "U+\(value.zeroPadded(to: 4, radix: 16)) \(options.rawValue): \(folded) ≠ \(composed)")
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(20))")
  }

  /// What keeps its accents is composed, so that "é" written either way folds alike.
  @Test func keptAccentsAreComposed() {
    #expect(TextFolding.fold("JOSE\u{301}", .caseInsensitive) == "jos\u{E9}")
    #expect(TextFolding.fold("jos\u{E9}", .caseInsensitive) == "jos\u{E9}")
    #expect(TextFolding.fold("Jose\u{301}") == "jose")
    #expect(TextFolding.fold("A\u{323}\u{301}", .caseInsensitive) == "\u{1EA1}\u{301}")
    #expect(TextFolding.fold("Ñuñez Çelik Œuvre Straße", .all) == "nunez celik oeuvre strasse")
    // A scalar past U+FFFF keeps its accent beside it (Foundation made U+10041 and an acute Á).
    #expect(
      Array(TextFolding.fold("\u{10041}\u{301}", .caseInsensitive).unicodeScalars) == [
        "\u{10041}", "\u{301}",
      ])
  }

  /// The frozen table of U+0080–U+024F's foldings (`TextFolding.latin`, which spares a command
  /// making it at start) is what the foldings make of each.
  @Test func theLatinTableIsWhatTheFoldingsMake() {
    #expect(TextFolding.latin.count == 0x250 - 0x80)
    for (offset, packed) in TextFolding.latin.enumerated() {
      #expect(packed == TextFolding.latinFolding(0x80 + offset), "U+\(String(0x80 + offset, radix: 16))")
    }
  }

  /// Names of Latin letters fold straight from their bytes (`foldLatin`); others scalar by
  /// scalar. Random texts of ASCII, U+0080–U+024F, combining accents and other scripts fold as
  /// their scalars do one by one, put together and composed where an accent is kept: the same
  /// whichever way a text is taken, from a String or from its bytes into `PackedBytes`.
  @Test(arguments: 0..<4) func textsFoldAsTheirScalars(seed: UInt64) {
    var random = SeededGenerator(seed: 0xF01D + seed)
    let packed = PackedBytes()
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0x80...0x24F, 0x80...0x24F, 0x300...0x36F, 0x370...0x52F,
    ]
    for _ in 0..<3_000 {
      let count = Int.random(in: 0...12, using: &random)
      var scalars: [Unicode.Scalar] = []
      for _ in 0..<count {
        // Mostly Latin; now and then an accent or another script, which the bytes' path leaves.
        let range = ranges[
          Int.random(in: 0..<(Int.random(in: 0..<8, using: &random) == 0 ? 5 : 3), using: &random)]
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { scalars.append(scalar) }
      }
      let text = String(String.UnicodeScalarView(scalars))
      for options: TextFolding.Options in [.caseInsensitive, .diacriticInsensitive, .all] {
        let joined = scalars.map { TextFolding.fold(String($0), options) }.joined()
        let expected =
          joined.unicodeScalars.contains { $0.properties.canonicalCombiningClass != .notReordered }
          ? String(decoding: joined._nfcCodeUnits, as: UTF8.self) : joined
        let folded = TextFolding.fold(text, options)
        #expect(
          Array(folded.unicodeScalars) == Array(expected.unicodeScalars),
          "\(scalars.map { String($0.value, radix: 16) }) \(options.rawValue)")
        guard options == .all else { continue }
        var bytes = text
        bytes.withUTF8 { TextFolding.fold(utf8: $0, appendingTo: packed) }
        #expect(
          Array(packed[packed.count - 1]) == Array(folded.utf8),
          "\(scalars.map { String($0.value, radix: 16) })")
      }
    }
  }
}
