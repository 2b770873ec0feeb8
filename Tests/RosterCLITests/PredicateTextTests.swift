import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// The predicate after `where` is handed on as the text typed, its spaces as they were, never
/// its words joined again: a mistake in it is shown as it was typed, and quotes keep the meaning
/// they had.
struct PredicateTextTests {
  /// What a session's line gives its command as the predicate (and `sort` as its keys).
  @Test(arguments: [
    ("players where age  >  30", "age  >  30", nil),
    ("players\twhere\tage\t>\t30\tsort\tage  desc", "age\t>\t30", "age  desc"),
    ("players where 'age < 30'", "age < 30", nil),
    ("players where position='P'", "position='P'", nil),
    (#"players where name == "Ann  Lee" sort name"#, #"name == "Ann  Lee""#, "name"),
    ("players BOS where age > -1", "age > -1", nil),
  ])
  func thePredicateIsTheTextTyped(line: String, predicate: String, sort: String?) throws {
    let parsed = try LineParser.parse(try CommandLineLexer.split(line), from: .session)
    #expect(parsed.mistake == nil)
    #expect(parsed.input?.predicate == predicate)
    #expect(parsed.input?.sort == sort)
  }

  /// A mistake in the predicate is shown in the text as typed, under its own spaces.
  @Test func aMistakeIsShownWhereItWasTyped() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    #expect {
      try session.run("players where age   >   30 and agee  <  40")
    } throws: { error in
      let shown = (error as? PredicateError)?.rendered() ?? ""
      return shown == """
        unknown key 'agee' on Player; did you mean 'age'?
          age   >   30 and agee  <  40
                           ^~~~
        """
    }
  }

  /// The session's own `where` keeps the text as the view's filter, spaces and all.
  @Test func theViewsFilterIsTheTextTyped() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("cd BOS", "where age  >  20")
    #expect(session.view.predicate == "age  >  20")
  }
}
