/* wide_switch.c - a switch on an integer wider than 64 bits is refused
 * (case values are 64-bit words in the HLS IR); an if/else chain works.
 */
// top: wide_switch
// expect-error: 12: a switch on an integer wider than 64 bits is not supported

typedef unsigned __int128 u128;
static volatile unsigned long long in[2] = {12345, 678};

int wide_switch(void) {
  u128 x = (u128)in[0] << 64 | in[1];
  switch (x) {
  case 1: return 3;
  case ((u128)12345 << 64) | 678: return 7;
  case 5: return 9;
  default: return 0;
  }
}
