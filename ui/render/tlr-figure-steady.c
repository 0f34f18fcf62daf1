/* tlr-figure-steady.c — traction–creepage curves and the steady tangential map. */
#include "tlr-figure-steady.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-plot.h"
#include "tlr-view-patch.h"
#include "tribo/shen.h"
#include "tribo/units.h"

enum { M_LINEAR, M_FASTSIM, M_SHEN, N_MODELS };

TlrSteadySpec
tlr_steady_spec_default(void)
{
  TlrSteadySpec s;
  memset(&s, 0, sizeof s);
  s.params = tl_contact_params_default();
  s.models = TLR_STEADY_LINEAR | TLR_STEADY_FASTSIM | TLR_STEADY_SHEN;
  s.variant = TL_FASTSIM_FIXED_GRID;
  s.cx_max = 0.0;
  s.n_points = 121;
  s.field = TLR_FIELD_TX;
  return s;
}

void
tlr_steady_figure_init(TlrSteadyFigure *fig)
{
  memset(fig, 0, sizeof *fig);
}

static void
free_curves(TlrSteadyFigure *fig)
{
  free(fig->cx);
  for (int m = 0; m < N_MODELS; m++)
    free(fig->f[m]);
}

void
tlr_steady_figure_clear(TlrSteadyFigure *fig)
{
  tl_fastsim_free(fig->fs);
  tl_traction_free(&fig->map);
  free(fig->field);
  free_curves(fig);
  memset(fig, 0, sizeof *fig);
}

/* f of one model at one creepage (the case's cy and spin held). */
static double
model_f(int model, const TlrSteadySpec *s, const TlContactBasics *b, TlFastsim *fs,
        TlTraction *scratch, double cx)
{
  const TlContactParams *p = &s->params;
  if (model == M_FASTSIM) {
    return tl_fastsim_solve(fs, cx, p->cy, p->spin, scratch, NULL) == TL_OK ? scratch->f : NAN;
  }
  if (model == M_SHEN) {
    TlShenResult r;
    return tl_shen_forces(p, b, cx, p->cy, p->spin, &r, NULL) == TL_OK ? r.f : NAN;
  }
  TlLinearForces lin;
  tl_kalker_linear_forces(b->hertz.material.shear_modulus, b->hertz.a, b->hertz.b, &b->kalker, cx,
                          p->cy, p->spin, &lin);
  return lin.fx / b->hertz.normal_load;
}

/* The automatic range: 1.5 × the creepage at which SHE saturates (u = 3),
 * and beyond the operating point. */
static double
curve_range(const TlrSteadySpec *s, const TlContactBasics *b)
{
  if (s->cx_max > 0.0)
    return s->cx_max;
  const TlHertzResult *h = &b->hertz;
  const double slope = h->material.shear_modulus * h->a * h->b * b->kalker.c11 / h->normal_load;
  return fmax(1.5 * 3.0 * s->params.mu / slope, 1.25 * fabs(s->params.cx));
}

TlStatus
tlr_steady_figure_update(TlrSteadyFigure *fig, const TlrSteadySpec *spec, TlError *err)
{
  TlContactBasics basics;
  TlError local;
  TlStatus s;
  tl_error_clear(&local);
  if ((s = tl_contact_basics(&spec->params, &basics, err)) != TL_OK)
    return s;
  if (spec->n_points < 2 || spec->n_points > 100000)
    return tl_error_set(err, TL_EINVAL, "curve points must lie in 2..100000 (got %d)",
                        spec->n_points);
  const TlContactParams *p = &spec->params;

  /* everything that can fail first, so a failure leaves the figure as it was */
  const int n = spec->n_points;
  const int same_grid = fig->map.tx && fig->map.mx == p->mx && fig->map.my == p->my;
  double *cx = malloc((size_t)n * sizeof(double)), *f[N_MODELS];
  for (int m = 0; m < N_MODELS; m++)
    f[m] = malloc((size_t)n * sizeof(double));
  TlTraction map = fig->map;
  double *field = same_grid ? fig->field : malloc((size_t)p->mx * p->my * sizeof(double));
  int ok = cx && f[0] && f[1] && f[2] && field;
  if (ok && !same_grid)
    ok = tl_traction_alloc(&map, p->mx, p->my, &local) == TL_OK;
  if (ok && fig->fs)
    ok = tl_fastsim_set_params(fig->fs, p, spec->variant, &local) == TL_OK;
  TlFastsim *fs = fig->fs ? fig->fs : (ok ? tl_fastsim_alloc(p, spec->variant, &local) : NULL);
  ok = ok && fs;
  if (!ok) {
    free(cx);
    for (int m = 0; m < N_MODELS; m++)
      free(f[m]);
    if (!same_grid) {
      free(field);
      if (map.tx != fig->map.tx)
        tl_traction_free(&map);
    }
    if (local.status == TL_OK)
      tl_error_set(&local, TL_ENOMEM, "out of memory for the steady figure");
    if (err)
      *err = local;
    return local.status;
  }
  if (!same_grid) {
    tl_traction_free(&fig->map);
    free(fig->field);
  }
  free_curves(fig);
  fig->fs = fs;
  fig->map = map;
  fig->field = field;
  fig->cx = cx;
  for (int m = 0; m < N_MODELS; m++)
    fig->f[m] = f[m];
  fig->n = n;
  fig->spec = *spec;
  fig->basics = basics;

  const double cmax = curve_range(spec, &basics), cmin = p->cx < 0.0 ? -cmax : 0.0;
  for (int k = 0; k < n; k++)
    cx[k] = cmin + (cmax - cmin) * k / (n - 1);
  for (int m = 0; m < N_MODELS; m++) {
    const int on = spec->models & (1u << m);
    for (int k = 0; k < n; k++)
      f[m][k] = on ? model_f(m, spec, &basics, fs, &fig->map, cx[k]) : NAN;
    fig->op_f[m] = on ? model_f(m, spec, &basics, fs, &fig->map, p->cx) : NAN;
  }
  /* the map last: it is FASTSIM at the operating point */
  tl_fastsim_solve(fs, p->cx, p->cy, p->spin, &fig->map, NULL);
  fig->valid = 1;
  return TL_OK;
}

/* ---- drawing --------------------------------------------------------------- */

static const char *const model_labels[N_MODELS] = {
  "Kalker linear theory", "FASTSIM", "Shen–Hedrick–Elkins",
};

void
tlr_steady_figure_draw_curve(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data)
{
  const TlrSteadyFigure *fig = data;
  tlr_fill_background(cr, style, 0, 0, width, height);
  if (!fig->valid) {
    tlr_draw_message(cr, style, 0, 0, width, height, "no valid contact case");
    return;
  }
  const TlContactParams *p = &fig->spec.params;
  const double mu = p->mu;
  TlrPlotSpec spec = tlr_plot_spec("Steady rolling: traction coefficient vs creepage",
                                   "longitudinal creepage c<sub>x</sub> (–)",
                                   "f = T<sub>x</sub>/F<sub>N</sub> (–), wheel on rail");
  spec.xmin = fig->cx[0];
  spec.xmax = fig->cx[fig->n - 1];
  spec.ymax = 1.45 * mu; /* headroom for the read-out above the plateau */
  spec.ymin = fig->cx[0] < 0.0 ? -1.2 * mu : 0.0;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);

  /* ±μ: the Coulomb limit of f */
  TlrLineStyle mu_ls = tlr_line_style(style->muted);
  mu_ls.dash = TLR_DASH_DASHED;
  mu_ls.width = 0.7;
  const double xs[2] = { spec.xmin, spec.xmax }, up[2] = { mu, mu }, down[2] = { -mu, -mu };
  tlr_plot_line(&plot, xs, up, 2, &mu_ls);
  if (spec.ymin < 0.0)
    tlr_plot_line(&plot, xs, down, 2, &mu_ls);

  const TlrColor colors[N_MODELS] = { style->series[2], style->series[0], style->series[1] };
  const TlrDash dashes[N_MODELS] = { TLR_DASH_DASHED, TLR_DASH_SOLID, TLR_DASH_SOLID };
  TlrLegendEntry legend[N_MODELS + 2];
  char fastsim_label[160];
  int nl = 0;
  snprintf(fastsim_label, sizeof fastsim_label, "FASTSIM, %s bound, %d×%d%s",
           tl_traction_bound_name(p->bound), p->mx, p->my,
           fig->spec.variant == TL_FASTSIM_STRIPWISE ? " strips" : "");
  for (int m = 0; m < N_MODELS; m++) {
    if (!(fig->spec.models & (1u << m)))
      continue;
    TlrLineStyle ls = tlr_line_style(colors[m]);
    ls.dash = dashes[m];
    tlr_plot_line(&plot, fig->cx, fig->f[m], fig->n, &ls);
    legend[nl++] = (TlrLegendEntry){ m == M_FASTSIM ? fastsim_label : model_labels[m], colors[m],
                                     dashes[m], TLR_MARKER_NONE, 0 };
  }
  for (int m = 0; m < N_MODELS; m++)
    tlr_plot_marker(&plot, p->cx, fig->op_f[m], TLR_MARKER_CIRCLE, 0.75, colors[m], 0);
  legend[nl++] = (TlrLegendEntry){ "operating point", style->text, TLR_DASH_SOLID,
                                   TLR_MARKER_CIRCLE, 1 };
  legend[nl++] = (TlrLegendEntry){ "±μ", style->muted, TLR_DASH_DASHED, TLR_MARKER_NONE, 0 };
  tlr_plot_end(&plot);
  tlr_plot_legend(&plot, legend, nl, TLR_CORNER_BOTTOM_RIGHT);

  char note[400];
  const TlHertzResult *h = &fig->basics.hertz;
  snprintf(note, sizeof note,
           "μ = %.3g, F<sub>N</sub> = %.4g kN, a × b = %.2f × %.2f mm\n"
           "c<sub>x</sub> = %.4g, c<sub>y</sub> = %.3g, c<sub>s</sub> = %.3g 1/m\n"
           "FASTSIM f = %.4f, stick %.1f %%",
           mu, h->normal_load / TL_UNIT_KN, h->a / TL_UNIT_MM, h->b / TL_UNIT_MM, p->cx, p->cy,
           p->spin, fig->map.f, 100.0 * fig->map.stick_fraction);
  tlr_plot_note(&plot, note, fig->cx[0] < 0.0 ? TLR_CORNER_TOP_LEFT : TLR_CORNER_TOP_RIGHT);
}

void
tlr_steady_figure_draw_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data)
{
  TlrSteadyFigure *fig = data;
  TlrPatchView v = { 0 };
  if (!fig->valid) {
    v.message = "no valid contact case";
    tlr_draw_patch(cr, width, height, &v, style);
    return;
  }
  const TlContactParams *p = &fig->spec.params;
  TlrPatchFieldStyle fs;
  tlr_patch_field_fill(fig->spec.field, &fig->map, p->mu, fig->field, &fs);
  char title[200], note[300];
  int len = snprintf(title, sizeof title, "Steady FASTSIM traction, c<sub>x</sub> = %.4g", p->cx);
  if (p->cy != 0.0 && len > 0 && (size_t)len < sizeof title)
    len += snprintf(title + len, sizeof title - (size_t)len, ", c<sub>y</sub> = %.4g", p->cy);
  if (p->spin != 0.0 && len > 0 && (size_t)len < sizeof title)
    snprintf(title + len, sizeof title - (size_t)len, ", c<sub>s</sub> = %.4g 1/m", p->spin);
  snprintf(note, sizeof note,
           "f = %.4f, stick %.1f %% (boundary drawn)\n"
           "μ = %.3g, F<sub>N</sub> = %.4g kN, %s bound",
           fig->map.f, 100.0 * fig->map.stick_fraction, p->mu,
           fig->basics.hertz.normal_load / TL_UNIT_KN, tl_traction_bound_name(p->bound));
  v.grid = tl_fastsim_grid(fig->fs);
  v.field = fig->field;
  v.field_scale = fs.scale;
  v.vmin = fs.vmin;
  v.vmax = fs.vmax;
  v.map = fs.map;
  v.title = title;
  v.note = note;
  v.colorbar_label = fs.label;
  v.state = fig->map.state;
  v.mark_leading_edge = 1;
  tlr_draw_patch(cr, width, height, &v, style);
}
