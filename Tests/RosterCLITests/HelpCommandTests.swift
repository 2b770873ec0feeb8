import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `help` and its topics: the predicate language and the keys, wrapped at the width given.
struct HelpCommandTests {
  @Test func helpHasThePredicateLanguageAndTheKeys() throws {
    let predicates = try HelpCommand.text(topic: ["predicates"], width: 60)
    #expect(
      predicates.contains("BEGINSWITH") && predicates.contains("[cd]") && predicates.contains("SUBQUERY"))
    #expect(
      predicates.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 || !$0.contains(" ") })
    let keys = try HelpCommand.text(topic: ["keys"])
    #expect(keys.contains("  players\n") && keys.contains("birthdate (date)") && keys.contains("team.name"))
    // The overview wraps at the width it is given, hanging under the summaries.
    let overview = try HelpCommand.text(topic: [], width: 50)
    #expect(
      overview.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 50 || !$0.contains(" ") })
    #expect(overview.contains("\n  players "))
  }
}
