import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Journal images read by hand (`JournalImage`): the values `JSONDecoder` read from them, exactly,
/// and as each engine writes them.
struct JournalImageTests {
  @Test(
    arguments: [
      (#"{}"#, [:]),
      (
        #"{"id":7,"name":"Ana","team_id":null}"#, ["id": .integer(7), "name": .text("Ana"), "team_id": .null]
      ),
      // PostgreSQL's text of a jsonb: a blank after each colon and comma.
      (
        #"{"id": 7, "age": -12, "name": "Ana"}"#,
        ["id": .integer(7), "age": .integer(-12), "name": .text("Ana")]
      ),
      (#" { "a" : 1 } "#, ["a": .integer(1)]),
      (
        #"{"big":9223372036854775807,"past53":9007199254740993}"#,
        ["big": .integer(.max), "past53": .integer(9_007_199_254_740_993)]
      ),
      (
        #"{"half":1.5,"whole":2.0,"exp":1e3,"neg":-2.5E-1}"#,
        ["half": .real(1.5), "whole": .integer(2), "exp": .integer(1000), "neg": .real(-0.25)]
      ),
      (#"{"yes":true,"no":false}"#, ["yes": .integer(1), "no": .integer(0)]),
      (#"{"q":"a\"b\\c\/d","c":"\b\f\n\r\t"}"#, ["q": .text(#"a"b\c/d"#), "c": .text("\u{8}\u{C}\n\r\t")]),
      (#"{"u":"\u00e9\u2028\ud83d\ude00 é😀"}"#, ["u": .text("é\u{2028}😀 é😀")]),
    ] as [(String, [String: DatabaseValue])])
  func anImageReadsAsJSONDecoderReadIt(_ text: String, _ values: [String: DatabaseValue]) {
    #expect(JournalImage.values(text) == values)
    #expect(JournalReader.image(.text(text)) == values)
  }

  /// What is not a flat object of scalars is left to `JSONDecoder` (a nested value read as
  /// null, as it was), and what is not JSON is no image.
  @Test(arguments: [
    #"{"a":1"#, #"{"a":1,}"#, #"{"a" 1}"#, #"{"a":01x}"#, #"{"a":"line\nbreak"}x"#, #"{"a":tru}"#,
    #"{"a":"\x"}"#, #"{"a":"\ud83d"}"#, "{\"a\":\"raw\ncontrol\"}", #"[1,2]"#, #""text""#, "",
  ])
  func whatIsNotAFlatObjectIsNotReadByHand(_ text: String) {
    #expect(JournalImage.values(text) == nil)
  }

  @Test func aNestedValueIsLeftToJSONDecoder() {
    #expect(JournalImage.values(#"{"a":{"b":1},"c":2}"#) == nil)
    #expect(JournalReader.image(.text(#"{"a":{"b":1},"c":2}"#)) == ["a": .null, "c": .integer(2)])
  }

  /// Every character a name may hold and more, written into an image by the engine under test
  /// (SQLite's `json_object`, PostgreSQL's `jsonb_build_object`), comes back as it was.
  @Test func textAsEachEngineWritesItComesBackExactly() throws {
    let location = Fixture.newDatabase()
    defer { Fixture.remove(location) }
    let store = try League(path: location).store
    let texts = [
      "plain", #"quote " and backslash \ and slash /"#, "tab\tline\nreturn\r bell\u{7} nul-less \u{1F}",
      "é ß Ŀĳ 大谷翔平 😀 \u{2028}\u{2029} \u{FEFF}", String(repeating: "long ", count: 2_000), "",
    ]
    for text in texts {
      let written = try store.scalar(
        "SELECT " + SQL(Backend.isPostgreSQL ? "jsonb_build_object('a', CAST(" : "json_object('a', ")
          + SQL.value(.text(text)) + SQL(Backend.isPostgreSQL ? " AS text))::text" : ")"))
      #expect(JournalImage.values(written.description) == ["a": .text(text)], "\(written)")
    }
  }

  /// An image's values as the row held them: an integer past 2^53 exactly, a real, a whole
  /// real as the integer SQLite's JSON writes it for, text with escapes, and null.
  @Test func imagesReadBackTheRowsValues() {
    let image = JournalReader.image(
      .text(
        #"{"big": 9007199254740993, "least": -9223372036854775808, "real": 1.5, "whole": 28.0, "#
          + #""text": "O'Brien \"Jr\" \u00e9", "none": null, "yes": true}"#))
    #expect(image?["big"] == .integer(9_007_199_254_740_993))
    #expect(image?["least"] == .integer(.min))
    #expect(image?["real"] == .real(1.5))
    #expect(image?["whole"] == .integer(28))
    #expect(image?["text"] == .text("O'Brien \"Jr\" é"))
    #expect(image?["none"] == .null)
    #expect(image?["yes"] == .integer(1))
    #expect(JournalReader.image(.text("not json")) == nil)
    #expect(JournalReader.image(.null) == nil)
  }
}
