/* exit_own_decl.c - exit() declared by the program itself, without
 * <stdlib.h> (so without its noreturn attribute): the call still ends the
 * design with its status, and the code after it is not reached.
 */
void exit(int status);
int printf(const char *fmt, ...);

static int t[16];

int main(void) {
  for (int i = 0; i < 16; i++) t[i] = (i * 7 + 3) % 11;
  int s = 0;
  for (int i = 0; i < 16; i++) {
    s += t[i];
    if (s > 40) {
      printf("stop at %d\n", i);
      exit(s);
    }
  }
  printf("sum %d\n", s);
  return 0;
}
