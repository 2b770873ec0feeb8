import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A file's bytes (or bytes in memory) read a buffer at a time, for a reader that looks at one
/// byte and a few ahead: whatever the file's size, it holds one buffer of it.
final class ByteStream {
  private let descriptor: Int32
  private var buffer: [UInt8]
  private var position = 0
  private var count = 0
  private var atEnd = false
  /// Bytes before the buffer's first.
  private var before = 0
  /// The size of the input, when it is a regular file (or bytes in memory).
  let totalBytes: Int?

  /// The bytes of a buffer: far more than a row, and little beside a league.
  static let bufferSize = 1 << 16

  init(path: String) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw CSVError.cannotRead(String(cString: strerror(errno))) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw CSVError.cannotRead("it is a folder")
    }
    self.descriptor = descriptor
    totalBytes = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
    buffer = [UInt8](repeating: 0, count: Self.bufferSize)
  }

  init(bytes: [UInt8]) {
    descriptor = -1
    buffer = bytes
    count = bytes.count
    atEnd = true
    totalBytes = bytes.count
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Bytes consumed so far.
  var offset: Int { before + position }

  /// The next byte, not consumed; nil at the end of the input.
  var peek: UInt8? {
    get throws {
      if position == count, try !refill() { return nil }
      return buffer[position]
    }
  }

  /// Consumes the byte `peek` gave.
  func advance() { position += 1 }

  /// The next byte, consumed.
  func next() throws -> UInt8? {
    guard let byte = try peek else { return nil }
    position += 1
    return byte
  }

  /// Whether the bytes ahead start with `prefix` (a few bytes: an escape's).
  func startsWith(_ prefix: [UInt8]) throws -> Bool {
    try ahead(prefix.count).elementsEqual(prefix)
  }

  /// Up to `length` bytes ahead (fewer at the end of the input), not consumed; `length` is a few
  /// bytes, never more than a buffer.
  func ahead(_ length: Int) throws -> ArraySlice<UInt8> {
    if count - position < length && !atEnd {
      // What is left moves to the front, and the rest of the buffer is filled behind it.
      buffer.replaceSubrange(0..<position, with: [])
      buffer += [UInt8](repeating: 0, count: position)
      before += position
      count -= position
      position = 0
      while count < length && !atEnd { count += try readMore(at: count) }
    }
    return buffer[position..<min(count, position + length)]
  }

  /// Reads the next buffer's worth; false at the end of the input.
  private func refill() throws -> Bool {
    guard !atEnd else { return false }
    before += count
    position = 0
    count = 0
    while count == 0 && !atEnd { count = try readMore(at: 0) }
    return count > 0
  }

  /// Reads from the file into the buffer from `offset` on; the bytes read, 0 at the end.
  private func readMore(at offset: Int) throws -> Int {
    var got: Int
    repeat {
      got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
    } while got < 0 && errno == EINTR
    guard got >= 0 else { throw CSVError.cannotRead(String(cString: strerror(errno))) }
    if got == 0 { atEnd = true }
    return got
  }
}
