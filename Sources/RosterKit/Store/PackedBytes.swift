#if canImport(Glibc)
  import Glibc
#endif

/// Many short byte strings (texts' UTF-8, their digits, their foldings) in one block of memory,
/// each found by where it ends: a million values are two allocations, where an array each was a
/// million — on the million-children league, 7.6 million arrays of the guardians' names, emails,
/// phones and postcodes were a third of `duplicates guardians` in allocation, the kernel's
/// zeroing of their pages and their release.
///
/// Values are appended, never changed; one is read as an `UnsafeBufferPointer` that is valid while
/// the `PackedBytes` lives. A value may be none (`appendNone`), which reads as empty.
/// The memory grows by `realloc`, which moves a large block's pages rather than copying them.
final class PackedBytes {
  private var bytes: UnsafeMutablePointer<UInt8>?
  private var byteCapacity = 0
  /// How many bytes the values take, in all.
  private(set) var byteCount = 0
  /// Where each value ends in `bytes` (it starts where the one before ends); `~end` for none.
  private var ends: UnsafeMutablePointer<Int>?
  private var capacity = 0
  /// How many values there are.
  private(set) var count = 0

  /// Room for `values` values of `bytes` bytes in all, as a first guess: more grows as it must.
  init(values: Int = 0, bytes: Int = 0) {
    grow(values: values, bytes: bytes)
  }

  deinit {
    free(bytes)
    free(ends)
  }

  /// Value `index`'s bytes: empty for none.
  subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
    let start = index == 0 ? 0 : Self.end(ends![index - 1])
    return UnsafeBufferPointer(start: bytes.map { $0 + start }, count: Self.end(ends![index]) - start)
  }

  /// Whether value `index` is none (as a NULL is), not empty.
  func isNone(_ index: Int) -> Bool { ends![index] < 0 }

  /// Appends a value as `write` makes it, in place: `write` is handed room for `maximum` bytes,
  /// writes the value's first and returns how many it wrote — or nil, and nothing is appended
  /// (then `append` returns false).
  @discardableResult
  func append(atMost maximum: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> Bool {
    grow(values: 1, bytes: maximum)
    guard let written = write(UnsafeMutableBufferPointer(start: bytes! + byteCount, count: maximum)) else {
      return false
    }
    byteCount += min(written, maximum)
    ends![count] = byteCount
    count += 1
    return true
  }

  /// Appends a copy of `value`, or none for nil.
  func append(_ value: UnsafeBufferPointer<UInt8>?) {
    guard let value else { return appendNone() }
    append(atMost: value.count) { room in
      guard let source = value.baseAddress else { return 0 }
      room.baseAddress!.update(from: source, count: value.count)
      return value.count
    }
  }

  /// Appends none: a value that is not there, which reads as empty.
  func appendNone() {
    grow(values: 1, bytes: 0)
    ends![count] = ~byteCount
    count += 1
  }

  private static func end(_ stored: Int) -> Int { stored < 0 ? ~stored : stored }

  /// Makes room for `values` more values and `bytes` more bytes, each at least doubled when it
  /// grows (a million values appended are some twenty moves, not a million).
  private func grow(values: Int, bytes more: Int) {
    if ends == nil || count + values > capacity {
      capacity = max(capacity * 2, count + values, 1_024)
      ends = realloc(ends, capacity * MemoryLayout<Int>.stride)?.assumingMemoryBound(to: Int.self)
      precondition(ends != nil, "out of memory for \(capacity) values")
    }
    if bytes == nil || byteCount + more > byteCapacity {
      byteCapacity = max(byteCapacity * 2, byteCount + more, 4_096)
      bytes = realloc(bytes, byteCapacity)?.assumingMemoryBound(to: UInt8.self)
      precondition(bytes != nil, "out of memory for \(byteCapacity) bytes")
    }
  }
}
