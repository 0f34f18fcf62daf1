/* tlr-tiles.h — several figures drawn as one: a view's plots in the places
 * they have on screen, for the export of a whole view. */
#ifndef TLR_TILES_H
#define TLR_TILES_H

#include <cairo.h>

#include "tlr-export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TLR_TILES_MAX 16

typedef struct {
  TlrDrawFunc draw;
  void *data;
  double x, y, w, h; /* the tile's place as fractions of the whole picture (0 … 1) */
} TlrTile;

typedef struct {
  int n;
  TlrTile tiles[TLR_TILES_MAX];
} TlrTiles;

/* A TlrDrawFunc (data: const TlrTiles *): the background, then each tile's
 * figure in its rectangle of width × height, clipped to it. */
TlrDrawFn tlr_tiles_draw;

#ifdef __cplusplus
}
#endif

#endif /* TLR_TILES_H */
