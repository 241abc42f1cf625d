// Calcium's exact real and complex field (Debian: libcalcium-dev, which needs libantic-dev).
#include <calcium/ca.h>
#include <flint/fmpq.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <signal.h>

// The option is an enum index into an array the header reaches through a macro-like inline.
static inline void ca_shim_use_direct_trigonometry(ca_ctx_struct *ctx) {
    ca_ctx_set_option(ctx, CA_OPT_TRIG_FORM, CA_TRIG_DIRECT);
}

// prctl is variadic, which Swift cannot call: the helper ends with its parent.
static inline void ca_shim_end_with_parent(void) { prctl(PR_SET_PDEATHSIG, SIGKILL); }

// At most `bytes` of address space: a question that wants more fails, and no other process
// pays for it.
static inline void ca_shim_limit_memory(unsigned long bytes) {
    struct rlimit limit = { bytes, bytes };
    setrlimit(RLIMIT_AS, &limit);
}
