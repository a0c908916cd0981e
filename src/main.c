/* main.c - the hlsc command line. */
#include <ctype.h>
#include <errno.h>
#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver.h"
#include "rtl/maxi.h"
#include "sim/cosim.h"

static const char usage[] =
    "usage: hlsc FILE.c|FILE.py --top NAME [-o OUT.v] [options]\n"
    "       hlsc cosim FILE.c --top NAME [options]\n"
    "       hlsc cosim TB.c [DESIGN.c ...] --top NAME [options]\n"
    "       hlsc cosim TB.py --top NAME [options]\n"
    "       hlsc synth FILE.v --top NAME [--target T] [--clock-period NS]\n"
    "                  [--report FILE] [--timeout S] [--keep]\n"
    "\n"
    "Compiles the C or Python function NAME to a Verilog module NAME;\n"
    "`cosim` also runs FILE natively and the Verilog in Verilator and\n"
    "compares them. With a C or Python testbench (a main, or a __main__\n"
    "part, that calls NAME), every call of NAME is recorded natively and\n"
    "replayed against the Verilog (docs/python.md for Python). `synth` runs\n"
    "Yosys (and nextpnr-ice40 for ice40) on a Verilog file and reports\n"
    "LUTs, flip-flops, DSPs, block RAMs, logic levels and Fmax.\n"
    "\n"
    "options:\n"
    "  --top NAME            the top function (required)\n"
    "  -o FILE               Verilog output (default: NAME.v)\n"
    "  --clock-period NS     target clock period in ns (default 10)\n"
    "  --target T            delay model: generic (default), ice40, xilinx7\n"
    "  --synth               also synthesize the Verilog for the target and\n"
    "                        print LUTs, flip-flops, DSPs, block RAMs, logic\n"
    "                        levels and Fmax (ice40); in the report too\n"
    "                        (--timeout S per tool, --keep its files)\n"
    "  --no-pipeline         keep every loop sequential (no loop pipelining)\n"
    "  --no-forward          no store-to-load forwarding in pipelined loops\n"
    "                        (a load waits for the stores of older\n"
    "                        iterations to reach the RAM)\n"
    "  --no-flatten          keep loop nests as they are (no flattening)\n"
    "  --float-units fast|small  the soft-float adder and multiplier: fast\n"
    "                        (shorter paths) or small (fewer LUTs); default\n"
    "                        small on --target ice40, fast otherwise\n"
    "  --unroll-tripcount N  also unroll every loop of at most N iterations\n"
    "                        (a constant count) whose unrolled body LLVM's\n"
    "                        cost model finds small; 0 (default): only the\n"
    "                        loops #pragma unroll asks for\n"
    "  --no-partition        partition only the arrays #pragma HLS\n"
    "                        ARRAY_PARTITION names (none of the\n"
    "                        compiler's own choice)\n"
    "  --speculate           every loop may start an iteration on a guessed\n"
    "                        condition (not only #pragma HLS SPECULATE ones)\n"
    "  --no-speculate        no loop does, not even those with the pragma\n"
    "  --no-varlat           no variable-latency units: a divider of a branch\n"
    "                        on a pipelined loop's recurrence counts with its\n"
    "                        full latency in every iteration\n"
    "  --units KIND=N[,KIND=N]\n"
    "                        at most N multipliers (mul) or dividers (div)\n"
    "                        of each kind (operation, width, latency),\n"
    "                        shared by their operations (in a pipelined\n"
    "                        loop, by modulo slot)\n"
    "  --no-fit              on --target ice40, share no units to fit a\n"
    "                        design whose area estimate exceeds the HX8K\n"
    "  --no-extract          keep each stream process one unit (no input or\n"
    "                        output pipelines extracted from it)\n"
    "  --extract             extract every pipeline that can be, not only\n"
    "                        those that pay\n"
    "  --report FILE         write a JSON report (states, registers, memories,\n"
    "                        critical path, compile time; cycles with cosim)\n"
    "  --schedule-html FILE  write the schedule as a self-contained HTML page\n"
    "                        (states, chained delays, pipelined loops by\n"
    "                        stage, recurrences, source lines on hover)\n"
    "  -I DIR, -D NAME[=V], -U NAME, -std=STD\n"
    "                        passed to clang\n"
    "  --fifo-depth R.C=N    depth of channel C of dataflow region R (over\n"
    "                        its #pragma HLS STREAM; 0: a wire)\n"
    "  --gate-depth N        words of the gate (a FIFO) between each output\n"
    "                        stream port and the writes of its unit, 0..16\n"
    "                        (default 2; 0: none, writes wait for tready)\n"
    "  --interface I         the top's control: plain (default: clk, rst,\n"
    "                        start, done, idle, ready, ret and scalar input\n"
    "                        ports) or s_axilite (an AXI4-Lite control slave\n"
    "                        with the control, argument and return\n"
    "                        registers; writes the C header OUT_axil.h next\n"
    "                        to OUT.v)\n"
    "  --m-axi A[:W],B,...   the array parameters A, B, ... of the top become\n"
    "                        AXI4 masters (m_axi_A_*, base address input\n"
    "                        A_base; 8/16/32-bit elements; bursts), as\n"
    "                        #pragma HLS INTERFACE m_axi port=A; W: the\n"
    "                        data width, 32 (default), 64, 128, 256 or 512\n"
    "                        (max_widen_bitwidth=W)\n"
    "  --emit FORM           print an intermediate form on stdout:\n"
    "                        llvm (optimized LLVM IR), ir (HLS IR),\n"
    "                        sched (the schedule), dot (CFG and dataflow\n"
    "                        graphs for Graphviz), verilog\n"
    "  -v                    print a summary on stderr\n"
    "  --help, --version\n"
    "cosim options:\n"
    "  --simulator S         verilator (default) or iverilog\n"
    "  --max-cycles N        simulation cycle limit (default 50000000)\n"
    "  --timeout S           wall-clock limit in seconds of each tool run\n"
    "                        (default 300) and of the native run (60)\n"
    "  --keep                keep the work directory\n"
    "  --stall-seed S        C testbench: random input gaps and output\n"
    "                        backpressure from seed S (default 1; 0: none)\n"
    "  --size-fifos          dataflow region: find the smallest channel\n"
    "                        depths that keep the simulated cycles, print\n"
    "                        them as #pragma HLS STREAM lines\n"
    "  --trace FILE          write the simulation's waveform to FILE (.vcd\n"
    "                        or .fst), also when the cosim fails\n"
    "\n"
    "Exit status: 0 success (cosim: PASS), 1 cosim FAIL, 2 rejected input.\n";

/* --units mul=N,div=N: the limits of SchedOptions.units_mul/units_div. */
static bool parse_units(const char *v, Options *opt) {
  while (*v) {
    uint32_t *slot = NULL;
    if (!strncmp(v, "mul=", 4)) slot = &opt->units_mul;
    else if (!strncmp(v, "div=", 4)) slot = &opt->units_div;
    else return false;
    v += 4;
    char *end = NULL;
    if (*v < '0' || *v > '9') return false;
    unsigned long n = strtoul(v, &end, 10);
    if (n < 1 || n > 1024 || (*end && *end != ',')) return false;
    *slot = (uint32_t)n;
    v = *end ? end + 1 : end;
    if (*end == ',' && !*v) return false;
  }
  return true;
}

/* --m-axi NAME[:W],...: names (checked against the top later, maxi.c)
 * and data widths W of 32, 64, 128, 256 or 512. */
static bool maxi_list_ok(const char *v) {
  while (*v) {
    const char *end = v + strcspn(v, ",");
    const char *colon = memchr(v, ':', (size_t)(end - v));
    if (colon == v) return false;
    if (colon) {
      char *e = NULL;
      if (colon[1] < '0' || colon[1] > '9') return false;
      unsigned long w = strtoul(colon + 1, &e, 10);
      if (e != end || !maxi_width_ok(w)) return false;
    }
    if (!*end) return true;
    v = end + 1;
    if (!*v || *v == ',') return false;
  }
  return true;
}

static int opt_error(const char *fmt, const char *arg) {
  fprintf(stderr, "hlsc: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nhlsc: run 'hlsc --help' for usage\n");
  return 2;
}

static bool parse_number(const char *s, double *out) {
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (errno || end == s || *end || !isfinite(v)) return false;
  *out = v;
  return true;
}

/* Takes the value of an option given as "--opt VALUE" or "--opt=VALUE". */
static const char *take_value(int argc, char **argv, int *i, const char *name) {
  size_t n = strlen(name);
  if (argv[*i][n] == '=') return argv[*i] + n + 1;
  if (*i + 1 >= argc) return NULL;
  return argv[++*i];
}

static bool is_opt(const char *arg, const char *name) {
  size_t n = strlen(name);
  return strncmp(arg, name, n) == 0 && (arg[n] == 0 || arg[n] == '=');
}

/* Option parsers return -1 when argv[*i] was theirs (and is consumed),
 * NOT_MINE when it is not, else the exit status of an error. */
enum { NOT_MINE = -3 };

/* The options of every mode that runs tools (cosim, synth, --synth):
 * --timeout S per tool run and --keep its files. */
static int tool_option(int argc, char **argv, int *i, Options *opt) {
  const char *a = argv[*i];
  const char *v;
  double d;
  if (is_opt(a, "--timeout")) {
    if (!(v = take_value(argc, argv, i, "--timeout")) ||
        !parse_number(v, &d) || d < 1 || d > 1e6)
      return opt_error("invalid timeout '%s'", v ? v : "");
    opt->timeout_s = (unsigned)d;
  } else if (!strcmp(a, "--keep")) {
    opt->keep = true;
  } else {
    return NOT_MINE;
  }
  return -1;
}

/* The options only `hlsc cosim` takes (same returns as tool_option). */
static int cosim_option(int argc, char **argv, int *i, Options *opt) {
  const char *a = argv[*i];
  const char *v;
  double d;
  if (is_opt(a, "--simulator")) {
    if (!(v = take_value(argc, argv, i, "--simulator")))
      return opt_error("%s needs a value", "--simulator");
    if (strcmp(v, "verilator") && strcmp(v, "iverilog"))
      return opt_error("unknown simulator '%s' (expected verilator or "
                       "iverilog)", v);
    opt->simulator = v;
  } else if (is_opt(a, "--max-cycles")) {
    if (!(v = take_value(argc, argv, i, "--max-cycles")) ||
        !parse_number(v, &d) || d < 1 || d > 1e15 || d != floor(d))
      return opt_error("invalid cycle limit '%s'", v ? v : "");
    opt->max_cycles = (uint64_t)d;
  } else if (is_opt(a, "--trace")) {
    if (!(v = take_value(argc, argv, i, "--trace")) || !*v)
      return opt_error("%s needs a file name", "--trace");
    size_t n = strlen(v);
    if (n < 5 || (strcmp(v + n - 4, ".vcd") && strcmp(v + n - 4, ".fst")))
      return opt_error("the waveform file '%s' must end in .vcd or .fst", v);
    opt->trace = v;
  } else if (!strcmp(a, "--size-fifos")) {
    opt->size_fifos = true;
  } else if (is_opt(a, "--stall-seed")) {
    if (!(v = take_value(argc, argv, i, "--stall-seed")) ||
        !parse_number(v, &d) || d < 0 || d > 4e9 || d != floor(d))
      return opt_error("invalid stall seed '%s' (expected 0 .. 4000000000)",
                       v ? v : "");
    opt->stall_seed = (uint64_t)d;
  } else {
    return NOT_MINE;
  }
  return -1;
}

/* REGION.CHANNEL=N: two identifiers and a depth 0..65536 */
static bool valid_fifo_depth(const char *v) {
  const char *dot = strchr(v, '.'), *eq = strchr(v, '=');
  if (!dot || !eq || dot == v || eq < dot + 2 || !eq[1]) return false;
  for (const char *c = v; c < eq; c++)
    if (c != dot && !(isalnum((unsigned char)*c) || *c == '_')) return false;
  char *end;
  errno = 0;
  unsigned long d = strtoul(eq + 1, &end, 10);
  return !errno && !*end && isdigit((unsigned char)eq[1]) && d <= 65536;
}

static bool has_suffix(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n > k && !strcmp(s + n - k, suffix);
}

/* What the input's name says it is: NULL for a C or Python source, else
 * what hlsc makes of it for the error. */
static const char *input_kind_problem(const char *path) {
  static const char *const cxx[] = {".cpp", ".cc", ".cxx", ".c++", ".C",
                                    ".hpp", ".hh", ".hxx", ".H", NULL};
  if (has_suffix(path, ".c") || has_suffix(path, ".py")) return NULL;
  for (int i = 0; cxx[i]; i++)
    if (has_suffix(path, cxx[i])) return "C++ is not supported";
  if (has_suffix(path, ".h")) return "a header is not compiled on its own";
  return "not a C or Python source file";
}

/* An input hlsc cannot compile gets one located line that says what hlsc
 * accepts, and exit status 2, before clang or Python sees it: they would
 * take a text file for a linker input, a header for a precompiled header,
 * and print a screen of errors about a binary file. */
static int check_input(const char *path) {
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
    return opt_error("cannot read input file '%s'", path);
  SrcLoc at = {path, 1, 1};
  const char *why = input_kind_problem(path);
  if (why) {
    diag_error(at, "%s: hlsc compiles C source files (.c) and Python files "
               "(.py)", why);
    return 2;
  }
  if (st.st_size == 0) {
    diag_error(at, "the file is empty: hlsc compiles C source files (.c) "
               "and Python files (.py) that define the top function");
    return 2;
  }
  FILE *f = fopen(path, "rb");
  if (!f) return opt_error("cannot read input file '%s'", path);
  /* a NUL byte: a binary file given a source file's name */
  int ch;
  for (long n = 0; n < (1L << 20) && (ch = getc(f)) != EOF; n++) {
    if (ch == 0) {
      fclose(f);
      diag_error(at, "not a text file (it holds binary data): hlsc compiles "
                 "C source files (.c) and Python files (.py)");
      return 2;
    }
  }
  fclose(f);
  return -1;
}

typedef enum { MODE_COMPILE, MODE_COSIM, MODE_SYNTH } Mode;

/* Parses argv into opt. Returns -1 to continue, else an exit status. */

static int parse_args(int argc, char **argv, int first, Options *opt,
                      Mode mode) {
  bool cosim = mode == MODE_COSIM;
  for (int i = first; i < argc; i++) {
    const char *a = argv[i];
    const char *v;
    int rc;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      return 0;
    } else if (!strcmp(a, "--version")) {
      printf("hlsc %s\n", HLSC_VERSION);
      return 0;
    } else if (is_opt(a, "--top")) {
      if (!(v = take_value(argc, argv, &i, "--top")) || !*v)
        return opt_error("%s needs a function name", "--top");
      opt->top = v;
    } else if (!strcmp(a, "-o")) {
      if (i + 1 >= argc) return opt_error("%s needs a file name", "-o");
      opt->output = argv[++i];
    } else if (is_opt(a, "--clock-period")) {
      if (!(v = take_value(argc, argv, &i, "--clock-period")))
        return opt_error("%s needs a value in ns", "--clock-period");
      if (!parse_number(v, &opt->clock_period_ns) ||
          opt->clock_period_ns <= 0 || opt->clock_period_ns > 1e6)
        return opt_error("invalid clock period '%s' (expected a positive "
                         "number of ns)", v);
    } else if (!strcmp(a, "--no-pipeline")) {
      opt->no_pipeline = true;
    } else if (!strcmp(a, "--no-forward")) {
      opt->no_forward = true;
    } else if (!strcmp(a, "--no-flatten")) {
      opt->no_flatten = true;
    } else if (is_opt(a, "--float-units")) {
      if (!(v = take_value(argc, argv, &i, "--float-units")))
        return opt_error("%s needs a value", "--float-units");
      if (!strcmp(v, "fast")) opt->float_units = FLOAT_UNITS_FAST;
      else if (!strcmp(v, "small")) opt->float_units = FLOAT_UNITS_SMALL;
      else
        return opt_error("invalid float units '%s' (expected fast or small)",
                         v);
    } else if (is_opt(a, "--unroll-tripcount")) {
      double d;
      if (!(v = take_value(argc, argv, &i, "--unroll-tripcount")) ||
          !parse_number(v, &d) || d < 0 || d > UNROLL_TRIPCOUNT_MAX ||
          d != floor(d))
        return opt_error("invalid trip count '%s' (expected 0 .. 1024)",
                         v ? v : "");
      opt->unroll_tripcount = (uint32_t)d;
    } else if (!strcmp(a, "--no-partition")) {
      opt->no_partition = true;
    } else if (!strcmp(a, "--no-speculate")) {
      opt->no_speculate = true;
    } else if (!strcmp(a, "--speculate")) {
      opt->speculate = true;
    } else if (!strcmp(a, "--no-varlat")) {
      opt->no_varlat = true;
    } else if (is_opt(a, "--units")) {
      if (!(v = take_value(argc, argv, &i, "--units")))
        return opt_error("%s needs KIND=N (mul=N, div=N)", "--units");
      if (!parse_units(v, opt))
        return opt_error("invalid --units '%s' (expected mul=N or div=N, "
                         "N from 1 to 1024, separated by commas)", v);
    } else if (!strcmp(a, "--no-fit")) {
      opt->no_fit = true;
    } else if (!strcmp(a, "--no-extract")) {
      opt->no_extract = true;
    } else if (!strcmp(a, "--extract")) {
      opt->extract = true;
    } else if (is_opt(a, "--target")) {
      if (!(v = take_value(argc, argv, &i, "--target")))
        return opt_error("%s needs a value", "--target");
      if (!strcmp(v, "generic")) opt->target = TARGET_GENERIC;
      else if (!strcmp(v, "ice40")) opt->target = TARGET_ICE40;
      else if (!strcmp(v, "xilinx7")) opt->target = TARGET_XILINX7;
      else
        return opt_error("unknown target '%s' (expected generic, ice40 or "
                         "xilinx7)", v);
    } else if (is_opt(a, "--report")) {
      if (!(v = take_value(argc, argv, &i, "--report")) || !*v)
        return opt_error("%s needs a file name", "--report");
      opt->report = v;
    } else if (is_opt(a, "--schedule-html")) {
      if (!(v = take_value(argc, argv, &i, "--schedule-html")) || !*v)
        return opt_error("%s needs a file name", "--schedule-html");
      opt->schedule_html = v;
    } else if (is_opt(a, "--emit")) {
      if (!(v = take_value(argc, argv, &i, "--emit")))
        return opt_error("%s needs a form", "--emit");
      if (strcmp(v, "llvm") && strcmp(v, "ir") && strcmp(v, "sched") &&
          strcmp(v, "dot") && strcmp(v, "verilog"))
        return opt_error("unknown form '%s' for --emit (expected llvm, ir, "
                         "sched, dot or verilog)", v);
      opt->emit = v;
    } else if (!strcmp(a, "-v")) {
      opt->verbose = true;
    } else if ((a[0] == '-' && (a[1] == 'I' || a[1] == 'D' || a[1] == 'U'))) {
      if (a[2]) {
        vec_push(&opt->cflags, a);
      } else {
        if (i + 1 >= argc) return opt_error("%s needs an argument", a);
        vec_push(&opt->cflags, a);
        vec_push(&opt->cflags, argv[++i]);
      }
    } else if (is_opt(a, "--fifo-depth")) {
      if (!(v = take_value(argc, argv, &i, "--fifo-depth")) ||
          !valid_fifo_depth(v))
        return opt_error("invalid channel depth '%s' (expected "
                         "REGION.CHANNEL=N, 0 <= N <= 65536)", v ? v : "");
      vec_push(&opt->fifo_depths, v);
    } else if (is_opt(a, "--gate-depth")) {
      double d;
      if (!(v = take_value(argc, argv, &i, "--gate-depth")) ||
          !parse_number(v, &d) || d < 0 || d > GATE_DEPTH_MAX || d != floor(d))
        return opt_error("invalid gate depth '%s' (expected 0 .. 16)",
                         v ? v : "");
      opt->gate_depth = (uint32_t)d;
    } else if (!strncmp(a, "-std=", 5)) {
      vec_push(&opt->cflags, a);
    } else if (is_opt(a, "--interface")) {
      if (!(v = take_value(argc, argv, &i, "--interface")))
        return opt_error("%s needs a value", "--interface");
      if (!strcmp(v, "s_axilite")) opt->axilite = true;
      else if (!strcmp(v, "plain")) opt->axilite = false;
      else
        return opt_error("unknown interface '%s' (expected plain or "
                         "s_axilite)", v);
    } else if (is_opt(a, "--m-axi")) {
      if (!(v = take_value(argc, argv, &i, "--m-axi")) || !v[0] ||
          v[0] == ',')
        return opt_error("%s needs a value (parameter names, comma "
                         "separated)", "--m-axi");
      if (!maxi_list_ok(v))
        return opt_error("invalid --m-axi '%s' (NAME or NAME:WIDTH, comma "
                         "separated; WIDTH 32, 64, 128, 256 or 512)", v);
      opt->maxi = v;
    } else if (!strcmp(a, "--strict-overflow")) {
      opt->strict_overflow = true;
    } else if ((rc = tool_option(argc, argv, &i, opt)) != NOT_MINE) {
      if (rc != -1) return rc;
    } else if (cosim && (rc = cosim_option(argc, argv, &i, opt)) != NOT_MINE) {
      if (rc != -1) return rc;
    } else if (mode != MODE_SYNTH && !strcmp(a, "--synth")) {
      opt->synth = true;
    } else if (a[0] == '-' && a[1]) {
      return opt_error("unknown option '%s'", a);
    } else if (opt->input && cosim) {
      if (access(a, R_OK) != 0)
        return opt_error("cannot read input file '%s'", a);
      vec_push(&opt->more_inputs, a);
    } else if (opt->input) {
      return opt_error("more than one input file ('%s')", a);
    } else {
      opt->input = a;
    }
  }
  if (!opt->input) return opt_error("%s", "no input file");
  if (!opt->top) return opt_error("%s", "no top function (use --top NAME)");
  if (access(opt->input, R_OK) != 0)
    return opt_error("cannot read input file '%s'", opt->input);
  if (mode == MODE_SYNTH) return -1;
  int rc = check_input(opt->input);
  for (size_t i = 0; rc < 0 && i < opt->more_inputs.len; i++)
    rc = check_input(opt->more_inputs.data[i]);
  return rc;
}

/* hlsc synth FILE.v --top NAME: the figures of a Verilog file. */
static int synth_main(const Options *opt) {
  for (const char *c = opt->top; *c; c++)
    if (!(isalpha((unsigned char)*c) || *c == '_' ||
          (c != opt->top && (isdigit((unsigned char)*c) || *c == '$'))))
      return opt_error("'%s' is not a Verilog module name", opt->top);
  Sbuf json = {0};
  int rc = driver_synthesize(opt, opt->input, opt->top, &json);
  if (!rc && opt->report) {
    Sbuf js = {0};
    sb_puts(&js, "{\n  \"top\": \"");
    sb_puts(&js, opt->top);
    sb_printf(&js, "\",\n  \"synthesis\": %s\n}\n", sb_str(&json));
    if (!write_file(opt->report, js.s, js.len)) {
      fprintf(stderr, "hlsc: error: cannot write '%s'\n", opt->report);
      rc = 2;
    }
    sb_free(&js);
  }
  sb_free(&json);
  return rc;
}

static int compile_main(const Options *opt) {
  /* one compile, then exit: its structures are left to the system */
  exit_free_skip(true);
  Compilation c;
  int rc = driver_compile(opt, &c);
  if (opt->emit && !strcmp(opt->emit, "llvm") && c.llvm_ir.len && !c.net)
    fputs(sb_str(&c.llvm_ir), stdout);
  if (rc) {
    compilation_free(&c);
    return rc;
  }
  if (opt->emit) {
    Sbuf out = {0};
    if (c.net) driver_net_emit(opt, &c, opt->emit, &out);
    else if (!strcmp(opt->emit, "ir")) ir_print(c.func, &out);
    else if (!strcmp(opt->emit, "sched")) sched_print(c.func, &c.sched, &out);
    else if (!strcmp(opt->emit, "dot")) sched_dot(c.func, &c.sched, &out);
    else if (!strcmp(opt->emit, "verilog")) sb_puts(&out, sb_str(&c.verilog));
    fputs(sb_str(&out), stdout);
    sb_free(&out);
  }
  char *def = NULL;
  const char *vpath = opt->output;
  if (!vpath) {
    size_t n = strlen(opt->top) + 3;
    def = xmalloc(n);
    snprintf(def, n, "%s.v", opt->top);
    vpath = def;
  }
  bool write_v = !c.partial && (!opt->emit || opt->output);
  if (write_v && !write_file(vpath, c.verilog.s, c.verilog.len)) {
    fprintf(stderr, "hlsc: error: cannot write '%s'\n", vpath);
    rc = 2;
  }
  if (!rc && write_v) rc = driver_write_axil_header(&c, vpath);
  Sbuf synth = {0};
  if (!rc && opt->synth && write_v) rc = driver_synthesize(opt, vpath, c.func->hw_name, &synth);
  free(def);
  if (!rc && opt->report) {
    Sbuf js = {0};
    driver_report_json(opt, &c, NULL, synth.len ? synth.s : NULL, &js);
    if (!write_file(opt->report, js.s, js.len)) {
      fprintf(stderr, "hlsc: error: cannot write '%s'\n", opt->report);
      rc = 2;
    }
    sb_free(&js);
  }
  sb_free(&synth);
  if (!rc && opt->schedule_html) rc = driver_write_schedule_html(opt, &c);
  if (!rc && opt->verbose && !c.partial) driver_print_summary(opt, &c);
  if (exit_free_needed()) compilation_free(&c);
  return rc;
}

int main(int argc, char **argv) {
  /* Freed memory is kept for reuse, not handed back to the kernel: the
   * scheduler builds and frees a flow network per LP, thousands of them
   * in a compile, and glibc would trim the heap after each one and fault
   * the pages back in, zero-filled, for the next (that was up to half of
   * a compile's time: tests/designs/bitfields_wide.c 7.1 s, 2.8 of them
   * in the kernel, against 1.3 s). The same for large blocks, which glibc
   * maps apart and unmaps when freed (from 128 KiB, rising to 32 MiB as
   * it sees them freed): every pass's tables on a large design are such
   * blocks, 2.2 GB unmapped and faulted back in a compile of
   * bench/gen_scaling.py's 100,000-statement chain. And clang's thread
   * allocates from the same heap as the rest, not an arena of its own
   * (the main thread waits while it runs): what LLVM's passes free of
   * clang's module is there for hlsc's next allocations. */
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_ARENA_MAX, 1);
  os_cleanup_on_signals();
  Options opt = {0};
  opt.clock_period_ns = 10.0;
  opt.gate_depth = GATE_DEPTH_DEFAULT;
  opt.target = TARGET_GENERIC;
  opt.simulator = "verilator";
  opt.stall_seed = 1;
  if (argc < 2) {
    fputs(usage, stderr);
    return 2;
  }
  Mode mode = !strcmp(argv[1], "cosim")   ? MODE_COSIM
              : !strcmp(argv[1], "synth") ? MODE_SYNTH
                                          : MODE_COMPILE;
  int rc = parse_args(argc, argv, mode == MODE_COMPILE ? 1 : 2, &opt, mode);
  /* Every clang run (the design's and the native ones) gets the same
   * meaning of signed overflow. */
  if (!opt.strict_overflow) vec_push(&opt.cflags, "-fwrapv");
  if (rc < 0)
    rc = mode == MODE_COSIM   ? cosim_run(&opt)
         : mode == MODE_SYNTH ? synth_main(&opt)
                              : compile_main(&opt);
  vec_free(&opt.cflags);
  vec_free(&opt.more_inputs);
  return rc;
}
