import FoundationEssentials

/// A `postgresql://` URL with its password taken out, so that libpq — whose messages quote the
/// URL it was given (`invalid percent-encoded token: "…"`, `… in URI: "…"`) — never sees the
/// password, and messages can show the rest.
///
/// libpq ends the user name and password at the FIRST `@` or `/`: a password with an unencoded
/// `@` or `/` in it connects as the wrong user to a host named after the password's tail, and the
/// error quotes that tail. Here they end at the LAST `@` before the query, so
/// `postgresql://ann:p@ss/w0rd@db.example.org/league` is user `ann` with the password `p@ss/w0rd`
/// (a database name with an `@` in it is written `%40`). A `password` query parameter is taken
/// out too, its key in any case and percent-encoded or not, as libpq decodes keys as well.
///
/// See https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS
struct PostgreSQLURL {
  /// The URL as given.
  let text: String
  /// The URL without any password: what libpq is given and what messages show.
  let withoutPassword: String
  /// The password as typed (still percent-encoded), when the URL has one: the last `password`
  /// parameter, else the one after the user name (libpq lets the query override it too).
  let typedPassword: Substring?
  /// Every password typed in the URL, for keeping them out of messages.
  private let typedPasswords: [Substring]

  /// Passwords shorter than this are not searched for in messages: they would be found in
  /// ordinary words. libpq never sees them in a URL anyway, so it cannot quote them.
  static let shortestHidden = 4

  init(_ text: String) {
    self.text = text
    var passwords: [Substring] = []
    // `postgresql:` then, normally, `//`; the scheme in lower case, as libpq only knows it so.
    guard let colon = text.firstIndex(of: ":") else {
      (withoutPassword, typedPassword, typedPasswords) = (text, nil, [])
      return
    }
    var rebuilt = text[..<colon].lowercased() + ":"
    var rest = text[colon...].dropFirst()
    let hasAuthority = rest.hasPrefix("//")
    if hasAuthority {
      rebuilt += "//"
      rest = rest.dropFirst(2)
    }
    let (address, query) = Self.splitQuery(rest)

    var userInfoPassword: Substring?
    if let at = address.lastIndex(of: "@") {
      let userInfo = address[..<at]
      let separator = userInfo.firstIndex(of: ":")
      let user = userInfo[..<(separator ?? userInfo.endIndex)]
      if let separator {
        userInfoPassword = userInfo[userInfo.index(after: separator)...]
        passwords.append(userInfoPassword!)
      }
      // libpq reads the user name up to the first `@` or `/`; those in it are sent encoded.
      rebuilt +=
        hasAuthority
        ? user.replacingLiterally("@", with: "%40").replacingLiterally("/", with: "%2F")
        : String(user)
      rebuilt += address[at...]
    } else {
      rebuilt += address
    }

    var queryPassword: Substring?
    if let query {
      var kept: [Substring] = []
      for parameter in query.split(separator: "&", omittingEmptySubsequences: false) {
        let equals = parameter.firstIndex(of: "=")
        let key = parameter[..<(equals ?? parameter.endIndex)]
        guard Self.decodedText(key)?.lowercased() == "password" else {
          kept.append(parameter)
          continue
        }
        let value = equals.map { parameter[parameter.index(after: $0)...] } ?? ""
        queryPassword = value
        passwords.append(value)
      }
      if !kept.isEmpty { rebuilt += "?" + kept.joined(separator: "&") }
    }
    withoutPassword = rebuilt
    typedPassword = [queryPassword, userInfoPassword].compactMap { $0 }.first { !$0.isEmpty }
    typedPasswords = passwords.filter { !$0.isEmpty }
  }

  /// Whether a password is written in the URL.
  var hasPassword: Bool { !typedPasswords.isEmpty }

  /// The password's bytes, percent-decoded, or nil when there is none. A `%` not followed by two
  /// hexadecimal digits (or a `%00`) is refused with a sentence that does not show the password.
  func password() throws -> [UInt8]? {
    guard let typedPassword else { return nil }
    switch Self.decoded(typedPassword) {
    case .success(let bytes): return bytes
    case .failure(let problem): throw StoreError(kind: .connection, code: "", message: problem.message)
    }
  }

  /// `message` with the URL as given replaced by the URL without its password, and any password
  /// the URL carries (as typed or decoded) by `***`: a second line of defence for text from libpq
  /// and the server.
  func hidingPasswords(_ message: String) -> String {
    var message = message
    if withoutPassword != text { message = message.replacingLiterally(text, with: withoutPassword) }
    var secrets = typedPasswords.map(String.init)
    for typed in typedPasswords {
      if case .success(let bytes) = Self.decoded(typed), let text = String(validating: bytes, as: UTF8.self) {
        secrets.append(text)
      }
    }
    for secret in secrets.sorted(by: { $0.count > $1.count }) where secret.count >= Self.shortestHidden {
      message = message.replacingLiterally(secret, with: "***")
    }
    return message
  }

  /// `text` with the password of every PostgreSQL URL in it taken out; a URL runs from its scheme
  /// to the end of `text` (or to the next URL), as in a word of a command line.
  static func hidingPasswords(inText text: String) -> String {
    // Where a scheme begins, by bytes: a long text full of "postgres" stays linear.
    let bytes = Array(text.utf8)
    let schemes = ["postgresql:", "postgres:"].map { Array($0.utf8) }
    let starts = bytes.indices.filter { start in
      bytes[start] | 0x20 == UInt8(ascii: "p")
        && schemes.contains { scheme in
          start + scheme.count <= bytes.count
            && zip(scheme, bytes[start...]).allSatisfy {
              $0 == $1 || $0 == $1 | 0x20 && $0 != UInt8(ascii: ":")
            }
        }
    }
    guard !starts.isEmpty else { return text }
    var result = String(decoding: bytes[..<starts[0]], as: UTF8.self)
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1] : bytes.count
      let url = PostgreSQLURL(String(decoding: bytes[start..<end], as: UTF8.self))
      result += url.hasPassword ? url.withoutPassword : url.text
    }
    return result
  }

  // MARK: Parts

  /// The address (user, password, hosts, database) and the query after the `?` that begins it.
  ///
  /// A password may hold a `?`: the query begins at the first `?` followed by `key=` (a key of
  /// letters, digits, `_` and `%`), else at the first `?` after the last `@`.
  private static func splitQuery(_ text: Substring) -> (address: Substring, query: Substring?) {
    func split(at mark: Substring.Index) -> (Substring, Substring?) {
      (text[..<mark], text[text.index(after: mark)...])
    }
    var index = text.startIndex
    while let mark = text[index...].firstIndex(of: "?") {
      let after = text[text.index(after: mark)...]
      let key = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "%") }
      if !key.isEmpty, after.dropFirst(key.count).first == "=" { return split(at: mark) }
      index = text.index(after: mark)
    }
    let from = text.lastIndex(of: "@") ?? text.startIndex
    if let mark = text[from...].firstIndex(of: "?") { return split(at: mark) }
    return (text, nil)
  }

  enum DecodingProblem: Error {
    case badEscape, nul

    var message: String {
      let advice = "; better, keep the password in ~/.pgpass or PGPASSWORD rather than in the URL"
      switch self {
      case .badEscape:
        return "the password in the URL is not percent-encoded correctly: a % must be followed by two "
          + "hexadecimal digits (write % itself as %25)" + advice
      case .nul: return "the password in the URL holds %00, which no password may contain" + advice
      }
    }
  }

  /// Percent-decoding as libpq does it: `%` and two hexadecimal digits, `%00` refused.
  static func decoded(_ text: Substring) -> Result<[UInt8], DecodingProblem> {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return .failure(.badEscape)
      }
      let value = high << 4 | low
      guard value != 0 else { return .failure(.nul) }
      bytes.append(value)
    }
    return .success(bytes)
  }

  private static func decodedText(_ text: Substring) -> String? {
    guard case .success(let bytes) = decoded(text) else { return String(text) }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
