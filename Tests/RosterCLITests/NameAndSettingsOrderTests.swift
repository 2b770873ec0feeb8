import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// A command's NAME and its `key=value` settings in any order: a setting typed before the name
/// (`rm player team=LAD "Julio Urías"`) once became part of the name ("no player is named
/// 'team=LAD Julio Urías'").
struct NameAndSettingsOrderTests {
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
  }

  @Test(arguments: [
    (#"rm player team=LAD "Julio Urías" -f"#, "Deleted Julio Urías from Los Angeles Dodgers."),
    ("rm player team=LAD Julio Urías -f", "Deleted Julio Urías from Los Angeles Dodgers."),
    ("rm -f player team=LAD Julio Urías", "Deleted Julio Urías from Los Angeles Dodgers."),
    (#"set player team=BOS "Mookie Betts" age=28"#, "Updated Mookie Betts: age 27 → 28."),
    (#"set player age=28 team=BOS "Mookie Betts""#, "Updated Mookie Betts: age 27 → 28."),
    ("set player age=28 Mookie Betts", "Updated Mookie Betts: age 27 → 28."),
    (
      #"move player team=LAD "Cody Bellinger" to BOS"#,
      "Moved Cody Bellinger from Los Angeles Dodgers to Boston Red Sox."
    ),
    (#"add player team=BOS age=20 "New Kid""#, "Added New Kid (age 20) to Boston Red Sox."),
    (
      #"add player age=20 team="Boston Red Sox" New Kid position=P"#,
      "Added New Kid (age 20) to Boston Red Sox."
    ),
    (#"release team=BOS "Zoe Adams""#, "Released Zoe Adams from Boston Red Sox; they are a free agent now."),
    // A guardianship is named by its relationship, within its player (the guardian Maria Betts),
    // and told by its guardian.
    (
      #"add guardianship player="Mookie Betts" mother guardian="Maria Betts""#,
      "Added guardian Maria Betts (mother) to Mookie Betts."
    ),
    (
      #"add guardianship team=BOS guardian="Maria Betts" player="Mookie Betts" mother"#,
      "Added guardian Maria Betts (mother) to Mookie Betts."
    ),
    // Its relationship may be left out, or given as a setting: help's own example.
    (
      #"add guardianship player="Mookie Betts" guardian="Maria Betts""#,
      "Added guardian Maria Betts to Mookie Betts."
    ),
    (
      #"add guardianship player="Mookie Betts" guardian="Maria Betts" relationship=mother lives_with=yes"#,
      "Added guardian Maria Betts (mother) to Mookie Betts."
    ),
    // A detail not given is not printed empty.
    (
      #"add guardian "Ann Betts" players="Mookie Betts""#,
      "Added guardian Ann Betts.\nAdded Mookie Betts to Ann Betts's players."
    ),
    // A word that only looks like a setting is the name when nothing else could be.
    ("add team x=y", "Added team x=y."),
    (#"add team abbr=AB "a=b""#, "Added team a=b (AB)."),
  ])
  func settingsMayComeBeforeTheName(line: String, said: String) throws {
    _ = try session.run(#"add guardian "Maria Betts""#)
    #expect(try session.run(line) == said + "\n")
  }

  /// Undo names a link by its noun and its relationship: it once said "Undid: add mother.", the
  /// relationship taken for the link's name.
  @Test func undoNamesALinkByWhatItIs() throws {
    _ = try session.run(#"add guardian "Maria Betts""#)
    _ = try session.run(#"add guardianship player="Mookie Betts" guardian="Maria Betts" relationship=mother"#)
    #expect(try session.run("undo") == "Undid: add guardianship (mother).\n")
    _ = try session.run(#"add guardianship player="Mookie Betts" guardian="Maria Betts""#)
    #expect(try session.run("undo") == "Undid: add guardianship.\n")
  }

  /// A link names both its ends: without its guardian, a guardianship is a usage error that says
  /// which setting is missing, as one without its player is (not "guardianship guardian is
  /// required" from the save), and nothing is added.
  @Test func aLinkWithoutItsOtherEndIsAUsageError() throws {
    let error = #expect(throws: UsageError.self) {
      try session.run(#"add guardianship mother player="Mookie Betts""#)
    }
    #expect(error?.message == "missing guardian=GUARDIAN: say which guardian the guardianship joins")
    #expect(try session.csv("guardianships").split(separator: "\n").count <= 1)
  }

  /// The settings that narrow a lookup (`team=`, and `team=` for a guardianship's player) before
  /// the name, in the commands that read a name and a parent.
  @Test func narrowingSettingsBeforeTheName() throws {
    _ = try session.run(
      #"add guardian "Maria Betts""#, #"add guardianship mother player="Mookie Betts" guardian="Maria Betts""#
    )
    #expect(try session.csv(#"guardianships team=BOS "Mookie Betts""#).contains("Maria Betts"))
    #expect(try session.run(#"why team=BOS "Mookie Betts""#).contains("Mookie Betts"))
    #expect(
      try session.run(#"rm guardianship player="Mookie Betts" team=BOS mother -f"#)
        == "Deleted mother from Mookie Betts.\n")
  }
}
