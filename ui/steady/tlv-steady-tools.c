/* tlv-steady-tools.c — Pin and Sweep on the steady page: pinned traction
 * curves, and families of FASTSIM curves with the load or μ stepped. */
#include <math.h>
#include <string.h>

#include "study-steady.h"
#include "steady-page-private.h"

#define SWEEP_POINTS 121

static void
current_case(gpointer page, TlvCurveCase *c)
{
  const TlStudySteady *fig = tlv_steady_page_get_study(page);
  memset(c, 0, sizeof *c);
  c->contact = fig->spec.curves.params;
  c->wave = tl_waveform_default(TL_WAVE_SINE); /* unused by steady curves */
  c->extra = fig->n ? fig->cx[fig->n - 1] : 0.01; /* the curves' creepage range */
}

/* The curve pinned: FASTSIM's, or the first model drawn. */
static gboolean
current_curve(gpointer page, double **x, double **y, int *n)
{
  const TlStudySteady *fig = tlv_steady_page_get_study(page);
  if (!fig->valid || fig->n < 2)
    return FALSE;
  const int order[] = { 1, 2, 0 }; /* FASTSIM, SHE, linear */
  for (int k = 0; k < 3; k++) {
    const double *f = fig->f[order[k]];
    if (f && isfinite(f[fig->n / 2])) {
      *n = fig->n;
      *x = g_memdup2(fig->cx, sizeof(double) * (gsize)fig->n);
      *y = g_memdup2(f, sizeof(double) * (gsize)fig->n);
      return TRUE;
    }
  }
  return FALSE;
}

/* Worker thread: the FASTSIM curve of a member case over [0, range]. */
static TlStatus
member(const TlvCurveCase *c, double **x, double **y, int *n, TlError *err)
{
  double *xs = g_new(double, SWEEP_POINTS), *ys = g_new(double, SWEEP_POINTS);
  const double range = c->extra > 0.0 ? c->extra : 0.01;
  for (int k = 0; k < SWEEP_POINTS; k++)
    xs[k] = range * k / (SWEEP_POINTS - 1);
  const TlStatus s = tl_study_steady_fastsim_curve(&c->contact, xs, SWEEP_POINTS, ys, err);
  if (s != TL_OK) {
    g_free(xs);
    g_free(ys);
    return s;
  }
  *x = xs;
  *y = ys;
  *n = SWEEP_POINTS;
  return TL_OK;
}

static const TlFamilyParam params[] = { TL_FAMILY_LOAD, TL_FAMILY_MU, TL_FAMILY_N_PARAMS };

static const TlvCurveSource source = { current_case, current_curve, member, params };

TlvCurveTools *
tlv_steady_tools_new(TlvSteadyPage *page, GtkWidget *view)
{
  return tlv_curve_tools_new(&source, page, "curve", view);
}
