/* test-gui-steady-table.c — the creep-force table on the Steady rolling page,
 * in the real window under Xvfb: a table file opened into the window's
 * document, "Creep-force table" ticked, the read-out's interpolation error at
 * the operating point; a bad file or a table of another ν leaves a banner and
 * the table that was there; "Build a quick table" runs on the job bar and can
 * be cancelled. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>
#include <utime.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-job-bar.h"
#include "tlv-session.h"
#include "tlv-steady-page.h"
#include "tribo-table-h5.h"

/* A FASTSIM table around the document's case (its a/b and ν), written to
 * dir/name; nu > 0 puts it at that Poisson's ratio instead. */
static char *
write_table(Fixture *f, const char *dir, const char *name, double nu)
{
  TlTableSpec s;
  TlError err;
  g_assert_cmpint(tl_study_steady_quick_table_spec(tlv_document_get_contact(f->doc),
                                                   TL_TABLE_FASTSIM, &s, &err),
                  ==, TL_OK);
  if (nu > 0.0)
    s.lo[TL_TABLE_NU] = s.hi[TL_TABLE_NU] = nu;
  const size_t n = tl_table_spec_count(&s);
  double *values = g_new(double, 3 * n);
  signed char *status = g_new0(signed char, n);
  TlTableSolver *sv = tl_table_solver_new(&s, &err);
  g_assert_nonnull(sv);
  g_assert_cmpint(tl_table_solver_run(sv, 0, n, values, status, NULL, &err), ==, TL_OK);
  tl_table_solver_free(sv);
  char *path = g_build_filename(dir, name, NULL);
  if (tl_table_h5_write(path, &s, values, status, &err) != TL_OK)
    g_error("%s", err.message);
  g_free(values);
  g_free(status);
  return path;
}

static gboolean
table_drawn(gpointer data)
{
  const TlStudySteady *st = data;
  return st->valid && st->f_table != NULL && (st->spec.curves.models & TL_STUDY_STEADY_TABLE);
}

/* The page with the table file opened and the table curve on. */
static const TlStudySteady *
open_table(Fixture *f, GtkWidget *page, const char *path)
{
  g_assert_true(tlv_steady_page_open_table(TLV_STEADY_PAGE(page), path));
  GtkWidget *check = tl_gui_find_check_button(page, "Creep-force table");
  g_assert_nonnull(check);
  g_assert_true(gtk_check_button_get_active(GTK_CHECK_BUTTON(check)));
  g_assert_cmpstr(tlv_document_get_creep_table_path(f->doc), ==, path);
  const TlStudySteady *st = tlv_steady_page_get_study(TLV_STEADY_PAGE(page));
  g_assert_true(tl_gui_iterate_until(table_drawn, (gpointer)st, 30.0));
  return st;
}

static void
test_open_readout(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A table file opened on the page draws the table curve and the read-out "
                 "gives its interpolation error at the operating point");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  char *dir = g_dir_make_tmp("tl-gui-table-XXXXXX", NULL);
  char *path = write_table(f, dir, "fastsim.h5", 0.0);
  /* the table's solver bounds the traction by Hertz's elliptic pressure: the
   * page's FASTSIM with the same bound, for the comparison below */
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.bound = TL_BOUND_ELLIPTIC;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  /* off first: opening the table is what turns the curve on */
  tlv_steady_page_set_models(TLV_STEADY_PAGE(page), TL_STEADY_FASTSIM);
  const TlStudySteady *st = open_table(f, page, path);
  const double mu = st->spec.curves.params.mu;
  /* the table and the page's own FASTSIM are the same theory on different
   * grids, 20 × 20 against the case's 50 × 50: FASTSIM is first order in
   * the cell size, and the two grids differ by 2.0 % of μ at this creepage
   * (tribolab-cli steady --bound elliptic --mu 1 --cx 0.005, --grid 20x20
   * against 50x50); 3 % leaves room for the interpolation, which the
   * read-out quotes on its own */
  g_assert_true(isfinite(st->op_f[1]));
  g_assert_cmpfloat(fabs(st->table_op[0] - st->op_f[1]), <, 0.03 * mu);
  const char *readout = tlv_steady_page_get_readout(TLV_STEADY_PAGE(page));
  char *expect = g_strdup_printf("interpolation error against a direct FASTSIM solve (20×20): "
                                 "|ΔFx|/μN = %.3f %%, |ΔFy|/μN = %.3f %%",
                                 100.0 * fabs(st->table_op[0] - st->table_direct[0]) / mu,
                                 100.0 * fabs(st->table_op[1] - st->table_direct[1]) / mu);
  if (!strstr(readout, expect))
    g_error("the read-out\n%s\ndoes not say\n%s", readout, expect);
  g_free(expect);
  g_assert_nonnull(strstr(readout, "inside the table"));
  /* beyond the table's ξ = 4 the read-out says the point was clamped */
  p = *tlv_document_get_contact(f->doc);
  p.cx = 0.05;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  g_assert_true(tl_gui_iterate_until(table_drawn, (gpointer)st, 30.0));
  tl_gui_run_for(0.3);
  g_assert_cmpint(st->table_clamped, ==, 1);
  g_assert_nonnull(strstr(tlv_steady_page_get_readout(TLV_STEADY_PAGE(page)), "clamped"));
  g_unlink(path);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
}

static void
test_boxes_follow_document(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The model boxes and the document's [steady] models follow each other (a "
                 "preset or the session sets the boxes)");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  GtkWidget *shen = tl_gui_find_check_button(page, "Shen–Hedrick–Elkins");
  GtkWidget *table = tl_gui_find_check_button(page, "Creep-force table");
  g_assert_nonnull(shen);
  g_assert_nonnull(table);
  gtk_check_button_set_active(GTK_CHECK_BUTTON(shen), FALSE);
  g_assert_cmpuint(tlv_document_get_steady(f->doc)->models, ==,
                   TL_STEADY_LINEAR | TL_STEADY_FASTSIM);
  TlPreset preset;
  tlv_document_to_preset(f->doc, &preset);
  preset.steady.models = TL_STEADY_SHEN | TL_STUDY_STEADY_TABLE;
  g_assert_true(tlv_document_apply_preset(f->doc, &preset, NULL));
  g_assert_true(gtk_check_button_get_active(GTK_CHECK_BUTTON(shen)));
  g_assert_true(gtk_check_button_get_active(GTK_CHECK_BUTTON(table)));
  g_assert_false(gtk_check_button_get_active(
    GTK_CHECK_BUTTON(tl_gui_find_check_button(page, "FASTSIM"))));
  g_assert_cmpuint(tlv_document_get_steady(f->doc)->models, ==,
                   TL_STEADY_SHEN | TL_STUDY_STEADY_TABLE);
}

static void
test_bad_file(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A file that is no table, or a table of another ν, leaves a banner and the "
                 "table that was open");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  char *dir = g_dir_make_tmp("tl-gui-table-XXXXXX", NULL);
  char *good = write_table(f, dir, "good.h5", 0.0);
  char *other_nu = write_table(f, dir, "nu.h5", 0.335);
  char *junk = g_build_filename(dir, "junk.h5", NULL);
  g_assert_true(g_file_set_contents(junk, "cx,f\n0.001,0.2\n", -1, NULL));
  const TlStudySteady *st = open_table(f, page, good);
  const TlTable *before = tlv_document_get_creep_table(f->doc);
  const double f_before = st->table_op[0];
  const char *bad[] = { junk, other_nu };
  const char *why[] = { NULL, "Poisson's ratio 0.335" };
  for (int k = 0; k < 2; k++) {
    g_assert_false(tlv_steady_page_open_table(TLV_STEADY_PAGE(page), bad[k]));
    tl_gui_run_for(0.2);
    GtkWidget *banner = tl_gui_find_shown_label(page, "Table not loaded, nothing changed");
    g_assert_nonnull(banner);
    if (why[k])
      g_assert_nonnull(strstr(gtk_label_get_text(GTK_LABEL(banner)), why[k]));
    g_assert_true(tlv_document_get_creep_table(f->doc) == before);
    g_assert_cmpstr(tlv_document_get_creep_table_path(f->doc), ==, good);
    g_assert_nonnull(st->f_table);
    g_assert_cmpfloat(st->table_op[0], ==, f_before);
  }
  const char *files[] = { good, other_nu, junk };
  for (int k = 0; k < 3; k++)
    g_unlink(files[k]);
  g_rmdir(dir);
  g_free(good);
  g_free(other_nu);
  g_free(junk);
  g_free(dir);
}

static void
test_quick_build(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Build a quick table runs on the job bar, Cancel drops it, and a finished "
                 "build turns the table curve on with its error in the read-out");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  TlvWorker *worker = tlv_steady_page_get_table_worker(TLV_STEADY_PAGE(page));
  TlvJobBar *bar = tlv_steady_page_get_table_bar(TLV_STEADY_PAGE(page));
  tlv_job_bar_set_delay(bar, 0.0);
  GtkWidget *build = tl_gui_find_button(page, "Build a quick table");
  g_assert_nonnull(build);
  /* held: the run's outcome waits, so the bar is on screen however fast */
  tlv_worker_set_held(worker, TRUE);
  g_signal_emit_by_name(build, "clicked");
  g_assert_false(gtk_widget_get_sensitive(build));
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_busy, worker, 5.0));
  tl_gui_run_for(0.2);
  g_assert_true(tlv_job_bar_is_showing(bar));
  tlv_job_bar_cancel(bar);
  tlv_worker_set_held(worker, FALSE);
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_idle, worker, 60.0));
  g_assert_null(tlv_document_get_creep_table(f->doc));
  g_assert_true(gtk_widget_get_sensitive(build));
  /* and once more to its end */
  g_signal_emit_by_name(build, "clicked");
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_idle, worker, 120.0));
  g_assert_nonnull(tlv_document_get_creep_table(f->doc));
  /* kept in the cache folder (the tests below look at the file) */
  g_assert_nonnull(tlv_document_get_creep_table_path(f->doc));
  const TlStudySteady *st = tlv_steady_page_get_study(TLV_STEADY_PAGE(page));
  g_assert_true(tl_gui_iterate_until(table_drawn, (gpointer)st, 30.0));
  tl_gui_run_for(0.3);
  g_assert_nonnull(strstr(tlv_steady_page_get_readout(TLV_STEADY_PAGE(page)),
                          "interpolation error against a direct exact solve (20×20)"));
}

static void
test_session(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The opened table's file and the curves drawn go into the session ([steady] "
                 "table, models) and a new window reopens them; a preset naming a table that is "
                 "gone changes nothing, a session comes back without it");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  char *dir = g_dir_make_tmp("tl-gui-table-XXXXXX", NULL);
  char *path = write_table(f, dir, "session.h5", 0.0);
  open_table(f, page, path);
  TlPreset preset;
  tlv_document_to_preset(f->doc, &preset);
  g_assert_cmpstr(preset.steady.table_file, ==, path);
  /* and the curves drawn: opening the table ticked its box */
  g_assert_true(preset.steady.models & TL_STUDY_STEADY_TABLE);
  char *ini = g_build_filename(dir, "session.ini", NULL);
  g_assert_cmpint(tl_preset_save_file(ini, &preset, NULL), ==, TL_OK);
  TlvDocument *doc = tlv_document_new();
  TlError err;
  g_assert_true(tlv_session_restore(doc, ini, &err));
  g_assert_nonnull(tlv_document_get_creep_table(doc));
  g_assert_cmpstr(tlv_document_get_creep_table_path(doc), ==, path);
  g_assert_cmpuint(tlv_document_get_steady(doc)->models, ==, preset.steady.models);
  /* the file is gone: the preset is refused whole, the document keeps its table */
  g_unlink(path);
  const TlTable *kept = tlv_document_get_creep_table(doc);
  const double mu = tlv_document_get_contact(doc)->mu;
  preset.contact.mu = 0.237;
  g_assert_false(tlv_document_apply_preset(doc, &preset, &err));
  g_assert_nonnull(strstr(err.message, "[steady] table"));
  g_assert_true(tlv_document_get_creep_table(doc) == kept);
  g_assert_cmpfloat(tlv_document_get_contact(doc)->mu, ==, mu);
  g_object_unref(doc);
  /* the session itself still comes back without its table, and says so;
   * it is not set aside as damaged */
  doc = tlv_document_new();
  g_assert_true(tlv_session_restore(doc, ini, &err));
  g_assert_cmpint(err.status, !=, TL_OK);
  g_assert_nonnull(strstr(err.message, "[steady] table"));
  g_assert_null(tlv_document_get_creep_table(doc));
  g_assert_cmpfloat(tlv_document_get_contact(doc)->mu, ==, mu);
  g_assert_true(g_file_test(ini, G_FILE_TEST_EXISTS));
  g_object_unref(doc);
  g_unlink(ini);
  g_rmdir(dir);
  g_free(ini);
  g_free(path);
  g_free(dir);
}

/* Remove path and, for a folder, everything in it. */
static void
remove_tree(const char *path)
{
  GDir *dir = g_file_test(path, G_FILE_TEST_IS_DIR) ? g_dir_open(path, 0, NULL) : NULL;
  if (dir) {
    const char *name;
    while ((name = g_dir_read_name(dir))) {
      char *child = g_build_filename(path, name, NULL);
      remove_tree(child);
      g_free(child);
    }
    g_dir_close(dir);
  }
  g_remove(path);
}

/* The folder where quick tables are kept (XDG_CACHE_HOME is a temporary
 * folder of this program, main below). */
static char *
tables_folder(void)
{
  return g_build_filename(g_get_user_cache_dir(), "tribolab", "tables", NULL);
}

/* Build a quick FASTSIM table on the page and wait for it to be in the
 * document. */
static void
quick_build(Fixture *f, GtkWidget *page)
{
  TlvWorker *worker = tlv_steady_page_get_table_worker(TLV_STEADY_PAGE(page));
  const TlTable *before = tlv_document_get_creep_table(f->doc);
  tlv_steady_page_build_table(TLV_STEADY_PAGE(page), TL_TABLE_FASTSIM);
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_idle, worker, 120.0));
  g_assert_nonnull(tlv_document_get_creep_table(f->doc));
  g_assert_true(tlv_document_get_creep_table(f->doc) != before);
}

static void
test_quick_saved(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A quick table is written to the user's cache folder, under a name that the "
                 "same spec gives again; the document names the file, which reads back to the "
                 "same table, and a preset or session written from the document names it");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  char *folder = tables_folder();
  remove_tree(folder); /* the cache folder is made as needed */
  quick_build(f, page);
  const char *path = tlv_document_get_creep_table_path(f->doc);
  g_assert_nonnull(path);
  char *in = g_path_get_dirname(path);
  g_assert_cmpstr(in, ==, folder);
  g_assert_true(g_str_has_suffix(path, ".h5"));
  g_assert_true(g_file_test(path, G_FILE_TEST_IS_REGULAR));
  /* the label under the buttons names the file */
  char *name = g_path_get_basename(path);
  g_assert_nonnull(tl_gui_find_shown_label(page, name));
  /* the file is the document's table: the same spec, and the same numbers
   * at grid points and between them, in both interpolations */
  TlError err;
  TlTable *read = tl_table_h5_load(path, &err);
  if (!read)
    g_error("%s", err.message);
  const TlTable *held = tlv_document_get_creep_table(f->doc);
  const TlTableSpec *a = tl_table_spec(read), *b = tl_table_spec(held);
  g_assert_cmpint(a->model, ==, TL_TABLE_FASTSIM);
  g_assert_cmpint(a->model, ==, b->model);
  g_assert_cmpint(a->mx, ==, b->mx);
  g_assert_cmpint(a->my, ==, b->my);
  g_assert_cmpfloat(a->tol, ==, b->tol);
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    g_assert_cmpint(a->n[k], ==, b->n[k]);
    g_assert_cmpfloat(a->lo[k], ==, b->lo[k]);
    g_assert_cmpfloat(a->hi[k], ==, b->hi[k]);
  }
  const double creep[][3] = { { 0.0, 0.0, 0.0 },   { 1.0, 0.0, 0.0 },  { -2.5, 1.3, 0.4 },
                              { 3.9, -3.1, -7.2 }, { 0.17, 2.2, 5.5 } };
  for (size_t i = 0; i < G_N_ELEMENTS(creep); i++)
    for (int interp = TL_TABLE_LINEAR; interp <= TL_TABLE_CUBIC; interp++) {
      const double x[TL_TABLE_N_AXES] = { b->lo[TL_TABLE_RATIO], b->lo[TL_TABLE_NU], creep[i][0],
                                          creep[i][1], creep[i][2] };
      double from_file[TL_TABLE_N_OUT], from_window[TL_TABLE_N_OUT];
      g_assert_cmpint(tl_table_eval(read, interp, x, from_file), ==, 0);
      g_assert_cmpint(tl_table_eval(held, interp, x, from_window), ==, 0);
      for (int o = 0; o < TL_TABLE_N_OUT; o++)
        g_assert_cmpfloat(from_file[o], ==, from_window[o]);
    }
  /* not a table of zeros: the saturated force at ξ = 3.9 */
  const double x[TL_TABLE_N_AXES] = { b->lo[TL_TABLE_RATIO], b->lo[TL_TABLE_NU], 3.9, 0.0, 0.0 };
  double out[TL_TABLE_N_OUT];
  tl_table_eval(read, TL_TABLE_CUBIC, x, out);
  g_assert_cmpfloat(fabs(out[0]), >, 0.5);
  tl_table_free(read);
  /* the preset and the session name the file, and a new window reads it */
  TlPreset preset;
  tlv_document_to_preset(f->doc, &preset);
  g_assert_cmpstr(preset.steady.table_file, ==, path);
  char *tmp = g_dir_make_tmp("tl-gui-table-XXXXXX", NULL);
  char *ini = g_build_filename(tmp, "session.ini", NULL);
  g_assert_cmpint(tl_preset_save_file(ini, &preset, NULL), ==, TL_OK);
  TlvDocument *doc = tlv_document_new();
  g_assert_true(tlv_session_restore(doc, ini, &err));
  g_assert_cmpstr(tlv_document_get_creep_table_path(doc), ==, path);
  g_assert_nonnull(tlv_document_get_creep_table(doc));
  g_object_unref(doc);
  /* the same case builds the same spec: the same file, replaced */
  char *first = g_strdup(path);
  quick_build(f, page);
  g_assert_cmpstr(tlv_document_get_creep_table_path(f->doc), ==, first);
  remove_tree(tmp);
  remove_tree(folder);
  g_free(first);
  g_free(ini);
  g_free(tmp);
  g_free(name);
  g_free(in);
  g_free(folder);
}

/* The cache keeps the 20 most recently written quick tables: 25 older ones
 * there, a build, and the 19 newest of them stay beside the new one. */
static void
test_quick_pruned(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Quick tables do not pile up: after a build the cache folder holds the 20 "
                 "most recently written, the new one among them");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  char *folder = tables_folder();
  remove_tree(folder);
  g_assert_cmpint(g_mkdir_with_parents(folder, 0700), ==, 0);
  char *old[25];
  for (int k = 0; k < 25; k++) {
    char *name = g_strdup_printf("quick-exact-%016d.h5", k);
    old[k] = g_build_filename(folder, name, NULL);
    g_assert_true(g_file_set_contents(old[k], "an old table\n", -1, NULL));
    /* written k days after the first, all long ago */
    struct utimbuf when = { .actime = 1000000000 + k * 86400, .modtime = 1000000000 + k * 86400 };
    g_assert_cmpint(g_utime(old[k], &when), ==, 0);
    g_free(name);
  }
  quick_build(f, page);
  const char *path = tlv_document_get_creep_table_path(f->doc);
  g_assert_nonnull(path);
  g_assert_true(g_file_test(path, G_FILE_TEST_IS_REGULAR));
  for (int k = 0; k < 25; k++) {
    g_assert_cmpint(g_file_test(old[k], G_FILE_TEST_EXISTS), ==, k >= 6);
    g_free(old[k]);
  }
  int n = 0;
  GDir *d = g_dir_open(folder, 0, NULL);
  for (const char *name; (name = g_dir_read_name(d));)
    n += g_str_has_prefix(name, "quick-");
  g_dir_close(d);
  g_assert_cmpint(n, ==, 20);
  remove_tree(folder);
  g_free(folder);
}

static void
test_quick_unsaved(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A quick table that cannot be written to the cache folder stays in the window, "
                 "without a file, and the page's message line says it is not saved");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  /* a file where the cache's tribolab folder should be */
  char *blocker = g_build_filename(g_get_user_cache_dir(), "tribolab", NULL);
  remove_tree(blocker);
  g_assert_cmpint(g_mkdir_with_parents(g_get_user_cache_dir(), 0700), ==, 0);
  g_assert_true(g_file_set_contents(blocker, "not a folder\n", -1, NULL));
  quick_build(f, page);
  g_assert_null(tlv_document_get_creep_table_path(f->doc));
  /* the table is in use, and the message stays after the page's update */
  const TlStudySteady *st = tlv_steady_page_get_study(TLV_STEADY_PAGE(page));
  g_assert_true(tl_gui_iterate_until(table_drawn, (gpointer)st, 30.0));
  tl_gui_run_for(0.3);
  GtkWidget *message =
    tl_gui_find_shown_label(page, "The quick table is in this window only, not saved");
  g_assert_nonnull(message);
  g_assert_nonnull(strstr(gtk_label_get_text(GTK_LABEL(message)), "cannot create the folder"));
  /* the session has no file to name */
  TlPreset preset;
  tlv_document_to_preset(f->doc, &preset);
  g_assert_cmpstr(preset.steady.table_file, ==, "");
  /* an opened file replaces it: the message goes */
  char *dir = g_dir_make_tmp("tl-gui-table-XXXXXX", NULL);
  char *path = write_table(f, dir, "opened.h5", 0.0);
  open_table(f, page, path);
  tl_gui_run_for(0.3);
  g_assert_null(tl_gui_find_shown_label(page, "The quick table is in this window only"));
  remove_tree(dir);
  remove_tree(blocker);
  g_free(path);
  g_free(dir);
  g_free(blocker);
}

int
main(int argc, char **argv)
{
  /* quick tables go to the user's cache folder: a temporary one here */
  char *cache = g_dir_make_tmp("tl-gui-cache-XXXXXX", NULL);
  g_setenv("XDG_CACHE_HOME", cache, TRUE);
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui-steady-table/open-readout", test_open_readout);
  tl_gui_add("/gui-steady-table/boxes", test_boxes_follow_document);
  tl_gui_add("/gui-steady-table/bad-file", test_bad_file);
  tl_gui_add("/gui-steady-table/quick-build", test_quick_build);
  tl_gui_add("/gui-steady-table/session", test_session);
  tl_gui_add("/gui-steady-table/quick-saved", test_quick_saved);
  tl_gui_add("/gui-steady-table/quick-unsaved", test_quick_unsaved);
  tl_gui_add("/gui-steady-table/quick-pruned", test_quick_pruned);
  const int status = g_test_run();
  remove_tree(cache);
  g_free(cache);
  return status;
}
