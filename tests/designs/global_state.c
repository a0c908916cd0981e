/* global_state.c - scalar global and static-local variables: a global call
 * counter, a static local "previous value" inside a helper, a global struct
 * of running statistics, and a global initialised to a non-zero value.
 * Like C globals they keep their values across calls of the top (the cosim
 * calls it once; the initial values must be the C ones).
 * Exercises: globals of scalar and struct type (memories of depth 1, or
 * registers), static locals, initial values other than zero.
 */
// top: global_state

struct stats {
  int min, max;
  long long sum;
  unsigned count;
};

static unsigned calls;
static int bias = -37;
static struct stats st = {1 << 30, -(1 << 30), 0, 0};

static int delta(int v) {
  static int prev = 100;
  int d = v - prev;
  prev = v;
  return d;
}

static void record(int v) {
  if (v < st.min)
    st.min = v;
  if (v > st.max)
    st.max = v;
  st.sum += v;
  st.count++;
}

int global_state(void) {
  calls++;
  int x = 17;
  for (int i = 0; i < 40; i++) {
    x = (x * 73 + 11) % 1009 - 500;
    int d = delta(x + bias);
    record(d);
    if ((d & 7) == 3)
      bias++;
  }
  return (int)((unsigned)st.min * 31u + (unsigned)st.max * 17u +
               (unsigned)st.sum + st.count * 1000u + calls + (unsigned)bias);
}
