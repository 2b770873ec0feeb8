import RosterKit

/// `check` and `backup`: looking after the league's file.
enum MaintenanceCommands {
  /// Runs SQLite's integrity and foreign-key checks, and the search index's own check.
  static func check(_ session: Session, _ input: CommandInput) throws {
    let problems = try session.league.check()
    let counts = session.model.countParts(
      try session.model.entities.map { ($0, try session.context.count(FetchRequest(entity: $0))) })
    guard problems.isEmpty else {
      throw CheckFailure(problems: problems)
    }
    session.say(
      "The league is consistent: \(counts.joined(separator: ", ")).")
  }

  /// `backup FILE`.
  static let backupSyntax = Syntax([
    .operand(
      .init(slot: .name, kind: .file, placeholder: "FILE", missing: .missing("the file to back up to")))
  ])

  static func backup(_ session: Session, _ input: CommandInput) throws {
    let path = input[.name] ?? ""
    do {
      try session.league.store.backup(to: path)
    } catch let error as NoFileToBackUp {
      throw BackupUnavailable(location: error.location)
    }
    session.say("Backed up the league to \(path).")
  }
}
