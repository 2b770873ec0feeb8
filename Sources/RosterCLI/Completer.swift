import RosterKit

/// What Tab offers at the cursor, read from the command's syntax (`Syntax+Completion`): the
/// commands and sub-commands, then what the command takes there — names of the kind its words
/// stand for (team names and abbreviations, quoted when they hold spaces; the current team's
/// players), keywords, `key=` names, keys after `where` and `sort`, an option's values, and its
/// options after a dash; file names are left to readline.
struct Completer {
  let session: Session
  /// Whether names of objects placed in a parent come from the whole league when no place is
  /// known (a shell's line that names no team), at most `leagueWideLimit` of them.
  var leagueWide = false
  static let leagueWideLimit = 2_000

  enum Result: Equatable {
    /// Replacements for the word being typed.
    case words([String])
    /// Let readline complete a file name.
    case fileNames
  }

  /// Candidates for `word`, the text readline will replace, given the line up to the cursor.
  /// `quote` is the quote the user opened before `word`, if any: then names are not quoted again.
  func complete(prefix: String, word: String, quote: Character?) -> Result {
    let before = Self.words(before: prefix, word: word, quote: quote)
    let candidates = candidates(after: before, word: word, quoted: quote != nil)
    guard case .words(let list) = candidates else { return candidates }
    let typed = TextFolding.fold(word).replacingLiterally("\"", with: "")
    let matches = Set(
      list.filter { TextFolding.fold($0.replacingLiterally("\"", with: "")).hasPrefix(typed) })
    // A team's abbreviation competes with its name only when no name fits ("Bos" is Boston Red Sox).
    let abbreviations = Set(abbreviationCandidates)
    let names = matches.subtracting(abbreviations)
    return .words((names.isEmpty ? matches : names).sorted())
  }

  /// The complete words before the one being typed, as their values (a name Tab quoted reads
  /// as the name, a keyword as the keyword).
  static func words(before prefix: String, word: String, quote: Character?) -> [Argument] {
    var head = String(prefix.dropLast(word.count))
    if quote != nil, head.last == quote { head.removeLast() }
    if let equals = head.last, equals == "=" {  // `team=` before an opened quote belongs to the word
      while let last = head.last, !last.isWhitespace { head.removeLast() }
    }
    return ((try? CommandLineLexer.split(head)) ?? []).map { Argument($0.value) }
  }

  /// The line's command, its complete words after the command's name (options and settings
  /// taken out), the options given, and the option whose value is being typed, if any.
  private struct Reading {
    var command: Command?
    var words: [Argument] = []
    var given: Set<String> = []
    var awaiting: WordKind?
  }

  private func read(_ words: [Argument]) -> Reading {
    let commands = CommandTable.commands(for: session.model)
    var reading = Reading()
    var positional: [Argument] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      let (name, inline) = GlobalOption.split(word.value)
      let own = reading.command?.syntax.option(spelled: name)
      if word.isOption {
        let global = GlobalOption(spelling: name, beforeCommand: false)
        // Roster's own option with the values this command takes (`mail --format emails|…`).
        let value = own?.value ?? global.map { reading.command?.syntax.values(of: $0) ?? $0.value } ?? nil
        if let own { reading.given.insert(own.name) }
        // `-o FILE`, `--by KEY`: the next word is the option's.
        if let value, inline == nil {
          if index == words.count { reading.awaiting = value } else { index += 1 }
        }
        continue
      }
      if reading.command == nil {
        positional.append(word)
        let first = positional[0].value.lowercased()
        let second = positional.count > 1 ? positional[1].value.lowercased() : nil
        let grouped = commands.contains { $0.words.count == 2 && $0.words[0] == first }
        if let second, let command = commands.first(where: { $0.words == [first, second] }) {
          reading.command = command
        } else if second != nil || !grouped, let command = commands.first(where: { $0.words == [first] }) {
          reading.command = command
          if let second { reading.words.append(Argument(second)) }
        } else if second != nil {
          return Reading()
        }
        continue
      }
      if !Arguments.isTypedSetting(word) { reading.words.append(word) }
    }
    if reading.command == nil { reading.words = positional }
    return reading
  }

  private func candidates(after words: [Argument], word: String, quoted: Bool) -> Result {
    let model = session.model
    let commands = CommandTable.commands(for: model)
    let reading = read(words)
    if let kind = reading.awaiting { return candidates(of: [.kind(kind)], reading, quoted: quoted) }
    // `team=Bo…`, `locked=y…`: a value of the kind the command's syntax gives the key.
    if let equals = word.firstIndex(of: "="), let command = reading.command {
      let key = word[..<equals].lowercased()
      let row = reading.words.first.flatMap { entity(ofRow: $0.value) } ?? session.levelEntity
      guard let kind = command.syntax.kind(ofKey: key, row: row) else { return .words([]) }
      // `players=Ava,Mo…`: the names before the last comma stay as typed.
      let typed = word[word.index(after: equals)...]
      let before = kind.isList ? typed.lastIndex(of: ",").map { String(typed[...$0]) } ?? "" : ""
      return .words(values(of: kind, quoted: quoted).map { key + "=" + before + $0 })
    }
    guard let command = reading.command else {
      guard let first = reading.words.first?.value.lowercased() else {
        return .words(Array(Set(commands.map { $0.words[0] })) + (word.hasPrefix("-") ? globalOptions : []))
      }
      // `rm <Tab>`: what `rm` works on, or (`rm ROW|NAME`) a row at this level; after a dash,
      // the options of any of them (`rm -f team BOS`).
      let group = commands.filter { $0.words[0] == first }
      let single = group.first { $0.words.count == 1 }
      let offered = single?.syntax.expectations(after: [], given: { _ in false }) ?? []
      guard case .words(let rows) = candidates(of: offered, reading, quoted: quoted) else {
        return .fileNames
      }
      let options =
        word.hasPrefix("-") ? group.flatMap { $0.syntax.options.flatMap(\.names) } + globalOptions : []
      return .words(group.filter { $0.words.count == 2 }.map { $0.words[1] } + rows + options)
    }
    let syntax = command.syntax
    let expectations = syntax.expectations(after: reading.words) { reading.given.contains($0.name) }
    let offered = candidates(of: expectations, reading, quoted: quoted)
    // After a dash, the command's options too (a name may start with one: `-dash first`).
    guard word.hasPrefix("-") else { return offered }
    let names: [String] = if case .words(let names) = offered { names } else { [] }
    return .words(names + syntax.options.flatMap(\.names) + globalOptions)
  }

  /// Roster's own options a command in a session takes.
  private var globalOptions: [String] { GlobalOption.allCases.filter(\.isPerCommand).map(\.name) }

  /// The words that meet `expectations`; file names when one of them is a file.
  private func candidates(of expectations: [Syntax.Expectation], _ reading: Reading, quoted: Bool) -> Result {
    var words: [String] = []
    for expectation in expectations {
      switch expectation {
      case .word(let word): words.append(word)
      case .settings(let keys?): words += keys.map { $0.name + "=" }
      case .settings(nil):
        // `set 3 ag…`: the keys of the row the command names.
        let row = reading.words.first.flatMap { entity(ofRow: $0.value) } ?? session.levelEntity
        words += (Syntax.Key.of(row) + Syntax.Key.members(of: row)).map { $0.name + "=" }
      case .kind(.file): return .fileNames
      case .kind(let kind): words += values(of: kind, quoted: quoted)
      }
    }
    return .words(words)
  }

  /// The values of `kind` Tab offers.
  private func values(of kind: WordKind, quoted: Bool) -> [String] {
    let model = session.model
    switch kind {
    case .object(let name), .objects(let name): return names(of: model.entity(named: name), quoted: quoted)
    case .row: return rowNames(quoted: quoted)
    case .when: return ["today", "yesterday"]
    case .key(let name): return (name.map(model.entity(named:)) ?? session.levelEntity).keys
    case .sectionKey:
      let entity = session.levelEntity
      return (entity.attributes + entity.derivedAttributes).map(\.name) + ["initial"]
        + entity.toOneRelationships.map { relationship in
          "\(relationship.name).\(model.entity(named: relationship.destination).presentation.displayKey)"
        }
    case .choice(let words): return words
    case .command: return Array(Set(CommandTable.commands(for: model).map { $0.words[0] }))
    case .importProfile:
      return ImportProfile.names + ((try? SavedProfile.folder(session)).map(SavedProfile.names(in:)) ?? [])
    case .file, .text: return []
    }
  }

  /// The entity of row `reference` of the last listing (which may be players at the league).
  private func entity(ofRow reference: String) -> Entity? {
    guard let number = RowReference.rowNumber(reference), let listing = session.lastListing,
      let index = listing.index(of: number)
    else { return nil }
    return session.model.entity(named: listing.ids[index].entityName)
  }

  /// The current level's objects: the teams at the league, the current team's players inside it.
  private func rowNames(quoted: Bool) -> [String] {
    names(of: session.levelEntity, quoted: quoted)
  }

  /// The names of `entity`'s objects, every lookup key's (name and abbreviation); for an entity
  /// placed in parents, only those in the place you are in.
  private func names(of entity: Entity, quoted: Bool) -> [String] {
    var request = FetchRequest(entity: entity)
    if let relationship = entity.parentRelationship {
      if let place = session.place, place.entity.name == relationship.destination {
        request.predicate = .comparison(key: relationship.name, .equal, .object(place.objectID))
      } else if leagueWide {
        request.fetchLimit = Self.leagueWideLimit
      } else {
        return []
      }
    }
    let keys = entity.presentation.lookupKeys.map(\.key)
    let rows = (try? session.context.fetchValues(request, keyPaths: keys)) ?? []
    return rows.flatMap { row in row.compactMap(\.textValue) }.map { Self.quote($0, already: quoted) }
  }

  /// The names by keys other than the display key (abbreviations), also as `team=ABBR`, to tell
  /// them from names.
  private var abbreviationCandidates: [String] {
    var candidates: [String] = []
    for entity in session.model.entities {
      let keys = entity.presentation.lookupKeys.dropFirst().map(\.key)
      guard !keys.isEmpty else { continue }
      let rows = (try? session.context.fetchValues(FetchRequest(entity: entity), keyPaths: Array(keys))) ?? []
      let values = rows.flatMap { $0.compactMap(\.textValue) }
      let settings = session.model.entities.compactMap(\.parentRelationship).filter {
        $0.destination == entity.name
      }.map(\.name)
      candidates += values + settings.flatMap { setting in values.map { setting + "=" + $0 } }
    }
    return candidates
  }

  /// A name as it must be typed: in double quotes when it has spaces or quotes, unless the user
  /// already opened a quote (readline then closes it).
  static func quote(_ name: String, already: Bool) -> String {
    // Quoted too: a name the command would read as an option (`-f`), a setting (`a=b`) or one
    // of its keywords (a team named `where`).
    let readOtherwise =
      name.hasPrefix("-") || name.contains("=") || Arguments.keywords.contains(name.lowercased())
    guard !already,
      readOtherwise
        || name.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" || $0 == "#" })
    else {
      return name
    }
    return "\""
      + name.replacingLiterally("\\", with: "\\\\").replacingLiterally("\"", with: "\\\"") + "\""
  }
}
