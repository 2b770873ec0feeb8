import Foundation
import RosterFixtures
import Testing

/// `make install` and `make uninstall` — the Makefile's own recipes, given the built binary so
/// nothing is rebuilt — put exactly their files under DESTDIR/PREFIX and take exactly those,
/// whatever the paths hold: a space, `[`, `*`, `?`, `'`, `"`, a comma or a backslash.
struct MakeInstallTests {
  /// A fresh folder for one test's installations.
  private let scratch = TemporaryFolder()
  private var folder: String { scratch.path }

  /// `make TARGET DESTDIR=… PREFIX=…`: its output and status.
  private func make(_ target: String, destination: String, prefix: String) throws -> (String, Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/make")
    process.arguments = [
      "-s", "-C", MakeRunTests.root.path, "-o", "quiet-release", "-o", "deps", target,
      "ROSTER=\(RosterProcess.executable.path)", "DESTDIR=\(destination)", "PREFIX=\(prefix)",
    ]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (text, process.terminationStatus)
  }

  /// Every file under `root`, relative to it.
  private func files(under root: String) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: root).filter { path in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }.sorted()
  }

  private static let installed = [
    "bin/roster", "share/bash-completion/completions/roster", "share/fish/vendor_completions.d/roster.fish",
    "share/man/man1/roster.1", "share/zsh/site-functions/_roster",
  ]

  @Test(arguments: [
    ("staging", "/opt/roster"),
    ("with space", "/opt/my roster"),
    ("bracket[x]", "/opt/roster[1]"),
    ("star*", "/opt/ro*ster?"),
    ("it's", "/opt/o'roster"),
    (#"q"uote,comma;semi&amp\back"#, "/opt/(paren) `tick` #hash"),
  ])
  func installsAndUninstallsExactlyItsFiles(destination name: String, prefix: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let destination = folder + "/" + name
    let (installed, status) = try make("install", destination: destination, prefix: prefix)
    #expect(status == 0, "\(installed)")
    #expect(try files(under: destination) == Self.installed.map { String(prefix.dropFirst()) + "/" + $0 })
    #expect(FileManager.default.isExecutableFile(atPath: destination + prefix + "/bin/roster"))
    let page = try String(contentsOfFile: destination + prefix + "/share/man/man1/roster.1", encoding: .utf8)
    #expect(page.hasPrefix(".TH ROSTER 1"))
    #expect(
      installed.split(separator: "\n").map(String.init).sorted()
        == Self.installed.map { "Installed " + destination + prefix + "/" + $0 })
    // Something else in the same folders stays.
    try "mine".write(toFile: destination + prefix + "/bin/other", atomically: true, encoding: .utf8)
    let (removed, uninstallStatus) = try make("uninstall", destination: destination, prefix: prefix)
    #expect(uninstallStatus == 0, "\(removed)")
    #expect(removed.split(separator: "\n").count == Self.installed.count, "\(removed)")
    #expect(try files(under: destination) == [String(prefix.dropFirst()) + "/bin/other"])
  }

  /// A PREFIX whose characters are a pattern matching another installation's folder, or that
  /// splits into two words the first of which is another installation: that one stays whole.
  @Test(arguments: ["/opt/roster?", "/opt/roster*", "/opt/roster[A]", "/opt/rosterA /opt/rosterB"])
  func uninstallNeverTouchesAnotherInstallation(prefix: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let destination = folder + "/staging"
    #expect(try make("install", destination: destination, prefix: "/opt/rosterA").1 == 0)
    let (removed, status) = try make("uninstall", destination: destination, prefix: prefix)
    #expect(status == 0 && removed == "", "\(removed)")
    #expect(try files(under: destination) == Self.installed.map { "opt/rosterA/" + $0 })
  }
}
