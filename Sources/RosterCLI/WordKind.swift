import RosterKit

/// What a word of a command stands for, as its syntax declares it: Tab offers values of its kind
/// (`Completer`), and a value of a closed kind is checked where it is read.
///
/// Kinds name entities by their model names (`Team`), so that a model's own commands (the generic
/// ones, made from its declaration) say what their words are without code of their own.
enum WordKind: Sendable, Equatable {
  /// The name of an object of the entity (a team's name or abbreviation, a player's name): the
  /// league's names, those of the place you are in for an entity placed in one.
  case object(String)
  /// Names of objects of the entity, apart by commas: the members of a many-to-many
  /// (`players=Ava,"Mookie Betts"`).
  case objects(String)
  /// A row of the last listing, or a name at the level you are in (`set 3`, `rm "Ann Lee"`).
  case row
  /// A file or a folder: the shell's or readline's own completion of paths.
  case file
  /// A time: a date, a date and time, today, yesterday or @ENTRY.
  case when
  /// A key of the entity's listing (`where`, `sort`); nil for the level you are in.
  case key(String?)
  /// A key the level's listing is grouped by (`ls --by`).
  case sectionKey
  /// One of these words.
  case choice([String])
  /// An import profile's name: a registration platform's, or one saved with `--save-profile` in
  /// the settings folder — a list Tab reads there each time, and `import` checks.
  case importProfile
  /// A command's name (`help COMMAND`).
  case command
  /// Text Tab knows nothing of: a new name, a role, a number.
  case text

  /// Whether a value is several, apart by commas.
  var isList: Bool {
    if case .objects = self { return true }
    return false
  }

  /// The words a value of the kind is one of, when there is a fixed list.
  var choices: [String]? {
    if case .choice(let words) = self { return words }
    return nil
  }
}
