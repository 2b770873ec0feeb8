import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// A player's ids in other systems (schema 15, issue 42): several a player, each named by its
/// system (`sportsconnect`, `usahockey`), one a system per player and a value one player's within
/// its system, deleted with their player, and journaled as any row is — on either engine.
struct PlayerIDTests {
  /// The seeded league, with Mookie Betts' Sports Connect and USA Hockey ids and Zoë Young's
  /// Sports Connect id.
  static func session() throws -> Session {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run(
      #"add id sportsconnect player="Mookie Betts" value=81234"#,
      #"add id usahockey player="Mookie Betts" value=1400-22"#,
      #"add id sportsconnect player="Zoë Young" value=81235"#)
    return session
  }

  /// The sentence a refused command says.
  static func refusal(_ session: Session, _ line: String) -> String {
    do {
      try session.run(line)
      return ""
    } catch {
      return ErrorReporter.report(error, database: "league").message
    }
  }

  @Test func showListsAPlayersIdsByTheirSystems() throws {
    let session = try Self.session()
    let shown = try session.run(#"show player "Mookie Betts""#)
    #expect(MedicalNoteTests.field("ids", in: shown) == "sportsconnect 81234 · usahockey 1400-22", "\(shown)")
    // The player's own id (the players file's) is another field, as it was.
    #expect(MedicalNoteTests.field("id", in: shown) == "", "\(shown)")
    #expect(
      try session.csv("ids") == """
        player,system,value
        Mookie Betts,sportsconnect,81234
        Mookie Betts,usahockey,1400-22
        Zoë Young,sportsconnect,81235

        """)
  }

  @Test func aQueryFindsAPlayerByAnyOfTheirIds() throws {
    let session = try Self.session()
    #expect(try session.csv(#"players where 'ANY ids.value == "1400-22"'"#).contains("Mookie Betts"))
    let both = try session.csv(#"players where 'ANY ids.system == "sportsconnect"' sort name"#)
    #expect(
      both.split(separator: "\n").map { $0.split(separator: ",").first ?? "" } == [
        "name", "Mookie Betts", "Zoë Young",
      ])
    #expect(
      !(try session.csv(#"players where 'ANY ids.value == "81234" AND name == "Zoë Young"'"#)).contains("Zoë")
    )
  }

  /// A value is one player's within its system, a player has one a system, and a system is a
  /// short lowercase name: each refused in one sentence, with nothing changed.
  @Test func theDatabaseKeepsEachSystemsValuesUniqueAndOneASystemPerPlayer() throws {
    let session = try Self.session()
    let before = try session.csv("ids")
    #expect(
      Self.refusal(session, #"add id sportsconnect player="Max Muncy" value=81234"#)
        == "sportsconnect id '81234' is already another player's")
    #expect(
      Self.refusal(session, #"add id usahockey player="Mookie Betts" value=9"#)
        == "Mookie Betts already has a usahockey id")
    #expect(
      Self.refusal(session, #"add id USAHockey player="Max Muncy" value=9"#)
        == "system must be a short name of lowercase letters and digits, such as usahockey (got 'USAHockey')")
    #expect(try session.csv("ids") == before)
    // The same value in another system is another id.
    try session.run(#"add id usl player="Max Muncy" value=81234"#)
    #expect(try session.csv(#"ids "Max Muncy""#).contains("Max Muncy,usl,81234"))
  }

  /// The ids go with their player, and come back with them on undo; a change of one is
  /// journaled, undone and seen as of an earlier entry as any row's.
  @Test func theIdsGoWithTheirPlayerAndComeBackWithUndo() throws {
    let session = try Self.session()
    try session.run(#"set id usahockey player="Mookie Betts" value=1400-23"#)
    #expect(
      MedicalNoteTests.field("ids", in: try session.run(#"show player "Mookie Betts""#))
        == "sportsconnect 81234 · usahockey 1400-23")
    try session.run("undo")
    #expect(
      MedicalNoteTests.field("ids", in: try session.run(#"show player "Mookie Betts""#))
        == "sportsconnect 81234 · usahockey 1400-22")
    // As of the entry before the ids, the player had none.
    let first = try session.league.store.scalar(
      #"SELECT min("entry") FROM "journal_rows" WHERE "entity" = 'player_ids'"#)
    let before = try session.run("show player \"Mookie Betts\" --as-of @\((first.integerValue ?? 1) - 1)")
    #expect(MedicalNoteTests.field("ids", in: before) == "", "\(before)")
    try session.run(#"rm player "Mookie Betts" -f"#)
    #expect(try session.csv("ids") == "player,system,value\nZoë Young,sportsconnect,81235\n")
    try session.run("undo")
    #expect(try session.csv("ids").contains("Mookie Betts,usahockey,1400-22"))
  }

  /// `set PLAYER ids.SYSTEM=VALUE` (the grammar's key of a named value, `Model.namedValue`)
  /// changes a player's id of that system, adds one, or (empty) takes it away, said as the
  /// player's own values are, in one journal entry with them; `add player … ids.SYSTEM=…` gives
  /// one; a value another player has is refused in one sentence.
  @Test func setPlayerChangesAddsAndTakesAwayAnId() throws {
    let session = try Self.session()
    #expect(
      try session.run(#"set player "Mookie Betts" ids.usahockey=1400-23 position=CF"#)
        == "Updated Mookie Betts: position RF → CF, ids.usahockey 1400-22 → 1400-23.\n")
    #expect(
      try session.run(#"set player "Mookie Betts" ids.usl=U-1"#)
        == "Updated Mookie Betts: ids.usl (none) → U-1.\n")
    #expect(
      try session.run(#"set player "Mookie Betts" ids.sportsconnect="#)
        == "Updated Mookie Betts: ids.sportsconnect 81234 → (none).\n")
    let shown = { try MedicalNoteTests.field("ids", in: session.run(#"show player "Mookie Betts""#)) }
    #expect(try shown() == "usahockey 1400-23 · usl U-1")
    try session.run("undo", "undo")
    #expect(try shown() == "sportsconnect 81234 · usahockey 1400-23")
    try session.run("undo")
    #expect(try shown() == "sportsconnect 81234 · usahockey 1400-22")
    #expect(
      Self.refusal(session, #"set player "Max Muncy" ids.sportsconnect=81235"#)
        == "sportsconnect id '81235' is already another player's")
    try session.run(#"add player "Nia New" age=9 team=BOS ids.usl=U-2"#)
    #expect(try session.csv(#"ids "Nia New""#) == "player,system,value\nNia New,usl,U-2\n")
  }

  /// A league made by `commands`, written by `export league` to a folder and imported from it
  /// into a new league: the two leagues (the caller cleans them up) and the folder.
  static func exportedAndImported(_ commands: String, in folder: TemporaryFolder) throws -> (
    roster: RosterProcess, copy: RosterProcess, out: String
  ) {
    let roster = RosterProcess()
    let copy = RosterProcess()
    let made = try roster.run(["--quiet"], input: commands)
    #expect(made.status == 0, "\(made.stderr)")
    let out = folder.path + "/out"
    #expect(try roster.run(["export", "league", out]).status == 0)
    let imported = try copy.run(["import", out])
    #expect(imported.status == 0, "\(imported.stderr)")
    return (roster, copy, out)
  }

  /// `export league` writes the ids beside the players (`ids.csv`: the player's team and name,
  /// the system, the value: the entity's file, declared once in the model), and a new league
  /// imports them back, a free agent's included, each to its player.
  @Test func theLeaguesFilesCarryTheIdsAndImportThemBack() throws {
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let (roster, copy, out) = try Self.exportedAndImported(
      """
      add team "Harbor Hawks" abbr=HAW
      add player "Ana Ruiz" birthdate=2016-05-14 team=HAW
      add player "Ana Ruiz" birthdate=2017-02-01
      add id sportsconnect player="Ana Ruiz" team=HAW value=81234
      add id usahockey player="Ana Ruiz" team=HAW value=1400-22
      add id usahockey player=#2 value=1400-23
      """, in: folder)
    defer { roster.cleanUp() }
    defer { copy.cleanUp() }
    #expect(
      try String(contentsOfFile: out + "/ids.csv", encoding: .utf8) == """
        team,player,system,value
        Harbor Hawks,Ana Ruiz,sportsconnect,81234
        Harbor Hawks,Ana Ruiz,usahockey,1400-22
        ,Ana Ruiz,usahockey,1400-23

        """)
    for league in [roster, copy] {
      let listed = try league.run(["--format", "csv", "players", "where", "ANY ids.value == '1400-23'"])
        .stdout
      #expect(
        listed.contains("Ana Ruiz,") && listed.contains("2017-02-01") && !listed.contains("Harbor"),
        "\(listed)")
    }
    #expect(
      try copy.run(["--format", "csv", "ids"]).stdout == roster.run(["--format", "csv", "ids"]).stdout)
  }

  /// Two players of one name on one team, each with an id: `export league` numbers them
  /// (namesakes) in `ids.csv` as in `players.csv`, and `import DIR` gives each id back to its
  /// player.
  @Test func theIdsOfNamesakesGoBackToTheirOwnPlayers() throws {
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let (roster, copy, _) = try Self.exportedAndImported(
      """
      add team "Harbor Hawks" abbr=HAW
      add player "Ana Ruiz" birthdate=2016-05-14 team=HAW
      add player "Ana Ruiz" birthdate=2017-02-01 team=HAW
      add id usahockey player=#1 value=A-2016
      add id usahockey player=#2 value=B-2017
      """, in: folder)
    defer { roster.cleanUp() }
    defer { copy.cleanUp() }
    for (value, birthdate) in [("A-2016", "2016-05-14"), ("B-2017", "2017-02-01")] {
      let listed = try copy.run(["--format", "csv", "players", "where", "ANY ids.value == '\(value)'"]).stdout
      #expect(listed.split(separator: "\n").count == 2 && listed.contains(birthdate), "\(value): \(listed)")
    }
  }
}
