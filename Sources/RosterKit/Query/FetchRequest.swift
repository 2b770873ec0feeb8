/// What to fetch: an entity, an optional predicate, an ordering, and a window.
///
///     var request = FetchRequest(entity: Player.entity, predicate: .comparison(key: "team", .equal, .object(id)))
///     request.sortDescriptors = [SortDescriptor("age"), SortDescriptor("name")]
///
/// A predicate a person typed is parsed (`Predicate(format:)`); one that code needs is built as
/// a value. `Context` checks the request against the model and compiles it (`Query/`).
public struct FetchRequest: Sendable {
  public var entity: Entity
  public var predicate: Predicate?
  public var sortDescriptors: [SortDescriptor]
  public var fetchLimit: Int?
  public var fetchOffset: Int
  /// Words that must begin words of the entity's searchable attribute (ignoring case and accents),
  /// answered from its full-text index: `"jos ab"` matches "José Abreu".
  public var searchText: String?
  /// The rows are read a few at a time as they are shown (a table written as it is read, to a
  /// pager): a plan that gives the first rows soonest, at some cost to the last. On SQLite, the
  /// players in age order then come from two indexes merged instead of one sort of them all
  /// (`QueryCompiler.arms`), as they do for a fetch with a limit.
  public var prefersFirstRows = false

  public init(
    entity: Entity, predicate: Predicate? = nil, sortDescriptors: [SortDescriptor] = [],
    fetchLimit: Int? = nil, fetchOffset: Int = 0
  ) {
    self.entity = entity
    self.predicate = predicate
    self.sortDescriptors = sortDescriptors
    self.fetchLimit = fetchLimit
    self.fetchOffset = fetchOffset
  }
}
