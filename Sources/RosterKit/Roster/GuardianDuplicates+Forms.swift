/// The hashes the blocks are keyed by, the one-deleted forms of a value, and the sort by radix
/// that groups them.
extension GuardianDuplicates.Keys {
  /// A key to sort by radix for `hash` and `index`, which `bits` bits hold: the index in the
  /// low bits, above it the top bits of the hash mixed, to `keyWidth(bits)` bits in all (the
  /// bytes above are 0, not sorted). Two hashes alike in those bits share a block, and
  /// `evidence` tells them apart.
  static func key(_ hash: UInt64, _ index: Int, bits: Int) -> UInt64 {
    (mixed(hash) >> UInt64(64 - keyWidth(bits) + bits)) << UInt64(bits) | UInt64(index)
  }

  /// How wide a key of an index of `bits` bits is: 28 bits of hash or more above it, in whole
  /// bytes — a large name's block, 2,260 guardians and 25,000 phones' forms, shares a form by
  /// chance about once, and its sort is 5 passes rather than 8 (the forms' sort was a fifth of
  /// the report on the million-children league).
  static func keyWidth(_ bits: Int) -> Int { min(64, (bits + 28 + 7) / 8 * 8) }

  /// Sorts `values`, whose bits above the lowest `bits` are 0, by radix, a byte a pass from the
  /// lowest, bytes all alike in a pass skipped (`scratch` is grown to fit and kept); a short
  /// array by comparison. Every pass's counts are counted in one reading, and kept in memory of
  /// its own, unchecked: the counts' array, its bounds checked at each value, was a quarter of
  /// the sort, and the sort a sixth of the report.
  static func radixSort(_ values: inout [UInt64], scratch: inout [UInt64], bits: Int = 64) {
    let count = values.count
    guard count > 256 else { return values.sort() }
    if scratch.count < count { scratch = [UInt64](repeating: 0, count: count) }
    let passes = (bits + 7) / 8
    var sortedInValues = true
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 256 * passes) { counts in
      values.withUnsafeMutableBufferPointer { values in
        scratch.withUnsafeMutableBufferPointer { scratch in
          counts.initialize(repeating: 0)
          for value in values {
            for pass in 0..<passes {
              counts[pass << 8 | Int(truncatingIfNeeded: value >> UInt64(8 * pass)) & 0xFF] &+= 1
            }
          }
          var (source, target) = (values.baseAddress!, scratch.baseAddress!)
          for pass in 0..<passes {
            let places = UnsafeMutableBufferPointer(rebasing: counts[(pass << 8)..<(pass << 8 + 256)])
            if places.contains(count) { continue }
            var offset = 0
            for index in 0..<256 {
              let size = places[index]
              places[index] = offset
              offset &+= size
            }
            let shift = UInt64(8 * pass)
            for index in 0..<count {
              let value = source[index]
              let digit = Int(truncatingIfNeeded: value >> shift) & 0xFF
              target[places[digit]] = value
              places[digit] &+= 1
            }
            swap(&source, &target)
            sortedInValues.toggle()
          }
        }
      }
    }
    if !sortedInValues { values.replaceSubrange(0..<count, with: scratch[0..<count]) }
  }

  /// A hash's bits mixed (SplitMix64's finalizer), so that its high bits alone tell forms
  /// apart: the polynomial's own high bits took the registration league's phones, 70,000
  /// numbers, for runs of 250 where 25 were alike, seven times the comparisons.
  static func mixed(_ hash: UInt64) -> UInt64 {
    var z = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The polynomial `deletedForms` hashes by, of `value` whole.
  static func hash(_ value: UnsafeBufferPointer<UInt8>) -> UInt64 {
    value.reduce(0) { $0 &* base &+ UInt64($1) &+ 1 }
  }

  static let base: UInt64 = 0x100_0000_01B3

  /// Hands `body` the hashes of `value` whole and of each form of it with one element left
  /// out, by one polynomial: the form without element i is its prefix's hash raised past the
  /// rest, plus the rest's (no form is built).
  static func deletedForms(
    _ value: UnsafeBufferPointer<UInt8>, prefix: inout [UInt64], _ body: (UInt64) -> Void
  ) {
    let n = value.count
    prefix.removeAll(keepingCapacity: true)
    prefix.append(0)
    for i in 0..<n { prefix.append(prefix[i] &* base &+ UInt64(value[i]) &+ 1) }
    body(prefix[n])
    var suffix: UInt64 = 0
    var power: UInt64 = 1
    for i in stride(from: n - 1, through: 0, by: -1) {
      // suffix: the hash of value[(i + 1)...]; power: base^(n - 1 - i).
      body(prefix[i] &* power &+ suffix)
      suffix = (UInt64(value[i]) &+ 1) &* power &+ suffix
      power = power &* base
    }
  }
}
