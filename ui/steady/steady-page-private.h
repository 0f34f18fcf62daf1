/* steady-page-private.h — what the Steady rolling page and its helper files
 * (tlv-steady-models.c: the model choice and the study's spec;
 * tlv-steady-exact.c: the exact solves on the worker; tlv-steady-readout.c:
 * the read-out and the law's notes; tlv-steady-tools.c: Pin and Sweep;
 * tlv-steady-table.c: the creep-force table box) share, and nothing else
 * sees. */
#ifndef TLV_STEADY_PAGE_PRIVATE_H
#define TLV_STEADY_PAGE_PRIVATE_H

#include "tlv-steady-page.h"

#include "study-steady.h"
#include "tlr-figure-steady.h"
#include "tlv-job-bar.h"
#include "tlv-plot.h"
#include "tlv-steady-wheelrail.h"
#include "tlv-worker.h"

G_BEGIN_DECLS

#define BENCH_FRAMES 600 /* about ten seconds of frames */

struct _TlvSteadyPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *point_box;
  GtkWidget *case_box;
  GtkWidget *bound;
  GtkWidget *linear;
  GtkWidget *fastsim;
  GtkWidget *shen;
  GtkWidget *exact;
  GtkWidget *variant;
  GtkWidget *grid_box;
  GtkWidget *map_model;
  GtkWidget *field;
  GtkWidget *curve_box;
  GtkWidget *map_box;
  GtkWidget *readout;
  GtkWidget *message;
  GtkWidget *polach;
  GtkWidget *law_box;
  GtkWidget *speeds;
  GtkWidget *log_cx;
  GtkWidget *law_warning;
  GtkWidget *patch_source;
  GtkWidget *table;
  GtkWidget *table_open;
  GtkWidget *table_build;
  GtkWidget *table_label;
  TlvJobBar *table_bar;

  /* owned */
  TlvDocument *doc;
  TlvPlot *curve_plot;
  TlvCurveTools *tools;
  TlvPlot *map_plot;
  TlvPlot *mu_plot; /* local μ/μs beside the traction map, with a slip-speed law */
  TlvPlot *wear_plot;      /* Tγ/A against creepage over the wear regimes, Burstow below */
  TlvPlot *shakedown_plot; /* the shakedown map with the operating point */
  GtkWidget *curve_stack;  /* the traction curves, the wear regimes, the shakedown map */
  TlStudySteady *study;   /* shared (atomic reference) with an exact solve in flight */
  TlrSteadyFigure figure; /* what the plots draw: the study, the map's field, the pins */
  guint tick_id;
  TlvWorker *worker;  /* the exact solves, one at a time, off the main thread */
  gboolean solving;   /* a solve has the study's exact workspace, or one is being built */
  gboolean building;  /* the worker builds an exact workspace for the case */
  gboolean build_failed; /* it could not: the next update tries on its own (and says why) */
  gboolean stale;     /* an update waits for the solve in flight to stop */
  double exact_ms;    /* wall time of the exact solves since the last change [ms] */
  int exact_solves;   /* and their number */
  /* --benchmark: frame intervals while the page is shown, and the longest
   * time the page held the main thread in an update */
  guint bench_id;
  gint64 bench_last_us, bench_report_us;
  double bench_intervals[BENCH_FRAMES];
  guint bench_n, bench_head;
  double bench_update_max_ms;
  /* "Wheel–rail point" source: the chosen point's real patch rolled at this
   * page's creepages (tlv-steady-wheelrail.h) */
  TlvSteadyWheelrail *wheelrail;
  TlvPlot *wr_plot;      /* its view, made the first time the source is chosen */
  GtkWidget *maps;       /* the box of the maps */
  GtkWidget *load_row;   /* the case's F_N: the wheel-rail point has its own */
  /* the quick creep-force table, built on a worker of its own (the exact
   * solves' worker stays free for the curve) */
  TlvWorker *table_worker;
  /* a quick table that could not be written to the cache: said in the
   * message line for as long as the document holds that table */
  char *table_note;
  const TlTable *unsaved_table; /* compared only, never read */
  gboolean syncing; /* the model boxes are being set from the document */
};

/* tlv-steady-page.c: update the study from the document and the page's
 * choices now (or, while a solve holds the workspace, once it has stopped),
 * or on the next frame; TRUE while the map's source is the wheel-rail point
 * rather than the ellipse. */
void tlv_steady_update(TlvSteadyPage *page);
void tlv_steady_schedule_update(TlvSteadyPage *page);
gboolean tlv_steady_source_is_wheelrail(TlvSteadyPage *page);

/* The model boxes (tlv-steady-models.c): set from the document's [steady]
 * models, and their toggles written back to it; the study's spec from the
 * document and the page's choices, with the field and layer the map shows. */
void tlv_steady_models_sync(TlvSteadyPage *page);
void tlv_steady_models_bind(TlvSteadyPage *page);
TlStudySteadySpec tlv_steady_current_spec(TlvSteadyPage *page, TlrPatchField *field,
                                          TlrSteadyLayer *layer);

/* The exact solves (tlv-steady-exact.c): the page's worker for them (from
 * the page's init), the next pending solve handed to it while the page is on
 * screen, and a new workspace for params built on it. */
void tlv_steady_exact_init(TlvSteadyPage *page);
void tlv_steady_exact_start(TlvSteadyPage *page);
void tlv_steady_exact_build(TlvSteadyPage *page, const TlContactParams *params);

/* The read-out under the plots and the friction law's inline notes
 * (tlv-steady-readout.c), from the study as it is. */
void tlv_steady_update_readout(TlvSteadyPage *page);
void tlv_steady_update_law_warning(TlvSteadyPage *page);

/* Pin and Sweep for the page's curve view, the plot view (tlv-steady-tools.c). */
TlvCurveTools *tlv_steady_tools_new(TlvSteadyPage *page, GtkWidget *view);

/* The "Creep-force table" box (tlv-steady-table.c): its worker and job bar
 * (from the page's init), its buttons and label (once the page has its
 * document), the label again when the document's table changes, and the
 * worker's end when the page goes. */
void tlv_steady_table_init(TlvSteadyPage *page);
void tlv_steady_table_bind(TlvSteadyPage *page);
void tlv_steady_table_update_label(TlvSteadyPage *page);
void tlv_steady_table_release(TlvSteadyPage *page);
/* Say in the message line that the document's table is a quick table
 * that could not be saved, while it is (TRUE: said). */
gboolean tlv_steady_table_show_note(TlvSteadyPage *page);

G_END_DECLS

#endif /* TLV_STEADY_PAGE_PRIVATE_H */
