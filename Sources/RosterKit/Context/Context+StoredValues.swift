extension Context {
  /// A stored row some of whose values break the model's rules: what `check` lists, and what a
  /// read that failed on a value says (`UnreadableValueError`).
  public struct StoredValueProblem: Sendable, Equatable, CustomStringConvertible {
    public let entity: String
    public let id: Int64
    /// The row's name ("Mookie Betts"), when it has one.
    public let name: String?
    /// What is wrong, value by value.
    public let problems: [String]

    /// "player #12 'Mookie Betts': birthdate must be …".
    public var description: String {
      "\(entity.lowercased()) #\(id)\(name.map { " " + quoted($0) } ?? ""): "
        + problems.joined(separator: "; ")
    }
  }

  /// Each stored row of `entity`, in id order, checked value by value as a change would be (its
  /// type, range, length, characters, shape and day; a birthdate's age today in the age's range)
  /// and each folded copy against its value folded again; `body` gets the rows with problems.
  /// Stops after `limit` of them (and says so by returning true).
  @discardableResult
  public func scanStoredValues(
    of entity: Entity, limit: Int? = nil, _ body: (StoredValueProblem) throws -> Void
  ) throws -> Bool {
    var columns: [SQL] = [.identifier("id")]
    for attribute in entity.attributes {
      columns.append(.identifier(attribute.column))
      if let fold = attribute.foldColumn { columns.append(.identifier(fold)) }
    }
    let displayIndex = entity.attributes.firstIndex { $0.name == entity.presentation.displayKey }
    var found = 0
    var stopped = false
    let sql: SQL =
      "SELECT " + SQL.joined(columns, separator: ", ")
      + " FROM \(ident: entity.table) ORDER BY \(ident: "id")"
    struct Stop: Error {}
    do {
      try store.query(sql) { row in
        var problems: [String] = []
        var values: [DatabaseValue] = []
        var index = 1
        for attribute in entity.attributes {
          let value = row.value(at: index)
          values.append(value)
          index += 1
          if let problem = Self.problem(value, of: attribute, on: entity) { problems.append(problem) }
          guard let fold = attribute.foldColumn else { continue }
          let copy = row.value(at: index).textValue
          index += 1
          let expected = value.textValue.map { TextFolding.fold($0) }
          if copy != expected {
            problems.append(
              "\(fold) is \(copy.map(quoted) ?? "empty") but the \(attribute.name) folds to "
                + "\(expected.map(quoted) ?? "nothing") (was it changed by another program?)")
          }
        }
        problems += Self.derivedProblems(values, of: entity, today: today)
        guard !problems.isEmpty else { return }
        if let limit, found >= limit {
          stopped = true
          throw Stop()
        }
        found += 1
        let name = displayIndex.flatMap { values[$0].textValue }
        try body(
          StoredValueProblem(entity: entity.name, id: row.int64(at: 0) ?? 0, name: name, problems: problems))
      }
    } catch is Stop {}
    return stopped
  }

  /// The first stored value of the league that breaks the model's rules, if any: what a read
  /// that failed on a value names.
  public func firstUnreadableValue() throws -> StoredValueProblem? {
    for entity in model.entities {
      var first: StoredValueProblem?
      try scanStoredValues(of: entity, limit: 1) { first = $0 }
      if let first { return first }
    }
    return nil
  }

  /// What is wrong with a stored value, as a change to it would be told, if anything.
  private static func problem(_ value: DatabaseValue, of attribute: Attribute, on entity: Entity) -> String? {
    do {
      let stored = try attribute.validated(value, on: entity)
      if stored == value { return nil }
      guard case .text(let text) = value, attribute.kind == .text else { return nil }
      if stored == .null { return "\(attribute.name) is empty text, where Roster stores no value" }
      if text.trimmedSpaces != text { return "\(attribute.name) has spaces at its start or end" }
      // Another spelling of its word (`F` for `female`) is valid: the database's check takes it,
      // and another program may write it at any time; Roster reads it as its word.
      if let word = attribute.word(of: text), stored == .text(word) { return nil }
      return "\(attribute.name) \(quoted(text)) is not as Roster stores it (\(quoted(stored.description)))"
    } catch {
      return "\(error)"
    }
  }

  /// A stored date that another value is read from (a birthdate) and that gives it a value out
  /// of its range today (an age of -1 or 130).
  private static func derivedProblems(_ values: [DatabaseValue], of entity: Entity, today: CalendarDate)
    -> [String]
  {
    entity.storedDerivations.compactMap { index, from, _ in
      // A day out of any date's days is that date's problem.
      guard let text = values[from].textValue, let start = CalendarDate(iso: text),
        Attribute.days.contains(start)
      else { return nil }
      return Entity.derivedRangeProblem(entity.attributes[index], from: entity.attributes[from], start, today)
    }
  }
}

extension Entity {
  /// Why a date that `attribute` is read from (a birthdate) gives a value out of its range
  /// today, if it does: "birthdate 2030-01-01 is after today (2026-05-01)".
  static func derivedRangeProblem(
    _ attribute: Attribute, from source: Attribute, _ start: CalendarDate, _ today: CalendarDate
  ) -> String? {
    guard let range = attribute.range else { return nil }
    let years = Int64(start.wholeYears(on: today))
    if range.contains(years) { return nil }
    if years < range.lowerBound { return "\(source.name) \(start) is after today (\(today))" }
    return "\(source.name) \(start) makes \(attribute.name) \(years) today; \(attribute.name) goes from "
      + "\(range.lowerBound) to \(range.upperBound)"
  }
}

/// A read that failed on a value stored behind Roster's back, before the database checked values
/// (or after another program dropped a check): the row and the value when this session may read
/// them, and what to do.
public struct UnreadableValueError: PersonFacingError, Equatable {
  public let problem: Context.StoredValueProblem?
  /// The engine's own words, for a value this session may not read.
  public let reason: String

  public var description: String {
    guard let problem else {
      return "a stored value cannot be read (\(reason)): another program wrote it behind Roster's back; "
        + "an admin finds it with 'roster check'"
    }
    return "a stored value cannot be read: \(problem); correct it (with set, or another program), "
      + "then 'roster check' lists any other"
  }
}
