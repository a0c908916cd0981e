// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10025 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10025
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0L;
static int32_t g_4[6] = {0xCCE57BF5L,0xCCE57BF5L,0xCCE57BF5L,0xCCE57BF5L,0xCCE57BF5L,0xCCE57BF5L};
static int32_t g_5 = 1L;
static int32_t g_6 = 1L;
static int8_t g_14[7] = {1L,1L,1L,1L,1L,1L,1L};
static uint64_t g_19[5][5][6] = {{{0xA4F06702E6337258LL,0x84C6A37D7C869B7DLL,0UL,0x84C6A37D7C869B7DLL,0xA4F06702E6337258LL,0xE44FA3FDA37B187BLL},{0xA4F06702E6337258LL,9UL,0x84C6A37D7C869B7DLL,0x81D68C2AFE2499E6LL,18446744073709551606UL,18446744073709551606UL},{9UL,18446744073709551615UL,18446744073709551615UL,9UL,0UL,18446744073709551606UL},{1UL,18446744073709551606UL,0x84C6A37D7C869B7DLL,0xE44FA3FDA37B187BLL,0x81D68C2AFE2499E6LL,0xE44FA3FDA37B187BLL},{0UL,0xFBF261718BC698DCLL,0UL,0x9716E289AA50887CLL,0x81D68C2AFE2499E6LL,0xA4F06702E6337258LL}},{{0x84C6A37D7C869B7DLL,18446744073709551606UL,1UL,0xE44FA3FDA37B187BLL,0xE44FA3FDA37B187BLL,0UL},{0x9716E289AA50887CLL,0x9716E289AA50887CLL,18446744073709551615UL,0xE44FA3FDA37B187BLL,0xA4F06702E6337258LL,0x84C6A37D7C869B7DLL},{0xFBF261718BC698DCLL,18446744073709551615UL,1UL,0x84C6A37D7C869B7DLL,1UL,18446744073709551615UL},{0xE44FA3FDA37B187BLL,0xFBF261718BC698DCLL,1UL,9UL,0x9716E289AA50887CLL,0x84C6A37D7C869B7DLL},{0UL,9UL,18446744073709551615UL,18446744073709551615UL,9UL,0UL}},{{18446744073709551615UL,9UL,0UL,18446744073709551606UL,0x9716E289AA50887CLL,1UL},{1UL,0xFBF261718BC698DCLL,0xE44FA3FDA37B187BLL,0xFBF261718BC698DCLL,1UL,9UL},{1UL,18446744073709551615UL,0xFBF261718BC698DCLL,18446744073709551606UL,0xA4F06702E6337258LL,0xA4F06702E6337258LL},{18446744073709551615UL,0x9716E289AA50887CLL,0x9716E289AA50887CLL,18446744073709551615UL,0xE44FA3FDA37B187BLL,0xA4F06702E6337258LL},{0UL,0xA4F06702E6337258LL,0xFBF261718BC698DCLL,9UL,18446744073709551606UL,9UL}},{{0xE44FA3FDA37B187BLL,0x81D68C2AFE2499E6LL,0xE44FA3FDA37B187BLL,0x84C6A37D7C869B7DLL,18446744073709551606UL,1UL},{0xFBF261718BC698DCLL,0xA4F06702E6337258LL,0UL,0xE44FA3FDA37B187BLL,0xE44FA3FDA37B187BLL,0UL},{0x9716E289AA50887CLL,0x9716E289AA50887CLL,18446744073709551615UL,0xE44FA3FDA37B187BLL,0xA4F06702E6337258LL,0x84C6A37D7C869B7DLL},{0xFBF261718BC698DCLL,18446744073709551615UL,1UL,0x84C6A37D7C869B7DLL,1UL,18446744073709551615UL},{0xE44FA3FDA37B187BLL,0xFBF261718BC698DCLL,1UL,9UL,0x9716E289AA50887CLL,0x84C6A37D7C869B7DLL}},{{0UL,9UL,18446744073709551615UL,18446744073709551615UL,9UL,0UL},{18446744073709551615UL,9UL,0UL,18446744073709551606UL,0x9716E289AA50887CLL,1UL},{1UL,0xFBF261718BC698DCLL,0xE44FA3FDA37B187BLL,0xFBF261718BC698DCLL,1UL,9UL},{1UL,18446744073709551615UL,0xFBF261718BC698DCLL,18446744073709551606UL,0xA4F06702E6337258LL,0xA4F06702E6337258LL},{18446744073709551615UL,0x9716E289AA50887CLL,0x9716E289AA50887CLL,18446744073709551615UL,0xE44FA3FDA37B187BLL,0xA4F06702E6337258LL}}};
static int16_t g_27 = 0x959AL;
static uint16_t g_29 = 0x698BL;
static int8_t g_30 = 0x0AL;
static int32_t g_34 = 2L;
static int16_t g_35 = 0x54FDL;
static uint32_t g_37 = 0UL;
static int16_t g_53[1][7][8] = {{{(-1L),0xA8E8L,(-1L),(-1L),(-1L),(-1L),0xA8E8L,(-1L)},{0x56A7L,(-1L),0x267AL,(-1L),0x56A7L,0x56A7L,(-1L),0x267AL},{0x56A7L,0x56A7L,(-1L),0x267AL,(-1L),0x56A7L,0x56A7L,(-1L)},{(-1L),(-1L),(-1L),(-1L),0xA8E8L,(-1L),(-1L),(-1L)},{(-1L),0xA8E8L,0x267AL,0x267AL,0xA8E8L,(-1L),0xA8E8L,0x267AL},{(-1L),0xA8E8L,(-1L),(-1L),(-1L),(-1L),0xA8E8L,(-1L)},{0x56A7L,(-1L),0x267AL,(-1L),0x56A7L,0x56A7L,(-1L),0x267AL}}};
static uint32_t g_80 = 0xE763FF63L;
static int64_t g_148 = 9L;
static uint32_t g_178 = 9UL;
static uint8_t g_312 = 0x1AL;
static int8_t g_389 = 1L;
static int64_t g_507 = 0xA3C3139589938A15LL;
static uint8_t g_606 = 0xE9L;
static uint16_t g_613 = 0x3CDBL;
static int16_t g_620[4] = {0xE05EL,0xE05EL,0xE05EL,0xE05EL};
static int64_t g_621 = 7L;
static uint8_t g_623 = 0xE6L;
static int16_t g_679 = 0x8068L;
static int16_t g_696 = 5L;
static uint32_t g_698 = 0UL;
static uint32_t g_777 = 0x7EF65A4BL;
static uint64_t g_855 = 1UL;
static uint32_t g_920 = 18446744073709551607UL;
static uint32_t g_1157 = 4294967295UL;
static int32_t g_1330 = (-1L);
static uint64_t g_1382 = 18446744073709551615UL;
static int32_t g_1424[3] = {1L,1L,1L};
static const int16_t g_1622 = 0L;
static int32_t g_1653 = (-1L);
static int64_t g_1699 = 0xEFAB324A0FF2DEDDLL;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static uint8_t  func_42(const uint32_t  p_43, int16_t  p_44, uint64_t  p_45, int32_t  p_46);
static int64_t  func_47(int64_t  p_48, uint32_t  p_49, uint64_t  p_50, uint8_t  p_51, int64_t  p_52);
static uint32_t  func_54(const int32_t  p_55);
static int32_t  func_60(int64_t  p_61, int32_t  p_62);
static int32_t  func_64(int32_t  p_65, const int32_t  p_66);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_4 g_5 g_6 g_19 g_30 g_37 g_53 g_34 g_35 g_14 g_27 g_29 g_148 g_80 g_178 g_312 g_507 g_389 g_606 g_613 g_623 g_679 g_620 g_698 g_621 g_777 g_855 g_920 g_696 g_1157 g_1382 g_1424 g_1330 g_1622 g_1653
 * writes: g_3 g_4 g_5 g_6 g_14 g_19 g_27 g_29 g_30 g_37 g_53 g_80 g_34 g_178 g_35 g_312 g_389 g_148 g_606 g_613 g_623 g_679 g_698 g_620 g_507 g_855 g_777 g_621 g_1157 g_1330 g_1382 g_920
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2[3];
    int32_t l_31 = 1L;
    uint32_t l_1667 = 1UL;
    int32_t l_1700 = 0xF01F4D64L;
    int32_t l_1703 = (-8L);
    int32_t l_1704 = (-1L);
    int i;
    for (i = 0; i < 3; i++)
        l_2[i] = 2UL;
    for (g_3 = 2; (g_3 >= 0); g_3 -= 1)
    { /* block id: 3 */
        uint32_t l_18 = 0x0F2D6273L;
        int32_t l_28 = 0x48967C74L;
        int64_t l_36 = 0x8CC907F7A796FB6CLL;
        uint8_t l_926[3][6];
        int32_t l_1660 = 0x2FBAC19BL;
        int8_t l_1698[5][4][1] = {{{(-1L)},{0xB9L},{(-1L)},{0xB9L}},{{(-1L)},{0xB9L},{(-1L)},{0xB9L}},{{(-1L)},{0xB9L},{(-1L)},{0xB9L}},{{(-1L)},{0xB9L},{(-1L)},{0xB9L}},{{(-1L)},{0xB9L},{(-1L)},{0xB9L}}};
        int32_t l_1701 = 0x265E59ADL;
        int32_t l_1702 = 0L;
        uint32_t l_1705[5];
        int i, j, k;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 6; j++)
                l_926[i][j] = 251UL;
        }
        for (i = 0; i < 5; i++)
            l_1705[i] = 18446744073709551611UL;
        for (g_4[5] = 0; (g_4[5] <= 2); g_4[5] += 1)
        { /* block id: 6 */
            uint32_t l_17 = 5UL;
            int32_t l_32[4][3] = {{0x85D5FCA4L,0x85D5FCA4L,0x85D5FCA4L},{(-4L),(-4L),(-4L)},{0x85D5FCA4L,0x85D5FCA4L,0x85D5FCA4L},{(-4L),(-4L),(-4L)}};
            int i, j;
            for (g_5 = 2; (g_5 >= 0); g_5 -= 1)
            { /* block id: 9 */
                int32_t l_24 = 1L;
                for (g_6 = 0; (g_6 <= 2); g_6 += 1)
                { /* block id: 12 */
                    int32_t l_33 = (-6L);
                    int i;
                    g_29 = (((((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_u((~(((safe_sub_func_uint64_t_u_u(((g_14[1] = l_2[g_5]) | ((g_27 = (((g_19[1][0][4] &= ((safe_mod_func_uint32_t_u_u(g_3, (l_18 &= l_17))) , g_3)) , ((!(safe_unary_minus_func_int32_t_s((l_24 &= (safe_div_func_int16_t_s_s(0xEED0L, l_2[1])))))) == ((safe_mul_func_uint8_t_u_u(g_5, (-1L))) && 0x8FL))) <= 0x76L)) || l_24)), 1UL)) , g_19[2][1][4]) >= g_6)), 13)), g_5)) & l_28) ^ g_4[5]) | l_28) , 0xED469F41L);
                    l_33 &= ((l_31 = (g_30 &= l_17)) & ((l_32[1][1] ^= g_3) < l_2[g_5]));
                    --g_37;
                }
            }
        }
        if (((l_2[g_3] , g_3) & (safe_sub_func_uint8_t_u_u(func_42(g_4[5], (((func_47((g_53[0][3][0] &= l_28), func_54(l_2[g_3]), (safe_div_func_int32_t_s_s(g_3, l_2[g_3])), g_920, l_926[2][0]) , 0UL) > 0xA924L) == g_696), g_696, g_621), g_696))))
        { /* block id: 650 */
            int8_t l_1656 = 0x29L;
            int32_t l_1678 = 0xF6DA8186L;
            int i;
            l_31 = (safe_mod_func_uint8_t_u_u((((l_28 = (l_1656 |= 1L)) || ((safe_unary_minus_func_uint8_t_u(l_28)) <= ((safe_sub_func_uint64_t_u_u((l_1660 = (g_19[1][0][3] = l_1656)), ((safe_add_func_int64_t_s_s(5L, ((((g_312 >= l_926[2][2]) == (safe_sub_func_int16_t_s_s((((safe_sub_func_int64_t_s_s((l_31 , 1L), g_4[1])) || g_34) ^ l_926[2][4]), g_623))) , g_1330) < l_31))) , (-5L)))) <= l_28))) != 0x0EL), g_6));
            l_1667++;
            g_5 = (((safe_lshift_func_uint8_t_u_u(((l_1667 != ((safe_add_func_int16_t_s_s(0xB85DL, (!(safe_div_func_int32_t_s_s(g_1653, ((l_1678 &= (!(l_2[g_3] &= 0UL))) , (g_4[5] = (((safe_mul_func_int8_t_s_s((g_30 = ((l_31 = ((l_2[g_3] == ((g_389 |= (-5L)) | (safe_div_func_int64_t_s_s(((l_28 && 65529UL) , 0x7B278E36A60E5C35LL), g_855)))) <= 0x35L)) & l_1667)), 0x96L)) ^ g_148) & g_19[1][0][4])))))))) ^ g_613)) >= g_37), 6)) || 9L) <= g_620[0]);
        }
        else
        { /* block id: 664 */
            uint8_t l_1685[6][2][5] = {{{0x46L,255UL,0UL,0UL,255UL},{0xDEL,0xCCL,0x77L,0xE2L,0UL}},{{0UL,0xE2L,0xFBL,0xDEL,255UL},{0x77L,1UL,0xCCL,0UL,0UL}},{{0UL,0x36L,0x04L,0UL,0x8EL},{0xDEL,0xDAL,0xFBL,1UL,1UL}},{{0x46L,0xDAL,0x46L,0x8EL,0UL},{1UL,0x36L,0x8EL,0UL,0UL}},{{0UL,1UL,1UL,255UL,0xDEL},{0x46L,0xE2L,0x8EL,0UL,0xE2L}},{{0xE2L,0xCCL,0x46L,255UL,0UL},{0xDAL,255UL,0xFBL,255UL,0xDAL}}};
            int64_t l_1691 = (-10L);
            int i, j, k;
            g_1330 = (g_4[5] |= (safe_add_func_int16_t_s_s((g_620[0] ^= l_1685[0][0][4]), (((l_1698[3][1][0] = (g_29 != (((safe_unary_minus_func_int64_t_s((((safe_mul_func_int16_t_s_s((0xD917C958L <= ((safe_rshift_func_int8_t_s_u(l_1691, 5)) && (safe_mul_func_int16_t_s_s(g_389, ((l_31 ^= 2L) & (((safe_mul_func_int16_t_s_s((l_1660 = (((((safe_div_func_int8_t_s_s(3L, 0x20L)) ^ 0xD29DL) , l_1667) , l_1667) > 4294967290UL)), g_696)) , 0x6BL) | 0xA7L)))))), 0x3E5EL)) || g_80) && l_1667))) <= l_2[2]) , g_80))) != 0xF5DF6CC8698AE33BLL) <= g_14[5]))));
            return g_507;
        }
        --l_1705[0];
    }
    return g_1424[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_37 g_4 g_696 g_53 g_35 g_14 g_621 g_920 g_312 g_777 g_620 g_19 g_34 g_623 g_29 g_6 g_698 g_5 g_613 g_855 g_148 g_507 g_606 g_30 g_178 g_389 g_1157 g_3 g_27 g_1382 g_1424 g_679 g_80 g_1330 g_1622 g_1653
 * writes: g_4 g_37 g_312 g_5 g_777 g_698 g_53 g_34 g_178 g_35 g_6 g_19 g_507 g_855 g_621 g_389 g_148 g_29 g_1157 g_606 g_620 g_623 g_30 g_613 g_1330 g_1382 g_920 g_80 g_14
 */
static uint8_t  func_42(const uint32_t  p_43, int16_t  p_44, uint64_t  p_45, int32_t  p_46)
{ /* block id: 400 */
    int16_t l_960 = 0xDF4AL;
    int32_t l_963 = 0x1604B2AAL;
    int32_t l_968 = (-1L);
    int32_t l_979 = 6L;
    int32_t l_1141 = 0xB45BCE5EL;
    int32_t l_1145[5][3][7] = {{{0xF2BCADA3L,0x63AD350AL,0xF2BCADA3L,0x101CC9A7L,0x101CC9A7L,0xF2BCADA3L,0x63AD350AL},{(-1L),0x3753ACF6L,(-10L),(-10L),0x3753ACF6L,(-1L),0x3753ACF6L},{0xF2BCADA3L,0x101CC9A7L,0x101CC9A7L,0xF2BCADA3L,0x63AD350AL,0xF2BCADA3L,0x101CC9A7L}},{{0xD8B9E724L,0xD8B9E724L,(-1L),(-10L),(-1L),0xD8B9E724L,0xD8B9E724L},{0x28888B90L,0x101CC9A7L,0L,0x101CC9A7L,0x28888B90L,0x28888B90L,0x101CC9A7L},{(-1L),0x3753ACF6L,(-1L),(-1L),(-1L),(-1L),0x3753ACF6L}},{{0x101CC9A7L,0x63AD350AL,0L,0L,0x63AD350AL,0x101CC9A7L,0x63AD350AL},{(-1L),(-1L),(-1L),(-1L),0x3753ACF6L,(-1L),(-1L)},{0x28888B90L,0x28888B90L,0x101CC9A7L,0L,0x101CC9A7L,0x28888B90L,0x28888B90L}},{{0xD8B9E724L,(-1L),(-10L),(-1L),0xD8B9E724L,0xD8B9E724L,(-1L)},{0xF2BCADA3L,0x63AD350AL,0xF2BCADA3L,0x101CC9A7L,0x101CC9A7L,0xF2BCADA3L,0x63AD350AL},{(-1L),0x3753ACF6L,(-10L),(-10L),0x3753ACF6L,(-1L),0x3753ACF6L}},{{0xF2BCADA3L,0x101CC9A7L,0x101CC9A7L,0xF2BCADA3L,0x63AD350AL,0xF2BCADA3L,0x101CC9A7L},{0xD8B9E724L,0xD8B9E724L,(-1L),(-10L),(-1L),0xD8B9E724L,0xD8B9E724L},{0x28888B90L,0x101CC9A7L,0L,0x101CC9A7L,0x28888B90L,0x28888B90L,0x101CC9A7L}}};
    int16_t l_1300 = 0xAAC7L;
    int16_t l_1425 = 0L;
    int64_t l_1452 = 1L;
    int64_t l_1538 = 1L;
    uint64_t l_1641 = 18446744073709551610UL;
    uint32_t l_1642 = 4294967295UL;
    int i, j, k;
lbl_1064:
    g_4[5] = g_37;
    g_4[5] = (safe_mod_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u((g_4[5] != (l_960 | (((g_5 = (safe_sub_func_uint64_t_u_u(l_963, (((0xD5L > ((safe_sub_func_int16_t_s_s((p_44 , ((safe_mul_func_uint8_t_u_u((g_312 = (((l_968 = (g_37 = g_696)) == (safe_rshift_func_uint16_t_u_s((safe_mod_func_int32_t_s_s((safe_mod_func_uint32_t_u_u((safe_mod_func_uint32_t_u_u(((((safe_sub_func_int64_t_s_s(((l_979 = 0xA03A310E5929F899LL) || g_53[0][6][3]), 0xAE664C46A6D0FF92LL)) || g_35) > g_14[5]) & 0xE58ADDC0B6630E7FLL), l_960)), p_44)), g_621)), g_4[4]))) == (-1L))), g_920)) > 4294967289UL)), 0x3CAFL)) , 255UL)) < 0x8F6575D5L) & 0x77AAE3548EE6D156LL)))) , 0xC7FAL) < l_960))), 2)), 0)), g_621));
    for (g_312 = 0; (g_312 <= 4); g_312 += 1)
    { /* block id: 410 */
        int16_t l_980 = 8L;
        int32_t l_994 = 0x6086E17AL;
        uint8_t l_1055 = 255UL;
        uint16_t l_1089[5] = {0xD1A1L,0xD1A1L,0xD1A1L,0xD1A1L,0xD1A1L};
        uint32_t l_1108 = 5UL;
        int32_t l_1137 = 0xC4087D62L;
        int32_t l_1144 = (-3L);
        int32_t l_1146 = (-1L);
        int32_t l_1149 = 0L;
        int32_t l_1150 = 0xED9D0167L;
        int32_t l_1151[3][8] = {{0L,(-6L),0L,9L,9L,0L,(-6L),0L},{1L,9L,0xD284D142L,9L,1L,1L,9L,0xD284D142L},{1L,1L,9L,0xD284D142L,9L,1L,1L,9L}};
        int8_t l_1233 = 0x6FL;
        int i, j;
        g_5 = l_980;
        for (g_777 = 0; (g_777 <= 0); g_777 += 1)
        { /* block id: 414 */
            int32_t l_995 = 0x93BA6C48L;
            uint64_t l_1036 = 0xB9979190437C6359LL;
            int32_t l_1057 = 4L;
            int32_t l_1139 = 0x962AFD45L;
            int32_t l_1140 = 0L;
            int32_t l_1142 = (-3L);
            int32_t l_1143 = 0x1AA94548L;
            int32_t l_1153[7] = {0x5A9E1435L,0x5A9E1435L,0x5A9E1435L,0x5A9E1435L,0x5A9E1435L,0x5A9E1435L,0x5A9E1435L};
            uint32_t l_1154 = 0x043232DAL;
            int32_t l_1190 = 9L;
            uint32_t l_1191 = 4294967286UL;
            uint64_t l_1234 = 0x72B091EFD39888A4LL;
            uint64_t l_1249 = 0x4FB8CC598243A6ABLL;
            int i;
            if (g_620[(g_777 + 1)])
            { /* block id: 415 */
                int16_t l_993 = 0L;
                int8_t l_1013 = 0xD2L;
                uint32_t l_1014[6];
                int32_t l_1015 = 0xBC0F003EL;
                int i;
                for (i = 0; i < 6; i++)
                    l_1014[i] = 7UL;
                for (l_979 = 0; (l_979 >= 0); l_979 -= 1)
                { /* block id: 418 */
                    uint8_t l_981 = 0x79L;
                    uint32_t l_996 = 18446744073709551611UL;
                    int i, j, k;
                    l_981 = (-6L);
                    l_995 = ((0L | (g_19[l_979][g_312][(g_777 + 1)] != 0x885BL)) | (safe_mul_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_u(g_620[(g_777 + 1)], 7)), (safe_mul_func_int16_t_s_s((safe_lshift_func_int8_t_s_u(0L, ((l_994 = ((((l_980 & (g_53[l_979][(l_979 + 2)][g_312] = (((safe_div_func_uint8_t_u_u((~(g_698 = p_43)), 255UL)) < l_980) & l_993))) || p_44) < (-1L)) || g_4[3])) , 0x48L))), p_43)))));
                    l_994 ^= (((g_19[4][1][0] , (((-7L) <= l_996) == (p_43 ^ (0xE5EC2A53L & ((g_620[2] >= (0x7B20L && 0UL)) < 1L))))) | 0x93BF952ECD14012ELL) , g_35);
                    g_34 &= (8UL && p_44);
                }
                l_1015 ^= (((0xB0L < (g_53[0][0][5] <= ((((safe_sub_func_uint32_t_u_u(p_43, (g_178 = (safe_lshift_func_int8_t_s_u((g_623 & ((((safe_unary_minus_func_int32_t_s(p_43)) <= (g_37 ^= (+(!0UL)))) , (safe_sub_func_uint64_t_u_u(((~((safe_div_func_int16_t_s_s(((safe_add_func_int32_t_s_s((safe_rshift_func_uint8_t_u_u(l_1013, 1)), 1UL)) ^ g_34), p_45)) , p_45)) < l_963), l_993))) , g_29)), 4))))) , g_620[(g_777 + 1)]) != g_53[0][5][3]) || p_44))) || 0x8F1FE177DC308F15LL) > l_1014[3]);
                for (g_35 = 5; (g_35 >= 0); g_35 -= 1)
                { /* block id: 432 */
                    int32_t l_1037 = 0x8E33C024L;
                    int32_t l_1038 = 0xC3064F55L;
                    int i, j, k;
                    if (g_14[(g_35 + 1)])
                        break;
                    if (g_14[(g_312 + 2)])
                        break;
                    l_1038 = ((l_1015 = (g_6 ^= 0x8DAB8711L)) || ((g_621 = (l_1037 &= (0UL && (safe_add_func_int64_t_s_s((((safe_rshift_func_int16_t_s_u(0x35E0L, (!(((safe_lshift_func_int8_t_s_s(0x79L, 3)) >= (((((((safe_rshift_func_uint16_t_u_s(((--g_19[g_312][g_312][g_35]) != ((((g_855 = (((g_507 = ((((safe_lshift_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((safe_rshift_func_int16_t_s_s(g_14[(g_312 + 2)], 7)), 0x03B274A7L)), (safe_mul_func_uint8_t_u_u((((((!0xC07C4575L) || 65528UL) != l_1036) | g_696) <= 1L), p_43)))) ^ p_44) ^ g_698) , 0x4180F3690179A298LL)) <= 0L) == g_620[(g_777 + 1)])) ^ p_45) && p_44) & g_4[5])), 5)) || g_5) || 1UL) , p_44) != 0x6C8DC80907EC140FLL) , 6UL) > 0xACL)) , p_46)))) != 65535UL) && g_14[(g_312 + 2)]), 0x80E199DF32086EFDLL))))) <= p_44));
                }
                g_34 = (safe_mul_func_uint16_t_u_u(g_14[1], (safe_mul_func_int16_t_s_s(((safe_unary_minus_func_uint64_t_u((((safe_rshift_func_uint8_t_u_s(((safe_mul_func_uint8_t_u_u(p_43, ((p_44 , l_980) & (p_44 ^ ((safe_mod_func_int32_t_s_s((l_963 , (!(safe_mod_func_int64_t_s_s((((safe_lshift_func_uint16_t_u_u(65529UL, 15)) > (-1L)) && g_620[3]), l_994)))), p_45)) & l_1055))))) , p_44), p_44)) || 65534UL) , g_312))) != 0x2FL), 65535UL))));
            }
            else
            { /* block id: 445 */
                int8_t l_1056 = (-3L);
                if ((((l_1056 = p_43) , (l_1057 , ((((g_53[0][3][0] , g_613) & ((safe_mul_func_int16_t_s_s((((((safe_rshift_func_uint16_t_u_u((((l_1057 | (g_29 && (safe_lshift_func_int8_t_s_s(((l_995 > p_44) < p_43), 4)))) == 0L) | p_45), 6)) | g_620[0]) || p_46) && (-1L)) | g_6), 0xD9AEL)) >= l_960)) > p_44) <= g_855))) <= p_45))
                { /* block id: 447 */
                    l_968 = (-1L);
                }
                else
                { /* block id: 449 */
                    if (g_29)
                        goto lbl_1064;
                }
            }
            g_5 = ((+(safe_rshift_func_uint16_t_u_u(l_979, 8))) < ((((safe_sub_func_int16_t_s_s(((safe_div_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u((l_968 = (safe_mul_func_uint16_t_u_u(p_44, (safe_lshift_func_uint16_t_u_s(l_1057, 14))))), 1L)), l_1055)) == (safe_div_func_uint16_t_u_u((l_994 = (safe_sub_func_uint32_t_u_u(p_46, 0x2FBE81C2L))), g_6))), g_920)) >= p_44) || g_35) | (-8L)));
            if ((((((((safe_lshift_func_uint8_t_u_s(((0xD23473C0L && (safe_add_func_int8_t_s_s((g_389 = ((((l_1036 && l_980) && (1UL | ((safe_unary_minus_func_int16_t_s((0xE561AB618877A4B8LL ^ l_968))) | (safe_mod_func_uint64_t_u_u((p_45 = (l_1055 == p_43)), g_148))))) , p_44) <= 0xA0L)), 0x5EL))) & l_1089[4]), 7)) >= g_623) == l_1089[4]) || 4294967295UL) < (-9L)) | 0xC4013E77L) < p_43))
            { /* block id: 458 */
                uint32_t l_1102 = 0UL;
                uint32_t l_1103[2][5][5];
                int i, j, k;
                for (i = 0; i < 2; i++)
                {
                    for (j = 0; j < 5; j++)
                    {
                        for (k = 0; k < 5; k++)
                            l_1103[i][j][k] = 0x9BA90ACDL;
                    }
                }
                if ((safe_sub_func_int64_t_s_s((0x3F99L <= (g_35 = g_507)), (((safe_sub_func_int64_t_s_s((g_148 ^= (~((safe_mul_func_uint16_t_u_u((safe_div_func_uint64_t_u_u((!(247UL && ((65530UL > (((l_1102 = (l_995 = ((p_44 || p_44) < (((l_1057 || g_4[5]) , 255UL) < g_4[5])))) < g_855) | g_777)) > p_44))), 0xF54FEC5129C58013LL)), g_696)) & p_44))), 18446744073709551609UL)) , 0x19L) != p_44))))
                { /* block id: 463 */
                    l_1103[0][3][1]--;
                }
                else
                { /* block id: 465 */
                    return l_979;
                }
                g_4[5] = ((safe_rshift_func_int16_t_s_s((p_44 = l_1089[4]), 15)) && 18446744073709551615UL);
                for (g_5 = 3; (g_5 >= 0); g_5 -= 1)
                { /* block id: 472 */
                    int i;
                    if (g_620[g_777])
                        break;
                    g_4[3] &= g_14[(g_5 + 3)];
                }
                l_1108++;
            }
            else
            { /* block id: 477 */
                uint32_t l_1115 = 0x14407FFDL;
                int32_t l_1138 = 0x6BD913B3L;
                if ((l_968 ^ p_46))
                { /* block id: 478 */
                    int32_t l_1116 = 0xF6435C17L;
                    int32_t l_1147 = 0L;
                    int32_t l_1148 = 0x891C480BL;
                    int32_t l_1152 = (-1L);
                    l_995 ^= (safe_mod_func_int16_t_s_s((((((p_44 && (safe_lshift_func_uint8_t_u_u(((((l_1115 , (g_29--)) , ((safe_mul_func_uint8_t_u_u((g_53[0][4][7] , (safe_div_func_uint64_t_u_u((safe_sub_func_int32_t_s_s((safe_sub_func_uint8_t_u_u(l_994, 0xB7L)), (safe_lshift_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_s(((safe_add_func_int64_t_s_s(0xD5165A3666D187E8LL, ((safe_add_func_int64_t_s_s((l_1137 = (safe_div_func_int16_t_s_s((l_1057 < p_43), p_45))), l_979)) < l_963))) != p_44), 9)) & 0x9605L), 10)))), 0xC9D8EADB4B25571ELL))), l_1115)) , 0xEFL)) != (-1L)) | g_606), l_1115))) ^ g_19[1][0][4]) > l_1115) , l_1089[3]) != l_963), g_777));
                    l_1154++;
                    g_1157 = p_45;
                    l_968 = (safe_lshift_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u(p_46, ((safe_add_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u(((l_1153[3] = ((safe_mod_func_uint16_t_u_u((l_1147 |= ((safe_div_func_uint8_t_u_u(((safe_sub_func_int16_t_s_s((safe_mul_func_int16_t_s_s(((safe_lshift_func_int8_t_s_u(((safe_rshift_func_uint8_t_u_u(0UL, ((l_1137 ^= ((((safe_mul_func_uint8_t_u_u((l_1143 && ((safe_mod_func_int16_t_s_s(((safe_rshift_func_int16_t_s_u(l_1152, 7)) ^ (l_1143 = (safe_mod_func_int8_t_s_s(((safe_rshift_func_int16_t_s_u(((l_1191 = (l_1190 >= 0xBAL)) , 0xC898L), 12)) | (-3L)), l_1153[6])))), p_46)) || 8L)), l_1138)) < 0xAFA09AB8FC8EDC4BLL) ^ g_53[0][3][0]) || 1UL)) >= p_45))) >= 0L), p_43)) , 9L), g_620[0])), 0UL)) ^ p_43), g_30)) == g_53[0][2][0])), (-8L))) == p_45)) , l_1138), 12)), (-9L))) != g_613))), 3));
                }
                else
                { /* block id: 490 */
                    uint64_t l_1198 = 18446744073709551615UL;
                    int32_t l_1216 = 3L;
                    int32_t l_1217 = 0x1AA30BBBL;
                    g_4[0] = (safe_mod_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s((p_43 <= ((l_1198 == (safe_mod_func_uint16_t_u_u((safe_sub_func_int8_t_s_s((((safe_add_func_uint64_t_u_u(((((l_1149 = 1L) , ((p_44 || (g_606 = 0x1AL)) , 5L)) | 0xEB75L) , l_980), 18446744073709551615UL)) < l_1198) & p_44), 0x12L)), 0xE860L))) >= l_1115)), 12)), g_620[2])), g_53[0][3][0]));
                    l_1217 = (((safe_sub_func_uint32_t_u_u(l_1190, (!g_178))) | l_995) , ((l_1216 ^= ((safe_mul_func_uint8_t_u_u(p_46, (((((safe_mod_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_u(0x09L, 7)) == ((((safe_add_func_uint32_t_u_u(((p_46 & l_968) , 0UL), g_698)) , g_14[1]) & 0UL) ^ 3UL)), p_44)) , p_46) ^ g_777) , g_5) & l_1089[0]))) & 0L)) != p_44));
                    l_1153[0] = (((g_148 = (((l_1145[1][2][0] = ((p_46 , (((safe_rshift_func_uint8_t_u_s((safe_div_func_uint64_t_u_u(p_46, g_623)), p_44)) == ((safe_mul_func_uint16_t_u_u(g_14[1], ((safe_mul_func_int8_t_s_s((-1L), (safe_rshift_func_uint16_t_u_s(((l_1138 &= (g_621 != p_45)) && (-1L)), p_45)))) <= (-1L)))) != l_1217)) <= l_1145[3][0][3])) , 0x6B73C99A490DC1C8LL)) < l_963) || 0L)) & p_46) & l_1137);
                }
            }
            for (l_963 = 0; (l_963 <= 4); l_963 += 1)
            { /* block id: 504 */
                uint16_t l_1232[7][5][7] = {{{1UL,65532UL,1UL,1UL,65527UL,1UL,0UL},{0x5601L,0x6BCAL,0x7008L,0x6BCAL,0x5601L,0x7008L,0UL},{0x9E29L,1UL,1UL,65526UL,1UL,1UL,0x9E29L},{0xA54AL,0UL,9UL,0UL,0UL,0UL,9UL},{0x9E29L,65526UL,0xC4A8L,65532UL,0x29FEL,1UL,0x29FEL}},{{0x5601L,9UL,9UL,0x5601L,0UL,0xA54AL,0x5601L},{1UL,0x6B08L,1UL,1UL,0x29FEL,0x0F2CL,0UL},{0x6BCAL,0x5601L,0x7008L,0UL,0UL,0x7008L,0x5601L},{0x29FEL,1UL,1UL,0x6B08L,1UL,1UL,0x29FEL},{0xA54AL,0x5601L,0xA54AL,0UL,0x5601L,9UL,9UL}},{{65527UL,0x6B08L,0xC4A8L,0x6B08L,65527UL,1UL,0x9E29L},{0UL,9UL,0UL,0UL,0UL,9UL,0UL},{1UL,65526UL,0UL,1UL,0x9E29L,1UL,0UL},{0UL,0UL,0x7008L,0x5601L,0x6BCAL,0x7008L,0x6BCAL},{65527UL,1UL,0UL,65532UL,1UL,0x0F2CL,65527UL}},{{0xA54AL,0x6BCAL,0UL,0UL,0x6BCAL,0xA54AL,9UL},{0x29FEL,65532UL,0xC4A8L,65526UL,0x9E29L,1UL,65527UL},{0x6BCAL,9UL,0xA54AL,0x6BCAL,0UL,0UL,0x6BCAL},{1UL,65532UL,1UL,1UL,65527UL,1UL,0UL},{0x5601L,0x6BCAL,0x7008L,0x6BCAL,0x5601L,0x7008L,0UL}},{{0x9E29L,1UL,1UL,65526UL,1UL,1UL,0x9E29L},{0xA54AL,0UL,9UL,0UL,0UL,0UL,9UL},{0x9E29L,65526UL,0xC4A8L,65532UL,0x29FEL,65526UL,1UL},{9UL,0x7008L,0x7008L,9UL,0UL,0x86C6L,9UL},{0x1BD5L,1UL,0x37A7L,0UL,1UL,0xB052L,0xC4A8L}},{{0UL,9UL,0UL,0xA54AL,0xA54AL,0UL,9UL},{1UL,1UL,0x1BD5L,1UL,0x37A7L,0UL,1UL},{0x86C6L,9UL,0x86C6L,0UL,9UL,0x7008L,0x7008L},{0UL,1UL,0x9E29L,1UL,0UL,65526UL,1UL},{0xA54AL,0x7008L,0UL,0xA54AL,0UL,0x7008L,0xA54AL}},{{0x1BD5L,0x0F2CL,0xC4A8L,0UL,1UL,0UL,0xC4A8L},{0xA54AL,0xA54AL,0UL,9UL,0UL,0UL,0UL},{0UL,1UL,0xC4A8L,1UL,0x37A7L,0xB052L,0UL},{0x86C6L,0UL,0UL,0UL,0UL,0x86C6L,0x7008L},{1UL,1UL,0x9E29L,0x0F2CL,1UL,65526UL,0UL}}};
                int32_t l_1248 = 0x2A788B93L;
                int i, j, k;
                l_1234 = (((safe_mul_func_uint16_t_u_u(0x0422L, (g_389 , p_45))) , ((l_1145[3][0][2] = (g_1157 >= (l_1233 = l_1232[5][3][1]))) > 8UL)) & (p_43 < g_19[3][3][3]));
                g_4[2] = ((0x27L ^ g_53[0][4][5]) < ((safe_sub_func_int16_t_s_s((g_620[0] = ((safe_unary_minus_func_uint32_t_u(g_613)) != l_960)), ((p_46 == (((((((((safe_rshift_func_uint16_t_u_u((g_920 & (((l_1137 &= (l_1248 |= (safe_sub_func_uint16_t_u_u(((l_968 |= (((((safe_lshift_func_int8_t_s_u(((safe_lshift_func_int16_t_s_s(((((safe_sub_func_uint64_t_u_u(((g_19[l_963][l_963][g_312] ^= (p_46 | l_1145[3][0][2])) && l_960), l_1234)) > l_1057) == p_44) == 1L), p_44)) || p_45), 6)) > g_148) < 0x6E11L) != (-1L)) & 6L)) ^ p_43), p_43)))) != p_43) , p_44)), l_960)) , 0L) , p_44) ^ g_855) >= g_6) > 4294967295UL) || (-1L)) , l_1249) || g_30)) , g_698))) , g_19[1][0][4]));
                for (l_979 = (-5); (l_979 < 11); l_979 = safe_add_func_int8_t_s_s(l_979, 2))
                { /* block id: 516 */
                    int32_t l_1276[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_1276[i] = (-1L);
                    g_6 |= ((l_1145[3][0][2] = (safe_mul_func_int8_t_s_s(((l_1141 = (safe_unary_minus_func_uint64_t_u((safe_div_func_uint16_t_u_u((safe_div_func_uint16_t_u_u((!(l_1143 = ((g_623 = (((l_1248 = ((~(safe_lshift_func_int8_t_s_s(((safe_unary_minus_func_uint32_t_u(p_44)) <= 0xA3L), p_46))) != (safe_unary_minus_func_int64_t_s(g_4[5])))) > (safe_sub_func_int32_t_s_s((((((safe_rshift_func_int8_t_s_s(((safe_mod_func_int8_t_s_s(((g_4[5] , 0x67DCB610609DD83DLL) ^ (((safe_mul_func_uint16_t_u_u(((++g_29) != (~l_1190)), 0xB6CEL)) >= l_1249) == g_19[3][4][2])), 0x65L)) , (-8L)), p_43)) < p_43) , 0x1FL) != l_1144) || 0xEA88227865566C78LL), l_1276[0]))) ^ l_1145[3][0][2])) <= l_1145[3][0][2]))), p_44)), g_53[0][0][0]))))) && 3UL), g_507))) < 1L);
                    return l_1276[0];
                }
            }
        }
    }
    if ((safe_div_func_int16_t_s_s(((+l_963) > (p_44 = (safe_mul_func_uint16_t_u_u((l_968 , (((g_30 = (l_979 = (-2L))) && ((((safe_rshift_func_int16_t_s_u(((g_3 , (safe_add_func_int32_t_s_s((((safe_add_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u((l_1141 = (safe_add_func_int64_t_s_s((((safe_rshift_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s((l_979 && (((safe_rshift_func_uint16_t_u_u(0x674AL, 14)) | (0x72L | p_45)) && g_623)), 7)), 5)) && 0xFEL) != 0xB3816C3AL), l_1300))), l_1145[3][0][2])), 2)), 1L)) == g_4[3]) ^ g_620[0]), l_963))) || l_979), p_46)) , 6L) > 0x9A01EF32L) != p_44)) != l_1145[3][0][2])), 0x18EBL)))), g_19[2][0][1])))
    { /* block id: 533 */
        return l_1145[3][0][2];
    }
    else
    { /* block id: 535 */
        uint32_t l_1341 = 0x65CD6167L;
        int32_t l_1358[3];
        uint32_t l_1453 = 0UL;
        int16_t l_1513 = (-1L);
        int32_t l_1514[4];
        int8_t l_1612 = 4L;
        int32_t l_1640[1];
        int32_t l_1643 = 0xCDF86FFDL;
        int32_t l_1644 = 0x3BD72E6AL;
        int i;
        for (i = 0; i < 3; i++)
            l_1358[i] = 0x507A1893L;
        for (i = 0; i < 4; i++)
            l_1514[i] = 0x38BA40F4L;
        for (i = 0; i < 1; i++)
            l_1640[i] = 0x546D5DF3L;
        for (l_1141 = 0; (l_1141 < (-4)); l_1141 = safe_sub_func_int32_t_s_s(l_1141, 5))
        { /* block id: 538 */
            int32_t l_1307 = 0x504A7841L;
            uint32_t l_1324 = 18446744073709551615UL;
            int32_t l_1405 = 0x19B28D5EL;
            uint32_t l_1423 = 18446744073709551615UL;
            int16_t l_1451[1][8] = {{0xE5D7L,0xD637L,0xD637L,0xE5D7L,0xD637L,0xD637L,0xE5D7L,0xD637L}};
            int32_t l_1541 = 4L;
            int32_t l_1542[8] = {4L,4L,4L,4L,4L,4L,4L,4L};
            uint32_t l_1544 = 4294967295UL;
            uint32_t l_1575 = 7UL;
            int8_t l_1599 = 0xF1L;
            int i, j;
            if ((((safe_rshift_func_int16_t_s_u(0xC61DL, (g_613 &= (safe_sub_func_int64_t_s_s((p_46 , (7UL || (((((l_1307 < (safe_sub_func_uint16_t_u_u(((((safe_mul_func_uint8_t_u_u((safe_div_func_int16_t_s_s(((p_46 <= ((safe_rshift_func_int8_t_s_u((((((safe_add_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u((g_696 & (safe_rshift_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(g_4[4], g_312)), l_1145[3][0][2]))), p_45)), 0L)) || 0xB94B5BFBL) & p_45) , 1L) , p_43), 1)) != 1L)) && l_1324), p_46)), l_1145[2][2][2])) & 0x17L) , 2UL) , g_19[2][4][0]), l_1307))) > g_777) , p_46) == 4L) , p_45))), (-4L)))))) >= l_968) && 0xC8L))
            { /* block id: 540 */
                uint32_t l_1325 = 0x4864D706L;
                int32_t l_1381 = (-9L);
                if (l_1325)
                { /* block id: 541 */
                    int32_t l_1340[4];
                    int32_t l_1373[3];
                    int32_t l_1380 = 0x02D6CB0FL;
                    int i;
                    for (i = 0; i < 4; i++)
                        l_1340[i] = 0x6D87B622L;
                    for (i = 0; i < 3; i++)
                        l_1373[i] = 0xC48AB7A5L;
                    l_1341 = (safe_lshift_func_int16_t_s_s(((((safe_add_func_int64_t_s_s(0xBE05449CE58B0AE3LL, ((((g_1330 = g_19[1][3][2]) , ((l_1307 = (((safe_mod_func_int32_t_s_s(0x0350296FL, (safe_add_func_int32_t_s_s(l_979, (!(safe_mul_func_uint16_t_u_u((0x8741L & 1UL), ((safe_div_func_int8_t_s_s((l_1307 != 9UL), p_46)) || 0x8115L)))))))) & l_1340[2]) , g_53[0][3][0])) != (-1L))) > l_1325) >= g_27))) , p_44) | (-1L)) <= (-5L)), 9));
                    l_1358[0] |= (((((g_606 = (+((((((((safe_mod_func_int32_t_s_s(((p_46 >= (safe_sub_func_uint64_t_u_u(((((safe_add_func_int64_t_s_s((safe_unary_minus_func_uint32_t_u(l_1325)), (l_1341 < ((safe_mod_func_uint64_t_u_u((g_621 == ((safe_mod_func_uint16_t_u_u(l_960, (safe_mod_func_uint32_t_u_u(l_1341, (safe_rshift_func_uint16_t_u_s((((p_44 == 1L) == g_698) , l_1324), p_46)))))) ^ g_623)), g_698)) | p_45)))) && l_979) < g_312) | 0xA9L), 0x02F0C0F997D1E14FLL))) >= 0x571B2F2E59CD9E56LL), l_1325)) , g_312) <= p_45) , 0x6BL) >= l_1340[3]) > g_14[0]) == p_46) && p_44))) >= g_148) , l_1341) || g_34) && p_43);
                    l_1358[0] |= (safe_lshift_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((l_1381 = (safe_lshift_func_uint16_t_u_u(p_44, ((l_1340[2] <= (l_1340[0] && (l_1380 ^= (safe_mod_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u((safe_mod_func_uint8_t_u_u((safe_div_func_uint16_t_u_u(l_1373[0], (g_53[0][3][0] |= (safe_mul_func_int16_t_s_s((safe_div_func_int32_t_s_s(g_19[1][0][4], (0x9579296CFB0D3C30LL || (safe_sub_func_int32_t_s_s(0x4AC1016CL, p_44))))), 0xA7FDL))))), 2UL)), l_1341)), l_1325))))) <= g_30)))), 4294967291UL)), 12));
                }
                else
                { /* block id: 551 */
                    l_1307 = g_1382;
                    return g_312;
                }
                l_1307 = (+l_1358[0]);
            }
            else
            { /* block id: 556 */
                uint16_t l_1398 = 65535UL;
                int32_t l_1402 = 0L;
                int32_t l_1404 = 0xFBBB5AC0L;
                int32_t l_1406 = (-1L);
                uint32_t l_1407 = 0UL;
                for (p_44 = 10; (p_44 != (-15)); p_44 = safe_sub_func_int64_t_s_s(p_44, 1))
                { /* block id: 559 */
                    int64_t l_1401 = 4L;
                    int32_t l_1403 = (-6L);
                    l_968 = (((safe_lshift_func_int8_t_s_u((safe_div_func_uint32_t_u_u((((g_148 &= ((safe_mul_func_int8_t_s_s(g_507, ((safe_lshift_func_uint8_t_u_u(((safe_mod_func_uint64_t_u_u(18446744073709551614UL, g_698)) == ((safe_lshift_func_int16_t_s_u(((0x96A1L & (l_1398 && (((safe_mul_func_uint8_t_u_u((2L && 18446744073709551614UL), l_1324)) , g_14[6]) || 1L))) >= 0xF001L), 7)) | 0UL)), l_1401)) | p_43))) >= 1UL)) == 0x7558DF68673BE5A6LL) | 6UL), 0x869A7B07L)), 0)) || g_14[1]) >= l_1401);
                    ++l_1407;
                    g_4[5] = ((((((safe_unary_minus_func_int32_t_s((((safe_div_func_int64_t_s_s((((l_1358[0] |= ((0xB1L < (safe_lshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(((((g_777 ^ ((g_4[5] , p_43) ^ (g_148 || (safe_mod_func_uint8_t_u_u((safe_div_func_int8_t_s_s((g_30 && (l_968 = (l_1404 = (p_43 & 0L)))), l_1341)), 0x4BL))))) , l_968) ^ g_698) , l_1423), 0x918AL)), g_30))) ^ 6L)) , 18446744073709551612UL) == g_1424[0]), 0xCD67A80FDF0788B3LL)) || p_46) & 0x91A05C8E45B8A5D9LL))) != 1UL) == g_148) , g_613) <= 0xAA83L) , 0x36649BB5L);
                    l_1425 ^= g_1382;
                }
            }
            if (((l_979 == (safe_add_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u(((((+(l_1145[1][1][6] |= (safe_sub_func_uint64_t_u_u((g_920 ^ (((((safe_lshift_func_uint8_t_u_s((((g_855 = (((l_1405 = ((safe_lshift_func_int8_t_s_s(((((g_777 || (((safe_lshift_func_uint16_t_u_u(p_43, 15)) != (safe_sub_func_uint8_t_u_u((safe_mod_func_uint8_t_u_u(((p_44 = (g_507 ^ ((safe_rshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(p_44, 3)), 5)) != ((safe_sub_func_uint64_t_u_u(g_4[3], p_44)) && l_1423)))) && p_43), p_45)), p_46))) != 0x9705L)) & 4L) != 0x31C9L) , l_1358[0]), 7)) & 18446744073709551608UL)) != 0UL) == 1L)) < p_46) & l_1307), p_46)) | l_1141) , p_44) && l_1341) | l_1307)), l_1451[0][2])))) >= g_1157) , l_1145[3][0][2]) , p_44), l_1341)) & l_1358[0]), 2)), l_1452))) , l_1453))
            { /* block id: 574 */
                uint32_t l_1467 = 4294967288UL;
                int32_t l_1494 = 1L;
                int64_t l_1524 = 4L;
                int32_t l_1525 = 1L;
                for (g_30 = 0; (g_30 > (-17)); g_30--)
                { /* block id: 577 */
                    uint8_t l_1468 = 0xDFL;
                    int32_t l_1515[4] = {0xE04F9B5EL,0xE04F9B5EL,0xE04F9B5EL,0xE04F9B5EL};
                    int i;
                    l_1468 = ((!p_46) , ((((((!g_613) <= (1UL <= 0x3FL)) && (((l_1358[1] , ((-4L) == ((safe_rshift_func_uint16_t_u_s(((!(p_43 | l_1467)) | 0x6FL), 15)) < p_46))) == l_1358[0]) < 0x49L)) , g_178) & g_14[5]) , 8L));
                    l_1494 |= (p_45 , (+((safe_mul_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s((((safe_div_func_int64_t_s_s((safe_mul_func_int8_t_s_s((((l_1453 | (safe_mod_func_int32_t_s_s((safe_rshift_func_uint8_t_u_u((p_43 || (safe_rshift_func_uint8_t_u_s((((safe_add_func_int8_t_s_s(p_46, p_46)) && (((safe_mod_func_uint8_t_u_u((safe_unary_minus_func_int8_t_s((safe_div_func_int16_t_s_s(((((safe_lshift_func_int16_t_s_u(0x2AEEL, (~((l_1451[0][7] == p_45) ^ l_1451[0][1])))) , g_613) , 0UL) ^ g_53[0][5][1]), 65530UL)))), g_1157)) || 65529UL) > g_679)) == 0x5A898E23L), g_3))), 2)), 0xA1205A31L))) & 0xDF5C938A13B71A1BLL) > p_43), l_1467)), 2L)) , g_14[5]) , 0xC548L), 3)), 0xE9EEL)) && p_43)));
                    l_1405 = ((l_1515[3] &= (((!(safe_lshift_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((((~(l_1514[0] = ((safe_lshift_func_uint16_t_u_s(((l_1358[0] |= ((((safe_div_func_int32_t_s_s((g_621 && (((safe_rshift_func_uint16_t_u_s(l_963, 2)) , (0xAD900D08L && 0x13E4CC7CL)) < (((((safe_unary_minus_func_int32_t_s((safe_lshift_func_uint16_t_u_u(((~(safe_sub_func_uint8_t_u_u(l_1513, (0UL | 18446744073709551613UL)))) == g_621), 14)))) >= g_6) && 0xE9C0L) <= 0L) , l_1468))), g_620[2])) ^ p_46) <= 1UL) < g_698)) && p_46), 7)) >= l_1453))) , l_1358[0]) <= (-1L)), l_1494)), 8))) == l_1468) ^ g_1382)) & g_4[1]);
                }
                l_1525 = ((((safe_div_func_uint16_t_u_u((g_613 &= (g_14[1] || (((((safe_sub_func_int16_t_s_s((((safe_rshift_func_uint8_t_u_s(0UL, p_46)) , l_1300) ^ (l_1494 = ((-1L) ^ (safe_sub_func_int16_t_s_s(0x5234L, ((((((((l_1405 &= p_43) , (-1L)) == g_148) & p_44) < 0x6348CF71L) , (-10L)) != l_1451[0][2]) <= p_43)))))), p_43)) < 18446744073709551615UL) < g_312) | (-9L)) && p_44))), l_1514[0])) >= l_1358[2]) , p_46) == l_1524);
                for (l_1423 = 22; (l_1423 >= 4); --l_1423)
                { /* block id: 591 */
                    const int64_t l_1528 = 0x712AA10D46FAF899LL;
                    int32_t l_1537[4] = {(-1L),(-1L),(-1L),(-1L)};
                    int i;
                    if (l_1528)
                        break;
                    g_34 &= (l_1537[0] &= (l_1525 = (safe_mul_func_uint16_t_u_u((((g_696 , (((l_1423 , ((safe_rshift_func_uint16_t_u_s(((((--g_1382) , p_46) , ((safe_div_func_uint32_t_u_u((0UL == ((0x96376A878F9F900FLL < 18446744073709551609UL) >= (g_148 ^ p_44))), 0x34257B38L)) , l_1324)) , 1UL), p_43)) || g_5)) || l_979) , p_45)) , p_43) | l_1451[0][2]), 1L))));
                }
                l_1538 = 0x83E78A13L;
            }
            else
            { /* block id: 599 */
                int16_t l_1539 = 0xB747L;
                int32_t l_1540 = 0x9479B14FL;
                int32_t l_1543 = 0xAE6B98CBL;
                int8_t l_1594 = 0x2EL;
                int64_t l_1595 = 0L;
                --l_1544;
                if (p_44)
                { /* block id: 601 */
                    int16_t l_1548 = 0xCD12L;
                    l_1548 |= (~g_19[1][0][4]);
                }
                else
                { /* block id: 603 */
                    uint32_t l_1549 = 0x684D29B1L;
                    int32_t l_1568 = 0xF73177D1L;
                    int32_t l_1576 = 0x088B85EEL;
                    ++l_1549;
                    l_1576 = (safe_sub_func_int64_t_s_s((g_19[0][0][3] < ((g_606 &= (safe_rshift_func_uint8_t_u_s((safe_mul_func_uint8_t_u_u(((safe_sub_func_int64_t_s_s((safe_mul_func_uint16_t_u_u(l_1514[3], (safe_lshift_func_int8_t_s_s((safe_div_func_int32_t_s_s(((safe_add_func_uint16_t_u_u(l_1358[0], (l_1568 &= (p_44 ^= l_1549)))) & (g_29 = (((g_53[0][3][0] <= (((safe_mul_func_uint8_t_u_u((g_312--), 3L)) < (((((g_148 = ((safe_mul_func_int16_t_s_s(g_777, g_14[4])) , g_30)) > l_1405) , 1L) , 3UL) || 0x3B31L)) < g_34)) , 0x03417458BF732559LL) || (-1L)))), l_1575)), l_1451[0][2])))), 0x42EC78054106607DLL)) ^ l_1539), 0UL)), l_1544))) || g_777)), 18446744073709551610UL));
                    return p_45;
                }
                for (g_920 = 18; (g_920 < 43); g_920 = safe_add_func_int64_t_s_s(g_920, 8))
                { /* block id: 616 */
                    int32_t l_1596 = 0xD12E0CC3L;
                    g_4[5] |= (safe_lshift_func_int16_t_s_u(g_855, 7));
                    l_1514[0] = 0x4F81156FL;
                    l_1543 = ((safe_lshift_func_uint8_t_u_s(((l_1425 , (p_44 = (((((l_1425 == (+(++g_37))) || ((safe_mod_func_int32_t_s_s((safe_add_func_int64_t_s_s(((safe_lshift_func_int8_t_s_s(((l_1596 = ((0xE2L > (l_979 >= g_777)) || (1UL & (l_1541 = (((safe_mod_func_int16_t_s_s(((((-1L) > l_1594) != p_44) , p_43), p_45)) >= 4294967290UL) <= l_1595))))) < l_1307), 3)) , l_1542[5]), p_44)), p_45)) | l_1300)) ^ 0L) > g_1424[0]) != l_1539))) > p_46), g_5)) || g_606);
                }
                for (g_80 = 0; (g_80 == 33); g_80 = safe_add_func_uint8_t_u_u(g_80, 1))
                { /* block id: 627 */
                    int64_t l_1609 = 0x452530E44308A9A0LL;
                    g_5 = (0x84149D778639EB48LL == l_1599);
                    g_4[5] = (-4L);
                    l_1543 = (safe_lshift_func_int16_t_s_u((safe_div_func_int64_t_s_s((((g_620[2] & ((safe_sub_func_uint8_t_u_u((!0x3CL), (g_34 == ((safe_add_func_uint8_t_u_u((g_606 = l_1609), (l_1540 = (g_53[0][6][4] != (safe_mul_func_uint8_t_u_u(l_1539, ((((((l_1594 , l_1451[0][2]) >= 0xD5L) , 0xCA995D05L) <= l_1599) , 9UL) != 6L))))))) , 1L)))) > l_1145[2][0][4])) & l_1612) != 0x7937L), p_43)), g_679));
                }
            }
        }
        l_1358[0] = ((safe_lshift_func_uint16_t_u_u((((safe_mul_func_int16_t_s_s(l_1141, (safe_mul_func_int8_t_s_s((safe_mul_func_int16_t_s_s(g_1330, (safe_unary_minus_func_uint32_t_u(((p_44 > l_1358[0]) & ((((l_1514[0] = g_178) || g_1622) >= ((((p_43 , l_1538) | p_43) < 0L) > 0x359EL)) != p_46)))))), p_44)))) & 4UL) , g_1424[1]), 7)) == 0xE5L);
        l_1644 = (((l_1643 ^= (safe_unary_minus_func_uint64_t_u(((safe_rshift_func_uint8_t_u_u((((((safe_lshift_func_uint8_t_u_u(247UL, (((safe_mul_func_uint8_t_u_u(p_45, (((l_1641 = (+(g_14[2] = (safe_mul_func_int16_t_s_s(((safe_sub_func_int8_t_s_s(((g_698 = g_4[1]) | g_14[1]), (p_43 > ((l_1514[0] = p_45) , (!(((l_1640[0] |= (safe_div_func_int32_t_s_s(((((l_1358[0] = (((((g_30 = 0L) ^ p_46) , 1L) , g_178) == 0xB0626CE0L)) != g_1382) > l_1514[0]) , g_620[0]), 0x17CF9CB3L))) >= 0xF7L) == p_45)))))) ^ p_44), 65526UL))))) != l_968) || 0x32398807003480D2LL))) & 0L) >= p_46))) , 3L) ^ l_1141) , l_1642) < 0x05L), g_696)) == p_45)))) , p_45) <= l_1145[3][0][2]);
        l_1358[0] ^= (((g_29 , (safe_mul_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u(((safe_add_func_uint64_t_u_u(l_1640[0], p_46)) > 65527UL), 13)), ((((0xEB76C2EEL >= (((safe_mul_func_uint8_t_u_u(p_43, ((((0x1661L != l_1341) == l_1453) && 0x4CAC21B6L) , p_45))) , 0xAAL) <= g_1653)) > p_43) & 0L) && 6UL)))) && 0x378F06EFDC02CD78LL) && 0L);
    }
    return l_1641;
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_698 g_920 g_4 g_507 g_620 g_5 g_6 g_37 g_34
 * writes: g_6 g_34
 */
static int64_t  func_47(int64_t  p_48, uint32_t  p_49, uint64_t  p_50, uint8_t  p_51, int64_t  p_52)
{ /* block id: 391 */
    uint32_t l_935 = 1UL;
    int32_t l_936 = (-1L);
    int32_t l_951 = (-1L);
    l_936 = (safe_lshift_func_int8_t_s_s(0xEDL, ((safe_add_func_uint8_t_u_u(g_29, (p_51 & (g_698 | (p_49 == (g_920 >= (((safe_sub_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(p_52, (-1L))), l_935)) , 0x19A77A97L) < g_4[3]))))))) & 1UL)));
    if (g_698)
        goto lbl_946;
lbl_946:
    g_6 &= (safe_sub_func_uint16_t_u_u(65535UL, (((g_507 <= ((safe_mod_func_int64_t_s_s(((p_49 = ((safe_rshift_func_int8_t_s_s((!l_936), 3)) <= (safe_lshift_func_uint8_t_u_s((g_620[3] | l_936), 5)))) , l_935), l_935)) , g_4[3])) && p_52) <= g_5)));
    g_34 ^= (0xCC27L == (safe_sub_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_s((l_951 = (p_52 <= (l_936 = g_37))), 14)), p_49)));
    return g_620[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_34 g_6 g_35 g_19 g_14 g_3 g_37 g_4 g_27 g_29 g_148 g_5 g_80 g_178 g_312 g_30 g_507 g_389 g_606 g_613 g_623 g_679 g_620 g_698 g_621 g_777 g_855 g_920
 * writes: g_5 g_6 g_80 g_27 g_34 g_178 g_35 g_29 g_19 g_30 g_14 g_312 g_37 g_389 g_148 g_606 g_613 g_623 g_679 g_698 g_620 g_507 g_855
 */
static uint32_t  func_54(const int32_t  p_55)
{ /* block id: 28 */
    int8_t l_58 = 7L;
    if ((7UL || (safe_lshift_func_uint8_t_u_u((l_58 ^= g_34), 3))))
    { /* block id: 30 */
        uint8_t l_59 = 0xD3L;
        g_5 = l_59;
    }
    else
    { /* block id: 32 */
        uint8_t l_63 = 9UL;
        int32_t l_854[1];
        int i;
        for (i = 0; i < 1; i++)
            l_854[i] = 1L;
        l_854[0] = func_60(l_63, func_64(g_6, g_35));
        for (g_37 = 0; (g_37 <= 4); g_37 += 1)
        { /* block id: 359 */
            uint32_t l_891 = 0x2D70BE8DL;
            int32_t l_892 = 0xFE23C64BL;
            const uint64_t l_921 = 1UL;
            --g_855;
            for (g_27 = 1; (g_27 <= 4); g_27 += 1)
            { /* block id: 363 */
                int8_t l_890 = 0x9EL;
                int32_t l_922 = 0x603004E0L;
                int32_t l_923 = 7L;
                for (g_679 = 2; (g_679 <= 6); g_679 += 1)
                { /* block id: 366 */
                    int i, j, k;
                    l_892 = (safe_rshift_func_uint16_t_u_u((((-1L) >= (0L && 0xD0DEL)) | (((((safe_div_func_uint64_t_u_u((g_19[g_27][g_37][(g_37 + 1)] = (safe_add_func_uint8_t_u_u(0x18L, ((((~g_14[(g_37 + 1)]) <= (safe_mod_func_uint64_t_u_u(((safe_sub_func_int8_t_s_s((safe_div_func_int8_t_s_s((l_891 = (safe_add_func_int8_t_s_s(((((safe_rshift_func_uint16_t_u_s((safe_unary_minus_func_int8_t_s((safe_rshift_func_uint8_t_u_s(((safe_mod_func_uint64_t_u_u((safe_add_func_uint32_t_u_u(0x41F7F0ECL, (safe_add_func_int32_t_s_s((safe_div_func_int32_t_s_s((g_14[(g_37 + 2)] & 0x91824622L), g_29)), p_55)))), 0x8CC32580C4C9A8CFLL)) || 0L), l_58)))), p_55)) || 0x6D35L) & l_890) ^ g_37), p_55))), (-9L))), p_55)) == g_6), g_613))) ^ 0x30A4CD58L) == l_58)))), g_620[1])) && g_19[g_27][g_37][(g_37 + 1)]) == 0x0ED9L) != g_3) >= g_37)), 12));
                    if (g_29)
                        continue;
                }
                for (g_29 = 0; (g_29 <= 4); g_29 += 1)
                { /* block id: 374 */
                    uint32_t l_910[3][6][3] = {{{0UL,0UL,0UL},{1UL,0UL,1UL},{0UL,0UL,0UL},{1UL,0UL,1UL},{0UL,0UL,0UL},{1UL,0UL,1UL}},{{0UL,0UL,0UL},{1UL,0UL,1UL},{0UL,0UL,0UL},{1UL,0UL,1UL},{0UL,0UL,0UL},{1UL,0UL,1UL}},{{0UL,0UL,0UL},{1UL,0UL,1UL},{0UL,0UL,0UL},{1UL,0UL,1UL},{0UL,0UL,0UL},{1UL,0UL,1UL}}};
                    int i, j, k;
                    l_892 = 0x185F3B5DL;
                    g_5 &= g_14[(g_27 + 2)];
                    l_923 = (safe_mod_func_uint16_t_u_u(l_58, (safe_mul_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((l_922 |= (safe_mul_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_s(((g_80 = (((safe_mul_func_uint8_t_u_u((((((safe_mul_func_uint16_t_u_u((((l_891 == (safe_add_func_uint32_t_u_u(3UL, ((((((((+((l_891 || (l_910[0][5][0] = p_55)) || (g_178 | (((safe_sub_func_uint8_t_u_u((safe_add_func_int8_t_s_s(((!(safe_rshift_func_int16_t_s_s(((((safe_mul_func_uint8_t_u_u(0UL, p_55)) , g_620[0]) & l_63) ^ p_55), 15))) , 0L), l_890)), 0x31L)) & 18446744073709551614UL) != l_58)))) && l_58) ^ 0x0946L) | 0x7151L) < p_55) || 0x1982L) , g_148) < l_63)))) < g_920) != p_55), l_921)) & g_698) | 3L) | g_5) < l_891), 0xF8L)) == g_19[1][2][3]) && l_58)) && g_312), 2)) , 0xF4L), 0xECL))), 1UL)), g_606))));
                }
            }
            for (g_606 = 1; (g_606 <= 6); g_606 += 1)
            { /* block id: 385 */
                return g_5;
            }
        }
    }
    return g_14[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_37 g_19 g_80 g_6 g_14 g_27 g_4 g_3 g_5 g_178 g_312 g_34 g_30 g_35 g_148 g_507 g_389 g_606 g_613 g_623 g_679 g_620 g_698 g_621 g_777
 * writes: g_29 g_19 g_30 g_14 g_27 g_6 g_312 g_37 g_5 g_34 g_178 g_389 g_80 g_148 g_606 g_613 g_623 g_679 g_698 g_620 g_507
 */
static int32_t  func_60(int64_t  p_61, int32_t  p_62)
{ /* block id: 67 */
    uint16_t l_221 = 0UL;
    int32_t l_231 = (-1L);
    uint32_t l_244 = 0xD0473034L;
    int32_t l_248 = 0x7FE7776EL;
    int64_t l_295 = (-1L);
    int32_t l_311[3];
    uint32_t l_315 = 0UL;
    uint32_t l_352 = 0x42D3900BL;
    int32_t l_459 = (-8L);
    int32_t l_600 = 0x333D8C60L;
    int16_t l_671[4][4][8] = {{{(-1L),0xB261L,(-5L),0x8E60L,0x5D6EL,(-7L),3L,(-7L)},{0xB261L,0xF3F0L,0x1E8CL,0xF3F0L,0xB261L,1L,(-1L),(-1L)},{0x1E8CL,0x65F9L,0x8B8BL,0x5D6EL,0xC72FL,0x8E60L,5L,0xF3F0L},{5L,(-1L),0x8B8BL,0x8E60L,0x8E60L,1L,0xC72FL,0x1E8CL}},{{0xCCADL,0x8B8BL,(-1L),5L,9L,0x5D6EL,(-5L),1L},{0x57F0L,(-7L),9L,(-1L),5L,0x5D6EL,5L,(-1L)},{0xC72FL,0x8B8BL,0xC72FL,(-1L),0x5D6EL,1L,(-7L),0xCCADL},{(-1L),0xC72FL,5L,(-5L),0x57F0L,0xB261L,0x5D6EL,0x5D6EL}},{{(-1L),0x5D6EL,0x1E8CL,0x1E8CL,0x5D6EL,(-1L),0x8B8BL,0xF3F0L},{0xC72FL,3L,0xB261L,0x8B8BL,5L,(-1L),0xCCADL,0x8E60L},{0x57F0L,0xF3F0L,(-1L),0x8B8BL,9L,0x8B8BL,(-1L),0xF3F0L},{0xCCADL,9L,(-5L),0x1E8CL,0x8E60L,(-1L),0x57F0L,0x5D6EL}},{{0x1E8CL,1L,0xF3F0L,(-5L),0xCCADL,0x57F0L,0x57F0L,0xCCADL},{(-1L),(-5L),(-5L),(-1L),0xF3F0L,0x8E60L,(-1L),(-1L)},{0xF3F0L,0x8E60L,(-1L),(-1L),(-7L),0xC72FL,0xCCADL,1L},{0x8B8BL,0x8E60L,0xB261L,5L,0xB261L,0x8E60L,0x8B8BL,0x1E8CL}}};
    int16_t l_690 = 0x3CD5L;
    uint16_t l_841[6][6];
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_311[i] = 0x1010D820L;
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 6; j++)
            l_841[i][j] = 0xC1B9L;
    }
lbl_460:
    if ((safe_add_func_uint64_t_u_u((safe_div_func_uint64_t_u_u((((safe_mod_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u(l_221, (l_231 |= (g_29 = (safe_lshift_func_int16_t_s_u((l_221 ^ (safe_sub_func_uint8_t_u_u((((safe_lshift_func_int8_t_s_u(((0UL || p_62) && ((!g_29) & p_61)), 1)) , (safe_div_func_int32_t_s_s((l_221 != p_62), l_221))) , 0xE0L), (-8L)))), 4)))))), p_62)), g_37)) < 0x7D86L) && 8UL), 0x106151272D658878LL)), g_19[1][0][0])))
    { /* block id: 70 */
        int32_t l_247 = 5L;
        int32_t l_255 = 0x5A498E7CL;
        int32_t l_256 = 1L;
        l_256 &= ((safe_mod_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s((safe_sub_func_int64_t_s_s((safe_mul_func_int16_t_s_s(p_61, (safe_add_func_uint16_t_u_u(0xEC44L, ((((safe_sub_func_uint8_t_u_u(l_244, (safe_lshift_func_uint16_t_u_u((g_29++), 14)))) > g_80) | (safe_div_func_uint16_t_u_u(((((((l_255 = (l_247 <= (((l_248 = p_62) < ((((safe_div_func_int8_t_s_s((((p_62 != g_6) >= 0x230DL) && l_247), l_231)) ^ l_247) < 0xC7FAL) <= 0x6E68L)) & l_231))) != 0x86L) >= g_19[0][0][5]) <= 0x6DB2C2C7609B5FE7LL) < 0x0155B8B4L) < p_61), 0x87BFL))) < p_62))))), p_62)), p_62)), 1L)) , 0xC4B9DA4FL);
    }
    else
    { /* block id: 75 */
        int32_t l_261 = 0x1A5975BBL;
        int32_t l_268 = 0x2BE1C1F1L;
        int32_t l_269 = (-1L);
        int32_t l_270 = 0x517DEDC2L;
        uint32_t l_271[2][1][3] = {{{0xC7022BC5L,0xC7022BC5L,0xC7022BC5L}},{{0x1EE95B8BL,0x1EE95B8BL,0x1EE95B8BL}}};
        uint8_t l_294 = 0xACL;
        uint32_t l_353 = 0x288B616AL;
        int i, j, k;
        if (((safe_mul_func_int8_t_s_s((g_14[2] = ((((l_261 < (((p_62 && 2L) || (safe_sub_func_uint64_t_u_u((((safe_rshift_func_uint16_t_u_u(((p_62 ^ (safe_mul_func_uint8_t_u_u((l_271[0][0][1]++), (g_30 = (((g_19[4][0][4] = (safe_sub_func_uint8_t_u_u((((safe_rshift_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((safe_sub_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((((safe_add_func_int32_t_s_s((l_231 >= ((((g_80 > (((safe_div_func_int32_t_s_s((safe_mod_func_int64_t_s_s((safe_mod_func_uint64_t_u_u(p_62, 18446744073709551615UL)), 0x5823E879045E9809LL)), 0xF57C1CD0L)) ^ g_14[1]) ^ 0x5286ADEAL)) & g_37) < 0x01276FEFL) <= 1UL)), l_221)) | g_14[6]) <= 0x80L), l_294)), g_29)), 4)), p_61)), 2)) != (-6L)) , g_19[1][0][4]), g_27))) & p_61) >= g_4[0]))))) > l_221), 12)) || l_271[0][0][1]) < l_270), g_3))) >= g_29)) >= l_261) && 1UL) >= 0x4CFDC269L)), l_295)) , 0L))
        { /* block id: 80 */
            int8_t l_300 = 0L;
            int32_t l_307 = 1L;
            int32_t l_308 = (-6L);
            int32_t l_309 = 0x6764A772L;
            l_269 &= g_5;
            for (l_270 = 2; (l_270 > 20); l_270++)
            { /* block id: 84 */
                for (g_27 = 0; (g_27 != 12); g_27 = safe_add_func_uint32_t_u_u(g_27, 4))
                { /* block id: 87 */
                    g_6 = l_300;
                }
            }
            if ((safe_sub_func_uint16_t_u_u(0x9A83L, p_61)))
            { /* block id: 91 */
                int64_t l_310 = 0L;
                l_248 = ((((((l_307 = (g_3 >= (safe_mul_func_uint8_t_u_u(g_80, (safe_rshift_func_uint16_t_u_s((((p_62 , p_62) , 1UL) && 9L), (l_300 < l_270))))))) , g_4[5]) & g_178) == p_62) > p_61) < 0x3AL);
                g_312++;
                l_269 &= 0xE71E3006L;
            }
            else
            { /* block id: 96 */
                uint8_t l_334 = 1UL;
                uint8_t l_357 = 8UL;
                l_315++;
                for (g_37 = (-21); (g_37 != 23); g_37 = safe_add_func_int64_t_s_s(g_37, 1))
                { /* block id: 100 */
                    int8_t l_339 = 0xADL;
                    int32_t l_340 = 0x2A9C7A83L;
                    l_308 &= (l_231 >= (l_309 , p_61));
                    g_5 &= (safe_mod_func_int16_t_s_s(g_4[0], 0x7738L));
                    l_340 ^= ((9UL | (g_6 = (safe_add_func_int32_t_s_s(((safe_mod_func_int32_t_s_s(((safe_rshift_func_uint16_t_u_u(p_62, ((safe_div_func_int32_t_s_s((safe_mod_func_uint16_t_u_u((safe_add_func_int8_t_s_s(p_62, 1UL)), ((18446744073709551615UL <= (--l_334)) , (((safe_mod_func_int16_t_s_s(1L, (-1L))) , g_4[5]) , 1L)))), 0x9E0AF0EFL)) || l_339))) , p_61), g_312)) | g_34), 0x8DAC667AL)))) >= l_339);
                    if (l_334)
                        continue;
                }
                g_34 |= 0x7094CEFBL;
                if ((((((safe_rshift_func_uint16_t_u_s((l_231 ^= (safe_sub_func_int32_t_s_s(g_6, (safe_div_func_uint32_t_u_u((((254UL || ((+(l_309 = (p_61 , (safe_rshift_func_uint16_t_u_u((((-8L) != ((((((g_178 &= g_29) && g_80) , (((l_353 &= (((((((safe_rshift_func_int16_t_s_s((l_307 = (((p_61 > 0x15L) != p_61) , g_4[5])), p_62)) || p_61) <= l_352) < 1UL) , l_307) != p_62) >= 0xBE90L)) & p_62) == g_6)) , g_30) | 0L) , g_5)) | p_61), g_5))))) && l_300)) == p_61) < g_35), l_300))))), p_62)) ^ l_294) > l_300) > 0xB4D2L) != 1UL))
                { /* block id: 114 */
                    uint8_t l_354 = 250UL;
                    ++l_354;
                }
                else
                { /* block id: 116 */
                    --l_357;
                }
            }
            l_268 = (p_62 = (safe_mod_func_int64_t_s_s(l_221, 0x418A77CAAD7BCEBDLL)));
        }
        else
        { /* block id: 122 */
            const uint16_t l_382 = 0UL;
            int32_t l_383[5];
            int32_t l_388 = 0x0320479DL;
            int i;
            for (i = 0; i < 5; i++)
                l_383[i] = 1L;
            for (l_231 = 6; (l_231 >= 1); l_231 -= 1)
            { /* block id: 125 */
                int i;
                for (g_29 = 0; (g_29 <= 2); g_29 += 1)
                { /* block id: 128 */
                    int i;
                    if (g_14[(g_29 + 4)])
                        break;
                }
                g_6 = ((safe_rshift_func_int8_t_s_u((safe_add_func_uint32_t_u_u((safe_div_func_int64_t_s_s((safe_mod_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_add_func_int16_t_s_s(g_14[l_231], (safe_lshift_func_uint8_t_u_u((p_61 , p_62), 0)))), 0x17L)), 0x92L)), (((-8L) != ((safe_add_func_int64_t_s_s((((((((0x24C6L != 1L) && 1UL) != (-1L)) && g_148) < p_62) == p_62) , 9L), g_4[4])) , l_261)) && l_311[2]))), g_5)), 6)) & 0x5A24C56DE614161BLL);
            }
            for (l_295 = 0; l_295 < 2; l_295 += 1)
            {
                for (g_27 = 0; g_27 < 1; g_27 += 1)
                {
                    for (l_244 = 0; l_244 < 3; l_244 += 1)
                    {
                        l_271[l_295][g_27][l_244] = 0xCEC343EBL;
                    }
                }
            }
            g_389 = ((l_388 &= (g_35 > (((g_312++) , g_4[5]) < (l_261 == (safe_rshift_func_int8_t_s_u(((l_383[1] = (l_382 || g_80)) <= (safe_div_func_int32_t_s_s(0xAD864EF0L, (safe_rshift_func_int16_t_s_s((g_37 & l_261), 13))))), l_261)))))) >= g_80);
        }
    }
    if (g_4[5])
    { /* block id: 140 */
        int32_t l_397 = 1L;
        int32_t l_410[1];
        uint32_t l_435 = 3UL;
        int i;
        for (i = 0; i < 1; i++)
            l_410[i] = 0x9FE412EDL;
        for (g_80 = 0; (g_80 < 29); g_80++)
        { /* block id: 143 */
            int16_t l_394 = 2L;
            g_5 ^= (g_6 &= (safe_sub_func_int64_t_s_s(p_61, (((l_394 < (5UL < ((safe_sub_func_int64_t_s_s(p_61, g_34)) & p_62))) , l_397) == 0xC577L))));
        }
        p_62 = ((l_352 > (g_29 = (!(safe_sub_func_uint32_t_u_u((l_397 = g_178), (((((safe_add_func_uint64_t_u_u(p_62, (safe_rshift_func_int16_t_s_u(g_30, (safe_div_func_int16_t_s_s((+(safe_mul_func_uint16_t_u_u(g_4[5], (-1L)))), (1UL || p_61))))))) == l_410[0]) >= p_61) || l_221) || 0L)))))) & g_14[6]);
        g_6 = (safe_rshift_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_u(l_397, 10)) <= (safe_mod_func_uint32_t_u_u((l_435 = ((g_6 == ((p_62 & ((safe_sub_func_int32_t_s_s((g_34 = ((safe_rshift_func_uint8_t_u_s(g_14[1], 3)) < (-10L))), g_178)) > (l_410[0] = (safe_rshift_func_int16_t_s_s((((g_37 = (safe_div_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u(((safe_lshift_func_int8_t_s_s((safe_div_func_int64_t_s_s(((safe_mul_func_int8_t_s_s((safe_add_func_int32_t_s_s(((g_19[1][0][4] = ((p_61 || 0xFBL) | g_148)) >= p_61), l_311[1])), l_315)) && 8L), l_352)), g_3)) > p_62), 65535UL)), l_311[1]))) == 0x05F36B14L) == 0x4BDD3E96L), 9))))) , 4294967295UL)) <= 5L)), 4294967290UL))), 11));
        g_6 ^= (g_5 ^= (0x2FCAL >= 6L));
    }
    else
    { /* block id: 158 */
        int16_t l_447 = 0x3469L;
        int32_t l_454[4][7][1] = {{{8L},{(-8L)},{0x30C1E78EL},{6L},{(-3L)},{1L},{0L}},{{0xC57B8F58L},{0L},{1L},{(-3L)},{6L},{0x30C1E78EL},{(-8L)}},{{8L},{(-8L)},{0x30C1E78EL},{6L},{(-3L)},{1L},{0L}},{{0xC57B8F58L},{0L},{1L},{(-3L)},{6L},{0x30C1E78EL},{(-8L)}}};
        int32_t l_472 = 0x5D306CF5L;
        int32_t l_477[5][7][3] = {{{(-4L),1L,(-1L)},{(-1L),0x4CBE60C6L,(-1L)},{0xCF184F66L,0xF8E56C43L,(-3L)},{0xFD19086DL,0L,0xFD19086DL},{1L,0xCF184F66L,0x0BF9AA45L},{1L,1L,(-1L)},{(-1L),(-1L),0x1015EE2AL}},{{(-3L),0xCA2B3F78L,(-9L)},{(-1L),0L,5L},{1L,(-3L),(-3L)},{1L,1L,(-1L)},{0xFD19086DL,0xCF184F66L,0x4CBE60C6L},{0xCF184F66L,0xEDA3FD96L,0x9EEC116AL},{(-1L),0xEDA3FD96L,0L}},{{(-4L),0xCF184F66L,(-9L)},{1L,1L,(-1L)},{3L,(-3L),0x1015EE2AL},{(-1L),0L,0x9EEC116AL},{0xFD19086DL,0xCA2B3F78L,7L},{(-1L),0xA387CF6AL,0xF8E56C43L},{(-1L),(-3L),5L}},{{(-3L),0xFD19086DL,(-1L)},{0L,0xE2C34BD1L,0L},{0x9EEC116AL,0x8FFBC86CL,(-9L)},{(-3L),0L,0xF8E56C43L},{(-3L),(-1L),0L},{0x9EEC116AL,0xA387CF6AL,0xA387CF6AL},{0L,(-4L),9L}},{{(-3L),1L,0x0BF9AA45L},{(-1L),0L,0L},{(-1L),0x1015EE2AL,5L},{0xF18F34E9L,0L,0xA387CF6AL},{0xA387CF6AL,1L,(-1L)},{0x9EEC116AL,(-4L),0xF18F34E9L},{(-1L),0xA387CF6AL,9L}}};
        uint32_t l_599 = 0xD38F8EA3L;
        int32_t l_602[5][8] = {{0x707049C3L,(-1L),(-1L),(-1L),0x707049C3L,0L,0L,0x707049C3L},{(-1L),(-1L),(-1L),(-1L),0xA9CAA57AL,0x707049C3L,0xA9CAA57AL,(-1L)},{(-1L),0xA9CAA57AL,(-1L),0L,(-1L),(-1L),0L,(-1L)},{0xA9CAA57AL,0xA9CAA57AL,(-1L),0x707049C3L,0x87D20524L,0x707049C3L,(-1L),0xA9CAA57AL},{0xA9CAA57AL,(-1L),0L,(-1L),(-1L),0L,(-1L),0xA9CAA57AL}};
        uint16_t l_751[5] = {0x19F3L,0x19F3L,0x19F3L,0x19F3L,0x19F3L};
        int32_t l_824 = 0x966AA419L;
        int i, j, k;
        if (p_62)
        { /* block id: 159 */
            uint16_t l_448[5] = {9UL,9UL,9UL,9UL,9UL};
            int32_t l_453 = (-1L);
            uint8_t l_455 = 0xBEL;
            int32_t l_473 = 0x56A4DAE9L;
            int32_t l_474 = (-7L);
            int32_t l_475 = 0xFAEA7592L;
            int32_t l_476 = 0x24316215L;
            int32_t l_478 = 8L;
            int32_t l_479 = 7L;
            int i;
lbl_461:
            l_455 = (p_61 && (g_29 | (l_454[2][5][0] ^= ((g_19[1][0][4] = (safe_add_func_uint32_t_u_u((+((((g_148 = (((safe_add_func_uint8_t_u_u(((~(safe_div_func_uint8_t_u_u((p_61 ^ p_61), (safe_rshift_func_int16_t_s_u((safe_unary_minus_func_uint8_t_u((((--l_448[1]) < g_35) ^ p_62))), (safe_sub_func_int64_t_s_s(1L, 0xE0BD541151AA0ECBLL))))))) != l_453), 0x47L)) , g_4[1]) > g_29)) | p_62) >= 0UL) || p_62)), p_61))) >= l_352))));
            for (l_455 = 0; (l_455 >= 43); ++l_455)
            { /* block id: 167 */
                int32_t l_458[1];
                int32_t l_471 = 0xE689859AL;
                uint32_t l_482 = 6UL;
                int64_t l_484 = 0x5C4E5CBC59CDDAF7LL;
                int i;
                for (i = 0; i < 1; i++)
                    l_458[i] = 1L;
                if (l_458[0])
                { /* block id: 168 */
                    if (l_459)
                        break;
                    if (g_34)
                        goto lbl_460;
                    g_34 ^= p_61;
                }
                else
                { /* block id: 172 */
                    if (g_80)
                        goto lbl_461;
                    return p_61;
                }
                if ((g_80 == (((((((+(l_454[2][5][0] != g_80)) > (g_19[1][0][4] = (safe_rshift_func_uint8_t_u_s(((safe_mul_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((((l_295 , l_471) ^ ((1L <= (((--g_312) > l_471) >= g_5)) , g_148)) ^ 0L), l_458[0])), g_4[4])) == 0UL), 2)))) , (-1L)) , p_61) , l_458[0]) , p_61) & g_6)))
                { /* block id: 178 */
                    int32_t l_485 = (-1L);
                    l_475 |= p_62;
                    g_6 = ((l_482 , (+l_453)) < g_29);
                    l_458[0] = (l_485 &= l_484);
                    g_6 = (safe_div_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_u(((4294967289UL > (l_454[2][5][0] != (0xB50DL || g_5))) & ((safe_sub_func_int32_t_s_s(((safe_lshift_func_uint16_t_u_s(((l_295 != p_61) , ((safe_sub_func_uint64_t_u_u((safe_sub_func_uint16_t_u_u((!p_61), 0x2543L)), p_61)) , 1UL)), 7)) >= l_311[1]), p_61)) ^ 0x60L)), 4)), g_4[5]));
                }
                else
                { /* block id: 184 */
                    if (g_3)
                        goto lbl_461;
                    if (g_4[4])
                        break;
                }
            }
        }
        else
        { /* block id: 189 */
            int32_t l_503 = (-4L);
            int8_t l_557 = 1L;
            for (g_312 = 0; (g_312 < 32); g_312 = safe_add_func_uint32_t_u_u(g_312, 2))
            { /* block id: 192 */
                int16_t l_505[4][1] = {{(-3L)},{5L},{(-3L)},{5L}};
                int32_t l_506 = (-1L);
                int32_t l_508 = 0x876BF0F5L;
                int32_t l_509 = 1L;
                uint64_t l_510 = 6UL;
                int i, j;
                for (l_447 = 0; (l_447 != 28); ++l_447)
                { /* block id: 195 */
                    int64_t l_504 = 0xBB53B4D7E9289782LL;
                    int32_t l_526 = 0x7D4D6A2BL;
                    --l_510;
                    p_62 = l_477[3][0][2];
                    g_5 = ((safe_mul_func_int16_t_s_s(l_504, (g_27 = (safe_add_func_uint16_t_u_u((l_477[0][6][2] > 2L), (safe_mod_func_int8_t_s_s((((g_19[0][0][5]--) , (safe_lshift_func_int8_t_s_s((safe_div_func_uint64_t_u_u((((+(-10L)) | ((l_526 = l_509) , (g_34 <= (g_19[1][3][5] ^ p_62)))) | p_62), l_504)), 2))) > g_507), l_503))))))) && l_472);
                    l_231 = (safe_add_func_int16_t_s_s(0x4F99L, (safe_lshift_func_uint8_t_u_s(g_30, (safe_sub_func_uint8_t_u_u((+(l_248 = ((+((safe_mul_func_uint8_t_u_u((l_472 = (((g_14[1] = (safe_sub_func_int8_t_s_s((p_62 > (((safe_add_func_uint16_t_u_u((g_29--), ((safe_sub_func_uint64_t_u_u(0x25A2E185E6C309A2LL, (l_526 = (safe_add_func_uint64_t_u_u(((((safe_div_func_uint32_t_u_u(g_4[5], ((((safe_mod_func_int64_t_s_s((safe_sub_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((((safe_div_func_int64_t_s_s((g_148 , g_14[1]), 0xD6F8472449F7745FLL)) <= p_61) != p_61), 0)), p_62)), 5UL)) && 0xBC15D0EDL) , g_19[2][2][5]) , l_503))) >= 0x4C56E7E9L) && l_510) > g_312), 0UL))))) >= 1UL))) & g_14[5]) < 0xF6C8L)), g_178))) > 6L) & l_503)), 0x3AL)) | 0UL)) > 8L))), 0x84L))))));
                }
                l_477[3][4][1] = p_61;
                l_557 &= 0L;
            }
        }
        for (g_27 = (-23); (g_27 < (-25)); --g_27)
        { /* block id: 215 */
            int16_t l_577 = 0x0FAAL;
            int32_t l_578 = 0x894DE712L;
            l_248 = (safe_mod_func_int8_t_s_s((((((-6L) != g_80) , g_312) <= (((safe_div_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_u((safe_div_func_uint32_t_u_u(g_507, ((l_578 = (safe_sub_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u(g_178, (g_19[2][3][4] &= ((((safe_sub_func_uint32_t_u_u(((+g_35) || ((safe_sub_func_int32_t_s_s(p_62, 0x7A17A590L)) > l_577)), 0L)) || 1UL) & l_447) , l_577)))), g_80))) || 1L))), p_62)), l_472)) != l_311[1]) < l_472)) && g_37), 0x80L));
            if (l_578)
                continue;
            return l_295;
        }
        for (g_389 = 6; (g_389 >= 0); g_389 -= 1)
        { /* block id: 224 */
            int16_t l_601 = 0xD5B6L;
            int32_t l_603 = (-2L);
            int32_t l_604[1];
            uint16_t l_708 = 0x3CE2L;
            int32_t l_825 = (-2L);
            int i;
            for (i = 0; i < 1; i++)
                l_604[i] = 0x9EEB8778L;
            for (g_178 = 1; (g_178 <= 6); g_178 += 1)
            { /* block id: 227 */
                int32_t l_579 = 0L;
                int32_t l_605 = 0xECB3F208L;
                int i;
                for (p_62 = 4; (p_62 >= 0); p_62 -= 1)
                { /* block id: 230 */
                    int32_t l_580 = 0x907E1195L;
                    int i;
                    l_580 |= (l_579 = g_14[g_178]);
                    l_231 = 7L;
                    if (g_14[p_62])
                        continue;
                    l_248 = (-9L);
                }
                for (p_61 = 2; (p_61 >= 0); p_61 -= 1)
                { /* block id: 239 */
                    int i, j, k;
                    g_5 = (l_602[0][1] = (l_477[(p_61 + 2)][g_389][p_61] > (g_37 = (((g_14[g_389] , (l_601 ^= (safe_lshift_func_int16_t_s_u((((l_311[p_61] = (safe_add_func_uint16_t_u_u((safe_add_func_uint64_t_u_u((g_14[g_178] && ((l_311[p_61] <= p_61) != ((safe_div_func_int16_t_s_s((((l_472 &= p_62) < (safe_sub_func_int16_t_s_s(((l_231 = ((((((safe_add_func_int32_t_s_s((safe_mul_func_uint8_t_u_u((((safe_add_func_int64_t_s_s((safe_add_func_uint64_t_u_u((g_34 | 5L), 0x55F2D07F39E33234LL)), p_62)) <= g_14[0]) > l_459), g_389)), p_62)) == l_599) , p_61) ^ 1UL) == l_248) , 0x5CF57141L)) , 0x0C9AL), l_352))) ^ g_507), 0x47E4L)) == l_600))), (-4L))), p_61))) && 1L) & g_312), 2)))) | p_62) | 0x85L))));
                    if (g_27)
                        continue;
                    ++g_606;
                    l_477[(p_61 + 2)][g_389][p_61] &= ((!p_62) <= p_62);
                }
                if (g_14[g_389])
                    break;
                if (p_61)
                    continue;
                for (l_605 = 0; (l_605 <= 0); l_605 += 1)
                { /* block id: 255 */
                    uint16_t l_610 = 0x517AL;
                    int i, j, k;
                    l_610--;
                    l_579 &= l_477[(l_605 + 2)][(l_605 + 1)][l_605];
                    ++g_613;
                }
            }
            for (l_599 = 0; (l_599 <= 2); l_599 += 1)
            { /* block id: 263 */
                int32_t l_619 = 0x03671FC6L;
                int32_t l_622 = 0x121561EAL;
                int32_t l_697 = (-9L);
                int i;
                if ((safe_mul_func_uint16_t_u_u((~g_14[g_389]), 0xE071L)))
                { /* block id: 264 */
                    g_623--;
                }
                else
                { /* block id: 266 */
                    l_454[0][6][0] |= (safe_mod_func_uint32_t_u_u((p_61 | g_178), ((l_604[0] = (((0x253FL <= ((safe_lshift_func_int16_t_s_u(p_62, (safe_sub_func_int16_t_s_s((g_80 | ((l_601 & (g_29 |= p_61)) || l_472)), 0x1D6AL)))) || g_148)) != l_315) < l_599)) , g_5)));
                }
                if (((((((safe_rshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(g_389, 10)), 2)) > (((g_34 <= ((0x11DCE77FBB691603LL || (p_61 = ((((l_622 |= (((safe_mul_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(l_472, ((safe_rshift_func_int8_t_s_s(((safe_lshift_func_int16_t_s_u(((((g_14[1] &= 0xFBL) && (safe_mod_func_int8_t_s_s(p_61, p_61))) == 0xBD275F433E2033D4LL) >= l_477[0][6][2]), p_62)) || 2L), l_601)) , l_604[0]))), g_80)) || g_19[1][0][4]) , g_14[g_389])) && p_61) <= p_62) > 255UL))) & l_602[0][1])) , p_62) && l_352)) <= l_619) & 0x2241L) == p_62) | g_389))
                { /* block id: 274 */
                    const int16_t l_649 = (-9L);
                    int32_t l_672 = 1L;
                    g_34 = ((safe_add_func_int8_t_s_s(((~(l_649 >= (safe_unary_minus_func_uint64_t_u(((safe_div_func_int8_t_s_s(((p_62 ^ (((g_19[3][0][4]--) , (--g_29)) == l_649)) <= (safe_rshift_func_int8_t_s_s(((safe_mod_func_int16_t_s_s((p_62 != (safe_rshift_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((((l_477[0][6][2] |= (safe_mul_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u((l_672 = l_671[3][2][3]), (safe_lshift_func_int8_t_s_u((((((p_61 = (safe_div_func_int32_t_s_s((((g_679 &= (((safe_lshift_func_int16_t_s_u(0x5D5BL, (g_613 || g_606))) && l_248) > l_649)) < p_61) || g_30), (-1L)))) & p_62) > g_30) == g_4[1]) != g_35), 5)))) & g_389), g_507)) , p_62), p_62))) , 0UL) ^ p_62), 0x71L)), 5))), 0xE36AL)) <= 255UL), 4))), l_447)) <= g_606))))) < g_30), p_62)) <= p_62);
                    if (l_600)
                        goto lbl_460;
                    l_672 |= ((g_6 = ((((safe_div_func_int16_t_s_s(0L, (g_613 = (++g_29)))) ^ (safe_add_func_uint32_t_u_u((((0UL & 1L) == (l_454[2][5][0] = ((-8L) & (((safe_add_func_uint8_t_u_u(0x35L, ((safe_mul_func_uint16_t_u_u(p_62, p_62)) < g_4[3]))) && l_447) | l_295)))) < 0x472D28923FCA1A84LL), p_62))) > g_312) , (-6L))) , l_690);
                }
                else
                { /* block id: 288 */
                    uint8_t l_695 = 6UL;
                    l_695 ^= ((((((((((((((safe_sub_func_int64_t_s_s((safe_mul_func_int16_t_s_s(p_62, p_61)), (g_620[0] <= g_37))) == g_4[2]) & 0xD941L) > g_27) , l_454[3][1][0]) && g_19[4][4][1]) ^ p_61) | 0xC939L) || g_620[0]) != g_19[1][0][4]) > 1UL) , p_62) > g_606) | 0xDEB4L);
                }
                g_698--;
                for (g_679 = 0; (g_679 <= 2); g_679 += 1)
                { /* block id: 294 */
                    int32_t l_713 = 0x1B79860BL;
                    int32_t l_714[2];
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_714[i] = 0xCB39480BL;
                    g_6 = l_477[(l_599 + 1)][(l_599 + 4)][g_679];
                    l_477[(l_599 + 1)][(l_599 + 4)][g_679] = (safe_mul_func_uint16_t_u_u(l_477[(l_599 + 1)][(l_599 + 2)][l_599], ((safe_mul_func_int8_t_s_s((g_14[1] = l_604[0]), (l_714[1] = ((safe_unary_minus_func_int16_t_s((((l_603 = (g_620[2] &= ((0x2C070A49L == ((g_30 ^= g_389) ^ g_698)) ^ ((l_713 = (safe_sub_func_uint8_t_u_u((((l_708 & (safe_lshift_func_int16_t_s_s((((g_623--) , (((((g_6 |= l_244) >= 1L) , 4294967295UL) != 0UL) == l_311[1])) || p_61), 8))) | g_178) == 65531UL), l_708))) , p_61)))) , p_62) <= 0L))) && (-2L))))) >= g_19[3][0][4])));
                }
            }
            if (((safe_rshift_func_uint8_t_u_u((18446744073709551615UL <= l_604[0]), 3)) ^ (safe_lshift_func_int16_t_s_u(((safe_unary_minus_func_uint16_t_u(l_244)) == (g_4[0] && (safe_rshift_func_uint16_t_u_u((safe_unary_minus_func_uint16_t_u((safe_unary_minus_func_uint32_t_u(((g_6 = (p_62 |= (safe_mod_func_int64_t_s_s((safe_mul_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(0x2FD7L, g_698)), (safe_add_func_uint8_t_u_u(((l_244 >= g_29) ^ g_4[0]), 8L)))), g_5)))) ^ 0x027DC054L))))), g_620[0])))), l_671[0][0][1]))))
            { /* block id: 309 */
                uint16_t l_767 = 0xD41EL;
                int32_t l_768 = (-3L);
                int32_t l_792 = 0x0C61BD61L;
                for (l_459 = (-27); (l_459 <= 15); ++l_459)
                { /* block id: 312 */
                    uint32_t l_750 = 0xC7FFA786L;
                    l_231 ^= (p_61 != (--g_178));
                    l_751[2] = (g_34 = (safe_div_func_uint16_t_u_u(((safe_div_func_int64_t_s_s(0x74E89623E7BD9BDBLL, ((safe_mul_func_uint8_t_u_u((((((g_148 < (g_6 , (safe_rshift_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u(((l_604[0] > ((safe_div_func_int8_t_s_s((((((((((g_14[1] = (((safe_mod_func_int16_t_s_s(((((p_62 &= ((l_477[0][6][2] = 0x37DCL) <= ((g_620[0] , 0L) == 0x1486L))) , p_62) , l_315) | 1L), p_61)) < l_604[0]) ^ l_750)) ^ p_61) ^ 0xA468L) ^ g_80) , l_750) | 255UL) & g_507) && 0x47L) && p_62), 0x2DL)) | l_750)) >= g_620[0]), l_604[0])), 6)))) < (-7L)) && g_621) | l_750) , l_708), 0x6FL)) , g_34))) < (-2L)), l_311[1])));
                    g_34 = (p_62 <= (g_4[4] <= (safe_div_func_int16_t_s_s((safe_add_func_uint64_t_u_u((0x6BL > p_61), ((0x5DL & (safe_lshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u((((safe_div_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((l_604[0] = ((g_698 = (((safe_lshift_func_uint8_t_u_u(((l_311[1] = (((l_767 = (!g_34)) & l_708) | g_34)) < l_751[2]), 1)) == p_62) != 0L)) != 0x3109FEC3L)), g_389)), l_768)) , p_61) > g_30), p_62)), 12))) & l_750))), 0xF807L))));
                    g_5 = (safe_add_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s(0UL, 7)), (safe_add_func_int32_t_s_s((g_777 & (g_34 = ((((((safe_add_func_uint8_t_u_u((p_61 || (l_604[0] > (safe_rshift_func_int16_t_s_u((safe_div_func_uint16_t_u_u(((l_750 || (safe_rshift_func_int16_t_s_s((safe_unary_minus_func_uint64_t_u((safe_mul_func_int16_t_s_s((+(((safe_lshift_func_uint16_t_u_s((l_768 < ((l_311[1] = (((l_792 = l_454[0][2][0]) > g_621) , p_62)) >= 0x4D58L)), l_750)) <= p_62) , l_792)), p_62)))), 7))) > g_14[6]), 0x4C4EL)), 11)))), 0x84L)) | g_34) <= 0x5AL) ^ p_61) >= p_62) >= 0xDE8CL))), g_6))));
                }
                p_62 |= 0x9FA0437AL;
                if (((safe_mul_func_uint16_t_u_u(((l_825 = (safe_mul_func_uint16_t_u_u((g_29 |= (safe_sub_func_int8_t_s_s(((safe_div_func_int32_t_s_s((((safe_lshift_func_uint16_t_u_s((safe_add_func_int32_t_s_s(((18446744073709551606UL && (l_603 = (safe_sub_func_uint16_t_u_u(0x6EC4L, (safe_lshift_func_int16_t_s_u((safe_rshift_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((safe_mul_func_uint8_t_u_u(g_777, p_62)), (((p_61 &= (safe_div_func_int16_t_s_s((((safe_add_func_uint8_t_u_u(0x97L, (p_62 , (l_604[0] = ((safe_lshift_func_int8_t_s_s((((((!((l_792 = g_27) < 0UL)) | 4294967295UL) > l_824) && g_37) | 6L), 0)) != l_767))))) , g_606) == g_698), 65535UL))) < p_62) ^ p_62))) , p_61), g_621)), 10)), 1)))))) , (-3L)), 4294967295UL)), l_311[1])) == p_62) | 0x8E5889C0L), l_601)) == 7UL), g_4[5]))), g_3))) , g_14[1]), g_4[3])) & 0x4DE6DCB6L))
                { /* block id: 337 */
                    int32_t l_826 = 0x74108C21L;
                    l_311[1] = ((l_826 , ((l_767 ^ l_768) == 255UL)) != ((safe_sub_func_uint16_t_u_u(((l_602[0][1] |= (safe_rshift_func_uint16_t_u_s((g_6 ^ (((!((((((((safe_mul_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u(((((safe_div_func_int8_t_s_s(((safe_div_func_uint64_t_u_u(l_751[3], 0x174B36B86CD4965BLL)) > g_19[1][0][4]), 0x7DL)) < g_27) < l_295) || p_62), 0x16L)) != 0x2F0FAF4E74B14E17LL), l_767)) > p_61) , g_14[1]) | 0x98L) || g_37) & g_777) | p_61) , (-1L))) & p_62) <= p_62)), p_61))) < g_5), l_708)) | p_61));
                    p_62 ^= (0x5E4DL != ((safe_unary_minus_func_int16_t_s(g_3)) != l_600));
                }
                else
                { /* block id: 341 */
                    g_6 |= l_841[5][2];
                }
            }
            else
            { /* block id: 344 */
                p_62 = (g_34 ^= (p_61 , ((g_6 = (((safe_sub_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u(p_62, (0x3437E95EE96C6E13LL && (0x4F6EL | 1L)))) == (((p_61 != (g_507 ^= (((p_62 ^ 0xD8AEL) , p_61) , 1L))) , 0UL) || l_602[2][2])), 0L)) | p_62) != 0x60L)) >= l_600)));
            }
        }
        l_454[2][5][0] ^= (4L && (((((p_62 <= ((g_148 = g_80) <= (safe_lshift_func_int16_t_s_u(g_4[5], (safe_sub_func_uint32_t_u_u(g_620[0], (safe_sub_func_int32_t_s_s(((l_248 = ((safe_lshift_func_int16_t_s_s(p_61, 9)) > g_389)) && 0x3BL), g_14[6])))))))) && p_61) , p_62) ^ g_34) , 0x45B57AEFL));
    }
    return g_698;
}


/* ------------------------------------------ */
/* 
 * reads : g_19 g_6 g_14 g_3 g_37 g_4 g_27 g_29 g_148 g_34 g_5
 * writes: g_6 g_80 g_5 g_27 g_34 g_178 g_35
 */
static int32_t  func_64(int32_t  p_65, const int32_t  p_66)
{ /* block id: 33 */
    uint64_t l_67 = 0xB75D39A040D4F663LL;
    int32_t l_70 = 0x4CDE8B73L;
    int32_t l_71 = 0L;
    int64_t l_96 = 0xC93045D781F8E388LL;
    int32_t l_97[8][3][8] = {{{0L,0L,0xF6EAEA54L,1L,0x50BB1179L,1L,0xF6EAEA54L,0L},{1L,0L,0x7639B44AL,0xF6EAEA54L,0L,0L,0x966D8DA3L,0x966D8DA3L},{0x7639B44AL,1L,(-1L),(-1L),1L,0x7639B44AL,0x966D8DA3L,0x50BB1179L}},{{0x337FB341L,(-1L),0x7639B44AL,0L,0xF6EAEA54L,0L,0xF6EAEA54L,0L},{0xF6EAEA54L,0L,0xF6EAEA54L,0L,0x7639B44AL,(-1L),0x337FB341L,0x50BB1179L},{0x966D8DA3L,0x7639B44AL,1L,(-1L),(-1L),1L,0x7639B44AL,0x966D8DA3L}},{{0x966D8DA3L,0L,0L,0xF6EAEA54L,0x7639B44AL,0L,1L,0L},{0xF6EAEA54L,1L,0x50BB1179L,1L,0xF6EAEA54L,0L,0L,0x7639B44AL},{0x337FB341L,0L,1L,(-10L),1L,1L,(-10L),1L}},{{0x7639B44AL,0x7639B44AL,1L,0x966D8DA3L,0L,(-1L),0L,0x337FB341L},{1L,0L,0x50BB1179L,0x7639B44AL,0x50BB1179L,0L,1L,0xF6EAEA54L},{0x966D8DA3L,1L,0x50BB1179L,0L,0L,1L,1L,0L}},{{0x7639B44AL,(-10L),(-10L),0x7639B44AL,0L,0L,0xF6EAEA54L,1L},{0x966D8DA3L,0L,(-1L),0L,0x337FB341L,0L,(-1L),0L},{(-10L),0L,1L,(-1L),0x50BB1179L,0L,0L,0L}},{{1L,(-10L),1L,1L,(-10L),1L,0L,0x337FB341L},{0xF6EAEA54L,1L,1L,0L,(-1L),0x966D8DA3L,(-1L),0L},{(-1L),0x966D8DA3L,(-1L),0L,1L,1L,0xF6EAEA54L,0x337FB341L}},{{0L,1L,(-10L),1L,1L,(-10L),1L,0L},{0L,0L,0x50BB1179L,(-1L),1L,0L,(-10L),0L},{(-1L),0L,0x337FB341L,0L,(-1L),0L,0x966D8DA3L,1L}},{{0xF6EAEA54L,0L,0L,0x7639B44AL,(-10L),(-10L),0x7639B44AL,0L},{1L,1L,0L,0L,0x50BB1179L,1L,0x966D8DA3L,0xF6EAEA54L},{(-10L),0x966D8DA3L,0x337FB341L,1L,0x337FB341L,0x966D8DA3L,(-10L),0xF6EAEA54L}}};
    uint64_t l_119 = 18446744073709551607UL;
    uint32_t l_120[4][4][3] = {{{0UL,0xDFB53829L,0x137EFE7BL},{0x9F83FA7BL,0UL,0x9F83FA7BL},{0xB4704B52L,9UL,0x137EFE7BL},{1UL,1UL,0x832669E6L}},{{0x552ABCF5L,9UL,0UL},{0x832669E6L,0UL,18446744073709551615UL},{0x552ABCF5L,0xDFB53829L,0x552ABCF5L},{1UL,0x832669E6L,18446744073709551615UL}},{{0xB4704B52L,0UL,0UL},{0x9F83FA7BL,0x832669E6L,0x832669E6L},{0UL,0xDFB53829L,0x137EFE7BL},{0x9F83FA7BL,0UL,0x9F83FA7BL}},{{0xB4704B52L,9UL,0x137EFE7BL},{1UL,1UL,0x832669E6L},{0x552ABCF5L,9UL,0UL},{0x832669E6L,0UL,18446744073709551615UL}}};
    uint16_t l_121[4];
    int32_t l_122[5] = {0x69497261L,0x69497261L,0x69497261L,0x69497261L,0x69497261L};
    int16_t l_123 = (-4L);
    uint32_t l_124 = 0UL;
    int32_t l_131 = 0x45203A91L;
    uint32_t l_134 = 18446744073709551615UL;
    uint16_t l_141 = 1UL;
    uint8_t l_146[7][7] = {{1UL,250UL,1UL,4UL,4UL,1UL,250UL},{4UL,250UL,1UL,1UL,250UL,4UL,250UL},{1UL,4UL,4UL,1UL,250UL,1UL,4UL},{0x9FL,0x9FL,4UL,1UL,4UL,0x9FL,0x9FL},{0x9FL,4UL,1UL,4UL,0x9FL,4UL,1UL},{1UL,0x9FL,1UL,1UL,1UL,1UL,0x9FL},{1UL,0x9FL,250UL,250UL,0x9FL,1UL,0x9FL}};
    uint32_t l_147 = 0x7EE7FC08L;
    int64_t l_179 = (-9L);
    uint16_t l_180 = 4UL;
    uint32_t l_182 = 0x3E21F7CBL;
    int32_t l_209 = 0L;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_121[i] = 0UL;
    l_67 ^= (g_19[1][0][4] <= p_65);
    for (g_6 = 0; (g_6 > (-28)); --g_6)
    { /* block id: 37 */
        uint64_t l_72 = 0xA7322E546EC70922LL;
        ++l_72;
        if (g_14[0])
            continue;
        l_71 = p_66;
        if (g_6)
            goto lbl_98;
    }
    if ((((+(safe_add_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s((g_80 = 0x3CL), (safe_lshift_func_int8_t_s_s(0x0DL, 5)))), (!18446744073709551606UL)))) ^ (safe_mul_func_int8_t_s_s(((safe_div_func_int64_t_s_s(g_3, (l_97[0][0][5] ^= (safe_sub_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u(((((safe_div_func_int16_t_s_s(((safe_add_func_int64_t_s_s(l_71, (((18446744073709551615UL <= (1UL & l_70)) , 0xA76005BF03BE979ELL) <= g_6))) , (-1L)), l_71)) && p_65) < g_37) & p_66), 4)), l_96))))) <= 0x2FCAL), l_96))) <= l_67))
    { /* block id: 44 */
lbl_98:
        g_5 = 0x79702F8FL;
        l_97[0][2][7] ^= ((((safe_mod_func_int8_t_s_s((safe_sub_func_int8_t_s_s(0x41L, (((l_71 |= 5L) <= (g_27 ^= (safe_add_func_int32_t_s_s((safe_lshift_func_int16_t_s_s(((safe_div_func_int8_t_s_s(((((safe_div_func_int8_t_s_s((safe_rshift_func_int16_t_s_u((((safe_sub_func_uint8_t_u_u((p_65 != (safe_lshift_func_int8_t_s_u(p_66, 4))), (((0x59CBL > (g_4[5] > ((safe_add_func_int32_t_s_s(l_119, p_66)) ^ l_120[1][0][0]))) <= 0xB9DBL) < l_96))) == l_120[1][0][0]) && 8UL), l_121[3])), p_66)) < g_6) ^ p_65) , l_70), l_122[1])) , g_14[4]), 3)), l_96)))) , g_29))), g_14[1])) == l_120[1][0][0]) ^ p_66) && 0L);
        l_124 = l_123;
        g_34 = (safe_lshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u((l_131 = (l_97[2][0][6] <= (safe_lshift_func_int16_t_s_u(p_66, l_120[1][0][1])))), (safe_div_func_int64_t_s_s((l_134 | (safe_add_func_uint8_t_u_u((l_122[1] ^= (safe_sub_func_int32_t_s_s(((safe_mul_func_uint16_t_u_u(((l_141 && ((safe_mul_func_int16_t_s_s(l_97[0][0][5], (safe_mod_func_int32_t_s_s(((l_146[4][5] = p_66) > 5L), l_147)))) < 0xEE36A709L)) || 0x9DC5L), 0x9CBCL)) ^ g_148), l_70))), l_97[2][1][2]))), l_124)))), 0));
    }
    else
    { /* block id: 55 */
        uint16_t l_181 = 0xBE1BL;
        int32_t l_205 = 1L;
        int32_t l_206 = 0x27B0B2C2L;
        int32_t l_210 = (-9L);
        l_182 = ((safe_add_func_int64_t_s_s((((safe_div_func_uint32_t_u_u(((p_66 >= ((safe_div_func_uint8_t_u_u(g_148, (safe_rshift_func_int16_t_s_s((safe_mod_func_int16_t_s_s(((l_71 = (safe_mul_func_uint8_t_u_u(g_19[2][4][4], (safe_div_func_uint16_t_u_u(((((safe_sub_func_uint64_t_u_u((safe_div_func_int16_t_s_s((p_66 , (safe_mod_func_int8_t_s_s((safe_rshift_func_int8_t_s_s((safe_rshift_func_int8_t_s_u(0x83L, p_66)), 2)), (safe_sub_func_int8_t_s_s((((safe_unary_minus_func_int32_t_s((safe_add_func_uint8_t_u_u((g_178 = 0x78L), g_14[3])))) > g_148) | l_179), l_134))))), g_29)), l_96)) , p_66) | 0x8AAE058F23466FEBLL) != g_3), l_180))))) < 0x84822C410037973CLL), g_34)), p_66)))) != p_66)) , p_65), g_19[2][4][4])) >= g_27) & 0x9165633C59A757E7LL), 18446744073709551611UL)) >= l_181);
        g_6 &= (l_210 = (g_5 > (((safe_sub_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s((safe_div_func_uint8_t_u_u((g_19[3][3][5] <= (safe_mod_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_s(65533UL, (safe_mod_func_int8_t_s_s(((((((safe_mul_func_int16_t_s_s((safe_div_func_int32_t_s_s(((((safe_add_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s((safe_rshift_func_int8_t_s_u((((l_206 = (l_205 &= g_19[1][0][4])) ^ p_65) | (g_35 = (safe_sub_func_int32_t_s_s((((g_148 != (l_97[0][0][5] ^= ((l_67 > p_66) , p_65))) < 0x879FC72062B2DEDBLL) == g_27), 9UL)))), 1)), l_181)), g_19[0][4][2])) != l_146[1][3]) | g_4[1]) || g_4[5]), l_141)), 0L)) != 1L) ^ p_65) && p_65) >= p_65) , p_66), l_209)))), 1L))), g_3)), l_181)) | p_66), g_27)) , 0xF429L) & g_14[1])));
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
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_4[i], "g_4[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_14[i], "g_14[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_19[i][j][k], "g_19[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_27, "g_27", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_53[i][j][k], "g_53[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_148, "g_148", print_hash_value);
    transparent_crc(g_178, "g_178", print_hash_value);
    transparent_crc(g_312, "g_312", print_hash_value);
    transparent_crc(g_389, "g_389", print_hash_value);
    transparent_crc(g_507, "g_507", print_hash_value);
    transparent_crc(g_606, "g_606", print_hash_value);
    transparent_crc(g_613, "g_613", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_620[i], "g_620[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_621, "g_621", print_hash_value);
    transparent_crc(g_623, "g_623", print_hash_value);
    transparent_crc(g_679, "g_679", print_hash_value);
    transparent_crc(g_696, "g_696", print_hash_value);
    transparent_crc(g_698, "g_698", print_hash_value);
    transparent_crc(g_777, "g_777", print_hash_value);
    transparent_crc(g_855, "g_855", print_hash_value);
    transparent_crc(g_920, "g_920", print_hash_value);
    transparent_crc(g_1157, "g_1157", print_hash_value);
    transparent_crc(g_1330, "g_1330", print_hash_value);
    transparent_crc(g_1382, "g_1382", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1424[i], "g_1424[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1622, "g_1622", print_hash_value);
    transparent_crc(g_1653, "g_1653", print_hash_value);
    transparent_crc(g_1699, "g_1699", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
