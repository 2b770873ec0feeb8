// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Roster",
  products: [
    .executable(name: "roster", targets: ["roster"]),
    .library(name: "RosterKit", targets: ["RosterKit"]),
  ],
  targets: [
    // C libraries from Debian packages; module maps only.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    // libpq's header only: the library is loaded with dlopen when a PostgreSQL league is opened.
    .systemLibrary(
      name: "CLibPQ",
      providers: [.apt(["libpq-dev"])]
    ),
    // Regular expressions for MATCHES on SQLite, with limits on the work one match may do.
    .systemLibrary(
      name: "CPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"])]
    ),
    // glibc's allocator settings (mallopt): no library to link.
    .systemLibrary(name: "CMalloc"),
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    // Store, model, predicate language and the roster domain.
    .target(name: "RosterKit", dependencies: ["CSQLite", "CLibPQ", "CPCRE2", "CMalloc"]),
    // Command parsing and execution, output formats, script runner and REPL.
    .target(name: "RosterCLI", dependencies: ["RosterKit", "CReadline"]),
    // The thin executable.
    .executableTarget(name: "roster", dependencies: ["RosterCLI"]),
    // `make bench`: Roster against its baselines.
    .executableTarget(name: "roster-bench", dependencies: ["RosterCLI"], path: "Sources/RosterBench"),
    // The small seeded league every suite shares.
    .target(name: "RosterFixtures", dependencies: ["RosterKit"], path: "Tests/RosterFixtures"),
    .testTarget(name: "RosterKitTests", dependencies: ["RosterKit", "RosterFixtures"]),
    .testTarget(name: "RosterCLITests", dependencies: ["RosterCLI", "RosterFixtures", "roster"]),
  ]
)
