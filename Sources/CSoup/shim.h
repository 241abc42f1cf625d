// libsoup 3, GNOME's HTTP library, for the exchange rates' download: the six functions it
// calls, as function types. The binary does not link libsoup: its stack (HTTP/2, public
// suffixes, Kerberos, SQLite: fifteen libraries, 1.5 MiB resident) is loaded when the rates
// are first fetched (Sources/CalculatorView/SoupLibrary.swift). These are libsoup-3.0.so.0's
// signatures, as <libsoup/soup.h> declares them.
#ifndef CALCULATOR_BRAIN_CSOUP_SHIM_H
#define CALCULATOR_BRAIN_CSOUP_SHIM_H

#include <gio/gio.h>

typedef struct _SoupSession SoupSession;
typedef struct _SoupMessage SoupMessage;

typedef SoupSession *(*SoupSessionNew)(void);
typedef void (*SoupSessionSetTimeout)(SoupSession *session, guint timeout);
typedef SoupMessage *(*SoupMessageNew)(const char *method, const char *uri_string);
typedef GInputStream *(*SoupSessionSend)(SoupSession *session, SoupMessage *message,
                                         GCancellable *cancellable, GError **error);
typedef GUri *(*SoupMessageGetUri)(SoupMessage *message);
typedef guint (*SoupMessageGetStatus)(SoupMessage *message);

#endif
