/* tribo-table-h5.c — table files in HDF5, and a build's manifest and chunk
 * files (tribo-table-h5.h). */
#include <errno.h>
#include <hdf5.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tribo-table-h5.h"

#define CHUNK_MAGIC "TLTC0001"
#define MANIFEST_FORMAT "tribolab-table-manifest 2" /* 2: the spin axis of format 2 */

static void
quiet_hdf5(void)
{
  /* errors are reported through TlError, not printed by the library */
  H5Eset_auto2(H5E_DEFAULT, NULL, NULL);
}

static int
put_attr(hid_t obj, const char *name, hid_t type, const void *value)
{
  hid_t space = H5Screate(H5S_SCALAR);
  hid_t a = H5Acreate2(obj, name, type, space, H5P_DEFAULT, H5P_DEFAULT);
  int ok = a >= 0 && H5Awrite(a, type, value) >= 0;
  if (a >= 0)
    H5Aclose(a);
  H5Sclose(space);
  return ok;
}

/* A scalar attribute of type string, NUL-terminated and sized to value. */
static int
put_string_attr(hid_t obj, const char *name, const char *value)
{
  hid_t type = H5Tcopy(H5T_C_S1);
  H5Tset_size(type, strlen(value) + 1);
  H5Tset_strpad(type, H5T_STR_NULLTERM);
  int ok = put_attr(obj, name, type, value);
  H5Tclose(type);
  return ok;
}

static int
put_dataset(hid_t loc, const char *name, int rank, const hsize_t *dims, hid_t type,
            const void *data)
{
  hid_t space = H5Screate_simple(rank, dims, NULL);
  hid_t d = H5Dcreate2(loc, name, type, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  int ok = d >= 0 && H5Dwrite(d, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, data) >= 0;
  if (d >= 0)
    H5Dclose(d);
  H5Sclose(space);
  return ok;
}

TlStatus
tl_table_h5_write(const char *path, const TlTableSpec *spec, const double *values,
                  const signed char *status, TlError *err)
{
  TlStatus st = tl_table_spec_validate(spec, err);
  if (st != TL_OK)
    return st;
  quiet_hdf5();
  /* the temporary file is this call's own: the process id and a counter,
   * so two threads writing one path at once do not share it */
  static gint writes;
  char *tmp = g_strdup_printf("%s.tmp-%ld-%d", path, (long)getpid(), g_atomic_int_add(&writes, 1));
  hid_t f = H5Fcreate(tmp, H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
  if (f < 0) {
    st = tl_error_set(err, TL_EIO, "cannot create %s", path);
    g_free(tmp);
    return st;
  }
  const int version = TL_TABLE_FORMAT_VERSION, mx = spec->mx, my = spec->my;
  int ok = put_string_attr(f, "format", TL_TABLE_FORMAT) &&
           put_attr(f, "format_version", H5T_NATIVE_INT, &version) &&
           put_string_attr(f, "program", "tribolab") &&
           put_string_attr(f, "program_version", tl_version()) &&
           put_string_attr(f, "model", tl_table_model_name(spec->model)) &&
           put_attr(f, "mx", H5T_NATIVE_INT, &mx) && put_attr(f, "my", H5T_NATIVE_INT, &my) &&
           put_attr(f, "tol", H5T_NATIVE_DOUBLE, &spec->tol) &&
           put_string_attr(f, "outputs", "Fx/(mu N), Fy/(mu N), Mz/(mu N c)") &&
           put_string_attr(f, "scaling",
                           "c = sqrt(a b); xi = C11 G c^2 cx/(mu N), eta = C22 G c^2 cy/(mu N), "
                           "phi = S G c^3 spin/(mu N), S = ((C22 a/c)^4 + (C11 b/c)^4)^(1/4), "
                           "with Kalker's coefficients at (ratio, nu); ratio = a/b (axis even "
                           "in ln a/b); nu = Poisson's ratio") &&
           put_string_attr(f, "status_codes", "0 solved, 1 solved by the fallback march, 2 failed");
  hid_t axes = ok ? H5Gcreate2(f, "axes", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT) : -1;
  ok = ok && axes >= 0;
  hsize_t dims[TL_TABLE_N_AXES + 1];
  for (int k = 0; ok && k < TL_TABLE_N_AXES; k++) {
    double *v = g_new(double, spec->n[k]);
    for (int i = 0; i < spec->n[k]; i++)
      v[i] = tl_table_axis_value(spec, k, i);
    dims[k] = (hsize_t)spec->n[k];
    ok = put_dataset(axes, tl_table_axis_name(k), 1, &dims[k], H5T_NATIVE_DOUBLE, v);
    g_free(v);
  }
  if (axes >= 0)
    H5Gclose(axes);
  dims[TL_TABLE_N_AXES] = TL_TABLE_N_OUT;
  ok = ok && put_dataset(f, "values", TL_TABLE_N_AXES + 1, dims, H5T_NATIVE_DOUBLE, values) &&
       put_dataset(f, "status", TL_TABLE_N_AXES, dims, H5T_NATIVE_SCHAR, status);
  ok = H5Fclose(f) >= 0 && ok;
  if (ok && g_rename(tmp, path) != 0)
    ok = 0;
  if (!ok) {
    g_unlink(tmp);
    st = tl_error_set(err, TL_EIO, "cannot write the table %s", path);
  }
  g_free(tmp);
  return st;
}

/* The attribute name of obj, or -1 when it is absent or cannot be opened. */
static hid_t
open_attr(hid_t obj, const char *name)
{
  return H5Aexists(obj, name) > 0 ? H5Aopen(obj, name, H5P_DEFAULT) : -1;
}

static int
get_attr(hid_t obj, const char *name, hid_t type, void *value)
{
  hid_t a = open_attr(obj, name);
  int ok = a >= 0 && H5Aread(a, type, value) >= 0;
  if (a >= 0)
    H5Aclose(a);
  return ok;
}

static int
get_string_attr(hid_t obj, const char *name, char *buf, size_t size)
{
  hid_t a = open_attr(obj, name);
  if (a < 0)
    return 0;
  hid_t ftype = H5Aget_type(a);
  int ok = 0;
  if (H5Tget_class(ftype) == H5T_STRING && !H5Tis_variable_str(ftype) &&
      H5Tget_size(ftype) < size) {
    hid_t type = H5Tcopy(H5T_C_S1);
    H5Tset_size(type, size);
    H5Tset_strpad(type, H5T_STR_NULLTERM);
    memset(buf, 0, size);
    ok = H5Aread(a, type, buf) >= 0;
    H5Tclose(type);
  }
  H5Tclose(ftype);
  H5Aclose(a);
  return ok;
}

/* The dataset name under loc, or -1 when it is absent or cannot be opened. */
static hid_t
open_dataset(hid_t loc, const char *name)
{
  return H5Lexists(loc, name, H5P_DEFAULT) > 0 ? H5Dopen2(loc, name, H5P_DEFAULT) : -1;
}

/* Read dataset name of the expected shape into data. */
static int
get_dataset(hid_t loc, const char *name, int rank, const hsize_t *dims, hid_t type, void *data)
{
  hid_t d = open_dataset(loc, name);
  if (d < 0)
    return 0;
  hid_t space = H5Dget_space(d);
  hsize_t got[TL_TABLE_N_AXES + 1];
  int ok = H5Sget_simple_extent_ndims(space) == rank &&
           H5Sget_simple_extent_dims(space, got, NULL) == rank;
  for (int k = 0; ok && k < rank; k++)
    ok = got[k] == dims[k];
  ok = ok && H5Dread(d, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, data) >= 0;
  H5Sclose(space);
  H5Dclose(d);
  return ok;
}

/* Length of a 1-D dataset, 0 when absent or not 1-D. */
static hsize_t
dataset_length(hid_t loc, const char *name)
{
  hid_t d = open_dataset(loc, name);
  if (d < 0)
    return 0;
  hid_t space = H5Dget_space(d);
  hsize_t n = 0;
  if (H5Sget_simple_extent_ndims(space) != 1 || H5Sget_simple_extent_dims(space, &n, NULL) != 1)
    n = 0;
  H5Sclose(space);
  H5Dclose(d);
  return n;
}

TlStatus
tl_table_h5_read(const char *path, TlTableSpec *spec, double **values, signed char **status,
                 TlError *err)
{
  *values = NULL;
  *status = NULL;
  quiet_hdf5();
  if (!g_file_test(path, G_FILE_TEST_IS_REGULAR) || H5Fis_hdf5(path) <= 0)
    return tl_error_set(err, TL_EIO, "%s: not a readable HDF5 file", path);
  hid_t f = H5Fopen(path, H5F_ACC_RDONLY, H5P_DEFAULT);
  if (f < 0)
    return tl_error_set(err, TL_EIO, "%s: cannot open", path);
  TlStatus st = TL_OK;
  char text[128];
  int version = 0;
  TlTableSpec s = { 0 };
  if (!get_string_attr(f, "format", text, sizeof text) || strcmp(text, TL_TABLE_FORMAT) != 0 ||
      !get_attr(f, "format_version", H5T_NATIVE_INT, &version)) {
    st = tl_error_set(err, TL_EFORMAT, "%s: not a TriboLab creep-force table (version %d)", path,
                      TL_TABLE_FORMAT_VERSION);
    goto out;
  }
  if (version == 1) { /* same layout, but φ meant another spin: refuse rather than misread */
    st = tl_error_set(err, TL_EFORMAT,
                      "%s: a table of format 1, whose spin axis was scaled by |C23|; this "
                      "version scales it differently (docs/theory.md §14.1): rebuild the table",
                      path);
    goto out;
  }
  if (version != TL_TABLE_FORMAT_VERSION) {
    st = tl_error_set(err, TL_EFORMAT, "%s: creep-force table of format %d (this version reads %d)",
                      path, version, TL_TABLE_FORMAT_VERSION);
    goto out;
  }
  if (!get_string_attr(f, "model", text, sizeof text) ||
      tl_table_model_from_name(text, &s.model, NULL) != TL_OK ||
      !get_attr(f, "mx", H5T_NATIVE_INT, &s.mx) || !get_attr(f, "my", H5T_NATIVE_INT, &s.my) ||
      !get_attr(f, "tol", H5T_NATIVE_DOUBLE, &s.tol)) {
    st = tl_error_set(err, TL_EFORMAT, "%s: missing or bad model, mx, my or tol", path);
    goto out;
  }
  hsize_t dims[TL_TABLE_N_AXES + 1];
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    char name[32];
    g_snprintf(name, sizeof name, "axes/%s", tl_table_axis_name(k));
    const hsize_t n = H5Lexists(f, "axes", H5P_DEFAULT) > 0 ? dataset_length(f, name) : 0;
    if (n < 1 || n > TL_TABLE_MAX_AXIS) {
      st = tl_error_set(err, TL_EFORMAT, "%s: missing or bad axis %s", path, name);
      goto out;
    }
    double *v = g_new(double, n);
    int ok = get_dataset(f, name, 1, &n, H5T_NATIVE_DOUBLE, v);
    s.n[k] = (int)n;
    s.lo[k] = v[0];
    s.hi[k] = v[n - 1];
    dims[k] = n;
    /* the interpolation assumes uniform axes: check the file's points */
    for (hsize_t i = 0; ok && i < n; i++)
      ok = isfinite(v[i]) &&
           fabs(v[i] - tl_table_axis_value(&s, k, (int)i)) <= 1e-9 * (1.0 + fabs(s.hi[k] - s.lo[k]));
    g_free(v);
    if (!ok) {
      st = tl_error_set(err, TL_EFORMAT, "%s: axis %s is not uniformly spaced", path, name);
      goto out;
    }
  }
  if ((st = tl_table_spec_validate(&s, err)) != TL_OK) {
    tl_error_prefix(err, "%s: ", path);
    goto out;
  }
  const size_t count = tl_table_spec_count(&s);
  dims[TL_TABLE_N_AXES] = TL_TABLE_N_OUT;
  double *v = g_try_new(double, count * TL_TABLE_N_OUT);
  signed char *c = g_try_new(signed char, count);
  if (!v || !c) {
    g_free(v);
    g_free(c);
    st = tl_error_set(err, TL_ENOMEM, "%s: out of memory for %zu entries", path, count);
    goto out;
  }
  if (!get_dataset(f, "values", TL_TABLE_N_AXES + 1, dims, H5T_NATIVE_DOUBLE, v) ||
      !get_dataset(f, "status", TL_TABLE_N_AXES, dims, H5T_NATIVE_SCHAR, c)) {
    g_free(v);
    g_free(c);
    st = tl_error_set(err, TL_EFORMAT, "%s: values or status missing or of the wrong shape", path);
    goto out;
  }
  *spec = s;
  *values = v;
  *status = c;
out:
  H5Fclose(f);
  return st;
}

TlTable *
tl_table_h5_load(const char *path, TlError *err)
{
  TlTableSpec s;
  double *v;
  signed char *c;
  if (tl_table_h5_read(path, &s, &v, &c, err) != TL_OK)
    return NULL;
  TlTable *t = tl_table_new(&s, v, c, err);
  if (!t)
    tl_error_prefix(err, "%s: ", path);
  g_free(v);
  g_free(c);
  return t;
}

/* ---- manifest and chunks -------------------------------------------------------- */

TlStatus
tl_table_manifest_write(const char *dir, const TlTableManifest *m, TlError *err)
{
  TlStatus st = tl_table_spec_validate(&m->spec, err);
  if (st != TL_OK)
    return st;
  if (g_mkdir_with_parents(dir, 0755) != 0)
    return tl_error_set(err, TL_EIO, "cannot create the directory %s: %s", dir, g_strerror(errno));
  GString *s = g_string_new(MANIFEST_FORMAT "\n");
  g_string_append_printf(s, "model = %s\nmx = %d\nmy = %d\ntol = %.17g\n",
                         tl_table_model_name(m->spec.model), m->spec.mx, m->spec.my, m->spec.tol);
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    char lo[G_ASCII_DTOSTR_BUF_SIZE], hi[G_ASCII_DTOSTR_BUF_SIZE];
    g_string_append_printf(s, "%s = %s %s %d\n", tl_table_axis_name(k),
                           g_ascii_formatd(lo, sizeof lo, "%.17g", m->spec.lo[k]),
                           g_ascii_formatd(hi, sizeof hi, "%.17g", m->spec.hi[k]), m->spec.n[k]);
  }
  g_string_append_printf(s, "entries = %zu\nchunk_size = %zu\nchunks = %zu\n",
                         tl_table_spec_count(&m->spec), m->chunk_size, m->n_chunks);
  g_string_append(s, "# chunk k holds entries k*chunk_size ... min((k+1)*chunk_size, entries)-1,\n"
                     "# phi fastest, then eta, xi, nu, ratio; its file is chunk-NNNNNN.bin (k in 6 digits)\n");
  char *path = g_build_filename(dir, "manifest.txt", NULL);
  GError *gerr = NULL;
  if (!g_file_set_contents(path, s->str, (gssize)s->len, &gerr)) {
    st = tl_error_set(err, TL_EIO, "%s", gerr->message);
    g_error_free(gerr);
  }
  g_free(path);
  g_string_free(s, TRUE);
  return st;
}

TlStatus
tl_table_manifest_read(const char *dir, TlTableManifest *m, TlError *err)
{
  char *path = g_build_filename(dir, "manifest.txt", NULL);
  char *text = NULL;
  TlStatus st = TL_OK;
  if (!g_file_get_contents(path, &text, NULL, NULL)) {
    st = tl_error_set(err, TL_EIO, "%s: cannot read", path);
    g_free(path);
    return st;
  }
  TlTableManifest r = { 0 };
  r.spec.model = (TlTableModel)-1;
  unsigned seen = 0;
  gchar **lines = g_strsplit(text, "\n", -1);
  if (!lines[0] || strcmp(lines[0], MANIFEST_FORMAT) != 0)
    st = tl_error_set(err, TL_EFORMAT, "%s: line 1 is not '%s'", path, MANIFEST_FORMAT);
  for (int i = 1; st == TL_OK && lines[i]; i++) {
    char *line = g_strstrip(lines[i]);
    if (!*line || *line == '#')
      continue;
    char *eq = strchr(line, '=');
    int ok = eq != NULL;
    if (ok) {
      *eq = 0;
      char *key = g_strstrip(line), *val = g_strstrip(eq + 1), *end = NULL;
      int axis = -1;
      for (int k = 0; k < TL_TABLE_N_AXES; k++)
        if (strcmp(key, tl_table_axis_name(k)) == 0)
          axis = k;
      if (axis >= 0) {
        gchar **f = g_strsplit_set(val, " \t", -1);
        ok = g_strv_length(f) == 3;
        if (ok) {
          r.spec.lo[axis] = g_ascii_strtod(f[0], &end);
          ok = *end == 0;
          r.spec.hi[axis] = g_ascii_strtod(f[1], &end);
          ok = ok && *end == 0;
          r.spec.n[axis] = (int)g_ascii_strtoll(f[2], &end, 10);
          ok = ok && *end == 0;
        }
        g_strfreev(f);
        seen |= 1u << axis;
      } else if (strcmp(key, "model") == 0) {
        ok = tl_table_model_from_name(val, &r.spec.model, NULL) == TL_OK;
        seen |= 1u << 5;
      } else if (strcmp(key, "mx") == 0 || strcmp(key, "my") == 0) {
        int v = (int)g_ascii_strtoll(val, &end, 10);
        ok = *end == 0 && end != val;
        *(key[1] == 'x' ? &r.spec.mx : &r.spec.my) = v;
        seen |= 1u << (key[1] == 'x' ? 6 : 7);
      } else if (strcmp(key, "tol") == 0) {
        r.spec.tol = g_ascii_strtod(val, &end);
        ok = *end == 0 && end != val;
        seen |= 1u << 8;
      } else if (strcmp(key, "chunk_size") == 0 || strcmp(key, "chunks") == 0 ||
                 strcmp(key, "entries") == 0) {
        guint64 v = g_ascii_strtoull(val, &end, 10);
        ok = *end == 0 && end != val;
        if (key[1] == 'h' && key[5] == '_')
          r.chunk_size = (size_t)v, seen |= 1u << 9;
        else if (key[0] == 'c')
          r.n_chunks = (size_t)v, seen |= 1u << 10;
      }
      /* other keys: left for later versions */
    }
    if (!ok)
      st = tl_error_set(err, TL_EFORMAT, "%s: line %d is not a valid 'key = value'", path, i + 1);
  }
  if (st == TL_OK && seen != 0x7ffu)
    st = tl_error_set(err, TL_EFORMAT, "%s: a key is missing (model, mx, my, tol, the five axes, "
                      "chunk_size, chunks)", path);
  if (st == TL_OK && (st = tl_table_spec_validate(&r.spec, err)) != TL_OK)
    tl_error_prefix(err, "%s: ", path);
  if (st == TL_OK) {
    const size_t n = tl_table_spec_count(&r.spec);
    if (r.chunk_size < 1 || r.n_chunks != (n + r.chunk_size - 1) / r.chunk_size)
      st = tl_error_set(err, TL_EFORMAT, "%s: chunk_size and chunks do not fit %zu entries", path,
                        n);
  }
  if (st == TL_OK)
    *m = r;
  g_strfreev(lines);
  g_free(text);
  g_free(path);
  return st;
}

char *
tl_table_chunk_path(const char *dir, size_t chunk)
{
  char name[40];
  g_snprintf(name, sizeof name, "chunk-%06zu.bin", chunk);
  return g_build_filename(dir, name, NULL);
}

void
tl_table_chunk_range(const TlTableManifest *m, size_t chunk, size_t *first, size_t *count)
{
  const size_t n = tl_table_spec_count(&m->spec);
  *first = chunk * m->chunk_size;
  if (*first > n)
    *first = n;
  *count = n - *first < m->chunk_size ? n - *first : m->chunk_size;
}

static size_t
chunk_bytes(size_t count)
{
  return 8 + 16 + count * (TL_TABLE_N_OUT * sizeof(double) + 1);
}

/* Chunk files are little-endian (the manifest's readers are on x86-64 and
 * aarch64; a big-endian host would need a swap here). */
TlStatus
tl_table_chunk_write(const char *dir, const TlTableManifest *m, size_t chunk,
                     const double *values, const signed char *status, TlError *err)
{
  size_t first, count;
  tl_table_chunk_range(m, chunk, &first, &count);
  const size_t size = chunk_bytes(count);
  char *buf = g_malloc(size);
  memcpy(buf, CHUNK_MAGIC, 8);
  const uint64_t head[2] = { first, count };
  memcpy(buf + 8, head, 16);
  memcpy(buf + 24, values, count * TL_TABLE_N_OUT * sizeof(double));
  memcpy(buf + 24 + count * TL_TABLE_N_OUT * sizeof(double), status, count);
  char *path = tl_table_chunk_path(dir, chunk);
  GError *gerr = NULL;
  TlStatus st = TL_OK;
  /* g_file_set_contents writes a temporary file and renames it */
  if (!g_file_set_contents(path, buf, (gssize)size, &gerr)) {
    st = tl_error_set(err, TL_EIO, "%s", gerr->message);
    g_error_free(gerr);
  }
  g_free(path);
  g_free(buf);
  return st;
}

static TlStatus
chunk_load(const char *dir, const TlTableManifest *m, size_t chunk, char **buf, TlError *err)
{
  size_t first, count, len = 0;
  tl_table_chunk_range(m, chunk, &first, &count);
  char *path = tl_table_chunk_path(dir, chunk);
  TlStatus st = TL_OK;
  *buf = NULL;
  if (!g_file_get_contents(path, buf, &len, NULL)) {
    st = tl_error_set(err, TL_EIO, "%s: cannot read", path);
  } else {
    uint64_t head[2];
    memcpy(head, *buf + (len >= 24 ? 8 : 0), 16);
    if (len != chunk_bytes(count) || memcmp(*buf, CHUNK_MAGIC, 8) != 0 || head[0] != first ||
        head[1] != count) {
      st = tl_error_set(err, TL_EFORMAT, "%s: not chunk %zu of this manifest", path, chunk);
      g_free(*buf);
      *buf = NULL;
    }
  }
  g_free(path);
  return st;
}

int
tl_table_chunk_done(const char *dir, const TlTableManifest *m, size_t chunk)
{
  char *buf;
  if (chunk_load(dir, m, chunk, &buf, NULL) != TL_OK)
    return 0;
  g_free(buf);
  return 1;
}

TlStatus
tl_table_chunk_read(const char *dir, const TlTableManifest *m, size_t chunk, double *values,
                    signed char *status, TlError *err)
{
  char *buf;
  TlStatus st = chunk_load(dir, m, chunk, &buf, err);
  if (st != TL_OK)
    return st;
  size_t first, count;
  tl_table_chunk_range(m, chunk, &first, &count);
  memcpy(values + TL_TABLE_N_OUT * first, buf + 24, count * TL_TABLE_N_OUT * sizeof(double));
  memcpy(status + first, buf + 24 + count * TL_TABLE_N_OUT * sizeof(double), count);
  g_free(buf);
  return TL_OK;
}
