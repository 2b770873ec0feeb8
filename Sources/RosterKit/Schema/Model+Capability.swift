/// What a model's application does beyond storing its objects, and which of its entities a
/// piece of code means: declared with the model, never asked of its identity, so that a model
/// grown from another (a test's, with an entity more or a relationship more) behaves as the one
/// it grows wherever it says so.
extension Model {
  /// A capability the application gives a model's leagues, named by the layer that gives it
  /// (Roster's league rules: `Model.Capability.eligibility`, `.seasons`), so the schema names
  /// no domain word.
  public struct Capability: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }
  }

  /// Whether the model declares `capability`.
  public func has(_ capability: Capability) -> Bool { capabilities.contains(capability) }

  /// The model's own declaration of `entity`: `entity` itself when it is one of the model's,
  /// else the model's entity of the same name. A model that grows another declares its own
  /// entity where it adds a relationship (a player's guardians), and code written for the
  /// other (`RosterModel.player`) then reads and makes the grown one's objects: one object a
  /// row, with every relationship of the row's entity.
  public func declaration(of entity: Entity) -> Entity {
    for own in entities where own === entity { return entity }
    return entities.first { $0.name == entity.name } ?? entity
  }
}
