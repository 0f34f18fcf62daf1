/* tlr-figure-stickslip.c — time series, phase portrait and dynamic friction
 * curve of a stick-slip run, drawn from a TlStudyStickSlip. */
#include "tlr-figure-stickslip.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tlr-tiles.h"
#include "tlr-plot.h"

TlStatus
tlr_stickslip_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_stickslip_write_csv(out, data, err);
}

/* The headline (integrator, steps, period, peak) and the warning of a run,
 * composed at draw time from the study's numbers. */
static void
compose_text(const TlStudyStickSlip *fig, char *headline, size_t headline_len, char *warning,
             size_t warning_len)
{
  const TlStickSlipParams *p = &fig->spec;
  const TlStickSlipSummary *s = &fig->run.summary;
  char period[48], integ[96];
  if (isfinite(s->period))
    snprintf(period, sizeof period, "period %s s", TLR_NUM(s->period, 4));
  else
    snprintf(period, sizeof period, "no period (%d slip onset%s)", s->slip_onsets,
             s->slip_onsets == 1 ? "" : "s");
  if (p->integrator == TL_INTEGRATOR_RK4)
    snprintf(integ, sizeof integ, "rk4, fixed dt = %s s", TLR_NUM(p->dt, 6));
  else
    snprintf(integ, sizeof integ, "%s, tol %s", tl_integrator_name(p->integrator),
             TLR_NUM(p->rel_tol, 6));
  snprintf(headline, headline_len, "%s: %ld steps; %s; peak spring force %s N",
           integ, s->steps, period, TLR_NUM(s->peak_spring, 4));
  warning[0] = '\0';
  if (s->warnings & TL_STICKSLIP_WARN_STEP)
    snprintf(warning, warning_len,
             "⚠ dt = %g s exceeds rk4's stability limit %.3g s\n"
             "for this law's stiffness (%.3g 1/s): the result is wrong.\n"
             "Use dt ≤ %g s or msbdf.",
             p->dt, s->dt_limit, s->stiffness, s->dt_suggested);
  else if (s->warnings & TL_STICKSLIP_WARN_ERROR)
    snprintf(warning, warning_len,
             "⚠ %ld of %ld rk4 steps exceeded the error tolerance", s->error_steps, s->steps);
  else if (s->warnings & TL_STICKSLIP_WARN_JUMP)
    snprintf(warning, warning_len,
             "⚠ the friction force jumps at v = 0:\nadd the static term or a regularised sign");
}

/* ---- drawing ------------------------------------------------------------------ */

/* The range of the finite values of a (0 … 0 if none). */
static void
limits(const double *a, int n, double *lo, double *hi)
{
  *lo = INFINITY;
  *hi = -INFINITY;
  tlr_range_widen(a, n, lo, hi);
  if (!(*lo <= *hi))
    *lo = *hi = 0.0;
}

/* A plot spec over the whole range of a trace, x and y. */
static TlrPlotSpec
trace_spec(const TlStudyStickSlipTrace *tr, const char *title, const char *xlabel,
           const char *ylabel)
{
  TlrPlotSpec spec = tlr_plot_spec(title, xlabel, ylabel);
  limits(tr->x, tr->n, &spec.xmin, &spec.xmax);
  limits(tr->y, tr->n, &spec.ymin, &spec.ymax);
  return spec;
}

static void
shade_sticks(TlrPlot *plot, const TlStudyStickSlip *fig, TlrColor c)
{
  cairo_t *cr = plot->cr;
  tlr_plot_clip(plot);
  cairo_set_source_rgba(cr, c.r, c.g, c.b, 0.16);
  for (int k = 0; k < fig->n_sticks; k++) {
    const double x0 = tlr_plot_x(plot, fig->sticks[2 * k]);
    const double x1 = tlr_plot_x(plot, fig->sticks[2 * k + 1]);
    cairo_rectangle(cr, x0, plot->y, fmax(x1 - x0, 0.5), plot->h);
  }
  cairo_fill(cr);
  tlr_plot_unclip(plot);
}

static void
draw_time_series(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  const TlStudyStickSlip *fig = data;
  /* physics only: the computer's run time is the page's read-out's (in a
   * title it read like a time of the oscillator, and made every export differ) */
  char title[360], headline[256], warning[512];
  compose_text(fig, headline, sizeof headline, warning, sizeof warning);
  snprintf(title, sizeof title, "Belt %g m/s — %s", fig->spec.belt_speed, headline);
  TlrPlotSpec spec = tlr_plot_spec(title, "time t (s)", "force (N)");
  spec.has_y2 = 1;
  spec.y2label = "velocity ẋ (m/s)";
  spec.y2label_color = st->series[2];
  spec.xmin = 0.0;
  spec.xmax = fig->spec.duration;
  double lo, hi, lo2, hi2;
  limits(fig->spring.y, fig->spring.n, &lo, &hi);
  limits(fig->friction.y, fig->friction.n, &lo2, &hi2);
  /* headroom above the data for the five-line legend */
  const double legend_h = (1.45 * 5 + 2.0) * st->font_size;
  const double room = fmin(0.6, legend_h / fmax(h - 6.0 * st->font_size, 1.0) + 0.04);
  spec.ymin = fmin(0.0, fmin(lo, lo2));
  spec.ymax = spec.ymin + (fmax(hi, hi2) - spec.ymin) / (1.0 - room);
  limits(fig->velocity.y, fig->velocity.n, &lo, &hi);
  spec.y2min = fmin(0.0, lo);
  spec.y2max = spec.y2min + (hi - spec.y2min) / (1.0 - room);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, 0, 0, w, h, &spec);
  shade_sticks(&plot, fig, st->muted);

  TlrLineStyle lv = tlr_line_style(st->series[2]);
  lv.use_y2 = 1;
  lv.width = 0.8;
  tlr_plot_line(&plot, fig->velocity.x, fig->velocity.y, fig->velocity.n, &lv);
  const double bx[2] = { 0.0, fig->spec.duration };
  const double by[2] = { fig->spec.belt_speed, fig->spec.belt_speed };
  TlrLineStyle lb = tlr_line_style(st->series[2]);
  lb.use_y2 = 1;
  lb.dash = TLR_DASH_DOTTED;
  lb.width = 0.8;
  tlr_plot_line(&plot, bx, by, 2, &lb);
  TlrLineStyle lf = tlr_line_style(st->series[1]);
  tlr_plot_line(&plot, fig->friction.x, fig->friction.y, fig->friction.n, &lf);
  TlrLineStyle ls = tlr_line_style(st->series[0]);
  ls.width = 1.2;
  tlr_plot_line(&plot, fig->spring.x, fig->spring.y, fig->spring.n, &ls);

  const TlrLegendEntry legend[] = {
    { "spring force k(v<sub>p</sub>t − x)", st->series[0], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "friction force F", st->series[1], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "velocity ẋ (right axis)", st->series[2], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "belt speed v<sub>p</sub>", st->series[2], TLR_DASH_DOTTED, TLR_MARKER_NONE, 0 },
    { "stick phases", tlr_color_with_alpha(st->muted, 0.5), TLR_DASH_SOLID, TLR_MARKER_SQUARE,
      1 },
  };
  tlr_plot_legend(&plot, legend, 5, TLR_CORNER_TOP_LEFT);
  if (warning[0]) {
    char markup[640];
    snprintf(markup, sizeof markup, "<span foreground=\"#d55e00\" weight=\"bold\">%s</span>",
             warning);
    tlr_plot_note(&plot, markup, TLR_CORNER_TOP_RIGHT);
  }
  tlr_plot_end(&plot);
}

static void
draw_phase(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  const TlStudyStickSlip *fig = data;
  const TlStudyStickSlipTrace *tr = &fig->phase;
  TlrPlotSpec spec = trace_spec(tr, "Phase portrait", "spring force k(v<sub>p</sub>t − x) (N)",
                                "velocity ẋ (m/s)");
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, 0, 0, w, h, &spec);
  TlrLineStyle ls = tlr_line_style(st->series[0]);
  tlr_plot_line(&plot, tr->x, tr->y, tr->n, &ls);
  tlr_plot_marker(&plot, tr->x[0], tr->y[0], TLR_MARKER_CIRCLE, 0.7, st->series[2], 0);
  tlr_plot_note(&plot, "● start at rest\nstick: ẋ ≈ 0 while the spring loads",
                TLR_CORNER_TOP_LEFT);
  tlr_plot_end(&plot);
}

static void
draw_dynamic_curve(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  const TlStudyStickSlip *fig = data;
  const TlStudyStickSlipTrace *tr = &fig->dynamic;
  TlrPlotSpec spec =
    trace_spec(tr, "Friction along the run", "velocity ẋ (m/s)", "friction force F (N)");
  /* the steady law in sight too, as far as half the run's range beyond it */
  const double lo = spec.ymin, hi = spec.ymax;
  double lo2, hi2;
  limits(fig->steady_f, TL_STUDY_STICKSLIP_STEADY_POINTS, &lo2, &hi2);
  spec.ymin = fmin(lo, fmax(lo2, lo - 0.5 * (hi - lo)));
  spec.ymax = fmax(hi, fmin(hi2, hi + 0.5 * (hi - lo)));
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, 0, 0, w, h, &spec);
  TlrLineStyle lsteady = tlr_line_style(st->muted);
  lsteady.dash = TLR_DASH_DASHED;
  tlr_plot_line(&plot, fig->steady_v, fig->steady_f, TL_STUDY_STICKSLIP_STEADY_POINTS, &lsteady);
  TlrLineStyle ls = tlr_line_style(st->series[1]);
  tlr_plot_line(&plot, tr->x, tr->y, tr->n, &ls);
  const TlrLegendEntry legend[] = {
    { "along the run", st->series[1], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "steady law", st->muted, TLR_DASH_DASHED, TLR_MARKER_NONE, 0 },
  };
  tlr_plot_legend(&plot, legend, 2, TLR_CORNER_BOTTOM_RIGHT);
  tlr_plot_end(&plot);
}

void
tlr_stickslip_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlStudyStickSlip *fig = data;
  if (tlr_background_or_placeholder(cr, style, width, height, !fig->valid, "no stick-slip run"))
    return;
  /* the time series on top, the phase portrait and the friction along the
   * run below; re-flowed at small sizes, where the time series is the result */
  const TlrTiles tiles = {
    3,
    {
      { draw_time_series, data, 0, 0, 1, 0.52, 3, "the time series" },
      { draw_phase, data, 0, 0.52, 0.5, 0.48, 2, "the phase portrait" },
      { draw_dynamic_curve, data, 0.5, 0.52, 0.5, 0.48, 1, "the friction along the run" },
    },
  };
  tlr_tiles_draw(cr, width, height, style, (void *)&tiles);
}
