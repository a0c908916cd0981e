/* strings.c - C string handling on char arrays: strlen with a
 * data-dependent exit, strcmp-like comparison, in-place reversal and
 * upper-casing, and counting vowels.
 * Exercises: loops that stop at a NUL byte, char (8-bit) memories,
 * signed char arithmetic, two-pointer swaps within one array.
 */
// top: strings

static char words[6][16] = {
    "hello", "world", "hardware", "synthesis", "verilog", "hello"};

static int my_strlen(const char *s) {
  int n = 0;
  while (s[n] != '\0')
    n++;
  return n;
}

static int my_strcmp(int a, int b) {
  int i = 0;
  while (words[a][i] != '\0' && words[a][i] == words[b][i])
    i++;
  return (unsigned char)words[a][i] - (unsigned char)words[b][i];
}

static void reverse_upper(char *s, int n) {
  for (int i = 0, j = n - 1; i < j; i++, j--) {
    char t = s[i];
    s[i] = s[j];
    s[j] = t;
  }
  for (int i = 0; i < n; i++)
    if (s[i] >= 'a' && s[i] <= 'z')
      s[i] = (char)(s[i] - 'a' + 'A');
}

unsigned strings(void) {
  unsigned h = 0;
  for (int w = 0; w < 6; w++) {
    int n = my_strlen(words[w]);
    int vowels = 0;
    for (int i = 0; i < n; i++) {
      char c = words[w][i];
      if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u')
        vowels++;
    }
    h = h * 131u + (unsigned)n * 8u + (unsigned)vowels;
  }
  for (int w = 1; w < 6; w++) {
    int c = my_strcmp(w - 1, w);
    h = h * 3u + (unsigned)(c < 0 ? 1 : c > 0 ? 2 : 0);
  }
  reverse_upper(words[2], my_strlen(words[2]));
  for (int i = 0; words[2][i] != '\0'; i++)
    h = h * 33u + (unsigned char)words[2][i];
  return h;
}
