// GLib alone, for what reads files without a window (the exchange rates' XML).
#ifndef CALCULATOR_BRAIN_CGLIB_SHIM_H
#define CALCULATOR_BRAIN_CGLIB_SHIM_H

#include <glib.h>

#endif
