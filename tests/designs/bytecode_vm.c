/* bytecode_vm.c - a tiny stack-machine interpreter: fetch/decode/execute
 * with a dense switch over opcodes, a data stack in memory, conditional and
 * unconditional jumps, and a program (in ROM) that computes the sum of
 * squares 1..N, a factorial mod M, and the gcd of two numbers by
 * subtraction.
 * Exercises: interpreter loop with a large switch, a stack memory with a
 * data-dependent pointer, program ROM, loop exit by HALT opcode.
 */
// top: bytecode_vm

enum {
  OP_HALT, OP_PUSH, OP_POP, OP_DUP, OP_SWAP, OP_OVER, OP_ADD, OP_SUB,
  OP_MUL, OP_MOD, OP_JMP, OP_JZ, OP_JNZ, OP_LT, OP_LOAD, OP_STORE, OP_ACC
};

/* each instruction: opcode, operand */
static const short prog[][2] = {
    /* r0 = 0; i = 10; while (i) { r0 += i*i; i--; } acc(r0) */
    {OP_PUSH, 0}, {OP_STORE, 0}, {OP_PUSH, 10}, {OP_STORE, 1},
    /* 4 */ {OP_LOAD, 1}, {OP_JZ, 17},
    {OP_LOAD, 1}, {OP_DUP, 0}, {OP_MUL, 0}, {OP_LOAD, 0}, {OP_ADD, 0},
    {OP_STORE, 0}, {OP_LOAD, 1}, {OP_PUSH, 1}, {OP_SUB, 0}, {OP_STORE, 1},
    {OP_JMP, 4},
    /* 17 */ {OP_LOAD, 0}, {OP_ACC, 0},
    /* r0 = 1; i = 12; do { r0 = r0*i % 10007; i--; } while (i) */
    {OP_PUSH, 1}, {OP_STORE, 0}, {OP_PUSH, 12}, {OP_STORE, 1},
    /* 23 */ {OP_LOAD, 0}, {OP_LOAD, 1}, {OP_MUL, 0}, {OP_PUSH, 10007},
    {OP_MOD, 0}, {OP_STORE, 0}, {OP_LOAD, 1}, {OP_PUSH, 1}, {OP_SUB, 0},
    {OP_DUP, 0}, {OP_STORE, 1}, {OP_JNZ, 23},
    {OP_LOAD, 0}, {OP_ACC, 0},
    /* gcd by subtraction of a = 1071, b = 462, both kept on the stack */
    {OP_PUSH, 1071}, {OP_PUSH, 462},
    /* 39 */ {OP_OVER, 0}, {OP_OVER, 0}, {OP_SUB, 0}, {OP_JZ, 55},
    /* 43 */ {OP_OVER, 0}, {OP_OVER, 0}, {OP_LT, 0}, {OP_JNZ, 52},
    /* 47: a > b, a -= b */ {OP_SWAP, 0}, {OP_OVER, 0}, {OP_SUB, 0},
    {OP_SWAP, 0}, {OP_JMP, 39},
    /* 52: a < b, b -= a */ {OP_OVER, 0}, {OP_SUB, 0}, {OP_JMP, 39},
    /* 55 */ {OP_POP, 0}, {OP_ACC, 0}, {OP_HALT, 0},
};

static int stack[32];
static int regs[4];

unsigned bytecode_vm(void) {
  int pc = 0, sp = 0, steps = 0;
  unsigned acc = 0;
  for (;;) {
    int op = prog[pc][0], arg = prog[pc][1];
    pc++;
    steps++;
    if (steps > 5000)
      break; /* watchdog */
    switch (op) {
    case OP_HALT: goto halt;
    case OP_PUSH: stack[sp++] = arg; break;
    case OP_POP: sp--; break;
    case OP_DUP: stack[sp] = stack[sp - 1]; sp++; break;
    case OP_SWAP: {
      int t = stack[sp - 1];
      stack[sp - 1] = stack[sp - 2];
      stack[sp - 2] = t;
      break;
    }
    case OP_OVER: stack[sp] = stack[sp - 2]; sp++; break;
    case OP_ADD: sp--; stack[sp - 1] += stack[sp]; break;
    case OP_SUB: sp--; stack[sp - 1] -= stack[sp]; break;
    case OP_MUL: sp--; stack[sp - 1] *= stack[sp]; break;
    case OP_MOD: sp--; stack[sp - 1] %= stack[sp]; break;
    case OP_JMP: pc = arg; break;
    case OP_JZ: sp--; if (stack[sp] == 0) pc = arg; break;
    case OP_JNZ: sp--; if (stack[sp] != 0) pc = arg; break;
    case OP_LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
    case OP_LOAD: stack[sp++] = regs[arg]; break;
    case OP_STORE: regs[arg] = stack[--sp]; break;
    case OP_ACC: acc = acc * 65599u + (unsigned)stack[--sp]; break;
    default: goto halt;
    }
  }
halt:
  return acc ^ ((unsigned)steps << 20) ^ (unsigned)sp;
}
