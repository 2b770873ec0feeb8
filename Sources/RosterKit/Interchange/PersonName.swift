/// A person's name as the two columns of a platform's template write it (`player_first_name`,
/// `player_last_name`): the given names and the family name. It is the import's join read the
/// other way — a profile joins a file's first, middle and last name columns with single spaces —
/// so the columns imported back give the name as it was, whatever the split.
///
/// The family name is the last word, with the particles before it (`van der Berg`, `de la Cruz`,
/// `Ó Súilleabháin`, `St. Clair`) and a generational suffix after it (`Smith Jr.`, `King III`);
/// the given names are the words before, of which there is always one. Apostrophes, hyphens and
/// accents are inside words (`Renée-Claire O'Sullivan`). A name of one word is a given name.
struct PersonName: Equatable {
  let given: String
  let family: String

  init(_ name: String) {
    let words = name.split(separator: " ").map(String.init)
    guard words.count > 1 else {
      given = words.first ?? ""
      family = ""
      return
    }
    var start = words.count - 1
    if start > 1 && Self.suffixes.contains(words[start].lowercased()) { start -= 1 }
    while start > 1 && Self.particles.contains(words[start - 1].lowercased()) { start -= 1 }
    given = words[..<start].joined(separator: " ")
    family = words[start...].joined(separator: " ")
  }

  /// The given names' first word, and the others: a first name and a middle name, for a template
  /// with a middle name column.
  var first: String { String(given.prefix { $0 != " " }) }
  var middle: String { String(given.drop { $0 != " " }.dropFirst()) }

  /// Words that begin a family name, in lower case: Dutch, German, French, Italian, Spanish,
  /// Portuguese, Irish, Scottish, Arabic.
  static let particles: Set<String> = [
    "van", "von", "der", "den", "ter", "ten", "de", "del", "della", "di", "da", "das", "dos", "do", "du",
    "des", "la", "le", "y", "st.", "st", "ó", "o", "ní", "nic", "mac", "mc", "bin", "ibn", "al", "el",
  ]

  /// Generational suffixes, in lower case.
  static let suffixes: Set<String> = ["jr", "jr.", "sr", "sr.", "ii", "iii", "iv"]
}
