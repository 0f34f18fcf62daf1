/* tlv-resource-menu.h — a menu of the files shipped in a resource folder
 * (presets, lessons), in file-name order, labelled by their titles. */
#ifndef TLV_RESOURCE_MENU_H
#define TLV_RESOURCE_MENU_H

#include <gio/gio.h>

G_BEGIN_DECLS

/* The title of the shipped file `name` (newly allocated), or NULL to leave
 * it out (a broken shipped file is caught by the tests, not shown). */
typedef char *(*TlvResourceTitle)(const char *name);

/* One item per file of `folder`, activating `action` with the file name as
 * its string target; '_' in a title is shown as written, not as a mnemonic. */
GMenuModel *tlv_resource_menu(const char *folder, const char *action, TlvResourceTitle title);

G_END_DECLS

#endif /* TLV_RESOURCE_MENU_H */
