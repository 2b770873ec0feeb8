/// What a change did to one link of a many-to-many relationship, a row of its join table: made
/// it (`insert`) or took it away (`delete`) — a link has no values to change. The objects it
/// links are named by their rows' ids: from the image its removal left, else from the link as
/// it stands now (the journal keeps no image of a row inserted).
public struct JournalLinkChange: Sendable {
  public let id: Int64
  public let table: JoinTable
  /// The link's row in its join table.
  public let row: Int64
  public let kind: JournalChange.Kind
  /// The row of the join table's first end's object (a player's), and of its second's; nil
  /// when the journal no longer knows them.
  public let first: Int64?
  public let second: Int64?

  /// The link, as a change set lists it; nil when a side is not known.
  public var link: Link? {
    guard let first, let second else { return nil }
    return Link(
      table: table.name, first: ObjectID(entityName: table.first.entity, rowID: first),
      second: ObjectID(entityName: table.second.entity, rowID: second))
  }
}
