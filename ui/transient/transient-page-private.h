/* transient-page-private.h — what the Transient rolling page and its helper
 * files share, and nothing else sees: tlv-transient-controls.c (the control
 * panel's rows and lists, a creepage table file, the creep-force table's
 * check), tlv-transient-loop.c (the run started, changed and stepped each
 * frame), tlv-transient-layout.c (the plots in one model's layout or in
 * compare mode, and the read-out's height under them) and
 * tlv-transient-tools.c (Pin and Sweep). */
#ifndef TLV_TRANSIENT_PAGE_PRIVATE_H
#define TLV_TRANSIENT_PAGE_PRIVATE_H

#include "tlv-transient-page.h"

#include "tlv-plot.h"
#include "tlv-transient-law-note.h"

G_BEGIN_DECLS

struct _TlvTransientPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *model;
  GtkWidget *model_note;
  GtkWidget *main_box;
  GtkWidget *waveform;
  GtkWidget *periodic_box;
  GtkWidget *step_box;
  GtkWidget *constant_box;
  GtkWidget *table_box;
  GtkWidget *table_label;
  GtkWidget *rolling_box;
  GtkWidget *bound;
  GtkWidget *init;
  GtkWidget *playback_box;
  GtkWidget *field;
  GtkWidget *play_button;
  GtkWidget *time_label;
  GtkWidget *layout;
  GtkWidget *map_box;
  GtkWidget *loop_box;
  GtkWidget *series_box;
  GtkWidget *compare_map_box;
  GtkWidget *compare_loop_box;
  GtkWidget *compare_series_box;
  GtkWidget *plots_scroll;
  GtkWidget *readout_scroll;
  GtkWidget *readout;
  GtkWidget *message;
  GtkWidget *sample_warning;
  GtkWidget *sample_warning_label;
  GtkWidget *use_finer_grid;
  GtkWidget *table_check; /* the creep-force table's steady curve under the loop */

  /* owned */
  TlvDocument *doc;
  TlvLive *live;
  TlvPlot *map_plot, *loop_plot, *series_plot;
  TlvCurveTools *tools;
  TlPresetModel mode; /* chosen in the Model list; the run follows at Reset */
  TlvTransientRun run;
  TlvTransientLawNote law_note; /* the brush's stability with a falling law */
  guint tick_id;
  gboolean resume_on_map; /* was playing when another page was shown */
  guint pending;       /* TLV_CHANGED_* bits not yet applied to the run */
  int finer_mx;        /* the grid the sampling warning's button sets (0: none) */
  guint fit_id;        /* the read-out's height is to be fitted (tlv-transient-layout.c) */
};

/* tlv-transient-page.c: the page's message line (err NULL hides it), and the
 * read-out and the plots drawn again from the run as it is. */
void tlv_transient_show_message(TlvTransientPage *page, const char *prefix, const TlError *err);
void tlv_transient_redraw(TlvTransientPage *page);

/* The control panel (tlv-transient-controls.c): its template callback; its
 * rows and lists built and bound (once the page has its document); the
 * lists set from the document; the creep-force table's check added under
 * the plots' controls, set from the window's table (again when it changes),
 * and the table it asks the loop to draw (NULL: none). */
void tlv_transient_controls_setup_class(GtkWidgetClass *widget_class);
void tlv_transient_controls_build(TlvTransientPage *page);
void tlv_transient_controls_bind(TlvTransientPage *page);
void tlv_transient_sync_controls(TlvTransientPage *page);
void tlv_transient_table_check_bind(TlvTransientPage *page);
void tlv_transient_sync_table_check(TlvTransientPage *page);
const TlTable *tlv_transient_table_shown(TlvTransientPage *page);

/* The run loop (tlv-transient-loop.c): the page's TlvLive that steps the run
 * each frame; the run started afresh from the document in the chosen mode
 * (FALSE: the message line says why); what a frame shows after the live
 * loop advanced, and the tick that shows changes made while paused. */
void tlv_transient_loop_init(TlvTransientPage *page);
gboolean tlv_transient_rebuild(TlvTransientPage *page);
void tlv_transient_on_advanced(TlvLive *live, TlvTransientPage *page);
void tlv_transient_on_tick(gpointer page);

/* The plots (tlv-transient-layout.c): made in the single layout, then put
 * in the layout of the run's mode with its titles and draw functions; their
 * minimum heights, and the read-out fitted under them. */
void tlv_transient_add_plots(TlvTransientPage *page);
void tlv_transient_apply_layout(TlvTransientPage *page);

/* Pin and Sweep for the page's loop view, the plot view (tlv-transient-tools.c). */
TlvCurveTools *tlv_transient_tools_new(TlvTransientPage *page, GtkWidget *view);

G_END_DECLS

#endif /* TLV_TRANSIENT_PAGE_PRIVATE_H */
