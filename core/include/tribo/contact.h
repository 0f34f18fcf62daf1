/* contact.h — one rolling-contact case: the normal problem plus what the
 * tangential solvers (linear theory, FASTSIM, brush model, exact theory) need.
 * Shared by the CLI, the GUI and presets so that every model sees the same
 * inputs.  Defaults are the thesis's (docs/theory.md §5, §10).
 */
#ifndef TRIBO_CONTACT_H
#define TRIBO_CONTACT_H

#include "tribo/grid.h"
#include "tribo/hertz.h"
#include "tribo/kalker.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlHertzParams hertz;   /* geometry, materials, normal load */
  double mu;             /* friction coefficient μ [-], > 0 */
  double speed;          /* rolling speed V [m/s], > 0 */
  double cx;             /* longitudinal creepage cₓ [-] */
  double cy;             /* lateral creepage c_y [-] */
  double spin;           /* spin creepage c_s [1/m] */
  TlTractionBound bound; /* pressure used in the traction bound */
  int mx, my;            /* grid cells along x and y */
} TlContactParams;

/* Thesis defaults: tl_hertz_params_default(), μ = 0.4, V = 1 m/s,
 * cₓ = 0.005, c_y = c_s = 0, parabolic bound, 50 × 50 grid. */
TlContactParams tl_contact_params_default(void);

/* Checks every field (finite creepages, μ > 0, V > 0, grid size, Hertz). */
TlStatus tl_contact_params_validate(const TlContactParams *p, TlError *err);

/* The creepages every solver takes: finite cx, cy [-] and spin [1/m]. */
TlStatus tl_contact_check_creepage(double cx, double cy, double spin, TlError *err);

/* What every tangential model derives from a case: the Hertz solution, the
 * combined material and Kalker's coefficients at its ellipse ratio. */
typedef struct {
  TlHertzResult hertz;
  TlKalkerCoeffs kalker;
} TlContactBasics;

TlStatus tl_contact_basics(const TlContactParams *p, TlContactBasics *out, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_CONTACT_H */
