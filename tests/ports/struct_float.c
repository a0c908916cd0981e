/* A struct parameter with float and double members: one port per member,
 * of the member's IEEE 754 bits, recorded field by field by cosim. */
// top: struct_float
// expect-ports: p_x:32 p_y:32 p_w:64 p_tag:8 k:32
#include <stdio.h>
#include <string.h>

struct point {
  float x, y;
  double w;
  unsigned char tag;
};

double struct_float(struct point p, float k) {
  double d = (double)(p.x * k) - (double)p.y;
  return d * p.w + p.tag;
}

int main(void) {
  static const struct point pts[3] = {
      {1.5f, -2.0f, 0.5, 3}, {-0.0f, 1e-42f, -1e300, 200}, {3e38f, 1.0f, 2.0, 0}};
  for (int c = 0; c < 3; c++) {
    double r = struct_float(pts[c], 0.75f + (float)c);
    unsigned long long u;
    memcpy(&u, &r, sizeof u);
    printf("%d: %016llx\n", c, u);
  }
  return 0;
}
