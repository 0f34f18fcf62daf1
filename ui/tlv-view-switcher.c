/* tlv-view-switcher.c — tabs when they fit, a drop-down when they do not.
 *
 * The widget asks for the drop-down's width as its minimum and the tabs'
 * as its natural width, so the header bar (and with it the window) may
 * shrink below the row of tabs; at allocation it shows the tabs when it got
 * their natural width and the drop-down otherwise, switching with
 * gtk_widget_set_child_visible() as GTK's own containers do during
 * allocation. */
#include "tlv-view-switcher.h"
#include "tlv-i18n.h"

struct _TlvViewSwitcher {
  GtkWidget parent_instance;
  GtkStack *stack; /* not owned */
  GtkWidget *tabs;
  GtkWidget *list;
  GtkStringList *titles;
  GPtrArray *names; /* page names in list order */
  gboolean compact;
  gboolean syncing;
};

G_DEFINE_FINAL_TYPE(TlvViewSwitcher, tlv_view_switcher, GTK_TYPE_WIDGET)

static void
tlv_view_switcher_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *min_baseline, int *nat_baseline)
{
  TlvViewSwitcher *self = TLV_VIEW_SWITCHER(widget);
  int tmin, tnat, lmin, lnat;
  gtk_widget_measure(self->tabs, orientation, -1, &tmin, &tnat, NULL, NULL);
  gtk_widget_measure(self->list, orientation, -1, &lmin, &lnat, NULL, NULL);
  (void)for_size;
  if (orientation == GTK_ORIENTATION_HORIZONTAL) {
    *minimum = lnat; /* the drop-down at its natural width: the current title readable */
    *natural = MAX(tnat, lnat);
  } else {
    *minimum = MAX(tmin, lmin);
    *natural = MAX(tnat, lnat);
  }
  *min_baseline = *nat_baseline = -1;
}

static void
tlv_view_switcher_size_allocate(GtkWidget *widget, int width, int height, int baseline)
{
  TlvViewSwitcher *self = TLV_VIEW_SWITCHER(widget);
  int tmin, tnat;
  gtk_widget_measure(self->tabs, GTK_ORIENTATION_HORIZONTAL, -1, &tmin, &tnat, NULL, NULL);
  self->compact = width < tnat;
  gtk_widget_set_child_visible(self->tabs, !self->compact);
  gtk_widget_set_child_visible(self->list, self->compact);
  GtkWidget *shown = self->compact ? self->list : self->tabs;
  int mnat;
  gtk_widget_measure(shown, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &mnat, NULL, NULL);
  const int w = MIN(width, mnat);
  GtkAllocation a = { (width - w) / 2, 0, w, height };
  gtk_widget_size_allocate(shown, &a, baseline);
}

/* The drop-down follows the stack… */
static void
on_stack_child(GtkStack *stack, GParamSpec *pspec, TlvViewSwitcher *self)
{
  (void)pspec;
  const char *name = gtk_stack_get_visible_child_name(stack);
  for (guint i = 0; name && i < self->names->len; i++)
    if (g_strcmp0(self->names->pdata[i], name) == 0 &&
        gtk_drop_down_get_selected(GTK_DROP_DOWN(self->list)) != i) {
      self->syncing = TRUE;
      gtk_drop_down_set_selected(GTK_DROP_DOWN(self->list), i);
      self->syncing = FALSE;
    }
}

/* …and the stack the drop-down. */
static void
on_list_selected(GtkDropDown *list, GParamSpec *pspec, TlvViewSwitcher *self)
{
  (void)pspec;
  const guint i = gtk_drop_down_get_selected(list);
  if (self->syncing || i >= self->names->len)
    return;
  gtk_stack_set_visible_child_name(self->stack, self->names->pdata[i]);
}

static void
tlv_view_switcher_dispose(GObject *object)
{
  TlvViewSwitcher *self = TLV_VIEW_SWITCHER(object);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))))
    gtk_widget_unparent(child);
  self->tabs = self->list = NULL;
  g_clear_pointer(&self->names, g_ptr_array_unref);
  self->stack = NULL;
  G_OBJECT_CLASS(tlv_view_switcher_parent_class)->dispose(object);
}

static void
tlv_view_switcher_class_init(TlvViewSwitcherClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->dispose = tlv_view_switcher_dispose;
  widget_class->measure = tlv_view_switcher_measure;
  widget_class->size_allocate = tlv_view_switcher_size_allocate;
  gtk_widget_class_set_css_name(widget_class, "viewswitcher");
}

static void
tlv_view_switcher_init(TlvViewSwitcher *self)
{
  self->names = g_ptr_array_new_with_free_func(g_free);
}

GtkWidget *
tlv_view_switcher_new(GtkStack *stack)
{
  TlvViewSwitcher *self = g_object_new(TLV_TYPE_VIEW_SWITCHER, NULL);
  self->stack = stack;
  self->tabs = gtk_stack_switcher_new();
  gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(self->tabs), stack);
  gtk_widget_set_parent(self->tabs, GTK_WIDGET(self));

  self->titles = gtk_string_list_new(NULL);
  GListModel *pages = G_LIST_MODEL(gtk_stack_get_pages(stack));
  for (guint i = 0; i < g_list_model_get_n_items(pages); i++) {
    GtkStackPage *page = g_list_model_get_item(pages, i);
    gtk_string_list_append(self->titles, gtk_stack_page_get_title(page));
    g_ptr_array_add(self->names, g_strdup(gtk_stack_page_get_name(page)));
    g_object_unref(page);
  }
  g_object_unref(pages);
  self->list = gtk_drop_down_new(G_LIST_MODEL(self->titles), NULL); /* takes the model */
  char *tip = g_strdup_printf(_("Choose the view (Alt+1 … Alt+%u)"), self->names->len);
  gtk_widget_set_tooltip_text(self->list, tip);
  g_free(tip);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("View"), -1);
  gtk_widget_set_parent(self->list, GTK_WIDGET(self));
  gtk_widget_set_child_visible(self->list, FALSE);
  on_stack_child(stack, NULL, self);
  g_signal_connect_object(stack, "notify::visible-child", G_CALLBACK(on_stack_child), self, 0);
  g_signal_connect(self->list, "notify::selected", G_CALLBACK(on_list_selected), self);
  return GTK_WIDGET(self);
}

gboolean
tlv_view_switcher_is_compact(TlvViewSwitcher *self)
{
  return self->compact;
}
