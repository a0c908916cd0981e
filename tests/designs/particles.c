/* particles.c - a 1-D/2-D particle simulation with integer physics: each
 * particle is a struct {x, y, vx, vy, mass, bounces}; gravity, wall bounces
 * and a centre-of-mass checksum over 24 time steps.
 * Exercises: arrays of structs in memory, field read-modify-write,
 * signed arithmetic, conditional negation.
 */
// top: particles

#define NP 12
#define W 1000
#define H 800

struct particle {
  int x, y;
  int vx, vy;
  unsigned char mass;
  unsigned short bounces;
};

static struct particle p[NP];

static void init(void) {
  for (int i = 0; i < NP; i++) {
    p[i].x = 50 + i * 73;
    p[i].y = 100 + (i * 151) % 600;
    p[i].vx = (i % 5) * 9 - 18;
    p[i].vy = (i % 3) * 7 - 7;
    p[i].mass = (unsigned char)(1 + i % 4);
    p[i].bounces = 0;
  }
}

static void step(void) {
  for (int i = 0; i < NP; i++) {
    struct particle *q = &p[i];
    q->vy += 3; /* gravity */
    q->x += q->vx;
    q->y += q->vy;
    if (q->x < 0) {
      q->x = -q->x;
      q->vx = -q->vx;
      q->bounces++;
    } else if (q->x >= W) {
      q->x = 2 * (W - 1) - q->x;
      q->vx = -q->vx;
      q->bounces++;
    }
    if (q->y >= H) {
      q->y = 2 * (H - 1) - q->y;
      q->vy = -(q->vy * 3) / 4; /* lossy bounce */
      q->bounces++;
    }
  }
}

int particles(void) {
  init();
  for (int t = 0; t < 24; t++)
    step();
  int mx = 0, my = 0, m = 0, b = 0;
  for (int i = 0; i < NP; i++) {
    mx += p[i].x * p[i].mass;
    my += p[i].y * p[i].mass;
    m += p[i].mass;
    b += p[i].bounces;
  }
  return (mx / m) * 100000 + (my / m) * 10 + b % 10;
}
