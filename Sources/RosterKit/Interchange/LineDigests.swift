/// The file lines an import has met, by a 64-bit hash of what names a row (an identity, or a
/// parent and folded name), each with a digest of that line's row: 16 bytes an entry, since an
/// import keeps one for every row it reads (a million rows: 22 MiB, the table three quarters full).
///
/// The line and the low 32 bits of the digest share one word. The digest only tells a line
/// repeated as it was from one repeated with other values, so its half can mistake the one for
/// the other for about one repeated name in 4 billion.
///
/// An open-addressed table of its own rather than a Dictionary: the keys are hashes already, so
/// they are not hashed again, and a key and its entry lie side by side, one cache line for a
/// lookup and the keep after it, in a table far larger than the processor's caches.
struct LineDigests {
  /// Pairs of words, a key then its entry; a key of 0 is an empty slot (a key that hashes to 0
  /// is kept as 1, one more way for two names to meet, once in 2^64).
  private var slots: [UInt64] = []
  private var count = 0
  /// About how many lines the import will keep (from the file's size): when the table is full it
  /// grows to that at once, rather than doubling, whose moment holds the old table and the new.
  var expected = 0

  /// A line met, and its row's digest's low half.
  struct Entry {
    let line: Int
    fileprivate let digest: UInt32

    /// Whether this line had the row whose digest is `digest`.
    func repeats(_ digest: UInt64) -> Bool { self.digest == UInt32(truncatingIfNeeded: digest) }
  }

  /// The line met under `key`.
  subscript(key: UInt64) -> Entry? {
    guard !slots.isEmpty else { return nil }
    let entry = slots.withUnsafeBufferPointer { slots in
      let slot = Self.slot(of: key, in: slots)
      return slots[slot] == 0 ? nil : slots[slot + 1]
    }
    return entry.map { Entry(line: Int($0 >> 32), digest: UInt32(truncatingIfNeeded: $0)) }
  }

  /// Keeps `line` and `digest` under `key` (a line past 4,294,967,295 is kept as that).
  mutating func keep(_ key: UInt64, line: Int, digest: UInt64) {
    // At most three quarters full, so that a search ends soon at an empty slot.
    if (count + 1) * 4 > slots.count / 2 * 3 { grow() }
    let entry = UInt64(UInt32(clamping: line)) << 32 | UInt64(UInt32(truncatingIfNeeded: digest))
    let key = Self.stored(key)
    slots.withUnsafeMutableBufferPointer { slots in
      let slot = Self.slot(of: key, in: UnsafeBufferPointer(slots))
      if slots[slot] == 0 { count += 1 }
      slots[slot] = key
      slots[slot + 1] = entry
    }
  }

  private static func stored(_ key: UInt64) -> UInt64 { key == 0 ? 1 : key }

  /// The slot that holds `key`, or the empty one where it would go: from the key's place, the
  /// slots after it in turn (the first after the last).
  private static func slot(of key: UInt64, in slots: UnsafeBufferPointer<UInt64>) -> Int {
    let key = stored(key)
    let capacity = slots.count / 2
    // Fibonacci hashing spreads the key's bits, and the high word of their product with the
    // capacity maps them onto the table, of any size.
    var index = Int(
      truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15).multipliedFullWidth(by: UInt64(capacity)).high)
    while slots[2 * index] != 0 && slots[2 * index] != key {
      index = index + 1 == capacity ? 0 : index + 1
    }
    return 2 * index
  }

  /// Room for twice the keys, or for what the import expects, whichever is more, three quarters
  /// full: a size of its own rather than the next power of two, which for a million rows was 2^21
  /// slots, 32 MiB, half of them empty (22 MiB this way).
  private mutating func grow() {
    let capacity = max(2 * count, expected, 12) / 3 * 4 + 4
    let old = slots
    slots = [UInt64](repeating: 0, count: 2 * capacity)
    slots.withUnsafeMutableBufferPointer { slots in
      for pair in stride(from: 0, to: old.count, by: 2) where old[pair] != 0 {
        let slot = Self.slot(of: old[pair], in: UnsafeBufferPointer(slots))
        slots[slot] = old[pair]
        slots[slot + 1] = old[pair + 1]
      }
    }
  }
}
