/* lesson.c — reading lessons (GKeyFile like presets) and filling in the
 * numbers their text states (lesson-eval.c computes them). */
#include "tribo/lesson.h"

#include "lesson_internal.h"
#include "preset_internal.h"

#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/textio.h"

/* The preset sections a step may change, and where each lives in a TlPreset. */
static void *
section_base(TlPreset *p, const char *section)
{
  if (strcmp(section, "contact") == 0)
    return &p->contact;
  if (strcmp(section, "transient") == 0)
    return &p->transient;
  if (strcmp(section, "rolling") == 0)
    return &p->rolling;
  if (strcmp(section, "friction") == 0)
    return &p->friction;
  if (strcmp(section, "stickslip") == 0)
    return &p->stickslip;
  if (strcmp(section, "subsurface") == 0)
    return &p->subsurface;
  if (strcmp(section, "contact_friction") == 0)
    return &p->contact_friction;
  if (strcmp(section, "wheelrail") == 0)
    return &p->wheelrail;
  if (strcmp(section, "wheelset") == 0)
    return &p->wheelset;
  return NULL;
}

const TlPresetKey *
tl_lesson_find_key(const char *name, char *section, size_t size)
{
  const char *dot = strchr(name, '.');
  if (!dot || (size_t)(dot - name) >= size)
    return NULL;
  memcpy(section, name, (size_t)(dot - name));
  section[dot - name] = '\0';
  size_t n = 0;
  const TlPresetKey *table = tl_preset_section_keys(section, &n);
  for (size_t i = 0; table && i < n; i++)
    if (strcmp(table[i].key, dot + 1) == 0)
      return &table[i];
  return NULL;
}

double
tl_lesson_key_value(const TlPreset *p, const char *name)
{
  char section[32];
  const TlPresetKey *k = tl_lesson_find_key(name, section, sizeof section);
  if (!k)
    return NAN;
  const char *at = (const char *)section_base((TlPreset *)p, section) + k->offset;
  if (k->kind == TL_PRESET_KEY_DOUBLE) {
    double si;
    memcpy(&si, at, sizeof si);
    return si / k->unit;
  }
  int v;
  memcpy(&v, at, sizeof v);
  return v;
}

static const char *const lesson_keys[] = { "title", "summary", "preset", NULL };
static const char *const step_keys[] = { "text",  "question", "answer", "view",
                                         "preset", "plot",     "region", "readout", "axes", NULL };
static const char *const preset_sections[] = { "preset",   "contact",   "transient", "rolling",
                                               "friction", "stickslip", "subsurface", "wheelset", NULL };

struct TlLesson {
  char *title, *summary;
  int n;
  TlLessonStep steps[TL_LESSON_MAX_STEPS];
  char *owned[TL_LESSON_MAX_STEPS][6]; /* text, question, answer, view, plot, readout */
  TlPreset *states;                    /* n of them */
  TlLessonCache *cache;                /* n of them: what the templates computed */
};

/* Line of "[group]" in the text (0 if not found). */
static int
group_line(const char *text, const char *group)
{
  const size_t len = strlen(group);
  int line = 1;
  for (const char *p = text; *p; line++) {
    while (*p == ' ' || *p == '\t')
      p++;
    if (*p == '[' && strncmp(p + 1, group, len) == 0 && p[1 + len] == ']')
      return line;
    p = strchr(p, '\n');
    if (!p)
      break;
    p++;
  }
  return 0;
}

static TlStatus
at_line(TlPresetReader *r, const char *group, const char *key, TlStatus status, const char *fmt,
        const char *detail)
{
  const int line = key ? tl_preset_reader_line(r, group, key) : group_line(r->text, group);
  char what[TL_ERROR_MESSAGE_MAX];
  snprintf(what, sizeof what, fmt, detail);
  return tl_error_set(r->err, status, "%s line %d: [%s]%s%s: %s", r->source, line, group,
                      key ? " " : "", key ? key : "", what);
}

/* ---- Pango markup, checked without Pango: the tags it knows ---------------- */

static const char *const markup_tags[] = { "markup", "b",     "big", "i",  "s",    "small",
                                           "span",   "sub",   "sup", "tt", "u",    NULL };

static void
markup_start(GMarkupParseContext *ctx, const char *element, const char **names,
             const char **values, gpointer data, GError **error)
{
  (void)ctx, (void)names, (void)values, (void)data;
  if (!g_strv_contains(markup_tags, element))
    g_set_error(error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT, "unknown tag <%s>",
                g_ascii_isalnum(element[0]) && strlen(element) < 20 ? element : "?");
}

static TlStatus
check_markup(TlPresetReader *r, const char *group, const char *key, const char *text)
{
  static const GMarkupParser parser = { markup_start, NULL, NULL, NULL, NULL };
  GMarkupParseContext *ctx = g_markup_parse_context_new(&parser, 0, NULL, NULL);
  GError *gerr = NULL;
  char *wrapped = g_strconcat("<markup>", text, "</markup>", NULL);
  const gboolean ok = g_markup_parse_context_parse(ctx, wrapped, -1, &gerr) &&
                      g_markup_parse_context_end_parse(ctx, &gerr);
  g_free(wrapped);
  g_markup_parse_context_free(ctx);
  if (ok)
    return TL_OK;
  /* GMarkup's message may quote the text: say only what kind of error */
  const char *why = gerr->code == G_MARKUP_ERROR_UNKNOWN_ELEMENT ? gerr->message
                    : gerr->code == G_MARKUP_ERROR_UNKNOWN_ATTRIBUTE
                      ? "an attribute Pango does not know"
                      : "unbalanced tags, or a bare '<' or '&' (write &lt; and &amp;)";
  char why_copy[120];
  g_strlcpy(why_copy, why, sizeof why_copy);
  g_error_free(gerr);
  return at_line(r, group, key, TL_EFORMAT, "not valid markup: %s", why_copy);
}

/* ---- templates ---------------------------------------------------------- */

typedef TlStatus (*TemplateFunc)(const char *expr, const char *format, void *data, GString *out,
                                 TlError *err);

/* Walk the text: literal runs go to out, each {EXPR[:FORMAT]} to fn. */
static TlStatus
walk_templates(const char *text, TemplateFunc fn, void *data, GString *out, TlError *err)
{
  for (const char *p = text; *p;) {
    if (p[0] == '{' && p[1] == '{') {
      if (out)
        g_string_append_c(out, '{');
      p += 2;
      continue;
    }
    if (*p != '{') {
      if (out)
        g_string_append_c(out, *p);
      p++;
      continue;
    }
    const char *close = strchr(p, '}');
    if (!close)
      return tl_error_set(err, TL_EFORMAT, "a '{' without its '}' (write {{ for a brace)");
    if (close - p > 250)
      return tl_error_set(err, TL_EFORMAT, "a template longer than 250 characters");
    char inner[256];
    memcpy(inner, p + 1, (size_t)(close - p - 1));
    inner[close - p - 1] = '\0';
    char *colon = strchr(inner, ':');
    const char *format = "%.3g";
    if (colon) {
      *colon = '\0';
      format = colon + 1;
    }
    TlStatus s = fn(g_strstrip(inner), format, data, out, err);
    if (s != TL_OK)
      return s;
    p = close + 1;
  }
  return TL_OK;
}

/* %[.P]f, %[.P]g or %[.P]e, P ≤ 12: nothing printf could misread. */
static int
format_ok(const char *f)
{
  if (f[0] != '%')
    return 0;
  f++;
  if (*f == '.') {
    f++;
    int digits = 0;
    while (g_ascii_isdigit(*f) && digits < 3)
      f++, digits++;
    if (digits == 0 || digits > 2 || atoi(f - digits) > 12)
      return 0;
  }
  return (f[0] == 'f' || f[0] == 'g' || f[0] == 'e') && f[1] == '\0';
}

typedef struct {
  const TlLesson *lesson;
  int k;          /* the step being expanded */
  int evaluate;   /* 0: only check the syntax */
  double value;   /* the last expression's */
  const char *p;  /* the parser's position */
  TlError *err;
} ExprContext;

/* A quantity NAME[@K] at the parser's position: letters, digits, '.', '_'
 * and an optional @K (1-based step).  *step is -1 for "this step". */
static TlStatus
quantity(ExprContext *c, double *out)
{
  char name[64];
  size_t len = 0;
  while ((g_ascii_isalnum(*c->p) || *c->p == '.' || *c->p == '_') && len + 1 < sizeof name)
    name[len++] = *c->p++;
  name[len] = '\0';
  int step = -1;
  if (*c->p == '@') {
    c->p++;
    char *end;
    const long k = strtol(c->p, &end, 10);
    if (end == c->p || k < 1 || k > c->lesson->n)
      return tl_error_set(c->err, TL_EFORMAT, "'@' must be followed by a step from 1 to %d",
                          c->lesson->n);
    c->p = end;
    step = (int)k - 1;
  }
  if (!tl_lesson_name_known(name))
    return tl_error_set(c->err, TL_EFORMAT, "'%.40s' is not a quantity a lesson can show", name);
  *out = NAN;
  if (!c->evaluate)
    return TL_OK;
  const int k = step >= 0 ? step : c->k;
  return tl_lesson_eval_name(&c->lesson->states[k], &c->lesson->cache[k], name, out, c->err);
}

static TlStatus expr_sum(ExprContext *c, double *out, int depth);

static void
skip_blanks(ExprContext *c)
{
  while (*c->p == ' ')
    c->p++;
}

/* factor := number | quantity | ( expr ) */
static TlStatus
expr_factor(ExprContext *c, double *out, int depth)
{
  skip_blanks(c);
  TlStatus s;
  if (*c->p == '(') {
    c->p++;
    if ((s = expr_sum(c, out, depth + 1)) != TL_OK)
      return s;
    skip_blanks(c);
    if (*c->p != ')')
      return tl_error_set(c->err, TL_EFORMAT, "a '(' without its ')'");
    c->p++;
    return TL_OK;
  }
  if (g_ascii_isdigit(*c->p) || *c->p == '.') {
    /* digits, '.', and an exponent: no hexadecimal, no inf or nan */
    char number[40];
    size_t len = 0;
    while (len + 1 < sizeof number &&
           (g_ascii_isdigit(*c->p) || *c->p == '.' || *c->p == 'e' || *c->p == 'E' ||
            ((*c->p == '-' || *c->p == '+') && len && (number[len - 1] | 0x20) == 'e')))
      number[len++] = *c->p++;
    number[len] = '\0';
    if (tl_parse_double(number, 0, out) != TL_OK)
      return tl_error_set(c->err, TL_EFORMAT, "'%s' is not a decimal number", number);
    return TL_OK;
  }
  if (g_ascii_isalpha(*c->p))
    return quantity(c, out);
  return tl_error_set(c->err, TL_EFORMAT, "expected a number, a quantity or '('");
}

/* power := factor [^ factor] */
static TlStatus
expr_power(ExprContext *c, double *out, int depth)
{
  TlStatus s = expr_factor(c, out, depth);
  skip_blanks(c);
  if (s != TL_OK || *c->p != '^')
    return s;
  c->p++;
  double e;
  if ((s = expr_factor(c, &e, depth)) == TL_OK)
    *out = pow(*out, e);
  return s;
}

/* product := power {(* | /) power} */
static TlStatus
expr_product(ExprContext *c, double *out, int depth)
{
  TlStatus s = expr_power(c, out, depth);
  for (;;) {
    skip_blanks(c);
    const char op = *c->p;
    if (s != TL_OK || (op != '*' && op != '/'))
      return s;
    c->p++;
    double y;
    if ((s = expr_power(c, &y, depth)) == TL_OK)
      *out = op == '*' ? *out * y : *out / y;
  }
}

/* sum := product {(+ | -) product}: the usual precedence, left to right. */
static TlStatus
expr_sum(ExprContext *c, double *out, int depth)
{
  if (depth > 8)
    return tl_error_set(c->err, TL_EFORMAT, "parentheses nested too deep");
  TlStatus s = expr_product(c, out, depth);
  for (;;) {
    skip_blanks(c);
    const char op = *c->p;
    if (s != TL_OK || (op != '+' && op != '-'))
      return s;
    c->p++;
    double y;
    if ((s = expr_product(c, &y, depth)) == TL_OK)
      *out = op == '+' ? *out + y : *out - y;
  }
}

static TlStatus
eval_expr(ExprContext *c, const char *expr, TlError *err)
{
  c->p = expr;
  c->err = err;
  double v;
  TlStatus s = expr_sum(c, &v, 0);
  if (s == TL_OK && *c->p)
    s = tl_error_set(err, TL_EFORMAT, "'%.40s': unexpected '%c'", expr, *c->p);
  if (s != TL_OK)
    return s;
  c->value = v;
  if (c->evaluate && !isfinite(v))
    return tl_error_set(err, TL_ENUMERIC, "{%.40s} is not a finite number here", expr);
  return TL_OK;
}

static TlStatus
template_fn(const char *expr, const char *format, void *data, GString *out, TlError *err)
{
  ExprContext *c = data;
  if (!format_ok(format))
    return tl_error_set(err, TL_EFORMAT, "'%.20s' is not a format (%%.2f, %%.3g, %%e, …)", format);
  TlStatus s = eval_expr(c, expr, err);
  if (s != TL_OK || !out)
    return s;
  char buf[64];
  snprintf(buf, sizeof buf, format, c->value);
  g_string_append(out, buf);
  return TL_OK;
}

/* ---- reading ------------------------------------------------------------ */

typedef struct {
  TlLessonPresetFunc presets;
  void *presets_data;
} Resolver;

static TlStatus
resolve_preset(TlPresetReader *r, const Resolver *res, const char *group, const char *name,
               TlPreset *out)
{
  if (!res->presets)
    return at_line(r, group, "preset", TL_EINVAL, "no shipped presets to take '%s' from", name);
  TlError inner;
  if (res->presets(name, out, res->presets_data, &inner) != TL_OK)
    return at_line(r, group, "preset", inner.status, "%s", inner.message);
  return TL_OK;
}

/* The physics must accept the state a step sets up. */
static TlStatus
validate_state(TlPresetReader *r, const char *group, TlPreset *p)
{
  TlContactBasics basics;
  TlError inner;
  p->stickslip.friction = p->friction.law;
  if (tl_contact_basics(&p->contact, &basics, &inner) != TL_OK ||
      tl_preset_transient_validate(&p->transient, &inner) != TL_OK ||
      tl_rolling_demo_params_validate(&p->rolling, &inner) != TL_OK ||
      tl_friction_case_validate(&p->friction, &inner) != TL_OK ||
      tl_stickslip_params_validate(&p->stickslip, &inner) != TL_OK)
    return at_line(r, group, NULL, TL_EINVAL, "%s", inner.message);
  return TL_OK;
}

/* One "section.key = value" of a step: the preset table's row for that key,
 * renamed, reads it from the step's group (unit, range, line in messages). */
static TlStatus
apply_key(TlPresetReader *r, const char *group, const char *key, TlPreset *p)
{
  char section[32];
  const TlPresetKey *row = tl_lesson_find_key(key, section, sizeof section);
  if (!row)
    return at_line(r, group, key, TL_EFORMAT,
                   "not a lesson key nor a preset key (SECTION.KEY, e.g. contact.load_kn)%s", "");
  TlPresetKey renamed = *row;
  renamed.key = key;
  return tl_preset_read_table(r, group, &renamed, 1, section_base(p, section));
}

static char *
get_text(GKeyFile *kf, const char *group, const char *key)
{
  char *v = g_key_file_get_string(kf, group, key, NULL);
  return v ? g_strstrip(v) : g_strdup("");
}

static TlStatus
check_templates(TlPresetReader *r, TlLesson *l, int k, const char *group, const char *key,
                const char *text)
{
  TlStatus s;
  if ((s = check_markup(r, group, key, text)) != TL_OK)
    return s;
  ExprContext c = { l, k, 0, 0.0, NULL, NULL };
  TlError inner;
  if (walk_templates(text, template_fn, &c, NULL, &inner) != TL_OK)
    return at_line(r, group, key, TL_EFORMAT, "%s", inner.message);
  return TL_OK;
}

/* The numbers of a "key = v1 v2 …" line: at most max of them, each finite
 * and, with `fraction`, between 0 and 1; their count, or -1 on a bad one.
 * *found: whether the key is there at all. */
static int
read_numbers(TlPresetReader *r, const char *group, const char *key, double *out, int max,
             int fraction, int *found)
{
  char *raw = g_key_file_get_value(r->kf, group, key, NULL);
  *found = raw != NULL;
  if (!raw)
    return 0;
  char **parts = g_strsplit_set(g_strstrip(raw), " \t", -1);
  int n = 0;
  for (char **q = parts; *q && n >= 0; q++) {
    if (!**q)
      continue;
    double v;
    if (n >= max || tl_parse_double(*q, 0, &v) != TL_OK || !isfinite(v) ||
        (fraction && (v < 0.0 || v > 1.0)))
      n = -1;
    else
      out[n++] = v;
  }
  g_strfreev(parts);
  g_free(raw);
  return n;
}

static TlStatus
read_region(TlPresetReader *r, const char *group, double region[4])
{
  double v[4];
  int found;
  const int n = read_numbers(r, group, "region", v, 4, 1, &found);
  region[0] = region[1] = 0.0;
  region[2] = region[3] = 1.0;
  if (!found)
    return TL_OK;
  if (n != 4 || v[2] <= v[0] || v[3] <= v[1])
    return at_line(r, group, "region", TL_EFORMAT,
                   "four fractions x0 y0 x1 y1 between 0 and 1 with x0 < x1, y0 < y1%s", "");
  memcpy(region, v, sizeof v);
  return TL_OK;
}

/* axes = x0 x1 y0 y1: finite, x0 < x1, y0 < y1, for the step's plot. */
static TlStatus
read_axes(TlPresetReader *r, const char *group, TlLessonStep *st)
{
  double v[4];
  int found;
  const int n = read_numbers(r, group, "axes", v, 4, 0, &found);
  st->has_axes = 0;
  if (!found)
    return TL_OK;
  if (n != 4 || !(v[1] > v[0]) || !(v[3] > v[2]))
    return at_line(r, group, "axes", TL_EFORMAT,
                   "four numbers x0 x1 y0 y1 in the plot's units with x0 < x1, y0 < y1%s", "");
  if (!st->plot[0])
    return at_line(r, group, "axes", TL_EFORMAT, "axes need the plot they belong to (plot =)%s",
                   "");
  memcpy(st->axes, v, sizeof v);
  st->has_axes = 1;
  return TL_OK;
}

static TlStatus
read_step(TlPresetReader *r, const Resolver *res, TlLesson *l, int k, TlPreset *state)
{
  char group[32];
  snprintf(group, sizeof group, "step %d", k + 1);
  TlStatus s;
  gchar **keys = g_key_file_get_keys(r->kf, group, NULL, NULL);
  char *preset = get_text(r->kf, group, "preset");
  if (preset[0])
    s = resolve_preset(r, res, group, preset, state);
  else
    s = TL_OK;
  g_free(preset);
  for (gchar **key = keys; s == TL_OK && key && *key; key++)
    if (!g_strv_contains(step_keys, *key))
      s = apply_key(r, group, *key, state);
  g_strfreev(keys);
  if (s != TL_OK || (s = validate_state(r, group, state)) != TL_OK)
    return s;
  TlLessonStep *st = &l->steps[k];
  static const char *const owned_keys[] = { "text", "question", "answer", "view", "plot",
                                            "readout" };
  for (int i = 0; i < 6; i++)
    l->owned[k][i] = get_text(r->kf, group, owned_keys[i]);
  st->text = l->owned[k][0];
  st->question = l->owned[k][1];
  st->answer = l->owned[k][2];
  st->view = l->owned[k][3];
  st->plot = l->owned[k][4];
  st->readout = l->owned[k][5];
  if (!st->text[0])
    return at_line(r, group, NULL, TL_EFORMAT, "a step needs a text%s", "");
  if (st->answer[0] && !st->question[0])
    return at_line(r, group, "answer", TL_EFORMAT, "an answer without a question%s", "");
  if ((s = read_region(r, group, st->region)) != TL_OK)
    return s;
  if ((s = read_axes(r, group, st)) != TL_OK)
    return s;
  g_strlcpy(state->view, st->view, sizeof state->view);
  return TL_OK;
}

/* Every group is [lesson], [step N] or a preset section. */
static TlStatus
check_groups(TlPresetReader *r, int *n_steps)
{
  gchar **groups = g_key_file_get_groups(r->kf, NULL);
  TlStatus s = TL_OK;
  int n = 0;
  for (gchar **g = groups; *g && s == TL_OK; g++) {
    if (strcmp(*g, "lesson") == 0 || g_strv_contains(preset_sections, *g))
      continue;
    double k;
    if (!g_str_has_prefix(*g, "step ") || tl_parse_double(*g + 5, 0, &k) != TL_OK ||
        k != floor(k) || k < 1 || k > TL_LESSON_MAX_STEPS) {
      s = at_line(r, *g, NULL, TL_EFORMAT,
                  "not a lesson group ([lesson], [step N] with N from 1 to 40, or a preset "
                  "section)%s", "");
    }
    n++;
  }
  g_strfreev(groups);
  if (s != TL_OK)
    return s;
  for (int k = 1; k <= n; k++) {
    char group[32];
    snprintf(group, sizeof group, "step %d", k);
    if (!g_key_file_has_group(r->kf, group))
      return tl_error_set(r->err, TL_EFORMAT, "%s: the steps are not numbered 1 to %d: [%s] is "
                          "missing", r->source, n, group);
  }
  if (n == 0)
    return tl_error_set(r->err, TL_EFORMAT, "%s: a lesson needs at least a [step 1]", r->source);
  *n_steps = n;
  return TL_OK;
}

/* Preset-loader warnings about the lesson's own groups are expected;
 * any other (an unknown key in [contact]) is an error here. */
static void
first_warning(const char *message, void *data)
{
  GString *first = data;
  if (!strstr(message, ": unknown group [") && first->len == 0)
    g_string_assign(first, message);
}

static TlStatus
read_start(TlPresetReader *r, const Resolver *res, const char *text, size_t length,
           TlPreset *start)
{
  char *preset = get_text(r->kf, "lesson", "preset");
  gboolean inline_sections = FALSE;
  for (int i = 1; preset_sections[i]; i++)
    inline_sections |= g_key_file_has_group(r->kf, preset_sections[i]);
  TlStatus s = TL_OK;
  if (preset[0] && inline_sections) {
    s = at_line(r, "lesson", "preset", TL_EFORMAT,
                "name a preset or write its sections in the lesson, not both%s", "");
  } else if (preset[0]) {
    s = resolve_preset(r, res, "lesson", preset, start);
  } else if (inline_sections) {
    GString *warning = g_string_new(NULL);
    s = tl_preset_load_data(text, length, r->source, start, first_warning, warning, r->err);
    if (s == TL_OK && warning->len)
      s = tl_error_set(r->err, TL_EFORMAT, "%s", warning->str);
    g_string_free(warning, TRUE);
  } else {
    tl_preset_init(start);
  }
  g_free(preset);
  return s;
}

static TlStatus
read_lesson(TlPresetReader *r, const Resolver *res, const char *text, size_t length, TlLesson *l)
{
  TlStatus s;
  if (!g_key_file_has_group(r->kf, "lesson"))
    return tl_error_set(r->err, TL_EFORMAT, "%s: no [lesson] group: not a TriboLab lesson",
                        r->source);
  gchar **keys = g_key_file_get_keys(r->kf, "lesson", NULL, NULL);
  for (gchar **key = keys; key && *key; key++)
    if (!g_strv_contains(lesson_keys, *key)) {
      s = at_line(r, "lesson", *key, TL_EFORMAT, "not a [lesson] key (title, summary, preset)%s",
                  "");
      g_strfreev(keys);
      return s;
    }
  g_strfreev(keys);
  if ((s = check_groups(r, &l->n)) != TL_OK)
    return s;
  l->title = get_text(r->kf, "lesson", "title");
  l->summary = get_text(r->kf, "lesson", "summary");
  if (!l->title[0])
    return at_line(r, "lesson", NULL, TL_EFORMAT, "a lesson needs a title%s", "");
  if ((s = check_markup(r, "lesson", "summary", l->summary)) != TL_OK)
    return s;
  l->states = g_new0(TlPreset, (gsize)l->n);
  l->cache = g_new0(TlLessonCache, (gsize)l->n);
  TlPreset state;
  if ((s = read_start(r, res, text, length, &state)) != TL_OK)
    return s;
  for (int k = 0; k < l->n; k++) {
    if ((s = read_step(r, res, l, k, &state)) != TL_OK)
      return s;
    g_strlcpy(state.title, l->title, sizeof state.title);
    l->states[k] = state;
  }
  /* templates last: @K may name any step */
  for (int k = 0; k < l->n; k++) {
    char group[32];
    snprintf(group, sizeof group, "step %d", k + 1);
    const TlLessonStep *st = &l->steps[k];
    if ((s = check_templates(r, l, k, group, "text", st->text)) != TL_OK ||
        (s = check_templates(r, l, k, group, "question", st->question)) != TL_OK ||
        (s = check_templates(r, l, k, group, "answer", st->answer)) != TL_OK)
      return s;
  }
  return TL_OK;
}

TlLesson *
tl_lesson_load_data(const char *text, size_t length, const char *source,
                    TlLessonPresetFunc presets, void *presets_data, TlError *err)
{
  source = source ? source : "lesson";
  if (tl_text_check_nul(text, length, source, err) != TL_OK)
    return NULL;
  GKeyFile *kf = g_key_file_new();
  char *copy = g_strndup(text, length);
  TlPresetReader r = { kf, copy, source, NULL, NULL, err, NULL };
  TlLesson *l = g_new0(TlLesson, 1);
  const Resolver res = { presets, presets_data };
  TlStatus s;
  if (!g_key_file_load_from_data(kf, copy, length, G_KEY_FILE_NONE, NULL))
    s = tl_error_set(err, TL_EFORMAT,
                     "%s: not a lesson file (a line is neither [group], key = value nor a "
                     "comment, or the text is not UTF-8)",
                     source);
  else
    s = read_lesson(&r, &res, copy, length, l);
  if (r.lines)
    g_hash_table_destroy(r.lines);
  g_free(copy);
  g_key_file_free(kf);
  if (s != TL_OK) {
    tl_lesson_free(l);
    return NULL;
  }
  return l;
}

TlLesson *
tl_lesson_load_file(const char *path, TlLessonPresetFunc presets, void *presets_data,
                    TlError *err)
{
  char *text;
  size_t length;
  if (tl_text_file_read(path, "lesson", TL_TEXT_FILE_MAX, &text, &length, err) != TL_OK)
    return NULL;
  char *base = g_path_get_basename(path);
  TlLesson *l = tl_lesson_load_data(text, length, base, presets, presets_data, err);
  g_free(base);
  g_free(text);
  return l;
}

void
tl_lesson_free(TlLesson *l)
{
  if (!l)
    return;
  for (int k = 0; k < TL_LESSON_MAX_STEPS; k++)
    for (int i = 0; i < 6; i++)
      g_free(l->owned[k][i]);
  g_free(l->title);
  g_free(l->summary);
  g_free(l->states);
  g_free(l->cache);
  g_free(l);
}

const char *
tl_lesson_title(const TlLesson *l)
{
  return l->title;
}

const char *
tl_lesson_summary(const TlLesson *l)
{
  return l->summary;
}

int
tl_lesson_n_steps(const TlLesson *l)
{
  return l->n;
}

const TlLessonStep *
tl_lesson_step(const TlLesson *l, int k)
{
  g_return_val_if_fail(k >= 0 && k < l->n, NULL);
  return &l->steps[k];
}

const TlPreset *
tl_lesson_state(const TlLesson *l, int k)
{
  g_return_val_if_fail(k >= 0 && k < l->n, NULL);
  return &l->states[k];
}

char *
tl_lesson_expand(const TlLesson *l, int k, const char *markup, TlError *err)
{
  g_return_val_if_fail(k >= 0 && k < l->n, NULL);
  ExprContext c = { l, k, 1, 0.0, NULL, NULL };
  GString *out = g_string_new(NULL);
  TlError inner;
  if (walk_templates(markup, template_fn, &c, out, &inner) != TL_OK) {
    tl_error_set(err, inner.status, "%s [step %d]: %s", l->title, k + 1, inner.message);
    g_string_free(out, TRUE);
    return NULL;
  }
  return g_string_free(out, FALSE);
}

TlStatus
tl_lesson_value(const TlLesson *l, int k, const char *expr, double *out, TlError *err)
{
  g_return_val_if_fail(k >= 0 && k < l->n, TL_EINVAL);
  ExprContext c = { l, k, 1, 0.0, NULL, NULL };
  char *copy = g_strstrip(g_strdup(expr));
  const TlStatus s = eval_expr(&c, copy, err);
  g_free(copy);
  if (s == TL_OK)
    *out = c.value;
  return s;
}
