/* analysis.c — delay, loop area and range of a periodic transient record. */
#include "tribo/analysis.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tribo/units.h"

TlAnalysisParams
tl_analysis_params_default(void)
{
  TlAnalysisParams p;
  p.freq = 10.0;
  p.settle_time = 0.0;
  p.f_saturation = NAN;
  p.saturation_tol = 1e-6;
  p.latest = 0;
  p.t_from = -INFINITY;
  p.phase = 0.0;
  return p;
}

double
tl_parabola_vertex(double x0, double y0, double x1, double y1, double x2, double y2)
{
  const double d0 = x1 - x0, d2 = x1 - x2;
  const double den = d0 * (y1 - y2) - d2 * (y1 - y0);
  if (den == 0.0)
    return x1;
  return x1 - 0.5 * (d0 * d0 * (y1 - y2) - d2 * d2 * (y1 - y0)) / den;
}

/* Index of the largest y over [lo, hi] (first one on ties). */
static int
argmax(const double *y, int lo, int hi)
{
  int k = lo;
  for (int i = lo + 1; i <= hi; i++)
    if (y[i] > y[k])
      k = i;
  return k;
}

/* The peak time refined by a parabola when sample k is a local maximum with
 * neighbours on both sides; the sample time otherwise. */
static double
refine_peak(const double *t, const double *y, int n, int k)
{
  if (k <= 0 || k >= n - 1 || y[k] < y[k - 1] || y[k] < y[k + 1])
    return t[k];
  const double v = tl_parabola_vertex(t[k - 1], y[k - 1], t[k], y[k], t[k + 1], y[k + 1]);
  /* a local maximum's vertex lies between its neighbours */
  return fmin(fmax(v, t[k - 1]), t[k + 1]);
}

/* Linear interpolation of y at time s inside [t[i], t[i+1]]. */
static double
interp(const double *t, const double *y, int i, double s)
{
  const double w = (s - t[i]) / (t[i + 1] - t[i]);
  return y[i] + w * (y[i + 1] - y[i]);
}

/* First index with t ≥ s (n if none). */
static int
first_at_or_after(const double *t, int n, double s)
{
  int lo = 0, hi = n;
  while (lo < hi) {
    const int mid = lo + (hi - lo) / 2;
    if (t[mid] < s)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

static TlStatus
check(const double *t, const double *cx, const double *f, int n, const TlAnalysisParams *p,
      TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(p->freq, "frequency F", "Hz", err)) != TL_OK)
    return s;
  if (!(isfinite(p->settle_time) && p->settle_time >= 0.0))
    return tl_error_set(err, TL_EINVAL, "settling time must be finite and >= 0 (got %g s)",
                        p->settle_time);
  if (!(p->saturation_tol >= 0.0 && p->saturation_tol < 1.0))
    return tl_error_set(err, TL_EINVAL, "saturation tolerance must lie in [0, 1) (got %g)",
                        p->saturation_tol);
  if (isnan(p->t_from) || p->t_from == INFINITY)
    return tl_error_set(err, TL_EINVAL, "the first time to analyse must be finite or -inf (got %g)",
                        p->t_from);
  if (!isfinite(p->phase))
    return tl_error_set(err, TL_EINVAL, "the waveform's phase must be finite (got %g)", p->phase);
  if (n < 3 || !t || !cx || !f)
    return tl_error_set(err, TL_EINVAL, "the analysis needs at least 3 samples (got %d)", n);
  for (int i = 0; i < n; i++) {
    if (!isfinite(t[i]) || !isfinite(cx[i]) || !isfinite(f[i]))
      return tl_error_set(err, TL_EINVAL, "sample %d is not finite", i);
    if (i > 0 && !(t[i] > t[i - 1]))
      return tl_error_set(err, TL_EINVAL, "sample times must increase (sample %d: %g s after %g s)",
                          i, t[i], t[i - 1]);
  }
  return TL_OK;
}

/* ∮ f dcx and the range of f over [t0, t1] (both inside the record). */
static void
loop_and_range(const double *t, const double *cx, const double *f, int n, double t0, double t1,
               TlPeriodicAnalysis *out)
{
  int i0 = first_at_or_after(t, n, t0); /* t[i0] ≥ t0 > t[i0-1] (or i0 = 0) */
  const int i_end = first_at_or_after(t, n, t1);
  /* start point: t0 interpolated (t[i0] itself when it equals t0) */
  double pc = i0 > 0 ? interp(t, cx, i0 - 1, t0) : cx[0];
  double pf = i0 > 0 ? interp(t, f, i0 - 1, t0) : f[0];
  double area = 0.0, lo = pf, hi = pf;
  for (int i = i0; i < i_end; i++) {
    area += 0.5 * (pf + f[i]) * (cx[i] - pc);
    pc = cx[i];
    pf = f[i];
    lo = fmin(lo, pf);
    hi = fmax(hi, pf);
  }
  /* end point t1 (t[i_end] ≥ t1, i_end ≥ 1 because t1 > t0 ≥ t[0]) */
  const double ec = interp(t, cx, i_end - 1, t1), ef = interp(t, f, i_end - 1, t1);
  area += 0.5 * (pf + ef) * (ec - pc);
  out->loop_area = area;
  out->f_min = fmin(lo, ef);
  out->f_max = fmax(hi, ef);
}

/* The analysis of the period [t0, t0 + T] (inputs already checked). */
static TlStatus
analyse_at(const double *t, const double *cx, const double *f, const double *stick, int n,
           const TlAnalysisParams *p, double t0, TlPeriodicAnalysis *out)
{
  TlPeriodicAnalysis r;
  memset(&r, 0, sizeof r);
  const double period = 1.0 / p->freq;
  r.t0 = t0;
  r.t1 = r.t0 + period;
  r.t_cx_peak = r.t_f_peak = r.delay = r.delay_ratio = NAN;
  r.loop_area = r.f_min = r.f_max = NAN;

  if (t[0] > r.t0 || t[n - 1] < r.t1 * (1.0 - 1e-12)) {
    snprintf(r.note, sizeof r.note,
             "the record (%.4g to %.4g ms) does not cover the analysed period %.4g to %.4g ms",
             t[0] / TL_UNIT_MS, t[n - 1] / TL_UNIT_MS, r.t0 / TL_UNIT_MS, r.t1 / TL_UNIT_MS);
    *out = r;
    return TL_OK;
  }
  loop_and_range(t, cx, f, n, r.t0, fmin(r.t1, t[n - 1]), &r);

  const int i0 = first_at_or_after(t, n, r.t0);
  const int i1 = first_at_or_after(t, n, r.t1 * (1.0 + 1e-12)) - 1;
  const int kc = argmax(cx, i0, i1);
  r.t_cx_peak = refine_peak(t, cx, n, kc);

  const double w0 = r.t_cx_peak - 0.5 * period, w1 = r.t_cx_peak + 0.5 * period;
  if (w1 > t[n - 1]) {
    snprintf(r.note, sizeof r.note,
             "the record ends at %.4g ms, before half a period after the creepage peak",
             t[n - 1] / TL_UNIT_MS);
    *out = r;
    return TL_OK;
  }
  const int j0 = first_at_or_after(t, n, fmax(w0, p->t_from)); /* never another case's rows */
  const int j1 = first_at_or_after(t, n, w1) - 1;
  const int kf = argmax(f, j0, j1);
  const int at_bound = isfinite(p->f_saturation) && p->f_saturation > 0.0 &&
                       f[kf] >= p->f_saturation * (1.0 - p->saturation_tol);
  const int no_stick = stick && stick[kf] <= 0.0;
  if (at_bound || no_stick) {
    r.saturated = 1;
    snprintf(r.note, sizeof r.note,
             "the traction saturates (full slip, f = %.4g on the bound mu*sum(pn dA)/F_N) at its "
             "peak: the delay is undefined",
             f[kf]);
  } else {
    r.t_f_peak = refine_peak(t, f, n, kf);
    r.delay = r.t_f_peak - r.t_cx_peak;
    r.delay_ratio = r.delay * p->freq;
  }
  *out = r;
  return TL_OK;
}

/* How far a live run has got towards its first analysable period [t0, t0 + T]
 * under the current case (rows from `start` on): the result is certain once
 * the record reaches t0 + 1.5 T (the traction peak's half period after the
 * creepage peak). */
static void
measuring_note(const double *t, int n, const TlAnalysisParams *p, double start, double t0,
               TlPeriodicAnalysis *out)
{
  const double period = 1.0 / p->freq, ready = t0 + 1.5 * period;
  double frac = (t[n - 1] - start) / (ready - start);
  frac = fmin(fmax(frac, 0.0), 0.99); /* 100 % only with a result */
  TlPeriodicAnalysis r;
  memset(&r, 0, sizeof r);
  r.t0 = t0;
  r.t1 = t0 + period;
  r.t_cx_peak = r.t_f_peak = r.delay = r.delay_ratio = NAN;
  r.loop_area = r.f_min = r.f_max = NAN;
  snprintf(r.note, sizeof r.note, "measuring: %.0f %% of a period recorded at %.4g Hz",
           100.0 * frac, p->freq);
  *out = r;
}

TlStatus
tl_analyse_periodic(const double *t, const double *cx, const double *f, const double *stick,
                    int n, const TlAnalysisParams *p, TlPeriodicAnalysis *out, TlError *err)
{
  TlStatus s;
  if ((s = check(t, cx, f, n, p, err)) != TL_OK)
    return s;

  const double period = 1.0 / p->freq;
  /* period boundaries at o + kT: where F·t + φ is a whole number */
  const double o = -p->phase * period;
  /* the second period, or the first whole period after settling */
  double first = fmax(1.0, ceil((p->settle_time - o) / period - 1e-9));
  /* after a change of case: the first whole period once the new case has
   * settled (one transit after the change) */
  if (p->t_from > 0.0)
    first = fmax(first, ceil((p->t_from + p->settle_time - o) / period - 1e-9));
  if (p->latest) {
    /* the last period covered with half a period to spare, else the one
     * before it (its peak may still have its half period), not before `first` */
    double m = floor((t[n - 1] - 1.5 * period - o) / period + 1e-9);
    if (m < first)
      m = fmax(first, floor((t[n - 1] - o) / period + 1e-9) - 1.0);
    TlPeriodicAnalysis r;
    analyse_at(t, cx, f, stick, n, p, o + m * period, &r);
    /* not yet a whole result: say how far the measurement has got */
    if ((!isfinite(r.loop_area) || (!isfinite(r.delay) && !r.saturated)) &&
        t[n - 1] < o + (first + 1.5) * period && t[0] <= o + first * period)
      measuring_note(t, n, p, fmax(p->t_from, 0.0), o + first * period, &r);
    *out = r;
    return TL_OK;
  }
  return analyse_at(t, cx, f, stick, n, p, o + first * period, out);
}

double
tl_analysis_periods_needed(double freq, double settle_time)
{
  if (!(isfinite(freq) && freq > 0.0 && isfinite(settle_time) && settle_time >= 0.0))
    return NAN;
  return fmax(1.0, ceil(settle_time * freq - 1e-9)) + 1.5;
}

double
tl_analysis_samples_per_period(double freq, double dt)
{
  if (!(isfinite(freq) && isfinite(dt) && freq > 0.0 && dt > 0.0))
    return NAN;
  return 1.0 / (freq * dt);
}

int
tl_analysis_too_coarse(double freq, double dt, char *msg, size_t len)
{
  const double n = tl_analysis_samples_per_period(freq, dt);
  if (!(n < TL_ANALYSIS_MIN_SAMPLES))
    return 0;
  if (msg && len)
    snprintf(msg, len,
             "only %.3g samples per period (dt = %.4g ms at %.4g Hz): the delay is resolved to "
             "+-dt/2 = +-%.3g ms, the delay ratio to +-%.2g; %d samples per period or more "
             "(a finer grid along x) keep it within +-%.2g",
             n, dt / TL_UNIT_MS, freq, 0.5 * dt / TL_UNIT_MS, 0.5 / n, TL_ANALYSIS_MIN_SAMPLES,
             0.5 / TL_ANALYSIS_MIN_SAMPLES);
  return 1;
}

int
tl_curve_peak(const double *x, const double *y, int n, double *x_peak, double *y_peak)
{
  int k = -1;
  for (int i = 0; i < n; i++)
    if (isfinite(y[i]) && (k < 0 || y[i] > y[k]))
      k = i;
  if (k < 0)
    return -1;
  *x_peak = x[k];
  *y_peak = y[k];
  if (k > 0 && k < n - 1 && isfinite(y[k - 1]) && isfinite(y[k + 1])) {
    /* the vertex of the parabola through the three samples, kept between the
     * neighbours; its value by the same parabola (Lagrange form) */
    const double v = fmin(fmax(tl_parabola_vertex(x[k - 1], y[k - 1], x[k], y[k], x[k + 1],
                                                  y[k + 1]),
                               x[k - 1]),
                          x[k + 1]);
    const double x0 = x[k - 1], x1 = x[k], x2 = x[k + 1];
    const double l0 = (v - x1) * (v - x2) / ((x0 - x1) * (x0 - x2));
    const double l1 = (v - x0) * (v - x2) / ((x1 - x0) * (x1 - x2));
    const double l2 = (v - x0) * (v - x1) / ((x2 - x0) * (x2 - x1));
    *x_peak = v;
    *y_peak = fmax(y[k], l0 * y[k - 1] + l1 * y[k] + l2 * y[k + 1]);
  }
  return k;
}
