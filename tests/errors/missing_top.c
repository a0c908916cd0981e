/* missing_top.c - the requested top does not exist in the file (the runner
 * passes --top from the line below); the error is reported at line 1.
 */
// top: no_such_top
// expect-error: 1: no function named 'no_such_top'

int existing(void) { return 42; }
