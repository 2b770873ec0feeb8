/// A registration platform's import template, which `export PLURAL --profile NAME` writes, so a
/// club moving to the platform, or uploading to its federation, uses Roster as the converter:
/// PlayMetrics' player import and its teams import, Sports Connect's (and Sports Affinity's)
/// player upload template, USA Volleyball's SportsEngine import template.
///
/// Declared once, with the header the platform publishes (its order and spelling exact:
/// PlayMetrics' "must match their template exactly"). A column the template shares with Roster's
/// import profile of the platform means what the import reads it as, read the other way
/// (`reading`): a key path of the model from the template's kind (`birthdate`, `team`,
/// `team.division`), a part of a name, a field of a parent (`guardian 1: email`). The columns
/// only the template has are declared beside it (`own`). Whatever the league has no place for (a
/// gender, an address) is written empty, and the export names those columns.
public struct ExportProfile: Sendable, Equatable {
  /// The name `--profile` takes (`playmetrics`): the import profile's, where there is one.
  public let name: String
  /// What the export says it wrote the file as: "a PlayMetrics Player Import".
  public let title: String
  /// The file noun of the kind its rows are (`players`, `teams`).
  public let kind: String
  /// How it writes dates.
  public let dates: DateFormat
  public let columns: [Column]

  /// One column of the template, and where its values come from.
  public struct Column: Sendable, Equatable {
    public let header: String
    public let source: Source
  }

  public enum Source: Sendable, Equatable {
    /// What the import reads the column as (`ImportProfile.Meaning`), written from the league.
    case meaning(ImportProfile.Meaning)
    /// A setting of the league (`season`), the same on every row.
    case setting(String)
    /// A field of a team's head coach (`Team.headCoaches`): `first name`, `last name`, `email`,
    /// `phone`.
    case coach(String)
    /// The same text on every row (USA Volleyball's `Team Role`: `Player`).
    case constant(String)
    /// Nothing Roster keeps: written empty.
    case none
  }

  /// A template of `header`, each column what `own` says, else what `reading` reads it as, else
  /// none.
  init(
    name: String, title: String, kind: String = "players", dates: DateFormat, header: [String],
    reading: ImportProfile? = nil, own: [String: Source] = [:]
  ) {
    self.name = name
    self.title = title
    self.kind = kind
    self.dates = dates
    columns = header.map { header in
      Column(
        header: header,
        source: own[header] ?? reading?.column(for: header).map { .meaning($0.meaning) } ?? .none)
    }
  }

  /// The template's header row, as published.
  public var header: [String] { columns.map(\.header) }

  /// The template of `kind` named `name` (in any case), if Roster writes one.
  public static func named(_ name: String, kind: String) -> ExportProfile? {
    builtIn.first { $0.name == name.lowercased() && $0.kind == kind }
  }

  /// The kinds of the templates named `name`: `players`, `teams`; none for a platform that
  /// publishes no import template.
  public static func kinds(named name: String) -> [String] {
    builtIn.filter { $0.name == name.lowercased() }.map(\.kind)
  }

  /// The names `export --profile` takes, each once, in order.
  public static var names: [String] {
    var names: [String] = []
    for profile in builtIn where !names.contains(profile.name) { names.append(profile.name) }
    return names
  }
}
