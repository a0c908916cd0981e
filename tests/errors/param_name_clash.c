/* param_name_clash.c - a parameter becomes a port of the same name, so it
 * cannot be named like the module's own ports (clk, rst, start, done, ret)
 * or a Verilog keyword.
 */
// top: scale
// expect-error: 7: parameter 'start' would clash
int scale(int start, int k) {
  return start * k;
}
