/// The rules on stored values as SQLite checks them: with `GLOB`, `length`, `instr` and `date`,
/// SQLite's own functions, so that another program (the sqlite3 shell) can still write a valid
/// value; only a folded copy's check needs Roster's `roster_fold`, so another program cannot
/// write a name (nor a row with one) at all, while it may change the other columns.
extension SQLiteDialect {
  public func valueCheck(_ rule: ValueRule) -> String? {
    let column = SQL.quoted(rule.column)
    var conditions: [String] = []
    switch rule.form {
    case .number:
      return nil
    case .day(let days):
      let (first, last) = (days.lowerBound, days.upperBound)
      // `date` with a modifier reads a day past the month's end as the next month's, so only a
      // real day comes back as itself (without one, `date` gives back any day up to the 31st).
      conditions = [
        "\(column) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'",
        "date(\(column), '+0 days') IS \(column)",
        "\(column) BETWEEN '\(first)' AND '\(last)'",
      ]
    case .text(let maxLength, let shape):
      let spaces = Self.characterClass(StoredCharacters.spaces)
      conditions = [
        "\(column) <> ''", "\(column) NOT GLOB \(spaces) || '*'", "\(column) NOT GLOB '*' || \(spaces)",
        "\(column) NOT GLOB '*' || \(Self.characterClass(StoredCharacters.refused)) || '*'",
      ]
      if let maxLength { conditions.append("length(\(column)) <= \(maxLength)") }
      switch shape {
      case .digits(let count):
        conditions += ["\(column) NOT GLOB '*[^0-9]*'", "length(\(column)) <= \(count)"]
      case .phone:
        var digits = column
        for separator in [" ", "-", ".", "(", ")", "/", "+"] {
          digits = "replace(\(digits), '\(separator)', '')"
        }
        conditions += [
          "\(column) NOT GLOB '*[^0-9 ().+/-]*'", "\(column) NOT GLOB '?*+*'",
          "length(\(digits)) BETWEEN 7 AND 15",
        ]
      case .email:
        let separators = StoredCharacters.emailSeparators.unicodeScalars.map { $0.value...$0.value }
        conditions += [
          "instr(\(column), '@') BETWEEN 2 AND 65", "\(column) NOT GLOB '*@*@*'",
          "\(column) NOT GLOB '*' || \(Self.characterClass(StoredCharacters.whitespace + separators)) || '*'",
          "\(column) GLOB '*@*.*'",
        ]
        // No empty label, none beginning or ending with a hyphen, a last one of two or more.
        for pattern in ["*@.*", "*@*..*", "*.", "*@-*", "*@*.-*", "*@*-.*", "*-", "*.?"] {
          conditions.append("\(column) NOT GLOB '\(pattern)'")
        }
      case .timeZone:
        conditions.append("\(column) NOT GLOB '*[^A-Za-z0-9_+/-]*'")
      case .lowercaseName:
        conditions += ["\(column) GLOB '[a-z]*'", "\(column) NOT GLOB '*[^a-z0-9]*'"]
      case nil:
        break
      }
    }
    return conditions.joined(separator: " AND ")
  }

  public func foldCheck(_ rule: ValueRule) -> String? {
    guard let fold = rule.foldColumn else { return nil }
    let options = TextFolding.Options.all.rawValue
    return "\(SQL.quoted(fold)) = roster_fold(\(SQL.quoted(rule.column)), \(options))"
  }

  public var valueCheckStatements: [String] { [] }

  public var primaryKeyNeverReused: String { "\"id\" INTEGER PRIMARY KEY AUTOINCREMENT" }

  /// SQLite's AUTOINCREMENT keeps the largest id it gave in `sqlite_sequence`; this raises it to
  /// the largest the journal names too.
  public func nextIDStatements(_ table: String, journal: Bool) -> [String] {
    let name = "'" + table + "'"
    let largest =
      "max(coalesce((SELECT max(\"id\") FROM \(SQL.quoted(table))), 0)"
      + (journal
        ? ", coalesce((SELECT max(\"row\") FROM \"journal_rows\" WHERE \"entity\" = \(name)), 0)" : "")
      + ", coalesce((SELECT \"seq\" FROM sqlite_sequence WHERE \"name\" = \(name)), 0))"
    return [
      "UPDATE sqlite_sequence SET \"seq\" = \(largest) WHERE \"name\" = \(name)",
      "INSERT INTO sqlite_sequence(\"name\", \"seq\") SELECT \(name), \(largest) "
        + "WHERE \(largest) > 0 AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE \"name\" = \(name))",
    ]
  }

  /// `ranges` as a GLOB character class, each bound a code point: `'[' || char(1) || '-' || … || ']'`.
  static func characterClass(_ ranges: [ClosedRange<UInt32>]) -> String {
    var points: [String] = []
    for range in ranges {
      points.append(String(range.lowerBound))
      if range.upperBound != range.lowerBound {
        points.append(String(UInt32(UInt8(ascii: "-"))))
        points.append(String(range.upperBound))
      }
    }
    return "('[' || char(" + points.joined(separator: ", ") + ") || ']')"
  }
}
