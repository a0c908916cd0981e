/* internal.h - shared state of the C frontend (src/llvm/ only).
 *
 * frontend.c  clang, module preparation, the LLVM pass pipeline
 * check.c     unsupported constructs, reported at the user's source line
 * import.c    blocks, PHIs, integer instructions, terminators
 * memory.c    objects (globals, allocas) -> Mems, pointers -> (object,
 *             byte offset), loads/stores/memcpy/memset, initial values
 * calls.c     intrinsics (expanded into HLS IR ops) and printf/puts/putchar
 * widestream.c stream calls on words wider than 64 bits take the word
 * wide.c      integers wider than 64 bits (runs of bit-fields) split into
 *             64-bit limbs (before the pass pipeline)
 * unfold.c    loads through a PHI of pointers into several objects, split
 *             into a load per incoming edge (after the pass pipeline)
 * exit.c     exit() and abort() end the design with their status
 *             (after the pass pipeline)
 * fatptr.c    pointers that may point into several objects, and pointers
 *             stored in memory, as (object id, offset) values
 * structparam.c  struct parameters of the top become one parameter per
 *             field (cparam.h; before the pass pipeline)
 * pipeline.c  the LLVM pass pipeline: -O2, or `large` for a huge top
 * clangcc.cc  clang run inside hlsc (clangcc.h: the C interface)
 */
#ifndef HLSC_LLVM_INTERNAL_H
#define HLSC_LLVM_INTERNAL_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "../ir/ir.h"

/* Pointer-keyed map for LLVM values and blocks; lookups only (never
 * iterated), so pointer order cannot leak into the output. */
typedef struct PtrMap {
  const void **keys;
  uint32_t *vals;
  size_t cap, len;
} PtrMap;
bool ptrmap_get(const PtrMap *m, const void *key, uint32_t *val);
void ptrmap_put(PtrMap *m, const void *key, uint32_t val);
void ptrmap_free(PtrMap *m);

/* The most words one on-chip memory may have (1 Mi words: 8 MiB of 64-bit
 * words, beyond the block RAM of any FPGA hlsc targets); a larger array is
 * a located error rather than a Verilog file of its initial contents. */
#define MEM_MAX_WORDS (1u << 20)
#define MAX_DIV_WIDTH 128 /* widest division (import.c) */

/* A memory object: a global or a stack object that survived optimization.
 * Accesses are words of word_bytes bytes (word_width bits); a wider access
 * is several consecutive words, little-endian. */
typedef struct Obj {
  LLVMValueRef v;      /* the GlobalVariable or AllocaInst */
  uint64_t size;       /* bytes */
  uint64_t min_access; /* smallest access in bytes (0: none seen) */
  uint64_t min_scalar; /* smallest load or store in bytes (0: none) */
  LLVMTypeRef access_type; /* common integer access type, or NULL */
  bool mixed;          /* accesses of different types */
  bool stored;
  unsigned word_bytes, word_width, off_width, addr_width;
  uint32_t mem;        /* index in Func.mems; UINT32_MAX: never accessed */
  SrcLoc loc;
  const char *name;    /* source name (Func arena) */
  uint32_t align;      /* alignment of the object itself, bytes */
  bool is_global;
} Obj;

/* What an LLVM value became: an IR value, or for a pointer, an object and
 * a byte offset (an IR value of the object's off_width bits) together with
 * a power of two known to divide the offset. A pointer that may point into
 * several objects is one value of fatptr.c's format, (object id, offset);
 * its obj is FAT_OBJ(set), set naming the objects it may point into (an
 * index in Imp.fsets). */
typedef struct Binding {
  ValId val;    /* integer value, the pointer's byte offset, or (id, offset) */
  int32_t obj;  /* pointer: object index or FAT_OBJ(set); -1 for integers */
  uint32_t align;
} Binding;
#define FAT_OBJ(set) (-3 - (int32_t)(set))
#define IS_FAT(obj) ((obj) <= -3)
#define FAT_SET(obj) ((uint32_t)(-3 - (obj)))

/* A set of object indices, in the Func's arena. */
typedef struct ObjSet {
  uint32_t len;
  int32_t objs[];
} ObjSet;
typedef VEC(int) IntVec;

/* pragma.c: the source text clang does not keep. A `#pragma HLS` line:
 * its position (the `#`) and the text after "HLS". */
typedef struct Directive {
  SrcLoc loc;
  const char *text;
} Directive;
typedef struct SrcText {
  const char *name;
  char *text;             /* NULL when the file cannot be read */
  VEC(uint32_t) starts;   /* offset of each line */
} SrcText;
/* A LOOP_TRIPCOUNT (or, with speculate, a SPECULATE), by the position of
 * its loop's for/while/do. */
typedef struct LoopTrip {
  SrcLoc at;
  uint64_t min, max, avg;
  bool speculate;
} LoopTrip;
/* An ARRAY_PARTITION (partition.c), in elements of elem_bytes bytes; the
 * object it names carries metadata "hlsc.partition" !{i32 index}. */
typedef struct PartReq {
  MemPart part;
  uint64_t elem_bytes;
  const char *var;
} PartReq;
typedef struct Pragmas {
  VEC(Directive) dirs;
  VEC(LoopTrip) trips;
  VEC(PartReq) parts;
  VEC(SrcText *) files;
  Arena arena;            /* every string and SrcText above */
} Pragmas;
/* Collects the `#pragma HLS` lines of clang's -E output `text` (markers
 * name the files; input is the main file) outside system headers; false
 * after a located error for a `#pragma clang loop` that no loop follows. */
bool pragma_scan(Pragmas *pr, const char *input, const char *text);
/* The C label of the loop whose for/while/do is at `at`, or NULL. */
const char *pragma_label(Pragmas *pr, SrcLoc at);
void pragma_free(Pragmas *pr);

typedef struct Imp {
  Func *f;
  LLVMModuleRef mod;
  LLVMContextRef ctx;
  LLVMTargetDataRef td;
  LLVMValueRef fn;
  const char *input; /* the file as the user named it */
  uint32_t cur;      /* IR block being filled */
  PtrMap vmap;       /* LLVMValueRef -> index in binds */
  VEC(Binding) binds;
  PtrMap bmap;       /* LLVMBasicBlockRef -> IR block (entry) */
  PtrMap bexit;      /* LLVMBasicBlockRef -> IR block its edges leave from */
  PtrMap omap;       /* object LLVMValueRef -> index in objs */
  PtrMap prov;       /* pointer LLVMValueRef -> object index + 1 (0: none) */
  VEC(Obj) objs;
  bool failed;
  /* import.c: constants already made, for deduplication (freed by
   * import_top before it returns). */
  struct ConstEnt {
    uint64_t x;
    uint32_t w;
    ValId v;
  } *cents;
  size_t ccap, clen;
  /* Set by frontend.c (0: none) when the top's C return type is narrower
   * than its LLVM type: a _BitInt(33) is returned as an i64 whose upper
   * bits are not part of the value. import_top then returns ret_c_width
   * bits. */
  uint16_t ret_c_width;
  /* The same for parameters (frontend.c, before the passes; 0: none): a
   * _BitInt(33..63) is passed as an i64. p_sign: that _BitInt is signed. */
  uint16_t p_c_width[64];
  bool p_sign[64];
  /* structparam.c: the index in the top's DISubroutineType of the C
   * parameter each LLVM parameter comes from (0: a struct's field, or
   * none); clang passes some C parameters as two LLVM ones. */
  uint16_t p_di[64];
  /* structparam.c: the port name of each LLVM parameter of the rewritten
   * top (heap; NULL: none), as LLVM renames a field's argument that has
   * the name of a parameter (rtl/names.c renames the port instead). */
  char **p_names;
  unsigned np_names;
  /* directive.c: the top as written (before the passes), and whether one
   * of its `#pragma HLS INTERFACE` lines asks for an AXI4-Lite slave */
  LLVMValueRef top_fn;
  bool axilite;
  bool uses_libm; /* libm.c linked include/hlsc_libm.c (Func.uses_libm) */
  /* its `#pragma HLS INTERFACE m_axi port=NAME` lines (rtl/maxi.h) */
  MaxiReq maxi[64];
  unsigned nmaxi;
  uint32_t alloc_mul, alloc_div; /* `#pragma HLS ALLOCATION` (Func's) */
  bool collected; /* memory.c: mem_collect finished (objects found later
                     are finished on the spot) */
  /* memory.c: the objects whose address is stored in memory (in an
   * initial value too): a pointer loaded from memory points into one of
   * them (Func arena once collected). */
  IntVec escaping;
  const ObjSet *escaped;
  /* fatptr.c's format, fixed by mem_collect: a pointer into several
   * objects is (id << fat_ow) | offset in fat_ow + fat_idw bits; id 0 is
   * NULL, object k has id k + 1. */
  unsigned fat_ow, fat_idw;
  uint32_t fat_align; /* the alignment of every pointer stored in memory */
  VEC(const ObjSet *) fsets; /* fatptr.c: Binding.set indexes it (freed by
                                import_top) */
  Pragmas *pr;    /* the C frontend's directives and source text, or NULL */
} Imp;

/* ---- frontend.c / check.c ---- */
SrcLoc fe_loc(Imp *im, LLVMValueRef inst);
/* Where an error about inst is reported: its own position, else (none, or
 * the line 0 of a merged instruction) for a variable its first located
 * use, for others the nearest located instruction of its block, else the
 * function's. */
SrcLoc fe_diag_loc(Imp *im, LLVMValueRef inst);
/* memory.c: an object hlsc makes a memory of (a global, an alloca, an
 * array parameter of the top); a GEP, as an instruction or a constant. */
bool mem_is_object(LLVMValueRef v);
bool mem_is_gep(LLVMValueRef v);
/* wide.c: every function of mod whose wide integers come from loads,
 * extensions, bitwise operations and shifts by constants (what clang makes
 * of bit-field runs wider than 64 bits) computes on 64-bit limbs instead;
 * others are left for check.c to report. wide_const_limb gives limb k (bits
 * 64k to 64k+63) of an integer constant of any width. */
void wide_split(LLVMModuleRef mod);
/* widestream.c: a stream call on a word wider than 64 bits (a byval
 * pointer through hlsc.h's `...`) carries the word as an integer. */
void wide_streams(LLVMModuleRef mod);
/* libc.c: abs, labs, llabs, imaxabs, div, ldiv, lldiv and imaxdiv, when
 * declared with their ABI types, get bodies (to be inlined). */
void libc_define(LLVMModuleRef mod);
bool wide_const_limb(LLVMValueRef c, unsigned k, uint64_t *out);
/* unfold.c: a load through a PHI of pointers into different objects
 * becomes a PHI of loads at the ends of the predecessors, where that is
 * exact (see unfold.c). Runs on the optimized top before the import. */
void unfold_pointer_phis(LLVMValueRef fn);
/* overflow.c: llvm.{s,u}{add,sub,mul}.with.overflow used through
 * extractvalue become plain integer operations. Runs on the optimized top
 * before the import. */
void overflow_lower(LLVMValueRef fn);
/* exit.c: on the optimized top, exit(status) becomes `return status` and
 * abort() `return 134`; false after a located error (a top that returns
 * no integer). */
bool exit_lower(Imp *im);
/* exit.c: the declarations of exit and abort are noreturn (also when the
 * program declared them without <stdlib.h>); before the pass pipeline. */
void exit_mark_noreturn(LLVMModuleRef mod);
const char *fe_name(LLVMValueRef v); /* LLVM name or "" */
/* Pre-optimization checks on everything reachable from top. */
bool check_module(Imp *im, LLVMValueRef top);
/* Post-optimization checks on the top. */
bool check_optimized(Imp *im);
bool fe_is_intrinsic(LLVMValueRef callee);
/* The C string a pointer operand names when it is a constant string literal
 * (a constant global i8 array, at offset 0); NULL otherwise. len_out gets
 * the length without the terminating NUL. */
const char *fe_const_string(LLVMValueRef ptr, size_t *len_out);

/* directive.c: applies pr's directives to the loops of the unoptimized
 * module (loop hints clang's own pragmas would give), warns at each one
 * hlsc ignores; false after a located error (a malformed number). */
bool directive_apply(Imp *im);
/* The position of a loop's for/while/do from its llvm.loop node (the
 * first DILocation operand); false when it has none. */
bool directive_loop_start(Imp *im, LLVMValueRef loop_id, SrcLoc *out);
/* partition.c: the partition that `#pragma HLS ARRAY_PARTITION` asks for
 * object o, now memory m (m->part), checked against how o is accessed;
 * false after a located error. */
bool partition_object(Imp *im, const Obj *o, Mem *m);
/* A file name of debug information as a SrcLoc file: the input's own
 * string for the input, else a copy that lives as long as the process. */
const char *fe_file(Imp *im, const char *file, unsigned len);
/* a and b name the same file: equal, or one relative to the working
 * directory and the other absolute (clang's debug information names a
 * file under the working directory relative to it) */
bool fe_same_file(const char *a, const char *b);

/* float.c: every float/double operation of the functions top reaches
 * becomes a call of
 * the soft-float library (include/hlsc_softfloat.c, linked in here) on
 * bits; false after a located error for what it does not have. Runs before
 * the pass pipeline. float_lower_late turns the fneg, fabs and copysign
 * the pipeline may make of sign-bit logic back into bit operations, on the
 * optimized top. fe_float_bits: a float or double constant's bits. */
bool float_lower(Imp *im, LLVMValueRef top);
bool float_lower_late(Imp *im);
bool fe_float_bits(LLVMValueRef c, uint64_t *out);
/* Compiles include/FILE with clang and links it into im->mod (false after
 * an error, reported). */
bool float_link_c(Imp *im, const char *file);

/* libm.c: the calls of sin, cos, tan, exp, exp2, log, log2, log10 and
 * pow (and their float forms, by name or as clang's llvm.NAME.f32/f64
 * builtins) in fns become calls of include/hlsc_libm.c's
 * __hlsc_libm_NAME, linked in here. 1 when it linked the library, 0 when
 * nothing calls them, -1 after a reported error. */
int libm_link(Imp *im, LLVMValueRef *fns, size_t n);

/* pipeline.c: runs the LLVM pass pipeline on mod (top's size chooses
 * which; sec, when not NULL, records which and why); false after an error.
 * fe_inlined_size: LLVM instructions of top with every call of a defined
 * function counted as that function's (debug intrinsics not counted).
 * fe_large_threshold: the size from which the `large` pipeline runs,
 * FE_LARGE_DEFAULT or the environment's HLSC_LARGE_FUNCTION.
 * fe_llvm_options: LLVM's command-line options hlsc sets, once per
 * process; before clang's bitcode is read and before any pass runs. */
#define FE_LARGE_DEFAULT 200000u
struct FeSeconds;
bool fe_run_passes(LLVMModuleRef mod, LLVMValueRef top,
                   struct FeSeconds *sec);
uint64_t fe_inlined_size(LLVMValueRef top);
uint64_t fe_large_threshold(void);
void fe_llvm_options(void);

/* ---- import.c ---- */
Func *import_top(Imp *im);
ValId imp_value(Imp *im, LLVMValueRef v);      /* integer operand */
void imp_bind(Imp *im, LLVMValueRef v, Binding b);
bool imp_lookup(Imp *im, LLVMValueRef v, Binding *out);
ValId imp_op(Imp *im, Op op, unsigned w, ValId a, ValId b, SrcLoc loc);
ValId imp_op1(Imp *im, Op op, unsigned w, ValId a, SrcLoc loc);
ValId imp_sel(Imp *im, ValId c, ValId a, ValId b, SrcLoc loc);
ValId imp_resize(Imp *im, ValId v, unsigned w, bool sign, SrcLoc loc);
ValId imp_const(Imp *im, unsigned w, uint64_t x);
ValId imp_const_of(Imp *im, LLVMValueRef v, unsigned w); /* a ConstantInt */
unsigned imp_width(Imp *im, ValId v);
unsigned int_width(LLVMTypeRef t); /* 0 when not an integer type; float and
                                     double: their 32 and 64 bits */
/* Source-like name of an LLVM value ("x" for "x.0.lcssa") in the Func's
 * arena, or NULL when it has none. */
const char *imp_src_name(Imp *im, LLVMValueRef v);

/* ---- memory.c ---- */
/* Finds the objects the top accesses and creates their Mems. */
bool mem_collect(Imp *im);
bool mem_pointer(Imp *im, LLVMValueRef inst); /* GEP / pointer PHI / select */
bool mem_pointer_phi_args(Imp *im, LLVMValueRef phi);
bool mem_resolve(Imp *im, LLVMValueRef ptr, SrcLoc loc, Binding *out);
bool mem_load(Imp *im, LLVMValueRef inst);
/* A load of glibc's stdout/stderr FILE pointer (putchar's). */
bool mem_is_stdio_load(LLVMValueRef inst);
bool mem_store(Imp *im, LLVMValueRef inst);
bool mem_icmp_ptr(Imp *im, LLVMValueRef inst);
bool mem_memcpy(Imp *im, LLVMValueRef call);
bool mem_memset(Imp *im, LLVMValueRef call);
int mem_object_of(Imp *im, LLVMValueRef ptr); /* -1 when unknown */
/* The objects pointer v may point into (GEPs, selects, PHIs, freezes; a
 * pointer loaded from memory: every escaped object); *null (may be NULL)
 * set when it may be the null pointer. */
void mem_objects_of(Imp *im, LLVMValueRef v, IntVec *out, bool *null,
                    SrcLoc loc);
/* The binding of ptr as it is (a fat pointer stays fat, NULL is a fat
 * pointer into no object), for compares and pointer stores. */
bool mem_resolve_raw(Imp *im, LLVMValueRef ptr, SrcLoc loc, Binding *out);

/* ---- fatptr.c ---- */
/* Finds every object the top's code names and sets im->escaped: the
 * objects whose address the code stores or an object's initial value
 * holds (repeated until nothing new is found). Before the accesses are
 * collected, so that a load through a loaded pointer is noted on them. */
void fat_collect_escapes(Imp *im);
/* Fixes the format from the objects found (their sizes); false after a
 * located error when it does not fit 64 bits. */
bool fat_setup(Imp *im);
unsigned fat_width(Imp *im);
/* b as a fat pointer value (a single-object pointer gets its id). */
ValId fat_value(Imp *im, const Binding *b, SrcLoc loc);
/* The set of objects v may point into (an index in im->fsets); the set of
 * fat pointer b. */
uint32_t fat_set_of(Imp *im, LLVMValueRef v);
const ObjSet *fat_set(Imp *im, const Binding *b);
/* A fat binding of value v (into the objects of set), whose offset is a
 * multiple of align. */
Binding fat_bind(ValId v, uint32_t set, uint32_t align);
/* The byte offset of fat value p within object o (its off_width bits). */
ValId fat_offset(Imp *im, ValId p, int o, SrcLoc loc);
/* 1 when fat value p points into object o. */
ValId fat_is(Imp *im, ValId p, int o, SrcLoc loc);
/* A fat binding into one object (or none) as that object's binding. */
void fat_narrow(Imp *im, Binding *b, SrcLoc loc);
/* Select and PHI of pointers into several objects (or with NULL). */
bool fat_select(Imp *im, LLVMValueRef inst, SrcLoc loc);
bool fat_phi(Imp *im, LLVMValueRef inst, SrcLoc loc);
bool fat_phi_args(Imp *im, LLVMValueRef phi, Binding p);
/* The fat value of a constant pointer (a global, a constant GEP, NULL);
 * false when c is no such constant. */
bool fat_const(Imp *im, LLVMValueRef c, uint64_t *out);
/* memory.c helpers for access.c (loads, stores, memcpy, memset, icmp):
 * the alignment an access at b may assume given LLVM's own alignment;
 * 1 for llvm.memcpy/memmove, 2 for llvm.memset, else 0; the bytes such a
 * call moves at a time. */
uint32_t mem_effective_align(Imp *im, const Binding *b, uint32_t llvm_align);
int mem_call_kind_of(LLVMValueRef call);
uint64_t mem_call_unit_of(Imp *im, LLVMValueRef call, uint64_t len,
                          bool src);

/* ---- ports.c ---- */
/* Ports for the top's parameters (before the blocks are imported). */
bool ports_setup(Imp *im);
/* Whether the C type of fn's return (k = 0) or parameter k-1 is a
 * _BitInt (debug info; typedefs seen through); *sign: a signed one. */
bool fe_di_bitint(LLVMContextRef ctx, LLVMValueRef fn, unsigned k,
                  bool *sign);
struct FrontendOptions;
/* frontend.c: clang's command line for the input, NULL-terminated (free()
 * it): clang, the nmode arguments of mode (what this run does), then what
 * every run on the input shares (-std=gnu17, __HLSC__, hlsc.h's directory,
 * the user's -I/-D/-U/-std, which come later and so win), then the input.
 * NULL, with an error, when clang-19 is not found. */
const char **fe_clang_argv(const struct FrontendOptions *opt,
                           const char *const *mode, size_t nmode);
/* arrayparam.c: `T a[N]` parameters of the top get dereferenceable(N *
 * sizeof(T)), as `T a[static N]` has (a second clang run in dir). */
void arrayparam_sizes(const struct FrontendOptions *opt, const char *dir,
                      LLVMContextRef ctx, LLVMModuleRef mod);
bool ports_is_stream_call(LLVMValueRef call);
bool ports_import_call(Imp *im, LLVMValueRef call);
/* Bytes a pointer parameter declared `T a[static N]` promises (0: none). */
uint64_t ports_param_bytes(Imp *im, LLVMValueRef param);

/* ---- axis.c ---- */
/* The AXI4-Stream layout a stream call carries (hlsc.h's HLSC_AXIS) for
 * stream `stream`: the packed word's width, with fields[0 .. *nfields) in
 * packing order; 0 for a call without one (a plain HLSC_STREAM); -1 after
 * a located error (an unknown member, a word wider than 64 bits). */
int axis_layout(Imp *im, LLVMValueRef call, const char *stream,
                AxisField fields[AXIS_NCHANS], uint8_t *nfields);

/* ---- structparam.c ---- */
/* The top with one integer parameter per field of each struct parameter
 * (fn itself when it has none), under the top's name; sets im->p_di.
 * NULL after a located error for a struct no ports can carry. */
LLVMValueRef structparam_rewrite(Imp *im, LLVMValueRef fn);

/* ---- calls.c ---- */
bool call_import(Imp *im, LLVMValueRef call);

/* region.c: whether fn (in im->mod, unoptimized) is a dataflow region: 1
 * and r filled, 0 not one, -1 after a located error. r is the caller's to
 * free (fe_region_free) in every case. */
struct FeRegion;
int fe_region_find(Imp *im, LLVMValueRef fn, struct FeRegion *r);
/* Whether fn's own code names one of its static local streams: fn is a
 * region, or a located error when fe_region_find reads it. */
bool fe_region_candidate(LLVMValueRef fn);
/* directive.c: `#pragma HLS STREAM variable=V depth=N` inside region r sets
 * channel V's depth; false after a located error (an unknown variable). */
bool directive_stream_depths(Imp *im, struct FeRegion *r);

#endif
