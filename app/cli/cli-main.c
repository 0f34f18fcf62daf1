/* cli-main.c — tribolab-cli: everything the window computes, headless. */
#include <gsl/gsl_errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "tl-i18n.h"

/* Help texts are ASCII: GLib transliterates UTF-8 to "?" in the C locale. */

static const CliCommand commands[] = {
  { "hertz", N_("Hertz contact ellipse, pressure, approach and Kalker coefficients (CSV)"),
    cli_hertz },
  { "steady", N_("steady rolling: traction coefficient vs creepage (CSV)"), cli_steady },
  { "transient", N_("transient rolling under a creepage waveform (CSV or --summary)"), cli_transient },
  { "rolling", N_("rolling resistance (sds): two-sphere demo or --replay FILE (CSV)"), cli_rolling },
  { "friction", N_("friction laws: force versus velocity or along a motion (CSV)"), cli_friction },
  { "stickslip", N_("mass-spring-belt stick-slip oscillator (CSV or summary)"), cli_stickslip },
  { "subsurface", N_("stresses below the surface: sections, lines, maxima (CSV or --summary)"),
    cli_subsurface },
  { "wheelrail", N_("wheel on rail: contact points under lateral shift, conicity, pressure (CSV)"),
    cli_wheelrail },
  { "wheelset", N_("wheelset on track: Klingel wavelength, root locus, critical speed (CSV)"),
    cli_wheelset },
  { "wear", N_("profiles that wear: worn wheel and rail, conicity after each step (CSV)"),
    cli_wear },
  { "table", N_("creep-force tables: build (locally or on Dask) and query (HDF5)"), cli_table },
  { "export", N_("draw a view into a PNG, SVG or PDF file"), cli_export_exec },
  { "bench", N_("benchmark figures (medians of repeated runs)"), cli_bench_exec },
};

#define N_COMMANDS (sizeof commands / sizeof commands[0])

static void
usage(FILE *out)
{
  GString *text = g_string_new(NULL);
  g_string_append(text, _("Usage: tribolab-cli COMMAND [OPTIONS]\n\n"
                          "Contact mechanics and friction from the command line.\n\nCommands:\n"));
  for (size_t i = 0; i < N_COMMANDS; i++)
    g_string_append_printf(text, "  %-12s %s\n", commands[i].name, _(commands[i].summary));
  g_string_append(text, _("\nRun 'tribolab-cli COMMAND --help' for a command's options.\n"
                          "Exit status: 0 success, 1 computation failed, 2 bad usage or input.\n"));
  /* at most 80 columns, in every language */
  cli_print_wrapped(out, text->str);
  g_string_free(text, TRUE);
}

int
main(int argc, char **argv)
{
  cli_process_setup(NULL);

  if (argc < 2) {
    usage(stderr);
    return CLI_EXIT_USAGE;
  }
  if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
      strcmp(argv[1], "help") == 0) {
    usage(stdout);
    return CLI_EXIT_OK;
  }
  if (strcmp(argv[1], "--version") == 0) {
    printf("tribolab-cli %s\n", TL_VERSION);
    return CLI_EXIT_OK;
  }
  for (size_t i = 0; i < N_COMMANDS; i++) {
    if (strcmp(argv[1], commands[i].name) == 0) {
      cli_set_command_name(commands[i].name);
      return commands[i].run(commands[i].name, argc - 1, argv + 1);
    }
  }
  fprintf(stderr, _("tribolab-cli: unknown command '%s'\n"), argv[1]);
  usage(stderr);
  return CLI_EXIT_USAGE;
}
