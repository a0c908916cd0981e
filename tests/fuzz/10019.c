// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10019 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10019
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint16_t  f0;
   int16_t  f1;
   const uint16_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int8_t g_9 = 0L;
static int32_t g_25 = 0x93F9BEABL;
static uint16_t g_85 = 0x3ADDL;
static int64_t g_101 = 1L;
static uint8_t g_103[7][6] = {{1UL,0x02L,7UL,0xAEL,7UL,0x02L},{0UL,1UL,7UL,0UL,0x95L,0xAEL},{2UL,0UL,0x02L,0x02L,0UL,2UL},{0x02L,0UL,2UL,0x57L,0x95L,7UL},{7UL,1UL,0UL,1UL,7UL,0UL},{7UL,0x02L,1UL,0x57L,0x4DL,0x4DL},{0x02L,0x95L,0x95L,0x02L,0UL,0x4DL}};
static int8_t g_113 = 0x4BL;
static struct S0 g_151 = {65535UL,-1L,0x7197L};
static int8_t g_156 = 0x73L;
static int64_t g_158 = 0xB421CF99DB0DCC42LL;
static uint64_t g_186 = 7UL;
static uint16_t g_194 = 0x7361L;
static uint32_t g_195 = 0UL;
static int64_t g_228 = 0x26DB9416F89097CFLL;
static uint64_t g_229 = 0x395282E9A6D486B2LL;
static int8_t g_269[7][7] = {{0x5BL,0x5BL,0x40L,0x40L,0x5BL,0x5BL,0x40L},{(-9L),1L,(-9L),1L,(-9L),1L,(-9L)},{0x5BL,0x40L,0x40L,0x5BL,0x5BL,0x40L,0x40L},{0xA5L,1L,0xA5L,1L,0xA5L,1L,0xA5L},{0x5BL,0x5BL,0x40L,0x40L,0x5BL,0x5BL,0x40L},{(-9L),1L,(-9L),1L,(-9L),1L,(-9L)},{0x5BL,0x40L,0x40L,0x5BL,0x5BL,0x40L,0x40L}};
static int32_t g_309 = (-1L);
static int8_t g_358 = 1L;
static uint32_t g_359 = 0UL;
static int64_t g_416 = 1L;
static int8_t g_417 = (-9L);
static int16_t g_419 = (-7L);
static int32_t g_429 = (-1L);
static uint32_t g_440 = 0xABB476BEL;
static uint32_t g_441 = 18446744073709551607UL;
static uint32_t g_445 = 0xBBEAA570L;
static uint8_t g_471 = 0x3EL;
static uint32_t g_474 = 0x010339ABL;
static uint8_t g_475 = 0xF3L;
static const int32_t g_488 = (-1L);
static int8_t g_523[6][5][3] = {{{0L,(-1L),1L},{0x3CL,0L,(-2L)},{(-5L),0xC1L,(-4L)},{0x84L,0x3CL,(-2L)},{0x3FL,1L,1L}},{{0x1FL,0xC3L,0xA0L},{7L,5L,0L},{6L,(-1L),0xB8L},{0L,(-5L),8L},{0x94L,(-1L),(-2L)}},{{(-2L),5L,(-2L)},{(-1L),0xC3L,0x3CL},{(-1L),1L,1L},{(-2L),0x3CL,0x8CL},{4L,0xC1L,8L}},{{(-2L),0L,0x84L},{(-1L),(-1L),5L},{(-1L),(-2L),0L},{(-2L),0L,(-1L)},{0x94L,0x13L,8L}},{{0L,(-2L),(-1L)},{6L,0L,0L},{7L,4L,5L},{0x1FL,0xA0L,0x84L},{0x3FL,0L,8L}},{{0x84L,0x94L,0x8CL},{(-5L),0L,1L},{0x3CL,0xA0L,0x3CL},{0L,4L,(-2L)},{(-2L),0L,(-2L)}}};
static int16_t g_534 = 5L;
static uint64_t g_551 = 18446744073709551613UL;
static int8_t g_585 = 0x29L;
static uint32_t g_586 = 0x03DF3D74L;
static int8_t g_607[7] = {0x4BL,0x4BL,0x4BL,0x4BL,0x4BL,0x4BL,0x4BL};
static uint64_t g_609 = 0x3A8FCBE95067DE69LL;
static uint8_t g_623 = 3UL;
static uint32_t g_634 = 0xF437FD6AL;
static uint32_t g_637 = 8UL;
static uint16_t g_644 = 0UL;
static int32_t g_679 = 9L;
static int32_t g_761 = 0xD472084BL;
static uint32_t g_886[7] = {0x61029A0AL,0x61029A0AL,0x61029A0AL,0x61029A0AL,0x61029A0AL,0x61029A0AL,0x61029A0AL};
static int16_t g_903 = 0L;
static int32_t g_1008[8] = {0xD9C3DE7CL,1L,0xD9C3DE7CL,0xD9C3DE7CL,1L,0xD9C3DE7CL,0xD9C3DE7CL,1L};
static uint16_t g_1042 = 0x825BL;
static uint32_t g_1113 = 0xB842A3AAL;
static uint16_t g_1201 = 0x7FF8L;
static int8_t g_1231 = 0xDBL;
static int32_t g_1353 = 0x3AF58420L;
static int32_t g_1354 = 0x2F81D164L;
static int32_t g_1355 = 0L;
static int16_t g_1638 = 0x3852L;
static uint64_t g_1639 = 18446744073709551614UL;
static int8_t g_1863 = 0x62L;
static uint32_t g_1932 = 0x408BB114L;
static uint32_t g_1944[1] = {0xA67C93D3L};
static uint32_t g_1973 = 0xCF39E9EBL;
static int8_t g_2065 = (-1L);


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static uint8_t  func_4(int64_t  p_5, int16_t  p_6, uint16_t  p_7, uint32_t  p_8);
static int16_t  func_10(const uint32_t  p_11, int64_t  p_12, uint16_t  p_13, int32_t  p_14, uint32_t  p_15);
static uint16_t  func_19(uint32_t  p_20, uint32_t  p_21, int8_t  p_22, int32_t  p_23, uint8_t  p_24);
static int8_t  func_41(int16_t  p_42, struct S0  p_43, int64_t  p_44);
static uint8_t  func_55(struct S0  p_56, uint32_t  p_57);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_85 g_103 g_113 g_101 g_151 g_156 g_186 g_195 g_229 g_228 g_158 g_269 g_194 g_359 g_309 g_358 g_416 g_417 g_441 g_445 g_440 g_471 g_475 g_488 g_474 g_429 g_419 g_534 g_551 g_609 g_623 g_637 g_644 g_607 g_679 g_523 g_586 g_634 g_761 g_886 g_903 g_585 g_1008 g_1042 g_1113 g_1201 g_1353 g_1355 g_1354 g_1639 g_1231 g_1638 g_1863 g_25 g_1932 g_1944 g_1973 g_2065
 * writes: g_25 g_85 g_103 g_113 g_156 g_151.f0 g_186 g_194 g_195 g_229 g_269 g_309 g_359 g_151.f1 g_416 g_417 g_419 g_429 g_440 g_441 g_445 g_228 g_471 g_474 g_475 g_523 g_534 g_551 g_585 g_586 g_609 g_623 g_634 g_637 g_644 g_679 g_761 g_358 g_607 g_886 g_101 g_1042 g_158 g_903 g_1113 g_1201 g_1355 g_1639 g_1638 g_1863 g_1932 g_1944 g_1973 g_1008 g_2065 g_9
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    int32_t l_16 = 0xEFBA1A4DL;
    uint16_t l_17[1][1];
    int32_t l_18 = 0x9C96C797L;
    const struct S0 l_2030 = {0x78A9L,0x4BD0L,0xFBFEL};
    uint32_t l_2033[5] = {4294967288UL,4294967288UL,4294967288UL,4294967288UL,4294967288UL};
    uint64_t l_2034 = 18446744073709551615UL;
    int32_t l_2035 = (-1L);
    int32_t l_2037[1];
    uint64_t l_2066 = 0x6486F3B3CECC3CF9LL;
    const uint64_t l_2160 = 0x0A1724A452B7AC25LL;
    uint64_t l_2161 = 0x73E82D127E089B10LL;
    uint16_t l_2175[8];
    int32_t l_2176 = 0x7B674143L;
    uint64_t l_2182 = 7UL;
    int8_t l_2183 = 0x8DL;
    uint32_t l_2184 = 18446744073709551615UL;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_17[i][j] = 0UL;
    }
    for (i = 0; i < 1; i++)
        l_2037[i] = 0x0374E27DL;
    for (i = 0; i < 8; i++)
        l_2175[i] = 0x0746L;
    if (((safe_rshift_func_uint8_t_u_s(func_4(g_9, func_10(g_9, l_16, l_17[0][0], l_18, (0xE4E9L && l_16)), g_151.f2, g_1231), l_17[0][0])) >= g_1231))
    { /* block id: 780 */
        uint32_t l_1990 = 0x67B834BEL;
        int32_t l_2003 = 0xA6DEDDBFL;
        int32_t l_2006 = 0x385424ABL;
        int32_t l_2023 = (-5L);
        uint32_t l_2036[7];
        int32_t l_2072[1];
        struct S0 l_2120 = {1UL,0x1180L,9UL};
        int i;
        for (i = 0; i < 7; i++)
            l_2036[i] = 4294967291UL;
        for (i = 0; i < 1; i++)
            l_2072[i] = 0xE1BE5986L;
        g_761 |= (((((safe_mul_func_uint8_t_u_u((safe_mod_func_int16_t_s_s(((safe_add_func_uint64_t_u_u(((g_474 = (l_1990++)) < g_607[2]), g_103[5][5])) | (--g_644)), (safe_mul_func_int8_t_s_s((((safe_sub_func_int16_t_s_s((((g_471 |= (safe_div_func_int32_t_s_s((-4L), (safe_sub_func_int8_t_s_s(((l_2003 && 0L) | (safe_sub_func_uint16_t_u_u((l_2006 = 0xA4E2L), ((g_886[1] ^ 0L) <= g_417)))), g_417))))) > g_1973) >= 0x09DE56658887258ELL), l_2003)) > g_25) <= 1L), 1UL)))), g_1944[0])) == l_2003) | g_25) , l_2003) ^ l_16);
lbl_2131:
        for (g_1638 = 0; (g_1638 >= 25); g_1638++)
        { /* block id: 789 */
            uint8_t l_2020 = 6UL;
            g_761 = (l_2006 = (-10L));
            if ((((g_419 ^ ((l_2037[0] = (~(safe_mod_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s((((safe_mod_func_uint64_t_u_u((safe_mod_func_uint32_t_u_u(((((l_2020 = l_2003) && (((g_1008[0] ^= (safe_div_func_int32_t_s_s((l_2023 , (g_269[0][2] || (safe_rshift_func_int16_t_s_s(((g_761 != (((safe_add_func_int64_t_s_s((((safe_mul_func_int8_t_s_s((l_18 = (l_2030 , (safe_add_func_uint32_t_u_u((l_2033[4] = ((0xD9B3E3C8657AFF88LL >= g_445) == 0xBF4AL)), l_2006)))), 1UL)) <= 0x0FC1AA50L) , (-4L)), g_269[0][6])) >= 0x6B9E31CBL) <= l_2030.f0)) == 0x12E64D5CL), g_585)))), 1L))) , 0x54C958EBL) <= l_2034)) ^ 1L) | 0x1C16L), l_2035)), 0x628E65D82100034ALL)) && g_607[2]) && l_2033[4]), 4)), l_2036[1])))) != 5L)) , g_416) < g_551))
            { /* block id: 797 */
                const int16_t l_2064[3][7] = {{4L,6L,6L,4L,6L,6L,4L},{6L,4L,6L,6L,4L,6L,6L},{4L,4L,0x7948L,4L,4L,0x7948L,4L}};
                int i, j;
                for (g_471 = 0; (g_471 < 26); ++g_471)
                { /* block id: 800 */
                    int16_t l_2063[6];
                    uint32_t l_2067 = 3UL;
                    int i;
                    for (i = 0; i < 6; i++)
                        l_2063[i] = 0x268BL;
                    g_761 = (safe_mul_func_int8_t_s_s((-10L), 0x20L));
                    l_2003 = (safe_mul_func_uint8_t_u_u(((safe_add_func_int32_t_s_s(g_186, ((((safe_add_func_uint32_t_u_u(4294967287UL, ((g_151.f1 = (((((~(safe_div_func_int16_t_s_s(((((((l_18 = g_151.f0) >= (4294967287UL >= ((((safe_mul_func_int8_t_s_s((((safe_add_func_uint32_t_u_u((((((safe_lshift_func_int8_t_s_s((-2L), (safe_sub_func_uint32_t_u_u(g_309, ((safe_add_func_uint16_t_u_u((l_2063[2] <= g_534), l_2020)) & l_2064[1][3]))))) || l_2036[1]) > g_151.f0) ^ l_2064[2][0]) || g_2065), g_103[0][2])) && l_2020) >= l_2030.f0), 5UL)) >= g_607[2]) ^ l_2066) == 0xA5AED540C214A11ELL))) <= l_2064[1][0]) <= 0xCA93FDDFL) >= l_2030.f0) >= g_1201), 0xB489L))) != l_2064[2][5]) < l_2020) , l_2067) > g_607[2])) , 0UL))) > g_488) , 0x2E6016AAL) == g_269[0][6]))) || g_1354), 8UL));
                    if (g_429)
                        break;
                }
                if (l_2064[1][3])
                    break;
                for (g_2065 = (-26); (g_2065 != 6); g_2065 = safe_add_func_int8_t_s_s(g_2065, 8))
                { /* block id: 810 */
                    uint16_t l_2070[5][5] = {{0UL,0UL,0UL,0UL,0UL},{0x70FBL,1UL,0x70FBL,1UL,0x70FBL},{0UL,0UL,0UL,0UL,0UL},{0x70FBL,1UL,0x70FBL,1UL,0x70FBL},{0UL,0UL,0UL,0UL,0UL}};
                    int i, j;
                    return l_2070[3][1];
                }
            }
            else
            { /* block id: 813 */
                int64_t l_2071[1][1];
                const int32_t l_2098 = 2L;
                uint32_t l_2109 = 0x2DB234B3L;
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_2071[i][j] = 1L;
                }
                if ((g_1355 = g_903))
                { /* block id: 815 */
                    uint8_t l_2073 = 251UL;
                    l_2071[0][0] = (-1L);
                    --l_2073;
                    g_761 = (l_2020 , ((!18446744073709551614UL) && (safe_rshift_func_int8_t_s_u((g_9 = (((safe_add_func_int8_t_s_s((g_269[0][6] &= ((-2L) != (((((l_2073 && 65535UL) ^ ((l_2020 , ((((safe_add_func_int16_t_s_s((safe_mod_func_uint64_t_u_u(l_2071[0][0], 0x19C926669F5FACADLL)), 0xAFB4L)) >= l_2034) < g_523[1][3][1]) || 0x60L)) != g_419)) < l_2073) && 0x37CF77C4L) == g_85))), g_229)) & l_2071[0][0]) != g_637)), 0))));
                }
                else
                { /* block id: 821 */
                    struct S0 l_2089[4][8] = {{{0UL,-2L,3UL},{9UL,0L,0x5DC0L},{0UL,-2L,3UL},{0x555BL,0x50BEL,0UL},{0x8DDAL,0L,1UL},{0x555BL,0x50BEL,0UL},{0UL,-2L,3UL},{9UL,0L,0x5DC0L}},{{0x8DDAL,0L,1UL},{0x555BL,0x50BEL,0UL},{0UL,-2L,3UL},{9UL,0L,0x5DC0L},{0UL,-2L,3UL},{0x555BL,0x50BEL,0UL},{0x8DDAL,0L,1UL},{0x555BL,0x50BEL,0UL}},{{0x8DDAL,0L,1UL},{9UL,0L,0x5DC0L},{0xE335L,1L,2UL},{9UL,0L,0x5DC0L},{0x8DDAL,0L,1UL},{0x6F61L,-1L,0xBB2FL},{0x8DDAL,0L,1UL},{9UL,0L,0x5DC0L}},{{0UL,-2L,3UL},{9UL,0L,0x5DC0L},{0UL,-2L,3UL},{0x555BL,0x50BEL,0UL},{0x8DDAL,0L,1UL},{0x555BL,0x50BEL,0UL},{0UL,-2L,3UL},{9UL,0L,0x5DC0L}}};
                    int32_t l_2126 = 0x264A424EL;
                    int i, j;
                    g_25 = (safe_lshift_func_int8_t_s_s((((safe_mul_func_uint8_t_u_u((l_2089[0][2] , (((((g_523[3][3][2] | (safe_lshift_func_uint16_t_u_u((--g_1042), (safe_add_func_uint32_t_u_u(0xA7F96FABL, ((g_1639 = (safe_sub_func_int8_t_s_s((((l_2098 != (safe_mul_func_uint16_t_u_u((safe_div_func_int8_t_s_s((-7L), (safe_rshift_func_int16_t_s_u((safe_lshift_func_int8_t_s_s((l_2071[0][0] < ((l_2089[0][2].f1 , 0x5D91L) ^ l_2034)), l_2071[0][0])), 14)))), l_2030.f2))) > 0x61L) ^ 0x9DB7175A5942117FLL), l_2089[0][2].f2))) < l_2089[0][2].f1)))))) != g_886[6]) ^ l_16) , 0x268F1362L) & g_1973)), g_761)) , 0UL) ^ 0x8BCB064864D971DCLL), 7));
                    if (g_269[0][6])
                        break;
                    if (g_158)
                        continue;
                    g_761 = (safe_add_func_int64_t_s_s(l_2109, (safe_mod_func_uint64_t_u_u((((((g_607[2] ^ ((safe_div_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((l_2126 = (safe_sub_func_int64_t_s_s((g_158 ^= (g_151.f1 == (safe_div_func_uint8_t_u_u((((l_2120 , (safe_mul_func_int16_t_s_s((l_2089[3][2] , (safe_mod_func_uint8_t_u_u((((((l_2035 > (!((g_1639 = ((g_761 , 0x29L) < (-1L))) != 3L))) , 3L) && 0xB17A0F7EL) || g_551) > g_151.f2), 6UL))), g_359))) < l_2006) & l_17[0][0]), 0xA0L)))), l_2006))), 5)), l_2020)) > 0x6EFBL)) > g_1863) , 0x87F6546A4A0DF7BDLL) | l_18) <= l_2020), 4UL))));
                }
                if (l_2023)
                    goto lbl_2131;
                g_1355 = ((l_2020 | 0xCAL) && (safe_lshift_func_uint16_t_u_s((safe_add_func_int64_t_s_s((g_158 = 0x064D42CB761899DELL), g_441)), 4)));
            }
            return g_1639;
        }
        l_2003 = 0x52A2931BL;
        g_25 = g_1201;
    }
    else
    { /* block id: 840 */
        uint32_t l_2147 = 0x9E0B3F92L;
        int32_t l_2162 = 1L;
        uint64_t l_2177 = 0xE2D51D538458CCD2LL;
        l_2162 = ((l_2037[0] = (!(safe_add_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((++g_1973), (safe_mod_func_int8_t_s_s((((safe_mod_func_int64_t_s_s((g_113 , (safe_div_func_uint64_t_u_u((safe_div_func_uint64_t_u_u((((l_2147 = 0x11L) && (safe_mod_func_int16_t_s_s(1L, (safe_lshift_func_uint16_t_u_u(((safe_add_func_int8_t_s_s((safe_div_func_int64_t_s_s((safe_mul_func_uint8_t_u_u(g_761, (((safe_lshift_func_uint8_t_u_u(l_2160, (((g_101 ^= (g_416 &= l_2147)) > (l_2147 & g_623)) , g_1944[0]))) & g_585) >= g_151.f2))), 5L)), l_2147)) || l_2147), l_2147))))) <= g_637), g_358)), g_609))), g_309)) <= g_445) | l_2161), 0xB3L)))), g_471)))) , 3L);
        l_2037[0] = (safe_lshift_func_uint16_t_u_u(l_2037[0], (safe_sub_func_int8_t_s_s(2L, (safe_mul_func_uint8_t_u_u(((((0xFE46L >= ((g_607[2] | (l_16 != (g_417 , (safe_mod_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_u(((safe_add_func_int8_t_s_s((l_2175[0] >= g_158), 0xC5L)) != l_2037[0]), 1)) >= 0x8EL), l_2176))))) > l_2033[2])) , 0x8DL) > l_2162) != l_2177), g_156))))));
    }
    l_2037[0] = (safe_mod_func_int64_t_s_s(g_1944[0], g_551));
    l_2184 ^= (safe_sub_func_int32_t_s_s((g_761 = (l_2037[0] = (l_2182 &= 0xCE1F232CL))), ((l_2183 |= 0UL) <= (g_9 > 8L))));
    l_18 = l_2175[0];
    return g_229;
}


/* ------------------------------------------ */
/* 
 * reads : g_103 g_534 g_113 g_586 g_1008 g_1201 g_679 g_471 g_475 g_607 g_1638 g_634 g_761 g_151.f2 g_156 g_359 g_474 g_1113 g_623 g_440 g_417 g_9 g_419 g_309 g_269 g_158 g_151 g_85 g_194 g_637 g_1639 g_186 g_1863 g_195 g_1353 g_886 g_229 g_445 g_25 g_903 g_101 g_1932 g_1944 g_488 g_1973
 * writes: g_534 g_1355 g_761 g_103 g_679 g_475 g_359 g_474 g_471 g_158 g_1863 g_85 g_195 g_25 g_1932 g_1944 g_644 g_1973 g_151.f1
 */
static uint8_t  func_4(int64_t  p_5, int16_t  p_6, uint16_t  p_7, uint32_t  p_8)
{ /* block id: 650 */
    int8_t l_1734 = 0L;
    int32_t l_1737 = (-1L);
    int32_t l_1738 = 0xA25456B3L;
    int32_t l_1747 = 7L;
    int32_t l_1748 = 4L;
    int32_t l_1751 = 1L;
    uint8_t l_1913 = 1UL;
    int16_t l_1931[1][3][8] = {{{0x91A8L,0x37C7L,0x37C7L,0x91A8L,0xE1D2L,0x91A8L,0x37C7L,0x37C7L},{0x37C7L,0xE1D2L,6L,6L,0xE1D2L,0x37C7L,0xE1D2L,6L},{0x91A8L,0xE1D2L,0x91A8L,0x37C7L,0x37C7L,0x91A8L,0xE1D2L,0x91A8L}}};
    uint32_t l_1983 = 0x8E1BB839L;
    int i, j, k;
    if ((((p_6 ^ (safe_rshift_func_uint8_t_u_s(l_1734, ((0x62CEL | (g_534 ^= (safe_mul_func_int8_t_s_s(g_103[4][1], p_6)))) < (l_1738 = (l_1737 = g_113)))))) ^ (0x3AL ^ 1L)) == l_1734))
    { /* block id: 654 */
        uint16_t l_1739 = 0x8C93L;
        int32_t l_1746 = 1L;
        int32_t l_1752 = (-2L);
        l_1738 = ((g_1355 = g_586) | ((((g_761 = l_1737) , (l_1739--)) != (l_1738 ^ ((l_1752 = (l_1751 = (safe_mul_func_uint8_t_u_u((l_1748 = (safe_mul_func_int16_t_s_s((g_1008[3] ^ 1UL), (l_1747 &= l_1746)))), (((g_103[4][1] = (safe_rshift_func_int8_t_s_u(1L, 1))) , p_7) >= l_1738))))) > g_1201))) & l_1746));
        l_1752 = 0x449A0FB6L;
    }
    else
    { /* block id: 665 */
        uint64_t l_1772 = 9UL;
        int32_t l_1814 = 0x26E5F424L;
        uint8_t l_1855[5][5][1] = {{{0xEEL},{0x3AL},{253UL},{0x3AL},{0xEEL}},{{246UL},{1UL},{1UL},{1UL},{1UL}},{{246UL},{0xEEL},{0x3AL},{253UL},{0x3AL}},{{0xEEL},{246UL},{1UL},{1UL},{1UL}},{{1UL},{246UL},{0xEEL},{0x3AL},{253UL}}};
        uint64_t l_1880 = 0x1EAD13969DFB8BEALL;
        uint32_t l_1894 = 0x78FBB73FL;
        int32_t l_1942[7] = {0xCD15B9FBL,(-1L),0xCD15B9FBL,0xCD15B9FBL,(-1L),0xCD15B9FBL,0xCD15B9FBL};
        uint64_t l_1980 = 0x81165C516AF458AFLL;
        int i, j, k;
lbl_1784:
        for (g_679 = 0; (g_679 <= 7); g_679 += 1)
        { /* block id: 668 */
            uint16_t l_1764 = 65534UL;
            int32_t l_1771 = 0x15353E5DL;
            int32_t l_1773[7][2] = {{9L,9L},{9L,9L},{9L,9L},{9L,9L},{9L,9L},{9L,9L},{9L,9L}};
            int i, j;
            l_1773[3][0] |= (((g_471 || p_7) && (safe_add_func_uint16_t_u_u(p_7, ((0xD70CL > (safe_mul_func_int16_t_s_s((+((++g_475) ^ 9L)), (safe_lshift_func_uint16_t_u_s((l_1764--), 3))))) >= ((safe_mod_func_int16_t_s_s(g_607[2], (safe_sub_func_uint16_t_u_u((l_1772 &= l_1771), p_5)))) <= g_1638))))) ^ 4294967292UL);
        }
        for (g_679 = (-28); (g_679 >= (-27)); g_679 = safe_add_func_uint16_t_u_u(g_679, 3))
        { /* block id: 676 */
            uint32_t l_1790 = 0xA0C8FA29L;
            int32_t l_1832[1][5][5] = {{{3L,0x925851DDL,3L,3L,0x925851DDL},{(-1L),0xFB7FFBB7L,0xFB7FFBB7L,(-1L),0xFB7FFBB7L},{0x925851DDL,0x925851DDL,1L,0x925851DDL,0x925851DDL},{0xFB7FFBB7L,(-1L),0xFB7FFBB7L,0xFB7FFBB7L,(-1L)},{0x925851DDL,3L,3L,0x925851DDL,3L}}};
            int i, j, k;
            if ((p_8 , (safe_sub_func_uint16_t_u_u((((safe_div_func_int64_t_s_s(((g_634 ^ (((safe_div_func_uint32_t_u_u(2UL, 9L)) | l_1737) | ((((safe_mul_func_uint16_t_u_u(0UL, (g_103[4][2] <= g_761))) <= 65535UL) & p_5) > g_151.f2))) & l_1772), g_156)) > p_5) || p_7), 0x01B7L))))
            { /* block id: 677 */
                int8_t l_1789 = 9L;
                for (g_359 = 0; (g_359 <= 6); g_359 += 1)
                { /* block id: 680 */
                    if (g_586)
                        goto lbl_1784;
                }
                l_1789 = ((--g_474) > (safe_rshift_func_uint16_t_u_s(0x562DL, 14)));
            }
            else
            { /* block id: 685 */
                uint16_t l_1821 = 65535UL;
                --l_1790;
                for (g_471 = (-13); (g_471 > 44); ++g_471)
                { /* block id: 689 */
                    int32_t l_1813 = 2L;
                    l_1821 = (g_1113 || ((safe_div_func_uint8_t_u_u((((p_7 < g_471) , (safe_rshift_func_uint16_t_u_s(((safe_add_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((safe_mul_func_uint8_t_u_u(g_623, (g_440 < (safe_sub_func_int64_t_s_s(((safe_sub_func_int8_t_s_s(((l_1751 = (l_1814 |= (safe_lshift_func_uint16_t_u_u((--p_7), l_1813)))) , (safe_rshift_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s(0x13771ED2L, g_417)) || g_9), p_7)) > l_1747), 4))), l_1813)) , g_419), 0x9A4CE40612B14430LL))))), p_8)), l_1772)) < 0xA6L), l_1790))) >= g_309), g_103[3][3])) | l_1772));
                    if (g_269[0][6])
                        continue;
                }
                for (g_158 = 0; (g_158 < (-25)); g_158 = safe_sub_func_uint32_t_u_u(g_158, 6))
                { /* block id: 698 */
                    if (g_419)
                        break;
                }
                g_1355 = (safe_mod_func_uint64_t_u_u((p_7 && (p_8 || ((0xF1L <= ((safe_mod_func_uint16_t_u_u((l_1832[0][2][1] ^= (g_151 , ((p_6 != (((safe_add_func_int32_t_s_s(0xE7D2D61AL, (safe_mod_func_uint64_t_u_u(1UL, p_6)))) | l_1790) == p_7)) && 0x1EL))), p_6)) , l_1832[0][3][3])) < 1UL))), g_1008[7]));
            }
            if (g_85)
                break;
        }
        for (p_5 = 19; (p_5 == 24); p_5 = safe_add_func_uint16_t_u_u(p_5, 1))
        { /* block id: 708 */
            int64_t l_1849[1];
            int32_t l_1864 = 0x0598101EL;
            int8_t l_1893 = 0x4AL;
            int32_t l_1943 = 1L;
            int64_t l_1972 = (-6L);
            int32_t l_1977 = 1L;
            int32_t l_1978 = 0x2A3A5F71L;
            int32_t l_1979[6][3] = {{(-1L),(-1L),4L},{(-1L),(-1L),4L},{(-1L),(-1L),4L},{(-1L),(-1L),4L},{(-1L),(-1L),4L},{(-1L),(-1L),4L}};
            int i, j;
            for (i = 0; i < 1; i++)
                l_1849[i] = 0xD44B40AA07AF1962LL;
            if (((safe_unary_minus_func_uint64_t_u(1UL)) | (safe_unary_minus_func_uint64_t_u(p_7))))
            { /* block id: 709 */
                uint32_t l_1862 = 0xB9D632A0L;
                int32_t l_1865 = 0x972A29B1L;
                int32_t l_1870 = 2L;
                l_1865 ^= (((safe_lshift_func_int8_t_s_s((((l_1748 <= ((((p_7 && (safe_mod_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u((((safe_add_func_uint64_t_u_u(((safe_div_func_uint8_t_u_u(p_6, (safe_rshift_func_uint8_t_u_u(l_1849[0], 5)))) , ((safe_sub_func_uint8_t_u_u(g_194, ((((safe_mul_func_uint8_t_u_u(((+l_1855[4][2][0]) ^ (g_1863 ^= (((safe_rshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_u((g_637 ^ g_1639), 1)) <= g_186), p_7)), 6)) & p_5) ^ l_1862))), g_1113)) <= 0x5B82L) != p_5) & 0L))) , l_1849[0])), 9UL)) && l_1772) > l_1849[0]), p_6)), 0x56A7L))) & l_1855[4][2][0]) > p_5) , l_1864)) , l_1862) && g_419), l_1849[0])) != p_5) >= g_269[3][4]);
                for (g_85 = 0; (g_85 == 6); g_85++)
                { /* block id: 714 */
                    int8_t l_1873 = 0xD0L;
                    int32_t l_1892 = (-6L);
                    uint16_t l_1903[8][7][1] = {{{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L}},{{7UL},{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L},{7UL}},{{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L}},{{7UL},{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L},{7UL}},{{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L}},{{7UL},{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L},{7UL}},{{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L}},{{7UL},{0x5989L},{7UL},{0x5989L},{7UL},{0x5989L},{7UL}}};
                    int i, j, k;
                    l_1865 = (((safe_mul_func_uint32_t_u_u((l_1873 = (l_1870 = (--g_195))), ((safe_div_func_int32_t_s_s(((safe_mul_func_int16_t_s_s((safe_add_func_uint16_t_u_u(0UL, (((g_1353 < (l_1880 & (g_158 = ((((((+0UL) || (safe_div_func_int64_t_s_s((safe_lshift_func_uint16_t_u_s((safe_div_func_uint32_t_u_u((g_679 , (safe_mod_func_uint32_t_u_u((l_1893 = ((safe_sub_func_uint32_t_u_u((((l_1892 <= 8UL) != p_5) ^ p_5), 0xF99AE72BL)) >= p_5)), l_1894))), 0x9DB90ECAL)), l_1734)), p_5))) != 0UL) || p_8) >= g_886[2]) <= p_6)))) || 9UL) > g_229))), l_1892)) , p_6), l_1864)) < (-1L)))) | l_1864) < 18446744073709551610UL);
                    g_25 = ((l_1737 = ((safe_mod_func_uint32_t_u_u(g_586, (p_6 || p_8))) > ((safe_lshift_func_uint16_t_u_u(((((g_474 = (((l_1747 || (safe_sub_func_uint32_t_u_u((g_195 = ((safe_add_func_uint32_t_u_u(p_5, (((0x585AL ^ p_7) , 0xDDL) | p_5))) >= 0xC3L)), l_1862))) >= 0x017B48CF549D2A7FLL) != g_886[1])) | 0xF58C3992L) && l_1751) | l_1855[4][2][0]), l_1903[4][2][0])) <= (-9L)))) , l_1747);
                    if (g_1008[0])
                        continue;
                }
                if (g_445)
                    continue;
                g_25 = (((((safe_unary_minus_func_int32_t_s(p_8)) , ((safe_mul_func_int16_t_s_s(((18446744073709551615UL != (((safe_mod_func_int8_t_s_s((safe_add_func_uint8_t_u_u((g_475++), (g_25 != (((((0x6B97L || l_1849[0]) == g_903) ^ (l_1913 = p_5)) < l_1734) == l_1870)))), 0x65L)) , 0L) != p_5)) > p_8), l_1870)) || (-1L))) && l_1772) | p_7) , g_101);
            }
            else
            { /* block id: 731 */
                return g_151.f2;
            }
            l_1931[0][0][6] = (((((((l_1814 = g_903) , ((((((p_8 ^ (((safe_sub_func_uint16_t_u_u((4294967286UL | (!g_229)), (safe_sub_func_int64_t_s_s((safe_lshift_func_int16_t_s_s((safe_div_func_uint32_t_u_u(((safe_div_func_uint8_t_u_u((((safe_mod_func_int64_t_s_s((p_7 ^ g_85), (safe_sub_func_int8_t_s_s((safe_mul_func_int8_t_s_s(l_1880, l_1738)), l_1849[0])))) <= l_1855[1][1][0]) , g_103[1][1]), 0x48L)) < l_1855[1][3][0]), p_5)), 2)), 0L)))) , p_6) || g_269[6][1])) | g_445) , l_1849[0]) == 0x1C37DBD6E351159ALL) & p_8) && 0x24AA50A3L)) , l_1751) <= p_6) == (-2L)) && 1L) , p_6);
            for (g_158 = 2; (g_158 >= 0); g_158 -= 1)
            { /* block id: 738 */
                uint64_t l_1938 = 0x5219362638A19A5FLL;
                int32_t l_1947[8];
                uint32_t l_1948 = 1UL;
                int i;
                for (i = 0; i < 8; i++)
                    l_1947[i] = 0x712CE7DFL;
                for (g_534 = 0; (g_534 <= 2); g_534 += 1)
                { /* block id: 741 */
                    int64_t l_1941 = (-7L);
                    g_1932++;
                    l_1941 ^= (safe_sub_func_int32_t_s_s(g_9, (+(0x8254A029L || (l_1938++)))));
                    g_1944[0]--;
                    ++l_1948;
                }
                if (l_1737)
                { /* block id: 748 */
                    uint64_t l_1963 = 6UL;
                    l_1972 &= (l_1748 = ((safe_mod_func_int16_t_s_s((safe_sub_func_int8_t_s_s((0x571F04ACL || ((safe_rshift_func_uint8_t_u_s(g_607[0], (((0xA3E8B485FDEBD1BCLL & ((safe_div_func_int16_t_s_s(((l_1942[5] <= (safe_sub_func_uint8_t_u_u(l_1963, (((l_1947[0] = (((((g_644 = p_5) | ((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s((safe_mul_func_int8_t_s_s((l_1814 = (safe_rshift_func_uint8_t_u_u((p_6 , 0xC5L), 5))), 255UL)), 14)), 0xF8L)) && g_534)) , 0x6F693B95D0C4815FLL) || p_6) <= l_1943)) >= 0x315833A5L) <= l_1938)))) , p_8), l_1737)) == p_8)) | g_623) != l_1738))) || p_7)), g_151.f0)), 65535UL)) <= g_488));
                    g_1973--;
                }
                else
                { /* block id: 755 */
                    return p_6;
                }
                for (g_761 = 0; (g_761 <= 0); g_761 += 1)
                { /* block id: 760 */
                    int i, j, k;
                    return l_1931[g_761][(g_761 + 1)][g_158];
                }
                for (g_151.f1 = 2; (g_151.f1 >= 0); g_151.f1 -= 1)
                { /* block id: 765 */
                    int32_t l_1976[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_1976[i] = (-1L);
                    return l_1976[0];
                }
            }
            --l_1980;
        }
        l_1983 = l_1931[0][0][7];
    }
    for (p_8 = 0; (p_8 <= 6); p_8 += 1)
    { /* block id: 775 */
        int i;
        if (g_886[p_8])
            break;
    }
    l_1751 &= (l_1931[0][0][6] , l_1737);
    return l_1913;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_85 g_103 g_113 g_101 g_151 g_156 g_186 g_195 g_229 g_228 g_158 g_269 g_194 g_359 g_309 g_358 g_416 g_417 g_441 g_445 g_440 g_471 g_475 g_488 g_474 g_429 g_419 g_534 g_551 g_609 g_623 g_637 g_644 g_607 g_679 g_523 g_586 g_634 g_761 g_886 g_903 g_585 g_1008 g_1042 g_1113 g_1201 g_1353 g_1355 g_1354 g_1639
 * writes: g_25 g_85 g_103 g_113 g_156 g_151.f0 g_186 g_194 g_195 g_229 g_269 g_309 g_359 g_151.f1 g_416 g_417 g_419 g_429 g_440 g_441 g_445 g_228 g_471 g_474 g_475 g_523 g_534 g_551 g_585 g_586 g_609 g_623 g_634 g_637 g_644 g_679 g_761 g_358 g_607 g_886 g_101 g_1042 g_158 g_903 g_1113 g_1201 g_1355 g_1639 g_1638
 */
static int16_t  func_10(const uint32_t  p_11, int64_t  p_12, uint16_t  p_13, int32_t  p_14, uint32_t  p_15)
{ /* block id: 1 */
    int64_t l_26 = 0x37FC0549EC71CB27LL;
    struct S0 l_45 = {0xE595L,-4L,65535UL};
    uint32_t l_1119 = 0x0BEB67A7L;
    int32_t l_1120[3][4] = {{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L}};
    int32_t l_1298 = 1L;
    uint64_t l_1356 = 18446744073709551615UL;
    uint16_t l_1404 = 0UL;
    int8_t l_1496 = 0L;
    uint8_t l_1572 = 1UL;
    int16_t l_1573 = 0x1238L;
    int8_t l_1594 = 0xEFL;
    int8_t l_1663 = 0xD6L;
    uint32_t l_1684 = 1UL;
    uint16_t l_1685 = 0xFFD3L;
    int i, j;
lbl_1347:
    l_1298 = (l_1120[2][2] = ((func_19(g_9, (g_25 = (g_9 == p_14)), l_26, g_9, (safe_lshift_func_int8_t_s_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u((safe_mod_func_int64_t_s_s(((safe_div_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s((((safe_mul_func_int8_t_s_s((((g_9 && (l_1120[0][3] = (l_1119 = func_41(l_26, l_45, g_9)))) == 0x9D8C96F7L) >= 0x7DL), g_151.f2)) != p_15) || l_26), l_45.f0)), 0xAAF2073AL)) , g_151.f2), g_1008[1])), 6)), l_45.f0)), 7))) != g_9) == 0xC5385977F387A744LL));
    for (g_358 = 6; (g_358 == 1); g_358--)
    { /* block id: 480 */
        int8_t l_1311 = (-9L);
        int32_t l_1339 = 0x579B24B9L;
        int32_t l_1344[3];
        uint32_t l_1359 = 0x8AC7AA7CL;
        uint8_t l_1580[5] = {0xA2L,0xA2L,0xA2L,0xA2L,0xA2L};
        int8_t l_1590 = (-9L);
        const int32_t l_1626[7][6] = {{1L,(-10L),1L,(-10L),1L,(-10L)},{1L,(-10L),1L,(-10L),1L,(-10L)},{1L,(-10L),1L,(-10L),1L,(-10L)},{1L,(-10L),1L,(-10L),1L,(-10L)},{1L,(-10L),1L,(-10L),1L,(-10L)},{1L,(-10L),1L,(-10L),1L,(-10L)},{1L,(-10L),1L,(-10L),1L,(-10L)}};
        uint16_t l_1634 = 0x95A7L;
        int i, j;
        for (i = 0; i < 3; i++)
            l_1344[i] = 0x28F4FBE2L;
        if (((((safe_rshift_func_uint8_t_u_s(((((g_1113++) < p_13) , (p_15 & ((((0x1B20L > (((safe_sub_func_uint32_t_u_u((g_151.f2 , (safe_mul_func_uint16_t_u_u(65532UL, 0xDA74L))), 0L)) != g_634) != g_471)) != p_14) , g_156) , l_45.f1))) >= g_358), p_13)) & l_1119) > 1UL) , g_269[0][6]))
        { /* block id: 482 */
            int32_t l_1328 = 0x8F972F5EL;
            int32_t l_1336 = 0xAB055837L;
            int8_t l_1352 = 1L;
            uint32_t l_1491[7] = {4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL};
            int i;
            if (l_1311)
            { /* block id: 483 */
                uint32_t l_1312 = 4294967295UL;
                int32_t l_1351 = (-5L);
                l_1312 = p_15;
                if (l_1312)
                { /* block id: 485 */
                    int64_t l_1337 = (-8L);
                    int16_t l_1338 = 1L;
                    int32_t l_1340 = 0x4F4128B3L;
                    uint32_t l_1341 = 4294967295UL;
                    l_1298 ^= (safe_mul_func_uint16_t_u_u((!((safe_div_func_uint8_t_u_u((((safe_unary_minus_func_int8_t_s((safe_rshift_func_uint16_t_u_s((!(((safe_sub_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((l_1328 = ((g_151.f2 , (safe_rshift_func_uint16_t_u_u(l_1328, 2))) && (safe_sub_func_int16_t_s_s((g_903 = ((safe_add_func_int8_t_s_s(l_45.f0, (safe_unary_minus_func_int32_t_s(p_13)))) | (safe_div_func_int16_t_s_s(((l_1312 & (g_269[0][6] , ((((g_101 , (-6L)) || l_1311) > 18446744073709551615UL) , p_15))) ^ 0UL), 1L)))), l_1120[1][1])))), l_1336)), (-8L))) , 0L) >= p_12)), g_1042)))) >= l_1337) == l_1120[0][3]), (-1L))) & l_45.f1)), l_1312));
                    if (g_103[6][5])
                        break;
                    l_1336 ^= l_1337;
                    ++l_1341;
                }
                else
                { /* block id: 492 */
                    if (p_15)
                        break;
                    if (p_12)
                        break;
                    l_1344[2] = l_1312;
                    l_1344[2] = g_761;
                }
                for (g_679 = 0; (g_679 < (-4)); g_679--)
                { /* block id: 500 */
                    uint8_t l_1348 = 0x35L;
                    if (g_158)
                        goto lbl_1347;
                    l_1348++;
                }
                l_1356++;
            }
            else
            { /* block id: 505 */
                int64_t l_1364 = 0L;
                int32_t l_1405 = 0xBC6E8F66L;
                struct S0 l_1416 = {0x907DL,0L,0UL};
                for (g_637 = 0; (g_637 <= 6); g_637 += 1)
                { /* block id: 508 */
                    uint8_t l_1384 = 1UL;
                    l_1359 = (-8L);
                    g_25 = (safe_lshift_func_uint8_t_u_s((0x99C4L | ((safe_mod_func_int16_t_s_s((-1L), (g_151.f1 = l_1364))) < 0x50A4C3482E76EA7CLL)), (safe_mul_func_uint8_t_u_u((safe_sub_func_int64_t_s_s((safe_sub_func_int64_t_s_s(((safe_sub_func_int16_t_s_s((safe_add_func_int64_t_s_s((safe_rshift_func_int8_t_s_u((((-7L) | (safe_add_func_int8_t_s_s(((((+((safe_lshift_func_uint16_t_u_u(65535UL, 15)) == (safe_add_func_uint32_t_u_u(0x61051CEAL, (-10L))))) ^ 4294967292UL) < l_1120[2][2]) | (-1L)), 0L))) ^ (-2L)), g_445)), p_14)), l_1384)) == 0xB9E8L), g_679)), 0UL)), l_1352))));
                }
                if (((((safe_mul_func_uint8_t_u_u(((safe_mod_func_uint32_t_u_u(((safe_sub_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((safe_sub_func_int16_t_s_s((safe_add_func_int32_t_s_s((((p_11 >= (safe_add_func_uint64_t_u_u((safe_div_func_uint8_t_u_u((((l_1120[0][3] ^= 0xA1D9L) < (((l_1328 = (~(l_1344[1] = (l_1405 = (((safe_mul_func_int8_t_s_s((p_14 || 0x59L), (p_13 > (g_607[2] != (p_15 || 0x4EL))))) && l_1404) <= 0x37D9A7CCL))))) , 4294967295UL) , p_15)) || 1L), g_440)), l_1359))) & g_607[4]) & p_11), (-1L))), p_12)), l_1339)), p_14)) < p_13), l_1311)) , 0x1EL), 0xA9L)) ^ g_1008[3]) , l_1364) & l_1336))
                { /* block id: 517 */
                    uint8_t l_1423 = 0UL;
                    int32_t l_1424 = 4L;
                    g_25 = (safe_mod_func_uint32_t_u_u((safe_mul_func_int8_t_s_s((safe_sub_func_int64_t_s_s(g_229, (g_416 ^= ((l_1424 |= (safe_mul_func_int8_t_s_s(((safe_div_func_uint16_t_u_u((l_1328 = (l_1416 , (l_1352 < (safe_lshift_func_uint16_t_u_s((p_13 ^ (safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(p_14, ((((((-2L) > p_11) | 0x1FE7L) ^ 0xC27A1CC3L) <= 4294967291UL) || g_551))), 0x288DL))), l_1423))))), g_523[3][3][2])) ^ g_1353), 0xC1L))) < g_359)))), p_15)), l_1298));
                    g_25 = ((((safe_mod_func_uint64_t_u_u((safe_add_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(8UL, (0x0174L | (safe_rshift_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u((safe_rshift_func_int16_t_s_u(l_1424, ((g_637 &= (((safe_mod_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u(0xFF72E5469AB047FFLL, ((((((+(safe_sub_func_uint16_t_u_u((p_15 != (((g_474 = 0x53C389FAL) <= (g_309 == 0x891C7BE630997720LL)) >= g_488)), p_12))) <= 65535UL) <= 0x83D6047DEC28B43BLL) | p_15) , p_12) ^ 254UL))), l_1404)) , g_609) , g_1201)) >= p_11))), p_13)), 6))))), l_1359)), g_445)) & g_886[5]) < l_1405) | p_13);
                    if (l_1405)
                        break;
                }
                else
                { /* block id: 526 */
                    uint16_t l_1455[1][7][1];
                    uint32_t l_1464[8] = {0xA6DC3188L,0xA6DC3188L,0xA6DC3188L,0xA6DC3188L,0xA6DC3188L,0xA6DC3188L,0xA6DC3188L,0xA6DC3188L};
                    int32_t l_1479 = 0x14563946L;
                    int32_t l_1480 = (-4L);
                    int i, j, k;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 7; j++)
                        {
                            for (k = 0; k < 1; k++)
                                l_1455[i][j][k] = 0UL;
                        }
                    }
                    l_1455[0][1][0] = ((!(((safe_mod_func_uint64_t_u_u((((g_1355 != (((((safe_lshift_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((l_1356 && ((safe_rshift_func_uint16_t_u_s(0UL, ((6L == (--p_13)) || (0x355E3921L && l_1336)))) & (0xDC6CB929L ^ g_637))), (-1L))), p_11)) & p_11) >= p_14) | 255UL) , g_358)) | g_637) | g_523[1][2][0]), p_12)) | p_12) ^ 0xA4L)) > p_12);
                    l_1480 &= (l_1479 ^= (safe_lshift_func_int8_t_s_s(((safe_mul_func_int8_t_s_s((((((((safe_sub_func_int32_t_s_s(((((safe_lshift_func_int8_t_s_s(l_1464[6], 6)) || (safe_mul_func_uint16_t_u_u((g_644 = (safe_div_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s((65532UL ^ (((safe_sub_func_uint16_t_u_u(65530UL, (safe_mul_func_uint16_t_u_u(g_151.f0, (((safe_lshift_func_uint8_t_u_s(0UL, 2)) , (g_607[0] = (l_1455[0][1][0] , (safe_sub_func_uint16_t_u_u(0x6736L, g_1113))))) ^ l_1455[0][1][0]))))) && p_13) , p_13)), 0)), p_15))), 0xAD52L))) <= l_1364) || p_12), g_417)) , 0UL) | l_1120[0][3]) < g_441) != g_195) >= 0x2998L) < l_1364), l_1336)) , 7L), 5)));
                    g_761 |= g_103[4][1];
                    return p_11;
                }
                if (l_1298)
                    break;
            }
            if (p_12)
                break;
            if (((((g_1355 && (safe_rshift_func_int8_t_s_s((((safe_lshift_func_int8_t_s_u(0x68L, 5)) && (safe_mod_func_int8_t_s_s((((safe_sub_func_uint32_t_u_u((l_1120[0][3] = ((safe_sub_func_uint32_t_u_u((((g_156 < p_12) || ((l_1491[6] = l_1336) <= (safe_mod_func_int64_t_s_s((safe_mul_func_int8_t_s_s((-1L), l_1328)), g_186)))) , 0xD89EF0C5L), 0L)) > g_186)), l_1328)) & 0x8EBCL) < 0x97L), l_1496))) | g_309), 0))) <= 0xD043L) == 5UL) && g_886[5]))
            { /* block id: 541 */
                int16_t l_1521 = 0L;
                int32_t l_1522 = 0xF0C620B5L;
                uint32_t l_1552[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_1552[i] = 0x28A6A6BFL;
                if (g_229)
                    break;
                for (g_586 = 11; (g_586 != 31); g_586 = safe_add_func_uint16_t_u_u(g_586, 4))
                { /* block id: 545 */
                    int8_t l_1516 = 1L;
                    g_761 = 5L;
                    g_1355 &= (safe_lshift_func_int8_t_s_s(0L, 3));
                    l_1522 ^= (safe_mod_func_uint32_t_u_u(0xD83031DAL, (safe_div_func_uint32_t_u_u(((((-10L) <= (((safe_div_func_int64_t_s_s(((safe_rshift_func_int8_t_s_s((safe_sub_func_int8_t_s_s((~(0x2AL != (safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u(g_151.f1, (0x29CA200040F499D4LL | (l_1516 <= (l_1120[2][3] = (safe_mul_func_int16_t_s_s((l_1336 = (safe_rshift_func_uint8_t_u_s(((l_1328 = ((g_419 = 0xDFBCL) < 0xD618L)) < 0x195CL), g_186))), g_551))))))), p_13)))), 0x65L)), 1)) >= g_228), g_1354)) != g_103[0][0]) == g_471)) <= l_1491[6]) , l_1521), g_1353))));
                }
                for (g_417 = 0; (g_417 != 13); g_417++)
                { /* block id: 556 */
                    int8_t l_1525[4];
                    int32_t l_1534 = (-1L);
                    int32_t l_1551[2];
                    int i;
                    for (i = 0; i < 4; i++)
                        l_1525[i] = 0x2EL;
                    for (i = 0; i < 2; i++)
                        l_1551[i] = (-3L);
                    g_761 = ((l_1552[0] ^= (l_1525[2] ^ (safe_rshift_func_int8_t_s_s((((((l_1551[1] = ((safe_lshift_func_uint8_t_u_u((((g_269[2][3] <= l_1352) > ((safe_div_func_uint64_t_u_u((safe_mod_func_int32_t_s_s((((l_1534 = g_634) | (safe_add_func_uint16_t_u_u((((g_903 = 0x37F4L) <= (safe_rshift_func_int16_t_s_s(((3UL & (g_1113 |= ((p_14 = (safe_mod_func_int32_t_s_s((safe_div_func_uint64_t_u_u(((safe_mul_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((safe_sub_func_uint64_t_u_u(((((safe_mod_func_int8_t_s_s(p_11, 8L)) || 0x3789L) != p_15) , p_13), (-1L))), 0x2CD561D9L)), p_15)) , 18446744073709551612UL), l_1352)), 0x3A5C1893L))) , g_359))) <= p_15), 2))) == p_11), 0xF9CCL))) ^ l_45.f2), 0x86BE3D8EL)), g_103[4][1])) < g_416)) | 65531UL), 7)) && g_186)) > l_1525[0]) != p_15) != g_429) != 0x8A13L), p_15)))) & (-2L));
                    if (g_1355)
                        continue;
                    g_761 = (-1L);
                }
            }
            else
            { /* block id: 567 */
                int32_t l_1588 = 5L;
                l_1573 |= (g_25 = ((p_13 > (l_1120[1][1] &= 0L)) | ((safe_div_func_int64_t_s_s((safe_lshift_func_int8_t_s_u(0xB3L, 0)), (((0x3A5541B552988107LL <= (((safe_add_func_int16_t_s_s((((safe_mul_func_uint8_t_u_u((safe_unary_minus_func_int32_t_s((safe_div_func_int16_t_s_s(0x16F5L, (safe_mod_func_int32_t_s_s((((safe_add_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((l_1352 < (safe_add_func_int64_t_s_s(l_1491[6], g_103[4][0]))), p_15)), (-1L))) , 0xDBL) < 0L), 4294967295UL)))))), p_11)) > l_1344[0]) | g_637), l_1352)) != 1UL) || g_607[2])) >= l_1572) ^ 4294967293UL))) , l_45.f1)));
                for (g_419 = (-18); (g_419 != (-18)); g_419 = safe_add_func_uint64_t_u_u(g_419, 8))
                { /* block id: 573 */
                    int32_t l_1579 = 0L;
                    int32_t l_1587 = 0xF01339F6L;
                    l_1344[2] = g_1113;
                    l_1588 = (((g_151 , (l_1587 &= (((((((((((+(safe_add_func_int8_t_s_s(l_1344[1], (l_1579 = 0xD0L)))) ^ (-1L)) <= ((l_1580[3] < (safe_div_func_uint8_t_u_u((((safe_add_func_uint8_t_u_u((p_11 | ((safe_rshift_func_int8_t_s_s(0x98L, p_12)) >= 0x81EC3595L)), 0x4DL)) >= g_358) , 0xF2L), p_13))) || 1UL)) >= p_12) < 0xD2L) | p_15) , p_15) <= g_607[6]) | g_471) ^ g_1008[7]) > 18446744073709551613UL))) | g_475) && 1L);
                    if (p_13)
                        continue;
                }
                for (l_1119 = 0; (l_1119 <= 6); l_1119 += 1)
                { /* block id: 582 */
                    int32_t l_1589 = 2L;
                    uint16_t l_1593[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_1593[i] = 0xA755L;
                    if (l_1589)
                        break;
                    l_1590 ^= 0xC66154C4L;
                    l_1298 = (safe_sub_func_int16_t_s_s(l_1344[1], 1UL));
                    return l_1593[1];
                }
            }
        }
        else
        { /* block id: 589 */
            uint32_t l_1609 = 6UL;
            int32_t l_1631 = 0x1687CD64L;
            int32_t l_1632 = 0x13F5CA7EL;
            int32_t l_1633[4] = {0x17CE45E2L,0x17CE45E2L,0x17CE45E2L,0x17CE45E2L};
            int i;
            if (((l_1594 ^ (l_1580[3] >= 0x9B13L)) <= (safe_add_func_int64_t_s_s(0xE2A41D02B12498EBLL, ((l_1594 < g_158) , ((++g_195) == ((safe_div_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u(p_11, p_11)), g_644)) < 0x69L)))))))
            { /* block id: 591 */
                l_1609 = (safe_mul_func_int8_t_s_s(g_534, (safe_mul_func_uint16_t_u_u(p_15, p_13))));
            }
            else
            { /* block id: 593 */
                uint16_t l_1629 = 6UL;
                int32_t l_1637 = 0x1B1BEAF8L;
                for (l_45.f0 = 0; (l_45.f0 <= 52); l_45.f0++)
                { /* block id: 596 */
                    int32_t l_1630 = 3L;
                    g_1355 &= (safe_mul_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(249UL, ((((l_1344[0] = ((safe_div_func_uint64_t_u_u((safe_mod_func_int64_t_s_s(((safe_add_func_uint64_t_u_u((((p_14 , ((0x716AC9BBE8AD58BFLL | (safe_add_func_int32_t_s_s((g_761 > ((safe_mod_func_uint32_t_u_u(l_1626[6][0], ((safe_mul_func_uint8_t_u_u(l_1344[2], ((((g_151 , g_151.f2) & l_1609) , 0xC098L) , l_1629))) & 0x119EDB8D88147908LL))) & (-1L))), g_229))) , l_1629)) <= 1UL) != l_1629), 0xF2B44FF9414AC251LL)) < g_903), p_15)), l_1580[1])) , 0x1C93L)) ^ g_103[2][0]) | l_1339) == l_45.f0))), 0x30L));
                    --l_1634;
                    l_1637 = l_1629;
                    return l_1629;
                }
                return l_1572;
            }
            l_1120[0][0] |= l_1626[4][0];
            g_1639--;
            for (g_586 = 0; (g_586 <= 6); g_586 += 1)
            { /* block id: 609 */
                int32_t l_1659 = 0xE5AC2BA5L;
                int i;
                g_25 = ((0L | (--g_1113)) || ((safe_sub_func_int64_t_s_s((g_228 ^= 5L), g_607[g_586])) && ((l_1120[0][1] = p_13) <= 1UL)));
                l_1633[0] = (g_419 != (safe_lshift_func_int8_t_s_s((safe_div_func_uint32_t_u_u((((safe_add_func_uint32_t_u_u((safe_add_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(((safe_unary_minus_func_uint64_t_u((g_101 <= 1UL))) && ((((((((safe_lshift_func_int8_t_s_u(g_607[g_586], (0x4CE8B087L && p_15))) == g_359) || l_1609) , 0x8AD48C6AC4C16411LL) > 18446744073709551606UL) <= g_269[5][1]) || p_15) & g_309)), g_586)), 0x00L)), g_637)) > p_15) , p_12), (-4L))), g_523[1][1][1])));
                if (g_309)
                    continue;
                l_1659 = 0L;
            }
        }
        l_1298 = 0xD29DA0ECL;
    }
    l_1298 |= (((g_1008[7] , l_1594) == (((safe_lshift_func_uint8_t_u_u((safe_unary_minus_func_int64_t_s(((((++g_1113) && (safe_add_func_uint16_t_u_u((l_1684 |= (((p_13 |= 1UL) ^ (((g_151 , ((safe_lshift_func_uint16_t_u_s(((((safe_mul_func_int16_t_s_s(((l_1120[2][1] = (safe_rshift_func_int8_t_s_u(((safe_lshift_func_uint8_t_u_s((safe_mul_func_int8_t_s_s(p_14, (safe_rshift_func_int8_t_s_s((g_358 &= (((safe_mod_func_int32_t_s_s((safe_rshift_func_int8_t_s_u(0xC7L, 4)), p_11)) , g_1355) || 0x79E42ECFL)), 2)))), p_14)) , 0xC8L), p_12))) < g_151.f0), l_26)) > p_14) >= p_11) , l_1663), 7)) || 0L)) , 0x5341D02AL) , 0x7D18L)) ^ g_186)), l_1663))) < 0xBA9F9FA8L) && 255UL))), g_609)) ^ p_11) & 0L)) , l_1685);
    for (g_637 = 0; (g_637 > 25); g_637 = safe_add_func_uint64_t_u_u(g_637, 7))
    { /* block id: 629 */
        uint32_t l_1701[4];
        uint32_t l_1711 = 0xF2EC547AL;
        uint8_t l_1730 = 0x00L;
        int32_t l_1731 = 0x703044F5L;
        int i;
        for (i = 0; i < 4; i++)
            l_1701[i] = 4294967293UL;
        for (g_534 = 0; (g_534 <= (-23)); g_534 = safe_sub_func_int8_t_s_s(g_534, 6))
        { /* block id: 632 */
            return p_13;
        }
        for (l_1663 = (-8); (l_1663 > 13); l_1663 = safe_add_func_uint64_t_u_u(l_1663, 6))
        { /* block id: 637 */
            uint8_t l_1708[2];
            int32_t l_1709 = 0xE7441DFEL;
            int32_t l_1710 = 0x0C4808C2L;
            int i;
            for (i = 0; i < 2; i++)
                l_1708[i] = 0x47L;
            g_1355 = (!((safe_mul_func_uint8_t_u_u(((((safe_sub_func_uint8_t_u_u(((((safe_rshift_func_int16_t_s_s(p_14, (g_151 , (safe_sub_func_uint8_t_u_u(((l_1701[1] , ((safe_add_func_int64_t_s_s((((((p_13 ^= ((-1L) && (g_623 == ((safe_div_func_int8_t_s_s((l_1709 |= (((safe_sub_func_int16_t_s_s((g_534 = ((l_1708[0] = (-1L)) , ((l_1356 >= g_1354) > p_12))), g_416)) == l_45.f2) != 0xE9L)), p_15)) , 0x9EL)))) != p_14) || g_429) > 0x25L) ^ l_1710), l_1685)) , 1UL)) && 0x61877D7CL), p_11))))) ^ g_886[6]) , p_11) != p_11), l_1701[3])) <= p_14) <= p_11) , 0UL), g_471)) | p_12));
        }
        g_761 |= (((0UL < (l_1120[1][2] = l_1711)) ^ (safe_add_func_uint32_t_u_u(((safe_sub_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((p_12 >= 0x2AL), (safe_mul_func_int8_t_s_s((safe_mul_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s((g_103[4][1] != 1UL), 6)), (((((safe_mul_func_int16_t_s_s((g_1638 = (safe_mod_func_int64_t_s_s((safe_mod_func_int32_t_s_s(g_85, p_11)), l_1701[1]))), 0x0872L)) <= (-6L)) < l_1730) & p_11) <= g_471))), 0x1DL)))), g_488)) >= l_1730), 0x92F25CC5L))) && 0L);
        l_1731 = g_359;
    }
    return g_586;
}


/* ------------------------------------------ */
/* 
 * reads : g_761 g_194 g_85 g_195 g_101 g_445 g_359 g_151.f2 g_886 g_269 g_488 g_151.f1 g_634 g_151.f0 g_9 g_623 g_1201 g_1042 g_903 g_609 g_637 g_644 g_228 g_1008 g_523 g_607 g_1113 g_151 g_156 g_551 g_585 g_474
 * writes: g_761 g_101 g_551 g_25 g_1201 g_1042 g_158 g_523
 */
static uint16_t  func_19(uint32_t  p_20, uint32_t  p_21, int8_t  p_22, int32_t  p_23, uint8_t  p_24)
{ /* block id: 414 */
    uint16_t l_1136 = 65526UL;
    int32_t l_1149 = 0xD11DD643L;
    uint32_t l_1188[2];
    uint32_t l_1189 = 18446744073709551615UL;
    struct S0 l_1285[7][2][2] = {{{{9UL,0L,0x7053L},{9UL,0L,0x7053L}},{{9UL,0L,0x7053L},{9UL,0L,0x7053L}}},{{{9UL,0L,0x7053L},{9UL,0L,0x7053L}},{{9UL,0L,0x7053L},{9UL,0L,0x7053L}}},{{{9UL,0L,0x7053L},{9UL,0L,0x7053L}},{{9UL,0L,0x7053L},{9UL,0L,0x7053L}}},{{{9UL,0L,0x7053L},{9UL,0L,0x7053L}},{{9UL,0L,0x7053L},{9UL,0L,0x7053L}}},{{{9UL,0L,0x7053L},{9UL,0L,0x7053L}},{{9UL,0L,0x7053L},{9UL,0L,0x7053L}}},{{{9UL,0L,0x7053L},{9UL,0L,0x7053L}},{{9UL,0L,0x7053L},{9UL,0L,0x7053L}}},{{{9UL,0L,0x7053L},{9UL,0L,0x7053L}},{{9UL,0L,0x7053L},{9UL,0L,0x7053L}}}};
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_1188[i] = 18446744073709551608UL;
    for (g_761 = 0; (g_761 <= 2); g_761 += 1)
    { /* block id: 417 */
        uint32_t l_1123[2];
        int32_t l_1128 = 0x0E7FEE35L;
        int32_t l_1141 = 1L;
        int32_t l_1148 = 0xAC742C29L;
        int32_t l_1203 = 0x5628DE30L;
        struct S0 l_1279 = {1UL,0x6004L,65527UL};
        int64_t l_1280 = 0x404731B649B84BFFLL;
        uint8_t l_1281 = 0x9CL;
        int i;
        for (i = 0; i < 2; i++)
            l_1123[i] = 1UL;
        l_1149 = ((safe_mul_func_int16_t_s_s((l_1123[1] = g_194), ((safe_mul_func_uint16_t_u_u(((safe_div_func_uint32_t_u_u(l_1128, (safe_rshift_func_int8_t_s_u((safe_sub_func_uint8_t_u_u((safe_sub_func_int16_t_s_s((!l_1136), ((safe_mul_func_uint16_t_u_u(((safe_mod_func_int8_t_s_s((l_1141 &= 0xBFL), (safe_lshift_func_uint16_t_u_u(((g_85 | (g_195 <= (safe_add_func_int64_t_s_s((g_101 ^= ((l_1148 ^= (safe_mul_func_int8_t_s_s(l_1136, 0L))) != 0x72L)), 1L)))) < l_1128), g_445)))) , 0UL), g_359)) == p_23))), 5UL)), 3)))) , p_23), (-1L))) ^ 0x7AL))) && p_24);
        for (p_22 = 2; (p_22 >= 0); p_22 -= 1)
        { /* block id: 425 */
            const uint8_t l_1187[1] = {0x84L};
            int8_t l_1190 = 0xA6L;
            int32_t l_1192 = 0x6BEAB5C2L;
            int i;
            g_25 = (safe_mul_func_int8_t_s_s(((safe_add_func_uint32_t_u_u(((safe_div_func_int64_t_s_s((safe_mod_func_int64_t_s_s(((g_195 | (g_551 = 18446744073709551614UL)) && ((safe_mul_func_int8_t_s_s(p_23, ((safe_mod_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_s((safe_sub_func_int32_t_s_s((safe_rshift_func_uint8_t_u_s(((safe_div_func_uint16_t_u_u(p_20, p_20)) > (((safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u((safe_sub_func_int64_t_s_s((((safe_mul_func_uint8_t_u_u((~(p_21 == (((safe_div_func_uint32_t_u_u((safe_mod_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u(l_1187[0], 4UL)), p_20)), g_151.f2)) ^ p_20) >= l_1188[1]))), 0x1DL)) , g_886[2]) < 0x9571L), 0xAA994DAD8B8FF31CLL)), g_269[5][1])), g_488)) <= p_23) || p_22)), l_1189)), 0xED1EC55BL)), 6)), g_151.f1)) && g_634))) , l_1187[0])), 0x84C218DC699C2D7CLL)), l_1149)) || l_1188[1]), p_21)) < g_151.f0), 1UL));
            l_1148 = l_1190;
            for (g_101 = 2; (g_101 >= 0); g_101 -= 1)
            { /* block id: 431 */
                int8_t l_1191 = 0L;
                l_1192 = l_1191;
            }
            g_1201 |= ((((((((safe_rshift_func_int8_t_s_u(((1UL && (-4L)) != ((0xF23CL ^ 0x23CDL) , l_1123[1])), 2)) & ((l_1136 & (safe_mod_func_uint64_t_u_u((safe_div_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(((((((l_1149 ^= (l_1188[1] , l_1188[0])) == p_22) || g_9) , g_194) == p_22) != l_1123[1]), g_445)) , l_1190), 0xA10AL)), 0xBE048E2AB67CB736LL))) | 0L)) >= 0xAF95L) | l_1123[1]) <= l_1188[1]) != 0x59A7A941L) , p_22) , g_623);
            for (g_1042 = 0; (g_1042 <= 2); g_1042 += 1)
            { /* block id: 438 */
                return p_23;
            }
        }
        for (g_1201 = 0; (g_1201 <= 2); g_1201 += 1)
        { /* block id: 444 */
            int16_t l_1202 = 0x032EL;
            uint32_t l_1204 = 0xC91B3508L;
            int32_t l_1219[6] = {0x0F655522L,0L,0L,0x0F655522L,0L,0L};
            int i;
            --l_1204;
            l_1219[5] |= (((65535UL ^ (safe_rshift_func_uint16_t_u_u((l_1136 && ((safe_rshift_func_int8_t_s_u(((g_158 = (safe_sub_func_uint8_t_u_u((g_903 == ((safe_mul_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s(((g_101 = 0xD05241F27859B9FALL) ^ (((((safe_add_func_int32_t_s_s((l_1123[1] ^ ((p_20 | (((l_1203 && g_9) <= 0xF1D954E1L) , p_24)) || l_1123[1])), l_1203)) && l_1189) , p_21) > (-5L)) , g_609)), g_637)), 0xB8L)) , 0UL)), p_23))) > p_20), 2)) , g_644)), 3))) || g_228) , g_1008[3]);
            for (p_23 = 0; (p_23 <= 2); p_23 += 1)
            { /* block id: 451 */
                int32_t l_1230 = 2L;
                int32_t l_1232 = 0x27887169L;
                int i, j, k;
                if (((5L | ((safe_mul_func_uint16_t_u_u(0x1B23L, (safe_sub_func_int64_t_s_s(p_20, (safe_mod_func_int64_t_s_s((0xC43D0994FC7E77DALL || (((0xFC29992636AB85CALL & ((g_523[(g_761 + 1)][(g_761 + 1)][g_1201] ^= ((safe_add_func_int16_t_s_s(((((g_551 = 0x0974074CA5249D93LL) != ((safe_rshift_func_uint16_t_u_s(0x7ED5L, 1)) != p_20)) == 0x8FL) != g_903), l_1123[0])) | p_22)) , g_359)) <= g_607[3]) >= l_1219[5])), 18446744073709551609UL)))))) , g_1008[3])) && p_20))
                { /* block id: 454 */
                    uint32_t l_1233 = 1UL;
                    if (p_20)
                        break;
                    ++l_1233;
                }
                else
                { /* block id: 457 */
                    uint64_t l_1247[5] = {0xA41C1873B5A15876LL,0xA41C1873B5A15876LL,0xA41C1873B5A15876LL,0xA41C1873B5A15876LL,0xA41C1873B5A15876LL};
                    int32_t l_1248 = (-1L);
                    int i;
                    l_1248 = ((l_1123[1] < (g_1113 == (safe_mul_func_int16_t_s_s((p_24 || (+(safe_mul_func_uint8_t_u_u((safe_sub_func_int32_t_s_s((g_151 , p_21), ((((1UL ^ ((safe_mod_func_int32_t_s_s((safe_sub_func_int8_t_s_s((l_1247[0] >= g_156), l_1219[5])), g_151.f1)) > g_445)) | p_23) | l_1219[5]) != 1UL))), g_151.f2)))), p_23)))) || 0x7790A78D8BA080EBLL);
                    l_1232 |= (safe_rshift_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_u(l_1188[1], 5)) ^ 0x8B23L), 0));
                    if (g_551)
                        break;
                    g_25 = ((safe_lshift_func_uint16_t_u_s(0UL, ((safe_rshift_func_int8_t_s_s((safe_mul_func_int8_t_s_s(g_151.f1, ((p_23 <= l_1219[3]) & (safe_sub_func_int8_t_s_s(p_23, ((18446744073709551607UL && (safe_mod_func_uint8_t_u_u(p_24, g_488))) & 65535UL)))))), 6)) || g_1008[2]))) && g_151.f0);
                }
                for (l_1149 = 0; (l_1149 <= 2); l_1149 += 1)
                { /* block id: 465 */
                    int32_t l_1282 = (-4L);
                    int i, j, k;
                    l_1282 ^= ((l_1203 = ((((((l_1202 || (p_24--)) | l_1123[0]) , (g_523[(g_1201 + 3)][(g_1201 + 1)][g_1201] = (((safe_div_func_int8_t_s_s((safe_lshift_func_int16_t_s_u((g_609 | (g_269[0][6] , ((safe_mod_func_int16_t_s_s((((safe_sub_func_uint16_t_u_u(((safe_sub_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((((g_523[0][0][0] != (safe_lshift_func_uint8_t_u_u(246UL, ((l_1279 , g_886[5]) && p_22)))) || l_1188[1]) | 1L), 0x72L)), (-1L))) , p_22), l_1189)) != g_761) <= p_24), p_20)) , l_1280))), g_1042)), l_1281)) | l_1149) && p_24))) ^ p_23) & 0xC492EB12L) > p_22)) >= g_585);
                }
            }
        }
    }
    p_23 = (safe_lshift_func_uint8_t_u_u((g_474 <= ((l_1285[5][1][1] , (safe_mod_func_int64_t_s_s(((safe_rshift_func_uint16_t_u_s((safe_div_func_int32_t_s_s((safe_sub_func_uint16_t_u_u(0x4CFFL, (((g_1201 > ((l_1285[5][1][1].f2 , l_1188[1]) ^ ((safe_sub_func_int16_t_s_s(((((safe_mod_func_int64_t_s_s((((0UL >= p_22) | g_886[1]) == l_1149), p_21)) | p_21) >= p_20) & g_488), l_1188[1])) , g_445))) > l_1285[5][1][1].f0) < g_607[2]))), g_886[5])), 3)) ^ l_1136), g_886[0]))) | 0x2744L)), 4));
    return g_269[2][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_85 g_103 g_113 g_101 g_151 g_156 g_186 g_195 g_229 g_228 g_158 g_269 g_194 g_359 g_309 g_358 g_416 g_417 g_441 g_445 g_440 g_471 g_475 g_488 g_474 g_429 g_419 g_534 g_551 g_609 g_623 g_637 g_644 g_607 g_679 g_523 g_586 g_634 g_761 g_886 g_903 g_585 g_1008 g_1042 g_1113
 * writes: g_85 g_103 g_113 g_156 g_151.f0 g_186 g_194 g_195 g_229 g_269 g_309 g_359 g_151.f1 g_416 g_417 g_419 g_429 g_440 g_441 g_445 g_228 g_471 g_474 g_475 g_523 g_534 g_551 g_585 g_586 g_609 g_623 g_634 g_637 g_644 g_679 g_761 g_358 g_607 g_886 g_101 g_1042 g_158 g_903 g_1113
 */
static int8_t  func_41(int16_t  p_42, struct S0  p_43, int64_t  p_44)
{ /* block id: 3 */
    uint64_t l_46 = 1UL;
    int32_t l_51 = 0x3C6BCFB6L;
    struct S0 l_58 = {0x1329L,0x9490L,0x820AL};
    uint32_t l_725 = 0x00189E5BL;
    int32_t l_884 = 3L;
    int8_t l_940 = 0x36L;
    int32_t l_1035 = 0L;
    int32_t l_1039 = 0x698BE857L;
lbl_881:
    --l_46;
    for (p_43.f1 = (-20); (p_43.f1 > (-4)); p_43.f1 = safe_add_func_int8_t_s_s(p_43.f1, 7))
    { /* block id: 7 */
        uint16_t l_52 = 0xE07AL;
        int32_t l_624 = (-1L);
        int32_t l_629 = (-1L);
        uint8_t l_826 = 251UL;
        int32_t l_885[5] = {0x5A923D30L,0x5A923D30L,0x5A923D30L,0x5A923D30L,0x5A923D30L};
        int i;
        ++l_52;
        if ((4294967293UL || (l_629 = (0x6BD5L && (p_42 = ((l_624 = (g_103[2][4] = func_55(l_58, ((l_51 = 0x08L) > g_9)))) != (safe_rshift_func_int8_t_s_u((safe_mul_func_uint8_t_u_u((g_488 != (-1L)), 0xDCL)), p_43.f2))))))))
        { /* block id: 215 */
            int8_t l_635 = 0x71L;
            int32_t l_636 = 1L;
            int64_t l_694 = 0x3DEB1884D48654CBLL;
            for (l_58.f1 = 0; (l_58.f1 <= 10); l_58.f1 = safe_add_func_int64_t_s_s(l_58.f1, 5))
            { /* block id: 218 */
                int8_t l_640 = 0x15L;
                for (l_629 = 0; (l_629 <= (-29)); l_629 = safe_sub_func_uint64_t_u_u(l_629, 7))
                { /* block id: 221 */
                    int64_t l_643 = 0x3CB668A2873C9040LL;
                    g_634 = g_419;
                    --g_637;
                    l_643 = (l_640 || (safe_rshift_func_uint8_t_u_u((p_43.f1 , g_359), 0)));
                    return p_42;
                }
            }
            for (g_471 = 0; (g_471 <= 6); g_471 += 1)
            { /* block id: 230 */
                int i, j;
                return g_269[g_471][g_471];
            }
            ++g_644;
            for (g_644 = (-30); (g_644 < 17); g_644 = safe_add_func_int32_t_s_s(g_644, 8))
            { /* block id: 236 */
                int64_t l_654 = (-1L);
                int32_t l_699[5] = {0xDF838681L,0xDF838681L,0xDF838681L,0xDF838681L,0xDF838681L};
                int32_t l_812 = 0xA2A3D74AL;
                int i;
                l_636 |= (~((8UL & (safe_div_func_int32_t_s_s(((g_195 &= (((0xC1A4L ^ ((safe_div_func_int8_t_s_s(0xA7L, 247UL)) > g_158)) , (((((l_51 = g_417) , 251UL) | 0x9EL) > l_635) >= 0UL)) , p_43.f2)) , 0x529ED146L), l_46))) <= g_429));
                g_679 |= (l_654 < (safe_div_func_int16_t_s_s((l_51 = (safe_rshift_func_uint8_t_u_s((((0x9C91C2456973F3A2LL == ((safe_sub_func_uint32_t_u_u(((((safe_div_func_int64_t_s_s(g_103[4][1], (safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_u((safe_mod_func_uint16_t_u_u((safe_add_func_int16_t_s_s((g_419 = (l_58.f1 == ((((safe_add_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((safe_div_func_uint32_t_u_u(0x3258E444L, ((safe_add_func_uint8_t_u_u(0UL, ((((3UL || p_43.f1) > g_158) || g_644) | p_43.f2))) | (-9L)))), p_43.f1)), p_43.f2)) || 2UL) , g_607[2]) || 18446744073709551615UL))), l_636)), l_654)), l_58.f0)), p_43.f2)))) < l_624) <= l_58.f0) ^ 0xA4L), l_51)) > l_635)) & g_359) , 4UL), p_43.f0))), l_46)));
                if ((safe_rshift_func_uint8_t_u_u(g_440, (g_534 , ((!(safe_rshift_func_uint8_t_u_s((l_699[3] = (safe_mod_func_uint8_t_u_u(0x3AL, (safe_div_func_int32_t_s_s((safe_rshift_func_int8_t_s_s(((l_694 &= (l_51 = ((safe_sub_func_int32_t_s_s(g_194, (!(-1L)))) | g_551))) > ((safe_rshift_func_int8_t_s_u((((safe_div_func_uint64_t_u_u(0xE33EDC65C8E9C89BLL, g_445)) == 1L) || p_44), 6)) | l_635)), 6)), g_475))))), g_523[3][3][2]))) != 6L)))))
                { /* block id: 246 */
                    uint16_t l_724 = 65532UL;
                    l_636 = (p_43 , (safe_add_func_int64_t_s_s((safe_div_func_int64_t_s_s((safe_rshift_func_int8_t_s_s(((~(safe_sub_func_int16_t_s_s(p_43.f1, (((safe_lshift_func_uint16_t_u_s(((((p_43.f2 < (((safe_div_func_uint16_t_u_u((safe_unary_minus_func_uint16_t_u(((g_419 = (safe_sub_func_int16_t_s_s((safe_mod_func_uint8_t_u_u(((0xE62FL > (safe_mod_func_uint32_t_u_u(0x0F8AD1CCL, (safe_rshift_func_int8_t_s_u((g_269[0][6] = (0x6CE7L & (safe_sub_func_uint32_t_u_u((0xA45C7D867988A39FLL && g_158), g_417)))), 2))))) == 255UL), g_445)), 65530UL))) == g_679))), p_44)) < (-10L)) || l_724)) , p_43.f0) , 65533UL) & 1UL), 0)) <= p_43.f0) || 0x22L)))) & g_475), 4)), p_43.f0)), l_725)));
                    if (g_586)
                        break;
                }
                else
                { /* block id: 251 */
                    int32_t l_759 = 0xD78E579FL;
                    int32_t l_760 = 0x037B5483L;
                    uint8_t l_789[5][4];
                    int32_t l_790 = (-10L);
                    int i, j;
                    for (i = 0; i < 5; i++)
                    {
                        for (j = 0; j < 4; j++)
                            l_789[i][j] = 0x7EL;
                    }
                    g_761 = ((safe_add_func_int32_t_s_s(((safe_div_func_int32_t_s_s(g_416, (safe_div_func_uint16_t_u_u(((safe_mod_func_int8_t_s_s((((p_43.f0--) | 0xD6A4L) || (g_186 = ((safe_sub_func_uint64_t_u_u(((safe_mod_func_int64_t_s_s((safe_add_func_uint8_t_u_u(255UL, g_151.f0)), (p_44 = ((safe_lshift_func_int16_t_s_s(((((safe_mod_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((safe_unary_minus_func_uint8_t_u((safe_div_func_uint16_t_u_u(((((g_151 , (safe_rshift_func_uint16_t_u_u((((safe_mul_func_int16_t_s_s((((l_759 ^= (g_586 <= (safe_lshift_func_int16_t_s_s((p_42 , p_43.f2), p_43.f2)))) || g_679) | 250UL), l_636)) >= 0x7E8EL) , 65531UL), 5))) != l_52) , g_416) != g_644), 0x56B2L)))), l_760)), l_58.f1)), 0x7CEF5EFDL)) <= l_694) , p_42) ^ 0x2EB62D4EL), g_156)) && p_44)))) <= l_58.f0), g_475)) <= p_42))), p_43.f1)) || 0xF8282706L), l_46)))) , g_623), g_113)) > g_158);
                    if (p_43.f0)
                        break;
                    l_790 |= (safe_lshift_func_uint16_t_u_s(((safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s((l_760 && ((l_624 = ((safe_mul_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((safe_div_func_int32_t_s_s(l_759, 0xCB16B846L)), ((safe_div_func_uint16_t_u_u((p_43.f0 = (((((safe_sub_func_int64_t_s_s((safe_unary_minus_func_uint16_t_u((safe_add_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_u((((g_358 != (!(p_43.f2 | 0x774E8F81L))) < (safe_lshift_func_uint8_t_u_s(((l_760 ^= (safe_unary_minus_func_int8_t_s(((0x26L == g_679) , l_699[2])))) | p_43.f1), 3))) , l_759), p_44)) < 0L), 0xA1L)))), p_42)) < l_58.f2) != g_309) != l_654) , l_759)), g_101)) > g_151.f2))), g_623)) == (-1L))) >= (-1L))), l_789[2][0])), g_228)) <= p_43.f1), 9));
                }
                l_624 = (g_761 = ((safe_unary_minus_func_uint64_t_u(l_58.f0)) >= ((g_607[2] != (l_636 = l_636)) == ((p_43.f0 = (safe_div_func_int32_t_s_s((safe_rshift_func_int16_t_s_s((l_812 = (((p_42 = ((safe_div_func_int8_t_s_s((safe_mul_func_int16_t_s_s((safe_sub_func_int16_t_s_s((safe_div_func_int32_t_s_s((safe_div_func_uint64_t_u_u((p_43 , (safe_lshift_func_uint16_t_u_u(((safe_div_func_int8_t_s_s((safe_rshift_func_int16_t_s_u(l_624, (l_694 != (l_629 = ((p_44 = (l_699[4] ^= 0xD7D54A9BE675FF78LL)) & g_194))))), 252UL)) | l_694), 11))), l_654)), l_58.f1)), 6L)), l_52)), g_609)) != g_644)) == l_624) > g_440)), l_654)), 6L))) == l_654))));
            }
        }
        else
        { /* block id: 273 */
            int64_t l_824 = 0x57F8F23D9EC4B194LL;
            int32_t l_878 = 0xD6A4114EL;
            int8_t l_880 = 1L;
            int16_t l_882 = (-6L);
            int32_t l_883 = 1L;
            for (g_358 = 6; (g_358 >= 0); g_358 -= 1)
            { /* block id: 276 */
                int64_t l_817[8] = {0xD4F798EE1D0780DALL,0xD4F798EE1D0780DALL,0xD4F798EE1D0780DALL,0xD4F798EE1D0780DALL,0xD4F798EE1D0780DALL,0xD4F798EE1D0780DALL,0xD4F798EE1D0780DALL,0xD4F798EE1D0780DALL};
                int32_t l_825 = 0xA5A63E45L;
                int i;
                for (g_309 = 6; (g_309 >= 0); g_309 -= 1)
                { /* block id: 279 */
                    const struct S0 l_823[3] = {{1UL,1L,9UL},{1UL,1L,9UL},{1UL,1L,9UL}};
                    int32_t l_829 = 0x92CF59D3L;
                    int i;
                    g_761 = ((l_624 = (g_607[g_358] && ((safe_mod_func_uint32_t_u_u((p_43.f1 , p_43.f2), ((l_825 ^= ((((safe_div_func_int8_t_s_s(((l_817[0] ^ (+(safe_add_func_int8_t_s_s((g_607[0] = (safe_rshift_func_uint16_t_u_s(0x8859L, p_44))), ((g_85 &= g_113) || p_43.f2))))) , (-1L)), g_113)) , l_823[2]) , 0xF0L) | l_824)) | l_58.f2))) && 0L))) & l_826);
                    g_761 = ((safe_sub_func_int16_t_s_s(((g_607[g_358] ^ 0x90DAD3A8L) != (((0x35B03C4CL && (l_829 = 0x272A3250L)) & ((+p_43.f0) >= 0x23L)) < (l_624 == p_43.f1))), p_43.f2)) != g_269[6][4]);
                    g_761 = 0x105E9B8EL;
                }
                for (g_474 = 0; (g_474 <= 2); g_474 += 1)
                { /* block id: 291 */
                    int i, j, k;
                    l_629 = (safe_rshift_func_int16_t_s_u((~(-10L)), ((safe_sub_func_int8_t_s_s((safe_mul_func_int8_t_s_s((g_523[(g_474 + 3)][g_474][g_474] == g_101), ((0xCFL & g_523[(g_474 + 3)][g_474][g_474]) == ((p_43.f2 >= 0x60E83329L) > l_51)))), g_523[3][3][2])) | p_43.f0)));
                    l_825 = (g_607[2] , (-1L));
                    l_51 = ((safe_rshift_func_int8_t_s_s(((safe_mod_func_int32_t_s_s((safe_add_func_uint32_t_u_u(0x205539CEL, (safe_div_func_uint8_t_u_u((+(safe_mod_func_int16_t_s_s(((0x9DL > (safe_rshift_func_uint8_t_u_s(1UL, ((safe_rshift_func_uint16_t_u_u(g_471, (g_151 , (g_269[2][1] != (g_101 > g_586))))) <= p_42)))) , 0xFF21L), l_824))), p_43.f2)))), l_826)) != l_51), p_43.f2)) >= g_194);
                }
                for (g_634 = 1; (g_634 <= 5); g_634 += 1)
                { /* block id: 298 */
                    uint32_t l_854 = 0x3651EDD3L;
                    int32_t l_879[7];
                    int i;
                    for (i = 0; i < 7; i++)
                        l_879[i] = 0x80B70DA9L;
                    l_879[4] = (~(((l_854 , (safe_lshift_func_int8_t_s_u((safe_rshift_func_uint8_t_u_s(((((safe_lshift_func_uint16_t_u_u((g_644 = (safe_rshift_func_int8_t_s_s(0x5DL, ((((safe_sub_func_int16_t_s_s(g_85, (safe_lshift_func_int16_t_s_u((((safe_mod_func_uint32_t_u_u((l_824 >= (l_878 = ((safe_lshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u((~g_156), p_43.f1)), 11)) < ((safe_sub_func_uint16_t_u_u((safe_div_func_uint8_t_u_u((((l_51 = ((l_624 ^ g_269[0][6]) , p_42)) ^ g_761) , g_441), 0xB1L)), l_854)) ^ g_523[3][4][0])))), g_269[0][6])) < g_151.f0) & l_725), l_52)))) == g_623) > p_43.f1) == 0xD90ED8134376A232LL)))), 15)) , g_151.f1) && p_43.f2) && 0x5BL), l_725)), p_44))) , g_269[2][0]) != g_359));
                    g_761 = l_880;
                    if (g_534)
                        goto lbl_881;
                }
            }
            g_886[5]--;
        }
        if (p_44)
            continue;
    }
    for (g_358 = 12; (g_358 >= 15); g_358++)
    { /* block id: 313 */
        int32_t l_891 = 0x398409D3L;
        struct S0 l_902 = {0xB546L,0xCE7EL,0x3BF6L};
        int32_t l_915 = 0xEA596C6DL;
        l_891 = g_607[1];
        if (((safe_add_func_int32_t_s_s((((g_886[2] | ((safe_rshift_func_uint16_t_u_u(0x8BFEL, 1)) >= (safe_add_func_uint32_t_u_u((safe_add_func_int16_t_s_s(g_186, ((safe_mul_func_int8_t_s_s((p_44 , (l_51 = ((l_884 = (l_902 , ((g_903 < 0xA9L) == l_58.f0))) == p_42))), g_551)) >= g_886[6]))), g_269[0][6])))) || 0x74L) < l_58.f2), 4UL)) && l_58.f1))
        { /* block id: 317 */
            for (g_101 = 0; (g_101 >= 3); ++g_101)
            { /* block id: 320 */
                return p_42;
            }
            l_51 = ((+(7L | p_44)) != (safe_mul_func_uint8_t_u_u(g_359, (l_915 = (safe_mod_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u((0x9FC9DAC2L | ((safe_add_func_int8_t_s_s((((-8L) >= ((-1L) && ((((p_42 > 0x329C661E8A0AC1C5LL) != 1UL) & g_585) || p_43.f1))) & 1L), 0xB1L)) & p_43.f0)), p_43.f2)), l_902.f1))))));
            l_884 = 0x9E485A6FL;
        }
        else
        { /* block id: 326 */
            l_884 = l_902.f1;
        }
        l_884 = g_358;
    }
    if ((safe_mul_func_uint16_t_u_u(g_886[3], 0UL)))
    { /* block id: 331 */
        int64_t l_929 = (-1L);
        int32_t l_930 = (-3L);
        l_930 &= (safe_div_func_int8_t_s_s((0UL <= (l_51 = (((safe_add_func_int64_t_s_s(p_42, 0x100AF2B3D9FC3466LL)) && l_725) > (safe_mul_func_int8_t_s_s((((0x5092C6B745B6903FLL >= g_416) != ((safe_unary_minus_func_uint16_t_u(((((((safe_mul_func_uint8_t_u_u((safe_sub_func_int32_t_s_s(l_929, (-5L))), 0x09L)) | 18446744073709551615UL) < 0xB8L) == g_551) != p_42) | l_929))) <= g_269[1][6])) || l_929), 1UL))))), 0xABL));
        l_884 ^= g_523[3][3][2];
        l_51 = (!((safe_div_func_int8_t_s_s((safe_mul_func_int8_t_s_s((g_156 |= g_445), ((65535UL == 0xE801L) > (0L | (safe_mod_func_uint8_t_u_u(7UL, l_930)))))), (-10L))) >= 0x29D45F9DL));
    }
    else
    { /* block id: 337 */
        int16_t l_938 = (-1L);
        uint16_t l_939 = 3UL;
        const uint32_t l_954 = 18446744073709551612UL;
        uint16_t l_1009 = 0xD312L;
        uint16_t l_1013 = 0xB1EDL;
        int32_t l_1029 = (-1L);
        uint64_t l_1031[7][7] = {{18446744073709551609UL,18446744073709551615UL,0x6CA88913AB887240LL,18446744073709551612UL,0x3DCF29004585E149LL,0x3DCF29004585E149LL,18446744073709551612UL},{9UL,1UL,9UL,0x3DCF29004585E149LL,0x4D056F80C6D87223LL,18446744073709551615UL,18446744073709551612UL},{0UL,4UL,18446744073709551615UL,1UL,18446744073709551612UL,9UL,0x09710C1B1CCACDD7LL},{0xF5C07BBEDCB6FB19LL,9UL,1UL,1UL,1UL,1UL,0x09710C1B1CCACDD7LL},{4UL,0xFE6D81A18413E035LL,0x4895E02C4696C166LL,0x3DCF29004585E149LL,1UL,9UL,0x627348E169FE13AALL},{18446744073709551615UL,18446744073709551609UL,0xFE6D81A18413E035LL,0UL,18446744073709551615UL,1UL,0x4895E02C4696C166LL},{0x6CA88913AB887240LL,18446744073709551612UL,0x3DCF29004585E149LL,0x3DCF29004585E149LL,18446744073709551612UL,0x6CA88913AB887240LL,18446744073709551615UL}};
        int32_t l_1040 = 0x73CB3DF2L;
        int i, j;
lbl_1118:
        if (l_938)
        { /* block id: 338 */
            int16_t l_953 = 1L;
            int32_t l_980[7][2][7];
            int32_t l_1028 = 0xBC034C25L;
            int32_t l_1030 = 0xFC58843FL;
            struct S0 l_1063 = {0x2763L,-5L,0x5519L};
            uint16_t l_1070 = 0x90E0L;
            int i, j, k;
            for (i = 0; i < 7; i++)
            {
                for (j = 0; j < 2; j++)
                {
                    for (k = 0; k < 7; k++)
                        l_980[i][j][k] = 2L;
                }
            }
            g_761 = ((l_939 == ((g_634 ^ ((((p_42 = (l_940 <= g_523[3][3][2])) > ((((((((safe_add_func_int8_t_s_s((safe_div_func_int64_t_s_s((((g_151 , g_585) != (safe_add_func_int8_t_s_s(((safe_add_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_s((l_953 &= (safe_rshift_func_int16_t_s_s((p_43.f1 <= l_940), p_43.f0))), 3)) , p_44), g_194)) > 1UL), 0x0BL))) >= 18446744073709551607UL), 0xFA8B6C7252E616F7LL)), g_609)) && g_429) <= 8UL) == p_43.f2) < l_58.f2) < 0x05L) >= g_607[4]) < l_58.f2)) != g_586) <= l_954)) , 0x8CL)) != g_644);
            for (g_637 = 0; (g_637 <= 9); ++g_637)
            { /* block id: 344 */
                uint16_t l_975 = 9UL;
                int32_t l_986[2][1][3] = {{{0x0D8FE8C3L,0x0D8FE8C3L,0x0D8FE8C3L}},{{0L,0L,0L}}};
                int32_t l_987 = 2L;
                int i, j, k;
                for (g_475 = (-1); (g_475 != 17); g_475 = safe_add_func_int32_t_s_s(g_475, 3))
                { /* block id: 347 */
                    uint32_t l_985 = 1UL;
                    int32_t l_1010 = 0x65818A63L;
                    l_987 = (safe_div_func_int64_t_s_s(0L, (safe_div_func_int16_t_s_s((safe_mod_func_uint64_t_u_u((l_986[0][0][2] = (g_523[5][1][1] , (((((safe_add_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(((p_42 , ((safe_mul_func_uint16_t_u_u((safe_add_func_int16_t_s_s((255UL || (l_975 > (safe_div_func_int8_t_s_s(0x9FL, (((((safe_mul_func_uint8_t_u_u((g_103[4][3]++), (safe_lshift_func_int8_t_s_u(g_419, 2)))) != l_939) ^ g_151.f1) || l_938) , 0x82L))))), l_980[4][0][0])), p_43.f2)) == p_44)) != g_534), l_985)), g_195)), 65535UL)) , l_985) | 0x29L) ^ g_886[6]) >= p_44))), p_44)), l_953))));
                    l_980[5][0][0] = (safe_mod_func_int8_t_s_s((safe_sub_func_int64_t_s_s(((l_1010 = ((((((l_985 , ((safe_mod_func_uint8_t_u_u(l_986[0][0][2], (safe_mul_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(((((safe_mul_func_int16_t_s_s(((safe_mod_func_int8_t_s_s((safe_div_func_int8_t_s_s(g_195, ((safe_mod_func_uint32_t_u_u(((safe_mod_func_int16_t_s_s((p_43.f0 , (g_586 | (((((0x2886L <= 0xE85FL) < g_101) , g_474) || g_195) >= p_44))), g_1008[3])) < (-1L)), g_585)) & 9UL))), 4UL)) ^ 1L), 3UL)) < l_1009) , g_523[4][4][2]) , p_44), 0xFEAB65E9A54AF640LL)), p_43.f1)))) , 4L)) ^ g_903) < l_985) != g_103[4][1]) > g_644) >= g_623)) , (-1L)), (-8L))), 0x15L));
                }
            }
lbl_1047:
            l_1035 &= (safe_rshift_func_uint16_t_u_u((((((l_1013 > 0xB422F103L) == ((l_884 &= ((((l_51 = (!0x9D1FF7A9406BBAAFLL)) && (safe_rshift_func_int16_t_s_u(g_151.f2, 4))) & g_637) <= (safe_add_func_uint32_t_u_u((safe_mod_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u((+l_980[4][0][0]), (safe_sub_func_int64_t_s_s(((safe_mod_func_uint8_t_u_u(((--l_1031[4][5]) && ((!(((6UL == l_980[4][0][0]) >= 0xF2L) & 0x1229L)) , 1UL)), p_44)) ^ 0x6B1C5467L), 0xFF1E5CF1017E2D3ELL)))), p_43.f0)), p_43.f2)))) , (-10L))) | 0xE0L) | g_156) , 0x43EFL), g_886[3]));
            for (g_585 = 0; (g_585 >= (-7)); g_585--)
            { /* block id: 361 */
                int16_t l_1038 = 0xA787L;
                int32_t l_1041 = 0x9CF9DC08L;
                ++g_1042;
                for (l_1013 = 0; (l_1013 == 56); l_1013 = safe_add_func_uint64_t_u_u(l_1013, 5))
                { /* block id: 365 */
                    int32_t l_1066[2][6][8] = {{{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}},{{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}}};
                    int32_t l_1067 = 0xAEB6BF86L;
                    int i, j, k;
                    if (g_623)
                        goto lbl_1047;
                    if (g_644)
                        continue;
                    g_761 = (((g_195 = 0xCA67695FL) || (safe_sub_func_int8_t_s_s((l_1040 = (safe_div_func_int64_t_s_s((+(-1L)), (safe_mul_func_int16_t_s_s(g_358, (safe_lshift_func_int16_t_s_s((safe_unary_minus_func_int16_t_s((l_1067 = (((((g_186 , ((safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s((safe_unary_minus_func_int64_t_s(((l_1063 , ((g_195 = ((l_1028 ^= (((l_980[4][0][0] != ((l_1066[0][1][1] = (g_151 , 0L)) && l_1038)) != g_475) != p_44)) > p_43.f2)) <= 2L)) , 0x6A389CCF70B5938ALL))), g_474)), 0x79AC3F335AC712B8LL)) != g_441)) , p_43.f0) != g_634) & 0x20AC0CE1032BAE27LL) ^ 0x3917L)))), 0))))))), g_101))) == g_607[5]);
                    g_761 ^= ((safe_div_func_int32_t_s_s((l_1070 || (((safe_lshift_func_uint8_t_u_s(((safe_add_func_int16_t_s_s((safe_mod_func_uint16_t_u_u((g_151 , 0x4163L), (-1L))), (safe_lshift_func_uint8_t_u_s(((g_419 = (safe_add_func_int32_t_s_s((-1L), (5L > ((safe_mul_func_uint16_t_u_u(((l_1035 ^= (((p_44 && l_940) && 1L) != p_43.f2)) ^ 2L), l_1041)) , p_43.f2))))) & g_623), l_1038)))) & (-10L)), 0)) == l_1031[4][5]) > 0UL)), g_586)) & l_1066[0][1][1]);
                }
            }
        }
        else
        { /* block id: 380 */
            return p_43.f1;
        }
        for (g_158 = (-5); (g_158 < 21); g_158++)
        { /* block id: 385 */
            uint64_t l_1111 = 18446744073709551608UL;
            int32_t l_1112 = 0L;
            for (g_441 = 0; (g_441 <= 47); g_441++)
            { /* block id: 388 */
                l_1029 = g_156;
                l_1029 = ((((safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_u((safe_lshift_func_int16_t_s_s(((l_1040 = (((((safe_add_func_int8_t_s_s(((safe_sub_func_uint16_t_u_u(((safe_add_func_int32_t_s_s(((p_43.f2 | (safe_mod_func_int8_t_s_s(((g_194 != p_43.f1) ^ ((safe_add_func_int16_t_s_s((l_1112 = ((g_269[0][6] ^= p_42) , (safe_add_func_int8_t_s_s(l_1040, (safe_add_func_uint32_t_u_u(((safe_div_func_uint32_t_u_u(g_9, ((l_1039 = (safe_add_func_int8_t_s_s(((p_44 = p_44) || l_1111), g_269[0][6]))) || (-1L)))) > p_43.f0), g_534)))))), p_43.f1)) & 0xF6C8L)), 0x0AL))) || 4UL), g_523[3][3][2])) | (-3L)), l_725)) <= p_43.f1), 0x59L)) , 0x6AFBB0F7L) , g_637) | l_938) < 1UL)) >= g_156), 14)), g_419)), 0x449DL)) >= p_43.f1) < l_884) & 0x4CB92CFDL);
                for (g_903 = 4; (g_903 >= 0); g_903 -= 1)
                { /* block id: 398 */
                    int i, j;
                    if (l_1031[(g_903 + 1)][(g_903 + 2)])
                        break;
                    ++g_1113;
                }
            }
        }
        for (l_51 = (-16); (l_51 == 24); l_51++)
        { /* block id: 406 */
            if (l_938)
                break;
            if (g_586)
                goto lbl_1118;
        }
    }
    return p_43.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_85 g_103 g_113 g_101 g_151 g_156 g_186 g_195 g_229 g_228 g_158 g_269 g_194 g_359 g_309 g_358 g_416 g_417 g_441 g_445 g_440 g_471 g_475 g_488 g_474 g_429 g_419 g_534 g_551 g_609 g_623
 * writes: g_85 g_103 g_113 g_156 g_151.f0 g_186 g_194 g_195 g_229 g_269 g_309 g_359 g_151.f1 g_416 g_417 g_419 g_429 g_440 g_441 g_445 g_228 g_471 g_474 g_475 g_523 g_534 g_551 g_585 g_586 g_609 g_623
 */
static uint8_t  func_55(struct S0  p_56, uint32_t  p_57)
{ /* block id: 10 */
    int8_t l_72 = 0x3DL;
    int32_t l_77 = 0x485A0FF8L;
    int8_t l_80 = (-1L);
    int32_t l_81 = 0x7322662BL;
    int8_t l_82[5][3][4] = {{{(-1L),(-2L),(-2L),(-1L)},{(-2L),(-1L),(-2L),(-2L)},{(-1L),(-1L),1L,(-1L)}},{{(-1L),(-2L),(-2L),(-1L)},{(-2L),(-1L),(-2L),(-2L)},{(-1L),(-1L),1L,(-1L)}},{{(-1L),(-2L),(-2L),(-1L)},{(-2L),(-1L),(-2L),(-2L)},{(-1L),(-1L),1L,(-1L)}},{{(-1L),(-2L),(-2L),(-1L)},{(-2L),(-1L),(-2L),(-2L)},{(-1L),(-1L),1L,(-1L)}},{{(-1L),(-2L),(-2L),(-1L)},{(-2L),(-1L),(-2L),(-2L)},{(-1L),(-1L),1L,(-1L)}}};
    int16_t l_114 = (-3L);
    int32_t l_298 = 0xF7C4095CL;
    int8_t l_307 = 0L;
    int32_t l_356 = (-1L);
    uint64_t l_398 = 0x49318141A13E0FCALL;
    uint32_t l_522[6];
    uint64_t l_552 = 18446744073709551615UL;
    int i, j, k;
    for (i = 0; i < 6; i++)
        l_522[i] = 0x910C8C65L;
    l_81 = (safe_mod_func_int64_t_s_s((-1L), ((safe_add_func_int16_t_s_s((safe_lshift_func_int8_t_s_u(((safe_mul_func_uint16_t_u_u(((((safe_add_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_s((safe_unary_minus_func_uint32_t_u((((l_72 < (((1L | ((safe_mul_func_uint8_t_u_u((l_77 = g_9), ((p_56.f1 & ((0x2DBE4212L != ((safe_rshift_func_int16_t_s_u(((l_72 , g_9) , l_80), p_56.f2)) <= g_9)) < 0x4C3DL)) != p_56.f2))) != l_80)) | l_72) , g_9)) && 0x954028E0L) ^ g_9))), 3)) & p_56.f0), l_80)) < g_9) & g_9) != g_9), 2L)) || g_9), 1)), 65535UL)) || l_72)));
    for (l_81 = 0; (l_81 <= 2); l_81 += 1)
    { /* block id: 15 */
        l_77 = p_57;
        if (p_57)
            continue;
        return p_56.f1;
    }
    if (((l_81 | (safe_mod_func_int32_t_s_s((g_85 = p_56.f2), ((p_56.f1 , (((safe_lshift_func_uint16_t_u_u((((l_77 = (p_56.f1 && ((safe_mul_func_uint16_t_u_u(g_9, ((safe_rshift_func_uint16_t_u_u((g_9 == g_9), 7)) && 0xC16DL))) != l_82[0][1][0]))) & 0UL) == g_9), l_81)) ^ p_56.f1) || p_56.f1)) | l_72)))) , p_56.f2))
    { /* block id: 22 */
        uint64_t l_99 = 0xD9ACC98CB2CAB94ELL;
        int32_t l_100 = 2L;
        int32_t l_102 = (-4L);
        int64_t l_115 = 0xEEF21D7ACA13C845LL;
        uint16_t l_122[7];
        const int32_t l_155 = (-1L);
        int i;
        for (i = 0; i < 7; i++)
            l_122[i] = 8UL;
        if (((safe_sub_func_uint16_t_u_u(((((safe_add_func_int8_t_s_s((-1L), g_9)) && (((!(safe_lshift_func_uint16_t_u_u((l_99 |= g_85), l_100))) <= (((g_103[4][1]++) | (safe_mul_func_int16_t_s_s((((l_77 ^= (safe_add_func_int8_t_s_s(0xA3L, ((safe_mul_func_uint8_t_u_u((+g_85), (((g_113 |= 0xBA07L) | p_56.f2) , l_114))) <= p_56.f0)))) != l_102) ^ l_80), 65535UL))) == g_85)) >= 1L)) || l_115) ^ 1L), g_85)) <= p_57))
        { /* block id: 27 */
            return p_56.f1;
        }
        else
        { /* block id: 29 */
            int8_t l_133 = 0x60L;
            int32_t l_154 = 0xE1A5D364L;
            int32_t l_157 = (-1L);
            l_133 = ((safe_div_func_uint32_t_u_u(g_101, (safe_sub_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s(l_122[4], 0x7399958BL)) | (((((l_102 = (0xB221C00E8DF19FB5LL > ((p_56.f0 & (p_56.f1 ^ (safe_div_func_uint32_t_u_u(((safe_div_func_uint64_t_u_u(((safe_div_func_uint16_t_u_u((((safe_div_func_uint32_t_u_u((((safe_sub_func_uint8_t_u_u(1UL, 247UL)) != g_103[4][1]) >= p_56.f2), 1L)) != 0xA3B40187L) != g_85), l_80)) != p_57), 0xCE13564EE88CA977LL)) , p_57), 1L)))) == g_103[4][1]))) >= 0x2AL) > p_57) | g_85) , g_101)), l_115)))) , 0x5E783BFBL);
            l_157 = ((safe_mod_func_uint64_t_u_u((safe_mod_func_uint64_t_u_u((((safe_lshift_func_uint16_t_u_u((g_151.f0 = (safe_add_func_int64_t_s_s(((6L | (safe_mod_func_int64_t_s_s(((l_99 && (safe_div_func_int8_t_s_s(l_99, (safe_lshift_func_int16_t_s_u((!((safe_rshift_func_uint16_t_u_s(p_57, 0)) == ((g_151 , g_113) >= (g_156 = (((((((safe_div_func_int32_t_s_s((l_154 = p_56.f1), p_56.f2)) == 1UL) | p_56.f2) | 1UL) >= p_57) & l_155) & l_133))))), 11))))) && 0xF7L), l_72))) & 0x7F4868D9L), p_56.f2))), 1)) ^ 255UL) || g_151.f2), 0xF61EE9ED184ED857LL)), p_56.f1)) == g_151.f1);
            return p_56.f0;
        }
    }
    else
    { /* block id: 38 */
        uint32_t l_159 = 4294967295UL;
        int32_t l_176[1][8][8] = {{{0xF1251F23L,0xE808E4DAL,0xE808E4DAL,0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL},{0xE808E4DAL,0xE808E4DAL,0xF1251F23L,0xE808E4DAL,0xE808E4DAL,0xF1251F23L,0xE808E4DAL,0xE808E4DAL},{0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL},{0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL},{0xE808E4DAL,0xE808E4DAL,0xF1251F23L,0xE808E4DAL,0xE808E4DAL,0xF1251F23L,0xE808E4DAL,0xE808E4DAL},{0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL},{0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL,0xE1E1BC7BL,0xE808E4DAL,0xE1E1BC7BL},{0xE808E4DAL,0xE808E4DAL,0xF1251F23L,0xE808E4DAL,0xE808E4DAL,0xF1251F23L,0xE808E4DAL,0xE808E4DAL}}};
        int32_t l_182 = 8L;
        int64_t l_240 = (-1L);
        uint32_t l_306 = 0x912AE4F8L;
        uint32_t l_399[6][1][4] = {{{0UL,4294967293UL,0UL,0UL}},{{4294967293UL,4294967293UL,0xFC3AE16EL,4294967293UL}},{{4294967293UL,0UL,0UL,4294967293UL}},{{0UL,4294967293UL,0UL,0UL}},{{4294967293UL,4294967293UL,0xFC3AE16EL,4294967293UL}},{{4294967293UL,0UL,0UL,4294967293UL}}};
        int i, j, k;
        ++l_159;
lbl_187:
        l_77 = ((safe_sub_func_uint16_t_u_u((g_156 & g_85), (safe_rshift_func_uint16_t_u_s(((safe_mod_func_uint32_t_u_u(((safe_sub_func_uint8_t_u_u(p_56.f0, (safe_rshift_func_int16_t_s_s((safe_add_func_uint16_t_u_u((++g_151.f0), (l_176[0][7][3] = (p_56.f1 |= p_57)))), (g_103[6][2] == (safe_mod_func_uint32_t_u_u((((l_182 = (l_72 , (((((+(safe_mod_func_int32_t_s_s(((((((-1L) <= 0x97331214L) , l_159) >= l_159) < l_159) != 0UL), p_56.f0))) < 0xE1AE6350L) | 0UL) && l_114) >= g_156))) || 0x2F82038209D23E52LL) != g_151.f1), p_56.f2))))))) && p_56.f1), 0xC0E31BEAL)) ^ l_81), 11)))) >= 1UL);
        for (g_151.f0 = 1; (g_151.f0 <= 5); g_151.f0 += 1)
        { /* block id: 47 */
            const struct S0 l_185 = {5UL,0x25B5L,1UL};
            int32_t l_204[5] = {0x3B2D3918L,0x3B2D3918L,0x3B2D3918L,0x3B2D3918L,0x3B2D3918L};
            uint32_t l_216[4][2][3] = {{{1UL,0xB89AB21BL,0xB89AB21BL},{0xC0FFB38DL,0xB89AB21BL,0UL}},{{0xBCDBA4BFL,0xB89AB21BL,0x375B8AA7L},{1UL,0xB89AB21BL,0xB89AB21BL}},{{0xC0FFB38DL,0xB89AB21BL,0UL},{0xBCDBA4BFL,0xB89AB21BL,0x375B8AA7L}},{{1UL,0xB89AB21BL,0xB89AB21BL},{0xC0FFB38DL,0xB89AB21BL,0UL}}};
            const uint16_t l_257 = 65533UL;
            int i, j, k;
            for (g_113 = 0; (g_113 <= 0); g_113 += 1)
            { /* block id: 50 */
                int32_t l_213 = 0x9FC186F3L;
                int i, j;
                if (g_103[(g_113 + 1)][g_113])
                { /* block id: 51 */
                    return g_151.f0;
                }
                else
                { /* block id: 53 */
                    g_186 = (((-3L) | (safe_unary_minus_func_uint32_t_u((!(l_185 , (p_56.f0 <= l_114)))))) , g_103[(g_113 + 1)][g_113]);
                    if (p_56.f1)
                        goto lbl_187;
                    g_194 = (((safe_mul_func_uint16_t_u_u((g_85 ^= (p_56.f0 = ((g_151.f2 < (safe_lshift_func_int16_t_s_u(g_101, l_185.f2))) != g_186))), 0x4877L)) < (0xBA350D54L <= g_9)) || 4294967291UL);
                    g_195++;
                }
                l_81 = (((safe_rshift_func_uint8_t_u_u((safe_div_func_uint16_t_u_u((((~(((((~p_56.f0) & ((l_204[2] = (l_77 = (g_186 = g_113))) || ((0x20B4C8DAL == (l_204[2] &= g_113)) ^ (((safe_div_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s((l_213 = (p_56.f1 = (safe_rshift_func_uint8_t_u_s(l_114, 2)))), (l_176[0][1][0] = (safe_rshift_func_uint16_t_u_u(p_56.f2, (1L >= g_103[(g_113 + 1)][g_113])))))), l_216[1][1][1])) , g_113) < g_9)))) ^ p_57) == g_151.f2) < p_56.f2)) ^ l_182) | g_151.f2), p_56.f2)), p_56.f0)) ^ l_216[1][1][1]) <= l_216[0][1][1]);
                for (p_56.f1 = 0; (p_56.f1 <= 2); p_56.f1 += 1)
                { /* block id: 71 */
                    int i, j, k;
                    l_176[g_113][(g_151.f0 + 2)][(g_113 + 3)] = ((l_82[(p_56.f1 + 2)][p_56.f1][(p_56.f1 + 1)] , (safe_div_func_uint16_t_u_u(l_82[(g_113 + 3)][g_113][(p_56.f1 + 1)], (safe_mul_func_uint8_t_u_u((l_82[(g_113 + 4)][p_56.f1][p_56.f1] && (l_204[2] = (g_103[1][1] ^= ((safe_add_func_uint16_t_u_u(l_176[g_113][(g_113 + 1)][g_151.f0], (safe_unary_minus_func_int8_t_s(g_186)))) ^ (safe_lshift_func_uint16_t_u_u(0x4208L, 14)))))), (((safe_lshift_func_int16_t_s_u(0L, g_156)) , g_151.f0) == p_56.f2)))))) , p_57);
                    g_229++;
                    return l_82[(p_56.f1 + 2)][p_56.f1][(p_56.f1 + 1)];
                }
                if (p_56.f2)
                    continue;
                for (g_229 = 0; (g_229 <= 2); g_229 += 1)
                { /* block id: 81 */
                    uint32_t l_268[5][2] = {{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL}};
                    int i, j;
                    l_182 = ((safe_mod_func_uint8_t_u_u((safe_mod_func_int16_t_s_s((p_56.f1 < (safe_mod_func_uint64_t_u_u((((safe_rshift_func_uint8_t_u_s(l_240, (safe_lshift_func_uint16_t_u_s(0xC7D2L, 6)))) == (+(((safe_mul_func_uint16_t_u_u((safe_unary_minus_func_int8_t_s(1L)), g_228)) < (safe_mul_func_uint16_t_u_u(g_186, 0x14B7L))) , g_229))) < 2L), 0x59C66F5C53A74D3ELL))), 2UL)), g_228)) , (-6L));
                    if (p_56.f1)
                        break;
                    g_269[0][6] ^= (l_216[1][1][1] || (((((safe_mod_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_s(((((g_186 <= ((safe_mod_func_uint8_t_u_u((safe_add_func_uint32_t_u_u(((l_77 &= ((((l_213 = l_72) <= g_158) & l_257) > ((((safe_lshift_func_uint8_t_u_s(p_56.f0, (safe_div_func_int32_t_s_s(((((safe_mul_func_int16_t_s_s((safe_mod_func_uint32_t_u_u(((safe_add_func_uint32_t_u_u(((g_151.f0 | p_57) > g_156), 3L)) | l_268[3][0]), (-1L))), g_103[(g_113 + 1)][g_113])) != l_185.f2) < 0x8087D1A7AC5B8529LL) , 5L), g_103[3][4])))) && g_9) > p_56.f1) > p_57))) > g_101), p_56.f0)), p_56.f2)) == p_56.f1)) && 4294967287UL) < l_185.f1) , 0x7954L), 5)) > g_9), p_56.f0)) , p_56.f1) ^ g_151.f0) & g_228) >= (-1L)));
                    return g_103[(g_113 + 1)][g_113];
                }
            }
            for (l_81 = 4; (l_81 >= 0); l_81 -= 1)
            { /* block id: 92 */
                int i, j;
                return g_103[l_81][(l_81 + 1)];
            }
        }
        if ((safe_mod_func_uint16_t_u_u((safe_sub_func_int8_t_s_s((safe_lshift_func_int16_t_s_u(((((((safe_mod_func_uint64_t_u_u((l_298 &= (safe_sub_func_uint16_t_u_u((safe_div_func_int32_t_s_s(p_56.f2, (safe_lshift_func_uint8_t_u_s((l_77 = (safe_mul_func_int8_t_s_s(((0xD6737CD0L || (safe_sub_func_uint64_t_u_u(((g_194 <= (p_56.f1 = (((safe_lshift_func_uint16_t_u_s(((safe_sub_func_uint32_t_u_u(((4294967295UL & ((p_56.f1 , (((safe_div_func_int16_t_s_s((-9L), (l_182 = ((safe_rshift_func_int16_t_s_s((((0xF6B23AD1BBFE586ELL <= 0xE6FDF3568317A62BLL) & p_56.f1) , p_56.f0), 10)) || l_176[0][7][3])))) != g_228) , 0x13D5L)) , g_228)) , g_101), g_194)) != g_103[4][3]), g_194)) > g_103[4][5]) <= p_56.f0))) <= l_176[0][7][3]), g_229))) ^ l_176[0][7][2]), l_81))), 4)))), l_159))), g_151.f0)) > l_159) | g_269[0][6]) > 6UL) & 0x5FL) ^ g_156), l_240)), p_57)), p_57)))
        { /* block id: 100 */
            uint64_t l_308 = 18446744073709551615UL;
            int32_t l_312 = (-2L);
            uint8_t l_397 = 0xB3L;
            if (p_56.f1)
            { /* block id: 101 */
                uint32_t l_299 = 0x5418C01CL;
                int32_t l_321 = 0xB935AE75L;
                int32_t l_339 = 0xFB4CFB21L;
                struct S0 l_355 = {0xF530L,-9L,65534UL};
                uint64_t l_448 = 0xCF24CAD0B5507919LL;
                if (((l_299 != g_156) , ((((l_80 < (safe_div_func_uint32_t_u_u(p_56.f2, (p_57 &= 0x86165CE2L)))) , p_56.f0) & (safe_div_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s((((p_56.f1 ^ p_56.f0) && g_103[0][5]) ^ 0x9FL), l_306)) , (-1L)), l_307))) , l_308)))
                { /* block id: 103 */
                    int32_t l_334 = 0x3B19451BL;
                    g_309 = g_186;
                    l_298 = (safe_add_func_int8_t_s_s((l_312 = p_57), ((safe_sub_func_uint16_t_u_u(((safe_add_func_uint64_t_u_u(((safe_sub_func_int64_t_s_s(((safe_mul_func_int16_t_s_s((g_194 && (l_321 = 255UL)), ((p_57 <= ((g_186++) == ((safe_mod_func_uint64_t_u_u(l_308, (safe_rshift_func_int8_t_s_u((safe_lshift_func_uint8_t_u_u(((((safe_rshift_func_uint8_t_u_s(((l_339 = ((safe_lshift_func_uint8_t_u_u(l_334, (safe_rshift_func_uint16_t_u_s((g_85 = ((((safe_mod_func_int32_t_s_s(g_9, 0x4600257EL)) , 1UL) || (-1L)) >= 18446744073709551615UL)), 0)))) < 65532UL)) <= 6L), 6)) != l_299) , p_56.f2) , 0x10L), l_334)), l_77)))) == l_176[0][7][3]))) > p_57))) , p_56.f2), 0UL)) <= g_151.f1), p_57)) <= p_56.f0), 0x7DFDL)) ^ 0x3BL)));
                    l_356 = ((l_81 = (((safe_rshift_func_int16_t_s_u(p_57, g_9)) <= (safe_div_func_int8_t_s_s((0xF1D93518L ^ (((l_339 = (safe_lshift_func_int8_t_s_u(g_186, 6))) ^ (p_56.f0 != (((g_229 != (!(safe_div_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_s((l_355 , g_229), p_56.f2)) <= (-6L)), p_56.f0)) & g_186), 0x2EL)), l_355.f0)))) != p_57) <= p_56.f0))) , 0xE21759F2L)), p_57))) , 0xD58734E8L)) | l_80);
                }
                else
                { /* block id: 114 */
                    int16_t l_357 = 0x0B1AL;
                    g_359--;
                }
                if ((l_81 &= l_339))
                { /* block id: 118 */
                    const uint32_t l_396[5] = {1UL,1UL,1UL,1UL,1UL};
                    int i;
                    l_182 &= (safe_div_func_int64_t_s_s((((((safe_mod_func_int16_t_s_s((g_151.f1 = (1L & (l_77 | (l_339 = (((safe_add_func_uint64_t_u_u((((safe_add_func_int32_t_s_s((l_176[0][1][2] = (safe_div_func_uint64_t_u_u((safe_mod_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s((safe_rshift_func_uint8_t_u_s(0x51L, 5)), ((1UL && ((safe_mod_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((((((l_312 = ((((safe_div_func_uint32_t_u_u((safe_mod_func_int32_t_s_s(((((safe_mul_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u((((safe_mod_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_s(l_159, 15)), (p_56 , (safe_div_func_int16_t_s_s(0x013CL, l_356))))) != g_309) , 65529UL), p_56.f2)), 65528UL)) && g_158) , p_56.f0) >= p_56.f2), l_396[2])), l_396[4])) | p_56.f1) & 255UL) ^ l_396[2])) >= 7UL) & 0x04B650EF1309B088LL) , g_103[3][3]) | l_396[4]), (-1L))), p_56.f0)) ^ g_156)) , g_9))) & p_56.f0), l_77)), g_186))), g_103[4][1])) == p_57) & l_397), (-1L))) == l_298) , 0UL))))), l_398)) , g_85) >= l_399[4][0][2]) > p_56.f2) && 0x7EEBC04CL), 0xA39C59992B2CBA34LL));
                }
                else
                { /* block id: 124 */
                    int16_t l_418 = 0x2A17L;
                    int32_t l_427[1][6] = {{0L,0xEB740504L,0xEB740504L,0L,0xEB740504L,0xEB740504L}};
                    int i, j;
                    g_419 = ((safe_mul_func_int8_t_s_s((g_269[4][1] = g_229), (((((safe_lshift_func_uint16_t_u_s((p_56.f0 = ((((0x656E5FB2L < ((((((safe_lshift_func_uint8_t_u_s(p_56.f2, 7)) < ((safe_mul_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((g_417 ^= (g_416 &= ((safe_div_func_int64_t_s_s(g_359, (safe_rshift_func_uint16_t_u_u((((((safe_mul_func_uint8_t_u_u((g_103[4][1] |= 1UL), 0x8AL)) , 0x2CA9L) < g_195) >= 0UL) ^ l_114), g_358)))) > l_397))), 0x81L)), 2L)) ^ g_358)) < 0x893A2BE2L) , l_418) == g_186) , 4294967290UL)) > 0x22L) < l_240) && l_355.f2)), g_229)) ^ l_321) > g_113) == l_418) && g_229))) | p_56.f1);
                    if (g_113)
                        goto lbl_428;
lbl_428:
                    l_427[0][2] = (safe_add_func_uint64_t_u_u((safe_unary_minus_func_int64_t_s(0L)), ((safe_div_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(p_56.f0, 7)), (250UL ^ (0x999CL >= 1UL)))) < (g_103[0][0] = g_417))));
                    g_429 = p_57;
                }
                if (p_56.f2)
                { /* block id: 136 */
                    uint8_t l_437 = 0xA9L;
                    g_440 = (p_56.f1 & (!(safe_sub_func_int64_t_s_s(((safe_mod_func_uint32_t_u_u(0x3EE16D20L, 4294967295UL)) != (safe_mul_func_uint8_t_u_u(((l_321 = p_57) || l_437), (g_103[4][1] = (safe_mod_func_int16_t_s_s(((0x0FABL | (p_56.f1 >= 1L)) < l_114), l_339)))))), g_151.f2))));
                    ++g_441;
                }
                else
                { /* block id: 141 */
                    int64_t l_444 = 0L;
                    --g_445;
                    return l_448;
                }
                for (g_228 = 0; (g_228 != (-8)); g_228 = safe_sub_func_int16_t_s_s(g_228, 8))
                { /* block id: 147 */
                    uint32_t l_470 = 0xD2A75425L;
                    int32_t l_489 = 0x70CE382FL;
                    int32_t l_490 = 1L;
                    l_77 = (safe_mod_func_uint32_t_u_u((safe_mod_func_int8_t_s_s((safe_div_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(((safe_lshift_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u((safe_mod_func_int16_t_s_s(g_158, 0xB055L)), 2)) | p_56.f2), ((((+0xCF0DL) & (safe_rshift_func_int8_t_s_s((p_57 || ((((((((safe_add_func_uint8_t_u_u(l_355.f0, l_470)) == 0x3E17FFDAB85CC2FBLL) , p_56.f0) >= (-1L)) != 2L) ^ l_321) && 0UL) < g_440)), l_399[2][0][1]))) >= l_159) || 0x72B082A3L))) || 0L), 7)), g_156)), 255UL)), p_57));
                    g_471--;
                    g_475 |= (g_474 = l_308);
                    l_490 = (safe_div_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u(g_151.f0, 0)), (safe_sub_func_int8_t_s_s((l_489 = (((g_471 , ((-5L) != (safe_mul_func_uint8_t_u_u((l_176[0][7][3] &= (18446744073709551615UL | ((safe_mul_func_uint16_t_u_u(l_448, (g_113 >= g_488))) <= p_57))), p_57)))) , l_321) && g_309)), p_57)))), 8UL));
                }
            }
            else
            { /* block id: 156 */
                return p_56.f0;
            }
            g_523[3][3][2] = ((l_312 &= (l_176[0][6][3] = l_81)) && (safe_rshift_func_uint16_t_u_u(((l_81 = (((g_417 >= (((g_194 = g_103[6][5]) && ((safe_div_func_uint16_t_u_u(((g_103[4][1]--) , (safe_add_func_int16_t_s_s((safe_lshift_func_int16_t_s_u(p_56.f0, (safe_rshift_func_uint16_t_u_u((((g_229 = (((((!(l_312 |= (safe_sub_func_int16_t_s_s((safe_div_func_uint16_t_u_u((safe_unary_minus_func_uint16_t_u((safe_sub_func_uint8_t_u_u(((0xAD5FL || (((safe_lshift_func_int16_t_s_s(((safe_mod_func_int16_t_s_s((((safe_unary_minus_func_int16_t_s(p_56.f1)) > ((l_176[0][0][4] = ((safe_rshift_func_int16_t_s_u((safe_add_func_uint32_t_u_u((((safe_add_func_int32_t_s_s(((g_474 || p_56.f0) & 0xCBL), p_57)) | 1UL) == p_57), 0xE6BF5FC1L)), p_57)) & 0x2F33945E739C0E2FLL)) ^ (-1L))) || g_429), 8L)) , l_522[3]), 9)) , p_57) , g_419)) || g_101), p_56.f0)))), 0x9FA5L)), 0xD60BL)))) && g_309) && p_56.f2) , g_103[4][1]) , l_312)) != 0UL) == p_56.f2), g_103[0][3])))), 0x277BL))), p_57)) != 0x83CF5C222198BB88LL)) > l_77)) < g_441) >= l_397)) , g_113), l_399[0][0][1])));
            g_534 ^= (safe_sub_func_uint64_t_u_u(((((l_176[0][7][3] &= ((safe_sub_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((1UL < 0UL), ((safe_div_func_uint64_t_u_u(p_57, g_441)) ^ (g_488 || p_56.f2)))), ((-1L) || (-1L)))), l_77)) , 0x92C0D692L)) > g_195) , g_474) != (-1L)), p_57));
        }
        else
        { /* block id: 170 */
            int64_t l_553 = 7L;
            int32_t l_566[5][8] = {{1L,0x3C3CA795L,0x3C3CA795L,1L,0x3C3CA795L,0x3C3CA795L,1L,0x3C3CA795L},{1L,1L,9L,1L,1L,9L,1L,1L},{0x3C3CA795L,1L,0x3C3CA795L,0x3C3CA795L,1L,0x3C3CA795L,0x3C3CA795L,1L},{1L,0x3C3CA795L,0x3C3CA795L,1L,0x3C3CA795L,0x3C3CA795L,1L,0x3C3CA795L},{1L,1L,9L,1L,1L,9L,1L,1L}};
            int16_t l_606 = 0x2988L;
            int32_t l_621[7][4] = {{1L,1L,(-7L),0xFA93A18CL},{1L,0L,1L,(-7L)},{1L,(-7L),(-7L),1L},{1L,(-7L),0xFA93A18CL,(-7L)},{1L,1L,0L,0L},{(-7L),(-7L),1L,0L},{0xFA93A18CL,1L,0xFA93A18CL,1L}};
            int i, j;
            if ((p_56.f0 && ((safe_div_func_int32_t_s_s((safe_sub_func_int8_t_s_s(((safe_mod_func_int8_t_s_s((l_522[2] , ((safe_rshift_func_int16_t_s_u(g_103[1][2], 0)) , (safe_sub_func_int64_t_s_s(((safe_div_func_int16_t_s_s(((((((safe_sub_func_int16_t_s_s((-1L), (g_358 <= (p_56.f1 && ((safe_lshift_func_uint16_t_u_s(((((g_551 ^= ((p_56.f0 ^ 0xA3L) <= 0xD5932F911590FF76LL)) == g_475) == 247UL) > g_151.f0), l_552)) > 0x5E56BA82F9B4017CLL))))) , g_419) , 0xAAA150D5L) > l_553) | 0xDFE7L) && p_56.f2), p_56.f0)) < p_57), p_56.f0)))), p_56.f1)) || l_553), l_307)), l_306)) , 0xC9L)))
            { /* block id: 172 */
                l_566[4][2] = ((g_85 || (((safe_div_func_int8_t_s_s((((l_182 |= (g_269[6][2] = (((g_551 = g_471) == (g_151 , (((safe_rshift_func_uint16_t_u_s((0UL > (safe_div_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(((1L != (safe_rshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(l_566[4][2], ((l_77 = ((p_57 = (safe_div_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(((((((0x4732L == p_56.f1) > p_56.f2) & g_151.f2) != l_553) != g_194) , 0x3176L), 9)), p_56.f0))) , 2UL)) , 0x13D0L))), 1))) , g_186), p_56.f0)), g_195))), 9)) & p_56.f0) < 1L))) , l_82[1][0][2]))) <= p_56.f0) || g_151.f1), g_309)) < g_471) > 0L)) != g_475);
            }
            else
            { /* block id: 179 */
                const uint16_t l_583 = 0xB65CL;
                int32_t l_605 = 0x6DCDDF07L;
                int32_t l_622 = 0x8B4BF593L;
                g_585 = (safe_sub_func_uint64_t_u_u((g_229 = ((safe_div_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u((safe_div_func_int64_t_s_s(((g_151.f0 &= g_269[1][2]) || (l_77 &= (((safe_div_func_int64_t_s_s((l_399[0][0][0] , (((g_488 & (safe_mod_func_int16_t_s_s(((l_583 , p_56.f2) < (((g_228 = (((g_156 ^ (+(0UL & 0xADL))) | l_583) , l_553)) < l_566[4][2]) || g_194)), g_488))) <= g_156) | p_56.f0)), l_566[4][2])) , 1UL) ^ p_56.f1))), l_182)), p_56.f2)), g_269[0][5])) ^ g_488)), 0x587E2E0DD5479A4ELL));
                g_586 = l_552;
                for (g_429 = 13; (g_429 > (-3)); g_429--)
                { /* block id: 188 */
                    uint8_t l_598 = 4UL;
                    int32_t l_599 = 0L;
                    uint8_t l_604 = 254UL;
                    int32_t l_608[5][4] = {{0x408332C5L,(-1L),0L,9L},{(-1L),0x3C1E8917L,0x3C1E8917L,(-1L)},{0x8D379353L,9L,0x3C1E8917L,0xEE46ED0BL},{(-1L),0x408332C5L,0L,0x408332C5L},{0x408332C5L,0x3C1E8917L,0x8D379353L,0x408332C5L}};
                    int i, j;
                    l_605 = (l_604 = ((safe_add_func_uint8_t_u_u(((g_419 = (safe_rshift_func_int16_t_s_s((p_56.f1 = p_57), 2))) == ((l_599 = (l_182 = (safe_sub_func_uint32_t_u_u((+l_598), l_598)))) != (safe_add_func_int32_t_s_s(((safe_lshift_func_uint16_t_u_s(p_56.f2, 3)) , ((g_475 && (-6L)) | (l_82[3][2][0] < l_583))), l_598)))), 255UL)) && l_114));
                    ++g_609;
                }
                l_298 = (l_159 , ((((l_622 |= (safe_mul_func_int16_t_s_s((g_419 == p_56.f1), ((g_534 = (safe_sub_func_int8_t_s_s(((g_474 = ((l_605 = ((g_156 = (l_566[4][2] = p_56.f1)) > (g_419 , g_441))) ^ (safe_add_func_int16_t_s_s((!(l_621[3][2] = ((safe_lshift_func_uint16_t_u_s(0x419FL, p_56.f1)) ^ p_56.f1))), l_583)))) | l_399[4][0][2]), l_583))) , g_445)))) == g_609) >= 0x86334285112510F6LL) == p_56.f2));
            }
        }
    }
    l_298 &= (g_623 ^= g_103[4][1]);
    return l_552;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc(g_101, "g_101", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_103[i][j], "g_103[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_113, "g_113", print_hash_value);
    transparent_crc(g_151.f0, "g_151.f0", print_hash_value);
    transparent_crc(g_151.f1, "g_151.f1", print_hash_value);
    transparent_crc(g_151.f2, "g_151.f2", print_hash_value);
    transparent_crc(g_156, "g_156", print_hash_value);
    transparent_crc(g_158, "g_158", print_hash_value);
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_194, "g_194", print_hash_value);
    transparent_crc(g_195, "g_195", print_hash_value);
    transparent_crc(g_228, "g_228", print_hash_value);
    transparent_crc(g_229, "g_229", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_269[i][j], "g_269[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_309, "g_309", print_hash_value);
    transparent_crc(g_358, "g_358", print_hash_value);
    transparent_crc(g_359, "g_359", print_hash_value);
    transparent_crc(g_416, "g_416", print_hash_value);
    transparent_crc(g_417, "g_417", print_hash_value);
    transparent_crc(g_419, "g_419", print_hash_value);
    transparent_crc(g_429, "g_429", print_hash_value);
    transparent_crc(g_440, "g_440", print_hash_value);
    transparent_crc(g_441, "g_441", print_hash_value);
    transparent_crc(g_445, "g_445", print_hash_value);
    transparent_crc(g_471, "g_471", print_hash_value);
    transparent_crc(g_474, "g_474", print_hash_value);
    transparent_crc(g_475, "g_475", print_hash_value);
    transparent_crc(g_488, "g_488", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_523[i][j][k], "g_523[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_534, "g_534", print_hash_value);
    transparent_crc(g_551, "g_551", print_hash_value);
    transparent_crc(g_585, "g_585", print_hash_value);
    transparent_crc(g_586, "g_586", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_607[i], "g_607[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_609, "g_609", print_hash_value);
    transparent_crc(g_623, "g_623", print_hash_value);
    transparent_crc(g_634, "g_634", print_hash_value);
    transparent_crc(g_637, "g_637", print_hash_value);
    transparent_crc(g_644, "g_644", print_hash_value);
    transparent_crc(g_679, "g_679", print_hash_value);
    transparent_crc(g_761, "g_761", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_886[i], "g_886[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_903, "g_903", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1008[i], "g_1008[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1042, "g_1042", print_hash_value);
    transparent_crc(g_1113, "g_1113", print_hash_value);
    transparent_crc(g_1201, "g_1201", print_hash_value);
    transparent_crc(g_1231, "g_1231", print_hash_value);
    transparent_crc(g_1353, "g_1353", print_hash_value);
    transparent_crc(g_1354, "g_1354", print_hash_value);
    transparent_crc(g_1355, "g_1355", print_hash_value);
    transparent_crc(g_1638, "g_1638", print_hash_value);
    transparent_crc(g_1639, "g_1639", print_hash_value);
    transparent_crc(g_1863, "g_1863", print_hash_value);
    transparent_crc(g_1932, "g_1932", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1944[i], "g_1944[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1973, "g_1973", print_hash_value);
    transparent_crc(g_2065, "g_2065", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
