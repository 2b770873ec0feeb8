import Foundation

@testable import RosterKit

/// A suite that imports files it writes into a league of its own.
protocol ImportingTests {
  var folder: String { get }
  var league: League { get }
}

extension ImportingTests {
  /// Writes `text` to the file `name` in the suite's folder; its path.
  func file(_ name: String, _ text: String) throws -> String {
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The problems an import's failure lists, each as it reads ("FILE:LINE: column: …"), or the
  /// error's sentence; none when it succeeds.
  func problems(_ body: () throws -> Void) -> [String] {
    do {
      try body()
      return []
    } catch let failure as ImportFailure {
      return failure.problems.map(\.description)
    } catch {
      return ["\(error)"]
    }
  }

  @discardableResult
  func importing(_ paths: [String], _ options: Importer.Options = .init()) throws -> ImportReport {
    try Importer(context: league.context, options: options).run(paths)
  }
}
