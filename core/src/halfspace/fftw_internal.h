/* fftw_internal.h — what the library's FFT users share (defined in hsconv.c). */
#ifndef TRIBO_FFTW_INTERNAL_H
#define TRIBO_FFTW_INTERNAL_H

/* FFTW's planner is not thread-safe (execution of distinct plans is): every
 * plan of the library is made and destroyed under this one lock. */
void tl_fftw_planner_lock(void);
void tl_fftw_planner_unlock(void);

/* The smallest even n′ ≥ n with no prime factor above 7: FFTW's fast,
 * allocation-free sizes. */
int tl_fftw_good_size(int n);

#endif
