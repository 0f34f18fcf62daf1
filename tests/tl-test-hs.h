/* tl-test-hs.h — what the influence-product tests share: the material and a
 * grid of cells (count and size in each direction). */
#ifndef TL_TEST_HS_H
#define TL_TEST_HS_H

#define G_SHEAR 82e9 /* combined shear modulus [Pa] */
#define NU 0.28      /* combined Poisson's ratio */

typedef struct {
  int mx, my;     /* cells */
  double dx, dy;  /* cell length and width [m] */
} Size;

#endif /* TL_TEST_HS_H */
