extension Seasons {
  /// What a rollover did to the players' registrations (issue 43): who moved to the division
  /// their new league age fits, and who fits none.
  public struct Registrations: Sendable, Equatable {
    /// "Ana Ruiz: U10 → U12 (11 on 2027-08-31)", in name order.
    public var moved: [String] = []
    /// "Leo Park (15 on 2027-08-31)", in name order: registered for no division now.
    public var fitsNone: [String] = []

    public init() {}
  }

  /// Registers every player for the division their league age on `cutoff` fits, in `context`
  /// (saved by the caller), in a league whose divisions limit ages: a player whose division still
  /// takes them keeps it; another gets the division that takes their age (the narrowest, then
  /// the youngest, when several do; one without limits only when none with them does); one no
  /// division takes is registered for none, so that `form` places the others and `eligibility`
  /// names them. A player registered for none keeps the division of their team when it takes
  /// them, so run it before the rosters are emptied. An age given without a birthdate is the age
  /// the player has.
  public static func register(on cutoff: CalendarDate, in context: Context) throws -> Registrations {
    let divisions = try DivisionRules.all(in: context)
    guard divisions.contains(where: { $0.rules.minAge != nil || $0.rules.maxAge != nil }) else {
      return Registrations()
    }
    var registrations = Registrations()
    let players = try context.fetch(FetchRequest(entity: RosterModel.player)).sorted {
      (TextFolding.fold($0.string("name") ?? ""), $0.objectID.rowID)
        < (TextFolding.fold($1.string("name") ?? ""), $1.objectID.rowID)
    }
    for player in players {
      let born = player.string("birthdate").flatMap(CalendarDate.init(iso:))
      guard
        let age = born.map({ $0.wholeYears(on: cutoff) })
          ?? player.value(forKey: "age").integerValue.map(Int.init)
      else { continue }
      let current = player.targetID(forKey: "division")?.rowID
      let fitting = divisions.filter { Self.takes($0.rules, age) }
      if let current, fitting.contains(where: { $0.id == current }) { continue }
      // Registered for none: the division they played in, while its ages still hold them.
      let played = player.object(forKey: "team")?.targetID(forKey: "division")?.rowID
      let limited = fitting.filter { $0.rules.minAge != nil || $0.rules.maxAge != nil }
      let name = player.string("name") ?? ""
      let named = { (id: Int64?) in id.flatMap { id in divisions.first { $0.id == id }?.rules.name } }
      let from = named(current)
      let when = "\(age) on \(cutoff)"
      let best = (limited.isEmpty ? fitting : limited).min { Self.span($0.rules) < Self.span($1.rules) }
      guard let chosen = fitting.first(where: { current == nil && $0.id == played }) ?? best else {
        if current != nil { player.setObject(nil, forKey: "division") }
        registrations.fitsNone.append(
          "\(name) (\(when)\(named(current ?? played).map { "; was \($0)" } ?? ""))")
        continue
      }
      // The context keeps the division once read: one query a division.
      let division = try context.existingObject(
        with: ObjectID(entityName: RosterModel.division.name, rowID: chosen.id))
      player.setObject(division, forKey: "division")
      registrations.moved.append("\(name): \(from ?? "none") → \(chosen.rules.name) (\(when))")
    }
    return registrations
  }

  /// Whether a division's league ages hold `age` (one without limits holds any).
  private static func takes(_ rules: DivisionRules, _ age: Int) -> Bool {
    age >= (rules.minAge ?? .min) && age <= (rules.maxAge ?? .max)
  }

  /// How many league ages a division takes: the narrowest fits a player best.
  private static func span(_ rules: DivisionRules) -> Int {
    guard let low = rules.minAge, let high = rules.maxAge else { return .max }
    return high - low
  }
}
