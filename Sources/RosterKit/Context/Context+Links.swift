/// The members of to-many relationships as a context has them, and the links of many-to-many
/// ones: asked for by objects (`ManagedObject.addObject(_:forKey:)` and the like), kept until the
/// save writes them (`RowWriter.link`, `unlink`), and taken away with a deleted object.
extension Context {
  // MARK: Members

  /// The members of `owner`'s to-many `relationship` as this context has them: the saved ones
  /// (in the order of their rows) and the changes not saved yet (in the order made), without
  /// the objects being deleted. One fetch for a saved owner.
  func members(of owner: ManagedObject, through relationship: Relationship) throws -> [ManagedObject] {
    let destination = model.entity(named: relationship.destination)
    guard let table = model.joinTable(of: relationship) else {
      // A to-many whose inverse is a to-one: the objects whose to-one is the owner, as they
      // stand here (one moved away, or moved here and not saved, included as it is now).
      let saved =
        owner.objectID.isTemporary
        ? []
        : try fetch(
          FetchRequest(
            entity: destination,
            predicate: .comparison(key: relationship.inverse, .equal, .object(owner.objectID))))
      var members = saved.filter { $0.targetID(forKey: relationship.inverse) == owner.objectID }
      let seen = Set(members.map(\.objectID))
      for id in Array(insertedIDs) + Array(updatedIDs) where !seen.contains(id) {
        guard let object = registered[id], object.entity.name == destination.name,
          object.targetID(forKey: relationship.inverse) == owner.objectID
        else { continue }
        members.append(object)
      }
      return members
    }
    let ownerIsFirst = isFirst(owner, in: table, through: relationship)
    var members: [ManagedObject] = []
    if !owner.objectID.isTemporary {
      let saved = Predicate.Comparison(
        quantifier: .any, left: .keyPath(Predicate.KeyPath(relationship.inverse + ".self")), op: .equal,
        right: .value(.object(owner.objectID), .none))
      members = try fetch(FetchRequest(entity: destination, predicate: Predicate(node: .comparison(saved))))
        .filter { member in
          pendingLinks.state(
            Link(table, owner: owner.objectID, member: member.objectID, ownerIsFirst: ownerIsFirst))
            != false
        }
    }
    var asked = pendingLinks.changes(of: owner.objectID, in: table.name).filter(\.linked).map(\.link)
    if let through = table.through {
      // A through entity's objects are links as the context has them: one added is a member
      // before the save, one being deleted no longer is.
      let ends = table.ends(from: owner.entity.name, through: relationship.name)
      let (ownerKey, memberKey) = (ends.owner.key!, ends.member.key!)
      let owned = { (objects: [ManagedObject]) in
        objects.filter { $0.entity.name == through && $0.targetID(forKey: ownerKey) == owner.objectID }
          .compactMap { $0.targetID(forKey: memberKey) }
      }
      let taken = Set(owned(deletedIDs.compactMap { registered[$0] }))
      members.removeAll { taken.contains($0.objectID) }
      asked += owned(insertedObjects).map {
        Link(table, owner: owner.objectID, member: $0, ownerIsFirst: ownerIsFirst)
      }
    }
    var seen = Set(members.map(\.objectID))
    for link in asked {
      guard (ownerIsFirst ? link.first : link.second) == owner.objectID else { continue }
      let id = ownerIsFirst ? link.second : link.first
      guard seen.insert(id).inserted, !deletedIDs.contains(id), let member = try existingObject(with: id)
      else {
        continue
      }
      members.append(member)
    }
    return members
  }

  /// Whether `owner`'s end of `relationship`'s join table is its first.
  private func isFirst(_ owner: ManagedObject, in table: JoinTable, through relationship: Relationship)
    -> Bool
  {
    table.ends(from: owner.entity.name, through: relationship.name).owner.column == table.first.column
  }

  // MARK: Changing members

  /// Makes `member` one of `owner`'s `relationship` (`linked`), or takes it out: for a
  /// many-to-many, a link to save; for a to-many whose inverse is a to-one, the member's to-one.
  func setMember(
    _ member: ManagedObject, of owner: ManagedObject, through relationship: Relationship, linked: Bool
  ) {
    precondition(
      member.entity.name == relationship.destination,
      "\(owner.entity.name).\(relationship.name) holds \(relationship.destination)s, not \(member.entity.name)s"
    )
    guard let table = model.joinTable(of: relationship) else {
      if linked {
        member.setObject(owner, forKey: relationship.inverse)
      } else if member.targetID(forKey: relationship.inverse) == owner.objectID {
        member.setObject(nil, forKey: relationship.inverse)
      }
      return
    }
    let link = Link(
      table, owner: owner.objectID, member: member.objectID,
      ownerIsFirst: isFirst(owner, in: table, through: relationship))
    // Nothing to take away between objects not saved: they have no link yet.
    if !linked && (owner.objectID.isTemporary || member.objectID.isTemporary) {
      pendingLinks.forget(link)
      return
    }
    pendingLinks.set(link, linked: linked)
  }

  /// Makes `members` the members of `owner`'s `relationship`: those it has and `members` has not
  /// taken out, the others put in, in their order.
  func setMembers(_ members: [ManagedObject], of owner: ManagedObject, through relationship: Relationship)
    throws
  {
    let kept = Set(members.map(\.objectID))
    for member in try self.members(of: owner, through: relationship) where !kept.contains(member.objectID) {
      setMember(member, of: owner, through: relationship, linked: false)
    }
    for member in members { setMember(member, of: owner, through: relationship, linked: true) }
  }
}
