// glibc's gettext (libintl.h), which Swift's Glibc module does not bring in. Part of
// the C library itself: nothing to link.
#include <libintl.h>
#include <locale.h>
