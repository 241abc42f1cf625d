// libsoup 3, GNOME's HTTP library: the exchange rates' download (GIO's TLS through
// glib-networking).
#ifndef CALCULATOR_BRAIN_CSOUP_SHIM_H
#define CALCULATOR_BRAIN_CSOUP_SHIM_H

#include <libsoup/soup.h>

#endif
