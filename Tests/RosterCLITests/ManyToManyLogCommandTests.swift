import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// `log`, `undo` and `revert` at the command line over a league of `FamilyModel`, whose links
/// (guardians and players) are made and taken away by its objects: the log says which pair, in
/// every format, and `revert` puts them back.
struct ManyToManyLogCommandTests {
  /// The suite's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League
  let session: Session

  init() throws {
    league = try FamilyModel.league(path: ownDatabase.location)
    session = Session(league: league, out: .capturing(), err: .capturing())
  }

  private func object(_ entity: Entity, _ name: String) throws -> ManagedObject {
    try #require(
      try session.context.fetch(
        FetchRequest(entity: entity, predicate: .comparison(key: "name", .equal, .text(name)))
      ).first)
  }

  /// A link and an unlink, each an entry of its own: `log` shows them as lines, `--format csv`
  /// and `json` as rows of kind `link` (on main they had no line and no row), and `revert` of
  /// the unlink makes the link again.
  @Test func theLogListsLinksAndRevertPutsThemBack() throws {
    let context = session.context
    let mookie = try object(FamilyModel.player, "Mookie Betts")
    context.stamp = JournalStamp(author: "ana", command: "link")
    mookie.addObject(try object(FamilyModel.guardian, "Bo Park"), forKey: "guardians")
    try context.save()
    context.stamp = JournalStamp(author: "ana", command: "unlink")
    mookie.removeObject(try object(FamilyModel.guardian, "Ann Lee"), forKey: "guardians")
    let unlinked = try #require(try context.save().journalEntry)
    let log = try session.run("log -n 2")
    #expect(log.contains("\n    unlinked player Mookie Betts from guardian Ann Lee\n"))
    #expect(log.contains("\n    linked player Mookie Betts to guardian Bo Park\n"))
    let csv = try session.run("log -n 2 --format csv").split(separator: "\n").map { $0.split(separator: ",") }
    #expect(
      csv.dropFirst().map { Array($0.suffix(4)) } == [
        ["delete", "link", "3", "unlinked player Mookie Betts from guardian Ann Lee"],
        ["insert", "link", "4", "linked player Mookie Betts to guardian Bo Park"],
      ])
    let json = try session.run("log -n 1 --format json")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(
      rows.count == 1 && rows[0]["kind"] as? String == "link" && rows[0]["change"] as? String == "delete")
    #expect(rows[0]["detail"] as? String == "unlinked player Mookie Betts from guardian Ann Lee")
    _ = try session.run("revert \(unlinked)")
    #expect(
      try league.store.scalar(
        #"SELECT count(*) FROM "guardianships" WHERE "player_id" = "#
          + "\(bind: .integer(mookie.objectID.rowID))"
      ) == .integer(3))
    #expect(try session.run("log -n 1").contains("\n    linked player Mookie Betts to guardian Ann Lee\n"))
  }
}
