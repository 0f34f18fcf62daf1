/* tlr-figure-wheelset.c — top view, motion, root locus and bifurcation
 * diagram of the wheelset on the track, drawn from a TlStudyWheelset. */
#include "tlr-figure-wheelset.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tlr-heatmap.h"
#include "tlr-plot.h"
#include "tlr-tiles.h"
#include "tribo/units.h"

/* The study that holds the sweep. */
static const TlStudyWheelset *
sweep_of(const TlrWheelsetView *view)
{
  return view->sweep ? view->sweep : view->study;
}

TlStatus
tlr_wheelset_write_run_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_wheelset_write_run_csv(out, ((const TlrWheelsetView *)data)->study, err);
}

TlStatus
tlr_wheelset_write_eigen_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_wheelset_write_eigen_csv(out, ((const TlrWheelsetView *)data)->study, err);
}

TlStatus
tlr_wheelset_write_bif_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_wheelset_write_bif_csv(out, sweep_of(data), err);
}

/* ---- numbers ------------------------------------------------------------------ */

void
tlr_wheelset_readout(const TlrWheelsetView *view, char *buf, size_t len)
{
  const TlStudyWheelset *s = view->study, *sw = sweep_of(view);
  if (!s->valid) {
    snprintf(buf, len, "no result");
    return;
  }
  const TlWsCritical *c = &s->critical;
  const TlWsEigen *ld = &s->eigen_run[s->least_damped];
  char crit[160];
  if (c->kind == TL_WS_CRITICAL_FOUND)
    snprintf(crit, sizeof crit,
             "critical speed %s m/s (%s km/h)\nfrequency %s Hz, wavelength %s m",
             TLR_NUM(c->speed, 4), TLR_NUM(c->speed * 3.6, 4), TLR_NUM(c->freq_hz, 4),
             TLR_NUM(c->wavelength, 4));
  else if (c->kind == TL_WS_CRITICAL_NONE)
    snprintf(crit, sizeof crit, "stable up to %s m/s", TLR_NUM(s->spec.v_search_max, 4));
  else
    snprintf(crit, sizeof crit, "unstable at every speed");
  char nl[96] = "";
  if (sw->valid && sw->n_bif > 0 && isfinite(sw->nonlinear_critical))
    snprintf(nl, sizeof nl, "\nhunting dies below %s m/s", TLR_NUM(sw->nonlinear_critical, 4));
  else if (sw->valid && sw->n_bif > 0)
    snprintf(nl, sizeof nl, "\nno limit cycle in the sweep");
  snprintf(buf, len, "%s\nat %s m/s: least damped mode ζ = %s%s", crit,
           TLR_NUM(s->spec.run_params.v_start, 4), TLR_NUM(ld->damping_ratio, 3), nl);
}

/* The last sample of the run at or before t (the whole run for NaN). */
static int
sample_at(const TlWsRun *r, double t)
{
  if (r->n <= 0)
    return -1;
  if (!isfinite(t) || t >= r->t[r->n - 1])
    return r->n - 1;
  int lo = 0, hi = r->n - 1;
  while (hi - lo > 1) {
    const int mid = (lo + hi) / 2;
    if (r->t[mid] <= t)
      lo = mid;
    else
      hi = mid;
  }
  return lo;
}

static double
max_abs(const double *v, int n)
{
  double m = 0.0;
  for (int k = 0; k < n; k++)
    if (isfinite(v[k]))
      m = fmax(m, fabs(v[k]));
  return m;
}

/* ---- the top view ------------------------------------------------------------ */

void
tlr_wheelset_track_draw(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  const TlrWheelsetView *view = data;
  const TlStudyWheelset *s = view->study;
  const TlWsRun *r = &s->run;
  if (tlr_background_or_placeholder(cr, st, w, h, !s->valid || r->n < 2,
                                    "no run to show on the track"))
    return;
  const int k = sample_at(r, view->t_now);
  /* a window of about two hunting wavelengths behind the wheelset */
  const double lw = isfinite(s->critical.wavelength) ? s->critical.wavelength : s->klingel_wavelength;
  const double window = fmax(2.0 * (isfinite(lw) ? lw : 10.0), 1.0);
  const double x_now = r->x[k];
  double lat = fmax(max_abs(r->y, r->n), s->flange_clearance) / TL_UNIT_MM;
  lat = fmax(1.25 * lat, 0.5);
  char title[200], xlabel[160];
  /* how much the lateral motion is stretched is known once the frame is
   * laid out; the x label that says it keeps one length meanwhile */
  TlrPlotSpec spec = tlr_plot_spec(NULL, xlabel,
                                   s->flange_clearance > 0.0 ? "y (mm); - - flange contact"
                                                             : "lateral shift y (mm)");
  spec.xmin = x_now - window;
  spec.xmax = x_now + 0.1 * window;
  spec.ymin = -lat;
  spec.ymax = lat;
  spec.nice_limits = 0;
  TlrPlot plot;
  snprintf(title, sizeof title, "Top view at %s m/s, t = %s s", TLR_NUM(r->v[k], 4),
           TLR_NUM(r->t[k], 4));
  spec.title = title;
  /* the stretch from the frame's size: measured on a first layout into a
   * group that is thrown away, then the frame drawn with it in the label */
  snprintf(xlabel, sizeof xlabel, "distance along the track x (m); lateral motion ×%s", "0000");
  TlrStyle probe_free = *st;
  probe_free.probe = NULL;
  probe_free.layout_log = NULL;
  probe_free.hints = NULL;
  probe_free.text_sink = NULL;
  cairo_push_group(cr);
  tlr_plot_begin(&plot, cr, &probe_free, 0, 0, w, h, &spec);
  cairo_pattern_destroy(cairo_pop_group(cr));
  /* device length of 1 mm across over 1 mm along */
  const double k_lat = (plot.h / (2.0 * lat)) / (plot.w / (1.1 * window * 1e3));
  snprintf(xlabel, sizeof xlabel, "distance along the track x (m); lateral motion ×%s",
           TLR_NUM(k_lat, 3));
  tlr_plot_begin(&plot, cr, st, 0, 0, w, h, &spec);
  /* rails: the flange's reach on both sides */
  if (s->flange_clearance > 0.0) {
    TlrLineStyle lr = tlr_line_style(st->outline);
    lr.dash = TLR_DASH_DASHED;
    lr.guide = 1;
    for (int side = -1; side <= 1; side += 2) {
      const double xs[2] = {spec.xmin, spec.xmax};
      const double ys[2] = {side * s->flange_clearance / TL_UNIT_MM,
                            side * s->flange_clearance / TL_UNIT_MM};
      tlr_plot_line(&plot, xs, ys, 2, &lr);
    }
  }
  /* the path up to now, in mm */
  int first = k;
  while (first > 0 && r->x[first - 1] >= spec.xmin)
    first--;
  double ymm[2048], xm[2048];
  const int stride = (k - first) / 2000 + 1;
  int n = 0;
  for (int i = first; i <= k && n < 2047; i += stride, n++) {
    xm[n] = r->x[i];
    ymm[n] = r->y[i] / TL_UNIT_MM;
  }
  xm[n] = r->x[k];
  ymm[n] = r->y[k] / TL_UNIT_MM;
  n++;
  TlrLineStyle lp = tlr_line_style(st->series[0]);
  lp.width = 1.2;
  tlr_plot_line(&plot, xm, ymm, n, &lp);
  /* the wheelset: its axle square to its heading, the heading stretched as
   * the path is (the angle atan(k ψ)), wheels as short bars */
  const double px = tlr_plot_x(&plot, x_now), py = tlr_plot_y(&plot, r->y[k] / TL_UNIT_MM);
  const double ang = atan(k_lat * r->psi[k]);
  const double wl = 0.6 * st->font_size;
  /* as long as 0.6 of the plot's height, but short enough that the wheels
   * stay inside the frame at the path's extremes */
  const double room = fmin(py - plot.y, plot.y + plot.h - py) - wl;
  const double half = fmax(fmin(0.3 * plot.h, room / fmax(fabs(cos(ang)), 1e-3)), 2.0 * wl);
  const double ax = sin(ang) * half, ay = cos(ang) * half; /* device y grows down */
  cairo_save(cr);
  tlr_plot_clip(&plot);
  cairo_set_source_rgba(cr, st->text.r, st->text.g, st->text.b, 0.9);
  cairo_set_line_width(cr, 1.5 * st->line_width);
  cairo_move_to(cr, px - ax, py - ay);
  cairo_line_to(cr, px + ax, py + ay);
  cairo_stroke(cr);
  cairo_set_line_width(cr, 4.0 * st->line_width);
  for (int side = -1; side <= 1; side += 2) {
    const double cx = px + side * ax, cy = py + side * ay;
    cairo_move_to(cr, cx - cos(ang) * wl, cy + sin(ang) * wl);
    cairo_line_to(cr, cx + cos(ang) * wl, cy - sin(ang) * wl);
  }
  cairo_stroke(cr);
  tlr_plot_unclip(&plot);
  cairo_restore(cr);
  /* the axle as drawn: clipped to the frame, so its box is too (at a large
   * amplitude the wheels of a long axle would reach past the plot) */
  const double bx0 = fmax(px - fabs(ax) - wl, plot.x), by0 = fmax(py - fabs(ay) - wl, plot.y);
  const double bx1 = fmin(px + fabs(ax) + wl, plot.x + plot.w);
  const double by1 = fmin(py + fabs(ay) + wl, plot.y + plot.h);
  if (bx1 > bx0 && by1 > by0)
    tlr_plot_occupy_rect(&plot, bx0, by0, bx1 - bx0, by1 - by0);
  tlr_plot_end(&plot);
}

/* ---- y(t) and ψ(t) ------------------------------------------------------------ */

void
tlr_wheelset_motion_draw(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  const TlrWheelsetView *view = data;
  const TlStudyWheelset *s = view->study;
  const TlWsRun *r = &s->run;
  if (tlr_background_or_placeholder(cr, st, w, h, !s->valid || r->n < 2, "no run"))
    return;
  /* the model as people write it (the CLI's names are lower case) */
  const char *model = s->spec.creep_model == TL_WS_CREEP_POLACH    ? "Polach's"
                      : s->spec.creep_model == TL_WS_CREEP_FASTSIM ? "FASTSIM"
                      : s->spec.creep_model == TL_WS_CREEP_TABLE   ? "table"
                                                                   : "linear";
  char title[160];
  snprintf(title, sizeof title, "Run: %s creep forces, %s", model,
           s->spec.profiles ? "profile pair" : "cones");
  TlrPlotSpec spec = tlr_plot_spec(title, "time t (s)", "lateral shift y (mm)");
  spec.has_y2 = 1;
  spec.y2label = "yaw ψ (mrad)";
  spec.ylabel_color = st->series[0];
  spec.y2label_color = st->series[1];
  spec.xmin = 0.0;
  spec.xmax = r->t[r->n - 1];
  const double ym = fmax(max_abs(r->y, r->n) / TL_UNIT_MM, 1e-3);
  const double pm = fmax(max_abs(r->psi, r->n) / TL_UNIT_MRAD, 1e-3);
  spec.ymin = -1.15 * ym;
  spec.ymax = 1.15 * ym;
  spec.y2min = -1.15 * pm;
  spec.y2max = 1.15 * pm;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, 0, 0, w, h, &spec);
  /* in display units, thinned to about 4000 points */
  enum { MAXP = 4096 };
  static _Thread_local double xs[MAXP], ys[MAXP], ps[MAXP];
  const int stride = r->n / (MAXP - 1) + 1;
  int n = 0;
  for (int i = 0; i < r->n && n < MAXP; i += stride, n++) {
    xs[n] = r->t[i];
    ys[n] = r->y[i] / TL_UNIT_MM;
    ps[n] = r->psi[i] / TL_UNIT_MRAD;
  }
  TlrLineStyle lpsi = tlr_line_style(st->series[1]);
  lpsi.use_y2 = 1;
  lpsi.width = 0.8;
  tlr_plot_line(&plot, xs, ps, n, &lpsi);
  TlrLineStyle ly = tlr_line_style(st->series[0]);
  tlr_plot_line(&plot, xs, ys, n, &ly);
  const int k = sample_at(r, view->t_now);
  if (k < r->n - 1) {
    TlrLineStyle lc = tlr_line_style(st->muted);
    lc.guide = 1;
    const double cx[2] = {r->t[k], r->t[k]}, cy[2] = {spec.ymin, spec.ymax};
    tlr_plot_line(&plot, cx, cy, 2, &lc);
  }
  const TlrLegendEntry legend[] = {
      {"y (left axis)", st->series[0], TLR_DASH_SOLID, TLR_MARKER_NONE, 0},
      {"ψ (right axis)", st->series[1], TLR_DASH_SOLID, TLR_MARKER_NONE, 0},
  };
  tlr_plot_legend(&plot, legend, 2, TLR_CORNER_TOP_RIGHT);
  tlr_plot_end(&plot);
}

/* ---- the root locus ------------------------------------------------------------ */

void
tlr_wheelset_locus_draw(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  const TlrWheelsetView *view = data;
  const TlStudyWheelset *s = view->study;
  if (tlr_background_or_placeholder(cr, st, w, h, !s->valid || s->n_speeds < 1, "no root locus"))
    return;
  /* the oscillating modes (im > 0); the real axis spans the least damped
   * mode's range and as far again to the left, so the fast creep roots of
   * low speeds (real part ∝ −1/V) do not squash the hunting mode */
  double re_lo = 0.0, re_hi = 0.0, im_hi = 0.0;
  for (int k = 0; k < s->n_speeds; k++) {
    double best = -INFINITY;
    for (int m = 0; m < TL_WS_N_MODES; m++) {
      const TlWsEigen *ev = &s->eigen[k * TL_WS_N_MODES + m];
      if (ev->im > 0.0 && ev->re > best)
        best = ev->re;
    }
    if (isfinite(best)) {
      re_lo = fmin(re_lo, best);
      re_hi = fmax(re_hi, best);
    }
  }
  const double span = fmax(re_hi - re_lo, 1.0);
  re_lo -= span;
  re_hi += 0.15 * span;
  for (int k = 0; k < s->n_speeds; k++)
    for (int m = 0; m < TL_WS_N_MODES; m++) {
      const TlWsEigen *ev = &s->eigen[k * TL_WS_N_MODES + m];
      if (ev->im > 0.0 && ev->re >= re_lo)
        im_hi = fmax(im_hi, ev->im);
    }
  const double v0 = s->speeds[0], v1 = s->speeds[s->n_speeds - 1];
  TlrPlotSpec spec = tlr_plot_spec("Root locus, coloured by speed", "real part (1/s)",
                                   "imaginary part (rad/s)");
  spec.xmin = re_lo;
  spec.xmax = re_hi;
  spec.ymin = 0.0;
  spec.ymax = fmax(1.1 * im_hi, 1.0);
  const char *bar_label = "speed (m/s)";
  const double bar_w = tlr_colorbar_width(cr, st, v0, v1 > v0 ? v1 : v0 + 1.0, bar_label);
  spec.right_extra = bar_w;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, 0, 0, w, h, &spec);
  TlrLineStyle l0 = tlr_line_style(st->muted);
  l0.guide = 1;
  const double zx[2] = {0.0, 0.0}, zy[2] = {spec.ymin, spec.ymax};
  tlr_plot_line(&plot, zx, zy, 2, &l0);
  for (int k = 0; k < s->n_speeds; k++) {
    const double t = v1 > v0 ? (s->speeds[k] - v0) / (v1 - v0) : 0.5;
    const TlrColor c = tlr_colormap(TLR_CMAP_VIRIDIS, t);
    for (int m = 0; m < TL_WS_N_MODES; m++) {
      const TlWsEigen *ev = &s->eigen[k * TL_WS_N_MODES + m];
      if (ev->im > 0.0 && ev->re >= re_lo)
        tlr_plot_marker(&plot, ev->re, ev->im, TLR_MARKER_CIRCLE, 0.4, c, 0);
    }
  }
  /* the run's speed and the crossing */
  for (int m = 0; m < TL_WS_N_MODES; m++)
    if (s->eigen_run[m].im > 0.0)
      tlr_plot_marker(&plot, s->eigen_run[m].re, s->eigen_run[m].im, TLR_MARKER_CROSS, 0.9,
                      st->text, 0);
  char note[200];
  if (s->critical.kind == TL_WS_CRITICAL_FOUND) {
    tlr_plot_marker(&plot, 0.0, 2.0 * M_PI * s->critical.freq_hz, TLR_MARKER_DIAMOND, 0.9,
                    st->series[3], 0);
    snprintf(note, sizeof note, "◆ critical %s m/s, %s Hz\n✕ at %s m/s",
             TLR_NUM(s->critical.speed, 4), TLR_NUM(s->critical.freq_hz, 3),
             TLR_NUM(s->spec.run_params.v_start, 4));
  } else {
    snprintf(note, sizeof note, "no crossing found\n✕ at %s m/s",
             TLR_NUM(s->spec.run_params.v_start, 4));
  }
  tlr_plot_note(&plot, note, TLR_CORNER_TOP_LEFT);
  tlr_plot_end(&plot);
  tlr_colorbar(cr, st, w - bar_w, plot.y, bar_w, plot.h, v0, v1 > v0 ? v1 : v0 + 1.0,
               TLR_CMAP_VIRIDIS, bar_label);
}

/* ---- the bifurcation diagram ------------------------------------------------------- */

void
tlr_wheelset_bif_draw(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  const TlrWheelsetView *view = data;
  const TlStudyWheelset *s = sweep_of(view);
  if (tlr_background_or_placeholder(cr, st, w, h, !s->valid || s->n_bif < 1,
                                    "no bifurcation sweep"))
    return;
  double amax = s->flange_clearance / TL_UNIT_MM;
  for (int k = 0; k < s->n_bif; k++)
    if (!s->bif[k].unbounded)
      amax = fmax(amax, s->bif[k].amplitude / TL_UNIT_MM);
  TlrPlotSpec spec =
      tlr_plot_spec("Limit cycle against speed", "speed V (m/s)", "amplitude of y (mm)");
  spec.xmin = fmin(s->bif[s->n_bif - 1].speed, s->bif[0].speed);
  spec.xmax = fmax(s->bif[s->n_bif - 1].speed, s->bif[0].speed);
  if (s->critical.kind == TL_WS_CRITICAL_FOUND) {
    spec.xmin = fmin(spec.xmin, s->critical.speed);
    spec.xmax = fmax(spec.xmax, s->critical.speed);
  }
  if (spec.xmax <= spec.xmin)
    spec.xmax = spec.xmin + 1.0;
  spec.ymin = 0.0;
  spec.ymax = fmax(1.3 * amax, 0.1);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, st, 0, 0, w, h, &spec);
  const double ys[2] = {spec.ymin, spec.ymax};
  if (s->critical.kind == TL_WS_CRITICAL_FOUND) {
    TlrLineStyle lc = tlr_line_style(st->series[3]);
    lc.dash = TLR_DASH_DASHED;
    lc.guide = 1;
    const double xs[2] = {s->critical.speed, s->critical.speed};
    tlr_plot_line(&plot, xs, ys, 2, &lc);
  }
  if (isfinite(s->nonlinear_critical)) {
    TlrLineStyle ln = tlr_line_style(st->series[2]);
    ln.dash = TLR_DASH_DOTTED;
    ln.guide = 1;
    const double xs[2] = {s->nonlinear_critical, s->nonlinear_critical};
    tlr_plot_line(&plot, xs, ys, 2, &ln);
  }
  if (s->flange_clearance > 0.0) {
    TlrLineStyle lf = tlr_line_style(st->outline);
    lf.dash = TLR_DASH_DASHED;
    lf.guide = 1;
    const double xs[2] = {spec.xmin, spec.xmax};
    const double fy[2] = {s->flange_clearance / TL_UNIT_MM, s->flange_clearance / TL_UNIT_MM};
    tlr_plot_line(&plot, xs, fy, 2, &lf);
  }
  /* the sustained branch as a line, every speed as a marker */
  double bx[TL_STUDY_WS_MAX_BIF_SPEEDS], by[TL_STUDY_WS_MAX_BIF_SPEEDS];
  int nb = 0;
  for (int k = 0; k < s->n_bif && nb < TL_STUDY_WS_MAX_BIF_SPEEDS; k++) {
    bx[nb] = s->bif[k].speed;
    by[nb] = s->bif[k].sustained && !s->bif[k].unbounded ? s->bif[k].amplitude / TL_UNIT_MM : NAN;
    nb++;
  }
  TlrLineStyle lb = tlr_line_style(st->series[0]);
  tlr_plot_line(&plot, bx, by, nb, &lb);
  for (int k = 0; k < s->n_bif; k++) {
    const TlStudyWsBifRow *b = &s->bif[k];
    if (b->unbounded)
      tlr_plot_marker(&plot, b->speed, 0.97 * spec.ymax, TLR_MARKER_SQUARE, 0.6, st->series[3],
                      0);
    else if (b->sustained)
      tlr_plot_marker(&plot, b->speed, b->amplitude / TL_UNIT_MM, TLR_MARKER_CIRCLE, 0.6,
                      st->series[0], 0);
    else
      tlr_plot_marker(&plot, b->speed, b->amplitude / TL_UNIT_MM, TLR_MARKER_CROSS, 0.6,
                      st->muted, 0);
  }
  TlrLegendEntry legend[6];
  int nl = 0;
  legend[nl++] = (TlrLegendEntry){"limit cycle", st->series[0], TLR_DASH_SOLID,
                                  TLR_MARKER_CIRCLE, 0};
  legend[nl++] = (TlrLegendEntry){"dies out", st->muted, TLR_DASH_SOLID, TLR_MARKER_CROSS, 1};
  if (s->critical.kind == TL_WS_CRITICAL_FOUND)
    legend[nl++] = (TlrLegendEntry){"linear critical speed", st->series[3], TLR_DASH_DASHED,
                                    TLR_MARKER_NONE, 0};
  if (isfinite(s->nonlinear_critical))
    legend[nl++] = (TlrLegendEntry){"nonlinear critical speed", st->series[2], TLR_DASH_DOTTED,
                                    TLR_MARKER_NONE, 0};
  if (s->flange_clearance > 0.0)
    legend[nl++] = (TlrLegendEntry){"flangeway clearance", st->outline, TLR_DASH_DASHED,
                                    TLR_MARKER_NONE, 0};
  for (int k = 0; k < s->n_bif; k++)
    if (s->bif[k].unbounded) {
      legend[nl++] = (TlrLegendEntry){"unbounded (top edge)", st->series[3], TLR_DASH_SOLID,
                                      TLR_MARKER_SQUARE, 1};
      break;
    }
  tlr_plot_legend(&plot, legend, nl, TLR_CORNER_TOP_LEFT);
  tlr_plot_end(&plot);
}

/* ---- the whole view --------------------------------------------------------------- */

void
tlr_wheelset_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlrWheelsetView *view = data;
  if (tlr_background_or_placeholder(cr, style, width, height, !view->study->valid,
                                    "no wheelset result"))
    return;
  /* the track across the top, the motion and the two diagrams below; at
   * small sizes the bifurcation diagram goes first, then the motion */
  const TlrTiles tiles = {
      4,
      {
          {tlr_wheelset_track_draw, data, 0, 0, 1, 0.4, 4, "the top view"},
          {tlr_wheelset_motion_draw, data, 0, 0.4, 0.34, 0.6, 2, "y(t) and ψ(t)"},
          {tlr_wheelset_locus_draw, data, 0.34, 0.4, 0.33, 0.6, 3, "the root locus"},
          {tlr_wheelset_bif_draw, data, 0.67, 0.4, 0.33, 0.6, 1, "the bifurcation diagram"},
      },
  };
  tlr_tiles_draw(cr, width, height, style, (void *)&tiles);
}
