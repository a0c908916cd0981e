/* ptr_list.c - a sorted linked list in a pool of structs: insertion walks
 * `struct node **pp` (a pointer to the head variable or to a node's next
 * member), the list ends with NULL (compared at run time: a pointer loaded
 * from memory may be NULL), then a walk from the head. And a pointer into
 * one of two local arrays walked up to an end pointer (`q < end`).
 */
// top: list_top
#include <stdint.h>
#include <stddef.h>
struct node { int val; struct node *next; };
static struct node pool[12];
int list_top(void) {
  struct node *head = NULL;
  for (int i = 0; i < 12; i++) {
    pool[i].val = i * 7 % 5;
    /* insert sorted */
    struct node **pp = &head;
    while (*pp && (*pp)->val < pool[i].val) pp = &(*pp)->next;
    pool[i].next = *pp;
    *pp = &pool[i];
  }
  int s = 0;
  for (struct node *p = head; p != NULL; p = p->next) s = s * 3 + p->val;
  int loc1[6], loc2[6];
  for (int i = 0; i < 6; i++) { loc1[i] = i; loc2[i] = 10 * i; }
  int *q = s & 1 ? loc1 : loc2, *end = q + 6;
  while (q < end) { s += *q; *q++ = s; }
  return s + loc1[3] + loc2[4];
}
