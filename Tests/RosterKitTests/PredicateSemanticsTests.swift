import RosterFixtures
import Testing

@testable import RosterKit

/// NSPredicate's meaning on both engines (the suites run on SQLite and on PostgreSQL): two-valued
/// logic for nil, constants and keys on either side of text operators, SUBQUERY, radix literals,
/// bounded regular expressions, long and deep predicates — and never a database error.
struct PredicateSemanticsTests {
  let league: League
  init() throws { league = try Fixture.league() }

  private func names(_ format: String, entity: Entity = RosterModel.player) throws -> [String] {
    let request = FetchRequest(
      entity: entity, predicate: try Predicate(format: format),
      sortDescriptors: try SortDescriptor.parse("name"))
    return try league.context.fetchValues(request, keyPaths: ["name"]).map { $0[0].description }
  }

  /// Names in the order of a fetch sorted by name (folded, then by scalar).
  private static func sorted(_ names: [String]) -> [String] {
    names.sorted {
      TextFolding.fold($0).unicodeScalars.lexicographicallyPrecedes(TextFolding.fold($1).unicodeScalars)
    }
  }

  private static let all = sorted(Fixture.players.map(\.name))
  private static func all(except names: String...) -> [String] { all.filter { !names.contains($0) } }

  /// Max Muncy has no position; José Abreu and Tom O'Brien no number.
  @Test(arguments: [
    (
      "NOT (position == 'P')", all(except: "Zoë Young", "Zoe Adams", "Clayton Kershaw", "Julio Urías", "大谷翔平")
    ),
    ("number IN {NULL}", ["José Abreu", "Tom O'Brien"]),
    ("number IN {1, nil}", ["Abe Lincoln", "José Abreu", "Tom O'Brien"]),
    ("NOT (number IN {1})", all(except: "Abe Lincoln")),
    ("NOT (position IN {'P', 'C', 'CF', 'SS', '1B', 'RF'})", ["Max Muncy"]),
    (
      "NOT (number > 10)",
      sorted(["Abe Lincoln", "José Abreu", "Julio Urías", "Tom O'Brien", "ábel Díaz", "坂本勇人"])
    ),
    ("NOT NOT (number > 49)", ["Mookie Betts"]),
    ("NOT (position == 'P' AND number > 15)", all(except: "Clayton Kershaw", "大谷翔平")),
    ("position == position", all),
    ("position != position", []),
    ("position == team.abbreviation", []),
    ("NOT (position != position)", all),
  ])
  func nilIsTwoValued(format: String, expected: [String]) throws {
    #expect(try names(format) == expected)
  }

  @Test(arguments: [
    ("\"BBB\" IN \"AABBBAA\"", all),
    ("\"AABBBAA\" CONTAINS \"BBB\"", all),
    ("\"AABBBAA\" CONTAINS[c] \"bbb\"", all),
    ("\"abc\" BEGINSWITH \"b\"", []),
    ("\"abc\" LIKE \"a*c\" AND 'x' MATCHES '[a-z]' AND 3 < 5 AND 2.5 BETWEEN {2, 3}", all),
    ("'a' IN {'b', nil}", []),
    ("nil == nil AND 'a' != nil", all),
    ("name CONTAINS nil OR name BEGINSWITH NULL OR name ENDSWITH[cd] nil OR name LIKE nil", []),
    ("name MATCHES nil", []),
    ("name IN 'Max Muncy and Mookie Betts'", ["Max Muncy", "Mookie Betts"]),
    ("'Muncy' IN name", ["Max Muncy"]),
    ("name CONTAINS position", []),
    ("name CONTAINS[c] position", ["Abe Lincoln"]),
    ("team.city BEGINSWITH[c] team.name", []),
    ("team.name BEGINSWITH team.city", all(except: "大谷翔平", "坂本勇人", "Tom O'Brien")),
    (
      "team.name ENDSWITH[cd] 'GIANTS' AND team.city ENDSWITH[d] 'kyo'",
      sorted(["大谷翔平", "坂本勇人", "Tom O'Brien"])
    ),
    ("team.name ENDSWITH[c] 'sox' AND name ENDSWITH position", []),
    ("position LIKE[c] 'c*'", sorted(["Abe Lincoln", "Cody Bellinger", "Tom O'Brien", "ábel Díaz"])),
    ("'CF' LIKE position", sorted(["Cody Bellinger", "ábel Díaz"])),
    ("'Cody Bellinger' LIKE[c] 'c*'", all),
  ])
  func constantsAndKeysOnEitherSide(format: String, expected: [String]) throws {
    #expect(try names(format) == expected)
  }

  /// A LIKE pattern from a column is read as a constant one is: `*`, `?` and backslash escapes.
  @Test func likePatternsFromAColumn() throws {
    let context = league.context
    let team = try #require(try context.fetch(FetchRequest(entity: RosterModel.team), as: Team.self).first)
    for (index, pattern) in [#"M*"#, #"M?x*"#, #"50%"#, #"a\*b"#, #"_x"#, #"tail\"#].enumerated() {
      let player = context.insert(Player.self)
      player.name = "pattern \(index)"
      player.age = 40
      player.position = pattern
      player.team = team
    }
    try context.save()
    #expect(try names("'Max Muncy' LIKE position") == ["pattern 0", "pattern 1"])
    #expect(try names("'50%' LIKE position") == ["pattern 2"])
    #expect(try names("'a*b' LIKE position AND NOT ('axb' LIKE position)") == ["pattern 3"])
    #expect(try names("'_x' LIKE position AND NOT ('yx' LIKE position)") == ["pattern 4"])
    #expect(try names(#"'tail\\' LIKE position"#) == ["pattern 5"])
  }

  @Test func subqueries() throws {
    #expect(
      try names(
        "SUBQUERY(players, $p, $p.age < 25 AND $p.position == 'P').@count >= 2", entity: RosterModel.team)
        == ["Boston Red Sox"])
    #expect(
      try names("SUBQUERY(players, $p, age > 32).@count == 0", entity: RosterModel.team)
        == ["Los Angeles Dodgers", "Yomiuri Giants"])
    #expect(
      try names("SUBQUERY(players, $p, $p.team.city == 'Tōkyō').@avg.age > 28", entity: RosterModel.team)
        == ["Yomiuri Giants"])
    #expect(
      try names(
        "SUBQUERY(players, $p, SUBQUERY($p.team.players, $q, $q.number == nil).@count > 0).@count == 3",
        entity: RosterModel.team) == ["Yomiuri Giants"])
  }

  @Test(arguments: [
    ("age == 0x1B", ["Mookie Betts"]),
    ("age == 0o33 OR age == 0b11110", ["Abe Lincoln", "Mookie Betts"]),
    ("age > -0x1 AND age < 0X16", ["Zoe Adams", "Zoë Young"]),
    // The smallest whole number is still one.
    ("age < -0x8000000000000000 OR age > 0x7FFFFFFFFFFFFFFF", []),
  ])
  func radixLiterals(format: String, expected: [String]) throws {
    #expect(try names(format) == expected)
  }

  /// Reals against integer columns (PostgreSQL reads a bare parameter as the column's type).
  @Test func realsMeetIntegers() throws {
    #expect(try names("age < 21.5") == ["Zoe Adams", "Zoë Young"])
    #expect(try names("age BETWEEN {32.5, 1e308}") == ["José Abreu"])
    #expect(try names("number IN {12.0, 7.5}") == ["Zoë Young"])
    #expect(try names("players.@avg.age > 28.3", entity: RosterModel.team) == ["Yomiuri Giants"])
  }

  /// SQLite's regex and PostgreSQL's return the same rows, and a catastrophic pattern fails
  /// with a sentence naming it, quickly, on every engine.
  @Test func regularExpressionsAreBoundedAndAlike() throws {
    #expect(try names("name MATCHES '(a|a)+b|a+!'") == [])
    #expect(try names("name MATCHES '(M|M)+ookie.*|a+!'") == ["Mookie Betts"])
    #expect(
      try names("name MATCHES[c] '[[:alpha:]]+ [[:alpha:]]+' AND name MATCHES '\\\\w+.*'").contains(
        "José Abreu"))
    #expect(try names("name MATCHES '.*(.)\\\\1.*'") == ["Cody Bellinger", "Mookie Betts"])
    // A name long enough for `(.*.*)*x` to backtrack for minutes.
    let player = league.context.insert(Player.self)
    player.name = "Mookie Betts Mookie Betts Mookie Betts x Mookie"
    player.age = 40
    player.team = try league.context.fetch(FetchRequest(entity: RosterModel.team), as: Team.self).first
    try league.context.save()
    let clock = ContinuousClock()
    let start = clock.now
    if Backend.isPostgreSQL {
      // PostgreSQL's engine matches it in linear time: no match, no error.
      #expect(try names("name MATCHES '(.*.*)*x'") == [])
    } else {
      #expect {
        try names("name MATCHES '(.*.*)*x'")
      } throws: { error in
        guard let error = error as? PredicateError else { return false }
        #expect(
          error.message
            == "the regular expression '(.*.*)*x' is too costly to match against 'name' (it gave up on "
            + "'Mookie Betts Mookie Betts Mookie Betts x Mookie'); simplify it, for example with fewer nested "
            + "or successive repetitions such as (a*)* or .*.*")
        #expect(error.column == 14)
        return true
      }
    }
    #expect(clock.now - start < .seconds(5))
  }

  /// (pattern, message start, column): what PostgreSQL lacks or reads differently is refused.
  @Test(arguments: [
    ("\\\\p{L}+", "the regular expression '\\p{L}+' cannot be used: Unicode properties", 14),
    ("a*+", "the regular expression 'a*+' cannot be used: possessive", 16),
    ("(?>a)", "the regular expression '(?>a)' cannot be used: atomic", 15),
    ("(?<n>a)", "the regular expression '(?<n>a)' cannot be used: named groups", 15),
    ("(?i)a", "the regular expression '(?i)a' cannot be used: inline options", 15),
    ("a\\\\Kb", "the regular expression 'a\\Kb' cannot be used: '\\K'", 14),
    ("\\\\bx", "the regular expression '\\bx' cannot be used: \\b is a word boundary", 14),
    ("a{256}", "the regular expression 'a{256}' cannot be used: a count in { } can be at most 255", 16),
    ("(?R)", "the regular expression '(?R)' cannot be used:", 15),
    ("[\\\\D]", "the regular expression '[\\D]' cannot be used: \\D cannot stand inside", 14),
    ("(?=(a))a", "the regular expression '(?=(a))a' cannot be used: groups inside (?=…) do not capture", 18),
    ("x{3", "the regular expression 'x{3' cannot be used: '{' begins a count", 16),
    ("(a", "'(a' is not a valid regular expression: missing closing parenthesis", 17),
  ])
  func unportablePatternsAreRefused(pattern: String, message: String, column: Int) {
    #expect {
      try names("name MATCHES '\(pattern)'")
    } throws: { error in
      guard let error = error as? PredicateError else { return false }
      #expect(error.message.hasPrefix(message), "\(error.message)")
      #expect(error.column == column)
      return true
    }
  }

  /// 999 ANDed comparisons failed with "Expression tree is too large"; 20,000 run too.
  @Test func longFlatPredicatesRun() throws {
    let ands = (0..<999).map { "age > -\($0 + 1)" }.joined(separator: " AND ") + " AND age > 32"
    #expect(try names(ands) == ["José Abreu"])
    let ors = (0..<20_000).map { "number == \($0 + 100)" }.joined(separator: " OR ") + " OR number == 50"
    #expect(try names(ors) == ["Mookie Betts"])
    let notChain = (0..<999).map { "NOT (age == \($0 + 40))" }.joined(separator: " AND ") + " AND age == 33"
    #expect(try names(notChain) == ["José Abreu"])
  }

  /// Past what one query can bind, a sentence; never SQLite's "too many SQL variables".
  @Test func tooManyValuesIsASentence() throws {
    let ors = (0..<40_000).map { "age == \($0)" }.joined(separator: " OR ")
    #expect {
      try names(ors)
    } throws: { error in
      (error as? PredicateError)?.message.hasPrefix("the predicate holds 40000 values, more than the 30000")
        == true
    }
  }

  /// Key paths long enough to nest more subqueries than SQLite's parser takes are refused.
  @Test func deepKeyPathsAreRefusedNotFailed() throws {
    let path = String(repeating: "players.team.", count: 12) + "players.age > 1"
    #expect(throws: PredicateError.self) { try names(path, entity: RosterModel.team) }
    #expect(throws: PredicateError.self) {
      try names(
        "ANY " + String(repeating: "players.team.", count: 12) + "players.age > 1", entity: RosterModel.team)
    }
    #expect(
      try names("ANY players.team.players.team.players.age > 32", entity: RosterModel.team) == [
        "Boston Red Sox"
      ])
  }

  @Test(arguments: [
    ("$x.age > 1", "unknown variable $x; variables are named by SUBQUERY(collection, $x, predicate)", 1),
    ("SUBQUERY(players, $p, $q.age > 1).@count > 0", "unknown variable $q; use $p", 23),
    (
      "SUBQUERY(players, $p, age > 1) > 0",
      "SUBQUERY(…) is a list of Players; follow it with .@count, or .@avg.KEY and the like", 1
    ),
    (
      "SUBQUERY(name, $p, age > 1).@count > 0", "SUBQUERY needs a to-many key such as 'players', not 'name'",
      10
    ),
    ("age == 0x", "'0x' is not a hexadecimal number", 8),
    ("age == 0b102", "'0b102' is not a binary number", 8),
    ("age == 0o19", "'0o19' is not an octal number", 8),
    // Digits of the radix, too many of them: out of range, not malformed.
    ("age == 0x8000000000000000", "the number 0x8000000000000000 \(PredicateSemanticsTests.outOfRange)", 8),
    (
      "age > 0o7777777777777777777777",
      "the number 0o7777777777777777777777 \(PredicateSemanticsTests.outOfRange)", 7
    ),
    (
      "age > -0b" + String(repeating: "1", count: 65),
      "the number -0b\(String(repeating: "1", count: 36))… \(PredicateSemanticsTests.outOfRange)", 7
    ),
    ("age < 1e999", "the number 1e999 \(PredicateSemanticsTests.outOfRange)", 7),
    (
      "name MATCHES position", "MATCHES needs its regular expression written out, such as \"J.*\", not a key",
      14
    ),
    ("team < team", "a Team can only be compared with ==, != or IN, not <", 6),
  ])
  func errors(format: String, message: String, column: Int) {
    let entity = format.hasPrefix("SUBQUERY") ? RosterModel.team : RosterModel.player
    #expect {
      try names(format, entity: entity)
    } throws: { error in
      guard let error = error as? PredicateError else { return false }
      #expect(error.message == message)
      #expect(error.column == column)
      return true
    }
  }

  static let outOfRange =
    "is out of range: whole numbers go from -9223372036854775808 to 9223372036854775807, and others up to about 1.8e308"

  @Test func emptyAndUnsavedArgumentsAreErrors() throws {
    #expect(throws: PredicateError.self) { try Predicate(format: "%K == 1", [.keyPath("")]) }
    #expect(throws: PredicateError.self) { try Predicate(format: "%K == 1", [.keyPath("team..name")]) }
    let team = league.context.insert(Team.self)
    #expect(throws: PredicateError.self) {
      try league.context.fetch(
        FetchRequest(
          entity: RosterModel.player,
          predicate: try Predicate(format: "team == %@", [.value(.object(team.objectID))])))
    }
  }
}
