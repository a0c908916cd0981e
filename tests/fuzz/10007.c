// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10007 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10007
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int16_t g_12 = 0xD130L;
static uint64_t g_19 = 1UL;
static int16_t g_41 = 0L;
static uint8_t g_56 = 1UL;
static uint8_t g_84 = 0x3EL;
static uint16_t g_90 = 0xCF64L;
static uint32_t g_95[8] = {0xDAD4DBF7L,0x6296EF6AL,0xDAD4DBF7L,0xDAD4DBF7L,0x6296EF6AL,0xDAD4DBF7L,0xDAD4DBF7L,0x6296EF6AL};
static uint16_t g_133 = 0x9F07L;
static int16_t g_141 = (-1L);
static uint16_t g_142 = 0xD0D5L;
static int64_t g_145[3] = {0x07BFFB9DE4BE9B3FLL,0x07BFFB9DE4BE9B3FLL,0x07BFFB9DE4BE9B3FLL};
static uint8_t g_152 = 1UL;
static int32_t g_205 = 0x9A33AE13L;
static int8_t g_208 = 0xD2L;
static uint32_t g_209 = 18446744073709551606UL;
static int64_t g_232 = (-1L);
static int64_t g_236 = (-4L);
static int64_t g_237 = 0xF0519AF8BB27ABABLL;
static int64_t g_263 = 0x1FC9478151E720B5LL;
static int32_t g_264 = 3L;
static int64_t g_265[7][1][3] = {{{(-5L),(-5L),(-5L)}},{{(-5L),(-5L),(-5L)}},{{(-5L),(-5L),(-5L)}},{{(-5L),(-5L),(-5L)}},{{(-5L),(-5L),(-5L)}},{{(-5L),(-5L),(-5L)}},{{(-5L),(-5L),(-5L)}}};
static int8_t g_266 = 0x15L;
static int64_t g_267[1] = {(-1L)};
static int64_t g_278 = 0xC04559418F546179LL;
static uint32_t g_281 = 0x3F9DCE37L;
static int8_t g_285 = (-5L);
static uint32_t g_294[6] = {0x389586FDL,4294967295UL,0x389586FDL,0x389586FDL,4294967295UL,0x389586FDL};
static uint32_t g_387 = 0UL;
static const uint32_t g_394 = 4294967292UL;
static int64_t g_407 = 0L;
static uint32_t g_411 = 0xBC68796CL;
static int32_t g_412 = 0xE6EB306EL;
static uint16_t g_413[2][7][4] = {{{0x7293L,65535UL,65532UL,9UL},{0x7293L,65532UL,0x7293L,0x51DCL},{0x7293L,1UL,0x51DCL,0x51DCL},{0x79A1L,0x79A1L,65532UL,1UL},{1UL,0x7293L,65532UL,0x7293L},{0x79A1L,9UL,0x51DCL,65532UL},{0x7293L,9UL,9UL,0x7293L}},{{9UL,0x7293L,0x79A1L,1UL},{9UL,0x79A1L,9UL,0x51DCL},{0x7293L,1UL,0x51DCL,0x51DCL},{0x79A1L,0x79A1L,65532UL,1UL},{1UL,0x7293L,65532UL,0x7293L},{0x79A1L,9UL,0x51DCL,65532UL},{0x7293L,9UL,9UL,0x7293L}}};
static int8_t g_428 = 1L;
static int32_t g_431 = 0xB9FFFA21L;
static uint8_t g_432 = 0xEBL;
static int64_t g_440 = 0x95351EAA6B191FAFLL;
static int64_t g_462 = 6L;
static uint32_t g_496 = 5UL;
static int8_t g_507 = (-1L);
static uint32_t g_508[4] = {0x2911801DL,0x2911801DL,0x2911801DL,0x2911801DL};
static uint8_t g_512 = 0x3BL;
static uint32_t g_517 = 0UL;
static const uint16_t g_523 = 65532UL;
static int16_t g_541 = 0L;
static int32_t g_643 = 0xA397BB07L;
static int64_t g_644[3][1] = {{0x01EE1C4D0B37DF39LL},{0x01EE1C4D0B37DF39LL},{0x01EE1C4D0B37DF39LL}};
static uint16_t g_772 = 0x18B7L;
static uint16_t g_774 = 0xF3FDL;
static int32_t g_834 = 0x3E386B4CL;
static uint32_t g_965 = 5UL;
static int8_t g_1180[5] = {0x93L,0x93L,0x93L,0x93L,0x93L};
static uint64_t g_1235[2] = {0xDDDE38007A847073LL,0xDDDE38007A847073LL};
static uint16_t g_1498[7][3] = {{65526UL,65526UL,0xED7EL},{0x6DBAL,65535UL,0xED7EL},{65535UL,0x6DBAL,0xED7EL},{65526UL,65526UL,0xED7EL},{0x6DBAL,65535UL,0xED7EL},{65535UL,0x6DBAL,0xED7EL},{65526UL,65526UL,0xED7EL}};
static int8_t g_1730[2] = {1L,1L};
static uint8_t g_1863 = 9UL;
static const int64_t g_1865[5] = {0xFF487684EF00DA54LL,0xFF487684EF00DA54LL,0xFF487684EF00DA54LL,0xFF487684EF00DA54LL,0xFF487684EF00DA54LL};
static uint32_t g_1881 = 0x9AA5E2C5L;
static uint32_t g_2111 = 0x9E0ABEB7L;
static const uint8_t g_2125[6][5][2] = {{{7UL,7UL},{0x26L,0x2FL},{253UL,0UL},{0xCFL,0x26L},{0UL,0xCFL}},{{0x4DL,0x71L},{0x4DL,0xCFL},{0UL,0x26L},{0xCFL,0UL},{253UL,0x2FL}},{{0x26L,7UL},{7UL,7UL},{0x26L,0x2FL},{253UL,0UL},{0xCFL,0x26L}},{{0UL,0xCFL},{0x4DL,0x71L},{0x4DL,0xCFL},{0UL,0x26L},{0xCFL,0UL}},{{253UL,0x2FL},{0x26L,7UL},{7UL,7UL},{0x26L,0x2FL},{253UL,0UL}},{{0xCFL,0x26L},{0UL,0xCFL},{0x4DL,0x71L},{0x4DL,0xCFL},{0UL,0x26L}}};
static int16_t g_2133 = 5L;
static int64_t g_2134[5][8][2] = {{{0L,0xE5B525A601A9CE69LL},{0x4B1A57084D76AD3CLL,0x0129575F3374FD1ALL},{0x4B1A57084D76AD3CLL,0xE5B525A601A9CE69LL},{0L,(-1L)},{0xCC26D50877A492C3LL,(-1L)},{0L,0xE5B525A601A9CE69LL},{0x4B1A57084D76AD3CLL,0x0129575F3374FD1ALL},{0x4B1A57084D76AD3CLL,0xE5B525A601A9CE69LL}},{{0L,(-1L)},{0xCC26D50877A492C3LL,(-1L)},{0L,0xE5B525A601A9CE69LL},{0x4B1A57084D76AD3CLL,0x0129575F3374FD1ALL},{0x4B1A57084D76AD3CLL,0xE5B525A601A9CE69LL},{0L,(-1L)},{0xCC26D50877A492C3LL,(-1L)},{0L,0xE5B525A601A9CE69LL}},{{0x4B1A57084D76AD3CLL,0x0129575F3374FD1ALL},{0x4B1A57084D76AD3CLL,0xE5B525A601A9CE69LL},{0L,(-1L)},{0xCC26D50877A492C3LL,(-1L)},{1L,8L},{0xCC26D50877A492C3LL,0xE5B525A601A9CE69LL},{0xCC26D50877A492C3LL,8L},{1L,0x0129575F3374FD1ALL}},{{0L,0x0129575F3374FD1ALL},{1L,8L},{0xCC26D50877A492C3LL,0xE5B525A601A9CE69LL},{0xCC26D50877A492C3LL,8L},{1L,0x0129575F3374FD1ALL},{0L,0x0129575F3374FD1ALL},{1L,8L},{0xCC26D50877A492C3LL,0xE5B525A601A9CE69LL}},{{0xCC26D50877A492C3LL,8L},{1L,0x0129575F3374FD1ALL},{0L,0x0129575F3374FD1ALL},{1L,8L},{0xCC26D50877A492C3LL,0xE5B525A601A9CE69LL},{0xCC26D50877A492C3LL,8L},{1L,0x0129575F3374FD1ALL},{0L,0x0129575F3374FD1ALL}}};
static int16_t g_2137 = (-7L);
static int8_t g_2139 = (-8L);
static uint64_t g_2140 = 18446744073709551611UL;
static int64_t g_2148 = (-1L);
static int16_t g_2149 = 0x87F4L;
static uint8_t g_2150[1] = {247UL};
static int64_t g_2161[8][1][3] = {{{0L,(-1L),(-1L)}},{{0x6ABA47E338668DC6LL,(-3L),5L}},{{(-10L),0L,(-3L)}},{{(-10L),0x8B832857DE05512DLL,0L}},{{0x6ABA47E338668DC6LL,1L,0x6ABA47E338668DC6LL}},{{0L,0x8B832857DE05512DLL,(-10L)}},{{(-3L),0L,(-10L)}},{{5L,(-3L),0x6ABA47E338668DC6LL}}};
static int64_t g_2200 = 1L;
static int32_t g_2243 = 0xE8AE9862L;
static int64_t g_2275 = (-1L);


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_2(uint64_t  p_3, int16_t  p_4);
static uint64_t  func_5(int32_t  p_6);
static int32_t  func_7(uint16_t  p_8, const uint64_t  p_9, uint16_t  p_10, int32_t  p_11);
static uint8_t  func_20(int16_t  p_21);
static uint16_t  func_31(uint16_t  p_32);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_12 g_41 g_56 g_90 g_95 g_133 g_141 g_142 g_84 g_145 g_152 g_208 g_209 g_205 g_232 g_265 g_281 g_285 g_237 g_294 g_236 g_267 g_264 g_387 g_394 g_407 g_263 g_413 g_266 g_432 g_440 g_411 g_412 g_462 g_431 g_496 g_508 g_512 g_517 g_523 g_541 g_278 g_644 g_643 g_774 g_507 g_772 g_428 g_965 g_19 g_1180 g_1235 g_834 g_1498 g_1730 g_1863 g_1865 g_1881 g_2111 g_2125 g_2140 g_2150 g_2134 g_2200 g_2139 g_2243 g_2149 g_2275 g_2137
 * writes: g_19 g_41 g_56 g_84 g_90 g_95 g_133 g_141 g_142 g_145 g_205 g_208 g_209 g_232 g_236 g_237 g_263 g_281 g_266 g_285 g_294 g_265 g_152 g_387 g_407 g_411 g_413 g_412 g_432 g_462 g_496 g_508 g_512 g_541 g_643 g_431 g_644 g_428 g_772 g_774 g_834 g_965 g_507 g_1235 g_1180 g_12 g_267 g_278 g_1498 g_517 g_2140 g_2150 g_1863
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_13 = 0x9323D1BCL;
    int8_t l_14 = (-1L);
    int32_t l_42 = 1L;
    int32_t l_43 = 0xA6CA0CECL;
    int32_t l_284[1][2][3];
    uint8_t l_978[1][7] = {{1UL,1UL,1UL,1UL,1UL,1UL,1UL}};
    int32_t l_979 = 0xB486FC78L;
    int64_t l_1735 = (-1L);
    int8_t l_1744 = (-2L);
    uint32_t l_1795 = 0x483793D6L;
    int8_t l_1952 = 1L;
    int64_t l_1972 = 0L;
    int64_t l_1988 = 3L;
    int32_t l_2019 = 0x14E960DDL;
    int32_t l_2136 = 0xDAABEBC0L;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 3; k++)
                l_284[i][j][k] = 0xF5E8F856L;
        }
    }
    l_1735 = (l_284[0][0][2] = func_2(func_5(func_7((g_12 || (l_14 &= l_13)), (safe_rshift_func_int8_t_s_s((((safe_mul_func_int8_t_s_s((g_19 = 0x38L), func_20((((g_285 ^= (g_266 = (safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s((l_284[0][1][0] = (((safe_rshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(l_13, (~func_31((((l_43 ^= (safe_lshift_func_uint8_t_u_s((safe_add_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((l_42 &= ((0xD4AA41A8L & l_13) < (safe_add_func_int64_t_s_s((g_41 = (((0xE4L > 255UL) > l_13) == 0UL)), 18446744073709551615UL)))), l_13)), 0xAAL)), g_12))) | 0xB8319B88L) | g_12))))), l_284[0][1][1])) , g_232) < l_13)), g_12)), 255UL)))) == 0xD1L) , 0xCFC9L)))) != l_13) , l_284[0][1][0]), l_978[0][3])), l_978[0][4], l_979)), g_517));
lbl_1967:
    for (g_278 = 3; (g_278 >= 0); g_278 -= 1)
    { /* block id: 581 */
        uint16_t l_1738 = 4UL;
        int32_t l_1739 = 0x6420578EL;
        int i;
        l_1739 = (l_1738 = (safe_lshift_func_int8_t_s_s((-4L), 6)));
        l_1744 = (((safe_lshift_func_uint16_t_u_u(g_508[g_278], (l_284[0][1][2] = 0x1A4FL))) ^ g_508[g_278]) ^ (l_1739 = (safe_rshift_func_uint16_t_u_u(l_978[0][1], l_1735))));
    }
    if (((4294967292UL != g_411) & ((safe_mul_func_int16_t_s_s(l_14, ((l_14 > (g_1730[1] < 0xBF7C36841055F270LL)) | (g_12 = l_13)))) , g_19)))
    { /* block id: 589 */
        uint32_t l_1749 = 5UL;
        int32_t l_1828 = (-2L);
        int32_t l_1861 = (-2L);
        uint8_t l_1864[1][6];
        int32_t l_1918 = (-5L);
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 6; j++)
                l_1864[i][j] = 5UL;
        }
lbl_1803:
        if ((safe_mul_func_uint16_t_u_u(0xB616L, ((l_1749 <= (l_979 < (safe_lshift_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((l_42 <= (safe_sub_func_int16_t_s_s((-6L), (safe_mul_func_uint16_t_u_u((g_413[1][0][3] = (l_1749 , (safe_add_func_uint16_t_u_u(0xBC1BL, g_644[2][0])))), g_428))))) == 1UL), g_263)), 8)))) != l_14))))
        { /* block id: 591 */
            int16_t l_1760 = 0x8AC1L;
            g_643 ^= l_1760;
            for (g_507 = 0; (g_507 >= 0); g_507 -= 1)
            { /* block id: 595 */
                int8_t l_1794[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_1794[i] = (-1L);
                l_1795 = (((((safe_sub_func_uint8_t_u_u((g_1730[1] | ((safe_sub_func_int32_t_s_s(l_1749, ((((safe_rshift_func_int16_t_s_s((safe_add_func_int64_t_s_s((safe_mod_func_int16_t_s_s((safe_sub_func_int64_t_s_s((safe_sub_func_uint64_t_u_u((safe_mod_func_int64_t_s_s((safe_lshift_func_uint8_t_u_s(g_152, (g_285 ^= 0x1DL))), g_644[1][0])), (safe_mul_func_uint8_t_u_u(((safe_div_func_int32_t_s_s(((safe_mod_func_int16_t_s_s((safe_add_func_int16_t_s_s((safe_add_func_int16_t_s_s(g_774, (safe_div_func_int64_t_s_s((safe_mod_func_int32_t_s_s((~0x4FL), l_1794[0])), l_1794[1])))), g_1730[1])), g_142)) & 0xF020C1AEL), l_1744)) ^ l_1749), l_1749)))), l_1794[1])), g_394)), l_1794[1])), l_1749)) <= g_90) || l_978[0][3]) < l_1744))) >= g_264)), 0x6BL)) > 0xB98EA1B6549C834DLL) || l_1794[0]) <= g_133) , 0xA918308AL);
                for (g_90 = 0; (g_90 <= 1); g_90 += 1)
                { /* block id: 600 */
                    uint8_t l_1796 = 1UL;
                    l_1796 = l_1794[0];
                    g_643 = g_834;
                }
            }
            return g_508[1];
        }
        else
        { /* block id: 606 */
            uint16_t l_1799 = 0xD440L;
            for (l_1735 = 0; (l_1735 < 23); ++l_1735)
            { /* block id: 609 */
                return l_1799;
            }
        }
        for (g_236 = (-11); (g_236 >= 17); ++g_236)
        { /* block id: 615 */
            uint64_t l_1802 = 0x3F9D2D8C813FC4E2LL;
            int32_t l_1829 = (-4L);
            int32_t l_1862 = (-2L);
            int64_t l_1880 = 0xDC5BF9B1A64E04B0LL;
            uint16_t l_1899[7] = {65526UL,65526UL,65526UL,65526UL,65526UL,65526UL,65526UL};
            uint32_t l_1923 = 0UL;
            uint32_t l_2036 = 1UL;
            int i;
            if (l_1802)
            { /* block id: 616 */
                if (g_237)
                    goto lbl_1803;
            }
            else
            { /* block id: 618 */
                l_1829 = (safe_add_func_uint32_t_u_u(((safe_unary_minus_func_int64_t_s((-8L))) , ((--g_281) , (safe_mul_func_int8_t_s_s((l_1828 = (0L == (((!(safe_lshift_func_uint8_t_u_u(((g_90 , (-9L)) >= (safe_sub_func_int64_t_s_s((safe_sub_func_uint32_t_u_u((safe_rshift_func_int8_t_s_s((g_428 = (safe_mod_func_int32_t_s_s(0x13B40145L, (g_431 = l_1744)))), 6)), ((safe_sub_func_int64_t_s_s((safe_mod_func_int16_t_s_s((safe_add_func_uint64_t_u_u((g_281 , l_14), l_284[0][0][2])), g_1730[1])), 18446744073709551615UL)) && (-2L)))), 3UL))), g_56))) != l_1749) , l_979))), 0xC2L)))), 0xE77B863EL));
                l_284[0][1][2] = g_208;
            }
            if ((safe_add_func_uint32_t_u_u((((l_284[0][1][1] = (l_1864[0][4] = ((g_432 == ((((safe_sub_func_int8_t_s_s(((g_145[2] <= (safe_mod_func_uint16_t_u_u((safe_unary_minus_func_int8_t_s(((((safe_lshift_func_uint8_t_u_u((((((safe_add_func_uint32_t_u_u((+(safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((1UL == (g_19 = ((((safe_sub_func_uint16_t_u_u((safe_mod_func_int64_t_s_s(4L, (l_1861 = (safe_div_func_int32_t_s_s(((l_1828 = (l_284[0][1][1] == ((((safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(((~((((((g_508[3] = (l_284[0][0][2] , ((safe_rshift_func_uint16_t_u_s(((safe_div_func_int8_t_s_s(((0x351061C6D90138FCLL > g_387) >= (-4L)), 0x0DL)) || 0x85B1380AL), g_1498[6][1])) && 0xA08BL))) , l_1802) , g_145[2]) , l_1829) >= l_1829) == l_1735)) ^ 0xCAE86369L), 0x63C2L)), (-10L))) ^ g_412) || 0x570A39036FA89420LL) == 0xC797L))) ^ 0xB1E2L), g_56))))), 0xCAC3L)) > g_1730[0]) | 18446744073709551611UL) && l_1862))), l_1749)), l_1829))), 0xD5102057L)) | 0L) != g_1180[1]) , 0UL) , 248UL), 5)) , l_1749) != g_412) , 0x21L))), l_1749))) ^ l_1829), l_1749)) > g_413[0][4][0]) == l_1829) ^ l_1749)) > g_1863))) , 0x7885F3B7L) ^ g_142), g_1865[1])))
            { /* block id: 632 */
                uint16_t l_1866[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_1866[i] = 0UL;
                if (l_1829)
                    break;
                for (l_14 = 0; (l_14 >= 0); l_14 -= 1)
                { /* block id: 636 */
                    int i, j;
                    return l_978[l_14][l_14];
                }
                l_1866[0]--;
                l_1861 ^= 9L;
            }
            else
            { /* block id: 641 */
                uint16_t l_1869 = 65533UL;
                if (l_1869)
                { /* block id: 642 */
                    int64_t l_1879 = 6L;
                    int32_t l_1882 = 8L;
                    l_1828 = (((((g_95[0] <= (g_152 ^= g_508[0])) <= ((g_1235[1] = (l_42 = (safe_unary_minus_func_uint8_t_u((((safe_add_func_uint64_t_u_u(g_266, ((((safe_mul_func_uint16_t_u_u(((safe_mul_func_uint8_t_u_u(0xE4L, (l_1829 = (safe_div_func_uint64_t_u_u(((g_142 >= l_1879) >= (l_978[0][0] ^ g_387)), 0xC1E51CE6835F1E04LL))))) > l_1869), g_432)) & l_1880) , l_284[0][1][2]) , g_1881))) < 0xBD3B9316L) > l_1864[0][4]))))) > l_1882)) | l_14) | g_413[1][0][0]) & 0xD053736B1F1396BALL);
                    l_1828 = 0x0903465FL;
                    g_412 = (safe_sub_func_int8_t_s_s(0xC2L, (safe_lshift_func_int16_t_s_s(((l_1829 = 0x82L) != g_774), (safe_add_func_int64_t_s_s((-1L), ((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((((g_1865[1] & (safe_add_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(((((safe_mul_func_int16_t_s_s((g_41 == (-1L)), g_232)) , l_1749) > g_263) >= l_284[0][1][1]), l_1869)), l_1735))) <= g_265[4][0][2]) != g_265[2][0][0]), l_1828)), 2)) , l_1899[5])))))));
                    if (g_413[0][1][0])
                        break;
                }
                else
                { /* block id: 652 */
                    int64_t l_1912 = 1L;
                    int32_t l_1917 = 6L;
                    l_284[0][1][0] = ((safe_add_func_int64_t_s_s(((0x305FL | (((safe_div_func_int16_t_s_s((((0x038F6E42L < (safe_div_func_uint32_t_u_u(((safe_div_func_uint64_t_u_u((safe_div_func_int8_t_s_s((safe_rshift_func_int8_t_s_u((g_1180[4] ^= ((l_1912 = 0UL) , (((l_43 = 0UL) != (safe_sub_func_int16_t_s_s((0x49D2CAE1L < 4294967292UL), (safe_mod_func_int8_t_s_s(((l_979 |= 0x4FC1F6DAB30767B8LL) || l_1869), g_644[1][0]))))) && 0x4018L))), l_14)), 0x53L)), 0xD8EFB5CFC25E7410LL)) != g_141), l_1749))) && l_1864[0][4]) && g_145[2]), l_1917)) ^ 0x5B8BE01FL) <= l_1918)) > 0xC3L), g_133)) , g_462);
                    if (l_42)
                        break;
                }
            }
            if (((((((safe_mul_func_int8_t_s_s((((((safe_mod_func_uint16_t_u_u(l_1923, (g_774 , l_13))) == (g_141 = (g_12 ^= (safe_mul_func_uint16_t_u_u(0x3249L, (l_978[0][3] != 0x1182L)))))) | (safe_mod_func_int64_t_s_s((-7L), l_284[0][0][0]))) < 0xABL) <= l_1802), g_145[2])) , l_978[0][1]) ^ 0x4502L) <= l_1918) != l_1864[0][4]) , g_462))
            { /* block id: 663 */
                uint32_t l_1963 = 4294967294UL;
                int32_t l_1964 = (-1L);
                for (l_13 = 0; (l_13 <= 2); l_13 += 1)
                { /* block id: 666 */
                    int i, j;
                    g_431 = (0x5F2C3CE12C6DE6EFLL > ((safe_lshift_func_int16_t_s_u((-1L), 3)) && (0x3011L <= g_1498[(l_13 + 1)][l_13])));
                    g_643 = ((g_1865[0] >= (g_1498[l_13][l_13] = (safe_mul_func_uint8_t_u_u((g_141 | (g_90 , g_278)), ((safe_add_func_uint32_t_u_u((safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u(g_1498[(l_13 + 1)][l_13], ((safe_div_func_int64_t_s_s((safe_add_func_uint8_t_u_u(((g_508[0] , 0x38EE3AD822760057LL) < 0UL), 0UL)), l_1735)) , 0xB3E3L))), 0xCFL)), g_265[4][0][2])), l_1829)) >= 0UL))))) || g_644[2][0]);
                }
                l_1964 = ((65529UL < ((safe_sub_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((((safe_mul_func_int16_t_s_s((g_41 = 0L), l_1899[5])) ^ 0xDD0DL) | (l_1963 ^= ((l_1952 != ((((safe_lshift_func_int8_t_s_u((safe_sub_func_uint8_t_u_u(g_266, (safe_div_func_int64_t_s_s((safe_rshift_func_int16_t_s_s(((safe_div_func_int8_t_s_s(g_644[1][0], g_285)) , l_1861), 3)), l_43)))), g_965)) <= g_517) >= 0x13L) ^ g_413[1][0][3])) ^ l_13))), l_1964)), 0x4DL)) > g_1863)) || 0L);
                for (g_965 = 0; (g_965 != 40); g_965 = safe_add_func_uint64_t_u_u(g_965, 5))
                { /* block id: 676 */
                    g_834 = l_1963;
                    if (g_133)
                        goto lbl_1967;
                    if (g_965)
                        continue;
                }
            }
            else
            { /* block id: 681 */
                uint16_t l_1970[3];
                int32_t l_1971 = (-1L);
                uint16_t l_1973[7] = {0xC7BAL,0xC7BAL,0xA0EAL,0xC7BAL,0xC7BAL,0xA0EAL,0xC7BAL};
                int8_t l_1982 = 0x7FL;
                uint32_t l_1987 = 0UL;
                int i;
                for (i = 0; i < 3; i++)
                    l_1970[i] = 0x56F9L;
                for (g_965 = (-19); (g_965 > 8); g_965++)
                { /* block id: 684 */
                    l_1970[0] |= l_978[0][1];
                    --l_1973[0];
                    return g_1235[1];
                }
                l_1988 = (safe_rshift_func_uint8_t_u_u((((l_1880 | g_90) || g_294[5]) & ((safe_add_func_int8_t_s_s((((l_1971 = ((safe_lshift_func_int8_t_s_u(l_1880, (l_1982 > (safe_mod_func_int64_t_s_s((l_1829 = l_42), (((safe_mul_func_int8_t_s_s(g_267[0], l_1987)) , (-1L)) ^ 4UL)))))) , 0xCDB5E4BAL)) , 255UL) | g_507), (-3L))) == 0x893740A5F72CFE40LL)), l_284[0][1][1]));
                for (g_56 = 0; (g_56 <= 48); g_56 = safe_add_func_uint16_t_u_u(g_56, 7))
                { /* block id: 694 */
                    int32_t l_1991 = (-4L);
                    if (l_1991)
                        break;
                    g_412 = (g_1235[0] < l_284[0][1][2]);
                }
                for (g_237 = 0; (g_237 == (-1)); g_237 = safe_sub_func_int64_t_s_s(g_237, 7))
                { /* block id: 700 */
                    uint64_t l_1994 = 0UL;
                    l_1994--;
                    l_42 ^= (safe_sub_func_uint32_t_u_u((((g_267[0] = g_772) ^ g_237) >= ((g_413[0][0][2] , (-10L)) != l_13)), ((((safe_rshift_func_int16_t_s_s(((safe_rshift_func_int16_t_s_s((g_12 = ((safe_lshift_func_int16_t_s_u(((g_236 & l_1923) & g_266), l_1994)) , g_1730[1])), 7)) >= 0xB5L), 1)) , g_90) , l_979) , g_264)));
                }
            }
            if ((((((safe_div_func_uint32_t_u_u((safe_add_func_int64_t_s_s((l_1749 && ((l_1918 >= (safe_lshift_func_uint8_t_u_s(0xAEL, ((safe_div_func_int64_t_s_s((safe_rshift_func_uint8_t_u_u(((((safe_mul_func_int16_t_s_s((g_41 = l_2019), (g_774--))) >= ((safe_div_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((safe_mod_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u(g_12, 7)), g_294[1])), (255UL < g_428))) != (-2L)), l_1828)) || 65530UL)) < 1L) >= l_42), 7)), 0x266FC6CA76D9EF09LL)) , g_462)))) | l_13)), 1UL)), g_294[2])) , 0x1567L) , (-8L)) | l_1795) , 0xC92D9380L))
            { /* block id: 709 */
                uint64_t l_2030 = 0x929ECD2AD9611966LL;
                int16_t l_2035[3][1][1];
                uint16_t l_2047 = 0xB7D1L;
                int32_t l_2048[8][4];
                int i, j, k;
                for (i = 0; i < 3; i++)
                {
                    for (j = 0; j < 1; j++)
                    {
                        for (k = 0; k < 1; k++)
                            l_2035[i][j][k] = 0L;
                    }
                }
                for (i = 0; i < 8; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_2048[i][j] = 0x941A94DCL;
                }
                l_2030--;
                l_2035[2][0][0] = (18446744073709551615UL > ((l_1918 < (g_428 == ((g_508[2] |= (safe_mul_func_int8_t_s_s((-1L), l_2030))) < g_432))) || (0xEA81599AL != 0xF460DD17L)));
                g_643 = (((((((g_141 |= g_774) >= 0L) , ((l_2036 & ((l_2048[7][1] = (safe_mod_func_int64_t_s_s(l_2030, (safe_rshift_func_uint16_t_u_s(((((safe_rshift_func_uint16_t_u_s(g_772, (((((safe_sub_func_int16_t_s_s(l_2036, (safe_add_func_int64_t_s_s((((((((0L >= g_462) < l_1862) | g_644[0][0]) & 2L) || g_432) != g_508[1]) != g_507), 0x351D37345E5EC3CALL)))) || g_541) ^ g_1180[0]) > 0x06L) | g_644[1][0]))) , 18446744073709551613UL) & l_2047) | 0x74L), 3))))) && 0x6299L)) < g_432)) && g_413[1][0][3]) & g_285) , g_541) ^ l_1861);
                for (g_517 = 0; (g_517 <= 0); g_517 += 1)
                { /* block id: 718 */
                    uint16_t l_2049 = 65531UL;
                    --l_2049;
                }
            }
            else
            { /* block id: 721 */
                uint32_t l_2066 = 1UL;
                g_643 = (((safe_add_func_int16_t_s_s((g_41 = ((safe_sub_func_int64_t_s_s(1L, 0xBDF9ED0DDC852932LL)) ^ (safe_sub_func_uint8_t_u_u(g_387, ((((-1L) && (g_413[1][0][3] , l_1899[5])) || ((((safe_add_func_uint64_t_u_u(((safe_lshift_func_int16_t_s_s((safe_add_func_int32_t_s_s((((safe_rshift_func_uint8_t_u_u(l_1862, l_2066)) || 4294967295UL) < l_1749), 4294967295UL)), 7)) > 1L), 18446744073709551615UL)) == l_1861) , 0xDEL) == g_263)) & 254UL))))), l_284[0][0][0])) , g_1730[1]) < l_1828);
            }
        }
        return l_1749;
    }
    else
    { /* block id: 727 */
        uint32_t l_2073 = 1UL;
        int32_t l_2076 = 0L;
        uint16_t l_2131 = 65533UL;
        int32_t l_2135 = 0L;
        if ((((((((safe_lshift_func_uint16_t_u_u((g_19 >= l_284[0][0][2]), (((safe_sub_func_uint64_t_u_u((safe_sub_func_int32_t_s_s(l_42, (l_2073 ^= g_965))), g_834)) < 6UL) == (safe_sub_func_int32_t_s_s((l_2076 | (-1L)), g_508[3]))))) || g_1235[1]) && g_440) || g_541) < 1UL) ^ l_2076) > g_267[0]))
        { /* block id: 729 */
            int32_t l_2078 = 0x52D88E59L;
            int32_t l_2088 = 0x69EFFC45L;
            uint8_t l_2110 = 0xFAL;
            int32_t l_2122 = 0x5E74C70CL;
            int32_t l_2129 = 8L;
            int32_t l_2130[4];
            int8_t l_2132 = 0x76L;
            int32_t l_2138[4][2][7] = {{{7L,0L,7L,(-8L),1L,0x3EDE9179L,0x37DBB29CL},{0x90904063L,6L,0xB7E00159L,1L,0xB7E00159L,6L,0x90904063L}},{{0x2FC9C300L,0xDE866952L,0x37DBB29CL,1L,0x5FC4202CL,0x3EDE9179L,0x5FC4202CL},{6L,(-8L),(-8L),6L,0x9D294CE9L,0x80F7A5E8L,1L}},{{0xCF8D66AEL,0x24E5CC26L,0x37DBB29CL,7L,7L,0x37DBB29CL,0x24E5CC26L},{0x9D294CE9L,0x90904063L,0xB7E00159L,0L,(-8L),1L,1L}},{{0x3EDE9179L,0xCF8D66AEL,7L,0xCF8D66AEL,0x3EDE9179L,0xDE866952L,0x5FC4202CL},{0xA55343AEL,0x80F7A5E8L,0x90904063L,0L,0xD2C2996AL,0L,0x90904063L}}};
            int i, j, k;
            for (i = 0; i < 4; i++)
                l_2130[i] = 0xCFCE28DEL;
            l_2088 |= (((~(l_2078 = l_2076)) >= 0xAA3AA886L) <= ((safe_mod_func_int32_t_s_s(((safe_lshift_func_int8_t_s_s(0x95L, 3)) >= (~((safe_sub_func_uint32_t_u_u(4294967295UL, g_1865[1])) , g_508[2]))), (safe_div_func_int16_t_s_s((g_12 = g_413[1][0][3]), g_237)))) <= l_979));
            l_284[0][0][1] = (safe_sub_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u(l_2078, (safe_div_func_uint16_t_u_u((((g_152 = ((safe_mul_func_int16_t_s_s((((((safe_lshift_func_int8_t_s_u(l_43, l_2073)) <= 0UL) , (((g_411 >= (((((safe_mod_func_int16_t_s_s(((safe_mod_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_u(((safe_sub_func_uint16_t_u_u(((safe_mod_func_int16_t_s_s((safe_unary_minus_func_int16_t_s(((g_205 && 0xF9D02473L) , 0L))), l_2110)) , 65532UL), l_978[0][4])) != 0x37L), g_508[1])) , g_431), 0x42324412L)) , 0xF593L), 9L)) , 0x4B0E90E8L) <= 0x246BAF46L) != g_145[2]) > g_281)) == g_644[1][0]) || 0UL)) > l_284[0][1][1]) & l_1795), g_541)) <= l_2073)) < 0L) , 8UL), g_517)))), g_2111));
            g_834 = (((safe_div_func_int16_t_s_s(l_2088, (safe_add_func_uint32_t_u_u((((((((((2L <= (safe_mul_func_int16_t_s_s((l_2110 != ((l_2130[2] = ((((((safe_sub_func_uint64_t_u_u((safe_rshift_func_int8_t_s_u((l_2122 == ((((safe_add_func_int8_t_s_s(g_2125[1][4][0], (((0x9C05L >= ((~(((safe_div_func_uint16_t_u_u((l_2129 = (l_2076 >= g_232)), l_2073)) <= 0xCE8C7BB2L) && g_267[0])) & g_142)) & g_428) <= g_1180[1]))) , l_2076) > 0x92L) , g_266)), 2)), 0L)) , l_2122) == 0x3AF06F056C3DD43FLL) | g_1863) == l_2076) == l_2122)) <= l_2088)), 0x0838L))) <= g_1881) && l_2131) == g_508[0]) && 1L) , 0xE0L) ^ g_278) ^ 0x66L) && g_643), l_978[0][3])))) & l_2073) <= g_294[2]);
            for (g_84 = 0; (g_84 <= 0); g_84 += 1)
            { /* block id: 740 */
                uint32_t l_2143 = 0x809274D6L;
                int32_t l_2146 = (-1L);
                int32_t l_2147 = (-1L);
                ++g_2140;
                --l_2143;
                ++g_2150[0];
                for (g_205 = 0; (g_205 >= 0); g_205 -= 1)
                { /* block id: 746 */
                    int i, j;
                    l_42 = (safe_mod_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u((((((safe_mod_func_int8_t_s_s(l_978[g_205][(g_205 + 4)], (l_978[g_205][(g_205 + 4)] , g_1730[1]))) != ((safe_div_func_uint32_t_u_u((((18446744073709551613UL < (l_978[0][3] ^ 0L)) & (g_1498[6][1] >= g_496)) || 0x9EE7B9BCD9BC4F21LL), (-5L))) <= l_2143)) >= 0x27D5E38916670F36LL) != g_12) != l_2147), l_14)) >= l_978[g_205][(g_205 + 4)]), 1UL));
                }
            }
        }
        else
        { /* block id: 750 */
            uint64_t l_2162 = 18446744073709551615UL;
            int64_t l_2201 = 2L;
            int32_t l_2258 = 0x4C5914E6L;
            if ((g_462 > (l_2162++)))
            { /* block id: 752 */
                uint32_t l_2199 = 0x707A9A48L;
                g_643 = ((safe_mod_func_uint32_t_u_u((g_644[0][0] | ((safe_sub_func_int64_t_s_s((((safe_rshift_func_uint8_t_u_u((g_1863 = (--g_152)), 3)) >= (5UL && (safe_div_func_uint16_t_u_u(((l_2135 = ((((safe_div_func_uint64_t_u_u(g_1498[6][1], (safe_div_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u(l_2162, ((safe_mod_func_int8_t_s_s(((safe_div_func_int16_t_s_s(((safe_sub_func_int8_t_s_s(((safe_add_func_int32_t_s_s((safe_mod_func_uint64_t_u_u((safe_mul_func_int16_t_s_s(((((((l_2162 , (safe_add_func_uint16_t_u_u(l_2199, g_2134[2][1][1]))) == g_2200) & g_440) != l_2199) || g_264) != g_2139), g_294[1])), l_2199)), g_2134[0][7][0])) , l_1972), l_43)) ^ l_2199), l_2162)) <= g_12), g_265[4][0][2])) == 0L))), g_84)) , 250UL), g_1235[1])), 0x49L)))) < l_1972) > l_2199) >= l_2135)) || g_267[0]), g_281)))) != l_284[0][1][1]), g_512)) != l_2201)), l_2199)) == l_2019);
                g_834 = (!(safe_lshift_func_uint16_t_u_s(l_2135, ((safe_lshift_func_uint8_t_u_u(((((g_41 == (safe_lshift_func_int16_t_s_u((safe_lshift_func_uint16_t_u_u((--g_90), ((safe_add_func_int16_t_s_s((g_12 = l_1952), ((safe_add_func_int64_t_s_s(((l_2199 != 0xB037B1BE1DF655DCLL) ^ (l_2076 = (0L >= (((((1L ^ g_1180[4]) <= g_643) && g_508[1]) <= 18446744073709551615UL) < g_285)))), l_979)) < l_2131))) , l_2199))), 1))) > 1L) <= l_284[0][0][2]) , g_2125[1][4][0]), 6)) , g_236))));
            }
            else
            { /* block id: 761 */
                int64_t l_2230 = 0x4A0FE349F6854ED9LL;
                if (g_142)
                { /* block id: 762 */
                    int16_t l_2229[4] = {0x0BACL,0x0BACL,0x0BACL,0x0BACL};
                    int i;
                    l_2135 = (safe_sub_func_uint16_t_u_u((--g_1498[4][2]), ((((safe_mod_func_uint8_t_u_u((safe_mod_func_uint8_t_u_u(l_2162, 0xCCL)), 0x96L)) & (safe_add_func_int8_t_s_s((l_2230 = l_2229[1]), (safe_lshift_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u((g_205 , ((0x80EC98F1FEC5BD88LL >= ((((safe_sub_func_int32_t_s_s((safe_mod_func_int8_t_s_s(((((((safe_add_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u((l_978[0][3] & 0x10L), l_2162)), 0xF2L)) <= l_1972) | l_2229[3]) || l_284[0][1][1]) & g_84) != 0xF569D80CBC19B978LL), g_508[1])), l_1988)) && l_2135) & 0x08L) > l_2229[1])) > 0x9423L)), g_145[2])) <= 0x2B36L), 6))))) , 0xB3520E92330D88EFLL) <= 0x3972E331E044B183LL)));
                    g_431 = (g_281 < (((g_834 = (g_2243 , (safe_rshift_func_int16_t_s_u((g_41 = (safe_div_func_int64_t_s_s((safe_mod_func_int16_t_s_s((safe_mod_func_uint64_t_u_u((safe_add_func_int64_t_s_s((g_264 < l_2229[1]), g_431)), 0x0C3A5E9496D8C405LL)), (safe_sub_func_int32_t_s_s((safe_mod_func_int16_t_s_s((l_1744 > 0xFEE58C0BL), 4UL)), g_266)))), g_90))), l_2230)))) > l_1972) , l_2258));
                }
                else
                { /* block id: 769 */
                    return g_2149;
                }
            }
            g_834 = ((safe_rshift_func_uint16_t_u_s((0xFFL == (safe_mul_func_int16_t_s_s((l_1795 < (safe_rshift_func_int16_t_s_u(((safe_add_func_int32_t_s_s(l_2073, (l_2019 = g_265[3][0][1]))) == (safe_sub_func_int32_t_s_s((((safe_add_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s(((0x16E8L && g_263) , ((safe_add_func_uint64_t_u_u(g_2200, 0UL)) , g_2275)), 2)), l_2131)) ^ g_2137) < 4UL), g_512))), l_43))), 0x7534L))), 0)) >= l_2162);
        }
    }
    return l_42;
}


/* ------------------------------------------ */
/* 
 * reads : g_496 g_56 g_145 g_774 g_264 g_387 g_965 g_267 g_142 g_432 g_512 g_90 g_644 g_523 g_232 g_237 g_834 g_95 g_84 g_507 g_19 g_133 g_508 g_41 g_1180 g_294 g_209 g_1235 g_394 g_1498 g_413 g_141
 * writes: g_496 g_56 g_267 g_431 g_1180 g_512 g_90 g_41 g_772 g_84 g_152 g_643 g_19 g_133 g_508 g_294 g_281 g_265 g_1235 g_432 g_834
 */
static int32_t  func_2(uint64_t  p_3, int16_t  p_4)
{ /* block id: 499 */
    int32_t l_1584[4];
    int32_t l_1587[7][7][1] = {{{8L},{0xB72523C7L},{8L},{8L},{0xB72523C7L},{8L},{8L}},{{0xB72523C7L},{8L},{8L},{0xB72523C7L},{8L},{8L},{0xB72523C7L}},{{8L},{8L},{0xB72523C7L},{8L},{8L},{0xB72523C7L},{8L}},{{8L},{0xB72523C7L},{8L},{8L},{0xB72523C7L},{8L},{8L}},{{0xB72523C7L},{8L},{8L},{0xB72523C7L},{8L},{8L},{0xB72523C7L}},{{8L},{8L},{0xB72523C7L},{8L},{8L},{0xB72523C7L},{8L}},{{8L},{0xB72523C7L},{0xB72523C7L},{0xB72523C7L},{0x6224E2C4L},{0xB72523C7L},{0xB72523C7L}}};
    uint32_t l_1658 = 0x2C8257BAL;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_1584[i] = 0xA6A55189L;
    for (g_496 = 0; (g_496 <= 0); g_496 += 1)
    { /* block id: 502 */
        uint16_t l_1557 = 1UL;
        int16_t l_1585 = 1L;
        const uint32_t l_1586 = 18446744073709551606UL;
        int32_t l_1618 = 1L;
        int32_t l_1659 = 0x68AC6D9EL;
        int64_t l_1661 = 0xD60D03E3421C067ELL;
        int64_t l_1705 = 0L;
        int32_t l_1734 = 8L;
        for (g_56 = 0; (g_56 <= 0); g_56 += 1)
        { /* block id: 505 */
            uint8_t l_1558 = 3UL;
            int32_t l_1592[7];
            int16_t l_1626 = 0xA299L;
            int i;
            for (i = 0; i < 7; i++)
                l_1592[i] = 0x5CE6994EL;
            if (g_145[0])
            { /* block id: 506 */
                l_1558 = l_1557;
            }
            else
            { /* block id: 508 */
                int i;
                l_1587[5][2][0] = (safe_add_func_uint8_t_u_u((p_3 | ((safe_sub_func_int64_t_s_s(((18446744073709551615UL || (safe_unary_minus_func_int32_t_s((safe_add_func_uint32_t_u_u(0UL, ((g_774 != (safe_sub_func_int16_t_s_s(((safe_sub_func_uint64_t_u_u((!(safe_mod_func_int8_t_s_s(((((safe_add_func_uint8_t_u_u((safe_unary_minus_func_uint32_t_u((safe_sub_func_uint32_t_u_u((((((g_264 & (safe_div_func_uint8_t_u_u(p_3, (safe_rshift_func_int16_t_s_u((safe_sub_func_uint64_t_u_u(0xB0EDE554F488E4A7LL, p_3)), l_1558))))) , l_1584[1]) < l_1585) <= l_1586) , 0x61243125L), p_3)))), g_387)) ^ p_4) , p_4) , p_4), l_1557))), p_3)) , p_3), p_3))) == l_1584[1])))))) || 0x50D7L), p_3)) , p_3)), g_965));
                l_1592[5] |= (safe_rshift_func_uint8_t_u_u(((~((p_4 || (~0x97L)) || (p_4 = l_1584[1]))) == (g_267[g_496] ^= l_1587[1][6][0])), 6));
            }
            g_431 = (l_1587[0][2][0] ^= l_1586);
            if ((safe_add_func_uint16_t_u_u(((l_1558 != l_1592[5]) , (((((safe_lshift_func_int16_t_s_s((safe_add_func_int32_t_s_s((((safe_mul_func_int16_t_s_s(((l_1618 = (safe_mod_func_int32_t_s_s(((safe_div_func_int64_t_s_s(p_3, (((safe_sub_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s((safe_lshift_func_int8_t_s_u((safe_div_func_uint8_t_u_u((safe_mod_func_int64_t_s_s((~(((l_1587[5][4][0] = l_1592[5]) >= (l_1592[0] != l_1558)) && ((g_1180[4] = ((safe_mod_func_uint64_t_u_u(18446744073709551607UL, g_142)) > l_1592[2])) <= (-8L)))), 0x60CC84CF028257E1LL)), (-10L))), p_3)), 4)), 1L)) > 5UL) && l_1592[3]))) >= l_1584[2]), 6UL))) & g_432), 0x06A1L)) , 7UL) , p_4), p_4)), p_4)) || p_4) != 0xF4F5L) || 0xF4L) ^ l_1584[1])), 0x7D5AL)))
            { /* block id: 519 */
                int32_t l_1625[2][6] = {{0x09458DD2L,0x09458DD2L,0x09458DD2L,0x09458DD2L,0x09458DD2L,0x09458DD2L},{0x09458DD2L,0x09458DD2L,0x09458DD2L,0x09458DD2L,0x09458DD2L,0x09458DD2L}};
                int32_t l_1660 = 0xEECDDED7L;
                uint32_t l_1663 = 0x17F9EC74L;
                int i, j;
                for (g_512 = 0; (g_512 <= 36); g_512 = safe_add_func_uint16_t_u_u(g_512, 8))
                { /* block id: 522 */
                    uint64_t l_1657 = 18446744073709551606UL;
                    int32_t l_1662 = 1L;
                    l_1663 &= ((l_1662 = (l_1661 &= (safe_rshift_func_int16_t_s_u(((safe_mul_func_int8_t_s_s(((--g_90) | (safe_mod_func_int16_t_s_s((safe_add_func_uint16_t_u_u(((l_1659 = (safe_add_func_int8_t_s_s(((safe_sub_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((((l_1618 = l_1586) ^ l_1584[0]) & (((g_772 = (safe_sub_func_uint8_t_u_u(((safe_add_func_uint8_t_u_u(((safe_add_func_uint16_t_u_u((g_644[1][0] < 0x0B17L), (g_41 = g_267[0]))) != ((safe_mod_func_uint64_t_u_u(((safe_rshift_func_int8_t_s_s(l_1558, ((safe_mul_func_int16_t_s_s((((safe_div_func_int32_t_s_s((((safe_div_func_int32_t_s_s(g_523, l_1625[0][0])) || l_1558) != 1L), l_1587[5][2][0])) , g_774) != g_232), 65535UL)) | 0L))) < p_3), 0x3FF83E89E6BF9042LL)) <= g_237)), l_1584[0])) && 0x04L), (-6L)))) == 0xD50EL) && (-1L))), 0xE7CCL)), p_3)) | l_1657), l_1658))) & l_1557), p_3)), g_834))), l_1660)) >= g_56), 14)))) | g_145[2]);
                }
            }
            else
            { /* block id: 532 */
                int16_t l_1679 = 0L;
                int8_t l_1690 = 0x88L;
                const uint8_t l_1704 = 1UL;
                int32_t l_1706 = 1L;
                int32_t l_1728 = 1L;
                int32_t l_1729[8];
                int i;
                for (i = 0; i < 8; i++)
                    l_1729[i] = 0xD9138FC1L;
                if (p_3)
                { /* block id: 533 */
                    l_1679 = ((g_133 |= ((g_19 ^= (safe_div_func_uint16_t_u_u((((safe_add_func_uint8_t_u_u((--g_512), (g_152 = (g_84 |= ((0L ^ 1UL) == ((safe_lshift_func_uint8_t_u_u(p_4, 4)) , g_95[4])))))) <= (-7L)) , (((safe_mul_func_int16_t_s_s((safe_add_func_uint16_t_u_u(((g_643 = (l_1587[1][4][0] = (!0L))) & (safe_rshift_func_int8_t_s_s(l_1658, 7))), 0xB825L)), p_4)) < l_1584[2]) | p_4)), g_507))) > 18446744073709551607UL)) >= g_267[0]);
                    l_1659 = g_267[0];
                    l_1659 = l_1679;
                }
                else
                { /* block id: 544 */
                    if (p_3)
                        break;
                    if (p_3)
                        continue;
                }
                if (l_1592[0])
                    break;
                if ((safe_lshift_func_uint16_t_u_u((g_90 |= (l_1592[4] = g_387)), ((safe_add_func_uint32_t_u_u((g_508[1]--), l_1557)) < (g_1180[0] &= g_41)))))
                { /* block id: 553 */
                    uint64_t l_1691 = 0x8236A59C0A3A8F2ELL;
                    int32_t l_1694 = (-1L);
                    l_1706 = (safe_rshift_func_int16_t_s_u(((safe_lshift_func_int8_t_s_u((((l_1659 = ((((l_1690 , (((l_1691 , l_1690) | p_4) && ((safe_rshift_func_uint16_t_u_s((0x3E63L && ((g_281 = (--g_294[4])) > (safe_lshift_func_uint16_t_u_s(p_4, (((((safe_div_func_int64_t_s_s((g_265[2][0][1] = (((safe_sub_func_uint64_t_u_u((((((((safe_unary_minus_func_uint8_t_u((g_209 , 0UL))) ^ g_644[1][0]) , 0xDD91L) == p_3) & l_1558) || l_1679) | l_1690), g_1235[1])) <= l_1659) <= g_95[4])), 0xCCD00F9CE7696457LL)) == 0xE14D1A7EL) ^ 18446744073709551615UL) >= g_644[2][0]) > 0x26L))))), g_394)) , p_3))) , l_1691) | 0xD3C4C309DC030247LL) <= l_1704)) ^ l_1705) , g_512), g_95[4])) > l_1694), p_4));
                    l_1694 = (safe_add_func_uint64_t_u_u(((safe_sub_func_int32_t_s_s(((((0xA006B293L | p_4) , ((safe_div_func_int32_t_s_s(p_4, (safe_add_func_uint64_t_u_u((g_1235[0] &= (g_19 = p_4)), 0xF5069CC515B66334LL)))) == 0x1864L)) ^ (safe_lshift_func_int16_t_s_s(0L, p_4))) , g_1180[4]), p_4)) , g_1498[1][2]), 0x6E77BFAD65EAACC1LL));
                    l_1694 = ((((g_432 = ((safe_lshift_func_int16_t_s_s(0x85EAL, 14)) , (l_1706 &= 0x04L))) >= (safe_unary_minus_func_int8_t_s((safe_sub_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_s(l_1585, ((((l_1592[5] &= (safe_div_func_int64_t_s_s(((((0x5835A28FL < (g_834 |= p_3)) < l_1626) != p_3) <= g_394), p_4))) ^ l_1661) == 0xFCC86D15L) > g_56))) , p_3) != p_4), g_232))))) & g_413[0][1][0]) | l_1691);
                    l_1659 = g_507;
                }
                else
                { /* block id: 568 */
                    uint8_t l_1731 = 0x8FL;
                    --l_1731;
                    if (l_1734)
                        break;
                    if (g_141)
                        break;
                }
            }
        }
    }
    return p_3;
}


/* ------------------------------------------ */
/* 
 * reads : g_508 g_394 g_523 g_1498 g_772 g_267 g_264 g_413 g_278
 * writes: g_643 g_145 g_462 g_834
 */
static uint64_t  func_5(int32_t  p_6)
{ /* block id: 491 */
    int32_t l_1518[3][5][2] = {{{1L,0x30BC2ED8L},{0x30BC2ED8L,1L},{0x30BC2ED8L,0x30BC2ED8L},{1L,0x30BC2ED8L},{0x30BC2ED8L,1L}},{{0x30BC2ED8L,0x30BC2ED8L},{1L,0x30BC2ED8L},{0x30BC2ED8L,1L},{0x30BC2ED8L,0x30BC2ED8L},{1L,0x30BC2ED8L}},{{0x30BC2ED8L,1L},{0x30BC2ED8L,0x30BC2ED8L},{1L,0x30BC2ED8L},{0x30BC2ED8L,1L},{0x30BC2ED8L,0x30BC2ED8L}}};
    uint16_t l_1519 = 0x0CDAL;
    uint32_t l_1556[6] = {0xD0161886L,0xD0161886L,0xD0161886L,0xD0161886L,0xD0161886L,0xD0161886L};
    int i, j, k;
    --l_1519;
    g_834 = (safe_mod_func_uint64_t_u_u((+(safe_sub_func_uint8_t_u_u((!(~g_508[1])), (!g_394)))), (safe_lshift_func_uint8_t_u_s(((safe_mul_func_int16_t_s_s((safe_add_func_int64_t_s_s(l_1519, 0x5DFB22D503B00C45LL)), (safe_mod_func_int16_t_s_s(((safe_add_func_int64_t_s_s((g_462 = ((safe_sub_func_uint32_t_u_u((safe_add_func_int64_t_s_s(g_523, (((safe_mod_func_uint32_t_u_u((safe_mod_func_uint32_t_u_u((safe_div_func_int16_t_s_s(p_6, (safe_add_func_uint64_t_u_u(((safe_lshift_func_uint16_t_u_s((l_1518[0][2][0] |= (safe_mod_func_int64_t_s_s((g_145[2] = ((g_643 = l_1556[5]) || p_6)), 1UL))), 3)) < g_1498[5][2]), g_772)))), 0xE11857E2L)), g_267[0])) != 0x79226194L) != l_1556[3]))), 1L)) , g_264)), p_6)) > l_1556[5]), g_413[1][0][3])))) ^ l_1556[5]), p_6))));
    return g_278;
}


/* ------------------------------------------ */
/* 
 * reads : g_142 g_462 g_281 g_208 g_508 g_145 g_95 g_264 g_141 g_56 g_265 g_774 g_413 g_90 g_517 g_294 g_84 g_541 g_152 g_394 g_19 g_237 g_12 g_431 g_644 g_263 g_432 g_387 g_496 g_133 g_412 g_507 g_267 g_205 g_411 g_1180 g_41 g_407 g_285 g_1235 g_523 g_278 g_236 g_512 g_266 g_440 g_643 g_209 g_834 g_1498
 * writes: g_462 g_834 g_19 g_496 g_412 g_263 g_643 g_428 g_507 g_152 g_41 g_1235 g_431 g_141 g_772 g_512 g_56 g_413 g_1180 g_644 g_12 g_294 g_90 g_387 g_411 g_432 g_541
 */
static int32_t  func_7(uint16_t  p_8, const uint64_t  p_9, uint16_t  p_10, int32_t  p_11)
{ /* block id: 319 */
    uint16_t l_980 = 1UL;
    int32_t l_990 = 1L;
    int64_t l_1012 = 9L;
    uint64_t l_1085 = 18446744073709551615UL;
    int32_t l_1181 = 1L;
    int16_t l_1403 = (-2L);
    int8_t l_1481[2];
    int i;
    for (i = 0; i < 2; i++)
        l_1481[i] = 1L;
    if ((l_980 , (((g_142 , ((((p_8 <= (((g_462 ^= 0x1DE63C3DABA111B6LL) < ((l_990 = ((((safe_mul_func_uint16_t_u_u(l_980, (safe_sub_func_uint64_t_u_u((((safe_mul_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_s(((8L | (~((l_980 , l_980) | p_9))) != 0xE97619B85DBB858ALL), 6)) ^ g_281), g_208)) < (-6L)) <= p_10), 0UL)))) , p_8) == p_11) <= 0x5338EE46L)) == 1L)) > l_980)) , 1UL) == p_9) && 0xC352L)) , 65528UL) , l_980)))
    { /* block id: 322 */
        int32_t l_997 = 0xC179916DL;
        int32_t l_1011 = 2L;
        int64_t l_1030 = (-1L);
        uint32_t l_1204[8] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
        int i;
lbl_1234:
        g_834 = (safe_div_func_uint32_t_u_u((safe_add_func_int32_t_s_s((g_508[1] >= p_11), p_8)), (((safe_lshift_func_uint16_t_u_u(((l_990 , g_145[2]) > l_990), (g_95[4] ^ 0xB2L))) != l_997) & l_997)));
        if ((p_10 == (safe_add_func_int64_t_s_s((safe_div_func_uint64_t_u_u(g_264, (((l_997 >= (l_990 = ((l_990 == ((((((l_1011 = (((((safe_mul_func_uint16_t_u_u((safe_add_func_uint8_t_u_u(((((g_141 <= p_10) , ((safe_unary_minus_func_int16_t_s(((safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(((g_56 < g_265[2][0][0]) | 8UL), l_997)), g_774)) ^ 0x054FL))) , g_413[1][0][0])) , l_990) , l_990), p_8)), p_8)) , g_90) == g_517) , 0xD9L) ^ g_294[2])) & p_8) <= l_1012) | 0x13C3L) == 0xB1BD36C6CC7A834BLL) , p_11)) , (-10L)))) && g_90) | 0x1AL))), 0x674668FDB67132C0LL))))
        { /* block id: 326 */
            const int32_t l_1029[1] = {(-5L)};
            int32_t l_1031 = 1L;
            int i;
            l_1031 = (((safe_add_func_uint8_t_u_u(((safe_sub_func_uint8_t_u_u(g_281, ((safe_add_func_uint64_t_u_u(1UL, g_84)) , (l_1030 = (safe_mul_func_int8_t_s_s(((safe_div_func_int64_t_s_s(p_11, p_8)) & (safe_mod_func_uint8_t_u_u(((safe_div_func_uint32_t_u_u((safe_add_func_uint8_t_u_u(g_541, (l_1029[0] > l_997))), 0xBA936FD0L)) >= 0xC2BC440FL), p_9))), 0xE6L)))))) == g_56), 6L)) && p_10) && g_152);
        }
        else
        { /* block id: 329 */
            uint64_t l_1050[2];
            int32_t l_1051[5];
            int32_t l_1071[6];
            int32_t l_1072 = 7L;
            int32_t l_1190 = 6L;
            int64_t l_1195[5] = {0xCFC587BB72DAEF05LL,0xCFC587BB72DAEF05LL,0xCFC587BB72DAEF05LL,0xCFC587BB72DAEF05LL,0xCFC587BB72DAEF05LL};
            int64_t l_1217 = 0xEDA30CD24E8BF397LL;
            uint32_t l_1260 = 0xA7D7063AL;
            int i;
            for (i = 0; i < 2; i++)
                l_1050[i] = 9UL;
            for (i = 0; i < 5; i++)
                l_1051[i] = 0x6500FBF6L;
            for (i = 0; i < 6; i++)
                l_1071[i] = 7L;
            if (((safe_mul_func_int16_t_s_s(8L, (((g_496 = (((safe_mul_func_int8_t_s_s(((-7L) <= (g_394 ^ 1L)), p_10)) ^ (((safe_unary_minus_func_uint32_t_u((safe_add_func_uint16_t_u_u(((0xFACBL >= ((safe_div_func_int32_t_s_s(((++g_19) , (l_1050[1] = (+(safe_add_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u((safe_add_func_int64_t_s_s((8UL ^ g_774), l_980)), 3)), 0x3899L))))), p_8)) >= l_1051[4])) < l_1011), l_1012)))) || g_237) && p_8)) > p_10)) , p_11) >= 1UL))) , p_11))
            { /* block id: 333 */
                g_412 = l_1030;
                p_11 = ((((((l_1072 |= (l_1071[2] = (safe_mod_func_uint8_t_u_u((((l_1012 || (safe_sub_func_uint16_t_u_u((safe_div_func_uint16_t_u_u(0xB0C0L, (~(safe_mul_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((safe_add_func_int8_t_s_s(((safe_rshift_func_int16_t_s_u(((g_19--) < (safe_mul_func_int16_t_s_s(0xDB87L, g_12))), (3UL != (l_1051[3] ^= (0x60D2L != g_431))))) & p_9), g_145[2])), 0x11519C69L)) , 0x64L), l_1011))))), p_8))) | p_10) , 250UL), p_11)))) , g_644[2][0]) && p_9) , (-5L)) <= p_8) , (-1L));
                for (g_263 = 0; (g_263 > (-15)); g_263 = safe_sub_func_int8_t_s_s(g_263, 1))
                { /* block id: 342 */
                    return g_95[2];
                }
            }
            else
            { /* block id: 345 */
                uint32_t l_1075[2][8] = {{0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L},{0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L,0x924A0835L}};
                int32_t l_1080 = 0x500D2562L;
                int i, j;
                g_643 = (l_997 && (((l_990 = l_1075[1][0]) <= ((safe_lshift_func_int16_t_s_u((safe_sub_func_uint16_t_u_u((p_10--), (((g_413[0][0][0] != 0xFBB06526FC3512A8LL) >= ((safe_div_func_int8_t_s_s(0x66L, l_1075[0][5])) || l_1085)) , p_8))), g_432)) , g_508[3])) | p_8));
                if (g_541)
                { /* block id: 349 */
                    l_1051[4] = (((!(0x4AL != (safe_unary_minus_func_uint8_t_u((safe_rshift_func_int8_t_s_u(((g_644[1][0] > (safe_add_func_uint64_t_u_u((p_11 > (safe_mul_func_uint16_t_u_u(3UL, g_387))), (!p_9)))) | (safe_rshift_func_int8_t_s_s(l_990, p_8))), 1)))))) || 0x0BL) > p_11);
                }
                else
                { /* block id: 351 */
                    p_11 |= 0L;
                }
                if ((((g_19 |= ((((safe_sub_func_int32_t_s_s((safe_sub_func_uint16_t_u_u((p_8--), (l_980 , ((((safe_unary_minus_func_int8_t_s((safe_mod_func_uint32_t_u_u((safe_lshift_func_int8_t_s_s(3L, (safe_sub_func_int8_t_s_s(0x0DL, 255UL)))), l_1072)))) & (p_10 <= (safe_rshift_func_int8_t_s_s(((((((((l_990 = (g_394 | g_496)) > 18446744073709551615UL) != 0UL) != 0xC03A364F5C6AF15CLL) < l_1011) & l_1075[1][1]) || 0xC377L) >= 18446744073709551615UL), p_10)))) ^ p_11) < 8UL)))), l_1030)) != 0x16A3L) && l_1075[1][2]) && g_294[2])) != g_644[1][0]) & 0L))
                { /* block id: 357 */
                    uint32_t l_1136 = 3UL;
                    g_834 = (((safe_sub_func_int64_t_s_s((l_1080 && (((g_507 ^= ((((safe_sub_func_int32_t_s_s(((((safe_mul_func_uint8_t_u_u(0xBEL, ((((safe_lshift_func_int16_t_s_u(0L, ((safe_rshift_func_int16_t_s_s((((safe_add_func_int16_t_s_s((safe_add_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u(g_394, (g_428 = (((safe_sub_func_int16_t_s_s(l_1075[1][0], (safe_mul_func_int16_t_s_s((safe_div_func_uint64_t_u_u(l_1136, ((safe_div_func_int16_t_s_s(((l_1050[1] & l_980) , g_774), (-1L))) & l_990))), g_133)))) , l_1085) || g_412)))), g_263)), l_1011)) < 0x14B9E5CCL) | 0UL), 9)) | (-2L)))) == 255UL) == p_9) , p_8))) , p_11) & l_990) != 0x681ED348B0F349A0LL), g_508[3])) != 18446744073709551608UL) , p_10) && 0x5EB6DAF18966E779LL)) < l_1071[2]) < p_8)), g_508[1])) , 6L) <= g_142);
                    g_834 = (p_11 = ((safe_div_func_int64_t_s_s(((((safe_rshift_func_uint16_t_u_u((g_267[0] > ((((safe_mod_func_int64_t_s_s((safe_add_func_int8_t_s_s((safe_add_func_int8_t_s_s(9L, ((safe_sub_func_int32_t_s_s((safe_sub_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u((p_8 = ((0x66DFL != 0UL) <= (18446744073709551609UL <= g_265[4][0][2]))), p_10)) <= 0UL), l_1080)), l_980)) == 254UL))), g_205)), p_10)) >= p_10) , (-3L)) & p_9)), 5)) | p_9) == p_11) <= 0L), 0x47C63F359E867C03LL)) && 0xEB86L));
                    l_1181 = (g_265[4][0][2] & ((safe_rshift_func_uint16_t_u_s((safe_sub_func_int8_t_s_s(1L, (g_152 = (safe_mod_func_uint8_t_u_u((safe_div_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u(((safe_mod_func_uint32_t_u_u(((safe_add_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_u(((((((l_990 &= 1L) && ((((p_11 = 0xE780E1E9L) >= (safe_rshift_func_uint8_t_u_u((g_774 >= ((-6L) || ((!(((((safe_rshift_func_uint8_t_u_u(0x24L, 5)) & l_1136) >= l_1080) > 0xD3L) < 0x19213A91L)) ^ g_411))), l_1030))) , (-1L)) > p_8)) && 3UL) | g_84) , p_10) == p_10), l_1085)), p_8)) != l_997), g_1180[4])) ^ g_263), 0x5AL)) == p_9), 1UL)), 255UL)), p_9))))), l_1080)) ^ g_84));
                }
                else
                { /* block id: 368 */
                    uint32_t l_1198 = 0xB70AF8A3L;
                    l_1195[4] = (safe_rshift_func_uint16_t_u_s((safe_lshift_func_uint8_t_u_s((((((((((0xE8L < (g_428 = (-1L))) , (safe_div_func_uint8_t_u_u(((l_1190 = ((safe_mul_func_uint16_t_u_u(65531UL, (-1L))) || g_265[5][0][1])) == ((safe_rshift_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(l_1011, (p_11 & g_644[1][0]))), 2)) , 0x5FL)), p_11))) && l_1181) , 0L) | g_145[2]) ^ g_541) <= g_205) , l_1030) > p_10), 3)), 4));
                    p_11 = (safe_add_func_uint32_t_u_u(l_1198, (!p_8)));
                    return p_11;
                }
            }
            l_1217 &= (((((safe_lshift_func_uint8_t_u_s((safe_add_func_uint64_t_u_u((((p_10 , (((((l_1204[4] , (((safe_sub_func_int64_t_s_s((l_1071[2] == l_990), (0xA9L <= (safe_sub_func_uint32_t_u_u(0x2E9D358EL, (safe_sub_func_int16_t_s_s((g_41 ^= ((safe_lshift_func_uint8_t_u_s((((safe_rshift_func_int16_t_s_s((safe_div_func_int32_t_s_s((((((((((((p_9 ^ 0x4111BBC12F5A0B3ELL) , p_8) != l_1051[4]) && p_9) | g_541) , p_10) , 2L) ^ 0x91L) | 0x79L) || p_9) == p_8), g_133)), 12)) < l_1195[4]) , p_8), l_1195[4])) , p_10)), 0UL))))))) > g_263) && p_10)) | (-10L)) , l_1050[1]) & p_10) , 0x781944A7B78E2F73LL)) || g_407) <= l_980), l_1085)), g_133)) | g_496) == l_1011) >= g_644[1][0]) , 0x90F4560FL);
            l_1051[1] = (l_997 , p_10);
            if (((++p_10) || 9UL))
            { /* block id: 380 */
                uint16_t l_1233[3][8][8] = {{{0UL,65535UL,0UL,65535UL,0xF96CL,1UL,65535UL,0UL},{0UL,0x4D9AL,0UL,0xDAD7L,0x4D9AL,65535UL,0xF96CL,0x9D83L},{0UL,0x3ACAL,0xB78AL,0x34B3L,0xF96CL,8UL,0UL,0x3ACAL},{0UL,0UL,1UL,0x4D9AL,1UL,65535UL,65535UL,1UL},{0xDAD7L,0x9D83L,0x9D83L,0xDAD7L,0UL,65533UL,0UL,65535UL},{0UL,0xDAD7L,0xC8A8L,0UL,0UL,65529UL,0UL,0xF96CL},{1UL,0xDAD7L,0UL,3UL,0x3ACAL,65533UL,3UL,0UL},{1UL,0x9D83L,0UL,0x3420L,65533UL,65535UL,0UL,65535UL}},{{0UL,0UL,65526UL,0UL,0UL,8UL,1UL,0UL},{0UL,0x3ACAL,65535UL,0UL,0x3420L,65535UL,65533UL,0UL},{0xDAD7L,0x4D9AL,65535UL,0xF96CL,0x9D83L,1UL,1UL,3UL},{0x3420L,65535UL,65526UL,0UL,0xF96CL,0xC8A8L,0UL,0UL},{65535UL,0x34B3L,0UL,0UL,0x34B3L,65535UL,3UL,1UL},{0UL,65533UL,0UL,0x34B3L,0xF1D4L,65529UL,0x1487L,0xC8A8L},{0x4D9AL,0x1487L,0UL,0UL,65535UL,0UL,0UL,65535UL},{65535UL,65535UL,65535UL,65535UL,0x4D9AL,0xC8A8L,0xB78AL,0UL}},{{0x1487L,65535UL,5UL,0UL,5UL,65535UL,0x1487L,0xF1D4L},{65535UL,0x9D83L,65535UL,65533UL,1UL,0UL,65533UL,0x1487L},{65535UL,65535UL,65535UL,8UL,1UL,0xB78AL,65526UL,0UL},{65535UL,0x3B61L,8UL,0x1487L,5UL,65529UL,65535UL,0xB78AL},{0x1487L,1UL,0x3420L,0x4D9AL,0x4D9AL,0x3420L,1UL,0x1487L},{65535UL,0UL,65526UL,0xF1D4L,65535UL,5UL,65535UL,65533UL},{0x4D9AL,65533UL,8UL,0UL,0xF1D4L,5UL,0UL,65526UL},{0UL,0UL,1UL,0x9D83L,0UL,0x3420L,65533UL,65535UL}}};
                uint32_t l_1244[5][8] = {{0x49AABA70L,0x82852463L,0UL,18446744073709551611UL,0UL,0x82852463L,0x49AABA70L,1UL},{0x82852463L,1UL,18446744073709551612UL,0UL,3UL,18446744073709551611UL,18446744073709551611UL,3UL},{18446744073709551615UL,0x49AABA70L,0x49AABA70L,18446744073709551615UL,3UL,0xA599B4DAL,1UL,18446744073709551611UL},{0x82852463L,0x39F374F4L,0xCBE7B639L,3UL,0UL,3UL,0xCBE7B639L,0x39F374F4L},{0x49AABA70L,0x39F374F4L,18446744073709551611UL,0xCBE7B639L,18446744073709551612UL,0xA599B4DAL,0UL,0UL}};
                uint8_t l_1251[5][3][2] = {{{0UL,0UL},{0UL,0UL},{0UL,0UL}},{{0UL,0UL},{0UL,0UL},{0UL,0UL}},{{0UL,0UL},{0UL,0UL},{0UL,0UL}},{{0UL,0UL},{0UL,0UL},{0UL,0UL}},{{0UL,0UL},{0UL,0UL},{0UL,0UL}}};
                int32_t l_1252 = 0L;
                int i, j, k;
                if ((p_8 , (g_412 = (safe_mul_func_int8_t_s_s((((-7L) & (((g_208 & ((p_9 < (((((((3L <= (((safe_div_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u((safe_div_func_int32_t_s_s((safe_div_func_uint8_t_u_u(g_644[1][0], ((((safe_rshift_func_uint8_t_u_s((+l_1195[4]), p_11)) , 0x404BF49EL) , l_1233[1][4][2]) ^ p_9))), 0x533E8DC1L)), l_1204[4])) ^ l_1181), 0x3BF8L)) < l_980) != 0UL)) != p_10) , 4294967288UL) & l_1233[1][3][1]) | 0x5AA5L) < (-1L)) | 65535UL)) && 0x9B149784L)) <= 0UL) > g_285)) <= g_84), l_1233[1][4][2])))))
                { /* block id: 382 */
                    if (g_541)
                        goto lbl_1234;
                }
                else
                { /* block id: 384 */
                    ++g_1235[1];
                }
                for (l_997 = 0; (l_997 >= 0); l_997 = safe_add_func_int16_t_s_s(l_997, 5))
                { /* block id: 389 */
                    l_1252 |= (safe_sub_func_uint8_t_u_u((0x5F0FL | ((safe_sub_func_uint64_t_u_u((l_1244[2][4] = g_294[1]), (65535UL >= p_11))) , (l_997 || ((((safe_rshift_func_uint16_t_u_s((((safe_lshift_func_int16_t_s_s((0x0F5D2B4FL && (safe_sub_func_uint16_t_u_u(p_9, (-5L)))), 15)) & 0xC65BD1B32CE1E3CALL) || p_9), l_1233[1][1][5])) < p_11) <= p_10) == l_1251[4][1][0])))), p_10));
                    p_11 = (p_11 | (((0x886EL == g_411) | (1UL && 0xFC4EL)) <= (safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((l_1244[3][3] , (-8L)), l_1251[4][1][0])), (-4L)))));
                    g_431 |= ((0xBCEC12373062CCB8LL != g_145[2]) , (safe_lshift_func_uint16_t_u_u((p_10 = (!p_11)), 0)));
                }
                if ((l_1260 = 0x6F47C406L))
                { /* block id: 397 */
                    uint32_t l_1284[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_1284[i] = 0x0C54386AL;
                    p_11 = (((safe_lshift_func_int16_t_s_s((safe_add_func_uint64_t_u_u((safe_sub_func_int32_t_s_s(((safe_add_func_uint8_t_u_u(((g_772 = (safe_add_func_int32_t_s_s((((safe_rshift_func_int8_t_s_u(((safe_sub_func_int16_t_s_s((l_1012 == l_1085), (safe_mul_func_int16_t_s_s(0x4204L, (((safe_div_func_int16_t_s_s((l_1030 , ((((~((~0xCFBEL) <= ((safe_add_func_int16_t_s_s((g_141 = ((~(l_1011 &= ((g_523 || 0L) != 0x14L))) <= g_133)), g_278)) ^ p_8))) & p_9) , l_1244[3][3]) != g_237)), 0xEC64L)) & g_278) , 0xA42DL))))) , p_11), l_1284[0])) & p_11) && 0x4CL), 0xDE3343ACL))) , l_1284[0]), 246UL)) == 255UL), p_9)), g_205)), 11)) < 1L) != 0x76EA706CL);
                }
                else
                { /* block id: 402 */
                    int8_t l_1295 = 0L;
                    g_431 = (0UL < p_11);
                    p_11 = 0xAC5C4C8BL;
                    l_1295 |= (safe_lshift_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((l_1011 = (safe_add_func_uint32_t_u_u(g_407, (((safe_div_func_uint32_t_u_u(g_1180[4], ((g_431 = ((l_1217 == 1UL) || l_997)) , (safe_lshift_func_int8_t_s_u(3L, (g_413[1][0][3] > g_774)))))) != g_133) , 0xC0782039L)))), g_387)), g_236));
                    g_412 = (((l_1072 = (safe_add_func_int16_t_s_s((safe_div_func_int16_t_s_s(((((p_10 < (g_41 |= (((safe_mod_func_int16_t_s_s((-1L), (l_1251[4][1][0] || (safe_mul_func_int16_t_s_s((l_1011 &= (safe_lshift_func_uint16_t_u_s((safe_div_func_uint8_t_u_u(((p_11 = (safe_sub_func_int32_t_s_s((((safe_div_func_uint64_t_u_u(p_11, (safe_mul_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((--g_512), (safe_div_func_uint8_t_u_u((--g_56), p_10)))), p_10)) == (((~((+g_462) == p_11)) == 1L) <= g_263)) >= l_997), g_267[0])))) ^ l_1295) & (-1L)), 7L))) & p_8), 0x38L)), p_9))), g_644[0][0]))))) < 0UL) , l_1295))) > l_997) , 0L) || p_11), g_411)), l_1233[2][2][1]))) || g_413[1][0][3]) || l_1244[2][4]);
                }
            }
            else
            { /* block id: 416 */
                uint16_t l_1326[6];
                int i;
                for (i = 0; i < 6; i++)
                    l_1326[i] = 65533UL;
                ++l_1326[1];
            }
        }
    }
    else
    { /* block id: 420 */
        const int64_t l_1341 = 0xC0F60B4DA6119CEDLL;
        int32_t l_1361 = 7L;
        int32_t l_1362 = 0x28BE027BL;
        int64_t l_1494 = 0xD747F628C98153ABLL;
        for (g_263 = (-2); (g_263 >= (-11)); g_263 = safe_sub_func_int16_t_s_s(g_263, 1))
        { /* block id: 423 */
            uint16_t l_1360 = 65527UL;
            int32_t l_1397 = 5L;
            int32_t l_1400 = 0x6C3991D1L;
            int32_t l_1401 = 0xF76C24F0L;
            uint64_t l_1478 = 18446744073709551608UL;
            if ((safe_add_func_uint64_t_u_u(((safe_mul_func_int8_t_s_s(((safe_add_func_uint16_t_u_u(0x717DL, (safe_lshift_func_int8_t_s_s((safe_sub_func_uint16_t_u_u(l_1341, ((l_1181 = p_8) < (l_1362 = (safe_mod_func_uint64_t_u_u((((safe_rshift_func_int8_t_s_u((((l_1361 = ((safe_sub_func_uint64_t_u_u(((((0x1D88D23B19C2DA02LL == (safe_mod_func_int32_t_s_s(p_10, (safe_div_func_int32_t_s_s((safe_add_func_int64_t_s_s((p_10 < (((((++g_1235[1]) > (safe_mod_func_uint16_t_u_u((g_413[1][0][3] &= (safe_div_func_uint32_t_u_u(((l_990 ^= p_11) ^ 0x4BB4989C81C15141LL), 0x12F9D060L))), p_11))) == 65531UL) != 0x675BL) || 1UL)), l_1360)), l_1341))))) , (-2L)) , g_523) < g_152), l_1085)) != p_8)) || p_11) != l_1012), 4)) > g_152) >= g_267[0]), 18446744073709551613UL)))))), 3)))) > p_11), g_412)) >= 8UL), (-3L))))
            { /* block id: 430 */
                uint32_t l_1398[4][2] = {{0x56E72939L,0x56E72939L},{0x56E72939L,0x56E72939L},{0x56E72939L,0x56E72939L},{0x56E72939L,0x56E72939L}};
                int i, j;
                for (p_10 = 1; (p_10 <= 4); p_10 += 1)
                { /* block id: 433 */
                    uint32_t l_1363 = 1UL;
                    uint64_t l_1364 = 0xBC3119A680920440LL;
                    int32_t l_1399 = 0x4C420BF0L;
                    int i;
                    l_1364 = l_1363;
                    g_643 = ((l_1401 = (safe_mul_func_uint8_t_u_u((((safe_sub_func_uint64_t_u_u((((safe_mul_func_int8_t_s_s(((safe_add_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((((safe_div_func_uint32_t_u_u(((safe_sub_func_uint64_t_u_u((((p_9 , (g_12 = (((safe_mul_func_uint16_t_u_u((l_1360 , (safe_mul_func_int8_t_s_s((l_1400 ^= (safe_lshift_func_uint8_t_u_s((l_1399 = (safe_rshift_func_uint8_t_u_u(p_10, (l_1398[1][1] = (4UL | (((g_512 && ((((safe_mul_func_int8_t_s_s((safe_mul_func_int8_t_s_s(((g_644[1][0] = (safe_rshift_func_int8_t_s_u(((safe_mod_func_int8_t_s_s((g_1180[p_10] &= 0x54L), ((l_1397 |= (0x78L ^ 0xE8L)) || l_1181))) == p_11), l_1361))) , g_264), (-8L))), l_1341)) == g_12) >= g_266) != l_1363)) >= g_294[2]) == l_980)))))), 7))), 255UL))), g_267[0])) <= 3UL) >= g_265[5][0][1]))) <= g_285) , l_1399), g_507)) | l_1360), l_1363)) || l_1399) != 1UL), p_10)), g_265[4][0][2])) , l_1181), p_8)) < p_10) && p_10), 0x82FFE2020867F4E8LL)) , l_1360) < 0x3201D88474F95B29LL), p_10))) ^ 1L);
                    p_11 |= g_267[0];
                }
            }
            else
            { /* block id: 446 */
                uint32_t l_1406 = 0UL;
                int32_t l_1427 = 7L;
                l_1403 = (!l_1360);
                if (((safe_sub_func_uint32_t_u_u(((((((g_294[2] = g_507) , (g_541 & (l_1406 , p_10))) > p_10) == ((l_990 = ((g_133 | 0x6E1668CEB6DFA6D8LL) && g_266)) | 0xE74564BFBF0E70C7LL)) , l_1406) <= 0x04L), p_10)) | g_281))
                { /* block id: 450 */
                    int32_t l_1416 = 8L;
                    g_412 = (((((safe_mul_func_uint16_t_u_u((l_1400 = (safe_rshift_func_int16_t_s_s(((safe_add_func_int64_t_s_s((((safe_sub_func_uint64_t_u_u(((((~(p_9 && (247UL >= l_1416))) < (safe_mul_func_uint16_t_u_u(3UL, (safe_mul_func_int16_t_s_s(((safe_add_func_uint64_t_u_u((safe_mod_func_int8_t_s_s(((safe_div_func_uint16_t_u_u((++g_90), (safe_add_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(p_9, 8)), ((safe_add_func_int16_t_s_s((l_1401 &= (safe_mul_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(((safe_mod_func_int8_t_s_s((safe_sub_func_int16_t_s_s(((safe_sub_func_uint32_t_u_u(((g_387 = ((safe_add_func_uint16_t_u_u((g_772 = (g_413[0][5][0] = (safe_add_func_uint32_t_u_u(p_8, (g_413[0][4][1] , l_1341))))), g_237)) < g_440)) , g_413[1][0][3]), p_9)) && 5UL), 0xC5A8L)), l_1406)) == (-1L)), 0UL)), l_1427))), g_152)) , l_1416))))) & 0xD760CCEB4EB793B3LL), g_440)), g_432)) > l_980), (-1L)))))) ^ 0x7A796111L) , l_1181), 0x153A0C1F5395F669LL)) >= l_1360) , (-1L)), p_8)) && p_10), l_1181))), 1L)) < p_9) != 0x0DE6750CA1D5102ELL) | l_1397) > g_265[0][0][1]);
                    p_11 = (safe_sub_func_uint64_t_u_u((safe_add_func_uint16_t_u_u((l_990 = l_1416), (safe_div_func_int32_t_s_s((safe_add_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(1L, 0)), (((safe_rshift_func_int16_t_s_u((safe_rshift_func_uint8_t_u_s(p_11, 1)), 13)) | (g_411 = g_208)) | (safe_lshift_func_int8_t_s_s((g_432 != (safe_div_func_uint16_t_u_u(((safe_sub_func_uint16_t_u_u((((((safe_sub_func_uint64_t_u_u((g_1235[1] = 1UL), ((0L | 65535UL) , p_8))) > l_1012) && l_1406) < g_643) < p_11), g_209)) , 0UL), p_8))), l_1012))))), 0x988E7AFEL)))), g_1180[4]));
                    p_11 = (g_643 |= ((((l_990 ^= l_1403) > 0xE78F46559A130B92LL) > (safe_rshift_func_uint16_t_u_u(((safe_mul_func_uint8_t_u_u(l_1400, ((safe_mod_func_int32_t_s_s(l_1478, 0xE5D5F7F0L)) == (((safe_mul_func_uint8_t_u_u(p_8, l_1481[0])) & 0x88DCL) && 0x24E65A3AF994141DLL)))) && p_11), 8))) || p_10));
                }
                else
                { /* block id: 465 */
                    uint64_t l_1499[7] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL};
                    int i;
                    g_834 |= g_56;
                    l_1401 = (safe_lshift_func_uint8_t_u_s((safe_rshift_func_uint8_t_u_s((safe_div_func_int8_t_s_s((l_1362 = p_10), ((safe_add_func_int64_t_s_s(g_152, (((safe_div_func_uint16_t_u_u((((g_90 |= (g_772 = 8UL)) ^ (p_10 & (safe_mod_func_uint64_t_u_u((((l_1361 = g_507) ^ (l_990 &= (l_1181 = l_1494))) <= (!((((l_1427 |= ((safe_div_func_int32_t_s_s(((0x129FAC1527BD1A30LL | g_1498[6][1]) != p_9), p_8)) & g_56)) ^ g_387) != l_1499[4]) , l_1499[4]))), p_8)))) | p_11), p_8)) || l_1397) | p_9))) ^ l_1397))), p_10)), 3));
                }
            }
            p_11 = (safe_div_func_int16_t_s_s(0x66C1L, p_9));
        }
        for (g_412 = 0; (g_412 <= 1); g_412 += 1)
        { /* block id: 481 */
            int8_t l_1502 = 0L;
            l_1502 &= (-10L);
        }
        l_990 = (safe_lshift_func_uint8_t_u_s((l_1181 ^= 0UL), 4));
        g_412 = (safe_add_func_uint32_t_u_u(((((p_8 && ((((g_541 = (safe_mul_func_int8_t_s_s(0x76L, (g_432 = (safe_add_func_uint16_t_u_u((safe_add_func_int8_t_s_s(((l_1341 >= l_1362) , (+g_236)), 0UL)), (safe_sub_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(g_294[2], 247UL)), g_1235[1])))))))) == 0x07C4L) || l_1362) , p_8)) || 0xE0EA9C74L) < g_407) | 0L), p_8));
    }
    return p_8;
}


/* ------------------------------------------ */
/* 
 * reads : g_237 g_145 g_84 g_294 g_133 g_95 g_236 g_141 g_265 g_12 g_41 g_205 g_56 g_142 g_90 g_267 g_209 g_264 g_281 g_152 g_387 g_232 g_394 g_407 g_263 g_413 g_266 g_432 g_440 g_411 g_412 g_462 g_431 g_208 g_496 g_285 g_508 g_512 g_517 g_523 g_541 g_278 g_644 g_643 g_774 g_507 g_772 g_428 g_965
 * writes: g_237 g_294 g_265 g_152 g_41 g_236 g_142 g_281 g_387 g_232 g_407 g_411 g_413 g_412 g_432 g_141 g_462 g_496 g_508 g_266 g_512 g_208 g_541 g_90 g_133 g_56 g_643 g_431 g_644 g_428 g_84 g_772 g_774 g_834 g_965
 */
static uint8_t  func_20(int16_t  p_21)
{ /* block id: 87 */
    int64_t l_290 = 0x5E776B26CEFED949LL;
    uint32_t l_307[4] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
    int32_t l_308 = 0L;
    int32_t l_309 = 0x4CF4C561L;
    int32_t l_322[1][4][2];
    uint64_t l_420 = 18446744073709551615UL;
    uint32_t l_424 = 0xC9A57CB6L;
    uint32_t l_618[3][2][4];
    int8_t l_638 = 0L;
    uint64_t l_677 = 1UL;
    uint32_t l_679 = 0x4CA12708L;
    uint64_t l_730 = 0UL;
    int32_t l_771[8][3][1] = {{{0L},{3L},{0L}},{{0L},{0xDF5194B0L},{0L}},{{0L},{3L},{0L}},{{0L},{0xDF5194B0L},{0L}},{{0L},{3L},{0L}},{{0L},{0xDF5194B0L},{0L}},{{0xDF5194B0L},{0L},{0xDF5194B0L}},{{3L},{0L},{3L}}};
    int16_t l_773 = (-1L);
    const int32_t l_912 = 1L;
    int64_t l_964 = 0x1938761B2B984758LL;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 2; k++)
                l_322[i][j][k] = 0xDC02D846L;
        }
    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 4; k++)
                l_618[i][j][k] = 0UL;
        }
    }
    for (g_237 = 0; (g_237 >= (-21)); g_237--)
    { /* block id: 90 */
        return p_21;
    }
    g_294[2] = (p_21 & (p_21 , ((((safe_mul_func_uint8_t_u_u((l_290 || 0UL), (((~p_21) > (g_145[2] , (((safe_rshift_func_int16_t_s_u(g_84, p_21)) != p_21) > p_21))) , 6L))) ^ l_290) <= l_290) , 0x9C329BA1BEA94EF2LL)));
    if (((safe_sub_func_int32_t_s_s(p_21, (safe_div_func_int32_t_s_s(((3L <= (l_309 ^= ((p_21 != ((safe_lshift_func_int16_t_s_u(l_290, 15)) , ((g_265[4][0][2] = (g_294[1] && (safe_sub_func_int64_t_s_s(l_290, ((safe_add_func_int16_t_s_s(((l_308 ^= ((safe_mod_func_uint32_t_u_u((p_21 , g_145[2]), l_307[0])) , 0xC1L)) , l_307[0]), p_21)) | 1L))))) == p_21))) ^ g_133))) ^ l_290), p_21)))) & l_307[0]))
    { /* block id: 97 */
        uint64_t l_323[3];
        int32_t l_329[7] = {0L,0L,0L,0L,0L,0L,0L};
        const int32_t l_330 = 0x7CBA297DL;
        int32_t l_406 = (-4L);
        uint16_t l_524 = 65535UL;
        int i;
        for (i = 0; i < 3; i++)
            l_323[i] = 18446744073709551610UL;
        if ((((((safe_lshift_func_uint16_t_u_s(0x1C83L, 13)) != (safe_rshift_func_int8_t_s_u((((safe_div_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((g_95[4] | (safe_lshift_func_uint16_t_u_u((l_323[1]--), ((((safe_add_func_uint32_t_u_u((((~(((0L < (p_21 = g_236)) != (((g_152 = (g_141 == l_329[3])) > (((0x3343L != l_290) >= l_307[0]) != l_329[6])) , g_294[4])) == g_265[3][0][1])) , g_145[2]) >= g_95[4]), l_329[2])) || p_21) , l_330) && l_330)))), l_309)), l_308)), 0xA5L)) < l_330) <= l_329[1]), 1))) , l_330) | g_12) , p_21))
        { /* block id: 101 */
            uint8_t l_331 = 0xCEL;
            int32_t l_343 = (-1L);
            int16_t l_386 = 1L;
            for (g_41 = 0; (g_41 >= 0); g_41 -= 1)
            { /* block id: 104 */
                uint32_t l_341[2];
                int32_t l_342 = 0xDC223B0BL;
                int i;
                for (i = 0; i < 2; i++)
                    l_341[i] = 0xBDFD2789L;
                --l_331;
                for (g_237 = 0; (g_237 >= 0); g_237 -= 1)
                { /* block id: 108 */
                    int i;
                    l_329[3] = (0x27729D68AA1A83DELL == l_307[(g_41 + 3)]);
                    l_343 = (((l_342 |= ((((((p_21 || ((((((g_236 = p_21) | (safe_sub_func_int32_t_s_s(((safe_mod_func_int8_t_s_s(l_322[0][2][1], 0xF4L)) & (l_309 = g_205)), (safe_mul_func_int8_t_s_s(((!(((l_308 = (p_21 && 0x6A36FD7AFBC0433ELL)) & g_265[4][0][2]) || 9UL)) , l_341[1]), g_294[2]))))) <= 0x84C63453L) | l_323[1]) >= g_294[2]) ^ l_341[1])) ^ g_56) | l_322[0][2][1]) ^ l_330) || 1L) >= 0x1EB5L)) >= 0xC80A9E85L) , l_341[1]);
                    l_343 = ((l_307[(g_41 + 3)] == (safe_add_func_uint32_t_u_u(((--g_142) > ((p_21 = ((safe_mod_func_uint16_t_u_u((p_21 , p_21), (safe_mod_func_int64_t_s_s(((((safe_mul_func_int16_t_s_s(((safe_div_func_uint8_t_u_u(((((g_90 >= ((safe_sub_func_int32_t_s_s((safe_rshift_func_int16_t_s_s(0xC298L, (safe_sub_func_uint32_t_u_u(l_343, (l_307[(g_41 + 3)] || p_21))))), l_307[1])) || g_267[0])) , 0xADL) , p_21) & 4294967291UL), l_329[2])) <= l_329[3]), p_21)) >= p_21) > l_341[1]) | 0x3D2DL), (-6L))))) >= g_294[2])) || l_307[(g_41 + 3)])), 1L))) , l_307[(g_41 + 3)]);
                    l_322[0][2][1] ^= ((safe_rshift_func_int16_t_s_u(g_209, (((g_281 &= (safe_add_func_int32_t_s_s(0xBA765069L, (~(safe_div_func_uint32_t_u_u(0UL, (((safe_mod_func_int8_t_s_s((l_341[1] , ((+(((safe_add_func_uint8_t_u_u((g_152 = g_265[4][0][2]), (safe_sub_func_int32_t_s_s(l_343, (safe_mod_func_int64_t_s_s((((safe_sub_func_uint16_t_u_u((((safe_rshift_func_int16_t_s_s((((safe_mod_func_uint16_t_u_u(((safe_div_func_uint32_t_u_u(l_341[1], p_21)) > l_307[(g_41 + 3)]), g_265[4][0][2])) , 0L) | g_237), g_265[2][0][2])) || g_264) <= 4294967287UL), 0xB754L)) > l_307[(g_41 + 3)]) <= g_56), l_331)))))) <= p_21) == g_267[0])) & 6UL)), 0xC5L)) & 0xF0252E6F045482C2LL) || 5L))))))) && 0xFF2AD46AL) == 0x68B8579AL))) , g_152);
                }
            }
            g_387++;
            for (g_232 = 0; (g_232 != 14); ++g_232)
            { /* block id: 126 */
                l_406 = (((safe_div_func_uint16_t_u_u(g_394, ((safe_sub_func_int16_t_s_s(((l_343 ^= (safe_unary_minus_func_uint8_t_u(l_322[0][2][1]))) , 0x854FL), (safe_lshift_func_int8_t_s_u((-1L), 3)))) & ((safe_mul_func_uint8_t_u_u(((g_84 != (-7L)) || (((l_329[0] ^= (safe_div_func_int64_t_s_s(0xE62BA66F70D77458LL, p_21))) && g_95[0]) || l_307[0])), 255UL)) <= g_394)))) < p_21) & g_142);
                g_407 |= (-1L);
            }
        }
        else
        { /* block id: 132 */
            int32_t l_408 = (-2L);
            l_408 ^= 0L;
            g_411 = (p_21 >= (g_263 <= l_330));
            g_413[1][0][3]++;
        }
        g_412 = g_407;
        if (((p_21 <= 0xA33D3BBA409FF7E1LL) && (safe_lshift_func_uint8_t_u_u((((l_307[0] || 0L) != ((safe_sub_func_int16_t_s_s((g_237 || l_420), (l_406 = 1UL))) , 0x36C785E578CB2BD8LL)) | l_330), 4))))
        { /* block id: 139 */
            uint64_t l_423 = 18446744073709551615UL;
            int32_t l_425 = (-10L);
            int32_t l_426 = 0x3ACE929FL;
            int32_t l_427 = 0x2199AC41L;
            int32_t l_429 = 0x66BBD76AL;
            int32_t l_430 = 1L;
            g_412 = ((safe_add_func_int64_t_s_s(0xD6C52F704F95B034LL, (l_424 = l_423))) ^ (g_266 , (l_406 = l_423)));
            l_308 ^= (l_425 &= g_267[0]);
            g_432++;
        }
        else
        { /* block id: 146 */
            uint32_t l_435 = 0xCDF0915CL;
            int32_t l_439[3];
            int32_t l_560 = 0xE61554DAL;
            uint32_t l_608[5][4] = {{4294967288UL,0x41EA757EL,0x41EA757EL,4294967288UL},{2UL,0x41EA757EL,0UL,0x41EA757EL},{0x41EA757EL,0x48C63D22L,0UL,0UL},{2UL,2UL,0x41EA757EL,0UL},{4294967288UL,0x48C63D22L,4294967288UL,0x41EA757EL}};
            int i, j;
            for (i = 0; i < 3; i++)
                l_439[i] = 0xC9D51296L;
            l_435 ^= (-1L);
            if ((l_439[1] &= (+((safe_lshift_func_uint8_t_u_s(l_323[1], 3)) || p_21))))
            { /* block id: 149 */
                uint8_t l_460 = 0xA3L;
                int32_t l_461 = (-1L);
                int64_t l_494 = (-6L);
                int8_t l_559 = 6L;
                int32_t l_609 = 0x99AFB909L;
                if (g_440)
                { /* block id: 150 */
                    uint64_t l_443 = 0xCA11ADE92C07549FLL;
                    int32_t l_459 = 0x87753B14L;
                    g_412 |= (((safe_mod_func_uint8_t_u_u(g_84, (g_432 |= ((((l_443 != (safe_mod_func_uint32_t_u_u((safe_mod_func_int32_t_s_s(((((((safe_sub_func_int8_t_s_s((safe_sub_func_int16_t_s_s((l_439[1] | ((0x56L && (l_460 = ((l_459 &= ((g_411 | (+l_443)) && (safe_add_func_int16_t_s_s(((((((safe_sub_func_int16_t_s_s((g_141 = (safe_div_func_uint8_t_u_u(p_21, 3UL))), 6L)) < g_263) , 1UL) || p_21) | g_133) >= g_95[4]), 1UL)))) != p_21))) , l_460)), l_461)), 0x57L)) & p_21) ^ 0xD71E60B38DC77997LL) & 0x80L) ^ 0xFAL) & 65535UL), g_267[0])), 1UL))) >= 0x1975L) , 0xD966L) == g_267[0])))) >= 0x5A2691D0D9984C3ALL) , 4L);
                    l_308 = g_407;
                    g_462 ^= (0x7EL < l_439[1]);
                }
                else
                { /* block id: 158 */
                    const uint32_t l_493 = 4294967290UL;
                    int32_t l_495 = 0xE3EECA6EL;
                    l_329[3] = (g_281 == g_267[0]);
                    l_439[1] = (g_496 |= (l_495 = (l_307[0] , ((g_412 = ((((!g_267[0]) , (((safe_mul_func_int8_t_s_s(p_21, (safe_mul_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((0x8FL > ((((((0L != ((safe_sub_func_uint8_t_u_u(((safe_sub_func_uint16_t_u_u((safe_add_func_int32_t_s_s((-3L), ((((((safe_add_func_int64_t_s_s(((((l_461 = (~(safe_div_func_int16_t_s_s((g_41 = (((safe_lshift_func_uint8_t_u_u((safe_mod_func_int64_t_s_s((safe_mod_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(g_432, 250UL)), l_493)), g_237)), 0xD18AE3D7A3D239EFLL)), l_420)) || 0x97564C0EFDCFCFFBLL) , 0L)), 8UL)))) || 0x54L) && l_494) , l_330), g_142)) < 1L) == p_21) , 0x665C5118L) == p_21) > 1UL))), 1L)) & l_439[1]), g_431)) , p_21)) , l_322[0][2][1]) , 0xD624L) >= 0UL) <= p_21) , 0x6EL)), l_439[1])), 0x25L)), 0x15L)))) != g_267[0]) & g_95[4])) > p_21) , 0x8D794A16L)) | g_208))));
                    return l_323[1];
                }
                if ((l_439[1] | (g_411 || g_145[2])))
                { /* block id: 168 */
                    uint64_t l_522 = 0xC53CE2ACED608F7DLL;
                    int32_t l_583 = 1L;
                    l_309 = ((!g_41) & ((+(((safe_lshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s((((safe_mul_func_uint8_t_u_u(0x73L, (((g_285 >= (--g_508[1])) > (((!(((g_266 = g_152) >= ((-4L) ^ ((l_439[1] ^= ((++g_512) || (((((safe_sub_func_uint64_t_u_u((g_517 , (safe_mod_func_uint64_t_u_u(((safe_add_func_uint16_t_u_u((((g_208 = (g_133 , l_522)) || l_330) < g_523), 0xF215L)) & 0xC3FA607AL), l_524))), p_21)) , p_21) & g_431) != g_512) , p_21))) <= 0L))) >= l_424)) <= l_461) < 0x1EBCEAE7332D9105LL)) != p_21))) ^ g_145[2]) , 65531UL), 0)), g_294[4])) != p_21) < l_329[1])) && 0x95A08417L));
                    if (l_460)
                        goto lbl_561;
lbl_561:
                    l_560 |= ((l_329[5] = ((safe_sub_func_uint32_t_u_u(((l_406 &= (g_84 , ((safe_div_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_u((g_512 = (safe_lshift_func_int8_t_s_s(((((safe_mul_func_uint8_t_u_u((++g_432), ((safe_mod_func_int32_t_s_s(((((safe_sub_func_int64_t_s_s((0x1EA0FC77DC72003CLL < g_496), (g_541 &= p_21))) , (((safe_lshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(l_323[1], 9)), 2)) || (((((safe_div_func_int8_t_s_s(((~(safe_div_func_uint64_t_u_u((((safe_lshift_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(((g_412 == ((safe_mul_func_int8_t_s_s((p_21 > p_21), g_209)) <= 4L)) >= 0xC641D9189DE80916LL), 255UL)), g_281)) <= p_21) >= g_496), g_411))) | 0xA443L), 0x42L)) && g_294[2]) > 0L) > l_522) < 0x4988L)) != l_461)) > p_21) , 0x4068643FL), 4294967295UL)) && l_461))) != p_21) && l_308) == l_439[0]), 5))), 1)) & l_559), l_439[1])) , (-1L)))) >= 1L), g_523)) <= 0x2DL)) , (-1L));
                    l_329[2] = (safe_lshift_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((~l_307[0]), (((safe_div_func_uint8_t_u_u(0x2FL, p_21)) == (((((l_583 = ((safe_mod_func_uint8_t_u_u((((safe_rshift_func_uint16_t_u_u((safe_sub_func_int16_t_s_s(((((((l_559 <= ((g_90 ^= (g_152 , (((l_329[3] && (safe_div_func_uint8_t_u_u(((safe_div_func_int16_t_s_s((safe_sub_func_int32_t_s_s((safe_lshift_func_int8_t_s_u((g_413[1][0][3] || g_265[4][0][2]), 5)), (-1L))), p_21)) <= 0x7DE35BB5L), 0xEBL))) & l_560) == l_307[0]))) ^ g_95[4])) | p_21) == 0xA8BE72EA18019314LL) | l_522) >= p_21) > g_237), 0x247BL)), 11)) >= 1UL) || g_145[2]), g_265[4][0][2])) | p_21)) & p_21) , 0xC1DCL) , 8UL) , 0xCB2DL)) < g_411))), 5));
                    l_329[3] = g_12;
                }
                else
                { /* block id: 186 */
                    uint32_t l_590[5][8] = {{0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL,0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL},{0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL,0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL},{0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL,0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL},{0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL,0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL},{0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL,0x19B828CDL,0x19B828CDL,0xFE76A35EL,0xFE76A35EL}};
                    int32_t l_591 = (-1L);
                    int16_t l_607 = (-1L);
                    int i, j;
                    l_591 = ((safe_rshift_func_uint16_t_u_u((safe_mod_func_int64_t_s_s(((safe_div_func_int32_t_s_s((((l_461 ^= ((-8L) >= l_424)) & (l_590[4][6] == g_407)) > g_294[5]), 7L)) , 0xCAF3B4F3A10CC3B3LL), 5UL)), l_420)) , (-1L));
                    l_609 &= ((g_281 = (g_267[0] , ((safe_add_func_int64_t_s_s(((9UL == (((g_133 = ((l_591 = (safe_div_func_int32_t_s_s(((safe_sub_func_uint64_t_u_u((((safe_div_func_uint16_t_u_u((((~((((safe_div_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(((g_237 && (safe_add_func_int32_t_s_s((l_329[5] = l_323[1]), (g_285 <= l_322[0][2][1])))) | (0x87L & p_21)), p_21)), p_21)) ^ 0xA9L) && 0xBBL) >= 0xEEA9L)) , 0x9DL) | g_205), l_461)) > l_607) ^ p_21), p_21)) > 0x65A5L), g_266))) > 1UL)) , 8UL) , l_608[4][1])) == g_95[4]), g_145[1])) , l_560))) | l_460);
                    g_412 = l_609;
                }
            }
            else
            { /* block id: 196 */
                g_412 = (((((safe_add_func_uint32_t_u_u(g_232, p_21)) > ((l_439[2] |= ((safe_mod_func_uint16_t_u_u((safe_div_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s(l_618[2][0][3], ((safe_lshift_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u(0UL, g_141)), (safe_div_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u((~p_21), (++g_56))), (l_290 , p_21))))) && 0x69AB80C3L))), l_608[4][1])), g_267[0])) > (-9L))) , g_267[0])) == p_21) <= g_265[4][0][2]) || 0x3B34L);
            }
            l_439[2] = l_435;
        }
    }
    else
    { /* block id: 203 */
        uint16_t l_641 = 65535UL;
        int64_t l_642 = 0xAFBAB12887DC5705LL;
        int32_t l_660 = 9L;
        int32_t l_661 = 0x6E87625FL;
        int32_t l_662 = 2L;
        const int8_t l_678 = 0L;
        const int32_t l_703 = (-1L);
        uint32_t l_731 = 0UL;
        g_644[1][0] ^= (g_431 = (((g_541 &= 7L) , (((safe_unary_minus_func_int16_t_s((safe_mod_func_uint16_t_u_u((0x70L && ((safe_mul_func_int16_t_s_s(((g_412 = ((g_84 & (safe_div_func_int32_t_s_s((~(g_643 = (p_21 | ((l_638 <= (l_307[0] <= (g_413[1][0][3] = ((safe_mul_func_uint16_t_u_u(((((0x06L || g_407) | l_641) < l_290) , g_145[1]), (-1L))) , l_642)))) , g_236)))), p_21))) , p_21)) & g_278), 2L)) , g_41)), 6L)))) ^ l_308) < p_21)) < p_21));
        if (((safe_sub_func_uint32_t_u_u(((((safe_sub_func_int32_t_s_s((safe_lshift_func_uint8_t_u_s(((g_133 < (((l_641 || (((~((safe_mod_func_int32_t_s_s((safe_add_func_uint8_t_u_u(((safe_mod_func_uint32_t_u_u((g_508[1]++), 5L)) | p_21), (l_662 = ((l_661 , ((safe_add_func_uint32_t_u_u(((g_133 | (safe_div_func_uint8_t_u_u((safe_div_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u(((safe_mul_func_uint8_t_u_u(((g_412 = (safe_mul_func_uint8_t_u_u(((((l_677 < l_641) , 0UL) == 0x80L) && 0xDEB099D3C5BBEB22LL), p_21))) > 0L), 7UL)) > 0x88AB16EAAB6BBE2ELL), p_21)), 0x2AL)), 0x87L))) , 0xB55DCB36L), l_660)) > l_322[0][2][0])) >= (-1L))))), g_265[4][0][2])) < 0x8CL)) , l_678) <= l_638)) > 0L) != 1UL)) <= 0x58C7L), 7)), l_660)) < l_307[0]) && p_21) <= g_208), 0x63CF4FC4L)) & l_679))
        { /* block id: 213 */
            uint64_t l_690 = 0x91570E07CFE6EF8BLL;
            int16_t l_702 = 0x04CEL;
            l_308 = (((safe_div_func_int16_t_s_s((g_541 |= 0x772FL), (p_21 || (safe_mod_func_int8_t_s_s((safe_div_func_int32_t_s_s((safe_rshift_func_int8_t_s_s(((((p_21 , ((safe_div_func_uint64_t_u_u((((l_662 = l_690) > (safe_add_func_uint32_t_u_u(g_263, l_678))) , (g_84 >= 0xEEF1FF58L)), 0x147327A98A807CEELL)) != l_642)) , l_290) | l_679) && 0UL), p_21)), p_21)), g_141))))) > g_387) , 0x2EE42B8CL);
            l_322[0][2][1] ^= ((((safe_add_func_int64_t_s_s((l_690 != ((((l_690 , (l_660 && g_523)) , (((((safe_add_func_int64_t_s_s((1UL != ((l_702 = (g_41 = ((((l_641 , ((((((safe_rshift_func_int8_t_s_s((safe_rshift_func_int16_t_s_u((safe_unary_minus_func_int32_t_s(((g_644[1][0] , 0L) > l_690))), 14)), g_141)) , p_21) , p_21) < g_267[0]) < g_265[4][0][2]) | g_236)) | 0x342BBD34E2897764LL) | g_496) < 0x168AL))) == l_424)), g_512)) & g_512) >= g_133) , p_21) ^ 0x2AL)) < l_703) >= (-3L))), 0x22A4986D50826E45LL)) && g_90) <= g_95[4]) > 0x3FFFL);
        }
        else
        { /* block id: 220 */
            for (p_21 = (-27); (p_21 < (-5)); ++p_21)
            { /* block id: 223 */
                return p_21;
            }
            return g_141;
        }
        l_309 &= (~(safe_mul_func_int8_t_s_s((safe_div_func_uint8_t_u_u((((safe_sub_func_uint8_t_u_u((((safe_add_func_uint32_t_u_u(l_618[2][1][3], (safe_div_func_uint16_t_u_u(p_21, (safe_div_func_int64_t_s_s(((safe_rshift_func_uint16_t_u_s((g_90 = (safe_add_func_uint8_t_u_u(((safe_sub_func_int8_t_s_s(((p_21 <= ((((g_84 &= (l_308 = ((((!(g_95[7] < ((((l_322[0][2][1] = (-7L)) ^ 0x23C9A92FA40C6E47LL) ^ (safe_rshift_func_int8_t_s_s((g_428 = (p_21 | p_21)), l_730))) != g_644[0][0]))) == l_730) , g_541) >= p_21))) , l_731) > g_142) && (-8L))) == l_290), p_21)) <= 65532UL), l_660))), 13)) != (-6L)), p_21)))))) == l_642) | 0xA7B70260D5B52918LL), p_21)) < 0x79L) <= g_264), 0xD5L)), 0xEFL)));
    }
    if ((g_643 = g_12))
    { /* block id: 236 */
        const uint64_t l_732[3] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
        const uint64_t l_750 = 18446744073709551614UL;
        uint16_t l_766 = 6UL;
        int32_t l_769 = 0x7F53E82CL;
        uint8_t l_819 = 0x8CL;
        uint8_t l_838 = 251UL;
        int32_t l_891 = 0x527B3974L;
        const int16_t l_925 = 0xB00CL;
        uint32_t l_933[6][4] = {{0x3396B99CL,0UL,0x3396B99CL,0x3396B99CL},{0UL,0UL,4294967293UL,0UL},{0UL,0x3396B99CL,0x3396B99CL,0UL},{0x3396B99CL,0UL,0x3396B99CL,0x3396B99CL},{0UL,0UL,4294967293UL,0UL},{0UL,0x3396B99CL,0x3396B99CL,0UL}};
        int i, j;
        if (l_732[0])
        { /* block id: 237 */
            int64_t l_734 = 0x6C82FB6761F67D85LL;
            g_643 = ((l_420 && (+(l_308 |= l_732[1]))) == (l_322[0][2][1] = (l_734 |= 9UL)));
            return g_95[4];
        }
        else
        { /* block id: 243 */
            int64_t l_737 = 0xC42612D2D0972F4FLL;
            int32_t l_751 = 0x5666F7A1L;
            int64_t l_897 = 0xE282E0075FC90E2ELL;
            int64_t l_898 = 0xA849AE58A046CD1FLL;
            uint16_t l_916 = 65530UL;
            uint8_t l_960 = 0x83L;
            for (l_679 = 0; (l_679 < 4); l_679 = safe_add_func_int64_t_s_s(l_679, 6))
            { /* block id: 246 */
                return g_387;
            }
            if (l_737)
            { /* block id: 249 */
                return p_21;
            }
            else
            { /* block id: 251 */
                int64_t l_767 = 0xBBCF367F34663D78LL;
                int32_t l_768 = 0L;
                int8_t l_770 = 0x7BL;
                for (l_424 = 0; (l_424 == 9); l_424 = safe_add_func_int32_t_s_s(l_424, 8))
                { /* block id: 254 */
                    int8_t l_752 = (-3L);
                    l_309 = (g_265[0][0][0] | ((l_737 != (((l_322[0][2][1] = ((safe_mod_func_uint8_t_u_u(((+(l_751 = ((((safe_sub_func_int64_t_s_s(l_677, 1L)) , 1UL) ^ (safe_add_func_uint8_t_u_u(0x03L, ((safe_sub_func_int32_t_s_s(((((~p_21) , p_21) < l_750) < 0x7CL), 0xFB84BA4DL)) , l_737)))) > g_84))) == l_752), 255UL)) >= g_95[4])) , g_387) != (-9L))) <= l_752));
                    l_773 = ((g_772 = (p_21 == (g_412 = (safe_div_func_int16_t_s_s((g_541 = ((((((safe_add_func_int32_t_s_s(((~((g_232 != (l_770 = (g_428 = ((((g_496 && p_21) != (safe_mod_func_uint16_t_u_u((l_769 = ((safe_mod_func_int16_t_s_s(g_407, p_21)) , (l_768 ^= ((safe_div_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((l_766 &= 65535UL), p_21)), l_767)) | p_21)))), (-1L)))) ^ l_424) != g_208)))) && 0L)) , l_309), 0UL)) > l_771[3][2][0]) & l_732[2]) ^ l_752) | l_767) , g_145[0])), g_643))))) && 18446744073709551614UL);
                    if (g_237)
                        break;
                }
                g_774--;
                g_431 ^= (+(safe_lshift_func_uint16_t_u_u(((p_21 < 18446744073709551615UL) == ((safe_div_func_int8_t_s_s((safe_rshift_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(((safe_unary_minus_func_int64_t_s((safe_mod_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((((p_21 & (g_294[2]++)) > l_737) ^ g_266), (safe_rshift_func_uint16_t_u_u((((((safe_add_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((l_768 |= l_307[3]), g_774)), g_263)) || l_769) | 0x43140FC3L) >= p_21) , 0x7846L), 3)))), l_322[0][0][0])))) < 251UL), 11)), 7)), p_21)) < l_732[0])), 15)));
            }
            g_431 = ((safe_mod_func_uint64_t_u_u((((p_21 = ((~(l_679 ^ ((+(-3L)) > (safe_add_func_uint32_t_u_u(((((safe_mul_func_int16_t_s_s((l_769 = (-2L)), (g_413[1][0][3] || p_21))) || (safe_lshift_func_int16_t_s_u(((safe_mul_func_uint16_t_u_u(g_432, (safe_lshift_func_uint16_t_u_u((((safe_div_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s((safe_mul_func_int16_t_s_s(p_21, p_21)), l_751)), 0xF0L)) , 0xA1L) & p_21), p_21)))) <= p_21), p_21))) > l_819) <= p_21), g_644[0][0]))))) == g_145[0])) != l_751) >= 0x5CL), l_751)) , 0xFA50F087L);
            if (l_751)
            { /* block id: 277 */
                int32_t l_824 = 0L;
                int32_t l_832 = 1L;
                int32_t l_833[5] = {(-6L),(-6L),(-6L),(-6L),(-6L)};
                int16_t l_868 = 0xAE7BL;
                int i;
                g_643 = p_21;
                if ((((((safe_lshift_func_int8_t_s_s(l_824, (((l_824 > ((safe_div_func_int64_t_s_s(((g_834 = (!((safe_mul_func_uint8_t_u_u((((((g_56 = p_21) != (g_644[1][0] , (safe_add_func_uint8_t_u_u(((((((l_833[1] |= ((-1L) == (l_832 &= (-1L)))) && (-6L)) < l_618[2][0][3]) > 0x27L) > p_21) || g_394), l_750)))) || g_145[2]) < 0xEC303B0573847405LL) != 5L), g_265[4][0][2])) < 0x4B9BL))) == 0xDBB901D6EFB947A2LL), g_394)) == l_824)) <= p_21) || p_21))) < 5L) > 0L) , g_133) <= g_507))
                { /* block id: 283 */
                    int16_t l_837[7] = {0x0473L,0x0473L,0x0473L,0x0473L,0x0473L,0x0473L,0x0473L};
                    int64_t l_862[1];
                    uint16_t l_867 = 65535UL;
                    int32_t l_889 = 0xB79B3968L;
                    int32_t l_890 = 0x0F7030F1L;
                    int32_t l_892 = 0xF34A4ECDL;
                    uint16_t l_893 = 0x2AEEL;
                    int i;
                    for (i = 0; i < 1; i++)
                        l_862[i] = 0x4D828967D1C70DA4LL;
                    g_431 ^= (g_774 ^ (safe_lshift_func_uint16_t_u_u(((--l_838) , ((safe_mul_func_uint8_t_u_u((l_837[2] != p_21), (((safe_add_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(((p_21 || (((safe_lshift_func_int8_t_s_u(((((((safe_div_func_uint8_t_u_u(((safe_div_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_s((((((safe_rshift_func_uint16_t_u_s((safe_add_func_int64_t_s_s((((!((-1L) == (((g_413[1][0][3] |= (((safe_rshift_func_uint8_t_u_u((l_862[0] = g_772), (safe_mul_func_int16_t_s_s(((safe_mod_func_int16_t_s_s(8L, p_21)) < 0xEE62FE4A1D62D0FCLL), 65528UL)))) || g_133) || 0x45CD0409B32AE6C2LL)) | l_832) || (-3L)))) & (-1L)) , l_867), 18446744073709551615UL)), g_232)) && 0xCCB76F13F270ECB9LL) || 1UL) > p_21) > g_523), p_21)), 1L)) > (-4L)), l_837[3])) > l_307[0]) & 0xBF8368DDL) > g_205) >= l_868) <= p_21), 3)) ^ p_21) , g_263)) ^ p_21), l_832)), 0xF8L)) <= 0x59D0FFDAA04E18D1LL) != g_95[4]))) , g_517)), 9)));
                    l_889 = (safe_lshift_func_int16_t_s_u(((((((safe_rshift_func_int16_t_s_s(p_21, (l_309 = (0x1C81B3E8127FF605LL != ((safe_add_func_int32_t_s_s((safe_div_func_uint8_t_u_u((g_428 & ((((0x35FBL != (p_21 | (+((!((safe_mul_func_int16_t_s_s((g_267[0] > (safe_div_func_int8_t_s_s((((safe_lshift_func_uint8_t_u_u(((safe_mod_func_uint64_t_u_u((safe_lshift_func_int16_t_s_u(((g_387 > g_266) < l_832), g_285)), (-6L))) & g_432), g_428)) || g_285) > (-6L)), p_21))), l_766)) <= l_307[0])) == 0xB2F0C5BD8E434E30LL)))) & p_21) & l_737) | 0xE787L)), (-7L))), g_152)) == p_21))))) <= l_307[3]) || 0x1F4EL) | l_837[0]) != p_21) <= 0x88F3L), l_737));
                    --l_893;
                }
                else
                { /* block id: 291 */
                    l_751 |= (0x6B6F14313F828FBFLL <= (safe_unary_minus_func_uint64_t_u((l_897 ^= g_264))));
                }
                l_832 |= (l_898 , (safe_mul_func_int16_t_s_s(g_508[1], ((safe_unary_minus_func_uint16_t_u(((((safe_rshift_func_uint8_t_u_s(p_21, 6)) ^ (+p_21)) >= ((safe_add_func_uint16_t_u_u(((+(g_541 = (p_21 & (safe_rshift_func_uint16_t_u_s((safe_rshift_func_int8_t_s_s(l_912, (safe_add_func_uint16_t_u_u((~(((((g_294[2] , g_95[4]) < p_21) <= g_523) ^ g_428) || l_638)), l_819)))), 14))))) && (-1L)), l_322[0][2][1])) & 18446744073709551615UL)) == l_916))) , 0x535FL))));
            }
            else
            { /* block id: 297 */
                uint64_t l_961 = 0x60B0EB80BD5FA540LL;
                int32_t l_962 = 0xE95F9433L;
                int32_t l_963 = 0x7DFE9DF3L;
                g_412 = ((safe_div_func_uint16_t_u_u((p_21 , (safe_lshift_func_uint16_t_u_u((l_751 && ((safe_div_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u(g_774, (g_413[1][0][3] = ((((l_769 = (4294967295UL >= l_925)) < (safe_add_func_int16_t_s_s(p_21, (safe_div_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((+p_21), 0L)), g_90))))) ^ p_21) < l_933[1][2])))), 251UL)) == g_411)), p_21))), 65535UL)) >= 0x57L);
                l_891 = (safe_lshift_func_int8_t_s_u((((((p_21 || ((safe_sub_func_int64_t_s_s((safe_mul_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((p_21 = (((((+((safe_sub_func_uint16_t_u_u((p_21 ^ p_21), 0xC841L)) == l_916)) < (safe_unary_minus_func_int32_t_s((p_21 | (safe_add_func_uint16_t_u_u(((++g_56) ^ ((safe_mul_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u((safe_add_func_uint64_t_u_u((safe_sub_func_int16_t_s_s((l_769 = (safe_mul_func_uint16_t_u_u((l_766 != 0UL), l_916))), 0x87DFL)), l_960)), 65535UL)), 0x86L)) < l_960)), l_897)))))) ^ g_387) | 6UL) , g_496)), l_732[2])), 0x87L)), l_961)) , 4294967295UL)) && p_21) <= 0xE5L) < 1UL) >= l_771[3][2][0]), g_266));
                g_965--;
                for (g_774 = 8; (g_774 >= 1); g_774--)
                { /* block id: 308 */
                    l_769 = (g_774 < 0x5813E3BE9BE778A0LL);
                    return l_751;
                }
            }
        }
        return g_428;
    }
    else
    { /* block id: 315 */
        int32_t l_970 = 1L;
        int32_t l_971 = (-9L);
        int32_t l_972 = 0L;
        int32_t l_973 = 0x8DED2D83L;
        int32_t l_974 = 0x71C9B510L;
        uint32_t l_975 = 0x2E6635BAL;
        ++l_975;
    }
    return p_21;
}


/* ------------------------------------------ */
/* 
 * reads : g_41 g_56 g_12 g_90 g_95 g_133 g_141 g_142 g_84 g_145 g_152 g_208 g_209 g_205 g_232 g_265 g_281
 * writes: g_56 g_84 g_90 g_95 g_133 g_141 g_142 g_145 g_205 g_41 g_208 g_209 g_232 g_236 g_237 g_263 g_281
 */
static uint16_t  func_31(uint16_t  p_32)
{ /* block id: 6 */
    uint32_t l_53 = 0x629BAD2CL;
    int32_t l_57 = 1L;
    int32_t l_83 = 0x2CA52C43L;
    uint16_t l_86 = 9UL;
    int32_t l_88 = (-3L);
    int32_t l_179[7];
    uint16_t l_268 = 0x1E56L;
    int16_t l_279[8];
    int32_t l_280 = (-4L);
    int i;
    for (i = 0; i < 7; i++)
        l_179[i] = (-1L);
    for (i = 0; i < 8; i++)
        l_279[i] = 0x7781L;
lbl_123:
    if ((p_32 | ((l_57 = (safe_rshift_func_int16_t_s_s(((~(((safe_lshift_func_uint8_t_u_s(1UL, p_32)) <= (safe_sub_func_int32_t_s_s(((-1L) < (safe_div_func_uint16_t_u_u(l_53, p_32))), (g_56 ^= ((safe_mul_func_int8_t_s_s(0xD2L, g_41)) != p_32))))) == 2L)) != g_41), 11))) == 0xAAFE497DL)))
    { /* block id: 9 */
        int8_t l_82 = 0x30L;
        int64_t l_85 = 0x0ED5C0EB74473CA5LL;
        int32_t l_87 = 0x2BF2C4EEL;
        int32_t l_89 = 0x1299D621L;
        int32_t l_93 = (-1L);
        g_90 = (l_89 = (l_88 = (p_32 && (l_87 = (((((safe_mul_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((p_32 || (safe_add_func_int8_t_s_s(((safe_lshift_func_int8_t_s_s((l_57 , ((safe_sub_func_int64_t_s_s(((safe_rshift_func_uint8_t_u_s(p_32, p_32)) , ((safe_mod_func_int64_t_s_s((g_84 = (safe_lshift_func_int16_t_s_u((((safe_div_func_int32_t_s_s((safe_rshift_func_int16_t_s_s((l_83 |= (safe_add_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s((l_57 = 0x64L), (((l_82 | 4294967295UL) | p_32) || l_53))) || 1UL), l_53))), l_53)), p_32)) && p_32) <= 18446744073709551612UL), g_56))), p_32)) , l_85)), 6UL)) >= l_53)), g_12)) , p_32), l_53))), 65535UL)), g_41)) != l_86) & g_56) && 0L) > l_82)))));
        l_89 |= ((g_90 , p_32) || (safe_rshift_func_uint8_t_u_s((l_85 <= p_32), 1)));
        return l_93;
    }
    else
    { /* block id: 19 */
        int32_t l_94 = 0xC19DE87AL;
        ++g_95[4];
    }
    for (g_56 = 0; (g_56 > 55); g_56++)
    { /* block id: 24 */
        int64_t l_120 = 0x7F40E302F92BF7C6LL;
        int32_t l_121 = 5L;
        int32_t l_144[1][8][8] = {{{(-1L),0x58A7F69DL,0x10380307L,0x3A25EAEAL,0x10380307L,0x58A7F69DL,(-1L),0x3A25EAEAL},{(-1L),(-1L),0x10380307L,(-1L),0x10380307L,(-1L),(-1L),(-1L)},{(-1L),0x58A7F69DL,0x10380307L,0x3A25EAEAL,0x10380307L,0x58A7F69DL,(-1L),0x3A25EAEAL},{(-1L),(-1L),0x10380307L,(-1L),0x10380307L,(-1L),(-1L),(-1L)},{(-1L),0x58A7F69DL,0x10380307L,0x3A25EAEAL,0x10380307L,0x58A7F69DL,(-1L),0x3A25EAEAL},{(-1L),(-1L),0x10380307L,(-1L),0x10380307L,(-1L),(-1L),(-1L)},{(-1L),0x58A7F69DL,0x10380307L,0x3A25EAEAL,0x10380307L,0x58A7F69DL,(-1L),0x3A25EAEAL},{(-1L),(-1L),0x10380307L,(-1L),0x10380307L,(-1L),(-1L),(-1L)}}};
        const uint8_t l_159 = 1UL;
        int32_t l_180 = 0xA896EA0DL;
        int8_t l_207 = 3L;
        uint32_t l_234 = 5UL;
        uint32_t l_261 = 0x5BA1AFD9L;
        int i, j, k;
        if ((l_121 = (safe_sub_func_int64_t_s_s((safe_lshift_func_int8_t_s_s(((g_95[4] >= ((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u((~p_32), 3)), (safe_rshift_func_uint8_t_u_u((((g_41 <= 0xDBBAL) && (safe_mod_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s((!l_83), 4)) == (-5L)), (safe_rshift_func_uint16_t_u_u((safe_mod_func_int32_t_s_s(g_95[6], g_95[0])), g_41))))) & g_90), p_32)))) && l_88)) < 0x07L), l_120)), l_53))))
        { /* block id: 26 */
            int64_t l_122[7][7][3] = {{{0xE4639A721153E23BLL,(-7L),0x7E89A4CE3ABF990BLL},{0x5260EE2FB047B2A2LL,(-7L),1L},{0xEDA02901D39A42C7LL,2L,0xEDA02901D39A42C7LL},{0xB9DF8DAF57E05BCBLL,(-5L),(-7L)},{0x53B37858094BF1C6LL,0x696B6C30C227312BLL,0x6A876A4828161DD5LL},{0x53B37858094BF1C6LL,0x7E89A4CE3ABF990BLL,0x4EF0715EAD26C8B9LL},{1L,2L,2L}},{{0x53B37858094BF1C6LL,0L,0x92153B372D1EC869LL},{0x20306C0CD1CB4528LL,(-5L),0xC033C15289768AFALL},{0x696B6C30C227312BLL,1L,(-10L)},{0x5E972E6F118E4090LL,(-7L),0xB9DF8DAF57E05BCBLL},{(-5L),0L,0xB9DF8DAF57E05BCBLL},{0x4EF0715EAD26C8B9LL,(-10L),(-10L)},{0x92153B372D1EC869LL,0x53B37858094BF1C6LL,0xC033C15289768AFALL}},{{0xE4639A721153E23BLL,0xC6DC0DC4BEA28A71LL,0x92153B372D1EC869LL},{(-2L),0x47B12BF80AFD421DLL,2L},{0x6FBD3DF35B7EE776LL,0x41AB084DB6C23AF2LL,0x4EF0715EAD26C8B9LL},{(-7L),0x47B12BF80AFD421DLL,0L},{0x7E89A4CE3ABF990BLL,0xC6DC0DC4BEA28A71LL,1L},{0x6A876A4828161DD5LL,0x53B37858094BF1C6LL,0x5E972E6F118E4090LL},{1L,(-10L),(-5L)}},{{(-10L),0L,0x41AB084DB6C23AF2LL},{(-10L),(-7L),0x6A876A4828161DD5LL},{1L,1L,0x6FBD3DF35B7EE776LL},{0x6A876A4828161DD5LL,(-5L),0xE4639A721153E23BLL},{0x7E89A4CE3ABF990BLL,0L,2L},{(-7L),2L,0x93C88FD2EAD1D304LL},{0x6FBD3DF35B7EE776LL,0x7E89A4CE3ABF990BLL,2L}},{{(-2L),0xC033C15289768AFALL,0xE4639A721153E23BLL},{0xE4639A721153E23BLL,0xB9DF8DAF57E05BCBLL,0x6FBD3DF35B7EE776LL},{0x92153B372D1EC869LL,0xE4639A721153E23BLL,0x6A876A4828161DD5LL},{0x4EF0715EAD26C8B9LL,1L,0x41AB084DB6C23AF2LL},{(-5L),1L,(-5L)},{0x5E972E6F118E4090LL,0xE4639A721153E23BLL,0x5E972E6F118E4090LL},{0x696B6C30C227312BLL,0xB9DF8DAF57E05BCBLL,1L}},{{0x20306C0CD1CB4528LL,0xC033C15289768AFALL,0L},{0x53B37858094BF1C6LL,0x7E89A4CE3ABF990BLL,0x4EF0715EAD26C8B9LL},{1L,2L,2L},{0x53B37858094BF1C6LL,0L,0x92153B372D1EC869LL},{0x20306C0CD1CB4528LL,(-5L),0xC033C15289768AFALL},{0x696B6C30C227312BLL,1L,(-10L)},{0x5E972E6F118E4090LL,(-7L),0xB9DF8DAF57E05BCBLL}},{{(-5L),0L,0xB9DF8DAF57E05BCBLL},{0x4EF0715EAD26C8B9LL,(-10L),(-10L)},{0x92153B372D1EC869LL,0x53B37858094BF1C6LL,0xC033C15289768AFALL},{0xE4639A721153E23BLL,0xC6DC0DC4BEA28A71LL,0x92153B372D1EC869LL},{(-2L),0x47B12BF80AFD421DLL,2L},{0x6FBD3DF35B7EE776LL,0x41AB084DB6C23AF2LL,0x4EF0715EAD26C8B9LL},{(-7L),0x47B12BF80AFD421DLL,0L}}};
            int8_t l_229 = 4L;
            const int32_t l_231[2][1] = {{0x132ED61EL},{0x132ED61EL}};
            int i, j, k;
            if (l_122[1][2][1])
            { /* block id: 27 */
                for (p_32 = 0; (p_32 <= 7); p_32 += 1)
                { /* block id: 30 */
                    int i;
                    return g_95[p_32];
                }
            }
            else
            { /* block id: 33 */
                int16_t l_132 = 0x333DL;
                const uint8_t l_143 = 249UL;
                if (l_88)
                    goto lbl_123;
                l_144[0][3][0] = ((safe_lshift_func_int16_t_s_s((safe_div_func_uint64_t_u_u((((l_121 = (g_90 <= (safe_mul_func_uint16_t_u_u((((g_142 &= (((safe_mod_func_uint64_t_u_u(((l_132 , g_56) & p_32), (0x8AL || ((g_133++) | (safe_sub_func_uint8_t_u_u((g_84 = (p_32 <= ((+(safe_sub_func_uint16_t_u_u(((((g_141 |= l_121) & g_95[4]) || l_53) , 0xBA94L), g_95[4]))) < 0L))), 0xADL)))))) <= 0xCD0F842DL) && 0UL)) & 5UL) || 0xF2E4L), g_12)))) , g_133) != g_90), g_41)), l_143)) || (-8L));
                g_145[2] &= g_84;
            }
            if (((l_180 = (safe_add_func_int32_t_s_s(((safe_mod_func_int16_t_s_s(((l_121 = (1L <= (((safe_sub_func_int16_t_s_s(g_152, (safe_lshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u((l_144[0][3][0] = (safe_sub_func_int16_t_s_s(l_159, p_32))), 10)), (((safe_div_func_uint32_t_u_u((((((safe_mul_func_int16_t_s_s((safe_div_func_int32_t_s_s(0L, (safe_mul_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_u(((safe_unary_minus_func_int32_t_s(((safe_rshift_func_uint8_t_u_s((safe_rshift_func_uint16_t_u_u((~(safe_unary_minus_func_uint32_t_u((safe_mul_func_int8_t_s_s((l_83 ^= 9L), p_32))))), g_145[2])), 2)) ^ p_32))) >= p_32), 7)) ^ l_122[1][2][1]), l_88)))), 0L)) , l_57) > g_152) && 1UL) > 1L), l_179[5])) & p_32) < l_179[5]))))) == 7L) >= p_32))) && 0x46BF972A186CBB3ELL), g_95[4])) ^ 0xA6L), p_32))) | l_122[3][5][0]))
            { /* block id: 47 */
                uint8_t l_204 = 1UL;
                int32_t l_206 = (-1L);
                uint64_t l_235 = 0x4D273E089767DC16LL;
                for (g_90 = 0; (g_90 <= 55); g_90++)
                { /* block id: 50 */
                    int64_t l_199 = (-2L);
                    int32_t l_230 = 0x1678A96FL;
                    int32_t l_233 = 6L;
                    g_208 &= ((((((safe_mod_func_int64_t_s_s((((g_152 , (((l_179[5] ^ ((safe_add_func_uint32_t_u_u((safe_add_func_int64_t_s_s(((!((p_32 == (safe_unary_minus_func_uint16_t_u(0xB3AAL))) || (safe_add_func_int8_t_s_s((safe_mod_func_int8_t_s_s((+((l_206 ^= (safe_unary_minus_func_int32_t_s((safe_sub_func_int32_t_s_s((l_199 < (safe_sub_func_uint64_t_u_u(((g_41 = (+((g_205 = (l_204 = (((g_145[2] & ((safe_unary_minus_func_int32_t_s(((p_32 , p_32) != 0x8362L))) < 0xF78ABD92L)) ^ g_90) != g_95[4]))) && 0xECL))) && p_32), 0xF8E0B2DDA5E66228LL))), p_32))))) | 4UL)), g_145[2])), g_152)))) , 0x9C7B4ADEE2F40C1DLL), 6L)), p_32)) ^ g_84)) != 0xE18EC0D0173B76CDLL) , l_199)) <= l_207) > g_95[1]), 18446744073709551606UL)) || 0xA5283708L) > g_145[2]) >= 0x68BC73AE716A212ELL) != 0x4BD25B42L) , l_199);
                    g_209 &= 0L;
                    l_235 ^= ((((g_152 && (safe_rshift_func_uint16_t_u_s((g_84 & (safe_mul_func_uint16_t_u_u((((l_233 = ((g_232 = ((((p_32 < (safe_lshift_func_int8_t_s_s(((l_230 = (g_209 || (((safe_lshift_func_uint8_t_u_s(g_205, (!(((l_144[0][2][2] ^= ((safe_div_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((p_32 < (((((safe_sub_func_uint64_t_u_u((safe_div_func_int8_t_s_s(4L, g_56)), l_206)) || l_121) < p_32) ^ 1L) , l_229)), 0)), l_159)) < l_121)) != g_12) <= 18446744073709551615UL)))) >= 0L) >= 0x16L))) != l_231[0][0]), 5))) | 4294967293UL) >= g_95[1]) && 0x1E7EL)) && 0L)) != 0L) , l_53), g_142))), 15))) == 0x109F9FE6F2A2847BLL) || l_234) && g_152);
                }
            }
            else
            { /* block id: 63 */
                g_237 = (l_144[0][0][2] = (g_236 = l_234));
                if (g_84)
                    break;
                for (g_133 = 0; g_133 < 7; g_133 += 1)
                {
                    l_179[g_133] = (-1L);
                }
                if (l_53)
                    goto lbl_123;
            }
        }
        else
        { /* block id: 71 */
            int32_t l_239 = 0x856C622BL;
            int32_t l_260 = 1L;
            int32_t l_262 = 1L;
            l_239 = ((((~(((g_152 , l_239) > (((safe_add_func_int32_t_s_s((safe_add_func_uint64_t_u_u(g_152, l_239)), (((safe_add_func_uint8_t_u_u(g_95[4], g_208)) , g_95[6]) || l_239))) != p_32) , p_32)) , p_32)) != 0x6DL) & 0UL) , 0L);
            l_121 &= (g_263 = (l_262 ^= ((p_32 != ((l_159 , p_32) >= (safe_sub_func_int16_t_s_s((p_32 > ((g_141 = (safe_mod_func_uint64_t_u_u(((safe_sub_func_int16_t_s_s((g_41 = (safe_div_func_uint32_t_u_u(((safe_div_func_int64_t_s_s(((((((((safe_mul_func_uint16_t_u_u(((l_239 != (((safe_mod_func_int64_t_s_s(((g_232 != ((((-1L) && 2L) <= g_152) , l_239)) == p_32), g_142)) != 0x094179F3L) < g_95[4])) == g_232), l_234)) > l_260) & l_207) ^ 0x1DEC4DA8L) >= l_234) | 4294967286UL) == l_180) , l_261), l_159)) , p_32), g_145[2]))), 0x3ED1L)) <= p_32), p_32))) | l_144[0][7][5])), g_152)))) || l_260)));
        }
        l_268--;
        l_144[0][1][3] = ((~((safe_mod_func_int64_t_s_s((safe_sub_func_int16_t_s_s(l_179[6], 0L)), l_57)) <= g_265[4][0][2])) < (((safe_sub_func_int64_t_s_s(p_32, ((++g_281) <= (((g_209 | 255UL) >= 0L) | l_57)))) | 0x64L) < 6UL));
    }
    return l_83;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_19, "g_19", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_90, "g_90", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_95[i], "g_95[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_133, "g_133", print_hash_value);
    transparent_crc(g_141, "g_141", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_145[i], "g_145[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_152, "g_152", print_hash_value);
    transparent_crc(g_205, "g_205", print_hash_value);
    transparent_crc(g_208, "g_208", print_hash_value);
    transparent_crc(g_209, "g_209", print_hash_value);
    transparent_crc(g_232, "g_232", print_hash_value);
    transparent_crc(g_236, "g_236", print_hash_value);
    transparent_crc(g_237, "g_237", print_hash_value);
    transparent_crc(g_263, "g_263", print_hash_value);
    transparent_crc(g_264, "g_264", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_265[i][j][k], "g_265[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_266, "g_266", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_267[i], "g_267[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_278, "g_278", print_hash_value);
    transparent_crc(g_281, "g_281", print_hash_value);
    transparent_crc(g_285, "g_285", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_294[i], "g_294[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_387, "g_387", print_hash_value);
    transparent_crc(g_394, "g_394", print_hash_value);
    transparent_crc(g_407, "g_407", print_hash_value);
    transparent_crc(g_411, "g_411", print_hash_value);
    transparent_crc(g_412, "g_412", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_413[i][j][k], "g_413[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_428, "g_428", print_hash_value);
    transparent_crc(g_431, "g_431", print_hash_value);
    transparent_crc(g_432, "g_432", print_hash_value);
    transparent_crc(g_440, "g_440", print_hash_value);
    transparent_crc(g_462, "g_462", print_hash_value);
    transparent_crc(g_496, "g_496", print_hash_value);
    transparent_crc(g_507, "g_507", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_508[i], "g_508[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_512, "g_512", print_hash_value);
    transparent_crc(g_517, "g_517", print_hash_value);
    transparent_crc(g_523, "g_523", print_hash_value);
    transparent_crc(g_541, "g_541", print_hash_value);
    transparent_crc(g_643, "g_643", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_644[i][j], "g_644[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_772, "g_772", print_hash_value);
    transparent_crc(g_774, "g_774", print_hash_value);
    transparent_crc(g_834, "g_834", print_hash_value);
    transparent_crc(g_965, "g_965", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_1180[i], "g_1180[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_1235[i], "g_1235[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1498[i][j], "g_1498[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_1730[i], "g_1730[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1863, "g_1863", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_1865[i], "g_1865[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1881, "g_1881", print_hash_value);
    transparent_crc(g_2111, "g_2111", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_2125[i][j][k], "g_2125[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2133, "g_2133", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_2134[i][j][k], "g_2134[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2137, "g_2137", print_hash_value);
    transparent_crc(g_2139, "g_2139", print_hash_value);
    transparent_crc(g_2140, "g_2140", print_hash_value);
    transparent_crc(g_2148, "g_2148", print_hash_value);
    transparent_crc(g_2149, "g_2149", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_2150[i], "g_2150[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_2161[i][j][k], "g_2161[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2200, "g_2200", print_hash_value);
    transparent_crc(g_2243, "g_2243", print_hash_value);
    transparent_crc(g_2275, "g_2275", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
