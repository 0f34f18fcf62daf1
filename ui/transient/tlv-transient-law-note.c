/* tlv-transient-law-note.c — the brush model's stability note on the
 * transient page (tlv-transient-law-note.h). */
#include "tlv-transient-law-note.h"

#include <math.h>

#include "tlv-i18n.h"

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
  note->law_n = tl_study_transient_law_n(p, law);
}

/* The brush reports κ_t|μ′(0)| = N/C; N of the grid may be larger before it
 * has stepped. */
void
tlv_transient_law_note_update(TlvTransientLawNote *note, const TlvTransientRun *run)
{
  const TlStudyTransientRun *fig = tl_study_transient_stepped(&run->study);
  double n_max;
  if (!run->study.valid || !tl_study_transient_brush_law_n(fig, &n_max)) {
    gtk_widget_set_visible(note->label, FALSE);
    return;
  }
  const double c = fig->spec.courant, n = fmax(n_max * c, note->law_n);
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
