#!/usr/bin/env bash
# Installs the Debian packages Roster builds against, when their headers are missing; with
# --postgresql also the PostgreSQL server the tests start (CI passes it, so the PostgreSQL
# suites always run there). Needs root or sudo; does nothing when everything is present.
set -euo pipefail

missing=()
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
[ -f /usr/include/readline/readline.h ] || missing+=(libreadline-dev)
[ -f /usr/include/pcre2.h ] || missing+=(libpcre2-dev)
command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
# The completion tests run bash's, zsh's and fish's scripts in the real shells; the man page
# test formats roster.1.
command -v zsh >/dev/null 2>&1 || missing+=(zsh)
command -v fish >/dev/null 2>&1 || missing+=(fish)
command -v groff >/dev/null 2>&1 || missing+=(groff-base)
[ -f /usr/include/postgresql/libpq-fe.h ] || missing+=(libpq-dev)
if [ "${1:-}" = "--postgresql" ]; then
  [ -x "$(pg_config --bindir 2>/dev/null)/initdb" ] || missing+=(postgresql)
fi

[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} (apt-get)…" >&2
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "roster: ${missing[*]} must be installed, and that needs root; run: apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
