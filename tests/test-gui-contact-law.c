/* test-gui-contact-law.c — friction that depends on the slip speed in the
 * real window under Xvfb: the steady page's law chooser and rolling-speed
 * slider, the adhesion maximum they move, the local-μ map, the falling
 * indicator's warning, a refused law value, and the law kept by presets and
 * the session.  The numbers are the theory chapter's (docs/theory-friction-
 * in-contact.md §6 b), thesis case on 50 × 50: at V/s_h = 10 the maximum is
 * f = 0.3896 at cx = 0.0075, at V/s_h = 100 the curve is jagged around
 * 0.305–0.308 and N_max = 3.86 (0.0386 V/s_h). */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-contact-law.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-session.h"
#include "tlv-friction-page.h"
#include "tlv-steady-page.h"
#include "tlv-transient-page.h"
#include "tlv-window.h"

typedef struct {
  const TlStudySteady *fig;
  double speed; /* the V the figure must have solved for */
} LawWait;

static gboolean
law_solved(gpointer data)
{
  const LawWait *w = data;
  return w->fig->valid && w->fig->law_on && w->fig->spec.curves.params.speed == w->speed;
}

static GtkWidget *
show_steady(Fixture *f)
{
  return tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
}

/* Choose the chooser's entry `choice` and wait for the figure at speed V. */
static const TlStudySteady *
choose_law(GtkWidget *page, TlvLawChoice choice, double speed)
{
  GtkWidget *dd = tl_gui_find_drop_down(page, "Exponential falling");
  g_assert_nonnull(dd);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(dd), choice);
  const TlStudySteady *fig = tlv_steady_page_get_study(TLV_STEADY_PAGE(page));
  LawWait w = { fig, speed };
  g_assert_true(tl_gui_iterate_until(law_solved, &w, 60.0));
  return fig;
}

static void
test_steady_law(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Steady page: choosing the exponential law shows the adhesion maximum and "
                 "the local-mu map; moving V to 10 m/s lowers the maximum and warns");
  GtkWidget *page = show_steady(f);
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.cx = 0.0075;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  const TlStudySteady *fig = choose_law(page, TLV_LAW_EXP, 1.0);
  g_assert_cmpint(tlv_document_get_contact_friction(f->doc)->law.kind, ==, TL_SLIP_LAW_EXP);
  /* the peak as the chapter located it, ±2e-4 in f and cx */
  g_assert_cmpfloat_with_epsilon(fig->peak_f, 0.3896, 2e-4);
  g_assert_cmpfloat_with_epsilon(fig->peak_cx, 0.0075, 2e-4);
  const double peak_v1 = fig->peak_f;
  char *expect = g_strdup_printf("adhesion maximum f = %.4f", fig->peak_f);
  g_assert_nonnull(strstr(tlv_steady_page_get_readout(TLV_STEADY_PAGE(page)), expect));
  g_free(expect);
  /* the μ map beside the traction map: shown and drawn in colour */
  GPtrArray *plots = g_ptr_array_new();
  tl_gui_collect_plots(page, plots);
  /* the curves, the wear regimes, the shakedown map, the traction map, the μ map */
  g_assert_cmpuint(plots->len, ==, 5);
  TlvPlot *mu_plot = g_ptr_array_index(plots, 4);
  g_assert_true(gtk_widget_get_visible(GTK_WIDGET(mu_plot)));
  g_assert_cmpint(tl_gui_coloured_pixels(mu_plot, 80), >, 1000);
  g_ptr_array_unref(plots);
  /* local μ of the slipping cells lies between μk and μs */
  int slipping = 0;
  for (int k = 0; k < p.mx * p.my; k++)
    if (fig->map.state[k] == TL_CELL_SLIP) {
      g_assert_cmpfloat(fig->mu_map[k], >=, 0.2);
      g_assert_cmpfloat(fig->mu_map[k], <=, 0.4);
      slipping++;
    }
  g_assert_cmpint(slipping, >, 0);
  GtkWidget *warning = NULL;
  /* V/s_h = 10: N_max = 0.386 < ½, no warning yet */
  g_assert_cmpfloat_with_epsilon(fig->n_max, 0.386, 0.005);

  /* the V slider (logarithmic) to 10 m/s */
  GtkWidget *row = tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Rolling speed V");
  g_assert_nonnull(row);
  gtk_range_set_value(tlv_param_row_get_scale(TLV_PARAM_ROW(row)), 1.0); /* log10(10) */
  g_assert_cmpfloat_with_epsilon(tlv_document_get_contact(f->doc)->speed, 10.0, 1e-9);
  LawWait w = { fig, 10.0 };
  g_assert_true(tl_gui_iterate_until(law_solved, &w, 60.0));
  /* V/s_h = 100: the jagged curve's top lies near 0.305–0.308 (§6 b), well below 0.3896 */
  g_assert_cmpfloat(fig->peak_f, <, peak_v1 - 0.05);
  g_assert_cmpfloat_with_epsilon(fig->peak_f, 0.3065, 0.003);
  g_assert_cmpfloat_with_epsilon(fig->n_max, 3.86, 0.05);
  /* the F4 warning with its remedy */
  GPtrArray *labels = g_ptr_array_new();
  for (GtkWidget *l = tl_gui_find_nth(page, GTK_TYPE_LABEL, NULL, 0); l;) {
    g_ptr_array_add(labels, l);
    l = tl_gui_find_nth(page, GTK_TYPE_LABEL, NULL, (int)labels->len);
  }
  for (guint i = 0; i < labels->len && !warning; i++) {
    GtkWidget *l = g_ptr_array_index(labels, i);
    if (strstr(gtk_label_get_text(GTK_LABEL(l)), "steeper than the grid resolves"))
      warning = l;
  }
  g_ptr_array_unref(labels);
  g_assert_nonnull(warning);
  g_assert_true(gtk_widget_get_visible(warning));
  g_assert_nonnull(strstr(gtk_label_get_text(GTK_LABEL(warning)), "friction memory"));
}

static void
test_refused_value(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A kinetic level above the static one is not applied: inline message, the "
                 "document keeps its law");
  GtkWidget *page = show_steady(f);
  choose_law(page, TLV_LAW_RATIONAL, tlv_document_get_contact(f->doc)->speed);
  const TlContactFriction before = *tlv_document_get_contact_friction(f->doc);
  GtkWidget *row = tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Kinetic friction mu_k");
  g_assert_nonnull(row);
  GtkSpinButton *spin = tlv_param_row_get_spin(TLV_PARAM_ROW(row));
  gtk_spin_button_set_value(spin, 0.6); /* above μs = 0.4 */
  tl_gui_run_pending();
  const char *msg = tlv_param_row_get_error(TLV_PARAM_ROW(row));
  g_assert_nonnull(msg);
  g_assert_true(g_str_has_prefix(msg, "Not applied: "));
  g_assert_nonnull(strstr(msg, "μs"));
  const TlContactFriction *now = tlv_document_get_contact_friction(f->doc);
  g_assert_cmpfloat(now->law.mu_kinetic, ==, before.law.mu_kinetic);
  g_assert_cmpfloat(now->law.dmu1, ==, before.law.dmu1);
}

static void
test_law_kept(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The contact's law survives a preset round trip and a session restart, and a "
                 "preset's law shows in the chooser");
  GtkWidget *page = show_steady(f);
  choose_law(page, TLV_LAW_POLACH_WET, tlv_document_get_contact(f->doc)->speed);
  TlContactFriction c = *tlv_document_get_contact_friction(f->doc);
  c.law.memory = 1e-4;
  c.law.rule = TL_SLIP_ROOT_LOW;
  g_assert_true(tlv_document_set_contact_friction(f->doc, &c, NULL));
  /* the session: saved by the autosave path, restored into a new document */
  char *dir = g_dir_make_tmp("tribolab-law-XXXXXX", NULL);
  char *path = g_build_filename(dir, "session.ini", NULL);
  TlPreset preset;
  tlv_document_to_preset(f->doc, &preset);
  TlError err;
  g_assert_cmpint(tl_preset_save_file(path, &preset, &err), ==, TL_OK);
  TlvDocument *again = tlv_document_new();
  g_assert_true(tlv_session_restore(again, path, &err));
  const TlContactFriction *r = tlv_document_get_contact_friction(again);
  g_assert_cmpint(tlv_contact_law_choice(r), ==, TLV_LAW_POLACH_WET);
  g_assert_cmpfloat_with_epsilon(r->law.memory, 1e-4, 1e-15);
  g_assert_cmpint(r->law.rule, ==, TL_SLIP_ROOT_LOW);
  g_assert_cmpfloat(r->polach_ks, ==, tl_polach_params_wet().k_s);
  g_object_unref(again);
  g_unlink(path);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
  /* a preset with the linear law selects it in the chooser */
  preset.contact_friction.law.kind = TL_SLIP_LAW_LINEAR;
  g_assert_true(tlv_document_apply_preset(f->doc, &preset, &err));
  GtkWidget *dd = tl_gui_find_drop_down(page, "Exponential falling");
  g_assert_cmpuint(gtk_drop_down_get_selected(GTK_DROP_DOWN(dd)), ==, TLV_LAW_LINEAR);
}

typedef struct {
  GtkWidget *page;
  const char *part;
} LabelWait;

static gboolean
label_shown(gpointer data)
{
  const LabelWait *w = data;
  GtkWidget *l = tl_gui_find_label(w->page, w->part);
  return l && gtk_widget_get_visible(l);
}

static void
test_transient_law(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Transient page: the brush takes the contact's law, and the stability note "
                 "compares N = 0.386 (V/s_h = 10, 50x50) with C/(2 - C): unstable at C = 0.5, "
                 "stable at C = 1");
  GtkWidget *page = tl_gui_show_page(f, "transient", TLV_TYPE_TRANSIENT_PAGE);
  TlPresetTransient t = *tlv_document_get_transient(f->doc);
  t.courant = 0.5;
  g_assert_true(tlv_document_set_transient(f->doc, &t, NULL));
  TlContactFriction c = *tlv_document_get_contact_friction(f->doc);
  c.law.kind = TL_SLIP_LAW_EXP;
  g_assert_true(tlv_document_set_contact_friction(f->doc, &c, NULL));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.step", NULL));
  LabelWait w = { page, "the brush step is unstable" };
  g_assert_true(tl_gui_iterate_until(label_shown, &w, 30.0));
  g_assert_nonnull(
    strstr(gtk_label_get_text(GTK_LABEL(tl_gui_find_label(page, w.part))), "N = 0.386"));
  t.courant = 1.0;
  g_assert_true(tlv_document_set_transient(f->doc, &t, NULL));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.step", NULL));
  w.part = "the brush step is stable";
  g_assert_true(tl_gui_iterate_until(label_shown, &w, 30.0));
}

typedef struct {
  const TlStudySteady *fig;
  double mu_s; /* the static level the figure's law must have */
} StaticWait;

static gboolean
static_level(gpointer data)
{
  const StaticWait *w = data;
  return w->fig->valid && w->fig->law_on &&
         fabs(tl_slip_friction_static(&w->fig->spec.curves.law) - w->mu_s) < 1e-12;
}

static void
test_friction_page_marks(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Friction laws page: with the contact following the lab's law, the plot of "
                 "mu(w) marks the patch's slipping cells, and a lab edit redraws the contact");
  GtkWidget *page = tl_gui_show_page(f, "friction", TLV_TYPE_FRICTION_PAGE);
  TlFrictionCase lab = *tlv_document_get_friction(f->doc);
  lab.law.terms = TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK;
  lab.law.vs = 0.1;
  g_assert_true(tlv_document_set_friction(f->doc, &lab, NULL));
  TlContactFriction c = *tlv_document_get_contact_friction(f->doc);
  c.from_lab = 1;
  c.law.kind = TL_SLIP_LAW_STRIBECK;
  g_assert_true(tlv_document_set_contact_friction(f->doc, &c, NULL));
  GPtrArray *plots = g_ptr_array_new();
  tl_gui_collect_plots(page, plots);
  g_assert_cmpuint(plots->len, ==, 2);
  TlvPlot *mu_plot = g_ptr_array_index(plots, 1);
  g_ptr_array_unref(plots);
  g_assert_cmpint(tl_gui_coloured_pixels(mu_plot, 80), >, 200);
  /* the steady figure follows a lab edit */
  lab.law.c1 = 0.2; /* the Stribeck excess for v > 0: μs = (Fc + C1)/F_N,lab */
  g_assert_true(tlv_document_set_friction(f->doc, &lab, NULL));
  GtkWidget *steady = show_steady(f);
  StaticWait w = { tlv_steady_page_get_study(TLV_STEADY_PAGE(steady)),
                   (lab.law.fc + lab.law.c1) / c.lab_normal };
  g_assert_true(tl_gui_iterate_until(static_level, &w, 60.0));
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui-contact-law/steady", test_steady_law);
  tl_gui_add("/gui-contact-law/refused", test_refused_value);
  tl_gui_add("/gui-contact-law/kept", test_law_kept);
  tl_gui_add("/gui-contact-law/transient", test_transient_law);
  tl_gui_add("/gui-contact-law/friction-page", test_friction_page_marks);
  return g_test_run();
}
