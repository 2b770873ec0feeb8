/// Statistics of a group of ages, from a histogram (ages are whole numbers 0–120, so a histogram
/// holds any number of players in constant space).
public struct AgeStatistics: Equatable, Sendable {
  /// Players of each age, ascending.
  public let histogram: [(age: Int, count: Int)]

  public static func == (lhs: AgeStatistics, rhs: AgeStatistics) -> Bool {
    lhs.histogram.map(\.age) == rhs.histogram.map(\.age)
      && lhs.histogram.map(\.count) == rhs.histogram.map(\.count)
  }

  /// From counts by age; an age given more than once (teams' histograms put together) is
  /// counted once, with the counts added.
  public init(histogram: [(age: Int, count: Int)]) {
    var counts: [Int: Int] = [:]
    for bucket in histogram { counts[bucket.age, default: 0] += bucket.count }
    self.histogram = counts.filter { $0.value > 0 }.map { (age: $0.key, count: $0.value) }.sorted {
      $0.age < $1.age
    }
  }

  public init(ages: [Int]) {
    self.init(histogram: ages.map { ($0, 1) })
  }

  public var count: Int { histogram.reduce(0) { $0 + $1.count } }
  public var minimum: Int? { histogram.first?.age }
  public var maximum: Int? { histogram.last?.age }

  public var mean: Double? {
    guard count > 0 else { return nil }
    return Double(histogram.reduce(0) { $0 + $1.age * $1.count }) / Double(count)
  }

  /// The middle age; for an even count, the mean of the two middle ones.
  public var median: Double? {
    guard count > 0 else { return nil }
    let lower = age(at: (count - 1) / 2)
    let upper = age(at: count / 2)
    return Double(lower + upper) / 2
  }

  /// The age of the player at `index` (0-based) in age order.
  private func age(at index: Int) -> Int {
    var seen = 0
    for bucket in histogram {
      seen += bucket.count
      if index < seen { return bucket.age }
    }
    return histogram.last?.age ?? 0
  }

  /// Every age from the youngest to the oldest, with zero counts filled in, for a chart.
  public var bars: [(age: Int, count: Int)] {
    guard let minimum, let maximum else { return [] }
    let counts = Dictionary(uniqueKeysWithValues: histogram.map { ($0.age, $0.count) })
    return (minimum...maximum).map { ($0, counts[$0] ?? 0) }
  }
}
