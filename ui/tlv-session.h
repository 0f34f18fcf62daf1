/* tlv-session.h — the last session's parameters, restored at start and saved
 * (atomically, in the preset format) a moment after every accepted change,
 * so a crash loses at most that moment. */
#ifndef TLV_SESSION_H
#define TLV_SESSION_H

#include "tlv-document.h"

G_BEGIN_DECLS

/* $XDG_CONFIG_HOME/tribolab/session.ini (g_free it). */
char *tlv_session_default_path(void);

/* Load path into doc.  A missing file is not an error (FALSE, err->status
 * TL_OK); one that cannot be read or applied (corrupt, binary, a FIFO, a
 * link to a device) leaves doc as it is, is renamed PATH.corrupt and err
 * says so in one line that quotes nothing of the file.  A creep-force table
 * the session names but that cannot be read any more is left out: the rest
 * is restored (TRUE) and err says why the table is not. */
gboolean tlv_session_restore(TlvDocument *doc, const char *path, TlError *err);

/* Save doc to path delay_ms after each change (one pending save at a time);
 * the binding ends when doc is finalized (saving a change still pending).
 * Temporaries left beside path by an interrupted save are removed first. */
void tlv_session_autosave(TlvDocument *doc, const char *path, guint delay_ms);

G_END_DECLS

#endif /* TLV_SESSION_H */
