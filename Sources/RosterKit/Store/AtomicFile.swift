import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A file written in full or not at all: text goes to a temporary file beside it, which replaces
/// the file only when `commit()` is called, so an interrupted export leaves the old file. A FIFO,
/// a device or one of the process's descriptors (see `OutputTarget`) is written directly instead.
public final class AtomicFile: TextOutput {
  public let target: OutputTarget
  private var descriptor: Int32
  /// The temporary file, for a regular file; nil for a stream written directly.
  private var replacement: Replacement?
  private var buffer: [UInt8] = []
  private var failure: Int32 = 0

  /// The file at `path`; a new one gets `mode` (less the umask), a replaced one keeps its own.
  public convenience init(path: String, mode: mode_t = 0o600) throws {
    try self.init(OutputTarget(path), mode: mode)
  }

  public init(_ target: OutputTarget, mode: mode_t = 0o600) throws {
    self.target = target
    switch target.kind {
    case .descriptor(let number):
      // A copy, so that closing it leaves the process's own descriptor open.
      descriptor = fcntl(number, F_DUPFD_CLOEXEC, 3)
      guard descriptor >= 0 else { throw FileWriteError(path: target.given, code: errno) }
    case .stream:
      // As a shell's `>` does, opening a FIFO waits for a program to read it.
      descriptor = open(target.path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw FileWriteError(path: target.given, code: errno) }
    case .file(let existing):
      let (replacement, descriptor) = try Replacement.begin(target, existing: existing, mode: mode)
      self.replacement = replacement
      self.descriptor = descriptor
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    replacement?.discard()
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
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == 0 else { return }
    failure = Self.writeAll(buffer, to: descriptor)
  }

  /// Writes every byte (again after a signal, on after a short write, after waiting when the
  /// descriptor is non-blocking and full); the error code, or 0.
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          if errno == EAGAIN {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
            continue
          }
          return errno
        }
        if written == 0 { return EIO }
        offset += written
      }
      return 0
    }
  }

  /// Writes what is left, makes it durable and puts it in place of the target; inside a script
  /// run as one transaction (`HeldFiles.current`), only when that transaction commits.
  public func commit() throws {
    flush()
    if failure == 0 && replacement != nil && fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0 && failure == 0 && errno != EINTR { failure = errno }
    descriptor = -1
    if failure != 0 { throw FileWriteError(path: target.given, code: failure) }
    if let replacement, let held = HeldFiles.current {
      held.hold(replacement)
    } else {
      try replacement?.commit()
    }
    replacement = nil
  }

  /// The permission bits for a new file holding what `source` holds (an export or a report of a
  /// league, its backup, the rejected rows of a CSV file): the source file's own read and write
  /// bits, less those of the group and of others when the source's folder keeps them out (the
  /// default data folder is 0700); 0600 when the source is not a file (a PostgreSQL league,
  /// `:memory:`). The umask applies on top, as for any new file.
  public static func newFileMode(copying source: String) -> mode_t {
    var status = stat()
    guard StoreLocation.isFile(source), stat(source, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return 0o600
    }
    var mode = status.st_mode & 0o666
    var folder = stat()
    let resolved = realpath(source, nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    }
    if stat(PathName.folder(of: resolved ?? source), &folder) == 0 {
      if folder.st_mode & S_IXGRP == 0 { mode &= ~0o060 }
      if folder.st_mode & S_IXOTH == 0 { mode &= ~0o006 }
    }
    return mode
  }
}

/// A new file made beside a target and renamed over it once complete: `.NAME.tmp-PID` in the
/// target's folder (`.NAME.tmp-PID.1`, … when this process has one open already), holding the
/// replaced file's mode and owner. SQLite's files for it (`-journal`, `-wal`, `-shm`, when a backup
/// writes it) share the name. Those a killed process left behind are removed by the next write of
/// the same target.
struct Replacement {
  /// The file to replace, at the end of any symbolic links.
  let path: String
  let temporary: String
  /// The path as the user gave it, for messages.
  let given: String

  /// Suffixes SQLite adds to a database's name for the files it keeps beside it.
  static let siblingSuffixes = ["-journal", "-wal", "-shm"]

  /// Creates the temporary file (open for writing), after removing abandoned ones.
  static func begin(_ target: OutputTarget, existing: stat?, mode: mode_t) throws -> (Replacement, Int32) {
    let folder = PathName.folder(of: target.path)
    let prefix = "." + shortened(PathName.name(of: target.path)) + ".tmp-"
    removeAbandoned(in: folder, prefix: prefix)
    for attempt in 0..<100 {
      let temporary = PathName.join(folder, prefix + String(getpid()) + (attempt == 0 ? "" : ".\(attempt)"))
      // A replaced file's mode is set once its owner is; until then the copy is private.
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, existing == nil ? mode : 0o600)
      guard descriptor >= 0 else {
        if errno == EEXIST { continue }
        throw creationError(errno, target: target, folder: folder, replacing: existing != nil)
      }
      if let existing {
        // Another user's file keeps its owner when the system lets us (as root), else its group.
        if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
          _ = fchown(descriptor, uid_t.max, existing.st_gid)
        }
        _ = fchmod(descriptor, existing.st_mode & 0o777)
      }
      return (Replacement(path: target.path, temporary: temporary, given: target.given), descriptor)
    }
    throw FileWriteError(path: target.given, code: EEXIST)
  }

  /// Puts the temporary file in place of the target, and makes the rename durable too.
  func commit() throws {
    guard rename(temporary, path) == 0 else {
      let code = errno
      discard()
      throw FileWriteError(path: given, code: code)
    }
    let folder = open(PathName.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  /// Removes the temporary file (and SQLite's files beside it); the target stays as it was.
  func discard() {
    for suffix in [""] + Self.siblingSuffixes { unlink(temporary + suffix) }
  }

  /// The target's name, cut to 200 bytes so that the temporary name (and SQLite's `-journal`
  /// beside it) stays within the 255 a name may have.
  private static func shortened(_ name: String) -> String {
    guard name.utf8.count > 200 else { return name }
    var result = ""
    for character in name {
      guard result.utf8.count + character.utf8.count <= 200 else { break }
      result.append(character)
    }
    return result
  }

  /// Temporary files of the same target left by a process that was killed before it could remove
  /// them (`PREFIX` + `PID`, maybe `.N`, maybe a SQLite suffix, whose process is gone); those of a
  /// live process are left alone.
  private static func removeAbandoned(in folder: String, prefix: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) {
      var rest = Substring(name.dropFirst(prefix.count))
      if let suffix = siblingSuffixes.first(where: { rest.hasSuffix($0) }) {
        rest = rest.dropLast(suffix.count)
      }
      let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
        let pid = Int32(parts[0]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(PathName.join(folder, name))
    }
  }

  private static func creationError(_ code: Int32, target: OutputTarget, folder: String, replacing: Bool)
    -> FileWriteError
  {
    switch code {
    case EACCES, EPERM:
      return FileWriteError(
        path: target.given,
        reason: "you may not create files in the folder \(quoted(folder))"
          + (replacing ? " (the new file is written beside the old one, then renamed over it)" : ""))
    case ENOENT:
      return FileWriteError(path: target.given, reason: "the folder \(quoted(folder)) does not exist")
    default:
      return FileWriteError(path: target.given, code: code)
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
