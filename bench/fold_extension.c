/*
 * roster_fold as a loadable extension, so that the sqlite3 shell's baselines load into Roster's
 * schema with its CHECK constraints on, paying what Roster and the C limit pay:
 *
 *   cc -O2 -shared -fPIC -o roster_fold.so bench/fold_extension.c
 *   sqlite3 DB '.load ./roster_fold' …
 */
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1
#include "fold.h"

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_extension_init(sqlite3 *db, char **error, const sqlite3_api_routines *api) {
  (void)error;
  SQLITE_EXTENSION_INIT2(api);
  return sqlite3_create_function_v2(
    db, "roster_fold", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, 0, fold_function, 0, 0, 0);
}
