/* table.h — creep-force tables (docs/theory.md §14 creep-force tables): the
 * steady creep forces of a Hertz patch, solved once over a grid of
 * dimensionless inputs and then interpolated in well under a microsecond.
 *
 * Kalker's similarity: with c = √(ab), the combined shear modulus G, the
 * friction coefficient μ and the normal load N, the scaled creepages
 * G c² νₓ/(μN), G c² ν_y/(μN), G c³ φ_s/(μN), the ellipse ratio a/b and
 * Poisson's ratio ν fix the dimensionless
 *     Fₓ/(μN),   F_y/(μN),   M_z/(μNc)
 * for any load, μ and material.  The table's creepage axes are the scaled
 * creepages in the linear theory's units at (a/b, ν) (tribo/kalker.h):
 *     ξ = C₁₁ G c² νₓ/(μN),  η = C₂₂ G c² ν_y/(μN),  φ = S G c³ φ_s/(μN),
 *     S = ((C₂₂ a/c)⁴ + (C₁₁ b/c)⁴)^¼   (tl_table_spin_coeff),
 * i.e. ξ and η are the linear theory's forces over μN, and φ the same for
 * the larger of the spin's rigid slips at the patch's edges (lateral φ_s a at
 * the leading edge, longitudinal φ_s b at the sides), so that the curves
 * saturate near ξ, η, φ ≈ 3 at every a/b.  (Format 1 scaled φ by |C₂₃|, the
 * spin's coupling to F_y alone: for a/b < 1 the spin's longitudinal slip
 * saturates the patch several times sooner than that, and the curves had
 * features too narrow for the grid, docs/theory.md §14.4.)  A table is these
 * three numbers on the grid of the five axes (a/b, ν, ξ, η, φ), each axis
 * uniformly spaced between its ends — a/b uniformly in ln(a/b), so that a/b
 * and b/a are alike — (an axis of one point fixes that input).
 *
 * Entries are numbered with φ fastest, then η, ξ, ν and a/b slowest; an
 * entry's value does not depend on which other entries are solved with it, in
 * which order or in which process (each solve starts from zero traction on a
 * workspace built from the entry's own inputs), so chunks of the list may be
 * solved anywhere and put together bit for bit.
 *
 * HDF5 storage is not here (libtribo does not depend on HDF5): see
 * tribo-table-h5 (core/h5/) and the Python package.
 *
 *   TlTableSpec s = tl_table_spec_default();
 *   TlTableSolver *sv = tl_table_solver_new(&s, &err);
 *   tl_table_solver_run(sv, first, count, values, status, &err); // 3 values per entry
 *   TlTable *t = tl_table_new(&s, values, status, &err);
 *   tl_table_eval(t, TL_TABLE_CUBIC, x, f);                   // x: a/b, ν, ξ, η, φ
 */
#ifndef TRIBO_TABLE_H
#define TRIBO_TABLE_H

#include <stddef.h>

#include "tribo/contact.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { TL_TABLE_RATIO = 0, TL_TABLE_NU, TL_TABLE_XI, TL_TABLE_ETA, TL_TABLE_PHI, TL_TABLE_N_AXES };
#define TL_TABLE_N_OUT 3 /* Fx/(μN), Fy/(μN), Mz/(μNc) */
#define TL_TABLE_MAX_AXIS 4096
#define TL_TABLE_MAX_ENTRIES 100000000

/* Which solver fills the table. */
typedef enum { TL_TABLE_EXACT = 0, TL_TABLE_FASTSIM = 1 } TlTableModel;

/* How the table is read between grid points: multilinear in all five axes
 * (in ln(a/b) along the ratio), or cubic Hermite along ln(a/b) and the three
 * creepage axes (slopes from centred differences, one-sided at the ends) and
 * linear in ν. */
typedef enum { TL_TABLE_LINEAR = 0, TL_TABLE_CUBIC = 1 } TlTableInterp;

/* Per-entry status: solved, solved by the exact solver's fallback march, or
 * failed (values NaN). */
enum { TL_TABLE_ENTRY_OK = 0, TL_TABLE_ENTRY_FALLBACK = 1, TL_TABLE_ENTRY_FAILED = 2 };

typedef struct {
  int n[TL_TABLE_N_AXES];      /* points per axis, 1 … TL_TABLE_MAX_AXIS */
  double lo[TL_TABLE_N_AXES];  /* first value of each axis */
  double hi[TL_TABLE_N_AXES];  /* last value (equal to lo for one point) */
  TlTableModel model;
  int mx, my;                  /* cells of the solver's grid over the ellipse */
  double tol;                  /* exact solver: steady KKT tolerance (TlExactOptions.steady_tol) */
} TlTableSpec;

/* The default table: a/b 0.25…4 (17), ν 0.28, ξ and η −4…4 (33), φ −8…8 (33),
 * exact solver on 20 × 20 cells. */
TlTableSpec tl_table_spec_default(void);
/* USETAB's layout: 25 ellipse ratios × 16 ξ × 16 η × 32 φ (ν fixed). */
TlTableSpec tl_table_spec_usetab(void);
TlStatus tl_table_spec_validate(const TlTableSpec *s, TlError *err);
size_t tl_table_spec_count(const TlTableSpec *s);
/* Value of point i of axis k. */
double tl_table_axis_value(const TlTableSpec *s, int axis, int i);
const char *tl_table_model_name(TlTableModel m);     /* "exact", "fastsim" */
TlStatus tl_table_model_from_name(const char *name, TlTableModel *out, TlError *err);
const char *tl_table_interp_name(TlTableInterp m);   /* "linear", "cubic" */
TlStatus tl_table_interp_from_name(const char *name, TlTableInterp *out, TlError *err);
const char *tl_table_axis_name(int axis);            /* "ratio", "nu", "xi", "eta", "phi" */

/* ---- solving entries ---------------------------------------------------------- */

typedef struct TlTableSolver TlTableSolver;

TlTableSolver *tl_table_solver_new(const TlTableSpec *s, TlError *err);
void tl_table_solver_free(TlTableSolver *sv);
/* Solve entries first … first+count−1: values gets 3 numbers per entry,
 * status one per entry (may be NULL).  A failed entry is marked, not an
 * error; the call fails only on bad arguments or when *cancel (may be
 * NULL) becomes non-zero (TL_ECANCELLED). */
TlStatus tl_table_solver_run(TlTableSolver *sv, size_t first, size_t count, double *values,
                             signed char *status, const volatile int *cancel, TlError *err);
/* Solve one point of the five inputs x[5] (need not lie on the grid) into
 * out[3], with the
 * table's model, grid and tolerance: the direct solve that interpolation is
 * checked against. */
TlStatus tl_table_solver_point(TlTableSolver *sv, const double *x, double *out, TlError *err);

/* ---- interpolation ------------------------------------------------------------ */

typedef struct TlTable TlTable;

/* A table from its spec and its entries (copied; status may be NULL = all
 * solved).  Fails when an entry is not finite. */
TlTable *tl_table_new(const TlTableSpec *s, const double *values, const signed char *status,
                      TlError *err);
void tl_table_free(TlTable *t);
const TlTableSpec *tl_table_spec(const TlTable *t);

/* Interpolate at x[5] (a/b, ν, ξ, η, φ) into out[3]; inputs outside the
 * table are clamped to its edge.  Returns the number of inputs clamped (0
 * inside), by the rule of tl_table_count_outside.  No allocation, no error path: this is the creep model's inner
 * loop. */
int tl_table_eval(const TlTable *t, TlTableInterp interp, const double *x, double *out);
/* How many of the five inputs x[5] lie outside the table's axes.  An input
 * within a millionth of an axis's scale of its end (an axis of one point
 * typed to a few digits, or a point on the edge) counts as inside: the table
 * reads its own edge value there, not a clamped one. */
int tl_table_count_outside(const TlTable *t, const double *x);
/* Whether the table holds Poisson's ratio nu (by tl_table_count_outside's
 * rule).  The table scales out the load, μ and G but not ν, so a table of
 * another ν would be read at its edge, quietly wrong: TL_EINVAL then, with
 * "the table is for Poisson's ratio …, the case has …" (a one-point axis) or
 * "the table holds Poisson's ratio … to …, the case has …". */
TlStatus tl_table_check_poisson(const TlTable *t, double nu, TlError *err);
/* The same at n points: x holds 5 numbers per point, out gets 3; returns
 * how many points had a clamped input (Python's vectorised query). */
size_t tl_table_eval_many(const TlTable *t, TlTableInterp interp, size_t n, const double *x,
                          double *out);

/* The spin axis's coefficient S of Kalker's coefficients k at semi-axes a,
 * b (above): ((C₂₂ a/c)⁴ + (C₁₁ b/c)⁴)^¼ with c = √(ab). */
double tl_table_spin_coeff(const TlKalkerCoeffs *k, double a, double b);

/* The table's five inputs x[5] of a case's Hertz patch (basics), μ and
 * creepages cx, cy [-], spin [1/m] (Kalker's similarity, above). */
void tl_table_inputs(const TlContactBasics *basics, double mu, double cx, double cy, double spin,
                     double *x);

/* As a creep model: the forces Fx, Fy [N] and moment Mz [N·m] of the case's
 * Hertz patch (basics), μ, creepages cx, cy [-] and spin [1/m], in the
 * project's sign (f > 0 for cx > 0).  *clamped (may be NULL) gets the number
 * of clamped inputs. */
TlStatus tl_table_forces(const TlTable *t, TlTableInterp interp, const TlContactBasics *basics,
                         double mu, double cx, double cy, double spin, double *fx, double *fy,
                         double *mz, int *clamped, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_TABLE_H */
