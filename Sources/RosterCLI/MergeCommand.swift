import RosterKit

/// `merge guardian A B`: two guardian records made one adult, A kept and B merged into it
/// (`GuardianMerge`): B's links become A's (one link a player, a no-contact flag and note never
/// lost), A's empty values filled from B's, B's other values named in the sentence, B deleted —
/// one save, so one journal entry that `undo`, `revert` and `log` read (issue 42). On a league
/// office's server the guardians are the office's: the server refuses anyone else.
enum MergeCommand {
  static func command(_ model: Model) -> Command {
    let noun = model.declaration(of: RosterModel.guardian).presentation.noun
    return Command(
      "merge \(noun)", syntax: syntax,
      summary:
        "make two \(noun) records one adult: the first is kept, the second merged into it (its players, its values "
        + "where the first has none; its other values are named, a no-contact link never lost) and deleted; "
        + "each a name in quotes or an #id, as 'duplicates guardians' lists them",
      example: "merge \(noun) #12 #40", run: run)
  }

  static let syntax = Syntax([
    .operand(
      .init(
        slot: .name, kind: .object(RosterModel.guardian.name), placeholder: "KEPT", arity: .word,
        missing: .missing("the guardian to keep"))),
    .operand(
      .init(
        slot: .other, kind: .object(RosterModel.guardian.name), placeholder: "MERGED", arity: .word,
        missing: .missing("the guardian to merge into it"))),
  ])

  static func run(_ session: Session, _ input: CommandInput) throws {
    try session.refuseChangesToThePast()
    let entity = session.model.declaration(of: RosterModel.guardian)
    let kept = try session.league.object(entity, named: input[.name] ?? "")
    let merged = try session.league.object(entity, named: input[.other] ?? "")
    let merge = try GuardianMerge(keeping: kept, merging: merged)
    try session.save()
    session.say(sentence(merge, kept: kept, merged: merged))
  }

  /// "Merged #40 Greg Halvorsen into #12 Greg Halvorsen: 2 players' links moved (Nils and Astrid
  /// Halvorsen); address filled; not kept: email ghalvorsen@work.example.net."
  static func sentence(_ merge: GuardianMerge, kept: ManagedObject, merged: ManagedObject) -> String {
    let name = { (object: ManagedObject) in "#\(object.objectID.rowID) \(object.displayName)" }
    var parts: [String] = []
    let links = { (count: Int) in
      count == 1 ? "1 player's link" : "\(NumberText.grouped(count)) players' links"
    }
    if !merge.moved.isEmpty { parts.append("\(links(merge.moved.count)) moved (\(Prose.list(merge.moved)))") }
    if !merge.joined.isEmpty {
      parts.append("\(links(merge.joined.count)) joined to its own (\(Prose.list(merge.joined)))")
    }
    if !merge.filled.isEmpty { parts.append("\(Prose.list(merge.filled)) filled") }
    if !merge.differing.isEmpty {
      parts.append("not kept: " + Prose.list(merge.differing.map(\.description)))
    }
    return "Merged \(name(merged)) into \(name(kept))"
      + (parts.isEmpty ? "." : ": " + parts.joined(separator: "; ") + ".")
  }
}
