/// A titled group of fetched results, like one section of a sectioned table view.
public struct Section<Element> {
  public let name: String
  public let elements: [Element]
  public var count: Int { elements.count }
}

/// What fetched results are grouped by.
public enum SectionKey: Sendable, Equatable {
  /// The value of a key path (`position`); objects without one form a "(none)" section, last.
  case keyPath(String)
  /// The first letter of a text key path (`name`), ignoring case and accents; "#" for others.
  case initial(of: String)

  /// Reads `position` or `initial` (`name.initial` and `letter` too) as typed after `--by`.
  public static func parse(_ text: String) -> SectionKey {
    switch text.lowercased() {
    case "initial", "letter", "name.initial": return .initial(of: "name")
    default: return .keyPath(text)
    }
  }

  var keyPath: String {
    switch self {
    case .keyPath(let path), .initial(of: let path): return path
    }
  }

  /// The key path, read by the one key-path parser: `team..name` is an error with a caret.
  func parsedKeyPath() throws -> Predicate.KeyPath { try Predicate.KeyPath(parsing: keyPath) }

  /// The section title for a value of the key path.
  func title(for value: DatabaseValue) -> String {
    switch self {
    case .keyPath:
      return value.isNull ? "(none)" : value.description
    case .initial:
      guard let first = TextFolding.fold(value.textValue ?? "").first, first.isLetter else { return "#" }
      return first.uppercased()
    }
  }
}

extension Context {
  /// The matches of `request` grouped by `key`: ordered by the key first, then by the request's
  /// own sort descriptors within each section. The titles are the key's stored values, read by
  /// one more query (by row id) rather than per object, and `fetch`'s row loop stays as lean as
  /// it was: the key may be an aggregate (`players.@count`) that no object holds.
  public func fetchSections(_ request: FetchRequest, by key: SectionKey) throws -> [Section<ManagedObject>] {
    let path = try key.parsedKeyPath()
    var request = request
    request.sortDescriptors.insert(SortDescriptor(keyPath: path, ascending: true), at: 0)
    let objects = try fetch(request)
    var titles: [ObjectID: String] = [:]
    let query = try self.query(request, selecting: .values([Predicate.KeyPath("self"), path]))
    try query.run(on: store) { sql in
      try store.query(sql) { row in
        let id = ObjectID(entityName: request.entity.name, rowID: row.int64(at: 0) ?? 0)
        titles[id] = key.title(for: row.value(at: 1))
      }
    }
    return Self.group(objects, titles: objects.map { titles[$0.objectID] ?? key.title(for: .null) })
  }

  /// Rows of values grouped by `key`, which must be among `keyPaths`.
  public func fetchValueSections(_ request: FetchRequest, keyPaths: [String], by key: SectionKey) throws
    -> [Section<[DatabaseValue]>]
  {
    let path = try key.parsedKeyPath()
    var request = request
    request.sortDescriptors.insert(SortDescriptor(keyPath: path, ascending: true), at: 0)
    var paths = keyPaths
    paths.append(key.keyPath)
    let rows = try fetchValues(request, keyPaths: paths)
    return Self.group(
      rows.map { Array($0.dropLast()) }, titles: rows.map { key.title(for: $0.last ?? .null) })
  }

  static func group<Element>(_ elements: [Element], titles: [String]) -> [Section<Element>] {
    var sections: [Section<Element>] = []
    var start = 0
    for index in elements.indices where index == elements.count - 1 || titles[index] != titles[index + 1] {
      sections.append(Section(name: titles[index], elements: Array(elements[start...index])))
      start = index + 1
    }
    return sections
  }
}
