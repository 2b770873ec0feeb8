/// The league's players as a registration export's rows name them, once the import wrote them:
/// by the platform's id (the player's id named as the profile, `ids.sportsconnect`, from schema
/// 15; a file's `id` column, Roster's own), else by folded name and birthdate, else by a folded
/// name only one player has.
///
/// A row's player is a query by one of the league's indexes (the named ids' system and value, the
/// players' own id, their birthdate and folded name), which the import has built again by then
/// (`BulkIndexes`): nothing a player is held in memory, so a million children's export is read
/// again in the memory of a few. Only the last rule, for a row with no birthdate, reads the
/// league's names into memory, the first time a row needs it.
final class PlayerKeys {
  /// The player's own id (Roster's players file's; where a league imported before schema 15
  /// kept a platform's).
  static let ownID = "id"
  /// The birthdate, by which with the name a row is its player when no id says.
  static let birthdate = "birthdate"
  private let store: any Store
  private let player: Entity
  private let nameColumn: String?
  private let byID: (any PreparedStatement)?
  /// By entity name: the owner of a named value of a name and value (`PlayerID`, `sportsconnect`,
  /// 81234).
  private var byNamed: [String: any PreparedStatement] = [:]
  private let byNameAndBirthdate: (any PreparedStatement)?
  /// By folded name: the player's row, or nil when several players have the name; read when a
  /// row first needs it.
  private var byName: [String: Int64?]?
  /// The rows the export's rows stood for, a bit a row id (`player(_:plan:)`).
  private var found: [UInt64] = []

  init(plan: ProfilePlan, store: any Store) throws {
    self.store = store
    let player = plan.kind
    self.player = player
    let name = player.attribute(player.presentation.displayKey)
    nameColumn = name.map { $0.foldColumn ?? $0.column }
    byID = try player.attribute(Self.ownID).map { id in
      try store.prepare(
        "SELECT \(ident: "id") FROM \(ident: player.table) WHERE \(ident: id.column) = \(bind: .null)")
    }
    byNameAndBirthdate = try player.attribute(Self.birthdate).flatMap { date -> (any PreparedStatement)? in
      guard let fold = name?.foldColumn else { return nil }
      // The last of several, as reading them in order into a dictionary kept.
      return try store.prepare(
        "SELECT \(ident: "id") FROM \(ident: player.table) WHERE \(ident: date.column) = \(bind: .null) "
          + "AND \(ident: fold) = \(bind: .null) ORDER BY \(ident: "id") DESC LIMIT 1")
    }
    for (entity, owner) in plan.namedEntities {
      guard let name = entity.attribute(entity.presentation.displayKey)?.column,
        let value = entity.presentation.valueKey.flatMap({ entity.attribute($0)?.column })
      else { continue }
      byNamed[entity.name] = try store.prepare(
        "SELECT \(ident: owner) FROM \(ident: entity.table) WHERE \(ident: name) = \(bind: .null) "
          + "AND \(ident: value) = \(bind: .null)")
    }
  }

  /// The player a row of the export (its fields as read) stands for, noted as found.
  func player(_ fields: [String], plan: ProfilePlan) throws -> Int64? {
    let player = try lookUp(fields, plan: plan)
    if let player, player >= 0 {
      let word = Int(player / 64)
      if word >= found.count { found += Array(repeating: 0, count: word - found.count + 1) }
      found[word] |= 1 << UInt64(player % 64)
    }
    return player
  }

  /// The players no row stood for, in row order.
  func notFound() throws -> [Int64] {
    var absent: [Int64] = []
    try store.query("SELECT \(ident: "id") FROM \(ident: player.table) ORDER BY \(ident: "id")") { row in
      guard let id = row.int64(at: 0) else { return }
      let word = Int(id / 64)
      if id < 0 || word >= found.count || found[word] & (1 << UInt64(id % 64)) == 0 { absent.append(id) }
    }
    return absent
  }

  private func lookUp(_ fields: [String], plan: ProfilePlan) throws -> Int64? {
    let part = plan.parts[0]
    let values = part.values(fields)
    func value(_ key: String) -> String? {
      part.keys.firstIndex(of: key).map { values[$0] }.flatMap { $0.isEmpty ? nil : $0 }
    }
    if let id = plan.platformID, id.field < fields.count {
      let text = fields[id.field].trimmedSpaces
      let named = byNamed[id.entity.name]
      if !text.isEmpty,
        let found = try first(named, [.text(id.name), .text(text)]) ?? first(byID, [.text(text)])
      {
        return found
      }
    }
    if let id = value(Self.ownID), let found = try first(byID, [.text(id)]) { return found }
    guard let name = value(player.presentation.displayKey) else { return nil }
    let folded = TextFolding.fold(name)
    if let text = value(Self.birthdate), let date = try? plan.profile.dates.isoText(text),
      let found = try first(byNameAndBirthdate, [.text(date), .text(folded)])
    {
      return found
    }
    return try names()[folded] ?? nil
  }

  /// The first row's first column of `statement` (none without a statement).
  private func first(_ statement: (any PreparedStatement)?, _ bindings: [DatabaseValue]) throws -> Int64? {
    var found: Int64?
    try statement?.query(bindings) { row in found = found ?? row.int64(at: 0) }
    return found
  }

  /// The league's players by folded name, read once.
  private func names() throws -> [String: Int64?] {
    if let byName { return byName }
    var names: [String: Int64?] = [:]
    if let nameColumn {
      let sql: SQL = "SELECT \(ident: "id"), \(ident: nameColumn) FROM \(ident: player.table)"
      let folds = player.attribute(player.presentation.displayKey)?.foldColumn == nil
      try store.query(sql) { row in
        guard let id = row.int64(at: 0) else { return }
        let text = row.value(at: 1).textValue ?? ""
        let folded = folds ? TextFolding.fold(text) : text
        names[folded] = names[folded] == nil ? id : .some(nil)
      }
    }
    byName = names
    return names
  }
}
