/* test-gui-fields.c — the number fields and the words of the real window
 * under Xvfb: what a student types into a field is applied exactly or stays
 * visible with a reason, and what a screen reader hears is plain text. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-curve-tools.h"
#include "tlv-steady-page.h"
#include "tlv-number.h"
#include "tlv-param-row.h"
#include "tlv-window.h"
#include "tribo/units.h"

/* ---- typing into a field ------------------------------------------------------ */

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
    tl_gui_type_into_row(row, e->typed);
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
  tl_gui_type_into_row(row, "123.4");
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
    tl_gui_type_into_row(row, bad[i].typed);
    g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, bad[i].typed);
    g_assert_nonnull(tlv_param_row_get_error(row));
    g_assert_nonnull(strstr(tlv_param_row_get_error(row), bad[i].why));
    g_assert_cmpfloat(tlv_document_get_contact(f->doc)->mu, ==, before);
  }
  tl_gui_type_into_row(row, "0.237");
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
  tl_gui_type_into_row(row, "abc");
  g_assert_nonnull(tlv_param_row_get_error(row));
  /* one keyboard step to the right on the logarithmic slider: ×10^(3/100) */
  g_signal_emit_by_name(tlv_param_row_get_scale(row), "move-slider", GTK_SCROLL_STEP_RIGHT);
  tl_gui_run_pending();
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_cmpfloat_with_epsilon(load_kn(f), 100.0 * pow(10.0, 0.03), 1e-9);
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, "107.2");
  /* reject again, then one +0.1 step of the spin button from the shown value */
  tl_gui_type_into_row(row, "12,5");
  g_assert_nonnull(tlv_param_row_get_error(row));
  gtk_spin_button_spin(spin, GTK_SPIN_STEP_FORWARD, 0.0);
  tl_gui_run_pending();
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
  tl_gui_type_into_row(row, "-50");
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
  tl_gui_type_into_row(row, "61.2");
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
  tl_gui_type_into_row(row, "12.5");
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, "12.5");
  g_assert_nonnull(tlv_param_row_get_error(row));
  g_assert_nonnull(strstr(tlv_param_row_get_error(row), "whole number (got 12.5)"));
  g_assert_cmpint(tlv_document_get_contact(f->doc)->mx, ==, before);
  tl_gui_type_into_row(row, "37");
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_cmpint(tlv_document_get_contact(f->doc)->mx, ==, 37);
}

static char *accessible_property(GtkWidget *w, GtkAccessibleProperty prop);
static char *accessible_label(GtkWidget *w);

/* The sweep popover's number fields: a text they cannot take stays with a
 * message, and Run does not sweep over the values shown before it. */
static GtkSpinButton *
find_spin(GtkWidget *root, const char *name)
{
  for (int i = 0;; i++) {
    GtkWidget *w = tl_gui_find_nth(root, GTK_TYPE_SPIN_BUTTON, NULL, i);
    if (!w)
      return NULL;
    char *label = accessible_label(w);
    const gboolean match = g_strcmp0(label, name) == 0;
    g_free(label);
    if (match)
      return GTK_SPIN_BUTTON(w);
  }
}

static void
test_sweep_fields_strict(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The sweep's From/To/Curves fields keep a text they cannot take, say why, and "
                 "Run then sweeps nothing");
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", "steady"));
  GtkWidget *page = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_STEADY_PAGE, NULL);
  TlvCurveTools *tools = tlv_steady_page_get_tools(TLV_STEADY_PAGE(page));
  GtkWidget *menu = tl_gui_find(GTK_WIDGET(tools), GTK_TYPE_MENU_BUTTON, NULL);
  g_assert_nonnull(menu);
  GtkWidget *popover = GTK_WIDGET(gtk_menu_button_get_popover(GTK_MENU_BUTTON(menu)));
  GtkSpinButton *from = find_spin(popover, "Sweep from");
  GtkSpinButton *count = find_spin(popover, "Number of curves");
  g_assert_nonnull(from);
  g_assert_nonnull(count);
  const double before = gtk_spin_button_get_value(from);
  const char *bad[] = { "0x10", "12,5", "", "1e999" };
  for (size_t i = 0; i < G_N_ELEMENTS(bad); i++) {
    tl_gui_type_into_spin(from, bad[i]);
    g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(from)), ==, bad[i]);
    g_assert_cmpfloat(gtk_spin_button_get_value(from), ==, before);
    g_assert_true(gtk_widget_has_css_class(GTK_WIDGET(from), "error"));
  }
  GtkWidget *message = NULL;
  for (int i = 0; (message = tl_gui_find_nth(popover, GTK_TYPE_LABEL, NULL, i)); i++)
    if (g_str_has_prefix(gtk_label_get_text(GTK_LABEL(message)), "Not applied: "))
      break;
  g_assert_nonnull(message);
  g_assert_true(gtk_widget_get_visible(message));
  g_assert_nonnull(strstr(gtk_label_get_text(GTK_LABEL(message)), "too large"));
  GtkWidget *run = tl_gui_find_button(popover, "_Run sweep");
  g_assert_nonnull(run);
  g_signal_emit_by_name(run, "clicked");
  g_assert_false(tlv_curve_tools_is_sweeping(tools)); /* a sweep would be running now */
  tl_gui_run_pending();
  g_assert_cmpint(tlv_curve_tools_get_overlay(tools)->n, ==, 0);
  /* 2.5 curves is no number of curves; a good value clears the message */
  tl_gui_type_into_spin(count, "2.5");
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(count)), ==, "2.5");
  g_assert_nonnull(strstr(gtk_label_get_text(GTK_LABEL(message)), "whole number"));
  tl_gui_type_into_spin(count, "4");
  g_assert_false(gtk_widget_get_visible(message));
  g_assert_cmpfloat(gtk_spin_button_get_value(count), ==, 4.0);
}

/* ---- what a screen reader hears -------------------------------------------------- */

/* The accessible property's value as text, or NULL if it is not set.  GTK 4.8
 * has no getter: its test API answers a mismatch with the actual value. */
static char *
accessible_property(GtkWidget *w, GtkAccessibleProperty prop)
{
  if (!gtk_test_accessible_has_property(GTK_ACCESSIBLE(w), prop))
    return NULL;
  return gtk_test_accessible_check_property(GTK_ACCESSIBLE(w), prop, "\x01 no such text");
}

static char *
accessible_label(GtkWidget *w)
{
  return accessible_property(w, GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
walk_accessible_text(GtkWidget *w, int *checked)
{
  const GtkAccessibleProperty props[] = { GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                          GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT };
  for (size_t i = 0; i < G_N_ELEMENTS(props); i++) {
    char *text = accessible_property(w, props[i]);
    if (!text)
      continue;
    (*checked)++;
    if (strchr(text, '<') && strstr(text, "</")) /* "ν < 0.5" is plain text, "</sub>" is not */
      g_error("%s %s: accessible text with markup: %s", G_OBJECT_TYPE_NAME(w),
              gtk_widget_get_name(w), text);
    g_free(text);
  }
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c))
    walk_accessible_text(c, checked);
}

static void
test_accessible_text_plain(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("No accessible name, description or value of any widget of any page carries "
                 "markup tags");
  int checked = 0;
  walk_accessible_text(GTK_WIDGET(f->win), &checked);
  g_test_message("%d accessible texts checked", checked);
  g_assert_cmpint(checked, >, 100); /* every page's rows: names and descriptions */
  /* the load slider's description is the tooltip in plain words */
  TlvParamRow *row = find_row(f, "Normal load F_N");
  char *desc = accessible_property(GTK_WIDGET(tlv_param_row_get_scale(row)),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_cmpstr(desc, ==, "Normal load FN pressing wheel on rail, in kN");
  g_free(desc);
}

static void
test_slider_value_text(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The load slider tells a screen reader \"100 kN\", not its logarithmic "
                 "position 2.0, and follows every change");
  TlvParamRow *row = find_row(f, "Normal load F_N");
  GtkWidget *scale = GTK_WIDGET(tlv_param_row_get_scale(row));
  g_assert_cmpfloat_with_epsilon(gtk_range_get_value(GTK_RANGE(scale)), 2.0, 1e-12);
  gtk_test_accessible_assert_property(scale, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "100 kN");
  g_assert_cmpstr(tlv_param_row_get_value_text(row), ==, "100 kN");
  /* a keyboard step: 100 · 10^0.03 = 107.15 kN, shown to the row's 0.1 kN */
  g_signal_emit_by_name(scale, "move-slider", GTK_SCROLL_STEP_RIGHT);
  gtk_test_accessible_assert_property(scale, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "107.2 kN");
  /* typed, and set by the document */
  tl_gui_type_into_row(row, "61.25");
  gtk_test_accessible_assert_property(scale, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "61.2 kN");
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.hertz.normal_load = 250.0 * TL_UNIT_KN;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  gtk_test_accessible_assert_property(scale, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "250 kN");
  /* a dimensionless row has no unit; ∞ is said as a word */
  TlvParamRow *mu = find_row(f, "Friction coefficient mu");
  g_assert_cmpstr(tlv_param_row_get_value_text(mu), ==, "1"); /* the window's built-in case */
  p.mu = 0.4;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  g_assert_cmpstr(tlv_param_row_get_value_text(mu), ==, "0.4");
  p.hertz.geometry = TL_GEOMETRY_RADII;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  TlvParamRow *ry = find_row(f, "Wheel profile radius R_wy");
  gtk_test_accessible_assert_property(tlv_param_row_get_scale(ry),
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "infinite");
  /* the field says ∞ too, not the largest radius the slider parks at */
  GtkWidget *spin = GTK_WIDGET(tlv_param_row_get_spin(ry));
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, "∞");
  /* a finite radius again: its number, and no error */
  p.hertz.wheel_ry = 0.5;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(spin)), ==, "0.500");
  g_assert_false(gtk_widget_has_css_class(spin, "error"));
}

static void
test_modulus_label_follows_kind(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The material field is labelled with the modulus it edits, and follows the "
                 "choice of Young's or shear modulus");
  GtkWidget *kind = tl_gui_find_drop_down(GTK_WIDGET(f->win), "Shear modulus G");
  g_assert_nonnull(kind);
  const TlMaterial *m = &tlv_document_get_contact(f->doc)->hertz.wheel;
  g_assert_cmpint(m->input, ==, TL_ELASTIC_SHEAR); /* the built-in case gives G */
  TlvParamRow *row = find_row(f, "Shear modulus G");
  GtkWidget *label = tl_gui_find(GTK_WIDGET(row), GTK_TYPE_LABEL, NULL);
  g_assert_cmpstr(gtk_label_get_text(GTK_LABEL(label)), ==, "Shear modulus G");
  gtk_test_accessible_assert_property(tlv_param_row_get_scale(row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      "Shear modulus G (GPa)");
  g_assert_cmpfloat_with_epsilon(tlv_param_row_get_value(row), m->modulus / TL_UNIT_GPA, 1e-9);

  gtk_drop_down_set_selected(GTK_DROP_DOWN(kind), 0);
  m = &tlv_document_get_contact(f->doc)->hertz.wheel;
  g_assert_cmpint(m->input, ==, TL_ELASTIC_YOUNG);
  g_assert_cmpstr(tlv_param_row_get_name(row), ==, "Young's modulus E");
  g_assert_cmpstr(gtk_label_get_text(GTK_LABEL(label)), ==, "Young's modulus E");
  gtk_test_accessible_assert_property(tlv_param_row_get_scale(row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      "Young's modulus E (GPa)");
  /* the field shows E = 2 G (1 + ν) of the same material */
  const double g = 82.0, nu = m->poisson;
  g_assert_cmpfloat_with_epsilon(tlv_param_row_get_value(row), 2.0 * g * (1.0 + nu), 1e-9);

  gtk_drop_down_set_selected(GTK_DROP_DOWN(kind), 1);
  g_assert_cmpstr(gtk_label_get_text(GTK_LABEL(label)), ==, "Shear modulus G");
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

/* A read-out keeps a number on one line with its unit, and nothing else. */
static void
test_glue_units(void)
{
  char *g = tlv_number_glue_units("F from -1.316 N to 1.302 N, x = 2.53 mm (0.62 b)\nat 10 Hz <b>f</b>");
  g_assert_cmpstr(g, ==, "F from -1.316\u00a0N to 1.302\u00a0N, x = 2.53\u00a0mm (0.62\u00a0b)\nat "
                         "10\u00a0Hz <b>f</b>");
  g_free(g);
  /* between two numbers, before a long word, at the end: unchanged; a short
   * word after a number is kept with it too (it only never breaks there) */
  g = tlv_number_glue_units("grid 50 50 and 7 transitions 3");
  g_assert_cmpstr(g, ==, "grid 50 50\u00a0and 7 transitions 3");
  g_free(g);
}

int
main(int argc, char **argv)
{
  /* GTK's in-process accessibility backend: it keeps every property a widget
   * sets, for the checks below, and needs no session bus */
  g_setenv("GTK_A11Y", "test", TRUE);
  tl_gui_test_init(&argc, &argv);
  g_test_add_func("/gui-fields/glue-units", test_glue_units);
  tl_gui_add("/gui-fields/load-keeps-bad-text", test_load_field_keeps_bad_text);
  tl_gui_add("/gui-fields/mu-keeps-bad-text", test_mu_field_keeps_bad_text);
  tl_gui_add("/gui-fields/bad-text-then-slider", test_bad_text_then_slider);
  tl_gui_add("/gui-fields/model-replaces-bad-text", test_model_replaces_bad_text);
  tl_gui_add("/gui-fields/grid-whole-number", test_grid_field_whole_number);
  tl_gui_add("/gui-fields/accessible-text-plain", test_accessible_text_plain);
  tl_gui_add("/gui-fields/slider-value-text", test_slider_value_text);
  tl_gui_add("/gui-fields/modulus-label", test_modulus_label_follows_kind);
  tl_gui_add("/gui-fields/sweep-fields", test_sweep_fields_strict);
  g_test_add_func("/gui-fields/number-parse", test_number_parse);
  return g_test_run();
}
