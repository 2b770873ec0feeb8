/// Object ids in the order they were added, with constant-time membership: a cascade marks
/// thousands of objects deleted, and each must be looked up without scanning the others.
struct OrderedIDs: Sequence, ExpressibleByArrayLiteral {
  private(set) var order: [ObjectID] = []
  private var members: Set<ObjectID> = []

  init(arrayLiteral elements: ObjectID...) {
    for element in elements { append(element) }
  }

  var isEmpty: Bool { order.isEmpty }
  var count: Int { order.count }

  func contains(_ id: ObjectID) -> Bool { members.contains(id) }

  mutating func append(_ id: ObjectID) {
    if members.insert(id).inserted { order.append(id) }
  }

  mutating func remove(_ id: ObjectID) {
    guard members.remove(id) != nil else { return }
    order.removeAll { $0 == id }
  }

  func makeIterator() -> IndexingIterator<[ObjectID]> { order.makeIterator() }
}
