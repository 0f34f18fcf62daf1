/* tlv-steady-readout.c — the Steady rolling page's read-out under its plots
 * (the operating point, f of each model, FASTSIM's forces, the friction law,
 * Polach, the exact solves' progress, the creep-force table's error, what the
 * grip costs, the wheel-rail point) and the inline notes of its friction law. */
#include "steady-page-private.h"

#include <math.h>
#include <string.h>

#include "tlv-i18n.h"
#include "tribo/units.h"

static const char *
regime_label(TlWearRegime r)
{
  switch (r) {
  case TL_WEAR_SEVERE: return C_("wear regime", "severe");
  case TL_WEAR_CATASTROPHIC: return C_("wear regime", "catastrophic");
  case TL_WEAR_MILD:
  default: return C_("wear regime", "mild");
  }
}

/* What the grip costs at the operating point (FASTSIM; docs/theory.md §12). */
static void
append_wear_readout(const TlStudySteady *f, GString *s)
{
  const TlWearResult *w = &f->wear;
  g_string_append_c(s, '\n');
  g_string_append_printf(s,
                         _("<b>power</b> P = %.4g W, P<sub>macro</sub> = %.4g W; "
                           "T<sub>γ</sub> = %.4g N, T<sub>γ</sub>/A = %.4g N/mm²: %s wear "
                           "(%.4g µg/(m·mm²)); Burstow index %.3g; FI = %.3g"),
                         w->power, w->power_macro, w->t_gamma, w->t_gamma_per_area,
                         regime_label(w->regime), w->usfd_rate, w->burstow,
                         w->fatigue_index);
}

/* A figure of what the grip costs is on screen: the wear regimes or the
 * shakedown map above, or the power or wear layer of the map. */
static gboolean
costs_shown(TlvSteadyPage *self)
{
  const char *curves = self->curve_stack
                         ? gtk_stack_get_visible_child_name(GTK_STACK(self->curve_stack))
                         : NULL;
  return (curves && strcmp(curves, "traction") != 0) ||
         self->figure.layer != TLR_STEADY_LAYER_TRACTION;
}

/* The table at the operating point and its interpolation error against the
 * table's own solver there: |ΔFx|/μN and |ΔFy|/μN in per cent, ΔMz. */
static void
append_table_readout(const TlStudySteady *f, GString *s)
{
  g_string_append_c(s, '\n');
  if (!f->f_table) {
    g_string_append(s, _("<b>table</b> none yet: open a creep-force table or build a quick one"));
    return;
  }
  const double mu = f->spec.curves.params.mu;
  const TlHertzResult *h = &f->basics.hertz;
  /* round-off (1e-9 of μN, μNc) is shown as 0, not as −2.2e-08 */
  const double mz_scale = 1e-9 * mu * h->normal_load * sqrt(h->a * h->b);
  double t[3], d[3];
  for (int k = 0; k < 3; k++) {
    const double eps = k < 2 ? 1e-9 * mu : mz_scale;
    t[k] = fabs(f->table_op[k]) < eps ? 0.0 : f->table_op[k];
    d[k] = fabs(f->table_direct[k]) < eps ? 0.0 : f->table_direct[k];
  }
  const TlTableSpec *ts = &f->table_direct_spec;
  g_string_append_printf(s, _("<b>table</b> f = %.4f, F<sub>y</sub>/F<sub>N</sub> = %.4f, "
                              "M<sub>z</sub> = %.4g N·m"),
                         t[0], t[1], t[2]);
  if (isfinite(d[0]))
    g_string_append_printf(s,
                           _("; interpolation error against a direct %s solve (%d×%d): "
                             "|ΔF<sub>x</sub>|/μN = %.3f %%, |ΔF<sub>y</sub>|/μN = %.3f %%, "
                             "ΔM<sub>z</sub> = %.2g N·m"),
                           ts->model == TL_TABLE_FASTSIM ? "FASTSIM" : C_("model", "exact"),
                           ts->mx, ts->my, 100.0 * fabs(t[0] - d[0]) / mu,
                           100.0 * fabs(t[1] - d[1]) / mu, t[2] - d[2]);
  else if (f->table_error_msg[0]) {
    char *e = g_markup_escape_text(f->table_error_msg, -1);
    g_string_append_printf(s, _("; the direct solve failed: %s"), e);
    g_free(e);
  }
  if (f->table_clamped > 0)
    g_string_append_printf(s, _("; <b>clamped</b>: %d input(s) outside the table"),
                           f->table_clamped);
  else
    g_string_append(s, _("; inside the table"));
}

void
tlv_steady_update_readout(TlvSteadyPage *self)
{
  const TlStudySteady *f = self->study;
  const TlContactParams *p = &f->spec.curves.params;
  const TlTraction *m = &f->map;
  GString *s = g_string_new(NULL);
  g_string_append_printf(s, _("<b>operating point</b> c<sub>x</sub> = %.5g, c<sub>y</sub> = %.5g, "
                              "c<sub>s</sub> = %.4g 1/m, μ = %.3g, F<sub>N</sub> = %.4g kN"),
                         p->cx, p->cy, p->spin, p->mu, p->hertz.normal_load / TL_UNIT_KN);
  const char *names[TL_STUDY_STEADY_N_MODELS] = { C_("model", "linear"), "FASTSIM", "SHE",
                                                  C_("model", "exact") };
  g_string_append_c(s, '\n');
  g_string_append(s, "<b>f = T<sub>x</sub>/F<sub>N</sub></b>:");
  for (int k = 0; k < TL_STUDY_STEADY_N_MODELS; k++)
    if (isfinite(f->op_f[k]))
      g_string_append_printf(s, "  %s %.4f", names[k], f->op_f[k]);
    else if (k == 3 && (f->spec.curves.models & TL_STUDY_STEADY_EXACT))
      g_string_append_printf(s, "  %s …", names[k]);
  /* round-off (1e-15 of the forces) is shown as 0, not as −2.6e-15 */
  const double force_scale = 1e-12 * m->load;
  const double fx = fabs(m->fx) < force_scale ? 0.0 : m->fx;
  const double fy = fabs(m->fy) < force_scale ? 0.0 : m->fy;
  const double mz = fabs(m->mz) < force_scale * f->basics.hertz.a ? 0.0 : m->mz;
  g_string_append_c(s, '\n');
  g_string_append_printf(s,
                         _("<b>FASTSIM</b> T<sub>x</sub> = %.4g kN, T<sub>y</sub> = %.4g kN, "
                           "M<sub>z</sub> = %.4g N·m, stick %.1f %% of the contact, "
                           "Σp<sub>n</sub>ΔA = %.4g kN"),
                         fx / TL_UNIT_KN, fy / TL_UNIT_KN, mz, 100.0 * m->stick_fraction,
                         m->load / TL_UNIT_KN);
  if (f->law_on) {
    g_string_append_c(s, '\n');
    g_string_append_printf(s, _("<b>friction law</b> μ<sub>s</sub> = %.3g, V = %.3g m/s: "
                                "mean μ in slip %.3g, largest slip speed %.3g m/s, "
                                "N<sub>max</sub> = %.3g"),
                           tl_slip_friction_static(&f->spec.curves.law), p->speed, f->stats.mu_mean,
                           f->stats.sigma_max, f->n_max);
    if (isfinite(f->peak_f))
      g_string_append_printf(s, _("; adhesion maximum f = %.4f at c<sub>x</sub> = %.4f"),
                             f->peak_f, f->peak_cx);
  }
  if (f->spec.curves.models & TL_STEADY_POLACH) {
    g_string_append_c(s, '\n');
    g_string_append_printf(s, _("<b>Polach</b> f = %.4f; maximum %.4f at c<sub>x</sub> = %.4f"),
                           f->op_polach, f->polach_peak_f, f->polach_peak_cx);
  }
  if (self->building) {
    g_string_append_c(s, '\n');
    g_string_append_printf(s, _("<b>exact</b> building the half-space influence of the "
                                "%d×%d cells…"), p->mx, p->my);
  }
  if (f->exact_on) {
    const int pending = tl_study_steady_pending(f);
    g_string_append_c(s, '\n');
    g_string_append(s, _("<b>exact</b> "));
    if (f->xc.op_done && isfinite(f->op_f[3]))
      g_string_append_printf(s, _("stick %.1f %%, Σp<sub>n</sub>ΔA = %.4g kN, "),
                             100.0 * f->xc.map.stick_fraction,
                             f->xc.map.load / TL_UNIT_KN);
    if (pending > 0)
      g_string_append_printf(s, _("solving: %d creepages to go"), pending);
    else
      g_string_append(s, _("solved"));
    if (self->exact_solves > 0)
      g_string_append_printf(s, _(", %.1f ms per creepage"), self->exact_ms / self->exact_solves);
    if (f->xc.stats.newton > 0)
      g_string_append_printf(s, _(" (last: Newton %d, GMRES %d)"), f->xc.stats.newton,
                             f->xc.stats.cg);
    if (f->xc.error[0]) {
      char *e = g_markup_escape_text(f->xc.error, -1);
      g_string_append_printf(s, _("; a solve failed: %s"), e);
      g_free(e);
    }
  }
  if (f->spec.curves.models & TL_STUDY_STEADY_TABLE)
    append_table_readout(f, s);
  /* what the grip costs, while a figure of it is shown (on a small screen
   * the line would take the traction curves' last room) */
  if (costs_shown(self))
    append_wear_readout(f, s);
  if (tlv_steady_source_is_wheelrail(self))
    tlv_steady_wheelrail_append_readout(self->wheelrail, s);
  gtk_label_set_markup(GTK_LABEL(self->readout), s->str);
  g_string_free(s, TRUE);
}

/* The inline notes of a slip-speed law: the grid's falling indicator above ½
 * (docs/theory-friction-in-contact.md §4) with its remedies, a lab law with
 * no contact form, the exact theory still on Coulomb. */
void
tlv_steady_update_law_warning(TlvSteadyPage *self)
{
  const TlStudySteady *f = self->study;
  GString *s = g_string_new(NULL);
  TlSlipFriction law;
  TlError err;
  if (!tlv_document_get_contact_law(self->doc, &law, &err))
    g_string_append_printf(s, _("Not applied: %s; FASTSIM uses Coulomb μ = %.3g meanwhile."),
                           err.message, f->spec.curves.params.mu);
  if (f->law_on && f->n_max > 0.5)
    g_string_append_printf(s, _("%sFalling friction is steeper than the grid resolves "
                                "(N_max = %.3g > 0.5): the result depends on the grid and on "
                                "the slip branch rule. Add friction memory (d_c ≈ 0.1 mm) or "
                                "use a coarser grid."),
                           s->len ? "\n" : "", f->n_max);
  gtk_label_set_text(GTK_LABEL(self->law_warning), s->str);
  gtk_widget_set_visible(self->law_warning, s->len > 0);
  gtk_widget_set_visible(GTK_WIDGET(self->mu_plot), f->law_on);
  g_string_free(s, TRUE);
}
