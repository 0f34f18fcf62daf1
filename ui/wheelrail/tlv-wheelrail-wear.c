/* tlv-wheelrail-wear.c — the Wheel on rail page's "Wear the profiles"
 * section: the new profiles the document names worn over N passes by
 * study-profile-wear on a worker of the page (the CLI's `wear` on the same
 * case), the worn ones shown in their place with the new ones dashed, Back,
 * and Save as profile files. */
#include "tlv-i18n.h"
#include "wheelrail-page-private.h"

#include <glib/gstdio.h>
#include <math.h>

#include "tlv-document.h"
#include "tlv-file-chooser.h"
#include "tlv-page.h"
#include "tlv-worker.h"
#include "tribo/units.h"

/* The job wears profiles of its own, opened again by name (the built-in ones
 * or the files), so the page may change its own meanwhile. */
typedef struct {
  TlProfileWearParams params;
  char wheel[sizeof((TlPresetWheelrail *)0)->wheel];
  char rail[sizeof((TlPresetWheelrail *)0)->rail];
} WearJob;

static gpointer
wear_job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  WearJob *job = data;
  TlProfile *wheel = NULL, *rail = NULL;
  TlStudyProfileWear *s = g_new(TlStudyProfileWear, 1);
  tl_study_profile_wear_init(s);
  const TlStudyControl ctl = { cancel, tlv_worker_report_progress, NULL };
  if (tl_profile_open(job->wheel, TL_PROFILE_WHEEL, NULL, &wheel, err) != TL_OK ||
      tl_profile_open(job->rail, TL_PROFILE_RAIL, NULL, &rail, err) != TL_OK ||
      tl_study_profile_wear_update(s, &job->params, wheel, rail, &ctl, err) != TL_OK) {
    tl_study_profile_wear_clear(s);
    g_clear_pointer(&s, g_free);
  }
  tl_profile_free(wheel);
  tl_profile_free(rail);
  return s;
}

void
tlv_wheelrail_wear_result_free(gpointer data)
{
  tl_study_profile_wear_clear(data);
  g_free(data);
}

/* The passes the log slider stands for: 0 at its left end, else 10^x. */
static double
wear_passes(TlvWheelrailPage *self)
{
  const double x = gtk_range_get_value(GTK_RANGE(self->wear_passes));
  return x <= 0.0 ? 0.0 : round(pow(10.0, x));
}

static char *
wear_passes_format(GtkScale *scale, double x, gpointer data)
{
  (void)scale;
  (void)data;
  return g_strdup_printf(_("%.3g passes"), x <= 0.0 ? 0.0 : round(pow(10.0, x)));
}

static void
wear_set_sensitive(TlvWheelrailPage *self)
{
  gtk_widget_set_sensitive(self->wear_back, self->worn != NULL);
  gtk_widget_set_sensitive(self->wear_save_wheel, self->worn != NULL);
  gtk_widget_set_sensitive(self->wear_save_rail, self->worn != NULL);
}

/* Passes, the deepest wear of each body, the area removed and the
 * equivalent conicity at 3 mm before and after: the study's rows. */
static void
wear_update_readout(TlvWheelrailPage *self)
{
  if (!self->worn || self->worn->n_rows < 1) {
    gtk_label_set_text(GTK_LABEL(self->wear_readout), _("New profiles"));
    return;
  }
  const TlProfileWearRow *r0 = &self->worn->rows[0];
  const TlProfileWearRow *r = &self->worn->rows[self->worn->n_rows - 1];
  char *text = g_strdup_printf(
    _("Worn over %.4g passes\n"
      "Max depth: wheel %.4f mm, rail %.4f mm\n"
      "Area removed: wheel %.4f mm², rail %.4f mm²\n"
      "tan γe (3 mm): %.4f → %.4f"),
    r->passes, r->max_depth_wheel / TL_UNIT_MM, r->max_depth_rail / TL_UNIT_MM,
    r->area_wheel / (TL_UNIT_MM * TL_UNIT_MM), r->area_rail / (TL_UNIT_MM * TL_UNIT_MM),
    r0->conicity, r->conicity);
  gtk_label_set_text(GTK_LABEL(self->wear_readout), text);
  g_free(text);
}

static void
wear_drop(TlvWheelrailPage *self)
{
  if (self->worn)
    tlv_wheelrail_wear_result_free(self->worn);
  self->worn = NULL;
  self->study.reference = NULL;
  tl_study_wheelrail_clear(&self->before);
  wear_set_sensitive(self);
  wear_update_readout(self);
}

/* A body's worn profile, built on the points the study fitted it through. */
static TlProfile *
worn_profile(const TlStudyProfileWear *s, TlProfileKind kind, const char *from, TlError *err)
{
  const double *y, *z;
  int n;
  tl_profile_wear_points(s->pw, kind, &y, &z, &n);
  char *base = g_path_get_basename(from);
  char *name = g_strdup_printf(_("%s worn"), base);
  TlProfile *p = NULL;
  if (tl_profile_from_points(kind, name, y, z, n, NULL, &p, err) != TL_OK)
    p = NULL;
  g_free(base);
  g_free(name);
  return p;
}

static void
wear_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvWheelrailPage *self = owner;
  TlStudyProfileWear *s = result;
  if (!s) {
    tlv_page_show_error(self->warning, _("Profiles not worn: %s"), err->message);
    return;
  }
  const TlPresetWheelrail *w = tlv_document_get_wheelrail(self->doc);
  TlError e;
  TlProfile *wheel = worn_profile(s, TL_PROFILE_WHEEL, w->wheel, &e);
  TlProfile *rail = wheel ? worn_profile(s, TL_PROFILE_RAIL, w->rail, &e) : NULL;
  if (!wheel || !rail) {
    tl_profile_free(wheel);
    tlv_page_show_error(self->warning, _("Profiles not worn: %s"), e.message);
    tlv_wheelrail_wear_result_free(s);
    return;
  }
  /* the first wear keeps the study of the new profiles aside, with its
   * Δr(y) table, and wears on a fresh one */
  const gboolean first = self->worn == NULL;
  if (first) {
    self->before = self->study;
    self->before.reference = NULL;
    tl_study_wheelrail_init(&self->study);
  }
  if (tl_study_wheelrail_set_profiles(&self->study, &self->spec.track, wheel, rail, &e) !=
      TL_OK) {
    tl_profile_free(wheel);
    tl_profile_free(rail);
    if (first) { /* the new profiles' study back, as it was */
      tl_study_wheelrail_clear(&self->study);
      self->study = self->before;
      tl_study_wheelrail_init(&self->before);
    }
    tlv_wheelrail_show_refusal(self, _("worn profiles: "), &e);
    tlv_wheelrail_wear_result_free(s);
    return;
  }
  self->study.reference = &self->before;
  if (self->worn)
    tlv_wheelrail_wear_result_free(self->worn);
  self->worn = s;
  g_strlcpy(self->new_wheel, w->wheel, sizeof self->new_wheel);
  g_strlcpy(self->new_rail, w->rail, sizeof self->new_rail);
  char *names = g_strdup_printf(_("Profiles: %s and %s"), tl_profile_name(self->study.wheel),
                                tl_profile_name(self->study.rail));
  gtk_label_set_text(GTK_LABEL(self->profiles_label), names);
  g_free(names);
  wear_set_sensitive(self);
  wear_update_readout(self);
  self->table_due = TRUE;
  tlv_worker_cancel(self->worker); /* a table in flight is for the new profiles */
  tlv_wheelrail_schedule(self);
}

static const TlvWorkerClass wear_worker_class = { wear_job_run, g_free, tlv_wheelrail_wear_result_free,
                                                  wear_job_done, NULL };

/* Run: wear the new profiles the document names with the page's wheelset,
 * load and rolling parameters (the CLI's `wear` on the same case). */
static void
on_wear_run(GtkButton *button, TlvWheelrailPage *self)
{
  (void)button;
  const TlPresetWheelrail *w = tlv_document_get_wheelrail(self->doc);
  WearJob *job = g_new0(WearJob, 1);
  job->params = tl_profile_wear_params_default();
  tl_study_profile_wear_params_preset(&job->params, w);
  job->params.passes = wear_passes(self);
  job->params.sigma = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->wear_sigma)) * TL_UNIT_MM;
  job->params.law = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->wear_law)) == 1
                      ? TL_PROFILE_WEAR_USFD
                      : TL_PROFILE_WEAR_ARCHARD;
  TlError err;
  if (tl_profile_wear_params_validate(&job->params, &err) != TL_OK) {
    tlv_wheelrail_show_refusal(self, _("wear: "), &err);
    g_free(job);
    return;
  }
  g_strlcpy(job->wheel, w->wheel, sizeof job->wheel);
  g_strlcpy(job->rail, w->rail, sizeof job->rail);
  gtk_widget_set_visible(self->warning, FALSE);
  tlv_worker_submit(self->wear_worker, job);
}

/* Back to the new profiles: their study, set aside when they wore. */
void
tlv_wheelrail_wear_restore(TlvWheelrailPage *self)
{
  if (!self->worn)
    return;
  tl_study_wheelrail_clear(&self->study);
  self->study = self->before;
  tl_study_wheelrail_init(&self->before);
  wear_drop(self);
  char *wn = g_path_get_basename(tl_profile_name(self->study.wheel));
  char *rn = g_path_get_basename(tl_profile_name(self->study.rail));
  char *names = g_strdup_printf(_("Profiles: %s wheels on %s rails"), wn, rn);
  gtk_label_set_text(GTK_LABEL(self->profiles_label), names);
  g_free(names);
  g_free(wn);
  g_free(rn);
  tlv_worker_cancel(self->worker); /* a table in flight is for the worn profiles */
  self->table_due = self->study.table.n < 2;
  tlv_wheelrail_schedule(self);
}

static void
on_wear_back(GtkButton *button, TlvWheelrailPage *self)
{
  (void)button;
  tlv_wheelrail_wear_restore(self);
}

static void
wear_save_chosen(GtkWidget *owner, const char *path, int tag)
{
  TlvWheelrailPage *self = TLV_WHEELRAIL_PAGE(owner);
  if (!path || !self->worn)
    return;
  TlError err;
  FILE *f = g_fopen(path, "w");
  if (!f) {
    tlv_page_show_error(self->warning, _("Not saved: cannot write %s"), path);
    return;
  }
  const TlStatus st =
    tl_study_profile_wear_write_profile(f, self->worn, (TlProfileKind)tag, &err);
  if (fclose(f) != 0 && st == TL_OK) {
    tlv_page_show_error(self->warning, _("Not saved: cannot write %s"), path);
    return;
  }
  if (st != TL_OK)
    tlv_page_show_error(self->warning, _("Not saved: %s"), err.message);
}

static void
on_wear_save(GtkButton *button, TlvWheelrailPage *self)
{
  const gboolean wheel = GTK_WIDGET(button) == self->wear_save_wheel;
  const TlvFileChoice choice = { .title = wheel ? _("Save the worn wheel profile")
                                               : _("Save the worn rail profile"),
                                 .action = GTK_FILE_CHOOSER_ACTION_SAVE,
                                 .accept_label = _("_Save"),
                                 .current_name = wheel ? "wheel-worn.txt" : "rail-worn.txt",
                                 .tag = wheel ? TL_PROFILE_WHEEL : TL_PROFILE_RAIL };
  tlv_choose_file(GTK_WIDGET(self), &choice, wear_save_chosen);
}

static GtkWidget *
wear_button(TlvWheelrailPage *self, GtkWidget *box, const char *label, const char *tip,
            GCallback cb)
{
  GtkWidget *b = gtk_button_new_with_mnemonic(label);
  gtk_widget_set_tooltip_text(b, tip);
  gtk_flow_box_append(GTK_FLOW_BOX(box), b);
  gtk_widget_set_focusable(gtk_widget_get_parent(b), FALSE); /* the button is the tab stop */
  g_signal_connect(b, "clicked", cb, self);
  return b;
}

/* The "Wear the profiles" section at the foot of the controls. */
void
tlv_wheelrail_wear_build(TlvWheelrailPage *self)
{
  GtkWidget *heading = gtk_label_new(_("Wear the profiles"));
  gtk_label_set_xalign(GTK_LABEL(heading), 0.0f);
  gtk_widget_add_css_class(heading, "heading");
  gtk_box_append(GTK_BOX(self->panel), heading);

  self->wear_passes = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0.0, 7.0, 0.1);
  gtk_range_set_value(GTK_RANGE(self->wear_passes), 4.0); /* 10^4 passes */
  gtk_scale_set_draw_value(GTK_SCALE(self->wear_passes), TRUE);
  gtk_scale_set_format_value_func(GTK_SCALE(self->wear_passes), wear_passes_format, NULL, NULL);
  gtk_widget_set_tooltip_text(self->wear_passes,
                              _("Passes of the wheelset, on a logarithmic scale (0 … 10^7)"));
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->wear_passes),
                                 GTK_ACCESSIBLE_PROPERTY_LABEL, _("Passes"), -1);
  gtk_box_append(GTK_BOX(self->panel), self->wear_passes);

  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new(_("σ of the lateral shift [mm]"));
  gtk_widget_set_hexpand(label, TRUE);
  gtk_label_set_xalign(GTK_LABEL(label), 0.0f);
  gtk_box_append(GTK_BOX(row), label);
  self->wear_sigma = gtk_spin_button_new_with_range(0.0, 6.0, 0.1);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->wear_sigma), 2.0);
  gtk_widget_set_tooltip_text(self->wear_sigma,
                              _("Standard deviation of the wheelset's lateral shift, a Gaussian "
                                "about y = 0 (0: every pass at y = 0) [mm]"));
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->wear_sigma), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Sigma of the lateral shift"), -1);
  gtk_box_append(GTK_BOX(row), self->wear_sigma);
  gtk_box_append(GTK_BOX(self->panel), row);

  static const char *const laws[] = { N_("Archard"), N_("USFD wear function"), NULL };
  self->wear_law = tlv_wheelrail_drop_down(laws, _("Wear law"),
                             _("Archard (k p |s| / H per cell) or the USFD wear function of "
                               "|τ||s| per cell (docs/theory.md §12.8)"));
  gtk_box_append(GTK_BOX(self->panel), self->wear_law);

  GtkWidget *buttons = gtk_flow_box_new();
  gtk_flow_box_set_selection_mode(GTK_FLOW_BOX(buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line(GTK_FLOW_BOX(buttons), 2);
  self->wear_run = wear_button(self, buttons, _("_Run"),
                               _("Wear the new profiles over the passes"),
                               G_CALLBACK(on_wear_run));
  self->wear_back = wear_button(self, buttons, _("Back to new profiles"),
                                _("Show the new profiles again"), G_CALLBACK(on_wear_back));
  self->wear_save_wheel = wear_button(self, buttons, _("Save worn wheel…"),
                                      _("Write the worn wheel profile as a profile file"),
                                      G_CALLBACK(on_wear_save));
  self->wear_save_rail = wear_button(self, buttons, _("Save worn rail…"),
                                     _("Write the worn rail profile as a profile file"),
                                     G_CALLBACK(on_wear_save));
  gtk_box_append(GTK_BOX(self->panel), buttons);

  self->wear_bar = g_object_new(TLV_TYPE_JOB_BAR, NULL);
  gtk_box_append(GTK_BOX(self->panel), GTK_WIDGET(self->wear_bar));
  self->wear_readout = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(self->wear_readout), 0.0f);
  gtk_label_set_wrap(GTK_LABEL(self->wear_readout), TRUE);
  gtk_label_set_selectable(GTK_LABEL(self->wear_readout), TRUE);
  gtk_box_append(GTK_BOX(self->panel), self->wear_readout);

  self->wear_worker = tlv_worker_new(&wear_worker_class, self);
  tlv_job_bar_set_worker(self->wear_bar, self->wear_worker, _("the wear of the profiles"));
  wear_set_sensitive(self);
  wear_update_readout(self);
}
