import RosterFixtures
import Testing

@testable import RosterKit

/// What the audit expects of a model is that model's, however many models come and go.
struct SchemaAuditCacheTests {
  /// A model made where a freed one was (at its address, so with its identifier) is audited
  /// against its own schema: one with coaches expects a `coaches` table, one without does not.
  /// The audit kept what it expected under the model's identifier only, and the allocator gives
  /// a freed model's address to the next model of its size.
  @Test func aModelMadeWhereAFreedOneWasIsAuditedAgainstItsOwnSchema() {
    let withCoaches = CoachModel.model.entities
    let without = withCoaches.filter { $0.name != "Coach" }
    for round in 0..<200 {
      let coaches = round.isMultiple(of: 2)
      let model = Model(entities: coaches ? withCoaches : without)
      let expected = SchemaAudit.Expected.of(
        model, version: RosterModel.schemaVersion, dialect: SQLiteDialect())
      #expect((expected.tables["coaches"] != nil) == coaches, "round \(round)")
    }
  }
}
