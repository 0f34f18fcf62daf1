/* tribo-table-h5.h — creep-force tables (tribo/table.h) in HDF5 files, and
 * the chunk files and manifest of a table build.
 *
 * Kept out of libtribo so that the core keeps its three dependencies (GSL,
 * FFTW, GLib): only the programs that read or write table files (the CLI,
 * its benchmark, the tests) link this small library and Debian's libhdf5;
 * Python reads the same files with h5py.
 *
 * The file (docs/theory.md §14.3): root attributes format
 * ("tribolab-creep-table"), format_version, program_version, model, mx, my,
 * tol, outputs, scaling; /axes/{ratio,nu,xi,eta,phi} (1-D, float64); /values
 * (n_ratio × n_nu × n_xi × n_eta × n_phi × 3, float64); /status (the same
 * without the last axis, int8: 0 solved, 1 by the fallback march, 2 failed).
 */
#ifndef TRIBO_TABLE_H5_H
#define TRIBO_TABLE_H5_H

#include "tribo/table.h"

#define TL_TABLE_FORMAT "tribolab-creep-table"
#define TL_TABLE_FORMAT_VERSION 2 /* 2: spin axis scaled by S, not |C23| (tribo/table.h) */

/* Write spec, values (3 per entry) and status to path, through a temporary
 * file renamed into place (a reader never sees half a table). */
TlStatus tl_table_h5_write(const char *path, const TlTableSpec *spec, const double *values,
                           const signed char *status, TlError *err);
/* Read a table file: the spec and newly allocated values and status (g_free). */
TlStatus tl_table_h5_read(const char *path, TlTableSpec *spec, double **values,
                          signed char **status, TlError *err);
/* Read and build the interpolating table. */
TlTable *tl_table_h5_load(const char *path, TlError *err);

/* ---- a build's working directory ------------------------------------------------
 * DIR/manifest.txt     the spec and the chunk size, key = value lines
 * DIR/chunk-NNNNNN.bin one finished chunk (written to a temporary name and
 *                      renamed): magic, first, count, 3·count float64, count int8 */
typedef struct {
  TlTableSpec spec;
  size_t chunk_size; /* entries per chunk (the last may hold fewer) */
  size_t n_chunks;
} TlTableManifest;

TlStatus tl_table_manifest_write(const char *dir, const TlTableManifest *m, TlError *err);
TlStatus tl_table_manifest_read(const char *dir, TlTableManifest *m, TlError *err);
char *tl_table_chunk_path(const char *dir, size_t chunk); /* g_free */
/* Entries of chunk k: *first, *count. */
void tl_table_chunk_range(const TlTableManifest *m, size_t chunk, size_t *first, size_t *count);
/* 1 when chunk k's file exists and is complete. */
int tl_table_chunk_done(const char *dir, const TlTableManifest *m, size_t chunk);
TlStatus tl_table_chunk_write(const char *dir, const TlTableManifest *m, size_t chunk,
                              const double *values, const signed char *status, TlError *err);
/* Read chunk k into values + 3·first, status + first (whole-table arrays). */
TlStatus tl_table_chunk_read(const char *dir, const TlTableManifest *m, size_t chunk,
                             double *values, signed char *status, TlError *err);

#endif /* TRIBO_TABLE_H5_H */
