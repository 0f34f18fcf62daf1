/* tlv-file-chooser.c — a file chooser whose answer goes to its owner only
 * while the owner exists. */
#include "tlv-file-chooser.h"

typedef struct {
  GWeakRef owner;
  TlvFileChosenFunc chosen;
  int tag;
} Request;

static void
on_response(GtkNativeDialog *dialog, int response, gpointer data)
{
  Request *req = data;
  GtkWidget *owner = g_weak_ref_get(&req->owner);
  if (owner && response == GTK_RESPONSE_ACCEPT) {
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GFile *file = gtk_file_chooser_get_file(GTK_FILE_CHOOSER(dialog));
G_GNUC_END_IGNORE_DEPRECATIONS
    char *path = file ? g_file_get_path(file) : NULL;
    req->chosen(owner, path, req->tag);
    g_free(path);
    g_clear_object(&file);
  }
  g_clear_object(&owner);
  g_weak_ref_clear(&req->owner);
  g_free(req);
  g_object_unref(dialog);
}

void
tlv_choose_file(GtkWidget *owner, const TlvFileChoice *choice, TlvFileChosenFunc chosen)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new(
    choice->title, GTK_WINDOW(gtk_widget_get_root(owner)), choice->action, choice->accept_label,
    "_Cancel");
  if (choice->filter_name) {
    GtkFileFilter *filter = gtk_file_filter_new();
    gtk_file_filter_set_name(filter, choice->filter_name);
    gtk_file_filter_add_pattern(filter, choice->filter_pattern);
    gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(dialog), filter);
    g_object_unref(filter);
  }
  if (choice->current_name)
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(dialog), choice->current_name);
G_GNUC_END_IGNORE_DEPRECATIONS
  Request *req = g_new0(Request, 1);
  g_weak_ref_init(&req->owner, owner);
  req->chosen = chosen;
  req->tag = choice->tag;
  g_signal_connect(dialog, "response", G_CALLBACK(on_response), req);
  gtk_native_dialog_show(GTK_NATIVE_DIALOG(dialog));
}
