// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10021 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10021
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0x847DFA86L;
static int32_t g_3 = (-1L);
static uint16_t g_5 = 0x50E6L;
static uint32_t g_22 = 2UL;
static int32_t g_29 = 0xCCFD66C4L;
static uint64_t g_33 = 7UL;
static uint64_t g_136 = 0x5D52AEB3C20A8E5FLL;
static uint16_t g_137 = 1UL;
static uint32_t g_139 = 0xE3EC4118L;
static int64_t g_149 = 0x94381BEE42B7543FLL;
static int16_t g_157[5] = {0x869CL,0x869CL,0x869CL,0x869CL,0x869CL};
static uint64_t g_158 = 18446744073709551615UL;
static uint64_t g_195 = 0x3AB66917292063B3LL;
static int16_t g_199 = (-8L);
static int32_t g_225[3][6] = {{0x3F44D478L,0L,0x3F44D478L,0L,0x3F44D478L,0L},{0x3F44D478L,0L,0x3F44D478L,0L,0x3F44D478L,0L},{0x3F44D478L,0L,0x3F44D478L,0L,0x3F44D478L,0L}};
static uint32_t g_270 = 18446744073709551607UL;
static uint32_t g_274 = 0x00C1A7E2L;
static int64_t g_296[3][5] = {{0xF9857E4DE94C89D1LL,5L,5L,0xF9857E4DE94C89D1LL,5L},{0x25E6F1A905402489LL,0x25E6F1A905402489LL,1L,0x25E6F1A905402489LL,0x25E6F1A905402489LL},{5L,0xF9857E4DE94C89D1LL,5L,5L,0xF9857E4DE94C89D1LL}};
static int16_t g_298 = 0L;
static uint32_t g_316 = 0x5154DCB4L;
static uint64_t g_318 = 0x30F14B3650ACC4D4LL;
static uint16_t g_320 = 0xE078L;
static uint32_t g_343 = 4294967295UL;
static int32_t g_357 = (-1L);
static int64_t g_358 = 1L;
static uint16_t g_359 = 0xC145L;
static uint16_t g_405 = 0x6EDCL;
static uint32_t g_418[7][4][8] = {{{0xBD218EFCL,0xECBC77C4L,0x93331282L,7UL,0UL,0x06B18995L,18446744073709551615UL,1UL},{0x8E972006L,18446744073709551609UL,18446744073709551615UL,0x70F4C9D8L,0xE85BA4B4L,0UL,0x449A5E17L,0xD90B19EBL},{0x98676DEBL,0x5808BEAAL,0x3CEA6FC0L,0xE32F0E82L,0UL,5UL,0x1041986CL,0x6107DD10L},{0xFB6B1B6BL,0x08B2CF65L,8UL,1UL,4UL,6UL,18446744073709551606UL,0xBA2241ECL}},{{0x44B1A716L,0x1B38B637L,0xDA5F0321L,18446744073709551606UL,6UL,1UL,0xE85BA4B4L,0x09BAACFCL},{0xA01716A9L,0xDD481381L,1UL,0xE67078D9L,1UL,0xDD481381L,0xA01716A9L,0x1BA8B1B8L},{18446744073709551612UL,0xCA68AB15L,0xE32F0E82L,0UL,0UL,1UL,1UL,18446744073709551615UL},{0x4B1AE772L,0UL,0x98676DEBL,6UL,0UL,0UL,18446744073709551615UL,0xE67078D9L}},{{18446744073709551612UL,0xABF78FD9L,18446744073709551615UL,18446744073709551615UL,1UL,7UL,1UL,18446744073709551615UL},{0xA01716A9L,0xD941FA45L,0x449A5E17L,0x04AF43DCL,6UL,0x24CE64EAL,0UL,0x3D4EECCFL},{0x44B1A716L,18446744073709551612UL,0UL,0UL,4UL,18446744073709551615UL,0xE375CAF8L,0x7D1EFFA7L},{0xFB6B1B6BL,0xDA5F0321L,0x7FDB5AEAL,0x3CEA6FC0L,0UL,0x3D4EECCFL,0x98676DEBL,1UL}},{{0x98676DEBL,0UL,0xA01716A9L,18446744073709551610UL,0xE85BA4B4L,0UL,0UL,0xCA68AB15L},{0x8E972006L,0UL,0UL,0x1041986CL,0xFB411155L,0UL,0x1B38B637L,0x090F2FBFL},{0xA927A8FDL,0x722BE9EFL,0x090F2FBFL,0UL,0x21B3147CL,1UL,0x3034F45DL,0xFB411155L},{0UL,18446744073709551610UL,0xC2995D31L,18446744073709551609UL,18446744073709551612UL,0x7FDB5AEAL,0x08B2CF65L,5UL}},{{0xDA5F0321L,0UL,0xABF24ED6L,0UL,0xDD481381L,0x4C4F6F41L,0xA927A8FDL,1UL},{18446744073709551615UL,0x7D1EFFA7L,18446744073709551610UL,8UL,8UL,18446744073709551610UL,0x7D1EFFA7L,18446744073709551615UL},{0x24CE64EAL,0x93331282L,18446744073709551615UL,0xAEA4E470L,0UL,0xE67078D9L,0UL,18446744073709551609UL},{1UL,0x6165DB6DL,0x06B18995L,0x8E972006L,0xAEA4E470L,0xE67078D9L,0xFB411155L,0xC38A9EEAL}},{{0xE1258718L,0x93331282L,1UL,18446744073709551615UL,0x3034F45DL,18446744073709551610UL,0UL,0UL},{0xC38A9EEAL,0x7D1EFFA7L,0x04AF43DCL,0xABF78FD9L,0x722BE9EFL,0x4C4F6F41L,0UL,0x44B1A716L},{0xE67078D9L,0UL,0x5808BEAAL,0x41C5570AL,0xE1258718L,0x7FDB5AEAL,0xD90B19EBL,0UL},{0xABF24ED6L,18446744073709551610UL,0x41C5570AL,1UL,0xFE078210L,1UL,0xCA68AB15L,0x24CE64EAL}},{{0x41C5570AL,0x722BE9EFL,0x1BA8B1B8L,0x5808BEAAL,0xABF78FD9L,0UL,18446744073709551615UL,0x3D4EECCFL},{0x4C4F6F41L,8UL,0xA24C8A71L,0x08B2CF65L,0xDA5F0321L,6UL,7UL,1UL},{0xE32F0E82L,0x25B234A0L,0x70F4C9D8L,7UL,1UL,0x37194E90L,8UL,0x6165DB6DL},{0xFB6B1B6BL,0xAEA4E470L,1UL,18446744073709551606UL,0xABF24ED6L,0UL,0xA927A8FDL,0x21B3147CL}}};
static int8_t g_445 = (-2L);
static uint8_t g_515[4][7] = {{0x50L,252UL,246UL,0x68L,7UL,0x68L,246UL},{0x6CL,0x6CL,250UL,0xE5L,252UL,0xC5L,0x50L},{0x50L,0x68L,250UL,250UL,0x68L,0x50L,7UL},{5UL,250UL,246UL,7UL,252UL,252UL,7UL}};
static int64_t g_583 = 0x68B97361D35C9364LL;
static int8_t g_716 = (-1L);
static uint32_t g_732 = 0x933F3A96L;
static uint8_t g_784 = 0x9FL;
static int8_t g_898 = 1L;
static uint8_t g_925 = 0xBAL;
static int64_t g_976 = (-1L);
static uint8_t g_981[3] = {0x4DL,0x4DL,0x4DL};
static uint64_t g_1068 = 1UL;
static uint64_t g_1087 = 0xEB43E5EADA08049ALL;
static uint32_t g_1103 = 0x824B681CL;
static int8_t g_1124 = (-1L);
static uint32_t g_1129 = 0x52FF1B7AL;
static int32_t g_1144[1] = {0x7B1B8701L};
static int16_t g_1202 = 0xBA1AL;


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static uint16_t  func_12(uint16_t  p_13, int8_t  p_14, int16_t  p_15, int64_t  p_16);
static uint16_t  func_17(uint64_t  p_18, int16_t  p_19, uint32_t  p_20, const uint64_t  p_21);
static const int64_t  func_36(int32_t  p_37, uint8_t  p_38, const uint32_t  p_39, int8_t  p_40);
static uint32_t  func_46(uint8_t  p_47, int32_t  p_48, uint8_t  p_49, uint32_t  p_50, uint8_t  p_51);
static uint8_t  func_57(uint32_t  p_58, int32_t  p_59, uint64_t  p_60);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5 g_3 g_2 g_29 g_22 g_136 g_139 g_158 g_157 g_195 g_199 g_149 g_137 g_225 g_270 g_296 g_316 g_298 g_320 g_274 g_343 g_359 g_318 g_405 g_358 g_357 g_418 g_445 g_33 g_515 g_583 g_716 g_732 g_784 g_925 g_898 g_981 g_1068 g_1124 g_976 g_1144
 * writes: g_5 g_22 g_29 g_33 g_136 g_137 g_139 g_149 g_158 g_195 g_199 g_225 g_2 g_157 g_270 g_274 g_296 g_298 g_316 g_318 g_320 g_343 g_359 g_405 g_418 g_445 g_515 g_358 g_716 g_3 g_732 g_784 g_898 g_925 g_981 g_583 g_1068 g_1087 g_1103 g_1124 g_1129 g_1144 g_1202
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    int16_t l_4[4] = {0x6CA2L,0x6CA2L,0x6CA2L,0x6CA2L};
    int32_t l_30[2][2];
    uint16_t l_1101[6] = {0xCF58L,0xCF58L,0xCF58L,0xCF58L,0xCF58L,0xCF58L};
    uint64_t l_1123 = 0x2B291CFA62B7E2C2LL;
    int32_t l_1125 = (-8L);
    uint8_t l_1159 = 0x32L;
    int64_t l_1224 = 0x725C4C2427AD403FLL;
    int64_t l_1233[6] = {2L,2L,2L,2L,2L,2L};
    int i, j;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
            l_30[i][j] = 0x6BB2F144L;
    }
    g_5--;
    if ((l_4[3] , (safe_lshift_func_int16_t_s_u(l_4[0], ((l_4[3] < (safe_add_func_uint32_t_u_u((func_12(func_17((g_22 = g_5), g_3, (safe_mod_func_uint32_t_u_u(l_4[3], (safe_lshift_func_int16_t_s_s((safe_lshift_func_int8_t_s_s((l_30[1][0] = (g_29 = l_4[3])), g_2)), 11)))), l_4[3]), g_583, l_4[3], g_5) ^ 0x2B80L), l_4[3]))) , g_359)))))
    { /* block id: 405 */
        uint16_t l_1070 = 65535UL;
        int32_t l_1085[7][5][3] = {{{0x545B62B8L,0L,0xAEDD5B65L},{0L,(-1L),0x9464D46CL},{(-9L),0x545B62B8L,0xAEDD5B65L},{0L,0L,1L},{1L,0x545B62B8L,0L}},{{0x4D7BFE3FL,(-1L),0x71E622FBL},{1L,0L,0xE96DFE83L},{0L,0x4D7BFE3FL,0x71E622FBL},{(-9L),(-9L),0L},{0L,0x4D7BFE3FL,1L}},{{0x545B62B8L,0L,0xAEDD5B65L},{0L,(-1L),0x9464D46CL},{(-9L),0x545B62B8L,0xAEDD5B65L},{0L,0L,1L},{1L,0x545B62B8L,0L}},{{0x4D7BFE3FL,(-1L),0x71E622FBL},{1L,0L,0xE96DFE83L},{0L,0x4D7BFE3FL,0x71E622FBL},{(-9L),(-9L),0L},{0L,0x4D7BFE3FL,1L}},{{0x545B62B8L,0L,0xAEDD5B65L},{0L,(-1L),0x9464D46CL},{(-9L),0x545B62B8L,0xAEDD5B65L},{0L,0L,1L},{1L,0x545B62B8L,0L}},{{0x4D7BFE3FL,(-1L),0x71E622FBL},{1L,0L,0xE96DFE83L},{0L,0x4D7BFE3FL,0x71E622FBL},{(-9L),(-9L),0L},{0L,0x4D7BFE3FL,1L}},{{0x545B62B8L,0L,0xAEDD5B65L},{0L,(-1L),0x9464D46CL},{(-9L),0x545B62B8L,0xAEDD5B65L},{0L,0L,1L},{1L,0x545B62B8L,0L}}};
        int32_t l_1147 = (-2L);
        uint32_t l_1149 = 0xE506ADBAL;
        int i, j, k;
        for (g_2 = 1; (g_2 <= 4); g_2 += 1)
        { /* block id: 408 */
            int32_t l_1073 = (-1L);
            int32_t l_1086[8][3] = {{9L,9L,(-1L)},{0x4C43FE54L,0x4C43FE54L,0x43111337L},{9L,9L,(-1L)},{0x4C43FE54L,0x4C43FE54L,0x43111337L},{(-10L),(-10L),9L},{4L,4L,0x4C43FE54L},{(-10L),(-10L),9L},{4L,4L,0x4C43FE54L}};
            int8_t l_1145 = (-10L);
            int i, j;
            for (g_137 = 0; (g_137 <= 4); g_137 += 1)
            { /* block id: 411 */
                uint8_t l_1069 = 0xF6L;
                int i;
                g_1068 ^= ((safe_lshift_func_int8_t_s_u(g_157[g_2], 7)) == (safe_unary_minus_func_int64_t_s(g_157[g_137])));
                return l_1069;
            }
            if (l_1070)
            { /* block id: 415 */
                int32_t l_1074 = 0x2370FAB6L;
                int32_t l_1102 = 0L;
                l_1074 = ((2L >= (safe_div_func_int16_t_s_s((-1L), 0x47E9L))) >= l_1073);
                g_1087 = ((safe_rshift_func_int8_t_s_u(((safe_lshift_func_int8_t_s_s(1L, ((l_1086[7][1] = ((l_1070 , (safe_lshift_func_int8_t_s_s((-7L), 2))) <= (0x69CE66BCL && (l_1085[4][0][1] = ((safe_add_func_uint64_t_u_u(((8L && (g_358 = (safe_div_func_uint32_t_u_u(((g_732 |= l_4[3]) | 0x9A9DEBCDL), 0x25636E92L)))) || l_1074), l_1074)) , g_298))))) & 0x82865D63L))) , g_298), 1)) == 0x9DL);
                for (g_318 = 0; (g_318 <= 2); g_318 += 1)
                { /* block id: 424 */
                    int i;
                    g_1103 = (safe_sub_func_int32_t_s_s((safe_sub_func_uint8_t_u_u((safe_add_func_uint64_t_u_u((safe_add_func_int8_t_s_s((g_981[g_318] == (((safe_rshift_func_uint16_t_u_u((253UL > (l_1086[7][1] < 0UL)), 4)) , (!l_1086[6][1])) < ((g_3 | (l_1101[3] = (safe_mod_func_int64_t_s_s(l_30[1][0], g_583)))) && (-2L)))), g_981[g_318])), g_358)), l_1102)), g_316));
                    l_1125 &= (g_1124 ^= (((safe_sub_func_int16_t_s_s((l_1074 && 2L), (safe_lshift_func_int8_t_s_u((safe_rshift_func_uint16_t_u_s((((g_358 < (l_30[1][0] = (safe_mod_func_int16_t_s_s((safe_mul_func_int16_t_s_s(l_1085[3][1][1], (!(g_136 < ((safe_lshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_u((((((safe_div_func_uint64_t_u_u(18446744073709551615UL, ((safe_add_func_uint32_t_u_u(g_981[g_318], l_1123)) && g_515[3][0]))) && g_981[g_318]) ^ 0L) | g_583) ^ g_981[0]), 8)), g_296[2][2])) >= (-4L)))))), l_1086[3][2])))) <= l_1101[2]) != 1L), g_358)), l_1074)))) >= l_1101[3]) , 0xF2EAFF87L));
                }
            }
            else
            { /* block id: 431 */
                const int64_t l_1126[1] = {0xA31E2A145CC67B11LL};
                int32_t l_1146 = 0x0BD15F84L;
                int i;
                g_1129 = ((l_1126[0] , (safe_lshift_func_uint16_t_u_s(g_1124, 0))) || g_158);
                for (g_898 = 0; (g_898 < (-19)); g_898 = safe_sub_func_uint32_t_u_u(g_898, 3))
                { /* block id: 435 */
                    uint32_t l_1142 = 0xC858E9C8L;
                    const int32_t l_1143 = (-1L);
                    int32_t l_1148 = (-8L);
                    g_1144[0] = ((-9L) > (safe_lshift_func_int16_t_s_u((((safe_mul_func_uint16_t_u_u(g_898, (g_2 || (l_1070 ^ (((g_316 = l_30[1][0]) , (safe_lshift_func_int16_t_s_s(l_1126[0], (l_1142 = (safe_rshift_func_int16_t_s_s(((l_1086[7][1] = ((safe_lshift_func_int16_t_s_s((((((((0x10E38BD3DEB4EC4CLL | g_981[1]) != g_358) && 0x709ED264L) & l_1085[4][0][1]) || 0xB2L) , 1UL) <= g_270), l_1086[7][1])) & 0x806ABB4CL)) != 0xBCL), l_30[1][1])))))) || l_30[1][0]))))) , 7L) ^ l_1143), 14)));
                    l_1149--;
                    l_1146 = l_1086[1][2];
                }
                return l_1086[3][2];
            }
        }
        return l_1149;
    }
    else
    { /* block id: 447 */
        int32_t l_1154 = 0xF92760FCL;
        uint32_t l_1179 = 0UL;
        uint64_t l_1201[3][2][5] = {{{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0x95B4D304026A0FC1LL,0xCCD1743DDA3CD714LL,0x95B4D304026A0FC1LL,0xCCD1743DDA3CD714LL,0x95B4D304026A0FC1LL}},{{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0x95B4D304026A0FC1LL,0xCCD1743DDA3CD714LL,0x95B4D304026A0FC1LL,0xCCD1743DDA3CD714LL,0x95B4D304026A0FC1LL}},{{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0x95B4D304026A0FC1LL,0xCCD1743DDA3CD714LL,0x95B4D304026A0FC1LL,0xCCD1743DDA3CD714LL,0x95B4D304026A0FC1LL}}};
        uint32_t l_1219 = 0x33A72208L;
        int i, j, k;
lbl_1208:
        for (g_149 = 0; (g_149 <= 13); g_149 = safe_add_func_uint32_t_u_u(g_149, 1))
        { /* block id: 450 */
            int8_t l_1155 = (-8L);
            int32_t l_1175 = 0xE0C5A0DEL;
            int32_t l_1203 = (-8L);
            if (((g_270 != (g_1144[0] = l_1154)) , l_1155))
            { /* block id: 452 */
                const uint32_t l_1156[3][4][3] = {{{18446744073709551613UL,0UL,0xBDDC88F8L},{1UL,0UL,1UL},{9UL,18446744073709551613UL,0xBDDC88F8L},{9UL,9UL,18446744073709551613UL}},{{1UL,18446744073709551613UL,18446744073709551613UL},{18446744073709551613UL,0UL,0xBDDC88F8L},{1UL,0UL,1UL},{9UL,18446744073709551613UL,0xBDDC88F8L}},{{9UL,9UL,18446744073709551613UL},{1UL,18446744073709551613UL,18446744073709551613UL},{18446744073709551613UL,0UL,0xBDDC88F8L},{1UL,0UL,1UL}}};
                uint32_t l_1160 = 0xEACFD3FFL;
                int32_t l_1161 = (-1L);
                int i, j, k;
                g_1144[0] = l_1156[2][0][2];
                l_1160 = (safe_lshift_func_int16_t_s_s(l_1159, 7));
                for (g_359 = 0; (g_359 <= 4); g_359 += 1)
                { /* block id: 457 */
                    uint32_t l_1162[3][4][1] = {{{0x8010CF29L},{18446744073709551615UL},{0x8010CF29L},{18446744073709551615UL}},{{0x8010CF29L},{18446744073709551615UL},{0x8010CF29L},{18446744073709551615UL}},{{0x8010CF29L},{18446744073709551615UL},{0x8010CF29L},{18446744073709551615UL}}};
                    int i, j, k;
                    l_1162[2][0][0]++;
                    g_1144[0] |= (safe_mod_func_int8_t_s_s(((0x5257L != (g_157[g_359] , (((((safe_sub_func_int64_t_s_s((((((l_1156[2][0][2] > (safe_lshift_func_uint8_t_u_u(g_29, 7))) >= (((((safe_add_func_uint16_t_u_u(l_1175, (((g_981[2] = ((~(((((g_316 = (l_1161 = ((((safe_mul_func_int16_t_s_s(g_976, 0xF325L)) , g_225[1][3]) < g_137) >= g_898))) != 0x4983428CL) && 0xE130L) != l_1175) , l_1154)) , g_149)) >= g_359) == g_225[1][0]))) , l_1156[2][2][0]) > 0xED94748DL) && 1UL) >= l_1162[2][1][0])) || l_1179) || l_1101[3]) , l_1154), (-1L))) > g_195) | 0xC314L) & (-1L)) | g_358))) == g_157[3]), l_1155));
                }
            }
            else
            { /* block id: 464 */
                return l_1175;
            }
            g_2 = (safe_mod_func_uint16_t_u_u((~(safe_add_func_uint32_t_u_u((((l_1203 &= (g_1202 = (safe_mod_func_int64_t_s_s((safe_mul_func_int8_t_s_s((safe_mod_func_int8_t_s_s(((g_157[4] , (((!18446744073709551606UL) , (safe_unary_minus_func_uint8_t_u((l_1125 & (+l_1179))))) == (!(((g_1144[0] = (safe_div_func_int64_t_s_s(((l_30[1][0] = (((safe_mul_func_uint8_t_u_u(251UL, ((g_225[1][0] , (safe_lshift_func_uint8_t_u_s(l_1101[3], 4))) && 0xD7L))) && l_1175) | 0x00L)) && 0x8CCD8709L), l_1175))) && 3L) == l_1201[0][1][2])))) != g_3), (-6L))), g_716)), g_157[2])))) <= g_296[1][3]) < (-1L)), l_1101[5]))), l_1155));
            return l_1179;
        }
        for (g_320 = 5; (g_320 <= 43); ++g_320)
        { /* block id: 476 */
            uint32_t l_1211 = 4294967295UL;
            for (g_318 = 0; (g_318 > 36); g_318 = safe_add_func_int8_t_s_s(g_318, 7))
            { /* block id: 479 */
                if (g_298)
                    goto lbl_1208;
                return g_296[1][3];
            }
            for (g_195 = 0; (g_195 <= 3); g_195 += 1)
            { /* block id: 485 */
                int i, j;
                l_1125 &= (g_515[g_195][g_195] != (((0x399B88D6E9F1073FLL < g_515[g_195][(g_195 + 3)]) < (safe_sub_func_int16_t_s_s(l_1179, ((0xB470DC74L <= (l_1211--)) | g_137)))) , g_195));
                for (g_898 = 0; (g_898 <= 2); g_898 += 1)
                { /* block id: 490 */
                    int i, j, k;
                    if (g_418[(g_898 + 4)][g_195][(g_898 + 5)])
                        break;
                    g_1144[0] ^= (g_2 = ((~((g_296[g_898][(g_898 + 2)] & (((safe_lshift_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(((l_1219 | ((safe_add_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(l_1224, (((safe_mod_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u(((((-1L) && (g_1129 = l_1201[0][1][2])) && (g_298 = l_30[1][0])) == (safe_mul_func_int16_t_s_s((safe_sub_func_int64_t_s_s((-1L), 5UL)), l_1211))), 0x198997A04A7684E6LL)), l_1154)) != 0xFE635CFACCC64F81LL) & g_405))), 5UL)) != l_1101[5])) < l_1211), 0x4CA6L)), 7)) <= l_1201[0][1][2]) || l_1233[1])) | 0x180FF67AL)) && g_358));
                    if (g_1124)
                        continue;
                    if (l_1154)
                        continue;
                }
            }
        }
    }
    return l_1233[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_405 g_357 g_343 g_358 g_445 g_157 g_716 g_136 g_195 g_318 g_3 g_732 g_22 g_149 g_418 g_33 g_515 g_270 g_296 g_320 g_316 g_139 g_199 g_784 g_298 g_29 g_225 g_137 g_274 g_583 g_2 g_925 g_158 g_359 g_5 g_898 g_981
 * writes: g_515 g_358 g_2 g_716 g_318 g_3 g_732 g_22 g_320 g_316 g_139 g_29 g_784 g_898 g_136 g_925 g_33 g_157 g_981 g_583 g_158
 */
static uint16_t  func_12(uint16_t  p_13, int8_t  p_14, int16_t  p_15, int64_t  p_16)
{ /* block id: 254 */
    int32_t l_705 = 0x5B689FBCL;
    int16_t l_730 = 0L;
    int32_t l_743 = 1L;
    uint32_t l_812[6];
    int16_t l_813[7][7][5] = {{{0xF7C0L,6L,5L,0x6FA6L,0x0F80L},{0x191FL,0x8F9CL,0x57D6L,1L,0x764EL},{0L,0x57D6L,(-2L),(-3L),7L},{0x6FA6L,0x5856L,0x8F9CL,0x732BL,(-10L)},{0x295AL,0x137DL,0xED3FL,(-1L),0x01C2L},{0x2A45L,0x16CEL,(-1L),0x8B10L,0x5911L},{0x5249L,5L,0L,0L,(-10L)}},{{9L,0x82A0L,(-1L),0xBA72L,(-1L)},{1L,0xCB29L,(-3L),0x137DL,0x5249L},{0xE84DL,1L,0xC1F4L,9L,1L},{0x313DL,1L,0xF981L,0x90B2L,0L},{0x0F80L,0xCB29L,0x5249L,0xC1F4L,0L},{0x8F9CL,0x82A0L,0L,1L,(-1L)},{0xC1F4L,5L,(-1L),(-1L),0x82A0L}},{{(-1L),0x16CEL,1L,0x24EDL,0xED3FL},{0x5911L,0x137DL,0x8511L,0L,(-1L)},{0xAB2EL,0x5856L,(-9L),(-10L),0L},{0x90B2L,0x57D6L,3L,(-1L),(-1L)},{1L,0x8F9CL,0xDAB8L,0xDAB8L,0x8F9CL},{0xDAB8L,6L,1L,0x093FL,(-1L)},{0x8B10L,4L,0x8511L,(-6L),0xF273L}},{{0xE84DL,0L,0x5856L,0L,4L},{0x8B10L,9L,0x6FA6L,0x5D84L,0xB758L},{0x2C7FL,(-1L),0x5DD3L,0x5911L,1L},{4L,(-1L),0x32EEL,0xBA72L,6L},{(-1L),0x338AL,0xAB2EL,1L,0x32EEL},{1L,1L,(-1L),0x764EL,1L},{5L,0L,(-1L),0x4781L,0x295AL}},{{(-1L),(-3L),9L,0xF981L,(-1L)},{(-3L),0x8F9CL,0xE84DL,(-1L),(-1L)},{0x5249L,0x313DL,0x44FBL,0xE84DL,1L},{0x4E8FL,0L,0x3994L,0x8511L,(-3L)},{0x137DL,0x44FBL,0xE48AL,0L,(-3L)},{0xF273L,0xC95AL,(-7L),0x732BL,1L},{0xF981L,0x732BL,0xC95AL,1L,(-1L)}},{{1L,0x9752L,0x0F80L,0x137DL,(-1L)},{0x2A45L,0xC1F4L,0xF273L,(-1L),0x295AL},{0x191FL,0x4781L,0L,0xCB29L,1L},{0x44FBL,0x191FL,(-1L),0xE48AL,0x32EEL},{0x90B2L,0x8511L,1L,0L,6L},{(-1L),1L,(-3L),(-10L),1L},{0xED3FL,0x82A0L,0x82A0L,0xED3FL,0xB758L}},{{0xB758L,0xF1A9L,0xF7C0L,0x4FB4L,4L},{0x295AL,0x8B10L,3L,7L,0xF273L},{(-10L),0x0F80L,1L,0x4FB4L,1L},{(-3L),0L,0x5911L,0xED3FL,0x5249L},{7L,0x90B2L,0x4E8FL,(-10L),0xC95AL},{0x16CEL,0x01C2L,1L,0L,0L},{(-3L),(-1L),0x16F8L,0xE48AL,0x4FB4L}}};
    uint32_t l_815[2][7] = {{0x5217D217L,0x9FE700D5L,0x5217D217L,0x148598E1L,0x148598E1L,0x5217D217L,0x9FE700D5L},{0x148598E1L,0x9FE700D5L,4294967295UL,4294967295UL,0x9FE700D5L,0x148598E1L,0x9FE700D5L}};
    int64_t l_1018 = 5L;
    int32_t l_1044 = 1L;
    int32_t l_1064 = (-9L);
    int i, j, k;
    for (i = 0; i < 6; i++)
        l_812[i] = 0xAB6B8E09L;
    if ((((safe_unary_minus_func_uint8_t_u((g_716 = ((g_2 = (l_705 , ((((g_515[3][6] = (safe_lshift_func_uint8_t_u_s(g_405, 3))) > p_16) , g_357) | (0xBEL && ((g_358 &= (safe_lshift_func_int8_t_s_u((safe_mul_func_uint16_t_u_u(p_15, ((safe_mod_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_u(((g_343 | 1L) >= 1L), 5)) > p_16), 0x9736L)) == l_705))), 2))) < (-3L)))))) | g_445)))) || p_15) > 0x36L))
    { /* block id: 259 */
        int32_t l_725 = 9L;
        const int32_t l_763 = 0x89E2749DL;
        int32_t l_782 = 8L;
        int32_t l_783 = 0L;
        int32_t l_785 = 1L;
        int64_t l_788[4][7][8] = {{{0xD15504893502F652LL,0x6450ECB6E72E0E86LL,(-1L),9L,0L,9L,(-1L),0x6450ECB6E72E0E86LL},{0x207B60FCA6B6611BLL,1L,0xD15504893502F652LL,0x2571E9066975D16ALL,0x23974F62859FB749LL,9L,0x207B60FCA6B6611BLL,(-1L)},{0L,0x6450ECB6E72E0E86LL,0xE0816CDA1DEB6DD3LL,0L,0x207B60FCA6B6611BLL,0xA440FA3ACAB59665LL,0x207B60FCA6B6611BLL,0L},{0xD15504893502F652LL,0L,0xD15504893502F652LL,9L,0x3448E2DB8CC83977LL,1L,(-1L),0L},{(-1L),0xA440FA3ACAB59665LL,0xE0816CDA1DEB6DD3LL,1L,0x46C543EE692FA052LL,2L,(-1L),2L},{(-1L),9L,0L,9L,(-1L),0x6450ECB6E72E0E86LL,0xD15504893502F652LL,(-1L)},{0xFEB83AAEB57BC166LL,9L,0x46C543EE692FA052LL,0x3CCB29C3B778537ELL,0x23974F62859FB749LL,2L,0xE0816CDA1DEB6DD3LL,9L}},{{0xD15504893502F652LL,0xA440FA3ACAB59665LL,0x46C543EE692FA052LL,(-1L),0x46C543EE692FA052LL,0xA440FA3ACAB59665LL,0xD15504893502F652LL,2L},{0x23974F62859FB749LL,1L,0L,(-1L),0xD15504893502F652LL,0x6450ECB6E72E0E86LL,(-1L),9L},{0xFEB83AAEB57BC166LL,(-1L),0xE0816CDA1DEB6DD3LL,0x3CCB29C3B778537ELL,0xD15504893502F652LL,0x3CCB29C3B778537ELL,0xE0816CDA1DEB6DD3LL,(-1L)},{0x23974F62859FB749LL,0xA440FA3ACAB59665LL,0xFEB83AAEB57BC166LL,9L,0x46C543EE692FA052LL,0x3CCB29C3B778537ELL,0x23974F62859FB749LL,2L},{0xD15504893502F652LL,(-1L),0L,1L,0x23974F62859FB749LL,0x6450ECB6E72E0E86LL,0x23974F62859FB749LL,1L},{0xFEB83AAEB57BC166LL,1L,0xFEB83AAEB57BC166LL,0x3CCB29C3B778537ELL,(-1L),0xA440FA3ACAB59665LL,0xE0816CDA1DEB6DD3LL,1L},{(-1L),0xA440FA3ACAB59665LL,0xE0816CDA1DEB6DD3LL,1L,0x46C543EE692FA052LL,2L,(-1L),2L}},{{(-1L),9L,0L,9L,(-1L),0x6450ECB6E72E0E86LL,0xD15504893502F652LL,(-1L)},{0xFEB83AAEB57BC166LL,9L,0x46C543EE692FA052LL,0x3CCB29C3B778537ELL,0x23974F62859FB749LL,2L,0xE0816CDA1DEB6DD3LL,9L},{0xD15504893502F652LL,0xA440FA3ACAB59665LL,0x46C543EE692FA052LL,(-1L),0x46C543EE692FA052LL,0xA440FA3ACAB59665LL,0xD15504893502F652LL,2L},{0x23974F62859FB749LL,1L,0L,(-1L),0xD15504893502F652LL,0x6450ECB6E72E0E86LL,(-1L),9L},{0xFEB83AAEB57BC166LL,(-1L),0xE0816CDA1DEB6DD3LL,0x3CCB29C3B778537ELL,0xD15504893502F652LL,0x3CCB29C3B778537ELL,0xE0816CDA1DEB6DD3LL,(-1L)},{0x23974F62859FB749LL,0xA440FA3ACAB59665LL,0xFEB83AAEB57BC166LL,9L,0x46C543EE692FA052LL,0x3CCB29C3B778537ELL,0x23974F62859FB749LL,2L},{0xD15504893502F652LL,(-1L),0L,1L,0x23974F62859FB749LL,0x6450ECB6E72E0E86LL,0x23974F62859FB749LL,1L}},{{0xFEB83AAEB57BC166LL,1L,0xFEB83AAEB57BC166LL,0x3CCB29C3B778537ELL,(-1L),0xA440FA3ACAB59665LL,0xE0816CDA1DEB6DD3LL,1L},{(-1L),0xA440FA3ACAB59665LL,0xE0816CDA1DEB6DD3LL,1L,0x46C543EE692FA052LL,2L,(-1L),2L},{(-1L),9L,0L,9L,(-1L),0x6450ECB6E72E0E86LL,0xD15504893502F652LL,(-1L)},{0xFEB83AAEB57BC166LL,9L,0x46C543EE692FA052LL,0x3CCB29C3B778537ELL,0x23974F62859FB749LL,2L,0xE0816CDA1DEB6DD3LL,9L},{0xD15504893502F652LL,0xA440FA3ACAB59665LL,0x46C543EE692FA052LL,(-1L),0x46C543EE692FA052LL,0xA440FA3ACAB59665LL,0xD15504893502F652LL,2L},{0x23974F62859FB749LL,1L,0L,(-1L),0xD15504893502F652LL,0x6450ECB6E72E0E86LL,(-1L),9L},{0xFEB83AAEB57BC166LL,(-1L),0xE0816CDA1DEB6DD3LL,0x3CCB29C3B778537ELL,0xD15504893502F652LL,0x3CCB29C3B778537ELL,0xE0816CDA1DEB6DD3LL,2L}}};
        int i, j, k;
lbl_924:
        if (p_13)
        { /* block id: 260 */
            uint8_t l_726 = 1UL;
            int64_t l_727 = (-1L);
            int32_t l_728 = (-7L);
            int32_t l_729 = 0x5D758F81L;
            l_705 = ((p_15 >= 0x63L) >= (p_14 = (safe_add_func_int64_t_s_s((((1L & (((safe_unary_minus_func_uint64_t_u((safe_mul_func_uint16_t_u_u(((((((safe_sub_func_int32_t_s_s(g_157[1], ((~(g_358 & (0x51L || (l_725 & 0xEFL)))) , g_716))) < 2UL) , 0x7B54L) & l_726) >= l_725) < 3UL), g_136)))) , l_705) & g_195)) || l_727) & 0x634AA452L), 1UL))));
            for (g_318 = 0; (g_318 <= 3); g_318 += 1)
            { /* block id: 265 */
                int32_t l_735 = (-5L);
                for (g_3 = 0; (g_3 <= 3); g_3 += 1)
                { /* block id: 268 */
                    int32_t l_731[1][4];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 4; j++)
                            l_731[i][j] = 0L;
                    }
                    ++g_732;
                }
                l_735 &= 0xA088957DL;
                for (g_22 = 0; (g_22 <= 3); g_22 += 1)
                { /* block id: 274 */
                    return p_16;
                }
            }
            l_743 ^= ((safe_div_func_uint64_t_u_u(g_149, (4294967295UL | (l_705 || (safe_lshift_func_int8_t_s_s((!p_16), 4)))))) >= (safe_add_func_int32_t_s_s(g_418[1][0][4], l_729)));
        }
        else
        { /* block id: 279 */
            int32_t l_764 = 0x5E768B51L;
            int32_t l_765 = 1L;
            l_765 = ((p_15 && ((g_320 |= (p_13 | (safe_lshift_func_int16_t_s_s((((safe_rshift_func_uint16_t_u_u(((~p_16) ^ ((safe_div_func_uint32_t_u_u(((l_764 = ((((0xE69D5CD04E3F198DLL ^ (((safe_sub_func_int32_t_s_s(((safe_mul_func_uint8_t_u_u(g_732, (safe_lshift_func_uint8_t_u_s((safe_lshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s(((safe_sub_func_int64_t_s_s((((-4L) == (-1L)) != g_33), g_445)) > l_730), p_13)), l_743)), l_763)))) == p_16), 0x6BF24869L)) <= 0L) , 18446744073709551615UL)) == g_3) ^ g_732) < g_515[3][6])) != (-1L)), g_270)) , g_418[4][0][3])), g_296[2][4])) > l_725) , g_732), l_743)))) >= g_316)) , 1L);
            return l_730;
        }
        for (g_316 = (-3); (g_316 > 37); g_316 = safe_add_func_uint32_t_u_u(g_316, 3))
        { /* block id: 287 */
            for (g_139 = 1; (g_139 != 39); g_139++)
            { /* block id: 290 */
                int32_t l_770 = (-2L);
                return l_770;
            }
            return g_199;
        }
lbl_899:
        l_785 = ((safe_div_func_uint32_t_u_u((0xBCC18777L < l_763), p_15)) == (p_16 <= ((l_730 , (safe_sub_func_int16_t_s_s((safe_mod_func_uint8_t_u_u((safe_div_func_int16_t_s_s(l_725, ((l_783 |= (l_782 = ((safe_unary_minus_func_uint16_t_u(65526UL)) ^ g_3))) ^ p_16))), g_784)), 0x3D3FL))) & g_298)));
        if (((safe_lshift_func_int8_t_s_s((-7L), 3)) , (l_788[0][1][3] = p_15)))
        { /* block id: 299 */
            uint8_t l_816 = 6UL;
            int32_t l_838 = 0x274D7983L;
            int32_t l_863 = (-7L);
            for (g_29 = 0; (g_29 <= 4); g_29 += 1)
            { /* block id: 302 */
                int32_t l_804 = 2L;
                int32_t l_814 = 0x9923B0AFL;
                int i;
                for (g_784 = 0; (g_784 <= 4); g_784 += 1)
                { /* block id: 305 */
                    int i;
                    l_814 ^= (!(safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s(0xB1L, ((safe_div_func_int16_t_s_s(((g_157[g_29] | ((safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(((safe_mod_func_uint16_t_u_u((((g_157[g_784] > l_804) & (safe_lshift_func_int8_t_s_s(0x29L, ((((~((((p_15 = ((safe_lshift_func_int8_t_s_u((l_743 = 1L), (safe_sub_func_int8_t_s_s((p_14 ^= l_812[2]), g_343)))) & l_763)) >= 65530UL) >= p_13) != l_782)) >= l_804) > 247UL) >= 1L)))) >= g_296[1][1]), g_225[1][0])) > 0L), g_33)), l_813[4][1][4])) , l_804)) <= l_705), 0xBD36L)) == 1L))), g_318)));
                    l_815[1][6] |= (p_14 && l_814);
                    ++l_816;
                }
                if (g_157[g_29])
                { /* block id: 313 */
                    uint16_t l_825 = 0UL;
                    l_785 ^= ((safe_mod_func_int64_t_s_s(g_136, (l_814 = (safe_mod_func_uint8_t_u_u((l_705 |= g_296[1][3]), p_14))))) , (((safe_rshift_func_uint8_t_u_u(0x6DL, 7)) >= (l_743 &= l_825)) | (safe_unary_minus_func_uint32_t_u((safe_lshift_func_int8_t_s_s(((+(safe_div_func_uint8_t_u_u(0UL, ((safe_mul_func_uint8_t_u_u((g_515[0][6] = (safe_sub_func_uint32_t_u_u((l_838 ^= (safe_rshift_func_uint8_t_u_s(l_788[2][3][1], 6))), l_782))), 0x60L)) | 0x0749D9C3L)))) >= 0x6CADF30268613480LL), p_14))))));
                    g_2 = (((~(safe_sub_func_int8_t_s_s((~p_13), (p_14 ^= (g_716 = (g_318 || g_225[1][0])))))) && ((-1L) <= ((!(((((safe_rshift_func_int8_t_s_u((safe_add_func_int8_t_s_s(p_13, 255UL)), 2)) <= (safe_mod_func_int64_t_s_s((p_16 == 65535UL), l_813[5][1][4]))) < p_16) < l_838) < g_320)) >= l_813[4][1][4]))) , p_15);
                    l_863 |= (((safe_mul_func_int8_t_s_s(((g_296[1][3] , ((+(safe_div_func_uint16_t_u_u((9UL != (safe_div_func_uint16_t_u_u(0x053CL, (((l_783 |= (((((((l_838 = 0x4DF3CAC4L) , p_15) || (safe_div_func_int32_t_s_s((safe_div_func_int32_t_s_s(((p_16 == ((safe_mod_func_int64_t_s_s((((((((p_14 || g_149) | 4UL) <= l_705) < l_815[1][2]) | p_16) , g_270) ^ 8L), p_16)) > 0xA605L)) >= l_785), l_825)), 0x3A32E7A6L))) , l_816) || 1UL) >= g_157[1]) , l_838)) || (-1L)) , 1L)))), p_14))) >= 0L)) || p_14), l_814)) | l_705) == l_825);
                    g_898 = (g_2 = (safe_div_func_int32_t_s_s(((((g_716 = ((((safe_rshift_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(l_825, (safe_rshift_func_int8_t_s_u((safe_rshift_func_int8_t_s_s((((((!g_195) , p_16) , ((safe_mod_func_int32_t_s_s(((((p_15 > ((safe_mod_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u(((safe_div_func_int32_t_s_s(((((safe_mod_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u((l_812[2] && ((!(safe_sub_func_uint64_t_u_u((safe_div_func_uint8_t_u_u(p_15, 0x2EL)), l_825))) != 0xFCL)), 0x825F1D66L)), p_14)) , p_16) > g_137) <= p_14), l_825)) != p_16), g_784)), l_825)), l_730)) < 65530UL), p_14)) && p_16)) , p_16) > 18446744073709551615UL) > g_445), l_814)) | 1UL)) , g_274) , g_298), p_15)), p_13)))), 9L)), l_825)) > g_157[g_29]) , g_136) <= (-1L))) <= g_296[1][3]) <= (-9L)) == g_357), l_763)));
                }
                else
                { /* block id: 329 */
                    uint32_t l_923 = 0x5C1CE721L;
                    if (p_13)
                        goto lbl_899;
                    g_2 &= ((g_136 ^= ((safe_sub_func_uint32_t_u_u((((+(p_13 >= (safe_rshift_func_uint16_t_u_s((l_814 = (0x727EB2DF03D5C4D1LL || (g_316 < ((safe_sub_func_uint32_t_u_u((safe_div_func_uint64_t_u_u(18446744073709551615UL, ((safe_lshift_func_int8_t_s_u(((safe_rshift_func_int8_t_s_s((safe_mul_func_int16_t_s_s(4L, 0x10C5L)), 3)) < ((safe_sub_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((safe_add_func_int16_t_s_s(1L, (-7L))), g_583)), l_863)), l_923)) , 65535UL)), 1)) | 0xE7FA2B54AEE330D2LL))), g_195)) & p_13)))), 2)))) ^ (-9L)) != p_16), 0xFD712ACBL)) , p_13)) != l_923);
                }
                if (g_445)
                    continue;
                if (g_732)
                    goto lbl_924;
            }
            g_925--;
            g_2 &= (safe_div_func_uint16_t_u_u((((safe_mod_func_uint32_t_u_u((l_705 = (((((-1L) < g_158) >= (0UL | (safe_rshift_func_int8_t_s_s((((((0xE3691A8FDCA5D2C2LL <= ((safe_add_func_int8_t_s_s((-3L), ((l_783 = g_405) , ((((safe_add_func_int16_t_s_s(((l_838 <= l_783) || g_359), 4UL)) | 0UL) >= g_358) || g_136)))) & (-1L))) != p_13) , g_316) ^ l_816) < g_359), 0)))) , g_157[3]) , 4294967295UL)), p_13)) < l_838) <= p_14), l_730));
        }
        else
        { /* block id: 342 */
            for (g_33 = 0; g_33 < 6; g_33 += 1)
            {
                l_812[g_33] = 1UL;
            }
        }
    }
    else
    { /* block id: 345 */
        int64_t l_966 = 0xB3EB9C726C9F509BLL;
        int32_t l_973 = (-1L);
        int32_t l_974 = 0xA0ADDFEFL;
        int32_t l_975 = 0x420F5F59L;
        int32_t l_977 = 6L;
        for (p_13 = (-10); (p_13 <= 44); p_13 = safe_add_func_uint64_t_u_u(p_13, 6))
        { /* block id: 348 */
            uint16_t l_955 = 0x5EEAL;
            int32_t l_978 = 0xC26F4808L;
            int32_t l_979 = 1L;
            for (l_743 = 0; (l_743 == (-11)); --l_743)
            { /* block id: 351 */
                return g_2;
            }
            if (((p_14 , (((safe_div_func_int16_t_s_s(p_15, (safe_div_func_uint32_t_u_u(g_225[0][5], ((safe_sub_func_uint8_t_u_u((1L <= ((!(safe_mod_func_int16_t_s_s((g_157[3] = (safe_div_func_int32_t_s_s((g_29 ^ (safe_lshift_func_uint16_t_u_s((p_15 | ((4294967286UL && g_343) == p_13)), 6))), 0x64463799L))), l_955))) < g_445)), p_13)) , g_357))))) > g_5) <= 4294967288UL)) == p_16))
            { /* block id: 355 */
                int16_t l_971 = 0x208AL;
                const uint8_t l_972 = 255UL;
                if (((safe_rshift_func_uint16_t_u_u((((g_716 = (safe_rshift_func_uint8_t_u_u((((((0x23F70D49L != (l_743 &= ((safe_mul_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_u((p_14 ^ l_966), 3)), (0x6B491302L || p_15))), (safe_lshift_func_uint16_t_u_s((((((safe_mul_func_int8_t_s_s(l_971, (1L | l_971))) || g_405) < l_955) || l_972) == p_14), 7)))) <= 2UL))) | l_705) > g_515[1][0]) | g_3) , g_898), p_16))) , 0xD7B9664ED70FDA71LL) <= (-7L)), l_971)) , l_955))
                { /* block id: 358 */
                    return g_898;
                }
                else
                { /* block id: 360 */
                    int32_t l_980 = 0x8A8AB333L;
                    if (l_966)
                        break;
                    g_981[1]++;
                    l_743 &= (((g_320 = (3L < (l_972 , ((g_358 < (((((safe_sub_func_uint32_t_u_u((l_979 = (((((g_33 &= (((~((safe_div_func_uint64_t_u_u(((safe_sub_func_int8_t_s_s(g_784, (safe_lshift_func_uint8_t_u_u(((0x3FC9L == (safe_sub_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_s(p_13, (g_359 || l_974))), p_14))) ^ 7UL), g_2)))) && (-1L)), (-3L))) && l_978)) <= g_359) && l_971)) , g_318) > 4294967291UL) || g_195) && p_16)), p_13)) < g_405) | p_13) ^ 6L) ^ p_15)) > g_898)))) | g_296[0][2]) & p_14);
                    g_2 = l_980;
                }
            }
            else
            { /* block id: 369 */
                const int32_t l_1008 = 9L;
                if ((!((safe_mul_func_uint8_t_u_u((l_975 ^ (((((((((safe_mod_func_int64_t_s_s((safe_add_func_uint8_t_u_u(((p_14 ^= (g_898 = (((safe_sub_func_uint64_t_u_u(l_1008, ((safe_div_func_uint8_t_u_u(((!p_16) <= l_1008), (safe_rshift_func_int8_t_s_s((l_974 = p_13), (safe_mul_func_uint8_t_u_u((g_320 & (((l_1018 && p_16) > g_296[2][2]) != 0L)), g_405)))))) > 0xAFL))) > g_981[1]) || l_815[1][6]))) , p_13), l_978)), p_15)) , (-2L)) | p_15) | p_13) <= (-9L)) || (-4L)) || 0xB273A68AA2BD9918LL) & g_316) <= g_405)), g_925)) , 0x4A53L)))
                { /* block id: 373 */
                    g_2 = (+0x894FL);
                    if (p_14)
                        break;
                }
                else
                { /* block id: 376 */
                    int32_t l_1020 = 0x847C3930L;
                    l_1020 = 0xA1646242L;
                    if (p_16)
                        break;
                    return p_15;
                }
            }
        }
    }
    for (l_1018 = (-18); (l_1018 != (-6)); l_1018 = safe_add_func_int8_t_s_s(l_1018, 4))
    { /* block id: 386 */
        if (g_296[1][3])
            break;
        for (g_583 = 0; (g_583 == 25); g_583++)
        { /* block id: 390 */
            return g_139;
        }
    }
    l_1044 |= ((((safe_mul_func_uint8_t_u_u(0xEFL, ((safe_lshift_func_int16_t_s_u((((safe_rshift_func_int8_t_s_u((g_716 = g_29), (safe_div_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(p_14, (safe_div_func_uint64_t_u_u((p_16 >= ((((l_705 &= l_743) || (safe_rshift_func_int16_t_s_s((safe_add_func_uint8_t_u_u(1UL, (!(safe_add_func_int32_t_s_s(l_813[2][5][0], 0xF2079B2AL))))), 13))) | p_15) < p_14)), (-6L))))), 0x97L)))) , 0x173190C1E8EAA2FALL) ^ l_1018), 13)) || g_583))) >= 0L) != g_225[2][3]) || l_743);
    l_1064 ^= (safe_mul_func_uint8_t_u_u((l_1044 |= (p_14 <= (safe_rshift_func_uint8_t_u_s(((g_158 ^= ((g_981[1] ^= (safe_rshift_func_int16_t_s_u((safe_mod_func_int32_t_s_s((safe_add_func_uint16_t_u_u((l_743 = (g_925 | (((~((p_15 > (safe_sub_func_uint64_t_u_u(p_13, (safe_mod_func_uint64_t_u_u((++g_33), (l_813[2][1][0] ^ (safe_mul_func_int8_t_s_s((l_705 |= l_743), (g_270 , 0x76L))))))))) , l_705)) , g_2) <= p_15))), l_813[4][1][4])), l_812[4])), g_898))) ^ l_813[4][1][4])) || l_812[2]), 7)))), (-10L)));
    return p_13;
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_3 g_22 g_5 g_2 g_136 g_139 g_158 g_157 g_195 g_199 g_149 g_137 g_225 g_270 g_296 g_316 g_298 g_320 g_274 g_343 g_359 g_318 g_405 g_358 g_357 g_418 g_445 g_33 g_515
 * writes: g_33 g_136 g_137 g_139 g_149 g_158 g_22 g_195 g_199 g_225 g_2 g_157 g_270 g_274 g_296 g_298 g_316 g_318 g_320 g_343 g_359 g_405 g_418 g_445 g_515 g_358
 */
static uint16_t  func_17(uint64_t  p_18, int16_t  p_19, uint32_t  p_20, const uint64_t  p_21)
{ /* block id: 5 */
    int64_t l_45 = 0x976D9935FF57440ELL;
    int32_t l_56[2];
    int32_t l_228 = (-1L);
    uint32_t l_229 = 0x926123D7L;
    int32_t l_370 = (-7L);
    int32_t l_409 = 0xEEB307C9L;
    uint8_t l_446[3][6] = {{1UL,0xFBL,0xFBL,1UL,0xFBL,0xFBL},{1UL,0xFBL,0xFBL,1UL,0xFBL,0xFBL},{1UL,0xFBL,0xFBL,1UL,0xFBL,0xFBL}};
    uint8_t l_447[7];
    uint64_t l_476 = 1UL;
    uint8_t l_584[5];
    int16_t l_622 = 5L;
    int64_t l_682 = 0x2040362993CE7C17LL;
    int i, j;
    for (i = 0; i < 2; i++)
        l_56[i] = 4L;
    for (i = 0; i < 7; i++)
        l_447[i] = 1UL;
    for (i = 0; i < 5; i++)
        l_584[i] = 0x9CL;
    if ((safe_sub_func_int8_t_s_s(((((l_409 = ((((g_33 = p_19) != ((safe_add_func_int64_t_s_s(func_36((safe_mul_func_int8_t_s_s(0x91L, (l_370 = (safe_sub_func_uint32_t_u_u(l_45, func_46((!((l_228 &= (safe_sub_func_uint16_t_u_u(((~l_56[1]) && func_57(g_29, p_21, l_56[1])), 8UL))) , l_56[0])), l_45, l_229, p_19, g_157[2])))))), g_29, g_3, g_3), g_29)) & l_45)) & g_357) , 0xBC4D4354L)) ^ g_357) , p_18) == 0x1B0ABD8EL), p_18)))
    { /* block id: 142 */
        uint16_t l_412 = 65528UL;
        uint32_t l_414 = 0xB6D74209L;
        int32_t l_458 = 1L;
        int32_t l_459 = 0x21B9E9F5L;
        int32_t l_461 = 0x48D3F0D9L;
        uint64_t l_522 = 0xDC154CD35E445934LL;
        if ((safe_lshift_func_int16_t_s_u(l_412, 1)))
        { /* block id: 143 */
            int16_t l_413 = 0x2B16L;
            int32_t l_417[5];
            int i;
            for (i = 0; i < 5; i++)
                l_417[i] = 8L;
            l_417[4] |= (l_413 == (l_414 != (safe_sub_func_uint8_t_u_u(1UL, p_19))));
            --g_418[1][0][4];
        }
        else
        { /* block id: 146 */
            uint8_t l_423 = 247UL;
            int32_t l_460 = 0L;
            uint16_t l_475[1][6][7] = {{{0x1546L,0xBDF8L,0x923FL,0xBF6EL,0x923FL,0xBDF8L,0x1546L},{0UL,4UL,0x923FL,5UL,0x25B8L,0xBDF8L,0UL},{0x1546L,4UL,0x0137L,0xBF6EL,0x25B8L,0x4178L,0x1546L},{0x1546L,0xBDF8L,0x923FL,0xBF6EL,0x923FL,0xBDF8L,0x1546L},{0UL,4UL,0x923FL,5UL,0x25B8L,0xBDF8L,0UL},{0x1546L,4UL,0x0137L,0xBF6EL,0x25B8L,0x4178L,0x1546L}}};
            int32_t l_540 = 0xE1C05A39L;
            uint32_t l_543 = 4UL;
            int i, j, k;
            g_2 = (((safe_div_func_uint8_t_u_u(((l_370 |= ((g_199 = l_423) > (safe_add_func_int32_t_s_s(p_21, l_414)))) || (safe_mul_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((((safe_sub_func_int64_t_s_s((safe_add_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u(p_18, p_19)), (g_445 = (l_228 = ((safe_mul_func_uint16_t_u_u((safe_unary_minus_func_int32_t_s((safe_add_func_uint64_t_u_u(((safe_rshift_func_int16_t_s_u(l_56[1], ((l_412 , g_296[1][3]) && 18446744073709551615UL))) <= 0x2994B8CA86590DE7LL), l_56[0])))), g_139)) , p_20))))), g_316)) < p_20) | (-1L)), l_414)), p_20)) == l_446[0][0]), 0L))), l_447[3])) , 0x65E06369L) , l_423);
            g_2 = ((((safe_mul_func_int8_t_s_s(((((safe_sub_func_uint8_t_u_u((p_21 == (((safe_div_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(((p_19 = ((((safe_mul_func_uint16_t_u_u(p_18, p_20)) | (--g_195)) & l_228) > (((4294967294UL ^ (safe_lshift_func_uint16_t_u_s((safe_mul_func_uint16_t_u_u(((safe_sub_func_uint8_t_u_u((((l_409 = 0xB5L) & l_458) , g_316), p_18)) ^ 8UL), p_20)), g_358))) <= g_3) || l_423))) >= p_18), g_225[1][0])), l_412)) > g_139) , p_18)), g_5)) | p_21) & g_137) == g_316), 0UL)) == p_21) > l_460) , g_195);
            for (l_459 = 0; (l_459 != (-29)); --l_459)
            { /* block id: 158 */
                uint32_t l_472 = 1UL;
                int32_t l_477 = 0L;
                uint32_t l_499 = 6UL;
                uint8_t l_510 = 1UL;
                if (((((p_18 & l_472) == ((safe_sub_func_uint32_t_u_u(((g_195 & g_418[1][0][4]) & (0x8EL && (l_423 ^ (l_475[0][4][5] = 65535UL)))), 0xCA31D4DFL)) != g_3)) , l_476) , p_21))
                { /* block id: 160 */
                    uint8_t l_478 = 0x1FL;
                    int8_t l_511 = 0x31L;
                    int32_t l_512 = 0x8F1F4155L;
                    l_477 = g_199;
                    g_2 &= g_225[1][0];
                    if (l_478)
                        continue;
                    l_477 = (safe_rshift_func_int8_t_s_s(0L, (safe_div_func_uint32_t_u_u(((safe_add_func_int8_t_s_s((safe_add_func_uint8_t_u_u(l_459, (l_512 = (0xB0A9L != (safe_rshift_func_int8_t_s_u((((safe_sub_func_uint16_t_u_u((((p_21 == (safe_div_func_uint32_t_u_u(((((l_461 = (safe_div_func_int16_t_s_s((((((safe_mul_func_uint16_t_u_u(((((safe_mod_func_uint16_t_u_u(((l_499--) , ((safe_lshift_func_uint8_t_u_s(p_19, 6)) < (safe_sub_func_int32_t_s_s((safe_div_func_int16_t_s_s((((safe_lshift_func_uint16_t_u_s(((((((l_475[0][4][5] || l_478) >= l_499) != (-7L)) >= g_3) | g_5) | 1L), l_510)) > 1UL) != l_475[0][2][0]), 0xD3B9L)), p_20)))), p_18)) && 18446744073709551607UL) , 4294967292UL) >= p_19), 0x5DADL)) < l_511) ^ p_21) < g_149) | 0UL), l_511))) & g_274) != 0UL) | p_20), l_511))) & p_18) > g_136), g_418[0][3][3])) | p_20) && l_472), 0)))))), g_296[1][2])) > g_137), p_18))));
                }
                else
                { /* block id: 168 */
                    uint64_t l_533 = 1UL;
                    l_460 = (g_2 = ((safe_sub_func_int16_t_s_s((g_515[0][6] = 0xFE34L), (safe_rshift_func_uint16_t_u_s((safe_add_func_int16_t_s_s(((p_19 & (safe_sub_func_int16_t_s_s((l_522 | l_460), (((safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u(((((((p_19 , (((safe_rshift_func_uint16_t_u_u((((safe_mod_func_uint64_t_u_u((((l_477 = 0x60L) , (safe_div_func_uint8_t_u_u(0xE7L, 0x82L))) ^ 0L), l_533)) | 0x2BF3L) , g_274), g_445)) , p_18) & 0xA0L)) > 1L) | g_139) , 0L) | l_409) && 0x49B0L), g_298)), g_318)) >= 0L) | l_533)))) > l_475[0][1][6]), g_343)), 11)))) > (-8L)));
                    if (l_475[0][1][0])
                        continue;
                    l_477 = ((((p_18 & p_19) , ((((0xA0BAEF3A465EE469LL & (safe_mul_func_int8_t_s_s((g_199 && ((safe_rshift_func_int8_t_s_u((safe_lshift_func_int8_t_s_u(0x91L, 7)), ((++g_343) ^ p_20))) < (--l_543))), (safe_mul_func_uint8_t_u_u((((safe_add_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((p_19 == p_19), 0x3BL)), l_412)) || 2UL) >= g_296[1][3]), p_18))))) & l_540) <= l_423) || 0x996EF45BL)) ^ 4294967295UL) != g_139);
                    g_2 |= ((((((safe_sub_func_int32_t_s_s((p_21 >= (l_477 , (((((l_458 |= g_418[1][0][4]) & (((((((safe_add_func_uint64_t_u_u(((g_296[0][4] = (safe_rshift_func_uint16_t_u_u(p_21, 5))) == (safe_sub_func_int16_t_s_s(p_18, (l_477 = p_21)))), ((0x84A8L <= g_418[1][0][4]) | p_18))) | 0x810DL) , 0xB77A7664L) , 0UL) , g_158) & l_472) | g_33)) , g_157[4]) != 0xBBC01CAA2F9C379ELL) & g_5))), p_21)) > p_20) && g_29) >= l_423) || p_18) | 1L);
                }
                if (p_18)
                { /* block id: 182 */
                    l_460 = g_320;
                }
                else
                { /* block id: 184 */
                    g_2 = (((0xA597BEC5EA07931BLL || (((((l_477 = (((g_158 = ((safe_add_func_int16_t_s_s(8L, (l_540 = (+((p_19 = 0x4340L) < (p_20 == ((safe_div_func_uint8_t_u_u((g_515[0][6]++), 0x69L)) >= (+(safe_mod_func_int8_t_s_s((safe_sub_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((safe_unary_minus_func_uint8_t_u((~(safe_div_func_int16_t_s_s((safe_lshift_func_int8_t_s_s(l_522, p_20)), p_20))))), l_522)), p_18)), 0xDEL)))))))))) , 5UL)) ^ g_22) , 0x94L)) == p_18) | 0L) ^ l_472) < l_409)) ^ g_139) == p_21);
                    l_458 |= ((safe_mod_func_int8_t_s_s(1L, p_18)) & (safe_unary_minus_func_int32_t_s((-5L))));
                }
            }
        }
    }
    else
    { /* block id: 195 */
        return p_19;
    }
    for (g_358 = 3; (g_358 >= 0); g_358 -= 1)
    { /* block id: 200 */
        int32_t l_587 = (-1L);
        int32_t l_610 = (-1L);
        uint32_t l_625[5] = {4UL,4UL,4UL,4UL,4UL};
        int32_t l_675 = 0x3BEAFA7AL;
        int i;
        l_584[0]++;
        l_610 ^= (l_228 = (((l_587 >= (((((safe_sub_func_uint8_t_u_u((++g_515[0][6]), ((safe_sub_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u((safe_lshift_func_int16_t_s_s(l_56[0], (g_157[3] = (safe_mul_func_uint16_t_u_u(65535UL, ((safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(0xFE48L, p_20)), 0x45EDL)) && (safe_div_func_uint8_t_u_u((((((safe_rshift_func_int16_t_s_u((safe_rshift_func_uint8_t_u_u((((0x1012AA59L || 0UL) , g_316) <= p_21), g_33)), g_320)) || p_18) & 1L) >= 0UL) <= 0x1EL), p_21)))))))), (-5L))), 0xE2L)) || p_18))) < 0x1B38EACA06A549CCLL) ^ p_21) < 0x1BL) || g_343)) | p_18) ^ l_228));
        l_409 = ((0x59D1L <= p_18) < 0xDCL);
        for (g_139 = 0; (g_139 <= 2); g_139 += 1)
        { /* block id: 209 */
            int32_t l_648 = 0x9CD9F86EL;
            int16_t l_683[4][3] = {{9L,9L,9L},{9L,9L,9L},{9L,9L,9L},{9L,9L,9L}};
            int i, j;
            if ((((((safe_add_func_uint8_t_u_u(l_446[g_139][(g_358 + 2)], (safe_sub_func_int8_t_s_s((((~l_446[g_139][g_139]) != ((((((g_2 = ((safe_div_func_int64_t_s_s(p_19, ((g_5 ^ 0x421AL) || ((safe_add_func_int16_t_s_s((p_20 & (g_320++)), (0xC882L & l_587))) != 0x330DL)))) || 9UL)) ^ 0xDD013BA0L) , p_21) || p_20) < 0UL) > l_446[g_139][(g_358 + 2)])) | g_318), p_19)))) & l_625[1]) , g_3) != p_18) & 0xC4BCL))
            { /* block id: 212 */
                int8_t l_632 = 0x9EL;
                int32_t l_635 = 0xA7AEEE0CL;
                int32_t l_649 = 0L;
                uint16_t l_668 = 0x8F77L;
                for (g_274 = 0; (g_274 <= 3); g_274 += 1)
                { /* block id: 215 */
                    g_2 = 0L;
                    if (g_158)
                        break;
                }
                if ((l_635 = (safe_mod_func_int32_t_s_s(((safe_mul_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((0xDB2AL | 0UL), l_632)), ((g_357 < (l_446[g_139][(g_358 + 2)] ^ (safe_div_func_uint16_t_u_u((p_19 , p_18), g_318)))) , p_19))) <= 0xDFDA760800378998LL), g_136))))
                { /* block id: 220 */
                    uint8_t l_638 = 0UL;
                    int32_t l_647 = 0x5EF1944EL;
                    l_649 &= (((p_21 , (((safe_mul_func_int16_t_s_s(l_638, 0x8851L)) < (safe_mul_func_int8_t_s_s((l_635 = l_610), (((safe_sub_func_uint32_t_u_u((p_19 ^ (l_648 = (safe_add_func_int32_t_s_s((g_2 ^= ((g_296[1][3] = ((safe_sub_func_int32_t_s_s(((l_647 &= 65531UL) , ((g_5 | l_56[0]) == 0L)), 1UL)) || p_19)) == p_19)), 0x8D120CC5L)))), p_19)) || l_56[1]) , p_21)))) && p_19)) == g_515[2][4]) & p_19);
                    if (p_19)
                        break;
                }
                else
                { /* block id: 228 */
                    uint16_t l_652 = 1UL;
                    int8_t l_660 = 0x7BL;
                    int i, j;
                    g_2 = l_635;
                    g_2 &= (l_635 &= ((((safe_div_func_uint16_t_u_u(((l_652 ^ ((((g_343 = (l_587 , (((p_21 | (((((safe_mul_func_uint8_t_u_u((g_515[g_139][(g_358 + 3)] = (l_446[g_139][(g_139 + 1)] = l_446[g_139][(g_358 + 2)])), p_21)) != ((safe_unary_minus_func_uint64_t_u((safe_rshift_func_uint8_t_u_s((((safe_lshift_func_uint16_t_u_u(p_19, 1)) ^ (0xC8FA5B6913A91EC1LL >= p_21)) > 0xF4590FB8FEA2C2A4LL), 5)))) < g_225[1][0])) & 0x4901B9E8L) , 0xAEL) <= p_20)) , 7L) <= (-1L)))) >= g_296[0][0]) ^ l_660) && 65529UL)) | l_660), g_33)) <= l_652) ^ p_19) , l_476));
                }
                l_635 = ((g_316 |= (safe_add_func_uint64_t_u_u((0xD162F49AL != (((g_515[0][6]--) < ((l_610 = l_446[g_139][g_139]) || p_20)) | ((safe_sub_func_uint64_t_u_u((((((((safe_unary_minus_func_int8_t_s(l_668)) ^ (safe_add_func_uint64_t_u_u((l_649 = (p_21 || ((g_296[1][3] = ((safe_mul_func_int16_t_s_s((g_22 | (safe_rshift_func_uint16_t_u_s((g_137++), (safe_lshift_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(g_225[1][0], 0xDEL)) | 0xC78E9C1B31FA734FLL), 0))))), p_19)) < g_33)) | l_682))), 0x2AF459773ACBE800LL))) , p_19) != p_20) && g_358) == l_648) ^ l_683[1][1]), p_19)) , l_635))), l_45))) < 1L);
                l_648 |= 0x9A7E7673L;
            }
            else
            { /* block id: 244 */
                uint64_t l_703 = 0UL;
                g_2 = (safe_lshift_func_int8_t_s_s((~((-7L) | ((safe_mul_func_int16_t_s_s((safe_mul_func_int16_t_s_s(((safe_rshift_func_int8_t_s_s((((g_316 &= ((safe_add_func_uint32_t_u_u((--g_343), ((safe_sub_func_uint32_t_u_u(((0UL <= (((safe_mod_func_int32_t_s_s(((0UL > (l_446[g_139][g_139] & (0L <= l_625[1]))) && ((safe_rshift_func_uint16_t_u_u(((l_703 && p_21) > p_18), g_149)) > 0UL)), p_19)) == 0xBE6901FCL) >= 0xA9C5CDFFDC559352LL)) <= l_703), 1UL)) >= p_18))) && p_21)) , p_20) && 0xF56FD6E84AD5349ALL), 3)) , (-1L)), l_703)), 1UL)) || 6UL))), l_703));
                return g_296[1][3];
            }
            l_648 = g_5;
        }
    }
    return g_318;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_29 g_225 g_298 g_157 g_195 g_318 g_274 g_22 g_137 g_136 g_405 g_358 g_2
 * writes: g_405 g_2
 */
static const int64_t  func_36(int32_t  p_37, uint8_t  p_38, const uint32_t  p_39, int8_t  p_40)
{ /* block id: 134 */
    int16_t l_388 = 0L;
    int32_t l_389 = 6L;
    int32_t l_404[2][8][6] = {{{0x05A4E5D2L,(-3L),0x05A4E5D2L,0x5957E190L,0x5957E190L,0x05A4E5D2L},{0L,0L,0x5957E190L,7L,0x5957E190L,0L},{0x5957E190L,(-3L),7L,7L,(-3L),0x5957E190L},{0L,0x5957E190L,7L,0x5957E190L,0L,0L},{0x05A4E5D2L,0x5957E190L,0x5957E190L,0x05A4E5D2L,(-3L),0x05A4E5D2L},{0x05A4E5D2L,(-3L),0x05A4E5D2L,0x5957E190L,0x5957E190L,0x05A4E5D2L},{0L,0L,0x5957E190L,7L,0x5957E190L,0L},{0x5957E190L,(-3L),7L,7L,(-3L),0x5957E190L}},{{0L,0x5957E190L,7L,0x5957E190L,0L,0L},{0x05A4E5D2L,0x5957E190L,0x5957E190L,0x05A4E5D2L,(-3L),0x05A4E5D2L},{0x05A4E5D2L,(-3L),0x05A4E5D2L,0x5957E190L,0x5957E190L,0x05A4E5D2L},{0L,0L,0x5957E190L,7L,0x5957E190L,0L},{0x5957E190L,(-3L),7L,7L,(-3L),0x5957E190L},{0L,0x5957E190L,7L,0x5957E190L,0L,0L},{0x05A4E5D2L,0x5957E190L,0x5957E190L,0x05A4E5D2L,(-3L),0x05A4E5D2L},{0x05A4E5D2L,(-3L),0x05A4E5D2L,0x5957E190L,0x5957E190L,0x05A4E5D2L}}};
    int8_t l_406 = 1L;
    uint32_t l_407 = 0UL;
    const uint16_t l_408 = 0x66D7L;
    int i, j, k;
    g_2 &= (((safe_mod_func_int64_t_s_s(((safe_mul_func_int8_t_s_s((1UL ^ (safe_mul_func_int8_t_s_s((((((g_3 != (((safe_lshift_func_uint8_t_u_u((((safe_div_func_uint32_t_u_u(((l_406 &= (((safe_add_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u((((safe_mul_func_uint16_t_u_u((l_389 = (safe_unary_minus_func_int32_t_s((l_388 = g_29)))), (safe_mul_func_uint8_t_u_u((g_405 = ((safe_mul_func_uint8_t_u_u(((safe_add_func_uint16_t_u_u((((safe_mul_func_uint8_t_u_u((safe_div_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((g_225[1][0] , ((safe_add_func_int8_t_s_s((l_404[1][2][1] <= g_298), g_157[2])) ^ 0x876024A5L)), p_40)), p_38)), g_195)) , g_318) <= l_404[1][2][1]), l_404[1][2][1])) || p_38), 2L)) == 65535UL)), g_274)))) != l_404[1][2][1]) , p_37), l_404[1][2][3])), g_22)) , 0xAB23L) >= (-1L))) > g_137), g_136)) , 0xD7L) > 0xE6L), l_404[1][2][1])) , l_406) < g_29)) ^ l_404[1][2][1]) || l_407) && g_405) < p_38), p_39))), 1UL)) | l_404[0][3][2]), 0xC7234715A6FE4625LL)) | g_358) < p_40);
    return l_408;
}


/* ------------------------------------------ */
/* 
 * reads : g_199 g_225 g_157 g_3 g_139 g_149 g_29 g_2 g_270 g_137 g_195 g_296 g_22 g_316 g_158 g_298 g_320 g_5 g_274 g_343 g_359 g_136
 * writes: g_199 g_139 g_157 g_270 g_2 g_274 g_296 g_298 g_316 g_318 g_320 g_137 g_343 g_359
 */
static uint32_t  func_46(uint8_t  p_47, int32_t  p_48, uint8_t  p_49, uint32_t  p_50, uint8_t  p_51)
{ /* block id: 65 */
    uint32_t l_251 = 0UL;
    int32_t l_252 = (-1L);
    int64_t l_317 = (-10L);
    for (g_199 = 0; (g_199 > 13); ++g_199)
    { /* block id: 68 */
        uint16_t l_232 = 1UL;
        uint32_t l_250[4][3];
        int32_t l_253 = (-6L);
        int32_t l_254 = 0x2C960B14L;
        int8_t l_255 = 0x99L;
        uint16_t l_341 = 0UL;
        int i, j;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 3; j++)
                l_250[i][j] = 4294967286UL;
        }
        ++l_232;
        l_254 = ((((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_s(0x01L, 3)), 3)) >= ((g_225[0][0] , (l_253 = (safe_mod_func_uint64_t_u_u(g_157[4], (safe_unary_minus_func_uint8_t_u((safe_mul_func_uint16_t_u_u(p_51, ((safe_add_func_int8_t_s_s(((((((safe_sub_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u(g_3, ((0xAAL >= (l_251 ^= ((g_139 &= g_199) , l_250[1][0]))) < l_252))), p_47)) != p_47) && p_47) && p_48) && g_149) <= 0L), g_225[0][5])) & l_250[0][1]))))))))) == l_250[1][0])) < p_48) || 255UL);
        if (((p_47 < l_255) & g_139))
        { /* block id: 74 */
            uint8_t l_271 = 0UL;
            int32_t l_282 = (-1L);
            for (l_251 = 0; (l_251 <= 2); l_251 += 1)
            { /* block id: 77 */
                uint16_t l_279 = 0xB6C8L;
                for (p_50 = 0; (p_50 <= 2); p_50 += 1)
                { /* block id: 80 */
                    uint8_t l_259 = 250UL;
                    l_254 = (247UL < (((l_253 ^ (safe_div_func_uint8_t_u_u((+((((((l_259 ^ ((g_2 = ((p_51 = (g_270 ^= (((safe_add_func_uint16_t_u_u((p_49 , g_29), ((safe_mul_func_int16_t_s_s((0x28L ^ (safe_mod_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_s((g_157[3] &= g_2), g_149)) || p_51), l_259))), g_29)) > 0xDA4907F26B115645LL))) ^ 0UL) | 0x38DDL))) < l_271)) , p_49)) > 0x4ADD0DCD383C10CCLL) ^ l_252) ^ 255UL) || 9UL) & l_252)), g_137))) == l_250[1][0]) || p_47));
                    return p_49;
                }
                g_2 &= (1L < (((((((safe_rshift_func_int8_t_s_s(g_139, (g_274 = (g_199 > 0xDBL)))) <= (0x678BL & 0x319AL)) ^ (((safe_lshift_func_uint8_t_u_s((safe_add_func_int16_t_s_s(g_195, g_3)), 2)) ^ l_251) < p_51)) == 0x13L) != 0x31L) == p_49) | p_49));
                ++l_279;
                if (p_51)
                    continue;
            }
            l_282 = p_51;
        }
        else
        { /* block id: 94 */
            uint8_t l_295 = 0x3EL;
            int32_t l_297 = (-2L);
            int32_t l_340[3];
            int i;
            for (i = 0; i < 3; i++)
                l_340[i] = 2L;
            l_254 = (((safe_mod_func_int32_t_s_s((safe_add_func_uint32_t_u_u((safe_div_func_uint32_t_u_u(g_139, (g_298 = (safe_lshift_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u((((g_270 <= (g_225[1][3] || 0xDEL)) | l_295) | (l_253 = (l_252 = (((g_296[1][3] ^= 0x57L) ^ ((l_253 < 0x872575A8L) > l_295)) ^ 1L)))), p_49)), l_297)), 10))))), p_50)), l_251)) , p_47) | 0xAB198FB878282A4FLL);
            if (g_22)
                break;
            if ((l_297 && 0xEB1FCE9C3896C70BLL))
            { /* block id: 101 */
                int32_t l_315 = 1L;
                g_318 = (g_2 = ((safe_mod_func_uint32_t_u_u((0x283C189DL >= (safe_mul_func_int8_t_s_s(p_48, (safe_div_func_int64_t_s_s(((safe_add_func_int16_t_s_s((((((safe_mul_func_int16_t_s_s(0L, (safe_add_func_uint32_t_u_u((g_316 |= ((safe_mod_func_int64_t_s_s(((g_296[1][3] , ((0x1831FDFAL & (0x08AFL && (safe_add_func_uint8_t_u_u(l_255, g_139)))) ^ l_295)) && 0xF61B82DB4B4AAE86LL), (-1L))) , l_315)), g_296[1][3])))) , l_252) == 4294967290UL) <= 2L) <= l_317), 0xD4E0L)) ^ g_22), l_254))))), g_158)) ^ 0xA812206AL));
            }
            else
            { /* block id: 105 */
                for (g_298 = 0; (g_298 <= 2); g_298 += 1)
                { /* block id: 108 */
                    int32_t l_319 = 0L;
                    g_320++;
                    return g_137;
                }
                for (p_47 = (-30); (p_47 == 46); ++p_47)
                { /* block id: 114 */
                    int32_t l_329 = (-1L);
                    int32_t l_342 = 8L;
                    g_2 &= ((((g_5 | (safe_mul_func_int8_t_s_s(((safe_add_func_int16_t_s_s(((8UL ^ p_49) == (((l_329 = (-10L)) != (safe_mul_func_uint16_t_u_u(((safe_sub_func_int8_t_s_s(l_297, (safe_mul_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s((((safe_mod_func_uint16_t_u_u((g_137 = (((((l_340[0] |= g_22) < 5L) & 0x834CL) , g_225[2][2]) != l_252)), 0xECC2L)) | p_50) < l_252), g_274)), p_49)))) , l_297), l_250[2][1]))) != l_341)), l_295)) ^ p_48), 0L))) && 0x202512B007968B85LL) , l_250[1][0]) >= l_342);
                    ++g_343;
                    l_253 |= (safe_rshift_func_int8_t_s_u((g_316 && g_5), l_252));
                }
                if (((safe_mul_func_uint16_t_u_u(p_51, (l_252 && l_251))) & (safe_add_func_int8_t_s_s((p_47 >= (((!((safe_mul_func_uint8_t_u_u(l_295, (safe_rshift_func_uint8_t_u_u(g_320, l_340[1])))) > p_48)) > g_199) ^ l_340[0])), l_295))))
                { /* block id: 122 */
                    g_359++;
                }
                else
                { /* block id: 124 */
                    return p_49;
                }
            }
            g_2 ^= ((safe_unary_minus_func_uint64_t_u(g_320)) && ((g_136 < ((safe_unary_minus_func_int8_t_s((safe_sub_func_uint16_t_u_u(p_50, (18446744073709551615UL != l_232))))) || ((((safe_add_func_uint16_t_u_u(p_50, (safe_sub_func_int64_t_s_s((g_296[1][3] = (g_296[2][2] , 1L)), l_340[0])))) == p_51) != p_51) , 0x254E0B6B59156179LL))) && l_341));
        }
    }
    return p_51;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_22 g_29 g_5 g_2 g_136 g_139 g_158 g_157 g_195 g_199 g_149 g_137
 * writes: g_136 g_137 g_139 g_149 g_158 g_22 g_195 g_199 g_225 g_2
 */
static uint8_t  func_57(uint32_t  p_58, int32_t  p_59, uint64_t  p_60)
{ /* block id: 7 */
    uint8_t l_78 = 0UL;
    int8_t l_88 = 3L;
    int32_t l_107 = 0xB07C152AL;
    int32_t l_111 = (-1L);
    uint8_t l_198 = 0UL;
    if ((safe_sub_func_int32_t_s_s(1L, (((safe_rshift_func_int16_t_s_s((safe_add_func_int16_t_s_s(((safe_add_func_uint64_t_u_u((safe_mod_func_uint16_t_u_u((((((safe_sub_func_int16_t_s_s(((safe_unary_minus_func_int16_t_s((0L > (safe_sub_func_uint64_t_u_u((p_60 = (safe_div_func_int32_t_s_s(g_3, p_58))), l_78))))) & l_78), ((p_58 , 0xC0L) <= 0xD1L))) ^ p_58) == l_78) , g_22) && (-10L)), 0xB341L)), l_78)) == 0L), p_58)), g_29)) , p_59) && l_78))))
    { /* block id: 9 */
        uint8_t l_79 = 0UL;
        uint16_t l_89 = 1UL;
        int32_t l_108 = 0xAC69B762L;
        l_89 = ((((((0x655EL && ((l_79 >= (g_22 , (safe_sub_func_uint64_t_u_u(((safe_lshift_func_int16_t_s_s(((((safe_mod_func_uint32_t_u_u((4294967295UL > 4294967295UL), (safe_mod_func_int16_t_s_s(((0xFFL == (-5L)) == p_59), g_29)))) ^ l_88) >= g_29) || p_59), 0)) & g_29), l_88)))) != p_59)) && p_58) >= p_59) <= g_3) & g_22) ^ l_88);
        if (p_58)
        { /* block id: 11 */
            int8_t l_109 = 6L;
            const int32_t l_110 = (-6L);
            int32_t l_135 = 0L;
            int32_t l_138 = (-1L);
            l_111 ^= ((safe_mul_func_int8_t_s_s((l_89 || p_60), ((p_60 , (safe_mod_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u(((((safe_unary_minus_func_uint8_t_u((safe_rshift_func_int16_t_s_u(((safe_div_func_uint64_t_u_u(l_88, (l_109 |= ((safe_lshift_func_int8_t_s_u((l_107 = (safe_lshift_func_int8_t_s_s(((safe_mod_func_uint32_t_u_u(((p_60 || (0xFA567606L != (l_78 ^ 6UL))) & g_5), g_2)) ^ l_78), 6))), 6)) <= l_108)))) && g_22), p_60)))) & p_60) && p_59) != g_5), l_108)), 2UL))) > l_110))) > (-1L));
            l_138 = (safe_mul_func_uint16_t_u_u((((safe_mul_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((g_137 = (safe_unary_minus_func_uint64_t_u((((safe_add_func_int16_t_s_s((l_78 | ((safe_sub_func_int16_t_s_s(l_109, 0x2F72L)) <= (safe_div_func_int64_t_s_s(((((l_108 != ((safe_mod_func_int32_t_s_s((safe_sub_func_int64_t_s_s(((((0x1B519BE1L <= (g_136 &= ((safe_rshift_func_int16_t_s_s((l_135 = (l_111 = ((((safe_mul_func_int16_t_s_s(((safe_mod_func_uint64_t_u_u(l_107, l_110)) ^ p_59), 1UL)) && 0x92L) < p_59) , (-1L)))), 6)) >= 254UL))) , p_58) & p_59) | (-1L)), p_59)), p_60)) <= (-7L))) || l_107) , g_5) < 65535UL), 0x24DDD4CC67FDB728LL)))), 0xD4C2L)) | g_29) || g_2)))), 0UL)), p_60)) < l_110) < 1L), p_59));
            --g_139;
            p_59 = 0x3B0092DBL;
        }
        else
        { /* block id: 22 */
            for (l_79 = 0; (l_79 >= 6); l_79 = safe_add_func_int16_t_s_s(l_79, 8))
            { /* block id: 25 */
                uint16_t l_148 = 5UL;
                int32_t l_156 = 0xC4BB8212L;
                l_108 ^= (((safe_lshift_func_int8_t_s_u((l_111 ^= (safe_mul_func_int8_t_s_s(p_60, (g_149 = (l_148 = 255UL))))), (safe_sub_func_int64_t_s_s((safe_rshift_func_uint16_t_u_u(1UL, 7)), (0x0266A50E2640699DLL | (p_60 ^ (safe_div_func_uint32_t_u_u((((l_156 && (g_22 & p_58)) , p_58) , p_60), l_156)))))))) & 0xB9E1B5AB6CAC88EELL) != g_2);
                if (l_148)
                    break;
            }
        }
    }
    else
    { /* block id: 33 */
        int32_t l_169 = (-1L);
        int32_t l_170 = (-1L);
        int32_t l_171 = (-1L);
        for (g_136 = 1; (g_136 <= 4); g_136 += 1)
        { /* block id: 36 */
            int16_t l_191 = 0x7454L;
            int32_t l_196 = 1L;
            uint16_t l_197[7][3] = {{0x27F6L,0x27F6L,0x27F6L},{1UL,0x3787L,1UL},{0x27F6L,0x27F6L,0x27F6L},{1UL,0x3787L,1UL},{0x27F6L,0x27F6L,0x27F6L},{1UL,0x3787L,1UL},{0x27F6L,0x27F6L,0x27F6L}};
            int i, j;
            g_158--;
            for (g_139 = 0; (g_139 <= 4); g_139 += 1)
            { /* block id: 40 */
                int32_t l_172 = 0x6DEB764DL;
                int64_t l_226 = 0xDDAE6AD3C435FAD4LL;
                int i;
                l_171 = (((((safe_unary_minus_func_int16_t_s((safe_sub_func_uint8_t_u_u(g_157[g_136], (g_199 = (safe_add_func_int64_t_s_s(g_157[g_136], (safe_mod_func_int64_t_s_s((~(((g_22--) , g_157[g_136]) && (safe_mod_func_int64_t_s_s((safe_mod_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u((safe_div_func_int16_t_s_s((safe_add_func_int8_t_s_s(l_78, ((p_59 &= ((safe_lshift_func_int16_t_s_u((((((l_191 = (safe_rshift_func_uint8_t_u_u(g_3, 5))) & (safe_add_func_uint8_t_u_u((g_195 &= (safe_unary_minus_func_uint8_t_u(g_29))), g_5))) ^ g_157[g_136]) , 1L) >= p_60), 8)) & l_196)) ^ (-1L)))), 0xB3D9L)), (-4L))), 6)), l_197[4][2])), 0xACC67245343E278FLL)))), l_198))))))))) < 0xA6A51F097456AEA0LL) , g_195) , 0x6FL) == l_171);
                for (g_199 = 0; (g_199 <= 2); g_199 += 1)
                { /* block id: 49 */
                    int32_t l_227[4];
                    int i, j;
                    for (i = 0; i < 4; i++)
                        l_227[i] = 0xBAAEE789L;
                    l_227[1] = (p_59 = (((l_197[g_199][g_199] > (l_197[g_199][g_199] ^ ((safe_add_func_uint32_t_u_u(4294967295UL, (l_197[(g_139 + 2)][g_199] == (safe_div_func_uint16_t_u_u((((l_172 = ((((safe_div_func_uint8_t_u_u(((safe_unary_minus_func_int8_t_s((safe_rshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u((p_58 = (safe_lshift_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((((g_225[1][0] = (safe_rshift_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((safe_rshift_func_int8_t_s_s(((--p_60) , p_59), 6)), (p_59 || (safe_mul_func_int16_t_s_s((l_191 , 8L), g_139))))), l_197[g_199][g_199]))) != g_149) & l_226), g_137)), p_58))), 0x5EF769B8L)), 6)))) , 250UL), (-3L))) != g_2) , g_157[g_136]) , 0UL)) == 0UL) , 65528UL), l_196))))) == p_59))) ^ g_158) & p_59));
                }
            }
            if (g_5)
                break;
        }
        return g_29;
    }
    g_2 &= g_199;
    return l_78;
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
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_22, "g_22", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_33, "g_33", print_hash_value);
    transparent_crc(g_136, "g_136", print_hash_value);
    transparent_crc(g_137, "g_137", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_149, "g_149", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_157[i], "g_157[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_158, "g_158", print_hash_value);
    transparent_crc(g_195, "g_195", print_hash_value);
    transparent_crc(g_199, "g_199", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_225[i][j], "g_225[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_270, "g_270", print_hash_value);
    transparent_crc(g_274, "g_274", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_296[i][j], "g_296[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_298, "g_298", print_hash_value);
    transparent_crc(g_316, "g_316", print_hash_value);
    transparent_crc(g_318, "g_318", print_hash_value);
    transparent_crc(g_320, "g_320", print_hash_value);
    transparent_crc(g_343, "g_343", print_hash_value);
    transparent_crc(g_357, "g_357", print_hash_value);
    transparent_crc(g_358, "g_358", print_hash_value);
    transparent_crc(g_359, "g_359", print_hash_value);
    transparent_crc(g_405, "g_405", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_418[i][j][k], "g_418[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_445, "g_445", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_515[i][j], "g_515[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_583, "g_583", print_hash_value);
    transparent_crc(g_716, "g_716", print_hash_value);
    transparent_crc(g_732, "g_732", print_hash_value);
    transparent_crc(g_784, "g_784", print_hash_value);
    transparent_crc(g_898, "g_898", print_hash_value);
    transparent_crc(g_925, "g_925", print_hash_value);
    transparent_crc(g_976, "g_976", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_981[i], "g_981[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1068, "g_1068", print_hash_value);
    transparent_crc(g_1087, "g_1087", print_hash_value);
    transparent_crc(g_1103, "g_1103", print_hash_value);
    transparent_crc(g_1124, "g_1124", print_hash_value);
    transparent_crc(g_1129, "g_1129", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1144[i], "g_1144[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1202, "g_1202", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
