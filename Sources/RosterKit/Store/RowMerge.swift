/// Which of several ordered streams of rows gives the next row of their merge, by each one's
/// current key (`Store.query(merging:on:ascending:limit:_:)`).
enum RowMerge {
  /// The stream whose head comes first: the smallest key (the largest when descending), a
  /// missing key after every other, a tie to the earlier stream; nil when every stream has ended
  /// (`.none`; a head without a key is `.some(nil)`).
  static func first(of heads: [Int64??], ascending: Bool) -> Int? {
    var best: Int?
    var bestKey: Int64?
    for (index, head) in heads.enumerated() {
      guard case .some(let key) = head else { continue }
      guard best != nil else {
        (best, bestKey) = (index, key)
        continue
      }
      if comesBefore(key, bestKey, ascending: ascending) { (best, bestKey) = (index, key) }
    }
    return best
  }

  /// Whether `key` sorts strictly before `other`: missing keys last, in either direction.
  static func comesBefore(_ key: Int64?, _ other: Int64?, ascending: Bool) -> Bool {
    switch (key, other) {
    case (nil, _): return false
    case (_, nil): return true
    case (let key?, let other?): return ascending ? key < other : key > other
    }
  }
}
