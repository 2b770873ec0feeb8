import RosterKit

/// `league`: the league's settings (a one-row entity), shown as `key  value` lines; `league set
/// key=value…` changes them in one save, as `set` changes any object.
enum LeagueCommand {
  static func run(_ settings: Entity, _ session: Session, _ arguments: inout Arguments) throws {
    guard arguments.takeKeyword("set") else {
      try arguments.finish()
      let object = try current(settings, in: session)
      let rows = settings.attributes.map { attribute -> [DatabaseValue] in
        [.text(attribute.name), object?.value(forKey: attribute.name) ?? .null]
      }
      session.show(
        Listing(columns: [.init("setting"), .init("value")], rows: rows, noun: "settings"))
      return
    }
    let changes = try arguments.takeSettings()
    try arguments.finish()
    let object = try current(settings, in: session) ?? session.context.insert(settings)
    guard !changes.isEmpty else {
      throw arguments.usageError(
        "nothing to change; give key=value, such as " + settings.presentation.examples.set)
    }
    try EditingCommands.apply(changes, to: object, excluding: [], in: session)
    let saved = try session.save()
    let change = saved.updated.first ?? saved.inserted.first
    guard let change else {
      session.say("Nothing changed: the \(settings.presentation.noun) already has those values.")
      return
    }
    let keys = saved.inserted.isEmpty ? change.previous.keys.sorted() : changes.map(\.key)
    let details = keys.compactMap { key -> String? in
      guard let attribute = settings.attribute(key) else { return nil }
      return "\(attribute.name) \(change.values[attribute.name]?.description ?? "")"
    }
    session.say("Updated the \(settings.presentation.noun): \(details.joined(separator: ", ")).")
  }

  /// The settings' row, if the league has one yet: the first by id (every fetch is ordered by id
  /// last; sorting by `self`, an object, is refused).
  static func current(_ settings: Entity, in session: Session) throws -> ManagedObject? {
    var request = FetchRequest(entity: settings)
    request.fetchLimit = 1
    return try session.context.fetch(request).first
  }
}
