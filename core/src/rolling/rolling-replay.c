/* rolling-replay.c — drive the rolling model with kinematics recorded from a
 * particle simulation: how a DEM user checks k_roll, γ_roll, μ_roll against a
 * contact history.  The file is CSV with a header naming the columns. */
#include "tribo/rolling.h"
#include "tribo/textio.h"

#include <errno.h>
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { COL_T, COL_NX, COL_NY, COL_NZ, COL_WIX, COL_WIY, COL_WIZ, COL_WJX, COL_WJY, COL_WJZ,
       COL_FN0, N_COLS };

static const char *const column_names[N_COLS] = { "t",   "nx",  "ny",  "nz",  "wix", "wiy",
                                                  "wiz", "wjx", "wjy", "wjz", "fn0" };

/* A longest accepted line: far more than 11 numbers need. */
#define MAX_FIELDS 64

typedef struct {
  const char *name;  /* file name for messages */
  size_t line;       /* current line number, from 1 */
  int field_of[N_COLS]; /* which field of a row holds each column */
  int n_fields;      /* fields per row (the header's) */
} Parser;

static TlStatus
fail(TlError *err, const Parser *ps, const char *what)
{
  return tl_error_set(err, TL_EFORMAT, "%s:%zu: %s", ps->name, ps->line, what);
}

/* Split a line at commas in place; trims spaces and tabs around fields. */
static int
split_fields(char *line, char **fields, int max)
{
  int n = 0;
  char *p = line;
  for (;;) {
    char *comma = strchr(p, ',');
    if (comma)
      *comma = '\0';
    if (n < max)
      fields[n] = g_strstrip(p);
    n++;
    if (!comma)
      return n;
    p = comma + 1;
  }
}

static TlStatus
parse_header(Parser *ps, char *line, TlError *err)
{
  char *fields[MAX_FIELDS];
  const int n = split_fields(line, fields, MAX_FIELDS);
  if (n > MAX_FIELDS)
    return fail(err, ps, "too many columns in the header");
  for (int c = 0; c < N_COLS; c++) {
    ps->field_of[c] = -1;
    for (int f = 0; f < n; f++)
      if (g_ascii_strcasecmp(fields[f], column_names[c]) == 0)
        ps->field_of[c] = f;
    if (ps->field_of[c] < 0) {
      char what[200];
      snprintf(what, sizeof what, "the header has no column '%s' (expected the columns %s)",
               column_names[c], TL_ROLLING_REPLAY_COLUMNS);
      return fail(err, ps, what);
    }
  }
  ps->n_fields = n;
  return TL_OK;
}

static TlStatus
parse_number(const Parser *ps, const char *text, int col, double *out, TlError *err)
{
  double v;
  if (tl_parse_double(text, 0, &v) != TL_OK) {
    char what[160];
    (void)text; /* not echoed: the file may be anything the user pointed at */
    snprintf(what, sizeof what, "column '%s' is not a finite decimal number",
             column_names[col]);
    return fail(err, ps, what);
  }
  *out = v;
  return TL_OK;
}

static TlStatus
parse_row(const Parser *ps, char *line, double t_prev, size_t index, TlRollingReplayRow *row,
          TlError *err)
{
  char *fields[MAX_FIELDS];
  double v[N_COLS];
  char what[200];
  const int n = split_fields(line, fields, MAX_FIELDS);
  if (n != ps->n_fields) {
    snprintf(what, sizeof what, "expected %d fields as in the header, found %d", ps->n_fields, n);
    return fail(err, ps, what);
  }
  for (int c = 0; c < N_COLS; c++) {
    TlStatus s = parse_number(ps, fields[ps->field_of[c]], c, &v[c], err);
    if (s != TL_OK)
      return s;
  }
  *row = (TlRollingReplayRow){ v[COL_T],
                               { { v[COL_NX], v[COL_NY], v[COL_NZ] },
                                 { v[COL_WIX], v[COL_WIY], v[COL_WIZ] },
                                 { v[COL_WJX], v[COL_WJY], v[COL_WJZ] },
                                 v[COL_FN0] } };
  if (index > 0 && !(row->t > t_prev)) {
    snprintf(what, sizeof what, "t = %.10g does not increase (previous row: %.10g)", row->t,
             t_prev);
    return fail(err, ps, what);
  }
  TlError kerr;
  if (tl_rolling_kinematics_validate(&row->kin, &kerr) != TL_OK)
    return fail(err, ps, kerr.message);
  return TL_OK;
}

static gboolean
skip_line(const char *line)
{
  while (*line == ' ' || *line == '\t')
    line++;
  return *line == '\0' || *line == '#';
}

TlStatus
tl_rolling_replay_parse(const char *text, size_t length, const char *name, TlRollingReplay *out,
                        TlError *err)
{
  Parser ps = { name ? name : "replay", 0, { 0 }, 0 };
  gboolean have_header = FALSE;
  size_t n = 0, cap = 0;
  TlRollingReplayRow *rows = NULL;
  TlStatus s = TL_OK;
  /* a NUL byte would end the text early and drop the rows after it */
  if ((s = tl_text_check_nul(text, length, ps.name, err)) != TL_OK)
    return s;

  char *copy = g_strndup(text, length);
  char *cursor = copy;
  while (cursor && s == TL_OK) {
    char *line = cursor;
    char *nl = strchr(cursor, '\n');
    cursor = nl ? nl + 1 : NULL;
    if (nl)
      *nl = '\0';
    if (!nl && *line == '\0')
      break; /* the final newline */
    ps.line++;
    const size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\r')
      line[len - 1] = '\0';
    if (skip_line(line))
      continue;
    if (!have_header) {
      s = parse_header(&ps, line, err);
      have_header = TRUE;
      continue;
    }
    if (n == cap) {
      cap = cap ? 2 * cap : 256;
      rows = g_renew(TlRollingReplayRow, rows, cap);
    }
    s = parse_row(&ps, line, n ? rows[n - 1].t : 0.0, n, &rows[n], err);
    n++;
  }
  g_free(copy);

  if (s == TL_OK && (!have_header || n == 0)) {
    ps.line = ps.line ? ps.line : 1;
    s = fail(err, &ps, have_header ? "the header is not followed by any data row"
                                   : "empty file: expected a header line naming the columns "
                                     TL_ROLLING_REPLAY_COLUMNS);
  }
  if (s != TL_OK) {
    g_free(rows);
    return s;
  }
  out->n = n;
  out->rows = g_renew(TlRollingReplayRow, rows, n);
  return TL_OK;
}

TlStatus
tl_rolling_replay_load(const char *path, TlRollingReplay *out, TlError *err)
{
  char *text = NULL;
  size_t length = 0;
  TlStatus s = tl_text_file_read(path, "replay", TL_TEXT_FILE_MAX, &text, &length, err);
  if (s != TL_OK)
    return s;
  s = tl_rolling_replay_parse(text, length, path, out, err);
  g_free(text);
  return s;
}

void
tl_rolling_replay_free(TlRollingReplay *r)
{
  g_free(r->rows);
  r->rows = NULL;
  r->n = 0;
}

TlStatus
tl_rolling_replay_run(const TlRollingReplay *r, const TlRollingParams *p, double radius_i,
                      double radius_j, double dt, TlRollingReplayOutput *out, TlError *err)
{
  TlRollingContact c;
  TlStatus s;
  if ((s = tl_rolling_params_validate(p, err)) != TL_OK)
    return s;
  if ((s = tl_rolling_contact_init(&c, radius_i, radius_j, err)) != TL_OK)
    return s;
  if (!(isfinite(dt) && dt >= 0.0))
    return tl_error_set(err, TL_EINVAL, "time step must be positive, or 0 to take it from the "
                                        "t column (got %g s)", dt);
  if (r->n == 0)
    return tl_error_set(err, TL_EINVAL, "the replay has no rows");
  if (dt == 0.0 && r->n < 2)
    return tl_error_set(err, TL_EINVAL, "a one-row replay needs an explicit time step");
  for (size_t k = 0; k < r->n; k++) {
    if ((s = tl_rolling_kinematics_validate(&r->rows[k].kin, err)) != TL_OK) {
      tl_error_prefix(err, "row %zu: ", k + 1);
      return s;
    }
    if (k > 0 && !(r->rows[k].t > r->rows[k - 1].t))
      return tl_error_set(err, TL_EINVAL, "row %zu: t does not increase", k + 1);
  }

  for (size_t k = 0; k < r->n; k++) {
    const size_t back = k > 0 ? k : 1;
    const double step = dt > 0.0 ? dt : r->rows[back].t - r->rows[back - 1].t;
    TlRollingOutput o;
    tl_rolling_step(&c, p, &r->rows[k].kin, step, &o);
    out[k].t = r->rows[k].t;
    memcpy(out[k].force, o.force, sizeof o.force);
    memcpy(out[k].torque_i, o.torque_i, sizeof o.torque_i);
    memcpy(out[k].torque_j, o.torque_j, sizeof o.torque_j);
    out[k].state = o.state;
  }
  return TL_OK;
}
