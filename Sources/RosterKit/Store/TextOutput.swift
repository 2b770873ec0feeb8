/// Somewhere text goes: standard output, a file, a string in a test.
public protocol TextOutput: AnyObject {
  func write(_ text: String)
  /// UTF-8 bytes, written as they are.
  func write(bytes: UnsafeBufferPointer<UInt8>)
}

extension TextOutput {
  public func write(bytes: UnsafeBufferPointer<UInt8>) { write(String(decoding: bytes, as: UTF8.self)) }
}
