/// An option of one command (`-o FILE`, `--force`), declared once next to the code that reads it:
/// its syntax lists it, the parser takes it anywhere among the command's words (as
/// `--name VALUE` or `--name=VALUE`), `help` and the man page show it with what it means, and Tab
/// offers it. The command reads it from its `CommandInput` by the same value.
struct CommandOption: Sendable, Equatable {
  /// Its spellings, the one help shows first (`-f`, `--force`).
  let names: [String]
  /// What its value is; nil for a flag.
  let value: WordKind?
  /// How help writes its value (`FILE`, `WHEN`).
  let placeholder: String?
  /// What it does, for `help COMMAND` and the man page.
  let meaning: String
  /// When the command cannot run without it: what to say (`say the new season's age cutoff, …`).
  let required: String?

  /// A flag.
  init(_ names: String..., meaning: String) {
    self.names = names
    (value, placeholder, required) = (nil, nil, nil)
    self.meaning = meaning
  }

  /// An option with a value.
  init(_ names: String..., value: WordKind, placeholder: String, required: String? = nil, meaning: String) {
    self.names = names
    self.value = value
    self.placeholder = placeholder
    self.required = required
    self.meaning = meaning
  }

  /// The spelling help shows.
  var name: String { names[0] }

  /// `--since WHEN`, `-f`: as a usage line shows it.
  var usage: String { name + (placeholder.map { " " + $0 } ?? "") }

  /// `-o FILE, --output FILE`: every spelling, as `help COMMAND` lists it.
  var term: String {
    names.map { $0 + (placeholder.map { " " + $0 } ?? "") }.joined(separator: ", ")
  }

  /// Whether `spelling` is one of its names.
  func isSpelled(_ spelling: String) -> Bool { names.contains(spelling) }

  static func == (a: CommandOption, b: CommandOption) -> Bool { a.names == b.names }
}
