/// A syntax written out: the usage line help, the man page and usage errors show, and the
/// options `help COMMAND` lists. Nothing here is written by hand per command: what a usage line
/// says is what the parser takes.
extension Syntax {
  /// `move player PLAYER [team=TEAM] to TEAM [--force]`: each form after the command's name,
  /// forms apart by ` | `.
  func usage(_ name: String) -> String {
    forms.map { form in
      let shown = form.elements.flatMap(\.options)
      let parts =
        form.elements.map(Self.text)
        + form.options.filter { !shown.contains($0) }.map { option in
          option.required == nil ? "[\(option.usage)]" : option.usage
        }
      return ([name] + parts.filter { !$0.isEmpty }).joined(separator: " ")
    }.joined(separator: " | ")
  }

  /// Each option with every spelling and what it does, as `help COMMAND` and the man page list
  /// them.
  var optionTerms: [(term: String, meaning: String)] {
    options.map { ($0.term, $0.meaning) }
  }

  /// One element as a usage line shows it.
  static func text(_ element: Element) -> String {
    switch element {
    case .operand(let operand):
      return operand.placeholder + (operand.arity == .words ? "…" : "")
    case .keyword(let keyword, _):
      return keyword
    case .placement(let placement):
      return "[" + text(placement) + "]"
    case .container(let container):
      if container.name.placeholder.isEmpty { return "" }
      let name = container.name.placeholder + (container.qualifier.map { " [" + text($0) + "]" } ?? "")
      return "[" + name + (container.free.map { "|" + $0.name } ?? "") + "]"
    case .settings(let settings):
      if case .adding(let usage, _) = settings.taking { return usage }
      if case .linking(let usage) = settings.taking { return usage }
      return "key=value…"
    case .clauses(let clauses):
      return clauses.required == nil ? "[where PRED] [sort KEY [asc|desc], …]" : "where PRED"
    case .destination(let operand, _):
      return "to " + operand.placeholder
    case .option(let option):
      return option.usage
    case .global(let option, let values):
      return option.name + " " + values
    case .optional(let elements):
      return "[" + elements.map(text).filter { !$0.isEmpty }.joined(separator: " ") + "]"
    case .choice(let branches, _):
      return branches.map { $0.map(text).filter { !$0.isEmpty }.joined(separator: " ") }.joined(
        separator: "|")
    case .subject(let subject):
      return subject.placeholder + "|NOUN NAME"
    case .text(let operand):
      return operand.placeholder
    }
  }

  /// `team=TEAM`, `player=PLAYER [team=TEAM]`.
  private static func text(_ placement: Placement) -> String {
    "\(placement.key)=\(placement.placeholder)" + placement.qualifier.map { " [" + text($0) + "]" }.joined()
  }
}
