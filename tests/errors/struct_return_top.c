/* A top function that returns a struct by value: the struct has no port
 * to go to (clang passes it back through a hidden pointer parameter). */
// top: make_pair
// expect-error: 9: a top function cannot return a struct by value
struct pair {
  int lo, hi, sum, diff, prod;
};

struct pair make_pair(int a, int b) {
  struct pair p = {a, b, a + b, a - b, a * b};
  return p;
}
