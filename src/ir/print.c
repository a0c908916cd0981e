/* print.c - the text form of the HLS IR (grammar in ir.h). Output depends
 * only on the function's contents, so two equal functions print the same. */
#include <ctype.h>
#include <string.h>

#include "ir.h"

/* Column the "!line:col" position is aligned to, for readable dumps. */
#define LOC_COLUMN 44

static void put_escaped(Sbuf *o, const char *s) {
  sb_putc(o, '"');
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    switch (c) {
    case '\n': sb_puts(o, "\\n"); break;
    case '\t': sb_puts(o, "\\t"); break;
    case '\r': sb_puts(o, "\\r"); break;
    case '\\': sb_puts(o, "\\\\"); break;
    case '"': sb_puts(o, "\\\""); break;
    default:
      /* Octal is at most three digits, so it cannot swallow what follows
       * (unlike \x). */
      if (c < 0x20 || c >= 0x7f) sb_printf(o, "\\%03o", c);
      else sb_putc(o, (char)c);
    }
  }
  sb_putc(o, '"');
}

/* A name that can be printed bare after '@': an identifier that is not all
 * digits (digits mean an index). */
static bool is_bare_name(const char *s) {
  if (!s || !*s || isdigit((unsigned char)*s)) return false;
  for (; *s; s++)
    if (!isalnum((unsigned char)*s) && *s != '_' && *s != '.' && *s != '$')
      return false;
  return true;
}

static void put_global(Sbuf *o, const char *name) {
  sb_putc(o, '@');
  if (is_bare_name(name)) sb_puts(o, name);
  else put_escaped(o, name ? name : "");
}

/* Memories are referenced by name when the name is bare and unique,
 * otherwise by index (the definition then also carries the quoted name). */
static bool mem_by_name(const Func *f, uint32_t m) {
  const char *n = f->mems.data[m].name;
  if (!is_bare_name(n)) return false;
  for (size_t i = 0; i < f->mems.len; i++)
    if (i != m && f->mems.data[i].name && !strcmp(f->mems.data[i].name, n))
      return false;
  return true;
}

static void put_mem_ref(Sbuf *o, const Func *f, uint64_t m) {
  if (m < f->mems.len && mem_by_name(f, (uint32_t)m))
    sb_printf(o, "@%s", f->mems.data[m].name);
  else
    sb_printf(o, "@%llu", (unsigned long long)m);
}

/* Pads the current line to LOC_COLUMN and appends " !line:col", with the
 * file only when it differs from the function's. */
static void put_loc(Sbuf *o, size_t line_start, const Func *f, SrcLoc l) {
  if (!l.line && !l.col && !l.file) return;
  size_t n = o->len - line_start;
  do sb_putc(o, ' ');
  while (++n < LOC_COLUMN);
  sb_putc(o, '!');
  if (l.file && (!f->file || strcmp(l.file, f->file))) {
    put_escaped(o, l.file);
    sb_putc(o, ':');
  }
  sb_printf(o, "%u:%u", l.line, l.col);
}

static void put_val(Sbuf *o, ValId v) {
  if (v == IR_NOVAL) sb_puts(o, "%none");
  else sb_printf(o, "%%%u", v);
}

static void put_args(Sbuf *o, const Val *v, uint32_t from) {
  for (uint32_t i = from; i < v->nargs; i++) {
    if (i > from) sb_puts(o, ", ");
    put_val(o, v->args[i]);
  }
}

void ir_const_text(const Val *v, Sbuf *o) {
  if (!v->words) {
    sb_printf(o, "%llu", (unsigned long long)v->imm);
    return;
  }
  unsigned i = (v->width + 63u) / 64; /* wide: hex, high word first */
  while (i > 1 && !v->words[i - 1]) i--;
  sb_printf(o, "0x%llx", (unsigned long long)v->words[--i]);
  while (i--) sb_printf(o, "%016llx", (unsigned long long)v->words[i]);
}

static void put_operands(Sbuf *o, const Func *f, const Val *v) {
  switch (v->op) {
  case OP_CONST:
    sb_putc(o, ' ');
    ir_const_text(v, o);
    break;
  case OP_PARAM:
    sb_printf(o, " %llu", (unsigned long long)v->imm);
    break;
  case OP_LOAD:
  case OP_STORE:
    sb_putc(o, ' ');
    put_mem_ref(o, f, v->imm);
    if (v->nargs) sb_puts(o, ", ");
    put_args(o, v, 0);
    break;
  case OP_SREAD:
  case OP_SWRITE:
  case OP_SEMPTY:
  case OP_SFULL:
    sb_printf(o, " $%s", v->imm < f->ports.len ? f->ports.data[v->imm].name
                                               : "?");
    if (v->nargs) sb_puts(o, ", ");
    put_args(o, v, 0);
    break;
  case OP_PHI:
    for (uint32_t i = 0; i < v->nargs; i++) {
      sb_printf(o, "%s[bb%u: ", i ? ", " : " ", v->phi_blocks[i]);
      put_val(o, v->args[i]);
      sb_putc(o, ']');
    }
    break;
  case OP_PRINT:
    sb_printf(o, " #%llu (", (unsigned long long)v->imm);
    put_args(o, v, 0);
    sb_putc(o, ')');
    break;
  default:
    if (v->nargs) sb_putc(o, ' ');
    put_args(o, v, 0);
  }
}

void ir_print_val_text(const Func *f, ValId id, Sbuf *o) {
  const Val *v = ir_cval(f, id);
  sb_printf(o, "%%%u ", id);
  if (v->name) {
    put_escaped(o, v->name);
    sb_putc(o, ' ');
  }
  sb_printf(o, "= %s", ir_info(v->op)->text);
  /* Effects (store, print) have no result and print no type. */
  if (v->width) sb_printf(o, " i%u", v->width);
  put_operands(o, f, v);
}

static void print_val(Sbuf *o, const Func *f, ValId id) {
  size_t start = o->len;
  sb_puts(o, "  ");
  ir_print_val_text(f, id, o);
  put_loc(o, start, f, ir_cval(f, id)->loc);
  sb_putc(o, '\n');
}

void ir_print_term_text(const Term *t, Sbuf *o) {
  switch (t->kind) {
  case TERM_NONE:
    sb_puts(o, "; no terminator");
    return;
  case TERM_BR:
    sb_printf(o, "br bb%u", t->succs[0]);
    break;
  case TERM_CBR:
    sb_puts(o, "cbr ");
    put_val(o, t->arg);
    sb_printf(o, ", bb%u, bb%u", t->succs[0], t->succs[1]);
    break;
  case TERM_SWITCH:
    sb_puts(o, "switch ");
    put_val(o, t->arg);
    sb_printf(o, ", bb%u [", t->succs[0]);
    for (uint32_t i = 1; i < t->nsuccs; i++)
      sb_printf(o, "%s%llu: bb%u", i > 1 ? ", " : "",
                (unsigned long long)t->cases[i - 1], t->succs[i]);
    sb_putc(o, ']');
    break;
  case TERM_RET:
    sb_puts(o, "ret");
    if (t->arg != IR_NOVAL) {
      sb_putc(o, ' ');
      put_val(o, t->arg);
    }
    break;
  }
}

static void print_term(Sbuf *o, const Func *f, const Term *t) {
  size_t start = o->len;
  sb_puts(o, "  ");
  ir_print_term_text(t, o);
  if (t->kind != TERM_NONE) put_loc(o, start, f, t->loc);
  sb_putc(o, '\n');
}

static void print_mem(Sbuf *o, const Func *f, uint32_t m) {
  const Mem *mem = &f->mems.data[m];
  size_t start = o->len;
  sb_puts(o, "  mem ");
  put_mem_ref(o, f, m);
  if (!mem_by_name(f, m) && mem->name) {
    sb_putc(o, ' ');
    put_escaped(o, mem->name);
  }
  sb_printf(o, " i%u x %llu", mem->width, (unsigned long long)mem->depth);
  if (mem->rom) sb_puts(o, " rom");
  if (mem->part.kind != PART_NONE) {
    static const char *const kind[] = {"", "cyclic", "block", "complete"};
    sb_printf(o, " partition %s %u dim %u stride %llu size %llu",
              kind[mem->part.kind], mem->part.factor, mem->part.dim,
              (unsigned long long)mem->part.stride,
              (unsigned long long)mem->part.size);
  }
  if (mem->external) {
    sb_puts(o, " external");
  } else if (!mem->init) {
    sb_puts(o, " = uninit");
  } else {
    sb_puts(o, " = [");
    for (uint64_t i = 0; i < mem->depth; i++) {
      const uint64_t *w = ir_mem_word(mem, i);
      unsigned n = ir_limbs(mem->width);
      if (i) sb_puts(o, ", ");
      if (n == 1 && w[0] < 1024) {
        sb_printf(o, "%llu", (unsigned long long)w[0]);
      } else {
        sb_puts(o, "0x");
        sb_hex_words(o, w, n);
      }
    }
    sb_putc(o, ']');
  }
  put_loc(o, start, f, mem->loc);
  sb_putc(o, '\n');
}

static void print_header(Sbuf *o, const Func *f) {
  size_t start = o->len;
  sb_puts(o, "func ");
  put_global(o, f->name);
  if (f->ret_width)
    sb_printf(o, "() -> i%u%s", f->ret_width, f->ret_signed ? " signed" : "");
  else
    sb_puts(o, "() -> void");
  put_loc(o, start, f, f->loc);
  sb_puts(o, " {\n");
  if (f->file) {
    sb_puts(o, "  file ");
    put_escaped(o, f->file);
    sb_putc(o, '\n');
  }
}

static const char *const port_kinds[] = {"scalar", "stream in", "stream out",
                                         "stream unused", "memory"};

void ir_print(const Func *f, Sbuf *o) {
  print_header(o, f);
  for (uint32_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    size_t start = o->len;
    sb_printf(o, "  port $%s %s i%u%s", pt->name, port_kinds[pt->kind],
              pt->width, pt->is_signed ? " signed" : "");
    put_loc(o, start, f, pt->loc);
    sb_putc(o, '\n');
  }
  for (uint32_t m = 0; m < f->mems.len; m++) print_mem(o, f, m);
  for (uint32_t p = 0; p < f->prints.len; p++) {
    const Print *pr = &f->prints.data[p];
    size_t start = o->len;
    sb_printf(o, "  print #%u ", p);
    put_escaped(o, pr->fmt);
    sb_printf(o, " nargs %u", pr->nargs);
    put_loc(o, start, f, pr->loc);
    sb_putc(o, '\n');
  }
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    sb_printf(o, "bb%u", b);
    if (bl->name) {
      sb_putc(o, ' ');
      put_escaped(o, bl->name);
    }
    sb_putc(o, ':');
    if (bl->pipeline_off) sb_puts(o, "  ; loop pragma: pipeline off");
    else if (bl->pipeline_ii)
      sb_printf(o, "  ; loop pragma: pipeline ii %u", bl->pipeline_ii);
    sb_putc(o, '\n');
    for (size_t i = 0; i < bl->ops.len; i++) print_val(o, f, bl->ops.data[i]);
    print_term(o, f, &bl->term);
  }
  sb_puts(o, "}\n");
}
