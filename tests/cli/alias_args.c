/* The testbench passes the same array twice: C sees one array, the design
 * has a memory per argument. The FAIL says the arguments alias. */
void addto(int a[static 4], const int b[static 4]) {
  for (int i = 0; i < 4; i++) a[i] += b[i] * 2;
  for (int i = 0; i < 4; i++) a[i] += b[3 - i];
}

int main(void) {
  int x[4] = {1, 2, 3, 4};
  addto(x, x);
  return 0;
}
