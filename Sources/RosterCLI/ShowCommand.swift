import RosterKit

/// `show ROW|NAME` and `show NOUN NAME`: every field of one record — its `#id`, each attribute
/// (a player's birthdate and league age among them), what it belongs to, what belongs to it
/// (a team's staff, a player's contacts) — and its last changes in the journal.
enum ShowCommand {
  static let isPrivate = CommandOption(
    "--private", meaning: "print private fields too (a player's medical note, gender, school)")

  /// `show ROW|NAME|NOUN NAME [--private]`.
  static func syntax(_ model: Model) -> Syntax {
    Syntax([.subject(.init(model, placeholder: "ROW|NAME")), .optional([.option(isPrivate)])])
  }

  /// How many of an object's related objects, and of its journal entries, are shown.
  static let limit = 10
  static let changes = 5

  static func run(_ session: Session, _ input: CommandInput) throws {
    let object: ManagedObject
    if input.keywords.isEmpty, let words = input.operands[.name], words.count == 1,
      RowReference.rowNumber(words[0].value) != nil
    {
      object = try RowReference.resolve(words[0].value, in: session)
    } else {
      guard let found = try session.subject(input) else {
        throw input.usageError(
          "say what to show: a row number, a name, or a kind and a name (show team BOS)")
      }
      object = found
    }
    let fields = try self.fields(of: object, in: session, isPrivate: input.has(Self.isPrivate))
    var listing = Listing(
      columns: fields.map { Listing.Column($0.key) }, noun: object.entity.presentation.plural)
    listing.rows = [fields.map(\.value)]
    guard session.format == .table else { return session.show(listing) }
    try session.paged { try showRecord(object, fields, isPrivate: input.has(Self.isPrivate), in: session) }
  }

  /// A record a field a line, then its last changes in the journal; without `isPrivate`, a change
  /// that gave a private field a value is named, not shown (its command and lines hold the value).
  private static func showRecord(
    _ object: ManagedObject, _ fields: [(key: String, value: DatabaseValue)], isPrivate: Bool,
    in session: Session
  ) throws {
    let width = fields.map { DisplayWidth.of($0.key) }.max() ?? 0
    for field in fields {
      // A many-to-many's members with their links' facts: one a line, under each other.
      let lines = ListingRenderer.cell(field.value).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let key = index == 0 ? field.key : ""
        session.out.line(
          key + String(repeating: " ", count: width - DisplayWidth.of(key)) + "  " + String(line).visible())
      }
    }
    let reader = JournalReader(store: session.context.store, model: session.model)
    var filter = JournalReader.Filter()
    filter.object = object.objectID
    filter.limit = changes
    let entries = try reader.entries(filter)
    session.out.line()
    session.out.line(entries.isEmpty ? "No changes in the journal." : "Last changes:")
    for (index, entry) in entries.enumerated() {
      if index > 0 { session.out.line() }
      if try isPrivate || !Self.changesPrivate(entry, reader: reader, model: session.model) {
        try LogCommand.showBlocks([entry], reader: reader, verbose: false, in: session)
      } else {
        session.out.line(LogCommand.heading(entry, command: Self.withheldChange))
      }
    }
  }

  /// A private note's line: with `isPrivate` the note, marked when it is an alert; without, the
  /// mark and that there is a note to read.
  static func note(_ text: String?, alert: Bool, isPrivate: Bool) -> DatabaseValue {
    let mark = alert ? ReportRenderer.alertMark : nil
    guard let text else { return mark.map { .text($0) } ?? .null }
    if isPrivate { return .text(mark.map { $0 + ": " + text } ?? text) }
    return .text((mark.map { $0 + " " } ?? "") + withheld)
  }

  /// Whether `entry` gave a private field a value, or changed it — a player's medical note, or
  /// the no-contact note of one of their links, made, changed or taken away with one
  /// (`EntityPresentation.privateNotes`): its command and lines show it.
  private static func changesPrivate(_ entry: JournalEntry, reader: JournalReader, model: Model) throws
    -> Bool
  {
    func columns(_ entity: Entity) -> [String] {
      entity.presentation.privateNotes.compactMap { entity.attribute($0.key)?.column }
    }
    // An entry too large to read whole shows a summary, and its command, which may name one.
    guard entry.isWhole else {
      return model.entities.flatMap(columns).contains { entry.command?.contains($0) == true }
    }
    let changed = entry.changes.contains { change in
      columns(change.entity).contains { column in
        let old = change.old?[column] ?? .null
        let new = change.new?[column] ?? .null
        return old != new || (change.kind == .insert && new != .null)
      }
    }
    return try changed
      || entry.links.contains { link in
        guard let through = link.table.through else { return false }
        let notes = columns(model.entity(named: through))
        guard !notes.isEmpty else { return false }
        let image = try reader.linkImage(link)
        return notes.contains { (image?[$0] ?? .null) != .null }
      }
  }

  /// `#id`, the attributes as a person reads them, to-one relationships by name, and to-many
  /// ones as a count and the first names (a many-to-many's through rows as its members). A
  /// private note (`EntityPresentation.privateNotes`) is one line with its alert flag, and says
  /// only that there is one (and whether it is an alert), unless `isPrivate`.
  static func fields(of object: ManagedObject, in session: Session, isPrivate: Bool = false) throws -> [(
    key: String, value: DatabaseValue
  )] {
    let entity = object.entity
    var fields: [(key: String, value: DatabaseValue)] = [("#id", .text("#\(object.objectID.rowID)"))]
    // As a listing reads them: a derived value (league age) is worked out by the query.
    let keys = (entity.attributes + entity.derivedAttributes).map(\.name)
    var this = FetchRequest(entity: entity)
    this.predicate = .comparison(key: "self", .equal, .object(object.objectID))
    let values = try session.context.fetchValues(this, keyPaths: keys).first ?? []
    let read = Dictionary(zip(keys, values), uniquingKeysWith: { first, _ in first })
    let notes = entity.presentation.privateNotes
    for (key, value) in zip(keys, values) where !notes.contains(where: { $0.alert == key }) {
      if let note = notes.first(where: { $0.key == key }) {
        let alert = note.alert.map { (read[$0]?.integerValue ?? 0) != 0 } ?? false
        fields.append((key, Self.note(value.textValue, alert: alert, isPrivate: isPrivate)))
        continue
      }
      // A flag as a listing shows it (yes or no), not as stored.
      fields.append((key, entity.attribute(key)?.shown(value) ?? value))
    }
    // A to-many whose rows are a many-to-many's links (a guardian's guardianships) is shown as
    // that many-to-many's members (its players), each with its link's facts: its rows, unnamed,
    // would say it again.
    for relationship in entity.relationships where !session.model.holdsLinks(relationship) {
      let destination = session.model.entity(named: relationship.destination)
      let key = destination.presentation.displayKey
      if let table = session.model.joinTable(of: relationship), table.through != nil {
        let lines = try members(of: object, relationship, table, in: session, isPrivate: isPrivate)
        // One a line on the screen; in a file's cell, after each other as any members are.
        let separator = session.format == .table ? "\n" : ", "
        fields.append((relationship.name, lines.isEmpty ? .null : .text(lines.joined(separator: separator))))
        continue
      }
      if !relationship.isToMany {
        fields.append(
          (
            relationship.name,
            object.object(forKey: relationship.name).map { .text($0.string(key) ?? "") } ?? .null
          ))
        continue
      }
      var request = FetchRequest(entity: destination)
      request.predicate = .comparison(key: relationship.inverse, .equal, .object(object.objectID))
      request.sortDescriptors = destination.presentation.defaultOrder
      let count = try session.context.count(request)
      request.fetchLimit = limit
      // Rows that are a name and its value (a player's ids) are shown as both.
      let valueKey = destination.presentation.valueKey
      let names = try session.context.fetchValues(request, keyPaths: [key] + [valueKey].compactMap { $0 })
        .compactMap { row in
          row.first?.textValue.map { name in ([name] + row.dropFirst().map(\.description)) }
        }
        .map { $0.joined(separator: " ") }
      let separator = valueKey == nil ? ", " : " · "
      let more = count > names.count ? separator + "… (\(NumberText.grouped(count)) in all)" : ""
      fields.append(
        (relationship.name, count == 0 ? .null : .text(names.joined(separator: separator) + more)))
    }
    return fields
  }
}

extension ShowCommand {
  /// The members of a many-to-many that goes through an entity (a player's guardians, a
  /// guardian's players), in their listing's order (players youngest first), each with its
  /// link's facts:
  /// `Mei Chen (mother, lives with, may pick up: no, NO CONTACT: court order)`. A flag says its
  /// name when yes and `: no` when no; a flag that a private note explains (no contact) in
  /// capitals, with the note only with `isPrivate` (a note without its flag by its own name); a
  /// value as it is; an empty one not at all.
  static func members(
    of object: ManagedObject, _ relationship: Relationship, _ table: JoinTable, in session: Session,
    isPrivate: Bool
  ) throws -> [String] {
    let links = session.model.entity(named: table.through!)
    let ends = table.ends(from: object.entity.name, through: relationship.name)
    let member = session.model.entity(named: ends.member.entity)
    guard let owner = ends.owner.key, let other = ends.member.key else { return [] }
    let name = other + "." + member.presentation.displayKey
    var request = FetchRequest(entity: links)
    request.predicate = .comparison(key: owner, .equal, .object(object.objectID))
    request.sortDescriptors = member.presentation.defaultOrder.map {
      SortDescriptor(other + "." + $0.keyPath.text, ascending: $0.ascending)
    }
    let count = try session.context.count(request)
    guard count > 0 else { return [] }
    request.fetchLimit = limit
    let notes = links.presentation.privateNotes
    let attributes = links.attributes.filter { attribute in !notes.contains { $0.key == attribute.name } }
    let rows = try session.context.fetchValues(
      request, keyPaths: [name] + attributes.map(\.name) + notes.map(\.key))
    let lines = rows.map { row -> String in
      var facts: [String] = []
      var told = Set<Int>()
      for (attribute, value) in zip(attributes, row.dropFirst()) where value != .null {
        guard attribute.kind == .boolean else {
          facts.append(value.description)
          continue
        }
        let label = attribute.name.replacingLiterally("_", with: " ")
        guard value.integerValue != 0 else {
          facts.append(label + ": no")
          continue
        }
        guard let index = notes.firstIndex(where: { $0.alert == attribute.name }) else {
          facts.append(label)
          continue
        }
        let note = row[1 + attributes.count + index].textValue
        facts.append(label.uppercased() + (note.map { isPrivate ? ": " + $0 : " " + withheld } ?? ""))
        told.insert(index)
      }
      // A note whose flag is not set (a parent's instruction short of no contact) by its name.
      for (index, note) in notes.enumerated() where !told.contains(index) {
        guard let text = row[1 + attributes.count + index].textValue else { continue }
        let label = note.key.replacingLiterally("_", with: " ")
        facts.append(label + (isPrivate ? ": " + text : " " + withheld))
      }
      let who = row[0].textValue ?? ""
      return facts.isEmpty ? who : who + " (" + facts.joined(separator: ", ") + ")"
    }
    let more = count > lines.count ? ["… (\(NumberText.grouped(count)) in all)"] : []
    return lines + more
  }

  /// What a private note shows without `--private`.
  static let withheld = "(private: show --private to read it)"
  /// What a change of a private field shows in a record's last changes without `--private`.
  static let withheldChange = "(a change of a private field: show --private to read it)"
}
