// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10033 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10033
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int64_t g_3 = 0x69AD59E57AD95E17LL;
static int32_t g_4[3] = {0x390197F0L,0x390197F0L,0x390197F0L};
static int8_t g_42 = 0L;
static int32_t g_65 = 0xF916744FL;
static int64_t g_74 = 0x2651EF224B34D7AELL;
static int32_t g_93 = 0x1750551BL;
static int8_t g_94 = (-1L);
static int32_t g_109 = 0xF9D48960L;
static int32_t g_135 = 0x1BA34BD0L;
static uint8_t g_136 = 2UL;
static int32_t g_155 = 1L;
static int16_t g_158 = 0x2826L;
static uint16_t g_164 = 0UL;
static int32_t g_178 = 0xCF3F1ECAL;
static uint64_t g_191 = 4UL;
static uint32_t g_242 = 7UL;
static uint32_t g_244 = 0x7B8070DBL;
static int64_t g_278[7] = {0x743B8E4AF28E98AELL,0x743B8E4AF28E98AELL,0x743B8E4AF28E98AELL,0x743B8E4AF28E98AELL,0x743B8E4AF28E98AELL,0x743B8E4AF28E98AELL,0x743B8E4AF28E98AELL};
static uint8_t g_337[8][3] = {{255UL,255UL,4UL},{0xBEL,1UL,4UL},{1UL,0xBEL,4UL},{255UL,255UL,4UL},{0xBEL,1UL,4UL},{1UL,0xBEL,4UL},{255UL,255UL,4UL},{0xBEL,1UL,4UL}};
static int8_t g_360[7][3] = {{0x27L,0x27L,0x27L},{(-1L),(-10L),(-1L)},{0x27L,0x27L,0x27L},{(-1L),(-10L),(-1L)},{0x27L,0x27L,0x27L},{(-1L),(-10L),(-1L)},{0x27L,0x27L,0x27L}};
static uint32_t g_362 = 4294967286UL;
static uint64_t g_443 = 0xEC1C7CE739196A55LL;
static uint64_t g_509 = 0xB22B9342A3F1A3C8LL;
static uint32_t g_549 = 0x7EEC00EFL;
static int64_t g_597 = (-7L);
static uint64_t g_922[7] = {18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL};
static int64_t g_923[3][5][1] = {{{(-5L)},{2L},{(-5L)},{(-5L)},{2L}},{{(-5L)},{(-5L)},{2L},{(-5L)},{(-5L)}},{{2L},{(-5L)},{(-5L)},{2L},{(-5L)}}};
static uint8_t g_925[1] = {0x46L};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static uint16_t  func_22(int32_t  p_23);
static uint64_t  func_30(uint64_t  p_31, int32_t  p_32, uint32_t  p_33, uint8_t  p_34);
static uint64_t  func_43(uint32_t  p_44, int16_t  p_45, uint32_t  p_46, uint8_t  p_47);
static const int64_t  func_53(int16_t  p_54, int32_t  p_55, int32_t  p_56);
static int32_t  func_59(int8_t  p_60, int8_t  p_61, uint32_t  p_62);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_4 g_65 g_74 g_42 g_93 g_109 g_136 g_164 g_135 g_178 g_191 g_94 g_242 g_155 g_158 g_278 g_244 g_337 g_362 g_360 g_443 g_509 g_549 g_597 g_922 g_925 g_923
 * writes: g_42 g_65 g_93 g_94 g_74 g_135 g_136 g_164 g_158 g_155 g_191 g_242 g_244 g_278 g_337 g_362 g_360 g_443 g_4 g_509 g_597 g_109 g_922 g_925 g_549 g_178 g_3
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_2 = 0L;
    uint16_t l_5 = 0x1220L;
    int32_t l_41 = 1L;
    uint16_t l_664 = 65527UL;
    uint32_t l_1025 = 0x2BA59A79L;
    int32_t l_1035 = (-1L);
    int32_t l_1042 = 0x9E7BAAA3L;
    int32_t l_1043 = (-1L);
    int32_t l_1044 = 0x5E44A5D4L;
    int32_t l_1045 = 0xDECD3F20L;
    int32_t l_1046[3];
    int32_t l_1047 = 1L;
    int32_t l_1048 = (-1L);
    int64_t l_1049[2][3] = {{1L,1L,1L},{0xBC648A7C9D76F6C9LL,0xBC648A7C9D76F6C9LL,0xBC648A7C9D76F6C9LL}};
    int64_t l_1050 = 0x07F9F6FDB6640912LL;
    int64_t l_1051 = 0L;
    int64_t l_1052 = 0x3895343C7AA64D80LL;
    uint32_t l_1053 = 0UL;
    int i, j;
    for (i = 0; i < 3; i++)
        l_1046[i] = 3L;
    --l_5;
    g_4[2] = (((safe_add_func_uint64_t_u_u((safe_sub_func_uint16_t_u_u((((safe_mod_func_uint8_t_u_u((g_3 ^ (safe_mul_func_int8_t_s_s((safe_div_func_int8_t_s_s((safe_add_func_int32_t_s_s((safe_sub_func_uint32_t_u_u((((func_22((!((l_664 = (((0x9105FA2EL & 0x03C57643L) < l_5) | (((safe_mod_func_uint64_t_u_u(8UL, (safe_unary_minus_func_int8_t_s((safe_sub_func_uint64_t_u_u(func_30(((safe_mul_func_uint8_t_u_u((safe_div_func_int16_t_s_s((g_42 = (l_41 = ((((0L | (l_2 < 0L)) & l_5) > l_2) , 0x0AECL))), l_2)), g_4[2])) & 0xABL), g_4[1], l_2, l_2), l_5)))))) , g_549) & g_178))) , 5UL))) | g_923[1][2][0]) <= g_3) & 0xB2L), g_923[2][4][0])), l_2)), g_923[0][0][0])), l_2))), l_2)) && g_155) >= 0xC686L), 0x59BFL)), g_923[0][0][0])) >= 0xEEEA7008L) , g_3);
    for (g_158 = (-23); (g_158 >= (-15)); g_158++)
    { /* block id: 408 */
        int32_t l_1021[2];
        int32_t l_1022 = 1L;
        uint32_t l_1030 = 1UL;
        int i;
        for (i = 0; i < 2; i++)
            l_1021[i] = (-1L);
        if ((safe_unary_minus_func_uint64_t_u((safe_sub_func_int32_t_s_s((l_1022 = l_1021[0]), (safe_add_func_int64_t_s_s((7UL == (l_41 &= ((g_109 >= l_1025) && l_1025))), g_360[6][0])))))))
        { /* block id: 411 */
            int16_t l_1031 = (-1L);
            for (g_509 = 0; (g_509 <= 4); g_509++)
            { /* block id: 414 */
                int8_t l_1034[8] = {0xCCL,0xFDL,0xCCL,0xCCL,0xFDL,0xCCL,0xCCL,0xFDL};
                int16_t l_1036 = 1L;
                int i;
                l_41 ^= ((g_923[0][4][0] != ((g_3 |= ((0x8F89F029L < (((g_925[0] ^ ((((l_1031 &= l_1030) , (((safe_rshift_func_int8_t_s_s(g_244, 7)) , (g_443 |= g_923[0][2][0])) , ((g_362--) , g_109))) > 9L) , l_1030)) , l_1031) , g_158)) <= (-1L))) <= g_360[3][1])) != g_109);
                return l_1036;
            }
            for (l_2 = 0; (l_2 != (-20)); l_2--)
            { /* block id: 424 */
                l_1022 = l_1031;
            }
        }
        else
        { /* block id: 427 */
            uint64_t l_1041 = 0x489877A58C015402LL;
            if (l_41)
                break;
            if (l_1041)
                break;
        }
    }
    --l_1053;
    return g_509;
}


/* ------------------------------------------ */
/* 
 * reads : g_337 g_4 g_158 g_597 g_155 g_74 g_360 g_3 g_136 g_244 g_93 g_278 g_362 g_549 g_42 g_443 g_109 g_65 g_509 g_242 g_178 g_94 g_191 g_164 g_922 g_925 g_135 g_923
 * writes: g_164 g_93 g_155 g_109 g_278 g_191 g_94 g_4 g_597 g_337 g_74 g_242 g_922 g_925 g_549 g_178 g_244 g_65 g_135
 */
static uint16_t  func_22(int32_t  p_23)
{ /* block id: 244 */
    int16_t l_665 = 0xAAA3L;
    int32_t l_666 = 0x61649A4FL;
    int32_t l_667 = 0xB02CC89CL;
    int32_t l_668[1][4][7] = {{{0xFCE088BCL,0x1DBE6752L,0xFCE088BCL,0x20026B50L,0xB3ADBFB1L,0xB3ADBFB1L,0x20026B50L},{1L,0x95AFABD3L,1L,0x67186DB6L,0x76D165C0L,0x76D165C0L,0x67186DB6L},{0xFCE088BCL,0x1DBE6752L,0xFCE088BCL,0x20026B50L,0xB3ADBFB1L,0xB3ADBFB1L,0x20026B50L},{1L,0x95AFABD3L,1L,0x67186DB6L,0x76D165C0L,0x76D165C0L,0x67186DB6L}}};
    uint8_t l_669[6][6][4] = {{{0x84L,0UL,0xA7L,0x55L},{254UL,0xD2L,0x2CL,0x2CL},{0xEAL,0xEAL,252UL,249UL},{0UL,1UL,255UL,0x6DL},{0xBFL,0xBFL,0xD8L,255UL},{0UL,0xBFL,0x0AL,0x6DL}},{{0xBFL,1UL,255UL,249UL},{0UL,0xEAL,0x84L,0x2CL},{0UL,0xD2L,7UL,0x55L},{255UL,0UL,8UL,0x34L},{0UL,0xC0L,253UL,1UL},{247UL,0xF1L,0x17L,255UL}},{{1UL,0xA7L,0xBFL,0xC0L},{0xF1L,0UL,255UL,1UL},{0x25L,255UL,0x25L,0xA3L},{0xC0L,0xD2L,0x55L,0xD8L},{6UL,0UL,255UL,0xD2L},{0UL,0UL,255UL,254UL}},{{6UL,0x25L,0x55L,255UL},{0xC0L,0x0AL,0x25L,0x0BL},{0x25L,0x0BL,255UL,0UL},{0xF1L,6UL,0xBFL,0x17L},{1UL,0xD2L,0x17L,255UL},{247UL,0xBFL,253UL,251UL}},{{0UL,254UL,8UL,0UL},{255UL,0UL,7UL,255UL},{0UL,0x84L,0x84L,0UL},{0UL,0x6DL,255UL,0xBFL},{0xBFL,247UL,0x0AL,7UL},{0UL,0x55L,246UL,253UL}},{{0x05L,0UL,0UL,0x2CL},{255UL,0x25L,247UL,0UL},{4UL,0x34L,252UL,0UL},{0xA7L,1UL,0UL,0xF1L},{0x34L,0xA7L,2UL,7UL},{0UL,0x05L,1UL,255UL}}};
    uint64_t l_684 = 18446744073709551606UL;
    const int32_t l_945 = 4L;
    uint32_t l_953[8][6] = {{0x5C832F4CL,18446744073709551613UL,1UL,0x5C832F4CL,0x6624DBAAL,1UL},{0x5C832F4CL,0x6624DBAAL,1UL,1UL,0x6624DBAAL,0x5C832F4CL},{0x5C832F4CL,18446744073709551613UL,1UL,0x5C832F4CL,0x6624DBAAL,1UL},{0x5C832F4CL,0x6624DBAAL,1UL,1UL,0x6624DBAAL,0x5C832F4CL},{0x5C832F4CL,18446744073709551613UL,1UL,0x5C832F4CL,0x6624DBAAL,1UL},{0x5C832F4CL,0x6624DBAAL,1UL,1UL,0x6624DBAAL,0x5C832F4CL},{0x5C832F4CL,18446744073709551613UL,1UL,0x5C832F4CL,0x6624DBAAL,1UL},{0x5C832F4CL,0x6624DBAAL,1UL,1UL,0x6624DBAAL,0x5C832F4CL}};
    uint32_t l_958 = 0UL;
    int i, j, k;
    --l_669[5][5][0];
    if ((l_669[4][1][3] , (safe_lshift_func_int8_t_s_u(((safe_sub_func_uint32_t_u_u(((safe_mod_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_u(((l_684 = (safe_rshift_func_int16_t_s_s(((safe_rshift_func_int8_t_s_u((l_668[0][0][2] < l_669[4][0][1]), 1)) ^ ((l_665 , ((g_337[6][0] && p_23) & (((p_23 <= 1UL) <= l_669[5][5][0]) && g_337[0][0]))) != g_4[2])), l_667))) & g_158), g_597)) <= g_155), p_23)) & p_23), 0x13C96B69L)) , l_666), g_337[0][0]))))
    { /* block id: 247 */
        int32_t l_699 = 1L;
        int32_t l_700[8][8][4] = {{{1L,(-8L),1L,1L},{1L,1L,(-7L),3L},{0x99FE5E10L,0xF18D9F2DL,1L,0xC074220CL},{0x51879517L,(-8L),7L,1L},{1L,0x7960C71DL,(-8L),1L},{(-9L),0xB52F40B3L,0x99FE5E10L,0x99FE5E10L},{0x63076BC0L,0x63076BC0L,1L,0xB401478EL},{(-5L),0L,7L,0x86D15CB9L}},{{0xF18D9F2DL,(-7L),0xB52F40B3L,7L},{0x7960C71DL,(-7L),(-9L),0x86D15CB9L},{(-7L),0L,0xB1103292L,0xB401478EL},{2L,0x63076BC0L,3L,0x99FE5E10L},{0xA15BBF1EL,0xB52F40B3L,0x6E146111L,1L},{0xA58A465DL,0x7960C71DL,1L,1L},{0x6E146111L,(-8L),0L,0xC074220CL},{0x8F4521B5L,0xF18D9F2DL,0x86D15CB9L,3L}},{{1L,1L,(-8L),1L},{0L,(-8L),0xBCF579C6L,(-8L)},{3L,0xF8EBE1B8L,1L,0x63076BC0L},{0xB401478EL,0xBCF579C6L,0x7960C71DL,5L},{0xB401478EL,2L,1L,0L},{3L,5L,0xBCF579C6L,1L},{0L,0x51879517L,(-8L),0x8F4521B5L},{1L,0xA58A465DL,0x86D15CB9L,0L}},{{0x8F4521B5L,2L,0L,(-3L)},{0x6E146111L,0xD9B21616L,1L,(-5L)},{0xA58A465DL,1L,0x6E146111L,0xB1103292L},{0xA15BBF1EL,3L,3L,0xA15BBF1EL},{2L,0x86D15CB9L,0xB1103292L,0xF8EBE1B8L},{0xF18D9F2DL,1L,(-3L),0L},{0xDF1F3A5BL,0x81ABB1ADL,0L,0L},{3L,1L,(-9L),0xF8EBE1B8L}},{{0xDDB51170L,7L,0x8F4521B5L,1L},{1L,6L,(-7L),0xD9B21616L},{(-3L),0xF8EBE1B8L,(-8L),0xDDB51170L},{0x7960C71DL,1L,1L,1L},{0xA15BBF1EL,0xBCF579C6L,0L,0x99FE5E10L},{(-7L),1L,0xF18D9F2DL,0xB1103292L},{0x86D15CB9L,0xA15BBF1EL,0x86D15CB9L,0x81ABB1ADL},{0x81ABB1ADL,0x6E146111L,1L,0x63076BC0L}},{{0xC074220CL,0L,(-8L),0x6E146111L},{5L,(-5L),(-8L),1L},{0xC074220CL,2L,1L,(-8L)},{0x81ABB1ADL,0xC074220CL,0x86D15CB9L,0xB52F40B3L},{0x86D15CB9L,0xB52F40B3L,0xF18D9F2DL,6L},{(-7L),3L,0L,5L},{0xA15BBF1EL,(-8L),1L,0x8F4521B5L},{0x7960C71DL,0xDF1F3A5BL,(-8L),0L}},{{(-3L),0L,(-7L),(-7L)},{1L,1L,0x8F4521B5L,0xA58A465DL},{0xDDB51170L,0x99FE5E10L,(-9L),7L},{3L,0xF18D9F2DL,0L,(-9L)},{0xDF1F3A5BL,0xF18D9F2DL,(-3L),7L},{0xF18D9F2DL,0x99FE5E10L,0xD9B21616L,0xA58A465DL},{0xBCF579C6L,1L,6L,(-7L)},{1L,0L,2L,0L}},{{1L,0xDF1F3A5BL,0xB52F40B3L,0x8F4521B5L},{2L,(-8L),0x99FE5E10L,5L},{0xB1103292L,3L,7L,6L},{0L,0xB52F40B3L,0xC074220CL,0xB52F40B3L},{0x99FE5E10L,0xC074220CL,(-5L),(-8L)},{6L,2L,0x7960C71DL,1L},{0xA58A465DL,(-5L),0xDF1F3A5BL,0x6E146111L},{0xA58A465DL,0L,0x7960C71DL,0x63076BC0L}}};
        int32_t l_713[6][5][6] = {{{6L,0xC9C4D788L,(-1L),0xD3C4B83AL,(-1L),1L},{(-1L),3L,0xCA8345C6L,(-1L),(-1L),(-1L)},{1L,0xC9C4D788L,1L,(-6L),1L,3L},{0xEF6A1A9CL,0x63641D82L,0x4E43B045L,1L,6L,1L},{0xD3C4B83AL,(-1L),(-6L),1L,1L,(-6L)}},{{0xEF6A1A9CL,0xEF6A1A9CL,0xC9C4D788L,(-6L),0x4E43B045L,1L},{1L,(-1L),0xEF6A1A9CL,(-1L),0x63641D82L,0xC9C4D788L},{(-1L),1L,0xEF6A1A9CL,0xD3C4B83AL,0xEF6A1A9CL,1L},{6L,0xD3C4B83AL,(-1L),6L,0x63641D82L,0xC3793062L},{6L,0x63641D82L,0xC3793062L,(-1L),1L,0xC9C4D788L}},{{(-1L),0x63641D82L,1L,1L,0x63641D82L,(-1L)},{0x63641D82L,0xBA3EAC9DL,1L,0xEF6A1A9CL,(-1L),3L},{1L,1L,1L,0xD3C4B83AL,0xCA8345C6L,0x4E43B045L},{1L,0xEF6A1A9CL,0xD3C4B83AL,0xEF6A1A9CL,1L,(-1L)},{0x63641D82L,(-1L),0xCA8345C6L,1L,0x4E43B045L,(-6L)}},{{(-1L),3L,0x4E43B045L,(-1L),(-6L),(-6L)},{6L,0xCA8345C6L,0xCA8345C6L,6L,0xC9C4D788L,(-1L)},{(-6L),(-1L),0xD3C4B83AL,0xBA3EAC9DL,0xEF6A1A9CL,0x4E43B045L},{0xD3C4B83AL,(-1L),1L,3L,0xEF6A1A9CL,3L},{1L,(-1L),1L,0xC3793062L,0xC9C4D788L,(-1L)}},{{(-1L),0xCA8345C6L,1L,0x4E43B045L,(-6L),0xC9C4D788L},{0xBA3EAC9DL,3L,0xC3793062L,0x4E43B045L,0x4E43B045L,0xC3793062L},{(-1L),(-1L),(-1L),0xC3793062L,1L,1L},{1L,0xEF6A1A9CL,(-1L),3L,0xCA8345C6L,(-1L)},{0xD3C4B83AL,1L,(-1L),0xBA3EAC9DL,(-1L),1L}},{{(-6L),0xBA3EAC9DL,(-1L),6L,0x63641D82L,0xC3793062L},{6L,0x63641D82L,0xC3793062L,(-1L),1L,0xC9C4D788L},{(-1L),0x63641D82L,1L,1L,0x63641D82L,(-1L)},{0x63641D82L,0xBA3EAC9DL,1L,0xEF6A1A9CL,(-1L),3L},{1L,1L,1L,0xD3C4B83AL,0xCA8345C6L,0x4E43B045L}}};
        int32_t l_715 = (-1L);
        int32_t l_773 = 0xBFC11A37L;
        uint32_t l_833 = 0xD9CEBB4EL;
        int i, j, k;
        l_700[7][4][0] ^= (safe_add_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u(((safe_mod_func_int8_t_s_s((safe_div_func_int8_t_s_s(((l_669[5][5][0] > p_23) || (((((safe_lshift_func_uint8_t_u_u(((((g_164 = (safe_add_func_uint32_t_u_u((safe_mod_func_int32_t_s_s((((0xF21CC76FL || g_74) && ((((-1L) <= l_699) >= ((l_666 = 1UL) <= l_667)) && l_668[0][1][1])) | 0x45L), p_23)), g_360[2][2]))) & 0xF926L) , g_3) == g_136), p_23)) , 0x0B21L) != 65532UL) && l_699) , 0x35911A96L)), g_158)), 1UL)) > g_244), 0x14E759213B34C5E7LL)), p_23));
        for (g_93 = 0; (g_93 >= 0); g_93 -= 1)
        { /* block id: 253 */
            uint8_t l_714[6][1][5] = {{{0xCCL,248UL,0x5FL,0x3EL,0x5FL}},{{0UL,0UL,248UL,0x87L,0x01L}},{{0xCCL,0x01L,0x06L,0x87L,0x87L}},{{0x87L,0x12L,0x87L,0x3EL,0UL}},{{0x06L,0x01L,0xCCL,1UL,0UL}},{{248UL,0UL,0UL,248UL,0x87L}}};
            int32_t l_736 = 0xE8DC383DL;
            int32_t l_760 = 0xB15341CCL;
            int32_t l_776 = 0L;
            int32_t l_779[3];
            uint32_t l_780 = 3UL;
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_779[i] = 0L;
            l_715 = (0x575F5614L & (((safe_mod_func_uint8_t_u_u((p_23 , ((l_700[4][3][0] , (safe_rshift_func_int16_t_s_s((safe_div_func_int16_t_s_s((safe_mod_func_int64_t_s_s(0x866E7B53FDD81341LL, (l_700[7][4][0] = (safe_sub_func_int16_t_s_s(p_23, ((p_23 , (((safe_lshift_func_int8_t_s_s(((0x4A36L | p_23) || 0xEBA14AB6AAE44D18LL), 2)) | 0xD7L) & l_713[4][3][5])) != 2L)))))), l_714[3][0][2])), 1))) || p_23)), g_278[5])) && g_278[2]) > 0x6D5D337562CC3560LL));
            g_155 |= (safe_mul_func_uint8_t_u_u(p_23, (g_362 , (safe_add_func_int32_t_s_s(1L, ((safe_rshift_func_int8_t_s_u((safe_lshift_func_int8_t_s_s(g_549, ((safe_unary_minus_func_uint16_t_u(p_23)) , (safe_mod_func_int64_t_s_s((p_23 || 65535UL), g_42))))), 5)) || g_443))))));
            for (g_109 = 0; (g_109 <= 0); g_109 += 1)
            { /* block id: 259 */
                uint32_t l_733 = 4294967295UL;
                int32_t l_737[5][7] = {{0xEB804DC9L,0xEB804DC9L,0xC29CCD04L,0xEB804DC9L,0xEB804DC9L,0xC29CCD04L,0xEB804DC9L},{0xEB804DC9L,(-1L),(-1L),0xEB804DC9L,(-1L),(-1L),0xEB804DC9L},{(-1L),0xEB804DC9L,(-1L),(-1L),0xEB804DC9L,(-1L),(-1L)},{0xEB804DC9L,0xEB804DC9L,0xC29CCD04L,0xEB804DC9L,0xEB804DC9L,0xC29CCD04L,0xEB804DC9L},{0xEB804DC9L,(-1L),(-1L),(-1L),0xC29CCD04L,0xC29CCD04L,(-1L)}};
                int i, j;
                if (p_23)
                    break;
                if ((l_667 = (safe_lshift_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(((safe_mod_func_int16_t_s_s(((g_278[0] &= g_65) > (((g_191 = (l_733 = 0x785EBE0B57CFEC4FLL)) <= (safe_mul_func_uint8_t_u_u(((p_23 , l_736) , ((p_23 != (g_360[3][0] && p_23)) , g_74)), 0x38L))) != g_509)), 65535UL)) != l_713[4][3][5]), g_337[0][2])) , g_278[6]), l_737[3][0]))))
                { /* block id: 265 */
                    uint16_t l_740[7][5][4] = {{{65535UL,6UL,65535UL,65535UL},{65535UL,65535UL,65535UL,65535UL},{0xD28CL,65535UL,0x4C06L,65535UL},{65535UL,6UL,0x4C06L,0x4C06L},{0xD28CL,0xD28CL,65535UL,0x4C06L}},{{65535UL,6UL,65535UL,65535UL},{65535UL,65535UL,65535UL,65535UL},{0xD28CL,65535UL,0x4C06L,65535UL},{65535UL,6UL,0x4C06L,0x4C06L},{0xD28CL,0xD28CL,65535UL,0x4C06L}},{{65535UL,6UL,65535UL,65535UL},{65535UL,65535UL,65535UL,65535UL},{0xD28CL,65535UL,0x4C06L,65535UL},{65535UL,6UL,0x4C06L,0x4C06L},{0xD28CL,0xD28CL,65535UL,0x4C06L}},{{65535UL,6UL,65535UL,65535UL},{65535UL,65535UL,65535UL,65535UL},{0xD28CL,65535UL,0x4C06L,65535UL},{65535UL,6UL,0x4C06L,0x4C06L},{0xD28CL,0xD28CL,65535UL,0x4C06L}},{{65535UL,6UL,65535UL,65535UL},{65535UL,65535UL,65535UL,65535UL},{0xD28CL,65535UL,0x4C06L,65535UL},{65535UL,6UL,0x4C06L,0x4C06L},{0xD28CL,0xD28CL,65535UL,0x4C06L}},{{65535UL,6UL,65535UL,65535UL},{65535UL,65535UL,65535UL,65535UL},{0xD28CL,65535UL,0x4C06L,65535UL},{65535UL,6UL,0x4C06L,0x4C06L},{0xD28CL,0xD28CL,65535UL,0x4C06L}},{{65535UL,6UL,65535UL,65535UL},{65535UL,65535UL,65535UL,65535UL},{0xD28CL,65535UL,0x4C06L,65535UL},{65535UL,6UL,0x4C06L,0x4C06L},{0xD28CL,0xD28CL,65535UL,0x4C06L}}};
                    uint16_t l_759 = 0x89B0L;
                    int i, j, k;
                    l_736 = (safe_lshift_func_int16_t_s_u(l_736, ((p_23 != (l_740[0][3][0] , (safe_mod_func_uint16_t_u_u(((((((safe_add_func_uint16_t_u_u((safe_mod_func_int8_t_s_s(g_158, (safe_div_func_uint64_t_u_u((l_700[7][4][0] = (l_760 = ((safe_div_func_int8_t_s_s((l_669[5][5][0] == (p_23 | (l_715 = (((safe_add_func_int16_t_s_s((safe_lshift_func_int8_t_s_s((g_94 = (safe_lshift_func_int8_t_s_u((safe_div_func_int32_t_s_s(g_360[1][1], l_700[7][4][0])), l_759))), p_23)), 0x9BDDL)) <= 6L) , 0xAFCAL)))), p_23)) | p_23))), g_4[2])))), l_740[0][3][0])) , 0x2B8FL) >= p_23) && 2UL) , p_23) >= g_93), p_23)))) , l_714[5][0][3])));
                    g_4[1] = (((safe_lshift_func_uint8_t_u_u(((safe_mod_func_uint16_t_u_u(((+(~(safe_sub_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(0UL, 7)), ((((g_337[0][1] | (safe_add_func_int16_t_s_s((g_360[4][2] == p_23), (l_740[0][3][0] ^ ((-1L) <= g_242))))) >= g_4[1]) , l_714[3][0][2]) || p_23))))) , 0xFCDAL), l_773)) == p_23), 1)) ^ 0x787B2D92L) | g_362);
                    if (l_667)
                        break;
                }
                else
                { /* block id: 273 */
                    int32_t l_774 = 0xAA88A323L;
                    int32_t l_775 = (-4L);
                    int32_t l_777 = 1L;
                    int32_t l_778[1][4][7] = {{{0xF0C5FCD0L,1L,0xF0C5FCD0L,0xAC3DBC63L,0xAC3DBC63L,0xF0C5FCD0L,1L},{0xAC3DBC63L,1L,1L,1L,1L,0xAC3DBC63L,1L},{0xF0C5FCD0L,0xAC3DBC63L,0xAC3DBC63L,0xF0C5FCD0L,1L,0xF0C5FCD0L,0xAC3DBC63L},{0L,0L,0xAC3DBC63L,1L,0xAC3DBC63L,0L,0L}}};
                    int i, j, k;
                    ++l_780;
                }
                l_773 = (g_42 == l_733);
                for (l_667 = 0; (l_667 <= 0); l_667 += 1)
                { /* block id: 279 */
                    int32_t l_783 = 0x098CDEC4L;
                    int32_t l_784 = 0x7A881CBFL;
                    int32_t l_785 = 0x31F0AC34L;
                    int32_t l_786 = 6L;
                    int32_t l_787 = 0x0F34E1C3L;
                    int32_t l_788 = 0x386742CDL;
                    int32_t l_789 = 0x8BE1B822L;
                    int32_t l_790 = (-1L);
                    int32_t l_791 = 0xFD8FC5CBL;
                    int32_t l_792 = (-4L);
                    int32_t l_793 = 0x1C5B8540L;
                    uint64_t l_794 = 18446744073709551615UL;
                    int i, j, k;
                    l_668[g_109][(g_93 + 3)][(l_667 + 6)] &= 0x05E829D6L;
                    --l_794;
                }
            }
        }
        for (g_597 = (-7); (g_597 < 10); ++g_597)
        { /* block id: 287 */
            uint64_t l_799 = 5UL;
            int32_t l_806 = 0x744543D9L;
            uint32_t l_827 = 0x802E02FEL;
            uint64_t l_845 = 0xBDDBDAA4E4DD04A6LL;
            uint64_t l_868[5][2][2] = {{{18446744073709551614UL,18446744073709551614UL},{18446744073709551614UL,18446744073709551614UL}},{{18446744073709551614UL,18446744073709551614UL},{18446744073709551614UL,18446744073709551614UL}},{{18446744073709551614UL,18446744073709551614UL},{18446744073709551614UL,18446744073709551614UL}},{{18446744073709551614UL,18446744073709551614UL},{18446744073709551614UL,18446744073709551614UL}},{{18446744073709551614UL,18446744073709551614UL},{18446744073709551614UL,18446744073709551614UL}}};
            int32_t l_871[3][3];
            int i, j, k;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 3; j++)
                    l_871[i][j] = (-1L);
            }
            l_799++;
            g_4[1] |= (safe_rshift_func_uint16_t_u_s(((l_806 = (safe_rshift_func_int8_t_s_s(p_23, 4))) >= ((g_278[1] == (l_715 = (((safe_unary_minus_func_int64_t_s(((safe_lshift_func_uint8_t_u_s(((safe_mul_func_uint16_t_u_u(0xF2C1L, l_799)) != (safe_sub_func_int32_t_s_s(p_23, (l_700[7][4][0] = (g_509 & (~p_23)))))), 5)) != g_109))) , p_23) > g_178))) , 6L)), g_94));
            for (l_699 = 0; (l_699 <= 6); l_699 += 1)
            { /* block id: 295 */
                int32_t l_832 = 0x48138A73L;
                int32_t l_840 = 0x45B85A42L;
                int32_t l_841[8][8][1] = {{{(-10L)},{0xAA7ED937L},{8L},{(-1L)},{0x9A5FE9C5L},{(-10L)},{0x256D8CEFL},{1L}},{{1L},{0x256D8CEFL},{(-10L)},{0x9A5FE9C5L},{(-1L)},{8L},{0xAA7ED937L},{(-10L)}},{{0L},{(-10L)},{0xAA7ED937L},{8L},{(-1L)},{0x9A5FE9C5L},{(-10L)},{0x256D8CEFL}},{{1L},{1L},{0x256D8CEFL},{(-10L)},{0x9A5FE9C5L},{(-1L)},{8L},{0xAA7ED937L}},{{(-10L)},{0L},{(-10L)},{0xAA7ED937L},{8L},{(-1L)},{0x9A5FE9C5L},{(-10L)}},{{0x256D8CEFL},{1L},{1L},{0x256D8CEFL},{(-10L)},{0x9A5FE9C5L},{(-1L)},{8L}},{{0xAA7ED937L},{(-10L)},{0L},{(-10L)},{0xAA7ED937L},{8L},{(-1L)},{0x9A5FE9C5L}},{{(-10L)},{0x256D8CEFL},{1L},{1L},{0x256D8CEFL},{(-10L)},{0x9A5FE9C5L},{(-1L)}}};
                uint32_t l_872 = 9UL;
                int i, j, k;
                if ((safe_add_func_uint32_t_u_u(g_42, (safe_mul_func_uint8_t_u_u((l_799 | ((((safe_sub_func_int32_t_s_s((safe_lshift_func_int16_t_s_u((safe_div_func_uint16_t_u_u((g_164 = ((0x96L != (0x123DL | (safe_mod_func_int8_t_s_s((0xF0L & (l_827 > (((((((safe_add_func_int16_t_s_s((((safe_sub_func_uint64_t_u_u(g_4[1], p_23)) , g_158) || g_337[3][2]), p_23)) > 0UL) <= 0x09E8083430023D9ALL) , 0xF9L) != p_23) , 0xD73D48CBA19E48F5LL) == g_360[6][2]))), g_65)))) >= 0UL)), p_23)), g_360[1][2])), l_806)) || 0x0AL) , l_799) != g_278[4])), g_158)))))
                { /* block id: 297 */
                    l_833 &= l_832;
                    l_668[0][0][3] = (-7L);
                }
                else
                { /* block id: 300 */
                    int8_t l_839 = 0xCCL;
                    uint16_t l_842[8][3] = {{0xB634L,0xB634L,0xB634L},{0UL,0UL,0UL},{0xB634L,0xB634L,0xB634L},{0UL,0UL,0UL},{0xB634L,0xB634L,0xB634L},{0UL,0UL,0UL},{0xB634L,0xB634L,0xB634L},{0UL,0UL,0UL}};
                    int i, j;
                    l_773 = (((((((safe_mul_func_uint16_t_u_u((l_669[2][3][0] == (0xA859L < (safe_mul_func_int16_t_s_s(0L, (g_3 | (l_806 = (g_244 <= ((safe_unary_minus_func_uint64_t_u(g_278[4])) == (p_23 , g_93))))))))), p_23)) > g_360[3][0]) > 0x91CAL) >= 0x10L) & p_23) || g_443) & 0UL);
                    ++l_842[7][0];
                    l_845++;
                }
                if (p_23)
                { /* block id: 306 */
                    return p_23;
                }
                else
                { /* block id: 308 */
                    uint8_t l_869[8] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
                    int32_t l_870[8] = {1L,0x79DE47E7L,1L,0x79DE47E7L,1L,0x79DE47E7L,1L,0x79DE47E7L};
                    int i;
                    l_840 = ((safe_mod_func_int16_t_s_s(((safe_sub_func_int16_t_s_s((l_841[6][4][0] = (safe_rshift_func_uint8_t_u_u((((safe_mul_func_uint16_t_u_u((safe_mod_func_int64_t_s_s(g_191, (p_23 || (g_337[4][1] &= (~((!((((safe_mod_func_int16_t_s_s(((((((safe_mul_func_int16_t_s_s((safe_add_func_int64_t_s_s(((l_773 |= (l_715 != g_360[2][1])) , p_23), l_700[7][4][0])), (safe_lshift_func_uint16_t_u_u(g_74, 10)))) , p_23) <= l_868[4][0][0]) > 0xEB12A1C68D558BEELL) & 0x2B85L) ^ g_164), l_833)) | p_23) | l_869[2]) > g_178)) && l_869[4])))))), 9L)) , 0UL) || p_23), p_23))), l_713[1][2][2])) == 65532UL), g_109)) != 0xB1624597E2329E9FLL);
                    g_4[0] = (248UL == 4L);
                    l_872--;
                }
            }
        }
    }
    else
    { /* block id: 318 */
        const int32_t l_879 = 0L;
        int32_t l_880 = 0x150AF022L;
        int32_t l_901 = 0x6B26CD83L;
        int32_t l_902[4][6] = {{0xD1D32E5BL,0xD1D32E5BL,0x4CA25BEDL,0x86143F73L,0x0DBDE9D7L,0xEA08C797L},{5L,0x4CA25BEDL,(-3L),0xEA08C797L,(-3L),0x4CA25BEDL},{0x86143F73L,5L,(-3L),(-3L),0xD1D32E5BL,0xEA08C797L},{9L,(-3L),0x4CA25BEDL,0x4CA25BEDL,(-3L),9L}};
        int i, j;
        for (g_109 = (-25); (g_109 != (-21)); g_109++)
        { /* block id: 321 */
            uint8_t l_905[8][5] = {{255UL,255UL,0x19L,255UL,255UL},{0UL,0x05L,0UL,0UL,0x05L},{255UL,0UL,0UL,255UL,0UL},{0x05L,0x05L,0x88L,0x05L,0x05L},{0UL,255UL,0UL,0UL,255UL},{0x05L,0UL,0UL,0x05L,0UL},{255UL,255UL,0x19L,255UL,255UL},{0UL,0x05L,0UL,0UL,0x05L}};
            int32_t l_910 = 1L;
            int32_t l_924 = 1L;
            int32_t l_946 = 0xC6D17B30L;
            int i, j;
            l_880 ^= ((safe_sub_func_uint32_t_u_u(g_65, l_879)) < p_23);
            for (g_93 = (-23); (g_93 > 5); ++g_93)
            { /* block id: 325 */
                int64_t l_894 = 0xB8A8BB42CBF17C0ELL;
                int32_t l_903 = 0x8BF647C2L;
                int32_t l_904[6] = {0x4F964A2CL,0x62015845L,0x62015845L,0x4F964A2CL,0x62015845L,0x62015845L};
                int i;
                g_155 ^= ((l_902[3][2] ^= (!(safe_mul_func_uint16_t_u_u(((~(safe_rshift_func_uint16_t_u_s((safe_mul_func_int8_t_s_s(0x1EL, 0L)), ((+(safe_add_func_int16_t_s_s(l_894, (l_901 = ((l_880 = ((((((l_666 = (((g_597 > (safe_sub_func_uint16_t_u_u(g_509, (safe_sub_func_uint64_t_u_u(((safe_sub_func_int64_t_s_s(g_244, (g_74 = p_23))) <= 0UL), l_879))))) && 1L) && 0xF737DA29976C1390LL)) >= l_880) ^ p_23) <= 0x7C1500CBL) , 0xCEC7EECCL) , 9UL)) == g_362))))) > 0x54ED938CL)))) && g_549), l_894)))) | g_4[1]);
                --l_905[5][2];
                g_4[1] = ((((((g_922[4] ^= ((g_597 &= ((((g_278[2] & (1L != (p_23 <= (g_242++)))) <= ((g_109 > (safe_sub_func_uint32_t_u_u((p_23 || (((((-4L) & (safe_mod_func_int8_t_s_s(((~(safe_rshift_func_int16_t_s_s((safe_mod_func_int64_t_s_s(l_904[4], l_905[4][1])), l_904[2]))) , p_23), l_902[2][2]))) > g_164) >= g_4[1]) <= l_879)), 0x4C359EBEL))) & p_23)) < g_74) , l_904[5])) > 0x4CB10F0434472C79LL)) , g_443) <= 0UL) & l_894) > (-1L)) < g_360[3][1]);
                g_925[0]--;
            }
            if (((((0x6123L > 1UL) || (l_901 != ((((safe_sub_func_uint8_t_u_u((~(safe_sub_func_int32_t_s_s(((((g_158 == g_278[6]) && ((safe_add_func_uint64_t_u_u(((((l_902[3][2] = (((safe_rshift_func_int8_t_s_u(((safe_add_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s((safe_lshift_func_int8_t_s_s((((safe_sub_func_uint8_t_u_u(l_945, (l_905[6][2] > 0x6585C437L))) | g_135) < p_23), 5)), p_23)), l_665)) && 0xBB4ECACBL), l_905[5][2])) & g_923[0][0][0]) || 0xB2C9AB1BL)) , l_902[3][2]) > g_42) & g_922[2]), g_242)) > l_665)) , 0x17L) ^ g_278[6]), g_109))), 255UL)) == g_597) > l_901) == 0x995DFDD0A22F65CALL))) || l_946) >= g_922[4]))
            { /* block id: 340 */
                if (g_155)
                    break;
                return g_158;
            }
            else
            { /* block id: 343 */
                l_668[0][2][5] ^= ((!(safe_mul_func_uint8_t_u_u(0xBEL, p_23))) == g_443);
                l_910 = l_905[1][3];
            }
            for (g_549 = 0; (g_549 <= 0); g_549 += 1)
            { /* block id: 349 */
                for (l_666 = 0; (l_666 >= 0); l_666 -= 1)
                { /* block id: 352 */
                    int16_t l_950[7];
                    int i, j, k;
                    for (i = 0; i < 7; i++)
                        l_950[i] = 0xAEFFL;
                    l_668[l_666][(g_549 + 3)][(g_549 + 1)] = l_950[5];
                    l_667 = ((g_597 != 0xBFL) && (safe_sub_func_uint16_t_u_u(65529UL, 0x33F5L)));
                }
            }
        }
        l_953[3][1]++;
        for (g_242 = 11; (g_242 == 53); g_242++)
        { /* block id: 361 */
            return l_902[3][2];
        }
    }
    ++l_958;
    for (g_178 = 0; (g_178 <= (-27)); g_178 = safe_sub_func_int32_t_s_s(g_178, 3))
    { /* block id: 368 */
        int64_t l_988 = (-5L);
        int32_t l_1003[2];
        int32_t l_1012 = (-1L);
        int i;
        for (i = 0; i < 2; i++)
            l_1003[i] = (-10L);
        for (g_242 = 27; (g_242 >= 19); --g_242)
        { /* block id: 371 */
            int16_t l_968 = 0x6121L;
            uint16_t l_990[3][5];
            int32_t l_992 = (-2L);
            int32_t l_995 = 0x49A38972L;
            int32_t l_996 = 1L;
            int32_t l_999 = 0x54598BC4L;
            int32_t l_1000 = 0x890F6726L;
            int32_t l_1002[8][2][4] = {{{(-8L),0L,(-1L),0x20956D09L},{0x4825583AL,0L,1L,(-1L)}},{{0xFB583CFDL,9L,7L,(-8L)},{0xFB583CFDL,1L,1L,(-1L)}},{{0xEA19014AL,0L,(-1L),7L},{0L,0x4825583AL,9L,0L}},{{1L,0xEA19014AL,7L,0L},{1L,0x4825583AL,1L,7L}},{{(-1L),0L,0xFB583CFDL,(-1L)},{1L,7L,(-1L),0L}},{{7L,0x4825583AL,(-1L),(-1L)},{1L,1L,0xFB583CFDL,0L}},{{(-1L),(-1L),1L,0L},{1L,0L,7L,1L}},{{1L,0L,9L,0L},{0L,(-1L),(-1L),0L}}};
            uint64_t l_1005 = 5UL;
            int i, j, k;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 5; j++)
                    l_990[i][j] = 0xDF15L;
            }
            for (g_244 = (-6); (g_244 <= 60); ++g_244)
            { /* block id: 374 */
                uint64_t l_967 = 0x3EDC1B82F2A5F1EALL;
                return l_967;
            }
            for (g_597 = 2; (g_597 >= 0); g_597 -= 1)
            { /* block id: 379 */
                int32_t l_989 = 0L;
                int32_t l_998[4][1] = {{0xCDCCD6EFL},{0x5AF5EEDDL},{0xCDCCD6EFL},{0x5AF5EEDDL}};
                int i, j;
                for (g_65 = 0; (g_65 <= 2); g_65 += 1)
                { /* block id: 382 */
                    int i;
                    l_968 ^= g_922[(g_65 + 1)];
                    if (g_4[g_65])
                        break;
                    l_989 = ((safe_mod_func_int16_t_s_s(0x0F43L, (safe_add_func_uint64_t_u_u(((safe_rshift_func_int16_t_s_u(0xD07BL, ((g_922[(g_65 + 3)] = (safe_rshift_func_int8_t_s_u(g_4[g_65], (safe_rshift_func_int16_t_s_u(((((safe_sub_func_uint16_t_u_u((p_23 >= (((safe_mod_func_int32_t_s_s((safe_add_func_int8_t_s_s(g_191, (!((safe_lshift_func_uint8_t_u_s(g_158, g_4[g_65])) , g_244)))), p_23)) > 0L) > g_74)), p_23)) & g_597) != l_988) != g_922[4]), l_989))))) > l_990[1][0]))) <= g_65), g_74)))) >= l_990[1][0]);
                    if (g_360[0][1])
                        continue;
                }
                for (g_135 = 6; (g_135 >= 0); g_135 -= 1)
                { /* block id: 391 */
                    int8_t l_991[8][7] = {{0xFAL,0xFAL,0x8DL,(-1L),0xA5L,0x8DL,0xA5L},{(-2L),1L,1L,(-2L),0xF3L,0L,(-2L)},{1L,0xA5L,0xABL,0xABL,0xA5L,1L,0x72L},{0x86L,(-2L),0x84L,0xC2L,0xC2L,0x84L,(-2L)},{0xA5L,0x72L,1L,0xA5L,0xABL,0xABL,0xA5L},{0L,(-2L),0L,0xF3L,(-2L),1L,1L},{(-1L),0xA5L,0x8DL,0xA5L,(-1L),0x8DL,0xFAL},{0xC2L,1L,0xF3L,0xC2L,0xF3L,1L,0xC2L}};
                    int32_t l_993 = (-10L);
                    int32_t l_994 = 0x414389EEL;
                    int32_t l_997 = (-1L);
                    int32_t l_1001 = (-1L);
                    int32_t l_1004[6] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
                    int i, j;
                    g_4[0] = g_337[0][0];
                    ++l_1005;
                }
            }
            g_135 &= (safe_mul_func_int8_t_s_s((safe_add_func_uint8_t_u_u(l_1003[1], ((9UL | l_988) , (l_667 = (g_925[0] = ((l_996 = g_337[0][0]) > (l_1012 = g_155))))))), (safe_sub_func_uint16_t_u_u(((((+(l_1002[7][0][1] |= (p_23 >= g_65))) == p_23) && 0x6AEAL) , 0UL), l_990[1][0]))));
        }
    }
    return g_244;
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_3 g_65 g_74 g_42 g_93 g_109 g_136 g_164 g_135 g_178 g_191 g_94 g_242 g_155 g_158 g_278 g_244 g_337 g_362 g_360 g_443 g_509 g_549 g_597
 * writes: g_65 g_93 g_94 g_74 g_42 g_135 g_136 g_164 g_158 g_155 g_191 g_242 g_244 g_278 g_337 g_362 g_360 g_443 g_4 g_509 g_597 g_109
 */
static uint64_t  func_30(uint64_t  p_31, int32_t  p_32, uint32_t  p_33, uint8_t  p_34)
{ /* block id: 4 */
    int16_t l_48 = (-1L);
    int32_t l_58 = (-1L);
    int32_t l_663 = 0L;
lbl_602:
    g_597 ^= (p_32 ^ func_43(g_4[2], g_3, l_48, ((safe_add_func_int8_t_s_s(p_34, (safe_add_func_uint32_t_u_u(p_34, (func_53((safe_unary_minus_func_int32_t_s((l_58 |= 7L))), g_4[1], l_48) && 0x82DB21E731DA85AELL))))) , g_242)));
    for (g_42 = 25; (g_42 == 21); g_42 = safe_sub_func_int64_t_s_s(g_42, 6))
    { /* block id: 220 */
        const uint8_t l_606[8] = {246UL,246UL,246UL,246UL,246UL,246UL,246UL,246UL};
        uint32_t l_662 = 0UL;
        int i;
        for (g_136 = 0; (g_136 > 51); g_136 = safe_add_func_int64_t_s_s(g_136, 8))
        { /* block id: 223 */
            uint8_t l_619[2];
            int32_t l_638 = (-1L);
            int32_t l_640 = 1L;
            int i;
            for (i = 0; i < 2; i++)
                l_619[i] = 1UL;
            if (g_178)
                goto lbl_602;
            l_58 = ((l_48 , (safe_mod_func_uint16_t_u_u((~(l_606[6] && (safe_div_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_s((((((safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(((((safe_div_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s(p_33, (-1L))) ^ p_34), l_58)) | (((p_32 > 0xEBC7L) && g_191) ^ p_32)) , p_31) >= 0x680DC4AEL), g_597)), g_549)) || p_34) == p_32) || p_33) < l_606[4]), p_34)) != p_31), l_619[1])))), g_278[6]))) ^ 0x2CC8573C973EF668LL);
            g_135 = (-9L);
            for (g_109 = 0; (g_109 != (-29)); g_109--)
            { /* block id: 229 */
                int8_t l_637 = 0L;
                int32_t l_639 = 0L;
                if ((safe_mul_func_int16_t_s_s(((safe_rshift_func_int8_t_s_s((l_58 , (safe_div_func_int32_t_s_s((g_164 != l_619[1]), (safe_mod_func_uint64_t_u_u((safe_mul_func_uint8_t_u_u(248UL, ((safe_div_func_uint8_t_u_u(p_31, (-5L))) , (!(safe_sub_func_int32_t_s_s((l_619[1] , g_443), g_360[2][2])))))), p_34))))), 7)) < l_619[1]), g_42)))
                { /* block id: 230 */
                    if (p_34)
                        break;
                }
                else
                { /* block id: 232 */
                    uint8_t l_641 = 0UL;
                    l_641++;
                    if (l_637)
                        continue;
                }
            }
        }
        l_663 ^= (((g_191 &= ((((safe_sub_func_int16_t_s_s(l_58, ((p_33 == ((-1L) < (safe_div_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_add_func_uint8_t_u_u(((g_337[2][2] = ((safe_lshift_func_uint8_t_u_s(((l_606[6] , 0x96573E7E7E8FBAC8LL) < l_58), 1)) >= (safe_rshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u(((l_606[7] != g_509) ^ p_32), g_337[3][2])), 3)))) ^ 0x91L), l_662)), 0L)), 1)), p_33)), p_33)))) == g_360[1][0]))) > g_94) >= 0UL) && 0xD8586B16L)) ^ p_33) <= p_33);
    }
    return l_58;
}


/* ------------------------------------------ */
/* 
 * reads : g_164 g_244 g_109 g_360 g_158 g_93 g_94 g_65 g_337 g_278 g_362 g_3 g_155 g_4 g_191 g_509 g_242 g_74 g_136 g_178 g_549 g_42
 * writes: g_244 g_155 g_164 g_4 g_509 g_158 g_136 g_337 g_74 g_278 g_443 g_242
 */
static uint64_t  func_43(uint32_t  p_44, int16_t  p_45, uint32_t  p_46, uint8_t  p_47)
{ /* block id: 155 */
    uint16_t l_462 = 0x226EL;
    int32_t l_463[6] = {0L,0xE60E6F73L,0xE60E6F73L,0L,0xE60E6F73L,0xE60E6F73L};
    int32_t l_469[2];
    uint32_t l_473[7][7][1] = {{{9UL},{1UL},{9UL},{0xD6FDEC3DL},{2UL},{18446744073709551615UL},{0xAFA40FA7L}},{{18446744073709551615UL},{2UL},{0xD6FDEC3DL},{9UL},{1UL},{9UL},{0xD6FDEC3DL}},{{2UL},{18446744073709551615UL},{0xAFA40FA7L},{18446744073709551615UL},{2UL},{0xD6FDEC3DL},{9UL}},{{1UL},{9UL},{0xD6FDEC3DL},{2UL},{18446744073709551615UL},{0xAFA40FA7L},{18446744073709551615UL}},{{2UL},{0xD6FDEC3DL},{9UL},{1UL},{9UL},{0xD6FDEC3DL},{2UL}},{{18446744073709551615UL},{0xAFA40FA7L},{18446744073709551615UL},{2UL},{0xD6FDEC3DL},{9UL},{1UL}},{{9UL},{0xD6FDEC3DL},{2UL},{18446744073709551615UL},{0xAFA40FA7L},{18446744073709551615UL},{2UL}}};
    int32_t l_494 = 0xE69803BFL;
    uint8_t l_521[6];
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_469[i] = 0xD7A6BA7EL;
    for (i = 0; i < 6; i++)
        l_521[i] = 0x59L;
    if ((safe_rshift_func_int16_t_s_u((p_45 > ((l_463[2] = l_462) >= ((l_469[0] &= ((safe_mul_func_int8_t_s_s(g_164, (p_47 > (safe_mod_func_uint32_t_u_u(((!(p_47 , (p_44++))) < (!(65535UL >= g_244))), l_473[2][5][0]))))) , l_473[2][3][0])) != l_473[2][5][0]))), 12)))
    { /* block id: 159 */
        uint64_t l_474[4][2][5] = {{{0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL},{0xCED01DCC2C64FA1BLL,0xA45275EBEA80B9EBLL,0xCED01DCC2C64FA1BLL,0xA45275EBEA80B9EBLL,0xCED01DCC2C64FA1BLL}},{{0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL},{0xCED01DCC2C64FA1BLL,0xA45275EBEA80B9EBLL,0xCED01DCC2C64FA1BLL,0xA45275EBEA80B9EBLL,0xCED01DCC2C64FA1BLL}},{{0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL},{0xCED01DCC2C64FA1BLL,0xA45275EBEA80B9EBLL,0xCED01DCC2C64FA1BLL,0xA45275EBEA80B9EBLL,0xCED01DCC2C64FA1BLL}},{{0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL,0x908290F09D011E3BLL},{0xCED01DCC2C64FA1BLL,0xA45275EBEA80B9EBLL,0xCED01DCC2C64FA1BLL,0xA45275EBEA80B9EBLL,0xCED01DCC2C64FA1BLL}}};
        int32_t l_480 = (-4L);
        int32_t l_493[2][5][6] = {{{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L}},{{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L}}};
        int32_t l_495 = (-1L);
        int i, j, k;
        g_155 = (l_474[1][0][0] > (((g_244 = (0x9490D06FL != (safe_div_func_int16_t_s_s(p_45, (((0xABF5L ^ 5L) <= (l_463[0] = 0UL)) ^ (g_109 | p_47)))))) , g_360[5][1]) , g_158));
        l_495 = (((~((safe_sub_func_int16_t_s_s(((((l_480 ^= g_93) & l_462) <= (((l_494 &= (l_469[0] = (safe_add_func_uint32_t_u_u(l_474[1][0][0], ((0xD6CDL | 0x6565L) , (((((safe_lshift_func_int8_t_s_u(((((((safe_lshift_func_int16_t_s_u(((((safe_add_func_uint16_t_u_u(((l_463[2] = (((l_493[1][1][1] = (safe_lshift_func_int16_t_s_u((p_47 < 0UL), 15))) < l_474[2][0][1]) , p_45)) == l_474[1][0][0]), l_474[1][0][0])) & g_94) | g_65) <= g_337[7][0]), 4)) || l_473[1][2][0]) == l_474[0][0][0]) ^ g_278[6]) , g_278[6]) , 0L), 2)) >= g_362) >= l_469[0]) | p_45) , g_3)))))) | g_155) ^ g_4[2])) && 0xD30BL), g_191)) || l_463[5])) > p_44) != g_278[3]);
        l_495 = ((++g_164) ^ ((l_494 |= 0x1BC0EC9FA3294434LL) ^ (safe_unary_minus_func_int64_t_s((safe_rshift_func_uint8_t_u_s(((p_47 = g_360[2][0]) || (safe_mod_func_uint16_t_u_u(g_278[6], (g_158 = (g_509 &= (safe_div_func_uint8_t_u_u((0x92049911BFB69E62LL < (safe_mod_func_int64_t_s_s((l_493[0][1][1] ^= (((g_4[1] &= (safe_div_func_uint8_t_u_u(0xD3L, l_469[0]))) < 0x43E76DAEL) , g_109)), l_474[2][0][4]))), g_158))))))), 0))))));
    }
    else
    { /* block id: 177 */
        const uint16_t l_522 = 0xA62CL;
        int32_t l_537 = (-8L);
        for (p_45 = 0; (p_45 != (-8)); p_45--)
        { /* block id: 180 */
            int32_t l_512 = 0L;
            int32_t l_523 = 0x14ABDAEDL;
            l_523 &= (l_462 & (g_94 > (l_512 <= (0xA9L && ((l_512 <= ((((safe_sub_func_int16_t_s_s((((safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s(((safe_sub_func_int64_t_s_s((((p_47 = p_47) > (l_521[2] > g_242)) , 0x80E120C080BE2E15LL), g_164)) , p_47), 10)), l_522)) & 1L) & 6L), l_522)) < (-2L)) < 0UL) == g_337[7][0])) != g_74)))));
            if (p_47)
                break;
            for (g_136 = (-27); (g_136 > 54); ++g_136)
            { /* block id: 186 */
                uint64_t l_542[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_542[i] = 0x56B1A35EF997C4A7LL;
                if ((((g_337[0][0] &= 0x9AL) || ((((l_462 || l_463[1]) < (+((safe_sub_func_int16_t_s_s((safe_div_func_uint64_t_u_u((safe_mod_func_int32_t_s_s(((((l_537 = (safe_div_func_uint8_t_u_u(0x39L, p_45))) != 0x2EB8970C0A1ED84ALL) <= ((safe_add_func_int16_t_s_s(((((safe_mul_func_uint8_t_u_u((0xAEL >= l_542[0]), 0x3EL)) || p_44) != 0x1357D6ECL) , p_44), l_494)) & p_45)) ^ 0L), 0x0E88AB91L)), g_158)), 0x4EA6L)) && 1UL))) > 0UL) <= 0x25L)) ^ g_136))
                { /* block id: 189 */
                    uint16_t l_546 = 0xB504L;
                    g_155 = ((+((safe_sub_func_int32_t_s_s(((((p_44 , (l_546 ^ g_178)) , ((p_45 >= 0xF482L) >= 0x757DE3A5L)) != (safe_add_func_int16_t_s_s((g_109 > p_46), 0xFAAEL))) & p_44), g_549)) == l_522)) , (-2L));
                }
                else
                { /* block id: 191 */
                    int32_t l_566 = 0x3C2E7FE4L;
                    if (p_45)
                        break;
                    g_4[1] = (((safe_div_func_int16_t_s_s(((l_537 = (safe_add_func_int64_t_s_s(((safe_div_func_uint32_t_u_u(p_46, l_521[2])) , ((~p_45) , (g_278[6] = (g_74 |= (safe_mul_func_uint16_t_u_u((safe_unary_minus_func_uint64_t_u((safe_mod_func_int64_t_s_s((safe_div_func_uint64_t_u_u(g_509, p_45)), (g_337[0][0] && ((0xEDF3F4CF73990192LL >= 0x51C234865F17910BLL) == 7UL)))))), l_566)))))), l_542[1]))) <= p_45), p_45)) < 0L) , g_509);
                }
            }
            l_463[2] &= (!(l_473[3][4][0] >= g_360[5][2]));
        }
    }
    l_494 &= (((safe_sub_func_int64_t_s_s(1L, 0x55C8668728363BF6LL)) ^ (((((safe_mul_func_int8_t_s_s((safe_div_func_int16_t_s_s((g_362 , ((safe_lshift_func_uint16_t_u_s((safe_div_func_uint64_t_u_u((g_443 = ((g_278[6] ^ ((((p_46 <= (safe_sub_func_int32_t_s_s(p_44, 0UL))) || l_521[2]) && g_158) == l_473[2][5][0])) , p_46)), g_42)), 14)) || p_45)), l_521[2])), l_463[2])) <= l_473[2][5][0]) >= p_46) , l_469[0]) & 0UL)) == l_521[2]);
    for (g_155 = (-10); (g_155 != (-13)); g_155--)
    { /* block id: 206 */
        int32_t l_595 = 0xA55C2508L;
        int32_t l_596 = 0xE52BB2FAL;
        l_596 = (safe_sub_func_uint32_t_u_u((safe_sub_func_uint8_t_u_u((g_278[6] > ((safe_add_func_int64_t_s_s(((safe_lshift_func_uint16_t_u_u(0xEA69L, 10)) != ((l_595 = ((g_74 , ((~(((((safe_sub_func_int32_t_s_s((g_4[1] &= (l_494 |= ((0xF1DC42D9L || (0UL > (g_242 = (g_278[2] ^ (((g_509 ^= ((l_595 < g_191) & l_463[2])) || g_93) > l_595))))) <= 0x8128L))), l_521[1])) ^ p_44) >= l_595) , l_494) == g_94)) , g_4[1])) && g_65)) && 249UL)), g_178)) && p_44)), l_521[2])), p_44));
        if (g_164)
            break;
        l_463[0] = g_360[2][1];
    }
    return l_463[2];
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_65 g_74 g_42 g_93 g_109 g_3 g_136 g_164 g_135 g_178 g_191 g_94 g_242 g_155 g_158 g_278 g_244 g_337 g_362 g_360 g_443
 * writes: g_65 g_93 g_94 g_74 g_42 g_135 g_136 g_164 g_158 g_155 g_191 g_242 g_244 g_278 g_337 g_362 g_360 g_443
 */
static const int64_t  func_53(int16_t  p_54, int32_t  p_55, int32_t  p_56)
{ /* block id: 6 */
    int32_t l_64 = 0L;
    int32_t l_458 = 9L;
    int32_t l_459 = 1L;
    l_459 = (l_458 = func_59((!(g_65 = (l_64 < g_4[1]))), g_4[0], l_64));
    return g_93;
}


/* ------------------------------------------ */
/* 
 * reads : g_65 g_4 g_74 g_42 g_93 g_109 g_3 g_136 g_164 g_135 g_178 g_191 g_94 g_242 g_155 g_158 g_278 g_244 g_337 g_362 g_360 g_443
 * writes: g_93 g_94 g_74 g_42 g_65 g_135 g_136 g_164 g_158 g_155 g_191 g_242 g_244 g_278 g_337 g_362 g_360 g_443
 */
static int32_t  func_59(int8_t  p_60, int8_t  p_61, uint32_t  p_62)
{ /* block id: 8 */
    uint64_t l_66 = 0xE266BC59458D81C9LL;
    int32_t l_72[4][3] = {{0x9505C00DL,0x9505C00DL,1L},{0x9505C00DL,0x9505C00DL,1L},{0x9505C00DL,0x9505C00DL,1L},{0x9505C00DL,0x9505C00DL,1L}};
    int32_t l_73 = 0xA0B5BCDCL;
    int32_t l_75 = 0xF3A8A1D5L;
    int32_t l_80[5];
    int32_t l_91[2];
    int32_t l_92[2][6] = {{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)},{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)}};
    uint16_t l_132 = 0x693EL;
    uint16_t l_134 = 0x068EL;
    const uint16_t l_263 = 65531UL;
    int32_t l_329 = 2L;
    uint32_t l_371 = 0x7410E651L;
    const int32_t l_457 = 0x1DE035C8L;
    int i, j;
    for (i = 0; i < 5; i++)
        l_80[i] = 0L;
    for (i = 0; i < 2; i++)
        l_91[i] = 0x8ECEA67FL;
lbl_97:
    l_66 |= g_65;
    g_94 = ((safe_sub_func_int32_t_s_s((l_75 = (safe_mul_func_int16_t_s_s((l_73 = (l_72[3][2] = (+g_4[2]))), g_74))), (safe_lshift_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s((l_80[0] &= l_66), (safe_mul_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s(g_74, g_4[1])) && (g_93 = (safe_add_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((safe_rshift_func_int16_t_s_s(0xF5D9L, 14)), ((l_92[1][3] = ((l_91[0] | p_61) < l_66)) >= g_42))), p_62)))), g_42)))) || l_91[0]), g_65)))) , l_80[3]);
    for (g_74 = (-4); (g_74 > 18); g_74 = safe_add_func_uint32_t_u_u(g_74, 7))
    { /* block id: 19 */
        int8_t l_110 = 0xF2L;
        int32_t l_160 = 0x193A17D0L;
        int32_t l_161 = 0x0C21D362L;
        int16_t l_239 = (-1L);
        const int32_t l_243 = 0x0F11B2BDL;
        int32_t l_268[5][3][5];
        uint64_t l_456[6][4] = {{18446744073709551615UL,18446744073709551615UL,0UL,18446744073709551615UL},{18446744073709551615UL,1UL,1UL,18446744073709551615UL},{1UL,18446744073709551615UL,1UL,1UL},{18446744073709551615UL,18446744073709551615UL,0UL,18446744073709551615UL},{18446744073709551615UL,1UL,1UL,18446744073709551615UL},{1UL,18446744073709551615UL,1UL,1UL}};
        int i, j, k;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 3; j++)
            {
                for (k = 0; k < 5; k++)
                    l_268[i][j][k] = 0xE8DC2B03L;
            }
        }
        for (g_42 = 1; (g_42 >= 0); g_42 -= 1)
        { /* block id: 22 */
            int32_t l_133 = 0xD16D00E5L;
            int8_t l_154[1][4];
            int32_t l_162 = (-1L);
            int32_t l_163[3];
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 4; j++)
                    l_154[i][j] = 0xE3L;
            }
            for (i = 0; i < 3; i++)
                l_163[i] = 0x427E379CL;
            l_92[g_42][g_42] = (-8L);
            for (g_65 = 0; (g_65 <= 1); g_65 += 1)
            { /* block id: 26 */
                uint8_t l_111[3][6] = {{255UL,9UL,1UL,4UL,1UL,9UL},{1UL,255UL,255UL,0x17L,0x17L,255UL},{1UL,1UL,0x17L,4UL,255UL,4UL}};
                int32_t l_159[2][1][5] = {{{0xF16CCE4FL,0xF16CCE4FL,(-8L),0xF16CCE4FL,0xF16CCE4FL}},{{(-4L),0xF16CCE4FL,(-4L),(-4L),0xF16CCE4FL}}};
                int i, j, k;
                if (p_62)
                    goto lbl_97;
                g_136 = (~((safe_sub_func_uint8_t_u_u((((l_80[4] &= (safe_mod_func_int8_t_s_s(((l_92[g_65][(g_65 + 3)] = (safe_sub_func_int64_t_s_s((-4L), (g_135 = (((safe_rshift_func_uint8_t_u_s(((-1L) <= ((safe_add_func_int32_t_s_s(0x7094D041L, (((--l_111[0][1]) <= l_91[g_65]) && (safe_sub_func_uint8_t_u_u(((65533UL & (safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(((safe_mod_func_uint64_t_u_u((l_92[g_65][(g_42 + 2)] , ((safe_mod_func_uint16_t_u_u(((((safe_mul_func_uint16_t_u_u(((safe_div_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s(((((safe_mul_func_int8_t_s_s((0xBA7DF88EE36B0200LL != g_42), 0x77L)) , l_111[1][5]) , p_61) & l_92[g_65][(g_42 + 2)]), l_92[g_65][(g_42 + 2)])) == g_93), p_62)) >= p_60), l_132)) <= p_60) <= 18446744073709551611UL) == p_61), (-1L))) <= 0xB463C3EAA4BB8C65LL)), p_61)) == 0x1E831F07L), l_66)), p_62))) || l_133), l_134))))) , 1UL)), 4)) > 0x78B8L) || p_62))))) || g_74), g_109))) != g_3) == l_66), g_4[1])) || 0xC007EE7193220CCBLL));
                for (g_136 = 0; (g_136 <= 1); g_136 += 1)
                { /* block id: 35 */
                    int32_t l_153 = 0x62FF4F29L;
                    int32_t l_156 = 0xA7A66DA9L;
                    int32_t l_157[6] = {0xDB6A5085L,0xDB6A5085L,0xDB6A5085L,0xDB6A5085L,0xDB6A5085L,0xDB6A5085L};
                    int i;
                    g_135 = (safe_div_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u((l_92[g_42][g_42] = (!((safe_sub_func_int8_t_s_s((-1L), ((safe_add_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((0UL == (+5UL)), (l_133 & (safe_sub_func_uint64_t_u_u(((((safe_lshift_func_uint8_t_u_u((g_4[1] , 0x76L), l_153)) == p_60) > l_92[g_65][(g_65 + 3)]) == l_153), 0x57B232BF5C28DFD1LL))))), l_92[g_42][g_42])) | 0x36C8L))) >= 5UL))), l_154[0][2])), l_110));
                    g_164++;
                }
            }
        }
        if (p_60)
            break;
        if ((((safe_add_func_uint8_t_u_u((l_134 < (l_160 & (((0x04L | (g_136 = (65535UL < ((safe_sub_func_int64_t_s_s((0x76L ^ (l_161 = (safe_add_func_uint64_t_u_u((~g_93), g_74)))), l_110)) , 65535UL)))) == p_61) != 0x82L))), (-1L))) < 0xA66FL) , 1L))
        { /* block id: 45 */
            uint8_t l_175[5][1];
            int32_t l_186 = 0L;
            int32_t l_328 = 0xA50DE016L;
            int i, j;
            for (i = 0; i < 5; i++)
            {
                for (j = 0; j < 1; j++)
                    l_175[i][j] = 0x92L;
            }
            if ((g_155 = (((+((l_80[3] = ((g_158 = (l_175[4][0] = ((g_136 = g_135) | p_62))) && ((safe_rshift_func_int16_t_s_u(g_178, (safe_mod_func_uint16_t_u_u(0x01F4L, 65531UL)))) , l_160))) < (safe_rshift_func_uint8_t_u_u((((((safe_div_func_int64_t_s_s((+18446744073709551610UL), l_186)) == g_109) & l_186) && g_74) && 0x8486E1DBL), 7)))) >= (-1L)) <= l_161)))
            { /* block id: 51 */
                uint64_t l_198[8] = {0xBDF95B3893834719LL,0xBDF95B3893834719LL,0xBDF95B3893834719LL,0xBDF95B3893834719LL,0xBDF95B3893834719LL,0xBDF95B3893834719LL,0xBDF95B3893834719LL,0xBDF95B3893834719LL};
                int16_t l_240 = (-8L);
                int32_t l_241 = (-1L);
                int i;
                for (l_66 = 0; (l_66 > 35); l_66 = safe_add_func_int32_t_s_s(l_66, 1))
                { /* block id: 54 */
                    int32_t l_189 = 0L;
                    int32_t l_190 = (-1L);
                    --g_191;
                    if (g_74)
                        continue;
                    return l_175[3][0];
                }
                l_160 = (safe_sub_func_uint8_t_u_u((safe_div_func_uint16_t_u_u(l_198[5], 0x62CEL)), ((((((safe_rshift_func_int8_t_s_s(0x2CL, 4)) < (((l_80[0] & p_60) < ((safe_sub_func_int32_t_s_s(((g_191 || (safe_div_func_int64_t_s_s(((((((0x0F06L && p_62) == p_61) || l_186) ^ p_60) > 0x9DA2L) <= 8L), 0x9DF1B6C9F75E263BLL))) > g_109), 0xAC2CD0B6L)) == p_60)) , p_61)) != 0x0C57D8A796D56EF3LL) , l_161) > p_62) , p_60)));
                g_135 = ((safe_add_func_int64_t_s_s((safe_mul_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_u((-8L), (safe_mod_func_int8_t_s_s((((g_244 = (safe_mul_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s((safe_lshift_func_int8_t_s_s((~(g_74 & (safe_unary_minus_func_uint16_t_u(((safe_add_func_uint32_t_u_u((((safe_add_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_u(255UL, 6)) , ((safe_rshift_func_uint8_t_u_s((g_242 ^= (safe_add_func_int64_t_s_s((l_160 = (l_241 = (l_72[3][2] = ((safe_mul_func_uint16_t_u_u(((safe_div_func_int8_t_s_s(((0x8137L || (g_136 || g_109)) | (safe_mod_func_int16_t_s_s(p_62, g_94))), p_61)) == l_239), l_240)) <= 0x40B4FC89L)))), g_94))), 2)) , 1UL)), p_62)), g_155)) || (-3L)) , 4294967295UL), p_60)) & p_62))))), p_62)), 9)), l_243))) ^ l_110) && g_136), g_94)))) == l_75), 0x9304L)), p_62)) , l_186);
                l_186 = (safe_mul_func_int16_t_s_s(g_135, 0xAEEAL));
            }
            else
            { /* block id: 67 */
                for (g_135 = 0; (g_135 <= 16); g_135++)
                { /* block id: 70 */
                    int64_t l_249 = 0L;
                    g_155 = p_61;
                    return l_249;
                }
                l_92[0][2] = (safe_rshift_func_int16_t_s_u((g_158 >= ((safe_sub_func_uint64_t_u_u((safe_add_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((((0xA8L || g_42) && (1L < (((((p_61 = l_175[4][0]) || (safe_rshift_func_int8_t_s_s((g_4[1] || (p_61 , l_160)), 6))) & 1UL) != 65530UL) | g_3))) | g_136), g_242)), g_3)), g_155)) , p_60)), 4));
            }
            if ((p_60 > (safe_mul_func_uint8_t_u_u((l_186 ^= (((safe_unary_minus_func_uint8_t_u(((0UL && l_263) | ((p_61 | (((safe_add_func_uint64_t_u_u(((-1L) != ((0xB4A55CD8020B3E3ALL | (g_109 > l_268[3][1][4])) == g_4[2])), g_3)) && g_178) ^ 0x2BF644599FCF80EELL)) ^ l_175[1][0])))) != p_61) & 18446744073709551615UL)), p_60))))
            { /* block id: 78 */
                int16_t l_279 = 0x7E1DL;
                l_186 = (~(4294967295UL >= (0L && (safe_rshift_func_int16_t_s_s((0x90EE7B76L > ((safe_lshift_func_uint8_t_u_s(0x6AL, 0)) , ((g_278[6] ^= (g_158 , (g_136 = (safe_sub_func_int16_t_s_s((safe_mul_func_int16_t_s_s(0x6759L, g_65)), 0xB08EL))))) > l_268[3][1][4]))), l_279)))));
            }
            else
            { /* block id: 82 */
                const int16_t l_294 = 0L;
                int32_t l_336[7] = {0xF3832A48L,0xF3832A48L,(-2L),0xF3832A48L,0xF3832A48L,(-2L),0xF3832A48L};
                int8_t l_350[6][6][6] = {{{0x9AL,(-2L),(-2L),0x9AL,0xA3L,0xA1L},{0L,0xA3L,0xF4L,0x9AL,0xA1L,0x9AL},{(-1L),(-1L),(-1L),6L,0xA1L,0L},{0xF4L,0xA3L,0xA3L,(-1L),(-1L),0xA3L},{0x1DL,0x1DL,(-2L),(-1L),0xA3L,6L},{0xF4L,(-2L),0L,6L,0L,(-2L)}},{{(-1L),0xF4L,0L,0x9AL,0x1DL,6L},{0xA3L,0x9AL,(-2L),(-2L),0x9AL,0xA3L},{(-2L),0x9AL,0xA3L,0xA1L,0x1DL,0L},{0L,0xF4L,(-1L),0xF4L,0L,0x9AL},{0L,(-2L),0xF4L,0xA1L,0xA3L,0xA3L},{(-2L),0x1DL,0x1DL,(-2L),(-1L),0xA3L}},{{0xA3L,0xA3L,0xF4L,0x9AL,0xA1L,0x9AL},{(-1L),(-1L),(-1L),6L,0xA1L,0L},{0xF4L,0xA3L,0xA3L,(-1L),(-1L),0xA3L},{0x1DL,0x1DL,(-2L),(-1L),0xA3L,6L},{0xF4L,(-2L),0L,6L,0L,(-2L)},{(-1L),0xF4L,0L,0x9AL,0x1DL,6L}},{{0xA3L,0x9AL,(-2L),(-2L),0x9AL,0xA3L},{(-2L),0x9AL,0xA3L,0xA1L,0x1DL,0L},{0L,0xF4L,(-1L),0xF4L,0L,0x9AL},{0L,(-2L),0xF4L,0xA1L,0xA3L,0xA3L},{(-2L),0x1DL,0x1DL,(-2L),(-1L),0xA3L},{0xA3L,0xA3L,0xF4L,0x9AL,0xA1L,0x9AL}},{{(-1L),(-1L),(-1L),6L,0xA1L,0L},{0xF4L,0xA3L,0xA3L,(-1L),(-1L),0xA3L},{0x1DL,0x1DL,(-2L),(-1L),0xA3L,6L},{0xF4L,(-2L),0L,6L,0L,(-2L)},{(-1L),0xF4L,0L,0x9AL,0x1DL,6L},{0xA3L,0x9AL,(-2L),(-2L),0x9AL,0xA3L}},{{(-2L),0x9AL,0xA3L,0xA1L,0x1DL,0L},{0L,0xF4L,(-1L),0xF4L,0L,0x9AL},{0L,(-2L),0xF4L,0xA1L,0xA3L,0L},{0x1DL,6L,6L,0x1DL,0x9AL,0L},{(-1L),0L,(-1L),(-2L),0xA3L,(-2L)},{0x9AL,0xA1L,0x9AL,0xF4L,0xA3L,0xA3L}}};
                int32_t l_372[5];
                uint16_t l_405[2];
                int i, j, k;
                for (i = 0; i < 5; i++)
                    l_372[i] = (-10L);
                for (i = 0; i < 2; i++)
                    l_405[i] = 0x9910L;
                g_135 = (safe_mul_func_int16_t_s_s(g_136, (((safe_rshift_func_int16_t_s_u((safe_div_func_int16_t_s_s((0x390B466F09C54EC0LL <= ((safe_unary_minus_func_uint8_t_u(((((0x51025D35L > ((((safe_rshift_func_uint16_t_u_s((l_268[3][1][4] >= (!(safe_add_func_int64_t_s_s(((safe_lshift_func_int16_t_s_u(g_244, 9)) , (l_186 = ((g_4[1] ^ l_175[4][0]) , g_65))), p_60)))), g_94)) & l_294) <= g_109) >= (-1L))) < g_4[1]) <= 7L) & l_80[0]))) , g_94)), g_158)), g_94)) > 0L) , 0xA057L)));
                if (l_186)
                { /* block id: 85 */
                    if (p_61)
                        break;
                }
                else
                { /* block id: 87 */
                    uint32_t l_300 = 4294967288UL;
                    int32_t l_327 = 0xF3464047L;
                    g_135 = (safe_rshift_func_int8_t_s_u((l_160 = (safe_mod_func_uint8_t_u_u((((l_160 > ((((p_61 && ((!l_300) , ((g_109 , (((safe_sub_func_int8_t_s_s((safe_mod_func_uint64_t_u_u((l_268[3][1][4] ^= (((safe_sub_func_int8_t_s_s(((safe_mod_func_int64_t_s_s((l_328 ^= ((((l_161 ^= (safe_rshift_func_uint8_t_u_u((safe_add_func_int16_t_s_s((((safe_div_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u(0xC2L, 7)), (safe_rshift_func_int8_t_s_u((safe_mul_func_uint8_t_u_u((safe_mod_func_int16_t_s_s((safe_div_func_int16_t_s_s(g_94, (safe_rshift_func_int16_t_s_u((l_327 = (((0UL == l_294) < l_294) == p_62)), 5)))), l_75)), l_186)), 5)))) & 0xA127701506DAA5E9LL) ^ g_3), l_294)), 5))) < 0xAC2A05BAL) , 0xC33E8E43L) > g_242)), l_175[4][0])) , p_60), 4UL)) <= 0UL) , l_329)), g_3)), g_136)) < 0x05L) , 0UL)) ^ 0x612FL))) , 1UL) && 1L) <= g_3)) , p_60) ^ l_160), 5UL))), 7));
                    l_336[6] = (safe_div_func_int64_t_s_s(p_60, (1UL || (((safe_lshift_func_uint8_t_u_s(250UL, 7)) ^ ((l_294 , 0x2AL) >= (g_109 < (((g_164 = (safe_mul_func_int16_t_s_s((((0xB0C78BBDL != l_327) > g_93) || p_61), (-10L)))) ^ g_3) && 255UL)))) , 0x2388C2A8L))));
                    --g_337[0][0];
                }
                for (g_164 = 0; (g_164 < 49); ++g_164)
                { /* block id: 100 */
                    uint32_t l_353 = 1UL;
                    int32_t l_354 = (-2L);
                    int8_t l_359 = (-3L);
                    int8_t l_361 = (-10L);
                    l_336[2] = (p_60 , (safe_add_func_uint64_t_u_u((((safe_sub_func_int8_t_s_s(0L, ((safe_lshift_func_int8_t_s_s((g_94 = g_242), 2)) ^ (l_354 = ((((safe_rshift_func_uint16_t_u_s(g_337[2][0], 8)) > l_350[1][1][0]) < (p_60 <= (((((safe_lshift_func_int16_t_s_s(((((((g_191 < 0x7D44L) != (-8L)) , 0UL) ^ 0xBCDFL) , p_60) < 0xF34CL), 0)) <= 4294967295UL) ^ l_350[1][2][0]) <= p_60) & 0x9E310B34L))) & l_353))))) >= g_278[4]) > l_268[2][2][2]), 5UL)));
                    l_372[1] |= (safe_lshift_func_int16_t_s_u((((((-1L) && (((((safe_div_func_uint16_t_u_u((++g_362), (g_244 & (g_360[2][1] ^= 0x13L)))) & ((!(((~((safe_div_func_int16_t_s_s((((safe_add_func_uint8_t_u_u((g_109 , g_337[0][0]), p_61)) == l_160) < l_328), l_134)) ^ 0x03F887DAB1DE77E4LL)) == 0xA5A679ECL) ^ g_278[6])) < p_60)) , l_134) , 8L) & l_371)) | 9L) , l_336[6]) != 0xAEC19C68L), l_336[0]));
                    l_161 = (safe_sub_func_uint32_t_u_u((safe_rshift_func_int8_t_s_s(0x90L, g_158)), l_354));
                    l_336[6] = 0x762DA0CBL;
                }
                for (g_155 = 0; (g_155 >= (-10)); g_155--)
                { /* block id: 112 */
                    int32_t l_404 = 0x45CA4839L;
                    l_268[0][2][2] = l_80[3];
                    l_336[0] = (0UL & (safe_lshift_func_int16_t_s_s(((g_164 = ((g_4[2] || ((g_42 = (((safe_mul_func_uint8_t_u_u(l_80[0], (~(18446744073709551607UL >= ((safe_mod_func_int32_t_s_s((1UL && ((safe_mul_func_uint8_t_u_u((((safe_sub_func_uint64_t_u_u((safe_mul_func_int8_t_s_s((safe_add_func_uint32_t_u_u((g_242 &= (safe_mul_func_int16_t_s_s(((safe_div_func_uint8_t_u_u(((g_191 &= (safe_mod_func_int32_t_s_s((l_328 = g_362), (safe_mod_func_uint8_t_u_u(l_186, l_404))))) >= l_405[0]), g_74)) <= 0UL), g_94))), l_243)), p_60)), p_61)) , 0x4A4A0D9F4A77C499LL) > p_62), 0x61L)) , g_178)), p_60)) != 0x44L))))) != l_404) > g_278[6])) == 0x15L)) <= g_93)) , l_405[0]), 7)));
                    g_135 = ((safe_mod_func_int16_t_s_s(((((safe_rshift_func_int8_t_s_u(((((safe_add_func_int64_t_s_s((((safe_add_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u((-1L), 14)), ((safe_div_func_int8_t_s_s(0x21L, ((g_362++) & ((4UL == (((g_278[6] = g_155) || (l_404 , ((g_164 = (safe_mod_func_int8_t_s_s(((((0x70B6DFEE10322254LL <= 0x7A59AF7FB3CA9607LL) , g_4[1]) < l_328) || p_61), g_135))) != g_4[1]))) >= 0xFF24L)) && 3UL)))) & 7UL))) ^ 255UL) , 1L), 4L)) <= 0x1E9C1D866102DC32LL) == l_328) || g_360[2][0]), 0)) && g_362) , 0xAAL) < g_94), g_360[2][1])) ^ (-1L));
                }
            }
        }
        else
        { /* block id: 126 */
            int16_t l_431 = 0x70C0L;
            int32_t l_442 = 0xD6FBCA5AL;
            for (g_362 = 0; (g_362 < 1); g_362 = safe_add_func_int32_t_s_s(g_362, 1))
            { /* block id: 129 */
                int32_t l_426 = 0L;
                int32_t l_434 = 0x9072B666L;
                int32_t l_441 = (-1L);
                l_426 = (((((safe_mul_func_int64_t_s_s(l_426, ((l_426 != ((((((p_61 , (((((((l_441 = (safe_div_func_int8_t_s_s((p_61 &= ((((safe_add_func_uint8_t_u_u((l_434 ^= ((g_242--) , ((-9L) ^ p_62))), ((safe_lshift_func_int16_t_s_u((safe_mod_func_int16_t_s_s(p_60, (safe_rshift_func_uint8_t_u_s((l_426 && p_60), p_60)))), 5)) & l_426))) != g_178) , g_278[6]) && g_94)), 0xA8L))) < p_60) & 0UL) < l_80[1]) || l_431) >= 0x77L) & 0x03B41750E798DF2CLL)) == 4L) & 0L) < 0xBF3CL) , 1UL) & g_362)) <= 1L))) == p_60) != 0xE4B7L) & 0x36L) & 0xE2L);
                if ((g_362 | (g_164 <= 1L)))
                { /* block id: 135 */
                    g_135 = g_65;
                    if (l_80[2])
                        break;
                }
                else
                { /* block id: 138 */
                    return l_441;
                }
                l_442 = (0x72L | g_74);
                g_443++;
            }
        }
        if ((safe_mul_func_uint8_t_u_u(((g_443 , ((g_164 && l_110) == ((l_73 < (((safe_mul_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((((((safe_add_func_int16_t_s_s(g_42, 3UL)) , (g_74 || p_62)) <= 1L) , l_456[2][0]) , l_329), l_457)), (-9L))) & l_371) , g_337[0][0])) >= g_94))) & p_61), p_61)))
        { /* block id: 145 */
            return p_61;
        }
        else
        { /* block id: 147 */
            return p_62;
        }
    }
    return l_91[0];
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
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_4[i], "g_4[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_135, "g_135", print_hash_value);
    transparent_crc(g_136, "g_136", print_hash_value);
    transparent_crc(g_155, "g_155", print_hash_value);
    transparent_crc(g_158, "g_158", print_hash_value);
    transparent_crc(g_164, "g_164", print_hash_value);
    transparent_crc(g_178, "g_178", print_hash_value);
    transparent_crc(g_191, "g_191", print_hash_value);
    transparent_crc(g_242, "g_242", print_hash_value);
    transparent_crc(g_244, "g_244", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_278[i], "g_278[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_337[i][j], "g_337[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_360[i][j], "g_360[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_362, "g_362", print_hash_value);
    transparent_crc(g_443, "g_443", print_hash_value);
    transparent_crc(g_509, "g_509", print_hash_value);
    transparent_crc(g_549, "g_549", print_hash_value);
    transparent_crc(g_597, "g_597", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_922[i], "g_922[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_923[i][j][k], "g_923[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_925[i], "g_925[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    return crc32_context ^ 0xFFFFFFFFUL;
}
