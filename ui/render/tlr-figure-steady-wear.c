/* tlr-figure-steady-wear.c — what the grip costs, drawn from a TlStudySteady:
 * the power and wear layers of the contact-patch map, the wear-regime plot
 * (Tγ/A against creepage over the USFD bands, with Burstow's index below) and
 * the shakedown map (docs/theory.md §12). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "tlr-figure-steady.h"
#include "tlr-plot.h"
#include "tlr-tiles.h"
#include "tlr-view-patch.h"
#include "tribo/units.h"

/* The abscissa drawn for a creepage: cx, or log10 cx on the log axis. */
static double
xpos(const TlStudySteady *st, double cx)
{
  return st->spec.log_cx ? (cx > 0.0 ? log10(cx) : NAN) : cx;
}

/* ---- the map's power and wear layers ------------------------------------------------ */

void
tlr_steady_draw_cost_layer(cairo_t *cr, double width, double height, const TlrStyle *style,
                           const TlrSteadyFigure *fig)
{
  const TlStudySteady *st = fig->study;
  const int power = fig->layer == TLR_STEADY_LAYER_POWER;
  const double *src = power ? st->q_map : st->wear_depth_map;
  if (!src) {
    tlr_draw_patch_message(cr, width, height, style,
                           "no local slip speed: FASTSIM's strip variant resolves none");
    return;
  }
  const TlContactParams *p = &st->spec.curves.params;
  const int cells = p->mx * p->my;
  double *field = malloc((size_t)cells * sizeof(double));
  if (!field) {
    tlr_draw_patch_message(cr, width, height, style, "out of memory");
    return;
  }
  for (int k = 0; k < cells; k++)
    field[k] = st->map.state[k] == TL_CELL_OUTSIDE ? NAN : src[k];
  const TlWearResult *w = &st->wear;
  char title[200], note[300];
  if (power) {
    snprintf(title, sizeof title,
             "Frictional power density q = |τ| w (FASTSIM), c<sub>x</sub> = %.4g", p->cx);
    snprintf(note, sizeof note,
             "P = Σ q ΔA = %.4g W, P<sub>macro</sub> = %.4g W\nV = %.3g m/s, stick %.1f %%",
             w->power, w->power_macro, p->speed, 100.0 * st->map.stick_fraction);
  } else {
    snprintf(title, sizeof title,
             "Archard wear depth per metre rolled (FASTSIM), c<sub>x</sub> = %.4g", p->cx);
    snprintf(note, sizeof note,
             "k = %.3g, H = %.4g MPa\nvolume %.4g µm³ per m rolled",
             st->spec.wear.archard.k, st->spec.wear.archard.hardness / TL_UNIT_MPA,
             w->archard_volume / TL_UNIT_UM3);
  }
  TlrPatchView v = { 0 };
  v.grid = &st->grid;
  v.field = field;
  v.field_scale = power ? 1.0 : TL_UNIT_UM; /* µm per m rolled */
  v.vmin = 0.0;
  v.vmax = 0.0; /* from the data */
  double top = 0.0;
  for (int k = 0; k < cells; k++)
    if (isfinite(field[k]))
      top = fmax(top, field[k] / v.field_scale);
  v.vmax = top > 0.0 ? top : 1.0; /* all stick: an empty scale, not a failure */
  v.map = TLR_CMAP_VIRIDIS;
  v.title = title;
  v.note = note;
  v.colorbar_label = power ? "q (W/m²)" : "wear depth (µm per m rolled)";
  v.state = st->map.state;
  v.mark_leading_edge = 1;
  tlr_draw_patch(cr, width, height, &v, style);
  free(field);
}

/* ---- the wear-regime plot ------------------------------------------------------------ */

/* A regime band across the plot between Tγ/A = lo and hi. */
static void
shade_band(TlrPlot *plot, double lo, double hi, TlrColor c, double alpha)
{
  cairo_t *cr = plot->cr;
  tlr_plot_clip(plot);
  const double y0 = tlr_plot_y(plot, lo), y1 = tlr_plot_y(plot, hi);
  cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha);
  cairo_rectangle(cr, plot->x, fmin(y0, y1), plot->w, fabs(y1 - y0));
  cairo_fill(cr);
  tlr_plot_unclip(plot);
}

static double
array_max(const double *v, int n)
{
  double m = 0.0;
  for (int k = 0; k < n; k++)
    if (isfinite(v[k]))
      m = fmax(m, v[k]);
  return m;
}

static const char *
xlabel_of(const TlStudySteady *st)
{
  return st->spec.log_cx ? "log<sub>10</sub> c<sub>x</sub> (longitudinal creepage, –)"
                         : "longitudinal creepage c<sub>x</sub> (–)";
}

/* A panel's start: its background, the creepages as its x positions (a new
 * array, free it; NULL after a message when there is no memory) and its plot
 * spec over them, from y = 0 up. */
static double *
panel_begin(cairo_t *cr, double width, double height, const TlrStyle *style,
            const TlStudySteady *st, const char *title, const char *ylabel, TlrPlotSpec *spec)
{
  double *xs = malloc((size_t)st->n * sizeof(double));
  if (tlr_background_or_placeholder(cr, style, width, height, !xs, "out of memory"))
    return NULL;
  for (int k = 0; k < st->n; k++)
    xs[k] = xpos(st, st->cx[k]);
  *spec = tlr_plot_spec(title, xlabel_of(st), ylabel);
  spec->xmin = xs[0];
  spec->xmax = xs[st->n - 1];
  spec->ymin = 0.0;
  return xs;
}

/* The upper panel: Tγ/A over the bands, the USFD rate on the right axis. */
static void
draw_regime_panel(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlrSteadyFigure *fig = data;
  const TlStudySteady *st = fig->study;
  const TlUsfdParams *u = &st->spec.wear.usfd;
  const TlContactParams *p = &st->spec.curves.params;
  TlrPlotSpec spec;
  double *xs = panel_begin(cr, width, height, style, st,
                           "Wear regime (USFD) against creepage, FASTSIM",
                           "T<sub>γ</sub>/A (N/mm²)", &spec);
  if (!xs)
    return;
  /* the mild-to-severe boundary always in sight, and the curve with room
   * for the legend above it */
  spec.ymax = fmax(1.3 * u->t1, 1.6 * array_max(st->t_gamma_per_area, st->n));
  spec.has_y2 = 1;
  spec.y2label = "USFD wear rate (µg/(m·mm²))";
  spec.y2label_color = style->series[1];
  spec.y2min = 0.0;
  spec.y2max = fmax(1.3 * u->k1 * u->t1, 1.6 * array_max(st->usfd_rate, st->n));
  const TlrColor mild = style->series[2], severe = style->series[5], cat = style->series[3];
  char l_mild[80], l_severe[80], l_cat[80];
  snprintf(l_mild, sizeof l_mild, "mild &lt; %.3g", u->t1);
  snprintf(l_severe, sizeof l_severe, "severe %.3g–%.3g", u->t1, u->t2);
  snprintf(l_cat, sizeof l_cat, "catastrophic &gt; %.3g", u->t2);
  const TlrLegendEntry legend[] = {
    { "T<sub>γ</sub>/A", style->series[0], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "USFD wear rate (right)", style->series[1], TLR_DASH_DASHED, TLR_MARKER_NONE, 0 },
    { "operating point", style->text, TLR_DASH_SOLID, TLR_MARKER_CIRCLE, 1 },
    { l_mild, tlr_color_with_alpha(mild, 0.5), TLR_DASH_SOLID, TLR_MARKER_SQUARE, 1 },
    { l_severe, tlr_color_with_alpha(severe, 0.5), TLR_DASH_SOLID, TLR_MARKER_SQUARE, 1 },
    { l_cat, tlr_color_with_alpha(cat, 0.5), TLR_DASH_SOLID, TLR_MARKER_SQUARE, 1 },
  };
  /* a small plot names the curves only, and under its axes when they are
   * too small even for that; the operating point's numbers are in the note
   * of the Burstow panel (and the window's read-out) */
  int nl = 6, below = 0;
  if (!tlr_legend_fits(cr, style, legend, nl, width, height, 0.6, 0.62))
    nl = 3;
  if (nl == 3 && !tlr_legend_fits(cr, style, legend, nl, width, height, 0.6, 0.45)) {
    const double band = tlr_legend_below_height(cr, style, legend, nl, width);
    below = band <= 0.3 * height;
    if (below)
      spec.bottom_extra = band;
  }
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  shade_band(&plot, 0.0, u->t1, mild, 0.14);
  shade_band(&plot, u->t1, u->t2, severe, 0.14);
  shade_band(&plot, u->t2, fmax(spec.ymax, u->t2), cat, 0.14);
  TlrLineStyle ls = tlr_line_style(style->series[0]);
  ls.width = 1.6;
  tlr_plot_line(&plot, xs, st->t_gamma_per_area, st->n, &ls);
  TlrLineStyle lr = tlr_line_style(style->series[1]);
  lr.dash = TLR_DASH_DASHED;
  lr.use_y2 = 1;
  tlr_plot_line(&plot, xs, st->usfd_rate, st->n, &lr);
  tlr_plot_marker(&plot, xpos(st, p->cx), st->wear.t_gamma_per_area, TLR_MARKER_CIRCLE, 1.0,
                  style->text, 0);
  tlr_plot_end(&plot);
  free(xs);
  if (below)
    tlr_plot_legend_below(&plot, legend, nl);
  else
    tlr_plot_legend(&plot, legend, nl, TLR_CORNER_TOP_LEFT);
}

/* The lower panel: Burstow's damage index along the creepages. */
static void
draw_burstow_panel(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlrSteadyFigure *fig = data;
  const TlStudySteady *st = fig->study;
  const TlContactParams *p = &st->spec.curves.params;
  TlrPlotSpec spec;
  double *xs = panel_begin(cr, width, height, style, st,
                           "Surface damage (Burstow) against creepage",
                           "damage index (–, peak 1)", &spec);
  if (!xs)
    return;
  spec.ymax = 1.6 * st->spec.wear.burstow.peak_damage;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  TlrLineStyle ls = tlr_line_style(style->series[4]);
  ls.width = 1.6;
  tlr_plot_line(&plot, xs, st->burstow, st->n, &ls);
  tlr_plot_marker(&plot, xpos(st, p->cx), st->wear.burstow, TLR_MARKER_CIRCLE, 1.0, style->text,
                  0);
  tlr_plot_end(&plot);
  free(xs);
  char note[200];
  snprintf(note, sizeof note,
           "T<sub>γ</sub> = %.3g N: index %.3g\nT<sub>γ</sub>/A = %.3g N/mm², %s wear",
           st->wear.t_gamma, st->wear.burstow, st->wear.t_gamma_per_area,
           tl_wear_regime_name(st->wear.regime));
  tlr_plot_note(&plot, note, TLR_CORNER_TOP_RIGHT);
}

void
tlr_steady_draw_wear(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlrSteadyFigure *fig = data;
  const TlStudySteady *st = fig->study;
  if (!st->valid || !st->t_gamma_per_area) {
    tlr_draw_placeholder(cr, style, width, height, "no valid contact case");
    return;
  }
  /* the regimes over Burstow's index; a picture too small for both keeps the
   * regimes */
  TlrTiles tiles = { 0 };
  tiles.n = 2;
  tiles.tiles[0] = (TlrTile){ draw_regime_panel, data, 0.0, 0.0, 1.0, 0.62, 2, "wear regimes" };
  tiles.tiles[1] =
    (TlrTile){ draw_burstow_panel, data, 0.0, 0.62, 1.0, 0.38, 1, "Burstow damage index" };
  tlr_tiles_draw(cr, width, height, style, &tiles);
}

/* ---- the shakedown map --------------------------------------------------------------- */

void
tlr_steady_draw_shakedown(cairo_t *cr, double width, double height, const TlrStyle *style,
                          void *data)
{
  const TlrSteadyFigure *fig = data;
  const TlStudySteady *st = fig->study;
  if (tlr_background_or_placeholder(cr, style, width, height, !st->valid, "no valid contact case"))
    return;
  double op_l, op_f;
  tl_study_steady_shakedown_point(st, &op_l, &op_f);
  TlrPlotSpec spec = tlr_plot_spec("Shakedown map", "load factor p<sub>0</sub>/k (–)",
                                   "utilised friction f (–)");
  spec.xmin = 0.0;
  spec.xmax = fmax(7.0, 1.15 * (isfinite(op_l) ? op_l : 0.0));
  spec.ymin = 0.0;
  spec.ymax = fmax(0.7, 1.2 * (isfinite(op_f) ? op_f : 0.0));
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  enum { N = 60 };
  const TlrColor colors[2] = { style->series[0], style->series[1] };
  const TlrDash dashes[2] = { TLR_DASH_SOLID, TLR_DASH_DASHED };
  for (int c = 0; c < 2; c++) {
    double lf[N], f[N];
    const int n =
      tl_study_shakedown_limit_curve((TlStudyShakedownContact)c, spec.ymax, lf, f, N);
    TlrLineStyle ls = tlr_line_style(colors[c]);
    ls.dash = dashes[c];
    ls.width = 1.4;
    tlr_plot_line(&plot, lf, f, n, &ls);
  }
  if (isfinite(op_l) && isfinite(op_f))
    tlr_plot_marker(&plot, op_l, op_f, TLR_MARKER_CIRCLE, 1.1, style->text, 0);
  const TlrLegendEntry legend[] = {
    { "line contact limit", colors[0], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "point contact limit", colors[1], TLR_DASH_DASHED, TLR_MARKER_NONE, 0 },
    { "operating point", style->text, TLR_DASH_SOLID, TLR_MARKER_CIRCLE, 1 },
  };
  tlr_plot_end(&plot);
  tlr_plot_legend(&plot, legend, 3, TLR_CORNER_TOP_RIGHT);
  char note[240];
  snprintf(note, sizeof note,
           "k = %.4g MPa, p<sub>0</sub> = %.4g MPa\nFI = %.3g (%s)",
           st->spec.wear.shakedown.shear_yield / TL_UNIT_MPA, st->basics.hertz.p0 / TL_UNIT_MPA,
           st->wear.fatigue_index,
           st->wear.fatigue_index > 0.0 ? "beyond shakedown" : "within shakedown");
  tlr_plot_note(&plot, note, TLR_CORNER_BOTTOM_LEFT);
}

TlStatus
tlr_steady_write_wear_csv(FILE *out, void *data, TlError *err)
{
  const TlrSteadyFigure *fig = data;
  return tl_study_steady_write_wear_csv(out, fig->study, err);
}

TlStatus
tlr_steady_write_shakedown_csv(FILE *out, void *data, TlError *err)
{
  const TlrSteadyFigure *fig = data;
  return tl_study_steady_write_shakedown_csv(out, fig->study, err);
}
