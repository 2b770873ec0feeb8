/// The rows of an entity that other rows name (a player's team, a contact's player) during an
/// import: all of them, those in the database and those the import adds, found by each of the
/// keys a person names one by (ignoring case and accents) and by its unique keys.
///
/// A lookup key no unique rule covers is one rows may share (two players called Emma Johnson):
/// a name finds every row that has it, and the caller tells them apart (by the file's column of
/// their parent) or reports that it cannot.
final class ImportDirectory {
  let entity: Entity
  private(set) var rows: [StoredRow] = []
  /// For each indexed key that names one row: position of the row by its normalised value.
  private var index: [String: [String: Int]] = [:]
  /// For each lookup key rows may share: positions of the rows with each normalised value.
  private var shared: [String: [String: [Int]]] = [:]
  private var byID: [Int64: Int] = [:]
  /// The lookup keys, then the other single-key unique rules: what is indexed.
  private let keys: [String]
  /// The lookup keys no unique rule covers.
  private let sharedKeys: Set<String>
  /// The reference last found, and where: rows of one team usually come together.
  private var last: (reference: String, positions: [Int])?
  /// Names `closeName` found (or did not), by the reference: a file names a missing team on
  /// each of its rows.
  private var suggested: [String: [String]] = [:]

  init(_ entity: Entity, store: any Store) throws {
    self.entity = entity
    let lookups = entity.presentation.lookupKeys.map(\.key)
    let unique = entity.uniqueConstraints.compactMap { $0.keys.count == 1 ? $0.keys[0] : nil }
      .filter { entity.attribute($0) != nil }
    keys = lookups + unique.filter { !lookups.contains($0) }
    sharedKeys = Set(lookups.filter { !unique.contains($0) })
    try store.query(StoredRow.select(entity)) { row in add(StoredRow(row, of: entity)) }
  }

  /// A value as an index holds it: folded for a key a person types, or one the database compares
  /// folded; as it is otherwise.
  private func normalised(_ value: DatabaseValue, _ key: String) -> String? {
    guard !value.isNull else { return nil }
    if entity.presentation.lookupKeys.contains(where: { $0.key == key }) {
      return TextFolding.fold(value.description)
    }
    return entity.attribute(key)?.comparableText(value) ?? value.description
  }

  func add(_ row: StoredRow) {
    last = nil
    lastID = nil
    rows.append(row)
    byID[row.id] = rows.count - 1
    indexRow(at: rows.count - 1)
  }

  private func indexRow(at position: Int) {
    for key in keys {
      guard let value = rows[position].values[key], let text = normalised(value, key) else { continue }
      if sharedKeys.contains(key) {
        shared[key, default: [:]][text, default: []].append(position)
      } else {
        index[key, default: [:]][text] = position
      }
    }
  }

  /// Row `position` after an update: its new values (those given), version and targets.
  func replace(_ position: Int, values: RowValues, targets: [Int64?]) {
    last = nil
    for key in keys {
      guard let old = rows[position].values[key], let text = normalised(old, key) else { continue }
      if sharedKeys.contains(key) {
        shared[key]?[text]?.removeAll { $0 == position }
      } else if index[key]?[text] == position {
        index[key]?[text] = nil
      }
    }
    rows[position].values.merge(values)
    rows[position].targets = targets
    rows[position].version += 1
    indexRow(at: position)
  }

  /// The row whose `key` has `value`.
  func position(_ key: String, _ value: DatabaseValue) -> Int? {
    normalised(value, key).flatMap { index[key]?[$0] }
  }

  func position(id: Int64) -> Int? {
    // Rows of one parent usually come together: its position is kept from the last time.
    if let lastID, lastID.id == id { return lastID.position }
    let position = byID[id]
    lastID = (id, position)
    return position
  }

  /// The id `position(id:)` last found, and where.
  private var lastID: (id: Int64, position: Int?)?

  /// The display name of row `id`, for messages about rows that refer to it.
  func name(of id: Int64) -> String? { byID[id].map { rows[$0].name } }

  /// The one row a reference names (a team by name, then abbreviation); nil when none or several do.
  func find(_ reference: String) -> Int? {
    let found = matches(reference)
    return found.count == 1 ? found[0] : nil
  }

  /// The rows a reference names: the one a key that names one row finds (a team by name, then
  /// by abbreviation), else every row a shared key finds (each player called Emma Johnson), in
  /// the order they were added.
  func matches(_ reference: String) -> [Int] {
    if let last, last.reference == reference { return last.positions }
    let folded = TextFolding.fold(reference)
    var found: [Int] = []
    for key in entity.presentation.lookupKeys.map(\.key) {
      if let positions = shared[key]?[folded], !positions.isEmpty {
        found = positions
        break
      }
      if let position = index[key]?[folded] {
        found = [position]
        break
      }
    }
    last = (reference, found)
    return found
  }

  /// Most rows a name is suggested from: past these, comparing an unknown name with each row
  /// costs more than the hint is worth.
  static let suggestionLimit = 10_000

  /// Most names a hint offers.
  static let suggestionCount = 3

  /// Rows' names close to an unknown reference, for a hint: those with the reference's words in
  /// them as whole words (`Red Sox` in `Boston Red Sox`; `Sox` in the Red and the White Sox),
  /// when a few have, else a name a few typing mistakes away (`Bostn Red Sox`).
  func closeNames(to reference: String) -> [String] {
    guard rows.count <= Self.suggestionLimit else { return [] }
    if let known = suggested[reference] { return known }
    let names = rows.map(\.name)
    var found = Suggestions.withWords(of: reference, in: names)
    if found.count > Self.suggestionCount { found = [] }
    // A typo keeps the name's numbers: 'U99' is no misspelt 'U8', nor 'U12' a misspelt 'U10'.
    if found.isEmpty, let close = Suggestions.closest(to: reference, in: names),
      Self.digits(close) == Self.digits(reference)
    {
      found = [close]
    }
    suggested[reference] = found
    return found
  }

  private static func digits(_ text: String) -> [Character] { text.filter(\.isNumber) }

  /// "did you mean 'Boston Red Sox'?" for the names `closeNames` finds, or nil.
  func hint(for reference: String) -> String? {
    let names = closeNames(to: reference)
    return names.isEmpty ? nil : "did you mean \(Prose.list(names.map(quoted), "or"))?"
  }
}
