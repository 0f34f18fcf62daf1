/* lesson.h — guided demos: a preset to start from and numbered steps, each
 * changing a few preset keys, naming the view and what to look at, with text
 * whose numbers the program computes when the step is shown.
 *
 *   [lesson]  title, summary, preset = a shipped preset's name (resolved by
 *             the caller's TlLessonPresetFunc), or the preset sections
 *             ([contact], [transient], …) written in the lesson itself
 *   [step N]  N = 1, 2, … without gaps:
 *             text      Pango markup with templates (below)
 *             view      the page to show ("hertz", "steady", …; empty: stay)
 *             preset    optional: start this step again from a shipped preset
 *             SECTION.KEY = value   any table key of a preset section
 *                       (contact.load_kn = 150, stickslip.stiffness_n_m = 8),
 *                       read with that key's unit and range; the changes
 *                       accumulate from step to step
 *             question  optional "predict first" question; answer = its
 *                       answer, shown by Reveal or on the next step
 *             plot      optional: the export name of a plot of the view to
 *                       highlight; region = x0 y0 x1 y1 its part, as
 *                       fractions of the plot's width and height (0 0 at the
 *                       top left; default: the whole plot)
 *             readout   optional: the id of a read-out to point at
 *             axes      optional: x0 x1 y0 y1, the ranges of the plot's
 *                       axes in its own units (a lesson that compares sizes
 *                       gives every step the same axes, so that the figure,
 *                       not only its tick labels, shows the change); the
 *                       axes stay fixed until a step gives others or the
 *                       lesson ends
 *
 * Templates: {EXPR} or {EXPR:FORMAT}.  EXPR is decimal numbers and
 * quantities joined by + - * / ^ (the usual precedence) and parentheses:
 * {hertz.a_mm / hertz.a_mm@1:%.3f}, {2^(1/3):%.3f}.  A quantity is NAME or
 * NAME@K, its value in the state step K sets up (1-based; default: this
 * step's).  NAMES: every table key "SECTION.KEY" in the key's unit, and the
 * computed
 * hertz.a_mm, hertz.b_mm, hertz.p0_mpa, hertz.approach_um,
 * steady.f, steady.f_over_mu, steady.stick_pct, steady.c_sat (FASTSIM at the
 * state's creepages), transient.transit_ms (2a/V), transient.delay_ms,
 * transient.delay_ratio (Unsteady Brush Model run over a periodic
 * waveform), transient.settle_ms (time after a step until f stays at its
 * final value, to 10⁻⁶ of it), transient.step_ms (that run's time step,
 * one cell's transit), stickslip.slip_onsets,
 * stickslip.stick_onsets, stickslip.period_s,
 * stickslip.peak_spring_n, stickslip.stick_pct (the oscillator's run).
 * FORMAT is %[.P]f, %[.P]g or %[.P]e (default %.3g).  "{{" is a literal "{".
 *
 * Every error, in the lesson's own text (a bad key or value, a markup
 * error, an unknown template name or format), names the file and line. */
#ifndef TRIBO_LESSON_H
#define TRIBO_LESSON_H

#include <stddef.h>

#include "tribo/preset.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TL_LESSON_MAX_STEPS 40

typedef struct TlLesson TlLesson;

/* Resolve a shipped preset by name ("10-hertz-from-radii", without .ini). */
typedef TlStatus (*TlLessonPresetFunc)(const char *name, TlPreset *out, void *data,
                                       TlError *err);

/* One step as written (text, question and answer still hold templates). */
typedef struct {
  const char *text;
  const char *question; /* "" when none */
  const char *answer;   /* "" when none */
  const char *view;     /* "" when none */
  const char *plot;     /* "" when none */
  double region[4];     /* x0, y0, x1, y1 as fractions of the plot */
  const char *readout;  /* "" when none */
  int has_axes;         /* axes given: the plot's ranges fixed at */
  double axes[4];       /*   x0, x1, y0, y1 in the plot's units */
} TlLessonStep;

/* Parse and check a lesson: every step's state is built and validated and
 * every template parsed (not yet evaluated).  `source` names it in messages.
 * presets may be NULL when the lesson names none.  NULL on error. */
TlLesson *tl_lesson_load_data(const char *text, size_t length, const char *source,
                              TlLessonPresetFunc presets, void *presets_data, TlError *err);
/* The same from a file (tl_text_file_read: size limit, NUL bytes). */
TlLesson *tl_lesson_load_file(const char *path, TlLessonPresetFunc presets, void *presets_data,
                              TlError *err);
void tl_lesson_free(TlLesson *lesson);

const char *tl_lesson_title(const TlLesson *lesson);
const char *tl_lesson_summary(const TlLesson *lesson);
int tl_lesson_n_steps(const TlLesson *lesson);
/* Step k, 0-based (k < tl_lesson_n_steps). */
const TlLessonStep *tl_lesson_step(const TlLesson *lesson, int k);
/* The parameters step k sets up (the start preset with steps 0 … k applied);
 * its title and view are the lesson's and the step's. */
const TlPreset *tl_lesson_state(const TlLesson *lesson, int k);

/* Fill in the templates of `markup` (a step's text, question or answer) with
 * the values computed for step k.  Returns a g_malloc'd string, or NULL
 * with err set when a computation fails (its message names the template). */
char *tl_lesson_expand(const TlLesson *lesson, int k, const char *markup, TlError *err);
/* One quantity (a template's EXPR) at step k, SI-free: in the unit its name
 * says.  TL_EINVAL for an unknown name. */
TlStatus tl_lesson_value(const TlLesson *lesson, int k, const char *expr, double *out,
                         TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_LESSON_H */
