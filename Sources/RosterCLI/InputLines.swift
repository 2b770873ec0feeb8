import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Lines of a file descriptor, read as raw bytes and checked to be UTF-8 (never repaired).
public struct InputLines: Sequence, IteratorProtocol {
  private let file: UnsafeMutablePointer<FILE>

  /// Lines of standard input.
  public init() { self.file = fdopen(STDIN_FILENO, "r") }

  public mutating func next() -> Result<String, ScriptLineError>? {
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    let length = getline(&buffer, &capacity, file)
    guard length >= 0, let buffer else { return nil }
    var bytes = UnsafeRawBufferPointer(start: buffer, count: length)
    if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
    if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
    guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\0") else {
      return .failure(ScriptLineError())
    }
    return .success(text)
  }
}
