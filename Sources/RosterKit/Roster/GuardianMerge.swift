/// Two guardian records made one adult (`merge guardian A B`, issue 42): A is kept, B is merged
/// into it and deleted, all in the context, for one save — one transaction, one journal entry,
/// which `undo`, `revert` and `log` read as any other (the journal holds every row as it was).
///
/// - B's links to players become A's; where both stand to one player, A's link stays with its
///   facts, B's filling those it lacks, and a no-contact flag of either holds (its note kept,
///   both notes when they differ): a court order is never lost in a merge.
/// - A's empty values are filled from B's.
/// - B's values that differ from A's (an email, a phone, a relationship) are not kept, and named
///   (`differing`) so that the sentence about the merge says what went.
public struct GuardianMerge {
  /// A value of B's that A has otherwise: `email ann@example.org`, or a link's `relationship
  /// guardian (Ava Chen)`.
  public struct Difference: Equatable, Sendable, CustomStringConvertible {
    public let key: String
    public let value: String
    /// The player of a link's value.
    public let player: String?

    public var description: String { "\(key) \(value)" + (player.map { " (\($0))" } ?? "") }
  }

  /// A's keys that B's values filled: `address`, a link's `may_pick_up (Ava Chen)`.
  public private(set) var filled: [String] = []
  /// B's values A kept its own instead of.
  public private(set) var differing: [Difference] = []
  /// The players whose links to B became A's.
  public private(set) var moved: [String] = []
  /// The players both stood to, whose two links are now A's one.
  public private(set) var joined: [String] = []

  /// Merges `merged` into `kept` in their context; refused for one guardian named twice.
  public init(keeping kept: ManagedObject, merging merged: ManagedObject) throws {
    guard kept.objectID != merged.objectID else { throw GuardianMergeError.sameGuardian(kept.displayName) }
    guard let context = kept.context else { preconditionFailure("a merged guardian is in a context") }
    for attribute in kept.entity.attributes {
      fill(attribute, of: kept, from: merged, for: nil)
    }
    let links = context.model.declaration(of: RosterModel.guardianship)
    let own = try Self.links(of: kept, links, in: context)
    for link in try Self.links(of: merged, links, in: context) {
      let player = link.object(forKey: "player")?.displayName ?? ""
      guard let mine = own.first(where: { $0.targetID(forKey: "player") == link.targetID(forKey: "player") })
      else {
        link.setObject(kept, forKey: "guardian")
        moved.append(player)
        continue
      }
      for attribute in links.attributes where attribute.name != "no_contact_note" {
        fill(attribute, of: mine, from: link, for: player)
      }
      keepNoContactNote(of: mine, and: link)
      joined.append(player)
      try context.delete(link)
    }
    try context.delete(merged)
  }

  /// Fills `kept`'s empty value of `attribute` from `merged`'s; a different value of `merged`'s
  /// is named in `differing` (text that folds alike, `maria@example.org` and `Maria@…`, is not).
  /// A no-contact flag is a yes if either says yes.
  private mutating func fill(
    _ attribute: Attribute, of kept: ManagedObject, from merged: ManagedObject, for player: String?
  ) {
    let (mine, theirs) = (kept.value(forKey: attribute.name), merged.value(forKey: attribute.name))
    guard !theirs.isNull else { return }
    if mine.isNull {
      kept.setValue(theirs, forKey: attribute.name)
      filled.append(attribute.name + (player.map { " (\($0))" } ?? ""))
    } else if attribute.name == "no_contact", theirs.integerValue == 1 {
      kept.setValue(theirs, forKey: attribute.name)
    } else if TextFolding.fold(mine.description) != TextFolding.fold(theirs.description) {
      let shown = attribute.kind == .boolean ? (theirs.integerValue == 1 ? "yes" : "no") : theirs.description
      differing.append(Difference(key: attribute.name, value: shown, player: player))
    }
  }

  /// A no-contact note of either link is kept: the one there is, or both (kept's first) when
  /// they differ. Private: never named in `differing`.
  private func keepNoContactNote(of kept: ManagedObject, and merged: ManagedObject) {
    let key = "no_contact_note"
    guard let theirs = merged.string(key), !theirs.isEmpty else { return }
    guard let mine = kept.string(key), !mine.isEmpty else { return kept.setValue(.text(theirs), forKey: key) }
    if TextFolding.fold(mine) != TextFolding.fold(theirs) {
      kept.setValue(.text(mine + "; " + theirs), forKey: key)
    }
  }

  /// The guardianships of `guardian`.
  private static func links(of guardian: ManagedObject, _ links: Entity, in context: Context) throws
    -> [ManagedObject]
  {
    try context.fetch(
      FetchRequest(entity: links, predicate: .comparison(key: "guardian", .equal, .object(guardian.objectID)))
    )
  }
}

/// A merge of guardians refused before anything changed.
public enum GuardianMergeError: PersonFacingError, Equatable {
  /// The same guardian named as both.
  case sameGuardian(String)

  public var description: String {
    switch self {
    case .sameGuardian(let name):
      return "\(quoted(name)) was named twice; merge guardian takes two different guardians, "
        + "the one to keep first (duplicates guardians lists likely pairs with their ids)"
    }
  }
}
