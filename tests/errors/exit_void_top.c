/* exit() in a top that returns nothing: the design has no result that
 * could carry the exit status. */
#include <stdlib.h>

// top: stop_early

int seen[8];

void stop_early(void) {
  for (int i = 0; i < 8; i++) {
    if (seen[i]) exit(i); // expect-error: 11: 'exit' in a top function that returns nothing
    seen[i] = i;
  }
}
