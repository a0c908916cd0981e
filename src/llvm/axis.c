/* axis.c - the AXI4-Stream layout of a stream call (hlsc.h's HLSC_AXIS).
 *
 * hlsc.h packs a word's members into one integer, the first listed at bit
 * 0, and hands the layout to every __hlsc_stream_* call after the word:
 * a string constant "m1,m2,...," with the member names, then each
 * member's width as an `unsigned` constant. A plain HLSC_STREAM call has
 * none of it. axis_layout reads it into the port's fields (ir.h:
 * AxisField) after checking that each member is an AXI4-Stream channel,
 * that none comes twice, and that the packed word fits in the
 * IR_MAX_WIDTH bits an IR value has; the word's width is then the sum of
 * the members' (the variadic argument's type is what C's promotions, or
 * widestream.c for a word wider than 64 bits, made of it). */
#include <string.h>

#include "internal.h"

/* The member names of the layout string (NULL: the call has no layout). */
static const char *layout_names(LLVMValueRef call, size_t *len) {
  if (LLVMGetNumArgOperands(call) < 4) return NULL;
  LLVMValueRef g = LLVMGetOperand(call, 3);
  if (!LLVMIsAGlobalVariable(g) || !LLVMIsGlobalConstant(g)) return NULL;
  LLVMValueRef init = LLVMGetInitializer(g);
  if (!init || !LLVMIsConstantString(init)) return NULL;
  return LLVMGetAsString(init, len);
}

static AxisChan chan_of(const char *n, size_t len) {
  for (int c = 0; c < AXIS_NCHANS; c++) {
    const char *cn = ir_axis_chan_name((AxisChan)c);
    if (strlen(cn) == len && !strncmp(cn, n, len)) return (AxisChan)c;
  }
  return AXIS_NCHANS;
}

int axis_layout(Imp *im, LLVMValueRef call, const char *stream,
                AxisField fields[AXIS_NCHANS], uint8_t *nfields) {
  size_t len = 0;
  const char *s = layout_names(call, &len);
  *nfields = 0;
  if (!s) return 0;
  SrcLoc l = fe_loc(im, call); /* the HLSC_AXIS line */
  unsigned nargs = LLVMGetNumArgOperands(call);
  unsigned n = 0, lo = 0;
  unsigned seen = 0;
  Sbuf sum = {0};
  for (size_t i = 0; i < len && s[i];) {
    size_t e = i;
    while (e < len && s[e] && s[e] != ',') e++;
    AxisChan c = chan_of(s + i, e - i);
    if (c == AXIS_NCHANS) {
      diag_error(l, "stream '%s': HLSC_AXIS member '%.*s' is not an "
                 "AXI4-Stream channel (the members are data, keep, strb, "
                 "user, id, dest and last)", stream, (int)(e - i), s + i);
      sb_free(&sum);
      return -1;
    }
    LLVMValueRef wv = 4 + n < nargs ? LLVMGetOperand(call, 4 + n) : NULL;
    if (n >= AXIS_NCHANS || (seen & (1u << c)) || !wv ||
        !LLVMIsAConstantInt(wv)) {
      diag_error(l, "stream '%s': malformed HLSC_AXIS layout (declare the "
                 "stream with hlsc.h's HLSC_AXIS)", stream);
      sb_free(&sum);
      return -1;
    }
    unsigned w = (unsigned)LLVMConstIntGetZExtValue(wv);
    seen |= 1u << c;
    sb_printf(&sum, "%s%s %u", n ? " + " : "", ir_axis_chan_name(c), w);
    fields[n++] = (AxisField){(uint8_t)c, (uint16_t)lo, (uint16_t)w};
    lo += w;
    i = e + 1;
  }
  if (lo > IR_MAX_WIDTH) {
    diag_error(l, "stream '%s': the HLSC_AXIS word is %u bits wide (%s); "
               "hlsc packs a stream word with its side channels into one "
               "value of at most %u bits", stream, lo, sb_str(&sum),
               IR_MAX_WIDTH);
    sb_free(&sum);
    return -1;
  }
  sb_free(&sum);
  if (!n) return 0;
  *nfields = (uint8_t)n;
  return (int)lo;
}
