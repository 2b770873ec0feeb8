import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads RFC 4180 CSV as a stream, a record at a time, in constant memory.
///
/// Quoted fields may hold commas, line breaks and doubled quotes; lines end in LF, CRLF or CR;
/// a UTF-8 byte-order mark and a missing final line break are fine; blank lines are skipped.
/// A quote opens a quoted field only as the field's first character, and a closing quote may be
/// followed only by spaces (dropped) before the comma or line end. Where files stray from that,
/// the record is flagged (`CSVRecord.flaw`) and read on as a lenient reader would: text after a
/// closing quote joins the field, and a quote after spaces opens a quoted field. A quote inside
/// unquoted text (`O"Neil`) is an ordinary character, as every reader takes it. Bytes that are
/// not UTF-8 are flagged with their line (`CSVRecord.invalidUTF8Line`), never replaced.
public final class CSVReader {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private let encoding: TextEncoding
  /// The byte between fields: a comma, or what `delimiter` was given or the header showed.
  private var separator = UInt8(ascii: ",")
  /// The delimiter asked for (`--delimiter`); nil to take it from the header: a first line with
  /// no comma outside quotes but semicolons or tabs (what spreadsheets in many locales export)
  /// is read with that.
  public var delimiter: UInt8?
  /// The delimiter the header showed, when it is not a comma and none was asked for.
  public private(set) var detectedDelimiter: UInt8?
  /// Whether the file was UTF-16 with a byte-order mark (read as the UTF-8 it holds).
  public private(set) var wasUTF16 = false
  private var buffer: [UInt8]
  private var position = 0
  private var count = 0
  private var atEnd = false
  private var line = 1
  private var started = false
  /// Bytes consumed so far, for progress.
  public private(set) var bytesRead = 0
  /// The size of the file, when it is a regular file.
  public let totalBytes: Int?
  /// The longest record read, in bytes: far beyond any roster row, and what keeps a file with an
  /// open quote or no line breaks from being read whole into memory.
  public static let recordLimit = 1 << 20

  public init(path: String, encoding: TextEncoding = .utf8) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw CSVError.cannotRead(String(cString: strerror(errno))) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw CSVError.cannotRead("it is a folder")
    }
    self.descriptor = descriptor
    self.ownsDescriptor = true
    self.encoding = encoding
    self.totalBytes = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
    self.buffer = [UInt8](repeating: 0, count: 1 << 18)
    try readUTF16IfMarked()
  }

  /// A file that starts with a UTF-16 byte-order mark (what some spreadsheets save as "Unicode
  /// text") is read as the UTF-8 it converts to, a buffer at a time (`UTF16Decoder`).
  private func readUTF16IfMarked() throws {
    try fill(atLeast: 2)
    guard count - position >= 2 else { return }
    let (first, second) = (buffer[position], buffer[position + 1])
    guard (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) else { return }
    var decoder = UTF16Decoder(bigEndian: first == 0xFE)
    decoder.append(buffer[(position + 2)..<count])
    utf16 = decoder
    rawEnd = atEnd
    atEnd = false
    position = 0
    count = 0
    wasUTF16 = true
  }

  /// The bytes the reader holds of its input: a buffer (and a UTF-16 file's bytes to decode),
  /// whatever the file's size.
  var heldBytes: Int { buffer.count + (utf16?.pendingCount ?? 0) }

  /// The decoder of a UTF-16 file, and whether its bytes have all been read.
  private var utf16: UTF16Decoder?
  private var rawEnd = false

  /// The next UTF-8 of a UTF-16 file, into the buffer from `offset` on; 0 at the end.
  private func readUTF16(at offset: Int) throws -> Int {
    if buffer.count - offset < 4 { buffer += [UInt8](repeating: 0, count: 4) }
    let room = buffer.count - offset
    while true {
      // UTF-8 takes at most three bytes for each two of UTF-16.
      let wanted = max(4, room / 3 * 2)
      if !rawEnd, let pending = utf16?.pendingCount, pending < wanted {
        var raw = [UInt8](repeating: 0, count: wanted - pending)
        var got: Int
        repeat {
          got = raw.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        } while got < 0 && errno == EINTR
        guard got >= 0 else { throw CSVError.cannotRead(String(cString: strerror(errno))) }
        if got == 0 { rawEnd = true } else { utf16?.append(raw[..<got]) }
      }
      let written = try utf16?.decode(into: &buffer, at: offset, room: room, final: rawEnd) ?? 0
      if written > 0 { return written }
      if rawEnd {
        atEnd = true
        return 0
      }
    }
  }

  /// A reader over bytes in memory (tests, and text that is already loaded).
  public init(bytes: [UInt8], encoding: TextEncoding = .utf8) {
    self.descriptor = -1
    self.ownsDescriptor = false
    self.encoding = encoding
    self.buffer = bytes
    self.count = bytes.count
    self.atEnd = true
    self.totalBytes = bytes.count
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// The next byte, refilling the buffer as needed; nil at the end of the input.
  @inline(__always)
  private func nextByte() throws -> UInt8? {
    if position == count {
      guard !atEnd else { return nil }
      position = 0
      count = try readMore(at: 0)
      if count == 0 { return nil }
    }
    let byte = buffer[position]
    position += 1
    bytesRead += 1
    return byte
  }

  /// Reads until `bytes` bytes are buffered ahead (or the input ends); only at the start, where
  /// the buffer is nearly empty.
  private func fill(atLeast bytes: Int) throws {
    while count - position < bytes && !atEnd {
      if buffer.count < position + bytes { buffer += [UInt8](repeating: 0, count: bytes) }
      count += try readMore(at: count)
    }
  }

  /// Reads from the file into the buffer from `offset` on; the bytes read, 0 at the end.
  private func readMore(at offset: Int) throws -> Int {
    if utf16 != nil { return try readUTF16(at: offset) }
    var got: Int
    repeat {
      got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
    } while got < 0 && errno == EINTR
    guard got >= 0 else { throw CSVError.cannotRead(String(cString: strerror(errno))) }
    if got == 0 { atEnd = true }
    return got
  }

  private func peekByte() throws -> UInt8? {
    guard let byte = try nextByte() else { return nil }
    position -= 1
    bytesRead -= 1
    return byte
  }

  /// The separator: the one asked for, else a semicolon or tab when the header's first line has
  /// one of those and no comma outside quotes.
  private func chooseSeparator() throws {
    if let delimiter {
      separator = delimiter
      return
    }
    try fill(atLeast: min(64 * 1024, Self.recordLimit))
    var counts: [UInt8: Int] = [:]
    var quoted = false
    for byte in buffer[position..<count] {
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      if quoted { continue }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\t") {
        counts[byte, default: 0] += 1
      }
    }
    guard counts[UInt8(ascii: ",")] == nil,
      let (byte, _) = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })
    else { return }
    separator = byte
    detectedDelimiter = byte
  }

  /// The next record, or nil at the end of the input.
  public func next() throws -> CSVRecord? {
    invalidLine = nil
    misread = nil
    var flaw: CSVFlaw?
    if !started {
      started = true
      // A byte-order mark is skipped; other text starting with 0xEF (U+F000 to U+FFFF, such as
      // fullwidth letters) is text, so the three bytes are looked at before any is taken.
      try fill(atLeast: 3)
      if count - position >= 3, buffer[position] == 0xEF, buffer[position + 1] == 0xBB,
        buffer[position + 2] == 0xBF
      {
        position += 3
        bytesRead += 3
      }
      try chooseSeparator()
    }
    if readsPlainLines, encoding == .utf8, let record = plainLine() { return record }
    var fields: [String] = []
    var field: [UInt8] = []
    var fieldLine = line
    var recordLine = line
    var quoted = false
    var wasQuoted = false
    /// The field's closing quote has been read.
    var closed = false
    var blank = true
    var limit = bytesRead + Self.recordLimit
    while true {
      if bytesRead > limit {
        guard !blank || !fields.isEmpty || !field.isEmpty else {
          limit = bytesRead + Self.recordLimit  // only blank lines so far
          continue
        }
        throw CSVError.recordTooLong(line: quoted ? fieldLine : recordLine, quoted: quoted)
      }
      guard let byte = try nextByte() else {
        if quoted { throw CSVError.unterminatedQuote(line: fieldLine) }
        if blank && fields.isEmpty { return nil }
        fields.append(text(field, line: fieldLine))
        return CSVRecord(
          line: recordLine, fields: unread(fields), invalidUTF8Line: invalidLine, flaw: flaw, misread: misread
        )
      }
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if try peekByte() == UInt8(ascii: "\"") {
            _ = try nextByte()
            field.append(byte)
          } else {
            quoted = false
            closed = true
          }
        } else {
          if byte == UInt8(ascii: "\n") { line += 1 }
          if byte == UInt8(ascii: "\r"), try peekByte() != UInt8(ascii: "\n") { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case separator:
        fields.append(text(field, line: fieldLine))
        field.removeAll(keepingCapacity: true)
        fieldLine = line
        wasQuoted = false
        closed = false
        blank = false
      case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        if byte == UInt8(ascii: "\r"), try peekByte() == UInt8(ascii: "\n") { _ = try nextByte() }
        line += 1
        if blank && field.isEmpty && fields.isEmpty && !wasQuoted {
          recordLine = line
          fieldLine = line
          continue  // a blank line
        }
        fields.append(text(field, line: fieldLine))
        return CSVRecord(
          line: recordLine, fields: unread(fields), invalidUTF8Line: invalidLine, flaw: flaw, misread: misread
        )
      case UInt8(ascii: "\"") where !wasQuoted && field.allSatisfy({ $0 == UInt8(ascii: " ") }):
        if !field.isEmpty {
          if flaw == nil { flaw = CSVFlaw(kind: .spacesBeforeOpeningQuote, line: line, field: fields.count) }
          field.removeAll(keepingCapacity: true)
        }
        quoted = true
        wasQuoted = true
        blank = false
        fieldLine = line
      case UInt8(ascii: " ") where closed:
        continue  // outside the quotes, and not part of the value
      default:
        if closed, flaw == nil {
          flaw = CSVFlaw(kind: .textAfterClosingQuote, line: line, field: fields.count)
        }
        field.append(byte)
        blank = false
      }
    }
  }

  /// Whether a record on one line is split where it lies in the buffer (`plainLine`); tests
  /// turn it off to compare the two ways of reading.
  var readsPlainLines = true

  /// The fields a caller reads, by index, or nil for all: the others are given as "" on every
  /// record, never made into text. A registration export's second look at its rows reads 3 of
  /// its 160 columns, and making the other 157 into strings was most of its time.
  var readsFields: [Bool]?

  /// The record at the read position when it is one line already in the buffer, each field
  /// plain or quoted as RFC 4180 has it: not blank, a quoted field opening at its first byte,
  /// holding no line break and closed right before a separator or the line's end (LF or CRLF),
  /// a plain field holding no quote and no carriage return. Its fields are then what the
  /// byte-at-a-time reading below would find. Made straight from the buffer (a million rows of
  /// an import are read here; registration platforms quote every field), without copying each
  /// field's bytes first; nil for anything else, which the reading below takes.
  private func plainLine() -> CSVRecord? {
    let (start, end, separator, line, wanted) = (position, count, self.separator, self.line, readsFields)
    let found: (record: CSVRecord, next: Int)? = buffer.withUnsafeBufferPointer { bytes in
      let (quote, cr, lf) = (UInt8(ascii: "\""), UInt8(ascii: "\r"), UInt8(ascii: "\n"))
      var fields: [String] = []
      fields.reserveCapacity(wanted?.count ?? 16)
      var ascii = true
      var index = start
      var lineEnd = start
      while true {
        guard index < end else { return nil }
        let reads = wanted.map { fields.count < $0.count && $0[fields.count] } ?? true
        var value = ""
        if bytes[index] == quote {
          var from = index + 1
          var cursor = from
          var unquoted: [UInt8] = []
          while true {
            guard cursor < end else { return nil }
            let byte = bytes[cursor]
            if byte == quote {
              guard cursor + 1 < end else { return nil }
              guard bytes[cursor + 1] == quote else { break }
              if reads { unquoted += UnsafeBufferPointer(rebasing: bytes[from...cursor]) }
              cursor += 2
              from = cursor
              continue
            }
            if byte == lf || byte == cr { return nil }
            if byte >= 0x80 { ascii = false }
            cursor += 1
          }
          if reads {
            if unquoted.isEmpty {
              value = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<cursor]), as: UTF8.self)
            } else {
              unquoted += UnsafeBufferPointer(rebasing: bytes[from..<cursor])
              value = String(decoding: unquoted, as: UTF8.self)
            }
          }
          index = cursor + 1
        } else {
          var cursor = index
          while cursor < end {
            let byte = bytes[cursor]
            if byte == separator || byte == lf || byte == cr { break }
            if byte == quote { return nil }
            if byte >= 0x80 { ascii = false }
            cursor += 1
          }
          // A line with nothing on it is blank, skipped by the reading below.
          guard cursor > start || (cursor < end && bytes[cursor] == separator) else { return nil }
          if reads {
            value = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<cursor]), as: UTF8.self)
          }
          index = cursor
        }
        fields.append(value)
        guard index < end else { return nil }
        let byte = bytes[index]
        if byte == separator {
          index += 1
          continue
        }
        lineEnd = index
        if byte == lf {
          index += 1
          break
        }
        guard byte == cr, index + 1 < end, bytes[index + 1] == lf else { return nil }
        index += 2
        break
      }
      guard lineEnd - start <= Self.recordLimit else { return nil }
      let valid = ascii || Self.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]))
      return (CSVRecord(line: line, fields: fields, invalidUTF8Line: valid ? nil : line), index)
    }
    guard let found else { return nil }
    bytesRead += found.next - position
    position = found.next
    self.line += 1
    return found.record
  }

  /// `fields` with those not read (`readsFields`) empty.
  private func unread(_ fields: [String]) -> [String] {
    guard let wanted = readsFields else { return fields }
    var fields = fields
    for index in fields.indices where index >= wanted.count || !wanted[index] { fields[index] = "" }
    return fields
  }

  /// The line of the first field of the current record that was not UTF-8.
  private var invalidLine: Int?
  /// The first field of the current record whose bytes say the file is in another encoding.
  private var misread: CSVRecord.Misread?

  /// A field's bytes as text in the reader's encoding.
  private func text(_ bytes: [UInt8], line: Int) -> String {
    switch encoding {
    case .utf8:
      // Checked here, then decoded: String(validating:) costs a generic lookup on every call.
      if !Self.isValidUTF8(bytes), invalidLine == nil { invalidLine = line }
      return String(decoding: bytes, as: UTF8.self)
    case .latin1:
      let text = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
      if misread == nil { misread = Self.misread(bytes, asRead: text, line: line) }
      return text
    case .cp1252:
      let text = String(String.UnicodeScalarView(bytes.map { Self.windows1252[$0] ?? Unicode.Scalar($0) }))
      if misread == nil { misread = Self.misread(bytes, asRead: text, line: line, latin1: false) }
      return text
    }
  }

  /// A field's bytes read in a single-byte encoding that say the file is in another: UTF-8 for
  /// something other than plain ASCII (text in Latin-1 or Windows-1252 almost never is — 'Ã©'
  /// would have to be meant — and a UTF-8 file read in them always is), or, read as Latin-1, a
  /// byte it reads as a C1 control character (where Windows-1252 has its quotes and dashes).
  private static func misread(_ bytes: [UInt8], asRead text: String, line: Int, latin1: Bool = true)
    -> CSVRecord.Misread?
  {
    guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    if isValidUTF8(bytes) {
      return .init(line: line, kind: .utf8(asRead: text, meant: String(decoding: bytes, as: UTF8.self)))
    }
    guard latin1, let control = bytes.first(where: { (0x80...0x9F).contains($0) }) else { return nil }
    return .init(line: line, kind: .controls(byte: control))
  }

  /// Whether `bytes` are well-formed UTF-8: no stray continuation bytes, no overlong forms, no
  /// surrogates, nothing past U+10FFFF.
  static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isValidUTF8($0) }
  }

  static func isValidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = buffer.count
    while index < count {
      let lead = buffer[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return false
      }
      guard index + length <= count else { return false }
      let second = buffer[index + 1]
      guard second >= low && second <= high else { return false }
      for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 { return false }
      index += length
    }
    return true
  }

  /// Where Windows-1252 differs from Latin-1 (0x80–0x9F).
  private static let windows1252: [UInt8: Unicode.Scalar] = [
    0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}",
    0x86: "\u{2020}",
    0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}",
    0x8C: "\u{0152}",
    0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}",
    0x95: "\u{2022}",
    0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}",
    0x9B: "\u{203A}",
    0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
  ]
}
