import RosterKit

/// The words of entities the schema no longer has, and what they are now: a command that names
/// one (`contacts`, `add contact`, `rm contact …`) says so instead of "unknown command".
enum RetiredNoun {
  /// By the noun and its plural, lowercased.
  static let sentences: [String: String] = [
    "contact": contactsAreGuardians, "contacts": contactsAreGuardians,
  ]

  /// What a command that names `word` (as its first or second word) is told, if it is retired.
  static func sentence(first: String, second: String?) -> String? {
    sentences[first] ?? second.flatMap { sentences[$0] }
  }

  static let contactsAreGuardians =
    "contacts are guardians since schema \(RosterModel.familiesSince): use 'guardians' (one record per adult, "
    + "shared by their children) and 'guardianships' (how each stands to a player: relationship=mother …)"
}
