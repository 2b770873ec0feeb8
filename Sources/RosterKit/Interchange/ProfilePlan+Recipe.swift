import FoundationEssentials

extension ProfilePlan {
  /// A value made of one or more columns: their values trimmed, those that mean none left out,
  /// joined.
  ///
  /// A free-text answer (`isFreeText`: a text value that is not a name, an identifier or a shaped
  /// value such as an email) is read as families type it into a registration form: each run of
  /// line breaks and tabs in a cell is one separator, each line trimmed (its own `;` at the end
  /// not doubled), and a line or column an earlier part already says, as whole words in any
  /// case, is left out ("Bee stings; carries EpiPen" and then a medication "EpiPen"). A line that
  /// says there is nothing (`None`, `N/A`, `no known allergies.`: `saysNothing`) is no part: a
  /// form's "None" is no medical note.
  struct Recipe {
    var fields: [(index: Int, part: Int, none: [String])]
    let separator: String
    let isFreeText: Bool

    func value(_ row: [String]) -> String {
      var parts: [String] = []
      for field in fields where field.index < row.count {
        let value = row[field.index].trimmedSpaces
        guard !value.isEmpty, !field.none.contains(value.lowercased()) else { continue }
        guard isFreeText else {
          parts.append(value)
          continue
        }
        for line in Self.lines(value)
        where !Self.saysNothing(line) && !parts.contains(where: { Self.says($0, line) }) {
          parts.append(line)
        }
      }
      return parts.joined(separator: separator)
    }

    /// The lines of a cell: split at each run of line breaks and tabs, each trimmed of its
    /// spaces and of a `;` at its end, the empty ones left out.
    static func lines(_ value: String) -> [String] {
      guard value.contains(where: { $0.isNewline || $0 == "\t" }) else { return [value] }
      return value.split(whereSeparator: { $0.isNewline || $0 == "\t" }).compactMap { piece in
        var line = String(piece).trimmedSpaces
        if line.hasSuffix(";") { line = String(line.dropLast()).trimmedSpaces }
        return line.isEmpty ? nil : line
      }
    }

    /// The answers families give for nothing, as a whole line, in any case, a `.` or `!` at the
    /// end aside: a form's required question answered with no answer.
    static let nothing: Set<String> = [
      "none", "none known", "no", "nope", "nil", "nothing", "n/a", "na", "n.a", "not applicable", "-", "--",
      "---", "no known allergies", "nka", "nkda", "no allergies", "no medical conditions", "no conditions",
    ]

    /// Whether a line of a free-text answer says there is nothing.
    static func saysNothing(_ line: String) -> Bool {
      var text = line.lowercased()
      while let last = text.last, last == "." || last == "!" { text.removeLast() }
      return nothing.contains(text.trimmedSpaces)
    }

    /// Whether `earlier` says `part` already: holds it, in any case, not inside a longer word
    /// ("carries EpiPen" says "epipen", not "Pen").
    static func says(_ earlier: String, _ part: String) -> Bool {
      let isWord = { (character: Character) in character.isLetter || character.isNumber }
      // Both lowered, so that the search needs no locale (a letter lowered is still a letter).
      let (earlier, part) = (earlier.lowercased(), part.lowercased())
      var start = earlier.startIndex
      while let found = earlier[start...].firstRange(of: part) {
        let before =
          found.lowerBound > earlier.startIndex ? earlier[earlier.index(before: found.lowerBound)] : nil
        let after = found.upperBound < earlier.endIndex ? earlier[found.upperBound] : nil
        let joined =
          (before.map(isWord) ?? false && part.first.map(isWord) ?? false)
          || (after.map(isWord) ?? false && part.last.map(isWord) ?? false)
        if !joined { return true }
        start = earlier.index(after: found.lowerBound)
      }
      return false
    }
  }
}
