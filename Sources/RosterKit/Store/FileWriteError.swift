import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A file that could not be written; the old one, if any, is left as it was.
public struct FileWriteError: PersonFacingError, Equatable, Sendable {
  public let path: String
  public let reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The system's words for an error code, as `strerror` has them ("no space left on device").
  public init(path: String, code: Int32) {
    let reason = String(cString: strerror(code))
    self.init(path: path, reason: reason.prefix(1).lowercased() + reason.dropFirst())
  }

  public var description: String { "cannot write \(quoted(path)): \(reason)" }
}
