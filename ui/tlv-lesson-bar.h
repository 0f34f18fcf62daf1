/* tlv-lesson-bar.h — the bar that runs a lesson (tribo/lesson.h) in the window:
 * Back / Next / step k of n / Close, the step's text with the numbers the
 * core computed for it, its "predict first" question with Reveal, and the
 * answer again on the next step.
 *
 * Going to a step applies the parameters it sets up to the document
 * (tlv_document_apply_preset: validated, nothing changes if refused, the
 * refusal shown in the bar), shows the step's view in the stack and
 * outlines the named region of the named plot. */
#ifndef TLV_LESSON_BAR_H
#define TLV_LESSON_BAR_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tribo/lesson.h"

G_BEGIN_DECLS

#define TLV_TYPE_LESSON_BAR (tlv_lesson_bar_get_type())
G_DECLARE_FINAL_TYPE(TlvLessonBar, tlv_lesson_bar, TLV, LESSON_BAR, GtkBox)

/* A hidden bar driving doc and stack.  Signal "closed" when the user closes
 * the lesson (Close, Escape). */
TlvLessonBar *tlv_lesson_bar_new(TlvDocument *doc, GtkStack *stack);

/* Start a lesson (the bar takes it) at its first step and show the bar. */
void tlv_lesson_bar_start(TlvLessonBar *bar, TlLesson *lesson);
/* Step k (0-based, clamped).  FALSE when there is no lesson. */
gboolean tlv_lesson_bar_go(TlvLessonBar *bar, int k);
gboolean tlv_lesson_bar_next(TlvLessonBar *bar);
gboolean tlv_lesson_bar_back(TlvLessonBar *bar);
/* Hide the bar, drop the lesson and the highlight, emit "closed". */
void tlv_lesson_bar_close(TlvLessonBar *bar);
gboolean tlv_lesson_bar_is_running(TlvLessonBar *bar);
int tlv_lesson_bar_get_step(TlvLessonBar *bar);
/* The step's text as shown (markup, numbers filled in). */
const char *tlv_lesson_bar_get_text(TlvLessonBar *bar);

/* Show the answer to the step's question (Reveal). */
void tlv_lesson_bar_reveal(TlvLessonBar *bar);
/* The answer shown (markup): revealed on this step, or the last step's
 * shown again on this one; NULL when none is shown. */
const char *tlv_lesson_bar_get_answer(TlvLessonBar *bar);

/* A shipped lesson by name ("01-hertz-cube-root", with or without .ini) or
 * a lesson file; its preset names resolve to the shipped presets. */
TlLesson *tlv_lesson_open(const char *name_or_path, TlError *err);
/* The shipped lessons as a menu of "win.lesson" items, in file-name order. */
GMenuModel *tlv_lesson_menu(void);

G_END_DECLS

#endif /* TLV_LESSON_BAR_H */
