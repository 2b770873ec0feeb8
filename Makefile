# Roster — the two commands a new machine needs are `make run` and `make test`.
SWIFT ?= swift
# The Swift runtime and Foundation linked statically, and the executable not position-independent:
# a PIE would apply some 74,000 relocations of the static Foundation at every start (4 ms of an
# 8 ms `roster players TEAM`). Shared libraries keep their address randomisation.
RELEASE_FLAGS = -c release --static-swift-stdlib -Xlinker -no-pie
ROSTER = .build/release/roster

.PHONY: all deps build release run test lint format bench fuzz clean

all: build

# Installs libsqlite3-dev and libreadline-dev (and the sqlite3 and tmux tools the tests use)
# when they are missing.
deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

# Starts Roster on its default database ($$XDG_DATA_HOME/roster/roster.sqlite, or $$ROSTER_DB: a
# file or a postgresql:// URL); a league with no teams yet is given the seed league in data/.
# Roster itself is asked (`teams` in CSV is a header and a line a team), as a URL has no file
# to look for; when it cannot open the league, its sentence says why and nothing is imported.
run: release
	@teams=$$($(ROSTER) --format csv teams) || exit 1; \
	if [ "$$(printf '%s\n' "$$teams" | wc -l)" -le 1 ]; then \
	  $(ROSTER) import data/league.csv data/teams.csv data/players.csv || exit 1; \
	fi; \
	exec $(ROSTER)

# Every suite on SQLite, then again on a throw-away PostgreSQL server when Debian's postgresql
# package is installed (scripts/postgres.sh says so when it is not), then a short fuzzing pass.
test: deps lint
	$(SWIFT) build --build-tests
	scripts/postgres.sh sh -c '$(SWIFT) test --skip-build && if [ -n "$${ROSTER_TEST_POSTGRES:-}" ]; then \
	  echo "The same suites on PostgreSQL:"; ROSTER_TEST_BACKEND=postgresql $(SWIFT) test --skip-build; fi'
	scripts/fuzz.sh smoke

# libFuzzer on the CSV reader, the predicate language and the command line, FUZZ_SECONDS each
# (10 minutes by default); findings go to .build/fuzz/artifacts/. See scripts/fuzz.sh.
FUZZ_SECONDS ?= 600
fuzz: deps
	@for target in csv predicate command; do scripts/fuzz.sh run $$target $(FUZZ_SECONDS) || exit 1; done

# Performance against baselines (a C program on the SQLite C API, the sqlite3 CLI, sqlite-utils
# when installed; on a throw-away PostgreSQL server, psql \copy and libpq) on synthetic leagues of 100,000 and 1,000,000 players; prints a table and writes
# bench/results.json. Not part of `make test`. BENCH_FLAGS=--quick for a small trial run.
bench: release
	scripts/postgres.sh .build/release/roster-bench --roster $(ROSTER) $(BENCH_FLAGS)

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
