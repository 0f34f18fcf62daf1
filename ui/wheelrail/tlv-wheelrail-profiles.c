/* tlv-wheelrail-profiles.c — the Wheel on rail page's profiles: the ones the
 * document names (a built-in name or a file) opened and applied when the
 * document changes, a wheel or rail profile file loaded from the chooser or
 * the built-in pair taken again, and the names written back to the
 * document. A profile that cannot be used leaves the page as it was and
 * says why. */
#include "tlv-i18n.h"
#include "wheelrail-page-private.h"

#include <string.h>

#include "tlv-document.h"
#include "tlv-file-chooser.h"
#include "tlv-worker.h"

/* The document names these profiles (a built-in name or the file). */
static void
profiles_to_document(TlvWheelrailPage *self)
{
  if (self->worn)
    return; /* the document keeps naming the new profiles the worn ones came from */
  TlPresetWheelrail w = *tlv_document_get_wheelrail(self->doc);
  g_strlcpy(w.wheel, tl_profile_name(self->study.wheel), sizeof w.wheel);
  g_strlcpy(w.rail, tl_profile_name(self->study.rail), sizeof w.rail);
  TlError err;
  if (!tlv_document_set_wheelrail(self->doc, &w, &err))
    tlv_wheelrail_show_refusal(self, "", &err);
}

/* Use new profiles (either may be NULL: keep that one) if the wheelset can be
 * built with them; else say why and keep everything as it was. */
static void
apply_profiles(TlvWheelrailPage *self, TlProfile *wheel, TlProfile *rail)
{
  TlError err;
  if (tl_study_wheelrail_set_profiles(&self->study, &self->spec.track, wheel, rail, &err) !=
      TL_OK) {
    tlv_wheelrail_show_refusal(self, "", &err);
    tl_profile_free(wheel);
    tl_profile_free(rail);
    return;
  }
  char *wn = g_path_get_basename(tl_profile_name(self->study.wheel));
  char *rn = g_path_get_basename(tl_profile_name(self->study.rail));
  char *names = g_strdup_printf(_("Profiles: %s wheels on %s rails"), wn, rn);
  g_free(wn);
  g_free(rn);
  gtk_label_set_text(GTK_LABEL(self->profiles_label), names);
  g_free(names);
  self->table_due = TRUE;
  /* a table in flight is for the old profiles but the same wheelset, so it
   * would be adopted if it arrived before the next one was submitted */
  tlv_worker_cancel(self->worker);
  profiles_to_document(self);
  tlv_wheelrail_schedule(self);
}

/* A profile the document names: its built-in name or a file read now. */
static TlProfile *
document_profile(TlvWheelrailPage *self, const char *name, TlProfileKind kind)
{
  const char *builtin = kind == TL_PROFILE_WHEEL ? "S1002" : "60E1";
  const TlProfile *now = kind == TL_PROFILE_WHEEL ? self->study.wheel : self->study.rail;
  if (now ? strcmp(tl_profile_name(now), name) == 0 : g_ascii_strcasecmp(name, builtin) == 0)
    return NULL; /* the one shown */
  if (self->worn &&
      strcmp(name, kind == TL_PROFILE_WHEEL ? self->new_wheel : self->new_rail) == 0)
    return NULL; /* worn from the one named: the worn one stays until "Back to new profiles" */
  TlProfile *p = NULL;
  TlError err;
  if (tl_profile_open(name, kind, NULL, &p, &err) != TL_OK) {
    tlv_wheelrail_show_refusal(self, kind == TL_PROFILE_WHEEL ? _("wheel profile: ") : _("rail profile: "), &err);
    self->refused = TRUE;
    return NULL;
  }
  return p;
}

/* The profiles the document names, opened and applied unless they are the
 * ones shown (or the new ones the shown worn ones came from). */
void
tlv_wheelrail_profiles_from_document(TlvWheelrailPage *self)
{
  self->refused = FALSE;
  const TlPresetWheelrail *w = tlv_document_get_wheelrail(self->doc);
  TlProfile *wheel = document_profile(self, w->wheel, TL_PROFILE_WHEEL);
  TlProfile *rail = document_profile(self, w->rail, TL_PROFILE_RAIL);
  if (wheel || rail)
    apply_profiles(self, wheel, rail);
}

static void
profile_chosen(GtkWidget *owner, const char *path, int tag)
{
  TlvWheelrailPage *self = TLV_WHEELRAIL_PAGE(owner);
  const TlProfileKind kind = (TlProfileKind)tag; /* the kind asked for */
  if (!path)
    return;
  TlProfile *p = NULL;
  TlError err;
  if (tl_profile_load(path, kind, NULL, &p, &err) != TL_OK) {
    tlv_wheelrail_show_refusal(self, "", &err);
    return;
  }
  tlv_wheelrail_wear_restore(self); /* new profiles replace the worn ones */
  if (kind == TL_PROFILE_WHEEL)
    apply_profiles(self, p, NULL);
  else
    apply_profiles(self, NULL, p);
}

static void
on_profile_button(GtkButton *button, TlvWheelrailPage *self)
{
  if (GTK_WIDGET(button) == self->builtin) {
    TlProfile *w = NULL, *r = NULL;
    if (tl_profile_s1002(&w, NULL) == TL_OK && tl_profile_60e1(&r, NULL) == TL_OK) {
      tlv_wheelrail_wear_restore(self);
      apply_profiles(self, w, r);
    } else {
      tl_profile_free(w);
      tl_profile_free(r);
    }
    return;
  }
  const gboolean wheel = GTK_WIDGET(button) == self->wheel_file;
  const TlvFileChoice choice = { .title = wheel ? _("Load a wheel profile")
                                               : _("Load a rail profile"),
                                 .action = GTK_FILE_CHOOSER_ACTION_OPEN,
                                 .accept_label = _("_Load"),
                                 .tag = wheel ? TL_PROFILE_WHEEL : TL_PROFILE_RAIL };
  tlv_choose_file(GTK_WIDGET(self), &choice, profile_chosen);
}

/* The buttons that load a profile file and take the built-in pair again. */
void
tlv_wheelrail_profiles_bind(TlvWheelrailPage *self)
{
  g_signal_connect(self->wheel_file, "clicked", G_CALLBACK(on_profile_button), self);
  g_signal_connect(self->rail_file, "clicked", G_CALLBACK(on_profile_button), self);
  g_signal_connect(self->builtin, "clicked", G_CALLBACK(on_profile_button), self);
}
