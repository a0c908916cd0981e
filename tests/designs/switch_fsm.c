/* switch_fsm.c - a lexer state machine over a byte string: recognises
 * decimal numbers, identifiers, operators and whitespace, sums the numbers
 * and counts identifiers/operators.
 * Exercises: switch on an enum state (dense cases) inside a loop, nested
 * switch on character classes, fallthrough into a shared case.
 */
// top: switch_fsm

enum { S_START, S_NUM, S_IDENT, S_OP, S_DONE };

static const char src[] =
    "x1 = 42 + foo*7 - (bar3 / 12); y=100+200 ;zz9 ** 5 end";

static int classify(char c) {
  if (c >= '0' && c <= '9')
    return 0;
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')
    return 1;
  if (c == ' ' || c == '\t' || c == '\n')
    return 2;
  if (c == '\0')
    return 4;
  return 3;
}

unsigned switch_fsm(void) {
  int state = S_START, i = 0;
  unsigned num = 0, numsum = 0, idents = 0, ops = 0, numbers = 0;
  while (state != S_DONE) {
    char c = src[i];
    int cls = classify(c);
    switch (state) {
    case S_NUM:
      if (cls == 0) {
        num = num * 10u + (unsigned)(c - '0');
        i++;
        break;
      }
      numsum += num;
      numbers++;
      state = S_START;
      break;
    case S_IDENT:
      if (cls == 0 || cls == 1) {
        i++;
        break;
      }
      idents++;
      state = S_START;
      break;
    case S_OP:
      ops++;
      state = S_START;
      /* fall through */
    case S_START:
      switch (cls) {
      case 0: state = S_NUM; num = 0; break;
      case 1: state = S_IDENT; break;
      case 2: i++; break;
      case 3: state = S_OP; i++; break;
      default: state = S_DONE; break;
      }
      break;
    default:
      state = S_DONE;
      break;
    }
  }
  return (numsum << 12) | (numbers << 8) | (idents << 4) | ops;
}
