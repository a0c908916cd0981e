// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10008 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10008
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = (-1L);
static uint8_t g_4 = 0x6AL;
static uint32_t g_5 = 4294967287UL;
static uint32_t g_8[1] = {0xA065C2DDL};
static int32_t g_16 = 0xDFE936BEL;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_5 g_4 g_16
 * writes: g_3 g_4 g_5 g_8 g_16
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2[6] = {250UL,250UL,250UL,250UL,250UL,250UL};
    uint16_t l_13 = 65535UL;
    const uint32_t l_17[1] = {7UL};
    int8_t l_18 = (-3L);
    int i;
    for (g_3 = 0; (g_3 <= 5); g_3 += 1)
    { /* block id: 3 */
        int i;
        if (l_2[g_3])
            break;
        g_5 &= (g_4 = (-4L));
    }
    g_3 |= (((g_5 && ((l_2[2] != g_4) <= (safe_div_func_uint64_t_u_u(((g_8[0] = 0x8DC5336DE0184DCCLL) || (safe_sub_func_int64_t_s_s((safe_add_func_uint32_t_u_u(l_13, l_2[5])), (safe_lshift_func_int16_t_s_s((g_16 &= (l_13 ^ g_4)), l_17[0]))))), l_18)))) >= (-10L)) , 0xBF4DF7B1L);
    return l_13;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_8[i], "g_8[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_16, "g_16", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
