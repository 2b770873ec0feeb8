/*
 * roster_fold(text, options) for the bench's baselines: Roster's schema checks that a folded copy
 * is its name folded (version 9). The baselines fold with `lower`, so their function does too:
 * the same checks, paid the same. Included by climit.c (registered on its connection) and by
 * fold_extension.c (loaded by the sqlite3 shell with `.load`), after their SQLite header.
 */
#include <ctype.h>

static void lower(char *out, const char *in) { while (*in) { *out++ = (char)tolower((unsigned char)*in++); } *out = 0; }

static void fold_function(sqlite3_context *c, int n, sqlite3_value **v) {
  (void)n;
  const unsigned char *text = sqlite3_value_text(v[0]);
  if (!text) { sqlite3_result_null(c); return; }
  char *out = sqlite3_malloc(sqlite3_value_bytes(v[0]) + 1);
  if (!out) { sqlite3_result_error_nomem(c); return; }
  lower(out, (const char *)text);
  sqlite3_result_text(c, out, -1, sqlite3_free);
}
