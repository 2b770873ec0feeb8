/// The history of Roster's schema: every released version's SQL, as committed text for SQLite and
/// for PostgreSQL, one file a version (`Version1.swift` …). This is the only SQL that creates or
/// changes a league's tables: a new database runs the whole history, an older one the versions it
/// has not seen, so both end with exactly the same schema.
///
/// **A released version never changes.** Its text is what every database of that version was
/// made with; `SchemaHistoryTests` compare it byte for byte with
/// `Tests/Fixtures/schema/migration-N.{sqlite,postgresql}.sql`, and upgrade the league files and
/// PostgreSQL dumps that each release made (kept beside them) to the current version.
///
/// To change the schema, add a version (see `Tests/Fixtures/schema/README.md`):
/// 1. Change the model (`RosterModel`), marking what is new `since: N` — an entity, an attribute,
///    a relationship, a check, an index, a word index.
/// 2. Print `RosterModel.shared.upgradeStatements(to: N, dialect:)` for both dialects: the
///    proposal. Put it in `VersionN.swift` as text, with any data change written by hand between
///    its statements (SQL for each engine, or a `.transform` in Swift; a changed row's `version`
///    goes up by one, so sessions that listed it notice), and append `versionN` below.
/// 3. Write the new golden files and a league file and dump made by this version, as the README
///    says; `SchemaHistoryTests` then check that the model and the history agree.
enum RosterSchemaHistory {
  /// Oldest first.
  static let migrations: [Migration] = [
    version1, version2, version3, version4, version5, version6, version7, version8, version9,
    version10, version11, version12, version13, version14, version15, version16, version17,
  ]
}
