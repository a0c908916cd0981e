/* wide_member_1030.c - a struct parameter's members may be integers of up
 * to 1024 bits (tests/ports/wide_struct.c); a wider one is refused at the
 * parameter, by its path.
 */
// top: wide_member
// expect-error: 12: member 'a.v' of struct parameter 'a' is wider than 1024 bits

struct s { unsigned _BitInt(1030) v; int k; };

int wide_member(int x,
                int y,
                struct s a) {
  return (int)a.v + a.k + x + y;
}
