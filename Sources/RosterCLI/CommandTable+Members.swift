import RosterKit

/// The words of `set NOUN` for an entity with many-to-many relationships, made from their
/// declaration: `players=NAME[,NAME…]` among the settings makes those the members, and `add` or
/// `remove` before such settings puts some in or takes some out (`set guardian "Mei Chen" add
/// players="Ava Chen"`, `set player "Ava Chen" remove guardians="Mei Chen"`). One command on
/// either side, as the relationship is one on both; a new many-to-many gets its words, help and
/// completion without code.
extension CommandTable {
  /// The words `link` and `unlink` might have been: `set`'s own, since a link is a change of the
  /// object named like any other, and a `set` may change values and members in one step.
  static let memberVerbs = ["add", "remove"]

  /// What `set NOUN NAME` takes after the name: `key=value…`, and for an entity with
  /// many-to-many relationships, `add` or `remove` and their members' settings.
  static func changes(of entity: Entity, in model: Model) -> Syntax.Element {
    let members = Syntax.Key.members(of: entity)
    let narrowing = self.narrowing(entity, in: model)
    let changing = Syntax.Element.settings(
      .init(entity: entity.name, keys: Syntax.Key.of(entity) + members + narrowing, taking: .changing))
    guard !members.isEmpty else { return changing }
    let usage =
      membersUsage(entity, in: model) + narrowing.map { " [\($0.name)=\($0.name.uppercased())]" }.joined()
    let linking = Syntax.Element.settings(
      .init(entity: entity.name, keys: members + narrowing, taking: .linking(usage: usage)))
    return .choice(memberVerbs.map { [.keyword($0), linking] } + [[changing]])
  }

  /// Whether any of `model`'s entities has a many-to-many relationship.
  static func hasMembers(_ model: Model) -> Bool {
    model.entities.contains { $0.relationships.contains(where: \.isManyToMany) }
  }

  /// What `set ROW` takes after the row: the row's `key=value…`, and in a model with many-to-many
  /// relationships, `add` or `remove` and the row's members' settings.
  static func rowChanges(_ model: Model) -> Syntax.Element {
    let changing = Syntax.Element.settings(.init(entity: nil, keys: [], taking: .changing))
    guard hasMembers(model) else { return changing }
    let linking = Syntax.Element.settings(
      .init(entity: nil, keys: [], taking: .linking(usage: "KEY=NAME[,NAME…]")))
    return .choice(memberVerbs.map { [.keyword($0), linking] } + [[changing]])
  }

  /// `team=`: the settings narrowing the names of `entity`'s members, for members placed in
  /// parents (a guardian's players), unless the entity has a setting of that name itself.
  static func narrowing(_ entity: Entity, in model: Model) -> [Syntax.Key] {
    var keys: [Syntax.Key] = []
    for relationship in entity.relationships where relationship.isManyToMany {
      let destination = model.entity(named: relationship.destination)
      guard let key = destination.presentation.parent, let parent = model.parentEntity(of: destination),
        entity.attribute(key) == nil, entity.relationship(key) == nil,
        !keys.contains(where: { $0.name == key })
      else { continue }
      keys.append(Syntax.Key(name: key, kind: .object(parent.name)))
    }
    return keys
  }

  /// `players=PLAYER[,PLAYER…]`: each many-to-many's setting as a usage line shows it.
  static func membersUsage(_ entity: Entity, in model: Model) -> String {
    entity.relationships.filter(\.isManyToMany).map { relationship in
      let noun = model.entity(named: relationship.destination).presentation.noun.uppercased()
      return "\(relationship.name)=\(noun)[,\(noun)…]"
    }.joined(separator: " ")
  }

  /// ` [players=PLAYER[,PLAYER…] [team=TEAM]]`: the members an `add` may give its new object.
  static func addingMembersUsage(_ entity: Entity, in model: Model) -> String {
    guard !Syntax.Key.members(of: entity).isEmpty else { return "" }
    let narrowing = narrowing(entity, in: model).map { " [\($0.name)=\($0.name.uppercased())]" }.joined()
    return " [" + membersUsage(entity, in: model) + narrowing + "]"
  }

  /// ` (add|remove players=… puts some in or takes some out)`, for `set NOUN`'s summary.
  static func membersSummary(_ entity: Entity) -> String {
    let names = entity.relationships.filter(\.isManyToMany).map(\.name)
    guard !names.isEmpty else { return "" }
    return "; add|remove " + Prose.list(names.map { "\($0)=…" }, "or") + " puts some in or takes some out"
  }
}
