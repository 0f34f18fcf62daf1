/* main.c — TriboLab's window: set up and run the application, nothing else. */
#include <locale.h>

#include "tlv-application.h"

int
main(int argc, char **argv)
{
  setlocale(LC_ALL, "");
  TlvApplication *app = tlv_application_new();
  const int status = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app);
  return status;
}
