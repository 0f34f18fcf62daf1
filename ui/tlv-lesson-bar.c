/* tlv-lesson-bar.c — the lesson bar (see the header). */
#include "tlv-lesson-bar.h"

#include "tlv-resource-menu.h"
#include "tlv-i18n.h"

#include <string.h>

#include "tlv-plot.h"

#define LESSON_RESOURCES "/org/tribolab/TriboLab/lessons"
#define PRESET_RESOURCES "/org/tribolab/TriboLab/presets"

struct _TlvLessonBar {
  GtkBox parent_instance;
  TlvDocument *doc;
  GtkStack *stack;
  TlLesson *lesson;
  int step;
  char *text; /* the step's expanded text */

  GtkWidget *title, *counter, *back, *next;
  GtkWidget *body;     /* the step text */
  GtkWidget *previous; /* the last step's answer, on this step */
  GtkWidget *question, *reveal, *answer;
  GtkWidget *error;    /* "Not applied: …" */
  GtkWidget *scroll, *texts;
  int width;        /* the bar's content width, from its probe */
  guint fit_source; /* a fit after an allocation, at idle */
};

G_DEFINE_FINAL_TYPE(TlvLessonBar, tlv_lesson_bar, GTK_TYPE_BOX)

static guint closed_signal;

/* ---- finding lessons and presets in the resource bundle ------------------ */

static TlStatus
shipped_preset(const char *name, TlPreset *out, void *data, TlError *err)
{
  (void)data;
  char *path = g_strdup_printf(PRESET_RESOURCES "/%s.ini", name);
  GBytes *bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_free(path);
  if (!bytes)
    return tl_error_set(err, TL_EIO, "no shipped preset '%.60s'", name);
  gsize len;
  const char *text = g_bytes_get_data(bytes, &len);
  const TlStatus s = tl_preset_load_data(text, len, name, out, NULL, NULL, err);
  g_bytes_unref(bytes);
  return s;
}

static GBytes *
shipped_lesson(const char *name)
{
  const char *ext = g_str_has_suffix(name, ".ini") ? "" : ".ini";
  if (strchr(name, '/'))
    return NULL;
  char *path = g_strdup_printf(LESSON_RESOURCES "/%s%s", name, ext);
  GBytes *bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_free(path);
  return bytes;
}

TlLesson *
tlv_lesson_open(const char *name_or_path, TlError *err)
{
  GBytes *bytes = shipped_lesson(name_or_path);
  if (!bytes)
    return tl_lesson_load_file(name_or_path, shipped_preset, NULL, err);
  gsize len;
  const char *text = g_bytes_get_data(bytes, &len);
  TlLesson *l = tl_lesson_load_data(text, len, name_or_path, shipped_preset, NULL, err);
  g_bytes_unref(bytes);
  return l;
}

static char *
lesson_title(const char *name)
{
  TlLesson *l = tlv_lesson_open(name, NULL);
  if (!l)
    return NULL;
  char *title = g_strdup(tl_lesson_title(l));
  tl_lesson_free(l);
  return title;
}

GMenuModel *
tlv_lesson_menu(void)
{
  return tlv_resource_menu(LESSON_RESOURCES, "win.lesson", lesson_title);
}

/* ---- highlighting --------------------------------------------------------- */

static void
collect_plots(GtkWidget *widget, GPtrArray *plots)
{
  if (TLV_IS_PLOT(widget)) {
    g_ptr_array_add(plots, widget);
    return;
  }
  for (GtkWidget *c = gtk_widget_get_first_child(widget); c; c = gtk_widget_get_next_sibling(c))
    collect_plots(c, plots);
}

/* Outline the step's plot (by export name) on the visible page; clear every
 * other plot's outline.  step NULL: clear all. */
static void
highlight(TlvLessonBar *self, const TlLessonStep *step)
{
  GPtrArray *plots = g_ptr_array_new();
  collect_plots(GTK_WIDGET(self->stack), plots);
  GtkWidget *page = gtk_stack_get_visible_child(self->stack);
  for (guint i = 0; i < plots->len; i++) {
    TlvPlot *plot = plots->pdata[i];
    const char *name = tlv_plot_get_export_name(plot);
    const gboolean on = step && step->plot[0] && page && name && strcmp(name, step->plot) == 0 &&
                        gtk_widget_is_ancestor(GTK_WIDGET(plot), page);
    tlv_plot_set_highlight(plot, on ? step->region : NULL);
    if (on && step->has_axes) /* the same axes on every step that compares sizes */
      tlv_plot_set_axes(plot, 0, step->axes);
  }
  g_ptr_array_unref(plots);
}

/* The lesson is over: the plots whose axes a step fixed get their own back. */
static void
free_axes(TlvLessonBar *self)
{
  GPtrArray *plots = g_ptr_array_new();
  collect_plots(GTK_WIDGET(self->stack), plots);
  for (guint i = 0; i < plots->len; i++) {
    const char *name = tlv_plot_get_export_name(plots->pdata[i]);
    for (int k = 0; name && k < tl_lesson_n_steps(self->lesson); k++) {
      const TlLessonStep *st = tl_lesson_step(self->lesson, k);
      if (st->has_axes && strcmp(st->plot, name) == 0) {
        tlv_plot_reset_view(plots->pdata[i]);
        break;
      }
    }
  }
  g_ptr_array_unref(plots);
}

/* ---- steps ---------------------------------------------------------------- */

/* A step's question or answer with its numbers, or a short note when a
 * number cannot be computed (the text says which). */
static char *
expand(TlvLessonBar *self, int k, const char *markup)
{
  TlError err;
  char *text = tl_lesson_expand(self->lesson, k, markup, &err);
  if (text)
    return text;
  char *escaped = g_markup_escape_text(err.message, -1);
  text = g_strdup_printf(_("<i>(a number here could not be computed: %s)</i>"), escaped);
  g_free(escaped);
  return text;
}

/* The texts take the height they need at the bar's width, up to 150 px or
 * a sixth of the window (the plots keep their room on a small screen);
 * beyond it they scroll.  (A scrolled window that propagates its child's
 * height measures it without a width, which for wrapped labels is the
 * height of their narrowest layout.) */
#define TEXT_MAX_HEIGHT 150

static void
fit_texts(TlvLessonBar *self)
{
  if (self->width <= 0)
    return;
  int natural;
  gtk_widget_measure(self->texts, GTK_ORIENTATION_VERTICAL, self->width, NULL, &natural, NULL,
                     NULL);
  GtkWidget *root = GTK_WIDGET(gtk_widget_get_root(GTK_WIDGET(self)));
  const int window_h = root ? gtk_widget_get_height(root) : 0;
  const int cap = window_h > 0 ? MIN(TEXT_MAX_HEIGHT, window_h / 6) : TEXT_MAX_HEIGHT;
  const int want = MIN(natural, cap);
  if (want != gtk_scrolled_window_get_min_content_height(GTK_SCROLLED_WINDOW(self->scroll)))
    gtk_scrolled_window_set_min_content_height(GTK_SCROLLED_WINDOW(self->scroll), want);
}

static gboolean
fit_idle(gpointer data)
{
  TlvLessonBar *self = data;
  self->fit_source = 0;
  fit_texts(self);
  return G_SOURCE_REMOVE;
}

/* A zero-height strip across the bar reports its width when it changes; the
 * new height is set after the allocation, not inside it. */
static void
on_probe_resize(GtkDrawingArea *probe, int width, int height, TlvLessonBar *self)
{
  (void)probe;
  (void)height;
  self->width = width;
  if (!self->fit_source)
    self->fit_source = g_idle_add(fit_idle, self);
}

static void
show_error(TlvLessonBar *self, const char *message)
{
  gtk_label_set_text(GTK_LABEL(self->error), message ? message : "");
  gtk_widget_set_visible(self->error, message != NULL);
}

static void
show_texts(TlvLessonBar *self, int k)
{
  const TlLessonStep *st = tl_lesson_step(self->lesson, k);
  g_free(self->text);
  self->text = expand(self, k, st->text);
  gtk_label_set_markup(GTK_LABEL(self->body), self->text);

  const TlLessonStep *prev = k > 0 ? tl_lesson_step(self->lesson, k - 1) : NULL;
  const gboolean had_answer = prev && prev->answer[0];
  if (had_answer) {
    char *answer = expand(self, k - 1, prev->answer);
    char *line = g_strdup_printf(_("<b>Answer:</b> %s"), answer);
    gtk_label_set_markup(GTK_LABEL(self->previous), line);
    g_free(line);
    g_free(answer);
  }
  gtk_widget_set_visible(self->previous, had_answer);

  const gboolean asks = st->question[0] != '\0';
  if (asks) {
    char *question = expand(self, k, st->question);
    char *line = g_strdup_printf(_("<b>Predict first:</b> %s"), question);
    gtk_label_set_markup(GTK_LABEL(self->question), line);
    g_free(line);
    g_free(question);
  }
  gtk_widget_set_visible(self->question, asks);
  gtk_widget_set_visible(self->reveal, asks && st->answer[0]);
  gtk_widget_set_visible(self->answer, FALSE);
  fit_texts(self);
}

gboolean
tlv_lesson_bar_go(TlvLessonBar *self, int k)
{
  if (!self->lesson)
    return FALSE;
  const int n = tl_lesson_n_steps(self->lesson);
  k = CLAMP(k, 0, n - 1);
  TlError err;
  if (!tlv_document_apply_preset(self->doc, tl_lesson_state(self->lesson, k), &err)) {
    /* the core checked every step when the lesson was read; a document
     * that refuses one keeps its parameters and the bar says why */
    char *msg = g_strdup_printf(_("Not applied: %s"), err.message);
    show_error(self, msg);
    g_free(msg);
    return FALSE;
  }
  show_error(self, NULL);
  self->step = k;
  const TlLessonStep *st = tl_lesson_step(self->lesson, k);
  if (st->view[0] && gtk_stack_get_child_by_name(self->stack, st->view))
    gtk_stack_set_visible_child_name(self->stack, st->view);
  char *counter = g_strdup_printf(_("Step %d of %d"), k + 1, n);
  gtk_label_set_text(GTK_LABEL(self->counter), counter);
  g_free(counter);
  gtk_widget_set_sensitive(self->back, k > 0);
  gtk_widget_set_sensitive(self->next, k + 1 < n);
  show_texts(self, k);
  highlight(self, st);
  return TRUE;
}

gboolean
tlv_lesson_bar_next(TlvLessonBar *self)
{
  return self->lesson && self->step + 1 < tl_lesson_n_steps(self->lesson) &&
         tlv_lesson_bar_go(self, self->step + 1);
}

gboolean
tlv_lesson_bar_back(TlvLessonBar *self)
{
  return self->lesson && self->step > 0 && tlv_lesson_bar_go(self, self->step - 1);
}

void
tlv_lesson_bar_start(TlvLessonBar *self, TlLesson *lesson)
{
  if (self->lesson)
    free_axes(self);
  tl_lesson_free(self->lesson);
  self->lesson = lesson;
  self->step = 0;
  gtk_label_set_text(GTK_LABEL(self->title), tl_lesson_title(lesson));
  gtk_widget_set_tooltip_markup(self->title, tl_lesson_summary(lesson));
  gtk_widget_set_visible(GTK_WIDGET(self), TRUE);
  tlv_lesson_bar_go(self, 0);
}

void
tlv_lesson_bar_close(TlvLessonBar *self)
{
  if (!self->lesson)
    return;
  highlight(self, NULL);
  free_axes(self);
  g_clear_pointer(&self->lesson, tl_lesson_free);
  gtk_widget_set_visible(GTK_WIDGET(self), FALSE);
  g_signal_emit(self, closed_signal, 0);
}

gboolean
tlv_lesson_bar_is_running(TlvLessonBar *self)
{
  return self->lesson != NULL;
}

int
tlv_lesson_bar_get_step(TlvLessonBar *self)
{
  return self->step;
}

const char *
tlv_lesson_bar_get_text(TlvLessonBar *self)
{
  return self->text ? self->text : "";
}

/* ---- the widget ------------------------------------------------------------ */

static void
on_back(GtkButton *b, TlvLessonBar *self)
{
  (void)b;
  tlv_lesson_bar_back(self);
}

static void
on_next(GtkButton *b, TlvLessonBar *self)
{
  (void)b;
  tlv_lesson_bar_next(self);
}

static void
on_close(GtkButton *b, TlvLessonBar *self)
{
  (void)b;
  tlv_lesson_bar_close(self);
}

void
tlv_lesson_bar_reveal(TlvLessonBar *self)
{
  if (!self->lesson || !tl_lesson_step(self->lesson, self->step)->answer[0])
    return;
  const TlLessonStep *st = tl_lesson_step(self->lesson, self->step);
  char *answer = expand(self, self->step, st->answer);
  char *line = g_strdup_printf(_("<b>Answer:</b> %s"), answer);
  gtk_label_set_markup(GTK_LABEL(self->answer), line);
  g_free(line);
  g_free(answer);
  gtk_widget_set_visible(self->answer, TRUE);
  gtk_widget_set_visible(self->reveal, FALSE);
  fit_texts(self);
}

const char *
tlv_lesson_bar_get_answer(TlvLessonBar *self)
{
  if (gtk_widget_get_visible(self->answer))
    return gtk_label_get_label(GTK_LABEL(self->answer));
  if (gtk_widget_get_visible(self->previous))
    return gtk_label_get_label(GTK_LABEL(self->previous));
  return NULL;
}

static void
on_reveal(GtkButton *b, TlvLessonBar *self)
{
  (void)b;
  tlv_lesson_bar_reveal(self);
}

static GtkWidget *
text_label(const char *css_class)
{
  GtkWidget *l = gtk_label_new(NULL);
  gtk_label_set_wrap(GTK_LABEL(l), TRUE);
  gtk_label_set_wrap_mode(GTK_LABEL(l), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign(GTK_LABEL(l), 0.0f);
  gtk_label_set_selectable(GTK_LABEL(l), TRUE);
  /* a long word must not widen the window: the label wraps to what it gets */
  gtk_label_set_width_chars(GTK_LABEL(l), 20);
  gtk_label_set_max_width_chars(GTK_LABEL(l), 20);
  gtk_widget_set_hexpand(l, TRUE);
  if (css_class)
    gtk_widget_add_css_class(l, css_class);
  return l;
}

static GtkWidget *
bar_button(TlvLessonBar *self, const char *label, const char *tooltip, GCallback cb)
{
  GtkWidget *b = gtk_button_new_with_mnemonic(label);
  gtk_widget_set_tooltip_text(b, tooltip);
  gtk_widget_set_valign(b, GTK_ALIGN_CENTER);
  g_signal_connect(b, "clicked", cb, self);
  return b;
}

static void
build(TlvLessonBar *self)
{
  GtkBox *box = GTK_BOX(self);
  gtk_orientable_set_orientation(GTK_ORIENTABLE(self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing(box, 4);
  gtk_widget_add_css_class(GTK_WIDGET(self), "preset-info");
  gtk_widget_add_css_class(GTK_WIDGET(self), "lesson-bar");

  GtkWidget *head = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  self->title = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(self->title), 0.0f);
  gtk_label_set_ellipsize(GTK_LABEL(self->title), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand(self->title, TRUE);
  gtk_widget_add_css_class(self->title, "heading");
  self->counter = gtk_label_new(NULL);
  gtk_widget_add_css_class(self->counter, "dim-label");
  self->back = bar_button(self, _("_Back"), _("The previous step (Alt+Left or Page Up)"),
                          G_CALLBACK(on_back));
  self->next = bar_button(self, _("_Next"), _("The next step (Alt+Right or Page Down)"),
                          G_CALLBACK(on_next));
  gtk_widget_add_css_class(self->next, "suggested-action");
  GtkWidget *close = gtk_button_new_from_icon_name("window-close-symbolic");
  gtk_widget_set_tooltip_text(close, _("Close the lesson (Escape)"));
  gtk_widget_set_valign(close, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class(close, "flat");
  gtk_accessible_update_property(GTK_ACCESSIBLE(close), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Close the lesson"), -1);
  g_signal_connect(close, "clicked", G_CALLBACK(on_close), self);
  gtk_box_append(GTK_BOX(head), self->title);
  gtk_box_append(GTK_BOX(head), self->counter);
  gtk_box_append(GTK_BOX(head), self->back);
  gtk_box_append(GTK_BOX(head), self->next);
  gtk_box_append(GTK_BOX(head), close);
  gtk_box_append(box, head);

  /* the texts scroll when long: the plots keep their room on a small screen */
  GtkWidget *texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
  self->previous = text_label("dim-label");
  self->body = text_label(NULL);
  self->error = text_label("error");
  GtkWidget *ask = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  self->question = text_label(NULL);
  self->reveal = bar_button(self, _("_Reveal"), _("Show the answer"), G_CALLBACK(on_reveal));
  gtk_widget_set_valign(self->reveal, GTK_ALIGN_START);
  gtk_box_append(GTK_BOX(ask), self->question);
  gtk_box_append(GTK_BOX(ask), self->reveal);
  self->answer = text_label(NULL);
  gtk_box_append(GTK_BOX(texts), self->previous);
  gtk_box_append(GTK_BOX(texts), self->body);
  gtk_box_append(GTK_BOX(texts), ask);
  gtk_box_append(GTK_BOX(texts), self->answer);
  gtk_box_append(GTK_BOX(texts), self->error);
  self->texts = texts;
  self->scroll = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(self->scroll), GTK_POLICY_NEVER,
                                 GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(self->scroll), texts);
  gtk_box_append(box, self->scroll);
  GtkWidget *probe = gtk_drawing_area_new();
  gtk_widget_set_hexpand(probe, TRUE);
  g_signal_connect(probe, "resize", G_CALLBACK(on_probe_resize), self);
  gtk_box_append(box, probe);
  gtk_widget_set_visible(self->error, FALSE);
  gtk_widget_set_visible(self->answer, FALSE);
}

static void
tlv_lesson_bar_dispose(GObject *object)
{
  TlvLessonBar *self = TLV_LESSON_BAR(object);
  g_clear_pointer(&self->lesson, tl_lesson_free);
  g_clear_pointer(&self->text, g_free);
  g_clear_handle_id(&self->fit_source, g_source_remove);
  g_clear_object(&self->doc);
  G_OBJECT_CLASS(tlv_lesson_bar_parent_class)->dispose(object);
}

static void
tlv_lesson_bar_class_init(TlvLessonBarClass *klass)
{
  G_OBJECT_CLASS(klass)->dispose = tlv_lesson_bar_dispose;
  closed_signal = g_signal_new("closed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL,
                               NULL, NULL, G_TYPE_NONE, 0);
}

static void
tlv_lesson_bar_init(TlvLessonBar *self)
{
  build(self);
  gtk_widget_set_visible(GTK_WIDGET(self), FALSE);
}

TlvLessonBar *
tlv_lesson_bar_new(TlvDocument *doc, GtkStack *stack)
{
  TlvLessonBar *self = g_object_new(TLV_TYPE_LESSON_BAR, NULL);
  self->doc = g_object_ref(doc);
  self->stack = stack; /* the window's, which outlives the bar inside it */
  return self;
}
