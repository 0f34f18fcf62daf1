/* tlv-file-chooser.h — ask for a file to open or save, without tying the
 * answer to the asker's lifetime: the chooser is not modal, so the widget that
 * asked may be gone by the time the user answers. */
#ifndef TLV_FILE_CHOOSER_H
#define TLV_FILE_CHOOSER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  const char *title;
  GtkFileChooserAction action; /* OPEN or SAVE */
  const char *accept_label;    /* e.g. "_Save" */
  const char *filter_name;     /* e.g. "CSV tables (*.csv)"; NULL: every file */
  const char *filter_pattern;  /* e.g. "*.csv" */
  const char *current_name;    /* the file name proposed when saving; NULL: none */
  int tag;                     /* handed back: which of the owner's questions this answers */
} TlvFileChoice;

/* Called once the user accepts, if `owner` still exists, with the choice's
 * tag; path is NULL when the chosen file is not a local one. */
typedef void (*TlvFileChosenFunc)(GtkWidget *owner, const char *path, int tag);

/* Show a chooser over owner's window. */
void tlv_choose_file(GtkWidget *owner, const TlvFileChoice *choice, TlvFileChosenFunc chosen);

G_END_DECLS

#endif /* TLV_FILE_CHOOSER_H */
