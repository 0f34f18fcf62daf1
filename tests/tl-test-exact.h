/* tl-test-exact.h — what the exact solver's tests share. */
#ifndef TL_TEST_EXACT_H
#define TL_TEST_EXACT_H

#include <glib.h>

#include "tribo/exact.h"

/* An exact-theory workspace for p with the default options, or the test
 * fails with the solver's message. */
static inline TlExact *
tl_test_exact_alloc(const TlContactParams *p)
{
  TlExact *w;
  TlError err;
  if (tl_exact_alloc(p, NULL, &w, &err) != TL_OK)
    g_error("exact solver: %s", err.message);
  return w;
}

#endif /* TL_TEST_EXACT_H */
