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

  @discardableResult
  func importing(_ paths: [String], _ options: Importer.Options = .init()) throws -> ImportReport {
    try Importer(context: league.context, options: options).run(paths)
  }
}
