/// An object of the model, registered in one context: its attribute values and to-one targets.
///
/// Subclasses (Team, Player) add typed properties over `value(forKey:)`. Changing a value marks
/// the object updated in its context; nothing reaches the database before the context saves.
public class ManagedObject: Identifiable {
  public let entity: Entity
  public internal(set) var objectID: ObjectID
  /// The context the object is registered in, until it leaves it (or the context goes).
  public internal(set) var context: Context? {
    get { anchor?.context }
    set { anchor = newValue?.anchor }
  }
  private var anchor: Context.Anchor?
  /// Current values, one per `entity.attributes`.
  var values: [DatabaseValue] {
    get {
      fireFault()
      return storedValues
    }
    _modify {
      fireFault()
      yield &storedValues
    }
  }
  /// Current to-one targets, one per `entity.toOneRelationships`.
  var targets: [ObjectID?] {
    get {
      fireFault()
      return storedTargets
    }
    _modify {
      fireFault()
      yield &storedTargets
    }
  }
  /// The values as last saved or fetched; nil while the object is newly inserted.
  var committedValues: [DatabaseValue]? {
    get {
      fireFault()
      return storedCommittedValues
    }
    _modify {
      fireFault()
      yield &storedCommittedValues
    }
  }
  var committedTargets: [ObjectID?]? {
    get {
      fireFault()
      return storedCommittedTargets
    }
    _modify {
      fireFault()
      yield &storedCommittedTargets
    }
  }
  /// The row's version when fetched, for optimistic locking.
  var version: Int64 = 1
  /// The fetched row the values are still to be read from, until something first reads one: a
  /// fetch copies rows, and a row is decoded only for the objects whose values are used.
  private var fault: (rows: CopiedRows, index: Int)?
  private var storedValues: [DatabaseValue]
  private var storedTargets: [ObjectID?]
  private var storedCommittedValues: [DatabaseValue]?
  private var storedCommittedTargets: [ObjectID?]?

  public required convenience init(entity: Entity, objectID: ObjectID, context: Context?) {
    self.init(
      entity: entity, objectID: objectID, context: context,
      values: Array(repeating: .null, count: entity.attributes.count),
      targets: Array(repeating: nil, count: entity.toOneRelationships.count))
  }

  required init(
    entity: Entity, objectID: ObjectID, context: Context?, values: [DatabaseValue], targets: [ObjectID?]
  ) {
    self.entity = entity
    self.objectID = objectID
    self.anchor = context?.anchor
    self.storedValues = values
    self.storedTargets = targets
  }

  /// An object whose values are still in row `index` of `rows`, its attributes then its to-one
  /// targets' row ids, read when first asked for.
  static func faulted(
    _ entity: Entity, _ objectID: ObjectID, context: Context, rows: CopiedRows, index: Int, version: Int64
  ) -> ManagedObject {
    let object = entity.managedType.init(
      entity: entity, objectID: objectID, context: context, values: [], targets: [])
    object.refault(rows: rows, index: index, version: version)
    return object
  }

  /// Takes its values from row `index` of `rows` from now on, as saved at `version`: for an object
  /// without changes that a fetch meets again.
  func refault(rows: CopiedRows, index: Int, version: Int64) {
    fault = (rows, index)
    self.version = version
  }

  @inline(__always) private func fireFault() {
    if fault != nil { readFault() }
  }

  private func readFault() {
    guard let (rows, index) = fault else { return }
    fault = nil
    let attributeCount = entity.attributes.count
    let row = rows.values(at: index, count: attributeCount + entity.toOneRelationships.count)
    let values = Array(row[..<attributeCount])
    let targets = entity.toOneRelationships.indices.map { index in
      row[attributeCount + index].integerValue.map {
        ObjectID(entityName: entity.toOneRelationships[index].destination, rowID: $0)
      }
    }
    storedValues = values
    storedTargets = targets
    storedCommittedValues = values
    storedCommittedTargets = targets
  }

  public var id: ObjectID { objectID }
  public var isInserted: Bool { fault == nil && storedCommittedValues == nil }

  // MARK: Attributes

  public func value(forKey key: String) -> DatabaseValue {
    guard let index = entity.attributeIndex(key) else {
      preconditionFailure("\(entity.name) has no attribute \(key)")
    }
    return values[index]
  }

  public func setValue(_ value: DatabaseValue, forKey key: String) {
    guard let index = entity.attributeIndex(key) else {
      preconditionFailure("\(entity.name) has no attribute \(key)")
    }
    guard values[index] != value else { return }
    values[index] = value
    context?.didChange(self)
  }

  /// The value as a person reads it: for a derived attribute (a player's age) the value worked
  /// out from the others, as a query reads it; otherwise the stored one.
  public func readValue(forKey key: String) -> DatabaseValue { readValue(forKey: key, in: values) }

  /// `readValue(forKey:)` of values laid out as this object's (its committed ones, say).
  func readValue(forKey key: String, in values: [DatabaseValue]) -> DatabaseValue {
    guard let attribute = entity.attribute(key), let derivation = attribute.derivation,
      let from = entity.attributeIndex(derivation.from),
      let otherwise = entity.attributeIndex(derivation.otherwise)
    else { return entity.attributeIndex(key).map { values[$0] } ?? .null }
    let today = context?.today ?? CalendarDate.today()
    let day = (try? context?.settingDay(derivation.day)) ?? nil
    return derivation.value(start: values[from], stored: values[otherwise], on: day ?? today)
  }

  /// Every value by key, to-one targets as their row ids.
  public var snapshot: [String: DatabaseValue] { Self.snapshot(entity, values, targets) }

  /// Values then to-one targets (as row ids), in the order of `entity.snapshotKeys`.
  static func snapshotList(_ values: [DatabaseValue], _ targets: [ObjectID?]) -> [DatabaseValue] {
    // Appended one by one into room made once: `+` of two arrays of enums copied element by
    // element through generic code, a thousand instructions a deleted player of a cascade.
    var list: [DatabaseValue] = []
    list.reserveCapacity(values.count + targets.count)
    for value in values { list.append(value) }
    for target in targets { list.append(target.map { .integer($0.rowID) } ?? .null) }
    return list
  }

  static func snapshot(_ entity: Entity, _ values: [DatabaseValue], _ targets: [ObjectID?]) -> [String:
    DatabaseValue]
  {
    Dictionary(uniqueKeysWithValues: zip(entity.snapshotKeys, snapshotList(values, targets)))
  }

  // MARK: Relationships

  public func targetID(forKey key: String) -> ObjectID? {
    guard let index = entity.toOneIndex(key) else {
      preconditionFailure("\(entity.name) has no to-one \(key)")
    }
    return targets[index]
  }

  /// The object at the end of a to-one relationship, faulted in from the store when needed.
  public func object(forKey key: String) -> ManagedObject? {
    guard let id = targetID(forKey: key) else { return nil }
    return try? context?.existingObject(with: id)
  }

  public func setObject(_ object: ManagedObject?, forKey key: String) {
    guard let index = entity.toOneIndex(key) else {
      preconditionFailure("\(entity.name) has no to-one \(key)")
    }
    let id = object?.objectID
    guard targets[index] != id else { return }
    targets[index] = id
    context?.didChange(self)
  }

  // MARK: Typed access for subclasses

  public func string(_ key: String) -> String? { value(forKey: key).textValue }
  public func integer(_ key: String) -> Int? { value(forKey: key).integerValue.map { Int($0) } }
}

extension Entity {
  /// The class the context makes its objects of (`objectType`, declared with the entity).
  var managedType: ManagedObject.Type {
    guard let type = objectType as? ManagedObject.Type else {
      preconditionFailure("\(name)'s objects are of \(objectType), which is not a ManagedObject")
    }
    return type
  }
}

extension ManagedObject {
  /// What messages call the object: its display key's value as last saved (or as it stands, when
  /// new), or its id when it has none.
  public var displayName: String {
    let key = entity.presentation.displayKey
    guard let index = entity.attributeIndex(key) else { return objectID.description }
    let value = (committedValues ?? values)[index]
    return value.isNull ? objectID.description : value.description
  }
}
