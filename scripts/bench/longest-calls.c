// The longest single Arb and FLINT calls an evaluation can make (docs/EVALUATION.md):
// cc -O2 scripts/bench/longest-calls.c -I/usr/include/flint -lflint-arb -lflint && ./a.out
#include <arb.h>
#include <arb_hypgeom.h>
#include <time.h>
#include <stdio.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e3+t.tv_nsec/1e6;}
int main(void){
  for (slong prec = 8192; prec <= 65536; prec *= 2) {
    arb_t x, y; arb_init(x); arb_init(y);
    arb_set_ui(x, 1); arb_div_ui(x, x, 3, prec);
    double t0 = now(); arb_gamma(y, x, prec); double t1 = now();
    arb_set_ui(x, 1000003); arb_sqrt(x, x, prec);
    double t2 = now(); arb_gamma(y, x, prec); double t3 = now();
    fmpz_t f; fmpz_init(f); double t4 = now(); fmpz_fac_ui(f, 200000); double t5 = now();
    printf("%ld bits: gamma(1/3) %.1f ms, gamma(sqrt(1000003)) %.1f ms, 200000! %.1f ms\n", prec, t1-t0, t3-t2, t5-t4);
  }
}
