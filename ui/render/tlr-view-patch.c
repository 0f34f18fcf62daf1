/* tlr-view-patch.c — the contact-patch map. */
#include "tlr-view-patch.h"
#include "tlr-layout.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "tlr-plot.h"
#include "tlr-probe.h"
#include "tlr-text.h"
#include "tribo/units.h"

static void
field_range(const TlrPatchView *v, double *lo, double *hi)
{
  *lo = INFINITY;
  *hi = -INFINITY;
  const TlGrid *g = v->grid;
  for (int k = 0; k < g->mx * g->my; k++) {
    const double d = v->field[k] / v->field_scale;
    if (!g->active[k] || !isfinite(d))
      continue;
    *lo = fmin(*lo, d);
    *hi = fmax(*hi, d);
  }
  if (!isfinite(*lo)) {
    *lo = 0.0;
    *hi = 1.0;
  }
  if (*hi <= *lo)
    *hi = *lo + (fabs(*lo) > 0 ? 0.01 * fabs(*lo) : 1.0);
}

/* Is there a stick/slip boundary between cells k and l (both inside)? */
static int
state_edge(const unsigned char *state, int k, int l)
{
  return state[k] != 0 && state[l] != 0 && state[k] != state[l];
}

/* The boundary's path with the edges along one grid line merged into one
 * segment per run (the same strokes as edge by edge, the square caps
 * overlapping, with a fraction of the segments: for the screen). */
static void
boundary_runs(TlrPlot *plot, const TlGrid *g, const unsigned char *state)
{
  cairo_t *cr = plot->cr;
  const double x0 = -g->a / TL_UNIT_MM, y0 = -g->b / TL_UNIT_MM;
  const double dx = g->dx / TL_UNIT_MM, dy = g->dy / TL_UNIT_MM;
  for (int i = 0; i + 1 < g->mx; i++) { /* vertical edges at x = x0 + (i + 1) dx */
    const double px = tlr_plot_x(plot, x0 + (i + 1) * dx);
    for (int j = 0; j < g->my;) {
      if (!state_edge(state, j * g->mx + i, j * g->mx + i + 1)) {
        j++;
        continue;
      }
      const int j0 = j;
      while (j < g->my && state_edge(state, j * g->mx + i, j * g->mx + i + 1))
        j++;
      cairo_move_to(cr, px, tlr_plot_y(plot, y0 + j0 * dy));
      cairo_line_to(cr, px, tlr_plot_y(plot, y0 + j * dy));
    }
  }
  for (int j = 0; j + 1 < g->my; j++) { /* horizontal edges at y = y0 + (j + 1) dy */
    const double py = tlr_plot_y(plot, y0 + (j + 1) * dy);
    for (int i = 0; i < g->mx;) {
      if (!state_edge(state, j * g->mx + i, (j + 1) * g->mx + i)) {
        i++;
        continue;
      }
      const int i0 = i;
      while (i < g->mx && state_edge(state, j * g->mx + i, (j + 1) * g->mx + i))
        i++;
      cairo_move_to(cr, tlr_plot_x(plot, x0 + i0 * dx), py);
      cairo_line_to(cr, tlr_plot_x(plot, x0 + i * dx), py);
    }
  }
}

/* Segments between cells of different stick/slip state. */
static void
draw_state_boundary(TlrPlot *plot, const TlGrid *g, const unsigned char *state)
{
  cairo_t *cr = plot->cr;
  /* the plot's axes are in mm */
  const double x0 = -g->a / TL_UNIT_MM, y0 = -g->b / TL_UNIT_MM;
  const double dx = g->dx / TL_UNIT_MM, dy = g->dy / TL_UNIT_MM;
  tlr_plot_clip(plot);
  cairo_set_source_rgba(cr, plot->style->outline.r, plot->style->outline.g,
                        plot->style->outline.b, 0.9);
  cairo_set_line_width(cr, 1.2 * plot->style->line_width);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  if (plot->style->screen) {
    boundary_runs(plot, g, state);
    cairo_stroke(cr);
    tlr_plot_unclip(plot);
    return;
  }
  for (int j = 0; j < g->my; j++) {
    for (int i = 0; i < g->mx; i++) {
      const int s = state[j * g->mx + i];
      if (s == 0)
        continue;
      if (i + 1 < g->mx) {
        const int t = state[j * g->mx + i + 1];
        if (t != 0 && t != s) {
          const double xe = x0 + (i + 1) * dx;
          cairo_move_to(cr, tlr_plot_x(plot, xe), tlr_plot_y(plot, y0 + j * dy));
          cairo_line_to(cr, tlr_plot_x(plot, xe), tlr_plot_y(plot, y0 + (j + 1) * dy));
        }
      }
      if (j + 1 < g->my) {
        const int t = state[(j + 1) * g->mx + i];
        if (t != 0 && t != s) {
          const double ye = y0 + (j + 1) * dy;
          cairo_move_to(cr, tlr_plot_x(plot, x0 + i * dx), tlr_plot_y(plot, ye));
          cairo_line_to(cr, tlr_plot_x(plot, x0 + (i + 1) * dx), tlr_plot_y(plot, ye));
        }
      }
    }
  }
  cairo_stroke(cr);
  tlr_plot_unclip(plot);
}

/* The ellipse's path in device units. */
static void
ellipse_path(TlrPlot *plot, double a, double b)
{
  const int n = 180;
  for (int k = 0; k <= n; k++) {
    const double t = 2.0 * M_PI * k / n;
    const double px = tlr_plot_x(plot, a * cos(t)), py = tlr_plot_y(plot, b * sin(t));
    if (k == 0)
      cairo_move_to(plot->cr, px, py);
    else
      cairo_line_to(plot->cr, px, py);
  }
  cairo_close_path(plot->cr);
}

/* The "leading edge" label stands upright 2.4 font sizes right of the
 * patch's front at px, its line about a font size wide: drawn only where the
 * axes hold all of it (a narrow map's axes end near the arrow). */
static int
leading_label_fits(const TlrPlot *plot, double px)
{
  return px + 3.0 * plot->style->font_size <= plot->x + plot->w;
}

/* The patch is data: notes keep clear of the ellipse and of the
 * leading-edge mark. */
static void
occupy_patch(TlrPlot *plot, double a, double b, int leading_edge)
{
  tlr_plot_occupy_ellipse(plot, a, b);
  if (leading_edge) { /* the arrow and its label (draw_leading_edge) right of x = a */
    const double fs = plot->style->font_size, px = tlr_plot_x(plot, a), py = tlr_plot_y(plot, 0.0);
    const TlrTextOpts o = tlr_text_opts(TLR_LAYOUT_MIN_TEXT, 0.5, 0.0);
    double len, th;
    tlr_text_size(plot->cr, plot->style, &o, "leading edge", &len, &th);
    const int label = leading_label_fits(plot, px);
    const double right = label ? 2.4 * fs : 1.1 * fs, half = label ? 0.5 * len : 0.5 * fs;
    for (double dx = 0.3 * fs; dx <= right + 0.01 * fs; dx += 0.25 * fs)
      for (double dy = -half; dy <= half + 0.01 * fs; dy += 0.25 * fs)
        tlr_plot_occupy(plot, px + dx, py + dy);
  }
}

static void
draw_ellipse(TlrPlot *plot, double a, double b)
{
  cairo_t *cr = plot->cr;
  tlr_plot_clip(plot);
  cairo_set_source_rgba(cr, plot->style->outline.r, plot->style->outline.g, plot->style->outline.b,
                        0.85);
  cairo_set_line_width(cr, plot->style->line_width);
  ellipse_path(plot, a, b);
  cairo_stroke(cr);
  tlr_plot_unclip(plot);
}

static void
draw_leading_edge(TlrPlot *plot, double a)
{
  cairo_t *cr = plot->cr;
  const TlrStyle *st = plot->style;
  const double fs = st->font_size;
  const double px = tlr_plot_x(plot, a), py = tlr_plot_y(plot, 0.0);
  /* a small arrow pointing in +x (toward the leading edge, the rolling direction) */
  cairo_save(cr);
  cairo_set_source_rgba(cr, st->text.r, st->text.g, st->text.b, st->text.a);
  cairo_move_to(cr, px + 0.3 * fs, py - 0.5 * fs);
  cairo_line_to(cr, px + 1.1 * fs, py);
  cairo_line_to(cr, px + 0.3 * fs, py + 0.5 * fs);
  cairo_close_path(cr);
  cairo_fill(cr);
  /* the label where it stays inside the axes (a narrow map's axes end near
   * the arrow: the arrow alone, the x label names the direction) */
  TlrTextOpts o = tlr_text_opts(TLR_LAYOUT_MIN_TEXT, 0.5, 0.0);
  o.angle = M_PI / 2.0;
  if (leading_label_fits(plot, px))
    tlr_text(cr, st, px + 1.3 * fs + 1.1 * fs, py, &o, st->text, "leading edge");
  cairo_restore(cr);
}

/* The cells the outline cuts but whose centre lies outside it are not in
 * the grid; clipped to the outline they would leave notches inside it.  They
 * show their active neighbours' mean (display only: one cell, the grid's own
 * resolution). */
static void
fill_rim(const TlGrid *g, double *disp)
{
  const double dx = 2.0 * g->a / g->mx, dy = 2.0 * g->b / g->my;
  for (int j = 0; j < g->my; j++)
    for (int i = 0; i < g->mx; i++) {
      const int k = j * g->mx + i;
      if (g->active[k])
        continue;
      /* the cell's point nearest the centre, inside the ellipse? */
      const double x0 = -g->a + i * dx, y0 = -g->b + j * dy;
      const double nx = fmin(fmax(0.0, x0), x0 + dx), ny = fmin(fmax(0.0, y0), y0 + dy);
      if ((nx / g->a) * (nx / g->a) + (ny / g->b) * (ny / g->b) >= 1.0)
        continue;
      double sum = 0.0;
      int m = 0;
      const int nb[4][2] = { { i - 1, j }, { i + 1, j }, { i, j - 1 }, { i, j + 1 } };
      for (int q = 0; q < 4; q++) {
        const int a = nb[q][0], b = nb[q][1];
        if (a >= 0 && a < g->mx && b >= 0 && b < g->my && g->active[b * g->mx + a] &&
            isfinite(disp[b * g->mx + a])) {
          sum += disp[b * g->mx + a];
          m++;
        }
      }
      if (m > 0)
        disp[k] = sum / m;
    }
}

void
tlr_patch_note(char *note, size_t size, double f, double stick, double mu, double load,
               const char *after_stick, const char *after_load)
{
  snprintf(note, size, "f = %.4f, stick %.1f %%%s\nμ = %s, F<sub>N</sub> = %s kN%s", f,
           100.0 * stick, after_stick, TLR_NUM(mu, 3), TLR_NUM(load / TL_UNIT_KN, 4), after_load);
}

void
tlr_draw_patch_field(cairo_t *cr, double width, double height, const TlrStyle *style,
                     TlrPatchField f, const TlTraction *t, double mu, const TlGrid *grid,
                     const char *title, const char *note, const double range[2])
{
  /* the map's values, drawn from this buffer */
  double *field = malloc((size_t)t->mx * (size_t)t->my * sizeof(double));
  if (!field) {
    const TlrPatchView oom = { .message = "out of memory" };
    tlr_draw_patch(cr, width, height, &oom, style);
    return;
  }
  TlrPatchFieldStyle fs;
  tlr_patch_field_fill(f, t, mu, field, &fs);
  const TlrPatchView v = {
    .grid = grid,
    .field = field,
    .field_scale = fs.scale,
    .vmin = range ? range[0] : fs.vmin,
    .vmax = range ? range[1] : fs.vmax,
    .map = fs.map,
    .title = title,
    .note = note,
    .colorbar_label = fs.label,
    .state = t->state,
    .mark_leading_edge = 1,
  };
  tlr_draw_patch(cr, width, height, &v, style);
  free(field);
}

void
tlr_draw_patch(cairo_t *cr, double width, double height, const TlrPatchView *v,
               const TlrStyle *style)
{
  tlr_fill_background(cr, style, 0, 0, width, height);
  if (v->message || !v->grid || !v->field) {
    tlr_draw_message(cr, style, 0, 0, width, height, v->message ? v->message : "no data");
    return;
  }
  const TlGrid *g = v->grid;
  double vmin = v->vmin, vmax = v->vmax;
  if (!(vmin < vmax))
    field_range(v, &vmin, &vmax);

  const double bar_w = tlr_colorbar_width(cr, style, vmin, vmax, v->colorbar_label);
  const double a_mm = g->a / TL_UNIT_MM, b_mm = g->b / TL_UNIT_MM;
  TlrPlotSpec spec = tlr_plot_spec(v->title, "x (mm) — rolling direction →", "y (mm)");
  const double ex = v->extent_x > 0.0 ? v->extent_x / TL_UNIT_MM : 1.12 * a_mm;
  const double ey = v->extent_y > 0.0 ? v->extent_y / TL_UNIT_MM : 1.12 * b_mm;
  spec.xmin = -ex;
  spec.xmax = ex + (v->mark_leading_edge ? 0.25 * ex : 0.0);
  spec.ymin = -ey;
  spec.ymax = ey;
  spec.right_extra = bar_w;
  /* equal aspect, unless the patch's shape differs from the plot's by more
   * than 8 times, when it would be a sliver (Carter's 2-D case: 4 mm by
   * 40 mm in a landscape plot): then each axis fits the patch, and a note
   * gives the stretch */
  const double fs = style->font_size;
  const double plot_aspect = fmax(width - 6.0 * fs - bar_w, 1.0) / fmax(height - 6.7 * fs, 1.0);
  const double patch_aspect = (spec.xmax - spec.xmin) / (spec.ymax - spec.ymin);
  const int stretched = patch_aspect < plot_aspect / 8.0 || patch_aspect > 8.0 * plot_aspect;
  spec.equal_aspect = !stretched;
  spec.nice_limits = !stretched;

  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);

  const int n = g->mx * g->my;
  double *disp = malloc(sizeof(double) * (size_t)n);
  if (!disp) {
    tlr_draw_message(cr, style, 0, 0, width, height, "out of memory");
    return;
  }
  for (int k = 0; k < n; k++)
    disp[k] = g->active[k] ? v->field[k] / v->field_scale : NAN;
  fill_rim(g, disp);
  const TlrHeatmap hm = { g->mx, g->my, disp, -a_mm, a_mm, -b_mm, b_mm, vmin, vmax, v->map };
  /* the cells inside the contact outline only: a cell the ellipse cuts
   * would poke out of the outline drawn over it */
  cairo_save(cr);
  if (style->screen) /* a 1-bit clip is cheaper than a smoothed one; the outline hides it */
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
  ellipse_path(&plot, a_mm, b_mm);
  cairo_clip(cr);
  tlr_plot_heatmap(&plot, &hm);
  cairo_restore(cr);
  free(disp);
  if (style->probe && v->state) /* the read-out says stick or slip */
    tlr_probe_add_map_state(style->probe, v->state, g->mx, g->my);
  occupy_patch(&plot, a_mm, b_mm, v->mark_leading_edge);

  if (v->state)
    draw_state_boundary(&plot, g, v->state);
  if (!v->hide_outline)
    draw_ellipse(&plot, a_mm, b_mm);
  if (v->mark_leading_edge)
    draw_leading_edge(&plot, a_mm);
  tlr_plot_end(&plot);
  if (v->note)
    tlr_plot_note(&plot, v->note, TLR_CORNER_TOP_LEFT);
  if (stretched) { /* device units per mm along x over those along y */
    const double sx = plot.w / (plot.sx.max - plot.sx.min), sy = plot.h / (plot.sy.max - plot.sy.min);
    char note[96];
    snprintf(note, sizeof note, "not to scale: %s stretched ×%s", sx > sy ? "x" : "y",
             TLR_NUM(sx > sy ? sx / sy : sy / sx, 2));
    tlr_plot_note(&plot, note, TLR_CORNER_BOTTOM_LEFT);
  }

  tlr_colorbar(cr, style, plot.x + plot.w, plot.y, bar_w, plot.h, vmin, vmax, v->map,
               v->colorbar_label);
}

void
tlr_draw_patch_message(cairo_t *cr, double width, double height, const TlrStyle *style,
                       const char *message)
{
  const TlrPatchView v = { .message = message };
  tlr_draw_patch(cr, width, height, &v, style);
}
