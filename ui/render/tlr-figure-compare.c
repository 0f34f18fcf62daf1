/* tlr-figure-compare.c — drawing brush and exact theory together
 * (tlr-figure-compare.h). */
#include "tlr-figure-compare.h"

#include <math.h>
#include <stdlib.h>

#include "tlr-tiles.h"
#include "tlr-figure-transient-parts.h"
#include "tlr-plot.h"

/* The two runs compared, the brush's and the exact theory's, in both[]; 0
 * (with "no comparison run" drawn instead) when the view has none. */
static int
compared_runs(cairo_t *cr, double w, double h, const TlrStyle *style,
              const TlrTransientView *view, const TlStudyTransientRun *both[2])
{
  const TlStudyTransient *s = view->study;
  if (!(s->valid && s->spec.model == TL_PRESET_MODEL_COMPARE)) {
    tlr_draw_placeholder(cr, style, w, h, "no comparison run");
    return 0;
  }
  both[0] = &s->compare.brush;
  both[1] = &s->compare.exact;
  return 1;
}

/* Clip and translate to the rectangle (x, y, w, h); pair with cairo_restore. */
static void
begin_part(cairo_t *cr, double x, double y, double w, double h)
{
  cairo_save(cr);
  cairo_rectangle(cr, x, y, w, h);
  cairo_clip(cr);
  cairo_translate(cr, x, y);
}

/* The colour range of the view's field over one run's map. */
static int
field_range(const TlrTransientView *view, const TlStudyTransientRun *r, TlrPatchFieldStyle *fs)
{
  const TlContactParams *p = &r->spec.params;
  double *field = malloc((size_t)p->mx * (size_t)p->my * sizeof(double));
  if (!field)
    return 0;
  tlr_patch_field_fill(view->field, tl_study_transient_traction(r), p->mu, field, fs);
  free(field);
  return 1;
}

void
tlr_compare_draw_maps(cairo_t *cr, double width, double height, const TlrStyle *style,
                      void *data)
{
  const TlrTransientView *view = data;
  const TlStudyTransientRun *both[2];
  if (!compared_runs(cr, width, height, style, view, both))
    return;
  const TlStudyTransientRun *brush = both[0], *exact = both[1];
  /* one colour range for both maps, so that equal colours are equal values */
  TlrPatchFieldStyle fb, fe;
  const int ranged = field_range(view, brush, &fb) && field_range(view, exact, &fe);
  const double range[2] = { ranged ? fmin(fb.vmin, fe.vmin) : 0.0,
                            ranged ? fmax(fb.vmax, fe.vmax) : 0.0 };
  const double hw = 0.5 * width;
  begin_part(cr, 0, 0, hw, height);
  tlr_transient_part_patch(cr, hw, height, style, view, brush, ranged ? range : NULL);
  cairo_restore(cr);
  begin_part(cr, hw, 0, width - hw, height);
  tlr_transient_part_patch(cr, width - hw, height, style, view, exact, ranged ? range : NULL);
  cairo_restore(cr);
}

void
tlr_compare_draw_loops(cairo_t *cr, double width, double height, const TlrStyle *style,
                       void *data)
{
  const TlrTransientView *view = data;
  const TlStudyTransientRun *both[2];
  if (compared_runs(cr, width, height, style, view, both))
    tlr_transient_part_loops(cr, width, height, style, view, both, 2);
}

void
tlr_compare_draw_series(cairo_t *cr, double width, double height, const TlrStyle *style,
                        void *data)
{
  const TlrTransientView *view = data;
  const TlStudyTransientRun *both[2];
  if (compared_runs(cr, width, height, style, view, both))
    tlr_transient_part_series(cr, width, height, style, both, 2);
}

void
tlr_compare_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  /* both maps on top, the loops and the time series below; re-flowed at
   * small sizes, where the overlaid loops are what the view is about */
  const TlrTiles tiles = {
    3,
    {
      { tlr_compare_draw_maps, data, 0, 0, 1, 0.48, 1, "the two contact patches" },
      { tlr_compare_draw_loops, data, 0, 0.48, 0.5, 0.52, 3, "the hysteresis loops" },
      { tlr_compare_draw_series, data, 0.5, 0.48, 0.5, 0.52, 2, "the time series" },
    },
  };
  tlr_tiles_draw(cr, width, height, style, (void *)&tiles);
}
