/// Why a CSV file cannot be read any further.
public enum CSVError: Error, Equatable, Sendable {
  /// A quoted field opened on `line` never closes.
  case unterminatedQuote(line: Int)
  /// A record that starts on `line` runs past `CSVReader.recordLimit` bytes (`quoted`: inside a
  /// quoted field, most likely one whose closing quote is missing).
  case recordTooLong(line: Int, quoted: Bool)
  case cannotRead(String)
}
