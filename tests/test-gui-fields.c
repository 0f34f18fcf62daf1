/* test-gui-fields.c — the number fields and the words of the real window
 * under Xvfb: what a student types into a field is applied exactly or stays
 * visible with a reason, and what a screen reader hears is plain text. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-number.h"
#include "tlv-param-row.h"
#include "tlv-window.h"
#include "tribo/units.h"

/* ---- typing into a field ------------------------------------------------------ */

/* Type `text` into the row's number field and press Enter, as a user would:
 * the spin button's text child activates, the spin button reads the text. */
static void
type_and_activate(TlvParamRow *row, const char *text)
{
  GtkSpinButton *spin = tlv_param_row_get_spin(row);
  gtk_widget_grab_focus(GTK_WIDGET(spin));
  gtk_editable_set_text(GTK_EDITABLE(spin), text);
  GtkWidget *entry = tl_gui_find(GTK_WIDGET(spin), GTK_TYPE_TEXT, NULL);
  g_assert_nonnull(entry);
  g_signal_emit_by_name(entry, "activate");
  while (g_main_context_iteration(NULL, FALSE))
    ;
}

static TlvParamRow *
find_row(Fixture *f, const char *name)
{
  GtkWidget *row = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_PARAM_ROW, name);
  g_assert_nonnull(row);
  return TLV_PARAM_ROW(row);
}

typedef struct {
  const char *typed;
  const char *why; /* a word the message must contain */
} BadEntry;

/* What the test environment's C locale cannot take as a load in kN (the
 * slider spans 1 … 1000 kN; the default case has 100 kN). */
static const BadEntry bad_loads[] = {
  { "", "empty" },
  { "abc", "not a number" },
  { "-50", "must be positive (got −50 kN)" },
  { "1e308", "between 1 and 1000 kN" },
  { "12,5", "decimal" },
  { "0x10", "not a number" },
  { "12.5kN", "not a number" },
  { "12.5 7", "not a number" },
  { "inf", "not a number" },
  { "nan", "not a number" },
  { "1e999", "too large" },
};

static double
load_kn(Fixture *f)
{
  return tlv_document_get_contact(f->doc)->hertz.normal_load / TL_UNIT_KN;
}

static void
test_load_field_keeps_bad_text(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A load the field cannot take stays visible with a red \"Not applied\" "
                 "message, and the document keeps its valid load");
  TlvParamRow *row = find_row(f, "Normal load F_N");
  GtkSpinButton *spin = tlv_param_row_get_spin(row);
  const double before = load_kn(f);
  g_assert_cmpfloat_with_epsilon(before, 100.0, 1e-9);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_loads); i++) {
    const BadEntry *e = &bad_loads[i];
    g_test_message("typed \"%s\"", e->typed);
    type_and_activate(row, e->typed);
    g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, e->typed);
    const char *msg = tlv_param_row_get_error(row);
    g_assert_nonnull(msg);
    g_test_message("  → %s", msg);
    g_assert_true(g_str_has_prefix(msg, "Not applied: "));
    g_assert_nonnull(strstr(msg, e->why));
    g_assert_true(gtk_widget_has_css_class(GTK_WIDGET(spin), "error"));
    g_assert_cmpfloat(load_kn(f), ==, before);
  }
  /* a good value is applied exactly, and the message goes */
  type_and_activate(row, "123.4");
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_false(gtk_widget_has_css_class(GTK_WIDGET(spin), "error"));
  g_assert_cmpfloat_with_epsilon(load_kn(f), 123.4, 1e-12);
  /* the slider followed: log10(123.4) */
  g_assert_cmpfloat_with_epsilon(gtk_range_get_value(tlv_param_row_get_scale(row)), log10(123.4),
                                 1e-12);
}

static void
test_mu_field_keeps_bad_text(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The friction coefficient field rejects a negative μ and junk the same way");
  TlvParamRow *row = find_row(f, "Friction coefficient mu");
  GtkSpinButton *spin = tlv_param_row_get_spin(row);
  const double before = tlv_document_get_contact(f->doc)->mu;
  const BadEntry bad[] = {
    { "-0.3", "must be positive (got −0.3)" },
    { "0,25", "decimal" },
    { "0x1", "not a number" },
    { "", "empty" },
    { "1.5", "between 0.01 and 1" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(bad); i++) {
    type_and_activate(row, bad[i].typed);
    g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, bad[i].typed);
    g_assert_nonnull(tlv_param_row_get_error(row));
    g_assert_nonnull(strstr(tlv_param_row_get_error(row), bad[i].why));
    g_assert_cmpfloat(tlv_document_get_contact(f->doc)->mu, ==, before);
  }
  type_and_activate(row, "0.237");
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_cmpfloat_with_epsilon(tlv_document_get_contact(f->doc)->mu, 0.237, 1e-15);
}

static void
test_bad_text_then_slider(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("After a rejected entry the slider and the +/- steps still set values, and "
                 "the field shows them");
  TlvParamRow *row = find_row(f, "Normal load F_N");
  GtkSpinButton *spin = tlv_param_row_get_spin(row);
  type_and_activate(row, "abc");
  g_assert_nonnull(tlv_param_row_get_error(row));
  /* one keyboard step to the right on the logarithmic slider: ×10^(3/100) */
  g_signal_emit_by_name(tlv_param_row_get_scale(row), "move-slider", GTK_SCROLL_STEP_RIGHT);
  while (g_main_context_iteration(NULL, FALSE))
    ;
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_cmpfloat_with_epsilon(load_kn(f), 100.0 * pow(10.0, 0.03), 1e-9);
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, "107.2");
  /* reject again, then one +0.1 step of the spin button from the shown value */
  type_and_activate(row, "12,5");
  g_assert_nonnull(tlv_param_row_get_error(row));
  gtk_spin_button_spin(spin, GTK_SPIN_STEP_FORWARD, 0.0);
  while (g_main_context_iteration(NULL, FALSE))
    ;
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_cmpfloat_with_epsilon(load_kn(f), 100.0 * pow(10.0, 0.03) + 0.1, 1e-9);
}

static void
test_model_replaces_bad_text(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A change made elsewhere (another page, a preset) replaces a rejected entry "
                 "with the document's value");
  TlvParamRow *row = find_row(f, "Normal load F_N");
  GtkSpinButton *spin = tlv_param_row_get_spin(row);
  type_and_activate(row, "-50");
  g_assert_nonnull(tlv_param_row_get_error(row));
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.hertz.normal_load = 100.0 * TL_UNIT_KN; /* the same load: the field still updates */
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, "100.0");
  p.hertz.normal_load = 61.25 * TL_UNIT_KN;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, "61.2");
  /* leaving the field re-reads "61.2" but must not round the load to it */
  type_and_activate(row, "61.2");
  g_assert_cmpfloat(load_kn(f), ==, 61.25);
}

static void
test_grid_field_whole_number(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A grid of 12.5 cells is refused, not rounded, and the field keeps \"12.5\"");
  TlvParamRow *row = find_row(f, "Grid cells along x");
  GtkSpinButton *spin = tlv_param_row_get_spin(row);
  const int before = tlv_document_get_contact(f->doc)->mx;
  type_and_activate(row, "12.5");
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, "12.5");
  g_assert_nonnull(tlv_param_row_get_error(row));
  g_assert_nonnull(strstr(tlv_param_row_get_error(row), "whole number (got 12.5)"));
  g_assert_cmpint(tlv_document_get_contact(f->doc)->mx, ==, before);
  type_and_activate(row, "37");
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_cmpint(tlv_document_get_contact(f->doc)->mx, ==, 37);
}

/* ---- the parser itself, in both decimal conventions ---------------------------- */

typedef struct {
  const char *text;
  char decimal;
  gboolean ok;
  double value;
} ParseCase;

static void
test_number_parse(void)
{
  g_test_summary("Only plain decimal numbers with the locale's separator are read, exactly");
  const ParseCase cases[] = {
    { "12.5", '.', TRUE, 12.5 },        { " -2.385 ", '.', TRUE, -2.385 },
    { "−2.385", '.', TRUE, -2.385 },    { "+7", '.', TRUE, 7.0 },
    { ".5", '.', TRUE, 0.5 },           { "5.", '.', TRUE, 5.0 },
    { "1.5e3", '.', TRUE, 1500.0 },     { "2E-3", '.', TRUE, 0.002 },
    { "12,5", ',', TRUE, 12.5 },        { "-0,125e2", ',', TRUE, -12.5 },
    { "12,5", '.', FALSE, 0 },          { "12.5", ',', FALSE, 0 },
    { "1,000.5", '.', FALSE, 0 },       { "0x10", '.', FALSE, 0 },
    { "1e", '.', FALSE, 0 },            { "e3", '.', FALSE, 0 },
    { ".", '.', FALSE, 0 },             { "-", '.', FALSE, 0 },
    { "--1", '.', FALSE, 0 },           { "1e308", '.', TRUE, 1e308 },
    { "1e309", '.', FALSE, 0 },         { "infinity", '.', FALSE, 0 },
    { "", '.', FALSE, 0 },              { "   ", '.', FALSE, 0 },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(cases); i++) {
    const ParseCase *c = &cases[i];
    double v = -999.0;
    char *why = NULL;
    const gboolean ok = tlv_number_parse(c->text, c->decimal, &v, &why);
    g_test_message("\"%s\" with '%c': %s", c->text, c->decimal, ok ? "ok" : why);
    g_assert_cmpint(ok, ==, c->ok);
    if (ok) {
      g_assert_null(why);
      g_assert_cmpfloat(v, ==, c->value); /* correctly rounded decimal: exact */
    } else {
      g_assert_nonnull(why);
      g_assert_cmpfloat(v, ==, -999.0);
    }
    g_free(why);
  }
  /* the other convention's separator gets a message naming the right one */
  char *why = NULL;
  double v;
  g_assert_false(tlv_number_parse("0,25", '.', &v, &why));
  g_assert_nonnull(strstr(why, "decimal separator is “.”"));
  g_free(why);
  g_assert_false(tlv_number_parse("0.25", ',', &v, &why));
  g_assert_nonnull(strstr(why, "decimal separator is “,”"));
  g_free(why);
}

int
main(int argc, char **argv)
{
  gtk_test_init(&argc, &argv, NULL);
  gsl_set_error_handler_off();
  tlv_resources_register();
  g_test_add("/gui-fields/load-keeps-bad-text", Fixture, NULL, tl_gui_fixture_setup,
             test_load_field_keeps_bad_text, tl_gui_fixture_teardown);
  g_test_add("/gui-fields/mu-keeps-bad-text", Fixture, NULL, tl_gui_fixture_setup,
             test_mu_field_keeps_bad_text, tl_gui_fixture_teardown);
  g_test_add("/gui-fields/bad-text-then-slider", Fixture, NULL, tl_gui_fixture_setup,
             test_bad_text_then_slider, tl_gui_fixture_teardown);
  g_test_add("/gui-fields/model-replaces-bad-text", Fixture, NULL, tl_gui_fixture_setup,
             test_model_replaces_bad_text, tl_gui_fixture_teardown);
  g_test_add("/gui-fields/grid-whole-number", Fixture, NULL, tl_gui_fixture_setup,
             test_grid_field_whole_number, tl_gui_fixture_teardown);
  g_test_add_func("/gui-fields/number-parse", test_number_parse);
  return g_test_run();
}
