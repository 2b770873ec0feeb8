import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `mail TEAM|division NAME|league`: one line per adult however many children they have there,
/// no-contact guardians left out, the email and text choices honoured, the count on standard
/// error; emails, phones, CSV and vCards (issue 42, § Lists that families get). Both engines.
struct MailCommandTests {
  /// The seeded league with the East division (Los Angeles), a free agent, and these guardians:
  /// Mei Chen (Mookie Betts and Zoë Young, both Boston's, and Boston's assistant coach by her
  /// email in capitals), Lee Chen (no email; Mookie Betts' father by a court order's no contact,
  /// Julio Urías' without one), Ann Lee (no emails, Zoe Adams), Bo Park (no phone, José Abreu),
  /// Ray O'Neil, Jr. (ábel Díaz), Gil Grey (Cody Bellinger) and Fay Ortiz (the free agent's).
  static func session() throws -> Session {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    for command in [
      "add division East", "set team LAD division=East", "add player \"Fiona Free\" age=10",
      #"add guardian "Mei Chen" email=mei@example.org phone="+1 555 0100""#,
      #"add guardian "Lee Chen" phone="+1 555 0101""#,
      #"add guardian "Ann Lee" email=ann@example.org phone="+1 555 0102""#,
      #"add guardian "Bo Park" email=bo@example.org"#,
      #"add guardian "Ray O'Neil, Jr." email=ray@example.org phone="+1 555 0103""#,
      #"add guardian "Gil Grey" email=gil@example.org"#, #"add guardian "Fay Ortiz" email=fay@example.org"#,
      #"add guardianship mother player="Mookie Betts" guardian="Mei Chen""#,
      #"add guardianship mother player="Zoë Young" guardian="Mei Chen" receives_email=yes"#,
      #"add guardianship father player="Mookie Betts" guardian="Lee Chen" no_contact=yes no_contact_note="Court order""#,
      #"add guardianship father player="Julio Urías" guardian="Lee Chen""#,
      #"add guardianship mother player="Zoe Adams" guardian="Ann Lee" receives_email=no receives_text=yes"#,
      #"add guardianship father player="José Abreu" guardian="Bo Park""#,
      #"add guardianship father player="ábel Díaz" guardian="Ray O'Neil, Jr.""#,
      #"add guardianship father player="Cody Bellinger" guardian="Gil Grey""#,
      #"add guardianship mother player="Fiona Free" guardian="Fay Ortiz""#,
      #"add staff "Pat Kim" role="Head Coach; U10" team=BOS email=pat@example.org"#,
      #"add staff "Mei Chen" role="Assistant Coach" team=BOS email=MEI@example.org"#,
      #"add staff "Lou Lee" role=Coach team=LAD email=lou@example.org"#,
    ] {
      try session.run(command)
    }
    return session
  }

  /// What `line` printed on standard output, and on standard error.
  static func mail(_ session: Session, _ line: String) throws -> (out: String, err: String) {
    let start = session.err.text.count
    let out = try session.run(line)
    return (out, String(session.err.text.dropFirst(start)))
  }

  @Test func emailsAreOneLineOneAddressAnAdultWithTheCountOnStandardError() throws {
    let session = try Self.session()
    let mailed = try Self.mail(session, "mail BOS")
    // Mei Chen once for her two children; Lee Chen by the court order, Ann Lee by her choice left out.
    #expect(mailed.out == "bo@example.org, mei@example.org, ray@example.org\n")
    #expect(mailed.err == "3 addresses; 2 left out: 1 no contact, 1 no email wanted\n")
    #expect(try Self.mail(session, "mail BOS --format emails").out == mailed.out)
    // Inside the team, the team's.
    try session.run("cd BOS")
    #expect(try Self.mail(session, "mail").out == mailed.out)
  }

  @Test func phonesAreOneAdultALineAndNoContactHoldsForItsChildOnly() throws {
    let session = try Self.session()
    let boston = try Self.mail(session, "mail BOS --format phones")
    #expect(boston.out == "Ann Lee: +1 555 0102\nMei Chen: +1 555 0100\nRay O'Neil, Jr.: +1 555 0103\n")
    #expect(boston.err == "3 phone numbers; 2 left out: 1 no contact, 1 no phone number\n")
    // Lee Chen may be reached about Julio Urías, whose link says nothing against it.
    let east = try Self.mail(session, "mail division East --format phones")
    #expect(east.out == "Lee Chen: +1 555 0101\n")
    #expect(east.err == "1 phone number; 1 left out: 1 no phone number\n")
    try session.run(#"set guardianship mother player="Zoe Adams" receives_text=no"#)
    let declined = try Self.mail(session, "mail BOS --format phones")
    #expect(!declined.out.contains("Ann Lee"))
    #expect(
      declined.err == "2 phone numbers; 3 left out: 1 no contact, 1 no texts wanted, 1 no phone number\n")
  }

  @Test func divisionAndLeagueScopes() throws {
    let session = try Self.session()
    let east = try Self.mail(session, "mail division East")
    #expect(east.out == "gil@example.org\n")
    #expect(east.err == "1 address; 1 left out: 1 no email address\n")
    // The league's: every team's and the free agents'; Lee Chen once, left out by his no-contact link.
    let league = try Self.mail(session, "mail league")
    #expect(
      league.out == "bo@example.org, fay@example.org, gil@example.org, mei@example.org, ray@example.org\n")
    #expect(league.err == "5 addresses; 2 left out: 1 no contact, 1 no email wanted\n")
    #expect(throws: LookupError.self) { try session.run("mail division West") }
  }

  @Test func staffWithToAllAndAStaffMemberWhoIsAParentIsOneLine() throws {
    let session = try Self.session()
    let all = try Self.mail(session, "mail BOS --to all")
    #expect(all.out == "bo@example.org, MEI@example.org, pat@example.org, ray@example.org\n")
    #expect(all.err == "4 addresses; 2 left out: 1 no contact, 1 no email wanted\n")
    #expect(try Self.mail(session, "mail BOS --to staff").out == "MEI@example.org, pat@example.org\n")
    #expect(
      try Self.mail(session, "mail league --to staff").out
        == "lou@example.org, MEI@example.org, pat@example.org\n")
  }

  @Test func csvHasEachAdultsChildrenAndRoles() throws {
    let session = try Self.session()
    let mailed = try Self.mail(session, "mail BOS --to all --format csv")
    #expect(
      mailed.out == """
        name,email,phone,children,roles
        Ann Lee,,'+1 555 0102,Zoe Adams,
        Bo Park,bo@example.org,,José Abreu,
        Mei Chen,MEI@example.org,'+1 555 0100,Mookie Betts; Zoë Young,Assistant Coach
        Pat Kim,pat@example.org,,,Head Coach; U10
        "Ray O'Neil, Jr.",ray@example.org,'+1 555 0103,ábel Díaz,

        """)
    #expect(mailed.err == "5 adults; 1 left out: 1 no contact\n")
  }

  @Test func vcardsAreVersion4WithTheirValuesEscaped() throws {
    let session = try Self.session()
    let mailed = try Self.mail(session, "mail BOS --to all --format vcard")
    let cards = mailed.out.components(separatedBy: "BEGIN:VCARD\r\n").dropFirst()
    #expect(cards.count == 5)
    #expect(
      cards.last
        == "VERSION:4.0\r\nFN:Ray O'Neil\\, Jr.\r\nEMAIL:ray@example.org\r\nTEL:+1 555 0103\r\n"
        + "RELATED;TYPE=child;VALUE=text:ábel Díaz\r\nEND:VCARD\r\n")
    #expect(
      mailed.out.contains("FN:Pat Kim\r\nEMAIL:pat@example.org\r\nROLE:Head Coach\\; U10\r\nEND:VCARD\r\n"))
    #expect(mailed.err == "5 adults; 1 left out: 1 no contact\n")
    // A file named .vcf is one without --format.
    let folder = TemporaryFolder()
    let path = folder.file("boston.vcf")
    try session.run("mail BOS --to all -o \(path)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == mailed.out)
  }

  /// Tab after `--format` offers what the command takes: a mailing list's formats for `mail`, a
  /// listing's for a listing; `--to` its three audiences.
  @Test func tabOffersTheMailFormatsAndAudiences() throws {
    let session = try Self.session()
    let completer = Completer(session: session)
    #expect(
      completer.complete(prefix: "mail BOS --format ", word: "", quote: nil)
        == .words(["csv", "emails", "phones", "vcard"]))
    #expect(completer.complete(prefix: "mail BOS --format v", word: "v", quote: nil) == .words(["vcard"]))
    #expect(
      completer.complete(prefix: "mail BOS --to ", word: "", quote: nil)
        == .words(["all", "guardians", "staff"]))
    #expect(
      completer.complete(prefix: "players BOS --format ", word: "", quote: nil)
        == .words(["csv", "json", "md", "table"]))
  }

  @Test func theMailFormatsAreAMailingListsOnly() throws {
    let session = try Self.session()
    #expect {
      try session.run("mail BOS --format json")
    } throws: { error in
      (error as? UsageError)?.message == "a mailing list prints as emails, phones, csv or vcard, not json"
    }
    #expect {
      try session.run("players BOS --format vcard")
    } throws: { error in
      (error as? UsageError)?.message
        == "--format vcard is for mailing lists ('mail TEAM --format vcard'); players prints as table, csv, json or md"
    }
    #expect(throws: UsageError.self) { try session.run("format phones") }
    #expect {
      try session.run("mail BOS --to staf")
    } throws: { error in
      (error as? UsageError)?.message
        == "--to takes guardians, staff or all, not 'staf'; did you mean 'staff'?"
    }
    #expect {
      try session.run("mail")
    } throws: { error in
      (error as? UsageError)?.message == "say whose list: a team, division NAME, or league"
    }
  }
}
