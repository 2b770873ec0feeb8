/// How listings are printed: `table` for people, `csv` and `json` for programs.
public enum OutputFormat: String, CaseIterable, Sendable {
  case table, csv, json
}
