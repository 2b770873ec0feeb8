import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

final class Capture: TextOutput {
  var text = ""
  func write(_ text: String) { self.text += text }
}
