/* tlv-steady-wheelrail.c — the Steady rolling page's "Wheel–rail point"
 * contact-patch source (tlv-steady-wheelrail.h). */
#include "tlv-steady-wheelrail.h"

#include <string.h>

#include "tlr-figure-wheelrail.h"
#include "tlv-i18n.h"
#include "tribo/profile.h"
#include "tribo/units.h"

struct TlvSteadyWheelrail {
  TlrSteadyFigure *figure; /* the page's: borrows the curve below */
  TlvSteadyWheelrailDone done;
  gpointer page;
  TlvWorker *worker;
  TlvPlot *plot;           /* made the first time the source is chosen */
  TlrWheelrailRoll rolled;
  double *cx, *f;          /* its FASTSIM creep curve (the figure borrows them) */
  int n;
  double op_cx, op_f;
  double a, b, load;       /* its equivalent ellipse and normal force (0: none yet) */
  TlMaterial wheel, rail;
  char label[160];
  char info[600];
  char error[400];
  gboolean busy;
  char *key;               /* what the last job was submitted for */
};

/* ---- the rolls, on the worker ---------------------------------------------------------
 *
 * The Wheel on rail page's settings (profiles, track, shift, load, normal
 * method, chosen wheel and point) give the patch; the steady page's
 * creepages, μ and map model roll it (docs/theory-wheel-rail.md §W10), and
 * FASTSIM on the same patch gives the creep curve at the figure's abscissae. */

typedef struct {
  TlPresetWheelrail w;
  TlWrRollParams rp;
  double *cx;
  int n;
} WrJob;

typedef struct {
  TlWrRoll roll;
  double *cx, *f;
  int n;
  double op_cx, mu, normal_force;
  int side, point, elliptic;
  TlPresetWheelrail w;
} WrResult;

static void
wr_job_free(gpointer data)
{
  WrJob *job = data;
  g_free(job->cx);
  g_free(job);
}

static void
wr_result_free(gpointer data)
{
  WrResult *r = data;
  tl_wr_roll_clear(&r->roll);
  g_free(r->cx);
  g_free(r->f);
  g_free(r);
}

/* A profile the document names: its built-in name or a file. */
static TlStatus
wr_profile(const char *name, TlProfileKind kind, TlProfile **out, TlError *err)
{
  if (kind == TL_PROFILE_WHEEL && g_ascii_strcasecmp(name, "S1002") == 0)
    return tl_profile_s1002(out, err);
  if (kind == TL_PROFILE_RAIL && g_ascii_strcasecmp(name, "60E1") == 0)
    return tl_profile_60e1(out, err);
  return tl_profile_load(name, kind, NULL, out, err);
}

static gpointer
wr_job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  WrJob *job = data;
  const TlPresetWheelrail *w = &job->w;
  TlProfile *wp = NULL, *rp = NULL;
  TlWheelrail *wr = NULL;
  TlWrContact c;
  TlWrNormal n;
  memset(&n, 0, sizeof n);
  WrResult *r = g_new0(WrResult, 1);
  TlStatus s;
  if ((s = wr_profile(w->wheel, TL_PROFILE_WHEEL, &wp, err)) == TL_OK &&
      (s = wr_profile(w->rail, TL_PROFILE_RAIL, &rp, err)) == TL_OK &&
      (s = tl_wheelrail_alloc(&w->track, wp, rp, &wr, err)) == TL_OK &&
      (s = tl_wheelrail_contact(wr, w->y, &c, err)) == TL_OK)
    s = tl_wheelrail_normal(wr, &c, w->side, &w->normal, &n, err);
  const TlWrPatch *patch = NULL;
  for (int k = 0; s == TL_OK && k < n.n; k++)
    if (n.patch[k].point == w->point - 1)
      patch = &n.patch[k];
  if (s == TL_OK && !patch)
    s = tl_error_set(err, TL_ERANGE, "the %s wheel has no loaded contact point %d at y = %.2f mm",
                     w->side == TL_WR_LEFT ? "left" : "right", w->point, w->y / TL_UNIT_MM);
  if (s == TL_OK) {
    job->rp.cancel = cancel;
    r->f = g_new(double, job->n);
    s = tl_wheelrail_roll(patch, &w->normal.wheel, &w->normal.rail, &job->rp, &r->roll, err);
    if (s == TL_OK)
      s = tl_wheelrail_roll_curve(patch, &w->normal.wheel, &w->normal.rail, &job->rp, job->cx,
                                  job->n, r->f, err);
  }
  if (s == TL_OK) {
    r->cx = job->cx;
    job->cx = NULL;
    r->n = job->n;
    r->op_cx = job->rp.cx;
    r->mu = job->rp.mu;
    r->normal_force = patch->normal_force;
    r->side = w->side;
    r->point = patch->point;
    r->elliptic = patch->pressure == NULL;
    r->w = *w;
  }
  tl_wr_normal_clear(&n);
  tl_wheelrail_free(wr);
  tl_profile_free(wp);
  tl_profile_free(rp);
  if (s != TL_OK) {
    wr_result_free(r);
    return NULL;
  }
  return r;
}

static void
wr_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvSteadyWheelrail *wr = owner;
  WrResult *r = result;
  wr->busy = FALSE;
  if (!r) {
    g_strlcpy(wr->error, err->message, sizeof wr->error);
    wr->done(wr->page, FALSE, FALSE);
    return;
  }
  wr->error[0] = '\0';
  const gboolean ellipse_moved = wr->a != r->roll.a_eq || wr->b != r->roll.b_eq ||
                                 wr->load != r->roll.load;
  wr->a = r->roll.a_eq;
  wr->b = r->roll.b_eq;
  wr->load = r->roll.load;
  wr->wheel = r->w.normal.wheel;
  wr->rail = r->w.normal.rail;
  g_free(wr->cx);
  g_free(wr->f);
  wr->cx = r->cx;
  wr->f = r->f;
  r->cx = r->f = NULL;
  wr->n = r->n;
  wr->op_cx = r->op_cx;
  const TlWrRoll *ro = &r->roll;
  wr->op_f = ro->fx / r->normal_force;
  const char *model = ro->model == TL_WR_ROLL_EXACT ? "exact" : "FASTSIM";
  g_snprintf(wr->label, sizeof wr->label, "%s wheel, point %d (%s patch), FASTSIM%s",
             r->side == TL_WR_LEFT ? "left" : "right", r->point + 1,
             tl_wr_normal_method_name(r->w.normal.method),
             ro->model == TL_WR_ROLL_EXACT ? "; ● exact" : "");
  g_snprintf(wr->info, sizeof wr->info,
             "<b>wheel–rail patch</b> %s point %d, y = %.2f mm, %s, F<sub>N</sub> = %.4g kN, "
             "rolled by %s: F<sub>x</sub> = %.4g kN, F<sub>y</sub> = %.4g kN, M<sub>z</sub> = "
             "%.4g N·m, <b>f = %.4f</b>, stick %.1f %%\n<i>thin curves: the equivalent "
             "ellipse %.2f × %.2f mm; bold: FASTSIM on the real patch%s</i>",
             r->side == TL_WR_LEFT ? "left" : "right", r->point + 1, r->w.y / TL_UNIT_MM,
             tl_wr_normal_method_name(r->w.normal.method), r->normal_force / TL_UNIT_KN, model,
             ro->fx / TL_UNIT_KN, ro->fy / TL_UNIT_KN, ro->mz, wr->op_f,
             100.0 * ro->stick_fraction, ro->a_eq / TL_UNIT_MM, ro->b_eq / TL_UNIT_MM,
             ro->model == TL_WR_ROLL_EXACT ? ", exact at the operating point" : "");
  tlr_wheelrail_roll_adopt(&wr->rolled, &r->roll, r->mu, r->side, r->point, r->elliptic);
  wr_result_free(r);
  TlrSteadyFigure *f = wr->figure;
  f->wr_cx = wr->cx;
  f->wr_f = wr->f;
  f->wr_n = wr->n;
  f->wr_op_cx = wr->op_cx;
  f->wr_op_f = wr->op_f;
  f->wr_label = wr->label;
  wr->done(wr->page, TRUE, ellipse_moved);
  if (wr->plot)
    gtk_widget_queue_draw(GTK_WIDGET(wr->plot));
}

static const TlvWorkerClass wr_worker_class = { wr_job_run, wr_job_free, wr_result_free,
                                                wr_job_done, NULL };

/* ---- the page's calls -------------------------------------------------------------- */

TlvSteadyWheelrail *
tlv_steady_wheelrail_new(TlrSteadyFigure *figure, TlvSteadyWheelrailDone done, gpointer page)
{
  TlvSteadyWheelrail *wr = g_new0(TlvSteadyWheelrail, 1);
  wr->figure = figure;
  wr->done = done;
  wr->page = page;
  wr->worker = tlv_worker_new(&wr_worker_class, wr);
  tlr_wheelrail_roll_init(&wr->rolled);
  return wr;
}

void
tlv_steady_wheelrail_free(TlvSteadyWheelrail *wr)
{
  if (!wr)
    return;
  tlv_worker_free(wr->worker);
  tlr_wheelrail_roll_clear(&wr->rolled);
  g_free(wr->cx);
  g_free(wr->f);
  g_free(wr->key);
  g_free(wr);
}

void
tlv_steady_wheelrail_roll(TlvSteadyWheelrail *wr, const TlPresetWheelrail *w,
                          const TlContactParams *p, TlWrRollModel model)
{
  const TlStudySteady *f = wr->figure->study;
  if (!f->valid)
    return;
  WrJob *job = g_new0(WrJob, 1);
  job->w = *w;
  job->rp = tl_wr_roll_params_default();
  job->rp.cx = p->cx;
  job->rp.cy = p->cy;
  job->rp.spin = p->spin;
  job->rp.mu = p->mu;
  job->rp.model = model;
  job->rp.mx = p->mx;
  job->rp.my = p->my;
  job->n = f->n;
  job->cx = g_memdup2(f->cx, sizeof(double) * (gsize)f->n);
  /* the inputs as bytes: the same ones submit nothing */
  GString *key = g_string_new(NULL);
  g_string_append_len(key, (const char *)&job->w, sizeof job->w);
  g_string_append_len(key, (const char *)&job->rp, sizeof job->rp);
  g_string_append_len(key, (const char *)job->cx, (gssize)(sizeof(double) * (gsize)job->n));
  char *digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)key->str, key->len);
  g_string_free(key, TRUE);
  if (wr->key && strcmp(wr->key, digest) == 0) {
    g_free(digest);
    wr_job_free(job);
    return;
  }
  g_free(wr->key);
  wr->key = digest;
  wr->busy = TRUE;
  tlv_worker_submit(wr->worker, job);
}

void
tlv_steady_wheelrail_reset(TlvSteadyWheelrail *wr)
{
  tlv_worker_cancel(wr->worker);
  wr->busy = FALSE;
  g_clear_pointer(&wr->key, g_free);
  TlrSteadyFigure *f = wr->figure;
  f->wr_n = 0;
  f->wr_cx = f->wr_f = NULL;
  f->wr_label = NULL;
  wr->load = 0.0;
  wr->info[0] = wr->error[0] = '\0';
}

void
tlv_steady_wheelrail_apply_ellipse(const TlvSteadyWheelrail *wr, TlHertzParams *h)
{
  if (wr->load > 0.0) {
    h->wheel = wr->wheel;
    h->rail = wr->rail;
    h->geometry = TL_GEOMETRY_SEMI_AXES;
    h->semi_a = wr->a;
    h->semi_b = wr->b;
    h->ref_load = h->normal_load = wr->load;
  }
}

void
tlv_steady_wheelrail_append_readout(const TlvSteadyWheelrail *wr, GString *s)
{
  if (wr->info[0])
    g_string_append_printf(s, "\n%s", wr->info);
  if (wr->busy)
    g_string_append(s, "\n<b>wheel–rail patch</b> rolling…");
  if (wr->error[0]) {
    char *e = g_markup_escape_text(wr->error, -1);
    g_string_append_printf(s, "\n<b>wheel–rail patch</b> not rolled: %s", e);
    g_free(e);
  }
}

TlvPlot *
tlv_steady_wheelrail_new_plot(TlvSteadyWheelrail *wr)
{
  g_return_val_if_fail(wr->plot == NULL, wr->plot);
  wr->plot = tlv_plot_new(_("Rolled wheel–rail patch"), tlr_wheelrail_roll_draw, &wr->rolled);
  tlv_plot_set_export_name(wr->plot, "patch-wheelrail");
  return wr->plot;
}

TlvWorker *
tlv_steady_wheelrail_get_worker(TlvSteadyWheelrail *wr)
{
  return wr->worker;
}

gboolean
tlv_steady_wheelrail_get_f(TlvSteadyWheelrail *wr, double *f, double *stick)
{
  if (!wr->rolled.valid)
    return FALSE;
  *f = wr->op_f;
  *stick = wr->rolled.roll.stick_fraction;
  return TRUE;
}
