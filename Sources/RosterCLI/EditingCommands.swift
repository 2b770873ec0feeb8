import RosterKit

/// `add`, `set`, `move` and `rm`: each changes objects in the context and saves once, so it
/// commits fully or changes nothing.
enum EditingCommands {
  static func addTeam(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the team's name")
    let settings = try arguments.takeSettings()
    let team = session.context.insert(Team.self)
    team.name = name
    try apply(settings, to: team, excluding: [])
    try session.context.save()
    session.say("Added team \(team.name)\(team.abbreviation.map { " (\($0))" } ?? "").")
  }

  static func addPlayer(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the player's name")
    guard let teamName = arguments.takeSetting("team") else {
      throw arguments.usageError("missing team=TEAM: say which team the player joins")
    }
    let settings = try arguments.takeSettings()
    let team = try session.league.team(teamName)
    let player = session.context.insert(Player.self)
    player.name = name
    player.team = team
    try apply(settings, to: player, excluding: ["team"])
    if player.value(forKey: "age").isNull {
      throw arguments.usageError("missing age=N: every player needs an age")
    }
    try session.context.save()
    session.say("Added \(player.name) (age \(player.age)) to \(team.name).")
  }

  static func setTeam(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the team to change")
    let settings = try arguments.takeSettings()
    guard !settings.isEmpty else {
      throw arguments.usageError("nothing to change; give key=value, such as city=Boston")
    }
    let team = try session.league.team(name)
    let before = team.name
    try apply(settings, to: team, excluding: [])
    try save(session, object: before)
  }

  static func setPlayer(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the player to change")
    let teamName = arguments.takeSetting("team")
    let settings = try arguments.takeSettings()
    guard !settings.isEmpty else {
      throw arguments.usageError("nothing to change; give key=value, such as age=28")
    }
    let team = try teamName.map { try session.league.team($0) }
    let player = try session.league.player(name, team: team)
    let before = player.name
    try apply(settings, to: player, excluding: ["team"])
    try save(session, object: before)
  }

  static func movePlayer(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the player to move", until: ["to"])
    let fromName = arguments.takeSetting("team")
    guard let to = arguments.words.lastIndex(where: { Arguments.isKeyword($0, "to") }) else {
      throw arguments.usageError("missing 'to TEAM': say where the player goes")
    }
    let destinationName = arguments.words[(to + 1)...].map(\.value).joined(separator: " ")
    guard to == 0, !destinationName.isEmpty else {
      throw arguments.usageError(
        destinationName.isEmpty
          ? "missing the team after 'to'" : "unexpected \(quoted(arguments.words[0].value))")
    }
    let from = try fromName.map { try session.league.team($0) }
    let player = try session.league.player(name, team: from)
    let destination = try session.league.team(destinationName)
    let origin = player.team?.name ?? "no team"
    guard player.team?.objectID != destination.objectID else {
      session.say("\(player.name) is already on \(destination.name).")
      return
    }
    player.team = destination
    try session.context.save()
    session.say("Moved \(player.name) from \(origin) to \(destination.name).")
  }

  static func removeTeam(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the team to delete")
    try arguments.finish()
    let team = try session.league.team(name)
    try session.context.delete(team)
    let changes = try session.context.save()
    let players = changes.deleted("Player").count
    let detail = players == 0 ? " (it had no players)." : " and its \(count(players, "player"))."
    session.say("Deleted team \(team.name)" + detail)
  }

  static func removePlayer(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the player to delete")
    let teamName = arguments.takeSetting("team")
    try arguments.finish()
    let team = try teamName.map { try session.league.team($0) }
    let player = try session.league.player(name, team: team)
    let teamTitle = player.team?.name ?? "the league"
    try session.context.delete(player)
    try session.context.save()
    session.say("Deleted \(player.name) from \(teamTitle).")
  }

  // MARK: Helpers

  /// Sets `key=value` pairs on an object, each value read and checked by its attribute.
  static func apply(
    _ settings: [(key: String, value: String)], to object: ManagedObject, excluding: Set<String>
  ) throws {
    let entity = object.entity
    for (key, text) in settings {
      guard !excluding.contains(key), let attribute = entity.attribute(key) else {
        throw unknownSetting(key, on: entity, excluding: excluding)
      }
      object.setValue(try attribute.parse(text, on: entity), forKey: attribute.name)
    }
  }

  static func unknownSetting(_ key: String, on entity: Entity, excluding: Set<String>) -> UsageError {
    let keys = entity.attributes.map(\.name).filter { !excluding.contains($0) }
    let names = entity.attributes.flatMap { [$0.name] + $0.aliases }.filter { !excluding.contains($0) }
    let noun = entity.name.lowercased()
    if excluding.contains(key) {
      return UsageError(
        "\(key)= is not something 'set' changes here; use 'move \(noun)' to change a \(noun)'s team")
    }
    var message = "\(noun)s have no \(quoted(key))"
    if let suggestion = Suggestions.closest(to: key, in: names) {
      message += "; did you mean '\(entity.attribute(suggestion)?.name ?? suggestion)'?"
    } else {
      message += "; use " + keys.joined(separator: ", ")
    }
    return UsageError(message)
  }

  /// Saves an update and says what changed ("Updated Mookie Betts: age 27 → 28.").
  private static func save(_ session: Session, object name: String) throws {
    let changes = try session.context.save()
    guard let change = changes.updated.first else {
      session.say("Nothing changed: \(name) already has those values.")
      return
    }
    let details = change.previous.keys.sorted().map { key in
      "\(key) \(show(change.previous[key]!)) → \(show(change.values[key] ?? .null))"
    }
    session.say("Updated \(name): \(details.joined(separator: ", ")).")
  }

  private static func show(_ value: DatabaseValue) -> String { value.isNull ? "(none)" : value.description }

  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
