/* pointer_store_unaligned.c - a pointer stored in memory holds its object
 * and byte offset; pointers loaded back are assumed to be multiples of the
 * smallest word of the objects they may point into (here 4 bytes), so a
 * pointer into the middle of an int is refused where it is stored.
 */
// top: top
// expect-error: 15: storing a pointer that is not a multiple of 4 bytes

int a[4] = {1, 2, 3, 4}, b[4];
int *slot[2];
volatile int sel;

int top(void) {
  slot[0] = a;
  slot[1] = (int *)((char *)b + 2 * (sel & 1));
  return *slot[sel & 1];
}
