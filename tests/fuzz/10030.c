// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10030 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10030
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint16_t  f0;
   int32_t  f1;
   uint8_t  f2;
   uint8_t  f3;
};

struct S1 {
   uint32_t  f0;
   int64_t  f1;
};

struct S2 {
   int64_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0L;
static uint64_t g_49 = 0UL;
static uint8_t g_52[4] = {0x03L,0x03L,0x03L,0x03L};
static struct S1 g_66 = {4294967292UL,0x3EB41E2253E45BD2LL};
static uint32_t g_71 = 1UL;
static int32_t g_110 = 1L;
static int16_t g_111 = 0xA658L;
static uint16_t g_112 = 0x609AL;
static uint8_t g_147 = 0xD9L;
static int32_t g_165 = 6L;
static const struct S2 g_190 = {-1L};
static struct S0 g_201[5][8] = {{{0xF2AEL,-1L,0UL,0x8CL},{0xF2AEL,-1L,0UL,0x8CL},{2UL,0x5ACE6E74L,0UL,0x18L},{0xF2AEL,-1L,0UL,0x8CL},{0xF2AEL,-1L,0UL,0x8CL},{2UL,0x5ACE6E74L,0UL,0x18L},{0xF2AEL,-1L,0UL,0x8CL},{0xF2AEL,-1L,0UL,0x8CL}},{{0x816DL,0x70B35F69L,0x68L,0x53L},{0xF2AEL,-1L,0UL,0x8CL},{0x816DL,0x70B35F69L,0x68L,0x53L},{0x816DL,0x70B35F69L,0x68L,0x53L},{0xF2AEL,-1L,0UL,0x8CL},{0x816DL,0x70B35F69L,0x68L,0x53L},{0x816DL,0x70B35F69L,0x68L,0x53L},{0xF2AEL,-1L,0UL,0x8CL}},{{0xF2AEL,-1L,0UL,0x8CL},{0x816DL,0x70B35F69L,0x68L,0x53L},{0x816DL,0x70B35F69L,0x68L,0x53L},{0xF2AEL,-1L,0UL,0x8CL},{0x816DL,0x70B35F69L,0x68L,0x53L},{0x816DL,0x70B35F69L,0x68L,0x53L},{0xF2AEL,-1L,0UL,0x8CL},{0x816DL,0x70B35F69L,0x68L,0x53L}},{{0xF2AEL,-1L,0UL,0x8CL},{0xF2AEL,-1L,0UL,0x8CL},{2UL,0x5ACE6E74L,0UL,0x18L},{0xF2AEL,-1L,0UL,0x8CL},{0xF2AEL,-1L,0UL,0x8CL},{2UL,0x5ACE6E74L,0UL,0x18L},{0xF2AEL,-1L,0UL,0x8CL},{0xF2AEL,-1L,0UL,0x8CL}},{{0x816DL,0x70B35F69L,0x68L,0x53L},{0xF2AEL,-1L,0UL,0x8CL},{0x816DL,0x70B35F69L,0x68L,0x53L},{0x816DL,0x70B35F69L,0x68L,0x53L},{0xF2AEL,-1L,0UL,0x8CL},{0x816DL,0x70B35F69L,0x68L,0x53L},{0x816DL,0x70B35F69L,0x68L,0x53L},{0xF2AEL,-1L,0UL,0x8CL}}};
static uint32_t g_221 = 9UL;
static int64_t g_227 = 0xFA98FEA865AC172CLL;
static int16_t g_239 = 1L;
static int32_t g_301[1][7][3] = {{{0x91A4C2D8L,1L,0x450B8E15L},{0x90CDD90FL,0x450B8E15L,(-1L)},{1L,0x450B8E15L,0xFB94D29AL},{1L,0x450B8E15L,0x450B8E15L},{0x90CDD90FL,0x450B8E15L,(-1L)},{1L,0x450B8E15L,0xFB94D29AL},{1L,0x450B8E15L,0x450B8E15L}}};
static uint16_t g_382[6][5][1] = {{{0x267AL},{5UL},{0x267AL},{0x0935L},{1UL}},{{0x0935L},{0x267AL},{5UL},{0x267AL},{0x0935L}},{{1UL},{0x0935L},{0x267AL},{5UL},{0x267AL}},{{0x0935L},{1UL},{0x0935L},{0x267AL},{5UL}},{{0x267AL},{0x0935L},{1UL},{0x0935L},{0x267AL}},{{5UL},{0x267AL},{0x0935L},{1UL},{0x0935L}}};
static struct S0 g_411 = {0x429DL,0xAADC0C72L,0x8FL,0xAFL};
static uint16_t g_441[5][8][6] = {{{1UL,65526UL,0UL,0x5C49L,0UL,0x81F4L},{0xC074L,65526UL,1UL,1UL,65526UL,65535UL},{0x4FD5L,65535UL,2UL,0xD568L,0xD18BL,3UL},{1UL,2UL,0UL,0UL,0x3C85L,0x895FL},{1UL,0x0734L,0UL,0xD568L,1UL,0xD18BL},{0x4FD5L,0xD18BL,0x3C85L,1UL,0x895FL,65526UL},{0xC074L,3UL,0x895FL,0x5C49L,65526UL,65526UL},{1UL,0x3C85L,0x3C85L,1UL,0x81F4L,0xD18BL}},{{0x693AL,0xF7A1L,0UL,65529UL,0x0734L,0x895FL},{0UL,65535UL,0UL,65529UL,0x0734L,3UL},{0x352BL,0xF7A1L,2UL,65535UL,0x81F4L,65535UL},{0x5C49L,0x3C85L,1UL,0xD8DBL,65526UL,0x81F4L},{65529UL,3UL,0UL,0xD8DBL,0x895FL,0UL},{0x5C49L,0xD18BL,0xF7A1L,65535UL,1UL,2UL},{0x352BL,0x0734L,0xD18BL,65529UL,0x3C85L,0xF7A1L},{0UL,2UL,0xD18BL,65529UL,0xD18BL,2UL}},{{0x693AL,65535UL,0xF7A1L,1UL,65526UL,0UL},{1UL,65526UL,0UL,0x5C49L,0UL,0x81F4L},{0xC074L,65526UL,1UL,1UL,65526UL,65535UL},{0x4FD5L,65535UL,2UL,0xD568L,0xD18BL,3UL},{1UL,2UL,0UL,0UL,0x3C85L,0x895FL},{1UL,0x0734L,0UL,0xD568L,1UL,0xD18BL},{0x4FD5L,0xD18BL,0x3C85L,1UL,0x895FL,65526UL},{0xC074L,3UL,0x895FL,0x5C49L,65529UL,65529UL}},{{65526UL,0x31B1L,0x31B1L,65526UL,1UL,0xC442L},{0UL,0x4ACBL,65532UL,1UL,1UL,0xE30AL},{65535UL,0xBECBL,0x6836L,65535UL,1UL,0x9822L},{0x81F4L,0x4ACBL,65535UL,65526UL,1UL,0xBECBL},{0UL,0x31B1L,0x15F2L,1UL,65529UL,1UL},{1UL,0x9822L,0xCC17L,1UL,0xE30AL,0xCC17L},{0UL,0xC442L,0x4ACBL,65526UL,0x15F2L,65535UL},{0x81F4L,1UL,0xC442L,65535UL,0x31B1L,0x4ACBL}},{{65535UL,65535UL,0xC442L,1UL,0xC442L,65535UL},{0UL,0x9AAEL,0x4ACBL,65526UL,0xC18EL,0xCC17L},{65526UL,0xC18EL,0xCC17L,0UL,0x6836L,1UL},{0x0734L,0xC18EL,0x15F2L,2UL,0xC18EL,0xBECBL},{0x3C85L,0x9AAEL,65535UL,0xD18BL,0xC442L,0x9822L},{2UL,65535UL,0x6836L,65535UL,0x31B1L,0xE30AL},{2UL,1UL,65532UL,0xD18BL,0x15F2L,0xC442L},{0x3C85L,0xC442L,0x31B1L,2UL,0xE30AL,65529UL}}};
static uint16_t g_589 = 0xF721L;
static struct S2 g_600 = {0x1765399F3969A15ALL};
static int8_t g_840 = 1L;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int32_t  func_9(uint32_t  p_10, int8_t  p_11, int16_t  p_12);
static int8_t  func_15(const uint32_t  p_16, int16_t  p_17, uint32_t  p_18, struct S0  p_19);
static int16_t  func_31(int32_t  p_32, const struct S2  p_33, int64_t  p_34);
static uint64_t  func_35(int64_t  p_36, struct S0  p_37, int32_t  p_38, uint32_t  p_39, int32_t  p_40);
static uint8_t  func_43(uint16_t  p_44, const int16_t  p_45, struct S1  p_46);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_52 g_66 g_49 g_71 g_112 g_110 g_147 g_165 g_111 g_190 g_201 g_227 g_239 g_221 g_301 g_382 g_411.f2 g_411.f0 g_441 g_411.f3 g_411.f1 g_600 g_411 g_840 g_589
 * writes: g_3 g_49 g_52 g_66.f0 g_71 g_112 g_147 g_110 g_221 g_165 g_111 g_201.f0 g_301 g_201.f2 g_227 g_382 g_201 g_411 g_441 g_239 g_589 g_600 g_66.f1
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_2[7] = {5UL,0xB6318D58L,0xB6318D58L,5UL,0xB6318D58L,0xB6318D58L,5UL};
    struct S1 l_47 = {0x422F8DC7L,0L};
    int32_t l_601 = 0x655FA995L;
    int64_t l_603 = 0L;
    struct S2 l_759 = {0x6908EE8F6A7D3A50LL};
    int32_t l_768 = 0x13282A5AL;
    struct S0 l_769 = {65529UL,-6L,255UL,0x32L};
    uint16_t l_800 = 0x0834L;
    int8_t l_841 = 0x2AL;
    struct S2 l_842 = {0xDCD0ED0CD920803ELL};
    int32_t l_884 = 0x2ABC60B9L;
    int i;
lbl_770:
    for (g_3 = 2; (g_3 <= 6); g_3 += 1)
    { /* block id: 3 */
        uint32_t l_4 = 1UL;
        ++l_4;
        for (l_4 = 0; (l_4 <= 6); l_4 += 1)
        { /* block id: 7 */
            int i;
            return l_2[g_3];
        }
    }
    for (g_3 = 6; (g_3 >= 0); g_3 -= 1)
    { /* block id: 13 */
        int8_t l_24 = 1L;
        struct S0 l_188 = {0x0E80L,-2L,255UL,255UL};
        int32_t l_602[1];
        int16_t l_604 = (-1L);
        uint16_t l_808[6];
        struct S2 l_843 = {-5L};
        int32_t l_873 = 0x606DE2F8L;
        int64_t l_874[2][6] = {{(-1L),0x582F8E58193AC109LL,0x582F8E58193AC109LL,(-1L),1L,(-1L)},{(-1L),1L,(-1L),0x582F8E58193AC109LL,0x582F8E58193AC109LL,(-1L)}};
        const int8_t l_905 = 0x32L;
        uint64_t l_919[5] = {0x52D3CA1605AFFF09LL,0x52D3CA1605AFFF09LL,0x52D3CA1605AFFF09LL,0x52D3CA1605AFFF09LL,0x52D3CA1605AFFF09LL};
        int i, j;
        for (i = 0; i < 1; i++)
            l_602[i] = 1L;
        for (i = 0; i < 6; i++)
            l_808[i] = 65535UL;
        if (((((((safe_sub_func_int64_t_s_s((func_9((((((g_201[4][6].f2 = ((safe_mul_func_int8_t_s_s(l_2[g_3], func_15(((safe_add_func_uint8_t_u_u((((safe_add_func_int64_t_s_s(l_24, (safe_mul_func_uint8_t_u_u(((((safe_mod_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(((l_602[0] = (l_601 = func_31((func_35((safe_sub_func_int8_t_s_s((-1L), func_43(g_3, g_3, l_47))), l_188, l_2[2], g_111, g_3) , l_47.f0), g_190, g_165))) && l_601), l_603)), g_66.f1)) & l_47.f1) && g_411.f1) | g_66.f1), l_188.f0)))) <= l_2[g_3]) , 0xD9L), g_3)) , l_188.f3), g_66.f1, l_604, l_188))) <= 3L)) <= 1UL) <= g_190.f0) != 1L) , g_71), l_47.f0, g_190.f0) , 0xD4F73076E812EF7CLL), l_603)) & l_2[1]) <= 0L) == g_3) , l_188.f0) && l_188.f2))
        { /* block id: 338 */
            int8_t l_762 = 0x64L;
            l_768 |= ((l_759 , (safe_lshift_func_int8_t_s_s(((l_762 > l_759.f0) , (l_601 = ((0xD33150227B6F87F5LL != l_602[0]) != (safe_mod_func_uint16_t_u_u(0x0A31L, (safe_unary_minus_func_int32_t_s((safe_add_func_int64_t_s_s(((g_411 , 6L) || g_165), 0xD28801FFC9D4CDBDLL))))))))), g_165))) != g_221);
            if (l_762)
            { /* block id: 341 */
                for (g_66.f1 = 4; (g_66.f1 >= 1); g_66.f1 -= 1)
                { /* block id: 344 */
                    return l_762;
                }
            }
            else
            { /* block id: 347 */
                g_411 = (g_201[1][7] = l_769);
            }
            return l_762;
        }
        else
        { /* block id: 352 */
            uint16_t l_782 = 0xCC47L;
            int32_t l_804 = 0xE2C97F81L;
            int32_t l_806 = 0xDD2E6EECL;
            int32_t l_807 = (-2L);
            for (l_47.f1 = 6; (l_47.f1 >= 0); l_47.f1 -= 1)
            { /* block id: 355 */
                if (l_188.f2)
                    goto lbl_770;
            }
            g_165 = (safe_lshift_func_int16_t_s_u((safe_rshift_func_uint16_t_u_u((((l_601 = ((g_201[4][6].f3 = ((l_782 = ((((0L >= ((safe_sub_func_uint64_t_u_u((l_602[0] &= 0xB52523C047BBE1CDLL), l_768)) < (g_600.f0 >= (((safe_lshift_func_uint16_t_u_u((safe_unary_minus_func_uint64_t_u((l_47.f1 , g_382[2][1][0]))), 3)) || (safe_lshift_func_uint8_t_u_u((g_190 , l_603), 1))) > 0x8C0D2EDD572C92CCLL)))) & 65526UL) > l_24) , g_239)) > 0x9CL)) != 0x4BL)) || 8L) , l_769.f1), 13)), 13));
            if (g_382[3][0][0])
            { /* block id: 363 */
                const int32_t l_799[5][4] = {{(-1L),(-1L),0xF1219227L,0x25C4F63EL},{9L,0x0D9FF14BL,9L,0xF1219227L},{9L,0xF1219227L,0xF1219227L,9L},{(-1L),0xF1219227L,0x25C4F63EL,0xF1219227L},{0xF1219227L,0x0D9FF14BL,0x25C4F63EL,0x25C4F63EL}};
                int32_t l_805 = 0x09035E7CL;
                int i, j;
                if ((((safe_mod_func_int32_t_s_s(((g_411 , (l_800 = ((safe_sub_func_uint64_t_u_u(0x96A96F33B2B33024LL, (safe_mod_func_uint8_t_u_u((g_301[0][4][0] > ((safe_div_func_int32_t_s_s((g_110 &= (safe_add_func_uint64_t_u_u(((g_441[2][6][4] = (((g_600.f0 = 1L) <= (safe_div_func_int32_t_s_s(((safe_mod_func_uint16_t_u_u((g_411.f0 & (((g_66.f1 || ((safe_lshift_func_int8_t_s_u(g_52[1], 6)) != 0x3F6AEC69DAE28179LL)) & g_301[0][0][2]) <= l_2[6])), g_201[4][6].f2)) , l_799[3][2]), g_66.f0))) && g_239)) | g_411.f3), g_71))), 0x74BCBA6BL)) ^ l_799[3][2])), g_301[0][0][2])))) && g_52[1]))) | l_799[2][0]), 1UL)) , g_411.f3) ^ l_782))
                { /* block id: 368 */
                    uint32_t l_801[1][5];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 5; j++)
                            l_801[i][j] = 0x07202FC1L;
                    }
                    --l_801[0][1];
                    g_110 = g_190.f0;
                    l_601 &= (l_782 >= (g_239 &= g_201[4][6].f3));
                    --l_808[2];
                }
                else
                { /* block id: 374 */
                    uint32_t l_811 = 0xA070537CL;
                    l_811++;
                    if (l_800)
                        break;
                    l_806 = ((safe_div_func_int32_t_s_s((safe_lshift_func_uint8_t_u_s((++g_411.f2), (safe_rshift_func_uint8_t_u_s(l_782, 0)))), (safe_rshift_func_int8_t_s_u(((-8L) ^ (safe_lshift_func_int8_t_s_u(((((l_804 = (safe_mul_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s((++g_382[2][3][0]), (g_111 = (-7L)))), (safe_sub_func_int8_t_s_s((((((0xF2DA1CE1L >= ((safe_div_func_int64_t_s_s((safe_sub_func_int32_t_s_s((0x02L <= l_601), 1L)), g_201[4][6].f1)) & 0x47L)) || l_804) == l_769.f3) , 0x8E01582BL) != 0xB2C6952CL), l_799[3][2])))), l_799[3][3]))) | l_799[3][2]) , g_840) , (-3L)), g_589))), 1)))) != 0x61L);
                }
                l_841 = 9L;
            }
            else
            { /* block id: 384 */
                uint8_t l_844[3];
                int32_t l_851 = 4L;
                int i;
                for (i = 0; i < 3; i++)
                    l_844[i] = 0xEAL;
                for (g_147 = 0; (g_147 <= 6); g_147 += 1)
                { /* block id: 387 */
                    if (g_110)
                        break;
                    return l_782;
                }
                l_851 &= ((l_842 , l_843) , (((g_66.f0 && l_844[0]) || (safe_add_func_int8_t_s_s((l_807 = (g_52[1] < (safe_lshift_func_uint16_t_u_s(l_24, 10)))), (((safe_mod_func_int16_t_s_s((g_111 = 0x0FD6L), 65531UL)) ^ g_441[2][6][4]) & g_411.f1)))) && 0x2621L));
            }
            for (l_188.f3 = 0; (l_188.f3 <= 6); l_188.f3 += 1)
            { /* block id: 397 */
                int32_t l_856 = (-6L);
                struct S0 l_918 = {0x58DBL,0x107138BEL,0x1AL,255UL};
                int i;
                g_110 ^= (0x22965BFEL || ((l_602[0] &= (safe_mod_func_int64_t_s_s((safe_mod_func_uint32_t_u_u((l_2[g_3] = l_759.f0), 1UL)), l_856))) != (l_807 > ((g_66.f0--) != (((safe_mod_func_int64_t_s_s((g_201[4][6].f0 && ((safe_mul_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((((safe_div_func_uint32_t_u_u(((l_873 = (((safe_lshift_func_uint16_t_u_u((((((safe_rshift_func_int8_t_s_s((safe_div_func_uint16_t_u_u(g_441[2][6][4], 0xA486L)), 4)) > g_221) > 6L) <= l_808[2]) || 0xDB7B23A9L), 2)) < l_804) > g_227)) > 6UL), l_603)) || l_873) , g_201[4][6].f3), l_759.f0)), l_856)) , l_856)), 4UL)) , 1L) <= g_382[3][0][0])))));
                if (((l_807 ^ l_874[1][2]) != (safe_div_func_uint16_t_u_u((g_382[3][0][0] = (safe_mod_func_int16_t_s_s((6UL <= ((g_382[3][0][0] , l_601) < (safe_mod_func_int16_t_s_s((g_411 , g_110), 0xC96CL)))), l_2[g_3]))), g_66.f0))))
                { /* block id: 404 */
                    int8_t l_891[6][7] = {{(-1L),(-7L),0x5BL,0xB7L,0L,0xB0L,0xB3L},{0L,0xB0L,0xEBL,0L,(-1L),(-1L),0L},{0x5BL,0xB0L,0x5BL,1L,(-8L),0L,0xB0L},{0x5BL,0xB7L,0L,0xB0L,0xB3L,0xB0L,0L},{0L,(-1L),0x61L,0x61L,(-1L),0L,0xFCL},{(-1L),0L,0xB3L,0x61L,0xEBL,(-1L),(-8L)}};
                    int i, j;
                    g_165 = (g_66.f0 , ((g_221 = ((l_769.f1 ^ (~g_382[5][3][0])) ^ (safe_sub_func_uint16_t_u_u((--g_441[4][1][4]), (safe_lshift_func_int8_t_s_s(((((((safe_div_func_int16_t_s_s((((-5L) | l_891[2][4]) || l_602[0]), ((safe_lshift_func_int16_t_s_u((((safe_rshift_func_uint8_t_u_s((((g_3 >= l_2[g_3]) | g_165) | 0xDAE5462FL), 6)) >= (-1L)) || 0x8F018E10L), l_807)) | 0x81L))) > g_49) > 0UL) >= 0x705AC96A8DED011ELL) && 1L) <= l_603), g_411.f0)))))) & 0x7F3EA876L));
                }
                else
                { /* block id: 408 */
                    if (l_842.f0)
                        goto lbl_770;
                    if (l_2[g_3])
                        continue;
                    if (l_873)
                        break;
                }
                l_873 |= (!(safe_div_func_uint64_t_u_u(((safe_mul_func_uint16_t_u_u((((g_411 , ((safe_div_func_uint64_t_u_u((safe_div_func_uint8_t_u_u((((g_221 ^= (l_905 && (safe_rshift_func_int8_t_s_u(((g_411 , (((l_188.f0 | l_769.f3) < l_769.f3) ^ (((((g_411 = ((safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s((!(~((safe_mul_func_uint16_t_u_u(((((safe_div_func_int32_t_s_s(7L, l_807)) != 0x690A56E1L) & l_807) && g_589), g_382[3][0][0])) && g_112))), 0x82B4BB06L)), l_856)) , l_918)) , 0xA9AFL) > l_188.f3) <= g_382[0][0][0]) == l_604))) <= l_804), g_301[0][5][0])))) & 0x84BF1AA5L) & l_918.f1), 1UL)), l_602[0])) ^ l_918.f0)) && (-3L)) | g_66.f0), l_874[0][0])) && g_71), l_919[0])));
            }
        }
    }
    return l_601;
}


/* ------------------------------------------ */
/* 
 * reads : g_227 g_147 g_112 g_411.f0 g_190.f0 g_201.f2 g_382 g_52 g_201 g_111 g_441 g_221 g_165 g_66.f0 g_301 g_600 g_411.f1 g_66.f1 g_71 g_66 g_239 g_411.f3 g_411.f2 g_3
 * writes: g_111 g_589 g_411.f3 g_441 g_227 g_147 g_165 g_301 g_52 g_201 g_382 g_71 g_600
 */
static int32_t  func_9(uint32_t  p_10, int8_t  p_11, int16_t  p_12)
{ /* block id: 278 */
    uint32_t l_692 = 1UL;
    uint32_t l_732 = 0xE785B626L;
    int32_t l_737 = 0L;
    int32_t l_738 = 0xA243F6C0L;
    int8_t l_744 = (-1L);
    int32_t l_746 = 0xDB0C38BCL;
    int32_t l_747 = 0L;
    int32_t l_749 = 7L;
    int32_t l_750 = 0xC0227A86L;
    int32_t l_751[2];
    int64_t l_755[1][7][6] = {{{(-6L),(-6L),1L,0xCF382295E0D58577LL,0x24A1E97B5CCDDDF7LL,3L},{0xCF382295E0D58577LL,0x24A1E97B5CCDDDF7LL,3L,0x169FBA3CD4E6855ALL,1L,0x169FBA3CD4E6855ALL},{3L,0xCF382295E0D58577LL,3L,(-4L),1L,1L},{0L,(-4L),0x169FBA3CD4E6855ALL,(-6L),0xFD823DC1D63B0C1ALL,0xFD823DC1D63B0C1ALL},{(-6L),0xFD823DC1D63B0C1ALL,0xFD823DC1D63B0C1ALL,(-6L),0x169FBA3CD4E6855ALL,(-4L)},{0L,1L,1L,(-4L),3L,0xCF382295E0D58577LL},{3L,0x169FBA3CD4E6855ALL,1L,0x169FBA3CD4E6855ALL,3L,0x24A1E97B5CCDDDF7LL}}};
    uint64_t l_756 = 0x9B1B0B057DF74F24LL;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_751[i] = 1L;
    for (g_111 = 0; g_111 < 5; g_111 += 1)
    {
        for (g_589 = 0; g_589 < 8; g_589 += 1)
        {
            for (g_411.f3 = 0; g_411.f3 < 6; g_411.f3 += 1)
            {
                g_441[g_111][g_589][g_411.f3] = 0xE1B4L;
            }
        }
    }
    for (p_10 = 0; (p_10 <= 16); p_10 = safe_add_func_int32_t_s_s(p_10, 7))
    { /* block id: 282 */
        struct S1 l_686 = {0UL,1L};
        uint16_t l_687 = 0xFAEDL;
        int32_t l_690 = (-4L);
        int32_t l_691 = 4L;
        struct S2 l_720 = {0L};
        int32_t l_739 = (-5L);
        int32_t l_740 = 0x1569A8F9L;
        int32_t l_741 = 0x45438C36L;
        int32_t l_742 = 5L;
        int32_t l_743[2][6] = {{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L}};
        int8_t l_745 = 1L;
        int32_t l_748 = 0xCCEFC858L;
        uint64_t l_752 = 18446744073709551615UL;
        int i, j;
        for (g_227 = 1; (g_227 <= 4); g_227 += 1)
        { /* block id: 285 */
            int16_t l_643 = 1L;
            int32_t l_688 = 0L;
            int32_t l_689 = (-1L);
            int16_t l_699 = 0x639FL;
            l_643 |= 0x6946E5B2L;
            for (g_147 = 0; (g_147 <= 0); g_147 += 1)
            { /* block id: 289 */
                int32_t l_646 = 0x1E71C99DL;
                int32_t l_647 = 0x72A1047EL;
                int i, j;
                l_647 = (safe_add_func_int64_t_s_s(g_112, l_646));
                l_647 = ((safe_unary_minus_func_uint8_t_u((g_52[3] ^= ((safe_sub_func_uint64_t_u_u(0UL, (safe_rshift_func_uint16_t_u_s((safe_rshift_func_int8_t_s_s(g_411.f0, (safe_mod_func_int8_t_s_s((safe_add_func_int16_t_s_s(((-4L) >= ((safe_unary_minus_func_int16_t_s((safe_rshift_func_int16_t_s_u(g_190.f0, 0)))) >= ((0x68L > (safe_sub_func_int32_t_s_s((g_165 = (~p_11)), (g_301[0][0][2] = (safe_div_func_int8_t_s_s((((safe_rshift_func_int16_t_s_u(((g_190.f0 > 0x972C388BL) , 0x67F9L), 9)) , p_12) | g_201[4][6].f2), l_643)))))) && 0x92L))), p_12)), g_382[3][4][0])))), 2)))) >= 0x5C5EL)))) > 0x11L);
                g_201[g_147][(g_227 + 2)] = g_201[(g_147 + 3)][g_147];
                for (g_111 = 4; (g_111 >= 1); g_111 -= 1)
                { /* block id: 298 */
                    uint8_t l_682[2];
                    struct S1 l_685 = {0xE1BD27BAL,-1L};
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_682[i] = 0x72L;
                    g_301[0][1][1] |= ((((((safe_rshift_func_int16_t_s_u((!(g_201[(g_147 + 3)][g_147] , (safe_add_func_uint64_t_u_u((safe_div_func_int8_t_s_s(((safe_sub_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_u(0x0EL, 0)), l_643)) , (((l_691 = (l_690 = (g_201[4][6].f3 = (safe_sub_func_int32_t_s_s((l_689 = ((l_647 = (l_688 = ((p_12 = ((g_441[0][0][2] != (((g_382[g_111][(g_147 + 1)][g_147] = l_682[1]) || ((((safe_div_func_int16_t_s_s(p_12, ((l_686 = l_685) , l_687))) != 0x16ADL) || p_12) , 9L)) != 255UL)) || 1L)) , 0x47L))) < g_221)), g_165))))) && g_66.f0) || l_692)), p_10)), 6L)))), p_10)) > 0x6078317FL) || l_685.f0) | l_685.f0) & l_685.f1) >= 0x2DB1F400A0FCB63ELL);
                    l_691 |= ((g_382[5][4][0] <= 0x6F2CL) || (((l_689 = ((((safe_div_func_int16_t_s_s((safe_sub_func_int32_t_s_s(((p_11 , 0x25L) ^ ((safe_rshift_func_uint8_t_u_u(l_647, (l_686.f1 || (((((p_10 >= l_699) || 0xEBD7L) & g_147) <= (-1L)) != l_699)))) == 0xB0FC002DL)), l_643)), p_10)) && g_165) < 0xC7D8L) != 0xD74EFD1B925A17CDLL)) <= p_11) >= 0xB35270933C2CC476LL));
                    g_165 &= (g_600 , ((((safe_mod_func_int8_t_s_s((((safe_rshift_func_int16_t_s_s(g_66.f0, 10)) ^ (g_201[4][6].f0 , (safe_rshift_func_uint16_t_u_s(((safe_mul_func_int16_t_s_s(((((((safe_div_func_int64_t_s_s(((+(((p_11 != ((safe_div_func_uint8_t_u_u((p_10 == ((((safe_div_func_uint32_t_u_u((~(0xFDB49C52L && (safe_sub_func_int32_t_s_s((((l_647 |= (((safe_add_func_int64_t_s_s((g_201[4][6].f1 && g_52[3]), g_441[2][6][4])) | l_685.f1) == 2UL)) | 0x8DL) , 0xA28A392DL), p_11)))), 0x22EF674CL)) || 0x87FEL) | l_692) | 1UL)), 0x12L)) ^ 1UL)) & g_382[g_111][(g_147 + 1)][g_147]) , p_12)) && g_201[4][6].f2), 0x3F39FEC0527E5F1ALL)) != g_147) | 0L) == g_600.f0) != l_690) < g_411.f1), g_201[(g_147 + 3)][g_147].f0)) | l_685.f1), g_411.f0)))) , 4L), l_699)) , p_12) >= (-7L)) , g_66.f1));
                    if (g_301[0][3][1])
                        break;
                }
            }
            for (g_71 = 1; (g_71 <= 4); g_71 += 1)
            { /* block id: 318 */
                int16_t l_723 = (-5L);
                int32_t l_729 = 0x39B29851L;
                g_600 = l_720;
                for (l_688 = 4; (l_688 >= 1); l_688 -= 1)
                { /* block id: 322 */
                    l_686 = g_66;
                    if (g_165)
                        break;
                }
                l_723 = ((g_239 >= (safe_sub_func_int32_t_s_s(0xD0E566EEL, g_411.f3))) > 0x10L);
                l_738 = ((((safe_unary_minus_func_int16_t_s(((safe_div_func_uint64_t_u_u(((((l_729 = ((safe_mul_func_uint8_t_u_u(p_10, g_411.f0)) == l_692)) > (((safe_mod_func_int32_t_s_s((l_732 <= ((l_737 = (safe_lshift_func_int16_t_s_s((l_689 = (g_111 &= (p_11 , ((g_411.f3 | (safe_mul_func_uint8_t_u_u(l_688, l_723))) , 7L)))), l_688))) > g_411.f2)), p_12)) > 0UL) ^ g_52[1])) > g_66.f1) >= 0x41L), 18446744073709551615UL)) <= g_3))) , 0x01L) | (-1L)) > 0x87CDL);
            }
        }
        ++l_752;
    }
    l_756++;
    return g_239;
}


/* ------------------------------------------ */
/* 
 * reads : g_411.f0 g_112 g_201.f0
 * writes: g_411
 */
static int8_t  func_15(const uint32_t  p_16, int16_t  p_17, uint32_t  p_18, struct S0  p_19)
{ /* block id: 269 */
    struct S0 l_605 = {0x4261L,0xA35713C8L,2UL,0x2AL};
    uint64_t l_612 = 0x5882F7B318ECE233LL;
    uint32_t l_617[1][1][3];
    int32_t l_618 = 0xC1E359FCL;
    int8_t l_619 = 0x0CL;
    int32_t l_620 = 0L;
    int8_t l_621 = 0x5BL;
    int32_t l_622 = (-1L);
    uint8_t l_623[3][7][7] = {{{255UL,0x0EL,251UL,0xC4L,0xA3L,0UL,250UL},{255UL,0xC6L,250UL,0x90L,0xDEL,0xC5L,9UL},{0x51L,0x4BL,0x26L,247UL,255UL,0UL,5UL},{249UL,249UL,0UL,0UL,0xC6L,0xA3L,0x51L},{0x4DL,0xD3L,0UL,0x09L,9UL,251UL,247UL},{0xA3L,0UL,0x26L,0xBCL,6UL,0xBCL,0x26L},{0x8CL,0x8CL,250UL,6UL,0xC1L,255UL,0x0EL}},{{255UL,0x2AL,251UL,249UL,0UL,0x7DL,255UL},{0UL,0x51L,255UL,0xC9L,0xC1L,0x2AL,0xC4L},{0x13L,247UL,0xBCL,5UL,6UL,0xC6L,0x11L},{0xF5L,6UL,0x4BL,0UL,9UL,5UL,255UL},{253UL,0x90L,0x8FL,0xF4L,0xC6L,0x56L,255UL},{9UL,0xAAL,0x7DL,0xA3L,255UL,0UL,0x11L},{1UL,0xDEL,255UL,255UL,0xDEL,1UL,0xC4L}},{{1UL,249UL,6UL,0x11L,0xA3L,249UL,255UL},{255UL,0xF8L,0UL,0x7DL,0xC9L,0x26L,0x0EL},{247UL,249UL,255UL,0UL,0x51L,0x4BL,0x26L},{0x90L,0xDEL,0xC5L,9UL,0xD3L,0xC4L,247UL},{0xBCL,0xAAL,0UL,0x8CL,247UL,255UL,0x51L},{247UL,0x90L,0x51L,0x8CL,0xA1L,247UL,5UL},{0UL,6UL,0x8CL,9UL,0xD3L,0xD3L,9UL}}};
    struct S0 l_637[1][8] = {{{65535UL,3L,253UL,1UL},{65535UL,3L,253UL,1UL},{0UL,8L,0x7FL,0UL},{65535UL,3L,253UL,1UL},{65535UL,3L,253UL,1UL},{0UL,8L,0x7FL,0UL},{65535UL,3L,253UL,1UL},{65535UL,3L,253UL,1UL}}};
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 3; k++)
                l_617[i][j][k] = 0xD44712E1L;
        }
    }
    l_618 = (0xF3122AB7L | (((((g_411 = l_605) , (g_411.f0 == p_19.f0)) && ((-5L) > (((safe_lshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s(l_612, (safe_div_func_uint32_t_u_u((safe_div_func_uint8_t_u_u((l_605.f0 , p_19.f0), 253UL)), (-1L))))) || 0x47F1L), l_617[0][0][1])), p_18)) | 8L) != 1UL))) | p_19.f1) > 0xF3L));
    l_618 = l_619;
    l_623[2][4][5]--;
    l_620 = (safe_sub_func_uint16_t_u_u(g_112, ((((l_605 = l_605) , l_617[0][0][0]) ^ l_620) > (((safe_sub_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(0xE4L, 3)), (safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((safe_unary_minus_func_int16_t_s((((l_637[0][0] , (+(safe_mod_func_uint64_t_u_u((p_16 > 0UL), l_617[0][0][1])))) >= g_201[4][6].f0) != p_19.f0))), 0)), p_17)))) && 0x41C2L) | p_19.f0))));
    return p_19.f3;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_201 g_66.f0 g_111 g_52 g_49 g_112 g_110 g_66 g_190.f0 g_147 g_227 g_239 g_165 g_221 g_301 g_71 g_382 g_411.f2 g_411.f0 g_441 g_411.f3 g_190
 * writes: g_52 g_66.f0 g_49 g_221 g_147 g_165 g_111 g_201.f0 g_110 g_301 g_201.f2 g_227 g_112 g_382 g_201 g_411 g_441 g_239 g_589 g_600
 */
static int16_t  func_31(int32_t  p_32, const struct S2  p_33, int64_t  p_34)
{ /* block id: 95 */
    int8_t l_191 = 0xA0L;
    int32_t l_205 = 0x81F9AE06L;
    int32_t l_206 = 0L;
    struct S0 l_207 = {1UL,0x6D17D0EDL,0x1FL,0x25L};
    uint8_t l_222 = 0xC2L;
    uint32_t l_223 = 1UL;
    const int64_t l_313 = 0xEDC4550EEFC11A16LL;
    uint8_t l_357 = 0x75L;
    int32_t l_374[5][3];
    int16_t l_424[2];
    struct S2 l_472 = {0x3002268D50859C09LL};
    int i, j;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
            l_374[i][j] = 1L;
    }
    for (i = 0; i < 2; i++)
        l_424[i] = 0x35F3L;
lbl_261:
    l_191 &= g_3;
    if ((safe_mod_func_int16_t_s_s((safe_mod_func_int64_t_s_s((((safe_mod_func_int64_t_s_s((0xA3L > (l_206 = (((0x8B4A309CDAB9F7BFLL > (safe_mod_func_uint32_t_u_u((~((((g_201[4][6] , (safe_div_func_uint64_t_u_u((((((-1L) && (((!p_34) && ((g_66.f0 != (((g_66.f0 , p_33.f0) || l_205) > 0x1F2E2B9CL)) < g_111)) && l_205)) || g_201[4][6].f0) | g_52[1]) & g_66.f0), g_49))) < g_66.f0) ^ l_191) <= g_112)), g_201[4][6].f0))) >= p_32) & g_110))), l_191)) , 0UL) <= l_191), 0x0CCDFA724B175C3FLL)), l_191)))
    { /* block id: 98 */
        uint32_t l_217[2][5][7] = {{{0xE34FB19BL,0xAA2D425EL,0x4B7D50DDL,0x4B7D50DDL,0xAA2D425EL,0xE34FB19BL,0x4B7D50DDL},{0UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,0UL,0x6584DEB0L,0UL},{0xAA2D425EL,0x4B7D50DDL,0x4B7D50DDL,0xAA2D425EL,0xE34FB19BL,0x4B7D50DDL,0xCC439E31L},{0xC2A144F9L,18446744073709551615UL,0xC2A144F9L,18446744073709551615UL,0x1754CC00L,18446744073709551615UL,0xC2A144F9L},{0xAA2D425EL,0xAA2D425EL,0UL,0xCC439E31L,0xAA2D425EL,0xB863AF97L,0xCC439E31L}},{{0UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,0UL},{0xE34FB19BL,0xCC439E31L,0x4B7D50DDL,0xE34FB19BL,0xAA2D425EL,0x4B7D50DDL,0x4B7D50DDL},{0x1754CC00L,18446744073709551615UL,0xBC92DBE5L,18446744073709551615UL,0x1754CC00L,0x6584DEB0L,0x1754CC00L},{0xAA2D425EL,0xE34FB19BL,0x4B7D50DDL,0xCC439E31L,0xE34FB19BL,0xE34FB19BL,0xCC439E31L},{18446744073709551611UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,0UL,18446744073709551615UL,18446744073709551611UL}}};
        int16_t l_224 = 0x60B5L;
        struct S1 l_234 = {1UL,0L};
        int32_t l_257 = (-1L);
        int32_t l_302 = (-2L);
        uint64_t l_309 = 0UL;
        int64_t l_314 = 4L;
        int i, j, k;
        if (((((l_207 , ((((g_221 = (((safe_add_func_uint32_t_u_u((safe_sub_func_uint64_t_u_u(l_191, (safe_unary_minus_func_uint32_t_u((p_34 & (g_49 = (safe_div_func_int16_t_s_s((((g_52[1] = g_112) | ((l_206 &= (!(g_66.f0 = ((((safe_unary_minus_func_int64_t_s((l_217[0][0][2] = p_34))) , (g_66 , (safe_unary_minus_func_int32_t_s(((safe_add_func_uint64_t_u_u(0xF6DD3D46EF550133LL, p_34)) >= l_191))))) >= l_207.f1) <= p_34)))) > 8L)) , l_217[1][2][5]), 65528UL)))))))), g_111)) , l_205) <= p_32)) != 0x0E00C26BL) , g_190.f0) == l_222)) < g_3) > l_223) & l_224))
        { /* block id: 105 */
            uint16_t l_256 = 0xDDA9L;
            int32_t l_258 = 0L;
            int32_t l_312 = 0L;
            for (g_147 = 0; (g_147 < 18); g_147 = safe_add_func_uint64_t_u_u(g_147, 5))
            { /* block id: 108 */
                int8_t l_259 = 6L;
                int32_t l_260 = 0xAD5827ACL;
                if ((g_227 , (safe_mod_func_int32_t_s_s(g_201[4][6].f1, (safe_mod_func_uint8_t_u_u((((g_49 = (safe_sub_func_uint8_t_u_u((l_234 , g_201[4][6].f2), (-1L)))) & l_206) != (safe_mul_func_int8_t_s_s(((safe_add_func_int32_t_s_s(l_207.f2, p_34)) > p_32), g_239))), l_207.f2))))))
                { /* block id: 110 */
                    g_165 |= (l_217[0][0][2] >= 1L);
                    if (p_34)
                        continue;
                }
                else
                { /* block id: 113 */
                    int64_t l_300[8][5];
                    int i, j;
                    for (i = 0; i < 8; i++)
                    {
                        for (j = 0; j < 5; j++)
                            l_300[i][j] = 0L;
                    }
                    l_260 |= (((((safe_mod_func_int32_t_s_s((-1L), ((safe_lshift_func_int8_t_s_u((l_258 = (((safe_div_func_int8_t_s_s(l_207.f2, ((0x848DL ^ 0x2A1EL) || (safe_rshift_func_int16_t_s_u((safe_add_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((g_112 <= (g_111 |= (((safe_mul_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s(p_33.f0, p_34)), l_256)) >= g_110) & 6L))), l_207.f2)), g_201[4][6].f3)), l_257))))) >= p_32) | g_227)), 0)) || p_32))) ^ g_66.f1) || 255UL) , l_259) , 8L);
                    if (l_207.f1)
                        goto lbl_261;
                    g_110 = (safe_div_func_int16_t_s_s((safe_unary_minus_func_int8_t_s((((g_201[4][6].f3 , (safe_unary_minus_func_uint16_t_u((safe_sub_func_uint8_t_u_u((l_260 = (safe_lshift_func_uint8_t_u_u(p_34, ((((safe_sub_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((g_201[4][6].f0 |= (safe_sub_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((((safe_lshift_func_uint8_t_u_u(p_34, 3)) == (0x8ADFL && (((safe_mod_func_int8_t_s_s((l_206 = ((0x799DL == (safe_div_func_uint32_t_u_u((l_302 = (((safe_mod_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s((((safe_unary_minus_func_int32_t_s((l_256 , (safe_div_func_uint32_t_u_u((safe_mod_func_int32_t_s_s(((safe_mod_func_uint8_t_u_u((((safe_sub_func_int32_t_s_s(((((safe_mul_func_int8_t_s_s((!(p_33 , p_33.f0)), 0L)) != (-1L)) && l_206) > l_205), g_111)) > p_32) && g_201[4][6].f3), g_221)) ^ g_3), 4294967295UL)), p_32))))) > l_258) || l_300[2][4]), p_32)), p_32)) >= l_217[0][2][1]) < g_301[0][0][2])), l_260))) , p_33.f0)), l_258)) && g_201[4][6].f1) == p_34))) ^ g_201[4][6].f3), p_33.f0)), 0L))), p_33.f0)), l_300[5][1])) == l_300[2][4]) != g_201[4][6].f3) , 8UL)))), p_32))))) == g_111) != l_259))), g_66.f1));
                    g_301[0][1][2] = p_32;
                }
            }
            l_312 ^= (l_207.f3 || (((((safe_rshift_func_uint16_t_u_u(l_258, 2)) , g_165) & (safe_mul_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u(l_309, 5)) , (safe_rshift_func_int8_t_s_u(0x49L, 7))), 0xAAL))) || (l_258 |= 0xAAC3256DE87AB18FLL)) , 5L));
        }
        else
        { /* block id: 128 */
            l_314 = ((l_206 = 1L) >= l_313);
        }
        l_257 &= ((safe_rshift_func_int16_t_s_s(0xA8E1L, (safe_mul_func_int16_t_s_s((l_206 = (p_32 <= ((g_201[4][6].f2 = p_33.f0) , ((0x49F1L & l_222) != p_34)))), ((safe_sub_func_uint16_t_u_u((255UL || 0x12L), p_33.f0)) != l_222))))) < 0UL);
        l_257 = (safe_div_func_uint16_t_u_u(p_32, (l_223 | (p_33 , 1L))));
    }
    else
    { /* block id: 136 */
        uint64_t l_355 = 0xF491A405F35307B5LL;
        int32_t l_370 = 0x5F58C2DDL;
        int32_t l_372 = (-1L);
        int32_t l_373 = 0L;
        int32_t l_376[7];
        int64_t l_489 = 0x979A8BBCCD9A3C65LL;
        uint32_t l_499 = 5UL;
        int i;
        for (i = 0; i < 7; i++)
            l_376[i] = 5L;
        if ((g_239 >= p_34))
        { /* block id: 137 */
            int8_t l_329 = 0x7AL;
            int32_t l_356 = 0xA2F971C4L;
            int32_t l_358 = (-1L);
            int32_t l_360 = 1L;
            int32_t l_378 = 0x8F2B562EL;
            int32_t l_379 = 2L;
            int64_t l_425 = 0x05C01A75E9C9AC9FLL;
            for (p_32 = (-7); (p_32 != (-22)); p_32--)
            { /* block id: 140 */
                int64_t l_367[8][6][5] = {{{0x74B97D02AEDCD98ALL,0x10B1C68B05920B80LL,(-9L),0xB595C7453D5FF986LL,(-3L)},{(-6L),(-1L),0L,0L,(-1L)},{0xD576BE43E4FF47D7LL,(-1L),(-5L),(-5L),(-3L)},{9L,0x5CAD862755C9BD58LL,0x2C907FD386B117E6LL,0L,0xC1EBE15FA46FF576LL},{0x9A869F11C13C78FBLL,(-3L),7L,0xC88362FC72667040LL,0x77DB1310D9C446DELL},{9L,(-2L),0xCE9F24227976AB2ELL,0L,(-1L)}},{{0xD576BE43E4FF47D7LL,4L,0xC88362FC72667040LL,(-8L),0x3B5EF5EFCAC26395LL},{(-6L),(-2L),0x4504EA7FF4E4A0D1LL,0x60DAF5139CD15266LL,(-7L)},{0x74B97D02AEDCD98ALL,(-3L),0x63C7AB3874F58ABCLL,7L,7L},{0x9B3B88D473569379LL,0x5CAD862755C9BD58LL,0x4504EA7FF4E4A0D1LL,0x1313D4E5EF283404LL,(-2L)},{0x3E1B3F8737C3F53BLL,(-1L),0xC88362FC72667040LL,0xDDD172D46976F03ELL,0x6F14F79CF06DE3E1LL},{0L,(-1L),0xCE9F24227976AB2ELL,0x1313D4E5EF283404LL,0L}},{{(-9L),0x10B1C68B05920B80LL,7L,7L,0x10B1C68B05920B80LL},{0x1D1072CD44564142LL,0x6B4996438B3E2254LL,0x2C907FD386B117E6LL,0x60DAF5139CD15266LL,0L},{3L,0xFA33A6990FBD0330LL,(-5L),(-8L),0x6F14F79CF06DE3E1LL},{0xB4A886C2678DB66ELL,0L,0L,0L,(-2L)},{3L,0x77DB1310D9C446DELL,(-9L),0xC88362FC72667040LL,7L},{0x1D1072CD44564142LL,0x467D1249C85D9A51LL,0L,0L,(-7L)}},{{(-9L),0x77DB1310D9C446DELL,0xDDD172D46976F03ELL,(-5L),0x3B5EF5EFCAC26395LL},{0L,0L,(-4L),0L,(-1L)},{0x3E1B3F8737C3F53BLL,0xFA33A6990FBD0330LL,0xDDD172D46976F03ELL,0xB595C7453D5FF986LL,0x77DB1310D9C446DELL},{0x9B3B88D473569379LL,0x6B4996438B3E2254LL,0L,0x4504EA7FF4E4A0D1LL,0x650CC20AF4663976LL},{4L,1L,7L,0x77DB1310D9C446DELL,(-7L)},{0x7BD4C383BE513965LL,0x4B32C98B7927283CLL,0L,0L,0x4B32C98B7927283CLL}},{{1L,0x3BC02E2F530F2090LL,(-3L),0xFA33A6990FBD0330LL,(-7L)},{0L,0x68A78A85FD846207LL,1L,0x6B4996438B3E2254LL,0x650CC20AF4663976LL},{(-1L),(-7L),(-3L),0x10B1C68B05920B80LL,0L},{0L,0x289F59E0E923B787LL,(-1L),(-1L),9L},{1L,0xE9C09C7496384A5BLL,0x10B1C68B05920B80LL,(-1L),1L},{0x7BD4C383BE513965LL,0x289F59E0E923B787LL,0x467D1249C85D9A51LL,0x5CAD862755C9BD58LL,0L}},{{4L,(-7L),0xF9A831C4C9FA8FE3LL,(-3L),0x7E6BF6D669E67C95LL},{9L,0x68A78A85FD846207LL,0x467D1249C85D9A51LL,(-2L),0x289F59E0E923B787LL},{1L,0x3BC02E2F530F2090LL,0x10B1C68B05920B80LL,4L,(-3L)},{2L,0x4B32C98B7927283CLL,(-1L),(-2L),0x4486FD62860D3FAALL},{0xC170D78081E67CEALL,1L,(-3L),(-3L),1L},{(-1L),0L,1L,0x5CAD862755C9BD58LL,0x4486FD62860D3FAALL}},{{(-1L),1L,(-3L),(-1L),(-3L)},{5L,0x4486FD62860D3FAALL,0L,(-1L),0x289F59E0E923B787LL},{(-1L),0L,7L,0x10B1C68B05920B80LL,0x7E6BF6D669E67C95LL},{(-1L),4L,(-1L),0x6B4996438B3E2254LL,0L},{0xC170D78081E67CEALL,0L,4L,0xFA33A6990FBD0330LL,1L},{2L,0x4486FD62860D3FAALL,0x3E4FAC3AC0D66E43LL,0L,9L}},{{1L,1L,4L,0x77DB1310D9C446DELL,0L},{9L,0L,(-1L),0x467D1249C85D9A51LL,0x650CC20AF4663976LL},{4L,1L,7L,0x77DB1310D9C446DELL,(-7L)},{0x7BD4C383BE513965LL,0x4B32C98B7927283CLL,0L,0L,0x4B32C98B7927283CLL},{1L,0x3BC02E2F530F2090LL,(-3L),0xFA33A6990FBD0330LL,(-7L)},{0L,0x68A78A85FD846207LL,1L,0x6B4996438B3E2254LL,0x650CC20AF4663976LL}}};
                int32_t l_368[3][4][2] = {{{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L}},{{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L}},{{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L},{0xB48CEB18L,0xB48CEB18L}}};
                int32_t l_403 = 0xFB836B9AL;
                uint64_t l_426 = 0x87D9670A18DE7A70LL;
                int i, j, k;
                for (g_227 = 21; (g_227 >= 9); g_227 = safe_sub_func_uint64_t_u_u(g_227, 1))
                { /* block id: 143 */
                    const int8_t l_359[2][4][8] = {{{(-1L),(-1L),0x72L,4L,0x66L,0x72L,0x66L,4L},{4L,4L,4L,(-1L),4L,0xB8L,0xB8L,4L},{4L,0xB8L,0xB8L,4L,(-1L),4L,4L,4L},{4L,0x66L,0x72L,0x66L,4L,0x72L,(-1L),(-1L)}},{{4L,0x66L,(-1L),(-1L),(-1L),0xB1L,0x72L,(-1L)},{4L,0x72L,(-1L),4L,(-1L),0x72L,4L,0xB1L},{(-1L),0xB8L,(-1L),4L,4L,(-1L),0xB8L,(-1L)},{0xB1L,4L,0x72L,(-1L),4L,(-1L),0x72L,4L}}};
                    int32_t l_369 = 1L;
                    int32_t l_371 = 0x88AD1CA6L;
                    int32_t l_375 = (-3L);
                    int32_t l_377 = 0xFEC8D1C3L;
                    int32_t l_380 = 0x22C1ADC8L;
                    int32_t l_381[6][8] = {{0L,(-1L),0xFFF755FFL,2L,0x2182E4B0L,0x7B4804EBL,0x0329CD69L,0x2182E4B0L},{2L,0x4D84C3E9L,1L,2L,0xB5A84DD9L,1L,0xB5A84DD9L,2L},{(-7L),0xB5A84DD9L,(-7L),0x7B4804EBL,0L,0xFFF755FFL,0x7B4804EBL,0x4D84C3E9L},{0xB5A84DD9L,1L,0xFFF755FFL,0L,0xF6FBCFE4L,0x2182E4B0L,0L,1L},{0xB5A84DD9L,0x4D84C3E9L,(-6L),0L,0L,(-6L),0x4D84C3E9L,0xB5A84DD9L},{(-7L),2L,1L,0x2182E4B0L,0xB5A84DD9L,(-1L),(-7L),0x4D84C3E9L}};
                    int i, j, k;
                    l_360 &= ((safe_lshift_func_uint16_t_u_s((l_329 | ((g_111 = ((g_66.f1 , l_329) || (safe_div_func_int8_t_s_s((((safe_sub_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u((safe_mod_func_int16_t_s_s(((g_165 || (~((g_221 &= g_66.f1) >= (0x6BL & ((safe_mod_func_int16_t_s_s((safe_div_func_int8_t_s_s((l_358 &= (safe_mul_func_int16_t_s_s((safe_lshift_func_int8_t_s_s((safe_add_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((g_112 = ((safe_mod_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_s((((l_355 = 0x8A2AL) == g_227) , p_34), 6)), l_356)) == p_34)), p_34)), l_357)), p_34)), 0x241BL))), l_359[1][2][3])), g_227)) | g_66.f1))))) >= 0x0C481D80BF712A38LL), 0xD285L)), l_359[1][2][3])), g_3)) <= l_356) ^ l_329), g_71)))) <= 0xBE68L)), l_359[1][2][3])) == g_3);
                    l_368[2][1][1] = (((p_33.f0 < p_32) <= p_34) <= (safe_rshift_func_uint8_t_u_u(((safe_sub_func_uint8_t_u_u((((safe_rshift_func_int16_t_s_s(((g_66 , (g_49 > p_33.f0)) , (l_367[1][5][1] >= l_207.f3)), g_111)) , (-9L)) >= 0x357FL), 0UL)) > g_110), 6)));
                    --g_382[3][0][0];
                    l_403 = (l_373 = ((l_372 = (((((g_3 <= ((safe_rshift_func_uint8_t_u_u(((l_369 = ((safe_mod_func_int16_t_s_s((l_368[2][1][1] = (g_111 |= (safe_div_func_uint64_t_u_u(((g_3 && ((safe_sub_func_int32_t_s_s(g_239, (safe_lshift_func_uint16_t_u_u((g_201[2][2] , (((safe_sub_func_int32_t_s_s(1L, (((l_381[0][3] ^= (safe_div_func_int8_t_s_s((safe_lshift_func_int16_t_s_u((p_33.f0 == (safe_sub_func_int16_t_s_s(l_360, 0x9DCEL))), p_32)), p_34))) & l_376[5]) != 0x855AL))) > g_112) || g_147)), p_32)))) != l_367[2][5][2])) > g_3), p_34)))), 1UL)) || l_359[1][2][3])) ^ p_34), 1)) > g_221)) | g_3) != 0x7DB3D328L) != 1L) ^ l_367[1][4][0])) | 0x4CL));
                }
                if ((l_370 |= g_227))
                { /* block id: 161 */
                    struct S0 l_410[2][4] = {{{1UL,0x421CC5B2L,0x1EL,0x85L},{1UL,0x421CC5B2L,0x1EL,0x85L},{1UL,0x421CC5B2L,0x1EL,0x85L},{1UL,0x421CC5B2L,0x1EL,0x85L}},{{1UL,0x421CC5B2L,0x1EL,0x85L},{1UL,0x421CC5B2L,0x1EL,0x85L},{1UL,0x421CC5B2L,0x1EL,0x85L},{1UL,0x421CC5B2L,0x1EL,0x85L}}};
                    int32_t l_414 = (-7L);
                    int32_t l_415 = (-1L);
                    int16_t l_423[1];
                    int i, j;
                    for (i = 0; i < 1; i++)
                        l_423[i] = 0x0321L;
                    g_201[0][6] = g_201[4][4];
                    g_165 ^= (safe_rshift_func_int16_t_s_u(((safe_rshift_func_int16_t_s_u(((((g_411 = l_410[0][2]) , (g_411.f2 = (++g_201[4][6].f2))) < (((l_415 = (l_414 ^= g_147)) & (!g_112)) < g_301[0][0][2])) | 18446744073709551608UL), 6)) < ((l_207.f1 ^ (safe_lshift_func_uint16_t_u_s((safe_add_func_uint64_t_u_u((safe_sub_func_int16_t_s_s((-1L), p_32)), 0xD8542FD69753B382LL)), 8))) | g_111)), l_423[0]));
                }
                else
                { /* block id: 169 */
                    return p_33.f0;
                }
                if (l_374[3][2])
                    break;
                l_426++;
            }
            for (l_207.f3 = 0; (l_207.f3 <= 53); l_207.f3 = safe_add_func_uint64_t_u_u(l_207.f3, 5))
            { /* block id: 177 */
                int32_t l_442 = (-10L);
                int32_t l_465[5] = {0xF657058DL,0xF657058DL,0xF657058DL,0xF657058DL,0xF657058DL};
                int32_t l_478 = 0x762A9A81L;
                int i;
                if ((((g_221--) ^ (18446744073709551610UL == (safe_mul_func_int16_t_s_s((safe_sub_func_uint8_t_u_u(g_382[3][0][0], ((safe_sub_func_uint64_t_u_u((g_239 == ((0xA2L & (safe_lshift_func_int16_t_s_u(((g_441[2][6][4] = (l_313 && 0x6D5EL)) & (p_32 && p_33.f0)), 13))) , l_374[3][1])), g_190.f0)) & l_205))), l_442)))) , p_34))
                { /* block id: 180 */
                    if (p_34)
                        break;
                    l_378 = 2L;
                    if (p_32)
                        break;
                }
                else
                { /* block id: 184 */
                    int32_t l_466 = 0xC08F4559L;
                    int32_t l_477 = (-2L);
                    l_466 = ((safe_lshift_func_uint16_t_u_u((((((!(safe_mul_func_uint16_t_u_u(p_34, (((safe_add_func_uint16_t_u_u(g_301[0][0][2], l_356)) ^ (safe_mod_func_uint64_t_u_u(((l_207.f2 < g_49) && ((((safe_div_func_int64_t_s_s((!((g_411.f1 = (safe_rshift_func_int8_t_s_u((safe_div_func_int32_t_s_s((safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u((l_442 = (p_32 & (safe_mul_func_int16_t_s_s((-7L), l_223)))), l_222)), 0L)), 0xD0196467L)), 1))) , g_221)), 0x3034AA0815BF7E9FLL)) | l_465[3]) & p_32) > 2L)), 0x16CDF28EF21A1B9FLL))) & l_374[3][2])))) < 0x8CC73B85B302C44DLL) ^ 250UL) || 65535UL) , 65535UL), p_34)) < 1UL);
                    g_301[0][0][2] = (safe_lshift_func_int8_t_s_u((((safe_unary_minus_func_int64_t_s(p_33.f0)) >= (safe_rshift_func_int16_t_s_s((((l_472 , (l_425 > (0xACL ^ (l_370 ^ (safe_mul_func_int8_t_s_s(((((g_411.f2 || (safe_sub_func_int16_t_s_s(l_442, g_49))) <= g_201[4][6].f0) < g_52[1]) && p_32), p_33.f0)))))) | p_32) , p_33.f0), l_477))) , 0x2BL), g_382[4][0][0]));
                    l_478 = (-1L);
                }
                for (l_191 = 0; (l_191 <= 4); l_191 += 1)
                { /* block id: 193 */
                    int32_t l_503[5][6][1] = {{{5L},{1L},{0x1DD5B374L},{5L},{0x1DD5B374L},{1L}},{{5L},{(-1L)},{(-1L)},{5L},{1L},{0x1DD5B374L}},{{5L},{0x1DD5B374L},{1L},{5L},{(-1L)},{(-1L)}},{{5L},{1L},{0x1DD5B374L},{5L},{0x1DD5B374L},{1L}},{{5L},{(-1L)},{(-1L)},{5L},{1L},{0x1DD5B374L}}};
                    int i, j, k;
                    l_465[l_191] = (((g_411.f3 = (((((safe_div_func_uint64_t_u_u((safe_div_func_uint16_t_u_u(l_465[l_191], ((safe_div_func_int32_t_s_s((safe_sub_func_int16_t_s_s(((g_411.f2--) , 1L), ((l_355 | 3L) <= 0xFC35FCF6166832A0LL))), p_33.f0)) && (p_32 >= g_49)))), g_382[3][0][0])) != 0L) , l_489) < (-1L)) | 0x54A0L)) < g_66.f0) & 4294967286UL);
                    l_374[3][1] |= (safe_sub_func_int64_t_s_s((((safe_mul_func_int8_t_s_s((((!(g_441[0][4][0] = (p_33 , 65535UL))) > (g_239 = ((((0x717F3EA9L | ((l_465[l_191] = l_206) <= (safe_mul_func_uint16_t_u_u(((l_478 && l_499) , (((((+(l_372 &= (((safe_add_func_uint8_t_u_u(g_411.f0, p_34)) | p_33.f0) ^ l_503[3][1][0]))) , 0x23L) | p_34) | l_360) & p_34)), 1UL)))) & 0UL) | p_34) , 0x80B5L))) <= l_478), 0x7DL)) != p_33.f0) >= l_360), l_478));
                }
            }
            if (((safe_mod_func_int32_t_s_s(g_441[2][6][4], l_499)) || l_378))
            { /* block id: 204 */
                struct S2 l_509 = {-1L};
                int32_t l_519 = (-7L);
                int32_t l_523 = 0x23E19346L;
                g_110 ^= (safe_rshift_func_uint8_t_u_s(g_112, (l_374[3][2] = ((~(l_509 , ((-7L) < (l_509.f0 , (safe_unary_minus_func_uint64_t_u(((safe_unary_minus_func_int32_t_s((g_165 = (safe_rshift_func_uint8_t_u_s((safe_mul_func_int8_t_s_s((l_523 = ((l_370 = (safe_sub_func_int8_t_s_s((g_201[4][6].f2 <= ((l_519 = (safe_unary_minus_func_uint32_t_u(p_32))) <= (safe_mul_func_uint16_t_u_u((+g_112), p_34)))), 0L))) != p_33.f0)), 9L)), 3))))) || l_472.f0))))))) , 0x04L))));
                l_519 |= g_111;
                for (g_147 = 13; (g_147 <= 50); g_147 = safe_add_func_int16_t_s_s(g_147, 7))
                { /* block id: 214 */
                    return p_32;
                }
            }
            else
            { /* block id: 217 */
                uint8_t l_536 = 1UL;
                l_373 |= ((((g_411.f3 != (safe_lshift_func_uint16_t_u_u((((l_207.f0 == (safe_rshift_func_int8_t_s_s(0xF6L, 1))) , ((safe_mul_func_int8_t_s_s((((l_376[3] <= (safe_mod_func_int32_t_s_s(g_239, p_34))) <= ((safe_lshift_func_uint8_t_u_u(g_301[0][2][0], 7)) < p_32)) != 9L), g_111)) , l_207.f0)) || 0UL), 0))) & g_71) ^ g_301[0][0][2]) == 4294967295UL);
                if (g_227)
                { /* block id: 219 */
                    l_536 = g_147;
                    return g_111;
                }
                else
                { /* block id: 222 */
                    l_376[5] = (safe_sub_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((p_34 > ((p_33.f0 <= l_374[3][2]) & p_33.f0)), (safe_add_func_int32_t_s_s(g_201[4][6].f1, p_34)))), l_536));
                }
            }
        }
        else
        { /* block id: 226 */
            struct S1 l_552[7] = {{0x66756AB2L,1L},{0x66756AB2L,1L},{0x66756AB2L,1L},{0x66756AB2L,1L},{0x66756AB2L,1L},{0x66756AB2L,1L},{0x66756AB2L,1L}};
            int32_t l_568 = 0x2A1AF0DFL;
            int32_t l_569 = 0x38E7296DL;
            int32_t l_592 = 5L;
            uint32_t l_593 = 4294967295UL;
            int i;
            for (l_357 = (-25); (l_357 <= 51); l_357 = safe_add_func_uint16_t_u_u(l_357, 2))
            { /* block id: 229 */
                uint16_t l_545 = 0xABE9L;
                int32_t l_566 = (-10L);
                int32_t l_567 = 0xDA9F92D7L;
                int32_t l_570 = (-1L);
                int32_t l_571 = 4L;
                struct S0 l_596 = {0UL,0x116BCECDL,6UL,0xF8L};
                ++l_545;
                if ((safe_lshift_func_uint16_t_u_s((l_571 |= (g_227 , (safe_div_func_uint64_t_u_u((l_552[3] , (safe_mod_func_int16_t_s_s(((safe_div_func_int16_t_s_s(((l_374[0][1] = (3UL > (l_570 ^= (safe_rshift_func_int8_t_s_u((safe_add_func_uint32_t_u_u(((((l_569 = (safe_unary_minus_func_int32_t_s((l_568 = (l_567 = (safe_lshift_func_int16_t_s_u((0xF6A0B1D4L > (0UL != ((safe_unary_minus_func_int64_t_s((g_227 = (~(g_52[1] && (l_566 , g_221)))))) && 5UL))), 5))))))) || 0x1CE716D60E2B3679LL) && g_66.f0) | g_221), g_52[1])), 0))))) , p_34), 0x5F54L)) ^ l_206), 1UL))), p_34)))), 2)))
                { /* block id: 238 */
                    uint8_t l_572 = 255UL;
                    l_572++;
                }
                else
                { /* block id: 240 */
                    const uint8_t l_577 = 0x7CL;
                    int32_t l_590 = 0L;
                    int32_t l_591 = (-1L);
                    g_165 = (l_591 = ((safe_sub_func_int16_t_s_s(l_577, (g_190.f0 != ((l_570 = (l_577 || (l_376[5] = (l_569 ^= (safe_add_func_uint64_t_u_u((safe_unary_minus_func_uint32_t_u(l_570)), (p_34 != (((safe_add_func_uint8_t_u_u(((g_221 = g_52[1]) != (l_590 = (safe_add_func_uint32_t_u_u(((safe_lshift_func_int8_t_s_s((g_589 = (l_374[3][2] ^= ((l_370 ^= ((safe_rshift_func_uint16_t_u_s((g_3 || p_34), p_34)) && g_71)) < p_34))), 0)) != g_411.f0), (-2L))))), p_32)) ^ g_111) & 4UL)))))))) & l_566)))) >= p_34));
                }
                l_593--;
                if (((g_201[4][6].f2 = l_223) >= g_71))
                { /* block id: 254 */
                    uint32_t l_597 = 0x9B85E26AL;
                    if (g_49)
                        goto lbl_261;
                    l_596 = g_201[4][7];
                    ++l_597;
                    g_600 = g_190;
                }
                else
                { /* block id: 259 */
                    if (g_52[2])
                        break;
                }
            }
            return l_552[3].f0;
        }
    }
    return p_32;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint64_t  func_35(int64_t  p_36, struct S0  p_37, int32_t  p_38, uint32_t  p_39, int32_t  p_40)
{ /* block id: 93 */
    uint16_t l_189 = 0xF286L;
    return l_189;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_52 g_66 g_49 g_71 g_112 g_110 g_147 g_165 g_111
 * writes: g_49 g_52 g_66.f0 g_71 g_112 g_147 g_110
 */
static uint8_t  func_43(uint16_t  p_44, const int16_t  p_45, struct S1  p_46)
{ /* block id: 14 */
    int64_t l_48[4][5][5] = {{{(-8L),0xB861A7160C63704BLL,1L,(-1L),1L},{5L,(-10L),7L,0x647CF2842C5ACC8ELL,(-1L)},{0xA78404D083830386LL,0x2DB22C08F497C316LL,0x13DA513E67DCAF6DLL,0xF05DE082ADE89B93LL,0x1BA0576189EFA4EDLL},{0x13DA513E67DCAF6DLL,1L,0xB861A7160C63704BLL,0x1BA0576189EFA4EDLL,0x1BA0576189EFA4EDLL},{1L,7L,1L,0x5826CCE71C9EEB3BLL,(-1L)}},{{7L,0x5826CCE71C9EEB3BLL,0L,0x830BF04B2B3A3C3ALL,1L},{0x6BB358509EF6E88FLL,0x1F3177355A2C03FDLL,0xD1892F88B3176A17LL,0xC9CADCDA6A44F34DLL,0L},{(-1L),0xC3CC8C9F13A4B1F0LL,0L,1L,0xB861A7160C63704BLL},{0x643C8F438361CD5CLL,(-1L),1L,0x6BB358509EF6E88FLL,0x830BF04B2B3A3C3ALL},{1L,9L,0xB861A7160C63704BLL,(-10L),0xD1892F88B3176A17LL}},{{1L,0x13DA513E67DCAF6DLL,0x13DA513E67DCAF6DLL,1L,0x1F3177355A2C03FDLL},{0x643C8F438361CD5CLL,0xC9CADCDA6A44F34DLL,7L,(-8L),0xA78404D083830386LL},{(-1L),0x647CF2842C5ACC8ELL,1L,0L,9L},{9L,0x5826CCE71C9EEB3BLL,0x647CF2842C5ACC8ELL,0x2DB22C08F497C316LL,0x6BB358509EF6E88FLL},{1L,0xA78404D083830386LL,0x2DB22C08F497C316LL,0x13DA513E67DCAF6DLL,0xF05DE082ADE89B93LL}},{{5L,9L,0xA78404D083830386LL,(-1L),0L},{0xC3CC8C9F13A4B1F0LL,9L,1L,9L,0xC3CC8C9F13A4B1F0LL},{(-10L),0xA78404D083830386LL,0xF05DE082ADE89B93LL,0xC9CADCDA6A44F34DLL,0x3BBBB531EAA473ECLL},{1L,0x5826CCE71C9EEB3BLL,0xD1892F88B3176A17LL,0x6BB358509EF6E88FLL,1L},{0x2DB22C08F497C316LL,0xB861A7160C63704BLL,7L,0xA78404D083830386LL,0x3BBBB531EAA473ECLL}}};
    int32_t l_51 = 7L;
    int32_t l_67 = (-1L);
    int16_t l_68 = 0xD559L;
    int32_t l_95 = 0xDB90C34EL;
    struct S1 l_151 = {4294967295UL,0x63735208E9886135LL};
    uint8_t l_185[5][4] = {{247UL,251UL,249UL,251UL},{251UL,0x61L,249UL,249UL},{247UL,247UL,251UL,249UL},{0x6BL,0x61L,0x6BL,251UL},{0x6BL,251UL,251UL,0x6BL}};
    int64_t l_186 = 0xC9075F296341BAEALL;
    int i, j, k;
    for (p_46.f1 = 0; (p_46.f1 <= 3); p_46.f1 += 1)
    { /* block id: 17 */
        int8_t l_50 = 0x99L;
        int32_t l_106 = 0xEA4427A0L;
        uint64_t l_187 = 4UL;
        if ((g_49 = l_48[3][1][3]))
        { /* block id: 19 */
            l_51 |= l_50;
            if (g_3)
                continue;
        }
        else
        { /* block id: 22 */
            g_52[1] ^= l_50;
        }
        if ((l_68 |= (safe_mod_func_uint8_t_u_u(((p_45 == (safe_mod_func_int32_t_s_s(p_46.f0, p_46.f0))) < (((safe_rshift_func_int16_t_s_u((l_67 |= (safe_mod_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u(((safe_sub_func_uint8_t_u_u((((p_45 ^ (+g_52[0])) | g_52[1]) , ((g_66 , g_3) , l_51)), g_52[2])) > g_52[1]), p_46.f1)), p_46.f0))), l_50)) & 0x18E2BB11L) , 3L)), p_46.f1))))
        { /* block id: 27 */
            struct S0 l_70 = {0x67D5L,0x137C5FD5L,246UL,0UL};
            int32_t l_92 = 0x503B3C44L;
            int32_t l_94 = 0xAFCE2876L;
            for (g_66.f0 = 0; (g_66.f0 <= 3); g_66.f0 += 1)
            { /* block id: 30 */
                return g_49;
            }
            for (p_44 = 0; (p_44 <= 3); p_44 += 1)
            { /* block id: 35 */
                uint64_t l_69[8] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
                struct S0 l_91 = {65535UL,-1L,0x9BL,255UL};
                int i;
                l_69[4] = 0xDAE8E356L;
                l_70 = l_70;
                g_71--;
                for (l_51 = 0; (l_51 <= 3); l_51 += 1)
                { /* block id: 41 */
                    int32_t l_93 = 0x1C64AC22L;
                    int32_t l_109 = 0x05CDAFBEL;
                    int i, j, k;
                    l_95 = ((safe_mul_func_int8_t_s_s((l_94 = (safe_sub_func_int64_t_s_s((l_93 |= (1UL > (safe_add_func_int8_t_s_s((safe_div_func_uint32_t_u_u(((((l_48[l_51][p_46.f1][(p_44 + 1)] | (l_67 |= g_49)) != (safe_rshift_func_int8_t_s_u(g_71, 3))) | (g_66 , (l_92 &= (~(safe_mul_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((safe_add_func_uint32_t_u_u((l_91 , (p_46 , g_66.f1)), g_66.f1)), p_44)), 1L)))))) < 0xFDL), 0xB755D73BL)), p_45)))), l_70.f1))), l_48[p_46.f1][p_44][l_51])) < g_3);
                    l_109 |= (p_44 > ((safe_sub_func_uint64_t_u_u(((((safe_div_func_int32_t_s_s(((((g_49 = ((g_49 || (safe_lshift_func_uint8_t_u_u((((safe_rshift_func_uint16_t_u_u(((p_44 >= (l_106 = (safe_rshift_func_uint16_t_u_s(l_92, 7)))) , g_66.f1), ((safe_sub_func_int32_t_s_s(g_66.f0, 0x7E9ACA86L)) & g_49))) & g_49) & 0xB54446D1L), g_49))) == l_91.f2)) ^ l_94) <= l_68) < l_50), l_70.f3)) < p_46.f0) == l_93) <= 0xED75L), l_50)) && 9L));
                }
            }
            --g_112;
            for (l_51 = 0; (l_51 <= 25); l_51 = safe_add_func_int32_t_s_s(l_51, 9))
            { /* block id: 55 */
                uint64_t l_127[7];
                int32_t l_130 = (-1L);
                int32_t l_141 = 0xE2DD1962L;
                int32_t l_146 = 0xE0FD2558L;
                uint32_t l_154[5][5] = {{1UL,1UL,0UL,4294967286UL,0UL},{1UL,1UL,0UL,4294967286UL,0UL},{1UL,1UL,0UL,4294967286UL,0UL},{1UL,1UL,0UL,4294967286UL,0UL},{1UL,1UL,0UL,4294967286UL,0UL}};
                uint32_t l_160 = 0x4A0B4B7BL;
                int i, j;
                for (i = 0; i < 7; i++)
                    l_127[i] = 18446744073709551615UL;
                for (l_70.f0 = 14; (l_70.f0 <= 18); l_70.f0++)
                { /* block id: 58 */
                    uint64_t l_119[8][1];
                    int32_t l_124 = 0x4028A08AL;
                    int i, j;
                    for (i = 0; i < 8; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_119[i][j] = 0x2F16C98A27618441LL;
                    }
                    ++l_119[4][0];
                    g_110 = (((l_119[4][0] || (safe_add_func_uint16_t_u_u((++p_44), ((p_46.f1 && (l_127[4] >= ((safe_mod_func_uint8_t_u_u((l_130 = 1UL), (g_147 ^= (~(safe_sub_func_uint16_t_u_u(((l_106 = ((!((!(((safe_sub_func_int64_t_s_s(l_124, (!((((safe_lshift_func_uint8_t_u_u(((l_141 = 0x79L) != (safe_div_func_int8_t_s_s(((safe_sub_func_uint32_t_u_u((g_66.f0 = (((((l_67 = p_46.f1) & 0x982EL) < 0x0A5FL) & l_106) == l_68)), p_45)) != p_46.f0), l_48[0][0][4]))), g_110)) && g_3) == g_52[1]) != 254UL)))) , g_3) , 9L)) | l_95)) == g_71)) == g_66.f1), l_146)))))) , l_127[4]))) && 0xB649L)))) < p_45) <= 0x75L);
                    if (p_44)
                        break;
                }
                if (g_3)
                    break;
                for (l_70.f2 = 0; (l_70.f2 <= 3); l_70.f2 += 1)
                { /* block id: 73 */
                    uint32_t l_150 = 1UL;
                    l_150 = (safe_lshift_func_uint8_t_u_u(g_112, p_46.f1));
                }
                if (((g_52[2] >= (l_151 , (((safe_lshift_func_uint16_t_u_s(g_71, 15)) < (l_94 &= ((l_92 = l_154[1][2]) == ((+1L) && ((safe_add_func_int64_t_s_s((((safe_rshift_func_uint16_t_u_s((((1L > ((l_160 | g_66.f0) == p_46.f0)) , 0UL) < l_127[3]), g_112)) ^ 0xA09A3B3DL) || p_46.f1), (-1L))) >= g_49))))) | p_44))) < l_50))
                { /* block id: 78 */
                    uint64_t l_168 = 1UL;
                    if (g_49)
                        break;
                    g_110 = (l_70 , ((safe_sub_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u(g_165, (safe_rshift_func_uint16_t_u_u(l_168, 4)))), g_49)) <= (safe_lshift_func_int16_t_s_u(((g_111 , (p_46.f1 == ((safe_rshift_func_uint16_t_u_u(((0xE08CFFC910CF37CFLL | l_106) && l_106), 6)) && g_49))) , p_45), g_66.f1))));
                }
                else
                { /* block id: 81 */
                    return p_44;
                }
            }
        }
        else
        { /* block id: 85 */
            return g_147;
        }
        l_67 |= (safe_div_func_int32_t_s_s((((safe_lshift_func_int8_t_s_s(((safe_sub_func_uint16_t_u_u((l_151 , (safe_rshift_func_int16_t_s_u(0xD04EL, 4))), ((g_49 ^= l_51) <= 1UL))) <= (safe_add_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(((p_46.f0 == (l_185[2][3] <= l_186)) < l_187), p_45)), 0xFBL))), 2)) < 0x4AL) && g_66.f0), 1UL));
        return p_44;
    }
    return l_67;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_49, "g_49", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_52[i], "g_52[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_66.f0, "g_66.f0", print_hash_value);
    transparent_crc(g_66.f1, "g_66.f1", print_hash_value);
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_110, "g_110", print_hash_value);
    transparent_crc(g_111, "g_111", print_hash_value);
    transparent_crc(g_112, "g_112", print_hash_value);
    transparent_crc(g_147, "g_147", print_hash_value);
    transparent_crc(g_165, "g_165", print_hash_value);
    transparent_crc(g_190.f0, "g_190.f0", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_201[i][j].f0, "g_201[i][j].f0", print_hash_value);
            transparent_crc(g_201[i][j].f1, "g_201[i][j].f1", print_hash_value);
            transparent_crc(g_201[i][j].f2, "g_201[i][j].f2", print_hash_value);
            transparent_crc(g_201[i][j].f3, "g_201[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_221, "g_221", print_hash_value);
    transparent_crc(g_227, "g_227", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_301[i][j][k], "g_301[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_382[i][j][k], "g_382[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_411.f0, "g_411.f0", print_hash_value);
    transparent_crc(g_411.f1, "g_411.f1", print_hash_value);
    transparent_crc(g_411.f2, "g_411.f2", print_hash_value);
    transparent_crc(g_411.f3, "g_411.f3", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_441[i][j][k], "g_441[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_589, "g_589", print_hash_value);
    transparent_crc(g_600.f0, "g_600.f0", print_hash_value);
    transparent_crc(g_840, "g_840", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
