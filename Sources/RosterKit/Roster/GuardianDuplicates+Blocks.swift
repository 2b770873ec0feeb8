extension GuardianDuplicates {
  /// The guardians' values as they are compared (folded names, lowercased emails, phone digits,
  /// postcodes without spaces), and the blocks that bring together the guardians worth comparing:
  /// the same email, the same phone digits, the same folded name. A block of more than
  /// `smallBlock` guardians is not compared pair by pair: its guardians are sorted by the
  /// one-deleted forms of their other value (a name's letters in a phone's block, a phone's
  /// digits in a name's), and only those sharing one are compared — a league's thousand Maria
  /// Garcías cost a sort, not half a million comparisons.
  struct Keys {
    let names: [String]
    let folded: [[UInt8]]
    /// An email lowercased, without spaces around it, as bytes; nil for none.
    let emails: [[UInt8]?]
    /// A phone's digits; empty for one with fewer than `phoneDigits` (no evidence).
    let phones: [[UInt8]]
    /// A postcode folded, without spaces; nil for none.
    let postcodes: [[UInt8]?]
    /// The hashes of each value (`hash`; 0 for none): the blocks' keys, and what most
    /// comparisons compare (a million arrays compared byte by byte were a fifth of the report).
    let nameHashes: [UInt64], emailHashes: [UInt64], phoneHashes: [UInt64], postcodeHashes: [UInt64]

    /// The fewest digits a phone needs to be evidence of anything.
    static let phoneDigits = 7
    /// The largest block compared pair by pair, by the values' hashes and lengths first: on the
    /// million-children registration league a phone is 27 adults' (its phones are 70,000
    /// numbers), 24 million pairs a comparison of integers each, where each name's one-deleted
    /// forms were 28 million hashes to sort.
    static let smallBlock = 64

    init(_ guardians: [Guardian]) {
      names = guardians.map(\.name)
      folded = guardians.map { Array(TextFolding.fold($0.name).utf8) }
      emails = guardians.map { $0.email.flatMap(Self.email) }
      phones = guardians.map { guardian in
        let digits = (guardian.phone ?? "").utf8.filter { $0 >= 0x30 && $0 <= 0x39 }
        return digits.count >= Self.phoneDigits ? digits : []
      }
      postcodes = guardians.map { guardian in
        guardian.postcode.map { TextFolding.fold($0).utf8.filter { $0 != 0x20 && $0 != 0x09 } }
          .flatMap { $0.isEmpty ? nil : $0 }
      }
      nameHashes = folded.map(Self.hash)
      emailHashes = emails.map { $0.map(Self.hash) ?? 0 }
      phoneHashes = phones.map { $0.isEmpty ? 0 : Self.hash($0) }
      postcodeHashes = postcodes.map { $0.map(Self.hash) ?? 0 }
    }

    /// Hands `body` every pair of guardians (by index) that shares a block, some more than once.
    func candidates(_ body: (Int, Int) -> Void) {
      // By the values' hashes: a dictionary of arrays or strings hashed each lookup cost a
      // tenth of the report; two values of one hash share a block, and `evidence` tells them apart.
      for block in Self.blocks(emails.count, { emailHashes[$0] == 0 ? nil : emailHashes[$0] }) {
        Self.allPairs(block, body)
      }
      var buffers = Buffers()
      for block in Self.blocks(phones.count, { phoneHashes[$0] == 0 ? nil : phoneHashes[$0] }) {
        nearPairs(block, by: folded, nameHashes, &buffers, body)
      }
      for block in Self.blocks(folded.count, { phoneHashes[$0] == 0 ? nil : nameHashes[$0] }) {
        nearPairs(block, by: phones, phoneHashes, &buffers, body)
      }
    }

    /// Why guardians `a` and `b` are likely one adult, and whether certainly; nil when they
    /// are not (a shared phone with other names is a household's, as a shared address is).
    func evidence(_ a: Int, _ b: Int) -> (reason: String, certain: Bool)? {
      if emailHashes[a] != 0 && emailHashes[a] == emailHashes[b] && emails[a] == emails[b] {
        return ("same email", true)
      }
      guard phoneHashes[a] != 0, phoneHashes[b] != 0 else { return nil }
      let sameName = nameHashes[a] == nameHashes[b] && folded[a] == folded[b]
      let samePhone = phoneHashes[a] == phoneHashes[b] && phones[a] == phones[b]
      let (postcode, other) = (postcodeHashes[a], postcodeHashes[b])
      let samePostcode = postcode != 0 && postcode == other && postcodes[a] == postcodes[b]
      if sameName && samePhone {
        return (samePostcode ? "same name, same phone, same postcode" : "same name, same phone", false)
      }
      // Two adults of one name whose phones are a digit apart in different postcodes are two
      // families (the registration fixture's two Maria Garcias); in one, or where one is not
      // known, likely one adult who typed a digit wrong.
      if sameName && (postcode == 0 || other == 0 || samePostcode) && Self.oneApart(phones[a], phones[b]) {
        let reason =
          samePostcode
          ? "same name, same postcode, phone differs by one digit" : "same name, phone differs by one digit"
        return (reason, false)
      }
      if samePhone && !sameName && Self.oneApart(folded[a], folded[b]) {
        return (
          "same phone, names differ by one letter (\(GuardianDuplicates.difference(names[a], names[b])))",
          false
        )
      }
      return nil
    }

    /// An email as compared: without the spaces around it, in lowercase (ASCII byte by byte, as
    /// nearly every email is; else as `String.lowercased`, the identity rule's); nil when empty.
    static func email(_ text: String) -> [UInt8]? {
      let trimmed = text.trimmedSpaces
      guard !trimmed.isEmpty else { return nil }
      guard trimmed.utf8.allSatisfy({ $0 < 0x80 }) else { return Array(trimmed.lowercased().utf8) }
      return trimmed.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    /// Whether `a` and `b` differ by one element changed, missing or extra (not when equal).
    static func oneApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
      let (short, long) = a.count <= b.count ? (a, b) : (b, a)
      guard long.count - short.count <= 1 else { return false }
      var (i, j, differences) = (0, 0, 0)
      while i < short.count && j < long.count {
        if short[i] == long[j] {
          i += 1
          j += 1
          continue
        }
        differences += 1
        if differences > 1 { return false }
        if short.count == long.count { i += 1 }
        j += 1
      }
      return differences + (long.count - j) - (short.count - i) == 1
    }

    /// The blocks of two or more guardians sharing `key`, each in index order; one dictionary of
    /// first members and a chain through the others, no array a key.
    static func blocks<Key: Hashable>(_ count: Int, _ key: (Int) -> Key?) -> [[Int]] {
      var heads: [Key: Int] = [:]
      var next = [Int](repeating: -1, count: count)
      for index in (0..<count).reversed() {
        guard let key = key(index) else { continue }
        if let head = heads.updateValue(index, forKey: key) { next[index] = head }
      }
      var blocks: [[Int]] = []
      for head in heads.values where next[head] >= 0 {
        var block = [head]
        var member = next[head]
        while member >= 0 {
          block.append(member)
          member = next[member]
        }
        blocks.append(block)
      }
      return blocks
    }

    static func allPairs(_ block: [Int], _ body: (Int, Int) -> Void) {
      for (offset, a) in block.enumerated() {
        for b in block[(offset + 1)...] { body(a, b) }
      }
    }

    /// The pairs of `block` whose `values` are equal or one apart: in a small block, each pair so
    /// compared (its hashes equal, or its lengths a step apart at most and `oneApart`); in a
    /// large one, those that share a one-deleted form (or whose whole value is the other's
    /// one-deleted form), found by sorting the forms' hashes, each with the member's place in the
    /// block in its low bits (a sort of plain integers, in buffers kept from block to block).
    private func nearPairs(
      _ block: [Int], by values: [[UInt8]], _ hashes: [UInt64], _ buffers: inout Buffers,
      _ body: (Int, Int) -> Void
    ) {
      guard block.count > Self.smallBlock else {
        return Self.allPairs(block) { a, b in
          let (x, y) = (values[a].count, values[b].count)
          guard x > 0, y > 0,
            hashes[a] == hashes[b] || (x - y).magnitude <= 1 && Self.oneApart(values[a], values[b])
          else { return }
          body(a, b)
        }
      }
      let bits = UInt64(Int.bitWidth - (block.count - 1).leadingZeroBitCount)
      let place: UInt64 = (1 << bits) - 1
      buffers.forms.removeAll(keepingCapacity: true)
      for (offset, member) in block.enumerated() where !values[member].isEmpty {
        Self.deletedForms(values[member], prefix: &buffers.prefix) {
          buffers.forms.append(Self.mixed($0) & ~place | UInt64(offset))
        }
      }
      buffers.sortForms()
      let forms = buffers.forms
      var start = 0
      while start < forms.count {
        var end = start + 1
        while end < forms.count && forms[end] & ~place == forms[start] & ~place { end += 1 }
        for i in start..<end {
          for j in (i + 1)..<end {
            let (a, b) = (block[Int(forms[i] & place)], block[Int(forms[j] & place)])
            if a != b { body(a, b) }
          }
        }
        start = end
      }
    }

    /// The arrays `nearPairs` fills for each block, allocated once.
    struct Buffers {
      var forms: [UInt64] = []
      var prefix: [UInt64] = []
      var scratch: [UInt64] = []

      /// Sorts `forms` by radix, a byte a pass from the lowest: on the million-children league a
      /// large name's block is thousands of phones' forms, and a comparison sort of them was a
      /// sixth of the report. Bytes all alike in a pass are skipped.
      mutating func sortForms() {
        let count = forms.count
        guard count > 256 else { return forms.sort() }
        if scratch.count < count { scratch = [UInt64](repeating: 0, count: count) }
        var sortedInForms = true
        forms.withUnsafeMutableBufferPointer { forms in
          scratch.withUnsafeMutableBufferPointer { scratch in
            var (source, target) = (forms, scratch)
            var counts = [Int](repeating: 0, count: 256)
            for shift in stride(from: UInt64(0), to: 64, by: 8) {
              for index in 0..<256 { counts[index] = 0 }
              for value in source[0..<count] { counts[Int(truncatingIfNeeded: value >> shift) & 0xFF] += 1 }
              if counts.contains(count) { continue }
              var offset = 0
              for index in 0..<256 {
                let size = counts[index]
                counts[index] = offset
                offset += size
              }
              for value in source[0..<count] {
                let digit = Int(truncatingIfNeeded: value >> shift) & 0xFF
                target[counts[digit]] = value
                counts[digit] += 1
              }
              swap(&source, &target)
              sortedInForms.toggle()
            }
          }
        }
        if !sortedInForms { forms.replaceSubrange(0..<count, with: scratch[0..<count]) }
      }
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
    static func hash(_ value: [UInt8]) -> UInt64 {
      value.reduce(0) { $0 &* base &+ UInt64($1) &+ 1 }
    }

    static let base: UInt64 = 0x100_0000_01B3

    /// Hands `body` the hashes of `value` whole and of each form of it with one element left
    /// out, by one polynomial: the form without element i is its prefix's hash raised past the
    /// rest, plus the rest's (no form is built).
    static func deletedForms(_ value: [UInt8], prefix: inout [UInt64], _ body: (UInt64) -> Void) {
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
}
