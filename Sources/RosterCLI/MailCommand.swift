import RosterKit

/// `mail TEAM|division NAME|league [--to guardians|staff|all] [--format emails|phones|csv|vcard]
/// [-o FILE]`: the adults a team, a division or the league writes to, one line each however many
/// children they have there (`MailingList`), paste-ready on standard output, with how many there
/// are and how many were left out, and why, on standard error (issue 42).
enum MailCommand {
  static let name = "mail"

  static let command = Command(
    name, syntax: syntax,
    summary:
      "the adults a team, a division or the league writes to, one line each however many children they have "
      + "there: the guardians (leaving out no-contact ones and honouring their email and text choices), "
      + "the staff too with --to all; emails to paste (the default), phones, csv or vcard; the count on standard error",
    example: "mail \"Boston Red Sox\" --to all", run: run)

  static let to = CommandOption(
    "--to", value: .choice(MailingList.Audience.allCases.map(\.rawValue)),
    placeholder: MailingList.Audience.allCases.map(\.rawValue).joined(separator: "|"),
    meaning:
      "whom: the players' guardians (the default), the teams' staff, or all of them (a coach who is a parent too is one line)"
  )

  static let syntax = Syntax([
    CommandTable.leagueScope,
    .optional([.option(to)]), .optional([.global(.format, values: OutputFormat.mailNames)]),
    .optional([.option(InterchangeCommands.output)]),
  ])

  static func run(_ session: Session, _ input: CommandInput) throws {
    let output = input.value(InterchangeCommands.output)
    let format = try self.format(session, output: output, input)
    let audience = try self.audience(input)
    let channel: MailingList.Channel =
      switch format {
      case .emails: .email
      case .phones: .text
      default: .either
      }
    let list = try MailingList(
      try CommandTable.leagueScope(of: input, in: session), to: audience, by: channel, in: session.context)
    let text: String =
      switch format {
      case .emails: MailingListWriter.emails(list)
      case .phones: MailingListWriter.phones(list)
      case .vcard: MailingListWriter.vcards(list)
      default: MailingListWriter.csv(list)
      }
    try InterchangeCommands.write(to: output, in: session) { $0.write(text) }
    guard !session.quiet else { return }
    // The list first, then its count, at a terminal where both show.
    session.out.flush()
    session.err.line(list.summary(counting: count(format)))
    session.err.flush()
  }

  /// The format asked for (`--format`), else the one `-o FILE`'s extension implies (`.vcf`,
  /// `.csv`), else emails.
  private static func format(_ session: Session, output: String?, _ input: CommandInput) throws
    -> OutputFormat
  {
    if session.formatGiven {
      guard OutputFormat.mail.contains(session.format) else {
        throw input.usageError(
          "a mailing list prints as \(Prose.list(OutputFormat.mail.map(\.rawValue), "or")), "
            + "not \(session.format.rawValue)")
      }
      return session.format
    }
    let lowered = output?.lowercased() ?? ""
    if lowered.hasSuffix(".vcf") { return .vcard }
    if lowered.hasSuffix(".csv") { return .csv }
    return .emails
  }

  /// `--to`: the guardians unless it says otherwise; a word that is none of the three is refused.
  private static func audience(_ input: CommandInput) throws -> MailingList.Audience {
    guard let word = input.value(to) else { return .guardians }
    guard let audience = MailingList.Audience(rawValue: word.lowercased()) else {
      let names = MailingList.Audience.allCases.map(\.rawValue)
      throw input.usageError(
        "--to takes \(Prose.list(names, "or")), not \(quoted(word))"
          + (Suggestions.closest(to: word.lowercased(), in: names).map { "; did you mean '\($0)'?" } ?? ""))
    }
    return audience
  }

  /// "41 addresses", "12 phone numbers", "30 adults": the lines of the list.
  private static func count(_ format: OutputFormat) -> (Int) -> String {
    let (one, many) =
      switch format {
      case .emails: ("address", "addresses")
      case .phones: ("phone number", "phone numbers")
      default: ("adult", "adults")
      }
    return { "\($0) \($0 == 1 ? one : many)" }
  }
}
