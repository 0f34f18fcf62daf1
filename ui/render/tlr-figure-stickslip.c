/* tlr-figure-stickslip.c — time series, phase portrait and dynamic friction
 * curve of a stick-slip run. */
#include "tlr-figure-stickslip.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-plot.h"

/* Points drawn per series: long runs are reduced to the minimum and maximum
 * of each bucket, which keeps every spike of a bad explicit step visible. */
#define DRAW_BUCKETS 3000
#define DRAW_POINTS (2 * DRAW_BUCKETS) /* the most any drawn trace holds */

void
tlr_stickslip_figure_init(TlrStickSlipFigure *fig)
{
  memset(fig, 0, sizeof *fig);
  fig->run_time = NAN;
}

void
tlr_stickslip_figure_clear(TlrStickSlipFigure *fig)
{
  tl_stickslip_run_free(&fig->run);
  free(fig->draw_buf);
  tlr_stickslip_figure_init(fig);
}

void
tlr_stickslip_figure_set_run_time(TlrStickSlipFigure *fig, double seconds)
{
  fig->run_time = seconds;
}

static void
compose_text(TlrStickSlipFigure *fig)
{
  const TlStickSlipParams *p = &fig->params;
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
  snprintf(fig->headline, sizeof fig->headline, "%s: %ld steps; %s; peak spring force %s N",
           integ, s->steps, period, TLR_NUM(s->peak_spring, 4));
  fig->warning[0] = '\0';
  if (s->warnings & TL_STICKSLIP_WARN_STEP)
    snprintf(fig->warning, sizeof fig->warning,
             "⚠ dt = %g s exceeds rk4's stability limit %.3g s\n"
             "for this law's stiffness (%.3g 1/s): the result is wrong.\n"
             "Use dt ≤ %g s or msbdf.",
             p->dt, s->dt_limit, s->stiffness, s->dt_suggested);
  else if (s->warnings & TL_STICKSLIP_WARN_ERROR)
    snprintf(fig->warning, sizeof fig->warning,
             "⚠ %ld of %ld rk4 steps exceeded the error tolerance", s->error_steps, s->steps);
  else if (s->warnings & TL_STICKSLIP_WARN_JUMP)
    snprintf(fig->warning, sizeof fig->warning,
             "⚠ the friction force jumps at v = 0:\nadd the static term or a regularised sign");
}

/* ---- the reduced run ------------------------------------------------------------- */

typedef double (*Field)(const TlStickSlipSample *s);
static double field_v(const TlStickSlipSample *s) { return s->v; }
static double field_spring(const TlStickSlipSample *s) { return s->spring; }
static double field_friction(const TlStickSlipSample *s) { return s->friction; }

/* Series y(t) reduced to min/max per bucket, in time order; returns the count. */
static int
reduce_series(const TlStickSlipRun *r, Field y, double *xs, double *ys)
{
  const size_t n = r->n;
  if (n <= DRAW_POINTS) {
    for (size_t i = 0; i < n; i++) {
      xs[i] = r->samples[i].t;
      ys[i] = y(&r->samples[i]);
    }
    return (int)n;
  }
  int m = 0;
  for (size_t b = 0; b < DRAW_BUCKETS; b++) {
    const size_t i0 = b * n / DRAW_BUCKETS, i1 = (b + 1) * n / DRAW_BUCKETS;
    size_t imin = i0, imax = i0;
    for (size_t i = i0; i < i1; i++) {
      if (y(&r->samples[i]) < y(&r->samples[imin]))
        imin = i;
      if (y(&r->samples[i]) > y(&r->samples[imax]))
        imax = i;
    }
    const size_t a = imin < imax ? imin : imax, c = imin < imax ? imax : imin;
    xs[m] = r->samples[a].t;
    ys[m++] = y(&r->samples[a]);
    xs[m] = r->samples[c].t;
    ys[m++] = y(&r->samples[c]);
  }
  return m;
}

/* Spring force, velocity and friction of every stride-th sample; returns the count. */
static int
sample_every(const TlStickSlipRun *r, double *spring, double *v, double *friction)
{
  const size_t stride = r->n > DRAW_POINTS ? (r->n + DRAW_POINTS - 1) / DRAW_POINTS : 1;
  int m = 0;
  for (size_t i = 0; i < r->n; i += stride, m++) {
    spring[m] = r->samples[i].spring;
    v[m] = r->samples[i].v;
    friction[m] = r->samples[i].friction;
  }
  return m;
}

/* The stick phases as (start, end) time pairs into `out` (NULL: only count). */
static int
stick_phases(const TlStickSlipRun *r, double *out)
{
  int m = 0;
  size_t i = 0;
  while (i < r->n) {
    if (r->samples[i].phase != TL_PHASE_STICK) {
      i++;
      continue;
    }
    const size_t start = i;
    while (i < r->n && r->samples[i].phase == TL_PHASE_STICK)
      i++;
    if (out) {
      out[2 * m] = r->samples[start].t;
      out[2 * m + 1] = r->samples[i - 1].t;
    }
    m++;
  }
  return m;
}

static TlrStickSlipTrace
reduced_trace(const TlStickSlipRun *r, Field y, double *xs, double *ys)
{
  return (TlrStickSlipTrace){ reduce_series(r, y, xs, ys), xs, ys };
}

/* Reduce fig->run to what the draw function plots (into a new draw_buf). */
static int
build_traces(TlrStickSlipFigure *fig)
{
  const TlStickSlipRun *r = &fig->run;
  const size_t cap = r->n < DRAW_POINTS ? r->n : DRAW_POINTS; /* the longest trace */
  const int n_sticks = stick_phases(r, NULL);
  double *buf = malloc(sizeof(double) * (9 * cap + 2 * (size_t)n_sticks + 1));
  if (!buf)
    return 0;
  fig->draw_buf = buf;
  fig->spring = reduced_trace(r, field_spring, buf, buf + cap);
  fig->friction = reduced_trace(r, field_friction, buf + 2 * cap, buf + 3 * cap);
  fig->velocity = reduced_trace(r, field_v, buf + 4 * cap, buf + 5 * cap);
  double *spring = buf + 6 * cap, *v = buf + 7 * cap, *friction = buf + 8 * cap;
  const int m = sample_every(r, spring, v, friction);
  fig->phase = (TlrStickSlipTrace){ m, spring, v };
  fig->dynamic = (TlrStickSlipTrace){ m, v, friction };
  fig->n_sticks = stick_phases(r, buf + 9 * cap);
  fig->sticks = buf + 9 * cap;
  return 1;
}

TlStatus
tlr_stickslip_figure_update(TlrStickSlipFigure *fig, const TlStickSlipParams *params,
                            TlError *err)
{
  TlStickSlip *ss = tl_stickslip_alloc(params, err);
  if (!ss)
    return err ? err->status : TL_EINVAL;
  TlStickSlipRun run;
  tl_stickslip_set_cancel(ss, fig->cancel);
  const TlStatus s = tl_stickslip_run(ss, &run, err);
  tl_stickslip_free(ss);
  if (s != TL_OK)
    return s;
  TlrStickSlipFigure next;
  tlr_stickslip_figure_init(&next);
  next.params = *params;
  next.run = run;
  if (!build_traces(&next)) {
    tl_stickslip_run_free(&next.run);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the stick-slip figure");
  }
  double vlo = 0.0, vhi = 0.0;
  for (size_t i = 0; i < run.n; i++) {
    vlo = fmin(vlo, run.samples[i].v);
    vhi = fmax(vhi, run.samples[i].v);
  }
  const double pad = 0.05 * fmax(vhi - vlo, 1e-6);
  for (int i = 0; i < TLR_STICKSLIP_STEADY_POINTS; i++) {
    /* an even count: no sample on the jump at v = 0 */
    const double v = vlo - pad + (vhi - vlo + 2 * pad) * i / (TLR_STICKSLIP_STEADY_POINTS - 1);
    next.steady_v[i] = v;
    next.steady_f[i] = tl_friction_steady(&params->friction, v, 0.0);
  }
  next.valid = 1;
  compose_text(&next);
  tlr_stickslip_figure_clear(fig);
  *fig = next;
  return TL_OK;
}

TlStatus
tlr_stickslip_figure_write_csv(FILE *out, void *data, TlError *err)
{
  const TlrStickSlipFigure *fig = data;
  if (!fig->valid)
    return tl_error_set(err, TL_EINVAL, "no stick-slip run to write");
  fputs("t_s,x_m,v_m_s,force_n,spring_n,phase\n", out);
  for (size_t i = 0; i < fig->run.n; i++) {
    const TlStickSlipSample *s = &fig->run.samples[i];
    fprintf(out, "%.10g,%.10g,%.10g,%.10g,%.10g,%d\n", s->t, s->x, s->v, s->friction, s->spring,
            (int)s->phase);
  }
  return TL_OK;
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

static void
shade_sticks(TlrPlot *plot, const TlrStickSlipFigure *fig, TlrColor c)
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
draw_time_series(cairo_t *cr, const TlrStyle *st, const TlrStickSlipFigure *fig, double x,
                 double y, double w, double h)
{
  char title[360], timing[48] = "";
  if (isfinite(fig->run_time))
    snprintf(timing, sizeof timing, " in %.3g s", fig->run_time);
  snprintf(title, sizeof title, "Belt %g m/s — %s%s", fig->params.belt_speed, fig->headline,
           timing);
  TlrPlotSpec spec = tlr_plot_spec(title, "time t (s)", "force (N)");
  spec.has_y2 = 1;
  spec.y2label = "velocity ẋ (m/s)";
  spec.y2label_color = st->series[2];
  spec.xmin = 0.0;
  spec.xmax = fig->params.duration;
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
  tlr_plot_begin(&plot, cr, st, x, y, w, h, &spec);
  shade_sticks(&plot, fig, st->muted);

  TlrLineStyle lv = tlr_line_style(st->series[2]);
  lv.use_y2 = 1;
  lv.width = 0.8;
  tlr_plot_line(&plot, fig->velocity.x, fig->velocity.y, fig->velocity.n, &lv);
  const double bx[2] = { 0.0, fig->params.duration };
  const double by[2] = { fig->params.belt_speed, fig->params.belt_speed };
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
  if (fig->warning[0]) {
    char markup[640];
    snprintf(markup, sizeof markup, "<span foreground=\"#d55e00\" weight=\"bold\">%s</span>",
             fig->warning);
    tlr_plot_note(&plot, markup, TLR_CORNER_TOP_RIGHT);
  }
  tlr_plot_end(&plot);
}

static void
draw_phase(cairo_t *cr, const TlrStyle *st, const TlrStickSlipFigure *fig, double x, double y,
           double w, double h)
{
  const int n = fig->phase.n;
  const double *xs = fig->phase.x, *ys = fig->phase.y;
  TlrPlotSpec spec = tlr_plot_spec("Phase portrait", "spring force k(v<sub>p</sub>t − x) (N)",
                                   "velocity ẋ (m/s)");
  limits(xs, n, &spec.xmin, &spec.xmax);
  limits(ys, n, &spec.ymin, &spec.ymax);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, x, y, w, h, &spec);
  TlrLineStyle ls = tlr_line_style(st->series[0]);
  tlr_plot_line(&plot, xs, ys, n, &ls);
  tlr_plot_marker(&plot, xs[0], ys[0], TLR_MARKER_CIRCLE, 0.7, st->series[2], 0);
  tlr_plot_note(&plot, "● start at rest\nstick: ẋ ≈ 0 while the spring loads",
                TLR_CORNER_TOP_LEFT);
  tlr_plot_end(&plot);
}

static void
draw_dynamic_curve(cairo_t *cr, const TlrStyle *st, const TlrStickSlipFigure *fig, double x,
                   double y, double w, double h)
{
  const int n = fig->dynamic.n;
  const double *xs = fig->dynamic.x, *ys = fig->dynamic.y;
  TlrPlotSpec spec =
    tlr_plot_spec("Friction along the run", "velocity ẋ (m/s)", "friction force F (N)");
  double lo, hi, lo2, hi2;
  limits(xs, n, &spec.xmin, &spec.xmax);
  limits(ys, n, &lo, &hi);
  limits(fig->steady_f, TLR_STICKSLIP_STEADY_POINTS, &lo2, &hi2);
  spec.ymin = fmin(lo, fmax(lo2, lo - 0.5 * (hi - lo)));
  spec.ymax = fmax(hi, fmin(hi2, hi + 0.5 * (hi - lo)));
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, x, y, w, h, &spec);
  TlrLineStyle lsteady = tlr_line_style(st->muted);
  lsteady.dash = TLR_DASH_DASHED;
  tlr_plot_line(&plot, fig->steady_v, fig->steady_f, TLR_STICKSLIP_STEADY_POINTS, &lsteady);
  TlrLineStyle ls = tlr_line_style(st->series[1]);
  tlr_plot_line(&plot, xs, ys, n, &ls);
  const TlrLegendEntry legend[] = {
    { "along the run", st->series[1], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "steady law", st->muted, TLR_DASH_DASHED, TLR_MARKER_NONE, 0 },
  };
  tlr_plot_legend(&plot, legend, 2, TLR_CORNER_BOTTOM_RIGHT);
  tlr_plot_end(&plot);
}

void
tlr_stickslip_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                          void *data)
{
  const TlrStickSlipFigure *fig = data;
  tlr_fill_background(cr, style, 0, 0, width, height);
  if (!fig->valid) {
    tlr_draw_message(cr, style, 0, 0, width, height, "no stick-slip run");
    return;
  }
  const double top = 0.52 * height;
  draw_time_series(cr, style, fig, 0, 0, width, top);
  draw_phase(cr, style, fig, 0, top, 0.5 * width, height - top);
  draw_dynamic_curve(cr, style, fig, 0.5 * width, top, 0.5 * width, height - top);
}
