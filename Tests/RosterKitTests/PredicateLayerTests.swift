import Foundation
import Testing

/// The predicate language stands alone: the model depends on it, never the other way round.
struct PredicateLayerTests {
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
      #"\b(Model|Entity|Attribute|Relationship|Context|FetchRequest|Store|SQL|SQLDialect|QueryChecker|QueryCompiler|Query)\b"#
    )
    for file in files {
      let text = try String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        #expect(code.firstMatch(of: forbidden) == nil, "\(file):\(number + 1): \(line)")
      }
    }
  }
}
