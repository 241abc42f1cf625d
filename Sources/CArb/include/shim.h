// Arb's ball arithmetic and FLINT's integers and fractions (Debian: libflint-arb-dev).
#include <flint/fmpz.h>
#include <flint/fmpq.h>
#include <arb.h>
#include <arb_hypgeom.h>
