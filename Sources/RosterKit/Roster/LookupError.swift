/// An object named in a command that does not match exactly one.
public enum LookupError: PersonFacingError, Equatable, Sendable {
  /// What kind of object was looked for, as the messages need it.
  public struct Subject: Equatable, Sendable {
    public let noun: String
    public let plural: String
    /// "named or abbreviated".
    public let verbs: String
    /// The setting that narrows a lookup to a parent (`team`), for an entity placed in one.
    public let parentKey: String?

    public init(_ entity: Entity) {
      noun = entity.presentation.noun
      plural = entity.presentation.plural
      verbs = entity.presentation.lookupVerbs
      parentKey = entity.presentation.parent
    }
  }

  /// Nothing is called `name` (in the parent named, when one was given).
  case notFound(Subject, String, in: String?, suggestion: String?)
  /// Several are: "#12 Mookie Betts (Boston Red Sox, age 27)" each.
  case ambiguous(Subject, String, candidates: [String])
  /// `#` followed by something other than digits.
  case notAnID(String)

  public var description: String {
    switch self {
    case .notFound(let subject, let name, let parent, let suggestion):
      let what =
        name.hasPrefix("#")
        ? "no \(subject.noun) has the id \(quoted(name))"
        : "no \(subject.noun) is \(subject.verbs) \(quoted(name))"
      return what + (parent.map { " on \($0)" } ?? "")
        + (suggestion.map { "; did you mean \(quoted($0))?" }
          ?? (subject.parentKey == nil ? "; 'roster \(subject.plural)' lists them" : ""))
    case .ambiguous(let subject, let name, let candidates):
      return
        "\(quoted(name)) matches \(NumberText.grouped(candidates.count)) \(subject.plural): \(candidates.joined(separator: "; "))"
        + "; " + (subject.parentKey.map { "add \($0)=\($0.uppercased()), or " } ?? "")
        + "name one by its id, such as '\(candidates.first?.split(separator: " ").first ?? "#1")'"
    case .notAnID(let text):
      return "\(quoted(text)) is not an id: an id is # followed by digits, such as #145"
    }
  }
}
