import CMalloc
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A scratchpad of objects over a store: it tracks what was inserted, updated and deleted, and
/// `save()` writes all of it in one transaction or none of it.
///
///     let context = Context(store: store, model: RosterModel.shared)
///     let team = context.insert(Team.self)
///     team.name = "Boston Red Sox"
///     let changes = try context.save()
public final class Context {
  public let store: any Store
  public let model: Model
  /// Every object this context has handed out, by id: one object per row.
  var registered: [ObjectID: ManagedObject] = [:]
  var insertedIDs: OrderedIDs = []
  var updatedIDs: OrderedIDs = []
  var deletedIDs: OrderedIDs = []
  /// The links of many-to-many relationships to make or take away at the next save.
  var pendingLinks = PendingLinks()
  private var nextTemporaryRowID: Int64 = -1
  /// Writes the rows of every save.
  public private(set) lazy var writer = RowWriter(store: store, model: model)

  /// Who makes the changes the context saves from now on, and with what command (the journal).
  public var stamp: JournalStamp {
    get { writer.stamp }
    set { writer.stamp = newValue }
  }
  /// The application's rules every save keeps (`SaveCheck`), run inside its transaction.
  public var saveChecks: [SaveCheck] = []

  /// The day ages are counted to: today in the league's time zone (`timeZone`), the same for
  /// every user wherever they are; or `$ROSTER_TODAY` (`YYYY-MM-DD`) when it is set, so that
  /// tests and reports can be dated. Read when first asked for, and again after the league's
  /// settings change.
  public var today: CalendarDate {
    get {
      if let day = givenToday ?? readToday { return day }
      let day = Self.environmentToday ?? timeZone.map { $0.today() } ?? CalendarDate.today()
      readToday = day
      return day
    }
    set { givenToday = newValue }
  }
  /// The day set by hand (a test's, a report's), which stays; the day read, which a change of the
  /// league's settings makes read again.
  private var givenToday: CalendarDate?
  var readToday: CalendarDate?

  /// `$ROSTER_TODAY`, when it is a date.
  static var environmentToday: CalendarDate? {
    // getenv, not ProcessInfo's environment, which copies all of it into a dictionary.
    getenv("ROSTER_TODAY").map { String(cString: $0) }.flatMap(CalendarDate.init(iso:))
  }

  /// The league's time zone (`Model.timeZoneSetting`), when it has one the time zone database
  /// knows; nil otherwise (then the days are the user's own).
  public var timeZone: TimeZoneName? {
    guard let (table, column) = model.timeZoneSetting else { return nil }
    let sql: SQL = "SELECT \(ident: column) FROM \(ident: table) ORDER BY \(ident: "id") LIMIT 1"
    return (try? store.scalar(sql))?.textValue.flatMap(TimeZoneName.init)
  }

  /// The date a one-row setting holds (the league's cutoff), or nil when it has none; today
  /// for `.today`.
  public func settingDay(_ day: Derivation.Day) throws -> CalendarDate? {
    guard let query = day.query else { return today }
    return try store.scalar(query).textValue.flatMap(CalendarDate.init(iso:))
  }

  /// The one weak reference to this context that its objects share (`ManagedObject.context`).
  let anchor = Anchor()

  /// A weak reference to a context, held strongly by each of its objects: a weak reference an
  /// object would cost each of them a side table (an allocation) when fetched.
  final class Anchor {
    weak var context: Context?
  }

  public init(store: any Store, model: Model) {
    self.store = store
    self.model = model
    anchor.context = self
    _ = Self.keepsFreedMemory
  }

  /// The C allocator keeps the memory a context's objects are freed from: with glibc's defaults
  /// the heap's top went back to the system when a fetch's objects and rows were freed, and the
  /// next fetch faulted it in again page by page (a tenth of a team's fetches took 1.4 times the
  /// median), and a fetch's rows of 128 KiB or more were mapped and unmapped each time. Set once,
  /// for the process: up to 32 MiB freed is kept, and blocks under 4 MiB come from the heap.
  private static let keepsFreedMemory: Void = {
    mallopt(M_TRIM_THRESHOLD, 32 << 20)
    mallopt(M_MMAP_THRESHOLD, 4 << 20)
  }()

  /// Gives back to the system the memory the C allocator keeps freed (`keepsFreedMemory`), in
  /// every thread's arena: for a long command between phases, where what one phase freed is
  /// not what the next needs. While a 1,000,000-child import read its rows' guardians, the
  /// arena of the thread that reads the file ahead still held 18.5 MB the player rows had been
  /// freed from, and the heap 4.5 MB: 114 MB resident, 91 MB once given back.
  static func releaseFreedMemory() { _ = malloc_trim(0) }

  // MARK: Pending changes

  public var hasChanges: Bool {
    !insertedIDs.isEmpty || !updatedIDs.isEmpty || !deletedIDs.isEmpty || !pendingLinks.isEmpty
  }
  public var insertedObjects: [ManagedObject] { insertedIDs.compactMap { registered[$0] } }
  public var updatedObjects: [ManagedObject] { updatedIDs.compactMap { registered[$0] } }
  public var deletedObjects: [ManagedObject] { deletedIDs.compactMap { registered[$0] } }

  /// A new object of `entity` (the model's own declaration of it), inserted into this context.
  public func insert(_ entity: Entity) -> ManagedObject {
    let entity = model.declaration(of: entity)
    let id = ObjectID(entityName: entity.name, rowID: nextTemporaryRowID)
    nextTemporaryRowID -= 1
    let object = entity.managedType.init(entity: entity, objectID: id, context: self)
    registered[id] = object
    insertedIDs.append(id)
    return object
  }

  /// A new object of the entity whose class is `type`.
  public func insert<T: ManagedObject>(_ type: T.Type) -> T {
    guard let entity = model.entities.first(where: { $0.objectType == type }) else {
      preconditionFailure("the model has no entity of class \(type)")
    }
    return insert(entity) as! T
  }

  /// Marks `object` deleted, and applies its entity's delete rules to the related objects now,
  /// so `deletedObjects` lists everything a cascade will remove.
  public func delete(_ object: ManagedObject) throws { try delete([object]) }

  /// Deletes objects of one entity, and applies the delete rules to what they own one level at
  /// a time: a team's players in one fetch, then all their contacts in one more, rather than a
  /// fetch for each player (`rm players where …`: a fetch for all of them, not one each).
  public func delete(_ objects: [ManagedObject]) throws {
    let objects = objects.filter { registered[$0.objectID] === $0 && !deletedIDs.contains($0.objectID) }
    guard let entity = objects.first?.entity else { return }
    try unlinkDeleted(objects)
    // A to-many whose rows are a many-to-many's links (a player's guardianships, through which
    // its guardians go) is that many-to-many's: its rows go, or are refused, with the links.
    for relationship in entity.relationships
    where relationship.isToMany && !relationship.isManyToMany && !model.holdsLinks(relationship) {
      let related = try relatedObjects(of: objects, through: relationship)
      guard !related.isEmpty else { continue }
      switch relationship.deleteRule {
      case .cascade:
        try delete(related)
      case .nullify:
        for child in related { child.setObject(nil, forKey: relationship.inverse) }
      case .deny:
        throw denied(objects, relationship, related)
      }
    }
    for object in objects {
      if insertedIDs.contains(object.objectID) {
        insertedIDs.remove(object.objectID)
        registered[object.objectID] = nil
        object.context = nil
        continue
      }
      updatedIDs.remove(object.objectID)
      deletedIDs.append(object.objectID)
    }
  }

  /// A deny rule's refusal, naming the first few objects that stand in the way: "U12 still has 2
  /// teams (Tigers and Lions); move them to another division or delete them first".
  private func denied(_ owners: [ManagedObject], _ relationship: Relationship, _ related: [ManagedObject])
    -> ValidationError
  {
    let owner = owners.first { owner in
      related.contains { $0.targetID(forKey: relationship.inverse) == owner.objectID }
    }!
    let held = related.filter { $0.targetID(forKey: relationship.inverse) == owner.objectID }
    let destination = model.entity(named: relationship.destination).presentation
    let names = held.prefix(5).map(\.displayName)
    let listed = Prose.list(names)
    let more = held.count > names.count ? " and \(NumberText.grouped(held.count - names.count)) more" : ""
    let them = held.count == 1 ? "it" : "them"
    return ValidationError(
      entity: owner.entity.name, key: relationship.name,
      message:
        "\(owner.displayName) still has \(destination.count(held.count)) (\(listed)\(more)); "
        + "move \(them) to another \(owner.entity.presentation.noun) or delete \(them) first")
  }

  /// The objects on the other side of a to-many relationship of any of `owners`, in one fetch:
  /// saved ones and pending inserts.
  func relatedObjects(of owners: [ManagedObject], through relationship: Relationship) throws
    -> [ManagedObject]
  {
    let destination = model.entity(named: relationship.destination)
    let ids = Set(owners.map(\.objectID))
    let saved = owners.filter { !$0.objectID.isTemporary }.map { Predicate.Value.object($0.objectID) }
    var related: [ManagedObject] = []
    if !saved.isEmpty {
      let request = FetchRequest(
        entity: destination,
        predicate: saved.count == 1
          ? .comparison(key: relationship.inverse, .equal, saved[0])
          : .comparison(key: relationship.inverse, .in, saved))
      // Objects moved away in this context (a team's players released before it is deleted)
      // are no longer related, whatever their rows still say.
      related = try fetch(request).filter {
        $0.targetID(forKey: relationship.inverse).map(ids.contains) == true
      }
    }
    let pending = insertedObjects.filter {
      $0.entity === destination && $0.targetID(forKey: relationship.inverse).map(ids.contains) == true
    }
    return related + pending
  }

  /// Called by an object whose value changed.
  func didChange(_ object: ManagedObject) {
    let id = object.objectID
    guard !object.isInserted, !deletedIDs.contains(id) else { return }
    let changed = object.values != object.committedValues || object.targets != object.committedTargets
    if changed { updatedIDs.append(id) } else { updatedIDs.remove(id) }
  }

  /// Discards every pending change: inserted objects go, updated ones get their saved values back.
  public func rollback() {
    for id in insertedIDs {
      registered[id]?.context = nil
      registered[id] = nil
    }
    for object in updatedObjects + deletedObjects {
      if let values = object.committedValues, let targets = object.committedTargets {
        object.values = values
        object.targets = targets
      }
    }
    insertedIDs = []
    updatedIDs = []
    deletedIDs = []
    pendingLinks = PendingLinks()
  }

  /// Forgets every registered object (after a rollback), so later fetches read fresh rows.
  public func reset() {
    rollback()
    for object in registered.values { object.context = nil }
    registered.removeAll(keepingCapacity: true)
  }

  /// Takes in changes of any rows written below this context (a revert from the journal): every
  /// object it holds reads its row again, and leaves it when the row is gone.
  public func refreshObjects() {
    var changes = ChangeSet()
    changes.listsEveryRow = false
    mergeChanges(changes)
  }

  /// Takes in changes written below this context (an import): objects it holds for rows that
  /// were deleted leave it, and those for rows that changed take the rows as they are now,
  /// version included, so that a later edit of theirs is not mistaken for a conflict. When the
  /// change set could not list what it changed (`listsEveryRow` false), every object is re-read.
  public func mergeChanges(_ changes: ChangeSet) {
    for change in changes.deleted { forget(change.objectID) }
    refresh(changes.listsEveryRow ? changes.updated.map(\.objectID) : Array(registered.keys))
  }

  /// Reads the rows of the objects `ids` again, unless they have changes pending: they take the
  /// rows as they are now, version included, and leave when a row is gone (another session's
  /// change, met by a save that then rolled back).
  /// One fetch an entity: a fetch an object was a query for each of 100,000 objects a revert
  /// changed.
  public func refresh(_ ids: [ObjectID]) {
    let stale = ids.filter { registered[$0] != nil && !updatedIDs.contains($0) && !deletedIDs.contains($0) }
    for (name, ids) in Dictionary(grouping: stale, by: \.entityName) {
      let objects = ids.map { Predicate.Value.object($0) }
      let request = FetchRequest(
        entity: model.entity(named: name),
        predicate: objects.count == 1
          ? .comparison(key: "self", .equal, objects[0]) : .comparison(key: "self", .in, objects))
      guard let fetched = try? fetch(request) else { continue }
      let found = Set(fetched.map(\.objectID))
      for id in ids where !found.contains(id) { forget(id) }
    }
  }

  /// Drops the object of a row that is gone.
  private func forget(_ id: ObjectID) {
    guard let object = registered[id] else { return }
    insertedIDs.remove(id)
    updatedIDs.remove(id)
    deletedIDs.remove(id)
    registered[id] = nil
    object.context = nil
  }

  /// The object with `id`: the registered one, or a fresh fetch; nil when there is no such row.
  public func existingObject(with id: ObjectID) throws -> ManagedObject? {
    if let object = registered[id] { return object }
    let entity = model.entity(named: id.entityName)
    let request = FetchRequest(entity: entity, predicate: .comparison(key: "self", .equal, .object(id)))
    return try fetch(request).first
  }
}
