/* tlv-application.h — the GtkApplication: actions, shortcuts, style, windows. */
#ifndef TLV_APPLICATION_H
#define TLV_APPLICATION_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TLV_APPLICATION_ID "org.tribolab.TriboLab"

#define TLV_TYPE_APPLICATION (tlv_application_get_type())
G_DECLARE_FINAL_TYPE(TlvApplication, tlv_application, TLV, APPLICATION, GtkApplication)

TlvApplication *tlv_application_new(void);

/* Register the compiled-in resources (ui templates, CSS, icon); idempotent. */
void tlv_resources_register(void);

G_END_DECLS

#endif /* TLV_APPLICATION_H */
