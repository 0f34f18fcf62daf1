/* profile_internal.h — the representation behind tribo/profile.h. */
#ifndef TRIBO_PROFILE_INTERNAL_H
#define TRIBO_PROFILE_INTERNAL_H

#include "tribo/profile.h"

#include <gsl/gsl_spline.h>

typedef enum { TL_PIECE_POLY, TL_PIECE_ARC } TlPieceKind;

/* One analytic piece on [y0, y1] [mm]: a polynomial z = Σ c[k] y^k, or an
 * arc z = zc + branch·√(r² − (y − yc)²). */
typedef struct {
  TlPieceKind kind;
  double y0, y1;
  int deg;
  double c[9];
  double yc, zc, r;
  int branch;
} TlProfilePiece;

struct TlProfile {
  TlProfileKind kind;
  char name[64];
  TlProfilePiece *pieces; /* analytic profile, or NULL */
  int n_pieces;
  gsl_spline *spline; /* fitted profile (mm), or NULL */
  double y_min, y_max;     /* domain [mm] */
  double use_min, use_max; /* contact range [mm] */
  unsigned warnings;
};

/* tl_profile_eval in mm (slopes dimensionless, d²z in 1/mm). */
void tl_profile_eval_mm(const TlProfile *p, double y, double *z, double *dz, double *d2z);

#endif /* TRIBO_PROFILE_INTERNAL_H */
