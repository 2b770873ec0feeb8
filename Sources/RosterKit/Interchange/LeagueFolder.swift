import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A whole league as a folder of CSV files, one an entity in the model's order — `league.csv`,
/// `divisions.csv`, `teams.csv`, `players.csv`, `staff.csv`, `guardians.csv`,
/// `guardianships.csv` — as `export league DIR` writes them; `import DIR` (or `DIR/*.csv`) into an empty
/// database gives the same league back, guardians and players who share a name included (the
/// folder numbers them: `Namesakes`).
public struct LeagueFolder {
  public let path: String
  let model: Model

  public init(_ path: String, model: Model) {
    self.path = path
    self.model = model
  }

  /// Each entity's file in the folder, in the model's order.
  public var files: [(entity: Entity, path: String)] {
    model.entities.map { ($0, PathName.join(path, Importer.fileNoun($0) + ".csv")) }
  }

  /// The files of the folder that are there, in the model's order, for `import DIR`; nil when
  /// the path is no folder. A folder with none of them is refused, naming them.
  public func present() throws -> [String]? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    let paths = files.map(\.path)
    let present = paths.filter { access($0, F_OK) == 0 }
    guard !present.isEmpty else {
      throw ImportFileError(
        file: path, line: nil,
        message: "it is a folder with none of the files 'export league' writes ("
          + Prose.list(paths.map { PathName.name(of: $0) }, "or") + "); name the files to import")
    }
    return present
  }

  /// Writes every entity's file from `context` (CSV, private values and all), each whole or not
  /// at all (`AtomicFile`), new ones with `mode`; makes the folder when it is missing. Files
  /// already there are replaced only when `overwrite` says so, and are refused before anything
  /// is written otherwise, as is one of the league's own database files (`database`). The paths
  /// written, in order.
  public func write(from context: Context, overwrite: Bool, mode: mode_t, database: String) throws -> [String]
  {
    try makeFolder(mode: mode)
    let files = self.files
    var targets: [OutputTarget] = []
    var existing: [String] = []
    for file in files {
      let target = try OutputTarget(file.path)
      try target.refuseOverwriting(database: database)
      if Self.exists(target) { existing.append(PathName.name(of: file.path)) }
      targets.append(target)
    }
    if !existing.isEmpty && !overwrite {
      throw FileWriteError(
        path: path,
        reason: "it already holds \(Prose.list(existing, "and")); choose a new folder, "
          + "or export with --overwrite to replace \(existing.count == 1 ? "it" : "them")")
    }
    let exporter = Exporter(context: context, format: .csv)
    for (file, target) in zip(files, targets) {
      let output = try AtomicFile(target, mode: mode)
      try exporter.export(file.entity, withLinkFiles: true, to: output)
      try output.commit()
    }
    return files.map(\.path)
  }

  private static func exists(_ target: OutputTarget) -> Bool {
    if case .file(existing: nil) = target.kind { return false }
    return true
  }

  /// The folder, made (with its parents) when missing, open to those who may read its files
  /// (`mode` with an x bit for each r bit: 0700 for 0600 files; the umask applies on top).
  private func makeFolder(mode: mode_t) throws {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw FileWriteError(
          path: path, reason: "it is a file; give the path of a folder for the league's files")
      }
      return
    }
    guard errno == ENOENT else { throw FileWriteError(path: path, code: errno) }
    let parent = PathName.folder(of: path)
    if parent != path && stat(parent, &status) != 0 && errno == ENOENT {
      try LeagueFolder(parent, model: model).makeFolder(mode: mode)
    }
    guard mkdir(path, mode | ((mode & 0o444) >> 2)) == 0 else {
      guard errno == EEXIST else { throw FileWriteError(path: path, code: errno) }
      return
    }
    // Inside a one-transaction script the files wait for its commit, and the folder goes with
    // them if it rolls back.
    HeldFiles.current?.madeFolder(path)
  }
}
