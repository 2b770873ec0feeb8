import CPCRE2

/// A regular expression for `MATCHES`, compiled by PCRE2: the whole text must match, `\w` and
/// `[[:alpha:]]` know Unicode (as PostgreSQL's do in a UTF-8 database), and every match is
/// bounded, so a pattern that would backtrack for minutes gives up instead.
///
///     let expression = try RegularExpression("J.*", caseInsensitive: true)
///     expression.match("josé")  // .match
///
/// An instance is not thread-safe (it owns its match data); each SQLite connection keeps its own.
/// See https://www.pcre.org/current/doc/html/pcre2api.html
final class RegularExpression {
  enum Outcome: Equatable {
    case match, noMatch
    /// A limit was reached before PCRE2 could tell: the match did too much work.
    case tooCostly
  }

  /// PCRE2's reason a pattern does not compile, and where (in Unicode scalars from its start).
  struct SyntaxError: Error, Equatable {
    let message: String
    let offset: Int
  }

  /// The most backtracking steps one match may take. Real patterns on a 200-character name take
  /// a few thousand; `(.*.*)*x` reaches this within some milliseconds (measured with and
  /// without JIT; see the README's MATCHES notes).
  static let matchLimit: UInt32 = 2_000_000
  /// The deepest backtracking nesting one match may reach (the interpreter; JIT has its stack).
  static let depthLimit: UInt32 = 10_000
  /// The memory the interpreter may use for backtracking, in KiB.
  static let heapLimit: UInt32 = 16 * 1024
  /// The JIT's stack grows to at most this many bytes.
  static let jitStackLimit = 1 << 20

  private let code: OpaquePointer
  private let matchData: OpaquePointer
  private let matchContext: OpaquePointer
  private let jitStack: OpaquePointer?

  init(_ pattern: String, caseInsensitive: Bool = false) throws(SyntaxError) {
    var options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_ENDANCHORED)
    options |= UInt32(PCRE2_DOLLAR_ENDONLY | PCRE2_NEVER_BACKSLASH_C)
    if caseInsensitive { options |= UInt32(PCRE2_CASELESS) }
    var errorCode: Int32 = 0
    var errorOffset = 0
    var text = pattern
    let compiled = text.withUTF8 { bytes in
      pcre2_compile_8(bytes.baseAddress ?? Self.empty, bytes.count, options, &errorCode, &errorOffset, nil)
    }
    guard let compiled else {
      let prefix = pattern.utf8.prefix(errorOffset)
      throw SyntaxError(
        message: Self.message(errorCode), offset: String(decoding: prefix, as: UTF8.self).unicodeScalars.count
      )
    }
    guard let matchData = pcre2_match_data_create_from_pattern_8(compiled, nil),
      let matchContext = pcre2_match_context_create_8(nil)
    else {
      pcre2_code_free_8(compiled)
      throw SyntaxError(message: "out of memory", offset: 0)
    }
    pcre2_set_match_limit_8(matchContext, Self.matchLimit)
    pcre2_set_depth_limit_8(matchContext, Self.depthLimit)
    pcre2_set_heap_limit_8(matchContext, Self.heapLimit)
    // JIT where the library has it (a few times faster); the interpreter otherwise.
    var stack: OpaquePointer?
    if pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0 {
      stack = pcre2_jit_stack_create_8(32 * 1024, Self.jitStackLimit, nil)
      if let stack { pcre2_jit_stack_assign_8(matchContext, nil, UnsafeMutableRawPointer(stack)) }
    }
    self.code = compiled
    self.matchData = matchData
    self.matchContext = matchContext
    self.jitStack = stack
  }

  deinit {
    pcre2_match_data_free_8(matchData)
    pcre2_match_context_free_8(matchContext)
    if let jitStack { pcre2_jit_stack_free_8(jitStack) }
    pcre2_code_free_8(code)
  }

  /// Whether the whole of `text` matches.
  func match(_ text: String) -> Outcome {
    var text = text
    let result = text.withUTF8 { bytes in
      pcre2_match_8(code, bytes.baseAddress ?? Self.empty, bytes.count, 0, 0, matchData, matchContext)
    }
    if result >= 0 { return .match }
    if result == PCRE2_ERROR_NOMATCH { return .noMatch }
    // The match, depth, heap or JIT stack limit, or memory: no answer either way.
    return .tooCostly
  }

  /// The number of capturing groups.
  var captureCount: Int {
    var count: UInt32 = 0
    pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
    return Int(count)
  }

  /// What an empty pattern or text points at (a buffer of one NUL; PCRE2 takes a length).
  nonisolated(unsafe) private static let empty: UnsafePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return UnsafePointer(pointer)
  }()

  private static func message(_ code: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = pcre2_get_error_message_8(code, &buffer, buffer.count)
    return count > 0 ? String(decoding: buffer.prefix(Int(count)), as: UTF8.self) : "error \(code)"
  }
}
