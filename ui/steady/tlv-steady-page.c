/* tlv-steady-page.c — the steady-rolling page. */
#include "steady-page-private.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "study-steady.h"
#include "tlr-figure-steady.h"
#include "tlv-contact-form.h"
#include "tlv-contact-law.h"
#include "tlv-i18n.h"
#include "tlv-live.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-steady-wheelrail.h"
#include "tlv-worker.h"
#include "tribo/units.h"

TLV_DEFINE_PAGE(TlvSteadyPage, tlv_steady_page, "tlv-steady-page.ui")

/* ---- frame statistics (--benchmark) ---------------------------------------------- */

static int
cmp_double(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static gboolean
on_bench_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (void)widget;
  TlvSteadyPage *self = data;
  const gint64 now = gdk_frame_clock_get_frame_time(clock);
  if (self->bench_last_us) {
    self->bench_intervals[self->bench_head] = (now - self->bench_last_us) * 1e-3;
    self->bench_head = (self->bench_head + 1) % BENCH_FRAMES;
    self->bench_n = MIN(self->bench_n + 1, BENCH_FRAMES);
  }
  self->bench_last_us = now;
  if (now - self->bench_report_us >= 5 * G_USEC_PER_SEC && self->bench_n > 0) {
    self->bench_report_us = now;
    double *v = g_memdup2(self->bench_intervals, self->bench_n * sizeof(double));
    qsort(v, self->bench_n, sizeof(double), cmp_double);
    const guint n = self->bench_n;
    const double median = v[n / 2], p95 = v[MIN(n - 1, (guint)(0.95 * n))], max = v[n - 1];
    g_free(v);
    const TlContactParams *p = &self->study->spec.curves.params;
    printf("steady-frame-stats grid=%dx%d frames=%u fps=%.1f interval_median_ms=%.2f "
           "interval_p95_ms=%.2f interval_max_ms=%.2f update_max_ms=%.2f exact_solves=%d "
           "exact_ms_per_solve=%.1f exact_pending=%d\n",
           p->mx, p->my, n, median > 0.0 ? 1e3 / median : 0.0, median, p95, max,
           self->bench_update_max_ms, self->exact_solves,
           self->exact_solves ? self->exact_ms / self->exact_solves : 0.0,
           tl_study_steady_pending(self->study));
    fflush(stdout);
    self->bench_update_max_ms = 0.0;
  }
  return G_SOURCE_CONTINUE;
}

/* The map's quantities, in the order of the "Map shows" list: the traction
 * fields, then the frictional power and Archard's wear depth. */
static const TlrPatchField map_fields[] = { TLR_FIELD_TX, TLR_FIELD_TX_RATIO, TLR_FIELD_RATIO,
                                            TLR_FIELD_TY, TLR_FIELD_STATE };
static const TlrSteadyLayer map_layers[] = { TLR_STEADY_LAYER_POWER, TLR_STEADY_LAYER_WEAR };

static gboolean
wheelrail_source(TlvSteadyPage *self)
{
  return tlv_document_get_wheelrail(self->doc)->steady_patch == 1;
}

/* The study's spec from the document and the page's settings, and the field
 * the map shows. */
static TlStudySteadySpec
current_spec(TlvSteadyPage *self, TlrPatchField *field, TlrSteadyLayer *layer)
{
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  TlSteadyCurvesSpec *c = &spec.curves;
  c->params = *tlv_document_get_contact(self->doc);
  if (wheelrail_source(self)) /* the ellipse models on the rolled patch's equivalent ellipse */
    tlv_steady_wheelrail_apply_ellipse(self->wheelrail, &c->params.hertz);
  c->models = 0;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->linear)))
    c->models |= TL_STEADY_LINEAR;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->fastsim)))
    c->models |= TL_STEADY_FASTSIM;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->shen)))
    c->models |= TL_STEADY_SHEN;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->exact)))
    c->models |= TL_STUDY_STEADY_EXACT;
  spec.map_model = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->map_model)) == 1
                     ? TL_STUDY_STEADY_EXACT
                     : TL_STEADY_FASTSIM;
  c->variant = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->variant)) == 1
                   ? TL_FASTSIM_STRIPWISE
                   : TL_FASTSIM_FIXED_GRID;
  if (wheelrail_source(self)) /* the ellipse's map is hidden: its exact solve is not needed */
    spec.map_model = TL_STEADY_FASTSIM;
  const guint f = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->field));
  *field = map_fields[f < G_N_ELEMENTS(map_fields) ? f : 0];
  const guint l = f - (guint)G_N_ELEMENTS(map_fields);
  *layer = f >= G_N_ELEMENTS(map_fields) && l < G_N_ELEMENTS(map_layers)
             ? map_layers[l]
             : TLR_STEADY_LAYER_TRACTION;
  /* the contact's friction law (a lab law that has no contact form: the
   * warning says why; FASTSIM takes Coulomb meanwhile) */
  TlError err;
  if (!tlv_document_get_contact_law(self->doc, &c->law, &err)) {
    c->law = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
    c->law.mu = c->params.mu;
  }
  c->polach = tl_contact_friction_polach(tlv_document_get_contact_friction(self->doc));
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->polach)))
    c->models |= TL_STEADY_POLACH;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->table)))
    c->models |= TL_STUDY_STEADY_TABLE;
  if (!gtk_check_button_get_active(GTK_CHECK_BUTTON(self->speeds)))
    c->n_speeds = 0;
  spec.log_cx = gtk_check_button_get_active(GTK_CHECK_BUTTON(self->log_cx));
  /* a slip-speed law costs a root solve per slipping cell, at each speed
   * drawn: fewer samples keep a drag of the V slider responsive (the
   * maximum is refined by solves of its own) */
  if (!tl_slip_friction_is_constant(&c->law) || c->law.memory > 0.0)
    spec.n_points = 41;
  /* a law that is not convex (Stribeck with δ > 1) or has memory is solved
   * by a scan of each cell's slip speeds, about ten times the work: the
   * case's V only, on fewer samples */
  if (!tl_slip_friction_is_constant(&c->law) &&
      (!tl_slip_friction_is_convex(&c->law) || c->law.memory > 0.0)) {
    spec.n_points = 21;
    c->n_speeds = 0;
  }
  return spec;
}

static const char *
regime_label(TlWearRegime r)
{
  switch (r) {
  case TL_WEAR_SEVERE: return C_("wear regime", "severe");
  case TL_WEAR_CATASTROPHIC: return C_("wear regime", "catastrophic");
  case TL_WEAR_MILD:
  default: return C_("wear regime", "mild");
  }
}

/* What the grip costs at the operating point (FASTSIM; docs/theory.md §12). */
static void
append_wear_readout(const TlStudySteady *f, GString *s)
{
  const TlWearResult *w = &f->wear;
  g_string_append_c(s, '\n');
  g_string_append_printf(s,
                         _("<b>power</b> P = %.4g W, P<sub>macro</sub> = %.4g W; "
                           "T<sub>γ</sub> = %.4g N, T<sub>γ</sub>/A = %.4g N/mm²: %s wear "
                           "(%.4g µg/(m·mm²)); Burstow index %.3g; FI = %.3g"),
                         w->power, w->power_macro, w->t_gamma, w->t_gamma_per_area,
                         regime_label(w->regime), w->usfd_rate, w->burstow,
                         w->fatigue_index);
}

/* A figure of what the grip costs is on screen: the wear regimes or the
 * shakedown map above, or the power or wear layer of the map. */
static gboolean
costs_shown(TlvSteadyPage *self)
{
  const char *curves = self->curve_stack
                         ? gtk_stack_get_visible_child_name(GTK_STACK(self->curve_stack))
                         : NULL;
  return (curves && strcmp(curves, "traction") != 0) ||
         self->figure.layer != TLR_STEADY_LAYER_TRACTION;
}

/* The table at the operating point and its interpolation error against the
 * table's own solver there: |ΔFx|/μN and |ΔFy|/μN in per cent, ΔMz. */
static void
append_table_readout(const TlStudySteady *f, GString *s)
{
  g_string_append_c(s, '\n');
  if (!f->f_table) {
    g_string_append(s, _("<b>table</b> none yet: open a creep-force table or build a quick one"));
    return;
  }
  const double mu = f->spec.curves.params.mu;
  const TlHertzResult *h = &f->basics.hertz;
  /* round-off (1e-9 of μN, μNc) is shown as 0, not as −2.2e-08 */
  const double mz_scale = 1e-9 * mu * h->normal_load * sqrt(h->a * h->b);
  double t[3], d[3];
  for (int k = 0; k < 3; k++) {
    const double eps = k < 2 ? 1e-9 * mu : mz_scale;
    t[k] = fabs(f->table_op[k]) < eps ? 0.0 : f->table_op[k];
    d[k] = fabs(f->table_direct[k]) < eps ? 0.0 : f->table_direct[k];
  }
  const TlTableSpec *ts = &f->table_direct_spec;
  g_string_append_printf(s, _("<b>table</b> f = %.4f, F<sub>y</sub>/F<sub>N</sub> = %.4f, "
                              "M<sub>z</sub> = %.4g N·m"),
                         t[0], t[1], t[2]);
  if (isfinite(d[0]))
    g_string_append_printf(s,
                           _("; interpolation error against a direct %s solve (%d×%d): "
                             "|ΔF<sub>x</sub>|/μN = %.3f %%, |ΔF<sub>y</sub>|/μN = %.3f %%, "
                             "ΔM<sub>z</sub> = %.2g N·m"),
                           ts->model == TL_TABLE_FASTSIM ? "FASTSIM" : C_("model", "exact"),
                           ts->mx, ts->my, 100.0 * fabs(t[0] - d[0]) / mu,
                           100.0 * fabs(t[1] - d[1]) / mu, t[2] - d[2]);
  else if (f->table_error_msg[0]) {
    char *e = g_markup_escape_text(f->table_error_msg, -1);
    g_string_append_printf(s, _("; the direct solve failed: %s"), e);
    g_free(e);
  }
  if (f->table_clamped > 0)
    g_string_append_printf(s, _("; <b>clamped</b>: %d input(s) outside the table"),
                           f->table_clamped);
  else
    g_string_append(s, _("; inside the table"));
}

static void
update_readout(TlvSteadyPage *self)
{
  const TlStudySteady *f = self->study;
  const TlContactParams *p = &f->spec.curves.params;
  const TlTraction *m = &f->map;
  GString *s = g_string_new(NULL);
  g_string_append_printf(s, _("<b>operating point</b> c<sub>x</sub> = %.5g, c<sub>y</sub> = %.5g, "
                              "c<sub>s</sub> = %.4g 1/m, μ = %.3g, F<sub>N</sub> = %.4g kN"),
                         p->cx, p->cy, p->spin, p->mu, p->hertz.normal_load / TL_UNIT_KN);
  const char *names[TL_STUDY_STEADY_N_MODELS] = { C_("model", "linear"), "FASTSIM", "SHE",
                                                  C_("model", "exact") };
  g_string_append_c(s, '\n');
  g_string_append(s, "<b>f = T<sub>x</sub>/F<sub>N</sub></b>:");
  for (int k = 0; k < TL_STUDY_STEADY_N_MODELS; k++)
    if (isfinite(f->op_f[k]))
      g_string_append_printf(s, "  %s %.4f", names[k], f->op_f[k]);
    else if (k == 3 && (f->spec.curves.models & TL_STUDY_STEADY_EXACT))
      g_string_append_printf(s, "  %s …", names[k]);
  /* round-off (1e-15 of the forces) is shown as 0, not as −2.6e-15 */
  const double force_scale = 1e-12 * m->load;
  const double fx = fabs(m->fx) < force_scale ? 0.0 : m->fx;
  const double fy = fabs(m->fy) < force_scale ? 0.0 : m->fy;
  const double mz = fabs(m->mz) < force_scale * f->basics.hertz.a ? 0.0 : m->mz;
  g_string_append_c(s, '\n');
  g_string_append_printf(s,
                         _("<b>FASTSIM</b> T<sub>x</sub> = %.4g kN, T<sub>y</sub> = %.4g kN, "
                           "M<sub>z</sub> = %.4g N·m, stick %.1f %% of the contact, "
                           "Σp<sub>n</sub>ΔA = %.4g kN"),
                         fx / TL_UNIT_KN, fy / TL_UNIT_KN, mz, 100.0 * m->stick_fraction,
                         m->load / TL_UNIT_KN);
  if (f->law_on) {
    g_string_append_c(s, '\n');
    g_string_append_printf(s, _("<b>friction law</b> μ<sub>s</sub> = %.3g, V = %.3g m/s: "
                                "mean μ in slip %.3g, largest slip speed %.3g m/s, "
                                "N<sub>max</sub> = %.3g"),
                           tl_slip_friction_static(&f->spec.curves.law), p->speed, f->stats.mu_mean,
                           f->stats.sigma_max, f->n_max);
    if (isfinite(f->peak_f))
      g_string_append_printf(s, _("; adhesion maximum f = %.4f at c<sub>x</sub> = %.4f"),
                             f->peak_f, f->peak_cx);
  }
  if (f->spec.curves.models & TL_STEADY_POLACH) {
    g_string_append_c(s, '\n');
    g_string_append_printf(s, _("<b>Polach</b> f = %.4f; maximum %.4f at c<sub>x</sub> = %.4f"),
                           f->op_polach, f->polach_peak_f, f->polach_peak_cx);
  }
  if (self->building) {
    g_string_append_c(s, '\n');
    g_string_append_printf(s, _("<b>exact</b> building the half-space influence of the "
                                "%d×%d cells…"), p->mx, p->my);
  }
  if (f->exact_on) {
    const int pending = tl_study_steady_pending(f);
    g_string_append_c(s, '\n');
    g_string_append(s, _("<b>exact</b> "));
    if (f->xc.op_done && isfinite(f->op_f[3]))
      g_string_append_printf(s, _("stick %.1f %%, Σp<sub>n</sub>ΔA = %.4g kN, "),
                             100.0 * f->xc.map.stick_fraction,
                             f->xc.map.load / TL_UNIT_KN);
    if (pending > 0)
      g_string_append_printf(s, _("solving: %d creepages to go"), pending);
    else
      g_string_append(s, _("solved"));
    if (self->exact_solves > 0)
      g_string_append_printf(s, _(", %.1f ms per creepage"), self->exact_ms / self->exact_solves);
    if (f->xc.stats.newton > 0)
      g_string_append_printf(s, _(" (last: Newton %d, GMRES %d)"), f->xc.stats.newton,
                             f->xc.stats.cg);
    if (f->xc.error[0]) {
      char *e = g_markup_escape_text(f->xc.error, -1);
      g_string_append_printf(s, _("; a solve failed: %s"), e);
      g_free(e);
    }
  }
  if (f->spec.curves.models & TL_STUDY_STEADY_TABLE)
    append_table_readout(f, s);
  /* what the grip costs, while a figure of it is shown (on a small screen
   * the line would take the traction curves' last room) */
  if (costs_shown(self))
    append_wear_readout(f, s);
  if (wheelrail_source(self))
    tlv_steady_wheelrail_append_readout(self->wheelrail, s);
  gtk_label_set_markup(GTK_LABEL(self->readout), s->str);
  g_string_free(s, TRUE);
}

/* The inline notes of a slip-speed law: the grid's falling indicator above ½
 * (docs/theory-friction-in-contact.md §4) with its remedies, a lab law with
 * no contact form, the exact theory still on Coulomb. */
static void
update_law_warning(TlvSteadyPage *self)
{
  const TlStudySteady *f = self->study;
  GString *s = g_string_new(NULL);
  TlSlipFriction law;
  TlError err;
  if (!tlv_document_get_contact_law(self->doc, &law, &err))
    g_string_append_printf(s, _("Not applied: %s; FASTSIM uses Coulomb μ = %.3g meanwhile."),
                           err.message, f->spec.curves.params.mu);
  if (f->law_on && f->n_max > 0.5)
    g_string_append_printf(s, _("%sFalling friction is steeper than the grid resolves "
                                "(N_max = %.3g > 0.5): the result depends on the grid and on "
                                "the slip branch rule. Add friction memory (d_c ≈ 0.1 mm) or "
                                "use a coarser grid."),
                           s->len ? "\n" : "", f->n_max);
  gtk_label_set_text(GTK_LABEL(self->law_warning), s->str);
  gtk_widget_set_visible(self->law_warning, s->len > 0);
  gtk_widget_set_visible(GTK_WIDGET(self->mu_plot), f->law_on);
  g_string_free(s, TRUE);
}

/* ---- the exact solves, on the worker ------------------------------------------------
 *
 * The exact theory costs a steady solve per creepage (~70 ms at 80 × 80): one
 * solve at a time runs on the worker with the study's workspace while the
 * frame clock keeps drawing the study as it is.  A change cancels the solve
 * in flight (the core stops between Newton iterations); the study is updated
 * once the worker is idle, and the solves start again. */

typedef struct {
  TlStudySteady *study; /* a reference: the study outlives a page closed meanwhile */
  TlStudySteadyExactTask task;
  gboolean build;       /* build a workspace for `params` instead of solving */
  TlContactParams params;
  TlExact *built;
} ExactJob;

static void
exact_job_free(gpointer data)
{
  ExactJob *job = data;
  if (!job)
    return;
  tl_study_steady_exact_free(job->built);
  tl_study_steady_exact_task_clear(&job->task);
  g_atomic_rc_box_release_full(job->study, (GDestroyNotify)tl_study_steady_clear);
  g_free(job);
}

/* Worker thread: solve, and hand the job on as the result. */
static gpointer
exact_job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  ExactJob *job = data, *done = g_new0(ExactJob, 1);
  if (job->build) {
    if (tl_study_steady_exact_build(&job->params, &done->built, err) != TL_OK)
      done->built = NULL;
  } else {
    tl_study_steady_exact_task_run(&job->task, cancel);
    *err = job->task.err;
    /* the task moves to the result, with what it owns: the map and the local
     * friction arrays (left in both, they were freed twice) */
    done->task = job->task;
    memset(&job->task.map, 0, sizeof job->task.map);
    job->task.mu = job->task.sigma = NULL;
  }
  done->study = g_atomic_rc_box_acquire(job->study);
  done->build = job->build;
  done->params = job->params;
  return done;
}

static void exact_job_done(gpointer owner, gpointer result, const TlError *err, double seconds);
static void exact_idle(gpointer owner);

static const TlvWorkerClass exact_worker_class = { exact_job_run, exact_job_free, exact_job_free,
                                                   exact_job_done, exact_idle };

/* Hand the next pending solve to the worker, while the page is on screen (a
 * hidden page must not take the machine from the one the user looks at; it
 * resumes when shown). */
static void
start_solve(TlvSteadyPage *self)
{
  if (self->solving || self->stale || !gtk_widget_get_mapped(GTK_WIDGET(self)))
    return;
  ExactJob *job = g_new0(ExactJob, 1);
  if (!tl_study_steady_exact_begin(self->study, &job->task)) {
    g_free(job);
    return;
  }
  job->study = g_atomic_rc_box_acquire(self->study);
  self->solving = TRUE;
  tlv_worker_submit(self->worker, job);
}

static void
on_map(GtkWidget *widget, TlvSteadyPage *self)
{
  (void)widget;
  start_solve(self);
  if (tlv_live_get_benchmark() && !self->bench_id) {
    self->bench_last_us = 0;
    self->bench_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), on_bench_tick, self, NULL);
  }
}

static void
on_unmap(GtkWidget *widget, TlvSteadyPage *self)
{
  (void)widget;
  tlv_page_remove_tick(GTK_WIDGET(self), &self->bench_id);
}

static void on_update(TlvSteadyPage *self);

static void
exact_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)err; /* a failed solve's message is in its task; a failed build is retried by update */
  TlvSteadyPage *self = owner;
  ExactJob *job = result;
  if (job->build) {
    self->solving = self->building = FALSE;
    TlError local;
    if (job->built &&
        tl_study_steady_exact_adopt(self->study, job->built, &job->params, &local) == TL_OK)
      job->built = NULL; /* the study's now */
    else
      self->build_failed = TRUE;
    exact_job_free(job);
    on_update(self); /* the whole study, the exact theory with it */
    return;
  }
  if (job->task.status != TL_ECANCELLED) {
    self->exact_ms += 1e3 * seconds;
    self->exact_solves++;
  }
  tl_study_steady_exact_finish(self->study, &job->task);
  exact_job_free(job);
  self->solving = FALSE;
  update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->curve_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->map_plot));
}

/* Nothing in flight: a cancelled solve gave its workspace back (a run the
 * worker cancelled is not delivered: its point stays pending). */
static void
exact_idle(gpointer owner)
{
  TlvSteadyPage *self = owner;
  self->solving = self->building = FALSE;
  if (self->stale)
    on_update(self);
  else
    start_solve(self);
}

/* A roll came back from the wheel-rail source (a patch, or why there is
 * none): a new equivalent ellipse updates the ellipse models on it, else the
 * read-out says what came; a patch's curve is on the figure now. */
static void
on_wheelrail_rolled(gpointer data, gboolean rolled, gboolean ellipse_moved)
{
  TlvSteadyPage *self = data;
  if (ellipse_moved)
    on_update(self);
  else
    update_readout(self);
  if (rolled)
    gtk_widget_queue_draw(GTK_WIDGET(self->curve_plot));
}

/* Which plots the source shows, and its rolled patch. */
static void
apply_source(TlvSteadyPage *self)
{
  const gboolean wr = wheelrail_source(self);
  if (wr && !self->wr_plot) {
    self->wr_plot = tlv_steady_wheelrail_new_plot(self->wheelrail);
    gtk_widget_set_hexpand(GTK_WIDGET(self->wr_plot), TRUE);
    gtk_box_append(GTK_BOX(self->maps), GTK_WIDGET(self->wr_plot));
  }
  gtk_widget_set_visible(GTK_WIDGET(self->map_plot), !wr);
  gtk_widget_set_sensitive(self->load_row, !wr);
  if (self->wr_plot)
    gtk_widget_set_visible(GTK_WIDGET(self->wr_plot), wr);
  if (wr) {
    gtk_widget_set_visible(GTK_WIDGET(self->mu_plot), FALSE);
    /* the point's patch for the page as it is now */
    const TlWrRollModel model = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->map_model)) == 1
                                  ? TL_WR_ROLL_EXACT
                                  : TL_WR_ROLL_FASTSIM;
    tlv_steady_wheelrail_roll(self->wheelrail, tlv_document_get_wheelrail(self->doc),
                              tlv_document_get_contact(self->doc), model);
    return;
  }
  /* back to the ellipse: nothing of the patch is left on the figure */
  tlv_steady_wheelrail_reset(self->wheelrail);
}

/* Curves and map now; the exact points on the worker.  While a solve holds
 * the workspace, the figure on screen stays as it is and the solve is
 * cancelled; the update follows once it has stopped. */
static void
on_update(TlvSteadyPage *self)
{
  if (self->solving) {
    self->stale = TRUE;
    tlv_worker_cancel(self->worker);
    return;
  }
  self->stale = FALSE;
  const gint64 t0 = g_get_monotonic_time();
  TlrPatchField field;
  TlrSteadyLayer layer;
  TlStudySteadySpec spec = current_spec(self, &field, &layer);
  TlError err;
  const gboolean build =
    !self->build_failed && !tl_study_steady_exact_ready(self->study, &spec);
  self->build_failed = FALSE;
  if (build) {
    /* a new workspace for the exact theory: built on the worker, the other
     * curves now; the exact ones follow once it is there */
    ExactJob *job = g_new0(ExactJob, 1);
    job->study = g_atomic_rc_box_acquire(self->study);
    job->build = TRUE;
    job->params = spec.curves.params;
    self->solving = self->building = TRUE;
    tlv_worker_submit(self->worker, job);
    spec.curves.models &= ~(unsigned)TL_STUDY_STEADY_EXACT;
    spec.map_model = TL_STEADY_FASTSIM;
  }
  tl_study_steady_set_table(self->study, tlv_document_get_creep_table(self->doc),
                            TL_TABLE_CUBIC);
  const TlStatus status = tl_study_steady_prepare(self->study, &spec, &err);
  const double update_ms = (g_get_monotonic_time() - t0) * 1e-3;
  self->bench_update_max_ms = fmax(self->bench_update_max_ms, update_ms);
  if (status == TL_OK) {
    self->figure.field = field;
    self->figure.layer = layer;
    if (tl_study_steady_pending(self->study) > 0) {
      self->exact_ms = 0.0; /* a new batch of solves */
      self->exact_solves = 0;
    }
    update_readout(self);
    update_law_warning(self);
    if (self->tools) /* pins say how they differ from the case now */
      tlv_curve_tools_relabel(self->tools);
    if (!tlv_steady_table_show_note(self))
      gtk_widget_set_visible(self->message, FALSE);
    start_solve(self);
    apply_source(self);
    update_readout(self);
  } else {
    char *msg = g_strdup_printf(_("Not computed: %s"), err.message);
    gtk_label_set_text(GTK_LABEL(self->message), msg);
    gtk_widget_set_visible(self->message, TRUE);
    g_free(msg);
  }
  gtk_widget_queue_draw(GTK_WIDGET(self->curve_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->map_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->mu_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->wear_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->shakedown_plot));
}

static void
on_tick(gpointer data)
{
  TlvSteadyPage *self = data;
  on_update(self);
}

static void
schedule_update(TlvSteadyPage *self)
{
  if (gtk_widget_get_realized(GTK_WIDGET(self)))
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  else if (!self->tick_id)
    on_update(self);
}

static void
on_setting_changed(GObject *object, GParamSpec *pspec, TlvSteadyPage *self)
{
  (void)object;
  (void)pspec;
  schedule_update(self);
}

static void
on_toggled(GtkCheckButton *button, TlvSteadyPage *self)
{
  (void)button;
  schedule_update(self);
}

/* The model boxes and the document's [steady] models, in both directions. */
static GtkWidget **
model_box(TlvSteadyPage *self, unsigned bit)
{
  switch (bit) {
  case TL_STEADY_LINEAR: return &self->linear;
  case TL_STEADY_FASTSIM: return &self->fastsim;
  case TL_STEADY_SHEN: return &self->shen;
  case TL_STUDY_STEADY_EXACT: return &self->exact;
  case TL_STEADY_POLACH: return &self->polach;
  default: return &self->table;
  }
}

static const unsigned model_bits[] = { TL_STEADY_LINEAR, TL_STEADY_FASTSIM,
                                       TL_STEADY_SHEN,   TL_STUDY_STEADY_EXACT,
                                       TL_STEADY_POLACH, TL_STUDY_STEADY_TABLE };

static void
on_model_toggled(GtkCheckButton *button, TlvSteadyPage *self)
{
  (void)button;
  if (self->syncing)
    return;
  unsigned models = 0;
  for (size_t k = 0; k < G_N_ELEMENTS(model_bits); k++)
    if (gtk_check_button_get_active(GTK_CHECK_BUTTON(*model_box(self, model_bits[k]))))
      models |= model_bits[k];
  tlv_document_set_steady_models(self->doc, models); /* its "changed" updates the page */
  schedule_update(self);
}

static void
sync_models(TlvSteadyPage *self)
{
  const unsigned models = tlv_document_get_steady(self->doc)->models;
  self->syncing = TRUE;
  for (size_t k = 0; k < G_N_ELEMENTS(model_bits); k++)
    gtk_check_button_set_active(GTK_CHECK_BUTTON(*model_box(self, model_bits[k])),
                                (models & model_bits[k]) != 0);
  self->syncing = FALSE;
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvSteadyPage *self)
{
  if (flags & TLV_CHANGED_STEADY) {
    sync_models(self);
    tlv_steady_table_update_label(self);
    schedule_update(self);
  }
  if (flags & TLV_CHANGED_WHEELRAIL) {
    const guint source = (guint)tlv_document_get_wheelrail(doc)->steady_patch;
    if (gtk_drop_down_get_selected(GTK_DROP_DOWN(self->patch_source)) != source)
      gtk_drop_down_set_selected(GTK_DROP_DOWN(self->patch_source), source);
    schedule_update(self);
  }
  /* a Polach law comes with Polach's own model to compare against */
  if ((flags & TLV_CHANGED_CONTACT_LAW) &&
      tlv_document_get_contact_friction(doc)->law.kind == TL_SLIP_LAW_POLACH &&
      !tlv_document_get_contact_friction(doc)->from_lab)
    gtk_check_button_set_active(GTK_CHECK_BUTTON(self->polach), TRUE);
  /* the law, and the Friction page's law when the contact follows it */
  if ((flags & (TLV_CHANGED_CONTACT | TLV_CHANGED_CONTACT_LAW)) ||
      ((flags & TLV_CHANGED_FRICTION) && tlv_document_get_contact_friction(doc)->from_lab)) {
    schedule_update(self);
  }
}

/* The source is the document's: a preset or the session restores it. */
static void
on_source_changed(GObject *object, GParamSpec *pspec, TlvSteadyPage *self)
{
  (void)object;
  (void)pspec;
  TlPresetWheelrail w = *tlv_document_get_wheelrail(self->doc);
  const int source = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->patch_source)) == 1;
  if (w.steady_patch == source)
    return;
  w.steady_patch = source;
  TlError err;
  if (!tlv_document_set_wheelrail(self->doc, &w, &err)) {
    char *msg = g_strdup_printf(_("Not applied: %s"), err.message);
    gtk_label_set_text(GTK_LABEL(self->message), msg);
    gtk_widget_set_visible(self->message, TRUE);
    g_free(msg);
  }
}

/* Pin and Sweep act on the traction curves: shown with them only. */
static void
on_curves_shown(GObject *object, GParamSpec *pspec, TlvSteadyPage *self)
{
  (void)object;
  (void)pspec;
  const char *name = gtk_stack_get_visible_child_name(GTK_STACK(self->curve_stack));
  gtk_widget_set_visible(GTK_WIDGET(self->tools), g_strcmp0(name, "traction") == 0);
  update_readout(self);
}

static void
add_rows(TlvSteadyPage *self, GtkWidget *box, const TlvContactField *fields, int n)
{
  for (int i = 0; i < n; i++)
    gtk_box_append(GTK_BOX(box), GTK_WIDGET(tlv_contact_row_new(self->doc, fields[i])));
}

static void
tlv_steady_page_release(TlvSteadyPage *self)
{
  tlv_page_remove_tick(GTK_WIDGET(self), &self->bench_id);
  g_clear_pointer(&self->worker, tlv_worker_free); /* a solve in flight ends unseen */
  tlv_steady_table_release(self);
  g_clear_pointer(&self->wheelrail, tlv_steady_wheelrail_free);
}

static void
tlv_steady_page_free(TlvSteadyPage *self)
{
  /* the last reference frees it, here or when a solve in flight returns */
  g_atomic_rc_box_release_full(self->study, (GDestroyNotify)tl_study_steady_clear);
}

static void
tlv_steady_page_setup_class(GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvSteadyPage, name)
  BIND(point_box);
  BIND(case_box);
  BIND(bound);
  BIND(linear);
  BIND(fastsim);
  BIND(shen);
  BIND(exact);
  BIND(map_model);
  BIND(variant);
  BIND(grid_box);
  BIND(field);
  BIND(curve_box);
  BIND(map_box);
  BIND(readout);
  BIND(message);
  BIND(polach);
  BIND(law_box);
  BIND(speeds);
  BIND(log_cx);
  BIND(law_warning);
  BIND(patch_source);
  BIND(table);
  BIND(table_open);
  BIND(table_build);
  BIND(table_label);
  BIND(table_bar);
#undef BIND
}

static void
tlv_steady_page_init(TlvSteadyPage *self)
{
  g_type_ensure(TLV_TYPE_JOB_BAR); /* the template names it */
  gtk_widget_init_template(GTK_WIDGET(self));
  self->study = g_atomic_rc_box_new0(TlStudySteady);
  tl_study_steady_init(self->study);
  self->figure.study = self->study;
  self->figure.field = TLR_FIELD_TX;
  self->worker = tlv_worker_new(&exact_worker_class, self);
  tlv_steady_table_init(self);
  self->wheelrail = tlv_steady_wheelrail_new(&self->figure, on_wheelrail_rolled, self);
}

TlvSteadyPage *
tlv_steady_page_new(TlvDocument *doc)
{
  TlvSteadyPage *self = g_object_new(TLV_TYPE_STEADY_PAGE, NULL);
  self->doc = g_object_ref(doc);
  static const TlvContactField point[] = { TLV_FIELD_CX, TLV_FIELD_CY, TLV_FIELD_SPIN };
  static const TlvContactField kase[] = { TLV_FIELD_MU, TLV_FIELD_LOAD };
  static const TlvContactField grid[] = { TLV_FIELD_GRID_X, TLV_FIELD_GRID_Y };
  add_rows(self, self->point_box, point, G_N_ELEMENTS(point));
  add_rows(self, self->case_box, kase, G_N_ELEMENTS(kase));
  self->load_row = gtk_widget_get_last_child(self->case_box);
  add_rows(self, self->grid_box, grid, G_N_ELEMENTS(grid));

  self->curve_plot = tlv_plot_new(_("Traction coefficient versus creepage"),
                                  tlr_steady_draw_curve, &self->figure);
  tlv_plot_set_export_name(self->curve_plot, "traction-curve");
  tlv_plot_set_csv_func(self->curve_plot, tlr_steady_write_csv);
  /* Pin and Sweep above the curves; their curves go under the live ones */
  self->tools = tlv_steady_tools_new(self, GTK_WIDGET(self->curve_plot));
  gtk_widget_set_halign(GTK_WIDGET(self->tools), GTK_ALIGN_END);
  self->figure.overlay = tlv_curve_tools_get_overlay(self->tools);
  /* the traction curves, and what the grip costs, one at a time in full size */
  self->wear_plot = tlv_plot_new(_("Wear regime versus creepage"), tlr_steady_draw_wear,
                                 &self->figure);
  tlv_plot_set_export_name(self->wear_plot, "wear-regime");
  tlv_plot_set_csv_func(self->wear_plot, tlr_steady_write_wear_csv);
  self->shakedown_plot = tlv_plot_new(_("Shakedown map"), tlr_steady_draw_shakedown,
                                      &self->figure);
  tlv_plot_set_export_name(self->shakedown_plot, "shakedown");
  tlv_plot_set_csv_func(self->shakedown_plot, tlr_steady_write_shakedown_csv);
  self->curve_stack = gtk_stack_new();
  gtk_widget_set_vexpand(self->curve_stack, TRUE);
  gtk_stack_add_titled(GTK_STACK(self->curve_stack), GTK_WIDGET(self->curve_plot), "traction",
                       _("Traction"));
  gtk_stack_add_titled(GTK_STACK(self->curve_stack), GTK_WIDGET(self->wear_plot), "wear",
                       _("Wear regime"));
  gtk_stack_add_titled(GTK_STACK(self->curve_stack), GTK_WIDGET(self->shakedown_plot),
                       "shakedown", _("Shakedown"));
  GtkWidget *switcher = gtk_stack_switcher_new();
  gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(switcher), GTK_STACK(self->curve_stack));
  gtk_widget_set_hexpand(switcher, TRUE);
  gtk_widget_set_halign(switcher, GTK_ALIGN_START);
  GtkWidget *bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append(GTK_BOX(bar), switcher);
  gtk_box_append(GTK_BOX(bar), GTK_WIDGET(self->tools));
  gtk_box_append(GTK_BOX(self->curve_box), bar);
  gtk_box_append(GTK_BOX(self->curve_box), self->curve_stack);
  g_signal_connect(self->curve_stack, "notify::visible-child", G_CALLBACK(on_curves_shown), self);
  self->map_plot = tlv_plot_new(_("Steady tangential traction map"),
                                tlr_steady_draw_patch, &self->figure);
  tlv_plot_set_export_name(self->map_plot, "patch");
  tlv_plot_set_csv_func(self->map_plot, tlr_steady_write_map_csv);
  self->mu_plot = tlv_plot_new(_("Local friction coefficient map"), tlr_steady_draw_mu,
                               &self->figure);
  tlv_plot_set_export_name(self->mu_plot, "patch-mu");
  GtkWidget *maps = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_vexpand(maps, TRUE);
  gtk_widget_set_hexpand(GTK_WIDGET(self->map_plot), TRUE);
  gtk_widget_set_hexpand(GTK_WIDGET(self->mu_plot), TRUE);
  gtk_box_set_homogeneous(GTK_BOX(maps), TRUE);
  gtk_box_append(GTK_BOX(maps), GTK_WIDGET(self->map_plot));
  gtk_box_append(GTK_BOX(maps), GTK_WIDGET(self->mu_plot));
  self->maps = maps;
  gtk_widget_set_visible(GTK_WIDGET(self->mu_plot), FALSE);
  gtk_box_append(GTK_BOX(self->map_box), maps);
  gtk_box_append(GTK_BOX(self->law_box), tlv_contact_law_new(doc, TRUE));

  tlv_bound_dropdown_bind(GTK_DROP_DOWN(self->bound), doc);
  g_signal_connect(self->variant, "notify::selected", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->field, "notify::selected", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->map_model, "notify::selected", G_CALLBACK(on_setting_changed), self);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->patch_source),
                             (guint)tlv_document_get_wheelrail(doc)->steady_patch);
  g_signal_connect(self->patch_source, "notify::selected", G_CALLBACK(on_source_changed), self);
  sync_models(self); /* the session's or the preset's */
  for (size_t k = 0; k < G_N_ELEMENTS(model_bits); k++)
    g_signal_connect(*model_box(self, model_bits[k]), "toggled", G_CALLBACK(on_model_toggled),
                     self);
  tlv_steady_table_bind(self);
  g_signal_connect(self->speeds, "toggled", G_CALLBACK(on_toggled), self);
  g_signal_connect(self->log_cx, "toggled", G_CALLBACK(on_toggled), self);
  g_signal_connect(self, "map", G_CALLBACK(on_map), self);
  g_signal_connect(self, "unmap", G_CALLBACK(on_unmap), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  on_update(self); /* complete before the first frame */
  return self;
}

const char *
tlv_steady_page_get_readout(TlvSteadyPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}

const TlrSteadyFigure *
tlv_steady_page_get_figure(TlvSteadyPage *self)
{
  return &self->figure;
}

const TlStudySteady *
tlv_steady_page_get_study(TlvSteadyPage *self)
{
  return self->study;
}

TlvWorker *
tlv_steady_page_get_worker(TlvSteadyPage *self)
{
  return self->worker;
}

void
tlv_steady_page_show_curves(TlvSteadyPage *self, const char *name)
{
  gtk_stack_set_visible_child_name(GTK_STACK(self->curve_stack), name);
}

TlvCurveTools *
tlv_steady_page_get_tools(TlvSteadyPage *self)
{
  return self->tools;
}

TlvWorker *
tlv_steady_page_get_wheelrail_worker(TlvSteadyPage *self)
{
  return tlv_steady_wheelrail_get_worker(self->wheelrail);
}

gboolean
tlv_steady_page_get_wheelrail_f(TlvSteadyPage *self, double *f, double *stick)
{
  return wheelrail_source(self) && tlv_steady_wheelrail_get_f(self->wheelrail, f, stick);
}

void
tlv_steady_page_set_models(TlvSteadyPage *self, unsigned models)
{
  tlv_document_set_steady_models(self->doc, models); /* the boxes follow */
}
