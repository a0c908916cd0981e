/* eval.c - the value of one integer operation on constants, with the IR's
 * semantics (wrap-around at the operands' width). */
#include "ir.h"

/* Division and remainder; false when the result is not defined (division
 * by zero, signed overflow), which is left to the hardware. */
static bool eval_div(Op op, unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  if (b == 0) return false;
  int64_t sa = sign_extend(a, w), sb = sign_extend(b, w);
  bool overflow = sb == -1 && sa == sign_extend((uint64_t)1 << (w - 1), w);
  switch (op) {
  case OP_UDIV: *r = a / b; return true;
  case OP_UREM: *r = a % b; return true;
  case OP_SDIV: if (overflow) return false; *r = (uint64_t)(sa / sb); return true;
  case OP_SREM: if (overflow) return false; *r = (uint64_t)(sa % sb); return true;
  default: return false;
  }
}

/* Binary operation or compare of width-w operands; false when undefined
 * (over-wide shifts are left to the hardware too). */
bool ir_eval_binary(Op op, unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  int64_t sa = sign_extend(a, w), sb = sign_extend(b, w);
  switch (op) {
  case OP_ADD: *r = a + b; return true;
  case OP_SUB: *r = a - b; return true;
  case OP_MUL: *r = a * b; return true;
  case OP_AND: *r = a & b; return true;
  case OP_OR: *r = a | b; return true;
  case OP_XOR: *r = a ^ b; return true;
  case OP_SHL: if (b >= w) return false; *r = a << b; return true;
  case OP_LSHR: if (b >= w) return false; *r = a >> b; return true;
  case OP_ASHR: if (b >= w) return false; *r = (uint64_t)(sa >> b); return true;
  case OP_EQ: *r = a == b; return true;
  case OP_NE: *r = a != b; return true;
  case OP_ULT: *r = a < b; return true;
  case OP_ULE: *r = a <= b; return true;
  case OP_UGT: *r = a > b; return true;
  case OP_UGE: *r = a >= b; return true;
  case OP_SLT: *r = sa < sb; return true;
  case OP_SLE: *r = sa <= sb; return true;
  case OP_SGT: *r = sa > sb; return true;
  case OP_SGE: *r = sa >= sb; return true;
  default: return eval_div(op, w, a, b, r);
  }
}

