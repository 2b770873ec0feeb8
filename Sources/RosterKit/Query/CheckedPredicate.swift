/// A predicate the checker accepted: every key resolved, every value of the right kind and
/// folded as its comparison asks, every comparison of constants decided, and nothing deeper
/// than SQLite parses. `QueryCompiler` only has to write it down.
indirect enum CheckedPredicate {
  case constant(Bool)
  /// NSPredicate's NOT: true also where the inner test meets a missing value.
  case not(CheckedPredicate)
  case and(Grouping)
  case or(Grouping)
  case test(Test)
}

/// The terms of an AND or OR in the groups the SQL puts them in (`Nesting.grouped`): at most 16
/// a group, the costliest first where that keeps a deep tree within SQLite's parser stack.
indirect enum Grouping {
  case term(CheckedPredicate)
  case group([Grouping])
}

/// One side of a test: a key (folded for `[c]`/`[d]`) or a value to bind (`.null` for nil).
enum Operand {
  case key(TypedKeyPath, folding: TextFolding.Options)
  case value(DatabaseValue)
}

/// A comparison as SQL tests it.
enum Test {
  /// `left op right` for `==`, `<`, `<=`, `>`, `>=` (where a missing value matches nothing).
  case compare(Operand, Predicate.Operator, Operand)
  /// `left != right` with nil a value like any other: `IS DISTINCT FROM`.
  case distinct(Operand, Operand)
  /// Two keys equal, nil equal to nil: `IS NOT DISTINCT FROM`.
  case same(Operand, Operand)
  /// `== nil` (`isNull`) or `!= nil`.
  case null(Operand, isNull: Bool)
  case between(Operand, low: Operand, high: Operand)
  /// `IN {…}`: the values without nil, and whether a nil was among them.
  case isIn(Operand, [DatabaseValue], orNull: Bool)
  /// `BEGINSWITH`, `ENDSWITH`, `CONTAINS` or `LIKE`, a key or text on either side.
  case text(Predicate.Operator, Operand, Operand)
  /// `MATCHES` a pattern that PCRE2 compiles and PostgreSQL reads alike (already folded).
  case matches(Operand, pattern: String, caseInsensitive: Bool)
  /// `ANY`/`ALL`/`NONE` of the members of a to-many relationship.
  case quantified(Predicate.Quantifier, Subquery, CheckedPredicate)
}

/// What a fetch selects.
enum Selection {
  /// The entity's rows as objects are made of them: id, version, attributes, foreign keys.
  case objects
  /// The values of key paths.
  case values([Predicate.KeyPath])
  /// The values of key paths, then the row's id and version: a listing whose rows a later
  /// command takes by number, checked then against the version listed.
  case listed([Predicate.KeyPath])
  /// How many rows match.
  case count
  /// How many rows share each combination of the values of key paths, in the order of those values.
  case groupCounts([Predicate.KeyPath], GroupCounting)
}

/// How `groupCounts` groups: text by its value or ignoring case and accents (`folding`), and every
/// group or only those of at least `minimumCount` rows (`HAVING`).
struct GroupCounting {
  var folding: TextFolding.Options = []
  var minimumCount = 1
  /// Whether each group's row ids come with its count.
  var rowIDs = false
}

/// A fetch request resolved against the model: what `QueryCompiler` makes a `Query` of.
struct CheckedFetch {
  enum Columns {
    case objects
    case values([TypedKeyPath])
    case listed([TypedKeyPath])
    case count
    case groupCounts([TypedKeyPath], GroupCounting)
  }

  /// The word search's rows: a `SELECT` of row ids, or none at all (no index, or no words).
  enum Search {
    case rowIDs(SQL)
    case nothing
  }

  let entity: Entity
  let columns: Columns
  let predicate: CheckedPredicate?
  /// The predicate's text, for a sentence about all of it.
  let predicateSource: SourceLocation
  let order: [(key: TypedKeyPath, ascending: Bool)]
  /// The to-one routes the fetch's own key paths follow, in the order first needed.
  let joins: [[Hop]]
  let limit: Int?
  let offset: Int
  let search: Search?
  let patterns: [MatchedPattern]

  var root: ScopeName { ScopeName(table: entity.table, number: 0) }
}

/// A `MATCHES` pattern in a checked predicate: what a failed match is reported with.
struct MatchedPattern {
  let pattern: String
  let key: String
  let location: SourceLocation
}
