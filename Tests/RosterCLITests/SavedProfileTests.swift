import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// Issue 42's custom profiles: `import FILE --map … --save-profile NAME` keeps a mapping that
/// worked (with how the files write dates, their kind, separator and encoding) as a CSV file in
/// the settings folder, `--profile NAME` reads the next file so, `import --profiles` lists it, and
/// a hand-written one is read the same way; on both engines.
struct SavedProfileTests {
  static let signups =
    "Kid First,Kid Last,DOB,Team,Shirt,Fav Colour\nAna,Lopez,03/04/2015,BOS,77,red\nCy,Ng,05/06/2016,,9,\n"

  private func file(_ roster: RosterProcess, _ name: String, _ text: String) throws -> String {
    let path = roster.home.path + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func profilePath(_ roster: RosterProcess, _ name: String) -> String {
    roster.home.path + "/.config/roster/profiles/\(name).csv"
  }

  @Test func aMappingThatWorkedIsKeptAndReadsTheNextFile() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let first = try file(roster, "week1.csv", Self.signups)
    let saved = try roster.run([
      "import", first, "--map", "name=Kid First + Kid Last,DOB=birthdate,Shirt=number", "--date-format",
      "mdy",
      "--save-profile", "OurClub",
    ])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(
      saved.stdout.contains(
        "Saved the profile 'ourclub' in \(profilePath(roster, "ourclub")); import --profile ourclub reads files so."
      ),
      "\(saved.stdout)")
    #expect(
      try String(contentsOfFile: profilePath(roster, "ourclub"), encoding: .utf8)
        == "header,column\nKid First,name\nKid Last,name\nDOB,birthdate\nShirt,number\n--date-format,mdy\n")
    // Next week's file, read with the profile alone: the names joined, the dates month first.
    let second = try file(
      roster, "week2.csv",
      "Kid First,Kid Last,DOB,Team,Shirt,Fav Colour\nBea,\"O'Neil\",12/01/2014,BOS,,blue\n")
    let next = try roster.run(["import", second, "--profile", "ourclub"])
    #expect(next.status == 0, "\(next.stderr)")
    let bea = try roster.run(["--format", "csv", "show", "Bea O'Neil"])
    #expect(bea.stdout.contains("2014-12-01"), "\(bea.stdout)")
    let list = try roster.run(["import", "--profiles"], useDatabase: false)
    #expect(
      list.stdout.hasSuffix(
        "ourclub: saved in \(roster.home.path)/.config/roster/profiles/ourclub.csv, --date-format mdy\n"
          + "  Kid First: name\n  Kid Last: name\n  DOB: birthdate\n  Shirt: number\n"), "\(list.stdout)")
    // Saved again: replaced, and said so.
    let again = try roster.run([
      "import", first, "--map", "name=Kid First + Kid Last,DOB=birthdate", "--date-format", "mdy",
      "--dry-run",
      "--save-profile", "ourclub",
    ])
    #expect(again.stdout.contains("Replaced the profile 'ourclub'"), "\(again.stdout)")
  }

  /// A mapping that did not work is not kept; a platform's name, or a name that is no file name,
  /// is refused before anything is read; a profile never saved is named with the choices.
  @Test func onlyAMappingThatWorkedIsKept() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let path = try file(roster, "signups.csv", Self.signups)
    let players = try roster.run(["--format", "csv", "players"]).stdout
    let failed = try roster.run(["import", path, "--map", "name=Kid First + Kid Lost", "--save-profile", "x"])
    #expect(failed.status == 1)
    #expect(!FileManager.default.fileExists(atPath: profilePath(roster, "x")))
    let platform = try roster.run([
      "import", path, "--map", "DOB=birthdate", "--save-profile", "sportsconnect",
    ])
    #expect(platform.status == 2)
    #expect(
      platform.stderr.hasPrefix(
        "roster: 'sportsconnect' is a registration platform's profile, built in; save yours under another name"
      ))
    let odd = try roster.run(["import", path, "--map", "DOB=birthdate", "--save-profile", "../evil"])
    #expect(odd.status == 2)
    #expect(
      odd.stderr.contains("a saved profile's name is letters, digits, - and _ (up to 64), not '../evil'"))
    #expect(try roster.run(["--format", "csv", "players"]).stdout == players)
    let unknown = try roster.run(["import", path, "--profile", "nosuch"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains(", or one saved with --save-profile (import --profiles lists them)"))
  }

  /// A profile written by hand: its rows read as a map, a wrong row named with its line.
  @Test func aHandWrittenProfileIsReadAndItsMistakesNamed() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let folder = roster.home.path + "/.config/roster/profiles"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "header,column\n\"Last, First\",name\n--delimiter,semicolon\n".write(
      toFile: folder + "/club.csv", atomically: true, encoding: .utf8)
    let path = try file(roster, "club.csv", "\"Last, First\";age;team\nZed Quinn;11;BOS\n")
    let run = try roster.run(["import", path, "--profile", "club"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try roster.run(["show", "Zed Quinn"]).status == 0)
    try "header,column\nDOB\n".write(toFile: folder + "/bad.csv", atomically: true, encoding: .utf8)
    let bad = try roster.run(["import", path, "--profile", "bad"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix(
        "roster: bad.csv:2: a row of a saved profile is HEADER,COLUMN; fix it in \(folder)/bad.csv"),
      "\(bad.stderr)")
  }
}
