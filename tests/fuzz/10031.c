// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10031 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10031
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   const int8_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static uint32_t g_4[5][5][5] = {{{0xCC424770L,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL},{0xC6E54EE8L,4UL,0x37911B9CL,0x5A7DD9AEL,1UL},{8UL,18446744073709551612UL,0UL,0xEF2C3654L,18446744073709551612UL},{0x9481F340L,0UL,0x37911B9CL,0xAF425F5FL,8UL},{8UL,18446744073709551606UL,18446744073709551615UL,0xEF2C3654L,18446744073709551606UL}},{{0xC6E54EE8L,0UL,18446744073709551615UL,0x5A7DD9AEL,8UL},{0xCC424770L,18446744073709551612UL,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL},{0xC6E54EE8L,4UL,0x37911B9CL,0x5A7DD9AEL,1UL},{8UL,18446744073709551612UL,0UL,0xEF2C3654L,18446744073709551612UL},{0x9481F340L,0x4795ED7CL,0x60E77906L,1UL,0xBA966896L}},{{0UL,0x2C7C8A6BL,0UL,18446744073709551606UL,0x2C7C8A6BL},{0x9D786592L,0x4795ED7CL,8UL,4UL,0xBA966896L},{0xF6FB807CL,1UL,0UL,0UL,1UL},{0x9D786592L,5UL,0x60E77906L,4UL,1UL},{0UL,1UL,18446744073709551612UL,18446744073709551606UL,1UL}},{{0x9A2F3817L,0x4795ED7CL,0x60E77906L,1UL,0xBA966896L},{0UL,0x2C7C8A6BL,0UL,18446744073709551606UL,0x2C7C8A6BL},{0x9D786592L,0x4795ED7CL,8UL,4UL,0xBA966896L},{0xF6FB807CL,1UL,0UL,0UL,1UL},{0x9D786592L,5UL,0x60E77906L,4UL,1UL}},{{0UL,1UL,18446744073709551612UL,18446744073709551606UL,1UL},{0x9A2F3817L,0x4795ED7CL,0x60E77906L,1UL,0xBA966896L},{0UL,0x2C7C8A6BL,0UL,18446744073709551606UL,0x2C7C8A6BL},{0x9D786592L,0x4795ED7CL,8UL,4UL,0xBA966896L},{0xF6FB807CL,1UL,0UL,0UL,1UL}}};
static struct S0 g_44 = {0L};
static int32_t g_68 = 5L;
static uint8_t g_86[1][4] = {{255UL,255UL,255UL,255UL}};
static int64_t g_87 = 0x57C395B56AF6502FLL;
static uint32_t g_89 = 0xFC28C89DL;
static int32_t g_99 = 0x252728FCL;
static uint32_t g_309 = 0x25F0FA44L;
static int32_t g_310[1] = {0x4D931CDDL};
static int32_t g_330 = 1L;
static int16_t g_346 = (-1L);
static int32_t g_358 = 0x11879B9EL;
static int32_t g_375 = 0xB492963FL;
static int64_t g_388[1][8][6] = {{{(-1L),0L,0x2E3F9418459B3AB6LL,(-2L),0x2E3F9418459B3AB6LL,0L},{0x2E3F9418459B3AB6LL,(-1L),0xB1498069FB510D02LL,(-1L),(-1L),0xB1498069FB510D02LL},{0x2E3F9418459B3AB6LL,0x2E3F9418459B3AB6LL,(-1L),(-2L),(-1L),(-2L)},{(-1L),0x2E3F9418459B3AB6LL,(-1L),0xB1498069FB510D02LL,(-1L),(-1L)},{0L,(-1L),(-1L),0L,0x2E3F9418459B3AB6LL,(-2L)},{(-2L),0L,(-1L),0L,(-2L),0xB1498069FB510D02LL},{0L,(-2L),0xB1498069FB510D02LL,0xB1498069FB510D02LL,(-2L),0L},{(-1L),0L,0x2E3F9418459B3AB6LL,(-2L),0x2E3F9418459B3AB6LL,0L}}};
static uint32_t g_390 = 0x95524EEAL;
static uint8_t g_395 = 253UL;
static int32_t g_404 = (-5L);
static uint64_t g_407 = 0UL;
static int32_t g_420 = 0L;
static uint16_t g_423 = 0x6EA2L;
static uint8_t g_447[1][3][6] = {{{0x18L,0x18L,1UL,1UL,0x18L,0x18L},{0x18L,1UL,1UL,0x18L,0x18L,1UL},{0x18L,0x18L,1UL,1UL,0x18L,0x18L}}};
static int8_t g_469 = (-1L);
static int32_t g_586 = (-6L);
static uint8_t g_699 = 0UL;
static uint64_t g_702 = 0x8030F87A307D2086LL;
static int16_t g_722 = (-1L);
static int32_t g_724 = 0x098B1568L;
static uint8_t g_727 = 0UL;
static int8_t g_768 = 0xCBL;
static int32_t g_769 = 0xFBD1DA20L;
static int32_t g_770 = 0xAF0E6F6BL;
static int32_t g_771[6][8] = {{0xBCF70513L,(-1L),1L,0xBCF70513L,0xBCF70513L,1L,(-1L),0xBCF70513L},{0L,(-1L),0x915D7B80L,0L,0xBCF70513L,0x915D7B80L,0x915D7B80L,0xBCF70513L},{0xBCF70513L,0x915D7B80L,0x915D7B80L,0xBCF70513L,0L,0x915D7B80L,(-1L),0L},{0xBCF70513L,(-1L),1L,0xBCF70513L,0xBCF70513L,1L,(-1L),0xBCF70513L},{0L,(-1L),0x915D7B80L,0L,0xBCF70513L,0x915D7B80L,0x915D7B80L,0xBCF70513L},{0xBCF70513L,1L,1L,0L,5L,1L,0x915D7B80L,5L}};
static int16_t g_775 = 1L;
static uint16_t g_776 = 65528UL;
static uint32_t g_787 = 0xF0206149L;
static int32_t g_867 = 0x1D23897EL;
static int32_t g_900 = 0x011375A9L;
static int32_t g_901 = 1L;
static int8_t g_902 = 1L;
static int64_t g_903[7][7] = {{0x8EFDB7C8F3D0CEE7LL,7L,0x650D094E45239D83LL,7L,0x8EFDB7C8F3D0CEE7LL,0xBC878C7D05CE4D5BLL,0x009775F6411542FELL},{0x3C3AA2EBA06D92E9LL,0L,0x02B9F2492573088ELL,0xDE5960AA10805F7BLL,0x9609C566ED0C4793LL,0xDE5960AA10805F7BLL,0x02B9F2492573088ELL},{0x009775F6411542FELL,0x009775F6411542FELL,0x303DAD9E1F006597LL,0x650D094E45239D83LL,0x90733FBC13B213A6LL,6L,(-1L)},{0x3C3AA2EBA06D92E9LL,0xDE5960AA10805F7BLL,0x0C10189C0C57FE6ALL,0x0C10189C0C57FE6ALL,0xDE5960AA10805F7BLL,0x3C3AA2EBA06D92E9LL,0x9609C566ED0C4793LL},{0x8EFDB7C8F3D0CEE7LL,0x303DAD9E1F006597LL,7L,0xEF02415A314FE9D8LL,0x90733FBC13B213A6LL,0x90733FBC13B213A6LL,0xEF02415A314FE9D8LL},{0x32BDFBE3CA875E19LL,(-9L),0x32BDFBE3CA875E19LL,0xB036447816CA5C67LL,0x9609C566ED0C4793LL,0x560529E2A726C831LL,0x3C3AA2EBA06D92E9LL},{7L,0x303DAD9E1F006597LL,0x8EFDB7C8F3D0CEE7LL,6L,0x8EFDB7C8F3D0CEE7LL,0x303DAD9E1F006597LL,7L}};
static int32_t g_904 = 1L;
static uint32_t g_980 = 7UL;
static int64_t g_987 = 0L;
static int32_t g_991 = 0xE2F1F2A0L;
static uint32_t g_994 = 0x0C0D1A64L;


/* --- FORWARD DECLARATIONS --- */
static struct S0  func_1(void);
static int32_t  func_5(int32_t  p_6, int32_t  p_7, uint16_t  p_8, int8_t  p_9);
static struct S0  func_21(const int8_t  p_22, int64_t  p_23, int32_t  p_24, uint64_t  p_25);
static uint64_t  func_31(const uint32_t  p_32, struct S0  p_33, uint32_t  p_34, uint32_t  p_35, int8_t  p_36);
static const uint64_t  func_39(struct S0  p_40, int8_t  p_41, uint32_t  p_42, uint8_t  p_43);
static int64_t  func_46(uint32_t  p_47, uint32_t  p_48);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_44 g_68 g_89 g_99 g_87 g_86 g_309 g_330 g_346 g_310 g_358 g_390 g_395 g_407 g_423 g_420 g_447 g_388 g_404 g_586 g_469 g_375 g_699 g_702 g_727 g_724 g_776 g_787 g_771 g_769 g_770 g_722 g_775 g_867 g_768 g_904 g_902 g_903 g_980 g_994
 * writes: g_68 g_86 g_87 g_89 g_99 g_310 g_330 g_358 g_375 g_390 g_395 g_407 g_404 g_423 g_420 g_469 g_309 g_586 g_699 g_702 g_727 g_776 g_722 g_724 g_770 g_447 g_775 g_994 g_768
 */
static struct S0  func_1(void)
{ /* block id: 0 */
    uint16_t l_30 = 65535UL;
    int32_t l_519 = 0x3B74952DL;
    struct S0 l_520 = {0x18L};
    int32_t l_669[3];
    uint64_t l_762 = 18446744073709551611UL;
    int32_t l_849 = 0xB4EFA6D6L;
    uint8_t l_896 = 7UL;
    int32_t l_923 = 7L;
    uint8_t l_924 = 255UL;
    uint16_t l_997 = 0x7CA7L;
    int i;
    for (i = 0; i < 3; i++)
        l_669[i] = 0x5E0F200FL;
    if ((safe_rshift_func_uint16_t_u_s(g_4[4][1][3], 14)))
    { /* block id: 1 */
        int8_t l_12[4];
        int32_t l_45 = 0L;
        uint8_t l_658 = 0x87L;
        int32_t l_718 = (-9L);
        int32_t l_766 = 0xDE282149L;
        int32_t l_767 = 0x5E0D1832L;
        int32_t l_772 = (-1L);
        int32_t l_844 = (-1L);
        uint64_t l_850 = 18446744073709551615UL;
        int i;
        for (i = 0; i < 4; i++)
            l_12[i] = (-3L);
        if (func_5((safe_sub_func_int16_t_s_s(l_12[3], (0x2214C259L && (safe_rshift_func_int8_t_s_u(((safe_sub_func_uint16_t_u_u((safe_div_func_int32_t_s_s((safe_mul_func_int8_t_s_s(l_12[2], (g_586 &= (func_21(((((safe_add_func_uint16_t_u_u(((safe_add_func_int64_t_s_s(l_30, func_31((safe_mod_func_uint8_t_u_u(g_4[3][2][3], (((l_519 |= (func_39(g_44, (l_45 |= l_30), g_4[4][1][3], l_12[3]) || 18446744073709551615UL)) | l_30) | 4UL))), l_520, l_30, l_12[3], l_520.f0))) , l_12[3]), l_12[0])) || l_12[3]) != 65535UL) <= 0xE5L), g_447[0][0][1], l_12[3], l_12[3]) , g_89)))), g_4[4][1][3])), g_447[0][0][2])) && l_45), 5))))), g_447[0][0][3], l_30, l_520.f0))
        { /* block id: 283 */
            int8_t l_632 = (-1L);
            int32_t l_656[4];
            int8_t l_657[7];
            int32_t l_659 = 0xAE2A5138L;
            int i;
            for (i = 0; i < 4; i++)
                l_656[i] = (-1L);
            for (i = 0; i < 7; i++)
                l_657[i] = 0x03L;
            l_519 = (safe_div_func_uint32_t_u_u(((safe_div_func_int8_t_s_s((g_469 &= g_388[0][4][3]), l_519)) | ((g_99 , l_632) >= (g_68 >= l_520.f0))), 0x20DA0B9AL));
            l_659 = (safe_mul_func_int16_t_s_s(((safe_div_func_int32_t_s_s((((safe_mod_func_int64_t_s_s((l_657[5] = (safe_lshift_func_uint16_t_u_s(((((((safe_lshift_func_int16_t_s_s((safe_sub_func_int64_t_s_s((g_447[0][0][1] <= 0xFBAF6D0482F9EE1BLL), (safe_div_func_int8_t_s_s((safe_div_func_int8_t_s_s((g_330 , (l_656[3] |= (((((safe_add_func_int16_t_s_s((+(g_469 == ((((((((safe_rshift_func_uint16_t_u_u((g_586 > (0x2668L > (safe_mod_func_uint8_t_u_u(g_447[0][1][0], g_309)))), 8)) > g_375) , g_309) >= g_346) != g_447[0][0][3]) <= 0x0D90L) || g_423) == 1L))), g_404)) <= l_12[3]) && l_519) >= g_447[0][0][3]) & l_519))), g_469)), l_632)))), 7)) | l_30) ^ l_45) == 18446744073709551615UL) , g_447[0][0][3]) > (-8L)), 1))), 0x122F91D268B26EDALL)) , l_30) != g_310[0]), 0x92EC5B8AL)) , 0xC623L), l_658));
            l_45 = g_420;
            l_656[3] |= ((~g_87) <= (safe_mod_func_uint32_t_u_u((g_586 & ((((0x2DL == (((4294967295UL & ((((l_45 | ((((((((l_519 = (-1L)) < l_657[5]) , g_469) & 0UL) ^ g_68) , 4UL) > l_12[3]) == g_4[4][1][1])) >= 4294967294UL) , g_388[0][2][5]) <= 1UL)) >= l_520.f0) || g_423)) <= l_658) != g_68) < g_388[0][7][0])), g_586)));
        }
        else
        { /* block id: 292 */
            uint32_t l_690[1];
            uint32_t l_691 = 1UL;
            struct S0 l_692 = {0xCDL};
            int i;
            for (i = 0; i < 1; i++)
                l_690[i] = 1UL;
            l_45 = (safe_mul_func_int16_t_s_s((!(+(safe_add_func_uint16_t_u_u((g_423++), (safe_sub_func_uint8_t_u_u(((safe_mul_func_int8_t_s_s(l_658, ((((safe_add_func_int32_t_s_s(l_12[2], (safe_div_func_uint64_t_u_u(0x2A432E1B750284F3LL, (safe_div_func_int8_t_s_s((((safe_add_func_int32_t_s_s(((safe_mul_func_int8_t_s_s(1L, ((l_12[3] , l_658) != ((l_691 = (safe_lshift_func_uint8_t_u_s((safe_sub_func_uint64_t_u_u(l_690[0], l_690[0])), l_690[0]))) < 0xC6C0F78F87991759LL)))) | (-1L)), g_390)) > 0xC149A7C5L) < g_330), g_346)))))) ^ 0xC607085C5D4467D2LL) >= g_99) && g_87))) == 0x7C2E3E6FE743125BLL), g_68)))))), 0x7119L));
            return l_692;
        }
        l_669[1] = l_12[1];
        for (g_423 = 0; (g_423 <= 10); ++g_423)
        { /* block id: 301 */
            uint32_t l_715 = 4294967288UL;
            int32_t l_725 = 0x30F35E84L;
            int32_t l_726[6] = {1L,0xE170456BL,0xE170456BL,1L,0xE170456BL,0xE170456BL};
            int i;
            l_715 |= ((g_86[0][3] && ((safe_add_func_uint8_t_u_u((l_669[1] = (((safe_mul_func_uint16_t_u_u((--g_699), l_669[2])) != (g_702++)) == (safe_lshift_func_int8_t_s_s(((safe_sub_func_int8_t_s_s((safe_sub_func_uint32_t_u_u((l_519 && (0xA6CAL == (l_519 = (safe_mod_func_uint8_t_u_u(g_447[0][0][5], (l_45 & (safe_add_func_int8_t_s_s(g_4[1][3][0], 248UL)))))))), g_420)), g_469)) <= l_12[3]), 3)))), g_358)) ^ g_586)) & 18446744073709551607UL);
            for (g_702 = 0; (g_702 <= 0); g_702 += 1)
            { /* block id: 309 */
                int32_t l_721 = 0L;
                int16_t l_723 = 0xFE2CL;
                int i;
                if (l_12[(g_702 + 3)])
                    break;
                for (l_45 = 0; (l_45 >= 0); l_45 -= 1)
                { /* block id: 313 */
                    int i;
                    l_669[(l_45 + 2)] = (safe_lshift_func_int16_t_s_u(l_520.f0, 8));
                    l_718 = l_715;
                    g_420 = (safe_lshift_func_uint16_t_u_u((l_669[(l_45 + 2)] = (g_309 >= l_45)), 4));
                    ++g_727;
                }
            }
            for (g_702 = 0; (g_702 == 37); g_702 = safe_add_func_uint32_t_u_u(g_702, 1))
            { /* block id: 323 */
                uint32_t l_732[3][7] = {{4294967292UL,4294967288UL,0xE07524C9L,4294967292UL,5UL,5UL,4294967292UL},{0xE07524C9L,0x258E4961L,0xE07524C9L,5UL,0x258E4961L,4294967288UL,4294967288UL},{0x258E4961L,4294967292UL,0x24FA4201L,4294967292UL,0x258E4961L,0x24FA4201L,4294967290UL}};
                int32_t l_753 = 0L;
                int32_t l_761 = 0x85CC2D09L;
                int32_t l_765 = 0L;
                int32_t l_773 = 0xC31BEA3BL;
                int i, j;
                l_732[1][3] |= g_4[4][1][3];
                if ((0x46CAB15A8E5C7D3FLL & (safe_mul_func_uint16_t_u_u(l_669[2], g_469))))
                { /* block id: 325 */
                    int64_t l_760 = (-3L);
                    g_99 = (safe_sub_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(g_724, 4)), (safe_rshift_func_int8_t_s_u(((safe_mod_func_int8_t_s_s((safe_mod_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s((l_761 = ((++g_407) <= ((g_388[0][4][4] , (l_726[2] |= (safe_mul_func_int8_t_s_s(g_309, ((l_753 ^= 0x8878L) || g_423))))) && ((g_87 = ((((((safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s(0L, (safe_mul_func_int8_t_s_s(((l_732[1][3] , l_753) > 255UL), l_760)))), g_447[0][0][3])) && l_669[1]) != g_68) > 0x02L) && g_346) || 1UL)) || 18446744073709551609UL)))), g_310[0])), l_732[2][0])) >= l_718), g_724)), g_4[4][1][3])) , 0x32L), g_420))));
                    l_762--;
                }
                else
                { /* block id: 333 */
                    int16_t l_774 = (-1L);
                    uint32_t l_831 = 0xF0DE5BA8L;
                    g_776--;
                    if (g_586)
                        continue;
                    g_68 = (safe_sub_func_int32_t_s_s(0x0BADD7ECL, (g_420 = (safe_mul_func_uint8_t_u_u(((safe_sub_func_uint8_t_u_u((safe_add_func_int16_t_s_s((g_699 , g_395), 9L)), ((g_787 >= (safe_lshift_func_int8_t_s_u((safe_mod_func_uint32_t_u_u(((safe_rshift_func_int8_t_s_s(((!l_718) && (safe_add_func_int64_t_s_s((g_87 = (safe_add_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s(((safe_mod_func_int16_t_s_s(((safe_mod_func_uint8_t_u_u((((l_669[1] = (safe_mul_func_int16_t_s_s((safe_sub_func_int64_t_s_s((safe_rshift_func_uint8_t_u_s((l_732[1][3] , g_89), l_520.f0)), g_787)), 0xB740L))) <= g_699) >= g_771[5][1]), 248UL)) == g_724), l_774)) == g_787), l_774)), l_732[0][4]))), g_769))), 7)) >= g_390), (-1L))), 7))) < l_30))) > (-1L)), g_4[4][1][4])))));
                    g_404 = (((((safe_mod_func_uint16_t_u_u((safe_add_func_int64_t_s_s(((safe_mul_func_int8_t_s_s((l_725 >= (safe_sub_func_int8_t_s_s(((l_772 > 4L) && (0L <= 0xE190F516L)), (((safe_lshift_func_int8_t_s_s((g_469 = (l_761 ^= (safe_lshift_func_int8_t_s_s((((safe_rshift_func_uint8_t_u_s(((safe_div_func_uint32_t_u_u(((safe_sub_func_uint32_t_u_u(((((l_726[1] |= (((safe_rshift_func_int8_t_s_u((l_831 , (g_702 , g_770)), g_86[0][2])) == (-1L)) && g_390)) || l_831) <= l_765) > l_725), l_772)) && g_375), l_669[1])) > (-3L)), l_774)) <= l_30) & l_774), 3)))), 4)) , 0x73L) ^ 0x00L)))), 0xB6L)) <= g_44.f0), g_771[1][5])), l_12[3])) >= g_310[0]) , g_86[0][2]) , 0x22BFB94E4E0EC9D6LL) && g_4[1][1][3]);
                }
                if (g_310[0])
                    break;
                g_358 = (safe_sub_func_int16_t_s_s(g_699, (l_773 == (l_765 = (l_45 |= ((safe_lshift_func_uint8_t_u_s(((safe_sub_func_int64_t_s_s(g_89, ((((~(!0L)) | ((((l_844 = (g_309 = (safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(g_358, 7)), 5)))) , (safe_mul_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((g_722 ^= l_718), l_732[1][3])), l_732[1][5]))) ^ g_330) >= 0x06F93402L)) , l_849) & (-8L)))) && l_850), 7)) || 0x3671A1D4L))))));
            }
        }
    }
    else
    { /* block id: 354 */
        const uint8_t l_851[6][3][1] = {{{249UL},{0xB8L},{249UL}},{{0xB8L},{249UL},{0xB8L}},{{249UL},{0xB8L},{249UL}},{{0xB8L},{249UL},{0xB8L}},{{249UL},{0xB8L},{249UL}},{{0xB8L},{249UL},{0xB8L}}};
        int32_t l_897[7] = {(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L)};
        uint64_t l_905[5];
        uint8_t l_927 = 1UL;
        const int32_t l_935 = (-1L);
        int32_t l_957 = (-4L);
        uint64_t l_970 = 18446744073709551613UL;
        uint32_t l_1013 = 0x44812173L;
        int i, j, k;
        for (i = 0; i < 5; i++)
            l_905[i] = 0xFE779B304A50BCA2LL;
        if (l_851[3][0][0])
        { /* block id: 355 */
            return g_44;
        }
        else
        { /* block id: 357 */
            int16_t l_854 = 0xFA7BL;
            int32_t l_894 = 0x50757E24L;
            int32_t l_898 = (-10L);
            int32_t l_899 = 0xF03394C8L;
            int32_t l_914 = 7L;
            l_854 = (safe_rshift_func_uint16_t_u_u((3L < l_762), (g_776 &= g_775)));
            for (g_722 = 2; (g_722 <= 1); --g_722)
            { /* block id: 362 */
                int8_t l_865 = 0x07L;
                int32_t l_895 = 1L;
                for (g_702 = 0; (g_702 >= 4); g_702 = safe_add_func_int8_t_s_s(g_702, 3))
                { /* block id: 365 */
                    uint32_t l_872 = 0xBC43CEA1L;
                    g_68 = (safe_sub_func_int8_t_s_s((-7L), ((safe_lshift_func_int8_t_s_u((safe_mod_func_uint8_t_u_u((((-6L) & ((g_776 , (g_86[0][2] ^= (l_865 , (safe_unary_minus_func_int16_t_s((g_867 >= l_865)))))) | g_775)) , g_395), 0xB4L)), g_776)) , 2L)));
                    g_724 = (safe_mod_func_uint16_t_u_u((l_30 ^ (safe_mod_func_int16_t_s_s(l_872, (func_21(l_851[3][0][0], (safe_div_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(((safe_lshift_func_int16_t_s_u(((safe_div_func_uint32_t_u_u((safe_add_func_uint64_t_u_u((l_895 = (safe_sub_func_uint8_t_u_u((l_849 && ((~((safe_div_func_uint8_t_u_u((((safe_div_func_int8_t_s_s((((g_99 &= 0x18CDBEFEL) || g_4[4][1][3]) > (l_669[1] = ((l_894 = ((safe_mul_func_int8_t_s_s(((((((safe_mod_func_uint32_t_u_u(((0xD6EAL == g_586) <= 1L), 1UL)) , g_699) >= (-10L)) < 0x80L) | l_849) | 0L), 0x1EL)) < l_872)) , l_865))), g_390)) | g_787) , l_872), (-6L))) == l_865)) < l_872)), g_388[0][4][3]))), g_68)), l_872)) < 0x6D0BL), 9)) == 0UL), 4)), g_68)), g_770, g_358) , 5L)))), l_896));
                }
            }
            ++l_905[4];
            l_894 ^= (safe_lshift_func_uint8_t_u_s((safe_lshift_func_int8_t_s_s(((((((safe_sub_func_uint64_t_u_u((((((0x46CA1293L <= ((g_358 || l_914) >= (0UL >= (0xBC4BL != (((safe_mul_func_uint8_t_u_u(((0x1A83L & (safe_mod_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((g_86[0][2] &= (safe_mul_func_uint8_t_u_u(l_898, g_388[0][4][3]))), 248UL)), l_923))) > l_851[3][0][0]), g_390)) && l_924) & l_669[1]))))) ^ l_520.f0) & 0x01B4L) , 0x9AL) || l_896), 0L)) , g_89) & (-1L)) <= l_899) , 0x6229F5C1L) >= 1L), 3)), g_771[1][5]));
        }
        if (((safe_lshift_func_uint8_t_u_s(((l_927 = 0x0FL) || g_407), ((~(0x0BFDC94BL & (g_358 = l_897[4]))) ^ ((safe_lshift_func_int16_t_s_s(g_423, 12)) <= ((safe_rshift_func_uint8_t_u_s((g_330 || ((((safe_lshift_func_int16_t_s_s((g_722 && 0xDBL), l_669[1])) && l_935) <= l_923) >= 0UL)), 6)) != 0x470188DCL))))) != 1L))
        { /* block id: 381 */
            uint8_t l_938 = 4UL;
            int32_t l_971 = 1L;
            int64_t l_984 = 1L;
            int32_t l_986 = 0x6CF7151CL;
            int32_t l_988 = 0L;
            int32_t l_989 = (-1L);
            int32_t l_993[7][4][8] = {{{(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L},{0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L)},{0x39B2D876L,0x39B2D876L,(-8L),0x39B2D876L,0x39B2D876L,(-8L),0x39B2D876L,0x39B2D876L},{(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L}},{{0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L)},{0x39B2D876L,0x39B2D876L,(-8L),0x39B2D876L,0x39B2D876L,(-8L),0x39B2D876L,0x39B2D876L},{(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L},{0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L)}},{{0x39B2D876L,0x39B2D876L,(-8L),0x39B2D876L,0x39B2D876L,(-8L),0x39B2D876L,0x39B2D876L},{(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L},{0x39B2D876L,(-1L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L)}},{{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)},{(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L)},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)}},{{(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L)},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)},{(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)}},{{(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L)},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)},{(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L)}},{{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)},{(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{(-1L),(-1L),0x39B2D876L,(-1L),(-1L),0x39B2D876L,(-1L),(-1L)},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)}}};
            int i, j, k;
            for (g_770 = 0; (g_770 != 9); g_770 = safe_add_func_uint8_t_u_u(g_770, 9))
            { /* block id: 384 */
                l_897[6] = (g_404 | g_775);
                --l_938;
            }
            l_957 = (safe_mod_func_int8_t_s_s((~(safe_lshift_func_int16_t_s_u(((((1L >= (-1L)) != (((g_390 |= (((((((l_971 &= (safe_unary_minus_func_uint32_t_u((((safe_sub_func_uint8_t_u_u((g_86[0][3]--), (l_897[6] |= g_768))) != (safe_rshift_func_int16_t_s_u((-5L), 9))) > ((safe_mul_func_int16_t_s_s(((safe_mul_func_uint8_t_u_u((++g_447[0][0][3]), (safe_div_func_int16_t_s_s((safe_add_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((g_310[0] , (g_775 = (l_896 , (safe_add_func_int32_t_s_s((safe_div_func_int8_t_s_s(0xCEL, l_896)), 4294967288UL))))), l_935)), g_407)), l_923)))) == g_388[0][4][3]), l_970)) ^ 2UL))))) | g_904) , 0x1D3DL) != (-2L)) || 0x943170C07E591E96LL) <= g_902) == l_927)) || 0xA854AE15L) < g_89)) >= g_4[4][1][3]) & g_903[4][4]), g_469))), l_924));
            g_724 &= (safe_add_func_uint8_t_u_u((l_520.f0 < ((safe_sub_func_int16_t_s_s(((0UL | 0x2301L) , (safe_div_func_int64_t_s_s(((1L < (l_971 = (((((g_904 & ((-9L) || 1L)) == 255UL) & g_768) , (-1L)) == l_970))) == g_776), g_980))), l_896)) , l_669[1])), l_938));
            for (g_699 = 22; (g_699 != 32); g_699++)
            { /* block id: 399 */
                int8_t l_983 = 8L;
                int32_t l_985 = 0xC72D0684L;
                int32_t l_990 = 1L;
                int32_t l_992 = (-1L);
                l_957 &= (-9L);
                ++g_994;
            }
        }
        else
        { /* block id: 403 */
            uint64_t l_1000 = 1UL;
            int32_t l_1011 = 0x4DFAF7A5L;
            int32_t l_1012[4][7][7] = {{{(-1L),0xF69285C1L,(-1L),0xDBCF2C2BL,(-10L),5L,0x0ABFF981L},{0x057E9078L,0L,6L,0L,0xDBCF2C2BL,0xF1768314L,0x7425C7B2L},{0x506BDA3BL,1L,9L,(-6L),(-1L),5L,(-3L)},{(-8L),5L,0x54E905E5L,(-10L),6L,5L,3L},{0xDBCF2C2BL,0x9676DDD7L,0L,0x54E905E5L,0xF1768314L,0xF69285C1L,0x506BDA3BL},{0x3CCA6ECCL,0x08C1ADEFL,0x0ABFF981L,5L,1L,(-3L),0x5580B2FDL},{0x3CCA6ECCL,(-8L),(-3L),0x9676DDD7L,0x0ABFF981L,0x057E9078L,0x7042B834L}},{{0xCC025FD0L,0x9676DDD7L,0x1CE3D883L,0L,0x1CE3D883L,0x9676DDD7L,0xCC025FD0L},{0x1CE3D883L,0x5580B2FDL,0x7425C7B2L,3L,(-1L),1L,1L},{5L,0x0ABFF981L,0xCC025FD0L,(-8L),0xBD948F82L,0x1CE3D883L,(-1L)},{0xF69285C1L,5L,0x7425C7B2L,(-1L),0x13D8571DL,(-1L),1L},{3L,(-3L),0x1CE3D883L,0xDFB2EEA2L,0x9676DDD7L,(-10L),0x08C1ADEFL},{(-10L),(-3L),0xF1768314L,0x39A7F3B7L,6L,1L,0L},{0x7425C7B2L,0xF1768314L,0xDBCF2C2BL,0L,6L,0L,0x057E9078L}},{{0xDFB2EEA2L,0L,(-3L),0x7425C7B2L,0x9676DDD7L,0x5580B2FDL,0x9676DDD7L},{0x7042B834L,1L,1L,0x7042B834L,0x13D8571DL,(-6L),0x506BDA3BL},{0xB3770AC1L,0x506BDA3BL,(-9L),0xF69285C1L,0xBD948F82L,0xDF4C338DL,(-3L)},{7L,0xF69285C1L,0L,0x5580B2FDL,(-1L),0xB1D9A2F8L,0x506BDA3BL},{0L,9L,3L,(-3L),0x1CE3D883L,0xDFB2EEA2L,0x9676DDD7L},{(-1L),1L,(-1L),0x0ABFF981L,0xDBCF2C2BL,0x54E905E5L,0x057E9078L},{(-9L),0xDF4C338DL,0x2BC951E9L,1L,(-6L),1L,0L}},{{0x506BDA3BL,0xDF4C338DL,0x7198275EL,0xDBCF2C2BL,1L,0L,0x08C1ADEFL},{0x1259B39EL,1L,5L,0L,0L,5L,1L},{0xBD948F82L,9L,0xB1D9A2F8L,1L,0L,0xCC025FD0L,(-1L)},{0L,0xF69285C1L,5L,7L,0xCC025FD0L,0x39A7F3B7L,1L},{7L,0x506BDA3BL,(-1L),1L,7L,0xBD948F82L,0xCC025FD0L},{(-1L),1L,7L,0L,0x08C1ADEFL,0x7042B834L,(-6L)},{1L,0L,0xDF4C338DL,0xDBCF2C2BL,(-3L),0x13D8571DL,(-10L)}}};
            int i, j, k;
            l_997 = 0xE74346A2L;
            g_724 = (0xE510A44FL ^ ((safe_rshift_func_uint8_t_u_s(((l_1000--) & ((l_519 || 0x39L) | 0x59BFBAC284C97AB2LL)), (((safe_lshift_func_int8_t_s_s((func_21(((l_1012[1][0][6] ^= (safe_add_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s((safe_mul_func_uint16_t_u_u(l_1011, l_935)), g_775)), 65528UL))) == l_923), g_447[0][0][3], g_904, l_1011) , 0xECL), 3)) ^ g_727) != 1L))) > l_923));
            l_1013 = (l_1011 = (g_44 , (g_420 = g_68)));
            l_519 = l_1000;
        }
    }
    l_669[2] = (safe_mod_func_uint8_t_u_u((safe_mod_func_int16_t_s_s(l_997, (safe_lshift_func_uint8_t_u_s(l_669[2], (g_768 |= (((0x8846L > (safe_add_func_int64_t_s_s((safe_div_func_uint64_t_u_u((((safe_mod_func_int16_t_s_s(g_469, g_420)) | ((g_86[0][2] <= l_762) , g_994)) , l_669[1]), l_924)), l_924))) & l_923) != g_903[1][1])))))), g_346));
    return g_44;
}


/* ------------------------------------------ */
/* 
 * reads : g_330 g_309 g_447 g_44.f0 g_86 g_423 g_407 g_388 g_586 g_4 g_310
 * writes: g_423 g_99
 */
static int32_t  func_5(int32_t  p_6, int32_t  p_7, uint16_t  p_8, int8_t  p_9)
{ /* block id: 274 */
    int32_t l_609 = 0x9921D87EL;
    int32_t l_614 = (-6L);
    uint16_t l_615 = 0xE993L;
    int8_t l_616 = 0xE9L;
    uint32_t l_619[1];
    int i;
    for (i = 0; i < 1; i++)
        l_619[i] = 1UL;
    l_616 = (safe_add_func_uint64_t_u_u(((p_9 = 0xA7L) & ((safe_mul_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s((safe_mod_func_int16_t_s_s((safe_lshift_func_uint8_t_u_s((safe_mod_func_int16_t_s_s(((safe_mul_func_int32_t_s_s(p_7, (p_8 <= ((safe_mul_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((safe_sub_func_uint8_t_u_u(((g_330 && (l_609 = p_6)) || ((((((((safe_mul_func_int8_t_s_s(p_6, (safe_rshift_func_int16_t_s_u(p_8, 6)))) | g_309) <= g_447[0][0][3]) , g_44.f0) ^ l_609) | p_8) < g_447[0][2][1]) != 65528UL)), 0xDCL)), l_614)), 0UL)) < 6L)))) ^ l_614), 0xFF61L)), 1)), 65535UL)), g_309)), 0UL)) , 0UL)), l_615));
    p_7 = p_9;
    g_99 = ((((l_615 & (((safe_rshift_func_uint16_t_u_s(((l_619[0] = p_9) | g_309), 5)) , (((safe_sub_func_uint16_t_u_u((g_423 |= g_86[0][2]), (safe_mod_func_uint64_t_u_u(p_7, (safe_lshift_func_uint8_t_u_s((l_619[0] <= (safe_mul_func_int16_t_s_s(((-1L) | g_407), g_388[0][4][3]))), p_9)))))) > g_586) & l_616)) , 1UL)) || g_4[1][3][3]) && p_9) | g_310[0]);
    return p_8;
}


/* ------------------------------------------ */
/* 
 * reads : g_407 g_309 g_404 g_44 g_423 g_447 g_358 g_388 g_4 g_89 g_390 g_86 g_310 g_68
 * writes: g_407 g_309 g_404 g_423 g_89 g_390 g_86
 */
static struct S0  func_21(const int8_t  p_22, int64_t  p_23, int32_t  p_24, uint64_t  p_25)
{ /* block id: 222 */
    uint32_t l_525 = 0x344C8DBCL;
    int32_t l_526 = 3L;
    uint32_t l_527 = 0UL;
    uint32_t l_532[6] = {0xF32F65BBL,0xF32F65BBL,0xF32F65BBL,0xF32F65BBL,0xF32F65BBL,0xF32F65BBL};
    struct S0 l_541 = {-9L};
    int32_t l_559 = 0x1C1F8421L;
    int8_t l_577 = 0x87L;
    int i;
    l_527 &= (0x8FL == (l_526 = l_525));
    for (g_407 = 20; (g_407 > 34); g_407 = safe_add_func_uint8_t_u_u(g_407, 6))
    { /* block id: 227 */
        for (g_309 = 26; (g_309 <= 58); g_309 = safe_add_func_int8_t_s_s(g_309, 5))
        { /* block id: 230 */
            if (l_532[5])
                break;
            g_404 |= p_25;
            return g_44;
        }
    }
    for (g_423 = 8; (g_423 >= 19); g_423 = safe_add_func_uint64_t_u_u(g_423, 5))
    { /* block id: 238 */
        int32_t l_544[4] = {(-1L),(-1L),(-1L),(-1L)};
        uint16_t l_555 = 4UL;
        int32_t l_556[3];
        int32_t l_557 = 0x5CD3C109L;
        int32_t l_558[1];
        int i;
        for (i = 0; i < 3; i++)
            l_556[i] = 5L;
        for (i = 0; i < 1; i++)
            l_558[i] = 0L;
        l_559 |= (g_44 , ((safe_add_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u(((((l_527 , ((l_541 , (safe_rshift_func_uint8_t_u_s(g_447[0][1][0], (((l_544[1] = p_22) >= ((safe_mul_func_uint8_t_u_u(0x78L, (safe_sub_func_uint32_t_u_u((l_557 ^= ((safe_add_func_int32_t_s_s(((safe_div_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s((((l_556[0] = (l_555 |= (p_23 == p_22))) || l_541.f0) & 0xDFDDL), g_358)) | p_23), (-2L))) <= 7L), g_388[0][5][3])) | l_532[0])), 0x17F42B53L)))) >= 0xA1FF9B607816A1F9LL)) && p_24)))) || 251UL)) > g_4[4][1][3]) ^ l_558[0]) >= 0x7FD27E06L), p_24)), l_526)), l_558[0])) != l_525));
        for (l_557 = 0; (l_557 >= 0); l_557 -= 1)
        { /* block id: 246 */
            int i, j;
            if (l_556[l_557])
                break;
            for (g_89 = 0; (g_89 <= 0); g_89 += 1)
            { /* block id: 250 */
                uint32_t l_560[5] = {0x39CB84BDL,0x39CB84BDL,0x39CB84BDL,0x39CB84BDL,0x39CB84BDL};
                int i;
                l_556[(g_89 + 1)] ^= l_560[4];
            }
            for (g_390 = 0; (g_390 <= 4); g_390 += 1)
            { /* block id: 255 */
                int i, j, k;
                if ((((safe_sub_func_uint32_t_u_u((g_4[(l_557 + 3)][l_557][g_390] , 1UL), g_309)) & l_556[l_557]) & 0x9CL))
                { /* block id: 256 */
                    struct S0 l_572 = {0x52L};
                    int i;
                    l_556[l_557] = l_527;
                    l_556[l_557] &= g_86[0][2];
                    l_559 = (g_310[0] >= (g_388[0][6][1] , (safe_div_func_int32_t_s_s(0xF622C0B0L, (safe_lshift_func_uint8_t_u_u(0x60L, (safe_lshift_func_int8_t_s_u((!(g_4[(l_557 + 3)][l_557][g_390] >= (g_310[0] , (safe_rshift_func_int16_t_s_s((0xC2420FB14A0B1B0BLL | p_24), 7))))), 5))))))));
                    return l_572;
                }
                else
                { /* block id: 261 */
                    return l_541;
                }
            }
            l_558[0] = (l_526 |= (safe_sub_func_int16_t_s_s(p_24, (l_556[l_557] = (((((l_559 <= ((((safe_mod_func_uint32_t_u_u(0x7B5BE34EL, l_577)) || ((safe_lshift_func_int16_t_s_u(((safe_mod_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_u((g_86[l_557][l_557] ^= (safe_mul_func_int8_t_s_s((l_556[l_557] < l_555), 0x4DL))), p_25)) , 0x5132L), 0xC153L)) && g_86[l_557][l_557]), 11)) , 249UL)) <= l_556[1]) != p_24)) > p_25) == 0xE8D33D1DC410662DLL) != g_68) || p_23)))));
        }
        return g_44;
    }
    return l_541;
}


/* ------------------------------------------ */
/* 
 * reads : g_4
 * writes:
 */
static uint64_t  func_31(const uint32_t  p_32, struct S0  p_33, uint32_t  p_34, uint32_t  p_35, int8_t  p_36)
{ /* block id: 219 */
    uint32_t l_523 = 6UL;
    uint16_t l_524 = 65535UL;
    l_524 = ((safe_sub_func_int16_t_s_s(p_35, 0UL)) < l_523);
    return g_4[1][3][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_44.f0 g_68 g_89 g_99 g_87 g_86 g_309 g_330 g_44 g_346 g_310 g_358 g_390 g_395 g_407 g_423 g_420 g_447 g_388 g_404
 * writes: g_68 g_86 g_87 g_89 g_99 g_310 g_330 g_358 g_375 g_390 g_395 g_407 g_404 g_423 g_420 g_469
 */
static const uint64_t  func_39(struct S0  p_40, int8_t  p_41, uint32_t  p_42, uint8_t  p_43)
{ /* block id: 3 */
    int64_t l_62 = 8L;
    int32_t l_63 = 0x96A604C9L;
    int32_t l_471 = (-1L);
    int32_t l_517 = (-8L);
    int32_t l_518 = 0x9AE9D324L;
    l_471 |= (func_46((l_63 |= (safe_mul_func_int16_t_s_s(g_4[4][1][3], (safe_sub_func_int32_t_s_s((g_4[4][1][3] || ((((safe_unary_minus_func_uint16_t_u((g_44.f0 & (((safe_mod_func_uint32_t_u_u(6UL, (safe_mod_func_uint64_t_u_u(0x39428F8A558E0D31LL, (safe_mod_func_uint8_t_u_u(0x79L, (safe_mod_func_uint8_t_u_u((0xC247AFAE861E80F9LL ^ l_62), (-7L))))))))) != g_4[3][2][0]) != 65535UL)))) & g_4[4][1][3]) ^ 0x2D7FAEFF9B11162BLL) , g_4[4][1][3])), g_44.f0))))), g_4[1][4][0]) || g_86[0][2]);
    g_420 = l_63;
    if (p_43)
    { /* block id: 202 */
        return g_310[0];
    }
    else
    { /* block id: 204 */
        uint16_t l_484 = 1UL;
        uint8_t l_485 = 0x6BL;
        int32_t l_486 = 0x6FB1DF40L;
        int32_t l_496[7] = {0xE59FE4BDL,0xE59FE4BDL,0xE59FE4BDL,0xE59FE4BDL,0xE59FE4BDL,0xE59FE4BDL,0xE59FE4BDL};
        int i;
        g_99 |= (((g_89 = 1UL) > ((l_62 >= ((safe_rshift_func_uint8_t_u_s((safe_div_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((0UL & p_43), (((-1L) == (g_423++)) >= (((safe_sub_func_uint32_t_u_u((((l_63 , ((l_484 , 0x3ADF2EE78612B102LL) > p_42)) & g_404) > 0x5322L), l_484)) < p_40.f0) | l_63)))), p_41)), l_485)), 0)) <= g_87)) | 7L)) , 4L);
        if (g_358)
            goto lbl_487;
lbl_487:
        l_486 = p_43;
        l_63 = (safe_add_func_uint8_t_u_u(p_40.f0, ((safe_mod_func_int32_t_s_s(((0x0E8CL != l_484) < l_484), (safe_add_func_uint8_t_u_u(((safe_mul_func_int8_t_s_s((((g_99 ^= l_496[6]) < (safe_mul_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(((safe_sub_func_uint8_t_u_u(l_496[2], 0UL)) , p_41), 7)), p_40.f0))) != l_471), (-9L))) ^ p_41), 0xA4L)))) , 0x4CL)));
    }
    l_518 = (l_517 = (0x35C65062L < ((+(~((g_330 >= (p_40.f0 ^ (safe_mul_func_int16_t_s_s(((((safe_rshift_func_int16_t_s_s((safe_add_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u(((((((((l_471 = ((safe_mod_func_uint64_t_u_u((+((((((!1UL) , p_43) == (l_63 |= ((l_471 , 0UL) && l_471))) && p_43) > p_41) , g_420)), l_62)) >= 0x86C32A18L)) , l_62) && (-1L)) < g_404) , 0xD1E0E351L) || p_40.f0) < l_62) == l_62), 15)), p_41)), 5)) , g_390) , g_330) , p_43), g_447[0][0][3])))) , 1UL))) == 0L)));
    return l_518;
}


/* ------------------------------------------ */
/* 
 * reads : g_68 g_4 g_44.f0 g_89 g_99 g_87 g_86 g_309 g_330 g_44 g_346 g_310 g_358 g_390 g_395 g_407 g_423 g_420 g_447 g_388
 * writes: g_68 g_86 g_87 g_89 g_99 g_310 g_330 g_358 g_375 g_390 g_395 g_407 g_404 g_423 g_420 g_469
 */
static int64_t  func_46(uint32_t  p_47, uint32_t  p_48)
{ /* block id: 5 */
    uint16_t l_73[5][1];
    int32_t l_186 = 0x4B4AC7E9L;
    uint8_t l_198 = 251UL;
    int32_t l_251 = 0x4DA7076BL;
    int32_t l_318 = 4L;
    struct S0 l_342 = {0xE2L};
    int32_t l_385[5];
    int i, j;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
            l_73[i][j] = 0xE80AL;
    }
    for (i = 0; i < 5; i++)
        l_385[i] = 0L;
    for (p_47 = 24; (p_47 <= 27); p_47++)
    { /* block id: 8 */
        for (p_48 = 0; (p_48 <= 55); ++p_48)
        { /* block id: 11 */
            for (g_68 = 0; (g_68 > 23); g_68 = safe_add_func_uint8_t_u_u(g_68, 4))
            { /* block id: 14 */
                return p_47;
            }
        }
    }
    for (p_48 = 0; (p_48 >= 60); p_48 = safe_add_func_uint8_t_u_u(p_48, 9))
    { /* block id: 21 */
        return g_4[4][1][3];
    }
lbl_347:
    for (g_68 = 0; (g_68 >= 0); g_68 -= 1)
    { /* block id: 26 */
        uint16_t l_80 = 0xDEE7L;
        int32_t l_81 = (-1L);
        int32_t l_115 = 0xB77E5FFFL;
        uint32_t l_196 = 0xD48D0EE8L;
        int32_t l_205 = 0x26AD9819L;
        g_87 = (+(l_73[1][0] & (~((safe_sub_func_int8_t_s_s((((((p_47 | ((((g_86[0][2] = (((safe_lshift_func_uint16_t_u_s(p_48, 12)) & (l_81 = (g_44.f0 && (l_80 = (p_47 != 0x04A74307L))))) , ((safe_add_func_uint8_t_u_u((l_81 ^= (((safe_mul_func_int16_t_s_s(l_80, 0x6CF9L)) >= l_73[3][0]) ^ g_68)), l_80)) >= g_4[4][1][3]))) > g_68) ^ g_4[3][1][0]) , p_48)) , 0x06E9L) || 7L) , 0x7EA1L) == 0xCDDEL), p_48)) || (-8L)))));
        if ((g_4[4][1][3] , l_80))
        { /* block id: 32 */
            uint8_t l_88[1][3];
            struct S0 l_94[1][7] = {{{0x67L},{0x67L},{0x67L},{0x67L},{0x67L},{0x67L},{0x67L}}};
            int32_t l_117 = 0xD4C676C2L;
            int64_t l_138[8][4] = {{(-1L),0x47904A2F46FD7906LL,0x47904A2F46FD7906LL,(-1L)},{0x47904A2F46FD7906LL,(-1L),0x47904A2F46FD7906LL,0x47904A2F46FD7906LL},{(-1L),(-1L),(-1L),(-1L)},{(-1L),0x47904A2F46FD7906LL,0x47904A2F46FD7906LL,0x47904A2F46FD7906LL},{(-1L),0x47904A2F46FD7906LL,(-1L),(-1L)},{0x47904A2F46FD7906LL,0x47904A2F46FD7906LL,(-1L),0x47904A2F46FD7906LL},{0x47904A2F46FD7906LL,(-1L),(-1L),0x47904A2F46FD7906LL},{(-1L),0x47904A2F46FD7906LL,(-1L),(-1L)}};
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 3; j++)
                    l_88[i][j] = 0x7BL;
            }
            l_88[0][0] &= 0x5B3423B0L;
            for (p_48 = 0; (p_48 <= 0); p_48 += 1)
            { /* block id: 36 */
                int32_t l_97[1];
                int32_t l_98 = (-1L);
                int i;
                for (i = 0; i < 1; i++)
                    l_97[i] = 0xF7F3414CL;
                g_89 ^= (p_47 >= l_88[0][0]);
                l_98 = ((((safe_lshift_func_uint8_t_u_s((((safe_mod_func_uint16_t_u_u(0xD9ABL, g_68)) , l_94[0][3]) , (0x02F563EDL == (safe_rshift_func_uint16_t_u_s(1UL, 13)))), (3UL ^ p_47))) & l_97[0]) , 3L) , g_4[1][2][0]);
                g_99 = (0x67L ^ l_80);
                l_81 = p_47;
            }
            if ((l_115 = (l_81 = (((0x1F7FL < 0L) ^ (safe_mul_func_int16_t_s_s(g_4[0][2][3], (safe_div_func_int8_t_s_s(((g_86[0][3] = (l_94[0][3].f0 , ((safe_div_func_uint8_t_u_u((p_47 > ((safe_sub_func_uint32_t_u_u((((safe_lshift_func_int8_t_s_u((safe_add_func_int8_t_s_s((!(g_99 ^= 0x8EECE750L)), (safe_mod_func_uint32_t_u_u((g_87 & 0x04A327E98E595DB7LL), l_73[1][0])))), 1)) && 0L) || 0UL), p_48)) <= 5L)), 0x80L)) , l_73[3][0]))) & g_4[0][2][0]), l_73[4][0]))))) , p_47))))
            { /* block id: 46 */
                int8_t l_116[8][6] = {{0x03L,(-2L),0L,(-2L),0x03L,0L},{(-2L),0x03L,0L,9L,9L,0L},{9L,9L,0L,0x03L,(-2L),0L},{0x03L,(-2L),0L,(-2L),0x03L,0L},{(-2L),0x03L,0L,9L,9L,0L},{9L,9L,0L,0x03L,(-2L),0L},{0x03L,(-2L),0L,(-2L),0x03L,0L},{(-2L),0x03L,0L,9L,9L,0L}};
                struct S0 l_120 = {0x24L};
                const int64_t l_136 = 0x20BE38E84D41463BLL;
                int32_t l_137 = 2L;
                int i, j;
                if (g_4[4][1][3])
                { /* block id: 47 */
                    uint8_t l_139 = 0xF5L;
                    l_117 = l_116[1][2];
                    if (p_48)
                        continue;
                    l_115 = (safe_sub_func_int8_t_s_s((((l_120 , (safe_add_func_uint64_t_u_u((((l_139 = (((((safe_rshift_func_uint8_t_u_s((safe_add_func_uint32_t_u_u(((safe_add_func_uint16_t_u_u(65535UL, (g_44.f0 == (~(safe_lshift_func_uint16_t_u_s((((g_99 && ((safe_mod_func_int16_t_s_s(1L, (((l_137 = (0x09C17E67L && ((safe_sub_func_uint8_t_u_u(((l_136 | g_4[4][1][3]) == p_48), 247UL)) | 4294967295UL))) || g_86[0][2]) || 4294967290UL))) ^ 0x7DCFL)) && l_116[1][2]) <= g_89), 12)))))) == l_136), 6UL)), 3)) < l_138[4][3]) ^ 1UL) ^ 0xD7L) & g_87)) || g_68) , g_99), g_4[4][1][3]))) <= p_48) | p_47), 0x4FL));
                }
                else
                { /* block id: 53 */
                    int64_t l_152 = (-4L);
                    l_137 = (safe_add_func_int64_t_s_s(((safe_sub_func_int8_t_s_s(0xD1L, (((((safe_mul_func_int16_t_s_s(l_115, p_47)) || l_116[5][2]) & (safe_lshift_func_uint8_t_u_s((safe_div_func_uint64_t_u_u(((-1L) & (l_117 &= (((safe_mod_func_uint16_t_u_u(3UL, p_48)) && 0xA4L) & 0x7DL))), (-1L))), g_44.f0))) ^ (-1L)) == p_48))) , 0xB9DB78BF6E466303LL), l_81));
                    l_152 = (l_137 = (1L & g_68));
                }
                l_137 = ((((safe_mul_func_uint16_t_u_u((safe_div_func_int8_t_s_s(((safe_mod_func_int32_t_s_s((g_44.f0 | ((safe_add_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_u(((safe_mul_func_int8_t_s_s((safe_sub_func_int32_t_s_s((p_48 , ((safe_mod_func_int64_t_s_s((safe_lshift_func_int8_t_s_u(l_80, (l_73[1][0] , (safe_sub_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u(g_4[2][2][4], 14)), (safe_mul_func_int8_t_s_s(((safe_sub_func_uint32_t_u_u((((~(safe_add_func_int64_t_s_s((-10L), (safe_add_func_uint32_t_u_u(((safe_lshift_func_int8_t_s_s(p_48, l_88[0][0])) && g_89), l_73[0][0]))))) || (-10L)) | g_89), 0xF2B12C03L)) , g_99), l_137))))))), 0x8F82581418936BB2LL)) > l_73[4][0])), 0xB1594718L)), l_120.f0)) ^ l_117), 15)), 18446744073709551615UL)) , p_47)), g_87)) || l_137), (-1L))), p_47)) ^ g_99) > l_73[1][0]) && 0xA325L);
            }
            else
            { /* block id: 60 */
                for (l_81 = 0; (l_81 <= 0); l_81 += 1)
                { /* block id: 63 */
                    l_186 = l_73[1][0];
                }
            }
            for (l_80 = 0; (l_80 <= 3); l_80 += 1)
            { /* block id: 69 */
                int8_t l_195 = (-3L);
                int32_t l_197 = 7L;
                l_197 = ((((((p_48 || g_4[4][1][3]) | p_48) > ((g_89 < g_99) , l_88[0][2])) >= (l_186 &= ((safe_add_func_uint16_t_u_u((((safe_div_func_int8_t_s_s(((safe_lshift_func_int8_t_s_s(((safe_mul_func_int8_t_s_s((l_195 = (((g_4[4][1][3] >= 3UL) || 1L) && l_81)), 0xB9L)) < g_44.f0), 0)) == l_196), 0x37L)) <= l_197) <= (-6L)), 0UL)) | p_48))) < 0L) && p_47);
                l_197 = l_197;
                l_117 = g_68;
                return l_198;
            }
        }
        else
        { /* block id: 77 */
            return g_87;
        }
        for (l_115 = 0; (l_115 <= 0); l_115 += 1)
        { /* block id: 82 */
            int16_t l_204 = 0L;
            l_205 = (g_99 = (((~0xF899989EL) > (safe_div_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_s((l_81 = 8UL), 1)), p_48))) != l_204));
            if (g_68)
                break;
            if (g_86[0][2])
                break;
            if (p_47)
                continue;
        }
    }
    for (g_99 = 0; (g_99 <= (-12)); g_99--)
    { /* block id: 93 */
        uint64_t l_212 = 0xD0CB17AFCDE767DALL;
        int32_t l_270 = (-1L);
        int16_t l_301[3];
        uint8_t l_321 = 1UL;
        int32_t l_343 = 0x0DFA0F36L;
        int32_t l_345 = (-1L);
        int32_t l_348 = 0x8EE6476AL;
        uint64_t l_367 = 18446744073709551615UL;
        uint64_t l_374 = 0UL;
        int i;
        for (i = 0; i < 3; i++)
            l_301[i] = (-1L);
        for (g_89 = 9; (g_89 <= 2); --g_89)
        { /* block id: 96 */
            uint16_t l_258 = 0x08C0L;
            int32_t l_271 = (-8L);
            int32_t l_272 = (-9L);
            int32_t l_281[4];
            int16_t l_298[3][4] = {{0L,0L,0xA6F2L,0L},{0L,0x9611L,0x9611L,0L},{0x9611L,0L,0x9611L,0x9611L}};
            int i, j;
            for (i = 0; i < 4; i++)
                l_281[i] = 0x0DA124CAL;
            for (g_87 = 13; (g_87 > 1); g_87--)
            { /* block id: 99 */
                uint32_t l_222 = 0x92DACD49L;
                int32_t l_236 = 1L;
                l_212 = p_48;
                for (l_198 = 14; (l_198 < 4); --l_198)
                { /* block id: 103 */
                    int64_t l_235 = 0x59383596EE1699ECLL;
                    int32_t l_237 = (-7L);
                    g_68 |= (safe_add_func_int64_t_s_s(2L, (l_237 = (l_236 |= (p_47 >= ((safe_rshift_func_int8_t_s_s(((safe_add_func_int8_t_s_s(p_48, (safe_unary_minus_func_int8_t_s(l_222)))) >= (safe_lshift_func_uint16_t_u_u(((((((safe_sub_func_int64_t_s_s(((safe_mod_func_int32_t_s_s(((safe_lshift_func_int16_t_s_u((safe_lshift_func_int8_t_s_s(((0xE7L != g_89) != ((safe_mod_func_uint32_t_u_u((0x2314L >= l_235), l_212)) || g_86[0][2])), g_4[4][1][3])), g_86[0][1])) , l_73[0][0]), p_47)) != 0xBEAB5F92L), l_212)) ^ 0UL) > l_235) == p_47) , g_99) || 1UL), l_235))), 4)) ^ p_48))))));
                    l_272 ^= (safe_mod_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((((safe_lshift_func_uint16_t_u_s((safe_sub_func_int64_t_s_s(((safe_unary_minus_func_int32_t_s((~(+(safe_div_func_int16_t_s_s((-1L), p_48)))))) && (((((l_271 = (l_270 &= ((l_251 &= (l_186 = g_99)) ^ (((p_48 < (safe_add_func_int32_t_s_s(((safe_sub_func_int32_t_s_s((safe_mod_func_int32_t_s_s(0xE387D5A1L, l_258)), (safe_sub_func_int8_t_s_s(((safe_add_func_int8_t_s_s((~(safe_div_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_u((safe_add_func_int16_t_s_s(0xD499L, 0UL)), 3)) <= l_236), g_87))), g_68)) != l_237), 0L)))) == l_212), l_222))) >= 1L) , l_198)))) | g_4[1][0][1]) != 255UL) , p_48) > p_48)), g_68)), 10)) >= l_258) == g_4[3][3][0]) || l_258), p_48)), 9UL));
                    return p_47;
                }
                if (l_212)
                    continue;
                g_68 = (((l_236 |= ((safe_mul_func_int16_t_s_s((l_272 = ((safe_sub_func_uint16_t_u_u((((safe_lshift_func_int16_t_s_s((((safe_div_func_uint64_t_u_u((((p_47 & l_281[0]) > (g_68 <= (safe_add_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u(g_86[0][2], l_198)) , (safe_rshift_func_uint16_t_u_s((safe_lshift_func_int8_t_s_s((l_212 < (g_4[4][1][3] && 0x3D93C69FD8C01150LL)), 4)), 1))), g_89)))) == g_86[0][2]), l_222)) & p_48) && p_47), p_47)) >= l_270) || 0x211DL), l_270)) == p_48)), p_47)) & 2L)) == l_222) | g_89);
            }
            if (((safe_add_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((g_86[0][2] <= 0xF97DL), p_48)), (p_48 ^ ((safe_rshift_func_uint16_t_u_s(((((((safe_sub_func_uint8_t_u_u(g_86[0][2], 0x31L)) ^ (p_47 <= 0xB359D269L)) < g_68) , p_48) < l_298[1][1]) == 0x5B6507D8DE423DF5LL), 10)) < g_86[0][2])))) , p_47))
            { /* block id: 119 */
                l_301[2] = ((safe_lshift_func_int16_t_s_u(0x101AL, (g_68 != (g_4[0][3][0] & g_4[4][1][3])))) & 249UL);
                g_68 ^= (safe_div_func_int64_t_s_s(0x35A37F9577700CADLL, ((!p_47) , p_48)));
            }
            else
            { /* block id: 122 */
                for (l_186 = 0; (l_186 >= 0); l_186 -= 1)
                { /* block id: 125 */
                    int i, j;
                    return l_298[(l_186 + 1)][(l_186 + 2)];
                }
                if (l_270)
                    continue;
            }
            l_186 ^= p_48;
        }
        if (((l_251 = ((((0x2B98L != (safe_mod_func_int8_t_s_s((safe_lshift_func_int16_t_s_u((-7L), (g_310[0] = g_309))), g_4[4][3][1]))) , (l_270 = (((safe_lshift_func_uint8_t_u_s((safe_lshift_func_int16_t_s_s(((safe_mul_func_uint8_t_u_u(((((((+(l_318 = p_47)) == ((safe_mod_func_uint16_t_u_u(((l_321--) | (safe_mod_func_int16_t_s_s((safe_sub_func_int64_t_s_s((p_47 >= ((g_330 |= ((p_47 & g_99) < l_301[2])) >= 0x85DEL)), l_212)), 4L))), p_47)) || l_198)) , p_48) , p_48) ^ 1L) >= p_48), (-4L))) , g_330), p_48)), g_4[0][4][2])) == g_89) , p_48))) <= p_48) , g_44.f0)) ^ 1UL))
        { /* block id: 138 */
            int8_t l_344[3][1][2] = {{{(-1L),(-1L)}},{{(-1L),(-1L)}},{{(-1L),(-1L)}}};
            int32_t l_359[2][7][6] = {{{2L,(-9L),0L,0L,1L,(-1L)},{(-1L),(-9L),(-9L),(-9L),(-9L),(-1L)},{0L,1L,0L,0xFF8343CEL,(-1L),0L},{(-9L),2L,0x56DC0C42L,(-1L),0x56DC0C42L,2L},{(-9L),0L,(-1L),0xFF8343CEL,0L,1L},{0L,(-1L),(-9L),(-9L),(-9L),(-9L)},{(-1L),(-1L),1L,0L,0L,(-9L)}},{{2L,0L,0xFF8343CEL,1L,0x56DC0C42L,1L},{0xFF8343CEL,2L,0xFF8343CEL,1L,(-1L),(-9L)},{(-4L),1L,1L,0x44847109L,(-9L),(-9L)},{0x44847109L,(-9L),(-9L),0x44847109L,1L,1L},{(-4L),(-9L),(-1L),1L,0xFF8343CEL,2L},{0xFF8343CEL,1L,0x56DC0C42L,1L,0xFF8343CEL,0L},{2L,(-9L),0L,0L,1L,(-1L)}}};
            const int32_t l_366 = 0xEB6214BEL;
            int i, j, k;
            for (l_270 = 11; (l_270 > (-11)); l_270 = safe_sub_func_uint32_t_u_u(l_270, 3))
            { /* block id: 141 */
                l_345 = ((((+(g_4[4][1][3] > 0x83879999L)) ^ ((g_68 > ((((safe_mul_func_int16_t_s_s((safe_mul_func_int16_t_s_s(((((safe_add_func_uint32_t_u_u((g_99 && ((safe_mul_func_uint8_t_u_u((l_342 , (l_343 = ((g_87 , (-1L)) & g_4[4][1][3]))), g_86[0][2])) , p_47)), p_47)) == l_344[1][0][1]) , l_270) >= l_342.f0), g_68)), 0xA3DBL)) >= p_48) < l_344[0][0][1]) , 0xC0L)) > (-3L))) >= g_4[1][0][0]) | 0xAF0C913CL);
                if ((g_44 , g_346))
                { /* block id: 144 */
                    if (g_99)
                        goto lbl_347;
                    return l_348;
                }
                else
                { /* block id: 147 */
                    l_359[1][3][0] = (p_48 == (((g_358 ^= (0x41L < (l_251 != (safe_add_func_uint8_t_u_u((l_318 , (((~(safe_mul_func_uint16_t_u_u(((((safe_sub_func_int8_t_s_s(((g_330 , (safe_div_func_int64_t_s_s((-7L), p_48))) == 0x3FL), (-1L))) == 0xA3L) >= 4UL) == (-6L)), g_310[0]))) == g_309) , 0xE7L)), 1L))))) || 0x5AD6552C6B39B408LL) && 1L));
                    return p_47;
                }
            }
            if (((safe_div_func_uint16_t_u_u((l_348 = ((p_47 = (safe_add_func_uint64_t_u_u(p_47, ((safe_add_func_int64_t_s_s((p_48 >= l_301[0]), l_366)) || g_99)))) , (65535UL & 0xE08EL))), g_99)) || l_367))
            { /* block id: 155 */
                int32_t l_389 = 0xB443598BL;
                int32_t l_393 = 0x99225BA5L;
                int32_t l_394[8][8][4] = {{{(-1L),0L,(-8L),0x9EC73109L},{0L,0xF7034F85L,(-7L),0xF7034F85L},{(-2L),0x1D19BCE1L,0x701B9DBFL,0x5BBE6902L},{(-7L),0x70C1B332L,0x8078A078L,(-8L)},{0x5BBE6902L,0x8078A078L,0L,0x701B9DBFL},{0x5BBE6902L,0xA2BC0104L,0x8078A078L,(-1L)},{0xA2BC0104L,0x1D19BCE1L,0x1D19BCE1L,0xA2BC0104L},{(-1L),0x8078A078L,0xA2BC0104L,0x5BBE6902L}},{{0xF7034F85L,0L,0x9EC73109L,0xA292C396L},{0xA76FA04EL,(-8L),(-1L),0xA292C396L},{0x8078A078L,0L,0L,0x5BBE6902L},{(-2L),0x8078A078L,(-2L),0xA2BC0104L},{(-1L),0x1D19BCE1L,(-7L),0L},{0xA292C396L,(-2L),0x5BBE6902L,0x1D19BCE1L},{0x701B9DBFL,0L,0x5BBE6902L,(-8L)},{0xA292C396L,(-8L),(-7L),(-7L)}},{{(-1L),(-1L),(-2L),0x701B9DBFL},{(-2L),0x701B9DBFL,0L,0x8078A078L},{0x8078A078L,0xF7034F85L,(-1L),0L},{0xA76FA04EL,0xF7034F85L,0x9EC73109L,0x8078A078L},{0xF7034F85L,0x701B9DBFL,0xA2BC0104L,0x701B9DBFL},{(-1L),(-1L),0x1D19BCE1L,(-7L)},{0xA2BC0104L,(-8L),0L,(-8L)},{(-7L),0L,0xF7034F85L,0x1D19BCE1L}},{{(-7L),(-2L),0L,0L},{0xA2BC0104L,0x1D19BCE1L,0x1D19BCE1L,0xA2BC0104L},{(-1L),0x8078A078L,0xA2BC0104L,0x5BBE6902L},{0xF7034F85L,0L,0x9EC73109L,0xA292C396L},{0xA76FA04EL,(-8L),(-1L),0xA292C396L},{0x8078A078L,0L,0L,0x5BBE6902L},{(-2L),0x8078A078L,(-2L),0xA2BC0104L},{(-1L),0x1D19BCE1L,(-7L),0L}},{{0xA292C396L,(-2L),0x5BBE6902L,0x1D19BCE1L},{0x701B9DBFL,0L,0x5BBE6902L,(-8L)},{0xA292C396L,(-8L),(-7L),(-7L)},{(-1L),(-1L),(-2L),0x701B9DBFL},{(-2L),0x701B9DBFL,0L,0x8078A078L},{0x8078A078L,0xF7034F85L,(-1L),0L},{0xA76FA04EL,0xF7034F85L,0x9EC73109L,0x8078A078L},{0xF7034F85L,0x701B9DBFL,0xA2BC0104L,0x701B9DBFL}},{{(-1L),(-1L),0x1D19BCE1L,(-7L)},{0xA2BC0104L,(-8L),0L,(-8L)},{(-7L),0L,0xF7034F85L,0x1D19BCE1L},{(-7L),(-2L),0L,0L},{0xA2BC0104L,0x1D19BCE1L,0x1D19BCE1L,0xA2BC0104L},{(-1L),0x8078A078L,0xA2BC0104L,0x5BBE6902L},{0xF7034F85L,0L,0x9EC73109L,0xA292C396L},{0xA76FA04EL,(-8L),(-1L),0xA292C396L}},{{0x8078A078L,0L,0L,0x5BBE6902L},{(-2L),0x8078A078L,(-2L),0xA2BC0104L},{(-1L),0x1D19BCE1L,(-7L),0L},{0xA292C396L,(-2L),0x5BBE6902L,0x1D19BCE1L},{0x701B9DBFL,0L,0x5BBE6902L,(-8L)},{0xA292C396L,(-8L),0xA2BC0104L,0xA2BC0104L},{0xA76FA04EL,0xA76FA04EL,(-1L),0x1D19BCE1L},{(-1L),0x1D19BCE1L,0xF7034F85L,0L}},{{0L,0x701B9DBFL,0xA76FA04EL,0xF7034F85L},{0x70C1B332L,0x701B9DBFL,0x8078A078L,0L},{0x701B9DBFL,0x1D19BCE1L,(-2L),0x1D19BCE1L},{0L,0xA76FA04EL,(-1L),0xA2BC0104L},{(-2L),(-8L),0xA292C396L,0x9EC73109L},{0xA2BC0104L,0xA292C396L,0x701B9DBFL,(-1L)},{0xA2BC0104L,(-1L),0xA292C396L,0L},{(-2L),(-1L),(-1L),(-2L)}}};
                int i, j, k;
                if ((g_358 = (safe_mod_func_uint32_t_u_u(((((g_86[0][2] ^= l_251) , 65526UL) > (safe_mod_func_int8_t_s_s((safe_lshift_func_int16_t_s_u(g_310[0], (g_375 = l_374))), 0x9DL))) , (+(safe_add_func_uint64_t_u_u(l_321, ((l_359[1][3][0] |= (safe_div_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((safe_rshift_func_int8_t_s_u(g_358, g_4[2][0][3])), l_385[4])), g_44.f0))) , g_310[0]))))), p_47))))
                { /* block id: 160 */
                    int8_t l_386 = 0x44L;
                    int32_t l_387 = 0xCC26D3ADL;
                    --g_390;
                }
                else
                { /* block id: 162 */
                    if (p_48)
                        break;
                }
                --g_395;
                l_348 = ((safe_lshift_func_int16_t_s_u(g_89, 2)) == (safe_lshift_func_int8_t_s_s(g_44.f0, 2)));
            }
            else
            { /* block id: 167 */
                return g_310[0];
            }
        }
        else
        { /* block id: 170 */
            int8_t l_414[5];
            int32_t l_415 = 3L;
            int32_t l_419 = (-10L);
            int32_t l_421 = 0x30667EA7L;
            int32_t l_432[6] = {1L,0xF109A50AL,0xF109A50AL,1L,0xF109A50AL,0xF109A50AL};
            int i;
            for (i = 0; i < 5; i++)
                l_414[i] = 0x36L;
            for (p_47 = (-19); (p_47 <= 51); p_47 = safe_add_func_uint32_t_u_u(p_47, 6))
            { /* block id: 173 */
                int32_t l_405 = 2L;
                int32_t l_406 = (-1L);
                int64_t l_416 = (-1L);
                int32_t l_417 = (-1L);
                int32_t l_422 = 0x8B4A1F68L;
                const int8_t l_439[2] = {(-1L),(-1L)};
                int64_t l_440[6] = {6L,6L,6L,6L,6L,6L};
                int32_t l_464 = 0x21734ABDL;
                int i;
                ++g_407;
                if (p_48)
                    break;
                for (l_348 = 0; (l_348 == 9); l_348 = safe_add_func_uint16_t_u_u(l_348, 1))
                { /* block id: 178 */
                    int16_t l_418 = 2L;
                    l_414[2] = (g_404 = ((safe_div_func_int32_t_s_s((g_390 , (p_48 > p_47)), 0x622B3C93L)) >= l_318));
                    g_423--;
                    g_420 = p_47;
                    g_68 ^= ((g_86[0][1] , (((p_47 < ((g_420 <= p_48) > (((l_422 = ((safe_lshift_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u((((safe_mod_func_uint32_t_u_u((l_432[0] == (safe_mod_func_uint64_t_u_u((((safe_rshift_func_int16_t_s_u(0x8401L, 8)) <= ((safe_div_func_uint32_t_u_u((((g_86[0][2] || g_310[0]) | g_44.f0) & l_439[0]), 0x8D60B0F3L)) & p_48)) && p_48), p_47))), 0x58A8DD20L)) | l_385[4]) , l_418), l_414[2])), 4)) && 0x53L)) && g_330) || l_418))) , p_47) & p_48)) >= l_440[3]);
                }
                for (l_212 = 0; (l_212 <= 38); l_212 = safe_add_func_int16_t_s_s(l_212, 1))
                { /* block id: 188 */
                    int8_t l_470 = 0xCBL;
                    l_470 |= (((safe_add_func_int64_t_s_s(((safe_sub_func_uint32_t_u_u((g_447[0][0][3] || g_388[0][4][3]), (safe_lshift_func_uint8_t_u_s((safe_add_func_uint8_t_u_u(((safe_div_func_uint32_t_u_u(l_345, (l_417 = (((((safe_add_func_int64_t_s_s(((safe_div_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u((g_310[0] >= ((safe_mul_func_int16_t_s_s(l_318, p_47)) == ((g_469 = ((l_464 = (g_86[0][2]--)) || (((safe_lshift_func_uint16_t_u_s((safe_lshift_func_uint8_t_u_s(0xABL, 1)), 4)) < p_48) , l_432[0]))) < 0x04L))), p_48)), 0x2C4EL)) , (-1L)), g_330)) && 0L) , p_47) > p_47) && 0xF6L)))) < 0xDE557324DE21B239LL), g_390)), 7)))) || p_47), p_48)) >= g_310[0]) & g_407);
                    if (l_374)
                        break;
                }
            }
        }
    }
    return l_318;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_4[i][j][k], "g_4[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_44.f0, "g_44.f0", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_86[i][j], "g_86[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_99, "g_99", print_hash_value);
    transparent_crc(g_309, "g_309", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_310[i], "g_310[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_330, "g_330", print_hash_value);
    transparent_crc(g_346, "g_346", print_hash_value);
    transparent_crc(g_358, "g_358", print_hash_value);
    transparent_crc(g_375, "g_375", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_388[i][j][k], "g_388[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_390, "g_390", print_hash_value);
    transparent_crc(g_395, "g_395", print_hash_value);
    transparent_crc(g_404, "g_404", print_hash_value);
    transparent_crc(g_407, "g_407", print_hash_value);
    transparent_crc(g_420, "g_420", print_hash_value);
    transparent_crc(g_423, "g_423", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_447[i][j][k], "g_447[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_469, "g_469", print_hash_value);
    transparent_crc(g_586, "g_586", print_hash_value);
    transparent_crc(g_699, "g_699", print_hash_value);
    transparent_crc(g_702, "g_702", print_hash_value);
    transparent_crc(g_722, "g_722", print_hash_value);
    transparent_crc(g_724, "g_724", print_hash_value);
    transparent_crc(g_727, "g_727", print_hash_value);
    transparent_crc(g_768, "g_768", print_hash_value);
    transparent_crc(g_769, "g_769", print_hash_value);
    transparent_crc(g_770, "g_770", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_771[i][j], "g_771[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_775, "g_775", print_hash_value);
    transparent_crc(g_776, "g_776", print_hash_value);
    transparent_crc(g_787, "g_787", print_hash_value);
    transparent_crc(g_867, "g_867", print_hash_value);
    transparent_crc(g_900, "g_900", print_hash_value);
    transparent_crc(g_901, "g_901", print_hash_value);
    transparent_crc(g_902, "g_902", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_903[i][j], "g_903[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_904, "g_904", print_hash_value);
    transparent_crc(g_980, "g_980", print_hash_value);
    transparent_crc(g_987, "g_987", print_hash_value);
    transparent_crc(g_991, "g_991", print_hash_value);
    transparent_crc(g_994, "g_994", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
