import Testing

@testable import RosterKit

/// A name split into a template's first and last name columns (`export --profile`): the family
/// name with its particles and suffix, the given names before it, and the two joined with a
/// space — as the import joins a profile's name columns — the name as it was.
struct PersonNameTests {
  @Test(arguments: [
    ("Maya Okafor", "Maya", "Okafor"),
    ("Renée-Claire O'Sullivan", "Renée-Claire", "O'Sullivan"),
    ("Zoë D'Angelo-O'Sullivan", "Zoë", "D'Angelo-O'Sullivan"),
    ("Pieter van der Berg", "Pieter", "van der Berg"),
    ("José de la Cruz", "José", "de la Cruz"),
    ("Siobhán Ó Súilleabháin", "Siobhán", "Ó Súilleabháin"),
    ("Grace St. Clair", "Grace", "St. Clair"),
    ("Amara N'Diaye", "Amara", "N'Diaye"),
    ("Mary Ann Smith", "Mary Ann", "Smith"),
    ("Maya J. Okafor", "Maya J.", "Okafor"),
    ("Martin Luther King Jr.", "Martin Luther", "King Jr."),
    ("Henry Ford III", "Henry", "Ford III"),
    ("Ludwig Van Beethoven", "Ludwig", "Van Beethoven"),
    // A particle or a suffix is never the whole name: there is always a given name.
    ("Van Morrison", "Van", "Morrison"),
    ("De La Soul", "De", "La Soul"),
    ("Smith Jr.", "Smith", "Jr."),
    ("Cher", "Cher", ""),
    ("田中 美咲", "田中", "美咲"),
  ])
  func aNameIsSplitAtItsFamilyName(name: String, given: String, family: String) {
    let split = PersonName(name)
    #expect(split.given == given)
    #expect(split.family == family)
    #expect([split.given, split.family].filter { !$0.isEmpty }.joined(separator: " ") == name)
  }

  /// With a middle name column, the first given name and the others.
  @Test func theGivenNamesAreAFirstAndAMiddleName() {
    let name = PersonName("Mary Ann Louise van Dyke")
    #expect(name.first == "Mary")
    #expect(name.middle == "Ann Louise")
    #expect(name.family == "van Dyke")
    #expect(PersonName("Maya Okafor").middle == "")
  }
}
