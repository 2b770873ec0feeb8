/// Headers an import takes as columns, as `--map "Player Name=name,Jersey #=number"` says:
/// parsed once, and refused as a sentence about the map itself when it names a header twice,
/// gives two headers one column, or names a column no file has — not later, as a header error
/// of the file.
public struct HeaderMap: Sendable, Equatable {
  /// Columns by header, the header in lower case.
  public private(set) var columns: [String: String] = [:]

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
      let header = parts[0]
      let key = header.lowercased()
      let column = parts[1].lowercased()
      if let earlier = columns[key] {
        throw .headerTwice(header, earlier, column)
      }
      let canonical = model.entities.lazy.compactMap { Importer.columnKey(column, of: $0) }.first
      guard canonical != nil else { throw .noSuchColumn(header, column) }
      if let other = headers[canonical ?? column] {
        throw .columnTwice(other, header, column)
      }
      headers[canonical ?? column] = header
      columns[key] = column
    }
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
        + "not \(quoted(pair))"
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
