extension TextFolding {
  /// Every scalar that `fold` (with `.all`) changes, and what it becomes on its own — before the
  /// text it is in is composed again: what PostgreSQL's `roster_fold` reads (its check makes a
  /// folded copy that disagrees with its value impossible to store). Scalars not assigned,
  /// private and surrogate code points fold to themselves and are left out.
  static let scalarFoldings: [(Unicode.Scalar, String)] = {
    var foldings: [(Unicode.Scalar, String)] = []
    for value in UInt32(0x41)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), isFoldable(scalar) else { continue }
      let folded = scalarFolding(scalar)
      if folded != String(scalar) { foldings.append((scalar, folded)) }
    }
    return foldings
  }()

  /// The scalars with a combining class that a folded text may hold (a scalar's folding holds
  /// one, or a scalar kept as it is has one): where one is, `fold` composes the text again (NFC).
  static let combiningScalars: [ClosedRange<UInt32>] = {
    var points = Set<UInt32>()
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), isFoldable(scalar) else { continue }
      for part in scalarFolding(scalar).unicodeScalars
      where part.properties.canonicalCombiningClass != .notReordered {
        points.insert(part.value)
      }
    }
    var ranges: [ClosedRange<UInt32>] = []
    for point in points.sorted() {
      if let last = ranges.last, last.upperBound + 1 == point {
        ranges[ranges.count - 1] = last.lowerBound...point
      } else {
        ranges.append(point...point)
      }
    }
    return ranges
  }()

  private static func isFoldable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .unassigned, .privateUse, .surrogate: false
    default: true
    }
  }

  /// One scalar folded with `.all` on its own, as `fold` folds it inside a text (before the text
  /// is composed again).
  static func scalarFolding(_ scalar: Unicode.Scalar) -> String {
    if scalar.isASCII {
      let byte = UInt8(scalar.value)
      return String(Unicode.Scalar(byte >= 65 && byte <= 90 ? byte + 32 : byte))
    }
    return folding(scalar, .all)
  }
}
