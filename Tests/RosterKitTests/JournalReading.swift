import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// What the journal's suites read back: the league's journal entries (newest first, with every
/// row), and the author the engine records for a stamp.
protocol JournalReading {
  var context: Context { get }
  var store: any Store { get }
}

extension JournalReading {
  func reader() -> JournalReader { JournalReader(store: store, model: context.model) }

  func entries(_ configure: (inout JournalReader.Filter) -> Void = { _ in }) throws -> [JournalEntry] {
    var filter = JournalReader.Filter()
    filter.rowsPerEntry = .max
    configure(&filter)
    return try reader().entries(filter)
  }

  func newest() throws -> JournalEntry { try #require(try entries { $0.limit = 1 }.first) }

  /// What the engine records as the author: the stamp's on SQLite, the server's user on PostgreSQL.
  func author(_ stamped: String) throws -> String {
    Backend.isPostgreSQL ? try store.scalar("SELECT session_user").description : stamped
  }
}
