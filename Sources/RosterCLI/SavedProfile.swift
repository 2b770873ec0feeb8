import FoundationEssentials
import RosterKit

/// A mapping that worked, kept for the next export of the same system (issue 42's custom
/// profiles): `import FILE --map … --save-profile ourclub` writes it, `import FILE --profile
/// ourclub` reads files so again. It is a CSV file in the settings folder's `profiles` folder
/// (`~/.config/roster/profiles/ourclub.csv`), to be read and written by hand too:
///
/// ```
/// header,column
/// Kid First,name
/// Kid Last,name
/// DOB,birthdate
/// --date-format,mdy
/// ```
///
/// Each row takes a header as a column; headers of the same column are joined in the file's order
/// (`--map "name=Kid First + Kid Last"`). A row whose header is one of `options` keeps that
/// option's value. A platform's name (`sportsconnect`) is its built-in profile's, never a saved one.
struct SavedProfile {
  let name: String
  /// The map's rows: each header and the column it is taken as, in order.
  var columns: [(header: String, column: String)] = []
  /// The options kept with it, by name (`--date-format`: `mdy`), in `options`' order.
  var settings: [(option: String, value: String)] = []

  /// The import options a profile keeps: how a system writes its files.
  static let options = ["--date-format", "--kind", "--delimiter", "--encoding"]

  /// The value kept for `option`, if any.
  func value(of option: String) -> String? { settings.first { $0.option == option }?.value }

  // MARK: The folder

  /// The folder saved profiles are in: `profiles` beside the config file.
  static func folder(_ configuration: Configuration) -> String {
    let path = configuration.path
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/profiles"
  }

  /// The same for a session's configuration (the environment's, when it was given none).
  static func folder(_ session: Session) throws -> String {
    folder(try session.configuration ?? Configuration(environment: ProcessInfo.processInfo.environment))
  }

  /// Whether `name` may name a saved profile: letters, digits, `-` and `_`, up to 64, and no
  /// platform's.
  static func refusal(ofName name: String) -> String? {
    guard !name.isEmpty, name.count <= 64,
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
      })
    else {
      return "a saved profile's name is letters, digits, - and _ (up to 64), not \(quoted(name))"
    }
    guard ImportProfile.named(name) == nil else {
      return "\(quoted(name)) is a registration platform's profile, built in; save yours under another name"
    }
    return nil
  }

  // MARK: Reading and writing

  /// The file of the profile `name` in `folder`.
  static func path(of name: String, in folder: String) -> String { folder + "/" + name.lowercased() + ".csv" }

  /// The profile saved as `name` in `folder`; nil when there is none.
  static func load(_ name: String, from folder: String) throws -> SavedProfile? {
    let path = path(of: name, in: folder)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let shown = name.lowercased() + ".csv"
    let reader: CSVReader
    do {
      reader = try CSVReader(path: path)
    } catch {
      throw UsageError("cannot read the saved profile \(quoted(path)); it must be a readable CSV file")
    }
    guard let header = try reader.next(), header.fields.map({ $0.lowercased() }) == ["header", "column"]
    else {
      throw UsageError(
        "the saved profile \(quoted(path)) does not start with the header 'header,column'; "
          + "each row of it takes a header as a column")
    }
    var profile = SavedProfile(name: name.lowercased())
    while let record = try reader.next() {
      let fields = record.fields.map { $0.trimmingWhitespace() }
      guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
        throw UsageError(
          "\(shown):\(record.line): a row of a saved profile is HEADER,COLUMN; fix it in \(path)")
      }
      if fields[0].hasPrefix("--") {
        guard options.contains(fields[0].lowercased()) else {
          throw UsageError(
            "\(shown):\(record.line): a saved profile keeps " + Prose.list(options, "and")
              + ", not \(quoted(fields[0])); fix it in \(path)")
        }
        profile.settings.append((fields[0].lowercased(), fields[1]))
      } else {
        profile.columns.append((fields[0], fields[1]))
      }
    }
    return profile
  }

  /// The names of the profiles saved in `folder`, in order: its files' that may name one.
  static func names(in folder: String) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".csv") }.map { String($0.dropLast(4)) }.filter {
      refusal(ofName: $0) == nil
    }
    .sorted()
  }

  /// The profiles saved in `folder`, by name.
  static func all(in folder: String) throws -> [SavedProfile] {
    try names(in: folder).compactMap { try load($0, from: folder) }
  }

  /// Writes the profile to `folder` (made when missing), in full or not at all; its path.
  func save(in folder: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = Self.path(of: name, in: folder)
    let file = try AtomicFile(path: path, mode: 0o644)
    let field = { (text: String) in CSVWriter.field(text, neutralizingFormulas: false) }
    file.write("header,column\n")
    for (header, column) in columns { file.write(field(header) + "," + field(column) + "\n") }
    for (option, value) in settings { file.write(option + "," + field(value) + "\n") }
    try file.commit()
    return path
  }
}
