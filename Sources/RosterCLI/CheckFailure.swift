import RosterKit

/// `check` found problems: each on a line under one sentence.
struct CheckFailure: PersonFacingError {
  let problems: [String]
  var description: String {
    "the league has \(problems.count == 1 ? "a problem" : "\(NumberText.grouped(problems.count)) problems"); restore a backup or ask for help:\n"
      + problems.map { "  " + $0 }.joined(separator: "\n")
  }
}
