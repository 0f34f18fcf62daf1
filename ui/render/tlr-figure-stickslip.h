/* tlr-figure-stickslip.h — the stick-slip figure: spring and friction force
 * and velocity against time with the stick phases shaded, the phase portrait
 * (velocity against spring force) and friction against velocity along the run
 * over the law's steady curve.  The read-out names the integrator, its steps,
 * the period and peak force, and any warning about the explicit step.
 * Shared by the window's Friction page and `tribolab-cli export --view
 * stickslip`. */
#ifndef TLR_FIGURE_STICKSLIP_H
#define TLR_FIGURE_STICKSLIP_H

#include <cairo.h>
#include <stdio.h>

#include "tlr-style.h"
#include "tribo/stickslip.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TLR_STICKSLIP_STEADY_POINTS 400

/* A drawn curve: n points (x[i], y[i]). */
typedef struct {
  int n;
  const double *x, *y;
} TlrStickSlipTrace;

typedef struct {
  TlStickSlipParams params;                     /* the last case that ran */
  TlStickSlipRun run;                           /* its samples and summary */
  double steady_v[TLR_STICKSLIP_STEADY_POINTS]; /* the law's steady curve over the run's */
  double steady_f[TLR_STICKSLIP_STEADY_POINTS]; /* velocity range [m/s], [N] */
  /* What the draw function plots, reduced from the run once per update (a run
   * has up to millions of samples); every array lives in `draw_buf`. */
  TlrStickSlipTrace spring, friction, velocity; /* against time [s]: per-bucket min and max */
  TlrStickSlipTrace phase;   /* velocity against spring force, every stride-th sample */
  TlrStickSlipTrace dynamic; /* friction against velocity, the same samples */
  int n_sticks;              /* stick phases: start and end time of each [s] */
  const double *sticks;
  double *draw_buf;
  double run_time;    /* wall-clock seconds of the run, NAN if not measured */
  const volatile int *cancel; /* update stops early (TL_ECANCELLED) while non-zero; may be NULL */
  int valid;          /* 0 until the first successful update */
  char headline[256]; /* integrator, steps, period, peak (markup) */
  char warning[512];  /* empty or the step warning with the step to use (markup) */
} TlrStickSlipFigure;

void tlr_stickslip_figure_init(TlrStickSlipFigure *fig);
void tlr_stickslip_figure_clear(TlrStickSlipFigure *fig);

/* Run the oscillator.  On failure the figure keeps its previous valid state
 * and err says why. */
TlStatus tlr_stickslip_figure_update(TlrStickSlipFigure *fig, const TlStickSlipParams *params,
                                     TlError *err);

/* Record the wall-clock time of the run for the read-out (the render layer
 * does not time anything itself). */
void tlr_stickslip_figure_set_run_time(TlrStickSlipFigure *fig, double seconds);

/* A TlrCsvFunc (data = TlrStickSlipFigure *): the run's samples,
 * t_s,x_m,v_m_s,force_n,spring_n,phase as `tribolab-cli stickslip` writes them. */
TlStatus tlr_stickslip_figure_write_csv(FILE *out, void *data, TlError *err);

/* A TlrDrawFunc (data = TlrStickSlipFigure *). */
void tlr_stickslip_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                               void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_STICKSLIP_H */
