/* main.c — TriboLab's window: set up and run the application, nothing else. */
#include "tl-i18n.h"
#include "tlv-application.h"

int
main(int argc, char **argv)
{
  /* Every plot is drawn with cairo: GTK's cairo renderer shows them directly,
   * while the GL renderer uploads each one as a texture every frame.  With the
   * three transient views live at 100 x 100 this measured 60 against 20 frames
   * per second on a software GL stack (llvmpipe).  GSK_RENDERER=gl still
   * chooses GL. */
  g_setenv("GSK_RENDERER", "cairo", FALSE);
  tl_app_i18n_init(); /* messages in the user's language, numbers with '.' */
  TlvApplication *app = tlv_application_new();
  const int status = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app);
  return status;
}
