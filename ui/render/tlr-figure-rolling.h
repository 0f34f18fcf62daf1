/* tlr-figure-rolling.h — the rolling-resistance figure: the two-sphere demo run
 * for a parameter set, drawn as a sketch of the spheres (contact normal, ξ
 * arrow, pseudo-force, spin and torque), the torque and spin versus time, and
 * the torque versus rotation angle (the spring–slider hysteresis).  Shared by
 * the window's Rolling page and `tribolab-cli export --view rolling`. */
#ifndef TLR_FIGURE_ROLLING_H
#define TLR_FIGURE_ROLLING_H

#include <cairo.h>

#include "tlr-plot.h"
#include "tlr-style.h"
#include "tribo/rolling.h"

#ifdef __cplusplus
extern "C" {
#endif

/* At most this many samples are kept for drawing (every stride-th step). */
#define TLR_ROLLING_MAX_POINTS 6001

typedef struct {
  TlRollingDemoParams params;    /* the last case that ran */
  TlRollingDemoPrediction pred;  /* its closed forms */
  int n;                         /* stored samples */
  double *t_ms;                  /* time [ms] */
  double *omega;                 /* spin of i about z [rad/s] */
  double *torque_nmm;            /* τ_i,z [N·mm] */
  double *angle_mrad;            /* rotation of i about z [mrad] */
  double *xi_um;                 /* ξ_y [µm] */
  unsigned char *state;          /* TlRollingState */
  double xi_max_um;              /* max |ξ| over the run [µm] */
  double stop_ms;                /* first zero of ω, from every step [ms]; NaN if none */
  double mark_ms;                /* the instant the sketch shows [ms] */
  int valid;                     /* 0 until the first successful update */
} TlrRollingFigure;

void tlr_rolling_figure_init(TlrRollingFigure *fig);
void tlr_rolling_figure_clear(TlrRollingFigure *fig);

/* Run the demo.  The mark moves to the stop (or the end).  On failure the
 * figure keeps its previous valid state and err says why. */
TlStatus tlr_rolling_figure_update(TlrRollingFigure *fig, const TlRollingDemoParams *params,
                                   TlError *err);

/* The instant the sketch and the markers show, clamped to the run [ms]. */
void tlr_rolling_figure_set_mark(TlrRollingFigure *fig, double t_ms);

/* Index of the stored sample nearest to the mark. */
int tlr_rolling_figure_mark_index(const TlrRollingFigure *fig);

/* The legends of the torque–time and the torque–angle panels, and so the
 * styles their lines are drawn in: every entry differs from every other in
 * colour and in dash, so each stays apart in grey print and for colour-blind
 * readers.  `stop` (len bytes) holds the stop-time label.  Return the count. */
#define TLR_ROLLING_LEGEND_MAX 4
int tlr_rolling_torque_legend(const TlrStyle *style, const TlrRollingFigure *fig,
                              TlrLegendEntry out[TLR_ROLLING_LEGEND_MAX], char *stop, size_t len);
int tlr_rolling_hysteresis_legend(const TlrStyle *style, const TlrRollingFigure *fig,
                                  TlrLegendEntry out[TLR_ROLLING_LEGEND_MAX]);

/* The panels, each inside the rectangle (x, y, w, h). */
void tlr_rolling_draw_sketch(cairo_t *cr, const TlrStyle *style, const TlrRollingFigure *fig,
                             double x, double y, double w, double h);
void tlr_rolling_draw_torque_time(cairo_t *cr, const TlrStyle *style,
                                  const TlrRollingFigure *fig, double x, double y, double w,
                                  double h);
void tlr_rolling_draw_hysteresis(cairo_t *cr, const TlrStyle *style, const TlrRollingFigure *fig,
                                 double x, double y, double w, double h);

/* A TlrDrawFunc: the three panels (data = TlrRollingFigure *). */
void tlr_rolling_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_ROLLING_H */
