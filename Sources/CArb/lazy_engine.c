// FLINT and Arb, loaded when the first number needs them instead of before the first frame:
// the libraries and what they bring (NTL, libstdc++, MPFR, GMP) cost 2.4 MiB resident and a
// few milliseconds of symbol binding, and a calculator that opens on 0 and adds machine words
// needs none of it. The binary does not link them. Each function the Numbers module calls is
// a trampoline here (lazy_loading.h) that loads the libraries on the first call. A function
// missing from ENGINE_FUNCTIONS is an undefined symbol when the binary links.
#include <malloc.h>

#include "lazy_loading.h"

// Debian 12's Arb (libflint-arb-dev). Its dependencies (FLINT, MPFR, GMP) come with it, and
// dlsym finds their functions through it.
#define ENGINE_LIBRARY "libflint-arb.so.2"

#define ENGINE_FUNCTIONS(F)                                                                    \
    F(arb_abs) F(arb_acosh) F(arb_add) F(arb_add_error) F(arb_asin) F(arb_asinh) F(arb_atan) F(arb_atanh)  \
    F(arb_ceil) F(arb_clear) F(arb_const_pi) F(arb_contains) F(arb_contains_int)                \
    F(arb_contains_zero) F(arb_cos) F(arb_cosh) F(arb_div) F(arb_dump_str) F(arb_exp)           \
    F(arb_floor) F(arb_fmpz_div_fmpz) F(arb_gamma) F(arb_get_lbound_arf) F(arb_get_mag_lower)   \
    F(arb_get_ubound_arf) F(arb_get_unique_fmpz) F(arb_is_finite) F(arb_is_negative)            \
    F(arb_is_positive) F(arb_lgamma) F(arb_load_str) F(arb_log) F(arb_log_base_ui) F(arb_mul)   \
    F(arb_neg) F(arb_overlaps) F(arb_pow_fmpz) F(arb_pow_ui) F(arb_rel_error_bits) F(arb_set_interval_arf)      \
    F(arb_set_ui) F(arb_sin) F(arb_sinh) F(arb_sqrtpos) F(arb_sub) F(arb_tanh) F(arb_ui_div) F(arb_ui_pow_ui) \
    F(arf_clear) F(arf_cmp) F(arf_get_fmpq) F(arf_equal) F(arf_get_d) F(arf_get_fmpz) F(arf_get_mag)            \
    F(arf_set_mpn) F(_arf_demote) F(flint_cleanup) F(flint_free) F(fmpq_add) F(fmpq_cmp)        \
    F(fmpq_div) F(fmpq_mul) F(fmpq_pow_si) F(fmpq_set_si) F(fmpz_abs) F(fmpz_add)               \
    F(fmpz_bin_uiui) F(fmpz_bits)                                                              \
    F(fmpz_equal) F(fmpz_fac_ui) F(fmpz_fdiv_q) F(fmpz_fdiv_ui) F(fmpz_fits_si) F(fmpz_get_si) F(fmpz_get_str)  \
    F(fmpz_pow_ui) F(fmpz_remove) F(fmpz_rfac_ui) F(fmpz_root) F(fmpz_set) F(fmpz_set_str)      \
    F(fmpz_sgn) F(fmpz_sub) F(_fmpz_clear_mpz) F(_fmpz_new_mpz) F(_fmpz_promote) F(mag_add) F(mag_clear)    \
    F(mag_cmp_2exp_si) F(__gmpz_neg) F(__gmpz_set) F(__gmpz_set_si) F(__gmpz_set_ui)

#define SLOT(name) LAZY_SLOT(engine, name)
ENGINE_FUNCTIONS(SLOT)
LAZY_RESOLVER(engine)

#define FILL(name) LAZY_FILL(engine, name)
LAZY_LOADER(engine, ENGINE_LIBRARY, RTLD_LAZY | RTLD_LOCAL, ENGINE_FUNCTIONS, FILL,
            "the number engine")

void flint_cleanup(void);

// FLINT's caches of the calling thread, freed, and the free memory of every malloc arena
// given back to the system (a worker thread's arena keeps what its numbers used); nothing
// when the engine was never loaded (a thread that used no number must not load it).
void engine_release_thread_caches(void) {
    if (!LAZY_IS_LOADED(engine, flint_cleanup)) return;
    flint_cleanup();
    malloc_trim(0);
}
