import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Issue 42: a registration export's parent columns become guardians linked to the row's
/// child, one guardian per adult across the rows, the files and the league (an email ignoring
/// case, else a name with a phone), so that siblings share their parents; in the import's one
/// journal entry. Held to the fixtures' `expected.json` and `expected-changes.json`, on both
/// engines.
struct ImportGuardiansTests {
  static func fixture(_ name: String) -> String { ImportKindTests.fixture(name) }

  static func json(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: ImportKindTests.registration.appendingPathComponent(name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// A file's rows by its header.
  static func rows(_ path: String) throws -> [[String: String]] {
    let reader = try CSVReader(path: path)
    let header = try #require(try reader.next()).fields
    var rows: [[String: String]] = []
    while let record = try reader.next() { rows.append(Dictionary(zip(header, record.fields)) { a, _ in a }) }
    return rows
  }

  /// What the league's guardians are, one line each: the name, the phone's digits, the email in
  /// lower case and their children's names, sorted (`export guardians` lists them).
  static func guardians(_ roster: RosterProcess) throws -> [String] {
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    #expect(try roster.run(["export", "guardians", "-o", folder.path + "/g.csv"]).status == 0)
    return try rows(folder.path + "/g.csv").map { guardian in
      [
        guardian["name"]!, digits(guardian["phone"] ?? ""), (guardian["email"] ?? "").lowercased(),
        (guardian["players"] ?? "").split(separator: ";").sorted().joined(separator: "+"),
      ].joined(separator: " | ")
    }.sorted()
  }

  static func digits(_ text: String) -> String { String(text.filter(\.isASCII).filter(\.isNumber)) }

  /// The adults of `expected.json` a file carries (those `carried` keeps), as `guardians` lists
  /// them: the children of each named as the file names them.
  static func expectedGuardians(
    middleInitial: Bool, carried: (_ adult: [String: Any], _ child: String) -> Bool
  ) throws -> [String] {
    let json = try json("expected.json")
    var names: [String: String] = [:]
    for child in try #require(json["children"] as? [[String: Any]]) {
      let parts = ["firstName"] + (middleInitial ? ["middleInitial"] : []) + ["lastName"]
      names[child["id"] as! String] = parts.compactMap {
        (child[$0] as? String)?.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }.joined(separator: " ")
    }
    return try #require(json["adults"] as? [[String: Any]]).compactMap { adult in
      let links = (adult["children"] as? [[String: Any]] ?? []).filter {
        carried(adult, names[$0["child"] as! String]!)
      }
      guard !links.isEmpty else { return nil }
      let name = [adult["firstName"] as! String, adult["lastName"] as! String].joined(separator: " ")
      return [
        name, digits(adult["phone"] as? String ?? ""), (adult["email"] as? String ?? "").lowercased(),
        links.map { names[$0["child"] as! String]! }.sorted().joined(separator: "+"),
      ].joined(separator: " | ")
    }.sorted()
  }

  /// Sports Connect and SportsEngine carry every adult linked to a child (account holder or
  /// guardian 1, the additional adult or guardian 2, the emergency contact, the person a
  /// no-contact answer names); PlayMetrics the two parents, with their emails. Each adult is one
  /// guardian, with their current phone, linked to each of their children once.
  @Test(arguments: [
    ("sportsconnect-enrollment-details.csv", true, false), ("sportsengine-registrations.csv", true, false),
    ("playmetrics-players.csv", false, true),
  ])
  func eachAdultIsOneGuardianLinkedToTheirChildren(file: String, middleInitial: Bool, parentsOnly: Bool)
    throws
  {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture(file)
    let run = try roster.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    // PlayMetrics has no emergency contact or no-contact columns: a child's two parents, by
    // their emails.
    var parents: Set<String> = []
    for row in try Self.rows(path) {
      for n in ["1", "2"] {
        let email = (row["parent\(n)_email"] ?? "").lowercased()
        let child = ["player_first_name", "player_last_name"].map {
          (row[$0] ?? "").trimmingCharacters(in: .whitespaces)
        }
        if !email.isEmpty { parents.insert(child.joined(separator: " ") + " " + email) }
      }
    }
    let expected = try Self.expectedGuardians(middleInitial: middleInitial) { adult, child in
      !parentsOnly || parents.contains("\(child) \((adult["email"] as? String ?? "").lowercased())")
    }
    let guardians = try Self.guardians(roster)
    #expect(Set(guardians).subtracting(expected).sorted() == [])
    #expect(Set(expected).subtracting(guardians).sorted() == [])
    #expect(guardians.count == expected.count)
    // Before the players' ids, where the export has a platform's (ImportNamedIDTests).
    #expect(
      run.stdout.contains(", \(expected.count) guardians and ")
        || run.stdout.contains(", \(expected.count) guardians, "), "\(run.stdout)")
  }

  /// The planted cases of the fixtures' README, read from the Sports Connect export.
  @Test func thePlantedFamiliesAreRecognisedSafely() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let run = try roster.run(["import", Self.fixture("sportsconnect-enrollment-details.csv")])
    #expect(run.status == 0, "\(run.stderr)")
    let guardians = try Self.guardians(roster)
    func lines(_ name: String) -> [String] { guardians.filter { $0.hasPrefix(name + " | ") } }
    // Twins share their parents: one record each, linked to both.
    #expect(lines("Chinwe Okafor").count == 1)
    #expect(lines("Chinwe Okafor").first?.contains("Maya Okafor+Mila Okafor") == true)
    #expect(lines("Emeka Okafor").first?.contains("Maya") == true)
    #expect(lines("Emeka Okafor").first?.contains("Mila") == true)
    // Two Maria Garcias: two adults. Dana Whitfield's two spellings of her email: one.
    #expect(lines("Maria Garcia").count == 2)
    #expect(lines("Dana Whitfield").count == 1)
    #expect(lines("Dana Whitfield").first?.contains("Lily") == true)
    #expect(lines("Dana Whitfield").first?.contains("Max") == true)
    // Walter Pryce by name and phone: Ruby's additional adult (with email) and Theo's
    // emergency contact (name and phone only) are one.
    #expect(lines("Walter Pryce").count == 1)
    #expect(lines("Walter Pryce").first?.contains("Ruby") == true)
    #expect(lines("Walter Pryce").first?.contains("Theo") == true)
    // Greg Halvorsen with another email and a phone one digit off: two, for a report to propose.
    #expect(lines("Greg Halvorsen").count == 2)
    // The shared address stays two households' adults; names in other scripts are kept.
    #expect(guardians.contains { $0.hasPrefix("Erik Lindqvist | ") && $0.contains("Freja") })
    #expect(!guardians.contains { $0.contains("Freja") && $0.contains("Hoang") })
    for name in ["Олена Коваленко", "美咲 田中", "ليلى حداد", "Zoë D'Angelo-O'Sullivan"] {
      #expect(lines(name).count == 1, "\(name)")
    }
    // Priya Raman's current phone is her latest order's (Diya's), not Anika's.
    let changed = try #require(
      (try Self.json("expected.json")["adults"] as? [[String: Any]])?.first {
        $0["firstName"] as? String == "Priya" && $0["lastName"] as? String == "Raman"
      })
    #expect(lines("Priya Raman").first?.contains(" | \(changed["phone"] as! String) | ") == true)
    // Victor Moreno, named by the no-contact answer: linked to Isla, no contact, the answer
    // a private note.
    #expect(lines("Victor Moreno").count == 1)
    let show = try roster.run(["show", "Isla A Moreno", "--private"])
    #expect(show.stdout.contains("Victor Moreno"), "\(show.stdout)")
    #expect(show.stdout.contains("NO CONTACT"), "\(show.stdout)")
    #expect(show.stdout.contains("court order 2025"), "\(show.stdout)")
    #expect(!(try roster.run(["show", "Isla A Moreno"]).stdout.contains("court order 2025")))
  }

  /// A dry run counts the guardians and links as it counts players; the import is one journal
  /// entry, which `undo` takes back whole.
  @Test func theImportCountsGuardiansAndUndoTakesThemBack() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture("sportsconnect-enrollment-details.csv")
    let expected = try Self.expectedGuardians(middleInitial: true) { _, _ in true }
    let links = expected.reduce(0) { $0 + $1.split(separator: "|").last!.split(separator: "+").count }
    let dry = try roster.run(["import", "--dry-run", path])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(
      dry.stdout.contains(
        "players: 160 to add, 0 to update, 0 unchanged; guardians: \(expected.count) to add, 0 to update, "
          + "0 unchanged; guardianships: \(links) to add, 0 to update, 0 unchanged; ids: 160 to add, 0 to "
          + "update, 0 unchanged."), "\(dry.stdout)")
    #expect(!dry.stderr.contains("guardian 1:") && !dry.stderr.contains("'Account First Name'"))
    #expect(try roster.run(["--format", "csv", "guardians"]).stdout.split(separator: "\n").count <= 1)
    let real = try roster.run(["import", path])
    #expect(real.status == 0, "\(real.stderr)")
    #expect(
      try roster.run(["--format", "csv", "guardians"]).stdout.split(separator: "\n").count == expected.count
        + 1)
    let undo = try roster.run(["undo"])
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(try roster.run(["--format", "csv", "guardians"]).stdout.split(separator: "\n").count <= 1)
    #expect(try roster.run(["--format", "csv", "guardianships"]).stdout.split(separator: "\n").count <= 1)
    #expect(try roster.run(["--format", "csv", "players"]).stdout.split(separator: "\n").count <= 1)
  }

  /// A child withdrawn between two exports — left out of next week's Sports Connect export,
  /// marked `Withdrawn` in SportsEngine's — is named, and left as they are; the first export,
  /// which names every child, names nobody.
  @Test(arguments: ["sportsconnect-enrollment-details.csv", "sportsengine-registrations.csv"])
  func aWithdrawnChildIsNamedAndLeft(file: String) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let first = try roster.run(["import", Self.fixture(file)])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(!first.stdout.contains("in no row of"), "\(first.stdout)")
    let withdrawn = try #require(
      (try Self.json("expected-changes.json")["withdrawn"] as? [[String: Any]])?.first)
    let name = (withdrawn["name"] as! String).split(separator: " ")
    let run = try roster.run(["import", Self.fixture("next-week/" + file)])
    #expect(run.status == 0, "\(run.stderr)")
    let line = try #require(run.stdout.split(separator: "\n").first { $0.contains("in no row of") })
    #expect(
      line.hasPrefix("1 of the league's players is in no row of the export: \(name.first!) "), "\(line)")
    #expect(line.contains(" \(name.last!) ("))
    #expect(
      line.hasSuffix(
        "— withdrawn? They are left as they are: 'rm player NAME' removes one, 'release NAME' makes one a free agent."
      ))
    let players = try roster.run(["--format", "csv", "players"]).stdout
    #expect(players.contains("\(name.first!)") && players.contains("\(name.last!)"))
  }

  /// A parent's bad value (an email that is none): without `--skip-invalid` nothing is imported,
  /// the row named; with it the child and the rest of their parents are, and the value left out is
  /// named in a warning — it said "(1 rejected)" before, with no rejects file and no reason.
  @Test func aParentsBadValueIsNamedNotDroppedInSilence() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    var text = try String(
      contentsOfFile: Self.fixture("sportsconnect-enrollment-details.csv"), encoding: .utf8)
    let email = try #require(
      try Self.rows(Self.fixture("sportsconnect-enrollment-details.csv")).first?["User Email"])
    // Its first row's only (a sibling's row gives the same parent's email).
    let first = try #require(text.range(of: "\"\(email)\""))
    text.replaceSubrange(first, with: "\"not-an-email\"")
    let path = folder.file("bad.csv")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let strict = try roster.run(["import", path])
    #expect(strict.status == 1)
    #expect(
      strict.stderr.contains("bad.csv:2: User Email: guardian 1: must be an email address"),
      "\(strict.stderr)")
    let run = try roster.run(["import", path, "--skip-invalid"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("160 players, ") && run.stdout.contains(" (0 rejected)."), "\(run.stdout)")
    #expect(
      run.stderr.contains(
        "roster: warning: 1 of the parents' values was left out (--skip-invalid keeps their children and the "
          + "rest of their parents): \(path):2: User Email: guardian 1: must be an email address"),
      "\(run.stderr)")
  }

  /// Next week's export: the new families' adults added, the new sister linked to the parents
  /// the league has, the changed phone an update, nothing duplicated.
  @Test func nextWeeksExportUpdatesTheGuardians() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    #expect(try roster.run(["import", Self.fixture("sportsconnect-enrollment-details.csv")]).status == 0)
    let before = try Self.guardians(roster)
    let changes = try Self.json("expected-changes.json")
    let newAdults = try #require(changes["newAdults"] as? [[String: Any]])
    let phone = try #require((changes["guardianPhoneChanged"] as? [[String: Any]])?.first)
    let next = Self.fixture("next-week/sportsconnect-enrollment-details.csv")
    let dry = try roster.run(["import", "--dry-run", next])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdout.contains("guardians: \(newAdults.count) to add, 1 to update, "), "\(dry.stdout)")
    let run = try roster.run(["import", next])
    #expect(run.status == 0, "\(run.stderr)")
    let after = try Self.guardians(roster)
    #expect(after.count == before.count + newAdults.count)
    let name = phone["name"] as! String
    #expect(
      after.first { $0.hasPrefix(name + " | ") }?.contains(" | \(phone["after"] as! String) | ") == true)
    #expect(
      before.first { $0.hasPrefix(name + " | ") }?.contains(" | \(phone["before"] as! String) | ") == true)
    // Mia Kim, the new sister: linked to the parents the league has, no new record of them.
    let kims = after.filter { $0.contains("Mia") && $0.contains("Kim") }
    #expect(kims.count >= 1)
    for line in kims { #expect(before.contains { $0.hasPrefix(line.split(separator: "|")[0]) }) }
  }
}
