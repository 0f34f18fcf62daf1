/* tlr-figure-contact-mu.c — the lab's law inside the contact, with the
 * patch's slip speeds marked. */
#include "tlr-figure-contact-mu.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-plot.h"
#include "tribo/fastsim.h"

void
tlr_contact_mu_figure_init(TlrContactMuFigure *fig)
{
  memset(fig, 0, sizeof *fig);
}

void
tlr_contact_mu_figure_clear(TlrContactMuFigure *fig)
{
  free(fig->mark_w);
  free(fig->mark_mu);
  memset(fig, 0, sizeof *fig);
}

TlStatus
tlr_contact_mu_figure_update(TlrContactMuFigure *fig, const TlContactParams *params,
                             const TlFrictionParams *lab, double lab_normal, int used,
                             TlError *err)
{
  TlSlipFriction law;
  TlError why;
  TlStatus s;
  if (tl_slip_friction_from_lab(lab, lab_normal, &law, &why) != TL_OK) {
    free(fig->mark_w);
    free(fig->mark_mu);
    memset(fig, 0, sizeof *fig);
    fig->params = *params;
    snprintf(fig->message, sizeof fig->message, "not a contact law: %s", why.message);
    fig->valid = 1;
    return TL_OK;
  }
  const int cells = params->mx * params->my;
  TlTraction map;
  if ((s = tl_traction_alloc(&map, params->mx, params->my, err)) != TL_OK)
    return s;
  double *w_map = malloc((size_t)cells * sizeof(double));
  double *mw = malloc((size_t)cells * sizeof(double)), *mm = malloc((size_t)cells * sizeof(double));
  TlSlipStats st;
  double f;
  if (!w_map || !mw || !mm)
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the contact law's figure");
  else
    s = tl_fastsim_law_curve(params, &law, &params->cx, 1, &f, NULL, &map, NULL, w_map, &st, err);
  if (s != TL_OK) {
    free(w_map);
    free(mw);
    free(mm);
    tl_traction_free(&map);
    return s;
  }
  int n = 0;
  for (int k = 0; k < cells; k++)
    if (map.state[k] == TL_CELL_SLIP) {
      mw[n] = w_map[k];
      mm[n] = tl_slip_friction_mu(&law, w_map[k]);
      n++;
    }
  free(w_map);
  tl_traction_free(&map);
  free(fig->mark_w);
  free(fig->mark_mu);
  fig->mark_w = mw;
  fig->mark_mu = mm;
  fig->n_marks = n;
  fig->params = *params;
  fig->law = law;
  fig->used = used;
  fig->stats = st;
  fig->message[0] = '\0';
  /* the curve over the slip speeds that matter: past the patch's largest and
   * the law's own speed scale */
  const double wmax = fmax(fmax(3.0 * st.sigma_max, 2.0 * law.v_s), 1e-3);
  for (int k = 0; k < TLR_CONTACT_MU_POINTS; k++) {
    fig->w[k] = wmax * k / (TLR_CONTACT_MU_POINTS - 1);
    fig->mu[k] = tl_slip_friction_mu(&law, fig->w[k]);
  }
  fig->valid = 1;
  return TL_OK;
}

void
tlr_contact_mu_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                           void *data)
{
  const TlrContactMuFigure *fig = data;
  tlr_fill_background(cr, style, 0, 0, width, height);
  if (!fig->valid) {
    tlr_draw_message(cr, style, 0, 0, width, height, "no valid case");
    return;
  }
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
  spec.xmax = fig->w[TLR_CONTACT_MU_POINTS - 1];
  double lo = 0.0, hi = 0.0;
  tlr_range_widen(fig->mu, TLR_CONTACT_MU_POINTS, &lo, &hi);
  spec.ymin = 0.0;
  spec.ymax = 1.35 * hi;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  TlrLineStyle ls = tlr_line_style(style->series[0]);
  tlr_plot_line(&plot, fig->w, fig->mu, TLR_CONTACT_MU_POINTS, &ls);
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
