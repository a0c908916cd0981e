/* cosim.h - `hlsc cosim`: proves the Verilog against the program itself.
 *
 * cosim_run compiles opt->input with the same pipeline as `hlsc FILE.c`,
 * builds the C program natively with clang (the top called once from a
 * generated harness; a top named `main` is renamed), runs it, simulates the
 * Verilog with Verilator (or Icarus with --simulator iverilog), and compares
 * the return value and everything printed. Prints exactly one line on stdout:
 *   PASS NAME ret=<value> cycles=<N>        (exit 0; "ret=void" for void)
 *   FAIL NAME: <what differed>              (exit 1)
 * With a C testbench (`hlsc cosim TB.c [DESIGN.c ...] --top NAME`, used when
 * several files are given or the top has parameters), the testbench's
 * calls of NAME are recorded and replayed (tbcosim.c):
 *   PASS NAME calls=<k> cycles=<N> [words/cycle=<x> (<busiest stream>)]
 *   FAIL NAME: <what differed>
 * Rejected input exits 2 with the compiler's diagnostics; a tool that is
 * missing or fails (clang, verilator) is reported on stderr and exits 2.
 */
#ifndef HLSC_COSIM_H
#define HLSC_COSIM_H

#include "../driver.h"

int cosim_run(const Options *opt);

#endif
