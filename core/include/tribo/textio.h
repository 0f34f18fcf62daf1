/* textio.h — the program's edge with text: strict numbers, input files the
 * user names, and output files written so that a failure never leaves half
 * a file behind.
 *
 * Numbers are decimal only ("1.5", "-2e-3", ".5"): no hexadecimal, no "nan",
 * no blanks, no trailing text.  Input files must be regular files of at most
 * a given size; a FIFO, a device or a directory is refused before a byte is
 * read, and a NUL byte is an error naming its line.  Output goes to a
 * temporary created exclusively beside the target, is flushed to disk and
 * then renamed over the target; a target that is a link, a device, a FIFO or
 * a directory is refused. */
#ifndef TRIBO_TEXTIO_H
#define TRIBO_TEXTIO_H

#include <stddef.h>
#include <stdio.h>

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
  TL_PARSE_INF = 1u << 0 /* "inf", "-inf" (and "infinity") are numbers too */
};

/* Parse the whole of `text` as a decimal number.  TL_EFORMAT when it is not
 * one; TL_ERANGE when its magnitude exceeds the largest double (a value too
 * small to represent becomes the nearest representable, possibly 0, and is
 * left to the caller's range check).  *out is written only on TL_OK. */
TlStatus tl_parse_double(const char *text, unsigned flags, double *out);

/* The largest input file any reader accepts (bytes). */
#define TL_TEXT_FILE_MAX ((size_t)10 * 1024 * 1024)

/* Read a whole text file: `what` names it in messages ("preset",
 * "creepage table").  The file must be a regular file of at most `max`
 * bytes; it is opened non-blocking, so a FIFO put in its place after the
 * check cannot hang the caller.  A NUL byte is a TL_EFORMAT error naming
 * the line.  TL_EIO when the file cannot be read (the message gives the
 * system's reason).  On success *text is NUL-terminated; free it with
 * g_free. */
TlStatus tl_text_file_read(const char *path, const char *what, size_t max, char **text,
                           size_t *length, TlError *err);

/* Check text already in memory the same way: a NUL byte before `length`
 * is an error "NAME line N: ...". */
TlStatus tl_text_check_nul(const char *text, size_t length, const char *name, TlError *err);

/* Whether `path` may be replaced by an output file: it does not exist or is
 * a regular file (not a symbolic link, directory, device or FIFO). */
TlStatus tl_out_path_check(const char *path, TlError *err);

/* An output file being written: fp writes to a temporary beside path, or
 * (tmp NULL) straight to path when that is a character device such as
 * /dev/null: only replacing a file is made atomic, and a link, a directory,
 * a FIFO or a block device is still refused. */
typedef struct {
  FILE *fp;
  char *path;
  char *tmp;
} TlOutFile;

/* Check the target (tl_out_path_check) and create its temporary
 * exclusively in the same folder.  TL_EIO with the reason on failure. */
TlStatus tl_out_file_open(TlOutFile *o, const char *path, TlError *err);
/* Flush, sync and rename the temporary over the target; on any failure the
 * temporary is removed and the target left as it was.  Always releases o. */
TlStatus tl_out_file_commit(TlOutFile *o, TlError *err);
/* Drop the temporary (nothing is written to the target). */
void tl_out_file_abort(TlOutFile *o);

/* One number of a CSV row as the program writes it: a comma before it
 * unless first, then %.10g, a NaN of either sign as "nan". */
void tl_csv_number(FILE *out, double value, int first);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_TEXTIO_H */
