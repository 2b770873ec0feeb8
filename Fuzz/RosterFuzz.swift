// libFuzzer targets for the parsers that read what people type and files they bring: the CSV
// and JSON readers, the predicate language and the command line. Built by `scripts/fuzz.sh` with
// `swiftc -sanitize=fuzzer,address` together with RosterKit's and RosterCLI's sources (one module,
// so the harness reaches internal API); ROSTER_FUZZ_TARGET picks the target.
//
// Each target goes beyond "does not crash": an input that parses must also behave (a CSV record
// written back reads the same, as CSV or as JSON; a predicate that compiles runs on SQLite; a
// command that fails fails with a sentence meant for a person, and the league stays consistent).

#if canImport(Glibc)
  import Glibc
#endif

private enum Target: String {
  case csv, json, predicate, command
}

private let target: Target = {
  let name = getenv("ROSTER_FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = Target(rawValue: name) else {
    fputs("set ROSTER_FUZZ_TARGET to csv, json, predicate or command\n", stderr)
    exit(2)
  }
  return target
}()

/// The shared small league the predicate target reads (never writes).
nonisolated(unsafe) private let readLeague = try! Fixture.league()

@_cdecl("LLVMFuzzerTestOneInput")
public func rosterFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  switch target {
  case .csv: fuzzCSV(bytes)
  case .json: fuzzJSON(bytes)
  case .predicate: fuzzPredicate(bytes)
  case .command: fuzzCommands(bytes)
  }
  return 0
}

/// Any bytes: read every record (or stop at an ordinary error); records that read cleanly are
/// written back with CSVWriter, plain and spreadsheet-safe, and must read back the same.
private func fuzzCSV(_ bytes: [UInt8]) {
  let encodings = TextEncoding.allCases
  let encoding = encodings[Int(bytes.first ?? 0) % encodings.count]
  let reader = CSVReader(bytes: Array(bytes.dropFirst()), encoding: encoding)
  var records: [[String]] = []
  do {
    while let record = try reader.next() {
      if record.invalidUTF8Line == nil { records.append(record.fields) }
    }
  } catch is CSVError {
    return
  } catch {
    fatalError("CSVReader threw something other than CSVError: \(error)")
  }
  // A lone empty field is a blank line, which readers skip: it has no CSV form of its own. A
  // header goes first, as in every file Roster writes: a field starting with U+FEFF at the very
  // start of a file would read as a byte-order mark.
  let written = [["header"]] + records.filter { $0 != [""] }
  for neutralizing in [false, true] {
    // Spreadsheet-safe CSV reads back the same once the import's `restored` has taken off the
    // `'` put before formulas.
    let text = written.map { CSVWriter.record($0, neutralizingFormulas: neutralizing) }.joined()
    let again = CSVReader(bytes: Array(text.utf8))
    var read: [[String]] = []
    while let record = try! again.next() {
      if record.flaw != nil { fatalError("CSVWriter wrote malformed quoting: \(text)") }
      read.append(neutralizing ? record.fields.map(CSVWriter.restored) : record.fields)
    }
    if read != written { fatalError("CSV round trip changed the records:\n\(written)\n\(read)") }
  }
}

/// Any bytes as a JSON file to import: every row is read, or reading stops at a sentence naming
/// a line of the input (never a trap, never another error); the rows read, written back as JSON
/// (an array, and one object a line), read back the same.
private func fuzzJSON(_ bytes: [UInt8]) {
  let reader = JSONRecordReader(bytes: bytes)
  var records: [[String]] = []
  var flagged = false
  do {
    while let record = try reader.next() {
      if record.invalidUTF8Line != nil { flagged = true }
      records.append(record.fields)
    }
  } catch CSVError.invalidJSON(let line, let message) {
    let lines = bytes.count(where: { $0 == 0x0A }) + 1
    guard (1...lines).contains(line), !message.isEmpty, message.first?.isLowercase == true else {
      fatalError("JSON refused with \(message.debugDescription) on line \(line) of \(lines)")
    }
    _ = "\(ImportFileError(file: "rows.json", line: line, message: message))"
    return
  } catch {
    fatalError("JSONRecordReader threw something other than a sentence: \(error)")
  }
  // Text that was not UTF-8 is flagged and never stored: it has no round trip to make.
  guard let header = records.first, !flagged else { return }
  if Set(header).count != header.count { fatalError("a header with a key twice: \(header)") }
  let rows = records.dropFirst().map { fields in
    "{" + zip(header, fields).map { JSONText.string($0) + ": " + JSONText.string($1) }.joined(separator: ", ")
      + "}"
  }
  for text in ["[\n" + rows.joined(separator: ",\n") + "\n]\n", rows.map { $0 + "\n" }.joined()] {
    // A file of no rows has no header to give back.
    guard !rows.isEmpty else { break }
    let again = JSONRecordReader(bytes: Array(text.utf8))
    var read: [[String]] = []
    while let record = try! again.next() { read.append(record.fields) }
    if read != records { fatalError("JSON round trip changed the rows:\n\(records)\n\(read)") }
  }
}

/// UTF-8 text as a predicate on players (or teams, by the first byte): it parses and compiles or
/// fails with a PredicateError; what compiles runs on SQLite without an SQL error (a regular
/// expression that is too costly is a PredicateError too, with its pattern named).
private func fuzzPredicate(_ bytes: [UInt8]) {
  guard let first = bytes.first, let text = String(validating: bytes.dropFirst(), as: UTF8.self) else {
    return
  }
  let entity = first & 1 == 0 ? Player.entity : Team.entity
  do {
    let predicate = try Predicate(format: text)
    _ = try readLeague.context.count(FetchRequest(entity: entity, predicate: predicate))
  } catch let error as PredicateError {
    _ = error.rendered()
  } catch {
    fatalError("predicate \(text.debugDescription) failed with \(error)")
  }
}

/// UTF-8 lines as a script on a fresh in-memory league: each command runs or fails with a
/// sentence (never "unexpected error" or a raw database error), and the league stays consistent.
/// Commands that read or write files are left out.
private func fuzzCommands(_ bytes: [UInt8]) {
  guard let text = String(validating: bytes, as: UTF8.self) else { return }
  let league = try! Fixture.league()
  let session = Session(league: league, out: TextSink.capturing(), err: TextSink.capturing())
  for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(16) {
    do {
      let words = try CommandLineLexer.split(String(line))
      guard let name = words.first?.value.lowercased() else { continue }
      let touchesFiles = ["import", "export", "backup"].contains(name)
      if touchesFiles || words.contains(where: { ["-o", "--output"].contains($0.value) }) { continue }
      try CommandTable.run(words, in: session)
    } catch {
      let (message, _) = ErrorReporter.report(error, database: ":memory:")
      if message.hasPrefix("unexpected error") || message.hasPrefix("database error") {
        fatalError("command \(line.debugDescription) failed with \(message)")
      }
    }
    if session.quitRequested { break }
  }
  let problems = try! league.check()
  if !problems.isEmpty {
    fatalError("the league is inconsistent after \(text.debugDescription): \(problems)")
  }
}
