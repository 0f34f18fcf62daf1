/* tlr-figure-contact-mu.c — drawing the lab's law inside the contact, with
 * the patch's slip speeds marked. */
#include "tlr-figure-contact-mu.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-plot.h"

void
tlr_contact_mu_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlStudySteadyContactMu *fig = data;
  if (tlr_background_or_placeholder(cr, style, width, height, !fig->valid, "no valid case"))
    return;
  if (fig->message[0]) {
    tlr_draw_message(cr, style, 0, 0, width, height, fig->message);
    return;
  }
  TlrPlotSpec spec = tlr_plot_spec(fig->used ? "This law inside the rolling contact: "
                                               "μ(w) = F(w)/F<sub>N,lab</sub>"
                                             : "This law as a contact law (the contact uses "
                                               "its own: choose it on Steady rolling)",
                                   "slip speed w (m/s)", "μ = F/F<sub>N,lab</sub> (–)");
  spec.xmin = 0.0;
  spec.xmax = fig->w[TL_STUDY_STEADY_CONTACT_MU_POINTS - 1];
  double lo = 0.0, hi = 0.0;
  tlr_range_widen(fig->mu, TL_STUDY_STEADY_CONTACT_MU_POINTS, &lo, &hi);
  spec.ymin = 0.0;
  spec.ymax = 1.35 * hi;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  TlrLineStyle ls = tlr_line_style(style->series[0]);
  tlr_plot_line(&plot, fig->w, fig->mu, TL_STUDY_STEADY_CONTACT_MU_POINTS, &ls);
  for (int k = 0; k < fig->n_marks; k++)
    tlr_plot_marker(&plot, fig->mark_w[k], fig->mark_mu[k], TLR_MARKER_CIRCLE, 0.35,
                    style->series[1], 0);
  tlr_plot_end(&plot);
  const TlrLegendEntry legend[] = {
    { "μ(w) of the law", style->series[0], TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "slipping cells of the patch (FASTSIM)", style->series[1], TLR_DASH_SOLID,
      TLR_MARKER_CIRCLE, 1 },
  };
  tlr_plot_legend(&plot, legend, 2, TLR_CORNER_BOTTOM_RIGHT);
  char note[300];
  snprintf(note, sizeof note,
           "patch at c<sub>x</sub> = %.4g, V = %.3g m/s: %d cells slip\n"
           "largest w = %.3g m/s, mean μ in slip %.3g", fig->params.cx, fig->params.speed,
           fig->n_marks, fig->stats.sigma_max, fig->stats.mu_mean);
  tlr_plot_note(&plot, note, TLR_CORNER_TOP_RIGHT);
}

TlStatus
tlr_contact_mu_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_steady_contact_mu_write_csv(out, data, err);
}
