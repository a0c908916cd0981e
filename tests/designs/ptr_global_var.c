/* ptr_global_var.c - a global pointer variable with an initial value
 * (&a), re-pointed at run time to another variable: the pointer lives in
 * memory as (object, offset). Was the error test
 * errors/pointer_global_init_line ("a pointer in the initial value of
 * 'gp' is not supported").
 */
// top: top
int a = 5, b = 7;
int sel = 3;
int unrelated[4] = {1, 2, 3, 4};

static int *gp = &a;

int top(void) {
  int s = unrelated[sel & 3];
  for (int i = 0; i < 4; i++) {
    s += *gp;
    if (s & 4) gp = &b;
    else gp = &a;
    *gp += i;
  }
  return s + a * 100 + b;
}
