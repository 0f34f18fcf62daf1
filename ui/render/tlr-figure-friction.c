/* tlr-figure-friction.c — friction–velocity curves with their terms, and
 * friction–displacement along the speed-up motion v = t(t + 1) and a sine,
 * drawn from a TlStudyFriction. */
#include "tlr-figure-friction.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tlr-tiles.h"
#include "tlr-plot.h"
#include "tribo/units.h"

TlStatus
tlr_friction_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_friction_write_csv(out, data, err);
}

/* ---- drawing ------------------------------------------------------------------ */

/* The friction–velocity panel: the total bold, the parts dashed, the static
 * threshold as the segment |F| ≤ Fs at v = 0. */
const char *
tlr_friction_display_name(const char *in, char *out, size_t len)
{
  static const struct {
    const char *word, *shown;
  } words[] = { { "coulomb", "Coulomb" }, { "stribeck", "Stribeck" }, { "dahl", "Dahl" },
                { "lugre", "LuGre" },     { "eq", "eq. " } };
  size_t o = 0;
  for (const char *p = in; *p && o + 1 < len;) {
    int done = 0;
    for (size_t k = 0; k < sizeof words / sizeof words[0] && !done; k++) {
      const size_t n = strlen(words[k].word);
      if (strncmp(p, words[k].word, n) == 0) {
        o += (size_t)snprintf(out + o, len - o, "%s", words[k].shown);
        p += n;
        done = 1;
      }
    }
    if (done)
      continue;
    if (*p == '+' || *p == '-') {
      o += (size_t)snprintf(out + o, len - o, " + ");
      p++;
    } else {
      out[o++] = *p++;
    }
    if (o >= len)
      o = len - 1;
  }
  out[o < len ? o : len - 1] = '\0';
  return out;
}

static void
draw_curves(cairo_t *cr, const TlrStyle *st, const TlStudyFriction *fig, int zoom, double x,
            double y, double w, double h)
{
  const TlFrictionParams *law = &fig->spec.law;
  const double vscale = zoom ? TL_UNIT_MM : 1.0; /* mm/s on the zoomed panel */
  const double *v = zoom ? fig->zoom_v : fig->wide_v;
  const int n = TL_STUDY_FRICTION_POINTS;
  double xs[TL_STUDY_FRICTION_POINTS];
  for (int i = 0; i < n; i++)
    xs[i] = v[i] / vscale;
  const int dip = (law->terms & (TL_FRICTION_STRIBECK | TL_FRICTION_LUGRE)) != 0;
  const int slope = (law->terms & TL_FRICTION_VISCOUS) ||
                    ((law->terms & TL_FRICTION_LUGRE) && law->sigma2 > 0.0);
  char title[200], name[160];
  snprintf(title, sizeof title, "%s: %s", tlr_friction_display_name(fig->title, name, sizeof name),
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

  TlrLegendEntry legend[TL_STUDY_FRICTION_MAX_PARTS + 2];
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

/* The four parts as tiles (data: const TlStudyFriction *). */
static void
curves_panel(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  draw_curves(cr, style, data, 0, 0, 0, w, h);
}

static void
curves_zoom_panel(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  draw_curves(cr, style, data, 1, 0, 0, w, h);
}

static void
ramp_panel(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  const TlStudyFriction *fig = data;
  char note[160];
  snprintf(note, sizeof note, "v = t(t + 1), t from 0 to %g s\n● start at rest",
           fig->spec.seed.duration);
  draw_trace(cr, style, &fig->seed, "Speeding up: v = t(t + 1) from rest", 1.0,
             "displacement x (m)", note, 0, 0, w, h);
}

static void
sine_panel(cairo_t *cr, double w, double h, const TlrStyle *style, void *data)
{
  const TlStudyFriction *fig = data;
  const TlMotionParams *sn = &fig->spec.sine;
  char note[200];
  snprintf(note, sizeof note, "x = A sin 2πft, A = %g µm, f = %g Hz\n%g s; ● start at rest",
           sn->amplitude / TL_UNIT_UM, sn->frequency, sn->duration);
  draw_trace(cr, style, &fig->sine, "Back and forth: pre-sliding hysteresis", TL_UNIT_UM,
             "displacement x (µm)", note, 0, 0, w, h);
}

void
tlr_friction_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlStudyFriction *fig = data;
  if (tlr_background_or_placeholder(cr, style, width, height, !fig->valid, "no valid friction law"))
    return;
  /* the curves over the whole speed range and near zero on top, the two
   * prescribed motions below; re-flowed at small sizes */
  const TlrTiles tiles = {
    4,
    {
      { curves_panel, data, 0, 0, 0.5, 0.5, 4, "the friction-velocity curves" },
      { curves_zoom_panel, data, 0.5, 0, 0.5, 0.5, 2, "the curves near zero speed" },
      { ramp_panel, data, 0, 0.5, 0.5, 0.5, 3, "the run speeding up from rest" },
      { sine_panel, data, 0.5, 0.5, 0.5, 0.5, 1, "the back-and-forth run" },
    },
  };
  tlr_tiles_draw(cr, width, height, style, (void *)&tiles);
}
