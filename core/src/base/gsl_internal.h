/* gsl_internal.h — GSL's error handling, set up by the library itself. */
#ifndef TRIBO_GSL_INTERNAL_H
#define TRIBO_GSL_INTERNAL_H

/* Make sure a failing GSL routine returns its status (or NaN) to the caller
 * instead of calling GSL's default handler, which prints and aborts the
 * process.  The first call in the process installs gsl_set_error_handler_off()
 * unless the program has installed a handler of its own, which is kept (see
 * docs/api.md, "Errors").  Every core function that calls GSL calls this
 * first; after the first time it costs one atomic load. */
void tl_gsl_init(void);

#endif /* TRIBO_GSL_INTERNAL_H */
