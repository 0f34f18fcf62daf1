/* tlr-figure-subsurface.c — the subsurface stress section figure. */
#include "tlr-figure-subsurface.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-heatmap.h"
#include "tlr-plot.h"
#include "tlr-text.h"
#include "tribo/units.h"

static const char *const measure_labels[TL_MEASURE_COUNT] = {
  "σ<sub>vM</sub>", "σ<sub>T</sub> = σ<sub>1</sub> − σ<sub>3</sub>",
  "τ<sub>max</sub> = (σ<sub>1</sub> − σ<sub>3</sub>)/2", "σ<sub>xz</sub>", "σ<sub>yz</sub>",
  "σ<sub>h</sub>", "σ<sub>1</sub>", "σ<sub>3</sub>", "σ<sub>xx</sub>", "σ<sub>yy</sub>",
  "σ<sub>zz</sub>", "σ<sub>xy</sub>"};

const char *
tlr_subsurface_measure_label(TlStressMeasure m)
{
  return (unsigned)m < TL_MEASURE_COUNT ? measure_labels[m] : "?";
}

/* The symbol alone (note, colour bar). */
static const char *
short_label(TlStressMeasure m)
{
  if (m == TL_MEASURE_TRESCA)
    return "σ<sub>T</sub>";
  if (m == TL_MEASURE_MAX_SHEAR)
    return "τ<sub>max</sub>";
  return tlr_subsurface_measure_label(m);
}

/* mm for display, without a "−0.00" */
static double
mm(double v)
{
  const double r = v / TL_UNIT_MM;
  return fabs(r) < 0.005 ? 0.0 : r;
}

/* What a section view shows: the section, its maximum, the measure and the field. */
typedef struct {
  const TlSection *sec;
  const TlStressMax *max;
  TlStressMeasure measure;
  const TlTractionField *field;
  int line;          /* 1: mark the depth profile's line at line_along */
  double line_along; /* [m] */
} Shown;

static int
shown(const TlrSubsurfaceSection *v, Shown *o)
{
  const TlStudySubsurface *s = v->study;
  if (!s || !s->valid || s->sec.plane == TL_PLANE_LINE || (v->cross && !s->has_cross))
    return 0;
  o->sec = v->cross ? &s->cross : &s->sec;
  o->max = v->cross ? &s->cross_max : &s->max;
  o->measure = s->spec.view.measure;
  o->field = &s->field;
  o->line = !v->cross && s->has_cross;
  o->line_along = o->line ? s->profile.line_x : NAN;
  return 1;
}

/* shown(), else an empty text[len]: a title or note for nothing drawn. */
static int
shown_or_empty(const TlrSubsurfaceSection *v, Shown *o, char *text, size_t len)
{
  if (shown(v, o))
    return 1;
  if (len)
    text[0] = '\0';
  return 0;
}

/* An × of half-width r centred on (px, py), as the current path. */
static void
cross_path(cairo_t *cr, double px, double py, double r)
{
  cairo_move_to(cr, px - r, py - r);
  cairo_line_to(cr, px + r, py + r);
  cairo_move_to(cr, px - r, py + r);
  cairo_line_to(cr, px + r, py - r);
}

double
tlr_subsurface_line_along(const TlrSubsurfaceSection *v)
{
  Shown fig;
  return shown(v, &fig) && fig.line ? fig.line_along : NAN;
}

void
tlr_subsurface_note(const TlrSubsurfaceSection *v, char *note, size_t len)
{
  Shown fig;
  if (!shown_or_empty(v, &fig, note, len))
    return;
  const TlStressMax *m = fig.max;
  const TlGrid *g = &fig.field->grid;
  const double c = fmin(g->a, g->b);
  const char *cname = g->b <= g->a ? "b" : "a";
  char where[200];
  /* a surface maximum of an equivalent stress sits at a traction step (the contact edge);
   * piecewise-constant cells resolve it only as the square root of their size */
  const int edge_peak = m->at_surface && !(fig.measure == TL_MEASURE_SXD ||
                                           fig.measure == TL_MEASURE_SYD ||
                                           fig.measure == TL_MEASURE_SDD);
  if (m->at_surface)
    snprintf(where, sizeof where, "at the surface, %s = %.2f mm%s",
             fig.sec->plane == TL_PLANE_YZ ? "y" : "x",
             mm(fig.sec->plane == TL_PLANE_YZ ? m->y : m->x),
             edge_peak ? "\n(a peak at a traction step: finer cells raise it)" : "");
  else
    snprintf(where, sizeof where, "at z = %.2f mm (%.2f %s), %s = %.2f mm", m->d / TL_UNIT_MM,
             m->d / c, cname, fig.sec->plane == TL_PLANE_YZ ? "y" : "x",
             mm(fig.sec->plane == TL_PLANE_YZ ? m->y : m->x));
  const char *sym = short_label(fig.measure);
  const int sg = tl_stress_measure_signed(fig.measure);
  snprintf(note, len,
           "max %s%s%s = %.0f MPa (%.3f p<sub>0</sub>)\n%s\np<sub>0</sub> = %.0f MPa, isolines "
           "every 0.1 p<sub>0</sub>",
           sg ? "|" : "", sym, sg ? "|" : "", fabs(m->value) / TL_UNIT_MPA,
           fabs(m->value) / fig.field->p0, where, fig.field->p0 / TL_UNIT_MPA);
}

void
tlr_subsurface_title(const TlrSubsurfaceSection *v, char *title, size_t len)
{
  Shown fig;
  if (!shown_or_empty(v, &fig, title, len))
    return;
  snprintf(title, len, "%s in the %s, %s section at %s = %.2f mm (%s)",
           short_label(fig.measure), tl_body_name(fig.sec->body),
           fig.sec->plane == TL_PLANE_YZ ? "y–z" : "x–z",
           fig.sec->plane == TL_PLANE_YZ ? "x" : "y", mm(fig.sec->at),
           tl_field_source_name(fig.field->source));
}

/* ---- drawing ---------------------------------------------------------------------- */

static void
set_color(cairo_t *cr, TlrColor c)
{
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
}

/* Isolines of v (nx × ny samples at xs[k], ys[l]) at `level` by marching squares:
 * one segment per crossed square side pair, linear interpolation along the sides. */
static void
isoline(TlrPlot *plot, const double *v, const double *xs, const double *ys, int nx, int ny,
        double level)
{
  cairo_t *cr = plot->cr;
  for (int l = 0; l + 1 < ny; l++)
    for (int k = 0; k + 1 < nx; k++) {
      const double c[4] = {v[l * nx + k], v[l * nx + k + 1], v[(l + 1) * nx + k + 1],
                           v[(l + 1) * nx + k]};
      const double px[4] = {xs[k], xs[k + 1], xs[k + 1], xs[k]};
      const double py[4] = {ys[l], ys[l], ys[l + 1], ys[l + 1]};
      double hx[4], hy[4];
      int n = 0;
      for (int e = 0; e < 4; e++) {
        const double a = c[e] - level, b = c[(e + 1) % 4] - level;
        if ((a < 0.0) != (b < 0.0)) {
          const double t = a / (a - b);
          hx[n] = px[e] + t * (px[(e + 1) % 4] - px[e]);
          hy[n] = py[e] + t * (py[(e + 1) % 4] - py[e]);
          n++;
        }
      }
      for (int s = 0; s + 1 < n; s += 2) { /* 2 or 4 crossings (a saddle: pair them in order) */
        cairo_move_to(cr, tlr_plot_x(plot, hx[s]), tlr_plot_y(plot, hy[s]));
        cairo_line_to(cr, tlr_plot_x(plot, hx[s + 1]), tlr_plot_y(plot, hy[s + 1]));
      }
    }
  cairo_stroke(cr);
}

/* The contact along the surface line: stick and slip cells of the section's row
 * (x–z) or column (y–z) as thick segments at z = 0. */
static void
draw_surface_states(TlrPlot *plot, const Shown *fig)
{
  const TlGrid *g = &fig->field->grid;
  const TlSection *sec = fig->sec;
  const int xz = sec->plane == TL_PLANE_XZ;
  const double cell = xz ? g->dy : g->dx, c0 = xz ? g->y[0] : g->x[0];
  const int row = (int)lround((sec->at - c0) / cell), m_across = xz ? g->my : g->mx;
  if (row < 0 || row >= m_across)
    return;
  const int m = xz ? g->mx : g->my;
  const double h = xz ? g->dx : g->dy;
  cairo_t *cr = plot->cr;
  cairo_save(cr);
  cairo_set_line_width(cr, 0.45 * plot->style->font_size);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  for (int i = 0; i < m; i++) {
    const int k = xz ? row * g->mx + i : i * g->mx + row;
    const int st = fig->field->t.state[k];
    if (st == TL_CELL_OUTSIDE || fig->field->t.pn[k] <= 0.0)
      continue;
    const double u = (xz ? g->x[i] : g->y[i]) / TL_UNIT_MM, hw = 0.5 * h / TL_UNIT_MM;
    set_color(cr, fig->field->source == TL_FIELD_HERTZ ? plot->style->outline
                  : st == TL_CELL_SLIP                 ? plot->style->series[1]
                                                       : plot->style->series[0]);
    const double y = tlr_plot_y(plot, 0.0) - 0.225 * plot->style->font_size;
    cairo_move_to(cr, tlr_plot_x(plot, u - hw), y);
    cairo_line_to(cr, tlr_plot_x(plot, u + hw), y);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

/* The frame of a section drawn at width × height: its spec and the plot, begun (the frame
 * drawn).  The draw and the pixel mapping share it, so a click maps to what is shown. */
static void
section_begin(TlrPlot *plot, TlrPlotSpec *spec, double *bar_w, cairo_t *cr,
              const TlrStyle *style, const Shown *fig, const char *title, double width,
              double height, double vmin, double vmax, const char *bar_label)
{
  const TlSection *sec = fig->sec;
  const int N = sec->n_along, L = sec->n_depth;
  const double x0 = sec->along[0] / TL_UNIT_MM, xn = sec->along[N - 1] / TL_UNIT_MM;
  const double h = N > 1 ? (sec->along[1] - sec->along[0]) / TL_UNIT_MM : 1.0;
  const double zmax = sec->depth[L - 1] / TL_UNIT_MM;
  *bar_w = tlr_colorbar_width(cr, style, vmin, vmax, bar_label);
  const int yz = sec->plane == TL_PLANE_YZ;
  *spec = tlr_plot_spec(title, yz ? "y (mm) — lateral" : "x (mm) — rolling direction →",
                        "depth z (mm) ↓");
  spec->y_depth = 1;
  spec->xmin = x0 - 0.5 * h;
  spec->xmax = xn + 0.5 * h;
  spec->ymin = -zmax;
  spec->ymax = 0.0;
  spec->equal_aspect = 1;
  spec->grid = 0;
  spec->right_extra = *bar_w;
  /* Fit the frame's height to the section at equal aspect (margins estimated from the font
   * size: title, x ticks and label, the colour bar's room) and centre it vertically. */
  const double fs = style->font_size;
  const double inner_w = width - 6.0 * fs - *bar_w;
  const double need =
    inner_w * zmax / (spec->xmax - spec->xmin) + 6.5 * fs + tlr_plot_next_band(style);
  const double fh = fmin(height, fmax(need, 12.0 * fs));
  tlr_plot_begin(plot, cr, style, 0, 0.5 * (height - fh), width, fh, spec);
}

/* The colour range of the section as drawn [MPa]. */
static void
section_range(const Shown *fig, double *vmin, double *vmax)
{
  const TlSection *sec = fig->sec;
  double m = 0.0;
  for (size_t k = 0; k < (size_t)sec->n_along * sec->n_depth; k++)
    m = fmax(m, fabs(tl_stress_measure(&sec->s[k], fig->measure) / TL_UNIT_MPA));
  if (!(m > 0.0))
    m = 1.0;
  *vmax = m;
  *vmin = tl_stress_measure_signed(fig->measure) ? -m : 0.0;
}

double
tlr_subsurface_along_at(const TlrSubsurfaceSection *v, const TlrStyle *style, double width,
                        double height, double px)
{
  Shown shown_ = { 0 }; /* filled by shown(); zeroed so that no path reads it unset */
  const Shown *fig = &shown_;
  if (!shown(v, &shown_) || width <= 0.0 || height <= 0.0)
    return NAN;
  char title[256];
  tlr_subsurface_title(v, title, sizeof title);
  /* lay the frame out on a scratch surface: the same calls as the draw, nothing shown */
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create(s);
  double vmin, vmax, bar_w;
  section_range(fig, &vmin, &vmax);
  char bar_label[160];
  snprintf(bar_label, sizeof bar_label, "%s (MPa)", short_label(fig->measure));
  TlrPlotSpec spec;
  TlrPlot plot;
  section_begin(&plot, &spec, &bar_w, cr, style, fig, title, width, height, vmin, vmax,
                bar_label);
  const double x0 = tlr_plot_x(&plot, 0.0), x1 = tlr_plot_x(&plot, 1.0);
  cairo_destroy(cr);
  cairo_surface_destroy(s);
  const TlSection *sec = fig->sec;
  const double u = (px - x0) / (x1 - x0) * TL_UNIT_MM;
  return fmin(fmax(u, sec->along[0]), sec->along[sec->n_along - 1]);
}

void
tlr_subsurface_section_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                            void *data)
{
  const TlrSubsurfaceSection *view = data;
  Shown shown_ = { 0 }; /* filled by shown(); zeroed so that no path reads it unset */
  const Shown *fig = &shown_;
  if (tlr_background_or_placeholder(cr, style, width, height, !shown(view, &shown_),
                                    "no subsurface section"))
    return;
  const TlSection *sec = fig->sec;
  const int N = sec->n_along, L = sec->n_depth;
  const int signd = tl_stress_measure_signed(fig->measure);
  double *v = malloc(sizeof(double) * (size_t)N * L * 2 + sizeof(double) * (size_t)(N + L));
  if (!v) {
    tlr_draw_message(cr, style, 0, 0, width, height, "out of memory");
    return;
  }
  double *img = v + (size_t)N * L, *xs = img + (size_t)N * L, *ys = xs + N;
  double vmax = 0.0;
  for (int l = 0; l < L; l++)
    for (int k = 0; k < N; k++) {
      const double q = tl_stress_measure(&sec->s[(size_t)l * N + k], fig->measure) / TL_UNIT_MPA;
      v[(size_t)l * N + k] = q;
      img[(size_t)(L - 1 - l) * N + k] = q; /* image rows bottom-up: deepest first */
      vmax = fmax(vmax, fabs(q));
    }
  for (int k = 0; k < N; k++)
    xs[k] = sec->along[k] / TL_UNIT_MM;
  for (int l = 0; l < L; l++)
    ys[l] = -sec->depth[l] / TL_UNIT_MM;
  if (!(vmax > 0.0))
    vmax = 1.0;
  const double vmin = signd ? -vmax : 0.0;
  const TlrColormap map = signd ? TLR_CMAP_DIVERGING : TLR_CMAP_VIRIDIS;

  char bar_label[160], title[256];
  snprintf(bar_label, sizeof bar_label, "%s (MPa)", short_label(fig->measure));
  tlr_subsurface_title(view, title, sizeof title);
  TlrPlotSpec spec;
  TlrPlot plot;
  double bar_w;
  section_begin(&plot, &spec, &bar_w, cr, style, fig, title, width, height, vmin, vmax,
                bar_label);
  const double hd = -(ys[1] - ys[0]);
  const double zmax = -ys[L - 1];
  const int yz = sec->plane == TL_PLANE_YZ;

  cairo_save(cr);
  cairo_rectangle(cr, tlr_plot_x(&plot, spec.xmin), tlr_plot_y(&plot, 0.0),
                  tlr_plot_x(&plot, spec.xmax) - tlr_plot_x(&plot, spec.xmin),
                  tlr_plot_y(&plot, -zmax) - tlr_plot_y(&plot, 0.0));
  cairo_clip(cr);
  const TlrHeatmap hm = {N, L, img, spec.xmin, spec.xmax, -zmax - 0.5 * hd, 0.5 * hd,
                         vmin, vmax, map};
  tlr_plot_heatmap(&plot, &hm);
  /* isolines every 0.1 p0 (both signs for a signed measure) */
  const double step = 0.1 * fig->field->p0 / TL_UNIT_MPA;
  cairo_save(cr);
  set_color(cr, tlr_color_with_alpha(tlr_color_rgb(0xffffff), 0.55));
  if (signd)
    set_color(cr, tlr_color_with_alpha(tlr_color_rgb(0x202020), 0.5));
  cairo_set_line_width(cr, fmax(0.8, 0.5 * style->line_width));
  for (int n = signd ? -40 : 1; n <= 40; n++) {
    if (n == 0 || fabs(n * step) >= vmax)
      continue;
    isoline(&plot, v, xs, ys, N, L, n * step);
  }
  cairo_restore(cr);
  cairo_restore(cr); /* the data clip */
  draw_surface_states(&plot, fig);

  /* the depth profile's line */
  if (fig->line && isfinite(fig->line_along)) {
    const double lx = tlr_plot_x(&plot, fig->line_along / TL_UNIT_MM);
    cairo_save(cr);
    cairo_set_line_width(cr, 0.3 * style->font_size);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.7);
    cairo_move_to(cr, lx, tlr_plot_y(&plot, 0.0));
    cairo_line_to(cr, lx, tlr_plot_y(&plot, -zmax));
    cairo_stroke(cr);
    set_color(cr, style->series[3]);
    cairo_set_line_width(cr, 0.15 * style->font_size);
    const double dash[2] = {0.6 * style->font_size, 0.3 * style->font_size};
    cairo_set_dash(cr, dash, 2, 0.0);
    cairo_move_to(cr, lx, tlr_plot_y(&plot, 0.0));
    cairo_line_to(cr, lx, tlr_plot_y(&plot, -zmax));
    cairo_stroke(cr);
    cairo_restore(cr);
  }

  /* the maximum: a cross */
  const double mu = (yz ? fig->max->y : fig->max->x) / TL_UNIT_MM, md = -fig->max->d / TL_UNIT_MM;
  const double px = tlr_plot_x(&plot, mu), py = tlr_plot_y(&plot, md), r = 0.5 * style->font_size;
  cairo_save(cr);
  cairo_set_line_width(cr, 0.35 * style->font_size);
  cairo_set_source_rgba(cr, 0, 0, 0, 0.8);
  cross_path(cr, px, py, r);
  cairo_stroke(cr);
  cairo_set_line_width(cr, 0.15 * style->font_size);
  cairo_set_source_rgba(cr, 1, 1, 1, 1);
  cross_path(cr, px, py, r);
  cairo_stroke(cr);
  cairo_restore(cr);
  tlr_plot_end(&plot);
  if (!view->hide_note) {
    char note[512];
    tlr_subsurface_note(view, note, sizeof note);
    tlr_plot_note(&plot, note, TLR_CORNER_BOTTOM_RIGHT);
  }
  if (fig->field->source != TL_FIELD_HERTZ) {
    const TlrLegendEntry legend[] = {
      {"stick", style->series[0], TLR_DASH_SOLID, TLR_MARKER_NONE, 0},
      {"slip", style->series[1], TLR_DASH_SOLID, TLR_MARKER_NONE, 0},
    };
    tlr_plot_legend(&plot, legend, 2, TLR_CORNER_BOTTOM_LEFT);
  }
  tlr_colorbar(cr, style, plot.x + plot.w, plot.y, bar_w, plot.h, vmin, vmax, map, bar_label);
  free(v);
}

void
tlr_subsurface_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  TlrSubsurfaceSection v = {data, 0, 0};
  tlr_subsurface_section_draw(cr, width, height, style, &v);
}

TlStatus
tlr_subsurface_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_subsurface_write_csv(out, data, err);
}
