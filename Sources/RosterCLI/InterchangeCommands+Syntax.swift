import RosterKit

/// How `import` and `export` are written: their words and options, for the parser, help and Tab.
extension InterchangeCommands {
  static let skipInvalid = CommandOption(
    "--skip-invalid",
    meaning: "import the rows that are right; the others go to a rejects file, each with why")
  static let encoding = CommandOption(
    "--encoding", value: .choice(["utf-8", "latin1", "cp1252"]), placeholder: "latin1|cp1252",
    meaning: "the files' encoding, for files from older programs (else UTF-8)")
  static let dateFormat = CommandOption(
    "--date-format", value: .choice(["mdy", "dmy"]), placeholder: "mdy|dmy",
    meaning: "read dates such as 03/02/2015 as month/day/year (mdy) or day/month/year (dmy)")
  static let force = CommandOption(
    "--force", meaning: "import even what breaks the league's rules, and say what it broke")
  static let dryRun = CommandOption(
    "--dry-run", "-n", meaning: "read and check everything, say what would change, and change nothing")
  static let delimiter = CommandOption(
    "--delimiter", value: .choice(["comma", "semicolon", "tab", "pipe"]),
    placeholder: "comma|semicolon|tab|pipe", meaning: "the separator, whatever the header shows")
  static let headerMap = CommandOption(
    "--map", value: .text, placeholder: "HEADER=COLUMN,…",
    meaning: "read any header as any column; COLUMN=HEADER + HEADER joins several")
  static let output = CommandOption(
    "-o", "--output", value: .file, placeholder: "FILE", meaning: "write to FILE instead of standard output")
  static let overwrite = CommandOption(
    "--overwrite", meaning: "write the folder's files over those already there")

  /// `--create-teams`: the missing `entity` objects an import's rows name are made from the name.
  static func creating(_ entity: Entity) -> CommandOption {
    CommandOption(
      "--create-\(entity.presentation.plural)",
      meaning: "make the \(entity.presentation.plural) the files name that the league does not have")
  }

  /// `--kind players`: every file read as that kind, whatever its header names (`Importer.Options.kind`).
  static func kind(_ model: Model) -> CommandOption {
    let nouns = model.entities.map(Importer.fileNoun)
    return CommandOption(
      "--kind", value: .choice(nouns), placeholder: nouns.joined(separator: "|"),
      meaning: "read the files as this kind, whatever else their headers name")
  }

  /// `--profile sportsconnect`: every file read as that registration platform's export.
  static let profile = CommandOption(
    "--profile", value: .importProfile, placeholder: "NAME",
    meaning: "read the files as this registration platform's export (import --profiles lists them)")
  /// `--profile playmetrics` on `export`: the platform's import template, of those that publish one.
  static let exportProfile = CommandOption(
    "--profile", value: .choice(ExportProfile.names), placeholder: "NAME",
    meaning: "write that registration platform's import template: " + Prose.list(ExportProfile.names, "or"))
  /// `--save-profile ourclub`: the map and options of an import that worked, kept (`SavedProfile`).
  static let saveProfile = CommandOption(
    "--save-profile", value: .text, placeholder: "NAME",
    meaning: "keep this --map and these options as a profile: --profile NAME reads files so again")
  static let profiles = CommandOption(
    "--profiles", meaning: "list the registration exports import reads, with their columns")

  /// `import FILE… [--create-divisions] [--create-teams] [--skip-invalid] …`, and `import
  /// --profiles`.
  static func importSyntax(_ model: Model) -> Syntax {
    Syntax(forms: [
      .init(
        elements: [
          .operand(
            .init(
              slot: .files, kind: .file, placeholder: "FILE", arity: .words,
              missing: .missing("the files to import"),
              takesDashes: true))
        ],
        options: creatable(model).map(creating)
          + [
            skipInvalid, encoding, dateFormat, force, dryRun, delimiter, headerMap, kind(model), profile,
            saveProfile,
          ]),
      .init(elements: [.option(profiles)], options: [], selector: profiles),
    ])
  }

  /// `export PLURAL [TEAM|PLAYER [team=TEAM]] [--format csv|json] [-o FILE] [--profile NAME]`,
  /// and `export league [DIR] [-o FILE] [--overwrite]`: one kind of object (or a platform's
  /// import template of it), or the league's settings (a folder of every kind with DIR).
  static func exportSyntax(_ model: Model) -> Syntax {
    let kinds = model.entities.filter { !$0.presentation.isSettings }
    let parents = kinds.compactMap { model.parentEntity(of: $0) }
    var names: [String] = []
    for parent in parents where !names.contains(parent.presentation.noun.uppercased()) {
      names.append(parent.presentation.noun.uppercased())
    }
    let plurals = kinds.map(\.presentation.plural)
    let what = Syntax.Operand(
      slot: .what, kind: .choice(plurals), placeholder: plurals.joined(separator: "|"), arity: .word,
      missing: .say("say what to export: " + Prose.list(exportable(model), "or")))
    let within = Syntax.Container(
      name: .init(
        slot: .parent, kind: .object(model.rootEntity.name), placeholder: names.joined(separator: "|")),
      qualifier: parents.lazy.compactMap { CommandTable.placement(of: $0, in: model) }.first)
    var forms = [
      Syntax.Form(
        elements: [.operand(what)] + (names.isEmpty ? [] : [.container(within)])
          + [.optional([.global(.format, values: "csv|json")])],
        options: [output, exportProfile])
    ]
    if let settings = model.entities.first(where: \.presentation.isSettings) {
      let folder = Syntax.Operand(slot: .parent, kind: .file, placeholder: "DIR")
      forms.append(
        .init(
          elements: [.keyword(settings.presentation.noun), .optional([.operand(folder)])],
          options: [output, overwrite]))
    }
    return Syntax(forms: forms)
  }
}
