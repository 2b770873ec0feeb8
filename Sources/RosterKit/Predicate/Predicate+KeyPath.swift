extension Predicate {
  /// A key path such as `name`, `team.city` or `players.@avg.age`: names between dots, each with
  /// where it was written.
  ///
  /// Every key path read from text comes through `init(parsing:in:at:)`: in a predicate's `%K`,
  /// after `sort`, in `ls --by`, and as the columns of a listing. What the names mean is the
  /// checker's business (`QueryChecker.resolve`); this is only their spelling.
  public struct KeyPath: Sendable, Equatable {
    public struct Component: Sendable, Equatable {
      public let name: String
      public let location: SourceLocation

      public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
      }
    }

    public var components: [Component]

    public init(components: [Component]) { self.components = components }

    /// Reads dotted text, each component located in `source` (the text itself by default)
    /// from `offset` on, so an error's caret points into what was typed.
    ///
    ///     try Predicate.KeyPath(parsing: "team.name")   // team, name
    ///     try Predicate.KeyPath(parsing: "team..name")  // expected a key after '.'
    public init(parsing text: String, in source: String? = nil, at offset: Int = 0) throws {
      let source = source ?? text
      components = try Self.components(of: text) {
        SourceLocation(source: source, range: offset + $0.lowerBound..<offset + $0.upperBound)
      }
    }

    /// A key path written in code (`"team.name"`), without positions. Text that does not parse
    /// stays one component, which the checker then reports as an unknown key (and empty text
    /// none, "expected a key"): never a trap.
    public init(_ text: String) {
      guard !text.isEmpty else {
        components = []
        return
      }
      components =
        (try? Self.components(of: text) { _ in .none }) ?? [Component(name: text, location: .none)]
    }

    /// The one reading of dotted text: names between dots, none of them empty.
    private static func components(of text: String, location: (Range<Int>) -> SourceLocation) throws
      -> [Component]
    {
      guard !text.isEmpty else { throw PredicateError(Self.emptyPath, at: location(0..<1)) }
      var components: [Component] = []
      var start = 0
      for name in text.split(separator: ".", omittingEmptySubsequences: false) {
        let range = start..<start + name.count
        if name.isEmpty {
          throw PredicateError(
            components.isEmpty ? "expected a key before '.'" : "expected a key after '.'",
            at: location(start..<start + 1))
        }
        components.append(Component(name: String(name), location: location(range)))
        start = range.upperBound + 1
      }
      return components
    }

    public var text: String { components.map(\.name).joined(separator: ".") }

    /// From the first component to the last.
    var location: SourceLocation {
      guard let first = components.first?.location, let last = components.last?.location else { return .none }
      return SourceLocation(source: first.source, range: first.range.lowerBound..<last.range.upperBound)
    }

    static let emptyPath = "expected a key such as 'age'"
  }
}
