/// One guardian record made two (`split guardian NAME player=P …`, issue 42), the reverse of a
/// merge: a new guardian with the guardian's values, and the links to the players named moved to
/// it, each with its facts — in the context, for one save and one journal entry. What tells the
/// two adults apart (another email, another phone) is set on the new one in the same step.
public struct GuardianSplit {
  /// The new guardian, inserted in the context.
  public let guardian: ManagedObject
  /// The players whose links moved to it, in the order named.
  public private(set) var moved: [String] = []

  /// Splits `original`: the players named (each by name, folded, or `#id`) are among its own.
  public init(_ original: ManagedObject, players names: [String]) throws {
    guard let context = original.context else { preconditionFailure("a split guardian is in a context") }
    let links = try context.fetch(
      FetchRequest(
        entity: context.model.declaration(of: RosterModel.guardianship),
        predicate: .comparison(key: "guardian", .equal, .object(original.objectID))))
    let players = links.map { ($0, $0.object(forKey: "player")) }
    var chosen: [ManagedObject] = []
    for name in names {
      let folded = TextFolding.fold(name.trimmedSpaces)
      guard
        let (link, _) = players.first(where: { _, player in
          guard let player else { return false }
          return TextFolding.fold(player.displayName) == folded || name == "#\(player.objectID.rowID)"
        })
      else {
        throw GuardianSplitError.notTheirs(
          name, guardian: original.displayName, players: players.compactMap { $0.1?.displayName }.sorted())
      }
      if !chosen.contains(where: { $0 === link }) { chosen.append(link) }
    }
    guard chosen.count < links.count else {
      throw GuardianSplitError.everyPlayer(original.displayName)
    }
    guardian = context.insert(original.entity)
    for attribute in original.entity.attributes {
      guardian.setValue(original.value(forKey: attribute.name), forKey: attribute.name)
    }
    for link in chosen {
      link.setObject(guardian, forKey: "guardian")
      moved.append(link.object(forKey: "player")?.displayName ?? "")
    }
  }
}

/// A split of a guardian refused before anything changed.
public enum GuardianSplitError: PersonFacingError, Equatable {
  /// A player named who is not among the guardian's.
  case notTheirs(String, guardian: String, players: [String])
  /// Every one of the guardian's players named: the new guardian would be the old one.
  case everyPlayer(String)

  public var description: String {
    switch self {
    case .notTheirs(let name, let guardian, let players):
      return "\(quoted(name)) is not one of \(guardian)'s players"
        + (players.isEmpty ? " (they have none)" : " (\(Prose.list(players)))")
        + "; name the players whose links go to the new guardian"
    case .everyPlayer(let guardian):
      return "every one of \(guardian)'s players was named, which would leave them none; name those whose "
        + "links go to the new guardian (set guardian changes one guardian's values)"
    }
  }
}
