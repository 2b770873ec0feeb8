/// Which copies of an adult are one guardian: the rule by which the upgrade to version 13 turns
/// the players' contacts (one copy per player) into guardians (one per adult).
///
/// Two copies are the same adult when their emails match ignoring case; a copy without an email
/// is the adult whose folded name and phone digits it has (the first such, oldest first). A copy
/// with neither an email nor a phone is an adult of its own: a name alone is no identity, nor is
/// an address ever (a household signal only). The first copy of an adult gives the guardian its
/// values; a later copy fills those it lacks, and every other value of it is a conflict, kept in
/// the upgrade's words (`Conflict`) so that nothing is lost.
public struct GuardianIdentity: Sendable {
  /// One copy of an adult: a contact row.
  public struct Copy: Equatable, Sendable {
    public let id: Int64
    public let name: String
    public let email: String?
    public let phone: String?
    /// The player it was a contact of, and how it stood to them.
    public let player: Int64
    public let relation: String?

    public init(id: Int64, name: String, email: String?, phone: String?, player: Int64, relation: String?) {
      self.id = id
      self.name = name
      self.email = email
      self.phone = phone
      self.player = player
      self.relation = relation
    }
  }

  /// A value of a copy that its guardian does not have: `key` is `name`, `email`, `phone` or
  /// `relation` (of a second copy for the same player).
  public struct Conflict: Equatable, Sendable {
    public let copy: Int64
    public let key: String
    public let value: String
  }

  /// One adult: the guardian's values, the copies that are them, and the links by player.
  public struct Adult: Equatable, Sendable {
    public var name: String
    public var email: String?
    public var phone: String?
    public var copies: [Int64]
    /// Each player once, with the relation of the first copy for them, in the copies' order.
    public var links: [(player: Int64, relation: String?)] = []
    public var conflicts: [Conflict] = []

    public static func == (a: Adult, b: Adult) -> Bool {
      a.name == b.name && a.email == b.email && a.phone == b.phone && a.copies == b.copies
        && a.conflicts == b.conflicts && a.links.map(\.player) == b.links.map(\.player)
        && a.links.map(\.relation) == b.links.map(\.relation)
    }
  }

  public private(set) var adults: [Adult] = []
  private var byEmail: [String: Int] = [:]
  private var byNamePhone: [String: Int] = [:]

  /// The adults of `copies`, taken oldest first (by id).
  public init(_ copies: [Copy]) {
    for copy in copies.sorted(by: { $0.id < $1.id }) { add(copy) }
  }

  private mutating func add(_ copy: Copy) {
    let email = copy.email.map { $0.lowercased() }
    let namePhone = copy.phone.flatMap { Self.namePhoneKey(name: copy.name, phone: $0) }
    // By email; else by name and phone, an adult without an email (whom an email then names).
    var found = email.flatMap { byEmail[$0] }
    if found == nil, let namePhone, let index = byNamePhone[namePhone],
      email == nil || adults[index].email == nil
    {
      found = index
    }
    guard let index = found else {
      var adult = Adult(name: copy.name, email: copy.email, phone: copy.phone, copies: [copy.id])
      adult.links = [(copy.player, copy.relation)]
      adults.append(adult)
      remember(adults.count - 1, email: email, namePhone: namePhone)
      return
    }
    var adult = adults[index]
    adult.copies.append(copy.id)
    var conflicts: [Conflict] = []
    func keep(_ key: String, _ value: String?, _ current: inout String?) {
      guard let value else { return }
      guard let held = current else {
        current = value
        return
      }
      if held != value { conflicts.append(Conflict(copy: copy.id, key: key, value: value)) }
    }
    var name: String? = adult.name
    keep("name", copy.name, &name)
    keep("email", copy.email, &adult.email)
    keep("phone", copy.phone, &adult.phone)
    if let link = adult.links.firstIndex(where: { $0.player == copy.player }) {
      keep("relation", copy.relation, &adult.links[link].relation)
    } else {
      adult.links.append((copy.player, copy.relation))
    }
    adult.conflicts += conflicts
    adults[index] = adult
    remember(index, email: adult.email?.lowercased(), namePhone: namePhone)
  }

  private mutating func remember(_ index: Int, email: String?, namePhone: String?) {
    if let email, byEmail[email] == nil { byEmail[email] = index }
    if let namePhone, byNamePhone[namePhone] == nil { byNamePhone[namePhone] = index }
  }

  /// The folded name and the phone's digits, or nil for a phone without digits.
  static func namePhoneKey(name: String, phone: String) -> String? {
    let digits = String(phone.unicodeScalars.filter { $0.properties.numericType == .decimal && $0.isASCII })
    return digits.isEmpty ? nil : TextFolding.fold(name) + "\u{1F}" + digits
  }
}
