/* cli-friction.c — `tribolab-cli friction`: the steady friction–velocity
 * curve of a law (CSV v_m_s,force_n) or, with --vs-displacement, friction
 * along a prescribed motion (CSV t_s,x_m,v_m_s,force_n). */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cli-friction.h"
#include "study-friction.h"

#define CURVE_DEFAULT_POINTS 401

typedef struct {
  double v_min, v_max, f_ex;
  char *output;
  char *points_text;
  int points; /* 0: not given (--points itself refuses 0) */
  gboolean vs_displacement, per_term;
} FrictionOptions;

#define FO(field) offsetof(FrictionOptions, field)
static const CliDoubleOption friction_doubles[] = {
  { "v-min-m-s", FO(v_min), "Lowest velocity of the curve (default -0.01)", "M/S", 0 },
  { "v-max-m-s", FO(v_max), "Highest velocity of the curve (default 0.01)", "M/S", 0 },
  { "external-force-n", FO(f_ex),
    "Applied force F_ex that the static term holds at v = 0 (default 0)", "N", 0 },
};
#undef FO

/* The study's CSV into the command's output: a failure drops the output
 * (no file is written), a bad parameter is a usage error. */
static int
finish(const char *cmd, FILE *out, const char *path, TlStatus st, const TlError *err)
{
  if (st == TL_OK)
    return cli_close_output(cmd, out, path);
  if (st != TL_EINVAL)
    return cli_write_failed(cmd, out, err);
  cli_discard_output(out);
  return cli_report(cmd, err);
}

static int
write_curve(const char *cmd, const FrictionOptions *o, const TlFrictionParams *law)
{
  const double v_min = isnan(o->v_min) ? -0.01 : o->v_min;
  const double v_max = isnan(o->v_max) ? 0.01 : o->v_max;
  const double f_ex = isnan(o->f_ex) ? 0.0 : o->f_ex;
  const int n = o->points ? o->points : CURVE_DEFAULT_POINTS;
  if (n < 2 || n > TL_FRICTION_CURVE_MAX_POINTS)
    return cli_usage_error(cmd, "--points must lie between 2 and %d (got %d)",
                              TL_FRICTION_CURVE_MAX_POINTS, n);
  FILE *out = cli_open_output(cmd, o->output);
  if (!out)
    return cli_output_failure();
  TlError err;
  const TlStatus st =
    tl_study_friction_write_curve_csv(out, law, v_min, v_max, n, f_ex, o->per_term, &err);
  return finish(cmd, out, o->output, st, &err);
}

static int
write_trace(const char *cmd, const FrictionOptions *o, const TlFrictionParams *law,
            const TlMotionParams *m)
{
  FILE *out = cli_open_output(cmd, o->output);
  if (!out)
    return cli_output_failure();
  TlError err;
  const TlStatus st = tl_study_friction_write_motion_csv(out, law, m, &err);
  return finish(cmd, out, o->output, st, &err);
}

/* The first motion option given, or NULL. */
static const char *
motion_given(const CliMotionOptions *m)
{
  return m->motion                         ? "--motion"
         : cli_given(m->duration_s)     ? "--duration-s"
         : cli_given(m->amplitude_m)    ? "--amplitude-m"
         : cli_given(m->frequency_hz)   ? "--frequency-hz"
         : cli_given(m->velocity_m_s)   ? "--velocity-m-s"
         : m->integrate_dahl               ? "--integrate-dahl"
                                           : NULL;
}

int
cli_friction(const char *cmd, int argc, char **argv)
{
  FrictionOptions o;
  CliLawOptions lopts;
  CliMotionOptions mopts;
  memset(&o, 0, sizeof o);
  const GOptionEntry others[] = {
    { "points", 0, 0, G_OPTION_ARG_STRING, &o.points_text,
      "Samples: of the curve (default 401) or of the motion (ramp 401, sine 801, constant 401)",
      "N" },
    { "vs-displacement", 0, 0, G_OPTION_ARG_NONE, &o.vs_displacement,
      "Friction along a prescribed motion instead: CSV t_s,x_m,v_m_s,force_n", NULL },
    { "per-term", 0, 0, G_OPTION_ARG_NONE, &o.per_term,
      "Add one column per term of the law (<term>_n) to the curve", NULL },
    CLI_OUTPUT_ENTRY(&o.output),
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  TlFrictionCase fcase;

  int status;
  GOptionContext *ctx = cli_law_context("- friction laws: force versus velocity or motion",
    cli_double_group(cmd, "Curve options:", "Show the curve options", &o, friction_doubles,
      G_N_ELEMENTS(friction_doubles), others),
    cli_law_group(&lopts), cli_motion_group(&mopts), NULL);
  g_option_context_set_description(
    ctx, "Output: the steady friction-velocity curve, CSV v_m_s,force_n (the force after sliding\n"
         "at constant v long enough for any state to settle; LuGre: g(v) sgn v + sigma2 v).\n"
         "With --vs-displacement: friction along the prescribed motion from rest,\n"
         "CSV t_s,x_m,v_m_s,force_n.  The speed-up motion v = t(t+1) runs from t = 0 to 2 s: the\n"
         "paper's interval ('zero to two seconds: t = [0, 3]', '26 m/s') contradicts itself.\n"
         "An imposed motion never tests the static threshold.");
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if (o.points_text && !cli_parse_count(cmd, "--points", o.points_text, &o.points)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if ((status = cli_friction_case(cmd, &lopts, &fcase)) != CLI_EXIT_OK)
    goto out;
  const TlFrictionParams *law = &fcase.law;
  if (o.vs_displacement) {
    if (!isnan(o.v_min) || !isnan(o.v_max) || !isnan(o.f_ex) || o.per_term) {
      status = cli_usage_error(cmd, "--v-min-m-s, --v-max-m-s, --external-force-n and --per-term "
                                       "belong to the curve, not to --vs-displacement");
      goto out;
    }
    TlMotionParams m;
    mopts.points = o.points;
    /* a preset's ramp and sine motions, as the window follows the law along */
    if ((status = cli_motion_params(cmd, &mopts, TL_MOTION_SEED,
                                       lopts.preset ? &fcase : NULL, &m)) != CLI_EXIT_OK)
      goto out;
    status = write_trace(cmd, &o, law, &m);
  } else {
    const char *motion = motion_given(&mopts);
    if (motion) {
      status = cli_usage_error(cmd, "%s is a motion option: it needs --vs-displacement",
                                  motion);
      goto out;
    }
    status = write_curve(cmd, &o, law);
  }
out:
  cli_law_options_free(&lopts);
  cli_motion_options_free(&mopts);
  g_free(o.output);
  g_free(o.points_text);
  g_option_context_free(ctx);
  return status;
}
