/* tlv-param-row.c — a labelled slider + spin button for one parameter. */
#include "tlv-param-row.h"
#include "tlv-i18n.h"

#include <math.h>
#include <string.h>

#include "tlv-number.h"

struct _TlvParamRow {
  GtkWidget parent_instance;

  GtkWidget *label;
  GtkWidget *spin;
  GtkWidget *unit;
  GtkWidget *infinite;
  GtkWidget *scale;
  GtkWidget *error;

  char *name;
  char *unit_text;
  char *rejected;     /* typed text that was not applied, shown until the value changes */
  double rejected_at; /* the value the field held when it was rejected */
  char *typed;        /* typed text that was read, shown while the value is typed_at */
  double typed_at;
  char *value_text;   /* what a screen reader says for the slider: "100 kN" */
  gboolean log_scale;
  gboolean syncing; /* set while one control updates the other */
};

G_DEFINE_FINAL_TYPE(TlvParamRow, tlv_param_row, GTK_TYPE_WIDGET)

enum { SIGNAL_VALUE_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* slider position ↔ value */
static double
to_slider(TlvParamRow *self, double v)
{
  return self->log_scale ? log10(v) : v;
}

static double
from_slider(TlvParamRow *self, double s)
{
  return self->log_scale ? pow(10.0, s) : s;
}

static void
emit_changed(TlvParamRow *self)
{
  g_signal_emit(self, signals[SIGNAL_VALUE_CHANGED], 0);
}

/* The slider's value in words with the unit ("107.2 kN"), for screen readers:
 * the slider itself only knows its position, log10 of the load on a
 * logarithmic row. */
static void
update_value_text(TlvParamRow *self)
{
  char *text;
  if (gtk_widget_get_visible(self->infinite) &&
      gtk_toggle_button_get_active(GTK_TOGGLE_BUTTON(self->infinite))) {
    text = g_strdup(_("infinite"));
  } else {
    GtkSpinButton *spin = GTK_SPIN_BUTTON(self->spin);
    char *num = g_strdup_printf("%.*f", (int)gtk_spin_button_get_digits(spin),
                                gtk_spin_button_get_value(spin));
    const char dp = tlv_number_locale_decimal();
    if (strchr(num, dp)) { /* "100.0" is read "100" */
      char *end = num + strlen(num) - 1;
      while (*end == '0')
        *end-- = '\0';
      if (*end == dp)
        *end = '\0';
    }
    text = self->unit_text[0] ? g_strdup_printf("%s %s", num, self->unit_text) : g_strdup(num);
    g_free(num);
  }
  if (g_strcmp0(text, self->value_text) != 0) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(self->scale),
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
    g_free(self->value_text);
    self->value_text = text;
  } else {
    g_free(text);
  }
}

static void
on_value_shown(gpointer widget, TlvParamRow *self)
{
  (void)widget;
  update_value_text(self);
}

/* Forget a rejected entry (and its message): a new value is on its way. */
static void
drop_rejected(TlvParamRow *self)
{
  if (!self->rejected)
    return;
  g_clear_pointer(&self->rejected, g_free);
  tlv_param_row_set_error(self, NULL);
}

static void
on_scale_changed(GtkRange *range, TlvParamRow *self)
{
  if (self->syncing)
    return;
  drop_rejected(self);
  g_clear_pointer(&self->typed, g_free);
  self->syncing = TRUE;
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->spin),
                            from_slider(self, gtk_range_get_value(range)));
  self->syncing = FALSE;
  emit_changed(self);
}

static void
on_spin_changed(GtkSpinButton *spin, TlvParamRow *self)
{
  /* a rejected entry leaves the value as it was; GTK still reports it */
  if (self->syncing || self->rejected)
    return;
  self->syncing = TRUE;
  gtk_range_set_value(GTK_RANGE(self->scale), to_slider(self, gtk_spin_button_get_value(spin)));
  self->syncing = FALSE;
  emit_changed(self);
}

/* The text the field shows for a value: the spin button's own "%.*f", which
 * follows the locale's decimal separator. */
static char *
format_value(GtkSpinButton *spin, double value)
{
  return g_strdup_printf("%.*f", (int)gtk_spin_button_get_digits(spin), value);
}

static gboolean
on_spin_output(GtkSpinButton *spin, TlvParamRow *self)
{
  const double value = gtk_spin_button_get_value(spin);
  /* keep what the user typed in view, taken or not: "12.5" cells rounded to
   * "13" would show a value the document never had */
  if (self->rejected && value == self->rejected_at)
    return tlv_number_spin_show(spin, g_strdup(self->rejected));
  if (!self->rejected && self->typed && value == self->typed_at)
    return tlv_number_spin_show(spin, g_strdup(self->typed));
  drop_rejected(self); /* a step of the +/- buttons: show the new value */
  g_clear_pointer(&self->typed, g_free);
  /* an infinite radius is not the parked largest value the field holds */
  if (gtk_widget_get_visible(self->infinite) &&
      gtk_toggle_button_get_active(GTK_TOGGLE_BUTTON(self->infinite)))
    return tlv_number_spin_show(spin, g_strdup("∞"));
  return tlv_number_spin_show(spin, format_value(spin, value));
}

/* Why `v` is outside [lo, hi], in display units (the message stands under
 * the row's label: "the value" is the row's quantity). */
static char *
range_message(TlvParamRow *self, double v, double lo, double hi)
{
  const char *sep = self->unit_text[0] ? " " : "";
  char *got = tlv_number_format(v), *msg;
  if (lo > 0.0 && v <= 0.0) {
    msg = g_strdup_printf(_("the value must be positive (got %s%s%s)"), got, sep, self->unit_text);
  } else {
    char *a = tlv_number_format(lo), *b = tlv_number_format(hi);
    msg = g_strdup_printf(_("the value must lie between %s and %s%s%s (got %s%s%s)"), a, b, sep,
                          self->unit_text, got, sep, self->unit_text);
    g_free(a);
    g_free(b);
  }
  g_free(got);
  return msg;
}

/* Read the typed text strictly (Enter, focus leaving the field): a number in
 * the row's range is taken exactly; anything else stays in the field with a
 * message and the value does not change. */
static int
on_spin_input(GtkSpinButton *spin, double *new_value, TlvParamRow *self)
{
  const char *text = gtk_editable_get_text(GTK_EDITABLE(spin));
  const double current = gtk_spin_button_get_value(spin);
  /* the field still shows the value (rounded to its digits): keep it exact */
  char *shown = format_value(spin, current);
  const gboolean unchanged = strcmp(text, shown) == 0;
  g_free(shown);
  if (unchanged) {
    *new_value = current;
    return TRUE;
  }
  double v, lo, hi;
  char *why = NULL;
  gtk_spin_button_get_range(spin, &lo, &hi);
  if (tlv_number_parse(text, tlv_number_locale_decimal(), &v, &why)) {
    if (v >= lo && v <= hi) {
      drop_rejected(self);
      g_free(self->typed);
      self->typed = g_strdup(text);
      self->typed_at = v;
      *new_value = v;
      return TRUE;
    }
    why = range_message(self, v, lo, hi);
  } else if (text[strspn(text, " \t")] == '\0') {
    g_free(why);
    why = self->unit_text[0] ? g_strdup_printf(_("the field is empty: type a value in %s"),
                                               self->unit_text)
                             : g_strdup(_("the field is empty: type a value"));
  }
  char *msg = tlv_number_reject(&self->rejected, &self->rejected_at, text, current, why);
  tlv_param_row_set_error(self, msg);
  g_free(msg);
  return GTK_INPUT_ERROR;
}

static void
on_infinite_toggled(GtkToggleButton *button, TlvParamRow *self)
{
  const gboolean inf = gtk_toggle_button_get_active(button);
  gtk_widget_set_sensitive(self->spin, !inf);
  gtk_widget_set_sensitive(self->scale, !inf);
  on_spin_output(GTK_SPIN_BUTTON(self->spin), self); /* "∞", or the number again */
  update_value_text(self);
  if (!self->syncing)
    emit_changed(self);
}

/* The mouse wheel over a row scrolls the panel the row sits in: GTK's slider
 * and spin button would take the scroll and change the parameter while the
 * user only meant to scroll past it.  Keys and dragging still set values. */
static gboolean
on_scroll(GtkEventControllerScroll *controller, double dx, double dy, TlvParamRow *self)
{
  (void)dx;
  GtkWidget *sw = gtk_widget_get_ancestor(GTK_WIDGET(self), GTK_TYPE_SCROLLED_WINDOW);
  if (!sw)
    return FALSE;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(sw));
  /* wheel clicks as GTK's scrolled window counts them; smooth scrolls in pixels */
  const double step = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
                        ? pow(gtk_adjustment_get_page_size(adj), 2.0 / 3.0)
                        : 1.0;
  gtk_adjustment_set_value(adj, gtk_adjustment_get_value(adj) + dy * step);
  return TRUE;
}

static void
tlv_param_row_dispose(GObject *object)
{
  TlvParamRow *self = TLV_PARAM_ROW(object);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))))
    gtk_widget_unparent(child);
  G_OBJECT_CLASS(tlv_param_row_parent_class)->dispose(object);
}

static void
tlv_param_row_finalize(GObject *object)
{
  TlvParamRow *self = TLV_PARAM_ROW(object);
  g_free(self->name);
  g_free(self->unit_text);
  g_free(self->rejected);
  g_free(self->typed);
  g_free(self->value_text);
  G_OBJECT_CLASS(tlv_param_row_parent_class)->finalize(object);
}

static void
tlv_param_row_class_init(TlvParamRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  object_class->dispose = tlv_param_row_dispose;
  object_class->finalize = tlv_param_row_finalize;
  signals[SIGNAL_VALUE_CHANGED] = g_signal_new("value-changed", G_TYPE_FROM_CLASS(klass),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                               G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name(widget_class, "paramrow");
}

static void
tlv_param_row_init(TlvParamRow *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager(GTK_WIDGET(self));
  gtk_orientable_set_orientation(GTK_ORIENTABLE(layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing(GTK_BOX_LAYOUT(layout), 0);

  GtkWidget *top = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  self->label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(self->label), 0.0);
  gtk_widget_set_hexpand(self->label, TRUE);
  gtk_label_set_wrap(GTK_LABEL(self->label), TRUE);
  self->spin = gtk_spin_button_new_with_range(0.0, 1.0, 0.1);
  /* Not numeric: GTK would drop letters and commas as they are typed and read
   * what is left.  The row reads the text itself and says what it cannot take. */
  gtk_spin_button_set_numeric(GTK_SPIN_BUTTON(self->spin), FALSE);
  gtk_spin_button_set_update_policy(GTK_SPIN_BUTTON(self->spin), GTK_UPDATE_IF_VALID);
  gtk_editable_set_width_chars(GTK_EDITABLE(self->spin), 7);
  self->unit = gtk_label_new(NULL);
  gtk_widget_add_css_class(self->unit, "dim-label");
  gtk_label_set_xalign(GTK_LABEL(self->unit), 0.0);
  gtk_label_set_width_chars(GTK_LABEL(self->unit), 5);
  self->infinite = gtk_toggle_button_new_with_label("∞");
  gtk_widget_set_visible(self->infinite, FALSE);
  gtk_widget_set_valign(self->infinite, GTK_ALIGN_CENTER);
  gtk_box_append(GTK_BOX(top), self->label);
  gtk_box_append(GTK_BOX(top), self->spin);
  gtk_box_append(GTK_BOX(top), self->unit);
  gtk_box_append(GTK_BOX(top), self->infinite);

  self->scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, NULL);
  gtk_scale_set_draw_value(GTK_SCALE(self->scale), FALSE);
  gtk_widget_set_hexpand(self->scale, TRUE);

  self->error = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(self->error), 0.0);
  gtk_label_set_wrap(GTK_LABEL(self->error), TRUE);
  gtk_widget_add_css_class(self->error, "error");
  gtk_widget_add_css_class(self->error, "caption");
  gtk_widget_set_visible(self->error, FALSE);

  gtk_widget_set_parent(top, GTK_WIDGET(self));
  gtk_widget_set_parent(self->scale, GTK_WIDGET(self));
  gtk_widget_set_parent(self->error, GTK_WIDGET(self));

  g_signal_connect(self->scale, "value-changed", G_CALLBACK(on_scale_changed), self);
  g_signal_connect(self->spin, "value-changed", G_CALLBACK(on_spin_changed), self);
  g_signal_connect(self->spin, "input", G_CALLBACK(on_spin_input), self);
  g_signal_connect(self->spin, "output", G_CALLBACK(on_spin_output), self);
  g_signal_connect(self->infinite, "toggled", G_CALLBACK(on_infinite_toggled), self);
  g_signal_connect_after(self->scale, "value-changed", G_CALLBACK(on_value_shown), self);
  g_signal_connect_after(self->spin, "value-changed", G_CALLBACK(on_value_shown), self);

  GtkEventController *scroll =
    gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE);
  g_signal_connect(scroll, "scroll", G_CALLBACK(on_scroll), self);
  gtk_widget_add_controller(GTK_WIDGET(self), scroll);
}

static void
apply_range(TlvParamRow *self, double lower, double upper)
{
  const double v = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->spin));
  self->syncing = TRUE;
  gtk_spin_button_set_range(GTK_SPIN_BUTTON(self->spin), lower, upper);
  const double sl = to_slider(self, lower), su = to_slider(self, upper);
  gtk_range_set_range(GTK_RANGE(self->scale), sl, su);
  /* arrow keys move the slider by 1/100 of its travel, Page Up/Down by 1/10 */
  gtk_range_set_increments(GTK_RANGE(self->scale), (su - sl) / 100.0, (su - sl) / 10.0);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->spin), v);
  gtk_range_set_value(GTK_RANGE(self->scale), to_slider(self, CLAMP(v, lower, upper)));
  self->syncing = FALSE;
}

TlvParamRow *
tlv_param_row_new(const char *label, const char *name, const char *unit, double lower,
                  double upper, double value, int digits)
{
  TlvParamRow *self = g_object_new(TLV_TYPE_PARAM_ROW, NULL);
  self->unit_text = g_strdup(unit);
  tlv_param_row_set_label(self, label, name);
  gtk_label_set_text(GTK_LABEL(self->unit), unit);
  gtk_spin_button_set_digits(GTK_SPIN_BUTTON(self->spin), (guint)digits);
  const double step = pow(10.0, -digits);
  gtk_spin_button_set_increments(GTK_SPIN_BUTTON(self->spin), step, 10.0 * step);
  apply_range(self, lower, upper);
  tlv_param_row_set_value(self, value);
  update_value_text(self);
  return self;
}

void
tlv_param_row_set_label(TlvParamRow *self, const char *label, const char *name)
{
  const char *unit = self->unit_text;
  char *acc;
  gtk_label_set_markup(GTK_LABEL(self->label), label);
  if (name != self->name) {
    g_free(self->name);
    self->name = g_strdup(name);
  }

  /* Accessible names: the slider carries the parameter's name, the spin
   * button the same with "value", both with the unit. */
  acc = unit[0] ? g_strdup_printf("%s (%s)", name, unit) : g_strdup(name);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->scale), GTK_ACCESSIBLE_PROPERTY_LABEL, acc,
                                 -1);
  g_free(acc);
  acc = unit[0] ? g_strdup_printf("%s value in %s", name, unit) : g_strdup_printf("%s value", name);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->spin), GTK_ACCESSIBLE_PROPERTY_LABEL, acc,
                                 -1);
  g_free(acc);
  acc = g_strdup_printf("%s infinite", name);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->infinite), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 acc, -1);
  g_free(acc);
}

double
tlv_param_row_get_value(TlvParamRow *self)
{
  if (gtk_widget_get_visible(self->infinite) &&
      gtk_toggle_button_get_active(GTK_TOGGLE_BUTTON(self->infinite)))
    return INFINITY;
  return gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->spin));
}

void
tlv_param_row_set_value(TlvParamRow *self, double value)
{
  drop_rejected(self); /* the model's value replaces a rejected entry */
  g_clear_pointer(&self->typed, g_free);
  self->syncing = TRUE;
  if (isinf(value) && gtk_widget_get_visible(self->infinite)) {
    /* Park the slider at its largest radius, so that switching ∞ off starts
     * from a nearly straight profile rather than from an arbitrary value. */
    double lo, hi;
    gtk_spin_button_get_range(GTK_SPIN_BUTTON(self->spin), &lo, &hi);
    gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->spin), hi);
    gtk_range_set_value(GTK_RANGE(self->scale), to_slider(self, hi));
    gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(self->infinite), TRUE);
  } else if (isfinite(value)) {
    if (gtk_widget_get_visible(self->infinite))
      gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(self->infinite), FALSE);
    gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->spin), value);
    double lo, hi;
    gtk_spin_button_get_range(GTK_SPIN_BUTTON(self->spin), &lo, &hi);
    gtk_range_set_value(GTK_RANGE(self->scale), to_slider(self, CLAMP(value, lo, hi)));
  }
  self->syncing = FALSE;
}

void
tlv_param_row_set_log_scale(TlvParamRow *self, gboolean log_scale)
{
  double lo, hi;
  gtk_spin_button_get_range(GTK_SPIN_BUTTON(self->spin), &lo, &hi);
  g_return_if_fail(!log_scale || lo > 0.0);
  self->log_scale = log_scale;
  apply_range(self, lo, hi);
}

void
tlv_param_row_set_allow_infinite(TlvParamRow *self, gboolean allow)
{
  gtk_widget_set_visible(self->infinite, allow);
  gtk_widget_set_tooltip_text(self->infinite, _("Infinite radius (straight profile)"));
}

void
tlv_param_row_set_description(TlvParamRow *self, const char *text)
{
  gtk_widget_set_tooltip_markup(GTK_WIDGET(self), text);
  /* a screen reader would read the tags aloud: describe in plain text */
  char *plain = NULL;
  if (!text || !pango_parse_markup(text, -1, 0, NULL, &plain, NULL, NULL))
    plain = g_strdup(text ? text : "");
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->scale),
                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, plain, -1);
  g_free(plain);
}

void
tlv_param_row_set_error(TlvParamRow *self, const char *message)
{
  gtk_label_set_text(GTK_LABEL(self->error), message ? message : "");
  gtk_widget_set_visible(self->error, message != NULL);
  if (message)
    gtk_widget_add_css_class(self->spin, "error");
  else
    gtk_widget_remove_css_class(self->spin, "error");
  gtk_accessible_update_state(GTK_ACCESSIBLE(self->spin), GTK_ACCESSIBLE_STATE_INVALID,
                              message ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
                              -1);
}

const char *
tlv_param_row_get_value_text(TlvParamRow *self)
{
  return self->value_text;
}

const char *
tlv_param_row_get_error(TlvParamRow *self)
{
  return gtk_widget_get_visible(self->error) ? gtk_label_get_text(GTK_LABEL(self->error)) : NULL;
}

GtkRange *
tlv_param_row_get_scale(TlvParamRow *self)
{
  return GTK_RANGE(self->scale);
}

GtkSpinButton *
tlv_param_row_get_spin(TlvParamRow *self)
{
  return GTK_SPIN_BUTTON(self->spin);
}

const char *
tlv_param_row_get_name(TlvParamRow *self)
{
  return self->name;
}
