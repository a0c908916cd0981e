/* clangcc.cc - clang's compilation of the user's file, run inside hlsc
 * (clangcc.h says what it promises).
 *
 * Why in-process: as a separate program, clang writes the module as
 * bitcode and hlsc reads it back; on a 100,000-statement function that
 * round trip (1.3 s of writing, 1.5 s of reading) was a fifth of the whole
 * compile. Here clang's code generator builds the module directly in
 * hlsc's LLVM context (the same libLLVM: clang's library links it), which
 * is the module the bitcode held: clang writes use-list orders into its
 * bitcode precisely so that the module read back is the one it built.
 *
 * The only C++ of the frontend: clang's compiler-instance API has no C
 * interface. The driver turns the command line into cc1 options
 * (clang::createInvocation), as `clang -c` would; the action is
 * EmitLLVMOnlyAction; diagnostics go to a file, as they did from the
 * separate program.
 *
 * A crash of clang's must be an error of hlsc's, not a crash: clang runs
 * on a thread of its own (a 64 MiB stack: its parser recurses once per
 * nested operator) with an alternate signal stack, where a fault (a stack
 * overflow included, which LLVM's crash-recovery handlers cannot survive:
 * they run on the overflowed stack) jumps back to the thread's start; and
 * inside LLVM's crash-recovery context, which turns LLVM's fatal errors
 * (report_fatal_error's exit) into a return. */
#include "clangcc.h"

#include <csetjmp>
#include <csignal>
#include <cstdlib>
#include <memory>

#include <pthread.h>
#include <string>
#include <vector>

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Basic/Stack.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Frontend/Utils.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/CrashRecoveryContext.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/raw_ostream.h>

namespace {

constexpr size_t kStack = size_t(64) << 20;
constexpr size_t kAltStack = size_t(64) << 10;
const int kSignals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};

struct Job {
  LLVMContextRef ctx;
  std::vector<const char *> args;
  llvm::raw_ostream *err;
  bool free_at_end;
  std::unique_ptr<llvm::Module> mod;
  bool ok = false;
  bool crashed = false;
};

/* where a fault on clang's thread jumps to (null on every other thread) */
thread_local sigjmp_buf *t_escape;

void on_fault(int sig, siginfo_t *, void *) {
  if (t_escape) siglongjmp(*t_escape, 1);
  /* not clang's thread: as if this handler were not there */
  signal(sig, SIG_DFL);
  raise(sig);
}

void run(Job &j) {
  clang::noteBottomOfStack();
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> dopts =
      new clang::DiagnosticOptions();
  /* the driver's own diagnostics (an unknown option, a missing file) */
  llvm::IntrusiveRefCntPtr<clang::DiagnosticsEngine> ddiags =
      clang::CompilerInstance::createDiagnostics(
          dopts.get(), new clang::TextDiagnosticPrinter(*j.err, dopts.get()),
          true);
  clang::CreateInvocationOptions co;
  co.Diags = ddiags;
  std::shared_ptr<clang::CompilerInvocation> inv =
      clang::createInvocation(j.args, co);
  if (!inv || ddiags->hasErrorOccurred()) return;
  /* a plain compile leaves clang's AST to the operating system, as clang's
   * -disable-free does; otherwise (AddressSanitizer, cosim) it is freed */
  inv->getFrontendOpts().DisableFree = !j.free_at_end;
  clang::CompilerInstance ci;
  ci.setInvocation(inv);
  ci.setVerboseOutputStream(*j.err); /* "N errors generated." */
  ci.createDiagnostics(
      new clang::TextDiagnosticPrinter(*j.err, &inv->getDiagnosticOpts()),
      true);
  clang::EmitLLVMOnlyAction act(llvm::unwrap(j.ctx));
  bool ok = ci.ExecuteAction(act);
  j.mod = act.takeModule();
  j.ok = ok && j.mod && !ci.getDiagnostics().hasErrorOccurred();
}

void *clang_thread(void *p) {
  Job &j = *static_cast<Job *>(p);
  stack_t alt = {};
  alt.ss_sp = std::malloc(kAltStack);
  alt.ss_size = kAltStack;
  if (alt.ss_sp) sigaltstack(&alt, nullptr);
  sigjmp_buf escape;
  if (sigsetjmp(escape, 1) == 0) {
    t_escape = &escape;
    llvm::CrashRecoveryContext crc;
    j.crashed = !crc.RunSafely([&j] { run(j); });
  } else {
    j.crashed = true;
  }
  t_escape = nullptr;
  stack_t off = {};
  off.ss_flags = SS_DISABLE;
  sigaltstack(&off, nullptr);
  std::free(alt.ss_sp);
  return nullptr;
}

} // namespace

extern "C" int fe_clang_in_process(LLVMContextRef ctx,
                                   const char *const *argv,
                                   const char *errpath, bool free_at_end,
                                   LLVMModuleRef *out) {
  *out = nullptr;
  std::error_code ec;
  llvm::raw_fd_ostream err(errpath, ec, llvm::sys::fs::OF_Text);
  if (ec) return -1;
  Job j;
  j.ctx = ctx;
  for (size_t i = 0; argv[i]; i++) j.args.push_back(argv[i]);
  j.err = &err;
  j.free_at_end = free_at_end;
  /* LLVM's crash recovery (its exits), then hlsc's fault handlers over
   * its signal handlers for the time clang runs */
  llvm::CrashRecoveryContext::Enable();
  struct sigaction act = {}, old[sizeof kSignals / sizeof *kSignals];
  act.sa_sigaction = on_fault;
  act.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&act.sa_mask);
  for (size_t i = 0; i < sizeof kSignals / sizeof *kSignals; i++)
    sigaction(kSignals[i], &act, &old[i]);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kStack);
  pthread_t th;
  bool started = pthread_create(&th, &attr, clang_thread, &j) == 0;
  if (started) pthread_join(th, nullptr);
  pthread_attr_destroy(&attr);
  for (size_t i = 0; i < sizeof kSignals / sizeof *kSignals; i++)
    sigaction(kSignals[i], &old[i], nullptr);
  llvm::CrashRecoveryContext::Disable();
  err.flush();
  if (!started || j.crashed) {
    j.mod.release(); /* half-built: left alone, hlsc stops */
    return -2;
  }
  if (!j.ok) return 1;
  *out = llvm::wrap(j.mod.release());
  return 0;
}
