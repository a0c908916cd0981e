// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10026 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10026
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static const uint32_t g_2 = 4294967295UL;
static uint16_t g_9 = 65530UL;
static int32_t g_53 = (-7L);
static uint16_t g_77 = 1UL;
static uint32_t g_80 = 0x2C9C813CL;
static int32_t g_97 = (-6L);
static int32_t g_113 = 0xE4CB239FL;
static uint8_t g_161 = 0UL;
static uint16_t g_162 = 5UL;
static uint8_t g_179[3] = {255UL,255UL,255UL};
static int16_t g_231 = 1L;
static int32_t g_246 = 0xEF017ECEL;
static uint32_t g_269 = 1UL;
static uint32_t g_297 = 0xD97F4BBEL;
static int16_t g_354 = 1L;
static uint8_t g_438[5] = {0x2FL,0x2FL,0x2FL,0x2FL,0x2FL};
static uint16_t g_526[8] = {0xC518L,0xC518L,0xC518L,0xC518L,0xC518L,0xC518L,0xC518L,0xC518L};
static int16_t g_534 = (-2L);
static int64_t g_535 = 6L;
static int8_t g_536 = 1L;
static uint64_t g_607[4][6] = {{0xC14AD7364B51ABF0LL,0x10F8ABED081951CALL,0x10F8ABED081951CALL,0xC14AD7364B51ABF0LL,0xC14AD7364B51ABF0LL,0x10F8ABED081951CALL},{0xC14AD7364B51ABF0LL,0xC14AD7364B51ABF0LL,0x10F8ABED081951CALL,0x10F8ABED081951CALL,0xC14AD7364B51ABF0LL,0xC14AD7364B51ABF0LL},{0xC14AD7364B51ABF0LL,0x10F8ABED081951CALL,0x10F8ABED081951CALL,0xC14AD7364B51ABF0LL,0xC14AD7364B51ABF0LL,0x10F8ABED081951CALL},{0xC14AD7364B51ABF0LL,0xC14AD7364B51ABF0LL,0x10F8ABED081951CALL,0x10F8ABED081951CALL,0xC14AD7364B51ABF0LL,0xC14AD7364B51ABF0LL}};
static uint16_t g_653[8] = {65526UL,65526UL,65526UL,65526UL,65526UL,65526UL,65526UL,65526UL};
static int32_t g_712 = 0L;
static uint64_t g_716[5][1][1] = {{{0UL}},{{0UL}},{{0UL}},{{0UL}},{{0UL}}};
static uint64_t g_755 = 0x175E2D86C57A732FLL;
static const uint16_t g_902 = 0x7537L;
static uint64_t g_939 = 0xD182475EA6646C6ELL;
static int8_t g_946 = 1L;


/* --- FORWARD DECLARATIONS --- */
static const int64_t  func_1(void);
static uint8_t  func_3(int64_t  p_4);
static const int64_t  func_11(uint32_t  p_12, uint32_t  p_13, int16_t  p_14, int64_t  p_15);
static uint8_t  func_18(uint32_t  p_19);
static uint16_t  func_30(int16_t  p_31, const uint64_t  p_32, uint16_t  p_33, uint16_t  p_34, int32_t  p_35);
static int64_t  func_44(uint8_t  p_45, int64_t  p_46, uint32_t  p_47);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_9 g_53 g_80 g_77 g_97 g_113 g_161 g_179 g_231 g_162 g_269 g_297 g_246 g_354 g_438 g_526 g_536 g_607 g_653 g_712 g_755 g_535 g_534 g_716 g_902 g_939 g_946
 * writes: g_9 g_53 g_77 g_80 g_97 g_113 g_161 g_162 g_179 g_231 g_269 g_297 g_354 g_438 g_526 g_534 g_607 g_653 g_535 g_712 g_716 g_755 g_536
 */
static const int64_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_6 = 18446744073709551607UL;
    int32_t l_7 = 0x1509CF13L;
    int32_t l_891 = 1L;
    uint8_t l_975[6][1] = {{1UL},{251UL},{1UL},{251UL},{1UL},{251UL}};
    int8_t l_976 = 1L;
    int i, j;
    if (g_2)
    { /* block id: 1 */
        int16_t l_5[8][8] = {{0L,(-1L),4L,7L,4L,(-1L),0L,(-1L)},{0L,7L,(-1L),7L,0L,0x1DA6L,0L,7L},{4L,7L,4L,(-1L),0L,(-1L),4L,7L},{0L,(-1L),4L,7L,4L,(-1L),0L,(-1L)},{0L,7L,(-1L),7L,0L,0x1DA6L,0L,7L},{4L,7L,4L,(-1L),0L,(-1L),4L,7L},{0L,(-1L),4L,7L,4L,(-1L),0L,(-1L)},{0L,7L,(-1L),7L,0L,0x1DA6L,0L,7L}};
        int32_t l_10 = 0xD40A1650L;
        int i, j;
        g_9 = (func_3(((l_5[0][5] | l_6) , (l_7 = (-1L)))) , g_2);
        l_10 = func_3(g_2);
        return g_9;
    }
    else
    { /* block id: 8 */
        uint32_t l_20 = 0xF59EC134L;
        int32_t l_890[7][1][2] = {{{0x6D0E1E7DL,0x5595F65FL}},{{0x83182F71L,0x5595F65FL}},{{0x6D0E1E7DL,1L}},{{1L,0x6D0E1E7DL}},{{0x5595F65FL,0x83182F71L}},{{0x5595F65FL,0x6D0E1E7DL}},{{1L,1L}}};
        int8_t l_914 = (-1L);
        int64_t l_977 = 0x17BC5D0B2C5DD5FBLL;
        int i, j, k;
        if (((func_11(func_3(((safe_add_func_int32_t_s_s((func_18((l_7 = func_3(l_20))) == l_6), (g_716[0][0][0] = l_6))) | g_246)), g_2, l_20, l_6) , g_526[6]) != l_20))
        { /* block id: 342 */
            uint64_t l_892 = 3UL;
            int32_t l_913 = 0x3F6C28C9L;
            g_53 = (safe_rshift_func_uint8_t_u_s(g_354, ((safe_mod_func_uint8_t_u_u((((((((l_891 = ((0x59ED446704DDA420LL < l_20) == ((((+((l_892 = (safe_mod_func_int32_t_s_s((safe_unary_minus_func_uint64_t_u((4294967295UL != (((safe_add_func_uint16_t_u_u((g_179[0] , (g_716[0][0][0] <= (l_890[6][0][0] = (safe_sub_func_int8_t_s_s((g_536 = (safe_sub_func_uint32_t_u_u((g_231 ^ g_438[4]), 0xF306D92DL))), g_438[1]))))), (-8L))) & l_891) >= 7L)))), g_161))) || g_526[2])) , g_535) , 0x18688B81L) <= 7UL))) , l_6) , l_7) != 0x6AF8L) | l_20) , g_269) ^ g_438[3]), g_755)) , g_179[1])));
            if ((((((safe_sub_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u(l_891, (l_7 = (((safe_unary_minus_func_uint8_t_u(((safe_rshift_func_int16_t_s_u(g_902, 1)) <= (((safe_sub_func_int8_t_s_s((((safe_rshift_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(0xA519L, (l_890[2][0][1] , 0xFF2CL))), (safe_lshift_func_int8_t_s_s(((l_20 >= (safe_sub_func_uint16_t_u_u((l_913 = (((g_161 <= g_534) == g_77) >= g_179[0])), l_892))) < 0xA817L), l_892)))) , (-7L)) > 0L), g_269)) & g_438[4]) > 0x404944F4L)))) & g_297) < 1UL)))), g_712)) != l_914) && g_607[1][5]) , l_891) && (-1L)))
            { /* block id: 350 */
                uint32_t l_932 = 4UL;
                l_891 ^= (g_269 , (g_161 ^ (l_913 = (safe_mod_func_int8_t_s_s((safe_sub_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(((l_7 = (safe_div_func_uint8_t_u_u(l_890[6][0][0], (safe_sub_func_int32_t_s_s(g_607[1][5], (0x66L != ((safe_div_func_uint8_t_u_u((((((((safe_lshift_func_int8_t_s_s(g_755, 5)) >= (safe_add_func_uint8_t_u_u(((+0L) , 0x44L), 4UL))) <= 0x2F8C23E367270A55LL) , l_932) < l_932) < g_231) || 0xBAADL), 0xA2L)) > g_755))))))) && l_20), g_161)), g_535)), g_161)))));
            }
            else
            { /* block id: 354 */
                int16_t l_936 = 1L;
                for (l_7 = 5; (l_7 >= 1); l_7 -= 1)
                { /* block id: 357 */
                    int i;
                    l_891 = (g_526[l_7] || (safe_add_func_uint16_t_u_u((safe_unary_minus_func_int32_t_s(l_936)), (g_526[(l_7 + 1)] = (safe_add_func_uint32_t_u_u(g_939, (safe_rshift_func_int16_t_s_s((safe_mod_func_int32_t_s_s(g_607[1][5], (safe_mod_func_uint64_t_u_u((g_946 >= ((((safe_rshift_func_int16_t_s_u(l_936, 8)) , (g_535 ^= (l_890[6][0][0] |= (((-1L) && g_80) < g_113)))) , l_6) , g_902)), g_653[4])))), g_438[3]))))))));
                    g_53 = ((g_438[4] != (((safe_rshift_func_int8_t_s_u((safe_rshift_func_int8_t_s_u((((safe_div_func_uint8_t_u_u((g_269 >= ((safe_unary_minus_func_uint64_t_u((((++g_179[0]) , (((safe_mul_func_int16_t_s_s(l_892, (((safe_mod_func_uint16_t_u_u((safe_add_func_int16_t_s_s(0x6DB1L, (safe_mod_func_int64_t_s_s((safe_mod_func_int16_t_s_s((((-1L) && ((safe_div_func_int8_t_s_s((((251UL == (safe_div_func_int64_t_s_s((+(((((g_231 = (((((safe_mul_func_int8_t_s_s(0x26L, 0xBBL)) | g_2) || l_891) || 0x9F6013ADB89267ABLL) > l_975[0][0])) & l_976) != g_607[1][5]) < 0x87CB341432959E8BLL) != (-1L))), 0x28758CFD21F534ABLL))) <= (-1L)) , 0xC8L), l_976)) ^ 0x9B00F1CF917786BALL)) < 0x65L), l_936)), (-1L))))), l_977)) >= 0x2FL) > g_438[3]))) | 0xCA4D33D5L) <= 0x95F03F5CL)) , 18446744073709551615UL))) == l_892)), g_526[l_7])) >= g_297) == l_891), 1)), l_7)) == g_53) , g_526[l_7])) ^ g_536);
                }
            }
        }
        else
        { /* block id: 367 */
            g_113 ^= 0x7FDAD28DL;
            g_53 = g_97;
        }
    }
    l_891 = ((safe_lshift_func_int8_t_s_s(((((g_653[4] > 8L) || (((l_976 | ((g_526[3] ^ 0x5AL) , (!(safe_add_func_int8_t_s_s(l_7, l_6))))) < g_297) , l_891)) || g_179[2]) >= g_536), 7)) , 0L);
    return l_975[0][0];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint8_t  func_3(int64_t  p_4)
{ /* block id: 3 */
    int32_t l_8 = 0L;
    return l_8;
}


/* ------------------------------------------ */
/* 
 * reads : g_162 g_97 g_179 g_161 g_438 g_607 g_653 g_526 g_354 g_755 g_297 g_231 g_9 g_77 g_535 g_2 g_712 g_534 g_80 g_113 g_716
 * writes: g_162 g_97 g_179 g_755 g_535 g_438 g_354 g_536 g_161 g_77 g_653 g_231 g_53
 */
static const int64_t  func_11(uint32_t  p_12, uint32_t  p_13, int16_t  p_14, int64_t  p_15)
{ /* block id: 283 */
    uint32_t l_726[5];
    int32_t l_753 = (-1L);
    const uint16_t l_809 = 65528UL;
    int i;
    for (i = 0; i < 5; i++)
        l_726[i] = 0x71541A21L;
    for (g_162 = 0; (g_162 <= 2); g_162 += 1)
    { /* block id: 286 */
        uint64_t l_717 = 1UL;
        int32_t l_752 = 0xA6A89FD6L;
        uint8_t l_777 = 0UL;
        uint16_t l_810[7][1][2] = {{{65535UL,65532UL}},{{0xB77DL,65532UL}},{{65535UL,0xF2F9L}},{{0xF2F9L,65535UL}},{{65532UL,0xB77DL}},{{65532UL,65535UL}},{{0xF2F9L,0xF2F9L}}};
        int32_t l_811[1][6][2] = {{{(-7L),0L},{(-1L),(-1L)},{0L,(-1L)},{(-1L),0L},{(-7L),(-7L)},{(-7L),0L}}};
        int i, j, k;
        for (g_97 = 0; (g_97 <= 2); g_97 += 1)
        { /* block id: 289 */
            int32_t l_751 = 0x444EC7A1L;
            int32_t l_778 = (-5L);
            int32_t l_779 = 1L;
            const int32_t l_865 = 0x02E80430L;
            int i;
            if ((g_179[g_162] >= ((l_717 | g_161) >= (safe_mod_func_uint32_t_u_u((safe_div_func_int16_t_s_s((safe_sub_func_int8_t_s_s((safe_div_func_int16_t_s_s(l_726[4], (g_179[0] && (safe_mod_func_uint8_t_u_u(l_726[4], (safe_sub_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_u(((safe_div_func_int64_t_s_s(0xD5FBFC2678B5A455LL, p_14)) & 9UL), g_179[g_162])) | g_179[g_162]), g_179[g_162]))))))), g_179[g_162])), g_438[4])), p_13)))))
            { /* block id: 290 */
                uint32_t l_742 = 18446744073709551609UL;
                int32_t l_808[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_808[i] = 0x9E12DA05L;
                for (p_15 = 2; (p_15 >= 0); p_15 -= 1)
                { /* block id: 293 */
                    uint64_t l_741 = 0x692C8CCEE22269B0LL;
                    int32_t l_754[8][3][4] = {{{0xC5EFBEADL,(-1L),0xC5EFBEADL,8L},{0xC5EFBEADL,8L,0L,0xA7F94A54L},{0x894BABC9L,8L,(-1L),8L}},{{0L,(-1L),(-1L),0x451DFA32L},{0x894BABC9L,0x5C37A88DL,0L,0x451DFA32L},{0xC5EFBEADL,(-1L),0xC5EFBEADL,8L}},{{0xC5EFBEADL,8L,0L,0xA7F94A54L},{0x894BABC9L,8L,(-1L),8L},{0L,(-1L),(-1L),0x451DFA32L}},{{0x894BABC9L,0x5C37A88DL,0L,0x451DFA32L},{0xC5EFBEADL,(-1L),0xC5EFBEADL,8L},{0xC5EFBEADL,8L,0L,0xA7F94A54L}},{{0x894BABC9L,8L,(-1L),8L},{0L,(-1L),(-1L),0x451DFA32L},{0x894BABC9L,0x5C37A88DL,0L,0x451DFA32L}},{{0xC5EFBEADL,(-1L),0xC5EFBEADL,8L},{0xC5EFBEADL,8L,0L,0xA7F94A54L},{0x894BABC9L,8L,(-1L),8L}},{{0L,(-1L),0x888F319DL,(-1L)},{0L,8L,0xC5EFBEADL,(-1L)},{(-1L),0x5C37A88DL,(-1L),0xA7F94A54L}},{{(-1L),0xA7F94A54L,0xC5EFBEADL,0x451DFA32L},{0L,0xA7F94A54L,0x888F319DL,0xA7F94A54L},{0xC5EFBEADL,0x5C37A88DL,0x888F319DL,(-1L)}}};
                    int i, j, k;
                    l_742 = (safe_lshift_func_int16_t_s_u((0L == (g_607[2][0] || p_14)), ((safe_lshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((0x64ECL && l_741), p_12)), ((g_653[5] < 0x5D8CL) >= 1L))) ^ 0x7F0FL)));
                    l_751 = (g_526[3] & (safe_add_func_uint64_t_u_u(0x0FD1A070692F15FFLL, ((l_752 = (safe_add_func_int32_t_s_s(l_726[3], (safe_rshift_func_int16_t_s_u((g_354 == ((g_161 , (safe_mul_func_uint8_t_u_u(((((g_607[1][5] ^ (g_179[g_97] = p_14)) && p_12) >= g_653[4]) || 0xB884L), l_741))) < l_751)), 0))))) >= 4294967291UL))));
                    ++g_755;
                    if (g_162)
                        continue;
                }
                l_779 = (safe_sub_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(0xACF8L, (((safe_mul_func_uint8_t_u_u((p_14 | (3L <= (safe_sub_func_int8_t_s_s(((((safe_rshift_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((safe_add_func_uint16_t_u_u((l_778 &= (safe_unary_minus_func_uint8_t_u((safe_add_func_uint32_t_u_u((1L == (g_535 = (((p_12 >= ((((p_15 &= (safe_sub_func_int64_t_s_s((0x377883D85B4F84B7LL == (((l_777 = (l_751 = 0x1AE90D4F34B50BA9LL)) <= g_297) & p_13)), g_179[g_162]))) == p_14) != l_717) & (-1L))) | g_231) | 0x0CABL))), 4294967295UL))))), g_179[g_162])), g_9)), 14)) == g_179[g_162]) <= g_179[2]) >= p_12), g_77)))), l_742)) == 0x3160L) >= (-1L)))), 1L));
                l_779 = ((l_752 && (l_811[0][5][0] &= (safe_add_func_uint32_t_u_u((p_12 = (~((safe_add_func_int16_t_s_s((safe_sub_func_int64_t_s_s(((p_15 == ((safe_rshift_func_uint16_t_u_u(((safe_div_func_int16_t_s_s((l_752 < (g_438[3]++)), ((safe_mul_func_int8_t_s_s((g_536 = ((safe_mod_func_uint16_t_u_u((safe_mod_func_int8_t_s_s(((g_535 && (safe_add_func_int64_t_s_s((((safe_mod_func_int64_t_s_s((safe_add_func_int16_t_s_s((safe_unary_minus_func_int32_t_s(((((safe_rshift_func_int16_t_s_s((g_354 = l_778), ((l_808[1] = g_179[0]) != g_2))) < p_12) == 0x37DC7324L) < g_607[0][0]))), l_779)), p_14)) >= l_809) >= l_751), 1L))) , l_742), g_712)), l_742)) < l_726[4])), l_726[4])) ^ l_809))) ^ l_777), l_810[0][0][1])) && 0x9237L)) >= g_607[1][5]), 4UL)), 65535UL)) ^ g_534))), 3UL)))) , l_717);
                l_752 = ((safe_mul_func_int16_t_s_s((!((((safe_unary_minus_func_int16_t_s((safe_mod_func_int64_t_s_s(g_653[6], p_15)))) || (safe_add_func_int16_t_s_s((safe_add_func_uint8_t_u_u((((safe_sub_func_uint64_t_u_u(p_14, 0x7BF4A2F7BFCF731CLL)) , ((0x8AFB7F0A5CE7333ALL || 0xC33B4C881B6CB4CCLL) | (safe_add_func_uint64_t_u_u((((l_808[1] , g_653[4]) >= p_14) > p_12), g_534)))) || p_13), g_161)), p_13))) < p_12) , l_778)), 0xC0EFL)) , g_297);
            }
            else
            { /* block id: 315 */
                int8_t l_840 = 0L;
                uint32_t l_842 = 0UL;
                for (g_161 = (-25); (g_161 != 17); g_161 = safe_add_func_uint64_t_u_u(g_161, 3))
                { /* block id: 318 */
                    int8_t l_832 = 0x33L;
                    int64_t l_841 = (-6L);
                    int32_t l_843 = 3L;
                    l_753 &= (l_842 = ((safe_div_func_uint32_t_u_u((l_779 |= (((safe_lshift_func_int16_t_s_s((g_231 &= (l_832 == ((((l_752 = 1L) < 0xA6L) || (2L == ((((p_14 , ((g_653[2] = (g_77 ^= (safe_mod_func_int64_t_s_s(g_534, (safe_unary_minus_func_uint32_t_u(((safe_lshift_func_int8_t_s_u((((safe_add_func_int16_t_s_s(g_607[1][5], p_12)) && g_607[1][5]) & 2L), g_607[0][0])) <= p_15))))))) , l_840)) < p_15) , p_15) || 0x7DL))) != l_832))), 3)) <= 3UL) > p_15)), g_607[3][2])) | l_841));
                    l_753 = (l_842 == g_607[3][1]);
                    if (p_13)
                        continue;
                    l_843 = (-9L);
                }
                for (l_842 = 0; (l_842 < 26); l_842 = safe_add_func_uint16_t_u_u(l_842, 2))
                { /* block id: 332 */
                    int64_t l_866 = 0x08DA85904CDFF69BLL;
                    l_866 = (((((safe_mul_func_uint8_t_u_u((((safe_mod_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(g_653[6], (((safe_sub_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s((safe_sub_func_int32_t_s_s(((+p_13) < (p_12 <= (safe_rshift_func_uint8_t_u_u(((l_842 >= g_80) , l_842), ((safe_mul_func_int8_t_s_s(1L, g_712)) == 1UL))))), g_354)), p_14)), g_653[5])) != l_865) | g_113))), 0xA3L)) == l_779) | l_842), p_15)) < p_15) , p_15) == 6L) , p_14);
                }
            }
        }
        l_752 = g_179[g_162];
    }
    g_53 = (l_809 > (l_809 <= (safe_rshift_func_int8_t_s_s(5L, ((p_14 = (safe_rshift_func_int8_t_s_u(((((+(l_726[2] <= (safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(g_716[0][0][0], ((0xBA18L || (g_438[3] || l_753)) || g_535))), g_161)))) || 0xE2F0D744L) ^ 0x87BC6BB6B5DE5891LL) == l_809), 1))) , l_809)))));
    return p_12;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_2 g_53 g_80 g_77 g_97 g_113 g_161 g_179 g_231 g_162 g_269 g_297 g_246 g_354 g_438 g_526 g_536 g_607 g_653 g_712
 * writes: g_9 g_53 g_77 g_80 g_97 g_113 g_161 g_162 g_179 g_231 g_269 g_297 g_354 g_438 g_526 g_534 g_607 g_653 g_535 g_712
 */
static uint8_t  func_18(uint32_t  p_19)
{ /* block id: 10 */
    uint32_t l_27 = 4294967295UL;
    int32_t l_36[4];
    int32_t l_687 = 0x3F4BC9DBL;
    uint16_t l_711[6][6] = {{7UL,0x92CAL,0x92CAL,7UL,0x86EAL,0x01EDL},{0x01EDL,7UL,0xB93AL,7UL,0x01EDL,6UL},{7UL,0x01EDL,6UL,6UL,0x01EDL,7UL},{0x92CAL,7UL,0x86EAL,0x01EDL,0x86EAL,7UL},{0x86EAL,0x92CAL,6UL,0xB93AL,0xB93AL,6UL},{0x86EAL,0x86EAL,0xB93AL,0x01EDL,0xACCEL,0x01EDL}};
    uint32_t l_713 = 0xC6526810L;
    int32_t l_714 = 4L;
    uint32_t l_715 = 4294967295UL;
    int i, j;
    for (i = 0; i < 4; i++)
        l_36[i] = 0xE9942C3BL;
    l_687 ^= ((0UL && (safe_mod_func_int16_t_s_s(func_3((safe_mod_func_uint16_t_u_u(0x7000L, func_3((safe_sub_func_uint16_t_u_u((--l_27), p_19)))))), func_30(((l_36[3] > (((((p_19 , l_36[3]) , g_9) <= l_36[3]) <= l_36[1]) ^ g_2)) , g_9), g_2, p_19, p_19, g_2)))) || 1L);
    g_113 = 0x9D61D919L;
    l_714 = (safe_add_func_int8_t_s_s(0x8DL, (safe_rshift_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u(((safe_div_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u((safe_add_func_int8_t_s_s((safe_add_func_uint64_t_u_u((g_712 |= (~(((g_607[1][5] == (p_19 == ((l_711[0][5] = (l_36[1] = (g_269 , (p_19 & ((safe_sub_func_uint32_t_u_u(((g_179[1] >= ((safe_mul_func_uint8_t_u_u(((l_687 = ((safe_mod_func_uint8_t_u_u((safe_div_func_int64_t_s_s(9L, 0x5363E0BC4647FDA7LL)), l_36[3])) , g_246)) < (-1L)), l_36[2])) >= p_19)) , p_19), 0x91B1EA92L)) , 0xDED3L))))) , p_19))) , 0x507E35B17BEF322FLL) < l_27))), g_2)), p_19)), 2)), l_27)) != g_438[3]), p_19)) || l_713), 5))));
    return l_715;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_9 g_53 g_80 g_77 g_97 g_113 g_161 g_179 g_231 g_162 g_269 g_297 g_246 g_354 g_438 g_526 g_536 g_607 g_653
 * writes: g_9 g_53 g_77 g_80 g_97 g_113 g_161 g_162 g_179 g_231 g_269 g_297 g_354 g_438 g_526 g_534 g_607 g_653 g_535
 */
static uint16_t  func_30(int16_t  p_31, const uint64_t  p_32, uint16_t  p_33, uint16_t  p_34, int32_t  p_35)
{ /* block id: 12 */
    int32_t l_41 = 4L;
    int32_t l_54 = 9L;
    const int32_t l_55 = 0L;
    int32_t l_180[7][7][5] = {{{0x6A2B58D0L,0L,0x9EF32C18L,0x9EF32C18L,0L},{(-1L),0xBAFCB356L,2L,7L,1L},{0x45D44334L,0x319AEFDAL,0x1802269AL,0x4584C0B3L,1L},{0xF5C477D8L,2L,0L,0x3D55A550L,0xFF28C12BL},{0x45D44334L,7L,0x8804B5BEL,0x53E4B6F5L,0xDD9FC757L},{(-1L),0L,(-7L),0xDD9FC757L,0L},{0x6A2B58D0L,1L,6L,(-2L),0x9EF32C18L}},{{0L,0L,5L,1L,0L},{0x3629F83BL,(-5L),0xBAFCB356L,(-1L),2L},{0L,0xA3B43686L,(-4L),(-1L),0x8804B5BEL},{(-7L),1L,1L,1L,(-4L)},{5L,0xDD9FC757L,(-1L),(-2L),0x5D44BBE2L},{0x4584C0B3L,1L,7L,0xDD9FC757L,7L},{(-1L),(-1L),(-8L),0x53E4B6F5L,0xCBB092B1L}},{{1L,0L,(-1L),0x3D55A550L,(-1L)},{0L,0xA87B3A4DL,0L,0x4584C0B3L,0x975BA9DFL},{0xA9897343L,0L,0x5D44BBE2L,7L,0L},{0L,(-1L),0x79D215A4L,0x9EF32C18L,0xA87B3A4DL},{0x83916AA3L,1L,(-1L),0x1802269AL,0x4C982E62L},{(-1L),0xDD9FC757L,0xB1EA3EF8L,0x01724639L,0x3629F83BL},{(-2L),1L,1L,(-7L),(-5L)}},{{0L,0xA3B43686L,0xDFAA3595L,(-1L),(-5L)},{0xB1EA3EF8L,(-5L),0xEF570C64L,0L,0x3629F83BL},{7L,0L,0x3D55A550L,(-8L),0x4C982E62L},{0L,1L,0x45D44334L,0xA87B3A4DL,0xA87B3A4DL},{2L,0L,2L,6L,0L},{1L,7L,0x4584C0B3L,6L,0L},{1L,(-5L),0L,0x83916AA3L,0x79D215A4L}},{{0x83916AA3L,0xBAFCB356L,0x4584C0B3L,0L,(-2L)},{(-3L),0L,(-5L),0x53E4B6F5L,0xF5C477D8L},{0xFF28C12BL,0L,0xDFAA3595L,0x431A1AE9L,0xCBB092B1L},{0xCBB092B1L,0L,0xA87B3A4DL,(-5L),0L},{0L,(-5L),1L,0x3D55A550L,1L},{(-1L),0x4584C0B3L,1L,0xB1EA3EF8L,(-5L)},{(-1L),2L,0x1802269AL,(-2L),(-7L)}},{{0L,0xA87B3A4DL,0L,0L,0L},{0xCBB092B1L,(-3L),(-1L),0x4C982E62L,(-5L)},{0xFF28C12BL,2L,2L,0xFF28C12BL,0xEF570C64L},{(-3L),0x83916AA3L,0xCBB092B1L,0x319AEFDAL,0xDD9FC757L},{0x83916AA3L,0xDFAA3595L,1L,0x4584C0B3L,5L},{1L,0L,(-8L),0x319AEFDAL,5L},{0x1802269AL,6L,(-3L),0xFF28C12BL,0L}},{{(-5L),0x53E4B6F5L,0xF5C477D8L,0x4C982E62L,0xFF28C12BL},{1L,0x975BA9DFL,0x79D215A4L,0L,0x1802269AL},{0xF5C477D8L,(-7L),5L,(-2L),0x975BA9DFL},{0L,0xA9897343L,0L,0xB1EA3EF8L,0x431A1AE9L},{(-5L),0xA9897343L,0L,0x3D55A550L,0x4C982E62L},{(-4L),(-7L),0x975BA9DFL,(-5L),0x4584C0B3L},{(-1L),0x975BA9DFL,0x8804B5BEL,0x431A1AE9L,0L}}};
    uint64_t l_185 = 0UL;
    int32_t l_213 = 9L;
    uint16_t l_415 = 0UL;
    int8_t l_462 = (-6L);
    int i, j, k;
    if ((l_180[1][6][4] = (safe_mul_func_uint8_t_u_u(g_2, (safe_add_func_uint16_t_u_u((p_34 = ((l_41 , (safe_add_func_int16_t_s_s(func_3((g_179[0] = ((p_32 >= func_44(((l_41 = g_2) >= (safe_unary_minus_func_uint8_t_u(((safe_rshift_func_uint8_t_u_s((safe_mul_func_int8_t_s_s(((((0x28B293C34F970398LL & ((l_54 = ((g_53 = (g_9 = 65535UL)) , ((7L < 0x23EEL) > 0x71B3FE78DE61175CLL))) || 0x543B57941993E367LL)) ^ p_34) || l_54) == 0UL), l_55)), 0)) ^ 0x06DF3F18L)))), l_55, g_2)) < l_55))), 0x133AL))) , 0x4F7BL)), 0x2702L))))))
    { /* block id: 70 */
        int8_t l_194 = 0xBBL;
        uint32_t l_207[1];
        int8_t l_209 = 1L;
        int32_t l_210 = 0x36BC43A7L;
        int32_t l_211 = 0xAAE0652BL;
        int32_t l_212 = 1L;
        uint8_t l_229 = 0UL;
        int64_t l_331 = 0x6B8ADB2BEAC055DALL;
        uint32_t l_352 = 4UL;
        int64_t l_353 = 0x991F643FE2EC41BFLL;
        int8_t l_386 = 0x53L;
        int i;
        for (i = 0; i < 1; i++)
            l_207[i] = 18446744073709551615UL;
        if ((safe_lshift_func_uint16_t_u_u(0xC9F2L, 1)))
        { /* block id: 71 */
            uint64_t l_208[4][4][3] = {{{18446744073709551615UL,18446744073709551615UL,0UL},{0xCDA43A824C425AE9LL,18446744073709551615UL,0x6AE91A3732489128LL},{9UL,0x339AB5B6C6E20C94LL,0UL},{2UL,9UL,9UL}},{{9UL,1UL,0x632E5C04B26ACF65LL},{0xCDA43A824C425AE9LL,18446744073709551615UL,0x632E5C04B26ACF65LL},{18446744073709551615UL,0x632E5C04B26ACF65LL,9UL},{0UL,0x6AE91A3732489128LL,0UL}},{{0x632E5C04B26ACF65LL,0x632E5C04B26ACF65LL,0x6AE91A3732489128LL},{0x339AB5B6C6E20C94LL,18446744073709551615UL,0UL},{0x339AB5B6C6E20C94LL,1UL,0UL},{0x632E5C04B26ACF65LL,9UL,18446744073709551615UL}},{{0UL,0x339AB5B6C6E20C94LL,0UL},{18446744073709551615UL,18446744073709551615UL,0UL},{0xCDA43A824C425AE9LL,18446744073709551615UL,0x6AE91A3732489128LL},{9UL,0x339AB5B6C6E20C94LL,0UL}}};
            int i, j, k;
            l_212 = (l_211 = ((l_210 = (((((safe_mul_func_uint16_t_u_u(l_185, (safe_add_func_uint16_t_u_u(((safe_div_func_uint64_t_u_u((safe_sub_func_int16_t_s_s((((safe_sub_func_int64_t_s_s(l_194, ((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((safe_add_func_int32_t_s_s((l_194 < 0xCBL), (((p_34 , ((safe_div_func_int64_t_s_s(g_179[1], (safe_add_func_uint64_t_u_u((0UL & g_179[1]), l_207[0])))) , l_208[2][1][0])) != l_41) && 0UL))), g_179[2])), 0)), p_31)) <= l_194))) <= 0xA2B5L) , 0x5C06L), l_208[2][1][0])), l_209)) | l_54), (-1L))))) == 0UL) < 18446744073709551613UL) & p_31) >= 4294967292UL)) <= (-1L)));
            l_180[1][6][4] = p_32;
        }
        else
        { /* block id: 76 */
            l_213 |= p_31;
        }
        if (g_2)
        { /* block id: 79 */
            int64_t l_224 = 0xA89B082438154063LL;
            int32_t l_230 = 0x22622BEFL;
            uint32_t l_232 = 0xAA495B3EL;
            int32_t l_242 = 0xA0155A2BL;
            int32_t l_243 = 0x8E4556B4L;
            int32_t l_245[1][6] = {{0xA2660A17L,0xA2660A17L,0xA2660A17L,0xA2660A17L,0xA2660A17L,0xA2660A17L}};
            int i, j;
            l_212 = (safe_add_func_int32_t_s_s(1L, ((safe_div_func_uint16_t_u_u(((safe_div_func_int16_t_s_s((safe_mul_func_int8_t_s_s((((g_231 &= (safe_add_func_int8_t_s_s((-1L), ((l_224 , g_179[1]) & (p_33 , ((((+(safe_add_func_int64_t_s_s(p_32, (+(l_230 |= (g_9 || l_229)))))) & 0x837000C0L) ^ 0UL) != l_224)))))) & (-1L)) , 0xEAL), l_213)), l_232)) > (-1L)), 0x3A63L)) > g_9)));
            if (((l_213 = (l_230 = 0xB6916299L)) < (l_232 == (safe_rshift_func_uint8_t_u_s((safe_add_func_uint8_t_u_u(g_113, (0x741FL != ((safe_sub_func_uint64_t_u_u((safe_div_func_uint16_t_u_u(0xF5B4L, (~((p_31 ^ (l_242 = l_224)) != l_207[0])))), l_210)) , 0x555EL)))), l_209)))))
            { /* block id: 86 */
                for (l_229 = 0; (l_229 <= 2); l_229 += 1)
                { /* block id: 89 */
                    int i;
                    return g_179[l_229];
                }
                return p_31;
            }
            else
            { /* block id: 93 */
                int32_t l_244 = 0L;
                uint8_t l_283 = 255UL;
                int32_t l_286 = (-5L);
                if (((p_32 , 0x0DE8L) || ((-1L) != 0x89725621921C0D93LL)))
                { /* block id: 94 */
                    uint64_t l_247 = 18446744073709551606UL;
                    l_247++;
                    l_210 = 0x6488E1ABL;
                    g_53 &= (-1L);
                }
                else
                { /* block id: 98 */
                    return p_31;
                }
                for (l_229 = 19; (l_229 < 3); --l_229)
                { /* block id: 103 */
                    l_242 = (l_213 |= ((l_212 &= (safe_div_func_int64_t_s_s((safe_add_func_uint16_t_u_u((((l_55 , p_31) > (safe_rshift_func_int16_t_s_s(((safe_mod_func_int64_t_s_s(((safe_div_func_int32_t_s_s((((0x5DEBL || g_231) != g_80) | (safe_mul_func_int16_t_s_s(g_97, (g_77 &= (!((0x164FB726L || l_245[0][1]) != (-9L))))))), p_31)) , 0x5FE1D2F55BAFC077LL), g_80)) != g_161), p_34))) || (-3L)), g_231)), g_162))) | 0L));
                    g_53 = (safe_add_func_uint32_t_u_u((g_269 |= g_80), ((l_180[1][6][4] ^= g_77) <= g_113)));
                    return p_33;
                }
                l_283 ^= (safe_rshift_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u(((safe_add_func_int32_t_s_s((g_77 & ((((-1L) || (safe_rshift_func_int8_t_s_u((p_33 ^ p_33), ((safe_rshift_func_uint8_t_u_u(6UL, 3)) & (safe_mul_func_int8_t_s_s(p_34, (l_245[0][1] = (+p_31)))))))) , l_41) || g_9)), p_31)) & 0xEC47EE0E8DCDA376LL), l_211)) , g_77), g_97));
                for (l_242 = (-28); (l_242 != 29); ++l_242)
                { /* block id: 117 */
                    l_286 = (4294967294UL >= l_180[3][4][1]);
                    g_113 = p_31;
                    l_243 = (((g_269 = (l_245[0][0] = ((safe_lshift_func_int16_t_s_s(p_34, ((p_35 | l_180[6][5][3]) , (g_231 = (safe_mul_func_uint8_t_u_u((g_231 != (safe_mul_func_uint16_t_u_u((g_9 == ((((((safe_sub_func_int16_t_s_s(((((0x5D10L || (((safe_lshift_func_int8_t_s_s(((((9UL >= l_229) > l_244) != p_33) != l_242), 0)) <= l_207[0]) , l_243)) & l_211) ^ g_179[2]) ^ 0x4DL), 0xA485L)) || p_34) | l_224) ^ p_31) , l_283) >= l_245[0][2])), 1UL))), 1UL)))))) > 1UL))) == p_34) <= g_2);
                }
            }
            ++g_297;
        }
        else
        { /* block id: 127 */
            int8_t l_310[1];
            int32_t l_312 = 1L;
            uint32_t l_313 = 0x5002750AL;
            int32_t l_314[2][4] = {{0x1A631482L,0x1A631482L,0x1A631482L,0x1A631482L},{0x1A631482L,0x1A631482L,0x1A631482L,0x1A631482L}};
            uint16_t l_351 = 65535UL;
            int32_t l_356 = 5L;
            int i, j;
            for (i = 0; i < 1; i++)
                l_310[i] = (-4L);
            l_314[1][2] = ((safe_add_func_uint64_t_u_u((safe_div_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((0x84207B3DL ^ ((p_31 = ((l_313 = (l_312 |= ((1UL | (((safe_sub_func_uint64_t_u_u(g_162, g_269)) , g_269) >= ((l_310[0] == ((~0x2E57L) <= l_229)) ^ 65531UL))) & 0x8960L))) >= p_32)) , l_55)), 255UL)), l_210)), g_231)) | p_35);
            l_211 = g_80;
            if (((safe_div_func_uint64_t_u_u(((l_314[1][2] = 0x5E8AD48076C98522LL) || ((l_229 && (((safe_rshift_func_int8_t_s_u((l_209 < ((p_33 ^= ((0xCD3486CEL > (--g_80)) <= 2UL)) < (safe_mod_func_int16_t_s_s(((((safe_lshift_func_uint8_t_u_s((safe_lshift_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((l_310[0] , (((l_331 ^= l_207[0]) , p_34) > g_161)), p_34)), 1)), g_246)) , l_310[0]) & g_77) | g_9), g_162)))), 3)) , 0x39BBL) , 0x8BFFL)) || 0UL)), l_312)) | (-2L)))
            { /* block id: 137 */
                int64_t l_355 = (-1L);
                l_41 ^= ((0xFDL > (safe_mod_func_uint64_t_u_u((0x6E1CL <= (((safe_lshift_func_int16_t_s_s((((safe_lshift_func_int8_t_s_s(((g_354 = ((p_31 = (safe_lshift_func_uint16_t_u_u(((safe_sub_func_uint64_t_u_u(((((+(((safe_mul_func_int8_t_s_s((l_180[1][6][4] &= g_246), g_53)) & (safe_add_func_uint32_t_u_u((((((1UL >= (safe_add_func_int8_t_s_s(((l_213 = 9L) < ((safe_add_func_uint32_t_u_u(g_53, p_35)) && 0L)), p_31))) , g_9) || 0x847284A4750A085FLL) , l_351) != l_352), (-3L)))) >= l_353)) <= g_162) > p_34) || g_97), g_2)) , g_269), 2))) != g_113)) != 0xF75A03B73B3FD032LL), 7)) || g_297) & g_179[0]), g_9)) != 0x1A0EA622L) , 0x35EEL)), l_54))) <= l_355);
            }
            else
            { /* block id: 143 */
                int16_t l_384 = 0xF97AL;
                int32_t l_385 = 6L;
                int32_t l_387 = 0L;
                l_356 = 0x9D4BE2A8L;
                l_314[0][0] &= l_180[1][6][4];
                if (p_33)
                { /* block id: 146 */
                    int32_t l_366 = (-1L);
                    int32_t l_369 = 0xD047F328L;
                    l_180[1][6][4] = ((!((safe_sub_func_int8_t_s_s((((((safe_mod_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_s(((g_77 && (((((((l_366 |= p_31) == ((g_80 != g_179[2]) , (0L < (l_369 = ((g_162 > (safe_lshift_func_int16_t_s_u(l_369, 6))) && 0L))))) , p_35) , p_34) | 248UL) & l_229) <= p_33)) | g_297), g_179[1])), l_356)) | 0UL) || p_35) >= l_180[1][6][4]) != (-2L)), g_162)) == p_34)) < g_53);
                }
                else
                { /* block id: 150 */
                    l_387 |= (safe_add_func_int64_t_s_s((safe_rshift_func_int16_t_s_s((((safe_mul_func_uint8_t_u_u((g_297 , ((safe_mod_func_uint64_t_u_u((((safe_rshift_func_int8_t_s_u((l_212 = (p_31 & (((((((safe_div_func_uint16_t_u_u((g_9 = ((safe_sub_func_uint16_t_u_u((1UL & (0xCD79L | (p_33 & (0x5047L & (p_33 <= l_384))))), l_229)) != g_162)), g_354)) <= l_310[0]) >= g_354) , 0xD89B48C0L) || l_384) & g_231) && l_385))), 6)) == 0x0FL) == p_31), 18446744073709551613UL)) || 7L)), (-1L))) <= p_31) ^ g_179[2]), 7)), l_386));
                    return g_113;
                }
            }
        }
    }
    else
    { /* block id: 158 */
        int32_t l_412 = (-2L);
        int32_t l_413 = 0L;
        int32_t l_414 = 1L;
        int32_t l_537 = 0x155A935AL;
        uint64_t l_627 = 0x94C722F925433540LL;
        if ((safe_mul_func_int16_t_s_s(0xC366L, (safe_add_func_int16_t_s_s(((~(safe_add_func_uint16_t_u_u((((safe_add_func_uint16_t_u_u((!(p_35 ^ ((safe_mod_func_uint16_t_u_u(((g_2 ^ (((safe_mod_func_int64_t_s_s((l_414 = (l_54 = (safe_sub_func_uint32_t_u_u((safe_mod_func_uint16_t_u_u((safe_add_func_int8_t_s_s(0x7EL, (safe_add_func_int16_t_s_s((((((g_297 & ((l_413 = ((safe_mod_func_uint16_t_u_u(g_9, l_412)) , g_77)) == g_97)) > l_412) == p_32) != l_185) ^ p_31), 0x75A9L)))), l_180[1][6][4])), g_9)))), l_412)) ^ l_412) , g_246)) & l_415), l_415)) | g_161))), g_231)) , 0x4BL) , 0x91D3L), 0L))) != 0L), 9L)))))
        { /* block id: 162 */
            return g_354;
        }
        else
        { /* block id: 164 */
            uint32_t l_417 = 0x116B300AL;
            int32_t l_477 = 6L;
            int32_t l_478[2][8][5] = {{{0L,1L,0L,0L,(-6L)},{0x53E3237FL,0xE90C7E04L,(-1L),(-9L),0L},{1L,1L,0x59AAC7A9L,0x47270AFDL,0xB965632EL},{(-9L),(-1L),0L,1L,0L},{(-3L),(-3L),0xB965632EL,0x47270AFDL,0x59AAC7A9L},{0x53E3237FL,0xD2ADCC10L,0xEADC1CBEL,0L,0x229333FCL},{0x9E1DE858L,0x91201D7BL,(-3L),0xC8516D39L,1L},{0L,0xD2ADCC10L,0x5D7F8E9EL,0x5D7F8E9EL,0xD2ADCC10L}},{{(-3L),(-3L),0x763CD8DEL,0L,0xBDF08E9BL},{0xE90C7E04L,(-1L),(-9L),0L,0L},{0x47270AFDL,0x0083CA21L,1L,0x91201D7BL,0L},{0xE90C7E04L,1L,0x53E3237FL,1L,0xE90C7E04L},{(-3L),1L,0L,1L,(-3L)},{0L,0L,1L,0x562F081EL,0x1995FF3EL},{0x9E1DE858L,0xC6EE1362L,1L,1L,(-3L)},{0x53E3237FL,0x562F081EL,0x562F081EL,0x53E3237FL,0xE90C7E04L}}};
            int32_t l_479 = 1L;
            int64_t l_496[4][3][1] = {{{0x57667E573D203642LL},{0x57667E573D203642LL},{3L}},{{1L},{3L},{0x57667E573D203642LL}},{{0x57667E573D203642LL},{3L},{1L}},{{3L},{0x57667E573D203642LL},{0x57667E573D203642LL}}};
            uint8_t l_531 = 255UL;
            uint32_t l_555[4] = {4294967294UL,4294967294UL,4294967294UL,4294967294UL};
            int8_t l_582 = 0x23L;
            int8_t l_686[4][7] = {{6L,0x51L,0x51L,6L,0x51L,0x51L,6L},{(-1L),0x41L,(-1L),(-1L),0x41L,(-1L),(-1L)},{6L,6L,1L,6L,6L,1L,6L},{0x41L,(-1L),(-1L),0x41L,(-1L),(-1L),0x41L}};
            int i, j, k;
lbl_574:
            if (((g_53 , (safe_unary_minus_func_int32_t_s((((l_417 && (((safe_rshift_func_int16_t_s_u((safe_sub_func_uint32_t_u_u(((safe_mod_func_int8_t_s_s((l_414 = 0x5AL), g_246)) , 1UL), (safe_div_func_int16_t_s_s(((-4L) | (((l_413 = (safe_add_func_int16_t_s_s(0L, l_55))) ^ 0x0A744752L) , l_417)), g_246)))), l_180[1][6][4])) == g_162) , g_231)) && l_412) ^ 0x88L)))) , g_77))
            { /* block id: 167 */
                const uint32_t l_436 = 0x4DBB70BCL;
                int32_t l_437 = 0x6C280934L;
                int32_t l_480 = 1L;
                for (l_185 = 3; (l_185 > 23); l_185 = safe_add_func_uint64_t_u_u(l_185, 9))
                { /* block id: 170 */
                    g_53 = (safe_div_func_int16_t_s_s(0xB900L, (safe_mul_func_int16_t_s_s(((p_34 == l_412) >= (p_31 & (safe_div_func_int16_t_s_s((l_417 , (-6L)), l_417)))), l_436))));
                    g_53 = l_412;
                    g_438[3]++;
                }
                if (((l_41 = ((safe_rshift_func_int8_t_s_s(((safe_mul_func_int16_t_s_s(((safe_sub_func_int32_t_s_s(((safe_div_func_uint64_t_u_u((l_480 = (safe_sub_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((safe_add_func_uint16_t_u_u((((4294967295UL > ((((safe_sub_func_uint32_t_u_u((safe_mod_func_int64_t_s_s((((safe_unary_minus_func_uint8_t_u(p_34)) , (safe_mul_func_uint16_t_u_u((l_479 &= (l_462 >= (g_438[1] & (((p_35 > (safe_mod_func_int8_t_s_s(((safe_add_func_uint32_t_u_u((l_437 |= (--g_269)), ((safe_lshift_func_int8_t_s_u(g_438[3], 7)) >= ((l_414 = (((safe_mod_func_uint32_t_u_u(((l_478[0][6][3] |= ((l_477 = (safe_rshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(1L, 1)), 8))) | l_436)) == g_231), 0x0EAD4ACAL)) , 0x8ACAL) | (-7L))) == p_33)))) & g_297), p_34))) | 1UL) && 0xED37A764L)))), g_9))) ^ p_34), l_417)), 0UL)) >= 1L) <= l_417) >= l_417)) == l_417) >= g_77), p_34)), g_438[3])), 0x3AC6L))), 0xF3B22E1C9E035982LL)) || l_213), g_438[3])) < 0UL), 0x6BFCL)) > p_31), p_32)) != (-6L))) <= l_185))
                { /* block id: 183 */
                    int32_t l_481 = 0x10F68CB7L;
                    l_481 = p_31;
                    return l_414;
                }
                else
                { /* block id: 186 */
                    return g_9;
                }
            }
            else
            { /* block id: 189 */
                int16_t l_494 = 1L;
                int32_t l_497[2];
                uint8_t l_498[5] = {6UL,6UL,6UL,6UL,6UL};
                int i;
                for (i = 0; i < 2; i++)
                    l_497[i] = 0x9DA30156L;
lbl_513:
                if ((safe_rshift_func_int8_t_s_u(g_438[3], 0)))
                { /* block id: 190 */
                    const uint64_t l_493 = 0xD841FEB358894D6FLL;
                    l_478[0][2][4] = 0x78AA49B4L;
                    g_53 = ((((safe_div_func_uint16_t_u_u(((~(+(l_478[0][6][3] = (safe_mul_func_int8_t_s_s((p_31 & ((p_32 > (0x5EL < ((+((((l_413 < (-10L)) > p_35) , g_9) < l_478[0][6][3])) <= g_9))) > l_180[1][6][4])), l_493))))) && l_55), l_494)) , 0x52L) , l_41) <= 0x0ABFA0E3L);
                    return p_33;
                }
                else
                { /* block id: 195 */
                    int32_t l_495 = 0xFFAA6733L;
                    ++l_498[3];
                    l_180[1][6][4] &= l_478[1][3][0];
                    l_478[1][2][4] = (-9L);
                }
                if ((((l_478[0][2][1] = (((safe_lshift_func_int8_t_s_u((g_438[0] , 0xC1L), 6)) <= (safe_lshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_s((((((safe_mul_func_int8_t_s_s(0x4AL, (p_35 || 0xF226L))) <= g_354) & (safe_mul_func_uint8_t_u_u(0xD8L, 0x59L))) , 1L) , l_477), 13)) | p_33), l_478[0][2][2])), 7))) , 0x681EL)) | l_180[1][6][4]) ^ g_438[3]))
                { /* block id: 201 */
                    int32_t l_525 = (-1L);
                    if (g_113)
                        goto lbl_513;
                    l_180[4][0][0] = ((l_413 |= (g_526[3] ^= (safe_mul_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u((g_97 < (safe_sub_func_uint8_t_u_u(g_162, (safe_mul_func_uint8_t_u_u(((l_497[1] = (safe_rshift_func_int16_t_s_u(l_477, 0))) | (safe_unary_minus_func_int16_t_s(p_33))), p_31))))), p_33)) | (l_525 >= l_494)), g_246)))) < l_525);
                }
                else
                { /* block id: 207 */
                    int16_t l_527 = 0x0AB4L;
                    int32_t l_528 = 0xD9AA1CA3L;
                    int32_t l_529 = 0L;
                    int32_t l_530[7][8] = {{(-5L),0xE7BB5194L,0x7CD09B31L,0xE7BB5194L,(-5L),(-5L),0xE7BB5194L,0x7CD09B31L},{(-5L),(-5L),0xE7BB5194L,0x7CD09B31L,0xE7BB5194L,(-5L),(-5L),0xE7BB5194L},{1L,0xE7BB5194L,0xE7BB5194L,1L,0L,1L,0xE7BB5194L,0xE7BB5194L},{0xE7BB5194L,0L,0x7CD09B31L,0x7CD09B31L,0L,0xE7BB5194L,0L,0x7CD09B31L},{1L,0L,1L,0xE7BB5194L,0xE7BB5194L,1L,0L,1L},{(-5L),0xE7BB5194L,0x7CD09B31L,0xE7BB5194L,(-5L),(-5L),0xE7BB5194L,0x7CD09B31L},{(-5L),(-5L),0xE7BB5194L,0x7CD09B31L,0xE7BB5194L,(-5L),(-5L),0xE7BB5194L}};
                    int i, j;
                    --l_531;
                }
            }
            if (p_33)
            { /* block id: 211 */
                uint16_t l_538 = 65532UL;
                int32_t l_556 = (-9L);
                int32_t l_573 = (-4L);
                l_538--;
                l_477 = (safe_lshift_func_uint8_t_u_s(l_538, ((safe_div_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s(l_538, (p_35 , 0x0124L))), p_31)) >= p_33)));
                l_556 = (l_413 = (((++g_161) < (safe_sub_func_uint16_t_u_u((0x5095L & (p_32 , ((l_180[1][0][2] ^= 9L) , ((safe_mul_func_uint8_t_u_u((g_179[0] = (((safe_add_func_int16_t_s_s((0xDFL > ((l_479 ^ l_537) <= p_31)), p_33)) > p_34) <= l_555[3])), p_33)) , g_526[1])))), g_77))) , g_231));
                l_537 = (((--g_80) & (safe_lshift_func_uint8_t_u_u(((((safe_mul_func_int8_t_s_s(((l_556 = (safe_lshift_func_int16_t_s_u(g_2, (safe_div_func_uint16_t_u_u(p_33, (safe_add_func_int64_t_s_s(p_34, l_537))))))) , p_33), (g_161 = (((safe_add_func_int32_t_s_s(((-7L) > ((l_478[0][6][0] = (l_573 = (safe_add_func_int64_t_s_s(g_438[2], 0UL)))) >= p_34)), l_538)) || l_213) == p_32)))) , 0xC6L) ^ p_33) | 4294967295UL), 6))) & g_526[1]);
            }
            else
            { /* block id: 225 */
                int8_t l_579 = 0x60L;
                uint32_t l_618[1][6] = {{4294967290UL,4294967290UL,4UL,4294967290UL,4294967290UL,4UL}};
                int32_t l_628 = (-9L);
                uint32_t l_630 = 4294967291UL;
                int i, j;
                if (g_297)
                    goto lbl_574;
                if ((((~(safe_sub_func_uint8_t_u_u(((safe_unary_minus_func_uint8_t_u(g_354)) , l_579), (safe_div_func_int32_t_s_s(((l_582 < (((safe_mod_func_uint32_t_u_u((safe_sub_func_int32_t_s_s((p_32 , (safe_lshift_func_int16_t_s_s((p_31 &= (g_534 = p_33)), ((safe_sub_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((((safe_div_func_int32_t_s_s((safe_mul_func_uint8_t_u_u((safe_sub_func_int64_t_s_s((safe_div_func_uint64_t_u_u((g_9 | ((safe_sub_func_uint8_t_u_u(1UL, 0UL)) , 0xB618D2B8L)), 0xAD3660419544F442LL)), 4UL)), g_179[0])), 0xB59A8D9BL)) ^ p_34) && l_579), 5UL)), 5UL)) <= g_97)))), l_412)), l_41)) && (-1L)) <= 0L)) , g_536), 0x26C908BAL))))) | g_2) , g_53))
                { /* block id: 229 */
                    return p_31;
                }
                else
                { /* block id: 231 */
                    uint32_t l_612[6] = {4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL};
                    int32_t l_629 = 0x0F0D6B5AL;
                    int i;
                    l_628 ^= (safe_add_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s((l_478[0][6][3] = (g_113 && (p_31 < (((--g_607[1][5]) | ((safe_sub_func_uint8_t_u_u((l_612[4] ^ g_246), ((safe_mod_func_int64_t_s_s((~g_162), (safe_div_func_int8_t_s_s((((++l_618[0][4]) , (((safe_mul_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u((((safe_add_func_int8_t_s_s(l_612[4], ((g_297 != p_33) == l_412))) | l_612[3]) < l_412), l_618[0][4])) & l_612[4]), p_32)) , g_97) > l_627)) > 0xFC604D22C09C723ALL), l_213)))) <= 0UL))) == g_536)) , 0xA1L)))), p_31)) && l_612[4]), g_297));
                    --l_630;
                }
            }
            for (g_297 = (-25); (g_297 < 36); ++g_297)
            { /* block id: 241 */
                int32_t l_639 = 7L;
                int32_t l_647 = 0x1D04D463L;
                l_639 = (0x821785523E72AA35LL == (safe_rshift_func_uint16_t_u_s(((g_77 &= ((safe_mod_func_uint16_t_u_u(((g_9 ^= (p_34 &= p_32)) != g_162), (-2L))) ^ g_53)) , (l_414 & p_31)), 9)));
                if (((((l_479 = (safe_lshift_func_int16_t_s_u((p_31 >= (((safe_sub_func_uint32_t_u_u(g_113, ((safe_div_func_uint32_t_u_u((l_647 = (((((safe_unary_minus_func_int8_t_s(l_496[2][0][0])) , p_34) && p_35) <= (g_269 , 0x54L)) , 0x44105FEEL)), 0xA2D60493L)) >= g_607[1][5]))) && g_231) >= l_478[0][6][3])), 14))) , 0x4CL) , 0x5571L) || 0xADA6L))
                { /* block id: 248 */
                    if (g_438[3])
                        break;
                    return g_438[1];
                }
                else
                { /* block id: 251 */
                    if (l_479)
                        goto lbl_574;
                }
                for (p_33 = 23; (p_33 >= 28); ++p_33)
                { /* block id: 256 */
                    uint8_t l_650 = 0x11L;
                    int16_t l_664[4];
                    int32_t l_667 = 3L;
                    int i;
                    for (i = 0; i < 4; i++)
                        l_664[i] = 0xDD7EL;
                    l_650--;
                    --g_653[4];
                    g_53 |= ((((((safe_rshift_func_uint8_t_u_s((+((g_535 = (safe_lshift_func_uint8_t_u_u((safe_mod_func_int64_t_s_s((~(0xD8L & g_297)), (65535UL & (l_647 &= l_664[2])))), (safe_mod_func_int8_t_s_s(((l_479 ^= (g_161 |= (g_179[1]++))) , (safe_add_func_int32_t_s_s(((p_35 ^ (p_31 || ((safe_add_func_int64_t_s_s(p_32, g_113)) <= l_639))) | g_438[0]), p_33))), 0x72L))))) == 0xA620833CE5758ED2LL)), 2)) < l_639) > p_35) & g_97) == 0x1A290FBEL) & p_32);
                    l_647 = g_246;
                }
            }
            l_54 = ((safe_mod_func_uint16_t_u_u((safe_div_func_int16_t_s_s(((p_33 , (safe_mul_func_uint8_t_u_u(p_33, (0L < (safe_add_func_int32_t_s_s(((g_354 = ((((l_180[1][6][4] = (safe_add_func_int32_t_s_s((g_354 || (0xA5CDL > ((0UL > ((safe_rshift_func_int8_t_s_s((-5L), 3)) , l_55)) || 1L))), g_2))) , 0L) <= 0UL) == g_53)) | l_686[0][0]), 1L)))))) , g_653[7]), 9L)), l_41)) >= l_415);
        }
    }
    return p_33;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_2 g_53 g_80 g_77 g_97 g_113 g_161
 * writes: g_53 g_77 g_80 g_9 g_97 g_113 g_161 g_162
 */
static int64_t  func_44(uint8_t  p_45, int64_t  p_46, uint32_t  p_47)
{ /* block id: 17 */
    uint32_t l_68[6][1] = {{0xB9C45D18L},{0xB9C45D18L},{0x760F2F47L},{0xB9C45D18L},{0xB9C45D18L},{0x760F2F47L}};
    int32_t l_78 = 0x1981F0B5L;
    uint8_t l_79 = 0x64L;
    int32_t l_163 = 0x94D58820L;
    int i, j;
    if ((safe_add_func_uint8_t_u_u((g_80 = ((safe_lshift_func_uint16_t_u_s(((safe_sub_func_uint64_t_u_u((((((((safe_div_func_int32_t_s_s((l_78 = (safe_lshift_func_int16_t_s_u(((safe_sub_func_int32_t_s_s(l_68[2][0], (((g_53 = (-1L)) >= (((l_68[2][0] | (g_9 == (safe_rshift_func_uint16_t_u_u((((((safe_sub_func_uint16_t_u_u((g_77 = (safe_sub_func_int32_t_s_s(((safe_add_func_uint32_t_u_u(0x984295ADL, p_46)) >= ((p_47 > g_9) <= g_2)), p_47))), 0UL)) , 0x9BE0L) <= p_47) < 0xAEL) , 0xC489L), 13)))) ^ 0x28L) == p_47)) | p_46))) , g_53), 9))), 0xD9D8AD31L)) ^ (-4L)) & 255UL) == g_2) && 255UL) || p_45) ^ l_79), g_2)) ^ l_68[5][0]), 3)) < 0x6BA1441EL)), p_46)))
    { /* block id: 22 */
        uint64_t l_96[5] = {0x4D69EA8502006303LL,0x4D69EA8502006303LL,0x4D69EA8502006303LL,0x4D69EA8502006303LL,0x4D69EA8502006303LL};
        int32_t l_128 = 1L;
        int32_t l_129[1];
        int i;
        for (i = 0; i < 1; i++)
            l_129[i] = 0L;
        for (g_9 = 0; (g_9 <= 0); g_9 += 1)
        { /* block id: 25 */
            uint32_t l_92 = 3UL;
            int32_t l_95 = 0x2083236DL;
            for (l_79 = 0; (l_79 <= 0); l_79 += 1)
            { /* block id: 28 */
                int32_t l_89[8] = {0x7FA1A718L,0xF62330F0L,0x7FA1A718L,0x7FA1A718L,0xF62330F0L,0x7FA1A718L,0x7FA1A718L,0xF62330F0L};
                uint64_t l_138 = 0x9496DE4B32DF3E0ALL;
                int i;
                for (p_45 = 0; (p_45 <= 0); p_45 += 1)
                { /* block id: 31 */
                    int i, j;
                    g_53 = (l_68[(l_79 + 5)][p_45] & (safe_mod_func_uint16_t_u_u((((l_95 &= (safe_lshift_func_uint16_t_u_s(1UL, (((l_68[(p_45 + 4)][g_9] ^ ((safe_mul_func_uint16_t_u_u(p_45, (safe_mul_func_int8_t_s_s((l_89[7] <= (safe_add_func_int8_t_s_s(l_92, (safe_mul_func_uint16_t_u_u((7L && 1UL), p_47))))), p_47)))) , 0x37C3L)) || g_80) >= (-1L))))) <= p_45) == 0xD2C86D4C770407C5LL), l_96[3])));
                    if (g_77)
                        break;
                    g_97 ^= (g_53 = 0x7A7FFAE9L);
                }
                for (g_97 = 0; (g_97 > 18); ++g_97)
                { /* block id: 40 */
                    int64_t l_100[4][8][6] = {{{0x04B11C87380C2164LL,0x1814A66755D88D3DLL,0xDEC5ABB530338E40LL,0L,0L,0xDEC5ABB530338E40LL},{0xF4E0B4B7F8BE070ELL,0x1814A66755D88D3DLL,(-1L),0x04B11C87380C2164LL,9L,0L},{(-1L),0x0BDBF62E6A661FA2LL,0x44D6886700432F2BLL,(-1L),0L,(-1L)},{0xB0934BFCA91F7CAELL,0x2697764D012404B1LL,0x44D6886700432F2BLL,(-1L),0x1814A66755D88D3DLL,0L},{(-1L),(-1L),(-1L),0x95B865CE0FBC7DB1LL,0xDEC5ABB530338E40LL,0xDEC5ABB530338E40LL},{0x95B865CE0FBC7DB1LL,0xDEC5ABB530338E40LL,0xDEC5ABB530338E40LL,0x95B865CE0FBC7DB1LL,(-1L),(-1L)},{(-1L),0L,0x1814A66755D88D3DLL,(-1L),0x44D6886700432F2BLL,0x2697764D012404B1LL},{0xB0934BFCA91F7CAELL,(-1L),0L,(-1L),0x44D6886700432F2BLL,0x0BDBF62E6A661FA2LL}},{{(-1L),0L,9L,0x04B11C87380C2164LL,(-1L),0x1814A66755D88D3DLL},{0xF4E0B4B7F8BE070ELL,0xDEC5ABB530338E40LL,0L,0L,0xDEC5ABB530338E40LL,0x1814A66755D88D3DLL},{0x04B11C87380C2164LL,(-1L),9L,0xB0934BFCA91F7CAELL,0x1814A66755D88D3DLL,0x0BDBF62E6A661FA2LL},{0x8A76B0EF2B8E86F5LL,0x2697764D012404B1LL,0L,0xF4E0B4B7F8BE070ELL,0L,0x2697764D012404B1LL},{0x8A76B0EF2B8E86F5LL,0x0BDBF62E6A661FA2LL,0x1814A66755D88D3DLL,0xB0934BFCA91F7CAELL,9L,(-1L)},{0x04B11C87380C2164LL,0x1814A66755D88D3DLL,0xDEC5ABB530338E40LL,0L,0L,0xDEC5ABB530338E40LL},{0xF4E0B4B7F8BE070ELL,0x1814A66755D88D3DLL,(-1L),0x04B11C87380C2164LL,9L,0L},{(-1L),0x0BDBF62E6A661FA2LL,0x44D6886700432F2BLL,(-1L),0L,(-1L)}},{{0xB0934BFCA91F7CAELL,0x2697764D012404B1LL,0x44D6886700432F2BLL,(-1L),0x1814A66755D88D3DLL,0L},{(-1L),(-1L),(-1L),0x95B865CE0FBC7DB1LL,0xDEC5ABB530338E40LL,0xDEC5ABB530338E40LL},{0x95B865CE0FBC7DB1LL,0xDEC5ABB530338E40LL,0xDEC5ABB530338E40LL,0x95B865CE0FBC7DB1LL,(-1L),(-1L)},{(-1L),0L,0x1814A66755D88D3DLL,(-1L),0x44D6886700432F2BLL,0x2697764D012404B1LL},{0xB0934BFCA91F7CAELL,(-1L),0L,(-1L),0x44D6886700432F2BLL,0x0BDBF62E6A661FA2LL},{(-1L),0L,9L,0x04B11C87380C2164LL,(-1L),0x1814A66755D88D3DLL},{0xF4E0B4B7F8BE070ELL,0xDEC5ABB530338E40LL,0L,0L,0xDEC5ABB530338E40LL,0x1814A66755D88D3DLL},{0x04B11C87380C2164LL,(-1L),9L,0xB0934BFCA91F7CAELL,0x1814A66755D88D3DLL,0x0BDBF62E6A661FA2LL}},{{0x8A76B0EF2B8E86F5LL,0x2697764D012404B1LL,0L,0xF4E0B4B7F8BE070ELL,0L,0x2697764D012404B1LL},{0x8A76B0EF2B8E86F5LL,0x0BDBF62E6A661FA2LL,0x1814A66755D88D3DLL,0xB0934BFCA91F7CAELL,9L,(-1L)},{0x04B11C87380C2164LL,0x1814A66755D88D3DLL,0xDEC5ABB530338E40LL,0L,0L,0xDEC5ABB530338E40LL},{0xF4E0B4B7F8BE070ELL,0x1814A66755D88D3DLL,(-1L),0x04B11C87380C2164LL,9L,0L},{(-1L),0x0BDBF62E6A661FA2LL,0x44D6886700432F2BLL,(-1L),0L,(-1L)},{0xB0934BFCA91F7CAELL,0x2697764D012404B1LL,0x44D6886700432F2BLL,(-1L),0x1814A66755D88D3DLL,0L},{(-1L),(-1L),0x3C15F2FB4D153B42LL,0x1814A66755D88D3DLL,0x0E86605BB6F065A9LL,0x0E86605BB6F065A9LL},{0x1814A66755D88D3DLL,0x0E86605BB6F065A9LL,0x0E86605BB6F065A9LL,0x1814A66755D88D3DLL,0x3C15F2FB4D153B42LL,(-10L)}}};
                    int i, j, k;
                    g_53 &= l_100[0][4][5];
                }
                if ((safe_rshift_func_uint16_t_u_u(l_92, 3)))
                { /* block id: 43 */
                    return l_78;
                }
                else
                { /* block id: 45 */
                    uint8_t l_116 = 9UL;
                    int32_t l_127 = 0xBFE599A2L;
                    g_113 &= (safe_mod_func_int16_t_s_s(1L, (safe_lshift_func_int8_t_s_u((0xC6A97375CE82FDDFLL & (l_92 == (0x9225F199L == (safe_sub_func_uint8_t_u_u(((4294967295UL < (safe_rshift_func_uint8_t_u_u((g_53 || (((5L && g_9) , g_2) >= g_77)), p_45))) | 254UL), l_95))))), 2))));
                    l_95 = (((safe_rshift_func_int8_t_s_u((l_116 = (-6L)), (safe_mod_func_int64_t_s_s((4294967291UL & (l_129[0] |= (safe_add_func_uint32_t_u_u((p_45 == (safe_lshift_func_uint8_t_u_s(((l_96[3] , p_47) == (l_128 = ((safe_mod_func_uint16_t_u_u((safe_add_func_int16_t_s_s((((g_53 <= l_96[3]) , g_53) > 0xFAL), 0x44C3L)), p_45)) , l_127))), l_89[7]))), 0x28BBEDE7L)))), 1UL)))) && g_2) != l_92);
                    l_127 |= (safe_sub_func_int16_t_s_s((safe_add_func_uint8_t_u_u(0xB0L, ((safe_add_func_uint16_t_u_u((l_95 <= (p_45 & ((safe_lshift_func_int16_t_s_s(g_97, (p_47 , l_138))) >= p_47))), 1L)) < 0xA6EFL))), 0xF7B5L));
                }
            }
            l_163 &= ((safe_div_func_uint64_t_u_u(((safe_rshift_func_int16_t_s_u((((g_53 != ((safe_lshift_func_uint8_t_u_u(((safe_add_func_uint8_t_u_u((l_78 = (~(g_162 = (safe_add_func_int8_t_s_s(l_92, (((((safe_add_func_uint64_t_u_u(3UL, (safe_rshift_func_int8_t_s_u((safe_mul_func_uint16_t_u_u(((+g_9) ^ (safe_sub_func_int32_t_s_s((safe_add_func_uint64_t_u_u((l_95 < (g_161 &= (l_129[0] |= ((g_53 <= (0x4624L & p_46)) ^ p_45)))), p_46)), p_46))), (-1L))), l_96[1])))) , 0x6630CE8C50E43E29LL) == l_78) == g_77) >= p_47)))))), (-1L))) <= 0x76D5697FC644E58ELL), 1)) == l_79)) <= (-2L)) < l_68[3][0]), l_128)) > 1L), l_96[3])) > 18446744073709551610UL);
        }
        return g_113;
    }
    else
    { /* block id: 61 */
        int64_t l_178 = 1L;
        l_163 |= (g_53 = (!(+(safe_rshift_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u(0x66L, p_47)), (safe_add_func_uint32_t_u_u((safe_rshift_func_int16_t_s_s((g_80 != (safe_sub_func_int32_t_s_s((g_113 > 0x54FBL), (l_78 &= (safe_div_func_uint16_t_u_u((((0x30A4L & g_113) >= p_47) , 0UL), 2UL)))))), l_178)), 0x2A7540F1L)))))));
        return p_47;
    }
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_97, "g_97", print_hash_value);
    transparent_crc(g_113, "g_113", print_hash_value);
    transparent_crc(g_161, "g_161", print_hash_value);
    transparent_crc(g_162, "g_162", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_179[i], "g_179[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_231, "g_231", print_hash_value);
    transparent_crc(g_246, "g_246", print_hash_value);
    transparent_crc(g_269, "g_269", print_hash_value);
    transparent_crc(g_297, "g_297", print_hash_value);
    transparent_crc(g_354, "g_354", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_438[i], "g_438[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_526[i], "g_526[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_534, "g_534", print_hash_value);
    transparent_crc(g_535, "g_535", print_hash_value);
    transparent_crc(g_536, "g_536", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_607[i][j], "g_607[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_653[i], "g_653[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_712, "g_712", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_716[i][j][k], "g_716[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_755, "g_755", print_hash_value);
    transparent_crc(g_902, "g_902", print_hash_value);
    transparent_crc(g_939, "g_939", print_hash_value);
    transparent_crc(g_946, "g_946", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
