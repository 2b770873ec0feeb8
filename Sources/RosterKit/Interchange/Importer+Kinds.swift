import FoundationEssentials

/// The kind of each file: `--kind`'s, else the one its header names the columns of — never a
/// kind whose few columns are a small part of a wide header that names other kinds' columns too.
///
/// The rule: a header is read as the kind whose columns it names most (`entity(ofHeader:)`),
/// unless more than `fewUnused` of its columns are no column of that kind, they outnumber those
/// that are, and some of them are another kind's columns or have its words (`coach_email`) — but
/// for a header that names more of one kind's columns than of any other and lacks a column that
/// kind needs, which `open` refuses with the column it lacks. Such a file (Sports Connect's
/// 160-column registration export with one `Division Name`) is refused with the candidates and
/// `--kind`, rather than read as 160 divisions with 159 columns dropped. A wide header whose
/// other columns no kind knows (`name,x0,x1,…`) is still read as the one kind it names. A header
/// that two kinds fit equally, each with every column it needs (`name,email`: staff, and guardians
/// where the model has them), is refused with both and `--kind`; a file of names alone is still
/// the navigation's root's (a teams file). A registration export a profile recognises is read with
/// it before any kind is asked (`Importer+Profiles`).
extension Importer {
  /// How many of a header's columns the kind it is read as may leave unused, however few it uses.
  static let fewUnused = 5

  /// The words of a header or a column's name, of three letters or more: `coach_email` is
  /// "coach", "email".
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= 3 }
  }

  /// The words of an entity's columns and its noun: a header with them is about that kind.
  static func vocabulary(_ entity: Entity) -> Set<String> {
    let names =
      entity.attributes.flatMap { [$0.name] + $0.aliases } + entity.toOneRelationships.map(\.name)
      + [entity.presentation.noun]
    return Set(names.flatMap(words))
  }

  /// The entity `open` reads a file as (see the type's comment), or the sentence that says why
  /// it reads it as none.
  func kind(ofHeader keys: [String], header: [String], file: String, line: Int) throws -> Entity {
    if let name = options.kind { return model.entity(named: name) }
    if Self.isContactsHeader(keys) {
      throw ImportFileError(file: file, line: line, message: Self.contactsAreGuardians)
    }
    guard let entity = entity(ofHeader: keys) else {
      throw ImportFileError(
        file: file, line: line,
        message: "the header \(quoted(Self.excerpt(header))) is "
          + (kinds.count == 2 ? "neither \(kinds[0]) nor \(kinds[1])" : "none of " + Prose.list(kinds, "or")))
    }
    let fits = self.fits(keys)
    // Two kinds the header is a whole file of (each with every column it needs), with as many of
    // its columns and more than a name: neither is taken for the other.
    let whole = fits.filter(\.isWhole)
    let most = whole.map(\.columns.count).max() ?? 0
    let tied = whole.filter { $0.columns.count == most }
    // Unless the header is every column of one of them (`name,email,phone`: a guardians file,
    // not staff without their team and role), or one is the model's first kind (`name,city` is
    // a teams file, as it always was, though a guardian has a city too): the kind
    // `entity(ofHeader:)` takes.
    let full = tied.filter { fit in
      let known = Set(fit.columns.compactMap { Self.columnKey(keys[$0], of: fit.entity) })
      return fit.entity.presentation.fileColumns.allSatisfy { Self.has($0, in: known) }
    }
    let root = tied.contains { $0.entity === model.rootEntity }
    if most > 1 && tied.count > 1 && full.count != 1 && !root {
      let names = tied[0].columns.map { quoted(header[$0]) }.joined(separator: ", ")
      let nouns = tied.map { Self.fileNoun($0.entity) }
      throw ImportFileError(
        file: file, line: line,
        message: "the header fits " + Prose.list(nouns.map { Self.aFile(named: $0) }, "and")
          + " equally (\(NumberText.grouped(most)) of its columns each: \(names)); "
          + "say which it is with --kind \(nouns.joined(separator: "|"))")
    }
    let fit = fits.first { $0.entity === entity }
    let used = Set(fit?.columns ?? [])
    let unused = keys.indices.filter { !used.contains($0) && !keys[$0].isEmpty }
    let candidates = fits.filter { !$0.columns.isEmpty }.sorted { $0.columns.count > $1.columns.count }
    // A kind the header plainly means but lacks a column of: `open` says which it lacks.
    let lacking = !Self.missingColumns(entity, known: fit?.known ?? []).isEmpty
    if lacking && candidates.allSatisfy({ $0.entity === entity || $0.columns.count < used.count }) {
      return entity
    }
    // The unused columns another kind has, or whose words are another kind's (`minimum_age`, `coach_email`).
    let own = Self.vocabulary(entity)
    let others = Set(model.entities.filter { $0 !== entity }.flatMap(Self.vocabulary)).subtracting(own)
    let claimed = unused.contains { index in
      fits.contains { $0.entity !== entity && $0.columns.contains(index) }
        || Self.words(keys[index]).contains { others.contains($0) }
    }
    guard unused.count > Self.fewUnused, unused.count > used.count, claimed else { return entity }
    let described = candidates.prefix(4).map { fit in
      let names = fit.columns.prefix(3).map { quoted(header[$0]) }.joined(separator: ", ")
      let missing = Self.missingColumns(fit.entity, known: fit.known)
        .flatMap { $0.split(separator: "|").map { quoted(String($0)) } }
      return "\(Self.aFile(fit.entity)) would use \(NumberText.grouped(fit.columns.count)) "
        + "(\(names)\(fit.columns.count > 3 ? ", …" : ""))"
        + (missing.isEmpty ? "" : " and lacks \(Prose.list(missing, "or"))")
    }
    throw ImportFileError(
      file: file, line: line,
      message: "the header is no one kind's: of its \(NumberText.grouped(keys.count)) columns, "
        + Prose.list(described)
        + "; read it as one kind with --kind \(model.entities.map(Self.fileNoun).joined(separator: "|"))"
        + " (--map HEADER=COLUMN takes other headers as its columns)")
  }

  /// A kind a header may be a file of: the header's columns that are the kind's own, by index,
  /// and the keys they give.
  struct Fit {
    let entity: Entity
    let columns: [Int]
    let known: Set<String>

    /// Whether the header is a whole file of the kind: a column of it, and every one its file needs.
    var isWhole: Bool { !known.isEmpty && Importer.missingColumns(entity, known: known).isEmpty }
  }

  /// Each kind, in the model's order, with the header's columns that are its own.
  func fits(_ keys: [String]) -> [Fit] {
    model.entities.map { entity in
      var columns: [Int] = []
      var known: Set<String> = []
      for (index, key) in keys.enumerated() {
        guard let column = Self.columnKey(key, of: entity) else { continue }
        columns.append(index)
        known.insert(column)
      }
      return Fit(entity: entity, columns: columns, known: known)
    }
  }

  /// The entity a header is a file of: the one it names the most columns of (`team,name,position`
  /// is a players file missing its `age`), then the one it has every required column of, then
  /// the navigation's root (a file of names is a teams file), then the model's first, the
  /// league's settings last; nil when it names no entity's columns.
  func entity(ofHeader keys: [String]) -> Entity? {
    var best: (entity: Entity, complete: Bool, known: Int, missing: Int)?
    let root = model.rootEntity
    let candidates =
      [root] + model.entities.filter { $0 !== root && !$0.presentation.isSettings }
      + model.entities.filter { $0.presentation.isSettings }
    for entity in candidates {
      let known = Set(keys.compactMap { Self.columnKey($0, of: entity) })
      guard !known.isEmpty else { continue }
      let complete = Self.requiredColumns(entity).allSatisfy { Self.has($0, in: known) }
      // Then the kind the header names the most of (`name,email,phone`: a guardians file, whole,
      // not staff without their team and role).
      let missing = entity.presentation.fileColumns.count { !Self.has($0, in: known) }
      if let best,
        (best.known, best.complete ? 1 : 0, -best.missing) >= (known.count, complete ? 1 : 0, -missing)
      {
        continue
      }
      best = (entity, complete, known.count, missing)
    }
    return best?.entity
  }

  /// A players' contacts file as Roster wrote them before version 13 (a `player` and its
  /// `relation`, no `guardian`), which no kind reads whole now: read as staff or guardians it
  /// would lose the player and the relation.
  static func isContactsHeader(_ keys: [String]) -> Bool {
    let keys = Set(keys.map { $0.lowercased() })
    return keys.contains("player") && keys.contains("relation") && !keys.contains("guardian")
  }

  static let contactsAreGuardians =
    "a players' contacts file: contacts are guardians since schema 13 — import the guardians "
    + "(name,email,phone), then how each stands to a player (guardianships: team,player,guardian,relationship)"
}
