#!/usr/bin/env bash
# Makes the league file of one released schema version with that release's own `roster`:
#
#   Tests/Fixtures/schema/make-sqlite-fixture.sh VERSION ROSTER OUTPUT
#
# VERSION is 1, 2 or 3; ROSTER the binary built at that release's commit (see README.md);
# OUTPUT the file to write (it must not exist). The same commands make every version's file,
# and from version 2 on an import adds players with an external id (one of them with the
# name of a player of another team).
set -euo pipefail
version=$1 roster=$2 output=$3
[ ! -e "$output" ] || { echo "$output exists" >&2; exit 1; }

"$roster" --db "$output" --quiet <<'END'
add team "Boston Red Sox" city=Boston abbr=BOS
add team "Los Angeles Dodgers" city="Los Angeles" abbr=LAD
add team "Yomiuri Giants" city="Tōkyō" abbr=YOM
add team "Équipe Sans Ville"
add team "Old Timers" abbr=OLD
add player "Mookie Betts" age=27 team=BOS position=RF number=50
add player "José Abreu" age=33 team=BOS position=1B
add player "Zoë Young" age=21 team=BOS position=P number=12
add player "Zoe Adams" age=21 team=BOS position=P number=13
add player "Abe Lincoln" age=30 team=BOS position=C number=1
add player "ábel Díaz" age=24 team=BOS position=CF number=8
add player "Clayton Kershaw" age=32 team=LAD position=P number=22
add player "Cody Bellinger" age=24 team=LAD position=CF number=35
add player "Julio Urías" age=23 team=LAD position=P number=7
add player "Max Muncy" age=29 team=LAD number=13
add player "大谷翔平" age=26 team=YOM position=P number=17
add player "坂本勇人" age=31 team=YOM position=SS number=6
add player "Tom O'Brien" age=28 team=YOM position=C
add player "Gone Soon" age=40 team=OLD
add player "Ángel Núñez" age=19 team=OLD number=0
add player "Ōta Ken'ichi" age=120 team=OLD position=DH number=99
rm player "Gone Soon" -f
set player "Mookie Betts" age=28
move player "Max Muncy" to YOM
set team "Old Timers" city=Springfield
END

if [ "$version" -ge 2 ]; then
  ids=$(mktemp --suffix=.csv)
  trap 'rm -f "$ids"' EXIT
  cat >"$ids" <<'END'
team,name,age,position,number,id
BOS,Rafael Devers,23,3B,11,MLB-0011
LAD,Mookie Betts,27,RF,50,mlb:betts'50
YOM,菅野智之,30,,,NPB-19
END
  "$roster" --db "$output" --quiet import "$ids"
fi

# Small and whole: no free pages, and the write-ahead log folded in and removed.
sqlite3 "$output" "VACUUM"
[ "$(sqlite3 "$output" 'PRAGMA user_version')" = "$version" ] || {
  echo "$output is not at schema version $version" >&2
  exit 1
}
[ ! -e "$output-wal" ] && [ ! -e "$output-shm" ]
