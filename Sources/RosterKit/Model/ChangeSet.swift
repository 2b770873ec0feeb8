/// What one `save()` changed, object by object: the input of REPL refreshes and undo.
///
/// Deleted objects carry every value they had, so a delete (a cascade included) can be undone
/// exactly; updated objects carry the values before and after.
public struct ChangeSet: Sendable {
  public struct Change: Sendable {
    public let objectID: ObjectID
    /// The keys of `list`: the entity's attributes, then its to-one relationships (one array
    /// shared by every change of the entity).
    private let keys: [String]
    private let list: [DatabaseValue]
    /// For updates: the keys that changed and their previous values.
    public let previous: [String: DatabaseValue]

    /// Kept as a list and made a dictionary when read: a cascade records a thousand of these.
    init(objectID: ObjectID, keys: [String], list: [DatabaseValue], previous: [String: DatabaseValue]) {
      self.objectID = objectID
      self.keys = keys
      self.list = list
      self.previous = previous
    }

    /// Every value after the change (before it, for a deletion), to-one targets as row ids.
    public var values: [String: DatabaseValue] { Dictionary(uniqueKeysWithValues: zip(keys, list)) }
  }

  public internal(set) var inserted: [Change] = []
  public internal(set) var updated: [Change] = []
  /// Deletions, those that a cascade caused included, in the order they were made.
  public internal(set) var deleted: [Change] = []

  public init() {}

  public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

  /// Changes to objects of one entity.
  public func inserted(_ entity: String) -> [Change] { inserted.filter { $0.objectID.entityName == entity } }
  public func updated(_ entity: String) -> [Change] { updated.filter { $0.objectID.entityName == entity } }
  public func deleted(_ entity: String) -> [Change] { deleted.filter { $0.objectID.entityName == entity } }
}
