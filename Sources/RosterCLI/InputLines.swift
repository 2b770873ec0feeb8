import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Lines of a file descriptor, read as raw bytes and checked to be UTF-8 (never repaired).
public struct InputLines: Sequence, IteratorProtocol {
  private let file: UnsafeMutablePointer<FILE>

  /// Lines of standard input.
  public init() { self.file = fdopen(STDIN_FILENO, "r") }

  /// The longest line read, in bytes (as a CSV record's bound): a longer one is refused after
  /// that many bytes are held, never read whole into memory.
  public static let limit = 1 << 20

  public mutating func next() -> Result<String, ScriptLineError>? {
    var bytes: [UInt8] = []
    var ended = false, tooLong = false
    while true {
      let byte = getc(file)
      guard byte != EOF else { break }
      ended = true
      if byte == 0x0A { break }
      if bytes.count < Self.limit { bytes.append(UInt8(byte)) } else { tooLong = true }
    }
    guard ended else { return nil }
    if tooLong { return .failure(ScriptLineError(isTooLong: true)) }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\0") else {
      return .failure(ScriptLineError())
    }
    return .success(text)
  }
}
