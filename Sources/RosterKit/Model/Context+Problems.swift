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
      var first: [[String]: ManagedObject] = [:]
      for object in valid {
        guard let key = uniqueKey(of: object, constraint.keys) else { continue }
        let message = constraint.message(violation(of: object))
        if let other = first[key] {
          problems.append(
            Problem(
              objectID: object.objectID, name: object.displayName,
              message: "\(message) (by \(other.displayName), changed too)"))
          continue
        }
        first[key] = object
        guard changesKey(object, constraint.keys) else { continue }
        if try isTaken(key, constraint.keys, of: object, outside: batch) {
          problems.append(Problem(objectID: object.objectID, name: object.displayName, message: message))
        }
      }
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

  /// Whether a saved row outside `batch` already has `key`.
  private func isTaken(
    _ key: [String], _ keys: [String], of object: ManagedObject, outside batch: Set<ObjectID>
  )
    throws -> Bool
  {
    let entity = object.entity
    var predicate: Predicate?
    for name in keys {
      if let attribute = entity.attribute(name) {
        let value = object.value(forKey: attribute.name)
        let operand: Predicate.Value =
          switch value {
          case .integer(let number): .integer(number)
          case .real(let number): .real(number)
          default: .text(value.description)
          }
        predicate = .and(
          predicate,
          .comparison(key: attribute.name, .equal, operand, options: attribute.isFolded ? .all : []))
      } else if let target = object.targetID(forKey: name) {
        predicate = .and(predicate, .comparison(key: name, .equal, .object(target)))
      }
    }
    let rows = try fetchValues(FetchRequest(entity: entity, predicate: predicate), keyPaths: ["self"])
    return rows.contains { row in
      !batch.contains(ObjectID(entityName: entity.name, rowID: row.first?.integerValue ?? 0))
    }
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
