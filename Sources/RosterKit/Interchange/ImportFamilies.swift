/// The adults a registration export's rows name, one each, and how they stand to the rows'
/// players: what `Importer+Guardians` writes as guardians and guardianships.
///
/// The same adult is found by the rule of `GuardianIdentity`: an email ignoring case, else the
/// folded name with the phone's digits (when one of the two has no email), across the files'
/// rows and the league's guardians, read once into dictionaries. A name alone, or an address,
/// is never an adult found again: partial evidence makes two guardians, for a duplicates report
/// to propose, never merged here. An adult's email, phone and address are those of their latest
/// row (by the order's date where the export has one, else the last row).
final class ImportFamilies {
  struct Adult {
    /// The guardian's row, when the league had them before the import, or once written.
    var id: Int64?
    var version: Int64 = 1
    /// Their values, one a key of `keys` (an array: a million adults' dictionaries took more
    /// than half of a large import's memory).
    var values: [String?]
    /// The values the row had before the import (none for a new adult).
    var stored: [String?] = []
    /// The order of the latest row that gave its values (`Int64.min`: the league's own).
    var order = Int64.min
    /// Whether a row of the import names them.
    var named = false
    /// Whether the league had them before the import.
    var existed: Bool { !stored.isEmpty }

    init(id: Int64? = nil, version: Int64 = 1, values: [String: String]) {
      self.id = id
      self.version = version
      self.values = ImportFamilies.keys.map { values[$0] }
    }

    /// The value of `key`, one of `keys` (nil for any other).
    subscript(key: String) -> String? {
      get { ImportFamilies.slot[key].flatMap { values[$0] } }
      set { if let slot = ImportFamilies.slot[key] { values[slot] = newValue } }
    }

    /// The value `key` had before the import.
    func before(_ key: String) -> String? {
      ImportFamilies.slot[key].flatMap { stored.isEmpty ? nil : stored[$0] }
    }
  }

  /// A link's facts: the relationship, and for a no-contact answer its note.
  struct Facts {
    var relationship: String?
    var noContact: Bool?
    var note: String?
  }

  /// A link the league has: its row, version and facts.
  struct StoredLink {
    let id: Int64
    let version: Int64
    let facts: Facts
  }

  /// The guardian's values the import sets, in the entity's order.
  static let keys = ["name", "email", "phone", "address", "city", "postcode"]
  /// Where each key's value is in an adult's values.
  static let slot = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })

  private(set) var adults: [Adult] = []
  private var byEmail: [String: Int] = [:]
  private var byNamePhone: [String: Int] = [:]
  private var byID: [Int64: Int] = [:]
  /// The links the rows make, in the order first made, and where each pair is.
  private(set) var links: [(player: Int64, adult: Int, facts: Facts)] = []
  private var linkIndex: [Pair: Int] = [:]
  /// The league's links, by player and guardian row.
  private(set) var storedLinks: [Pair: StoredLink] = [:]
  /// The guardians the league links to each player, by row id.
  private var storedByPlayer: [Int64: [Int64]] = [:]

  struct Pair: Hashable {
    let player: Int64
    let other: Int64
  }

  /// One of the league's guardians, before the rows.
  func addStored(id: Int64, version: Int64, values: [String: String]) {
    var adult = Adult(id: id, version: version, values: values)
    adult.stored = adult.values
    adults.append(adult)
    byID[id] = adults.count - 1
    remember(adults.count - 1, values)
  }

  /// One of the league's links, before the rows.
  func addStoredLink(player: Int64, guardian: Int64, _ link: StoredLink) {
    storedLinks[Pair(player: player, other: guardian)] = link
    storedByPlayer[player, default: []].append(guardian)
  }

  /// The adult a row names with `values` (a name, and an email, a phone, an address when the
  /// row gives them), found by the identity rule or new; the values become theirs when the row
  /// is their latest, else fill only those they lack.
  func adult(_ values: [String: String], order: Int64) -> Int {
    let name = values["name"] ?? ""
    let email = values["email"]
    let namePhone = values["phone"].flatMap { GuardianIdentity.namePhoneKey(name: name, phone: $0) }
    var found = email.flatMap { byEmail[$0.lowercased()] }
    if found == nil, let namePhone, let index = byNamePhone[namePhone],
      email == nil || adults[index]["email"] == nil
    {
      found = index
    }
    guard let index = found else {
      var adult = Adult(values: values)
      adult.order = order
      adult.named = true
      adults.append(adult)
      remember(adults.count - 1, values)
      return adults.count - 1
    }
    let latest = order >= adults[index].order
    for (key, value) in values where key != "name" {
      if latest || adults[index][key] == nil { adults[index][key] = value }
    }
    if latest { adults[index].order = order }
    adults[index].named = true
    remember(index, values)
    return index
  }

  /// A person named only (a no-contact answer's): among `candidates` (the row's adults) by
  /// folded name, else among the guardians the league links to the player, else a new adult
  /// with the name alone.
  func named(_ name: String, among candidates: [Int], player: Int64) -> Int {
    let folded = TextFolding.fold(name)
    let linked = (storedByPlayer[player] ?? []).compactMap { byID[$0] }
    for index in candidates + linked where TextFolding.fold(adults[index]["name"] ?? "") == folded {
      adults[index].named = true
      return index
    }
    var adult = Adult(values: ["name": name])
    adult.named = true
    adults.append(adult)
    return adults.count - 1
  }

  /// Links a player and an adult with `facts`, once: a later row of the same pair (an emergency
  /// contact who is the other parent) adds only the facts the first lacked, and a no-contact
  /// answer's.
  func link(player: Int64, adult: Int, _ facts: Facts) {
    let pair = Pair(player: player, other: Int64(adult))
    guard let index = linkIndex[pair] else {
      linkIndex[pair] = links.count
      links.append((player, adult, facts))
      return
    }
    if links[index].facts.relationship == nil { links[index].facts.relationship = facts.relationship }
    if facts.noContact == true {
      links[index].facts.noContact = true
      links[index].facts.note = facts.note
    }
  }

  /// The row id an adult is written as, once written.
  func setID(_ id: Int64, of adult: Int) { adults[adult].id = id }

  private func remember(_ index: Int, _ values: [String: String]) {
    if let email = values["email"], byEmail[email.lowercased()] == nil {
      byEmail[email.lowercased()] = index
    }
    if let phone = values["phone"], let name = values["name"],
      let key = GuardianIdentity.namePhoneKey(name: name, phone: phone), byNamePhone[key] == nil
    {
      byNamePhone[key] = index
    }
  }
}
