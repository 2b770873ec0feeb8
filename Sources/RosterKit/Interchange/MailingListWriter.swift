/// A mailing list (`MailingList`) as the text a family's list is used as: addresses to paste
/// into an email's To: field, phone numbers one a family, a CSV for a spreadsheet, or vCards for
/// an address book.
public enum MailingListWriter {
  /// `a@x.org, b@y.org` on one line: paste-ready. An address two adults share is written once.
  public static func emails(_ list: MailingList) -> String {
    var seen = Set<String>()
    let addresses = list.recipients.compactMap(\.email).filter { seen.insert($0.lowercased()).inserted }
    return addresses.isEmpty ? "" : addresses.joined(separator: ", ") + "\n"
  }

  /// `Maria Ruiz: +1 555 0100`, one adult a line.
  public static func phones(_ list: MailingList) -> String {
    list.recipients.compactMap { recipient in recipient.phone.map { "\(recipient.name): \($0)\n" } }.joined()
  }

  /// `name,email,phone,children,roles` (children, and a staff member's roles, joined by "; "),
  /// through `CSVWriter`: quoted where needed, safe to open in a spreadsheet.
  public static func csv(_ list: MailingList) -> String {
    CSVWriter.record(["name", "email", "phone", "children", "roles"])
      + list.recipients.map { recipient in
        CSVWriter.record([
          recipient.name, recipient.email ?? "", recipient.phone ?? "",
          recipient.children.joined(separator: "; "), recipient.roles.joined(separator: "; "),
        ])
      }.joined()
  }

  /// RFC 6350 vCard 4.0, one card an adult: their name, email and phone, a `RELATED;TYPE=child`
  /// for each child and a `ROLE` for each role on a team. Lines end in CRLF and are folded at 75
  /// octets, and text values are escaped (`VCard.escaped`).
  public static func vcards(_ list: MailingList) -> String {
    list.recipients.map { recipient in
      var lines = ["BEGIN:VCARD", "VERSION:4.0", "FN:" + VCard.escaped(recipient.name)]
      if let email = recipient.email { lines.append("EMAIL:" + VCard.escaped(email)) }
      if let phone = recipient.phone { lines.append("TEL:" + VCard.escaped(phone)) }
      lines += recipient.children.map { "RELATED;TYPE=child;VALUE=text:" + VCard.escaped($0) }
      lines += recipient.roles.map { "ROLE:" + VCard.escaped($0) }
      lines.append("END:VCARD")
      return lines.map { VCard.folded($0) + "\r\n" }.joined()
    }.joined()
  }
}

/// The two rules of RFC 6350's text that a vCard writer must keep.
public enum VCard {
  /// A text value escaped (RFC 6350 § 3.4): a backslash, a comma, a semicolon and a line break
  /// are written `\\`, `\,`, `\;` and `\n` (a CR LF or a lone CR is one line break).
  public static func escaped(_ value: String) -> String {
    var text = ""
    for scalar in value.replacingCRLF.unicodeScalars {
      switch scalar {
      case "\\": text += "\\\\"
      case ",": text += "\\,"
      case ";": text += "\\;"
      case "\n": text += "\\n"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// A content line folded (RFC 6350 § 3.2): no line longer than 75 octets, each continuation
  /// starting with one space, never inside a character's UTF-8 bytes.
  public static func folded(_ line: String) -> String {
    var lines: [String] = []
    var current = ""
    var octets = 0
    for character in line {
      let size = character.utf8.count
      // The first line holds 75 octets; a continuation 74 after its space.
      if octets + size > (lines.isEmpty ? 75 : 74) {
        lines.append(current)
        (current, octets) = ("", 0)
      }
      current.append(character)
      octets += size
    }
    lines.append(current)
    return lines.joined(separator: "\r\n ")
  }
}

extension String {
  /// CR LF and a lone CR as LF.
  fileprivate var replacingCRLF: String {
    var text = ""
    var previousCR = false
    for scalar in unicodeScalars {
      if scalar == "\r" {
        text += "\n"
        previousCR = true
        continue
      }
      if scalar == "\n" && previousCR {
        previousCR = false
        continue
      }
      previousCR = false
      text.unicodeScalars.append(scalar)
    }
    return text
  }
}
