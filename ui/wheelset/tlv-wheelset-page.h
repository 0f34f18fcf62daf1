/* tlv-wheelset-page.h — the "Wheelset on track" page: a wheelset on its
 * lateral and yaw springs rolling on cones or on the S1002/60E1 pair, with
 * parameter rows for the speed, the conicity, the two stiffnesses, μ and the
 * run (its duration, start shift and, on cones, flangeway clearance); the top
 * view of its path (animated), y(t) and ψ(t), the root locus and the
 * bifurcation diagram (tlr-figure-wheelset.h), and the read-outs of the
 * critical speed, its frequency and wavelength and the damping of the least
 * damped mode.  The run and the root locus go to one worker, the slower
 * bifurcation sweep to another, so the read-outs follow a slider at once. */
#ifndef TLV_WHEELSET_PAGE_H
#define TLV_WHEELSET_PAGE_H

#include <gtk/gtk.h>

#include "study-wheelset.h"
#include "tlv-document.h"
#include "tlv-page.h"
#include "tlv-param-row.h"

G_BEGIN_DECLS

#define TLV_TYPE_WHEELSET_PAGE (tlv_wheelset_page_get_type())
TLV_DECLARE_PAGE(TlvWheelsetPage, tlv_wheelset_page, TLV, WHEELSET_PAGE)

/* The parameter rows, in the order of the panel. */
typedef enum {
  TLV_WS_SLIDER_SPEED,    /* m/s */
  TLV_WS_SLIDER_CONICITY, /* - */
  TLV_WS_SLIDER_KY,       /* MN/m */
  TLV_WS_SLIDER_KPSI,     /* MN·m/rad */
  TLV_WS_SLIDER_MU,       /* - */
  TLV_WS_SLIDER_DURATION, /* s */
  TLV_WS_SLIDER_Y0,       /* mm */
  TLV_WS_SLIDER_FLANGE,   /* mm, cones */
  TLV_WS_N_SLIDERS
} TlvWsSlider;

/* A row's slider (its typed entry is tlv_wheelset_page_get_row's). */
GtkRange *tlv_wheelset_page_get_slider(TlvWheelsetPage *page, TlvWsSlider which);
TlvParamRow *tlv_wheelset_page_get_row(TlvWheelsetPage *page, TlvWsSlider which);
/* The spec the page's next (or last) run computes, the run's own and the
 * sweep's (tests compute it again through the study). */
TlStudyWheelsetSpec tlv_wheelset_page_get_spec(TlvWheelsetPage *page);
TlStudyWheelsetSpec tlv_wheelset_page_get_sweep_spec(TlvWheelsetPage *page);
/* The run's time the top view shows [s] (the animation moves it). */
double tlv_wheelset_page_get_time(TlvWheelsetPage *page);
/* TRUE while a run or sweep is scheduled, in flight or waiting. */
gboolean tlv_wheelset_page_is_busy(TlvWheelsetPage *page);
/* The message of a failed run (NULL when the last run succeeded). */
const char *tlv_wheelset_page_get_run_error(TlvWheelsetPage *page);

G_END_DECLS

#endif /* TLV_WHEELSET_PAGE_H */
