// glibc's allocator settings (mallopt), which the C library's module does not bring.
#include <malloc.h>
