/* waveform-csv.c — user creepage histories from CSV (t, cx) files. */
#include <errno.h>
#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/textio.h"
#include "tribo/units.h"
#include "tribo/waveform.h"

void
tl_wave_table_clear(TlWaveTable *table)
{
  free(table->t);
  free(table->c);
  memset(table, 0, sizeof *table);
}

/* A whole field as a finite double (surrounding blanks allowed). */
static int
parse_number(const char *field, double *out)
{
  while (*field == ' ' || *field == '\t')
    field++;
  char buf[64];
  size_t n = strlen(field);
  while (n > 0 && (field[n - 1] == ' ' || field[n - 1] == '\t'))
    n--;
  double v;
  if (n >= sizeof buf)
    return 0;
  memcpy(buf, field, n);
  buf[n] = '\0';
  if (tl_parse_double(buf, 0, &v) != TL_OK)
    return 0;
  *out = v;
  return 1;
}

/* A header line: returns the time factor [s per unit] or 0 when unknown. */
static double
header_time_unit(char **fields)
{
  char *t = g_strstrip(g_ascii_strdown(fields[0], -1));
  char *c = g_strstrip(g_ascii_strdown(fields[1], -1));
  double unit = 0.0;
  if (strcmp(c, "cx") == 0) {
    if (strcmp(t, "t") == 0 || strcmp(t, "t_s") == 0)
      unit = 1.0;
    else if (strcmp(t, "t_ms") == 0)
      unit = TL_UNIT_MS;
  }
  g_free(t);
  g_free(c);
  return unit;
}

static TlStatus
grow(TlWaveTable *tab, int *cap)
{
  if (tab->n < *cap)
    return TL_OK;
  const int ncap = *cap ? 2 * *cap : 64;
  double *t = realloc(tab->t, (size_t)ncap * sizeof(double));
  if (!t)
    return TL_ENOMEM;
  tab->t = t;
  double *c = realloc(tab->c, (size_t)ncap * sizeof(double));
  if (!c)
    return TL_ENOMEM;
  tab->c = c;
  *cap = ncap;
  return TL_OK;
}

/* One line: blank/comment (0), header (1), sample (2), or an error. */
static TlStatus
parse_line(char *line, int lineno, const char *name, int seen_data, double *unit, double *t,
           double *c, int *kind, TlError *err)
{
  char *hash = strchr(line, '#');
  if (hash)
    *hash = '\0';
  g_strstrip(line);
  *kind = 0;
  if (!line[0])
    return TL_OK;
  char **fields = g_strsplit(line, ",", -1);
  const guint nf = g_strv_length(fields);
  TlStatus s = TL_OK;
  if (nf != 2) {
    s = tl_error_set(err, TL_EFORMAT, "%s line %d: expected two fields 't,cx', found %u", name,
                     lineno, nf);
  } else if (parse_number(fields[0], t) && parse_number(fields[1], c)) {
    *kind = 2;
  } else if (!seen_data && *unit == 0.0) {
    *unit = header_time_unit(fields);
    if (*unit == 0.0)
      s = tl_error_set(err, TL_EFORMAT,
                       "%s line %d: neither two decimal numbers nor a known header "
                       "(t_s,cx or t_ms,cx)",
                       name, lineno);
    *kind = 1;
  } else {
    const int bad_first = !parse_number(fields[0], t);
    s = tl_error_set(err, TL_EFORMAT, "%s line %d: the %s is not a finite decimal number", name,
                     lineno, bad_first ? "time" : "creepage");
  }
  g_strfreev(fields);
  return s;
}

TlStatus
tl_wave_table_parse(const char *text, const char *name, TlWaveTable *out, TlError *err)
{
  TlWaveTable tab = { 0, NULL, NULL };
  int cap = 0, header_seen = 0;
  double unit = 0.0;
  TlStatus s = TL_OK;
  char **lines = g_strsplit(text ? text : "", "\n", -1);

  memset(out, 0, sizeof *out);
  for (int i = 0; lines[i] && s == TL_OK; i++) {
    double t, c;
    int kind;
    s = parse_line(lines[i], i + 1, name, tab.n > 0 || header_seen, &unit, &t, &c, &kind, err);
    if (s != TL_OK || kind == 0)
      continue;
    if (kind == 1) {
      header_seen = 1;
      continue;
    }
    t *= unit != 0.0 ? unit : 1.0;
    if (tab.n > 0 && !(t > tab.t[tab.n - 1])) {
      s = tl_error_set(err, TL_EFORMAT,
                       "%s line %d: time %g s does not increase (previous sample at %g s)", name,
                       i + 1, t, tab.t[tab.n - 1]);
      continue;
    }
    if (grow(&tab, &cap) != TL_OK) {
      s = tl_error_set(err, TL_ENOMEM, "%s: out of memory", name);
      continue;
    }
    tab.t[tab.n] = t;
    tab.c[tab.n] = c;
    tab.n++;
  }
  g_strfreev(lines);
  if (s == TL_OK && tab.n < 2)
    s = tl_error_set(err, TL_EFORMAT, "%s: a creepage table needs at least two samples (found %d)",
                     name, tab.n);
  if (s != TL_OK) {
    tl_wave_table_clear(&tab);
    return s;
  }
  *out = tab;
  return TL_OK;
}

TlStatus
tl_wave_table_load(const char *path, TlWaveTable *out, TlError *err)
{
  char *text = NULL;
  memset(out, 0, sizeof *out);
  TlStatus s = tl_text_file_read(path, "creepage table", TL_TEXT_FILE_MAX, &text, NULL, err);
  if (s != TL_OK)
    return s;
  s = tl_wave_table_parse(text, path, out, err);
  g_free(text);
  return s;
}
