/* ports.c - the top's parameters become ports (ir.h: Port), and hlsc.h's
 * stream intrinsics become SREAD/SWRITE/SEMPTY/SFULL.
 *
 * A parameter is classified after optimization, by its uses:
 *  - an integer: a scalar input (PARAM);
 *  - a pointer passed to __hlsc_stream_* calls: a stream, input when only
 *    read (or tested with _empty), output when only written (or tested
 *    with _full); both is an error;
 *  - a pointer the top loads from or stores to: an external memory; its
 *    size comes from `T a[static N]` (LLVM's dereferenceable(bytes)), and
 *    memory.c makes its Mem like any other object's;
 *  - a pointer the top never uses: no hardware.
 * The element width of a stream is the type of the variadic argument of
 * the intrinsic (a _BitInt keeps it) unless C's promotions widened it to an
 * int, when hlsc.h's hint (the type's size in bits, 1 for bool) gives it.
 * A stream of HLSC_AXIS words has the layout axis.c reads: its width is
 * the packed word's, and its Port.fields name the side channels. */
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "internal.h"

enum { USE_READ = 1, USE_WRITE = 2, USE_MEM = 4, USE_OTHER = 8 };

static int stream_call_kind(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return -1;
  const char *n = fe_name(callee);
  static const char *const names[] = {"__hlsc_stream_read",
                                      "__hlsc_stream_write",
                                      "__hlsc_stream_empty",
                                      "__hlsc_stream_full"};
  for (int i = 0; i < 4; i++)
    if (!strcmp(n, names[i])) return i;
  return -1;
}

bool ports_is_stream_call(LLVMValueRef call) {
  return stream_call_kind(call) >= 0;
}

/* The element width a stream call states (0: malformed). */
static unsigned call_width(LLVMValueRef call) {
  if (LLVMGetNumArgOperands(call) < 3) return 0;
  LLVMValueRef hint = LLVMGetOperand(call, 1);
  unsigned w = int_width(LLVMTypeOf(LLVMGetOperand(call, 2)));
  unsigned h = LLVMIsAConstantInt(hint)
                   ? (unsigned)LLVMConstIntGetZExtValue(hint)
                   : 0;
  if (w == 32 && h && h < 32) w = h;
  return w <= IR_MAX_WIDTH ? w : 0;
}

static bool signed_arg(LLVMValueRef call) {
  unsigned k = LLVMGetEnumAttributeKindForName("signext", 7);
  return LLVMGetCallSiteEnumAttribute(call, 3, k) != NULL;
}

/* How the top uses pointer p (walking through GEPs); the first stream
 * call found in *call. */
static unsigned pointer_uses(LLVMValueRef p, LLVMValueRef *call, int depth) {
  unsigned u = 0;
  for (LLVMUseRef use = LLVMGetFirstUse(p); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsACallInst(user) && stream_call_kind(user) >= 0) {
      if (LLVMGetOperand(user, 0) != p) {
        u |= USE_OTHER;
        continue;
      }
      int k = stream_call_kind(user);
      u |= (k == 0 || k == 2) ? USE_READ : USE_WRITE;
      if (!*call) *call = user;
    } else if (LLVMIsAGetElementPtrInst(user) && depth < 64) {
      u |= USE_MEM | pointer_uses(user, call, depth + 1);
    } else if (LLVMIsALoadInst(user) || LLVMIsAStoreInst(user) ||
               LLVMIsACallInst(user) || LLVMIsAICmpInst(user) ||
               LLVMIsAPHINode(user) || LLVMIsASelectInst(user)) {
      u |= USE_MEM;
    } else {
      u |= USE_OTHER;
    }
  }
  return u;
}

static bool port_error(Imp *im, const char *fmt, const char *name) {
  diag_error(im->f->loc, fmt, name);
  return false;
}

static bool stream_port(Imp *im, LLVMValueRef p, const char *name,
                        unsigned use, LLVMValueRef call) {
  if ((use & USE_READ) && (use & USE_WRITE))
    return port_error(im,
                      "stream '%s' is both read and written by the top "
                      "function; a stream port has one direction",
                      name);
  if (use & USE_MEM)
    return port_error(im,
                      "stream '%s' is used both as a stream and as memory",
                      name);
  AxisField fields[AXIS_NCHANS] = {{0}};
  uint8_t nfields = 0;
  int aw = axis_layout(im, call, name, fields, &nfields);
  if (aw < 0) return false;
  unsigned w = aw ? (unsigned)aw : call_width(call);
  if (!w)
    return port_error(im, "stream '%s': element type not understood (use "
                          "HLSC_STREAM from hlsc.h)", name);
  uint32_t idx = ir_port_new(im->f, name,
                             (use & USE_READ) ? PORT_STREAM_IN
                                              : PORT_STREAM_OUT,
                             w, !aw && signed_arg(call), im->f->loc);
  Port *pt = &im->f->ports.data[idx];
  pt->nfields = nfields;
  memcpy(pt->fields, fields, sizeof fields);
  imp_bind(im, p, (Binding){idx, -2, 0});
  return true;
}

bool ports_setup(Imp *im) {
  Func *f = im->f;
  unsigned n = LLVMCountParams(im->fn);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef p = LLVMGetParam(im->fn, i);
    const char *name = fe_name(p);
    if (i < im->np_names && im->p_names[i]) name = im->p_names[i];
    if (!*name) name = arena_printf(&f->arena, "arg%u", i);
    size_t nl = strlen(name);
    if (nl > 7 && !strcmp(name + nl - 7, ".coerce")) /* clang's ABI name */
      name = arena_printf(&f->arena, "%.*s", (int)(nl - 7), name);
    LLVMTypeRef t = LLVMTypeOf(p);
    if (int_width(t)) { /* an integer, or a float's bits */
      unsigned w = int_width(t);
      if (w > IR_MAX_WIDTH) /* (1024) */
        return port_error(im, "parameter '%s' is wider than 1024 bits", name);
      unsigned k = LLVMGetEnumAttributeKindForName("signext", 7);
      bool sg = LLVMGetEnumAttributeAtIndex(im->fn, i + 1, k) != NULL;
      unsigned cw = w; /* a _BitInt passed wider: its own width */
      if (i < 64 && im->p_c_width[i] && im->p_c_width[i] < w) {
        cw = im->p_c_width[i];
        sg = im->p_sign[i];
      }
      uint32_t idx = ir_port_new(f, name, PORT_SCALAR, cw, sg, f->loc);
      ValId v = ir_add(f, 0, OP_PARAM, cw, 0, NULL, f->loc);
      ir_val(f, v)->imm = idx;
      ir_val(f, v)->name = f->ports.data[idx].name;
      if (cw < w) v = imp_resize(im, v, w, sg, f->loc);
      imp_bind(im, p, (Binding){v, -1, 0});
      continue;
    }
    if (LLVMGetTypeKind(t) != LLVMPointerTypeKind)
      return port_error(im,
                        "parameter '%s': only integers, floating point, arrays "
                        "and streams "
                        "can be parameters of the top function",
                        name);
    LLVMValueRef call = NULL;
    unsigned use = pointer_uses(p, &call, 0);
    if (use & USE_OTHER)
      return port_error(im,
                        "parameter '%s': the pointer escapes (it must only "
                        "be indexed, or passed to stream functions)",
                        name);
    if (use & (USE_READ | USE_WRITE)) {
      if (!stream_port(im, p, name, use, call)) return false;
      continue;
    }
    /* memory.c makes the Mem (and sets width and mem) when it is used */
    ir_port_new(f, name, PORT_STREAM_NONE, 0, false, f->loc);
  }
  return true;
}

/* The size in bytes `T a[static N]` promises (0: none). */
uint64_t ports_param_bytes(Imp *im, LLVMValueRef p) {
  unsigned n = LLVMCountParams(im->fn);
  unsigned k = LLVMGetEnumAttributeKindForName("dereferenceable", 15);
  for (unsigned i = 0; i < n; i++) {
    if (LLVMGetParam(im->fn, i) != p) continue;
    LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(im->fn, i + 1, k);
    return a ? LLVMGetEnumAttributeValue(a) : 0;
  }
  return 0;
}

/* Where the user called NAME_read etc.: the intrinsic sits in hlsc.h's
 * inlined function, one inlining level below. */
static SrcLoc call_loc(Imp *im, LLVMValueRef call) {
  SrcLoc l = fe_loc(im, call);
  LLVMMetadataRef md = LLVMInstructionGetDebugLoc(call);
  LLVMMetadataRef at = md ? LLVMDILocationGetInlinedAt(md) : NULL;
  if (!at) return l;
  l.line = LLVMDILocationGetLine(at);
  l.col = LLVMDILocationGetColumn(at);
  LLVMMetadataRef file = LLVMDIScopeGetFile(LLVMDILocationGetScope(at));
  unsigned len = 0;
  const char *name = file ? LLVMDIFileGetFilename(file, &len) : NULL;
  if (name && len && (strlen(im->input) != len ||
                      strncmp(name, im->input, len) != 0))
    l.file = arena_printf(&im->f->arena, "%.*s", (int)len, name);
  else
    l.file = im->input;
  return l;
}

/* SREAD/SWRITE/SEMPTY/SFULL from a call of hlsc.h's intrinsics. */
bool ports_import_call(Imp *im, LLVMValueRef call) {
  int k = stream_call_kind(call);
  SrcLoc l = call_loc(im, call);
  LLVMValueRef s = LLVMGetOperand(call, 0);
  Binding b;
  if (!LLVMIsAArgument(s) || !imp_lookup(im, s, &b) || b.obj != -2) {
    diag_error(l, "a stream operation must name a stream parameter of the "
                  "top function directly");
    im->failed = true;
    return false;
  }
  Func *f = im->f;
  const Port *pt = &f->ports.data[b.val];
  AxisField fields[AXIS_NCHANS] = {{0}};
  uint8_t nfields = 0;
  int aw = axis_layout(im, call, pt->name, fields, &nfields);
  if (aw < 0) {
    im->failed = true;
    return false;
  }
  unsigned w = aw ? (unsigned)aw : call_width(call);
  bool same = nfields == pt->nfields;
  for (unsigned i = 0; same && i < nfields; i++)
    same = fields[i].chan == pt->fields[i].chan &&
           fields[i].lo == pt->fields[i].lo &&
           fields[i].width == pt->fields[i].width;
  if (!same) {
    diag_error(l, "stream '%s' is accessed with a different HLSC_AXIS word "
               "here than elsewhere", pt->name);
    im->failed = true;
    return false;
  }
  if (w != pt->width) {
    diag_error(l, "stream '%s' is accessed as i%u here and as i%u elsewhere",
               pt->name, w, pt->width);
    im->failed = true;
    return false;
  }
  static const Op ops[] = {OP_SREAD, OP_SWRITE, OP_SEMPTY, OP_SFULL};
  ValId v;
  if (k == 1) {
    ValId x = imp_resize(im, imp_value(im, LLVMGetOperand(call, 2)), w,
                         false, l);
    v = ir_add(f, im->cur, OP_SWRITE, 0, 1, &x, l);
  } else {
    v = ir_add(f, im->cur, ops[k], k == 0 ? w : 1, 0, NULL, l);
  }
  ir_val(f, v)->imm = b.val;
  if (k == 1) return true;
  ValId r = v;
  LLVMTypeRef rt = LLVMTypeOf(call);
  unsigned rw = int_width(rt);
  if (rw && rw != ir_cval(f, v)->width)
    r = imp_resize(im, v, rw, false, l);
  imp_bind(im, call, (Binding){r, -1, 0});
  return true;
}
