/* gsl-setup.c — GSL's error handling for the library (gsl_internal.h).
 *
 * GSL reports an error by calling a process-wide handler, whose default
 * prints the message and calls abort(): a domain error deep inside an
 * elliptic integral or a root bracket that does not straddle zero would end
 * the caller's program.  The library checks every GSL status it gets, so it
 * needs only the handler to return; it does not record GSL's messages (its
 * own TlError says what failed, in the caller's terms). */
#include "gsl_internal.h"

#include <gsl/gsl_errno.h>
#include <pthread.h>

static pthread_once_t gsl_once = PTHREAD_ONCE_INIT;

static void
gsl_setup(void)
{
  /* GSL has no getter: reading the handler means setting one, so put back
   * any handler the program installed and replace only the aborting default
   * (NULL). */
  gsl_error_handler_t *old = gsl_set_error_handler(NULL);
  if (old)
    gsl_set_error_handler(old);
  else
    gsl_set_error_handler_off();
}

void
tl_gsl_init(void)
{
  pthread_once(&gsl_once, gsl_setup);
}
