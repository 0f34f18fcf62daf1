/* tlv-steady-models.c — what the Steady rolling page computes: the model
 * boxes and the document's [steady] models, in both directions, and the
 * study's spec from the document and the page's choices (models, map model
 * and quantity, FASTSIM variant, speeds, the friction law's sampling). */
#include "steady-page-private.h"

/* The map's quantities, in the order of the "Map shows" list: the traction
 * fields, then the frictional power and Archard's wear depth. */
static const TlrPatchField map_fields[] = { TLR_FIELD_TX, TLR_FIELD_TX_RATIO, TLR_FIELD_RATIO,
                                            TLR_FIELD_TY, TLR_FIELD_STATE };
static const TlrSteadyLayer map_layers[] = { TLR_STEADY_LAYER_POWER, TLR_STEADY_LAYER_WEAR };

/* The study's spec from the document and the page's settings, and the field
 * the map shows. */
TlStudySteadySpec
tlv_steady_current_spec(TlvSteadyPage *self, TlrPatchField *field, TlrSteadyLayer *layer)
{
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  TlSteadyCurvesSpec *c = &spec.curves;
  c->params = *tlv_document_get_contact(self->doc);
  if (tlv_steady_source_is_wheelrail(self)) /* the ellipse models on the rolled patch's equivalent ellipse */
    tlv_steady_wheelrail_apply_ellipse(self->wheelrail, &c->params.hertz);
  c->models = 0;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->linear)))
    c->models |= TL_STEADY_LINEAR;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->fastsim)))
    c->models |= TL_STEADY_FASTSIM;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->shen)))
    c->models |= TL_STEADY_SHEN;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->exact)))
    c->models |= TL_STUDY_STEADY_EXACT;
  spec.map_model = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->map_model)) == 1
                     ? TL_STUDY_STEADY_EXACT
                     : TL_STEADY_FASTSIM;
  c->variant = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->variant)) == 1
                   ? TL_FASTSIM_STRIPWISE
                   : TL_FASTSIM_FIXED_GRID;
  if (tlv_steady_source_is_wheelrail(self)) /* the ellipse's map is hidden: its exact solve is not needed */
    spec.map_model = TL_STEADY_FASTSIM;
  const guint f = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->field));
  *field = map_fields[f < G_N_ELEMENTS(map_fields) ? f : 0];
  const guint l = f - (guint)G_N_ELEMENTS(map_fields);
  *layer = f >= G_N_ELEMENTS(map_fields) && l < G_N_ELEMENTS(map_layers)
             ? map_layers[l]
             : TLR_STEADY_LAYER_TRACTION;
  /* the contact's friction law (a lab law that has no contact form: the
   * warning says why; FASTSIM takes Coulomb meanwhile) */
  TlError err;
  if (!tlv_document_get_contact_law(self->doc, &c->law, &err)) {
    c->law = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
    c->law.mu = c->params.mu;
  }
  c->polach = tl_contact_friction_polach(tlv_document_get_contact_friction(self->doc));
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->polach)))
    c->models |= TL_STEADY_POLACH;
  if (gtk_check_button_get_active(GTK_CHECK_BUTTON(self->table)))
    c->models |= TL_STUDY_STEADY_TABLE;
  if (!gtk_check_button_get_active(GTK_CHECK_BUTTON(self->speeds)))
    c->n_speeds = 0;
  spec.log_cx = gtk_check_button_get_active(GTK_CHECK_BUTTON(self->log_cx));
  /* a slip-speed law costs a root solve per slipping cell, at each speed
   * drawn: fewer samples keep a drag of the V slider responsive (the
   * maximum is refined by solves of its own) */
  if (!tl_slip_friction_is_constant(&c->law) || c->law.memory > 0.0)
    spec.n_points = 41;
  /* a law that is not convex (Stribeck with δ > 1) or has memory is solved
   * by a scan of each cell's slip speeds, about ten times the work: the
   * case's V only, on fewer samples */
  if (!tl_slip_friction_is_constant(&c->law) &&
      (!tl_slip_friction_is_convex(&c->law) || c->law.memory > 0.0)) {
    spec.n_points = 21;
    c->n_speeds = 0;
  }
  return spec;
}

/* The model boxes and the document's [steady] models, in both directions. */
static GtkWidget **
model_box(TlvSteadyPage *self, unsigned bit)
{
  switch (bit) {
  case TL_STEADY_LINEAR: return &self->linear;
  case TL_STEADY_FASTSIM: return &self->fastsim;
  case TL_STEADY_SHEN: return &self->shen;
  case TL_STUDY_STEADY_EXACT: return &self->exact;
  case TL_STEADY_POLACH: return &self->polach;
  default: return &self->table;
  }
}

static const unsigned model_bits[] = { TL_STEADY_LINEAR, TL_STEADY_FASTSIM,
                                       TL_STEADY_SHEN,   TL_STUDY_STEADY_EXACT,
                                       TL_STEADY_POLACH, TL_STUDY_STEADY_TABLE };

static void
on_model_toggled(GtkCheckButton *button, TlvSteadyPage *self)
{
  (void)button;
  if (self->syncing)
    return;
  unsigned models = 0;
  for (size_t k = 0; k < G_N_ELEMENTS(model_bits); k++)
    if (gtk_check_button_get_active(GTK_CHECK_BUTTON(*model_box(self, model_bits[k]))))
      models |= model_bits[k];
  tlv_document_set_steady_models(self->doc, models); /* its "changed" updates the page */
  tlv_steady_schedule_update(self);
}

void
tlv_steady_models_sync(TlvSteadyPage *self)
{
  const unsigned models = tlv_document_get_steady(self->doc)->models;
  self->syncing = TRUE;
  for (size_t k = 0; k < G_N_ELEMENTS(model_bits); k++)
    gtk_check_button_set_active(GTK_CHECK_BUTTON(*model_box(self, model_bits[k])),
                                (models & model_bits[k]) != 0);
  self->syncing = FALSE;
}

void
tlv_steady_models_bind(TlvSteadyPage *self)
{
  for (size_t k = 0; k < G_N_ELEMENTS(model_bits); k++)
    g_signal_connect(*model_box(self, model_bits[k]), "toggled", G_CALLBACK(on_model_toggled),
                     self);
}
