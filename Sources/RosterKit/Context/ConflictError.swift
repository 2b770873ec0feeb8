/// Another session changed or deleted a row after this context read it (optimistic locking).
public struct ConflictError: PersonFacingError, Equatable, Sendable {
  public let objectID: ObjectID
  /// What the object is called, for the message ("Mookie Betts").
  public let name: String
  /// The keys another session changed, with their value when read and now; empty when deleted.
  public let changes: [(key: String, was: DatabaseValue, now: DatabaseValue)]
  public let wasDeleted: Bool

  public static func == (lhs: ConflictError, rhs: ConflictError) -> Bool {
    lhs.objectID == rhs.objectID && lhs.wasDeleted == rhs.wasDeleted
      && lhs.changes.map(\.key) == rhs.changes.map(\.key)
  }

  public var description: String { what + "; list again and retry" }

  /// What happened, without the advice: "Mookie Betts was changed by another session (age 27 → 28)".
  public var what: String { what(since: nil) }

  /// What happened since an event: "Cody Bellinger was changed by another session since the
  /// import (age 25 → 26)".
  public func what(since event: String?) -> String {
    let since = event.map { " since \($0)" } ?? ""
    if wasDeleted { return "\(name) was deleted by another session" + since }
    let detail = changes.map { "\($0.key) \(Self.show($0.was)) → \(Self.show($0.now))" }.joined(
      separator: ", ")
    return "\(name) was changed by another session" + since + (detail.isEmpty ? "" : " (\(detail))")
  }

  private static func show(_ value: DatabaseValue) -> String {
    value.isNull ? "none" : value.description
  }
}
