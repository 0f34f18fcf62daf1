/* tlr-figure-shakedown.c — the shakedown map of the Below the surface view: load factor
 * p0/k against the traction coefficient μ with the elastic, elastic-shakedown,
 * plastic-shakedown and ratchetting regions and the case's operating point, drawn from
 * the study's map (docs/theory.md §12.6).  It draws only: the limits come from the study. */
#include "tlr-figure-shakedown.h"

#include <math.h>
#include <stdio.h>

#include "tlr-text.h"
#include "tribo/units.h"

enum { N = TL_STUDY_SHAKEDOWN_MAP_N };

/* A region between two curves lo(μ) < p0/k < hi(μ) over the map's μ, as one polygon. */
static void
fill_between(TlrPlot *plot, const double *mu, const double *lo, const double *hi, int n,
             TlrColor c, double alpha)
{
  cairo_t *cr = plot->cr;
  tlr_plot_clip(plot);
  cairo_new_path(cr);
  for (int k = 0; k < n; k++)
    cairo_line_to(cr, tlr_plot_x(plot, mu[k]), tlr_plot_y(plot, lo[k]));
  for (int k = n - 1; k >= 0; k--)
    cairo_line_to(cr, tlr_plot_x(plot, mu[k]), tlr_plot_y(plot, hi[k]));
  cairo_close_path(cr);
  cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha);
  cairo_fill(cr);
  tlr_plot_unclip(plot);
}

/* A region's name centred at (μ, p0/k) (μ < 0: just right of the left axis), when it
 * fits inside the axes, between lo and hi in p0/k and, with
 * below_surface, left of the surface limit p0/k = 1/μ (its top right corner under the
 * curve).  Returns whether it was drawn. */
static int
label_at(TlrPlot *plot, const TlrStyle *style, double mu, double lf, const char *text,
         int below_surface, double lo, double hi)
{
  const TlrTextOpts o = tlr_text_opts(0.9, 0.5, 0.5);
  double w, h;
  tlr_text_size(plot->cr, style, &o, text, &w, &h);
  /* μ < 0: against the left axis, where the regions of low friction are widest */
  const double x = mu < 0.0 ? plot->x + 0.5 * w + 0.5 * style->font_size : tlr_plot_x(plot, mu);
  const double y = tlr_plot_y(plot, lf);
  if (x - 0.5 * w < plot->x || x + 0.5 * w > plot->x + plot->w || y - 0.5 * h < plot->y ||
      y + 0.5 * h > plot->y + plot->h)
    return 0;
  const double lf_top = tlr_scale_unmap(&plot->sy, y - 0.5 * h);
  const double lf_bottom = tlr_scale_unmap(&plot->sy, y + 0.5 * h);
  if (below_surface && !(tlr_scale_unmap(&plot->sx, x + 0.5 * w) * lf_top < 1.0))
    return 0;
  if (lf_bottom < lo || lf_top > hi) /* between the region's bounding curves */
    return 0;
  tlr_text(plot->cr, style, x, y, &o, tlr_color_with_alpha(style->text, 0.85), text);
  tlr_plot_occupy_rect(plot, x - 0.5 * w, y - 0.5 * h, w, h);
  return 1;
}

void
tlr_shakedown_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                          void *data)
{
  const TlrShakedownFigure *fig = data;
  const TlStudySubsurface *st = fig->study;
  if (tlr_background_or_placeholder(cr, style, width, height, !st->valid || !st->has_map,
                                    "no shakedown map computed"))
    return;
  const double op_mu = st->utilised_friction, op_lf = st->load_factor;
  TlrPlotSpec spec = tlr_plot_spec("Shakedown map", "traction coefficient μ (–)",
                                   "load factor p<sub>0</sub>/k (–)");
  spec.xmin = 0.0;
  spec.xmax = TL_STUDY_SHAKEDOWN_MU_MAX;
  spec.ymin = 0.0;
  spec.ymax = fmax(7.0, isfinite(op_lf) ? 1.15 * op_lf : 0.0);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);

  double mu[N], el[N], sd[N], sub[N], surf[N], top[N];
  const double lsub = tl_study_shakedown_subsurface_limit(TL_STUDY_SHAKEDOWN_POINT);
  for (int k = 0; k < N; k++) {
    mu[k] = st->map_mu[k];
    el[k] = tl_study_subsurface_elastic_limit(st, mu[k]);
    sd[k] = tl_study_subsurface_shakedown_limit(mu[k]);
    surf[k] = mu[k] > 0.0 ? fmin(1.0 / mu[k], 10.0 * spec.ymax) : 10.0 * spec.ymax;
    sub[k] = fmin(lsub, surf[k]); /* plastic shakedown: the subsurface limit up to 1/μ */
    top[k] = 10.0 * spec.ymax;
  }
  const double zero[N] = { 0 };
  /* green, blue, orange, vermillion: from safe to worst */
  const TlrColor c_el = style->series[2], c_esd = style->series[0], c_psd = style->series[4],
                 c_rat = style->series[1];
  fill_between(&plot, mu, zero, el, N, c_el, 0.16);
  fill_between(&plot, mu, el, sd, N, c_esd, 0.16);
  fill_between(&plot, mu, sub, surf, N, c_psd, 0.18);
  fill_between(&plot, mu, surf, top, N, c_rat, 0.16);

  TlrLineStyle le = tlr_line_style(style->muted);
  le.dash = TLR_DASH_DASHED;
  tlr_plot_line(&plot, mu, el, N, &le);
  TlrLineStyle ls = tlr_line_style(style->text);
  ls.width = 1.4;
  tlr_plot_line(&plot, mu, sd, N, &ls);
  TlrLineStyle lr = tlr_line_style(style->text);
  lr.dash = TLR_DASH_DOTTED;
  tlr_plot_line(&plot, mu, surf, N, &lr);

  /* the names where their regions are widest; a name that does not fit is left out */
  const double lo_esd = el[12], hi_esd = sd[12]; /* the band at low friction */
  label_at(&plot, style, 0.12, 0.45 * el[12], "elastic", 0, 0.0, lo_esd);
  if (!label_at(&plot, style, 0.1, 0.5 * (lo_esd + hi_esd), "elastic shakedown", 0, lo_esd,
                hi_esd))
    label_at(&plot, style, -1.0, 0.5 * (lo_esd + hi_esd), "elastic\nshakedown", 0, lo_esd,
             hi_esd);
  /* the plastic region narrows upward under 1/μ: from just above 4.7, the first height
   * where the name fits left of the curve */
  const double top_y = fmin(1.0 / 0.05, plot.sy.max); /* the axis as laid out */
  for (int k = 1; k <= 8; k++) {
    const double lf = lsub + (top_y - lsub) * (0.12 * k);
    if (label_at(&plot, style, 0.3 / lf, lf, "plastic\nshakedown", 1, lsub, INFINITY) ||
        label_at(&plot, style, -1.0, lf, "plastic\nshakedown", 1, lsub, INFINITY))
      break;
  }
  label_at(&plot, style, 0.5, 0.65 * plot.sy.max, "ratchetting", 0, 2.0, INFINITY);

  if (isfinite(op_mu) && isfinite(op_lf))
    tlr_plot_marker(&plot, fmin(op_mu, spec.xmax), op_lf, TLR_MARKER_CIRCLE, 1.1, style->text, 0);
  tlr_plot_end(&plot);
  const TlrLegendEntry legend[] = {
    { "first yield", style->muted, TLR_DASH_DASHED, TLR_MARKER_NONE, 0 },
    { "shakedown limit", style->text, TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "surface, FI = 0", style->text, TLR_DASH_DOTTED, TLR_MARKER_NONE, 0 },
    { "operating point", style->text, TLR_DASH_SOLID, TLR_MARKER_CIRCLE, 1 },
  };
  tlr_plot_legend(&plot, legend, 4, TLR_CORNER_TOP_RIGHT);
  if (fig->hide_note)
    return;
  const int region = tl_study_subsurface_shakedown_region(st, op_mu, op_lf);
  char note[240];
  snprintf(note, sizeof note,
           "k = %.4g MPa, p<sub>0</sub> = %.4g MPa\nμ used %.3g, p<sub>0</sub>/k = %.3g\n"
           "FI = %.3g: %s",
           st->spec.view.shear_yield / TL_UNIT_MPA, st->field.p0 / TL_UNIT_MPA, op_mu, op_lf,
           st->fatigue_index,
           region < 0 ? "–" : tl_study_subsurface_region_name((TlShakedownRegion)region));
  tlr_plot_note(&plot, note, TLR_CORNER_BOTTOM_RIGHT);
}

void
tlr_shakedown_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  TlrShakedownFigure fig = { data, 0 };
  tlr_shakedown_figure_draw(cr, width, height, style, &fig);
}

TlStatus
tlr_shakedown_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_subsurface_write_shakedown_csv(out, data, err);
}
