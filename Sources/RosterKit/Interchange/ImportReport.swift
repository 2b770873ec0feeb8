/// What an import did.
public struct ImportReport: Sendable {
  public struct Counts: Equatable, Sendable {
    public var added = 0
    public var updated = 0
    public var unchanged = 0
    public var total: Int { added + updated + unchanged }
  }

  /// Objects made for rows whose reference named none (`--create-teams`): of which entity, for
  /// rows of which, and what they are called.
  public struct Creation: Equatable, Sendable {
    public let entity: String
    public let referencedBy: String
    public var names: [String]
  }

  /// The entities the files were of, by name, in the model's order: what the import was of,
  /// though every row was rejected.
  public var fileKinds: [String] = []
  /// Rows of each entity, by entity name.
  public var counts: [String: Counts] = [:]
  /// For each entity with a parent, how many parents its rows were imported into (teams that
  /// players were imported into).
  public var parents: [String: Int] = [:]
  public var rejected = 0
  public var created: [Creation] = []
  /// Unknown columns and the like: the import went on.
  public var warnings: [String] = []
  /// What each registration export was read as, and what of it was used ("FILE: read as a
  /// Sports Connect Enrollment Details export: 12 of 160 columns used; …").
  public var profiles: [String] = []
  /// The league's players no row of the registration exports read stands for (a child withdrawn,
  /// whose row a full export leaves out or marks so): how many, and the first few as "name
  /// (team)".
  public var absent: (count: Int, names: [String]) = (0, [])
  /// Where rejected rows went (`--skip-invalid`).
  public var rejectFiles: [String] = []
  public var seconds: Double = 0
  /// What the import changed, as a save's change set (its new rows as runs of ids).
  public var changes = ChangeSet()

  /// The counts of one entity's rows.
  public subscript(entity: String) -> Counts {
    get { counts[entity] ?? Counts() }
    set { counts[entity] = newValue }
  }

  /// The names of the objects of `entity` the import created.
  public func created(_ entity: String) -> [String] {
    created.filter { $0.entity == entity }.flatMap(\.names)
  }
}
