import Testing

@testable import RosterKit

/// `GuardianDuplicates`: which guardians a duplicates report proposes as one adult, and why; what
/// it never proposes (a household at one address, two strangers of one name); and that the
/// blocks a large league is compared by find what comparing every pair finds.
struct GuardianDuplicatesTests {
  typealias Guardian = GuardianDuplicates.Guardian

  /// A seeded league's guardians: true pairs, and the look-alikes that are not.
  static let seeded: [Guardian] = [
    // Greg Halvorsen registered twice: another email, a phone one digit off, one postcode.
    .init(
      id: 1, name: "Greg Halvorsen", email: "greg@example.com", phone: "(200) 555-0142", postcode: "97404"),
    .init(
      id: 2, name: "Greg Halvorsen", email: "ghal@work.example.net", phone: "200-555-0143", postcode: "97404"),
    // Added by hand twice, the email in capitals: certain.
    .init(id: 3, name: "Mei Chen", email: "mei@example.org", phone: nil),
    .init(id: 4, name: "Mei Chen-Li", email: "MEI@example.org ", phone: "+1 555 0100"),
    // One phone, the name mistyped by a letter.
    .init(id: 5, name: "Jon Smith", email: nil, phone: "555 010 7788"),
    .init(id: 6, name: "John Smith", email: "john@example.org", phone: "5550107788"),
    // Two John Smiths with nothing else alike: two people.
    .init(id: 7, name: "John Smith", email: "js@example.net", phone: "555 020 1111", postcode: "02134"),
    // A household at one address: two adults, one postcode, their own phones.
    .init(id: 8, name: "Ana Ruiz", email: "ana@example.org", phone: "555 030 1000", postcode: "97402"),
    .init(id: 9, name: "Luis Ruiz", email: "luis@example.org", phone: "555 030 1001", postcode: "97402"),
    // Spouses sharing the home phone: a household, not one adult.
    .init(id: 10, name: "Maria Lopez", email: nil, phone: "555 040 2000"),
    .init(id: 11, name: "Pedro Lopez", email: nil, phone: "555 040 2000"),
    // Two Maria Garcias, phones a digit apart in two postcodes: two families (the fixture's).
    .init(id: 12, name: "Maria Garcia", email: "mg7@example.net", phone: "(200) 555-0107", postcode: "97402"),
    .init(id: 13, name: "María García", email: "mg9@example.com", phone: "(200) 555-0109", postcode: "97403"),
    // One name and one phone, added twice with two emails.
    .init(id: 14, name: "Bo Park", email: "bo@example.org", phone: "555 050 3000"),
    .init(id: 15, name: "bo park", email: "bo.park@example.org", phone: "(555) 050-3000"),
  ]

  @Test func theReportProposesTheTruePairsWithTheirReasons() {
    let found = GuardianDuplicates(Self.seeded).pairs.map { "\($0.first.id)-\($0.second.id): \($0.reason)" }
    #expect(
      found == [
        "3-4: same email",
        "14-15: same name, same phone",
        "1-2: same name, same postcode, phone differs by one digit",
        "5-6: same phone, names differ by one letter (Jon/John Smith)",
      ])
  }

  @Test func aPhoneDigitOffWithoutPostcodesIsProposedAndNamesOutsideOneWordAreShownWhole() {
    let found = GuardianDuplicates([
      .init(id: 1, name: "Ann Lee", email: nil, phone: "555 0100 123"),
      .init(id: 2, name: "Ann Lee", email: nil, phone: "555 0100 12"),
      .init(id: 3, name: "Kim Olsen", email: nil, phone: "555 0200 999"),
      .init(id: 4, name: "Kim Olson", email: nil, phone: "555 0200 999"),
    ]).pairs.map(\.reason)
    #expect(
      found == [
        "same name, phone differs by one digit", "same phone, names differ by one letter (Kim Olsen/Olson)",
      ])
  }

  @Test(arguments: [
    ("5550100", "5550101", true), ("5550100", "555010", true), ("5550100", "55501000", true),
    ("5550100", "5550100", false), ("5550100", "5551101", false), ("5550100", "5550010", false),
    ("jon smith", "john smith", true), ("abc", "abcde", false), ("", "a", true),
  ])
  func oneApartIsOneElementChangedMissingOrExtra(a: String, b: String, apart: Bool) {
    #expect(GuardianDuplicates.Keys.oneApart(Array(a.utf8), Array(b.utf8)) == apart)
    #expect(GuardianDuplicates.Keys.oneApart(Array(b.utf8), Array(a.utf8)) == apart)
  }

  /// The keys are made from the values' bytes, packed, as the values are compared: a name folded
  /// as `TextFolding.fold` folds it (ASCII, Latin, Greek, an accent of its own, empty), an email
  /// without the spaces around it in lowercase (`String.lowercased` when not ASCII), a phone's
  /// digits (none under seven), a postcode folded without spaces or tabs; none for no value, and
  /// each guardian given back as it was (nil and empty apart).
  @Test func keysAreTheValuesAsComparedFromTheirBytes() {
    let guardians: [Guardian] = [
      .init(
        id: 1, name: "José Müller", email: "  Jose@Example.ORG ", phone: "(555) 010-7788",
        postcode: " ab 1\t2 "),
      .init(
        id: 2, name: "ΣΟΦΊΑ Παπαδοπούλου", email: "ÉLODIE@Exämple.fr", phone: "555 010", postcode: "Ëo 12"),
      .init(id: 3, name: "Zoe\u{301} Ng", email: nil, phone: nil, postcode: nil),
      .init(id: 4, name: "", email: "", phone: "", postcode: " "),
    ]
    let keys = GuardianDuplicates.Keys(guardians)
    let text = { (bytes: UnsafeBufferPointer<UInt8>) in String(decoding: bytes, as: UTF8.self) }
    #expect((0..<4).map { text(keys.folded[$0]) } == guardians.map { TextFolding.fold($0.name) })
    #expect((0..<4).map { text(keys.emails[$0]) } == ["jose@example.org", "élodie@exämple.fr", "", ""])
    #expect((0..<4).map { text(keys.phones[$0]) } == ["5550107788", "", "", ""])
    #expect((0..<4).map { text(keys.postcodes[$0]) } == ["ab12", "eo12", "", ""])
    #expect(
      keys.phoneHashes[1...] == [0, 0, 0] && keys.emailHashes[2...] == [0, 0]
        && keys.postcodeHashes[2...] == [0, 0])
    let table = GuardianDuplicates.Table(guardians)
    #expect(guardians.indices.map(table.guardian(at:)) == guardians)
  }

  /// The sort by radix sorts as `sorted` does: keys of 16, 40 and 64 bits, one byte of them all
  /// alike (a pass skipped), an odd number of passes done (the result copied back).
  @Test(arguments: [16, 40, 64]) func theSortByRadixSortsAsSortedDoes(bits: Int) {
    var state: UInt64 = 7
    var values: [UInt64] = (0..<5_000).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> UInt64(64 - bits) & ~0xFF00
    }
    let expected = values.sorted()
    var scratch: [UInt64] = []
    GuardianDuplicates.Keys.radixSort(&values, scratch: &scratch, bits: bits)
    #expect(values == expected)
  }

  /// A block larger than `Keys.smallBlock` is compared through its one-deleted forms: the pairs
  /// are those every pair compared finds — 300 guardians of one name, phones in a narrow range.
  @Test func largeBlocksFindWhatEveryPairComparedFinds() {
    var guardians: [Guardian] = []
    var state: UInt64 = 42
    func next(_ bound: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 33) % bound
    }
    for id in 1...300 {
      let name = ["Maria Garcia", "Maria Garcya", "Mario Garcia"][Int(next(3))]
      let phone = "555" + String(1_000_000 + next(400)).dropFirst() + (next(10) == 0 ? "" : "1")
      guardians.append(
        .init(
          id: Int64(id), name: name, email: nil, phone: phone, postcode: next(2) == 0 ? nil : "9740\(next(2))"
        ))
    }
    let keys = GuardianDuplicates.Keys(guardians)
    var expected: [String] = []
    for a in guardians.indices {
      for b in guardians.indices where a < b {
        if let evidence = keys.evidence(a, b) { expected.append("\(a + 1)-\(b + 1): \(evidence.reason)") }
      }
    }
    let found = GuardianDuplicates(guardians).pairs.map { "\($0.first.id)-\($0.second.id): \($0.reason)" }
    #expect(found.count > 100 && Set(found) == Set(expected) && found.count == expected.count)
  }
}
