/// Who reads and who changes one table's rows, where the server enforces it (PostgreSQL's roles,
/// grants and row-level security; on SQLite the file is the unit of access and no rule applies).
///
/// Three kinds of access are granted to the server's roles (`roster access grant`): an **admin**
/// reads and changes everything and grants access; a **manager** of some units (the rows of the
/// table the model's `AccessScheme` names: Roster's teams) changes those units' rows and reads
/// the rest of what the rule lets every manager read; a **viewer** reads what the rule lets
/// everyone read. The database's owner is an admin.
public struct AccessRule: Sendable {
  /// Whose rows they are: who changes them.
  public enum Holder: Sendable, Equatable {
    /// The office's: only admins change them (Roster's teams, divisions, the settings).
    case office
    /// The unit's that `column` names: its managers change them. With `free`, a row with no
    /// unit (Roster's free agent) is every manager's to change, so one can be signed or released.
    case unit(column: String, free: Bool)
    /// The row's that `column` points to in `table`, whose `unitColumn` names the unit (Roster's
    /// player's contacts are the player's team's). With `free`, a row of a free holder is every
    /// manager's; without, the office's (a free agent's contacts).
    case parent(column: String, table: String, unitColumn: String, free: Bool)
  }

  /// Who reads the rows.
  public enum Readers: Sendable, Equatable {
    /// Everyone with access, viewers included.
    case everyone
    /// Admins and every manager (of any unit).
    case managers
    /// Admins and the managers the holder names (a player's guardianships: its team's own
    /// managers), who read a row the journal shows their transaction moved to them only once it
    /// commits. A table of links read so (Roster's guardianships, from version 14) says nothing
    /// to a manager who reads both its ends of a link they do not hold.
    case holders
    /// Whoever reads the rows at both ends of a link: a join table's, so that a link says nothing
    /// about a row its reader may not read — but it says how two rows the reader reads are linked
    /// (a guardian shared by two teams' players: each team's managers would read both links, as
    /// Roster's guardianships were read in version 13).
    case bothEnds
    /// Admins, and the managers of the units a row reaches by `keyPath`, a key path of the
    /// model's relationships — to-one, to-many and many-to-many — that ends at a unit (a
    /// guardian's `players.team`: the teams of the players linked to it). With `free`, a row that
    /// reaches no unit (a guardian of nobody yet, or of free agents only) is read by every
    /// manager, so that one can link it. The holder still says who changes the row.
    case reached(by: String, free: Bool)
  }

  /// A stored column that is shown for the rows a reader holds only, and otherwise as the value
  /// of a derived attribute: with the birthdate hidden, the stored age reads as the league age.
  public struct Revealed: Sendable, Equatable {
    public let column: String
    public let derived: String
    public init(column: String, as derived: String) {
      self.column = column
      self.derived = derived
    }
  }

  public let table: String
  public let holder: Holder
  public let readers: Readers
  /// Columns only the rows' holders read (a birthdate): everyone else reads them empty, through
  /// the table's view (`<table>_visible`); the table's own column is the owner's alone.
  public let hidden: [String]
  public let revealed: [Revealed]

  public init(
    _ table: String, holder: Holder, readers: Readers, hidden: [String] = [], revealed: [Revealed] = []
  ) {
    self.table = table
    self.holder = holder
    self.readers = readers
    self.hidden = hidden
    self.revealed = revealed
  }

  /// The view through which a reader who may not read the hidden columns reads the rows.
  public var view: String? { hidden.isEmpty ? nil : table + "_visible" }
}
