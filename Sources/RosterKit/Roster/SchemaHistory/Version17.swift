extension RosterSchemaHistory {
  /// Version 17: a gender as one word in a league made before Roster kept it so. Version 16's
  /// releases (`5cb50a5` … `07a5334`) stored a player's gender as the family or the platform wrote
  /// it (`F`, `Male`); from `e907bc9` on Roster stores the platforms' spellings as one word
  /// (`female`, `male`, `non-binary`). Every stored gender that is one of those spellings, ignoring
  /// case (ASCII letters: every spelling is ASCII, and a letter outside it is no spelling), becomes
  /// its word, its row's `version` one up, in a journal entry of the upgrade's own (`log` shows
  /// it, with each value as it was). Any other gender (a family's own word) stays as written. No
  /// table, column or check changes.
  static let version17 = Migration(
    version: 17,
    [
      .transform(openGenderEntry),
      .sql(sqlite: [genderUpdate(.sqlite)], postgresql: [genderUpdate(.postgresql)]),
      .transform(closeGenderEntry),
      .sql(sqlite: [], postgresql: [settledInItsEpoch, settledAsItsOwner]),
    ])

  /// On PostgreSQL, `roster_settled` reads a row's transaction id past the newest as this
  /// epoch's when the server knows it: a row a savepoint of the session's own transaction wrote
  /// (an undo's step) has an id past the newest when other sessions took ids meanwhile, which the
  /// rule of versions 10 and 13 read in the epoch before — on a new server a negative id, and the
  /// undo failed with 'transaction ID … is in the future' (CI, under load); on an older server
  /// another transaction's status.
  /// Made again, it runs as its owner in the league's schema, as version 13 made it.
  static let settledAsItsOwner = #"""
    DO $$
    BEGIN
      EXECUTE format('ALTER FUNCTION "roster_settled"(bigint) SECURITY DEFINER SET search_path = %I, pg_temp',
        current_schema());
    END $$
    """#

  static let settledInItsEpoch = #"""
    CREATE OR REPLACE FUNCTION "roster_settled"("parent" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
    DECLARE
      written bigint := (SELECT p."xmin"::text::bigint FROM "players" p WHERE p."id" = "parent");
      newest bigint;
      status text;
      first record;
    BEGIN
      IF written IS NULL OR written < 3 THEN RETURN true; END IF;
      newest := greatest(pg_snapshot_xmax(pg_current_snapshot())::text::bigint, txid_current_if_assigned() + 1);
      written := (newest - newest % 4294967296) + written;
      -- Past the newest: a savepoint's of this transaction (or another's begun since), which the
      -- server knows, else the epoch before's.
      IF written > newest THEN
        BEGIN
          status := pg_xact_status(written::text::xid8);
        EXCEPTION WHEN OTHERS THEN
          written := written - 4294967296;
          IF written < 3 THEN RETURN true; END IF;
          status := pg_xact_status(written::text::xid8);
        END;
      ELSE
        status := pg_xact_status(written::text::xid8);
      END IF;
      IF status IS DISTINCT FROM 'in progress' THEN RETURN true; END IF;
      SELECT r."change", (r."old" ->> 'team_id')::bigint AS "team" INTO first
        FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
        WHERE j."txn" = txid_current() AND r."entity" = 'players' AND r."row" = "parent"
        ORDER BY r."id" LIMIT 1;
      IF NOT FOUND THEN RETURN false; END IF;
      RETURN first."change" = 'insert' OR first."team" = ANY ("roster_managed_teams"());
    END $$
    """#

  /// The spellings version 17 makes one word, each lowercased, by word: the list of `e907bc9`
  /// (`Gender.spellings` then), written out so that a later change of `Gender` is a new version,
  /// never a change of this one's text.
  static let version17Spellings: [(word: String, spellings: [String])] = [
    ("female", ["f", "female", "girl", "girls", "woman", "women"]),
    ("male", ["m", "male", "boy", "boys", "man", "men"]),
    ("non-binary", ["x", "non-binary", "nonbinary", "non binary", "nb"]),
  ]

  static let genderUpgradeCommand = "the upgrade to schema 17: genders as one word"

  /// The gender in lower case, ASCII letters only: what a spelling is compared with.
  private static func genderLowered(_ engine: DatabaseEngine) -> String {
    engine == .sqlite
      ? #"lower("gender")"#
      : #"translate("gender", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"#
  }

  /// The players whose gender version 17 changes.
  private static func genderCondition(_ engine: DatabaseEngine) -> String {
    let lowered = genderLowered(engine)
    let spellings = version17Spellings.flatMap(\.spellings).sorted().map { "'" + $0 + "'" }
    let words = version17Spellings.map { "'" + $0.word + "'" }
    return lowered + " IN (" + spellings.joined(separator: ", ") + #") AND "gender" NOT IN ("#
      + words.joined(separator: ", ") + ")"
  }

  private static func genderUpdate(_ engine: DatabaseEngine) -> String {
    let lowered = genderLowered(engine)
    let cases = version17Spellings.flatMap { word, spellings in
      spellings.sorted().map { "WHEN '" + $0 + "' THEN '" + word + "'" }
    }
    return #"UPDATE "players" SET "gender" = CASE "# + lowered + " " + cases.joined(separator: " ")
      + #" END, "version" = "version" + 1 WHERE "# + genderCondition(engine)
  }

  /// Opens the upgrade's journal entry when a gender is to change (none otherwise: an upgrade
  /// that changes no row writes no entry). The journal's triggers write the rows into it.
  private static func openGenderEntry(_ store: any Store) throws {
    let count = try store.scalar(
      SQL(#"SELECT count(*) FROM "players" WHERE "# + genderCondition(store.dialect.engine)))
    guard count.integerValue ?? 0 > 0 else { return }
    _ = try store.openJournalEntry(author: "roster", command: genderUpgradeCommand)
  }

  /// Closes the entry `openGenderEntry` opened, if it did.
  private static func closeGenderEntry(_ store: any Store) throws {
    let open = try store.rows(
      #"SELECT "id" FROM "journal" WHERE "txn" IS NOT NULL AND "command" = "#
        + SQL.value(.text(genderUpgradeCommand)))
    for row in open {
      for statement in store.dialect.journalClose(row[0].integerValue ?? 0) { try store.execute(statement) }
    }
  }
}
