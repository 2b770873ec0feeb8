/// A key path resolved against the model (`QueryChecker.resolve`): what it names, where that is
/// read, and what kind of value it is.
///
///     team.city          .attribute(city, Place(players, route: [team]))    text
///     team               .object(Team, Place(players), column: "team_id")   a Team
///     players.age        .toMany(players, Place(teams), rest: ["age"])       a list
///     players.@avg.age   .aggregate(average of age over players)             number
indirect enum TypedKeyPath {
  /// A stored or derived attribute, reached through to-one relationships.
  case attribute(Attribute, Place)
  /// A text attribute of digits (a jersey number) read as the number it writes, where it is
  /// compared with a number: `number < 10` holds for `7` and `07`.
  case digitsValue(Attribute, Place)
  /// An object, compared by its id: `self`, a SUBQUERY variable, or a to-one relationship, whose
  /// id is the foreign key `column`.
  case object(Entity, Place, column: String)
  /// A to-many relationship and the key path after it: a value only under a quantifier
  /// (`ANY players.age < 20`) or an aggregate.
  case toMany(Relationship, Place, rest: [Predicate.KeyPath.Component])
  /// `@count`, `@avg.KEY`, … over a to-many relationship, perhaps of the members a SUBQUERY keeps.
  case aggregate(Aggregate)

  var kind: ValueKind {
    switch self {
    case .attribute(let attribute, _): return ValueKind(attribute.kind)
    case .digitsValue: return .number
    case .object(let entity, _, _): return .object(entity.name)
    case .toMany: return .list
    case .aggregate(let aggregate): return aggregate.kind
    }
  }
}

/// What a key or a value is, for the type checks and their sentences.
enum ValueKind: Equatable, CustomStringConvertible {
  case text
  case number
  /// A day, held as its ISO text: compared with dates written as text ("2015-03-02").
  case date
  /// Yes or no: compared with TRUE and FALSE (or 1 and 0).
  case boolean
  /// An object of the named entity.
  case object(String)
  /// The members of a to-many relationship.
  case list

  init(_ kind: Attribute.Kind) {
    switch kind {
    case .text: self = .text
    case .integer: self = .number
    case .date: self = .date
    case .boolean: self = .boolean
    }
  }

  /// As messages put it after a key: `'age' (number)`, `'team' (a Team)`.
  var description: String {
    switch self {
    case .text: return "text"
    case .number: return "number"
    case .date: return "a date"
    case .boolean: return "yes or no"
    case .object(let entity): return "a \(entity)"
    case .list: return "a list"
    }
  }
}

/// Where a column is read: a scope (the rows of the fetch or of one of its subqueries), then the
/// to-one relationships followed from it, each a `LEFT JOIN` of that scope.
struct Place: Equatable {
  var scope: ScopeName
  var route: [Hop] = []
}

/// The rows a query or subquery ranges over: the fetch's table (number 0) or its n-th subquery's.
struct ScopeName: Equatable {
  let table: String
  let number: Int

  /// `players` for the fetch's own rows, `players_2` for the second subquery.
  var alias: String { number == 0 ? table : "\(table)_\(number)" }
}

/// One to-one step of a route: the relationship, the table it leads to, and the foreign key of
/// the row it leaves.
struct Hop: Equatable {
  let relationship: String
  let table: String
  let foreignKey: String
  /// Whether the relationship may be empty (a coach without a team): then every value read
  /// through it may be missing.
  var isOptional = false
}

/// A correlated subquery over the members of a to-many relationship of `owner`'s row.
struct Subquery {
  let scope: ScopeName
  /// The members' foreign key to the owner (`team_id`); for a many-to-many, the join table's
  /// column of the owner's ids (`player_id`).
  let foreignKey: String
  let owner: Place
  /// The to-one routes its own key paths follow, in the order first needed.
  var joins: [[Hop]] = []
  /// For a many-to-many, the join table that links the members to the owner.
  var link: LinkStep?
}

/// The join table a many-to-many subquery reads its members through: `table` (under `alias`),
/// whose `memberColumn` holds the members' ids and the subquery's `foreignKey` the owner's.
struct LinkStep: Equatable {
  let table: String
  let memberColumn: String

  /// The join table's alias in subquery `scope`: its name and the scope's number
  /// (`guardians_players_1`), which no scope and no join of the query has.
  func alias(in scope: ScopeName) -> String { "\(table)_\(scope.number)" }
}

/// An aggregate over the members of a to-many relationship (`players.@avg.age`), or over those
/// that a SUBQUERY's predicate keeps.
struct Aggregate {
  enum Function { case count, average, sum, minimum, maximum }

  let function: Function
  let members: Subquery
  let filter: CheckedPredicate?
  /// The members' value (an attribute, or a key path such as `players.@count`); nil for `@count`.
  let member: TypedKeyPath?

  var kind: ValueKind { member?.kind ?? .number }
}
