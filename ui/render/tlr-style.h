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
  double font_size;  /* base font size [device units] */
  double line_width; /* data line width [device units] */
  int vector_cells;  /* 1: heat-map cells as rectangles (SVG/PDF); 0: one image */
  int screen;        /* 1: redrawn every frame: lines simplified to a fraction of a device
                        pixel, colour ramps as images (the window); 0: every point as given
                        (tlr_export sets 0) */
  double font_scale; /* the plot font scale font_size carries (1: none; presentation mode
                        sets more through tlr_style_set_font_scale, screen and export alike) */
  struct TlrProbe *probe; /* the window's plot widget records what is drawn where (hover
                             read-out) and passes its zoom here; NULL in every export */
} TlrStyle;

TlrStyle tlr_style_light(void); /* print style, used for every export */
TlrStyle tlr_style_dark(void);

/* Scale fonts and line widths (e.g. for a high-DPI export). */
void tlr_style_scale(TlrStyle *style, double factor);

/* Set the plot font scale: font_size becomes font_size / old scale · scale. */
void tlr_style_set_font_scale(TlrStyle *style, double scale);

/* Presentation: black on white (or white on black for a dark style), thicker
 * lines and rules, for a projector. */
void tlr_style_high_contrast(TlrStyle *style);

TlrColor tlr_color_rgb(unsigned hex);                    /* 0xRRGGBB, opaque */
TlrColor tlr_color_with_alpha(TlrColor c, double alpha); /* same colour, new alpha */

#ifdef __cplusplus
}
#endif

#endif /* TLR_STYLE_H */
