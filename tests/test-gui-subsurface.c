/* test-gui-subsurface.c — the "Below the surface" page in the real window
 * under Xvfb: Alt+7's action shows it, the worker computes both sections,
 * the read-out reports the maxima, the heat maps are drawn, and the source
 * and μ move the maximum from below the surface to the surface; the depth
 * profile follows a click on the x–z section and agrees with the core's line;
 * a long run shows the job bar with the study's progress, and its Cancel keeps
 * the previous result, which the read-out then says is not the case on screen. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-subsurface-page.h"
#include "tlv-transient-page.h"
#include "tlv-window.h"
#include "tribo/units.h"

static gboolean
page_idle(gpointer page)
{
  return !tlv_subsurface_page_is_busy(page) && *tlv_subsurface_page_get_readout(page);
}

static GtkWidget *
show_page(Fixture *f)
{
  GtkWidget *page = tl_gui_show_page(f, "subsurface", TLV_TYPE_SUBSURFACE_PAGE);
  g_assert_true(gtk_stack_get_visible_child(tlv_window_get_stack(f->win)) == page);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  return page;
}

static void
fixture_teardown(Fixture *f, gconstpointer data)
{
  GtkWidget *page = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_SUBSURFACE_PAGE, NULL);
  tl_gui_iterate_until(page_idle, page, 60); /* no worker outlives the test */
  tl_gui_fixture_teardown(f, data);
}

static void
set_mu(Fixture *f, double mu)
{
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mu = mu;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
}

static void
test_page(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Below the surface: both sections drawn, the maximum below the surface "
                 "without friction and on it in full slip at mu = 0.4");
  GtkWidget *page = show_page(f);
  /* frictionless Hertz (the default source): the maximum lies below the surface */
  const char *text = tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(page));
  g_assert_nonnull(strstr(text, "x–z"));
  g_assert_nonnull(strstr(text, "y–z"));
  g_assert_nonnull(strstr(text, "at z = "));
  g_assert_null(strstr(text, "at the surface"));
  for (int k = 0; k < 2; k++) {
    GtkWidget *plot = tl_gui_find_nth(page, TLV_TYPE_PLOT, NULL, k);
    g_assert_nonnull(plot);
    g_assert_cmpint(tl_gui_coloured_pixels(TLV_PLOT(plot), 60), >, 2000);
  }
  /* full slip at mu = 0.4: the x-z maximum reaches the surface */
  GtkWidget *source = tl_gui_find_drop_down(page, "Full slip, τ = μp");
  g_assert_nonnull(source);
  set_mu(f, 0.4);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(source), 1);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  text = tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(page));
  g_assert_nonnull(strstr(text, "slide"));
  g_assert_nonnull(strstr(text, "at the surface"));
  /* mu = 0.2: back below */
  set_mu(f, 0.2);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  text = tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(page));
  g_assert_null(strstr(text, "at the surface"));
}

/* The sliding preset switches the page's source and measure through the document. */
static void
test_preset(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The sliding preset opens the page in full slip with the maximum on the surface");
  GtkWidget *page = show_page(f);
  char *path = g_build_filename(g_getenv("TL_PRESETS"), "15-subsurface-sliding.ini", NULL);
  TlError err;
  g_assert_true(tlv_window_open_preset(f->win, path, &err));
  g_free(path);
  g_assert_cmpint(tlv_document_get_subsurface(f->doc)->source, ==, TL_FIELD_SLIDE);
  GtkWidget *source = tl_gui_find_drop_down(page, "Full slip, τ = μp");
  g_assert_cmpuint(gtk_drop_down_get_selected(GTK_DROP_DOWN(source)), ==, 1);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  const char *text = tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(page));
  g_assert_nonnull(strstr(text, "slide"));
  g_assert_nonnull(strstr(text, "at the surface"));
}

/* The core's line nearest (x, y), and where it lies. */
static TlSection
core_line(const TlStudySubsurface *xz, double x, double y)
{
  const TlSection *sec = &xz->sec;
  TlSection line = {0};
  TlError err;
  g_assert_cmpint(tl_subsurface_line(&xz->field, sec->body, x, y, sec->depth[sec->n_depth - 1],
                                     sec->n_depth, &line, &err),
                  ==, TL_OK);
  return line;
}

/* The profile on screen is tl_subsurface_line's for the section's field at the line's x and
 * the section's y, sample for sample (the study's own line, as drawn).  The core computes a
 * line only through cell centres; where the point lies between centres (x = 0 or y = 0 on an
 * even grid) the profile is the bilinear blend of the lines at the neighbouring centres. */
static void
assert_profile_is_line(TlvSubsurfacePage *page)
{
  const TlStudySubsurface *xz = tlv_subsurface_page_get_study(page);
  g_assert_nonnull(xz);
  const TlSection *dp = &xz->profile;
  g_assert_cmpint(xz->has_cross, ==, 1);
  const TlSection *sec = &xz->sec;
  g_assert_cmpfloat(dp->at, ==, sec->at);
  const double dx = xz->field.grid.dx, dy = xz->field.grid.dy;
  TlSection c00 = core_line(xz, dp->line_x, dp->at);
  const double ox = dp->line_x - c00.line_x, oy = dp->at - c00.at;
  const double wx = fabs(ox) / dx, wy = fabs(oy) / dy; /* the far centres' weights */
  g_assert_cmpfloat(wx, <=, 0.5 + 1e-9);
  g_assert_cmpfloat(wy, <=, 0.5 + 1e-9);
  const double x1 = c00.line_x + copysign(dx, ox), y1 = c00.at + copysign(dy, oy);
  TlSection c10 = core_line(xz, x1, c00.at), c01 = core_line(xz, c00.line_x, y1);
  TlSection c11 = core_line(xz, x1, y1);
  g_assert_cmpint(dp->n_depth, ==, c00.n_depth);
  for (int l = 0; l < dp->n_depth; l++) {
    g_assert_cmpfloat(dp->depth[l] / TL_UNIT_MM, ==, c00.depth[l] / TL_UNIT_MM);
    const TlStress *s[4] = { &c00.s[l], &c10.s[l], &c01.s[l], &c11.s[l] };
    const double w[4] = { (1 - wx) * (1 - wy), wx * (1 - wy), (1 - wx) * wy, wx * wy };
    TlStress want = { 0 };
    for (int q = 0; q < 4; q++) {
      want.sxx += w[q] * s[q]->sxx;
      want.syy += w[q] * s[q]->syy;
      want.sdd += w[q] * s[q]->sdd;
      want.sxy += w[q] * s[q]->sxy;
      want.sxd += w[q] * s[q]->sxd;
      want.syd += w[q] * s[q]->syd;
    }
    const double got = tl_stress_measure(&dp->s[l], xz->spec.view.measure);
    const double ref = tl_stress_measure(&want, xz->spec.view.measure);
    g_assert_cmpfloat(fabs(got - ref), <=, 1e-9 * fmax(fabs(ref), 1.0));
  }
  tl_section_clear(&c00);
  tl_section_clear(&c10);
  tl_section_clear(&c01);
  tl_section_clear(&c11);
  /* the x–z section marks the line where it is */
  const TlrSubsurfaceSection *view = tlv_subsurface_page_get_section(page, 0);
  g_assert_true(isfinite(tlr_subsurface_line_along(view)));
  g_assert_cmpfloat(tlr_subsurface_line_along(view), ==, dp->line_x);
}

/* The widget's first gesture of a type. */
static GtkGesture *
find_gesture(GtkWidget *w, GType type)
{
  GListModel *list = gtk_widget_observe_controllers(w);
  GtkGesture *found = NULL;
  for (guint i = 0; i < g_list_model_get_n_items(list) && !found; i++) {
    GObject *c = g_list_model_get_item(list, i);
    if (G_TYPE_CHECK_INSTANCE_TYPE(c, type))
      found = GTK_GESTURE(c);
    g_object_unref(c); /* the widget keeps it */
  }
  g_object_unref(list);
  return found;
}

static void
test_profile(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Depth profile: the core's line sample for sample, through the frictionless "
                 "maximum by default, moved by a click on the x–z section to the x its mapping "
                 "gives, and kept there when mu changes");
  TlvSubsurfacePage *page = TLV_SUBSURFACE_PAGE(show_page(f));
  const TlStudySubsurface *xz = tlv_subsurface_page_get_study(page);
  const TlSection *dp = &xz->profile;
  assert_profile_is_line(page);
  /* frictionless Hertz: the default line passes through the section's maximum (to the
   * nearest cell centre), and its own maximum lies below the surface at the depth the
   * section reports, within one row of the sections (both refine by parabolas between
   * rows, the line half a cell at most from the section's refined x) */
  const double dx = xz->field.grid.dx; /* the figures go when a new result arrives */
  g_assert_cmpfloat(fabs(dp->line_x - xz->max.x), <=, 0.5 * dx * (1 + 1e-9));
  g_assert_cmpint(xz->profile_max.at_surface, ==, 0);
  g_assert_cmpint(xz->max.at_surface, ==, 0);
  const double pitch = xz->sec.depth[1] - xz->sec.depth[0];
  g_assert_cmpfloat(fabs(xz->profile_max.d - xz->max.d), <=, pitch);

  /* a click at 30 % of the plot's width: the line moves to the x the mapping gives */
  GtkWidget *plot = tl_gui_find_nth(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL, 0);
  GtkGesture *drag = find_gesture(plot, GTK_TYPE_GESTURE_DRAG);
  g_assert_nonnull(drag);
  const double px = 0.3 * gtk_widget_get_width(plot);
  const TlrStyle style = tlv_plot_get_style(TLV_PLOT(plot));
  const double want = tlr_subsurface_along_at(tlv_subsurface_page_get_section(page, 0), &style,
                                              gtk_widget_get_width(plot),
                                              gtk_widget_get_height(plot), px);
  g_assert_cmpfloat(fabs(want - xz->max.x), >, 2.0 * dx); /* a real move */
  g_signal_emit_by_name(drag, "drag-begin", px, 0.5 * gtk_widget_get_height(plot));
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  xz = tlv_subsurface_page_get_study(page);
  dp = &xz->profile;
  g_assert_cmpfloat(fabs(dp->line_x - want), <=, 0.5 * dx * (1 + 1e-9));
  assert_profile_is_line(page);
  /* mu changes: recomputed at the same x */
  const double x_before = dp->line_x;
  set_mu(f, 0.3);
  GtkWidget *source = tl_gui_find_drop_down(GTK_WIDGET(page), "Full slip, τ = μp");
  gtk_drop_down_set_selected(GTK_DROP_DOWN(source), 1);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  xz = tlv_subsurface_page_get_study(page);
  dp = &xz->profile;
  g_assert_cmpint(xz->field.source, ==, TL_FIELD_SLIDE);
  g_assert_cmpfloat(dp->line_x, ==, x_before);
  /* the shakedown line: full slip at μ = 0.3 uses all the friction; FI is the study's */
  const char *shake = strstr(tlv_subsurface_page_get_readout(page), "friction used 0.300, FI = ");
  g_assert_nonnull(shake);
  g_assert_cmpfloat(fabs(g_ascii_strtod(shake + strlen("friction used 0.300, FI = "), NULL) -
                         xz->fatigue_index), <=, 0.5e-3);
  assert_profile_is_line(page);
  /* a double click puts the line back through the maximum */
  GtkGesture *click = find_gesture(plot, GTK_TYPE_GESTURE_CLICK);
  g_assert_nonnull(click);
  g_signal_emit_by_name(click, "pressed", 2, px, 10.0);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  xz = tlv_subsurface_page_get_study(page);
  dp = &xz->profile;
  g_assert_cmpfloat(fabs(dp->line_x - xz->max.x), <=, 0.5 * dx * (1 + 1e-9));
  assert_profile_is_line(page);
  /* the profile plot draws its curve */
  GtkWidget *depth_plot = tl_gui_find_nth(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL, 2);
  g_assert_nonnull(depth_plot);
  g_assert_cmpint(tl_gui_coloured_pixels(TLV_PLOT(depth_plot), 60), >, 200);
}

/* The transient view's run as the traction source: after steps of the brush
 * model, the section is computed under exactly the run's tractions (the
 * field's τx is the model's). */
static void
test_transient_source(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Source 'transient run': the sections under the run's own tractions at its "
                 "current time");
  GtkWidget *win = GTK_WIDGET(f->win);
  /* the transient page, a few steps of its brush run */
  g_assert_true(gtk_widget_activate_action(win, "win.show-page", "s", "transient"));
  for (int k = 0; k < 30; k++)
    g_assert_true(gtk_widget_activate_action(win, "win.step", NULL));
  tl_gui_run_pending();
  TlvTransientPage *tp = TLV_TRANSIENT_PAGE(tl_gui_find(win, TLV_TYPE_TRANSIENT_PAGE, NULL));
  const TlStudyTransientRun *tf = tlv_transient_page_get_figure(tp);
  g_assert_nonnull(tf->model.klass);
  const TlTraction *run = tf->model.klass->traction(tf->model.self);
  GtkWidget *page = show_page(f);
  TlSubsurfaceView v = *tlv_document_get_subsurface(f->doc);
  v.source = TL_FIELD_TRANSIENT;
  TlError err;
  g_assert_true(tlv_document_set_subsurface(f->doc, &v, &err));
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  const TlStudySubsurface *xz = tlv_subsurface_page_get_study(TLV_SUBSURFACE_PAGE(page));
  g_assert_true(xz->valid);
  g_assert_cmpint(xz->field.source, ==, TL_FIELD_TRANSIENT);
  const int n = run->mx * run->my;
  g_assert_cmpint(xz->field.t.mx * xz->field.t.my, ==, n);
  for (int k = 0; k < n; k++)
    g_assert_cmpfloat(xz->field.t.tx[k], ==, run->tx[k]);
  g_assert_true(isfinite(xz->max.value) && xz->max.value > 0.0);
}

static void
set_grid(Fixture *f, int cells)
{
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mx = p.my = cells;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
}

static gboolean
bar_showing(gpointer bar)
{
  return tlv_job_bar_is_showing(bar);
}

/* The bar's progress has risen above a fraction. */
typedef struct {
  TlvJobBar *bar;
  double above;
} Rising;

static gboolean
progress_above(gpointer data)
{
  const Rising *r = data;
  return tlv_job_bar_get_fraction(r->bar) > r->above;
}

static void
test_cancel(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Exact tractions at 200 x 200: the job bar shows with the study's progress "
                 "rising; Cancel keeps the previous sections drawn and the read-out says the "
                 "values on screen are not computed; the next change computes again");
  TlvSubsurfacePage *page = TLV_SUBSURFACE_PAGE(show_page(f));
  const TlStudySubsurface *before = tlv_subsurface_page_get_study(page);
  g_assert_nonnull(before);
  g_assert_cmpint(before->field.source, ==, TL_FIELD_HERTZ);
  const int cells = before->field.grid.mx;
  const double vm = before->max.value;
  TlvJobBar *bar = tlv_subsurface_page_get_job_bar(page);
  tlv_job_bar_set_delay(bar, 0.0); /* however fast the machine, the bar shows at once */

  /* the case: Kalker's exact theory on 200 x 200 cells */
  TlSubsurfaceView v = *tlv_document_get_subsurface(f->doc);
  v.source = TL_FIELD_EXACT;
  TlError err;
  g_assert_true(tlv_document_set_subsurface(f->doc, &v, &err));
  set_grid(f, 200);
  g_assert_true(tl_gui_iterate_until(bar_showing, bar, 30));
  Rising r = { bar, fmax(tlv_job_bar_get_fraction(bar), 0.0) };
  g_assert_true(tl_gui_iterate_until(progress_above, &r, 120)); /* the exact solve is done */
  g_assert_true(tlv_subsurface_page_is_busy(page));             /* the sections are not */

  const double fraction = tlv_job_bar_get_fraction(bar);
  const gint64 t0 = g_get_monotonic_time();
  tlv_job_bar_cancel(bar);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  g_test_message("cancelled at progress %.2f; idle %.2f s after Cancel", fraction,
                 (g_get_monotonic_time() - t0) / 1e6);
  g_assert_true(tlv_subsurface_page_get_study(page) == before); /* the previous result stays */
  g_assert_cmpint(before->field.grid.mx, ==, cells);
  g_assert_cmpfloat(before->max.value, ==, vm);
  g_assert_false(tlv_job_bar_is_showing(bar));
  const char *text = tlv_subsurface_page_get_readout(page);
  char *grid = g_strdup_printf("grid %d×%d", cells, cells);
  g_assert_nonnull(strstr(text, "Cancelled"));
  g_assert_nonnull(strstr(text, grid));
  g_assert_nonnull(strstr(text, "not computed"));
  g_free(grid);

  /* a new change computes again, and the note goes */
  set_grid(f, 40);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  const TlStudySubsurface *after = tlv_subsurface_page_get_study(page);
  g_assert_cmpint(after->field.source, ==, TL_FIELD_EXACT);
  g_assert_cmpint(after->field.grid.mx, ==, 40);
  g_assert_null(strstr(tlv_subsurface_page_get_readout(page), "Cancelled"));
}

static void
test_cancel_first(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Cancel of the page's first run: nothing is drawn and the read-out says so; "
                 "the next change computes");
  TlSubsurfaceView v = *tlv_document_get_subsurface(f->doc);
  v.source = TL_FIELD_EXACT;
  TlError err;
  g_assert_true(tlv_document_set_subsurface(f->doc, &v, &err));
  set_grid(f, 200); /* the page is hidden: it computes when shown */
  TlvSubsurfacePage *page = TLV_SUBSURFACE_PAGE(
    tl_gui_show_page(f, "subsurface", TLV_TYPE_SUBSURFACE_PAGE));
  TlvJobBar *bar = tlv_subsurface_page_get_job_bar(page);
  tlv_job_bar_set_delay(bar, 0.0);
  g_assert_true(tl_gui_iterate_until(bar_showing, bar, 30));
  tlv_job_bar_cancel(bar);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  g_assert_null(tlv_subsurface_page_get_study(page));
  g_assert_nonnull(strstr(tlv_subsurface_page_get_readout(page), "nothing is computed"));

  set_grid(f, 30);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  g_assert_nonnull(tlv_subsurface_page_get_study(page));
  g_assert_cmpint(tlv_subsurface_page_get_study(page)->field.grid.mx, ==, 30);
  g_assert_null(strstr(tlv_subsurface_page_get_readout(page), "Cancelled"));
}

/* The first label below w whose text contains `text`, or NULL. */
static GtkLabel *
find_label_with(GtkWidget *w, const char *text)
{
  if (GTK_IS_LABEL(w) && strstr(gtk_label_get_label(GTK_LABEL(w)), text))
    return GTK_LABEL(w);
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c)) {
    GtkLabel *found = find_label_with(c, text);
    if (found)
      return found;
  }
  return NULL;
}

/* The stress measure drop-down shows σ_vM with its subscript set, not the
 * underscore translators see. */
static void
test_measure_subscripts(Fixture *f, gconstpointer data)
{
  (void)data;
  GtkWidget *page = tl_gui_show_page(f, "subsurface", TLV_TYPE_SUBSURFACE_PAGE);
  GtkWidget *dd = tl_gui_find_drop_down(page, "von Mises σ_vM");
  g_assert_nonnull(dd);
  tl_gui_run_pending();
  GtkLabel *shown = find_label_with(dd, "von Mises");
  g_assert_nonnull(shown);
  g_assert_true(gtk_label_get_use_markup(shown));
  g_assert_cmpstr(gtk_label_get_label(shown), ==, "von Mises σ<sub>vM</sub>");
}

/* The shakedown map follows the k row: the operating point's load factor is p0/k of the
 * k typed, and it crosses from elastic shakedown into the elastic region when k rises
 * above p0 over the case's first yield (frictionless, μ used 0: p0/k = 3.04 at 450 MPa,
 * 2.28 at 600 MPa, first yield near 2.8); a k out of the row's range is not applied. */
static void
test_shakedown_map(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Below the surface: the shakedown map's point follows the yield stress k");
  GtkWidget *page = show_page(f);
  TlvSubsurfacePage *sp = TLV_SUBSURFACE_PAGE(page);
  const TlStudySubsurface *st = tlv_subsurface_page_get_study(sp);
  g_assert_cmpint(st->has_map, ==, 1);
  GtkWidget *w = tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Yield stress in shear k");
  g_assert_nonnull(w);
  TlvParamRow *row = TLV_PARAM_ROW(w);
  const double ks[2] = { 450.0, 600.0 };
  const int regions[2] = { TL_SHAKEDOWN_ELASTIC_SHAKEDOWN, TL_SHAKEDOWN_ELASTIC };
  for (int i = 0; i < 2; i++) {
    char text[16];
    g_snprintf(text, sizeof text, "%g", ks[i]);
    tl_gui_type_into_row(row, text);
    g_assert_null(tlv_param_row_get_error(row));
    g_assert_cmpfloat(tlv_document_get_subsurface(f->doc)->shear_yield, ==, ks[i] * 1e6);
    g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
    st = tlv_subsurface_page_get_study(sp);
    tl_assert_rel(st->load_factor, st->field.p0 / (ks[i] * 1e6), 1e-12);
    g_assert_cmpint(tl_study_subsurface_shakedown_region(st, st->utilised_friction,
                                                         st->load_factor), ==, regions[i]);
    char *k_text = g_strdup_printf("(k = %g MPa)", ks[i]);
    g_assert_nonnull(strstr(tlv_subsurface_page_get_readout(sp), k_text));
    g_free(k_text);
  }
  tl_gui_type_into_row(row, "-23.85");
  g_assert_true(g_str_has_prefix(tlv_param_row_get_error(row), "Not applied: "));
  g_assert_cmpfloat(tlv_document_get_subsurface(f->doc)->shear_yield, ==, 600e6);
  /* the map is drawn once its tab is shown (it shares the depth profile's place) */
  tlv_subsurface_page_show_side(sp, "shakedown");
  GtkWidget *map = tl_gui_find_nth(page, TLV_TYPE_PLOT, NULL, 3);
  g_assert_nonnull(map);
  g_assert_true(tl_gui_wait_drawn(TLV_PLOT(map), 10));
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add_teardown("/gui-subsurface/page", test_page, fixture_teardown);
  tl_gui_add_teardown("/gui-subsurface/measure-subscripts", test_measure_subscripts,
                      fixture_teardown);
  tl_gui_add_teardown("/gui-subsurface/preset", test_preset, fixture_teardown);
  tl_gui_add_teardown("/gui-subsurface/transient-source", test_transient_source, fixture_teardown);
  tl_gui_add_teardown("/gui-subsurface/profile", test_profile, fixture_teardown);
  tl_gui_add_teardown("/gui-subsurface/cancel", test_cancel, fixture_teardown);
  tl_gui_add_teardown("/gui-subsurface/cancel-first", test_cancel_first, fixture_teardown);
  tl_gui_add_teardown("/gui-subsurface/shakedown-map", test_shakedown_map, fixture_teardown);
  return g_test_run();
}
