/* tlr-figure-steady-draw.c — drawing the steady figures: the traction–creepage
 * curves and the tangential map (state in tlr-figure-steady.c). */
#include <math.h>
#include <stdio.h>
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
exact_label(const TlrSteadyFigure *fig, char *label, size_t len)
{
  const TlContactParams *p = &fig->spec.params;
  const int pending = tlr_steady_figure_pending(fig);
  if (pending > 0)
    snprintf(label, len, "exact theory (half-space), %d×%d: solving, %d of %d", p->mx, p->my,
             fig->xc.done, fig->xc.n);
  else
    snprintf(label, len, "exact theory (half-space), %d×%d, %d creepages", p->mx, p->my,
             fig->xc.n);
}

/* The curve's read-out: the case, the operating point, f and stick. */
static void
curve_note(const TlrSteadyFigure *fig, char *note, size_t len_note)
{
  const TlContactParams *p = &fig->spec.params;
  const double mu = p->mu;
  const TlHertzResult *h = &fig->basics.hertz;
  int len = snprintf(note, len_note,
                     "μ = %s, F<sub>N</sub> = %s kN, a × b = %.2f × %.2f mm\n"
                     "c<sub>x</sub> = %s, c<sub>y</sub> = %s, c<sub>s</sub> = %s 1/m\n"
                     "FASTSIM f = %.4f, stick %.1f %%",
                     TLR_NUM(mu, 3), TLR_NUM(h->normal_load / TL_UNIT_KN, 4), h->a / TL_UNIT_MM,
                     h->b / TL_UNIT_MM, TLR_NUM(p->cx, 4), TLR_NUM(p->cy, 3),
                     TLR_NUM(p->spin, 3), fig->map.f, 100.0 * fig->map.stick_fraction);
  if ((fig->spec.models & TLR_STEADY_EXACT) && len > 0 && (size_t)len < len_note) {
    if (fig->xc.op_done && isfinite(fig->op_f[M_EXACT]))
      snprintf(note + len, len_note - (size_t)len, "\nexact f = %.4f, stick %.1f %%",
               fig->xc.map.f, 100.0 * fig->xc.map.stick_fraction);
    else
      snprintf(note + len, len_note - (size_t)len, "\nexact f: solving…");
  }
}

void
tlr_steady_figure_draw_curve(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data)
{
  const TlrSteadyFigure *fig = data;
  tlr_fill_background(cr, style, 0, 0, width, height);
  if (!fig->valid) {
    tlr_draw_message(cr, style, 0, 0, width, height, "no valid contact case");
    return;
  }
  const TlContactParams *p = &fig->spec.params;
  const double mu = p->mu;
  TlrPlotSpec spec = tlr_plot_spec("Steady rolling: traction coefficient vs creepage",
                                   "longitudinal creepage c<sub>x</sub> (–)",
                                   "f = T<sub>x</sub>/F<sub>N</sub> (–), wheel on rail");
  spec.xmin = fig->cx[0];
  spec.xmax = fig->cx[fig->n - 1];
  spec.ymax = 1.45 * mu; /* headroom for the read-out above the plateau */
  spec.ymin = fig->cx[0] < 0.0 ? -1.2 * mu : 0.0;
  const TlrOverlay *ov = fig->overlay && fig->overlay->n ? fig->overlay : NULL;
  if (ov) { /* pinned or swept curves may reach further (another μ, another range) */
    double xlo = spec.xmin, xhi = spec.xmax, ylo = spec.ymin, yhi = spec.ymax / 1.45;
    tlr_overlay_extent(ov, &xlo, &xhi, &ylo, &yhi);
    spec.xmin = xlo;
    spec.xmax = xhi;
    spec.ymin = fmin(spec.ymin, ylo);
    spec.ymax = fmax(spec.ymax, 1.45 * yhi);
  }
  const TlrColor colors[N_MODELS] = { style->series[2], style->series[0], style->series[1],
                                      style->series[3] };
  const TlrDash dashes[N_MODELS] = { TLR_DASH_DASHED, TLR_DASH_SOLID, TLR_DASH_SOLID,
                                     TLR_DASH_SOLID };
  TlrLegendEntry legend[N_MODELS + 2 + TLR_OVERLAY_MAX];
  char fastsim_label[160], exact_text[160];
  int nl = 0;
  snprintf(fastsim_label, sizeof fastsim_label, "FASTSIM, %s bound, %d×%d%s",
           tl_traction_bound_name(p->bound), p->mx, p->my,
           fig->spec.variant == TL_FASTSIM_STRIPWISE ? " strips" : "");
  for (int m = 0; m < N_MODELS; m++) {
    if (!(fig->spec.models & (1u << m)))
      continue;
    if (m == M_EXACT) {
      exact_label(fig, exact_text, sizeof exact_text);
      legend[nl++] = (TlrLegendEntry){ exact_text, colors[m], TLR_DASH_SOLID, TLR_MARKER_NONE,
                                       0 };
    } else {
      legend[nl++] = (TlrLegendEntry){ m == M_FASTSIM ? fastsim_label : model_labels[m],
                                       colors[m], dashes[m], TLR_MARKER_NONE, 0 };
    }
  }
  legend[nl++] = (TlrLegendEntry){ "operating point", style->text, TLR_DASH_SOLID,
                                   TLR_MARKER_CIRCLE, 1 };
  legend[nl++] = (TlrLegendEntry){ "±μ", style->muted, TLR_DASH_DASHED, TLR_MARKER_NONE, 0 };
  if (ov)
    nl += tlr_overlay_legend(ov, style, legend + nl, TLR_OVERLAY_MAX);
  /* the legend sits under the plateau, right; a plot too small for it there
   * (a journal column) has it under the axes */
  const int outside = !tlr_legend_fits(cr, style, legend, nl, width, height, 0.65, 0.55);
  char note[500];
  curve_note(fig, note, sizeof note);
  if (outside) {
    spec.bottom_extra = tlr_legend_below_height(cr, style, legend, nl, width);
    /* and headroom over the plateau for the note (the 1.45 μ above holds it
     * at the window's size only): a fraction r of the axes' height */
    const TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.0);
    const double fs = style->font_size, inner = height - 6.7 * fs - spec.bottom_extra;
    double nh;
    tlr_text_size(cr, style, &o, note, NULL, &nh);
    if ((nh + 2.0 * fs) / inner > 0.4) { /* too tall: the results only, the case (μ, F_N,
                                             a × b, creepages) is the caption's */
      const char *results = strstr(note, "FASTSIM f");
      if (results)
        memmove(note, results, strlen(results) + 1);
      tlr_text_size(cr, style, &o, note, NULL, &nh);
    }
    const double r = (nh + 2.0 * fs) / inner;
    if (r < 0.6)
      spec.ymax = fmax(spec.ymax, (mu - r * spec.ymin) / (1.0 - r));
  }
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);

  /* ±μ: the Coulomb limit of f */
  TlrLineStyle mu_ls = tlr_line_style(style->muted);
  mu_ls.dash = TLR_DASH_DASHED;
  mu_ls.width = 0.7;
  const double xs[2] = { spec.xmin, spec.xmax }, up[2] = { mu, mu }, down[2] = { -mu, -mu };
  tlr_plot_line(&plot, xs, up, 2, &mu_ls);
  if (spec.ymin < 0.0)
    tlr_plot_line(&plot, xs, down, 2, &mu_ls);

  if (ov)
    tlr_plot_overlay(&plot, ov);
  for (int m = 0; m < N_MODELS; m++) {
    if (!(fig->spec.models & (1u << m)))
      continue;
    TlrLineStyle ls = tlr_line_style(colors[m]);
    if (m == M_EXACT) {
      tlr_plot_line(&plot, fig->xc.cx, fig->xc.f, fig->xc.done, &ls);
      continue;
    }
    ls.dash = dashes[m];
    tlr_plot_line(&plot, fig->cx, fig->f[m], fig->n, &ls);
  }
  for (int m = 0; m < N_MODELS; m++)
    if (fig->spec.models & (1u << m))
      tlr_plot_marker(&plot, p->cx, fig->op_f[m], TLR_MARKER_CIRCLE, 0.75, colors[m], 0);
  tlr_plot_end(&plot);
  if (outside)
    tlr_plot_legend_below(&plot, legend, nl);
  else
    tlr_plot_legend(&plot, legend, nl, TLR_CORNER_BOTTOM_RIGHT);

  tlr_plot_note(&plot, note, fig->cx[0] < 0.0 ? TLR_CORNER_TOP_LEFT : TLR_CORNER_TOP_RIGHT);
}

void
tlr_steady_figure_draw_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data)
{
  TlrSteadyFigure *fig = data;
  TlrPatchView v = { 0 };
  if (!fig->valid) {
    v.message = "no valid contact case";
    tlr_draw_patch(cr, width, height, &v, style);
    return;
  }
  const int exact = fig->spec.map_model == TLR_STEADY_EXACT;
  if (exact && !(fig->xc.op_done && isfinite(fig->op_f[M_EXACT]))) {
    v.message = fig->xc.op_done ? "the exact solution did not converge"
                                   : "solving the exact theory…";
    tlr_draw_patch(cr, width, height, &v, style);
    return;
  }
  const TlContactParams *p = &fig->spec.params;
  const TlTraction *t = exact ? &fig->xc.map : &fig->map;
  TlrPatchFieldStyle fs;
  tlr_patch_field_fill(fig->spec.field, t, p->mu, fig->field, &fs);
  char title[200], note[300];
  int len = snprintf(title, sizeof title, "Steady %s traction, c<sub>x</sub> = %s",
                     exact ? "exact-theory" : "FASTSIM", TLR_NUM(p->cx, 4));
  if (p->cy != 0.0 && len > 0 && (size_t)len < sizeof title)
    len += snprintf(title + len, sizeof title - (size_t)len, ", c<sub>y</sub> = %s",
                    TLR_NUM(p->cy, 4));
  if (p->spin != 0.0 && len > 0 && (size_t)len < sizeof title)
    snprintf(title + len, sizeof title - (size_t)len, ", c<sub>s</sub> = %s 1/m",
             TLR_NUM(p->spin, 4));
  if (exact)
    snprintf(note, sizeof note,
             "f = %.4f, stick %.1f %% (boundary drawn)\n"
             "μ = %s, F<sub>N</sub> = %s kN, half-space p<sub>n</sub>",
             t->f, 100.0 * t->stick_fraction, TLR_NUM(p->mu, 3),
             TLR_NUM(fig->basics.hertz.normal_load / TL_UNIT_KN, 4));
  else
    snprintf(note, sizeof note,
             "f = %.4f, stick %.1f %% (boundary drawn)\n"
             "μ = %s, F<sub>N</sub> = %s kN, %s bound",
             t->f, 100.0 * t->stick_fraction, TLR_NUM(p->mu, 3),
             TLR_NUM(fig->basics.hertz.normal_load / TL_UNIT_KN, 4),
             tl_traction_bound_name(p->bound));
  v.grid = exact ? tl_exact_grid(fig->xc.exact) : &fig->grid;
  v.field = fig->field;
  v.field_scale = fs.scale;
  v.vmin = fs.vmin;
  v.vmax = fs.vmax;
  v.map = fs.map;
  v.title = title;
  v.note = note;
  v.colorbar_label = fs.label;
  v.state = t->state;
  v.mark_leading_edge = 1;
  tlr_draw_patch(cr, width, height, &v, style);
}
