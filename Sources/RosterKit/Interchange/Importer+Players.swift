/// How players of the file find the players already in the database.
struct PlayerWriter {
  /// A player that was in the database before the import.
  struct Existing {
    let id: Int64
    var values: RowValues
    var claimed = false
  }

  /// One team's players from before the import, by folded name, and the file rows that met them.
  final class Roster {
    var players: [Existing] = []
    var byName: [String: [Int]] = [:]
    /// For each folded name: the first file line with it, and whether it changed a player.
    var lines: [String: (line: Int, updated: Bool)] = [:]
  }

  let writer: EntityWriter
  let store: any Store
  /// The line of each `id` seen in this import, by a 64-bit hash of the id (memory stays small
  /// for a million ids; a collision would only report a false duplicate, about once in 10^13).
  var idLines: [UInt64: Int] = [:]
  private var rosters: [Int64: Roster] = [:]
  private var recent: [Int64] = []
  private(set) var teamsTouched: Set<Int64> = []
  let keys = RosterModel.player.attributes.map(\.name)
  private let rosterQuery: any PreparedStatement
  private let byExternalIDQuery: any PreparedStatement
  /// Rosters kept at once: enough for files grouped by team, bounded whatever the league's size.
  static let rosterLimit = 64

  /// New players gathered for one merge, where the store loads in bulk (`Store.bulkLoader`).
  let stage: PlayerStage?

  init(store: any Store, changes: ImportChanges? = nil) throws {
    self.store = store
    writer = try EntityWriter(entity: RosterModel.player, store: store, changes: changes)
    stage = try PlayerStage(store: store, writer: writer)
    let entity = RosterModel.player
    let columns = SQL.joined(keys.map { .identifier(entity.attribute($0)!.column) }, separator: ", ")
    let team = SQL.identifier(entity.relationship("team")!.column!)
    let roster: SQL =
      "SELECT \(ident: "id"), " + columns + " FROM \(ident: entity.table) WHERE " + team + " = \(bind: .null)"
    rosterQuery = try store.prepare(roster)
    let byID: SQL =
      "SELECT \(ident: "id"), " + columns + ", " + team + " FROM \(ident: entity.table) WHERE "
      + "\(ident: entity.attribute("id")!.column) = \(bind: .null)"
    byExternalIDQuery = try store.prepare(byID)
  }

  mutating func touch(_ team: Int64) { teamsTouched.insert(team) }

  /// A new player: inserted now, or staged for the merge at the end of the file.
  func add(_ values: RowValues, team: Int64, record: CSVRecord) throws {
    if let stage {
      try stage.append(values, team: team, line: record.line, fields: record.fields)
    } else {
      _ = try writer.insert(values, foreignKeys: [team])
    }
  }

  /// The players a team had before the import, loaded when first needed.
  mutating func roster(of team: Int64) throws -> Roster {
    if let roster = rosters[team] { return roster }
    let roster = Roster()
    try rosterQuery.query([.integer(team)]) { row in
      var values = RowValues(RosterModel.player)
      for (index, key) in keys.enumerated() { values[key] = row.value(at: index + 1) }
      roster.byName[TextFolding.fold(values["name"]?.textValue ?? ""), default: []].append(
        roster.players.count)
      roster.players.append(Existing(id: row.int64(at: 0) ?? 0, values: values))
    }
    rosters[team] = roster
    recent.append(team)
    if recent.count > Self.rosterLimit { rosters[recent.removeFirst()] = nil }
    return roster
  }

  /// The player with an external id: its row id, values and team.
  func player(externalID: String) throws -> (id: Int64, values: RowValues, team: Int64)? {
    var found: (Int64, RowValues, Int64)?
    try byExternalIDQuery.query([.text(externalID)]) { row in
      var values = RowValues(RosterModel.player)
      for (index, key) in keys.enumerated() { values[key] = row.value(at: index + 1) }
      found = (row.int64(at: 0) ?? 0, values, row.int64(at: keys.count + 1) ?? 0)
    }
    return found
  }
}

extension Importer {
  func importPlayers(_ source: Source, teams: inout TeamDirectory, writer: inout PlayerWriter) throws {
    let entity = RosterModel.player
    let present = entity.attributes.map(\.name).filter { source.columns[$0] != nil }
    try records(source) { record in
      var (rowProblems, misshapen) = shapeProblems(record, source)
      guard !misshapen else {
        try reject(record, rowProblems)
        return
      }
      let values = values(record, of: entity, in: source, problems: &rowProblems)
      let reference = (field(record, "team", in: source) ?? "").trimmedSpaces
      var team = reference.isEmpty ? nil : teams.find(reference)
      if reference.isEmpty {
        rowProblems.append(problem(record, source, column: "team", "is required"))
      } else if let problem = referenceProblem(reference, record, source) {
        // A team's name holds none of these, so no team is named so; say what is wrong with it.
        team = nil
        rowProblems.append(problem)
      } else if team == nil {
        if options.createTeams && rowProblems.isEmpty {
          team = try createTeam(
            reference, record: record, source: source, teams: &teams, problems: &rowProblems)
        } else if !options.createTeams {
          rowProblems.append(
            problem(
              record, source, column: "team",
              "no team is named or abbreviated \(quoted(reference)) (add it to a teams file, or import with --create-teams)"
            ))
        }
      }
      guard rowProblems.isEmpty, let team, let name = values["name"]?.textValue else {
        try reject(record, rowProblems)
        return
      }
      do {
        if let externalID = values["id"]?.textValue {
          let hash = Self.hash(externalID)
          if let earlier = writer.idLines[hash] {
            rowProblems.append(
              problem(record, source, column: "id", "\(quoted(externalID)) is also on line \(earlier)"))
            try reject(record, rowProblems)
            return
          }
          writer.idLines[hash] = record.line
          try importByID(externalID, values, team: team, present: present, writer: &writer, record: record)
        } else {
          try importByName(
            name, values, team: team, present: present, line: record.line, writer: &writer,
            problems: &rowProblems,
            record: record, source: source)
        }
        if rowProblems.isEmpty { writer.touch(team.id) }
      } catch let error as StoreError where error.isUniqueViolation {
        let columns = error.constrainedColumns
        if columns.contains("number") {
          rowProblems.append(
            problem(
              record, source, column: "number",
              "\(values["number"]?.description ?? "") is already taken on \(team.name)"))
        } else if columns.contains("external_id") {
          rowProblems.append(
            problem(
              record, source, column: "id",
              "\(quoted(values["id"]?.description ?? "")) is already used by another player"))
        } else {
          throw error
        }
      }
      try reject(record, rowProblems)
    }
    if let stage = writer.stage { try mergeStaged(stage, source) }
  }

  /// Merges a file's staged players, after reporting those whose number is already taken (by a
  /// player of the team, or an earlier line): the same sentence, line and rejects row as when
  /// the database refuses an insert on SQLite.
  func mergeStaged(_ stage: PlayerStage, _ source: Source) throws {
    let clashes = try stage.clashes()
    for clash in clashes {
      let record = CSVRecord(line: clash.line, fields: clash.fields)
      try reject(
        record,
        [problem(record, source, column: "number", "\(clash.number) is already taken on \(clash.team)")])
      report.players.added -= 1
    }
    try stage.merge(rejecting: clashes.map(\.line))
  }

  /// `id` names the player exactly: update it (even onto another team) or add it.
  private func importByID(
    _ externalID: String, _ values: RowValues, team: TeamDirectory.Entry,
    present: [String], writer: inout PlayerWriter, record: CSVRecord
  ) throws {
    guard let existing = try writer.player(externalID: externalID) else {
      try writer.add(values, team: team.id, record: record)
      report.players.added += 1
      return
    }
    let changed = present.filter { existing.values[$0] != values[$0] }
    if changed.isEmpty && existing.team == team.id {
      report.players.unchanged += 1
    } else {
      try writer.writer.update(
        existing.id, values, keys: changed, foreignKeys: [team.id], previous: existing.values,
        previousForeignKeys: [existing.team])
      report.players.updated += 1
    }
  }

  /// Without an id, a player is its team and name. A row identical to a player there is that
  /// player; the one player of that name is updated; a name several players share, with no
  /// identical row, cannot be matched and is reported rather than guessed.
  private func importByName(
    _ name: String, _ values: RowValues, team: TeamDirectory.Entry, present: [String],
    line: Int, writer: inout PlayerWriter, problems rowProblems: inout [ImportProblem],
    record: CSVRecord, source: Source
  ) throws {
    guard team.existedBefore else {
      try writer.add(values, team: team.id, record: record)
      report.players.added += 1
      return
    }
    let roster = try writer.roster(of: team.id)
    let folded = TextFolding.fold(name)
    let all = roster.byName[folded] ?? []
    let open = all.filter { !roster.players[$0].claimed }
    let earlier = roster.lines[folded]
    if roster.lines[folded] == nil { roster.lines[folded] = (line, false) }
    if let identical = open.first(where: { index in
      present.allSatisfy { roster.players[index].values[$0] == values[$0] }
    }) {
      roster.players[identical].claimed = true
      report.players.unchanged += 1
    } else if open.isEmpty {
      if let earlier, earlier.updated {
        rowProblems.append(
          problem(
            record, source, column: "name",
            "line \(earlier.line) also names \(quoted(name)) on \(team.name) and changed that player; add an id column to tell them apart"
          ))
        return
      }
      try writer.add(values, team: team.id, record: record)
      report.players.added += 1
    } else if open.count == 1 && all.count == 1 && earlier == nil {
      let index = open[0]
      let changed = present.filter { roster.players[index].values[$0] != values[$0] }
      try writer.writer.update(
        roster.players[index].id, values, keys: changed, previous: roster.players[index].values)
      roster.players[index].claimed = true
      roster.players[index].values.merge(values)
      roster.lines[folded] = (line, true)
      report.players.updated += 1
    } else {
      rowProblems.append(
        problem(
          record, source, column: "name",
          "\(all.count) players on \(team.name) are named \(quoted(name)) and none has exactly these values; "
            + "add an id column to say which one this is"))
    }
  }

  /// A `team` value with a character no team name may hold (a tab, an invisible character).
  private func referenceProblem(_ reference: String, _ record: CSVRecord, _ source: Source) -> ImportProblem?
  {
    let entity = RosterModel.team
    do {
      try entity.attribute("name")!.checkCharacters(reference, on: entity)
      return nil
    } catch let error as ValidationError {
      return problem(record, source, column: "team", Self.withoutKey(error.message, "name"))
    } catch {
      return problem(record, source, column: "team", "\(error)")
    }
  }

  /// FNV-1a, 64 bits: stable across runs, unlike `Hasher`.
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  /// A team made for a player whose team is missing (`--create-teams`).
  private func createTeam(
    _ name: String, record: CSVRecord, source: Source, teams: inout TeamDirectory,
    problems rowProblems: inout [ImportProblem]
  ) throws -> TeamDirectory.Entry? {
    let entity = RosterModel.team
    let attribute = entity.attribute("name")!
    do {
      let value = try attribute.validated(.text(name), on: entity)
      var values = RowValues(entity)
      values["name"] = value
      let id = try teams.writer.insert(values)
      let entry = TeamDirectory.Entry(id: id, values: values, existedBefore: false)
      teams.add(entry)
      report.createdTeams.append(name)
      report.teams.added += 1
      return entry
    } catch let error as ValidationError {
      rowProblems.append(problem(record, source, column: "team", Self.withoutKey(error.message, "name")))
      return nil
    }
  }
}
