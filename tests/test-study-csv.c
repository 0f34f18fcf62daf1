/* test-study-csv.c — the studies' CSV writers that only the window's Export
 * dialog calls (no command prints these tables): the y–z section through the
 * maximum below the surface, the Δr(y) table and the conicity curve of the
 * wheel on the rail, and the Friction laws page's law inside the contact.
 * Each writes a header and one row per point of what is drawn, in the units
 * its header names, and the rows hold the geometry's symmetries. */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "study-steady.h"
#include "study-subsurface.h"
#include "study-wheelrail.h"
#include "tribo/friction.h"
#include "tribo/units.h"


/* The CSV as rows of fields (the header first); g_strfreev each, then g_free. */
static char ***
csv_rows(const char *text, int *n)
{
  gchar **lines = g_strsplit(text, "\n", -1);
  int count = 0;
  while (lines[count] && *lines[count])
    count++;
  char ***rows = g_new0(char **, count + 1);
  for (int i = 0; i < count; i++)
    rows[i] = g_strsplit(lines[i], ",", -1);
  g_strfreev(lines);
  *n = count;
  return rows;
}

static void
rows_free(char ***rows)
{
  for (int i = 0; rows[i]; i++)
    g_strfreev(rows[i]);
  g_free(rows);
}

/* What the writer writes, which must succeed. */
static char *
written(TlStatus (*write)(FILE *, const void *, TlError *), const void *study)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&buf, &len);
  TlError err = { 0 };
  const TlStatus st = write(out, study, &err);
  fclose(out);
  if (st != TL_OK)
    g_error("the writer failed: %s", err.message);
  return buf;
}

static TlStatus
cross_csv(FILE *out, const void *s, TlError *err)
{
  return tl_study_subsurface_write_cross_csv(out, s, err);
}

/* Hertz frictionless: the y–z section through the maximum is at one x, has a
 * row per point of the section, and von Mises is even in y. */
static void
test_cross_section(void)
{
  TlStudySubsurface s;
  tl_study_subsurface_init(&s);
  TlStudySubsurfaceSpec spec = tl_study_subsurface_spec_default();
  spec.params.mx = spec.params.my = 24;
  spec.n_along = 21;
  spec.n_depth = 15;
  spec.cross = 1;
  TlError err;
  /* before an update there is nothing to write */
  g_assert_cmpint(tl_study_subsurface_write_cross_csv(stdout, &s, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_study_subsurface_update(&s, &spec, NULL, &err), ==, TL_OK);
  g_assert_true(s.has_cross);
  g_autofree char *text = written(cross_csv, &s);
  int n;
  char ***rows = csv_rows(text, &n);
  g_assert_cmpstr(rows[0][0], ==, "x_mm");
  g_assert_cmpstr(rows[0][9], ==, "von_mises_mpa");
  const int along = s.cross.n_along;
  g_assert_cmpint(n - 1, ==, s.cross.n_depth * along);
  for (int i = 1; i < n; i++)
    g_assert_cmpstr(rows[i][0], ==, rows[1][0]); /* one x: max.x */
  g_assert_cmpfloat_with_epsilon(g_ascii_strtod(rows[1][0], NULL), s.max.x / TL_UNIT_MM, 1e-6);
  /* y runs symmetric about 0 on each depth row: von Mises at y and −y agree */
  double worst = 0.0;
  for (int l = 0; l < s.cross.n_depth; l++)
    for (int k = 0; k < along / 2; k++) {
      char **a = rows[1 + l * along + k], **b = rows[1 + l * along + along - 1 - k];
      g_assert_cmpfloat_with_epsilon(g_ascii_strtod(a[1], NULL), -g_ascii_strtod(b[1], NULL),
                                     1e-9);
      const double va = g_ascii_strtod(a[9], NULL), vb = g_ascii_strtod(b[9], NULL);
      worst = fmax(worst, fabs(va - vb) / fmax(1.0, fabs(va)));
    }
  /* exact in the continuum and in the cells; the per-depth correlation tables
   * (docs/theory-subsurface.md §3) evaluate mirror points through different
   * table entries, which agree to rounding of the tabulated corner sums: a
   * millionth of the value, here against an error of the cells themselves of
   * a few per cent near the surface */
  g_test_message("largest relative asymmetry %.3g", worst);
  g_assert_cmpfloat(worst, <=, 1e-5);
  rows_free(rows);
  tl_study_subsurface_clear(&s);
}

static TlStatus
table_csv(FILE *out, const void *s, TlError *err)
{
  return tl_study_wheelrail_write_table_csv(out, s, err);
}

static TlStatus
conicity_csv(FILE *out, const void *data, TlError *err)
{
  const TlStudyWheelrail *s = data;
  return tl_study_wheelrail_write_conicity_csv(out, s->conicity_curve, s->n_conicity, err);
}

/* S1002 on 60E1, centred: Δr(0) = 0 and Δr grows with y; the conicity curve
 * holds the read-out's value at 3 mm. */
static void
test_wheelrail_tables(void)
{
  TlStudyWheelrail s;
  tl_study_wheelrail_init(&s);
  TlPresetWheelrail w = tl_preset_wheelrail_default();
  TlError err;
  g_assert_cmpint(tl_study_wheelrail_write_table_csv(stdout, &s, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_study_wheelrail_update(&s, &w, NULL, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_wheelrail_tabulate(&s, &w.track, 8e-3, 0.05e-3, NULL, &err), ==,
                  TL_OK);
  g_autofree char *text = written(table_csv, &s);
  int n;
  char ***rows = csv_rows(text, &n);
  g_assert_cmpstr(rows[0][1], ==, "dr_mm");
  g_assert_cmpint(n - 1, ==, s.table.n);
  g_assert_cmpfloat(g_ascii_strtod(rows[1][0], NULL), ==, 0.0);
  g_assert_cmpfloat(fabs(g_ascii_strtod(rows[1][1], NULL)), <, 1e-6);
  g_assert_cmpfloat(g_ascii_strtod(rows[n - 1][1], NULL), >, g_ascii_strtod(rows[2][1], NULL));
  rows_free(rows);

  g_assert_cmpint(s.n_conicity, >, 0);
  g_autofree char *con = written(conicity_csv, &s);
  rows = csv_rows(con, &n);
  g_assert_cmpstr(rows[0][2], ==, "harmonic");
  g_assert_cmpint(n - 1, ==, s.n_conicity);
  int found = 0;
  for (int i = 1; i < n; i++)
    if (fabs(g_ascii_strtod(rows[i][0], NULL) - s.conicity.amplitude / TL_UNIT_MM) < 1e-9) {
      g_assert_cmpfloat_with_epsilon(g_ascii_strtod(rows[i][2], NULL), s.conicity.harmonic,
                                     1e-9 * fmax(1.0, s.conicity.harmonic));
      found++;
    }
  g_assert_cmpint(found, ==, 1);
  rows_free(rows);
  tl_study_wheelrail_clear(&s);
}

static TlStatus
contact_mu_csv(FILE *out, const void *s, TlError *err)
{
  return tl_study_steady_contact_mu_write_csv(out, s, err);
}

/* The law's curve (its points, w rising from 0) and then one row per slipping
 * cell, each on the curve's range. */
static void
test_contact_mu(void)
{
  TlStudySteadyContactMu s;
  tl_study_steady_contact_mu_init(&s);
  TlError err;
  g_assert_cmpint(tl_study_steady_contact_mu_write_csv(stdout, &s, &err), ==, TL_EINVAL);
  const TlContactParams params = tl_contact_params_default();
  const TlFrictionParams lab = tl_friction_params_default();
  g_assert_cmpint(tl_study_steady_contact_mu_update(&s, &params, &lab, 10.0, 1, NULL, &err), ==,
                  TL_OK);
  g_autofree char *text = written(contact_mu_csv, &s);
  int n;
  char ***rows = csv_rows(text, &n);
  g_assert_cmpstr(rows[0][1], ==, "w_m_s");
  g_assert_cmpint(n - 1, ==, TL_STUDY_STEADY_CONTACT_MU_POINTS + s.n_marks);
  g_assert_cmpint(s.n_marks, >, 0); /* the default case slips near the trailing edge */
  double w_prev = -1.0;
  for (int i = 1; i <= TL_STUDY_STEADY_CONTACT_MU_POINTS; i++) {
    g_assert_cmpstr(rows[i][0], ==, "law");
    const double w = g_ascii_strtod(rows[i][1], NULL);
    g_assert_cmpfloat(w, >, w_prev);
    w_prev = w;
  }
  for (int i = TL_STUDY_STEADY_CONTACT_MU_POINTS + 1; i < n; i++) {
    g_assert_cmpstr(rows[i][0], ==, "slipping_cell");
    g_assert_cmpfloat(g_ascii_strtod(rows[i][1], NULL), <=, w_prev * (1.0 + 1e-9));
  }
  rows_free(rows);
  tl_study_steady_contact_mu_clear(&s);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/study/csv/cross-section", test_cross_section);
  g_test_add_func("/study/csv/wheelrail-tables", test_wheelrail_tables);
  g_test_add_func("/study/csv/contact-mu", test_contact_mu);
  return g_test_run();
}
