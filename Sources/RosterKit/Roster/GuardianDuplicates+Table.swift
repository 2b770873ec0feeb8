extension GuardianDuplicates {
  /// The guardians compared, a column each: their ids, and their names, emails, phones and
  /// postcodes as the store's UTF-8 bytes, packed (`PackedBytes`). A league's 1.9 million
  /// guardians read so are five allocations, where a `Guardian` each was its Strings and an
  /// email's storage; a `Guardian` is made only for those in a pair.
  struct Table {
    private(set) var ids: [Int64] = []
    let names = PackedBytes(), emails = PackedBytes(), phones = PackedBytes(), postcodes = PackedBytes()

    init() {}

    init(_ guardians: [Guardian]) {
      ids.reserveCapacity(guardians.count)
      for guardian in guardians {
        ids.append(guardian.id)
        Self.append(guardian.name, to: names)
        Self.append(guardian.email, to: emails)
        Self.append(guardian.phone, to: phones)
        Self.append(guardian.postcode, to: postcodes)
      }
    }

    private static func append(_ text: String?, to column: PackedBytes) {
      guard var text else { return column.appendNone() }
      text.withUTF8 { column.append($0) }
    }

    /// How many guardians there are.
    var count: Int { ids.count }

    /// Appends the guardian of `row`: its id, name, email, phone and postcode, in that order.
    mutating func append(_ row: any Row) {
      ids.append(row.int64(at: 0) ?? 0)
      Self.append(row, 1, to: names)
      Self.append(row, 2, to: emails)
      Self.append(row, 3, to: phones)
      Self.append(row, 4, to: postcodes)
    }

    private static func append(_ row: any Row, _ index: Int, to column: PackedBytes) {
      if row.withUTF8(at: index, { column.append($0) }) == nil { column.appendNone() }
    }

    /// Guardian `index`, as it was read.
    func guardian(at index: Int) -> Guardian {
      Guardian(
        id: ids[index], name: name(at: index), email: Self.text(emails, index),
        phone: Self.text(phones, index),
        postcode: Self.text(postcodes, index))
    }

    /// Guardian `index`'s name.
    func name(at index: Int) -> String { Self.text(names, index) ?? "" }

    private static func text(_ column: PackedBytes, _ index: Int) -> String? {
      column.isNone(index) ? nil : String(decoding: column[index], as: UTF8.self)
    }
  }
}
