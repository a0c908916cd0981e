// top: top
// expect-error: 7: a pointer in the initial value of 'gp' is not supported
int a = 5, b = 7;
volatile int sel;
int unrelated[4] = {1, 2, 3, 4};

static int *gp = &a;

int top(void) {
  int s = unrelated[sel & 3];
  for (int i = 0; i < 4; i++) {
    s += *gp;
    if (sel) gp = &b;
  }
  return s;
}
