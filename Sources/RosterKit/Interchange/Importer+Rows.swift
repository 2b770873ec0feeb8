extension Importer {
  /// One file row as read: its values, the row ids its references name (one per to-one
  /// relationship, in the entity's order), and which of those the file has a column for.
  struct FileRow {
    var values: RowValues
    var targets: [Int64?]
    let hasTarget: [Bool]
    let record: CSVRecord
    /// The row ids of the members each of the file's member lists names (`MemberList`), and the
    /// names that wait for a file to come.
    var members: [[Int64]] = []
    var waiting: [[String]] = []
    /// The number the row gives itself among rows of its name (`Namesakes`): two rows alike but
    /// for it are two rows.
    var namesake: Int? = nil
    /// The row as stored (`RowWriter.row`: the values, none missing, their folded copies, the
    /// targets), made once: an insert writes it, and the digest and a name's place read its
    /// folded copies rather than folding again.
    let columns: [DatabaseValue]
  }

  /// Rows of a file read before its size tells how many it has (`ImportTarget.expect`).
  static let estimatingRows = 4_096

  /// Imports the rows of one file: each is checked, then matched with the row it stands for
  /// (updated when it changed, left alone when not) or added.
  /// `toCome`: the entities of the import's files after this one. The file's rows, when some of
  /// their member lists wait for those files (`writeWaitingMembers`).
  func importRows(_ source: Source, into target: ImportTarget, toCome: Set<String>) throws -> FileRows? {
    let references = try references(source)
    if let parent = target.parent {
      target.parentDirectory = directories[parent.relationship.destination]
    }
    // The rows are read and checked a batch ahead, on a thread of their own, while this one
    // writes; the reader is this thread's again once `ahead` has stopped.
    let ahead = ReadAhead(source.reader, check: RowCheck(source, options: options, context: context))
    defer { ahead.stop() }
    let total = source.reader.totalBytes
    let file = FileRows(
      source: source, references: references, lists: try memberColumns(source, toCome: toCome), target: target
    )
    var read = 0
    while var checked = try ahead.next() {
      // Ctrl-C: the import's transaction rolls back.
      try Interruption.check()
      rows += 1
      target.rowsRead += 1
      if target.rowsRead == bulkFrom {
        try target.startStaging()
        if bulkLoads[target.entity.name] == nil {
          bulkLoads[target.entity.name] = try BulkLoad(target.entity, writer: writer)
        }
      }
      if rows & 0xFFF == 0 { progress?(bytesBefore + checked.bytesRead, totalBytes, rows) }
      read += 1
      if read == Self.estimatingRows, let total, checked.bytesRead > 0 {
        target.expect(rows: Int(Double(total) / Double(checked.bytesRead) * Double(read) * 1.05))
      }
      try importRow(&checked, of: file)
      // Given back, to be freed where it was made.
      ahead.recycle(consume checked)
    }
    ahead.stop()
    try writeMembers(file)
    try refuseLists(in: source, but: file.lists)
    if let stage = target.stage { try mergeStaged(stage, source, into: target) }
    return file.pending?.waiting.isEmpty == false ? file : nil
  }

  /// What every row of a file is imported with.
  struct FileRows {
    let source: Source
    let references: [Reference]
    let lists: [MemberColumn]
    let target: ImportTarget
    /// No targets, one per to-one relationship: a row's own array is made only when it has one.
    let noTargets: [Int64?]
    /// Which targets the file has a column for.
    let hasTarget: [Bool]
    /// The rows whose member lists wait to be written, when the file has lists.
    let pending: PendingMembers?
    /// The file's field with each row's namesake number (`Namesakes`), when it has one.
    let namesake: Int?

    init(source: Source, references: [Reference], lists: [MemberColumn], target: ImportTarget) {
      self.source = source
      self.references = references
      self.lists = lists
      self.target = target
      let count = source.entity.toOneRelationships.count
      noTargets = Array(repeating: nil, count: count)
      var hasTarget = Array(repeating: false, count: count)
      for reference in references { hasTarget[reference.index] = true }
      self.hasTarget = hasTarget
      pending = lists.isEmpty ? nil : PendingMembers()
      namesake = source.columns[Namesakes.column]
    }
  }

  /// Imports one row as read and checked: its references found, then matched with the row it
  /// stands for and written, or rejected with its problems.
  private func importRow(_ checked: inout ReadAhead.Row, of file: FileRows) throws {
    let (source, target, entity) = (file.source, file.target, file.source.entity)
    let record = checked.record
    var rowProblems = checked.problems
    guard !checked.misshapen else {
      try turnAway(record, rowProblems, from: target)
      return
    }
    var targets = file.noTargets
    for reference in file.references {
      let text = reference.column < record.fields.count ? record.fields[reference.column].trimmedSpaces : ""
      targets[reference.index] = try resolve(
        text, reference, of: entity, record, source, clean: rowProblems.isEmpty, problems: &rowProblems)
    }
    var waiting: [[String]] = []
    let members =
      file.lists.isEmpty
      ? [] : try members(record, file.lists, of: source, waiting: &waiting, problems: &rowProblems)
    let namesake = namesake(
      of: record, file, values: checked.values, targets: targets, problems: &rowProblems)
    guard rowProblems.isEmpty else {
      if let namesake { numbered[namesake] = (nil, source.name, record.line) }
      try turnAway(record, rowProblems, from: target)
      return
    }
    var columns: [DatabaseValue] = []
    swap(&columns, &checked.columns)  // the row's own array, added to in place
    RowWriter.appendTargets(targets, to: &columns)
    let row = FileRow(
      values: checked.values, targets: targets, hasTarget: file.hasTarget, record: record, members: members,
      waiting: waiting, namesake: namesake?.number, columns: columns)
    let unchanged = target.counts.unchanged
    var id: Int64?
    do {
      id = try importRow(row, source, into: target, problems: &rowProblems)
    } catch let error as StoreError {
      guard let constraint = writer.constraint(refusing: error, entity) else { throw error }
      rowProblems.append(
        try refusal(
          UniqueRule(constraint, of: entity), row: row.columns, line: record.line, source, into: target))
    }
    if rowProblems.isEmpty, let parent = target.parent, let id = row.targets[parent.index] {
      target.parentsTouched.insert(id)
    }
    if let namesake, id != nil || !rowProblems.isEmpty {
      numbered[namesake] = (rowProblems.isEmpty ? id : nil, source.name, record.line)
    }
    if rowProblems.isEmpty, let id, !file.lists.isEmpty {
      try setMembers(
        id, members, waiting: waiting, record: record, countedUnchanged: target.counts.unchanged > unchanged,
        in: file)
    }
    try turnAway(record, rowProblems, from: target)
  }

  /// Finds the row a file row stands for, by identity or by parent and name, and writes it; the
  /// row's id, when this line is the first to name it and it is written (not staged).
  private func importRow(
    _ row: FileRow, _ source: Source, into target: ImportTarget, problems rowProblems: inout [ImportProblem]
  ) throws -> Int64? {
    let entity = source.entity
    if entity.presentation.isSettings {
      try importSettings(row, source, into: target, problems: &rowProblems)
      return nil
    }
    if let found = try importByPlatformID(row, source, into: target, problems: &rowProblems) { return found }
    guard let key = target.identityKey(row.values), let value = row.values[key] else {
      return try importByName(row, source, into: target, problems: &rowProblems)
    }
    let attribute = entity.attribute(key)!
    let identity = Self.identityHash(attribute, value)
    let digest = Self.digest(row, in: target)
    if let earlier = target.seen[identity] {
      if earlier.repeats(digest) {
        target.counts.unchanged += 1
      } else {
        let named = key == entity.presentation.displayKey ? "the \(entity.presentation.noun) " : ""
        rowProblems.append(
          problem(
            row.record, source, column: key,
            named + "\(quoted(value.description)) is also on line \(earlier.line) with other values"))
      }
      return nil
    }
    target.seen.keep(identity, line: row.record.line, digest: digest)
    if let (stored, position) = try target.stored(key, value) {
      return try update(stored, at: position, with: row, source, into: target, problems: &rowProblems)
        ? stored.id : nil
    }
    return try insert(row, source, into: target)
  }

  /// A registration export's row with a platform id (`Source.platformID`: its player's id named
  /// as the platform, `ids.sportsconnect`) is the player who has that id, wherever they are now
  /// (moved to another team, renamed); else — a league imported before schema 15 kept the
  /// platform's id as the player's own `id` — the player whose own id it is; else the one player
  /// of that name and birthdate without an id of that platform (a child a first export of this
  /// platform names, whom another platform's export brought); else a new player. Written, it is
  /// the row's id when this line is the first to name it; nil when the row has no platform id,
  /// and is found as any other (by `id`, else by parent and name).
  private func importByPlatformID(
    _ row: FileRow, _ source: Source, into target: ImportTarget, problems rowProblems: inout [ImportProblem]
  ) throws -> Int64?? {
    guard let platform = source.platformID, platform.field < row.record.fields.count else { return nil }
    let value = row.record.fields[platform.field].trimmedSpaces
    guard !value.isEmpty else { return nil }
    var hash = FNV1a()
    hash.add(platform.relationship + "." + platform.name)
    hash.add(0)
    hash.add(value)
    let digest = Self.digest(row, in: target)
    if let earlier = target.seen[hash.value] {
      if earlier.repeats(digest) {
        target.counts.unchanged += 1
      } else {
        rowProblems.append(
          problem(
            row.record, source, column: nil,
            "\(platform.name) \(platform.entity.presentation.noun) \(quoted(value)) is also on line "
              + "\(earlier.line) with other values"))
      }
      return .some(nil)
    }
    target.seen.keep(hash.value, line: row.record.line, digest: digest)
    let own = target.identityKeys.contains(PlayerKeys.ownID) ? PlayerKeys.ownID : nil
    guard
      let stored = try target.stored(named: platform, value)
        ?? own.flatMap({ try target.stored($0, .text(value))?.row })
        ?? target.stored(sameNameAndBirthdate: row.values, without: platform)
    else { return .some(try insert(row, source, into: target)) }
    return .some(
      try update(stored, at: nil, with: row, source, into: target, problems: &rowProblems) ? stored.id : nil)
  }

  /// The settings are one row, whatever their name: a file's row changes it (or makes it, in a
  /// league that has none yet). A second row is a problem rather than a choice between the two.
  private func importSettings(
    _ row: FileRow, _ source: Source, into target: ImportTarget, problems rowProblems: inout [ImportProblem]
  ) throws {
    if let earlier = target.settingsRow {
      let at = earlier.file == source.name ? "line \(earlier.line)" : "\(earlier.file):\(earlier.line)"
      rowProblems.append(
        problem(
          row.record, source, column: nil,
          "the \(source.entity.presentation.noun)'s settings are one row, already given on \(at); "
            + "keep one of them"))
      return
    }
    target.settingsRow = (source.name, row.record.line)
    if let stored = try target.roster(of: nil).rows.min(by: { $0.id < $1.id }) {
      try update(stored, at: nil, with: row, source, into: target, problems: &rowProblems)
    } else {
      try insert(row, source, into: target)
    }
  }

  /// Without an identity, a row is its parent and name. A row identical to one the parent has is
  /// that row; the one row of that name is updated; a name several rows share, with no identical
  /// row, cannot be matched and is reported rather than guessed.
  private func importByName(
    _ row: FileRow, _ source: Source, into target: ImportTarget, problems rowProblems: inout [ImportProblem]
  ) throws -> Int64? {
    let entity = source.entity
    let parentID = target.parent.flatMap { row.targets[$0.index] }
    let display = entity.presentation.displayKey
    let name = row.values.storage[target.displayIndex]?.description ?? ""
    let folded = target.folded(row, name)
    // The same row twice in the files would be two rows of the same name: it is one of them.
    let digest = Self.digest(row, in: target)
    let place = Self.placeHash(parentID, folded: folded)
    let met = target.named[place]
    if let earlier = met, earlier.repeats(digest) {
      let on = parentID.flatMap { target.parentDirectory?.name(of: $0) }.map { " on \($0)" } ?? ""
      rowProblems.append(
        problem(
          row.record, source, column: display,
          "\(quoted(name))\(on) is also on line \(earlier.line), with the same values; delete one of the "
            + "lines (or, for two \(entity.presentation.plural) of that \(display), add an id column)"))
      return nil
    }
    if met == nil { target.named.keep(place, line: row.record.line, digest: digest) }
    // A parent the import added has no rows to match yet.
    if let parentID, let directory = target.parentDirectory,
      let position = directory.position(id: parentID), !directory.rows[position].existedBefore
    {
      return try insert(row, source, into: target)
    }
    let parentName = parentID.flatMap { target.parentDirectory?.name(of: $0) }
    let roster = try target.roster(of: parentID)
    let all = roster.byName[folded] ?? []
    let open = all.filter { !roster.claimed[$0] }
    let earlier = roster.lines[folded]
    if earlier == nil { roster.lines[folded] = (row.record.line, false) }
    let on = parentName.map { " on \($0)" } ?? ""
    if let identical = open.first(where: { Self.changedKeys(roster.rows[$0], row, of: entity).isEmpty }) {
      roster.claimed[identical] = true
      target.counts.unchanged += 1
      return roster.rows[identical].id
    } else if open.isEmpty {
      if let earlier, earlier.updated {
        rowProblems.append(
          problem(
            row.record, source, column: display,
            "line \(earlier.line) also names \(quoted(name))\(on) and changed that \(entity.presentation.noun); "
              + "add an id column to tell them apart"))
        return nil
      }
      return try insert(row, source, into: target)
    } else if open.count == 1 && all.count == 1 && earlier == nil {
      let index = open[0]
      guard try update(roster.rows[index], at: nil, with: row, source, into: target, problems: &rowProblems)
      else { return nil }
      roster.claimed[index] = true
      roster.rows[index].values.merge(row.values)
      roster.lines[folded] = (row.record.line, true)
      return roster.rows[index].id
    } else {
      rowProblems.append(
        problem(
          row.record, source, column: display,
          "\(entity.presentation.count(all.count))\(on) are \(entity.presentation.lookupKeys.first?.verb ?? "named") "
            + "\(quoted(name)) and none has exactly these values; add an id column to say which one this is"))
      return nil
    }
  }

  /// The attributes and targets the file row gives that differ from the stored row: attribute
  /// names, then relationship names.
  private static func changedKeys(_ stored: StoredRow, _ row: FileRow, of entity: Entity) -> [String] {
    var keys: [String] = []
    for (index, attribute) in entity.attributes.enumerated() {
      if let value = row.values.storage[index], value != stored.values.storage[index] ?? .null {
        keys.append(attribute.name)
      }
    }
    for (index, relationship) in entity.toOneRelationships.enumerated()
    where row.hasTarget[index] && row.targets[index] != stored.targets[index] {
      keys.append(relationship.name)
    }
    return keys
  }

  /// Writes what changed in a stored row (nothing when nothing did), if it still has the version
  /// read; false when it had not (a problem of the row, reported) .
  @discardableResult
  private func update(
    _ stored: StoredRow, at position: Int?, with row: FileRow, _ source: Source, into target: ImportTarget,
    problems rowProblems: inout [ImportProblem]
  ) throws -> Bool {
    let entity = source.entity
    let changed = Self.changedKeys(stored, row, of: entity)
    guard !changed.isEmpty else {
      target.counts.unchanged += 1
      return true
    }
    try willUpdate?(stored)
    var values: [(key: String, value: DatabaseValue)] = []
    var targets: [(key: String, target: Int64?)] = []
    var previous: [String: DatabaseValue] = [:]
    for key in changed {
      if let index = entity.toOneIndex(key), entity.attribute(key) == nil {
        targets.append((key, row.targets[index]))
        previous[key] = stored.targets[index].map { .integer($0) } ?? .null
      } else {
        values.append((key, row.values[key]!))
        previous[key] = stored.values[key] ?? .null
      }
    }
    var after = stored
    after.values.merge(row.values)
    for (index, present) in row.hasTarget.enumerated() where present {
      after.targets[index] = row.targets[index]
    }
    do {
      let written = try writer.update(
        entity, id: stored.id, version: stored.version, values: values, targets: targets, refusable: true)
      guard written else {
        // The server's policies update nothing, silently, where the session may not: its rules'
        // sentence says why, on the file's line. Else another session changed the row.
        do {
          try store.requireWritable(entity.table, id: stored.id)
        } catch let error as StoreError where error.kind == .refused {
          throw ImportFileError(file: source.name, line: row.record.line, message: error.reason)
        }
        rowProblems.append(
          problem(
            row.record, source, column: nil,
            "\(stored.name) was changed or deleted by another session while the import ran; import again"))
        return false
      }
    } catch let error as StoreError {
      guard let constraint = writer.constraint(refusing: error, entity) else { throw error }
      let stored = RowWriter.row(
        entity, values: after.values.storage.map { $0 ?? .null }, targets: after.targets)
      rowProblems.append(
        try refusal(
          UniqueRule(constraint, of: entity), row: stored, line: row.record.line, source, into: target))
      return false
    }
    changes.recordUpdate(entity, id: stored.id, after: after.snapshot, previous: previous)
    if let position, let directory = target.directory {
      directory.replace(position, values: row.values, targets: after.targets)
    }
    target.counts.updated += 1
    return true
  }

  /// Adds a file row: now (its id), or staged for the merge at the end of the file.
  @discardableResult
  private func insert(_ row: FileRow, _ source: Source, into target: ImportTarget) throws -> Int64? {
    let entity = source.entity
    var added: Int64?
    if let stage = target.stage {
      try stage.append(
        RowWriter.initialized(entity, row.columns), line: row.record.line,
        rejected: rejects?.row(row.record.fields))
    } else {
      let id = try writer.insert(entity, row: row.columns, refusable: true)
      added = id
      target.recordInsert(id)
      // Rows others refer to are kept, as stored (nothing missing).
      if let directory = target.directory {
        var values = row.values
        values.storage = values.storage.map { $0 ?? .null }
        directory.add(
          StoredRow(id: id, version: 1, values: values, targets: row.targets, existedBefore: false))
      }
    }
    target.counts.added += 1
    return added
  }

  /// A digest of what a file row says (its values and targets), to tell a row repeated as it was
  /// from one repeated with other values: a folded attribute by its folded copy, so that rows
  /// differing in case and accents alone repeat each other, as a unique rule has them.
  private static func digest(_ row: FileRow, in target: ImportTarget) -> UInt64 {
    var hash = FNV1a()
    for (value, column) in zip(row.values.storage, target.comparedColumns) {
      // A value the file has no column for, unlike any value the file gives.
      if value == nil { hash.add(0xFF) } else { hash.add(value: row.columns[column]) }
    }
    for (target, present) in zip(row.targets, row.hasTarget) {
      if !present { hash.add(0xFF) } else { hash.add(value: target.map { .integer($0) } ?? .null) }
    }
    for members in row.members {
      hash.add(0xFE)
      for id in members.sorted() { hash.add(value: .integer(id)) }
    }
    for names in row.waiting {
      hash.add(0xFD)
      for name in names.sorted() { hash.add(value: .text(name)) }
    }
    if let namesake = row.namesake {
      hash.add(0xFC)
      hash.add(value: .integer(Int64(namesake)))
    }
    return hash.value
  }

  /// The key `ImportTarget.seen` keeps an identity's line under (`id` X-1).
  static func identityHash(_ attribute: Attribute, _ value: DatabaseValue) -> UInt64 {
    var hash = FNV1a()
    hash.add(attribute.name)
    hash.add(0)
    hash.add(attribute.comparableText(value))
    return hash.value
  }

  /// The key `ImportTarget.named` keeps a parent's folded name's line under.
  static func placeHash(_ parentID: Int64?, folded name: String) -> UInt64 {
    var hash = FNV1a()
    hash.add(value: parentID.map { .integer($0) } ?? .null)
    hash.add(name)
    return hash.value
  }

  /// FNV-1a, 64 bits (stable across runs, unlike `Hasher`), over bytes given a piece at a time.
  struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    mutating func add(_ text: String) {
      var text = text
      text.withUTF8 { bytes in
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
      }
    }

    /// A value's kind, then its bytes, and a text's end: values of one kind and length alike
    /// only when they are the same.
    mutating func add(value: DatabaseValue) {
      switch value {
      case .null: add(1)
      case .integer(let number): add(2, UInt64(bitPattern: number))
      case .real(let number): add(3, number.bitPattern)
      case .text(let text):
        add(4)
        add(text)
        add(0)
      case .blob(let bytes):
        add(5, UInt64(bytes.count))
        for byte in bytes { add(byte) }
      }
    }

    private mutating func add(_ kind: UInt8, _ word: UInt64) {
      add(kind)
      for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: word >> shift)) }
    }
  }
}
