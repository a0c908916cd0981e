/* struct_param_pointer.c - a struct parameter of the top becomes one port
 * per field; a pointer member has no port (nor does a union or a float).
 */
// top: walk
// expect-error: 10: member 'n.link.next' of struct parameter 'n' is a pointer
struct link { int *next; };
struct node { int v; struct link link; };

int walk(int k,
         struct node n) {
  return n.v + k;
}
