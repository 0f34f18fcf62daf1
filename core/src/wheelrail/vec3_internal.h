/* vec3_internal.h — the few 3-vector operations the particle-contact models need.
 * Private to core: the public API passes plain double[3] arrays. */
#ifndef TL_VEC3_INTERNAL_H
#define TL_VEC3_INTERNAL_H

#include <math.h>

static inline double
tl_v3_dot(const double a[3], const double b[3])
{
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static inline double
tl_v3_norm(const double a[3])
{
  return sqrt(tl_v3_dot(a, a));
}

/* out = a × b (out may alias neither a nor b). */
static inline void
tl_v3_cross(const double a[3], const double b[3], double out[3])
{
  out[0] = a[1] * b[2] - a[2] * b[1];
  out[1] = a[2] * b[0] - a[0] * b[2];
  out[2] = a[0] * b[1] - a[1] * b[0];
}

/* out = s a (out may alias a). */
static inline void
tl_v3_scale(double s, const double a[3], double out[3])
{
  out[0] = s * a[0];
  out[1] = s * a[1];
  out[2] = s * a[2];
}

/* y += s x */
static inline void
tl_v3_axpy(double s, const double x[3], double y[3])
{
  y[0] += s * x[0];
  y[1] += s * x[1];
  y[2] += s * x[2];
}

/* out = a − b (out may alias a or b). */
static inline void
tl_v3_sub(const double a[3], const double b[3], double out[3])
{
  out[0] = a[0] - b[0];
  out[1] = a[1] - b[1];
  out[2] = a[2] - b[2];
}

static inline void
tl_v3_copy(const double a[3], double out[3])
{
  out[0] = a[0];
  out[1] = a[1];
  out[2] = a[2];
}

static inline void
tl_v3_zero(double out[3])
{
  out[0] = out[1] = out[2] = 0.0;
}

#endif /* TL_VEC3_INTERNAL_H */
