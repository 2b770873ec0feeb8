/// The members of a many-to-many relationship of many owners at once, by name: what an export's
/// member-list column writes (`MemberList`), read in one query however many owners there are (an
/// export of a million rows asks once, not once a row), and without making objects.
extension Context {
  /// The display names of the members of `relationship` of each object `owners` matches that
  /// has any, by the owner's row id: in the order of their folded names (then names, then ids),
  /// the same on both engines whatever their collations. One query (`MemberQuery`); `owners`'
  /// order and window say only which owners they are.
  public func memberNames(through relationship: Relationship, of owners: FetchRequest) throws -> [Int64:
    [String]]
  {
    let entity = model.declaration(of: owners.entity)
    let every =
      owners.predicate == nil && owners.searchText == nil && owners.fetchLimit == nil
      && owners.fetchOffset == 0
    let selected = every ? nil : try query(owners, selecting: .values([try Self.keyPath("self")]))
    let links = MemberQuery.members(of: relationship, on: entity, in: model, owners: selected)
    var rows: [Int64: [(name: String, folded: String, id: Int64)]] = [:]
    try readingStoredValues {
      try links.run(on: store) { sql in
        try store.query(sql) { row in
          let name = row.value(at: 2).description
          rows[row.int64(at: 0) ?? 0, default: []].append(
            (name, TextFolding.fold(name), row.int64(at: 1) ?? 0))
        }
      }
    }
    return rows.mapValues { members in
      members.sorted { ($0.folded, $0.name, $0.id) < ($1.folded, $1.name, $1.id) }.map(\.name)
    }
  }
}
