#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer; Swift cannot import it.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

// sqlite3_config is variadic; Swift cannot call it. Statement journals (each write the journal's
// triggers make may have to roll back alone) held in memory however large, before the library
// starts (SQLITE_MISUSE after).
static inline int csqlite_keep_statement_journals_in_memory(void) {
  return sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, -1);
}

// No count of the library's memory in use, which nothing reads: kept, every allocation and free
// of SQLite's took a global mutex (a fourteenth of an import's time), although each connection is
// one thread's (SQLITE_OPEN_NOMUTEX). Before the library starts, as above.
static inline int csqlite_count_no_memory(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
