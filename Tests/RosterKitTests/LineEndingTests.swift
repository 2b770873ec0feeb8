import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A file's problems name the line a person finds them on in an editor, whatever its line
/// endings: CRLF (Windows, and most spreadsheets' exports) and a lone CR are one line break each,
/// as LF is — in the reader's records and errors, in an import's problems and in a rejects file,
/// on both engines. Each file is written with LF, CRLF, CR and mixed endings (quoted line breaks
/// included), and must name the same lines. (Read as two breaks, CRLF kept every field right
/// and made every line number wrong, and no test noticed.)
struct LineEndingTests: ImportingTests {
  /// The suite's files, in a folder new for each test and removed after it.
  private let scratch = TemporaryFolder()
  var folder: String { scratch.path }
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League

  init() throws {
    league = try League(path: ownDatabase.location)
    try importing([try file("teams.csv", "name,abbreviation\nBoston Red Sox,BOS\n")])
  }

  enum Ending: String, CaseIterable, Sendable {
    case lf, crlf, cr, mixed

    /// `text`, written with LF, with this ending at each line's end (inside quotes too); mixed
    /// takes CRLF, LF and CR in turn, in an order where no CR is followed by an LF of the next.
    func apply(_ text: String) -> String {
      let endings: [String] =
        switch self {
        case .lf: ["\n"]
        case .crlf: ["\r\n"]
        case .cr: ["\r"]
        case .mixed: ["\r\n", "\n", "\r"]
        }
      var result = String.UnicodeScalarView()
      var breaks = 0
      for scalar in text.unicodeScalars {
        guard scalar == "\n" else {
          result.append(scalar)
          continue
        }
        result.append(contentsOf: endings[breaks % endings.count].unicodeScalars)
        breaks += 1
      }
      return String(result)
    }
  }

  private func records(_ bytes: [UInt8], encoding: TextEncoding = .utf8) throws -> [CSVRecord] {
    let reader = CSVReader(bytes: bytes, encoding: encoding)
    var records: [CSVRecord] = []
    while let record = try reader.next() { records.append(record) }
    return records
  }

  private func records(_ text: String, _ ending: Ending) throws -> [CSVRecord] {
    try records(Array(ending.apply(text).utf8))
  }

  /// A blank line, a quoted line break, text after a closing quote (on the quote's line), no
  /// final line break.
  @Test(arguments: Ending.allCases)
  func recordsAndTheirFlawsNameTheirLines(ending: Ending) throws {
    let read = try records(
      "h,i\n\n\"x\ny\",z\nplain,row\n\"a\"b,c\n\"multi\nline\"tail,y\nlast,one", ending)
    #expect(read.map(\.line) == [1, 3, 5, 6, 7, 9])
    #expect(read[3].flaw == CSVFlaw(kind: .textAfterClosingQuote, line: 6, field: 0))
    #expect(read[4].flaw == CSVFlaw(kind: .textAfterClosingQuote, line: 8, field: 0))
    // A quoted line break is kept as written: the file's third.
    let written = ["x\ny", "x\r\ny", "x\ry", "x\ry"][Ending.allCases.firstIndex(of: ending)!]
    #expect(read[1].fields == [written, "z"])
    #expect(read.last?.fields == ["last", "one"])
  }

  @Test(arguments: Ending.allCases)
  func bytesThatAreNotTheirEncodingNameTheirLines(ending: Ending) throws {
    let invalid = Array(ending.apply("h\n\nok\n").utf8) + [0xFF] + Array(ending.apply(",x\n").utf8)
    #expect(try records(invalid).last?.invalidUTF8Line == 4)
    let misread = try records(Array(ending.apply("name\n\nplain\nJosé,x\n").utf8), encoding: .latin1)
    #expect(misread.last?.misread?.line == 4)
  }

  @Test(arguments: Ending.allCases)
  func syntaxErrorsNameTheirLines(ending: Ending) throws {
    #expect(throws: CSVError.unterminatedQuote(line: 4)) {
      try records("a,b\n\nc,d\n\"open,x\ny\n", ending)
    }
    let rows = String(repeating: "Some Player,Some Team,25\n", count: 60_000)
    #expect(throws: CSVError.recordTooLong(line: 3, quoted: true)) {
      try records("a,b\n\n\"open,x\n" + rows, ending)
    }
    let wide = String(repeating: "x,", count: 600_000)
    #expect(throws: CSVError.recordTooLong(line: 4, quoted: false)) {
      try records("a,b\n\n\n" + wide, ending)
    }
  }

  /// A players file with a problem on lines 3, 5 (a quoted name over lines 4 and 5) and 7.
  private static let players = """
    team,name,age,number
    BOS,Good One,20,7
    BOS,Bad Age,old,8
    BOS,"Two
    Lines"x,20,9
    BOS,Fine,21,10
    BOS,Short

    """

  @Test(arguments: Ending.allCases)
  func anImportsProblemsNameTheirLines(ending: Ending) throws {
    let path = try file("players.csv", ending.apply(Self.players))
    #expect {
      try importing([path])
    } throws: { error in
      (error as? ImportFailure)?.problems.map(\.line) == [3, 5, 7]
    }
    let broken = try file("broken.csv", ending.apply("team,name,age\nBOS,A,1\n\nBOS,\"Open,2\nBOS,B,3\n"))
    #expect {
      try importing([broken])
    } throws: { error in
      (error as? ImportFileError)?.line == 4
    }
  }

  /// The rejects file's `line` column — the line a row starts on, 4 for the name over lines 4
  /// and 5 — for rows refused while read and for one a unique rule refuses when the rows are
  /// saved (on a server, staged and checked together).
  @Test(arguments: Ending.allCases)
  func theRejectsFileNamesTheLines(ending: Ending) throws {
    let path = try file("players.csv", ending.apply(Self.players + "BOS,Clash,22,7\n"))
    let report = try importing([path], .init(skipInvalid: true))
    #expect(report.rejected == 4)
    let rejects = try records(Array(try Data(contentsOf: URL(fileURLWithPath: path + ".rejects.csv"))))
    let column = try #require(rejects.first?.fields.firstIndex(of: "line"))
    #expect(rejects.dropFirst().map { $0.fields[column] } == ["3", "4", "7", "8"])
    #expect(
      rejects.last?.fields.last?.hasSuffix("by 'Good One' (line 2)") == true, "\(rejects.last?.fields ?? [])")
  }
}
