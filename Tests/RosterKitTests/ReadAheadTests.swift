import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A file's rows read and checked on a thread of their own come out as reading them here would
/// give them: in order, with their problems, an error of the file in its place; and a taker
/// that stops early gets its reader back without waiting for the rest of the file.
@Suite struct ReadAheadTests {
  /// The suite's files, in a folder new for each test and removed after it.
  private let scratch = TemporaryFolder()

  /// A players file of `rows` rows (a few with problems), and `tail` after them.
  private func playersFile(rows: Int, tail: String = "") throws -> String {
    var text = "team,name,age,position,number\n"
    for row in 0..<rows {
      switch row % 97 {
      case 5: text += "BOS,Bad Age \(row),old,P,1\n"
      case 11: text += "BOS,Too Many \(row),20,P,1,extra\n"
      case 13: text += "BOS,=Spreadsheet \(row),21,C,\n"
      default: text += "BOS,Zoë Player \(row),\(18 + row % 20),P,\(row % 100)\n"
      }
    }
    let path = scratch.file("read-ahead.csv")
    try Data((text + tail).utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The file's source, its header read, as an import opens it.
  private func source(_ path: String) throws -> Importer.Source {
    let reader = try CSVReader(path: path)
    let header = try reader.next()!.fields
    let entity = RosterModel.player
    var columns: [String: Int] = [:]
    for (index, key) in header.enumerated() { columns[key] = index }
    return Importer.Source(
      path: path, name: "players.csv", entity: entity, reader: reader, header: header, columns: columns,
      headerLine: 1, attributeColumns: entity.attributes.map { columns[$0.name] },
      present: entity.attributes.map(\.name).filter { columns[$0] != nil })
  }

  @Test func rowsComeInOrderAsTheyAreCheckedHere() throws {
    let league = try Fixture.league()
    let path = try playersFile(rows: 5_000)
    defer { Fixture.remove(path) }
    let check = RowCheck(try source(path), options: .init(), context: league.context)
    let ahead = ReadAhead(try source(path).reader, check: check)
    defer { ahead.stop() }
    let here = try source(path).reader
    var count = 0
    while let row = try ahead.next() {
      let record = check.restored(try here.next()!)
      var (problems, misshapen) = check.shape(record)
      let values = misshapen ? RowValues(check.entity) : check.values(record, problems: &problems)
      #expect(row.record == record && row.problems == problems && row.misshapen == misshapen)
      #expect(row.values == values)
      #expect(row.bytesRead == here.bytesRead)
      count += 1
    }
    #expect(try here.next() == nil)
    #expect(count == 5_000)
  }

  @Test func aFilesErrorComesWhereTheFileHasIt() throws {
    let league = try Fixture.league()
    let path = try playersFile(rows: 3_000, tail: "BOS,\"Open Quote,20,P,1\nBOS,Later,20,P,2\n")
    defer { Fixture.remove(path) }
    let ahead = ReadAhead(
      try source(path).reader, check: RowCheck(try source(path), options: .init(), context: league.context))
    defer { ahead.stop() }
    var lines: [Int] = []
    #expect(throws: ImportFileError.self) {
      while let row = try ahead.next() { lines.append(row.record.line) }
    }
    #expect(lines == Array(2...3_001), "every row before the quote, then its error")
  }

  @Test func aTakerThatStopsGetsItsReaderBack() throws {
    let league = try Fixture.league()
    let path = try playersFile(rows: 100_000)
    defer { Fixture.remove(path) }
    let source = try source(path)
    let ahead = ReadAhead(source.reader, check: RowCheck(source, options: .init(), context: league.context))
    for _ in 0..<3 { _ = try ahead.next() }
    ahead.stop()
    // The thread is gone: nothing reads the file any more, and the reader is this thread's.
    let stoppedAt = source.reader.bytesRead
    Thread.sleep(forTimeInterval: 0.05)
    #expect(source.reader.bytesRead == stoppedAt)
    #expect(stoppedAt < 100_000 * 20, "it stopped a few batches in, not at the end")
    #expect(try source.reader.next() != nil)
  }
}
