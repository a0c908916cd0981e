/* Unit tests of the cosim renderer and the simulation-output parser. */
#include <stdlib.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <string.h>
#include <unistd.h>

#include "../../src/sim/sim.h"
#include "test.h"

/* Renders fmt with the given args; returns the text or "ERR:<reason>". */
static const char *render(Sbuf *out, const char *fmt, const uint64_t *args,
                          uint32_t n) {
  Sbuf err = {0};
  sb_free(out);
  if (!render_print(fmt, args, n, out, &err)) {
    sb_free(out);
    sb_printf(out, "ERR:%s", sb_str(&err));
  }
  sb_free(&err);
  return sb_str(out);
}

#define CHECK_RENDER(expect, fmt, ...)                                         \
  do {                                                                         \
    const uint64_t a_[] = {0, __VA_ARGS__};                                    \
    const char *got_ = render(&out, fmt, a_ + 1, ARRAY_LEN(a_) - 1);          \
    if (strcmp(got_, expect)) {                                                \
      fprintf(stderr, "%s:%d: render(\"%s\") gave \"%s\", want \"%s\"\n",      \
              __FILE__, __LINE__, fmt, got_, expect);                          \
      *test_failed_ = 1;                                                       \
    }                                                                          \
  } while (0)

TEST(sim_render_int_conversions) {
  Sbuf out = {0};
  CHECK_RENDER("-1 4294967295 ffffffff", "%d %u %x", 0xffffffffu, 0xffffffffu,
               0xffffffffu);
  CHECK_RENDER("-1 18446744073709551615", "%lld %llu", ~0ull, ~0ull);
  CHECK_RENDER("-9223372036854775808", "%ld", 0x8000000000000000ull);
  CHECK_RENDER("-1 255 -32768", "%hhd %hhu %hd", 0xffu, 0x1ffu, 0x8000u);
  CHECK_RENDER("17 0X1F 0x1f", "%o %#X %#x", 15u, 31u, 31u);
  CHECK_RENDER("A|", "%c|", 65u);
  CHECK_RENDER("100%", "%d%%", 100u);
  CHECK_RENDER("-7", "%i", 0xfffffff9u);
  CHECK_RENDER("-1", "%jd", ~0ull);
  CHECK_RENDER("18446744073709551615", "%zu", ~0ull);
  sb_free(&out);
}

TEST(sim_render_width_precision_flags) {
  Sbuf out = {0};
  CHECK_RENDER("[   42][42   ][00042][+42][ 042]", "[%5d][%-5d][%05d][%+d][% 04d]",
               42u, 42u, 42u, 42u, 42u);
  CHECK_RENDER("[  007]", "[%5.3d]", 7u);
  CHECK_RENDER("[   42]", "[%*d]", 5u, 42u);
  CHECK_RENDER("[42   ]", "[%*d]", 0xfffffffbu, 42u); /* width -5 */
  CHECK_RENDER("[00042]", "[%.*d]", 5u, 42u);
  CHECK_RENDER("[42]", "[%.*d]", 0xffffffffu, 42u); /* precision -1: none */
  CHECK_RENDER("no conversions\n", "no conversions\n", 0u);
  sb_free(&out);
}

/* A double's 64 bits render as the C library prints the double. */
TEST(sim_render_double_conversions) {
  Sbuf out = {0};
  CHECK_RENDER("0.100000 1.000000e-01 0.1", "%f %e %g", 0x3fb999999999999aull,
               0x3fb999999999999aull, 0x3fb999999999999aull);
  CHECK_RENDER("-0.500000 -0.5", "%lf %G", 0xbfe0000000000000ull,
               0xbfe0000000000000ull);
  CHECK_RENDER("[  -2.500] [+1.0E+00] 0x1p+1", "[%8.3f] [%+.1E] %a",
               0xc004000000000000ull, 0x3ff0000000000000ull,
               0x4000000000000000ull);
  CHECK_RENDER("inf -nan -0.000000 4.94066e-324", "%f %f %f %g",
               0x7ff0000000000000ull, 0xfff8000000000000ull,
               0x8000000000000000ull, 1ull);
  CHECK_RENDER("[     2.00]", "[%*.*f]", 9u, 2u, 0x4000000000000000ull);
  sb_free(&out);
}

TEST(sim_render_errors) {
  Sbuf out = {0};
  CHECK(!strncmp(render(&out, "%s", (const uint64_t[]){0}, 1), "ERR:", 4));
  CHECK(!strncmp(render(&out, "%Lf", (const uint64_t[]){0}, 1), "ERR:", 4));
  CHECK(!strncmp(render(&out, "%d %d", (const uint64_t[]){1}, 1), "ERR:", 4));
  CHECK(!strncmp(render(&out, "%", NULL, 0), "ERR:", 4));
  CHECK(!strncmp(render(&out, "%lc", (const uint64_t[]){65}, 1), "ERR:", 4));
  sb_free(&out);
}

static Func *print_func(void) {
  Func *f = ir_func_new("k");
  f->ret_width = 8;
  f->ret_signed = true;
  ir_print_new(f, "a=%d b=%u\n", 2, (SrcLoc){0});
  ir_print_new(f, "done\n", 0, (SrcLoc){0});
  return f;
}

TEST(sim_parse_output_records) {
  Func *f = print_func();
  RunResult r = {0};
  Sbuf fail = {0};
  const char *text = "noise from the simulator\n"
                     "@hlsc-print 0 fffffffe 0000000a\n"
                     "@hlsc-print 1\n"
                     "@hlsc-result done 123 fb\n"
                     "- tb.v:40: $finish called\n";
  CHECK_EQ_INT(sim_parse_output(f, text, &r, &fail), 0);
  CHECK(!strcmp(sb_str(&r.out), "a=-2 b=10\ndone\n"));
  CHECK(r.returned);
  CHECK_EQ_INT(r.cycles, 123);
  CHECK_EQ_INT(r.ret, 0xfb);
  sb_free(&r.out);
  sb_free(&fail);
  ir_func_free(f);
}

TEST(sim_parse_output_failures) {
  Func *f = print_func();
  static const char *const bad[] = {
      "@hlsc-print 0 xxxxxxxx 00000001\n@hlsc-result done 1 0\n",
      "@hlsc-print 5\n@hlsc-result done 1 0\n",
      "@hlsc-print 0 00000001\n@hlsc-result done 1 0\n",
      "@hlsc-result done 3 x\n",
      ("@hlsc-protocol done high for more than one cycle\n"
       "@hlsc-result done 3 1\n"),
      "@hlsc-print 1\n",
      "",
  };
  for (size_t i = 0; i < ARRAY_LEN(bad); i++) {
    RunResult r = {0};
    Sbuf fail = {0};
    CHECK_EQ_INT(sim_parse_output(f, bad[i], &r, &fail), 1);
    CHECK(fail.len > 0);
    sb_free(&r.out);
    sb_free(&fail);
  }
  RunResult r = {0};
  Sbuf fail = {0};
  CHECK_EQ_INT(sim_parse_output(f, "@hlsc-result timeout 50\n", &r, &fail), 0);
  CHECK(!r.returned);
  CHECK_EQ_INT(r.cycles, 50);
  sb_free(&r.out);
  sb_free(&fail);
  ir_func_free(f);
}

/* The model cache (vcache.c): a stored executable comes back, byte for
 * byte and executable, under its key only; another key (a different
 * design) finds nothing. */
TEST(sim_model_cache_round_trip) {
  char cache[] = "/tmp/hlsc-test-mcache-XXXXXX";
  CHECK(mkdtemp(cache) != NULL);
  char *exe = sim_path(cache, "built");
  static const char body[] = "#!/bin/sh\necho model\n";
  CHECK(write_file(exe, body, sizeof body - 1));
  Sbuf key = {0}, other = {0};
  sb_puts(&key, "hlsc verilator model\nfile design.v 3\nabc");
  sb_puts(&other, "hlsc verilator model\nfile design.v 3\nabd");
  char *mdir = sim_path(cache, "obj"), *got = sim_path(mdir, "sim");
  CHECK(!vcache_model_fetch(cache, &key, mdir, got));
  vcache_model_store(cache, &key, exe);
  CHECK(!vcache_model_fetch(cache, &other, mdir, got));
  CHECK(vcache_model_fetch(cache, &key, mdir, got));
  size_t len = 0;
  char *text = read_file(got, &len);
  CHECK(text && len == sizeof body - 1 && !memcmp(text, body, len));
  CHECK(access(got, X_OK) == 0);
  free(text);
  char *const rm[] = {"rm", "-rf", cache, NULL};
  CHECK_EQ_INT(run_command(rm, NULL, NULL, 10), 0);
  sb_free(&key);
  sb_free(&other);
  free(exe);
  free(mdir);
  free(got);
}

/* The cache's directory is named after `verilator --version`, which runs
 * once per installation: a second lookup takes the remembered version
 * (the fake verilator counts its runs), and a changed program (another
 * size and time) is asked again. */
TEST(sim_cache_version_remembered) {
  char root[] = "/tmp/hlsc-test-vcache-XXXXXX";
  CHECK(mkdtemp(root) != NULL);
  char *fake = sim_path(root, "verilator"), *runs = sim_path(root, "runs");
  Sbuf body = {0};
  sb_printf(&body, "#!/bin/sh\necho run >> %s\necho 'Verilator 9.9 fake'\n",
            runs);
  CHECK(write_file(fake, body.s, body.len) && chmod(fake, 0755) == 0);
  char *old = getenv("HLSC_CACHE_DIR") ? xstrdup(getenv("HLSC_CACHE_DIR"))
                                       : NULL;
  char *cache = sim_path(root, "cache");
  setenv("HLSC_CACHE_DIR", cache, 1);
  SimCtx cx = {.dir = root, .timeout_s = 10};
  char *a = vcache_dir(&cx, fake), *b = vcache_dir(&cx, fake);
  size_t len = 0;
  char *text = read_file(runs, &len);
  CHECK(a && b && !strcmp(a, b) && strstr(a, "/verilator-9.9-fake-O0"));
  CHECK(text && len == 4); /* one run */
  free(text);
  sb_puts(&body, "# another installation\n");
  CHECK(write_file(fake, body.s, body.len) && chmod(fake, 0755) == 0);
  char *c = vcache_dir(&cx, fake);
  text = read_file(runs, &len);
  CHECK(c && !strcmp(a, c) && text && len == 8); /* asked again */
  free(text);
  if (old) setenv("HLSC_CACHE_DIR", old, 1);
  else unsetenv("HLSC_CACHE_DIR");
  char *const rm[] = {"rm", "-rf", root, NULL};
  CHECK_EQ_INT(run_command(rm, NULL, NULL, 10), 0);
  free(a);
  free(b);
  free(c);
  free(old);
  free(cache);
  free(fake);
  free(runs);
  sb_free(&body);
}

/* A store removes what a killed store left (a temporary directory older
 * than an hour, with a half-written file in it) and keeps a recent one (a
 * store running beside it). */
TEST(sim_model_cache_stale_temporary) {
  char cache[] = "/tmp/hlsc-test-mstale-XXXXXX";
  CHECK(mkdtemp(cache) != NULL);
  char *models = sim_path(cache, "models");
  char *old = sim_path(models, "tmpOLD1"), *young = sim_path(models, "tmpNEW1");
  char *half = sim_path(old, "sim.tmp123"), *exe = sim_path(cache, "built");
  CHECK(mkdir(models, 0755) == 0 && mkdir(old, 0755) == 0 &&
        mkdir(young, 0755) == 0);
  CHECK(write_file(half, "x", 1) && write_file(exe, "#!/bin/sh\n", 10));
  struct timespec t[2] = {{.tv_sec = time(NULL) - 7200}, {.tv_sec = time(NULL) - 7200}};
  CHECK(utimensat(AT_FDCWD, old, t, 0) == 0);
  Sbuf key = {0};
  sb_puts(&key, "hlsc verilator model\nfile d.v 1\nx");
  vcache_model_store(cache, &key, exe);
  CHECK(access(old, F_OK) != 0);
  CHECK(access(young, F_OK) == 0);
  char *const rm[] = {"rm", "-rf", cache, NULL};
  CHECK_EQ_INT(run_command(rm, NULL, NULL, 10), 0);
  sb_free(&key);
  free(models);
  free(old);
  free(young);
  free(half);
  free(exe);
}
