import Testing

@testable import RosterKit

/// A registration form's no-contact answer names a person and why; an order's date sorts as
/// it is meant (issue 42, the import of an export's parents).
struct NoContactAnswerTests {
  @Test func anAnswerNamesThePersonAndTheirRelationship() {
    let answer = NoContactAnswer("Yes - Victor Moreno (father): court order 2025, no contact and no pick-up")
    #expect(answer == NoContactAnswer(name: "Victor Moreno", relationship: "father"))
    #expect(NoContactAnswer("Yes: Jo Park, per the parenting plan")?.name == "Jo Park")
    #expect(NoContactAnswer("Lee Chen - court order")?.name == "Lee Chen")
    #expect(
      NoContactAnswer("Yesenia Cruz (aunt)") == NoContactAnswer(name: "Yesenia Cruz", relationship: "aunt"))
  }

  @Test func aNoNamesNobody() {
    for answer in ["", "No", "no.", "None", "N/A", "n", " - "] {
      #expect(NoContactAnswer(answer) == nil, "\(answer)")
    }
  }

  @Test func anOrdersDateSortsByDayThenTime() {
    #expect(Importer.orderKey("07/29/2026 9:21 PM") == 2026_07_29_21_21)
    #expect(Importer.orderKey("07/29/2026 12:05 AM") == 2026_07_29_00_05)
    #expect(Importer.orderKey("2026-07-29 21:21:00") == 2026_07_29_21_21)
    #expect(Importer.orderKey("2026-05-03")! < Importer.orderKey("07/20/2026 8:00 AM")!)
    #expect(Importer.orderKey("soon") == nil)
  }
}
