// FLINT and Arb, loaded when the first number needs them instead of before the first frame:
// the libraries and what they bring (NTL, libstdc++, MPFR, GMP) cost 2.4 MiB resident and a
// few milliseconds of symbol binding, and a calculator that opens on 0 and adds machine words
// needs none of it. The binary does not link them. Each function the Numbers module calls is
// a trampoline here, a procedure linkage table of our own: it jumps through its slot, which
// first points at a stub that loads the libraries, fills every slot from them and jumps again.
// A function missing from ENGINE_FUNCTIONS is an undefined symbol when the binary links.
#include <dlfcn.h>
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

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

#define HIDDEN __attribute__((visibility("hidden")))

// A trampoline: `name` jumps through `engine_slot_name`; `engine_first_name`, where the slot
// points until the libraries are loaded, loads them (keeping the arguments' registers) and
// goes back to `name`. Hidden: the libraries' own calls never come here.
#if defined(__x86_64__)
#define TRAMPOLINE(name)                                                                       \
    __asm__(".text\n .globl " #name "\n .hidden " #name "\n .type " #name ",@function\n"        \
            #name ":\n jmp *engine_slot_" #name "(%rip)\n"                                     \
            ".globl engine_first_" #name "\n .hidden engine_first_" #name "\n"                  \
            "engine_first_" #name ":\n call engine_resolve\n jmp " #name "\n");
// Saves the registers that carry arguments (rdi, rsi, rdx, rcx, r8, r9, rax; xmm0-7) around
// the load, with the stack 16-byte aligned for the call.
__asm__(".text\n .hidden engine_resolve\n .type engine_resolve,@function\n engine_resolve:\n"
        " push %rbp\n mov %rsp, %rbp\n push %rdi\n push %rsi\n push %rdx\n push %rcx\n"
        " push %r8\n push %r9\n push %rax\n sub $128, %rsp\n"
        " movdqu %xmm0, (%rsp)\n movdqu %xmm1, 16(%rsp)\n movdqu %xmm2, 32(%rsp)\n"
        " movdqu %xmm3, 48(%rsp)\n movdqu %xmm4, 64(%rsp)\n movdqu %xmm5, 80(%rsp)\n"
        " movdqu %xmm6, 96(%rsp)\n movdqu %xmm7, 112(%rsp)\n call engine_load\n"
        " movdqu (%rsp), %xmm0\n movdqu 16(%rsp), %xmm1\n movdqu 32(%rsp), %xmm2\n"
        " movdqu 48(%rsp), %xmm3\n movdqu 64(%rsp), %xmm4\n movdqu 80(%rsp), %xmm5\n"
        " movdqu 96(%rsp), %xmm6\n movdqu 112(%rsp), %xmm7\n add $128, %rsp\n"
        " pop %rax\n pop %r9\n pop %r8\n pop %rcx\n pop %rdx\n pop %rsi\n pop %rdi\n"
        " pop %rbp\n ret\n");
#elif defined(__aarch64__)
#define TRAMPOLINE(name)                                                                       \
    __asm__(".text\n .globl " #name "\n .hidden " #name "\n .type " #name ",%function\n"        \
            #name ":\n adrp x16, engine_slot_" #name "\n"                                      \
            " ldr x16, [x16, :lo12:engine_slot_" #name "]\n br x16\n"                          \
            ".globl engine_first_" #name "\n .hidden engine_first_" #name "\n"                  \
            "engine_first_" #name ":\n stp x29, x30, [sp, #-16]!\n mov x29, sp\n"               \
            " bl engine_resolve\n ldp x29, x30, [sp], #16\n b " #name "\n");
// Saves the registers that carry arguments (x0-x8, q0-q7) around the load.
__asm__(".text\n .hidden engine_resolve\n .type engine_resolve,%function\n engine_resolve:\n"
        " stp x29, x30, [sp, #-16]!\n mov x29, sp\n stp x0, x1, [sp, #-16]!\n"
        " stp x2, x3, [sp, #-16]!\n stp x4, x5, [sp, #-16]!\n stp x6, x7, [sp, #-16]!\n"
        " stp x8, xzr, [sp, #-16]!\n stp q0, q1, [sp, #-32]!\n stp q2, q3, [sp, #-32]!\n"
        " stp q4, q5, [sp, #-32]!\n stp q6, q7, [sp, #-32]!\n bl engine_load\n"
        " ldp q6, q7, [sp], #32\n ldp q4, q5, [sp], #32\n ldp q2, q3, [sp], #32\n"
        " ldp q0, q1, [sp], #32\n ldp x8, xzr, [sp], #16\n ldp x6, x7, [sp], #16\n"
        " ldp x4, x5, [sp], #16\n ldp x2, x3, [sp], #16\n ldp x0, x1, [sp], #16\n"
        " ldp x29, x30, [sp], #16\n ret\n");
#else
#error "lazy_engine.c has trampolines for x86_64 and aarch64 only"
#endif

#define SLOT(name)                                                                             \
    TRAMPOLINE(name)                                                                           \
    extern HIDDEN char engine_first_##name[];                                                  \
    HIDDEN void *engine_slot_##name = engine_first_##name;
ENGINE_FUNCTIONS(SLOT)

static void load_engine(void) {
    void *library = dlopen(ENGINE_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
    const char *missing = library ? NULL : ENGINE_LIBRARY;
#define FILL(name)                                                                             \
    if (library && !(engine_slot_##name = dlsym(library, #name))) missing = #name;
    ENGINE_FUNCTIONS(FILL)
    if (missing) {
        // As the loader would have said at start-up: the installation is broken.
        fprintf(stderr, "calculator-brain: cannot load the number engine (%s): %s\n", missing,
                dlerror());
        _exit(127);
    }
}

HIDDEN void engine_load(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, load_engine);
}

void flint_cleanup(void);

// FLINT's caches of the calling thread, freed, and the free memory of every malloc arena
// given back to the system (a worker thread's arena keeps what its numbers used); nothing
// when the engine was never loaded (a thread that used no number must not load it).
void engine_release_thread_caches(void) {
    if (engine_slot_flint_cleanup == engine_first_flint_cleanup) return;
    flint_cleanup();
    malloc_trim(0);
}
