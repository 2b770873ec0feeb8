/// What a registration platform's export means, column by column: a Sports Connect "Enrollment
/// Details" export, a SportsEngine registration export, a PlayMetrics player import…
///
/// A profile names the meaning of each platform column as a key path of the model, from the
/// kind its rows are (`name`, `birthdate`, `team`, `team.division`, `medical`), never as a column
/// of today's schema: the import uses the meanings the model it runs against has, and lists the
/// others as unused with the reason. So a column whose place the league does not have yet
/// (`gender`, `medical` before schema 12) is named, not dropped in silence, and is read once the
/// model has it, with no change to the profile. The parent columns of a row are named as groups
/// (`guardian 1`), and payment columns as never stored: an import never reads their values.
///
/// Headers are matched ignoring case, spaces at their ends and the `:(18643797)` id suffix the
/// platforms add to custom questions; a custom question (a header that is the whole question)
/// by the start of it.
public struct ImportProfile: Sendable, Equatable {
  /// The name `--profile` takes (`sportsconnect`).
  public let name: String
  /// What the import says it read the file as: "a Sports Connect Enrollment Details export".
  public let title: String
  /// The file noun of the kind its rows are (`players`).
  public let kind: String
  /// How its dates are written; ISO dates are read whatever this says.
  public let dates: DateFormat
  /// Headers only this platform's file has, all of which a header has when it is one.
  public let signature: [String]
  public let columns: [Column]

  public init(
    name: String, title: String, kind: String = "players", dates: DateFormat, signature: [String],
    columns: [Column]
  ) {
    self.name = name
    self.title = title
    self.kind = kind
    self.dates = dates
    self.signature = signature
    self.columns = columns
  }

  /// One column of the platform's file and what it means.
  public struct Column: Sendable, Equatable {
    public let header: Header
    public let meaning: Meaning
    /// Values that mean none (`Unallocated` for a team: a free agent), ignoring case; for a
    /// column that marks rows not of the kind (`notOfKind`), the values that mark them.
    public let none: [String]

    public init(_ header: Header, _ meaning: Meaning, none: [String] = []) {
      self.header = header
      self.meaning = meaning
      self.none = none
    }
  }

  /// How a column's header is recognised.
  public enum Header: Sendable, Equatable {
    /// The header as written (case, end spaces and an id suffix aside).
    case exact(String)
    /// A custom question, by the start of its text.
    case prefix(String)

    /// Whether `normalized` (`ImportProfile.normalized`) is this header.
    func matches(_ normalized: String) -> Bool {
      switch self {
      case .exact(let text): return normalized == ImportProfile.normalized(text)
      case .prefix(let text): return normalized.hasPrefix(ImportProfile.normalized(text))
      }
    }

    /// The header as the profile writes it, for `import --profiles`.
    public var description: String {
      switch self {
      case .exact(let text): return text
      case .prefix(let text): return text + "…"
      }
    }
  }

  /// What a column means.
  public enum Meaning: Sendable, Equatable {
    /// A key path of the model from the profile's kind (`birthdate`, `team`, `team.division`,
    /// `team.division.min_age`), or several: the import gives the value to each of `paths` the
    /// model has (a registration's division is the player's own and their team's), and an
    /// export writes the first of them with a value. `part` orders the columns one value is made
    /// of (first, middle and last name: 1, 2, 3), joined with single spaces for a name and with
    /// "; " for other text.
    case value(paths: [String], part: Int)
    /// A column of a group of columns about one person other than the row's (`guardian 1`,
    /// `emergency contact`): its `field` (`email`).
    case group(String, field: String)
    /// A payment column: never read, never stored.
    case payment
    /// A row whose value here is one of the column's `none` values is not of the profile's kind
    /// (a TeamSnap roster's coach, `Is Non-Player` Y): left out, and counted.
    case notOfKind

    /// The key path (`paths` of one).
    public static func key(_ path: String, part: Int = 0) -> Meaning { .value(paths: [path], part: part) }

    /// The words `import --profiles` lists it with.
    public var description: String {
      switch self {
      case .value(let paths, let part):
        return paths.joined(separator: " and ") + (part > 0 ? " (part \(part))" : "")
      case .group(let group, let field): return "\(group): \(field)"
      case .payment: return "payment: never stored"
      case .notOfKind: return "a row not of the kind"
      }
    }
  }

  /// A header as profiles compare it: lower case, without spaces at its ends and without the id
  /// suffix platforms add (`Years of Experience:(18643797)` is `years of experience`).
  public static func normalized(_ header: String) -> String {
    var text = header.trimmingWhitespace().lowercased()
    if text.last == ")", let colon = text.lastIndex(of: ":") {
      let suffix = text[text.index(after: colon)...].dropLast()
      if suffix.first == "(" && suffix.count > 1 && suffix.dropFirst().allSatisfy(\.isNumber) {
        text = String(text[..<colon]).trimmingWhitespace()
      }
    }
    return text
  }

  /// The profile's column a header is, if any.
  func column(for header: String) -> Column? {
    let normalized = Self.normalized(header)
    return columns.first { $0.header.matches(normalized) }
  }

  /// Whether a header (its columns normalized) is this platform's file: it has every column of
  /// the signature.
  func recognises(_ normalized: Set<String>) -> Bool {
    signature.allSatisfy { normalized.contains(Self.normalized($0)) }
  }

  /// How many of a header's columns the profile knows, payment columns aside.
  func known(_ header: [String]) -> Int {
    header.count { name in column(for: name).map { $0.meaning != .payment } ?? false }
  }

  /// The built-in profile named `name` (in any case).
  public static func named(_ name: String) -> ImportProfile? {
    builtIn.first { $0.name == name.lowercased() }
  }

  /// The names `--profile` takes.
  public static var names: [String] { builtIn.map(\.name) }
}
