// Makes synthetic registration exports of one youth soccer league, as the registration platforms
// write them, and the league they describe (issue 42's test data):
//
//     swift scripts/make-registration-fixtures.swift OUTPUT_DIR [--children N] [--seed S]
//
// Everything is invented: names from small pools, phones in the 555 exchange (the fictional
// 555-01XX range for every fixture; past 70,000 adults other 555 lines), emails
// at example.com/.net/.org, payment values that say FAKE. The headers are the platforms'
// published ones (/work/shared/data/registration-platforms/README.md); which is which, the
// conventions chosen where none is published and the planted cases are in
// Tests/Fixtures/registration/README.md. SplitMix64 with the seed makes every choice and nothing
// iterates a Set or a Dictionary, so a seed and a count give byte-identical files.
//
// Past 20,000 children only the Sports Connect Enrollment Details is written, a family at a time
// (nothing of the league is kept but its teams), for the import bench.

import Foundation

// MARK: - Random numbers, days, text

/// SplitMix64 (Steele, Lea and Flood 2014): tiny, and the same on every platform.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
  mutating func percent(_ chance: Int) -> Bool { below(100) < chance }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// A day of the Gregorian calendar, as days since 1970-01-01 (Hinnant's civil_from_days).
struct Day {
  let year: Int, month: Int, day: Int
  init(_ year: Int, _ month: Int, _ day: Int) { (self.year, self.month, self.day) = (year, month, day) }
  init(number: Int) {
    let z = number + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let m = mp < 10 ? mp + 3 : mp - 9
    self.init(yoe + era * 400 + (m <= 2 ? 1 : 0), m, doy - (153 * mp + 2) / 5 + 1)
  }
  var number: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    return era * 146_097 + doe - 719_468
  }
  var iso: String { "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))" }
  var mdy: String { "\(pad(month, 2))/\(pad(day, 2))/\(pad(year, 4))" }
  func years(on date: Day) -> Int {
    date.year - year - (date.month * 100 + date.day < month * 100 + day ? 1 : 0)
  }
}

func pad(_ value: Int, _ width: Int) -> String {
  let text = String(value)
  return String(repeating: "0", count: max(0, width - text.count)) + text
}

/// Phones are kept as ten digits and written in each platform's way.
enum PhoneStyle { case parens, dashes, dots, digits, plusOne }
func phone(_ digits: String?, _ style: PhoneStyle) -> String {
  guard let d = digits.map(Array.init), d.count == 10 else { return "" }
  let (a, b, c) = (String(d[0..<3]), String(d[3..<6]), String(d[6...]))
  switch style {
  case .parens: return "(\(a)) \(b)-\(c)"
  case .dashes: return "\(a)-\(b)-\(c)"
  case .dots: return "\(a).\(b).\(c)"
  case .digits: return a + b + c
  case .plusOne: return "+1" + a + b + c
  }
}

/// Letters of a name for an email's local part: accents folded away, anything else left out.
func emailPart(_ name: String) -> String {
  let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
  return String(folded.unicodeScalars.filter { $0.isASCII && CharacterSet.lowercaseLetters.contains($0) })
}

// MARK: - The league's shape

let season = "2026-27"
let program = "2026-27 Recreational Soccer"
let seasonYear = 2027  // birth-year age groups: an age group is the season's year less the birth year

struct Division {
  let name: String, ages: ClosedRange<Int>, weight: Int, maxPlayers: Int, starters: Int
  var birthYears: ClosedRange<Int> { (seasonYear - ages.upperBound)...(seasonYear - ages.lowerBound) }
}
let divisions = [
  Division(name: "U6", ages: 5...6, weight: 18, maxPlayers: 8, starters: 4),
  Division(name: "U8", ages: 7...8, weight: 20, maxPlayers: 10, starters: 7),
  Division(name: "U10", ages: 9...10, weight: 18, maxPlayers: 12, starters: 7),
  Division(name: "U12", ages: 11...12, weight: 15, maxPlayers: 14, starters: 9),
  Division(name: "U14", ages: 13...14, weight: 12, maxPlayers: 16, starters: 11),
  Division(name: "U16", ages: 15...16, weight: 9, maxPlayers: 18, starters: 11),
  Division(name: "U19", ages: 17...19, weight: 8, maxPlayers: 20, starters: 11),
]
func division(born: Day) -> Int {
  divisions.firstIndex { $0.ages.contains(seasonYear - born.year) } ?? 0
}

let colors = ["Red", "Blue", "Green", "Gold", "Black", "White", "Orange", "Purple", "Silver", "Navy"]
let cities = [
  ("Riverside", "97401"), ("Oakdale", "97402"), ("Maple Grove", "97403"), ("Cedar Falls", "97404"),
]
let streets = [
  "Alder Ct", "Birch St", "Cedar Ave", "Dogwood Ln", "Elm St", "Fir Way", "Hawthorne Blvd",
  "Juniper Dr", "Larch Pl", "Maple Ave", "O'Neill Rd", "Quail Run", "Sequoia Loop",
]
let girls = [
  "Emma", "Olivia", "Ava", "Sophia", "Mia", "Isabella", "Amelia", "Harper", "Zoë", "Chloé", "Renée",
  "Aoife", "Anne-Marie", "Mei", "Priya", "Fatima", "Ximena", "Lucía", "Noor", "Amara", "Hana", "Maëlle",
]
let boys = [
  "Liam", "Noah", "Oliver", "Elijah", "James", "Lucas", "Mateo", "José", "François", "Jean-Luc", "Seán",
  "Kai", "Arjun", "Omar", "Diego", "Kwame", "Tariq", "Björn", "Malik", "Ethan", "Caleb", "Dmitri",
]
let women = [
  "Jennifer", "Sarah", "María", "Aisha", "Chloé", "Anne-Marie", "Lakshmi", "Yuki", "Siobhan", "Rebecca",
  "Nicole", "Thi", "Grace", "Ngozi", "Inés", "Kristin",
]
let men = [
  "Michael", "David", "José", "Kwame", "Jean-Pierre", "Rahul", "Tomás", "Andre", "Brian", "Kenji",
  "Patrick", "Luis", "Samuel", "Hamid", "Chris", "Dariusz",
]
let surnames = [
  "Johnson", "Nguyen", "O'Brien", "D'Angelo", "Smith-Jones", "García-López", "Müller", "Øverby",
  "Kowalczyk", "Okonkwo", "Patel", "Kim", "Chen", "Ramírez", "Dubois", "MacLeod", "Fitzgerald-Hale",
  "Nakamura", "Abernathy", "Vo", "Sørensen", "Brennan", "Ó Súilleabháin", "N'Diaye", "St. Clair",
  "van der Berg", "López", "Adeyemi", "Lindgren", "Castillo", "Park", "Jansen",
]
let allergies = [
  "Peanuts", "Tree nuts; carries EpiPen", "Bee stings; carries EpiPen", "Penicillin", "Lactose",
  "Seasonal pollen", "Shellfish - EpiPen in bag", "Latex",
]
let conditions = [
  "Asthma - inhaler in bag", "Type 1 diabetes; CGM on arm", "ADHD", "Wears glasses",
  "Concussion in 2025, cleared", "Epilepsy - seizure plan on file",
]
let schools = [
  "Lincoln Elementary", "Riverbend Middle School", "St. Mary's Academy", "Cascade High School",
  "Oak Hill Montessori", "Homeschool", "École Française de Riverside",
]
let emergencyRelations = ["aunt", "uncle", "neighbor", "family friend", "grandmother", "grandfather"]

// MARK: - People

struct Household {
  let id: Int, street: String, unit: String, city: String, zip: String
  let state = "OR"
}

struct Adult {
  let id: Int, first: String, last: String, female: Bool
  var email: String?, phone: String?
  /// To every child they are linked to (a grandfather is a grandfather of his grandchildren).
  let relation: String
  /// The household they live in; nil for an emergency contact who lives elsewhere.
  let home: Int?
  var name: String { "\(first) \(last)" }
}

struct Child {
  let id: Int, first: String, middle: String, last: String, female: Bool
  var born: Day
  var division: Int, team: Int?, number: String?
  let allergy: String, condition: String, school: String, households: [Int], family: Int
  var trailingSpace: Bool
  let foot: String
  var alert: Bool {
    (allergy + condition).contains("EpiPen") || condition.contains("diabetes")
      || condition.contains("Epilepsy")
  }
  var grade: String {
    let g = min(12, seasonYear - 1 - born.year - 5)
    return g <= 0 ? "K" : String(g)
  }
  /// The first name as the files write it: a few with a space at the end, as typed.
  var firstAsTyped: String { trailingSpace ? first + " " : first }
}

/// One child's row: who registered them, the other adult and the emergency contact named there.
struct Registration {
  var child: Child
  var account: Adult, additional: Adult?, emergency: Adult?
  let home: Household
  let order: Int, ordered: Day, minute: Int
  /// The account holder's email and phone as this row writes them, where they differ.
  var emailAsTyped: String?, phoneAsTyped: String?
  var noContact: (adult: Adult, note: String)?
  var withdrawn = false
  var adults: [Adult] { [account] + [additional, emergency, noContact?.adult].compactMap { $0 } }
}

struct Team {
  let name: String, division: Int
  var head: Adult?, assistant: Adult?
  var used: [Bool] = Array(repeating: false, count: 101)
}

// MARK: - Making families

final class League {
  var rng: SplitMix64
  let big: Bool
  var teams: [Team] = []
  var firstTeam: [Int] = []
  var households: [Household] = []
  var planted: [(name: String, children: [Int], adults: [Int], note: String)] = []
  var volunteersUnallocated: [Adult] = []
  /// The order date of registrations from now on (next week's), else a random day of the summer.
  var lateDay: Day?
  var nextAdult = 1, nextChild = 1, nextHousehold = 1, nextOrder = 5_100_001, nextFamily = 1
  /// Each child's name and birthdate (`identity`), for a million children in little memory.
  var namesBorn = Set<UInt64>()

  /// A name and birthdate as the league compares them (case and accents aside), hashed with
  /// FNV-1a: the same on every run, as Swift's own hashing is not.
  static func identity(_ first: String, _ last: String, _ born: Day) -> UInt64 {
    let text = "\(first.trimmingCharacters(in: .whitespaces)) \(last)|\(born.number)"
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return hash
  }

  init(seed: UInt64, children: Int) {
    rng = SplitMix64(state: seed)
    big = children > 20_000
    let total = divisions.map(\.weight).reduce(0, +)
    for (index, division) in divisions.enumerated() {
      firstTeam.append(teams.count)
      let count = max(1, Int((Double(children * division.weight) / Double(total * 11)).rounded()))
      for t in 0..<count {
        let name = t < colors.count ? "\(division.name) \(colors[t])" : "\(division.name) Team \(t + 1)"
        teams.append(Team(name: name, division: index))
      }
    }
  }

  func teamCount(_ division: Int) -> Int {
    (division + 1 < firstTeam.count ? firstTeam[division + 1] : teams.count) - firstTeam[division]
  }

  func home(street: String? = nil, unit: String? = nil, city: Int? = nil) -> Household {
    let id = nextHousehold
    nextHousehold += 1
    let place = cities[city ?? rng.below(cities.count)]
    let number = 101 + (id * 37) % 9800
    let household = Household(
      id: id, street: street ?? "\(number) \(rng.pick(streets))",
      unit: unit ?? (rng.percent(15) ? "Apt \(1 + rng.below(30))\(rng.pick(["", "A", "B"]))" : ""),
      city: place.0, zip: place.1)
    if !big { households.append(household) }
    return household
  }

  /// An adult with a phone of their own (area code, 555, 01XX) and, unless `email` is "", an email.
  func adult(
    _ first: String, _ last: String, female: Bool, _ relation: String, home: Household?,
    email: String? = nil, phone: String? = nil
  ) -> Adult {
    let id = nextAdult
    nextAdult += 1
    // 555-01XX, the fictional range, for the first 70,000 adults (every fixture's); past them
    // 555-02XX to 555-99XX, so that a large league's families have their own numbers as in life —
    // 70,000 numbers for a million children's 1.9 million adults made 27 adults a number, and a
    // duplicates report of 714,000 "likely" pairs no league has.
    let line = (1 + (id / 70_000) % 99) * 100 + id % 100
    let digits = phone ?? "\(200 + (id / 100) % 700)555\(pad(line, 4))"
    let tld = ["com", "net", "org"][id % 3]
    let address = email ?? "\(emailPart(first)).\(emailPart(last))\(id)@example.\(tld)"
    return Adult(
      id: id, first: first, last: last, female: female, email: address.isEmpty ? nil : address,
      phone: digits.isEmpty ? nil : digits, relation: relation, home: home?.id)
  }

  func randomAdult(_ relation: String, last: String, female: Bool, home: Household?, email: Bool = true)
    -> Adult
  {
    adult(rng.pick(female ? women : men), last, female: female, relation, home: home, email: email ? nil : "")
  }

  /// A child placed on a team of their division (or none), with a number free on that team.
  func child(
    _ first: String, _ last: String, female: Bool, born: Day, households: [Household], family: Int,
    team: Int?? = nil, number: String?? = nil, allergy: String? = nil, condition: String? = nil
  ) -> Child {
    let id = nextChild
    nextChild += 1
    // No two children share a name and a birthdate (the league's rule takes two such on two teams
    // for one child placed twice): a clash moves the birthdate a day on, drawing nothing, so a
    // league without one comes out as it did before the rule was kept here.
    var born = born
    while !namesBorn.insert(Self.identity(first, last, born)).inserted { born = Day(number: born.number + 1) }
    let div = division(born: born)
    let placed: Int? = team ?? (rng.percent(8) ? nil : firstTeam[div] + rng.below(teamCount(div)))
    var shirt: String? = number ?? nil
    if let placed, number == nil, !rng.percent(10) {
      let start = rng.below(99)
      shirt = (0..<99).lazy.map { String((start + $0) % 99 + 1) }.first { !self.teams[placed].used[Int($0)!] }
    }
    if let placed, let shirt { teams[placed].used[shirt == "00" ? 100 : min(Int(shirt) ?? 0, 99)] = true }
    let middle = rng.percent(40) ? String(rng.pick(Array("ABCDEFGHJKLMNPRSTW"))) : ""
    return Child(
      id: id, first: first, middle: middle, last: last, female: female, born: born, division: div,
      team: placed, number: shirt, allergy: allergy ?? (rng.percent(14) ? rng.pick(allergies) : ""),
      condition: condition ?? (rng.percent(9) ? rng.pick(conditions) : ""), school: rng.pick(schools),
      households: households.map(\.id), family: family, trailingSpace: rng.percent(3),
      foot: rng.pick(["Right", "Right", "Left", ""]))
  }

  func randomBirth(near other: Day? = nil) -> Day {
    var age: Int
    if let other {
      age = seasonYear - other.year + (rng.percent(50) ? 1 : -1) * (1 + rng.below(4))
      age = min(19, max(5, age))
    } else {
      var pick = rng.below(divisions.map(\.weight).reduce(0, +))
      let index =
        divisions.firstIndex {
          pick -= $0.weight; return pick < 0
        } ?? 0
      age = divisions[index].ages.lowerBound + rng.below(divisions[index].ages.count)
    }
    return Day(number: Day(seasonYear - age, 1, 1).number + rng.below(365))
  }

  func order(_ date: Day? = nil) -> (Int, Day, Int) {
    defer { nextOrder += 1 }
    return (
      nextOrder, date ?? lateDay ?? Day(number: Day(2026, 5, 1).number + rng.below(100)), 420 + rng.below(960)
    )
  }

  func register(
    _ child: Child, account: Adult, additional: Adult?, emergency: Adult?, home: Household,
    order: (Int, Day, Int), visit: (Registration) -> Void
  ) {
    if let team = child.team, teams[team].head == nil, rng.percent(4) { teams[team].head = account }
    visit(
      Registration(
        child: child, account: account, additional: additional, emergency: emergency, home: home,
        order: order.0, ordered: order.1, minute: order.2))
  }

  /// One family of the random kinds: two parents (sometimes a stepparent), one parent,
  /// separated parents (two households, each child registered by one of them), or grandparents.
  func randomFamily(kids wanted: Int? = nil, visit: (Registration) -> Void) {
    let family = nextFamily
    nextFamily += 1
    let roll = rng.below(100)
    let kids = wanted ?? (roll < 80 ? 1 : roll < 96 ? 2 : 3)
    let kind = rng.below(100)
    let last = rng.pick(surnames)
    let house = home()
    var mother: Adult?, father: Adult?
    var second = house
    if kids >= 2 && kind < 25 {  // separated
      second = home()
      mother = randomAdult(
        "mother", last: rng.percent(50) ? last : rng.pick(surnames), female: true, home: house)
      father = randomAdult("father", last: last, female: false, home: second)
    } else if kind < 60 {
      mother = randomAdult(
        "mother", last: rng.percent(80) ? last : rng.pick(surnames), female: true, home: house)
      father = randomAdult(rng.percent(8) ? "stepfather" : "father", last: last, female: false, home: house)
    } else if kind < 92 {
      if rng.percent(75) {
        mother = randomAdult("mother", last: last, female: true, home: house)
      } else {
        father = randomAdult("father", last: last, female: false, home: house)
      }
    } else {
      mother = randomAdult("grandmother", last: last, female: true, home: house)
      if rng.percent(50) { father = randomAdult("grandfather", last: last, female: false, home: house) }
    }
    let relation = rng.pick(emergencyRelations)
    let outsider = randomAdult(
      relation, last: relation.contains("friend") || relation == "neighbor" ? rng.pick(surnames) : last,
      female: ["aunt", "grandmother"].contains(relation) || (relation.count > 7 && rng.percent(50)),
      home: nil, email: false)
    let parents = [mother, father].compactMap { $0 }
    let (primary, other) =
      rng.percent(65) || parents.count == 1
      ? (parents[0], parents.dropFirst().first) : (parents[1], Optional(parents[0]))
    let emergency = other != nil && rng.percent(45) ? other : outsider
    let placed = second.id == house.id ? [house] : [house, second]
    let ordered = order()
    var firstBorn: Day?
    for k in 0..<kids {
      let female = rng.percent(50)
      let twin = k == 1 && rng.percent(6)
      let born = twin ? firstBorn! : randomBirth(near: firstBorn)
      firstBorn = firstBorn ?? born
      let kid = child(
        rng.pick(female ? girls : boys), last, female: female, born: born, households: placed, family: family)
      let separated = placed.count == 2
      let account = separated ? (k % 2 == 0 ? mother! : father!) : primary
      let additional = separated ? (k % 2 == 0 ? father : mother) : other
      register(
        kid, account: account, additional: additional, emergency: separated ? outsider : emergency,
        home: separated && k % 2 == 1 ? second : house, order: separated ? order() : ordered, visit: visit)
    }
  }
}

// MARK: - CSV

/// Rows written as the platform writes them: quoted where a field needs it (or always), LF or
/// CRLF, a UTF-8 byte order mark or none; buffered, so a million rows stream in little memory.
final class CSVFile {
  let handle: FileHandle
  let quoteAll: Bool, lineEnd: String
  let header: [String], columns: [String: Int]
  var buffer = ""
  init(_ path: String, header: [String], crlf: Bool = false, quoteAll: Bool = false, bom: Bool = false) {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    handle = FileHandle(forWritingAtPath: path)!
    (self.quoteAll, lineEnd, self.header) = (quoteAll, crlf ? "\r\n" : "\n", header)
    columns = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    precondition(columns.count == header.count, "a header named twice in \(path)")
    if bom { buffer = "\u{FEFF}" }
    write(header)
  }
  func write(_ fields: [String]) {
    buffer +=
      fields.map { field in
        quoteAll || field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
          ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
      }.joined(separator: ",") + lineEnd
    if buffer.utf8.count > 1 << 20 { flush() }
  }
  /// A row of named values, in the header's order; a name the header does not have is a mistake.
  func write(_ values: [(String, String)]) {
    var row = Array(repeating: "", count: header.count)
    for (name, value) in values {
      guard let index = columns[name] else { fatalError("no column \(name)") }
      row[index] = value
    }
    write(row)
  }
  func flush() {
    handle.write(Data(buffer.utf8))
    buffer = ""
  }
  func close() {
    flush()
    try! handle.close()
  }
}

// MARK: - Planted cases (the same in every run, whatever the seed; listed in expected.json)

extension League {
  func plant(visit: (Registration) -> Void) {
    func note(_ name: String, _ children: [Child], _ adults: [Adult], _ text: String) {
      planted.append((name, children.map(\.id), adults.map(\.id), text))
    }
    func family() -> Int {
      defer { nextFamily += 1 }
      return nextFamily
    }
    func kid(
      _ first: String, _ last: String, _ female: Bool, _ born: Day, _ homes: [Household], _ family: Int,
      team: Int?? = nil, number: String?? = nil, allergy: String? = nil
    ) -> Child {
      let div = division(born: born)
      return child(
        first, last, female: female, born: born, households: homes, family: family,
        team: team ?? .some(firstTeam[div]), number: number, allergy: allergy)
    }
    func put(
      _ child: Child, _ account: Adult, _ additional: Adult?, _ emergency: Adult?, _ home: Household,
      _ o: (Int, Day, Int), email: String? = nil, phone: String? = nil
    ) {
      var row = Registration(
        child: child, account: account, additional: additional, emergency: emergency, home: home,
        order: o.0, ordered: o.1, minute: o.2)
      (row.emailAsTyped, row.phoneAsTyped) = (email, phone)
      visit(row)
    }
    // Twins, one order, one team, numbers 0 and 00; their father coaches the team.
    var f = family()
    var h = home()
    let chinwe = adult("Chinwe", "Okafor", female: true, "mother", home: h)
    let emeka = adult("Emeka", "Okafor", female: false, "father", home: h)
    let maya = kid("Maya", "Okafor", true, Day(2016, 6, 21), [h], f, number: "0")
    let mila = kid("Mila", "Okafor", true, Day(2016, 6, 21), [h], f, number: "00")
    teams[maya.team!].head = emeka
    let o = order()
    for twin in [maya, mila] { put(twin, chinwe, emeka, emeka, h, o) }
    note(
      "twins", [maya, mila], [chinwe, emeka],
      "same birthdate, one family, one order, same team; numbers 0 and 00; their father is the team's head coach"
    )
    // Two boys named Liam Smith, different birthdates and families (one not on a team yet).
    f = family()
    h = home()
    let rachel = adult("Rachel", "Smith", female: true, "mother", home: h)
    let liam1 = kid("Liam", "Smith", false, Day(2017, 3, 14), [h], f)
    put(liam1, rachel, nil, adult("Gary", "Smith", female: false, "uncle", home: nil, email: ""), h, order())
    f = family()
    h = home()
    let tom = adult("Tom", "Smith", female: false, "father", home: h)
    let kayla = adult("Kayla", "Smith", female: true, "mother", home: h)
    let liam2 = kid("Liam", "Smith", false, Day(2018, 11, 2), [h], f, team: .some(nil), number: .some(nil))
    put(liam2, tom, kayla, kayla, h, order())
    note(
      "same-named children", [liam1, liam2], [rachel, tom, kayla],
      "two Liam Smiths in U10, different birthdates and families; the second is Unallocated")
    // Two women named Maria Garcia: a mother and a grandmother, nothing else shared.
    f = family()
    h = home()
    let maria1 = adult("Maria", "Garcia", female: true, "mother", home: h)
    let sofia = kid("Sofía", "Garcia", true, Day(2019, 1, 20), [h], f)
    put(sofia, maria1, nil, adult("Luis", "Garcia", female: false, "uncle", home: nil, email: ""), h, order())
    f = family()
    h = home()
    let maria2 = adult("Maria", "Garcia", female: true, "grandmother", home: h)
    let mateo = kid("Mateo", "Garcia-Ruiz", false, Day(2015, 5, 5), [h], f)
    put(mateo, maria2, nil, adult("Ana", "Ruiz", female: true, "aunt", home: nil, email: ""), h, order())
    note(
      "same-named adults", [sofia, mateo], [maria1, maria2],
      "two different Maria Garcias (different emails, phones, addresses): two adults")
    // Separated parents: two households, each registers one child and is the other's additional adult.
    f = family()
    h = home()
    let h2 = home()
    let jessica = adult("Jessica", "Whitaker", female: true, "mother", home: h)
    let mark = adult("Mark", "Whitaker", female: false, "father", home: h2)
    let carol = adult("Carol", "Whitaker", female: true, "grandmother", home: nil, email: "")
    let ella = kid("Ella", "Whitaker", true, Day(2013, 2, 9), [h, h2], f, number: "07")
    let owen = kid("Owen", "Whitaker", false, Day(2017, 7, 30), [h, h2], f)
    put(ella, jessica, mark, carol, h, order())
    put(owen, mark, jessica, carol, h2, order())
    note(
      "separated parents", [ella, owen], [jessica, mark, carol],
      "Ella (number 07) registered by her mother at her address, Owen by his father at his; each parent the other row's additional adult; the children live in both households"
    )
    // Grandparents as guardians; an aunt as the emergency contact who is not a guardian.
    f = family()
    h = home()
    let dolores = adult("Dolores", "Brooks", female: true, "grandmother", home: h)
    let harold = adult("Harold", "Brooks", female: false, "grandfather", home: h)
    let tanya = adult("Tanya", "Brooks", female: true, "aunt", home: nil, email: "")
    let jaylen = kid("Jaylen", "Brooks", false, Day(2014, 10, 11), [h], f)
    put(jaylen, dolores, harold, tanya, h, order())
    note(
      "grandparents as guardians", [jaylen], [dolores, harold, tanya],
      "Jaylen lives with his grandparents; his aunt Tanya is his emergency contact and not a guardian")
    // One adult, two accounts: the email in different case.
    f = family()
    h = home()
    let dana = adult(
      "Dana", "Whitfield", female: true, "mother", home: h, email: "dana.whitfield@example.com")
    let lily = kid("Lily", "Whitfield", true, Day(2018, 4, 2), [h], f)
    let maxKid = kid("Max", "Whitfield", false, Day(2020, 9, 17), [h], f)
    let aunt = adult("Joan", "Whitfield", female: true, "aunt", home: nil, email: "")
    put(lily, dana, nil, aunt, h, order(), email: "Dana.Whitfield@example.com")
    put(maxKid, dana, nil, aunt, h, order(), email: "dana.whitfield@EXAMPLE.COM")
    note(
      "email in different case", [lily, maxKid], [dana],
      "two orders; Lily's row says Dana.Whitfield@example.com, Max's dana.whitfield@EXAMPLE.COM: one adult")
    // A mother's phone changed between her daughters' registrations (the later one is current).
    f = family()
    h = home()
    let priya = adult("Priya", "Raman", female: true, "mother", home: h)
    let vikram = adult("Vikram", "Raman", female: false, "father", home: h)
    let anika = kid("Anika", "Raman", true, Day(2015, 8, 8), [h], f)
    let diya = kid("Diya", "Raman", true, Day(2019, 12, 1), [h], f, allergy: "Bee stings; carries EpiPen")
    put(anika, priya, vikram, vikram, h, order(Day(2026, 5, 3)), phone: "9715550142")
    put(diya, priya, vikram, vikram, h, order(Day(2026, 7, 20)))
    note(
      "changed phone", [anika, diya], [priya],
      "Priya's phone in Anika's row (ordered 2026-05-03) is her old one; Diya's (2026-07-20) the current one. Diya: bee stings, EpiPen"
    )
    // A grandfather who is one grandchild's additional adult (with email) and a cousin's emergency contact (name and phone only).
    f = family()
    h = home()
    let hannah = adult("Hannah", "Pryce", female: true, "mother", home: h)
    let walter = adult("Walter", "Pryce", female: false, "grandfather", home: nil)
    let ruby = kid("Ruby", "Pryce", true, Day(2016, 2, 29), [h], f)
    put(ruby, hannah, walter, walter, h, order())
    f = family()
    h = home()
    let lauren = adult("Lauren", "Pryce-Adams", female: true, "mother", home: h)
    let ben = adult("Ben", "Adams", female: false, "father", home: h)
    let theo = kid("Theo", "Pryce-Adams", false, Day(2018, 7, 7), [h], f)
    put(theo, lauren, ben, walter, h, order())
    note(
      "name and phone", [ruby, theo], [walter],
      "Walter Pryce: Ruby's additional adult (email and phone), her cousin Theo's emergency contact (name and phone only): one adult by name and phone. Ruby was born on 29 February"
    )
    // Two unrelated families at one address.
    f = family()
    h = home(street: "1418 Alder Ct", unit: "B", city: 0)
    let linh = adult("Linh", "Hoang", female: true, "mother", home: h)
    let bao = adult("Bao", "Hoang", female: false, "father", home: h)
    let an = kid("An", "Hoang", false, Day(2017, 1, 25), [h], f)
    put(an, linh, bao, bao, h, order())
    f = family()
    h = home(street: "1418 Alder Ct", unit: "B", city: 0)
    let erik = adult("Erik", "Lindqvist", female: false, "father", home: h)
    let freja = kid("Freja", "Lindqvist", true, Day(2016, 9, 3), [h], f)
    put(freja, erik, nil, adult("Astrid", "Berg", female: true, "neighbor", home: nil, email: ""), h, order())
    note(
      "shared address", [an, freja], [linh, bao, erik],
      "the Hoangs and Erik Lindqvist both live at 1418 Alder Ct, B: two households, no adult in common")
    // Names in other scripts.
    var people: [Child] = []
    var adults: [Adult] = []
    for (first, last, email, child, born) in [
      ("Олена", "Коваленко", "olena.k@example.net", "Sofiia Kovalenko", Day(2017, 5, 19)),
      ("美咲", "田中", "misaki.tanaka@example.org", "Haruto Tanaka", Day(2014, 3, 3)),
      ("ليلى", "حداد", "layla.haddad@example.com", "Yara Haddad", Day(2020, 2, 14)),
    ] {
      f = family()
      h = home()
      let mother = adult(first, last, female: true, "mother", home: h, email: email)
      let parts = child.split(separator: " ").map(String.init)
      let c = kid(parts[0], parts[1], parts[0] != "Haruto", born, [h], f)
      put(
        c, mother, nil,
        randomAdult("family friend", last: rng.pick(surnames), female: true, home: nil, email: false), h,
        order())
      people.append(c)
      adults.append(mother)
    }
    note(
      "other scripts", people, adults,
      "mothers' names in Cyrillic, Japanese and Arabic; the children's in Latin letters")
    // Accents, apostrophes, hyphens; a trailing space.
    f = family()
    h = home()
    let sean = adult("Seán", "O'Sullivan", female: false, "father", home: h)
    let zoe = adult("Zoë", "D'Angelo-O'Sullivan", female: true, "mother", home: h)
    let renee = kid("Renée-Claire", "O'Sullivan", true, Day(2012, 11, 30), [h], f)
    put(renee, sean, zoe, zoe, h, order())
    f = family()
    h = home()
    let dawn = adult("Dawn", "Martin", female: true, "mother", home: h)
    var caleb = kid("Caleb", "Martin", false, Day(2010, 4, 4), [h], f)
    caleb.trailingSpace = true
    put(caleb, dawn, nil, adult("Rick", "Martin", female: false, "uncle", home: nil, email: ""), h, order())
    note(
      "accents, apostrophes, hyphens, trailing space", [renee, caleb], [sean, zoe],
      "Renée-Claire O'Sullivan (U16), her parents Seán O'Sullivan and Zoë D'Angelo-O'Sullivan; Caleb Martin's first name is written 'Caleb ' (U19)"
    )
    // A father the mother's registration says may not contact the child (a court order).
    f = family()
    h = home()
    let carmen = adult("Carmen", "Moreno", female: true, "mother", home: h)
    let victor = adult("Victor", "Moreno", female: false, "father", home: nil, email: "", phone: "")
    let isla = kid("Isla", "Moreno", true, Day(2016, 10, 10), [h], f)
    let rosa = adult("Rosa", "Moreno", female: true, "grandmother", home: nil, email: "")
    var r = Registration(
      child: isla, account: carmen, additional: nil, emergency: rosa, home: h, order: nextOrder,
      ordered: Day(2026, 6, 2), minute: 600)
    nextOrder += 1
    r.noContact = (victor, "Yes - Victor Moreno (father): court order 2025, no contact and no pick-up")
    visit(r)
    note(
      "no contact", [isla], [carmen, victor],
      "the custom question names Isla's father, who may not contact or pick her up (a court order); he has no email or phone"
    )
    // One father written two ways the rules keep apart: another email, a phone one digit off.
    f = family()
    h = home()
    let greg = adult("Greg", "Halvorsen", female: false, "father", home: h)
    var greg2 = adult(
      "Greg", "Halvorsen", female: false, "father", home: h, email: "ghalvorsen@work.example.net")
    greg2.phone = String(greg.phone!.dropLast()) + String((Int(String(greg.phone!.last!))! + 1) % 10)
    let nils = kid("Nils", "Halvorsen", false, Day(2013, 6, 6), [h], f)
    let astrid = kid("Astrid", "Halvorsen", true, Day(2019, 3, 9), [h], f)
    let grandma = adult("Ingrid", "Halvorsen", female: true, "grandmother", home: nil, email: "")
    put(nils, greg, nil, grandma, h, order())
    put(astrid, greg2, nil, grandma, h, order())
    note(
      "likely duplicate", [nils, astrid], [greg, greg2],
      "Greg Halvorsen registered Nils and Astrid with different emails and phones one digit apart: two adults by the rules, which a duplicates report should propose to merge"
    )
  }
}

// MARK: - The platforms' files

func headers(_ text: String) -> [String] { text.components(separatedBy: "|") }
func sex(_ female: Bool) -> String { female ? "Female" : "Male" }
func capitalized(_ relation: String) -> String { relation.prefix(1).uppercased() + relation.dropFirst() }
func clock(_ minute: Int) -> String {
  "\((minute / 60 + 11) % 12 + 1):\(pad(minute % 60, 2)) \(minute < 720 ? "AM" : "PM")"
}

let scNoContact =
  "Is there anyone who may NOT contact or pick up this player? If so, give their name and the reason "
  + "(court order, parent instruction)."
let scMedication =
  "Does your player carry an EpiPen, inhaler or other emergency medication to practices and games?"
let scPractice = "Preferred practice night (we will try, but cannot promise):(18643820)"
let seNumber = "Jersey number (returning players may keep theirs)"
let seNoContact = "Is anyone NOT allowed to contact or pick up your athlete? Name and reason."

/// Sports Connect "Enrollment Details": the published subset (`Years of Experience` with its id
/// suffix), the inventory's parent columns, payment columns, custom questions whose header is
/// the question, and filler columns of the kind the export has, to 160.
let sportsConnectHeader = headers(
  "Program Name|Division Name|Account First Name|Account Last Name|Player First Name|Player Last Name|"
    + "Player Gender|Player Birth Date|Street Address|Unit|City|State|Postal Code|User Email|Telephone|"
    + "Cellphone|Other Phone|Team Name|Order Date|Order No|Jersey Size|Player Allergies|"
    + "Player Emergency Contact First Name|Player Emergency Contact Last Name|Player Emergency Telephone|"
    + "Player Insurance Company|Player Physical Conditions|Player Waiver|Player Verification Waiver|"
    + "Special Player Request|Position Played|New Or Returning|School Name|Little League School Name|"
    + "Current Grade|Rising Grade|Teammate Request|Coach Request|Previous Coach|Years of Experience:(18643797)|"
    + "USL Membership Number|Little League Eligibility|Association Player ID|Division Id|Division Gender|"
    + "Division Max Players|Division Minimum Age|Division Maximum Age|Enabled Wait List|Player Id|"
    + "Player Middle Initial|Birth Date Time Stamp|Player Age|Little League Age (Baseball)|"
    + "Little League Age (Softball)|Player Email|Registration Number|Player Jersey Number|"
    + "Player Evaluation Comment|Player Evaluation Rating|Numeric Ranking (Auto Assign)|Birth Certificate Note|"
    + "Recent Team|Tryout Acceptance Status|New Registrant|Play Down|Birth Certificate|Verification Note|Weight|"
    + "Associated Team Staff|Relationship to Participant|Additional First Name|Additional Last Name|"
    + "Additional Email|Additional Cellphone|Secondary Email|Rostered Team|Season Team Name|Last 4 of CC|"
    + "OPH Credit Card Number|OPH Auth Code|OPH Transaction Id|Billing Address|"
    + "Relationship of the additional parent/guardian to the player|\(scNoContact)|\(scMedication)|"
    + "I agree to the Code of Conduct:(18643802)|Photo Release:(18643811)|\(scPractice)|How did you hear about us?|"
    + "Program Id|Program Type|Season Name|Sport|Division Status|Division Description|Team Id|Team Code|"
    + "Team Status|Account Id|Account Middle Name|Account Created Date|Account Type|Order Detail Id|Order Item|"
    + "Order Status|Order Detail Status|Order Amount|Order Paid|Order Balance|Order Payment Status|"
    + "Order Discount|Discount Code|Discount Name|Sibling Discount|Scholarship Requested|Scholarship Amount|"
    + "Payment Plan|Payment Method|Refund Amount|Refund Date|Cancelled Date|Processing Fee|Late Fee|"
    + "Uniform Shorts Size|Sock Size|Jacket Size|Shirt Name|Player Height|Player Nickname|Player Shoe Size|"
    + "Home Phone Ext|Work Phone|Work Phone Ext|Country|County|Account Street Address 2|Player Photo|"
    + "Photo Uploaded Date|Waiver Signed Date|Waiver Signed By|Medical Release|Medical Release Signed By|"
    + "Concussion Acknowledgement|Background Check Status|Risk Status|Risk Expiration Date|"
    + "Volunteer Interest|Volunteer Role Requested|Tryout Date|Tryout Location|Tryout Number|Evaluator|"
    + "Draft Round|Draft Pick|Carpool Request|Travel Interest|Notes|Last Modified Date|Last Modified By")

func teamName(_ league: League, _ child: Child) -> String? { child.team.map { league.teams[$0].name } }
func sportsConnectId(_ child: Child) -> String { String(41_000_000 + child.id * 13) }
func sportsEngineId(_ child: Child) -> String { String(7_200_000 + child.id * 7) }

func sportsConnectRow(_ league: League, _ r: Registration) -> [(String, String)] {
  let c = r.child, a = r.account, division = divisions[c.division]
  let sizes = ["YS", "YS", "YM", "YL", "AS", "AM", "AL"]
  let email = r.emailAsTyped ?? a.email ?? ""
  return [
    ("Program Name", program), ("Division Name", division.name), ("Account First Name", a.first),
    ("Account Last Name", a.last), ("Player First Name", c.firstAsTyped), ("Player Last Name", c.last),
    ("Player Gender", sex(c.female)), ("Player Birth Date", c.born.mdy), ("Street Address", r.home.street),
    ("Unit", r.home.unit), ("City", r.home.city), ("State", r.home.state), ("Postal Code", r.home.zip),
    ("User Email", email), ("Cellphone", phone(r.phoneAsTyped ?? a.phone, .parens)),
    ("Team Name", teamName(league, c) ?? "Unallocated"),
    ("Order Date", "\(r.ordered.mdy) \(clock(r.minute))"), ("Order No", String(r.order)),
    ("Jersey Size", sizes[c.division]), ("Player Allergies", c.allergy),
    ("Player Emergency Contact First Name", r.emergency?.first ?? ""),
    ("Player Emergency Contact Last Name", r.emergency?.last ?? ""),
    ("Player Emergency Telephone", phone(r.emergency?.phone, .parens)),
    ("Player Physical Conditions", c.condition), ("Player Waiver", "Y"), ("Player Verification Waiver", "Y"),
    ("New Or Returning", c.id % 3 == 0 ? "New" : "Returning"), ("School Name", c.school),
    ("Current Grade", c.grade), ("Rising Grade", c.grade == "K" ? "1" : String(Int(c.grade)! + 1)),
    ("Years of Experience:(18643797)", String(min(c.id % 5, seasonYear - c.born.year - 5))),
    ("Division Id", String(90_001 + c.division)), ("Division Gender", "Coed"),
    ("Division Max Players", String(division.maxPlayers)),
    ("Division Minimum Age", String(division.ages.lowerBound)),
    ("Division Maximum Age", String(division.ages.upperBound)), ("Enabled Wait List", "N"),
    ("Player Id", sportsConnectId(c)), ("Player Middle Initial", c.middle),
    ("Birth Date Time Stamp", c.born.iso + "T00:00:00"), ("Player Age", String(c.born.years(on: r.ordered))),
    ("Registration Number", "\(r.order)-\(c.id)"), ("Player Jersey Number", c.number ?? ""),
    ("New Registrant", c.id % 3 == 0 ? "Y" : "N"), ("Play Down", "N"),
    ("Relationship to Participant", capitalized(a.relation)),
    ("Additional First Name", r.additional?.first ?? ""), ("Additional Last Name", r.additional?.last ?? ""),
    ("Additional Email", r.additional?.email ?? ""),
    ("Additional Cellphone", phone(r.additional?.phone, .parens)),
    ("Rostered Team", teamName(league, c) ?? ""), ("Season Team Name", teamName(league, c) ?? ""),
    ("Last 4 of CC", "0000"), ("OPH Credit Card Number", "XXXX-XXXX-XXXX-0000"),
    ("OPH Auth Code", "FAKE\(r.order % 1000)"), ("OPH Transaction Id", "TEST-\(r.order)"),
    ("Billing Address", "1 Fake Billing Way, Nowhere, ZZ 00000"),
    (
      "Relationship of the additional parent/guardian to the player",
      r.additional.map { capitalized($0.relation) } ?? ""
    ),
    (scNoContact, r.noContact?.note ?? "No"),
    (scMedication, c.alert ? "Yes" : "No"), ("I agree to the Code of Conduct:(18643802)", "Yes"),
    ("Photo Release:(18643811)", c.id % 11 == 0 ? "No" : "Yes"),
    (scPractice, ["Monday", "Tuesday, Thursday", "Any", ""][c.id % 4]),
    ("Program Id", "4071"), ("Season Name", season), ("Sport", "Soccer"),
    ("Account Id", String(600_000 + a.id)),
    ("Order Status", "Paid"), ("Order Amount", "185.00"), ("Order Paid", "185.00"), ("Order Balance", "0.00"),
    ("Order Payment Status", "Paid in Full"), ("Country", "USA"),
  ]
}

/// The SportsEngine registration export (2024): the published columns, and those it does not
/// list that a file needs (guardian 2's phone, the emergency contact's last name, division,
/// jersey number, the no-contact question), named in the same manner.
let sportsEngineHeader = headers(
  "athlete_1_first_name|athlete_1_last_name|athlete_1_middle_name|athlete_1_dob|athlete_1_gender|"
    + "athlete_1_address_1|athlete_1_city_1|athlete_1_state_1|athlete_1_zip_1|SportsEngine ID|School|Grade|"
    + "Team Request|Rostered Team|team_name|guardian_1_first_name|guardian_1_last_name|guardian_1_relationship|"
    + "Guardian_1_Email|Guardian_1_Primary_Phone|guardian_2_first_name|guardian_2_last_name|"
    + "guardian_2_relationship|guardian_2_email_1|guardian_2_phone_1|emergency_contact_1_first_name|"
    + "emergency_contact_1_last_name|emergency_1_relationship|emergency_1_phone_1|medical_issue_1|"
    + "medical_issue_2|medical_issue_3|medical_issue_4|medical_issue_5|medication_1|medication_2|medication_3|"
    + "medication_4|medication_5|Registration Date|Order Number|Account Email|Entry Status|Photo Waiver|"
    + "Parent/Guardian Agreement|willing-volunteer|Higher Division Request|Division|"
    + "\(seNumber)|\(seNoContact)")

func sportsEngineRow(_ league: League, _ r: Registration) -> [(String, String)] {
  let c = r.child, a = r.account
  let medication =
    c.allergy.contains("EpiPen") ? "EpiPen" : c.condition.contains("Asthma") ? "Albuterol inhaler" : ""
  return [
    ("athlete_1_first_name", c.firstAsTyped), ("athlete_1_last_name", c.last),
    ("athlete_1_middle_name", c.middle),
    ("athlete_1_dob", c.born.iso), ("athlete_1_gender", sex(c.female).lowercased()),
    ("athlete_1_address_1", r.home.unit.isEmpty ? r.home.street : "\(r.home.street), \(r.home.unit)"),
    ("athlete_1_city_1", r.home.city), ("athlete_1_state_1", r.home.state), ("athlete_1_zip_1", r.home.zip),
    ("SportsEngine ID", sportsEngineId(c)), ("School", c.school), ("Grade", c.grade),
    ("Rostered Team", teamName(league, c) ?? ""), ("team_name", teamName(league, c) ?? ""),
    ("guardian_1_first_name", a.first), ("guardian_1_last_name", a.last),
    ("guardian_1_relationship", capitalized(a.relation)),
    ("Guardian_1_Email", r.emailAsTyped ?? a.email ?? ""),
    ("Guardian_1_Primary_Phone", phone(r.phoneAsTyped ?? a.phone, .dashes)),
    ("guardian_2_first_name", r.additional?.first ?? ""), ("guardian_2_last_name", r.additional?.last ?? ""),
    ("guardian_2_relationship", r.additional.map { capitalized($0.relation) } ?? ""),
    ("guardian_2_email_1", r.additional?.email ?? ""),
    ("guardian_2_phone_1", phone(r.additional?.phone, .dashes)),
    ("emergency_contact_1_first_name", r.emergency?.first ?? ""),
    ("emergency_contact_1_last_name", r.emergency?.last ?? ""),
    ("emergency_1_relationship", r.emergency.map { capitalized($0.relation) } ?? ""),
    ("emergency_1_phone_1", phone(r.emergency?.phone, .dashes)), ("medical_issue_1", c.allergy),
    ("medical_issue_2", c.condition), ("medication_1", medication),
    ("Registration Date", "\(r.ordered.iso) \(pad(r.minute / 60, 2)):\(pad(r.minute % 60, 2)):00"),
    ("Order Number", "SE-\(r.order)"), ("Account Email", a.email ?? ""),
    ("Entry Status", r.withdrawn ? "Withdrawn" : "Active"), ("Photo Waiver", c.id % 11 == 0 ? "No" : "Yes"),
    ("Parent/Guardian Agreement", "Yes"), ("willing-volunteer", c.id % 4 == 0 ? "Yes" : "No"),
    ("Division", divisions[c.division].name), (seNumber, c.number ?? ""),
    (seNoContact, r.noContact?.note ?? ""),
  ]
}

/// Father and mother columns (Sports Affinity) from the guardians of a row, by sex.
func parents(_ r: Registration) -> (father: Adult?, mother: Adult?) {
  let guardians = [r.account, r.additional].compactMap { $0 }
  return (guardians.first { !$0.female }, guardians.first { $0.female })
}

func writeWeek(_ league: League, _ rows: [Registration], to dir: String, all: Bool) {
  let sc = CSVFile(
    dir + "/sportsconnect-enrollment-details.csv", header: sportsConnectHeader, crlf: true, quoteAll: true)
  let se = CSVFile(dir + "/sportsengine-registrations.csv", header: sportsEngineHeader)
  for r in rows {
    if !r.withdrawn { sc.write(sportsConnectRow(league, r)) }
    se.write(sportsEngineRow(league, r))
  }
  sc.close()
  se.close()
  guard all else { return }
  let pm = CSVFile(
    dir + "/playmetrics-players.csv",
    header: headers(
      "team|season_id|season|player_first_name|player_last_name|gender|birth_date|age_group|position|number|Foot|"
        + "parent1_email|parent1_first_name|parent1_last_name|parent1_mobile_number|parent2_email|"
        + "parent2_first_name|parent2_last_name|parent2_mobile_number|street|city|state|zip"))
  let la = CSVFile(
    dir + "/leagueapps-players.csv",
    header: headers(
      "Team|Role|First Name|Last Name|Gender|Birthdate|Parent 1 First Name|Parent 1 Last Name|"
        + "Parent 1 Mobile Phone Number|Parent 1 Email|Parent 2 First Name|Parent 2 Last Name|"
        + "Parent 2 Mobile Phone Number|Parent 2 Email|Address|City|State|Zip"))
  let sa = CSVFile(
    dir + "/sportsaffinity-player-upload.csv",
    header: headers(
      "PlayerFirstName|PlayerLastName|Gender|DOB|FatherEmailAddress|FatherFirstName|FatherLastName|"
        + "FatherCellPhone|MotherEmailAddress|MotherFirstName|MotherLastName|MotherCellPhone|Address1|City|"
        + "State|ZIPCode"), crlf: true, bom: true)
  let gs = CSVFile(
    dir + "/gotsport-program-registrations.csv",
    header: headers(
      "Last Name|First Name|Birth Year|Contact Email|Phone|Age Group|Payment Plan|"
        + "Player's date of birth (MM/DD/YYYY), as on the birth certificate|Parent/Guardian name|"
        + "Second parent/guardian: name, email and mobile number|"
        + "Does your child have any allergies or medical conditions? Please list medications (e.g. EpiPen).|"
        + "Emergency contact (name, relationship, phone)"))
  for r in rows {
    let c = r.child, a = r.account, b = r.additional, team = teamName(league, c) ?? ""
    let street = r.home.unit.isEmpty ? r.home.street : "\(r.home.street) \(r.home.unit)"
    pm.write([
      team, "4412", season, c.firstAsTyped, c.last, sex(c.female), c.born.mdy, divisions[c.division].name, "",
      c.number ?? "", c.foot, r.emailAsTyped ?? a.email ?? "", a.first, a.last,
      phone(r.phoneAsTyped ?? a.phone, .digits),
      b?.email ?? "", b?.first ?? "", b?.last ?? "", phone(b?.phone, .digits), street, r.home.city,
      r.home.state,
      r.home.zip,
    ])
    la.write([
      team, "Player", c.firstAsTyped, c.last, sex(c.female), c.born.mdy, a.first, a.last,
      phone(r.phoneAsTyped ?? a.phone, .dashes), r.emailAsTyped ?? a.email ?? "", b?.first ?? "",
      b?.last ?? "",
      phone(b?.phone, .dashes), b?.email ?? "", street, r.home.city, r.home.state, r.home.zip,
    ])
    let (father, mother) = parents(r)
    sa.write([
      c.firstAsTyped, c.last, c.female ? "F" : "M", c.born.mdy, father?.email ?? "", father?.first ?? "",
      father?.last ?? "", phone(father?.phone, .dots), mother?.email ?? "", mother?.first ?? "",
      mother?.last ?? "",
      phone(mother?.phone, .dots), street, r.home.city, r.home.state, r.home.zip,
    ])
    let medical = [c.allergy, c.condition].filter { !$0.isEmpty }.joined(separator: "; ")
    gs.write([
      c.last, c.firstAsTyped, String(c.born.year), r.emailAsTyped ?? a.email ?? "",
      phone(r.phoneAsTyped ?? a.phone, .parens),
      divisions[c.division].name, c.id % 5 == 0 ? "3 installments" : "Pay in full", c.born.mdy, a.name,
      b.map { "\($0.name), \($0.email ?? ""), \(phone($0.phone, .parens))" } ?? "",
      medical.isEmpty ? "None" : medical,
      r.emergency.map { "\($0.name) (\($0.relation)) \(phone($0.phone, .parens))" } ?? "",
    ])
  }
  [pm, la, sa, gs].forEach { $0.close() }
  writeTeams(league, rows, to: dir)
}

/// The teams and their coaches: Sports Connect's volunteer report, PlayMetrics' teams import and a
/// TeamSnap roster import a team (players and coaches).
func writeTeams(_ league: League, _ rows: [Registration], to dir: String) {
  let volunteers = CSVFile(
    dir + "/sportsconnect-volunteers.csv",
    header: headers(
      "Division Name|Volunteer Role|Team Name|Volunteer First Name|Volunteer Last Name|Volunteer Email Address|"
        + "Volunteer Cellphone|Volunteer Id|Volunteer Type Id"), crlf: true)
  let pm = CSVFile(
    dir + "/playmetrics-teams.csv",
    header: headers(
      "season|name|acct_code|gender|level|birth_year|age_group|minimum_age|coach_first_name|coach_last_name|"
        + "coach_email|coach_mobile|num_starting_players"))
  try! FileManager.default.createDirectory(atPath: dir + "/teamsnap", withIntermediateDirectories: true)
  let teamsnapHeader = headers(
    "First Name|Last Name|Birthdate|Mobile phone|Other phone|Street|Street Line Two|City|State/Province/County|"
      + "Postal code|Jersey #|Position|School|Shirt size|Role label|Is Coach|Is Non-Player")
  for (index, team) in league.teams.enumerated() {
    let division = divisions[team.division]
    for (adult, role, type) in [(team.head, "Head Coach", "1"), (team.assistant, "Assistant Coach", "2")] {
      guard let adult else { continue }
      volunteers.write([
        division.name, role, team.name, adult.first, adult.last, adult.email ?? "",
        phone(adult.phone, .parens),
        String(880_000 + adult.id), type,
      ])
    }
    let head = team.head
    pm.write([
      season, team.name, "RYS-\(team.name.replacingOccurrences(of: " ", with: "-").uppercased())", "Coed",
      "Recreational", "\(division.birthYears.lowerBound)-\(division.birthYears.upperBound)", division.name,
      String(division.ages.lowerBound), head?.first ?? "", head?.last ?? "", head?.email ?? "",
      phone(head?.phone, .digits), String(division.starters),
    ])
    let file = CSVFile(
      dir + "/teamsnap/" + team.name.lowercased().replacingOccurrences(of: " ", with: "-") + ".csv",
      header: teamsnapHeader)
    for r in rows where r.child.team == index {
      let c = r.child
      file.write([
        c.firstAsTyped, c.last, c.born.mdy, "", "", r.home.street, r.home.unit, r.home.city, r.home.state,
        r.home.zip, c.number ?? "", "", c.school, ["YS", "YS", "YM", "YL", "AS", "AM", "AL"][c.division],
        "Player",
        "N", "N",
      ])
    }
    for (adult, role) in [(team.head, "Head Coach"), (team.assistant, "Assistant Coach")] {
      guard let adult else { continue }
      file.write([
        adult.first, adult.last, "", phone(adult.phone, .dashes), "", "", "", "", "", "", "", "", "", "",
        role, "Y", "Y",
      ])
    }
    file.close()
  }
  for adult in league.volunteersUnallocated {
    volunteers.write([
      divisions[adult.id % divisions.count].name, "Team Parent", "Unallocated", adult.first, adult.last,
      adult.email ?? "", phone(adult.phone, .parens), String(880_000 + adult.id), "4",
    ])
  }
  volunteers.close()
  pm.close()
}

// MARK: - The expected league

struct ExpectedLink: Codable {
  let child: String, relationship: String, livesWith: Bool, emergencyContact: Bool, noContact: Bool
  let noContactNote: String?
}
struct ExpectedAdult: Codable {
  let id: String, firstName: String, lastName: String, email: String?, phone: String?
  /// Every spelling of their email and every phone the rows write, in row order.
  var emailsWritten: [String], phonesWritten: [String]
  var children: [ExpectedLink] = [], staff: [String] = []
}
struct ExpectedChild: Codable {
  let id: String, firstName: String, middleInitial: String, lastName: String, gender: String,
    birthdate: String
  let division: String, team: String?, number: String?, allergies: String, medical: String, medicalAlert: Bool
  let school: String, grade: String, ids: [String: String], family: String, households: [String]
}
struct ExpectedHousehold: Codable {
  let id: String, street: String, unit: String, city: String, state: String, postalCode: String
  let adults: [String], children: [String]
}
struct ExpectedTeam: Codable {
  let name: String, division: String, headCoach: String?, assistantCoach: String?
}
struct ExpectedDivision: Codable { let name: String, birthYears: String, minAge: Int, maxAge: Int }
struct Planted: Codable { let name: String, children: [String], adults: [String], note: String }
struct Expected: Codable {
  let season: String, program: String, identityRules: [String], counts: [String: Int]
  let divisions: [ExpectedDivision], teams: [ExpectedTeam], children: [ExpectedChild], adults: [ExpectedAdult]
  let households: [ExpectedHousehold], siblings: [[String]], planted: [Planted]
}

func cid(_ id: Int) -> String { "C" + pad(id, 4) }
func aid(_ id: Int) -> String { "A" + pad(id, 4) }
func hid(_ id: Int) -> String { "H" + pad(id, 4) }

let identityRules = [
  "Two mentions of an adult in the rows (an account holder, an additional adult, an emergency contact, a person named no-contact) are the same adult when their emails are equal ignoring case, or when their names (first and last, trimmed, ignoring case, accents kept) and their phones (digits only) are both equal; and so on transitively.",
  "An address alone never makes two adults one (the Hoangs and Erik Lindqvist share one); a name alone never does (two Maria Garcias), nor a name with a phone one digit off and another email (Greg Halvorsen, proposed as a likely duplicate, never merged).",
  "An adult's phone is the one of their latest order (by Order Date); phonesWritten lists every phone the rows give them.",
  "Children are the same child by the platform's player id, else by name and birthdate: two Liam Smiths with different birthdates are two children.",
  "A household is the account holder's address of a row; an adult lives with a child when their household is one of the child's. Separated parents' children have two households; two families at one address are two households.",
]

func expectation(_ league: League, _ rows: [Registration]) -> Expected {
  var adults = [ExpectedAdult?](repeating: nil, count: league.nextAdult)
  var homes = [Int?](repeating: nil, count: league.nextAdult)
  func mention(_ a: Adult, email: String?, phone: String?, link: ExpectedLink?) {
    homes[a.id] = a.home
    var record =
      adults[a.id]
      ?? ExpectedAdult(
        id: aid(a.id), firstName: a.first, lastName: a.last, email: a.email, phone: a.phone,
        emailsWritten: [], phonesWritten: [])
    if let email, !record.emailsWritten.contains(email) { record.emailsWritten.append(email) }
    if let phone, !record.phonesWritten.contains(phone) { record.phonesWritten.append(phone) }
    if let link {
      if let i = record.children.firstIndex(where: { $0.child == link.child }) {
        let old = record.children[i]
        record.children[i] = ExpectedLink(
          child: old.child, relationship: old.relationship, livesWith: old.livesWith,
          emergencyContact: old.emergencyContact || link.emergencyContact,
          noContact: old.noContact || link.noContact,
          noContactNote: old.noContactNote ?? link.noContactNote)
      } else {
        record.children.append(link)
      }
    }
    adults[a.id] = record
  }
  var children: [ExpectedChild] = []
  var families: [(Int, [String])] = []
  for r in rows where !r.withdrawn {
    let c = r.child
    func link(_ a: Adult, emergency: Bool = false, note: String? = nil) -> ExpectedLink {
      ExpectedLink(
        child: cid(c.id), relationship: a.relation,
        livesWith: a.home.map { c.households.contains($0) } ?? false,
        emergencyContact: emergency || r.emergency?.id == a.id, noContact: note != nil, noContactNote: note)
    }
    mention(
      r.account, email: r.emailAsTyped ?? r.account.email, phone: r.phoneAsTyped ?? r.account.phone,
      link: link(r.account))
    if let b = r.additional { mention(b, email: b.email, phone: b.phone, link: link(b)) }
    if let e = r.emergency { mention(e, email: nil, phone: e.phone, link: link(e, emergency: true)) }
    if let n = r.noContact { mention(n.adult, email: nil, phone: nil, link: link(n.adult, note: n.note)) }
    children.append(
      ExpectedChild(
        id: cid(c.id), firstName: c.first, middleInitial: c.middle, lastName: c.last,
        gender: sex(c.female).lowercased(),
        birthdate: c.born.iso, division: divisions[c.division].name, team: teamName(league, c),
        number: c.number,
        allergies: c.allergy, medical: c.condition, medicalAlert: c.alert, school: c.school, grade: c.grade,
        ids: ["sportsconnect": sportsConnectId(c), "sportsengine": sportsEngineId(c)],
        family: "F" + pad(c.family, 4),
        households: c.households.map(hid)))
    if let i = families.firstIndex(where: { $0.0 == c.family }) {
      families[i].1.append(cid(c.id))
    } else {
      families.append((c.family, [cid(c.id)]))
    }
  }
  for (index, team) in league.teams.enumerated() {
    for (adult, role) in [(team.head, "Head Coach"), (team.assistant, "Assistant Coach")] {
      guard let adult else { continue }
      mention(adult, email: adult.email, phone: adult.phone, link: nil)
      adults[adult.id]!.staff.append("\(role), \(league.teams[index].name)")
    }
  }
  for adult in league.volunteersUnallocated {
    mention(adult, email: adult.email, phone: adult.phone, link: nil)
    adults[adult.id]!.staff.append("Team Parent, Unallocated")
  }
  let kept = adults.compactMap { $0 }
  let households = league.households.compactMap { h -> ExpectedHousehold? in
    let members = children.filter { $0.households.contains(hid(h.id)) }.map(\.id)
    let grownups = adults.indices.filter { homes[$0] == h.id && adults[$0] != nil }.map(aid)
    guard !members.isEmpty else { return nil }
    return ExpectedHousehold(
      id: hid(h.id), street: h.street, unit: h.unit, city: h.city, state: h.state, postalCode: h.zip,
      adults: grownups, children: members)
  }
  let siblings = families.map(\.1).filter { $0.count > 1 }
  return Expected(
    season: season, program: program, identityRules: identityRules,
    counts: [
      "children": children.count, "adults": kept.count, "households": households.count,
      "childrenWithASibling": siblings.map(\.count).reduce(0, +), "teams": league.teams.count,
    ],
    divisions: divisions.map {
      ExpectedDivision(
        name: $0.name, birthYears: "\($0.birthYears.lowerBound)-\($0.birthYears.upperBound)",
        minAge: $0.ages.lowerBound, maxAge: $0.ages.upperBound)
    },
    teams: league.teams.map {
      ExpectedTeam(
        name: $0.name, division: divisions[$0.division].name, headCoach: $0.head.map { aid($0.id) },
        assistantCoach: $0.assistant.map { aid($0.id) })
    },
    children: children, adults: kept, households: households, siblings: siblings,
    planted: league.planted.map {
      Planted(name: $0.name, children: $0.children.map(cid), adults: $0.adults.map(aid), note: $0.note)
    })
}

/// The identity rules run over the rows' mentions of adults must find exactly the adults the
/// generator made: no two made one, none made two. Stops the generator when they do not.
func checkIdentity(_ rows: [Registration]) {
  var mentions: [(id: Int, keys: [String])] = []
  for r in rows where !r.withdrawn {
    func add(_ a: Adult, _ email: String?, _ phone: String?) {
      let name =
        "\(a.first.trimmingCharacters(in: .whitespaces)) \(a.last.trimmingCharacters(in: .whitespaces))"
        .lowercased()
      mentions.append(
        (a.id, [email.map { "e:" + $0.lowercased() }, phone.map { "n:\(name)|\($0)" }].compactMap { $0 }))
    }
    add(r.account, r.emailAsTyped ?? r.account.email, r.phoneAsTyped ?? r.account.phone)
    if let b = r.additional { add(b, b.email, b.phone) }
    if let e = r.emergency { add(e, nil, e.phone) }
    if let n = r.noContact?.adult { add(n, nil, nil) }
  }
  var parent = Array(mentions.indices)
  func root(_ i: Int) -> Int { parent[i] == i ? i : root(parent[i]) }
  var byKey: [String: Int] = [:]
  for (i, mention) in mentions.enumerated() {
    for key in mention.keys {
      if let j = byKey[key] {
        let (ri, rj) = (root(i), root(j))
        parent[ri] = rj
      } else {
        byKey[key] = i
      }
    }
  }
  var adultOfGroup: [Int: Int] = [:], groupOfAdult: [Int: Int] = [:]
  for (i, mention) in mentions.enumerated() {
    let group = root(i)
    if let other = adultOfGroup[group], other != mention.id {
      fatalError("the rules make adults \(other) and \(mention.id) one")
    }
    if let other = groupOfAdult[mention.id], other != group {
      fatalError("the rules make adult \(mention.id) two")
    }
    (adultOfGroup[group], groupOfAdult[mention.id]) = (mention.id, group)
  }
}

// MARK: - Next week's export

struct Change: Codable { let child: String, name: String, field: String, before: String, after: String }
struct PhoneChange: Codable {
  let adult: String, name: String, before: String, after: String, children: [String]
}
struct NewLink: Codable { let adult: String, link: ExpectedLink }
struct ExpectedChanges: Codable {
  let summary: String, files: [String: String]
  let newChildren: [ExpectedChild], newSiblingOf: [String: String], newFamilies: [[String]]
  let newAdults: [ExpectedAdult], newLinksOfExistingAdults: [NewLink]
  let updated: [Change], guardianPhoneChanged: [PhoneChange], withdrawn: [Change], unchangedChildren: Int
}

/// Week two: 3 new children (one a sibling of a child already registered), 5 updated, 2 new
/// families, 1 guardian's phone changed, 1 child withdrawn; no planted child is touched.
func nextWeek(_ league: League, _ week1: [Registration], plantedChildren: Int) -> (
  [Registration], ExpectedChanges
) {
  var rows = week1
  var rng = league.rng
  var touched = Set<Int>()  // children already changed; only looked up, never iterated
  func candidates(_ test: (Registration) -> Bool) -> [Int] {
    rows.indices.filter {
      rows[$0].child.id > plantedChildren && !touched.contains(rows[$0].child.id) && test(rows[$0])
    }
  }
  func familySize(_ r: Registration) -> Int { rows.filter { $0.child.family == r.child.family }.count }
  // A guardian with two or more children on the rows gets a new phone, in each of their rows.
  let parentRow = rows[
    rng.pick(candidates { r in familySize(r) > 1 && rows.filter { $0.account.id == r.account.id }.count > 1 })
  ]
  let guardian = parentRow.account
  let newPhone = "\(200 + (league.nextAdult / 100) % 700)55501\(pad(league.nextAdult % 100, 2))"
  league.nextAdult += 1
  var kids: [String] = []
  for i in rows.indices where rows[i].adults.contains(where: { $0.id == guardian.id }) {
    if rows[i].account.id == guardian.id { rows[i].account.phone = newPhone }
    if rows[i].additional?.id == guardian.id { rows[i].additional?.phone = newPhone }
    if rows[i].emergency?.id == guardian.id { rows[i].emergency?.phone = newPhone }
    rows[i].phoneAsTyped = nil
    kids.append(cid(rows[i].child.id))
    touched.insert(rows[i].child.id)
  }
  let phoneChange = PhoneChange(
    adult: aid(guardian.id), name: guardian.name, before: guardian.phone!, after: newPhone, children: kids)
  // Withdrawn: an only child.
  let gone = rng.pick(candidates { familySize($0) == 1 })
  rows[gone].withdrawn = true
  touched.insert(rows[gone].child.id)
  let withdrawn = Change(
    child: cid(rows[gone].child.id), name: rows[gone].child.first + " " + rows[gone].child.last,
    field: "status", before: "registered", after: "withdrawn")
  // Five updates: two teams assigned, a number given, a number changed, a birthdate corrected.
  var updated: [Change] = []
  func update(_ field: String, _ test: (Registration) -> Bool, _ change: (inout Child) -> (String, String)) {
    let i = rng.pick(candidates(test))
    var child = rows[i].child
    let (before, after) = change(&child)
    rows[i].child = child
    touched.insert(rows[i].child.id)
    updated.append(
      Change(
        child: cid(rows[i].child.id), name: rows[i].child.first + " " + rows[i].child.last, field: field,
        before: before, after: after))
  }
  func freeNumber(_ team: Int) -> String {
    let used = Set(rows.compactMap { $0.child.team == team ? $0.child.number.flatMap { Int($0) } : nil })
    return String((1...99).first { !used.contains($0) }!)
  }
  for _ in 0..<2 {
    update("team", { $0.child.team == nil }) { c in
      c.team = league.firstTeam[c.division] + rng.below(league.teamCount(c.division))
      return ("Unallocated", league.teams[c.team!].name)
    }
  }
  update("number", { $0.child.team != nil && $0.child.number == nil }) { c in
    c.number = freeNumber(c.team!)
    return ("", c.number!)
  }
  update("number", { $0.child.team != nil && $0.child.number != nil }) { c in
    let before = c.number!
    c.number = freeNumber(c.team!)
    return (before, c.number!)
  }
  update("birthdate", { $0.child.born.month < 12 }) { c in
    let before = c.born.iso
    c.born = Day(c.born.year, c.born.month + 1, min(c.born.day, 28))
    return (before, c.born.iso)
  }
  // New: a younger sibling of an only child with two guardians, and two new families of one child.
  let elder = rows[rng.pick(candidates { familySize($0) == 1 && $0.additional != nil })]
  league.lateDay = Day(2026, 8, 24)
  let sibling = league.child(
    rng.pick(girls), elder.child.last, female: true, born: league.randomBirth(near: elder.child.born),
    households: elder.child.households.map { id in league.households.first { $0.id == id }! },
    family: elder.child.family)
  rows.append(
    Registration(
      child: sibling, account: elder.account, additional: elder.additional, emergency: elder.emergency,
      home: elder.home,
      order: league.nextOrder, ordered: Day(2026, 8, 24), minute: 1140))
  league.nextOrder += 1
  var newFamilies: [[String]] = []
  for _ in 0..<2 {
    league.randomFamily(kids: 1) { r in
      rows.append(r)
      newFamilies.append([cid(r.child.id)] + r.adults.map { aid($0.id) })
    }
  }
  let before = expectation(league, week1), after = expectation(league, rows)
  let oldChildren = Set(before.children.map(\.id)), oldAdults = Set(before.adults.map(\.id))
  let newChildren = after.children.filter { !oldChildren.contains($0.id) }
  let newIds = Set(newChildren.map(\.id))
  let summary =
    "3 new players, 5 updated, 2 new families, 1 guardian's phone changed, 1 withdrawn, "
    + "\(week1.count - 6) players unchanged"
  return (
    rows,
    ExpectedChanges(
      summary: summary,
      files: [
        "next-week/sportsconnect-enrollment-details.csv": "the withdrawn child's row is gone",
        "next-week/sportsengine-registrations.csv":
          "the withdrawn child's row stays, its Entry Status Withdrawn",
      ],
      newChildren: newChildren, newSiblingOf: [cid(sibling.id): cid(elder.child.id)],
      newFamilies: newFamilies,
      newAdults: after.adults.filter { !oldAdults.contains($0.id) },
      newLinksOfExistingAdults: after.adults.filter { oldAdults.contains($0.id) }.flatMap { adult in
        adult.children.filter { newIds.contains($0.child) }.map { NewLink(adult: adult.id, link: $0) }
      },
      updated: updated, guardianPhoneChanged: [phoneChange], withdrawn: [withdrawn],
      unchangedChildren: week1.count - 6)
  )
}

// MARK: - Main

func writeJSON<T: Encodable>(_ value: T, _ path: String) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  try! (encoder.encode(value) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
}

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, _ fallback: Int, in arguments: inout [String]) -> Int {
  guard let i = arguments.firstIndex(of: name) else { return fallback }
  guard i + 1 < arguments.count, let value = Int(arguments[i + 1]), value > 0 else {
    FileHandle.standardError.write(Data("\(name) takes a positive whole number\n".utf8))
    exit(2)
  }
  arguments.removeSubrange(i...(i + 1))
  return value
}
let childCount = option("--children", 160, in: &arguments)
let seed = option("--seed", 42, in: &arguments)
guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
  FileHandle.standardError.write(
    Data("Usage: swift scripts/make-registration-fixtures.swift OUTPUT_DIR [--children N] [--seed S]\n".utf8))
  exit(2)
}
let out = arguments[0]
try! FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
let league = League(seed: UInt64(seed), children: childCount)
if league.big {
  let file = CSVFile(
    out + "/sportsconnect-enrollment-details.csv", header: sportsConnectHeader, crlf: true, quoteAll: true)
  let write = { (r: Registration) in file.write(sportsConnectRow(league, r)) }
  league.plant(visit: write)
  while league.nextChild <= childCount { league.randomFamily(visit: write) }
  file.close()
  print("Wrote \(league.nextChild - 1) children's rows to \(out)/sportsconnect-enrollment-details.csv")
} else {
  var rows: [Registration] = []
  league.plant { rows.append($0) }
  let plantedChildren = league.nextChild - 1
  while league.nextChild <= childCount { league.randomFamily { rows.append($0) } }
  for i in league.teams.indices {
    if league.teams[i].head == nil {
      league.teams[i].head = league.randomAdult(
        "coach", last: league.rng.pick(surnames), female: league.rng.percent(30), home: nil)
    }
    if league.rng.percent(40) {
      league.teams[i].assistant = league.randomAdult(
        "coach", last: league.rng.pick(surnames), female: league.rng.percent(50), home: nil)
    }
  }
  for _ in 0..<3 {
    league.volunteersUnallocated.append(
      league.randomAdult("volunteer", last: league.rng.pick(surnames), female: true, home: nil))
  }
  checkIdentity(rows)
  try! FileManager.default.createDirectory(atPath: out + "/next-week", withIntermediateDirectories: true)
  writeWeek(league, rows, to: out, all: true)
  writeJSON(expectation(league, rows), out + "/expected.json")
  let (week2, changes) = nextWeek(league, rows, plantedChildren: plantedChildren)
  checkIdentity(week2)
  writeWeek(league, week2, to: out + "/next-week", all: false)
  writeJSON(changes, out + "/expected-changes.json")
  print("Wrote \(rows.count) children (\(week2.count - 1) next week) to \(out)")
}
