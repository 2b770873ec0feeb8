import Foundation
import RosterFixtures
import Testing

/// Issue 42, a registration export's free-text answers as families type them: a quoted cell
/// with line breaks ("Bee stings\r\nCarries EpiPen") or tabs is read with a profile as one line,
/// its lines joined with "; ", where a plain Roster file keeps refusing them; and a note made of
/// several columns leaves out a part an earlier one already says (SportsEngine's medication
/// after its allergies). On both engines.
struct ProfileFreeTextTests {
  /// A Sports Connect "Enrollment Details" file as the platform writes it: its signature
  /// columns, the allergy and condition answers, and the EpiPen question.
  static let sportsConnect =
    "Player First Name,Player Last Name,Player Birth Date,Division Name,Account First Name,"
    + "Player Allergies,Player Physical Conditions,Does your player carry an EpiPen?\r\n"
    + "Ava,Chen,05/14/2016,U10,Mei,\"Bee stings\r\nCarries EpiPen\",\"\tAsthma\t\r\n\r\n  inhaler in bag \r\n\",Yes\r\n"
    + "Ben,Ortiz,01/09/2017,U10,Ana,\"Peanuts;\nTree nuts\",,No\r\n"

  /// The note `show --private` reads back.
  static func note(_ roster: RosterProcess, _ name: String) throws -> String? {
    let shown = try roster.run(["show", "player", name, "--private"])
    #expect(shown.status == 0, "\(shown.stderr)")
    return shown.stdout.split(separator: "\n").first { $0.hasPrefix("medical ") }.map {
      $0.dropFirst("medical ".count).trimmingCharacters(in: .whitespaces)
    }
  }

  static func write(_ text: String, _ name: String, in folder: TemporaryFolder) throws -> String {
    let path = folder.path + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aMultiLineAnswerIsOneLineOfItsParts() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let path = try Self.write(Self.sportsConnect, "Enrollment Details.csv", in: folder)
    let run = try roster.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(" 2 players,"), "\(run.stdout)")
    // Each run of line breaks and tabs one "; ", the ends trimmed, a part's own ";" not doubled;
    // the allergy and condition columns joined as before.
    #expect(try Self.note(roster, "Ava Chen") == "ALERT: Bee stings; Carries EpiPen; Asthma; inhaler in bag")
    #expect(try Self.note(roster, "Ben Ortiz") == "Peanuts; Tree nuts")
  }

  /// A form's required question answered with nothing ("None", typed with a line break after
  /// it, "N/A", "no known allergies.") is no medical note; an answer that starts with "No" is one.
  @Test func anAnswerOfNothingIsNoNote() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let header =
      "Player First Name,Player Last Name,Player Birth Date,Division Name,Account First Name,"
      + "Player Allergies,Player Physical Conditions\r\n"
    let rows = [
      "Ava,Chen,05/14/2016,U10,Mei,\"None\r\n\",N/A", "Ben,Ortiz,01/09/2017,U10,Ana,No known allergies.,-",
      "Cy,Park,02/02/2016,U10,Jo,NONE,\"Asthma\nnone\"", "Di,Lee,03/03/2016,U10,Al,No nuts please,No",
    ]
    let path = try Self.write(
      header + rows.joined(separator: "\r\n") + "\r\n", "Enrollment Details.csv", in: folder)
    let run = try roster.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Self.note(roster, "Ava Chen") == "")
    #expect(try Self.note(roster, "Ben Ortiz") == "")
    #expect(try Self.note(roster, "Cy Park") == "Asthma")
    #expect(try Self.note(roster, "Di Lee") == "No nuts please")
  }

  /// Roster's own files are read as written: a line break inside a value is refused there.
  @Test func aPlainFileKeepsRefusingALineBreak() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let path = try Self.write(
      "name,age,medical\nAva Chen,9,\"Bee stings\nCarries EpiPen\"\n", "players.csv", in: folder)
    let run = try roster.run(["import", path])
    #expect(run.status == 1, "\(run.stdout)")
    #expect(run.stderr.contains("\(path):2: medical: "), "\(run.stderr)")
    #expect(try roster.run(["--format", "csv", "players"]).stdout.split(separator: "\n").count <= 1)
  }

  /// SportsEngine's medication columns follow its medical issues in the one note: a medication
  /// an issue already names (any case, as a word) is not said twice; one that is only part of a
  /// word of it is.
  @Test func aPartAnEarlierOneSaysIsLeftOut() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let file =
      "athlete_1_first_name,athlete_1_last_name,athlete_1_dob,medical_issue_1,medical_issue_2,"
      + "medication_1,medication_2\n"
      + "Ava,Chen,2016-05-14,Bee stings; carries EpiPen,Asthma,epipen,Pen\n"
      + "Ben,Ortiz,2017-01-09,Asthma,asthma,Inhaler,\n"
    let path = try Self.write(file, "registrations.csv", in: folder)
    let run = try roster.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Self.note(roster, "Ava Chen") == "Bee stings; carries EpiPen; Asthma; Pen")
    #expect(try Self.note(roster, "Ben Ortiz") == "Asthma; Inhaler")
  }
}
