import RosterKit

/// What Tab offers at the cursor: commands and sub-commands, `key=` names, team names and
/// abbreviations (quoted when they hold spaces), the current team's players, and file names after
/// `import`, `export` and `report -o` (left to readline).
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
    let typed = TextFolding.fold(word).replacingLiterally("\"", with: "")
    let matches = Set(
      list.filter { TextFolding.fold($0.replacingLiterally("\"", with: "")).hasPrefix(typed) })
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
    let model = session.model
    let commandWords = CommandTable.commands(for: model).map(\.words)
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
    // `team=Bo…`, `division=U1…`: a name of the object a to-one setting names.
    for entity in model.entities {
      for relationship in entity.toOneRelationships where word.lowercased().hasPrefix(relationship.name + "=")
      {
        let target = model.entity(named: relationship.destination)
        return .words(names(of: target, quoted: quoted).map { relationship.name + "=" + $0 })
      }
    }
    // `add player`, `set team`: the entity the command's second word names.
    let subject = words.count > 1 && groups.contains(first) ? model.entity(forWord: words[1]) : nil
    // `players`, `coaches`: a listing of an entity, which takes a parent's name first.
    if let listed = model.entities.first(where: { $0.presentation.plural == first }) {
      let clauses = ["where", "sort"]
      // `players where leag…`, `teams sort ci…`: the listing's keys.
      if words.contains("where") || words.contains("sort") { return .words(listed.keys) }
      guard words.count == 1, let parent = model.parentEntity(of: listed) else { return .words(clauses) }
      return .words(names(of: parent, quoted: quoted) + clauses)
    }
    // `league set cut…`: the settings' keys.
    if let settings = model.entities.first(where: {
      $0.presentation.isSettings && $0.presentation.noun == first
    }) {
      return .words(words.count == 1 ? ["set"] : keys(settings))
    }
    switch first {
    case "cd":
      return .words(words.count == 1 ? names(of: model.rootEntity, quoted: quoted) + [".."] : [])
    case "help":
      return .words(Array(Set(commandWords.map { $0[0] })))
    case "ls":
      guard words.last == "--by" else { return .words(["--by"]) }
      let entity = session.levelEntity
      return .words(
        (entity.attributes + entity.derivedAttributes).map(\.name) + ["initial"]
          + entity.toOneRelationships.map { relationship in
            "\(relationship.name).\(model.entity(named: relationship.destination).presentation.displayKey)"
          })
    case "where", "sort":
      return .words(session.levelEntity.keys)
    case "move" where words.contains("to"):
      let moving = subject ?? session.levelEntity
      return .words(model.parentEntity(of: moving).map { names(of: $0, quoted: quoted) } ?? [])
    case "add":
      guard let subject else { return .words([]) }
      return .words(words.count < 3 ? [] : keys(subject))
    case "set":
      if let subject {
        return .words(
          words.count == 2 ? names(of: subject, quoted: quoted) : keys(subject) + parentKeys(subject))
      }
      return .words(
        words.count == 1 ? rowNames(quoted: quoted) : keys(entity(ofRow: words[1]) ?? session.levelEntity))
    case "rm":
      if let subject { return .words(names(of: subject, quoted: quoted) + ["-f"]) }
      return .words(rowNames(quoted: quoted) + ["-f"])
    case "access":
      // `access grant|revoke`, the kind, then (the role being the server's) a manager's teams.
      if words.count == 1 { return .words(["grant", "revoke"]) }
      if words.count == 2 { return .words(LeagueAccess.Kind.allCases.map(\.rawValue)) }
      return .words(
        words.count >= 4 && words[2] == "manager" ? names(of: model.rootEntity, quoted: quoted) : [])
    case "eligibility":
      return .words(
        words.count == 1
          ? names(of: model.rootEntity, quoted: quoted) + ["division", "league"]
          : names(of: RosterModel.division, quoted: quoted))
    case "report", "log":
      let options = first == "report" ? ["--private", "-o"] : ["--since", "--until", "--author", "-n", "-v"]
      guard words.count == 1 else { return .words(options) }
      let subjects = first == "report" ? ["league"] : ["division"]
      return .words(names(of: model.rootEntity, quoted: quoted) + subjects + options)
    case "as-of":
      return .words(["now", "today", "yesterday"])
    case "why":
      // The players of the team you are in.
      return .words(names(of: RosterModel.player, quoted: quoted))
    case "lock", "unlock":
      return .words(words.count == 1 ? ["division"] : names(of: RosterModel.division, quoted: quoted))
    case "move":
      return .words(
        words.count <= 2
          ? (subject.map { names(of: $0, quoted: quoted) } ?? rowNames(quoted: quoted)) : ["to"])
    default:
      return .words([])
    }
  }

  /// The entity of row `reference` of the last listing (which may be players at the league).
  private func entity(ofRow reference: String) -> Entity? {
    guard let number = RowReference.rowNumber(reference), let listing = session.lastListing,
      let index = listing.index(of: number)
    else { return nil }
    return session.model.entity(named: listing.ids[index].entityName)
  }

  private func keys(_ entity: Entity) -> [String] {
    entity.attributes.map { CommandTable.settingKey($0) + "=" }
      + entity.toOneRelationships.filter { $0.name != entity.presentation.parent }.map { $0.name + "=" }
  }

  /// `team=`, for an entity placed in a parent.
  private func parentKeys(_ entity: Entity) -> [String] {
    entity.parentRelationship.map { [$0.name + "="] } ?? []
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
