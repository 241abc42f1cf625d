// Calcium's exact real and complex field (Debian: libcalcium-dev, which needs libantic-dev).
#include <calcium/ca.h>
#include <flint/fmpq.h>
#include <stdint.h>
#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

// The option is an enum index into an array the header reaches through a macro-like inline.
static inline void ca_shim_use_direct_trigonometry(ca_ctx_struct *ctx) {
    ca_ctx_set_option(ctx, CA_OPT_TRIG_FORM, CA_TRIG_DIRECT);
}

// The helper ends with the calculator, even in the middle of a question Calcium cannot stop:
// a thread of its own sees the parent process change (the calculator died; 10 checks a second).
// Not PR_SET_PDEATHSIG, which fires when the *thread* that started the helper ends: the
// calculator's worker threads come and go. Not a hang-up on the socket either: a pipe of
// questions closed by its writer hangs up before the last one is answered.
static void *ca_shim_watch_parent(void *parent) {
    while (getppid() == (pid_t)(intptr_t)parent) usleep(100000);
    _exit(0);
}

// `calculator` is the process that started the helper, as it said so itself: one that died
// before the helper got this far is already gone from getppid().
static inline void ca_shim_end_with_calculator(pid_t calculator) {
    pthread_t watcher;
    pthread_create(&watcher, NULL, ca_shim_watch_parent, (void *)(intptr_t)calculator);
}

// At most `bytes` of address space: a question that wants more fails, and no other process
// pays for it.
static inline void ca_shim_limit_memory(unsigned long bytes) {
    struct rlimit limit = { bytes, bytes };
    setrlimit(RLIMIT_AS, &limit);
}
