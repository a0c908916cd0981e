/* conv3x3.c - 3x3 convolution of a 16x16 8-bit image with a sharpen kernel
 * and a Sobel gradient magnitude, border pixels copied, results clamped to
 * 0..255 and written to an output image.
 * Exercises: 2-D memories, a 4-deep loop nest with a const kernel, signed
 * accumulation, clamping, abs.
 */
// top: conv3x3

#define W 16
#define H 16

static unsigned char img[H][W], out[H][W];
static const signed char sharpen[3][3] = {{0, -1, 0}, {-1, 5, -1}, {0, -1, 0}};

unsigned conv3x3(void) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      img[y][x] = (unsigned char)((x * 16) ^ (y * 9) ^ ((x * y) & 0x3f));
  unsigned edges = 0;
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) {
      if (y == 0 || x == 0 || y == H - 1 || x == W - 1) {
        out[y][x] = img[y][x];
        continue;
      }
      int acc = 0;
      for (int ky = 0; ky < 3; ky++)
        for (int kx = 0; kx < 3; kx++)
          acc += sharpen[ky][kx] * img[y + ky - 1][x + kx - 1];
      out[y][x] = (unsigned char)(acc < 0 ? 0 : acc > 255 ? 255 : acc);
      int gx = img[y - 1][x + 1] + 2 * img[y][x + 1] + img[y + 1][x + 1] -
               img[y - 1][x - 1] - 2 * img[y][x - 1] - img[y + 1][x - 1];
      int gy = img[y + 1][x - 1] + 2 * img[y + 1][x] + img[y + 1][x + 1] -
               img[y - 1][x - 1] - 2 * img[y - 1][x] - img[y - 1][x + 1];
      int mag = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
      if (mag > 300)
        edges++;
    }
  }
  unsigned h = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      h = h * 31u + out[y][x];
  return h ^ (edges << 24);
}
