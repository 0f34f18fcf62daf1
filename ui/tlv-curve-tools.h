/* tlv-curve-tools.h — Pin, Clear and Sweep for a page's curve view.
 *
 * Pin keeps the current curve as a ghost under the live one; its legend says
 * how its parameters differ from the current ones (updated as they change).
 * Sweep steps one parameter over a range and computes a family of curves on a
 * worker thread, one member at a time, with a progress bar and Cancel; the
 * members appear as they finish, coloured in order with a legend (the
 * thesis's six-load figure).  The page supplies the curves through a small
 * class; the tools own the overlay the page's figure draws. */
#ifndef TLV_CURVE_TOOLS_H
#define TLV_CURVE_TOOLS_H

#include <gtk/gtk.h>

#include "tlr-overlay.h"
#include "tribo/contact.h"
#include "tribo/family.h"
#include "tribo/waveform.h"

G_BEGIN_DECLS

/* The case a curve belongs to. */
typedef struct {
  TlContactParams contact;
  TlWaveform wave; /* transient pages; unused by steady curves */
  double extra;    /* a page's own setting (the steady curve's creepage range [-]) */
} TlvCurveCase;

typedef struct {
  /* main thread: the case shown now, and (for Pin) its curve as copies
   * (g_malloc'd; return FALSE when there is nothing to pin yet) */
  void (*current_case)(gpointer page, TlvCurveCase *c);
  gboolean (*current_curve)(gpointer page, double **x, double **y, int *n);
  /* worker thread: the curve of member case c (g_malloc'd arrays) */
  TlStatus (*member)(const TlvCurveCase *c, double **x, double **y, int *n, TlError *err);
  /* the parameters a sweep may step (TL_FAMILY_*), TL_FAMILY_N_PARAMS-terminated */
  const TlFamilyParam *params;
} TlvCurveSource;

#define TLV_TYPE_CURVE_TOOLS (tlv_curve_tools_get_type())
G_DECLARE_FINAL_TYPE(TlvCurveTools, tlv_curve_tools, TLV, CURVE_TOOLS, GtkWidget)

/* Tools for page's curves (source's functions get page), called "what" in
 * the tooltips ("curve", "loop"); view is the plot that draws the overlay,
 * redrawn whenever the overlay changes. */
TlvCurveTools *tlv_curve_tools_new(const TlvCurveSource *source, gpointer page,
                                   const char *what, GtkWidget *view);

/* The overlay to hand to the figure (owned by the tools). */
const TlrOverlay *tlv_curve_tools_get_overlay(TlvCurveTools *tools);

/* Pin the current curve; FALSE when there is none. */
gboolean tlv_curve_tools_pin(TlvCurveTools *tools);
void tlv_curve_tools_clear(TlvCurveTools *tools);
/* Recompute the pins' labels against the current case (after a change). */
void tlv_curve_tools_relabel(TlvCurveTools *tools);

/* Start a sweep (as the popover's Run does); FALSE with err on bad input. */
gboolean tlv_curve_tools_sweep(TlvCurveTools *tools, TlFamilyParam param, double from,
                               double to, int count, TlError *err);
gboolean tlv_curve_tools_is_sweeping(TlvCurveTools *tools);
void tlv_curve_tools_cancel(TlvCurveTools *tools);

G_END_DECLS

#endif /* TLV_CURVE_TOOLS_H */
