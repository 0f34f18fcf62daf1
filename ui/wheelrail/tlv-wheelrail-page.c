/* tlv-wheelrail-page.c — the "Wheel on rail" page: its life cycle, its
 * field rows bound to the document's [wheelrail] section, the contact
 * recomputed once a frame after a change, the read-out and the plots. The
 * Δr(y) table, "Roll this patch", the profile files, the drop-downs and
 * "Wear the profiles" are in files of their own (wheelrail-page-private.h
 * names them). */
#include "tlv-i18n.h"
#include "wheelrail-page-private.h"

#include <math.h>
#include <string.h>

#include "tlr-figure-wheelrail.h"
#include "tlv-document.h"
#include "tlv-field.h"
#include "tlv-job-bar.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-worker.h"
#include "tribo/units.h"

TLV_DEFINE_PAGE(TlvWheelrailPage, tlv_wheelrail_page, "tlv-wheelrail-page.ui")

/* ---- fields ------------------------------------------------------------------- */

enum { F_SHIFT, F_GAUGE, F_FLANGE_BACK, F_R0, F_LOAD, F_CX, F_CY, F_SPIN, F_MU };

static double
get_field(TlvDocument *doc, int id)
{
  const TlPresetWheelrail *w = tlv_document_get_wheelrail(doc);
  switch (id) {
  case F_SHIFT: return w->y / TL_UNIT_MM;
  case F_GAUGE: return w->track.gauge / TL_UNIT_MM;
  case F_FLANGE_BACK: return w->track.flange_back / TL_UNIT_MM;
  case F_R0: return w->track.r0 / TL_UNIT_MM;
  case F_LOAD: return w->normal.load / TL_UNIT_KN;
  case F_CX: return w->roll.cx;
  case F_CY: return w->roll.cy;
  case F_SPIN: return w->roll.spin;
  case F_MU: return w->roll.mu;
  }
  g_return_val_if_reached(NAN);
}

static gboolean
set_field(TlvDocument *doc, int id, double v, TlError *err)
{
  TlPresetWheelrail w = *tlv_document_get_wheelrail(doc);
  switch (id) {
  case F_SHIFT: w.y = v * TL_UNIT_MM; break;
  case F_GAUGE: w.track.gauge = v * TL_UNIT_MM; break;
  case F_FLANGE_BACK: w.track.flange_back = v * TL_UNIT_MM; break;
  case F_R0: w.track.r0 = v * TL_UNIT_MM; break;
  case F_LOAD: w.normal.load = v * TL_UNIT_KN; break;
  case F_CX: w.roll.cx = v; break;
  case F_CY: w.roll.cy = v; break;
  case F_SPIN: w.roll.spin = v; break;
  case F_MU: w.roll.mu = v; break;
  }
  return tlv_document_set_wheelrail(doc, &w, err);
}

#define WHEELRAIL(ID) .section = TLV_CHANGED_WHEELRAIL, .id = ID, .get = get_field, .set = set_field

static const TlvFieldSpec shift_field = {
  N_("Lateral shift <i>y</i>"), "Lateral shift y", "mm", -10.0, 10.0, 2, FALSE, FALSE,
  N_("Lateral shift y of the wheelset, positive toward the left rail [mm]"), WHEELRAIL(F_SHIFT),
  .step = 0.05, /* the shift moves in steps of 0.05 mm */
};
static const TlvFieldSpec track_fields[] = {
  { N_("Track gauge <i>G</i>"), "Track gauge G", "mm", 1425.0, 1450.0, 1, FALSE, FALSE,
    N_("Track gauge G between the gauge faces, 14 mm below the top of rail [mm]"),
    WHEELRAIL(F_GAUGE) },
  { N_("Flange-back spacing"), "Flange-back spacing", "mm", 1350.0, 1370.0, 1, FALSE, FALSE,
    N_("Distance between the flange back faces of the wheelset [mm]; the taping lines lie "
       "70 mm outside them"),
    WHEELRAIL(F_FLANGE_BACK) },
  { N_("Rolling radius <i>r</i><sub>0</sub>"), "Nominal rolling radius r0", "mm", 375.0, 625.0, 1,
    FALSE, FALSE, N_("Nominal rolling radius r0 at the taping line [mm]"), WHEELRAIL(F_R0) },
};
static const TlvFieldSpec load_field = {
  N_("Wheel load <i>Q</i>"), "Wheel load Q", "kN", 1.0, 300.0, 1, FALSE, FALSE,
  N_("Vertical load Q per wheel, split between its contact points [kN]"), WHEELRAIL(F_LOAD),
};
static const TlvFieldSpec roll_fields[] = {
  { N_("Creepage <i>c<sub>x</sub></i>"), "Longitudinal creepage cx", "", -0.02, 0.02, 4, FALSE,
    FALSE,
    N_("Longitudinal creepage cx of the rolled patch (slip velocity over the rolling speed) [-]"),
    WHEELRAIL(F_CX) },
  { N_("Creepage <i>c<sub>y</sub></i>"), "Lateral creepage cy", "", -0.02, 0.02, 4, FALSE, FALSE,
    N_("Lateral creepage cy of the rolled patch [-]"), WHEELRAIL(F_CY) },
  { N_("Spin <i>c<sub>s</sub></i>"), "Spin creepage", "1/m", -10.0, 10.0, 2, FALSE, FALSE,
    N_("Spin creepage cs about the contact point [1/m]; a coned wheel's is sin γ / r0"),
    WHEELRAIL(F_SPIN) },
  { N_("Friction <i>μ</i>"), "Friction coefficient mu", "", 0.05, 1.0, 2, FALSE, FALSE,
    N_("Friction coefficient of the rolled patch [-]"), WHEELRAIL(F_MU) },
};

void
tlv_wheelrail_roll_rows_append(TlvWheelrailPage *self, GtkWidget *box)
{
  tlv_field_rows_append(GTK_BOX(box), self->doc, roll_fields, G_N_ELEMENTS(roll_fields));
}

/* ---- the read-out, the plots, the update after a change ----------------------- */

void
tlv_wheelrail_update_readout(TlvWheelrailPage *self)
{
  const TlStudyWheelrail *f = &self->study;
  const TlWrContact *c = &f->contact;
  GString *s = g_string_new(NULL);
  g_string_append_printf(s,
                         "<b>y</b> = %.2f mm    <b>φ</b> = %.3f mrad    <b>Δz<sub>a</sub></b> = "
                         "%.3f mm\n<b>r<sub>L</sub></b> = %.3f mm    <b>r<sub>R</sub></b> = "
                         "%.3f mm    <b>Δr</b> = %.3f mm\n<b>γ<sub>L</sub></b> = %.2f°    "
                         "<b>γ<sub>R</sub></b> = %.2f°",
                         c->y / TL_UNIT_MM, c->roll / TL_UNIT_MRAD, c->axle_rise / TL_UNIT_MM,
                         c->wheel[0].pt[0].r / TL_UNIT_MM, c->wheel[1].pt[0].r / TL_UNIT_MM,
                         c->dr / TL_UNIT_MM, c->wheel[0].pt[0].gamma * 180.0 / M_PI,
                         c->wheel[1].pt[0].gamma * 180.0 / M_PI);
  if (f->table.n > 1)
    g_string_append_printf(s,
                           "    <span size=\"large\"><b>tan γ<sub>e</sub>(3 mm) = %.3f</b></span>"
                           " (harmonic; secant %.3f, integration %.3f)",
                           f->conicity.harmonic, f->conicity.secant, f->conicity.integration);
  for (int sd = 0; sd < 2; sd++)
    for (int k = 0; k < f->normal[sd].n; k++) {
      const TlWrPatch *p = &f->normal[sd].patch[k];
      g_string_append_printf(s, "\n%s point %d: N = %.1f kN, p<sub>max</sub> = %.0f MPa, "
                                "area %.1f mm², δ = %.4f mm%s",
                             sd ? "right" : "left", p->point + 1, p->normal_force / TL_UNIT_KN,
                             p->p_max / TL_UNIT_MPA, p->area / (TL_UNIT_MM * TL_UNIT_MM),
                             p->approach / TL_UNIT_MM,
                             (p->flags & TL_WR_PATCH_HERTZ_FAILS) ? " — Hertz does not apply"
                             : (p->flags & TL_WR_PATCH_NONHERTZ)
                               ? " — non-Hertzian: curvature changes within the patch"
                               : "");
    }
  const TlStudyWheelrailRoll *rl = &self->rolled;
  if (rl->valid)
    g_string_append_printf(s, "\nRolled %s point %d (%s): F<sub>x</sub> = %.2f kN, "
                              "F<sub>y</sub> = %.2f kN, M<sub>z</sub> = %.2f N·m, "
                              "stick %.0f %%",
                           rl->side ? "right" : "left", rl->point + 1,
                           rl->roll.model == TL_WR_ROLL_EXACT ? "exact" : "FASTSIM",
                           rl->roll.fx / TL_UNIT_KN, rl->roll.fy / TL_UNIT_KN, rl->roll.mz,
                           100.0 * rl->roll.stick_fraction);
  if (rl->valid) { /* what that grip costs (docs/theory.md §12) */
    const TlWearResult *w = &rl->wear;
    const double speed = tl_study_wheelrail_roll_speed(rl);
    g_string_append_printf(s, "\n    P = %.4g W at V = %.3g m/s (P<sub>macro</sub> = %.4g W), "
                              "T<sub>γ</sub> = %.4g N, T<sub>γ</sub>/A = %.4g N/mm²: %s wear, "
                              "%.4g µg/(m·mm²); Archard %.4g µm³/m; FI = %.3g",
                           w->power, speed, w->power_macro, w->t_gamma, w->t_gamma_per_area,
                           tl_wear_regime_name(w->regime), w->usfd_rate,
                           w->archard_volume / TL_UNIT_UM3, w->fatigue_index);
  }
  gtk_label_set_markup(GTK_LABEL(self->readout), s->str);
  g_string_free(s, TRUE);
}

void
tlv_wheelrail_redraw(TlvWheelrailPage *self)
{
  gtk_widget_queue_draw(GTK_WIDGET(self->section_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->curves_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->conicity_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->patch_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->roll_plot));
}

/* The spec the document describes. */
static TlPresetWheelrail
spec_from_document(TlvWheelrailPage *self)
{
  return *tlv_document_get_wheelrail(self->doc);
}

void
tlv_wheelrail_show_refusal(TlvWheelrailPage *self, const char *what, const TlError *err)
{
  tlv_page_show_error(self->warning, _("Not applied: %s%s"), what, err->message);
}

/* Recompute once per frame at most: the slider fires many times per frame. */
static void
on_tick(gpointer data)
{
  TlvWheelrailPage *self = data;
  const TlPresetWheelrail spec = spec_from_document(self);
  TlError err;
  if (tl_study_wheelrail_update(&self->study, &spec, NULL, &err) != TL_OK) {
    tlv_wheelrail_show_refusal(self, "", &err);
    tlv_wheelrail_redraw(self);
    return;
  }
  if (self->worn && tl_study_wheelrail_update(&self->before, &spec, NULL, NULL) != TL_OK)
    self->study.reference = NULL; /* the new profiles do not solve here: not drawn */
  else if (self->worn)
    self->study.reference = &self->before;
  const gboolean wheelset_changed =
    memcmp(&spec.track, &self->spec.track, sizeof spec.track) != 0;
  self->spec = spec;
  gtk_widget_set_visible(self->warning, self->refused);
  if (wheelset_changed || self->study.table.n < 2)
    self->table_due = TRUE;
  if (self->table_due && gtk_widget_get_mapped(GTK_WIDGET(self))) {
    self->table_due = FALSE;
    /* a table still running for an older wheelset is stopped; the study
     * has already dropped the old wheelset's table, so the curves are empty
     * until the new one arrives */
    tlv_wheelrail_table_submit(self);
  } else if (self->table_due) {
    tlv_worker_cancel(self->worker); /* stale: tabulated again when the page is shown */
  }
  tlv_wheelrail_roll_submit(self);
  tlv_wheelrail_update_readout(self);
  tlv_wheelrail_redraw(self);
}

void
tlv_wheelrail_schedule(TlvWheelrailPage *self)
{
  tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvWheelrailPage *self)
{
  (void)doc; /* the page's own */
  if (!(flags & TLV_CHANGED_WHEELRAIL))
    return;
  tlv_wheelrail_dropdowns_sync(self);
  tlv_wheelrail_profiles_from_document(self);
  tlv_wheelrail_schedule(self);
}

/* ---- life cycle --------------------------------------------------------------- */

static void
on_map(GtkWidget *widget, TlvWheelrailPage *self)
{
  (void)widget;
  if (self->table_due)
    tlv_wheelrail_schedule(self);
}

static void
tlv_wheelrail_page_release(TlvWheelrailPage *self)
{
  if (self->wear_bar)
    tlv_job_bar_set_worker(self->wear_bar, NULL, NULL);
  g_clear_pointer(&self->wear_worker, tlv_worker_free);
  g_clear_pointer(&self->worker, tlv_worker_free);
  g_clear_pointer(&self->roll_worker, tlv_worker_free);
}

static void
tlv_wheelrail_page_free(TlvWheelrailPage *self)
{
  tl_study_wheelrail_clear(&self->study);
  tl_study_wheelrail_roll_clear(&self->rolled);
  if (self->worn)
    tlv_wheelrail_wear_result_free(self->worn);
  tl_study_wheelrail_clear(&self->before);
}

static void
tlv_wheelrail_page_setup_class(GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvWheelrailPage, name)
  BIND(panel);
  BIND(shift_box);
  BIND(profiles_label);
  BIND(wheel_file);
  BIND(rail_file);
  BIND(builtin);
  BIND(inclination);
  BIND(roll);
  BIND(track_box);
  BIND(method);
  BIND(side);
  BIND(load_box);
  BIND(assumptions);
  BIND(warning);
  BIND(plot_box);
  BIND(lower_box);
  BIND(readout);
#undef BIND
}

static void
tlv_wheelrail_page_init(TlvWheelrailPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tl_study_wheelrail_init(&self->study);
  tl_study_wheelrail_init(&self->before);
  tl_study_wheelrail_roll_init(&self->rolled);
  tlv_wheelrail_table_init(self);
  tlv_wheelrail_roll_init(self);
}

/* The Δr(y) table the curves are drawn from. */
static TlStatus
write_table_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_wheelrail_write_table_csv(out, data, err);
}

/* The conicity curve as drawn, in the columns of tribolab-cli wheelrail --conicity. */
static TlStatus
write_conicity_csv(FILE *out, void *data, TlError *err)
{
  const TlStudyWheelrail *s = data;
  if (s->n_conicity == 0)
    return tl_error_set(err, TL_EINVAL, "no conicity curve yet: the Δr(y) table is not ready");
  return tl_study_wheelrail_write_conicity_csv(out, s->conicity_curve, s->n_conicity, err);
}

/* One plot of the lower row: 280 px tall, its flow-box cell no tab stop of
 * its own (the plots are not selectable items). */
static void
lower_append(GtkWidget *flow, TlvPlot *plot)
{
  gtk_widget_set_size_request(GTK_WIDGET(plot), -1, 280);
  gtk_flow_box_append(GTK_FLOW_BOX(flow), GTK_WIDGET(plot));
  gtk_widget_set_focusable(gtk_widget_get_parent(GTK_WIDGET(plot)), FALSE);
}

TlvWheelrailPage *
tlv_wheelrail_page_new(TlvDocument *doc)
{
  TlvWheelrailPage *self = g_object_new(TLV_TYPE_WHEELRAIL_PAGE, NULL);
  self->doc = g_object_ref(doc);
  gtk_box_append(GTK_BOX(self->shift_box), GTK_WIDGET(tlv_field_row_new(doc, &shift_field)));
  tlv_field_rows_append(GTK_BOX(self->track_box), doc, track_fields, G_N_ELEMENTS(track_fields));
  gtk_box_append(GTK_BOX(self->load_box), GTK_WIDGET(tlv_field_row_new(doc, &load_field)));

  self->section_plot = tlv_plot_new(_("Wheel-rail cross-section"), tlr_wheelrail_draw,
                                    &self->study);
  tlv_plot_set_export_name(self->section_plot, "wheelrail");
  tlv_plot_set_csv_func(self->section_plot, tlr_wheelrail_write_csv); /* the contact rows */
  gtk_box_append(GTK_BOX(self->plot_box), GTK_WIDGET(self->section_plot));
  gtk_widget_set_vexpand(GTK_WIDGET(self->section_plot), TRUE);
  /* small screens scroll the view area rather than squash the plots */
  gtk_widget_set_size_request(GTK_WIDGET(self->section_plot), -1, 300);
  self->curves_plot = tlv_plot_new(_("Rolling-radius difference and contact positions"),
                                   tlr_wheelrail_draw_curves, &self->study);
  tlv_plot_set_export_name(self->curves_plot, "wheelrail-dr");
  tlv_plot_set_csv_func(self->curves_plot, write_table_csv);
  lower_append(self->lower_box, self->curves_plot);
  self->conicity_plot = tlv_plot_new(_("Equivalent conicity"), tlr_wheelrail_draw_conicity,
                                     &self->study);
  tlv_plot_set_export_name(self->conicity_plot, "wheelrail-conicity");
  tlv_plot_set_csv_func(self->conicity_plot, write_conicity_csv);
  lower_append(self->lower_box, self->conicity_plot);
  self->patch_plot = tlv_plot_new(_("Contact-patch pressure"), tlr_wheelrail_draw_patch,
                                  &self->study);
  tlv_plot_set_export_name(self->patch_plot, "wheelrail-patch");
  tlv_plot_set_csv_func(self->patch_plot, tlr_wheelrail_write_map_csv); /* --map */
  lower_append(self->lower_box, self->patch_plot);
  /* the row of three fits beside the controls at 1024 px (the figures re-flow
   * into what they get; the page scrolls up and down, never sideways) */
  TlvPlot *row[] = { self->curves_plot, self->conicity_plot, self->patch_plot };
  for (size_t i = 0; i < G_N_ELEMENTS(row); i++)
    tlv_plot_set_minimum_width(row[i], 200);

  tlv_wheelrail_roll_build(self);
  tlv_wheelrail_wear_build(self);
  tlv_wheelrail_dropdowns_bind(self);
  g_signal_connect(self, "map", G_CALLBACK(on_map), self);
  tlv_wheelrail_profiles_bind(self);

  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  on_document_changed(doc, TLV_CHANGED_WHEELRAIL, self); /* the session's state */
  /* the contact now (a few ms); Δr(y) when the page is first shown */
  self->spec = spec_from_document(self);
  self->table_due = TRUE;
  if (tl_study_wheelrail_update(&self->study, &self->spec, NULL, NULL) == TL_OK)
    tlv_wheelrail_update_readout(self);
  return self;
}

const char *
tlv_wheelrail_page_get_readout(TlvWheelrailPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}

const char *
tlv_wheelrail_page_get_warning(TlvWheelrailPage *self)
{
  return gtk_widget_get_visible(self->warning) ? gtk_label_get_text(GTK_LABEL(self->warning))
                                                : NULL;
}

TlvWorker *
tlv_wheelrail_page_get_roll_worker(TlvWheelrailPage *self)
{
  return self->roll_worker;
}

TlvWorker *
tlv_wheelrail_page_get_table_worker(TlvWheelrailPage *self)
{
  return self->worker;
}

TlvWorker *
tlv_wheelrail_page_get_wear_worker(TlvWheelrailPage *self)
{
  return self->wear_worker;
}

const char *
tlv_wheelrail_page_get_wear_readout(TlvWheelrailPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->wear_readout));
}
