// Arb's ball arithmetic and FLINT's integers and fractions (Debian: libflint-arb-dev).
#include <flint/fmpz.h>
#include <flint/fmpq.h>
#include <arb.h>
#include <arb_hypgeom.h>

// Frees FLINT's caches of the calling thread, if the engine is loaded (lazy_engine.c).
void engine_release_thread_caches(void);
