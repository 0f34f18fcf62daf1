/* tlr-figure-transient-draw.c — drawing the transient figures: the map, the
 * hysteresis loop and the time series, of one run or of two overlaid (the run is
 * a TlStudyTransient, study-transient.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-export.h"
#include "tlr-layout.h"
#include "tlr-tiles.h"
#include "tlr-figure-transient-parts.h"
#include "tlr-plot.h"
#include "tlr-text.h"
#include "tlr-view-patch.h"
#include "tribo/units.h"

TlrColor
tlr_transient_cx_color(const TlrStyle *s)
{
  return s->series[0];
}

TlrColor
tlr_transient_f_color(const TlrStyle *s, TlTransientKind kind)
{
  return kind == TL_TRANSIENT_EXACT_THEORY ? s->series[3] : s->series[1];
}

static int
run_ready(const TlStudyTransientRun *fig)
{
  return fig->valid && fig->run.rec.n > 0;
}

static int
draw_invalid(cairo_t *cr, double w, double h, const TlrStyle *style,
             const TlStudyTransientRun *const *figs, int n)
{
  int ok = n > 0;
  for (int i = 0; i < n; i++)
    ok = ok && run_ready(figs[i]);
  if (ok)
    return 0;
  tlr_draw_placeholder(cr, style, w, h, "no transient run");
  return 1;
}

/* The read-out of one run: "delay 2.54 ms (ratio 0.025), loop ∮f dc<sub>x</sub> = …"
 * or why not; `who` prefixes each line when two runs share the note. */
static void
analysis_text(const TlStudyTransientRun *fig, const char *who, char *buf, size_t len)
{
  const TlPeriodicAnalysis *a = &fig->analysis;
  if (!fig->periodic) {
    snprintf(buf, len, "%sdelay: needs a periodic waveform", who);
  } else if (a->saturated && who[0]) { /* short: two lines share the corner with a legend */
    snprintf(buf, len, "%sf saturates (no delay), ∮ f dc<sub>x</sub> = %s", who,
             TLR_NUM(a->loop_area, 3));
  } else if (a->saturated) {
    snprintf(buf, len, "delay undefined: f saturates (full slip)\n∮ f dc<sub>x</sub> = %s",
             TLR_NUM(a->loop_area, 4));
  } else if (isnan(a->delay) && strncmp(a->note, "measuring", 9) == 0) {
    snprintf(buf, len, "%s%s", who, a->note); /* after a change: only the new case's rows */
  } else if (isnan(a->delay) && isfinite(a->t1)) {
    snprintf(buf, len, "%sdelay: measured once the run reaches t = %s ms", who,
             TLR_NUM(a->t1 / TL_UNIT_MS, 4));
  } else if (isnan(a->delay)) {
    snprintf(buf, len, "%sdelay: measured after the first whole period", who);
  } else if (who[0]) { /* short: two lines share the corner with a legend */
    snprintf(buf, len, "%sdelay %.2f ms, ∮ f dc<sub>x</sub> = %s", who, a->delay / TL_UNIT_MS,
             TLR_NUM(a->loop_area, 3));
  } else {
    snprintf(buf, len, "delay %.3f ms (ratio %.4f)\n∮ f dc<sub>x</sub> = %s\nf %.4f … %.4f",
             a->delay / TL_UNIT_MS, a->delay_ratio, TLR_NUM(a->loop_area, 4), a->f_min, a->f_max);
  }
}

/* The note of n runs: one block, or one line per model. */
static void
analysis_note(const TlStudyTransientRun *const *figs, int n, char *buf, size_t len)
{
  if (n == 1) {
    analysis_text(figs[0], "", buf, len);
    return;
  }
  buf[0] = '\0';
  for (int i = 0; i < n; i++) {
    char line[300], who[40];
    snprintf(who, sizeof who, "%s: ", tl_study_transient_model_name(figs[i]->kind));
    analysis_text(figs[i], who, line, sizeof line);
    const size_t used = strlen(buf);
    snprintf(buf + used, len - used, "%s%s", i ? "\n" : "", line);
  }
}

void
tlr_transient_part_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                         const TlrTransientView *view, const TlStudyTransientRun *fig,
                         const double range[2])
{
  const TlStudyTransientRun *one[1] = { fig };
  if (draw_invalid(cr, width, height, style, one, 1))
    return;
  const TlTraction *t = tl_study_transient_traction(fig);
  const TlRecord *r = &fig->run.rec;
  const int last = r->n - 1;
  const TlContactParams *p = &fig->spec.params;
  char title[200], note[300];
  snprintf(title, sizeof title, "%s at t = %.2f ms, c<sub>x</sub> = %s",
           fig->exact ? "Exact theory" : "Brush model", r->t[last] / TL_UNIT_MS,
           TLR_NUM(r->cx[last], 4));
  tlr_patch_note(note, sizeof note, r->f[last], r->stick[last], p->mu, fig->normal_load, "", "");
  tlr_draw_patch_field(cr, width, height, style, view->field, t, p->mu,
                       tl_study_transient_grid(fig), title, note, range);
}

void
tlr_transient_draw_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                         void *data)
{
  const TlrTransientView *view = data;
  tlr_transient_part_patch(cr, width, height, style, view, &view->study->single, NULL);
}

/* Headroom above the data, as a fraction of its range, that leaves `lines`
 * font sizes free at the top of a plot of outer height h (title and axis
 * labels take about 4.5): legends and labels then fit at any size. */
static double
headroom(double h, const TlrStyle *st, double lines, double at_least)
{
  const double inner = h - 4.5 * st->font_size, need = lines * st->font_size;
  return inner > 2.0 * need ? fmax(at_least, need / (inner - need)) : 1.0;
}

static int first_row_from(const TlRecord *r, double t0);

/* A note's height in font sizes, with its box's padding (0.8) and margin
 * (0.5), and the clearance legends keep from the data (0.7: a line's half
 * width and part of a placement cell). */
static double
note_lines(cairo_t *cr, const TlrStyle *style, const char *note)
{
  const TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.0);
  double h;
  tlr_text_size(cr, style, &o, note, NULL, &h);
  return h / style->font_size + 2.0;
}

/* A small plot cannot keep the note and the legend clear of the data inside
 * the axes (side by side at the top, or stacked when too narrow, in the
 * headroom, with the data in at least half of the height): the legend then
 * goes under the axes. */
static int
legend_goes_below(cairo_t *cr, double width, double height, const TlrStyle *style,
                  const char *note, const TlrLegendEntry *legend, int nl)
{
  const double fs = style->font_size;
  const TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.0);
  double note_w, lw, lh;
  tlr_text_size(cr, style, &o, note, &note_w, NULL);
  tlr_legend_size(cr, style, legend, nl, &lw, &lh);
  const double note_h = note_lines(cr, style, note) * fs;
  /* the axes take about 6 font sizes of the width; title, tick labels, x
   * label and their gaps about 6.7 of the height */
  const int side = note_w + 0.8 * fs + lw + 2.0 * fs <= width - 6.0 * fs;
  const double need = side ? fmax(note_h, lh + fs) : note_h + lh + 0.5 * fs;
  return height - 6.7 * fs <= 2.0 * need;
}

/* The first row the loop and series views show: the last time_window seconds
 * of the run furthest on (a live run keeps many periods in its record; drawing
 * them all retraces the loop and costs frame time). */
static double
shown_from(const TlStudyTransientRun *const *figs, int n)
{
  double t_end = -INFINITY;
  for (int i = 0; i < n; i++)
    t_end = fmax(t_end, figs[i]->run.rec.t[figs[i]->run.rec.n - 1]);
  const double window = figs[0]->spec.time_window;
  return window > 0.0 ? t_end - window : -INFINITY;
}

/* Points a line of the loop or series views draws at most: a live run at a
 * low frequency keeps three periods of rows (87 600 at 0.1 Hz on 50 × 50),
 * far more than the plot has pixels; every k-th row then still puts a few
 * points in each pixel column (three periods in 6 000 points: a sine
 * sampled 2 000 times a period misses its peak by at most 1.2e-6 of its
 * amplitude, 1 − cos(π/2000)). */
#define LINE_POINTS_MAX 6000

static void
plot_thinned(TlrPlot *plot, const double *x, const double *y, int n, const TlrLineStyle *ls)
{
  const int step = n > LINE_POINTS_MAX ? (n + LINE_POINTS_MAX - 1) / LINE_POINTS_MAX : 1;
  if (step == 1) {
    tlr_plot_line(plot, x, y, n, ls);
    return;
  }
  const int m = (n - 1) / step + 2; /* every step-th row and the last */
  double *tx = malloc((size_t)m * 2 * sizeof(double));
  if (!tx) {
    tlr_plot_line(plot, x, y, n, ls);
    return;
  }
  double *ty = tx + m;
  int k = 0;
  for (int i = 0; i < n; i += step, k++) {
    tx[k] = x[i];
    ty[k] = y[i];
  }
  if ((n - 1) % step) {
    tx[k] = x[n - 1];
    ty[k] = y[n - 1];
    k++;
  }
  tlr_plot_line(plot, tx, ty, k, ls);
  free(tx);
}

/* Rows k0 … k0 + len − 1 of a run (x, y start at row k0) as lines that never
 * join two cases: a break at each what-if change (tl_run_mark_change), and
 * the rows of earlier cases dimmed, so that the current case stands out. */
static void
plot_by_case(TlrPlot *plot, const TlRun *run, const double *x, const double *y, int k0, int len,
             const TlrLineStyle *ls)
{
  const double *t = run->rec.t + k0;
  int a = 0;
  while (a < len) {
    const int c = tl_run_case_of(run, t[a]);
    const double next = c < run->n_marks ? run->marks[c] : INFINITY;
    int b = a + 1;
    while (b < len && t[b] < next)
      b++;
    TlrLineStyle s = *ls;
    if (c < run->n_marks)
      s.color = tlr_color_with_alpha(ls->color, 0.3 * ls->color.a);
    plot_thinned(plot, x + a, y + a, b - a, &s);
    a = b;
  }
}

void
tlr_transient_part_loops(cairo_t *cr, double width, double height, const TlrStyle *style,
                         const TlrTransientView *view, const TlStudyTransientRun *const *figs,
                         int n)
{
  if (draw_invalid(cr, width, height, style, figs, n))
    return;
  const TlStudyTransientRun *ref = figs[0]; /* its steady curve is drawn */
  tlr_fill_background(cr, style, 0, 0, width, height);
  TlrPlotSpec spec = tlr_plot_spec("Hysteresis: traction coefficient vs creepage",
                                   "longitudinal creepage c<sub>x</sub> (–)",
                                   "f = T<sub>x</sub>/F<sub>N</sub> (–), wheel on rail");
  double xlo = INFINITY, xhi = -INFINITY, ylo = 0.0, yhi = -INFINITY;
  tlr_range_widen(ref->curve_cx, ref->curve_n, &xlo, &xhi);
  const double t_from = shown_from(figs, n);
  int k0[2] = { 0, 0 };
  for (int i = 0; i < n; i++) {
    const TlRecord *r = &figs[i]->run.rec;
    k0[i] = first_row_from(r, t_from);
    tlr_range_widen(r->cx + k0[i], r->n - k0[i], &xlo, &xhi);
    tlr_range_widen(r->f + k0[i], r->n - k0[i], &ylo, &yhi);
  }
  const TlrOverlay *ov = view->overlay && view->overlay->n ? view->overlay : NULL;
  if (ov)
    tlr_overlay_extent(ov, &xlo, &xhi, &ylo, &yhi);
  /* the steady curves only where they matter: inside the runs' creepage range */
  const double *table_f = ref->curve_table_f; /* the creep-force table's, when there is one */
  for (int k = 0; k < ref->curve_n; k++)
    if (ref->curve_cx[k] >= xlo && ref->curve_cx[k] <= xhi) {
      if (isfinite(ref->curve_f[k])) {
        ylo = fmin(ylo, ref->curve_f[k]);
        yhi = fmax(yhi, ref->curve_f[k]);
      }
      if (table_f && isfinite(table_f[k])) {
        ylo = fmin(ylo, table_f[k]);
        yhi = fmax(yhi, table_f[k]);
      }
    }
  spec.xmin = xlo;
  spec.xmax = xhi;
  spec.ymin = ylo;
  /* room for the read-out; two runs: a two-line note, and the legend (four
   * rows) beside it, clear of the loops, when the plot is wide enough for both
   * (the axis labels take about 6 font sizes of the width), else the legend at
   * the bottom right as for one run */
  const int beside = n > 1 && width - 6.0 * style->font_size >= 36.0 * style->font_size;
  /* the table's curve adds a legend row (1.35 font sizes) */
  const double table_row = table_f ? 1.35 : 0.0;
  double room = n == 1 ? 0.3 : headroom(height, style, beside ? 6.0 + table_row : 3.5, 0.3);
  char note[700];
  analysis_note(figs, n, note, sizeof note);
  /* the overlay's legend sits at the top right, above the loops; where the
   * plot is too narrow for it beside the note, below the note */
  double note_h = 0.0;
  if (ov && !beside) {
    const TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.0);
    double note_w, lw = 0.0, w, h;
    tlr_text_size(cr, style, &o, note, &note_w, &note_h);
    for (int i = 0; i < ov->n; i++) {
      tlr_text_size(cr, style, &o, ov->curves[i].label, &w, &h);
      lw = fmax(lw, w);
    }
    /* boxes: note + padding, legend sample and paddings (tlr_plot_note and
     * tlr_plot_legend), margins; the axes take about 6 font sizes */
    const double fs = style->font_size;
    if (note_w + 0.8 * fs + lw + 3.7 * fs + 2.0 * fs <= width - 6.0 * fs)
      note_h = 0.0;
    else
      note_h += 0.8 * fs + 0.5 * fs;
  }
  if (ov)
    room = fmax(room, headroom(height, style, 1.35 * (ov->n + 1) + note_h / style->font_size, 0.3));
  TlrLegendEntry legend[5 + TLR_OVERLAY_MAX];
  char labels[2][64];
  int nl = 0;
  for (int i = 0; i < n; i++) {
    snprintf(labels[i], sizeof labels[i], n == 1 ? "%s (transient)" : "%s",
             tl_study_transient_model_label(figs[i]->kind));
    legend[nl++] = (TlrLegendEntry){ labels[i], tlr_transient_f_color(style, figs[i]->kind),
                                     TLR_DASH_SOLID, TLR_MARKER_NONE, 0 };
  }
  legend[nl++] = (TlrLegendEntry){ "FASTSIM steady state", style->muted, TLR_DASH_DOTTED,
                                   TLR_MARKER_NONE, 0 };
  /* the table's steady curve: sky blue and dashed, as far from the loops'
   * colours and the FASTSIM curve's dots as the steady view keeps it */
  const TlrColor table_color = style->series[5];
  if (table_f)
    legend[nl++] = (TlrLegendEntry){ tl_table_spec(ref->spec.table)->model == TL_TABLE_EXACT
                                       ? "steady, table (exact)"
                                       : "steady, table (FASTSIM)",
                                     table_color, TLR_DASH_DASHED, TLR_MARKER_NONE, 0 };
  legend[nl++] = (TlrLegendEntry){ "now", style->text, TLR_DASH_SOLID, TLR_MARKER_CIRCLE, 1 };
  const int outside = !ov && legend_goes_below(cr, width, height, style, note, legend, nl);
  if (outside) {
    spec.bottom_extra = tlr_legend_below_height(cr, style, legend, nl, width);
    /* headroom() reckons 4.5 font sizes for title and axes; with the x
     * label, the tick labels and their gaps they take nearer 6.7 */
    room = headroom(height - spec.bottom_extra - 2.2 * style->font_size, style,
                    note_lines(cr, style, note), 0.3);
  }
  spec.ymax = yhi + room * (yhi - ylo);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);

  TlrLineStyle steady = tlr_line_style(style->muted);
  steady.dash = TLR_DASH_DOTTED;
  steady.width = 1.3;
  tlr_plot_line(&plot, ref->curve_cx, ref->curve_f, ref->curve_n, &steady);
  if (table_f) {
    TlrLineStyle ts = tlr_line_style(table_color);
    ts.dash = TLR_DASH_DASHED;
    ts.width = 1.3;
    tlr_plot_line(&plot, ref->curve_cx, table_f, ref->curve_n, &ts);
  }
  if (ov)
    tlr_plot_overlay(&plot, ov);
  for (int i = 0; i < n; i++) {
    const TlRecord *r = &figs[i]->run.rec;
    TlrLineStyle loop = tlr_line_style(tlr_transient_f_color(style, figs[i]->kind));
    plot_by_case(&plot, &figs[i]->run, r->cx + k0[i], r->f + k0[i], k0[i], r->n - k0[i], &loop);
  }
  for (int i = 0; i < n; i++) {
    const TlRecord *r = &figs[i]->run.rec;
    tlr_plot_marker(&plot, r->cx[r->n - 1], r->f[r->n - 1], TLR_MARKER_CIRCLE, 0.8, style->text,
                    0);
  }
  tlr_plot_end(&plot);
  if (outside)
    tlr_plot_legend_below(&plot, legend, nl);
  else
    tlr_plot_legend(&plot, legend, nl, beside ? TLR_CORNER_TOP_RIGHT : TLR_CORNER_BOTTOM_RIGHT);
  if (ov) { /* pinned or swept loops: their own legend in the headroom */
    TlrLegendEntry extra[TLR_OVERLAY_MAX];
    const int ne = tlr_overlay_legend(ov, style, extra, TLR_OVERLAY_MAX);
    TlrPlot below = plot; /* under the note when they would overlap */
    below.y += note_h;
    below.h -= note_h;
    tlr_plot_legend(&below, extra, ne, beside ? TLR_CORNER_BOTTOM_RIGHT : TLR_CORNER_TOP_RIGHT);
  }
  tlr_plot_note(&plot, note, TLR_CORNER_TOP_LEFT);
}

void
tlr_transient_draw_loop(cairo_t *cr, double width, double height, const TlrStyle *style,
                        void *data)
{
  const TlrTransientView *view = data;
  const TlStudyTransientRun *one[1] = { &view->study->single };
  tlr_transient_part_loops(cr, width, height, style, view, one, 1);
}

/* First row of a record at or after t0. */
static int
first_row_from(const TlRecord *r, double t0)
{
  int k = r->n - 1;
  while (k > 0 && r->t[k - 1] >= t0)
    k--;
  return k;
}

/* Vertical dotted marks at both peaks and a double arrow between them, at
 * height ytop_frac of the plot (two runs: two heights). */
static void
draw_delay(TlrPlot *plot, const TlPeriodicAnalysis *a, TlrColor fc, double ytop_frac,
           const char *who)
{
  if (!isfinite(a->delay))
    return;
  cairo_t *cr = plot->cr;
  const TlrStyle *st = plot->style;
  const double xc = tlr_plot_x(plot, a->t_cx_peak / TL_UNIT_MS);
  const double xf = tlr_plot_x(plot, a->t_f_peak / TL_UNIT_MS);
  const double ytop = plot->y + ytop_frac * plot->h, ybot = plot->y + plot->h;
  tlr_plot_clip(plot);
  cairo_set_line_width(cr, 0.8 * st->line_width);
  const double dots[] = { 0.01, 1.8 * st->line_width };
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_dash(cr, dots, 2, 0.0);
  const TlrColor cc = tlr_transient_cx_color(st);
  cairo_set_source_rgba(cr, cc.r, cc.g, cc.b, 1.0);
  cairo_move_to(cr, xc, ytop);
  cairo_line_to(cr, xc, ybot);
  cairo_stroke(cr);
  cairo_set_source_rgba(cr, fc.r, fc.g, fc.b, 1.0);
  cairo_move_to(cr, xf, ytop);
  cairo_line_to(cr, xf, ybot);
  cairo_stroke(cr);
  /* the arrow */
  cairo_set_dash(cr, NULL, 0, 0.0);
  cairo_set_source_rgba(cr, st->text.r, st->text.g, st->text.b, 1.0);
  const double ah = 0.35 * st->font_size, dir = xf >= xc ? 1.0 : -1.0;
  cairo_move_to(cr, xc, ytop);
  cairo_line_to(cr, xf, ytop);
  cairo_stroke(cr);
  cairo_move_to(cr, xf, ytop);
  cairo_line_to(cr, xf - dir * ah, ytop - 0.6 * ah);
  cairo_line_to(cr, xf - dir * ah, ytop + 0.6 * ah);
  cairo_close_path(cr);
  cairo_fill(cr);
  /* right of the arrow where the plot has room, else left of it, else the
   * number alone (the label must not run under the frame or the right
   * axis's ticks) */
  char full[80], shortl[40];
  snprintf(full, sizeof full, "%sdelay %.2f ms", who, a->delay / TL_UNIT_MS);
  snprintf(shortl, sizeof shortl, "%.2f ms", a->delay / TL_UNIT_MS);
  const char *label = full;
  TlrTextOpts o = tlr_text_opts(TLR_LAYOUT_MIN_TEXT, 0.0, 1.0);
  const double gap = 0.4 * st->font_size, ly = ytop - 0.2 * st->font_size;
  const double right = fmax(xc, xf) + gap, left_end = fmin(xc, xf) - gap;
  double lw = 0.0, lh = 0.0, lx = right;
  for (int k = 0; k < 2; k++) {
    label = k == 0 ? full : shortl;
    tlr_text_size(cr, st, &o, label, &lw, &lh);
    if (right + lw <= plot->x + plot->w) {
      lx = right;
      break;
    }
    if (left_end - lw >= plot->x) {
      lx = left_end - lw;
      break;
    }
    lx = fmax(plot->x, fmin(right, plot->x + plot->w - lw)); /* inside, as it fits */
  }
  tlr_text(cr, st, lx, ly, &o, st->text, label);
  tlr_plot_unclip(plot);
  /* the arrow and its label are data to the legends and notes placed next */
  const double x0 = fmin(fmin(xc, xf), lx), x1 = fmax(fmax(xc, xf), lx + lw);
  tlr_plot_occupy_rect(plot, x0, ly - lh, x1 - x0, lh + ah);
}

void
tlr_transient_part_series(cairo_t *cr, double width, double height, const TlrStyle *style,
                          const TlStudyTransientRun *const *figs, int n)
{
  if (draw_invalid(cr, width, height, style, figs, n))
    return;
  const double t_from = shown_from(figs, n);
  double t_end = -INFINITY;
  for (int i = 0; i < n; i++)
    t_end = fmax(t_end, figs[i]->run.rec.t[figs[i]->run.rec.n - 1]);
  int k0[2], len[2];
  double *t_ms[2] = { NULL, NULL };
  int ok = 1;
  for (int i = 0; i < n; i++) {
    const TlRecord *r = &figs[i]->run.rec;
    k0[i] = first_row_from(r, t_from);
    len[i] = r->n - k0[i];
    t_ms[i] = malloc((size_t)len[i] * sizeof(double));
    ok = ok && t_ms[i];
    for (int k = 0; t_ms[i] && k < len[i]; k++)
      t_ms[i][k] = r->t[k0[i] + k] / TL_UNIT_MS; /* the record is SI */
  }
  tlr_fill_background(cr, style, 0, 0, width, height);
  if (!ok) {
    free(t_ms[0]);
    free(t_ms[1]);
    tlr_draw_message(cr, style, 0, 0, width, height, "out of memory");
    return;
  }
  TlrPlotSpec spec = tlr_plot_spec("Creepage and traction coefficient over time", "time t (ms)",
                                   "f = T<sub>x</sub>/F<sub>N</sub> (–)");
  spec.has_y2 = 1;
  spec.y2label = "creepage c<sub>x</sub> (–)";
  spec.ylabel_color = n == 1 ? tlr_transient_f_color(style, figs[0]->kind) : style->text;
  spec.y2label_color = tlr_transient_cx_color(style);
  spec.xmin = t_ms[0][0];
  spec.xmax = fmax(t_end / TL_UNIT_MS, t_ms[0][0] + (len[0] > 1 ? 0.0 : 1.0));
  spec.nice_limits = 0; /* the axis ends where the run is now */
  double flo = 0.0, fhi = -INFINITY, clo = 0.0, chi = -INFINITY;
  for (int i = 0; i < n; i++) {
    tlr_range_widen(figs[i]->run.rec.f + k0[i], len[i], &flo, &fhi);
    tlr_range_widen(figs[i]->run.rec.cx + k0[i], len[i], &clo, &chi);
  }
  /* headroom above the signals for the read-out, the legend and the arrows
   * (two runs: three legend rows and two labelled arrows) */
  double room = n == 1 ? 0.4 : headroom(height, style, 8.5, 0.4);
  TlrLegendEntry legend[3];
  char labels[2][64];
  for (int i = 0; i < n; i++) {
    if (n == 1)
      snprintf(labels[i], sizeof labels[i], "f (left axis)");
    else
      snprintf(labels[i], sizeof labels[i], "f, %s",
               tl_study_transient_model_label(figs[i]->kind));
    legend[i] = (TlrLegendEntry){ labels[i], tlr_transient_f_color(style, figs[i]->kind),
                                  TLR_DASH_SOLID, TLR_MARKER_NONE, 0 };
  }
  legend[n] = (TlrLegendEntry){ "c<sub>x</sub> (right axis)", tlr_transient_cx_color(style),
                                TLR_DASH_DASHED, TLR_MARKER_NONE, 0 };
  char note[700] = "";
  if (n == 1)
    analysis_note(figs, n, note, sizeof note);
  /* one run, small: the legend under the axes, the note and the delay
   * arrow in the headroom */
  const int outside = n == 1 && legend_goes_below(cr, width, height, style, note, legend, n + 1);
  if (outside) {
    spec.bottom_extra = tlr_legend_below_height(cr, style, legend, n + 1, width);
    room = headroom(height - spec.bottom_extra - 2.2 * style->font_size, style,
                    note_lines(cr, style, note) + 1.5, 0.4);
  }
  spec.ymin = flo;
  spec.ymax = fhi + room * (fhi - flo);
  spec.y2min = clo;
  spec.y2max = chi + room * (chi - clo);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  /* cₓ of the first run (both runs see the same waveform) */
  TlrLineStyle lc = tlr_line_style(tlr_transient_cx_color(style));
  lc.use_y2 = 1;
  lc.dash = TLR_DASH_DASHED;
  plot_by_case(&plot, &figs[0]->run, t_ms[0], figs[0]->run.rec.cx + k0[0], k0[0], len[0], &lc);
  for (int i = 0; i < n; i++) {
    TlrLineStyle lf = tlr_line_style(tlr_transient_f_color(style, figs[i]->kind));
    plot_by_case(&plot, &figs[i]->run, t_ms[i], figs[i]->run.rec.f + k0[i], k0[i], len[i], &lf);
  }
  for (int i = 0; i < n; i++) {
    char who[40] = "";
    if (n > 1)
      snprintf(who, sizeof who, "%s ", tl_study_transient_model_name(figs[i]->kind));
    /* two runs: the arrows below the legend, each under its label */
    const double y = n == 1 ? 0.24 : (6.3 + 1.4 * i) * style->font_size / plot.h;
    draw_delay(&plot, &figs[i]->analysis, tlr_transient_f_color(style, figs[i]->kind), y,
               who);
  }
  tlr_plot_end(&plot);
  /* two runs: the arrows carry the delays (the loop's note the rest), and the
   * legend takes the free top-left corner, away from the arrows' labels */
  if (outside)
    tlr_plot_legend_below(&plot, legend, n + 1);
  else
    tlr_plot_legend(&plot, legend, n + 1, n == 1 ? TLR_CORNER_TOP_RIGHT : TLR_CORNER_TOP_LEFT);
  if (n == 1)
    tlr_plot_note(&plot, note, TLR_CORNER_TOP_LEFT);
  free(t_ms[0]);
  free(t_ms[1]);
}

void
tlr_transient_draw_timeseries(cairo_t *cr, double width, double height, const TlrStyle *style,
                              void *data)
{
  const TlrTransientView *view = data;
  const TlStudyTransientRun *one[1] = { &view->study->single };
  tlr_transient_part_series(cr, width, height, style, one, 1);
}

/* All three: the map on the left, loop and time series stacked on the right. */
void
tlr_transient_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  /* the map left, the loop and the time series stacked right; re-flowed at
   * small sizes, where the loop is what the view is about */
  const TlrTiles tiles = {
    3,
    {
      { tlr_transient_draw_patch, data, 0, 0, 0.46, 1, 1, "the contact patch" },
      { tlr_transient_draw_loop, data, 0.46, 0, 0.54, 0.5, 3, "the hysteresis loop" },
      { tlr_transient_draw_timeseries, data, 0.46, 0.5, 0.54, 0.5, 2, "the time series" },
    },
  };
  tlr_tiles_draw(cr, width, height, style, (void *)&tiles);
}

TlrTransientView
tlr_transient_view(const TlStudyTransient *study)
{
  TlrTransientView v = { study, TLR_FIELD_TX_RATIO, NULL };
  return v;
}

TlStatus
tlr_transient_write_csv(FILE *out, void *data, TlError *err)
{
  const TlrTransientView *view = data;
  return tl_study_transient_write_csv(out, view->study, err);
}
