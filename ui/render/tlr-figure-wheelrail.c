/* tlr-figure-wheelrail.c — wheel-on-rail cross-section, patch pressure map,
 * Δr(y), conicity and the rolled patch, drawn from the study. */
#include "tlr-figure-wheelrail.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-text.h"
#include "tlr-tiles.h"
#include "tlr-heatmap.h"
#include "tlr-plot.h"
#include "tlr-view-patch.h"
#include "tribo/units.h"

#define MM TL_UNIT_MM

/* The read-out under the cross-section (pango markup). */
static void
compose_note(const TlStudyWheelrail *s, char *note, size_t len)
{
  const TlWrContact *c = &s->contact;
  const TlWrPoint *l = &c->wheel[0].pt[0], *r = &c->wheel[1].pt[0];
  snprintf(note, len,
           "y = %.2f mm, roll φ = %.3f mrad, Δz<sub>a</sub> = %.3f mm\n"
           "r<sub>L</sub> = %.3f mm, r<sub>R</sub> = %.3f mm, Δr = %.3f mm\n"
           "γ<sub>L</sub> = %.2f°, γ<sub>R</sub> = %.2f° (seen from ahead: +Y, the left rail, on the right)",
           c->y / MM, c->roll / TL_UNIT_MRAD, c->axle_rise / MM, l->r / MM, r->r / MM, c->dr / MM,
           l->gamma * 180.0 / M_PI, r->gamma * 180.0 / M_PI);
}

/* The read-out of the mapped patch (pango markup). */
static void
compose_patch_note(const TlWrPatch *p, char *note, size_t len)
{
  snprintf(note, len,
           "N = %.1f kN, γ = %.2f°\n"
           "p<sub>max</sub> = %.0f MPa\n"
           "area %.1f mm², δ = %.4f mm\n"
           "%s",
           p->normal_force / TL_UNIT_KN, p->gamma * 180.0 / M_PI, p->p_max / TL_UNIT_MPA,
           p->area / (MM * MM), p->approach / MM,
           !p->hertz_ok ? "Hertz does not apply"
           : (p->flags & TL_WR_PATCH_NONHERTZ) ? "non-Hertzian (e<sub>H</sub> > 0.1)"
                                               : "Hertz valid (e<sub>H</sub> ≤ 0.1)");
}

/* ---- cross-section -------------------------------------------------------- */

/* Start a path through the n profile points (Y, Z) [m]; the outline is
 * data, so notes keep clear of it. */
static void
profile_path(cairo_t *cr, TlrPlot *plot, const double *Y, const double *Z, int n)
{
  cairo_new_path(cr);
  for (int i = 0; i < n; i++) {
    const double px = tlr_plot_x(plot, Y[i] / MM), py = tlr_plot_y(plot, Z[i] / MM);
    cairo_line_to(cr, px, py);
    if (px >= plot->x && px <= plot->x + plot->w && py >= plot->y && py <= plot->y + plot->h)
      tlr_plot_occupy(plot, px, py);
  }
}

/* Close the current path and fill it with fill (at fill_alpha), then stroke
 * outline (a copy of part of the path, destroyed here) in line. */
static void
fill_body(cairo_t *cr, const TlrStyle *style, cairo_path_t *outline, TlrColor fill,
          double fill_alpha, TlrColor line)
{
  cairo_close_path(cr);
  cairo_set_source_rgba(cr, fill.r, fill.g, fill.b, fill_alpha);
  cairo_fill(cr);
  cairo_append_path(cr, outline);
  cairo_path_destroy(outline);
  cairo_set_source_rgba(cr, line.r, line.g, line.b, 1.0);
  cairo_set_line_width(cr, style->line_width);
  cairo_stroke(cr);
}

/* A line through the points given in metres that lie at or above z_min,
 * drawn in mm, broken where points are left out. */
static void
line_mm(TlrPlot *plot, const double *Y, const double *Z, int n, double z_min,
        const TlrLineStyle *ls)
{
  double *xy = malloc(2 * sizeof(double) * (size_t)n);
  if (!xy)
    return;
  int m = 0;
  for (int i = 0; i <= n; i++) {
    if (i < n && Z[i] >= z_min) {
      xy[m] = Y[i] / MM;
      xy[n + m] = Z[i] / MM;
      m++;
    } else if (m > 0) {
      if (m > 1)
        tlr_plot_line(plot, xy, xy + n, m, ls);
      m = 0;
    }
  }
  free(xy);
}

/* One wheel and its rail in a panel: Y horizontal (seen from ahead, +Y to
 * the right), Z up, equal scales. */
static void
draw_side(cairo_t *cr, const TlrStyle *style, const TlStudyWheelrail *fig, int side, double x,
          double y, double w, double h)
{
  const TlStudyWheelrailSection *sec = &fig->section[side];
  const double sg = side == TL_WR_LEFT ? 1.0 : -1.0;
  const double yc = sg * (fig->placement.rail_y - 10.0 * MM) / MM;
  TlrPlotSpec spec = tlr_plot_spec(side == TL_WR_LEFT ? "left wheel" : "right wheel", "Y (mm)",
                                   "Z (mm)");
  spec.xmin = yc - 55.0;
  spec.xmax = yc + 55.0;
  spec.ymin = -50.0;
  spec.ymax = 30.0;
  spec.equal_aspect = 1;
  spec.nice_limits = 0;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, x, y, w, h, &spec);
  tlr_plot_clip(&plot);

  /* rail: the built-in 60E1's outline, or a file's head dropped below the panel */
  const int n = sec->n_rail;
  if (n > 0) {
    profile_path(cr, &plot, sec->rail_Y, sec->rail_Z, n);
    if (!sec->rail_outline) {
      cairo_line_to(cr, tlr_plot_x(&plot, sec->rail_Y[n - 1] / MM), tlr_plot_y(&plot, -120.0));
      cairo_line_to(cr, tlr_plot_x(&plot, sec->rail_Y[0] / MM), tlr_plot_y(&plot, -120.0));
    }
    fill_body(cr, style, cairo_copy_path(cr), style->muted, 0.35, style->text);
  }
  /* wheel: the profile (with the flange back face), filled up to above the panel */
  const int nw = sec->n_wheel;
  if (nw > 0) {
    profile_path(cr, &plot, sec->wheel_Y, sec->wheel_Z, nw);
    cairo_path_t *outline = cairo_copy_path(cr); /* without the fill's top */
    cairo_line_to(cr, tlr_plot_x(&plot, sec->wheel_Y[nw - 1] / MM), tlr_plot_y(&plot, 200.0));
    cairo_line_to(cr, tlr_plot_x(&plot, sec->wheel_Y[0] / MM), tlr_plot_y(&plot, 200.0));
    fill_body(cr, style, outline, style->series[0], 0.25, style->series[0]);
  }
  /* the profiles before they wore, dashed over the worn ones */
  const TlStudyWheelrailSection *ref =
    fig->reference && fig->reference->valid ? &fig->reference->section[side] : NULL;
  if (ref) {
    TlrLineStyle rs = tlr_line_style(style->text);
    rs.dash = TLR_DASH_DASHED;
    rs.guide = 1;
    /* the rail's head only where the worn one is a head alone: no web
     * and foot drawn through it */
    double z_min = -INFINITY;
    if (!sec->rail_outline)
      for (int i = 0; i < n; i++)
        z_min = i == 0 ? sec->rail_Z[0] : fmin(z_min, sec->rail_Z[i]);
    if (ref->n_rail > 0)
      line_mm(&plot, ref->rail_Y, ref->rail_Z, ref->n_rail, z_min, &rs);
    if (ref->n_wheel > 0)
      line_mm(&plot, ref->wheel_Y, ref->wheel_Z, ref->n_wheel, -INFINITY, &rs);
  }
  /* TOR and the 14 mm gauge line at the gauge point */
  const double tor_x[2] = { spec.xmin, spec.xmax }, tor_y[2] = { 0.0, 0.0 };
  TlrLineStyle ls = tlr_line_style(style->muted);
  ls.dash = TLR_DASH_DASHED;
  tlr_plot_line(&plot, tor_x, tor_y, 2, &ls);
  const double gY = sec->gauge_Y, gZ = sec->gauge_Z;
  const double gx[2] = { gY / MM - sg * 8.0, gY / MM + sg * 4.0 }, gz[2] = { gZ / MM, gZ / MM };
  ls.dash = TLR_DASH_DOTTED;
  tlr_plot_line(&plot, gx, gz, 2, &ls);
  tlr_plot_marker(&plot, gY / MM, gZ / MM, TLR_MARKER_SQUARE, 0.45, style->muted, 0);

  /* contact points: dot, normal arrow (rail → wheel), γ */
  const TlWrWheel *wh = &fig->contact.wheel[side];
  for (int i = 0; i < wh->n; i++) {
    const TlWrPoint *p = &wh->pt[i];
    if (i > 0 && !(p->flags & TL_WR_POINT_SECOND))
      continue;
    const TlrColor col = i == 0 ? style->series[1] : style->series[2];
    const double nY = -sg * sin(p->gamma), nZ = cos(p->gamma), len = 12.0;
    const double ax[2] = { p->Y / MM, p->Y / MM + len * nY },
                 az[2] = { p->Z / MM, p->Z / MM + len * nZ };
    TlrLineStyle as = tlr_line_style(col);
    as.width = 1.5;
    tlr_plot_line(&plot, ax, az, 2, &as);
    /* arrow head */
    const double hx = tlr_plot_x(&plot, ax[1]), hy = tlr_plot_y(&plot, az[1]);
    const double dx = tlr_plot_x(&plot, ax[1]) - tlr_plot_x(&plot, ax[0]);
    const double dy = tlr_plot_y(&plot, az[1]) - tlr_plot_y(&plot, az[0]);
    const double dl = hypot(dx, dy), hs = 0.6 * style->font_size;
    if (dl > 0.0) {
      const double ux = dx / dl, uy = dy / dl;
      cairo_move_to(cr, hx, hy);
      cairo_line_to(cr, hx - hs * ux + 0.5 * hs * uy, hy - hs * uy - 0.5 * hs * ux);
      cairo_line_to(cr, hx - hs * ux - 0.5 * hs * uy, hy - hs * uy + 0.5 * hs * ux);
      cairo_close_path(cr);
      cairo_set_source_rgba(cr, col.r, col.g, col.b, col.a);
      cairo_fill(cr);
    }
    tlr_plot_marker(&plot, p->Y / MM, p->Z / MM, TLR_MARKER_CIRCLE, 0.55, col, 0);
  }
  tlr_plot_unclip(&plot);
  char note[200];
  int len = 0;
  for (int i = 0; i < wh->n && len < (int)sizeof note - 40; i++) {
    const TlWrPoint *p = &wh->pt[i];
    if (i > 0 && !(p->flags & TL_WR_POINT_SECOND))
      continue;
    len += snprintf(note + len, sizeof note - (size_t)len, "%s%s γ = %.2f°, s = %.2f mm",
                    len ? "\n" : "", i == 0 ? "●" : "○", p->gamma * 180.0 / M_PI, p->s / MM);
  }
  tlr_plot_note(&plot, note, side == TL_WR_LEFT ? TLR_CORNER_TOP_LEFT : TLR_CORNER_TOP_RIGHT);
  tlr_plot_end(&plot);
}

/* The parts as tiles (data: const TlStudyWheelrail *). */
static void
right_side_panel(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  draw_side(cr, style, data, TL_WR_RIGHT, 0, 0, w, h);
}

static void
left_side_panel(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  draw_side(cr, style, data, TL_WR_LEFT, 0, 0, w, h);
}

/* The read-out, its lines broken where the panel is narrow. */
static void
note_panel(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  char note[640], wrapped[700];
  compose_note(data, note, sizeof note);
  TlrTextOpts o = tlr_text_opts(1.0, 0.5, 0.5);
  const char *text = tlr_text_wrap(cr, style, &o, note, w - 2.0 * style->font_size, wrapped,
                                   sizeof wrapped);
  tlr_text(cr, style, 0.5 * w, 0.5 * h, &o, style->muted, text);
}

void
tlr_wheelrail_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlStudyWheelrail *fig = data;
  if (tlr_background_or_placeholder(cr, style, width, height, !fig->valid,
                                    "no valid wheel-rail case"))
    return;
  /* seen from ahead: the right wheel on the left, the read-out under both;
   * re-flowed at small sizes */
  const double f = fmin(0.5, 3.6 * style->font_size * 1.3 / height);
  const TlrTiles tiles = {
    3,
    {
      { right_side_panel, data, 0, 0, 0.5, 1 - f, 3, "the right wheel" },
      { left_side_panel, data, 0.5, 0, 0.5, 1 - f, 2, "the left wheel" },
      { note_panel, data, 0, 1 - f, 1, f, 1, "the read-out" },
    },
  };
  tlr_tiles_draw(cr, width, height, style, (void *)&tiles);
}

/* ---- patch ------------------------------------------------------------------- */

void
tlr_wheelrail_draw_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                         void *data)
{
  const TlStudyWheelrail *fig = data;
  if (tlr_background_or_placeholder(cr, style, width, height, !fig->valid || fig->patch < 0,
                                    "no loaded contact patch"))
    return;
  const TlWrPatch *p = &fig->normal[fig->spec.side == TL_WR_RIGHT].patch[fig->patch];
  /* the map: the method's grid, or Hertz sampled on cells of the grid size */
  int mx = p->mx, my = p->my;
  double x0 = p->x0, e0 = p->eta0, cell = p->cell;
  double *vals = NULL;
  if (p->pressure) {
    vals = malloc(sizeof(double) * (size_t)mx * (size_t)my);
    if (vals)
      for (int k = 0; k < mx * my; k++)
        vals[k] = p->pressure[k] > 0.0 ? p->pressure[k] / TL_UNIT_MPA : NAN;
  } else {
    cell = fmin(p->a, p->b) / 40.0;
    mx = 2 * (int)ceil(p->a / cell);
    my = 2 * (int)ceil(p->b / cell);
    x0 = -0.5 * mx * cell;
    e0 = -0.5 * my * cell;
    vals = malloc(sizeof(double) * (size_t)mx * (size_t)my);
    if (vals)
      for (int j = 0; j < my; j++)
        for (int i = 0; i < mx; i++) {
          const double x = x0 + (i + 0.5) * cell, e = e0 + (j + 0.5) * cell;
          const double q = 1.0 - x * x / (p->a * p->a) - e * e / (p->b * p->b);
          vals[j * mx + i] = q > 0.0 ? p->p0 * sqrt(q) / TL_UNIT_MPA : NAN;
        }
  }
  if (!vals) {
    tlr_draw_message(cr, style, 0, 0, width, height, "out of memory");
    return;
  }
  const double vmax = fmax(p->p_max, p->hertz_ok ? p->p0 : 0.0) / TL_UNIT_MPA;
  const char *cb_label = "p<sub>n</sub> (MPa)";
  const double cbw = tlr_colorbar_width(cr, style, 0.0, vmax, cb_label);
  char title[160];
  snprintf(title, sizeof title, "%s wheel, point %d (%s)",
           fig->spec.side == TL_WR_RIGHT ? "right" : "left", p->point + 1,
           tl_study_wheelrail_method_name(p->method));
  TlrPlotSpec spec = tlr_plot_spec(title, "x (mm), rolling direction", "η (mm), toward the field side");
  double xe = fmax(fabs(x0), p->hertz_ok ? 1.1 * p->a : 0.0) / MM;
  double elo = e0 / MM, ehi = (e0 + my * cell) / MM;
  if (p->hertz_ok) {
    elo = fmin(elo, -1.1 * p->b / MM);
    ehi = fmax(ehi, 1.1 * p->b / MM);
  }
  spec.xmin = -xe;
  spec.xmax = xe;
  spec.ymin = elo;
  spec.ymax = ehi;
  spec.equal_aspect = 1;
  spec.right_extra = cbw;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  TlrHeatmap hm = { mx, my, vals, x0 / MM, (x0 + mx * cell) / MM, e0 / MM, (e0 + my * cell) / MM,
                    0.0, vmax, TLR_CMAP_VIRIDIS };
  tlr_plot_clip(&plot);
  tlr_plot_heatmap(&plot, &hm);
  if (p->hertz_ok) { /* the Hertz ellipse of the same load */
    double ex[121], ey[121];
    for (int k = 0; k <= 120; k++) {
      ex[k] = p->a / MM * cos(2.0 * M_PI * k / 120);
      ey[k] = p->b / MM * sin(2.0 * M_PI * k / 120);
    }
    TlrLineStyle ls = tlr_line_style(style->outline);
    ls.dash = TLR_DASH_DASHED;
    tlr_plot_line(&plot, ex, ey, 121, &ls);
  }
  tlr_plot_unclip(&plot);
  char patch_note[512];
  compose_patch_note(p, patch_note, sizeof patch_note);
  tlr_plot_note(&plot, patch_note, TLR_CORNER_TOP_LEFT);
  tlr_plot_end(&plot);
  tlr_colorbar(cr, style, plot.x + plot.w + 0.6 * style->font_size, plot.y,
               cbw - 0.6 * style->font_size, plot.h, 0.0, vmax, TLR_CMAP_VIRIDIS, cb_label);
  free(vals);
}

/* ---- Δr(y) and s(y) ------------------------------------------------------------ */

void
tlr_wheelrail_draw_conicity(cairo_t *cr, double width, double height, const TlrStyle *style,
                            void *data)
{
  const TlStudyWheelrail *fig = data;
  const int n = fig->n_conicity;
  if (tlr_background_or_placeholder(cr, style, width, height, !fig->valid || n < 2,
                                    "conicity not computed yet"))
    return;
  double a[TL_STUDY_WR_N_AMPLITUDES], v[3][TL_STUDY_WR_N_AMPLITUDES];
  for (int k = 0; k < n; k++) {
    const TlWrConicity *c = &fig->conicity_curve[k];
    a[k] = c->amplitude / MM;
    v[0][k] = c->secant;
    v[1][k] = c->harmonic;
    v[2][k] = c->integration;
  }
  TlrPlotSpec spec = tlr_plot_spec("equivalent conicity", "amplitude ŷ (mm)", "tan γ<sub>e</sub>");
  spec.xmin = a[0];
  spec.xmax = a[n - 1];
  spec.ymin = 0.0;
  spec.ymax = -INFINITY;
  for (int m = 0; m < 3; m++)
    tlr_range_widen(v[m], n, &spec.ymin, &spec.ymax);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  tlr_plot_clip(&plot);
  static const TlrDash dash[3] = { TLR_DASH_DOTTED, TLR_DASH_SOLID, TLR_DASH_DASHED };
  for (int m = 0; m < 3; m++) {
    TlrLineStyle ls = tlr_line_style(style->series[m == 1 ? 0 : m == 0 ? 3 : 2]);
    ls.dash = dash[m];
    tlr_plot_line(&plot, a, v[m], n, &ls);
  }
  if (fig->conicity.amplitude > 0.0)
    tlr_plot_marker(&plot, 3.0, fig->conicity.harmonic, TLR_MARKER_CIRCLE, 0.6,
                    style->series[1], 0);
  tlr_plot_unclip(&plot);
  const TlrLegendEntry legend[3] = {
    { "secant", style->series[3], TLR_DASH_DOTTED, TLR_MARKER_NONE, 0 },
    { "harmonic", style->series[0], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "integration", style->series[2], TLR_DASH_DASHED, TLR_MARKER_NONE, 0 },
  };
  tlr_plot_legend(&plot, legend, 3, TLR_CORNER_TOP_RIGHT);
  tlr_plot_end(&plot);
}

/* A panel over the shifts ±ym (mm) whose value range the curves will widen. */
static TlrPlotSpec
over_shifts(const char *title, const char *ylabel, double ym)
{
  TlrPlotSpec spec = tlr_plot_spec(title, "y (mm)", ylabel);
  spec.xmin = -ym;
  spec.xmax = ym;
  spec.ymin = INFINITY;
  spec.ymax = -INFINITY;
  return spec;
}

/* The table over ±ym: y < 0 mirrors y > 0 with the wheels swapped (the odd
 * continuation).  One block of 4n values (free y): y, Δr, s left, s right. */
static double *
mirrored(const TlWrTable *t, int *n_out)
{
  const int n = 2 * t->n;
  double *y = malloc(sizeof(double) * (size_t)n * 4);
  if (!y)
    return NULL;
  double *dr = y + n, *sl = dr + n, *sr = sl + n;
  for (int k = 0; k < t->n; k++) {
    const int a = t->n - 1 - k, b = t->n + k;
    y[a] = -t->y[k] / MM;
    dr[a] = -t->dr[k] / MM;
    sl[a] = t->s_right[k] / MM;
    sr[a] = t->s_left[k] / MM;
    y[b] = t->y[k] / MM;
    dr[b] = t->dr[k] / MM;
    sl[b] = t->s_left[k] / MM;
    sr[b] = t->s_right[k] / MM;
  }
  *n_out = n;
  return y;
}

/* Δr(y) with the jumps of the contact point dotted. */
/* What the two panels over the lateral shift start from: the table mirrored
 * to ±y (y, Δr, s_left, s_right, n each; free y), its last shift and the
 * current one [mm]. */
typedef struct {
  const TlStudyWheelrail *fig;
  const TlWrTable *t;
  double *y;
  int n;
  double ym, yc;
} Shifts;

static int
shifts_open(Shifts *sh, void *data)
{
  sh->fig = data;
  sh->t = &sh->fig->table;
  sh->y = mirrored(sh->t, &sh->n);
  sh->ym = sh->t->y[sh->t->n - 1] / MM;
  sh->yc = sh->fig->contact.y / MM;
  return sh->y != NULL;
}

static void
dr_panel(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  Shifts sh;
  if (!shifts_open(&sh, data))
    return;
  const TlStudyWheelrail *fig = sh.fig;
  const TlWrTable *t = sh.t;
  const int n = sh.n;
  double *y = sh.y;
  const double *dr = y + n;
  const double ym = sh.ym, yc = sh.yc;
  TlrPlotSpec spec = over_shifts("rolling-radius difference", "Δr (mm)", ym);
  tlr_range_widen(dr, n, &spec.ymin, &spec.ymax);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  tlr_plot_clip(&plot);
  TlrLineStyle ls = tlr_line_style(style->series[0]);
  tlr_plot_line(&plot, y, dr, n, &ls);
  const TlStudyWheelrail *ref = fig->reference;
  if (ref && ref->table.n >= 2) { /* Δr(y) of the profiles before they wore, dashed */
    int rn;
    double *ry = mirrored(&ref->table, &rn);
    if (ry) {
      TlrLineStyle rs = tlr_line_style(style->text);
      rs.dash = TLR_DASH_DASHED;
      tlr_plot_line(&plot, ry, ry + rn, rn, &rs);
      free(ry);
    }
  }
  for (int k = 0; k < t->n_jumps; k++) {
    const double jy = t->jump_y[k] / MM;
    const double jx[2] = { jy, jy }, mjx[2] = { -jy, -jy }, jz[2] = { spec.ymin, spec.ymax };
    TlrLineStyle js = tlr_line_style(style->muted);
    js.dash = TLR_DASH_DOTTED;
    js.guide = 1; /* marks where the point jumps: not a curve to read */
    tlr_plot_line(&plot, jx, jz, 2, &js);
    tlr_plot_line(&plot, mjx, jz, 2, &js);
  }
  tlr_plot_marker(&plot, yc, fig->contact.dr / MM, TLR_MARKER_CIRCLE, 0.6, style->series[1], 0);
  tlr_plot_unclip(&plot);
  char note[160];
  snprintf(note, sizeof note, "tan γ<sub>e</sub>(3 mm) = %.3f (harmonic)\n%d jumps (dotted)",
           fig->conicity.harmonic, t->n_jumps);
  tlr_plot_note(&plot, note, TLR_CORNER_TOP_LEFT);
  tlr_plot_end(&plot);
  free(y);
}

/* s(y): where the contact point sits on each wheel. */
static void
s_panel(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  Shifts sh;
  if (!shifts_open(&sh, data))
    return;
  const TlStudyWheelrail *fig = sh.fig;
  const int n = sh.n;
  double *y = sh.y;
  const double *sl = y + 2 * n, *sr = y + 3 * n;
  const double ym = sh.ym, yc = sh.yc;
  TlrPlotSpec s2 = over_shifts("contact position on the wheels", "s (mm)", ym);
  tlr_range_widen(sl, n, &s2.ymin, &s2.ymax);
  tlr_range_widen(sr, n, &s2.ymin, &s2.ymax);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &s2);
  tlr_plot_clip(&plot);
  TlrLineStyle l1 = tlr_line_style(style->series[0]), l2 = tlr_line_style(style->series[2]);
  l2.dash = TLR_DASH_DASHED;
  tlr_plot_line(&plot, y, sl, n, &l1);
  tlr_plot_line(&plot, y, sr, n, &l2);
  tlr_plot_marker(&plot, yc, fig->contact.wheel[0].pt[0].s / MM, TLR_MARKER_CIRCLE, 0.6,
                  style->series[1], 0);
  tlr_plot_marker(&plot, yc, fig->contact.wheel[1].pt[0].s / MM, TLR_MARKER_SQUARE, 0.6,
                  style->series[1], 0);
  tlr_plot_unclip(&plot);
  const TlrLegendEntry legend[2] = {
    { "left wheel", style->series[0], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "right wheel", style->series[2], TLR_DASH_DASHED, TLR_MARKER_NONE, 0 },
  };
  tlr_plot_legend(&plot, legend, 2, TLR_CORNER_BOTTOM_LEFT);
  tlr_plot_end(&plot);
  free(y);
}

void
tlr_wheelrail_draw_curves(cairo_t *cr, double width, double height, const TlrStyle *style,
                          void *data)
{
  const TlStudyWheelrail *fig = data;
  if (!fig->valid || fig->table.n < 2) {
    tlr_draw_placeholder(cr, style, width, height, "Δr(y) not computed yet");
    return;
  }
  /* Δr(y) over the contact position; where they do not both fit, Δr(y) */
  const TlrTiles tiles = {
    2,
    {
      { dr_panel, data, 0, 0, 1, 0.5, 2, "the rolling-radius difference" },
      { s_panel, data, 0, 0.5, 1, 0.5, 1, "the contact position on the wheels" },
    },
  };
  tlr_tiles_draw(cr, width, height, style, (void *)&tiles);
}

/* ---- "Roll this patch" ------------------------------------------------------------ */

/* v as printed with `decimals` decimals, without the sign of a value that
 * prints as zero ("M_z = -0.00 N·m" read as a negative moment). */
static double
shown(double v, int decimals)
{
  return fabs(v) < 0.5 * pow(10.0, -decimals) ? 0.0 : v;
}

/* The read-out of the rolled patch (pango markup). */
static void
compose_roll_note(const TlStudyWheelrailRoll *r, char *note, size_t len)
{
  snprintf(note, len,
           "%s, μ = %.3g\nF<sub>x</sub> = %.2f kN, F<sub>y</sub> = %.2f kN\n"
           "M<sub>z</sub> = %.2f N·m, stick %.0f %%\nF<sub>x</sub>/(μN) = %.3f; "
           "centre η<sub>c</sub> = %.2f mm",
           r->roll.model == TL_WR_ROLL_EXACT ? "exact" : "FASTSIM", r->mu,
           shown(r->roll.fx / TL_UNIT_KN, 2), shown(r->roll.fy / TL_UNIT_KN, 2),
           shown(r->roll.mz, 2), 100.0 * r->roll.stick_fraction,
           r->roll.fx / (r->mu * r->roll.load), shown(r->roll.eta_offset / MM, 2));
}

void
tlr_wheelrail_roll_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                        void *data)
{
  const TlStudyWheelrailRoll *r = data;
  char title[160], note[400] = "";
  if (r->valid)
    compose_roll_note(r, note, sizeof note);
  snprintf(title, sizeof title, "Rolled patch: %s wheel, point %d",
           r->side == TL_WR_RIGHT ? "right" : "left", r->point + 1);
  const TlrPatchView v = {
    .grid = &r->roll.field.grid,
    .field = r->ratio,
    .field_scale = 1.0,
    .vmin = 0.0,
    .vmax = 1.0,
    .map = TLR_CMAP_VIRIDIS,
    .title = title,
    .note = note,
    .colorbar_label = "|τ|/(μp<sub>n</sub>)",
    .state = r->roll.field.t.state,
    .mark_leading_edge = 1,
    .message = r->valid ? NULL : "no loaded contact patch to roll",
    .hide_outline = !r->elliptic,
  };
  tlr_draw_patch(cr, width, height, &v, style);
}

TlStatus
tlr_wheelrail_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_wheelrail_write_csv(out, data, err);
}

TlStatus
tlr_wheelrail_write_map_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_wheelrail_write_map_csv(out, data, err);
}

TlStatus
tlr_wheelrail_roll_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_wheelrail_roll_write_csv(out, data, err);
}
