/* tlr-style.c — the light (print) and dark plot styles. */
#include "tlr-style.h"

#include <stddef.h>

TlrColor
tlr_color_rgb(unsigned hex)
{
  TlrColor c = { ((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0,
                 1.0 };
  return c;
}

TlrColor
tlr_color_with_alpha(TlrColor c, double alpha)
{
  c.a = alpha;
  return c;
}

/* Series colours: the Okabe–Ito palette, distinguishable with colour-vision
 * deficiencies; dark mode uses the same hues, the black replaced by grey. */
static const unsigned okabe_ito[TLR_N_SERIES_COLORS] = {
  0x0072b2, 0xd55e00, 0x009e73, 0xcc79a7, 0xe69f00, 0x56b4e9, 0xf0e442, 0x000000,
};

TlrStyle
tlr_style_light(void)
{
  TlrStyle s = {
    .background = tlr_color_rgb(0xffffff),
    .plot_bg = tlr_color_rgb(0xffffff),
    .text = tlr_color_rgb(0x1a1a1a),
    .axis = tlr_color_rgb(0x333333),
    .grid = tlr_color_rgb(0xe3e3e3),
    .outline = tlr_color_rgb(0x000000),
    .muted = tlr_color_rgb(0x8c8c8c),
  };
  for (int i = 0; i < TLR_N_SERIES_COLORS; i++)
    s.series[i] = tlr_color_rgb(okabe_ito[i]);
  s.font_family = "Sans";
  s.font_pt = TLR_DEFAULT_FONT_PT;
  s.font_size = 12.0;
  s.line_width = 1.8;
  s.vector_cells = 0;
  s.screen = 1;
  s.font_scale = 1.0;
  s.probe = 0;
  s.svg_text = 0;
  s.text_sink = NULL;
  s.layout_log = NULL;
  return s;
}

TlrStyle
tlr_style_dark(void)
{
  TlrStyle s = tlr_style_light();
  s.background = tlr_color_rgb(0x242424);
  s.plot_bg = tlr_color_rgb(0x1e1e1e);
  s.text = tlr_color_rgb(0xe6e6e6);
  s.axis = tlr_color_rgb(0xbdbdbd);
  s.grid = tlr_color_rgb(0x3a3a3a);
  s.outline = tlr_color_rgb(0xffffff);
  s.muted = tlr_color_rgb(0x9a9a9a);
  s.series[0] = tlr_color_rgb(0x56b4e9);
  s.series[5] = tlr_color_rgb(0x0072b2);
  s.series[7] = tlr_color_rgb(0xbdbdbd);
  return s;
}

void
tlr_style_scale(TlrStyle *style, double factor)
{
  style->font_size *= factor;
  style->line_width *= factor;
}

void
tlr_style_set_font_scale(TlrStyle *style, double scale)
{
  if (!(scale > 0.0) || !(style->font_scale > 0.0))
    return;
  style->font_size *= scale / style->font_scale;
  style->font_scale = scale;
}

void
tlr_style_high_contrast(TlrStyle *style)
{
  const int dark = style->background.r + style->background.g + style->background.b < 1.5;
  const TlrColor ink = tlr_color_rgb(dark ? 0xffffff : 0x000000);
  style->background = style->plot_bg = tlr_color_rgb(dark ? 0x000000 : 0xffffff);
  style->text = style->axis = style->outline = ink;
  style->grid = tlr_color_rgb(dark ? 0x5a5a5a : 0xb0b0b0);
  style->muted = tlr_color_rgb(dark ? 0xb0b0b0 : 0x555555);
  style->line_width *= 1.6;
}

void
tlr_style_set_font_pt(TlrStyle *style, double pt, double units_per_pt)
{
  /* 1.8 device units of line per 12 of font: the screen's proportions */
  style->font_pt = pt;
  style->font_size = pt * units_per_pt * style->font_scale; /* presentation's scale kept */
  style->line_width = 1.8 / 12.0 * style->font_size;
}
