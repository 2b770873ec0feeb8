/// Writes a platform's import template (`ExportProfile`) from the league: each row of the
/// template's kind (every player, or one team's), by parent then in the kind's order, each
/// column from the model as the profile says, through `CSVWriter` (quoted where a value needs
/// it, safe for spreadsheets as every export of Roster is).
///
/// A meaning's key path is followed as the import follows it (`ProfilePlan.place`): `team` is the
/// team's name, `team.division` its division's, and of several paths the first with a value (a
/// player's own division, else their team's); a name is split as the import joins it
/// (`PersonName`); a parent's fields come from the player's adults in order
/// (`Player.adultsInOrder`), the household's address from the first of them with one; a date is
/// written as the template writes dates. A column no row wrote anything in is named
/// (`Written.empty`): one the league has no place for, or one it has nothing in yet.
public struct ProfileExporter {
  let context: Context
  let profile: ExportProfile

  public init(context: Context, profile: ExportProfile) {
    self.context = context
    self.profile = profile
  }

  /// What an export wrote: how many rows, of what, and the columns it had nothing for.
  public struct Written: Sendable {
    public let rows: Int
    public let entity: Entity
    public let empty: [String]
  }

  /// Where one column's values come from, in one model.
  enum Cell: Equatable {
    case value(Int)
    /// The first of several values that is not empty.
    case firstValue([Int])
    case date(Int)
    /// A value with spellings (`Attribute.spellings`): one of its words as templates' lists
    /// write them, capitalised (`Female`); another value as it is.
    case word(Int, words: Set<String>)
    case name(Int, part: Int, withMiddle: Bool)
    /// A field of the row's adults in order (a player's parents, a team's head coach).
    case adult(Int, field: String)
    /// A field of the household's address: the first of the row's adults with an address.
    case household(field: String)
    case text(String)
    case empty
  }

  /// The template's entity in `model`: the one whose file noun is the profile's kind.
  static func entity(_ profile: ExportProfile, in model: Model) -> Entity? {
    model.entities.first { Importer.fileNoun($0) == profile.kind }
  }

  /// Writes the template's header and a row of each object of its kind (of `parent`, when given).
  public func export(parent: ManagedObject? = nil, to output: TextOutput) throws -> Written {
    let model = context.model
    guard let entity = Self.entity(profile, in: model) else {
      return Written(rows: 0, entity: model.rootEntity, empty: profile.header)
    }
    var keyPaths = ["self"]
    let cells = try profile.columns.map { try cell($0.source, of: entity, keyPaths: &keyPaths) }
    // A player's parents, a team's head coach: read only when a column writes them.
    let needsAdults = cells.contains {
      switch $0 {
      case .adult, .household: true
      default: false
      }
    }
    let adults =
      !needsAdults
      ? [:]
      : entity.name == RosterModel.team.name
        ? try Team.headCoaches(in: context).mapValues { [$0] }
        : try Player.adultsInOrder(team: parent as? Team, in: context)
    let relationship = entity.parentRelationship
    let predicate = parent.flatMap { parent in
      relationship.map { Predicate.comparison(key: $0.name, .equal, .object(parent.objectID)) }
    }
    // By parent, as `export` writes the kind: a team's players together, the free agents last.
    let byParent = relationship.map { relationship in
      SortDescriptor(
        relationship.name + "." + model.entity(named: relationship.destination).presentation.displayKey)
    }
    let request = FetchRequest(
      entity: entity, predicate: predicate,
      sortDescriptors: (byParent.map { [$0] } ?? []) + entity.presentation.defaultOrder)
    output.write(CSVWriter.record(profile.header, phonesAsTheyAre: true))
    var rows = 0
    // The columns some row wrote something in: the others are named, whatever made them empty.
    var filled = [Bool](repeating: false, count: cells.count)
    try context.enumerateValues(request, keyPaths: keyPaths) { values in
      let mine = adults[values[0].integerValue ?? 0] ?? []
      let texts = cells.map { text($0, values, adults: mine) }
      for (index, text) in texts.enumerated() where !text.isEmpty { filled[index] = true }
      output.write(CSVWriter.record(texts, phonesAsTheyAre: true))
      rows += 1
    }
    let empty = zip(profile.header, filled).filter { !$0.1 }.map(\.0)
    return Written(rows: rows, entity: entity, empty: empty)
  }

  /// Where a source's values come from in `entity`'s model: a key path it adds to `keyPaths`, a
  /// parent's field, a setting's value, or nothing.
  private func cell(_ source: ExportProfile.Source, of entity: Entity, keyPaths: inout [String]) throws
    -> Cell
  {
    let model = context.model
    func index(_ path: String) -> Int {
      if let index = keyPaths.firstIndex(of: path) { return index }
      keyPaths.append(path)
      return keyPaths.count - 1
    }
    switch source {
    case .none: return .empty
    case .constant(let text): return .text(text)
    case .setting(let key):
      guard let settings = model.entities.first(where: \.presentation.isSettings),
        settings.attribute(key) != nil
      else { return .empty }
      let value = try context.fetchValues(FetchRequest(entity: settings), keyPaths: [key]).first?.first
      return .text(value?.description ?? "")
    case .coach(let field):
      guard entity.name == RosterModel.team.name,
        model.entities.contains(where: { $0.name == RosterModel.staff.name })
      else { return .empty }
      return .adult(0, field: field)
    case .meaning(.group("household", let field)):
      guard entity.name == RosterModel.player.name, Player.keepsAdults(model),
        ["street", "city", "postal code"].contains(field)
      else { return .empty }
      return .household(field: field)
    case .meaning(.group(let group, let field)):
      guard group.hasPrefix("guardian "), let number = Int(group.dropFirst("guardian ".count)),
        entity.name == RosterModel.player.name, Player.keepsAdults(model),
        ["first name", "last name", "name", "email", "phone", "home phone"].contains(field)
      else { return .empty }
      return .adult(number - 1, field: field)
    case .meaning(.value(let paths, let part)):
      let places = paths.compactMap { place($0, from: entity) }
      guard let (path, attribute) = places.first else { return .empty }
      // A value the import gives to several places (a player's own division and their team's):
      // the first of them with one.
      if places.count > 1 && part == 0 && attribute?.kind != .date {
        return .firstValue(places.map { index($0.0) })
      }
      if part > 0 {
        let parts = Set(
          profile.columns.compactMap { column -> Int? in
            guard case .meaning(.value(let other, let part)) = column.source, other == paths else {
              return nil
            }
            return part
          })
        return .name(index(path), part: part, withMiddle: parts.contains(2))
      }
      if let words = attribute.map({ Set($0.spellings.values) }), !words.isEmpty {
        return .word(index(path), words: words)
      }
      return attribute?.kind == .date ? .date(index(path)) : .value(index(path))
    case .meaning(.payment), .meaning(.notOfKind): return .empty
    }
  }

  /// The key path a meaning's path is in `entity`'s model, as the import places it: an
  /// attribute's, or a to-one relationship's target's display key; nil when the model has no
  /// such path.
  private func place(_ path: String, from entity: Entity) -> (String, Attribute?)? {
    guard let place = ProfilePlan.place(path, from: entity, in: context.model) else { return nil }
    let prefix = place.path.isEmpty ? "" : place.path + "."
    guard let target = place.target else { return (prefix + place.key, place.entity.attribute(place.key)) }
    let key = target.entity.presentation.displayKey
    return (prefix + place.key + "." + key, target.entity.attribute(key))
  }

  /// A cell's text in one row.
  private func text(_ cell: Cell, _ values: [DatabaseValue], adults: [Adult]) -> String {
    switch cell {
    case .empty: return ""
    case .text(let text): return text
    case .value(let index): return values[index].description
    case .firstValue(let indexes):
      return indexes.lazy.map { values[$0].description }.first { !$0.isEmpty } ?? ""
    case .date(let index):
      let value = values[index].description
      return CalendarDate(iso: value).map(profile.dates.text) ?? value
    case .word(let index, let words):
      let value = values[index].description
      return words.contains(value) ? value.prefix(1).uppercased() + value.dropFirst() : value
    case .name(let index, let part, let withMiddle):
      return Self.namePart(PersonName(values[index].description), part: part, withMiddle: withMiddle)
    case .household(let field):
      guard let address = adults.lazy.compactMap(\.address).first else { return "" }
      switch field {
      case "street": return address.street ?? ""
      case "city": return address.city ?? ""
      default: return address.postcode ?? ""
      }
    case .adult(let number, let field):
      guard number >= 0, number < adults.count else { return "" }
      let adult = adults[number]
      switch field {
      case "first name": return PersonName(adult.name).given
      case "last name": return PersonName(adult.name).family
      case "email": return adult.email ?? ""
      case "phone", "home phone": return adult.phone ?? ""
      default: return adult.name
      }
    }
  }

  /// A part of a name as the import numbers them: 1 first (all the given names when the template
  /// has no middle name column), 2 middle, 3 last.
  static func namePart(_ name: PersonName, part: Int, withMiddle: Bool) -> String {
    switch part {
    case 1: return withMiddle ? name.first : name.given
    case 2: return name.middle
    default: return name.family
    }
  }
}
