/* modhead.h - the port list of a module in the Verilog text hlsc writes,
 * for the wrappers that go around a compiled top (axilite.c, axis.c,
 * maxi.c), and the renaming that puts such a wrapper around it.
 *
 * The Verilog writers print a module as "module NAME (" on a line of its
 * own, then one port per line ("input wire [W-1:0] NAME," with perhaps
 * a lint comment), then ");". These functions read that form only. */
#ifndef HLSC_RTL_MODHEAD_H
#define HLSC_RTL_MODHEAD_H

#include "../ir/ir.h"
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

/* "[w-1:0] " (nothing for one bit), before a declared name. */
void modhead_range(Sbuf *s, unsigned w);
/* ",\n  input wire [W-1:0] NAME" (or output) for a core port a wrapper
 * passes through, with the core's lint waiver on a partly used input. */
void modhead_port_decl(Sbuf *o, const CorePort *p);

/* Writes a wrapper module named f->hw_name around the core module `core`
 * (whose ports are ps) at the end of out; brk is the wrapper's
 * break-on-purpose environment value, "" when unset (tests only). */
typedef void (*ModWrapFn)(const Func *f, const char *core,
                          const CorePorts *ps, const char *brk, Sbuf *out);
/* Renames module f->hw_name of *verilog to `core` and appends the wrapper
 * wrap writes; brk from getenv(break_env). False after a located error
 * naming `what` (a module `core` exists, or the port list was not
 * found). */
bool modhead_wrap(const Func *f, Sbuf *verilog, const char *core,
                  const char *what, const char *break_env, ModWrapFn wrap);

#endif
