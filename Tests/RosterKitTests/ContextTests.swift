import RosterFixtures
import Testing

@testable import RosterKit

/// The context: tracking, atomic save, rollback, validation, uniqueness, cascade and conflicts.
struct ContextTests {
  let league: League
  var context: Context { league.context }
  init() throws { league = try Fixture.league() }

  private func countPlayers() throws -> Int { try context.count(FetchRequest(entity: RosterModel.player)) }

  @Test func tracksInsertsUpdatesAndDeletes() throws {
    #expect(!context.hasChanges)
    let team = context.insert(Team.self)
    team.name = "Chicago Cubs"
    #expect(context.hasChanges)
    #expect(context.insertedObjects.count == 1)
    let mookie = try league.player("Mookie Betts")
    mookie.age = 28
    #expect(context.updatedObjects.map(\.objectID) == [mookie.objectID])
    mookie.age = 27
    #expect(context.updatedObjects.isEmpty, "a value set back is no change")
    mookie.age = 29
    let kershaw = try league.player("Clayton Kershaw")
    try context.delete(kershaw)
    #expect(context.deletedObjects.map(\.objectID) == [kershaw.objectID])

    let changes = try context.save()
    #expect(!context.hasChanges)
    #expect(changes.inserted.count == 1 && !changes.inserted[0].objectID.isTemporary)
    #expect(
      changes.updated.count == 1 && changes.updated[0].previous == ["age": 27]
        && changes.updated[0].values["age"] == 29)
    #expect(changes.deleted.map(\.objectID) == [kershaw.objectID])
    #expect(changes.deleted[0].values["name"] == "Clayton Kershaw")
    #expect(try league.team("Chicago Cubs").objectID == changes.inserted[0].objectID)
  }

  @Test func rollbackDiscardsEverything() throws {
    let team = context.insert(Team.self)
    team.name = "Chicago Cubs"
    let mookie = try league.player("Mookie Betts")
    mookie.age = 40
    try context.delete(try league.team("LAD"))
    context.rollback()
    #expect(!context.hasChanges)
    #expect(mookie.age == 27)
    #expect(try context.save().isEmpty)
    #expect(try countPlayers() == Fixture.players.count)
    #expect(throws: LookupError.self) { try league.team("Chicago Cubs") }
  }

  @Test func aFailedSaveChangesNothingAndKeepsThePendingChanges() throws {
    let good = context.insert(Team.self)
    good.name = "Chicago Cubs"
    let duplicate = context.insert(Team.self)
    duplicate.name = "boston red sox"
    #expect(
      throws: ValidationError(
        entity: "Team", key: "name", message: "a team named 'boston red sox' already exists")
    ) {
      try context.save()
    }
    #expect(context.hasChanges)
    #expect(context.insertedObjects.count == 2)
    #expect(good.objectID.isTemporary)
    #expect(throws: LookupError.self) { try league.team("Chicago Cubs") }
    try context.delete(duplicate)
    try context.save()
    #expect(try league.team("chicago cubs").name == "Chicago Cubs")
  }

  @Test func uniquenessIgnoresCaseAndAccents() throws {
    let team = context.insert(Team.self)
    team.name = "Yomiuri Giants"
    team.abbreviation = "yom"
    #expect(throws: ValidationError.self) { try context.save() }
    team.name = "New Team"
    #expect(
      throws: ValidationError(
        entity: "Team", key: "abbreviation", message: "abbreviation 'yom' is already used by Yomiuri Giants"
      )
    ) {
      try context.save()
    }
    team.abbreviation = "NEW"
    try context.save()
  }

  @Test func jerseyNumbersAreUniqueWithinATeamAndEmptyNeverClashes() throws {
    let player = context.insert(Player.self)
    player.name = "New Guy"
    player.age = 20
    player.team = try league.team("BOS")
    player.number = "50"
    #expect(
      throws: ValidationError(
        entity: "Player", key: "team", message: "number 50 is already taken on Boston Red Sox by Mookie Betts"
      )
    ) {
      try context.save()
    }
    player.number = "22"  // Kershaw's number, on another team
    try context.save()
    let another = context.insert(Player.self)
    another.name = "No Number"
    another.age = 20
    another.team = try league.team("BOS")
    try context.save()  // José Abreu has no number either
  }

  @Test(arguments: [
    ("age", DatabaseValue.integer(121), "age must be a whole number from 0 to 120 (got '121')"),
    ("age", .integer(-1), "age must be a whole number from 0 to 120 (got '-1')"),
    ("age", .real(23.5), "age must be a whole number from 0 to 120 (got '23.5')"),
    ("age", .text("twenty"), "age must be a whole number from 0 to 120 (got 'twenty')"),
    ("age", .null, "age is required when birthdate is not known"),
    ("name", .text("   "), "player name is required"),
    (
      "name", .text(String(repeating: "x", count: 201)), "name is too long (201 characters; the limit is 200)"
    ),
    ("name", .text("two\nlines"), "name must not contain line breaks, tabs or other control characters"),
    ("number", .integer(1000), "number must be 1 to 3 digits, such as 7 or 07 (got '1000')"),
    ("number", .text("7a"), "number must be 1 to 3 digits, such as 7 or 07 (got '7a')"),
  ])
  func validation(key: String, value: DatabaseValue, message: String) throws {
    let player = try league.player("Max Muncy")
    player.setValue(value, forKey: key)
    #expect(throws: ValidationError(entity: "Player", key: key, message: message)) { try context.save() }
    context.rollback()
  }

  @Test func valuesAreTrimmedAndEmptyMeansNone() throws {
    let player = try league.player("Max Muncy")
    player.name = "  Max   Muncy "
    player.position = "  "
    try context.save()
    #expect(player.name == "Max   Muncy")
    #expect(player.position == nil)
  }

  /// A player without a team is a free agent; one without an age or a birthdate is refused.
  @Test func aPlayerWithoutATeamIsAFreeAgent() throws {
    let player = context.insert(Player.self)
    player.name = "Free Agent"
    #expect(
      throws: ValidationError(
        entity: "Player", key: "age", message: "age is required when birthdate is not known")
    ) {
      try context.save()
    }
    player.age = 30
    try context.save()
    let pool = try context.fetch(
      FetchRequest(entity: RosterModel.player, predicate: try Predicate(format: "team == nil")),
      as: Player.self)
    #expect(pool.map(\.name) == ["Free Agent"])
  }

  /// With a birthdate, the age is read from it and nothing is stored; a given age must agree.
  @Test func anAgeComesFromTheBirthdate() throws {
    context.today = CalendarDate(iso: "2026-12-02")!
    let player = try league.player("Max Muncy")
    player.birthdate = CalendarDate(iso: "1990-08-25")
    player.age = 40
    #expect(throws: ValidationError.self) { try context.save() }
    player.age = 36
    try context.save()
    #expect(player.value(forKey: "age") == .null)
    #expect(player.age == 36)
    let ages = try context.fetchValues(
      FetchRequest(entity: RosterModel.player, predicate: try Predicate(format: "name == 'Max Muncy'")),
      keyPaths: ["age", "leagueAge"])
    #expect(ages == [[.integer(36), .integer(36)]])
  }

  @Test func cascadeDeleteLeavesNoOrphans() throws {
    let team = try league.team("BOS")
    try context.delete(team)
    #expect(context.deletedObjects.count == 7, "the team and its six players")
    let changes = try context.save()
    #expect(changes.deleted("Player").count == 6)
    #expect(changes.deleted("Team").count == 1)
    #expect(try countPlayers() == Fixture.players.count - 6)
    #expect(try league.store.check().isEmpty)
    #expect(
      try league.store.scalar("SELECT count(*) FROM players WHERE team_id NOT IN (SELECT id FROM teams)") == 0
    )
  }

  @Test func theDatabaseItselfCascades() throws {
    // The delete rule lives in the schema: even SQL from outside Roster cascades.
    try league.store.execute("DELETE FROM teams WHERE abbreviation = 'LAD'")
    #expect(try countPlayers() == Fixture.players.count - 4)
  }

  @Test func insertTeamAndPlayersInOneSave() throws {
    let team = context.insert(Team.self)
    team.name = "Chicago Cubs"
    for (index, name) in ["A", "B"].enumerated() {
      let player = context.insert(Player.self)
      player.name = name
      player.age = 20 + index
      player.team = team
    }
    let changes = try context.save()
    #expect(changes.inserted("Player").count == 2)
    #expect(try team.players().map(\.name) == ["A", "B"])
  }

  @Test func movingAPlayer() throws {
    let player = try league.player("Mookie Betts")
    player.team = try league.team("LAD")
    let changes = try context.save()
    #expect(changes.updated[0].previous.keys.sorted() == ["team"])
    #expect(try league.team("LAD").players().contains { $0.name == "Mookie Betts" })
  }

  @Test func anotherSessionsChangeIsNeverOverwritten() throws {
    let path = Fixture.newDatabase()
    defer { Fixture.remove(path) }
    _ = try Fixture.league(path: path)
    let first = try League(path: path)
    let second = try League(path: path)
    let mine = try first.player("Mookie Betts")
    let theirs = try second.player("Mookie Betts")
    theirs.age = 28
    try second.context.save()
    mine.position = "CF"
    #expect {
      try first.context.save()
    } throws: { error in
      (error as? ConflictError)?.description
        == "Mookie Betts was changed by another session (age 27 → 28); list again and retry"
    }
    #expect(try second.player("Mookie Betts").position == "RF")

    try first.context.delete(mine)
    try second.context.delete(theirs)
    try second.context.save()
    #expect(throws: ConflictError.self) { try first.context.save() }
  }

  @Test func fetchReturnsTheRegisteredObject() throws {
    let a = try league.player("Mookie Betts")
    a.age = 30
    let b = try league.player("Mookie Betts")
    #expect(a === b)
    #expect(b.age == 30, "pending changes survive a fetch")
  }

  /// A context that holds nothing registers a fetch's objects without looking each up: they are
  /// still the ones a later fetch, a lookup by id and a to-one target give back.
  @Test func anEmptyContextsFetchRegistersItsObjects() throws {
    league.context.reset()
    let request = FetchRequest(entity: RosterModel.player, sortDescriptors: [.init("name")])
    let first = try league.context.fetch(request)
    #expect(first.count > 3)
    let again = try league.context.fetch(request)
    #expect(zip(first, again).allSatisfy { $0 === $1 })
    for object in first {
      #expect(try league.context.existingObject(with: object.objectID) === object)
    }
    league.context.reset()
    let afterReset = try league.context.fetch(request)
    #expect(afterReset.map(\.objectID) == first.map(\.objectID))
    #expect(zip(first, afterReset).allSatisfy { $0 !== $1 }, "a reset context makes new objects")
  }

  /// Fetched objects keep their row and make its values when one is first read (Core Data's
  /// faults): what they read is what the row held when fetched, and a fetch again gives an
  /// unchanged object the row as it is now, whether it had been read or not.
  @Test func aFetchedObjectReadsItsRowAsItWasWhenFetched() throws {
    let path = Fixture.newDatabase()
    defer { Fixture.remove(path) }
    _ = try Fixture.league(path: path)
    let mine = try League(path: path)
    let theirs = try League(path: path)
    let request = FetchRequest(entity: RosterModel.player, sortDescriptors: [SortDescriptor("name")])
    let keys = ["name", "age", "position", "number"]
    let players = try mine.context.fetch(request)
    #expect(
      players.map { player in
        keys.map { player.value(forKey: $0) } + [.text((player as! Player).team?.name ?? "")]
      }
        == (try mine.context.fetchValues(request, keyPaths: keys + ["team.name"])))
    #expect(!mine.context.hasChanges, "reading a fetched object is no change")

    let read = try mine.player("Mookie Betts"), laterRead = try mine.player("Clayton Kershaw")
    let unread = try mine.player("Julio Urías")
    #expect(read.age == 27)
    for name in ["Mookie Betts", "Clayton Kershaw", "Julio Urías"] { try theirs.player(name).age = 40 }
    try theirs.context.save()
    #expect(read.age == 27 && laterRead.age == 32, "the row as fetched, not as another session left it")
    _ = try mine.context.fetch(request)
    #expect(read.age == 40 && laterRead.age == 40 && unread.age == 40)
    unread.position = "1B"
    let changes = try mine.context.save()
    #expect(
      changes.updated.map(\.objectID) == [unread.objectID] && changes.updated[0].previous == ["position": "P"]
    )
  }
}
