/* tlv-resource-menu.c — see tlv-resource-menu.h. */
#include "tlv-resource-menu.h"

static int
compare_names(gconstpointer a, gconstpointer b, gpointer data)
{
  (void)data;
  return g_strcmp0(*(char *const *)a, *(char *const *)b);
}

GMenuModel *
tlv_resource_menu(const char *folder, const char *action, TlvResourceTitle title)
{
  GMenu *menu = g_menu_new();
  char **names = g_resources_enumerate_children(folder, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (!names)
    return G_MENU_MODEL(menu);
  g_qsort_with_data(names, (gint)g_strv_length(names), sizeof(char *), compare_names, NULL);
  for (char **n = names; *n; n++) {
    char *text = title(*n);
    if (!text)
      continue;
    /* menu labels take '_' as a mnemonic mark: F_N must read F_N */
    char **parts = g_strsplit(text, "_", -1);
    char *label = g_strjoinv("__", parts);
    g_strfreev(parts);
    g_free(text);
    GMenuItem *item = g_menu_item_new(label, NULL);
    g_free(label);
    g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(*n));
    g_menu_append_item(menu, item);
    g_object_unref(item);
  }
  g_strfreev(names);
  return G_MENU_MODEL(menu);
}
