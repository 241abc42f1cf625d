/* Issue 24's engine measurement, Arb's side: each workload at the precision its digits need,
 * printed as a Markdown row of milliseconds (median of five runs after a warm-up).
 * Built and run by `make bench-engines`. */
#include <arb.h>
#include <arb_hypgeom.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef void (*workload)(arb_t, slong, slong);

static void pi(arb_t result, slong bits, slong n) { (void)n; arb_const_pi(result, bits); }
static void root2(arb_t result, slong bits, slong n) { (void)n; arb_sqrt_ui(result, 2, bits); }
static void exp_pi_minus_pi(arb_t result, slong bits, slong n) {
    (void)n;
    arb_t p;
    arb_init(p);
    arb_const_pi(p, bits);
    arb_exp(result, p, bits);
    arb_sub(result, result, p, bits);
    arb_clear(p);
}
static void factorial(arb_t result, slong bits, slong n) { arb_fac_ui(result, n, bits); }
/* sin(10^30) and cos(10^100): the argument is exact, the reduction needs its digits. */
static void sine_of_power(arb_t result, slong bits, slong n) {
    arb_set_ui(result, 10);
    arb_pow_ui(result, result, n, bits + 4 * n);
    arb_sin(result, result, bits);
}
/* ((1 + π·10^−40) − 1)·10^40: cancellation of 40 digits. */
static void cancellation(arb_t result, slong bits, slong n) {
    arb_t scale;
    arb_init(scale);
    arb_set_ui(scale, 10);
    arb_pow_ui(scale, scale, n, bits);
    arb_const_pi(result, bits);
    arb_div(result, result, scale, bits);
    arb_add_ui(result, result, 1, bits);
    arb_sub_ui(result, result, 1, bits);
    arb_mul(result, result, scale, bits);
    arb_clear(scale);
}

static double seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Runs `work` at `digits` decimal digits, doubling the precision until they are proven
 * (Ziv's loop, as the calculator would), and writes them in decimal; prints the first run's
 * time (Arb caches constants such as π), the median of the next five, and the bits it took. */
static void measure(const char *name, workload work, slong digits, slong n) {
    double first = 0, times[5];
    slong bits = 0;
    for (int run = -1; run < 5; run++) {
        double start = seconds();
        arb_t result;
        arb_init(result);
        for (bits = digits * 3.33 + 32;; bits *= 2) {
            work(result, bits, n);
            if (arb_rel_accuracy_bits(result) >= digits * 3.33 + 4) break;
        }
        flint_free(arb_get_str(result, digits, ARB_STR_NO_RADIUS));
        arb_clear(result);
        double elapsed = (seconds() - start) * 1e3;
        if (run < 0) first = elapsed; else times[run] = elapsed;
    }
    qsort(times, 5, sizeof *times, compare);
    printf("| %s | %ld | %.3f | %.3f | %ld |\n", name, (long)digits, first, times[2], (long)bits);
}

int main(void) {
    printf("| Arb %s | digits | first (ms) | median (ms) | bits |\n|---|---:|---:|---:|---:|\n",
           arb_version);
    slong counts[] = {15, 1000, 10000};
    for (int i = 0; i < 3; i++) {
        measure("π", pi, counts[i], 0);
        measure("√2", root2, counts[i], 0);
        measure("e^π − π", exp_pi_minus_pi, counts[i], 0);
    }
    measure("10000!", factorial, 15, 10000);
    measure("10000! (every digit: 35 660)", factorial, 35660, 10000);
    measure("sin(10^30)", sine_of_power, 15, 30);
    measure("sin(10^100)", sine_of_power, 15, 100);
    measure("((1 + π·10^−40) − 1)·10^40", cancellation, 15, 40);
    return 0;
}
