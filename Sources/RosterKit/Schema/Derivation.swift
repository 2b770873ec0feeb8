/// A value computed where it is read, from other values of the row: a player's age from the
/// birthdate, or the league age on the league's cutoff date. The query compiler writes it as
/// SQL (so it filters and sorts in the database); objects compute it in Swift, the same way.
public struct Derivation: Sendable {
  /// The date attribute the years are counted from (`birthdate`).
  public let from: String
  /// The day they are counted to.
  public let day: Day
  /// The stored attribute read when `from` has no value (the age as given).
  public let otherwise: String

  /// The day a count of years ends on.
  public enum Day: Sendable, Hashable {
    /// Today, in the local time zone (`Context.today`).
    case today
    /// A date kept in a one-row table (the league's cutoff), or today when it has none.
    case setting(table: String, column: String)

    /// The `SELECT` of a setting's date from its one row (the first, should there be more);
    /// nil for today.
    public var query: SQL? {
      guard case .setting(let table, let column) = self else { return nil }
      return "SELECT \(ident: column) FROM \(ident: table) ORDER BY \(ident: "id") LIMIT 1"
    }
  }

  /// The value as SQL over a row's columns (`column` writes one, by name), counted to `today`
  /// when the day is today or the setting has no date: the same SQL on every engine. With
  /// `resolved`, the setting's day as read before the query, in place of its subquery.
  public func sql(_ column: (String) -> SQL, today: SQL, resolved: SQL? = nil, dialect: any SQLDialect) -> SQL
  {
    let start = column(from)
    let day = resolved ?? self.day.query.map { "coalesce((" + $0 + "), " + today + ")" } ?? today
    return "CASE WHEN " + start + " IS NULL THEN " + column(otherwise) + " ELSE "
      + dialect.wholeYears(from: start, to: day) + " END"
  }

  /// Whole years completed from `from` to `day` (`CalendarDate.wholeYears(on:)`), or `otherwise`.
  public static func wholeYears(from: String, on day: Day, otherwise: String) -> Derivation {
    Derivation(from: from, day: day, otherwise: otherwise)
  }

  /// The value for a row whose `from` is `start` and whose stored value is `stored`, on the
  /// days given (`day` resolved by the caller).
  public func value(start: DatabaseValue, stored: DatabaseValue, on date: CalendarDate) -> DatabaseValue {
    guard let text = start.textValue, let birth = CalendarDate(iso: text) else { return stored }
    return .integer(Int64(birth.wholeYears(on: date)))
  }
}
