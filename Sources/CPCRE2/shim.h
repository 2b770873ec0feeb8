// PCRE2's 8-bit library (UTF-8 text): its header declares the `_8` functions only with the width set.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

// PCRE2_ZERO_TERMINATED is a cast expression Swift cannot import; lengths are always passed instead.
