/* tlv-friction-page.c — the friction-law page. */
#include "tlv-i18n.h"
#include "tlv-friction-page.h"

#include <math.h>

#include "study-friction.h"
#include "tlr-figure-contact-mu.h"
#include "tlr-figure-friction.h"
#include "tlr-plot.h"
#include "tlv-field.h"
#include "tlv-friction-law.h"
#include "tlv-number.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-worker.h"
#include "tribo/units.h"

/* The page's fields: the law's parameters (the study's, which knows the terms
 * that use each), then the seed and sine motions. */
enum {
  F_FC = TL_STUDY_FRICTION_FC, F_FS = TL_STUDY_FRICTION_FS, F_VS = TL_STUDY_FRICTION_VS,
  F_VISCOUS = TL_STUDY_FRICTION_VISCOUS, F_C1 = TL_STUDY_FRICTION_C1,
  F_C2 = TL_STUDY_FRICTION_C2, F_DAHL_SIGMA = TL_STUDY_FRICTION_DAHL_SIGMA,
  F_DAHL_ALPHA = TL_STUDY_FRICTION_DAHL_ALPHA, F_SIGMA0 = TL_STUDY_FRICTION_SIGMA0,
  F_SIGMA1 = TL_STUDY_FRICTION_SIGMA1, F_SIGMA2 = TL_STUDY_FRICTION_SIGMA2,
  F_KARNOPP = TL_STUDY_FRICTION_KARNOPP, F_SIGN_EPS = TL_STUDY_FRICTION_SIGN_EPS,
  N_LAW_FIELDS = TL_STUDY_FRICTION_N_PARAMS,
  F_SEED_DURATION = N_LAW_FIELDS, F_SINE_AMPLITUDE, F_SINE_FREQUENCY, F_SINE_DURATION,
};

struct _TlvFrictionPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *law_box;
  GtkWidget *check_coulomb, *check_viscous, *check_stribeck, *check_static, *check_dahl,
    *check_lugre;
  GtkWidget *terms_error;
  GtkWidget *formula;
  GtkWidget *sign_box;
  GtkWidget *sign_mode;
  GtkWidget *param_box;
  GtkWidget *motion_box;
  GtkWidget *plot_box;
  GtkWidget *calc_error;
  GtkWidget *readout;
  GtkWidget *spinner;

  /* owned */
  TlvDocument *doc;
  GtkDropDown *law;
  TlvPlot *plot;
  TlvWorker *worker;
  /* the law inside the rolling contact, with the patch's slip speeds */
  TlStudySteadyContactMu mu_fig;
  TlvPlot *mu_plot;
  TlStudyFriction *study;        /* the last curves computed (heap: ~100 KB) */
  gboolean failed;               /* the last computation failed (calc_error says why) */
  GtkWidget *rows[N_LAW_FIELDS]; /* the law's rows by field id, to show the used ones */
  guint tick_id;
  gboolean syncing; /* set while the controls show the document */
};

TLV_DEFINE_PAGE(TlvFrictionPage, tlv_friction_page, "tlv-friction-page.ui")

/* ---- fields ------------------------------------------------------------------- */

/* The sine is sampled at 400 points per cycle, 801 to 4001 points. */
#define SINE_POINTS_PER_CYCLE 400.0
#define SINE_POINTS_MIN 801
#define SINE_POINTS_MAX 4001

static double
get_field(TlvDocument *doc, int id)
{
  const TlFrictionCase *c = tlv_document_get_friction(doc);
  const TlFrictionParams *p = &c->law;
  switch (id) {
  case F_FC: return p->fc;
  case F_FS: return p->fs;
  case F_VS: return p->vs / TL_UNIT_MM;
  case F_VISCOUS: return p->viscous;
  case F_C1: return p->c1;
  case F_C2: return p->c2;
  case F_DAHL_SIGMA: return p->dahl_sigma;
  case F_DAHL_ALPHA: return p->dahl_alpha;
  case F_SIGMA0: return p->sigma0;
  case F_SIGMA1: return p->sigma1;
  case F_SIGMA2: return p->sigma2;
  case F_KARNOPP: return p->karnopp / TL_UNIT_MM;
  case F_SIGN_EPS: return p->sign_eps / TL_UNIT_MM;
  case F_SEED_DURATION: return c->seed.duration;
  case F_SINE_AMPLITUDE: return c->sine.amplitude / TL_UNIT_UM;
  case F_SINE_FREQUENCY: return c->sine.frequency;
  case F_SINE_DURATION: return c->sine.duration;
  }
  g_return_val_if_reached(NAN);
}

/* C1 = C2 = Fs − Fc (the symmetric Stribeck curve of docs/theory.md §8) until the
 * user sets C1 or C2 apart; while they hold, they follow Fs and Fc. */
static gboolean
stribeck_follows_fs(const TlFrictionParams *p)
{
  const double c = p->fs - p->fc, tol = 1e-9 * fmax(1.0, fabs(p->fs));
  return fabs(p->c1 - c) <= tol && fabs(p->c2 - c) <= tol;
}

static gboolean
set_field(TlvDocument *doc, int id, double v, TlError *err)
{
  TlFrictionCase c = *tlv_document_get_friction(doc);
  TlFrictionParams *p = &c.law;
  const gboolean follows = stribeck_follows_fs(p);
  switch (id) {
  case F_FC: p->fc = v; break;
  case F_FS: p->fs = v; break;
  case F_VS: p->vs = v * TL_UNIT_MM; break;
  case F_VISCOUS: p->viscous = v; break;
  case F_C1: p->c1 = v; break;
  case F_C2: p->c2 = v; break;
  case F_DAHL_SIGMA: p->dahl_sigma = v; break;
  case F_DAHL_ALPHA: p->dahl_alpha = v; break;
  case F_SIGMA0: p->sigma0 = v; break;
  case F_SIGMA1: p->sigma1 = v; break;
  case F_SIGMA2: p->sigma2 = v; break;
  case F_KARNOPP: p->karnopp = v * TL_UNIT_MM; break;
  case F_SIGN_EPS: p->sign_eps = v * TL_UNIT_MM; break;
  case F_SEED_DURATION: c.seed.duration = v; break;
  case F_SINE_AMPLITUDE: c.sine.amplitude = v * TL_UNIT_UM; break;
  case F_SINE_FREQUENCY: c.sine.frequency = v; break;
  case F_SINE_DURATION: c.sine.duration = v; break;
  }
  if (follows && (id == F_FC || id == F_FS))
    p->c1 = p->c2 = p->fs - p->fc;
  if (id == F_SINE_FREQUENCY || id == F_SINE_DURATION) {
    const double n = ceil(SINE_POINTS_PER_CYCLE * c.sine.frequency * c.sine.duration) + 1.0;
    c.sine.points = (int)CLAMP(n, SINE_POINTS_MIN, SINE_POINTS_MAX);
  }
  return tlv_document_set_friction(doc, &c, err);
}

#define LAW(ID) .section = TLV_CHANGED_FRICTION, .id = ID, .get = get_field, .set = set_field

static const TlvFieldSpec law_fields[N_LAW_FIELDS] = {
  { N_("Coulomb level F<sub>c</sub>"), "Coulomb friction F_c", "N", 0.01, 100, 3, TRUE, FALSE,
    N_("Coulomb (kinetic) friction F<sub>c</sub> = μ<sub>c</sub>F<sub>N</sub>, in N; also the "
    "level Dahl and LuGre settle to"),
    LAW(F_FC) },
  { N_("Static level F<sub>s</sub>"), "Static friction F_s", "N", 0.01, 100, 3, TRUE, FALSE,
    N_("Static (breakaway) friction F<sub>s</sub> = μ<sub>s</sub>F<sub>N</sub>, in N; the Stribeck "
    "excess C<sub>1</sub> = C<sub>2</sub> = F<sub>s</sub> − F<sub>c</sub> follows it until you "
    "set C<sub>1</sub> or C<sub>2</sub>"),
    LAW(F_FS) },
  { N_("Stribeck velocity v<sub>s</sub>"), "Stribeck velocity v_s", "mm/s", 0.01, 1000, 3, TRUE,
    FALSE, N_("Stribeck velocity v<sub>s</sub>, in mm/s: the width of the dip near rest"),
    LAW(F_VS) },
  { N_("Viscous coefficient μ<sub>v</sub>"), "Viscous coefficient mu_v", "N·s/m", 0, 5, 3, FALSE,
    FALSE, N_("Viscous coefficient μ<sub>v</sub> of the term μ<sub>v</sub>v, in N·s/m"),
    LAW(F_VISCOUS) },
  { N_("Stribeck C<sub>1</sub> (v &gt; 0)"), "Stribeck excess C_1 for positive velocity", "N",
    -2, 5, 3, FALSE, FALSE,
    N_("Stribeck excess C<sub>1</sub> over F<sub>c</sub> for v &gt; 0, in N (F<sub>c</sub> + "
    "C<sub>1</sub> &gt; 0); C<sub>1</sub> ≠ C<sub>2</sub> gives asymmetric friction"),
    LAW(F_C1) },
  { N_("Stribeck C<sub>2</sub> (v &lt; 0)"), "Stribeck excess C_2 for negative velocity", "N",
    -2, 5, 3, FALSE, FALSE,
    N_("Stribeck excess C<sub>2</sub> over F<sub>c</sub> for v &lt; 0, in N (F<sub>c</sub> + "
    "C<sub>2</sub> &gt; 0)"),
    LAW(F_C2) },
  { N_("Dahl stiffness σ"), "Dahl rest stiffness sigma", "N/m", 100, 1e8, 0, TRUE, FALSE,
    N_("Dahl rest stiffness σ = dF/dx at F = 0, in N/m; pre-sliding range ≈ F<sub>c</sub>/σ"),
    LAW(F_DAHL_SIGMA) },
  { N_("Dahl exponent α"), "Dahl exponent alpha", "", 0.1, TL_DAHL_ALPHA_MAX, 2, TRUE, FALSE,
    N_("Dahl exponent α (dimensionless): with α = 1 the force follows a closed-form "
    "exponential in the slid distance"), LAW(F_DAHL_ALPHA) },
  { N_("Bristle stiffness σ<sub>0</sub>"), "LuGre bristle stiffness sigma_0", "N/m", 100, 1e8, 0, TRUE,
    FALSE, N_("LuGre bristle stiffness σ<sub>0</sub>, in N/m"), LAW(F_SIGMA0) },
  { N_("Bristle damping σ<sub>1</sub>"), "LuGre bristle damping sigma_1", "N·s/m", 0, 1000, 1, FALSE,
    FALSE, N_("LuGre bristle damping σ<sub>1</sub>, in N·s/m"), LAW(F_SIGMA1) },
  { N_("Viscous σ<sub>2</sub>"), "LuGre viscous coefficient sigma_2", "N·s/m", 0, 5, 3, FALSE, FALSE,
    N_("LuGre viscous coefficient σ<sub>2</sub>, in N·s/m"), LAW(F_SIGMA2) },
  { N_("Karnopp band η"), "Karnopp band half-width eta", "mm/s", 0.001, 10, 4, TRUE, FALSE,
    N_("Half-width η of the Karnopp band in which the static term holds the mass, in mm/s "
    "(stick-slip runs only)"),
    LAW(F_KARNOPP) },
  { N_("Sign width ε"), "Sign regularisation width epsilon", "mm/s", 0.001, 10, 4, TRUE, FALSE,
    N_("Width ε of the regularised sign tanh(v/ε) or v/√(v² + ε²), in mm/s"), LAW(F_SIGN_EPS) },
};

static const TlvFieldSpec motion_fields[] = {
  { N_("Speed-up v = t(t + 1): until t"), "Speed-up motion duration", "s", 0.1, 5, 2, FALSE, FALSE,
    N_("How long the speed-up motion runs: from rest at t = 0, v = t(t + 1) and "
    "x = t³/3 + t²/2 until this time, in s"),
    LAW(F_SEED_DURATION) },
  { N_("Sine amplitude A"), "Sine motion amplitude A", "µm", 0.1, 1000, 2, TRUE, FALSE,
    N_("Amplitude A of the back-and-forth motion x = A sin 2πft, in µm; below about "
    "F<sub>c</sub>/σ the contact stays in pre-sliding"),
    LAW(F_SINE_AMPLITUDE) },
  { N_("Sine frequency f"), "Sine motion frequency f", "Hz", 0.05, 20, 2, TRUE, FALSE,
    N_("Frequency f of the back-and-forth motion, in Hz"), LAW(F_SINE_FREQUENCY) },
  { N_("Sine length"), "Sine motion duration", "s", 0.1, 10, 2, FALSE, FALSE,
    N_("Length of the back-and-forth motion from rest, in s"), LAW(F_SINE_DURATION) },
};

/* ---- computing off the main thread ----------------------------------------------- */

/* a newer edit stops the motions' state integration between samples */
TLV_DEFINE_STUDY_JOB(TlStudyFriction, friction)

static void job_done(gpointer owner, gpointer result, const TlError *err, double seconds);

static const TlvWorkerClass worker_class = { study_job_run, g_free, study_free, job_done, NULL };

static void
update_readout(TlvFrictionPage *self)
{
  const TlStudyFriction *f = self->study;
  const TlFrictionParams *p = &f->spec.law;
  char *title = tlv_friction_law_title(p->terms);
  char terms[160];
  tl_friction_terms_string(p->terms, terms, sizeof terms);
  const char *state = (p->terms & TL_FRICTION_LUGRE) ? _("bristle deflection z (LuGre)")
                      : (p->terms & TL_FRICTION_DAHL) ? _("force F<sub>d</sub> (Dahl)")
                                                      : C_("friction state", "none");
  /* names and terms are the core's identifiers: no markup to escape */
  char shown[256], shown_terms[256];
  tlr_friction_display_name(title, shown, sizeof shown);
  tlr_friction_display_name(terms, shown_terms, sizeof shown_terms);
  char *law = g_str_has_prefix(title, "custom") || g_strcmp0(title, terms) == 0
                ? g_strdup(shown)
                : g_strdup_printf("%s = %s", shown, shown_terms);
  char *text = g_strdup_printf(
    _("<b>Law</b> %s    <b>state</b> %s    <b>sgn v</b> %s\n"
    "<b>Breakaway force</b> F<sub>break</sub> = %.4g N    <b>along the sine</b> F from %.4g N "
    "to %.4g N"),
    law, state, tl_sign_mode_name(p->sign), f->breakaway, f->sine_min, f->sine_max);
  g_free(law);
  tlv_readout_set_markup(self->readout, text);
  g_free(text);
  g_free(title);
}

static void
set_busy(TlvFrictionPage *self)
{
  gtk_spinner_set_spinning(GTK_SPINNER(self->spinner), tlv_worker_is_busy(self->worker));
}

static void
job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvFrictionPage *self = owner;
  set_busy(self);
  self->failed = result == NULL;
  if (!result) {
    tlv_page_show_error(self->calc_error, _("Not drawn%s: %s"),
                        self->study ? _(", the last good curves are shown") : "", err->message);
    gtk_widget_queue_draw(GTK_WIDGET(self->plot));
    return;
  }
  gtk_widget_set_visible(self->calc_error, FALSE);
  study_free(self->study);
  self->study = result;
  update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->plot));
}

/* The plot draws and exports the page's current study, which the worker swaps. */
static void
draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  TlvFrictionPage *self = data;
  if (self->study) {
    tlr_friction_draw(cr, width, height, style, self->study);
    return;
  }
  tlr_draw_placeholder(cr, style, width, height,
                       self->failed && self->worker && !tlv_worker_is_busy(self->worker)
                         ? _("Not drawn: the message below says why")
                         : _("Computing the friction curves…"));
}

static TlStatus
write_csv(FILE *out, void *data, TlError *err)
{
  TlvFrictionPage *self = data;
  if (!self->study)
    return tl_error_set(err, TL_EINVAL, "the friction curves are not computed yet");
  return tlr_friction_write_csv(out, self->study, err);
}

/* ---- the controls -------------------------------------------------------------- */

static GtkWidget *
term_check(TlvFrictionPage *self, unsigned term)
{
  switch (term) {
  case TL_FRICTION_COULOMB: return self->check_coulomb;
  case TL_FRICTION_VISCOUS: return self->check_viscous;
  case TL_FRICTION_STRIBECK: return self->check_stribeck;
  case TL_FRICTION_STATIC: return self->check_static;
  case TL_FRICTION_DAHL: return self->check_dahl;
  case TL_FRICTION_LUGRE: return self->check_lugre;
  }
  g_return_val_if_reached(NULL);
}

/* Show the document's law: drop-down, terms, formula, sign, the rows it uses. */
static void
sync_law(TlvFrictionPage *self)
{
  const TlFrictionParams *p = &tlv_document_get_friction(self->doc)->law;
  self->syncing = TRUE;
  tlv_friction_law_dropdown_select(self->law, p->terms);
  for (int b = 0; b < TL_FRICTION_N_TERMS; b++)
    gtk_check_button_set_active(GTK_CHECK_BUTTON(term_check(self, 1u << b)),
                                (p->terms & (1u << b)) != 0);
  gtk_widget_set_visible(self->terms_error, FALSE);
  char *formula = tlv_friction_law_formula(p->terms);
  gtk_label_set_markup(GTK_LABEL(self->formula), formula);
  g_free(formula);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->sign_mode), (guint)p->sign);
  gtk_widget_set_visible(self->sign_box, tl_study_friction_has_sign(p));
  for (int id = 0; id < N_LAW_FIELDS; id++)
    gtk_widget_set_visible(self->rows[id],
                           tl_study_friction_param_used(p, (TlStudyFrictionParam)id));
  self->syncing = FALSE;
}

/* Recompute at most once per frame: a dragged slider changes the document
 * many times per frame.  The curves are computed on the worker. */
static void
on_tick(gpointer data)
{
  TlvFrictionPage *self = data;
  TlFrictionCase *job = g_new(TlFrictionCase, 1);
  *job = *tlv_document_get_friction(self->doc);
  tlv_worker_submit(self->worker, job);
  set_busy(self);
}

/* The law as the contact would take it, at the document's operating point
 * (one FASTSIM solve: on the main thread). */
static void
update_contact_mu(TlvFrictionPage *self)
{
  const TlContactFriction *cf = tlv_document_get_contact_friction(self->doc);
  TlError err;
  if (tl_study_steady_contact_mu_update(&self->mu_fig, tlv_document_get_contact(self->doc),
                                        &tlv_document_get_friction(self->doc)->law,
                                        cf->lab_normal, cf->from_lab, NULL, &err) != TL_OK)
    g_snprintf(self->mu_fig.message, sizeof self->mu_fig.message, "Not computed: %s",
               err.message);
  gtk_widget_queue_draw(GTK_WIDGET(self->mu_plot));
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvFrictionPage *self)
{
  (void)doc;
  if (flags & (TLV_CHANGED_FRICTION | TLV_CHANGED_CONTACT | TLV_CHANGED_CONTACT_LAW))
    update_contact_mu(self);
  if (flags & TLV_CHANGED_FRICTION) {
    sync_law(self);
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  }
}

/* Try a new set of terms: an invalid one stays ticked with the reason and the
 * document keeps its last valid law, so that the user can pass through
 * invalid sets (LuGre → LuGre + Coulomb → Coulomb) on the way to a valid one. */
static void
apply_terms(TlvFrictionPage *self, unsigned terms)
{
  TlFrictionCase c = *tlv_document_get_friction(self->doc);
  if (c.law.terms == terms) {
    gtk_widget_set_visible(self->terms_error, FALSE);
    return;
  }
  c.law.terms = terms;
  TlError err;
  if (!tlv_document_set_friction(self->doc, &c, &err)) {
    tlv_page_show_error(self->terms_error, _("Not applied: %s"), err.message);
  }
}

static void
on_term_toggled(GtkCheckButton *button, TlvFrictionPage *self)
{
  (void)button;
  if (self->syncing)
    return;
  unsigned terms = 0;
  for (int b = 0; b < TL_FRICTION_N_TERMS; b++)
    if (gtk_check_button_get_active(GTK_CHECK_BUTTON(term_check(self, 1u << b))))
      terms |= 1u << b;
  apply_terms(self, terms);
}

static void
on_law_selected(GtkDropDown *dd, GParamSpec *pspec, TlvFrictionPage *self)
{
  (void)pspec;
  unsigned terms;
  if (self->syncing || !tlv_friction_law_dropdown_terms(dd, &terms))
    return; /* the custom entry: the ticked terms say what it is */
  apply_terms(self, terms);
}

static void
on_sign_selected(GtkDropDown *dd, GParamSpec *pspec, TlvFrictionPage *self)
{
  (void)pspec;
  if (self->syncing)
    return;
  TlFrictionCase c = *tlv_document_get_friction(self->doc);
  c.law.sign = (TlSignMode)gtk_drop_down_get_selected(dd);
  tlv_document_set_friction(self->doc, &c, NULL); /* every mode is valid */
}

/* ---- the widget ---------------------------------------------------------------- */

static void
tlv_friction_page_release(TlvFrictionPage *self)
{
  g_clear_pointer(&self->worker, tlv_worker_free);
}

static void
tlv_friction_page_free(TlvFrictionPage *self)
{
  study_free(self->study);
  tl_study_steady_contact_mu_clear(&self->mu_fig);
}

static void
tlv_friction_page_setup_class(GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvFrictionPage, name)
  BIND(law_box);
  BIND(check_coulomb);
  BIND(check_viscous);
  BIND(check_stribeck);
  BIND(check_static);
  BIND(check_dahl);
  BIND(check_lugre);
  BIND(terms_error);
  BIND(formula);
  BIND(sign_box);
  BIND(sign_mode);
  BIND(param_box);
  BIND(motion_box);
  BIND(plot_box);
  BIND(calc_error);
  BIND(readout);
  BIND(spinner);
#undef BIND
}

static void
tlv_friction_page_init(TlvFrictionPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
}

TlvFrictionPage *
tlv_friction_page_new(TlvDocument *doc)
{
  TlvFrictionPage *self = g_object_new(TLV_TYPE_FRICTION_PAGE, NULL);
  self->doc = g_object_ref(doc);
  self->worker = tlv_worker_new(&worker_class, self);

  self->law = tlv_friction_law_dropdown_new();
  gtk_box_append(GTK_BOX(self->law_box), GTK_WIDGET(self->law));
  for (int id = 0; id < N_LAW_FIELDS; id++) {
    self->rows[id] = GTK_WIDGET(tlv_field_row_new(doc, &law_fields[id]));
    gtk_box_append(GTK_BOX(self->param_box), self->rows[id]);
  }
  tlv_field_rows_append(GTK_BOX(self->motion_box), doc, motion_fields,
                        G_N_ELEMENTS(motion_fields));

  self->plot = tlv_plot_new(_("Friction laws: friction–velocity curves and loops"), draw, self);
  tlv_plot_set_export_name(self->plot, "friction");
  tlv_plot_set_csv_func(self->plot, write_csv);
  gtk_box_append(GTK_BOX(self->plot_box), GTK_WIDGET(self->plot));
  gtk_widget_set_vexpand(GTK_WIDGET(self->plot), TRUE);
  tl_study_steady_contact_mu_init(&self->mu_fig);
  self->mu_plot = tlv_plot_new(_("The law inside the rolling contact"), tlr_contact_mu_draw,
                               &self->mu_fig);
  tlv_plot_set_export_name(self->mu_plot, "friction-contact");
  tlv_plot_set_csv_func(self->mu_plot, tlr_contact_mu_write_csv);
  gtk_widget_set_size_request(GTK_WIDGET(self->mu_plot), -1, 190);
  gtk_widget_set_vexpand(GTK_WIDGET(self->mu_plot), FALSE);
  gtk_box_append(GTK_BOX(self->plot_box), GTK_WIDGET(self->mu_plot));
  update_contact_mu(self);

  sync_law(self);
  for (int b = 0; b < TL_FRICTION_N_TERMS; b++)
    g_signal_connect(term_check(self, 1u << b), "toggled", G_CALLBACK(on_term_toggled), self);
  g_signal_connect(self->law, "notify::selected", G_CALLBACK(on_law_selected), self);
  g_signal_connect(self->sign_mode, "notify::selected", G_CALLBACK(on_sign_selected), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  return self;
}

const char *
tlv_friction_page_get_readout(TlvFrictionPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}

const char *
tlv_friction_page_get_terms_error(TlvFrictionPage *self)
{
  GtkLabel *label = GTK_LABEL(self->terms_error);
  return gtk_widget_get_visible(self->terms_error) ? gtk_label_get_text(label) : NULL;
}

gboolean
tlv_friction_page_is_busy(TlvFrictionPage *self)
{
  return self->tick_id != 0 || tlv_worker_is_busy(self->worker);
}
