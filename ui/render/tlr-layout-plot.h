/* tlr-layout-plot.h — the layout decisions of a plot, which tlr-plot.c
 * leaves to tlr-layout.c so that it only draws: how a title and the y-axis
 * labels fit their room, where a legend or a note goes inside the axes, how
 * a legend below the axes flows into rows.  Internal to the render layer;
 * figures use tlr-plot.h, whose tlr_plot_occupy, tlr_plot_occupy_ellipse,
 * tlr_legend_size, tlr_legend_fits and tlr_legend_below_height are defined
 * in tlr-layout.c too.
 *
 * Legends and notes keep clear of the data through TlrPlot's grid of data
 * samples (occ) and its list of boxes placed (boxes, n_boxes), which only
 * tlr-layout.c touches. */
#ifndef TLR_LAYOUT_PLOT_H
#define TLR_LAYOUT_PLOT_H

#include <stddef.h>

#include <cairo.h>

#include "tlr-axis.h"
#include "tlr-layout.h"
#include "tlr-plot.h"
#include "tlr-text.h"

/* A title too wide for `room` even at 0.75 of its size is broken in two at
 * the space (outside markup tags) that leaves the wider half narrowest;
 * returns the title to draw (buf of len bytes, or the title itself). */
const char *tlr_layout_wrap_title(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *o,
                                  const char *title, double room, char *buf, size_t len);

/* The centre x of a title over a plot whose outer rectangle spans x .. x + w
 * and its axes ix .. ix + iw, pad kept free at the outer edges: centred over
 * the axes; a title wider than that is centred over the whole plot, and
 * shrunk (o->size, to 0.75 of its size at most) to fit it, so that a narrow
 * plot does not cut it off at its edges. */
double tlr_layout_title_x(cairo_t *cr, const TlrStyle *style, TlrTextOpts *o, const char *title,
                          double x, double w, double ix, double iw, double pad);

/* A y-axis label (rotated) centred at cy that must stay within [lo, hi]:
 * shrunk (o->size) to 0.75 of its size at most when longer than that, then
 * moved inside.  Returns the centre to draw it at. */
double tlr_layout_fit_side_label(cairo_t *cr, const TlrStyle *style, TlrTextOpts *o,
                                 const char *markup, double cy, double lo, double hi);

/* Empty the grid of data samples and the list of boxes placed (a new plot). */
void tlr_layout_plot_reset(TlrPlot *plot);

/* Count a line's samples, half a grid cell apart along each segment, so that
 * a legend can keep clear of it (a line through a box has a sample in it);
 * sy is the line's y scale (plot->sy or plot->sy2). */
void tlr_layout_occupy_line(TlrPlot *plot, const double *xs, const double *ys, int n,
                            const TlrScale *sy);

/* Where a legend or note of bw × bh goes (the rules of tlr_plot_legend):
 * its top left corner in *bx, *by.  The box is remembered so that the next
 * one keeps clear of it, and recorded in the layout log as `kind`. */
void tlr_layout_place_box(TlrPlot *plot, TlrCorner corner, TlrBoxKind kind, double bw, double bh,
                          double *bx, double *by);

/* A legend's entry is a line sample, a gap and the label, the box a pad
 * round its entries, all in font sizes (style->font_size): tlr-plot.c draws
 * them at these sizes and tlr-layout.c measures them. */
#define TLR_LEGEND_PAD 0.5    /* from the box's edge to the entries */
#define TLR_LEGEND_SAMPLE 2.2 /* the length of the line sample */
#define TLR_LEGEND_GAP 0.5    /* from the sample to the label */
#define TLR_LEGEND_TEXT 0.9   /* the label's size (TlrTextOpts.size) */

/* A note's text and size: lines wider than the plot's outer rectangle are
 * broken after their last ", ", "; " or ": " that lets them fit (into buf,
 * which the returned markup may point to), and what is still wider than the
 * axes is set smaller, not below TLR_LAYOUT_MIN_TEXT. */
const char *tlr_layout_note_text(const TlrPlot *plot, TlrTextOpts *o, const char *markup,
                                 double pad, char *buf, size_t len, double *w, double *h);

/* The most entries a legend below the axes shows (the rest are left out). */
#define TLR_LEGEND_BELOW_MAX 16

/* Where tlr_plot_legend_below draws its entries: in rows across the plot's
 * outer width in the band under the x label, each row centred under the
 * axes.  Returns how many entries are shown (n, at most
 * TLR_LEGEND_BELOW_MAX); x[i], cy[i] is where entry i's sample starts, *box
 * the rectangle the rows take. */
int tlr_layout_legend_below(const TlrPlot *plot, const TlrLegendEntry *entries, int n, double *x,
                            double *cy, TlrRect *box);
/* tlr_layout_place_box, with band 0: in the axes even when no place is
 * clear (a box that asked for the band under the plot already). */
void tlr_layout_place_box_in(TlrPlot *plot, TlrCorner corner, TlrBoxKind kind, double bw,
                             double bh, int band, double *bx, double *by);

/* The same rows from the top y0 (a band the hints made). */
int tlr_layout_legend_rows(const TlrPlot *plot, const TlrLegendEntry *entries, int n, double y0,
                           double *x, double *cy, TlrRect *box);

/* 1 when a box bw × bh has a place in the axes clear of the data drawn so
 * far and of the boxes placed. */
int tlr_layout_box_fits(const TlrPlot *plot, TlrCorner corner, double bw, double bh);
/* Room of height bh in the band under the plot that style->hints keeps
 * (asked for in any case, so that the next pass has it): 1 and its top in
 * *by, or 0 when this pass has no room yet. */
int tlr_layout_band_take(TlrPlot *plot, double bh, double *by);

#endif /* TLR_LAYOUT_PLOT_H */
