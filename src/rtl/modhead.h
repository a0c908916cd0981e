/* modhead.h - the port list of a module in the Verilog text hlsc writes,
 * for the wrappers that go around a compiled top (axilite.c, axis.c).
 *
 * The Verilog writers print a module as "module NAME (" on a line of its
 * own, then one port per line ("input wire [W-1:0] NAME," with perhaps
 * a lint comment), then ");". These functions read that form only. */
#ifndef HLSC_RTL_MODHEAD_H
#define HLSC_RTL_MODHEAD_H

#include "../util/util.h"

typedef struct CorePort {
  char *name;
  bool input;
  unsigned width;
  bool partial; /* carries a lint waiver */
} CorePort;
typedef VEC(CorePort) CorePorts;

/* Where "module NAME (\n" starts a line of text (the last such place);
 * NULL: nowhere. */
const char *modhead_find(const char *text, const char *name);
/* The ports of the lines after "module NAME (\n" up to ");"; false when
 * the list does not end or a line is not understood. */
bool modhead_parse(const char *text, CorePorts *out);
void modhead_free(CorePorts *ps);

#endif
