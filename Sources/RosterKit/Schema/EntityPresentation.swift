/// How an entity appears to the people who use the application: what one is called, how a person
/// names one, how it is listed and filed, and where it sits in the navigation.
///
/// Declared once, beside the entity. Listings, navigation, `add`/`set`/`rm`/`move`, undo messages,
/// completion, export, import and migrate all read it, so a new entity needs no code of its own in
/// those layers.
public struct EntityPresentation: Sendable {
  /// A column of a listing: the key path it shows, its stable key (JSON and CSV headers), its title
  /// in a table, and whether it is a number (right-aligned).
  public struct Column: Sendable {
    public let keyPath: String
    public let key: String
    public let title: String
    public let isNumeric: Bool
    /// When a table shows it, if not always (CSV and JSON always do).
    public let onlyWith: Condition?

    /// When a table shows a column that not every league uses.
    public enum Condition: Sendable, Hashable {
      /// When the setting has a value: the league age, once the league has a cutoff (before, it
      /// is the age).
      case setting(Derivation.Day)
      /// When a row shown has a value in it: divisions and birthdates, in a league that has them.
      case anyValue
    }

    public init(
      _ keyPath: String, key: String? = nil, title: String? = nil, numeric: Bool = false,
      onlyWith: Condition? = nil
    ) {
      self.onlyWith = onlyWith
      self.keyPath = keyPath
      self.key = key ?? keyPath
      self.title = title ?? key ?? keyPath
      self.isNumeric = numeric
    }
  }

  /// A key a person may name an object by, and how a message says it ("named", "abbreviated").
  public struct LookupKey: Sendable {
    public let key: String
    public let verb: String

    public init(_ key: String, verb: String) {
      self.key = key
      self.verb = verb
    }
  }

  /// "team": in commands (`add team`, `rm team`) and sentences.
  public let noun: String
  /// "teams": the listing command and sentences about several.
  public let plural: String
  /// The attribute that names an object in messages, lists of candidates and undo summaries.
  public let displayKey: String
  /// The keys a person may name one by, matched ignoring case and accents, the first one first.
  public let lookupKeys: [LookupKey]
  /// Whether `#ID` names one exactly (when names may be shared).
  public let acceptsIDs: Bool
  /// The to-one relationship that places an object in the navigation (a player's team), or nil
  /// for an entity at the top (teams).
  public let parent: String?
  /// For an entity placed nowhere, the key path through a to-many relationship whose end narrows
  /// its listing (`players.team`: `guardians TEAM` lists those with a player on the team).
  public let listedWithin: String?
  /// The to-many relationship a session lists inside one of these (`cd BOS` lists its players).
  public let children: String?
  /// The columns of a listing, in order.
  public let columns: [Column]
  /// The columns when the objects are the navigation's own level (`ls`), when they differ.
  public let navigationColumns: [Column]?
  /// The columns a listing of the pool (`players --free`, `ls` in it) shows after the others:
  /// the division a free agent registered for.
  public let poolColumns: [Column]
  /// The order of a listing.
  public let defaultOrder: [SortDescriptor]
  /// The keys of its file, in order (export, and what the import expects): attributes, and a
  /// to-one relationship's name for its target's display name. `player.team` is a column `team`
  /// naming the parent of the row `player` names, for rows known by parent and name: a
  /// contact's player is the player of that name on that team (see `FileColumn`).
  public let fileColumns: [String]
  /// Attribute columns exported only when some object has a value in them (players' `id`).
  public let optionalFileColumns: [String]
  /// Other attributes shown beside the parent in a list of candidates ("(Boston Red Sox, age 27)").
  public let detailKeys: [String]
  /// The attribute shown after the display key where the rows are listed in their parent's
  /// record (`show PLAYER`: `ids  sportsconnect 81234 · usahockey 1400-22`), for rows that are
  /// a name and its value; nil: the display key alone.
  public let valueKey: String?
  /// A private note (a player's medical note, their school): a record's view (`show`) prints it
  /// only when asked for the private fields (`--private`), and otherwise says whether there is
  /// one; the flag that makes it an alert (`medical_alert`) is shown on the note's line, marked,
  /// either way.
  public struct PrivateNote: Sendable {
    public let key: String
    public let alert: String?
    public init(_ key: String, alert: String? = nil) {
      self.key = key
      self.alert = alert
    }
  }

  /// The entity's private notes (`PrivateNote`).
  public let privateNotes: [PrivateNote]
  /// What the listing command shows, for help ("list a team's players (or the league's), youngest first").
  public let listingSummary: String
  /// Examples for help.
  public let examples: Examples
  /// A one-row table of settings (the league's name and cutoff): it gets no listing, `add` or
  /// `rm` of its own; a command of the application shows and changes it.
  public let isSettings: Bool
  /// What the objects without a parent are called together ("free agents": players without a
  /// team), for an entity whose parent is optional and which the navigation shows as a pool.
  public let pool: String?

  /// Examples of the commands for one entity, for help.
  public struct Examples: Sendable {
    /// How one is typed (`BOS`, `"Mookie Betts"`).
    public let name: String
    /// The rest of an `add` (`"Mookie Betts" age=27 team=BOS position=RF number=50`).
    public let add: String
    /// A setting for `set` (`age=28`).
    public let set: String
    /// The arguments of a listing (`BOS where 'position == "P"' sort age desc`).
    public let listing: String

    /// The words that select some for a bulk change (`BOS where 'leagueAge <= 12'`): the
    /// listing's without its order, or all of them when the listing has no condition.
    public var selection: String {
      let condition = listing.literalRange(of: " sort ").map { String(listing[..<$0.lowerBound]) } ?? listing
      if condition.hasPrefix("where ") || condition.contains(" where ") { return condition }
      return condition + (condition.isEmpty ? "" : " ") + "where TRUEPREDICATE"
    }

    public init(name: String, add: String, set: String, listing: String) {
      self.name = name
      self.add = add
      self.set = set
      self.listing = listing
    }
  }

  public init(
    noun: String, plural: String? = nil, displayKey: String = "name", lookupKeys: [LookupKey]? = nil,
    acceptsIDs: Bool = false, parent: String? = nil, children: String? = nil, columns: [Column],
    navigationColumns: [Column]? = nil, defaultOrder: [SortDescriptor]? = nil, fileColumns: [String],
    optionalFileColumns: [String] = [], detailKeys: [String] = [], privateNotes: [PrivateNote] = [],
    listingSummary: String, examples: Examples, isSettings: Bool = false, pool: String? = nil,
    listedWithin: String? = nil, valueKey: String? = nil, poolColumns: [Column] = []
  ) {
    self.poolColumns = poolColumns
    self.valueKey = valueKey
    self.listedWithin = listedWithin
    self.privateNotes = privateNotes
    self.isSettings = isSettings
    self.pool = pool
    self.noun = noun
    self.plural = plural ?? noun + "s"
    self.displayKey = displayKey
    self.lookupKeys = lookupKeys ?? [LookupKey(displayKey, verb: "named")]
    self.acceptsIDs = acceptsIDs
    self.parent = parent
    self.children = children
    self.columns = columns
    self.navigationColumns = navigationColumns
    self.defaultOrder = defaultOrder ?? [SortDescriptor(displayKey)]
    self.fileColumns = fileColumns
    self.optionalFileColumns = optionalFileColumns
    self.detailKeys = detailKeys
    self.listingSummary = listingSummary
    self.examples = examples
  }

  /// "a team", "an umpire".
  public var withArticle: String { Prose.article(noun) + " " + noun }

  /// "1 player", "28 players", with thousands separators.
  public func count(_ number: Int) -> String {
    "\(NumberText.grouped(number)) \(number == 1 ? noun : plural)"
  }

  /// The key paths of the columns a listing shows under another key (`team` for `team.name`,
  /// `players` for `players.@count`): `where` and `sort` name a listing's column by its key, as
  /// its CSV header and JSON key do (`Predicate.renamingKeys`).
  public var columnKeyPaths: [String: String] {
    var paths: [String: String] = [:]
    for column in columns + (navigationColumns ?? []) + poolColumns where column.key != column.keyPath {
      paths[column.key] = column.keyPath
    }
    return paths
  }

  /// "named or abbreviated": how the lookup keys read in "no team is named or abbreviated 'X'".
  public var lookupVerbs: String { lookupKeys.map(\.verb).joined(separator: " or ") }
}
