import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A folder of a test's own in the temporary folder (`TMPDIR`), removed with everything in it when
/// the last reference to it goes. Swift Testing makes a suite's instance anew for each test, so a
/// suite that holds one has a new folder for each of its tests, gone when the test ends — passed,
/// failed or thrown out of; a test that holds one has it until it returns. `make test` fails when
/// anything is left in the temporary folder after the suites.
public final class TemporaryFolder: Sendable {
  public let path: String

  public init() { path = Self.make() }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The path of `name` in the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// A new folder `roster-tests-XXXXXX` in the temporary folder, made by `mkdtemp` (no other
  /// test's, even one of another process). The name is short: messages cut a path past 80
  /// characters, and tests compare some whole.
  static func make() -> String {
    var template = Array(
      FileManager.default.temporaryDirectory.appendingPathComponent("roster-tests-XXXXXX").path.utf8CString)
    guard let made = mkdtemp(&template) else {
      fatalError("cannot make a folder in \(FileManager.default.temporaryDirectory.path): \(errno)")
    }
    return String(cString: made)
  }
}
