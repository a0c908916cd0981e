// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10032 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10032
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static const int32_t g_5[4][1][7] = {{{0x76C51653L,0x6EC7516AL,0x65E08CCCL,0L,0x65E08CCCL,0x6EC7516AL,0x76C51653L}},{{(-4L),0L,0L,0xDD1D8F8FL,0L,0xFF23B1A9L,0x76C51653L}},{{0L,0x76C51653L,0x3C69AED2L,0x3C69AED2L,0x76C51653L,0L,(-4L)}},{{0x6EC7516AL,0x3C69AED2L,0L,(-4L),0x53072226L,0L,0L}}};
static uint8_t g_16 = 0x8FL;
static uint16_t g_49 = 0x0E20L;
static uint64_t g_65 = 0x44C677CCB2DC5075LL;
static uint16_t g_68 = 0x7F44L;
static uint32_t g_71 = 0UL;
static int64_t g_95 = 0x94120B1A556116ABLL;
static uint32_t g_96 = 1UL;
static int32_t g_122[2][3][6] = {{{0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL},{0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL},{0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL}},{{0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL},{0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL},{0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL,0xA74C462FL}}};
static uint8_t g_157 = 255UL;
static int32_t g_205 = 0x976A6A2FL;
static uint16_t g_238 = 0x62B9L;
static int32_t g_288 = 4L;
static uint64_t g_319 = 0UL;
static uint8_t g_340 = 255UL;
static uint32_t g_397 = 18446744073709551612UL;
static int8_t g_467[3][7] = {{0x1BL,0x1BL,0xB5L,0x1BL,0x1BL,0xB5L,0x1BL},{0x1BL,0x80L,0x80L,0x1BL,0x80L,0x80L,0x1BL},{0x80L,0x1BL,0x80L,0x80L,0x1BL,0x80L,0x80L}};
static uint16_t g_468 = 9UL;
static int16_t g_504[2] = {0x1E1EL,0x1E1EL};
static uint64_t g_658[4][6][1] = {{{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL}},{{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL}},{{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL}},{{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL},{18446744073709551611UL}}};
static int32_t g_727[5] = {0x55BBB00EL,0x55BBB00EL,0x55BBB00EL,0x55BBB00EL,0x55BBB00EL};
static int32_t g_759 = 0L;


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static int32_t  func_2(const uint64_t  p_3, int16_t  p_4);
static int16_t  func_6(int16_t  p_7, uint32_t  p_8, uint16_t  p_9);
static int16_t  func_10(int16_t  p_11);
static uint16_t  func_20(int32_t  p_21, uint32_t  p_22);
static int32_t  func_23(uint32_t  p_24, int32_t  p_25, const int32_t  p_26, int32_t  p_27, int32_t  p_28);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5 g_16 g_49 g_68 g_71 g_65 g_122 g_95 g_157 g_238 g_205 g_288 g_96 g_340 g_397 g_468 g_467 g_504 g_319 g_658 g_727 g_759
 * writes: g_49 g_65 g_68 g_71 g_95 g_96 g_122 g_157 g_238 g_288 g_319 g_205 g_340 g_397 g_468 g_504 g_467 g_658 g_727 g_16
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_19 = 0x89BDD777L;
    int32_t l_343 = (-1L);
    g_122[1][2][1] = func_2(g_5[3][0][6], (g_504[0] = func_6(func_10((safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(((((g_16 != (safe_mul_func_int16_t_s_s(l_19, func_20((l_343 |= func_23(g_5[3][0][6], g_16, g_5[1][0][2], ((safe_div_func_uint64_t_u_u(((!(((safe_div_func_uint8_t_u_u((((safe_mod_func_uint8_t_u_u((g_5[3][0][6] >= l_19), 255UL)) , g_16) < l_19), 0x60L)) > g_5[0][0][2]) != l_19)) >= (-1L)), g_5[3][0][5])) , g_5[3][0][6]), l_19)), l_19)))) > l_19) && 0L) > g_5[1][0][0]), l_19)), 0x61A3L))), l_19, l_19)));
    return l_19;
}


/* ------------------------------------------ */
/* 
 * reads : g_122 g_65 g_504 g_16 g_467 g_205 g_468 g_288 g_238 g_397 g_95 g_319 g_96 g_5 g_340 g_157 g_71 g_658 g_68 g_49 g_727 g_759
 * writes: g_122 g_467 g_504 g_205 g_468 g_65 g_238 g_658 g_340 g_157 g_727 g_319 g_16 g_95
 */
static int32_t  func_2(const uint64_t  p_3, int16_t  p_4)
{ /* block id: 179 */
    int8_t l_517 = 1L;
    int32_t l_523 = 0x5D851CD8L;
    uint64_t l_546 = 0x5B5EF81E7EB0D783LL;
    uint32_t l_571 = 0UL;
    uint32_t l_620 = 4294967294UL;
    int16_t l_627[3][6] = {{0x685FL,(-3L),(-3L),0x685FL,0x8C47L,(-1L)},{1L,(-3L),0x8C47L,1L,0x8C47L,(-3L)},{0xA42CL,(-3L),(-1L),0xA42CL,0x8C47L,0x8C47L}};
    int32_t l_631 = 1L;
    int64_t l_678 = 0xCB7659A85CF26CFFLL;
    int32_t l_679 = 0x6753B815L;
    int32_t l_680[5][7][3] = {{{0xD2D8A2C2L,0xD2D8A2C2L,0xA9DC16A3L},{4L,0x546F8B00L,0x546F8B00L},{0xA9DC16A3L,0x1EF86DA8L,0x2863BA7BL},{4L,0x2785EC50L,4L},{0xD2D8A2C2L,0xA9DC16A3L,0x2863BA7BL},{(-10L),(-10L),0x546F8B00L},{0x9A606B94L,0xA9DC16A3L,0xA9DC16A3L}},{{0x546F8B00L,0x2785EC50L,0x84D06275L},{0x9A606B94L,0x1EF86DA8L,0x9A606B94L},{(-10L),0x546F8B00L,0x84D06275L},{0xD2D8A2C2L,0xD2D8A2C2L,0xA9DC16A3L},{4L,0x546F8B00L,0x546F8B00L},{0xA9DC16A3L,0x1EF86DA8L,0x2863BA7BL},{4L,0x2785EC50L,4L}},{{0xD2D8A2C2L,0xA9DC16A3L,0x2863BA7BL},{(-10L),(-10L),0x546F8B00L},{0x9A606B94L,0xA9DC16A3L,0xA9DC16A3L},{0x546F8B00L,0x2785EC50L,0x84D06275L},{0x9A606B94L,0x1EF86DA8L,0x9A606B94L},{(-10L),0x546F8B00L,0x84D06275L},{0xD2D8A2C2L,0xD2D8A2C2L,0xA9DC16A3L}},{{4L,0x546F8B00L,0x546F8B00L},{0xA9DC16A3L,0x1EF86DA8L,0x2863BA7BL},{4L,0x2785EC50L,4L},{0xD2D8A2C2L,0xA9DC16A3L,0x2863BA7BL},{(-10L),(-10L),0x546F8B00L},{0x9A606B94L,0xA9DC16A3L,0xA9DC16A3L},{0x546F8B00L,0x2785EC50L,0x84D06275L}},{{0x9A606B94L,0x1EF86DA8L,0x9A606B94L},{(-10L),0x546F8B00L,0x84D06275L},{0xD2D8A2C2L,0xD2D8A2C2L,0xA9DC16A3L},{4L,0x546F8B00L,0x546F8B00L},{0xA9DC16A3L,0x1EF86DA8L,0x2863BA7BL},{4L,0x2785EC50L,4L},{0xD2D8A2C2L,0x9A606B94L,0x1EF86DA8L}}};
    int16_t l_704 = 0L;
    int64_t l_706 = (-1L);
    uint16_t l_760 = 65528UL;
    int8_t l_762 = 0xFFL;
    int16_t l_766 = (-1L);
    int16_t l_767 = 4L;
    uint32_t l_768 = 0x1CFE6182L;
    int32_t l_816[1][3];
    uint64_t l_855 = 18446744073709551609UL;
    uint64_t l_926 = 0x025EE34540E671CCLL;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
            l_816[i][j] = 0L;
    }
    g_122[1][1][0] = (0L | (p_4 > ((safe_add_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((safe_add_func_uint32_t_u_u((((safe_sub_func_uint64_t_u_u((l_517 && ((safe_mul_func_uint64_t_u_u(0x2432746AA76B3C50LL, ((safe_sub_func_int16_t_s_s((l_523 ^= ((!(p_4 ^ (((l_517 , g_122[0][0][5]) != g_65) & g_504[0]))) >= l_517)), g_504[0])) != l_517))) < 0xFEL)), 0x089E560A1FF2559CLL)) , p_3) | g_16), p_4)), 0L)), 18446744073709551614UL)) >= 0UL)));
    l_523 = (((safe_sub_func_int8_t_s_s(p_3, ((safe_lshift_func_uint8_t_u_u((safe_sub_func_int16_t_s_s(p_4, (g_504[0] &= ((safe_mod_func_uint8_t_u_u(p_4, (safe_div_func_int16_t_s_s(l_517, 0x0C88L)))) & (safe_div_func_uint8_t_u_u((l_517 , ((g_467[0][5] |= l_523) & (-8L))), 0xEEL)))))), p_4)) , l_517))) , p_4) | g_122[0][2][1]);
    for (g_205 = 0; (g_205 != (-27)); g_205 = safe_sub_func_int64_t_s_s(g_205, 1))
    { /* block id: 187 */
        uint32_t l_551 = 0x66269D93L;
        uint16_t l_572 = 0xFE7AL;
        uint16_t l_573 = 65535UL;
        int32_t l_602[2];
        uint64_t l_681 = 1UL;
        int8_t l_685 = 0xEBL;
        int64_t l_687 = (-2L);
        int32_t l_815 = 9L;
        uint32_t l_817 = 0x9D1439ACL;
        int i;
        for (i = 0; i < 2; i++)
            l_602[i] = 0x060D448FL;
        for (g_468 = 0; (g_468 <= 1); g_468 += 1)
        { /* block id: 190 */
            int64_t l_545 = 0x2A60849B00E6010BLL;
            for (g_65 = 0; (g_65 <= 1); g_65 += 1)
            { /* block id: 193 */
                for (l_523 = 0; (l_523 <= 1); l_523 += 1)
                { /* block id: 196 */
                    int i;
                    l_545 &= (((safe_rshift_func_uint16_t_u_s((1L && (safe_rshift_func_int16_t_s_s((4294967286UL ^ (safe_sub_func_uint16_t_u_u(g_504[g_468], g_467[1][4]))), 4))), 3)) == (!6UL)) >= ((((9UL ^ (0xCCL != g_468)) , (-1L)) , 4UL) > g_288));
                }
            }
            for (g_238 = 0; (g_238 <= 1); g_238 += 1)
            { /* block id: 202 */
                if (p_4)
                    break;
                l_546 &= 0x28E3F98EL;
            }
        }
        if ((safe_mod_func_int8_t_s_s(((p_4 , p_3) != (((safe_rshift_func_int8_t_s_s(l_551, ((p_4 && ((safe_div_func_int64_t_s_s(((safe_add_func_uint16_t_u_u(l_523, l_551)) & (g_397 , p_4)), p_4)) >= g_95)) < l_551))) & l_551) >= 18446744073709551606UL)), p_4)))
        { /* block id: 207 */
            const int16_t l_560[7] = {0xC475L,0xC475L,0xC475L,0xC475L,0xC475L,0xC475L,0xC475L};
            int i;
            l_523 = ((((safe_rshift_func_uint8_t_u_s(p_4, 1)) >= (safe_rshift_func_int16_t_s_s(l_560[4], ((((g_319 ^ ((0x26L == (safe_mod_func_int8_t_s_s((safe_sub_func_uint16_t_u_u(((((safe_div_func_int64_t_s_s((l_571 = (((safe_add_func_int8_t_s_s((l_551 > g_96), 0x27L)) >= l_546) <= g_467[1][4])), 0x8BAE4642CE6C2287LL)) != g_238) , l_572) , l_523), l_551)), 0xF7L))) > p_3)) >= l_551) != l_573) != g_95)))) != l_560[4]) > (-8L));
            return g_5[2][0][6];
        }
        else
        { /* block id: 211 */
            int32_t l_576 = (-1L);
            int32_t l_577 = 0x55AAE28EL;
            int32_t l_603 = 8L;
            uint32_t l_604[3][5] = {{0xFD580A79L,0x85E88D1CL,0xFD580A79L,1UL,0xDA052EB0L},{0xF266B382L,0x86D6DA56L,0xDA052EB0L,0x86D6DA56L,0xF266B382L},{0xFD580A79L,0x86D6DA56L,0x85E88D1CL,0xF266B382L,0x85E88D1CL}};
            int16_t l_615 = 0x6687L;
            int32_t l_628 = 0xE3D14618L;
            int32_t l_629[6][6] = {{4L,0x720C289EL,(-1L),0x0B852B23L,0x8892DB68L,0x8892DB68L},{0x720C289EL,0x11CBEC43L,0x11CBEC43L,0x720C289EL,(-10L),0x8892DB68L},{0xABDA94D5L,0x8892DB68L,(-1L),0xE52A0C30L,0x0B852B23L,0xE52A0C30L},{(-10L),1L,(-10L),(-4L),0x0B852B23L,4L},{(-1L),0x8892DB68L,0xABDA94D5L,(-10L),(-10L),0xABDA94D5L},{0x11CBEC43L,0x11CBEC43L,0x720C289EL,(-10L),0x8892DB68L,(-4L)}};
            uint64_t l_663[1];
            int i, j;
            for (i = 0; i < 1; i++)
                l_663[i] = 0UL;
            for (g_238 = 0; (g_238 <= 1); g_238 += 1)
            { /* block id: 214 */
                int32_t l_600 = 0xC47D6329L;
                int32_t l_605 = 0xBE83BFA7L;
                int32_t l_607 = 0xA52AECC8L;
                int32_t l_630 = 0L;
                int i;
                if ((g_504[g_238] , (l_577 &= (g_504[g_238] ^ ((safe_div_func_int16_t_s_s(l_571, p_3)) & ((g_122[1][1][0] = ((l_576 <= l_517) , (g_340 == g_504[g_238]))) < 0x10406FBDL))))))
                { /* block id: 217 */
                    int8_t l_580 = 0x5FL;
                    int32_t l_584 = 3L;
                    g_122[0][0][2] ^= ((safe_sub_func_uint8_t_u_u(g_468, l_580)) & l_577);
                    l_584 &= ((0L <= g_504[g_238]) > ((l_523 &= (0x8D2831A4L != 0xD1F946E4L)) == ((p_3 , (+p_3)) > ((safe_lshift_func_uint16_t_u_u(p_3, 5)) || g_157))));
                }
                else
                { /* block id: 221 */
                    int32_t l_601 = 0xE74794DEL;
                    int32_t l_606[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_606[i] = 4L;
                    l_607 |= (((safe_lshift_func_int8_t_s_u(g_504[g_238], 0)) , (0x810DL > 0xD166L)) < (l_606[0] = (safe_mod_func_uint8_t_u_u(((+((g_16 && (l_604[2][1] &= ((safe_add_func_uint16_t_u_u((safe_div_func_uint16_t_u_u((((safe_mul_func_int16_t_s_s((l_602[0] ^= ((safe_sub_func_int32_t_s_s((l_601 = ((l_546 && (safe_mod_func_int8_t_s_s((0xD145L > (((((l_600 |= p_4) && 0xCFL) != p_3) , 1UL) , p_3)), p_4))) <= 65535UL)), p_4)) & 0xCC3DL)), 0xCB0BL)) != g_504[g_238]) | 0L), p_3)), 1L)) | l_603))) > p_3)) | l_605), g_504[0]))));
                    g_122[1][1][0] = (l_576 = 0x0565544FL);
                    if (g_319)
                        continue;
                    g_122[1][1][0] = ((!(safe_rshift_func_uint16_t_u_s(0xD524L, 1))) <= (g_71 && ((safe_mod_func_int8_t_s_s(0L, (((l_615 = (safe_rshift_func_int8_t_s_s(l_572, 6))) > (-3L)) || ((safe_add_func_int32_t_s_s((((safe_sub_func_uint16_t_u_u((g_319 != ((0x0FL > l_603) , g_16)), l_620)) , g_467[1][4]) ^ l_551), l_601)) && 3L)))) ^ (-4L))));
                }
                if (((!(l_602[0] = (l_523 |= (safe_sub_func_int16_t_s_s((safe_unary_minus_func_uint8_t_u(l_602[0])), (safe_mul_func_int8_t_s_s(g_5[3][0][6], g_157))))))) > l_571))
                { /* block id: 236 */
                    uint64_t l_632[6][3] = {{18446744073709551612UL,0x46A3FA146107DB0DLL,18446744073709551612UL},{0x0B8F6F7FDB96DCF8LL,0xAADC9CFD18EFFA9ELL,0xAADC9CFD18EFFA9ELL},{5UL,0x46A3FA146107DB0DLL,5UL},{0x0B8F6F7FDB96DCF8LL,0x0B8F6F7FDB96DCF8LL,0xAADC9CFD18EFFA9ELL},{18446744073709551612UL,0x46A3FA146107DB0DLL,18446744073709551612UL},{0x0B8F6F7FDB96DCF8LL,0xAADC9CFD18EFFA9ELL,0xAADC9CFD18EFFA9ELL}};
                    int i, j;
                    l_632[2][0]++;
                }
                else
                { /* block id: 238 */
                    return l_607;
                }
                if (p_4)
                { /* block id: 241 */
                    return p_3;
                }
                else
                { /* block id: 243 */
                    uint32_t l_636 = 0xA535950EL;
                    l_636 = (0x37L == (g_504[g_238] && (0xA001506C4F258D09LL <= (+0x8310E1F8B2898107LL))));
                    l_629[4][4] = (g_122[1][1][0] = g_205);
                    l_602[0] |= (safe_div_func_int16_t_s_s((0xFEDDL <= p_3), (l_523 &= 0x05BDL)));
                    g_122[1][1][0] |= (safe_unary_minus_func_uint16_t_u(p_3));
                }
                g_122[1][1][0] |= p_3;
            }
            l_631 = (safe_mul_func_int8_t_s_s(((safe_mul_func_int16_t_s_s((((l_629[4][3] = (((safe_mod_func_int16_t_s_s(((((safe_rshift_func_int16_t_s_u((safe_div_func_int64_t_s_s(((safe_mul_func_uint8_t_u_u(((p_3 || (safe_mod_func_int8_t_s_s((g_467[1][4] &= ((safe_mul_func_int16_t_s_s(((((g_658[3][2][0]++) && (g_65++)) || (l_572 != l_663[0])) != (safe_add_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_s(p_4, 10)) , (safe_mod_func_uint32_t_u_u(((((g_157 , (safe_rshift_func_uint16_t_u_u(p_3, (safe_rshift_func_int8_t_s_s((0x1C67L & 7UL), l_551))))) , l_551) < p_4) >= l_523), 0x511829ABL))) != p_3), 11)), 0L))), p_4)) , 0x9EL)), 0x8CL))) ^ p_4), (-1L))) && 0L), 0x2A30EF634E4AA5A9LL)), 11)) != 0x84B74EBBL) < l_604[2][1]) | 0x71CA113D644DE8BFLL), l_551)) | g_319) & g_95)) < g_157) == l_615), 0x59DCL)) , 0x19L), l_627[1][2]));
            l_602[0] = g_238;
        }
        if (((g_340--) <= ((--l_681) >= (l_602[0] = g_95))))
        { /* block id: 263 */
            int32_t l_684 = 0xB0488DA9L;
            int8_t l_705[8] = {0xF4L,0xB2L,0xF4L,0xB2L,0xF4L,0xB2L,0xF4L,0xB2L};
            int32_t l_707 = 1L;
            int32_t l_708 = 0x48A9DE29L;
            int32_t l_763 = 0xC7881598L;
            int32_t l_764 = 1L;
            int32_t l_765[2][8][5] = {{{0xFD627E38L,0x0678AE1EL,0x0678AE1EL,0xFD627E38L,0L},{3L,0xFD627E38L,9L,0x4A270EFCL,0x4A270EFCL},{1L,0xFD627E38L,1L,0L,0xFD627E38L},{0x4A270EFCL,0x0678AE1EL,0L,0x4A270EFCL,0L},{0x4A270EFCL,0x4A270EFCL,9L,0xFD627E38L,3L},{1L,3L,0L,0L,3L},{3L,0x0678AE1EL,1L,3L,0L},{0xFD627E38L,3L,9L,3L,0xFD627E38L}},{{1L,0x4A270EFCL,0x0678AE1EL,0L,0x4A270EFCL},{0xFD627E38L,0x0678AE1EL,0x0678AE1EL,0xFD627E38L,0L},{3L,0xFD627E38L,9L,0x4A270EFCL,0x4A270EFCL},{1L,0xFD627E38L,1L,0L,0xFD627E38L},{0x4A270EFCL,0x0678AE1EL,0L,0x4A270EFCL,0L},{0x4A270EFCL,0x4A270EFCL,9L,0xFD627E38L,3L},{1L,3L,0L,0L,3L},{3L,0x0678AE1EL,1L,3L,0L}}};
            int i, j, k;
            if (l_684)
                break;
            for (l_679 = 1; (l_679 >= 0); l_679 -= 1)
            { /* block id: 267 */
                int32_t l_686 = 0L;
                int32_t l_709 = 0xAFF845CDL;
                int16_t l_761 = 0x84C3L;
                int i;
                l_686 = ((l_685 = g_504[l_679]) <= g_205);
                if (l_687)
                    continue;
                l_709 = (safe_mul_func_int16_t_s_s((((g_467[0][5] = ((((safe_rshift_func_uint8_t_u_s((g_157 = ((l_708 &= (p_4 || (safe_mod_func_uint64_t_u_u((l_707 = (safe_lshift_func_uint8_t_u_u(g_65, ((l_681 || l_627[1][2]) <= (safe_sub_func_uint64_t_u_u(((~(~(safe_add_func_uint8_t_u_u(((safe_add_func_int64_t_s_s(l_704, ((l_686 = (((((p_4 <= (2L & l_705[6])) || p_3) | 3UL) , p_3) , l_706)) || l_684))) != l_705[6]), 0UL)))) || p_4), 1UL)))))), 0xBB9EBD29D54AD484LL)))) , 1UL)), g_65)) >= (-1L)) > g_504[l_679]) ^ 0xC60A059F34E2BC62LL)) , g_68) > 0x59A6L), g_504[l_679]));
                for (l_631 = 0; (l_631 <= 2); l_631 += 1)
                { /* block id: 279 */
                    int i, j, k;
                    l_707 = (g_122[l_679][l_631][(l_679 + 1)] = ((safe_mod_func_int16_t_s_s(((((g_122[l_679][l_631][(l_631 + 2)] , l_680[(l_631 + 2)][(l_631 + 4)][l_631]) >= ((((safe_mul_func_int8_t_s_s(l_680[(l_631 + 2)][(l_679 + 5)][l_679], l_705[0])) , ((((1UL <= l_631) > (safe_mul_func_uint16_t_u_u(((l_523 = (((safe_lshift_func_uint8_t_u_u(((safe_div_func_uint64_t_u_u(((((!(((safe_mod_func_int16_t_s_s(((((safe_div_func_int64_t_s_s((safe_sub_func_uint64_t_u_u(g_71, l_686)), g_658[1][2][0])) < 0xE4C0L) , 0x15771CC6L) > p_3), l_709)) ^ p_3) & 0xFDL)) && l_709) , l_687) | (-2L)), l_627[1][1])) & 0UL), g_49)) != 0xEC077EBAD189D026LL) & g_16)) <= l_680[(l_631 + 2)][(l_679 + 5)][l_679]), g_658[3][2][0]))) || g_96) || g_727[4])) < g_122[1][1][4]) < p_3)) , p_4) , p_4), p_4)) | (-1L)));
                    g_122[1][2][2] = (safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s(g_467[1][1], 8)), ((l_708 = (0L >= (safe_mul_func_uint16_t_u_u((!(safe_div_func_int8_t_s_s((safe_rshift_func_int16_t_s_u(((safe_rshift_func_int16_t_s_u((g_468 != 0L), 4)) != ((((((safe_mul_func_uint8_t_u_u(0x67L, (p_4 <= (safe_mul_func_int8_t_s_s(((safe_mod_func_uint16_t_u_u(((~(safe_mod_func_uint8_t_u_u((0x9BL < 248UL), p_3))) && g_5[3][0][6]), p_4)) > 0x9FA06F48A93D07BBLL), 0xD2L))))) != 0UL) > 0UL) & l_680[3][1][0]) != g_16) && 0UL)), g_5[3][0][6])), l_681))), l_627[2][5])))) >= p_3)));
                    l_761 ^= ((((l_705[6] == l_705[6]) & (((safe_add_func_int8_t_s_s(p_3, (+(l_602[0] = (((((safe_mul_func_uint8_t_u_u((g_727[4] ^ l_602[0]), ((((l_709 = ((0x7242L >= ((((safe_add_func_int8_t_s_s((((g_759 | 0xDDA70958L) , 0xE990D92BL) , g_5[3][0][6]), l_760)) || g_5[3][0][6]) , p_3) , p_3)) , 0UL)) | g_65) & g_16) , 2UL))) == p_4) >= g_122[1][1][0]) >= l_686) > l_704))))) ^ (-1L)) >= p_3)) , l_686) && (-1L));
                    return p_3;
                }
            }
            l_768--;
            for (l_767 = 2; (l_767 >= 0); l_767 -= 1)
            { /* block id: 294 */
                int32_t l_775 = 9L;
                int32_t l_780 = 0xEFFE7555L;
                g_727[4] = ((safe_add_func_int32_t_s_s((l_775 = (safe_sub_func_uint16_t_u_u((g_658[3][2][0] == 7UL), 0xCD05L))), (safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((l_572 , ((l_780 | l_523) | (safe_add_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_u(p_3, 7)), 18446744073709551608UL)))) >= 255UL), l_602[0])), l_760)))) > 0x59BA08C2L);
                l_775 &= (safe_div_func_int64_t_s_s(l_705[5], ((safe_lshift_func_int8_t_s_u((((safe_rshift_func_uint16_t_u_s(p_4, ((((l_602[1] = (safe_unary_minus_func_int8_t_s((safe_rshift_func_uint16_t_u_s(l_627[1][2], g_504[1]))))) < (((safe_div_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u(((safe_mod_func_int8_t_s_s(((((((safe_mod_func_int32_t_s_s((safe_add_func_int16_t_s_s(((safe_rshift_func_int16_t_s_u((l_705[6] ^ (safe_lshift_func_int16_t_s_u(l_573, l_546))), g_468)) ^ l_704), p_4)), 1UL)) > 0L) , l_681) , g_658[3][2][0]) & 0x74A5L) <= 0x68F8L), 0x8DL)) | l_685), 4294967289UL)), g_504[1])) && p_4) <= p_4)) != 0x35L) >= l_620))) || g_65) == g_122[1][2][2]), l_707)) , 0x767ACDAC53CAD7BDLL)));
                return l_551;
            }
        }
        else
        { /* block id: 301 */
            g_727[3] |= ((safe_sub_func_uint64_t_u_u(p_4, (safe_sub_func_uint8_t_u_u((!(-1L)), (safe_rshift_func_int8_t_s_s(g_205, 0)))))) == l_768);
            if (g_95)
                break;
        }
        ++l_817;
    }
    if (((safe_sub_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_s(((0UL & (safe_div_func_int32_t_s_s((p_4 & p_4), ((~g_504[0]) , g_658[3][2][0])))) , ((18446744073709551614UL >= (safe_div_func_uint64_t_u_u(1UL, g_96))) && 4294967295UL)), 4)) < 4UL), l_546)) || l_571))
    { /* block id: 307 */
        int64_t l_849 = (-6L);
        int32_t l_852[8][1][1];
        uint8_t l_883 = 8UL;
        const uint32_t l_902 = 18446744073709551615UL;
        int i, j, k;
        for (i = 0; i < 8; i++)
        {
            for (j = 0; j < 1; j++)
            {
                for (k = 0; k < 1; k++)
                    l_852[i][j][k] = 0x1947D46EL;
            }
        }
        if ((safe_div_func_uint32_t_u_u(((safe_rshift_func_uint8_t_u_s((safe_add_func_uint64_t_u_u((((g_319 = ((((safe_sub_func_uint32_t_u_u(l_680[0][4][1], 0UL)) , ((safe_mul_func_int8_t_s_s((((safe_sub_func_uint8_t_u_u((0x2E8A96E8D508321DLL && (safe_sub_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((p_4 & (safe_add_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u((l_849 ^ (safe_mul_func_uint16_t_u_u(p_3, (((g_658[2][4][0] &= (p_4 & 0xE6F9L)) && p_4) == 1L)))), (-6L))), 0xA5BD3E2EB77B865FLL))), p_3)), p_4))), 255UL)) == 0x81L) || 0x22FD68A29F5A4A6ALL), l_849)) < p_3)) , p_4) || 0UL)) & p_4) != l_523), 0xF4C346718D8DA8A8LL)), l_849)) & l_849), g_288)))
        { /* block id: 310 */
            return p_4;
        }
        else
        { /* block id: 312 */
            int32_t l_853 = 0xD6EB20BFL;
            int32_t l_854 = (-10L);
            int32_t l_863 = 0xC9B4DF65L;
            --l_855;
            for (l_768 = (-21); (l_768 >= 7); l_768 = safe_add_func_int64_t_s_s(l_768, 5))
            { /* block id: 316 */
                int16_t l_861 = 0L;
                int32_t l_862 = 1L;
                int32_t l_884 = 0xC8DD27BBL;
                if ((+(0x031AL && (p_3 ^ l_852[3][0][0]))))
                { /* block id: 317 */
                    uint8_t l_864 = 0x02L;
                    int32_t l_882 = 0x9973BEFAL;
                    l_864++;
                    l_854 = 0x295F0477L;
                    if (l_853)
                        continue;
                    g_122[1][2][2] = (((l_884 &= ((safe_lshift_func_int8_t_s_u(((((l_882 ^= (g_95 = (safe_mod_func_uint8_t_u_u((g_16 = (((safe_sub_func_uint8_t_u_u((g_157 ^= (~0x61F5770EL)), g_468)) | 0x0CL) >= (safe_unary_minus_func_int64_t_s((p_4 < (((l_863 = (~(l_517 && l_854))) && ((safe_mul_func_int8_t_s_s((l_679 = ((safe_sub_func_uint8_t_u_u((l_864 == l_862), 253UL)) == l_852[5][0][0])), g_65)) < p_4)) , g_467[0][0])))))), g_122[1][0][2])))) <= 0L) , l_864) != l_883), p_3)) != l_861)) <= g_71) < (-8L));
                }
                else
                { /* block id: 329 */
                    const int16_t l_914 = (-5L);
                    int32_t l_925 = 0x4EBCCC98L;
                    l_854 = (safe_rshift_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((p_4 = (((safe_lshift_func_uint8_t_u_u(p_4, (safe_mod_func_uint16_t_u_u((l_852[4][0][0] ^= 65533UL), 0xA08FL)))) || p_3) >= (safe_lshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((~((safe_add_func_int8_t_s_s((g_467[1][4] = ((l_902 , p_4) && ((safe_lshift_func_int16_t_s_u((safe_sub_func_uint32_t_u_u(g_71, 0UL)), l_883)) >= l_854))), g_5[3][0][6])) , l_854)), 0xB5L)), 4)))), g_5[3][0][2])), 1)), g_68));
                    l_854 = (+(l_925 = (safe_mod_func_uint16_t_u_u(((safe_div_func_uint16_t_u_u(((-1L) && (safe_mul_func_uint16_t_u_u(l_914, (safe_lshift_func_uint8_t_u_s(((safe_rshift_func_uint8_t_u_s((l_631 = 0xA0L), g_65)) || ((safe_mod_func_uint8_t_u_u((65530UL & (safe_sub_func_uint64_t_u_u((safe_sub_func_int8_t_s_s((g_727[4] , 0xFAL), p_4)), 0x8E876AA971F90A24LL))), l_863)) && 0UL)), 6))))), 0xCFF8L)) ^ 0x9A7BFF92L), 0x6DCCL))));
                }
            }
        }
    }
    else
    { /* block id: 340 */
        return g_759;
    }
    return l_926;
}


/* ------------------------------------------ */
/* 
 * reads : g_122 g_68
 * writes:
 */
static int16_t  func_6(int16_t  p_7, uint32_t  p_8, uint16_t  p_9)
{ /* block id: 173 */
    int32_t l_490 = (-1L);
    int32_t l_498[4] = {1L,1L,1L,1L};
    int32_t l_501 = 0L;
    int i;
    l_501 = (l_490 & (safe_lshift_func_uint8_t_u_s((l_490 && (safe_mod_func_uint64_t_u_u(((safe_mul_func_int16_t_s_s(p_9, (~((l_498[3] |= 0UL) >= (((safe_sub_func_int8_t_s_s(0L, (((p_8 != g_122[1][1][0]) == p_9) || l_490))) <= l_490) | 0x9541L))))) <= l_490), 1L))), p_8)));
    l_498[2] = (safe_rshift_func_int16_t_s_s(4L, p_8));
    return g_68;
}


/* ------------------------------------------ */
/* 
 * reads : g_122 g_157 g_205 g_467
 * writes: g_122
 */
static int16_t  func_10(int16_t  p_11)
{ /* block id: 168 */
    int32_t l_477 = (-1L);
    uint32_t l_478 = 18446744073709551606UL;
    uint8_t l_483 = 0xF0L;
    int32_t l_489 = 1L;
    g_122[1][1][0] ^= ((l_478 |= l_477) && (safe_rshift_func_uint16_t_u_u(65526UL, 9)));
    l_489 = (((((safe_mod_func_int8_t_s_s((l_477 != 250UL), 0x41L)) & (p_11 && l_483)) != ((g_157 || ((+(safe_rshift_func_uint8_t_u_s((safe_sub_func_uint8_t_u_u(g_205, g_467[1][4])), p_11))) ^ l_478)) || l_478)) , p_11) >= p_11);
    return p_11;
}


/* ------------------------------------------ */
/* 
 * reads : g_49 g_238 g_157 g_95 g_5 g_68 g_96 g_122 g_397 g_65 g_468
 * writes: g_238 g_319 g_68 g_96 g_397 g_122 g_468
 */
static uint16_t  func_20(int32_t  p_21, uint32_t  p_22)
{ /* block id: 125 */
    uint32_t l_352 = 8UL;
    int32_t l_359[3];
    int32_t l_366 = 1L;
    int32_t l_398 = 0xF3897FFBL;
    int32_t l_415 = (-2L);
    int i;
    for (i = 0; i < 3; i++)
        l_359[i] = 0x9E35B24FL;
    for (p_21 = 0; (p_21 <= 1); p_21 += 1)
    { /* block id: 128 */
        int32_t l_365 = 0xDA35753EL;
        uint32_t l_367 = 0xD9079CEFL;
        int32_t l_368 = 0xBDC25A6BL;
        int32_t l_412 = 0L;
        int32_t l_413[4];
        int32_t l_414 = 0L;
        int32_t l_416 = 1L;
        int32_t l_417 = 0xC9A4B7BFL;
        int32_t l_418 = 0x25086540L;
        int32_t l_419 = (-6L);
        int32_t l_420 = 1L;
        int32_t l_421 = 0xBB8B317FL;
        int32_t l_450[8] = {3L,(-2L),3L,(-2L),3L,(-2L),3L,(-2L)};
        int32_t l_456 = (-10L);
        int32_t l_457 = (-6L);
        int32_t l_459 = 0x3739AFE9L;
        int32_t l_462 = 0x6C8210BEL;
        int32_t l_463 = 6L;
        int i;
        for (i = 0; i < 4; i++)
            l_413[i] = 0xED354C98L;
        l_367 = ((safe_rshift_func_int8_t_s_u((~(((safe_unary_minus_func_uint16_t_u(g_49)) & ((((0L & (g_319 = (safe_add_func_uint8_t_u_u(l_352, ((((safe_rshift_func_int16_t_s_s((l_352 <= (safe_sub_func_int64_t_s_s(((l_366 ^= (((safe_add_func_uint16_t_u_u((--g_238), (~(safe_div_func_int16_t_s_s(0x7D08L, l_365))))) || (l_365 & p_21)) == l_365)) != (-1L)), l_359[2]))), p_21)) > 0xE69F638CF908FA46LL) ^ g_157) , g_95))))) != p_22) <= g_5[3][0][6]) != l_365)) | 0x60527778L)), g_5[1][0][3])) < p_21);
        for (g_68 = 0; (g_68 <= 1); g_68 += 1)
        { /* block id: 135 */
            uint64_t l_369[3];
            int32_t l_403 = 0xF03459CEL;
            int32_t l_406 = 0L;
            int32_t l_408 = 0x7B511B0AL;
            int32_t l_411[2][2][8] = {{{0x00E15890L,0x8A4D8716L,(-1L),0x8A4D8716L,0x00E15890L,0x8A4D8716L,(-1L),0x8A4D8716L},{0x00E15890L,0x8A4D8716L,(-1L),0x8A4D8716L,0x00E15890L,0x8A4D8716L,(-1L),0x8A4D8716L}},{{0x00E15890L,0x8A4D8716L,(-1L),0x8A4D8716L,0x00E15890L,0x8A4D8716L,(-1L),0x8A4D8716L},{0x00E15890L,0x8A4D8716L,(-1L),0x8A4D8716L,0x00E15890L,0x8A4D8716L,(-1L),0x8A4D8716L}}};
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_369[i] = 0x43068DE9F75FF9D7LL;
            if (l_365)
                break;
            if (l_359[0])
                break;
            ++l_369[0];
            for (g_96 = 0; (g_96 <= 1); g_96 += 1)
            { /* block id: 141 */
                uint64_t l_392 = 8UL;
                int16_t l_400 = (-3L);
                int32_t l_401 = 3L;
                int32_t l_404 = 0xCCC2C11AL;
                int32_t l_407[7][5];
                uint16_t l_422 = 7UL;
                int i, j, k;
                for (i = 0; i < 7; i++)
                {
                    for (j = 0; j < 5; j++)
                        l_407[i][j] = 0L;
                }
                if ((l_398 = (((safe_rshift_func_uint16_t_u_u(((((safe_div_func_int8_t_s_s(((safe_add_func_uint32_t_u_u((l_359[2] &= g_122[g_68][g_68][(g_68 + 1)]), ((safe_lshift_func_int16_t_s_s(((g_95 , ((safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((safe_rshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u((((((g_319 = ((l_366 = 0x6CF623B8A31F7803LL) == (0x9FL ^ p_21))) == ((((+(((~((safe_add_func_uint32_t_u_u(l_392, ((g_397 ^= (safe_mul_func_int8_t_s_s((safe_lshift_func_uint8_t_u_u(g_68, g_122[g_68][g_68][(g_68 + 1)])), g_157))) == l_369[0]))) == 0x288609CCL)) != g_96) ^ g_65)) || l_365) , g_95) | (-1L))) ^ p_21) ^ l_352) | l_392), l_368)), l_369[0])), 2)), g_122[1][1][0])) >= l_369[0])) == l_352), 3)) && g_238))) & l_352), l_352)) ^ 0x680F40A1L) < g_68) >= g_157), 1)) == 0x0D45L) <= 0x6DL)))
                { /* block id: 147 */
                    int8_t l_399 = 1L;
                    int32_t l_402 = (-1L);
                    int32_t l_405 = 0xE963F5E7L;
                    int32_t l_409 = 8L;
                    int32_t l_410[1][2];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 2; j++)
                            l_410[i][j] = (-1L);
                    }
                    g_122[1][1][0] |= g_5[3][0][4];
                    --l_422;
                    l_416 ^= (safe_mul_func_uint8_t_u_u((l_407[3][1] , (safe_rshift_func_int16_t_s_u(p_22, 4))), (safe_rshift_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((safe_div_func_uint64_t_u_u((safe_add_func_int16_t_s_s(p_22, l_398)), (safe_lshift_func_uint16_t_u_s((safe_add_func_uint16_t_u_u((!((g_122[1][1][4] ^= (((safe_div_func_int8_t_s_s((l_402 = (safe_mod_func_uint8_t_u_u(0xCCL, (l_403 &= ((((((l_404 |= 253UL) ^ g_68) || g_157) , l_352) > p_22) == 0x81A7L))))), l_409)) | p_22) , l_402)) ^ p_21)), l_401)), 8)))), p_22)), p_21))));
                }
                else
                { /* block id: 155 */
                    const int64_t l_446 = (-8L);
                    int32_t l_447 = 0xC397C8A8L;
                    int32_t l_448 = 0L;
                    int32_t l_449 = 0x1B34EAD6L;
                    int32_t l_451 = 0x10863288L;
                    int32_t l_452 = 0L;
                    int32_t l_453 = 0xF7379A04L;
                    int32_t l_454 = 0x072E3335L;
                    int32_t l_455 = 0xC910CA1BL;
                    int32_t l_458 = (-1L);
                    int32_t l_460 = 0xAFC6B86DL;
                    int32_t l_461 = 0x2C610D86L;
                    uint32_t l_464 = 3UL;
                    if (p_21)
                        break;
                    l_398 = l_446;
                    l_464--;
                }
            }
        }
        ++g_468;
        if (p_22)
            break;
    }
    l_398 ^= (safe_sub_func_int32_t_s_s((safe_div_func_uint8_t_u_u((l_359[1] ^= (safe_sub_func_uint16_t_u_u(l_366, (l_415 ^ l_352)))), 4UL)), g_122[1][0][5]));
    return l_415;
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_16 g_49 g_68 g_71 g_65 g_122 g_95 g_157 g_238 g_205 g_288 g_96 g_340
 * writes: g_49 g_65 g_68 g_71 g_95 g_96 g_122 g_157 g_238 g_288 g_319 g_205 g_340
 */
static int32_t  func_23(uint32_t  p_24, int32_t  p_25, const int32_t  p_26, int32_t  p_27, int32_t  p_28)
{ /* block id: 1 */
    int8_t l_36[6][3][6] = {{{0x18L,0xB1L,0x7CL,0xF9L,8L,0L},{0L,3L,0x1BL,0xB3L,0xA0L,1L},{0L,4L,0xB3L,0xF9L,0xAEL,0xA7L}},{{0x18L,8L,(-1L),0x18L,1L,0xA7L},{0x7CL,0xAEL,0xB3L,1L,0x05L,1L},{0x1BL,0xC2L,0x1BL,0L,0x05L,0L}},{{0xB3L,0xAEL,0x7CL,0x1BL,1L,0x7CL},{(-1L),8L,0x18L,0x1BL,0xAEL,0L},{0xB3L,4L,0L,0L,0xA0L,0x18L}},{{0x1BL,3L,0L,1L,8L,0L},{0x7CL,0xB1L,0x18L,0x18L,0xB1L,0x7CL},{0x18L,0xB1L,0x7CL,0xF9L,8L,0L}},{{0L,3L,0x1BL,0xB3L,0xA0L,1L},{0L,4L,0xB3L,0xF9L,0xAEL,0xA7L},{0x18L,8L,(-1L),0x18L,1L,0xA7L}},{{0x7CL,0xAEL,0xB3L,1L,0x05L,1L},{0x1BL,0xC2L,0x1BL,0L,0x05L,0L},{0xB3L,0xAEL,0x7CL,0x1BL,1L,0x7CL}}};
    int8_t l_48 = 1L;
    int32_t l_119 = (-1L);
    int32_t l_121 = 0xFC5AECEFL;
    int32_t l_192 = 0xE691350EL;
    int64_t l_234 = 1L;
    int16_t l_248[2][8][3] = {{{1L,1L,0x00DBL},{0x2BF4L,6L,0x57F1L},{(-1L),1L,(-1L)},{(-7L),0x2BF4L,(-9L)},{(-6L),(-1L),(-1L)},{(-9L),(-7L),0x57F1L},{(-4L),(-6L),0x00DBL},{(-9L),(-9L),1L}},{{(-6L),(-4L),0L},{(-7L),(-9L),(-7L)},{(-1L),(-6L),1L},{0x2BF4L,(-7L),(-7L)},{1L,(-1L),0L},{6L,0x2BF4L,1L},{1L,1L,0x00DBL},{0x2BF4L,6L,0x57F1L}}};
    int32_t l_330[5][8] = {{0xF90D2587L,0xCEDD2AB8L,0xF90D2587L,0x744A534BL,0xF76FED91L,0x744A534BL,0xF90D2587L,0xCEDD2AB8L},{0xF76FED91L,0x744A534BL,0xF90D2587L,0xCEDD2AB8L,0xF90D2587L,0x744A534BL,0xF76FED91L,(-1L)},{0xF90D2587L,0x744A534BL,0xF76FED91L,0x744A534BL,0xF90D2587L,0xCEDD2AB8L,0xF90D2587L,0x744A534BL},{0xF4E9B1BFL,0x744A534BL,0xF4E9B1BFL,(-1L),0xF90D2587L,(-1L),0xF4E9B1BFL,0x744A534BL},{0xF90D2587L,(-1L),0xF4E9B1BFL,0x744A534BL,0xF4E9B1BFL,(-1L),0xF90D2587L,(-1L)}};
    int i, j, k;
    for (p_27 = 2; (p_27 >= 0); p_27 -= 1)
    { /* block id: 4 */
        const int16_t l_76 = 1L;
        for (p_28 = 2; (p_28 >= 0); p_28 -= 1)
        { /* block id: 7 */
            uint32_t l_47 = 0UL;
            int32_t l_66[5] = {0x944D42BEL,0x944D42BEL,0x944D42BEL,0x944D42BEL,0x944D42BEL};
            int i;
            p_25 = (safe_add_func_int64_t_s_s((((l_48 = (safe_lshift_func_uint8_t_u_s(((l_36[3][1][2] != (g_5[3][0][6] , 0x40C8E82BL)) <= (safe_rshift_func_uint16_t_u_s(((safe_div_func_int8_t_s_s(((safe_sub_func_int8_t_s_s(0x14L, 0L)) == (g_16 , (p_26 || l_47))), g_5[3][0][6])) == 0x73L), g_5[3][0][6]))), 3))) || 0x44L) , (-2L)), 0UL));
            if (p_28)
                break;
            for (p_25 = 0; (p_25 <= 2); p_25 += 1)
            { /* block id: 13 */
                uint16_t l_63 = 0x8375L;
                int32_t l_64 = 0xE2CBD031L;
                int i, j, k;
                g_49 = (-1L);
                for (l_48 = 2; (l_48 >= 0); l_48 -= 1)
                { /* block id: 17 */
                    int32_t l_67[2][4][2] = {{{0L,(-1L)},{(-1L),(-1L)},{0L,8L},{8L,0L}},{{(-1L),(-1L)},{(-1L),0L},{8L,8L},{0L,(-1L)}}};
                    int i, j, k;
                    l_66[2] = (((((l_36[(l_48 + 1)][l_48][(l_48 + 1)] != (safe_add_func_uint16_t_u_u(l_36[(p_28 + 1)][l_48][(p_27 + 2)], (safe_mul_func_int16_t_s_s(0L, ((-1L) & (g_65 = (((safe_div_func_int8_t_s_s((safe_add_func_int8_t_s_s(((!(l_64 = ((safe_div_func_int32_t_s_s((safe_sub_func_uint64_t_u_u(l_36[(l_48 + 1)][l_48][(l_48 + 1)], (g_16 || ((l_36[5][2][4] == 0x715BL) >= p_27)))), l_63)) != p_28))) , 0xF1L), 0UL)), 0x4BL)) & p_24) == g_5[1][0][0])))))))) >= g_49) || p_24) || g_49) != 0UL);
                    g_68++;
                    g_71++;
                    l_66[2] = ((safe_add_func_int32_t_s_s(g_65, l_76)) && (((safe_rshift_func_uint8_t_u_u((g_71 ^ (l_67[1][2][0] = (g_95 = ((safe_rshift_func_int16_t_s_s((((safe_div_func_int16_t_s_s((safe_lshift_func_int8_t_s_s((l_36[(p_25 + 2)][l_48][p_27] &= (safe_mul_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((0x68985BB29A1B0F83LL < 0x4B5BC1773A67FE42LL), (g_65 |= l_63))), (safe_mul_func_uint8_t_u_u((g_5[2][0][4] && g_68), p_27)))), g_49))), 1)), p_26)) >= p_26) != g_71), l_63)) == 0x4FF9L)))), l_48)) >= g_16) <= 0UL));
                }
                g_96 = l_36[p_27][p_25][(p_27 + 3)];
            }
        }
        if (g_68)
            continue;
        return g_68;
    }
    for (g_71 = 0; (g_71 == 31); ++g_71)
    { /* block id: 37 */
        int64_t l_117 = 2L;
        int32_t l_156 = 1L;
        int32_t l_193 = 0x1A3B0D4EL;
        int8_t l_247 = 0x12L;
        uint32_t l_327 = 4294967294UL;
        int32_t l_331 = 0x1E83345EL;
        int32_t l_332 = 0x97998434L;
        int32_t l_333 = 0x8E63D993L;
        int32_t l_334 = (-9L);
        int32_t l_335 = 0x4EF0FF01L;
        int32_t l_336 = 0x9D770979L;
        uint32_t l_337 = 4294967292UL;
        if (((safe_div_func_int32_t_s_s(g_65, (0x1E781FF1L || (safe_mul_func_uint8_t_u_u(((safe_sub_func_int16_t_s_s((-7L), l_48)) & ((safe_rshift_func_int8_t_s_s((l_36[1][0][4] & (safe_add_func_uint64_t_u_u((safe_mul_func_int8_t_s_s(0x10L, l_48)), 18446744073709551613UL))), p_24)) == 0UL)), g_49))))) ^ l_36[2][0][4]))
        { /* block id: 38 */
            int16_t l_118 = 1L;
            int32_t l_120 = 0xA35296D3L;
            for (g_68 = 0; (g_68 != 40); g_68 = safe_add_func_uint32_t_u_u(g_68, 2))
            { /* block id: 41 */
                uint32_t l_113 = 0x662C8753L;
                return l_113;
            }
            for (p_27 = 2; (p_27 >= 0); p_27 -= 1)
            { /* block id: 46 */
                uint64_t l_114 = 0xCF63C109E68FEE39LL;
                --l_114;
                l_117 &= l_114;
                return l_118;
            }
            l_121 = (l_120 = (p_25 = (l_119 |= 0x1D97AAA5L)));
        }
        else
        { /* block id: 55 */
            uint8_t l_154 = 0xBEL;
            int32_t l_187 = 0L;
            if (((g_122[1][1][0] = (g_71 >= 65533UL)) && (safe_add_func_uint64_t_u_u(p_26, p_28))))
            { /* block id: 57 */
                uint32_t l_149[3];
                int16_t l_155 = 1L;
                int i;
                for (i = 0; i < 3; i++)
                    l_149[i] = 0x3FC63197L;
                g_157 ^= ((((safe_div_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u(g_65, (((safe_div_func_uint32_t_u_u((((l_156 = (safe_unary_minus_func_uint32_t_u(((safe_rshift_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((safe_div_func_uint8_t_u_u(g_49, p_24)), (((((g_65 , (safe_div_func_uint8_t_u_u((+((safe_lshift_func_int8_t_s_s((safe_div_func_int8_t_s_s(((((((safe_add_func_int8_t_s_s((((safe_add_func_uint16_t_u_u(l_149[2], ((p_28 <= (safe_sub_func_int32_t_s_s((safe_add_func_uint32_t_u_u(l_36[1][0][2], g_71)), g_5[2][0][5]))) , 0xF932L))) != 0UL) , p_26), 0L)) && l_154) | g_122[0][0][2]) , g_5[3][0][6]) && 0xE5L) < p_24), 0x66L)), l_155)) , 0xF6C78DD8L)), l_36[4][1][1]))) ^ l_154) && p_27) <= g_95) && p_27))), g_16)) && g_49)))) | 18446744073709551615UL) < l_154), (-1L))) , p_26) == 0xFC38D33B60DBC482LL))) & p_25), l_155)) > g_71) | l_154) != 65528UL);
            }
            else
            { /* block id: 60 */
                uint8_t l_194 = 7UL;
                g_122[1][1][0] = ((safe_rshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u((p_24 , (((safe_lshift_func_uint8_t_u_s((((((safe_mod_func_int16_t_s_s(((l_193 = (safe_mul_func_int8_t_s_s((safe_sub_func_int64_t_s_s((safe_sub_func_uint32_t_u_u(g_122[1][1][0], (safe_lshift_func_int8_t_s_u(p_24, 3)))), (safe_sub_func_uint32_t_u_u(0UL, ((((safe_lshift_func_uint8_t_u_s(246UL, ((safe_lshift_func_uint8_t_u_s(p_25, (!(safe_sub_func_uint32_t_u_u((safe_add_func_uint16_t_u_u((l_192 = (l_119 = (+(+((--g_68) >= ((safe_mod_func_uint16_t_u_u((l_156 = (l_121 |= (8L || 0x7A5E0311L))), g_71)) ^ 0x9286A1EBD87E6F67LL)))))), 0x95D0L)), g_16))))) >= l_154))) || g_157) <= g_157) <= p_26))))), g_16))) < l_194), g_5[3][0][6])) , g_122[1][1][0]) , g_95) || 0x6335B14A6E1C48D9LL) != g_5[3][0][6]), 6)) <= g_122[1][1][0]) , g_95)), p_27)), g_49)) != l_117);
            }
            return l_119;
        }
        if ((safe_mul_func_uint8_t_u_u(((((l_36[2][0][2] < (safe_add_func_uint8_t_u_u(((safe_div_func_uint8_t_u_u((safe_add_func_int8_t_s_s((((++p_24) & ((g_122[1][0][4] < 0xEC947174L) >= (safe_rshift_func_uint16_t_u_u((l_193 ^= (safe_add_func_int8_t_s_s(((safe_lshift_func_uint8_t_u_s((+((((g_49 = (safe_rshift_func_uint8_t_u_s(l_156, 3))) , (l_192 ^= (((safe_lshift_func_uint16_t_u_s(0UL, 13)) < 0xEB6FL) || (safe_div_func_uint32_t_u_u((0L && 0x3BE208CE9429D60ELL), p_28))))) ^ p_28) & 18446744073709551615UL)), 2)) || l_48), 0x83L))), 8)))) <= p_27), l_121)), p_27)) & g_95), 0x06L))) || 0x2AL) ^ l_156) , g_49), l_117)))
        { /* block id: 75 */
            int16_t l_233[8][4][1] = {{{1L},{0xDF31L},{1L},{0xEF43L}},{{4L},{0x3D10L},{5L},{5L}},{{0x3D10L},{4L},{0xEF43L},{1L}},{{0xDF31L},{1L},{0xEF43L},{4L}},{{0x3D10L},{5L},{5L},{0x3D10L}},{{4L},{0xEF43L},{1L},{0xDF31L}},{{1L},{0xEF43L},{4L},{0x3D10L}},{{5L},{5L},{0x3D10L},{4L}}};
            int32_t l_235 = 0xBDC13816L;
            int32_t l_236 = 0x4888C0F7L;
            int32_t l_237[6];
            int i, j, k;
            for (i = 0; i < 6; i++)
                l_237[i] = 0xCB84BFDFL;
            l_248[1][4][1] |= (safe_sub_func_int32_t_s_s((p_27 || (l_247 ^= (safe_div_func_int32_t_s_s(g_49, (p_24 ^= (((safe_mod_func_int64_t_s_s((g_95 | (safe_div_func_int64_t_s_s(((safe_div_func_int16_t_s_s((safe_mod_func_uint64_t_u_u(g_65, ((++g_238) , (safe_mul_func_int16_t_s_s((((safe_rshift_func_int8_t_s_s(p_26, 4)) ^ (safe_add_func_uint64_t_u_u((0x48E1355ABE805C0ELL | 1UL), l_233[0][2][0]))) , 0x3946L), l_156))))), (-7L))) , p_28), l_121))), g_205)) < p_27) , 0x76CDE9C4L)))))), g_95));
            return p_27;
        }
        else
        { /* block id: 81 */
            int16_t l_273 = 5L;
            int64_t l_274[6][8] = {{(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L),(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L)},{(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L),(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L)},{(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L),(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L)},{(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L),(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L)},{(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L),(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L)},{(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L),(-1L),0x9C4DB89876BB3E92LL,0x9C4DB89876BB3E92LL,(-1L)}};
            int32_t l_275 = 9L;
            int8_t l_321 = 5L;
            int i, j;
            for (l_156 = 0; (l_156 <= 2); l_156 += 1)
            { /* block id: 84 */
                uint32_t l_276 = 0x30141AF6L;
                uint8_t l_277 = 249UL;
                int32_t l_283 = 0xB838FA55L;
                int32_t l_322 = 0xE5D1AB09L;
                int32_t l_323 = 0xB67929D4L;
                l_277 = ((safe_lshift_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u((l_119 = (((safe_lshift_func_int16_t_s_u(((safe_rshift_func_int8_t_s_s(8L, 2)) && (g_5[3][0][6] | (18446744073709551606UL ^ 0x009C59F809E6970BLL))), 3)) , (safe_add_func_int16_t_s_s((l_275 ^= ((l_193 , (safe_div_func_int64_t_s_s((l_193 = (safe_rshift_func_uint8_t_u_u((((safe_mul_func_int8_t_s_s((safe_div_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u((p_25 == (((((safe_add_func_int32_t_s_s(l_192, p_26)) , 0x4F3EL) || g_16) | g_71) < g_122[1][1][0])), l_273)), g_157)), 0xE77FL)), g_205)) && p_25) , l_193), 5))), l_274[2][6]))) , 0L)), p_25))) || p_27)), p_27)) , l_276), 7)) && 65535UL);
                for (p_25 = 0; (p_25 <= 1); p_25 += 1)
                { /* block id: 91 */
                    int32_t l_282 = 0x1BE9AE68L;
                    int i, j, k;
                    g_122[p_25][(p_25 + 1)][(p_25 + 1)] = (safe_div_func_uint64_t_u_u((l_36[l_156][p_25][(p_25 + 3)] > ((p_25 || ((safe_add_func_int16_t_s_s((g_5[3][0][6] , ((g_65++) != ((g_288 |= (p_24++)) >= (5UL && (safe_mod_func_int8_t_s_s((safe_add_func_uint16_t_u_u((3L > (safe_rshift_func_int16_t_s_s(g_238, 3))), (l_282 == 0L))), 0xE6L)))))), 0L)) >= 0x1842AC9BL)) && 0x26586A66762014B1LL)), l_282));
                    if (g_65)
                        break;
                    g_122[p_25][(p_25 + 1)][(p_25 + 1)] = g_122[0][2][1];
                }
                p_25 = l_277;
                for (p_24 = 0; (p_24 <= 2); p_24 += 1)
                { /* block id: 102 */
                    uint32_t l_299 = 4294967292UL;
                    int16_t l_320 = 0x2184L;
                    int32_t l_325 = (-1L);
                    int32_t l_326 = 0L;
                    g_205 &= (l_323 &= ((((safe_lshift_func_uint16_t_u_u(((l_322 = ((safe_div_func_int16_t_s_s(l_299, (safe_add_func_uint64_t_u_u(((safe_sub_func_uint32_t_u_u((safe_sub_func_uint8_t_u_u(((l_283 = ((p_27 != (safe_rshift_func_int16_t_s_u((+p_25), 3))) >= 0x006BL)) , (((safe_lshift_func_int8_t_s_s((safe_div_func_int8_t_s_s(1L, (safe_div_func_uint32_t_u_u((l_283 == (((((l_320 = (safe_lshift_func_uint16_t_u_s(((((safe_lshift_func_uint16_t_u_u(((g_319 = (((((g_65 , p_25) < p_27) != 4L) | 0x2FL) ^ p_28)) && p_25), l_276)) , l_193) , l_277) & 1UL), g_5[3][0][6]))) < p_27) & 0xA08D8BCFL) | l_234) | 4294967295UL)), l_321)))), 7)) > g_96) <= 3L)), p_26)), 0UL)) != l_156), l_299)))) > 0xABFCL)) ^ 0x4312L), 8)) != 0xE98ABC2DL) ^ l_299) , (-1L)));
                    l_283 ^= (~g_16);
                    ++l_327;
                }
                for (l_283 = 2; (l_283 >= 0); l_283 -= 1)
                { /* block id: 114 */
                    if (g_16)
                        break;
                }
            }
        }
        if (p_24)
            continue;
        --l_337;
    }
    g_340--;
    return g_96;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_5[i][j][k], "g_5[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_49, "g_49", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_122[i][j][k], "g_122[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_157, "g_157", print_hash_value);
    transparent_crc(g_205, "g_205", print_hash_value);
    transparent_crc(g_238, "g_238", print_hash_value);
    transparent_crc(g_288, "g_288", print_hash_value);
    transparent_crc(g_319, "g_319", print_hash_value);
    transparent_crc(g_340, "g_340", print_hash_value);
    transparent_crc(g_397, "g_397", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_467[i][j], "g_467[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_468, "g_468", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_504[i], "g_504[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_658[i][j][k], "g_658[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_727[i], "g_727[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_759, "g_759", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
