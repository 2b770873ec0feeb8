/// Whom a team, a division or the league writes to (`mail`): one recipient per adult, however
/// many children they have there — the guardians of the players in it and, when asked, the
/// teams' staff — with what each may be reached by, and how many were left out and why.
///
/// A guardian is left out when any of their links there says no contact (a court order or a
/// parent's instruction about one child holds for the list of their team), and out of the emails
/// (or the texts) when any of those links says `receives_email=no` (`receives_text=no`); a choice
/// not made is a yes. A staff member is the team's own adult: always on the list, and when they
/// are a guardian there too (the same email ignoring case, else the same name and phone digits —
/// `GuardianIdentity`'s rule), one line with their children. On a league office's server the
/// list is what the login reads: the server leaves out the guardians it may not.
public struct MailingList: Sendable {
  /// Who is on it (`--to`).
  public enum Audience: String, CaseIterable, Sendable {
    case guardians, staff, all
  }

  /// How the list reaches them: by email, by text, or either (a file of both, `csv`, `vcard`).
  public enum Channel: Sendable {
    case email, text, either
  }

  /// One adult on the list: their email and phone as the channel may use them (nil when they
  /// have none or chose not to get it), their children in the scope and their roles on its teams.
  public struct Recipient: Equatable, Sendable {
    public var name: String
    public var email: String?
    public var phone: String?
    public var children: [String]
    public var roles: [String]
  }

  /// Why an adult is not on the list.
  public enum Omission: String, CaseIterable, Sendable {
    case noContact = "no contact"
    case declinedEmail = "no email wanted"
    case declinedText = "no texts wanted"
    case noEmail = "no email address"
    case noPhone = "no phone number"
    case neither = "no email or phone"
  }

  public let recipients: [Recipient]
  /// How many adults were left out, for each reason.
  public let omitted: [Omission: Int]

  public var omittedCount: Int { omitted.values.reduce(0, +) }

  /// The list of `scope` for `audience`, by `channel`, read through `context` (the league as the
  /// context shows it: now, as it was, or as a login of a league office reads it).
  public init(_ scope: LeagueScope, to audience: Audience, by channel: Channel, in context: Context) throws {
    var adults: [Adult] = []
    var byIdentity: [String: Int] = [:]
    func place(_ adult: Adult) {
      if let key = adult.identity, let index = byIdentity[key] {
        adults[index].absorb(adult)
      } else {
        if let key = adult.identity { byIdentity[key] = adults.count }
        adults.append(adult)
      }
    }
    if audience != .guardians {
      for row in try context.fetchValues(
        FetchRequest(entity: RosterModel.staff, predicate: scope.predicate(team: "team")),
        keyPaths: ["name", "email", "phone", "role"])
      {
        var adult = Adult(name: row[0].textValue ?? "", email: row[1].textValue, phone: row[2].textValue)
        adult.isStaff = true
        if let role = row[3].textValue { adult.roles = [role] }
        place(adult)
      }
    }
    if audience != .staff {
      // One row a link; a guardian's links make one adult.
      var request = FetchRequest(
        entity: RosterModel.guardianship, predicate: scope.predicate(team: "player.team"))
      request.sortDescriptors = [SortDescriptor("guardian.name"), SortDescriptor("player.name")]
      var guardians: [DatabaseValue: Adult] = [:]
      var order: [DatabaseValue] = []
      try context.enumerateValues(
        request,
        keyPaths: [
          "guardian", "guardian.name", "guardian.email", "guardian.phone", "player.name", "no_contact",
          "receives_email", "receives_text",
        ]
      ) { row in
        if guardians[row[0]] == nil {
          order.append(row[0])
          guardians[row[0]] = Adult(
            name: row[1].textValue ?? "", email: row[2].textValue, phone: row[3].textValue)
        }
        guardians[row[0]]!.link(
          child: row[4].textValue ?? "", noContact: row[5].integerValue == 1, email: row[6].integerValue,
          text: row[7].integerValue)
      }
      for id in order { place(guardians[id]!) }
    }
    var recipients: [Recipient] = []
    var omitted: [Omission: Int] = [:]
    for adult in adults {
      switch adult.recipient(by: channel) {
      case .success(let recipient): recipients.append(recipient)
      case .failure(let omission): omitted[omission.reason, default: 0] += 1
      }
    }
    self.recipients = recipients.sorted {
      (TextFolding.fold($0.name), $0.name, $0.email ?? "") < (
        TextFolding.fold($1.name), $1.name, $1.email ?? ""
      )
    }
    self.omitted = omitted
  }

  /// "41 addresses; 3 left out: 2 no contact, 1 no email wanted": what the list holds, for a
  /// person (on standard error, so that the list itself stays ready to paste). `noun` counts the
  /// list's lines (`address`, `phone number`, `adult`).
  public func summary(counting noun: (Int) -> String) -> String {
    var text = noun(recipients.count)
    guard omittedCount > 0 else { return text }
    let reasons = Omission.allCases.compactMap { reason in omitted[reason].map { "\($0) \(reason.rawValue)" }
    }
    text += "; \(omittedCount) left out: " + reasons.joined(separator: ", ")
    return text
  }
}

extension MailingList {
  /// An adult as the list gathers them: a guardian with the facts of their links in the scope, a
  /// staff member, or both.
  struct Adult {
    var name: String
    var email: String?
    var phone: String?
    var children: [String] = []
    var roles: [String] = []
    var isStaff = false
    var noContact = false
    var declinesEmail = false
    var declinesText = false

    init(name: String, email: String?, phone: String?) {
      self.name = name
      self.email = email.flatMap { $0.isEmpty ? nil : $0 }
      self.phone = phone.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Who they are, by `GuardianIdentity`'s rule: their email ignoring case, else their folded
    /// name and their phone's digits; nil (no one else) with neither.
    var identity: String? {
      if let email { return "email:" + email.lowercased() }
      guard let phone else { return nil }
      return "name:" + TextFolding.fold(name) + "|" + phone.filter(\.isNumber)
    }

    /// Another record of the same adult: a staff member's record is theirs as the team's, so
    /// their name, roles and being on the list come first; a guardian's children and choices join.
    /// One of their links in the scope: its child, and what it says about reaching them (a
    /// choice not made, nil, is a yes).
    mutating func link(child: String, noContact: Bool, email: Int64?, text: Int64?) {
      children.append(child)
      self.noContact = self.noContact || noContact
      declinesEmail = declinesEmail || email == 0
      declinesText = declinesText || text == 0
    }

    mutating func absorb(_ other: Adult) {
      if !isStaff && other.isStaff { name = other.name }
      email = email ?? other.email
      phone = phone ?? other.phone
      children += other.children.filter { !children.contains($0) }
      roles += other.roles.filter { !roles.contains($0) }
      isStaff = isStaff || other.isStaff
      noContact = noContact || other.noContact
      declinesEmail = declinesEmail || other.declinesEmail
      declinesText = declinesText || other.declinesText
    }

    struct Omitted: Error { let reason: Omission }

    /// Their line by `channel`, or why they have none. A staff member is reached as the team's,
    /// whatever they chose as a parent.
    func recipient(by channel: Channel) -> Result<Recipient, Omitted> {
      if noContact && !isStaff { return .failure(Omitted(reason: .noContact)) }
      let email = isStaff || !declinesEmail ? self.email : nil
      let phone = isStaff || !declinesText ? self.phone : nil
      switch channel {
      case .email:
        guard email != nil else {
          return .failure(Omitted(reason: declinesEmail ? .declinedEmail : .noEmail))
        }
      case .text:
        guard phone != nil else { return .failure(Omitted(reason: declinesText ? .declinedText : .noPhone)) }
      case .either:
        guard email != nil || phone != nil else { return .failure(Omitted(reason: .neither)) }
      }
      return .success(
        Recipient(name: name, email: email, phone: phone, children: children.sorted(), roles: roles))
    }
  }
}
