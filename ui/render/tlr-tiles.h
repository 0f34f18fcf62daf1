/* tlr-tiles.h — several figures drawn as one: a view's plots in the places
 * they have on screen, for the export of a whole view, re-flowed when the
 * picture is too small for them there.
 *
 * At each size the tiles go where every one of them is readable
 * (tlr_layout_check: text inside its figure and not over other text, no
 * legend or note over data, each plot at least its minimum size): in their
 * own places if that holds, else in another arrangement (stacked in a
 * column, side by side in a row, one beside or over the others), and when
 * none holds the tile that matters least is left out and the rest tried
 * again.  What was left out is told (tlr_tiles_left_out), so that an export
 * can say so. */
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
  int keep;          /* how much the view needs it: at a small size the tiles of
                        least `keep` are left out first (ties: the later one) */
  const char *name;  /* what it shows, for the note of what was left out */
} TlrTile;

typedef struct {
  int n;
  TlrTile tiles[TLR_TILES_MAX];
} TlrTiles;

/* A TlrDrawFunc (data: const TlrTiles *): the background, then each tile's
 * figure in its rectangle of width × height, clipped to it, in the first
 * arrangement that is readable at this size. */
TlrDrawFn tlr_tiles_draw;

/* What the last tlr_tiles_draw of this thread left out: the names of those
 * tiles, joined by ", " into buf ("" when none).  Returns how many.
 * tlr_tiles_forget first, so that an earlier picture is not told of. */
int tlr_tiles_left_out(char *buf, size_t len);
void tlr_tiles_forget(void);

#ifdef __cplusplus
}
#endif

#endif /* TLR_TILES_H */
