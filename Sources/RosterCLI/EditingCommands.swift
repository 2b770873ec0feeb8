import RosterKit

/// `add`, `set`, `move` and `rm`, by name or (in a session) by row number. Each changes objects
/// in the context and saves once, so it commits fully or changes nothing.
enum EditingCommands {
  static func addTeam(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the team's name")
    let settings = try arguments.takeSettings()
    let team = session.context.insert(Team.self)
    team.name = name
    try apply(settings, to: team, excluding: [])
    try session.save()
    session.say("Added team \(team.name)\(team.abbreviation.map { " (\($0))" } ?? "").")
  }

  static func addPlayer(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the player's name")
    let teamName = arguments.takeSetting("team")
    let settings = try arguments.takeSettings()
    guard let team = try session.team(named: teamName) else {
      throw arguments.usageError("missing team=TEAM: say which team the player joins")
    }
    let player = session.context.insert(Player.self)
    player.name = name
    player.team = team
    try apply(settings, to: player, excluding: ["team"])
    if player.value(forKey: "age").isNull {
      throw arguments.usageError("missing age=N: every player needs an age")
    }
    try session.save()
    session.say("Added \(player.name) (age \(player.age)) to \(team.name).")
  }

  static func setTeam(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the team to change")
    let settings = try arguments.takeSettings()
    try update(try session.league.team(name), with: settings, usage: arguments, in: session)
  }

  static func setPlayer(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the player to change")
    let teamName = arguments.takeSetting("team")
    let settings = try arguments.takeSettings()
    try update(
      try player(name, team: teamName, in: session), with: settings, usage: arguments, in: session)
  }

  /// `set ROW|NAME key=value…`: a team at the league, a player inside a team.
  static func setRow(_ session: Session, _ arguments: inout Arguments) throws {
    let reference = try arguments.requireName("the row number or name to change")
    let settings = try arguments.takeSettings()
    try update(
      try RowReference.resolve(reference, in: session), with: settings, usage: arguments, in: session)
  }

  static func movePlayer(_ session: Session, _ arguments: inout Arguments) throws {
    let name = try arguments.requireName("the player to move", until: ["to"])
    let fromName = arguments.takeSetting("team")
    let destination = try destination(&arguments)
    let player = try player(name, team: fromName, in: session)
    try move(player, to: destination, in: session)
  }

  /// `move ROW|NAME to TEAM`, inside a team.
  static func moveRow(_ session: Session, _ arguments: inout Arguments) throws {
    let reference = try arguments.requireName("the row number or name of the player to move", until: ["to"])
    let destination = try destination(&arguments)
    guard session.team != nil || RowReference.rowNumber(reference) != nil || reference.hasPrefix("#") else {
      throw UsageError("'move' moves players; 'cd' into their team first, or use 'move player NAME to TEAM'")
    }
    guard let player = try RowReference.resolve(reference, in: session) as? Player else {
      throw UsageError("\(quoted(reference)) is a team; only players move (teams are renamed with 'set')")
    }
    try move(player, to: destination, in: session)
  }

  static func removeTeam(_ session: Session, _ arguments: inout Arguments) throws {
    let force = arguments.takeFlag("-f", "--force")
    let name = try arguments.requireName("the team to delete")
    try arguments.finish()
    try remove(try session.league.team(name), force: force, in: session)
  }

  static func removePlayer(_ session: Session, _ arguments: inout Arguments) throws {
    let force = arguments.takeFlag("-f", "--force")
    let name = try arguments.requireName("the player to delete")
    let teamName = arguments.takeSetting("team")
    try arguments.finish()
    try remove(
      try player(name, team: teamName, in: session), force: force, in: session)
  }

  /// `rm ROW|NAME [-f]`: a team at the league, a player inside a team.
  static func removeRow(_ session: Session, _ arguments: inout Arguments) throws {
    let force = arguments.takeFlag("-f", "--force")
    let reference = try arguments.requireName("the row number or name to delete")
    try arguments.finish()
    try remove(try RowReference.resolve(reference, in: session), force: force, in: session)
  }

  // MARK: The changes themselves

  /// Sets `key=value` pairs and saves, saying what changed ("Updated Mookie Betts: age 27 → 28.").
  static func update(
    _ object: ManagedObject, with settings: [(key: String, value: String)], usage arguments: Arguments,
    in session: Session
  ) throws {
    guard !settings.isEmpty else {
      throw arguments.usageError(
        "nothing to change; give key=value, such as " + (object is Team ? "city=Boston" : "age=28"))
    }
    let name = object.value(forKey: "name").description
    try apply(settings, to: object, excluding: object is Player ? ["team"] : [])
    let changes = try session.save()
    guard let change = changes.updated.first else {
      session.say("Nothing changed: \(name) already has those values.")
      return
    }
    let details = change.previous.keys.sorted().map { key in
      "\(key) \(show(change.previous[key]!)) → \(show(change.values[key] ?? .null))"
    }
    session.say("Updated \(name): \(details.joined(separator: ", ")).")
  }

  static func move(_ player: Player, to destinationName: String, in session: Session) throws {
    let destination = try session.league.team(destinationName)
    let origin = player.team?.name ?? "no team"
    guard player.team?.objectID != destination.objectID else {
      session.say("\(player.name) is already on \(destination.name).")
      return
    }
    player.team = destination
    try session.save()
    session.say("Moved \(player.name) from \(origin) to \(destination.name).")
  }

  /// Deletes a team (with its players) or a player, asking first at a terminal unless forced.
  static func remove(_ object: ManagedObject, force: Bool, in session: Session) throws {
    if let team = object as? Team {
      // The question needs the count; without a question (a script, -f) it is not worth a query.
      if !force && session.terminal != nil {
        let players = try session.context.count(Player.request(team: team))
        let question =
          "Delete team \(team.name)" + (players == 0 ? "?" : " and its \(count(players, "player"))?")
        guard session.confirm(question) else {
          session.say("Nothing deleted.")
          return
        }
      }
      try session.context.delete(team)
      let deleted = try session.save().deleted("Player").count
      session.say(
        "Deleted team \(team.name)"
          + (deleted == 0 ? " (it had no players)." : " and its \(count(deleted, "player"))."))
    } else if let player = object as? Player {
      let teamName = player.team?.name ?? "the league"
      guard force || session.confirm("Delete \(player.name) from \(teamName)?") else {
        session.say("Nothing deleted.")
        return
      }
      try session.context.delete(player)
      try session.save()
      session.say("Deleted \(player.name) from \(teamName).")
    }
  }

  // MARK: Helpers

  /// The player a command names: on the team given with `team=`, else on the team you are in;
  /// an `#ID` names its player exactly, wherever you are.
  static func player(_ name: String, team teamName: String?, in session: Session) throws -> Player {
    let team = teamName == nil && name.hasPrefix("#") ? nil : try session.team(named: teamName)
    return try session.league.player(name, team: team)
  }

  /// The `to TEAM` at the end of a move.
  private static func destination(_ arguments: inout Arguments) throws -> String {
    guard let to = arguments.words.lastIndex(where: { Arguments.isKeyword($0, "to") }) else {
      throw arguments.usageError("missing 'to TEAM': say where the player goes")
    }
    let name = arguments.words[(to + 1)...].map(\.value).joined(separator: " ")
    guard to == 0, !name.isEmpty else {
      throw arguments.usageError(
        name.isEmpty ? "missing the team after 'to'" : "unexpected \(quoted(arguments.words[0].value))")
    }
    return name
  }

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
      return UsageError("\(key)= is not something 'set' changes; use 'move' to change a \(noun)'s team")
    }
    var message = "\(noun)s have no \(quoted(key))"
    if let suggestion = Suggestions.closest(to: key, in: names) {
      message += "; did you mean '\(entity.attribute(suggestion)?.name ?? suggestion)'?"
    } else {
      message += "; use " + keys.joined(separator: ", ")
    }
    return UsageError(message)
  }

  private static func show(_ value: DatabaseValue) -> String { value.isNull ? "(none)" : value.description }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(NumberText.grouped(number)) \(noun)\(number == 1 ? "" : "s")"
  }
}
