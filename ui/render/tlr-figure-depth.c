/* tlr-figure-depth.c — the depth profile figure. */
#include "tlr-figure-depth.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-figure-subsurface.h"
#include "tlr-plot.h"
#include "tribo/units.h"

/* mm for display, without a "−0.00" */
static double
mm(double v)
{
  const double r = v / TL_UNIT_MM;
  return fabs(r) < 0.005 ? 0.0 : r;
}

void
tlr_depth_title(const TlStudySubsurface *s, char *title, size_t len)
{
  const TlSection *line = tl_study_subsurface_depth_line(s, NULL);
  if (!line) {
    if (len)
      title[0] = '\0';
    return;
  }
  snprintf(title, len, "%s in the %s\nat x = %.2f mm, y = %.2f mm",
           tlr_subsurface_measure_label(s->spec.view.measure), tl_body_name(line->body),
           mm(line->line_x), mm(line->at));
}

TlStatus
tlr_depth_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_subsurface_write_profile_csv(out, data, err);
}

void
tlr_depth_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlStudySubsurface *study = data;
  const TlStressMax *max = NULL;
  const TlSection *line = tl_study_subsurface_depth_line(study, &max);
  if (tlr_background_or_placeholder(cr, style, width, height, !line || line->n_depth < 2,
                                    "no depth profile"))
    return;
  const TlStressMeasure measure = study->spec.view.measure;
  const int n = line->n_depth;
  /* the curve in display units: depths [mm] and the measure [MPa] */
  double *buf = malloc(sizeof(double) * 3 * (size_t)n);
  if (!buf) {
    tlr_draw_message(cr, style, 0, 0, width, height, "out of memory");
    return;
  }
  double *depth_mm = buf, *value_mpa = buf + n, *ys = buf + 2 * n;
  for (int l = 0; l < n; l++) {
    depth_mm[l] = line->depth[l] / TL_UNIT_MM;
    value_mpa[l] = tl_stress_measure(&line->s[l], measure) / TL_UNIT_MPA;
  }
  char title[256];
  tlr_depth_title(study, title, sizeof title);
  const double zmax = depth_mm[n - 1];
  double lo = INFINITY, hi = -INFINITY;
  tlr_range_widen(value_mpa, n, &lo, &hi);
  lo = fmin(lo, 0.0);
  hi = fmax(hi, 0.0);
  if (!(hi - lo > 0.0))
    hi = lo + 1.0;
  const double pad = 0.08 * (hi - lo);
  char xlabel[160];
  snprintf(xlabel, sizeof xlabel, "%s (MPa)", tlr_subsurface_measure_label(measure));
  static const char ylabel[] = "depth z (mm) ↓";
  TlrPlotSpec spec = tlr_plot_spec(title, xlabel, ylabel);
  spec.xmin = lo < 0.0 ? lo - pad : 0.0;
  spec.xmax = hi > 0.0 ? hi + pad : 0.0;
  spec.ymin = -zmax; /* data y = −z: depth downward */
  spec.ymax = 0.0;
  spec.nice_limits = 0; /* the depth axis ends at the line's last row */
  spec.y_depth = 1;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);

  for (int l = 0; l < n; l++)
    ys[l] = -depth_mm[l];
  if (lo < 0.0) { /* a signed measure: the zero line */
    const double zx[2] = {0.0, 0.0}, zy[2] = {0.0, -zmax};
    TlrLineStyle zl = tlr_line_style(style->grid);
    tlr_plot_line(&plot, zx, zy, 2, &zl);
  }
  TlrLineStyle ls = tlr_line_style(style->series[0]);
  ls.width = 1.4;
  tlr_plot_line(&plot, value_mpa, ys, n, &ls);
  free(buf);

  /* the maximum, marked and labelled with its value and depth */
  const double mv = max->value / TL_UNIT_MPA, md = max->d / TL_UNIT_MM;
  tlr_plot_marker(&plot, mv, -md, TLR_MARKER_DIAMOND, 0.8, style->series[1], 0);
  char note[200];
  const int sg = tl_stress_measure_signed(measure);
  snprintf(note, sizeof note, "◆ max %s%s%s = %.0f MPa (%.3f p<sub>0</sub>)\nat z = %.2f mm%s",
           sg ? "|" : "", tlr_subsurface_measure_label(measure), sg ? "|" : "", fabs(mv),
           study->field.p0 > 0.0 ? fabs(max->value) / study->field.p0 : 0.0, md,
           max->at_surface ? " (the surface)" : "");
  /* keep the label off the curve: the corner on the side away from the maximum's depth */
  tlr_plot_note(&plot, note, md > 0.5 * zmax ? TLR_CORNER_TOP_RIGHT : TLR_CORNER_BOTTOM_RIGHT);
  tlr_plot_end(&plot);
}
