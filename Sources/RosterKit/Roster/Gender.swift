/// A player's gender as the league keeps it: one word for each of the values registration
/// platforms write in their own ways (`Male`, `M`, `Boy`; `Female`, `F`, `Girl`), so that two
/// exports of the same child agree and formation counts one group, not three. A value that is
/// none of these (a family's own word) is kept as written.
enum Gender {
  static let female = "female"
  static let male = "male"
  static let nonBinary = "non-binary"

  /// Each spelling, lowercased, to its word.
  static let spellings: [String: String] = {
    let words: [String: [String]] = [
      female: ["f", "female", "girl", "girls", "woman", "women"],
      male: ["m", "male", "boy", "boys", "man", "men"],
      nonBinary: ["x", "non-binary", "nonbinary", "non binary", "nb"],
    ]
    return Dictionary(uniqueKeysWithValues: words.flatMap { word, spellings in spellings.map { ($0, word) } })
  }()
}
