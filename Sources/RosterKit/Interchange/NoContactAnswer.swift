/// A registration form's answer to "is there anyone who may NOT contact or pick up this player?":
/// the person it names and how they stand to the player, from "Yes - Victor Moreno (father):
/// court order 2025, no contact and no pick-up"; nil for a no ("No", "None", "N/A", empty).
struct NoContactAnswer: Equatable {
  let name: String
  let relationship: String?

  init(name: String, relationship: String?) {
    self.name = name
    self.relationship = relationship
  }

  init?(_ answer: String) {
    var text = Substring(answer.trimmedSpaces)
    let lower = text.lowercased()
    let noes = ["", "no", "n", "none", "n/a", "na", "nobody", "no one", "-"]
    guard !noes.contains(lower.trimmingCharacters(in: ".")) else { return nil }
    // "Yes - …", "Yes: …", "Y, …"
    for yes in ["yes", "y"] where lower.hasPrefix(yes) {
      let rest = text.dropFirst(yes.count)
      guard rest.first.map({ !$0.isLetter }) ?? true else { continue }
      text = rest.drop { $0 == " " || $0 == "-" || $0 == ":" || $0 == "," || $0 == "–" || $0 == "—" }
      break
    }
    // The name runs to the first mark that ends it.
    let ends: Set<Character> = ["(", ":", ",", ";", "–", "—"]
    var name = String(text.prefix { !ends.contains($0) })
    name =
      String(name.split(separator: " - ", maxSplits: 1, omittingEmptySubsequences: false)[0]).trimmedSpaces
    guard !name.isEmpty, name.count <= 100 else { return nil }
    self.name = name
    var relationship: String?
    if let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
      let inside = String(text[text.index(after: open)..<close]).trimmedSpaces.lowercased()
      relationship = inside.isEmpty || inside.count > 50 ? nil : inside
    }
    self.relationship = relationship
  }
}

extension String {
  /// Without the characters of `set` at either end.
  fileprivate func trimmingCharacters(in set: String) -> String {
    let marks = Set(set)
    return String(drop { marks.contains($0) }.reversed().drop { marks.contains($0) }.reversed())
  }
}
