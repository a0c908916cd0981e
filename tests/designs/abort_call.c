/* abort_call.c - abort() in the design: a sanity check that fails part
 * way through a loop. The design ends there with 134 as its result (what a
 * shell reports for a process abort() ended: 128 + SIGABRT), which cosim
 * compares with the native run's.
 */
#include <stdio.h>
#include <stdlib.h>

// top: run

static int queue[32];

static int pop_checked(int *head, int tail) {
  if (*head >= tail) abort(); /* the queue is empty */
  return queue[(*head)++];
}

int run(void) {
  int tail = 0;
  for (int i = 0; i < 20; i++) queue[tail++] = i * i % 17;
  int head = 0, acc = 0;
  for (int i = 0; i < 25; i++) {
    acc += pop_checked(&head, tail);
    printf("%d ", acc);
  }
  return acc;
}
