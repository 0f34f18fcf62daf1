/* tlv-curve-tools.c — pinned ghosts and parameter sweeps of a curve view. */
#include "tlv-i18n.h"
#include "tlv-curve-tools.h"

#include <math.h>

#include "tlv-number.h"
#include "tribo/units.h"

typedef struct Sweep Sweep;

struct _TlvCurveTools {
  GtkWidget parent_instance;

  const TlvCurveSource *klass;
  gpointer page;
  GtkWidget *view; /* the page's plot that draws the overlay */
  TlrOverlay overlay;
  TlvCurveCase pinned[TLR_OVERLAY_MAX]; /* the cases of the pins, parallel to the overlay */
  Sweep *sweep;                         /* the sweep running, or NULL */
  /* a sweep's family: the case it stepped, the parameter, each member's value */
  TlvCurveCase family_base;
  TlFamilyParam family_param;
  double family_value[TLR_OVERLAY_MAX];

  GtkWidget *pin, *clear, *sweep_button, *progress, *cancel;
  GtkWidget *param, *from, *to, *count, *unit_from, *unit_to, *message;
};

G_DEFINE_FINAL_TYPE(TlvCurveTools, tlv_curve_tools, GTK_TYPE_WIDGET)

/* ---- parameters -------------------------------------------------------------- */

static const char *
param_label(TlFamilyParam p)
{
  switch (p) {
  case TL_FAMILY_LOAD: return "F<sub>N</sub>";
  case TL_FAMILY_MU: return "μ";
  case TL_FAMILY_FREQ: return "F";
  case TL_FAMILY_MEAN: return "C<sub>0</sub>";
  case TL_FAMILY_AMPLITUDE: return "C<sub>p</sub>";
  case TL_FAMILY_SPEED: return "V";
  case TL_FAMILY_N_PARAMS: break;
  }
  return "?";
}

static const char *
param_unit(TlFamilyParam p)
{
  return p == TL_FAMILY_LOAD ? "kN" : p == TL_FAMILY_FREQ ? "Hz" : p == TL_FAMILY_SPEED ? "m/s" : "";
}

/* Display ↔ SI of a sweep parameter (kN for the load). */
static double
family_to_si(TlFamilyParam p, double display)
{
  return p == TL_FAMILY_LOAD ? display * TL_UNIT_KN : display;
}

static double
family_to_display(TlFamilyParam p, double si)
{
  return p == TL_FAMILY_LOAD ? si / TL_UNIT_KN : si;
}

static void
value_label(TlFamilyParam p, double si, char *buf, size_t len)
{
  const char *u = param_unit(p);
  g_snprintf(buf, len, "%s = %.4g%s%s", param_label(p), family_to_display(p, si),
             u[0] ? " " : "", u);
}

/* ---- pins ----------------------------------------------------------------------- */

/* ", μ = 0.6, F = 30 Hz": the values of case a where they differ from now,
 * except parameter `skip` (TL_FAMILY_N_PARAMS: none); returns how many. */
static int
append_differences(GString *s, const TlvCurveCase *a, const TlvCurveCase *now, int skip)
{
  int n = 0;
  for (int p = 0; p < TL_FAMILY_N_PARAMS; p++) {
    if (p == skip)
      continue;
    const double va = tl_family_get_param(&a->contact, &a->wave, (TlFamilyParam)p);
    const double vb = tl_family_get_param(&now->contact, &now->wave, (TlFamilyParam)p);
    if (!(fabs(va - vb) > 1e-12 * fmax(fabs(va), fabs(vb))))
      continue;
    char v[80];
    value_label((TlFamilyParam)p, va, v, sizeof v);
    g_string_append_printf(s, "%s %s", n++ ? "," : "", v);
  }
  if (a->contact.mx != now->contact.mx || a->contact.my != now->contact.my)
    g_string_append_printf(s, "%s %d×%d", n++ ? "," : "", a->contact.mx, a->contact.my);
  if (a->contact.bound != now->contact.bound)
    g_string_append_printf(s, "%s %s bound", n++ ? "," : "",
                           tl_traction_bound_name(a->contact.bound));
  if (a->wave.kind != now->wave.kind)
    g_string_append_printf(s, "%s %s", n++ ? "," : "", tl_wave_kind_name(a->wave.kind));
  return n;
}

/* "pinned: μ = 0.6, F = 30 Hz" — the pin's values where they differ from now. */
static void
pin_label(const TlvCurveCase *pin, const TlvCurveCase *now, char *buf, size_t len)
{
  GString *s = g_string_new("pinned:");
  if (!append_differences(s, pin, now, TL_FAMILY_N_PARAMS))
    g_string_append(s, " same case");
  g_strlcpy(buf, s->str, len);
  g_string_free(s, TRUE);
}

/* "F_N = 50 kN" — a sweep member's value; "F_N = 50 kN; μ = 0.4" once the
 * case it was swept in differs from now in anything else. */
static void
member_label(TlvCurveTools *self, int i, const TlvCurveCase *now, char *buf, size_t len)
{
  char v[80];
  value_label(self->family_param, self->family_value[i], v, sizeof v);
  GString *s = g_string_new(v);
  GString *d = g_string_new(NULL);
  if (append_differences(d, &self->family_base, now, self->family_param))
    g_string_append_printf(s, ";%s", d->str);
  g_strlcpy(buf, s->str, len);
  g_string_free(d, TRUE);
  g_string_free(s, TRUE);
}

void
tlv_curve_tools_relabel(TlvCurveTools *self)
{
  if (!self->overlay.n)
    return;
  TlvCurveCase now;
  self->klass->current_case(self->page, &now);
  for (int i = 0; i < self->overlay.n; i++) {
    char *label = self->overlay.curves[i].label;
    const size_t len = sizeof self->overlay.curves[i].label;
    if (self->overlay.family)
      member_label(self, i, &now, label, len);
    else
      pin_label(&self->pinned[i], &now, label, len);
  }
}

static void
update_buttons(TlvCurveTools *self)
{
  gtk_widget_set_sensitive(self->clear, self->overlay.n > 0 || self->sweep);
  gtk_widget_set_visible(self->progress, self->sweep != NULL);
  gtk_widget_set_visible(self->cancel, self->sweep != NULL);
  gtk_widget_set_sensitive(self->sweep_button, self->sweep == NULL);
}

gboolean
tlv_curve_tools_pin(TlvCurveTools *self)
{
  double *x, *y;
  int n;
  if (!self->klass->current_curve(self->page, &x, &y, &n))
    return FALSE;
  if (self->overlay.family) /* a pin replaces a sweep's family */
    tlr_overlay_reset(&self->overlay, 0);
  if (self->overlay.n == TLR_OVERLAY_MAX) /* the overlay drops its oldest: so do we */
    memmove(&self->pinned[0], &self->pinned[1], sizeof(TlvCurveCase) * (TLR_OVERLAY_MAX - 1));
  const int slot = MIN(self->overlay.n, TLR_OVERLAY_MAX - 1);
  self->klass->current_case(self->page, &self->pinned[slot]);
  tlr_overlay_add(&self->overlay, "pinned", x, y, n, NULL);
  g_free(x);
  g_free(y);
  tlv_curve_tools_relabel(self);
  update_buttons(self);
  gtk_widget_queue_draw(self->view);
  return TRUE;
}

void
tlv_curve_tools_clear(TlvCurveTools *self)
{
  tlv_curve_tools_cancel(self);
  tlr_overlay_clear(&self->overlay);
  update_buttons(self);
  gtk_widget_queue_draw(self->view);
}

/* ---- sweeps --------------------------------------------------------------------- */

struct Sweep {
  gint ref;
  GCancellable *cancel;
  TlvCurveTools *tools; /* NULL once the tools stop listening (main thread only) */
  const TlvCurveSource *klass;
  TlvCurveCase base;
  TlFamilyParam param;
  double from, to;
  int count;
};

static Sweep *
sweep_ref(Sweep *s)
{
  g_atomic_int_inc(&s->ref);
  return s;
}

static void
sweep_unref(Sweep *s)
{
  if (g_atomic_int_dec_and_test(&s->ref)) {
    g_object_unref(s->cancel);
    g_free(s);
  }
}

typedef struct {
  Sweep *sweep;
  int index; /* -1: the sweep ended */
  double value;
  double *x, *y;
  int n;
  TlError err;
} Delivery;

static gboolean
deliver(gpointer data)
{
  Delivery *d = data;
  TlvCurveTools *self = d->sweep->tools;
  if (self && self->sweep == d->sweep) {
    if (d->index >= 0 && d->x) {
      char label[120];
      value_label(d->sweep->param, d->value, label, sizeof label);
      tlr_overlay_add(&self->overlay, label, d->x, d->y, d->n, NULL);
      self->family_value[self->overlay.n - 1] = d->value;
      tlv_curve_tools_relabel(self);
      gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(self->progress),
                                    (double)(d->index + 1) / d->sweep->count);
      gtk_widget_queue_draw(self->view);
    }
    if (d->index < 0 || d->err.status != TL_OK) {
      if (d->err.status != TL_OK) {
        char *msg = g_strdup_printf(_("Sweep stopped: %s"), d->err.message);
        gtk_label_set_text(GTK_LABEL(self->message), msg);
        gtk_widget_set_visible(self->message, TRUE);
        g_free(msg);
      }
      self->sweep = NULL;
      sweep_unref(d->sweep); /* the tools' reference */
      update_buttons(self);
    }
  }
  g_free(d->x);
  g_free(d->y);
  sweep_unref(d->sweep);
  g_free(d);
  return G_SOURCE_REMOVE;
}

static void
post(Sweep *s, int index, double value, double *x, double *y, int n, const TlError *err)
{
  Delivery *d = g_new0(Delivery, 1);
  d->sweep = sweep_ref(s);
  d->index = index;
  d->value = value;
  d->x = x;
  d->y = y;
  d->n = n;
  if (err)
    d->err = *err;
  g_idle_add(deliver, d);
}

static gpointer
sweep_thread(gpointer data)
{
  Sweep *s = data;
  for (int i = 0; i < s->count && !g_cancellable_is_cancelled(s->cancel); i++) {
    const double v = s->count > 1 ? s->from + (s->to - s->from) * i / (s->count - 1) : s->from;
    TlvCurveCase c = s->base;
    tl_family_set_param(&c.contact, &c.wave, s->param, v);
    double *x = NULL, *y = NULL;
    int n = 0;
    TlError err;
    tl_error_clear(&err);
    if (s->klass->member(&c, &x, &y, &n, &err) != TL_OK) {
      post(s, i, v, NULL, NULL, 0, &err);
      break;
    }
    post(s, i, v, x, y, n, NULL);
  }
  post(s, -1, 0.0, NULL, NULL, 0, NULL);
  sweep_unref(s); /* the thread's reference */
  return NULL;
}

gboolean
tlv_curve_tools_sweep(TlvCurveTools *self, TlFamilyParam param, double from, double to,
                      int count, TlError *err)
{
  if (self->sweep)
    return tl_error_set(err, TL_EINVAL, "a sweep is running"), FALSE;
  if (count < 2 || count > TLR_OVERLAY_MAX)
    return tl_error_set(err, TL_EINVAL, "a sweep has 2 to %d members", TLR_OVERLAY_MAX), FALSE;
  TlvCurveCase base;
  self->klass->current_case(self->page, &base);
  /* both ends must be valid cases (the members between them then are too) */
  for (int end = 0; end < 2; end++) {
    TlvCurveCase c = base;
    tl_family_set_param(&c.contact, &c.wave, param, end ? to : from);
    if (tl_contact_params_validate(&c.contact, err) != TL_OK)
      return FALSE;
    if (param >= TL_FAMILY_FREQ && param <= TL_FAMILY_AMPLITUDE &&
        tl_waveform_validate(&c.wave, err) != TL_OK)
      return FALSE;
  }
  Sweep *s = g_new0(Sweep, 1);
  s->ref = 2; /* the tools and the thread */
  s->cancel = g_cancellable_new();
  s->tools = self;
  s->klass = self->klass;
  s->base = base;
  s->param = param;
  s->from = from;
  s->to = to;
  s->count = count;
  tlr_overlay_reset(&self->overlay, 1);
  self->family_base = base;
  self->family_param = param;
  g_snprintf(self->overlay.title, sizeof self->overlay.title, "%s", param_label(param));
  self->sweep = s;
  gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(self->progress), 0.0);
  gtk_widget_set_visible(self->message, FALSE);
  update_buttons(self);
  gtk_widget_queue_draw(self->view);
  g_thread_unref(g_thread_new("tribolab-sweep", sweep_thread, s));
  return TRUE;
}

gboolean
tlv_curve_tools_is_sweeping(TlvCurveTools *self)
{
  return self->sweep != NULL;
}

void
tlv_curve_tools_cancel(TlvCurveTools *self)
{
  if (!self->sweep)
    return;
  g_cancellable_cancel(self->sweep->cancel);
  self->sweep->tools = NULL; /* deliveries still queued are dropped */
  sweep_unref(self->sweep);
  self->sweep = NULL;
  update_buttons(self);
}

/* ---- widgets -------------------------------------------------------------------- */

static void
on_pin(GtkButton *b, TlvCurveTools *self)
{
  (void)b;
  tlv_curve_tools_pin(self);
}

static void
on_clear(GtkButton *b, TlvCurveTools *self)
{
  (void)b;
  tlv_curve_tools_clear(self);
}

static void
on_cancel(GtkButton *b, TlvCurveTools *self)
{
  (void)b;
  tlv_curve_tools_cancel(self);
}

static TlFamilyParam
selected_param(TlvCurveTools *self)
{
  const guint i = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->param));
  return self->klass->params[i];
}

/* A new parameter: a range around its current value. */
static void
on_param_changed(GObject *o, GParamSpec *pspec, TlvCurveTools *self)
{
  (void)o;
  (void)pspec;
  const TlFamilyParam p = selected_param(self);
  TlvCurveCase c;
  self->klass->current_case(self->page, &c);
  const double v = family_to_display(p, tl_family_get_param(&c.contact, &c.wave, p));
  double lo = 0.5 * v, hi = 1.5 * v;
  if (p == TL_FAMILY_MU) {
    lo = 0.2;
    hi = 1.0;
  } else if (v == 0.0) {
    lo = -0.005;
    hi = 0.005;
  }
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->from), lo);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->to), hi);
  gtk_label_set_text(GTK_LABEL(self->unit_from), param_unit(p));
  gtk_label_set_text(GTK_LABEL(self->unit_to), param_unit(p));
}

static void
on_popover_show(TlvCurveTools *self)
{
  on_param_changed(NULL, NULL, self);
}

static void
on_run(GtkButton *b, TlvCurveTools *self)
{
  const TlFamilyParam p = selected_param(self);
  TlError err;
  GtkWidget *fields[] = { self->from, self->to, self->count };
  for (size_t i = 0; i < G_N_ELEMENTS(fields); i++) {
    gtk_spin_button_update(GTK_SPIN_BUTTON(fields[i])); /* the text as typed, even unconfirmed */
    if (tlv_number_spin_is_rejected(GTK_SPIN_BUTTON(fields[i])))
      return; /* its message is shown: no sweep over values the user did not type */
  }
  const double from = family_to_si(p, gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->from)));
  const double to = family_to_si(p, gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->to)));
  const int count = gtk_spin_button_get_value_as_int(GTK_SPIN_BUTTON(self->count));
  if (tlv_curve_tools_sweep(self, p, from, to, count, &err)) {
    gtk_menu_button_popdown(GTK_MENU_BUTTON(self->sweep_button));
  } else {
    char *msg = g_strdup_printf(_("Not started: %s"), err.message);
    gtk_label_set_text(GTK_LABEL(self->message), msg);
    gtk_widget_set_visible(self->message, TRUE);
    g_free(msg);
  }
  (void)b;
}

/* A sweep field that cannot take its text says so where Run would. */
static void
on_field_report(GtkSpinButton *spin, const char *message, gpointer data)
{
  (void)spin;
  TlvCurveTools *self = data;
  gtk_label_set_text(GTK_LABEL(self->message), message ? message : "");
  gtk_widget_set_visible(self->message, message != NULL);
}

static GtkWidget *
spin(TlvCurveTools *self, double lo, double hi, double step, int digits, const char *name)
{
  GtkWidget *w = gtk_spin_button_new_with_range(lo, hi, step);
  gtk_spin_button_set_digits(GTK_SPIN_BUTTON(w), (guint)digits);
  tlv_number_spin_strict(GTK_SPIN_BUTTON(w), on_field_report, self);
  gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return w;
}

static GtkWidget *
build_popover(TlvCurveTools *self)
{
  GtkWidget *grid = gtk_grid_new();
  gtk_grid_set_row_spacing(GTK_GRID(grid), 6);
  gtk_grid_set_column_spacing(GTK_GRID(grid), 8);
  GtkStringList *names = gtk_string_list_new(NULL);
  for (const TlFamilyParam *p = self->klass->params; *p != TL_FAMILY_N_PARAMS; p++) {
    static const char *const plain[] = { N_("Normal load F_N"), N_("Friction coefficient μ"),
                                         N_("Frequency F"), N_("Mean creepage C0"),
                                         N_("Creepage amplitude Cp"), N_("Rolling speed V") };
    gtk_string_list_append(names, _(plain[*p]));
  }
  self->param = gtk_drop_down_new(G_LIST_MODEL(names), NULL);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->param), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Sweep parameter"), -1);
  self->from = spin(self, -1e6, 1e6, 0.01, 4, _("Sweep from"));
  self->to = spin(self, -1e6, 1e6, 0.01, 4, _("Sweep to"));
  self->count = spin(self, 2, TLR_OVERLAY_MAX, 1, 0, _("Number of curves"));
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->count), 6);
  self->unit_from = gtk_label_new("");
  self->unit_to = gtk_label_new("");
  GtkWidget *run = gtk_button_new_with_mnemonic(_("_Run sweep"));
  gtk_widget_add_css_class(run, "suggested-action");
  self->message = gtk_label_new(NULL);
  gtk_label_set_wrap(GTK_LABEL(self->message), TRUE);
  gtk_label_set_max_width_chars(GTK_LABEL(self->message), 40);
  gtk_widget_add_css_class(self->message, "error");
  gtk_widget_set_visible(self->message, FALSE);
  const char *labels[] = { N_("Parameter"), N_("From"), N_("To"), N_("Curves") };
  GtkWidget *fields[] = { self->param, self->from, self->to, self->count };
  GtkWidget *units[] = { NULL, self->unit_from, self->unit_to, NULL };
  for (int r = 0; r < 4; r++) {
    GtkWidget *l = gtk_label_new(_(labels[r]));
    gtk_label_set_xalign(GTK_LABEL(l), 1.0);
    gtk_grid_attach(GTK_GRID(grid), l, 0, r, 1, 1);
    gtk_grid_attach(GTK_GRID(grid), fields[r], 1, r, 1, 1);
    if (units[r])
      gtk_grid_attach(GTK_GRID(grid), units[r], 2, r, 1, 1);
  }
  gtk_grid_attach(GTK_GRID(grid), run, 1, 4, 2, 1);
  gtk_grid_attach(GTK_GRID(grid), self->message, 0, 5, 3, 1);
  g_signal_connect(self->param, "notify::selected", G_CALLBACK(on_param_changed), self);
  g_signal_connect(run, "clicked", G_CALLBACK(on_run), self);
  GtkWidget *popover = gtk_popover_new();
  gtk_popover_set_child(GTK_POPOVER(popover), grid);
  /* the range proposed is around the value the case has when the popover opens */
  g_signal_connect_swapped(popover, "show", G_CALLBACK(on_popover_show), self);
  return popover;
}

static void
tlv_curve_tools_dispose(GObject *object)
{
  TlvCurveTools *self = TLV_CURVE_TOOLS(object);
  tlv_curve_tools_cancel(self);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))))
    gtk_widget_unparent(child);
  G_OBJECT_CLASS(tlv_curve_tools_parent_class)->dispose(object);
}

static void
tlv_curve_tools_finalize(GObject *object)
{
  TlvCurveTools *self = TLV_CURVE_TOOLS(object);
  tlr_overlay_clear(&self->overlay);
  G_OBJECT_CLASS(tlv_curve_tools_parent_class)->finalize(object);
}

static void
tlv_curve_tools_class_init(TlvCurveToolsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->dispose = tlv_curve_tools_dispose;
  G_OBJECT_CLASS(klass)->finalize = tlv_curve_tools_finalize;
  gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
tlv_curve_tools_init(TlvCurveTools *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager(GTK_WIDGET(self));
  gtk_box_layout_set_spacing(GTK_BOX_LAYOUT(layout), 6);
  tlr_overlay_init(&self->overlay, 0);
}

static GtkWidget *
tool_button(TlvCurveTools *self, const char *icon, const char *tip, const char *name,
            GCallback cb)
{
  GtkWidget *b = gtk_button_new_from_icon_name(icon);
  gtk_widget_set_tooltip_text(b, tip);
  gtk_accessible_update_property(GTK_ACCESSIBLE(b), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect(b, "clicked", cb, self);
  gtk_widget_set_parent(b, GTK_WIDGET(self));
  return b;
}

TlvCurveTools *
tlv_curve_tools_new(const TlvCurveSource *klass, gpointer page, const char *what,
                    GtkWidget *view)
{
  TlvCurveTools *self = g_object_new(TLV_TYPE_CURVE_TOOLS, NULL);
  self->klass = klass;
  self->page = page;
  self->view = view;
  char *tip = g_strdup_printf(_("Pin the current %s as a ghost to compare with (parameter "
                              "differences in its legend)"), what);
  self->pin = tool_button(self, "view-pin-symbolic", tip, "Pin the current curve",
                          G_CALLBACK(on_pin));
  g_free(tip);
  self->clear = tool_button(self, "edit-clear-all-symbolic", "Remove the pinned or swept curves",
                            _("Clear pinned curves"), G_CALLBACK(on_clear));
  self->sweep_button = gtk_menu_button_new();
  gtk_menu_button_set_label(GTK_MENU_BUTTON(self->sweep_button), _("Sweep…"));
  gtk_widget_set_tooltip_text(self->sweep_button,
                              _("Compute a family of curves with one parameter stepped"));
  gtk_menu_button_set_popover(GTK_MENU_BUTTON(self->sweep_button), build_popover(self));
  gtk_widget_set_parent(self->sweep_button, GTK_WIDGET(self));
  self->progress = gtk_progress_bar_new();
  gtk_widget_set_valign(self->progress, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request(self->progress, 80, -1);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Sweep progress"), -1);
  gtk_widget_set_parent(self->progress, GTK_WIDGET(self));
  self->cancel = tool_button(self, "process-stop-symbolic", "Cancel the sweep", "Cancel sweep",
                             G_CALLBACK(on_cancel));
  update_buttons(self);
  return self;
}

const TlrOverlay *
tlv_curve_tools_get_overlay(TlvCurveTools *self)
{
  return &self->overlay;
}
