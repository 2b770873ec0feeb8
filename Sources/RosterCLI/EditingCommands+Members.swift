import RosterKit

/// The members of a many-to-many changed by `set`: `players=NAME[,NAME…]` makes those the
/// members, `add players=…` puts some in, `remove players=…` takes some out. Names are looked up
/// as every command looks them up (an ambiguous one is refused with the ones it matches); the
/// change is saved with the command's other settings, in one step that undo takes back. A member
/// put in that already is one, or taken out that is not, changes nothing, and the sentence says
/// so, as `set` says of a value it already has.
extension EditingCommands {
  /// What a members' setting does with the names it gives.
  enum MemberChange {
    /// `players=…`: they are the members now.
    case replacing
    /// `add players=…`
    case adding
    /// `remove players=…`
    case removing

    /// The change a `set` command's keyword asks for.
    init(_ input: CommandInput) {
      self = input.took("add") ? .adding : input.took("remove") ? .removing : .replacing
    }
  }

  /// One relationship's members changed, by name: those put in, those taken out, and those named
  /// that were already as asked (members put in, strangers taken out, or kept by a replacement).
  struct MembersChanged {
    let key: String
    var added: [String] = []
    var removed: [String] = []
    var unchanged: [String] = []
  }

  /// Whether `key` is the setting of one of `entity`'s many-to-many relationships.
  static func isMembers(_ key: String, of entity: Entity) -> Bool {
    entity.relationship(key.lowercased())?.isManyToMany == true
  }

  /// Whether `key` is the setting that narrows the names of members placed in parents (`team=`
  /// for a guardian's players, as an ambiguous name's sentence asks), and not one of `entity`'s.
  static func isNarrowing(_ key: String, of entity: Entity, in model: Model) -> Bool {
    entity.attribute(key) == nil && entity.relationship(key.lowercased()) == nil
      && entity.relationships.contains { relationship in
        relationship.isManyToMany && model.entity(named: relationship.destination).presentation.parent == key
      }
  }

  /// Changes `object`'s members as `settings` say, in its context (saved with the command); a
  /// narrowing setting (`team=LAD`) looks the names up among that parent's.
  static func changeMembers(
    _ settings: [(key: String, value: String)], of object: ManagedObject, _ change: MemberChange,
    usage input: CommandInput, in session: Session
  ) throws -> [MembersChanged] {
    let entity = object.entity
    let narrowing = settings.filter { isNarrowing($0.key, of: entity, in: session.model) }
    let links = settings.filter { !isNarrowing($0.key, of: entity, in: session.model) }
    if let key = narrowing.first?.key, links.isEmpty {
      throw input.usageError(
        "\(key)= narrows the names of members; name them too (\(membersUsage(of: entity, session.model)))")
    }
    return try links.map { key, value in
      guard let relationship = entity.relationship(key.lowercased()), relationship.isManyToMany else {
        throw input.usageError(notMembers(key, of: entity, change, in: session.model))
      }
      let destination = session.model.entity(named: relationship.destination)
      let within = try narrowing.last { $0.key == destination.presentation.parent }.map {
        try session.parent(named: $0.value, for: destination)
      }
      var named: [ManagedObject] = []
      for name in value.split(separator: ",") where !name.allSatisfy(\.isWhitespace) {
        let member = try session.league.object(destination, named: String(name), in: within ?? nil)
        if !named.contains(where: { $0.objectID == member.objectID }) { named.append(member) }
      }
      if named.isEmpty && change != .replacing {
        throw input.usageError(missingMembers(of: entity, change, in: session.model, only: relationship))
      }
      let current = try object.objects(forKey: relationship.name)
      let isMember = Set(current.map(\.objectID))
      var changed = MembersChanged(key: relationship.name)
      switch change {
      case .adding:
        for member in named {
          if isMember.contains(member.objectID) {
            changed.unchanged.append(member.displayName)
          } else {
            object.addObject(member, forKey: relationship.name)
            changed.added.append(member.displayName)
          }
        }
      case .removing:
        for member in named {
          if isMember.contains(member.objectID) {
            object.removeObject(member, forKey: relationship.name)
            changed.removed.append(member.displayName)
          } else {
            changed.unchanged.append(member.displayName)
          }
        }
      case .replacing:
        let kept = Set(named.map(\.objectID))
        changed.removed = current.filter { !kept.contains($0.objectID) }.map(\.displayName)
        changed.added = named.filter { !isMember.contains($0.objectID) }.map(\.displayName)
        changed.unchanged = named.filter { isMember.contains($0.objectID) }.map(\.displayName)
        try object.setObjects(named, forKey: relationship.name)
      }
      return changed
    }
  }

  /// What a change of members did, a sentence: "Added Ava Chen to Mei Chen's players.",
  /// "Updated Mei Chen's players: added Ava Chen; removed Bo Park.", or what did not change.
  static func sentence(_ changed: MembersChanged, of name: String, _ change: MemberChange) -> String {
    let whose = "\(name)'s \(changed.key)"
    let unchanged = Prose.list(changed.unchanged, "and")
    let one = changed.unchanged.count == 1
    switch change {
    case .adding:
      guard !changed.added.isEmpty else {
        return "Nothing changed: \(unchanged) \(one ? "is" : "are") already among \(whose)."
      }
      return "Added \(Prose.list(changed.added, "and")) to \(whose)"
        + (changed.unchanged.isEmpty ? "" : " (\(unchanged) already \(one ? "was one" : "were"))") + "."
    case .removing:
      guard !changed.removed.isEmpty else {
        return "Nothing changed: \(unchanged) \(one ? "is" : "are") not among \(whose)."
      }
      return "Removed \(Prose.list(changed.removed, "and")) from \(whose)"
        + (changed.unchanged.isEmpty ? "" : " (\(unchanged) \(one ? "was not one" : "were not"))") + "."
    case .replacing:
      guard !changed.added.isEmpty || !changed.removed.isEmpty else {
        return "Nothing changed: \(whose) are already " + (changed.unchanged.isEmpty ? "none" : unchanged)
          + "."
      }
      let parts =
        (changed.added.isEmpty ? [] : ["added " + Prose.list(changed.added, "and")])
        + (changed.removed.isEmpty ? [] : ["removed " + Prose.list(changed.removed, "and")])
      return "Updated \(whose): \(parts.joined(separator: "; "))."
    }
  }

  /// "say which players to add: players=PLAYER[,PLAYER…]": `add` or `remove` without members.
  static func missingMembers(
    of entity: Entity, _ change: MemberChange, in model: Model, only: Relationship? = nil
  ) -> String {
    let relationships = only.map { [$0] } ?? entity.relationships.filter(\.isManyToMany)
    let verb = change == .adding ? "add" : "remove"
    guard !relationships.isEmpty else {
      return "\(entity.presentation.plural) have no members to \(verb): 'add' and 'remove' change the "
        + "members of a many-to-many relationship"
    }
    let plurals = relationships.map { model.entity(named: $0.destination).presentation.plural }
    return "say which \(Prose.list(plurals, "or")) to \(verb): \(membersUsage(relationships, model))"
  }

  /// `players=PLAYER[,PLAYER…]`, each of the relationships' settings, or `entity`'s.
  private static func membersUsage(_ relationships: [Relationship], _ model: Model) -> String {
    Prose.list(
      relationships.map { relationship in
        let noun = model.entity(named: relationship.destination).presentation.noun.uppercased()
        return "\(relationship.name)=\(noun)[,\(noun)…]"
      }, "or")
  }

  private static func membersUsage(of entity: Entity, _ model: Model) -> String {
    membersUsage(entity.relationships.filter(\.isManyToMany), model)
  }

  /// `add` or `remove` given a setting that names no members: "'add' puts in members of
  /// players=, not 'email='; other settings are changed without it".
  private static func notMembers(_ key: String, of entity: Entity, _ change: MemberChange, in model: Model)
    -> String
  {
    let keys = entity.relationships.filter(\.isManyToMany).map { "\($0.name)=" }
    if keys.isEmpty { return missingMembers(of: entity, change, in: model) }
    let verb = change == .adding ? "'add' puts in" : "'remove' takes out"
    return "\(verb) members of \(Prose.list(keys, "or")), not \(quoted(key + "=")); "
      + "other settings are changed without it"
  }
}
