/* tlv-contact-law.c — the contact's friction-law panel (rows bound to the
 * document's [contact_friction] section). */
#include "tlv-i18n.h"
#include "tlv-contact-law.h"

#include <math.h>

#include "tlv-contact-form.h"
#include "tlv-field.h"
#include "tlv-page.h"
#include "tribo/units.h"

enum {
  L_MU_S,
  L_MU_K,
  L_S_HALF1,
  L_DMU2,
  L_S_HALF2,
  L_LAB_NORMAL,
  L_POLACH_MU0,
  L_POLACH_A,
  L_POLACH_B,
  L_POLACH_KA,
  L_POLACH_KS,
  L_MEMORY,
  L_MEMORY_S0,
  L_N
};

static double
get_law(TlvDocument *doc, int id)
{
  const TlContactFriction *c = tlv_document_get_contact_friction(doc);
  const TlSlipFriction *f = &c->law;
  switch (id) {
  case L_MU_S: return f->mu_kinetic + f->dmu1 + f->dmu2;
  case L_MU_K: return f->mu_kinetic;
  case L_S_HALF1: return f->s_half1;
  case L_DMU2: return f->dmu2;
  case L_S_HALF2: return f->s_half2;
  case L_LAB_NORMAL: return c->lab_normal;
  case L_POLACH_MU0: return f->polach_mu0;
  case L_POLACH_A: return f->polach_a;
  case L_POLACH_B: return f->polach_b;
  case L_POLACH_KA: return c->polach_ka;
  case L_POLACH_KS: return c->polach_ks;
  case L_MEMORY: return f->memory / TL_UNIT_MM;
  case L_MEMORY_S0: return f->memory_s0 / TL_UNIT_MM;
  default: g_return_val_if_reached(NAN);
  }
}

static gboolean
set_law(TlvDocument *doc, int id, double v, TlError *err)
{
  TlContactFriction c = *tlv_document_get_contact_friction(doc);
  TlSlipFriction *f = &c.law;
  const double mu_s = f->mu_kinetic + f->dmu1 + f->dmu2;
  switch (id) {
  case L_MU_S: f->dmu1 = v - f->mu_kinetic - f->dmu2; break;
  case L_MU_K: f->mu_kinetic = v; f->dmu1 = mu_s - v - f->dmu2; break;
  case L_S_HALF1: f->s_half1 = v; break;
  case L_DMU2: f->dmu2 = v; f->dmu1 = mu_s - f->mu_kinetic - v; break;
  case L_S_HALF2: f->s_half2 = v; break;
  case L_LAB_NORMAL: c.lab_normal = v; break;
  case L_POLACH_MU0: f->polach_mu0 = v; break;
  case L_POLACH_A: f->polach_a = v; break;
  case L_POLACH_B: f->polach_b = v; break;
  case L_POLACH_KA: c.polach_ka = v; break;
  case L_POLACH_KS: c.polach_ks = v; break;
  case L_MEMORY: f->memory = v * TL_UNIT_MM; break;
  case L_MEMORY_S0: f->memory_s0 = v * TL_UNIT_MM; break;
  default: g_return_val_if_reached(FALSE);
  }
  if (f->dmu1 < 0.0) /* the levels' order, in the panel's own words */
    return tl_error_set(err, TL_EINVAL,
                        "μs (%g) must be at least μk + Δμ₂ (%g): the law falls from μs to μk",
                        f->mu_kinetic + f->dmu1 + f->dmu2, f->mu_kinetic + f->dmu2),
           FALSE;
  return tlv_document_set_contact_friction(doc, &c, err);
}

#define LAW(ID) .section = TLV_CHANGED_CONTACT_LAW, .id = ID, .get = get_law, .set = set_law

static const TlvFieldSpec law_fields[L_N] = {
  [L_MU_S] = { N_("Static friction μ<sub>s</sub>"), "Static friction mu_s", "", 0.01, 1.0, 3, FALSE,
               FALSE, N_("μ at rest, μ(0) = μ<sub>k</sub> + Δμ<sub>1</sub> + Δμ<sub>2</sub>: the "
               "bound of the traction in stick"), LAW(L_MU_S) },
  [L_MU_K] = { N_("Kinetic friction μ<sub>k</sub>"), "Kinetic friction mu_k", "", 0.01, 1.0, 3, FALSE,
               FALSE, N_("μ at high slip speed: the level the law falls to"), LAW(L_MU_K) },
  [L_S_HALF1] = { N_("Half-value speed s<sub>h</sub>"), "Half-value slip speed s_h", "m/s", 0.001,
                  10.0, 4, TRUE, FALSE,
                  N_("Slip speed at which the fall μ<sub>s</sub> − μ<sub>k</sub> has halved, in m/s "
                  "(0.1 for teaching, about 1 on real rails)"), LAW(L_S_HALF1) },
  [L_DMU2] = { N_("Second term Δμ<sub>2</sub>"), "Second falling term dmu2", "", 0.0, 1.0, 3, FALSE,
               FALSE, N_("Height of a second falling term with its own half-value speed (0: none)"),
               LAW(L_DMU2) },
  [L_S_HALF2] = { N_("Its half-value speed s<sub>h2</sub>"), "Half-value slip speed s_h2", "m/s",
                  0.001, 10.0, 4, TRUE, FALSE, N_("Half-value slip speed of the second term, in m/s"),
                  LAW(L_S_HALF2) },
  [L_LAB_NORMAL] = { N_("Lab normal force F<sub>N,lab</sub>"), "Lab normal force F_N,lab", "N", 0.1,
                     100.0, 3, TRUE, FALSE,
                     N_("The Friction laws page gives forces F(v); the contact takes μ(σ) = "
                     "F(σ)/F<sub>N,lab</sub>"), LAW(L_LAB_NORMAL) },
  [L_POLACH_MU0] = { N_("Polach μ<sub>0</sub>"), "Polach mu0", "", 0.05, 1.0, 3, FALSE, FALSE,
                     N_("Friction at zero slip speed of Polach's law μ = μ<sub>0</sub>[(1 − A)"
                     "e<sup>−Bw</sup> + A]"), LAW(L_POLACH_MU0) },
  [L_POLACH_A] = { N_("Polach A = μ<sub>∞</sub>/μ<sub>0</sub>"), "Polach A", "", 0.0, 1.0, 3, FALSE,
                   FALSE, N_("The level μ falls to at high slip speed, as a fraction of μ<sub>0</sub>"),
                   LAW(L_POLACH_A) },
  [L_POLACH_B] = { N_("Polach B"), "Polach B", "s/m", 0.0, 5.0, 3, FALSE, FALSE,
                   N_("How fast μ falls with the slip speed w, in s/m"), LAW(L_POLACH_B) },
  [L_POLACH_KA] = { N_("Polach k<sub>A</sub>"), "Polach kA", "", 0.01, 1.0, 3, FALSE, FALSE,
                    N_("Polach's model: reduction of the initial slope in the area of adhesion "
                    "(1 dry, 0.3 wet)"), LAW(L_POLACH_KA) },
  [L_POLACH_KS] = { N_("Polach k<sub>S</sub>"), "Polach kS", "", 0.01, 1.0, 3, FALSE, FALSE,
                    N_("Polach's model: reduction in the area of slip, k<sub>S</sub> ≤ k<sub>A</sub> "
                    "(the spin term is not reduced)"), LAW(L_POLACH_KS) },
  [L_MEMORY] = { N_("Friction memory d<sub>c</sub>"), "Friction memory d_c", "mm", 0.0, 1.0, 4, FALSE,
                 FALSE, N_("Sliding distance over which μ relaxes to the law, in mm (0: μ follows "
                 "the slip speed at once).  A few µm to 0.1 mm make a steep falling law "
                 "converge on the grid"), LAW(L_MEMORY) },
  [L_MEMORY_S0] = { N_("Memory recovery s<sub>0</sub>"), "Memory recovery speed s_0", "mm/s", 0.0,
                    10.0, 3, FALSE, FALSE,
                    N_("Slip speed at which μ recovers towards μ<sub>s</sub> while in stick, in mm/s"),
                    LAW(L_MEMORY_S0) },
};
#undef LAW

typedef struct {
  TlvDocument *doc; /* not owned: the panel lives as long as the document's pages */
  GtkDropDown *chooser;
  GtkDropDown *rule;
  GtkWidget *rule_box;
  GtkWidget *rows[L_N];
  GtkWidget *message;
  gboolean syncing; /* the document pushing its state into the chooser */
} Panel;

#define PANEL_KEY "tlv-contact-law"

TlvLawChoice
tlv_contact_law_choice(const TlContactFriction *c)
{
  if (c->from_lab)
    return TLV_LAW_LAB;
  switch (c->law.kind) {
  case TL_SLIP_LAW_EXP: return TLV_LAW_EXP;
  case TL_SLIP_LAW_RATIONAL: return TLV_LAW_RATIONAL;
  case TL_SLIP_LAW_LINEAR: return TLV_LAW_LINEAR;
  case TL_SLIP_LAW_STRIBECK: return TLV_LAW_LAB; /* the panel's Stribeck is the lab's */
  case TL_SLIP_LAW_POLACH: {
    const TlPolachParams w = tl_polach_params_wet();
    return c->law.polach_mu0 == w.mu0 && c->law.polach_a == w.a && c->law.polach_b == w.b &&
               c->polach_ka == w.k_a && c->polach_ks == w.k_s
             ? TLV_LAW_POLACH_WET
             : TLV_LAW_POLACH_DRY;
  }
  case TL_SLIP_LAW_COULOMB:
  default: return TLV_LAW_COULOMB;
  }
}

/* Rows of the chosen law only. */
static void
show_rows(Panel *p)
{
  const TlContactFriction *c = tlv_document_get_contact_friction(p->doc);
  const TlvLawChoice k = tlv_contact_law_choice(c);
  const gboolean falling = k == TLV_LAW_EXP || k == TLV_LAW_RATIONAL || k == TLV_LAW_LINEAR;
  const gboolean polach = k == TLV_LAW_POLACH_DRY || k == TLV_LAW_POLACH_WET;
  for (int i = 0; i < L_N; i++) {
    gboolean on = FALSE;
    if (i <= L_S_HALF2)
      on = falling && (i != L_S_HALF2 || c->law.dmu2 > 0.0);
    else if (i == L_LAB_NORMAL)
      on = k == TLV_LAW_LAB;
    else if (i <= L_POLACH_KS)
      on = polach;
    else
      on = k != TLV_LAW_COULOMB && (i == L_MEMORY || c->law.memory > 0.0);
    gtk_widget_set_visible(p->rows[i], on);
  }
  gtk_widget_set_visible(p->rule_box, k != TLV_LAW_COULOMB);
}

static void
sync_from_document(Panel *p)
{
  const TlContactFriction *c = tlv_document_get_contact_friction(p->doc);
  p->syncing = TRUE;
  gtk_drop_down_set_selected(p->chooser, tlv_contact_law_choice(c));
  gtk_drop_down_set_selected(p->rule, (guint)c->law.rule);
  p->syncing = FALSE;
  show_rows(p);
}

static void
on_document_changed(TlvDocument *doc, guint flags, GtkWidget *box)
{
  (void)doc;
  Panel *p = g_object_get_data(G_OBJECT(box), PANEL_KEY);
  if (flags & TLV_CHANGED_CONTACT_LAW) {
    sync_from_document(p);
    gtk_widget_set_visible(p->message, FALSE);
  }
}

static void
apply(Panel *p, const TlContactFriction *c)
{
  TlError err;
  tl_error_clear(&err);
  if (tlv_document_set_contact_friction(p->doc, c, &err)) {
    gtk_widget_set_visible(p->message, FALSE);
    return;
  }
  tlv_page_show_error(p->message, _("Not applied: %s"), err.message);
  sync_from_document(p); /* the chooser shows the law still in force */
}

/* The law of the chooser's entry k, set in c (FALSE: no such entry). */
static gboolean
choose_law(TlContactFriction *c, TlvLawChoice k)
{
  static const TlSlipLawKind kinds[TLV_LAW_N] = {
    TL_SLIP_LAW_COULOMB, TL_SLIP_LAW_EXP, TL_SLIP_LAW_RATIONAL, TL_SLIP_LAW_LINEAR,
    TL_SLIP_LAW_STRIBECK, TL_SLIP_LAW_POLACH, TL_SLIP_LAW_POLACH,
  };
  if (k >= TLV_LAW_N)
    return FALSE;
  c->law.kind = kinds[k];
  c->from_lab = k == TLV_LAW_LAB;
  if (k == TLV_LAW_POLACH_DRY || k == TLV_LAW_POLACH_WET) {
    const TlPolachParams s = k == TLV_LAW_POLACH_DRY ? tl_polach_params_dry()
                                                     : tl_polach_params_wet();
    c->law.polach_mu0 = s.mu0;
    c->law.polach_a = s.a;
    c->law.polach_b = s.b;
    c->polach_ka = s.k_a;
    c->polach_ks = s.k_s;
  }
  return TRUE;
}

/* The chooser or the root rule changed: apply the law they now name. */
static void
on_selected(GtkDropDown *dd, GParamSpec *pspec, Panel *p)
{
  (void)pspec;
  if (p->syncing)
    return;
  TlContactFriction c = *tlv_document_get_contact_friction(p->doc);
  const guint k = gtk_drop_down_get_selected(dd);
  if (dd == p->rule)
    c.law.rule = (TlSlipRootRule)k;
  else if (!choose_law(&c, (TlvLawChoice)k))
    return;
  apply(p, &c);
}

static GtkDropDown *
dropdown(const char *const *items, const char *name, const char *tooltip)
{
  GtkStringList *list = gtk_string_list_new(NULL); /* the items as N_() marks: translate here */
  for (int i = 0; items[i]; i++)
    gtk_string_list_append(list, _(items[i]));
  GtkDropDown *dd = GTK_DROP_DOWN(gtk_drop_down_new(G_LIST_MODEL(list), NULL));
  gtk_widget_set_tooltip_text(GTK_WIDGET(dd), tooltip);
  gtk_accessible_update_property(GTK_ACCESSIBLE(dd), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return dd;
}

GtkWidget *
tlv_contact_law_new(TlvDocument *doc, gboolean with_speed)
{
  Panel *p = g_new0(Panel, 1);
  p->doc = doc;
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  g_object_set_data_full(G_OBJECT(box), PANEL_KEY, p, g_free);
  static const char *const laws[] = { N_("Coulomb (μ of the case)"),
                                      N_("Exponential falling"),
                                      N_("Rational falling"),
                                      N_("Linear falling"),
                                      N_("Stribeck from the Friction laws page"),
                                      N_("Polach, dry rail"),
                                      N_("Polach, wet rail"),
                                      NULL };
  p->chooser = dropdown(laws, _("Friction law in the contact"),
                        _("Friction inside the contact as a function of the local slip speed σ: "
                        "constant (Coulomb), falling from μs to μk, the law set up on the "
                        "Friction laws page, or Polach's law for dry or wet rail"));
  gtk_box_append(GTK_BOX(box), GTK_WIDGET(p->chooser));
  p->message = gtk_label_new(NULL);
  gtk_label_set_wrap(GTK_LABEL(p->message), TRUE);
  gtk_label_set_xalign(GTK_LABEL(p->message), 0.0f);
  gtk_widget_add_css_class(p->message, "error");
  gtk_widget_set_visible(p->message, FALSE);
  gtk_box_append(GTK_BOX(box), p->message);
  for (int i = 0; i < L_N; i++) {
    p->rows[i] = GTK_WIDGET(tlv_field_row_new(doc, &law_fields[i]));
    gtk_box_append(GTK_BOX(box), p->rows[i]);
  }
  static const char *const rules[] = { N_("Slip branch: follow the particle (cont)"),
                                       N_("Slip branch: lowest slip (low)"),
                                       N_("Slip branch: highest slip (high)"), NULL };
  p->rule = dropdown(rules, _("Slip branch rule"),
                     _("When a steep falling law lets a cell stick or slip at several speeds: "
                     "keep the state nearest the cell upstream (static/kinetic hysteresis), "
                     "the lowest or the highest slip speed"));
  p->rule_box = GTK_WIDGET(p->rule);
  gtk_box_append(GTK_BOX(box), p->rule_box);
  /* the slip speed is V × the local relative slip: V belongs with the law */
  if (with_speed)
    gtk_box_append(GTK_BOX(box), GTK_WIDGET(tlv_contact_row_new(doc, TLV_FIELD_SPEED)));
  sync_from_document(p);
  g_signal_connect(p->chooser, "notify::selected", G_CALLBACK(on_selected), p);
  g_signal_connect(p->rule, "notify::selected", G_CALLBACK(on_selected), p);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), box, 0);
  return box;
}

GtkDropDown *
tlv_contact_law_get_chooser(GtkWidget *panel)
{
  Panel *p = g_object_get_data(G_OBJECT(panel), PANEL_KEY);
  return p ? p->chooser : NULL;
}
