/* area.c - the iCE40 logic-cell estimate of a scheduled design (area.h;
 * the model and its calibration: docs/delay-model.md, "Area estimate"). */
#include <stdlib.h>

#include "area.h"

/* Calibrated on whole designs (docs/delay-model.md): LUTs per bit of the
 * rest of the logic and per datapath register bit (its input
 * multiplexer), LUTs per partial-product or quotient-step bit of a unit,
 * and the share of flip-flops that take a logic cell of their own. */
#define AREA_OP_LUT 0.88
#define AREA_REG_LUT 0.44
#define AREA_UNIT_LUT 1.6
#define AREA_FF_SHARE 0.3

static uint32_t ceil_div(uint32_t a, uint32_t b) { return (a + b - 1) / b; }

static uint32_t log2_ceil(uint32_t w) {
  uint32_t k = 0;
  while ((1u << k) < w && k < 31) k++;
  return k;
}

/* LUTs of one multiplier or divider unit of width w with lat stages:
 * sequential (r bits of one operand per cycle: r rows of a w-bit product
 * or r subtract-and-select steps, and the loads of its registers) or a
 * full array (one row or step per bit). Its registers are datapath
 * registers (RtlStats.reg_bits), counted with the others. */
static double unit_luts(bool div, uint32_t w, uint32_t lat, bool seq) {
  double rows = div ? w : (w + 1) / 2.0; /* a product truncated to w bits */
  double extra = 0;
  if (seq) {
    rows = ceil_div(w, lat > 1 ? lat - 1 : 1);
    extra = 2.0 * w;
  }
  return extra + AREA_UNIT_LUT * rows * w;
}

/* The unit of operation v, or false when v builds none (not a multiplier
 * or divider, a multiply by a constant, the second result of a divider
 * pair). */
static bool unit_of(const Func *f, const Schedule *s, ValId v,
                    const ValId *partner, uint32_t b, uint32_t *lat,
                    bool *seq) {
  const Val *x = ir_cval(f, v);
  ResClass rc = ir_info(x->op)->res;
  if ((rc != RES_MUL && rc != RES_DIV) || x->nargs != 2) return false;
  if (rc == RES_MUL && (ir_cval(f, x->args[0])->op == OP_CONST ||
                        ir_cval(f, x->args[1])->op == OP_CONST))
    return false;
  if (rc == RES_DIV && partner[v] != IR_NOVAL && partner[v] < v) return false;
  *lat = s->lat[v];
  if (s->varlat && s->varlat[v]) *lat = s->varlat_lat[v];
  *seq = *lat >= 3;
  if (*seq && s->loop_of && s->loop_of[b] >= 0)
    *seq = s->loops[s->loop_of[b]].ii >= *lat;
  return true;
}

static bool is_k(const Func *f, const Val *x, uint32_t i) {
  return i < (uint32_t)x->nargs && ir_cval(f, x->args[i])->op == OP_CONST;
}

/* LUTs of an operation outside the units: a carry chain or a gate per
 * bit (a gate with a constant operand is wiring; a compare with one takes
 * four bits per LUT), a log-depth shifter, nothing for wiring. */
static double op_luts(const Func *f, const Val *x) {
  uint32_t w = x->width;
  bool k = is_k(f, x, 0) || is_k(f, x, 1);
  if (x->nargs >= 1 && (ir_info(x->op)->flags & OPF_CMP))
    w = ir_cval(f, x->args[0])->width;
  switch (x->op) {
  case OP_ADD: case OP_SUB: case OP_ULT: case OP_ULE: case OP_UGT:
  case OP_UGE: case OP_SLT: case OP_SLE: case OP_SGT: case OP_SGE:
    return k ? w / 2.0 : w;
  case OP_AND: case OP_OR: case OP_XOR:
    return k ? 0.0 : w / 2.0;
  case OP_SELECT:
    return is_k(f, x, 1) && is_k(f, x, 2) ? w / 4.0 : w;
  case OP_EQ: case OP_NE:
    return k ? w / 4.0 : w / 2.0;
  case OP_SHL: case OP_LSHR: case OP_ASHR:
    return is_k(f, x, 1) ? 0.0 : w * log2_ceil(w) / 2.0;
  case OP_MUL: /* by a constant: shifts and adds */
    return 2.0 * w;
  case OP_LOAD: case OP_STORE:
    return 4.0;
  default:
    return 0.0;
  }
}

void area_estimate(const Func *f, const Schedule *s, uint64_t reg_bits,
                   AreaEstimate *out) {
  double luts = AREA_REG_LUT * (double)reg_bits, ffs = (double)reg_bits;
  double ulut = 0;
  uint32_t units = 0;
  bool *seen = xcalloc(s->nfu + 1, sizeof *seen);
  ValId *partner = xmalloc((f->vals.len + 1) * sizeof *partner);
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    ir_divrem_pairs(f, b, partner);
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      const Val *x = ir_cval(f, v);
      uint32_t lat, u = s->fu ? s->fu[v] : 0;
      bool seq;
      if (!unit_of(f, s, v, partner, b, &lat, &seq)) {
        luts += AREA_OP_LUT * op_luts(f, x);
        continue;
      }
      if (u && seen[u]) { /* one more input of its operand multiplexers */
        ulut += x->width;
        continue;
      }
      if (u) seen[u] = true;
      ulut += unit_luts(ir_info(x->op)->res == RES_DIV, x->width, lat, seq);
      units++;
    }
  }
  free(partner);
  free(seen);
  out->luts = (uint32_t)(luts + ulut);
  out->ffs = (uint32_t)ffs;
  out->unit_cells = (uint32_t)ulut;
  out->cells = (uint32_t)(luts + ulut + AREA_FF_SHARE * ffs);
  out->units = units;
}
