/* dahl.c — Dahl's integrated form along a path with reversal memory. */
#include "tribo/dahl.h"

#include <math.h>

double
tl_dahl_travel(double fc, double sigma, double alpha, double f_r, int dir, double travel)
{
  const double d = dir > 0 ? 1.0 : -1.0;
  const double y0 = 1.0 - d * f_r / fc;
  const double k = sigma * travel / fc;
  double y;
  if (alpha == 1.0) {
    y = y0 * exp(-k);
  } else {
    const double base = pow(fabs(y0), 1.0 - alpha) - (1.0 - alpha) * k;
    /* α < 1: base falls to 0 after a finite travel (saturation at d Fc);
     * α > 1: base grows without bound and |y| decays algebraically. */
    const double mag = base > 0.0 ? pow(base, 1.0 / (1.0 - alpha)) : 0.0;
    y = y0 > 0.0 ? mag : y0 < 0.0 ? -mag : 0.0;
  }
  return d * fc * (1.0 - y);
}

void
tl_dahl_memory_init(TlDahlMemory *m, double fc, double sigma, double alpha, double x0, double f0)
{
  m->fc = fc;
  m->sigma = sigma;
  m->alpha = alpha;
  m->x_r = m->x = x0;
  m->f_r = m->force = f0;
  m->dir = 0;
}

double
tl_dahl_memory_move(TlDahlMemory *m, double x)
{
  const double dx = x - m->x;
  if (dx == 0.0)
    return m->force;
  const int dir = dx > 0.0 ? 1 : -1;
  if (dir != m->dir) {
    /* reversal (or first motion): restart the integrated form here */
    m->x_r = m->x;
    m->f_r = m->force;
    m->dir = dir;
  }
  m->x = x;
  m->force = tl_dahl_travel(m->fc, m->sigma, m->alpha, m->f_r, dir, fabs(x - m->x_r));
  return m->force;
}
