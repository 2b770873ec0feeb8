extension QueryChecker {
  // MARK: Key paths

  /// What `path` names from `start`: an attribute, an object, a to-many relationship with the
  /// rest of the path, or an aggregate.
  func resolve(_ path: Predicate.KeyPath, in start: Scope) throws -> TypedKeyPath {
    var scope = start
    let components = path.components
    guard !components.isEmpty else {
      throw PredicateError(Predicate.KeyPath.emptyPath, at: path.location)
    }
    var index = 0
    while index < components.count {
      let component = components[index]
      let isLast = index == components.count - 1
      let entity = scope.entity
      if index == 0 && component.name.hasPrefix("$") {
        guard let bound = variables[component.name] else {
          let known = variables.keys.sorted()
          throw PredicateError(
            "unknown variable \(component.name)"
              + (known.isEmpty
                ? "; variables are named by SUBQUERY(collection, $x, predicate)"
                : "; use \(known.joined(separator: " or "))"),
            at: component.location)
        }
        scope = bound
        if isLast { return .object(scope.entity, scope.place, column: "id") }
        index += 1
        continue
      }
      if index == 0 && component.name.lowercased() == "self" {
        guard isLast else {
          index += 1
          continue
        }
        return .object(entity, scope.place, column: "id")
      }
      if component.name.hasPrefix("@") {
        throw PredicateError(
          "\(component.name) must follow a to-many key such as 'players'", at: component.location)
      }
      if let attribute = entity.readableAttribute(component.name) {
        guard isLast else {
          throw PredicateError(
            "'\(component.name)' is \(ValueKind(attribute.kind) == .number ? "a number" : ValueKind(attribute.kind).description) and has no keys",
            at: components[index + 1].location)
        }
        return .attribute(attribute, scope.place)
      }
      guard let relationship = entity.relationship(component.name) else {
        throw unknownKey(component, on: entity)
      }
      let destination = model.entity(named: relationship.destination)
      if !relationship.isToMany {
        if isLast { return .object(destination, scope.place, column: relationship.column!) }
        scope = join(relationship, to: destination, from: scope)
        index += 1
        continue
      }
      let rest = Array(components[(index + 1)...])
      guard let next = rest.first, next.name.hasPrefix("@") else {
        return .toMany(relationship, scope.place, rest: rest)
      }
      return try aggregate(next, of: relationship, from: scope.place, rest: Array(rest.dropFirst()))
    }
    // `self.` alone: the loop went past its last component.
    return .object(scope.entity, scope.place, column: "id")
  }

  /// `players.@count`, `players.@avg.age`, …; with `filter`, only over the members it accepts
  /// (`SUBQUERY`).
  func aggregate(
    _ function: Predicate.KeyPath.Component, of relationship: Relationship, from owner: Place,
    rest: [Predicate.KeyPath.Component], filter: Predicate.Subquery? = nil
  ) throws -> TypedKeyPath {
    try nested(.subquery, at: function.location) {
      let (members, subquery) = self.members(of: relationship, from: owner)
      var kept: CheckedPredicate?
      if let filter {
        let saved = variables
        defer { variables = saved }
        variables[filter.variable] = members
        kept = try check(filter.predicate, in: members)
      }
      if function.name == "@count" {
        if let extra = rest.first { throw PredicateError("@count ends a key path", at: extra.location) }
        return .aggregate(
          Aggregate(function: .count, members: finished(subquery), filter: kept, member: nil))
      }
      let destination = members.entity
      // `teams.@sum.players.@count`: the value of a longer key path of each member.
      if rest.count > 1 {
        let value = try resolve(Predicate.KeyPath(components: rest), in: members)
        let isNumber = value.kind == .number
        guard isNumber || (value.kind != .list && function.name != "@avg" && function.name != "@sum") else {
          let path = rest.map(\.name).joined(separator: ".")
          throw PredicateError(
            "\(function.name) needs a number, but '\(path)' is \(value.kind)", at: rest[0].location)
        }
        return .aggregate(
          Aggregate(
            function: Self.function(function.name), members: finished(subquery), filter: kept, member: value))
      }
      guard rest.count == 1, let attribute = destination.readableAttribute(rest[0].name) else {
        let names = destination.attributes.map { "\(relationship.name).\(function.name).\($0.name)" }
        if let key = rest.first, rest.count == 1 {
          throw unknownKey(key, on: destination)
        }
        throw PredicateError(
          "\(function.name) needs a key, such as \(names.first ?? "")", at: function.location)
      }
      if ValueKind(attribute.kind) != .number && (function.name == "@avg" || function.name == "@sum") {
        throw PredicateError(
          "\(function.name) needs a number, but '\(attribute.name)' is \(ValueKind(attribute.kind))",
          at: rest[0].location)
      }
      return .aggregate(
        Aggregate(
          function: Self.function(function.name), members: finished(subquery), filter: kept,
          member: .attribute(attribute, members.place)))
    }
  }

  /// The aggregate function an `@` name stands for (the lexer admits only these four and `@count`).
  static func function(_ name: String) -> Aggregate.Function {
    switch name {
    case "@avg": return .average
    case "@sum": return .sum
    case "@min": return .minimum
    default: return .maximum
    }
  }

  /// `SUBQUERY(players, $p, …)` followed by an aggregate: the aggregate over the members that
  /// satisfy the predicate, where `$p` and bare keys stand for the member.
  func check(_ subquery: Predicate.Subquery, in scope: Scope) throws -> TypedKeyPath {
    let collection = try resolve(subquery.collection, in: scope)
    guard case .toMany(let relationship, let owner, let after) = collection, after.isEmpty else {
      throw PredicateError(
        "SUBQUERY needs a to-many key such as 'players', not '\(subquery.collection.text)'",
        at: subquery.collection.location)
    }
    guard let function = subquery.rest.first, function.name.hasPrefix("@") else {
      throw PredicateError(
        "SUBQUERY(…) is a list of \(relationship.destination)s; follow it with .@count, or .@avg.KEY and the like",
        at: subquery.rest.first?.location ?? subquery.location)
    }
    return try aggregate(
      function, of: relationship, from: owner, rest: Array(subquery.rest.dropFirst()), filter: subquery)
  }

  func unknownKey(_ component: Predicate.KeyPath.Component, on entity: Entity) -> PredicateError {
    let keys = entity.keys
    var message = "unknown key '\(component.name)' on \(entity.name)"
    let aliases = (entity.attributes + entity.derivedAttributes).flatMap { [$0.name] + $0.aliases }
    if let suggestion = Suggestions.closest(
      to: component.name, in: aliases + entity.relationships.map(\.name))
    {
      let name = entity.readableAttribute(suggestion)?.name ?? suggestion
      message += "; did you mean '\(name)'?"
    } else {
      message += "; its keys are " + keys.joined(separator: ", ")
    }
    return PredicateError(message, at: component.location)
  }
}
