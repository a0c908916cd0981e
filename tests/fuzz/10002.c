// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10002 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10002
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   const int32_t  f0;
   uint16_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int16_t g_9 = 1L;
static uint32_t g_13 = 0UL;
static int32_t g_46 = (-7L);
static int64_t g_56 = 7L;
static int64_t g_77 = 1L;
static struct S0 g_78[4][1][5] = {{{{1L,65535UL},{1L,0xABB2L},{7L,0xE75FL},{7L,0xE75FL},{1L,0xABB2L}}},{{{1L,65535UL},{1L,0xABB2L},{7L,0xE75FL},{7L,0xE75FL},{1L,0xABB2L}}},{{{1L,65535UL},{1L,0xABB2L},{7L,0xE75FL},{7L,0xE75FL},{1L,0xABB2L}}},{{{1L,65535UL},{1L,0xABB2L},{7L,0xE75FL},{7L,0xE75FL},{1L,0xABB2L}}}};
static uint32_t g_81 = 0x2D117B57L;
static int32_t g_83 = 9L;
static int16_t g_85 = 0xAC29L;
static int64_t g_88[5][7][3] = {{{0xB28538E7D4845EB5LL,0x98B4E4A0A60341E9LL,0xA845225C753BB745LL},{0xA63A677434CA839ELL,0xDFAD406D4EB3E5EBLL,0x97477C2843333429LL},{0xF5A50E62F179D161LL,0x5DA103C12D237583LL,0xEE6403F479F84CD1LL},{(-1L),(-1L),(-6L)},{0x5E09581AD2EC9464LL,0xB28538E7D4845EB5LL,0xB28538E7D4845EB5LL},{(-10L),(-6L),(-1L)},{0x0B1440D3F7D50A45LL,0xEE6403F479F84CD1LL,0x5DA103C12D237583LL}},{{(-1L),0x97477C2843333429LL,0xDFAD406D4EB3E5EBLL},{0x1CC17125C8CE6C94LL,0xA845225C753BB745LL,1L},{0x4D78F30ED53B0E2DLL,0x0C79EC616ADEA61ELL,0xDFAD406D4EB3E5EBLL},{(-1L),0x98B4E4A0A60341E9LL,0x24C43DCC553FEA94LL},{0x46CE8F17059363F8LL,0x68EC64C767A1E796LL,(-6L)},{0x597F862FE7C9D89BLL,0L,0x597F862FE7C9D89BLL},{0x068BD6B81C74F2DDLL,0xEDB4A25C9B65FEA0LL,0L}},{{0x1CC17125C8CE6C94LL,0xEE6403F479F84CD1LL,(-4L)},{0x84B09764F7977D32LL,1L,(-6L)},{0xEE6403F479F84CD1LL,1L,(-1L)},{0x84B09764F7977D32LL,0xDFAD406D4EB3E5EBLL,8L},{0x1CC17125C8CE6C94LL,0x24C43DCC553FEA94LL,0xB28538E7D4845EB5LL},{0x068BD6B81C74F2DDLL,(-6L),0x4D78F30ED53B0E2DLL},{0x597F862FE7C9D89BLL,0x597F862FE7C9D89BLL,0xA845225C753BB745LL}},{{0x46CE8F17059363F8LL,0L,0xFF15597B072C4636LL},{(-1L),(-4L),1L},{0x4D78F30ED53B0E2DLL,(-6L),0xE6E873F63695F895LL},{0x24C43DCC553FEA94LL,(-1L),1L},{0xEDB4A25C9B65FEA0LL,8L,0xFF15597B072C4636LL},{(-10L),0xB28538E7D4845EB5LL,0xA845225C753BB745LL},{0xA747094F54FDF186LL,0x4D78F30ED53B0E2DLL,0x4D78F30ED53B0E2DLL}},{{0x42BE7AC75E1209EFLL,0xA845225C753BB745LL,0xB28538E7D4845EB5LL},{0L,0xFF15597B072C4636LL,8L},{0xB28538E7D4845EB5LL,1L,(-1L)},{0L,0xE6E873F63695F895LL,(-6L)},{0L,1L,(-4L)},{1L,0xFF15597B072C4636LL,0L},{0L,0xA845225C753BB745LL,0x597F862FE7C9D89BLL}}};
static uint8_t g_89[5] = {9UL,9UL,9UL,9UL,9UL};
static int32_t g_114 = 0x393C2DF5L;
static uint32_t g_115 = 4294967294UL;
static uint32_t g_137[6][4][7] = {{{4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L},{4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL},{4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L},{4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL}},{{4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L},{4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL},{4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L},{4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL}},{{4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L},{4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL},{4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L},{4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL}},{{4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L},{4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL},{4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L},{4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL}},{{4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L},{4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL},{4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L},{4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL}},{{4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L},{4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL,0x88078DF3L,4294967295UL},{4294967295UL,0x85FA97D6L,0x85FA97D6L,4294967295UL,4294967295UL,0x85FA97D6L,0x85FA97D6L},{4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL,0x88078DF3L,4294967294UL}}};
static uint16_t g_214 = 0UL;
static int64_t g_269 = (-1L);
static uint32_t g_302 = 0x3A7E1613L;
static uint64_t g_399 = 0xE8B94E4C9390C548LL;
static uint16_t g_403 = 0x81E3L;
static int16_t g_410 = 0xA9D1L;
static int32_t g_411[8] = {0xD7725212L,0xD7725212L,0x971DEBE7L,0xD7725212L,0xD7725212L,0x971DEBE7L,0xD7725212L,0xD7725212L};
static int32_t g_412 = 0x21859282L;
static uint64_t g_413 = 18446744073709551610UL;
static uint16_t g_426 = 1UL;
static int32_t g_435 = (-4L);
static uint8_t g_463 = 255UL;
static uint32_t g_528 = 0x4A2A40ABL;
static uint16_t g_536 = 0UL;
static int64_t g_541 = 0x0AEC0147E3C7ED76LL;
static int64_t g_545[5] = {0xCCB82A1ADDF37BF0LL,0xCCB82A1ADDF37BF0LL,0xCCB82A1ADDF37BF0LL,0xCCB82A1ADDF37BF0LL,0xCCB82A1ADDF37BF0LL};
static uint32_t g_547[4][3] = {{0x9CCD81A3L,0x9CCD81A3L,0x9CCD81A3L},{0xF14231C8L,0xF14231C8L,0xF14231C8L},{0x9CCD81A3L,0x9CCD81A3L,0x9CCD81A3L},{0xF14231C8L,0xF14231C8L,0xF14231C8L}};
static uint32_t g_645 = 3UL;
static int32_t g_702[1] = {0xF888EAABL};
static int64_t g_718 = (-1L);
static int32_t g_745 = (-1L);


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static uint8_t  func_5(uint32_t  p_6, int32_t  p_7, uint32_t  p_8);
static uint32_t  func_17(int32_t  p_18, uint32_t  p_19);
static uint32_t  func_20(uint8_t  p_21, uint8_t  p_22);
static int8_t  func_31(int32_t  p_32, int64_t  p_33, uint32_t  p_34, struct S0  p_35, uint32_t  p_36);
static struct S0  func_39(uint16_t  p_40, int8_t  p_41, int8_t  p_42, uint64_t  p_43);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_13 g_56 g_46 g_78 g_77 g_89 g_83 g_115 g_114 g_88 g_137 g_81 g_214 g_302 g_85 g_269 g_399 g_403 g_413 g_426 g_411 g_463 g_410 g_536 g_547 g_528 g_545 g_541 g_435 g_702 g_412 g_645 g_745 g_718
 * writes: g_13 g_46 g_56 g_77 g_81 g_89 g_115 g_137 g_78.f1 g_114 g_269 g_214 g_302 g_9 g_88 g_399 g_403 g_413 g_426 g_435 g_410 g_463 g_85 g_412 g_528 g_536 g_547 g_541 g_645 g_745 g_702
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_10 = 18446744073709551611UL;
    int32_t l_844 = 1L;
    int32_t l_858 = 0x02A4019CL;
    int32_t l_859 = (-10L);
    int32_t l_860[1];
    int i;
    for (i = 0; i < 1; i++)
        l_860[i] = (-9L);
    l_860[0] = (((safe_unary_minus_func_uint16_t_u((safe_mod_func_uint8_t_u_u((l_844 = func_5(g_9, l_10, g_9)), (safe_mul_func_int8_t_s_s(((l_859 = (safe_add_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_int16_t_s_s((1L == (l_858 = ((((safe_rshift_func_uint8_t_u_s((safe_mul_func_int16_t_s_s((1L && (safe_unary_minus_func_uint16_t_u((g_718 & 0xA60EL)))), l_10)), 7)) >= g_545[2]) && l_10) == l_10))), l_10)) < g_545[2]), l_10)), 0x54L))) , g_545[3]), g_545[3])))))) <= l_10) ^ l_10);
    return l_10;
}


/* ------------------------------------------ */
/* 
 * reads : g_13 g_9 g_56 g_46 g_78 g_77 g_89 g_83 g_115 g_114 g_88 g_137 g_81 g_214 g_302 g_85 g_269 g_399 g_403 g_413 g_426 g_411 g_463 g_410 g_536 g_547 g_528 g_545 g_541 g_435 g_702 g_412 g_645 g_745
 * writes: g_13 g_46 g_56 g_77 g_81 g_89 g_115 g_137 g_78.f1 g_114 g_269 g_214 g_302 g_9 g_88 g_399 g_403 g_413 g_426 g_435 g_410 g_463 g_85 g_412 g_528 g_536 g_547 g_541 g_645 g_745 g_702
 */
static uint8_t  func_5(uint32_t  p_6, int32_t  p_7, uint32_t  p_8)
{ /* block id: 1 */
    uint16_t l_16 = 0x5914L;
    int32_t l_619 = 6L;
    uint16_t l_683 = 0x5B4CL;
    uint32_t l_712 = 4294967290UL;
    uint32_t l_719 = 1UL;
    int32_t l_767 = 0L;
    for (p_7 = 23; (p_7 != 26); ++p_7)
    { /* block id: 4 */
        g_13--;
    }
    if ((l_16 | (func_17(p_8, func_20(g_9, (safe_rshift_func_uint16_t_u_u(p_7, 3)))) , g_545[3])))
    { /* block id: 202 */
        int64_t l_588 = 1L;
        uint16_t l_630[1][1][1];
        int32_t l_631 = 7L;
        int i, j, k;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
            {
                for (k = 0; k < 1; k++)
                    l_630[i][j][k] = 3UL;
            }
        }
        for (p_7 = 4; (p_7 < (-14)); p_7--)
        { /* block id: 205 */
            int64_t l_618 = (-2L);
            struct S0 l_628 = {0x485D9883L,4UL};
            int32_t l_664[3];
            uint32_t l_771 = 0xE14122C2L;
            int32_t l_786 = 0x1EE4C41DL;
            int i;
            for (i = 0; i < 3; i++)
                l_664[i] = 0xDD300EE4L;
            for (g_541 = 22; (g_541 != 20); --g_541)
            { /* block id: 208 */
                int32_t l_596[6][5][4] = {{{0x23B5FD5AL,0L,0x97C3141BL,0x97C3141BL},{0x469A72E9L,0x469A72E9L,1L,0xF95D8A33L},{(-8L),0xC9E9F9F2L,0L,(-8L)},{1L,0xB599ED79L,0x567D5BF2L,0L},{6L,0xB599ED79L,1L,(-8L)}},{{0xB599ED79L,0xC9E9F9F2L,0x4DF7560CL,0xF95D8A33L},{(-7L),0x469A72E9L,(-8L),0x97C3141BL},{1L,0L,0xE783C83FL,0x4DF7560CL},{0xC9E9F9F2L,0x9B6654BDL,0xC9E9F9F2L,0x469A72E9L},{0x4DF7560CL,(-1L),0x23B5FD5AL,1L}},{{0x567D5BF2L,6L,0x9EE5B194L,(-1L)},{1L,0x23B5FD5AL,0x9EE5B194L,(-8L)},{0x567D5BF2L,0xF95D8A33L,0x23B5FD5AL,(-6L)},{0x4DF7560CL,(-1L),0xC9E9F9F2L,0x567D5BF2L},{0xC9E9F9F2L,0x567D5BF2L,0xE783C83FL,0xFBE916A3L}},{{1L,(-8L),(-8L),1L},{(-7L),(-8L),0x4DF7560CL,0x044B4ABCL},{0xB599ED79L,0xE783C83FL,1L,(-1L)},{6L,(-6L),0x567D5BF2L,(-1L)},{1L,0xE783C83FL,0L,0x044B4ABCL}},{{(-8L),(-8L),1L,1L},{0x469A72E9L,(-8L),0x97C3141BL,0xFBE916A3L},{0x23B5FD5AL,0x567D5BF2L,0L,0x567D5BF2L},{(-10L),(-1L),(-6L),(-6L)},{1L,0xF95D8A33L,(-6L),(-8L)}},{{0xFBE916A3L,0x23B5FD5AL,(-1L),0xB599ED79L},{0xF95D8A33L,0L,(-1L),(-8L)},{(-8L),0xB599ED79L,0x469A72E9L,0x044B4ABCL},{0x9B6654BDL,0x97C3141BL,(-8L),0x9EE5B194L},{0x4DF7560CL,(-8L),(-7L),(-7L)}}};
                int32_t l_601[8] = {0x7CB549B3L,0x7CB549B3L,0x7CB549B3L,0x7CB549B3L,0x7CB549B3L,0x7CB549B3L,0x7CB549B3L,0x7CB549B3L};
                int i, j, k;
                l_601[1] = ((65535UL == ((safe_rshift_func_int8_t_s_s((!((safe_add_func_int32_t_s_s((safe_mul_func_int8_t_s_s(0x07L, (l_588 = 8UL))), (safe_sub_func_int32_t_s_s((1L ^ ((safe_mul_func_uint8_t_u_u((safe_div_func_int32_t_s_s((!l_596[4][0][0]), (safe_add_func_int8_t_s_s(g_410, ((safe_mod_func_int64_t_s_s(g_81, g_114)) <= g_411[1]))))), g_411[2])) ^ g_78[0][0][4].f1)), g_403)))) || l_596[4][0][0])), p_6)) <= 0xD897ECA9C58DDADELL)) != g_114);
                l_619 = ((safe_div_func_int64_t_s_s(((((safe_mul_func_int8_t_s_s(((2UL && ((((((g_88[2][4][2] , (safe_unary_minus_func_uint16_t_u((safe_rshift_func_uint16_t_u_u(p_7, 1))))) <= (((safe_lshift_func_int16_t_s_s((((safe_mul_func_uint16_t_u_u(((((((l_601[7] &= (((1L >= (((((safe_unary_minus_func_uint16_t_u((((safe_mod_func_uint8_t_u_u((((safe_sub_func_int8_t_s_s(l_618, 0x67L)) == l_16) || 18446744073709551615UL), l_618)) , g_114) | l_588))) , 4294967295UL) > p_7) && g_81) , g_545[2])) <= l_618) & g_115)) | 8L) , 0x10L) == p_7) && g_545[3]) == l_588), l_588)) && p_6) , g_547[3][1]), 11)) | 1UL) == l_588)) & 5UL) , 0xFE6D7478L) == p_8) | p_6)) ^ 5L), 0x61L)) <= 0x498BDA5A5898E8FELL) || p_7) == g_302), (-2L))) < g_115);
                l_631 = (safe_rshift_func_uint16_t_u_s((l_618 ^ (((((safe_mul_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(((((safe_add_func_uint8_t_u_u(((0xFD32L | ((l_619 ^= (((0UL && (((l_628 , (~0xF9L)) || (0x20D3F602L > (p_7 , g_78[0][0][4].f1))) , 65535UL)) < 0UL) , 8L)) <= g_463)) != 0xED9CL), 0x0BL)) || 18446744073709551606UL) >= g_399) & l_630[0][0][0]), 65530UL)), l_628.f0)) & g_528) <= g_9) ^ 0L) , 1L)), 15));
            }
            for (l_631 = 0; (l_631 > 6); l_631 = safe_add_func_uint8_t_u_u(l_631, 6))
            { /* block id: 218 */
                for (l_619 = (-21); (l_619 > (-26)); l_619 = safe_sub_func_uint64_t_u_u(l_619, 5))
                { /* block id: 221 */
                    int64_t l_650[2][4][7] = {{{0L,0L,0L,0L,0x1DC4FB1FB586FE88LL,(-1L),1L},{0x9EB100A9FB29B4FELL,0xE1C5DA31A8DD80B6LL,0L,0x08D616DDCFA3B222LL,1L,0x9EB100A9FB29B4FELL,0x9EB100A9FB29B4FELL},{0xE1C5DA31A8DD80B6LL,1L,0x3A4854F9FECBB909LL,1L,0xE1C5DA31A8DD80B6LL,0xA3A10FEBB59A42EALL,1L},{0L,0x1DC4FB1FB586FE88LL,(-1L),1L,0L,(-1L),0L}},{{0L,0L,0x08D616DDCFA3B222LL,0x08D616DDCFA3B222LL,0L,0L,0x1DC4FB1FB586FE88LL},{0L,1L,1L,0L,0L,0xFCFD2FA0CE1BE1B7LL,1L},{0xE1C5DA31A8DD80B6LL,0x9EB100A9FB29B4FELL,0L,0xD08170C54345E8C4LL,0L,0x9EB100A9FB29B4FELL,0xE1C5DA31A8DD80B6LL},{0x9EB100A9FB29B4FELL,1L,0x08D616DDCFA3B222LL,0L,0xE1C5DA31A8DD80B6LL,0x9EB100A9FB29B4FELL,0L}}};
                    int i, j, k;
                    g_435 = (l_628.f1 <= ((safe_lshift_func_uint8_t_u_u(((g_403 = (safe_div_func_int64_t_s_s((((safe_add_func_uint16_t_u_u((+(((((g_645 = g_88[1][4][1]) || (p_6 == ((safe_lshift_func_int8_t_s_u(((safe_rshift_func_int16_t_s_s((p_8 && (l_650[1][3][6] , (safe_sub_func_uint32_t_u_u(((l_628.f0 ^ (((((safe_lshift_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_u(p_6, 5)) & g_411[1]) , 65530UL), 4)) ^ (-8L)) || g_545[2]) , 0UL) && g_403)) & 4294967295UL), p_7)))), 8)) ^ 0UL), p_6)) , p_8))) == g_545[1]) == l_619) ^ p_6)), p_8)) , 0x194E9225AF877593LL) & 1UL), g_411[5]))) > 0xB738L), p_6)) || g_114));
                }
            }
            for (g_413 = (-6); (g_413 >= 53); ++g_413)
            { /* block id: 229 */
                const uint32_t l_663 = 0xBDFB6E76L;
                struct S0 l_673 = {4L,65535UL};
                int32_t l_701 = 0L;
                int32_t l_744[6] = {0xDC5D19D0L,0xDC5D19D0L,2L,0xDC5D19D0L,0xDC5D19D0L,2L};
                int32_t l_768 = 1L;
                int i;
                if ((g_114 |= (g_89[0] , (safe_sub_func_int64_t_s_s((((safe_sub_func_uint16_t_u_u((((g_46 < l_663) , (l_664[2] = l_16)) & ((safe_lshift_func_int8_t_s_s((safe_lshift_func_uint8_t_u_u(((((safe_mod_func_int16_t_s_s(l_630[0][0][0], 5L)) < ((((safe_rshift_func_uint8_t_u_s((g_89[4] |= l_618), g_137[2][2][5])) , l_673) , g_536) , l_588)) & 0L) == g_545[2]), l_618)), 4)) < g_85)), 0xF7B3L)) | l_673.f1) , l_663), l_628.f0)))))
                { /* block id: 233 */
                    uint64_t l_674[4][2][7] = {{{0xB37CCC4D57B7079ALL,0xB37CCC4D57B7079ALL,4UL,0xEC8FD928D26F9675LL,1UL,0UL,18446744073709551607UL},{1UL,0x5EFBB5AF0C8403D0LL,4UL,1UL,0xB37CCC4D57B7079ALL,0xAE0DCB4711B27F4ELL,0xE9843A598163D10FLL}},{{0x52B31E8E3318F53BLL,0xBE7CCB087E9F5BDELL,0xD525250F0BB955BBLL,0x5EFBB5AF0C8403D0LL,1UL,0x34797DD7684B30D6LL,0xBE7CCB087E9F5BDELL},{4UL,0x9E6C87197E6407F1LL,0x5383CB7436B2F34CLL,0x5383CB7436B2F34CLL,0x9E6C87197E6407F1LL,4UL,0xBE7CCB087E9F5BDELL}},{{0x34797DD7684B30D6LL,1UL,0x5EFBB5AF0C8403D0LL,0xD525250F0BB955BBLL,0xBE7CCB087E9F5BDELL,0x52B31E8E3318F53BLL,0xE9843A598163D10FLL},{0xAE0DCB4711B27F4ELL,0xB37CCC4D57B7079ALL,1UL,4UL,0x5EFBB5AF0C8403D0LL,1UL,18446744073709551607UL}},{{0UL,1UL,0xEC8FD928D26F9675LL,4UL,0xB37CCC4D57B7079ALL,0xB37CCC4D57B7079ALL,4UL},{0xD525250F0BB955BBLL,0x9E6C87197E6407F1LL,0xD525250F0BB955BBLL,4UL,0xE9843A598163D10FLL,9UL,0x9E6C87197E6407F1LL}}};
                    int i, j, k;
                    --l_674[3][0][0];
                    l_619 &= (l_664[2] = (g_89[0] != (((safe_mul_func_int8_t_s_s((((l_683 = (!(g_89[2] | ((safe_unary_minus_func_uint16_t_u(g_411[1])) < p_8)))) | (((((p_7 < (+((((l_631 &= ((((safe_mod_func_uint16_t_u_u((safe_mod_func_int64_t_s_s((safe_div_func_uint64_t_u_u(((safe_sub_func_int16_t_s_s((safe_mod_func_uint16_t_u_u((safe_div_func_int8_t_s_s(0x01L, (safe_add_func_int32_t_s_s((((safe_lshift_func_int8_t_s_u(p_8, l_674[3][0][0])) ^ p_8) > l_16), 0x69DE8545L)))), p_6)), l_674[3][0][3])) | p_8), g_46)), l_16)), p_6)) >= g_411[0]) || 0x4D01495BL) | g_435)) & 0x6FL) != 0x0EL) ^ l_673.f0))) , g_435) != g_13) ^ l_674[3][0][0]) | p_8)) > (-1L)), l_674[1][1][6])) != l_664[1]) == 65532UL)));
                    if (g_214)
                        continue;
                    if (g_85)
                        continue;
                }
                else
                { /* block id: 241 */
                    l_631 &= 0xE6A82CC0L;
                    l_701 = p_6;
                    g_435 |= (((g_702[0] , g_413) >= (safe_add_func_int64_t_s_s(g_137[2][2][5], (safe_rshift_func_int16_t_s_u(((g_89[0] || ((safe_div_func_uint16_t_u_u(p_6, 7UL)) ^ (~(safe_mul_func_int8_t_s_s(l_712, 0x24L))))) , p_8), 8))))) <= g_411[1]);
                }
                for (g_435 = 0; (g_435 < (-20)); --g_435)
                { /* block id: 248 */
                    uint32_t l_715 = 0xD5F52ED6L;
                    int16_t l_743 = 4L;
                    int32_t l_746[2];
                    int32_t l_747 = 0xC26D7C0DL;
                    int i;
                    for (i = 0; i < 2; i++)
                        l_746[i] = 0x3F306ABCL;
                    --l_715;
                    l_619 = g_89[3];
                    ++l_719;
                    l_701 = (!(l_747 &= (safe_unary_minus_func_int32_t_s((safe_div_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_u((safe_unary_minus_func_int32_t_s((0UL & (safe_mod_func_uint16_t_u_u((func_39(l_673.f1, p_6, (l_746[0] = ((l_619 |= (0L || (safe_rshift_func_uint8_t_u_s((g_89[0] = ((safe_lshift_func_int8_t_s_u((l_701 <= ((((safe_add_func_int8_t_s_s((g_745 = (safe_lshift_func_int16_t_s_s(((l_744[3] = (safe_sub_func_uint8_t_u_u((g_9 , (safe_sub_func_int64_t_s_s((g_435 , l_743), 18446744073709551615UL))), g_78[0][0][4].f0))) , l_631), 9))), p_7)) == p_8) ^ l_630[0][0][0]) , p_8)), g_302)) > (-6L))), g_435)))) ^ l_618)), p_8) , l_715), l_618))))), p_7)) && 9L), g_81))))));
                }
                g_412 |= (safe_rshift_func_int16_t_s_s((((((safe_add_func_uint16_t_u_u(((((((safe_sub_func_uint16_t_u_u(g_702[0], (((safe_rshift_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((g_702[0] | (p_6 &= 4UL)), ((safe_add_func_uint64_t_u_u((((safe_mod_func_int16_t_s_s(g_702[0], (l_744[3] ^= ((safe_mul_func_uint16_t_u_u(p_7, (safe_sub_func_uint16_t_u_u(8UL, ((((safe_unary_minus_func_uint8_t_u(247UL)) > p_8) , p_7) > l_628.f1))))) >= l_664[2])))) && l_619) >= l_767), g_88[0][5][2])) || g_410))), 3)) < l_712) , p_7))) < l_768) <= 4294967291UL) >= l_712) | 3L) , l_719), 1L)) < l_701) && l_744[3]) , 8UL) & 0xBBAFL), g_85));
                if (((safe_add_func_uint32_t_u_u(0x2626DDBDL, (g_137[2][2][5] != 8L))) & l_631))
                { /* block id: 263 */
                    uint8_t l_776 = 0x14L;
                    l_771++;
                    l_631 |= (safe_lshift_func_uint8_t_u_u(l_776, 2));
                    l_744[5] = p_7;
                }
                else
                { /* block id: 267 */
                    l_767 = (((l_664[2] = g_78[0][0][4].f1) && l_630[0][0][0]) != (g_545[1] == (safe_mod_func_uint32_t_u_u(((p_7 & (safe_lshift_func_int8_t_s_u((l_786 &= ((g_702[0] = g_547[3][1]) , (((((l_619 = (safe_unary_minus_func_uint16_t_u(l_719))) && ((((safe_rshift_func_int16_t_s_s(((safe_add_func_uint16_t_u_u((p_8 || 0x76369628L), g_645)) < p_8), p_7)) | l_744[3]) != l_630[0][0][0]) , g_46)) >= 1L) , (-1L)) == p_6))), 0))) && p_6), 0xE8CBEC45L))));
                }
            }
        }
        l_619 = (+0xB1L);
        return l_767;
    }
    else
    { /* block id: 278 */
        int64_t l_800 = 0x232DBBB214EE00BELL;
        int32_t l_822 = 0x2507D4DDL;
        for (g_77 = 0; (g_77 < 5); ++g_77)
        { /* block id: 281 */
            int32_t l_793 = (-3L);
            int32_t l_817 = 0x18EA7C98L;
            g_412 = ((((((l_619 = (g_56 ^ (g_463 = p_8))) >= (((g_745 = ((safe_div_func_int8_t_s_s(((!((g_411[1] && l_793) > ((safe_sub_func_uint16_t_u_u(((g_78[0][0][4].f1 = (((safe_lshift_func_uint16_t_u_s((l_719 == ((safe_add_func_uint16_t_u_u(((l_800 | ((safe_div_func_int16_t_s_s((~(l_793 >= p_6)), l_719)) < g_78[0][0][4].f1)) <= p_6), l_800)) <= p_6)), l_793)) > l_793) & 9L)) ^ p_7), 1UL)) < g_411[1]))) , g_528), 1UL)) >= l_719)) == l_683) < g_115)) > p_7) | 0x63534370DA551654LL) | g_89[0]) | 0L);
            if (p_7)
                break;
            l_817 = (l_719 || (((8L <= g_88[1][0][0]) < (g_56 = (safe_mul_func_uint8_t_u_u(((safe_mod_func_int64_t_s_s((safe_sub_func_uint8_t_u_u((g_89[1] = l_793), (safe_mod_func_int16_t_s_s((-1L), (safe_mul_func_int16_t_s_s(((safe_rshift_func_uint8_t_u_u((0xD8A75D22L ^ (((((((((~p_8) , p_8) | 0x0BL) < 0x8DCEL) || 65530UL) ^ p_7) , 0x45L) | l_793) , p_6)), l_800)) | l_800), l_793)))))), g_547[3][1])) >= 0UL), 255UL)))) == l_800));
            g_745 &= (safe_div_func_int8_t_s_s(((g_269 = (((((safe_rshift_func_int16_t_s_s((l_822 = p_6), ((safe_mod_func_uint32_t_u_u(((((safe_lshift_func_uint16_t_u_u(65527UL, p_7)) && (safe_rshift_func_int16_t_s_u((g_9 = (!(safe_sub_func_int32_t_s_s((safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_s((safe_rshift_func_int16_t_s_u((safe_mod_func_uint8_t_u_u(0xCDL, (safe_mul_func_uint16_t_u_u((((p_6 & (safe_mod_func_uint64_t_u_u(p_8, (0x5086393BAD850BDFLL && 0x4E902B777E0E077FLL)))) && g_463) ^ g_541), p_8)))), 2)), l_719)), 0x73L)), g_269)))), 11))) , g_702[0]) || 0x47L), g_702[0])) == l_800))) , 0x623870C4L) < l_793) ^ (-1L)) , g_89[0])) >= p_7), p_7));
        }
    }
    l_619 = g_13;
    return p_6;
}


/* ------------------------------------------ */
/* 
 * reads : g_410 g_114 g_463 g_137 g_46 g_411 g_83 g_13 g_9 g_269 g_413 g_78.f1 g_56 g_78 g_115 g_302 g_88 g_399 g_536 g_547 g_528
 * writes: g_410 g_114 g_463 g_435 g_214 g_412 g_403 g_77 g_528 g_536 g_547
 */
static uint32_t  func_17(int32_t  p_18, uint32_t  p_19)
{ /* block id: 163 */
    int8_t l_476 = (-10L);
    uint64_t l_483 = 0xFDC9B0EAF6B503DALL;
    int32_t l_534 = 1L;
    int32_t l_540 = 0xD8E57F7AL;
    int32_t l_542 = 0L;
    int32_t l_543 = (-1L);
    int32_t l_546 = 0xC5D7B9B8L;
    int64_t l_556 = 0x60D8EEB844A9BF5BLL;
    for (g_410 = 0; (g_410 < (-13)); g_410 = safe_sub_func_int64_t_s_s(g_410, 7))
    { /* block id: 166 */
        uint64_t l_491 = 0x7E94314BD1EF2F5BLL;
        int8_t l_531 = 0x88L;
        int32_t l_532 = 7L;
        int32_t l_544[1];
        int32_t l_576 = 0x5466D1BCL;
        int i;
        for (i = 0; i < 1; i++)
            l_544[i] = (-4L);
        for (g_114 = 19; (g_114 <= (-9)); g_114 = safe_sub_func_int8_t_s_s(g_114, 7))
        { /* block id: 169 */
            int64_t l_490 = 0x7C967F03E088F492LL;
            int32_t l_495 = 1L;
            uint32_t l_573 = 4294967295UL;
            for (g_463 = (-26); (g_463 < 10); ++g_463)
            { /* block id: 172 */
                int8_t l_484 = 0xFFL;
                int32_t l_510[1];
                uint32_t l_511 = 0x1050F24AL;
                int64_t l_539 = 0xA7E3D983353D7DBFLL;
                int i;
                for (i = 0; i < 1; i++)
                    l_510[i] = 0xF52D40B2L;
                g_435 = (p_18 ^= g_137[2][0][6]);
                if ((p_18 ^ (safe_add_func_uint16_t_u_u(((l_476 , ((safe_sub_func_uint16_t_u_u(g_137[1][1][1], (8UL <= (safe_mul_func_uint16_t_u_u((g_214 = l_483), l_484))))) < ((safe_rshift_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((safe_unary_minus_func_int8_t_s(((0xADL || 1UL) , g_46))), 0x70E43FECL)), 7)) <= l_490))) != g_411[1]), p_18))))
                { /* block id: 176 */
                    uint32_t l_494 = 18446744073709551610UL;
                    l_491 ^= (g_412 = 0x62D3EC66L);
                    l_495 ^= ((p_18 = (safe_mul_func_uint16_t_u_u(((0L <= (3UL <= (g_435 = (1L || (0x0BEBC1D7L < g_83))))) , (g_403 = ((0x6D9DL && l_494) ^ g_13))), g_463))) , 0xBA321759L);
                }
                else
                { /* block id: 183 */
                    int32_t l_529 = 0xF325F45BL;
                    int32_t l_530 = 0L;
                    int32_t l_533 = (-5L);
                    int32_t l_535[4][4] = {{0xC692EC08L,0L,0L,0L},{0x1A355F2FL,0x1A355F2FL,0xC692EC08L,0L},{1L,0L,1L,0xC692EC08L},{1L,0xC692EC08L,0xC692EC08L,1L}};
                    int i, j;
                    l_511 = ((l_510[0] = (func_39((g_9 , g_269), (safe_sub_func_uint32_t_u_u((safe_div_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u(((safe_sub_func_uint8_t_u_u((l_491 < 0x39L), (safe_rshift_func_uint8_t_u_u((safe_mod_func_int16_t_s_s(((((l_476 && ((g_403 = 65535UL) >= (l_495 = ((safe_div_func_int64_t_s_s((l_495 > g_83), 0x944C70E6516B4FDALL)) , l_495)))) , 0L) | 2L) , g_413), g_78[0][0][4].f1)), g_9)))) , p_19), p_19)), l_490)), (-6L))), p_18, g_269) , g_115)) <= 0UL);
                    l_529 = ((-1L) & (safe_add_func_int8_t_s_s((safe_mod_func_int64_t_s_s((safe_add_func_int16_t_s_s(g_56, ((safe_lshift_func_uint16_t_u_s((safe_rshift_func_int8_t_s_s((((g_528 = ((p_18 >= (safe_sub_func_uint32_t_u_u(((safe_add_func_uint16_t_u_u((safe_sub_func_int16_t_s_s(0L, (g_302 != (g_88[2][3][1] || p_18)))), g_399)) > l_484), 0x200B9685L))) || (-1L))) < l_495) == p_18), 6)), p_19)) < p_19))), 2L)), 9L)));
                    g_536++;
                    if (l_490)
                        break;
                }
                g_547[3][1]--;
            }
            l_544[0] = ((255UL != (safe_sub_func_int8_t_s_s(g_528, 5L))) | (0x5E991380L > (p_18 , (((safe_unary_minus_func_uint16_t_u(g_46)) > ((l_532 = (((safe_add_func_uint64_t_u_u((!(l_495 >= (-5L))), 0x2FD853D1E7459ABDLL)) ^ g_83) > l_556)) && p_18)) ^ p_18))));
            l_576 |= (safe_mul_func_int16_t_s_s(((l_495 , (safe_add_func_uint64_t_u_u((safe_add_func_int64_t_s_s(((safe_add_func_uint16_t_u_u((l_544[0] = (safe_mul_func_uint8_t_u_u((((safe_mod_func_uint16_t_u_u(g_302, ((l_532 != p_18) && ((safe_lshift_func_uint8_t_u_s(((safe_mul_func_uint16_t_u_u(l_573, (g_547[3][1] , (safe_add_func_uint64_t_u_u((p_19 && g_411[6]), g_13))))) || l_490), 7)) , 0xAAC5L)))) , 0xFA9AL) , p_19), g_78[0][0][4].f1))), 0x2663L)) || l_491), l_531)), 0L))) | g_137[1][2][3]), g_137[3][0][4]));
        }
    }
    return p_19;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_56 g_46 g_13 g_78 g_77 g_89 g_83 g_115 g_114 g_88 g_137 g_81 g_214 g_302 g_85 g_269 g_399 g_403 g_413 g_426 g_411 g_463
 * writes: g_46 g_56 g_77 g_81 g_89 g_115 g_137 g_78.f1 g_114 g_269 g_214 g_302 g_9 g_88 g_399 g_403 g_413 g_426 g_435 g_410 g_463 g_85
 */
static uint32_t  func_20(uint8_t  p_21, uint8_t  p_22)
{ /* block id: 7 */
    uint64_t l_25[3][2][5] = {{{0xECA6C84902314AF1LL,0x6B9C2D621EC2184ELL,18446744073709551615UL,18446744073709551615UL,0x6B9C2D621EC2184ELL},{8UL,6UL,0xCCA69919C44D4E2BLL,18446744073709551606UL,18446744073709551606UL}},{{0x5A9CEA445A8CCEDBLL,0xA0F0F5EBEC5EC62BLL,0x5A9CEA445A8CCEDBLL,18446744073709551615UL,0UL},{0x86992F1E5C8A52B4LL,0UL,18446744073709551606UL,0UL,0x86992F1E5C8A52B4LL}},{{0x5A9CEA445A8CCEDBLL,0xECA6C84902314AF1LL,0xA0F0F5EBEC5EC62BLL,0x6B9C2D621EC2184ELL,0xA0F0F5EBEC5EC62BLL},{8UL,8UL,18446744073709551606UL,0x86992F1E5C8A52B4LL,1UL}}};
    int32_t l_26 = 0x5CD1D2A6L;
    int32_t l_55 = 0xAD8BE776L;
    uint32_t l_57 = 1UL;
    int32_t l_82 = 1L;
    int32_t l_84 = (-1L);
    int32_t l_86 = 0xC31E9240L;
    int32_t l_87[2][3][5] = {{{0x8D4AE9C2L,0x8D4AE9C2L,0x8D4AE9C2L,(-1L),(-1L)},{0xB304F1BCL,(-4L),0xB304F1BCL,0xB304F1BCL,(-4L)},{(-1L),0xED26586BL,0xED26586BL,(-1L),0xED26586BL}},{{(-4L),(-4L),0xF93B9B47L,(-4L),(-4L)},{0xED26586BL,(-1L),0xED26586BL,0xED26586BL,(-1L)},{(-4L),0xB304F1BCL,0xB304F1BCL,(-4L),0xB304F1BCL}}};
    uint8_t l_120 = 247UL;
    int16_t l_121 = 0x3080L;
    struct S0 l_180 = {0x428726DFL,0xC8C0L};
    const uint8_t l_196 = 9UL;
    int32_t l_247 = (-1L);
    int8_t l_331 = 0x8AL;
    uint64_t l_333 = 0x998E158F53D3C6F0LL;
    int32_t l_335 = 9L;
    const uint8_t l_395 = 0x24L;
    int i, j, k;
lbl_338:
    l_26 &= (l_25[0][1][0] = 5L);
    if (l_26)
        goto lbl_92;
    l_82 |= (g_81 = (safe_add_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((func_31((l_25[0][0][3] <= (safe_sub_func_int8_t_s_s((func_39(((g_46 = (safe_add_func_int64_t_s_s(l_26, l_26))) >= p_21), (((safe_sub_func_uint32_t_u_u(((safe_rshift_func_uint16_t_u_u(g_9, (safe_lshift_func_int8_t_s_u((safe_mod_func_int32_t_s_s(((l_55 = l_25[2][0][1]) , (g_56 ^= (1L > l_25[0][1][0]))), 4294967295UL)), 1)))) && p_21), l_26)) && l_57) & 0x56E2L), p_22, l_57) , l_57), p_21))), p_21, g_9, g_78[2][0][1], l_25[0][1][0]) || g_77), l_25[0][1][0])), l_25[0][0][0])));
lbl_92:
    --g_89[0];
    if ((!((((((g_46 | (safe_lshift_func_uint8_t_u_s((safe_unary_minus_func_uint64_t_u(((((l_121 ^= (((((safe_unary_minus_func_uint64_t_u(((safe_mul_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(g_83, ((l_87[0][1][0] && (safe_mod_func_int16_t_s_s((safe_mod_func_uint32_t_u_u(((safe_add_func_uint64_t_u_u(((0xE80B3DF57287C4FDLL < (safe_sub_func_uint8_t_u_u(((safe_rshift_func_int8_t_s_u(((safe_mul_func_uint8_t_u_u(((((--g_115) , (l_86 |= p_21)) & (((safe_mod_func_int8_t_s_s((l_26 = ((0x306111E2L | l_87[1][2][2]) < p_21)), l_120)) & 1L) | 1UL)) , 0x6DL), p_22)) < 4294967295UL), 6)) == p_21), l_87[0][0][0]))) ^ 0L), l_25[1][0][3])) , p_21), 0xADBBA814L)), p_21))) || 0x48L))), g_78[0][0][4].f0)) >= l_84))) && p_22) > 0x66A9E613L) || 1L) , 0xC5022BCE0AEDB7B9LL)) || g_13) < l_87[1][2][2]) , 0UL))), 5))) != l_25[0][1][0]) == p_22) != g_83) ^ 0x3CA78DFFL) , l_87[0][0][3])))
    { /* block id: 31 */
        uint32_t l_134[5] = {0x36F86D8BL,0x36F86D8BL,0x36F86D8BL,0x36F86D8BL,0x36F86D8BL};
        int32_t l_135 = 0xDA2652A4L;
        uint16_t l_136 = 65532UL;
        int i;
        g_137[2][2][5] |= (safe_lshift_func_uint16_t_u_s((((l_82 &= (-1L)) , (g_114 , p_21)) , (((l_136 |= (safe_sub_func_uint16_t_u_u(p_22, (safe_mod_func_uint64_t_u_u((g_89[2] >= (safe_sub_func_int16_t_s_s((l_26 ^= (l_135 = ((safe_add_func_uint32_t_u_u(g_78[0][0][4].f1, ((safe_mod_func_int32_t_s_s((0xF1E6694988135523LL | 0xA9E87E310A61F905LL), l_134[1])) , g_88[0][5][2]))) , g_89[3]))), 0UL))), g_77))))) , g_88[3][5][2]) >= 8L)), 7));
        l_135 = p_21;
        return p_21;
    }
    else
    { /* block id: 39 */
        int32_t l_172 = 1L;
        int32_t l_181[2][5] = {{0xD08AE745L,(-7L),0xD08AE745L,0xD08AE745L,(-7L)},{(-7L),0xD08AE745L,0xD08AE745L,(-7L),0xD08AE745L}};
        uint32_t l_235 = 1UL;
        int32_t l_285 = 8L;
        int32_t l_287 = (-1L);
        int8_t l_431 = 0xD5L;
        int i, j;
        if (g_114)
        { /* block id: 40 */
            int8_t l_157 = 1L;
            int32_t l_158 = (-1L);
            int32_t l_159[1][1];
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 1; j++)
                    l_159[i][j] = 0x0A1D1280L;
            }
            if ((g_88[0][5][2] , (safe_sub_func_int8_t_s_s(p_21, (safe_lshift_func_uint16_t_u_s((safe_lshift_func_int16_t_s_s(g_81, 11)), 4))))))
            { /* block id: 41 */
                l_159[0][0] = (safe_sub_func_int32_t_s_s(0x2651A996L, (!(safe_lshift_func_uint16_t_u_u((!(safe_add_func_uint64_t_u_u((safe_mod_func_int8_t_s_s((l_158 &= ((~(safe_add_func_int16_t_s_s((-7L), ((l_157 > l_157) > (l_82 < (1L ^ p_22)))))) > 0UL)), 0x4BL)), 0xF530D896A6C0ADD2LL))), p_22)))));
            }
            else
            { /* block id: 44 */
                int8_t l_182 = (-1L);
                int32_t l_197 = 0x97B28512L;
                l_181[1][4] = (6UL < (safe_add_func_int32_t_s_s((l_182 = (((safe_div_func_int64_t_s_s((safe_lshift_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_u((((safe_mul_func_int8_t_s_s((safe_sub_func_uint32_t_u_u((l_172 = p_22), 0L)), (l_87[0][1][4] >= 6L))) && ((((!(safe_div_func_int16_t_s_s(0L, (safe_rshift_func_int16_t_s_s((safe_lshift_func_int8_t_s_u((g_78[0][0][4].f1 >= 0x39877F82L), 1)), g_88[0][5][2]))))) , l_180) , l_172) ^ 0x863D7E0BL)) || (-9L)), l_86)) == (-1L)), g_77)), l_181[1][1])) & 0UL) && 0x3701L)), p_22)));
                l_197 = (safe_div_func_int8_t_s_s((((((l_181[1][1] &= g_115) | g_56) || l_182) | (l_159[0][0] = l_172)) , (safe_sub_func_uint16_t_u_u(p_22, (safe_add_func_int64_t_s_s(((safe_div_func_uint32_t_u_u((safe_add_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(((l_181[1][1] ^= p_21) <= (!p_22)), 6L)), 65527UL)), l_196)) | 1UL), p_22))))), l_182));
                if (p_22)
                { /* block id: 52 */
                    l_87[1][0][4] = 9L;
                }
                else
                { /* block id: 54 */
                    return g_78[0][0][4].f1;
                }
                return l_26;
            }
        }
        else
        { /* block id: 59 */
            int32_t l_215 = 0x0FB9728FL;
            int32_t l_292 = 0L;
            int32_t l_293 = (-1L);
            int16_t l_294 = 0xCDA1L;
            int16_t l_303 = 5L;
            if (((safe_rshift_func_uint8_t_u_s(0x57L, p_21)) || (((safe_rshift_func_uint8_t_u_s(((l_215 &= (((safe_mod_func_uint32_t_u_u((((safe_sub_func_int8_t_s_s((+(l_86 = g_13)), ((((safe_div_func_int8_t_s_s(0x78L, p_22)) <= (!((safe_sub_func_uint16_t_u_u((++g_78[0][0][4].f1), 0x9D23L)) > ((l_181[1][0] ^ 0x9C14EDB9L) >= 0L)))) | g_88[3][4][1]) <= g_9))) < g_214) || p_22), 1UL)) == g_83) != g_78[0][0][4].f0)) >= 0UL), 7)) ^ p_21) , p_22)))
            { /* block id: 63 */
                uint16_t l_222[6];
                int32_t l_234 = 0xA00DFFD0L;
                int i;
                for (i = 0; i < 6; i++)
                    l_222[i] = 0x6BD1L;
                if ((((((safe_mul_func_uint8_t_u_u((((safe_lshift_func_int8_t_s_u((safe_div_func_int64_t_s_s((0x672675DEL && (l_222[2] <= (safe_div_func_int8_t_s_s(p_22, (safe_rshift_func_uint16_t_u_u((safe_sub_func_int32_t_s_s(p_22, (safe_div_func_uint16_t_u_u(0x0877L, l_181[1][1])))), ((((g_89[0] != l_222[2]) , l_215) && p_22) , p_22))))))), p_22)), l_215)) <= g_78[0][0][4].f1) && l_121), g_214)) , 18446744073709551615UL) == p_22) , p_22) > l_181[1][3]))
                { /* block id: 64 */
                    uint32_t l_233 = 18446744073709551615UL;
                    l_234 = (g_78[0][0][4] , (l_215 && (safe_rshift_func_int16_t_s_u(l_233, 2))));
                    return l_235;
                }
                else
                { /* block id: 67 */
                    uint64_t l_238 = 18446744073709551615UL;
                    uint32_t l_248 = 0UL;
                    g_114 = (safe_sub_func_int8_t_s_s(l_238, (((((safe_div_func_uint16_t_u_u((((safe_div_func_int32_t_s_s(((((((safe_add_func_int16_t_s_s(l_238, ((0xE6L & g_46) | (p_21 , (safe_add_func_int16_t_s_s(1L, g_83)))))) & p_21) >= g_214) , 0x8CL) ^ 5UL) | p_21), 0x8ADFB77FL)) || 0xB74F71ED02848F1ELL) >= 0UL), l_247)) ^ 0L) || 1UL) < g_56) & l_248)));
                    return g_46;
                }
            }
            else
            { /* block id: 71 */
                uint32_t l_249[4];
                int32_t l_259 = (-9L);
                int32_t l_284 = 0L;
                uint32_t l_301 = 1UL;
                int i;
                for (i = 0; i < 4; i++)
                    l_249[i] = 1UL;
                if (l_249[0])
                { /* block id: 72 */
                    uint64_t l_256 = 18446744073709551615UL;
                    uint16_t l_286 = 1UL;
                    l_26 = 1L;
                    g_114 = (((l_259 = ((safe_div_func_uint8_t_u_u((safe_div_func_uint16_t_u_u(g_115, g_9)), 2UL)) >= (p_21 > (l_256--)))) > (!(safe_rshift_func_uint8_t_u_s(((safe_mul_func_int8_t_s_s(((safe_mod_func_int32_t_s_s((l_285 ^= (l_181[1][1] = (((safe_mul_func_int8_t_s_s((g_269 = g_81), (l_172 = (safe_mul_func_int16_t_s_s((((safe_mul_func_int8_t_s_s(((safe_div_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((l_284 = (l_26 = (safe_div_func_int8_t_s_s((p_21 & ((safe_mul_func_uint8_t_u_u(1UL, p_21)) || 2UL)), 1UL)))), l_249[1])), p_21)), 65535UL)) <= p_22), l_235)) != 0x5A6DD64FL) > p_21), p_21))))) & g_88[3][2][0]) >= l_25[0][1][0]))), 0x853ABCD4L)) , g_214), l_286)) >= p_21), l_286)))) , p_22);
                    g_302 |= (((l_287 >= (g_13 | (((safe_add_func_int64_t_s_s((((g_114 = (safe_lshift_func_uint8_t_u_u(0x0DL, ((g_214++) & ((safe_lshift_func_int8_t_s_u(((((p_21 <= (((65531UL > (((safe_mod_func_int64_t_s_s(l_287, (p_21 , 9L))) <= 4L) ^ l_293)) <= l_235) < 0x07D99C1FL)) , g_114) , p_22) && 0x69E7L), l_287)) , 0xA54BL))))) < p_22) ^ l_301), l_284)) , 0x13L) <= g_46))) > l_292) != p_22);
                }
                else
                { /* block id: 86 */
                    l_303 |= 0xD2CA16ACL;
                    return g_78[0][0][4].f0;
                }
                return g_88[0][5][2];
            }
        }
        if ((l_55 = g_137[2][2][5]))
        { /* block id: 94 */
            uint16_t l_332 = 0x08B2L;
            int8_t l_334 = 0x12L;
            int32_t l_340[2];
            const int16_t l_361[8] = {0xE354L,0xE354L,0x56BAL,0xE354L,0xE354L,0x56BAL,0xE354L,0xE354L};
            int8_t l_409 = (-7L);
            int i;
            for (i = 0; i < 2; i++)
                l_340[i] = 7L;
            if ((l_181[1][0] = (((safe_lshift_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((((safe_lshift_func_uint8_t_u_s((safe_div_func_uint16_t_u_u((((safe_sub_func_uint8_t_u_u(((safe_sub_func_int64_t_s_s((((g_13 != ((safe_unary_minus_func_int64_t_s(p_22)) | l_181[1][1])) , (!(safe_rshift_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(((safe_add_func_int32_t_s_s((safe_add_func_uint16_t_u_u(l_120, (((safe_add_func_uint32_t_u_u((0xB1705E1AL || g_89[0]), ((p_22 = ((~l_57) <= g_89[0])) <= p_21))) < g_115) & g_115))), l_331)) == g_89[0]), l_332)), p_21)), l_333)))) , l_181[1][1]), l_334)) ^ p_21), 0xECL)) == g_83) >= 4294967293UL), g_115)), p_21)) != p_21) > g_137[0][0][3]) | l_335), g_137[2][2][5])), g_115)) && l_247) || p_22)))
            { /* block id: 97 */
                int8_t l_339 = 0x9AL;
                int32_t l_341 = 0xD272699EL;
                for (g_77 = 0; (g_77 > 8); g_77++)
                { /* block id: 100 */
                    uint16_t l_342 = 65527UL;
                    g_114 = g_85;
                    if (l_235)
                        goto lbl_92;
                    if (g_77)
                        goto lbl_345;
                    if (g_115)
                        goto lbl_338;
                    --l_342;
                }
            }
            else
            { /* block id: 106 */
lbl_345:
                g_114 = 0x4ABE8EA4L;
                g_114 = (-1L);
            }
            g_114 = (((safe_mul_func_int8_t_s_s(((((g_78[0][0][4].f1 & (g_78[0][0][1] , p_21)) < (safe_rshift_func_uint16_t_u_u(((safe_lshift_func_int8_t_s_u(((((p_21 | ((!(((-1L) || (safe_rshift_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((g_137[5][1][2] , ((((safe_mod_func_uint8_t_u_u((((0x2F1D7D21DF0A6514LL == 0x91D209C864BF7144LL) , 0x3667L) , l_172), p_22)) , l_361[7]) == p_21) ^ l_332)), (-5L))), 0UL)) >= l_84), 4))) , 0x1AC7AB0DL)) != g_56)) >= p_21) ^ 0xF225113CCDA484C7LL) || l_181[1][1]), 1)) , 0UL), 11))) , 7UL) != (-2L)), g_89[2])) ^ l_340[1]) , l_181[1][1]);
            if (g_114)
            { /* block id: 112 */
                int32_t l_394 = 0xE70C7485L;
                int16_t l_402[4][8][4] = {{{0L,0L,0xE2E8L,0x1476L},{0xDFE0L,0x9E47L,0x1B10L,0x165BL},{0L,0x1F56L,0x8895L,0x1F56L},{0xE2E8L,0x8895L,1L,0L},{0x165BL,0x2085L,0xB189L,0x1FC3L},{0L,1L,0xB2CCL,0x407EL},{0L,1L,0xB189L,0x0107L},{0x165BL,0x407EL,1L,0xC95EL}},{{0xE2E8L,(-3L),0x8895L,0xDFE0L},{0L,0xD18FL,0x1B10L,0xE2E8L},{0xDFE0L,0xEA01L,0xE2E8L,0x6E70L},{0L,1L,0x1F56L,(-5L)},{0xD18FL,0xD266L,0L,(-3L)},{0x0942L,0x165BL,0x165BL,0x0942L},{0xEA01L,0x1B10L,(-3L),0xD266L},{1L,0x6E70L,(-8L),1L}},{{0xB2CCL,0xC95EL,0xD041L,1L},{0x9E47L,0x6E70L,0xB7F7L,0xD266L},{(-5L),0x1B10L,(-6L),0x0942L},{0x1FC3L,0x165BL,(-8L),(-3L)},{(-8L),0xD266L,0L,(-5L)},{0xB189L,1L,0xA184L,0x6E70L},{(-3L),0xEA01L,0L,0xE2E8L},{(-8L),0xD18FL,1L,0xDFE0L}},{{0x3881L,(-3L),0x3881L,0xC95EL},{0xC95EL,0x407EL,0x6E70L,0x0107L},{0x8895L,1L,0L,0x407EL},{0x1476L,1L,0L,0x1FC3L},{0x8895L,0x2085L,0x6E70L,0L},{0xC95EL,0x8895L,0x3881L,0x1F56L},{0x3881L,0x1F56L,1L,0x165BL},{(-8L),0x9E47L,0L,0x1476L}}};
                int32_t l_406 = 9L;
                int32_t l_407 = 0x226CD2CAL;
                int i, j, k;
                if ((safe_add_func_uint64_t_u_u((safe_add_func_uint32_t_u_u(l_26, ((safe_mod_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(1UL, l_82)), ((((safe_lshift_func_uint16_t_u_u((l_340[0] = (((~65535UL) | (l_181[1][1] <= ((safe_add_func_int64_t_s_s((safe_rshift_func_int8_t_s_u((safe_div_func_uint64_t_u_u(((((safe_mod_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((l_55 = (safe_rshift_func_int16_t_s_u((safe_sub_func_int64_t_s_s(0xE09EF83DF6CBB30CLL, (g_88[2][0][2] = ((safe_add_func_int32_t_s_s((!(safe_rshift_func_int16_t_s_s(((g_9 |= ((((((safe_div_func_int32_t_s_s((g_137[0][1][5] < g_137[1][3][2]), p_21)) ^ 0x853B75FDL) > g_269) & p_22) >= l_235) >= g_214)) , l_394), g_114))), p_21)) >= 0x9FDAL)))), l_121))) <= p_21), l_287)), (-5L))) > 0x401B6993E920F858LL) || 0xFD0B5B68615E9AC7LL) , l_395), l_394)), 2)), g_302)) == p_21))) && p_22)), 0)) | (-1L)) , 0xD0L) || p_22))) >= 0x61E88A42L))), g_137[4][1][3])))
                { /* block id: 117 */
                    g_114 = (~g_56);
                }
                else
                { /* block id: 119 */
                    int16_t l_397 = 9L;
                    int32_t l_398[6];
                    int32_t l_408 = 0x236270ADL;
                    int i;
                    for (i = 0; i < 6; i++)
                        l_398[i] = 0x54EAF088L;
                    --g_399;
                    l_408 = ((((l_84 = (l_402[3][3][0] = 0L)) == (l_407 |= (l_398[0] = ((g_403 &= p_21) <= ((l_394 , l_394) == (safe_div_func_int64_t_s_s(g_89[0], (l_406 ^= ((l_172 && (l_394 == p_21)) | g_269))))))))) >= g_9) > 0x62L);
                    ++g_413;
                    g_114 &= 0x277B47BBL;
                }
            }
            else
            { /* block id: 131 */
                int8_t l_416 = 0xE6L;
                uint32_t l_417 = 0xF686EF7DL;
                int32_t l_432[3];
                uint64_t l_433 = 0x1183E8F93DBE3D27LL;
                uint64_t l_434[8] = {0UL,0xCDF8C046B6C5B90CLL,0xCDF8C046B6C5B90CLL,0UL,0xCDF8C046B6C5B90CLL,0xCDF8C046B6C5B90CLL,0UL,0xCDF8C046B6C5B90CLL};
                int i;
                for (i = 0; i < 3; i++)
                    l_432[i] = 7L;
                --l_417;
                l_340[1] = ((safe_mod_func_int8_t_s_s((safe_mod_func_int32_t_s_s((p_21 , g_85), 1UL)), (safe_rshift_func_uint16_t_u_u(0x4547L, 14)))) ^ g_137[2][2][5]);
                --g_426;
                if (((g_410 = (((l_431 |= (safe_mod_func_uint64_t_u_u(18446744073709551606UL, (g_413 |= g_399)))) <= (0x15L == (g_435 = ((l_180 , (((l_432[0] ^= g_269) >= (p_21 || (func_39(l_433, l_361[7], l_434[5], g_88[0][5][2]) , g_403))) ^ 0x1DL)) > l_409)))) == l_417)) ^ 1L))
                { /* block id: 140 */
                    uint32_t l_436 = 0x79172D43L;
                    l_432[1] = (l_436 | ((safe_mul_func_int16_t_s_s((((g_89[2] = p_21) < ((g_81 & (+(safe_mul_func_int8_t_s_s(((((-1L) <= (safe_lshift_func_uint8_t_u_s(g_77, (safe_rshift_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s(p_22, 2)), (l_26 > 0xC890D855L)))))) , p_22) <= p_21), l_86)))) <= 0x7C73B28DL)) & p_22), g_114)) && l_180.f0));
                }
                else
                { /* block id: 143 */
                    int32_t l_448 = 1L;
                    l_448 = (g_403 != g_89[0]);
                }
            }
        }
        else
        { /* block id: 147 */
            uint16_t l_457[5] = {0UL,0UL,0UL,0UL,0UL};
            int32_t l_458 = 0xF013A00DL;
            uint64_t l_459[2][1];
            int32_t l_460 = 0xDB5FAEB2L;
            int32_t l_461 = 0xEF825D80L;
            int32_t l_462 = 9L;
            int i, j;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 1; j++)
                    l_459[i][j] = 0x6B979334A3F60B66LL;
            }
            g_435 = (safe_mul_func_int16_t_s_s((l_87[0][2][3] = (((-3L) != l_287) , (l_459[0][0] |= (l_87[1][2][2] && (l_458 ^= (((safe_mod_func_int8_t_s_s((safe_mul_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(4UL, (0x4DL == ((l_172 &= g_411[1]) & p_22)))), 0xF902L)), l_457[2])) == 65531UL) , 0x6D51L)))))), 0x874FL));
            g_463--;
            for (g_85 = 0; (g_85 <= 23); g_85 = safe_add_func_int8_t_s_s(g_85, 6))
            { /* block id: 156 */
                l_458 = 2L;
                return g_411[6];
            }
        }
    }
    return p_21;
}


/* ------------------------------------------ */
/* 
 * reads : g_56 g_9
 * writes:
 */
static int8_t  func_31(int32_t  p_32, int64_t  p_33, uint32_t  p_34, struct S0  p_35, uint32_t  p_36)
{ /* block id: 20 */
    uint16_t l_80[3];
    int i;
    for (i = 0; i < 3; i++)
        l_80[i] = 0xF6E7L;
    l_80[1] = g_56;
    return g_9;
}


/* ------------------------------------------ */
/* 
 * reads : g_46 g_9 g_56 g_13 g_78
 * writes: g_77
 */
static struct S0  func_39(uint16_t  p_40, int8_t  p_41, int8_t  p_42, uint64_t  p_43)
{ /* block id: 13 */
    uint32_t l_74 = 3UL;
    if ((((safe_sub_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s(((((safe_rshift_func_int8_t_s_s(((safe_sub_func_uint64_t_u_u(((0x2525A528L & (1UL | (safe_lshift_func_int8_t_s_u((((safe_div_func_int8_t_s_s(0x7FL, ((safe_mul_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((((l_74 ^ ((g_77 = (l_74 | (safe_lshift_func_uint8_t_u_u(0xE0L, ((g_46 && (-7L)) || p_41))))) > 0x2937L)) , 0xCEC63F78L) | l_74), 0xA51D4F00L)), (-10L))) & g_46))) , 7UL) && p_41), g_9)))) != p_42), l_74)) < g_9), l_74)) , g_56) , (-6L)) != g_9), g_46)), l_74)) , l_74) & g_13))
    { /* block id: 15 */
        return g_78[0][0][4];
    }
    else
    { /* block id: 17 */
        struct S0 l_79[1][3][6] = {{{{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L}},{{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L}},{{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L},{0xB0F05BA8L,0x5DB3L}}}};
        int i, j, k;
        return l_79[0][2][3];
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
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_13, "g_13", print_hash_value);
    transparent_crc(g_46, "g_46", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_78[i][j][k].f0, "g_78[i][j][k].f0", print_hash_value);
                transparent_crc(g_78[i][j][k].f1, "g_78[i][j][k].f1", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_83, "g_83", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_88[i][j][k], "g_88[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_89[i], "g_89[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_114, "g_114", print_hash_value);
    transparent_crc(g_115, "g_115", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_137[i][j][k], "g_137[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_214, "g_214", print_hash_value);
    transparent_crc(g_269, "g_269", print_hash_value);
    transparent_crc(g_302, "g_302", print_hash_value);
    transparent_crc(g_399, "g_399", print_hash_value);
    transparent_crc(g_403, "g_403", print_hash_value);
    transparent_crc(g_410, "g_410", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_411[i], "g_411[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_412, "g_412", print_hash_value);
    transparent_crc(g_413, "g_413", print_hash_value);
    transparent_crc(g_426, "g_426", print_hash_value);
    transparent_crc(g_435, "g_435", print_hash_value);
    transparent_crc(g_463, "g_463", print_hash_value);
    transparent_crc(g_528, "g_528", print_hash_value);
    transparent_crc(g_536, "g_536", print_hash_value);
    transparent_crc(g_541, "g_541", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_545[i], "g_545[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_547[i][j], "g_547[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_645, "g_645", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_702[i], "g_702[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_718, "g_718", print_hash_value);
    transparent_crc(g_745, "g_745", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
