/// The attribute values of one row of an import, by the attribute's position in its entity:
/// an array, not a dictionary, since a million rows are read through it. A value is nil when
/// the file has no column for it.
struct RowValues: Equatable {
  let entity: Entity
  var storage: [DatabaseValue?]

  init(_ entity: Entity) {
    self.entity = entity
    storage = Array(repeating: nil, count: entity.attributes.count)
  }

  static func == (lhs: RowValues, rhs: RowValues) -> Bool { lhs.storage == rhs.storage }

  /// The value of the attribute called `key` (its model name).
  subscript(key: String) -> DatabaseValue? {
    get { index(key).flatMap { storage[$0] } }
    set { if let index = index(key) { storage[index] = newValue } }
  }

  private func index(_ key: String) -> Int? { entity.attributes.firstIndex { $0.name == key } }

  /// Takes every value `other` has.
  mutating func merge(_ other: RowValues) {
    for (index, value) in other.storage.enumerated() where value != nil { storage[index] = value }
  }
}
