/* wheelrail-page-private.h — what the Wheel on rail page and its helper
 * files share, and nothing else sees: tlv-wheelrail-table.c (Δr(y) tabulated
 * on a worker), tlv-wheelrail-roll.c (the chosen patch rolled on a worker,
 * and its section of controls and plot), tlv-wheelrail-profiles.c (the
 * profiles the document names, the profile files and the built-in pair),
 * tlv-wheelrail-dropdowns.c (the drop-downs set from the document and
 * written back to it) and tlv-wheelrail-wear.c (the "Wear the profiles"
 * section). */
#ifndef TLV_WHEELRAIL_PAGE_PRIVATE_H
#define TLV_WHEELRAIL_PAGE_PRIVATE_H

#include "tlv-wheelrail-page.h"

#include "study-profile-wear.h"
#include "study-wheelrail.h"
#include "tlv-job-bar.h"
#include "tlv-plot.h"

G_BEGIN_DECLS

struct _TlvWheelrailPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *panel;
  GtkWidget *shift_box;
  GtkWidget *profiles_label;
  GtkWidget *wheel_file;
  GtkWidget *rail_file;
  GtkWidget *builtin;
  GtkWidget *inclination;
  GtkWidget *roll;
  GtkWidget *track_box;
  GtkWidget *method;
  GtkWidget *side;
  GtkWidget *load_box;
  GtkWidget *assumptions;
  GtkWidget *warning;
  GtkWidget *plot_box;
  GtkWidget *lower_box;
  GtkWidget *readout;

  /* built in code */
  GtkWidget *point, *model;
  TlvDocument *doc;   /* the page's parameters live there (presets, the session) */
  gboolean syncing;   /* the drop-downs are being set from the document */
  gboolean refused;   /* a profile the document names was not applied: keep saying so */
  /* owned */
  TlvPlot *section_plot, *curves_plot, *conicity_plot, *patch_plot, *roll_plot;
  TlStudyWheelrailRoll rolled; /* the last rolled patch (stays on screen until the next) */
  TlvWorker *roll_worker;  /* "Roll this patch": FASTSIM or the exact model */
  TlStudyWheelrail study;
  TlPresetWheelrail spec; /* the last one applied */
  gboolean table_due;    /* the wheelset changed: Δr(y) to be tabulated */
  guint tick_id;
  TlvWorker *worker;     /* tabulates Δr(y): seconds of contact searches, off the frames */

  /* "Wear the profiles": a run of study-profile-wear on its own worker */
  GtkWidget *wear_passes, *wear_sigma, *wear_law, *wear_run, *wear_back, *wear_save_wheel,
    *wear_save_rail, *wear_readout;
  TlvJobBar *wear_bar;
  TlvWorker *wear_worker;
  TlStudyProfileWear *worn; /* the last finished run while its profiles are shown, else NULL */
  /* while worn profiles are shown: the study of the new ones, as it was when
   * they wore (its section follows the shift; drawn dashed for comparison) */
  TlStudyWheelrail before;
  /* the names of the new profiles the shown worn ones came from */
  char new_wheel[sizeof((TlPresetWheelrail *)0)->wheel];
  char new_rail[sizeof((TlPresetWheelrail *)0)->rail];
};

/* The page's own (tlv-wheelrail-page.c): a refused edit said in the warning
 * line; recompute on the next frame (Δr(y) when table_due, the read-out, the
 * plots); the read-out and the plots from the study as it is; the creepage,
 * spin and friction rows of the rolled patch (the page's fields) appended to
 * box. */
void tlv_wheelrail_show_refusal(TlvWheelrailPage *self, const char *what, const TlError *err);
void tlv_wheelrail_schedule(TlvWheelrailPage *self);
void tlv_wheelrail_update_readout(TlvWheelrailPage *self);
void tlv_wheelrail_redraw(TlvWheelrailPage *self);
void tlv_wheelrail_roll_rows_append(TlvWheelrailPage *self, GtkWidget *box);

/* Δr(y) (tlv-wheelrail-table.c): the page's worker for it (from the page's
 * init), and a table of the page's wheelset and profiles handed to it. */
void tlv_wheelrail_table_init(TlvWheelrailPage *self);
void tlv_wheelrail_table_submit(TlvWheelrailPage *self);

/* "Roll this patch" (tlv-wheelrail-roll.c): the page's worker for it (from
 * the page's init), the chosen patch handed to it at the document's
 * creepages, and the contact-point and model drop-downs, the section of
 * controls under the load and the rolled patch's plot. */
void tlv_wheelrail_roll_init(TlvWheelrailPage *self);
void tlv_wheelrail_roll_submit(TlvWheelrailPage *self);
void tlv_wheelrail_roll_build(TlvWheelrailPage *self);

/* The profiles (tlv-wheelrail-profiles.c): those the document names opened
 * and applied (from its "changed"), and the buttons that load a profile file
 * or take the built-in pair again. */
void tlv_wheelrail_profiles_from_document(TlvWheelrailPage *self);
void tlv_wheelrail_profiles_bind(TlvWheelrailPage *self);

/* The drop-downs (tlv-wheelrail-dropdowns.c): one made of N_()-marked items,
 * with its accessible name and tip; all of them set from the document; and
 * an edit of any written back to it (once the roll section made its own). */
GtkWidget *tlv_wheelrail_drop_down(const char *const *items, const char *name, const char *tip);
void tlv_wheelrail_dropdowns_sync(TlvWheelrailPage *self);
void tlv_wheelrail_dropdowns_bind(TlvWheelrailPage *self);

/* "Wear the profiles" (tlv-wheelrail-wear.c): the section at the foot of
 * the controls, its worker's result, and back to the new profiles. */
void tlv_wheelrail_wear_build(TlvWheelrailPage *self);
void tlv_wheelrail_wear_result_free(gpointer data);
void tlv_wheelrail_wear_restore(TlvWheelrailPage *self);

G_END_DECLS

#endif /* TLV_WHEELRAIL_PAGE_PRIVATE_H */
