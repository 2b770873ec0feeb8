import RosterKit

/// How the session's moves are written: `ls`, `cd`, and the view's `where` and `sort`.
extension NavigationCommands {
  static let by = CommandOption(
    "--by", value: .sectionKey, placeholder: "KEY", meaning: "in sections, one for each value of KEY")

  /// `ls [--by KEY]`.
  static let lsSyntax = Syntax([.optional([.option(by)])])

  /// `cd ROW|TEAM|..|/|-`.
  static func cdSyntax(_ model: Model) -> Syntax {
    let root = model.rootEntity
    return Syntax([
      .operand(
        .init(
          slot: .name, kind: .object(root.name),
          placeholder: "ROW|\(root.presentation.noun.uppercased())|..|/|-",
          also: [".."]))
    ])
  }

  /// `where [PRED]`, the view's filter.
  static let whereSyntax = Syntax([
    .optional([.text(.init(slot: .name, kind: .key(nil), placeholder: "PRED"))])
  ])
  /// `sort [KEY [asc|desc], …]`, the view's order.
  static let sortSyntax = Syntax([
    .optional([.text(.init(slot: .name, kind: .key(nil), placeholder: "KEY [asc|desc], …"))])
  ])
}
