import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// Every command acts on what the user sees: row numbers are those of the table on the screen,
/// `#ID` is an id or an error, options go anywhere, and an apostrophe in a name is a letter.
struct ActingOnTheRightThingTests {
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
  }

  private var players: [String: Player] {
    get throws {
      let all = try session.context.fetch(FetchRequest(entity: Player.entity), as: Player.self)
      return Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    }
  }

  // MARK: Row numbers

  @Test func everyListingIsNumberedAndItsRowsAreTheOnesActedOn() throws {
    expectLines(
      try session.run("players LAD"),
      """
      #  name             age  position  number
      -  ---------------  ---  --------  ------
      1  Julio Urías       23  P              7
      2  Cody Bellinger    24  CF            35
      3  Max Muncy         29                13
      4  Clayton Kershaw   32  P             22

      """)
    // At the league, row 2 is the second row of the table on the screen: a Dodger, not a team.
    try session.run("set 2 age=25")
    #expect(try players["Cody Bellinger"]?.age == 25)
    #expect(try session.league.team("BOS").name == "Boston Red Sox")

    #expect(try session.run("teams").hasPrefix("#  name"))
    try session.run("set 3 city=Nowhere")
    #expect(try session.league.team("YOM").city == "Nowhere")

    #expect(try session.run("find zoe").contains("2  Zoë Young"))
    try session.run("rm -f 2")
    #expect(throws: LookupError.self) { try session.league.player("Zoë Young") }

    #expect(try session.run("players where 'age > 31'").contains("1  Clayton Kershaw"))
    try session.run("move 1 to YOM")
    #expect(try session.league.player("Clayton Kershaw").team?.abbreviation == "YOM")
  }

  @Test(arguments: ["set 1 city=Nowhere", "rm -f 1", "cd 1", "move 1 to BOS"])
  func aRowNumberBeforeAnyListingIsRefused(command: String) throws {
    let before = try ListingCommands.rowsAndIDs(
      FetchRequest(entity: Team.entity), keyPaths: ["name", "city", "players.@count"], in: session
    ).0
    #expect {
      try session.run(command)
    } throws: { error in
      (error as? UsageError)?.message.contains("nothing numbered has been listed yet") == true
    }
    #expect(session.place == nil)
    #expect(
      try ListingCommands.rowsAndIDs(
        FetchRequest(entity: Team.entity), keyPaths: ["name", "city", "players.@count"], in: session
      ).0 == before)
  }

  @Test func aListingWithoutNumbersLeavesNoRowsToActOn() throws {
    session.format = .csv
    _ = try session.run("players LAD")
    session.format = .table
    #expect {
      try session.run("set 1 age=40")
    } throws: { error in
      (error as? UsageError)?.message.contains("the last listing had no row numbers (it was CSV)") == true
    }
    #expect(try players["Julio Urías"]?.age == 23)
  }

  @Test func aRowTheListingDidNotHaveIsRefused() throws {
    try session.run("players LAD")
    #expect(throws: UsageError.self) { try session.run("set 5 age=3") }
    #expect(throws: UsageError.self) { try session.run("set 0 age=3") }
    #expect {
      try session.run("set 99999999999999999999999 age=3")
    } throws: { error in
      (error as? UsageError)?.message
        == "there is no row 99999999999999999999999; the last listing had rows 1 to 4"
    }
  }

  @Test func aListingInOneCommandOnTheCommandLineIsNotNumbered() throws {
    session.keepsListings = false
    #expect(try session.run("players LAD").hasPrefix("name  "))
    #expect {
      try session.run("set 1 age=40")
    } throws: { error in
      (error as? UsageError)?.message.contains("name the team or player instead") == true
    }
  }

  // MARK: Ids

  @Test(arguments: ["#-1", "#-9223372036854775808", "#+1", "#", "#1.5"])
  func onlyDigitsAfterAHashAreAnID(text: String) throws {
    #expect {
      try session.run("set player '\(text)' age=30")
    } throws: { error in
      guard case .notAnID(let shown) = error as? LookupError else { return false }
      return shown == text
    }
  }

  @Test func anUnquotedHashAndDigitsIsAnIDNotAComment() throws {
    let id = try #require(players["Max Muncy"]).objectID.rowID
    try session.run("set player #\(id) age=35")
    #expect(try players["Max Muncy"]?.age == 35)
    // The id the ambiguity message suggests, quoted as it says, works too.
    try session.run("set player '#\(id)' age=36")
    #expect(try players["Max Muncy"]?.age == 36)
    try session.run("rm -f player #\(id)  # a comment after the id")
    #expect(try players["Max Muncy"] == nil)
    #expect(try CommandLineLexer.split("#145 at the start of a line is a comment").isEmpty)
    #expect(try CommandLineLexer.split("ls # the teams").map(\.value) == ["ls"])
  }

  @Test func anIDTooLargeForAnyRowIsNoPlayer() throws {
    #expect {
      try session.run("rm -f player #99999999999999999999999")
    } throws: { error in
      "\(error)" == "no player has the id '#99999999999999999999999'"
    }
  }

  @Test func anIDNamesItsPlayerWhicheverTeamYouAreIn() throws {
    let id = try #require(players["Mookie Betts"]).objectID.rowID
    try session.run("cd LAD", "set player #\(id) age=28", "set #\(id) number=51")
    #expect(try players["Mookie Betts"]?.age == 28)
    #expect(try players["Mookie Betts"]?.number == "51")
    #expect(throws: LookupError.self) { try session.run("set player #\(id) team=LAD age=29") }
  }

  // MARK: Options

  @Test func flagsGoBeforeOrAfterTheCommandsWords() throws {
    try session.run("rm -f team LAD")
    #expect(throws: LookupError.self) { try session.league.team("LAD") }
    try session.run("rm team YOM -f")
    #expect(throws: LookupError.self) { try session.league.team("YOM") }
    let json = try session.run("players BOS --format json")
    #expect(json.hasPrefix("[{\"name\": \"Zoe Adams\""), "a script's JSON is a line a listing")
    #expect(session.format == .table, "an option given with a command is for that command only")
    #expect(
      try session.run("--format=csv teams")
        == "name,city,abbreviation,division,players\nBoston Red Sox,Boston,BOS,,6\n"
    )
    #expect(try session.run("-q add team Quiet") == "")
  }

  @Test func doubleDashEndsTheOptions() throws {
    try session.run("add team -- -Minus city=Nowhere")
    #expect(try session.league.team("-Minus").city == "Nowhere")
    #expect {
      try session.run("add team Red -x Sox")
    } throws: { error in
      (error as? UsageError)?.message.hasPrefix("unknown option '-x'") == true
    }
    #expect(throws: UsageError.self) { try session.run("teams --db other.sqlite") }
  }

  // MARK: Names

  @Test func anApostropheInsideAWordIsALetter() throws {
    try session.run("add player Shaquille O'Neal age=20 team=BOS position=C")
    #expect(try session.league.player("Shaquille O'Neal").position == "C")
    #expect(
      try CommandLineLexer.split(#"add player D'Angelo 5'11" team="Red Sox""#).map(\.value) == [
        "add", "player", "D'Angelo", "5'11\"", "team=Red Sox",
      ])
    // A quote that starts a word (or follows `=`, `{` or `,`) still opens a quoted string.
    #expect(
      try CommandLineLexer.split(#"where position IN {"P","C"} 'a b'"#).map(\.value) == [
        "where", "position", "IN", "{P,C}", "a b",
      ])
  }
}
