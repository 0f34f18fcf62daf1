/* tlr-text.c — pango layouts on cairo. */
#include "tlr-text.h"

#include <pango/pangocairo.h>

TlrTextOpts
tlr_text_opts(double size, double xalign, double yalign)
{
  TlrTextOpts o = { size, xalign, yalign, 0.0, 0 };
  return o;
}

static PangoLayout *
make_layout(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *opts, const char *markup)
{
  PangoLayout *layout = pango_cairo_create_layout(cr);
  PangoFontDescription *desc = pango_font_description_from_string(style->font_family);
  pango_font_description_set_absolute_size(desc, style->font_size * opts->size * PANGO_SCALE);
  if (opts->bold)
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

void
tlr_text_size(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *opts, const char *markup,
              double *width, double *height)
{
  PangoLayout *layout = make_layout(cr, style, opts, markup);
  int w, h;
  pango_layout_get_size(layout, &w, &h);
  if (width)
    *width = (double)w / PANGO_SCALE;
  if (height)
    *height = (double)h / PANGO_SCALE;
  g_object_unref(layout);
}

void
tlr_text(cairo_t *cr, const TlrStyle *style, double x, double y, const TlrTextOpts *opts,
         TlrColor c, const char *markup)
{
  if (!markup || !markup[0])
    return;
  PangoLayout *layout = make_layout(cr, style, opts, markup);
  int w, h;
  pango_layout_get_size(layout, &w, &h);
  cairo_save(cr);
  cairo_translate(cr, x, y);
  if (opts->angle != 0.0)
    cairo_rotate(cr, opts->angle);
  cairo_move_to(cr, -opts->xalign * w / PANGO_SCALE, -opts->yalign * h / PANGO_SCALE);
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
  pango_cairo_show_layout(cr, layout);
  cairo_restore(cr);
  g_object_unref(layout);
}
