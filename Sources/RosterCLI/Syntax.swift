import RosterKit

/// How one command is written, declared once as a value of the command table: the places of
/// its words and what they stand for, its own options, the `key=value` settings, `where PRED` and
/// `sort KEY …` it takes. Everything about a command's words reads this one description:
/// parsing (`LineParser` and `SyntaxReader`: one pass, a typed `CommandInput` for the command),
/// its usage line, `help COMMAND` and the man page (`Syntax+Usage`), and Tab (`Syntax+Completion`).
///
/// The generic commands' syntaxes are made from the entity's declaration (`CommandTable+Entities`),
/// its keys, settings and places: a new entity, or a new to-one relationship (a `key=` setting of
/// its own kind), reaches them without code of its own.
struct Syntax: Sendable {
  /// Its forms, most commands one: `log [TEAM|PLAYER|NOUN NAME] …` and `log --prune-before WHEN`.
  let forms: [Form]

  /// One way the command is written: its words in order, and the options that go with it (those
  /// not shown in their place are shown after the words).
  struct Form: Sendable {
    let elements: [Element]
    let options: [CommandOption]
    /// An option that picks this form wherever it stands (`--prune-before`).
    var selector: CommandOption?
  }

  init(_ elements: [Element] = [], options: [CommandOption] = []) {
    forms = [Form(elements: elements, options: options)]
  }

  init(forms: [Form]) { self.forms = forms }

  /// Every option it takes, in the order help lists them.
  var options: [CommandOption] {
    var options: [CommandOption] = []
    for form in forms {
      for option in form.elements.flatMap(\.options) + form.options where !options.contains(option) {
        options.append(option)
      }
    }
    return options
  }

  /// The option one of whose spellings is `spelling`.
  func option(spelled spelling: String) -> CommandOption? {
    options.first { $0.isSpelled(spelling) }
  }

  /// What roster's own `option` takes with this command, when its syntax says
  /// (`.global(.format, values: "emails|phones|csv|vcard")`): the values Tab offers.
  func values(of option: GlobalOption) -> WordKind? {
    for element in allElements {
      if case .global(option, let values) = element {
        return .choice(values.split(separator: "|").map(String.init))
      }
    }
    return nil
  }

  /// The elements of every form, nested ones included.
  var allElements: [Element] { forms.flatMap { $0.elements.flatMap(\.all) } }

  /// Whether a word that looks like an option, and is none of the command's, is one of its words
  /// instead: every word of a `where` text is, and a file's name may start with a dash.
  func takesDashWords(afterClause clause: Bool, _ word: Argument) -> Bool {
    allElements.contains { element in
      switch element {
      case .text: return true
      case .clauses: return clause
      case .operand(let operand): return operand.takesDashes && !word.value.hasPrefix("--")
      default: return false
      }
    }
  }
}

extension Syntax {
  /// One place among a command's words.
  enum Element: Sendable {
    /// A name, a word, or every word left (`NAME`, `ROLE`, `FILE…`).
    case operand(Operand)
    /// A word as written (`division`, `set`, `grant`), in any case and not quoted; `missing` is
    /// what to say when it is required and not there.
    case keyword(String, missing: String? = nil)
    /// Where the object named is placed (`[team=TEAM]`, `[player=PLAYER [team=TEAM]]`): the
    /// settings that narrow a name several objects share.
    case placement(Placement)
    /// What a listing is within (`[TEAM|--free]`, `[PLAYER [team=TEAM]]`).
    case container(Container)
    /// `key=value…`.
    case settings(Settings)
    /// `[where PRED] [sort KEY [asc|desc], …]`, or a required `where PRED`.
    case clauses(Clauses)
    /// `to TEAM`: where a move puts what it moves (`many`: several, for a bulk move).
    case destination(Operand, many: Bool = false)
    /// An option shown here in the usage line (`--cutoff DATE`); it is taken wherever it stands.
    case option(CommandOption)
    /// One of roster's own options, shown here with the values this command takes
    /// (`[--format csv|json]`); it is taken wherever it stands, as always.
    case global(GlobalOption, values: String)
    /// Elements that may be left out: taken when their first keyword is the next word, or
    /// (led by a name) when words are left.
    case optional([Element])
    /// One of several sequences, picked by the keywords they start with; the one led by no
    /// keyword is taken otherwise, and without one, `missing` is said.
    case choice([[Element]], missing: String? = nil)
    /// What `log` and `show` are about: a name (`placeholder`: `TEAM|PLAYER`), or a kind and a
    /// name (`division U12`).
    case subject(Subject)
    /// Every word left, as the text it was typed as (the session's `where PRED`, `sort KEY…`).
    case text(Operand)

    /// This element and those inside it.
    var all: [Element] {
      switch self {
      case .optional(let elements): return [self] + elements.flatMap(\.all)
      case .choice(let branches, _): return [self] + branches.flatMap { $0.flatMap(\.all) }
      case .container(let container): return [self] + (container.free.map { [.option($0)] } ?? [])
      default: return [self]
      }
    }

    /// The options shown in it.
    var options: [CommandOption] {
      all.compactMap { if case .option(let option) = $0 { return option } else { return nil } }
    }
  }

  /// A name, a word, or every word left, and what it stands for.
  struct Operand: Sendable {
    enum Arity: Sendable {
      /// The words up to a setting or keyword, joined (`add team Boston Red Sox`), or one quoted.
      case name
      /// One word as typed (a role, a shell).
      case word
      /// Every word left, each a value (`FILE…`, `TEAM…`).
      case words
    }

    /// What to say when a required operand is not there.
    enum Missing: Sendable {
      /// "missing the player's name".
      case missing(String)
      /// A sentence of its own ("say what to export: …").
      case say(String)
      /// A sentence from what was read before it ("missing the role to grant viewer access to").
      case made(@Sendable (CommandInput) -> String)
    }

    let slot: Slot
    let kind: WordKind
    let placeholder: String
    var arity: Arity = .name
    /// Whether it must be there, and what is said when it is not.
    var missing: Missing? = nil
    /// Words Tab offers besides the kind's (`league`, `now`, `..`).
    var also: [String] = []
    /// Keywords that end a name (`to` in `move PLAYER to TEAM`).
    var until: [String] = []
    /// Whether a word starting with one dash is a value (a file named `-x.csv`), as before options
    /// were read by a syntax.
    var takesDashes = false
  }

  /// `team=TEAM`: the setting naming the parent of the object named, and `qualifier`, the one
  /// naming that parent's own (a contact's player is narrowed by their team).
  struct Placement: Sendable {
    let key: String
    let kind: WordKind
    let placeholder: String
    var qualifier: [Placement] = []
  }

  /// What a listing is within: a parent's name, narrowed by `qualifier` (`contacts PLAYER
  /// team=TEAM`), or `free`: those without one (`players --free`).
  struct Container: Sendable {
    let name: Operand
    var qualifier: Placement? = nil
    var free: CommandOption? = nil
  }

  /// `key=value…`: keys of `entity` (the row's, when nil), taken as `taking` says.
  struct Settings: Sendable {
    enum Taking: Sendable {
      /// `add`: the parent's setting and its qualifier first, then every setting; the usage line
      /// lists each key (`[city=CITY] [abbr=ABBR]`).
      case adding(usage: String, placement: Placement?)
      /// `set`: every word left is a setting.
      case changing
      /// `set NOUN NAME add|remove`: every word left is a setting naming members of a
      /// many-to-many (`players=NAME[,NAME…]`); the usage line lists each key.
      case linking(usage: String)
      /// A bulk change: those before `where` (except the keys in `scope`, which say whose) and
      /// the run of them after the condition, as long a run as leaves a condition that parses.
      case aroundCondition(scope: Set<String>)
    }

    let entity: String?
    /// The keys it takes and what their values are (the entity's, for one named; nil, the row's).
    let keys: [Key]
    let taking: Taking
  }

  /// A `key=` a setting takes, and what its value stands for: an attribute's (`yes|no` for a
  /// flag), or a relationship's object (`division=U12`), from the entity's declaration.
  struct Key: Sendable, Equatable {
    let name: String
    let kind: WordKind

    /// Each of `entity`'s settings: its attributes by their keys (`abbr`), and its to-one
    /// relationships other than its parent (`division`).
    static func of(_ entity: Entity) -> [Key] {
      entity.attributes.map { attribute in
        Key(
          name: CommandTable.settingKey(attribute),
          kind: attribute.kind == .boolean ? .choice(["yes", "no"]) : .text)
      }
        + entity.toOneRelationships.filter { $0.name != entity.presentation.parent }.map {
          Key(name: $0.name, kind: .object($0.destination))
        }
    }

    /// Each of `entity`'s many-to-many relationships, whose setting names its members
    /// (`players=NAME[,NAME…]`): `set` replaces them, `set … add|remove` changes some.
    static func members(of entity: Entity) -> [Key] {
      entity.relationships.filter(\.isManyToMany).map { Key(name: $0.name, kind: .objects($0.destination)) }
    }
  }

  /// The kind of the value of `key=` where this syntax takes it; `row` names the entity of a
  /// setting of the row the command names.
  func kind(ofKey key: String, row: Entity?) -> WordKind? {
    for element in allElements {
      switch element {
      case .placement(let placement):
        if let kind = Self.kind(ofKey: key, placement) { return kind }
      case .container(let container):
        if let kind = container.qualifier.flatMap({ Self.kind(ofKey: key, $0) }) { return kind }
      case .settings(let settings):
        if case .adding(_, let placement?) = settings.taking, let kind = Self.kind(ofKey: key, placement) {
          return kind
        }
        let keys = settings.entity == nil ? row.map { Key.of($0) + Key.members(of: $0) } ?? [] : settings.keys
        if let found = keys.first(where: { $0.name == key }) { return found.kind }
      default: continue
      }
    }
    return nil
  }

  private static func kind(ofKey key: String, _ placement: Placement) -> WordKind? {
    placement.key == key ? placement.kind : placement.qualifier.lazy.compactMap { kind(ofKey: key, $0) }.first
  }

  /// `where PRED` and `sort KEY …` over the keys of `entity`; `required` says what to say when
  /// there is no `where` (a bulk change needs one).
  struct Clauses: Sendable {
    let entity: String
    var required: String? = nil
  }

  /// `TEAM|PLAYER|NOUN NAME`: a name (of `kind`), or one of `nouns` and a name of its entity.
  struct Subject: Sendable {
    let placeholder: String
    let kind: WordKind
    let nouns: [(noun: String, entity: String)]

    /// A name, or a noun of `model`'s entities and a name.
    init(_ model: Model, placeholder: String) {
      self.placeholder = placeholder
      kind = .object(model.rootEntity.name)
      nouns = model.entities.filter { !$0.presentation.isSettings }.map { ($0.presentation.noun, $0.name) }
    }
  }

  /// Where a command's input keeps an operand.
  enum Slot: String, Sendable {
    case name, parent, what, files, topic, role, teams, shell, other
  }
}
