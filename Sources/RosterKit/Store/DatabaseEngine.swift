/// The database engines Roster's schema history has SQL for.
public enum DatabaseEngine: String, Sendable, CaseIterable {
  case sqlite, postgresql
}
