/* tl-test-claims.h — what the test-claims-* programs share.  Each of them
 * computes again every number the README, the theory manuals and the
 * presets' descriptions state about one family of models and looks for it in
 * the text, formatted to the digits the text prints, so that a sentence
 * cannot go stale: the test fails when either the text or the program's
 * result changes.  (Figures quoted from the literature, such as the thesis's
 * CONTACT delays, and the benchmark timings are not computed; bounds the
 * README writes as formulas are the ones its named tests assert.)
 *
 * Texts are compared with their runs of white space (line breaks included)
 * folded into one space, and a printed '-' also matches the typographic
 * minus '−' the documents use.  Each mismatch is recorded and the test goes
 * on; a test added with tl_claims_add() then fails once, listing every stale
 * statement, and reports how many statements it compared. */
#ifndef TL_TEST_CLAIMS_H
#define TL_TEST_CLAIMS_H

#include <glib.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tribo/contact.h"
#include "tribo/fastsim.h"
#include "tribo/traction.h"

/* ---- the texts ------------------------------------------------------------ */

/* The source tree: TL_TEST_DATA is its tests/data. */
static inline char *
source_path(const char *rel)
{
  const char *data = g_getenv("TL_TEST_DATA");
  g_assert_nonnull(data);
  return g_build_filename(data, "..", "..", rel, NULL);
}

/* A file of the source tree with white space folded. */
static inline char *
text_of(const char *rel)
{
  char *path = source_path(rel), *raw = NULL;
  GError *error = NULL;
  g_file_get_contents(path, &raw, NULL, &error);
  g_assert_no_error(error);
  GString *s = g_string_new(NULL);
  gboolean space = FALSE;
  for (const char *c = raw; *c; c++) {
    if (*c == ' ' || *c == '\n' || *c == '\t' || *c == '\r') {
      space = TRUE;
      continue;
    }
    if (space && s->len > 0)
      g_string_append_c(s, ' ');
    space = FALSE;
    g_string_append_c(s, *c);
  }
  g_free(raw);
  g_free(path);
  return g_string_free(s, FALSE);
}

/* resources/presets/NAME.ini with white space folded. */
static inline char *
preset_text(const char *name)
{
  char *rel = g_strconcat("resources/presets/", name, ".ini", NULL);
  char *t = text_of(rel);
  g_free(rel);
  return t;
}

/* One test program runs one test at a time: the statements it has compared
 * so far, and the mismatches of the running test, one a line. */
static int tl_claims_n_checked;
static GString *tl_claims_stale;

/* Record a mismatch (and go on) unless `text` (from `file`) contains the
 * printf of fmt.  For the tests added with tl_claims_add(). */
static inline void G_GNUC_PRINTF(3, 4)
states(const char *file, const char *text, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char *want = g_strdup_vprintf(fmt, ap);
  va_end(ap);
  /* the documents write the minus sign as U+2212 */
  GString *typo = g_string_new(NULL);
  for (const char *c = want; *c; c++) {
    if (*c == '-' && g_ascii_isdigit(c[1]) && (c == want || !g_ascii_isalnum(c[-1])))
      g_string_append(typo, "−");
    else
      g_string_append_c(typo, *c);
  }
  tl_claims_n_checked++;
  if (!strstr(text, want) && !strstr(text, typo->str))
    g_string_append_printf(tl_claims_stale, "\n  %s does not state \"%s\"", file, want);
  g_string_free(typo, TRUE);
  g_free(want);
}

/* Run one test function and fail it once, listing every stale statement. */
static inline void
tl_claims_run_checked(gconstpointer data)
{
  void (*fn)(void) = (void (*)(void))data;
  if (!tl_claims_stale)
    tl_claims_stale = g_string_new(NULL);
  g_string_truncate(tl_claims_stale, 0);
  const int before = tl_claims_n_checked;
  fn();
  g_test_message("%d statements compared with the program's output",
                 tl_claims_n_checked - before);
  g_assert_cmpint(tl_claims_n_checked - before, >, 0); /* no test may pass by comparing nothing */
  if (tl_claims_stale->len > 0)
    g_test_fail_printf("the program computes what these texts no longer say:%s",
                       tl_claims_stale->str);
}

/* Add a test whose statements are compared by states(). */
static inline void
tl_claims_add(const char *path, void (*fn)(void))
{
  g_test_add_data_func(path, (gconstpointer)fn, tl_claims_run_checked);
}

/* ---- the command line ----------------------------------------------------- */

/* The value of `key=` in a --summary output (tl-test-cli.h). */
static inline double
summary(const char *out, const char *key)
{
  return tl_cli_summary_value(out, key);
}

/* What `tribolab-cli hertz` prints. */
typedef struct {
  double a_mm, b_mm, p0_mpa, approach_mm, c11, c22, c23, c33, g_gpa, nu;
} Hertz;

static inline Hertz
hertz_of(const TlCliRun *r)
{
  Hertz h = { tl_csv_value(r->out, 0, "a_mm"),        tl_csv_value(r->out, 0, "b_mm"),
              tl_csv_value(r->out, 0, "p0_mpa"),      tl_csv_value(r->out, 0, "approach_mm"),
              tl_csv_value(r->out, 0, "c11"),         tl_csv_value(r->out, 0, "c22"),
              tl_csv_value(r->out, 0, "c23"),         tl_csv_value(r->out, 0, "c33"),
              tl_csv_value(r->out, 0, "g_gpa"),       tl_csv_value(r->out, 0, "nu") };
  return h;
}

/* ---- FASTSIM on the thesis case --------------------------------------------- */

/* FASTSIM on the default contact with an m × m grid and friction mu. */
static inline TlFastsim *
fastsim_open(int m, double mu)
{
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = m;
  p.mu = mu;
  TlError err;
  TlFastsim *fs = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, &err);
  if (!fs)
    g_error("fastsim: %s", err.message);
  return fs;
}

/* Its creep force coefficient f at the pure longitudinal creepage cx. */
static inline double
fastsim_f(TlFastsim *fs, double cx)
{
  const TlGrid *g = tl_fastsim_grid(fs);
  TlTraction t;
  g_assert_cmpint(tl_traction_alloc(&t, g->mx, g->my, NULL), ==, TL_OK);
  g_assert_cmpint(tl_fastsim_solve(fs, cx, 0.0, 0.0, &t, NULL), ==, TL_OK);
  const double f = t.f;
  tl_traction_free(&t);
  return f;
}

#endif /* TL_TEST_CLAIMS_H */
