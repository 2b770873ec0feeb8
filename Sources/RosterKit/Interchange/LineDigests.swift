/// The file lines an import has met, by a 64-bit hash of what names a row (an identity, or a
/// parent and folded name), each with a digest of that line's row: 16 bytes an entry where a
/// dictionary of (line, digest) pairs took 24, since an import keeps one for every row it reads
/// (a million rows: 32 MiB rather than 48, and 75 at the moment the dictionary grows).
///
/// The line and the low 32 bits of the digest share one word. The digest only tells a line
/// repeated as it was from one repeated with other values, so its half can mistake the one for
/// the other for about one repeated name in 4 billion.
struct LineDigests {
  private var entries: [UInt64: UInt64] = [:]
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
    entries[key].map { Entry(line: Int($0 >> 32), digest: UInt32(truncatingIfNeeded: $0)) }
  }

  /// Keeps `line` and `digest` under `key` (a line past 4,294,967,295 is kept as that).
  mutating func keep(_ key: UInt64, line: Int, digest: UInt64) {
    if entries.count == entries.capacity, expected > entries.count { entries.reserveCapacity(expected) }
    entries[key] = UInt64(UInt32(clamping: line)) << 32 | UInt64(UInt32(truncatingIfNeeded: digest))
  }
}
