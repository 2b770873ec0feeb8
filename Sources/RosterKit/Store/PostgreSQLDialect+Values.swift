/// The rules on stored values as PostgreSQL checks them: regular expressions, `char_length`, a
/// day's arithmetic that never fails (a check that raised an error would be worded as one, not
/// as the rule it is), and the functions `roster_fold` and `roster_is_time_zone`.
extension PostgreSQLDialect {
  public func valueCheck(_ rule: ValueRule) -> String? {
    let column = SQL.quoted(rule.column)
    var conditions: [String] = []
    switch rule.form {
    case .number:
      return nil
    case .day(let days):
      let (first, last) = (days.lowerBound, days.upperBound)
      let year = "CAST(substr(\(column), 1, 4) AS integer)"
      let leap = "\(year) % 4 = 0 AND (\(year) % 100 <> 0 OR \(year) % 400 = 0)"
      // The form first, in a CASE, which alone decides what is evaluated after it (no value:
      // null, as any check of one is).
      return "CASE WHEN \(column) !~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' THEN false ELSE "
        + "\(column) COLLATE \"C\" BETWEEN '\(first)' AND '\(last)' AND CAST(substr(\(column), 9, 2) AS integer) <= "
        + "CASE WHEN substr(\(column), 6, 2) IN ('04', '06', '09', '11') THEN 30 "
        + "WHEN substr(\(column), 6, 2) = '02' THEN CASE WHEN \(leap) THEN 29 ELSE 28 END ELSE 31 END END"
    case .text(let maxLength, let shape):
      // Not empty, no space at either end, no refused character anywhere: one expression.
      let (spaces, refused) = (Self.members(StoredCharacters.spaces), Self.members(StoredCharacters.refused))
      conditions = ["\(column) ~ '^[^\(spaces)\(refused)]([^\(refused)]*[^\(spaces)\(refused)])?$'"]
      if let maxLength { conditions.append("char_length(\(column)) <= \(maxLength)") }
      switch shape {
      case .digits(let count):
        conditions.append("\(column) ~ '^[0-9]{1,\(count)}$'")
      case .phone:
        conditions += [
          "\(column) ~ '^\\+?[0-9 ().\\/-]*$'",
          "char_length(regexp_replace(\(column), '[^0-9]', '', 'g')) BETWEEN 7 AND 15",
        ]
      case .email:
        let separators = StoredCharacters.emailSeparators.unicodeScalars.map { $0.value...$0.value }
        conditions += [
          "strpos(\(column), '@') BETWEEN 2 AND 65", "\(column) !~ '@.*@'",
          "\(column) !~ '\(Self.characterClass(StoredCharacters.whitespace + separators))'",
          "\(column) ~ '@.*\\.'",
        ]
        // No empty label, none beginning or ending with a hyphen, a last one of two or more.
        for pattern in ["@\\.", "@.*\\.\\.", "\\.$", "@-", "@.*\\.-", "@.*-\\.", "-$", "\\.[^.]$"] {
          conditions.append("\(column) !~ '\(pattern)'")
        }
      case .timeZone:
        conditions += ["\(column) ~ '^[A-Za-z0-9_+/-]+$'", "\"roster_is_time_zone\"(\(column))"]
      case .lowercaseName:
        conditions.append("\(column) ~ '^[a-z][a-z0-9]*$'")
      case nil:
        break
      }
    }
    return conditions.joined(separator: " AND ")
  }

  public func foldCheck(_ rule: ValueRule) -> String? {
    guard let fold = rule.foldColumn else { return nil }
    return "\(SQL.quoted(fold)) = \"roster_fold\"(\(SQL.quoted(rule.column)))"
  }

  /// `roster_is_time_zone`, and `roster_fold`: `TextFolding.fold` in PL/pgSQL, ASCII by
  /// `translate` and other text scalar by scalar from its table (`TextFolding.scalarFoldings`),
  /// composed again (NFC) where a combining mark stays, as Swift's is.
  public var valueCheckStatements: [String] {
    [
      #"""
      CREATE FUNCTION "roster_is_time_zone"("zone" text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE STRICT AS $$
      BEGIN
        PERFORM timestamptz '2000-01-01 00:00:00+00' AT TIME ZONE "zone";
        RETURN true;
      EXCEPTION WHEN OTHERS THEN
        RETURN false;
      END $$
      """#,
      Self.foldFunction,
    ]
  }

  /// `roster_fold`'s definition, made once from Swift's folding.
  static let foldFunction: String = {
    var map: [String] = []
    for (scalar, folded) in TextFolding.scalarFoldings {
      map.append(JSONText.string(String(scalar)) + ":" + JSONText.string(folded))
    }
    let json = "{" + map.joined(separator: ",") + "}"
    let combining = characterClass(TextFolding.combiningScalars)
    return """
      CREATE FUNCTION "roster_fold"("text" text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE folded text;
      BEGIN
        IF "text" !~ '[^\\x01-\\x7f]' THEN
          RETURN translate("text", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
        END IF;
        SELECT string_agg(coalesce(m ->> c, c), '' ORDER BY i) INTO folded
          FROM regexp_split_to_table("text", '') WITH ORDINALITY AS s(c, i), (SELECT \(literal(json))::jsonb AS m) AS k;
        IF folded ~ '\(combining)' THEN
          RETURN normalize(folded, NFC);
        END IF;
        RETURN coalesce(folded, '');
      END $$
      """
  }()

  /// Text as a string literal: quotes doubled.
  private static func literal(_ text: String) -> String {
    "'" + text.replacingLiterally("'", with: "''") + "'"
  }

  public var primaryKeyNeverReused: String { primaryKey }

  /// The identity's sequence raised to the largest id of the table and of the journal's rows
  /// for it, when that is past what it would give next.
  public func nextIDStatements(_ table: String, journal: Bool) -> [String] {
    let sequence = "pg_get_serial_sequence('\(SQL.quoted(table))', 'id')"
    let journalRows =
      journal ? ", (SELECT max(\"row\") FROM \"journal_rows\" WHERE \"entity\" = '\(table)')" : ""
    return [
      "SELECT setval(\(sequence), \"largest\") FROM (SELECT greatest(max(\"id\")\(journalRows)) AS \"largest\" "
        + "FROM \(SQL.quoted(table))) AS \"ids\" "
        + "WHERE \"largest\" > coalesce(pg_sequence_last_value(\(sequence)::regclass), 0)"
    ]
  }

  /// `ranges` as a bracket expression of a regular expression: `[\u0001-\u001f…]`.
  static func characterClass(_ ranges: [ClosedRange<UInt32>]) -> String { "[" + members(ranges) + "]" }

  /// `ranges` as the inside of a bracket expression: `\u0001-\u001f…`.
  static func members(_ ranges: [ClosedRange<UInt32>]) -> String {
    func escaped(_ point: UInt32) -> String {
      let hex = String(point, radix: 16)
      return point > 0xFFFF
        ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    return ranges.map { range in
      escaped(range.lowerBound)
        + (range.upperBound == range.lowerBound ? "" : "-" + escaped(range.upperBound))
    }.joined()
  }
}
