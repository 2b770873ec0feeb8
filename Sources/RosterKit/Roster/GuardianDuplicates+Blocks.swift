extension GuardianDuplicates {
  /// The guardians' values as they are compared (folded names, lowercased emails, phone digits,
  /// postcodes without spaces), and the blocks that bring together the guardians worth comparing:
  /// the same email, the same phone digits, the same folded name. A block of more than
  /// `smallBlock` guardians is not compared pair by pair: its guardians are sorted by the
  /// one-deleted forms of their other value (a name's letters in a phone's block, a phone's
  /// digits in a name's), and only those sharing one are compared — a league's thousand Maria
  /// Garcías cost a sort, not half a million comparisons.
  struct Keys {
    /// The guardians as read: their names say why (`Jon/John Smith`).
    let table: Table
    /// A name folded (`TextFolding`).
    let folded: PackedBytes
    /// An email lowercased, without spaces around it; empty for none.
    let emails: PackedBytes
    /// A phone's digits; empty for one with fewer than `phoneDigits` (no evidence).
    let phones: PackedBytes
    /// A postcode folded, without spaces; empty for none.
    let postcodes: PackedBytes
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

    init(_ guardians: [Guardian]) { self.init(Table(guardians)) }

    init(_ table: Table) {
      self.table = table
      let count = table.count
      // Each kind of value packed (`PackedBytes`), as bytes from the bytes read: a million
      // guardians' 7.6 million arrays and their Strings were a third of the report.
      let folded = PackedBytes(values: count, bytes: table.names.byteCount)
      let (emails, phones) = (
        PackedBytes(values: count, bytes: table.emails.byteCount), PackedBytes(values: count)
      )
      let postcodes = PackedBytes(values: count)
      // The names on one core, the rest on the other: folding 1.9 million names is as long as
      // the rest together.
      var (nameHashes, emailHashes, phoneHashes, postcodeHashes): ([UInt64], [UInt64], [UInt64], [UInt64])
      (nameHashes, emailHashes, phoneHashes, postcodeHashes) = ([], [], [], [])
      TwoThreads.run(
        {
          for index in 0..<count { TextFolding.fold(utf8: table.names[index], appendingTo: folded) }
          nameHashes = Self.hashes(folded)
        },
        {
          for index in 0..<count {
            Self.appendEmail(table.emails[index], to: emails)
            Self.appendPhone(table.phones[index], to: phones)
            Self.appendPostcode(table.postcodes[index], to: postcodes)
          }
          (emailHashes, phoneHashes, postcodeHashes) = (
            Self.hashes(emails), Self.hashes(phones), Self.hashes(postcodes)
          )
        })
      (self.folded, self.emails, self.phones, self.postcodes) = (folded, emails, phones, postcodes)
      (self.nameHashes, self.emailHashes, self.phoneHashes, self.postcodeHashes) =
        (nameHashes, emailHashes, phoneHashes, postcodeHashes)
    }

    /// The blocks `candidates` goes through, in two halves of the work, each on a core of its own
    /// (`TwoThreads`): the emails' and phones' and half the names', or the other half of the
    /// names' — by a bit of the name's hash. The names' were all one half's, 0.68 s where the
    /// other took 0.14 s on the million-children league: a league's large blocks are its names'.
    enum Pass: CaseIterable {
      case emailsPhonesAndHalfTheNames, otherHalfOfTheNames
    }

    /// Hands `body` every pair of guardians (by index) that shares a block of `pass`, some more
    /// than once.
    func candidates(_ pass: Pass, _ body: (Int, Int) -> Void) {
      // By the values' hashes: a dictionary of arrays or strings hashed each lookup cost a
      // tenth of the report; two values of one hash share a block, and `evidence` tells them apart.
      var buffers = Buffers()
      if pass == .emailsPhonesAndHalfTheNames {
        Self.forEachBlock(table.count, { emailHashes[$0] == 0 ? nil : emailHashes[$0] }) {
          Self.allPairs($0, body)
        }
        Self.forEachBlock(table.count, { phoneHashes[$0] == 0 ? nil : phoneHashes[$0] }) {
          nearPairs($0, by: folded, nameHashes, &buffers, body)
        }
      }
      let half: UInt64 = pass == .emailsPhonesAndHalfTheNames ? 1 : 0
      Self.forEachBlock(
        table.count,
        { phoneHashes[$0] == 0 || Self.mixed(nameHashes[$0]) >> 63 != half ? nil : nameHashes[$0] }
      ) { nearPairs($0, by: phones, phoneHashes, &buffers, body) }
    }

    /// Why guardians `a` and `b` are likely one adult, and whether certainly; nil when they
    /// are not (a shared phone with other names is a household's, as a shared address is).
    func evidence(_ a: Int, _ b: Int) -> (reason: String, certain: Bool)? {
      if emailHashes[a] != 0 && emailHashes[a] == emailHashes[b] && emails[a].elementsEqual(emails[b]) {
        return ("same email", true)
      }
      guard phoneHashes[a] != 0, phoneHashes[b] != 0 else { return nil }
      let sameName = nameHashes[a] == nameHashes[b] && folded[a].elementsEqual(folded[b])
      let samePhone = phoneHashes[a] == phoneHashes[b] && phones[a].elementsEqual(phones[b])
      let (postcode, other) = (postcodeHashes[a], postcodeHashes[b])
      let samePostcode = postcode != 0 && postcode == other && postcodes[a].elementsEqual(postcodes[b])
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
          "same phone, names differ by one letter (\(GuardianDuplicates.difference(table.name(at: a), table.name(at: b))))",
          false
        )
      }
      return nil
    }

    /// The hashes of `values` (`hash`), 0 for an empty one.
    static func hashes(_ values: PackedBytes) -> [UInt64] { (0..<values.count).map { hash(values[$0]) } }

    /// An email as compared, appended to `emails`: without the spaces around it, in lowercase
    /// (ASCII byte by byte, as nearly every email is; else as `String.lowercased`, the identity
    /// rule's); empty for none.
    static func appendEmail(_ text: UnsafeBufferPointer<UInt8>, to emails: PackedBytes) {
      guard text.allSatisfy({ $0 < 0x80 }) else {
        var lowered = String(decoding: text, as: UTF8.self).trimmedSpaces.lowercased()
        return lowered.withUTF8 { emails.append($0) }
      }
      // In ASCII the one space `trimmedSpaces` trims is the space itself.
      var (start, end) = (0, text.count)
      while start < end && text[start] == 0x20 { start += 1 }
      while end > start && text[end - 1] == 0x20 { end -= 1 }
      emails.append(atMost: end - start) { room in
        for index in start..<end { room[index - start] = Self.lowercased(text[index]) }
        return end - start
      }
    }

    /// A phone's digits appended to `phones`, none when they are fewer than `phoneDigits`.
    static func appendPhone(_ text: UnsafeBufferPointer<UInt8>, to phones: PackedBytes) {
      phones.append(atMost: text.count) { room in
        var count = 0
        for byte in text where byte >= 0x30 && byte <= 0x39 {
          room[count] = byte
          count += 1
        }
        return count >= Self.phoneDigits ? count : 0
      }
    }

    /// A postcode folded (`TextFolding`; ASCII byte by byte), without spaces or tabs, appended to
    /// `postcodes`.
    static func appendPostcode(_ text: UnsafeBufferPointer<UInt8>, to postcodes: PackedBytes) {
      let kept = { (byte: UInt8) in byte != 0x20 && byte != 0x09 }
      guard text.allSatisfy({ $0 < 0x80 }) else {
        let folded = TextFolding.fold(String(decoding: text, as: UTF8.self)).utf8.filter(kept)
        return folded.withUnsafeBufferPointer { postcodes.append($0) }
      }
      postcodes.append(atMost: text.count) { room in
        var count = 0
        for byte in text where kept(byte) {
          room[count] = Self.lowercased(byte)
          count += 1
        }
        return count
      }
    }

    /// An ASCII letter in lowercase; any other byte as it is.
    static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    /// Whether `a` and `b` differ by one element changed, missing or extra (not when equal).
    static func oneApart<Value: RandomAccessCollection<UInt8>>(_ a: Value, _ b: Value) -> Bool
    where Value.Index == Int {
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

    /// Hands `body` each block of two or more guardians sharing `key` (a value's hash), in index
    /// order: the keys, mixed, with each guardian's index in their low bits, sorted by radix, and
    /// the runs of one key — where a dictionary of 1.9 million keys was a tenth of the report. Two
    /// keys alike but in the bits the index takes share a block, and `evidence` tells them apart.
    /// The blocks are one array filled again each (the names' blocks are hundreds of thousands).
    static func forEachBlock(_ count: Int, _ key: (Int) -> UInt64?, _ body: ([Int]) -> Void) {
      guard count > 1 else { return }
      let bits = Int.bitWidth - (count - 1).leadingZeroBitCount
      let place: UInt64 = (1 << UInt64(bits)) - 1
      var keyed: [UInt64] = []
      keyed.reserveCapacity(count)
      for index in 0..<count {
        if let key = key(index) { keyed.append(Self.key(key, index, bits: bits)) }
      }
      var scratch: [UInt64] = []
      radixSort(&keyed, scratch: &scratch, bits: keyWidth(bits))
      var block: [Int] = []
      var start = 0
      while start < keyed.count {
        var end = start + 1
        while end < keyed.count && keyed[end] >> bits == keyed[start] >> bits { end += 1 }
        if end - start > 1 {
          block.removeAll(keepingCapacity: true)
          for value in keyed[start..<end] { block.append(Int(value & place)) }
          body(block)
        }
        start = end
      }
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
      _ block: [Int], by values: PackedBytes, _ hashes: [UInt64], _ buffers: inout Buffers,
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
      let bits = Int.bitWidth - (block.count - 1).leadingZeroBitCount
      let place: UInt64 = (1 << UInt64(bits)) - 1
      buffers.forms.removeAll(keepingCapacity: true)
      for (offset, member) in block.enumerated() where !values[member].isEmpty {
        Self.deletedForms(values[member], prefix: &buffers.prefix) {
          buffers.forms.append(Self.key($0, offset, bits: bits))
        }
      }
      buffers.sortForms(bits: Self.keyWidth(bits))
      let forms = buffers.forms
      var start = 0
      while start < forms.count {
        var end = start + 1
        while end < forms.count && forms[end] >> bits == forms[start] >> bits { end += 1 }
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

      /// Sorts `forms` (`radixSort`): on the million-children league a large name's block is
      /// thousands of phones' forms, and a comparison sort of them was a sixth of the report.
      mutating func sortForms(bits: Int) { Keys.radixSort(&forms, scratch: &scratch, bits: bits) }
    }
  }
}
