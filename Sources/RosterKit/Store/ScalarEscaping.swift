extension String {
  /// The text with each Unicode scalar that `replacement` maps replaced, the rest kept.
  ///
  /// Escaping works on scalars, never on Characters: a quote, `<` or `|` followed by a combining
  /// mark is one Character to Swift, which `replacingOccurrences(of:)` or a `switch` over
  /// Characters would let through unescaped (the CSV fuzzer found it in the CSV writer).
  public func escapingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
