/* tl-test-gui.h — what the GUI tests share: a window on a fresh document,
 * running the main loop until something happens, finding widgets in the
 * window's tree and rendering a plot into pixels. */
#ifndef TL_TEST_GUI_H
#define TL_TEST_GUI_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tlv-live.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-window.h"

/* What every GUI test's main() does first: GTK in test mode, settings in
 * memory (the file chooser stores some; no dconf), GSL's aborting handler
 * off, the window's resources registered. */
void tl_gui_test_init(int *argc, char ***argv);

typedef struct {
  TlvDocument *doc;
  TlvWindow *win;
} Fixture;

/* A window (not attached to an application) on a new document, presented. */
void tl_gui_fixture_setup(Fixture *f, gconstpointer data);
/* Destroy the window and the document and let GTK finish with them. */
void tl_gui_fixture_teardown(Fixture *f, gconstpointer data);
/* Add a test case that runs in that window; the _teardown form for a test
 * whose teardown waits for its page first, then calls the one above. */
#define tl_gui_add(path, func) tl_gui_add_teardown((path), (func), tl_gui_fixture_teardown)
#define tl_gui_add_teardown(path, func, teardown)                                              \
  g_test_add((path), Fixture, NULL, tl_gui_fixture_setup, (func), (teardown))

/* Dispatch every event the main loop has ready, without waiting for more. */
void tl_gui_run_pending(void);

/* Run the main loop until cond(data) or `seconds` pass; return cond(data).
 * Worker threads and frame clocks need real time, and a sanitizer build is
 * several times slower than a release one: give generous limits. */
gboolean tl_gui_iterate_until(gboolean (*cond)(gpointer), gpointer data, double seconds);

/* Run the main loop for `seconds`, whatever happens: time for a resize, a
 * layout or random input to settle. */
void tl_gui_run_for(double seconds);

/* Ask the plot to draw and run the main loop until it has drawn once more
 * (at most `seconds`); TRUE when it did. */
gboolean tl_gui_wait_drawn(TlvPlot *plot, double seconds);

/* Run the main loop until the live run's clock has reached t [s] (t or
 * later) or, _past, gone beyond it (later than t), at most `seconds`; TRUE
 * when it did. */
gboolean tl_gui_wait_live_reached(TlvLive *live, double t, double seconds);
gboolean tl_gui_wait_live_past(TlvLive *live, double t, double seconds);

/* A text a page shows, to wait on: its read-out (a wrapper of
 * tlv_<name>_page_get_readout) or another. */
typedef const char *(*TlGuiText)(gpointer page);

/* Run the main loop until text(page) holds `fragment` or `seconds` pass;
 * TRUE when it does. */
gboolean tl_gui_wait_text(TlGuiText text, gpointer page, const char *fragment, double seconds);

/* Conditions for tl_gui_iterate_until on a TlvWorker: a finished run is
 * held back; a run is in flight or waiting; none is. */
gboolean tl_gui_worker_held(gpointer worker);
gboolean tl_gui_worker_busy(gpointer worker);
gboolean tl_gui_worker_idle(gpointer worker);

/* Show the window's page `name` and return it (a widget of `type`). */
GtkWidget *tl_gui_show_page(Fixture *f, const char *name, GType type);

/* Depth first: the n-th (from 0) widget of a type below w, or of the
 * parameter rows the one whose accessible name is row_name. */
GtkWidget *tl_gui_find_nth(GtkWidget *w, GType type, const char *row_name, int n);
GtkWidget *tl_gui_find(GtkWidget *w, GType type, const char *row_name);
/* Append every TlvPlot of a widget tree to out, depth first (hidden ones too). */
void tl_gui_collect_plots(GtkWidget *w, GPtrArray *out);
/* How far the scrolled window around w can scroll (0: all of it in view). */
double tl_gui_scroll_room(GtkWidget *w);
/* Ask for a window of w × h and run the main loop until it has that size
 * (within 40 px below: the window manager's frame), at most 10 s; TRUE when
 * it does. */
gboolean tl_gui_resize(TlvWindow *win, int w, int h);
/* A button, a check button by its label; a drop-down with an item `item`. */
GtkWidget *tl_gui_find_button(GtkWidget *w, const char *label);
GtkWidget *tl_gui_find_check_button(GtkWidget *w, const char *label);
GtkWidget *tl_gui_find_drop_down(GtkWidget *w, const char *item);
/* A label by its text: the first whose text contains `part`, shown or not;
 * the first visible one whose text starts with `prefix` (a banner on
 * screen now). */
GtkWidget *tl_gui_find_label(GtkWidget *w, const char *part);
GtkWidget *tl_gui_find_shown_label(GtkWidget *w, const char *prefix);

/* Type `text` into a spin button and press Enter, as a user would: its text
 * child activates and the spin button reads the text; _row types into a
 * parameter row's number field after giving it the focus. */
void tl_gui_type_into_spin(GtkSpinButton *spin, const char *text);
void tl_gui_type_into_row(TlvParamRow *row, const char *text);

/* What the plot widget shows once it has drawn, rendered through the window's
 * renderer: RGBA pixels (g_free) of *w × *h. */
guchar *tl_gui_render_plot(TlvPlot *plot, int *w, int *h);

/* Max minus min of a pixel's R, G, B: the data lines and heat maps are
 * saturated, frames, grids and text grey. */
int tl_gui_chroma(const guchar *rgba);

/* How many pixels of the plot, rendered as tl_gui_render_plot does, have a
 * chroma above min_chroma: the data lines and heat maps drawn. */
long tl_gui_coloured_pixels(TlvPlot *plot, int min_chroma);

#endif /* TL_TEST_GUI_H */
