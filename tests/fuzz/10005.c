// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10005 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10005
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint8_t  f0;
   int64_t  f1;
   uint32_t  f2;
   uint64_t  f3;
};

struct S1 {
   int64_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0xE52D8CB4L;
static int16_t g_5[6] = {1L,1L,1L,1L,1L,1L};
static int32_t g_6 = 0xCA8CDA2AL;
static uint32_t g_47 = 0xD38E20B4L;
static struct S0 g_48 = {0x18L,1L,0x6C20B133L,18446744073709551615UL};
static uint32_t g_55 = 0x7CD14257L;
static uint64_t g_60 = 1UL;
static struct S1 g_63[2] = {{0x5BC6833E1ABB416CLL},{0x5BC6833E1ABB416CLL}};
static int32_t g_86[4] = {0xD1A269FDL,0xD1A269FDL,0xD1A269FDL,0xD1A269FDL};
static int8_t g_87 = 9L;
static uint8_t g_88 = 8UL;
static int32_t g_94 = (-9L);
static uint8_t g_95 = 0xD0L;
static int64_t g_135 = 0xED616DD76C8E410DLL;
static uint16_t g_136 = 1UL;
static int8_t g_179 = 0x10L;
static uint32_t g_239 = 0xA8C391F5L;
static uint8_t g_274 = 1UL;
static struct S0 g_306 = {0x75L,0L,18446744073709551611UL,0xB3FF0BAD2BFC735ELL};
static uint32_t g_327[1][7][2] = {{{0xC62F1771L,0xC62F1771L},{0xC62F1771L,0xC62F1771L},{0xC62F1771L,0xC62F1771L},{0xC62F1771L,0xC62F1771L},{0xC62F1771L,0xC62F1771L},{0xC62F1771L,0xC62F1771L},{0xC62F1771L,0xC62F1771L}}};
static uint16_t g_405 = 0xF6DBL;
static int32_t g_437 = 0xC2B95618L;
static int16_t g_459[6][8] = {{0x68F2L,0xEFCEL,0xF65CL,0xEFCEL,0x68F2L,0x68F2L,0xEFCEL,0xF65CL},{0x68F2L,0x68F2L,0xEFCEL,0xF65CL,0xEFCEL,0x68F2L,0x68F2L,0xEFCEL},{1L,0xEFCEL,0xEFCEL,1L,0x68F2L,0xF65CL,1L,1L},{1L,0x68F2L,0x5CF4L,0x5CF4L,0x68F2L,1L,0x68F2L,0x5CF4L},{0xF65CL,0x68F2L,0xF65CL,1L,1L,0xF65CL,0x68F2L,0xF65CL},{0xEFCEL,1L,0x5CF4L,1L,0xEFCEL,0xEFCEL,1L,0x5CF4L}};
static int16_t g_461[8][6][5] = {{{1L,7L,(-3L),1L,(-3L)},{1L,3L,0xE79FL,1L,0x3AFFL},{7L,1L,(-3L),(-10L),0x4542L},{1L,(-1L),0xD8FBL,1L,0xD8FBL},{1L,1L,0x9C5FL,1L,0x4542L},{(-7L),3L,0xD8FBL,0xD94FL,0x3AFFL}},{{1L,7L,(-3L),1L,(-3L)},{1L,3L,0xE79FL,1L,0x3AFFL},{7L,1L,(-3L),(-10L),0x4542L},{1L,(-1L),0xD8FBL,1L,0xD8FBL},{1L,1L,0x9C5FL,1L,0x4542L},{(-7L),3L,0xD8FBL,0xD94FL,0x3AFFL}},{{1L,7L,(-3L),1L,(-3L)},{1L,3L,0xE79FL,1L,0x3AFFL},{7L,1L,(-3L),(-10L),0x4542L},{1L,(-1L),0xD8FBL,1L,0xD8FBL},{1L,1L,0x9C5FL,1L,0x4542L},{(-7L),3L,0xD8FBL,0xD94FL,0x3AFFL}},{{1L,7L,(-3L),1L,(-3L)},{1L,3L,0xE79FL,1L,0x3AFFL},{7L,1L,(-3L),(-10L),0x4542L},{1L,(-1L),0xD8FBL,1L,0xD8FBL},{1L,1L,0x9C5FL,1L,0x4542L},{(-7L),3L,0xD8FBL,0xD94FL,0x3AFFL}},{{1L,7L,(-3L),1L,(-3L)},{1L,3L,0xE79FL,1L,0x3AFFL},{7L,1L,(-3L),(-10L),0x4542L},{1L,(-1L),0xD8FBL,1L,0xD8FBL},{1L,1L,0x9C5FL,1L,0x4542L},{(-7L),3L,0xD8FBL,0xD94FL,0x3AFFL}},{{1L,7L,(-3L),1L,(-3L)},{1L,3L,0xE79FL,1L,0x3AFFL},{7L,1L,(-3L),0x2D0AL,0xF3C0L},{0xD8FBL,0L,0x5583L,0xFFA7L,0x5583L},{(-3L),(-3L),0x4912L,1L,0xF3C0L},{0xE79FL,0x041EL,0x5583L,0x36B1L,(-1L)}},{{(-3L),0x9C5FL,1L,1L,1L},{0xD8FBL,0x041EL,1L,0xFFA7L,(-1L)},{0x9C5FL,(-3L),1L,0x2D0AL,0xF3C0L},{0xD8FBL,0L,0x5583L,0xFFA7L,0x5583L},{(-3L),(-3L),0x4912L,1L,0xF3C0L},{0xE79FL,0x041EL,0x5583L,0x36B1L,(-1L)}},{{(-3L),0x9C5FL,1L,1L,1L},{0xD8FBL,0x041EL,1L,0xFFA7L,(-1L)},{0x9C5FL,(-3L),1L,0x2D0AL,0xF3C0L},{0xD8FBL,0L,0x5583L,0xFFA7L,0x5583L},{(-3L),(-3L),0x4912L,1L,0xF3C0L},{0xE79FL,0x041EL,0x5583L,0x36B1L,(-1L)}}};
static uint8_t g_462 = 3UL;
static uint32_t g_485 = 0xEBBA8051L;
static struct S1 g_570[4][7] = {{{0x74BB3725B98D546ELL},{8L},{8L},{0x74BB3725B98D546ELL},{8L},{8L},{0x74BB3725B98D546ELL}},{{8L},{0x74BB3725B98D546ELL},{8L},{8L},{0x74BB3725B98D546ELL},{8L},{8L}},{{0x74BB3725B98D546ELL},{0x74BB3725B98D546ELL},{0x7156B158108270F5LL},{0x74BB3725B98D546ELL},{0x74BB3725B98D546ELL},{0x7156B158108270F5LL},{0x74BB3725B98D546ELL}},{{0x74BB3725B98D546ELL},{8L},{8L},{0x74BB3725B98D546ELL},{8L},{8L},{0x74BB3725B98D546ELL}}};
static int64_t g_593 = (-1L);
static uint64_t g_633 = 0xD1227BA1BF31DB25LL;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static uint64_t  func_13(int32_t  p_14, int8_t  p_15);
static int32_t  func_16(const uint32_t  p_17, int16_t  p_18, uint64_t  p_19);
static int16_t  func_21(uint8_t  p_22);
static uint8_t  func_23(uint32_t  p_24, const int32_t  p_25, int32_t  p_26);
static int32_t  func_27(uint8_t  p_28, int16_t  p_29, const uint8_t  p_30, struct S0  p_31, uint64_t  p_32);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_6 g_5 g_47 g_48 g_55 g_60 g_63 g_95 g_87 g_94 g_136 g_88 g_179 g_86 g_135 g_239 g_274 g_306.f0 g_327 g_306.f2 g_306.f1 g_306 g_462 g_485 g_461 g_459 g_570 g_593 g_633 g_405 g_437
 * writes: g_3 g_5 g_6 g_47 g_55 g_60 g_63 g_86 g_87 g_88 g_95 g_94 g_135 g_136 g_48.f1 g_179 g_48 g_239 g_306 g_327 g_405 g_274 g_437 g_462 g_459 g_461 g_593 g_633
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    struct S1 l_2[4] = {{0x37831E42A43D9532LL},{0x37831E42A43D9532LL},{0x37831E42A43D9532LL},{0x37831E42A43D9532LL}};
    const int32_t l_20 = (-1L);
    int32_t l_46 = 0x9BEC7A42L;
    int32_t l_530 = 3L;
    int32_t l_668[6];
    uint16_t l_706 = 65535UL;
    int64_t l_708[7];
    int i;
    for (i = 0; i < 6; i++)
        l_668[i] = 0x51BCCC5FL;
    for (i = 0; i < 7; i++)
        l_708[i] = 0xE6FA6860E638F8D2LL;
    for (g_3 = 3; (g_3 >= 0); g_3 -= 1)
    { /* block id: 3 */
        const int32_t l_4 = 0L;
        uint32_t l_49 = 0xE3335A02L;
        int32_t l_688 = 0xAD6FE03DL;
        g_5[0] = l_4;
        for (g_6 = 0; (g_6 <= 3); g_6 += 1)
        { /* block id: 7 */
            int32_t l_40 = 1L;
            int64_t l_45 = 0L;
            uint32_t l_703 = 2UL;
            struct S0 l_709 = {0xD7L,0xBDF08506AB443A14LL,0x3FF0DBF6L,0x40F822606D6ED27ELL};
            int i;
            if ((safe_sub_func_int8_t_s_s((g_5[g_6] != ((safe_lshift_func_int16_t_s_s((((safe_sub_func_int64_t_s_s((g_3 & g_6), func_13((l_530 = func_16(l_20, func_21(func_23(l_4, func_27((safe_mul_func_uint8_t_u_u(((safe_unary_minus_func_uint16_t_u(((((safe_div_func_int64_t_s_s((g_47 &= (l_46 = ((l_40 = (safe_rshift_func_int8_t_s_u(g_3, 5))) <= ((((safe_add_func_uint64_t_u_u(((safe_rshift_func_uint16_t_u_u(g_3, l_45)) || g_5[2]), 0xBCAE26E16511C25CLL)) || 65529UL) != g_5[2]) > (-1L))))), g_3)) | g_5[g_6]) | 1UL) | 0x2401L))) <= g_5[g_6]), 0xFDL)), g_5[5], l_4, g_48, l_49), g_3)), g_5[0])), l_4))) <= l_20) > 0UL), 9)) ^ 0x35L)), 0x5DL)))
            { /* block id: 288 */
                uint8_t l_658 = 0x6AL;
                int32_t l_689 = 2L;
                for (g_593 = 0; (g_593 <= 5); g_593 += 1)
                { /* block id: 291 */
                    uint8_t l_667 = 0xE3L;
                    int32_t l_669[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_669[i] = 0x791054DCL;
                    ++g_633;
                    l_669[0] ^= (((0xD4E1272EL ^ (((g_5[(g_3 + 2)] &= l_530) , (safe_div_func_int64_t_s_s(((safe_div_func_uint32_t_u_u((((safe_add_func_int16_t_s_s((safe_add_func_int16_t_s_s((g_461[3][1][4] <= ((safe_lshift_func_int16_t_s_u(((l_530 = ((safe_mod_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u((safe_rshift_func_int16_t_s_s(g_60, (safe_mod_func_int32_t_s_s((((safe_add_func_uint16_t_u_u((((safe_rshift_func_uint16_t_u_u((g_136 &= (l_658 || (((g_405 = (safe_mod_func_uint32_t_u_u(((safe_mod_func_uint32_t_u_u((safe_sub_func_int8_t_s_s(l_20, (safe_div_func_uint32_t_u_u((g_593 < g_462), 0x14603F24L)))), 4294967292UL)) || 0x2800L), 1L))) < 65533UL) & 0xE925D6FFL))), 5)) & 0xB0L) >= g_86[3]), l_667)) == 0L) , l_658), g_274)))), g_5[5])), 0xA179L)) <= 0xC9F9F0EFL)) , g_633), g_86[1])) , 0x920CA4C5L)), 0x86DDL)), 0x4946L)) >= l_668[0]) && g_87), 3UL)) | g_593), l_668[5]))) & (-8L))) , 4UL) , l_46);
                }
                l_689 = (safe_mod_func_int64_t_s_s(((safe_sub_func_uint32_t_u_u((safe_div_func_int64_t_s_s((safe_mod_func_int8_t_s_s(l_658, ((safe_mod_func_int8_t_s_s((0xA3E0L == 0x7610L), l_49)) && 0x3FF2L))), (-9L))), (((safe_rshift_func_int8_t_s_s((safe_unary_minus_func_int64_t_s((g_63[1].f0 ^= ((safe_rshift_func_uint16_t_u_u((!(((safe_rshift_func_int16_t_s_s((l_688 = (((g_306.f1 || g_5[g_6]) && l_658) , g_327[0][2][0])), g_60)) <= l_530) > g_47)), g_306.f1)) > 0xB6886898L)))), 6)) == g_95) , 0xBF4FE5A8L))) & 0xB102L), g_405));
            }
            else
            { /* block id: 302 */
                uint32_t l_707[5][4][7] = {{{1UL,6UL,0xB156A366L,1UL,0x1A728DA7L,0xB156A366L,5UL},{0x18EE1FD5L,1UL,1UL,18446744073709551614UL,0x8DF770B0L,0UL,18446744073709551614UL},{2UL,6UL,18446744073709551615UL,0x9DD8C01BL,0x530440B1L,6UL,6UL},{0x530440B1L,0x18EE1FD5L,0xB156A366L,0x18EE1FD5L,0x530440B1L,0xED113ABCL,0x1A728DA7L}},{{0x2B2423D1L,6UL,0x9DD8C01BL,0x1A728DA7L,0x8DF770B0L,1UL,0x2B2423D1L},{18446744073709551615UL,0x2B2423D1L,1UL,0x8DF770B0L,0x1A728DA7L,0x9DD8C01BL,6UL},{0x2B2423D1L,0x1A728DA7L,0xED113ABCL,0x530440B1L,0x18EE1FD5L,0xB156A366L,0x18EE1FD5L},{0x530440B1L,6UL,6UL,0x530440B1L,0x9DD8C01BL,18446744073709551615UL,6UL}},{{2UL,18446744073709551614UL,0UL,0x8DF770B0L,18446744073709551614UL,1UL,1UL},{0x18EE1FD5L,5UL,0xB156A366L,0x1A728DA7L,1UL,0xB156A366L,6UL},{1UL,1UL,2UL,0x18EE1FD5L,0x8DF770B0L,0x8DF770B0L,0x18EE1FD5L},{2UL,0x530440B1L,2UL,0x9DD8C01BL,6UL,0xED113ABCL,18446744073709551606UL}},{{6UL,0x9DD8C01BL,0x1A728DA7L,0x8DF770B0L,1UL,0x2B2423D1L,18446744073709551615UL},{2UL,18446744073709551606UL,18446744073709551615UL,1UL,0xF45E52BEL,0xED113ABCL,2UL},{0xEDADFDC2L,1UL,18446744073709551606UL,0xF45E52BEL,18446744073709551615UL,0xF45E52BEL,18446744073709551606UL},{1UL,1UL,0x2B2423D1L,6UL,0x9DD8C01BL,0x1A728DA7L,0x8DF770B0L}},{{1UL,18446744073709551606UL,0xB156A366L,1UL,1UL,18446744073709551612UL,6UL},{18446744073709551615UL,0x9DD8C01BL,1UL,0xF45E52BEL,0x9DD8C01BL,0xEDADFDC2L,0xB156A366L},{0x8DF770B0L,1UL,0x1A728DA7L,18446744073709551615UL,18446744073709551615UL,0x1A728DA7L,1UL},{0x8DF770B0L,0xB156A366L,0xEDADFDC2L,0x9DD8C01BL,0xF45E52BEL,1UL,0x9DD8C01BL}}};
                int i, j, k;
                g_437 = ((safe_sub_func_int64_t_s_s((safe_sub_func_uint32_t_u_u(0x26A2693AL, ((safe_add_func_int64_t_s_s(l_4, (safe_add_func_uint16_t_u_u(((safe_add_func_int64_t_s_s((~(((safe_rshift_func_int16_t_s_s(((l_703 = g_48.f1) & g_47), (((g_86[1] & ((safe_rshift_func_uint8_t_u_u(g_87, l_706)) & 0xACFF44ACEAFC997CLL)) & g_48.f1) , 0x6F2FL))) > g_437) | 0UL)), 0x29EA27D120E31FCBLL)) & l_49), g_86[2])))) & g_437))), l_707[0][0][3])) , 0x0B2263DFL);
                if (l_708[1])
                    continue;
                l_709 = g_306;
            }
        }
    }
    return l_668[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_55 g_60 g_306 g_94 g_461 g_87 g_63 g_274 g_48.f0 g_570 g_327 g_5 g_48.f3 g_593 g_86 g_6 g_462 g_47 g_239 g_48.f2
 * writes: g_55 g_60 g_274 g_94 g_462 g_461
 */
static uint64_t  func_13(int32_t  p_14, int8_t  p_15)
{ /* block id: 247 */
    struct S0 l_531 = {7UL,0x46A77814C447D380LL,0xD2394375L,18446744073709551615UL};
    uint32_t l_532 = 4294967287UL;
    uint64_t l_572[8] = {0x59447CE9A3D752EBLL,0x59447CE9A3D752EBLL,0x59447CE9A3D752EBLL,0x59447CE9A3D752EBLL,0x59447CE9A3D752EBLL,0x59447CE9A3D752EBLL,0x59447CE9A3D752EBLL,0x59447CE9A3D752EBLL};
    int32_t l_613[6][2][8] = {{{0xF695163AL,0xA6BB1EE9L,0x1D7716C9L,0x02A3FAF0L,0x6AA26C61L,(-8L),0x9492FBCBL,0x0BEA66BEL},{0xECAC79D7L,0x68A7B28DL,0xD370189CL,0L,0L,0xD370189CL,0x68A7B28DL,0xECAC79D7L}},{{0xA6BB1EE9L,0x86BA0B29L,0L,0x68A7B28DL,(-5L),(-1L),0L,0x6AA26C61L},{0x9492FBCBL,0x6AA26C61L,0x518808A6L,0L,0x68A7B28DL,(-1L),(-8L),0x6FEFB236L}},{{0x8C80635BL,0x86BA0B29L,0xE1A147DFL,0x0BEA66BEL,0x518808A6L,0xD370189CL,(-10L),0xAAFAA25DL},{0x6FEFB236L,0x68A7B28DL,0xB9614C36L,0x8C80635BL,0x6DAB609BL,(-8L),0xA6BB1EE9L,(-5L)}},{{0x6F59BEE2L,0xA6BB1EE9L,(-10L),0x1D7716C9L,0x7976C7FDL,0x8C80635BL,0x7976C7FDL,0x1D7716C9L},{4L,0x6F59BEE2L,4L,0x6AA26C61L,0xECAC79D7L,0x518808A6L,1L,0x86BA0B29L}},{{0x6B5A0FAFL,0L,0x469D28AEL,0x6DAB609BL,0x6FEFB236L,0x0BEA66BEL,0xECAC79D7L,(-1L)},{0x6B5A0FAFL,1L,0x02A3FAF0L,0xB9614C36L,0xECAC79D7L,0x7EFA829DL,0xAAFAA25DL,(-8L)}},{{4L,0x1B29C366L,8L,0L,0x7976C7FDL,0x6DAB609BL,0L,0x7EFA829DL},{0x6F59BEE2L,0xB9614C36L,(-1L),0xE1A147DFL,0x6DAB609BL,0x68A7B28DL,4L,4L}}};
    int32_t l_632[5][5][1] = {{{1L},{1L},{1L},{(-4L)},{3L}},{{(-4L)},{1L},{1L},{1L},{(-4L)}},{{3L},{(-4L)},{1L},{1L},{1L}},{{(-4L)},{3L},{(-4L)},{1L},{1L}},{{1L},{(-4L)},{3L},{(-4L)},{1L}}};
    int i, j, k;
    l_532 = (l_531 , p_14);
    for (g_55 = 0; (g_55 > 16); ++g_55)
    { /* block id: 251 */
        uint32_t l_550[5];
        int32_t l_553 = 0L;
        int32_t l_571[6][7][5] = {{{0x05E27F77L,0x48D66830L,0xA4E36446L,4L,0x7C68EDDDL},{(-1L),0L,(-3L),9L,(-3L)},{(-3L),(-1L),1L,0x376FA283L,0x9E239CF9L},{0L,(-1L),1L,0L,0xB6595951L},{7L,0xF275B904L,0x005E6AF2L,(-1L),0xE3531438L},{0xB6595951L,(-1L),3L,(-1L),(-1L)},{0x66F16FF0L,(-1L),0x66F16FF0L,4L,0x6BA44F3FL}},{{9L,0L,(-5L),(-1L),0x5D51006FL},{0x05E27F77L,1L,1L,0x376FA283L,(-3L)},{(-3L),0xB6595951L,(-5L),0x5D51006FL,(-1L)},{7L,(-10L),0x66F16FF0L,1L,0xE2B3784BL},{(-1L),9L,3L,0L,9L},{0xE2B3784BL,0xD164E03DL,0x005E6AF2L,0x915BA3D9L,0x6BA44F3FL},{(-1L),(-3L),1L,0L,(-5L)}},{{0x7C68EDDDL,1L,1L,1L,0x7C68EDDDL},{1L,(-1L),(-3L),0x5D51006FL,0xB6595951L},{(-3L),0L,1L,0x376FA283L,0x4B664E4CL},{(-1L),(-1L),(-7L),(-1L),0xB6595951L},{0L,0x376FA283L,0x005E6AF2L,4L,0x7C68EDDDL},{0xB6595951L,1L,(-1L),(-1L),(-5L)},{0x05E27F77L,(-1L),0x4D5B2D51L,(-1L),0x6BA44F3FL}},{{0x5D51006FL,(-1L),(-5L),0L,9L},{0x05E27F77L,4L,0xE2B3784BL,0x376FA283L,0xE2B3784BL},{0xB6595951L,0xB6595951L,0L,9L,(-1L)},{0L,0xD164E03DL,0x66F16FF0L,4L,(-3L)},{(-1L),0x5D51006FL,(-1L),0L,0x5D51006FL},{(-3L),0xD164E03DL,0x647A0BBBL,0L,0x6BA44F3FL},{1L,0xB6595951L,1L,(-1L),(-1L)}},{{0x7C68EDDDL,4L,1L,1L,0xE3531438L},{(-1L),(-1L),0x114C10CFL,9L,0xB6595951L},{0xE2B3784BL,(-1L),1L,0xF275B904L,0x9E239CF9L},{(-1L),1L,1L,(-1L),(-3L)},{7L,0x376FA283L,0x647A0BBBL,(-1L),0x7C68EDDDL},{(-3L),(-1L),(-1L),(-5L),(-1L)},{0x05E27F77L,0L,0x66F16FF0L,(-1L),1L}},{{9L,(-1L),0L,(-1L),9L},{0x66F16FF0L,1L,0xE2B3784BL,0xF275B904L,(-3L)},{0xB6595951L,(-3L),(-5L),9L,(-3L)},{7L,0xD164E03DL,0x4D5B2D51L,1L,0x4B664E4CL},{(-7L),(-1L),0L,0L,(-1L)},{0x4B664E4CL,3L,1L,0L,1L},{0x5D51006FL,(-3L),9L,(-5L),(-3L)}}};
        int i, j, k;
        for (i = 0; i < 5; i++)
            l_550[i] = 1UL;
        if (l_531.f1)
            break;
        for (g_60 = (-10); (g_60 != 47); ++g_60)
        { /* block id: 255 */
            const int8_t l_541[1][5][2] = {{{0xEEL,1L},{1L,0xEEL},{1L,1L},{0xEEL,1L},{1L,0xEEL}}};
            int32_t l_549 = 0xD8BA44A8L;
            int32_t l_551 = 0x3D1591A8L;
            uint32_t l_552 = 0xD19C7746L;
            int32_t l_619 = 0x08F76F08L;
            uint16_t l_629 = 1UL;
            int i, j, k;
            p_14 = (!(((safe_unary_minus_func_int8_t_s((((l_553 |= (((((l_551 = (safe_mod_func_int8_t_s_s((l_541[0][3][1] > 0x4924L), (safe_mul_func_uint8_t_u_u(0x9DL, (safe_rshift_func_int16_t_s_u((((((safe_lshift_func_int8_t_s_s((p_15 = (p_15 & ((((p_14 & (safe_unary_minus_func_uint32_t_u((l_550[3] = (l_549 = (g_306 , g_94)))))) > g_94) , g_461[3][3][2]) == g_87))), 5)) , g_63[0]) , l_550[4]) < (-4L)) < p_14), l_541[0][0][0]))))))) ^ 0xA12D04D1L) <= 0UL) ^ l_552) && 1L)) && g_306.f3) | l_531.f1))) , g_461[4][1][3]) | 0xD8L));
            if (l_531.f3)
                continue;
            for (g_274 = 0; (g_274 < 25); ++g_274)
            { /* block id: 265 */
                int32_t l_573 = 0x3CE1D5ADL;
                int32_t l_614 = (-4L);
                int32_t l_620 = 1L;
                g_94 &= ((safe_lshift_func_int8_t_s_u((p_15 & 18446744073709551615UL), 4)) < (safe_add_func_uint8_t_u_u((((~p_14) , (((safe_add_func_uint16_t_u_u((p_14 >= ((l_571[3][2][1] = ((safe_add_func_int16_t_s_s((((l_551 |= ((safe_unary_minus_func_uint16_t_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u(g_48.f0, ((g_570[2][2] , l_549) < g_327[0][3][0]))), p_14)))) < p_15)) ^ (-9L)) && p_14), p_15)) ^ l_552)) == l_572[7])), p_15)) <= p_14) , l_531.f1)) & p_15), l_573)));
                for (l_532 = 0; (l_532 == 6); l_532 = safe_add_func_int16_t_s_s(l_532, 8))
                { /* block id: 271 */
                    int64_t l_592 = 0L;
                    int32_t l_594 = 4L;
                    p_14 = ((g_5[4] < l_572[0]) >= ((safe_sub_func_int16_t_s_s(l_550[3], ((g_94 >= (l_594 = (l_553 |= (+(safe_add_func_int8_t_s_s(((safe_div_func_int64_t_s_s(((safe_mod_func_uint32_t_u_u(0x8EA96937L, (((safe_unary_minus_func_int16_t_s(((((p_15 < (l_551 &= (safe_add_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s(((safe_lshift_func_int16_t_s_s(((g_48.f3 > 0xE2724D8AFF953E08LL) > l_592), 12)) >= g_48.f3), l_592)), p_15)))) | l_592) != l_573) == g_306.f2))) > l_573) ^ p_14))) , l_549), p_14)) | g_593), g_86[2])))))) == g_6))) | 1UL));
                    l_620 ^= (safe_rshift_func_int8_t_s_s((safe_lshift_func_int8_t_s_u((l_573 = 0L), 2)), ((((safe_mod_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_s((safe_lshift_func_uint8_t_u_s(((safe_lshift_func_uint8_t_u_u(((safe_sub_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(l_550[3], ((safe_rshift_func_uint16_t_u_u((p_14 , (((((g_462--) == (safe_mod_func_int32_t_s_s(l_619, l_614))) , 0L) >= (((l_613[5][0][1] &= (p_15 == l_592)) && l_531.f0) , 9L)) || 0x2DA41385L)), l_614)) != l_553))) ^ g_47), p_15)) ^ p_14), g_461[5][1][3])) , 251UL), p_15)), l_541[0][3][1])), p_14)) ^ 0UL) > l_594) <= 0x3BL)));
                }
                if (g_239)
                    break;
            }
            p_14 = ((-1L) != ((((safe_rshift_func_uint8_t_u_s((((safe_rshift_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_u((g_461[5][1][2] |= g_462), 9)) > (safe_rshift_func_int16_t_s_s(l_629, l_571[3][4][2]))), 4)) ^ 0L) <= ((safe_sub_func_uint64_t_u_u((l_632[3][2][0] & 0x3D2AL), g_5[4])) ^ g_306.f3)), 3)) > l_541[0][3][0]) != l_553) && 0x9AFCL));
        }
    }
    return g_48.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_136 g_95 g_47 g_306.f2 g_306.f0 g_48.f3 g_135 g_55 g_88 g_94 g_274 g_48.f2 g_306.f1 g_86 g_306 g_179 g_462 g_48.f1 g_5 g_485 g_87 g_6 g_461 g_459 g_239
 * writes: g_136 g_135 g_87 g_405 g_306.f0 g_88 g_94 g_274 g_437 g_462 g_459 g_179 g_60
 */
static int32_t  func_16(const uint32_t  p_17, int16_t  p_18, uint64_t  p_19)
{ /* block id: 164 */
    uint32_t l_383 = 1UL;
    int32_t l_414 = 1L;
    int32_t l_447 = 0x1B6C5D4DL;
    int32_t l_460[7];
    struct S0 l_511 = {0UL,0x53BA3348672F2D1FLL,1UL,0x628F1B933ADC69FBLL};
    uint32_t l_515 = 0x6A0CBC8EL;
    struct S1 l_524 = {1L};
    int i;
    for (i = 0; i < 7; i++)
        l_460[i] = 4L;
    for (g_136 = (-17); (g_136 == 49); ++g_136)
    { /* block id: 167 */
        uint16_t l_378[8] = {0xFC10L,0xA8D1L,0xFC10L,0xA8D1L,0xFC10L,0xA8D1L,0xFC10L,0xA8D1L};
        int32_t l_403 = 0L;
        int32_t l_404 = 0x400501E5L;
        int i;
        l_383 &= ((safe_add_func_int8_t_s_s(((((l_378[7] | 0xBA90L) & l_378[2]) != (0xF7L || g_95)) | g_47), (safe_sub_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((((((p_17 <= 0x9AL) && 0x68D51B04539A4285LL) & g_136) , g_306.f2) > g_306.f0), 0x6E81D26D1495F054LL)), g_48.f3)))) >= 0x39L);
        for (g_135 = 0; (g_135 < 10); ++g_135)
        { /* block id: 171 */
            int32_t l_397 = 0x11C3DE21L;
            int32_t l_398[1];
            int i;
            for (i = 0; i < 1; i++)
                l_398[i] = 1L;
            if (((l_383 && (~p_18)) < (safe_mod_func_int16_t_s_s(((safe_mod_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u(p_17, ((g_405 = (((safe_add_func_uint32_t_u_u((safe_add_func_int32_t_s_s((((l_398[0] = (g_87 = l_397)) || ((safe_mul_func_uint8_t_u_u(g_55, (safe_sub_func_int8_t_s_s((l_404 = (l_403 = l_378[7])), (g_95 , p_19))))) || l_378[7])) < 0xC8A921B74AA1CCE2LL), l_378[0])), 0L)) ^ l_383) != l_397)) && p_18))), 0x9485C10DL)) >= (-1L)), p_18))))
            { /* block id: 177 */
                uint32_t l_406 = 0UL;
                ++l_406;
                for (g_306.f0 = 0; (g_306.f0 <= 1); g_306.f0 += 1)
                { /* block id: 181 */
                    if (p_19)
                        break;
                    return p_17;
                }
            }
            else
            { /* block id: 185 */
                return p_17;
            }
        }
    }
    for (g_88 = 0; (g_88 < 8); ++g_88)
    { /* block id: 192 */
        int64_t l_413 = 1L;
        int32_t l_415 = (-4L);
        int32_t l_496 = 0xDF2E1CDDL;
        uint16_t l_507 = 0xABB6L;
        l_414 ^= (l_413 = (safe_div_func_int16_t_s_s(l_383, p_19)));
        l_414 = 0xBFA53FC1L;
        l_415 = 0xAACBA1ABL;
        if (p_18)
        { /* block id: 197 */
            int64_t l_416 = 0x5D0E9E8FA37E6468LL;
            g_94 ^= l_414;
            return l_416;
        }
        else
        { /* block id: 200 */
            int64_t l_436 = 0x112354786F5E0707LL;
            int32_t l_458 = 6L;
            if (((g_274--) | p_17))
            { /* block id: 202 */
                uint32_t l_435[6][2] = {{5UL,5UL},{5UL,5UL},{5UL,5UL},{5UL,5UL},{5UL,5UL},{5UL,5UL}};
                int32_t l_446 = 0x8D72C96BL;
                int i, j;
                for (g_135 = 1; (g_135 >= 0); g_135 -= 1)
                { /* block id: 205 */
                    return p_19;
                }
                l_447 = ((((1UL & (safe_rshift_func_uint16_t_u_s(((safe_mod_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(((safe_add_func_int16_t_s_s((safe_add_func_uint64_t_u_u(0x0469A338851B7382LL, (safe_rshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s((l_435[2][1] & 0UL), 13)), 0)), (l_414 ^= (g_274++)))))), (safe_div_func_uint64_t_u_u(((l_446 ^= (((g_47 >= (safe_lshift_func_int8_t_s_u(((p_17 <= ((safe_sub_func_uint64_t_u_u(0x4DDF7CE6966006FFLL, 3UL)) , 7UL)) < p_19), 2))) >= l_436) && l_436)) != g_48.f2), 2UL)))) | p_18), l_435[3][1])), g_306.f1)) , g_55), l_435[3][1]))) == l_383) <= p_17) < g_95);
                if (l_413)
                    break;
                g_94 = (g_437 = ((safe_lshift_func_int8_t_s_s(g_86[2], (((safe_div_func_int64_t_s_s(p_18, 6L)) < l_436) == (safe_div_func_int8_t_s_s(0x83L, (safe_div_func_uint16_t_u_u(((safe_mod_func_int64_t_s_s((l_458 = (l_415 && (g_306 , g_179))), 0xFB11A5E9F126144FLL)) == p_17), g_95))))))) >= g_306.f2));
            }
            else
            { /* block id: 216 */
                const uint16_t l_469 = 0x07DEL;
                g_462++;
                g_437 = (safe_sub_func_uint32_t_u_u((((l_469 | (((safe_mul_func_int16_t_s_s(((0x5E3DL <= ((((safe_mod_func_int64_t_s_s(((((((((safe_sub_func_uint64_t_u_u((!p_17), (0xD03C9111L <= g_48.f1))) && (l_414 = ((safe_mul_func_uint8_t_u_u((l_469 , (safe_sub_func_uint64_t_u_u(((safe_mul_func_int16_t_s_s((p_18 = p_19), g_5[0])) ^ g_48.f1), p_19))), g_485)) || g_462))) || g_95) & 0x7C5767386948D2B1LL) == 0xF2L) == l_458) >= g_47) | p_17), l_469)) ^ 0xA6022C04L) | 0UL) >= g_47)) >= g_87), g_6)) && 1UL) >= p_17)) || 1L) >= g_461[3][1][4]), l_458));
            }
            g_437 = (g_94 = (p_19 < (g_86[2] >= 0xD4A02A4D33EFB2E9LL)));
            if ((g_135 > ((l_414 = (safe_add_func_uint16_t_u_u(l_447, (g_405 = (safe_div_func_uint64_t_u_u((safe_lshift_func_int8_t_s_s((safe_div_func_int8_t_s_s((l_458 = (((g_459[5][5] &= p_18) && l_496) & (safe_mod_func_int64_t_s_s((((((safe_lshift_func_uint8_t_u_s(p_17, (safe_add_func_uint64_t_u_u((0x79L < ((safe_mul_func_int8_t_s_s((g_179 ^= (safe_rshift_func_uint16_t_u_s(((p_19 != p_18) & l_507), l_414))), 0x92L)) ^ p_17)), 0UL)))) >= l_436) < l_383) && l_383) , 0L), 1L)))), p_18)), g_48.f1)), l_436)))))) | p_17)))
            { /* block id: 229 */
                if (l_460[5])
                    break;
            }
            else
            { /* block id: 231 */
                uint64_t l_508 = 0UL;
                l_508++;
            }
        }
    }
    l_511 = l_511;
    if ((safe_rshift_func_int16_t_s_u(((~(l_515 != (safe_lshift_func_int16_t_s_u((((safe_mod_func_int32_t_s_s((safe_sub_func_uint8_t_u_u(((safe_add_func_uint8_t_u_u(((l_524 , (p_17 == ((safe_sub_func_uint16_t_u_u(((((+(safe_lshift_func_int16_t_s_u(l_511.f2, 5))) || (g_459[1][6] = ((l_414 |= (g_60 = p_19)) ^ (-9L)))) != 0xFCL) < l_460[5]), 9UL)) ^ l_511.f1))) ^ p_19), l_511.f3)) != p_18), p_19)), g_86[2])) > 1L) > p_18), 1)))) != (-10L)), g_239)))
    { /* block id: 240 */
        l_414 = p_17;
    }
    else
    { /* block id: 242 */
        return g_274;
    }
    return g_95;
}


/* ------------------------------------------ */
/* 
 * reads : g_327 g_86 g_88 g_48.f3 g_136
 * writes: g_94
 */
static int16_t  func_21(uint8_t  p_22)
{ /* block id: 157 */
    uint16_t l_362[7][3][3] = {{{0UL,65527UL,65535UL},{0UL,0UL,0x6706L},{65535UL,0UL,0x6752L}},{{0x00C9L,0UL,65534UL},{0x7AC9L,0UL,0x7AC9L},{0x0B4EL,65527UL,0UL}},{{0xEAA4L,1UL,65526UL},{0x0E23L,0x6073L,65535UL},{0UL,0x7D6FL,0x768FL}},{{0x0E23L,0xFD6CL,0UL},{0xEAA4L,0x00C9L,1UL},{0x0B4EL,0xA11FL,0UL}},{{0x7AC9L,0UL,65527UL},{0x00C9L,65526UL,65527UL},{65535UL,0UL,0UL}},{{0UL,0x0E23L,1UL},{0UL,0UL,0UL},{1UL,0x9037L,0x768FL}},{{65535UL,0x6752L,65535UL},{0UL,0x9037L,65526UL},{0x6073L,0UL,0UL}}};
    int32_t l_368 = (-1L);
    int32_t l_371 = 0xE317A01BL;
    uint32_t l_372 = 4294967294UL;
    int32_t l_373 = (-4L);
    int i, j, k;
    l_362[0][1][0] |= ((g_327[0][2][1] ^ (0UL && p_22)) & (g_86[2] ^ 0x2D78L));
    g_94 = (safe_add_func_int32_t_s_s((l_362[0][1][0] , (!(l_368 &= (safe_div_func_int16_t_s_s(0xFC7DL, l_362[0][1][0]))))), ((safe_div_func_uint8_t_u_u((l_371 = g_88), ((g_48.f3 , ((0UL ^ (l_373 = l_372)) == g_136)) || p_22))) == 0x856FL)));
    return l_372;
}


/* ------------------------------------------ */
/* 
 * reads : g_63 g_48.f3 g_48.f0 g_48.f1 g_47 g_55 g_48 g_95 g_87 g_94 g_136 g_88 g_3 g_179 g_5 g_86 g_135 g_239 g_60 g_274 g_306.f0 g_327
 * writes: g_63 g_86 g_87 g_88 g_55 g_95 g_94 g_135 g_136 g_48.f1 g_179 g_48 g_47 g_239 g_306 g_60 g_327
 */
static uint8_t  func_23(uint32_t  p_24, const int32_t  p_25, int32_t  p_26)
{ /* block id: 16 */
    struct S1 l_64 = {-10L};
    int32_t l_67[2][7][3] = {{{3L,3L,0xEEBB9F2FL},{0L,(-6L),0L},{3L,1L,1L},{0xCA477CAFL,(-6L),0x025F3D18L},{0xF7CFEB45L,3L,1L},{0L,(-1L),0L},{0xF7CFEB45L,1L,0xEEBB9F2FL}},{{0xCA477CAFL,(-1L),0x025F3D18L},{3L,3L,0xEEBB9F2FL},{0L,(-6L),0L},{3L,1L,1L},{0xCA477CAFL,(-6L),0x025F3D18L},{0xF7CFEB45L,3L,1L},{0L,(-1L),0L}}};
    uint32_t l_80 = 0x49DA2B61L;
    int8_t l_326 = (-1L);
    int32_t l_331 = 0L;
    int32_t l_336 = 0x1C7C94DDL;
    int32_t l_353 = (-5L);
    int i, j, k;
    l_64 = g_63[1];
    if ((safe_sub_func_int8_t_s_s((l_67[0][5][0] = p_26), 253UL)))
    { /* block id: 19 */
        uint8_t l_68 = 251UL;
        int32_t l_75 = 0xC6DDDD89L;
        int32_t l_81[1];
        int i;
        for (i = 0; i < 1; i++)
            l_81[i] = 0x7A400155L;
        l_81[0] ^= ((l_68 = p_25) , (safe_rshift_func_int16_t_s_u((p_24 || ((l_67[1][6][0] = p_26) || (((safe_lshift_func_int8_t_s_u(0xCCL, (safe_mul_func_uint8_t_u_u(((l_75 &= p_24) || (l_67[0][5][0] |= ((safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((p_26 <= ((g_48.f3 ^ l_80) , g_48.f3)), g_48.f0)), p_25)) == 0xF831C21DL))), g_48.f1)))) >= l_80) < l_68))), l_64.f0)));
    }
    else
    { /* block id: 25 */
        int32_t l_92[2];
        const int32_t l_107 = (-7L);
        uint16_t l_116[6] = {0xC4AEL,0xC4AEL,0xC4AEL,0xC4AEL,0xC4AEL,0xC4AEL};
        int32_t l_119 = 0L;
        struct S1 l_120[3][2] = {{{0x51F71E1A5471C440LL},{0x51F71E1A5471C440LL}},{{0x51F71E1A5471C440LL},{0x51F71E1A5471C440LL}},{{0x51F71E1A5471C440LL},{0x51F71E1A5471C440LL}}};
        uint64_t l_275[7][1];
        const struct S0 l_280 = {0x3CL,-9L,0x0607D1F7L,18446744073709551613UL};
        uint8_t l_313[5][2][5] = {{{255UL,247UL,255UL,0x12L,1UL},{246UL,0x8AL,0xFEL,251UL,251UL}},{{0x53L,255UL,255UL,0x53L,255UL},{248UL,248UL,0xFEL,251UL,0x8AL}},{{0xFBL,255UL,255UL,255UL,0xFBL},{248UL,251UL,246UL,0x8AL,0x64L}},{{255UL,0x53L,255UL,255UL,0x53L},{251UL,0xD0L,246UL,248UL,0x64L}},{{247UL,255UL,0x09L,255UL,0x09L},{0x64L,0x64L,0xD6L,251UL,248UL}}};
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_92[i] = 3L;
        for (i = 0; i < 7; i++)
        {
            for (j = 0; j < 1; j++)
                l_275[i][j] = 0UL;
        }
lbl_311:
        g_63[1] = l_64;
        if ((g_47 < 0xEE3DL))
        { /* block id: 27 */
            struct S0 l_172 = {7UL,-9L,0xE77FE76CL,18446744073709551614UL};
            g_87 = (safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s((g_86[2] = 0x049CL), 2)), p_26));
            if (p_26)
            { /* block id: 30 */
                const int64_t l_117 = (-1L);
                int32_t l_118[1][5] = {{0x606170AFL,0x606170AFL,0x606170AFL,0x606170AFL,0x606170AFL}};
                int i, j;
                g_88 = 0L;
                for (g_55 = 16; (g_55 <= 52); ++g_55)
                { /* block id: 34 */
                    struct S0 l_91 = {253UL,0x8786719559927786LL,0UL,0x5F77C4363893D913LL};
                    int32_t l_93 = 0xD2B77465L;
                    l_91 = g_48;
                    --g_95;
                    p_26 &= (safe_add_func_int8_t_s_s((safe_add_func_uint64_t_u_u(l_93, (l_92[1] ^= ((l_80 >= l_91.f2) >= (~(-7L)))))), ((safe_mod_func_uint64_t_u_u(((safe_add_func_int64_t_s_s(l_107, (g_63[1].f0 = ((safe_div_func_int32_t_s_s((safe_mul_func_int8_t_s_s(g_48.f0, (l_119 = (safe_add_func_int32_t_s_s((safe_sub_func_int8_t_s_s((p_25 , l_116[4]), l_117)), l_118[0][1]))))), 0xC99091BBL)) <= g_87)))) == g_95), g_94)) & g_47)));
                }
                l_120[0][0] = g_63[1];
            }
            else
            { /* block id: 43 */
                int8_t l_134 = 0xBBL;
                int32_t l_176 = 0x37552BDAL;
                g_94 ^= 1L;
                for (l_80 = 1; (l_80 <= 5); l_80 += 1)
                { /* block id: 47 */
                    int i;
                    return l_116[l_80];
                }
                if ((safe_sub_func_int16_t_s_s(l_67[0][1][2], (safe_mul_func_int8_t_s_s((g_87 = (safe_add_func_int64_t_s_s(p_24, 0x9857A524CF1313BALL))), (safe_mod_func_uint8_t_u_u((((!(safe_mod_func_int64_t_s_s(((l_64.f0 == 0x693D23E424006628LL) | (0UL > ((l_67[1][2][0] , 0xA0L) != 0x7DL))), 1UL))) == p_24) >= l_134), 0x72L)))))))
                { /* block id: 51 */
                    return l_120[0][0].f0;
                }
                else
                { /* block id: 53 */
                    struct S1 l_139 = {0x061077F729EE1F00LL};
                    struct S0 l_173 = {0x58L,-1L,1UL,18446744073709551615UL};
                    g_135 = l_67[0][5][1];
                    --g_136;
                    l_64 = l_139;
                    l_67[0][3][1] ^= (safe_sub_func_int32_t_s_s(((safe_rshift_func_uint16_t_u_u(((g_48.f1 = (safe_mod_func_uint64_t_u_u(((((safe_mod_func_uint32_t_u_u((safe_add_func_int16_t_s_s(((safe_add_func_uint8_t_u_u((safe_add_func_int16_t_s_s((safe_unary_minus_func_uint8_t_u(254UL)), ((((g_94 = ((g_48.f0 || (((safe_rshift_func_int16_t_s_s(((((safe_add_func_uint8_t_u_u((l_92[1] ^= (((((safe_mod_func_int16_t_s_s((((g_63[0] , (safe_add_func_int32_t_s_s((+(((safe_mul_func_int8_t_s_s((((safe_lshift_func_uint8_t_u_u(((l_134 | (safe_sub_func_int32_t_s_s((((safe_lshift_func_int16_t_s_s(((0x2E2D9781L != ((l_173 = l_172) , (((l_176 = (safe_rshift_func_uint16_t_u_u(0x36D6L, g_88))) < 0xF12889EA80ACB108LL) == 0L))) && g_3), 14)) || p_24) | 0L), l_119))) & p_25), 0)) , p_24) , 0L), 0xBFL)) > 0x70E5BB3944318FB6LL) > g_94)), g_95))) < 0L) & g_87), p_26)) ^ g_88) >= g_47) , 0x65101407DDA1A820LL) == 5UL)), g_48.f3)) , (-1L)) , l_172.f2) != p_24), 0)) , (-1L)) , l_172.f1)) | p_25)) | l_116[1]) >= l_116[3]) == l_139.f0))), l_134)) , p_26), p_24)), 4294967295UL)) && p_24) , g_94) , 0x6B904A808FE06755LL), l_119))) & g_136), l_139.f0)) <= 0x563440EEL), 3L));
                }
            }
        }
        else
        { /* block id: 65 */
            uint32_t l_182 = 0x3236F7AEL;
            int8_t l_219 = (-1L);
            int32_t l_220[8][8] = {{(-3L),1L,(-3L),1L,(-3L),0x98444E19L,(-3L),0x98444E19L},{(-3L),0x98444E19L,(-3L),0x98444E19L,(-3L),1L,(-3L),1L},{(-3L),1L,(-3L),1L,(-3L),0x98444E19L,(-3L),0x98444E19L},{(-3L),0x98444E19L,(-3L),0x98444E19L,(-3L),1L,(-3L),1L},{(-3L),1L,(-3L),1L,(-3L),0x98444E19L,(-3L),0x98444E19L},{(-3L),0x98444E19L,(-3L),0x98444E19L,(-3L),1L,(-3L),1L},{(-3L),1L,(-3L),1L,(-3L),0x98444E19L,(-3L),0x98444E19L},{(-3L),0x98444E19L,(-3L),0x98444E19L,(-3L),1L,(-3L),1L}};
            uint8_t l_235 = 0xA3L;
            uint32_t l_286 = 0UL;
            uint8_t l_309 = 1UL;
            int32_t l_321 = 0L;
            int i, j;
            if ((p_26 = (g_94 = (safe_mod_func_uint64_t_u_u((g_179 = p_26), (safe_div_func_int32_t_s_s(l_182, p_26)))))))
            { /* block id: 69 */
                struct S0 l_191 = {0xD9L,0xD1BAEC03ACE2569ELL,0xB6F6ADDBL,0x96DA0F4BA2F90591LL};
                for (g_179 = 0; (g_179 == (-2)); --g_179)
                { /* block id: 72 */
                    g_48 = ((((safe_rshift_func_uint8_t_u_u((4294967286UL ^ (safe_div_func_int16_t_s_s((l_67[1][0][1] ^= g_5[0]), (g_179 & 1L)))), (0xC9F8L & g_86[0]))) > (safe_sub_func_int16_t_s_s(g_87, g_47))) >= g_135) , l_191);
                }
                p_26 = l_119;
                for (g_47 = 0; (g_47 > 33); ++g_47)
                { /* block id: 79 */
                    if (g_135)
                        break;
                }
            }
            else
            { /* block id: 82 */
                struct S0 l_218 = {248UL,0xE14AC15745251B9DLL,0UL,9UL};
                int32_t l_237 = 0x83E401C7L;
                int32_t l_238 = (-1L);
                int32_t l_248[8][6] = {{0x74BCF860L,0L,0x6475C12EL,0L,0x74BCF860L,1L},{0L,0x74BCF860L,1L,1L,0x74BCF860L,0L},{0L,0L,0x37E68031L,0x74BCF860L,0x37E68031L,0L},{0x37E68031L,0L,1L,0x6475C12EL,0x6475C12EL,1L},{0x37E68031L,0x37E68031L,0x6475C12EL,0x74BCF860L,(-1L),0x74BCF860L},{0L,0x37E68031L,0L,1L,0x6475C12EL,0x6475C12EL},{0L,0L,0L,0L,0x37E68031L,0x74BCF860L},{0x74BCF860L,0L,0x6475C12EL,0L,0x74BCF860L,1L}};
                int i, j;
                for (p_26 = 0; (p_26 > 14); p_26 = safe_add_func_int16_t_s_s(p_26, 7))
                { /* block id: 85 */
                    return g_86[3];
                }
                if ((safe_mul_func_int16_t_s_s((((l_220[2][0] = ((p_24 >= (g_136 > (safe_div_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s((safe_sub_func_uint8_t_u_u(0x94L, (+(safe_mod_func_int32_t_s_s((((p_25 != (safe_mod_func_int64_t_s_s(g_48.f2, (+(safe_rshift_func_uint16_t_u_u((((safe_div_func_int64_t_s_s((safe_lshift_func_int8_t_s_u((safe_div_func_uint64_t_u_u(p_26, (l_218 , 1L))), 0)), g_135)) != l_92[0]) < p_24), l_219)))))) , l_119) > 250UL), 7L))))), l_67[1][0][0])), g_63[1].f0)))) < 3L)) >= 0x4671L) , 0x8E6FL), 1UL)))
                { /* block id: 89 */
                    uint32_t l_234 = 1UL;
                    uint32_t l_236 = 0x10BFE305L;
                    p_26 = (((safe_mod_func_uint8_t_u_u(p_26, g_135)) , p_24) != ((g_95 >= (safe_sub_func_uint8_t_u_u((safe_add_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s((safe_mod_func_uint32_t_u_u(p_26, ((g_5[5] == (+(l_67[0][4][1] = (g_47--)))) ^ (g_179 = (l_235 ^= l_234))))), l_218.f3)), p_25)), (-1L)))) <= l_236));
                    --g_239;
                }
                else
                { /* block id: 96 */
                    return p_25;
                }
                if ((safe_mul_func_int8_t_s_s(l_218.f3, (l_119 |= p_26))))
                { /* block id: 100 */
                    uint16_t l_264[3][3][4] = {{{65527UL,65527UL,0x4DF3L,0x49FBL},{0x2260L,0x606AL,0x2260L,0x4DF3L},{0x2260L,0x4DF3L,0x4DF3L,0x2260L}},{{65527UL,0x4DF3L,0x49FBL,0x4DF3L},{0x4DF3L,0x606AL,0x49FBL,0x49FBL},{65527UL,65527UL,0x4DF3L,0x49FBL}},{{0x2260L,0x606AL,0x2260L,0x4DF3L},{0x2260L,0x4DF3L,0x4DF3L,0x2260L},{65527UL,0x4DF3L,0x49FBL,0x4DF3L}}};
                    int i, j, k;
                    l_67[1][3][2] = (safe_mul_func_int16_t_s_s((g_60 || (0x94D4028BL == (l_248[7][4] , (l_248[7][4] ^= p_25)))), 1L));
                    g_94 = (safe_mul_func_int8_t_s_s(1L, (g_95 , (safe_rshift_func_int8_t_s_s(l_116[4], (g_239 < ((((((safe_mul_func_uint8_t_u_u(g_87, (safe_sub_func_uint32_t_u_u((g_47 ^= (((p_25 <= ((safe_lshift_func_int8_t_s_s((safe_unary_minus_func_uint64_t_u((((safe_add_func_uint64_t_u_u((safe_sub_func_int64_t_s_s((((0x03D663974614B01ELL == p_25) < g_5[5]) <= 0xED2F2861A52A70A1LL), l_119)), l_92[1])) & 0x1ACCL) | 0xDB0EL))), g_55)) < g_95)) == g_136) , 0x4861A759L)), l_92[1])))) == g_179) ^ l_218.f1) , p_25) && p_24) <= l_264[1][2][1])))))));
                }
                else
                { /* block id: 105 */
                    return l_248[2][1];
                }
            }
            if ((safe_add_func_uint16_t_u_u(((p_26 || ((((0x75L == ((((safe_mul_func_uint8_t_u_u(((l_275[3][0] = (!((+(!(l_80 != (safe_sub_func_uint32_t_u_u((g_86[2] , l_80), (g_274 ^ g_88)))))) | 9UL))) || p_25), g_5[5])) & 0xDA5BL) || l_235) ^ g_136)) <= 0xC972F055FC917A76LL) > l_116[4]) ^ p_25)) , g_3), l_107)))
            { /* block id: 110 */
                uint32_t l_291 = 0x8687C02BL;
                l_120[0][0] = g_63[1];
                p_26 = ((safe_add_func_uint64_t_u_u(((safe_mul_func_int8_t_s_s((((l_120[0][1] , l_280) , ((~(safe_mod_func_int64_t_s_s((g_63[1].f0 & (safe_add_func_uint8_t_u_u(((((l_286 && ((safe_lshift_func_int8_t_s_s(g_48.f0, (((safe_sub_func_int8_t_s_s((g_87 = p_24), (g_86[2] != g_86[0]))) & 0x7AA4D164L) | p_24))) , 7L)) | 0x1EL) < 1UL) != p_24), p_24))), g_48.f3))) < g_274)) | p_26), p_24)) != l_291), l_220[4][7])) < 1UL);
            }
            else
            { /* block id: 114 */
                struct S0 l_305[5][4] = {{{0xD7L,1L,18446744073709551608UL,0UL},{0UL,0x6741604F6BAB0A81LL,0x52C867FCL,0xA2A0E692073EED61LL},{0x8BL,2L,18446744073709551611UL,4UL},{0UL,0x6741604F6BAB0A81LL,0x52C867FCL,0xA2A0E692073EED61LL}},{{1UL,0L,0xADD63794L,0x50A066732F6BFA9CLL},{251UL,0x1BFE24F2C05DE989LL,0xFE7A048CL,0xAB89B45EA4DF7B65LL},{247UL,1L,1UL,0x3E3D19DE9F1F9AA6LL},{0x8BL,2L,18446744073709551611UL,4UL}},{{0UL,0x6741604F6BAB0A81LL,0x52C867FCL,0xA2A0E692073EED61LL},{251UL,0x1BFE24F2C05DE989LL,0xFE7A048CL,0xAB89B45EA4DF7B65LL},{251UL,0x1BFE24F2C05DE989LL,0xFE7A048CL,0xAB89B45EA4DF7B65LL},{0UL,0x6741604F6BAB0A81LL,0x52C867FCL,0xA2A0E692073EED61LL}},{{251UL,0x1BFE24F2C05DE989LL,0xFE7A048CL,0xAB89B45EA4DF7B65LL},{0UL,0x6741604F6BAB0A81LL,0x52C867FCL,0xA2A0E692073EED61LL},{1UL,0L,0xADD63794L,0x50A066732F6BFA9CLL},{247UL,1L,1UL,0x3E3D19DE9F1F9AA6LL}},{{0xD7L,1L,18446744073709551608UL,0UL},{1UL,-1L,0UL,0x1709528B976E1589LL},{0xD7L,1L,18446744073709551608UL,0UL},{0x8BL,2L,18446744073709551611UL,4UL}}};
                int32_t l_310 = (-4L);
                int i, j;
                for (g_48.f3 = 24; (g_48.f3 <= 28); ++g_48.f3)
                { /* block id: 117 */
                    int8_t l_307[3][4] = {{0x4DL,0xA7L,0x59L,0x59L},{1L,1L,0x4DL,0x59L},{(-8L),0xA7L,(-8L),0x4DL}};
                    int32_t l_308[2][1][7] = {{{(-5L),(-5L),(-2L),(-5L),(-5L),(-2L),(-5L)}},{{(-5L),(-1L),(-1L),(-5L),(-1L),(-1L),(-5L)}}};
                    int i, j, k;
                    l_309 = (((safe_mod_func_uint64_t_u_u((l_220[0][2] = (((4UL > ((safe_mod_func_int64_t_s_s(((!((((p_26 == (safe_rshift_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((l_92[1] &= g_48.f0), l_107)), 1))) < ((((safe_lshift_func_uint16_t_u_u((((g_306 = l_305[4][3]) , (l_308[1][0][2] = l_307[1][2])) && ((((l_308[1][0][2] ^= (p_26 || 0L)) <= 0xF27F191EL) , l_116[4]) > l_307[1][2])), l_275[3][0])) , 0x2430E65646EC25E2LL) ^ l_307[0][1]) == 1L)) , l_220[2][4]) && l_305[4][3].f3)) || g_86[3]), 0xF2985383A0FE8AC2LL)) || l_219)) < p_25) >= 0UL)), 0x47274797750E5ECFLL)) != 0xC1L) >= p_25);
                    g_94 &= 0x7C74E412L;
                    if (g_48.f0)
                        break;
                    l_310 &= 0xC2072D21L;
                }
                if (p_24)
                    goto lbl_311;
                p_26 = ((safe_unary_minus_func_int32_t_s(((((l_313[4][1][2] && (~(safe_sub_func_uint64_t_u_u(1UL, 0xCF9D2E76CEADBB75LL)))) | ((safe_div_func_uint64_t_u_u((g_60 = ((safe_mod_func_int64_t_s_s(l_305[4][3].f1, (l_310 = ((l_92[1] = ((g_48.f3 <= l_321) > (l_67[0][2][2] &= (safe_add_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(0x395FL, 9)), p_25))))) , 1UL)))) , g_95)), g_63[1].f0)) & 0x139FEF34L)) ^ p_25) || g_306.f0))) || l_119);
            }
            g_327[0][2][1]++;
        }
        l_67[0][1][2] = p_25;
    }
    l_336 &= (0UL && (safe_unary_minus_func_int64_t_s((l_64 , ((((l_331 ^= (g_94 = p_25)) == p_25) || (safe_mod_func_uint64_t_u_u(0xA0AD21AF20750932LL, (safe_sub_func_uint64_t_u_u(l_326, (((((0x1CL && l_64.f0) , 0x83L) >= g_239) ^ l_67[1][3][1]) != p_26)))))) , 0L)))));
    if (p_26)
    { /* block id: 142 */
        for (p_26 = 0; (p_26 >= (-24)); p_26 = safe_sub_func_int16_t_s_s(p_26, 9))
        { /* block id: 145 */
            uint64_t l_339[1][5][2];
            int i, j, k;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 5; j++)
                {
                    for (k = 0; k < 2; k++)
                        l_339[i][j][k] = 18446744073709551615UL;
                }
            }
            return l_339[0][4][0];
        }
    }
    else
    { /* block id: 148 */
        int32_t l_344[2];
        int32_t l_356 = 0x753D262FL;
        uint16_t l_357 = 65535UL;
        int32_t l_358 = 0x33CA6AD3L;
        struct S0 l_359 = {0xFBL,-9L,1UL,0UL};
        int i;
        for (i = 0; i < 2; i++)
            l_344[i] = 0xE9ED53E5L;
        l_358 |= (l_357 ^= (l_356 = ((safe_rshift_func_int8_t_s_s(((((safe_add_func_uint32_t_u_u((g_327[0][3][0] ^= l_344[1]), l_344[0])) , g_47) ^ (-2L)) , (safe_sub_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((safe_mod_func_int16_t_s_s(((safe_sub_func_int32_t_s_s((l_67[0][5][0] = l_353), ((safe_add_func_uint16_t_u_u((l_331 >= g_60), l_331)) & l_326))) != g_239), 0x1C97L)), l_344[1])), g_48.f1))), p_25)) || g_55)));
        l_359 = l_359;
    }
    return g_94;
}


/* ------------------------------------------ */
/* 
 * reads : g_55 g_60
 * writes: g_55 g_60
 */
static int32_t  func_27(uint8_t  p_28, int16_t  p_29, const uint8_t  p_30, struct S0  p_31, uint64_t  p_32)
{ /* block id: 11 */
    int8_t l_50 = 0L;
    int32_t l_51 = 1L;
    int32_t l_52 = (-9L);
    int32_t l_53 = (-1L);
    int32_t l_54 = 0x37A762AFL;
    int32_t l_58 = 0x9405A9ADL;
    int32_t l_59 = 9L;
    l_50 &= (-1L);
    ++g_55;
    g_60++;
    return l_59;
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
        transparent_crc(g_5[i], "g_5[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_48.f0, "g_48.f0", print_hash_value);
    transparent_crc(g_48.f1, "g_48.f1", print_hash_value);
    transparent_crc(g_48.f2, "g_48.f2", print_hash_value);
    transparent_crc(g_48.f3, "g_48.f3", print_hash_value);
    transparent_crc(g_55, "g_55", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_63[i].f0, "g_63[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_86[i], "g_86[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_88, "g_88", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_135, "g_135", print_hash_value);
    transparent_crc(g_136, "g_136", print_hash_value);
    transparent_crc(g_179, "g_179", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    transparent_crc(g_274, "g_274", print_hash_value);
    transparent_crc(g_306.f0, "g_306.f0", print_hash_value);
    transparent_crc(g_306.f1, "g_306.f1", print_hash_value);
    transparent_crc(g_306.f2, "g_306.f2", print_hash_value);
    transparent_crc(g_306.f3, "g_306.f3", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_327[i][j][k], "g_327[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_405, "g_405", print_hash_value);
    transparent_crc(g_437, "g_437", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_459[i][j], "g_459[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_461[i][j][k], "g_461[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_462, "g_462", print_hash_value);
    transparent_crc(g_485, "g_485", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_570[i][j].f0, "g_570[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_593, "g_593", print_hash_value);
    transparent_crc(g_633, "g_633", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
