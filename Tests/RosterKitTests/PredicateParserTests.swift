import Testing

@testable import RosterKit

/// The parser alone: every operator, modifier and keyword form, and where errors point.
struct PredicateParserTests {
  private func comparison(_ format: String) throws -> Predicate.Comparison {
    guard case .comparison(let comparison) = try Predicate(format: format).node else {
      Issue.record("not a comparison: \(format)")
      throw PredicateError("", at: .none)
    }
    return comparison
  }

  @Test(arguments: [
    ("age == 30", Predicate.Operator.equal), ("age = 30", .equal), ("age != 30", .notEqual),
    ("age <> 30", .notEqual),
    ("age < 30", .less), ("age <= 30", .lessOrEqual), ("age =< 30", .lessOrEqual), ("age > 30", .greater),
    ("age >= 30", .greaterOrEqual), ("age => 30", .greaterOrEqual), ("age BETWEEN {20, 30}", .between),
    ("age IN {20, 30}", .in), ("name BEGINSWITH 'a'", .beginsWith), ("name ENDSWITH 'a'", .endsWith),
    ("name CONTAINS 'a'", .contains), ("name LIKE 'a*'", .like), ("name MATCHES 'a.*'", .matches),
    ("name contains 'a'", .contains), ("name BeginsWith 'a'", .beginsWith), ("age between {1, 2}", .between),
  ])
  func operators(format: String, expected: Predicate.Operator) throws {
    #expect(try comparison(format).op == expected)
  }

  @Test(arguments: [
    ("name ==[c] 'a'", TextFolding.Options.caseInsensitive), ("name CONTAINS[d] 'a'", .diacriticInsensitive),
    ("name CONTAINS[cd] 'a'", .all), ("name LIKE[dc] 'a'", .all), ("name BEGINSWITH[CD] 'a'", .all),
    ("name == 'a'", TextFolding.Options()),
  ])
  func modifiers(format: String, expected: TextFolding.Options) throws {
    #expect(try comparison(format).options == expected)
  }

  @Test func values() throws {
    #expect(
      try comparison(#"name == "say \"hi\"\n""#).right
        == .value(.text("say \"hi\"\n"), SourceLocation(source: #"name == "say \"hi\"\n""#, range: 8..<22)))
    let values: [(String, Predicate.Value)] = [
      ("age == 30", .integer(30)), ("age == -5", .integer(-5)), ("age == 2.5", .real(2.5)),
      ("age == 1e2", .real(100)),
      ("name == 'it\\'s'", .text("it's")), ("name == nil", .null), ("name == NULL", .null),
      ("name == \"\\u00e9\"", .text("é")),
    ]
    for (format, expected) in values {
      guard case .value(let value, _) = try comparison(format).right else {
        Issue.record("no value in \(format)")
        continue
      }
      #expect(value == expected, "\(format)")
    }
  }

  @Test func logicBindsNotThenAndThenOr() throws {
    let predicate = try Predicate(format: "a == 1 OR b == 2 AND NOT c == 3")
    guard case .or(let terms) = predicate.node, terms.count == 2, case .and(let conjunction) = terms[1],
      case .not = conjunction[1]
    else {
      Issue.record("wrong tree: \(predicate.node)")
      return
    }
  }

  @Test func symbolsAndParentheses() throws {
    let predicate = try Predicate(format: "(a == 1 || b == 2) && !(c == 3)")
    guard case .and(let terms) = predicate.node, case .or = terms[0], case .not = terms[1] else {
      Issue.record("wrong tree: \(predicate.node)")
      return
    }
  }

  @Test func longChainsStayFlat() throws {
    let format = Array(repeating: "age > 1", count: 5_000).joined(separator: " AND ")
    guard case .and(let terms) = try Predicate(format: format).node else {
      Issue.record("not an AND")
      return
    }
    #expect(terms.count == 5_000)
  }

  @Test func constantsAndQuantifiers() throws {
    #expect(try Predicate(format: "TRUEPREDICATE").node == .constant(true))
    #expect(try Predicate(format: "false").node == .constant(false))
    #expect(try comparison("ANY players.age < 20").quantifier == .any)
    #expect(try comparison("SOME players.age < 20").quantifier == .any)
    #expect(try comparison("all players.age < 20").quantifier == .all)
    #expect(try comparison("NONE players.age < 20").quantifier == .no)
  }

  @Test func keyPaths() throws {
    guard case .keyPath(let path) = try comparison("players.@avg.age > 25").left else {
      Issue.record("no key path")
      return
    }
    #expect(path.components.map(\.name) == ["players", "@avg", "age"])
    guard case .keyPath(let escaped) = try comparison("#in == 1").left else {
      Issue.record("no key path")
      return
    }
    #expect(escaped.text == "in")
  }

  @Test func formatArguments() throws {
    let predicate = try Predicate(
      format: "%K == %@ AND age IN %@", [.keyPath("name"), .value("x"), .list([1, 2])])
    guard case .and(let terms) = predicate.node, case .comparison(let first) = terms[0],
      case .comparison(let second) = terms[1]
    else {
      Issue.record("wrong tree")
      return
    }
    #expect(
      first.left
        == .keyPath(
          Predicate.KeyPath(components: [
            .init(name: "name", location: SourceLocation(source: "%K == %@ AND age IN %@", range: 0..<2))
          ])))
    guard case .list(let values, _) = second.right else {
      Issue.record("no list")
      return
    }
    #expect(values == [1, 2])
  }

  /// (input, message, 1-based column of the caret)
  @Test(arguments: [
    ("", "the predicate is empty; write a condition such as age < 30", 1),
    ("age <", "expected a value after '<', found the end of the predicate", 6),
    ("age 30", "expected an operator such as ==, <, CONTAINS or IN after 'age', found the number 30", 5),
    ("name == \"jose", "unterminated string: the \" at column 9 is never closed", 9),
    ("(age > 3", "missing ')' to close the '(' at column 1", 1),
    ("age > 3)", "expected AND, OR or the end of the predicate, found ')'", 8),
    ("age > 3 and", "expected a key such as 'age', a value or '(', found the end of the predicate", 12),
    ("name CONTAINS[x] 'a'", "unknown option 'x'; use [c], [d] or [cd]", 15),
    ("age > 3 $ 4", "unexpected character '$'", 9),
    ("players.@cnt > 3", "unknown aggregate '@cnt'; use @count, @avg, @sum, @min or @max", 9),
    ("age IN {1, 2", "missing '}' to close the '{' at column 8", 8),
    ("age IN {1 2}", "expected ',' or '}' in the list, found the number 2", 11),
    ("age == 12abc", "'12a' is not a number", 8),
    ("name == %@", "no argument for %@", 9),
    (#"name == "a\0b""#, "a string cannot hold a NUL character: no name or other text ever contains one", 11),
    (
      #"name == "a\u0000""#, "a string cannot hold a NUL character: no name or other text ever contains one",
      11
    ),
    ("name ==[cd]", "expected a value after '==', found the end of the predicate", 12),
    ("AND age > 3", "expected a key such as 'age', a value or '(', found AND", 1),
    ("age > 3 OR OR", "expected a key such as 'age', a value or '(', found OR", 12),
  ])
  func errors(input: String, message: String, column: Int) {
    #expect {
      try Predicate(format: input)
    } throws: { error in
      guard let error = error as? PredicateError else { return false }
      #expect(error.message == message)
      #expect(error.column == column)
      return error.message == message && error.column == column
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let format = String(repeating: "(", count: 10_000) + "age > 1" + String(repeating: ")", count: 10_000)
    #expect(throws: PredicateError.self) { try Predicate(format: format) }
    let nots = String(repeating: "NOT ", count: 10_000) + "age > 1"
    #expect(throws: PredicateError.self) { try Predicate(format: nots) }
    let lists = "age IN " + String(repeating: "{", count: 10_000)
    #expect(throws: PredicateError.self) { try Predicate(format: lists) }
  }

  @Test func caretRendering() {
    let error = PredicateError(
      "unknown key 'agee' on Player; did you mean 'age'?",
      at: SourceLocation(source: "name contains \"jose\" and agee < 30", range: 25..<29))
    #expect(
      error.rendered() == """
        unknown key 'agee' on Player; did you mean 'age'?
          name contains "jose" and agee < 30
                                   ^~~~
        """)
  }

  /// Ten thousand parentheses do not become a 20,000-column error: the line shows the stretch
  /// around the caret, cut with "…", and the caret still points at the right character.
  @Test func longSourceShowsAWindowAroundTheCaret() throws {
    let source = String(repeating: "(", count: 10_000) + "agee > 3" + String(repeating: ")", count: 10_000)
    let error = PredicateError(
      "unknown key 'agee'", at: SourceLocation(source: source, range: 10_000..<10_004))
    let lines = error.rendered().split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[1].count < 100 && lines[1].hasPrefix("  …(") && lines[1].hasSuffix(")…"))
    let caret = try #require(lines[2].firstIndex(of: "^"))
    let column = lines[2].distance(from: lines[2].startIndex, to: caret)
    #expect(lines[1].dropFirst(column).hasPrefix("agee > 3"))
    #expect(lines[2].hasSuffix("^~~~"))
  }
}
