import Foundation
import Testing

/// `form DIVISION` (issue 43) through the program, on both engines: the plan keeps siblings and a
/// staff member's child together, honours a mutual request, changes nothing with `--dry-run`,
/// is the same plan in another process for the same seed, is applied as one journal entry that
/// `undo` takes back, places only newcomers when run again, and refuses in one sentence what it
/// cannot keep, changing nothing.
struct FormCommandTests {
  static let script = """
    league set cutoff=2026-08-31
    add division U10 min_age=8 max_age=10 max_roster=5
    add team "U10 Red" division=U10
    add team "U10 Blue" division=U10
    add team "U10 Gold" division=U10
    add staff "Pat Kim" team="U10 Gold" role="Head Coach" email=pat@example.org
    add player "Ana Ruiz" birthdate=2017-03-01 division=U10 gender=F
    add player "Ben Ruiz" birthdate=2016-10-12 division=U10 gender=M
    add player "Cy Kim" birthdate=2017-01-20 division=U10 gender=M
    add player "Dee Lo" birthdate=2016-05-05 division=U10 gender=F teammate_request="Eve Moss please"
    add player "Eve Moss" birthdate=2017-07-07 division=U10 gender=F teammate_request="Dee Lo"
    add player "Fay Ng" birthdate=2016-09-30 division=U10 gender=F coach_request="Coach Kim"
    add player "Gus Orr" birthdate=2018-01-02 division=U10 gender=M
    add player "Hal Pry" birthdate=2016-12-12 division=U10 gender=M
    add player "Ivy Qu" birthdate=2017-05-15 division=U10 gender=F
    add player "Jon Ro" birthdate=2016-11-11 division=U10 gender=M
    add guardian "Rosa Ruiz" email=rosa@example.org
    add guardianship player="Ana Ruiz" guardian="Rosa Ruiz"
    add guardianship player="Ben Ruiz" guardian="Rosa Ruiz"
    add guardian "Pat Kim" email=PAT@Example.org
    add guardianship player="Cy Kim" guardian="Pat Kim"

    """

  static func league() throws -> RosterProcess {
    let roster = RosterProcess()
    let made = try roster.run(["--quiet"], input: script)
    #expect(made.status == 0, "\(made.stderr)")
    return roster
  }

  /// Each player's team, from the players listing.
  static func teams(_ roster: RosterProcess) throws -> [String: String] {
    let csv = try roster.run(["--format", "csv", "players"]).stdout
    var teams: [String: String] = [:]
    for line in csv.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      teams[String(fields[0])] = String(fields.last!)
    }
    return teams
  }

  @Test func thePlanKeepsTheRulesAndIsAppliedAsOneChange() throws {
    let roster = try Self.league()
    defer { roster.cleanUp() }
    let before = try roster.run(["export", "players"]).stdout
    let dry = try roster.run(["form", "U10", "--dry-run"])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdout.contains("Nothing was changed (--dry-run)."))
    #expect(try roster.run(["export", "players"]).stdout == before)
    // Another process, the same seed: the same plan, byte for byte.
    #expect(try roster.run(["form", "U10", "--dry-run"]).stdout == dry.stdout)
    let applied = try roster.run(["form", "U10"])
    #expect(applied.status == 0, "\(applied.stderr)")
    #expect(
      applied.stdout.contains("Placed 10 players on U10's teams; 'undo' takes it back."), "\(applied.stdout)")
    let teams = try Self.teams(roster)
    #expect(teams.values.allSatisfy { !$0.isEmpty }, "\(teams)")
    #expect(teams["Ana Ruiz"] == teams["Ben Ruiz"])
    #expect(teams["Cy Kim"] == "U10 Gold")
    #expect(teams["Dee Lo"] == teams["Eve Moss"])
    #expect(applied.stdout.contains("Dee Lo and Eve Moss asked for each other: kept"))
    #expect(applied.stdout.contains("Pat Kim, a parent, is on its staff (rule)"))
    #expect(Dictionary(grouping: teams.values, by: { $0 }).values.allSatisfy { $0.count <= 5 })
    // One journal entry, which undo takes back whole.
    let log = try roster.run(["log", "-n", "1"]).stdout
    #expect(log.contains("form U10") && log.contains("Ana Ruiz: team none →"), "\(log)")
    #expect(try roster.run(["undo", "-f"]).status == 0)
    #expect(try roster.run(["export", "players"]).stdout == before)
  }

  /// A re-run places only the newcomers; those placed stay on their teams.
  @Test func aReRunPlacesOnlyNewcomers() throws {
    let roster = try Self.league()
    defer { roster.cleanUp() }
    #expect(try roster.run(["form", "U10", "--seed", "4"]).status == 0)
    let placed = try Self.teams(roster)
    #expect(try roster.run(["add", "player", "Kai Sun", "birthdate=2017-02-02", "division=U10"]).status == 0)
    let again = try roster.run(["form", "U10"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("Placed 1 player on U10's teams"), "\(again.stdout)")
    var after = try Self.teams(roster)
    #expect(after.removeValue(forKey: "Kai Sun")?.isEmpty == false)
    #expect(after == placed)
    let nothing = try roster.run(["form", "U10"])
    #expect(nothing.stdout.hasPrefix("Nothing to place: U10 has no free agents registered for it"))
  }

  /// What cannot be kept is refused in one sentence, and nothing changes.
  @Test func whatCannotBeKeptIsRefused() throws {
    let roster = try Self.league()
    defer { roster.cleanUp() }
    let before = try roster.run(["export", "players"]).stdout
    #expect(try roster.run(["add", "player", "Old Al", "birthdate=2014-01-01", "division=U10"]).status == 0)
    let old = try roster.run(["form", "U10"])
    #expect(old.status == 1)
    #expect(
      old.stderr
        == "roster: 1 player registered for U10 is not of its league ages 8–10: Old Al (12); nothing was placed; "
        + "register them for another division (set player NAME division=…) or correct their birthdates\n")
    #expect(try roster.run(["rm", "player", "Old Al", "-f"]).status == 0)
    // An age given, no birthdate: the division's ages cannot be checked, as eligibility says.
    #expect(try roster.run(["add", "player", "Al Age", "age=9", "division=U10"]).status == 0)
    let unknown = try roster.run(["form", "U10"])
    #expect(
      unknown.stderr
        == "roster: 1 player registered for U10 has no birthdate, so its league ages 8–10 cannot be checked: "
        + "Al Age; nothing was placed; give their birthdates (set player NAME birthdate=…), or --force places "
        + "them anyway\n")
    #expect(try roster.run(["rm", "player", "Al Age", "-f"]).status == 0)
    #expect(try roster.run(["set", "division", "U10", "max_roster=3"]).status == 0)
    let full = try roster.run(["form", "U10"])
    #expect(
      full.stderr
        == "roster: 10 players need at least 4 teams of 3; U10 has 3; nothing was placed; --create 1 makes the others\n"
    )
    let created = try roster.run(["form", "U10", "--create", "1", "--names", "U10 Team #", "-f"])
    #expect(created.status == 0, "\(created.stderr)")
    #expect(try roster.run(["teams"]).stdout.contains("U10 Team 1"))
    #expect(try roster.run(["undo", "-f"]).status == 0)
    #expect(try roster.run(["lock", "division", "U10"]).status == 0)
    let locked = try roster.run(["form", "U10", "--create", "1"])
    #expect(locked.status == 1 && locked.stderr.contains("U10 is locked"), "\(locked.stderr)")
    #expect(try roster.run(["unlock", "division", "U10"]).status == 0)
    #expect(try roster.run(["set", "division", "U10", "max_roster=5"]).status == 0)
    // Every refusal left the players as they were.
    #expect(try roster.run(["export", "players"]).stdout == before)
    let usage = try roster.run(["form", "U10", "--seed", "-1"])
    #expect(usage.status == 2 && usage.stderr.contains("--seed takes a whole number"), "\(usage.stderr)")
  }
}
