/* lp.c - a thin wrapper over COIN-OR Clp for the scheduler's LPs.
 *
 * Every row the scheduler adds is a difference constraint x[a] - x[b] >= c,
 * so the constraint matrix is the transpose of a network matrix: totally
 * unimodular. With integral bounds and right-hand sides every vertex is
 * integral, and the simplex method returns a vertex; the solution is rounded
 * only to remove floating-point noise (and a large rounding is a bug). On
 * LPs of tens of thousands of columns the noise reaches 1e-5, so up to 1e-3
 * is rounded, and the rounded vertex is checked against every row.
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>

#include <Clp_C_Interface.h>

#include "sched.h"

typedef struct LpRow {
  int a, b;
  double c;
} LpRow;

struct Lp {
  int ncols;
  double *lo, *hi, *obj;
  VEC(LpRow) rows;
};

Lp *lp_new(int ncols) {
  if (ncols < 0) ICE("lp_new: %d columns", ncols);
  Lp *lp = xcalloc(1, sizeof *lp);
  lp->ncols = ncols;
  size_t n = ncols ? (size_t)ncols : 1;
  lp->lo = xcalloc(n, sizeof(double));
  lp->hi = xcalloc(n, sizeof(double));
  lp->obj = xcalloc(n, sizeof(double));
  for (int i = 0; i < ncols; i++) lp->hi[i] = HUGE_VAL;
  return lp;
}

/* Clp's "infinity" is DBL_MAX; callers may say HUGE_VAL. */
static double clp_bound(double v) {
  if (v >= DBL_MAX) return DBL_MAX;
  if (v <= -DBL_MAX) return -DBL_MAX;
  return v;
}

void lp_set_col(Lp *lp, int col, double lo, double hi, double obj) {
  if (col < 0 || col >= lp->ncols) ICE("lp_set_col: column %d", col);
  lp->lo[col] = clp_bound(lo);
  lp->hi[col] = clp_bound(hi);
  lp->obj[col] = obj;
}

void lp_add_diff(Lp *lp, int a, int b, double c) {
  if (a < 0 || a >= lp->ncols || b < 0 || b >= lp->ncols || a == b)
    ICE("lp_add_diff: columns %d, %d", a, b);
  vec_push(&lp->rows, ((LpRow){a, b, c}));
}

/* Column-major matrix: column j holds +1 in every row where it is `a` and
 * -1 where it is `b`; rows are visited in order, so indices are sorted. */
static void load(Lp *lp, Clp_Simplex *m) {
  int nrows = (int)lp->rows.len, ncols = lp->ncols;
  CoinBigIndex *start = xcalloc((size_t)ncols + 1, sizeof *start);
  for (int r = 0; r < nrows; r++) {
    start[lp->rows.data[r].a + 1]++;
    start[lp->rows.data[r].b + 1]++;
  }
  for (int j = 0; j < ncols; j++) start[j + 1] += start[j];
  size_t nnz = (size_t)2 * (size_t)nrows;
  int *index = xmalloc((nnz ? nnz : 1) * sizeof *index);
  double *value = xmalloc((nnz ? nnz : 1) * sizeof *value);
  CoinBigIndex *fill = xmalloc(((size_t)ncols + 1) * sizeof *fill);
  for (int j = 0; j <= ncols; j++) fill[j] = start[j];
  double *rlo = xmalloc(((size_t)nrows + 1) * sizeof *rlo);
  double *rhi = xmalloc(((size_t)nrows + 1) * sizeof *rhi);
  for (int r = 0; r < nrows; r++) {
    const LpRow *row = &lp->rows.data[r];
    CoinBigIndex ia = fill[row->a]++, ib = fill[row->b]++;
    index[ia] = r, value[ia] = 1.0;
    index[ib] = r, value[ib] = -1.0;
    rlo[r] = row->c;
    rhi[r] = DBL_MAX;
  }
  Clp_loadProblem(m, ncols, nrows, start, index, value, lp->lo, lp->hi,
                  lp->obj, rlo, rhi);
  free(start), free(index), free(value), free(fill), free(rlo), free(rhi);
}

int lp_solve(Lp *lp, double *x_out) {
  Clp_Simplex *m = Clp_newModel();
  Clp_setLogLevel(m, 0);
  load(lp, m);
  /* Dual simplex: the all-lower-bound start is dual feasible for the
   * scheduler's objectives (non-negative costs), so it goes straight to
   * primal feasibility. */
  Clp_dual(m, 0);
  int result = 2;
  if (Clp_isProvenOptimal(m)) result = 0;
  else if (Clp_isProvenPrimalInfeasible(m) || Clp_status(m) == 1) result = 1;
  if (result == 0) {
    const double *x = Clp_getColSolution(m);
    for (int j = 0; j < lp->ncols; j++) {
      double r = (double)llround(x[j]);
      if (fabs(r - x[j]) > 1e-3)
        ICE("lp_solve: non-integral vertex x[%d] = %.12g", j, x[j]);
      x_out[j] = r;
    }
    /* the rounded vertex must still be feasible: the rounding removed
     * noise, not a violation */
    for (size_t i = 0; i < lp->rows.len; i++) {
      const LpRow *row = &lp->rows.data[i];
      if (x_out[row->a] - x_out[row->b] < row->c)
        ICE("lp_solve: rounded vertex violates x[%d] - x[%d] >= %g", row->a,
            row->b, row->c);
    }
  }
  Clp_deleteModel(m);
  return result;
}

void lp_free(Lp *lp) {
  if (!lp) return;
  free(lp->lo), free(lp->hi), free(lp->obj);
  vec_free(&lp->rows);
  free(lp);
}
