// Calcium's exact real and complex field (Debian: libcalcium-dev, which needs libantic-dev).
#include <calcium/ca.h>
#include <flint/fmpq.h>
#include <poll.h>
#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

// The option is an enum index into an array the header reaches through a macro-like inline.
static inline void ca_shim_use_direct_trigonometry(ca_ctx_struct *ctx) {
    ca_ctx_set_option(ctx, CA_OPT_TRIG_FORM, CA_TRIG_DIRECT);
}

// The helper ends when the calculator closes its end of the socket (on fd 0), or dies, even
// in the middle of a question Calcium cannot stop. Not PR_SET_PDEATHSIG: that fires when the
// thread that started the helper ends, and the calculator's worker threads come and go.
static void *ca_shim_watch_socket(void *unused) {
    struct pollfd socket = { 0, 0, 0 };
    while (poll(&socket, 1, -1) < 0 || !(socket.revents & (POLLHUP | POLLERR))) {}
    _exit(0);
}

static inline void ca_shim_end_with_calculator(void) {
    pthread_t watcher;
    pthread_create(&watcher, NULL, ca_shim_watch_socket, NULL);
}

// At most `bytes` of address space: a question that wants more fails, and no other process
// pays for it.
static inline void ca_shim_limit_memory(unsigned long bytes) {
    struct rlimit limit = { bytes, bytes };
    setrlimit(RLIMIT_AS, &limit);
}
