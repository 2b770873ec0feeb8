#!/usr/bin/env bash
# Makes the league file of one released schema version with that release's own `roster`:
#
#   Tests/Fixtures/schema/make-sqlite-fixture.sh VERSION ROSTER OUTPUT
#
# VERSION is 1 to 17; ROSTER the binary built at that release's commit (see README.md);
# OUTPUT the file to write (it must not exist). The same commands make every version's file,
# and from version 2 on an import adds players with an external id (one of them with the
# name of a player of another team). From version 4 on the league also gets its settings,
# divisions with rules (one locked), teams in divisions, players with birthdates (one on
# 29 February) and jersey numbers such as 0, 00 and 07, free agents, staff (one left without
# a team when its team was deleted) and players' contacts (one deleted with its player). From
# version 5 on, whose journal records every change, a change is undone by a later process (the
# journal's durable undo, an entry that reverts another) and one is kept. From version 9 on, which
# gives the league a time zone (its creator's, Etc/UTC here), it is set to another; from
# version 10 on, whose revert writes back only the values its entry changed and looks past a
# later change that was itself taken back, an older entry is reverted after such a change. From
# version 12 on, which gives a player a private medical note, one player has a note and an alert.
# From version 13 on, whose guardians are one record per adult linked to their players, the
# players' contacts are guardians and their links, made by the same commands' words for them;
# then a guardian gets the players of two teams, one of the links saying no contact with its
# private note, another guardian a free agent's and a team's player, and one an email later.
# From version 15 on, whose players carry ids of other systems, each named, three players get
# some (a free agent among them), and one of them is changed later. From version 16 on, which
# keeps what a registration says of a child, a placed player and two free agents register for
# divisions, with genders as platforms write them (F, Male) and as a family's own word, schools,
# grades and a teammate's and a coach's request (accents and apostrophes), one changed later.
# From version 17 on, whose genders are one word, a player's gender is set as a platform spells
# it (Girl, stored female), and two free agents register for a new division, U8, one gender a
# platform's (Boy) and one a family's own word; `form` makes two teams there and places them by
# the plan of a seed, in one journal entry.
set -euo pipefail
version=$1 roster=$2 output=$3
[ ! -e "$output" ] || { echo "$output exists" >&2; exit 1; }
# From version 9 on a new league takes its creator's time zone: the same one on every machine.
[ "$version" -lt 9 ] || export TZ=Etc/UTC

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

if [ "$version" -ge 4 ]; then
  # The players' parents: a contact a player until version 13, then a guardian an adult and a
  # guardianship a link (one deleted with its player, as a contact was).
  if [ "$version" -lt 13 ]; then
    parents='add contact "Mei Chen" player="Ava Chen" relation=mother phone="+1 555 0102" email=mei.chen@example.org
add contact "Raúl Ortiz" player="Ben Ortiz" relation=father phone="+1 555 0103"
add contact "Nora Day" player="Leap Day" relation=guardian email=nora.day@example.org
add contact "Ida Stone" player="Ivy Stone" relation=mother phone="+1 555 0104"'
    temp_parent='add contact "Temp Parent" player="Temp Kid" relation=mother phone="+1 555 0199"'
  else
    parents='add guardian "Mei Chen" phone="+1 555 0102" email=mei.chen@example.org
add guardianship mother player="Ava Chen" guardian="Mei Chen"
add guardian "Raúl Ortiz" phone="+1 555 0103"
add guardianship father player="Ben Ortiz" guardian="Raúl Ortiz"
add guardian "Nora Day" email=nora.day@example.org
add guardianship guardian player="Leap Day" guardian="Nora Day"
add guardian "Ida Stone" phone="+1 555 0104"
add guardianship mother player="Ivy Stone" guardian="Ida Stone"'
    temp_parent='add guardian "Temp Parent" phone="+1 555 0199"
add guardianship mother player="Temp Kid" guardian="Temp Parent"'
  fi
  "$roster" --db "$output" --quiet <<END
league set name="Metro Youth Baseball" season="2026 Fall" cutoff=2026-08-31
add division U10 min_age=9 max_age=10 max_roster=12
add division U12 min_age=11 max_age=12 max_roster=14
add division Open min_roster=2
add team "Harbor Hawks" city=Harbor abbr=HAW
add team "Lakeside Lynx" abbr=LYN
add team "River Otters" city=Riverton abbr=RIV
set team HAW division=U10
set team LYN division=U12
set team RIV division=U12
set team LAD division=Open
add player "Leap Day" birthdate=2016-02-29 team=HAW number=0
add player "Ava Chen" birthdate=2016-05-14 team=HAW number=00
add player "Ben Ortiz" birthdate=2017-01-09 team=HAW number=07 position=P
add player "Dana Brooks" birthdate=2014-03-02 team=LYN number=00 position=SS
add player "Eli Novak" birthdate=2015-07-30 team=LYN number=07
add player "Farah Haddad" birthdate=2014-11-11 team=RIV number=0 position=C
add player "Gus Wilde" birthdate=2013-09-01 team=RIV number=10
add player "Hugo Lane" birthdate=2014-06-06 team=RIV number=21
add player "Fiona Free" birthdate=2015-01-20
add player "Chloé Martin" age=10
release "Hugo Lane"
lock division U12
add player "Late Signing" birthdate=2014-12-24 team=LYN number=44 --force
add team "Short Lived" abbr=SHL
add staff "Pat Kim" role="Head Coach" team=HAW email=pat.kim@example.org phone="+1 555 0100"
add staff "Lee Park" role="Assistant Coach" team=SHL phone="+1 555 0101"
add staff "Sam Roe" role=Umpire email=sam.roe@example.org
add player "Ivy Stone" birthdate=2015-04-04 team=SHL number=3
$parents
add player "Temp Kid" birthdate=2016-08-31 team=HAW number=99
$temp_parent
rm team SHL -f --release
rm player "Temp Kid" -f
END
fi

if [ "$version" -ge 5 ]; then
  "$roster" --db "$output" --quiet set player "Ben Ortiz" position=2B
  "$roster" --db "$output" --quiet undo
  "$roster" --db "$output" --quiet add team "Journal Jays" city=Harbor abbr=JAY
  "$roster" --db "$output" --quiet move player "Ava Chen" to JAY
fi

if [ "$version" -ge 9 ]; then
  "$roster" --db "$output" --quiet league set time_zone=America/Chicago
fi

if [ "$version" -ge 10 ]; then
  "$roster" --db "$output" --quiet set player "Leap Day" position=CF number=5
  changed=$(sqlite3 "$output" 'SELECT max("id") FROM "journal"')
  "$roster" --db "$output" --quiet set player "Leap Day" position=SS
  "$roster" --db "$output" --quiet undo
  "$roster" --db "$output" --quiet revert "@$changed"
fi

if [ "$version" -ge 12 ]; then
  "$roster" --db "$output" --quiet set player "Ava Chen" medical="Bee stings; carries EpiPen" medical_alert=yes
fi

if [ "$version" -ge 13 ]; then
  "$roster" --db "$output" --quiet <<'END'
add guardian "Dan Ode" phone="+1 555 0105" email=dan.ode@example.org address="12 Elm St" city=Harbor postcode=04101
add guardianship stepfather player="Ben Ortiz" guardian="Dan Ode" lives_with=yes may_pick_up=yes receives_text=no
add guardianship father player="Dana Brooks" guardian="Dan Ode" no_contact=yes no_contact_note="Court order 2025-114"
add guardianship aunt player="Ava Chen" guardian="Ida Stone" may_pick_up=no receives_email=no
set guardian "Raúl Ortiz" email=raul.ortiz@example.org
END
fi

if [ "$version" -ge 15 ]; then
  "$roster" --db "$output" --quiet <<'END'
set player "Ava Chen" ids.sportsconnect=41000845 ids.usahockey=1400-22
set player "Fiona Free" ids.sportsconnect=41000846
set player "Dana Brooks" ids.usl=USL-2031
set player "Ava Chen" ids.usahockey=1400-23
END
fi

if [ "$version" -ge 16 ]; then
  "$roster" --db "$output" --quiet <<'END'
set player "Ben Ortiz" division=U10 gender=Male school="St. Mary's School" grade=2 teammate_request="Leap Day" coach_request="Pat Kim"
set player "Fiona Free" division=U12 gender=F school="École Saint-Laurent" grade=5 teammate_request="Chloé Martin"
set player "Chloé Martin" division=U10 gender=Two-Spirit grade=K coach_request="Coach O'Neil"
set player "Ava Chen" gender=F
END
  "$roster" --db "$output" --quiet set player "Ben Ortiz" grade=3
fi

if [ "$version" -ge 17 ]; then
  "$roster" --db "$output" --quiet <<'END'
set player "Leap Day" gender=Girl
add division U8 min_age=7 max_age=8 max_roster=10
add player "Noa Lind" birthdate=2018-09-15 division=U8 gender=Agender school="Harbor Elementary" grade=2
add player "Theo Brandt" birthdate=2018-03-03 division=U8 gender=Boy grade=2
END
  "$roster" --db "$output" --quiet form U8 --create 2 --seed 17 -f
fi

# Small and whole: no free pages, and the write-ahead log folded in and removed. From version 9
# on the tables' checks call Roster's roster_fold, which the sqlite3 shell does not have, so
# VACUUM runs in Python's sqlite3 beside a stand-in of that name that fails if it is called:
# VACUUM copies the rows as they are and evaluates no check, the name need only resolve.
if [ "$version" -ge 9 ]; then
  python3 - "$output" <<'END'
import sqlite3, sys
def never(*arguments): raise RuntimeError("VACUUM called roster_fold")
league = sqlite3.connect(sys.argv[1], isolation_level=None)
league.create_function("roster_fold", 2, never)
league.execute("VACUUM")
league.close()
END
else
  sqlite3 "$output" "VACUUM"
fi
[ "$(sqlite3 "$output" 'PRAGMA user_version')" = "$version" ] || {
  echo "$output is not at schema version $version" >&2
  exit 1
}
[ ! -e "$output-wal" ] && [ ! -e "$output-shm" ]
