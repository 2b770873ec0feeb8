/// Rows copied out of a result as bytes, each turned into values only when asked for: what a
/// fetch keeps for the objects it makes, so that an object nobody reads costs a copy of its row
/// instead of an array of values and a String for every text (Core Data's faults).
///
/// One buffer holds every row of a fetch, each column a tag then its value: an integer or a real
/// in 8 bytes, a text or a blob as its length in 8 bytes then its bytes.
public final class CopiedRows {
  private var buffer = Buffer()
  private var starts: [Int] = []

  public init() {}
  deinit { buffer.start?.deallocate() }

  /// Copies the columns `columns` of `row` and returns the copy's index.
  public func append(_ row: any Row, columns: Range<Int>) -> Int {
    starts.append(buffer.count)
    // Written through a local copy, put back once: the class's property would be checked for
    // exclusive access at every column's every write.
    var buffer = self.buffer
    row.copy(columns: columns, into: &buffer)
    self.buffer = buffer
    return starts.count - 1
  }

  /// The values of row `index`, `count` of them, as `append` copied them.
  public func values(at index: Int, count: Int) -> [DatabaseValue] {
    var values: [DatabaseValue] = []
    values.reserveCapacity(count)
    guard let start = buffer.start else { return values }
    var offset = starts[index]
    func integer() -> Int64 {
      defer { offset += 8 }
      return start.loadUnaligned(fromByteOffset: offset, as: Int64.self)
    }
    func bytes(_ count: Int) -> UnsafeRawBufferPointer {
      defer { offset += count }
      return UnsafeRawBufferPointer(start: start + offset, count: count)
    }
    for _ in 0..<count {
      let tag = Tag(rawValue: start.load(fromByteOffset: offset, as: UInt8.self))
      offset += 1
      switch tag {
      case .integer: values.append(.integer(integer()))
      case .real: values.append(.real(Double(bitPattern: UInt64(bitPattern: integer()))))
      case .text: values.append(.text(String(decoding: bytes(Int(integer())), as: UTF8.self)))
      case .blob: values.append(.blob(Array(bytes(Int(integer())))))
      case .null, nil: values.append(.null)
      }
    }
    return values
  }

  enum Tag: UInt8 { case null, integer, real, text, blob }

  /// Where a row's columns are copied to: bytes grown by doubling, each column a tag then its
  /// value — an integer or a real in 8 bytes, a text or a blob as its length in 8 bytes then its
  /// bytes.
  public struct Buffer {
    fileprivate var start: UnsafeMutableRawPointer?
    fileprivate var count = 0
    private var capacity = 0

    private mutating func reserve(_ more: Int) {
      guard count + more > capacity else { return }
      let grown = max(capacity * 2, count + more, 4_096)
      let larger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 8)
      if let start {
        larger.copyMemory(from: start, byteCount: count)
        start.deallocate()
      }
      start = larger
      capacity = grown
    }

    private mutating func append(_ tag: Tag, _ integer: Int64) {
      reserve(9)
      start!.storeBytes(of: tag.rawValue, toByteOffset: count, as: UInt8.self)
      start!.storeBytes(of: integer, toByteOffset: count + 1, as: Int64.self)
      count += 9
    }

    mutating func appendNull() {
      reserve(1)
      start!.storeBytes(of: Tag.null.rawValue, toByteOffset: count, as: UInt8.self)
      count += 1
    }

    mutating func append(_ integer: Int64) { append(.integer, integer) }
    mutating func append(_ real: Double) { append(.real, Int64(bitPattern: real.bitPattern)) }

    /// A text's UTF-8 bytes (`isText`) or a blob's bytes.
    mutating func append(_ content: UnsafeRawBufferPointer, isText: Bool) {
      append(isText ? .text : .blob, Int64(content.count))
      guard let source = content.baseAddress, !content.isEmpty else { return }
      reserve(content.count)
      (start! + count).copyMemory(from: source, byteCount: content.count)
      count += content.count
    }

    /// Appends `value`, for a row that has only values to give.
    mutating func append(_ value: DatabaseValue) {
      switch value {
      case .null: appendNull()
      case .integer(let integer): append(integer)
      case .real(let real): append(real)
      case .text(var text): text.withUTF8 { append(UnsafeRawBufferPointer($0), isText: true) }
      case .blob(let blob): blob.withUnsafeBytes { append($0, isText: false) }
      }
    }
  }
}
