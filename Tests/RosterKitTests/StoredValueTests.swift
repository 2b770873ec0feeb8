import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// What the database holds is always readable (schema 9): every value the model validates is
/// checked by the database too, generated from the attribute's declaration, so no client — psql,
/// the sqlite3 shell, another program — can store what Roster cannot read; and a folded copy can
/// only be its value folded.
struct StoredValueTests {
  let league: League
  init() throws { league = try Fixture.league() }

  private var store: any StoreMaintenance { league.store }

  /// Runs `statement` as another program would; the error it meets, if any.
  private func refusal(_ statement: SQL) -> StoreError? {
    do {
      try store.execute(statement)
      return nil
    } catch let error as StoreError {
      return error
    } catch {
      return nil
    }
  }

  static let refused: [(table: String, column: String, value: String)] = [
    ("players", "birthdate", "2015-13-45"), ("players", "birthdate", "2015-02-29"),
    ("players", "birthdate", "garbage"), ("players", "birthdate", "0001-01-01"),
    ("players", "birthdate", "2200-01-01"), ("players", "birthdate", "2015-3-2"),
    ("players", "birthdate", ""), ("players", "number", "abc"), ("players", "number", "1234"),
    ("players", "number", ""), ("players", "number", " 7"), ("players", "position", "P\u{1B}[2J"),
    ("players", "position", "\u{202E}CF"), ("players", "position", String(repeating: "x", count: 21)),
    ("players", "external_id", "a\tb"), ("teams", "city", " Boston"), ("teams", "city", "Boston\u{3000}"),
    ("teams", "abbreviation", "BOS\u{200B}"), ("league", "cutoff", "2026-02-30"),
    ("league", "season", "2027\nSpring"), ("league", "time_zone", "../../etc/passwd"),
    ("league", "time_zone", "Europe/Paris "),
  ]

  /// A value the model refuses is refused by the database, through plain SQL (a check of the
  /// column), and the row keeps what it had.
  @Test(arguments: refused)
  func theDatabaseRefusesWhatRosterCannotRead(table: String, column: String, value: String) throws {
    if table == "league" { try league.store.execute("INSERT INTO league (name) VALUES ('Metro')") }
    let before = try store.rows("SELECT \(ident: column) FROM \(ident: table) ORDER BY id")
    let error = refusal("UPDATE \(ident: table) SET \(ident: column) = \(bind: .text(value))")
    #expect(error?.kind == .constraint, "\(table).\(column) = \(quoted(value)): \(String(describing: error))")
    #expect(try store.rows("SELECT \(ident: column) FROM \(ident: table) ORDER BY id") == before)
  }

  /// A folded copy that is not its value folded is refused, whichever of the two changes: a
  /// command cannot act on the wrong row because of a copy gone stale.
  @Test func aFoldedCopyThatIsNotItsValueFoldedIsRefused() throws {
    for statement: SQL in [
      "UPDATE players SET name = 'Zoe Ruiz' WHERE name = 'Mookie Betts'",
      "UPDATE players SET name_fold = 'jose abreu' WHERE name = 'Mookie Betts'",
      "UPDATE teams SET abbreviation = 'RSX' WHERE abbreviation = 'BOS'",
      "INSERT INTO teams (name, name_fold) VALUES ('Hawks', 'eagles')",
    ] {
      #expect(refusal(statement)?.kind == .constraint, "\(statement)")
    }
    #expect(
      refusal("UPDATE players SET name = 'Zoë Ruiz', name_fold = 'zoe ruiz' WHERE name = 'Mookie Betts'")
        == nil)
    #expect(try league.check() == [])
  }

  /// The database's checks and Roster's validation agree on every text and date attribute of the
  /// model, for values chosen to sit on each rule's edge and thousands of random ones: the
  /// database never refuses what Roster takes, and takes nothing Roster refuses but the tag
  /// characters an emoji flag may hold (which the check cannot tell apart; `check` does).
  @Test func theDatabaseAndRosterAgreeOnEveryValue() throws {
    let model = RosterModel.shared
    var random = SeededGenerator(seed: 40)
    for entity in model.entities {
      for attribute in entity.attributes where attribute.kind == .text || attribute.kind == .date {
        let checks = model.valueChecks(attribute, of: entity, store.dialect).filter {
          $0.column == attribute.column
        }
        let check = try #require(checks.first, "\(entity.table).\(attribute.column) has a check")
        var values = Self.edgeValues(attribute)
        for _ in 0..<150 { values.append(Self.randomValue(attribute, &random)) }
        var verdicts: [Bool] = []
        for chunk in stride(from: 0, to: values.count, by: 200).map({
          Array(values[$0..<min($0 + 200, values.count)])
        }) {
          verdicts += try Self.verdicts(check.expression, column: attribute.column, chunk, store)
        }
        for (value, database) in zip(values, verdicts) {
          let roster = (try? attribute.validated(.text(value), on: entity)) == .text(value)
          // The database may take more than Roster in two places only: tags, and the names of
          // zones, whose form SQLite checks and PostgreSQL reads as its own zones do.
          let looser =
            attribute.shape == .timeZone
            || value.unicodeScalars.contains { (0xE0020...0xE007F).contains($0.value) }
          #expect(
            roster ? database : (database == false || looser),
            "\(entity.table).\(attribute.column) \(quoted(value)): database \(database), Roster \(roster)")
        }
      }
    }
  }

  /// What the database's check of `column` says of each of `values` (none empty).
  static func verdicts(_ expression: String, column: String, _ values: [String], _ store: any Store) throws
    -> [Bool]
  {
    let json = SQL.value(.text(SQLiteDialect.jsonArray(values.map { .text($0) })))
    let elements: SQL =
      store.dialect.engine == .sqlite
      ? "SELECT CAST(\"key\" AS integer) AS i, \"value\" AS \(ident: column) FROM json_each(" + json + ")"
      : "SELECT (i - 1)::bigint AS i, v AS \(ident: column) FROM jsonb_array_elements_text(CAST(" + json
        + " AS jsonb)) WITH ORDINALITY AS e(v, i)"
    let sql = "SELECT i, coalesce((" + SQL(expression) + "), false) FROM (" + elements + ") AS s ORDER BY i"
    return try store.rows(sql).map { $0[1].integerValue == 1 }
  }

  static func edgeValues(_ attribute: Attribute) -> [String] {
    var values = [
      "a", " a", "a ", "a\u{A0}", "\u{3000}a", "a\u{200B}b", "a\tb", "a\nb", "\u{7F}", "\u{85}x",
      "é", "e\u{301}", "日本", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "x\u{E0041}",
      "\u{FEFF}x", "x\u{AD}y", "👨‍👩‍👧", "O'Brien", "a\u{200D}b",
    ]
    if let length = attribute.maxLength {
      values += [
        String(repeating: "x", count: length), String(repeating: "x", count: length + 1),
        String(repeating: "e\u{301}", count: length / 2),
        String(repeating: "e\u{301}", count: length / 2 + 1),
      ]
    }
    switch attribute.shape {
    case .digits: values += ["0", "00", "07", "999", "1000", "1a", "+1", "-1", "٣"]
    case .phone:
      values += [
        "+1 555 0100", "(555) 010-0100", "555.0100.77", "1234567", "123456", "1234567890123456",
        "+1+555 0100", "555-0100 x12", "+", "555/0100/88", "１２３４５６７",
      ]
    case .email:
      values += [
        "pat@example.org", "p@x.co", "p@x.c", "@x.org", "p@@x.org", "p@x", "p@.x.org", "p@x..org",
        "p@x.org.", "p@-x.org", "p@x-.org", "p@x.-org", "p@x.org-", "p q@x.org", "p,q@x.org", "<p@x.org>",
        String(repeating: "a", count: 64) + "@x.org", String(repeating: "a", count: 65) + "@x.org",
        "pé@exämple.org", "p@x.o\u{301}", "p\u{2028}@x.org", "p@x.org\u{A0}q",
      ]
    case .timeZone:
      values += [
        "Europe/Paris", "America/New_York", "UTC", "Etc/GMT+5", "Nowhere/Place", "europe/paris",
        "Europe//Paris",
      ]
    case .lowercaseName:
      values += [
        "sportsconnect", "usahockey", "usl2", "x", "2usl", "USAHockey", "usa_hockey", "usa-hockey",
        "usa hockey",
        "ü", "ａ", "a\u{301}",
      ]
    case nil: break
    }
    if attribute.kind == .date {
      values += [
        "2015-03-02", "2016-02-29", "2015-02-29", "2000-02-29", "1900-02-29", "1900-01-01", "1899-12-31",
        "2199-12-31", "2200-01-01", "2015-04-31", "2015-13-01", "2015-00-10", "2015-01-00", "2015-3-2",
        "2015-03-02 ", "20150302", "2015/03/02", "２０１５-03-02",
      ]
    }
    return values
  }

  static func randomValue(_ attribute: Attribute, _ random: inout SeededGenerator) -> String {
    let pieces: [String] =
      switch (attribute.kind, attribute.shape) {
      case (.date, _):
        ["0", "1", "2", "9", "-", "-", "20", "19", "02", "29", "30", "31", "12", "13", " ", "a"]
      case (_, .email?): ["a", "b", "@", "@", ".", ".", "-", "x", "org", " ", ",", "é", "\u{301}", "日", "+"]
      case (_, .phone?): ["1", "5", "0", " ", "-", ".", "(", ")", "/", "+", "x", "55", "555"]
      case (_, .digits?): ["0", "7", "9", "12", "a", " ", "-"]
      case (_, .lowercaseName?): ["a", "z", "0", "9", "A", "_", "-", " ", "é", "usl"]
      default:
        [
          "a", "Z", " ", "é", "e", "\u{301}", "日", "👍", "\u{A0}", "\u{200B}", "\u{202E}", "\u{E0041}",
          "\u{1F3F4}", "\t", "\u{3000}", "\u{200D}", "'", "-", "\u{1D173}",
        ]
      }
    let count = Int.random(in: 1...8, using: &random)
    return (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
  }

  /// The database's folding is Roster's: every scalar folding changes, every combining mark
  /// that stays, and text of many scripts (PostgreSQL's `roster_fold`, made from Swift's; on
  /// SQLite the function is Swift's own).
  @Test func theDatabaseFoldsAsRosterDoes() throws {
    var texts = TextFolding.scalarFoldings.map { String($0.0) }
    texts += TextFolding.combiningScalars.flatMap { $0.map { "a" + String(Unicode.Scalar($0)!) + "b" } }
    texts += [
      "Mookie Betts", "José Abreu", "ÁBEL DÍAZ", "Ōta Ken'ichi", "大谷翔平", "Łukasz Żółć", "STRAßE", "Æsir",
      "İstanbul", "ΣΟΦΟΣ", "e\u{301}", "Å\u{30A}", "ǅemal", "ﬁne", "Ⅻ", "\u{1D400}BC", "x\u{E0041}y", "Ǆ",
      "👨‍👩‍👧 Ruiz",
    ]
    var random = SeededGenerator(seed: 9)
    let alphabet = Array("aAéÉßŁłÆǅΣσςİıⅫﬁ\u{301}\u{308}\u{30A}\u{F39}\u{1B44}日👍 ".unicodeScalars)
    for _ in 0..<500 {
      texts.append(
        String(
          String.UnicodeScalarView(
            (0..<Int.random(in: 1...6, using: &random)).map { _ in
              alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            })))
    }
    let call = store.dialect.engine == .sqlite ? "roster_fold(t, 3)" : "\"roster_fold\"(t)"
    for start in stride(from: 0, to: texts.count, by: 500) {
      let chunk = Array(texts[start..<min(start + 500, texts.count)])
      let json = SQL.value(.text(SQLiteDialect.jsonArray(chunk.map { .text($0) })))
      let sql: SQL =
        store.dialect.engine == .sqlite
        ? "SELECT " + SQL(call)
          + " FROM (SELECT CAST(\"key\" AS integer) AS i, \"value\" AS t FROM json_each("
          + json + ")) AS s ORDER BY i"
        : "SELECT " + SQL(call) + " FROM jsonb_array_elements_text(CAST(" + json
          + " AS jsonb)) WITH ORDINALITY AS e(t, i) ORDER BY i"
      let folded = try store.rows(sql).map { $0[0].textValue ?? "" }
      for (text, database) in zip(chunk, folded) {
        #expect(
          Array(database.unicodeScalars) == Array(TextFolding.fold(text).unicodeScalars), "\(quoted(text))")
      }
    }
  }

  /// The folding version 9 released is today's: a change of folding would leave every folded
  /// copy and PostgreSQL's function behind, and is a new schema version.
  @Test func theReleasedFoldingIsTodays() {
    #expect(RosterSchemaHistory.version9FoldFunction == PostgreSQLDialect.foldFunction)
  }

  /// Birthdates are bounded: a day from 1900-01-01 to 2199-12-31 (the database's check), not
  /// after today and not more than 120 years before it (an age the age itself may hold).
  @Test func absurdBirthdatesAreRefusedWithASentence() throws {
    league.context.today = CalendarDate(iso: "2026-05-01")!
    let team = try league.team("BOS")
    for (birthdate, message) in [
      ("0001-01-01", "birthdate must be a date from 1900-01-01 to 2199-12-31 (got '0001-01-01')"),
      ("2026-05-02", "birthdate 2026-05-02 is after today (2026-05-01)"),
      ("1901-01-01", "birthdate 1901-01-01 makes age 125 today; age goes from 0 to 120"),
    ] {
      let player = league.context.insert(Player.self)
      player.name = "Absurd Age"
      player.team = team
      player.setValue(.text(birthdate), forKey: "birthdate")
      #expect(throws: ValidationError(entity: "Player", key: "birthdate", message: message)) {
        try league.context.save()
      }
      league.context.rollback()
    }
    let player = league.context.insert(Player.self)
    player.name = "Born Today"
    player.team = team
    player.setValue(.text("2026-05-01"), forKey: "birthdate")
    try league.context.save()
  }
}
