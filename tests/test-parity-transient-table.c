/* test-parity-transient-table.c — the creep-force table's steady f beside a
 * transient run is the same through every front end: `tribolab-cli transient
 * --table`, `tribolab-cli export --view hysteresis --table --csv` and
 * tribolab.transient(table=...), all of which read it through the transient
 * study (tl_study_transient_table_f); equal printed digits (%.10g) mean the
 * same doubles.  Python's refusals say what the CLI's say. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

static char *dir, *table;

static void
test_rows(void)
{
  g_test_summary("f_steady_table from the CLI, the export's --csv and tribolab.transient(), "
                 "cubic and linear: the same text");
  const char *interps[] = { "cubic", "linear" };
  for (size_t k = 0; k < G_N_ELEMENTS(interps); k++) {
    g_autofree char *out = tl_cli_stdout("transient", "--table", table, "--table-interp",
                                         interps[k], "--mu", "0.37", "--periods", "2", NULL);
    tl_assert_csv_rows(out, "t_ms,cx,f,stick_fraction,f_steady_table\n", 100);
    g_autofree char *exported =
      tl_cli_export_csv("--view", "hysteresis", "--table", table, "--table-interp", interps[k],
                        "--mu", "0.37", "--periods", "2", NULL);
    tl_assert_same_csv(exported, out);
    if (!tl_python_available())
      continue;
    g_autofree char *py = tl_python_stdout(
      "import os, tribolab\n"
      "r = tribolab.transient(mu=0.37, periods=2, table=os.environ['TL_TABLE'],\n"
      "                       table_interp=os.environ['TL_INTERP'])\n"
      "print('t_ms,cx,f,stick_fraction,f_steady_table')\n"
      "for row in zip(r['t'] / 1e-3, r['cx'], r['f'], r['stick'], r['f_steady_table']):\n"
      "    print(','.join('%.10g' % v for v in row))\n",
      "TL_TABLE", table, "TL_INTERP", interps[k], NULL);
    tl_assert_same_csv(py, out);
  }
}

static void
test_python_refusals(void)
{
  g_test_summary("tribolab.transient() raises tribolab.Error for another Poisson's ratio, a "
                 "file that is no table and table_interp alone");
  if (!tl_python_available())
    return;
  g_autofree char *junk = tl_test_write_file(dir, "junk.h5", "cx,f\n0.001,0.2\n");
  g_autofree char *py = tl_python_stdout(
    "import os, tribolab\n"
    "cases = [dict(table=os.environ['TL_TABLE'], poisson=0.315),\n"
    "         dict(table=os.environ['TL_JUNK']), dict(table_interp='linear')]\n"
    "for kw in cases:\n"
    "    try:\n"
    "        tribolab.transient(duration=0.01, **kw)\n"
    "        print('accepted')\n"
    "    except tribolab.Error as e:\n"
    "        print('refused:', e)\n",
    "TL_TABLE", table, "TL_JUNK", junk, NULL);
  gchar **lines = g_strsplit(py, "\n", -1);
  g_assert_cmpuint(g_strv_length(lines), >=, 3);
  const char *says[] = { "Poisson's ratio", "junk.h5", "table_interp belongs to table" };
  for (size_t k = 0; k < G_N_ELEMENTS(says); k++)
    if (!g_str_has_prefix(lines[k], "refused:") || !strstr(lines[k], says[k]))
      g_error("case %zu: '%s' does not refuse with '%s'", k, lines[k], says[k]);
  g_strfreev(lines);
  g_unlink(junk);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/parity/transient-table/rows", test_rows);
  g_test_add_func("/parity/transient-table/python-refusals", test_python_refusals);
  return tl_cli_test_run_with_fastsim_table(&table, &dir);
}
