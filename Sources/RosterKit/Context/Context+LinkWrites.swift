/// What a save and a delete do with the links of many-to-many relationships: a deleted object's
/// links go with it (or `deny` refuses the delete), and a save writes the links asked for through
/// the one writer, inside its transaction, saying which it made and took away.
extension Context {
  /// Applies the delete rules of `objects`' many-to-many relationships (objects of one entity,
  /// being deleted): refuses while one has members where its relationship says `deny`; else
  /// forgets the links asked for of them, and notes their saved links, which the database
  /// removes with their rows. One query a relationship, for all of them.
  func unlinkDeleted(_ objects: [ManagedObject]) throws {
    // Most entities have no many-to-many, and most deletes no link asked for: a team's 60,000
    // players deleted need no set of their ids.
    guard let entity = objects.first?.entity,
      !pendingLinks.isEmpty || entity.relationships.contains(where: \.isManyToMany)
    else { return }
    var cascaded: [Link] = []
    for relationship in entity.relationships where relationship.isManyToMany {
      let table = model.joinTable(of: relationship)!
      let (owner, member) = table.ends(from: entity.name, through: relationship.name)
      let ownerIsFirst = owner.column == table.first.column
      let saved = objects.filter { !$0.objectID.isTemporary }
      var links = try writer.links(table, of: saved.map(\.objectID.rowID), at: owner).map { row in
        Link(
          table, owner: ObjectID(entityName: entity.name, rowID: row.owner),
          member: ObjectID(entityName: member.entity, rowID: row.member), ownerIsFirst: ownerIsFirst)
      }
      guard relationship.deleteRule == .deny else {
        cascaded += links
        continue
      }
      links = links.filter { pendingLinks.state($0) != false }
      // A link whose row, an object of the entity it goes through, this context moves to
      // another object or deletes (`merge guardian A B`: B's guardianships) stands no more.
      if let through = table.through {
        let gone = linksLeaving(through, table)
        if !gone.isEmpty { links = links.filter { !gone.contains($0) } }
      }
      for object in objects {
        for (link, linked) in pendingLinks.changes(of: object.objectID, in: table.name) where linked {
          if !links.contains(link) { links.append(link) }
        }
      }
      if let first = links.first {
        let holder = ownerIsFirst ? first.first : first.second
        let held = links.filter { (ownerIsFirst ? $0.first : $0.second) == holder }
        throw try denied(
          objects.first { $0.objectID == holder }!, relationship,
          held.map { ownerIsFirst ? $0.second : $0.first })
      }
    }
    pendingLinks.drop(Set(objects.map(\.objectID)), saved: cascaded)
  }

  /// The saved links of `table` whose rows, objects of the entity `through` that the links go
  /// through, are deleted in this context or linked another pair by it.
  private func linksLeaving(_ through: String, _ table: JoinTable) -> Set<Link> {
    var gone = Set<Link>()
    for id in Array(updatedIDs) + Array(deletedIDs) where id.entityName == through {
      guard let object = registered[id], let committed = object.committedTargets,
        let first = table.first.key.flatMap(object.entity.toOneIndex),
        let second = table.second.key.flatMap(object.entity.toOneIndex),
        let was = committed[first].flatMap({ a in committed[second].map { (a, $0) } })
      else { continue }
      let deleted = deletedIDs.contains(id)
      guard deleted || object.targets[first] != was.0 || object.targets[second] != was.1 else { continue }
      gone.insert(Link(table: table.name, first: was.0, second: was.1))
    }
    return gone
  }

  /// A deny rule's refusal for a many-to-many: "Ann Lee still has 2 players (Ava Chen and Ben
  /// Ortiz); take them out of Ann Lee's players first".
  private func denied(_ owner: ManagedObject, _ relationship: Relationship, _ held: [ObjectID]) throws
    -> ValidationError
  {
    let destination = model.entity(named: relationship.destination).presentation
    let names = try held.prefix(5).compactMap { try existingObject(with: $0)?.displayName }
    let more = held.count > names.count ? " and \(NumberText.grouped(held.count - names.count)) more" : ""
    let them = held.count == 1 ? "it" : "them"
    return ValidationError(
      entity: owner.entity.name, key: relationship.name,
      message:
        "\(owner.displayName) still has \(destination.count(held.count)) (\(Prose.list(names))\(more)); "
        + "take \(them) out of its \(relationship.name) first")
  }

  /// Refuses a link asked for to an object being deleted, or to one that left the context.
  func validateLinks() throws {
    for (link, linked) in pendingLinks.changes where linked {
      for id in [link.first, link.second]
      where deletedIDs.contains(id) || (id.isTemporary && registered[id] == nil) {
        let other = link.other(than: id)
        throw ValidationError(
          entity: other.entityName, key: link.table,
          message: "the \(id.entityName.lowercased()) it is linked to is being deleted")
      }
    }
  }

  /// Takes away the links asked to be taken away, inside the save's transaction, before any row
  /// is deleted (a `deny` holds while they stand); those that stood. Every one is between saved
  /// objects (`setMember` forgets the others).
  func saveUnlinks() throws -> [Link] {
    var unlinked: [Link] = []
    for (link, linked) in pendingLinks.changes where !linked {
      let table = model.joinTable(named: link.table)!
      if try writer.unlink(table, first: link.first.rowID, second: link.second.rowID) {
        unlinked.append(link)
      }
    }
    return unlinked
  }

  /// Makes the links asked for, inside the save's transaction once every row is written, the
  /// objects just inserted under their new rows' ids; those made (a pair linked already changes
  /// nothing).
  func saveLinks(newRowIDs: [ObjectID: Int64]) throws -> [Link] {
    var linked: [Link] = []
    for (link, made) in pendingLinks.changes where made {
      let table = model.joinTable(named: link.table)!
      let saved = link.saved(newRowIDs)
      do {
        if try writer.link(table, first: saved.first.rowID, second: saved.second.rowID) != nil {
          linked.append(saved)
        }
      } catch let error as StoreError where error.kind == .constraint {
        throw LinkRefused(link: saved, error: error)
      }
    }
    return linked
  }

  /// The links a save took away: those asked for, then those that went with deleted objects.
  func unlinked(_ asked: [Link]) -> [Link] {
    let taken = Set(asked)
    return asked + pendingLinks.cascaded.filter { !taken.contains($0) }
  }

  /// A link the database refused: one of its objects is gone.
  struct LinkRefused: Error {
    let link: Link
    let error: StoreError
  }

  /// The refusal of a link as what happened ("Ann Lee was deleted by another session"), worded
  /// once the transaction is over; the error as it is when both objects are there.
  func translate(_ refusal: LinkRefused) -> Error {
    for id in [refusal.link.first, refusal.link.second] {
      let request = FetchRequest(
        entity: model.entity(named: id.entityName), predicate: .comparison(key: "self", .equal, .object(id)))
      guard (try? count(request)) == 0 else { continue }
      let name = registered[id]?.displayName ?? id.description
      return ValidationError(
        entity: id.entityName, key: refusal.link.table,
        message: "\(name) was deleted by another session; nothing was changed")
    }
    return refusal.error
  }

  /// How many saved links the deletes asked for take along, by the table that holds them (a
  /// deleted player's guardianships): a delete's question names them with what else goes.
  public var linksGoingWithDeletes: [String: Int] {
    Dictionary(grouping: pendingLinks.cascaded, by: \.table).mapValues(\.count)
  }
}
