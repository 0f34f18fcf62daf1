/* test-gui-wheelset.c — the "Wheelset on track" page in the real window
 * under Xvfb: its plots draw, a slider moves the read-out to the study's
 * own numbers for the page's new spec (computed here again through the
 * study), the sweep's nonlinear critical speed arrives, and the top view's
 * animation advances. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "study-wheelset.h"
#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-plot.h"
#include "tlv-wheelset-page.h"
#include "tlv-window.h"

static gboolean
page_idle(gpointer data)
{
  return !tlv_wheelset_page_is_busy(data);
}

typedef struct {
  TlvWheelsetPage *page;
  const char *fragment;
} ReadoutWait;

static gboolean
readout_has(gpointer data)
{
  const ReadoutWait *w = data;
  return strstr(tlv_wheelset_page_get_readout(w->page), w->fragment) != NULL;
}

/* The study of spec, computed here. */
static TlStudyWheelset
computed(const TlStudyWheelsetSpec *spec)
{
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  TlError err;
  if (tl_study_wheelset_update(&s, spec, NULL, &err) != TL_OK)
    g_error("%s", err.message);
  return s;
}

static void
test_page(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The page draws, its read-out follows a slider to the study's values, the "
                 "sweep reports its nonlinear critical speed and the animation advances");
  TlvWheelsetPage *page =
      TLV_WHEELSET_PAGE(tl_gui_show_page(f, "wheelset", TLV_TYPE_WHEELSET_PAGE));
  g_assert_nonnull(page);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
  g_assert_null(tlv_wheelset_page_get_run_error(page));
  TlvPlot *plot = TLV_PLOT(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL));
  g_assert_true(tl_gui_wait_drawn(plot, 20.0));
  int pw, ph;
  guchar *px = tl_gui_render_plot(plot, &pw, &ph);
  int coloured = 0;
  for (int k = 0; k < pw * ph; k++)
    coloured += tl_gui_chroma(px + 4 * (gsize)k) > 40;
  g_free(px);
  g_assert_cmpint(coloured, >, 500); /* the path, the curves, the coloured root locus */

  /* the critical speed of the page's spec, at the read-out's digits */
  TlStudyWheelsetSpec spec = tlv_wheelset_page_get_spec(page);
  TlStudyWheelset s = computed(&spec);
  char *want = g_strdup_printf("Critical speed %.4g m/s", s.critical.speed);
  g_assert_nonnull(strstr(tlv_wheelset_page_get_readout(page), want));
  g_free(want);
  tl_study_wheelset_clear(&s);

  /* a stiffer yaw spring: the read-out moves to the new spec's critical
   * speed and to the damping of its least damped mode at the new speed */
  gtk_range_set_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_KPSI), 23.5);
  gtk_range_set_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_SPEED), 137.0);
  spec = tlv_wheelset_page_get_spec(page);
  tl_assert_rel(spec.params.kpsi, 23.5e6, 1e-12);
  s = computed(&spec);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  want = g_strdup_printf("Critical speed %.4g m/s", s.critical.speed);
  ReadoutWait w = {page, want};
  g_assert_true(tl_gui_iterate_until(readout_has, &w, 60.0));
  char *damping = g_strdup_printf("At 137 m/s the least damped mode has damping ratio %.3g",
                                  s.eigen_run[s.least_damped].damping_ratio);
  g_assert_nonnull(strstr(tlv_wheelset_page_get_readout(page), damping));
  g_free(damping);
  g_free(want);
  tl_study_wheelset_clear(&s);

  /* the sweep of the same spec: its nonlinear critical speed in the read-out */
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
  TlStudyWheelsetSpec sweep = tlv_wheelset_page_get_sweep_spec(page);
  s = computed(&sweep);
  if (isfinite(s.nonlinear_critical))
    want = g_strdup_printf("dies below %.4g m/s", s.nonlinear_critical);
  else
    want = g_strdup("no limit cycle in the sweep");
  g_assert_nonnull(strstr(tlv_wheelset_page_get_readout(page), want));
  g_free(want);
  tl_study_wheelset_clear(&s);

  /* the animation plays the run back */
  const double t0 = tlv_wheelset_page_get_time(page);
  tl_gui_run_for(0.5);
  g_assert_cmpfloat(tlv_wheelset_page_get_time(page), !=, t0);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/wheelset/page", test_page);
  return g_test_run();
}
