/* pointer_order_objects.c - `<` between pointers into two different
 * arrays has no meaning in C (and no addresses in hardware): a located
 * error, naming both arrays.
 */
// top: top
// expect-error: 13: ordering pointers into different objects ('b' and 'a')

int a[4], b[4];
volatile int sel;

int top(void) {
  int *p = a, *q = b + sel;
  return p < q;
}
