/* tlv-contact-form.c — contact parameter rows and their binding. */
#include "tlv-i18n.h"
#include "tlv-contact-form.h"

#include <math.h>

#include "tribo/units.h"

static double get_field(TlvDocument *doc, int id);
static gboolean set_field(TlvDocument *doc, int id, double value, TlError *err);

#define CONTACT(ID) .section = TLV_CHANGED_CONTACT, .id = ID, .get = get_field, .set = set_field

static const TlvFieldSpec fields[TLV_N_FIELDS] = {
    [TLV_FIELD_LOAD] = {N_("Normal load F<sub>N</sub>"), "Normal load F_N", "kN", 1, 1000, 1, TRUE,
                        FALSE, N_("Normal load F<sub>N</sub> pressing wheel on rail, in kN"),
                        CONTACT(TLV_FIELD_LOAD)},
    [TLV_FIELD_SEMI_A] = {N_("Semi-axis <i>a</i> at F<sub>ref</sub>"), "Semi-axis a", "mm", 1, 20, 2,
                          FALSE, FALSE,
                          N_("Contact-ellipse semi-axis <i>a</i> along the rolling direction x, in "
                          "mm, at the reference load"),
                          CONTACT(TLV_FIELD_SEMI_A)},
    [TLV_FIELD_SEMI_B] =
        {N_("Semi-axis <i>b</i> at F<sub>ref</sub>"), "Semi-axis b", "mm", 1, 20, 2, FALSE, FALSE,
         N_("Contact-ellipse semi-axis <i>b</i> across the rail (y), in mm, at the reference load"),
         CONTACT(TLV_FIELD_SEMI_B)},
    [TLV_FIELD_REF_LOAD] =
        {N_("Reference load F<sub>ref</sub>"), "Reference load F_ref", "kN", 1, 1000, 1, TRUE, FALSE,
         N_("The load F<sub>ref</sub> at which <i>a</i> and <i>b</i> were given, in kN; at another "
         "load both scale with (F<sub>N</sub>/F<sub>ref</sub>)<sup>1/3</sup>"),
         CONTACT(TLV_FIELD_REF_LOAD)},
    [TLV_FIELD_WHEEL_RX] = {N_("Wheel radius R<sub>wx</sub>"), "Wheel rolling radius R_wx", "m", 0.05,
                            2, 3, TRUE, TRUE,
                            N_("Wheel rolling radius R<sub>wx</sub> in m (∞: straight)"),
                            CONTACT(TLV_FIELD_WHEEL_RX)},
    [TLV_FIELD_WHEEL_RY] = {N_("Wheel profile R<sub>wy</sub>"), "Wheel profile radius R_wy", "m", -2, 2,
                            3, FALSE, TRUE,
                            N_("Wheel transverse profile radius R<sub>wy</sub> in m; negative = "
                            "concave, ∞ = straight (conical tread)"),
                            CONTACT(TLV_FIELD_WHEEL_RY)},
    [TLV_FIELD_RAIL_RX] = {N_("Rail radius R<sub>rx</sub>"), "Rail longitudinal radius R_rx", "m", 0.05,
                           2, 3, TRUE, TRUE,
                           N_("Rail longitudinal radius R<sub>rx</sub> in m (∞: straight track)"),
                           CONTACT(TLV_FIELD_RAIL_RX)},
    [TLV_FIELD_RAIL_RY] = {N_("Rail head R<sub>ry</sub>"), "Rail head radius R_ry", "m", -2, 2, 3,
                           FALSE, TRUE,
                           N_("Rail head profile radius R<sub>ry</sub> in m; negative = concave"),
                           CONTACT(TLV_FIELD_RAIL_RY)},
    [TLV_FIELD_MODULUS] =
        {N_("Young's modulus E"), N_("Young's modulus E"), "GPa", 1, 400, 1, TRUE, FALSE,
         N_("Young's modulus E or shear modulus G of both bodies, in GPa (choose which above)"),
         CONTACT(TLV_FIELD_MODULUS)},
    [TLV_FIELD_POISSON] = {N_("Poisson's ratio ν"), "Poisson's ratio nu", "", 0, 0.499, 3, FALSE, FALSE,
                           N_("Poisson's ratio ν of both bodies, 0 ≤ ν &lt; 0.5"),
                           CONTACT(TLV_FIELD_POISSON)},
    [TLV_FIELD_MU] = {N_("Friction coefficient μ"), "Friction coefficient mu", "", 0.01, 1.0, 3, FALSE,
                      FALSE,
                      N_("Coulomb friction coefficient μ: the traction bound is μ p<sub>n</sub>"),
                      CONTACT(TLV_FIELD_MU)},
    [TLV_FIELD_SPEED] = {N_("Rolling speed V"), "Rolling speed V", "m/s", 0.1, 100, 2, TRUE, FALSE,
                         N_("Rolling speed V in m/s: material streams through the patch at −V"),
                         CONTACT(TLV_FIELD_SPEED)},
    [TLV_FIELD_CX] =
        {N_("Creepage c<sub>x</sub>"), "Longitudinal creepage c_x", "", -0.02, 0.02, 5, FALSE, FALSE,
         N_("Longitudinal creepage c<sub>x</sub> = (V<sub>1x</sub> − V<sub>2x</sub>)/V, dimensionless"),
         CONTACT(TLV_FIELD_CX)},
    [TLV_FIELD_CY] = {N_("Creepage c<sub>y</sub>"), "Lateral creepage c_y", "", -0.02, 0.02, 5, FALSE,
                      FALSE, N_("Lateral creepage c<sub>y</sub>, dimensionless"),
                      CONTACT(TLV_FIELD_CY)},
    [TLV_FIELD_SPIN] = {N_("Spin c<sub>s</sub>"), "Spin creepage c_s", "1/m", -2, 2, 3, FALSE, FALSE,
                        N_("Spin creepage c<sub>s</sub> = (Ω<sub>1z</sub> − Ω<sub>2z</sub>)/V in 1/m"),
                        CONTACT(TLV_FIELD_SPIN)},
    [TLV_FIELD_GRID_X] = {N_("Grid cells m<sub>x</sub>"), "Grid cells along x", "", 10, 200, 0, FALSE,
                          FALSE, N_("Number of grid cells along the rolling direction"),
                          CONTACT(TLV_FIELD_GRID_X)},
    [TLV_FIELD_GRID_Y] = {N_("Grid cells m<sub>y</sub>"), "Grid cells along y", "", 10, 200, 0, FALSE,
                          FALSE, N_("Number of grid cells across the rail"), CONTACT(TLV_FIELD_GRID_Y)},
};

static double
modulus_display(const TlMaterial *m)
{
  return m->modulus / TL_UNIT_GPA;
}

/* The field's value in display units from a case (e.g. kN for the load). */
static double
contact_field_get(const TlContactParams *p, TlvContactField field)
{
  const TlHertzParams *h = &p->hertz;
  switch (field) {
  case TLV_FIELD_LOAD:
    return h->normal_load / TL_UNIT_KN;
  case TLV_FIELD_SEMI_A:
    return h->semi_a / TL_UNIT_MM;
  case TLV_FIELD_SEMI_B:
    return h->semi_b / TL_UNIT_MM;
  case TLV_FIELD_REF_LOAD:
    return h->ref_load / TL_UNIT_KN;
  case TLV_FIELD_WHEEL_RX:
    return h->wheel_rx;
  case TLV_FIELD_WHEEL_RY:
    return h->wheel_ry;
  case TLV_FIELD_RAIL_RX:
    return h->rail_rx;
  case TLV_FIELD_RAIL_RY:
    return h->rail_ry;
  case TLV_FIELD_MODULUS:
    return modulus_display(&h->wheel);
  case TLV_FIELD_POISSON:
    return h->wheel.poisson;
  case TLV_FIELD_MU:
    return p->mu;
  case TLV_FIELD_SPEED:
    return p->speed;
  case TLV_FIELD_CX:
    return p->cx;
  case TLV_FIELD_CY:
    return p->cy;
  case TLV_FIELD_SPIN:
    return p->spin;
  case TLV_FIELD_GRID_X:
    return p->mx;
  case TLV_FIELD_GRID_Y:
    return p->my;
  case TLV_N_FIELDS:
    break;
  }
  g_return_val_if_reached(NAN);
}

/* Set the field from a display-unit value. */
static void
contact_field_set(TlContactParams *p, TlvContactField field, double v)
{
  TlHertzParams *h = &p->hertz;
  switch (field) {
  case TLV_FIELD_LOAD:
    h->normal_load = v * TL_UNIT_KN;
    break;
  case TLV_FIELD_SEMI_A:
    h->semi_a = v * TL_UNIT_MM;
    break;
  case TLV_FIELD_SEMI_B:
    h->semi_b = v * TL_UNIT_MM;
    break;
  case TLV_FIELD_REF_LOAD:
    h->ref_load = v * TL_UNIT_KN;
    break;
  case TLV_FIELD_WHEEL_RX:
    h->wheel_rx = v;
    break;
  case TLV_FIELD_WHEEL_RY:
    h->wheel_ry = v;
    break;
  case TLV_FIELD_RAIL_RX:
    h->rail_rx = v;
    break;
  case TLV_FIELD_RAIL_RY:
    h->rail_ry = v;
    break;
  /* the GUI edits identical bodies: both materials follow */
  case TLV_FIELD_MODULUS:
    h->wheel.modulus = h->rail.modulus = v * TL_UNIT_GPA;
    break;
  case TLV_FIELD_POISSON:
    h->wheel.poisson = h->rail.poisson = v;
    break;
  case TLV_FIELD_MU:
    p->mu = v;
    break;
  case TLV_FIELD_SPEED:
    p->speed = v;
    break;
  case TLV_FIELD_CX:
    p->cx = v;
    break;
  case TLV_FIELD_CY:
    p->cy = v;
    break;
  case TLV_FIELD_SPIN:
    p->spin = v;
    break;
  case TLV_FIELD_GRID_X:
    p->mx = (int)lround(v);
    break;
  case TLV_FIELD_GRID_Y:
    p->my = (int)lround(v);
    break;
  case TLV_N_FIELDS:
    g_return_if_reached();
  }
}

static double
get_field(TlvDocument *doc, int id)
{
  return contact_field_get(tlv_document_get_contact(doc), (TlvContactField)id);
}

static gboolean
set_field(TlvDocument *doc, int id, double value, TlError *err)
{
  /* a grid of 12.5 cells is not 13 cells: say so rather than round */
  if ((id == TLV_FIELD_GRID_X || id == TLV_FIELD_GRID_Y) && value != floor(value)) {
    tl_error_set(err, TL_EINVAL, "the number of grid cells must be a whole number (got %g)", value);
    return FALSE;
  }
  TlContactParams candidate = *tlv_document_get_contact(doc);
  contact_field_set(&candidate, (TlvContactField)id, value);
  return tlv_document_set_contact(doc, &candidate, err);
}

/* The modulus row says which modulus it edits: the value is E or G as the
 * material's input kind says, and the label follows when the kind changes. */
static void
relabel_modulus(TlvDocument *doc, guint flags, TlvParamRow *row)
{
  if (!(flags & TLV_CHANGED_CONTACT))
    return;
  const gboolean shear = tlv_document_get_contact(doc)->hertz.wheel.input == TL_ELASTIC_SHEAR;
  const char *name = shear ? N_("Shear modulus G") : N_("Young's modulus E");
  if (g_strcmp0(tlv_param_row_get_name(row), name) != 0)
    tlv_param_row_set_label(row, _(name), name);
}

TlvParamRow *
tlv_contact_row_new(TlvDocument *doc, TlvContactField field)
{
  g_return_val_if_fail(field >= 0 && field < TLV_N_FIELDS, NULL);
  TlvParamRow *row = tlv_field_row_new(doc, &fields[field]);
  if (field == TLV_FIELD_MODULUS) {
    relabel_modulus(doc, TLV_CHANGED_CONTACT, row);
    g_signal_connect_object(doc, "changed", G_CALLBACK(relabel_modulus), row, 0);
  }
  return row;
}

static void
on_bound_selected(GtkDropDown *dd, GParamSpec *pspec, TlvDocument *doc)
{
  (void)pspec;
  TlContactParams p = *tlv_document_get_contact(doc);
  const TlTractionBound b = gtk_drop_down_get_selected(dd) == 1 ? TL_BOUND_ELLIPTIC
                                                               : TL_BOUND_PARABOLIC;
  if (p.bound != b) {
    p.bound = b;
    tlv_document_set_contact(doc, &p, NULL); /* either bound is valid for a valid case */
  }
}

static void
on_bound_document_changed(TlvDocument *doc, guint flags, GtkDropDown *dd)
{
  if (flags & TLV_CHANGED_CONTACT)
    gtk_drop_down_set_selected(dd, tlv_document_get_contact(doc)->bound == TL_BOUND_ELLIPTIC);
}

void
tlv_bound_dropdown_bind(GtkDropDown *dd, TlvDocument *doc)
{
  on_bound_document_changed(doc, TLV_CHANGED_CONTACT, dd);
  g_signal_connect_object(dd, "notify::selected", G_CALLBACK(on_bound_selected), doc, 0);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_bound_document_changed), dd, 0);
}
