/// The guardians that are likely one adult, in pairs, each with why in words (`duplicates
/// guardians`, issue 42): what `GuardianIdentity` left as two because the evidence was partial,
/// and what was added twice by hand.
///
/// A pair is proposed on:
/// - the same email, ignoring case: certain (the identity rule's own evidence);
/// - the same name (folded) with the same phone digits, or with phone digits one apart (one
///   digit changed, missing or extra) unless their postcodes differ (two families), the same
///   postcode said when it is;
/// - the same phone with names one letter apart (`Jon/John Smith`).
///
/// Never on an address alone — a household's signal, not a person's (a real league had 104
/// families at a shared address against 47 true duplicates) — nor on a name alone: two John
/// Smiths are two people. Nothing is merged here: `merge guardian A B` does that when asked.
///
/// Scales by blocking (`GuardianDuplicates+Blocks`): the guardians are read once and grouped by
/// email, by phone digits and by folded name; only guardians in one group are compared, and in a
/// large name group only those whose phones share a one-digit-deleted form. No pass is O(n²).
public struct GuardianDuplicates: Sendable {
  /// A guardian as compared: its id and the values the evidence is made of.
  public struct Guardian: Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let email: String?
    public let phone: String?
    public let postcode: String?

    public init(id: Int64, name: String, email: String?, phone: String?, postcode: String? = nil) {
      (self.id, self.name, self.email, self.phone, self.postcode) = (id, name, email, phone, postcode)
    }
  }

  /// Two guardians likely one adult: the older (the smaller id) first, the one `merge` would
  /// keep as the report suggests it.
  public struct Pair: Sendable, Equatable {
    public let first: Guardian
    public let second: Guardian
    /// "same name, same postcode, phone differs by one digit".
    public let reason: String
    /// The same email: the identity rule's evidence, not a likeness.
    public let isCertain: Bool
  }

  /// Every pair found, the certain ones first, then by the first's name and the ids.
  public let pairs: [Pair]

  /// The pairs among `guardians`; with `involving`, only those with one of those ids in them.
  public init(_ guardians: [Guardian], involving: Set<Int64>? = nil) {
    self.init(Table(guardians), involving: involving)
  }

  /// The pairs among the guardians of `table`; with `involving`, only those with one of those
  /// ids in them.
  init(_ table: Table, involving: Set<Int64>?) {
    let keys = Keys(table)
    typealias Found = (first: Int, second: Int, reason: String, certain: Bool)
    // The pairs with evidence in the blocks of `pass`; the pairs proposed remembered, not every
    // pair compared: those are tens of millions.
    func found(in pass: Keys.Pass) -> [Found] {
      var found: [Found] = []
      var seen = Set<UInt64>()
      keys.candidates(pass) { a, b in
        let (low, high) = a < b ? (a, b) : (b, a)
        if let involving, !involving.contains(table.ids[low]), !involving.contains(table.ids[high]) {
          return
        }
        guard let (reason, certain) = keys.evidence(low, high),
          seen.insert(UInt64(low) << 32 | UInt64(high)).inserted
        else { return }
        let older = table.ids[low] < table.ids[high]
        found.append((older ? low : high, older ? high : low, reason, certain))
      }
      return found
    }
    // The two passes on both cores, then a pair both found once.
    var (first, second): ([Found], [Found]) = ([], [])
    TwoThreads.run(
      { first = found(in: .otherHalfOfTheNames) }, { second = found(in: .emailsPhonesAndHalfTheNames) })
    let firsts = Set(first.map { UInt64($0.first) << 32 | UInt64($0.second) })
    var found = first + second.filter { !firsts.contains(UInt64($0.first) << 32 | UInt64($0.second)) }
    // By the folded names the comparisons read, rather than a name folded again a comparison.
    found.sort { a, b in
      if a.certain != b.certain { return a.certain }
      let (x, y) = (keys.folded[a.first], keys.folded[b.first])
      if !x.elementsEqual(y) { return x.lexicographicallyPrecedes(y) }
      return (table.ids[a.first], table.ids[a.second]) < (table.ids[b.first], table.ids[b.second])
    }
    pairs = found.map {
      Pair(
        first: table.guardian(at: $0.first), second: table.guardian(at: $0.second), reason: $0.reason,
        isCertain: $0.certain)
    }
  }

  /// The pairs with a guardian of `scope` in them, among the guardians `context` reads (on a
  /// league office's server, those the login may read): the players' of a team or a division,
  /// each compared with every guardian of the league — a family's second record is most often
  /// under a sibling on another team — or the league's all.
  public init(_ scope: LeagueScope = .league, in context: Context) throws {
    let entity = context.model.declaration(of: RosterModel.guardian)
    // Through the guardian's players, any of them (as `guardians TEAM` lists them).
    let within: (key: String, id: ObjectID)? =
      switch scope {
      case .league: nil
      case .team(let id): ("players.team", id)
      case .division(let id): ("players.team.division", id)
      }
    var involving: Set<Int64>?
    if let within {
      var request = FetchRequest(entity: entity)
      request.predicate = Predicate(
        node: .comparison(
          .init(
            quantifier: .any, left: .keyPath(.init(within.key)), op: .equal,
            right: .value(.object(within.id), .none))))
      var ids = Set<Int64>()
      try context.enumerateRows(request, keyPaths: ["self"]) { ids.insert($0.int64(at: 0) ?? 0) }
      involving = ids
    }
    var table = Table()
    // Each row's values as the store gives their bytes, packed: no array of values a row, nor a
    // String a value.
    try context.enumerateRows(
      FetchRequest(entity: entity), keyPaths: ["self", "name", "email", "phone", "postcode"]
    ) { table.append($0) }
    self.init(table, involving: involving)
  }

  /// "Jon/John Smith": two names as the words they differ in, when they differ in one word;
  /// else both whole ("Jon Smith/John Smyth").
  static func difference(_ a: String, _ b: String) -> String {
    let (left, right) = (a.split(separator: " "), b.split(separator: " "))
    let differing = zip(left, right).enumerated().filter { $0.element.0 != $0.element.1 }
    guard left.count == right.count, differing.count == 1, let index = differing.first?.offset else {
      return "\(a)/\(b)"
    }
    var words = left.map(String.init)
    words[index] = "\(left[index])/\(right[index])"
    return words.joined(separator: " ")
  }
}
