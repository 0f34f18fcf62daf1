/* tlv-hertz-page.c — the normal-contact page. */
#include "tlv-hertz-page.h"
#include "tlv-i18n.h"

#include <math.h>

#include "tlr-figure-hertz.h"
#include "tlv-contact-form.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tribo/units.h"

struct _TlvHertzPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *panel;
  GtkWidget *load_box;
  GtkWidget *axes_toggle;
  GtkWidget *radii_toggle;
  GtkWidget *axes_box;
  GtkWidget *radii_box;
  GtkWidget *modulus_kind;
  GtkWidget *material_box;
  GtkWidget *grid_box;
  GtkWidget *plot_box;
  GtkWidget *readout;
  GtkWidget *warning;

  /* owned */
  TlvDocument *doc;
  TlvPlot *plot;
  TlStudyHertz study;
  guint tick_id;
};

TLV_DEFINE_PAGE(TlvHertzPage, tlv_hertz_page, "tlv-hertz-page.ui")

static void
update_readout(TlvHertzPage *self)
{
  const TlContactBasics *b = &self->study.basics;
  const TlHertzResult *h = &b->hertz;
  char *text = g_strdup_printf(
    "<b>a</b> = %.3f mm    <b>b</b> = %.3f mm    <b>b/a</b> = %.4f\n"
    "<b>p<sub>0</sub></b> = %.1f MPa    <b>p<sub>mean</sub></b> = %.1f MPa    <b>δ</b> = %.4f mm\n"
    "<b>A</b> = %.4g 1/m    <b>B</b> = %.4g 1/m    <b>E*</b> = %.2f GPa    <b>G</b> = %.2f GPa    "
    "<b>ν</b> = %.3f\n"
    "<b>C<sub>11</sub></b> = %.3f    <b>C<sub>22</sub></b> = %.3f    <b>C<sub>23</sub></b> = %.3f    "
    "<b>C<sub>33</sub></b> = %.3f",
    h->a / TL_UNIT_MM, h->b / TL_UNIT_MM, h->b / h->a, h->p0 / TL_UNIT_MPA,
    h->mean_pressure / TL_UNIT_MPA, h->approach / TL_UNIT_MM, h->curv_a, h->curv_b,
    h->material.e_star / TL_UNIT_GPA, h->material.shear_modulus / TL_UNIT_GPA,
    h->material.poisson, b->kalker.c11, b->kalker.c22, b->kalker.c23, b->kalker.c33);
  gtk_label_set_markup(GTK_LABEL(self->readout), text);
  g_free(text);
  if (h->warnings & TL_HERTZ_WARN_KD) {
    char *w = g_strdup_printf(_("The bodies are not quasi-identical (K<sub>d</sub> = %.3f): the "
                              "tangential solvers neglect normal–tangential coupling."),
                              h->material.kd);
    gtk_label_set_markup(GTK_LABEL(self->warning), w);
    g_free(w);
  }
  gtk_widget_set_visible(self->warning, (h->warnings & TL_HERTZ_WARN_KD) != 0);
}

/* Recompute once per frame at most: the document may change many times per
 * frame while a slider is dragged. */
static void
on_tick(gpointer data)
{
  TlvHertzPage *self = data;
  TlError err;
  if (tl_study_hertz_update(&self->study, tlv_document_get_contact(self->doc), NULL, &err) == TL_OK)
    update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->plot));
}

static void
sync_geometry_toggles(TlvHertzPage *self)
{
  const TlContactParams *p = tlv_document_get_contact(self->doc);
  const gboolean radii = p->hertz.geometry == TL_GEOMETRY_RADII;
  gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(radii ? self->radii_toggle : self->axes_toggle),
                               TRUE);
  gtk_widget_set_visible(self->axes_box, !radii);
  gtk_widget_set_visible(self->radii_box, radii);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->modulus_kind),
                             p->hertz.wheel.input == TL_ELASTIC_SHEAR ? 1 : 0);
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvHertzPage *self)
{
  (void)doc;
  if (flags & TLV_CHANGED_CONTACT) {
    sync_geometry_toggles(self);
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  }
}

static void
on_geometry_toggled(GtkToggleButton *button, TlvHertzPage *self)
{
  if (!gtk_toggle_button_get_active(button))
    return;
  TlContactParams p = *tlv_document_get_contact(self->doc);
  const TlGeometryMode mode =
    GTK_WIDGET(button) == self->radii_toggle ? TL_GEOMETRY_RADII : TL_GEOMETRY_SEMI_AXES;
  if (p.hertz.geometry == mode)
    return;
  p.hertz.geometry = mode;
  TlError err;
  if (!tlv_document_set_contact(self->doc, &p, &err)) {
    /* e.g. the radii in the form describe no point contact */
    gtk_label_set_text(GTK_LABEL(self->warning), err.message);
    gtk_widget_set_visible(self->warning, TRUE);
    sync_geometry_toggles(self);
  }
}

/* Switching between E and G keeps the material: the value is converted. */
static void
on_modulus_kind(GtkDropDown *dd, GParamSpec *pspec, TlvHertzPage *self)
{
  (void)pspec;
  TlContactParams p = *tlv_document_get_contact(self->doc);
  const TlElasticInput want = gtk_drop_down_get_selected(dd) == 1 ? TL_ELASTIC_SHEAR
                                                                  : TL_ELASTIC_YOUNG;
  if (p.hertz.wheel.input == want)
    return;
  TlMaterial *bodies[2] = { &p.hertz.wheel, &p.hertz.rail };
  for (int k = 0; k < 2; k++) {
    const double value = want == TL_ELASTIC_SHEAR ? tl_material_shear_modulus(bodies[k])
                                                  : tl_material_youngs_modulus(bodies[k]);
    bodies[k]->input = want;
    bodies[k]->modulus = value;
  }
  tlv_document_set_contact(self->doc, &p, NULL);
}

static void
add_rows(TlvHertzPage *self, GtkWidget *box, const TlvContactField *fields, int n)
{
  for (int i = 0; i < n; i++)
    gtk_box_append(GTK_BOX(box), GTK_WIDGET(tlv_contact_row_new(self->doc, fields[i])));
}

static void
tlv_hertz_page_release(TlvHertzPage *self)
{
  (void)self; /* nothing beyond the tick and the document */
}

static void
tlv_hertz_page_free(TlvHertzPage *self)
{
  tl_study_hertz_clear(&self->study);
}

static void
tlv_hertz_page_setup_class(GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvHertzPage, name)
  BIND(panel);
  BIND(load_box);
  BIND(axes_toggle);
  BIND(radii_toggle);
  BIND(axes_box);
  BIND(radii_box);
  BIND(modulus_kind);
  BIND(material_box);
  BIND(grid_box);
  BIND(plot_box);
  BIND(readout);
  BIND(warning);
#undef BIND
}

static void
tlv_hertz_page_init(TlvHertzPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tl_study_hertz_init(&self->study);
}

TlvHertzPage *
tlv_hertz_page_new(TlvDocument *doc)
{
  TlvHertzPage *self = g_object_new(TLV_TYPE_HERTZ_PAGE, NULL);
  self->doc = g_object_ref(doc);

  static const TlvContactField load[] = { TLV_FIELD_LOAD };
  static const TlvContactField axes[] = { TLV_FIELD_SEMI_A, TLV_FIELD_SEMI_B, TLV_FIELD_REF_LOAD };
  static const TlvContactField radii[] = { TLV_FIELD_WHEEL_RX, TLV_FIELD_WHEEL_RY,
                                           TLV_FIELD_RAIL_RX, TLV_FIELD_RAIL_RY };
  static const TlvContactField material[] = { TLV_FIELD_MODULUS, TLV_FIELD_POISSON };
  static const TlvContactField grid[] = { TLV_FIELD_GRID_X, TLV_FIELD_GRID_Y };
  add_rows(self, self->load_box, load, G_N_ELEMENTS(load));
  add_rows(self, self->axes_box, axes, G_N_ELEMENTS(axes));
  add_rows(self, self->radii_box, radii, G_N_ELEMENTS(radii));
  add_rows(self, self->material_box, material, G_N_ELEMENTS(material));
  add_rows(self, self->grid_box, grid, G_N_ELEMENTS(grid));

  self->plot = tlv_plot_new(_("Hertz pressure map"), tlr_hertz_draw, &self->study);
  tlv_plot_set_csv_func(self->plot, tlr_hertz_write_csv);
  tlv_plot_set_export_name(self->plot, "pressure");
  gtk_box_append(GTK_BOX(self->plot_box), GTK_WIDGET(self->plot));

  sync_geometry_toggles(self);
  g_signal_connect(self->axes_toggle, "toggled", G_CALLBACK(on_geometry_toggled), self);
  g_signal_connect(self->radii_toggle, "toggled", G_CALLBACK(on_geometry_toggled), self);
  g_signal_connect(self->modulus_kind, "notify::selected", G_CALLBACK(on_modulus_kind), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);

  /* first solve now, so the page is complete before its first frame */
  if (tl_study_hertz_update(&self->study, tlv_document_get_contact(doc), NULL, NULL) == TL_OK)
    update_readout(self);
  return self;
}

const char *
tlv_hertz_page_get_readout(TlvHertzPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}
