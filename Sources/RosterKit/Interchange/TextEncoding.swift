import FoundationEssentials

/// The text encodings files come in: UTF-8 (with or without a byte-order mark), or the single-byte
/// Latin-1 and Windows-1252 of older spreadsheets.
public enum TextEncoding: String, Sendable, CaseIterable {
  case utf8 = "utf-8", latin1, cp1252

  public init?(name: String) {
    switch name.lowercased().replacingLiterally("-", with: "").replacingLiterally("_", with: "") {
    case "utf8": self = .utf8
    case "latin1", "iso88591", "l1": self = .latin1
    case "cp1252", "windows1252", "win1252": self = .cp1252
    default: return nil
    }
  }
}
