/* tlv-transient-law-note.c — the brush model's stability note on the
 * transient page (tlv-transient-law-note.h). */
#include "tlv-transient-law-note.h"

#include <math.h>

#include "tlv-i18n.h"
#include "tribo/fastsim.h"

GtkWidget *
tlv_transient_law_note_init(TlvTransientLawNote *note)
{
  note->law_n = 0.0;
  note->label = gtk_label_new(NULL);
  gtk_label_set_wrap(GTK_LABEL(note->label), TRUE);
  gtk_label_set_xalign(GTK_LABEL(note->label), 0.0f);
  gtk_label_set_max_width_chars(GTK_LABEL(note->label), 40);
  gtk_widget_add_css_class(note->label, "dim-label");
  gtk_widget_set_visible(note->label, FALSE);
  return note->label;
}

void
tlv_transient_law_note_set_law(TlvTransientLawNote *note, const TlContactParams *p,
                               const TlSlipFriction *law)
{
  /* N of the grid: one FASTSIM solve at the case's creepage */
  double f;
  note->law_n = 0.0;
  if (!tl_slip_friction_is_constant(law) &&
      tl_fastsim_law_curve(p, law, &p->cx, 1, &f, &note->law_n, NULL, NULL, NULL, NULL, NULL) !=
        TL_OK)
    note->law_n = 0.0;
}

/* The brush reports κ_t|μ′(0)| = N/C; N of the grid may be larger before it
 * has stepped. */
void
tlv_transient_law_note_update(TlvTransientLawNote *note, const TlvTransientRun *run)
{
  const TlrTransientFigure *fig = tlv_transient_run_stepped(run);
  const TlBrush *b = tlv_transient_run_is_valid(run) ? fig->brush : NULL;
  const TlSlipFriction *law = b ? tl_brush_friction(b) : NULL;
  if (!law || tl_slip_friction_is_constant(law)) {
    gtk_widget_set_visible(note->label, FALSE);
    return;
  }
  TlSlipStats st;
  tl_brush_slip_stats(b, &st);
  const double c = fig->spec.courant, n = fmax(st.n_max * c, note->law_n);
  const double limit = c / (2.0 - c);
  char *text;
  if (n >= limit)
    text = g_strdup_printf(_("⚠ Falling friction: N = %.3g is not below C/(2 − C) = %.3g at "
                           "Courant number C = %.3g: the brush step is unstable. Use C = 1, "
                           "friction memory or a coarser grid."), n, limit, c);
  else
    text = g_strdup_printf(_("Falling friction: N = %.3g < C/(2 − C) = %.3g at C = %.3g: the "
                           "brush step is stable."), n, limit, c);
  gtk_label_set_text(GTK_LABEL(note->label), text);
  gtk_widget_set_visible(note->label, TRUE);
  g_free(text);
}
