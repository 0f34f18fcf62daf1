/* test-gui-friction.c — the Friction laws and Stick-slip pages in the real
 * window under Xvfb: drive the law, the sliders and the integrator in-process,
 * wait for the frame clock and the worker, and check the document, the
 * read-outs, the warnings and what the plots draw. */
#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-friction-law.h"
#include "tlv-friction-page.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-stickslip-page.h"
#include "tlv-window.h"
#include "tribo/units.h"

static TlvParamRow *
row(GtkWidget *page, const char *name)
{
  GtkWidget *r = tl_gui_find(page, TLV_TYPE_PARAM_ROW, name);
  g_assert_nonnull(r);
  return TLV_PARAM_ROW(r);
}

static gboolean
friction_idle(gpointer page)
{
  return !tlv_friction_page_is_busy(page) && *tlv_friction_page_get_readout(page);
}

static gboolean
stickslip_idle(gpointer page)
{
  return !tlv_stickslip_page_is_busy(page) && *tlv_stickslip_page_get_readout(page);
}

static void
fixture_teardown(Fixture *f, gconstpointer data)
{
  /* let runs in flight finish, so that no worker outlives the test */
  GtkWidget *fp = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_FRICTION_PAGE, NULL);
  GtkWidget *sp = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_STICKSLIP_PAGE, NULL);
  if (gtk_widget_get_mapped(fp))
    tl_gui_iterate_until(friction_idle, fp, 30);
  if (gtk_widget_get_mapped(sp))
    tl_gui_iterate_until(stickslip_idle, sp, 30);
  tl_gui_fixture_teardown(f, data);
}

/* Show the page `name` (of `type`) and, unless idle is NULL, wait until
 * idle says its run is done and shown. */
static GtkWidget *
show_page(Fixture *f, const char *name, GType type, gboolean (*idle)(gpointer))
{
  GtkWidget *page = tl_gui_show_page(f, name, type);
  g_assert_true(gtk_stack_get_visible_child(tlv_window_get_stack(f->win)) == page);
  if (idle)
    g_assert_true(tl_gui_iterate_until(idle, page, 30));
  return page;
}

/* Saturated pixels (the data lines) in a rectangle given as fractions of the
 * plot; frames, grids and text are grey. */
static int
coloured_pixels(TlvPlot *plot, double x0, double y0, double x1, double y1)
{
  int w, h;
  guchar *px = tl_gui_render_plot(plot, &w, &h);
  int n = 0;
  for (int y = (int)(y0 * h); y < (int)(y1 * h); y++)
    for (int x = (int)(x0 * w); x < (int)(x1 * w); x++) {
      const guchar *p = px + ((gsize)y * (gsize)w + (gsize)x) * 4;
      n += tl_gui_chroma(p) > 60;
    }
  g_free(px);
  return n;
}

/* The number after `key` in a read-out ("Period T = " → 6.363). */
static double
readout_number(const char *text, const char *key)
{
  const char *p = strstr(text, key);
  if (!p)
    g_error("'%s' not in the read-out:\n%s", key, text);
  return g_ascii_strtod(p + strlen(key), NULL);
}

typedef struct {
  GtkWidget *page;
  char *before;
} Changed;

static gboolean
friction_readout_changed(gpointer data)
{
  Changed *c = data;
  return friction_idle(c->page) &&
         strcmp(tlv_friction_page_get_readout(TLV_FRICTION_PAGE(c->page)), c->before) != 0;
}

static void
wait_friction_change(GtkWidget *page, char **before)
{
  Changed c = { page, *before };
  g_assert_true(tl_gui_iterate_until(friction_readout_changed, &c, 30));
  g_free(*before);
  *before = g_strdup(tlv_friction_page_get_readout(TLV_FRICTION_PAGE(page)));
}

static void
toggle(GtkWidget *page, int index, gboolean active)
{
  GtkWidget *check = tl_gui_find_nth(page, GTK_TYPE_CHECK_BUTTON, NULL, index);
  g_assert_nonnull(check);
  gtk_check_button_set_active(GTK_CHECK_BUTTON(check), active);
}

/* Check buttons in the page's order. */
enum { CHECK_COULOMB, CHECK_VISCOUS, CHECK_STRIBECK, CHECK_STATIC, CHECK_DAHL, CHECK_LUGRE };

static void
test_friction_page(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Friction page: law by name and by terms, invalid sets kept inline, rows of "
                 "the used terms only, Fs carries C1 = C2, rejected values, the curves drawn");
  GtkWidget *page = show_page(f, "friction", TLV_TYPE_FRICTION_PAGE, friction_idle);
  TlvFrictionPage *fp = TLV_FRICTION_PAGE(page);
  char *before = g_strdup(tlv_friction_page_get_readout(fp));
  /* LuGre's standard parameters: breakaway g(0) = Fc + C = 1.5 N */
  g_assert_nonnull(strstr(before, "Law LuGre")); /* the name as people write it */
  tl_assert_rel(readout_number(before, "Fbreak = "), 1.5, 1e-9);
  g_assert_true(gtk_widget_get_visible(GTK_WIDGET(row(page, "LuGre bristle stiffness sigma_0"))));
  g_assert_false(gtk_widget_get_visible(GTK_WIDGET(row(page, "Dahl rest stiffness sigma"))));
  g_assert_false(gtk_widget_get_visible(GTK_WIDGET(row(page, "Karnopp band half-width eta"))));
  TlvPlot *plot = TLV_PLOT(tl_gui_find(page, TLV_TYPE_PLOT, NULL));
  g_assert_cmpint(coloured_pixels(plot, 0, 0, 1, 1), >, 2000);

  /* the seed's eq 7 from the drop-down: the checks and rows follow */
  GtkDropDown *law = GTK_DROP_DOWN(tl_gui_find(page, GTK_TYPE_DROP_DOWN, NULL));
  const unsigned eq7 =
    TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS | TL_FRICTION_STATIC;
  tlv_friction_law_dropdown_select(law, eq7);
  g_assert_cmpuint(tlv_document_get_friction(f->doc)->law.terms, ==, eq7);
  g_assert_cmpuint(tlv_document_get_stickslip(f->doc)->friction.terms, ==, eq7);
  wait_friction_change(page, &before);
  g_assert_nonnull(strstr(before, "Law eq. 7 = Coulomb + viscous + Stribeck + static"));
  g_assert_true(gtk_widget_get_visible(GTK_WIDGET(row(page, "Karnopp band half-width eta"))));
  g_assert_false(gtk_widget_get_visible(GTK_WIDGET(row(page, "LuGre bristle stiffness sigma_0"))));

  /* Fs moves the symmetric Stribeck excess with it: C1 = C2 = Fs − Fc */
  gtk_spin_button_set_value(tlv_param_row_get_spin(row(page, "Static friction F_s")), 2.385);
  const TlFrictionParams *p = &tlv_document_get_friction(f->doc)->law;
  g_assert_cmpfloat(p->fs, ==, 2.385);
  tl_assert_rel(p->c1, 1.385, 1e-12);
  tl_assert_rel(p->c2, 1.385, 1e-12);
  wait_friction_change(page, &before);
  tl_assert_rel(readout_number(before, "Fbreak = "), 2.385, 1e-3); /* %.4g */
  /* three keyboard steps on the logarithmic Fc slider: 1.047× each */
  GtkRange *fc = tlv_param_row_get_scale(row(page, "Coulomb friction F_c"));
  for (int i = 0; i < 3; i++)
    g_signal_emit_by_name(fc, "move-slider", GTK_SCROLL_STEP_RIGHT);
  tl_assert_rel(p->fc, pow(10.0, 3 * 4.0 / 100.0), 1e-9); /* 4 decades, 1 % of them a step */
  tl_assert_rel(p->c1, 2.385 - p->fc, 1e-12);
  /* setting C2 apart (asymmetric friction) ends the link */
  TlvParamRow *c2 = row(page, "Stribeck excess C_2 for negative velocity");
  gtk_spin_button_set_value(tlv_param_row_get_spin(c2), 0.25);
  gtk_spin_button_set_value(tlv_param_row_get_spin(row(page, "Static friction F_s")), 1.5);
  g_assert_cmpfloat(p->c2, ==, 0.25);
  tl_assert_rel(p->c1, 2.385 - p->fc, 1e-12);

  /* a rejected value: Fc + C1 must stay positive */
  TlvParamRow *c1 = row(page, "Stribeck excess C_1 for positive velocity");
  const double c1_before = p->c1;
  gtk_spin_button_set_value(tlv_param_row_get_spin(c1), -1.75);
  g_assert_cmpfloat(p->c1, ==, c1_before);
  g_assert_nonnull(tlv_param_row_get_error(c1));
  g_assert_true(g_str_has_prefix(tlv_param_row_get_error(c1), "Not applied:"));
  g_assert_nonnull(strstr(tlv_param_row_get_error(c1), "Fc + C1"));

  /* invalid term sets stay ticked with the reason; the law stays eq 7 until
   * the set is valid again: LuGre + viscous, which no name fits */
  toggle(page, CHECK_LUGRE, TRUE);
  g_assert_cmpuint(p->terms, ==, eq7);
  g_assert_nonnull(tlv_friction_page_get_terms_error(fp));
  g_assert_nonnull(strstr(tlv_friction_page_get_terms_error(fp), "Not applied: LuGre"));
  toggle(page, CHECK_COULOMB, FALSE);
  toggle(page, CHECK_STRIBECK, FALSE);
  g_assert_cmpuint(p->terms, ==, eq7);
  toggle(page, CHECK_STATIC, FALSE);
  g_assert_cmpuint(p->terms, ==, TL_FRICTION_LUGRE | TL_FRICTION_VISCOUS);
  g_assert_null(tlv_friction_page_get_terms_error(fp));
  wait_friction_change(page, &before);
  g_assert_nonnull(strstr(before, "custom: viscous + LuGre"));
  g_assert_cmpuint(gtk_drop_down_get_selected(law), ==,
                   g_list_model_get_n_items(gtk_drop_down_get_model(law)) - 1);
  g_assert_true(gtk_widget_get_visible(GTK_WIDGET(row(page, "LuGre bristle stiffness sigma_0"))));
  /* LuGre off leaves the viscous term; with that off too there is no term */
  toggle(page, CHECK_LUGRE, FALSE);
  g_assert_cmpuint(p->terms, ==, TL_FRICTION_VISCOUS);
  wait_friction_change(page, &before);
  toggle(page, CHECK_VISCOUS, FALSE);
  g_assert_nonnull(strstr(tlv_friction_page_get_terms_error(fp), "no term"));
  g_assert_cmpuint(p->terms, ==, TL_FRICTION_VISCOUS);

  /* Coulomb alone draws a different picture (the plot draws the page's
   * current figure whenever it is snapshot) */
  int w, h;
  guchar *a = tl_gui_render_plot(plot, &w, &h);
  toggle(page, CHECK_COULOMB, TRUE);
  g_assert_cmpuint(p->terms, ==, TL_FRICTION_COULOMB);
  g_assert_null(tlv_friction_page_get_terms_error(fp));
  wait_friction_change(page, &before);
  g_assert_nonnull(strstr(before, "Law Coulomb"));
  guchar *b = tl_gui_render_plot(plot, &w, &h);
  int differ = 0;
  for (gsize i = 0; i < (gsize)w * (gsize)h * 4; i += 4)
    differ += memcmp(a + i, b + i, 3) != 0;
  g_test_message("%d of %d pixels changed", differ, w * h);
  g_assert_cmpint(differ, >, w * h / 100);
  g_free(a);
  g_free(b);
  g_free(before);
}

static gboolean
warning_shown(gpointer page)
{
  return tlv_stickslip_page_get_warning(page) != NULL;
}

static gboolean
warning_hidden(gpointer page)
{
  return tlv_stickslip_page_get_warning(page) == NULL;
}

typedef struct {
  GtkWidget *page;
  const char *fragment;
} ReadoutHas;

static gboolean
stickslip_readout_has(gpointer data)
{
  ReadoutHas *r = data;
  return stickslip_idle(r->page) &&
         strstr(tlv_stickslip_page_get_readout(TLV_STICKSLIP_PAGE(r->page)), r->fragment);
}

static void
test_stickslip_page(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Stick-slip page: the standard case's period and peak; rk4 at 1 ms warns with "
                 "the step to use, runs wrong, and the Use-Δt button fixes it");
  GtkWidget *page = show_page(f, "stickslip", TLV_TYPE_STICKSLIP_PAGE, stickslip_idle);
  TlvStickSlipPage *sp = TLV_STICKSLIP_PAGE(page);
  /* docs/theory.md §8 friction: period ≈ 6.4 s, peak spring force ≈ 1.5 N; msbdf at the
   * seed's tolerance gives 6.3627 s and 1.50799 N (test-stickslip checks them
   * against rkf45); the read-out prints four digits */
  const char *text = tlv_stickslip_page_get_readout(sp);
  g_test_message("%s", text);
  g_assert_nonnull(strstr(text, "msbdf"));
  g_assert_cmpfloat(fabs(readout_number(text, "Period T = ") - 6.363), <=, 0.0015);
  g_assert_cmpfloat(fabs(readout_number(text, "peak spring force ") - 1.508), <=, 0.0015);
  g_assert_null(tlv_stickslip_page_get_warning(sp));
  TlvPlot *plot = TLV_PLOT(tl_gui_find(page, TLV_TYPE_PLOT, NULL));
  g_assert_cmpint(coloured_pixels(plot, 0, 0, 1, 0.5), >, 2000); /* the time series */
  g_assert_cmpint(coloured_pixels(plot, 0, 0.5, 0.5, 1), >, 500); /* the phase portrait */

  /* the seed's rk4 at Δt = 1 ms: beyond the stability limit of LuGre's
   * bristles (ρΔt/2 ≤ 2.6 with ρ ≈ 4.5·10⁴ 1/s: Δt ≤ 0.115 ms) */
  GtkDropDown *integrator = GTK_DROP_DOWN(tl_gui_find_nth(page, GTK_TYPE_DROP_DOWN, NULL, 1));
  gtk_drop_down_set_selected(integrator, TL_INTEGRATOR_RK4);
  const TlStickSlipParams *p = tlv_document_get_stickslip(f->doc);
  g_assert_cmpint(p->integrator, ==, TL_INTEGRATOR_RK4);
  g_assert_cmpfloat(p->dt, ==, 1e-3);
  g_assert_true(tl_gui_iterate_until(warning_shown, page, 5));
  g_test_message("%s", tlv_stickslip_page_get_warning(sp));
  g_assert_nonnull(strstr(tlv_stickslip_page_get_warning(sp), "Use Δt ≤ 0.1 ms"));
  GtkButton *use = tlv_stickslip_page_get_use_dt_button(sp);
  g_assert_true(gtk_widget_get_visible(GTK_WIDGET(use)));
  g_assert_cmpstr(gtk_button_get_label(use), ==, "Use Δt = 0.1 ms");
  /* the explicit run goes wrong: no second slip, a peak friction of ~100 N */
  ReadoutHas wrong = { page, "rk4, fixed Δt = 1 ms" };
  g_assert_true(tl_gui_iterate_until(stickslip_readout_has, &wrong, 30));
  text = tlv_stickslip_page_get_readout(sp);
  g_test_message("%s", text);
  g_assert_nonnull(strstr(text, "Period none"));
  g_assert_cmpfloat(readout_number(text, "peak friction "), >, 10.0);

  g_signal_emit_by_name(use, "clicked");
  g_assert_cmpfloat(p->dt, ==, 1e-4);
  g_assert_true(tl_gui_iterate_until(warning_hidden, page, 5));
  ReadoutHas fixed = { page, "rk4, fixed Δt = 0.1 ms" };
  g_assert_true(tl_gui_iterate_until(stickslip_readout_has, &fixed, 60));
  text = tlv_stickslip_page_get_readout(sp);
  g_test_message("%s", text);
  g_assert_cmpfloat(fabs(readout_number(text, "Period T = ") - 6.363), <=, 0.0015);
  g_assert_cmpfloat(fabs(readout_number(text, "peak spring force ") - 1.508), <=, 0.0015);

  /* 20 s in steps of 5 µs: four million samples are more than the window keeps */
  TlvParamRow *dt = row(page, "Time step dt");
  gtk_spin_button_set_value(tlv_param_row_get_spin(dt), 0.005);
  g_assert_cmpfloat(p->dt, ==, 1e-4);
  g_assert_nonnull(strstr(tlv_param_row_get_error(dt), "more than the window's"));
}

static void
test_one_law(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Both pages share one law: choosing it on either page shows on the other");
  GtkWidget *fpage = show_page(f, "friction", TLV_TYPE_FRICTION_PAGE, NULL);
  GtkWidget *spage = show_page(f, "stickslip", TLV_TYPE_STICKSLIP_PAGE, stickslip_idle);
  GtkDropDown *slaw = GTK_DROP_DOWN(tl_gui_find(spage, GTK_TYPE_DROP_DOWN, NULL));
  const unsigned eq11 = TL_FRICTION_DAHL | TL_FRICTION_VISCOUS | TL_FRICTION_STATIC;
  tlv_friction_law_dropdown_select(slaw, eq11);
  g_assert_cmpuint(tlv_document_get_friction(f->doc)->law.terms, ==, eq11);
  /* the friction page's controls follow at once */
  GtkDropDown *flaw = GTK_DROP_DOWN(tl_gui_find(fpage, GTK_TYPE_DROP_DOWN, NULL));
  unsigned terms = 0;
  g_assert_true(tlv_friction_law_dropdown_terms(flaw, &terms));
  g_assert_cmpuint(terms, ==, eq11);
  g_assert_true(gtk_check_button_get_active(
    GTK_CHECK_BUTTON(tl_gui_find_nth(fpage, GTK_TYPE_CHECK_BUTTON, NULL, CHECK_DAHL))));
  /* and the oscillator runs with it: Dahl with the static breakaway */
  ReadoutHas ran = { spage, "Period" };
  g_assert_true(tl_gui_iterate_until(stickslip_readout_has, &ran, 30));
  /* a law set on the friction page reaches the oscillator */
  TlFrictionCase c = *tlv_document_get_friction(f->doc);
  c.law.terms = TL_FRICTION_COULOMB | TL_FRICTION_STATIC;
  g_assert_true(tlv_document_set_friction(f->doc, &c, NULL));
  g_assert_cmpuint(tlv_document_get_stickslip(f->doc)->friction.terms, ==, c.law.terms);
  g_assert_true(tlv_friction_law_dropdown_terms(slaw, &terms));
  g_assert_cmpuint(terms, ==, c.law.terms);
  /* the stick-slip page sends the user to the law's parameters */
  GtkWidget *edit = tl_gui_find_button(spage, "Edit the law's parameters…");
  g_assert_nonnull(edit);
  g_signal_emit_by_name(edit, "clicked");
  g_assert_true(gtk_stack_get_visible_child(tlv_window_get_stack(f->win)) == fpage);
}

static gboolean
run_failed(gpointer page)
{
  return !tlv_stickslip_page_is_busy(page) && tlv_stickslip_page_get_run_error(page);
}

static void
test_jump(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A law whose force jumps at rest: warned before the run, the failed run "
                 "explained inline, and the tanh button makes it run");
  GtkWidget *page = show_page(f, "stickslip", TLV_TYPE_STICKSLIP_PAGE, stickslip_idle);
  TlvStickSlipPage *sp = TLV_STICKSLIP_PAGE(page);
  char *good = g_strdup(tlv_stickslip_page_get_readout(sp));
  /* Stribeck with the exact sign and no static band */
  TlFrictionCase c = *tlv_document_get_friction(f->doc);
  c.law.terms = TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS;
  g_assert_true(tlv_document_set_friction(f->doc, &c, NULL));
  g_assert_true(tl_gui_iterate_until(run_failed, page, 60));
  g_assert_nonnull(strstr(tlv_stickslip_page_get_warning(sp), "jumps at v = 0"));
  g_assert_nonnull(strstr(tlv_stickslip_page_get_run_error(sp), "the last good run is shown"));
  g_assert_cmpstr(tlv_stickslip_page_get_readout(sp), ==, good); /* the LuGre run stays */
  GtkButton *tanh_button = tlv_stickslip_page_get_use_tanh_button(sp);
  g_assert_true(gtk_widget_get_visible(GTK_WIDGET(tanh_button)));
  g_assert_false(gtk_widget_get_visible(GTK_WIDGET(tlv_stickslip_page_get_use_dt_button(sp))));
  g_signal_emit_by_name(tanh_button, "clicked");
  g_assert_cmpint(tlv_document_get_friction(f->doc)->law.sign, ==, TL_SIGN_TANH);
  g_assert_true(tl_gui_iterate_until(warning_hidden, page, 5));
  g_assert_true(tl_gui_iterate_until(stickslip_idle, page, 30));
  g_assert_null(tlv_stickslip_page_get_run_error(sp));
  /* tribolab-cli stickslip --law stribeck --sign tanh: 6.1542 s with msbdf and rkf45 */
  const char *text = tlv_stickslip_page_get_readout(sp);
  g_test_message("%s", text);
  g_assert_cmpfloat(fabs(readout_number(text, "Period T = ") - 6.154), <=, 0.0015);
  g_free(good);
}

typedef struct {
  GtkWidget *page;
  guint frames_while_busy;
} Ticks;

static gboolean
count_frame(GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (void)widget;
  (void)clock;
  Ticks *t = data;
  if (tlv_stickslip_page_is_busy(TLV_STICKSLIP_PAGE(t->page)))
    t->frames_while_busy++;
  return G_SOURCE_CONTINUE;
}

static void
test_responsive(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A long rk4 run leaves the frame clock ticking; the latest edit wins");
  GtkWidget *page = show_page(f, "stickslip", TLV_TYPE_STICKSLIP_PAGE, stickslip_idle);
  /* 20 s at 0.05 ms: 400 000 rk4 steps, about half a second */
  TlStickSlipParams p = *tlv_document_get_stickslip(f->doc);
  p.integrator = TL_INTEGRATOR_RK4;
  p.dt = 5e-5;
  g_assert_true(tlv_document_set_stickslip(f->doc, &p, NULL));
  Ticks t = { page, 0 };
  const guint id = gtk_widget_add_tick_callback(GTK_WIDGET(f->win), count_frame, &t, NULL);
  /* edits while it runs: only the last one is run next */
  TlvParamRow *belt = row(page, "Belt speed v_p");
  for (int i = 0; i < 5; i++) {
    g_main_context_iteration(NULL, FALSE);
    gtk_spin_button_set_value(tlv_param_row_get_spin(belt), 0.11 + 0.01 * i);
  }
  ReadoutHas done = { page, "rk4, fixed Δt = 0.05 ms" };
  g_assert_true(tl_gui_iterate_until(stickslip_readout_has, &done, 120));
  gtk_widget_remove_tick_callback(GTK_WIDGET(f->win), id);
  g_test_message("%u frames while busy", t.frames_while_busy);
  /* a run on the main thread would block every frame until it was done */
  g_assert_cmpuint(t.frames_while_busy, >, 0);
  g_assert_cmpfloat(tlv_document_get_stickslip(f->doc)->belt_speed, ==, 0.15);
}

static void
test_export(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Both pages export their figure (PNG) and their data (CSV)");
  char *dir = g_dir_make_tmp("tribolab-gui-friction-XXXXXX", NULL);
  const struct {
    const char *page;
    GType type;
    gboolean (*idle)(gpointer);
    const char *header;
  } cases[] = {
    { "friction", TLV_TYPE_FRICTION_PAGE, friction_idle, "v_m_s,force_n,lugre_n\n" },
    { "stickslip", TLV_TYPE_STICKSLIP_PAGE, stickslip_idle,
      "t_s,x_m,v_m_s,force_n,spring_n,phase\n" },
  };
  for (size_t k = 0; k < G_N_ELEMENTS(cases); k++) {
    GtkWidget *page = show_page(f, cases[k].page, cases[k].type, cases[k].idle);
    char *png = g_build_filename(dir, "figure.png", NULL);
    TlError err;
    g_assert_true(tlv_window_export_to(f->win, png, 900, 600, &err));
    cairo_surface_t *img = cairo_image_surface_create_from_png(png);
    g_assert_cmpint(cairo_image_surface_get_width(img), ==, 900);
    cairo_surface_destroy(img);
    TlvPlot *plot = TLV_PLOT(tl_gui_find(page, TLV_TYPE_PLOT, NULL));
    g_assert_cmpstr(tlv_plot_get_export_name(plot), ==, cases[k].page);
    gpointer data_ptr;
    tlv_plot_get_draw_func(plot, &data_ptr);
    char *csv = g_build_filename(dir, "data.csv", NULL);
    g_assert_cmpint(tlr_export_csv(csv, tlv_plot_get_csv_func(plot), data_ptr, &err), ==, TL_OK);
    char *text;
    g_assert_true(g_file_get_contents(csv, &text, NULL, NULL));
    g_assert_true(g_str_has_prefix(text, cases[k].header));
    g_assert_cmpuint(strlen(text), >, 10000);
    g_free(text);
    g_remove(png);
    g_remove(csv);
    g_free(png);
    g_free(csv);
  }
  g_rmdir(dir);
  g_free(dir);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add_teardown("/gui/friction/page", test_friction_page, fixture_teardown);
  tl_gui_add_teardown("/gui/stickslip/page", test_stickslip_page, fixture_teardown);
  tl_gui_add_teardown("/gui/friction/one-law", test_one_law, fixture_teardown);
  tl_gui_add_teardown("/gui/stickslip/jump", test_jump, fixture_teardown);
  tl_gui_add_teardown("/gui/stickslip/responsive", test_responsive, fixture_teardown);
  tl_gui_add_teardown("/gui/friction/export", test_export, fixture_teardown);
  return g_test_run();
}
