/* study-wheelrail.c — the Wheel on rail view's pipeline. */
#include "study-wheelrail.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "study-csv.h"
#include "tribo/ranges.h"
#include "tribo/textio.h"
#include "tribo/units.h"

#define MM TL_UNIT_MM

void
tl_study_wheelrail_init(TlStudyWheelrail *s)
{
  memset(s, 0, sizeof *s);
  s->patch = -1;
}

static void
section_clear(TlStudyWheelrailSection *sec)
{
  free(sec->rail_Y); /* and rail_Z: one block */
  free(sec->wheel_Y);
  memset(sec, 0, sizeof *sec);
}

/* Everything computed on the wheelset, not the profiles. */
static void
clear_solution(TlStudyWheelrail *s)
{
  section_clear(&s->section[0]);
  section_clear(&s->section[1]);
  tl_wr_table_clear(&s->table);
  s->n_conicity = 0;
  memset(&s->conicity, 0, sizeof s->conicity);
  tl_wr_normal_clear(&s->normal[0]);
  tl_wr_normal_clear(&s->normal[1]);
  tl_wheelrail_free(s->wr);
  s->wr = NULL;
  s->valid = 0;
  s->patch = -1;
  s->n_rows = 0;
}

void
tl_study_wheelrail_clear(TlStudyWheelrail *s)
{
  clear_solution(s);
  tl_profile_free(s->wheel);
  tl_profile_free(s->rail);
  tl_study_wheelrail_init(s);
}

/* ---- profiles ---------------------------------------------------------------------------- */

/* The built-in profile of either kind the study does not hold yet. */
static TlStatus
ensure_profiles(TlStudyWheelrail *s, TlError *err)
{
  TlStatus st;
  if (!s->wheel && (st = tl_profile_s1002(&s->wheel, err)) != TL_OK)
    return st;
  if (!s->rail && (st = tl_profile_60e1(&s->rail, err)) != TL_OK)
    return st;
  return TL_OK;
}

TlStatus
tl_study_wheelrail_set_profiles(TlStudyWheelrail *s, const TlWheelsetParams *track,
                                TlProfile *wheel, TlProfile *rail, TlError *err)
{
  TlStatus st = ensure_profiles(s, err);
  if (st != TL_OK)
    return st;
  /* a trial wheelset: the profiles must place on the track */
  TlWheelrail *probe = NULL;
  st = tl_wheelrail_alloc(track, wheel ? wheel : s->wheel, rail ? rail : s->rail, &probe, err);
  if (st != TL_OK)
    return st;
  clear_solution(s);
  if (wheel) {
    tl_profile_free(s->wheel);
    s->wheel = wheel;
  }
  if (rail) {
    tl_profile_free(s->rail);
    s->rail = rail;
  }
  /* kept, as tabulate keeps one: the next update on this track need not
   * place the profiles a second time */
  s->wr = probe;
  s->spec.track = *track;
  return TL_OK;
}

TlStatus
tl_study_wheelrail_load_profiles(TlStudyWheelrail *s, const TlPresetWheelrail *spec,
                                 const TlProfileFit *fit, TlError *err)
{
  TlProfile *wheel = NULL, *rail = NULL;
  TlStatus st = TL_OK;
  if (!(s->wheel && tl_profile_has_name(s->wheel, spec->wheel)))
    st = tl_profile_open(spec->wheel, TL_PROFILE_WHEEL, fit, &wheel, err);
  if (st == TL_OK && !(s->rail && tl_profile_has_name(s->rail, spec->rail)))
    st = tl_profile_open(spec->rail, TL_PROFILE_RAIL, fit, &rail, err);
  if (st == TL_OK && (wheel || rail))
    st = tl_study_wheelrail_set_profiles(s, &spec->track, wheel, rail, err);
  if (st != TL_OK) {
    tl_profile_free(wheel);
    tl_profile_free(rail);
  }
  return st;
}

/* ---- contact points and patches ----------------------------------------------------------- */

static int
same_track(const TlWheelsetParams *a, const TlWheelsetParams *b)
{
  return a->gauge == b->gauge && a->flange_back == b->flange_back && a->r0 == b->r0 &&
         a->inclination == b->inclination && a->roll == b->roll &&
         a->search_step == b->search_step && a->second_tol == b->second_tol;
}

int
tl_study_wheelrail_find_patch(const TlWrNormal *n, int point)
{
  for (int k = 0; k < n->n; k++)
    if (n->patch[k].point == point - 1)
      return k;
  return -1;
}

const TlWrPatch *
tl_study_wheelrail_chosen_patch(const TlStudyWheelrail *s, TlError *err)
{
  if (!s->valid) {
    tl_error_set(err, TL_EINVAL, "no valid wheel-rail case");
    return NULL;
  }
  const TlWrNormal *n = &s->normal[s->spec.side == TL_WR_RIGHT];
  const int k = tl_study_wheelrail_find_patch(n, s->spec.point);
  if (k < 0) {
    tl_error_set(err, TL_ERANGE, "the %s wheel has no loaded contact point %d at y = %.2f mm",
                 s->spec.side == TL_WR_RIGHT ? "right" : "left", s->spec.point,
                 s->spec.y / MM);
    return NULL;
  }
  return &n->patch[k];
}

const char *
tl_study_wheelrail_method_name(TlWrNormalMethod method)
{
  return tl_wr_normal_method_name(method);
}

/* The CLI's row of a patch. */
static TlStudyWheelrailRow
patch_row(const TlWrContact *c, int side, const TlWrPatch *p)
{
  const TlWrPoint *pt = &c->wheel[side].pt[p->point];
  TlStudyWheelrailRow row;
  memset(&row, 0, sizeof row);
  row.side = side;
  row.point = p->point;
  row.s_wheel = pt->s;
  row.s_rail = pt->y_rail;
  row.gamma = pt->gamma;
  row.r = pt->r;
  row.a = p->hertz_ok ? p->a : p->x_max;
  row.b = p->hertz_ok ? p->b : 0.5 * (p->eta_max - p->eta_min);
  row.p0 = p->hertz_ok ? p->p0 : p->p_max;
  row.p_max = p->p_max;
  row.area = p->area;
  row.approach = p->approach;
  row.normal_force = p->normal_force;
  row.method = p->method;
  row.flags = p->flags;
  return row;
}

/* The cross-section of one side: the profiles sampled every 0.5 mm and
 * placed on the track at the contact c. */
static TlStatus
section_build(const TlWheelrail *wr, const TlWrContact *c, const TlProfile *wheel,
              const TlProfile *rail, int side, TlStudyWheelrailSection *out, TlError *err)
{
  TlStudyWheelrailSection sec;
  memset(&sec, 0, sizeof sec);
  double *py = NULL, *pz = NULL;
  int n = 0;
  TlStatus st = tl_profile_sample(rail, 0.5 * MM, &py, &pz, &n, err);
  if (st != TL_OK)
    return st;
  /* the rail: the head from the profile; below it, for the built-in 60E1,
   * the underside (z = −51 + |y|/2.75) and the web (|y| = 8.25) as a drawing
   * outline */
  sec.rail_outline = tl_profile_is_analytic(rail);
  const int extra = sec.rail_outline ? 4 : 0;
  if (!(sec.rail_Y = malloc(2 * sizeof(double) * (size_t)(n + extra)))) {
    free(py);
    free(pz);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the cross-section");
  }
  sec.rail_Z = sec.rail_Y + n + extra;
  const double web = 8.25 * MM, bottom = -120.0 * MM;
  const double ox[3] = { web, web, 0.0 }, oz[3] = { -51.0 * MM + web / 2.75, bottom, 0.0 };
  int m = 0;
  for (int k = 1; k >= 0 && sec.rail_outline; k--, m++) /* gauge-side web, bottom up */
    tl_wheelrail_rail_point(wr, side, -ox[k], oz[k], &sec.rail_Y[m], &sec.rail_Z[m]);
  for (int i = 0; i < n; i++, m++)
    tl_wheelrail_rail_point(wr, side, py[i], pz[i], &sec.rail_Y[m], &sec.rail_Z[m]);
  for (int k = 0; k < 2 && sec.rail_outline; k++, m++)
    tl_wheelrail_rail_point(wr, side, ox[k], oz[k], &sec.rail_Y[m], &sec.rail_Z[m]);
  sec.n_rail = m;
  free(py);
  free(pz);
  py = pz = NULL;
  /* the rail's gauge point */
  const TlWrPlacement *pl = tl_wheelrail_placement(wr);
  double gz0;
  tl_profile_eval(rail, pl->gauge_y_rail, &gz0, NULL, NULL);
  tl_wheelrail_rail_point(wr, side, pl->gauge_y_rail, gz0, &sec.gauge_Y, &sec.gauge_Z);
  /* the wheel at the contact */
  if ((st = tl_profile_sample(wheel, 0.5 * MM, &py, &pz, &n, err)) != TL_OK) {
    section_clear(&sec);
    return st;
  }
  free(pz);
  if (!(sec.wheel_Y = malloc(2 * sizeof(double) * (size_t)n))) {
    free(py);
    section_clear(&sec);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the cross-section");
  }
  sec.wheel_Z = sec.wheel_Y + n;
  for (int i = 0; i < n; i++)
    tl_wheelrail_wheel_point(wr, c, side, py[i], &sec.wheel_Y[i], &sec.wheel_Z[i]);
  sec.n_wheel = n;
  free(py);
  *out = sec;
  return TL_OK;
}

TlStatus
tl_study_wheelrail_update(TlStudyWheelrail *s, const TlPresetWheelrail *spec,
                          const TlStudyControl *ctl, TlError *err)
{
  TlStatus st;
  if ((st = ensure_profiles(s, err)) != TL_OK)
    return st;
  if ((st = tl_wr_normal_params_validate(&spec->normal, err)) != TL_OK)
    return st;
  if (spec->side != TL_WR_LEFT && spec->side != TL_WR_RIGHT)
    return tl_error_set(err, TL_EINVAL, "side must be left or right");
  /* the wheelset is rebuilt only when its parameters change */
  TlWheelrail *wr = s->wr;
  const int rebuild = !wr || !same_track(&s->spec.track, &spec->track);
  if (rebuild && (st = tl_wheelrail_alloc(&spec->track, s->wheel, s->rail, &wr, err)) != TL_OK)
    return st;
  TlWrContact c;
  TlWrNormal n[2];
  memset(n, 0, sizeof n);
  st = tl_wheelrail_contact(wr, spec->y, &c, err);
  for (int sd = 0; sd < 2 && st == TL_OK; sd++) {
    if (tl_study_cancelled(ctl))
      st = tl_error_set(err, TL_ECANCELLED, "cancelled");
    else if ((st = tl_wheelrail_normal(wr, &c, sd, &spec->normal, &n[sd], err)) != TL_OK)
      tl_error_prefix(err, "%s wheel: ", sd ? "right" : "left");
    tl_study_progress(ctl, 0.5 * (sd + 1));
  }
  TlStudyWheelrailSection sec[2];
  memset(sec, 0, sizeof sec);
  for (int sd = 0; sd < 2 && st == TL_OK; sd++)
    st = section_build(wr, &c, s->wheel, s->rail, sd, &sec[sd], err);
  if (st != TL_OK) {
    section_clear(&sec[0]);
    section_clear(&sec[1]);
    tl_wr_normal_clear(&n[0]);
    tl_wr_normal_clear(&n[1]);
    if (rebuild)
      tl_wheelrail_free(wr);
    return st;
  }
  if (rebuild) {
    tl_wheelrail_free(s->wr);
    tl_wr_table_clear(&s->table); /* of the old wheelset */
    s->n_conicity = 0;
    memset(&s->conicity, 0, sizeof s->conicity);
  }
  tl_wr_normal_clear(&s->normal[0]);
  tl_wr_normal_clear(&s->normal[1]);
  section_clear(&s->section[0]);
  section_clear(&s->section[1]);
  s->section[0] = sec[0];
  s->section[1] = sec[1];
  s->wr = wr;
  s->placement = *tl_wheelrail_placement(wr);
  s->contact = c;
  s->normal[0] = n[0];
  s->normal[1] = n[1];
  s->spec = *spec;
  s->spec.roll.cancel = NULL; /* the caller's flag does not outlive the call */
  s->valid = 1;
  const TlWrNormal *ns = &n[spec->side == TL_WR_RIGHT];
  s->patch = tl_study_wheelrail_find_patch(ns, spec->point);
  if (s->patch < 0 && ns->n > 0)
    s->patch = 0;
  s->n_rows = 0;
  for (int sd = 0; sd < 2; sd++)
    for (int k = 0; k < n[sd].n; k++)
      s->rows[s->n_rows++] = patch_row(&c, sd, &n[sd].patch[k]);
  return TL_OK;
}

/* ---- Δr(y) and the conicity --------------------------------------------------------------- */

TlStatus
tl_study_wheelrail_tabulate(TlStudyWheelrail *s, const TlWheelsetParams *track, double y_max,
                            double step, const TlStudyControl *ctl, TlError *err)
{
  TlStatus st = ensure_profiles(s, err);
  if (st != TL_OK)
    return st;
  /* the study's own wheelset when it is that one, else one for the table */
  TlWheelrail *own = s->wr && same_track(&s->spec.track, track) ? s->wr : NULL;
  TlWheelrail *wr = own;
  if (!wr && (st = tl_wheelrail_alloc(track, s->wheel, s->rail, &wr, err)) != TL_OK)
    return st;
  TlWrTable t;
  st = tl_wheelrail_table_cancellable(wr, y_max, step, ctl ? ctl->cancel : NULL, &t, err);
  if (st == TL_OK) {
    const double e0 = tl_wheelrail_placement(wr)->e0;
    memset(&s->conicity, 0, sizeof s->conicity);
    if (y_max >= 3.0 * MM)
      tl_wr_conicity(&t, 3.0 * MM, e0, track->r0, &s->conicity, NULL);
    int m = 0;
    for (int k = 0; k < TL_STUDY_WR_N_AMPLITUDES; k++) {
      const double a = (0.5 + 0.1 * k) * MM;
      if (a > y_max ||
          tl_wr_conicity(&t, a, e0, track->r0, &s->conicity_curve[m], NULL) != TL_OK)
        break;
      m++;
    }
    s->n_conicity = m;
    tl_wr_table_clear(&s->table);
    s->table = t;
    s->table_track = *track;
    s->table_max = y_max;
  }
  if (wr != own && !s->wr && st == TL_OK) {
    /* a study without a wheelset keeps this one (the conicities, an update) */
    s->wr = wr;
    s->spec.track = *track;
  } else if (wr != own) {
    tl_wheelrail_free(wr);
  }
  return st;
}

int
tl_study_wheelrail_adopt_table(TlStudyWheelrail *dst, TlStudyWheelrail *src)
{
  if (!dst->valid || src->table.n == 0 || !same_track(&src->table_track, &dst->spec.track) ||
      !src->wheel || !src->rail ||
      strcmp(tl_profile_name(src->wheel), tl_profile_name(dst->wheel)) != 0 ||
      strcmp(tl_profile_name(src->rail), tl_profile_name(dst->rail)) != 0)
    return 0; /* tabulated for another wheelset: the caller asks again */
  tl_wr_table_clear(&dst->table);
  dst->table = src->table;
  memset(&src->table, 0, sizeof src->table);
  dst->table_track = src->table_track;
  dst->table_max = src->table_max;
  dst->conicity = src->conicity;
  memcpy(dst->conicity_curve, src->conicity_curve, sizeof dst->conicity_curve);
  dst->n_conicity = src->n_conicity;
  return 1;
}

TlStatus
tl_study_wheelrail_conicity(const TlStudyWheelrail *s, double amplitude, TlWrConicity *out,
                            TlError *err)
{
  if (s->table.n == 0)
    return tl_error_set(err, TL_EINVAL, "no Δr(y) table: tabulate first");
  /* e0 of the wheelset the table was made for */
  TlWheelrail *wr = NULL;
  TlStatus st;
  if (s->wr && same_track(&s->spec.track, &s->table_track))
    return tl_wr_conicity(&s->table, amplitude, tl_wheelrail_placement(s->wr)->e0,
                          s->table_track.r0, out, err);
  if ((st = tl_wheelrail_alloc(&s->table_track, s->wheel, s->rail, &wr, err)) != TL_OK)
    return st;
  st = tl_wr_conicity(&s->table, amplitude, tl_wheelrail_placement(wr)->e0, s->table_track.r0,
                      out, err);
  tl_wheelrail_free(wr);
  return st;
}

/* ---- CSV ---------------------------------------------------------------------------------- */

TlStatus
tl_study_wheelrail_write_rows(FILE *out, const TlStudyWheelrail *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no valid wheel-rail case to write");
  const TlWrContact *c = &s->contact;
  for (int k = 0; k < s->n_rows; k++) {
    const TlStudyWheelrailRow *r = &s->rows[k];
    tl_csv_number(out, c->y / MM, 1);
    fprintf(out, ",%s,%d", r->side == TL_WR_LEFT ? "left" : "right", r->point + 1);
    tl_csv_number(out, r->s_wheel / MM, 0);
    tl_csv_number(out, r->s_rail / MM, 0);
    tl_csv_number(out, r->gamma * 180.0 / M_PI, 0);
    tl_csv_number(out, r->r / MM, 0);
    tl_csv_number(out, c->dr / MM, 0);
    tl_csv_number(out, r->a / MM, 0);
    tl_csv_number(out, r->b / MM, 0);
    tl_csv_number(out, r->p0 / TL_UNIT_MPA, 0);
    tl_csv_number(out, r->p_max / TL_UNIT_MPA, 0);
    tl_csv_number(out, r->area / (MM * MM), 0);
    tl_csv_number(out, r->approach / MM, 0);
    fprintf(out, ",%s\n", tl_wr_normal_method_name(r->method));
  }
  return TL_OK;
}

TlStatus
tl_study_wheelrail_write_csv(FILE *out, const TlStudyWheelrail *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no valid wheel-rail case to write");
  fputs(TL_STUDY_WHEELRAIL_CSV_HEADER, out);
  return tl_study_wheelrail_write_rows(out, s, err);
}

TlStatus
tl_study_wheelrail_write_table_csv(FILE *out, const TlStudyWheelrail *s, TlError *err)
{
  const TlWrTable *t = &s->table;
  if (t->n == 0)
    return tl_error_set(err, TL_EINVAL, "no Δr(y) table yet");
  int finite = 1;
  fputs("y_mm,dr_mm,roll_mrad,s_left_mm,s_right_mm,gamma_left_deg,gamma_right_deg\n", out);
  for (int k = 0; k < t->n; k++) {
    tl_study_csv_number(out, t->y[k] / TL_UNIT_MM, 1, &finite);
    tl_study_csv_number(out, t->dr[k] / TL_UNIT_MM, 0, &finite);
    tl_study_csv_number(out, t->roll[k] / TL_UNIT_MRAD, 0, &finite);
    tl_study_csv_number(out, t->s_left[k] / TL_UNIT_MM, 0, &finite);
    tl_study_csv_number(out, t->s_right[k] / TL_UNIT_MM, 0, &finite);
    tl_study_csv_number(out, t->gamma_left[k] * 180.0 / M_PI, 0, &finite);
    tl_study_csv_number(out, t->gamma_right[k] * 180.0 / M_PI, 0, &finite);
    fputc('\n', out);
  }
  return tl_study_csv_finite(finite, err);
}

TlStatus
tl_study_wheelrail_write_conicity_csv(FILE *out, const TlWrConicity *c, int n, TlError *err)
{
  int finite = 1;
  fputs("amplitude_mm,secant,harmonic,integration,wavelength_m\n", out);
  for (int i = 0; i < n; i++) {
    tl_study_csv_number(out, c[i].amplitude / TL_UNIT_MM, 1, &finite);
    tl_study_csv_number(out, c[i].secant, 0, &finite);
    tl_study_csv_number(out, c[i].harmonic, 0, &finite);
    tl_study_csv_number(out, c[i].integration, 0, &finite);
    tl_study_csv_number(out, c[i].wavelength, 0, &finite);
    fputc('\n', out);
  }
  return tl_study_csv_finite(finite, err);
}

TlStatus
tl_study_wheelrail_write_map_csv(FILE *out, const TlStudyWheelrail *s, TlError *err)
{
  const TlWrPatch *p = tl_study_wheelrail_chosen_patch(s, err);
  if (!p)
    return err ? err->status : TL_ERANGE;
  const double cell = s->spec.normal.cell;
  fputs("x_mm,eta_mm,p_mpa\n", out);
  if (p->pressure) {
    for (int j = 0; j < p->my; j++)
      for (int i = 0; i < p->mx; i++) {
        tl_csv_number(out, (p->x0 + (i + 0.5) * p->cell) / MM, 1);
        tl_csv_number(out, (p->eta0 + (j + 0.5) * p->cell) / MM, 0);
        tl_csv_number(out, p->pressure[j * p->mx + i] / TL_UNIT_MPA, 0);
        fputc('\n', out);
      }
  } else {
    const int mx = 2 * (int)ceil(p->a / cell), my = 2 * (int)ceil(p->b / cell);
    for (int j = 0; j < my; j++)
      for (int i = 0; i < mx; i++) {
        const double x = (i + 0.5 - 0.5 * mx) * cell, eta = (j + 0.5 - 0.5 * my) * cell;
        const double q = 1.0 - x * x / (p->a * p->a) - eta * eta / (p->b * p->b);
        tl_csv_number(out, x / MM, 1);
        tl_csv_number(out, eta / MM, 0);
        tl_csv_number(out, (q > 0.0 ? p->p0 * sqrt(q) : 0.0) / TL_UNIT_MPA, 0);
        fputc('\n', out);
      }
  }
  return TL_OK;
}

/* ---- a patch rolled ----------------------------------------------------------------------- */

void
tl_study_wheelrail_roll_init(TlStudyWheelrailRoll *r)
{
  *r = (TlStudyWheelrailRoll){ 0 };
}

void
tl_study_wheelrail_roll_clear(TlStudyWheelrailRoll *r)
{
  tl_wr_roll_clear(&r->roll);
  free(r->ratio);
  /* the laws and the speed outlive a result */
  const int wear_set = r->wear_set;
  const TlWearParams wear = r->wear_params;
  const double speed = r->speed;
  tl_study_wheelrail_roll_init(r);
  r->wear_set = wear_set;
  r->wear_params = wear;
  r->speed = speed;
}

TlStatus
tl_study_wheelrail_roll_set_wear(TlStudyWheelrailRoll *r, const TlWearParams *p, double speed,
                                 TlError *err)
{
  TlStatus st;
  if ((st = tl_wear_params_validate(p, err)) != TL_OK ||
      (st = tl_check_range(speed, TL_RANGE_SPEED_MIN, TL_RANGE_SPEED_MAX, "rolling speed V",
                           "m/s", err)) != TL_OK)
    return st;
  r->wear_set = 1;
  r->wear_params = *p;
  r->speed = speed;
  return TL_OK;
}

/* The figures of docs/theory.md §12 for a rolled patch: its slip times the
 * speed is the local slip speed; Tγ and the macroscopic power take the spin
 * moment about the contact point, where the spin creepage turns. */
static TlStatus
roll_wear(const TlStudyWheelrailRoll *r, const TlWrRoll *roll, const TlWrRollParams *rp,
          double normal_force, TlWearResult *out, TlError *err)
{
  const TlWearParams wp = r->wear_set ? r->wear_params : tl_wear_params_default();
  const double speed = tl_study_wheelrail_roll_speed(r);
  const TlTraction *t = &roll->field.t;
  const size_t n = (size_t)t->mx * (size_t)t->my;
  double *w = malloc(sizeof(double) * (n > 0 ? n : 1));
  if (!w)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the rolled patch's slip speeds");
  for (size_t k = 0; k < n; k++)
    w[k] = roll->slip[k] * speed;
  TlTraction about_contact = *t; /* maps shared, totals copied */
  about_contact.mz = roll->mz;
  const TlWearInput in = { &roll->field.grid, &about_contact, w, speed, rp->cx, rp->cy,
                           rp->spin, normal_force, roll->a_eq, roll->b_eq };
  const TlStatus st = tl_wear_evaluate(&in, &wp, NULL, out, err);
  free(w);
  return st;
}

void
tl_study_wheelrail_roll_move(TlStudyWheelrailRoll *dst, TlStudyWheelrailRoll *src)
{
  tl_study_wheelrail_roll_clear(dst);
  *dst = *src;
  tl_study_wheelrail_roll_init(src);
}

TlStatus
tl_study_wheelrail_roll_update(TlStudyWheelrailRoll *r, const TlWrPatch *patch,
                               const TlMaterial *wheel, const TlMaterial *rail,
                               const TlWrRollParams *rp, const TlStudyControl *ctl, TlError *err)
{
  TlWrRollParams params = *rp;
  params.cancel = ctl ? ctl->cancel : NULL;
  TlWrRoll roll;
  memset(&roll, 0, sizeof roll);
  TlStatus st = tl_wheelrail_roll(patch, wheel, rail, &params, &roll, err);
  if (st != TL_OK) {
    tl_wr_roll_clear(&roll);
    return st;
  }
  const TlTraction *t = &roll.field.t;
  const int n = t->mx * t->my;
  double *ratio = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1));
  if (!ratio) {
    tl_wr_roll_clear(&roll);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the rolled patch");
  }
  /* 1 where the cell slips */
  for (int k = 0; k < n; k++)
    ratio[k] = t->pn[k] > 0.0 ? hypot(t->tx[k], t->ty[k]) / (rp->mu * t->pn[k]) : NAN;
  TlWearResult wear;
  if ((st = roll_wear(r, &roll, rp, patch->normal_force, &wear, err)) != TL_OK) {
    free(ratio);
    tl_wr_roll_clear(&roll);
    return st;
  }
  tl_study_wheelrail_roll_clear(r);
  r->wear = wear;
  r->roll = roll;
  r->mu = rp->mu;
  r->ratio = ratio;
  r->side = patch->side;
  r->point = patch->point;
  r->elliptic = patch->pressure == NULL;
  r->normal_force = patch->normal_force;
  r->method = patch->method;
  r->valid = 1;
  return TL_OK;
}

TlStatus
tl_study_wheelrail_roll_write_csv(FILE *out, const TlStudyWheelrailRoll *r, TlError *err)
{
  if (!r->valid)
    return tl_error_set(err, TL_EINVAL, "no rolled patch to write");
  static const char *const states[] = { "outside", "stick", "slip" };
  const TlGrid *g = &r->roll.field.grid;
  const TlTraction *t = &r->roll.field.t;
  /* state coded 0 outside, 1 stick, 2 slip as in steady's map; the words
   * stay for one release in state_name (docs/cli.md) */
  fputs("x_mm,eta_mm,p_mpa,tx_mpa,ty_mpa,state,state_name\n", out);
  for (int j = 0; j < g->my; j++)
    for (int i = 0; i < g->mx; i++) {
      const int k = j * g->mx + i;
      tl_csv_number(out, g->x[i] / MM, 1);
      tl_csv_number(out, (g->y[j] + r->roll.eta_offset) / MM, 0);
      tl_csv_number(out, t->pn[k] / TL_UNIT_MPA, 0);
      tl_csv_number(out, t->tx[k] / TL_UNIT_MPA, 0);
      tl_csv_number(out, t->ty[k] / TL_UNIT_MPA, 0);
      const int state = t->state[k] <= TL_CELL_SLIP ? (int)t->state[k] : 0;
      fprintf(out, ",%d,%s\n", state, states[state]);
    }
  return TL_OK;
}

TlStatus
tl_study_wheelrail_roll_write_row(FILE *out, double y, const TlStudyWheelrailRoll *r,
                                  TlError *err)
{
  if (!r->valid)
    return tl_error_set(err, TL_EINVAL, "no rolled patch to write");
  tl_csv_number(out, y / MM, 1);
  fprintf(out, ",%s,%d", r->side == TL_WR_LEFT ? "left" : "right", r->point + 1);
  tl_csv_number(out, r->normal_force, 0);
  tl_csv_number(out, r->roll.fx, 0);
  tl_csv_number(out, r->roll.fy, 0);
  tl_csv_number(out, r->roll.mz, 0);
  tl_csv_number(out, r->roll.stick_fraction, 0);
  fprintf(out, ",%s,%s", tl_wr_normal_method_name(r->method),
          tl_wr_roll_model_name(r->roll.model));
  const TlWearResult *w = &r->wear;
  tl_csv_number(out, w->power, 0);
  tl_csv_number(out, w->power_macro, 0);
  tl_csv_number(out, w->t_gamma, 0);
  tl_csv_number(out, w->archard_volume / TL_UNIT_UM3, 0);
  tl_csv_number(out, w->usfd_rate, 0);
  fprintf(out, ",%s", tl_wear_regime_name(w->regime));
  tl_csv_number(out, w->fatigue_index, 0);
  fputc('\n', out);
  return TL_OK;
}

/* ---- the work estimate ---------------------------------------------------- */

double
tl_study_wheelrail_estimate(const TlPresetWheelrail *spec, TlStudyWork *work)
{
  const TlWrNormalParams *np = &spec->normal;
  const double cells = 0.2 * TL_UNIT_MM / np->cell; /* relative to the default cell */
  const double patch = np->method == TL_WR_NORMAL_EXACT
                         ? TL_STUDY_WHEELRAIL_COST_EXACT * pow(cells, 3.0)
                       : np->method == TL_WR_NORMAL_APPROX
                         ? TL_STUDY_WHEELRAIL_COST_APPROX * cells * cells
                         : 0.0;
  const double patches = 4.0; /* two points on each wheel: tread and flange */
  *work = (TlStudyWork){ 0 };
  work->seconds = TL_STUDY_WHEELRAIL_COST_SEARCH + patches * patch;
  work->bytes = np->method == TL_WR_NORMAL_EXACT
                  ? TL_STUDY_BYTES_EXACT_CELL * 20000.0 * cells * cells
                  : 0.0;
  snprintf(work->what, sizeof work->what, "up to %.0f contact patches", patches);
  return work->seconds;
}

double
tl_study_wheelrail_tabulate_estimate(double y_max, double step, TlStudyWork *work)
{
  const double searches = 2.0 * y_max / step + 1.0;
  *work = (TlStudyWork){ 0 };
  work->seconds = searches * TL_STUDY_WHEELRAIL_COST_SEARCH;
  snprintf(work->what, sizeof work->what, "%.0f contact searches for the table of +-%g mm",
           searches, y_max / TL_UNIT_MM);
  return work->seconds;
}

double
tl_study_wheelrail_roll_speed(const TlStudyWheelrailRoll *r)
{
  return r->wear_set ? r->speed : 1.0; /* the default laws at 1 m/s */
}
