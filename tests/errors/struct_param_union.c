/* struct_param_union.c - a union member of a struct parameter has no
 * field-by-field ports. */
// top: pick
// expect-error: 7: member 'm.val' of struct parameter 'm' is a union
typedef struct { int tag; union { int i; unsigned char b[4]; } val; } msg_t;

int pick(msg_t m) {
  return m.tag;
}
