extension StringProtocol where UnicodeScalarView.Index == String.Index {
  /// The first occurrence of `target`, scalar for scalar, as Foundation's `range(of:)` finds it:
  /// a literal search, not one by Characters, so "\n" is found inside "\r\n" and a quote before a
  /// combining mark is still a quote. Nil for an empty `target`.
  ///
  /// The standard library's, not Foundation's, so that a one-shot command need not load
  /// Foundation's text machinery for it.
  public func literalRange(of target: some StringProtocol) -> Range<String.Index>? {
    let pattern = Array(target.unicodeScalars)
    guard let first = pattern.first else { return nil }
    let scalars = unicodeScalars
    var start = scalars.startIndex
    while start != scalars.endIndex, let candidate = scalars[start...].firstIndex(of: first) {
      var end = candidate
      var matched = 0
      while matched < pattern.count, end != scalars.endIndex, scalars[end] == pattern[matched] {
        scalars.formIndex(after: &end)
        matched += 1
      }
      if matched == pattern.count { return candidate..<end }
      start = scalars.index(after: candidate)
    }
    return nil
  }
}

extension StringProtocol {
  /// Every occurrence of `target` replaced by `replacement`, found as `literalRange(of:)` finds
  /// it (Foundation's `replacingOccurrences(of:with:)` without options).
  public func replacingLiterally(_ target: some StringProtocol, with replacement: some StringProtocol)
    -> String
  {
    let text = String(self)
    guard !target.isEmpty, var found = text.literalRange(of: target) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var rest = text.startIndex
    while true {
      result.unicodeScalars.append(contentsOf: text.unicodeScalars[rest..<found.lowerBound])
      result.unicodeScalars.append(contentsOf: replacement.unicodeScalars)
      rest = found.upperBound
      // The rest as scalars, not `text[rest...]`: String's subscript rounds an index down to a
      // Character's start, and a match may end inside one ("\r" of "\r\n").
      guard let next = Substring(text.unicodeScalars[rest...]).literalRange(of: target) else { break }
      found = next
    }
    result.unicodeScalars.append(contentsOf: text.unicodeScalars[rest...])
    return result
  }

  /// Without the leading and trailing scalars for which `isTrimmed` holds.
  public func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isTrimmed($0) })!
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars[first...last])
    return result
  }

  /// Without leading and trailing spaces and tabs: Foundation's
  /// `trimmingCharacters(in: .whitespaces)` (Unicode's space separators and the tab), and as
  /// well any scalar of `also` (such as "\r" or a byte order mark).
  public func trimmingWhitespace(also extra: String = "") -> String {
    trimmingScalars { $0.isBlank || extra.unicodeScalars.contains($0) }
  }
}

extension Unicode.Scalar {
  /// A space separator (category Zs: the space, no-break space, the typographic spaces), a tab
  /// or a zero-width space: what Foundation's `CharacterSet.whitespaces` holds.
  public var isBlank: Bool {
    self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
  }
}

extension BinaryInteger {
  /// The number written in `radix`, zero-padded to `digits`: `String(format: "%04d")` for a
  /// year, `"%02x"` with radix 16.
  public func zeroPadded(to digits: Int, radix: Int = 10, uppercase: Bool = false) -> String {
    let text = String(self, radix: radix, uppercase: uppercase)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
