/* A top that never returns is a legal design: it compiles, and its result
 * port is still driven (from reset). It once crashed the constant folder. */
int endless_top(void) {
  for (;;) {
  }
}
