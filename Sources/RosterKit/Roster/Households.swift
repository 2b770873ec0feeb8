/// The households of a team, a division or the league: the adults at one address with the
/// children who live with them. It is derived from the guardians' addresses each time it is
/// asked, never stored or typed, so a parent's new address moves them at once (issue 42).
///
/// An address is a household signal, never an identity one: two families at one address are one
/// household of two families' adults, not one adult. A child belongs to each household one of
/// their guardians lives at, unless that link says the child does not live with them
/// (`lives_with=no`): the children of separated parents belong to two. An adult without an
/// address makes no household and is counted (`unplaced`).
///
/// Addresses are compared as a person would read them: case, accents, punctuation and spacing
/// aside, with the usual street words and their abbreviations alike ("12 Elm Street, Apt. 4" and
/// "12 elm st #4"), and the postcode (its first five letters or digits) or, without one, the city
/// telling two towns' "12 Elm St" apart. A record that gives neither joins the one place its
/// street has, if it has one.
public struct Households: Sendable {
  public struct Child: Hashable, Sendable {
    public var name: String
    public var team: String?
  }

  public struct Household: Equatable, Sendable {
    /// As its first adult's record writes it: "12 Elm St, Springfield 02134".
    public var address: String
    public var adults: [String]
    public var children: [Child]
  }

  /// In order of their addresses, each with at least one child in the scope.
  public let households: [Household]
  /// The adults in the scope with no address.
  public let unplaced: Int

  /// The children who belong to two households or more.
  public var childrenInSeveral: Int {
    var seen: [Child: Int] = [:]
    for household in households { for child in household.children { seen[child, default: 0] += 1 } }
    return seen.values.count(where: { $0 > 1 })
  }

  /// The households of `scope` as `context` shows the league (now, as it was, or as a login of
  /// a league office reads it).
  public init(_ scope: LeagueScope, in context: Context) throws {
    var request = FetchRequest(
      entity: RosterModel.guardianship, predicate: scope.predicate(team: "player.team"))
    request.sortDescriptors = [SortDescriptor("guardian.name"), SortDescriptor("player.name")]
    var places = Places()
    var unplaced: Set<DatabaseValue> = []
    try context.enumerateValues(
      request,
      keyPaths: [
        "guardian", "guardian.name", "guardian.address", "guardian.city", "guardian.postcode", "player",
        "player.name", "player.team.name", "lives_with",
      ]
    ) { row in
      guard let street = Address(street: row[2].textValue, city: row[3].textValue, postcode: row[4].textValue)
      else {
        unplaced.insert(row[0])
        return
      }
      let child = row[8].integerValue == 0 ? nil : Child(name: row[6].textValue ?? "", team: row[7].textValue)
      places.add(adult: row[0], named: row[1].textValue ?? "", at: street, child: child.map { (row[5], $0) })
    }
    households = places.households()
    self.unplaced = unplaced.count
  }
}

extension Households {
  /// An address as households compare it: the street's words, and where it is.
  struct Address {
    /// "12 elm st 4": folded, abbreviated, without punctuation or apartment words.
    let street: String
    /// "p:02134" or "c:springfield"; nil when the record gives neither.
    let place: String?
    let written: String

    init?(street: String?, city: String?, postcode: String?) {
      let words = Self.words(street ?? "").map { Self.abbreviations[$0] ?? $0 }.filter {
        !Self.ignored.contains($0)
      }
      guard !words.isEmpty, let street else { return nil }
      self.street = words.joined(separator: " ")
      let code = String(Self.words(postcode ?? "").joined().prefix(5))
      let town = Self.words(city ?? "").joined(separator: " ")
      place = !code.isEmpty ? "p:" + code : !town.isEmpty ? "c:" + town : nil
      let trimmed = { (text: String?) in
        text.map { String($0.split(separator: " ").joined(separator: " ")) } ?? ""
      }
      written = [
        trimmed(street), [trimmed(city), trimmed(postcode)].filter { !$0.isEmpty }.joined(separator: " "),
      ]
      .filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private static func words(_ text: String) -> [String] {
      TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The usual street words and their postal abbreviations, read alike.
    private static let abbreviations: [String: String] = [
      "street": "st", "avenue": "ave", "av": "ave", "road": "rd", "drive": "dr", "lane": "ln",
      "boulevard": "blvd", "court": "ct", "place": "pl", "terrace": "ter", "circle": "cir", "highway": "hwy",
      "parkway": "pkwy", "square": "sq", "north": "n", "south": "s", "east": "e", "west": "w",
    ]

    /// Words that only say a number follows: "Apt 4", "Unit 4" and "#4" are one flat.
    private static let ignored: Set<String> = ["apt", "apartment", "unit", "suite", "ste", "flat", "no"]
  }

  /// The addresses seen so far, by street and then by place.
  struct Places {
    struct Gathering {
      var written: String
      var adults: [DatabaseValue: String] = [:]
      var children: [DatabaseValue: Child] = [:]
    }

    /// Street → place (nil: not given) → its household.
    var streets: [String: [String?: Gathering]] = [:]

    mutating func add(
      adult: DatabaseValue, named name: String, at address: Address, child: (DatabaseValue, Child)?
    ) {
      var gathering = streets[address.street]?[address.place] ?? Gathering(written: address.written)
      gathering.adults[adult] = name
      if let (id, child) = child { gathering.children[id] = child }
      streets[address.street, default: [:]][address.place] = gathering
    }

    /// The households: a street's records without a place join its one place when it has one.
    func households() -> [Household] {
      var found: [(order: (String, Int, String), household: Household)] = []
      for (street, places) in streets {
        var places = places
        let known = places.keys.compactMap { $0 }
        if known.count == 1, let loose = places.removeValue(forKey: nil) {
          var gathering = places[known[0]]!
          gathering.adults.merge(loose.adults) { kept, _ in kept }
          gathering.children.merge(loose.children) { kept, _ in kept }
          places[known[0]] = gathering
        }
        for gathering in places.values where !gathering.children.isEmpty {
          let household = Household(
            address: gathering.written,
            adults: gathering.adults.values.sorted {
              (TextFolding.fold($0), $0) < (TextFolding.fold($1), $1)
            },
            children: gathering.children.values.sorted { ($0.name, $0.team ?? "") < ($1.name, $1.team ?? "") }
          )
          found.append((Self.order(household, street: street), household))
        }
      }
      return found.sorted { $0.order < $1.order }.map(\.household)
    }

    /// As a person looks an address up: by street, then by house number ("9 Elm St" before
    /// "10 Elm St" and "12 Elm St #4", all after "12 Ash Ave"), from the street's compared words.
    static func order(_ household: Household, street: String) -> (String, Int, String) {
      let words = street.split(separator: " ")
      let number = words.first.flatMap { $0.allSatisfy(\.isNumber) && $0.count < 10 ? Int($0) : nil }
      let name = words.dropFirst(number == nil ? 0 : 1).prefix { !$0.contains(where: \.isNumber) }
      return (name.joined(separator: " "), number ?? 0, TextFolding.fold(household.address))
    }
  }
}
