/* textio.c — strict numbers, checked input files, atomic output files, CSV
 * numbers. */
#include "tribo/textio.h"

#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- numbers ------------------------------------------------------------- */

static int
is_inf_word(const char *s)
{
  return g_ascii_strcasecmp(s, "inf") == 0 || g_ascii_strcasecmp(s, "infinity") == 0;
}

TlStatus
tl_parse_double(const char *text, unsigned flags, double *out)
{
  if (!text)
    return TL_EFORMAT;
  const char *p = text;
  const int negative = *p == '-';
  if (*p == '+' || *p == '-')
    p++;
  if (is_inf_word(p)) {
    if (!(flags & TL_PARSE_INF))
      return TL_ERANGE;
    *out = negative ? -INFINITY : INFINITY;
    return TL_OK;
  }
  /* digits [. digits] [e [sign] digits], at least one mantissa digit */
  size_t mantissa = 0;
  while (g_ascii_isdigit(*p))
    p++, mantissa++;
  if (*p == '.') {
    p++;
    while (g_ascii_isdigit(*p))
      p++, mantissa++;
  }
  if (mantissa == 0)
    return TL_EFORMAT;
  if (*p == 'e' || *p == 'E') {
    p++;
    if (*p == '+' || *p == '-')
      p++;
    if (!g_ascii_isdigit(*p))
      return TL_EFORMAT;
    while (g_ascii_isdigit(*p))
      p++;
  }
  if (*p != '\0')
    return TL_EFORMAT;
  char *end;
  errno = 0;
  const double v = g_ascii_strtod(text, &end);
  if (end != p)
    return TL_EFORMAT;
  if (!isfinite(v) || (errno == ERANGE && fabs(v) > 1.0))
    return TL_ERANGE; /* overflow; underflow keeps the rounded value */
  *out = v;
  return TL_OK;
}

/* ---- input files ------------------------------------------------------------- */

static const char *
file_kind(mode_t mode)
{
  if (S_ISDIR(mode))
    return "a directory";
  if (S_ISFIFO(mode))
    return "a FIFO";
  if (S_ISCHR(mode) || S_ISBLK(mode))
    return "a device";
  if (S_ISSOCK(mode))
    return "a socket";
  if (S_ISLNK(mode))
    return "a symbolic link";
  return "not a regular file";
}

static TlStatus
too_big(const char *path, const char *what, size_t max, TlError *err)
{
  return tl_error_set(err, TL_EIO, "cannot read %s '%s': larger than %zu MB", what, path,
                      max / (1024 * 1024) ? max / (1024 * 1024) : 1);
}

TlStatus
tl_text_check_nul(const char *text, size_t length, const char *name, TlError *err)
{
  const char *nul = memchr(text, '\0', length);
  if (!nul)
    return TL_OK;
  int line = 1;
  for (const char *q = text; q < nul; q++)
    line += *q == '\n';
  return tl_error_set(err, TL_EFORMAT, "%s line %d: a NUL byte: not a text file", name, line);
}

TlStatus
tl_text_file_read(const char *path, const char *what, size_t max, char **text, size_t *length,
                  TlError *err)
{
  struct stat st;
  if (g_stat(path, &st) != 0)
    return tl_error_set(err, TL_EIO, "cannot read %s '%s': %s", what, path, g_strerror(errno));
  if (!S_ISREG(st.st_mode))
    return tl_error_set(err, TL_EIO, "cannot read %s '%s': it is %s, not a regular file", what,
                        path, file_kind(st.st_mode));
  if ((size_t)st.st_size > max)
    return too_big(path, what, max, err);
  /* non-blocking: a FIFO swapped in after the check must not hang us */
  const int fd = g_open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    return tl_error_set(err, TL_EIO, "cannot read %s '%s': %s", what, path, g_strerror(errno));
  TlStatus s = TL_OK;
  char *buf = NULL;
  size_t used = 0;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    s = tl_error_set(err, TL_EIO, "cannot read %s '%s': not a regular file", what, path);
    goto out;
  }
  /* read at most max + 1 bytes: a file growing past the limit is refused too */
  size_t cap = (size_t)st.st_size + 1;
  buf = g_malloc(cap + 1);
  for (;;) {
    if (used == cap) {
      if (cap > max) {
        s = too_big(path, what, max, err);
        goto out;
      }
      cap = MIN(2 * cap, max + 1);
      buf = g_realloc(buf, cap + 1);
    }
    const ssize_t n = read(fd, buf + used, cap - used);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      s = tl_error_set(err, TL_EIO, "cannot read %s '%s': %s", what, path, g_strerror(errno));
      goto out;
    }
    if (n == 0)
      break;
    used += (size_t)n;
  }
  if (used > max) {
    s = too_big(path, what, max, err);
    goto out;
  }
  buf[used] = '\0';
  if ((s = tl_text_check_nul(buf, used, path, err)) != TL_OK)
    goto out;
  *text = buf;
  if (length)
    *length = used;
  buf = NULL;
out:
  g_free(buf);
  close(fd);
  return s;
}

/* ---- output files ------------------------------------------------------------- */

TlStatus
tl_out_path_check(const char *path, TlError *err)
{
  struct stat st;
  if (!path || !path[0])
    return tl_error_set(err, TL_EINVAL, "an empty output file name");
  if (g_lstat(path, &st) != 0)
    return errno == ENOENT ? TL_OK
                           : tl_error_set(err, TL_EIO, "cannot write '%s': %s", path,
                                          g_strerror(errno));
  if (!S_ISREG(st.st_mode))
    return tl_error_set(err, TL_EINVAL,
                        "will not write '%s': it is %s, not a regular file (name a new or a "
                        "regular file, or - for standard output)",
                        path, file_kind(st.st_mode));
  return TL_OK;
}

/* A character device (/dev/null, a terminal) is written as it is: there is
 * nothing to replace and no folder beside it to hold a temporary.  Opened
 * without O_CREAT, so a device swapped for something else is not created. */
static TlStatus
open_device(TlOutFile *o, const char *path, TlError *err)
{
  const int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISCHR(st.st_mode)) {
    const int e = fd < 0 ? errno : EINVAL;
    if (fd >= 0)
      close(fd);
    return tl_error_set(err, TL_EIO, "cannot write '%s': %s", path, g_strerror(e));
  }
  o->fp = fdopen(fd, "w");
  if (!o->fp) {
    const int e = errno;
    close(fd);
    return tl_error_set(err, TL_EIO, "cannot write '%s': %s", path, g_strerror(e));
  }
  o->path = g_strdup(path);
  return TL_OK;
}

TlStatus
tl_out_file_open(TlOutFile *o, const char *path, TlError *err)
{
  memset(o, 0, sizeof *o);
  struct stat st;
  if (path && path[0] && g_lstat(path, &st) == 0 && S_ISCHR(st.st_mode))
    return open_device(o, path, err);
  TlStatus s = tl_out_path_check(path, err);
  if (s != TL_OK)
    return s;
  char *dir = g_path_get_dirname(path);
  char *base = g_path_get_basename(path);
  char *name = g_strdup_printf(".%s.XXXXXX", base);
  char *tmp = g_build_filename(dir, name, NULL);
  g_free(name);
  g_free(base);
  g_free(dir);
  /* g_mkstemp_full: O_CREAT | O_EXCL, so neither a link nor an existing file is followed */
  const int fd = g_mkstemp_full(tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0) {
    s = tl_error_set(err, TL_EIO, "cannot write '%s': %s", path, g_strerror(errno));
    g_free(tmp);
    return s;
  }
  o->fp = fdopen(fd, "w");
  if (!o->fp) {
    s = tl_error_set(err, TL_EIO, "cannot write '%s': %s", path, g_strerror(errno));
    close(fd);
    g_unlink(tmp);
    g_free(tmp);
    return s;
  }
  o->path = g_strdup(path);
  o->tmp = tmp;
  return TL_OK;
}

static void
release(TlOutFile *o)
{
  g_free(o->path);
  g_free(o->tmp);
  memset(o, 0, sizeof *o);
}

void
tl_out_file_abort(TlOutFile *o)
{
  if (o->fp)
    fclose(o->fp);
  if (o->tmp)
    g_unlink(o->tmp);
  release(o);
}

TlStatus
tl_out_file_commit(TlOutFile *o, TlError *err)
{
  int e = 0;
  errno = 0;
  if (fflush(o->fp) != 0 || ferror(o->fp))
    e = errno ? errno : EIO;
  if (!e && fsync(fileno(o->fp)) != 0 && errno != EINVAL)
    e = errno;
  if (fclose(o->fp) != 0 && !e)
    e = errno ? errno : EIO;
  o->fp = NULL;
  /* the target may have become something else meanwhile */
  TlStatus s = TL_OK;
  if (e)
    s = tl_error_set(err, TL_EIO, "cannot write '%s': %s", o->path, g_strerror(e));
  else if (!o->tmp) /* a device, written in place: nothing to rename */
    ;
  else if ((s = tl_out_path_check(o->path, err)) == TL_OK && g_rename(o->tmp, o->path) != 0)
    s = tl_error_set(err, TL_EIO, "cannot write '%s': %s", o->path, g_strerror(errno));
  if (s != TL_OK && o->tmp)
    g_unlink(o->tmp);
  release(o);
  return s;
}

/* ---- CSV ----------------------------------------------------------------- */

void
tl_csv_number(FILE *out, double value, int first)
{
  if (!first)
    fputc(',', out);
  if (isnan(value))
    fputs("nan", out);
  else
    fprintf(out, "%.10g", value);
}
