/// A link of a many-to-many relationship: a row of its join table (`JoinTable`), named by the
/// objects it links, the first end's then the second's. The same link serves both sides: a
/// player's link to a guardian is the guardian's link to the player.
public struct Link: Hashable, Sendable, CustomStringConvertible {
  /// The join table.
  public let table: String
  /// The object of the join table's first end.
  public let first: ObjectID
  /// The object of its second end.
  public let second: ObjectID

  public init(table: String, first: ObjectID, second: ObjectID) {
    self.table = table
    self.first = first
    self.second = second
  }

  /// The link of `owner` to `member` through a relationship whose ends (`JoinTable.ends(from:through:)`)
  /// put `owner` on the first or the second.
  init(_ table: JoinTable, owner: ObjectID, member: ObjectID, ownerIsFirst: Bool) {
    self.init(
      table: table.name, first: ownerIsFirst ? owner : member, second: ownerIsFirst ? member : owner)
  }

  /// Whether `id` is one of its ends.
  func links(_ id: ObjectID) -> Bool { first == id || second == id }

  /// The end other than `id`'s.
  func other(than id: ObjectID) -> ObjectID { first == id ? second : first }

  /// With temporary ids of objects just saved replaced by their rows'.
  func saved(_ newRowIDs: [ObjectID: Int64]) -> Link {
    func saved(_ id: ObjectID) -> ObjectID {
      newRowIDs[id].map { ObjectID(entityName: id.entityName, rowID: $0) } ?? id
    }
    return Link(table: table, first: saved(first), second: saved(second))
  }

  public var description: String { "\(table)(\(first), \(second))" }
}

/// The links a context will make or take away at its next save, in the order asked: each link
/// as it last was asked to be (linked or not), whether or not it is linked in the store now,
/// which a save then settles (linking a linked pair, or unlinking one that is not, changes
/// nothing). Links that go with a deleted object are listed apart: the database removes them
/// (the join table's `ON DELETE CASCADE`).
struct PendingLinks {
  private var order: [Link] = []
  private var states: [Link: Bool] = [:]
  /// The saved links of objects being deleted, removed with them.
  private(set) var cascaded: [Link] = []
  private var cascadedSet: Set<Link> = []

  var isEmpty: Bool { states.isEmpty && cascaded.isEmpty }

  /// The links asked for, each with whether it is to be linked, in the order first asked.
  var changes: [(link: Link, linked: Bool)] { order.compactMap { link in states[link].map { (link, $0) } } }

  /// Whether `link` is to be linked (true), unlinked (false), or left as it is (nil).
  func state(_ link: Link) -> Bool? { states[link] }

  mutating func set(_ link: Link, linked: Bool) {
    if states.updateValue(linked, forKey: link) == nil { order.append(link) }
  }

  /// Forgets what was asked of `link`.
  mutating func forget(_ link: Link) {
    guard states.removeValue(forKey: link) != nil else { return }
    order.removeAll { $0 == link }
  }

  /// Forgets the links asked for of `ids` (objects being deleted), and notes that their saved
  /// links `links` go with them. Links asked to be taken away stay asked: they go first (a
  /// guardian whose relationship denies the delete while it has players, and whose players were
  /// taken out, is deleted after its links).
  mutating func drop(_ ids: Set<ObjectID>, saved links: [Link]) {
    if !order.isEmpty {
      order.removeAll { link in
        guard ids.contains(link.first) || ids.contains(link.second), states[link] == true else {
          return false
        }
        states[link] = nil
        return true
      }
    }
    for link in links where cascadedSet.insert(link).inserted { cascaded.append(link) }
  }

  /// Those asked of `relationship`'s join table that involve `id`, with their states.
  func changes(of id: ObjectID, in table: String) -> [(link: Link, linked: Bool)] {
    changes.filter { $0.link.table == table && $0.link.links(id) }
  }
}
