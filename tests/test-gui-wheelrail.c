/* test-gui-wheelrail.c — the "Wheel on rail" page in the real window under
 * Xvfb: the lateral-shift slider moves the contact (values of
 * docs/theory-wheel-rail.md §W4), the conicity appears once the page is
 * shown, a newer wheelset stops the table in flight, and the plots draw. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tl-test-wheelrail.h"
#include "tlv-application.h"
#include "tlv-document.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-wheelrail-page.h"
#include "tlv-worker.h"
#include "tribo/wheelrail.h"
#include "tlv-window.h"

static const char *
readout(gpointer page)
{
  return tlv_wheelrail_page_get_readout(page);
}

static gboolean
all_drawn(gpointer data)
{
  GtkWidget *page = data;
  for (int i = 0; i < 4; i++) {
    GtkWidget *plot = tl_gui_find_nth(page, TLV_TYPE_PLOT, NULL, i);
    if (!plot || !gtk_widget_get_mapped(plot) || tlv_plot_get_draw_count(TLV_PLOT(plot)) == 0)
      return FALSE;
  }
  return TRUE;
}

static void
test_shift_slider(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The shift slider moves the contact onto the flange root; conicity shown");
  GtkStack *stack = tlv_window_get_stack(f->win);
  gtk_stack_set_visible_child_name(stack, "wheelrail");
  TlvWheelrailPage *page =
    TLV_WHEELRAIL_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_WHEELRAIL_PAGE, NULL));
  g_assert_nonnull(page);
  /* centred (§W4): γ 1.40°, r 459.907 mm */
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_readout(page), "459.907 mm"));
  /* the Δr(y) table follows once the page is shown: tan γe(3 mm) = 0.179 (§W5) */
  g_assert_true(tl_gui_wait_text(readout, page, "(3 mm) = 0.179", 60.0));
  g_assert_true(tl_gui_iterate_until(all_drawn, page, 20.0));

  TlvParamRow *shift =
    TLV_PARAM_ROW(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PARAM_ROW, "Lateral shift y"));
  g_assert_nonnull(shift);
  gtk_spin_button_set_value(tlv_param_row_get_spin(shift), 5.0);
  /* y = 5 mm: flange-root contact, γ_L 17.19°, Δr 3.689 mm (§W4) */
  g_assert_true(tl_gui_wait_text(readout, page, "Δr = 3.689 mm", 20.0));
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_readout(page), "17.19°"));
  /* the patch plot still draws a coloured map */
  TlvPlot *patch = TLV_PLOT(tl_gui_find_nth(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL, 3));
  g_assert_cmpint(tl_gui_coloured_pixels(patch, 40), >, 500);

  /* exact normal contact at the centred wheelset: the merged tread patch
   * peaks at the rail's curvature jump, 981 MPa (§W6b, within 1 %) */
  gtk_spin_button_set_value(tlv_param_row_get_spin(shift), 0.0);
  GtkWidget *method = tl_gui_find_drop_down(GTK_WIDGET(page), "Exact (half-space)");
  g_assert_nonnull(method);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(method), 2);
  g_assert_true(tl_gui_wait_text(readout, page, "MPa, area 190", 60.0));
  const char *r = strstr(tlv_wheelrail_page_get_readout(page), "left point 1:");
  g_assert_nonnull(r);
  const char *pm = strstr(r, "= ");
  pm = strstr(pm + 2, "= "); /* N = …, p_max = … */
  g_assert_nonnull(pm);
  tl_assert_rel(g_ascii_strtod(pm + 2, NULL), 981.0, 0.01);
}

/* The number after `key` in the read-out (after `from`, if given). */
static double
readout_number(TlvWheelrailPage *page, const char *from, const char *key)
{
  const char *r = strstr(tlv_wheelrail_page_get_readout(page), from);
  g_assert_nonnull(r);
  r = strstr(r, key);
  g_assert_nonnull(r);
  return g_ascii_strtod(r + strlen(key), NULL);
}

static void
set_row(GtkWidget *page, const char *name, double value)
{
  TlvParamRow *row = TLV_PARAM_ROW(tl_gui_find(page, TLV_TYPE_PARAM_ROW, name));
  g_assert_nonnull(row);
  gtk_spin_button_set_value(tlv_param_row_get_spin(row), value);
}

/* The flange preset through the document: the page's controls follow it and
 * the chosen patch is rolled on the worker; in full slip the creep force is
 * μ N of the patch (N as the read-out prints it, to 0.05 kN: ±0.003 kN at
 * μ = 0.05), with FASTSIM and with the exact model. */
static void
test_preset_roll(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The flange preset opens rolled; full slip gives Fx = mu N on the page");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "wheelrail");
  TlvWheelrailPage *page =
    TLV_WHEELRAIL_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_WHEELRAIL_PAGE, NULL));
  TlError err;
  g_assert_true(tlv_window_load_builtin_preset(f->win, "19-wheelrail-flange.ini", &err));
  g_assert_cmpfloat_with_epsilon(tlv_document_get_wheelrail(f->doc)->y, 6.5e-3, 1e-12);
  TlvParamRow *shift =
    TLV_PARAM_ROW(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PARAM_ROW, "Lateral shift y"));
  g_assert_cmpfloat_with_epsilon(tlv_param_row_get_value(shift), 6.5, 1e-9);
  g_assert_true(tl_gui_wait_text(readout, page, "Rolled left point 1 (FASTSIM): Fx = 53.0",
                                 60.0)); /* the preset's text */

  set_row(GTK_WIDGET(page), "Friction coefficient mu", 0.05);
  set_row(GTK_WIDGET(page), "Longitudinal creepage cx", 0.02);
  g_assert_cmpfloat_with_epsilon(tlv_document_get_wheelrail(f->doc)->roll.mu, 0.05, 1e-12);
  g_assert_true(tl_gui_wait_text(readout, page, "stick 0 %", 60.0));
  const double n = readout_number(page, "left point 1:", "N = ");
  g_assert_cmpfloat_with_epsilon(readout_number(page, "Rolled", "Fx = "), 0.05 * n, 0.003);

  GtkWidget *model = tl_gui_find_drop_down(GTK_WIDGET(page), "Exact theory on the patch");
  g_assert_nonnull(model);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(model), 1);
  g_assert_true(tl_gui_wait_text(readout, page, "(exact): Fx", 120.0));
  g_assert_cmpfloat_with_epsilon(readout_number(page, "Rolled", "Fx = "), 0.05 * n, 0.003);
  g_assert_cmpint(tlv_document_get_wheelrail(f->doc)->roll.model, ==, TL_WR_ROLL_EXACT);
  /* the rolled patch draws a coloured map */
  TlvPlot *rolled = TLV_PLOT(tl_gui_find_nth(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL, 4));
  g_assert_nonnull(rolled);
  g_assert_cmpstr(tlv_plot_get_title(rolled), ==, "Rolled patch");
  g_assert_cmpint(tl_gui_coloured_pixels(rolled, 40), >, 200);
}

/* What the rolled patch's grip costs, on the page (docs/theory.md §12): with
 * c_y = spin = 0 the energy per metre rolled is Tγ = |Fx cx| and the
 * macroscopic power V·Tγ, each to the read-out's printed digits (Fx to
 * 0.01 kN of about 2.6 kN at μ = 0.05: ±0.5 %); the regime is the USFD
 * band of the printed Tγ/A (mild below 10.4 N/mm², Lewis & Dwyer-Joyce). */
static void
test_roll_wear(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The rolled patch's read-out gives P, Tγ = |Fx cx|, Tγ/A and its regime");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "wheelrail");
  TlvWheelrailPage *page =
    TLV_WHEELRAIL_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_WHEELRAIL_PAGE, NULL));
  TlError err;
  g_assert_true(tlv_window_load_builtin_preset(f->win, "19-wheelrail-flange.ini", &err));
  g_assert_true(tl_gui_wait_text(readout, page, "Rolled left point 1 (FASTSIM)", 60.0));
  set_row(GTK_WIDGET(page), "Friction coefficient mu", 0.05);
  set_row(GTK_WIDGET(page), "Lateral creepage cy", 0.0);
  set_row(GTK_WIDGET(page), "Spin creepage", 0.0);
  set_row(GTK_WIDGET(page), "Longitudinal creepage cx", 0.0137);
  g_assert_true(tl_gui_wait_text(readout, page, "stick 0 %", 60.0));
  const double fx = readout_number(page, "Rolled", "Fx = ") * 1e3;
  const double tg = readout_number(page, "Rolled", "Tγ = ");
  const double v = readout_number(page, "Rolled", " at V = ");
  tl_assert_rel(tg, fabs(fx) * 0.0137, 5e-3);
  tl_assert_rel(readout_number(page, "Rolled", "Pmacro = "), v * tg, 1e-3);
  const double tga = readout_number(page, "Rolled", "Tγ/A = ");
  g_assert_cmpfloat(tga, >, 0.0);
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_readout(page),
                          tga < 10.4 ? "mild wear" : tga <= 77.2 ? "severe wear"
                                                                 : "catastrophic wear"));
  g_assert_cmpfloat(readout_number(page, "Rolled", "    P = "), >, 0.0);
}

/* Fx [kN] of preset 18's patch rolled at cx (FASTSIM, the preset's μ). */
static double
preset18_fx(double cx)
{
  TlWrPatch p;
  const TlPresetWheelrail d = tl_preset_wheelrail_default();
  TlWrNormalParams np = d.normal;
  np.method = TL_WR_NORMAL_EXACT;
  TlTestWr s = tl_test_wr_new(&d.track);
  const TlWrContact c = tl_test_wr_contact(&s, 0.0);
  TlWrNormal n;
  g_assert_cmpint(tl_wheelrail_normal(s.wr, &c, TL_WR_LEFT, &np, &n, NULL), ==, TL_OK);
  p = n.patch[0];
  TlWrRollParams roll = d.roll;
  roll.cx = cx;
  TlWrRoll r = { 0 };
  g_assert_cmpint(tl_wheelrail_roll(&p, &np.wheel, &np.rail, &roll, &r, NULL), ==, TL_OK);
  const double fx = r.fx / 1e3;
  tl_wr_roll_clear(&r);
  tl_wr_normal_clear(&n);
  tl_test_wr_free(&s);
  return fx;
}

/* While a new roll is outstanding the previous rolled patch stays on the
 * page; of two quick edits the last one is what the page ends with.  A
 * profile file that cannot be read is "Not applied" and the profiles stay. */
static void
test_latest_wins(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Roll this patch: previous result stays while a roll runs, latest edit wins");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "wheelrail");
  TlvWheelrailPage *page =
    TLV_WHEELRAIL_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_WHEELRAIL_PAGE, NULL));
  TlError err;
  g_assert_true(tlv_window_load_builtin_preset(f->win, "18-wheelrail-new-s1002.ini", &err));
  char *first = g_strdup_printf("(FASTSIM): Fx = %.2f kN", preset18_fx(0.002));
  g_assert_true(tl_gui_wait_text(readout, page, first, 60.0));

  TlvWorker *worker = tlv_wheelrail_page_get_roll_worker(page);
  tlv_worker_set_held(worker, TRUE);
  set_row(GTK_WIDGET(page), "Longitudinal creepage cx", 0.0013);
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_held, worker, 60.0));
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_readout(page), first)); /* still shown */
  set_row(GTK_WIDGET(page), "Longitudinal creepage cx", 0.0007);
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_readout(page), first));
  tlv_worker_set_held(worker, FALSE);
  char *last = g_strdup_printf("(FASTSIM): Fx = %.2f kN", preset18_fx(0.0007));
  g_assert_true(tl_gui_wait_text(readout, page, last, 60.0));
  g_assert_cmpfloat_with_epsilon(tlv_document_get_wheelrail(f->doc)->roll.cx, 0.0007, 1e-15);

  /* a wheel file that is not there: said so, the S1002 stays */
  g_assert_null(tlv_wheelrail_page_get_warning(page));
  TlPresetWheelrail wr = *tlv_document_get_wheelrail(f->doc);
  g_strlcpy(wr.wheel, "/nonexistent/tl-wheel-2.385.txt", sizeof wr.wheel);
  g_assert_true(tlv_document_set_wheelrail(f->doc, &wr, &err));
  const char *warning = tlv_wheelrail_page_get_warning(page);
  g_assert_nonnull(warning);
  g_assert_true(g_str_has_prefix(warning, "Not applied: wheel profile:"));
  /* still said after the page has recomputed */
  set_row(GTK_WIDGET(page), "Longitudinal creepage cx", 0.0011);
  char *next = g_strdup_printf("(FASTSIM): Fx = %.2f kN", preset18_fx(0.0011));
  g_assert_true(tl_gui_wait_text(readout, page, next, 60.0));
  g_free(next);
  g_assert_nonnull(tlv_wheelrail_page_get_warning(page));
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_readout(page), "Rolled left point 1"));
  g_free(first);
  g_free(last);
}

/* The conicity part of the read-out for the default wheelset at gauge
 * gauge_mm, from a table as the page makes it (0.1 mm steps; to 3 mm is all
 * that tan γe(3 mm) reads). */
static char *
conicity_text(double gauge_mm)
{
  TlWheelsetParams p = tl_preset_wheelrail_default().track;
  p.gauge = gauge_mm * TL_UNIT_MM;
  TlTestWr s = tl_test_wr_new(&p);
  TlWrTable t;
  g_assert_cmpint(tl_wheelrail_table(s.wr, 3.1 * TL_UNIT_MM, 0.1 * TL_UNIT_MM, &t, NULL), ==,
                  TL_OK);
  TlWrConicity c;
  g_assert_cmpint(tl_wr_conicity(&t, 3.0 * TL_UNIT_MM, tl_wheelrail_placement(s.wr)->e0, p.r0, &c,
                                 NULL),
                  ==, TL_OK);
  tl_wr_table_clear(&t);
  tl_test_wr_free(&s);
  return g_strdup_printf("(3 mm) = %.3f (harmonic; secant %.3f, integration %.3f)", c.harmonic,
                         c.secant, c.integration);
}

/* Two quick wheelset edits: the table started for the first is stopped at
 * its cancel flag (not run to its end and dropped), never delivered, and the
 * second wheelset's table is what the page shows. */
static void
test_table_superseded(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Δr(y): a newer wheelset stops the table in flight; the newer table is shown");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "wheelrail");
  TlvWheelrailPage *page =
    TLV_WHEELRAIL_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_WHEELRAIL_PAGE, NULL));
  char *initial = conicity_text(1435.0);
  g_assert_true(tl_gui_wait_text(readout, page, initial, 60.0));
  char *first = conicity_text(1437.0), *second = conicity_text(1441.0);
  g_assert_cmpstr(first, !=, second);
  g_assert_cmpstr(initial, !=, second);

  TlvWorker *worker = tlv_wheelrail_page_get_table_worker(page);
  g_assert_false(tlv_worker_is_busy(worker));
  const guint cancelled = tlv_worker_get_cancelled(worker);
  const guint stopped = tlv_worker_get_stopped(worker);
  tlv_worker_set_held(worker, TRUE);
  set_row(GTK_WIDGET(page), "Track gauge G", 1437.0);
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_busy, worker, 60.0)); /* the first table runs */
  set_row(GTK_WIDGET(page), "Track gauge G", 1441.0);
  /* the next frame submits the second table, which raises the first's flag;
   * the first run's end is then kept back */
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_held, worker, 60.0));
  /* the figure dropped the old wheelset's table: no conicity until a new one */
  g_assert_null(strstr(tlv_wheelrail_page_get_readout(page), "(3 mm)"));
  tlv_worker_set_held(worker, FALSE);
  g_assert_cmpuint(tlv_worker_get_cancelled(worker), ==, cancelled + 1);
  g_assert_cmpuint(tlv_worker_get_stopped(worker), ==, stopped + 1); /* it heeded the flag */

  g_assert_true(tl_gui_wait_text(readout, page, second, 60.0));
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_idle, worker, 60.0));
  g_assert_cmpuint(tlv_worker_get_cancelled(worker), ==, cancelled + 1); /* the second ran out */
  g_assert_null(strstr(tlv_wheelrail_page_get_readout(page), first));
  g_free(initial);
  g_free(first);
  g_free(second);
}

/* What a plot's "Save CSV" writes, as text. */
static char *
plot_csv(TlvPlot *plot)
{
  TlrCsvFunc csv = tlv_plot_get_csv_func(plot);
  g_assert_nonnull(csv);
  gpointer data = NULL;
  tlv_plot_get_draw_func(plot, &data);
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  TlError err;
  g_assert_cmpint(csv(out, data, &err), ==, TL_OK);
  fclose(out);
  return text;
}

static void
test_save_csv(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The cross-section's Save CSV writes the contact rows tribolab-cli wheelrail "
                 "prints for the same case");
  TlvWheelrailPage *page = TLV_WHEELRAIL_PAGE(
    tl_gui_show_page(f, "wheelrail", TLV_TYPE_WHEELRAIL_PAGE));
  g_assert_true(
      tl_gui_wait_text(readout, page, "459.907 mm", 20.0)); /* the default case, centred */
  TlvPlot *section = TLV_PLOT(tl_gui_find_nth(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL, 0));
  g_autofree char *saved = plot_csv(section);
  g_autofree char *cli = tl_cli_stdout("wheelrail", "--y-mm", "0", NULL);
  g_assert_true(g_str_has_prefix(saved, "y_mm,side,point,"));
  g_assert_cmpstr(saved, ==, cli);
}

static const char *
wear_readout(gpointer page)
{
  return tlv_wheelrail_page_get_wear_readout(page);
}

/* The value in column `column` of a CSV table's last row. */
static double
csv_last(const char *csv, const char *column)
{
  g_auto(GStrv) lines = g_strsplit(csv, "\n", -1);
  g_auto(GStrv) head = g_strsplit(lines[0], ",", -1);
  int col = -1;
  for (int i = 0; head[i]; i++)
    if (strcmp(head[i], column) == 0)
      col = i;
  g_assert_cmpint(col, >=, 0);
  int last = 0;
  for (int i = 1; lines[i]; i++)
    if (lines[i][0])
      last = i;
  g_assert_cmpint(last, >, 0);
  g_auto(GStrv) row = g_strsplit(lines[last], ",", -1);
  return g_ascii_strtod(row[col], NULL);
}

typedef struct {
  TlvWheelrailPage *page;
  double conicity;
} ConicityWait;

/* The page's read-out prints tan γe(3 mm) within half its last digit of w->conicity. */
static gboolean
page_conicity_is(gpointer data)
{
  const ConicityWait *w = data;
  const char *r = strstr(tlv_wheelrail_page_get_readout(w->page), "(3 mm) = ");
  return r && fabs(g_ascii_strtod(r + strlen("(3 mm) = "), NULL) - w->conicity) <= 0.5e-3;
}

/* "Wear the profiles" at its defaults (10^4 passes, σ 2 mm, Archard): the
 * read-out's conicity after the run equals what `tribolab-cli wear` prints
 * for the same case; the worn profiles are the page's (its Δr(y) table is
 * tabulated again on them) and "Back to new profiles" restores the new. */
static void
test_wear_profiles(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Wearing the profiles in the window gives the CLI's conicity");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "wheelrail");
  TlvWheelrailPage *page =
    TLV_WHEELRAIL_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_WHEELRAIL_PAGE, NULL));
  g_assert_nonnull(page);
  const char *new_table = "(3 mm) = 0.179"; /* the new profiles' table */
  g_assert_true(tl_gui_wait_text(readout, page, new_table, 60.0));

  GtkWidget *run = tl_gui_find_button(GTK_WIDGET(page), "_Run");
  g_assert_nonnull(run);
  g_signal_emit_by_name(run, "clicked");
  g_assert_true(tl_gui_wait_text(wear_readout, page, "Worn over 1e+04 passes", 120.0));

  g_autofree char *csv = tl_cli_stdout("wear", "--passes", "1e4", "--sigma-mm", "2", NULL);
  const double cli = csv_last(csv, "conicity_3mm");
  g_assert_cmpfloat(fabs(cli - 0.179), >, 1e-3); /* the wear moved it: the check below tells */
  const char *arrow = strstr(tlv_wheelrail_page_get_wear_readout(page), "→ ");
  g_assert_nonnull(arrow);
  const double window = g_ascii_strtod(arrow + strlen("→ "), NULL);
  g_assert_cmpfloat(fabs(window - cli), <=, 0.5e-4); /* printed to 4 decimals */
  /* the page's own Δr(y) table, tabulated again on the worn profiles, gives
   * the same tan γe(3 mm) to the three decimals it prints */
  ConicityWait wc = { page, cli };
  g_assert_true(tl_gui_iterate_until(page_conicity_is, &wc, 60.0));

  GtkWidget *back = tl_gui_find_button(GTK_WIDGET(page), "Back to new profiles");
  g_assert_nonnull(back);
  g_assert_true(gtk_widget_get_sensitive(back));
  g_signal_emit_by_name(back, "clicked");
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_wear_readout(page), "New profiles"));
  g_assert_true(tl_gui_wait_text(readout, page, new_table, 60.0));
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/wheelrail/shift-slider", test_shift_slider);
  tl_gui_add("/gui/wheelrail/preset-roll", test_preset_roll);
  tl_gui_add("/gui/wheelrail/latest-wins", test_latest_wins);
  tl_gui_add("/gui/wheelrail/roll-wear", test_roll_wear);
  tl_gui_add("/gui/wheelrail/table-superseded", test_table_superseded);
  tl_gui_add("/gui/wheelrail/save-csv", test_save_csv);
  tl_gui_add("/gui/wheelrail/wear-profiles", test_wear_profiles);
  return g_test_run();
}
