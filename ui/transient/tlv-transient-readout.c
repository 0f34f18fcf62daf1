/* tlv-transient-readout.c — the transient page's read-out: what the thesis
 * measures (delay, loop area, f range) per model, the state now, and the
 * speed the run achieves (tlv-transient-run.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tlv-i18n.h"
#include "tlv-transient-run.h"
#include "tribo/units.h"

/* The core's analysis note (English, as the CLI prints it) in the window's language.
 * The core writes one of three sentences with numbers in them; each is recognised by
 * reading its numbers back and writing the English again, and only an exact match is
 * translated (any other note is shown as the core wrote it). */
static char *
note_in_language(const char *note)
{
  double v[4];
  char again[sizeof ((TlPeriodicAnalysis *)NULL)->note];
  if (sscanf(note, "measuring: %lf %% of a period recorded at %lf Hz", &v[0], &v[1]) == 2) {
    g_snprintf(again, sizeof again, "measuring: %.0f %% of a period recorded at %.4g Hz", v[0],
               v[1]);
    if (strcmp(again, note) == 0)
      return g_strdup_printf(_("measuring: %.0f %% of a period recorded at %.4g Hz"), v[0],
                             v[1]);
  }
  if (sscanf(note, "the record (%lf to %lf ms) does not cover the analysed period %lf to %lf ms",
             &v[0], &v[1], &v[2], &v[3]) == 4) {
    g_snprintf(again, sizeof again,
               "the record (%.4g to %.4g ms) does not cover the analysed period %.4g to %.4g ms",
               v[0], v[1], v[2], v[3]);
    if (strcmp(again, note) == 0)
      return g_strdup_printf(_("the record (%.4g to %.4g ms) does not cover the analysed "
                               "period %.4g to %.4g ms"),
                             v[0], v[1], v[2], v[3]);
  }
  if (sscanf(note, "the record ends at %lf ms, before half a period after the creepage peak",
             &v[0]) == 1) {
    g_snprintf(again, sizeof again,
               "the record ends at %.4g ms, before half a period after the creepage peak", v[0]);
    if (strcmp(again, note) == 0)
      return g_strdup_printf(_("the record ends at %.4g ms, before half a period after the "
                               "creepage peak"),
                             v[0]);
  }
  return g_strdup(note);
}

/* A note for the markup read-out: in the window's language, escaped. */
static char *
note_markup(const char *note, const char *none)
{
  char *text = note[0] ? note_in_language(note) : g_strdup(none);
  char *markup = g_markup_escape_text(text, -1);
  g_free(text);
  return markup;
}

/* One model's analysis of the latest whole period; `who` names the model
 * when two share the read-out. */
static void
append_analysis(GString *s, const char *who, const TlStudyTransientRun *f)
{
  const TlPeriodicAnalysis *a = &f->analysis;
  if (who)
    g_string_append_printf(s, "<b>%s</b>  ", who);
  if (f->periodic && isfinite(a->loop_area)) {
    if (isfinite(a->delay))
      g_string_append_printf(s, _("<b>delay</b> %.3f ms (ratio delay·F = %.4f)"),
                             a->delay / TL_UNIT_MS, a->delay_ratio);
    else if (a->saturated) /* the core's note spells the bound in ASCII for the CLI */
      g_string_append_printf(s,
                             _("<b>delay</b> undefined: the traction saturates (full slip, "
                               "f = %.4f on the bound μΣp<sub>n</sub>ΔA/F<sub>N</sub> at its "
                               "peak)"),
                             a->f_max);
    else {
      char *note = note_markup(a->note, _("no peak"));
      g_string_append_printf(s, _("<b>delay</b> undefined: %s"), note);
      g_free(note);
    }
    g_string_append_printf(s,
                           _("    <b>loop area</b> ∮f dc<sub>x</sub> = %.4g    <b>f</b> %.4f … "
                             "%.4f"),
                           a->loop_area, a->f_min, a->f_max);
    if (!who)
      g_string_append_printf(s, _("  (period %.1f–%.1f ms)"), a->t0 / TL_UNIT_MS,
                             a->t1 / TL_UNIT_MS);
  } else if (f->periodic) {
    char *note = note_markup(a->note, _("no whole period yet"));
    g_string_append_printf(s, _("<b>delay, loop area</b>: %s"), note);
    g_free(note);
  } else {
    g_string_append(s, _("<b>delay, loop area</b>: for periodic waveforms (sine, triangle, "
                          "square)"));
  }
}

/* The achieved speed, and whether it keeps up with the time scale. */
static void
append_speed(GString *s, const TlvTransientRun *run, double time_scale)
{
  const TlStudyTransientRun *f = tl_study_transient_stepped(&run->study);
  const char *name = f->exact ? C_("model", "exact") : C_("model", "brush");
  g_string_append_c(s, '\n');
  g_string_append(s, _("<b>speed</b> "));
  if (run->rate > 0.0)
    g_string_append_printf(s, _("%s: %.0f steps/s"), name, run->rate);
  else
    g_string_append_printf(s, _("%s: steps/s measured while playing"), name);
  if (f->exact && run->step_ms > 0.0) {
    const TlExactStats *st = tl_exact_last_stats(f->exact);
    g_string_append_printf(s, _(", %.2f ms a step (last: Newton %d, CG %d)"), run->step_ms,
                           st->newton, st->cg);
  }
  const double wanted = time_scale / f->run.dt;
  if (run->lagging)
    g_string_append_printf(s, _("; the time scale asks for %.0f steps/s, so the run lags the "
                                "clock"),
                           wanted);
}

char *
tlv_transient_run_readout(const TlvTransientRun *run, double time_scale)
{
  GString *s = g_string_new(NULL);
  const int compare = run->mode == TL_PRESET_MODEL_COMPARE;
  const TlStudyTransientRun *figs[2] = { tl_study_transient_first(&run->study),
                                         &run->study.compare.exact };
  const int n = compare ? 2 : 1;
  for (int i = 0; i < n; i++) {
    if (i)
      g_string_append_c(s, '\n');
    append_analysis(s, compare ? (i ? C_("model", "exact") : C_("model", "brush")) : NULL,
                    figs[i]);
  }
  const TlRecord *r = &figs[0]->run.rec;
  if (r->n > 0) {
    g_string_append_c(s, '\n');
    g_string_append_printf(s, _("<b>now</b> c<sub>x</sub> = %.5f"), r->cx[r->n - 1]);
    for (int i = 0; i < n; i++) {
      const TlRecord *q = &figs[i]->run.rec;
      if (compare)
        g_string_append_printf(s, _(", %s f = %.4f, stick %.1f %%"),
                               i ? C_("model", "exact") : C_("model", "brush"), q->f[q->n - 1],
                               100.0 * q->stick[q->n - 1]);
      else
        g_string_append_printf(s, _(", f = %.4f, stick %.1f %%"), q->f[q->n - 1],
                               100.0 * q->stick[q->n - 1]);
    }
    const TlStudyTransientRun *st = tl_study_transient_stepped(&run->study);
    g_string_append_printf(s, ", Δt = %.4g ms", st->run.dt / TL_UNIT_MS);
    if (tl_waveform_is_periodic(&st->spec.wave))
      g_string_append_printf(s, _(" (%.3g samples a period)"),
                             tl_analysis_samples_per_period(st->spec.wave.freq, st->run.dt));
    g_string_append_printf(s, _(", grid %d×%d"), st->spec.params.mx, st->spec.params.my);
    if (figs[0]->spec.table) {
      /* the creep-force table's steady f at the creepage now, beside the transient f */
      int clamped = 0;
      const double f = tl_study_transient_table_f(figs[0], r->cx[r->n - 1], &clamped);
      g_string_append_c(s, '\n');
      g_string_append_printf(s, _("<b>steady, table</b> f = %.4f at this c<sub>x</sub> (%s)"), f,
                             tl_table_spec(figs[0]->spec.table)->model == TL_TABLE_EXACT
                               ? _("exact table")
                               : _("FASTSIM table"));
      if (clamped)
        g_string_append(s, _(", read at the table's edge"));
    }
  }
  append_speed(s, run, time_scale);
  return g_string_free(s, FALSE);
}
