/// UTF-16 bytes turned into UTF-8 a piece at a time, as a file is read (a spreadsheet's "Unicode
/// text"): a character cut between two reads waits for the rest, so a file of any size takes
/// the memory of a buffer.
struct UTF16Decoder {
  let bigEndian: Bool
  private var pending: [UInt8] = []

  init(bigEndian: Bool) { self.bigEndian = bigEndian }

  /// Bytes read and not yet decoded.
  var pendingCount: Int { pending.count }

  mutating func append(_ bytes: ArraySlice<UInt8>) { pending += bytes }

  /// Decodes the whole characters of the pending bytes into `buffer` from `offset` on, at most
  /// `room` bytes (at least 4), and returns how many it wrote. `final`: no more bytes will come,
  /// so a character left half read is an error, as a lone surrogate is.
  mutating func decode(into buffer: inout [UInt8], at offset: Int, room: Int, final: Bool) throws -> Int {
    var index = 0
    var written = 0
    func unit(_ at: Int) -> UInt32 {
      let (high, low) = bigEndian ? (pending[at], pending[at + 1]) : (pending[at + 1], pending[at])
      return UInt32(high) << 8 | UInt32(low)
    }
    func put(_ byte: UInt32) {
      buffer[offset + written] = UInt8(truncatingIfNeeded: byte)
      written += 1
    }
    while index + 1 < pending.count, written + 4 <= room {
      var scalar = unit(index)
      var length = 2
      if (0xD800...0xDBFF).contains(scalar) {
        guard index + 3 < pending.count else { break }
        let low = unit(index + 2)
        guard (0xDC00...0xDFFF).contains(low) else { throw Self.notUTF16 }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        length = 4
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw Self.notUTF16
      }
      switch scalar {
      case 0..<0x80:
        put(scalar)
      case 0x80..<0x800:
        put(0xC0 | scalar >> 6)
        put(0x80 | scalar & 0x3F)
      case 0x800..<0x10000:
        put(0xE0 | scalar >> 12)
        put(0x80 | scalar >> 6 & 0x3F)
        put(0x80 | scalar & 0x3F)
      default:
        put(0xF0 | scalar >> 18)
        put(0x80 | scalar >> 12 & 0x3F)
        put(0x80 | scalar >> 6 & 0x3F)
        put(0x80 | scalar & 0x3F)
      }
      index += length
    }
    pending.removeFirst(index)
    if final && written == 0 && !pending.isEmpty { throw Self.notUTF16 }
    return written
  }

  static let notUTF16 = CSVError.cannotRead("it starts as UTF-16 but is not UTF-16 text")
}
