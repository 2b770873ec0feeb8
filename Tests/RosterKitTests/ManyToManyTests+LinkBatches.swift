import RosterFixtures
import Testing

@testable import RosterKit

/// Links made and taken away a batch at a time (`RowWriter.link(_:_:)`, `unlink(_:_:)`: what an
/// import's member lists write): one statement over a JSON array of the pairs, saying which it
/// changed, journaled as links are.
extension ManyToManyTests {
  private var table: JoinTable { FamilyModel.model.joinTable(named: "guardianships")! }

  private func link(_ player: String, _ guardian: String) throws -> Link {
    Link(
      table: table.name, first: try self.player(player).objectID, second: try self.guardian(guardian).objectID
    )
  }

  /// The statements, as written (no database): the pairs one JSON array, read by the engine's
  /// JSON table function; each returns the pairs it changed.
  @Test func aBatchOfLinksIsOneStatementOverAJSONArray() throws {
    let writer = RowWriter(store: try SQLiteStore(path: ":memory:"), model: FamilyModel.model)
    let links = [(4, 7), (5, 7)].map { player, guardian in
      Link(
        table: table.name, first: ObjectID(entityName: "Player", rowID: Int64(player)),
        second: ObjectID(entityName: "Guardian", rowID: Int64(guardian)))
    }
    let pairs = #"json_extract("v"."value", '$.player_id'), json_extract("v"."value", '$.guardian_id')"#
    let json: [DatabaseValue] = [.text(#"[{"player_id":4,"guardian_id":7},{"player_id":5,"guardian_id":7}]"#)]
    #expect(
      writer.linking(table, links[...]).rendered() == (
        #"INSERT INTO "guardianships" ("player_id", "guardian_id") SELECT "# + pairs
          + #" FROM json_each(?) AS "v" WHERE true ON CONFLICT DO NOTHING RETURNING "player_id", "guardian_id""#,
        json
      ))
    #expect(
      writer.unlinking(table, links[...]).rendered() == (
        #"DELETE FROM "guardianships" WHERE ("player_id", "guardian_id") IN (SELECT "# + pairs
          + #" FROM json_each(?) AS "v") RETURNING "player_id", "guardian_id""#,
        json
      ))
  }

  /// On the engine the tests run on: a pair linked already, or not linked, changes nothing and
  /// is not among those the batch says it changed; the journal has the links of the entry.
  @Test func aBatchOfLinksSaysWhichItChanged() throws {
    let writer = context.writer
    let (mookieMei, abeBo, zoeBo, abeMei) = (
      try link("Mookie Betts", "Mei Chen"), try link("Abe Lincoln", "Bo Park"),
      try link("Zoë Young", "Bo Park"),
      try link("Abe Lincoln", "Mei Chen")
    )
    let made = try writer.transaction { try writer.link(table, [mookieMei, abeBo, zoeBo]) }
    #expect(made == [abeBo, zoeBo])
    let entry = try #require(writer.lastEntry)
    let gone = try writer.transaction { try writer.unlink(table, [abeBo, abeMei]) }
    #expect(gone == [abeBo])
    #expect(
      try storedLinks() == [
        ["Mookie Betts", "Mei Chen"], ["Zoë Young", "Mei Chen"], ["Mookie Betts", "Ann Lee"],
        ["Zoë Young", "Bo Park"],
      ])
    let journaled: SQL =
      "SELECT count(*) FROM \(ident: "journal_rows") WHERE \(ident: "entry") = \(bind: .integer(entry)) AND "
      + "\(ident: "entity") = 'guardianships' AND \(ident: "change") = 'insert'"
    #expect(try league.store.scalar(journaled).integerValue == 2)
  }
}
