import Foundation
import Testing

/// The layers of RosterKit go one way — Store ← Predicate ← Schema ← Query ← Context ← Roster ←
/// Interchange — and each folder is one: read from the source, no file names a type declared in
/// a folder above its own.
struct LayerTests {
  /// RosterKit's folders, the lowest first.
  static let layers = ["Store", "Predicate", "Schema", "Query", "Context", "Roster", "Interchange"]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/RosterKit").standardized

  /// Each folder's Swift files (those of its subfolders included), by path, with their text.
  static func files(in folder: String) throws -> [(path: String, text: String)] {
    let root = sources.appendingPathComponent(folder)
    let paths = try #require(FileManager.default.subpaths(atPath: root.path)).filter {
      $0.hasSuffix(".swift")
    }
    return try paths.sorted().map {
      ("\(folder)/\($0)", try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// A line without its comment and the insides of its string literals: what it names in code.
  static func code(_ line: Substring) -> String {
    let uncommented = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return String(uncommented).replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
  }

  /// The types a text declares: at the top level (no indentation), or anywhere.
  static func declaredTypes(_ text: String, topLevelOnly: Bool) -> Set<String> {
    let declaration =
      topLevelOnly
      ? #/(?m)^(?:(?:public|private|fileprivate|internal|package|final|indirect) )*(?:struct|class|enum|protocol|typealias|actor) ([A-Z]\w*)/#
      : #/(?m)\b(?:struct|class|enum|protocol|typealias|actor) ([A-Z]\w*)/#
    return Set(text.matches(of: declaration).map { String($0.output.1) })
  }

  /// Every folder is one of the layers: a new folder takes its place in `layers` first.
  @Test func everyFolderIsALayer() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: Self.sources.appendingPathComponent($0).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    #expect(Set(folders) == Set(Self.layers))
  }

  /// No file names a type declared at the top level of a folder above its own (a type its own
  /// folder declares too, nested, is its own: `Predicate.Subquery`).
  @Test func eachLayerNamesOnlyTheLayersBelowIt() throws {
    var owner: [String: Int] = [:]
    var files: [[(path: String, text: String)]] = []
    for (level, folder) in Self.layers.enumerated() {
      files.append(try Self.files(in: folder))
      for file in files[level] {
        for type in Self.declaredTypes(file.text, topLevelOnly: true) { owner[type] = owner[type] ?? level }
      }
    }
    #expect(owner["Context"] == Self.layers.firstIndex(of: "Context"), "the declarations were read")
    #expect(owner["Entity"] == Self.layers.firstIndex(of: "Schema"))
    var reaches: [String] = []
    for (level, folderFiles) in files.enumerated() {
      let own = folderFiles.reduce(into: Set<String>()) {
        $0.formUnion(Self.declaredTypes($1.text, topLevelOnly: false))
      }
      for file in folderFiles {
        for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        {
          // Split by hand: a regular expression's word boundary (Unicode's) joins `Object.Type`.
          for word in Self.code(line).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
            let name = String(word)
            if let above = owner[name], above > level, !own.contains(name) {
              reaches.append("\(file.path):\(number + 1) names \(name) of \(Self.layers[above])")
            }
          }
        }
      }
    }
    #expect(reaches.isEmpty, "\(reaches.joined(separator: "\n"))")
  }

  /// The product imports FoundationEssentials, never Foundation: one `import Foundation` links
  /// Foundation's NSString layer and ICU and loads them at every start (68e59ef's free-text
  /// recipe did, for a case-insensitive search, and `roster --version` took 6.7 MB more memory,
  /// the million-row import 70 MiB against its 64). The tests and the bench may import it.
  @Test func theProductImportsNoFoundation() throws {
    let root = Self.sources.deletingLastPathComponent()
    var imports: [String] = []
    for target in ["RosterKit", "RosterCLI", "roster"] {
      let folder = root.appendingPathComponent(target)
      let paths = try #require(FileManager.default.subpaths(atPath: folder.path)).filter {
        $0.hasSuffix(".swift")
      }
      #expect(!paths.isEmpty, "\(target) was read")
      for path in paths.sorted() {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.firstMatch(
          of:
            #/^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|var|let|protocol|typealias)\s+)?Foundation(?:\.|\s|$)/#
        ) != nil {
          imports.append("\(target)/\(path):\(number + 1): \(line)")
        }
      }
    }
    #expect(imports.isEmpty, "\(imports.joined(separator: "\n"))")
  }

  /// The store names no word of a domain — not Roster's league, nor the test models' families —
  /// in its code or its SQL text (comments may keep an example): the names its access rules are
  /// written with come from the model (`AccessScheme`, handed down as `AccessNames`), also where
  /// a released league's name keeps one (`roster_managed_teams`), and the league's own server
  /// functions are Roster's (`EligibilityVerdicts.serverFunctions`). Read from the source, as a
  /// word and inside an identifier (`team_id`).
  @Test func theStoreNamesNoDomainWord() throws {
    let words = #/(?i)player|team|division|guardian|contact|staff|birthdate|season/#
    let files = try Self.files(in: "Store")
    #expect(
      files.contains { $0.path == "Store/PostgreSQLDialect+AccessFunctions.swift" }, "the store was read")
    var named: [String] = []
    for file in files {
      for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if let match = Self.uncommented(line).firstMatch(of: words) {
          named.append(
            "\(file.path):\(number + 1) names '\(match.output)': \(line.trimmingPrefix(while: \.isWhitespace))"
          )
        }
      }
    }
    #expect(named.isEmpty, "\(named.joined(separator: "\n"))")
  }

  /// A line without its comment, its string literals kept (a `//` inside a literal, a URL's, is
  /// no comment's): what it says in code and in SQL.
  static func uncommented(_ line: Substring) -> Substring {
    var from = line.startIndex
    while let slashes = line[from...].firstRange(of: "//") {
      let before = line[..<slashes.lowerBound]
      // Outside a literal when the quotes before it (not those escaped, `\"`) pair up.
      let quotes = before.indices.count { before[$0] == "\"" && before[..<$0].last != "\\" }
      if quotes.isMultiple(of: 2) { return before }
      from = slashes.upperBound
    }
    return line
  }

  /// Predicate/ is the language alone: no file there names a type of the model, the store or
  /// the query layer (comments aside).
  @Test func thePredicateLanguageNamesNoModelType() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/RosterKit/Predicate").standardized
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(files.contains("PredicateParser.swift"))
    let forbidden = try Regex(
      #"\b(Model|Entity|Attribute|Relationship|Context|ObjectID|ManagedObject|FetchRequest|Store|SQL|SQLDialect|QueryChecker|QueryCompiler|Query)\b"#
    ).wordBoundaryKind(.simple)  // Unicode's word boundary would join `Store.x` into one word
    for file in files {
      let text = try String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        #expect(code.firstMatch(of: forbidden) == nil, "\(file):\(number + 1): \(line)")
      }
    }
  }
}
