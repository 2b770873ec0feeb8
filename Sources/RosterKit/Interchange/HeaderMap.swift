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
  /// Each header and the column it is taken as, in the map's order, as the map writes them (a
  /// saved profile's rows).
  public private(set) var pairs: [Pair] = []

  public struct Pair: Sendable, Equatable {
    public let header: String
    public let column: String

    public init(header: String, column: String) {
      self.header = header
      self.column = column
    }
  }

  /// A column made of several headers' values (`name=First Name + Last Name`).
  public struct Combination: Sendable, Equatable {
    /// The column, as the map writes it (lower case).
    public let column: String
    /// The headers, in order, as the map writes them.
    public let headers: [String]
  }

  public init() {}

  /// `HEADER=COLUMN` pairs separated by commas, and `COLUMN=HEADER + HEADER` combinations; each
  /// column a column (or an alias of one) of a file of `model`.
  public init(parsing text: String, model: Model) throws(HeaderMapError) {
    var taken: [String: String] = [:]
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw .malformed(String(pair))
      }
      // COLUMN=HEADER + HEADER: a column made of several headers.
      let joined = parts[1].split(separator: "+", omittingEmptySubsequences: false).map {
        $0.trimmingWhitespace()
      }
      if joined.count > 1 {
        guard !joined.contains(where: \.isEmpty) else { throw .malformed(String(pair)) }
        try add(joined, as: parts[0], model, &taken)
      } else {
        try add([parts[0]], as: parts[1], model, &taken)
      }
    }
  }

  /// Rows of a header and the column it is taken as (a saved profile's), the headers of a column
  /// named on several rows combined in their order.
  public init(rows: [Pair], model: Model) throws(HeaderMapError) {
    var order: [String] = []
    var headers: [String: [String]] = [:]
    for row in rows {
      let column = row.column.lowercased()
      if headers[column] == nil { order.append(column) }
      headers[column, default: []].append(row.header)
    }
    var taken: [String: String] = [:]
    for column in order { try add(headers[column]!, as: column, model, &taken) }
  }

  /// Takes `headers` as `column` (one header, or a combination of several), held to the map's
  /// rules: a column of some kind, taken by one header or combination, each header once.
  /// `taken` keeps the header (the first of a combination) each canonical column is taken by.
  private mutating func add(
    _ headers: [String], as written: String, _ model: Model, _ taken: inout [String: String]
  ) throws(HeaderMapError) {
    let column = written.lowercased()
    guard let canonical = Self.canonical(column, model) else {
      throw .noSuchColumn(headers.joined(separator: " + "), column)
    }
    if let other = taken[canonical] { throw .columnTwice(other, headers[0], column) }
    taken[canonical] = headers[0]
    if headers.count > 1 { combinations.append(Combination(column: column, headers: headers)) }
    for header in headers {
      if let earlier = columns[header.lowercased()] { throw .headerTwice(header, earlier, column) }
      columns[header.lowercased()] = column
      pairs.append(Pair(header: header, column: column))
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
