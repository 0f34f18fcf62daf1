/* tlv-friction-law.c — the law drop-down and formula. */
#include "tlv-i18n.h"
#include "tlv-friction-law.h"

#define MAX_ENTRIES 32
#define CUSTOM_LABEL _("custom combination")

typedef struct {
  unsigned terms;
  char label[96];
} Entry;

/* The core's named laws grouped by their terms; returns the count. */
static guint
entries(Entry *out)
{
  size_t n;
  const TlFrictionLawInfo *laws = tl_friction_laws(&n);
  guint m = 0;
  for (size_t i = 0; i < n; i++) {
    guint k = 0;
    while (k < m && out[k].terms != laws[i].terms)
      k++;
    if (k < m) {
      g_strlcat(out[k].label, " · ", sizeof out[k].label);
      g_strlcat(out[k].label, laws[i].name, sizeof out[k].label);
    } else if (m < MAX_ENTRIES) {
      out[m].terms = laws[i].terms;
      g_strlcpy(out[m].label, laws[i].name, sizeof out[m].label);
      m++;
    }
  }
  return m;
}

GtkDropDown *
tlv_friction_law_dropdown_new(void)
{
  Entry e[MAX_ENTRIES];
  const guint n = entries(e);
  const char *labels[MAX_ENTRIES + 2];
  for (guint i = 0; i < n; i++)
    labels[i] = e[i].label;
  labels[n] = CUSTOM_LABEL;
  labels[n + 1] = NULL;
  GtkDropDown *dd = GTK_DROP_DOWN(gtk_drop_down_new_from_strings(labels));
  gtk_widget_set_tooltip_markup(GTK_WIDGET(dd),
                                _("The friction law: a named combination of terms (eq1 … eq11 "
                                "are the friction paper's numbered equations); tick terms below "
                                "for others"));
  gtk_accessible_update_property(GTK_ACCESSIBLE(dd), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Friction law"), -1);
  return dd;
}

void
tlv_friction_law_dropdown_select(GtkDropDown *dd, unsigned terms)
{
  Entry e[MAX_ENTRIES];
  const guint n = entries(e);
  guint k = 0;
  while (k < n && e[k].terms != terms)
    k++;
  if (gtk_drop_down_get_selected(dd) != k)
    gtk_drop_down_set_selected(dd, k); /* k == n: the custom entry */
}

gboolean
tlv_friction_law_dropdown_terms(GtkDropDown *dd, unsigned *terms)
{
  Entry e[MAX_ENTRIES];
  const guint n = entries(e);
  const guint k = gtk_drop_down_get_selected(dd);
  if (k >= n)
    return FALSE;
  *terms = e[k].terms;
  return TRUE;
}

char *
tlv_friction_law_title(unsigned terms)
{
  Entry e[MAX_ENTRIES];
  const guint n = entries(e);
  for (guint k = 0; k < n; k++)
    if (e[k].terms == terms)
      return g_strdup(e[k].label);
  char buf[160];
  tl_friction_terms_string(terms, buf, sizeof buf);
  return g_strdup_printf("custom: %s", buf); /* English: the friction view tests the prefix */
}

#define STRIBECK_EXP "e<sup>−(v/v<sub>s</sub>)²</sup>"

char *
tlv_friction_law_formula(unsigned terms)
{
  GString *s = g_string_new("F = ");
  static const struct {
    unsigned term;
    const char *markup;
  } sum[] = {
    { TL_FRICTION_COULOMB, "F<sub>c</sub> sgn v" },
    { TL_FRICTION_STRIBECK, "C " STRIBECK_EXP " sgn v" },
    { TL_FRICTION_DAHL, "F<sub>d</sub>" },
    { TL_FRICTION_LUGRE, "σ<sub>0</sub>z + σ<sub>1</sub>ż + σ<sub>2</sub>v" },
    { TL_FRICTION_VISCOUS, "μ<sub>v</sub> v" },
  };
  gboolean first = TRUE;
  for (size_t i = 0; i < G_N_ELEMENTS(sum); i++) {
    if (terms & sum[i].term) {
      g_string_append_printf(s, "%s%s", first ? "" : " + ", sum[i].markup);
      first = FALSE;
    }
  }
  if (first)
    g_string_append(s, "0");
  if (terms & TL_FRICTION_STRIBECK)
    g_string_append(s, "\nC = C<sub>1</sub> for v &gt; 0, C<sub>2</sub> for v &lt; 0");
  if (terms & TL_FRICTION_DAHL)
    g_string_append(s, "\ndF<sub>d</sub>/dx = σ |1 − (F<sub>d</sub>/F<sub>c</sub>) sgn v|"
                       "<sup>α</sup> sgn(1 − (F<sub>d</sub>/F<sub>c</sub>) sgn v)");
  if (terms & TL_FRICTION_LUGRE)
    g_string_append(s, "\nż = v − σ<sub>0</sub>|v| z/g(v),  g(v) = F<sub>c</sub> + "
                       "C " STRIBECK_EXP);
  if (terms & TL_FRICTION_STATIC)
    g_string_append(s, "\nAt rest: sticks while |F<sub>ex</sub>| ≤ F<sub>s</sub>; F<sub>s</sub> "
                       "is a breakaway threshold, not added to F");
  return g_string_free(s, FALSE);
}
