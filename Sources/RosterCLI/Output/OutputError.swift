import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Standard output could not be written: a full disk, a closed descriptor, an I/O error.
public struct OutputError: PersonFacingError {
  public let code: Int32
  /// The command had saved its change to the league before its output failed.
  public var changeSaved = false

  public var description: String {
    let reason = code == EBADF ? "it is closed" : String(cString: strerror(code))
    return "cannot write to standard output: \(reason.prefix(1).lowercased() + reason.dropFirst())"
      + (changeSaved ? " (the change itself was saved)" : "")
  }
}
