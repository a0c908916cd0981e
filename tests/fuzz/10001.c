// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10001 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10001
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   const int8_t  f0;
   uint32_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_8 = 0x5A9576C3L;
static int8_t g_9 = 0xB0L;
static int16_t g_17 = (-10L);
static int8_t g_21 = 0xD6L;
static int32_t g_22 = 0x338886A6L;
static int8_t g_23 = 0x56L;
static int16_t g_24 = 0L;
static uint32_t g_25 = 18446744073709551612UL;
static int16_t g_33 = 0L;
static uint8_t g_71 = 0x77L;
static int64_t g_88 = (-3L);
static uint8_t g_89 = 0x01L;
static uint64_t g_129 = 0UL;
static struct S0 g_142 = {0x3BL,1UL};
static int32_t g_188[2] = {1L,1L};
static int32_t g_195 = (-10L);
static uint32_t g_196 = 0x856D6AB5L;
static uint16_t g_215 = 65529UL;
static int64_t g_255[8] = {0x466F09C54EC0522DLL,0x466F09C54EC0522DLL,0x466F09C54EC0522DLL,0x466F09C54EC0522DLL,0x466F09C54EC0522DLL,0x466F09C54EC0522DLL,0x466F09C54EC0522DLL,0x466F09C54EC0522DLL};
static uint32_t g_433[2][4][2] = {{{0x9C8B267BL,0x9C8B267BL},{0x9C8B267BL,0x9C8B267BL},{0x9C8B267BL,0x9C8B267BL},{0x9C8B267BL,0x9C8B267BL}},{{0x9C8B267BL,0x9C8B267BL},{0x9C8B267BL,0x9C8B267BL},{0x9C8B267BL,0x9C8B267BL},{0x9C8B267BL,0x9C8B267BL}}};
static int8_t g_574 = 1L;
static int8_t g_663 = 0xCFL;
static uint64_t g_720 = 0xD628AE8DCF505FD7LL;
static uint32_t g_771 = 0xCEBB4E06L;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static uint16_t  func_4(int8_t  p_5, int64_t  p_6, uint32_t  p_7);
static int32_t  func_35(const int32_t  p_36, uint32_t  p_37, const uint8_t  p_38);
static uint32_t  func_52(uint64_t  p_53, const uint8_t  p_54, uint16_t  p_55, uint16_t  p_56);
static uint32_t  func_58(int32_t  p_59, uint8_t  p_60);
static int32_t  func_63(struct S0  p_64, uint32_t  p_65, int32_t  p_66);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_9 g_25 g_21 g_33 g_71 g_23 g_89 g_22 g_17 g_24 g_88 g_129 g_142 g_196 g_188 g_215 g_255 g_195 g_433 g_574 g_663 g_720 g_771
 * writes: g_9 g_25 g_33 g_71 g_89 g_22 g_8 g_129 g_188 g_196 g_215 g_255 g_195 g_88 g_433 g_17 g_23 g_574 g_24
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int64_t l_10 = 0xBA028EA38884515FLL;
    int32_t l_12 = 1L;
    int32_t l_766 = 0x6D6B89FBL;
    l_766 &= ((0x59E5L <= ((-10L) > (safe_div_func_uint16_t_u_u(func_4(g_8, (((l_12 = (((g_9 |= 0xF361L) > l_10) ^ (g_8 == (!(1L >= l_10))))) && g_9) , (-2L)), g_8), 0xA78CL)))) , (-5L));
    g_188[0] = (l_766 |= g_433[1][1][1]);
    for (g_71 = (-21); (g_71 == 11); g_71 = safe_add_func_int8_t_s_s(g_71, 1))
    { /* block id: 339 */
        for (g_17 = 0; (g_17 == (-16)); --g_17)
        { /* block id: 342 */
            if (g_255[7])
                break;
        }
        if (g_771)
            continue;
    }
    return l_766;
}


/* ------------------------------------------ */
/* 
 * reads : g_25 g_21 g_9 g_33 g_71 g_23 g_89 g_22 g_17 g_8 g_24 g_88 g_129 g_142 g_196 g_188 g_215 g_255 g_195 g_433 g_574 g_663 g_720
 * writes: g_25 g_33 g_71 g_89 g_22 g_9 g_8 g_129 g_188 g_196 g_215 g_255 g_195 g_88 g_433 g_17 g_23 g_574 g_24
 */
static uint16_t  func_4(int8_t  p_5, int64_t  p_6, uint32_t  p_7)
{ /* block id: 3 */
    int64_t l_13 = (-1L);
    int32_t l_14 = 1L;
    int32_t l_15 = 1L;
    int32_t l_16 = 0x105FA2EFL;
    int32_t l_18 = (-5L);
    int32_t l_19 = (-3L);
    int32_t l_20[5][1][1];
    uint16_t l_39 = 0xCC33L;
    int i, j, k;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 1; k++)
                l_20[i][j][k] = 3L;
        }
    }
    ++g_25;
    for (p_6 = (-19); (p_6 != (-19)); p_6 = safe_add_func_uint64_t_u_u(p_6, 9))
    { /* block id: 7 */
        uint16_t l_30[4];
        int32_t l_34 = 5L;
        uint32_t l_712 = 0x8F7AFCA0L;
        struct S0 l_734 = {0x81L,0x3FCDE490L};
        int64_t l_740[8] = {0xDEC45DC5DE7A881CLL,0x5820331F0AC345F0LL,0x5820331F0AC345F0LL,0xDEC45DC5DE7A881CLL,0x5820331F0AC345F0LL,0x5820331F0AC345F0LL,0xDEC45DC5DE7A881CLL,0x5820331F0AC345F0LL};
        const int32_t l_741 = 1L;
        int i;
        for (i = 0; i < 4; i++)
            l_30[i] = 0xE328L;
        if ((l_34 = (g_21 & (g_33 = (l_30[3]--)))))
        { /* block id: 11 */
            int32_t l_698[1];
            int32_t l_711 = 0L;
            int i;
            for (i = 0; i < 1; i++)
                l_698[i] = 0x8C9C47F1L;
            l_16 = func_35(g_9, p_7, (l_39--));
            for (l_19 = 1; (l_19 <= 7); l_19 += 1)
            { /* block id: 302 */
                int32_t l_686 = 0x44EB55DEL;
                int32_t l_694 = 0xBEC812A1L;
                int32_t l_713 = 1L;
                int i;
                if (g_255[l_19])
                    break;
                g_188[0] &= g_255[1];
                if (g_255[l_19])
                    continue;
                for (l_13 = 3; (l_13 >= 0); l_13 -= 1)
                { /* block id: 308 */
                    uint32_t l_687 = 1UL;
                    int i;
                    l_687--;
                    l_713 |= (safe_mul_func_uint8_t_u_u((safe_add_func_int8_t_s_s((((65535UL != ((--g_71) ^ (((+(l_698[0] = 0xC0L)) == (((g_142 , ((((safe_mul_func_uint16_t_u_u(0x9886L, (safe_div_func_uint16_t_u_u(((g_215 = ((l_30[l_13] , g_23) && ((safe_div_func_uint64_t_u_u((g_129 = (safe_mul_func_int8_t_s_s((((safe_mod_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_u(((l_711 == 0x85L) , p_6), 9)), p_5)) > 0xA89BL) , g_574), l_712))), g_188[1])) != g_22))) > 9L), p_6)))) | p_7) , p_7) , l_13)) != (-6L)) , 6UL)) >= 0x74L))) >= l_30[3]) , l_686), l_30[l_13])), g_255[7]));
                    g_188[1] = (0xC8L <= ((((p_7 ^ (g_215 ^= (safe_mod_func_int8_t_s_s(0x8DL, (safe_unary_minus_func_uint8_t_u((~(safe_mod_func_uint8_t_u_u(p_6, g_720))))))))) , l_686) == (safe_lshift_func_uint16_t_u_s((l_694 = ((safe_mod_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_u((0x17L ^ g_21), 1)) != 0UL), g_71)) & l_19)), l_687))) && l_30[l_13]));
                }
            }
        }
        else
        { /* block id: 320 */
            int8_t l_739[6];
            int32_t l_746 = (-7L);
            int32_t l_747[7] = {0xCB4975CDL,0xCB4975CDL,6L,0xCB4975CDL,0xCB4975CDL,6L,0xCB4975CDL};
            uint16_t l_759 = 65531UL;
            int i;
            for (i = 0; i < 6; i++)
                l_739[i] = 0x60L;
            l_34 = (((safe_mod_func_int32_t_s_s(l_34, g_142.f1)) > (safe_div_func_uint32_t_u_u((((g_433[0][3][1] &= (!(((l_18 <= (((g_255[5] = (safe_lshift_func_int16_t_s_s(0x7BB3L, 14))) || ((((g_142.f0 ^ (((l_734 , (safe_add_func_int64_t_s_s((safe_sub_func_uint64_t_u_u(g_195, l_739[0])), g_33))) != 0x42257EF28413D2F9LL) < p_6)) < 0xD64EL) > g_24) || p_6)) && p_6)) || l_740[5]) & 0x40ADL))) & l_739[0]) , p_7), l_18))) != l_741);
            g_22 = (((l_747[3] = ((safe_sub_func_int32_t_s_s((g_188[1] = (g_255[7] | (l_14 = ((((((g_215--) >= (((safe_lshift_func_int8_t_s_u(((p_6 > ((safe_mod_func_uint16_t_u_u(((safe_sub_func_int32_t_s_s((g_17 <= (l_746 = (~(0xAB0A90B229A7B6F1LL > ((((safe_div_func_int16_t_s_s((((l_712 & ((p_7 | 0x03L) >= g_142.f1)) == 0xD9L) == 2UL), 0x796FL)) <= g_71) || l_741) > 0x2FBFA915L))))), l_759)) | g_195), p_7)) | g_8)) || p_6), l_734.f1)) | 0x3DL) >= 1UL)) > g_255[7]) && l_30[3]) ^ g_24) | 0x9CC219738B97C687LL)))), 4294967289UL)) == g_23)) < p_7) >= p_5);
            l_34 |= (safe_mul_func_int16_t_s_s(p_7, ((((0xFC3BL && ((((safe_mod_func_uint32_t_u_u(((1UL == ((((g_71 <= ((0UL && 0L) < (safe_mod_func_uint16_t_u_u((p_5 > 65535UL), l_14)))) == l_747[3]) , g_215) | g_720)) >= g_196), 1L)) , (-8L)) || 65535UL) > g_142.f0)) | 0x0023L) , g_433[0][1][0]) >= 0UL)));
        }
    }
    return l_14;
}


/* ------------------------------------------ */
/* 
 * reads : g_33 g_25 g_71 g_21 g_23 g_89 g_22 g_17 g_8 g_9 g_24 g_88 g_129 g_142 g_196 g_188 g_215 g_255 g_195 g_433 g_574 g_663
 * writes: g_33 g_71 g_25 g_89 g_22 g_9 g_8 g_129 g_188 g_196 g_215 g_255 g_195 g_88 g_433 g_17 g_23 g_574 g_24
 */
static int32_t  func_35(const int32_t  p_36, uint32_t  p_37, const uint8_t  p_38)
{ /* block id: 13 */
    uint8_t l_46 = 5UL;
    int32_t l_606 = 3L;
    int32_t l_607 = 0x574271C2L;
    int32_t l_608 = 0xDC4F0FA5L;
    int32_t l_609 = (-1L);
    int32_t l_640 = (-2L);
    int32_t l_641 = 0x324F858CL;
    int32_t l_643 = 0xE3E7C0A4L;
    int32_t l_644 = 0x0BF6B52FL;
    int32_t l_645[3][3] = {{0x1237E278L,0xCC53992AL,0xCC53992AL},{0x1237E278L,0xCC53992AL,6L},{0xCC53992AL,6L,6L}};
    int64_t l_666 = 0x126B3C9C4D788378LL;
    uint32_t l_669[7][5][2] = {{{0xA5F1A5C1L,0x2D9CD396L},{4294967292UL,0xA5F1A5C1L},{4294967292UL,4294967295UL},{4294967292UL,0xA5F1A5C1L},{4294967292UL,0x2D9CD396L}},{{0xA5F1A5C1L,4294967287UL},{7UL,6UL},{4294967295UL,0x3DDD8454L},{0x3DDD8454L,4294967292UL},{0x70819C7DL,4294967292UL}},{{0x3DDD8454L,0x3DDD8454L},{4294967295UL,6UL},{7UL,4294967287UL},{0xA5F1A5C1L,0x2D9CD396L},{4294967292UL,0xA5F1A5C1L}},{{4294967292UL,4294967295UL},{4294967292UL,0xA5F1A5C1L},{4294967292UL,0x2D9CD396L},{0xA5F1A5C1L,4294967287UL},{7UL,6UL}},{{4294967295UL,0x3DDD8454L},{0x3DDD8454L,4294967292UL},{0x70819C7DL,4294967292UL},{0x3DDD8454L,0x3DDD8454L},{4294967295UL,6UL}},{{7UL,4294967287UL},{0xA5F1A5C1L,0x2D9CD396L},{4294967292UL,0xA5F1A5C1L},{4294967292UL,4294967295UL},{4294967292UL,0xA5F1A5C1L}},{{4294967292UL,0x2D9CD396L},{0xA5F1A5C1L,4294967287UL},{7UL,6UL},{4294967295UL,0x3DDD8454L},{0x3DDD8454L,4294967292UL}}};
    int i, j, k;
    l_609 = ((((l_608 = ((safe_mod_func_uint64_t_u_u((safe_sub_func_uint16_t_u_u((l_607 = (8L >= (l_46 <= (0xF356D9DEL || ((l_606 = ((safe_mod_func_int64_t_s_s(0x93131EC8E12B6A36LL, (+(safe_sub_func_uint32_t_u_u(func_52((~p_36), ((l_46 >= func_58(p_37, p_38)) , l_46), l_46, g_88), g_142.f1))))) < 0x6C0917CFAA942626LL)) > 0x1C04L))))), g_142.f1)), p_37)) >= l_46)) <= 0L) , p_36) <= p_37);
    if (((safe_add_func_int32_t_s_s((safe_div_func_int16_t_s_s(((safe_add_func_int8_t_s_s((((safe_rshift_func_int16_t_s_s(0x23B7L, 3)) && l_606) | (safe_add_func_uint8_t_u_u(((safe_mod_func_int16_t_s_s(((g_17 & ((0x1AL != (((((safe_div_func_uint8_t_u_u(p_36, g_17)) || (((p_36 | g_8) == 0x38DEEBC8C2DC67AELL) | l_609)) == g_129) , (-2L)) , p_37)) , l_609)) > g_24), 0xC5E7L)) & 0L), 0x3FL))), g_33)) >= g_25), 7UL)), l_606)) > g_9))
    { /* block id: 267 */
        return p_37;
    }
    else
    { /* block id: 269 */
        uint64_t l_631 = 0x186D15CB9C7F3DDBLL;
        int32_t l_634 = (-1L);
        int32_t l_635 = 0xF1EC9499L;
        int32_t l_636 = 0x58A465D3L;
        int32_t l_637 = (-1L);
        int32_t l_638 = 5L;
        int32_t l_639 = 0x9517B10BL;
        int32_t l_642 = 1L;
        int32_t l_646 = 0xDB218BA6L;
        int32_t l_647 = 0x4D80908BL;
        int32_t l_648 = 5L;
        int32_t l_649 = 0x292EA329L;
        uint32_t l_650 = 18446744073709551614UL;
        for (p_37 = (-5); (p_37 != 28); p_37++)
        { /* block id: 272 */
            int16_t l_626 = 8L;
            int32_t l_627 = (-5L);
            int32_t l_628 = 4L;
            int32_t l_629 = (-10L);
            int32_t l_630[4][5] = {{0x3CEF5944L,(-4L),0x3CEF5944L,1L,0xEFDB6307L},{1L,(-3L),0xEFDB6307L,(-3L),1L},{0x3CEF5944L,(-3L),(-4L),1L,(-4L)},{(-4L),(-4L),0xEFDB6307L,1L,1L}};
            int i, j;
            ++l_631;
        }
        l_650++;
        l_640 = (((((((safe_add_func_uint64_t_u_u(((safe_mul_func_uint8_t_u_u((((-7L) & (l_637 &= ((((6L != (safe_mul_func_uint16_t_u_u((p_36 == ((p_37 | (safe_mod_func_uint64_t_u_u(g_25, (safe_div_func_uint8_t_u_u(((((((l_608 |= (l_46 , (g_9 = (l_634 |= (-8L))))) && g_196) || p_38) , 0x6AL) < p_37) <= l_607), l_639))))) >= l_643)), l_645[1][2]))) != p_36) != g_142.f1) | l_648))) | g_142.f0), l_645[0][0])) && 0x0452F2C552422B10LL), g_142.f1)) == g_22) || l_643) , 4L) , l_649) >= g_663) == 0xA3EAC9D77EB23A9ELL);
        for (l_640 = 29; (l_640 > 29); l_640 = safe_add_func_uint16_t_u_u(l_640, 7))
        { /* block id: 283 */
            g_22 = l_645[1][2];
            return l_666;
        }
    }
    g_22 = (g_142 , ((-1L) || ((safe_lshift_func_uint16_t_u_u(0xBCD2L, (((g_89 > (((0x121BL != (l_669[3][1][0]--)) == ((l_640 ^= (safe_rshift_func_uint16_t_u_s((0x06CC97E80827F643LL & ((((g_433[0][3][1] != 0xC884L) < g_663) | l_643) <= 0xB410L)), 7))) < g_23)) , 0xC183AFC6L)) < 0x05L) && g_255[7]))) == p_36)));
    for (g_196 = 23; (g_196 < 7); g_196 = safe_sub_func_uint8_t_u_u(g_196, 9))
    { /* block id: 293 */
        const uint16_t l_678 = 65530UL;
        uint64_t l_685 = 0xEC4F5BB740180F1CLL;
        l_685 ^= (safe_mul_func_int16_t_s_s((l_678 , (l_641 |= ((l_678 == (safe_mul_func_uint16_t_u_u((l_46 , (safe_sub_func_uint8_t_u_u((g_433[0][3][1] <= p_37), ((((((safe_lshift_func_uint8_t_u_u((g_142 , (0x06C9L & p_36)), p_36)) && 65530UL) , p_37) == p_36) >= g_195) , 6UL)))), 0x8638L))) | p_38))), p_37));
        if (p_37)
            break;
    }
    return l_669[3][0][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_25 g_24 g_215 g_129 g_71 g_255 g_8 g_142.f0 g_188 g_33 g_88 g_89 g_9 g_142.f1 g_196 g_195 g_23 g_17 g_433 g_142 g_22 g_21 g_574
 * writes: g_25 g_215 g_255 g_188 g_22 g_195 g_88 g_71 g_129 g_433 g_17 g_33 g_89 g_23 g_196 g_574 g_24 g_9
 */
static uint32_t  func_52(uint64_t  p_53, const uint8_t  p_54, uint16_t  p_55, uint16_t  p_56)
{ /* block id: 88 */
    uint8_t l_247[4] = {4UL,4UL,4UL,4UL};
    int32_t l_254 = 0x50535987L;
    int32_t l_257 = 0L;
    int32_t l_258[5][8][3] = {{{0xD3069C67L,0x134C1F5AL,(-10L)},{0x00FA5D7BL,0x721E7CADL,0x721E7CADL},{0x1B92BA6CL,(-10L),0x134C1F5AL},{0x715A3D64L,0x796CAE12L,0x69A76FBAL},{0x134C1F5AL,(-6L),(-1L)},{0L,0x251D0803L,0x0A2B921BL},{(-9L),(-6L),0xB8D86CF0L},{(-6L),0x796CAE12L,0L}},{{6L,(-10L),0xC666AC72L},{(-1L),0x721E7CADL,(-1L)},{5L,0x134C1F5AL,0xC9AE339BL},{0x2DC4D5CEL,0x69A76FBAL,(-1L)},{0x06AD7F4EL,(-1L),(-10L)},{0x69A76FBAL,0x0A2B921BL,(-6L)},{0x06AD7F4EL,0xB8D86CF0L,0x42BC99A0L},{0x2DC4D5CEL,0L,(-9L)}},{{5L,0xC666AC72L,(-9L)},{(-1L),(-1L),0x64288B94L},{6L,0xC9AE339BL,(-1L)},{(-6L),(-1L),0x9E5E0E00L},{(-9L),(-10L),(-3L)},{0L,(-6L),0x9E5E0E00L},{0x134C1F5AL,0x42BC99A0L,(-1L)},{0x715A3D64L,(-9L),0x64288B94L}},{{0x1B92BA6CL,(-9L),(-9L)},{0x00FA5D7BL,0x64288B94L,(-9L)},{0xD3069C67L,(-1L),0x42BC99A0L},{(-9L),0x9E5E0E00L,(-6L)},{0xC9AE339BL,(-3L),(-10L)},{0x721E7CADL,0x9E5E0E00L,(-1L)},{(-1L),(-1L),0xC9AE339BL},{(-1L),0x251D0803L,9L}},{{0xDA366398L,4L,0xDA366398L},{0x69A76FBAL,0x721E7CADL,1L},{0xC9AE339BL,(-1L),(-1L)},{0x784B668EL,0x2DC4D5CEL,0x64288B94L},{(-1L),(-10L),0L},{0x784B668EL,(-6L),0x796CAE12L},{0xC9AE339BL,5L,(-9L)},{0x69A76FBAL,9L,6L}}};
    int32_t l_261 = 0xB9C1E0AAL;
    const uint64_t l_275[2][8][4] = {{{18446744073709551615UL,0UL,18446744073709551615UL,0xEEBA72B5989D2F6ELL},{0UL,0xFFCF1D40AD8A633CLL,18446744073709551606UL,0xB2B29F12BCDFAA73LL},{0xB2B29F12BCDFAA73LL,1UL,0x90541D072FE997E5LL,0xFFCF1D40AD8A633CLL},{2UL,0x90541D072FE997E5LL,0x90541D072FE997E5LL,2UL},{0xB2B29F12BCDFAA73LL,0xEEBA72B5989D2F6ELL,18446744073709551606UL,18446744073709551615UL},{0UL,7UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551615UL,18446744073709551615UL,0x17C66CCFA5AEBE9ELL,18446744073709551615UL},{0x90541D072FE997E5LL,7UL,1UL,18446744073709551615UL}},{{18446744073709551608UL,0xEEBA72B5989D2F6ELL,18446744073709551615UL,2UL},{1UL,0x90541D072FE997E5LL,0xFFCF1D40AD8A633CLL,0xFFCF1D40AD8A633CLL},{1UL,1UL,18446744073709551615UL,0xB2B29F12BCDFAA73LL},{18446744073709551608UL,0xFFCF1D40AD8A633CLL,1UL,0xEEBA72B5989D2F6ELL},{0x90541D072FE997E5LL,0UL,0x17C66CCFA5AEBE9ELL,1UL},{18446744073709551615UL,0UL,18446744073709551615UL,0xEEBA72B5989D2F6ELL},{0UL,0xFFCF1D40AD8A633CLL,18446744073709551606UL,0xB2B29F12BCDFAA73LL},{0xB2B29F12BCDFAA73LL,1UL,0x90541D072FE997E5LL,0xFFCF1D40AD8A633CLL}}};
    uint8_t l_277 = 0x02L;
    struct S0 l_365 = {2L,18446744073709551615UL};
    int32_t l_398 = 1L;
    int64_t l_400 = 0x35C3782DB21E731DLL;
    uint64_t l_408 = 0x289F323D6819490DLL;
    uint32_t l_487 = 0x0503F51CL;
    uint16_t l_551[2];
    uint32_t l_592 = 0xAE9487F1L;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_551[i] = 0x8DD2L;
    for (g_25 = 0; (g_25 >= 45); g_25 = safe_add_func_uint64_t_u_u(g_25, 7))
    { /* block id: 91 */
        const uint8_t l_246 = 0x08L;
        int32_t l_256[6][2] = {{0x1A56CEAAL,0x1A56CEAAL},{0x1A56CEAAL,0x1A56CEAAL},{0x1A56CEAAL,0x1A56CEAAL},{0x1A56CEAAL,0x1A56CEAAL},{0x1A56CEAAL,0x1A56CEAAL},{0x1A56CEAAL,0x1A56CEAAL}};
        int64_t l_259[6][5][4] = {{{0L,0x310836F5F2D47BFBLL,0x4541C64668531C68LL,0x05BAC6DDDA66D69CLL},{3L,0xE96B0C78BBDB83E6LL,0x27701506DAA5E9E9LL,0xC78EEE85F25224E7LL},{0x4805ACFE1AAB166ELL,(-1L),0xFD1BDCF168B12120LL,(-5L)},{0x4805ACFE1AAB166ELL,3L,0x27701506DAA5E9E9LL,0xFD1BDCF168B12120LL},{3L,(-5L),0x4541C64668531C68LL,0L}},{{0L,0xBA8EBB62AB164A00LL,0xDB7DDFE161852D11LL,0xDB7DDFE161852D11LL},{0xE96B0C78BBDB83E6LL,0xE96B0C78BBDB83E6LL,0L,0x4541C64668531C68LL},{0xDCBCBF52318AF58DLL,(-7L),0xFD1BDCF168B12120LL,0x27701506DAA5E9E9LL},{(-1L),0L,(-5L),0xFD1BDCF168B12120LL},{2L,0L,0xC78EEE85F25224E7LL,0x27701506DAA5E9E9LL}},{{0L,(-7L),0x05BAC6DDDA66D69CLL,0x4541C64668531C68LL},{0x96622A97DC5E8C6FLL,0xE96B0C78BBDB83E6LL,0x3487D1E233BC691BLL,0xDB7DDFE161852D11LL},{0xFD1BDCF168B12120LL,0xBA8EBB62AB164A00LL,0xFD1BDCF168B12120LL,0L},{9L,(-5L),3L,0xFD1BDCF168B12120LL},{0xB1052B52744A4612LL,3L,0xFBB7CE8486667762LL,(-5L)}},{{0L,(-1L),0xFBB7CE8486667762LL,0xC78EEE85F25224E7LL},{0xB1052B52744A4612LL,0xE96B0C78BBDB83E6LL,3L,0x05BAC6DDDA66D69CLL},{9L,0x310836F5F2D47BFBLL,0xFD1BDCF168B12120LL,0x3487D1E233BC691BLL},{0xFD1BDCF168B12120LL,0x3487D1E233BC691BLL,0x3487D1E233BC691BLL,0xFD1BDCF168B12120LL},{0x96622A97DC5E8C6FLL,0x27701506DAA5E9E9LL,0x05BAC6DDDA66D69CLL,3L}},{{0L,(-6L),0xC78EEE85F25224E7LL,0xFBB7CE8486667762LL},{2L,0xE96B0C78BBDB83E6LL,(-5L),0x310836F5F2D47BFBLL},{0xDB7DDFE161852D11LL,0xB1052B52744A4612LL,0xFBB7CE8486667762LL,(-1L)},{0xC78EEE85F25224E7LL,9L,0x4805ACFE1AAB166ELL,0xFBB7CE8486667762LL},{0L,0xFD1BDCF168B12120LL,0xBA8EBB62AB164A00LL,0xFD1BDCF168B12120LL}},{{0x4805ACFE1AAB166ELL,0x96622A97DC5E8C6FLL,(-6L),(-1L)},{0x3487D1E233BC691BLL,0L,9L,(-7L)},{0x4541C64668531C68LL,2L,0xFBB7CE8486667762LL,0xDCBCBF52318AF58DLL},{0x4541C64668531C68LL,(-1L),9L,0xFBB7CE8486667762LL},{0x3487D1E233BC691BLL,0xDCBCBF52318AF58DLL,(-6L),0x4805ACFE1AAB166ELL}}};
        int32_t l_260 = 0x170AE4FFL;
        int32_t l_262 = (-6L);
        uint8_t l_263 = 0x48L;
        int32_t l_276 = 6L;
        uint16_t l_318[6];
        int i, j, k;
        for (i = 0; i < 6; i++)
            l_318[i] = 0x15B6L;
        g_188[1] = ((((safe_rshift_func_int16_t_s_u(6L, ((safe_mod_func_int8_t_s_s(((safe_div_func_int64_t_s_s(l_246, ((((l_247[2] , (p_55 ^= (safe_rshift_func_uint16_t_u_u((((((g_255[7] ^= ((((((l_247[1] != g_24) ^ (safe_mul_func_uint16_t_u_u((g_215--), 0x3879L))) <= ((l_254 = (g_129 != p_54)) , g_24)) && 0x5795B121L) & g_71) > p_56)) < p_56) | g_8) == l_246) , p_56), 3)))) && g_142.f0) != p_56) , l_246))) <= p_53), g_188[0])) == l_247[2]))) , l_246) & g_129) | l_247[1]);
        ++l_263;
        if ((g_33 < (safe_lshift_func_int16_t_s_u(((((safe_unary_minus_func_int8_t_s((safe_mul_func_uint8_t_u_u(l_256[4][1], l_260)))) < g_88) ^ (g_88 == ((l_276 = (p_53 & (safe_sub_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u(((l_275[1][5][2] , g_89) , 0x4CL), 4)), g_9)))) ^ l_277))) ^ l_275[1][3][2]), l_260))))
        { /* block id: 99 */
            uint16_t l_293 = 0x8F22L;
            int32_t l_294 = 9L;
            int32_t l_313 = 0x1EFE3EA3L;
            int32_t l_314[3];
            int i;
            for (i = 0; i < 3; i++)
                l_314[i] = 0x915B41E8L;
            if (((safe_sub_func_int8_t_s_s(0xADL, (((safe_lshift_func_int16_t_s_u(((l_294 ^= (safe_rshift_func_int16_t_s_u(((safe_lshift_func_int16_t_s_u((safe_rshift_func_int8_t_s_s(g_142.f1, p_55)), ((safe_sub_func_int64_t_s_s((1L || (g_196 ^ ((+(((safe_mod_func_uint32_t_u_u(g_9, (0x77L | p_54))) > 0L) | 8L)) , p_55))), l_293)) > 0x8EL))) , g_195), l_256[0][0]))) == 0x76L), 13)) > 0xCBBA41894450F6B1LL) ^ g_129))) , p_54))
            { /* block id: 101 */
                uint32_t l_315 = 0UL;
                int32_t l_330 = 0x6104D248L;
                struct S0 l_348 = {0xC5L,18446744073709551606UL};
                if ((safe_div_func_uint8_t_u_u(p_53, (safe_mul_func_int8_t_s_s(g_23, (((safe_rshift_func_uint8_t_u_s(l_247[2], (safe_rshift_func_int8_t_s_u(0x16L, 7)))) >= (safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s((7L ^ ((safe_lshift_func_int8_t_s_u((safe_mod_func_uint32_t_u_u((safe_div_func_int16_t_s_s((-1L), (0xBB0FL && l_277))), p_54)), g_215)) | g_24)), 12)), p_56))) & 1L))))))
                { /* block id: 102 */
                    ++l_315;
                    l_294 = 0x1AA3C218L;
                    --l_318[4];
                }
                else
                { /* block id: 106 */
                    int8_t l_323 = 0xFDL;
                    int32_t l_331 = 0x529B2F41L;
                    g_22 = (l_331 = (safe_mod_func_uint16_t_u_u((((g_255[7] | (l_330 ^= (0UL && (l_323 | (l_277 ^ (l_276 &= ((((l_258[1][4][2] = l_258[0][7][0]) && 65535UL) && ((safe_add_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u(l_315, 7)), g_17)) != 8UL)) < l_314[1]))))))) & 0xDF0EC7BDEF278F49LL) && l_314[0]), 65535UL)));
                }
                g_22 = (safe_rshift_func_uint8_t_u_u(0x75L, (safe_sub_func_uint64_t_u_u(((((((safe_add_func_uint32_t_u_u((l_257 = (((safe_mod_func_int8_t_s_s((l_258[1][4][2] ^= 0x66L), (g_188[1] , (safe_lshift_func_uint16_t_u_u((p_56 || (safe_mul_func_int16_t_s_s((l_294 = (safe_sub_func_uint64_t_u_u((((((safe_mod_func_uint64_t_u_u(((l_260 = ((l_348 , ((g_8 , (safe_sub_func_uint32_t_u_u(0UL, (-1L)))) <= l_261)) | (-1L))) && p_54), g_129)) < 18446744073709551615UL) || 0x827CL) >= p_55) , p_56), p_54))), g_196))), l_259[0][3][2]))))) <= l_261) != 0UL)), 0xF9082D22L)) , 0x44L) > p_56) , 0xF1172DA7L) == p_54) < l_318[0]), 5UL))));
            }
            else
            { /* block id: 118 */
                return l_246;
            }
            g_188[0] = 1L;
            l_257 = ((safe_mul_func_int8_t_s_s(p_53, 0x0EL)) && l_313);
        }
        else
        { /* block id: 123 */
            uint32_t l_353[6][1][5];
            int i, j, k;
            for (i = 0; i < 6; i++)
            {
                for (j = 0; j < 1; j++)
                {
                    for (k = 0; k < 5; k++)
                        l_353[i][j][k] = 1UL;
                }
            }
            l_353[4][0][3]--;
        }
    }
    for (g_195 = 0; (g_195 <= 1); g_195 += 1)
    { /* block id: 129 */
        uint32_t l_358 = 0x2B6661C0L;
        int32_t l_407 = 0x0102FAF7L;
        for (g_88 = 0; (g_88 <= 1); g_88 += 1)
        { /* block id: 132 */
            return g_255[6];
        }
        for (l_261 = 0; (l_261 <= 1); l_261 += 1)
        { /* block id: 137 */
            const int16_t l_399 = (-2L);
            int i;
            g_188[g_195] = (((safe_lshift_func_int16_t_s_s(l_358, 8)) && (((((safe_lshift_func_uint16_t_u_u((l_258[1][4][2] = (safe_mod_func_uint32_t_u_u((safe_add_func_uint16_t_u_u((g_215 |= g_23), (((l_365 , g_9) ^ (safe_lshift_func_uint8_t_u_s(((p_53 = (safe_lshift_func_uint16_t_u_s(((safe_mul_func_int8_t_s_s(((safe_mul_func_int16_t_s_s(l_275[1][5][2], 65535UL)) | (((((safe_rshift_func_int16_t_s_u(((safe_add_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s((safe_lshift_func_uint8_t_u_s((((safe_rshift_func_uint16_t_u_s((safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_u(((safe_lshift_func_uint16_t_u_s((((((p_56 = (safe_rshift_func_int16_t_s_s((((safe_mod_func_int8_t_s_s(((((safe_sub_func_uint8_t_u_u((g_71 = (safe_div_func_uint32_t_u_u((p_55 & 249UL), p_54))), 1UL)) == p_55) , 0UL) | l_258[2][5][2]), 0xE5L)) || g_33) | p_54), p_56))) >= (-6L)) < (-1L)) <= p_55) , 0UL), l_398)) || p_53), g_129)), p_55)), 9)) || p_53) > l_399), g_89)), p_55)), 0xB2L)) && 65528UL), 9)) < 0xBF60B687L) == 0x659281DEL) > 0x5C83AA90A6ACD234LL) | 0xDEE8L)), 1L)) || g_188[0]), 11))) , l_400), 0))) || g_23))), p_54))), 10)) , (-1L)) , 0x97L) != 0L) || p_54)) != 0xEBE7L);
            return p_55;
        }
        l_257 ^= ((safe_rshift_func_uint8_t_u_s((((safe_add_func_uint64_t_u_u((2UL >= (((((l_358 || ((0x99C612458E79AB5FLL || ((l_407 = (safe_sub_func_int32_t_s_s(0x506459D8L, p_53))) , (l_407 = p_53))) > (g_8 <= g_255[7]))) , 0xDEC3D99BEB74CA7DLL) >= l_358) , p_54) <= p_55)), p_53)) || 0x39D2F9AAL) != g_23), g_23)) <= l_358);
        l_407 ^= (g_17 , ((((l_408 |= (p_55 , g_71)) > (((safe_rshift_func_int8_t_s_u((((p_56 = (p_56 > (l_275[1][5][2] < (safe_add_func_uint64_t_u_u((safe_sub_func_int32_t_s_s(((l_258[4][1][1] = (-2L)) >= 0x47820749L), g_129)), 0xC2BF5C012D40EA4FLL))))) | l_261) , l_358), 7)) == l_247[2]) >= g_255[7])) ^ g_33) , (-7L)));
    }
    for (l_400 = 2; (l_400 >= 0); l_400 -= 1)
    { /* block id: 156 */
        int16_t l_423[8] = {4L,4L,4L,4L,4L,4L,4L,4L};
        int32_t l_424 = (-4L);
        uint64_t l_428 = 0x1F9E83C6F224F142LL;
        int32_t l_441 = 4L;
        int64_t l_460[1];
        int8_t l_463 = 0L;
        int32_t l_489 = 0x14C3500AL;
        int32_t l_490[5][3] = {{(-1L),0x2B2E3A01L,0x2B7819FAL},{0x363BF662L,0x363BF662L,0x2B7819FAL},{0x2B2E3A01L,(-1L),0L},{0L,0x363BF662L,0L},{0L,0x2B2E3A01L,0x363BF662L}};
        uint16_t l_573[8][3][4] = {{{0xEBF6L,65526UL,0xB358L,2UL},{0xB3ADL,0x9C77L,65533UL,0xB358L},{0xB358L,0x9C77L,0xDB6DL,2UL}},{{0x9C77L,65526UL,0x9C77L,0UL},{65534UL,0xDB6DL,6UL,0xB3ADL},{0x21DBL,65534UL,0UL,0xDB6DL}},{{2UL,0UL,0UL,0x077CL},{0x21DBL,6UL,6UL,0x21DBL},{65534UL,2UL,0x9C77L,0xCC89L}},{{0x9C77L,0xCC89L,0xDB6DL,0UL},{0xB358L,65535UL,65533UL,0UL},{0xB3ADL,0xCC89L,0xB358L,0xCC89L}},{{0xEBF6L,2UL,65526UL,0x21DBL},{0xDB6DL,6UL,0xB3ADL,0x077CL},{65535UL,0UL,0x077CL,0xDB6DL}},{{65535UL,65534UL,0xB3ADL,0xB3ADL},{0xDB6DL,0xDB6DL,65526UL,0UL},{0xEBF6L,65526UL,0xB358L,2UL}},{{0xB3ADL,0x9C77L,65533UL,0xB358L},{0xB358L,0x9C77L,0xDB6DL,2UL},{0x9C77L,65526UL,0x9C77L,0UL}},{{65534UL,0xDB6DL,6UL,0xB3ADL},{0x21DBL,65534UL,0UL,0xDB6DL},{2UL,0UL,0UL,0x077CL}}};
        int32_t l_589 = 0xD35CA30BL;
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_460[i] = 0x847914ABDAED017DLL;
        if ((safe_mul_func_int16_t_s_s(((((l_258[1][4][2] = (safe_rshift_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_u(l_423[7], p_54)) == (l_424 = p_54)), ((((l_257 ^= p_56) , ((g_196 & (safe_mul_func_int16_t_s_s((((~2UL) > g_142.f1) == l_258[2][1][0]), g_89))) < (-1L))) < p_56) | g_17)))) , 65535UL) | g_8) | 0x1900L), l_428)))
        { /* block id: 160 */
            int32_t l_440 = 0x0230F221L;
            int32_t l_442 = 0xB22B9342L;
            int8_t l_466 = 0xEBL;
            int32_t l_488 = 0xC872D799L;
            int32_t l_495 = 0xFD22FCBBL;
            int32_t l_496 = 9L;
            int32_t l_503 = 4L;
            int32_t l_505 = 0xB5A495CFL;
            int32_t l_507[8][3][4] = {{{(-1L),(-1L),(-7L),(-4L)},{0x0A55C250L,(-1L),0x0A55C250L,6L},{1L,0L,(-4L),(-1L)}},{{2L,0x0A55C250L,(-4L),0L},{0x4FBC8208L,0xE0E85437L,(-4L),(-10L)},{2L,8L,(-4L),(-4L)}},{{1L,1L,0x0A55C250L,0x4FBC8208L},{0x0A55C250L,0x4FBC8208L,(-7L),(-1L)},{(-1L),0x9A2D5659L,1L,(-7L)}},{{0xA24920AFL,0x9A2D5659L,6L,0xE0E85437L},{0x4FBC8208L,0L,0x0A55C250L,0L},{(-1L),0xA24920AFL,1L,6L}},{{0x0A55C250L,(-10L),2L,6L},{6L,2L,0x4FBC8208L,1L},{6L,(-1L),2L,(-7L)}},{{0x0A55C250L,1L,1L,0x0A55C250L},{(-1L),0xE0E85437L,0x0A55C250L,(-4L)},{0x4FBC8208L,(-7L),(-1L),(-4L)}},{{4L,6L,0xA24920AFL,(-4L)},{0xE0E85437L,(-7L),0x9A2D5659L,(-4L)},{(-1L),0xE0E85437L,(-1L),0x0A55C250L}},{{0xA24920AFL,1L,6L,(-7L)},{(-4L),(-1L),(-4L),1L},{0L,2L,(-4L),6L}}};
            int32_t l_508 = 0x3618A206L;
            int32_t l_509 = 0xB2FA9156L;
            uint64_t l_511 = 0xFCCEA60AA52B89B7LL;
            int i, j, k;
            for (g_71 = 0; (g_71 <= 1); g_71 += 1)
            { /* block id: 163 */
                int32_t l_443 = 1L;
                uint64_t l_444 = 0x5F7BA5FABDF05914LL;
                int i;
                l_441 = (safe_sub_func_int32_t_s_s(((g_433[0][3][1] = (g_129++)) , g_88), ((g_188[g_71] = 0x6EA8E698L) , ((((safe_lshift_func_uint16_t_u_s((g_215 = (((safe_rshift_func_uint8_t_u_u((p_53 && (safe_rshift_func_int16_t_s_u((l_424 = g_23), l_440))), 3)) == (((((p_55 < ((g_188[1] , g_255[7]) || l_441)) >= 0xC1954BABEF5B7D92LL) , 0UL) <= g_188[g_71]) != l_440)) > g_188[0])), g_88)) , p_53) ^ p_55) == p_53))));
                for (g_195 = 0; (g_195 <= 2); g_195 += 1)
                { /* block id: 172 */
                    int i, j, k;
                    g_188[g_71] = l_258[(g_71 + 3)][(l_400 + 5)][l_400];
                    g_188[1] = 0xC97F0D41L;
                    l_444--;
                }
                g_188[1] = (0L || 0xCD144D20L);
                for (l_440 = 2; (l_440 >= 0); l_440 -= 1)
                { /* block id: 180 */
                    int i, j, k;
                    return l_258[(g_71 + 2)][(l_400 + 3)][l_400];
                }
            }
            l_257 ^= (safe_div_func_int16_t_s_s(l_258[3][2][0], g_433[0][3][1]));
            l_257 = ((safe_mod_func_uint8_t_u_u((g_71 = (0x48L ^ (((g_17 = (((((safe_mod_func_int32_t_s_s((safe_add_func_int8_t_s_s((safe_sub_func_uint64_t_u_u(p_54, ((((safe_lshift_func_int16_t_s_s(((l_254 |= l_275[1][5][2]) != ((!(l_460[0] <= ((p_55 < ((p_56 != (safe_div_func_int64_t_s_s((g_255[5] = (-5L)), g_142.f1))) != l_460[0])) & p_55))) < g_33)), 8)) , g_142) , p_54) , p_54))), l_463)), 0xEBFF7D43L)) <= g_89) ^ g_25) <= l_247[1]) == g_33)) && l_440) < 7L))), p_55)) <= 0x0C904608L);
            for (g_22 = 0; (g_22 <= 2); g_22 += 1)
            { /* block id: 192 */
                uint64_t l_471 = 18446744073709551608UL;
                int32_t l_474 = 0x11F48234L;
                int32_t l_491 = 5L;
                int32_t l_492 = 0xD0EE9BEEL;
                int32_t l_493 = 0x079E9538L;
                int32_t l_494 = 0x276470DDL;
                int32_t l_497 = 0x4C1447DEL;
                int32_t l_498 = 0x3E1CF48EL;
                int32_t l_499 = 1L;
                int32_t l_500 = 0x7B932794L;
                int32_t l_501 = (-3L);
                int32_t l_502 = 0xFBAE1FCCL;
                int32_t l_504 = 0x40AD70EAL;
                int32_t l_506 = 0L;
                int32_t l_510 = 0x148C7EA0L;
                if (g_21)
                    break;
                if ((safe_mod_func_int8_t_s_s(l_460[0], p_55)))
                { /* block id: 194 */
                    uint16_t l_467 = 65535UL;
                    int32_t l_470[7][6] = {{0L,4L,(-1L),0x27F44DA3L,0L,0L},{0xB3AADD4BL,0x479E664EL,0x479E664EL,0xB3AADD4BL,9L,0x27F44DA3L},{0L,1L,(-1L),1L,0x955E4C32L,(-1L)},{(-1L),0L,(-1L),4L,0x955E4C32L,4L},{0x0E88AB91L,1L,0x0E88AB91L,0L,9L,0L},{0x27F44DA3L,0x479E664EL,5L,(-1L),0L,9L},{1L,4L,0L,(-1L),(-1L),0L}};
                    int i, j;
                    if (l_440)
                        break;
                    l_467++;
                    l_471--;
                    if (g_195)
                        continue;
                }
                else
                { /* block id: 199 */
                    l_474 = (0xB504F2B35090CE90LL & g_23);
                    g_188[1] |= (safe_rshift_func_uint8_t_u_s(p_54, (~(((l_488 ^= (safe_lshift_func_uint8_t_u_s((safe_mod_func_uint32_t_u_u((l_442 = p_53), p_53)), (~(p_53 ^ (((safe_mul_func_uint8_t_u_u((p_56 || (((((((((safe_mod_func_uint16_t_u_u(g_196, g_142.f0)) , l_275[1][5][2]) ^ 4UL) , 65535UL) | 0L) & l_474) | p_54) ^ g_195) && l_487)), g_433[0][3][1])) != g_9) && 1UL)))))) < g_433[1][0][0]) | l_474))));
                }
                --l_511;
                l_510 = (safe_mod_func_int64_t_s_s((safe_lshift_func_uint16_t_u_s(0xB73CL, 5)), g_88));
                for (g_33 = 2; (g_33 >= 0); g_33 -= 1)
                { /* block id: 209 */
                    int i, j, k;
                    l_499 &= ((l_258[(g_22 + 1)][(l_400 + 3)][l_400] >= (!((((((((safe_sub_func_int8_t_s_s(((g_188[1] == p_56) & g_9), l_261)) != 0x1B3FL) <= ((safe_sub_func_uint8_t_u_u(0x37L, 0L)) ^ 0x26477180L)) < l_247[2]) , 9UL) == 0x179C11F9L) , p_55) , 0x0DC4AE19L))) & 1L);
                }
            }
        }
        else
        { /* block id: 213 */
            uint32_t l_552 = 4294967295UL;
            l_258[1][4][2] = ((((safe_mod_func_int16_t_s_s((safe_mul_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u(l_460[0], 0x317EL)), ((safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s((-9L), p_56)), ((safe_rshift_func_uint8_t_u_s(0xC1L, (safe_rshift_func_uint8_t_u_u((((safe_mul_func_uint8_t_u_u((((safe_mod_func_uint8_t_u_u((g_89 = (safe_rshift_func_uint16_t_u_s((safe_mod_func_uint64_t_u_u((p_53 = (safe_add_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s(g_433[0][3][1], (9L >= 0xE2840A63L))), 0x02AD9D1AL))), p_56)), g_433[0][3][1]))), l_428)) , (-10L)) > l_408), 0x0BL)) <= p_55) != g_25), p_56)))) == p_55))) , 1L))), g_215)), p_54)) < p_55) == l_365.f1) , l_551[0]);
            for (g_89 = 0; (g_89 <= 2); g_89 += 1)
            { /* block id: 219 */
                uint32_t l_555 = 0x9ABA74D1L;
                int32_t l_558 = 0xFF2AC0B9L;
                for (g_23 = 0; (g_23 <= 2); g_23 += 1)
                { /* block id: 222 */
                    ++l_552;
                }
                ++l_555;
                if (l_555)
                    continue;
                l_558 = 0xA41C3F26L;
                for (g_196 = 0; (g_196 <= 2); g_196 += 1)
                { /* block id: 230 */
                    int i, j, k;
                    g_188[1] = l_258[l_400][g_89][g_89];
                }
            }
            g_22 = (g_188[1] &= ((l_552 <= l_258[1][3][2]) < (((safe_sub_func_int32_t_s_s(((safe_rshift_func_uint16_t_u_u((((g_574 ^= (safe_lshift_func_uint8_t_u_s((p_56 ^ ((safe_add_func_int8_t_s_s((((p_55 = l_258[3][2][2]) , (g_89 = (((((((l_490[1][0] |= 0xDAL) , (((safe_mul_func_uint16_t_u_u(((((safe_mod_func_uint64_t_u_u(((p_55 & l_573[6][2][3]) <= p_55), 1L)) & l_552) < 0x83C2FE79L) >= g_196), p_56)) ^ g_24) , l_424)) & g_142.f1) ^ g_195) >= g_433[0][3][1]) < g_89) && 0x7A1951D7ED9AC527LL))) ^ 0UL), l_261)) > (-9L))), 4))) == l_424) ^ l_552), g_8)) , p_54), g_88)) != 0xB748DA70L) > 0x0AC8582360D57B14LL)));
        }
        if (p_54)
        { /* block id: 241 */
            if (l_424)
                break;
        }
        else
        { /* block id: 243 */
            int8_t l_590 = 0L;
            int32_t l_591 = 5L;
            l_591 ^= (((safe_div_func_uint64_t_u_u(((g_9 ^ (safe_rshift_func_uint8_t_u_s((l_423[3] == l_460[0]), 6))) != (safe_mod_func_int32_t_s_s((safe_div_func_int64_t_s_s((safe_mod_func_uint32_t_u_u(1UL, ((safe_rshift_func_uint8_t_u_u(g_9, 0)) && (p_56 , (p_56 >= g_22))))), l_589)), l_573[6][2][3]))), 0xAA558F39A730BA15LL)) < l_590) , p_54);
        }
        l_258[1][4][2] = p_53;
        for (l_463 = 0; (l_463 <= 2); l_463 += 1)
        { /* block id: 249 */
            int32_t l_601 = 8L;
            int32_t l_602 = 0x75016C90L;
            ++l_592;
            for (g_24 = 0; (g_24 <= 2); g_24 += 1)
            { /* block id: 253 */
                int32_t l_600 = 0x721C4157L;
                uint16_t l_603 = 0xD46CL;
                int i, j, k;
                l_600 |= (l_258[l_400][l_463][g_24] || (l_490[1][0] = (p_53 | ((g_215 <= ((safe_lshift_func_int16_t_s_s(l_489, (safe_unary_minus_func_uint32_t_u((((p_56 > (safe_mul_func_uint8_t_u_u(8UL, (g_9 = g_89)))) > 6L) , 4294967295UL))))) & g_574)) , p_56))));
                --l_603;
                if (l_460[0])
                    continue;
            }
        }
    }
    return l_592;
}


/* ------------------------------------------ */
/* 
 * reads : g_33 g_25 g_71 g_21 g_23 g_89 g_22 g_17 g_8 g_9 g_24 g_88 g_129 g_142 g_196 g_188 g_215
 * writes: g_33 g_71 g_25 g_89 g_22 g_9 g_8 g_129 g_188 g_196 g_215
 */
static uint32_t  func_58(int32_t  p_59, uint8_t  p_60)
{ /* block id: 14 */
    int32_t l_68 = 1L;
    int32_t l_82 = (-1L);
    struct S0 l_219 = {-10L,0xC73F052EL};
    int32_t l_237 = 0x2F6A2AC7L;
    for (g_33 = 0; (g_33 == (-7)); g_33--)
    { /* block id: 17 */
        struct S0 l_67 = {1L,18446744073709551615UL};
        int32_t l_81 = 5L;
        g_215 |= func_63(l_67, g_25, ((((l_68 |= 0xCDCEC458AF32651ELL) == (((safe_add_func_int16_t_s_s((((((l_81 = ((--g_71) > (+(((((safe_mul_func_int16_t_s_s(0L, (0x6675F713L != g_21))) ^ (safe_mod_func_int16_t_s_s((safe_lshift_func_int8_t_s_s(0xC8L, g_21)), p_60))) > 4294967295UL) || l_67.f0) || p_60)))) == l_82) & l_82) && g_23) && 0x2EL), g_21)) != g_33) ^ 0x3AL)) && g_21) >= g_33));
    }
    l_237 = (0x04FA82FBL >= (~(l_82 = (safe_rshift_func_int16_t_s_u((((0xC8L > (l_219 , (+(0UL < (safe_mod_func_uint64_t_u_u((safe_rshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s((safe_div_func_uint64_t_u_u(((safe_mul_func_uint8_t_u_u((p_59 == ((g_33 | (g_22 = ((safe_mul_func_int8_t_s_s(((safe_mod_func_uint32_t_u_u((safe_mod_func_int32_t_s_s(0x665D8ACBL, g_24)), p_60)) < 0xEDL), 0xF7L)) , l_219.f1))) != p_60)), g_188[0])) <= l_219.f0), 18446744073709551608UL)), (-1L))), l_68)), p_60)))))) && 0x38L) ^ 0x02L), 11)))));
    return l_219.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_25 g_89 g_22 g_71 g_23 g_17 g_8 g_21 g_9 g_24 g_88 g_129 g_33 g_142 g_196 g_188
 * writes: g_25 g_89 g_22 g_9 g_8 g_129 g_188 g_196
 */
static int32_t  func_63(struct S0  p_64, uint32_t  p_65, int32_t  p_66)
{ /* block id: 21 */
    int32_t l_85 = 0xF59FB917L;
    int32_t l_86 = (-7L);
    int32_t l_100 = (-8L);
    uint8_t l_103[7] = {0UL,0xEBL,0UL,0UL,0xEBL,0UL,0UL};
    int32_t l_104 = 0x3B6DF645L;
    uint8_t l_116[2];
    int i;
    for (i = 0; i < 2; i++)
        l_116[i] = 0xDEL;
    for (g_25 = (-29); (g_25 < 38); g_25 = safe_add_func_uint8_t_u_u(g_25, 4))
    { /* block id: 24 */
        int32_t l_87 = 0xE6299310L;
        g_89++;
        p_66 = l_86;
    }
    if (l_86)
        goto lbl_92;
    l_86 = (g_22 &= 4L);
lbl_92:
    l_86 ^= g_71;
    if ((+(l_104 ^= (((g_89 , (((safe_mul_func_int8_t_s_s(1L, ((safe_lshift_func_uint16_t_u_u((l_86 = g_71), (safe_mul_func_uint8_t_u_u(l_85, (g_9 = (l_100 = (l_85 & g_23))))))) | ((safe_lshift_func_int8_t_s_u((((((9UL != g_71) ^ g_17) == g_8) <= p_64.f1) < g_21), 2)) <= l_103[3])))) & (-1L)) || g_22)) == 0xA725BA0FL) <= p_65))))
    { /* block id: 36 */
lbl_190:
        for (g_89 = 0; (g_89 != 43); ++g_89)
        { /* block id: 39 */
            g_22 = 0x9CA1FCACL;
        }
    }
    else
    { /* block id: 42 */
        uint64_t l_109[3][2][5] = {{{1UL,0x3F785D6CF981355DLL,0x3F785D6CF981355DLL,1UL,1UL},{1UL,18446744073709551615UL,1UL,18446744073709551615UL,1UL}},{{1UL,1UL,0x3F785D6CF981355DLL,0x3F785D6CF981355DLL,1UL},{18446744073709551609UL,18446744073709551615UL,18446744073709551609UL,18446744073709551615UL,18446744073709551609UL}},{{1UL,0x3F785D6CF981355DLL,0x3F785D6CF981355DLL,1UL,1UL},{1UL,18446744073709551615UL,1UL,18446744073709551615UL,1UL}}};
        uint16_t l_119 = 0x082FL;
        struct S0 l_130[4] = {{-6L,0x757F9C6BL},{-6L,0x757F9C6BL},{-6L,0x757F9C6BL},{-6L,0x757F9C6BL}};
        int32_t l_136 = 0xC84AEC7FL;
        uint16_t l_138 = 1UL;
        int32_t l_139 = 0x65E95B66L;
        uint16_t l_151 = 0xC4EEL;
        int i, j, k;
        p_66 = 0x53C27CC0L;
        l_109[0][0][2] = (safe_mul_func_uint8_t_u_u(l_104, g_9));
        for (g_8 = 9; (g_8 >= 24); g_8 = safe_add_func_int64_t_s_s(g_8, 3))
        { /* block id: 47 */
            uint16_t l_120 = 9UL;
            for (p_64.f1 = (-12); (p_64.f1 > 40); p_64.f1 = safe_add_func_int8_t_s_s(p_64.f1, 5))
            { /* block id: 50 */
                int32_t l_131 = 1L;
                const int32_t l_148 = (-3L);
                if (((((g_24 > g_88) & ((((3L < p_66) > ((safe_div_func_int8_t_s_s(l_116[1], 0x1CL)) && (safe_lshift_func_int8_t_s_u(g_8, 2)))) > p_64.f1) | l_119)) != 0x0AL) , 0xAA24DD39L))
                { /* block id: 51 */
                    l_120++;
                    g_22 = 0xB0868ECCL;
                }
                else
                { /* block id: 54 */
                    uint32_t l_137 = 18446744073709551615UL;
                    l_139 = ((safe_sub_func_int64_t_s_s(0L, ((safe_add_func_int64_t_s_s((p_65 , ((((g_129 = (p_65++)) , (g_9 ^= ((((l_130[3] , (((((g_129 , l_131) , (safe_rshift_func_uint8_t_u_s((g_22 ^ (l_136 = (g_89 >= g_33))), g_25))) && (-3L)) < g_24) , 3UL)) <= g_71) >= g_89) ^ g_17))) ^ l_131) , l_137)), g_22)) != l_138))) || p_64.f0);
                }
                p_66 = (safe_mod_func_uint32_t_u_u((g_17 > ((l_86 &= ((l_131 = (p_64.f0 & (p_66 & l_120))) | (((g_142 , ((safe_add_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u((((l_151 ^= (safe_unary_minus_func_uint8_t_u((l_148 < (((((((safe_add_func_uint64_t_u_u(((((0x63A393D43457D5ADLL || p_65) <= 0x282D308AEA66F312LL) & l_120) , 0xCCC173D2B22B304CLL), 0x22227AEB4D02DCD1LL)) <= p_66) == p_66) , p_64.f1) || g_71) || g_71) | 0x0E8EL))))) & p_64.f0) || 0x3EL), g_24)) & 18446744073709551615UL), p_65)) < p_66)) && g_9) , l_85))) & 0x92L)), l_120));
                if (((safe_div_func_uint64_t_u_u(p_65, (safe_div_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((safe_mod_func_uint16_t_u_u(l_148, (l_131 = ((safe_add_func_int32_t_s_s((safe_mod_func_int16_t_s_s((((safe_add_func_int32_t_s_s(((l_139 >= (((safe_mul_func_int16_t_s_s((safe_sub_func_int32_t_s_s(((safe_sub_func_uint16_t_u_u(((safe_div_func_uint8_t_u_u(0xBDL, ((((safe_rshift_func_uint16_t_u_u(((((1L != (l_120 != 0xA868L)) && p_65) < 6UL) ^ p_66), l_86)) && p_66) & l_120) ^ g_17))) != g_22), (-1L))) < l_131), p_66)), p_66)) | p_66) > p_64.f0)) & l_103[3]), p_64.f1)) | (-5L)) && g_142.f0), g_88)), g_22)) , g_21)))), g_21)), p_66)))) <= 18446744073709551615UL))
                { /* block id: 66 */
                    uint16_t l_189 = 0x069FL;
                    g_22 |= (safe_add_func_int64_t_s_s((safe_mul_func_uint8_t_u_u((l_138 >= ((((safe_lshift_func_uint8_t_u_s((0xA796D56EF34DD4F9LL & (l_138 <= (-1L))), g_71)) ^ (g_188[1] = (l_148 || (((((safe_div_func_int32_t_s_s(((safe_rshift_func_uint8_t_u_u(g_24, l_86)) != p_65), g_88)) != 0x06E3EF0FL) == g_88) , l_131) < g_33)))) && 65535UL) == g_24)), 0x12L)), l_189));
                }
                else
                { /* block id: 69 */
                    p_66 |= 0xBD30B64AL;
                }
                l_131 = g_21;
            }
            if (l_119)
                goto lbl_190;
        }
        g_22 = (safe_lshift_func_int8_t_s_u(((safe_add_func_int8_t_s_s(((g_196++) ^ ((safe_lshift_func_uint8_t_u_s(0x9BL, (((safe_add_func_int8_t_s_s(g_188[0], (safe_lshift_func_uint16_t_u_s(((((((g_188[0] , l_104) | (l_86 |= (safe_add_func_int8_t_s_s((safe_div_func_int64_t_s_s((l_136 = (safe_mod_func_uint32_t_u_u((((safe_rshift_func_uint16_t_u_s(p_64.f0, (((safe_sub_func_uint8_t_u_u(g_9, l_119)) == g_23) == 0x04CBFAB05A586768LL))) ^ l_85) && 0xD452AC67L), g_8))), p_64.f1)), l_130[3].f0)))) & l_85) <= l_85) || 4UL) == 0UL), 4)))) > 249UL) != 0UL))) , 0x37E6L)), 255UL)) >= 0x95L), 3));
    }
    return g_188[1];
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_22, "g_22", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_24, "g_24", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_33, "g_33", print_hash_value);
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_88, "g_88", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_129, "g_129", print_hash_value);
    transparent_crc(g_142.f0, "g_142.f0", print_hash_value);
    transparent_crc(g_142.f1, "g_142.f1", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_188[i], "g_188[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_195, "g_195", print_hash_value);
    transparent_crc(g_196, "g_196", print_hash_value);
    transparent_crc(g_215, "g_215", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_255[i], "g_255[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_433[i][j][k], "g_433[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_574, "g_574", print_hash_value);
    transparent_crc(g_663, "g_663", print_hash_value);
    transparent_crc(g_720, "g_720", print_hash_value);
    transparent_crc(g_771, "g_771", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
