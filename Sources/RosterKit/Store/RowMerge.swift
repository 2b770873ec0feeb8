/// The merge of several ordered streams of rows by each one's current key
/// (`Store.query(merging:on:ascending:limit:_:)`): the one loop every store's merge runs.
enum RowMerge {
  /// Merges `count` streams, each already in the order of its key: `advance(i)` moves stream `i`
  /// to its next row and gives that row's key (`.none` when the stream has ended, `.some(nil)`
  /// for a row without a key), `emit(i)` hands on stream `i`'s current row; at most `limit` rows.
  static func merge(
    _ count: Int, ascending: Bool, limit: Int?, advance: (Int) throws -> Int64??, emit: (Int) throws -> Void
  ) throws {
    var heads = try (0..<count).map(advance)
    var left = limit ?? Int.max
    while left > 0, let next = first(of: heads, ascending: ascending) {
      try emit(next)
      left -= 1
      heads[next] = try advance(next)
    }
  }

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
