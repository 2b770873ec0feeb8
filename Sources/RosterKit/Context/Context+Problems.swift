extension Context {
  /// One object a save would refuse, and why, in a sentence.
  public struct Problem: Sendable, Equatable, CustomStringConvertible {
    public let objectID: ObjectID
    /// The object's name as a person knows it ("Mookie Betts").
    public let name: String
    public let message: String

    public var description: String { "\(name): \(message)" }
  }

  /// Every reason a save would refuse the pending changes of `objects` for their values: each
  /// object's values checked as a save checks them, and each unique rule checked among the
  /// objects and against the rows already saved. A save stops at the first such reason; a bulk
  /// change (`set players where …`) asks for all of them first, so that one answer lists every
  /// row to fix. The league's rules (`SaveCheck`) are not here: a save already names every one
  /// a change breaks.
  public func problems(of objects: [ManagedObject]) throws -> [Problem] {
    var problems: [Problem] = []
    var valid: [ManagedObject] = []
    for object in objects {
      do {
        _ = try validatedValues(of: object)
        valid.append(object)
      } catch let error as ValidationError {
        problems.append(Problem(objectID: object.objectID, name: object.displayName, message: error.message))
      }
    }
    guard let entity = valid.first?.entity else { return problems }
    let batch = Set(valid.map(\.objectID))
    for constraint in entity.uniqueConstraints {
      // In the objects' order, each with why: clashes among them, then with the rows saved.
      var found: [(index: Int, problem: Problem)] = []
      var first: [[String]: ManagedObject] = [:]
      var changing: [(index: Int, object: ManagedObject, key: [String])] = []
      for (index, object) in valid.enumerated() {
        guard let key = uniqueKey(of: object, constraint.keys) else { continue }
        if let other = first[key] {
          let message = constraint.message(violation(of: object))
          found.append(
            (
              index,
              Problem(
                objectID: object.objectID, name: object.displayName,
                message: "\(message) (by \(other.displayName), changed too)")
            ))
          continue
        }
        first[key] = object
        if changesKey(object, constraint.keys) { changing.append((index, object, key)) }
      }
      let taken = try takenKeys(changing.map(\.object), constraint.keys, outside: batch)
      for (index, object, key) in changing where taken.contains(key) {
        let message = constraint.message(violation(of: object))
        found.append((index, Problem(objectID: object.objectID, name: object.displayName, message: message)))
      }
      problems += found.sorted { $0.index < $1.index }.map(\.problem)
    }
    return problems
  }

  /// The values of `keys` as the database compares them for uniqueness; nil when one is empty
  /// (two rows without a number never clash).
  private func uniqueKey(of object: ManagedObject, _ keys: [String]) -> [String]? {
    var key: [String] = []
    for name in keys {
      if let attribute = object.entity.attribute(name) {
        let value = object.value(forKey: attribute.name)
        guard !value.isNull else { return nil }
        key.append(attribute.comparableText(value))
      } else {
        guard let target = object.targetID(forKey: name) else { return nil }
        key.append("\(target.entityName)#\(target.rowID)")
      }
    }
    return key
  }

  /// Whether `object`'s change touches a key of the rule.
  private func changesKey(_ object: ManagedObject, _ keys: [String]) -> Bool {
    guard let committedValues = object.committedValues, let committedTargets = object.committedTargets else {
      return true
    }
    let entity = object.entity
    return keys.contains { name in
      if let index = entity.attributeIndex(name) { return committedValues[index] != object.values[index] }
      guard let index = entity.toOneRelationships.firstIndex(where: { $0.name == name }) else { return false }
      return committedTargets[index] != object.targets[index]
    }
  }

  /// The values of `keys` (as `uniqueKey` gives them) that saved rows outside `batch` hold, among
  /// those of `objects`: one query for all the objects, each key among the objects' values of
  /// it (a query an object was 100,000 of them for a move of 100,000 players).
  private func takenKeys(_ objects: [ManagedObject], _ keys: [String], outside batch: Set<ObjectID>) throws
    -> Set<[String]>
  {
    guard let entity = objects.first?.entity else { return [] }
    var predicate: Predicate?
    for name in keys {
      if let attribute = entity.attribute(name) {
        var seen = Set<DatabaseValue>()
        let values = objects.map { $0.value(forKey: attribute.name) }.filter { seen.insert($0).inserted }
        let operands = values.map { value -> Predicate.Value in
          switch value {
          case .integer(let number): .integer(number)
          case .real(let number): .real(number)
          default: .text(value.description)
          }
        }
        predicate = .and(
          predicate, .comparison(key: attribute.name, .in, operands, options: attribute.isFolded ? .all : []))
      } else {
        let targets = Set(objects.compactMap { $0.targetID(forKey: name) }).sorted { $0.rowID < $1.rowID }
        predicate = .and(predicate, .comparison(key: name, .in, targets.map { .object($0) }))
      }
    }
    var taken = Set<[String]>()
    let request = FetchRequest(entity: entity, predicate: predicate)
    for row in try fetchValues(request, keyPaths: ["self"] + keys) {
      guard !batch.contains(ObjectID(entityName: entity.name, rowID: row[0].integerValue ?? 0)) else {
        continue
      }
      var key: [String] = []
      for (name, value) in zip(keys, row.dropFirst()) where !value.isNull {
        if let attribute = entity.attribute(name) {
          key.append(attribute.comparableText(value))
        } else if let relationship = entity.relationship(name), let id = value.integerValue {
          key.append("\(relationship.destination)#\(id)")
        }
      }
      if key.count == keys.count { taken.insert(key) }
    }
    return taken
  }

  /// The values and target names a rule's sentence reads.
  private func violation(of object: ManagedObject) -> Entity.UniqueConstraint.Violation {
    .init(values: object.snapshot, targetNames: targetNames(of: object))
  }

  /// The display names of `object`'s to-one targets, by relationship (`team`: "Boston Red Sox"):
  /// what a unique rule's sentence names.
  func targetNames(of object: ManagedObject) -> [String: String] {
    var names: [String: String] = [:]
    for relationship in object.entity.toOneRelationships {
      if let target = object.object(forKey: relationship.name) {
        names[relationship.name] = target.displayName
      }
    }
    return names
  }
}
