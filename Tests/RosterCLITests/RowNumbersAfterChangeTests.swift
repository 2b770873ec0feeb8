import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// The listing a change brings back keeps the numbers its rows had, so that a row number acts
/// on what was seen: in a view sorted by age, `set 1 age=40` moved the row to the end and gave
/// number 1 to another player, so ↑ and Enter changed that one. An explicit listing (`ls`, `cd`,
/// `where`, `sort`) numbers from 1 again.
struct RowNumbersAfterChangeTests {
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
  }

  /// Runs a change and brings its listing back, as the REPL does after each change.
  private func change(_ line: String) throws -> String {
    let start = session.out.text.count
    session.lastChanges = nil
    _ = try session.run(line)
    try NavigationCommands.list(session, marks: try session.changeSet(try #require(session.lastChanges)))
    return String(session.out.text.dropFirst(start))
  }

  @Test func aRowKeepsItsNumberWhenAChangeMovesIt() throws {
    _ = try session.run("cd LAD")
    expectLines(
      try session.run("sort age"),
      """
      #  name             age  position  number
      -  ---------------  ---  --------  ------
      1  Julio Urías       23  P              7
      2  Cody Bellinger    24  CF            35
      3  Max Muncy         29                13
      4  Clayton Kershaw   32  P             22

      """)
    expectLines(
      try change("set 1 age=40"),
      """
      Updated Julio Urías: age 23 → 40.
         #  name             age  position  number
         -  ---------------  ---  --------  ------
         2  Cody Bellinger    24  CF            35
         3  Max Muncy         29                13
         4  Clayton Kershaw   32  P             22
      *  1  Julio Urías       40  P              7

      """)
    // The same line again changes the same player.
    #expect(try change("set 1 age=41").hasPrefix("Updated Julio Urías: age 40 → 41.\n"))
    // A new row is numbered after the others; a deleted one's number is no row's.
    let added = try change(#"add player "New Kid" age=25 position=P"#)
    #expect(added.contains("+  5  New Kid"))
    _ = try change("rm 2 -f")
    #expect {
      try session.run("set 2 age=30")
    } throws: { error in
      "\(error)".contains("there is no row 2 in the listing after the last change")
    }
    #expect(try session.run("set 5 age=26") == "Updated New Kid: age 25 → 26.\n")
    // `ls` numbers from 1 again.
    expectLines(
      try session.run("ls"),
      """
      #  name             age  position  number
      -  ---------------  ---  --------  ------
      1  New Kid           26  P
      2  Max Muncy         29                13
      3  Clayton Kershaw   32  P             22
      4  Julio Urías       41  P              7

      """)
    #expect(try session.run("set 1 age=27") == "Updated New Kid: age 26 → 27.\n")
  }
}
