/* sha_mix.c - a SHA-256-shaped compression: a 16-word message block
 * expanded to 32 words with sigma functions (rotations), then 32 rounds of
 * the Ch/Maj/Sigma mixing on eight working variables with a round-constant
 * ROM, and the feed-forward into the hash state.
 * Exercises: 32-bit rotations (fshl/fshr), long chains of xor/and/add, a
 * message schedule memory written and read in the same loop, a const ROM.
 */
// top: sha_mix

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static const unsigned K[32] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu,
    0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u, 0xd807aa98u, 0x12835b01u,
    0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u,
    0xc19bf174u, 0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu,
    0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau, 0x983e5152u,
    0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u,
    0x06ca6351u, 0x14292967u};

static unsigned W[32];
static unsigned H[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                        0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};

unsigned sha_mix(void) {
  for (int i = 0; i < 16; i++)
    W[i] = (unsigned)i * 0x01234567u ^ 0x61626380u;
  for (int i = 16; i < 32; i++) {
    unsigned w15 = W[i - 15], w2 = W[i - 2];
    unsigned s0 = ROTR(w15, 7) ^ ROTR(w15, 18) ^ (w15 >> 3);
    unsigned s1 = ROTR(w2, 17) ^ ROTR(w2, 19) ^ (w2 >> 10);
    W[i] = W[i - 16] + s0 + W[i - 7] + s1;
  }
  unsigned a = H[0], b = H[1], c = H[2], d = H[3];
  unsigned e = H[4], f = H[5], g = H[6], h = H[7];
  for (int i = 0; i < 32; i++) {
    unsigned S1 = ROTR(e, 6) ^ ROTR(e, 11) ^ ROTR(e, 25);
    unsigned ch = (e & f) ^ (~e & g);
    unsigned t1 = h + S1 + ch + K[i] + W[i];
    unsigned S0 = ROTR(a, 2) ^ ROTR(a, 13) ^ ROTR(a, 22);
    unsigned maj = (a & b) ^ (a & c) ^ (b & c);
    unsigned t2 = S0 + maj;
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  H[0] += a; H[1] += b; H[2] += c; H[3] += d;
  H[4] += e; H[5] += f; H[6] += g; H[7] += h;
  unsigned r = 0;
  for (int i = 0; i < 8; i++)
    r ^= ROTR(H[i], (unsigned)i * 4u + 1u);
  return r;
}
