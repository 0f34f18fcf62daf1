/* exact-model.c — the exact solver as a transient model (transient.h) and its
 * what-if changes, so that TlRun, the analysis, the CLI's `transient` and the
 * figures drive Kalker's exact theory exactly as they drive the brush. */
#include "exact_internal.h"

#include <math.h>
#include <string.h>

#include "tribo/units.h"

const TlTraction *
tl_exact_current(const TlExact *w)
{
  return &w->view;
}

const TlExactStats *
tl_exact_last_stats(const TlExact *w)
{
  return &w->last;
}

const TlExactStats *
tl_exact_total_stats(const TlExact *w)
{
  return &w->total;
}

/* ---- what-if ----------------------------------------------------------------- */

/* Everything the workspace was built from except μ: the Hertz solution the
 * grid, the kernels and p_n come from, and the speed that sets Δx/V. */
static int
same_build(const TlExact *w, const TlContactParams *p, const TlContactBasics *b)
{
  const TlHertzResult *x = &w->basics.hertz, *y = &b->hertz;
  return p->mx == w->params.mx && p->my == w->params.my && p->speed == w->params.speed &&
         x->a == y->a && x->b == y->b && x->curv_a == y->curv_a && x->curv_b == y->curv_b &&
         x->normal_load == y->normal_load &&
         x->material.shear_modulus == y->material.shear_modulus &&
         x->material.poisson == y->material.poisson;
}

/* Carry the traction of `from` into `to` (same mx × my) cell by cell,
 * projected onto to's bound: what the material in each cell carried stays,
 * as far as the new pressure allows. */
static void
carry_state(TlExact *to, const TlExact *from)
{
  for (int k = 0; k < to->n; k++) {
    double px = from->px[k], py = from->py[k];
    const double m = tl_norm2(px, py), g = to->g[k];
    unsigned char state = TL_CELL_STICK;
    if (g <= 0.0) {
      px = py = 0.0;
      state = TL_CELL_OUTSIDE;
    } else if (m >= g) {
      px *= g / m;
      py *= g / m;
      state = TL_CELL_SLIP;
    }
    to->px[k] = px;
    to->py[k] = py;
    to->state[k] = state;
  }
  to->have_previous = 0;
  to->ap_valid = 0; /* A p was of the zero state */
}

TlStatus
tl_exact_set_params(TlExact *w, const TlContactParams *p, TlError *err)
{
  TlStatus s;
  TlContactBasics basics;
  if ((s = tl_contact_params_validate(p, err)) != TL_OK ||
      (s = tl_contact_basics(p, &basics, err)) != TL_OK)
    return s;
  if (same_build(w, p, &basics))
    return tl_exact_set_friction(w, p->mu, err);
  if (w->custom_gap)
    return tl_error_set(err, TL_EINVAL,
                        "this exact-solver workspace was built on a given gap: only the "
                        "friction coefficient can change");
  TlExact *nw;
  if ((s = tl_exact_alloc(p, &w->opts, &nw, err)) != TL_OK)
    return s;
  if (p->mx == w->params.mx && p->my == w->params.my)
    carry_state(nw, w);
  if ((s = tl_exact_law_carry(nw, w, err)) != TL_OK) {
    tl_exact_free(nw);
    return s;
  }
  tl_exact_publish(nw, NULL, NULL, 1);
  /* swap the contents so that the caller's pointer stays valid */
  TlExact old = *w;
  *w = *nw;
  *nw = old;
  tl_exact_free(nw);
  return TL_OK;
}

/* ---- the transient-model table ------------------------------------------------- */

static TlStatus
model_reset(void *self, TlTransientInit init, double cx, double cy, double spin, TlError *err)
{
  return tl_exact_reset(self, init, cx, cy, spin, NULL, NULL, err);
}

static TlStatus
model_step(void *self, double dt, double cx, double cy, double spin, TlError *err)
{
  TlExact *w = self;
  const double natural = tl_exact_time_step(w);
  if (!(fabs(dt - natural) <= 1e-9 * natural))
    return tl_error_set(err, TL_EINVAL,
                        "the exact solver rolls exactly one cell per step: the run's time step "
                        "must be its natural step dx/V = %.6g ms (got %.6g ms, Courant number "
                        "%.4g)",
                        natural / TL_UNIT_MS, dt / TL_UNIT_MS, dt / natural);
  return tl_exact_step(w, cx, cy, spin, NULL, NULL, err);
}

static const TlTraction *
model_traction(const void *self)
{
  return tl_exact_current(self);
}

static const TlGrid *
model_grid(const void *self)
{
  return tl_exact_grid(self);
}

static void
model_info(const void *self, TlTransientInfo *out)
{
  const TlExact *w = self;
  out->mu = w->mu;
  out->normal_load = w->basics.hertz.normal_load;
  out->natural_step = tl_exact_time_step(w);
  out->transit_time = 2.0 * w->grid.a / w->params.speed;
}

static const TlTransientModelClass exact_class = {
  "exact", model_reset, model_step, model_traction, model_grid, model_info,
};

TlTransientModel
tl_exact_model(TlExact *w)
{
  TlTransientModel m = { &exact_class, w };
  return m;
}
