/// What heads every report: the league's name and season (from its one-row settings; either may
/// be missing), the day the report was made, and the day its league ages are counted on.
///
/// Reports are printed and handed out, so each says when it was true and what its ages mean.
public struct ReportHeading: Equatable, Sendable {
  public let league: String?
  public let season: String?
  /// The league's age cutoff, when it has one.
  public let cutoff: CalendarDate?
  /// The report's day: `Context.today` (which `ROSTER_TODAY` sets).
  public let date: CalendarDate

  public init(league: String?, season: String?, cutoff: CalendarDate?, date: CalendarDate) {
    self.league = league
    self.season = season
    self.cutoff = cutoff
    self.date = date
  }

  /// The league's settings as they are now (none before `league set`), dated today.
  public init(context: Context) throws {
    let values =
      try context.fetchValues(
        FetchRequest(entity: RosterModel.settings, fetchLimit: 1), keyPaths: ["name", "season", "cutoff"]
      ).first ?? []
    func text(_ index: Int) -> String? { index < values.count ? values[index].textValue : nil }
    self.init(
      league: text(0), season: text(1), cutoff: text(2).flatMap(CalendarDate.init(iso:)), date: context.today)
  }

  /// The league's name and season, as one line ("Riverside Youth Soccer Club, 2027 Spring"), or
  /// nil when the league has neither.
  public var title: String? {
    let parts = [league, season].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// Whether the league counts ages on a cutoff day: then a report shows league ages besides ages.
  public var hasCutoff: Bool { cutoff != nil }

  /// How the report's ages are named: "league age" with a cutoff, else "age" (the same number).
  public var ageWord: String { hasCutoff ? "league age" : "age" }

  /// "Dated 2027-03-01; league ages as of 2027-08-31, the league's cutoff".
  public var dating: String {
    guard let cutoff else { return "Dated \(date); ages as of that day (the league has no cutoff)" }
    return "Dated \(date); league ages as of \(cutoff), the league's cutoff"
  }
}
