// Types and constants only: the functions are loaded with dlopen when a PostgreSQL league is
// opened (see LibPQ.swift), so the executable does not link libpq and its dependencies.
#include <postgresql/libpq-fe.h>
