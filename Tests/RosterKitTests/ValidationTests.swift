import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// One rule for what text may hold, from files and from commands alike: spaces around a value are
/// trimmed; control characters (tabs, line breaks) and invisible or direction-changing characters
/// are refused wherever they are, named by their code point.
struct ValidationTests {
  let name = RosterModel.player.attribute("name")!
  let player = RosterModel.player

  private func stored(_ text: String) throws -> DatabaseValue {
    try name.validated(try name.parse(text, on: player), on: player)
  }

  @Test(arguments: [
    (" Mookie Betts  ", "Mookie Betts"),
    ("\u{A0}Mookie Betts\u{3000}", "Mookie Betts"),
    ("\u{2003} Mookie \u{202F}Betts \u{2009}", "Mookie \u{202F}Betts"),
  ])
  func spacesAroundAValueAreTrimmed(text: String, expected: String) throws {
    #expect(try stored(text) == .text(expected))
  }

  /// Tabs and line breaks were trimmed from the ends of a value, and refused inside it.
  @Test(arguments: ["\tMookie Betts", "Mookie Betts\n", "\r\nMookie", "Mookie\u{0B}", " \u{85}Mookie"])
  func controlCharactersAreRefusedAtTheEdgesToo(text: String) {
    #expect(
      throws: ValidationError(
        entity: "Player", key: "name",
        message: "name must not contain line breaks, tabs or other control characters")
    ) { try stored(text) }
  }

  @Test(
    arguments: [
      (0x200B, "ZERO WIDTH SPACE"), (0x202E, "RIGHT-TO-LEFT OVERRIDE"), (0x202A, "LEFT-TO-RIGHT EMBEDDING"),
      (0x2066, "LEFT-TO-RIGHT ISOLATE"), (0x2069, "POP DIRECTIONAL ISOLATE"), (0x200E, "LEFT-TO-RIGHT MARK"),
      (0x200F, "RIGHT-TO-LEFT MARK"), (0x061C, "ARABIC LETTER MARK"), (0x2060, "WORD JOINER"),
      (0x2062, "INVISIBLE TIMES"), (0xFEFF, "ZERO WIDTH NO-BREAK SPACE"), (0x2028, "LINE SEPARATOR"),
      (0x2029, "PARAGRAPH SEPARATOR"), (0x00AD, "SOFT HYPHEN"), (0x180E, "MONGOLIAN VOWEL SEPARATOR"),
      (0x3164, "HANGUL FILLER"), (0xFFFA, "INTERLINEAR ANNOTATION SEPARATOR"),
      (0xE0041, "TAG LATIN CAPITAL LETTER A"),
    ] as [(UInt32, String)])
  func invisibleCharactersAreRefusedByCodePoint(value: UInt32, scalarName: String) {
    let scalar = Unicode.Scalar(value)!
    let hex = String(value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let message =
      "name must not contain invisible or direction-changing characters (found \(code) \(scalarName))"
    for text in ["Mookie\(scalar)Betts", "\(scalar)Mookie Betts", "Mookie Betts\(scalar)", "Zoë\(scalar)"] {
      #expect(throws: ValidationError(entity: "Player", key: "name", message: message)) { try stored(text) }
    }
  }

  /// Joiners shape Persian and Indic names and emoji; variation selectors choose a glyph; tags
  /// after a black flag make a subdivision's flag. None of them is refused.
  @Test(arguments: [
    "Mehr\u{200C}dad", "می\u{200C}خواهم", "क्\u{200D}ष", "👩\u{200D}👩\u{200D}👧", "✌\u{FE0F}", "葛\u{E0100}",
    "Team 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} FC", "Zoë Young", "大谷翔平", "O'Brien",
  ])
  func joinersSelectorsAndFlagsStayAllowed(text: String) throws {
    #expect(try stored(text) == .text(text))
  }

  /// A tag outside a flag's sequence hides text no one sees ("ASCII smuggling").
  @Test func tagsOutsideAFlagAreRefused() {
    #expect(throws: ValidationError.self) { try stored("Mookie\u{E0068}\u{E0069}") }
    #expect(throws: ValidationError.self) { try stored("🏴\u{E0067}\u{E007F}\u{E0067}") }
  }

  /// Every text attribute of both entities, set through the context as commands set them.
  @Test(arguments: [
    ("Team", "name"), ("Team", "city"), ("Team", "abbreviation"), ("Player", "name"), ("Player", "position"),
    ("Player", "id"),
  ])
  func everyTextAttributeRefusesThemOnSave(entityName: String, key: String) throws {
    let league = try Fixture.league()
    let object: ManagedObject =
      entityName == "Team" ? try league.team("BOS") : try league.player("Mookie Betts")
    for bad in ["A\u{202E}B", "\tA"] {
      object.setValue(.text(bad), forKey: key)
      #expect(throws: ValidationError.self) { try league.context.save() }
      league.context.rollback()
    }
  }

  /// Text of ASCII and U+00A0–U+07FF letters is decided from its bytes; the rest scalar by
  /// scalar. Every scalar of planes 0, 1 and 14, alone and between Latin letters, is refused or
  /// not as the scan of every scalar decides.
  @Test func refusedScalarsAreFoundWhicheverWayTheTextIsRead() {
    func scanned(_ text: String) -> Unicode.Scalar? {
      var scan = InvisibleScan()
      return text.unicodeScalars.first { scan.isHidden($0) }
    }
    var differences: [String] = []
    for value in Array(0..<0x2_0000) + Array(0xE_0000..<0xE_0100) {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      for text in ["\(scalar)", "Zoë \(scalar)ñ\u{7FF}", "Åsa\(scalar)\t", "\u{AD}\(scalar)"]
      where text.refusedScalar != scanned(text) {
        differences.append("U+\(String(value, radix: 16)) in \(text.unicodeScalars.map { $0.value })")
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(10))")
  }

  /// Validation is on the path of every imported value: ASCII is decided from its bytes.
  @Test func asciiAndAccentedTextAreDecidedQuickly() {
    let ascii = "Some Player Name Jr."
    let accented = "Søren Müller-Łukasiewicz"
    let start = Date()
    var refused = 0
    for _ in 0..<200_000 {
      if ascii.refusedScalar != nil { refused += 1 }
      if accented.refusedScalar != nil { refused += 1 }
    }
    #expect(refused == 0)
    #expect(Date().timeIntervalSince(start) < 5, "400,000 values, well under a second in a release build")
  }
}
