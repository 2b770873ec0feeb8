extension Predicate {
  /// The predicate with each key path that is one of `keys` alone (`team`) standing for the key
  /// path it maps to (`team.name`), wherever it stands but inside a `SUBQUERY`, whose bare keys
  /// are the member's: how a listing's columns are named by their keys in `where`
  /// (`EntityPresentation.columnKeyPaths`). The new components keep the old one's place in the
  /// text, so an error still points at what was typed.
  public func renamingKeys(_ keys: [String: String]) -> Predicate {
    keys.isEmpty ? self : Predicate(node: Self.renaming(node, keys))
  }

  private static func renaming(_ node: Node, _ keys: [String: String]) -> Node {
    switch node {
    case .constant: return node
    case .not(let inner): return .not(renaming(inner, keys))
    case .and(let terms): return .and(terms.map { renaming($0, keys) })
    case .or(let terms): return .or(terms.map { renaming($0, keys) })
    case .comparison(var comparison):
      comparison.left = renaming(comparison.left, keys)
      comparison.right = renaming(comparison.right, keys)
      return .comparison(comparison)
    }
  }

  private static func renaming(_ expression: Expression, _ keys: [String: String]) -> Expression {
    guard case .keyPath(let path) = expression, let renamed = path.renamed(keys) else { return expression }
    return .keyPath(renamed)
  }
}

extension Predicate.KeyPath {
  /// The key path `keys` maps this one to, when it is one of them alone; nil otherwise.
  func renamed(_ keys: [String: String]) -> Predicate.KeyPath? {
    guard components.count == 1, let only = components.first, let target = keys[only.name] else { return nil }
    let names = target.split(separator: ".", omittingEmptySubsequences: false)
    return Predicate.KeyPath(components: names.map { .init(name: String($0), location: only.location) })
  }
}

extension SortDescriptor {
  /// The order with its key renamed as `Predicate.renamingKeys` renames keys.
  public func renamingKey(_ keys: [String: String]) -> SortDescriptor {
    keyPath.renamed(keys).map { SortDescriptor(keyPath: $0, ascending: ascending) } ?? self
  }
}
