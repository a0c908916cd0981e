/* hash_table.c - an open-addressing hash table (64 slots, linear probing)
 * of key/value structs: insert 40 keys (some duplicates update in place),
 * look up 60 keys (hits and misses), delete with tombstones, and count the
 * probes.
 * Exercises: data-dependent probe loops with wrap-around, arrays of
 * structs as a memory, read-modify-write of found entries, early exits.
 */
// top: hash_table

#define SLOTS 64
#define EMPTY 0u
#define TOMB 0xffffffffu

struct entry {
  unsigned key;
  int value;
};

static struct entry tab[SLOTS];
static unsigned probes;

static unsigned hash(unsigned k) {
  k ^= k >> 16;
  k *= 0x45d9f3bu;
  k ^= k >> 16;
  return k & (SLOTS - 1);
}

static void insert(unsigned key, int value) {
  unsigned i = hash(key), first_tomb = SLOTS;
  for (unsigned n = 0; n < SLOTS; n++) {
    probes++;
    unsigned k = tab[i].key;
    if (k == key) {
      tab[i].value += value; /* update existing */
      return;
    }
    if (k == TOMB && first_tomb == SLOTS)
      first_tomb = i;
    if (k == EMPTY) {
      unsigned at = first_tomb != SLOTS ? first_tomb : i;
      tab[at].key = key;
      tab[at].value = value;
      return;
    }
    i = (i + 1) & (SLOTS - 1);
  }
}

static int find(unsigned key) {
  unsigned i = hash(key);
  for (unsigned n = 0; n < SLOTS; n++) {
    probes++;
    if (tab[i].key == key)
      return (int)i;
    if (tab[i].key == EMPTY)
      return -1;
    i = (i + 1) & (SLOTS - 1);
  }
  return -1;
}

int hash_table(void) {
  for (int i = 0; i < SLOTS; i++) {
    tab[i].key = EMPTY;
    tab[i].value = 0;
  }
  probes = 0;
  for (unsigned i = 0; i < 40; i++)
    insert(1u + (i * 37u) % 53u, (int)i - 20); /* keys repeat */
  for (unsigned k = 5; k < 30; k += 4) {       /* delete some */
    int at = find(k);
    if (at >= 0)
      tab[at].key = TOMB;
  }
  insert(9u, 1000);
  int hits = 0, sum = 0;
  for (unsigned k = 0; k < 60; k++) {
    int at = find(k + 1u);
    if (at >= 0) {
      hits++;
      sum += tab[at].value * (int)(k + 1u);
    }
  }
  return sum * 64 + hits + (int)probes * 100000;
}
