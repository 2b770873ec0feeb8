/// Object ids in the order they were added, with constant-time membership and removal: a cascade
/// marks thousands of objects deleted, and each must be looked up without scanning the others;
/// a bulk delete takes a hundred thousand objects off the updated ones, each without moving the
/// rest (a removal that closed the gap was the square of them: minutes for 100,000).
struct OrderedIDs: Sequence, ExpressibleByArrayLiteral {
  /// The ids added, a removed one's place left empty until the empty places are half of them.
  private var order: [ObjectID?] = []
  /// Where each id is in `order`.
  private var places: [ObjectID: Int] = [:]

  init(arrayLiteral elements: ObjectID...) {
    for element in elements { append(element) }
  }

  var isEmpty: Bool { places.isEmpty }
  var count: Int { places.count }

  func contains(_ id: ObjectID) -> Bool { places[id] != nil }

  mutating func append(_ id: ObjectID) {
    guard places[id] == nil else { return }
    places[id] = order.count
    order.append(id)
  }

  mutating func remove(_ id: ObjectID) {
    guard let place = places.removeValue(forKey: id) else { return }
    order[place] = nil
    if places.isEmpty {
      order.removeAll(keepingCapacity: true)
    } else if order.count > 2 * places.count + 16 {
      order = order.filter { $0 != nil }
      for (index, id) in order.enumerated() { places[id!] = index }
    }
  }

  func makeIterator() -> Iterator { Iterator(places: order.makeIterator()) }

  /// The ids in order, past the empty places.
  struct Iterator: IteratorProtocol {
    var places: IndexingIterator<[ObjectID?]>

    mutating func next() -> ObjectID? {
      while let place = places.next() {
        if let id = place { return id }
      }
      return nil
    }
  }
}
