import RosterKit

/// What Tab offers at the cursor: commands and sub-commands, `key=` names, team names and
/// abbreviations (quoted when they hold spaces), the current team's players, and file names after
/// `import`, `export` and `report -o` (left to readline).
struct Completer {
  let session: Session

  enum Result: Equatable {
    /// Replacements for the word being typed.
    case words([String])
    /// Let readline complete a file name.
    case fileNames
  }

  /// Candidates for `word`, the text readline will replace, given the line up to the cursor.
  /// `quote` is the quote the user opened before `word`, if any: then names are not quoted again.
  func complete(prefix: String, word: String, quote: Character?) -> Result {
    var before = Self.words(before: prefix, word: word, quote: quote).map { $0.lowercased() }
    // Options may stand anywhere (`rm -f team …`): the command's words are the others, except
    // where an option takes the next word (`-o FILE`, `--by KEY`).
    if let last = before.last, !["-o", "--output", "--by"].contains(last) {
      before.removeAll { Argument($0).isOption }
    } else {
      before = before.enumerated().filter { $0.offset == before.count - 1 || !Argument($0.element).isOption }
        .map(\.element)
    }
    let candidates = candidates(after: before, word: word, quoted: quote != nil)
    guard case .words(let list) = candidates else { return candidates }
    let typed = TextFolding.fold(word).replacingOccurrences(of: "\"", with: "")
    let matches = Set(
      list.filter { TextFolding.fold($0.replacingOccurrences(of: "\"", with: "")).hasPrefix(typed) })
    // A team's abbreviation competes with its name only when no name fits ("Bos" is Boston Red Sox).
    let abbreviations = Set(abbreviationCandidates)
    let names = matches.subtracting(abbreviations)
    return .words((names.isEmpty ? matches : names).sorted())
  }

  /// The complete words before the one being typed.
  static func words(before prefix: String, word: String, quote: Character?) -> [String] {
    var head = String(prefix.dropLast(word.count))
    if quote != nil, head.last == quote { head.removeLast() }
    if let equals = head.last, equals == "=" {  // `team=` before an opened quote belongs to the word
      while let last = head.last, !last.isWhitespace { head.removeLast() }
    }
    return ((try? CommandLineLexer.split(head)) ?? []).map(\.value)
  }

  private func candidates(after words: [String], word: String, quoted: Bool) -> Result {
    let commandWords = CommandTable.commands.map(\.words)
    guard let first = words.first else {
      return .words(Array(Set(commandWords.map { $0[0] })))
    }
    let groups = Set(commandWords.filter { $0.count == 2 }.map { $0[0] })
    if words.count == 1 && groups.contains(first) {
      let subcommands = commandWords.filter { $0.count == 2 && $0[0] == first }.map { $0[1] }
      return .words(subcommands + (first == "add" ? [] : rowNames(quoted: quoted)))
    }
    if ["import", "export"].contains(first) || (first == "report" && words.last == "-o") {
      return .fileNames
    }
    if word.lowercased().hasPrefix("team=") {
      return .words(teamNames(quoted: quoted).map { "team=" + $0 })
    }
    let subject = words.count > 1 && groups.contains(first) ? words[1] : nil
    switch first {
    case "cd":
      return .words(words.count == 1 ? teamNames(quoted: quoted) + [".."] : [])
    case "players":
      return .words(words.count == 1 ? teamNames(quoted: quoted) + ["where", "sort"] : ["where", "sort"])
    case "help":
      return .words(Array(Set(commandWords.map { $0[0] })))
    case "ls":
      return .words(words.last == "--by" ? ["position", "initial", "age", "city"] : ["--by"])
    case "where", "sort":
      return .words(currentEntity.keys)
    case "move" where words.contains("to"):
      return .words(teamNames(quoted: quoted))
    case "add":
      let entity = subject == "team" ? Team.entity : Player.entity
      return .words(words.count < 3 ? [] : keys(entity))
    case "set":
      if subject == "team" { return .words(words.count == 2 ? teamNames(quoted: quoted) : keys(Team.entity)) }
      if subject == "player" {
        return .words(words.count == 2 ? playerNames(quoted: quoted) : keys(Player.entity) + ["team="])
      }
      return .words(
        words.count == 1 ? rowNames(quoted: quoted) : keys(entity(ofRow: words[1]) ?? currentEntity))
    case "rm":
      if subject == "team" { return .words(teamNames(quoted: quoted) + ["-f"]) }
      if subject == "player" { return .words(playerNames(quoted: quoted) + ["-f"]) }
      return .words(rowNames(quoted: quoted) + ["-f"])
    case "move":
      return .words(
        words.count <= 2 ? (subject == nil ? rowNames(quoted: quoted) : playerNames(quoted: quoted)) : ["to"])
    default:
      return .words([])
    }
  }

  private var currentEntity: Entity { session.team == nil ? Team.entity : Player.entity }

  /// The entity of row `reference` of the last listing (which may be players at the league).
  private func entity(ofRow reference: String) -> Entity? {
    guard let number = RowReference.rowNumber(reference), let ids = session.lastListing?.ids,
      number >= 1, number <= ids.count
    else { return nil }
    return ids[number - 1].entityName == Player.entity.name ? Player.entity : Team.entity
  }

  private func keys(_ entity: Entity) -> [String] {
    entity.attributes.map { ($0.aliases.first(where: { $0 == "abbr" }) ?? $0.name) + "=" }
  }

  /// Teams at the league; the current team's players inside a team.
  private func rowNames(quoted: Bool) -> [String] {
    session.team == nil ? teamNames(quoted: quoted) : playerNames(quoted: quoted)
  }

  private func teamNames(quoted: Bool) -> [String] {
    let rows =
      (try? session.context.fetchValues(
        FetchRequest(entity: Team.entity), keyPaths: ["name", "abbreviation"])) ?? []
    return rows.flatMap { row in row.compactMap(\.textValue) }.map { Self.quote($0, already: quoted) }
  }

  /// The abbreviations, also as `team=ABBR`, to tell them from names.
  private var abbreviationCandidates: [String] {
    let rows =
      (try? session.context.fetchValues(FetchRequest(entity: Team.entity), keyPaths: ["abbreviation"])) ?? []
    let abbreviations = rows.compactMap { $0[0].textValue }
    return abbreviations + abbreviations.map { "team=" + $0 }
  }

  private func playerNames(quoted: Bool) -> [String] {
    guard let team = session.team else { return [] }
    let rows = (try? session.context.fetchValues(Player.request(team: team), keyPaths: ["name"])) ?? []
    return rows.compactMap { $0[0].textValue }.map { Self.quote($0, already: quoted) }
  }

  /// A name as it must be typed: in double quotes when it has spaces or quotes, unless the user
  /// already opened a quote (readline then closes it).
  static func quote(_ name: String, already: Bool) -> String {
    guard !already,
      name.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" || $0 == "#" })
    else {
      return name
    }
    return "\""
      + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
