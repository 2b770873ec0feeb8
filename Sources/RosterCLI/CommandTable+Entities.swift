import RosterKit

/// The commands of each entity (its listing, `add`, `set`, `move`, `rm`, and for the two levels
/// the league's rules govern, the bulk ones), made from the entity's declaration: its nouns, keys,
/// settings and where it is placed give each command its syntax, so a new entity (or a new
/// relationship of one) gets its commands, their help and their completion without code.
extension CommandTable {
  /// The entities' commands, in the order help lists them (listings, `find`, adds, sets, moves,
  /// removes, each kind with its row form).
  static func entityCommands(_ model: Model) -> [Command] {
    var listings: [Command] = []
    var adds: [Command] = []
    var sets: [Command] = []
    var moves: [Command] = []
    var removes: [Command] = []
    // The navigation's two levels first (teams, players), then the rest in the model's order.
    let main = [model.rootEntity] + (model.childEntity(of: model.rootEntity).map { [$0] } ?? [])
    let ordered = main + model.entities.filter { entity in !main.contains { $0 === entity } }
    for entity in ordered where !entity.presentation.isSettings {
      let p = entity.presentation
      let parent = model.parentEntity(of: entity)?.presentation
      // The league's rules govern teams and players: a change of them that breaks one needs it.
      let isMain = main.contains { $0 === entity }
      let force = isMain ? [EditingCommands.force] : []
      let placement = Self.placement(of: entity, in: model).map { [Syntax.Element.placement($0)] } ?? []
      let container = Self.container(of: entity, in: model).map { [Syntax.Element.container($0)] } ?? []
      let keys = entity.attributes.map(\.name)
      let members = Syntax.Key.members(of: entity)
      listings.append(
        Command(
          p.plural, syntax: Syntax(container + [.clauses(.init(entity: entity.name))]),
          summary: p.listingSummary, example: "\(p.plural) \(p.examples.listing)",
          run: { try ListingCommands.list(entity, $0, $1) }))
      adds.append(
        Command(
          "add \(p.noun)",
          syntax: Syntax(
            [
              // A name the entity may be without (a guardianship's relationship) may be left out.
              .operand(
                entity.attribute(p.displayKey)?.isOptional == true
                  ? .init(slot: .name, kind: .text, placeholder: "[\(p.displayKey.uppercased())]")
                  : .init(
                    slot: .name, kind: .text, placeholder: "NAME",
                    missing: .missing("the \(p.noun)'s \(p.displayKey)"))),
              .settings(
                .init(
                  entity: entity.name,
                  keys: Syntax.Key.of(entity) + members + Self.narrowing(entity, in: model),
                  taking: .adding(
                    usage: settingsUsage(
                      entity, qualifier: Self.qualifierUsage(entity, model),
                      named: Self.namedValueSettings(entity, in: model))
                      + Self.addingMembersUsage(entity, in: model),
                    placement: Self.placement(of: entity, in: model)))),
            ], options: force),
          summary: "add \(p.withArticle)"
            + (parent.map {
              entity.parentRelationship!.isOptional
                ? " to \($0.withArticle) or to none (inside \($0.withArticle), \(p.parent!)= may be left out)"
                : " to \($0.withArticle) (inside \($0.withArticle), \(p.parent!)= may be left out)"
            } ?? ""),
          example: "add \(p.noun) \(p.examples.add)", run: { try EditingCommands.add(entity, $0, $1) }))
      sets.append(
        Command(
          "set \(p.noun)",
          syntax: Syntax(
            [
              .operand(
                Self.object(entity, "the \(p.noun) to change", until: members.isEmpty ? [] : memberVerbs))
            ]
              + placement + [Self.changes(of: entity, in: model)], options: force),
          summary: "change \(p.withArticle)'s "
            + Prose.list(keys + members.map(\.name) + Self.namedValueSettings(entity, in: model), "or")
            + Self.membersSummary(entity),
          example: "set \(p.noun) \(p.examples.name) \(p.examples.set)",
          run: { try EditingCommands.set(entity, $0, $1) }))
      // Bulk changes, for the two levels the league's rules govern (whose plurals differ from
      // their nouns, as `staff`'s would not); the listing's own words say which (`players BOS
      // where …`, `players --free where …`).
      let selection =
        container + [.clauses(.init(entity: entity.name, required: BulkCommands.needsWhere(entity)))]
      let bulk = [BulkCommands.yes, BulkCommands.force]
      if isMain {
        let scope = Set([entity.parentRelationship?.name, parent?.parent].compactMap { $0 })
        sets.append(
          Command(
            "set \(p.plural)",
            syntax: Syntax(
              selection + [
                .settings(
                  .init(
                    entity: entity.name, keys: Syntax.Key.of(entity), taking: .aroundCondition(scope: scope)))
              ], options: bulk),
            summary:
              "change every \(p.noun) that matches, in one step (asks first at a terminal; -f does not ask)",
            example: "set \(p.plural) \(p.examples.selection) \(p.examples.set)",
            run: { try BulkCommands.set(entity, $0, $1) }))
      }
      if let parentEntity = model.parentEntity(of: entity), let parent {
        let to = Syntax.Operand(
          slot: .parent, kind: .object(parentEntity.name), placeholder: parent.noun.uppercased())
        let elsewhere = parent.examples.name == "BOS" ? "LAD" : parent.examples.name
        moves.append(
          Command(
            "move \(p.noun)",
            syntax: Syntax(
              [.operand(Self.object(entity, "the \(p.noun) to move", until: ["to"]))] + placement + [
                .destination(to)
              ],
              options: force),
            summary: "move \(p.withArticle) to another \(parent.noun)",
            example: "move \(p.noun) \(p.examples.name) to \(elsewhere)",
            run: { try EditingCommands.move(entity, $0, $1) }))
        if isMain {
          moves.append(
            Command(
              "move \(p.plural)", syntax: Syntax(selection + [.destination(to, many: true)], options: bulk),
              summary: "move every \(p.noun) that matches to another \(parent.noun), in one step",
              example: "move \(p.plural) \(p.examples.selection) to \(elsewhere)",
              run: { try BulkCommands.move(entity, $0, $1) }))
        }
      }
      let release = EditingCommands.releasable(entity, model).isEmpty ? [] : [EditingCommands.releasing]
      removes.append(
        Command(
          "rm \(p.noun)",
          syntax: Syntax(
            [.operand(Self.object(entity, "the \(p.noun) to delete"))] + placement,
            options: [EditingCommands.removeForce] + release),
          summary: "delete \(p.withArticle)" + Self.cascadeSummary(entity, model)
            + " (asks first at a terminal)",
          example: "rm \(p.noun) \(p.examples.name)", run: { try EditingCommands.remove(entity, $0, $1) }))
      if isMain {
        removes.append(
          Command(
            "rm \(p.plural)", syntax: Syntax(selection, options: bulk),
            summary: "delete every \(p.noun) that matches" + Self.cascadeSummary(entity, model, plural: true)
              + ", in one step (asks first at a terminal)",
            example: "rm \(p.plural) \(p.examples.selection)",
            run: { try BulkCommands.remove(entity, $0, $1) }))
      }
    }
    return rowCommands(model, listings: listings, adds: adds, sets: sets, moves: moves, removes: removes)
  }

  /// The commands of the level you are in, by row number or name (`set 3`, `move 2 to LAD`, `rm
  /// 1`), each after its kind, and `find`, the settings' command and `release`.
  private static func rowCommands(
    _ model: Model, listings: [Command], adds: [Command], sets: [Command], moves: [Command],
    removes: [Command]
  ) -> [Command] {
    let root = model.rootEntity.presentation
    let child = model.childEntity(of: model.rootEntity)?.presentation
    let rootNoun = root.noun.uppercased()
    let row = { @Sendable (what: String, until: [String]) in
      Syntax.Element.operand(
        .init(slot: .name, kind: .row, placeholder: "ROW|NAME", missing: .missing(what), until: until))
    }
    let to = Syntax.Operand(slot: .parent, kind: .object(model.rootEntity.name), placeholder: rootNoun)
    var commands = listings
    if let searchable = model.searchableEntity?.presentation {
      commands.append(
        Command(
          "find",
          syntax: Syntax([
            .operand(
              .init(slot: .name, kind: .text, placeholder: "TEXT", missing: .missing("the text to find")))
          ]),
          summary:
            "find \(searchable.plural) league-wide whose \(searchable.displayKey) contains TEXT, ignoring case and accents",
          example: "find jose", run: ListingCommands.find))
    }
    commands += adds + sets
    commands.append(
      Command(
        "set",
        syntax: Syntax(
          [
            row("the row number or name to change", Self.hasMembers(model) ? memberVerbs : []),
            Self.rowChanges(model),
          ],
          options: [EditingCommands.force]),
        summary:
          "change a row of the last listing: \(root.withArticle), or inside \(root.withArticle) one of its "
          + (child?.plural ?? "objects"),
        example: "set 3 \(child?.examples.set ?? root.examples.set)", run: EditingCommands.setRow))
    commands += moves
    if let child {
      commands.append(
        Command(
          "move",
          syntax: Syntax(
            [row("the row number or name to move", ["to"]), .destination(to)],
            options: [EditingCommands.force]),
          summary: "inside \(root.withArticle): move one of its \(child.plural) to another \(root.noun)",
          example: "move 2 to LAD", run: EditingCommands.moveRow))
    }
    commands += removes
    commands.append(
      Command(
        "rm",
        syntax: Syntax([row("the row number or name to delete", [])], options: [EditingCommands.removeForce]),
        summary: "delete a row of the last listing (asks first at a terminal; -f does not ask)",
        example: "rm 1", run: EditingCommands.removeRow))
    if let settings = model.entities.first(where: \.presentation.isSettings) {
      let p = settings.presentation
      commands.append(
        Command(
          p.noun,
          syntax: Syntax([
            .optional([
              .keyword("set"),
              .settings(.init(entity: settings.name, keys: Syntax.Key.of(settings), taking: .changing)),
            ])
          ]),
          summary: "show the \(p.noun)'s " + Prose.list(settings.attributes.map(\.name))
            + ", or change them with 'set'",
          example: "\(p.noun) set \(p.examples.set)", run: { try LeagueCommand.run(settings, $0, $1) }))
    }
    if let entity = model.pooledEntity, let pool = entity.presentation.pool {
      let p = entity.presentation
      let parent = model.parentEntity(of: entity)!.presentation
      commands.append(
        Command(
          "release",
          syntax: Syntax(
            [.operand(Self.object(entity, "the \(p.noun) to release"))]
              + (Self.placement(of: entity, in: model).map { [.placement($0)] } ?? []),
            options: [EditingCommands.force]),
          summary: "take \(p.withArticle) off \(parent.withArticle): it waits among the \(pool)",
          example: "release \(p.examples.name)", run: { try EditingCommands.release(entity, $0, $1) }))
    }
    return commands
  }

  /// `PLAYER`: an operand naming an object of `entity`, required (`what` is missing without it).
  static func object(_ entity: Entity, _ what: String, until: [String] = []) -> Syntax.Operand {
    Syntax.Operand(
      slot: .name, kind: .object(entity.name), placeholder: entity.presentation.noun.uppercased(),
      missing: .missing(what), until: until)
  }

  /// `[team=TEAM]`, `[player=PLAYER [team=TEAM]]`: where an object of `entity` is placed, as the
  /// settings narrowing its name; nil for an entity placed in nothing.
  static func placement(of entity: Entity, in model: Model) -> Syntax.Placement? {
    guard let relationship = entity.parentRelationship, let parent = model.parentEntity(of: entity) else {
      return nil
    }
    var placement = Syntax.Placement(
      key: relationship.name, kind: .object(parent.name), placeholder: parent.presentation.noun.uppercased())
    if let key = parent.presentation.parent, let grandparent = model.parentEntity(of: parent) {
      placement.qualifier = [
        Syntax.Placement(
          key: key, kind: .object(grandparent.name), placeholder: grandparent.presentation.noun.uppercased())
      ]
    }
    return placement
  }

  /// ` [team=TEAM]`: the qualifier of the parent's setting in `add`'s usage line.
  private static func qualifierUsage(_ entity: Entity, _ model: Model) -> String {
    placement(of: entity, in: model)?.qualifier.first.map { " [\($0.key)=\($0.placeholder)]" } ?? ""
  }

  /// What a listing of `entity` is within (`[TEAM|--free]`, `[PLAYER [team=TEAM]]`); nil for an
  /// entity placed in nothing.
  static func container(of entity: Entity, in model: Model) -> Syntax.Container? {
    guard let parent = model.parentEntity(of: entity), let relationship = entity.parentRelationship else {
      // `guardians TEAM`: an entity placed nowhere, listed by what its to-many reaches.
      return ListingCommands.reached(from: entity, in: model).map { reached in
        Syntax.Container(
          name: .init(
            slot: .parent, kind: .object(reached.entity.name),
            placeholder: reached.entity.presentation.noun.uppercased()))
      }
    }
    return Syntax.Container(
      name: .init(
        slot: .parent, kind: .object(parent.name), placeholder: parent.presentation.noun.uppercased()),
      qualifier: placement(of: parent, in: model),
      free: relationship.isOptional ? ListingCommands.free : nil)
  }

}
