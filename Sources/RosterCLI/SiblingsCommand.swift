import RosterKit

/// `siblings PLAYER [team=TEAM]`: the players who share a guardian with a player, each with the
/// guardians they share — derived from the guardianships each time it is asked, never stored, so
/// a guardian linked or unlinked changes it at once (issue 42). On a league office's server it is
/// derived from the guardianships the login reads.
enum SiblingsCommand {
  static let syntax = Syntax(
    [.operand(CommandTable.object(RosterModel.player, "the player whose siblings to list"))]
      + (CommandTable.placement(of: RosterModel.player, in: RosterModel.shared).map { [.placement($0)] } ?? [])
  )

  static func run(_ session: Session, _ input: CommandInput) throws {
    let player = try EditingCommands.object(
      RosterModel.player, input[.name] ?? "", parent: input.parent, in: session)
    let links = session.model.declaration(of: RosterModel.guardianship)
    var shared: [ObjectID: (sibling: ManagedObject, guardians: [String])] = [:]
    for own in try guardianships(of: "player", player, links, in: session) {
      guard let guardian = own.object(forKey: "guardian") else { continue }
      for link in try guardianships(of: "guardian", guardian, links, in: session) {
        guard let sibling = link.object(forKey: "player"), sibling.objectID != player.objectID else {
          continue
        }
        shared[sibling.objectID, default: (sibling, [])].guardians.append(guardian.string("name") ?? "")
      }
    }
    let rows = shared.values.map { entry -> [DatabaseValue] in
      let team = entry.sibling.object(forKey: "team")?.string("name")
      return [
        .text(entry.sibling.string("name") ?? ""), team.map { .text($0) } ?? .null,
        .text(entry.guardians.sorted().joined(separator: ", ")),
      ]
    }.sorted { ($0[0].description, $0[1].description) < ($1[0].description, $1[1].description) }
    session.show(
      Listing(
        columns: [.init("name"), .init("team"), .init("shared guardians")], rows: rows, noun: "siblings"))
  }

  /// The guardianships whose `key` (their player or their guardian) is `object`.
  private static func guardianships(
    of key: String, _ object: ManagedObject, _ links: Entity, in session: Session
  ) throws -> [ManagedObject] {
    var request = FetchRequest(entity: links)
    request.predicate = .comparison(key: key, .equal, .object(object.objectID))
    return try session.context.fetch(request)
  }
}
