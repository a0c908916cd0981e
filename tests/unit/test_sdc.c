/* test_sdc.c - the SDC scheduler against the promises of sched.h: data
 * dependences, chaining within the clock budget, load latency, memory port
 * limits and ordering, pipelined dividers and multipliers. Expected values
 * come from the delay model's own functions, never from copied numbers. */
#include "sched/sched.h"
#include "test.h"

#define EPS 1e-6

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

/* One block: a memory `m` of 16 words of `w` bits, and x = m[0] to start
 * from a value the scheduler cannot know. */
typedef struct Kit {
  Func *f;
  uint32_t b, m;
  ValId x;
} Kit;

static Kit kit(unsigned w) {
  Kit k;
  k.f = ir_func_new("t");
  k.f->ret_width = w;
  k.m = ir_mem_new(k.f, "m", w, 16, nowhere());
  k.b = ir_block_new(k.f, "entry");
  ValId a0 = ir_const(k.f, 4, 0);
  k.x = ir_add(k.f, k.b, OP_LOAD, w, 1, &a0, nowhere());
  ir_val(k.f, k.x)->imm = k.m;
  return k;
}

static ValId op2(Kit *k, Op op, unsigned w, ValId a, ValId b) {
  return ir_add(k->f, k->b, op, w, 2, (ValId[]){a, b}, nowhere());
}

static ValId load(Kit *k, unsigned w, uint64_t addr) {
  ValId a = ir_const(k->f, 4, addr);
  ValId v = ir_add(k->f, k->b, OP_LOAD, w, 1, &a, nowhere());
  ir_val(k->f, v)->imm = k->m;
  return v;
}

static ValId store(Kit *k, uint64_t addr, ValId v) {
  ValId a = ir_const(k->f, 4, addr);
  ValId s = ir_add(k->f, k->b, OP_STORE, 0, 2, (ValId[]){a, v}, nowhere());
  ir_val(k->f, s)->imm = k->m;
  return s;
}

static bool schedule_for(Kit *k, ValId ret, double period, Target t,
                         Schedule *s) {
  ir_term_ret(k->f, k->b, ret, nowhere());
  ir_fill_preds(k->f);
  if (!ir_verify(k->f, "test")) return false;
  SchedOptions o = {period, t, false, false, false, 0, 0, 0.0, NULL, false};
  return sched_sdc(k->f, &o, s);
}

static bool schedule(Kit *k, ValId ret, double period, Schedule *s) {
  return schedule_for(k, ret, period, TARGET_GENERIC, s);
}

/* Every promise that holds for any block: dependences, lat from the delay
 * model, arrivals within the budget, results before the last state. */
static int check_promises(const Func *f, const Schedule *s, double period) {
  SchedOptions o = {period, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  double budget = delay_budget(&o);
  int bad = 0;
  for (ValId v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, v);
    if (x->op == OP_CONST || x->op == OP_NOP) continue;
    if (s->cycle[v] < 0) bad++;
    if (s->lat[v] != delay_model(f, v, &o).lat) bad++;
    if (s->arrival[v] > budget + EPS) bad++;
    if (s->cycle[v] + (int32_t)s->lat[v] > (int32_t)s->nstates[x->block] - 1)
      bad++;
    for (uint32_t i = 0; i < x->nargs; i++) {
      ValId a = x->args[i];
      const Val *y = ir_cval(f, a);
      if (y->op == OP_CONST || y->block != x->block) continue;
      if (s->cycle[v] < s->cycle[a] + (int32_t)s->lat[a]) bad++;
    }
  }
  return bad;
}

TEST(sdc_cheap_chain_shares_a_state) {
  Kit k = kit(8);
  ValId c = ir_const(k.f, 8, 0x5a), v = k.x;
  ValId first = IR_NOVAL;
  for (int i = 0; i < 4; i++) {
    v = op2(&k, OP_XOR, 8, v, c);
    if (first == IR_NOVAL) first = v;
  }
  Schedule s;
  CHECK(schedule(&k, v, 10.0, &s));
  CHECK_EQ_INT(check_promises(k.f, &s, 10.0), 0);
  CHECK_EQ_INT(s.cycle[first], s.cycle[k.x] + 1); /* right after the load */
  CHECK_EQ_INT(s.cycle[v], s.cycle[first]);       /* all four chained */
  sched_free(&s);
  ir_func_free(k.f);
}

/* A chain of adds longer than one period is cut into states, and a shorter
 * period needs more of them. */
static uint32_t add_chain_states(double period, int *bad) {
  Kit k = kit(32);
  ValId v = k.x;
  for (int i = 0; i < 12; i++) v = op2(&k, OP_ADD, 32, v, k.x);
  Schedule s;
  uint32_t n = 0;
  if (schedule(&k, v, period, &s)) {
    *bad += check_promises(k.f, &s, period);
    n = s.nstates[k.b];
    sched_free(&s);
  } else {
    (*bad)++;
  }
  ir_func_free(k.f);
  return n;
}

TEST(sdc_long_chain_is_split_and_follows_the_period) {
  int bad = 0;
  SchedOptions o10 = {10.0, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  Kit probe = kit(32);
  ValId add = op2(&probe, OP_ADD, 32, probe.x, probe.x);
  double one = delay_model(probe.f, add, &o10).delay_in;
  ir_func_free(probe.f);
  uint32_t n10 = add_chain_states(10.0, &bad);
  uint32_t n5 = add_chain_states(5.0, &bad);
  CHECK_EQ_INT(bad, 0);
  /* 12 adds cannot take fewer states than their total delay needs */
  CHECK(n10 >= 1 + (uint32_t)(12 * one / delay_budget(&o10)));
  CHECK(n5 > n10);
}

TEST(sdc_memory_ports_and_load_latency) {
  Kit k = kit(16);
  ValId sum = k.x;
  for (uint64_t a = 1; a <= 5; a++)
    sum = op2(&k, OP_ADD, 16, sum, load(&k, 16, a));
  Schedule s;
  CHECK(schedule(&k, sum, 10.0, &s));
  CHECK_EQ_INT(check_promises(k.f, &s, 10.0), 0);
  for (uint32_t st = 0; st < s.nstates[k.b]; st++) {
    int used[2] = {0, 0}, n = 0;
    for (ValId v = 0; v < k.f->vals.len; v++) {
      const Val *x = ir_cval(k.f, v);
      if (x->op != OP_LOAD || s.cycle[v] != (int32_t)st) continue;
      n++;
      CHECK(s.port[v] < 2);
      if (s.port[v] < 2) used[s.port[v]]++;
      CHECK_EQ_INT(s.lat[v], 1);
    }
    CHECK(n <= 2);
    CHECK(used[0] <= 1 && used[1] <= 1);
  }
  sched_free(&s);
  ir_func_free(k.f);
}

/* Four stores to different constant addresses, then four loads: two stores
 * may share a state on generic; on ice40 (one write port) no two do, every
 * store is on port 1 and every load that shares a state with a store on
 * port 0. */
static int max_stores_per_state(Target t, bool *ports_ok) {
  Kit k = kit(16);
  ValId sum = k.x;
  for (uint64_t a = 1; a <= 4; a++)
    store(&k, a + 8, op2(&k, OP_ADD, 16, k.x, ir_const(k.f, 16, a)));
  for (uint64_t a = 1; a <= 4; a++)
    sum = op2(&k, OP_XOR, 16, sum, load(&k, 16, a));
  Schedule s;
  int most = -1;
  *ports_ok = true;
  if (schedule_for(&k, sum, 10.0, t, &s)) {
    most = 0;
    for (uint32_t st = 0; st < s.nstates[k.b]; st++) {
      int n = 0, used[2] = {0, 0};
      for (ValId v = 0; v < k.f->vals.len; v++) {
        const Val *x = ir_cval(k.f, v);
        if ((x->op != OP_STORE && x->op != OP_LOAD) ||
            s.cycle[v] != (int32_t)st)
          continue;
        if (s.port[v] > 1 || used[s.port[v]]++) *ports_ok = false;
        if (x->op != OP_STORE) continue;
        n++;
        if (t == TARGET_ICE40 && s.port[v] != 1) *ports_ok = false;
      }
      if (n > most) most = n;
    }
    sched_free(&s);
  }
  ir_func_free(k.f);
  return most;
}

TEST(sdc_ice40_one_store_per_state_on_port_1) {
  bool ok;
  CHECK_EQ_INT(max_stores_per_state(TARGET_GENERIC, &ok), 2);
  CHECK(ok);
  CHECK_EQ_INT(max_stores_per_state(TARGET_ICE40, &ok), 1);
  CHECK(ok);
}

TEST(sdc_load_after_store_waits_a_state) {
  Kit k = kit(32);
  ValId inc = op2(&k, OP_ADD, 32, k.x, ir_const(k.f, 32, 1));
  ValId st = store(&k, 3, inc);
  ValId ld = load(&k, 32, 3); /* same address: must see the store */
  Schedule s;
  CHECK(schedule(&k, ld, 10.0, &s));
  CHECK_EQ_INT(check_promises(k.f, &s, 10.0), 0);
  CHECK(s.cycle[ld] >= s.cycle[st] + 1);
  sched_free(&s);
  ir_func_free(k.f);
}

TEST(sdc_divider_is_pipelined) {
  Kit k = kit(32);
  ValId y = load(&k, 32, 1);
  ValId q = op2(&k, OP_UDIV, 32, k.x, y);
  ValId r = op2(&k, OP_ADD, 32, q, y);
  Schedule s;
  SchedOptions o = {10.0, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  CHECK(schedule(&k, r, 10.0, &s));
  CHECK_EQ_INT(check_promises(k.f, &s, 10.0), 0);
  CHECK_EQ_INT(s.lat[q], delay_div_stages(32, 32, false, &o));
  CHECK(s.lat[q] >= 2);
  CHECK(s.cycle[r] >= s.cycle[q] + (int32_t)s.lat[q]);
  sched_free(&s);
  ir_func_free(k.f);
}

TEST(sdc_wide_multiplier_is_pipelined_narrow_is_not) {
  SchedOptions o = {10.0, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  CHECK_EQ_INT(delay_mul_stages(8, &o), 0);
  CHECK(delay_mul_stages(64, &o) >= 2);
  SchedOptions fast = {4.0, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  CHECK(delay_mul_stages(64, &fast) > delay_mul_stages(64, &o));
  CHECK(delay_div_stages(32, 32, false, &fast) >= delay_div_stages(32, 32, false, &o));
  /* the sign fix-ups cost time: never fewer stages signed than unsigned */
  CHECK(delay_div_stages(64, 64, true, &o) >= delay_div_stages(64, 64, false, &o));
  Kit k = kit(64);
  ValId y = load(&k, 64, 1);
  ValId p = op2(&k, OP_MUL, 64, k.x, y);
  ValId n8 = op2(&k, OP_MUL, 8, ir_const(k.f, 8, 3), ir_const(k.f, 8, 5));
  ValId z = ir_add(k.f, k.b, OP_ZEXT, 64, 1, &n8, nowhere());
  ValId r = op2(&k, OP_XOR, 64, p, z);
  Schedule s;
  CHECK(schedule(&k, r, 10.0, &s));
  CHECK_EQ_INT(check_promises(k.f, &s, 10.0), 0);
  CHECK_EQ_INT(s.lat[p], delay_mul_stages(64, &o));
  CHECK_EQ_INT(s.lat[n8], 0);
  CHECK(s.cycle[r] >= s.cycle[p] + (int32_t)s.lat[p]);
  sched_free(&s);
  ir_func_free(k.f);
}

/* --units (fushare.c): independent products and quotients of one block
 * share units: at most `limit` of a kind occupy units in any state (a
 * sequential divider for its lat cycles), each operation is bound to a unit
 * whose other operations never overlap it, and without a limit nothing is
 * shared. */
static int units_overlap(const Schedule *s, const ValId *ops, int n,
                         uint32_t limit) {
  int bad = 0;
  for (int c = 0; c < 256; c++) {
    uint32_t busy = 0;
    for (int i = 0; i < n; i++) {
      int32_t t = s->cycle[ops[i]];
      if (c >= t && c < t + (int32_t)fu_busy(s->lat[ops[i]])) busy++;
    }
    if (busy > limit) bad++;
  }
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      if (!s->fu || !s->fu[ops[i]] || s->fu[ops[i]] != s->fu[ops[j]]) continue;
      int32_t a = s->cycle[ops[i]], b = s->cycle[ops[j]];
      if (a < b + (int32_t)fu_busy(s->lat[ops[j]]) &&
          b < a + (int32_t)fu_busy(s->lat[ops[i]]))
        bad++;
    }
  return bad;
}

static void units_case(Op op, uint32_t limit, int *bad, uint32_t *nfu) {
  Kit k = kit(32);
  ValId y = load(&k, 32, 1), ops[5], sum = k.x;
  for (int i = 0; i < 5; i++) {
    ValId xi = op2(&k, OP_ADD, 32, k.x, ir_const(k.f, 32, (uint64_t)i + 1));
    ops[i] = op2(&k, op, 32, xi, y);
  }
  for (int i = 0; i < 5; i++) sum = op2(&k, OP_XOR, 32, sum, ops[i]);
  ir_term_ret(k.f, k.b, sum, nowhere());
  ir_fill_preds(k.f);
  SchedOptions o = {10.0, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  if (op == OP_MUL) o.units_mul = limit;
  else o.units_div = limit;
  Schedule s;
  if (!sched_sdc(k.f, &o, &s)) {
    (*bad)++;
  } else {
    *bad += units_overlap(&s, ops, 5, limit ? limit : 5);
    *nfu = s.nfu;
    sched_free(&s);
  }
  ir_func_free(k.f);
}

TEST(sdc_units_share_multipliers_and_dividers) {
  int bad = 0;
  uint32_t nfu = 99;
  units_case(OP_MUL, 1, &bad, &nfu);
  CHECK_EQ_INT(nfu, 1);
  units_case(OP_MUL, 2, &bad, &nfu);
  CHECK_EQ_INT(nfu, 2);
  units_case(OP_UDIV, 1, &bad, &nfu);
  CHECK_EQ_INT(nfu, 1);
  units_case(OP_UREM, 3, &bad, &nfu);
  CHECK_EQ_INT(nfu, 2); /* 5 over 3 units: one keeps its own */
  units_case(OP_UDIV, 0, &bad, &nfu);
  CHECK_EQ_INT(nfu, 0);
  CHECK_EQ_INT(bad, 0);
}
