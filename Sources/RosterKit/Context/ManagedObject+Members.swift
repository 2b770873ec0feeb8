/// The members of an object's to-many relationships, read and changed as Core Data's are: a
/// player's guardians and a guardian's players (a many-to-many, stored as links), or a team's
/// players (the inverse of each player's team). Either side of a link changes both: linking a
/// guardian to a player makes the player one of the guardian's players. Nothing reaches the
/// database before the context saves.
///
///     player.addObject(guardian, forKey: "guardians")
///     try guardian.objects(forKey: "players")   // [player], before and after the save
extension ManagedObject {
  /// The members of the to-many relationship `key` as the context has them: saved ones, and
  /// those put in or taken out since, without objects being deleted.
  public func objects(forKey key: String) throws -> [ManagedObject] {
    guard let context else { return [] }
    return try context.members(of: self, through: toMany(key))
  }

  /// Puts `object` in the to-many relationship `key` (a link, for a many-to-many; its to-one,
  /// for the inverse of one). Putting in a member already there changes nothing.
  public func addObject(_ object: ManagedObject, forKey key: String) {
    context?.setMember(object, of: self, through: toMany(key), linked: true)
  }

  /// Takes `object` out of the to-many relationship `key`: its link goes, or its to-one is
  /// emptied (refused at the save where that to-one is required).
  public func removeObject(_ object: ManagedObject, forKey key: String) {
    context?.setMember(object, of: self, through: toMany(key), linked: false)
  }

  /// Makes `objects` the members of the to-many relationship `key`: the others taken out, the
  /// missing put in.
  public func setObjects(_ objects: [ManagedObject], forKey key: String) throws {
    try context?.setMembers(objects, of: self, through: toMany(key))
  }

  private func toMany(_ key: String) -> Relationship {
    guard let relationship = entity.relationship(key), relationship.isToMany else {
      preconditionFailure("\(entity.name) has no to-many \(key)")
    }
    return relationship
  }
}
