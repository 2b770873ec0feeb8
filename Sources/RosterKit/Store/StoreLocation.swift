/// Where a league's store is: a file, `:memory:`, or a PostgreSQL server's URL.
public enum StoreLocation {
  /// Whether `location` names a file (not a server's URL, nor `:memory:`).
  public static func isFile(_ location: String) -> Bool {
    location != ":memory:" && !PostgreSQLStore.handles(location)
  }
}
