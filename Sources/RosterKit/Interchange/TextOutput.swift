import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Somewhere text goes: standard output, a file, a string in a test.
public protocol TextOutput: AnyObject {
  func write(_ text: String)
  /// UTF-8 bytes, written as they are.
  func write(bytes: UnsafeBufferPointer<UInt8>)
}

extension TextOutput {
  public func write(bytes: UnsafeBufferPointer<UInt8>) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// A file written in full or not at all: text goes to a temporary file beside it, which replaces
/// the file only when `commit()` is called, so an interrupted export leaves the old file.
public final class AtomicFile: TextOutput {
  public let path: String
  private let temporary: String
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var failure: Int32 = 0

  public init(path: String) throws {
    self.path = path
    let folder = (path as NSString).deletingLastPathComponent
    let prefix = ".\((path as NSString).lastPathComponent).tmp-"
    Self.removeAbandoned(in: folder, prefix: prefix)
    temporary = (folder.isEmpty ? "" : folder + "/") + prefix + String(getpid())
    descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw AtomicFile.error(path, errno) }
  }

  /// Temporary files of the same target left by a process that was killed before it could
  /// remove them (`.NAME.tmp-PID` whose process is gone); those of a live process are left alone.
  private static func removeAbandoned(in folder: String, prefix: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
    else {
      return
    }
    for name in names where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink((folder.isEmpty ? "" : folder + "/") + name)
    }
  }

  deinit {
    if descriptor >= 0 {
      close(descriptor)
      unlink(temporary)
    }
  }

  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  public func write(bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  private func flush() {
    guard failure == 0 else {
      buffer.removeAll(keepingCapacity: true)
      return
    }
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is left, makes it durable and puts it in place of `path`.
  public func commit() throws {
    flush()
    if failure == 0 && fsync(descriptor) != 0 { failure = errno }
    if failure != 0 { throw AtomicFile.error(path, failure) }
    if rename(temporary, path) != 0 { throw AtomicFile.error(path, errno) }
  }

  static func error(_ path: String, _ code: Int32) -> FileWriteError {
    FileWriteError(path: path, reason: String(cString: strerror(code)))
  }
}

/// A file that could not be written; the old one, if any, is left as it was.
public struct FileWriteError: PersonFacingError, Equatable, Sendable {
  public let path: String
  public let reason: String
  public var description: String {
    "cannot write \(quoted(path)): \(reason.prefix(1).lowercased() + reason.dropFirst())"
  }
}

/// JSON text for values, the same everywhere Roster writes JSON (strings: `JSONText.string`,
/// in the store layer, which binds long lists as JSON).
extension JSONText {
  /// Numbers plain (decimals with `decimals` places), text quoted, nothing as null.
  public static func value(_ value: DatabaseValue, decimals: Int = 1) -> String {
    switch value {
    case .null, .blob: return "null"
    case .integer(let number): return String(number)
    case .real(let number): return number.isFinite ? NumberText.fixed(number, decimals) : "null"
    case .text(let text): return string(text)
    }
  }

  /// `{"key": value, …}` with keys in the order given.
  public static func object(_ pairs: [(String, DatabaseValue)], decimals: Int = 1) -> String {
    "{" + pairs.map { string($0.0) + ": " + value($0.1, decimals: decimals) }.joined(separator: ", ") + "}"
  }
}

/// Numbers as reports print them: fixed decimals, the same on every machine and locale.
public enum NumberText {
  public static func fixed(_ number: Double, _ places: Int) -> String {
    guard number.isFinite else { return "" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(number) * scale).rounded()
    let sign = number < 0 && scaled > 0 ? "-" : ""
    let whole = Int64(scaled / scale)
    guard places > 0 else { return sign + String(whole) }
    let fraction = String(Int64(scaled) % Int64(scale))
    return sign + String(whole) + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// 1289 as "1,289".
  public static func grouped(_ number: Int) -> String {
    let digits = String(abs(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
  }
}
