/* local_init.c - local arrays with initializers (fully and partially
 * initialised, the rest zero), a local 2-D array, a local array of structs
 * with designated initialisers, and a local const lookup of day counts.
 * Exercises: stack arrays turned into memories or registers with initial
 * contents set on every call, zero-filled tails, designated initialisers.
 */
// top: local_init

struct coef {
  short mul;
  signed char add;
};

int local_init(void) {
  const unsigned char days[12] = {31, 28, 31, 30, 31, 30,
                                  31, 31, 30, 31, 30, 31};
  int partial[10] = {5, -4, 3}; /* rest are zero */
  int grid[3][4] = {{1, 2, 3, 4}, {5, 6}, {[3] = 9}};
  struct coef cs[4] = {[0] = {3, -1}, [2] = {.add = 7, .mul = -2}, {5, 5}};

  int doy = 0; /* day of year of each month's 15th, summed */
  for (int m = 0; m < 12; m++) {
    int before = 0;
    for (int k = 0; k < m; k++)
      before += days[k];
    doy += before + 15;
  }
  int p = 0;
  for (int i = 0; i < 10; i++)
    p = p * 3 + partial[i];
  int g = 0;
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++)
      g += grid[r][c] * (r * 4 + c + 1);
  int k = 0;
  for (int i = 0; i < 4; i++)
    k = k * 7 + cs[i].mul * 10 + cs[i].add;
  return doy * 1000 + (p % 1000) + g * 100000 + k;
}
