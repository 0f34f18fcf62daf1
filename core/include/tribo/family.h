/* family.h — a family of runs with one parameter stepped over a range: the
 * thesis's figures of hysteresis loops for six normal loads, three
 * frequencies, several friction coefficients, and the matching families of
 * steady traction curves.
 *
 * Each member is independent (its own workspace), so a caller may compute
 * members on worker threads, one at a time, and stop between members. */
#ifndef TRIBO_FAMILY_H
#define TRIBO_FAMILY_H

#include "tribo/analysis.h"
#include "tribo/contact.h"
#include "tribo/status.h"
#include "tribo/waveform.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_FAMILY_LOAD,      /* normal load F_N [N] */
  TL_FAMILY_MU,        /* friction coefficient μ [-] */
  TL_FAMILY_FREQ,      /* frequency F of the periodic creepage [Hz] */
  TL_FAMILY_MEAN,      /* mean creepage C₀ [-] */
  TL_FAMILY_AMPLITUDE, /* creepage amplitude C_p [-] */
  TL_FAMILY_SPEED,     /* rolling speed V [m/s] */
  TL_FAMILY_N_PARAMS
} TlFamilyParam;

const char *tl_family_param_name(TlFamilyParam p); /* "load", "mu", "freq", … */
TlStatus tl_family_param_from_name(const char *name, TlFamilyParam *out, TlError *err);

#define TL_FAMILY_MAX_MEMBERS 12

typedef struct {
  TlContactParams contact; /* the base case (its cx is the steady curves' operating point) */
  TlWaveform wave;         /* periodic creepage of the loops */
  double courant;          /* brush step as a Courant number, (0, 1] */
  TlFamilyParam param;
  double from, to;         /* the parameter's range (SI), may run downward */
  int count;               /* members, 2 … TL_FAMILY_MAX_MEMBERS */
  int periods;             /* periods run per loop; the last whole one is kept (≥ 2) */
} TlFamilyParams;

/* Thesis sine case, six loads from 50 to 150 kN, four periods. */
TlFamilyParams tl_family_params_default(void);
TlStatus tl_family_params_validate(const TlFamilyParams *p, TlError *err);

/* The parameter's value of member i (evenly spaced from `from` to `to`). */
double tl_family_value(const TlFamilyParams *p, int i);

/* Read or set one parameter of a case (SI). */
double tl_family_get_param(const TlContactParams *c, const TlWaveform *w, TlFamilyParam param);
void tl_family_set_param(TlContactParams *c, TlWaveform *w, TlFamilyParam param, double value);

/* Member i's case: the base with the parameter set. */
TlStatus tl_family_member_case(const TlFamilyParams *p, int i, TlContactParams *contact,
                               TlWaveform *wave, TlError *err);

typedef struct {
  double value;                /* the parameter's value (SI) */
  int n;                       /* points of the loop */
  double *cx, *f;              /* the last whole period, f against cx (malloc'd) */
  TlPeriodicAnalysis analysis; /* delay, loop area, f range of that period */
} TlFamilyLoop;

/* One loop: the case run with the Unsteady Brush Model from pure rolling for
 * `periods` periods of the periodic wave; the last whole period is kept
 * (value is left 0).  The building block of tl_family_run_loop. */
TlStatus tl_family_run_case(const TlContactParams *contact, const TlWaveform *wave,
                            double courant, int periods, TlFamilyLoop *out, TlError *err);

/* Run member i with the Unsteady Brush Model from pure rolling for
 * p->periods periods and keep the last whole period.  *out is filled only on
 * success; free with tl_family_loop_clear. */
TlStatus tl_family_run_loop(const TlFamilyParams *p, int i, TlFamilyLoop *out, TlError *err);
void tl_family_loop_clear(TlFamilyLoop *loop);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_FAMILY_H */
