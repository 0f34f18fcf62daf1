/* tlr-text.c — pango layouts on cairo.
 *
 * A plot draws the same few dozen strings (tick labels, titles, legends)
 * every frame, and a new layout per string costs a pango context, a font
 * description and a markup parse: most of a plot's drawing time.  So the
 * layouts are kept, per thread, keyed by markup, font and size, on one pango
 * context that is brought up to date with each cairo context (its transform
 * and font options): pango lays a layout out again only when that changed, so
 * what is drawn is exactly what a fresh layout would draw. */
#include "tlr-text.h"
#include "tlr-layout.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

/* More distinct strings than this (a long run's changing read-outs) and the
 * cache starts over. */
#define MAX_LAYOUTS 512

typedef struct {
  PangoContext *context;
  GHashTable *layouts;          /* key "family|size|bold|markup" → PangoLayout */
  cairo_font_options_t *options; /* the font options the context was last set for */
  double matrix[4];             /* and the linear part of the transform */
} TextCache;

static void
text_cache_free(gpointer data)
{
  TextCache *c = data;
  g_hash_table_destroy(c->layouts);
  g_object_unref(c->context);
  cairo_font_options_destroy(c->options);
  g_free(c);
}

static GPrivate text_cache_key = G_PRIVATE_INIT(text_cache_free);

static TextCache *
text_cache(void)
{
  TextCache *c = g_private_get(&text_cache_key);
  if (!c) {
    c = g_new0(TextCache, 1);
    c->context = pango_font_map_create_context(pango_cairo_font_map_get_default());
    /* The figures' text is English: shape it as English whatever the user's
     * locale (under es_ES pango's default language drops the "ffi"
     * ligature, and an export would differ from the C locale's). */
    pango_context_set_language(c->context, pango_language_from_string("en"));
    c->layouts = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    c->options = cairo_font_options_create();
    g_private_set(&text_cache_key, c);
  }
  return c;
}

TlrTextOpts
tlr_text_opts(double size, double xalign, double yalign)
{
  TlrTextOpts o = { size, xalign, yalign, 0.0, 0 };
  return o;
}

static PangoLayout *
new_layout(PangoContext *context, const TlrStyle *style, double size, int bold, int centred,
           const char *markup)
{
  PangoLayout *layout = pango_layout_new(context);
  if (centred) /* a centred label of several lines (a wrapped title): each line centred */
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
  PangoFontDescription *desc = pango_font_description_from_string(style->font_family);
  pango_font_description_set_absolute_size(desc, size);
  if (bold)
    pango_font_description_set_weight(desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description(layout, desc);
  pango_font_description_free(desc);
  /* Markup errors (a stray '<' in a user label) fall back to plain text. */
  if (!pango_parse_markup(markup, -1, 0, NULL, NULL, NULL, NULL))
    pango_layout_set_text(layout, markup, -1);
  else
    pango_layout_set_markup(layout, markup, -1);
  return layout;
}

/* Bring the context up to date with cr, as pango_cairo_update_context does,
 * but only when what it reads (the surface's and cr's font options and the
 * transform without its offset) differs from last time: pango counts every
 * update as a change and would lay each layout out again. */
static void
update_context(TextCache *c, cairo_t *cr)
{
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_t *own = cairo_font_options_create();
  cairo_surface_get_font_options(cairo_get_target(cr), options);
  cairo_get_font_options(cr, own);
  cairo_font_options_merge(options, own);
  cairo_font_options_destroy(own);
  cairo_matrix_t m;
  cairo_get_matrix(cr, &m);
  const double lin[4] = { m.xx, m.yx, m.xy, m.yy };
  if (!cairo_font_options_equal(options, c->options) || memcmp(lin, c->matrix, sizeof lin) != 0) {
    pango_cairo_update_context(cr, c->context);
    cairo_font_options_destroy(c->options);
    c->options = options;
    memcpy(c->matrix, lin, sizeof lin);
  } else {
    cairo_font_options_destroy(options);
  }
}

/* The layout of the markup for cr (borrowed: owned by the cache). */
static PangoLayout *
get_layout(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *opts, const char *markup)
{
  TextCache *c = text_cache();
  update_context(c, cr);
  const double size = style->font_size * opts->size * PANGO_SCALE;
  const int centred = opts->xalign == 0.5 && strchr(markup, '\n') != NULL;
  char *key = g_strdup_printf("%s|%.17g|%d%s|%s", style->font_family ? style->font_family : "",
                              size, opts->bold != 0, centred ? "c" : "", markup);
  PangoLayout *layout = g_hash_table_lookup(c->layouts, key);
  if (layout) {
    g_free(key);
    return layout;
  }
  if (g_hash_table_size(c->layouts) >= MAX_LAYOUTS)
    g_hash_table_remove_all(c->layouts);
  layout = new_layout(c->context, style, size, opts->bold, centred, markup);
  g_hash_table_insert(c->layouts, key, layout);
  return layout;
}

void
tlr_text_size(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *opts, const char *markup,
              double *width, double *height)
{
  PangoLayout *layout = get_layout(cr, style, opts, markup);
  int w, h;
  pango_layout_get_size(layout, &w, &h);
  if (width)
    *width = (double)w / PANGO_SCALE;
  if (height)
    *height = (double)h / PANGO_SCALE;
}

/* The markup's one line as SVG character data: <sub>, <sup>, <i>, <b> and
 * <span> become <tspan>s (a span's attributes are dropped), entities stay. */
static void
append_svg_line(GString *svg, const char *line, size_t len)
{
  for (size_t i = 0; i < len;) {
    if (line[i] != '<') {
      g_string_append_c(svg, line[i++]);
      continue;
    }
    const char *end = memchr(line + i, '>', len - i);
    if (!end)
      break;
    const char *tag = line + i + 1;
    const size_t taglen = (size_t)(end - tag);
    if (tag[0] == '/')
      g_string_append(svg, "</tspan>");
    else if (taglen >= 3 && strncmp(tag, "sub", 3) == 0)
      g_string_append(svg, "<tspan baseline-shift=\"sub\" font-size=\"75%\">");
    else if (taglen >= 3 && strncmp(tag, "sup", 3) == 0)
      g_string_append(svg, "<tspan baseline-shift=\"super\" font-size=\"75%\">");
    else if (taglen >= 1 && tag[0] == 'i')
      g_string_append(svg, "<tspan font-style=\"italic\">");
    else if (taglen >= 1 && tag[0] == 'b')
      g_string_append(svg, "<tspan font-weight=\"bold\">");
    else
      g_string_append(svg, "<tspan>");
    i = (size_t)(end - line) + 1;
  }
}

/* Record the label as an SVG <text> at the current transform (cr is at the
 * anchor, rotated): placed by pango's own measures, so it sits where the
 * outlines would. */
static void
record_svg_text(GString *svg, cairo_t *cr, const TlrStyle *style, const TlrTextOpts *opts,
                TlrColor c, const char *markup, PangoLayout *layout)
{
  int w, h;
  pango_layout_get_size(layout, &w, &h);
  const int lines = pango_layout_get_line_count(layout);
  const double lh = (double)h / PANGO_SCALE / (lines > 0 ? lines : 1);
  const double x0 = -opts->xalign * w / PANGO_SCALE;
  const double y0 = -opts->yalign * h / PANGO_SCALE + (double)pango_layout_get_baseline(layout) / PANGO_SCALE;
  cairo_matrix_t m;
  cairo_get_matrix(cr, &m);
  char *safe = NULL;
  if (!pango_parse_markup(markup, -1, 0, NULL, NULL, NULL, NULL))
    markup = safe = g_markup_escape_text(markup, -1);
  char *family = g_markup_escape_text(style->font_family ? style->font_family : "Sans", -1);
  g_string_append_printf(svg,
                         "<text transform=\"matrix(%.6g %.6g %.6g %.6g %.6g %.6g)\" "
                         "font-family=\"%s, sans-serif\" font-size=\"%.4g\"%s "
                         "fill=\"rgb(%d,%d,%d)\" fill-opacity=\"%.3g\" xml:space=\"preserve\">",
                         m.xx, m.yx, m.xy, m.yy, m.x0, m.y0, family,
                         style->font_size * opts->size, opts->bold ? " font-weight=\"bold\"" : "",
                         (int)lround(255 * c.r), (int)lround(255 * c.g), (int)lround(255 * c.b),
                         c.a);
  const char *p = markup;
  for (int k = 0;; k++) {
    const char *nl = strchr(p, '\n');
    const size_t len = nl ? (size_t)(nl - p) : strlen(p);
    g_string_append_printf(svg, "<tspan x=\"%.6g\" y=\"%.6g\">", x0, y0 + k * lh);
    append_svg_line(svg, p, len);
    g_string_append(svg, "</tspan>");
    if (!nl)
      break;
    p = nl + 1;
  }
  g_string_append(svg, "</text>\n");
  g_free(family);
  g_free(safe);
}

void
tlr_text(cairo_t *cr, const TlrStyle *style, double x, double y, const TlrTextOpts *opts,
         TlrColor c, const char *markup)
{
  if (!markup || !markup[0])
    return;
  PangoLayout *layout = get_layout(cr, style, opts, markup);
  int w, h;
  pango_layout_get_size(layout, &w, &h);
  cairo_save(cr);
  cairo_translate(cr, x, y);
  if (opts->angle != 0.0)
    cairo_rotate(cr, opts->angle);
  if (style->layout_log) {
    PangoRectangle ink;
    pango_layout_get_extents(layout, &ink, NULL);
    const TlrRect r = { (ink.x - opts->xalign * w) / PANGO_SCALE,
                        (ink.y - opts->yalign * h) / PANGO_SCALE, (double)ink.width / PANGO_SCALE,
                        (double)ink.height / PANGO_SCALE };
    tlr_layout_log_text(style, cr, r, style->font_size * opts->size);
  }
  if (style->text_sink) {
    record_svg_text(style->text_sink, cr, style, opts, c, markup, layout);
    cairo_restore(cr);
    return;
  }
  cairo_move_to(cr, -opts->xalign * w / PANGO_SCALE, -opts->yalign * h / PANGO_SCALE);
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
  pango_cairo_show_layout(cr, layout);
  cairo_restore(cr);
}

/* Break the lines of markup wider than room (in place): at the last space
 * after a ",", ";" or ":" whose head fits, else at the last space whose head
 * fits; where no head fits, at the first such space. */
static void
wrap_lines(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *o, char *text, double room)
{
  char *line = text;
  while (line && *line) {
    char *nl = strchr(line, '\n');
    const size_t n = nl ? (size_t)(nl - line) : strlen(line);
    char one[512];
    if (n >= sizeof one)
      return;
    memcpy(one, line, n);
    one[n] = '\0';
    double lw;
    tlr_text_size(cr, style, o, one, &lw, NULL);
    long cut = -1;
    if (lw > room) {
      long fit[2] = { -1, -1 }, first[2] = { -1, -1 }; /* [0]: after punctuation, [1]: any */
      int in_tag = 0;
      for (size_t i = 1; i + 1 < n; i++) {
        in_tag = one[i] == '<' ? 1 : one[i] == '>' ? 0 : in_tag;
        if (one[i] != ' ' || in_tag)
          continue;
        const int kind = strchr(",;:", one[i - 1]) ? 0 : 1;
        one[i] = '\0';
        double hw;
        tlr_text_size(cr, style, o, one, &hw, NULL);
        one[i] = ' ';
        for (int k = kind; k < 2; k++) {
          if (first[k] < 0)
            first[k] = (long)i;
          if (hw <= room)
            fit[k] = (long)i;
        }
      }
      cut = fit[0] >= 0 ? fit[0] : fit[1] >= 0 ? fit[1] : first[0] >= 0 ? first[0] : first[1];
    }
    if (cut > 0) {
      line[cut] = '\n'; /* the space becomes the break */
      line += cut + 1;
    } else {
      line = nl ? nl + 1 : NULL;
    }
  }
}

const char *
tlr_text_wrap(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *opts, const char *markup,
              double room, char *buf, size_t len)
{
  const size_t n = strlen(markup);
  if (n >= len)
    return markup;
  memcpy(buf, markup, n + 1);
  wrap_lines(cr, style, opts, buf, room);
  return buf;
}
