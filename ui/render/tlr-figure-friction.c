/* tlr-figure-friction.c — friction–velocity curves with their terms, and
 * friction–displacement along the speed-up motion v = t(t + 1) and a sine. */
#include "tlr-figure-friction.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tlr-plot.h"
#include "tribo/units.h"

TlrFrictionFigureParams
tlr_friction_figure_params_default(const TlFrictionParams *law)
{
  TlrFrictionFigureParams p;
  p.law = law ? *law : tl_friction_params_default();
  double half = 5.0 * p.law.vs;
  if (p.law.sign != TL_SIGN_EXACT)
    half = fmax(half, 5.0 * p.law.sign_eps);
  p.zoom_min = -half;
  p.zoom_max = half;
  double mu = 0.0;
  if (p.law.terms & TL_FRICTION_VISCOUS)
    mu += p.law.viscous;
  if (p.law.terms & TL_FRICTION_LUGRE)
    mu += p.law.sigma2;
  /* wide enough that a viscous slope adds a visible share of Fc */
  p.wide = mu > 0.0 ? fmin(fmax(p.law.fc / mu, 20.0 * p.law.vs), 2.0) : 1.0;
  p.seed = tl_motion_params_default(TL_MOTION_SEED);
  p.sine = tl_motion_params_default(TL_MOTION_SINE);
  return p;
}

void
tlr_friction_figure_init(TlrFrictionFigure *fig)
{
  memset(fig, 0, sizeof *fig);
}

void
tlr_friction_figure_clear(TlrFrictionFigure *fig)
{
  tl_friction_trace_free(&fig->seed);
  tl_friction_trace_free(&fig->sine);
  memset(fig, 0, sizeof *fig);
}

static void
grid(double lo, double hi, double *v)
{
  for (int i = 0; i < TLR_FRICTION_CURVE_POINTS; i++)
    v[i] = lo + (hi - lo) * (double)i / (TLR_FRICTION_CURVE_POINTS - 1);
}

/* One curve per term (LuGre split into its level g(v) sgn v and σ2 v). */
static int
fill_parts(TlrFrictionFigure *fig)
{
  const TlFrictionParams *p = &fig->params.law;
  static const struct {
    unsigned term;
    const char *label;
  } terms[] = {
    { TL_FRICTION_COULOMB, "Coulomb F<sub>c</sub> sgn v" },
    { TL_FRICTION_STRIBECK, "Stribeck C e<sup>−(v/v<sub>s</sub>)²</sup> sgn v" },
    { TL_FRICTION_VISCOUS, "viscous μ<sub>v</sub> v" },
    { TL_FRICTION_DAHL, "Dahl, settled: F<sub>c</sub> sgn v" },
  };
  int n = 0;
  for (size_t k = 0; k < sizeof terms / sizeof terms[0]; k++) {
    if (!(p->terms & terms[k].term))
      continue;
    TlrFrictionPart *part = &fig->parts[n++];
    part->label = terms[k].label;
    for (int i = 0; i < TLR_FRICTION_CURVE_POINTS; i++) {
      part->wide[i] = tl_friction_term_steady(p, terms[k].term, fig->wide_v[i], 0.0);
      part->zoom[i] = tl_friction_term_steady(p, terms[k].term, fig->zoom_v[i], 0.0);
    }
  }
  if (p->terms & TL_FRICTION_LUGRE) {
    TlrFrictionPart *level = &fig->parts[n++], *slope = &fig->parts[n++];
    level->label = "LuGre level g(v) sgn v";
    slope->label = "LuGre viscous σ<sub>2</sub> v";
    for (int i = 0; i < TLR_FRICTION_CURVE_POINTS; i++) {
      const double vw = fig->wide_v[i], vz = fig->zoom_v[i];
      level->wide[i] = tl_friction_stribeck_level(p, vw) * (double)((vw > 0) - (vw < 0));
      level->zoom[i] = tl_friction_stribeck_level(p, vz) * (double)((vz > 0) - (vz < 0));
      slope->wide[i] = p->sigma2 * vw;
      slope->zoom[i] = p->sigma2 * vz;
    }
  }
  return n > 1 ? n : 0;
}

static TlStatus
follow(const TlFrictionParams *law, const TlMotionParams *m, TlFrictionTrace *tr, TlError *err)
{
  TlStatus s = tl_friction_trace_alloc(tr, m->points, err);
  if (s == TL_OK && (s = tl_friction_follow(law, m, tr, err)) != TL_OK)
    tl_friction_trace_free(tr);
  return s;
}

TlStatus
tlr_friction_figure_update(TlrFrictionFigure *fig, const TlrFrictionFigureParams *params,
                           TlError *err)
{
  TlStatus s;
  if ((s = tl_friction_params_validate(&params->law, err)) != TL_OK)
    return s;
  if (!isfinite(params->zoom_min) || !isfinite(params->zoom_max) ||
      !(params->zoom_min < params->zoom_max))
    return tl_error_set(err, TL_EINVAL, "the zoomed velocity range needs finite min < max "
                                        "(got %g to %g m/s)",
                        params->zoom_min, params->zoom_max);
  if ((s = tl_check_positive(params->wide, "wide velocity range", "m/s", err)) != TL_OK)
    return s;
  TlFrictionTrace seed, sine;
  if ((s = follow(&params->law, &params->seed, &seed, err)) != TL_OK)
    return s;
  if ((s = follow(&params->law, &params->sine, &sine, err)) != TL_OK) {
    tl_friction_trace_free(&seed);
    return s;
  }
  tlr_friction_figure_clear(fig);
  fig->params = *params;
  fig->seed = seed;
  fig->sine = sine;
  grid(-params->wide, params->wide, fig->wide_v);
  grid(params->zoom_min, params->zoom_max, fig->zoom_v);
  fig->total.label = "total";
  for (int i = 0; i < TLR_FRICTION_CURVE_POINTS; i++) {
    fig->total.wide[i] = tl_friction_steady(&params->law, fig->wide_v[i], 0.0);
    fig->total.zoom[i] = tl_friction_steady(&params->law, fig->zoom_v[i], 0.0);
  }
  fig->n_parts = fill_parts(fig);
  const char *name = tl_friction_law_name(params->law.terms);
  if (name)
    snprintf(fig->title, sizeof fig->title, "%s", name);
  else
    tl_friction_terms_string(params->law.terms, fig->title, sizeof fig->title);
  fig->valid = 1;
  return TL_OK;
}

static void
write_row(FILE *out, const TlFrictionParams *law, double v)
{
  fprintf(out, "%.10g,%.10g", v, tl_friction_steady(law, v, 0.0));
  for (int b = 0; b < TL_FRICTION_N_TERMS; b++)
    if (law->terms & (1u << b))
      fprintf(out, ",%.10g", tl_friction_term_steady(law, 1u << b, v, 0.0));
  fputc('\n', out);
}

TlStatus
tlr_friction_figure_write_csv(FILE *out, void *data, TlError *err)
{
  const TlrFrictionFigure *fig = data;
  if (!fig->valid)
    return tl_error_set(err, TL_EINVAL, "no valid friction law to write");
  const TlFrictionParams *law = &fig->params.law;
  fputs("v_m_s,force_n", out);
  for (int b = 0; b < TL_FRICTION_N_TERMS; b++)
    if (law->terms & (1u << b))
      fprintf(out, ",%s_n", tl_friction_term_name(1u << b));
  fputc('\n', out);
  /* the two ascending grids merged: dense near rest, wide for the slope */
  const int n = TLR_FRICTION_CURVE_POINTS;
  int i = 0, j = 0;
  while (i < n || j < n) {
    if (j >= n || (i < n && fig->wide_v[i] <= fig->zoom_v[j]))
      write_row(out, law, fig->wide_v[i++]);
    else
      write_row(out, law, fig->zoom_v[j++]);
  }
  return TL_OK;
}

/* ---- drawing ------------------------------------------------------------------ */

/* The friction–velocity panel: the total bold, the parts dashed, the static
 * threshold as the segment |F| ≤ Fs at v = 0. */
static void
draw_curves(cairo_t *cr, const TlrStyle *st, const TlrFrictionFigure *fig, int zoom, double x,
            double y, double w, double h)
{
  const TlFrictionParams *law = &fig->params.law;
  const double vscale = zoom ? TL_UNIT_MM : 1.0; /* mm/s on the zoomed panel */
  const double *v = zoom ? fig->zoom_v : fig->wide_v;
  const int n = TLR_FRICTION_CURVE_POINTS;
  double xs[TLR_FRICTION_CURVE_POINTS];
  for (int i = 0; i < n; i++)
    xs[i] = v[i] / vscale;
  const int dip = (law->terms & (TL_FRICTION_STRIBECK | TL_FRICTION_LUGRE)) != 0;
  const int slope = (law->terms & TL_FRICTION_VISCOUS) ||
                    ((law->terms & TL_FRICTION_LUGRE) && law->sigma2 > 0.0);
  char title[200];
  snprintf(title, sizeof title, "%s: %s", fig->title,
           zoom ? (dip ? "near rest, the Stribeck dip" : "near rest")
                : (slope ? "wide range, the viscous slope" : "wide range"));
  TlrPlotSpec spec =
    tlr_plot_spec(title,
                  zoom ? "sliding velocity v (mm/s)" : "sliding velocity v (m/s)",
                  "friction force F (N)");
  spec.xmin = xs[0];
  spec.xmax = xs[n - 1];
  double lo = 0.0, hi = 0.0;
  tlr_range_widen(zoom ? fig->total.zoom : fig->total.wide, n, &lo, &hi);
  for (int k = 0; k < fig->n_parts; k++)
    tlr_range_widen(zoom ? fig->parts[k].zoom : fig->parts[k].wide, n, &lo, &hi);
  const int stat = (law->terms & TL_FRICTION_STATIC) && xs[0] <= 0.0 && xs[n - 1] >= 0.0;
  if (stat) {
    lo = fmin(lo, -law->fs);
    hi = fmax(hi, law->fs);
  }
  /* headroom for the legend above the data (F is odd in v, so the legend's
   * upper-left corner would otherwise cover the rising branch near v = 0) */
  const int n_legend = fig->n_parts + 1 + stat;
  const double legend_h = (1.45 * n_legend + 2.0) * st->font_size;
  const double room = fmin(0.65, legend_h / fmax(h - 6.0 * st->font_size, 1.0) + 0.04);
  spec.ymin = lo - 0.05 * (hi - lo);
  spec.ymax = spec.ymin + (hi - spec.ymin) / (1.0 - room);
  spec.nice_limits = 0;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, x, y, w, h, &spec);

  TlrLegendEntry legend[TLR_FRICTION_MAX_PARTS + 2];
  int nl = 0;
  for (int k = 0; k < fig->n_parts; k++) {
    TlrLineStyle ls = tlr_line_style(st->series[1 + k % (TLR_N_SERIES_COLORS - 1)]);
    ls.dash = TLR_DASH_DASHED;
    ls.width = 0.8;
    tlr_plot_line(&plot, xs, zoom ? fig->parts[k].zoom : fig->parts[k].wide, n, &ls);
    legend[nl++] = (TlrLegendEntry){ fig->parts[k].label, ls.color, TLR_DASH_DASHED,
                                     TLR_MARKER_NONE, 0 };
  }
  TlrLineStyle total = tlr_line_style(st->series[0]);
  total.width = 1.4;
  tlr_plot_line(&plot, xs, zoom ? fig->total.zoom : fig->total.wide, n, &total);
  legend[nl++] = (TlrLegendEntry){ fig->n_parts ? "total" : "steady friction", st->series[0],
                                   TLR_DASH_SOLID, TLR_MARKER_NONE, 0 };
  if (stat) {
    const TlrColor c = st->series[7];
    const double sx[2] = { 0.0, 0.0 }, sy[2] = { -law->fs, law->fs };
    TlrLineStyle ls = tlr_line_style(c);
    ls.width = 1.4;
    tlr_plot_line(&plot, sx, sy, 2, &ls);
    tlr_plot_marker(&plot, 0.0, law->fs, TLR_MARKER_DIAMOND, 0.7, c, 0);
    tlr_plot_marker(&plot, 0.0, -law->fs, TLR_MARKER_DIAMOND, 0.7, c, 0);
    legend[nl++] = (TlrLegendEntry){ "static: holds |F<sub>ex</sub>| ≤ F<sub>s</sub> at rest", c,
                                     TLR_DASH_SOLID, TLR_MARKER_DIAMOND, 0 };
  }
  /* F is odd in v: the upper left quadrant stays free */
  tlr_plot_legend(&plot, legend, nl, TLR_CORNER_TOP_LEFT);
  tlr_plot_end(&plot);
}

/* Samples drawn of a trace (the default motions have at most 801). */
#define TRACE_DRAW_MAX 4096

/* Friction against displacement along a prescribed motion. */
static void
draw_trace(cairo_t *cr, const TlrStyle *st, const TlFrictionTrace *tr, const char *title,
           double xscale, const char *xlabel, const char *note, double x, double y, double w,
           double h)
{
  double xs[TRACE_DRAW_MAX], fs[TRACE_DRAW_MAX];
  const int n = tr->n < TRACE_DRAW_MAX ? tr->n : TRACE_DRAW_MAX;
  const int stride = (tr->n + n - 1) / n;
  int m = 0;
  for (int i = 0; i < tr->n && m < n; i += stride, m++) {
    xs[m] = tr->x[i] / xscale;
    fs[m] = tr->force[i];
  }
  TlrPlotSpec spec = tlr_plot_spec(title, xlabel, "friction force F (N)");
  double xlo = 0.0, xhi = 0.0, flo = 0.0, fhi = 0.0;
  tlr_range_widen(xs, m, &xlo, &xhi);
  tlr_range_widen(fs, m, &flo, &fhi);
  spec.xmin = xlo - 0.03 * (xhi - xlo);
  spec.xmax = xhi + 0.03 * (xhi - xlo);
  /* room below the data for the two-line note in the lower right corner
   * (a loop that slides fills its frame: the note would cover it) */
  const double note_h = (1.45 * 2 + 2.0) * st->font_size;
  const double room = fmin(0.5, note_h / fmax(h - 6.0 * st->font_size, 1.0) + 0.02);
  spec.ymax = fhi + 0.08 * (fhi - flo);
  spec.ymin = spec.ymax - (spec.ymax - flo) / (1.0 - room);
  spec.nice_limits = 0; /* the loop fills the frame */
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, x, y, w, h, &spec);
  TlrLineStyle ls = tlr_line_style(st->series[0]);
  ls.width = 1.2;
  tlr_plot_line(&plot, xs, fs, m, &ls);
  tlr_plot_marker(&plot, xs[0], fs[0], TLR_MARKER_CIRCLE, 0.7, st->series[2], 0);
  tlr_plot_note(&plot, note, TLR_CORNER_BOTTOM_RIGHT);
  tlr_plot_end(&plot);
}

void
tlr_friction_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                         void *data)
{
  const TlrFrictionFigure *fig = data;
  tlr_fill_background(cr, style, 0, 0, width, height);
  if (!fig->valid) {
    tlr_draw_message(cr, style, 0, 0, width, height, "no valid friction law");
    return;
  }
  const double hw = 0.5 * width, hh = 0.5 * height;
  draw_curves(cr, style, fig, 0, 0, 0, hw, hh);
  draw_curves(cr, style, fig, 1, hw, 0, hw, hh);

  char seed_note[160], sine_note[200];
  const TlMotionParams *sm = &fig->params.seed, *sn = &fig->params.sine;
  snprintf(seed_note, sizeof seed_note, "v = t(t + 1), t from 0 to %g s\n● start at rest",
           sm->duration);
  snprintf(sine_note, sizeof sine_note,
           "x = A sin 2πft, A = %g µm, f = %g Hz\n%g s; ● start at rest",
           sn->amplitude / TL_UNIT_UM, sn->frequency, sn->duration);
  draw_trace(cr, style, &fig->seed, "Speeding up: v = t(t + 1) from rest", 1.0,
             "displacement x (m)", seed_note, 0, hh, hw, hh);
  draw_trace(cr, style, &fig->sine, "Back and forth: pre-sliding hysteresis", TL_UNIT_UM,
             "displacement x (µm)", sine_note, hw, hh, hw, hh);
}
