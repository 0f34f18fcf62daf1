/* tl-test-exact.h — what the exact solver's tests share. */
#ifndef TL_TEST_EXACT_H
#define TL_TEST_EXACT_H

#include <glib.h>

#include "tribo/exact.h"

/* An exact-theory workspace for p with options o (NULL: the defaults), or
 * the test fails with the solver's message. */
static inline TlExact *
tl_test_exact_alloc_with(const TlContactParams *p, const TlExactOptions *o)
{
  TlExact *w;
  TlError err;
  if (tl_exact_alloc(p, o, &w, &err) != TL_OK)
    g_error("exact solver: %s", err.message);
  return w;
}

/* The same with the default options. */
static inline TlExact *
tl_test_exact_alloc(const TlContactParams *p)
{
  return tl_test_exact_alloc_with(p, NULL);
}

#endif /* TL_TEST_EXACT_H */
