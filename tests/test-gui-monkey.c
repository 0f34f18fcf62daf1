/* test-gui-monkey.c — random input into the real window: page switches,
 * sliders and spin buttons set anywhere in their range and at its ends,
 * text typed into fields (numbers, garbage, nothing), drop-downs and check
 * buttons, presets and lessons, play, step, reset, presentation mode,
 * window sizes, and exports of the figure on screen to a temporary folder.
 * It passes when nothing crashes, GLib and GTK log no warning or critical
 * (g_test_init makes them fatal) and the window still draws at the end.
 *
 * TL_MONKEY_SECONDS sets the run (default 20 s; scripts/monkey.sh runs ten
 * minutes) and TL_MONKEY_SEED the seed (default: from the clock); the seed is
 * printed first, so a failing run replays. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tlr-export.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-window.h"

static const char *const pages[] = { "hertz",     "steady",  "transient",  "friction",
                                     "stickslip", "rolling", "subsurface", "wheelrail" };
static const char *const presets[] = { "01-thesis-defaults", "02-sine-10hz-mu1", "05-step-100kn",
                                       "08-circular-patch",  "09-carter-2d",     "11-lugre-stick-slip",
                                       "14-subsurface-frictionless", "19-wheelrail-flange" };
static const char *const lessons[] = { "01-hertz-cube-root", "02-stick-zone", "03-traction-lag",
                                       "04-stick-slip", "05-where-the-energy-goes" };
static const char *const typed[] = { "0",    "-1",   "1e9", "nan", "inf", "", "0x10", "2,5",
                                     "abc",  "1e-300", "12345678901234567890", "0.3", "  7 " };

static int gtk_blink_warnings; /* see main() */
static GString *warnings;      /* every other warning logged */

typedef struct {
  GRand *rand;
  char *tmp;
  int actions, exports;
} Monkey;

/* The n-th widget of a type in the visible page (n from the random stream). */
static GtkWidget *
random_widget(Monkey *m, GtkWidget *page, GType type)
{
  int n = 0;
  while (tl_gui_find_nth(page, type, NULL, n))
    n++;
  return n ? tl_gui_find_nth(page, type, NULL, g_rand_int_range(m->rand, 0, n)) : NULL;
}

static void
act(Monkey *m, Fixture *f)
{
  GtkWidget *win = GTK_WIDGET(f->win);
  GtkWidget *page = gtk_stack_get_visible_child(tlv_window_get_stack(f->win));
  switch (g_rand_int_range(m->rand, 0, 12)) {
  case 0:
    gtk_widget_activate_action(win, "win.show-page", "s",
                               pages[g_rand_int_range(m->rand, 0, G_N_ELEMENTS(pages))]);
    break;
  case 1:
  case 2: { /* a parameter anywhere in its range, often at an end */
    GtkWidget *row = random_widget(m, page, TLV_TYPE_PARAM_ROW);
    if (!row)
      break;
    GtkSpinButton *spin = tlv_param_row_get_spin(TLV_PARAM_ROW(row));
    GtkAdjustment *adj = gtk_spin_button_get_adjustment(spin);
    const double lo = gtk_adjustment_get_lower(adj), hi = gtk_adjustment_get_upper(adj);
    const int end = g_rand_int_range(m->rand, 0, 4);
    gtk_spin_button_set_value(spin, end == 0 ? lo : end == 1 ? hi
                                                 : g_rand_double_range(m->rand, lo, hi));
    break;
  }
  case 3: { /* typing into a field, then Enter */
    GtkWidget *text = random_widget(m, page, GTK_TYPE_TEXT);
    if (!text || !gtk_editable_get_editable(GTK_EDITABLE(text)))
      break;
    gtk_editable_set_text(GTK_EDITABLE(text),
                          typed[g_rand_int_range(m->rand, 0, G_N_ELEMENTS(typed))]);
    gtk_widget_activate(text);
    /* a person's typing leaves no selection behind: GTK 4.8's cursor blink
     * warns about one set from code ("unexpected blinking selection") */
    gtk_editable_select_region(GTK_EDITABLE(text), 0, 0);
    break;
  }
  case 4: {
    GtkWidget *dd = random_widget(m, page, GTK_TYPE_DROP_DOWN);
    if (!dd || !gtk_widget_is_sensitive(dd))
      break;
    GListModel *model = gtk_drop_down_get_model(GTK_DROP_DOWN(dd));
    const guint n = model ? g_list_model_get_n_items(model) : 0;
    if (n)
      gtk_drop_down_set_selected(GTK_DROP_DOWN(dd), (guint)g_rand_int_range(m->rand, 0, (gint)n));
    break;
  }
  case 5: {
    GtkWidget *check = random_widget(m, page, GTK_TYPE_CHECK_BUTTON);
    if (check && gtk_widget_is_sensitive(check))
      gtk_check_button_set_active(GTK_CHECK_BUTTON(check),
                                  !gtk_check_button_get_active(GTK_CHECK_BUTTON(check)));
    break;
  }
  case 6: {
    static const char *const actions[] = { "win.play-pause", "win.step", "win.reset",
                                           "win.reset-zoom", "win.toggle-panel" };
    gtk_widget_activate_action(win, actions[g_rand_int_range(m->rand, 0, G_N_ELEMENTS(actions))],
                               NULL);
    break;
  }
  case 7:
    tlv_window_set_presentation(f->win, g_rand_boolean(m->rand));
    break;
  case 8:
    gtk_window_set_default_size(GTK_WINDOW(win), g_rand_int_range(m->rand, 800, 1600),
                                g_rand_int_range(m->rand, 500, 1000));
    break;
  case 9:
    if (g_rand_boolean(m->rand))
      gtk_widget_activate_action(win, "win.builtin-preset", "s",
                                 presets[g_rand_int_range(m->rand, 0, G_N_ELEMENTS(presets))]);
    else if (g_rand_boolean(m->rand))
      gtk_widget_activate_action(win, "win.lesson", "s",
                                 lessons[g_rand_int_range(m->rand, 0, G_N_ELEMENTS(lessons))]);
    else
      gtk_widget_activate_action(win, g_rand_boolean(m->rand) ? "win.lesson-next" : "win.lesson-close",
                                 NULL);
    break;
  case 10: { /* the figure on screen, exported */
    GtkWidget *plot = random_widget(m, page, TLV_TYPE_PLOT);
    if (!plot)
      break;
    gpointer data;
    TlrDrawFunc draw = tlv_plot_get_draw_func(TLV_PLOT(plot), &data);
    const TlrFormat format = g_rand_boolean(m->rand) ? TLR_FORMAT_PNG : TLR_FORMAT_SVG;
    char *path = g_build_filename(m->tmp, format == TLR_FORMAT_PNG ? "f.png" : "f.svg", NULL);
    TlError err;
    TlrStyle style = tlr_style_light();
    if (draw && tlr_export(path, format, 640, 480, draw, data, &style, &err) == TL_OK)
      m->exports++;
    g_unlink(path);
    g_free(path);
    break;
  }
  default:
    gtk_widget_activate_action(win, "win.show-page", "s",
                               pages[g_rand_int_range(m->rand, 0, G_N_ELEMENTS(pages))]);
    break;
  }
  m->actions++;
}

static void
test_monkey(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Random input for a while: no crash, no GLib or GTK warning, the window draws");
  const char *s = g_getenv("TL_MONKEY_SECONDS");
  const double seconds = s ? g_ascii_strtod(s, NULL) : 20.0;
  const char *seed_env = g_getenv("TL_MONKEY_SEED");
  const guint32 seed = seed_env ? (guint32)g_ascii_strtoull(seed_env, NULL, 10)
                                : (guint32)(g_get_real_time() & 0xffffffff);
  g_printerr("monkey: seed %u (TL_MONKEY_SEED=%u replays), %g s\n", seed, seed, seconds);
  Monkey m = { g_rand_new_with_seed(seed), g_dir_make_tmp("tl-monkey-XXXXXX", NULL), 0, 0 };
  const gint64 end = g_get_monotonic_time() + (gint64)(seconds * G_USEC_PER_SEC);
  while (g_get_monotonic_time() < end) {
    act(&m, f);
    /* let it react: a few frames, now and then the workers' time */
    tl_gui_run_for(g_rand_int_range(m.rand, 0, 10) == 0 ? 0.3 : 0.03);
  }
  g_printerr("monkey: %d actions, %d exports, %d of GTK's blink warnings\n", m.actions,
             m.exports, gtk_blink_warnings);
  /* still responsive: the page on screen draws again */
  tlv_window_set_presentation(f->win, FALSE);
  gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", "hertz");
  tl_gui_run_for(0.5);
  GPtrArray *plots = g_ptr_array_new();
  tl_gui_collect_plots(gtk_stack_get_visible_child(tlv_window_get_stack(f->win)), plots);
  g_assert_cmpuint(plots->len, >, 0);
  TlvPlot *plot = plots->pdata[0];
  g_ptr_array_unref(plots);
  g_assert_true(tl_gui_wait_drawn(plot, 10.0));
  g_assert_cmpint(m.actions, >, 10);
  if (warnings->len)
    g_error("warnings during the run:\n%s", warnings->str);
  g_rmdir(m.tmp);
  g_free(m.tmp);
  g_rand_free(m.rand);
}

/* Every warning fails the run, but one: GTK 4.8's GtkText warns "unexpected
 * blinking selection" when its cursor blink finds a selection that text set
 * from code left (typing by hand does not), and removes it itself.  GTK logs
 * through the structured API, where a fatal warning cannot be let through,
 * so warnings are made non-fatal here, counted by the writer and checked at
 * the end; criticals stay fatal. */
static GLogWriterOutput
count_warnings(GLogLevelFlags level, const GLogField *fields, gsize n, gpointer data)
{
  if (level & G_LOG_LEVEL_WARNING) {
    const char *domain = NULL, *message = NULL;
    for (gsize i = 0; i < n; i++) {
      if (strcmp(fields[i].key, "GLIB_DOMAIN") == 0)
        domain = fields[i].value;
      else if (strcmp(fields[i].key, "MESSAGE") == 0)
        message = fields[i].value;
    }
    if (g_strcmp0(domain, "Gtk") == 0 && message && strstr(message, "unexpected blinking selection"))
      gtk_blink_warnings++;
    else
      g_string_append_printf(warnings, "%s: %s\n", domain ? domain : "?", message ? message : "?");
  }
  return g_log_writer_default(level, fields, n, data);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  warnings = g_string_new(NULL);
  g_log_set_always_fatal(G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_log_set_writer_func(count_warnings, NULL, NULL);
  tl_gui_add("/gui/monkey", test_monkey);
  return g_test_run();
}
