import Testing

@testable import RosterKit

/// The sets of characters the databases' checks name are the sets Swift's validation reads,
/// scalar by scalar over all of Unicode.
struct StoredCharactersTests {
  private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: Unicode.Scalar) -> Bool {
    ranges.contains { $0.contains(scalar.value) }
  }

  @Test func eachSetIsThePropertyItStandsFor() {
    for value in UInt32(1)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // A tag character is refused but in a flag, which a check cannot tell: those it leaves.
      let refused = (scalar.isControl || scalar.isInvisibleFormat) && !(0xE0020...0xE007F).contains(value)
      #expect(Self.contains(StoredCharacters.refused, scalar) == refused, "U+\(String(value, radix: 16))")
      #expect(
        Self.contains(StoredCharacters.spaces, scalar)
          == (scalar.properties.generalCategory == .spaceSeparator),
        "U+\(String(value, radix: 16))")
      #expect(
        Self.contains(StoredCharacters.whitespace, scalar) == scalar.properties.isWhitespace,
        "U+\(String(value, radix: 16))")
    }
  }
}
