import RosterKit
import Testing

/// The vCard rules `MailingListWriter.vcards` keeps (RFC 6350): text values escaped, long lines
/// folded at 75 octets, never inside a character.
struct MailingListWriterTests {
  @Test(arguments: [
    ("Ray O'Neil, Jr.", "Ray O'Neil\\, Jr."),
    ("Coach; U10", "Coach\\; U10"),
    ("C:\\teams", "C:\\\\teams"),
    ("two\nlines", "two\\nlines"),
    ("two\r\nlines\rand more", "two\\nlines\\nand more"),
    ("Zoë Young", "Zoë Young"),
  ])
  func textValuesAreEscaped(value: String, escaped: String) {
    #expect(VCard.escaped(value) == escaped)
  }

  @Test func longLinesFoldAt75OctetsAndNeverInsideACharacter() {
    let line = "FN:" + String(repeating: "a", count: 100)
    let folded = VCard.folded(line)
    #expect(folded == "FN:" + String(repeating: "a", count: 72) + "\r\n " + String(repeating: "a", count: 28))
    // Two octets a letter: the first line ends after 36 of them (73 octets), not inside the 37th.
    let accented = VCard.folded("FN:" + String(repeating: "é", count: 40))
    let lines = accented.components(separatedBy: "\r\n")
    #expect(lines.map(\.utf8.count) == [75, 1 + 8])
    #expect(lines[0] == "FN:" + String(repeating: "é", count: 36))
    #expect(VCard.folded("FN:Ann Lee") == "FN:Ann Lee")
  }
}
