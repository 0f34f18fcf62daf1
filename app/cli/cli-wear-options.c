/* cli-wear-options.c — the options of the wear and fatigue laws
 * (docs/theory.md §12) in their display units, into SI. */
#include <stddef.h>
#include <string.h>

#include "cli.h"
#include "tribo/units.h"

#define WO(field) offsetof(CliWearOptions, field)
static const CliDoubleOption wear_doubles[] = {
  { "archard-k", WO(archard_k), "Archard's dimensionless wear coefficient k (default 1e-4, illustrative)", "K", 0 },
  { "hardness-mpa", WO(hardness_mpa), "Hardness H of the softer body for Archard's law (default 3000)", "MPA", 0 },
  { "shear-yield-mpa", WO(shear_yield_mpa), "Yield stress in shear k of the shakedown limit (default 300, illustrative)", "MPA", 0 },
};
#undef WO

GOptionGroup *
cli_wear_group(CliWearOptions *o)
{
  memset(o, 0, sizeof *o);
  return cli_double_group("wear", "Wear and fatigue options:", "Show the wear and fatigue options",
                          o, wear_doubles, G_N_ELEMENTS(wear_doubles), NULL);
}

gboolean
cli_wear_given(const CliWearOptions *o)
{
  return cli_given(o->archard_k) || cli_given(o->hardness_mpa) || cli_given(o->shear_yield_mpa);
}

int
cli_wear_params(const char *command, const CliWearOptions *o, TlWearParams *out)
{
  TlWearParams p = tl_wear_params_default();
  TlError err;
  if (cli_given(o->archard_k))
    p.archard.k = o->archard_k;
  if (cli_given(o->hardness_mpa))
    p.archard.hardness = o->hardness_mpa * TL_UNIT_MPA;
  if (cli_given(o->shear_yield_mpa))
    p.shakedown.shear_yield = o->shear_yield_mpa * TL_UNIT_MPA;
  if (tl_wear_params_validate(&p, &err) != TL_OK)
    return cli_report_input(command, &err);
  *out = p;
  return CLI_EXIT_OK;
}
