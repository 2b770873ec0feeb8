import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// A third entity declared only in a test model (`CoachModel`: a coach with an optional team,
/// nullified when the team goes) works through the same code paths as teams and players:
/// listing, add/set/move/rm, undo, completion and export. No CLI or Interchange file names it.
struct ThirdEntityTests {
  /// The suite's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  var database: String { ownDatabase.location }
  let session: Session

  init() throws {
    session = Session(
      league: try CoachModel.league(path: ownDatabase.location), out: .capturing(), err: .capturing())
  }

  @Test func itHasItsOwnCommandsAndHelp() throws {
    defer { Fixture.remove(database) }
    let names = CommandTable.commands(for: CoachModel.model).map(\.name)
    for name in ["coaches", "add coach", "set coach", "move coach", "rm coach"] {
      #expect(names.contains(name), "\(name)")
    }
    #expect(
      try HelpCommand.text(topic: ["add", "coach"], model: CoachModel.model).hasPrefix(
        "Usage: add coach NAME [team=TEAM] [role=ROLE] [since=YYYY-MM-DD]\n"))
    #expect(
      try HelpCommand.text(topic: ["rm", "team"], model: CoachModel.model, width: 200).contains(
        "delete a team and all of its players and their guardianships (its coaches stay, without one)"))
  }

  @Test func addListSetMoveAndRemove() throws {
    defer { Fixture.remove(database) }
    #expect(
      try session.run(#"add coach "Ann Lee" team=BOS role=head"#)
        == "Added Ann Lee (role head) to Boston Red Sox.\n")
    try session.run(#"add coach "Bo Diaz""#)
    expectLines(
      try session.run("coaches"),
      """
      #  name     role  team
      -  -------  ----  --------------
      1  Ann Lee  head  Boston Red Sox
      2  Bo Diaz

      """)
    #expect(try session.run("set 1 role=assistant") == "Updated Ann Lee: role head → assistant.\n")
    #expect(
      try session.run(#"move coach "Ann Lee" to LAD"#)
        == "Moved Ann Lee from Boston Red Sox to Los Angeles Dodgers.\n")
    expectLines(
      try session.run("coaches LAD"),
      """
      #  name     role
      -  -------  ---------
      1  Ann Lee  assistant

      """)
    // Deleting the team leaves its coach, without a team (the nullify rule).
    #expect(
      try session.run("rm -f team LAD").hasPrefix("Deleted team Los Angeles Dodgers and its 4 players."))
    #expect(try session.csv("coaches") == "name,role,team\nAnn Lee,assistant,\nBo Diaz,,\n")
    #expect(
      try session.run("undo")
        == "Undid: delete team Los Angeles Dodgers and its 4 players, leave Ann Lee without a team.\n")
    #expect(try session.csv("coaches LAD") == "name,role,team\nAnn Lee,assistant,Los Angeles Dodgers\n")
    #expect(try session.run(#"rm -f coach "Bo Diaz""#) == "Deleted Bo Diaz from the league.\n")
    #expect(try session.run("undo") == "Undid: delete Bo Diaz.\n")
    #expect {
      try session.run("set coach Nobody role=x")
    } throws: { error in
      "\(error)" == "no coach is named 'Nobody'"
    }
  }

  @Test func exportAndCompletion() throws {
    defer { Fixture.remove(database) }
    try session.run(#"add coach "Ann Lee" team=BOS role=head"#, "cd BOS")
    let out = TextSink.capturing()
    try Exporter(context: session.context, format: .csv).export(CoachModel.coach, to: out)
    #expect(out.text == "team,name,role\nBoston Red Sox,Ann Lee,head\n")
    let completer = Completer(session: session)
    #expect(completer.complete(prefix: "add coach X ro", word: "ro", quote: nil) == .words(["role="]))
    #expect(completer.complete(prefix: "rm coach A", word: "A", quote: nil) == .words(["\"Ann Lee\""]))
    #expect(completer.complete(prefix: "coa", word: "coa", quote: nil) == .words(["coaches"]))
  }

  /// A coaches file is told from a players file by its header, imports through the same rows
  /// code (identity by its unique name, a team by name or abbreviation, an optional team), and
  /// its import is one undoable step.
  @Test func aCoachesFileImportsAndUndoes() throws {
    defer { Fixture.remove(database) }
    let scratch = TemporaryFolder()
    let folder = scratch.path
    let path = folder + "/coaches-\(UUID().uuidString).csv"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "team,name,role\nBOS,Ann Lee,head\n,Bo Diaz,scout\nLos Angeles Dodgers,Cy Young,pitching\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let importer = Importer(context: session.context)
    #expect(importer.entity(ofHeader: ["team", "name", "role"])?.name == "Coach")
    #expect(importer.entity(ofHeader: ["team", "name", "age"])?.name == "Player")
    #expect(importer.entity(ofHeader: ["name", "city"])?.name == "Team")
    // The import's time is the machine's (0.1 s on a loaded server), not the behaviour under test.
    let imported = try session.run("import \(path)")
      .replacingOccurrences(of: #" in [0-9]+\.[0-9] s "#, with: " in T s ", options: .regularExpression)
    #expect(
      imported
        == "Imported 3 coaches into 2 teams in T s (0 rejected).\nCoaches: 3 added, 0 updated, 0 unchanged.\n"
    )
    expectLines(
      try session.run("coaches"),
      """
      #  name      role      team
      -  --------  --------  -------------------
      1  Ann Lee   head      Boston Red Sox
      2  Bo Diaz   scout
      3  Cy Young  pitching  Los Angeles Dodgers

      """)
    // Again, with one change: the coach is found by name, whatever its case.
    try "team,name,role\nBOS,ann lee,manager\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try session.run("import \(path)").contains("Coaches: 0 added, 1 updated, 0 unchanged."))
    #expect(try session.csv("coaches BOS") == "name,role,team\nann lee,manager,Boston Red Sox\n")
    // A team that is not there is this row's problem, in the model's words.
    try "team,name,role\nCHC,Dee Fox,head\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect {
      try session.run("import \(path)")
    } throws: { error in
      "\(error)".contains(
        ":2: team: no team is named or abbreviated 'CHC' (add it to a teams file, or import with --create-teams)"
      )
    }
    #expect(try session.run("undo").hasPrefix("Undid: import of "))
    #expect(try session.run("undo").hasPrefix("Undid: import of "))
    #expect(try session.csv("coaches") == "name,role,team\n")
  }

  /// A date attribute (the coach's `since`) through the commands: a real day written YYYY-MM-DD
  /// or one sentence; compared, sorted and exported as a date; imported and exported back.
  @Test func aDateAttributeGoesThroughEveryCommand() throws {
    defer { Fixture.remove(database) }
    try session.run(
      #"add coach "Ann Lee" team=BOS role=head since=2019-04-01"#, #"add coach "Bo Diaz" since=2016-02-29"#,
      #"add coach "Cy Young" since=2021-12-31"#)
    for (value, shown) in [
      ("03/02/2015", "03/02/2015"), ("2015-02-29", "2015-02-29"), ("20150302", "20150302"),
    ] {
      #expect {
        try session.run(#"set coach "Ann Lee" since="# + value)
      } throws: { error in
        "\(error)" == "since must be a date written YYYY-MM-DD, such as 2015-03-02 (got '\(shown)')"
      }
    }
    #expect(
      try session.csv(#"coaches where 'since < "2020-01-01"' sort since"#)
        == "name,role,team\nBo Diaz,,\nAnn Lee,head,Boston Red Sox\n")
    #expect(
      try session.csv(#"coaches where 'since BETWEEN {"2019-01-01", "2021-12-31"}' sort since desc"#)
        .hasPrefix(
          "name,role,team\nCy Young,"))
    #expect {
      try session.run(#"coaches where 'since < "March 2020"'"#)
    } throws: { error in
      "\(error)".contains(#"'since' is a date, but "March 2020" is not one; write a date as "2015-03-02""#)
    }
    #expect {
      try session.run("coaches where 'since < 2020'")
    } throws: { error in "\(error)".contains("'since' is a date, but 2020 (a number) is not") }
    #expect {
      try session.run(#"coaches where 'since CONTAINS "2019"'"#)
    } throws: { error in "\(error)".contains("CONTAINS compares text, but 'since' (a date) is not text") }
    let out = TextSink.capturing()
    try Exporter(context: session.context, format: .csv).export(CoachModel.coach, to: out)
    #expect(
      out.text
        == "team,name,role,since\nBoston Red Sox,Ann Lee,head,2019-04-01\n,Bo Diaz,,2016-02-29\n,Cy Young,,2021-12-31\n"
    )
    // The export imports back; a file's date that is not one is that row's problem.
    let scratch = TemporaryFolder()
    let folder = scratch.path
    let path = folder + "/coaches-\(UUID().uuidString).csv"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try out.text.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try session.run("import \(path)").contains("Coaches: 0 added, 0 updated, 3 unchanged."))
    try "team,name,since\nBOS,Dee Fox,2023-02-29\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect {
      try session.run("import \(path)")
    } throws: { error in
      "\(error)".contains(
        ":2: since: '2023-02-29' is not a date: February 2023 has 28 days")
    }
  }
}
