"""llvm.py - the SSA graph as LLVM IR text, in the form the C frontend's
LLVM code takes: streams are pointer parameters passed to
__hlsc_stream_read/write/empty/full (include/hlsc.h) with the element
type as the variadic argument, every instruction carries the Python
source position as debug location. From here on the C compiler's own
pipeline (LLVM passes, import into the HLS IR) takes over.
"""

import re

from .ssa import Const, Param, Undef, resolve

_DATALAYOUT = ("e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-"
               "f80:128-n8:16:32:64-S128")

_STREAM_FN = {"sread": "__hlsc_stream_read", "swrite": "__hlsc_stream_write",
              "sempty": "__hlsc_stream_empty", "sfull": "__hlsc_stream_full"}


def _quote(s):
    return '"%s"' % "".join(c if 32 <= ord(c) < 127 and c not in '"\\'
                            else "\\%02X" % ord(c) for c in s)


class Emitter:
    def __init__(self, graph, top):
        self.g = graph
        self.top = top
        self.names = {}
        self.used = set()
        self.md = []           # metadata lines after the fixed ones
        self.locs = {}
        self.files = {}
        self.out = []
        self.mems = {}
        self.mem_used = set()
        self.stored = set()
        self.local = set(graph.local_mems)
        self.gep = 0

    # ---- names ----
    def name(self, v):
        v = resolve(v)
        if isinstance(v, Const):
            if v.ty.width == 1:
                return "true" if v.value else "false"
            x = v.value
            if x >> (v.ty.width - 1):
                x -= 1 << v.ty.width
            return str(x)
        if isinstance(v, Undef):
            return "undef"
        if isinstance(v, Param):
            return "%" + v.name
        if v not in self.names:
            base = re.sub(r"[^A-Za-z0-9_]", "_", v.name or "v")
            n = len(self.names)
            self.names[v] = "%%%s.%d" % (base, n)
        return self.names[v]

    def operand(self, v):
        v = resolve(v)
        return "i%d %s" % (v.ty.width, self.name(v))

    # ---- debug locations ----
    def file_md(self, file):
        if file not in self.files:
            idx = 100 + len(self.md)
            self.md.append("!%d = !DIFile(filename: %s, directory: \"\")"
                           % (idx, _quote(file)))
            scope = idx
            if file != self.main_file:
                scope = 100 + len(self.md)
                self.md.append("!%d = !DILexicalBlockFile(scope: !4, file: "
                               "!%d, discriminator: 0)" % (scope, idx))
            self.files[file] = scope
        return self.files[file]

    def dbg(self, loc):
        if not loc:
            return ""
        file, line, col = loc
        scope = 4 if file == self.main_file else self.file_md(file)
        key = (scope, line, max(col, 0))
        if key not in self.locs:
            idx = 100 + len(self.md)
            self.md.append("!%d = !DILocation(line: %d, column: %d, scope: "
                           "!%d)" % (idx, line, max(col, 0), scope))
            self.locs[key] = idx
        return ", !dbg !%d" % self.locs[key]

    # ---- instructions ----
    def inst(self, i):
        d = self.dbg(i.loc)
        a = [resolve(x) for x in i.args]
        if i.op in _STREAM_FN:
            return self.stream(i, a, d)
        if i.op in ("load", "store"):
            return self.memory(i, a, d)
        r = self.name(i)
        w = i.ty.width
        if i.op.startswith("icmp."):
            return ["%s = icmp %s %s, %s%s" % (r, i.op[5:], self.operand(a[0]),
                                               self.name(a[1]), d)]
        if i.op in ("zext", "sext", "trunc"):
            return ["%s = %s %s to i%d%s" % (r, i.op, self.operand(a[0]), w, d)]
        if i.op == "select":
            return ["%s = select i1 %s, %s, %s%s" % (
                r, self.name(a[0]), self.operand(a[1]), self.operand(a[2]), d)]
        return ["%s = %s i%d %s, %s%s" % (r, i.op, w, self.name(a[0]),
                                          self.name(a[1]), d)]

    def stream(self, i, a, d):
        p = i.port
        w = p.elem.width
        ext = " signext" if p.elem.signed else ""
        head = "(ptr, i32, ...) @%s(ptr %%%s, i32 %d, i%d%s " % (
            _STREAM_FN[i.op], p.name, w, w, ext)
        if i.op == "swrite":
            return ["call void %s%s) #1%s" % (head, self.name(a[0]), d)]
        r = self.name(i)
        if i.op == "sread":
            if w >= 64:  # wider: the word itself (src/llvm/widestream.c)
                return ["%s = call i%d %s0) #1%s" % (r, w, head, d)]
            return ["%s.raw = call i64 %s0) #1%s" % (r, head, d),
                    "%s = trunc i64 %s.raw to i%d%s" % (r, r, w, d)]
        return ["%s.raw = call i32 %s0) #1%s" % (r, head, d),
                "%s = icmp ne i32 %s.raw, 0%s" % (r, r, d)]

    # ---- memories ----
    def mem(self, arr):
        if arr not in self.mems:
            base = re.sub(r"[^A-Za-z0-9_]", "_",
                          self.g.mem_names.get(arr, "mem"))
            name = base
            n = 1
            while name in self.mem_used:
                n += 1
                name = "%s.%d" % (base, n)
            self.mem_used.add(name)
            self.mems[arr] = name
        return self.mems[arr]

    def memory(self, i, a, d):
        arr = i.port
        w = arr.elem.width
        if getattr(arr, "param", None):
            ref = "%" + arr.param
        else:
            ref = ("%" if arr in self.local else "@") + self.mem(arr)
        self.gep += 1
        p = "%%p.%d" % self.gep
        out = ["%s = getelementptr inbounds [%d x i%d], ptr %s, i64 0, i64 %s%s"
               % (p, len(arr.data), w, ref, self.name(a[0]), d)]
        if i.op == "load":
            out.append("%s = load i%d, ptr %s%s" % (self.name(i), w, p, d))
        else:
            self.stored.add(arr)
            out.append("store i%d %s, ptr %s%s" % (w, self.name(a[1]), p, d))
        return out

    def _init(self, arr):
        w = arr.elem.width
        vals = []
        for v in arr.data:
            x = v.value & arr.elem.mask
            if w == 1:
                vals.append("i1 %s" % ("true" if x else "false"))
            else:
                vals.append("i%d %d" % (w, x - (1 << w) if x >> (w - 1)
                                        else x))
        return "[%d x i%d] [%s]" % (len(arr.data), w, ", ".join(vals))

    def _bytes(self, arr):
        b, p = (arr.elem.width + 7) // 8, 1
        while p < b:
            p *= 2
        return p * len(arr.data)

    def mem_decls(self):
        """Module-level Arrays as globals; the top's own as allocas filled
        at the entry (returned: lines for the entry block)."""
        glob, entry = [], []
        for arr, name in self.mems.items():
            if arr not in self.local:
                kind = "global" if arr in self.stored else "constant"
                glob.append("@%s = internal %s %s" % (name, kind,
                                                      self._init(arr)))
                continue
            entry.append("%%%s = alloca [%d x i%d]" % (name, len(arr.data),
                                                     arr.elem.width))
            if all(v.value == 0 for v in arr.data):
                entry.append("call void @llvm.memset.p0.i64(ptr %%%s, i8 0, "
                             "i64 %d, i1 false)" % (name, self._bytes(arr)))
            else:
                glob.append("@%s.init = private unnamed_addr constant %s"
                            % (name, self._init(arr)))
                entry.append("call void @llvm.memcpy.p0.p0.i64(ptr %%%s, ptr "
                             "@%s.init, i64 %d, i1 false)"
                             % (name, name, self._bytes(arr)))
        return glob, entry

    def term(self, b):
        d = self.dbg(b.term_loc)
        t = b.term
        if t[0] == "br":
            return "br label %%%s%s" % (self.label(t[1]), d)
        if t[0] == "condbr":
            return "br i1 %s, label %%%s, label %%%s%s" % (
                self.name(t[1]), self.label(t[2]), self.label(t[3]), d)
        if t[1] is None:
            return "ret void%s" % d
        return "ret %s%s" % (self.operand(t[1]), d)

    def label(self, b):
        return re.sub(r"[^A-Za-z0-9_.]", "_", b.label)

    def phi(self, p, b):
        args = ", ".join("[ %s, %%%s ]" % (self.name(v), self.label(pb))
                         for v, pb in zip(p.args, b.preds))
        return "%s = phi i%d %s" % (self.name(p), p.ty.width, args)

    # ---- the module ----
    def module(self, params, ret_type, main_file, line):
        self.main_file = main_file
        body = []
        for b in self.g.blocks:
            body.append("%s:" % self.label(b))
            if b is self.g.blocks[0]:
                body.append("@ENTRY@")
            for p in b.phis:
                body.append("  " + self.phi(p, b))
            for i in b.insts:
                body.extend("  " + x for x in self.inst(i))
            body.append("  " + self.term(b))
        ps = []
        for p in params:
            if p[0] == "stream":
                ps.append("ptr noundef %%%s" % p[1])
            elif p[0] == "array":
                ps.append("ptr noundef dereferenceable(%d) %%%s"
                          % (self._bytes(p[2]), p[1]))
            else:
                ty = p[2]
                ps.append("i%d noundef %s%%%s" % (
                    ty.width, "signext " if ty.signed else "zeroext ", p[1]))
        rt = "void"
        if ret_type is not None:
            rt = "%s i%d" % ("signext" if ret_type.signed else "zeroext",
                             ret_type.width)
        glob, entry = self.mem_decls()
        body = [x for b in body for x in
                (["  " + e for e in entry] if b == "@ENTRY@" else [b])]
        out = ["; generated by hlsc's Python frontend",
               "target datalayout = \"%s\"" % _DATALAYOUT,
               "target triple = \"x86_64-pc-linux-gnu\"", ""] + glob + ["",
               "define dso_local %s @%s(%s) #0 !dbg !4 {" % (
                   rt, self.top, ", ".join(ps))]
        out += body
        out += ["}", "",
                "declare i64 @__hlsc_stream_read(ptr, i32, ...) #1",
                "declare void @__hlsc_stream_write(ptr, i32, ...) #1",
                "declare i32 @__hlsc_stream_empty(ptr, i32, ...) #1",
                "declare i32 @__hlsc_stream_full(ptr, i32, ...) #1",
                "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
                "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)", "",
                "attributes #0 = { nounwind }",
                "attributes #1 = { nomerge nounwind }", "",
                "!llvm.dbg.cu = !{!0}",
                "!llvm.module.flags = !{!1, !2}",
                "!0 = distinct !DICompileUnit(language: DW_LANG_Python, "
                "file: !3, producer: \"hlsc\", isOptimized: true, "
                "runtimeVersion: 0, emissionKind: LineTablesOnly)",
                "!1 = !{i32 2, !\"Debug Info Version\", i32 3}",
                "!2 = !{i32 7, !\"Dwarf Version\", i32 5}",
                "!3 = !DIFile(filename: %s, directory: \"\")"
                % _quote(main_file),
                "!4 = distinct !DISubprogram(name: %s, scope: !3, file: !3, "
                "line: %d, type: !5, scopeLine: %d, spFlags: "
                "DISPFlagDefinition | DISPFlagOptimized, unit: !0)"
                % (_quote(self.top), line, line),
                "!5 = !DISubroutineType(types: !6)", "!6 = !{}"]
        out += self.md
        return "\n".join(out) + "\n"
