extension Entity {
  /// Brings the stored values of a row in line with its derived attributes before it is
  /// written: an attribute read from another (a player's age from the birthdate) keeps no
  /// value of its own once the other has one, so it never goes stale. A value given with it
  /// must agree, by today or by the `day` a setting names (an age as of the league's cutoff,
  /// as registration forms give it); a row with neither has nothing to read.
  ///
  /// `day` answers the date a `Derivation.Day.setting` holds, read only when needed.
  ///
  /// `isGiven` says whether a value was given with this change: an age kept from before (typed
  /// years ago, in a league upgraded from an older release) gives way to a birthdate set now,
  /// without a word, and a change giving neither (a file without either column) needs neither.
  /// Returns the stored values it cleared, which the caller writes even where it was given none.
  @discardableResult
  public func reconcileDerived(
    _ values: inout [DatabaseValue], today: CalendarDate, day: (Derivation.Day) throws -> CalendarDate?,
    isGiven: (Int) -> Bool = { _ in true }
  ) throws -> [Int] {
    var cleared: [Int] = []
    for (index, fromIndex, derivation) in storedDerivations {
      let attribute = attributes[index]
      let stored = values[index]
      guard let text = values[fromIndex].textValue, let start = CalendarDate(iso: text) else {
        if stored.isNull && (isGiven(index) || isGiven(fromIndex)) {
          throw ValidationError(
            entity: name, key: attribute.name,
            message: "\(attribute.name) is required when \(derivation.from) is not known")
        }
        continue
      }
      // A date given must give a value the attribute read from it may hold (an age of 0 to 120).
      if isGiven(fromIndex),
        let problem = Self.derivedRangeProblem(attribute, from: attributes[fromIndex], start, today)
      {
        throw ValidationError(entity: name, key: attributes[fromIndex].name, message: problem)
      }
      values[index] = .null
      cleared.append(index)
      guard let given = stored.integerValue, isGiven(index) else { continue }
      let now = start.wholeYears(on: today)
      if given == now { continue }
      var agreed = false
      var alternatives: [String] = []
      for other in derivedAttributes.compactMap(\.derivation) where other.from == derivation.from {
        guard case .setting = other.day, let date = try day(other.day) else { continue }
        let then = start.wholeYears(on: date)
        if given == then { agreed = true }
        alternatives.append("\(then) on \(date)")
      }
      if agreed { continue }
      throw ValidationError(
        entity: name, key: attribute.name,
        message:
          "\(attribute.name) \(given) does not agree with \(derivation.from) \(start), which makes \(now) today"
          + alternatives.map { " and \($0)" }.joined()
          + "; leave \(attribute.name) out (it is worked out from \(derivation.from)) or correct it")
    }
    return cleared
  }
}
