/// Team formation (`form`, issue 43): a division's unplaced players placed on its teams by a
/// plan that keeps every hard rule, balances the teams, honours requests where balance allows,
/// explains each placement, and is the same plan for the same league and seed.
///
/// Hard rules, never broken — the plan is refused, naming what cannot be met:
/// - the division's league ages (told by a birthdate, where it limits them) and roster maximum;
/// - siblings in the division (players who share a guardian) on one team, unless `splitSiblings`;
/// - a child of a team's staff member (an adult who is both: the same email, or name and phone)
///   on that team;
/// - players already on a team stay there (a re-run places only newcomers; `--reshuffle` makes
///   the loader leave every player of the division unplaced).
///
/// Balance, in order of priority (`Balance`): team sizes within one of each other; the teams'
/// mean ages close to the division's; each team's spread of ages close to the division's; the
/// gender mix. Then requests: a mutual teammate request, a one-sided one, a coach request.
public struct Formation: Sendable {
  /// A player of the division: placed already (`team`), or to be placed.
  public struct Player: Sendable {
    public let id: Int64
    public let name: String
    /// The age on the league's cutoff, in years with their fraction when the birthdate is known
    /// (league age and a half otherwise): what the teams' means balance.
    public let age: Double
    public let leagueAge: Int
    public let gender: String?
    /// The index of their team in `teams`; nil for a player to place.
    public let team: Int?
    /// Their guardians' ids: players sharing one are siblings.
    public let guardians: [Int64]
    /// Their guardians' identities as adults (`Formation.adultKeys`): a staff member with one of
    /// them is the player's parent.
    public let adults: Set<String>
    public let teammateRequest: String?
    public let coachRequest: String?
    /// Whether the league age is counted from a birthdate (else it is an age given).
    public let knowsBirthdate: Bool

    public init(
      id: Int64, name: String, age: Double, leagueAge: Int, gender: String?, team: Int?,
      guardians: [Int64], adults: Set<String>, teammateRequest: String?, coachRequest: String?,
      knowsBirthdate: Bool = true
    ) {
      self.knowsBirthdate = knowsBirthdate
      self.id = id
      self.name = name
      self.age = age
      self.leagueAge = leagueAge
      self.gender = gender
      self.team = team
      self.guardians = guardians
      self.adults = adults
      self.teammateRequest = teammateRequest
      self.coachRequest = coachRequest
    }
  }

  /// A team of the division, or one the plan makes (`id` nil).
  public struct Team: Sendable {
    public let id: Int64?
    public let name: String
    /// Its staff: their names, whether each coaches (a role naming a coach), and their
    /// identities as adults.
    public let staff: [(name: String, coaches: Bool, adults: Set<String>)]

    public init(id: Int64?, name: String, staff: [(name: String, coaches: Bool, adults: Set<String>)]) {
      self.id = id
      self.name = name
      self.staff = staff
    }
  }

  /// The division's rules that formation keeps.
  public struct Rules: Sendable {
    public let name: String
    public let minAge: Int?
    public let maxAge: Int?
    public let maxRoster: Int?

    public init(name: String, minAge: Int?, maxAge: Int?, maxRoster: Int?) {
      self.name = name
      self.minAge = minAge
      self.maxAge = maxAge
      self.maxRoster = maxRoster
    }
  }

  public let rules: Rules
  public let teams: [Team]
  public let players: [Player]
  public let splitSiblings: Bool
  public let seed: UInt64
  /// Whether a player to place must have a birthdate where the division limits ages, as the
  /// league's eligibility rules say; `--force` places them without.
  public var checksBirthdates = true

  public init(rules: Rules, teams: [Team], players: [Player], splitSiblings: Bool, seed: UInt64) {
    self.rules = rules
    self.teams = teams
    self.players = players
    self.splitSiblings = splitSiblings
    self.seed = seed
  }

  /// An adult's identities, by the rule that recognises guardians (`GuardianIdentity`): the email
  /// ignoring case, and the folded name with the phone's digits.
  public static func adultKeys(name: String, email: String?, phone: String?) -> Set<String> {
    var keys: Set<String> = []
    if let email, !email.isEmpty { keys.insert("e:" + email.lowercased()) }
    if let phone, let key = GuardianIdentity.namePhoneKey(name: name, phone: phone) {
      keys.insert("n:" + key)
    }
    return keys
  }

  /// The plan, or the hard rule it cannot keep (`FormationError`).
  public func plan() throws -> FormationPlan {
    let units = try Units(self)
    var search = Balance(self, units: units)
    try search.placeEveryUnit()
    let before = search.objective()
    search.improve()
    return FormationPlan(self, units: units, balance: search, before: before)
  }
}

/// A plan that cannot keep a hard rule: one sentence naming what, and what to do.
public struct FormationError: PersonFacingError, Sendable {
  public let description: String
  public init(_ description: String) { self.description = description }
}
