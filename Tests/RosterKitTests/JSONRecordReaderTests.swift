import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The JSON reader of imports: what it refuses is a sentence naming the line (never a trap), and
/// a row, however large the file or the row, takes the memory of a row.
struct JSONRecordReaderTests {
  private func read(_ text: String) throws -> [[String]] {
    let reader = JSONRecordReader(bytes: Array(text.utf8))
    var records: [[String]] = []
    while let record = try reader.next() { records.append(record.fields) }
    return records
  }

  @Test func rowsInAnArrayAndOneALine() throws {
    #expect(
      try read("[{\"name\": \"A\", \"age\": 7}, {\"age\": null, \"name\": \"B\"}]")
        == [["name", "age"], ["A", "7"], ["B", ""]])
    #expect(try read("{\"name\": \"A\"}\n{\"name\": \"B\"}\n") == [["name"], ["A"], ["B"]])
    #expect(
      try read("[{\"number\": 07, \"x\": -1.5e3, \"y\": true}]") == [
        ["number", "x", "y"], ["07", "-1.5e3", "true"],
      ])
  }

  /// A key given twice in a row (the first row, whose keys are the header, trapped on an index
  /// out of range) is refused with the key and the line it is repeated on; so is every other way a row can be
  /// malformed, each a sentence.
  @Test(arguments: [
    (
      "[{\"name\": \"A\", \"name\": \"B\", \"team\": \"X\"}]", 1,
      "has the key 'name' twice in one row; give each key once"
    ),
    (
      "[{\"name\": \"A\", \"age\": 1},\n {\"name\": \"B\",\n \"age\": 2, \"age\": 3}]", 3,
      "has the key 'age' twice in one row; give each key once"
    ),
    (
      "{\"name\": \"A\"}\n{\"name\": \"B\", \"name\": \"B\"}\n", 2,
      "has the key 'name' twice in one row; give each key once"
    ),
    // A high surrogate and then something that is not a low one: an overflow before.
    ("[{\"name\": \"\\ud800\\u0041\"}]", 1, JSONRecordReader.loneSurrogate),
    ("[{\"name\": \"\\udc00\"}]", 1, JSONRecordReader.loneSurrogate),
    ("[{\"name\": \"\\ud83d\"}]", 1, JSONRecordReader.loneSurrogate),
    ("[{\"name\": \"\\u12\"}]", 1, "has an invalid \\u escape; write \\u and four hexadecimal digits"),
    ("[{\"name\": \"\\u+123\"}]", 1, "has an invalid \\u escape; write \\u and four hexadecimal digits"),
    ("[{\"age\": nan}]", 1, "the value of 'age' is not text in quotes, a number, true, false or null"),
    ("[{\"age\": 0x1F}]", 1, "the value of 'age' is not text in quotes, a number, true, false or null"),
    ("[{\"age\": Infinity}]", 1, "the value of 'age' is not text in quotes, a number, true, false or null"),
    ("[{\"age\": 1e}]", 1, "the value of 'age' is not text in quotes, a number, true, false or null"),
    ("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", 1, "expected a row, an object in { }"),
    (
      "[{\"a\": [[[[[[[[[[[[[[[[[[[[[[[[[[", 1,
      "the value of 'a' is a list or an object; a row's values are plain text or numbers"
    ),
  ])
  func malformedRowsAreASentenceWithTheLine(text: String, line: Int, message: String) {
    #expect(throws: CSVError.invalidJSON(line: line, message)) { try read(text) }
  }

  /// Nesting is refused at its first level, however deep it goes.
  @Test func deepNestingIsRefusedAtOnce() {
    let deep = String(repeating: "[", count: 1_000_000)
    #expect(throws: CSVError.invalidJSON(line: 1, "expected a row, an object in { }")) { try read(deep) }
  }

  /// The suite's files, in a folder new for each test and removed after it.
  private let scratch = TemporaryFolder()

  /// `text` in a file of its own folder in the suite's: a test removes it with `Fixture.remove`.
  private func file(_ text: String) throws -> String {
    let folder = scratch.file(String(UUID().uuidString.prefix(8)))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/rows.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A row is at most 1 MiB, as a CSV record is: a string that never closes, or a row of many
  /// keys, stops there with the line it opened on, having read the limit and a buffer, not the
  /// file (a 200 MB row took 630 MB before).
  @Test func aRowIsBoundedInSize() throws {
    let huge = String(repeating: "x", count: 3 * CSVReader.recordLimit)
    for (text, line, message) in [
      ("[{\"name\": \"A\"},\n{\"name\": \"" + huge + "\"}]", 2, JSONRecordReader.openString),
      ("{\"name\": \"A\"}\n\n{\"name\": \"" + huge + "\n", 3, JSONRecordReader.openString),
      (
        "[{\"name\": \"A\"},\n{" + (0..<200_000).map { "\"k\($0)\": 1" }.joined(separator: ",") + "}]", 2,
        JSONRecordReader.longRow
      ),
    ] {
      let path = try file(text)
      defer { Fixture.remove(path) }
      let reader = try JSONRecordReader(path: path)
      #expect(throws: CSVError.invalidJSON(line: line, message)) {
        while try reader.next() != nil {}
      }
      #expect(reader.bytesRead <= CSVReader.recordLimit + 64 + ByteStream.bufferSize)
    }
    // A row just under the limit is read, from a file as from memory.
    let long = String(repeating: "y", count: CSVReader.recordLimit - 100)
    let path = try file("[{\"name\": \"" + long + "\"}]")
    defer { Fixture.remove(path) }
    let reader = try JSONRecordReader(path: path)
    #expect(try reader.next()?.fields == ["name"])
    #expect(try reader.next()?.fields == [long])
    #expect(try reader.next() == nil)
  }

  /// A large file is read a buffer at a time: its rows come back as they were, across the
  /// buffers' edges (escapes and multi-byte characters cut in two among them).
  @Test func aLargeFileStreamsAcrossBuffers() throws {
    let names = (0..<40_000).map { "Ñame \\u00e9\\ud83d\\ude00 \($0)" }
    let text =
      "\u{FEFF}[\n" + names.map { "{\"name\": \"\($0)\", \"n\": \($0.count)}" }.joined(separator: ",\n")
      + "\n]\n"
    let path = try file(text)
    defer { Fixture.remove(path) }
    let reader = try JSONRecordReader(path: path)
    #expect(try reader.next()?.fields == ["name", "n"])
    var count = 0
    while let record = try reader.next() {
      #expect(record.fields[0] == "Ñame é😀 \(count)")
      #expect(record.line == count + 2)
      count += 1
    }
    #expect(count == names.count)
    #expect(reader.bytesRead == reader.totalBytes)
  }
}
