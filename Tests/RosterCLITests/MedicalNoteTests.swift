import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// A player's medical note (`medical`, and `medical_alert` for one the coach must see, schema
/// 12): set, added, exported and imported as any attribute, taken back by undo; private — not in
/// the listing, shown by `show` only with `--private`, and only on the coach's copy of a team's
/// report (`report TEAM --private`), alerts first, in every format.
struct MedicalNoteTests {
  static let note = "Bee stings; carries EpiPen"
  static let mild = "Mild asthma, inhaler in bag"

  /// The seeded league with an alert on Mookie Betts and a plain note on José Abreu (both
  /// Boston's), and none on the rest.
  static func session() throws -> Session {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("set player \"Mookie Betts\" medical=\"\(note)\" medical_alert=yes")
    try session.run("set player \"José Abreu\" medical=\"\(mild)\"")
    return session
  }

  /// The value of `key`'s line in `show`'s record.
  static func field(_ key: String, in shown: String) -> String? {
    shown.split(separator: "\n").first { $0.hasPrefix(key + " ") }.map {
      $0.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func showSaysAPlayerHasANoteAndReadsItOnlyWithPrivate() throws {
    let session = try Self.session()
    let shown = try session.run("show player \"Mookie Betts\"")
    // The alert, marked, and that there is a note: not the note, nor in the last change.
    #expect(Self.field("medical", in: shown) == "ALERT " + ShowCommand.withheld, "\(shown)")
    #expect(!shown.contains("EpiPen"), "\(shown)")
    #expect(shown.contains(ShowCommand.withheldChange), "\(shown)")
    let json = try session.run("show player \"Mookie Betts\" --format json")
    #expect(!json.contains("EpiPen") && json.contains(ShowCommand.withheld), "\(json)")
    let plain = try session.run("show player \"José Abreu\"")
    #expect(Self.field("medical", in: plain) == ShowCommand.withheld, "\(plain)")

    let read = try session.run("show player \"Mookie Betts\" --private")
    #expect(Self.field("medical", in: read) == "ALERT: " + Self.note, "\(read)")
    #expect(read.contains("medical=\"\(Self.note)\""), "\(read)")
    #expect(Self.field("medical", in: try session.run("show player \"José Abreu\" --private")) == Self.mild)
    // A player without a note shows an empty field, as any other.
    #expect(Self.field("medical", in: try session.run("show player \"Zoe Adams\"")) == "")
  }

  /// `log` leaves the private notes out as `show` does — a player added with one, a note
  /// changed, a guardian linked with a no-contact note, and the commands that typed them — in
  /// every format; `log --private` shows them.
  @Test(arguments: ["table", "csv", "json"])
  func theLogShowsNoNoteWithoutPrivate(format: String) throws {
    let session = try Self.session()
    try session.run(#"add player "Ana Ruiz" team=BOS age=12 medical="Latex allergy""#)
    try session.run(#"add guardian "Victor Ruiz""#)
    try session.run(
      #"add guardianship father player="Ana Ruiz" guardian="Victor Ruiz" no_contact=yes no_contact_note="Court order 7""#
    )
    let log = try session.run("log --format \(format)")
    for secret in [Self.note, Self.mild, "Latex allergy", "Court order 7"] {
      #expect(!log.contains(secret), "\(secret) in \(log)")
    }
    #expect(log.contains("(private)") && log.contains("Ana Ruiz") && log.contains("Victor Ruiz"), "\(log)")
    let open = try session.run("log --private --format \(format)")
    for secret in [Self.note, Self.mild, "Latex allergy", "Court order 7"] {
      #expect(open.contains(secret), "\(secret) not in \(open)")
    }
  }

  @Test func theListingShowsNoNote() throws {
    let session = try Self.session()
    for format in ["table", "csv", "json", "md"] {
      let listing = try session.run("players BOS --format \(format)")
      #expect(!listing.contains("EpiPen") && !listing.contains("asthma"), "\(format): \(listing)")
      #expect(!listing.contains("medical"), "\(format): \(listing)")
    }
  }

  /// The public report, in every format, holds no note and no alert, and says nothing of them.
  @Test(arguments: ["text", "csv", "json", "md", "html"])
  func thePublicReportNeverHoldsANote(format: String) throws {
    let session = try Self.session()
    let report = try session.run("report BOS --format \(format)")
    #expect(report.contains("Mookie Betts"), "\(report)")
    for secret in ["EpiPen", "asthma", "medical", "Medical", "ALERT", "alert"] {
      #expect(!report.contains(secret), "\(format) holds \(secret):\n\(report)")
    }
  }

  /// The coach's copy holds every note, the alerts first and marked, in every format.
  @Test(arguments: ["text", "csv", "json", "md", "html"])
  func theCoachsCopyHoldsTheNotesAlertsFirst(format: String) throws {
    let session = try Self.session()
    let report = try session.run("report BOS --private --format \(format)")
    let alert = try #require(report.range(of: "EpiPen"), "\(format):\n\(report)")
    let plain = try #require(report.range(of: "asthma"), "\(format):\n\(report)")
    #expect(alert.lowerBound < plain.lowerBound, "\(format): the alert is not first:\n\(report)")
    switch format {
    case "text", "md", "html":
      #expect(report.contains(ReportRenderer.medicalTitle), "\(report)")
      let line = try #require(report.split(separator: "\n").first { $0.contains("EpiPen") })
      #expect(line.contains(ReportRenderer.alertMark) && line.contains("Mookie Betts"), "\(line)")
      let other = try #require(report.split(separator: "\n").first { $0.contains("asthma") })
      #expect(!other.contains(ReportRenderer.alertMark), "\(other)")
    case "csv":
      let rows = report.split(separator: "\n").map(String.init)
      #expect(
        rows[0].hasSuffix(
          ",medical_alert,medical,team,division,division_min_age,division_max_age,league,season,cutoff,date"))
      let players = rows.filter { $0.hasPrefix("player,") }
      #expect(players.first?.contains(",yes,\(Self.note),") == true, "\(players)")
    default:
      #expect(report.contains("\"medical_alerts\": [\"Mookie Betts\"]"), "\(report)")
      #expect(report.contains("\"medical\": \"\(Self.note)\", \"medical_alert\": true"), "\(report)")
    }
  }

  /// An export writes the notes (it moves the league whole), and an import reads them back.
  @Test func anExportAndAnImportKeepTheNotes() throws {
    let session = try Self.session()
    let folder = TemporaryFolder()
    let file = folder.path + "/players.csv"
    try session.run("export players -o \(file)")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.hasPrefix("team,name,birthdate,age,position,number,medical,medical_alert\n"), "\(text)")
    #expect(text.contains(",\(Self.note),1\n"), "\(text)")

    let location = Fixture.newDatabase()
    defer { Fixture.remove(location) }
    let copy = Session(league: try League(path: location), out: .capturing(), err: .capturing())
    try copy.run("add team \"Boston Red Sox\" abbr=BOS", "add team \"Los Angeles Dodgers\" abbr=LAD")
    try copy.run("add team \"Yomiuri Giants\" abbr=YOM")
    try copy.run("import \(file)")
    let read = try copy.run("show player \"Mookie Betts\" --private")
    #expect(Self.field("medical", in: read) == "ALERT: " + Self.note, "\(read)")
    #expect(Self.field("medical", in: try copy.run("show player \"José Abreu\" --private")) == Self.mild)
  }

  /// The league as it was (`--as-of`) has the note as it was: none before it was set.
  @Test func theLeagueAsItWasHasTheNoteAsItWas() throws {
    let session = try Self.session()
    let newest = try #require(session.context.store.scalar(#"SELECT max("id") FROM "journal""#).integerValue)
    // Mookie Betts' note was set by the entry before the newest (José Abreu's).
    let before = try session.run("show player \"Mookie Betts\" --private --as-of @\(newest - 2)")
    #expect(Self.field("medical", in: before) == "", "\(before)")
    let set = try session.run("show player \"Mookie Betts\" --private --as-of @\(newest - 1)")
    #expect(Self.field("medical", in: set) == "ALERT: " + Self.note, "\(set)")
  }

  @Test func aNoteIsTakenBackByUndoAndIsItsLengthAtMost() throws {
    let session = try Self.session()
    try session.run("set player \"Zoe Adams\" medical=\"Peanuts\" medical_alert=yes")
    try session.run("undo")
    let shown = try session.run("show player \"Zoe Adams\" --private")
    #expect(Self.field("medical", in: shown) == "", "\(shown)")
    #expect(throws: ValidationError.self) {
      try session.run("set player \"Zoe Adams\" medical=\"\(String(repeating: "x", count: 1001))\"")
    }
  }
}
