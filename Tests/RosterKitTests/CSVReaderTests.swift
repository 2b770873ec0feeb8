import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The CSV reader on RFC 4180 and on the ways real files stray from it.
struct CSVReaderTests {
  private func read(_ text: String, encoding: TextEncoding = .utf8) throws -> [[String]] {
    try read(Array(text.utf8), encoding: encoding).map(\.fields)
  }

  private func read(_ bytes: [UInt8], encoding: TextEncoding = .utf8) throws -> [CSVRecord] {
    let reader = CSVReader(bytes: bytes, encoding: encoding)
    var records: [CSVRecord] = []
    while let record = try reader.next() { records.append(record) }
    return records
  }

  @Test func plainRecords() throws {
    #expect(try read("a,b,c\n1,2,3\n") == [["a", "b", "c"], ["1", "2", "3"]])
    #expect(try read("a,b\n1,2") == [["a", "b"], ["1", "2"]], "no final line break")
    #expect(try read("a,,c\n,\n") == [["a", "", "c"], ["", ""]])
    #expect(try read("") == [])
  }

  @Test func quotedFields() throws {
    #expect(
      try read(#""a,b","say ""hi""","two"# + "\n" + #"lines""# + "\n") == [
        ["a,b", #"say "hi""#, "two\nlines"]
      ])
    #expect(try read(#""""# + "\n") == [[""]], "an empty quoted field is a record")
    #expect(try read("\"a\r\nb\",c\r\n") == [["a\r\nb", "c"]])
  }

  @Test func lineEndingsAndBlankLines() throws {
    #expect(try read("a,b\r\n1,2\r\n") == [["a", "b"], ["1", "2"]])
    #expect(try read("a,b\r1,2\r") == [["a", "b"], ["1", "2"]], "old Mac line endings")
    #expect(try read("a\n\n\r\nb\n\n") == [["a"], ["b"]])
  }

  @Test func lineNumbersCountPhysicalLines() throws {
    let records = try read(Array("h\n\n\"x\ny\"\nz\n".utf8))
    #expect(records.map(\.line) == [1, 3, 5])
  }

  @Test func byteOrderMark() throws {
    #expect(try read([0xEF, 0xBB, 0xBF] + Array("name\nx\n".utf8)).map(\.fields) == [["name"], ["x"]])
  }

  /// A UTF-16 file (either byte order, with its byte-order mark) is read as the UTF-8 it holds,
  /// a buffer at a time: characters cut between two reads, surrogate pairs among them, come
  /// whole, and the reader holds a buffer's worth of a file of several megabytes (it read the
  /// whole file, then its whole text, before).
  @Test(arguments: [true, false])
  func utf16IsReadAsItStreams(bigEndian: Bool) throws {
    let rows = (0..<60_000).map { "Zoë 😀 Ødegaard \($0),Zürich \($0 % 7)" }
    let text = "name,city\n" + rows.joined(separator: "\n") + "\n"
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      bytes += bigEndian ? pair : pair.reversed()
    }
    let path = Fixture.temporaryPath("wide.csv")
    defer { Fixture.remove(path) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(bytes.count > 3_000_000)
    let reader = try CSVReader(path: path)
    #expect(try reader.next()?.fields == ["name", "city"])
    var count = 0
    while let record = try reader.next() {
      #expect(record.fields == ["Zoë 😀 Ødegaard \(count)", "Zürich \(count % 7)"])
      #expect(record.invalidUTF8Line == nil)
      count += 1
    }
    #expect(count == rows.count && reader.wasUTF16)
    #expect(reader.heldBytes < 1 << 20, "\(reader.heldBytes) bytes held")
  }

  /// A UTF-16 file with half a surrogate pair, or an odd byte at its end, is not UTF-16.
  @Test(arguments: [
    [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x62, 0x00], [0xFF, 0xFE, 0x61, 0x00, 0x0A] as [UInt8],
  ])
  func brokenUTF16IsRefused(bytes: [UInt8]) throws {
    let path = Fixture.temporaryPath("broken.csv")
    defer { Fixture.remove(path) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(throws: CSVError.cannotRead("it starts as UTF-16 but is not UTF-16 text")) {
      let reader = try CSVReader(path: path)
      while try reader.next() != nil {}
    }
  }

  /// Found by the CSV fuzzer: text starting with a character encoded from 0xEF (fullwidth
  /// letters, U+F000 to U+FFFF) lost its first byte to the byte-order-mark check.
  @Test func textStartingLikeAByteOrderMarkIsText() throws {
    #expect(try read("Ａ,ﵿ\nx\n") == [["Ａ", "ﵿ"], ["x"]])
    #expect(try read([0xEF, 0xBB, 0xBF] + Array("Ａ\n".utf8)).map(\.fields) == [["Ａ"]])
    let path = Fixture.temporaryPath("fullwidth")
    defer { Fixture.remove(path) }
    try Data("Ｂｏｓｔｏｎ,x\n".utf8).write(to: URL(fileURLWithPath: path))
    let reader = try CSVReader(path: path)
    #expect(try reader.next()?.fields == ["Ｂｏｓｔｏｎ", "x"])
    #expect(try reader.next() == nil)
  }

  @Test func strayQuotesAreKept() throws {
    #expect(try read("ab\"c,d\n") == [["ab\"c", "d"]])
    #expect(try read("\"ab\"cd,e\n") == [["abcd", "e"]])
  }

  @Test func unterminatedQuoteNamesTheLineItOpened() {
    #expect(throws: CSVError.unterminatedQuote(line: 2)) { try read("a,b\n\"open,x\ny\n") }
  }

  /// An open quote in a large file, or a file with no line breaks, stops after 1 MiB instead of
  /// reading everything into one field.
  @Test func recordsAreBoundedInSize() throws {
    let rows = String(repeating: "Some Player,Some Team,25\n", count: 60_000)  // 1.5 MB
    #expect(throws: CSVError.recordTooLong(line: 2, quoted: true)) { try read("a,b\n\"open,x\n" + rows) }
    let wide = String(repeating: "x,", count: 600_000)
    #expect(throws: CSVError.recordTooLong(line: 3, quoted: false)) { try read("a,b\n\n" + wide) }
    // Blank lines do not count toward a record, and a record just under the limit is read.
    let blanks = String(repeating: "\n", count: CSVReader.recordLimit + 10)
    #expect(try read("a\n" + blanks + "b\n") == [["a"], ["b"]])
    let long = String(repeating: "y", count: CSVReader.recordLimit - 10)
    #expect(try read(long + "\n").first?.first?.count == long.count)
  }

  /// Found by the CSV fuzzer: a quote followed by a combining mark is one Character to Swift, so
  /// a writer escaping by Characters left that quote single and the field came back reordered.
  @Test func quotesBeforeCombiningMarksAreEscaped() throws {
    for field in ["C\"\u{05BB}", "\"\u{0301}x", " \u{0301}lead", "a,\"\u{0301}\""] {
      #expect(try read(CSVWriter.record([field, "next"])) == [[field, "next"]], "\(field.debugDescription)")
    }
  }

  @Test func invalidUTF8IsFlaggedNeverStored() throws {
    let records = try read(
      Array("name\n".utf8) + [0x4D, 0x6F, 0x6E, 0x74, 0x72, 0xE9, 0x61, 0x6C] + Array("\nok\n".utf8))
    #expect(records[1].invalidUTF8Line == 2)
    #expect(records[2].invalidUTF8Line == nil)
  }

  @Test(
    arguments: [
      ([0x41], true), ([0xC3, 0xA9], true), ([0xE2, 0x82, 0xAC], true), ([0xF0, 0x9F, 0x98, 0x80], true),
      ([0xC0, 0xAF], false), ([0xE0, 0x80, 0xAF], false), ([0xED, 0xA0, 0x80], false),
      ([0xF4, 0x90, 0x80, 0x80], false),
      ([0x80], false), ([0xC3], false), ([0xE2, 0x82], false), ([0xE2, 0x28, 0xA1], false), ([0xFF], false),
    ] as [([UInt8], Bool)])
  func utf8Validation(bytes: [UInt8], valid: Bool) {
    #expect(CSVReader.isValidUTF8(bytes) == valid)
    #expect(CSVReader.isValidUTF8(bytes) == (String(validating: bytes, as: UTF8.self) != nil))
  }

  @Test func singleByteEncodings() throws {
    let bytes: [UInt8] = [0x4D, 0x6F, 0x6E, 0x74, 0x72, 0xE9, 0x61, 0x6C, 0x2C, 0x93, 0x51, 0x94, 0x0A]
    #expect(try read(bytes, encoding: .latin1).map(\.fields) == [["Montréal", "\u{93}Q\u{94}"]])
    #expect(try read(bytes, encoding: .cp1252).map(\.fields) == [["Montréal", "“Q”"]])
    #expect(TextEncoding(name: "Windows-1252") == .cp1252)
    #expect(TextEncoding(name: "ISO-8859-1") == .latin1)
  }

  /// A file in another encoding than the one it is read in shows in its bytes: Latin-1 has
  /// control characters where Windows-1252 has quotes, and UTF-8's letters are two Latin-1 ones.
  @Test func aFileReadInTheWrongEncodingIsNoticed() throws {
    let windows: [UInt8] = [0x4D, 0x6F, 0x6E, 0x74, 0x72, 0xE9, 0x61, 0x6C, 0x2C, 0x93, 0x51, 0x94, 0x0A]
    #expect(
      try read(windows, encoding: .latin1).first?.misread == .init(line: 1, kind: .controls(byte: 0x93)))
    #expect(try read(windows, encoding: .cp1252).first?.misread == nil)
    let utf8 = Array("name\nplain\nJosé,“Q”\n".utf8)
    for encoding in [TextEncoding.latin1, .cp1252] {
      let records = try read(utf8, encoding: encoding)
      #expect(records[1].misread == nil, "plain ASCII is the same in every one")
      #expect(records[2].misread?.line == 3)
      guard case .utf8(let asRead, let meant) = records[2].misread?.kind else { continue }
      #expect(asRead == (encoding == .latin1 ? "JosÃ\u{A9}" : "JosÃ©") && meant == "José")
    }
    #expect(try read(utf8).allSatisfy { $0.misread == nil })
    // Latin-1's own letters and symbols are not mistaken for UTF-8.
    #expect(try read([0x4A, 0x6F, 0x73, 0xE9, 0x20, 0xA9, 0x0A], encoding: .latin1).first?.misread == nil)
  }

  @Test func writerQuotesOnlyWhenNeeded() throws {
    let fields = ["plain", "a,b", "say \"hi\"", "two\nlines", " padded ", "", "é"]
    let line = CSVWriter.record(fields)
    #expect(line == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\" padded \",,é\n")
    #expect(try read(line) == [fields], "what the writer writes, the reader reads back")
  }

  /// A plain line (no quote, no carriage return) is split where it lies in the buffer; anything
  /// else is read a byte at a time. Random files of both, with blank lines, spaces, stray and
  /// doubled quotes, CR and CRLF, text that is not UTF-8 and no final line break, read both ways
  /// from memory and from a file (whose lines straddle the buffer's refills), give the same
  /// records, lines, flaws and positions.
  @Test(arguments: 0..<12) func plainLinesReadAsEveryLineIsRead(seed: UInt64) throws {
    let pieces: [[UInt8]] = [
      Array("Ana".utf8), Array("José Müller".utf8), Array(" ".utf8), [0x22], Array("\"a,b\"".utf8),
      Array("\"x\"\"y\"".utf8), [0x0D], [0x0A], [0x0D, 0x0A], [0xC3], [0xFF], Array("ß€".utf8),
      Array("12".utf8),
      Array(";".utf8), Array("\t".utf8),
    ]
    try readBothWays(seed: seed, pieces: pieces, usual: 0...2)
  }

  /// Registration platforms quote every field: such lines are split where they lie in the
  /// buffer too, and a reader told which fields are read (`readsFields`) gives the others as ""
  /// whichever way a line is read, with the same lines, flaws, UTF-8 checks and positions.
  @Test(arguments: 0..<8) func quotedLinesReadAsEveryLineIsRead(seed: UInt64) throws {
    let pieces: [[UInt8]] = [
      Array("Ana".utf8), Array("José Müller".utf8), Array(" ".utf8), Array("\"Ana\"".utf8),
      Array("\"José, Müller\"".utf8), Array("\"x\"\"y\"".utf8), Array("\"\"".utf8), Array("\"12\"".utf8),
      Array("\"ß€ \"".utf8), [0x22], Array("\"a,b\"".utf8), [0x0D], [0x0A], [0x0D, 0x0A], [0xC3], [0xFF],
      Array("ß€".utf8), Array("12".utf8), Array(";".utf8), Array("\t".utf8), Array("\"a\" ".utf8),
      Array(" \"a\"".utf8), Array("\"a\nb\"".utf8), Array("\"a\"b".utf8), [0x22, 0xC3, 0x22],
    ]
    try readBothWays(
      seed: seed, pieces: pieces, usual: 3...8, crlf: true, reads: [true, false, false, true, false, true])
  }

  /// Random files of mostly the `usual` pieces, now and then any other, read byte at a time and
  /// split in the buffer, from memory and from a file.
  private func readBothWays(
    seed: UInt64, pieces: [[UInt8]], usual: ClosedRange<Int>, crlf: Bool = false, reads: [Bool]? = nil
  ) throws {
    var random = SeededGenerator(seed: 0x5EED + seed)
    var bytes: [UInt8] = []
    while bytes.count < 700_000 {
      let fields = Int.random(in: 0...6, using: &random)
      for field in 0..<fields {
        if field > 0 { bytes.append(0x2C) }
        // Mostly the usual text, now and then something the fast path must leave alone.
        let plain = Int.random(in: 0..<40, using: &random) > 0
        let piece =
          plain
          ? pieces[Int.random(in: usual, using: &random)] : pieces.randomElement(using: &random)!
        bytes += piece
      }
      let end = Int.random(in: 0..<30, using: &random)
      bytes += end == 0 ? [0x0D] : end < 15 && crlf ? [0x0D, 0x0A] : [0x0A]
    }
    if seed % 2 == 1 { bytes.removeLast() }
    let path = Fixture.temporaryPath("plain-lines")
    defer { Fixture.remove(path) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    func records(_ reader: CSVReader, plain: Bool) -> ([CSVRecord], [Int], String?) {
      reader.readsPlainLines = plain
      reader.readsFields = reads
      var records: [CSVRecord] = []
      var positions: [Int] = []
      do {
        while let record = try reader.next() {
          records.append(record)
          positions.append(reader.bytesRead)
        }
      } catch { return (records, positions, "\(error)") }
      return (records, positions, nil)
    }
    let expected = records(CSVReader(bytes: bytes), plain: false)
    #expect(expected.0.count > 10_000)
    if let reads {
      let read = expected.0.flatMap {
        $0.fields.enumerated().filter { $0.offset < reads.count && reads[$0.offset] }
      }
      #expect(read.contains { !$0.element.isEmpty }, "the fields read have their text")
      let unread = expected.0.flatMap {
        $0.fields.enumerated().filter { $0.offset >= reads.count || !reads[$0.offset] }
      }
      #expect(unread.count > 10_000 && unread.allSatisfy { $0.element.isEmpty }, "the others are empty")
    }
    let fromMemory = records(CSVReader(bytes: bytes), plain: true)
    let fromFile = records(try CSVReader(path: path), plain: true)
    for (name, read) in [("memory", fromMemory), ("file", fromFile)] {
      #expect(read.0.count == expected.0.count, "\(name)")
      if let index = read.0.indices.first(where: { $0 < expected.0.count && read.0[$0] != expected.0[$0] }) {
        Issue.record("\(name), record \(index): \(read.0[index]) instead of \(expected.0[index])")
      }
      #expect(read.1 == expected.1, "bytes read after each record, \(name)")
      #expect(read.2 == expected.2, "how it ended, \(name)")
    }
  }
}
