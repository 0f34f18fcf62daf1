/* tlr-figure-steady-draw.c — drawing the steady figures: the traction–creepage
 * curves and the tangential maps of a TlStudySteady. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-figure-steady.h"
#include "tlr-plot.h"
#include "tlr-text.h"
#include "tlr-view-patch.h"
#include "tribo/units.h"

enum { M_LINEAR, M_FASTSIM, M_SHEN, M_EXACT, N_MODELS };

static const char *const model_labels[N_MODELS] = {
  "Kalker linear theory", "FASTSIM", "Shen–Hedrick–Elkins", "exact theory",
};

/* The exact curve: its solved samples joined (a steady solve each, so fewer
 * than the other curves: the label says how many), and its legend label
 * with the progress. */
static void
draw_exact_curve(TlrPlot *plot, const TlrSteadyFigure *fig, TlrColor color, char *label,
                 size_t len)
{
  const TlStudySteady *st = fig->study;
  const TlContactParams *p = &st->spec.curves.params;
  TlrLineStyle ls = tlr_line_style(color);
  tlr_plot_line(plot, st->xc.cx, st->xc.f, st->xc.done, &ls);
  const int pending = tl_study_steady_pending(st);
  if (pending > 0)
    snprintf(label, len, "exact theory (half-space), %d×%d: solving, %d of %d", p->mx, p->my,
             st->xc.done, st->xc.n);
  else
    snprintf(label, len, "exact theory (half-space), %d×%d, %d creepages", p->mx, p->my,
             st->xc.n);
}

/* The abscissae drawn: cx, or log10 cx on the log axis (n values, malloc'd). */
static double *
plot_x(const TlrSteadyFigure *fig, const double *cx, int n)
{
  const TlStudySteady *st = fig->study;
  double *x = malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
  if (!x)
    return NULL;
  for (int k = 0; k < n; k++)
    x[k] = st->spec.log_cx ? (cx[k] > 0.0 ? log10(cx[k]) : NAN) : cx[k];
  return x;
}

static double
px(const TlrSteadyFigure *fig, double cx)
{
  const TlStudySteady *st = fig->study;
  return st->spec.log_cx ? (cx > 0.0 ? log10(cx) : NAN) : cx;
}

/* A horizontal dashed level across the plot. */
static void
level_line(TlrPlot *plot, const TlrPlotSpec *spec, double y, TlrColor color)
{
  TlrLineStyle ls = tlr_line_style(color);
  ls.dash = TLR_DASH_DASHED;
  ls.width = 0.7;
  const double xs[2] = { spec->xmin, spec->xmax }, ys[2] = { y, y };
  tlr_plot_line(plot, xs, ys, 2, &ls);
}

/* The law's name for legends and notes. */
static const char *
law_label(const TlSlipFriction *law)
{
  switch (law->kind) {
  case TL_SLIP_LAW_EXP: return "exponential";
  case TL_SLIP_LAW_RATIONAL: return "rational";
  case TL_SLIP_LAW_LINEAR: return "linear falling";
  case TL_SLIP_LAW_STRIBECK: return "Stribeck (lab)";
  case TL_SLIP_LAW_POLACH: return "Polach";
  case TL_SLIP_LAW_COULOMB:
  default: return "Coulomb";
  }
}

/* The curve's legend at its longest (every entry the drawing may add), to
 * size it before the plot is laid out: labels of the same length as the
 * drawn ones. */
static int
full_legend(const TlrSteadyFigure *fig, const TlrStyle *style, TlrLegendEntry *legend)
{
  const TlStudySteady *st = fig->study;
  static const char *const longest[] = {
    "FASTSIM, linear falling law, V = 0.000 m/s, 000×000",
    "exact theory (half-space), 000×000: solving, 000 of 000",
    "Polach (μ<sub>0</sub> = 0.000, k<sub>A</sub> = 0.00, k<sub>S</sub> = 0.00), V = 0.000 m/s",
    "table, fastsim 000×000",
  };
  int nl = 0;
  if (fig->wr.n > 0 && fig->wr.label)
    legend[nl++] = (TlrLegendEntry){ fig->wr.label, style->text, TLR_DASH_SOLID, TLR_MARKER_NONE,
                                     0 };
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++)
    if (st->f_speed[i])
      legend[nl++] = (TlrLegendEntry){ "V = 00.0 m/s", style->text, TLR_DASH_SOLID,
                                       TLR_MARKER_NONE, 0 };
  for (int m = 0; m < N_MODELS; m++)
    if (st->spec.curves.models & (1u << m))
      legend[nl++] = (TlrLegendEntry){ m == M_FASTSIM ? longest[0]
                                       : m == M_EXACT ? longest[1]
                                                      : model_labels[m],
                                       style->text, TLR_DASH_SOLID, TLR_MARKER_NONE, 0 };
  if (st->spec.curves.models & TL_STEADY_POLACH)
    legend[nl++] = (TlrLegendEntry){ longest[2], style->text, TLR_DASH_SOLID, TLR_MARKER_NONE,
                                     0 };
  if (st->f_table)
    legend[nl++] = (TlrLegendEntry){ longest[3], style->text, TLR_DASH_SOLID, TLR_MARKER_SQUARE,
                                     0 };
  legend[nl++] = (TlrLegendEntry){ "operating point", style->text, TLR_DASH_SOLID,
                                   TLR_MARKER_CIRCLE, 1 };
  legend[nl++] = (TlrLegendEntry){ "adhesion maximum", style->text, TLR_DASH_SOLID,
                                   TLR_MARKER_DIAMOND, 1 };
  legend[nl++] = (TlrLegendEntry){ "μ<sub>s</sub>, μ<sub>k</sub>", style->muted, TLR_DASH_DASHED,
                                   TLR_MARKER_NONE, 0 };
  if (fig->overlay && fig->overlay->n && !st->spec.log_cx)
    nl += tlr_overlay_legend(fig->overlay, style, legend + nl, TLR_OVERLAY_MAX);
  return nl;
}

#define STEADY_LEGEND_MAX (N_MODELS + 10 + TL_STEADY_MAX_SPEEDS + TLR_OVERLAY_MAX)

static int
legend_fits_on_plot(cairo_t *cr, const TlrStyle *style, const TlrSteadyFigure *fig, double width,
                    double height)
{
  TlrLegendEntry legend[STEADY_LEGEND_MAX];
  const int nl = full_legend(fig, style, legend);
  return tlr_legend_fits(cr, style, legend, nl, width, height, 0.65, 0.55);
}

static double
legend_band_height(cairo_t *cr, const TlrStyle *style, const TlrSteadyFigure *fig, double width)
{
  TlrLegendEntry legend[STEADY_LEGEND_MAX];
  const int nl = full_legend(fig, style, legend);
  return tlr_legend_below_height(cr, style, legend, nl, width);
}

void
tlr_steady_draw_curve(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data)
{
  const TlrSteadyFigure *fig = data;
  const TlStudySteady *st = fig->study;
  if (tlr_background_or_placeholder(cr, style, width, height, !st->valid, "no valid contact case"))
    return;
  const TlContactParams *p = &st->spec.curves.params;
  const TlSlipFriction *law = &st->spec.curves.law;
  const double mu = p->mu;
  const double mu_s = tl_slip_friction_static(law), mu_k = tl_slip_friction_lower(law);
  const int polach = (st->spec.curves.models & TL_STEADY_POLACH) != 0;
  double top = st->law_on ? mu_s : mu;
  if (polach)
    top = fmax(top, st->spec.curves.polach.mu0);
  const int log_cx = st->spec.log_cx;
  TlrPlotSpec spec = tlr_plot_spec("Steady rolling: traction coefficient vs creepage",
                                   log_cx ? "log<sub>10</sub> c<sub>x</sub> (longitudinal "
                                            "creepage, –)"
                                          : "longitudinal creepage c<sub>x</sub> (–)",
                                   "f = T<sub>x</sub>/F<sub>N</sub> (–), wheel on rail");
  double *xs = plot_x(fig, st->cx, st->n);
  if (!xs) {
    tlr_draw_message(cr, style, 0, 0, width, height, "out of memory");
    return;
  }
  spec.xmin = xs[0];
  spec.xmax = xs[st->n - 1];
  /* headroom for the read-out above the plateau; a falling law's legend goes
   * there too, off the falling branch */
  const double headroom = st->law_on || polach ? 2.2 : 1.45;
  spec.ymax = headroom * top;
  spec.ymin = st->cx[0] < 0.0 ? -1.2 * top : 0.0;
  /* pinned or swept curves are in cx: not on the log axis */
  const TlrOverlay *ov = fig->overlay && fig->overlay->n && !log_cx ? fig->overlay : NULL;
  if (ov) { /* pinned or swept curves may reach further (another μ, another range) */
    double xlo = spec.xmin, xhi = spec.xmax, ylo = spec.ymin, yhi = spec.ymax / headroom;
    tlr_overlay_extent(ov, &xlo, &xhi, &ylo, &yhi);
    spec.xmin = xlo;
    spec.xmax = xhi;
    spec.ymin = fmin(spec.ymin, ylo);
    spec.ymax = fmax(spec.ymax, headroom * yhi);
  }
  /* the legend sits on the plot where it covers no data; a plot too small
   * for it (a journal column) has it in a band under the axes, sized here
   * from the full legend before the axes are laid out */
  int outside = !legend_fits_on_plot(cr, style, fig, width, height);
  if (outside) {
    /* ... unless the band would leave the axes too little height: then the
     * legend stays on them, over the emptiest part */
    const double band = legend_band_height(cr, style, fig, width);
    if (band > 0.3 * height)
      outside = 0;
    else
      spec.bottom_extra = band;
  }
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);

  /* the bounds: ±μ for Coulomb; μs and μk of a falling law */
  level_line(&plot, &spec, st->law_on ? mu_s : mu, style->muted);
  if (st->law_on)
    level_line(&plot, &spec, mu_k, style->muted);
  else if (spec.ymin < 0.0)
    level_line(&plot, &spec, -mu, style->muted);

  const TlrColor colors[N_MODELS] = { style->series[2], style->series[0], style->series[1],
                                      style->series[3] };
  const TlrDash dashes[N_MODELS] = { TLR_DASH_DASHED, TLR_DASH_SOLID, TLR_DASH_SOLID,
                                     TLR_DASH_SOLID };
  if (ov)
    tlr_plot_overlay(&plot, ov);
  TlrLegendEntry legend[STEADY_LEGEND_MAX];
  char fastsim_label[200], exact_label[160], speed_labels[TL_STEADY_MAX_SPEEDS][80];
  char polach_label[120], table_label[120];
  int nl = 0;
  if (st->law_on)
    snprintf(fastsim_label, sizeof fastsim_label, "FASTSIM, %s law, V = %.3g m/s, %d×%d",
             law_label(law), p->speed, p->mx, p->my);
  else
    snprintf(fastsim_label, sizeof fastsim_label, "FASTSIM, %s bound, %d×%d%s",
             tl_traction_bound_name(p->bound), p->mx, p->my,
             st->spec.curves.variant == TL_FASTSIM_STRIPWISE ? " strips" : "");
  /* the law at other speeds: the maximum moves to smaller creepage as V grows */
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++) {
    if (!st->f_speed[i])
      continue;
    TlrLineStyle ls = tlr_line_style(style->series[4 + i % 4]);
    ls.width = 0.8;
    tlr_plot_line(&plot, xs, st->f_speed[i], st->n, &ls);
    snprintf(speed_labels[i], sizeof speed_labels[i], "V = %.3g m/s", st->spec.curves.speeds[i]);
    legend[nl++] = (TlrLegendEntry){ speed_labels[i], ls.color, TLR_DASH_SOLID,
                                     TLR_MARKER_NONE, 0 };
  }
  if (st->law_on) { /* μ at the rigid slip speed: what full sliding tends to */
    TlrLineStyle ls = tlr_line_style(style->muted);
    ls.dash = TLR_DASH_DOTTED;
    tlr_plot_line(&plot, xs, st->mu_line, st->n, &ls);
  }
  for (int m = 0; m < N_MODELS; m++) {
    if (!(st->spec.curves.models & (1u << m)))
      continue;
    if (m == M_EXACT) {
      if (log_cx) {
        double *ex = plot_x(fig, st->xc.cx, st->xc.done);
        TlrLineStyle ls = tlr_line_style(colors[m]);
        if (ex)
          tlr_plot_line(&plot, ex, st->xc.f, st->xc.done, &ls);
        free(ex);
        const int pending = tl_study_steady_pending(st);
        snprintf(exact_label, sizeof exact_label, "exact theory, %d×%d%s", p->mx, p->my,
                 pending > 0 ? ": solving" : "");
      } else {
        draw_exact_curve(&plot, fig, colors[m], exact_label, sizeof exact_label);
      }
      legend[nl++] = (TlrLegendEntry){ exact_label, colors[m], TLR_DASH_SOLID, TLR_MARKER_NONE,
                                       0 };
      continue;
    }
    TlrLineStyle ls = tlr_line_style(colors[m]);
    ls.dash = dashes[m];
    tlr_plot_line(&plot, xs, st->f[m], st->n, &ls);
    legend[nl++] = (TlrLegendEntry){ m == M_FASTSIM ? fastsim_label : model_labels[m], colors[m],
                                     dashes[m], TLR_MARKER_NONE, 0 };
  }
  /* the real wheel-rail patch, over the ellipse models' curves */
  if (fig->wr.n > 0) {
    double *wx = plot_x(fig, fig->wr.cx, fig->wr.n);
    TlrLineStyle ls = tlr_line_style(style->text);
    ls.width = 2.0;
    if (wx)
      tlr_plot_line(&plot, wx, fig->wr.f, fig->wr.n, &ls);
    free(wx);
    if (isfinite(fig->wr.op_f))
      tlr_plot_marker(&plot, px(fig, fig->wr.op_cx), fig->wr.op_f, TLR_MARKER_CIRCLE, 0.9,
                      style->text, 0);
    legend[nl++] = (TlrLegendEntry){ fig->wr.label ? fig->wr.label : "wheel–rail patch",
                                     style->text, TLR_DASH_SOLID, TLR_MARKER_NONE, 0 };
  }
  const TlrColor polach_color = style->series[7];
  if (polach) {
    TlrLineStyle ls = tlr_line_style(polach_color);
    ls.dash = TLR_DASH_DASH_DOT;
    tlr_plot_line(&plot, xs, st->f_polach, st->n, &ls);
    snprintf(polach_label, sizeof polach_label,
             "Polach (μ<sub>0</sub> = %.3g, k<sub>A</sub> = %.2g, k<sub>S</sub> = %.2g), V = %.3g m/s",
             st->spec.curves.polach.mu0, st->spec.curves.polach.k_a, st->spec.curves.polach.k_s, p->speed);
    legend[nl++] = (TlrLegendEntry){ polach_label, polach_color, TLR_DASH_DASH_DOT,
                                     TLR_MARKER_NONE, 0 };
  }
  /* the creep-force table: its curve and, as a square, its operating point */
  /* sky blue, dotted: the models take the first four colours (SHE's
   * vermillion beside orange was hard to tell), Polach the last */
  const TlrColor table_color = style->series[5];
  if (st->f_table) {
    TlrLineStyle ls = tlr_line_style(table_color);
    ls.dash = TLR_DASH_DOTTED;
    ls.width = 1.6;
    tlr_plot_line(&plot, xs, st->f_table, st->n, &ls);
    const TlTableSpec *ts = &st->table_direct_spec;
    /* short: a small window's legend band takes the curves' room (where the
     * table is clamped the read-out and the note say) */
    snprintf(table_label, sizeof table_label, "table, %s %d×%d", tl_table_model_name(ts->model),
             ts->mx, ts->my);
    legend[nl++] = (TlrLegendEntry){ table_label, table_color, TLR_DASH_DOTTED,
                                     TLR_MARKER_SQUARE, 0 };
  }
  for (int m = 0; m < N_MODELS; m++)
    if (st->spec.curves.models & (1u << m))
      tlr_plot_marker(&plot, px(fig, p->cx), st->op_f[m], TLR_MARKER_CIRCLE, 0.75, colors[m], 0);
  if (st->f_table)
    tlr_plot_marker(&plot, px(fig, p->cx), st->table_op[0], TLR_MARKER_SQUARE, 0.75, table_color,
                    0);
  if (polach)
    tlr_plot_marker(&plot, px(fig, p->cx), st->op_polach, TLR_MARKER_CIRCLE, 0.75, polach_color,
                    0);
  /* a short plot keeps the legend to the curves: the markers and levels are
   * named in the note and the tooltip of the view */
  const int entries = nl + 4;
  const int compact = (st->law_on || polach) && entries * 1.35 * style->font_size > plot.h;
  if (!compact)
    legend[nl++] = (TlrLegendEntry){ "operating point", style->text, TLR_DASH_SOLID,
                                     TLR_MARKER_CIRCLE, 1 };
  /* the adhesion maxima */
  const int peak = isfinite(st->peak_f), polach_peak = polach && isfinite(st->polach_peak_f);
  if (peak)
    tlr_plot_marker(&plot, px(fig, st->peak_cx), st->peak_f, TLR_MARKER_DIAMOND, 0.9,
                    colors[M_FASTSIM], 0);
  if (polach_peak)
    tlr_plot_marker(&plot, px(fig, st->polach_peak_cx), st->polach_peak_f, TLR_MARKER_DIAMOND,
                    0.9, polach_color, 0);
  if ((peak || polach_peak) && !compact)
    legend[nl++] = (TlrLegendEntry){ "adhesion maximum", style->text, TLR_DASH_SOLID,
                                     TLR_MARKER_DIAMOND, 1 };
  if (compact) {
    /* nothing more */
  } else if (st->law_on) {
    legend[nl++] = (TlrLegendEntry){ "μ<sub>s</sub>, μ<sub>k</sub>", style->muted,
                                     TLR_DASH_DASHED, TLR_MARKER_NONE, 0 };
    legend[nl++] = (TlrLegendEntry){ "μ(V c<sub>x</sub>)", style->muted, TLR_DASH_DOTTED,
                                     TLR_MARKER_NONE, 0 };
  } else {
    legend[nl++] = (TlrLegendEntry){ "±μ", style->muted, TLR_DASH_DASHED, TLR_MARKER_NONE, 0 };
  }
  if (ov)
    nl += tlr_overlay_legend(ov, style, legend + nl, TLR_OVERLAY_MAX);
  tlr_plot_end(&plot);
  if (outside)
    tlr_plot_legend_below(&plot, legend, nl);
  else
    tlr_plot_legend(&plot, legend, nl,
                    st->law_on || polach ? TLR_CORNER_TOP_RIGHT : TLR_CORNER_BOTTOM_RIGHT);
  free(xs);

  char note[700];
  const TlHertzResult *h = &st->basics.hertz;
  int len;
  if (st->law_on)
    len = snprintf(note, sizeof note,
                   "%s law, μ<sub>s</sub> = %.3g, V = %.3g m/s\n"
                   "c<sub>x</sub> = %.4g: FASTSIM f = %.4f, stick %.1f %%",
                   law_label(law), mu_s, p->speed, p->cx, st->map.f,
                   100.0 * st->map.stick_fraction);
  else
    len = snprintf(note, sizeof note,
                   "μ = %.3g, F<sub>N</sub> = %.4g kN, a × b = %.2f × %.2f mm\n"
                   "c<sub>x</sub> = %.4g, c<sub>y</sub> = %.3g, c<sub>s</sub> = %.3g 1/m\n"
                   "FASTSIM f = %.4f, stick %.1f %%",
                   mu, h->normal_load / TL_UNIT_KN, h->a / TL_UNIT_MM, h->b / TL_UNIT_MM, p->cx,
                   p->cy, p->spin, st->map.f, 100.0 * st->map.stick_fraction);
  if (peak && len > 0 && (size_t)len < sizeof note)
    len += snprintf(note + len, sizeof note - (size_t)len,
                    "\nmaximum f = %.4f at c<sub>x</sub> = %.4f", st->peak_f, st->peak_cx);
  if (polach_peak && len > 0 && (size_t)len < sizeof note)
    len += snprintf(note + len, sizeof note - (size_t)len,
                    "\nPolach maximum f = %.4f at c<sub>x</sub> = %.4f", st->polach_peak_f,
                    st->polach_peak_cx);
  if ((st->spec.curves.models & TL_STUDY_STEADY_EXACT) && len > 0 && (size_t)len < sizeof note) {
    if (st->xc.op_done && isfinite(st->op_f[M_EXACT]))
      len += snprintf(note + len, sizeof note - (size_t)len, "\nexact f = %.4f, stick %.1f %%",
                      st->xc.map.f, 100.0 * st->xc.map.stick_fraction);
    else
      len += snprintf(note + len, sizeof note - (size_t)len, "\nexact f: solving…");
  }
  /* the table at the operating point and its interpolation error there */
  if (st->f_table && len > 0 && (size_t)len < sizeof note) {
    if (isfinite(st->table_direct[0]))
      snprintf(note + len, sizeof note - (size_t)len,
               "\ntable f = %.4f, |Δf|/μ = %.2g %%%s", st->table_op[0],
               100.0 * fabs(st->table_op[0] - st->table_direct[0]) / mu,
               st->table_clamped ? ", clamped" : "");
    else
      snprintf(note + len, sizeof note - (size_t)len, "\ntable f = %.4f%s", st->table_op[0],
               st->table_clamped ? ", clamped" : "");
  }
  if (outside) { /* a small plot: the results only; the case is the caption's */
    const char *results = strstr(note, "FASTSIM f");
    if (results && !st->law_on)
      memmove(note, results, strlen(results) + 1);
    /* and the table's line is the read-out's there, not a second line of note */
    char *table_line = strstr(note, "\ntable f");
    if (table_line)
      *table_line = '\0';
  }
  tlr_plot_note(&plot, note,
                st->cx[0] < 0.0 || st->law_on || polach ? TLR_CORNER_TOP_LEFT
                                                          : TLR_CORNER_TOP_RIGHT);
}

void
tlr_steady_draw_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data)
{
  const TlrSteadyFigure *fig = data;
  const TlStudySteady *st = fig->study;
  if (!st->valid) {
    tlr_draw_patch_message(cr, width, height, style, "no valid contact case");
    return;
  }
  if (fig->layer != TLR_STEADY_LAYER_TRACTION) {
    tlr_steady_draw_cost_layer(cr, width, height, style, fig);
    return;
  }
  const int exact = st->spec.map_model == TL_STUDY_STEADY_EXACT;
  if (exact && !(st->xc.op_done && isfinite(st->op_f[M_EXACT]))) {
    tlr_draw_patch_message(cr, width, height, style,
                           st->xc.op_done ? "the exact solution did not converge"
                                          : "solving the exact theory…");
    return;
  }
  const TlContactParams *p = &st->spec.curves.params;
  const TlTraction *t = exact ? &st->xc.map : &st->map;
  char title[200], note[300];
  int len = snprintf(title, sizeof title, "Steady %s traction, c<sub>x</sub> = %s",
                     exact ? "exact-theory" : "FASTSIM", TLR_NUM(p->cx, 4));
  if (p->cy != 0.0 && len > 0 && (size_t)len < sizeof title)
    len += snprintf(title + len, sizeof title - (size_t)len, ", c<sub>y</sub> = %s",
                    TLR_NUM(p->cy, 4));
  if (p->spin != 0.0 && len > 0 && (size_t)len < sizeof title)
    snprintf(title + len, sizeof title - (size_t)len, ", c<sub>s</sub> = %s 1/m",
             TLR_NUM(p->spin, 4));
  char bound[80];
  snprintf(bound, sizeof bound, ", %s bound", tl_traction_bound_name(p->bound));
  tlr_patch_note(note, sizeof note, t->f, t->stick_fraction, p->mu, st->basics.hertz.normal_load,
                 " (boundary drawn)", exact ? ", half-space p<sub>n</sub>" : bound);
  tlr_draw_patch_field(cr, width, height, style, fig->field, t, p->mu,
                       tl_study_steady_map_grid(st), title, note, NULL);
}

void
tlr_steady_draw_mu(cairo_t *cr, double width, double height, const TlrStyle *style,
                          void *data)
{
  const TlrSteadyFigure *fig = data;
  const TlStudySteady *st = fig->study;
  if (!st->valid || !st->mu_map) {
    tlr_draw_patch_message(cr, width, height, style, "no valid contact case");
    return;
  }
  const TlContactParams *p = &st->spec.curves.params;
  const double mu_s = tl_slip_friction_static(&st->spec.curves.law);
  const int cells = p->mx * p->my;
  double *field = malloc((size_t)cells * sizeof(double));
  if (!field) {
    tlr_draw_patch_message(cr, width, height, style, "out of memory");
    return;
  }
  for (int k = 0; k < cells; k++)
    field[k] = st->map.state[k] == TL_CELL_OUTSIDE ? NAN : st->mu_map[k] / mu_s;
  char title[200], note[300];
  snprintf(title, sizeof title, "Local friction μ/μ<sub>s</sub> (FASTSIM), c<sub>x</sub> = %.4g",
           p->cx);
  /* short: the law and V are in the curve's note; a narrow map has little room */
  snprintf(note, sizeof note, "N<sub>max</sub> = %.3g%s, σ<sub>max</sub> = %.3g m/s", st->n_max,
           st->n_max > 0.5 ? " &gt; 0.5" : "", st->stats.sigma_max);
  TlrPatchView v = { 0 };
  v.grid = &st->grid;
  v.field = field;
  v.field_scale = 1.0;
  v.vmin = fmin(0.4, tl_slip_friction_lower(&st->spec.curves.law) / mu_s);
  v.vmax = 1.0;
  v.map = TLR_CMAP_VIRIDIS;
  v.title = title;
  v.note = note;
  v.colorbar_label = "μ / μ<sub>s</sub> (–)";
  v.state = st->map.state;
  v.mark_leading_edge = 1;
  tlr_draw_patch(cr, width, height, &v, style);
  free(field);
}

TlStatus
tlr_steady_write_csv(FILE *out, void *data, TlError *err)
{
  const TlrSteadyFigure *fig = data;
  return tl_study_steady_write_csv(out, fig->study, err);
}

TlStatus
tlr_steady_write_map_csv(FILE *out, void *data, TlError *err)
{
  const TlrSteadyFigure *fig = data;
  return tl_study_steady_write_map_csv(out, fig->study, err);
}
