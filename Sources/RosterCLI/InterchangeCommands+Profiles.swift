import RosterKit

/// `export players --profile playmetrics`: a registration platform's import template, written
/// from the league, so a club moving to the platform (or uploading to its federation) uses
/// Roster as the converter.
extension InterchangeCommands {
  /// Writes the template `name` of `entity`'s kind (of `parent`'s objects, when given) to
  /// `path` or standard output, and says on standard error how many rows it wrote and which of
  /// the template's columns the league has nothing for (unless `--quiet`).
  static func exportTemplate(
    _ name: String, of entity: Entity, parent: ManagedObject?, to path: String?, _ input: CommandInput,
    in session: Session
  ) throws {
    let kind = Importer.fileNoun(entity)
    guard let profile = ExportProfile.named(name, kind: kind) else {
      throw input.usageError(templateRefusal(name, kind: kind))
    }
    if session.formatGiven && session.format != .csv {
      throw input.usageError(
        "--profile writes the platform's template, which is CSV; leave out --format \(session.format.rawValue)"
      )
    }
    let exporter = ProfileExporter(context: session.context, profile: profile)
    session.out.escapesControls = session.out.isTerminal
    var written: ProfileExporter.Written?
    try write(to: path, in: session) { sink in written = try exporter.export(parent: parent, to: sink) }
    guard let written, !session.quiet else { return }
    session.err.line("roster: " + summary(written, profile))
  }

  /// "wrote 160 players as a PlayMetrics Player Import: 7 of 23 columns empty — season_id, …".
  static func summary(_ written: ProfileExporter.Written, _ profile: ExportProfile) -> String {
    let rows = written.entity.presentation.count(written.rows)
    let empty = written.empty.count
    return "wrote \(rows) as \(profile.title): "
      + (empty == 0
        ? "every column filled"
        : "\(empty) of \(profile.columns.count) column\(profile.columns.count == 1 ? "" : "s") empty — "
          + written.empty.joined(separator: ", "))
  }

  /// Why `--profile NAME` writes no template of `kind`: a name no platform has, a platform that
  /// publishes no import template, or a template of another kind.
  static func templateRefusal(_ name: String, kind: String) -> String {
    let names = Prose.list(ExportProfile.names, "or")
    let kinds = ExportProfile.kinds(named: name)
    guard !kinds.isEmpty else {
      guard ImportProfile.named(name) != nil else {
        return "unknown profile \(quoted(name)); export --profile writes the import template of \(names)"
      }
      return "\(name.lowercased()) publishes no import template for Roster to write; "
        + "export --profile writes those of \(names)"
    }
    return "the \(name.lowercased()) import template"
      + (kinds.count == 1 ? " is of \(kinds[0])" : "s are of \(Prose.list(kinds))") + ", not \(kind): "
      + kinds.map { "export \($0) --profile \(name.lowercased())" }.joined(separator: " or ")
  }
}
