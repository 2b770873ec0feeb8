import Testing

@testable import RosterKit

/// The rule by which copies of an adult are one guardian (`GuardianIdentity`): an email ignoring
/// case, else a name with a phone; never a name alone, never an address.
@Suite struct GuardianIdentityTests {
  static func copy(
    _ id: Int64, _ name: String, email: String? = nil, phone: String? = nil, player: Int64 = 1,
    relation: String? = nil
  ) -> GuardianIdentity.Copy {
    .init(id: id, name: name, email: email, phone: phone, player: player, relation: relation)
  }

  /// A copy without an email first, then one with it and the same name and phone: one adult,
  /// whom the email then names, and a third copy by that email joins them.
  @Test func anEmailNamesTheAdultANameAndPhoneFoundFirst() {
    let identity = GuardianIdentity([
      Self.copy(1, "Juan Ruiz", phone: "+1 555 0103", player: 1, relation: "father"),
      Self.copy(2, "JUAN RUIZ", email: "juan@example.org", phone: "555-0103 1", player: 2),
      Self.copy(3, "Juan R.", email: "Juan@Example.org", player: 3, relation: "dad"),
    ])
    // "555-0103 1" has the digits 55501031, not 15550103: another adult.
    #expect(identity.adults.map(\.copies) == [[1], [2, 3]])
    #expect(identity.adults[1].conflicts.map(\.key) == ["name", "email"])
    #expect(identity.adults[1].links.map(\.player) == [2, 3])
  }

  @Test func aNameAndPhoneBecomeTheEmailsAdultWhenItHadNone() {
    let identity = GuardianIdentity([
      Self.copy(1, "Juan Ruiz", phone: "+1 555 0103", player: 1),
      Self.copy(2, "Juan Ruiz", email: "juan@example.org", phone: "(1) 555-0103", player: 2),
    ])
    #expect(identity.adults.map(\.copies) == [[1, 2]])
    #expect(identity.adults[0].email == "juan@example.org")
    #expect(identity.adults[0].conflicts == [.init(copy: 2, key: "phone", value: "(1) 555-0103")])
  }

  /// Two emails are two adults, even with the same name and phone (a shared family phone).
  @Test func twoEmailsAreTwoAdults() {
    let identity = GuardianIdentity([
      Self.copy(1, "Sam Lee", email: "sam@example.org", phone: "+1 555 0100"),
      Self.copy(2, "Sam Lee", email: "sam.lee@example.org", phone: "+1 555 0100"),
      Self.copy(3, "Sam Lee"),
      Self.copy(4, "Sam Lee"),
    ])
    #expect(identity.adults.map(\.copies) == [[1], [2], [3], [4]])
  }

  /// Two copies for the same player: one link, the second relation named.
  @Test func aSecondCopyForTheSamePlayerIsOneLink() {
    let identity = GuardianIdentity([
      Self.copy(1, "Ann Lee", email: "ann@example.org", player: 7, relation: "mother"),
      Self.copy(2, "Ann Lee", email: "ann@example.org", player: 7, relation: "guardian"),
    ])
    #expect(identity.adults.count == 1)
    #expect(identity.adults[0].links.map(\.player) == [7])
    #expect(identity.adults[0].conflicts == [.init(copy: 2, key: "relation", value: "guardian")])
  }
}
