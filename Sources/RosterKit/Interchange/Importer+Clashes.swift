/// A row refused: its problems now, or in their line's place among the clashes of the rows staged
/// with it; the sentence for a row a unique rule refused, on either path (`UniqueRule`).
extension Importer {
  /// Rejects a bad row now or, where the file's new rows are staged, in its line's place among the
  /// staged rows that break a unique rule, which are known at the end of the file (`mergeStaged`):
  /// either way the problems and the rejects file come in line order.
  func turnAway(_ record: CSVRecord, _ rowProblems: [ImportProblem], from target: ImportTarget) throws {
    guard let stage = target.stage, !rowProblems.isEmpty else { return try reject(record, rowProblems) }
    try stage.turnAway(
      line: record.line, problems: rowProblems.map { ($0.column, $0.message) },
      rejected: rejects?.row(record.fields))
  }

  /// Merges a file's staged rows, after reporting those that break a unique rule (with a row of
  /// the league, or an earlier line): the same sentence, line and rejects row as when the
  /// database refuses an insert on SQLite.
  func mergeStaged(_ stage: StagedRows, _ source: Source, into target: ImportTarget) throws {
    let clashes = try stage.clashes(given: Set(source.columns.keys))
    // Worded first: the rows turned away are read while the sentences' queries could not run.
    let refusals = try clashes.map { try refusal($0.rule, row: $0.row, line: $0.line, source, into: target) }
    var next = 0
    func rejectClashes(before line: Int) throws {
      while next < clashes.count && clashes[next].line < line {
        let clash = clashes[next]
        try reject([refusals[next]]) { rejects, reason in
          try rejects.write(row: clash.rejected ?? "", line: clash.line, reason: reason)
        }
        target.counts.added -= 1
        next += 1
      }
    }
    try stage.turnedAway { line, rejected, problems in
      try rejectClashes(before: line)
      let rowProblems = problems.map {
        ImportProblem(file: source.name, line: line, column: source.title($0.column), message: $0.message)
      }
      try reject(rowProblems) { rejects, reason in
        try rejects.write(row: rejected ?? "", line: line, reason: reason)
      }
    }
    try rejectClashes(before: .max)
    changes.recordInserts(stage.entity, runs: try stage.merge(rejecting: clashes.map(\.line)))
  }

  /// The rule's sentence for a row it refused (laid out as stored), under the rule's column, with
  /// the row that holds what it wanted ("number: 28 is already taken on Boston Red Sox (by 'Ana
  /// Ruiz', line 2)").
  func refusal(
    _ rule: UniqueRule, row: [DatabaseValue], line: Int, _ source: Source, into target: ImportTarget
  ) throws -> ImportProblem {
    let entity = source.entity
    var targetNames: [String: String] = [:]
    for (relationship, target) in zip(entity.toOneRelationships, UniqueRule.targets(row, of: entity)) {
      if let target, let name = directories[relationship.destination]?.name(of: target) {
        targetNames[relationship.name] = name
      }
    }
    let holder = try holder(of: rule, row: row, before: line, in: target)
    let message =
      rule.sentence(row, targetNames: targetNames, holder: holder.map { quoted($0.name) })
      + (holder?.line.map { " (line \($0))" } ?? "")
    return ImportProblem(
      file: source.name, line: line, column: source.title(rule.column),
      message: rule.column.map { Self.withoutKey(message, $0, of: entity) } ?? message)
  }

  /// Who holds what a refused row wanted ('Ana Ruiz'), and the line of this import that names
  /// them: a row of the league (on SQLite, also one this import wrote), else a row staged before
  /// it (on a server, where new rows are merged at the end). Only a refused row asks, so a file
  /// of good rows pays nothing for it.
  private func holder(of rule: UniqueRule, row: [DatabaseValue], before line: Int, in target: ImportTarget)
    throws -> (name: String, line: Int?)?
  {
    let entity = target.entity
    guard let display = entity.attribute(entity.presentation.displayKey), let matching = rule.holding(row)
    else {
      return nil
    }
    let identities = target.identityKeys.compactMap { entity.attribute($0) }
    let parent = target.parent.flatMap { $0.relationship.column }
    let selected = SQL.joined(
      ([display.column] + identities.map(\.column) + [parent ?? "id"]).map(SQL.identifier), separator: ", ")
    var found = try store.rows(
      "SELECT " + selected + " FROM \(ident: entity.table) WHERE " + matching + " LIMIT 1"
    ).first
    var stagedLine: Int?
    if found == nil, let stage = target.stage {
      let rows = try store.rows(
        "SELECT " + selected + ", \(ident: "line") FROM \(ident: stage.table) WHERE " + matching
          + " AND \(ident: "line") < " + SQL.value(.integer(Int64(line)))
          + " ORDER BY \(ident: "line") LIMIT 1")
      found = rows.first.map { Array($0.dropLast()) }
      stagedLine = rows.first?.last?.integerValue.map { Int($0) }
    }
    guard let found, let name = found[0].textValue else { return nil }
    // The line that named the holder: by identity, else by parent and name.
    var named = stagedLine
    for (offset, attribute) in identities.enumerated() where named == nil && !found[1 + offset].isNull {
      named = target.seen[Self.identityHash(attribute, found[1 + offset])]?.line
    }
    if named == nil {
      let parentID = parent == nil ? nil : found.last?.integerValue
      named = target.named[Self.placeHash(parentID, folded: TextFolding.fold(name))]?.line
    }
    // On a server the clashes are found at the end of the file, when later lines are known too.
    return (name, named.flatMap { $0 < line ? $0 : nil })
  }
}
