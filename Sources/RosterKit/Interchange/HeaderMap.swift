/// Headers an import takes as columns, as `--map "Player Name=name,Jersey #=number"` says, and
/// columns it makes of several headers, as `--map "name=First Name + Last Name"` says (the
/// values joined as a profile joins a name's parts: `ImportProfile.Meaning.value`): parsed once,
/// and refused as a sentence about the map itself when it names a header twice, gives two
/// headers one column, or names a column no file has — not later, as a header error of the file.
public struct HeaderMap: Sendable, Equatable {
  /// Columns by header, the header in lower case.
  public private(set) var columns: [String: String] = [:]
  /// Columns made of several headers, in the map's order.
  public private(set) var combinations: [Combination] = []

  /// A column made of several headers' values (`name=First Name + Last Name`).
  public struct Combination: Sendable, Equatable {
    /// The column, as the map writes it (lower case).
    public let column: String
    /// The headers, in order, as the map writes them.
    public let headers: [String]
  }

  public init() {}

  /// `HEADER=COLUMN` pairs separated by commas; each column a column (or an alias of one) of a
  /// file of `model`.
  public init(parsing text: String, model: Model) throws(HeaderMapError) {
    var headers: [String: String] = [:]
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw .malformed(String(pair))
      }
      // COLUMN=HEADER + HEADER: a column made of several headers.
      let joined = parts[1].split(separator: "+", omittingEmptySubsequences: false).map {
        $0.trimmingWhitespace()
      }
      let pairs: [(header: String, column: String)]
      if joined.count > 1 {
        guard !joined.contains(where: \.isEmpty) else { throw .malformed(String(pair)) }
        let column = parts[0].lowercased()
        guard let canonical = Self.canonical(column, model) else {
          throw .noSuchColumn(joined.joined(separator: " + "), column)
        }
        if let other = headers[canonical] { throw .columnTwice(other, joined[0], column) }
        headers[canonical] = joined[0]
        combinations.append(Combination(column: column, headers: joined))
        pairs = joined.map { ($0, column) }
      } else {
        let column = parts[1].lowercased()
        guard let canonical = Self.canonical(column, model) else { throw .noSuchColumn(parts[0], column) }
        if let other = headers[canonical] { throw .columnTwice(other, parts[0], column) }
        headers[canonical] = parts[0]
        pairs = [(parts[0], column)]
      }
      for (header, column) in pairs {
        if let earlier = columns[header.lowercased()] { throw .headerTwice(header, earlier, column) }
        columns[header.lowercased()] = column
      }
    }
  }

  /// The column of some kind of file that `column` is (itself, or the column an alias names).
  private static func canonical(_ column: String, _ model: Model) -> String? {
    model.entities.lazy.compactMap { Importer.columnKey(column, of: $0) }.first
  }

  /// The column `header` is taken as, if the map names it.
  public func column(for header: String) -> String? { columns[header.lowercased()] }

  public var isEmpty: Bool { columns.isEmpty }
}

/// A `--map` that cannot be used, and why.
public enum HeaderMapError: PersonFacingError, Equatable {
  case malformed(String)
  case headerTwice(String, String, String)
  case columnTwice(String, String, String)
  case noSuchColumn(String, String)

  public var description: String {
    switch self {
    case .malformed(let pair):
      return
        "--map takes HEADER=COLUMN pairs separated by commas (--map \"Player Name=name,Jersey #=number\"), "
        + "or COLUMN=HEADER + HEADER (--map \"name=First Name + Last Name\"), not \(quoted(pair))"
    case .headerTwice(let header, let first, let second):
      return "--map names the header \(quoted(header)) twice (as \(quoted(first)) and as \(quoted(second))); "
        + "map each header once"
    case .columnTwice(let first, let second, let column):
      return "--map takes both \(quoted(first)) and \(quoted(second)) as \(quoted(column)); "
        + "a column is one header of a file"
    case .noSuchColumn(let header, let column):
      return "--map takes \(quoted(header)) as \(quoted(column)), which is no column of any file to import"
    }
  }
}
