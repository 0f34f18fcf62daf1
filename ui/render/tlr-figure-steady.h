/* tlr-figure-steady.h — the "Steady rolling" figures: the traction–creepage
 * curves of the selected models with the operating point, and the contact-
 * patch map of FASTSIM's or the exact theory's tangential solution at the
 * operating point.  Shared by the window and `tribolab-cli export --view
 * traction-curve|patch`.
 *
 *   TlrSteadyFigure fig;  tlr_steady_figure_init(&fig);
 *   TlrSteadySpec spec = tlr_steady_spec_default();  spec.params.mu = 0.3; …
 *   tlr_steady_figure_update(&fig, &spec, &err);      // solves; keeps the workspace
 *   tlr_steady_figure_refine(&fig, -1, &err);          // the exact solves (if any), all
 *   tlr_steady_figure_draw_curve(cr, w, h, style, &fig);
 *   tlr_steady_figure_draw_patch(cr, w, h, style, &fig);
 *   tlr_steady_figure_clear(&fig);
 *
 * The exact theory costs a steady solve per creepage (about 10 ms at 40 × 40,
 * 70 ms at 80 × 80), so it is sampled at spec.exact_points creepages and
 * solved progressively: update() prepares it (and keeps what is still valid:
 * a new operating point alone re-solves one point), refine() solves the next
 * few points — the window a frame's worth at a time, the CLI all of them.
 */
#ifndef TLR_FIGURE_STEADY_H
#define TLR_FIGURE_STEADY_H

#include <cairo.h>

#include "tlr-overlay.h"
#include "tlr-patch-field.h"
#include "tlr-style.h"
#include "tribo/contact.h"
#include "tribo/exact-curve.h"
#include "tribo/fastsim.h"
#include "tribo/polach.h"
#include "tribo/slipfriction.h"
#include "tribo/steady-curves.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The curves but the exact one are the core's (tribo/steady-curves.h), with
 * the same bits. */
enum {
  TLR_STEADY_LINEAR = TL_STEADY_LINEAR,   /* Kalker's linear theory */
  TLR_STEADY_FASTSIM = TL_STEADY_FASTSIM, /* FASTSIM (also the map) */
  TLR_STEADY_SHEN = TL_STEADY_SHEN,       /* Shen–Hedrick–Elkins */
  TLR_STEADY_EXACT = 1u << 3,             /* Kalker's exact theory (half-space), sampled */
  TLR_STEADY_POLACH = TL_STEADY_POLACH    /* Polach's creep-force model (closed form) */
};

/* FASTSIM curves with a falling law at other rolling speeds (the theory's
 * default comparison: 1, 10 and 30 m/s). */
#define TLR_STEADY_MAX_SPEEDS TL_STEADY_MAX_SPEEDS

#define TLR_STEADY_N_MODELS 4

typedef struct {
  TlContactParams params;   /* the case; params.cx, cy, spin is the operating point */
  unsigned models;          /* TLR_STEADY_* bits of the curves drawn */
  TlFastsimVariant variant; /* FASTSIM grid */
  double cx_max;            /* curves over [0, cx_max] ([−cx_max, cx_max] if cx < 0);
                               ≤ 0: automatic (1.5× the creepage where SHE saturates) */
  int n_points;             /* samples per curve (≥ 2) */
  int exact_points;         /* samples of the exact curve (2 … 1000), each a steady solve */
  unsigned map_model;       /* the map's model: TLR_STEADY_FASTSIM or TLR_STEADY_EXACT */
  TlrPatchField field;      /* what the map shows (not TLR_FIELD_PRESSURE of Hertz: use the
                               Hertz figure for that) */
  TlSlipFriction law;       /* FASTSIM's friction inside the contact (Coulomb with params.mu:
                               the classic figure; the others need the fixed grid) */
  TlPolachParams polach;    /* Polach's model (TLR_STEADY_POLACH) */
  double speeds[TLR_STEADY_MAX_SPEEDS]; /* a falling law's curves at these V [m/s] too (those
                                           other than params.speed) */
  int n_speeds;
  int log_cx;               /* sample and draw the curves over log10 cx (cx_max/1000 … cx_max;
                               cx ≥ 0 only) */
} TlrSteadySpec;

/* Linear, FASTSIM and SHE (not exact), fixed grid, automatic range, 121
 * points (21 exact), FASTSIM's τx map. */
TlrSteadySpec tlr_steady_spec_default(void);

typedef struct {
  TlrSteadySpec spec;     /* the last spec that solved */
  TlContactBasics basics; /* its Hertz solution and Kalker coefficients */
  TlGrid grid;            /* the grid of the FASTSIM map */
  TlTraction map;         /* FASTSIM at the operating point */
  double op_f[TLR_STEADY_N_MODELS]; /* f at the operating point: linear, FASTSIM, SHE, exact
                                       (exact: NaN until solved or when not selected) */
  double *cx;             /* n curve abscissae */
  double *f[TL_STEADY_N_CURVES]; /* f of linear, FASTSIM, SHE (NaN where not selected) */
  int n;
  double *field;          /* display buffer of the map (mx·my) */
  const TlrOverlay *overlay; /* pinned curves or a sweep family under the live ones (borrowed,
                                may be NULL) */
  /* a wheel-rail contact point's real patch rolled by the caller
   * (tl_wheelrail_roll_curve; borrowed, wr_n = 0: none): its FASTSIM f at the
   * wr_n creepages wr_cx, f at the operating point (NaN: not yet), a legend */
  const double *wr_cx, *wr_f;
  int wr_n;
  double wr_op_cx, wr_op_f;
  const char *wr_label;
  int valid;

  /* friction inside the contact (docs/theory-friction-in-contact.md) */
  int law_on;             /* spec.law depends on the slip speed (or has memory) */
  /* what the curves at spec.speeds were solved for: they do not depend on the
   * case's V or operating point, so a drag of either reuses them */
  struct TlrSteadySpeedsKey {
    TlContactParams params; /* speed and cx zeroed */
    TlSlipFriction law;
    double cx0, cx1;        /* the first and last creepage */
    int n;
  } speeds_key;
  double *f_speed[TLR_STEADY_MAX_SPEEDS]; /* FASTSIM with the law at spec.speeds (NULL: the
                                              case's own V, or not drawn) */
  double *f_polach;       /* Polach's model (NaN where not selected) */
  double *mu_line;        /* μ(V |cx|) of the law at the case's V */
  double *mu_map;         /* FASTSIM's local μ at the operating point (mx·my, 0 outside) */
  TlSlipStats stats;      /* of FASTSIM's solution at the operating point */
  double n_max;           /* the largest falling indicator κ|μ′(0)| over the curve [-] */
  double peak_cx, peak_f; /* FASTSIM's adhesion maximum (NaN unless law_on) */
  double op_polach, polach_peak_cx, polach_peak_f; /* Polach at the operating point, its max */

  /* the exact theory (when selected as a curve or as the map) */
  int exact_on;
  TlExactCurve xc; /* its samples (xc.cx, xc.f, xc.done of xc.n), its map at the operating
                      point (xc.map once xc.op_done), the last solve's work and error */
} TlrSteadyFigure;

void tlr_steady_figure_init(TlrSteadyFigure *fig);
void tlr_steady_figure_clear(TlrSteadyFigure *fig);

/* Solve curves and map, and prepare the exact theory's (without solving it).
 * On failure the figure keeps its previous state. */
TlStatus tlr_steady_figure_update(TlrSteadyFigure *fig, const TlrSteadySpec *spec, TlError *err);

/* Solve up to max_solves (< 0: all) of the pending exact points, the
 * operating point first.  A point that fails is left NaN and its message kept
 * in xc.error.  Returns TL_OK, or the status of the first failure when
 * solving all (the CLI). */
TlStatus tlr_steady_figure_refine(TlrSteadyFigure *fig, int max_solves, TlError *err);

/* The same one solve at a time, for running it on another thread:
 * begin() takes the next pending solve out of the figure (returns 0 if none)
 * and lends it the figure's exact workspace; the core's task runner solves it (any thread;
 * stops early with TL_ECANCELLED while *cancel is non-zero, cancel may be
 * NULL); finish() stores the outcome in the figure — a cancelled solve leaves
 * its point pending — and frees the task.  Between begin() and finish() the
 * caller must not update, refine or begin on the figure; drawing it is fine
 * (the task writes only the workspace's state and its own map).  clear()
 * frees a task that will not be finished. */
typedef TlExactCurveTask TlrSteadyExactTask; /* tribo/exact-curve.h */

int tlr_steady_figure_exact_begin(TlrSteadyFigure *fig, TlrSteadyExactTask *task);
void tlr_steady_figure_exact_finish(TlrSteadyFigure *fig, TlrSteadyExactTask *task);
void tlr_steady_exact_task_clear(TlrSteadyExactTask *task);

/* Building the exact workspace (the half-space influence and the exact
 * normal pressure: as long as a few steady solves on a fine grid) happens in
 * update() when the grid, load, geometry, material or speed change.  A window
 * can build it elsewhere instead: ready() says whether update() would build
 * one for this spec (0) or not (1: exact off, or the workspace fits);
 * adopt() installs a workspace the caller built for params (taking it
 * over; on failure the caller still owns it), after which update() with a
 * spec for the same case builds nothing. */
int tlr_steady_figure_exact_ready(const TlrSteadyFigure *fig, const TlrSteadySpec *spec);
TlStatus tlr_steady_figure_exact_adopt(TlrSteadyFigure *fig, TlExact *w,
                                       const TlContactParams *params, TlError *err);

/* Exact solves still to do (0 when the exact theory is off or complete). */
int tlr_steady_figure_pending(const TlrSteadyFigure *fig);

/* TlrDrawFuncs (data = TlrSteadyFigure *). */
void tlr_steady_figure_draw_curve(cairo_t *cr, double width, double height, const TlrStyle *style,
                                  void *data);
void tlr_steady_figure_draw_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                                  void *data);
/* The map of FASTSIM's local μ/μs at the operating point, with N_max. */
void tlr_steady_figure_draw_mu(cairo_t *cr, double width, double height, const TlrStyle *style,
                               void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_STEADY_H */
