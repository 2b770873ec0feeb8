import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// The generic commands of a many-to-many, from its declaration only (`FamilyModel`: guardians
/// and players; no CLI code names them), as `ThirdEntityTests` proves a third entity's: `set
/// NOUN NAME add|remove players=…` and `players=…` on either side, `show` listing the members,
/// undo, help and Tab. On both engines.
@Suite final class ManyToManyCommandTests {
  private let ownDatabase = TemporaryDatabase()
  let session: Session

  /// The fixture's teams and players, a second Mookie Betts (on LAD, for a name two share), and
  /// the guardians Mei Chen, Ann Lee and Bo Park, linked to nobody yet.
  init() throws {
    let league = try League(
      path: ownDatabase.location, model: FamilyModel.model, migrations: FamilyModel.migrations)
    let context = league.context
    var teams: [String: ManagedObject] = [:]
    for row in Fixture.teams {
      let team = context.insert(RosterModel.team)
      team.setValue(.text(row.name), forKey: "name")
      team.setValue(.text(row.city), forKey: "city")
      team.setValue(.text(row.abbreviation), forKey: "abbreviation")
      teams[row.abbreviation] = team
    }
    let rows = Fixture.players.map { ($0.team, $0.name, $0.age) } + [("LAD", "Mookie Betts", 19)]
    for (team, name, age) in rows {
      let player = context.insert(FamilyModel.player)
      player.setValue(.text(name), forKey: "name")
      player.setValue(.integer(Int64(age)), forKey: "age")
      player.setObject(teams[team], forKey: "team")
    }
    for name in ["Mei Chen", "Ann Lee", "Bo Park"] {
      context.insert(FamilyModel.guardian).setValue(.text(name), forKey: "name")
    }
    try context.save()
    session = Session(league: league, out: .capturing(), err: .capturing())
  }

  /// Every link as stored, as the names of the guardian and the player, in the order made.
  func links() throws -> [String] {
    try session.league.store.rows(
      #"SELECT g."name", p."name" FROM "guardianships" l JOIN "players" p ON p."id" = l."player_id" "#
        + #"JOIN "guardians" g ON g."id" = l."guardian_id" ORDER BY l."id""#
    ).map { $0.map(\.description).joined(separator: " → ") }
  }

  /// The sentence `line` fails with.
  func failure(_ line: String) -> String {
    do {
      try session.run(line)
      return "(no error)"
    } catch {
      return "\(error)"
    }
  }

  @Test func linkUnlinkAndReplaceFromTheGuardiansSide() throws {
    #expect(
      try session.run(#"set guardian "Mei Chen" add players="José Abreu,Zoë Young""#)
        == "Added José Abreu and Zoë Young to Mei Chen's players.\n")
    #expect(try links() == ["Mei Chen → José Abreu", "Mei Chen → Zoë Young"])
    // Names as every command reads them: any case, no accents.
    #expect(
      try session.run(#"set guardian "mei chen" add players="zoe young,Abe Lincoln""#)
        == "Added Abe Lincoln to Mei Chen's players (Zoë Young already was one).\n")
    #expect(
      try session.run(#"set guardian "Mei Chen" add players="Zoë Young""#)
        == "Nothing changed: Zoë Young is already among Mei Chen's players.\n")
    #expect(
      try session.run(#"set guardian "Mei Chen" remove players="José Abreu,Max Muncy""#)
        == "Removed José Abreu from Mei Chen's players (Max Muncy was not one).\n")
    #expect(
      try session.run(#"set guardian "Mei Chen" remove players="Max Muncy""#)
        == "Nothing changed: Max Muncy is not among Mei Chen's players.\n")
    #expect(try links() == ["Mei Chen → Zoë Young", "Mei Chen → Abe Lincoln"])
    // players= makes those the members, in the same step as the guardian's own values.
    #expect(
      try session.run(#"set guardian "Mei Chen" email=mei@example.org players="Abe Lincoln,Cody Bellinger""#)
        == "Updated Mei Chen: email (none) → mei@example.org.\n"
        + "Updated Mei Chen's players: added Cody Bellinger; removed Zoë Young.\n")
    #expect(try links() == ["Mei Chen → Abe Lincoln", "Mei Chen → Cody Bellinger"])
    #expect(
      try session.run(#"set guardian "Mei Chen" players="Cody Bellinger,Abe Lincoln""#)
        == "Nothing changed: Mei Chen's players are already Cody Bellinger and Abe Lincoln.\n")
    #expect(
      try session.run(#"set guardian "Mei Chen" players="#)
        == "Updated Mei Chen's players: removed Abe Lincoln and Cody Bellinger.\n")
    #expect(try links() == [])
  }

  /// A new guardian (or player) may be given its members as it is added, in the same step.
  @Test func anAddGivesItsMembers() throws {
    #expect(
      try session.run(
        #"add guardian "Dee Fox" email=dee@example.org players="Zoë Young,Mookie Betts" team=BOS"#)
        == "Added guardian Dee Fox.\nAdded Zoë Young and Mookie Betts to Dee Fox's players.\n")
    #expect(
      try session.run(#"add player "Ava Fox" team=LAD age=9 guardians="Dee Fox""#)
        == "Added Ava Fox (age 9) to Los Angeles Dodgers.\nAdded Dee Fox to Ava Fox's guardians.\n")
    #expect(try links() == ["Dee Fox → Zoë Young", "Dee Fox → Mookie Betts", "Dee Fox → Ava Fox"])
    // A name not found: neither the guardian nor a link.
    #expect(failure(#"add guardian "Eve Fox" players="Nobody""#) == "no player is named 'Nobody'")
    #expect(try session.csv("guardians").contains("Eve Fox") == false)
    #expect(
      try HelpCommand.text(topic: ["add", "guardian"], model: FamilyModel.model, width: 300).hasPrefix(
        "Usage: add guardian NAME [email=EMAIL] [phone=PHONE] [address=ADDRESS] [city=CITY] [postcode=POSTCODE] [players=PLAYER[,PLAYER…] [team=TEAM]]"
      ))
  }

  @Test func linkUnlinkAndReplaceFromThePlayersSide() throws {
    #expect(
      try session.run(#"set player "Zoë Young" add guardians="Ann Lee,Bo Park""#)
        == "Added Ann Lee and Bo Park to Zoë Young's guardians.\n")
    // The player narrowed by their team, as any command narrows a name two players share.
    #expect(
      try session.run(#"set player "Mookie Betts" team=LAD add guardians="Ann Lee""#)
        == "Added Ann Lee to Mookie Betts's guardians.\n")
    #expect(
      try session.run(#"set player "Zoë Young" remove guardians="Bo Park""#)
        == "Removed Bo Park from Zoë Young's guardians.\n")
    #expect(
      try session.run(#"set player "Zoë Young" guardians="Mei Chen""#)
        == "Updated Zoë Young's guardians: added Mei Chen; removed Ann Lee.\n")
    #expect(try links() == ["Ann Lee → Mookie Betts", "Mei Chen → Zoë Young"])
    let lad = try session.league.object(RosterModel.team, named: "LAD")
    let mookie = try session.league.object(FamilyModel.player, named: "Mookie Betts", in: lad)
    #expect(try mookie.objects(forKey: "guardians").map(\.displayName) == ["Ann Lee"])
  }

  /// A row of the last listing takes the same words (`set 1 add players=…`), and Tab offers its
  /// members' key.
  @Test func aRowOfTheListingChangesItsMembers() throws {
    // Guardians by name: Ann Lee is the first.
    try session.run("guardians")
    #expect(
      try session.run(#"set 1 add players="Zoë Young,José Abreu""#)
        == "Added Zoë Young and José Abreu to Ann Lee's players.\n")
    #expect(
      try session.run(#"set 1 remove players="José Abreu""#) == "Removed José Abreu from Ann Lee's players.\n"
    )
    #expect(
      try session.run(#"set 1 players="Abe Lincoln""#)
        == "Updated Ann Lee's players: added Abe Lincoln; removed Zoë Young.\n")
    #expect(try links() == ["Ann Lee → Abe Lincoln"])
    #expect(
      Completer(session: session).complete(prefix: "set 1 add pl", word: "pl", quote: nil)
        == .words(["players="]))
    #expect(failure("set 1 add") == "say which players to add: players=PLAYER[,PLAYER…]")
    // A row with no many-to-many: nothing to add.
    try session.run("teams")
    #expect(
      failure("set 1 add city=Boston")
        == "teams have no members to add: 'add' and 'remove' change the members of a many-to-many relationship"
    )
  }

  /// `show` lists the members of each many-to-many, by name in their listing's order, as it
  /// lists what belongs to a record.
  @Test func showListsTheMembers() throws {
    try session.run(
      #"set guardian "Mei Chen" add players="Zoë Young,Abe Lincoln""#,
      #"set player "Abe Lincoln" add guardians="Bo Park""#)
    let guardian = try session.csv(#"show guardian "Mei Chen""#)
    // Its guardianships are its links to those players: shown as the players.
    #expect(guardian.hasPrefix("#id,name,email,phone,address,city,postcode,players\n"), "\(guardian)")
    // Players as their listing orders them: youngest first.
    #expect(guardian.hasSuffix(#",Mei Chen,,,,,,"Zoë Young, Abe Lincoln""# + "\n"), "\(guardian)")
    let player = try session.csv(#"show player "Abe Lincoln""#)
    #expect(player.contains(#""Bo Park, Mei Chen""#), "\(player)")
    #expect(try session.csv(#"show guardian "Ann Lee""#).hasSuffix(",Ann Lee,,,,,,\n"))
  }

  @Test func namesNotLinkedOrNotThereAreOneSentence() throws {
    #expect(
      failure(#"set guardian "Mei Chen" add players="Zoë Young,Nobody""#)
        == "no player is named 'Nobody'")
    // Atomic: the name that was found is not linked either.
    #expect(try links() == [])
    #expect(
      failure(#"set player "Zoë Young" add guardians="Mei Chan""#)
        == "no guardian is named 'Mei Chan'; did you mean 'Mei Chen'?")
    // A name two players share: the sentence of every command, and its narrowing setting works.
    let ambiguous = failure(#"set guardian "Mei Chen" add players="Mookie Betts""#)
    #expect(ambiguous.hasPrefix("'Mookie Betts' matches 2 players: #"), "\(ambiguous)")
    #expect(ambiguous.contains("; add team=TEAM, or name one by its id"), "\(ambiguous)")
    #expect(
      try session.run(#"set guardian "Mei Chen" add players="Mookie Betts" team=LAD"#)
        == "Added Mookie Betts to Mei Chen's players.\n")
    #expect(try links() == ["Mei Chen → Mookie Betts"])
    #expect(
      failure(#"set guardian "Mei Chen" add email=x@y.org"#).hasPrefix(
        "'add' puts in members of players=, not 'email='; other settings are changed without it"))
    #expect(
      failure(#"set guardian "Mei Chen" remove players="#).hasPrefix(
        "say which players to remove: players=PLAYER[,PLAYER…]"))
    #expect(
      failure(#"set guardian Nobody add players="Zoë Young""#).hasPrefix("no guardian is named 'Nobody'"))
    #expect(
      failure(#"set guardian "Mei Chen" team=LAD"#).hasPrefix(
        "team= narrows the names of members; name them too (players=PLAYER[,PLAYER…])"))
  }

  /// A link command is one step of the session's undo (the journal's entry), and redo makes it
  /// again (the journal's revert reads an entry's links: `ManyToManyJournalTests`).
  @Test func undoTakesBackALinkCommand() throws {
    try session.run(#"set guardian "Mei Chen" add players="Zoë Young,Abe Lincoln""#)
    try session.run(#"set player "Zoë Young" guardians="Ann Lee""#)
    #expect(try links() == ["Mei Chen → Abe Lincoln", "Ann Lee → Zoë Young"])
    // What undo will say it takes back (on main, a link-only step was "nothing").
    #expect(
      session.undoStack.map(\.summary) == [
        "add 2 links of players and guardians",
        "add 1 link of players and guardians, remove 1 link of players and guardians",
      ])
    #expect(try session.run("undo").hasPrefix("Undid: "))
    #expect(Set(try links()) == ["Mei Chen → Zoë Young", "Mei Chen → Abe Lincoln"])
    #expect(try session.run("undo").hasPrefix("Undid: "))
    #expect(try links() == [])
    #expect(try session.run("redo").hasPrefix("Redid: "))
    #expect(Set(try links()) == ["Mei Chen → Zoë Young", "Mei Chen → Abe Lincoln"])
  }

  /// A link made by a command is a guardianship (the entity the many-to-many goes through),
  /// listed with no values, which `set guardianship` gives it; taking the link away takes them,
  /// and undo brings the link back with them, as the log says. On main the link was a row of
  /// another table (`guardians_players`) and the guardianships listed nothing.
  @Test func aLinksValuesAreItsGuardianshipsAndComeBackWithItsUndo() throws {
    try session.run(#"set player "Abe Lincoln" add guardians="Bo Park""#)
    let listed = try session.csv("guardianships")
    #expect(listed.hasSuffix("\nAbe Lincoln,Bo Park,\n"), "\(listed)")
    let id = try #require(
      try session.league.store.scalar(#"SELECT "id" FROM "guardianships""#).integerValue)
    try session.run("set guardianship #\(id) relationship=father may_pick_up=yes")
    #expect(try session.csv("guardianships").hasSuffix("\nAbe Lincoln,Bo Park,father\n"))
    try session.run(#"set player "Abe Lincoln" remove guardians="Bo Park""#)
    #expect(try links() == [])
    #expect(try session.run("guardianships").contains("No guardianships"))
    #expect(try session.run("undo").hasPrefix("Undid: "))
    #expect(try links() == ["Bo Park → Abe Lincoln"])
    #expect(try session.csv("guardianships").hasSuffix("\nAbe Lincoln,Bo Park,father\n"))
    #expect(
      try session.league.store.scalar(#"SELECT "may_pick_up" FROM "guardianships""#) == .integer(1))
    let log = try session.run("log -n 3")
    #expect(
      log.contains(
        "\n    linked player Abe Lincoln to guardian Bo Park (relationship father, may_pick_up yes)\n"),
      "\(log)")
    #expect(
      log.contains(
        "\n    the link of player Abe Lincoln to guardian Bo Park: relationship none → father, may_pick_up none → yes\n"
      ), "\(log)")
  }

  /// An import's summary counts the links its member lists made and took away, after its rows'
  /// (a row whose links alone changed is updated); one that changes none says nothing of links.
  /// On main the summary counted the rows only.
  @Test func anImportSaysHowManyLinksItMadeAndTookAway() throws {
    let folder = TemporaryFolder()
    let file = { (name: String, text: String) throws -> String in
      try text.write(toFile: folder.file(name), atomically: true, encoding: .utf8)
      return folder.file(name)
    }
    let three = try file(
      "three.csv", "name,players\nMei Chen,Abe Lincoln;Tom O'Brien\nAnn Lee,Cody Bellinger\n")
    #expect(
      try session.run("import \(three)").split(separator: "\n").dropFirst() == [
        "Guardians: 0 added, 2 updated, 0 unchanged.", "Player–guardian links: 3 made, 0 taken away.",
      ])
    let one = try file("one.csv", "name,players\nMei Chen,Abe Lincoln\n")
    #expect(
      try session.run("import --dry-run \(one)").split(separator: "\n").dropFirst() == [
        "Guardians: 0 to add, 1 to update, 0 unchanged.", "Player–guardian links: 0 to make, 1 to take away.",
      ])
    #expect(!(try session.run("import \(three)").contains("links")))
  }

  /// The words come from the declaration: the usage line, the summary, the man page, and Tab.
  @Test func helpAndTabKnowTheNewWords() throws {
    let model = FamilyModel.model
    #expect(
      try HelpCommand.text(topic: ["set", "guardian"], model: model, width: 300).hasPrefix(
        "Usage: set guardian GUARDIAN add players=PLAYER[,PLAYER…] [team=TEAM]|remove players=PLAYER[,PLAYER…] [team=TEAM]|key=value…"
      ))
    #expect(
      try HelpCommand.text(topic: ["set", "player"], model: model, width: 300).hasPrefix(
        "Usage: set player PLAYER [team=TEAM] add guardians=GUARDIAN[,GUARDIAN…]|remove guardians=GUARDIAN[,GUARDIAN…]|key=value…"
      ))
    let command = try #require(CommandTable.commands(for: model).first { $0.name == "set guardian" })
    #expect(
      command.summary.contains(
        "name, email, phone, address, city, postcode or players; add|remove players=… puts some in or takes some out"
      ))
    let entry = try #require(Manual.commands(model).entries.first { $0.term.hasPrefix("set guardian ") })
    #expect(entry.term.contains("add players=PLAYER[,PLAYER…]"), "the man page has the words")
    #expect(Manual.roff(model).contains(#"\%add \%players=PLAYER[,PLAYER\[u2026]]"#))
    let completer = Completer(session: session)
    func complete(_ prefix: String) -> Completer.Result {
      let word = String(prefix.reversed().prefix { !$0.isWhitespace }.reversed())
      return completer.complete(prefix: prefix, word: word, quote: nil)
    }
    #expect(complete(#"set guardian "Mei Chen" a"#) == .words(["add", "address="]))
    #expect(complete(#"set guardian "Mei Chen" rem"#) == .words(["remove"]))
    #expect(complete(#"set guardian "Mei Chen" add pl"#) == .words(["players="]))
    #expect(complete(#"set guardian "Mei Chen" pl"#) == .words(["players="]))
    #expect(complete(#"set player "Zoë Young" add gu"#) == .words(["guardians="]))
    #expect(complete(#"set player "Zoë Young" add guardians=A"#) == .words([#"guardians="Ann Lee""#]))
    // After a comma, the names typed stay and the next is offered.
    #expect(
      complete(#"set player "Zoë Young" add guardians=Bo,M"#) == .words([#"guardians=Bo,"Mei Chen""#]))
    // A player's name, of the team you are in.
    try session.run("cd BOS")
    #expect(
      complete(#"set guardian "Mei Chen" add players=Zo"#)
        == .words([#"players="Zoe Adams""#, #"players="Zoë Young""#]))
  }
}
