/// A jersey number as a scorekeeper reads it: `7`, `07` and `007` are all seven, so two of them
/// on one team clash (an eligibility problem, `EligibilityProblem.number`); but a number of zeros
/// reads as it is written — `0` and `00` are two numbers baseball and softball players wear side
/// by side, and `000` a third.
public enum JerseyNumber {
  /// The number read: its digits without leading zeros, or all of them when they are all zeros.
  public static func read(_ number: String) -> String {
    let trimmed = number.drop { $0 == "0" }
    return trimmed.isEmpty ? number : String(trimmed)
  }

  /// Whether `number` reads like another number could: it has leading zeros before a digit
  /// that is not one (`07`; not `7`, `0` or `00`).
  static func isPadded(_ number: String) -> Bool { read(number) != number }

  /// Every way of writing the number read as `read` in at most `digits` digits (`7`, `07`, `007`).
  static func spellings(of read: String, digits: Int) -> [String] {
    guard read.first != "0" else { return [read] }
    return (0...max(0, digits - read.count)).map { String(repeating: "0", count: $0) + read }
  }
}
