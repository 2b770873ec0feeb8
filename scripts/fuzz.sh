#!/usr/bin/env bash
# Roster's libFuzzer targets (Fuzz/RosterFuzz.swift): the CSV and JSON readers, the predicate
# language and the command line.
#
#   scripts/fuzz.sh build                 build .build/fuzz/roster-fuzz (swiftc -sanitize=fuzzer,address)
#   scripts/fuzz.sh run TARGET SECONDS    fuzz one target, growing .build/fuzz/corpus-TARGET
#   scripts/fuzz.sh smoke                 a short seeded run of each target from the seed corpora
#
# Seed corpora live in Fuzz/corpus/TARGET; crashes, leaks, timeouts (5 s) and memory over 1 GiB
# are written to .build/fuzz/artifacts/ and fail the run.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
binary=$out/roster-fuzz
targets=(csv json predicate command)

build() {
  mkdir -p "$out"
  local sources
  sources=$(find Sources/RosterKit Sources/RosterCLI Tests/RosterFixtures Fuzz -name '*.swift' | sort)
  # Rebuild only when a source is newer than the binary.
  if [ -x "$binary" ] && [ -z "$(find $sources -newer "$binary" | head -1)" ]; then
    return
  fi
  local linker=()
  if command -v ld.lld >/dev/null 2>&1 || [ -x "$(dirname "$(command -v swiftc)")/ld.lld" ]; then
    linker=(-use-ld=lld)
  fi
  echo "fuzz: building $binary"
  # One module: the harness reaches internal API, and RosterCLI's `import RosterKit` is ignored.
  # shellcheck disable=SC2086
  swiftc -sanitize=fuzzer,address -parse-as-library -module-name RosterKit -suppress-warnings \
    -I Sources/CSQLite -I Sources/CReadline -I Sources/CLibPQ -I Sources/CPCRE2 -I Sources/CMalloc \
    "${linker[@]}" $sources -o "$binary"
}

# run TARGET CORPUS-DIR LIBFUZZER-OPTIONS…
run() {
  local target=$1 corpus=$2
  shift 2
  mkdir -p "$corpus" "$out/artifacts"
  local log=$out/$target.log status=0
  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$PWD/Fuzz/lsan.supp ROSTER_FUZZ_TARGET=$target "$binary" -timeout=5 \
    -rss_limit_mb=1024 -max_len=65536 -artifact_prefix="$out/artifacts/$target-" -print_final_stats=1 \
    "$@" "$corpus" "Fuzz/corpus/$target" >"$log" 2>&1 || status=$?
  # The summary, or on failure what went wrong (the full log stays in $log).
  if [ "$status" -eq 0 ]; then
    grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" || true
  else
    grep -E -A12 'ERROR|Fatal|fatal|SUMMARY|Test unit written' "$log" | head -60 >&2
  fi
  return "$status"
}

case "${1:-}" in
  build) build ;;
  run)
    build
    target=${2:?target: csv, json, predicate or command}
    run "$target" "$out/corpus-$target" -max_total_time="${3:-600}"
    ;;
  smoke)
    build
    # Fixed seeds and run counts, from the seed corpora only (a fresh working folder each time),
    # so the run is the same on every machine.
    declare -A runs=([csv]=20000 [json]=20000 [predicate]=6000 [command]=1500)
    for target in "${targets[@]}"; do
      scratch=$(mktemp -d)
      echo "fuzz: $target, ${runs[$target]} runs, seed 1"
      status=0
      run "$target" "$scratch" -seed=1 -runs="${runs[$target]}" || status=$?
      rm -rf "$scratch"
      if [ "$status" -ne 0 ]; then
        echo "fuzz: $target failed (exit $status); the input is in $out/artifacts/" >&2
        exit 1
      fi
    done
    ;;
  *)
    echo "usage: scripts/fuzz.sh build | run TARGET [SECONDS] | smoke" >&2
    exit 2
    ;;
esac
