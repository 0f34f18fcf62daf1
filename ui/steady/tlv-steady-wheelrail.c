/* tlv-steady-wheelrail.c — the Steady rolling page's "Wheel–rail point"
 * contact-patch source (tlv-steady-wheelrail.h). */
#include "tlv-steady-wheelrail.h"

#include <string.h>

#include "study-steady-wheelrail.h"
#include "tlr-figure-wheelrail.h"
#include "tlv-i18n.h"
#include "tribo/units.h"

struct TlvSteadyWheelrail {
  TlrSteadyFigure *figure; /* the page's: borrows the curve below */
  TlvSteadyWheelrailDone done;
  gpointer page;
  TlvWorker *worker;
  TlvPlot *plot;           /* made the first time the source is chosen */
  TlStudySteadyWheelrail study; /* the rolled patch and its FASTSIM creep curve (the
                                   figure borrows the curve) */
  double a, b, load;       /* its equivalent ellipse and normal force (0: none yet) */
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
  tl_study_steady_wheelrail_clear(data);
  g_free(data);
}

static gpointer
wr_job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  WrJob *job = data;
  TlStudySteadyWheelrail *r = g_new(TlStudySteadyWheelrail, 1);
  tl_study_steady_wheelrail_init(r);
  const TlStudyControl ctl = { cancel, NULL, NULL };
  if (tl_study_steady_wheelrail_update(r, &job->w, &job->rp, job->cx, job->n, &ctl, err) !=
      TL_OK)
    g_clear_pointer(&r, g_free);
  return r;
}

static void
wr_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvSteadyWheelrail *wr = owner;
  TlStudySteadyWheelrail *r = result;
  wr->busy = FALSE;
  if (!r) {
    g_strlcpy(wr->error, err->message, sizeof wr->error);
    wr->done(wr->page, FALSE, FALSE);
    return;
  }
  wr->error[0] = '\0';
  const TlWrRoll *ro = &r->rolled.roll;
  const gboolean ellipse_moved = wr->a != ro->a_eq || wr->b != ro->b_eq || wr->load != ro->load;
  wr->a = ro->a_eq;
  wr->b = ro->b_eq;
  wr->load = ro->load;
  tl_study_steady_wheelrail_move(&wr->study, r);
  wr_result_free(r);
  const TlStudySteadyWheelrail *st = &wr->study;
  const TlStudyWheelrailRoll *rl = &st->rolled;
  ro = &rl->roll;
  const char *method = tl_study_wheelrail_method_name(st->spec.normal.method);
  g_snprintf(wr->label, sizeof wr->label, "%s wheel, point %d (%s patch), FASTSIM%s",
             rl->side == TL_WR_LEFT ? "left" : "right", rl->point + 1, method,
             ro->model == TL_WR_ROLL_EXACT ? "; ● exact" : "");
  /* the read-out is window text (translated); the label above is the figure's legend */
  const int n = g_snprintf(
    wr->info, sizeof wr->info,
    _("<b>wheel–rail patch</b> %s point %d, y = %.2f mm, %s, F<sub>N</sub> = %.4g kN, "
      "rolled by %s: F<sub>x</sub> = %.4g kN, F<sub>y</sub> = %.4g kN, M<sub>z</sub> = "
      "%.4g N·m, <b>f = %.4f</b>, stick %.1f %%"),
    rl->side == TL_WR_LEFT ? C_("wheel", "left") : C_("wheel", "right"), rl->point + 1,
    st->spec.y / TL_UNIT_MM, method, rl->normal_force / TL_UNIT_KN,
    ro->model == TL_WR_ROLL_EXACT ? C_("model", "exact") : "FASTSIM", ro->fx / TL_UNIT_KN,
    ro->fy / TL_UNIT_KN, ro->mz, st->op_f, 100.0 * ro->stick_fraction);
  if (n > 0 && (size_t)n < sizeof wr->info)
    g_snprintf(wr->info + n, sizeof wr->info - (size_t)n,
               ro->model == TL_WR_ROLL_EXACT
                 ? _("\n<i>thin curves: the equivalent ellipse %.2f × %.2f mm; bold: FASTSIM on "
                     "the real patch, exact at the operating point</i>")
                 : _("\n<i>thin curves: the equivalent ellipse %.2f × %.2f mm; bold: FASTSIM on "
                     "the real patch</i>"),
               ro->a_eq / TL_UNIT_MM, ro->b_eq / TL_UNIT_MM);
  wr->figure->wr = (TlrSteadyWheelrailCurve){ .cx = st->cx, .f = st->f, .n = st->n,
                                              .op_cx = st->op_cx, .op_f = st->op_f,
                                              .label = wr->label };
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
  tl_study_steady_wheelrail_init(&wr->study);
  return wr;
}

void
tlv_steady_wheelrail_free(TlvSteadyWheelrail *wr)
{
  if (!wr)
    return;
  tlv_worker_free(wr->worker);
  tl_study_steady_wheelrail_clear(&wr->study);
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
  job->rp = tl_preset_wheelrail_default().roll; /* the Hertz grid and the rest: the defaults */
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
  wr->figure->wr = (TlrSteadyWheelrailCurve){ .n = 0 }; /* no patch curve */
  wr->load = 0.0;
  wr->info[0] = wr->error[0] = '\0';
}

void
tlv_steady_wheelrail_apply_ellipse(const TlvSteadyWheelrail *wr, TlHertzParams *h)
{
  if (wr->load > 0.0) {
    h->wheel = wr->study.spec.normal.wheel;
    h->rail = wr->study.spec.normal.rail;
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
  if (wr->busy) {
    g_string_append_c(s, '\n');
    g_string_append(s, _("<b>wheel–rail patch</b> rolling…"));
  }
  if (wr->error[0]) {
    char *e = g_markup_escape_text(wr->error, -1);
    g_string_append_c(s, '\n');
    g_string_append_printf(s, _("<b>wheel–rail patch</b> not rolled: %s"), e);
    g_free(e);
  }
}

TlvPlot *
tlv_steady_wheelrail_new_plot(TlvSteadyWheelrail *wr)
{
  g_return_val_if_fail(wr->plot == NULL, wr->plot);
  wr->plot = tlv_plot_new(_("Rolled wheel–rail patch"), tlr_wheelrail_roll_draw,
                          &wr->study.rolled);
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
  if (!wr->study.rolled.valid)
    return FALSE;
  *f = wr->study.op_f;
  *stick = wr->study.rolled.roll.stick_fraction;
  return TRUE;
}
