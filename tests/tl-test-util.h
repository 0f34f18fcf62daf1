/* tl-test-util.h — helpers shared by the GLib test programs. */
#ifndef TL_TEST_UTIL_H
#define TL_TEST_UTIL_H

#include <glib.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gsl/gsl_errno.h>
#include <math.h>
#include <stdarg.h>

#include "tribo/contact.h"
#include "tribo/traction.h"

/* Assert |a − b| ≤ rel·|b| with a message naming both values. */
#define tl_assert_rel(a, b, rel)                                                            \
  G_STMT_START {                                                                           \
    const double tl_a_ = (a), tl_b_ = (b), tl_r_ = (rel);                                  \
    if (!(fabs(tl_a_ - tl_b_) <= tl_r_ * fabs(tl_b_))) {                                   \
      char *tl_m_ = g_strdup_printf("%s = %.10g differs from %s = %.10g by %.3g (relative " \
                                    "tolerance %.3g)",                                     \
                                    #a, tl_a_, #b, tl_b_, fabs(tl_a_ - tl_b_) / fabs(tl_b_), \
                                    tl_r_);                                                \
      g_assertion_message(G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, tl_m_);             \
      g_free(tl_m_);                                                                       \
    }                                                                                      \
  }                                                                                        \
  G_STMT_END

/* The same check for a value whose expression says little: the message
 * names it `what`. */
static inline void
tl_assert_rel_what(double got, double expected, double tol, const char *what)
{
  if (!(fabs(got - expected) <= tol * fabs(expected)))
    g_error("%s: got %.12g, expected %.12g (relative tolerance %g)", what, got, expected, tol);
}

/* Fail unless `text` contains every one of the NULL-terminated fragments;
 * the message names the first one missing. */
G_GNUC_NULL_TERMINATED static inline void
tl_assert_contains(const char *text, const char *first, ...)
{
  va_list ap;
  va_start(ap, first);
  for (const char *f = first; f; f = va_arg(ap, const char *))
    if (!strstr(text, f))
      g_error("'%s' is not in:\n%s", f, text);
  va_end(ap);
}

/* Initialise a test program: GLib tests, GSL's aborting handler off. */
static inline void
tl_test_init(int *argc, char ***argv)
{
  g_test_init(argc, argv, NULL);
  gsl_set_error_handler_off();
}

/* The default contact, the thesis case (a = 8.56 mm, b = 4.08 mm, F_N =
 * 100 kN, ν = 0.28), on m × m cells at friction coefficient mu. */
static inline TlContactParams
tl_test_contact(int m, double mu)
{
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = m;
  p.mu = mu;
  return p;
}

/* A traction map on the case p's mx × my cells, or the test fails (free it
 * with tl_traction_free). */
static inline TlTraction
tl_test_traction(const TlContactParams *p)
{
  TlTraction t;
  g_assert_cmpint(tl_traction_alloc(&t, p->mx, p->my, NULL), ==, TL_OK);
  return t;
}

/* g_test_add_data_func() under a path made from printf's `fmt` and its
 * arguments. */
G_GNUC_PRINTF(3, 4)
static inline void
tl_test_add_data_funcf(gconstpointer data, GTestDataFunc fn, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char *path = g_strdup_vprintf(fmt, ap);
  va_end(ap);
  g_test_add_data_func(path, data, fn);
  g_free(path);
}

/* Register fn twice, once for each traction bound: under path/parabolic and
 * path/elliptic, its data the TlTractionBound (GPOINTER_TO_INT). */
static inline void
tl_test_add_bound_funcs(const char *path, GTestDataFunc fn)
{
  tl_test_add_data_funcf(GINT_TO_POINTER(TL_BOUND_PARABOLIC), fn, "%s/parabolic", path);
  tl_test_add_data_funcf(GINT_TO_POINTER(TL_BOUND_ELLIPTIC), fn, "%s/elliptic", path);
}

/* n ≥ 2 evenly spaced values from lo to hi (g_free them). */
static inline double *
tl_test_linspace(double lo, double hi, int n)
{
  double *x = g_new(double, n);
  for (int k = 0; k < n; k++)
    x[k] = lo + (hi - lo) * k / (n - 1);
  return x;
}

/* Write `contents` to the file `name` in the folder dir, or the test fails:
 * the file's path (free it). */
static inline char *
tl_test_write_file(const char *dir, const char *name, const char *contents)
{
  char *path = g_build_filename(dir, name, NULL);
  g_assert_true(g_file_set_contents(path, contents, -1, NULL));
  return path;
}

/* Assert that the folder dir is empty (nothing left behind, no temporary)
 * and remove it. */
static inline void
tl_test_rmdir_empty(const char *dir)
{
  GDir *d = g_dir_open(dir, 0, NULL);
  g_assert_null(g_dir_read_name(d));
  g_dir_close(d);
  g_rmdir(dir);
}

/* 1 when the NULL-terminated list holds the string key. */
static inline int
tl_test_listed(const char *const *list, const char *key)
{
  for (const char *const *k = list; *k; k++)
    if (strcmp(*k, key) == 0)
      return 1;
  return 0;
}

/* How many lines the text has: its '\n's. */
static inline int
tl_test_count_lines(const char *text)
{
  int n = 0;
  for (const char *c = text; *c; c++)
    n += *c == '\n';
  return n;
}

#endif /* TL_TEST_UTIL_H */
