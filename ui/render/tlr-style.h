/* tlr-style.h — colours, fonts and line widths of every plot.
 *
 * The render layer is cairo + pango only (no GTK), so the same drawing code
 * paints the window and writes PNG/SVG/PDF.  A style is a plain struct: the
 * window picks light or dark to match the theme, exports always use the light
 * "print" style.
 */
#ifndef TLR_STYLE_H
#define TLR_STYLE_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double r, g, b, a;
} TlrColor;

#define TLR_N_SERIES_COLORS 8

struct TlrProbe; /* tlr-probe.h */

typedef struct {
  TlrColor background; /* figure background */
  TlrColor plot_bg;    /* inside the axes */
  TlrColor text;       /* labels, ticks, titles */
  TlrColor axis;       /* axis lines and tick marks */
  TlrColor grid;       /* grid lines */
  TlrColor outline;    /* ellipse outlines, stick/slip boundary */
  TlrColor muted;      /* reference curves, ghosts */
  TlrColor series[TLR_N_SERIES_COLORS];
  const char *font_family;
  double font_pt;    /* base font size in printed points (tick labels are 0.9 of it, titles
                        1.1): 9 by default (a journal column), 18 on a slide; presentation
                        mode raises it.  Set it with tlr_style_set_font_pt, which derives
                        font_size and line_width from it for the target's device units. */
  double font_size;  /* base font size [device units]; 12 = 9 pt on a 96 dpi screen */
  double line_width; /* data line width [device units]; scales with font_size */
  int vector_cells;  /* 1: heat-map cells as rectangles (SVG/PDF); 0: one image */
  int screen;        /* 1: redrawn every frame: lines simplified to a fraction of a device
                        pixel, colour ramps as images (the window); 0: every point as given
                        (tlr_export sets 0) */
  double font_scale; /* the plot font scale font_size carries (1: none; presentation mode
                        sets more through tlr_style_set_font_scale, screen and export alike) */
  struct TlrProbe *probe; /* the window's plot widget records what is drawn where (hover
                             read-out) and passes its zoom here; NULL in every export */
  int svg_text;      /* SVG export: labels as <text> elements (editable) instead of glyph
                        outlines; tlr_export reads it */
  void *text_sink;   /* set by tlr_export while it draws with svg_text: tlr_text records
                        the label there (a GString of SVG) instead of drawing it; NULL
                        otherwise */
  void *layout_log;  /* a TlrLayoutLog (tlr-layout.h) the plots record their data points
                        and boxes into, for tests; NULL otherwise */
  void *hints;       /* a TlrLayoutHints (tlr-layout.h): what the last pass of this figure
                        found did not fit, so that this one makes room; NULL: none */
} TlrStyle;

TlrStyle tlr_style_light(void); /* print style, used for every export */
TlrStyle tlr_style_dark(void);

/* Scale fonts and line widths (e.g. for a high-DPI export); font_pt keeps its value. */
void tlr_style_scale(TlrStyle *style, double factor);

/* Set the plot font scale: font_size becomes font_size / old scale · scale. */
void tlr_style_set_font_scale(TlrStyle *style, double scale);

/* Presentation: black on white (or white on black for a dark style), thicker
 * lines and rules, for a projector. */
void tlr_style_high_contrast(TlrStyle *style);
/* Device units per printed point of a 96 dpi screen (and of a PNG sized in
 * pixels): the window's logical pixels. */
#define TLR_SCREEN_UNITS_PER_PT (96.0 / 72.0)
/* The default base font size [pt]: 12 device units on a 96 dpi screen. */
#define TLR_DEFAULT_FONT_PT 9.0

/* Base font of `pt` points on a target with `units_per_pt` device units per
 * point (TLR_SCREEN_UNITS_PER_PT on screen, dpi/72 for a PNG, 1 for SVG/PDF);
 * line widths scale with it, so a figure keeps its proportions. */
void tlr_style_set_font_pt(TlrStyle *style, double pt, double units_per_pt);

TlrColor tlr_color_rgb(unsigned hex);                    /* 0xRRGGBB, opaque */
TlrColor tlr_color_with_alpha(TlrColor c, double alpha); /* same colour, new alpha */

#ifdef __cplusplus
}
#endif

#endif /* TLR_STYLE_H */
