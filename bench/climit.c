/*
 * The C limit for importing players: the same SQLite C API Roster uses, with nothing else in the
 * way. One transaction, statements prepared once and bound per row, team names resolved through
 * a hash map, the same schema and indexes (the database is created by roster itself).
 *
 *   climit import DB teams.csv players.csv       (the search index kept by the schema's triggers)
 *   climit import-bulk DB teams.csv players.csv  (the search index and the journal's rows filled in
 *                                                 bulk, as Roster's import fills them)
 *   climit import-unindexed DB teams.csv players.csv  (as import-bulk, without the search index:
 *                                                 what the index costs)
 *   climit fetch DB TEAM_IDS_FILE [SQL…]   (players of each team by age, by SQL with one parameter,
 *                                           the team's id — Roster's own query; every column of
 *                                           every row read, as Roster's objects copy them; prints
 *                                           per-query µs, a line a team as it reads the team:
 *                                           with /dev/stdin for the file, the bench asks it a team
 *                                           at a time)
 *   climit fetch-two DB TEAM_IDS_FILE [SQL…]  (the same, reading two columns a row: the name and age)
 *   climit delete DB TEAM_ID               (the cascade delete of one team)
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <ctype.h>

static void die(sqlite3 *db, const char *what) {
  fprintf(stderr, "climit: %s: %s\n", what, db ? sqlite3_errmsg(db) : "");
  exit(1);
}

/* A minimal RFC 4180 record reader: fields into buf, offsets into fields. */
typedef struct { FILE *f; char *buf; size_t cap; } Reader;

static int read_record(Reader *r, char **fields, int max) {
  size_t len = 0;
  int n = 0, quoted = 0, c, any = 0;
  fields[0] = NULL;
  size_t starts[64];
  starts[0] = 0;
  for (;;) {
    c = fgetc(r->f);
    if (c == EOF) { if (!any) return 0; break; }
    any = 1;
    if (len + 2 >= r->cap) { r->cap *= 2; r->buf = realloc(r->buf, r->cap); }
    if (quoted) {
      if (c == '"') {
        int d = fgetc(r->f);
        if (d == '"') { r->buf[len++] = '"'; } else { quoted = 0; if (d != EOF) ungetc(d, r->f); }
      } else r->buf[len++] = (char)c;
      continue;
    }
    if (c == '"') { quoted = 1; continue; }
    if (c == ',') { r->buf[len++] = 0; if (n + 1 < max) starts[++n] = len; continue; }
    if (c == '\r') continue;
    if (c == '\n') break;
    r->buf[len++] = (char)c;
  }
  r->buf[len++] = 0;
  for (int i = 0; i <= n; i++) fields[i] = r->buf + starts[i];
  return n + 1;
}

/* Open-addressing hash map from abbreviation to team id. */
#define SLOTS (1 << 18) /* teams: 100,000 at the largest scale */
static char *keys[SLOTS];
static sqlite3_int64 values[SLOTS];
static unsigned hash(const char *s) { unsigned h = 2166136261u; while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; } return h; }
static void put(const char *k, sqlite3_int64 v) { unsigned i = hash(k) & (SLOTS - 1); while (keys[i]) i = (i + 1) & (SLOTS - 1); keys[i] = strdup(k); values[i] = v; }
static sqlite3_int64 get(const char *k) { unsigned i = hash(k) & (SLOTS - 1); while (keys[i]) { if (!strcmp(keys[i], k)) return values[i]; i = (i + 1) & (SLOTS - 1); } return -1; }

#include "fold.h"

static sqlite3 *open_db(const char *path) {
  sqlite3 *db;
  /* Opened as Roster opens a league: a connection one thread uses at a time, without SQLite's
   * mutex around every call (SQLITE_OPEN_NOMUTEX). */
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, 0) != SQLITE_OK)
    die(db, "open");
  sqlite3_exec(db, "PRAGMA foreign_keys = ON", 0, 0, 0);
  sqlite3_create_function_v2(
    db, "roster_fold", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, 0, fold_function, 0, 0, 0);
  sqlite3_busy_timeout(db, 5000);
  return db;
}

/* A per-row trigger or an index of the schema, dropped for a bulk load and put back after it: its
 * text, and the table's largest id before the load (the rows after it are the load's). */
typedef struct { char name[64]; char sql[8192]; sqlite3_int64 last; } Dropped;

static void drop_object(sqlite3 *db, Dropped *d, const char *type, const char *name, const char *table) {
  sqlite3_stmt *s;
  char query[256];
  snprintf(d->name, sizeof d->name, "%s", name);
  d->sql[0] = 0;
  sqlite3_prepare_v2(db, "SELECT sql FROM sqlite_schema WHERE type = ? AND name = ?", -1, &s, 0);
  sqlite3_bind_text(s, 1, type, -1, SQLITE_STATIC);
  sqlite3_bind_text(s, 2, name, -1, SQLITE_STATIC);
  if (sqlite3_step(s) == SQLITE_ROW) snprintf(d->sql, sizeof d->sql, "%s", (const char *)sqlite3_column_text(s, 0));
  sqlite3_finalize(s);
  snprintf(query, sizeof query, "SELECT coalesce(max(id), 0) FROM \"%s\"", table);
  sqlite3_prepare_v2(db, query, -1, &s, 0);
  d->last = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int64(s, 0) : 0;
  sqlite3_finalize(s);
  snprintf(query, sizeof query, "DROP %s IF EXISTS \"%s\"", !strcmp(type, "index") ? "INDEX" : "TRIGGER", name);
  if (*d->sql && sqlite3_exec(db, query, 0, 0, 0)) die(db, "drop trigger or index");
}

static void drop_trigger(sqlite3 *db, Dropped *d, const char *name, const char *table) {
  drop_object(db, d, "trigger", name, table);
}

static void restore_trigger(sqlite3 *db, Dropped *d) {
  if (*d->sql && sqlite3_exec(db, d->sql, 0, 0, 0)) die(db, "restore trigger or index");
}

/* With `bulk`, the search index and the journal are filled the way Roster's import fills them:
 * their per-row insert triggers dropped for the load, the new rows indexed and journaled in one
 * statement each (into one journal entry, as Roster's), the triggers put back; and the listing's
 * two indexes (players by birthdate, by age) built again after the load, as Roster's import
 * builds them for a load of many rows (BulkIndexes). Without it, the schema's triggers do both a
 * row at a time (the same entry: the triggers find it open) and the indexes take each row. */
static int import(const char *path, const char *teams, const char *players, int bulk, int indexed) {
  sqlite3 *db = open_db(path);
  sqlite3_stmt *team, *player;
  if (sqlite3_prepare_v2(db, "INSERT INTO teams (name, name_fold, city, abbreviation, abbreviation_fold) VALUES (?, ?, ?, ?, ?)", -1, &team, 0)) die(db, "prepare");
  if (sqlite3_prepare_v2(db, "INSERT INTO players (name, name_fold, age, position, number, external_id, team_id) VALUES (?, ?, ?, ?, ?, NULL, ?)", -1, &player, 0)) die(db, "prepare");
  sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
  /* The journal's entry for the load, open (txn = 1) as Roster's writer opens one. */
  if (sqlite3_exec(db, "UPDATE journal SET txn = NULL WHERE txn IS NOT NULL", 0, 0, 0)
      || sqlite3_exec(db, "INSERT INTO journal(author, command, txn) VALUES ('climit', 'import', 1)", 0, 0, 0))
    die(db, "journal entry");
  sqlite3_int64 entry = sqlite3_last_insert_rowid(db);
  Dropped search, journal_teams, journal_players, by_birthdate, by_age;
  if (bulk) {
    drop_object(db, &by_birthdate, "index", "players_birthdate_name", "players");
    drop_object(db, &by_age, "index", "players_age_name", "players");
    drop_trigger(db, &search, "players_search_insert", "players");
    drop_trigger(db, &journal_teams, "teams_journal_insert", "teams");
    drop_trigger(db, &journal_players, "players_journal_insert", "players");
  }
  Reader r = { fopen(teams, "r"), malloc(4096), 4096 };
  char *f[16], fold[4096];
  read_record(&r, f, 16);
  while (read_record(&r, f, 16) >= 3) {
    lower(fold, f[0]);
    sqlite3_bind_text(team, 1, f[0], -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(team, 2, fold, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(team, 3, f[1], -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(team, 4, f[2], -1, SQLITE_TRANSIENT);
    lower(fold, f[2]);
    sqlite3_bind_text(team, 5, fold, -1, SQLITE_TRANSIENT);
    if (sqlite3_step(team) != SQLITE_DONE) die(db, "insert team");
    sqlite3_reset(team);
    sqlite3_int64 id = sqlite3_last_insert_rowid(db);
    put(f[0], id);
    put(f[2], id);
  }
  fclose(r.f);
  r.f = fopen(players, "r");
  read_record(&r, f, 16);
  long rows = 0;
  while (read_record(&r, f, 16) >= 5) {
    sqlite3_int64 id = get(f[0]);
    if (id < 0) die(0, "unknown team");
    lower(fold, f[1]);
    sqlite3_bind_text(player, 1, f[1], -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(player, 2, fold, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(player, 3, atoi(f[2]));
    if (*f[3]) sqlite3_bind_text(player, 4, f[3], -1, SQLITE_TRANSIENT); else sqlite3_bind_null(player, 4);
    if (*f[4]) sqlite3_bind_int(player, 5, atoi(f[4])); else sqlite3_bind_null(player, 5);
    sqlite3_bind_int64(player, 6, id);
    if (sqlite3_step(player) != SQLITE_DONE) die(db, "insert player");
    sqlite3_reset(player);
    rows++;
  }
  if (bulk) {
    char fill[512];
    snprintf(fill, sizeof fill, "INSERT INTO players_search(rowid, name_fold) SELECT id, name_fold FROM players WHERE id > %lld", (long long)search.last);
    if (indexed && *search.sql && sqlite3_exec(db, fill, 0, 0, 0)) die(db, "search index");
    if (!indexed && sqlite3_exec(db, "DROP TABLE players_search", 0, 0, 0)) die(db, "drop search index");
    Dropped *journals[] = { &journal_teams, &journal_players };
    const char *tables[] = { "teams", "players" };
    for (int i = 0; i < 2; i++) {
      if (!*journals[i]->sql) continue;
      snprintf(fill, sizeof fill, "INSERT INTO journal_rows(entry, entity, row, change) SELECT %lld, '%s', id, 'insert' FROM \"%s\" WHERE id > %lld ORDER BY id", (long long)entry, tables[i], tables[i], (long long)journals[i]->last);
      if (sqlite3_exec(db, fill, 0, 0, 0)) die(db, "journal rows");
    }
    restore_trigger(db, &by_birthdate);
    restore_trigger(db, &by_age);
    if (indexed) restore_trigger(db, &search);
    restore_trigger(db, &journal_teams);
    restore_trigger(db, &journal_players);
  }
  char close_entry[128];
  snprintf(close_entry, sizeof close_entry, "UPDATE journal SET txn = NULL WHERE id = %lld", (long long)entry);
  if (sqlite3_exec(db, close_entry, 0, 0, 0)) die(db, "journal entry");
  if (sqlite3_exec(db, "COMMIT", 0, 0, 0)) die(db, "commit");
  sqlite3_finalize(team);
  sqlite3_finalize(player);
  sqlite3_close(db);
  printf("%ld\n", rows);
  return 0;
}

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }

/* The players of each team in the file, by age then name: the queries Roster's fetch runs. Where
 * Roster merges two ordered queries (players with a birthdate, players without), each bound to the
 * team, their rows are merged on the last column (the age) as Roster merges them: the smaller
 * first, a tie to the first query, a NULL last. */
/* Each column of the current row read as its type says (an integer, a real, a text's bytes and
 * length), what a program making the rows' values reads; a checksum so that none is skipped. */
static long read_columns(sqlite3_stmt *s) {
  long sum = 0;
  int columns = sqlite3_column_count(s);
  for (int c = 0; c < columns; c++) {
    switch (sqlite3_column_type(s, c)) {
    case SQLITE_INTEGER: sum += (long)sqlite3_column_int64(s, c); break;
    case SQLITE_FLOAT: sum += (long)sqlite3_column_double(s, c); break;
    case SQLITE_NULL: sum += 1; break;
    default: {
      const unsigned char *text = sqlite3_column_text(s, c);
      int bytes = sqlite3_column_bytes(s, c);
      sum += bytes + (bytes > 0 ? text[bytes - 1] : 0);
    }
    }
  }
  return sum;
}

static int fetch(const char *path, const char *ids, char **sqls, int count, int every_column) {
  sqlite3 *db = open_db(path);
  sqlite3_stmt *s[4];
  const char *fallback = "SELECT p.id, p.version, p.name, p.age, p.position, p.number, p.external_id, p.team_id FROM players p WHERE p.team_id = ? ORDER BY p.age, p.name_fold, p.id";
  if (count == 0) { sqls = (char **)&fallback; count = 1; }
  if (count > 4) { fprintf(stderr, "at most 4 queries\n"); exit(2); }
  for (int q = 0; q < count; q++)
    if (sqlite3_prepare_v2(db, sqls[q], -1, &s[q], 0)) die(db, "prepare");
  int key = sqlite3_column_count(s[0]) - 1;
  FILE *f = fopen(ids, "r");
  long long id;
  while (fscanf(f, "%lld", &id) == 1) {
    double start = now();
    int has[4];
    for (int q = 0; q < count; q++) {
      sqlite3_bind_int64(s[q], 1, id);
      has[q] = sqlite3_step(s[q]) == SQLITE_ROW;
    }
    long n = 0, sum = 0;
    for (;;) {
      int best = -1;
      for (int q = 0; q < count; q++) {
        if (!has[q]) continue;
        if (best < 0) { best = q; continue; }
        int null_q = sqlite3_column_type(s[q], key) == SQLITE_NULL, null_b = sqlite3_column_type(s[best], key) == SQLITE_NULL;
        if (!null_q && (null_b || sqlite3_column_int64(s[q], key) < sqlite3_column_int64(s[best], key))) best = q;
      }
      if (best < 0) break;
      if (every_column) {
        sum += read_columns(s[best]);
      } else {
        const unsigned char *name = sqlite3_column_text(s[best], 2);
        sum += sqlite3_column_int(s[best], 3) + (name ? name[0] : 0);
      }
      n++;
      has[best] = sqlite3_step(s[best]) == SQLITE_ROW;
    }
    for (int q = 0; q < count; q++) sqlite3_reset(s[q]);
    printf("%.1f %ld %ld\n", now() - start, n, sum);
    fflush(stdout); /* a line a team as it is read: the bench asks through a pipe, a team at a time */
  }
  sqlite3_close(db);
  return 0;
}

static int delete_team(const char *path, const char *team) {
  sqlite3 *db = open_db(path);
  sqlite3_stmt *s;
  if (sqlite3_prepare_v2(db, "DELETE FROM teams WHERE id = ?", -1, &s, 0)) die(db, "prepare");
  sqlite3_bind_int64(s, 1, atoll(team));
  if (sqlite3_step(s) != SQLITE_DONE) die(db, "delete");
  sqlite3_finalize(s);
  sqlite3_close(db);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 5 && !strcmp(argv[1], "import")) return import(argv[2], argv[3], argv[4], 0, 1);
  if (argc == 5 && !strcmp(argv[1], "import-bulk")) return import(argv[2], argv[3], argv[4], 1, 1);
  if (argc == 5 && !strcmp(argv[1], "import-unindexed")) return import(argv[2], argv[3], argv[4], 1, 0);
  if (argc >= 4 && !strcmp(argv[1], "fetch")) return fetch(argv[2], argv[3], argv + 4, argc - 4, 1);
  if (argc >= 4 && !strcmp(argv[1], "fetch-two")) return fetch(argv[2], argv[3], argv + 4, argc - 4, 0);
  if (argc == 4 && !strcmp(argv[1], "delete")) return delete_team(argv[2], argv[3]);
  fprintf(stderr, "usage: climit import DB teams.csv players.csv | fetch DB IDS | delete DB TEAM_ID\n");
  return 2;
}
