/* inline_asm.c - inline assembly is processor code, with no meaning in
 * hardware generated from C.
 */
// top: asm_top
// expect-error: 11: inline asm

int asm_top(void) {
  int x = 0;
  for (int i = 0; i < 4; i++) {
    x += i;
    __asm__ volatile("" : "+r"(x));
  }
  return x;
}
