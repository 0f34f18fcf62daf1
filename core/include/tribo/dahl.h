/* dahl.h — the Dahl model's integrated (closed) form with reversal memory
 * (docs/theory.md §8 friction).
 *
 * Dahl's law dF/dx = σ |1 − (F/Fc) sgn v|^α sgn(1 − (F/Fc) sgn v) depends on
 * the path x only, not on the rate.  Along a monotonic stretch of travel
 * ξ = |x − x_r| in direction d = ±1 from the force F_r at the last reversal,
 * y = 1 − d F/Fc obeys dy/dξ = −(σ/Fc)|y|^α sgn y, which integrates to
 *
 *   α = 1:  F = d Fc − (d Fc − F_r) e^{−σξ/Fc}
 *           (from F_r = 0: the seed's eq 8 term Fc(1 − e^{−σ|X|/Fc}) sgn v)
 *   α ≠ 1:  |y|^{1−α} = |y_r|^{1−α} − (1 − α) σξ/Fc, sign of y kept;
 *           for α < 1 the force reaches d Fc after a finite travel and stays.
 *
 * TlDahlMemory follows a sampled path and restarts this form at every
 * reversal (pre-sliding hysteresis). */
#ifndef TRIBO_DAHL_H
#define TRIBO_DAHL_H

#ifdef __cplusplus
extern "C" {
#endif

/* The force after a monotonic travel ξ ≥ 0 in direction dir (+1 or −1)
 * starting from f_r [N]; fc > 0 [N], sigma > 0 [N/m], alpha > 0. */
double tl_dahl_travel(double fc, double sigma, double alpha, double f_r, int dir, double travel);

typedef struct {
  double fc, sigma, alpha; /* the law */
  double x_r;              /* position of the last reversal [m] */
  double f_r;              /* force there [N] */
  double x;                /* last position seen [m] */
  double force;            /* force at x [N] */
  int dir;                 /* direction of travel since x_r: +1, −1, 0 before any motion */
} TlDahlMemory;

/* Start at rest at x0 with force f0 (|f0| ≤ fc for a physical state). */
void tl_dahl_memory_init(TlDahlMemory *m, double fc, double sigma, double alpha, double x0,
                         double f0);

/* Move to x and return the force there.  A change of direction makes the
 * previous position the new reversal point; give the exact turning points of
 * the motion (not only samples around them) for an exact loop. */
double tl_dahl_memory_move(TlDahlMemory *m, double x);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_DAHL_H */
