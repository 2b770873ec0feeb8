/// A profile (`ImportProfile`) applied to one file's header in one model: which columns give
/// which of the model's values, and which it does not use and why.
///
/// A meaning's key path is followed from the profile's kind through to-one relationships: `team`
/// is a player's team, and also the name of a team the file names; `team.division` is that
/// team's division, and the name of a division. So one export gives rows of several entities
/// (`parts`): the players, and the teams and divisions they name, each part's values made from
/// the row's fields (`values`).
struct ProfilePlan {
  let profile: ImportProfile
  /// The file's header as written.
  let header: [String]
  /// The entity the rows are of.
  let kind: Entity
  /// The entities the rows give values of, the kind's first (path ""), then those reached from
  /// it (`team`, `team.division`).
  let parts: [Part]
  /// The payment columns, by index: never read.
  let payment: [Int]
  /// Columns whose values mark a row as not of the kind, with those values.
  let skips: [(field: Int, values: [String])]
  /// The columns not used, by index, each with why.
  let unused: [(field: Int, reason: String)]
  /// How many of the header's columns give values.
  let used: Int
  /// The groups of columns about the row's adults (`guardian 1`, `emergency contact`, `no
  /// contact`, `household`, `order`) the import reads into guardians, in the profile's order;
  /// none when the model has no guardians.
  let groups: [Group]
  /// The columns that give the kind's named values (a player's ids: `ids.sportsconnect`), in
  /// the header's order; written after the kind's rows (`Importer+NamedValues`).
  let namedValues: [NamedValue]

  /// A column whose value is a row of a to-many of the kind whose rows are a name and its value
  /// (`EntityPresentation.valueKey`): `ids.usahockey` is the player's id named `usahockey`.
  struct NamedValue {
    /// The to-many relationship (`ids`) and the entity of its rows.
    let relationship: String
    let entity: Entity
    /// The column of those rows that names their owner (`player_id`).
    let ownerColumn: String
    /// The value's name (`usahockey`): the rows' display key.
    let name: String
    let field: Int
  }

  /// The entities of the kind's named values, whatever the header (`NamedValue`), with the
  /// column that names their owner: a row's player is found by a platform's id in them.
  let namedEntities: [(entity: Entity, ownerColumn: String)]

  /// The platform's own id of a row (its named value under the profile's name, `ids.sportsconnect`
  /// of Sports Connect's export), by which a re-import finds the row's player first.
  var platformID: NamedValue? { namedValues.first { $0.name == profile.name } }

  /// A group of columns read into guardians: each field's column, by the field's name.
  struct Group {
    let name: String
    var fields: [String: Int]

    /// A field's value, trimmed; nil when empty or missing.
    func value(_ field: String, _ row: [String]) -> String? {
      guard let index = fields[field], index < row.count else { return nil }
      let value = row[index].trimmedSpaces
      return value.isEmpty ? nil : value
    }
  }

  /// The rows of one entity the file gives: its keys (an attribute or a to-one relationship, as
  /// a file of it names them) and how each is made from a row's fields.
  struct Part {
    let path: String
    let entity: Entity
    let keys: [String]
    let recipes: [Recipe]

    func values(_ fields: [String]) -> [String] { recipes.map { $0.value(fields) } }

    /// The file's headers each key is made of, by key: "Player First Name + Player Last Name".
    func titles(_ header: [String]) -> [String: String] {
      var titles: [String: String] = [:]
      for (key, recipe) in zip(keys, recipes) {
        titles[key] = recipe.fields.map { header[$0.index] }.joined(separator: " + ")
      }
      return titles
    }
  }

  /// Whether a row is of the kind (not, say, a coach's row in a roster of players).
  func isOfKind(_ fields: [String]) -> Bool {
    !skips.contains { skip in
      guard skip.field < fields.count else { return false }
      let value = fields[skip.field].trimmedSpaces.lowercased()
      return skip.values.contains { $0.lowercased() == value }
    }
  }

  /// The header's columns that `parts`' values and the marks of the kind are made of, by index:
  /// the only ones a reader needs to make into text (`CSVReader.readsFields`).
  func fieldsRead(by parts: some Sequence<Part>) -> [Bool] {
    var reads = [Bool](repeating: false, count: header.count)
    for part in parts {
      for recipe in part.recipes {
        for field in recipe.fields where field.index < reads.count { reads[field.index] = true }
      }
    }
    for skip in skips where skip.field < reads.count { reads[skip.field] = true }
    return reads
  }

  /// The same for the kind's own rows: its part's columns, and the platform's id, which finds
  /// the row's player first (`platformID`).
  func fieldsReadForKind() -> [Bool] {
    var reads = fieldsRead(by: parts.prefix(1))
    if let id = platformID, id.field < reads.count { reads[id.field] = true }
    return reads
  }

  /// The same for the columns of the groups read into guardians and of the named values, and
  /// the kind's part (its name, birthdate and ids, which find the row's player).
  func fieldsReadAfterKind() -> [Bool] {
    var reads = fieldsReadForKind()
    for group in groups {
      for index in group.fields.values where index < reads.count { reads[index] = true }
    }
    for named in namedValues where named.field < reads.count { reads[named.field] = true }
    return reads
  }

  init?(_ profile: ImportProfile, header: [String], model: Model) {
    guard let kind = model.entities.first(where: { Importer.fileNoun($0) == profile.kind }) else {
      return nil
    }
    self.profile = profile
    self.header = header
    self.kind = kind
    var recipes: [String: [String: Recipe]] = [:]
    var entities: [String: Entity] = ["": kind]
    var order = [""]
    var payment: [Int] = []
    var skips: [(Int, [String])] = []
    var unused: [(Int, String)] = []
    var used = 0
    let readsGuardians = model.entities.contains { $0.presentation.noun == "guardian" }
    var groups: [String: Group] = [:]
    var namedValues: [NamedValue] = []
    func add(_ path: String, _ entity: Entity, _ key: String, field: Int, part: Int, none: [String]) {
      if entities[path] == nil {
        entities[path] = entity
        order.append(path)
      }
      let separator = key == entity.presentation.displayKey ? " " : "; "
      // Free text: a text value that is not a name, an identifier or a shaped value (an email).
      let attribute = entity.attribute(key)
      let isFreeText =
        attribute?.kind == .text && attribute?.shape == nil && key != entity.presentation.displayKey
        && !entity.uniqueConstraints.contains { $0.keys.contains(key) }
      recipes[path, default: [:]][
        key, default: Recipe(fields: [], separator: separator, isFreeText: isFreeText)
      ].fields.append((field, part, none))
    }
    for (field, name) in header.enumerated() {
      guard let column = profile.column(for: name) else {
        if !name.isEmpty { unused.append((field, "not read by the profile")) }
        continue
      }
      switch column.meaning {
      case .payment:
        payment.append(field)
      case .notOfKind:
        skips.append((field, column.none))
        used += 1
      case .group(let group, let name):
        guard readsGuardians, Self.readsGroup(group, field: name) else {
          unused.append((field, Self.groupReason(group, field: name, model: model)))
          continue
        }
        groups[group, default: Group(name: group, fields: [:])].fields[name] = field
        used += 1
      case .value(let paths, let part):
        if let named = paths.lazy.compactMap({ Self.namedValue($0, of: kind, in: model, field: field) }).first
        {
          namedValues.append(named)
          used += 1
          continue
        }
        // Every place the model has: a registration's division is the player's own and their
        // team's. The rows of an entity two places name (the divisions) are made once.
        let places = paths.compactMap { Self.place($0, from: kind, in: model) }
        guard !places.isEmpty else {
          unused.append((field, "no place for \(paths[0].replacingUnderscores) in this league yet"))
          continue
        }
        let none = column.none.map { $0.lowercased() }
        var named: [Entity] = []
        for place in places {
          add(place.path, place.entity, place.key, field: field, part: part, none: none)
          guard let target = place.target, !named.contains(where: { $0 === target.entity }) else { continue }
          named.append(target.entity)
          add(
            target.path, target.entity, target.entity.presentation.displayKey, field: field, part: part,
            none: none)
        }
        used += 1
      }
    }
    // A part of another entity is rows only when the file names them (a team's name).
    parts = order.compactMap { path -> Part? in
      let entity = entities[path]!
      let own = recipes[path] ?? [:]
      guard path.isEmpty || own[entity.presentation.displayKey] != nil else { return nil }
      // In the order of the entity's file, then any others.
      let file = entity.presentation.fileColumns
      let keys = own.keys.sorted {
        (file.firstIndex(of: $0) ?? file.count, $0) < (file.firstIndex(of: $1) ?? file.count, $1)
      }
      return Part(
        path: path, entity: entity, keys: keys,
        recipes: keys.map { key in
          var recipe = own[key]!
          recipe.fields.sort { $0.part < $1.part }
          return recipe
        })
    }
    // In the profile's order: a player's links are made guardian 1 first, then guardian 2.
    var groupOrder: [String] = []
    for column in profile.columns {
      if case .group(let group, _) = column.meaning, !groupOrder.contains(group) { groupOrder.append(group) }
    }
    // A household, an order date or a no-contact answer without an adult's name is no one:
    // those columns are not used (a Sports Affinity upload's City of another platform's file).
    let named = groups.values.contains { group in
      Importer.isPerson(group.name)
        && !Set(group.fields.keys).isDisjoint(with: ["first name", "last name", "name"])
    }
    if !named {
      for group in groups.values {
        for (name, field) in group.fields {
          unused.append((field, "\(group.name): \(name) without an adult's name"))
          used -= 1
        }
      }
      unused.sort { $0.0 < $1.0 }
      groups = [:]
    }
    self.groups = groupOrder.compactMap { groups[$0] }
    self.namedValues = namedValues
    namedEntities = model.namedValues(of: kind).compactMap { relationship, entity in
      entity.toOneRelationships.first { $0.name == relationship.inverse }?.column.map { (entity, $0) }
    }
    self.payment = payment
    self.skips = skips
    self.unused = unused
    self.used = used
  }

  /// Where a key path from `kind` lands: the entity it is a key of and the key, and for a to-one
  /// relationship the entity it names (whose display key it gives too); nil when the model has
  /// no such path.
  static func place(_ path: String, from kind: Entity, in model: Model) -> (
    path: String, entity: Entity, key: String, target: (path: String, entity: Entity)?
  )? {
    let steps = path.split(separator: ".").map(String.init)
    var entity = kind
    var walked: [String] = []
    for step in steps.dropLast() {
      guard let relationship = entity.toOneRelationships.first(where: { $0.name == step }) else { return nil }
      walked.append(step)
      entity = model.entity(named: relationship.destination)
    }
    let key = steps.last ?? ""
    let at = walked.joined(separator: ".")
    if entity.attribute(key) != nil { return (at, entity, key, nil) }
    guard let relationship = entity.toOneRelationships.first(where: { $0.name == key }) else { return nil }
    let destination = model.entity(named: relationship.destination)
    return (at, entity, key, ((walked + [key]).joined(separator: "."), destination))
  }

  /// A named value of `kind` (`ids.usahockey`): a to-many of it whose rows are a name and its
  /// value (`EntityPresentation.valueKey`), and a name its rows' display key may have; nil when
  /// the model has no such relationship (before schema 15).
  static func namedValue(_ path: String, of kind: Entity, in model: Model, field: Int) -> NamedValue? {
    guard let named = model.namedValue(path, of: kind),
      let owner = named.entity.toOneRelationships.first(where: { $0.name == named.relationship.inverse })?
        .column
    else { return nil }
    return NamedValue(
      relationship: named.relationship.name, entity: named.entity, ownerColumn: owner, name: named.name,
      field: field)
  }

  /// The fields of each group the import reads into guardians (`Importer+Guardians`): a
  /// person's name (whole or first and last), email, phones and relationship; the household's
  /// address; the no-contact answer; the order's date.
  static let readFields: [String: Set<String>] = [
    "household": ["street", "unit", "city", "state", "postal code"],
    "no contact": ["name and reason"], "order": ["date"],
  ]
  static let personFields: Set<String> = [
    "first name", "last name", "name", "email", "phone", "home phone", "relationship",
  ]

  /// Whether the import reads a group's field into guardians.
  static func readsGroup(_ group: String, field: String) -> Bool {
    guard group != "account" else { return false }
    return (readFields[group] ?? personFields).contains(field)
  }

  /// Why a group's column is not used: "guardian 1: no place for guardians in this league yet",
  /// or, where the league has guardians, why this column is not read into them.
  static func groupReason(_ group: String, field: String, model: Model) -> String {
    let has = model.entities.contains { $0.presentation.noun == "guardian" }
    guard has else { return "\(group): no place for guardians in this league yet" }
    if group == "account" { return "account: the account's login, not an adult of its own" }
    return "\(group): a guardian's \(field) in one cell is not read yet"
  }
}

extension String {
  /// `medical_alert` as words: "medical alert".
  fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
