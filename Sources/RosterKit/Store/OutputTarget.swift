import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// What a path names when Roster is to write a file there (`-o FILE`, `backup FILE`, a rejects
/// file), found before anything is written.
///
/// Symbolic links are followed to the file they lead to, which is then replaced while the links
/// stay (as a shell's `>` writes through them). A FIFO or a character device (a terminal,
/// `/dev/null`) and this process's own descriptors (`/dev/stdout`, `/dev/fd/N`) are written
/// directly. A folder, a block device and a socket are refused, and so is a file with other hard
/// links: replacing it would leave them holding the old contents, and writing it in place would
/// give up "the old file or the complete new one, never a mix". A read-only file is refused too,
/// as by `>`.
public struct OutputTarget {
  public enum Kind {
    /// A regular file to replace (`existing`: its status), or a name where there is no file yet.
    case file(existing: stat?)
    /// A FIFO (`isFIFO`) or a character device, opened and written as it is.
    case stream(isFIFO: Bool)
    /// A descriptor this process has open: `/dev/stdout` is 1.
    case descriptor(Int32)
  }

  /// The path as given, for messages.
  public let given: String
  /// Where the bytes go: the name at the end of any symbolic links.
  public let path: String
  public let kind: Kind

  /// Symbolic links followed before giving up, as the kernel does (`ELOOP`).
  static let linkLimit = 40

  public init(_ given: String) throws {
    self.given = given
    (path, kind) = try Self.resolve(given)
  }

  private static func resolve(_ given: String) throws -> (String, Kind) {
    var path = given
    for _ in 0..<linkLimit {
      guard !path.isEmpty else { throw FileWriteError(path: given, reason: "there is no file name") }
      guard !path.hasSuffix("/") else {
        throw FileWriteError(path: given, reason: "it names a folder; give the path of a file")
      }
      if let descriptor = ownDescriptor(path) { return (path, .descriptor(descriptor)) }
      var status = stat()
      guard lstat(path, &status) == 0 else {
        guard errno == ENOENT else { throw FileWriteError(path: given, code: errno) }
        // A new file; whether its folder is there and writable is found when it is created.
        return (path, .file(existing: nil))
      }
      let it = subject(path, given)
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        path = try linkTarget(of: path, given: given)
      case S_IFREG:
        guard status.st_nlink <= 1 else {
          let others = Int(status.st_nlink) - 1
          throw FileWriteError(
            path: given,
            reason:
              "\(it) has \(others == 1 ? "another name (a hard link)" : "\(others) other names (hard links)") "
              + "that would keep the old contents; remove the other links, or write to a new file")
        }
        guard access(path, W_OK) == 0 else {
          guard errno == EACCES else { throw FileWriteError(path: given, code: errno) }
          throw FileWriteError(
            path: given, reason: "\(it) is read-only; change its permissions, or write to another file")
        }
        return (path, .file(existing: status))
      case S_IFDIR:
        throw FileWriteError(path: given, reason: "\(it) is a folder; give the path of a file")
      case S_IFIFO, S_IFCHR:
        return (path, .stream(isFIFO: status.st_mode & S_IFMT == S_IFIFO))
      default:
        let what = status.st_mode & S_IFMT == S_IFBLK ? "a block device" : "a socket"
        throw FileWriteError(path: given, reason: "\(it) is \(what), not a file; give the path of a file")
      }
    }
    throw FileWriteError(path: given, code: ELOOP)
  }

  /// Whether this is the process's own standard output (`/dev/stdout`, `/dev/fd/1`).
  public var isStandardOutput: Bool {
    if case .descriptor(let number) = kind { return number == STDOUT_FILENO }
    return false
  }

  /// What the target is, for a sentence that refuses it: "it is a FIFO (a named pipe)".
  var what: String {
    switch kind {
    case .file: return Self.subject(path, given) + " is a file"
    case .stream(let isFIFO):
      return Self.subject(path, given) + " is " + (isFIFO ? "a FIFO (a named pipe)" : "a device")
    case .descriptor(let number):
      let names = [
        STDIN_FILENO: "standard input", STDOUT_FILENO: "standard output", STDERR_FILENO: "standard error",
      ]
      return "it is " + (names[number] ?? "descriptor \(number) of this program")
    }
  }

  /// Refuses to replace the league's own database or one of the files SQLite keeps beside it:
  /// an export over `league.sqlite` would lose the league.
  public func refuseOverwriting(database location: String) throws {
    guard case .file(let existing?) = kind, StoreLocation.isFile(location) else { return }
    for suffix in ["", "-wal", "-shm", "-journal"] {
      var status = stat()
      if stat(location + suffix, &status) == 0, status.st_dev == existing.st_dev,
        status.st_ino == existing.st_ino
      {
        throw FileWriteError(
          path: given,
          reason:
            "\(Self.subject(path, given)) is one of the league's own database files; choose another file")
      }
    }
  }

  /// "it", or when links led elsewhere "it leads to 'target', which", so that a sentence about
  /// the file names both.
  static func subject(_ path: String, _ given: String) -> String {
    path == given ? "it" : "it leads to \(quoted(path)), which"
  }

  /// The path a symbolic link leads to; a relative one is relative to the link's folder.
  private static func linkTarget(of path: String, given: String) throws -> String {
    var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &bytes, bytes.count - 1)
    guard count >= 0 else { throw FileWriteError(path: given, code: errno) }
    guard let target = String(validating: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) else {
      throw FileWriteError(path: given, reason: "it is a link to a name that is not UTF-8 text")
    }
    return target.hasPrefix("/") ? target : PathName.join(PathName.folder(of: path), target)
  }

  /// The descriptor `path` names when it is one of this process's own (`/proc/self/fd/N`, and
  /// what leads there: `/dev/fd/N`, `/dev/stdout`). Those are written directly: renaming a file over
  /// them is impossible, and reopening one would lose a shell's `>>`.
  private static func ownDescriptor(_ path: String) -> Int32? {
    let name = PathName.name(of: path)
    guard !name.isEmpty, name.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int32(name),
      let resolved = realpath(PathName.folder(of: path), nil)
    else { return nil }
    defer { free(resolved) }
    let folder = String(cString: resolved)
    let own = "/proc/\(getpid())"
    guard folder == own + "/fd" || (folder.hasPrefix(own + "/task/") && folder.hasSuffix("/fd")) else {
      return nil
    }
    return number
  }
}

/// Paths split at their last slash. (NSString's `deletingLastPathComponent` traps on a
/// one-character name such as `x` with this Foundation.)
public enum PathName {
  /// The folder part: `a/b` for `a/b/c`, `/` for `/c`, `.` for `c`.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The last part: `c` for `a/b/c` and for a folder's `a/b/c/`, as basename(1) gives it.
  public static func name(of path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    guard let slash = path.lastIndex(of: "/"), path != "/" else { return String(path) }
    return String(path[path.index(after: slash)...])
  }

  /// The account's home folder in the password database, for when `HOME` is unset or empty;
  /// `/` for an account without an entry (a container's arbitrary user).
  public static var accountHome: String {
    guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return "/" }
    return String(cString: folder)
  }

  public static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
