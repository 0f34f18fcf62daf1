/* test-waveform.c — creepage waveforms and the user CSV table. */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "tl-test-util.h"
#include "tribo/waveform.h"

static void
test_shapes(void)
{
  g_test_summary("Each waveform's values at known phases");
  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  w.mean = 0.0031;
  w.amplitude = 0.0017;
  w.freq = 23.0;
  const double T = 1.0 / 23.0;
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 0.0), 0.0031, 1e-18);
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 2.25 * T), 0.0048, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 0.75 * T), 0.0014, 1e-15);
  g_assert_true(tl_waveform_is_periodic(&w));

  w.kind = TL_WAVE_TRIANGLE; /* in phase with the sine, linear between */
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 0.125 * T), 0.0031 + 0.5 * 0.0017, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 1.25 * T), 0.0048, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 0.5 * T), 0.0031, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 0.875 * T), 0.0031 - 0.5 * 0.0017, 1e-15);

  w.kind = TL_WAVE_SQUARE;
  g_assert_cmpfloat(tl_waveform_eval(&w, 0.1 * T), ==, 0.0031 + 0.0017);
  g_assert_cmpfloat(tl_waveform_eval(&w, 3.6 * T), ==, 0.0031 - 0.0017);
  double lo, hi;
  tl_waveform_range(&w, &lo, &hi);
  g_assert_cmpfloat_with_epsilon(lo, 0.0014, 1e-18);
  g_assert_cmpfloat_with_epsilon(hi, 0.0048, 1e-18);

  TlWaveform s = tl_waveform_default(TL_WAVE_STEP);
  s.before = -0.001;
  s.after = 0.0043;
  s.t_step = 2.385e-3;
  g_assert_cmpfloat(tl_waveform_eval(&s, 0.0), ==, -0.001);
  g_assert_cmpfloat(tl_waveform_eval(&s, 2.385e-3), ==, -0.001); /* before at t_s */
  g_assert_cmpfloat(tl_waveform_eval(&s, 2.386e-3), ==, 0.0043);
  g_assert_false(tl_waveform_is_periodic(&s));
  /* the default step: steady rolling at 0, the first step already at 0.005 */
  s = tl_waveform_default(TL_WAVE_STEP);
  g_assert_cmpfloat(tl_waveform_eval(&s, 0.0), ==, 0.0);
  g_assert_cmpfloat(tl_waveform_eval(&s, 1e-9), ==, 0.005);

  TlWaveform c = tl_waveform_default(TL_WAVE_CONSTANT);
  c.value = -0.0027;
  g_assert_cmpfloat(tl_waveform_eval(&c, 123.0), ==, -0.0027);
}

static void
test_names_and_validation(void)
{
  g_test_summary("Kind names round-trip; invalid parameters are refused");
  for (int k = TL_WAVE_CONSTANT; k <= TL_WAVE_TABLE; k++) {
    TlWaveKind out;
    g_assert_cmpint(tl_wave_kind_from_name(tl_wave_kind_name((TlWaveKind)k), &out, NULL), ==,
                    TL_OK);
    g_assert_cmpint(out, ==, k);
  }
  TlError err;
  TlWaveKind out;
  g_assert_cmpint(tl_wave_kind_from_name("chirp", &out, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "chirp"));

  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  w.freq = 0.0;
  g_assert_cmpint(tl_waveform_validate(&w, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "frequency"));
  w = tl_waveform_default(TL_WAVE_TRIANGLE);
  w.amplitude = NAN;
  g_assert_cmpint(tl_waveform_validate(&w, &err), ==, TL_EINVAL);
  w = tl_waveform_default(TL_WAVE_STEP);
  w.t_step = -1e-3;
  g_assert_cmpint(tl_waveform_validate(&w, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "step time"));
  w = tl_waveform_default(TL_WAVE_TABLE);
  g_assert_cmpint(tl_waveform_validate(&w, &err), ==, TL_EINVAL);
  /* a table built in code, not read from a file: times must increase and
   * every value be finite, or interpolation would divide 0 by 0 */
  double t_back[] = { 0.0, 2.385e-3, 2.385e-3 }, c_ok[] = { 0.001, 0.002, 0.003 };
  TlWaveTable tab = { .n = 3, .t = t_back, .c = c_ok };
  w.table = &tab;
  g_assert_cmpint(tl_waveform_validate(&w, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "must increase"));
  t_back[2] = 4.7e-3;
  g_assert_cmpint(tl_waveform_validate(&w, &err), ==, TL_OK);
  c_ok[1] = NAN;
  g_assert_cmpint(tl_waveform_validate(&w, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "not finite"));
  w = tl_waveform_default(TL_WAVE_CONSTANT);
  w.value = INFINITY;
  g_assert_cmpint(tl_waveform_validate(&w, &err), ==, TL_EINVAL);
}

static void
test_table_parse(void)
{
  g_test_summary("CSV table: header in ms, comments, blank lines, CRLF; interpolation");
  const char *text = "# measured creepage\r\n"
                     "t_ms, cx\r\n"
                     "0, 0.001\r\n"
                     "\r\n"
                     "2.5,0.003   # ramp\r\n"
                     "10 , -0.002\r\n";
  TlWaveTable tab;
  TlError err;
  g_assert_cmpint(tl_wave_table_parse(text, "ramp.csv", &tab, &err), ==, TL_OK);
  g_assert_cmpint(tab.n, ==, 3);
  g_assert_cmpfloat_with_epsilon(tab.t[1], 2.5e-3, 1e-18);
  TlWaveform w = tl_waveform_default(TL_WAVE_TABLE);
  w.table = &tab;
  g_assert_cmpint(tl_waveform_validate(&w, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 1.25e-3), 0.002, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&w, 6.25e-3), 0.0005, 1e-15);
  g_assert_cmpfloat(tl_waveform_eval(&w, -1.0), ==, 0.001);   /* held before */
  g_assert_cmpfloat(tl_waveform_eval(&w, 99.0), ==, -0.002);  /* and after */
  double lo, hi;
  tl_waveform_range(&w, &lo, &hi);
  g_assert_cmpfloat(lo, ==, -0.002);
  g_assert_cmpfloat(hi, ==, 0.003);
  tl_wave_table_clear(&tab);

  /* no header: seconds */
  g_assert_cmpint(tl_wave_table_parse("0,0\n0.02,0.01\n", "s.csv", &tab, NULL), ==, TL_OK);
  g_assert_cmpfloat(tab.t[1], ==, 0.02);
  tl_wave_table_clear(&tab);
  g_assert_cmpint(tl_wave_table_parse("t_s,cx\n0,0\n0.02,0.01\n", "s.csv", &tab, NULL), ==, TL_OK);
  g_assert_cmpfloat(tab.t[1], ==, 0.02);
  tl_wave_table_clear(&tab);
}

typedef struct {
  const char *name;
  const char *text;
  const char *fragment; /* the message must contain it (the line number, never the text) */
} BadTable;

static const BadTable bad_tables[] = {
  { "three-fields", "t_ms,cx\n0,0.001\n1,0.002,7\n", "x.csv line 3: expected two fields" },
  { "semicolon", "0;0.001\n", "x.csv line 1: expected two fields" },
  { "not-a-number", "0,0.001\n1e-3,abc\n", "x.csv line 2: the creepage is not a finite" },
  { "bad-time", "0,0.001\n\n# c\nfoo,0.1\n", "x.csv line 4: the time is not a finite" },
  { "nan", "0,0.001\n1,nan\n", "x.csv line 2: the creepage is not a finite" },
  { "not-increasing", "0,0\n0.002,1e-3\n0.002,2e-3\n", "x.csv line 3: time 0.002 s does not" },
  { "unknown-header", "time,creep\n0,0\n1,1\n", "x.csv line 1: neither two decimal numbers" },
  { "second-header", "t_ms,cx\nt_ms,cx\n0,0\n1,1\n", "x.csv line 2: the time is not a finite" },
  { "one-sample", "t_ms,cx\n0,0.001\n", "x.csv: a creepage table needs at least two" },
  { "empty", "", "x.csv: a creepage table needs at least two samples (found 0)" },
};

static void
test_table_errors(gconstpointer data)
{
  const BadTable *bt = data;
  g_test_summary("Malformed CSV tables are refused with the line named");
  TlWaveTable tab;
  TlError err;
  g_assert_cmpint(tl_wave_table_parse(bt->text, "x.csv", &tab, &err), ==, TL_EFORMAT);
  if (!strstr(err.message, bt->fragment))
    g_error("message '%s' lacks '%s'", err.message, bt->fragment);
  g_assert_cmpint(tab.n, ==, 0);
  g_assert_null(tab.t);
}

static void
test_table_files(void)
{
  g_test_summary("Loading from a file, and a missing file");
  char *dir = g_dir_make_tmp("tl-wave-XXXXXX", NULL);
  char *path = g_build_filename(dir, "w.csv", NULL);
  g_assert_true(g_file_set_contents(path, "t_ms,cx\n0,0\n5,0.004\n", -1, NULL));
  TlWaveTable tab;
  TlError err;
  g_assert_cmpint(tl_wave_table_load(path, &tab, &err), ==, TL_OK);
  g_assert_cmpint(tab.n, ==, 2);
  g_assert_cmpfloat_with_epsilon(tab.t[1], 5e-3, 1e-18);
  tl_wave_table_clear(&tab);
  g_assert_cmpint(g_remove(path), ==, 0);
  g_assert_cmpint(tl_wave_table_load(path, &tab, &err), ==, TL_EIO);
  g_assert_nonnull(strstr(err.message, "w.csv"));
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
}

static void
test_retune(void)
{
  g_test_summary("A retuned periodic waveform takes the same value at the moment of the change "
                 "and then runs at the new frequency; a step is left alone");
  const TlWaveKind kinds[] = { TL_WAVE_SINE, TL_WAVE_TRIANGLE, TL_WAVE_SQUARE };
  for (unsigned i = 0; i < G_N_ELEMENTS(kinds); i++) {
    TlWaveform a = tl_waveform_default(kinds[i]);
    a.freq = 10.0;
    TlWaveform b = a;
    b.freq = 30.0;
    const double t = 0.1234; /* 1.234 periods at 10 Hz: away from the square's edges */
    tl_waveform_retune(&b, &a, t);
    g_assert_cmpfloat(b.phase, >=, 0.0);
    g_assert_cmpfloat(b.phase, <, 1.0);
    g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&b, t), tl_waveform_eval(&a, t), 1e-15);
    /* one period of the new frequency later, the same value again */
    g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&b, t + 1.0 / 30.0), tl_waveform_eval(&a, t),
                                   1e-15);
    /* and a quarter period later the sine has moved as a 30 Hz sine does */
    if (kinds[i] == TL_WAVE_SINE)
      g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&b, t + 0.25 / 30.0) - a.mean,
                                     a.amplitude * cos(2.0 * M_PI * 10.0 * t), 1e-15);
    g_assert_cmpint(tl_waveform_validate(&b, NULL), ==, TL_OK);
    b.phase = NAN;
    g_assert_cmpint(tl_waveform_validate(&b, NULL), ==, TL_EINVAL);
  }
  /* the jump the phase avoids (docs/theory.md, changes of case mid-run): at
   * 125 ms a 10 Hz sine is at its crest, a 30 Hz one from t = 0 at its trough */
  TlWaveform at10 = tl_waveform_default(TL_WAVE_SINE), at30 = at10;
  at30.freq = 30.0;
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&at10, 0.125), at10.mean + at10.amplitude, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_waveform_eval(&at30, 0.125), at30.mean - at30.amplitude, 1e-15);
  TlWaveform step = tl_waveform_default(TL_WAVE_STEP), sine = tl_waveform_default(TL_WAVE_SINE);
  step.phase = 0.0;
  tl_waveform_retune(&step, &sine, 0.3);
  g_assert_cmpfloat(step.phase, ==, 0.0);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/waveform/shapes", test_shapes);
  g_test_add_func("/waveform/retune", test_retune);
  g_test_add_func("/waveform/names-validation", test_names_and_validation);
  g_test_add_func("/waveform/table/parse", test_table_parse);
  g_test_add_func("/waveform/table/files", test_table_files);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_tables); i++) {
    tl_test_add_data_funcf(&bad_tables[i], test_table_errors, "/waveform/table/errors/%s",
                           bad_tables[i].name);
  }
  return g_test_run();
}
