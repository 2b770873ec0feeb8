/// Why a file to import cannot be read any further.
public enum CSVError: Error, Equatable, Sendable {
  /// A quoted field opened on `line` never closes.
  case unterminatedQuote(line: Int)
  /// A record that starts on `line` runs past `CSVReader.recordLimit` bytes (`quoted`: inside a
  /// quoted field, most likely one whose closing quote is missing).
  case recordTooLong(line: Int, quoted: Bool)
  case cannotRead(String)
  /// JSON that is not a list of rows, from `line` on (the sentence says why).
  case invalidJSON(line: Int, String)
}
