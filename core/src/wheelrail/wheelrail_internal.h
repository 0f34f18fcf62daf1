/* wheelrail_internal.h — the workspace behind tribo/wheelrail.h.
 *
 * Every wheel is handled in its own "side frame": Ỹ = σY (σ = +1 left,
 * −1 right), so the field side is +Ỹ on both wheels, the shift is σy and the
 * roll σφ; then both wheels and both rails use the left-hand formulas of
 * docs/theory-wheel-rail.md §W4. */
#ifndef TRIBO_WHEELRAIL_INTERNAL_H
#define TRIBO_WHEELRAIL_INTERNAL_H

#include "tribo/wheelrail.h"

struct TlWheelrail {
  TlWheelsetParams p;
  const TlProfile *wheel, *rail;
  double cb, sb;             /* cos β, sin β */
  double rail_lo, rail_hi;   /* rail profile range searched (monotone in Ỹ) [m] */
  double wheel_lo, wheel_hi; /* wheel profile range searched [m] */
  /* the rail on the search grid Ỹ_k = grid_y0 + k·search_step */
  int nk;
  double grid_y0;
  double *grid_yr, *grid_zr;
  TlWrPlacement place;
};

/* Side-frame position and slope angle atan(dZ/dỸ) of wheel point s of a
 * wheel at side-frame shift ys, roll ph, axle height za. */
void tl_wr_wheel_side(const TlWheelrail *wr, double ys, double ph, double za, double s, double *Y,
                      double *Z, double *slope_angle);
/* The same for rail point yr. */
void tl_wr_rail_side(const TlWheelrail *wr, double yr, double *Y, double *Z, double *slope_angle);

/* Side-frame shift and roll of wheel `side` of contact c. */
static inline double
tl_wr_sigma(int side)
{
  return side == TL_WR_LEFT ? 1.0 : -1.0;
}

#endif /* TRIBO_WHEELRAIL_INTERNAL_H */
