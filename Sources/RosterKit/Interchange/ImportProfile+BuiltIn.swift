/// The registration platforms' exports Roster reads as they are, from their published headers
/// (`/work/shared/data/registration-platforms/README.md` lists the sources) and the test files
/// of `Tests/Fixtures/registration/`.
///
/// Meanings are key paths from a player. Those today's model has: `name` (its parts), `birthdate`,
/// `number`, `position`, `team` (`Unallocated` or empty: a free agent), `medical` and
/// `medical_alert` (schema 12); from schema 15 the player's named ids (`ids.NAME`,
/// `ProfilePlan.NamedValue`): the platform's own player id under the profile's name
/// (`ids.sportsconnect`), by which a re-import finds a row's player first, and a federation's
/// number under the federation's (`ids.usl`, `ids.usahockey`); from schema 16 what the
/// registration says of the child — `gender`, `school`, `grade`, `teammate_request` and
/// `coach_request`, kept for team formation — and `division`, the division the child registered
/// for: the division column (`division`) gives it to the player, placed or not, and to the row's
/// team (`team.division`), as the import gives a value every path the model has (before schema
/// 16, the team's alone). The player's own `id` is Roster's players file's, which no platform's
/// export gives. Those it will have: the other requests (`team_request`, `division_request`),
/// and the groups' fields not read into guardians yet (`Importer+Guardians` reads `guardian 1`,
/// `guardian 2` (or `father`, `mother`), `emergency contact`, `no contact`, `household` (the
/// address), `order` (the date that tells an adult's latest row)); a meaning the model lacks is
/// listed as a column with no place yet.
extension ImportProfile {
  public static let builtIn: [ImportProfile] = [
    sportsConnect, sportsEngine, playMetrics, leagueApps, teamSnap, sportsAffinity, gotSport,
  ]

  /// A player's division: their own (schema 16: the one they registered for) and their team's.
  static let division = Meaning.value(paths: ["division", "team.division"], part: 0)

  static func column(_ header: String, _ path: String, part: Int = 0, none: [String] = []) -> Column {
    Column(.exact(header), .key(path, part: part), none: none)
  }

  static func group(_ group: String, _ fields: [(String, String)]) -> [Column] {
    fields.map { Column(.exact($0.0), .group(group, field: $0.1)) }
  }

  static let household = "household"

  public static let sportsConnect = ImportProfile(
    name: "sportsconnect", title: "a Sports Connect Enrollment Details export", dates: .mdy,
    signature: [
      "Player First Name", "Player Last Name", "Player Birth Date", "Division Name", "Account First Name",
    ],
    columns: [
      column("Player First Name", "name", part: 1), column("Player Middle Initial", "name", part: 2),
      column("Player Last Name", "name", part: 3), column("Player Birth Date", "birthdate"),
      column("Player Gender", "gender"), column("Team Name", "team", none: ["Unallocated"]),
      Column(.exact("Division Name"), division), column("Player Jersey Number", "number"),
      column("Player Id", "ids.sportsconnect"), column("USL Membership Number", "ids.usl"),
      column("Position Played", "position"),
      column("Player Allergies", "medical", part: 1),
      column("Player Physical Conditions", "medical", part: 2),
      Column(.prefix("Does your player carry an EpiPen"), .key("medical_alert")),
      column("School Name", "school"), column("Current Grade", "grade"),
      column("Teammate Request", "teammate_request"), column("Coach Request", "coach_request"),
      // Which row's phone and email are an adult's current ones: their latest order's.
      Column(.exact("Order Date"), .group("order", field: "date")),
    ]
      + group(
        "guardian 1",
        [
          ("Account First Name", "first name"), ("Account Last Name", "last name"), ("User Email", "email"),
          ("Cellphone", "phone"), ("Telephone", "home phone"),
          ("Relationship to Participant", "relationship"),
        ])
      + group(
        "guardian 2",
        [
          ("Additional First Name", "first name"), ("Additional Last Name", "last name"),
          ("Additional Email", "email"), ("Additional Cellphone", "phone"),
        ])
      + [
        Column(
          .prefix("Relationship of the additional parent/guardian"),
          .group("guardian 2", field: "relationship"))
      ]
      + group(
        "emergency contact",
        [
          ("Player Emergency Contact First Name", "first name"),
          ("Player Emergency Contact Last Name", "last name"), ("Player Emergency Telephone", "phone"),
        ])
      + [
        Column(.prefix("Is there anyone who may NOT contact"), .group("no contact", field: "name and reason"))
      ]
      + group(
        household,
        [
          ("Street Address", "street"), ("Unit", "unit"), ("City", "city"), ("State", "state"),
          ("Postal Code", "postal code"),
        ])
      + ["Last 4 of CC", "OPH Credit Card Number", "OPH Auth Code", "OPH Transaction Id", "Billing Address"]
      .map {
        Column(.exact($0), .payment)
      })

  public static let sportsEngine = ImportProfile(
    name: "sportsengine", title: "a SportsEngine registration export", dates: .iso,
    signature: ["athlete_1_first_name", "athlete_1_last_name", "athlete_1_dob"],
    columns: [
      column("athlete_1_first_name", "name", part: 1), column("athlete_1_middle_name", "name", part: 2),
      column("athlete_1_last_name", "name", part: 3), column("athlete_1_dob", "birthdate"),
      column("athlete_1_gender", "gender"), column("SportsEngine ID", "ids.sportsengine"),
      column("team_name", "team"),
      Column(.exact("Division"), division), Column(.prefix("Jersey number"), .key("number")),
      column("School", "school"), column("Grade", "grade"), column("Team Request", "team_request"),
      column("Higher Division Request", "division_request"),
      Column(.exact("Entry Status"), .notOfKind, none: ["Withdrawn"]),
      Column(.exact("Registration Date"), .group("order", field: "date")),
    ]
      + (1...5).map { column("medical_issue_\($0)", "medical", part: $0) }
      + (1...5).map { column("medication_\($0)", "medical", part: 5 + $0) }
      + group(
        "guardian 1",
        [
          ("guardian_1_first_name", "first name"), ("guardian_1_last_name", "last name"),
          ("guardian_1_relationship", "relationship"), ("Guardian_1_Email", "email"),
          ("Guardian_1_Primary_Phone", "phone"),
        ])
      + group(
        "guardian 2",
        [
          ("guardian_2_first_name", "first name"), ("guardian_2_last_name", "last name"),
          ("guardian_2_relationship", "relationship"), ("guardian_2_email_1", "email"),
          ("guardian_2_phone_1", "phone"),
        ])
      + group(
        "emergency contact",
        [
          ("emergency_contact_1_first_name", "first name"), ("emergency_contact_1_last_name", "last name"),
          ("emergency_1_relationship", "relationship"), ("emergency_1_phone_1", "phone"),
        ])
      + [
        Column(.exact("Account Email"), .group("account", field: "email")),
        Column(.prefix("Is anyone NOT allowed to contact"), .group("no contact", field: "name and reason")),
      ]
      + group(
        household,
        [
          ("athlete_1_address_1", "street"), ("athlete_1_city_1", "city"), ("athlete_1_state_1", "state"),
          ("athlete_1_zip_1", "postal code"),
        ]))

  public static let playMetrics = ImportProfile(
    name: "playmetrics", title: "a PlayMetrics player import", dates: .mdy,
    signature: ["player_first_name", "player_last_name", "birth_date"],
    columns: [
      column("player_first_name", "name", part: 1), column("player_last_name", "name", part: 3),
      column("birth_date", "birthdate"), column("gender", "gender"), column("team", "team"),
      Column(.exact("age_group"), division), column("position", "position"), column("number", "number"),
      column("Foot", "foot"),
    ]
      + ["1", "2"].flatMap { n in
        group(
          "guardian \(n)",
          [
            ("parent\(n)_first_name", "first name"), ("parent\(n)_last_name", "last name"),
            ("parent\(n)_email", "email"), ("parent\(n)_mobile_number", "phone"),
          ])
      }
      + group(
        household, [("street", "street"), ("city", "city"), ("state", "state"), ("zip", "postal code")]))

  public static let leagueApps = ImportProfile(
    name: "leagueapps", title: "a LeagueApps player export", dates: .mdy,
    signature: ["Role", "First Name", "Last Name", "Birthdate", "Parent 1 First Name"],
    columns: [
      column("First Name", "name", part: 1), column("Last Name", "name", part: 3),
      column("Birthdate", "birthdate"), column("Gender", "gender"), column("Team", "team"),
      column("Role", "role"),
    ]
      + ["1", "2"].flatMap { n in
        group(
          "guardian \(n)",
          [
            ("Parent \(n) First Name", "first name"), ("Parent \(n) Last Name", "last name"),
            ("Parent \(n) Email", "email"), ("Parent \(n) Mobile Phone Number", "phone"),
          ])
      }
      + group(
        household, [("Address", "street"), ("City", "city"), ("State", "state"), ("Zip", "postal code")]))

  /// One file a team, its coaches after its players (`Is Non-Player` Y): the file names no team,
  /// so its players are free agents until they are moved.
  public static let teamSnap = ImportProfile(
    name: "teamsnap", title: "a TeamSnap roster import", dates: .mdy,
    signature: ["First Name", "Last Name", "Birthdate", "Role label", "Is Non-Player"],
    columns: [
      column("First Name", "name", part: 1), column("Last Name", "name", part: 3),
      column("Birthdate", "birthdate"), column("Jersey #", "number"), column("Position", "position"),
      column("School", "school"), column("Shirt size", "shirt_size"), column("Mobile phone", "phone"),
      column("Other phone", "other_phone"), column("Role label", "role"), column("Is Coach", "is_coach"),
      Column(.exact("Is Non-Player"), .notOfKind, none: ["Y"]),
      // A custom field of USA Hockey's teams (TeamSnap's USA Hockey export).
      column("USA Hockey Confirmation Number", "ids.usahockey"),
    ]
      + group(
        household,
        [
          ("Street", "street"), ("Street Line Two", "unit"), ("City", "city"),
          ("State/Province/County", "state"),
          ("Postal code", "postal code"),
        ]))

  public static let sportsAffinity = ImportProfile(
    name: "sportsaffinity", title: "a Sports Affinity player upload", dates: .mdy,
    signature: ["PlayerFirstName", "PlayerLastName", "DOB"],
    columns: [
      column("PlayerFirstName", "name", part: 1), column("PlayerLastName", "name", part: 3),
      column("DOB", "birthdate"), column("Gender", "gender"),
    ]
      + ["Father", "Mother"].flatMap { parent in
        group(
          parent.lowercased(),
          [
            ("\(parent)FirstName", "first name"), ("\(parent)LastName", "last name"),
            ("\(parent)EmailAddress", "email"), ("\(parent)CellPhone", "phone"),
          ])
      }
      + group(
        household, [("Address1", "street"), ("City", "city"), ("State", "state"), ("ZIPCode", "postal code")])
  )

  /// Registrations come before team formation: no team; the birthdate, the second parent and
  /// the medical notes are custom questions, the header the whole question.
  public static let gotSport = ImportProfile(
    name: "gotsport", title: "a GotSport program registrations export", dates: .mdy,
    signature: ["Last Name", "First Name", "Birth Year", "Age Group"],
    columns: [
      column("First Name", "name", part: 1), column("Last Name", "name", part: 3),
      Column(.prefix("Player's date of birth"), .key("birthdate")), column("Birth Year", "birth_year"),
      Column(.exact("Age Group"), division),
      Column(.prefix("Does your child have any allergies"), .key("medical"), none: ["None"]),
      column("Payment Plan", "payment_plan"),
    ]
      + group(
        "guardian 1", [("Parent/Guardian name", "name"), ("Contact Email", "email"), ("Phone", "phone")])
      + [
        Column(.prefix("Second parent/guardian"), .group("guardian 2", field: "name, email and phone")),
        Column(
          .prefix("Emergency contact"), .group("emergency contact", field: "name, relationship and phone")),
      ])
}
