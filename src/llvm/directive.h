/* directive.h - the words of a `#pragma HLS` directive, shared by the
 * files that apply directives (directive.c: loops, interfaces, streams;
 * partition.c: ARRAY_PARTITION). */
#ifndef HLSC_LLVM_DIRECTIVE_H
#define HLSC_LLVM_DIRECTIVE_H

#include "internal.h"

#define MAX_OPTS 8

typedef struct Opt {
  char key[32];
  char val[64]; /* "" when the option has no value */
} Opt;

typedef struct Parsed {
  char name[32]; /* upper case */
  Opt opts[MAX_OPTS];
  unsigned nopts;
} Parsed;

/* Words of the directive: NAME then `key`, `key=value` (blanks around `=`
 * allowed), upper-cased name, keys compared case-insensitively later. */
void dir_parse(const char *s, Parsed *p);
/* A number option (at least `least`), false after a located error. */
bool dir_number(const Directive *d, const Parsed *p, const Opt *o,
                uint64_t least, uint64_t *out);
void dir_ignored_option(const Directive *d, const Parsed *p, const Opt *o,
                        const char *why);
bool dir_is_key(const Opt *o, const char *k);
/* Whether `at` lies in function f's lines (its position to its last
 * located instruction). */
bool dir_in_function(Imp *im, LLVMValueRef f, SrcLoc at);

/* partition.c: `#pragma HLS ARRAY_PARTITION variable=V type=T factor=N
 * dim=D` in the function that declares V (a local or static local array)
 * or anywhere for a global V: marks V's object for object_finish; false
 * after a located error. */
bool directive_partition(Imp *im, const Directive *d, const Parsed *p);

#endif
