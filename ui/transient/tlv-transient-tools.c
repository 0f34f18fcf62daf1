/* tlv-transient-tools.c — Pin and Sweep on the transient page: pinned
 * hysteresis loops, and families of loops with one parameter stepped (the
 * thesis's loops for six loads), computed with the brush model. */
#include <math.h>
#include <string.h>

#include "transient-page-private.h"
#include "tlv-transient-run.h"
#include "tribo/family.h"

/* Periods run per swept loop; the last whole one is drawn. */
#define SWEEP_PERIODS 4

static const TlStudyTransientRun *
stepped(gpointer page)
{
  return tl_study_transient_stepped(&tlv_transient_page_get_run(page)->study);
}

static void
current_case(gpointer page, TlvCurveCase *c)
{
  const TlStudyTransientRun *fig = stepped(page);
  memset(c, 0, sizeof *c);
  c->contact = fig->spec.params;
  c->wave = fig->spec.wave;
}

/* The loop drawn now: the latest whole period when there is one, else the rows
 * of the current case the view shows. */
static gboolean
current_curve(gpointer page, double **x, double **y, int *n)
{
  const TlStudyTransientRun *fig = stepped(page);
  int k0, k1;
  if (!tl_study_transient_current_loop(fig, &k0, &k1))
    return FALSE;
  const TlRecord *r = &fig->run.rec;
  *n = k1 - k0 + 1;
  *x = g_memdup2(r->cx + k0, sizeof(double) * (gsize)*n);
  *y = g_memdup2(r->f + k0, sizeof(double) * (gsize)*n);
  return TRUE;
}

/* Worker thread: one member's loop with the brush model. */
static TlStatus
member(const TlvCurveCase *c, double **x, double **y, int *n, TlError *err)
{
  TlFamilyLoop loop;
  TlStatus s = tl_study_transient_loop(&c->contact, &c->wave, SWEEP_PERIODS, &loop, err);
  if (s != TL_OK)
    return s;
  *n = loop.n;
  *x = g_memdup2(loop.cx, sizeof(double) * (gsize)loop.n);
  *y = g_memdup2(loop.f, sizeof(double) * (gsize)loop.n);
  tl_family_loop_clear(&loop);
  return TL_OK;
}

static const TlFamilyParam params[] = { TL_FAMILY_LOAD, TL_FAMILY_MU, TL_FAMILY_FREQ,
                                        TL_FAMILY_MEAN, TL_FAMILY_AMPLITUDE, TL_FAMILY_SPEED,
                                        TL_FAMILY_N_PARAMS };

static const TlvCurveSource source = { current_case, current_curve, member, params };

TlvCurveTools *
tlv_transient_tools_new(TlvTransientPage *page, GtkWidget *view)
{
  return tlv_curve_tools_new(&source, page, "loop", view);
}
