/* fwd_distance2.c - a recurrence through memory two iterations apart,
 * v[i] = f(v[i - 2]) with f a chain of additions that takes two cycles:
 * without forwarding the load of v[i - 2] must wait for the store two
 * iterations back to reach the RAM (II 2); with it the store lands in the
 * load's read cycle and its registered data is taken (II 1), so the load
 * forwards from distance 2, not 1. The index wraps in a 16-word ring.
 * Exercises: forwarding at a known distance above one. */
// top: fwd_distance2

static unsigned ring[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};

unsigned fwd_distance2(void) {
  unsigned h = 0;
  for (unsigned i = 2; i < 300; i++) {
    unsigned x = ring[(i - 2) & 15u];
    unsigned y = ((x + 0x9e3779b9u) ^ (x >> 3)) + (x << 5);
    y = ((y + 0x7f4a7c15u) ^ (y >> 7)) + (y << 2) + i;
    ring[i & 15u] = y;
    h ^= y;
  }
  return h;
}
