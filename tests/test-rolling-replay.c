/* test-rolling-replay.c — replay files: parsing, every malformed-file error with
 * its line number, and the replay against the closed forms of docs/theory.md §9 rolling sds. */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/rolling.h"

#define HEADER "t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,wjz,fn0\n"

static TlStatus
parse(const char *text, TlRollingReplay *r, TlError *err)
{
  return tl_rolling_replay_parse(text, strlen(text), "case.csv", r, err);
}

/* Spin +z on i, j at rest, n = +x: the replay must give the elastic line
 * |τ| = k R² ω t + γ R² ω with t counted in rows × Δt, and τ_j = −τ_i. */
static void
test_replay_closed_form(void)
{
  g_test_summary("Replay rows follow the elastic closed form and the sign check");
  const double w = 2.385, dt = 1e-4, fn = 9.81, r = 0.01 * 0.02 / 0.03;
  GString *text = g_string_new("# recorded contact\r\n" HEADER);
  for (int k = 1; k <= 30; k++)
    g_string_append_printf(text, "%.17g, 1,0,0, 0,0,%.17g, 0,0,0, %.17g\r\n", k * dt, w, fn);
  TlRollingReplay rep;
  TlError err;
  g_assert_cmpint(parse(text->str, &rep, &err), ==, TL_OK);
  g_string_free(text, TRUE);
  g_assert_cmpuint(rep.n, ==, 30);

  TlRollingParams p = { 1e4, 0.5, 0.05 };
  TlRollingReplayOutput out[30], from_t[30];
  g_assert_cmpint(tl_rolling_replay_run(&rep, &p, 0.01, 0.02, dt, out, &err), ==, TL_OK);
  /* Δt from the t column: the same steps up to the rounding of t differences */
  g_assert_cmpint(tl_rolling_replay_run(&rep, &p, 0.01, 0.02, 0.0, from_t, &err), ==, TL_OK);
  for (int k = 0; k < 30; k++) {
    const double tau = p.k_roll * r * r * w * (k + 1) * dt + p.gamma_roll * r * r * w;
    g_assert_cmpfloat(out[k].t, ==, rep.rows[k].t);
    tl_assert_rel(-out[k].torque_i[2], tau, 1e-12);
    g_assert_cmpfloat(out[k].torque_j[2], ==, -out[k].torque_i[2]);
    tl_assert_rel(-out[k].force[1], tau / r, 1e-12);
    g_assert_cmpint(out[k].state, ==, TL_ROLLING_STICK);
    tl_assert_rel(from_t[k].torque_i[2], out[k].torque_i[2], 1e-10);
  }
  tl_rolling_replay_free(&rep);
  g_assert_null(rep.rows);
}

/* Columns in any order, extra columns ignored, names case-insensitive. */
static void
test_header_order(void)
{
  g_test_summary("Replay header in another order with an extra column");
  const char *text = "step,FN0,wjz,wjy,wjx,wiz,wiy,wix,nz,ny,nx,t\n"
                     "7, 3.5, 0,0,0, 1.25,0,0, 0,0,1, 0.002\n"
                     "8, 3.75, 0,0,0, 1.5,0,0, 0,0,1, 0.003\n";
  TlRollingReplay rep;
  g_assert_cmpint(parse(text, &rep, NULL), ==, TL_OK);
  g_assert_cmpuint(rep.n, ==, 2);
  g_assert_cmpfloat(rep.rows[1].t, ==, 0.003);
  g_assert_cmpfloat(rep.rows[1].kin.fn0, ==, 3.75);
  g_assert_cmpfloat(rep.rows[1].kin.omega_i[2], ==, 1.5);
  g_assert_cmpfloat(rep.rows[0].kin.normal[0], ==, 1.0);
  tl_rolling_replay_free(&rep);
}

typedef struct {
  const char *what;
  const char *text;
  const char *where;  /* "case.csv:LINE:" expected in the message */
  const char *phrase; /* a word the message must contain */
} BadFile;

static const BadFile bad_files[] = {
  { "empty", "", "case.csv:1:", "empty" },
  { "only blank lines", "\n  \n", "case.csv:2:", "empty" },
  { "header only", HEADER, "case.csv:1:", "no" },
  { "missing column", "t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,fn0\n0.1,1,0,0,0,0,1,0,0,5\n",
    "case.csv:1:", "wjz" },
  { "short row", HEADER "0.1,1,0,0,0,0,1,0,0,0,5\n0.2,1,0,0,0,0,1,0,0,5\n", "case.csv:3:",
    "fields" },
  { "long row", HEADER "0.1,1,0,0,0,0,1,0,0,0,5,9\n", "case.csv:2:", "fields" },
  { "non-numeric", HEADER "0.1,1,0,0,0,0,1,0,0,0,5\n0.2,1,0,0,0,abc,1,0,0,0,5\n", "case.csv:3:",
    "wiy" },
  { "empty field", HEADER "# comment\n0.1,1,0,0,0,0,1,0,0,,5\n", "case.csv:3:", "wjz" },
  { "trailing junk", HEADER "0.1,1,0,0,0,0,1,0,0,0,5kN\n", "case.csv:2:", "fn0" },
  { "nan", HEADER "0.1,1,0,0,nan,0,1,0,0,0,5\n", "case.csv:2:", "wix" },
  { "non-unit normal", HEADER "0.1,1,0,0,0,0,1,0,0,0,5\n\n0.2,0.6,0.8,0.01,0,0,1,0,0,0,5\n",
    "case.csv:4:", "unit" },
  { "normal off by 2e-6", HEADER "0.1,1.000002,0,0,0,0,1,0,0,0,5\n", "case.csv:2:", "unit" },
  { "negative fn0", HEADER "0.1,1,0,0,0,0,1,0,0,0,5\n0.2,1,0,0,0,0,1,0,0,0,-2.385\n",
    "case.csv:3:", "F_n0" },
  { "t not increasing", HEADER "0.1,1,0,0,0,0,1,0,0,0,5\n0.1,1,0,0,0,0,1,0,0,0,5\n",
    "case.csv:3:", "increase" },
  { "t decreasing",
    HEADER "0.2,1,0,0,0,0,1,0,0,0,5\n0.3,0,1,0,0,0,1,0,0,0,5\n0.25,1,0,0,0,0,1,0,0,0,5\n",
    "case.csv:4:", "increase" },
  { "numbers without header", "0.1,1,0,0,0,0,1,0,0,0,5\n", "case.csv:1:", "column" },
};

static void
test_bad_file(gconstpointer data)
{
  const BadFile *b = data;
  TlRollingReplay rep = { 77, (TlRollingReplayRow *)&rep };
  TlError err;
  tl_error_clear(&err);
  g_assert_cmpint(parse(b->text, &rep, &err), ==, TL_EFORMAT);
  g_assert_cmpint(err.status, ==, TL_EFORMAT);
  if (!g_str_has_prefix(err.message, b->where) || !strstr(err.message, b->phrase))
    g_error("message '%s' lacks '%s' or '%s'", err.message, b->where, b->phrase);
  /* untouched on failure */
  g_assert_cmpuint(rep.n, ==, 77);
  g_assert_true(rep.rows == (TlRollingReplayRow *)&rep);
}

static void
test_run_errors(void)
{
  g_test_summary("Replay run rejects bad radii, steps and a one-row file without dt");
  TlRollingReplay rep;
  g_assert_cmpint(parse(HEADER "0.5,0,0,1,1,0,0,0,0,0,5\n", &rep, NULL), ==, TL_OK);
  TlRollingParams p = tl_rolling_params_default();
  TlRollingReplayOutput out[1];
  TlError err;
  g_assert_cmpint(tl_rolling_replay_run(&rep, &p, 0.01, 0.01, 0.0, out, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "time step"));
  g_assert_cmpint(tl_rolling_replay_run(&rep, &p, 0.01, 0.01, -1e-5, out, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_rolling_replay_run(&rep, &p, -0.01, 0.01, 1e-5, out, &err), ==, TL_EINVAL);
  p.k_roll = 0.0;
  g_assert_cmpint(tl_rolling_replay_run(&rep, &p, 0.01, 0.01, 1e-5, out, &err), ==, TL_EINVAL);
  p = tl_rolling_params_default();
  /* a flat wall (R_j = ∞): v = R_i ω × n = 0.01 (x̂ × ẑ) = −0.01 ŷ, F = +γ 0.01 ŷ + … */
  g_assert_cmpint(tl_rolling_replay_run(&rep, &p, 0.01, INFINITY, 1e-5, out, &err), ==, TL_OK);
  tl_assert_rel(out[0].force[1], (1e4 * 1e-5 + 10.0) * 0.01, 1e-14);
  tl_rolling_replay_free(&rep);

  g_assert_cmpint(tl_rolling_replay_load("no-such-dir/none.csv", &rep, &err), ==, TL_EIO);
  g_assert_nonnull(strstr(err.message, "none.csv"));
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/rolling-replay/closed-form", test_replay_closed_form);
  g_test_add_func("/rolling-replay/header-order", test_header_order);
  g_test_add_func("/rolling-replay/run-errors", test_run_errors);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_files); i++) {
    tl_test_add_data_funcf(&bad_files[i], test_bad_file, "/rolling-replay/malformed/%s",
                           bad_files[i].what);
  }
  return g_test_run();
}
