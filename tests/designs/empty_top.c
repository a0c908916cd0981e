/* empty_top.c - a top with an empty body is a legal design: start, then
 * done one cycle later (it once crashed the constant folder, which had no
 * values to fold).
 */
// top: empty_top

void empty_top(void) {}
