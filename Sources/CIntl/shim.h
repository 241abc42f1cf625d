// gettext, which the Glibc module does not export.
#include <libintl.h>
