import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A profile is model-driven (`ProfilePlan`): it uses the meanings the model has and lists the
/// others with why, so that a model with a player's medical note reads the medical columns with
/// no change to the profile. Headers are recognised ignoring case and the id suffix, custom
/// questions by their start. And a header two kinds fit equally is refused, never read as one.
@Suite final class ProfilePlanTests {
  /// Roster's model before schema 12, without a player's private medical note (nor what schema
  /// 16 keeps of a registration: the division registered for, gender, school…).
  static let player = Entity(
    name: "Player", table: "players", type: Player.self,
    attributes: RosterModel.player.attributes.filter { $0.since < 12 },
    derived: RosterModel.player.derivedAttributes,
    // Without Roster's families (or its players' named ids) either: a league with no place for
    // guardians.
    relationships: RosterModel.player.relationships.filter {
      !["guardians", "guardianships", "ids", "division"].contains($0.name)
    },
    unique: RosterModel.player.uniqueConstraints, indexes: RosterModel.player.indexes,
    search: RosterModel.player.searchIndex, presentation: RosterModel.player.presentation,
    checks: RosterModel.player.checks)

  static let modelBefore12 = Model(entities: [
    RosterModel.settings, RosterModel.division, RosterModel.team, player, RosterModel.staff,
  ])

  static let header = [
    "Player First Name", "player middle initial", "Player Last Name", "Player Birth Date",
    "Team Name", "Division Name", "Player Allergies", "Player Physical Conditions",
    "Does your player carry an EpiPen, inhaler or other emergency medication to practices and games?",
    "Years of Experience:(18643797)", "Last 4 of CC", "Account First Name",
  ]

  static let row = [
    "Ruby ", "", "Pryce", "02/29/2016", "Unallocated", "U10", "Shellfish - EpiPen in bag",
    "Asthma - inhaler in bag", "Yes", "2", "0000", "Walter",
  ]

  @Test func headersAreMatchedIgnoringCaseAndTheirIDSuffix() {
    #expect(ImportProfile.normalized(" Years of Experience:(18643797) ") == "years of experience")
    #expect(ImportProfile.normalized("Photo Release:(x1)") == "photo release:(x1)")
    let profile = ImportProfile.sportsConnect
    #expect(profile.column(for: "PLAYER BIRTH DATE")?.meaning == .key("birthdate"))
    #expect(profile.column(for: Self.header[8])?.meaning == .key("medical_alert"))
    #expect(profile.column(for: "Last 4 of CC:(123)")?.meaning == .payment)
  }

  /// A spreadsheet's day numbers (Excel's 1900 system, from March 1900 on), and ISO dates.
  @Test func aProfilesDatesMayBeSpreadsheetDayNumbers() throws {
    #expect(try DateFormat.excel.isoText("42428") == "2016-02-28")
    #expect(try DateFormat.excel.isoText("42429") == "2016-02-29")
    #expect(try DateFormat.excel.isoText("61") == "1900-03-01")
    #expect(try DateFormat.excel.isoText("2016-02-29") == "2016-02-29")
    #expect(throws: DateFormat.Refusal.self) { try DateFormat.excel.isoText("02/29/2016") }
    #expect(throws: DateFormat.Refusal.self) { try DateFormat.excel.isoText("60") }
  }

  /// The same profile, against the model before schema 12 and against today's, which has a
  /// player's medical note.
  @Test func theMedicalColumnsAreReadOnceTheModelHasAPlaceForThem() throws {
    let today = try #require(ProfilePlan(.sportsConnect, header: Self.header, model: Self.modelBefore12))
    #expect(today.parts.map(\.path) == ["", "team", "team.division"])
    #expect(today.parts[0].keys == ["team", "name", "birthdate"])
    #expect(today.parts[0].values(Self.row) == ["", "Ruby Pryce", "02/29/2016"])
    let reasons = Dictionary(uniqueKeysWithValues: today.unused.map { (Self.header[$0.field], $0.reason) })
    #expect(reasons["Player Allergies"] == "no place for medical in this league yet")
    #expect(reasons[Self.header[8]] == "no place for medical alert in this league yet")
    #expect(reasons["Account First Name"] == "guardian 1: no place for guardians in this league yet")
    #expect(reasons["Years of Experience:(18643797)"] == "not read by the profile")
    #expect(today.payment == [10])
    #expect(today.used == 6)

    let grown = try #require(ProfilePlan(.sportsConnect, header: Self.header, model: RosterModel.shared))
    // And the division she registered for, her own since schema 16 (her team's too).
    #expect(grown.parts[0].keys == ["team", "name", "birthdate", "division", "medical", "medical_alert"])
    #expect(
      grown.parts[0].values(Self.row)
        == [
          "", "Ruby Pryce", "02/29/2016", "U10", "Shellfish - EpiPen in bag; Asthma - inhaler in bag", "Yes",
        ])
    #expect(grown.used == 10)
    #expect(!grown.unused.contains { $0.reason.contains("medical") })
    // Roster has guardians (schema 13): the account holder's name is read into one.
    let grownReasons = Dictionary(
      uniqueKeysWithValues: grown.unused.map { (Self.header[$0.field], $0.reason) })
    #expect(grownReasons["Account First Name"] == nil)
    #expect(grown.groups.map(\.name) == ["guardian 1"])
    #expect(grown.groups[0].fields == ["first name": Self.header.firstIndex(of: "Account First Name")!])
  }

  /// A team that is none (`Unallocated`) names no team; the division is named still.
  @Test func theTeamsAndDivisionsAnExportNamesAreItsOtherParts() throws {
    let plan = try #require(ProfilePlan(.sportsConnect, header: Self.header, model: RosterModel.shared))
    // The divisions are named once, as the players' own (schema 16) and their teams'.
    #expect(plan.parts.map(\.path) == ["", "team", "division"])
    #expect(plan.parts[1].keys == ["name", "division"])
    #expect(plan.parts[1].values(Self.row) == ["", "U10"])
    #expect(plan.parts[2].keys == ["name"])
    #expect(plan.parts[2].values(Self.row) == ["U10"])
    var row = Self.row
    row[4] = "U10 Red"
    #expect(plan.parts[1].values(row) == ["U10 Red", "U10"])
  }

  /// `name,email` is a whole staff file and a whole guardians file (`FamilyModel`): today's
  /// tie-break read it as staff.
  @Test func aHeaderTwoKindsFitEquallyIsRefused() throws {
    let location = Backend.isPostgreSQL ? Fixture.newDatabase() : Fixture.temporaryPath()
    defer { Fixture.remove(location) }
    let league = try FamilyModel.league(path: location)
    let folder = TemporaryFolder()
    let path = folder.path + "/people.csv"
    try "name,email\nJo Park,jo@example.org\n".write(toFile: path, atomically: true, encoding: .utf8)
    let error = try #require(throws: ImportFileError.self) {
      try Importer(context: league.context).run([path])
    }
    #expect(
      error.message
        == "the header fits a staff file and a guardians file equally (2 of its columns each: "
        + "'name', 'email'); say which it is with --kind staff|guardians")
    var options = Importer.Options()
    options.kind = "Guardian"
    let report = try Importer(context: league.context, options: options).run([path])
    #expect(report["Guardian"].added == 1)
  }
}
