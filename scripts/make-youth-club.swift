// Makes the synthetic youth club in `data/youth-club`: a league, its divisions, teams, players
// (with a free-agent pool), staff and players' contacts, as CSV files Roster imports.
//
//     swift scripts/make-youth-club.swift data/youth-club
//
// Plain Swift and Foundation, no packages. Every choice comes from SplitMix64 with a fixed seed,
// and nothing iterates a Set or a Dictionary (their order changes from run to run), so the files
// are byte-identical on every run and every machine.
//
// The club: Riverside Youth Soccer Club, season "2027 Spring", age cutoff 2027-08-31. A league age
// is the whole years from the birthdate to the cutoff; a birthday on the cutoff counts, and someone
// born on 29 February is a year older on 1 March in a common year. Divisions U8 (league ages
// 7-8), U10 (9-10), U12 (11-12), U14 (13-14); five cities with a team in each division.
//
// Planted eligibility problems, for the README and for tests to find (and nothing else is wrong):
//   (a) one year too old:
//       - Mateo Fernández, Riverside Tigers U10, born 2016-08-31: league age 11 (his birthday is
//         the cutoff, which counts), U10 allows 9-10;
//       - Priya Raghunathan, Oakdale Hawks U12, born 2014-03-15: league age 13, U12 allows 11-12.
//   (b) one year too young: Liam Kowalczyk, Maple Grove Foxes U14, born 2014-09-01: league age 12
//       (one day short of 13), U14 allows 13-14.
//   (c) over the maximum roster: Lakeside Otters U8 has 13 players, U8 allows at most 12.
//   (d) under the minimum roster: Cedar Falls Comets U14 has 9 players, U14 needs at least 11.
//   (e) no birthdate: Chidi Okafor, Oakdale Hawks U10, has an age (10) and no birthdate, in a
//       division with age limits.
//   (f) one person on two teams: Lucas Moreau, born 2015-11-03, is on Riverside Tigers U12 and
//       on Maple Grove Foxes U12 (same name, same birthdate; the same contacts on both).
//   (g) two numbers that read the same: Lakeside Otters U12 wears both "7" and "07".
//
// Edge cases that are NOT problems:
//   - two different girls named Emma Johnson (Maple Grove Foxes U10, born 2017-02-14, and Cedar
//     Falls Comets U10, born 2017-10-09): same name, different birthdates, different families;
//   - Aoife O'Brien, Riverside Tigers U8, born 2020-08-31: league age 7 on her birthday, the
//     youngest a U8 player can be;
//   - Emeka Nwosu, Cedar Falls Comets U12, born 2014-09-01: league age 12, the oldest a U12 player
//     can be (the same birthdate as Liam Kowalczyk's, who is too young for U14);
//   - Leah Goldberg, Lakeside Otters U12, born 2016-02-29 (a leap day): league age 11;
//   - Oakdale Hawks U14's goalkeeper wears "00" (and "0" and "00" are two numbers);
//   - the assistant of Riverside Tigers U14 has the role "Assistant Coach, Goalkeepers", the one
//     field that needs CSV quoting.
// Free agents (an empty team column) are the pool: eight players, all with birthdates.

import Foundation

// MARK: - Random numbers

/// SplitMix64 (Steele, Lea and Flood 2014): tiny, fast, and the same on every platform.
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in 0..<count, without modulo bias.
  mutating func below(_ count: Int) -> Int {
    precondition(count > 0)
    let bound = UInt64(count)
    let limit = UInt64.max - UInt64.max % bound
    while true {
      let value = next()
      if value < limit { return Int(value % bound) }
    }
  }

  mutating func inRange(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// True with the given chance in percent.
  mutating func percent(_ chance: Int) -> Bool { below(100) < chance }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  mutating func shuffled<T>(_ items: [T]) -> [T] {
    var items = items
    var index = items.count - 1
    while index > 0 {
      let other = below(index + 1)
      items.swapAt(index, other)
      index -= 1
    }
    return items
  }
}

// MARK: - Days

/// A day of the Gregorian calendar.
struct Day: Comparable {
  let year: Int
  let month: Int
  let day: Int

  /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
  var number: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  init(_ year: Int, _ month: Int, _ day: Int) {
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// The day `number` days after 1970-01-01 (civil_from_days).
  init(number: Int) {
    let z = number + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    self.init(yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  /// Whole years from this day (a birthdate) to `date`: a birthday on `date` counts, and 29
  /// February is a year older on 1 March in a common year.
  func wholeYears(on date: Day) -> Int {
    date.year - year - ((date.month * 100 + date.day) < (month * 100 + day) ? 1 : 0)
  }

  var iso: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
  }

  static func < (lhs: Day, rhs: Day) -> Bool { lhs.number < rhs.number }
}

// MARK: - The club's shape

let clubName = "Riverside Youth Soccer Club"
let season = "2027 Spring"
let cutoff = Day(2027, 8, 31)
let seed: UInt64 = 0x2027_0831_5EED_0001

struct Division {
  let name: String
  let minAge: Int
  let maxAge: Int
  let minRoster: Int
  let maxRoster: Int

  /// The earliest and latest birthdates of the league ages minAge...maxAge on the cutoff.
  var birthdates: ClosedRange<Int> {
    let latest = Day(cutoff.year - minAge, cutoff.month, cutoff.day).number
    let earliest = Day(cutoff.year - maxAge - 1, cutoff.month, cutoff.day).number + 1
    return earliest...latest
  }
}

let divisions = [
  Division(name: "U8", minAge: 7, maxAge: 8, minRoster: 8, maxRoster: 12),
  Division(name: "U10", minAge: 9, maxAge: 10, minRoster: 9, maxRoster: 14),
  Division(name: "U12", minAge: 11, maxAge: 12, minRoster: 10, maxRoster: 16),
  Division(name: "U14", minAge: 13, maxAge: 14, minRoster: 11, maxRoster: 18),
]

struct Club {
  let city: String
  let mascot: String
  let code: String
}

let clubs = [
  Club(city: "Riverside", mascot: "Tigers", code: "RIV"),
  Club(city: "Oakdale", mascot: "Hawks", code: "OAK"),
  Club(city: "Maple Grove", mascot: "Foxes", code: "MGF"),
  Club(city: "Cedar Falls", mascot: "Comets", code: "CFC"),
  Club(city: "Lakeside", mascot: "Otters", code: "LAK"),
]

struct Team {
  let name: String
  let city: String
  let abbreviation: String
  let division: Division
}

// Division by division, then club by club: the order of teams.csv and of the rosters.
let teams: [Team] = divisions.flatMap { division in
  clubs.map { club in
    Team(
      name: "\(club.city) \(club.mascot) \(division.name)", city: club.city,
      abbreviation: "\(club.code)-\(division.name)", division: division)
  }
}

let overTeam = "Lakeside Otters U8"  // (c): max_roster + 1
let underTeam = "Cedar Falls Comets U14"  // (d): min_roster - 2
let quotedRoleTeam = "Riverside Tigers U14"
let quotedRole = "Assistant Coach, Goalkeepers"
let doubleZeroTeam = "Oakdale Hawks U14"
let sevenAndZeroSevenTeam = "Lakeside Otters U12"
let freeAgentCount = 8

// MARK: - Names

/// A naming tradition: children's given names, adults' given names, family names, and whether the
/// family name comes first ("Nguyễn Thị Hoa").
struct Culture {
  let key: String
  let weight: Int
  let children: [String]
  let women: [String]
  let men: [String]
  let families: [String]
  var familyFirst = false
  /// Children's middle names and adults' by sex, for family-first names ("Nguyễn Văn Minh").
  var childMiddles: [String] = []
  var womanMiddle = ""
  var manMiddle = ""
}

let cultures: [Culture] = [
  Culture(
    key: "english", weight: 30,
    children: [
      "Liam", "Olivia", "Noah", "Emma", "Oliver", "Ava", "Elijah", "Charlotte", "James", "Amelia",
      "Benjamin", "Harper", "Henry", "Evelyn", "Jackson", "Abigail", "Wyatt", "Ella", "Grayson",
      "Scarlett", "Caleb", "Nora", "Owen", "Hazel", "Mason", "Riley", "Ethan", "Madison", "Mary-Kate",
      "Eli", "Violet", "Carter", "Aurora", "Zoë",
    ],
    women: [
      "Jennifer", "Sarah", "Jessica", "Emily", "Amanda", "Megan", "Rachel", "Laura", "Heather",
      "Kimberly", "Rebecca", "Nicole", "Ashley", "Lauren", "Katherine", "Hannah",
    ],
    men: [
      "Michael", "David", "Christopher", "Matthew", "Daniel", "Andrew", "Joshua", "Ryan", "Brian",
      "Kevin", "Jason", "Justin", "Eric", "Steven", "Timothy", "Gregory",
    ],
    families: [
      "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson",
      "Taylor", "Thomas", "Moore", "Martin", "Jackson", "Thompson", "White", "Harris", "Clark",
      "Lewis", "Walker", "Hall", "Young", "Allen", "King", "Wright", "Scott", "Baker", "Carter",
      "Mitchell", "Parker", "Evans", "Collins", "Stewart", "Morris", "Reed", "Cook", "Bell",
      "Bailey", "Cooper", "Howard", "Ward", "Brooks", "Bennett", "Wood", "Barnes", "Ross", "Coleman",
      "Jenkins", "Perry", "Powell", "Hughes", "Washington", "Butler", "Foster", "Bryant", "Russell",
      "Griffin", "Hayes", "Myers", "Graham", "Sullivan", "Wallace", "Reynolds", "Fisher", "Ellis",
      "MacLeod", "McAllister", "McDonald", "Ashworth-Clarke", "Goldberg", "Brontë",
    ]),
  Culture(
    key: "irish", weight: 4,
    children: [
      "Aoife", "Saoirse", "Niamh", "Ciara", "Cian", "Oisín", "Seán", "Róisín", "Éabha", "Tadhg",
      "Caoimhe", "Darragh",
    ],
    women: ["Siobhán", "Máire", "Gráinne", "Orla", "Áine", "Bríd"],
    men: ["Ciarán", "Pádraig", "Seamus", "Declan", "Colm", "Eoin"],
    families: ["O'Brien", "O'Sullivan", "O'Connor", "Kelly", "Byrne", "Fitzgerald", "McCarthy", "Doyle"]),
  Culture(
    key: "hispanic", weight: 14,
    children: [
      "Mateo", "Sofía", "Santiago", "Valentina", "Sebastián", "Camila", "Diego", "Lucía", "Alejandro",
      "Isabella", "Emiliano", "Ximena", "Joaquín", "Renata", "Martín", "Daniela", "Iker", "Mariana",
    ],
    women: [
      "María", "Carmen", "Ana", "Guadalupe", "Rosa", "Verónica", "Patricia", "Adriana", "Gabriela",
      "Lorena",
    ],
    men: ["José", "Juan", "Luis", "Carlos", "Jorge", "Miguel", "Ricardo", "Fernando", "Raúl", "Andrés"],
    families: [
      "García", "Rodríguez", "Martínez", "Hernández", "López", "González", "Pérez", "Sánchez",
      "Ramírez", "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Reyes", "Morales", "Cruz", "Ortiz",
      "Gutiérrez", "Chávez", "Ramos", "Ruiz", "Mendoza", "Castillo", "Jiménez", "Vásquez", "Muñoz",
      "Peña", "Núñez", "Ibáñez", "Fernández",
    ]),
  Culture(
    key: "portuguese", weight: 3,
    children: ["João", "Gabriel", "Beatriz", "Letícia", "Thiago", "Júlia", "Caio", "Lívia"],
    women: ["Fernanda", "Luciana", "Cláudia", "Márcia"],
    men: ["Paulo", "Rodrigo", "Marcelo", "André"],
    families: ["Gonçalves", "Araújo", "Conceição", "Magalhães", "Simões", "Carvalho", "Pereira", "Azevedo"]),
  Culture(
    key: "italian", weight: 4,
    children: ["Giulia", "Niccolò", "Chiara", "Lorenzo", "Francesca", "Gabriele", "Martina", "Tommaso"],
    women: ["Paola", "Elena", "Silvia", "Alessandra"],
    men: ["Marco", "Giuseppe", "Luca", "Stefano", "Alessandro"],
    families: [
      "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "De Luca",
      "D'Angelo", "Lombardi",
    ]),
  Culture(
    key: "german", weight: 3,
    children: ["Lena", "Felix", "Jonas", "Mia", "Lukas", "Hannah", "Leon", "Maximilian", "Emilia"],
    women: ["Sabine", "Katrin", "Birgit", "Anja", "Jutta"],
    men: ["Jürgen", "Stefan", "Andreas", "Jörg", "Matthias"],
    families: [
      "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Schröder", "Weiß", "Köhler", "Hoffmann",
    ]),
  Culture(
    key: "polish", weight: 3,
    children: ["Zofia", "Jakub", "Szymon", "Wiktoria", "Antoni", "Maja", "Filip", "Oliwia"],
    women: ["Agnieszka", "Małgorzata", "Katarzyna", "Joanna"],
    men: ["Łukasz", "Paweł", "Krzysztof", "Tomasz"],
    // Surnames that have one form for women and men, so a family shares it.
    families: ["Nowak", "Wójcik", "Kowalczyk", "Woźniak", "Mazur", "Krawczyk", "Zając"]),
  Culture(
    key: "scandinavian", weight: 3,
    children: [
      "Astrid", "Freja", "Magnus", "Ingrid", "Linnea", "Oskar", "Elsa", "Mikkel", "Sigrid", "Søren",
    ],
    women: ["Åsa", "Kirsten", "Marit", "Solveig", "Birgitta"],
    men: ["Bjørn", "Lars", "Anders", "Nils", "Henrik"],
    families: [
      "Ødegaard", "Lindqvist", "Johansson", "Sørensen", "Åberg", "Halvorsen", "Bergström", "Nyström",
    ]),
  Culture(
    key: "french", weight: 3,
    children: ["Amélie", "Léa", "Hugo", "Théo", "Louis", "Manon", "Inès", "Gaël", "Noémie", "Lucas"],
    women: ["Hélène", "Céline", "Sandrine", "Nathalie", "Véronique", "Claire"],
    men: ["François", "Jérôme", "Thierry", "Olivier", "Stéphane", "Marc"],
    families: [
      "Moreau", "Lefèvre", "Dubois", "Girard", "Bonnet", "Mercier", "Fournier", "Rousseau", "Dubois-Laurent",
    ]),
  Culture(
    key: "nigerian", weight: 4,
    children: [
      "Chidi", "Adaeze", "Chiamaka", "Obinna", "Oluwaseun", "Temitope", "Ifeoma", "Emeka", "Tobiloba",
      "Kelechi",
    ],
    women: ["Ngozi", "Funmilayo", "Chinwe", "Folake", "Adaobi"],
    men: ["Chukwuemeka", "Olumide", "Babatunde", "Ikenna", "Oluwadamilare"],
    families: ["Okafor", "Nwosu", "Adeyemi", "Okonkwo", "Eze", "Balogun", "Oyelaran", "Chukwu", "Adebayo"]),
  Culture(
    key: "indian", weight: 5,
    children: [
      "Aarav", "Ananya", "Vihaan", "Diya", "Arjun", "Ishaan", "Saanvi", "Kavya", "Rohan", "Aditi", "Advait",
      "Priya",
    ],
    women: ["Lakshmi", "Sunita", "Deepa", "Meena", "Anjali", "Kavitha"],
    men: ["Rajesh", "Suresh", "Vikram", "Sanjay", "Anand", "Ramesh"],
    families: [
      "Patel", "Sharma", "Iyer", "Reddy", "Nair", "Gupta", "Krishnan", "Raghunathan", "Venkataraman",
      "Chatterjee", "Subramaniam",
    ]),
  Culture(
    key: "chinese", weight: 4,
    children: ["Jia", "Mei", "Wei", "Hao", "Yutong", "Zihan", "Xinyi", "Jun", "Ethan", "Chloe"],
    women: ["Xiu", "Ying", "Hui", "Jing", "Fang"],
    men: ["Jian", "Ming", "Qiang", "Tao", "Yong"],
    families: ["Chen", "Wang", "Zhang", "Liu", "Huang", "Zhao", "Wu", "Zhou", "Xu"]),
  Culture(
    key: "korean", weight: 2,
    children: ["Min-jun", "Seo-yeon", "Ji-ho", "Ha-eun", "Do-yun", "Seo-jun", "Ji-woo"],
    women: ["Eun-ji", "Hye-jin", "Soo-yeon", "Mi-kyung"],
    men: ["Sung-min", "Jae-won", "Dong-hyun", "Young-ho"],
    families: ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Yoon"]),
  Culture(
    key: "japanese", weight: 2,
    children: ["Haruto", "Yūna", "Sōta", "Aoi", "Ren", "Hina", "Yūki", "Riku"],
    women: ["Yōko", "Keiko", "Naomi", "Ayumi", "Megumi"],
    men: ["Takeshi", "Hiroshi", "Kenji", "Daisuke", "Shōta"],
    families: [
      "Satō", "Suzuki", "Takahashi", "Tanaka", "Itō", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi",
    ]),
  Culture(
    key: "vietnamese", weight: 2,
    children: ["Anh", "Huy", "Khang", "Linh", "Trâm", "Phúc", "Vy", "Đức"],
    women: ["Lan", "Hương", "Mai", "Thu"],
    men: ["Minh", "Hùng", "Dũng", "Tuấn", "Quang"],
    families: ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Võ", "Đặng"],
    familyFirst: true, childMiddles: ["Minh", "Gia", "Bảo", "Thanh", "Quốc", "Ngọc"], womanMiddle: "Thị",
    manMiddle: "Văn"),
  Culture(
    key: "arabic", weight: 3,
    children: ["Omar", "Layla", "Yusuf", "Amira", "Zayd", "Noor", "Karim", "Yasmin", "Adam", "Mariam"],
    women: ["Fatima", "Rania", "Huda", "Samira", "Dalia"],
    men: ["Ahmed", "Khalid", "Tariq", "Samir", "Nabil"],
    families: ["Haddad", "Al-Farsi", "Khoury", "Mansour", "Al-Hassan", "Nasser", "Saleh", "El-Amin"]),
  Culture(
    key: "greek", weight: 1,
    children: ["Nikos", "Eleni", "Dimitris", "Sofia", "Yannis"],
    women: ["Katerina", "Despina", "Maria"],
    men: ["Georgios", "Konstantinos", "Stavros"],
    families: ["Papadopoulos", "Georgiou", "Antonopoulos", "Nikolaidis"]),
  Culture(
    key: "turkish", weight: 1,
    children: ["Elif", "Emir", "Zeynep", "Kerem", "Defne", "Ayşe"],
    women: ["Fatma", "Özlem", "Gülşen", "Hatice"],
    men: ["Mehmet", "Mustafa", "Ömer", "Hakan"],
    families: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın"]),
  Culture(
    key: "hawaiian", weight: 1,
    children: ["Kaʻimi", "Keanu", "Leilani", "Kalani", "Malia", "Nohea"],
    women: ["Haunani", "Kehaulani", "Pualani"],
    men: ["Kekoa", "Makoa", "Keola"],
    families: ["Kealoha", "Kahananui", "Akana", "Kamakau", "Nāone"]),
  Culture(
    key: "dutch", weight: 1,
    children: ["Daan", "Sem", "Fleur", "Lotte", "Bram", "Sanne", "Jesse"],
    women: ["Marieke", "Annelies", "Inge"],
    men: ["Pieter", "Joost", "Maarten"],
    families: ["van der Berg", "de Vries", "van Dijk", "Bakker", "Visser", "de Jong"]),
]

func culture(_ key: String) -> Culture {
  guard let culture = cultures.first(where: { $0.key == key }) else { fatalError("no culture \(key)") }
  return culture
}

/// Surnames made of both parents' names: the mother carries the first half, the father the second.
let doubleBarrelled = ["Ashworth-Clarke", "Dubois-Laurent"]

struct Person {
  let given: String
  var middle = ""
  let family: String
  var familyFirst = false

  var name: String {
    if familyFirst { return [family, middle, given].filter { !$0.isEmpty }.joined(separator: " ") }
    return [given, middle, family].filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// ASCII for an email address: accents dropped, letters with no decomposition spelled out,
/// apostrophes and okinas dropped, spaces closed up, lower case.
func asciiFolded(_ text: String) -> String {
  let special: [(Character, String)] = [
    ("ø", "o"), ("Ø", "o"), ("ł", "l"), ("Ł", "l"), ("đ", "d"), ("Đ", "d"), ("ß", "ss"), ("æ", "ae"),
    ("Æ", "ae"), ("œ", "oe"), ("ı", "i"), ("'", ""), ("’", ""), ("ʻ", ""), (" ", ""),
  ]
  var result = ""
  for character in text {
    if let replacement = special.first(where: { $0.0 == character }) {
      result += replacement.1
      continue
    }
    for scalar in String(character).decomposedStringWithCanonicalMapping.unicodeScalars
    where scalar.properties.generalCategory != .nonspacingMark {
      result.unicodeScalars.append(scalar)
    }
  }
  result = result.lowercased()
  precondition(
    result.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" },
    "cannot fold \(text) to ASCII: \(result)")
  return result
}

/// Code point order: the same everywhere, whatever the locale or the library's collation.
func precedes(_ lhs: String, _ rhs: String) -> Bool {
  lhs.unicodeScalars.map(\.value).lexicographicallyPrecedes(rhs.unicodeScalars.map(\.value))
}

// MARK: - CSV

/// A field as RFC 4180 writes it: quoted only when it holds a comma, a quote or a line break (or
/// begins or ends with a space, which readers may trim).
func csvField(_ field: String) -> String {
  let needsQuotes =
    field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
    || field.hasPrefix(" ") || field.hasSuffix(" ")
  return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
}

func csv(_ header: [String], _ rows: [[String]]) -> String {
  ([header] + rows).map { row in
    precondition(row.count == header.count, "a row of \(row.count) fields under \(header)")
    return row.map(csvField).joined(separator: ",")
  }.joined(separator: "\n") + "\n"
}

// MARK: - Generating

struct Player {
  let person: Person
  let culture: Culture
  let team: Team?
  let birthdate: Day?
  var age: Int? = nil
  var position = ""
  var number = ""
  /// The key of the family whose contacts the player has: the same person on two teams shares it.
  var family = ""
}

struct Contact {
  let person: Person
  let relation: String
  let email: String
  let phone: String
}

struct StaffMember {
  let team: Team
  let person: Person
  let role: String
  let email: String
  let phone: String
}

/// The players placed by hand: the planted problems and the edge cases (see the top of the file).
struct Placed {
  let given: String
  var middle = ""
  let family: String
  let culture: String
  let team: String
  let birthdate: Day?
  var age: Int? = nil
}

let placed: [Placed] = [
  // (a) one year too old
  Placed(
    given: "Mateo", family: "Fernández", culture: "hispanic", team: "Riverside Tigers U10",
    birthdate: Day(2016, 8, 31)),
  Placed(
    given: "Priya", family: "Raghunathan", culture: "indian", team: "Oakdale Hawks U12",
    birthdate: Day(2014, 3, 15)),
  // (b) one year too young
  Placed(
    given: "Liam", family: "Kowalczyk", culture: "polish", team: "Maple Grove Foxes U14",
    birthdate: Day(2014, 9, 1)),
  // (e) an age and no birthdate
  Placed(
    given: "Chidi", family: "Okafor", culture: "nigerian", team: "Oakdale Hawks U10", birthdate: nil, age: 10),
  // (f) one person on two teams
  Placed(
    given: "Lucas", family: "Moreau", culture: "french", team: "Riverside Tigers U12",
    birthdate: Day(2015, 11, 3)),
  Placed(
    given: "Lucas", family: "Moreau", culture: "french", team: "Maple Grove Foxes U12",
    birthdate: Day(2015, 11, 3)),
  // Not problems: two girls of one name, the edges of the age windows, a leap day.
  Placed(
    given: "Emma", family: "Johnson", culture: "english", team: "Maple Grove Foxes U10",
    birthdate: Day(2017, 2, 14)),
  Placed(
    given: "Emma", family: "Johnson", culture: "english", team: "Cedar Falls Comets U10",
    birthdate: Day(2017, 10, 9)),
  Placed(
    given: "Aoife", family: "O'Brien", culture: "irish", team: "Riverside Tigers U8",
    birthdate: Day(2020, 8, 31)),
  Placed(
    given: "Emeka", family: "Nwosu", culture: "nigerian", team: "Cedar Falls Comets U12",
    birthdate: Day(2014, 9, 1)),
  Placed(
    given: "Leah", family: "Goldberg", culture: "english", team: "Lakeside Otters U12",
    birthdate: Day(2016, 2, 29)),
  // Names that must be there, with birthdates drawn like anyone's.
  Placed(given: "José", family: "Núñez", culture: "hispanic", team: "Oakdale Hawks U8", birthdate: nil),
  Placed(given: "Zoë", family: "Brontë", culture: "english", team: "Maple Grove Foxes U10", birthdate: nil),
  Placed(
    given: "Hoa", middle: "Thị", family: "Nguyễn", culture: "vietnamese", team: "Cedar Falls Comets U12",
    birthdate: nil),
  Placed(
    given: "Søren", family: "Ødegaard", culture: "scandinavian", team: "Lakeside Otters U14", birthdate: nil),
  Placed(given: "Kaʻimi", family: "Kealoha", culture: "hawaiian", team: "Oakdale Hawks U14", birthdate: nil),
  Placed(
    given: "Amélie", family: "Dubois-Laurent", culture: "french", team: "Lakeside Otters U10", birthdate: nil),
  Placed(
    given: "Daan", family: "van der Berg", culture: "dutch", team: "Cedar Falls Comets U10", birthdate: nil),
]

/// The placed players whose birthdates are drawn: a birthdate of nil and no age.
func drawsBirthdate(_ placed: Placed) -> Bool { placed.birthdate == nil && placed.age == nil }

struct Generator {
  var random = SplitMix64(seed: seed)
  var usedNames: [String] = []
  var usedEmails: [String] = []
  var usedPhones: [String] = []

  mutating func isFree(_ name: String) -> Bool { !usedNames.contains(name) }

  mutating func pickCulture() -> Culture {
    let total = cultures.reduce(0) { $0 + $1.weight }
    var ticket = random.below(total)
    for culture in cultures {
      if ticket < culture.weight { return culture }
      ticket -= culture.weight
    }
    fatalError("unreachable")
  }

  /// A child of a new family, with a name no one else in the club has.
  mutating func child() -> (Person, Culture) {
    while true {
      let culture = pickCulture()
      let person = Person(
        given: random.pick(culture.children),
        middle: culture.familyFirst ? random.pick(culture.childMiddles) : "",
        family: random.pick(culture.families), familyFirst: culture.familyFirst)
      if isFree(person.name) {
        usedNames.append(person.name)
        return (person, culture)
      }
    }
  }

  /// An adult of `culture` with the family name `family` (any of the culture's when nil).
  mutating func adult(_ culture: Culture, woman: Bool, family: String?) -> Person {
    while true {
      let person = Person(
        given: random.pick(woman ? culture.women : culture.men),
        middle: culture.familyFirst ? (woman ? culture.womanMiddle : culture.manMiddle) : "",
        family: family ?? random.pick(culture.families), familyFirst: culture.familyFirst)
      if isFree(person.name) {
        usedNames.append(person.name)
        return person
      }
    }
  }

  /// firstname.lastname@example.org, ASCII, with a digit when the name's address is taken.
  mutating func email(_ person: Person) -> String {
    let local = asciiFolded(person.given) + "." + asciiFolded(person.family)
    var candidate = local + "@example.org"
    var suffix = 2
    while usedEmails.contains(candidate) {
      candidate = local + String(suffix) + "@example.org"
      suffix += 1
    }
    usedEmails.append(candidate)
    return candidate
  }

  /// A staff phone in the fictional 555-0100 to 555-0199: "+1 555 0142".
  mutating func staffPhone() -> String {
    while true {
      let phone = "+1 555 01" + twoDigits(random.below(100))
      if !usedPhones.contains(phone) {
        usedPhones.append(phone)
        return phone
      }
    }
  }

  /// A family's phone: 555-01xx (fictional in every area code), mostly written "+1 415 555 0142",
  /// sometimes "(415) 555-0142" or, local, "555-0142".
  mutating func familyPhone() -> String {
    let areas = ["202", "206", "212", "305", "312", "415", "503", "617", "702", "720", "802", "919"]
    while true {
      let area = random.pick(areas)
      let line = "01" + twoDigits(random.below(100))
      let style = random.below(20)
      let phone =
        style < 17 ? "+1 \(area) 555 \(line)" : style < 19 ? "(\(area)) 555-\(line)" : "555-\(line)"
      let digits = String(phone.filter(\.isNumber).suffix(7))
      let key = phone.hasPrefix("555") ? digits : area + digits
      // One number one family: no other 10-digit number nor local number may share these digits.
      if !usedPhones.contains(key) && !usedPhones.contains(digits) {
        usedPhones.append(key)
        if phone.hasPrefix("555") { usedPhones.append(digits) }
        return phone
      }
    }
  }

  func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  mutating func birthdate(in division: Division) -> Day {
    let day = Day(number: random.inRange(division.birthdates))
    let age = day.wholeYears(on: cutoff)
    precondition((division.minAge...division.maxAge).contains(age))
    return day
  }

  /// The contacts of a child: one or two adults of the family, surnames matching the child's.
  mutating func contacts(of child: Person, _ culture: Culture) -> [Contact] {
    let family = child.family
    let halves = doubleBarrelled.contains(family) ? family.split(separator: "-").map(String.init) : []
    // Where women keep their own family name (Vietnamese), the family's contacts are on the
    // father's side, so that they share the child's.
    let paternalOnly = culture.familyFirst
    let first: String
    if paternalOnly {
      first = random.percent(80) ? "father" : "grandfather"
    } else {
      let roll = random.below(100)
      first = roll < 55 ? "mother" : roll < 92 ? "father" : "guardian"
    }
    var relations = [first]
    if random.percent(70) {
      let others: [String]
      switch first {
      case _ where paternalOnly:
        others = first == "father" ? ["grandfather", "aunt", "uncle"] : ["aunt", "uncle"]
      case "mother":
        others = ["father", "father", "father", "father", "grandmother", "grandfather", "stepfather", "aunt"]
      case "father": others = ["mother", "mother", "mother", "grandmother", "grandfather", "uncle"]
      case "guardian": others = ["grandmother", "grandfather", "aunt", "uncle"]
      default: others = ["aunt", "uncle", "grandmother"]
      }
      var second = random.pick(others)
      // A stepfather would not carry half of a name made from the parents'.
      if !halves.isEmpty && second == "stepfather" { second = "father" }
      relations.append(second)
    }
    return relations.map { relation in
      let woman: Bool
      switch relation {
      case "mother", "grandmother", "aunt": woman = true
      case "father", "grandfather", "uncle", "stepfather": woman = false
      default: woman = random.percent(60)
      }
      // A double-barrelled name was made from the parents' names: everyone else has one half.
      var surname = family
      if halves.count == 2 {
        surname = relation == "mother" ? halves[0] : relation == "father" ? halves[1] : random.pick(halves)
      }
      let person = adult(culture, woman: woman, family: surname)
      let grand = relation.hasPrefix("grand")
      let email = grand && random.percent(40) ? "" : email(person)
      return Contact(person: person, relation: relation, email: email, phone: familyPhone())
    }
  }
}

func generate() -> (players: [Player], staff: [StaffMember], contacts: [String: [Contact]]) {
  var generator = Generator()
  for item in placed {
    let name = Person(
      given: item.given, middle: item.middle, family: item.family,
      familyFirst: culture(item.culture).familyFirst
    ).name
    if !generator.usedNames.contains(name) { generator.usedNames.append(name) }
  }

  // Each team's size, its planted players included.
  var players: [Player] = []
  for team in teams {
    let division = team.division
    let size: Int
    switch team.name {
    case overTeam: size = division.maxRoster + 1
    case underTeam: size = division.minRoster - 2
    default: size = generator.random.inRange((division.minRoster + 1)...(division.maxRoster - 1))
    }
    var roster: [Player] = []
    for item in placed where item.team == team.name {
      let culture = culture(item.culture)
      let person = Person(
        given: item.given, middle: item.middle, family: item.family, familyFirst: culture.familyFirst)
      let birthdate = drawsBirthdate(item) ? generator.birthdate(in: division) : item.birthdate
      // The same person on two teams shares a family (and so contacts) by name and birthdate.
      let family = person.name + "|" + (birthdate?.iso ?? "")
      roster.append(
        Player(
          person: person, culture: culture, team: team, birthdate: birthdate, age: item.age, family: family))
    }
    precondition(roster.count <= size, "\(team.name) has more placed players than its size")
    while roster.count < size {
      let (person, culture) = generator.child()
      let birthdate = generator.birthdate(in: division)
      roster.append(
        Player(
          person: person, culture: culture, team: team, birthdate: birthdate,
          family: person.name + "|" + birthdate.iso))
    }

    // Positions: one or two goalkeepers, the rest spread over the field.
    let keepers = size >= 12 && generator.random.percent(50) ? 2 : 1
    for index in roster.indices {
      if index < keepers {
        roster[index].position = "GK"
      } else {
        let roll = generator.random.below(10)
        roster[index].position = roll < 4 ? "DF" : roll < 7 ? "MF" : "FW"
      }
    }

    // Numbers: text, unique on the team, 1-99; a goalkeeper usually wears 1; a few have none.
    var numbers = generator.random.shuffled(Array(2...99).map(String.init))
    var taken: [String] = []
    for index in roster.indices {
      if team.name == doubleZeroTeam && index == 0 {
        roster[index].number = "00"
      } else if team.name == sevenAndZeroSevenTeam && index == 1 {
        roster[index].number = "7"
      } else if team.name == sevenAndZeroSevenTeam && index == 2 {
        roster[index].number = "07"
      } else if index == 0 && generator.random.percent(80) {
        roster[index].number = "1"
      } else if generator.random.percent(7) {
        roster[index].number = ""
      } else {
        numbers.removeAll(where: { taken.contains($0) })
        roster[index].number = numbers.removeFirst()
      }
      if !roster[index].number.isEmpty {
        precondition(
          !taken.contains(roster[index].number), "number \(roster[index].number) twice on \(team.name)")
        taken.append(roster[index].number)
      }
    }
    roster.sort { precedes($0.person.name, $1.person.name) }
    players += roster
  }

  // The free-agent pool: no team, no number, any age the club has.
  var pool: [Player] = []
  for _ in 0..<freeAgentCount {
    let (person, culture) = generator.child()
    let division = generator.random.pick(divisions)
    let birthdate = generator.birthdate(in: division)
    let roll = generator.random.below(10)
    let position = roll < 1 ? "GK" : roll < 4 ? "DF" : roll < 7 ? "MF" : "FW"
    pool.append(
      Player(
        person: person, culture: culture, team: nil, birthdate: birthdate, position: position,
        family: person.name + "|" + birthdate.iso))
  }
  pool.sort { precedes($0.person.name, $1.person.name) }
  players += pool

  // Contacts, family by family: the same person on two teams has the same contacts on both.
  var contacts: [String: [Contact]] = [:]
  var families: [String] = []
  for player in players where !families.contains(player.family) {
    families.append(player.family)
    contacts[player.family] = generator.contacts(of: player.person, player.culture)
  }

  // Staff: a head coach for every team, usually an assistant, sometimes a manager.
  var staff: [StaffMember] = []
  for team in teams {
    var roles = ["Head Coach"]
    if team.name == quotedRoleTeam {
      roles.append(quotedRole)
    } else if generator.random.percent(75) {
      roles.append("Assistant Coach")
    }
    if generator.random.percent(30) { roles.append("Manager") }
    for role in roles {
      let culture = generator.pickCulture()
      let person = generator.adult(culture, woman: generator.random.percent(45), family: nil)
      staff.append(
        StaffMember(
          team: team, person: person, role: role, email: generator.email(person),
          phone: generator.staffPhone()))
    }
  }
  return (players, staff, contacts)
}

// MARK: - Writing

func write(_ text: String, _ name: String, in folder: URL) throws {
  try Data(text.utf8).write(to: folder.appendingPathComponent(name))
}

func grouped(_ value: Int) -> String {
  let text = String(value)
  guard text.count > 3 else { return text }
  var result = ""
  for (index, character) in text.enumerated() {
    if index > 0 && (text.count - index) % 3 == 0 { result += "," }
    result.append(character)
  }
  return result
}

func readme(players: [Player], staff: [StaffMember], guardianCount: Int, linkCount: Int) -> String {
  let rostered = players.filter { $0.team != nil }
  let freeAgents = players.count - rostered.count
  var teamRows: [String] = []
  for team in teams {
    let count = rostered.filter { $0.team!.name == team.name }.count
    let division = team.division
    let note =
      count > division.maxRoster
      ? " (over the maximum: problem c)"
      : count < division.minRoster ? " (under the minimum: problem d)" : ""
    teamRows.append(
      "| \(team.name) | \(team.abbreviation) | \(team.city) | \(division.name) | \(count)\(note) |")
  }
  let divisionRows = divisions.map {
    "| \($0.name) | \($0.minAge) | \($0.maxAge) | \($0.minRoster) | \($0.maxRoster) | "
      + "\(Day(number: $0.birthdates.lowerBound).iso) to \(Day(number: $0.birthdates.upperBound).iso) |"
  }
  return """
    # Riverside Youth Soccer Club (synthetic)

    A made-up youth soccer club in Roster's import formats: a league with an age cutoff, four age
    divisions, and

    - \(teams.count) teams,
    - \(grouped(rostered.count)) rostered players and \(freeAgents) free agents,
    - \(staff.count) staff,
    - \(grouped(guardianCount)) guardians (parents and other adults, one record each) and their
      \(grouped(linkCount)) guardianships of players.

    Every name, birthdate, email address and phone number is invented; the emails are at
    example.org and the phones in the fictional 555-0100 to 555-0199 range. Names are diverse on
    purpose: accents (José Núñez, Zoë Brontë, Søren Ødegaard), a family name first (Nguyễn Thị
    Hoa), an apostrophe and an okina (Aoife O'Brien, Kaʻimi Kealoha), hyphens and particles
    (Amélie Dubois-Laurent, Daan van der Berg).

    It also holds a few deliberate eligibility problems, listed below, so that checks and reports
    have something to find.

    ## How it was made

    By a deterministic script, byte-identical on every run (SplitMix64, fixed seed):

    ```sh
    swift scripts/make-youth-club.swift data/youth-club
    ```

    Plain Swift and Foundation, no packages. Change the script, not these files.

    ## How to load it

    ```sh
    roster import data/youth-club/*.csv
    ```

    The importer takes the files in dependency order (league, divisions, teams, players, staff,
    guardians, guardianships), whatever order the shell lists them in.

    ## The files

    All UTF-8 (NFC), a header row, `\\n` line endings, quoted only where a field needs it (RFC 4180).

    - `league.csv` (`name,season,cutoff`): one row,
      `\(clubName),\(season),\(cutoff.iso)`. A player's league age is the whole
      years from the birthdate to the cutoff: a birthday on the cutoff counts, and someone born on
      29 February is a year older on 1 March in a common year.
    - `divisions.csv` (`name,min_age,max_age,min_roster,max_roster`): the age groups.
    - `teams.csv` (`name,city,abbreviation,division`): five cities with one team in each division.
    - `players.csv` (`team,name,birthdate,age,position,number`): `birthdate` is `YYYY-MM-DD`, and
      `age` is empty except for the one player whose birthdate is missing. `position` is GK, DF, MF
      or FW. `number` is text (1 to 99, plus `00` and one `07`: problem g), unique on a
      team, and empty for a few players and for every free agent. A row with an empty `team` is a
      free agent, in the pool; free agents come last.
    - `staff.csv` (`team,name,role,email,phone`): each team's Head Coach, usually an Assistant
      Coach, sometimes a Manager; `firstname.lastname@example.org`, phones `+1 555 01xx`.
    - `guardians.csv` (`name,email,phone`): each adult once, however many players are theirs;
      `guardianships.csv` (`team,player,guardian,relationship`): one or two adults for each player
      (mother, father, guardian, grandparent, aunt, uncle, stepfather), sharing the child's family
      name (a double-barrelled name is made of the parents' names: Amélie Dubois-Laurent's mother
      is a Dubois, her father a Laurent, a grandparent either). `team` is the player's team, empty
      for free agents, so that a player is found even where two players share a name. Phones are
      555-01xx with an area code (`+1 415 555 0142`, `(415) 555-0142`) or local (`555-0142`), one
      number a family; some grandparents have no email.

    | division | min age | max age | min roster | max roster | birthdates of eligible players |
    |---|---|---|---|---|---|
    \(divisionRows.joined(separator: "\n"))

    | team | abbreviation | city | division | players |
    |---|---|---|---|---|
    \(teamRows.joined(separator: "\n"))

    ## Planted problems

    League ages are on the cutoff, \(cutoff.iso). These, and nothing else, are wrong:

    - **(a) One year too old** for the division:
      - Mateo Fernández, Riverside Tigers U10, born 2016-08-31: league age 11 (his 11th birthday is
        the cutoff day, which counts); U10 allows 9 to 10.
      - Priya Raghunathan, Oakdale Hawks U12, born 2014-03-15: league age 13; U12 allows 11 to 12.
    - **(b) One year too young**: Liam Kowalczyk, Maple Grove Foxes U14, born 2014-09-01: league
      age 12 (he turns 13 the day after the cutoff); U14 allows 13 to 14.
    - **(c) Over the maximum roster**: Lakeside Otters U8 has 13 players; U8 allows at most 12.
    - **(d) Under the minimum roster**: Cedar Falls Comets U14 has 9 players; U14 needs at least 11.
    - **(e) No birthdate**: Chidi Okafor, Oakdale Hawks U10, has age 10 and no birthdate, in a
      division with age limits: his league age is the age given, and nothing can confirm it.
    - **(f) One person on two teams**: Lucas Moreau, born 2015-11-03, is on Riverside Tigers U12
      and on Maple Grove Foxes U12 (same name, same birthdate, the same contacts on both).
    - **(g) Two numbers that read the same**: Lakeside Otters U12 wears both `7` and `07`, which a
      scorekeeper reads alike (two numbers to the database; one to the game-day roster's reader).

    ## Edge cases that are not problems

    - Two different girls named Emma Johnson: Maple Grove Foxes U10 (born 2017-02-14) and Cedar
      Falls Comets U10 (born 2017-10-09), with different families. Same name, different birthdate:
      not a duplicate.
    - Aoife O'Brien, Riverside Tigers U8, born 2020-08-31: league age 7 on her birthday, the
      youngest a U8 player can be.
    - Emeka Nwosu, Cedar Falls Comets U12, born 2014-09-01: league age 12, the oldest a U12 player
      can be (the same birthdate as Liam Kowalczyk's, too young for U14).
    - Leah Goldberg, Lakeside Otters U12, born 2016-02-29, a leap day: league age 11.
    - Oakdale Hawks U14's goalkeeper wears `00`, and `0` and `00` are two numbers.
    - The assistant of Riverside Tigers U14 has the role `\(quotedRole)`, the one
      field that needs CSV quotes.

    """
}

func main() throws {
  let arguments = CommandLine.arguments
  guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: swift scripts/make-youth-club.swift FOLDER\n".utf8))
    exit(2)
  }
  let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

  let (players, staff, contacts) = generate()

  // The planted problems, checked here too: the script fails rather than write a wrong README.
  let rostered = players.filter { $0.team != nil }
  var tooOld: [String] = []
  var tooYoung: [String] = []
  for player in rostered {
    let division = player.team!.division
    let age = player.birthdate.map { $0.wholeYears(on: cutoff) } ?? player.age!
    if age > division.maxAge { tooOld.append(player.person.name) }
    if age < division.minAge { tooYoung.append(player.person.name) }
  }
  precondition(tooOld == ["Mateo Fernández", "Priya Raghunathan"], "too old: \(tooOld)")
  precondition(tooYoung == ["Liam Kowalczyk"], "too young: \(tooYoung)")
  for team in teams {
    let count = rostered.filter { $0.team!.name == team.name }.count
    let division = team.division
    switch team.name {
    case overTeam: precondition(count == division.maxRoster + 1)
    case underTeam: precondition(count == division.minRoster - 2)
    default: precondition((division.minRoster...division.maxRoster).contains(count), "\(team.name): \(count)")
    }
  }
  precondition(players.filter { $0.birthdate == nil }.map(\.person.name) == ["Chidi Okafor"])

  // One guardian per adult, however many of the club's players are theirs; a link
  // from each player to each adult of the family, with the relationship.
  var guardianRows: [[String]] = []
  var seen: Set<String> = []
  var linkRows: [[String]] = []
  for player in players {
    for contact in contacts[player.family]! {
      // Roster's rule: the same email ignoring case, or without one the same name and phone.
      let identity =
        contact.email.isEmpty ? contact.person.name + "\u{1F}" + contact.phone : contact.email.lowercased()
      if seen.insert(identity).inserted {
        guardianRows.append([contact.person.name, contact.email, contact.phone])
      }
      linkRows.append([player.team?.name ?? "", player.person.name, contact.person.name, contact.relation])
    }
  }
  precondition(Set(guardianRows.map { $0[0] }).count == guardianRows.count, "a guardian's name is shared")

  try write(csv(["name", "season", "cutoff"], [[clubName, season, cutoff.iso]]), "league.csv", in: folder)
  try write(
    csv(
      ["name", "min_age", "max_age", "min_roster", "max_roster"],
      divisions.map {
        [$0.name, String($0.minAge), String($0.maxAge), String($0.minRoster), String($0.maxRoster)]
      }),
    "divisions.csv", in: folder)
  try write(
    csv(
      ["name", "city", "abbreviation", "division"],
      teams.map { [$0.name, $0.city, $0.abbreviation, $0.division.name] }),
    "teams.csv", in: folder)
  try write(
    csv(
      ["team", "name", "birthdate", "age", "position", "number"],
      players.map {
        [
          $0.team?.name ?? "", $0.person.name, $0.birthdate?.iso ?? "", $0.age.map(String.init) ?? "",
          $0.position, $0.number,
        ]
      }),
    "players.csv", in: folder)
  try write(
    csv(
      ["team", "name", "role", "email", "phone"],
      staff.map { [$0.team.name, $0.person.name, $0.role, $0.email, $0.phone] }),
    "staff.csv", in: folder)
  try write(csv(["name", "email", "phone"], guardianRows), "guardians.csv", in: folder)
  try write(csv(["team", "player", "guardian", "relationship"], linkRows), "guardianships.csv", in: folder)
  try write(
    readme(players: players, staff: staff, guardianCount: guardianRows.count, linkCount: linkRows.count),
    "README.md", in: folder)

  print(
    "\(folder.path): \(teams.count) teams, \(rostered.count) rostered players, "
      + "\(players.count - rostered.count) free agents, \(staff.count) staff, \(guardianRows.count) guardians, "
      + "\(linkRows.count) guardianships")
}

try main()
