/// The adults a registration export's rows name, one each, and how they stand to the rows'
/// players: what `Importer+Guardians` writes as guardians and guardianships.
///
/// The same adult is found by the rule of `GuardianIdentity`: an email ignoring case, else the
/// folded name with the phone's digits (when one of the two has no email), across the files'
/// rows and the league's guardians. A name alone, or an address, is never an adult found again:
/// partial evidence makes two guardians, for a duplicates report to propose, never merged here.
/// An adult's email, phone and address are those of their latest row (by the order's date where
/// the export has one, else the last row).
///
/// The adults, their keys and their links are kept in a private temporary database of the
/// import's own (`sqlite3_open("")`, deleted when closed), not in memory: a million children's
/// export names two million adults, whose values took most of two gigabytes as Swift values.
/// Each is a row numbered in the order first named (`Adult.number`); the league's own come
/// first, before the rows.
final class ImportFamilies {
  struct Adult {
    /// Its place: the league's guardians first, then the adults the rows add, in order.
    let number: Int64
    /// The guardian's row, when the league had them before the import.
    var id: Int64?
    var version: Int64 = 1
    /// The order of the latest row that gave its values (`Int64.min`: the league's own, no row's).
    var order = Int64.min
    /// Their values, one a key of `keys`.
    var values: [String?]
    /// The values the row had before the import (none for a new adult).
    var stored: [String?] = []
    /// Whether the league had them before the import.
    var existed: Bool { !stored.isEmpty }

    /// The value of `key`, one of `keys` (nil for any other).
    subscript(key: String) -> String? {
      ImportFamilies.slot[key].flatMap { values[$0] }
    }

    /// The value `key` had before the import.
    func before(_ key: String) -> String? {
      ImportFamilies.slot[key].flatMap { stored.isEmpty ? nil : stored[$0] }
    }
  }

  /// A link's facts: the relationship, and for a no-contact answer its note.
  struct Facts {
    var relationship: String?
    var noContact: Bool?
    var note: String?
  }

  /// A link the league has: its row, version and facts.
  struct StoredLink {
    let id: Int64
    let version: Int64
    let facts: Facts
  }

  /// The guardian's values the import sets, in the entity's order.
  static let keys = ["name", "email", "phone", "address", "city", "postcode"]
  /// Where each key's value is in an adult's values.
  static let slot = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })

  private let scratch: ImportScratch
  /// How many adults the league had, numbered first; the rows' new ones follow.
  private(set) var storedCount: Int64 = 0
  private var count: Int64 = 0
  /// The ids the new adults were written as, in their order (`setIDs`).
  private var newIDs = IDRuns()

  init() throws {
    let values = Self.keys.map { "\"\($0)\" TEXT" }.joined(separator: ", ")
    let before = Self.keys.map { "\"before_\($0)\" TEXT" }.joined(separator: ", ")
    scratch = try ImportScratch(
      """
      CREATE TABLE "adults" ("number" INTEGER PRIMARY KEY, "id" INTEGER, "version" INTEGER NOT NULL,
        \(values), \(before), "existed" INTEGER NOT NULL, "named" INTEGER NOT NULL,
        "order" INTEGER NOT NULL);
      CREATE INDEX "adults_id" ON "adults" ("id") WHERE "id" IS NOT NULL;
      CREATE TABLE "emails" ("key" TEXT PRIMARY KEY, "adult" INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE "name_phones" ("key" TEXT PRIMARY KEY, "adult" INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE "links" ("number" INTEGER PRIMARY KEY, "player" INTEGER NOT NULL,
        "adult" INTEGER NOT NULL, "relationship" TEXT, "no_contact" INTEGER, "note" TEXT);
      CREATE UNIQUE INDEX "links_pair" ON "links" ("player", "adult");
      CREATE TABLE "stored_links" ("player" INTEGER NOT NULL, "guardian" INTEGER NOT NULL,
        "id" INTEGER NOT NULL, "version" INTEGER NOT NULL, "relationship" TEXT, "no_contact" INTEGER,
        "note" TEXT, PRIMARY KEY ("player", "guardian")) WITHOUT ROWID;
      """)
  }

  private static let insertStored = SQL(
    "INSERT INTO \"adults\" (\"number\", \"id\", \"version\", "
      + keys.map { "\"\($0)\", \"before_\($0)\"" }.joined(separator: ", ")
      + ", \"existed\", \"named\", \"order\") VALUES (?, ?, ?, "
      + Array(repeating: "?, ?", count: keys.count).joined(separator: ", ") + ", 1, 0, ?)")

  /// One of the league's guardians, before the rows.
  func addStored(id: Int64, version: Int64, values: [String: String]) throws {
    let texts = Self.keys.map { ImportScratch.text(values[$0]) }
    count += 1
    storedCount = count
    _ = try scratch.statement(Self.insertStored).execute(
      [.integer(count), .integer(id), .integer(version)] + texts.flatMap { [$0, $0] } + [.integer(.min)])
    try remember(count, values)
  }

  /// One of the league's links, before the rows.
  func addStoredLink(player: Int64, guardian: Int64, _ link: StoredLink) throws {
    _ = try scratch.statement(
      "INSERT OR REPLACE INTO \"stored_links\" VALUES (?, ?, ?, ?, ?, ?, ?)"
    ).execute([
      .integer(player), .integer(guardian), .integer(link.id), .integer(link.version),
      ImportScratch.text(link.facts.relationship), link.facts.noContact.map { .integer($0 ? 1 : 0) } ?? .null,
      ImportScratch.text(link.facts.note),
    ])
  }

  /// The adult a row names with `values` (a name, and an email, a phone, an address when the
  /// row gives them), found by the identity rule or new; the values become theirs when the row
  /// is their latest, else fill only those they lack.
  func adult(_ values: [String: String], order: Int64) throws -> Int64 {
    let name = values["name"] ?? ""
    let email = values["email"]
    let namePhone = values["phone"].flatMap { GuardianIdentity.namePhoneKey(name: name, phone: $0) }
    var found = try email.flatMap { try key(Self.byEmail, $0.lowercased()) }
    if found == nil, let namePhone, let number = try key(Self.byNamePhone, namePhone),
      try email == nil || self.adult(number)["email"] == nil
    {
      found = number
    }
    guard let number = found else { return try add(values, order: order) }
    let adult = try self.adult(number)
    let latest = order >= adult.order
    var changed = adult.values
    for (key, value) in values where key != "name" {
      if let slot = Self.slot[key], latest || changed[slot] == nil { changed[slot] = value }
    }
    // A row that names one of the league's adults is its latest (theirs is `Int64.min`): marked named.
    if changed != adult.values || latest {
      _ = try scratch.statement(Self.update).execute(
        changed.map(ImportScratch.text) + [.integer(order), .integer(number)])
    }
    try remember(number, values)
    return number
  }

  private static let update = SQL(
    "UPDATE \"adults\" SET " + keys.map { "\"\($0)\" = ?" }.joined(separator: ", ")
      + ", \"named\" = 1, \"order\" = max(\"order\", ?) WHERE \"number\" = ?")

  private static let insert = SQL(
    "INSERT INTO \"adults\" (\"number\", \"version\", " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
      + ", \"existed\", \"named\", \"order\") VALUES (?, 1, "
      + Array(repeating: "?", count: keys.count).joined(separator: ", ")
      + ", 0, 1, ?)")

  /// A new adult with `values`, named by a row of `order`.
  private func add(_ values: [String: String], order: Int64) throws -> Int64 {
    count += 1
    _ = try scratch.statement(
      Self.insert
    ).execute([.integer(count)] + Self.keys.map { ImportScratch.text(values[$0]) } + [.integer(order)])
    try remember(count, values)
    return count
  }

  /// The adult of a key, from `emails` or `name_phones`.
  private func key(_ select: SQL, _ key: String) throws -> Int64? {
    try scratch.rows(select, [.text(key)]).first?[0].integerValue
  }

  private static let byEmail: SQL = "SELECT \"adult\" FROM \"emails\" WHERE \"key\" = ?"
  private static let byNamePhone: SQL = "SELECT \"adult\" FROM \"name_phones\" WHERE \"key\" = ?"
  private static let byNumber = SQL("SELECT " + adultColumns + " FROM \"adults\" WHERE \"number\" = ?")

  /// The columns of an adult's row, as `adult(_:)` reads them.
  private static let adultColumns =
    "\"number\", \"id\", \"version\", \"existed\", \"order\", "
    + (keys + keys.map { "before_" + $0 }).map { "\"\($0)\"" }.joined(separator: ", ")

  /// The adult numbered `number`: their values, and those before the import.
  func adult(_ number: Int64) throws -> Adult {
    let row = try scratch.rows(Self.byNumber, [.integer(number)]).first
    return row.map(Self.adult) ?? Adult(number: number, values: Self.keys.map { _ in nil })
  }

  private static func adult(_ row: [DatabaseValue]) -> Adult {
    let values = row[5..<(5 + keys.count)].map(\.textValue)
    var adult = Adult(
      number: row[0].integerValue ?? 0, id: row[1].integerValue, version: row[2].integerValue ?? 1,
      order: row[4].integerValue ?? .min, values: values)
    if row[3].integerValue == 1 { adult.stored = row[(5 + keys.count)...].map(\.textValue) }
    return adult
  }

  /// A person named only (a no-contact answer's): among `candidates` (the row's adults) by
  /// folded name, else among the guardians the league links to the player, else a new adult
  /// with the name alone.
  func named(_ name: String, among candidates: [Int64], player: Int64) throws -> Int64 {
    let folded = TextFolding.fold(name)
    let linked = try scratch.rows(
      "SELECT a.\"number\" FROM \"stored_links\" s JOIN \"adults\" a ON a.\"id\" = s.\"guardian\" "
        + "WHERE s.\"player\" = ? ORDER BY s.\"id\"", [.integer(player)]
    ).compactMap { $0[0].integerValue }
    for number in candidates + linked where TextFolding.fold(try adult(number)["name"] ?? "") == folded {
      try markNamed(number)
      return number
    }
    return try add(["name": name], order: .min)
  }

  /// Marks one of the league's adults as named by a row (a new adult is).
  private func markNamed(_ number: Int64) throws {
    try scratch.execute("UPDATE \"adults\" SET \"named\" = 1 WHERE \"number\" = ?", [.integer(number)])
  }

  /// Links a player and an adult with `facts`, once: a later row of the same pair (an emergency
  /// contact who is the other parent) adds only the facts the first lacked, and a no-contact
  /// answer's.
  func link(player: Int64, adult: Int64, _ facts: Facts) throws {
    let noContact = facts.noContact.map { DatabaseValue.integer($0 ? 1 : 0) } ?? .null
    _ = try scratch.statement(
      "INSERT INTO \"links\" (\"player\", \"adult\", \"relationship\", \"no_contact\", \"note\") "
        + "VALUES (?, ?, ?, ?, ?) ON CONFLICT (\"player\", \"adult\") DO UPDATE SET "
        + "\"relationship\" = coalesce(\"relationship\", excluded.\"relationship\"), "
        + "\"no_contact\" = CASE WHEN excluded.\"no_contact\" = 1 THEN 1 ELSE \"no_contact\" END, "
        + "\"note\" = CASE WHEN excluded.\"no_contact\" = 1 THEN excluded.\"note\" ELSE \"note\" END"
    ).execute([
      .integer(player), .integer(adult), ImportScratch.text(facts.relationship), noContact,
      ImportScratch.text(facts.note),
    ])
  }

  private func remember(_ number: Int64, _ values: [String: String]) throws {
    if let email = values["email"] {
      _ = try scratch.statement("INSERT OR IGNORE INTO \"emails\" VALUES (?, ?)").execute([
        .text(email.lowercased()), .integer(number),
      ])
    }
    if let phone = values["phone"], let name = values["name"],
      let key = GuardianIdentity.namePhoneKey(name: name, phone: phone)
    {
      _ = try scratch.statement("INSERT OR IGNORE INTO \"name_phones\" VALUES (?, ?)").execute([
        .text(key), .integer(number),
      ])
    }
  }

  // MARK: What the rows made, for writing

  /// The league's adults a row named (those no row named are left as they are), in order.
  func eachNamedStoredAdult(_ body: (Adult) throws -> Void) throws {
    try scratch.query(
      SQL(
        "SELECT \(Self.adultColumns) FROM \"adults\" WHERE \"existed\" = 1 AND \"named\" = 1 "
          + "ORDER BY \"number\"")
    ) { row in try body(Self.adult(row)) }
  }

  /// How many adults the rows add: every adult the league did not have, each named by a row.
  var newCount: Int { Int(count - storedCount) }

  private static let newAdultsPage = SQL(
    "SELECT " + adultColumns + " FROM \"adults\" WHERE \"number\" > ? ORDER BY \"number\" LIMIT "
      + String(ImportScratch.pageSize))

  /// The adults the rows add, in order, read a page at a time.
  func newAdults() -> ImportScratch.Pages<Adult> {
    ImportScratch.Pages(after: storedCount) { last in
      try self.scratch.rows(
        Self.newAdultsPage,
        [.integer(last)]
      ).map { row in
        let adult = Self.adult(row)
        return (adult.number, adult)
      }
    }
  }

  /// The ids the new adults were written as, in their order.
  func setIDs(_ ids: IDRuns) { newIDs = ids }

  /// A link the rows make: its player, guardian (once written) and facts, and the league's link
  /// of that pair, if it had one.
  struct Link {
    let player: Int64
    let guardian: Int64?
    let facts: Facts
    let stored: StoredLink?
  }

  private static let linkSelect =
    "SELECT l.\"number\", l.\"player\", l.\"adult\", a.\"id\", l.\"relationship\", l.\"no_contact\", "
    + "l.\"note\", s.\"id\", s.\"version\", s.\"relationship\", s.\"no_contact\", s.\"note\" FROM \"links\" l "
    + "JOIN \"adults\" a ON a.\"number\" = l.\"adult\" LEFT JOIN \"stored_links\" s "
    + "ON s.\"player\" = l.\"player\" AND s.\"guardian\" = a.\"id\" "

  private func link(_ row: [DatabaseValue]) -> Link {
    func facts(_ at: Int) -> Facts {
      Facts(
        relationship: row[at].textValue, noContact: row[at + 1].integerValue.map { $0 != 0 },
        note: row[at + 2].textValue)
    }
    let adult = row[2].integerValue ?? 0
    let guardian = row[3].integerValue ?? (adult > storedCount ? newIDs[Int(adult - storedCount - 1)] : nil)
    let stored = row[7].integerValue.map {
      StoredLink(id: $0, version: row[8].integerValue ?? 1, facts: facts(9))
    }
    return Link(player: row[1].integerValue ?? 0, guardian: guardian, facts: facts(4), stored: stored)
  }

  /// The links of pairs the league had linked, in the order first made.
  func eachLinkToStored(_ body: (Link) throws -> Void) throws {
    try scratch.query(SQL(Self.linkSelect + "WHERE s.\"id\" IS NOT NULL ORDER BY l.\"number\"")) { row in
      try body(link(row))
    }
  }

  /// How many links the rows make of pairs the league had not linked.
  func newLinkCount() throws -> Int {
    Int(
      try scratch.rows(
        "SELECT count(*) FROM \"links\" l JOIN \"adults\" a ON a.\"number\" = l.\"adult\" LEFT JOIN "
          + "\"stored_links\" s ON s.\"player\" = l.\"player\" AND s.\"guardian\" = a.\"id\" WHERE s.\"id\" IS NULL",
        []
      ).first?[0].integerValue ?? 0)
  }

  private static let newLinksPage = SQL(
    linkSelect + "WHERE s.\"id\" IS NULL AND l.\"number\" > ? ORDER BY l.\"number\" LIMIT "
      + String(ImportScratch.pageSize))

  /// The links of pairs the league had not linked, in the order first made, a page at a time.
  func newLinks() -> ImportScratch.Pages<Link> {
    ImportScratch.Pages(after: 0) { last in
      try self.scratch.rows(
        Self.newLinksPage,
        [.integer(last)]
      ).map { ($0[0].integerValue ?? 0, self.link($0)) }
    }
  }
}
