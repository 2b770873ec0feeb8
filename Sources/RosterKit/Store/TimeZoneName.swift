import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A zone of the time zone database (`Europe/Paris`, `America/New_York`, `UTC`), as the C library
/// reads it: the name of one of its files, which this checks is there. A league has one
/// (`RosterModel.settings`), and every "today" of the league is a day there.
///
/// The C library's own database, not Foundation's: it is what `today(in:)` reads, and the C
/// library takes an unknown name silently for UTC, so a name is only accepted when its file is
/// there to read.
public struct TimeZoneName: Hashable, Sendable, CustomStringConvertible {
  public let name: String

  /// The zone called `name`, if the database has it: letters, digits and `_+-` in parts
  /// between slashes, and a file of the database (one beginning `TZif`) by that name.
  public init?(_ name: String) {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    let allowed = { (byte: UInt8) in
      (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
    guard name.utf8.count <= Self.longest, !parts.isEmpty,
      parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(allowed) && $0.first != "-" })
    else { return nil }
    guard Self.isZoneFile(Self.folder + "/" + name) else { return nil }
    self.name = name
  }

  public var description: String { name }

  /// The longest name taken: the database's longest is 32 characters.
  public static let longest = 64

  /// Where the database's files are: `$TZDIR`, as the C library reads it, or its usual place.
  static var folder: String {
    if let folder = getenv("TZDIR").map({ String(cString: $0) }), !folder.isEmpty { return folder }
    return "/usr/share/zoneinfo"
  }

  private static func isZoneFile(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
    var magic = [UInt8](repeating: 0, count: 4)
    return read(descriptor, &magic, 4) == 4 && magic == Array("TZif".utf8)
  }

  /// The zone of whoever runs Roster: `$TZ` when it names one (`:Europe/Paris` too), else the
  /// zone /etc/localtime links to, else UTC.
  public static var local: TimeZoneName {
    if let text = getenv("TZ").map({ String(cString: $0) }) {
      let name = text.hasPrefix(":") ? String(text.dropFirst()) : text
      if let zone = TimeZoneName(name) { return zone }
    }
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/etc/localtime", &buffer, buffer.count - 1)
    if count > 0 {
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if let range = target.literalRange(of: "zoneinfo/"),
        let zone = TimeZoneName(String(target[range.upperBound...]))
      {
        return zone
      }
    }
    return TimeZoneName(uncheckedName: "UTC")
  }

  private init(uncheckedName name: String) { self.name = name }

  /// Today in this zone at `now` (seconds since 1970): the C library's `localtime_r` with `TZ`
  /// set to the zone for the call, and put back after.
  public func today(at now: time_t = time(nil)) -> CalendarDate {
    withZone {
      var moment = now
      var parts = tm()
      guard localtime_r(&moment, &parts) != nil,
        let day = CalendarDate(
          year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      else { return CalendarDate.today() }
      return day
    }
  }

  /// The moment a day of this zone begins (`mktime` with `TZ` set to it), in seconds since 1970;
  /// a day past the month's end is the next month's.
  public func start(ofYear year: Int, month: Int, day: Int) -> time_t? {
    withZone {
      var parts = tm()
      parts.tm_year = Int32(year - 1900)
      parts.tm_mon = Int32(month - 1)
      parts.tm_mday = Int32(day)
      parts.tm_isdst = -1
      let start = mktime(&parts)
      return start == -1 ? nil : start
    }
  }

  /// `body` with `TZ` set to this zone for the C library's time calls, and put back after.
  private func withZone<T>(_ body: () -> T) -> T {
    let saved = getenv("TZ").map { String(cString: $0) }
    setenv("TZ", ":" + name, 1)
    tzset()
    defer {
      if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
      tzset()
    }
    return body()
  }
}
