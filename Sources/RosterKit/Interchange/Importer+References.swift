extension Importer {
  /// A to-one relationship a file has a column for, with what resolving it needs, found once a
  /// file rather than once a row.
  struct Reference {
    let index: Int
    /// The file's field with the reference.
    let column: Int
    let relationship: Relationship
    let destination: Entity
    /// The destination's display-key attribute, whose character rules a reference must meet.
    let attribute: Attribute?
    let directory: ImportDirectory
    /// The file's column naming the parent of the row referred to (a contact's player's team),
    /// when the file has one.
    let qualifier: Qualifier?
    /// Whether the file could have named the parent of the row referred to (its entity declares
    /// a qualifier of this reference), for a message about a name rows share.
    let canBeQualified: Bool
    /// The file's field with the namesake number of the row referred to (`guardian_namesake`),
    /// when it has one.
    let namesake: Int?
  }

  /// The parent a row's qualifier names (nil: none, a free agent's team), with its column.
  struct Placement {
    let qualifier: Qualifier
    let parent: Int64?

    /// "on Riverside Tigers U12", or "without a team".
    var words: String {
      parent.flatMap { qualifier.directory.name(of: $0) }.map { "on " + $0 }
        ?? "without \(Prose.article(qualifier.header)) \(qualifier.header)"
    }
  }

  /// A column naming the parent of the row a reference names (`team` for a contact's `player`):
  /// the parent is found first, then the row by name among the parent's.
  struct Qualifier {
    /// The file's field with the parent's name, and its header (`team`).
    let column: Int
    let header: String
    /// The destination's parent entity (Team) and the relationship's index among the
    /// destination's to-one relationships.
    let entity: Entity
    let index: Int
    let directory: ImportDirectory
  }

  /// The references of a file's columns, each with its qualifier when the file has that column.
  func references(_ source: Source) throws -> [Reference] {
    let entity = source.entity
    let qualifiers = FileColumn.qualifiers(of: entity)
    return try entity.toOneRelationships.enumerated().compactMap { index, relationship -> Reference? in
      guard let column = source.columns[relationship.name] else { return nil }
      let destination = model.entity(named: relationship.destination)
      // Messages about rows that share a name say where each is.
      if let parent = model.parentEntity(of: destination) { _ = try directory(parent) }
      let declared = qualifiers.first { $0.qualified?.reference == relationship.name }
      var qualifier: Qualifier?
      if let declared, let field = source.columns[declared.key], let parent = declared.qualified?.parent,
        let parentRelationship = destination.relationship(parent),
        let parentIndex = destination.toOneIndex(parent)
      {
        let parentEntity = model.entity(named: parentRelationship.destination)
        qualifier = Qualifier(
          column: field, header: declared.header, entity: parentEntity, index: parentIndex,
          directory: try directory(parentEntity))
      }
      return Reference(
        index: index, column: column, relationship: relationship, destination: destination,
        attribute: destination.attribute(destination.presentation.displayKey),
        directory: try directory(destination), qualifier: qualifier, canBeQualified: declared != nil,
        namesake: source.columns[Namesakes.key(of: relationship.name)])
    }
  }

  /// The row a reference names (a player's `team`, a contact's `player` of its `team`), or a
  /// problem under its column: none given where one is required, a character no name may hold,
  /// no such row (made for it when the import creates that entity's rows and the row is
  /// otherwise clean), or several rows of that name that the file does not tell apart.
  func resolve(
    _ text: String, _ reference: Reference, of entity: Entity, _ record: CSVRecord, _ source: Source,
    clean: Bool, problems rowProblems: inout [ImportProblem]
  ) throws -> Int64? {
    let column = reference.relationship.name
    guard !text.isEmpty else {
      if !reference.relationship.isOptional {
        rowProblems.append(problem(record, source, column: column, "is required"))
      }
      return nil
    }
    let directory = reference.directory
    // The parent the file names for the row (none: a free agent), when it has the column.
    var placed: Placement?
    if let qualifier = reference.qualifier {
      let name = qualifier.column < record.fields.count ? record.fields[qualifier.column].trimmedSpaces : ""
      var parent: Int64?
      if !name.isEmpty {
        guard let position = qualifier.directory.find(name) else {
          rowProblems.append(
            problem(
              record, source, column: qualifier.header,
              Self.unknownParent(
                name, qualifier.entity, of: text, reference.destination,
                hint: qualifier.directory.hint(for: name))))
          return nil
        }
        parent = qualifier.directory.rows[position].id
      }
      placed = Placement(qualifier: qualifier, parent: parent)
    }
    // A league folder's number, given: the row of that name and number its file made.
    if let field = reference.namesake, field < record.fields.count,
      case let given = record.fields[field].trimmedSpaces, !given.isEmpty
    {
      return numberedRow(given, named: text, reference, placed, record, source, problems: &rowProblems)
    }
    let named = directory.matches(text)
    let found =
      placed.map { placed in
        named.filter { directory.rows[$0].targets[placed.qualifier.index] == placed.parent }
      } ?? named
    if found.count == 1 { return directory.rows[found[0]].id }
    if found.count > 1 {
      rowProblems.append(problem(record, source, column: column, ambiguity(text, found, reference, placed)))
      return nil
    }
    if let placed {
      rowProblems.append(
        problem(record, source, column: column, notPlaced(text, placed, elsewhere: named, reference)))
      return nil
    }
    let destination = reference.destination
    let display = destination.presentation.displayKey
    // A name holds none of these, so no row is named so; say what is wrong with it.
    if let attribute = reference.attribute {
      do {
        try attribute.checkCharacters(text, on: destination)
      } catch let error as ValidationError {
        rowProblems.append(
          problem(record, source, column: column, Self.withoutKey(error.message, display, of: destination)))
        return nil
      }
    }
    let presentation = destination.presentation
    guard options.creating.contains(destination.name) else {
      let creatable = Self.canCreate(destination) ? ", or import with --create-\(presentation.plural)" : ""
      let missing = "no \(presentation.noun) is \(presentation.lookupVerbs) \(quoted(text))"
      rowProblems.append(
        problem(
          record, source, column: column,
          missing + (directory.hint(for: text).map { "; \($0) (or add it" } ?? " (add it")
            + " to \(Self.aFile(destination))\(creatable))"
        ))
      return nil
    }
    guard clean else { return nil }
    return try create(text, destination, referencedBy: entity, record, source, problems: &rowProblems)
  }

  /// Whether a row of `entity` can be made from a name alone (`--create-teams`): it needs no
  /// value but its display key's.
  public static func canCreate(_ entity: Entity) -> Bool { creationNeeds(entity).isEmpty }

  /// What a row of `entity` needs besides its display key: required attributes and to-one
  /// relationships, and one of each pair of columns a file needs one of (`age or birthdate`).
  private static func creationNeeds(_ entity: Entity) -> [String] {
    let display = entity.presentation.displayKey
    return entity.attributes.filter { !$0.isOptional && $0.name != display }.map(\.name)
      + entity.toOneRelationships.filter { !$0.isOptional }.map(\.name)
      + alternatives(entity).map { $0.joined(separator: " or ") }
  }

  /// A row made for a reference that named none (`--create-teams`): its display key is the name.
  private func create(
    _ name: String, _ entity: Entity, referencedBy referrer: Entity, _ record: CSVRecord, _ source: Source,
    problems rowProblems: inout [ImportProblem]
  ) throws -> Int64? {
    let display = entity.presentation.displayKey
    let column = referrer.toOneRelationships.first { $0.destination == entity.name }?.name
    let needed = Self.creationNeeds(entity)
    guard needed.isEmpty, let attribute = entity.attribute(display) else {
      rowProblems.append(
        problem(
          record, source, column: column,
          "no \(entity.presentation.noun) is \(entity.presentation.lookupVerbs) \(quoted(name)), and one cannot "
            + "be made from a name alone (it needs \(Prose.list(needed, "and"))); add it to a "
            + "\(entity.presentation.plural) file"))
      return nil
    }
    var values = RowValues(entity)
    do {
      values[display] = try attribute.validated(.text(name), on: entity)
    } catch let error as ValidationError {
      rowProblems.append(
        problem(record, source, column: column, Self.withoutKey(error.message, display, of: entity)))
      return nil
    }
    let stored = values.storage.map { $0 ?? .null }
    let targets = Array(repeating: Int64?.none, count: entity.toOneRelationships.count)
    let id = try writer.insert(entity, values: stored, targets: targets)
    changes.recordInsert(entity, id: id)
    values.storage = stored
    try directory(entity).add(
      StoredRow(id: id, version: 1, values: values, targets: targets, existedBefore: false))
    report[entity.name].added += 1
    if let index = report.created.firstIndex(where: {
      $0.entity == entity.name && $0.referencedBy == referrer.name
    }) {
      report.created[index].names.append(name)
    } else {
      report.created.append(.init(entity: entity.name, referencedBy: referrer.name, names: [name]))
    }
    return id
  }

  // MARK: Messages

  /// Where the rows `positions` are, for a message: "on Maple Grove Foxes U10 and Cedar Falls
  /// Comets U10", "without a team"; nil when the rows have no parent.
  private func places(_ positions: [Int], _ reference: Reference) -> String? {
    guard !positions.isEmpty, let parent = reference.destination.parentRelationship,
      let index = reference.destination.toOneIndex(parent.name)
    else { return nil }
    let names = directories[parent.destination]
    var parents: [String] = []
    var without = false
    for position in positions {
      guard let id = reference.directory.rows[position].targets[index] else {
        without = true
        continue
      }
      let name = names?.name(of: id) ?? "#\(id)"
      if !parents.contains(name) { parents.append(name) }
    }
    let shown = Array(parents.prefix(3)) + (parents.count > 3 ? ["\(parents.count - 3) more"] : [])
    let nowhere = "without \(Prose.article(parent.name)) \(parent.name)"
    guard !parents.isEmpty else { return nowhere }
    return "on " + Prose.list(shown, "and") + (without ? ", and one " + nowhere : "")
  }

  /// "no team is named or abbreviated 'Rivrside', so its player 'Aoife O'Brien' cannot be found".
  private static func unknownParent(
    _ name: String, _ parent: Entity, of row: String, _ entity: Entity, hint: String?
  ) -> String {
    "no \(parent.presentation.noun) is \(parent.presentation.lookupVerbs) \(quoted(name))"
      + (hint.map { " (\($0))" } ?? "") + ", so its "
      + "\(entity.presentation.noun) \(quoted(row)) cannot be found"
  }

  /// "no player on Riverside Tigers U8 is named 'Emma Johnson' (a player of that name is on Maple
  /// Grove Foxes U10)".
  private func notPlaced(_ text: String, _ placed: Placement, elsewhere: [Int], _ reference: Reference)
    -> String
  {
    let presentation = reference.destination.presentation
    var message =
      "no \(presentation.noun) \(placed.words) is \(presentation.lookupVerbs) \(quoted(text))"
    if let places = places(elsewhere, reference) {
      message +=
        elsewhere.count == 1
        ? " (\(presentation.withArticle) of that name is \(places))"
        : " (\(presentation.plural) of that name are \(places))"
    }
    return message
  }

  /// "2 players on Riverside Tigers U12 are named 'Lucas Moreau'; …": a name the file does not
  /// tell apart, with what would.
  private func ambiguity(_ text: String, _ found: [Int], _ reference: Reference, _ placed: Placement?)
    -> String
  {
    let presentation = reference.destination.presentation
    let verb = presentation.lookupKeys.first?.verb ?? "named"
    if let placed {
      return "\(presentation.count(found.count)) \(placed.words) are \(verb) "
        + "\(quoted(text)), and the file cannot say which one this row is for; give them names that tell them apart"
    }
    let places = places(found, reference).map { " (\($0))" } ?? ""
    let parentName = reference.destination.parentRelationship?.name
    let hint =
      reference.canBeQualified && parentName != nil
      ? "add \(Prose.article(parentName!)) \(parentName!) column to say which"
      : "the file cannot say which one this row is for"
    return "\(presentation.count(found.count)) are \(verb) \(quoted(text))\(places); \(hint)"
  }
}
