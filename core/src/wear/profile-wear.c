/* profile-wear.c — wheel and rail profiles worn over many passes of a
 * wheelset with a distributed lateral shift (docs/theory.md §12.8).
 *
 * Each body's profile is held as points (y_i, z_i) every h along y and
 * refitted by an interpolating cubic spline after each step.  The wear of a
 * step is gathered as a vertical thickness Δz_i per pass on those points: a
 * patch row at η (along the common tangent, toward the field side) that loses
 * a normal depth d over a width Δη removes the cross-section area d Δη, laid
 * at the profile coordinate y_c + η cos θ (θ the profile's slope angle at the
 * contact point) by linear (cloud-in-cell) weights, so that Σ Δz_i h equals
 * the area the patches wore.  Removing Δz vertically then takes off the
 * normal depth Δz cos θ: the surface moves along its normal to first order. */
#include "tribo/profile-wear.h"

#include "tribo/ranges.h"
#include "tribo/textio.h"

#include <glib.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MM 1e-3
#define N_DR 3
static const double dr_at[N_DR] = { 1.0 * MM, 3.0 * MM, 5.0 * MM };
#define CONICITY_AMPLITUDE (3.0 * MM)
#define TABLE_STEP (0.05 * MM) /* the step `wheelrail --conicity` tabulates with by default */

const char *
tl_profile_wear_law_name(TlProfileWearLaw law)
{
  return law == TL_PROFILE_WEAR_USFD ? "usfd" : "archard";
}

TlStatus
tl_profile_wear_law_from_name(const char *name, TlProfileWearLaw *out, TlError *err)
{
  if (name && strcmp(name, "archard") == 0)
    *out = TL_PROFILE_WEAR_ARCHARD;
  else if (name && strcmp(name, "usfd") == 0)
    *out = TL_PROFILE_WEAR_USFD;
  else
    return tl_error_set(err, TL_EINVAL, "wear law must be archard or usfd (got '%s')",
                        name ? name : "");
  return TL_OK;
}

TlProfileWearParams
tl_profile_wear_params_default(void)
{
  TlProfileWearParams p;
  memset(&p, 0, sizeof p);
  p.passes = 1e5;
  p.sigma = 2.0 * MM;
  p.n_shifts = 25;
  p.law = TL_PROFILE_WEAR_ARCHARD;
  p.wear = tl_wear_params_default();
  p.max_depth_step = 0.1 * MM;
  p.smooth_width = 1.0 * MM;
  p.grid_step = 0.1 * MM;
  p.max_steps = 200;
  p.track = tl_wheelset_params_default();
  p.normal = tl_wr_normal_params_default();
  p.roll = tl_wr_roll_params_default();
  return p;
}

TlStatus
tl_profile_wear_params_validate(const TlProfileWearParams *p, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(p->passes, 0.0, TL_RANGE_PW_PASSES_MAX, "passes", "", err)) != TL_OK ||
      (s = tl_check_range(p->max_depth_step, TL_RANGE_PW_STEP_DEPTH_MIN,
                          TL_RANGE_PW_STEP_DEPTH_MAX, "largest depth per step", "m", err)) !=
        TL_OK ||
      (s = tl_check_range(p->smooth_width, 0.0, TL_RANGE_PW_SMOOTH_MAX, "smoothing width", "m",
                          err)) != TL_OK ||
      (s = tl_check_range(p->grid_step, TL_RANGE_PW_GRID_MIN, TL_RANGE_PW_GRID_MAX,
                          "profile point spacing", "m", err)) != TL_OK)
    return s;
  if (p->kinematic != 0 && p->kinematic != 1)
    return tl_error_set(err, TL_EINVAL, "the kinematic creepage switch must be 0 or 1 (got %d)",
                        p->kinematic);
  if (p->law != TL_PROFILE_WEAR_ARCHARD && p->law != TL_PROFILE_WEAR_USFD)
    return tl_error_set(err, TL_EINVAL, "unknown wear law %d", (int)p->law);
  if (p->max_steps < 1 || p->max_steps > TL_RANGE_PW_STEPS_MAX)
    return tl_error_set(err, TL_EINVAL, "the largest number of steps must lie between 1 and %d "
                        "(got %d)", TL_RANGE_PW_STEPS_MAX, p->max_steps);
  if (p->hist_n > 0) {
    if (p->hist_n > TL_PROFILE_WEAR_MAX_SHIFTS || !p->hist_y || !p->hist_w)
      return tl_error_set(err, TL_EINVAL, "a lateral-shift histogram has 1 to %d rows (got %d)",
                          TL_PROFILE_WEAR_MAX_SHIFTS, p->hist_n);
    double sum = 0.0;
    for (int i = 0; i < p->hist_n; i++) {
      if (!isfinite(p->hist_y[i]) || fabs(p->hist_y[i]) > TL_RANGE_WR_SHIFT_MAX)
        return tl_error_set(err, TL_EINVAL, "lateral shift of histogram row %d must lie within "
                            "+-%g mm", i + 1, TL_RANGE_WR_SHIFT_MAX / MM);
      if (!isfinite(p->hist_w[i]) || p->hist_w[i] < 0.0)
        return tl_error_set(err, TL_EINVAL, "weight of histogram row %d must be a finite number "
                            ">= 0", i + 1);
      sum += p->hist_w[i];
    }
    if (!(sum > 0.0))
      return tl_error_set(err, TL_EINVAL, "the weights of the lateral-shift histogram add up "
                          "to zero");
  } else {
    if ((s = tl_check_range(p->sigma, 0.0, TL_RANGE_PW_SIGMA_MAX, "lateral shift sigma", "m",
                            err)) != TL_OK)
      return s;
    if (p->n_shifts < 3 || p->n_shifts > TL_PROFILE_WEAR_MAX_SHIFTS || p->n_shifts % 2 == 0)
      return tl_error_set(err, TL_EINVAL, "the Gaussian is sampled at an odd number of shifts "
                          "from 3 to %d (got %d)", TL_PROFILE_WEAR_MAX_SHIFTS, p->n_shifts);
  }
  if ((s = tl_wear_params_validate(&p->wear, err)) != TL_OK ||
      (s = tl_wheelset_params_validate(&p->track, err)) != TL_OK ||
      (s = tl_wr_normal_params_validate(&p->normal, err)) != TL_OK ||
      (s = tl_wr_roll_params_validate(&p->roll, err)) != TL_OK)
    return s;
  return TL_OK;
}

/* ---- the workspace ------------------------------------------------------------- */

typedef struct {
  TlProfileKind kind;
  int n;
  double h;              /* spacing of the points [m] */
  double *y, *z;         /* the current points [m] */
  double *cum[2];        /* Δz removed so far by the left and right wheel (rail) [m] */
  double *acc[2];        /* this step's Δz per pass, per side, before smoothing */
  double *depth[3];      /* normal depth removed so far: left, right, applied (mean) */
  double *work;          /* scratch, n */
  double patch_wear[2];  /* this step's area per pass as the patches wore it, per side [m²] */
  double wear_total;     /* Σ ΔN · mean of patch_wear [m²] */
  TlProfile *prof;
  char name[64];
} Body;

struct TlProfileWear {
  TlProfileWearParams p;
  int ns;
  double *sy, *sw; /* lateral shifts [m] and their weights (Σ = 1) */
  Body body[2];    /* TL_PROFILE_WHEEL, TL_PROFILE_RAIL */
  TlProfileWearRow row;
  int steps;
};

static void
body_clear(Body *b)
{
  free(b->y);
  free(b->z);
  for (int s = 0; s < 2; s++) {
    free(b->cum[s]);
    free(b->acc[s]);
  }
  for (int s = 0; s < 3; s++)
    free(b->depth[s]);
  free(b->work);
  tl_profile_free(b->prof);
  memset(b, 0, sizeof *b);
}

void
tl_profile_wear_free(TlProfileWear *pw)
{
  if (!pw)
    return;
  body_clear(&pw->body[0]);
  body_clear(&pw->body[1]);
  free(pw->sy);
  free(pw->sw);
  free(pw);
}

/* The profile through the body's points (an interpolating spline: its
 * curvature is what the contact search and Hertz use). */
static TlStatus
body_fit(const Body *b, const double *z, TlProfile **out, TlError *err)
{
  const TlProfileFit fit = tl_profile_fit_default();
  return tl_profile_from_points(b->kind, b->name, b->y, z, b->n, &fit, out, err);
}

/* Points every ~h over the profile's whole domain (both ends included). */
static TlStatus
body_init(Body *b, const TlProfile *src, double h, TlError *err)
{
  double y0, y1;
  tl_profile_domain(src, &y0, &y1);
  const int m = (int)lround((y1 - y0) / h);
  b->kind = tl_profile_kind(src);
  b->n = (m < 1 ? 1 : m) + 1;
  b->h = (y1 - y0) / (b->n - 1);
  snprintf(b->name, sizeof b->name, "%s (worn)", tl_profile_name(src));
  const size_t sz = sizeof(double) * (size_t)b->n;
  b->y = malloc(sz);
  b->z = malloc(sz);
  b->work = malloc(sz);
  int ok = b->y && b->z && b->work;
  for (int s = 0; s < 2; s++) {
    b->cum[s] = calloc((size_t)b->n, sizeof(double));
    b->acc[s] = calloc((size_t)b->n, sizeof(double));
    ok = ok && b->cum[s] && b->acc[s];
  }
  for (int s = 0; s < 3; s++) {
    b->depth[s] = calloc((size_t)b->n, sizeof(double));
    ok = ok && b->depth[s];
  }
  if (!ok)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the worn profiles");
  for (int i = 0; i < b->n; i++) {
    b->y[i] = i == b->n - 1 ? y1 : y0 + i * b->h;
    tl_profile_eval(src, b->y[i], &b->z[i], NULL, NULL);
  }
  return body_fit(b, b->z, &b->prof, err);
}

/* The shifts and their weights: the histogram, or the Gaussian sampled
 * uniformly over ±3σ with weights exp(−y²/2σ²), normalised. */
static TlStatus
shifts_init(TlProfileWear *pw, const TlProfileWearParams *p, TlError *err)
{
  pw->ns = p->hist_n > 0 ? p->hist_n : (p->sigma > 0.0 ? p->n_shifts : 1);
  pw->sy = malloc(sizeof(double) * (size_t)pw->ns);
  pw->sw = malloc(sizeof(double) * (size_t)pw->ns);
  if (!pw->sy || !pw->sw)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the lateral shifts");
  double sum = 0.0;
  for (int k = 0; k < pw->ns; k++) {
    if (p->hist_n > 0) {
      pw->sy[k] = p->hist_y[k];
      pw->sw[k] = p->hist_w[k];
    } else if (pw->ns == 1) {
      pw->sy[k] = 0.0;
      pw->sw[k] = 1.0;
    } else {
      const double u = -3.0 + 6.0 * k / (pw->ns - 1); /* in units of σ, symmetric about 0 */
      pw->sy[k] = u * p->sigma;
      pw->sw[k] = exp(-0.5 * u * u);
    }
    sum += pw->sw[k];
  }
  for (int k = 0; k < pw->ns; k++)
    pw->sw[k] /= sum;
  return TL_OK;
}

/* cos θ of the body's profile slope at y. */
static double
cos_slope(const TlProfile *prof, double y)
{
  double dz;
  tl_profile_eval(prof, y, NULL, &dz, NULL);
  return 1.0 / sqrt(1.0 + dz * dz);
}

/* ---- the conicity and Δr of the current pair -------------------------------------- */

static TlStatus
evaluate_pair(const TlProfileWearParams *p, const TlProfile *wheel, const TlProfile *rail,
              const volatile int *cancel, TlProfileWearRow *row, TlError *err)
{
  TlWheelrail *wr;
  TlStatus s = tl_wheelrail_alloc(&p->track, wheel, rail, &wr, err);
  if (s != TL_OK)
    return s;
  TlWrTable t;
  memset(&t, 0, sizeof t);
  s = tl_wheelrail_table_cancellable(wr, dr_at[N_DR - 1], TABLE_STEP, cancel, &t, err);
  if (s == TL_OK) {
    TlWrConicity c;
    const TlWrPlacement *pl = tl_wheelrail_placement(wr);
    s = tl_wr_conicity(&t, CONICITY_AMPLITUDE, pl->e0, p->track.r0, &c, err);
    if (s == TL_OK) {
      row->conicity = c.harmonic;
      for (int i = 0; i < N_DR; i++)
        row->dr[i] = tl_wr_table_dr(&t, dr_at[i]);
    }
    tl_wr_table_clear(&t);
  }
  tl_wheelrail_free(wr);
  return s;
}

/* ---- the wear of one pass ------------------------------------------------------------ */

/* Normal depth per pass worn in cell k of a rolled patch, times 1/Δx: the
 * depth rate per metre rolled [m/m]. */
static double
cell_rate(const TlProfileWearParams *p, const TlWrRoll *roll, int k)
{
  const TlTraction *t = &roll->field.t;
  const double slip = roll->slip[k];
  if (!(t->pn[k] > 0.0) || !(slip > 0.0))
    return 0.0;
  if (p->law == TL_PROFILE_WEAR_ARCHARD)
    return p->wear.archard.k * t->pn[k] * slip / p->wear.archard.hardness;
  /* USFD applied cell by cell: the local energy dissipated per metre rolled
   * and per unit area, |τ||s| [N/m² → N/mm²], stands for Tγ/A; the rate
   * [µg/(m·mm²)] = 1e-3 kg/m³ is a mass per metre rolled per area */
  const double tg = hypot(t->tx[k], t->ty[k]) * slip * 1e-6;
  const double rate = tl_wear_usfd_rate(&p->wear.usfd, tg, NULL);
  return rate > 0.0 ? rate * 1e-3 / p->wear.density : 0.0;
}

/* Lay the rolled patch's wear (weight w) onto body b's profile around the
 * contact point's coordinate yc, into side `side`'s accumulator. */
static void
lay_patch(Body *b, int side, double yc, const TlProfileWearParams *p, const TlWrRoll *roll,
          double w)
{
  const TlGrid *g = &roll->field.grid;
  const double c = cos_slope(b->prof, yc);
  for (int j = 0; j < g->my; j++) {
    double d = 0.0; /* normal depth of this row per pass: Σ rate Δx */
    for (int i = 0; i < g->mx; i++)
      d += cell_rate(p, roll, j * g->mx + i) * g->dx;
    if (!(d > 0.0))
      continue;
    const double area = d * g->dy * w; /* the row's width Δη along the surface */
    b->patch_wear[side] += area;
    const double yp = yc + (g->y[j] + roll->eta_offset) * c;
    const double u = (yp - b->y[0]) / b->h;
    if (!(u >= 0.0 && u <= b->n - 1))
      continue; /* off the profile: counted as worn, not removed (the area check sees it) */
    int i = (int)floor(u);
    if (i >= b->n - 1)
      i = b->n - 2;
    const double f = u - i;
    b->acc[side][i] += (1.0 - f) * area / b->h;
    b->acc[side][i + 1] += f * area / b->h;
  }
}

/* The wear per pass of every shift into the bodies' accumulators. */
static TlStatus
wear_per_pass(TlProfileWear *pw, const volatile int *cancel, TlError *err)
{
  const TlProfileWearParams *p = &pw->p;
  Body *wb = &pw->body[TL_PROFILE_WHEEL], *rb = &pw->body[TL_PROFILE_RAIL];
  for (int b = 0; b < 2; b++)
    for (int s = 0; s < 2; s++) {
      memset(pw->body[b].acc[s], 0, sizeof(double) * (size_t)pw->body[b].n);
      pw->body[b].patch_wear[s] = 0.0;
    }
  TlWheelrail *wr;
  TlStatus st = tl_wheelrail_alloc(&p->track, wb->prof, rb->prof, &wr, err);
  if (st != TL_OK)
    return st;
  TlWrRollParams rp = p->roll;
  rp.cancel = cancel;
  TlWrRoll roll;
  memset(&roll, 0, sizeof roll);
  for (int k = 0; k < pw->ns && st == TL_OK; k++) {
    if (cancel && *cancel) {
      st = tl_error_set(err, TL_ECANCELLED, "cancelled");
      break;
    }
    if (!(pw->sw[k] > 0.0))
      continue;
    TlWrContact c;
    if ((st = tl_wheelrail_contact(wr, pw->sy[k], &c, err)) != TL_OK)
      break;
    for (int side = 0; side < 2 && st == TL_OK; side++) {
      TlWrNormal nrm;
      memset(&nrm, 0, sizeof nrm);
      st = tl_wheelrail_normal(wr, &c, side, &p->normal, &nrm, err);
      if (st == TL_ERANGE && p->normal.method == TL_WR_NORMAL_HERTZ) {
        /* worn profiles grow conformal: where Hertz no longer applies, the
         * Kik–Piotrowski patch of the same load takes its place */
        TlWrNormalParams approx = p->normal;
        approx.method = TL_WR_NORMAL_APPROX;
        tl_wr_normal_clear(&nrm);
        memset(&nrm, 0, sizeof nrm);
        st = tl_wheelrail_normal(wr, &c, side, &approx, &nrm, err);
      }
      if (st != TL_OK) {
        tl_wr_normal_clear(&nrm);
        break;
      }
      for (int i = 0; i < nrm.n && st == TL_OK; i++) {
        const TlWrPatch *patch = &nrm.patch[i];
        if (!(patch->normal_force > 0.0))
          continue;
        const TlWrPoint *pt = &c.wheel[side].pt[patch->point];
        TlWrRollParams rk = rp;
        if (p->kinematic) {
          /* the axle turns at V / r̄; a point of radius r slips by 1 − r/r̄; the
           * wheel's rotation has the component sin γ along the contact normal */
          const double rbar = 0.5 * (c.wheel[0].pt[0].r + c.wheel[1].pt[0].r);
          rk.cx += -(pt->r - rbar) / rbar;
          rk.spin += -sin(pt->gamma) / pt->r;
        }
        if ((st = tl_wheelrail_roll(patch, &p->normal.wheel, &p->normal.rail, &rk, &roll, err)) !=
            TL_OK)
          break;
        lay_patch(wb, side, pt->s, p, &roll, pw->sw[k]);
        lay_patch(rb, side, pt->y_rail, p, &roll, pw->sw[k]);
      }
      tl_wr_normal_clear(&nrm);
    }
    if (st != TL_OK)
      tl_error_prefix(err, "lateral shift %.4g mm: ", pw->sy[k] / MM);
  }
  tl_wr_roll_clear(&roll);
  tl_wheelrail_free(wr);
  return st;
}

/* Smooth v in place with a Gaussian of σ = width, truncated at 3σ, by
 * scattering each point's value over its neighbours with weights that add
 * up to one within the profile: Σ v h is kept exactly, and a mirrored input
 * gives a mirrored output. */
static void
smooth(Body *b, double *v, double width)
{
  if (!(width > 0.0))
    return;
  const int half = (int)ceil(3.0 * width / b->h);
  double *out = b->work;
  memset(out, 0, sizeof(double) * (size_t)b->n);
  for (int i = 0; i < b->n; i++) {
    if (v[i] == 0.0)
      continue;
    const int j0 = i - half < 0 ? 0 : i - half, j1 = i + half >= b->n ? b->n - 1 : i + half;
    double sum = 0.0;
    for (int j = j0; j <= j1; j++) {
      const double u = (j - i) * b->h / width;
      sum += exp(-0.5 * u * u);
    }
    for (int j = j0; j <= j1; j++) {
      const double u = (j - i) * b->h / width;
      out[j] += v[i] * exp(-0.5 * u * u) / sum;
    }
  }
  memcpy(v, out, sizeof(double) * (size_t)b->n);
}

/* ---- the public calls ---------------------------------------------------------------- */

/* Depths and the row's figures of the bodies as they are now. */
static void
body_depths(Body *b, double *max_depth, double *area)
{
  *max_depth = 0.0;
  *area = 0.0;
  for (int i = 0; i < b->n; i++) {
    const double c = cos_slope(b->prof, b->y[i]);
    const double mean = 0.5 * (b->cum[0][i] + b->cum[1][i]);
    b->depth[0][i] = b->cum[0][i] * c;
    b->depth[1][i] = b->cum[1][i] * c;
    b->depth[2][i] = mean * c;
    *max_depth = fmax(*max_depth, b->depth[2][i]);
    *area += mean * b->h;
  }
}

static void
fill_row(TlProfileWear *pw, TlProfileWearRow *row)
{
  body_depths(&pw->body[TL_PROFILE_WHEEL], &row->max_depth_wheel, &row->area_wheel);
  body_depths(&pw->body[TL_PROFILE_RAIL], &row->max_depth_rail, &row->area_rail);
  row->wear_wheel = pw->body[TL_PROFILE_WHEEL].wear_total;
  row->wear_rail = pw->body[TL_PROFILE_RAIL].wear_total;
}

TlStatus
tl_profile_wear_alloc(const TlProfileWearParams *p, const TlProfile *wheel, const TlProfile *rail,
                      TlProfileWear **out, TlError *err)
{
  TlStatus s;
  if ((s = tl_profile_wear_params_validate(p, err)) != TL_OK)
    return s;
  if (tl_profile_kind(wheel) != TL_PROFILE_WHEEL || tl_profile_kind(rail) != TL_PROFILE_RAIL)
    return tl_error_set(err, TL_EINVAL, "profile wear takes a wheel and a rail profile");
  TlProfileWear *pw = calloc(1, sizeof *pw);
  if (!pw)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the worn profiles");
  pw->p = *p;
  pw->p.hist_y = pw->p.hist_w = NULL; /* copied into sy, sw below */
  pw->p.roll.cancel = NULL;
  if ((s = shifts_init(pw, p, err)) != TL_OK ||
      (s = body_init(&pw->body[TL_PROFILE_WHEEL], wheel, p->grid_step, err)) != TL_OK ||
      (s = body_init(&pw->body[TL_PROFILE_RAIL], rail, p->grid_step, err)) != TL_OK ||
      (s = evaluate_pair(&pw->p, pw->body[0].prof, pw->body[1].prof, NULL, &pw->row, err)) !=
        TL_OK) {
    tl_profile_wear_free(pw);
    return s;
  }
  fill_row(pw, &pw->row);
  *out = pw;
  return TL_OK;
}

int
tl_profile_wear_done(const TlProfileWear *pw)
{
  return pw->row.passes >= pw->p.passes;
}

TlStatus
tl_profile_wear_step(TlProfileWear *pw, const volatile int *cancel, TlProfileWearRow *row,
                     TlError *err)
{
  const TlProfileWearParams *p = &pw->p;
  const double remaining = p->passes - pw->row.passes;
  if (!(remaining > 0.0)) {
    if (row)
      *row = pw->row;
    return TL_OK;
  }
  if (pw->steps >= p->max_steps)
    return tl_error_set(err, TL_ERANGE, "%d steps reached with %.6g passes to go: raise the "
                        "largest depth per step or the number of steps", p->max_steps, remaining);
  TlStatus s = wear_per_pass(pw, cancel, err);
  if (s != TL_OK)
    return s;

  /* smoothed Δz per pass of each side, and the largest normal depth of
   * the applied (mean) one */
  double dmax = 0.0;
  for (int b = 0; b < 2; b++) {
    Body *bd = &pw->body[b];
    for (int sd = 0; sd < 2; sd++)
      smooth(bd, bd->acc[sd], p->smooth_width);
    for (int i = 0; i < bd->n; i++)
      dmax = fmax(dmax, 0.5 * (bd->acc[0][i] + bd->acc[1][i]) * cos_slope(bd->prof, bd->y[i]));
  }
  double dn = remaining;
  if (dmax > 0.0 && dmax * remaining > p->max_depth_step) {
    dn = p->max_depth_step / dmax;
    const double left = ceil(remaining / dn);
    if (pw->steps + left > p->max_steps)
      return tl_error_set(err, TL_ERANGE,
                          "wearing %.6g more passes at %.3g mm per step needs about %.0f steps, "
                          "more than %d: raise the largest depth per step or the number of "
                          "steps", remaining, p->max_depth_step / MM, pw->steps + left,
                          p->max_steps);
  }

  /* the new points and profiles (committed only when both fit and the pair
   * still makes contact) */
  TlProfile *np[2] = { NULL, NULL };
  double *nz[2] = { NULL, NULL };
  for (int b = 0; b < 2 && s == TL_OK; b++) {
    Body *bd = &pw->body[b];
    nz[b] = malloc(sizeof(double) * (size_t)bd->n);
    if (!nz[b]) {
      s = tl_error_set(err, TL_ENOMEM, "out of memory for the worn profiles");
      break;
    }
    /* the wheel's material lies above its profile, the rail's below */
    const double sign = bd->kind == TL_PROFILE_WHEEL ? 1.0 : -1.0;
    for (int i = 0; i < bd->n; i++)
      nz[b][i] = bd->z[i] + sign * dn * 0.5 * (bd->acc[0][i] + bd->acc[1][i]);
    s = body_fit(bd, nz[b], &np[b], err);
  }
  TlProfileWearRow next = pw->row;
  if (s == TL_OK)
    s = evaluate_pair(p, np[0], np[1], cancel, &next, err);
  if (s != TL_OK) {
    for (int b = 0; b < 2; b++) {
      tl_profile_free(np[b]);
      free(nz[b]);
    }
    return s;
  }
  for (int b = 0; b < 2; b++) {
    Body *bd = &pw->body[b];
    tl_profile_free(bd->prof);
    bd->prof = np[b];
    free(bd->z);
    bd->z = nz[b];
    for (int sd = 0; sd < 2; sd++)
      for (int i = 0; i < bd->n; i++)
        bd->cum[sd][i] += dn * bd->acc[sd][i];
    bd->wear_total += dn * 0.5 * (bd->patch_wear[0] + bd->patch_wear[1]);
  }
  next.passes = dn == remaining ? p->passes : pw->row.passes + dn;
  pw->row = next;
  fill_row(pw, &pw->row);
  pw->steps++;
  if (row)
    *row = pw->row;
  return TL_OK;
}

const TlProfileWearRow *
tl_profile_wear_row(const TlProfileWear *pw)
{
  return &pw->row;
}

const TlProfile *
tl_profile_wear_profile(const TlProfileWear *pw, TlProfileKind body)
{
  return pw->body[body == TL_PROFILE_RAIL ? TL_PROFILE_RAIL : TL_PROFILE_WHEEL].prof;
}

void
tl_profile_wear_points(const TlProfileWear *pw, TlProfileKind body, const double **y,
                       const double **z, int *n)
{
  const Body *b = &pw->body[body == TL_PROFILE_RAIL ? TL_PROFILE_RAIL : TL_PROFILE_WHEEL];
  *y = b->y;
  *z = b->z;
  *n = b->n;
}

void
tl_profile_wear_depth(const TlProfileWear *pw, TlProfileKind body, int side, const double **y,
                      const double **depth, int *n)
{
  const Body *b = &pw->body[body == TL_PROFILE_RAIL ? TL_PROFILE_RAIL : TL_PROFILE_WHEEL];
  *y = b->y;
  *depth = b->depth[side == TL_WR_LEFT ? 0 : side == TL_WR_RIGHT ? 1 : 2];
  *n = b->n;
}

double
tl_profile_wear_step_searches(const TlProfileWearParams *p)
{
  const double shifts = p->hist_n > 0 ? p->hist_n : (p->sigma > 0.0 ? p->n_shifts : 1);
  /* the Δr table to 5 mm every 0.05 mm, and a few bisections for its jumps */
  return shifts + dr_at[N_DR - 1] / TABLE_STEP + 1.0 + 40.0;
}

/* ---- the histogram file ---------------------------------------------------------------- */

/* One field of a row: the text up to a comma or blank, parsed strictly. */
static int
next_field(char **c, double *v)
{
  while (**c == ' ' || **c == '\t')
    (*c)++;
  char *start = *c;
  while (**c && **c != ',' && **c != ' ' && **c != '\t' && **c != '\r')
    (*c)++;
  const char save = **c;
  **c = '\0';
  const int ok = *start && tl_parse_double(start, 0, v) == TL_OK;
  **c = save;
  while (**c == ' ' || **c == '\t' || **c == '\r')
    (*c)++;
  if (**c == ',')
    (*c)++;
  return ok;
}

TlStatus
tl_profile_wear_read_histogram(const char *path, double **py, double **pw, int *pn, TlError *err)
{
  char *text = NULL;
  size_t len = 0;
  TlStatus s = tl_text_file_read(path, "lateral-shift histogram", TL_TEXT_FILE_MAX, &text, &len,
                                 err);
  if (s != TL_OK)
    return s;
  double *y = malloc(sizeof(double) * TL_PROFILE_WEAR_MAX_SHIFTS);
  double *w = malloc(sizeof(double) * TL_PROFILE_WEAR_MAX_SHIFTS);
  int n = 0, line_no = 0, header_seen = 0;
  double sum = 0.0;
  if (!y || !w) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory reading %s", path);
    goto out;
  }
  for (char *line = text, *next; line; line = next) {
    char *nl = strchr(line, '\n');
    next = nl ? nl + 1 : NULL;
    if (nl)
      *nl = '\0';
    line_no++;
    char *hash = strchr(line, '#');
    if (hash)
      *hash = '\0';
    char *c = line;
    while (*c == ' ' || *c == '\t' || *c == '\r')
      c++;
    if (!*c)
      continue;
    const char first = *c;
    double a, b;
    if (!next_field(&c, &a) || !next_field(&c, &b) || *c) {
      if (n == 0 && !header_seen && g_ascii_isalpha(first)) {
        header_seen = 1; /* a header such as "y_mm,weight" */
        continue;
      }
      s = tl_error_set(err, TL_EFORMAT, "%s line %d: expected two numbers y_mm,weight", path,
                       line_no);
      goto out;
    }
    if (n == TL_PROFILE_WEAR_MAX_SHIFTS) {
      s = tl_error_set(err, TL_EFORMAT, "%s line %d: more than %d rows", path, line_no,
                       TL_PROFILE_WEAR_MAX_SHIFTS);
      goto out;
    }
    if (!(fabs(a) <= TL_RANGE_WR_SHIFT_MAX / MM)) {
      s = tl_error_set(err, TL_EFORMAT, "%s line %d: lateral shift must lie within +-%g mm",
                       path, line_no, TL_RANGE_WR_SHIFT_MAX / MM);
      goto out;
    }
    if (!(b >= 0.0) || !isfinite(b)) {
      s = tl_error_set(err, TL_EFORMAT, "%s line %d: weight must be a finite number >= 0", path,
                       line_no);
      goto out;
    }
    y[n] = a * MM;
    w[n] = b;
    sum += b;
    n++;
  }
  if (n == 0 || !(sum > 0.0) || !isfinite(sum)) {
    s = tl_error_set(err, TL_EFORMAT, "%s: no rows with a positive weight (or weights too large "
                     "to add up)", path);
    goto out;
  }
  *py = y;
  *pw = w;
  *pn = n;
  y = w = NULL;
out:
  free(y);
  free(w);
  g_free(text);
  return s;
}
