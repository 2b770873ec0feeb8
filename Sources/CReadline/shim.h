#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
#include <wchar.h>

// glibc declares wcwidth only under _XOPEN_SOURCE; declare it here so Swift sees it.
extern int wcwidth(wchar_t c);
