/* tlr-figure-rolling.c — the rolling-resistance figure: torque and spin versus
 * time and the torque–angle hysteresis of a TlStudyRolling's run (the sketch
 * of the spheres is in tlr-rolling-sketch.c). */
#include "tlr-figure-rolling.h"

#include <math.h>
#include <stdio.h>

#include "tlr-tiles.h"
#include "tlr-plot.h"
#include "tribo/units.h"

TlStatus
tlr_rolling_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_rolling_write_csv(out, data, err);
}

int
tlr_rolling_torque_legend(const TlrStyle *style, const TlStudyRolling *fig,
                          TlrLegendEntry out[TLR_ROLLING_LEGEND_MAX], char *stop, size_t len)
{
  snprintf(stop, len, "ω<sub>0</sub>/α = %.2f ms", fig->pred.stop_time / TL_UNIT_MS);
  out[0] = (TlrLegendEntry){ "τ<sub>i,z</sub>", style->series[1], TLR_DASH_SOLID,
                             TLR_MARKER_NONE, 0 };
  out[1] = (TlrLegendEntry){ "ω<sub>z</sub>", style->series[0], TLR_DASH_DASH_DOT,
                             TLR_MARKER_NONE, 0 };
  out[2] = (TlrLegendEntry){ "±R<sub>eff</sub> μ<sub>r</sub> F<sub>n0</sub>", style->muted,
                             TLR_DASH_DASHED, TLR_MARKER_NONE, 0 };
  out[3] = (TlrLegendEntry){ stop, style->series[2], TLR_DASH_DOTTED, TLR_MARKER_NONE, 0 };
  return 4;
}

int
tlr_rolling_hysteresis_legend(const TlrStyle *style, const TlStudyRolling *fig,
                              TlrLegendEntry out[TLR_ROLLING_LEGEND_MAX])
{
  out[0] = (TlrLegendEntry){ "τ<sub>i,z</sub>(φ)", style->series[1], TLR_DASH_SOLID,
                             TLR_MARKER_NONE, 0 };
  out[1] = (TlrLegendEntry){ "slider −R<sub>eff</sub> μ<sub>r</sub> F<sub>n0</sub>", style->muted,
                             TLR_DASH_DASHED, TLR_MARKER_NONE, 0 };
  out[2] = (TlrLegendEntry){ "spring slope −k<sub>r</sub> R<sub>eff</sub><sup>2</sup>",
                             style->series[2], TLR_DASH_DOTTED, TLR_MARKER_NONE, 0 };
  /* the spring line goes through the resting angle: drawn once the sphere stops */
  return isnan(fig->stop_ms) ? 2 : 3;
}

/* The line style of a legend entry: what the legend shows is what is drawn. */
static TlrLineStyle
entry_line(const TlrLegendEntry *e, double width)
{
  TlrLineStyle ls = tlr_line_style(e->color);
  ls.dash = e->dash;
  ls.width = width;
  return ls;
}

/* A panel's end: the marker at the view's current row (x from xs, the
 * torque), the frame, then the legend in its corner. */
static void
finish_panel(TlrPlot *plot, const TlStudyRolling *fig, const double *xs,
             const TlrLegendEntry *legend, int nl, TlrCorner corner)
{
  const int m = tl_study_rolling_mark_index(fig);
  tlr_plot_marker(plot, xs[m], fig->torque_nmm[m], TLR_MARKER_CIRCLE, 0.7,
                  plot->style->series[1], 0);
  tlr_plot_end(plot);
  tlr_plot_legend(plot, legend, nl, corner);
}

void
tlr_rolling_draw_torque_time(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  const TlStudyRolling *fig = data;
  const double limit = fig->pred.torque_limit / TL_UNIT_NMM;
  const double t_end = fig->t_ms[fig->n - 1];
  TlrPlotSpec spec = tlr_plot_spec("Rolling torque and spin", "time t (ms)",
                                   "torque τ<sub>i,z</sub> (N·mm)");
  spec.has_y2 = 1;
  spec.y2label = "spin ω<sub>z</sub> (rad/s)";
  spec.ylabel_color = style->series[1];
  spec.y2label_color = style->series[0];
  spec.xmin = 0.0;
  spec.xmax = t_end;
  spec.ymin = -1.15 * limit;
  spec.ymax = 1.15 * limit;
  tlr_range_widen(fig->torque_nmm, fig->n, &spec.ymin, &spec.ymax);
  spec.y2min = 0.0;
  spec.y2max = 0.0;
  tlr_range_widen(fig->omega, fig->n, &spec.y2min, &spec.y2max);
  spec.y2max *= 1.05;

  TlrLegendEntry legend[TLR_ROLLING_LEGEND_MAX];
  char stop[96];
  const int nl = tlr_rolling_torque_legend(style, fig, legend, stop, sizeof stop);

  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, w, h, &spec);
  const double xs[2] = { 0.0, t_end };
  const double lo[2] = { -limit, -limit }, hi[2] = { limit, limit };
  const TlrLineStyle ref = entry_line(&legend[2], 0.7);
  tlr_plot_line(&plot, xs, lo, 2, &ref);
  tlr_plot_line(&plot, xs, hi, 2, &ref);
  const double ts = fig->pred.stop_time / TL_UNIT_MS;
  const double vx[2] = { ts, ts }, vy[2] = { plot.sy.min, plot.sy.max };
  const TlrLineStyle stop_ls = entry_line(&legend[3], 0.7);
  tlr_plot_line(&plot, vx, vy, 2, &stop_ls);

  TlrLineStyle ls = entry_line(&legend[1], 1.0);
  ls.use_y2 = 1;
  tlr_plot_line(&plot, fig->t_ms, fig->omega, fig->n, &ls);
  ls = entry_line(&legend[0], 1.0);
  tlr_plot_line(&plot, fig->t_ms, fig->torque_nmm, fig->n, &ls);
  finish_panel(&plot, fig, fig->t_ms, legend, nl, TLR_CORNER_TOP_RIGHT);
}

/* Torque against rotation angle around the end of the slide, where the
 * slider plateau turns into the elastic spring-back: the window spans a few
 * spring-back angles left of the turning point (the plateau runs on from
 * φ = 0). */
void
tlr_rolling_draw_hysteresis(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  const TlStudyRolling *fig = data;
  const double limit = fig->pred.torque_limit / TL_UNIT_NMM;
  double a_min = INFINITY, a_max = -INFINITY;
  tlr_range_widen(fig->angle_mrad, fig->n, &a_min, &a_max);
  const double back = fmax(fig->pred.spring_back / TL_UNIT_MRAD, 1e-6 * fmax(fabs(a_max), 1.0));
  TlrPlotSpec spec = tlr_plot_spec("Torque vs rotation: slider plateau and spring-back",
                                   "rotation angle φ of sphere i (mrad)",
                                   "torque τ<sub>i,z</sub> (N·mm)");
  spec.xmin = fmax(a_min, a_max - 4.0 * back);
  spec.xmax = a_max + 0.6 * back;
  spec.ymin = -1.15 * limit;
  spec.ymax = 1.15 * limit;

  TlrLegendEntry legend[TLR_ROLLING_LEGEND_MAX];
  const int nl = tlr_rolling_hysteresis_legend(style, fig, legend);

  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, w, h, &spec);
  const TlrLineStyle ref = entry_line(&legend[1], 0.7);
  const double px[2] = { plot.sx.min, plot.sx.max }, py[2] = { -limit, -limit };
  tlr_plot_line(&plot, px, py, 2, &ref);

  /* the spring: τ = −k R_eff² (φ − φ_rest) through the final resting angle
   * (only once the sphere has stopped) */
  const double phi_rest = isnan(fig->stop_ms) ? NAN : fig->angle_mrad[fig->n - 1];
  const double k_rot = fig->spec.model.k_roll * fig->pred.r_eff * fig->pred.r_eff; /* N·m/rad */
  const double slope = k_rot * TL_UNIT_MRAD / TL_UNIT_NMM;                            /* N·mm/mrad */
  const double sx[2] = { phi_rest - 1.2 * limit / slope, phi_rest + 1.2 * limit / slope };
  const double sy[2] = { 1.2 * limit, -1.2 * limit };
  const TlrLineStyle spring = entry_line(&legend[2], 0.7);
  tlr_plot_line(&plot, sx, sy, 2, &spring);

  TlrLineStyle ls = entry_line(&legend[0], 1.0);
  tlr_plot_line(&plot, fig->angle_mrad, fig->torque_nmm, fig->n, &ls);
  finish_panel(&plot, fig, fig->angle_mrad, legend, nl, TLR_CORNER_TOP_LEFT);
}

void
tlr_rolling_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlStudyRolling *fig = data;
  if (tlr_background_or_placeholder(cr, style, width, height, !fig->valid, "no valid rolling case"))
    return;
  /* the spheres left, the torque over time and over angle stacked right;
   * re-flowed at small sizes, where the torque over time is the result */
  const TlrTiles tiles = {
    3,
    {
      { tlr_rolling_draw_sketch, data, 0, 0, 0.36, 1, 1, "the spheres' sketch" },
      { tlr_rolling_draw_torque_time, data, 0.36, 0, 0.64, 0.5, 3, "the torque over time" },
      { tlr_rolling_draw_hysteresis, data, 0.36, 0.5, 0.64, 0.5, 2, "the torque over angle" },
    },
  };
  tlr_tiles_draw(cr, width, height, style, (void *)&tiles);
}
