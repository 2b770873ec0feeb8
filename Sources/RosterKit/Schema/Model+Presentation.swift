extension Model {
  /// The entity whose noun (`team`) or plural (`teams`) is `word`, in any case.
  public func entity(forWord word: String) -> Entity? {
    let word = word.lowercased()
    return entities.first { $0.presentation.noun == word || $0.presentation.plural == word }
  }

  /// The entities at the top of the navigation (no parent): what a session lists first.
  public var rootEntities: [Entity] { entities.filter { $0.presentation.parent == nil } }

  /// The entity a session lists at the top: the first at the top of the navigation that others
  /// are listed inside (teams, whose players a session enters; not divisions or the settings).
  public var rootEntity: Entity {
    rootEntities.first { $0.presentation.children != nil } ?? rootEntities.first ?? entities[0]
  }

  /// What a session lists inside an object of `entity` (a team's players), if anything.
  public func childEntity(of entity: Entity) -> Entity? {
    guard let name = entity.presentation.children, let relationship = entity.relationship(name) else {
      return nil
    }
    return self.entity(named: relationship.destination)
  }

  /// The entity an object of `entity` is placed in (a player's team).
  public func parentEntity(of entity: Entity) -> Entity? {
    entity.parentRelationship.map { self.entity(named: $0.destination) }
  }

  /// "3 teams", "13 players", … for counts by entity: the navigation's two levels always, others
  /// (divisions, staff, contacts) when there are any, the settings never.
  public func countParts(_ counts: [(entity: Entity, count: Int)]) -> [String] {
    let always = [rootEntity] + (childEntity(of: rootEntity).map { [$0] } ?? [])
    return counts.filter { entry in
      !entry.entity.presentation.isSettings && (entry.count > 0 || always.contains { $0 === entry.entity })
    }.map { $0.entity.presentation.count($0.count) }
  }

  /// The top entity's children when they may wait without a parent in a pool (players without
  /// a team, the free agents): what `release` and the navigation's pool row are for.
  public var pooledEntity: Entity? {
    guard let child = childEntity(of: rootEntity), child.presentation.pool != nil,
      child.parentRelationship?.isOptional == true
    else { return nil }
    return child
  }

  /// The entity with the word index (`find`), if any.
  public var searchableEntity: Entity? { entities.first { $0.searchIndex != nil } }

  /// The to-many relationships of `entity` whose rows are a name and its value
  /// (`EntityPresentation.valueKey`: a player's `ids`), each with its rows' entity: a value is
  /// named `ids.usahockey` — set so (`set player NAME ids.usahockey=1400-22`), read so from a
  /// registration export (`ProfilePlan.NamedValue`).
  public func namedValues(of entity: Entity) -> [(relationship: Relationship, entity: Entity)] {
    entity.relationships.compactMap { relationship in
      guard relationship.isToMany else { return nil }
      let rows = self.entity(named: relationship.destination)
      return rows.presentation.valueKey == nil ? nil : (relationship, rows)
    }
  }

  /// The named value `key` names (`ids.usahockey`): its relationship, its rows' entity and the
  /// name (checked as their display key is); nil when `key` is no such name.
  public func namedValue(_ key: String, of entity: Entity) -> (
    relationship: Relationship, entity: Entity, name: String
  )? {
    let steps = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard steps.count == 2,
      let (relationship, rows) = namedValues(of: entity).first(where: { $0.relationship.name == steps[0] }),
      (try? rows.attribute(rows.presentation.displayKey)?.parse(steps[1], on: rows)) != nil
    else { return nil }
    return (relationship, rows, steps[1])
  }
}
