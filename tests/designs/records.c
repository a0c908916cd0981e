/* records.c - a small "database" of employee records (array of structs
 * with a nested struct and a char field): per-department totals, the
 * record with the highest salary, and a filtered count.
 * Exercises: arrays of structs with mixed field widths, nested structs,
 * group-by into a second array (read-modify-write), argmax.
 */
// top: records

struct date {
  unsigned short year;
  unsigned char month, day;
};

struct record {
  unsigned id;
  char dept; /* 'A'..'D' */
  int salary;
  struct date hired;
};

static const struct record db[10] = {
    {101, 'A', 52000, {2015, 3, 14}}, {102, 'B', 61000, {2012, 7, 1}},
    {103, 'A', 48000, {2019, 11, 30}}, {104, 'C', 75000, {2008, 1, 2}},
    {105, 'D', 39000, {2021, 5, 5}},  {106, 'B', 66000, {2016, 9, 9}},
    {107, 'C', 58000, {2018, 2, 28}}, {108, 'A', 91000, {2005, 12, 24}},
    {109, 'D', 43000, {2020, 8, 16}}, {110, 'B', 57000, {2014, 4, 1}},
};

struct dept_total {
  int count;
  int sum;
  unsigned short earliest;
};

static struct dept_total totals[4];

unsigned records(void) {
  for (int d = 0; d < 4; d++) {
    totals[d].count = 0;
    totals[d].sum = 0;
    totals[d].earliest = 0xffff;
  }
  int best = 0, veterans = 0;
  for (int i = 0; i < 10; i++) {
    const struct record *r = &db[i];
    struct dept_total *t = &totals[r->dept - 'A'];
    t->count++;
    t->sum += r->salary;
    if (r->hired.year < t->earliest)
      t->earliest = r->hired.year;
    if (r->salary > db[best].salary)
      best = i;
    if (r->hired.year < 2015 || (r->hired.year == 2015 && r->hired.month < 6))
      veterans++;
  }
  unsigned h = db[best].id;
  for (int d = 0; d < 4; d++)
    h = h * 1000003u + (unsigned)(totals[d].sum / totals[d].count) +
        totals[d].earliest;
  return h ^ (unsigned)veterans;
}
