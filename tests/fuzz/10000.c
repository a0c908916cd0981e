// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10000 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10000
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   const uint16_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 1L;
static int32_t g_6 = 0x22263126L;
static int32_t g_21 = 0x7B7E80D6L;
static int32_t g_28 = 0x95342363L;
static int16_t g_29 = 0L;
static struct S0 g_59 = {0x4739L};
static uint16_t g_81 = 0xBB0CL;
static int16_t g_98 = 0x4B5BL;
static int32_t g_164 = 0L;
static uint32_t g_165 = 0xEDBD1561L;
static uint8_t g_170 = 0UL;
static uint64_t g_171 = 1UL;
static int64_t g_182 = 0x6E1C48D9708B61AELL;
static uint32_t g_183 = 0xF23647BCL;
static uint8_t g_211 = 0x72L;
static struct S0 g_223 = {0x0418L};
static int64_t g_245 = 0L;
static int64_t g_317[1] = {5L};
static int32_t g_319 = 4L;
static int16_t g_321 = (-1L);
static int16_t g_322 = 0x9890L;
static int64_t g_333 = (-10L);
static int32_t g_334[3] = {0xA2613CCDL,0xA2613CCDL,0xA2613CCDL};
static uint32_t g_337 = 0xC66B716DL;
static int8_t g_369[5][1] = {{0xE3L},{0xE3L},{0xE3L},{0xE3L},{0xE3L}};
static uint32_t g_509 = 0x81E7EB0DL;
static uint8_t g_510 = 7UL;
static uint32_t g_599 = 3UL;
static int16_t g_671 = 0xEF3DL;
static int32_t g_681 = 0xF4DE2BB9L;
static int16_t g_732 = 0x2ABAL;
static uint16_t g_750 = 2UL;
static uint64_t g_788[8][5] = {{0UL,0xB2CE891D35094B4BLL,0xD6BB762B7A464451LL,18446744073709551614UL,0xD6BB762B7A464451LL},{0x29F9B49B652133D5LL,0x29F9B49B652133D5LL,0xAE98ED4BD7CB1E10LL,18446744073709551615UL,0xD6BB762B7A464451LL},{0x9D73F00CB7D0D4E0LL,0x338BAB3ACC6270C2LL,0UL,0x9B4DC2C97F29B7C9LL,0x5B2F575AABA56B32LL},{0xC59BA08C20A7381FLL,0x9B4DC2C97F29B7C9LL,0x29F9B49B652133D5LL,0x212AE376434EBA77LL,18446744073709551614UL},{0x212AE376434EBA77LL,0x338BAB3ACC6270C2LL,0x1611C5A6D9417D86LL,0x1611C5A6D9417D86LL,0x338BAB3ACC6270C2LL},{0x5B2F575AABA56B32LL,0x29F9B49B652133D5LL,0x951E72DBE2B603D6LL,0x1611C5A6D9417D86LL,0xB2CE891D35094B4BLL},{18446744073709551611UL,0xB2CE891D35094B4BLL,18446744073709551606UL,0x212AE376434EBA77LL,0x9B4DC2C97F29B7C9LL},{18446744073709551615UL,0UL,0x1611C5A6D9417D86LL,18446744073709551606UL,0xAE98ED4BD7CB1E10LL}};
static const uint16_t g_871 = 65532UL;
static uint16_t g_902 = 0x264BL;
static int8_t g_1011 = 0xB7L;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static const int32_t  func_7(uint8_t  p_8, int32_t  p_9, int8_t  p_10, uint16_t  p_11);
static int8_t  func_14(uint16_t  p_15, int32_t  p_16);
static int64_t  func_32(int32_t  p_33, struct S0  p_34, uint32_t  p_35, int16_t  p_36, const struct S0  p_37);
static uint32_t  func_42(uint8_t  p_43, int32_t  p_44, int8_t  p_45, const int64_t  p_46);
static uint8_t  func_50(uint16_t  p_51, uint64_t  p_52, const uint32_t  p_53, int8_t  p_54, int16_t  p_55);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_59 g_21 g_28 g_29 g_98 g_81 g_165 g_170 g_171 g_164 g_211 g_223 g_183 g_182 g_322 g_317 g_319 g_337 g_369 g_245 g_333 g_334 g_509 g_510 g_599 g_671 g_681 g_732 g_750 g_788 g_321 g_871 g_902
 * writes: g_2 g_6 g_21 g_28 g_29 g_81 g_98 g_165 g_170 g_171 g_182 g_183 g_211 g_245 g_164 g_321 g_337 g_369 g_334 g_322 g_510 g_333 g_599 g_671 g_319 g_681 g_750 g_788 g_317 g_902
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_25 = 0xE3BF118CL;
    int32_t l_710[1][6];
    uint32_t l_711 = 0xC1F03871L;
    uint16_t l_913 = 65535UL;
    uint16_t l_963 = 0UL;
    uint64_t l_988 = 1UL;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
            l_710[i][j] = 0xB74B0AAFL;
    }
    for (g_2 = 2; (g_2 == (-1)); g_2--)
    { /* block id: 3 */
        uint8_t l_5[7][2] = {{0xC3L,0xC3L},{0xC3L,255UL},{0UL,254UL},{255UL,254UL},{0UL,255UL},{0xC3L,0xC3L},{0xC3L,255UL}};
        int32_t l_938 = 9L;
        int32_t l_946[3][4] = {{0x66897A3FL,0L,0x66897A3FL,0L},{0x66897A3FL,0L,0L,0x66897A3FL},{(-9L),0L,(-4L),0L}};
        uint64_t l_985 = 1UL;
        uint32_t l_1019[6] = {0xD88D4A1BL,0xD88D4A1BL,0xD88D4A1BL,0xD88D4A1BL,0xD88D4A1BL,0xD88D4A1BL};
        int i, j;
        for (g_6 = 1; (g_6 >= 0); g_6 -= 1)
        { /* block id: 6 */
            int32_t l_912 = 6L;
            int i, j;
            g_902 |= func_7((((l_710[0][5] = ((safe_lshift_func_uint8_t_u_s(255UL, func_14(((safe_sub_func_uint32_t_u_u(l_5[(g_6 + 4)][g_6], (safe_add_func_uint8_t_u_u((g_21 = 9UL), (((((safe_lshift_func_uint16_t_u_s(l_5[(g_6 + 1)][g_6], 15)) == (((((((safe_unary_minus_func_int32_t_s((l_25 , (65530UL > (g_29 = (safe_lshift_func_int8_t_s_u((g_28 = l_5[(g_6 + 1)][g_6]), 3))))))) == 0x628EL) | 0UL) | l_25) > 0xD2L) | l_5[(g_6 + 1)][g_6]) == l_25)) != g_2) ^ l_25) && 0UL))))) >= g_2), l_5[3][1]))) < l_25)) , l_711) || 0x5067L), l_25, g_223.f0, g_317[0]);
            g_681 |= ((((+(g_317[0] == g_337)) != (((g_59 , (safe_sub_func_int64_t_s_s((((g_369[4][0] = (safe_mul_func_uint8_t_u_u(g_81, ((g_223 , ((safe_add_func_uint8_t_u_u((l_912 |= l_710[0][3]), 0x04L)) || l_5[(g_6 + 1)][g_6])) < g_29)))) <= 0x85L) < 0x81E62F9BL), g_21))) >= l_710[0][5]) < 0UL)) <= g_6) , 1L);
            if (l_913)
            { /* block id: 374 */
                return l_5[5][0];
            }
            else
            { /* block id: 376 */
                uint32_t l_937[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_937[i] = 0x7905916DL;
                if ((((((g_510 , (safe_add_func_uint32_t_u_u((safe_rshift_func_int8_t_s_s(((safe_mod_func_uint64_t_u_u((safe_sub_func_int64_t_s_s((-3L), g_337)), (safe_mod_func_int32_t_s_s((g_681 = (g_334[2] | ((safe_rshift_func_uint8_t_u_s(((l_938 = (safe_mul_func_int8_t_s_s((+((safe_lshift_func_uint8_t_u_u(((safe_mod_func_uint32_t_u_u(g_871, l_5[1][1])) <= (((safe_lshift_func_int8_t_s_s(l_710[0][5], l_937[1])) , 0xB6FDCF9C68149F9ELL) == g_333)), l_912)) , 0x6671AA8AL)), g_29))) , 250UL), 4)) & 1UL))), l_5[(g_6 + 1)][g_6])))) >= l_5[(g_6 + 1)][g_6]), 7)), 0xA6A92AC8L))) | g_170) ^ g_732) != g_98) > l_5[5][1]))
                { /* block id: 379 */
                    uint16_t l_939[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_939[i] = 9UL;
                    l_939[0]++;
                }
                else
                { /* block id: 381 */
                    uint32_t l_944[8][8] = {{0xEEF8580BL,0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0xEEF8580BL,18446744073709551607UL,1UL},{0x93CFB35BL,0UL,0UL,0xB950EC9BL,0UL,18446744073709551613UL,0xF685559BL,1UL},{0UL,18446744073709551609UL,1UL,0UL,0xC5685DD9L,0UL,0xC5685DD9L,0UL},{0xB950EC9BL,0x55E10568L,0xB950EC9BL,0UL,0x018E85B0L,0x72DBD7E8L,0x55E10568L,18446744073709551615UL},{18446744073709551615UL,1UL,0x889314B5L,0UL,0UL,7UL,0x018E85B0L,0x889314B5L},{18446744073709551615UL,0UL,1UL,1UL,0x018E85B0L,18446744073709551607UL,18446744073709551607UL,0x018E85B0L},{0xB950EC9BL,0xF685559BL,0xF685559BL,0xB950EC9BL,0xC5685DD9L,18446744073709551615UL,1UL,0UL}};
                    int i, j;
                    l_912 = g_871;
                    g_21 = (g_59 , (safe_div_func_uint64_t_u_u(0x045EC8790A0229E0LL, g_183)));
                    g_334[2] = l_944[3][1];
                    if (g_509)
                        break;
                }
            }
        }
        l_946[0][0] ^= ((!l_938) , g_183);
        for (l_711 = 0; (l_711 > 44); l_711 = safe_add_func_uint16_t_u_u(l_711, 7))
        { /* block id: 392 */
            uint16_t l_951 = 0x4FF4L;
            int32_t l_986 = 0x3CD3F2B6L;
            int32_t l_987 = 0xE4CC6609L;
            int16_t l_1004 = 0x768BL;
            int32_t l_1016 = 0xCB7CB88FL;
            int32_t l_1018 = 0xBDDAF056L;
            if (g_510)
            { /* block id: 393 */
                uint32_t l_984 = 0UL;
                for (g_681 = (-7); (g_681 <= (-21)); --g_681)
                { /* block id: 396 */
                    l_951 &= l_710[0][5];
                }
                if (l_710[0][5])
                    continue;
                if (g_29)
                { /* block id: 400 */
                    uint32_t l_981 = 0xB1BE07F6L;
                    int32_t l_982 = 3L;
                    int32_t l_983 = 0xA3E13D58L;
                    g_681 |= ((g_29 = l_25) , (l_710[0][5] = (safe_lshift_func_uint16_t_u_s((safe_mod_func_uint64_t_u_u((safe_mod_func_int16_t_s_s(((((safe_unary_minus_func_int8_t_s((safe_sub_func_uint8_t_u_u(((safe_sub_func_int8_t_s_s(((l_963 , ((safe_add_func_int64_t_s_s((g_333 = (safe_lshift_func_uint8_t_u_s((+g_369[2][0]), (safe_mul_func_uint8_t_u_u((((((((safe_add_func_uint8_t_u_u(g_29, (((((safe_lshift_func_uint16_t_u_s(((l_982 = (l_983 ^= ((((safe_rshift_func_uint16_t_u_s((0x3AL ^ ((g_223.f0 <= (safe_lshift_func_int8_t_s_s(((safe_add_func_uint32_t_u_u((g_81 != l_981), l_982)) >= g_337), g_788[3][4]))) , 0x4EL)), 7)) && l_982) | g_333) < g_334[2]))) , g_788[4][1]), 6)) & g_750) <= (-1L)) <= l_951) , g_170))) || g_321) && l_984) , g_183) ^ 250UL) & l_711) , l_711), g_59.f0))))), (-2L))) == 0x7F4797A8L)) , l_938), l_985)) ^ g_788[2][4]), g_750)))) > g_788[4][2]) < (-1L)) != l_951), 65535UL)), 0xF44BCC2AE236E9C2LL)), l_981))));
                    return l_981;
                }
                else
                { /* block id: 408 */
                    return l_985;
                }
            }
            else
            { /* block id: 411 */
                uint32_t l_1008 = 0x467939BEL;
                int32_t l_1013 = (-7L);
                int32_t l_1015[3];
                int64_t l_1017[6][1] = {{0x5761DDFFD80C2A8CLL},{(-1L)},{0x5761DDFFD80C2A8CLL},{(-1L)},{0x5761DDFFD80C2A8CLL},{(-1L)}};
                int i, j;
                for (i = 0; i < 3; i++)
                    l_1015[i] = (-1L);
                --l_988;
                if (g_164)
                { /* block id: 413 */
                    uint16_t l_991 = 0x5D8EL;
                    if (l_991)
                        break;
                    if (l_985)
                        continue;
                }
                else
                { /* block id: 416 */
                    int64_t l_1007 = 0x69901F8F76D41043LL;
                    int32_t l_1012[5][3][8] = {{{0x12D1E8B5L,0xBDF9BB8DL,1L,(-1L),(-1L),0x074574CEL,2L,1L},{0x9357667DL,(-1L),0x72B76B38L,(-2L),0x72B76B38L,(-1L),0x9357667DL,1L},{1L,1L,2L,0L,(-1L),0xEA7BD217L,(-1L),0x72B76B38L}},{{0xBDF9BB8DL,(-7L),0L,1L,(-1L),0xBDF9BB8DL,0x9E28B9A5L,(-2L)},{1L,0L,0L,0x72B76B38L,0x72B76B38L,0L,0L,1L},{0x9357667DL,(-1L),0x895336E6L,2L,(-1L),0x5E488CB8L,0x72B76B38L,0x895336E6L}},{{0x12D1E8B5L,(-1L),1L,0L,2L,0x5E488CB8L,0x9357667DL,0xBDF9BB8DL},{0x5692D5D4L,(-1L),0xBDF9BB8DL,0L,0x9E28B9A5L,0L,0xBDF9BB8DL,(-1L)},{0xBDF9BB8DL,0L,(-1L),0x895336E6L,(-7L),0xBDF9BB8DL,(-7L),0L}},{{0L,(-7L),0L,1L,0xBDF9BB8DL,0xEA7BD217L,(-7L),1L},{0x074574CEL,1L,(-1L),0xBDF9BB8DL,(-1L),(-1L),0L,(-1L)},{0xBDF9BB8DL,0xBDF9BB8DL,0L,(-1L),0x5692D5D4L,0x72B76B38L,(-1L),0xEA7BD217L}},{{(-2L),0L,0x5692D5D4L,0L,0x12D1E8B5L,(-1L),0L,0xEA7BD217L},{0L,0x074574CEL,(-7L),(-1L),0x9357667DL,0L,0x9357667DL,(-1L)},{0L,(-1L),0L,0L,1L,1L,(-1L),0x895336E6L}}};
                    int32_t l_1014 = 0x82527425L;
                    int i, j, k;
                    g_334[2] = (safe_add_func_uint16_t_u_u(0xC3D2L, (safe_add_func_uint64_t_u_u((((g_28 < l_711) > (safe_lshift_func_int8_t_s_s((g_369[0][0] = (safe_rshift_func_int16_t_s_u((safe_rshift_func_int16_t_s_s(1L, 7)), 10))), 2))) ^ (l_1007 |= (safe_sub_func_int64_t_s_s(l_1004, (safe_mod_func_int64_t_s_s(1L, g_223.f0)))))), 0x718B5602FC31F7F5LL))));
                    ++l_1008;
                    l_1019[0]++;
                }
            }
        }
        g_21 = (g_317[0] & g_732);
    }
    return l_711;
}


/* ------------------------------------------ */
/* 
 * reads : g_171 g_319 g_334 g_337 g_182 g_164 g_369 g_223.f0 g_98 g_681 g_732 g_211 g_333 g_245 g_59.f0 g_81 g_750 g_599 g_509 g_788 g_510 g_2 g_322 g_183 g_165 g_29 g_317 g_321 g_223 g_871
 * writes: g_171 g_319 g_334 g_599 g_337 g_681 g_81 g_750 g_788 g_183 g_165 g_98 g_317 g_510 g_322
 */
static const int32_t  func_7(uint8_t  p_8, int32_t  p_9, int8_t  p_10, uint16_t  p_11)
{ /* block id: 285 */
    int32_t l_712[3][5][1] = {{{0xD642B21CL},{0x3474502BL},{(-1L)},{0x3474502BL},{0xD642B21CL}},{{0xFEDD1781L},{0xD642B21CL},{0x3474502BL},{(-1L)},{0x3474502BL}},{{0xD642B21CL},{0xFEDD1781L},{0xD642B21CL},{0x3474502BL},{(-1L)}}};
    int32_t l_713[7];
    struct S0 l_725 = {0x9EB1L};
    int32_t l_817 = 0x9ABAAE84L;
    uint32_t l_820 = 0x5F884ADCL;
    int32_t l_861 = 0x73BEFACAL;
    uint32_t l_899 = 2UL;
    int i, j, k;
    for (i = 0; i < 7; i++)
        l_713[i] = 1L;
    l_712[1][1][0] = p_8;
    l_713[1] = (l_712[1][1][0] <= (++g_171));
    for (p_10 = 5; (p_10 >= (-5)); p_10--)
    { /* block id: 291 */
        uint32_t l_742 = 0UL;
        uint32_t l_790 = 0x354AA870L;
        int32_t l_805 = 5L;
        int32_t l_818 = 0x5492FE41L;
        int32_t l_819[4];
        int i;
        for (i = 0; i < 4; i++)
            l_819[i] = 0x8304A188L;
        for (g_319 = 0; (g_319 >= 0); g_319 -= 1)
        { /* block id: 294 */
            int32_t l_745 = 0L;
            uint16_t l_776 = 65535UL;
            int i;
            if ((g_334[g_319] = g_334[g_319]))
            { /* block id: 296 */
                uint32_t l_718 = 0xA48A71A1L;
                int32_t l_777 = 0L;
                g_681 ^= ((l_718 >= (((-1L) >= ((((0x1E9C7087L ^ (safe_add_func_uint8_t_u_u((((((p_8 == (l_725 , ((g_599 = 4294967288UL) , ((((((g_171 = (((safe_mul_func_int16_t_s_s(((++g_337) >= (((0x14EF2F98L > 0xE634FCB8L) ^ g_182) && 0x53552CA9F399BD99LL)), g_334[g_319])) != g_164) <= g_369[4][0])) , 0xC60A29E6L) <= 0x20461724L) ^ (-1L)) , g_223.f0) != 0x81E9L)))) < 0L) && l_725.f0) , 7L) > 6L), 1L))) , 0x73A2L) | 8L) != 0x51CBL)) || p_10)) < g_98);
                g_681 = (safe_lshift_func_uint16_t_u_u(g_732, (g_750 = ((((g_211 < (g_81 = (safe_div_func_int8_t_s_s((p_9 >= (((safe_rshift_func_int16_t_s_s(((g_171 = (safe_unary_minus_func_int64_t_s((p_10 >= ((safe_rshift_func_uint8_t_u_s(((g_334[g_319] = l_742) < (safe_mul_func_int8_t_s_s((l_745 , ((safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(g_333, p_11)), p_11)) , p_8)), 255UL))), g_369[4][0])) < 0x33C4610211B9D005LL))))) , p_8), p_10)) & 4294967293UL) , 4294967295UL)), l_713[0])))) < (-9L)) , 0xDCL) < (-5L)))));
                g_334[g_319] = (l_777 = (safe_lshift_func_int8_t_s_s(((((safe_div_func_int16_t_s_s((l_718 != ((l_713[6] & (safe_mod_func_int8_t_s_s((~(safe_div_func_int8_t_s_s((safe_div_func_uint64_t_u_u(((((safe_rshift_func_int16_t_s_s((safe_lshift_func_int8_t_s_s((safe_sub_func_uint16_t_u_u(g_245, (l_776 = (safe_add_func_uint64_t_u_u(((((safe_mul_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u((g_81 |= (((p_9 & ((-4L) && (safe_sub_func_uint32_t_u_u(p_9, l_742)))) > 0x7EL) < g_59.f0)), l_745)) || 0x246976AEL), g_334[g_319])) | g_750) , g_59.f0) , g_369[0][0]), p_9))))), 3)), g_681)) ^ g_599) || l_745) != l_742), 18446744073709551615UL)), g_334[g_319]))), 0xA2L))) >= 1UL)), g_334[2])) > 0xC19CL) && p_9) & g_732), 6)));
                l_713[6] = g_334[g_319];
            }
            else
            { /* block id: 311 */
                uint8_t l_789[3][6][1] = {{{246UL},{0x46L},{0x6AL},{0x42L},{0x42L},{0x6AL}},{{0x46L},{246UL},{0x46L},{0x6AL},{0x42L},{0x42L}},{{0x6AL},{0x46L},{246UL},{0x46L},{0x6AL},{0x42L}}};
                int i, j, k;
                if (((safe_sub_func_int64_t_s_s(0x128CD05E4FA29BF8LL, g_750)) > g_509))
                { /* block id: 312 */
                    int16_t l_780 = 0x5254L;
                    g_334[g_319] = ((((l_780 , p_11) ^ (18446744073709551607UL != (g_788[2][4] = (((l_745 = ((safe_add_func_int32_t_s_s((safe_mod_func_uint16_t_u_u((~(safe_mul_func_int16_t_s_s(g_788[2][4], (p_9 > p_11)))), 0x2CF6L)), p_9)) , 0xFE6B6432L)) | 3L) != l_789[1][0][0])))) , p_8) || p_8);
                }
                else
                { /* block id: 316 */
                    l_790 = g_510;
                }
                g_334[2] = (safe_add_func_uint8_t_u_u(g_750, ((l_713[6] = (((safe_sub_func_uint32_t_u_u((l_805 = (((0x10BFD98CBB0942C2LL < (l_745 = (safe_div_func_uint32_t_u_u((safe_mod_func_int32_t_s_s((0xD2F073DCL != g_750), (safe_add_func_uint32_t_u_u((6L != (safe_rshift_func_int16_t_s_u((safe_rshift_func_int8_t_s_s(p_10, g_334[g_319])), 12))), g_2)))), g_322)))) != l_712[1][1][0]) | 0x6EA87B755BC7DE7DLL)), p_8)) < l_742) >= g_245)) | l_776)));
            }
            for (l_742 = 0; (l_742 <= 0); l_742 += 1)
            { /* block id: 326 */
                return g_333;
            }
        }
        for (g_337 = 6; (g_337 > 32); g_337 = safe_add_func_int64_t_s_s(g_337, 5))
        { /* block id: 332 */
            g_681 = (safe_unary_minus_func_int64_t_s(0xD7300A49A9E73D12LL));
        }
        for (g_183 = 9; (g_183 == 30); g_183++)
        { /* block id: 337 */
            int64_t l_814[2];
            int32_t l_815[4][4][1] = {{{5L},{6L},{5L},{6L}},{{5L},{6L},{5L},{6L}},{{5L},{6L},{5L},{6L}},{{5L},{6L},{5L},{6L}}};
            int16_t l_872 = 0x3F6AL;
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_814[i] = 0x99D0FB1B79AFC043LL;
            for (p_9 = (-22); (p_9 == 9); ++p_9)
            { /* block id: 340 */
                int32_t l_813 = 0x8C0BB32CL;
                int32_t l_816[2][5][1] = {{{(-2L)},{0x800115F6L},{(-2L)},{0x800115F6L},{(-2L)}},{{0x800115F6L},{(-2L)},{0x800115F6L},{(-2L)},{0x800115F6L}}};
                int64_t l_855[4];
                struct S0 l_893 = {0UL};
                int i, j, k;
                for (i = 0; i < 4; i++)
                    l_855[i] = 0xFFE4F2B79D30D862LL;
                ++l_820;
                l_819[1] = (p_10 , (((safe_add_func_int16_t_s_s(((safe_add_func_uint64_t_u_u(((safe_add_func_int16_t_s_s((-1L), p_11)) == ((safe_lshift_func_uint16_t_u_s((((g_165--) , ((((safe_add_func_int64_t_s_s(0x0EAD434328E447D6LL, ((((g_98 |= (((((((safe_add_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u(((g_29 && (~(l_805 & ((safe_sub_func_int8_t_s_s(2L, l_819[2])) , p_10)))) && g_319), 4294967295UL)), 0x718DL)) & 254UL) == l_805) , p_11) , 0xF3DBC0F0L) && 0xD68F7721L) , g_317[0])) , g_369[4][0]) <= g_211) , l_816[1][2][0]))) <= g_750) , 5UL) && p_10)) & g_321), l_713[4])) > 0x74A6L)), g_732)) , 0xFDC7L), l_813)) && p_10) != (-1L)));
                if (((safe_lshift_func_uint8_t_u_u(l_817, ((((g_510 = ((p_8 == (safe_sub_func_uint16_t_u_u(p_9, (((safe_mod_func_uint8_t_u_u(((g_317[0] &= (safe_sub_func_uint8_t_u_u(l_815[3][2][0], (l_816[1][0][0] , (g_322 >= (((safe_mod_func_int64_t_s_s(((safe_add_func_int32_t_s_s((((~l_712[1][1][0]) || g_369[1][0]) | 0xBCL), 0x1F75F748L)) ^ 1L), 0xA6A74A6561F5770ELL)) < g_321) < (-9L))))))) || p_9), 0xECL)) , 0xF7L) < p_10)))) | g_788[2][4])) | g_334[2]) , p_11) < l_855[3]))) ^ 0UL))
                { /* block id: 347 */
                    int32_t l_868 = 0xFB45780BL;
                    struct S0 l_882 = {0UL};
                    l_816[1][0][0] = ((!(safe_sub_func_uint32_t_u_u((safe_add_func_int8_t_s_s((l_712[1][1][0] | (l_861 || (safe_sub_func_uint32_t_u_u((l_815[2][3][0] = p_9), g_322)))), (p_8 ^= (safe_mod_func_int32_t_s_s((g_223 , (l_868 & ((((g_732 > 0UL) && g_871) , 1UL) <= 0xA0L))), 0x5BB5CF56L))))), 1UL))) >= l_872);
                    g_334[2] = (0xB94FL & ((safe_div_func_uint16_t_u_u((l_805 = (((safe_add_func_uint16_t_u_u(l_872, (((safe_unary_minus_func_uint64_t_u(0x75E21A8494B0C7F0LL)) <= (l_816[1][0][0] &= (l_815[0][3][0] ^= l_713[4]))) & (safe_rshift_func_int16_t_s_u((safe_sub_func_int64_t_s_s((l_882 , p_9), (l_725 , 0xADEC81587E9DAFF4LL))), 4))))) || g_334[0]) || g_317[0])), 1L)) > g_788[2][4]));
                }
                else
                { /* block id: 355 */
                    int16_t l_896[6][5] = {{0x58E1L,0x2596L,8L,0xC941L,8L},{0xBA0AL,0xBA0AL,0x2596L,1L,0x3F72L},{0x58E1L,0x3F72L,0xD9DAL,1L,1L},{1L,(-1L),1L,0xC941L,(-1L)},{0xD9DAL,0x3F72L,0x58E1L,(-1L),(-1L)},{0x2596L,0xBA0AL,0xBA0AL,0x2596L,1L}};
                    int i, j;
                    if (l_742)
                        break;
                    l_896[0][0] &= (((safe_add_func_uint32_t_u_u(4294967292UL, (0x4EL ^ (g_81 == p_11)))) ^ l_816[1][0][0]) ^ (safe_lshift_func_uint16_t_u_s((safe_sub_func_int64_t_s_s((safe_rshift_func_int16_t_s_s((safe_sub_func_int8_t_s_s(((l_893 , ((((safe_div_func_int16_t_s_s((p_8 != 65535UL), 0x5037L)) <= 246UL) < 0L) , l_819[2])) ^ g_509), g_171)), 2)), l_872)), 1)));
                }
                for (g_322 = 0; (g_322 < 7); g_322++)
                { /* block id: 361 */
                    return g_211;
                }
            }
        }
        if (l_790)
            break;
    }
    l_899++;
    return g_322;
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_59 g_21 g_28 g_29 g_2 g_98 g_81 g_165 g_170 g_171 g_164 g_211 g_223 g_183 g_182 g_322 g_317 g_319 g_337 g_369 g_245 g_333 g_334 g_509 g_510 g_599 g_671 g_681
 * writes: g_29 g_21 g_81 g_98 g_165 g_170 g_171 g_182 g_183 g_211 g_245 g_164 g_321 g_337 g_369 g_334 g_322 g_510 g_333 g_599 g_671 g_319 g_681
 */
static int8_t  func_14(uint16_t  p_15, int32_t  p_16)
{ /* block id: 10 */
    uint32_t l_47 = 0x2964071CL;
    struct S0 l_82 = {1UL};
    g_681 &= ((func_32((safe_sub_func_uint32_t_u_u(((safe_lshift_func_uint8_t_u_u(0x18L, 7)) , 2UL), (g_81 = func_42(((l_47 ^ (safe_rshift_func_uint16_t_u_s((func_50((g_6 & (((((safe_lshift_func_int16_t_s_u(((!(((g_59 , (safe_mul_func_int16_t_s_s(((g_21 <= 0L) ^ p_15), 0xF85DL))) > p_15) | l_47)) < 0x705104E0BBE0E206LL), p_15)) , l_47) >= p_15) == p_16) <= p_15)), g_6, g_59.f0, p_15, g_28) != 0x77L), 3))) != p_15), p_15, l_47, g_21)))), l_82, l_47, g_28, l_82) != g_59.f0) | 0UL);
    return g_681;
}


/* ------------------------------------------ */
/* 
 * reads : g_21 g_98 g_81 g_29 g_28 g_2 g_6 g_59.f0 g_165 g_170 g_171 g_164 g_211 g_223 g_183 g_182 g_322 g_317 g_319 g_337 g_369 g_245 g_333 g_334 g_509 g_59 g_510 g_599 g_671
 * writes: g_98 g_21 g_81 g_165 g_170 g_171 g_29 g_182 g_183 g_211 g_245 g_164 g_321 g_337 g_369 g_334 g_322 g_510 g_333 g_599 g_671 g_319
 */
static int64_t  func_32(int32_t  p_33, struct S0  p_34, uint32_t  p_35, int16_t  p_36, const struct S0  p_37)
{ /* block id: 29 */
    struct S0 l_97 = {1UL};
    int32_t l_101 = 0xBD99A0A0L;
    uint32_t l_102 = 0x8ED4FF94L;
    int32_t l_103 = (-1L);
    int32_t l_128[7][7];
    int8_t l_160 = 0xF5L;
    int8_t l_297 = 0x09L;
    uint64_t l_323 = 18446744073709551609UL;
    int64_t l_353[4][5][5] = {{{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL},{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL},{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL},{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL},{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL}},{{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL},{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL},{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL},{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL},{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL}},{{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL},{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL},{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL},{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL},{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL}},{{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL},{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL},{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL},{0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL,0xC32685E0CE5C9CA6LL},{0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL,0x74A0215C4462B6A1LL}}};
    uint64_t l_354[8] = {0xA15ADF492D8EAC32LL,0xA15ADF492D8EAC32LL,0xA15ADF492D8EAC32LL,0xA15ADF492D8EAC32LL,0xA15ADF492D8EAC32LL,0xA15ADF492D8EAC32LL,0xA15ADF492D8EAC32LL,0xA15ADF492D8EAC32LL};
    int64_t l_436 = (-1L);
    uint16_t l_470 = 0x2F02L;
    uint32_t l_569 = 0UL;
    uint64_t l_672 = 0x895669C6C98CE44BLL;
    const uint16_t l_709 = 0xA7CAL;
    int i, j, k;
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 7; j++)
            l_128[i][j] = (-2L);
    }
lbl_283:
    l_103 ^= (((safe_sub_func_int64_t_s_s(((safe_mul_func_int8_t_s_s(g_21, (((p_35--) && (((safe_sub_func_uint64_t_u_u(((safe_mul_func_int8_t_s_s((safe_sub_func_int16_t_s_s(0xD411L, ((safe_mod_func_uint16_t_u_u(((((l_97 , (g_98 |= (((-7L) || g_21) >= 4294967286UL))) < (safe_div_func_int32_t_s_s((((l_101 = ((g_81 , 0xFEL) & 0x56L)) != 4294967286UL) <= g_81), p_33))) && p_35) <= g_29), l_102)) | 0xB1L))), g_21)) & p_34.f0), g_28)) , g_21) || p_36)) & 9L))) && l_101), 0L)) < l_102) | g_2);
lbl_452:
    for (l_101 = 0; (l_101 == 6); l_101++)
    { /* block id: 36 */
        uint16_t l_129 = 0xFD71L;
        int32_t l_139 = 0xED72739EL;
        int32_t l_140 = 0x31093E8FL;
        int32_t l_152 = (-2L);
        uint32_t l_157 = 0x25E79E52L;
        int16_t l_246 = (-5L);
        const uint32_t l_261[5][8] = {{0xB6DB7354L,0x00BE36BAL,0x8BAC6151L,0x943D24E9L,0x37462964L,0x6AC369FCL,0xDFD7D1BFL,0x6AC369FCL},{9UL,0x00BE36BAL,1UL,0x00BE36BAL,9UL,0x8BAC6151L,0x37C9878CL,0x159CCD5EL},{0x8BAC6151L,0x37462964L,9UL,0x898BEAC2L,0x37E1BAF4L,0x0141AF60L,0x00BE36BAL,0x00BE36BAL},{0xDFD7D1BFL,0xE27A70E2L,9UL,9UL,0xE27A70E2L,0xDFD7D1BFL,0x37C9878CL,0x37E1BAF4L},{0x37E1BAF4L,0x6AC369FCL,1UL,0x159CCD5EL,0x00BE36BAL,0x898BEAC2L,0xDFD7D1BFL,0x8BAC6151L}};
        int32_t l_335 = 0x84784CF4L;
        int32_t l_336[7][1] = {{0xB5A1F997L},{3L},{0xB5A1F997L},{3L},{0xB5A1F997L},{3L},{0xB5A1F997L}};
        int16_t l_392 = 0L;
        int i, j;
        g_21 = p_35;
        if (((((((safe_add_func_int64_t_s_s((((safe_mod_func_uint8_t_u_u((p_33 < (p_36 = (l_103 &= 0x67EBL))), ((l_101 && (safe_rshift_func_uint16_t_u_u((safe_add_func_int64_t_s_s((safe_lshift_func_int16_t_s_s((safe_lshift_func_int16_t_s_u((safe_rshift_func_uint16_t_u_s((l_128[5][2] = ((g_21 > (safe_rshift_func_uint8_t_u_s(((safe_rshift_func_uint16_t_u_u((((0x2CL >= ((((safe_div_func_int16_t_s_s(((--l_129) ^ (l_139 = (((p_33 & ((((safe_div_func_uint64_t_u_u(((safe_mul_func_int8_t_s_s((safe_unary_minus_func_int8_t_s((safe_mod_func_uint32_t_u_u(((1UL == 7L) == p_37.f0), 3UL)))), l_139)) , g_6), g_6)) <= 5L) <= l_139) , 0x5E97BC7EL)) ^ 0x93C3L) <= 0x6B16355718CB2972LL))), p_35)) ^ p_35) | (-9L)) > l_102)) , p_34.f0) & 0UL), 2)) || p_37.f0), 0))) , 0x07BBL)), p_37.f0)), p_37.f0)), g_6)), 1L)), l_140))) , p_33))) == 1L) , 6L), l_102)) == 8L) , p_34.f0) < g_81) != 9UL) == p_33))
        { /* block id: 43 */
            const int8_t l_161 = 0x06L;
            int32_t l_162 = (-1L);
            int32_t l_163 = (-7L);
            if (g_6)
                break;
            g_21 = l_129;
            if ((safe_div_func_int32_t_s_s(p_36, (l_162 ^= (+(((((safe_rshift_func_int16_t_s_u(((safe_div_func_uint32_t_u_u((safe_sub_func_int32_t_s_s((safe_mod_func_uint16_t_u_u(l_152, (((l_128[3][4] & (safe_add_func_uint64_t_u_u(((safe_rshift_func_uint16_t_u_u((g_81 = l_129), 0)) , (((l_157 || l_157) == ((safe_add_func_int8_t_s_s(((g_2 & 0x5527752AL) >= p_35), g_21)) >= 0x74B5L)) ^ l_128[6][1])), 2L))) == l_152) && 252UL))), l_160)), g_59.f0)) | l_161), 3)) | p_36) & g_28) && 0xC0L) || p_36))))))
            { /* block id: 48 */
                uint32_t l_184 = 0x76A6A2F9L;
                int32_t l_185 = (-2L);
                int32_t l_186 = 0x25E66551L;
                if (l_163)
                    break;
                for (l_160 = 1; (l_160 <= 6); l_160 += 1)
                { /* block id: 52 */
                    int i, j;
                    ++g_165;
                    l_103 = (safe_lshift_func_uint8_t_u_s((g_170 ^= 0x24L), (((l_128[l_160][l_160] = (((l_128[l_160][l_160] >= ((g_171 ^= 0x29L) && 0xB7L)) , l_97) , 0x26L)) , (g_29 &= (0x489E7F0AFD097A5ELL ^ 0x1020B4DDF18D0889LL))) != p_36)));
                }
                l_128[3][4] &= (safe_mul_func_int8_t_s_s((((safe_sub_func_int8_t_s_s((safe_sub_func_int32_t_s_s((((l_186 = (((l_185 = (safe_add_func_uint32_t_u_u(((safe_mod_func_uint8_t_u_u(255UL, ((g_182 = g_59.f0) || (((p_35 != (g_183 = p_33)) < (((l_140 | ((g_164 == (l_139 = p_33)) , l_101)) , 0x5E2D5444L) , l_139)) | l_184)))) < l_163), p_37.f0))) && 18446744073709551606UL) ^ l_129)) < l_184) == l_157), 2UL)), 0x29L)) < 0xAB64L) & l_97.f0), 0x3FL));
            }
            else
            { /* block id: 66 */
                uint64_t l_187 = 5UL;
                if (l_160)
                    break;
                --l_187;
                g_21 &= (safe_mul_func_int16_t_s_s((p_36 &= (g_59.f0 | (!(l_128[3][4] | (p_35 = l_163))))), (-1L)));
                for (l_163 = 0; l_163 < 7; l_163 += 1)
                {
                    for (l_102 = 0; l_102 < 7; l_102 += 1)
                    {
                        l_128[l_163][l_102] = (-7L);
                    }
                }
            }
            l_162 = g_171;
        }
        else
        { /* block id: 75 */
            uint64_t l_210 = 18446744073709551612UL;
            int32_t l_215[8] = {(-1L),9L,(-1L),9L,(-1L),9L,(-1L),9L};
            int32_t l_315 = 0x968CA8C2L;
            int i;
            if (((safe_sub_func_uint8_t_u_u(9UL, ((-10L) < (p_34.f0 >= p_37.f0)))) == 0xFFL))
            { /* block id: 76 */
                int16_t l_203 = (-1L);
                int32_t l_214 = 0x38AB0B14L;
                int32_t l_247[2][2][6] = {{{(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)},{(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)}},{{(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)},{(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)}}};
                int i, j, k;
                l_215[0] |= (safe_lshift_func_int16_t_s_u((g_170 >= (p_34.f0 < (7L && (((safe_mul_func_int16_t_s_s(((((-1L) < l_203) >= (safe_sub_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((l_214 = (safe_add_func_uint32_t_u_u(l_210, (p_35 ^= (--g_211))))), (l_101 >= g_28))), g_6))) != 7UL), p_34.f0)) ^ 1L) >= l_103)))), l_203));
                if ((+(p_36 >= ((safe_rshift_func_uint16_t_u_s(0x9969L, (safe_rshift_func_uint16_t_u_u((l_128[3][4] = (safe_sub_func_int8_t_s_s((((l_103 = l_129) && (((g_223 , (safe_mul_func_uint16_t_u_u((((safe_sub_func_int8_t_s_s(g_28, g_21)) > 0xE7EA93C712B6B1F5LL) , 65529UL), 0x9344L))) , l_215[0]) , l_128[0][3])) && 0xC41F251FL), 0UL))), p_33)))) && p_35))))
                { /* block id: 83 */
                    g_21 = (!(safe_lshift_func_uint16_t_u_s((safe_mod_func_int64_t_s_s((l_247[0][1][0] = ((((safe_mod_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((l_140 |= ((safe_sub_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((g_21 > (0x005FL > l_152)), (l_210 == (0x4FE0L < (--g_81))))), (g_245 = (l_214 = p_35)))) && g_6)), g_183)), 0x3AL)) & l_246) >= 0xB4B9CE0AD08EFB34LL) , l_215[0])), 1UL)), l_128[0][4])));
                    g_164 = (safe_rshift_func_uint8_t_u_s((safe_mul_func_uint16_t_u_u(65529UL, ((safe_sub_func_uint8_t_u_u((p_34.f0 ^ (g_81 >= (l_247[0][1][0] |= g_165))), (safe_add_func_uint32_t_u_u((p_35 = p_33), (p_37.f0 >= ((safe_mul_func_uint8_t_u_u(((l_103 = (safe_sub_func_uint32_t_u_u(((!((g_164 <= 0x77040BD136BF0341LL) != g_183)) && 1UL), p_36))) & g_182), g_183)) == l_261[0][6])))))) > p_34.f0))), 3));
                }
                else
                { /* block id: 94 */
                    uint16_t l_273 = 0UL;
                    int32_t l_282 = (-1L);
                    g_21 ^= (l_152 != ((safe_rshift_func_int16_t_s_s(g_165, (safe_sub_func_int64_t_s_s(g_223.f0, (safe_rshift_func_uint16_t_u_u((((((((~(safe_lshift_func_int16_t_s_s(l_273, 9))) , g_164) >= (g_98 = (safe_div_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((p_35 = ((((safe_sub_func_int64_t_s_s(((((safe_sub_func_int64_t_s_s((0x9C1BF1E57589B60ELL || g_29), (-8L))) || p_35) ^ g_98) | 0x2F4E5E3F2DEF7D71LL), p_35)) | g_28) < 5UL) == 0xDA19F3F7L)), 0x0E9AD63DL)), 0x58L)))) == p_37.f0) & l_160) && l_215[0]) <= p_36), p_37.f0)))))) < 0UL));
                    l_128[3][4] = 3L;
                    l_128[3][4] &= (l_282 = p_33);
                }
            }
            else
            { /* block id: 102 */
                uint64_t l_305 = 18446744073709551613UL;
                int32_t l_316[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_316[i] = 4L;
                if (g_223.f0)
                    goto lbl_283;
                for (l_160 = (-3); (l_160 > (-10)); l_160--)
                { /* block id: 106 */
                    struct S0 l_286[5] = {{65530UL},{65530UL},{65530UL},{65530UL},{65530UL}};
                    uint64_t l_306[2][1];
                    int i, j;
                    for (i = 0; i < 2; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_306[i][j] = 0x448F8A4C053BF6E9LL;
                    }
                    g_21 = ((p_35 != g_223.f0) > ((l_286[4] , ((((((safe_mul_func_int8_t_s_s(p_35, p_37.f0)) & (0xA7B2E72F24C6D4E3LL != (safe_div_func_int16_t_s_s((safe_lshift_func_int8_t_s_u((safe_div_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u(((l_297 == p_36) >= g_29), p_35)), 255UL)), p_34.f0)), l_286[4].f0)))) > g_21) && 0xD850L) <= p_33) , l_128[4][6])) >= 0x56AEL));
                    l_103 = ((l_215[6] = p_33) >= (l_306[0][0] = (l_128[6][5] = ((l_140 |= (((4294967295UL & (~0x048562396B67929DLL)) & ((safe_add_func_int64_t_s_s((safe_sub_func_uint16_t_u_u(g_183, (g_6 < ((safe_add_func_int16_t_s_s((g_29 = ((((g_98 = 0xB344L) <= ((g_211 = g_2) <= g_182)) || g_182) <= l_305)), 65528UL)) && l_210)))), 0x9B1BF553ECEDD2ABLL)) , p_36)) & l_305)) , p_34.f0))));
                    if (g_98)
                        break;
                    l_215[5] = (l_139 ^ (safe_sub_func_int16_t_s_s((safe_mul_func_int16_t_s_s(p_37.f0, (0x821AL == (((p_37.f0 >= (safe_add_func_int8_t_s_s(((l_129 , (((((0UL == (safe_lshift_func_int8_t_s_u(l_215[0], 3))) & 0xB3L) != l_297) , 0xC6B0ADA181322219LL) & 0xB157E574C6D23637LL)) , 0xE6L), l_261[0][6]))) > l_261[0][6]) , 0xD44DL)))), 65528UL)));
                }
                if (p_37.f0)
                    break;
                if ((g_183 , 0x0A9BE4DEL))
                { /* block id: 120 */
                    return p_36;
                }
                else
                { /* block id: 122 */
                    int8_t l_318[2];
                    int32_t l_320 = 0x0379E35BL;
                    struct S0 l_332 = {65530UL};
                    int i;
                    for (i = 0; i < 2; i++)
                        l_318[i] = 0x93L;
                    if (g_6)
                        break;
                    ++l_323;
                    if (p_37.f0)
                        continue;
                    g_21 = (safe_mul_func_int8_t_s_s((((l_139 &= p_36) == 0xF7334F888573A59FLL) | (((safe_rshift_func_uint16_t_u_s(g_322, (+(~((((((g_317[0] == ((g_321 = 0x231FL) == 0UL)) > (l_332 , g_182)) || g_317[0]) <= 0xCBDCL) & g_21) >= 0x54AB4E64L))))) , p_35) > l_97.f0)), g_171));
                }
            }
            return g_319;
        }
        g_337--;
        for (g_81 = 0; (g_81 <= 27); g_81 = safe_add_func_int16_t_s_s(g_81, 8))
        { /* block id: 136 */
            uint32_t l_347 = 0x8F8155B0L;
            int32_t l_375 = (-4L);
            int32_t l_393 = (-1L);
            uint32_t l_417 = 18446744073709551610UL;
            uint16_t l_418 = 0UL;
            int32_t l_428 = 0xAC3D0BC4L;
            int32_t l_429 = 1L;
            int32_t l_432 = 5L;
            if (((l_347 = (g_223.f0 > (safe_sub_func_uint32_t_u_u(p_33, (safe_div_func_uint64_t_u_u((!0UL), g_319)))))) | ((((safe_div_func_int64_t_s_s(p_36, ((safe_unary_minus_func_uint32_t_u((p_34.f0 & (((safe_mod_func_int64_t_s_s(l_353[3][1][2], p_33)) == 0x68L) > g_81)))) & g_29))) == l_336[3][0]) ^ 0L) , l_354[4])))
            { /* block id: 138 */
                uint64_t l_368 = 1UL;
                int32_t l_384 = 0L;
                for (l_323 = 0; (l_323 <= 0); l_323 += 1)
                { /* block id: 141 */
                    int i;
                    l_128[2][2] ^= ((g_170 = (+(g_369[4][0] |= (safe_div_func_uint64_t_u_u((safe_div_func_uint8_t_u_u(g_317[l_323], 0x1DL)), (safe_rshift_func_int16_t_s_s(((safe_sub_func_int64_t_s_s((g_183 <= ((safe_mul_func_int16_t_s_s(1L, (safe_lshift_func_int16_t_s_s(l_336[0][0], 1)))) & g_317[l_323])), ((g_317[l_323] != l_368) && g_211))) || 9UL), g_29))))))) | l_103);
                }
                g_334[2] = (l_129 & (safe_sub_func_uint64_t_u_u((((safe_lshift_func_uint8_t_u_u(252UL, 6)) <= ((((+p_34.f0) ^ 0UL) >= (l_375 |= (l_335 |= 8UL))) > ((0x0FC01C5CEDB85EC9LL ^ (safe_sub_func_int64_t_s_s(0xA4D8716988AD69F5LL, l_152))) , g_245))) || p_34.f0), 0x79BD662E9029FDCDLL)));
                l_393 = ((safe_add_func_uint16_t_u_u(l_368, (g_98 <= (safe_lshift_func_uint8_t_u_s((g_333 || (safe_add_func_int8_t_s_s((l_384 ^= l_347), (safe_unary_minus_func_uint64_t_u(((g_334[2] = (p_34.f0 < (l_375 = (g_317[0] == (safe_mul_func_uint16_t_u_u((safe_div_func_int16_t_s_s((((p_36 == g_6) & p_33) > g_245), l_368)), g_245)))))) | l_347)))))), g_81))))) , l_392);
                l_384 = p_36;
            }
            else
            { /* block id: 154 */
                int32_t l_404 = 0L;
                int32_t l_419 = 0L;
                int32_t l_421 = 0x50104BB7L;
                int32_t l_425 = 0xC397C8A8L;
                int32_t l_427 = 0xA6E1BA1BL;
                int32_t l_430 = (-1L);
                int32_t l_431[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_431[i] = 3L;
                for (l_102 = (-6); (l_102 <= 32); l_102 = safe_add_func_uint32_t_u_u(l_102, 4))
                { /* block id: 157 */
                    int64_t l_420 = 1L;
                    int32_t l_422 = 0xFBABFCD6L;
                    int32_t l_423 = 0x9BB46EE7L;
                    int32_t l_424 = 0xA0A197F9L;
                    int32_t l_426[7][1];
                    uint64_t l_433[6] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
                    uint64_t l_437 = 0xB69F79CD59E5D14BLL;
                    int i, j;
                    for (i = 0; i < 7; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_426[i][j] = (-1L);
                    }
                    l_421 = (l_103 = ((safe_div_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((l_419 |= ((g_170 = (safe_mod_func_int8_t_s_s(p_35, l_404))) <= (safe_mul_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u((l_404 <= (safe_sub_func_int16_t_s_s((safe_add_func_uint8_t_u_u(((l_139 = ((safe_lshift_func_int16_t_s_s(((((safe_mod_func_int32_t_s_s((l_128[2][6] |= 5L), (g_337 = p_37.f0))) == 18446744073709551615UL) & (((((l_417 ^ g_6) >= g_59.f0) || 0x624D7EAAA6224B25LL) && l_404) < l_418)) >= g_322), 10)) != g_334[2])) > p_36), g_334[2])), 1UL))), l_404)), l_297)))), 3)), p_34.f0)), l_420)) > p_36));
                    l_433[4]--;
                    if (l_139)
                        continue;
                    --l_437;
                }
                g_21 = g_164;
                return g_165;
            }
            for (l_347 = 0; (l_347 > 54); l_347 = safe_add_func_uint64_t_u_u(l_347, 6))
            { /* block id: 174 */
                if (p_34.f0)
                    break;
            }
        }
    }
    for (g_337 = (-25); (g_337 < 17); ++g_337)
    { /* block id: 181 */
        int8_t l_447 = 0L;
        int32_t l_448[5][2][4] = {{{0x629752A0L,0x2836B3A9L,0x629752A0L,0x629752A0L},{0x2836B3A9L,0x2836B3A9L,(-1L),0x2836B3A9L}},{{0x2836B3A9L,0x629752A0L,0x629752A0L,0x2836B3A9L},{0x629752A0L,0x2836B3A9L,0x629752A0L,0x629752A0L}},{{0x2836B3A9L,0x2836B3A9L,(-1L),0x2836B3A9L},{0x2836B3A9L,0x629752A0L,0x629752A0L,0x2836B3A9L}},{{0x629752A0L,0x2836B3A9L,0x629752A0L,0x629752A0L},{0x2836B3A9L,0x2836B3A9L,(-1L),0x2836B3A9L}},{{0x2836B3A9L,0x629752A0L,0x629752A0L,0x2836B3A9L},{0x629752A0L,0x2836B3A9L,0x629752A0L,0x629752A0L}}};
        uint16_t l_566[8];
        int32_t l_708 = 4L;
        int i, j, k;
        for (i = 0; i < 8; i++)
            l_566[i] = 0x217CL;
        for (g_322 = 0; (g_322 >= 6); g_322 = safe_add_func_int64_t_s_s(g_322, 9))
        { /* block id: 184 */
            uint32_t l_449 = 0x593AE952L;
            int32_t l_471 = 7L;
            for (l_101 = 2; (l_101 >= 0); l_101 -= 1)
            { /* block id: 187 */
                int i;
                if (g_334[l_101])
                { /* block id: 188 */
                    int i;
                    return g_334[l_101];
                }
                else
                { /* block id: 190 */
                    int32_t l_446[5][8] = {{0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL},{0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL},{0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL},{0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL},{0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL,0x5A0E175AL}};
                    int i, j;
                    l_449++;
                    if (l_446[3][1])
                        continue;
                    if (p_33)
                        goto lbl_452;
                    l_471 = (g_164 = ((safe_mul_func_int8_t_s_s(((g_2 == (g_170 = ((safe_mod_func_uint8_t_u_u((l_448[1][1][0] ^= ((+p_35) & g_165)), ((safe_mod_func_int32_t_s_s((safe_div_func_int8_t_s_s((g_317[0] || (((((((safe_sub_func_uint16_t_u_u((((((safe_add_func_uint32_t_u_u((18446744073709551615UL & 1UL), (safe_sub_func_int64_t_s_s(((safe_add_func_uint64_t_u_u(g_223.f0, p_35)) , 0L), p_34.f0)))) > p_36) < 0xE0L) < 0xECA7L) < g_334[l_101]), g_334[l_101])) & l_449) <= g_334[l_101]) | p_33) <= g_98) != l_470) && p_35)), g_171)), 0x0E41F59CL)) , p_34.f0))) , g_334[l_101]))) & g_211), p_33)) > g_81));
                }
                for (g_164 = 0; g_164 < 8; g_164 += 1)
                {
                    l_354[g_164] = 1UL;
                }
            }
            if ((safe_div_func_uint16_t_u_u(p_34.f0, ((safe_mul_func_uint8_t_u_u((((p_37.f0 || (p_36 |= ((0L >= l_471) | ((((safe_sub_func_int32_t_s_s(((l_128[3][4] &= (((safe_mod_func_int32_t_s_s((((safe_add_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_u((0xD851CD8FL < ((g_334[2] >= ((g_333 < 0xE1L) || l_471)) | p_37.f0)), l_353[3][1][2])) != l_471), p_37.f0)) ^ 0xE0E93FE0L) , 1L), g_182)) || g_334[2]) > g_182)) ^ p_33), g_182)) || l_447) != l_448[0][1][1]) < 0x4CA479C7857CB03BLL)))) < l_471) , 8UL), (-3L))) || l_128[3][6]))))
            { /* block id: 203 */
                int32_t l_486 = (-5L);
                int32_t l_487 = 1L;
                int32_t l_511 = (-1L);
                for (l_297 = (-5); (l_297 >= 11); l_297++)
                { /* block id: 206 */
                    uint64_t l_488 = 0xF1295B1A4478303DLL;
                    l_488++;
                }
                l_511 |= (((safe_div_func_uint8_t_u_u((safe_add_func_uint16_t_u_u((9L == p_34.f0), (safe_mul_func_uint16_t_u_u(g_165, (g_510 = ((l_448[2][0][0] = (safe_rshift_func_int8_t_s_u(((safe_lshift_func_uint8_t_u_s(p_34.f0, 6)) , ((safe_lshift_func_int16_t_s_u((safe_mul_func_uint64_t_u_u(g_317[0], (g_369[1][0] != (((((safe_rshift_func_int8_t_s_u(((safe_mul_func_int16_t_s_s(p_36, 65534UL)) >= 8L), 6)) , 0L) ^ g_182) == g_509) , l_487)))), l_471)) , 0x81L)), l_448[1][0][2]))) || g_337)))))), l_486)) & 0x7355C717L) || g_333);
                if (l_448[1][0][1])
                    break;
                if (l_487)
                    continue;
            }
            else
            { /* block id: 214 */
                const uint32_t l_548 = 18446744073709551613UL;
                int32_t l_549 = 0x69F8DA1DL;
                for (p_36 = (-3); (p_36 > 10); ++p_36)
                { /* block id: 217 */
                    uint32_t l_526 = 0x6A752FACL;
                    int8_t l_547 = 0x54L;
                    g_164 ^= (l_160 > (((((1UL <= 0xACD34226L) >= ((g_334[0] = ((safe_mul_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_s(((safe_sub_func_int32_t_s_s(p_36, 0xF09F6C47L)) <= (safe_mod_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_u(g_317[0], 2)) < (safe_lshift_func_uint16_t_u_u(0UL, 14))), l_526))), 6)) >= p_34.f0), 65532UL)) && g_59.f0)) > l_449)) , p_34.f0) ^ l_526) , p_34.f0));
                    l_103 = (l_471 && ((0UL > ((((~((l_526 == (safe_add_func_uint8_t_u_u((safe_add_func_uint16_t_u_u(((((((safe_sub_func_uint64_t_u_u((((safe_mod_func_uint64_t_u_u((((safe_add_func_int64_t_s_s(((safe_sub_func_uint64_t_u_u(((p_34.f0 <= (248UL >= ((safe_unary_minus_func_uint32_t_u(((g_29 || (((safe_mod_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(((g_59 , g_182) , 0xE9L), 0x11L)), 0x5066L)), 1L)) ^ g_28) == 65532UL)) || l_547))) != p_36))) != 3UL), g_6)) < l_471), l_128[3][6])) && p_35) , l_448[0][1][1]), g_223.f0)) , p_34.f0) == l_471), g_6)) & g_333) ^ l_448[0][1][1]) & 0x3A280458L) | g_317[0]) & l_449), g_245)), 0UL))) , p_37.f0)) & l_548) != 0x899B810DL) && l_549)) && 0x43CFA8DEL));
                    g_334[2] = p_34.f0;
                    l_471 = (((safe_mul_func_int8_t_s_s(0xB8L, (safe_mod_func_int8_t_s_s(((l_547 > ((safe_mod_func_int64_t_s_s(((safe_lshift_func_uint8_t_u_s(((safe_rshift_func_uint16_t_u_s((p_34.f0 , (p_35 < ((safe_mul_func_int8_t_s_s((((safe_mod_func_uint64_t_u_u(0x4CAF5227B02F824DLL, ((g_6 <= (g_317[0] <= l_547)) | g_171))) | 0x10DD68ACL) || p_36), 0xBFL)) <= g_369[2][0]))), l_566[4])) != p_36), 2)) != p_34.f0), 0xA400F266B3823FD5LL)) >= g_164)) , p_37.f0), l_549)))) | g_510) < p_37.f0);
                }
            }
        }
        for (g_333 = 29; (g_333 != 7); g_333 = safe_sub_func_uint8_t_u_u(g_333, 2))
        { /* block id: 228 */
            uint8_t l_572 = 0xEAL;
            int32_t l_591[7] = {0xDD1E963AL,0x7135FE19L,0x7135FE19L,0xDD1E963AL,0x7135FE19L,0x7135FE19L,0xDD1E963AL};
            int8_t l_628 = 0x2CL;
            int i;
            l_569--;
            if (g_165)
            { /* block id: 230 */
                uint16_t l_604 = 1UL;
                int32_t l_643 = 0x961CF256L;
                int32_t l_644 = 0xADF26830L;
                const struct S0 l_670 = {65535UL};
                ++l_572;
                for (g_98 = (-23); (g_98 != 26); g_98++)
                { /* block id: 234 */
                    int32_t l_592[6][7][3] = {{{0xCB2F88E1L,7L,0L},{0xC11CBEC4L,0x3FC89E2BL,0x97FFD160L},{1L,0xCB2F88E1L,0L},{0x8B8E693AL,0xCB2F88E1L,0x89E6268CL},{0xDC9CFD18L,0x3FC89E2BL,(-1L)},{0L,7L,(-5L)},{0x3FC89E2BL,(-2L),0xDC92CF7FL}},{{0x2A0C3088L,0x97FFD160L,0x2A0C3088L},{0L,4L,0x97FFD160L},{4L,0x2A0C3088L,0xCB2F88E1L},{0x2529E886L,0L,0L},{0xDC9CFD18L,0L,0xA78A989CL},{0x2529E886L,0x8B8E693AL,0x6107DB0DL},{4L,(-2L),0xE137E70BL}},{{0L,0x9685F7F2L,0xC11CBEC4L},{0x2A0C3088L,1L,0x97FFD160L},{0x3FC89E2BL,0L,(-1L)},{0L,(-1L),0x1ABEBC23L},{0xDC9CFD18L,0x40D2DA0EL,0x45F5720CL},{0x8B8E693AL,0x2529E886L,0x45F5720CL},{1L,(-2L),0x1ABEBC23L}},{{0xC11CBEC4L,0L,(-1L)},{0xCB2F88E1L,4L,0x97FFD160L},{0L,0xC11CBEC4L,0xC11CBEC4L},{0L,0L,0xE137E70BL},{0xDC9CFD18L,0L,0x6107DB0DL},{7L,0L,0xA78A989CL},{4L,(-2L),0L}},{{0L,0L,0xCB2F88E1L},{0L,0L,0x97FFD160L},{0x40D2DA0EL,0L,0x2A0C3088L},{0x9685F7F2L,0xC11CBEC4L,0xDC92CF7FL},{0xDC9CFD18L,4L,(-5L)},{0x97FFD160L,0L,(-1L)},{0L,(-2L),0x89E6268CL}},{{(-1L),0x2529E886L,0L},{(-1L),0x40D2DA0EL,0x97FFD160L},{0L,(-1L),0L},{0x97FFD160L,0L,(-5L)},{0xDC9CFD18L,1L,0x60E80A7AL},{0x9685F7F2L,0x9685F7F2L,1L},{0x40D2DA0EL,(-2L),0xC472A42CL}}};
                    int32_t l_607 = 0xD1D08C08L;
                    int i, j, k;
                    l_592[2][0][1] = ((p_33 == 0x033288B0L) | ((safe_mul_func_int16_t_s_s(((l_101 = (safe_rshift_func_uint8_t_u_s((safe_unary_minus_func_int32_t_s(g_165)), 6))) <= l_572), (safe_div_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((255UL && 0x1AL) < (safe_mul_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_u(((((safe_unary_minus_func_uint64_t_u(18446744073709551615UL)) | g_317[0]) > 0x8EL) , g_170), p_36)) && l_591[6]), (-1L)))), p_33)), g_369[3][0])))) < p_37.f0));
                    g_334[2] ^= 2L;
                    g_334[2] = (safe_sub_func_uint64_t_u_u(p_34.f0, (safe_add_func_uint8_t_u_u(248UL, ((((p_36 , (safe_add_func_uint16_t_u_u(p_37.f0, ((l_591[6] = (--g_599)) ^ (safe_mul_func_uint8_t_u_u((l_592[2][0][1] &= p_36), ((g_164 |= ((l_604--) ^ ((p_36 && l_607) ^ 0L))) ^ 0xDEDF9DA8L))))))) | 0x86L) , g_170) && 0xC9732376L)))));
                    g_21 = (((p_35 , ((safe_lshift_func_uint16_t_u_u((safe_add_func_int32_t_s_s(((safe_mod_func_int64_t_s_s((safe_sub_func_int32_t_s_s(((safe_add_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u((g_29 ^= (safe_add_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(5UL, (((g_322 = (g_334[0] < 0x51B17D30L)) < 5UL) && ((safe_div_func_int32_t_s_s(g_510, 1L)) == p_35)))), l_591[6])), p_37.f0))), l_354[4])), (-5L))) , l_566[4]), g_369[2][0])), l_628)) , l_447), 0x017FAE19L)), g_369[4][0])) != p_33)) && g_599) , p_37.f0);
                }
                l_644 = (((safe_lshift_func_int16_t_s_u((l_643 ^= (safe_sub_func_uint8_t_u_u((g_170 = (safe_lshift_func_uint8_t_u_u(0x42L, g_29))), (((safe_mul_func_uint16_t_u_u((((l_572 | (safe_mod_func_uint8_t_u_u((p_34.f0 <= (((((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_s((g_510 = p_37.f0), g_317[0])), 5)) >= 0x2F84L) , g_317[0]) , g_98) != 0x1CA113D644DE8BFDLL)), p_36))) && p_35) == 0x24DEL), g_28)) , 0x90EE5FB410948B21LL) > p_34.f0)))), p_37.f0)) | 254UL) == l_591[3]);
                l_448[0][1][1] = (safe_rshift_func_int8_t_s_u((safe_sub_func_int32_t_s_s(((safe_lshift_func_int16_t_s_s(((safe_div_func_uint32_t_u_u((~(safe_div_func_int16_t_s_s((-5L), (g_671 = ((safe_add_func_int32_t_s_s((safe_sub_func_int64_t_s_s(((safe_sub_func_int8_t_s_s(l_566[4], (safe_sub_func_uint32_t_u_u(((safe_mod_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u(l_643, (l_591[6] = ((g_81 = (1L && g_183)) | (safe_mod_func_int64_t_s_s((l_670 , p_34.f0), 0x61B9C6BC016521D1LL)))))) , 0x87L), 0x5CL)) ^ (-1L)), l_566[4])))) || g_317[0]), g_334[1])), l_670.f0)) | 0x59L))))), g_183)) ^ g_165), 5)) , l_672), l_572)), l_97.f0));
            }
            else
            { /* block id: 256 */
                uint32_t l_673 = 0x78B4259DL;
                l_591[6] = 0xF4E9E4AAL;
                if (p_36)
                    goto lbl_452;
                ++l_673;
            }
            for (l_101 = 0; (l_101 <= 22); l_101++)
            { /* block id: 263 */
                int16_t l_678 = 0x4A87L;
                int32_t l_679 = (-1L);
                int32_t l_680 = 0xE02E9BFDL;
                int32_t l_682[3];
                uint64_t l_683 = 0x859A6D3F55F13AFFLL;
                int i;
                for (i = 0; i < 3; i++)
                    l_682[i] = (-6L);
                l_683--;
                return l_447;
            }
            for (p_36 = 0; (p_36 <= 6); p_36 += 1)
            { /* block id: 269 */
                uint32_t l_706 = 0x6A7D8E07L;
                int32_t l_707 = 0x0196CCCDL;
                for (g_319 = 6; (g_319 >= 1); g_319 -= 1)
                { /* block id: 272 */
                    int i, j;
                    l_128[g_319][p_36] = (l_128[g_319][g_319] & ((safe_div_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(((p_35 , (((l_354[g_319] = l_448[0][1][1]) != ((-1L) > (safe_mul_func_uint16_t_u_u((65533UL || (safe_rshift_func_uint16_t_u_u(((safe_sub_func_uint8_t_u_u((safe_add_func_uint8_t_u_u(((safe_sub_func_int64_t_s_s((l_708 |= ((safe_lshift_func_int8_t_s_u(((7UL != (((l_707 &= (safe_div_func_uint8_t_u_u(g_223.f0, l_706))) , 0x0851C7AA15771CC6LL) , p_34.f0)) != g_211), 5)) ^ p_37.f0)), l_709)) | p_37.f0), l_297)), p_36)) != 0xC83002A9L), 14))), g_183)))) == 9UL)) < g_334[2]), l_706)), g_671)), l_591[4])) && l_706));
                }
            }
        }
    }
    return g_599;
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_6 g_2 g_28
 * writes: g_29 g_21
 */
static uint32_t  func_42(uint8_t  p_43, int32_t  p_44, int8_t  p_45, const int64_t  p_46)
{ /* block id: 13 */
    uint8_t l_67 = 0xEDL;
    int32_t l_70 = (-1L);
    for (g_29 = 4; (g_29 < 26); ++g_29)
    { /* block id: 16 */
        uint32_t l_71 = 0x35178915L;
        int32_t l_74 = 0x9715B7D0L;
        l_67++;
        ++l_71;
        p_44 = (l_74 = g_6);
    }
    g_21 = (((safe_rshift_func_uint16_t_u_s((0xE2CBD03168F1D39FLL & p_45), 4)) , 6UL) >= p_46);
    p_44 = (g_21 = ((safe_mul_func_uint8_t_u_u(((-3L) | (safe_lshift_func_int8_t_s_u(g_2, 6))), (p_43 = l_67))) , g_29));
    l_70 ^= (0xE1B453F4L || 4294967294UL);
    return g_28;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint8_t  func_50(uint16_t  p_51, uint64_t  p_52, const uint32_t  p_53, int8_t  p_54, int16_t  p_55)
{ /* block id: 11 */
    int64_t l_64[6][1] = {{0xCF49CF94A2283564LL},{0L},{0L},{0xCF49CF94A2283564LL},{0L},{0L}};
    int i, j;
    return l_64[2][0];
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_59.f0, "g_59.f0", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    transparent_crc(g_164, "g_164", print_hash_value);
    transparent_crc(g_165, "g_165", print_hash_value);
    transparent_crc(g_170, "g_170", print_hash_value);
    transparent_crc(g_171, "g_171", print_hash_value);
    transparent_crc(g_182, "g_182", print_hash_value);
    transparent_crc(g_183, "g_183", print_hash_value);
    transparent_crc(g_211, "g_211", print_hash_value);
    transparent_crc(g_223.f0, "g_223.f0", print_hash_value);
    transparent_crc(g_245, "g_245", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_317[i], "g_317[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_319, "g_319", print_hash_value);
    transparent_crc(g_321, "g_321", print_hash_value);
    transparent_crc(g_322, "g_322", print_hash_value);
    transparent_crc(g_333, "g_333", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_334[i], "g_334[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_337, "g_337", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_369[i][j], "g_369[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_509, "g_509", print_hash_value);
    transparent_crc(g_510, "g_510", print_hash_value);
    transparent_crc(g_599, "g_599", print_hash_value);
    transparent_crc(g_671, "g_671", print_hash_value);
    transparent_crc(g_681, "g_681", print_hash_value);
    transparent_crc(g_732, "g_732", print_hash_value);
    transparent_crc(g_750, "g_750", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_788[i][j], "g_788[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_871, "g_871", print_hash_value);
    transparent_crc(g_902, "g_902", print_hash_value);
    transparent_crc(g_1011, "g_1011", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
