import Foundation
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Buffered text output to a file descriptor (standard output or error), flushed when large
/// and when asked, so a long listing is written in a few system calls.
public final class TextSink: TextOutput {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Text written so far, kept only when capturing (tests).
  private var captured: String?

  public init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  /// A sink that keeps what is written instead of printing it (escaping as `escapesControls` says).
  public static func capturing(escapesControls: Bool = false) -> TextSink {
    let sink = TextSink(descriptor: -1)
    sink.captured = ""
    sink.escapesControls = escapesControls
    return sink
  }

  public var text: String { captured ?? "" }

  /// Shows control and invisible characters instead of writing them (`^[`, `<U+202E>`; line
  /// breaks stay): on for standard error, and for standard output at a terminal or in the text
  /// formats, so no value from a file or another program can act on the terminal. Roster's own
  /// escape sequences (colour, the progress bar) go through `writeRaw`.
  public var escapesControls = false

  public func write(_ text: String) {
    writeRaw(escapesControls ? text.visible(keepingLineBreaks: true) : text)
  }

  /// Writes `text` exactly as it is: for Roster's own escape sequences and for text already made
  /// visible.
  public func writeRaw(_ text: String) {
    if captured != nil {
      captured! += text
      return
    }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  public func write(bytes: UnsafeBufferPointer<UInt8>) {
    if escapesControls {
      writeRaw(String(decoding: bytes, as: UTF8.self).visible(keepingLineBreaks: true))
      return
    }
    if captured != nil {
      captured! += String(decoding: bytes, as: UTF8.self)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  public func line(_ text: String = "") {
    write(text)
    write("\n")
  }

  public func flush() {
    guard !buffer.isEmpty, descriptor >= 0 else { return }
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          break  // a closed pipe: nothing more can be written
        }
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { descriptor >= 0 && isatty(descriptor) == 1 }
}
