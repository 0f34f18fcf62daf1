/* tlv-transient-layout.c — the Transient rolling page's plots: the map, the
 * loop and the series of one model, or in compare mode both maps across the
 * top with the overlaid loops and series below (titles, draw functions,
 * export names and the live loop's time budget follow the mode); their
 * minimum heights, and the read-out fitted into the height they leave. */
#include "tlv-i18n.h"
#include "transient-page-private.h"

#include <math.h>

/* Solver time per frame [ms]: the brush needs little; the exact solver gets
 * more of a 60 Hz frame (drawing the views takes a few ms of the rest). */
#define BUDGET_BRUSH_MS 8.0
#define BUDGET_EXACT_MS 11.0

/* Put a plot into a box (the same three plots serve both layouts, so the
 * export dialog always lists what is on screen). */
static void
move_plot(TlvPlot *plot, GtkWidget *box)
{
  GtkWidget *w = GTK_WIDGET(plot), *parent = gtk_widget_get_parent(w);
  if (parent == box)
    return;
  g_object_ref(w);
  if (parent)
    gtk_box_remove(GTK_BOX(parent), w);
  gtk_box_append(GTK_BOX(box), w);
  g_object_unref(w);
}

static void set_plot_minimums(TlvTransientPage *self);

/* The views of the run's mode: one model's map, loop and series, or both
 * maps across the top with the overlaid loops and series below. */
void
tlv_transient_apply_layout(TlvTransientPage *self)
{
  const gboolean cmp = self->run.mode == TL_PRESET_MODEL_COMPARE;
  const gboolean exact = self->run.mode == TL_PRESET_MODEL_EXACT;
  gpointer fig = tlv_transient_run_figure(&self->run);
  move_plot(self->map_plot, cmp ? self->compare_map_box : self->map_box);
  move_plot(self->loop_plot, cmp ? self->compare_loop_box : self->loop_box);
  move_plot(self->series_plot, cmp ? self->compare_series_box : self->series_box);
  gtk_stack_set_visible_child_name(GTK_STACK(self->layout), cmp ? "compare" : "single");
  tlv_plot_set_draw_func(self->map_plot,
                         cmp ? tlr_compare_draw_maps : tlr_transient_draw_patch, fig);
  tlv_plot_set_draw_func(self->loop_plot, cmp ? tlr_compare_draw_loops : tlr_transient_draw_loop,
                         fig);
  tlv_plot_set_draw_func(self->series_plot,
                         cmp ? tlr_compare_draw_series : tlr_transient_draw_timeseries, fig);
  tlv_plot_set_title(self->map_plot, cmp     ? _("Contact patches: brush model and exact theory")
                                     : exact ? _("Contact patch: exact-theory traction")
                                             : _("Contact patch: brush traction"));
  tlv_plot_set_title(self->loop_plot, cmp ? _("Hysteresis: brush and exact, f versus creepage")
                                          : _("Hysteresis: f versus creepage"));
  tlv_plot_set_title(self->series_plot, cmp ? _("Creepage and traction versus time, both models")
                                            : _("Creepage and traction versus time"));
  tlv_plot_set_export_name(self->map_plot, cmp ? "patches-compare" : "patch");
  tlv_plot_set_export_name(self->loop_plot, cmp ? "hysteresis-compare" : "hysteresis");
  tlv_plot_set_export_name(self->series_plot, cmp ? "timeseries-compare" : "timeseries");
  tlv_live_set_budget_ms(self->live, self->run.mode == TL_PRESET_MODEL_BRUSH ? BUDGET_BRUSH_MS
                                                                           : BUDGET_EXACT_MS);
  set_plot_minimums(self);
}

/* ---- the read-out's height ---------------------------------------------------------- */

/* The map and the loop hold a read-out box or legend band under their data,
 * the series its legend band: on a small screen the view scrolls rather than
 * squash them.  At normal text size these minimums fit the single layout at
 * 1024 × 600 with three lines of read-out under it (fit_readout); their ratio
 * 6:5 is what the paned splits a larger page by (as it was with 240 and 200)
 * and 180 keeps the series' data readable at 960 × 540 (test-gui-layout).
 * The comparison puts the overlaid loops beside the series under the two
 * maps: the loops need more height for their two-run note and legend (232),
 * the wide ellipses less (176, the least that keeps a map's title clear of
 * its edge label); the two rows ask 12 px more than the single layout's,
 * which 1024 × 600 still has (test-gui-transient-live checks it).
 * Presentation mode's larger text needs room in proportion. */
static void
set_plot_minimums(TlvTransientPage *self)
{
  const double s = tlv_plot_get_font_scale(self->map_plot);
  const gboolean cmp = self->run.mode == TL_PRESET_MODEL_COMPARE;
  gtk_widget_set_size_request(GTK_WIDGET(self->map_plot), -1,
                              (int)lround((cmp ? 176.0 : 216.0) * s));
  gtk_widget_set_size_request(GTK_WIDGET(self->loop_plot), -1,
                              (int)lround((cmp ? 232.0 : 216.0) * s));
  gtk_widget_set_size_request(GTK_WIDGET(self->series_plot), -1, (int)lround(180.0 * s));
}

/* The plots keep their minimum height and the read-out takes the whole
 * lines that fit in the rest (tlv_page_fit_readout). */
static gboolean
fit_readout(gpointer data)
{
  TlvTransientPage *self = data;
  self->fit_id = 0;
  GtkWidget *plots = gtk_stack_get_visible_child(GTK_STACK(self->layout));
  if (!plots || !gtk_widget_get_mapped(self->readout_scroll))
    return G_SOURCE_REMOVE;
  set_plot_minimums(self); /* presentation mode may have changed the text size */
  tlv_page_fit_readout(plots, gtk_widget_get_width(self->layout), self->plots_scroll,
                       self->readout_scroll, self->readout);
  return G_SOURCE_REMOVE;
}

/* Either area changed size (or its content did): fit once the layout is
 * done, not inside it. */
static void
on_area_changed(GtkAdjustment *adj, TlvTransientPage *self)
{
  (void)adj;
  if (!self->fit_id)
    self->fit_id = g_idle_add(fit_readout, self);
}

static TlvPlot *
add_plot(GtkWidget *box, const char *title, const char *name, TlrDrawFunc draw, gpointer data)
{
  TlvPlot *plot = tlv_plot_new(title, draw, data);
  tlv_plot_set_export_name(plot, name);
  /* each plot's CSV is the run's rows (both runs' in a comparison), as
   * export --view patch|hysteresis|timeseries|compare --csv writes them */
  tlv_plot_set_csv_func(plot, tlr_transient_write_csv);
  gtk_box_append(GTK_BOX(box), GTK_WIDGET(plot));
  return plot;
}

/* The three plots in the single layout, drawn from the run's study; titles
 * and functions follow the model (tlv_transient_apply_layout). */
void
tlv_transient_add_plots(TlvTransientPage *self)
{
  self->map_plot = add_plot(self->map_box, _("Contact patch: brush traction"), "patch",
                            tlr_transient_draw_patch, &self->run.view);
  self->loop_plot = add_plot(self->loop_box, _("Hysteresis: f versus creepage"), "hysteresis",
                             tlr_transient_draw_loop, &self->run.view);
  self->series_plot = add_plot(self->series_box, _("Creepage and traction versus time"), "timeseries",
                               tlr_transient_draw_timeseries, &self->run.view);
  set_plot_minimums(self);
  /* the read-out takes what the plots leave (fit_readout) */
  g_signal_connect(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(self->plots_scroll)),
                   "changed", G_CALLBACK(on_area_changed), self);
  g_signal_connect(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(self->readout_scroll)),
                   "changed", G_CALLBACK(on_area_changed), self);
}
