/* cli-common.c — what every tribolab-cli command shares beyond reading its
 * options and writing its output: the process set-up, messages and error
 * reporting, the common contact options and presets by name.  This is the
 * CLI's unit edge: mm, kN, GPa in, SI into the core (via TL_UNIT_*). */
#include <gsl/gsl_errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <time.h>

#include "cli.h"
#include "tl-i18n.h"
#include "tribo/units.h"

void
cli_set_command_name(const char *command)
{
  /* "Usage: tribolab-cli CMD [OPTION...]" in every command's --help */
  char *prgname = g_strdup_printf("tribolab-cli %s", command);
  g_set_prgname(prgname);
  g_free(prgname);
}

void
cli_process_setup(const char *command)
{
  /* The user's locale for messages, but CSV needs '.' as the decimal point:
   * LC_NUMERIC stays "C" (tl_app_i18n_init). */
  tl_app_i18n_init();
  gsl_set_error_handler_off();
  if (command)
    cli_set_command_name(command);
}

static void
vprint(const char *command, const char *prefix, const char *fmt, va_list ap)
{
  cli_progress_end(); /* a message starts on a line of its own */
  fprintf(stderr, "tribolab-cli %s: %s", command, prefix);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
}

int
cli_usage_error(const char *command, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vprint(command, "", fmt, ap);
  va_end(ap);
  return CLI_EXIT_USAGE;
}

int
cli_failure(const char *command, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vprint(command, "", fmt, ap);
  va_end(ap);
  return CLI_EXIT_FAILED;
}

void
cli_warning(const char *command, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vprint(command, _("warning: "), fmt, ap);
  va_end(ap);
}

int
cli_report(const char *command, const TlError *err)
{
  const char *message = err->message[0] ? err->message : tl_status_string(err->status);
  const char *option = err->status == TL_EINVAL || err->status == TL_ERANGE
                         ? cli_option_behind(message)
                         : NULL;
  if (option)
    fprintf(stderr, "tribolab-cli %s: %s: %s\n", command, option, message);
  else
    fprintf(stderr, "tribolab-cli %s: %s\n", command, message);
  switch (err->status) {
  case TL_EINVAL:
  case TL_EFORMAT:
  case TL_ERANGE:
  case TL_ENOTAVAIL:
    return CLI_EXIT_USAGE;
  default:
    return CLI_EXIT_FAILED;
  }
}

int
cli_report_input(const char *command, const TlError *err)
{
  const int status = cli_report(command, err);
  return err->status == TL_EIO ? CLI_EXIT_USAGE : status;
}

/* ---- contact options ------------------------------------------------------ */

#define CO(field) offsetof(CliContactOptions, field)
static const CliDoubleOption contact_doubles[] = {
  { "a-mm", CO(a_mm), "Semi-axis a along x at the reference load (default 8.56)", "MM", 0 },
  { "b-mm", CO(b_mm), "Semi-axis b along y at the reference load (default 4.08)", "MM", 0 },
  { "ref-load-kn", CO(ref_load_kn),
    "Load at which --a-mm/--b-mm hold (default 100, or the preset's; equal to --load-kn keeps them fixed)", "KN", 0 },
  { "wheel-rx-m", CO(wheel_rx_m),
    "Wheel rolling radius R_wx (default 0.46; inf allowed)", "M", CLI_DOUBLE_INF },
  { "wheel-ry-m", CO(wheel_ry_m),
    "Wheel profile radius R_wy (default inf)", "M", CLI_DOUBLE_INF },
  { "rail-rx-m", CO(rail_rx_m),
    "Rail longitudinal radius R_rx (default inf)", "M", CLI_DOUBLE_INF },
  { "rail-ry-m", CO(rail_ry_m),
    "Rail head radius R_ry (default 0.30; inf allowed)", "M", CLI_DOUBLE_INF },
  { "load-kn", CO(load_kn), "Normal load F_N (default 100)", "KN", 0 },
  { "e-gpa", CO(e_gpa), "Young's modulus E of both bodies", "GPA", 0 },
  { "g-gpa", CO(g_gpa), "Shear modulus G of both bodies (default 82: the steel of "
    "wheelrail's E = 210 GPa with nu 0.28, E/(2(1+nu)) = 82.03)", "GPA", 0 },
  { "nu", CO(nu), "Poisson's ratio of both bodies (default 0.28)", "NU", 0 },
  { "mu", CO(mu), "Friction coefficient (default 0.4, the thesis case; wheelrail's "
    "rolled patch takes 0.3, dry rail as vehicle dynamics takes it)", "MU", 0 },
  { "speed-m-s", CO(speed_m_s), "Rolling speed V (default 1)", "M/S", 0 },
  { "cy", CO(cy), "Lateral creepage (default 0)", "CY", 0 },
  { "spin-per-m", CO(spin_per_m), "Spin creepage (default 0)", "1/M", 0 },
  { "max-seconds", CO(max_seconds),
    "Refuse a run estimated to take longer, and stop one that does (default: refuse beyond "
    "30 s)", "S", 0 },
};
#undef CO

/* What the Hertz contact does not read: friction, speed, creepages and the
 * work budget of a solve.  (--bound stays, so that its value is checked
 * before the command refuses it.) */
static gboolean
tangential_option(const char *name)
{
  static const char *const names[] = { "mu", "speed-m-s", "cy", "spin-per-m", "max-seconds" };
  for (size_t i = 0; i < G_N_ELEMENTS(names); i++)
    if (strcmp(name, names[i]) == 0)
      return TRUE;
  return FALSE;
}

static GOptionGroup *
contact_group(CliContactOptions *o, gboolean normal_only)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry others[] = {
    { "preset", 0, 0, G_OPTION_ARG_FILENAME, &o->preset, "Start from a preset file (INI, as the window saves) or a shipped preset's name (01-thesis-defaults); later options override it", "FILE|NAME" },
    { "material", 0, 0, G_OPTION_ARG_STRING, &o->material, "Named material of both bodies (thesis-steel, steel, ...)", "NAME" },
    { "rail-material", 0, 0, G_OPTION_ARG_STRING, &o->rail_material, "Named material of the rail only", "NAME" },
    { "grid", 0, 0, G_OPTION_ARG_STRING, &o->grid, "Grid over the ellipse's bounding box (default 50x50)", "MXxMY" },
    { "bound", 0, 0, G_OPTION_ARG_STRING, &o->bound, "Traction bound: parabolic (default) or elliptic", "KIND" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  /* the group keeps a pointer to its table: one static table per kind */
  static CliDoubleOption tables[2][G_N_ELEMENTS(contact_doubles)];
  GOptionEntry entries[G_N_ELEMENTS(others)];
  size_t n = 0, m = 0;
  for (size_t i = 0; i < G_N_ELEMENTS(contact_doubles); i++)
    if (!normal_only || !tangential_option(contact_doubles[i].name))
      tables[normal_only][n++] = contact_doubles[i];
  for (size_t i = 0; i < G_N_ELEMENTS(others); i++) /* the NULL row too */
    if (!others[i].long_name || !normal_only || !tangential_option(others[i].long_name))
      entries[m++] = others[i];
  /* what the group leaves out stays "not given" */
  o->mu = o->speed_m_s = o->cy = o->spin_per_m = o->max_seconds = NAN;
  return cli_double_group("contact", "Contact case options (units in the option names):",
                             "Show the contact case options", o, tables[normal_only], n,
                             entries);
}

GOptionGroup *
cli_contact_group(CliContactOptions *o)
{
  return contact_group(o, FALSE);
}

GOptionGroup *
cli_contact_group_normal(CliContactOptions *o)
{
  return contact_group(o, TRUE);
}

void
cli_contact_options_free(CliContactOptions *o)
{
  g_clear_pointer(&o->preset, g_free);
  g_clear_pointer(&o->material, g_free);
  g_clear_pointer(&o->rail_material, g_free);
  g_clear_pointer(&o->grid, g_free);
  g_clear_pointer(&o->bound, g_free);
}

static void
print_preset_warning(const char *message, void *data)
{
  cli_warning(data, "%s", message);
}

/* ---- presets by name ---------------------------------------------------------- */

/* The folders that hold the shipped presets, in the order they are tried:
 * beside an installed program (PREFIX/bin/../share/tribolab/presets), where
 * this build installs them, and this source tree's (a program run from its
 * build tree).  Only the ones that exist (free with g_strfreev). */
static gchar **
preset_dirs(void)
{
  GPtrArray *dirs = g_ptr_array_new();
  char *self = g_file_read_link("/proc/self/exe", NULL);
  if (self) {
    char *bin = g_path_get_dirname(self);
    g_ptr_array_add(dirs, g_build_filename(bin, "..", "share", "tribolab", "presets", NULL));
    g_free(bin);
    g_free(self);
  }
  g_ptr_array_add(dirs, g_strdup(TL_PRESETS_INSTALL_DIR));
  g_ptr_array_add(dirs, g_strdup(TL_PRESETS_SOURCE_DIR));
  GPtrArray *found = g_ptr_array_new();
  for (guint i = 0; i < dirs->len; i++) {
    if (g_file_test(dirs->pdata[i], G_FILE_TEST_IS_DIR))
      g_ptr_array_add(found, dirs->pdata[i]);
    else
      g_free(dirs->pdata[i]);
  }
  g_ptr_array_add(found, NULL);
  g_ptr_array_free(dirs, TRUE);
  return (gchar **)g_ptr_array_free(found, FALSE);
}

static gint
compare_names(gconstpointer a, gconstpointer b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The shipped presets' names (without .ini), sorted, comma-separated. */
static char *
preset_names(gchar **dirs)
{
  GPtrArray *names = g_ptr_array_new_with_free_func(g_free);
  GDir *d = dirs[0] ? g_dir_open(dirs[0], 0, NULL) : NULL;
  for (const char *e; d && (e = g_dir_read_name(d));)
    if (g_str_has_suffix(e, ".ini"))
      g_ptr_array_add(names, g_strndup(e, strlen(e) - 4));
  if (d)
    g_dir_close(d);
  g_ptr_array_sort(names, compare_names);
  GString *list = g_string_new(NULL);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf(list, "%s%s", i ? ", " : "", (char *)names->pdata[i]);
  g_ptr_array_free(names, TRUE);
  return g_string_free(list, FALSE);
}

char *
cli_preset_path(const char *command, const char *name_or_path)
{
  /* a path, or a file of that name here, is taken as it is */
  if (strchr(name_or_path, '/') || g_str_has_suffix(name_or_path, ".ini") ||
      g_file_test(name_or_path, G_FILE_TEST_EXISTS))
    return g_strdup(name_or_path);
  gchar **dirs = preset_dirs();
  char *file = g_strdup_printf("%s.ini", name_or_path);
  for (gchar **d = dirs; *d; d++) {
    char *path = g_build_filename(*d, file, NULL);
    if (g_file_test(path, G_FILE_TEST_IS_REGULAR)) {
      g_free(file);
      g_strfreev(dirs);
      return path;
    }
    g_free(path);
  }
  char *names = preset_names(dirs);
  cli_usage_error(command, "--preset %s: no such file and no shipped preset of that name%s%s",
                  name_or_path, names[0] ? "; the shipped presets are " : "", names);
  g_free(names);
  g_free(file);
  g_strfreev(dirs);
  return NULL;
}

int
cli_load_preset(const char *command, const char *name_or_path, TlPreset *out)
{
  TlError err;
  char *path = cli_preset_path(command, name_or_path);
  if (!path)
    return CLI_EXIT_USAGE;
  const TlStatus s = tl_preset_load_file(path, out, print_preset_warning, (void *)command, &err);
  g_free(path);
  if (s != TL_OK)
    return cli_report_input(command, &err);
  return CLI_EXIT_OK;
}

int
cli_contact_params(const char *command, const CliContactOptions *o, TlContactParams *out)
{
  return cli_contact_and_preset(command, o, out, NULL);
}

int
cli_contact_and_preset(const char *command, const CliContactOptions *o,
                          TlContactParams *out, TlPreset *preset_out)
{
  TlContactParams p = tl_contact_params_default();
  TlHertzParams *h = &p.hertz;
  TlError err;
  TlPreset preset;

  tl_preset_init(&preset);
  if (cli_given(o->max_seconds)) {
    const int status = cli_budget_set_max_seconds(command, o->max_seconds);
    if (status != CLI_EXIT_OK)
      return status;
  }
  if (o->preset) {
    const int status = cli_load_preset(command, o->preset, &preset);
    if (status != CLI_EXIT_OK)
      return status;
    p = preset.contact;
  }

  const gboolean any_axis =
    cli_given(o->a_mm) || cli_given(o->b_mm) || cli_given(o->ref_load_kn);
  const gboolean any_radius = cli_given(o->wheel_rx_m) || cli_given(o->wheel_ry_m) ||
                              cli_given(o->rail_rx_m) || cli_given(o->rail_ry_m);
  if (any_axis && any_radius) {
    const char *axis = cli_given(o->a_mm) ? "--a-mm" : cli_given(o->b_mm) ? "--b-mm"
                                                                                 : "--ref-load-kn";
    const char *radius = cli_given(o->wheel_rx_m)   ? "--wheel-rx-m"
                         : cli_given(o->wheel_ry_m) ? "--wheel-ry-m"
                         : cli_given(o->rail_rx_m)  ? "--rail-rx-m"
                                                       : "--rail-ry-m";
    return cli_usage_error(command, "%s and %s: give either the semi-axes (--a-mm, --b-mm, "
                                       "--ref-load-kn) or the radii (--wheel-*/--rail-*), not both",
                              axis, radius);
  }
  if (cli_given(o->e_gpa) && cli_given(o->g_gpa))
    return cli_usage_error(command, "give either --e-gpa or --g-gpa, not both");

  if (o->material && tl_material_lookup(o->material, &h->wheel, &err) != TL_OK)
    return cli_report(command, &err);
  if (o->material)
    h->rail = h->wheel;
  if (o->rail_material && tl_material_lookup(o->rail_material, &h->rail, &err) != TL_OK)
    return cli_report(command, &err);
  if (cli_given(o->e_gpa) || cli_given(o->g_gpa) || cli_given(o->nu)) {
    TlMaterial m = h->wheel;
    if (cli_given(o->e_gpa)) {
      m.input = TL_ELASTIC_YOUNG;
      m.modulus = o->e_gpa * TL_UNIT_GPA;
    } else if (cli_given(o->g_gpa)) {
      m.input = TL_ELASTIC_SHEAR;
      m.modulus = o->g_gpa * TL_UNIT_GPA;
    }
    if (cli_given(o->nu))
      m.poisson = o->nu;
    h->wheel = h->rail = m;
  }

  if (cli_given(o->load_kn))
    h->normal_load = o->load_kn * TL_UNIT_KN;
  if (any_radius) {
    h->geometry = TL_GEOMETRY_RADII;
    if (cli_given(o->wheel_rx_m))
      h->wheel_rx = o->wheel_rx_m;
    if (cli_given(o->wheel_ry_m))
      h->wheel_ry = o->wheel_ry_m;
    if (cli_given(o->rail_rx_m))
      h->rail_rx = o->rail_rx_m;
    if (cli_given(o->rail_ry_m))
      h->rail_ry = o->rail_ry_m;
  } else {
    if (cli_given(o->a_mm))
      h->semi_a = o->a_mm * TL_UNIT_MM;
    if (cli_given(o->b_mm))
      h->semi_b = o->b_mm * TL_UNIT_MM;
    /* Semi-axes hold at --ref-load-kn, by default the preset's or the
     * contact's 100 kN (the thesis ellipse's load), so --load-kn alone is a
     * load study: both semi-axes scale by (F/F_ref)^(1/3).  Fixed semi-axes
     * are asked for by giving --ref-load-kn equal to --load-kn. */
    if (cli_given(o->ref_load_kn))
      h->ref_load = o->ref_load_kn * TL_UNIT_KN;
  }

  if (cli_given(o->mu))
    p.mu = o->mu;
  if (cli_given(o->speed_m_s))
    p.speed = o->speed_m_s;
  if (cli_given(o->cy))
    p.cy = o->cy;
  if (cli_given(o->spin_per_m))
    p.spin = o->spin_per_m;
  if (o->grid && !cli_parse_grid(command, o->grid, &p.mx, &p.my))
    return CLI_EXIT_USAGE;
  if (o->bound && tl_traction_bound_from_name(o->bound, &p.bound, &err) != TL_OK)
    return cli_report(command, &err);

  if (tl_contact_params_validate(&p, &err) != TL_OK)
    return cli_report(command, &err);
  *out = p;
  if (preset_out)
    *preset_out = preset;
  return CLI_EXIT_OK;
}

double
cli_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
