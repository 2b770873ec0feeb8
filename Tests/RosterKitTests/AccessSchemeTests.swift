import Foundation
import Testing

@testable import RosterKit

/// The access rules are written with the names of the model's `AccessScheme`, whatever its unit:
/// a model of clubs and their members (no team, no player) gets grants of clubs, functions named
/// after them, refusals that speak of clubs and its own server functions run as the owner.
@Suite struct AccessSchemeTests {
  static let club = Entity(
    name: "Club", table: "clubs", type: ManagedObject.self,
    attributes: [Attribute("title", .text, maxLength: 100, folded: true)],
    relationships: [.toMany("members", destination: "Member", inverse: "club", deleteRule: .cascade)],
    presentation: .init(
      noun: "club", displayKey: "title", columns: [.init("title")], fileColumns: ["title"],
      listingSummary: "list the clubs",
      examples: .init(name: "Chess", add: "Chess", set: "title=Chess", listing: "")))

  static let member = Entity(
    name: "Member", table: "members", type: ManagedObject.self,
    attributes: [Attribute("name", .text, maxLength: 100, folded: true)],
    relationships: [
      .toOne("club", destination: "Club", inverse: "members", column: "club_id", optional: true)
    ],
    presentation: .init(
      noun: "member", columns: [.init("name")], fileColumns: ["name"], listingSummary: "list the members",
      examples: .init(name: "Ann", add: "Ann", set: "name=Ann", listing: "")))

  static let census = ServerFunction("roster_census", arguments: "bigint") { names in
    #"CREATE FUNCTION "roster_census"("n" bigint) RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT cardinality("#
      + SQL.quoted(names.managedFunction) + "()) $$"
  }

  static let model = Model(
    entities: [club, member], journalSince: 1,
    access: [
      .init("clubs", holder: .office, readers: .everyone),
      .init("members", holder: .unit(column: "club_id", free: true), readers: .everyone),
    ],
    accessScheme: AccessScheme(unit: "Club", office: ["clubs"], functions: [census]), accessSince: 1,
    keyIndexesSince: 1)

  static let statements = model.createStatements(version: 1, dialect: PostgreSQLDialect())

  @Test func theGrantsAreOfTheModelsUnit() {
    #expect(
      Self.statements.contains(
        """
        CREATE TABLE "roster_access" (
          "role" text NOT NULL,
          "kind" text NOT NULL CHECK ("kind" IN ('admin', 'manager', 'viewer')),
          "club_id" bigint REFERENCES "clubs"("id") ON DELETE CASCADE,
          CHECK (("kind" = 'manager') = ("club_id" IS NOT NULL)),
          UNIQUE NULLS NOT DISTINCT ("role", "kind", "club_id")
        )
        """))
    #expect(Self.statements.contains(#"CREATE INDEX "roster_access_club" ON "roster_access"("club_id")"#))
    #expect(
      Self.statements.contains(
        #"CREATE POLICY "members_update" ON "members" FOR UPDATE USING (((SELECT "roster_access_kind"()) = 'admin' OR "club_id" = ANY ((SELECT "roster_managed_clubs"())::bigint[]) OR ("club_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager'))) WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR "club_id" = ANY ((SELECT "roster_managed_clubs"())::bigint[]) OR ("club_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) OR "roster_may_change"('members', "club_id", true))"#
      ))
  }

  /// The refusals name the clubs by their title and speak of clubs; the office's tables are the
  /// scheme's, and a table the scheme has no words for is called by its name.
  @Test func theRefusalsSpeakOfTheUnit() throws {
    let names = try #require(Self.statements.first { $0.contains(#"CREATE FUNCTION "roster_club_names""#) })
    #expect(names.contains(#"string_agg(t."title", ', ' ORDER BY t."title_fold")"#))
    #expect(names.contains(#"FROM "clubs" t WHERE t."id" = ANY ("ids")"#))
    let decides = try #require(Self.statements.first { $0.contains(#"CREATE FUNCTION "roster_may_change""#) })
    for expected in [
      #""roster_may_change"("what" text, "club" bigint, "free" boolean)"#,
      #"mine := coalesce("roster_club_names"(managed), 'no club');"#,
      #"ELSIF "what" IN ('clubs', 'roster_access') THEN"#,
      #"mine, CASE "what" WHEN 'roster_access' THEN 'grants' ELSE "what" END);"#,
      #"MESSAGE = format('you manage %s; %s without a club are the league office''s to change (an admin''s)',"#,
      #"mine, "what");"#,
    ] {
      #expect(decides.contains(expected), "\(expected)")
    }
  }

  /// The model's own function comes after the deciding ones and runs as the owner with them.
  @Test func theModelsFunctionsRunAsTheOwner() throws {
    let made = try #require(Self.statements.firstIndex { $0.hasPrefix(#"CREATE FUNCTION "roster_census""#) })
    #expect(Self.statements[made].contains(#"cardinality("roster_managed_clubs"())"#))
    let settled = try #require(
      Self.statements.firstIndex { $0.contains(#"CREATE FUNCTION "roster_settled""#) })
    #expect(made == settled + 1)
    // No rule names a parent: the table the unit holds stands for it.
    #expect(Self.statements[settled].contains(#"FROM "members" p WHERE p."id" = "parent""#))
    #expect(Self.statements[settled].contains(#"(r."old" ->> 'club_id')::bigint AS "club""#))
    #expect(
      Self.statements.contains {
        $0.contains(
          #"'roster_access_kind()', 'roster_managed_clubs()', 'roster_club_names(bigint[])',"#)
          && $0.contains(#"'roster_revert_changes()',"# + "\n    'roster_census(bigint)'] LOOP")
      })
  }

  /// Nothing of Roster's league is written for a model without it.
  @Test func nothingOfRostersLeagueIsWritten() {
    let words = #/(?i)player|team|division|guardian|contact|staff|birthdate|season/#
    #expect(Self.statements.filter { $0.firstMatch(of: words) != nil } == [])
  }
}
