extension Model {
  /// The entity whose noun (`team`) or plural (`teams`) is `word`, in any case.
  public func entity(forWord word: String) -> Entity? {
    let word = word.lowercased()
    return entities.first { $0.presentation.noun == word || $0.presentation.plural == word }
  }

  /// The entities at the top of the navigation (no parent): what a session lists first.
  public var rootEntities: [Entity] { entities.filter { $0.presentation.parent == nil } }

  /// The entity a session lists at the top.
  public var rootEntity: Entity { rootEntities.first ?? entities[0] }

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

  /// The entity with the word index (`find`), if any.
  public var searchableEntity: Entity? { entities.first { $0.searchIndex != nil } }
}
