/* A top function that returns a struct of 8 bytes by value: clang returns
 * it as one i64 holding its bytes, which only the debug info tells from an
 * integer; it has no port to go to either. */
// top: make_pair
// expect-error: 10: a top function cannot return a struct by value
struct pair {
  short lo, hi, sum, diff;
};

struct pair make_pair(short a, short b) {
  struct pair p = {a, b, (short)(a + b), (short)(a - b)};
  return p;
}
