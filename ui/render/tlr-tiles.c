/* tlr-tiles.c — several figures drawn as one, re-flowed to stay readable. */
#include "tlr-tiles.h"

#include <glib.h>
#include <math.h>
#include <string.h>

#include "tlr-layout.h"
#include "tlr-plot.h"
#include "tlr-probe.h"

/* Places for n tiles, as fractions: rect[k] for the k-th tile drawn. */
typedef struct {
  int n;
  int tile[TLR_TILES_MAX]; /* which tile of the view */
  double rect[TLR_TILES_MAX][4];
} Arrangement;

static void
draw_arrangement(cairo_t *cr, double width, double height, const TlrStyle *style,
                 const TlrTiles *t, const Arrangement *a)
{
  tlr_fill_background(cr, style, 0, 0, width, height);
  for (int k = 0; k < a->n; k++) {
    const TlrTile *tile = &t->tiles[a->tile[k]];
    const double *r = a->rect[k];
    /* whole device units: neighbouring tiles share an edge, no seam */
    const double x0 = round(r[0] * width), y0 = round(r[1] * height);
    const double x1 = round((r[0] + r[2]) * width), y1 = round((r[1] + r[3]) * height);
    if (!tile->draw || x1 - x0 < 1.0 || y1 - y0 < 1.0)
      continue;
    cairo_save(cr);
    cairo_translate(cr, x0, y0);
    cairo_rectangle(cr, 0, 0, x1 - x0, y1 - y0);
    cairo_clip(cr);
    tlr_probe_set_origin(style->probe, x0, y0); /* hover reads the plots where they are */
    tile->draw(cr, x1 - x0, y1 - y0, style, tile->data);
    tlr_probe_set_origin(style->probe, 0.0, 0.0);
    cairo_restore(cr);
  }
}

static void
place(Arrangement *a, int k, int tile, double x, double y, double w, double h)
{
  a->tile[k] = tile;
  a->rect[k][0] = x;
  a->rect[k][1] = y;
  a->rect[k][2] = w;
  a->rect[k][3] = h;
}

/* The arrangements of the tiles `use` (m of them, in view order), most
 * wanted first: their own places (all tiles only), a column, a row, and for
 * three: the first beside or over the other two. */
static int
arrangements(const TlrTiles *t, const int *use, int m, Arrangement *out)
{
  int n = 0;
  if (m == t->n) {
    out[n].n = m;
    for (int k = 0; k < m; k++)
      place(&out[n], k, k, t->tiles[k].x, t->tiles[k].y, t->tiles[k].w, t->tiles[k].h);
    n++;
  }
  if (m == 3) {
    out[n].n = 3; /* the first on the left, the others stacked on the right */
    place(&out[n], 0, use[0], 0, 0, 0.46, 1);
    place(&out[n], 1, use[1], 0.46, 0, 0.54, 0.5);
    place(&out[n], 2, use[2], 0.46, 0.5, 0.54, 0.5);
    n++;
    out[n].n = 3; /* the first on top, the others side by side below */
    place(&out[n], 0, use[0], 0, 0, 1, 0.5);
    place(&out[n], 1, use[1], 0, 0.5, 0.5, 0.5);
    place(&out[n], 2, use[2], 0.5, 0.5, 0.5, 0.5);
    n++;
  }
  if (m == 4) {
    out[n].n = 4;
    for (int k = 0; k < 4; k++)
      place(&out[n], k, use[k], 0.5 * (k % 2), 0.5 * (k / 2), 0.5, 0.5);
    n++;
  }
  out[n].n = m; /* a column */
  for (int k = 0; k < m; k++)
    place(&out[n], k, use[k], 0, (double)k / m, 1, 1.0 / m);
  n++;
  if (m > 1) {
    out[n].n = m; /* a row */
    for (int k = 0; k < m; k++)
      place(&out[n], k, use[k], (double)k / m, 0, 1.0 / m, 1);
    n++;
  }
  return n;
}

/* A scratch surface with the font metrics of cr's target. */
static cairo_surface_t *
scratch_like(cairo_t *cr, double width, double height)
{
  const cairo_surface_type_t type = cairo_surface_get_type(cairo_get_target(cr));
  const TlrFormat format = type == CAIRO_SURFACE_TYPE_PDF   ? TLR_FORMAT_PDF
                           : type == CAIRO_SURFACE_TYPE_SVG ? TLR_FORMAT_SVG
                                                            : TLR_FORMAT_PNG;
  return tlr_scratch_surface(format, (int)ceil(width), (int)ceil(height));
}

/* The faults of an arrangement drawn at width × height, its legends and
 * notes given the room they ask for. */
static int
faults_of(cairo_t *like, double width, double height, const TlrStyle *style, const TlrTiles *t,
          const Arrangement *a)
{
  TlrStyle st = *style;
  st.probe = NULL;
  st.text_sink = NULL;
  st.layout_log = NULL;
  TlrLayoutHints hints;
  memset(&hints, 0, sizeof hints);
  st.hints = &hints;
  for (int pass = 0; pass <= TLR_LAYOUT_PASSES; pass++) {
    const int last = pass == TLR_LAYOUT_PASSES;
    TlrLayoutLog *log = last ? tlr_layout_log_new() : NULL;
    st.layout_log = log;
    cairo_surface_t *s = scratch_like(like, width, height);
    cairo_t *cr = cairo_create(s);
    tlr_layout_hints_begin(&hints);
    draw_arrangement(cr, width, height, &st, t, a);
    cairo_destroy(cr);
    cairo_surface_finish(s);
    cairo_surface_destroy(s);
    if (!last && !tlr_layout_hints_settle(&hints))
      pass = TLR_LAYOUT_PASSES - 1; /* settled: the logged pass next */
    if (log) {
      const TlrLayoutRules rules = tlr_layout_rules(style, width, height);
      const int n = tlr_layout_check(log, &rules, NULL, 0);
      tlr_layout_log_free(log);
      return n;
    }
  }
  return 0;
}

/* The choice for one view at one size, kept: an export draws its figure a
 * few times, an animation once a frame, and a page of the window may show
 * several composite views, each redrawn on every pointer move. */
typedef struct {
  TlrTiles tiles; /* a copy: a view builds its tiles anew at each draw */
  double width, height, font;
  Arrangement chosen;
} Choice;

#define CHOICES 8 /* views × sizes kept per thread, the oldest replaced first */

typedef struct {
  Choice slot[CHOICES];
  int next; /* the slot replaced next */
  int last; /* the slot of the last draw (-1: none) */
} Choices;

static int
same_choice(const Choice *c, const TlrTiles *t, double width, double height, double font)
{
  if (c->tiles.n != t->n || c->width != width || c->height != height || c->font != font)
    return 0;
  for (int k = 0; k < t->n && k < TLR_TILES_MAX; k++) {
    const TlrTile *a = &c->tiles.tiles[k], *b = &t->tiles[k];
    if (a->draw != b->draw || a->data != b->data || a->x != b->x || a->y != b->y ||
        a->w != b->w || a->h != b->h || a->keep != b->keep)
      return 0;
  }
  return 1;
}

static void
choices_free(gpointer p)
{
  g_free(p);
}

static GPrivate choices_key = G_PRIVATE_INIT(choices_free);

static Choices *
choices(void)
{
  Choices *c = g_private_get(&choices_key);
  if (!c) {
    c = g_new0(Choices, 1);
    c->last = -1;
    g_private_set(&choices_key, c);
  }
  return c;
}

static const Arrangement *
choose(cairo_t *cr, double width, double height, const TlrStyle *style, const TlrTiles *t)
{
  Choices *all = choices();
  for (int i = 0; i < CHOICES; i++)
    if (same_choice(&all->slot[i], t, width, height, style->font_size)) {
      all->last = i;
      return &all->slot[i].chosen;
    }
  int use[TLR_TILES_MAX], m = t->n < TLR_TILES_MAX ? t->n : TLR_TILES_MAX;
  for (int k = 0; k < m; k++)
    use[k] = k;
  Arrangement best, cand[8];
  int best_faults = -1;
  for (;;) {
    const int na = arrangements(t, use, m, cand);
    int found = -1;
    for (int i = 0; i < na && found < 0; i++) {
      const int f = faults_of(cr, width, height, style, t, &cand[i]);
      if (best_faults < 0 || f < best_faults) {
        best_faults = f;
        best = cand[i];
      }
      if (f == 0)
        found = i;
    }
    if (found >= 0 || m == 1)
      break;
    /* leave out the tile the view needs least (the later of equals) */
    int drop = m - 1;
    for (int k = m - 2; k >= 0; k--)
      if (t->tiles[use[k]].keep < t->tiles[use[drop]].keep)
        drop = k;
    memmove(&use[drop], &use[drop + 1], (size_t)(m - drop - 1) * sizeof use[0]);
    m--;
  }
  Choice *c = &all->slot[all->next];
  all->last = all->next;
  all->next = (all->next + 1) % CHOICES;
  c->tiles = *t;
  c->width = width;
  c->height = height;
  c->font = style->font_size;
  c->chosen = best;
  return &c->chosen;
}

void
tlr_tiles_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlrTiles *t = data;
  if (t->n <= 0) {
    tlr_fill_background(cr, style, 0, 0, width, height);
    return;
  }
  const Arrangement *a = choose(cr, width, height, style, t);
  draw_arrangement(cr, width, height, style, t, a);
}

int
tlr_tiles_left_out(char *buf, size_t len)
{
  if (len)
    buf[0] = '\0';
  const Choices *all = choices();
  if (all->last < 0)
    return 0;
  const Choice *c = &all->slot[all->last];
  int n = 0;
  for (int k = 0; k < c->tiles.n; k++) {
    int shown = 0;
    for (int i = 0; i < c->chosen.n; i++)
      shown = shown || c->chosen.tile[i] == k;
    if (!shown) {
      if (len && n)
        g_strlcat(buf, ", ", len);
      if (len)
        g_strlcat(buf, c->tiles.tiles[k].name ? c->tiles.tiles[k].name : "a figure", len);
      n++;
    }
  }
  return n;
}

void
tlr_tiles_forget(void)
{
  Choices *all = choices();
  memset(all, 0, sizeof *all);
  all->last = -1;
}
