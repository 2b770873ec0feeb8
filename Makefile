# Roster — the two commands a new machine needs are `make run` and `make test`.
SWIFT ?= swift
# The Swift runtime and Foundation linked statically, and the executable not position-independent:
# a PIE would apply some 74,000 relocations of the static Foundation at every start (4 ms of an
# 8 ms `roster players TEAM`). Shared libraries keep their address randomisation.
#
# libstdc++, which the Swift runtime needs, is linked statically as well: as a shared library
# its 5,000 relocations, each a symbol lookup, were 3.7M of the 4.8M instructions of `roster
# --version`. `-lstdc++` finds, first, a linker script in $(STATIC_CXX) naming the archive (when
# the compiler has one; otherwise the shared library, as before).
STATIC_CXX = $(CURDIR)/.build/static-libstdc++
RELEASE_FLAGS = -c release --static-swift-stdlib -Xlinker -no-pie -Xswiftc $(call quote,-L$(STATIC_CXX))
ROSTER = .build/release/roster

# A path as one word of the shell, whatever it holds (a space, `*`, `[`, `'`, `$`): in single
# quotes, each `'` as `'\''`. Every path a recipe names goes through it: unquoted, a PREFIX with a
# space was two words, and one with a `*` a pattern that matched another installation's files.
quote = '$(subst ','\'',$(1))'

.PHONY: all deps static-cxx build release quiet-release run install uninstall test lint format bench fuzz clean

all: build

# Installs libsqlite3-dev, libreadline-dev, libpcre2-dev and libpq-dev (and the sqlite3, tmux,
# zsh, fish and groff tools the tests use) when they are missing.
deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

static-cxx:
	@mkdir -p $(call quote,$(STATIC_CXX)); archive=$$(cc -print-file-name=libstdc++.a 2>/dev/null); \
	if [ -f "$$archive" ]; then echo "INPUT($$archive)" > $(call quote,$(STATIC_CXX)/libstdc++.so); \
	else rm -f $(call quote,$(STATIC_CXX)/libstdc++.so); fi

release: deps static-cxx
	$(SWIFT) build $(RELEASE_FLAGS)

# The release build with one line for a person instead of the compiler's and linker's output,
# which goes to $(BUILD_LOG); when the build fails, its errors and the log's name are shown.
BUILD_LOG = .build/build.log
quiet-release: deps static-cxx
	@mkdir -p .build; started=$$(date +%s); log=$(call quote,$(BUILD_LOG)); \
	if $(SWIFT) build $(RELEASE_FLAGS) > "$$log" 2>&1; then \
	  printf '%s\n' "Built "$(call quote,$(ROSTER))" in $$(( $$(date +%s) - started )) s (the compiler's output is in $$log)."; \
	else \
	  grep -E '(error|fatal):' "$$log" | sort -u | head -n 10 >&2; \
	  printf '%s\n' "The build failed; the compiler's full output is in $$log." >&2; exit 1; \
	fi

# Starts Roster on its default database ($$XDG_DATA_HOME/roster/roster.sqlite, or $$ROSTER_DB: a
# file or a postgresql:// URL); a league with no teams yet is given the seed league in data/.
# Roster itself is asked (`teams` in CSV is a header and a line a team), as a URL has no file
# to look for; when it cannot open the league, its sentence says why and nothing is imported.
run: quiet-release
	@roster=$(call quote,$(ROSTER)); teams=$$("$$roster" --format csv teams) || exit 1; \
	if [ "$$(printf '%s\n' "$$teams" | wc -l)" -le 1 ]; then \
	  "$$roster" import data/league.csv data/teams.csv data/players.csv || exit 1; \
	fi; \
	exec "$$roster"

# The release binary, the man page roster.1 (from the command table: `roster help --man`) and
# the bash, zsh and fish completions (`roster completion SHELL`) under PREFIX, or under
# DESTDIR/PREFIX for a package; `make uninstall` (with the same PREFIX and DESTDIR) removes
# exactly those files.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The installed files, each one quoted word.
INSTALLED = $(call quote,$(BINDIR)/roster) $(call quote,$(MANDIR)/roster.1) $(call quote,$(BASHDIR)/roster) \
	$(call quote,$(ZSHDIR)/_roster) $(call quote,$(FISHDIR)/roster.fish)

install: quiet-release
	@set -e; staged=$$(mktemp -d); trap 'rm -rf "$$staged"' EXIT; roster=$(call quote,$(ROSTER)); \
	"$$roster" help --man > "$$staged/roster.1"; \
	for shell in bash zsh fish; do "$$roster" completion $$shell > "$$staged/$$shell"; done; \
	install -d $(call quote,$(BINDIR)) $(call quote,$(MANDIR)) $(call quote,$(BASHDIR)) \
	  $(call quote,$(ZSHDIR)) $(call quote,$(FISHDIR)); \
	install -m 755 "$$roster" $(call quote,$(BINDIR)/roster); \
	install -m 644 "$$staged/roster.1" $(call quote,$(MANDIR)/roster.1); \
	install -m 644 "$$staged/bash" $(call quote,$(BASHDIR)/roster); \
	install -m 644 "$$staged/zsh" $(call quote,$(ZSHDIR)/_roster); \
	install -m 644 "$$staged/fish" $(call quote,$(FISHDIR)/roster.fish); \
	for file in $(INSTALLED); do printf 'Installed %s\n' "$$file"; done

uninstall:
	@for file in $(INSTALLED); do \
	  if [ -e "$$file" ] || [ -L "$$file" ]; then rm -f "$$file" && printf 'Removed %s\n' "$$file"; fi; \
	done

# Every suite on SQLite, then again on a throw-away PostgreSQL server when Debian's postgresql
# package is installed (scripts/postgres.sh says so when it is not), then a short fuzzing pass.
#
# The suites run with TMPDIR set to a new folder, which must be empty when they end: what they
# left there is named, and fails the run (one run left some 305 roster-tests-* folders in /tmp, a
# league in each). It is open to every user, as /tmp is (some tests run roster as nobody). Not the
# suites' and not counted: what `swift test` itself makes there (TemporaryDirectory.* folders and
# _*.lock files named after paths). The PostgreSQL server's files are not in it: scripts/postgres.sh
# keeps them in a /tmp folder of its own (a socket's path must stay short) and removes it.
test: deps lint
	$(SWIFT) build --build-tests
	@scratch=$$(mktemp -d "$${TMPDIR:-/tmp}/roster-make-test.XXXXXX"); trap 'rm -rf "$$scratch"' EXIT; \
	chmod 755 "$$scratch"; echo "The suites' TMPDIR: $$scratch"; status=0; \
	scripts/postgres.sh env TMPDIR="$$scratch" sh -c '$(SWIFT) test --skip-build && if [ -n "$${ROSTER_TEST_POSTGRES:-}" ]; then \
	  echo "The same suites on PostgreSQL:"; ROSTER_TEST_BACKEND=postgresql $(SWIFT) test --skip-build; fi' || status=$$?; \
	left=$$(cd "$$scratch" && find . -mindepth 1 -maxdepth 1 ! -name 'TemporaryDirectory.*' ! -name '_*.lock' -printf '%P\n' | sort); \
	if [ -n "$$left" ]; then \
	  echo "The suites left $$(printf '%s\n' "$$left" | wc -l) files or folders in their TMPDIR (a suite removes what it makes):" >&2; \
	  printf '%s\n' "$$left" | head -n 20 | while IFS= read -r name; do \
	    printf '  %s %s\n' "$$name" "$$(cd "$$scratch" && find "$$name" -mindepth 1 -maxdepth 2 -printf '%P ' | cut -c1-150)" >&2; \
	  done; \
	  status=1; \
	fi; \
	exit $$status
	scripts/fuzz.sh smoke

# libFuzzer on the CSV and JSON readers, the predicate language and the command line, FUZZ_SECONDS each
# (10 minutes by default); findings go to .build/fuzz/artifacts/. See scripts/fuzz.sh.
FUZZ_SECONDS ?= 600
fuzz: deps
	@for target in csv json predicate command; do scripts/fuzz.sh run $$target $(FUZZ_SECONDS) || exit 1; done

# Performance against baselines (a C program on the SQLite C API, the sqlite3 CLI, sqlite-utils
# when installed; on a throw-away PostgreSQL server, psql \copy and libpq) on synthetic leagues of 100,000 and 1,000,000 players; prints a table and writes
# bench/results.json. Not part of `make test`. BENCH_FLAGS=--quick for a small trial run.
# The bench's own objects are removed first, so that its module is compiled afresh: once, after
# RosterKit's SQLDialect gained requirements, the incremental release build relinked roster-bench
# from its old objects, whose calls through the protocol then landed on the wrong methods (a
# segfault in the journal step). Its build folder itself stays: SwiftPM's file map lives there.
bench:
	rm -f .build/release/roster_bench.build/*.o
	$(MAKE) release
	scripts/postgres.sh .build/release/roster-bench --roster $(call quote,$(ROSTER)) $(BENCH_FLAGS)

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
