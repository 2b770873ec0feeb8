/// A kind of object in the model (Team, Player): its table, attributes, relationships and rules.
public final class Entity: Sendable {
  public let name: String
  public let table: String
  public let attributes: [Attribute]
  /// Keys computed from the stored attributes where they are read, never stored (a player's
  /// league age); each has a `derivation`.
  public let derivedAttributes: [Attribute]
  public let relationships: [Relationship]
  public let uniqueConstraints: [UniqueConstraint]
  public let indexes: [Index]
  /// A full-text index of one folded attribute, for word search (`find`).
  public let searchIndex: SearchIndex?
  /// How it appears to people: names, listings, files, navigation.
  public let presentation: EntityPresentation
  /// Rules on a row's values that the table itself enforces (`Entity+Schema.swift`).
  public let checks: [Check]
  /// The schema version that added this entity's table.
  public let since: Int
  /// The class of its objects: a `ManagedObject` or a subclass (Team, Player), which the context
  /// makes (`Entity.managedType`); the schema names no type of the runtime above it.
  let objectType: AnyObject.Type

  /// An FTS5 index over an attribute's folded copy, kept in step by triggers.
  public struct SearchIndex: Sendable {
    public let key: String
    public let since: Int
    public init(_ key: String, since: Int) {
      self.key = key
      self.since = since
    }
  }

  /// A set of keys whose values no two objects may share.
  public struct UniqueConstraint: Sendable {
    /// Attribute or to-one relationship names; folded attributes compare by their folded copy.
    public let keys: [String]
    /// The sentence shown when a row breaks the rule, from the values it would have had: the one
    /// sentence a save, an import and a staged bulk load all show.
    public let message: @Sendable (Violation) -> String

    public init(_ keys: [String], message: @escaping @Sendable (Violation) -> String) {
      self.keys = keys
      self.message = message
    }

    /// The values of a row a unique rule refused, and the names of its to-one targets.
    public struct Violation: Sendable {
      public let values: [String: DatabaseValue]
      /// The display names of the row's targets, by relationship (`team`: "Boston Red Sox").
      public let targetNames: [String: String]

      /// The name of the row that holds the values already, when it is known ("Mookie Betts").
      public let holder: String?

      public init(values: [String: DatabaseValue], targetNames: [String: String] = [:], holder: String? = nil)
      {
        self.values = values
        self.targetNames = targetNames
        self.holder = holder
      }

      /// The value of `key` as text ("" when it has none).
      public subscript(key: String) -> String { values[key].map { $0.isNull ? "" : $0.description } ?? "" }
    }
  }

  /// A secondary index, by column names: some of them in descending order, and of every row or
  /// only of those where a column has a value (or has none).
  public struct Index: Sendable {
    /// Which rows a partial index holds.
    public enum Rows: Sendable {
      case all
      case withValue(String)
      case withoutValue(String)
    }

    public let name: String
    public let columns: [String]
    /// The columns kept in descending order.
    public let descending: Set<String>
    public let rows: Rows
    /// Built again at the end of a bulk load (`BulkIndexes`) rather than kept row by row: an index
    /// whose order has nothing to do with the order rows come in (players by birthdate and name),
    /// so that each insert lands on a page of its own; one a load reads as it goes (a team's
    /// players) is kept.
    public let rebuiltAfterBulkLoads: Bool
    /// The schema version that added it.
    public let since: Int
    public init(
      _ name: String, columns: [String], descending: Set<String> = [], rows: Rows = .all,
      rebuiltAfterBulkLoads: Bool = false, since: Int = 1
    ) {
      precondition(descending.isSubset(of: columns), "a descending column of an index is one of its columns")
      self.name = name
      self.columns = columns
      self.descending = descending
      self.rows = rows
      self.rebuiltAfterBulkLoads = rebuiltAfterBulkLoads
      self.since = since
    }

    /// Its `CREATE INDEX` statement, the same on every engine.
    func createStatement(on table: String) -> String {
      let keys = columns.map { "\"\($0)\"" + (descending.contains($0) ? " DESC" : "") }
      var statement = "CREATE INDEX \"\(name)\" ON \"\(table)\"(\(keys.joined(separator: ", ")))"
      switch rows {
      case .all: break
      case .withValue(let column): statement += " WHERE \"\(column)\" IS NOT NULL"
      case .withoutValue(let column): statement += " WHERE \"\(column)\" IS NULL"
      }
      return statement
    }
  }

  public init(
    name: String, table: String, type: AnyObject.Type, attributes: [Attribute],
    derived: [Attribute] = [], relationships: [Relationship], unique: [UniqueConstraint] = [],
    indexes: [Index] = [],
    search: SearchIndex? = nil, presentation: EntityPresentation, checks: [Check] = [], since: Int = 1
  ) {
    self.checks = checks
    self.since = since
    self.searchIndex = search
    self.presentation = presentation
    self.name = name
    self.table = table
    self.objectType = type
    self.attributes = attributes
    self.hasInitialValues = attributes.contains { $0.initial != nil }
    self.derivedAttributes = derived
    precondition(derived.allSatisfy { $0.derivation != nil }, "a derived attribute needs a derivation")
    self.relationships = relationships
    self.toOneRelationships = relationships.filter { !$0.isToMany }
    self.snapshotKeys = attributes.map(\.name) + relationships.filter { !$0.isToMany }.map(\.name)
    self.uniqueConstraints = unique
    self.indexes = indexes
    var indexesByKey: [String: Int] = [:]
    for (index, attribute) in attributes.enumerated() {
      for key in [attribute.name] + attribute.aliases where indexesByKey[key] == nil {
        indexesByKey[key] = index
      }
    }
    self.attributeIndexes = indexesByKey
    storedDerivations = attributes.enumerated().compactMap { index, attribute in
      guard let derivation = attribute.derivation, derivation.otherwise == attribute.name,
        let from = indexesByKey[derivation.from]
      else { return nil }
      return (index, from, derivation)
    }
  }

  /// Whether an attribute has a value new rows take when given none (`Attribute.initial`).
  let hasInitialValues: Bool

  /// The stored attributes kept only while the one they are read from is unknown (a player's
  /// age, read from the birthdate): each one's index, the other's, and how it is read.
  let storedDerivations: [(index: Int, from: Int, derivation: Derivation)]

  /// The relationships stored as foreign keys, in declaration order.
  public let toOneRelationships: [Relationship]
  /// The attributes' names, then the to-one relationships': the keys of a change's values.
  let snapshotKeys: [String]

  /// Each attribute's index by its name and its aliases (the first attribute's, where two
  /// share one): a value read by key from a fetched object or an imported row finds its place
  /// without comparing names one by one.
  private let attributeIndexes: [String: Int]

  public func attributeIndex(_ key: String) -> Int? { attributeIndexes[key] }

  public func attribute(_ key: String) -> Attribute? { attributeIndex(key).map { attributes[$0] } }

  /// A stored attribute, or else a derived one, named `key`: what a predicate or a sort may read.
  public func readableAttribute(_ key: String) -> Attribute? {
    attribute(key) ?? derivedAttributes.first { $0.name == key || $0.aliases.contains(key) }
  }

  public func relationship(_ key: String) -> Relationship? { relationships.first { $0.name == key } }

  func toOneIndex(_ key: String) -> Int? { toOneRelationships.firstIndex { $0.name == key } }

  /// The object's name as messages show it (its display key's value).
  public func displayName(_ values: [String: DatabaseValue]) -> String {
    values[presentation.displayKey]?.description ?? ""
  }

  /// The to-one relationship that places an object in the navigation (a player's team).
  public var parentRelationship: Relationship? { presentation.parent.flatMap(relationship) }

  /// Every key a predicate, sort or `key=value` may name on this entity.
  public var keys: [String] {
    attributes.map(\.name) + derivedAttributes.map(\.name) + relationships.map(\.name)
  }

  /// The schema version that added a unique constraint: that of its newest key, or the entity's.
  func since(_ constraint: UniqueConstraint) -> Int {
    (constraint.keys.compactMap { attribute($0)?.since ?? relationship($0)?.since } + [since]).max()!
  }

  /// The columns that `keys` of a unique constraint occupy in the table.
  func columns(forKeys keys: [String]) -> [String] {
    keys.compactMap { key in
      if let attribute = attribute(key) { return attribute.foldColumn ?? attribute.column }
      return relationship(key)?.column
    }
  }
}
