// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10034 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10034
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int64_t g_4 = (-4L);
static uint64_t g_5 = 18446744073709551615UL;
static uint8_t g_10 = 0xE7L;
static int8_t g_31 = 2L;
static int32_t g_67[4] = {0x915CC6C9L,0x915CC6C9L,0x915CC6C9L,0x915CC6C9L};
static int8_t g_109 = 4L;
static uint32_t g_140 = 0UL;
static uint64_t g_149 = 0UL;
static int32_t g_152[5] = {(-1L),(-1L),(-1L),(-1L),(-1L)};
static uint32_t g_178[7][2][8] = {{{8UL,4294967293UL,4294967287UL,0x424657F3L,0UL,0x2228373BL,0UL,0x424657F3L},{0UL,0x2228373BL,0UL,0x424657F3L,4294967287UL,4294967293UL,8UL,0UL}},{{0x6D8BF474L,4294967287UL,0xBDA2652AL,4294967293UL,4294967293UL,0xBDA2652AL,4294967287UL,0x6D8BF474L},{0x6D8BF474L,0x424657F3L,4294967295UL,0UL,4294967287UL,1UL,0xBDA2652AL,1UL}},{{0UL,4294967291UL,0UL,4294967291UL,0UL,4294967295UL,0x6D8BF474L,4294967291UL},{0UL,1UL,0x2228373BL,4294967287UL,0UL,0UL,4294967287UL,0x2228373BL}},{{4294967291UL,4294967291UL,0x2228373BL,0x424657F3L,0UL,0xBDA2652AL,0x6D8BF474L,0UL},{0UL,0x6D8BF474L,8UL,4294967291UL,8UL,0x6D8BF474L,0UL,0UL}},{{0x6D8BF474L,0xBDA2652AL,0UL,0x424657F3L,0x2228373BL,4294967291UL,4294967291UL,0x2228373BL},{4294967287UL,0UL,0UL,4294967287UL,0x2228373BL,1UL,0UL,4294967291UL}},{{0x6D8BF474L,4294967295UL,4294967293UL,0x2228373BL,8UL,0x2228373BL,4294967293UL,4294967295UL},{0UL,4294967295UL,4294967291UL,4294967293UL,0UL,1UL,0x424657F3L,0x424657F3L}},{{4294967291UL,0UL,0xBDA2652AL,0xBDA2652AL,0UL,4294967291UL,0x424657F3L,8UL},{0UL,0xBDA2652AL,4294967291UL,1UL,4294967293UL,0x6D8BF474L,4294967293UL,1UL}}};
static int8_t g_226 = 0x68L;
static int32_t g_240 = 0xB6E13F6EL;
static int32_t g_312[5] = {0xCBAE7F32L,0xCBAE7F32L,0xCBAE7F32L,0xCBAE7F32L,0xCBAE7F32L};
static int32_t g_313 = 0x8E893251L;
static int64_t g_314[5] = {(-1L),(-1L),(-1L),(-1L),(-1L)};
static uint64_t g_315 = 0xFE36482B05BCD613LL;
static uint8_t g_335 = 0xEFL;
static int32_t g_357 = 2L;
static int8_t g_398 = 0x0CL;
static uint8_t g_467 = 0x2BL;
static int16_t g_487 = 0xA107L;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int16_t  func_13(int32_t  p_14, int32_t  p_15, uint8_t  p_16, int8_t  p_17, uint32_t  p_18);
static int32_t  func_19(int32_t  p_20);
static uint16_t  func_21(int32_t  p_22);
static int32_t  func_33(int8_t  p_34, int32_t  p_35, uint64_t  p_36, int16_t  p_37, int64_t  p_38);
static int64_t  func_44(const uint32_t  p_45, uint8_t  p_46, int16_t  p_47);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_10 g_5 g_31 g_67 g_140 g_149 g_152 g_178 g_109 g_226 g_240 g_315 g_314 g_312 g_357 g_313 g_398 g_467 g_335 g_487
 * writes: g_4 g_5 g_10 g_31 g_67 g_109 g_140 g_152 g_178 g_226 g_240 g_315 g_314 g_335 g_149 g_357 g_467 g_487
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int16_t l_2[1];
    int32_t l_3 = 0L;
    int32_t l_6 = 0x073FF82FL;
    int64_t l_9 = 1L;
    uint64_t l_557 = 18446744073709551608UL;
    uint32_t l_684 = 4294967295UL;
    int i;
    for (i = 0; i < 1; i++)
        l_2[i] = 0x6FE7L;
    l_6 &= ((g_5 = (g_4 = (l_3 = l_2[0]))) , l_2[0]);
    for (g_4 = 0; (g_4 > 17); ++g_4)
    { /* block id: 7 */
        --g_10;
        if (l_6)
            break;
    }
    for (g_4 = 0; (g_4 >= 0); g_4 -= 1)
    { /* block id: 13 */
        int32_t l_466 = (-9L);
        int8_t l_512 = 0x0CL;
        int32_t l_515 = 0L;
        int32_t l_516 = (-3L);
        uint8_t l_586[7][4][7] = {{{0x34L,0xDFL,0x73L,6UL,0UL,0xA1L,0x86L},{9UL,1UL,1UL,0x47L,0x79L,248UL,0xFEL},{0xB7L,0x9BL,250UL,0UL,0xD3L,6UL,255UL},{0x98L,0x86L,0xE1L,0xFAL,9UL,0UL,9UL}},{{0xA1L,0UL,0x57L,9UL,0xB9L,1UL,0x34L},{0x34L,0xB9L,0x8DL,0xE8L,6UL,1UL,0x79L},{0x2CL,0xC5L,0x3AL,0xDFL,3UL,0UL,255UL},{250UL,0xF9L,0xDCL,0xD2L,0x8EL,6UL,5UL}},{{0UL,250UL,0xB7L,0x3AL,0x16L,248UL,0xDFL},{0xFBL,0xECL,0x98L,250UL,0xFEL,0xA1L,0xA1L},{0UL,0xE8L,0UL,0xE8L,0UL,251UL,0x51L},{0x94L,253UL,0UL,250UL,0x79L,0x0AL,9UL}},{{0xE8L,0x30L,0xD2L,1UL,252UL,0xB7L,1UL},{0x94L,250UL,0x51L,0x98L,255UL,0xD0L,255UL},{0UL,0UL,0x57L,248UL,255UL,0xE3L,253UL},{0xFBL,0UL,0x6AL,0UL,1UL,0x47L,0UL}},{{0x37L,0xA1L,0x17L,0x98L,0UL,0x8DL,0xE1L},{0xD0L,1UL,0xC5L,0xD3L,0x34L,0xB5L,0x34L},{0xD2L,0xFAL,0x98L,0UL,0UL,0xD2L,0xD0L},{3UL,0xB9L,0x98L,0x8EL,0x94L,251UL,255UL}},{{251UL,0x0AL,0xC5L,0x3AL,9UL,255UL,0x4AL},{0x8DL,0x34L,0x17L,0x94L,0xD8L,0xDCL,1UL},{0x94L,0UL,0x6AL,255UL,0UL,1UL,0UL},{3UL,0xD8L,0xB5L,0xF5L,0xA1L,0xF5L,0xB5L}},{{3UL,3UL,0UL,0x9BL,1UL,0xE1L,9UL},{0x79L,0UL,0x16L,1UL,251UL,0x98L,0xFAL},{0xF5L,6UL,0x41L,0x4AL,1UL,0xDCL,0xECL},{1UL,0xECL,0xC5L,0x16L,0xA1L,0xFAL,0x34L}}};
        uint32_t l_627[8][2][5] = {{{0xAFCC6C0EL,0x7CCC4D57L,0x186E5EF7L,0xEBEA7114L,0x93599F15L},{4294967295UL,0x6A81C7F7L,0x6A81C7F7L,4294967295UL,4294967295UL}},{{4294967295UL,0x30FCB617L,0UL,0x7CCC4D57L,0x93599F15L},{0UL,4294967295UL,0UL,4294967295UL,4294967295UL}},{{0x93599F15L,4294967289UL,0x4C77029BL,0x7CCC4D57L,0x4C77029BL},{4294967295UL,4294967295UL,0UL,4294967295UL,0UL}},{{0xAFCC6C0EL,1UL,0x4C77029BL,0xEBEA7114L,4294967295UL},{0UL,0x6A81C7F7L,0UL,0UL,4294967295UL}},{{0x2A8CCEFCL,1UL,0UL,1UL,0x2A8CCEFCL},{0UL,4294967295UL,0x6A81C7F7L,4294967295UL,4294967295UL}},{{0x2A8CCEFCL,4294967289UL,0x186E5EF7L,0x30FCB617L,0x4C77029BL},{0UL,4294967295UL,0UL,4294967295UL,4294967295UL}},{{0xAFCC6C0EL,0x30FCB617L,0xAFCC6C0EL,0xEBEA7114L,0x2A8CCEFCL},{4294967295UL,0x6A81C7F7L,4294967295UL,4294967295UL,4294967295UL}},{{0x93599F15L,0x7CCC4D57L,0UL,0x30FCB617L,4294967295UL},{0UL,0UL,4294967295UL,4294967295UL,0UL}}};
        int i, j, k;
        if (l_2[g_4])
        { /* block id: 14 */
            uint32_t l_26 = 0x6992F1E5L;
            int32_t l_468[8] = {0x7131E292L,0x3E088F49L,0x7131E292L,0x3E088F49L,0x7131E292L,0x3E088F49L,0x7131E292L,0x3E088F49L};
            uint64_t l_514[6][8][5] = {{{18446744073709551615UL,0x6919E9BAAB29B716LL,0x806E90A49770B23BLL,3UL,0UL},{0xA1B1FD5959697A26LL,0x2FD853D1E7459ABDLL,1UL,0UL,0x6730379DDA993EE3LL},{0xB844A9BF5B1FC997LL,0x806E90A49770B23BLL,18446744073709551608UL,0UL,0x5F2F5C692EC08D5CLL},{0x60F8441D93CCB82ALL,0x270DDE93039616E0LL,0xAFB623810E5A7285LL,0xA48958E3B4E6785DLL,0UL},{0x7A6E155AFDD2CEE6LL,0xFBB52E2A7245C095LL,0x71CA81C3435B9D6ELL,18446744073709551612UL,8UL},{6UL,0UL,5UL,0xB7AAC522FA9AE518LL,0x71EE5A731D52825ELL},{18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0x667E48F12315FBFELL,0x667E48F12315FBFELL},{0xF37BF064A46979E7LL,18446744073709551614UL,0xF37BF064A46979E7LL,0x50183FA884AF7124LL,0x31E34A7E3D983353LL}},{{3UL,0x5F2F5C692EC08D5CLL,1UL,3UL,0x71CA81C3435B9D6ELL},{0xAFB623810E5A7285LL,0x3B07C44A19EF5D94LL,0x71EE5A731D52825ELL,1UL,0UL},{18446744073709551608UL,3UL,1UL,0x71CA81C3435B9D6ELL,0x0E6533EEAB7779B2LL},{0xA48958E3B4E6785DLL,0xEF3E42780EB62A10LL,0xF37BF064A46979E7LL,0x768DE7A2E879498FLL,0x2FD853D1E7459ABDLL},{18446744073709551606UL,1UL,18446744073709551612UL,0x806E90A49770B23BLL,18446744073709551608UL},{0x270DDE93039616E0LL,0UL,5UL,4UL,0x7E986DF14231C853LL},{1UL,0x444E4C5D7B9B8B63LL,0x71CA81C3435B9D6ELL,0x72BB0609439A7ED0LL,3UL},{3UL,0x7E986DF14231C853LL,0xAFB623810E5A7285LL,0UL,0UL}},{{0x1BCE734453C175A2LL,3UL,18446744073709551608UL,3UL,0x1BCE734453C175A2LL},{0UL,2UL,1UL,0xD8E57F7A5D91100ALL,0xC0FBA5BB4543E1A3LL},{0x2C39FE198EA72365LL,0x667E48F12315FBFELL,0xB844A9BF5B1FC997LL,0xCEABCEE8DF8503DELL,3UL},{18446744073709551614UL,18446744073709551612UL,0UL,2UL,0xC0FBA5BB4543E1A3LL},{18446744073709551608UL,0xCEABCEE8DF8503DELL,8UL,18446744073709551608UL,0x1BCE734453C175A2LL},{0xC0FBA5BB4543E1A3LL,0x292811CBD2238250LL,18446744073709551612UL,18446744073709551615UL,0UL},{18446744073709551615UL,18446744073709551606UL,0xFBB52E2A7245C095LL,18446744073709551615UL,3UL},{18446744073709551612UL,0xDD778A3A3B24C4F3LL,0x50183FA884AF7124LL,0UL,0x7E986DF14231C853LL}},{{0xF993C56AF30037DBLL,0UL,1UL,0x6919E9BAAB29B716LL,18446744073709551608UL},{5UL,0xD8E57F7A5D91100ALL,0x2FD853D1E7459ABDLL,0xF37BF064A46979E7LL,0x2FD853D1E7459ABDLL},{8UL,8UL,0x6D2CFFF82B4B9AB1LL,0xFBB52E2A7245C095LL,0x0E6533EEAB7779B2LL},{7UL,1UL,8UL,0x6730379DDA993EE3LL,0UL},{0xB844A9BF5B1FC997LL,18446744073709551615UL,0UL,3UL,0x71CA81C3435B9D6ELL},{0x7E986DF14231C853LL,1UL,0xA96F73D7B1F6353CLL,0x292811CBD2238250LL,0x31E34A7E3D983353LL},{18446744073709551612UL,8UL,0x7A6E155AFDD2CEE6LL,18446744073709551608UL,0x667E48F12315FBFELL},{0xEF3E42780EB62A10LL,0xD8E57F7A5D91100ALL,18446744073709551612UL,0xCCD81A3FABE55FBFLL,0x71EE5A731D52825ELL}},{{0xA72F8E1758EF8428LL,0UL,1UL,18446744073709551608UL,8UL},{9UL,0xDD778A3A3B24C4F3LL,18446744073709551615UL,1UL,0UL},{18446744073709551615UL,18446744073709551606UL,0xF993C56AF30037DBLL,1UL,0x5F2F5C692EC08D5CLL},{0x13AC9E366A0CD230LL,0x292811CBD2238250LL,0x292811CBD2238250LL,0x13AC9E366A0CD230LL,7UL},{0x6919E9BAAB29B716LL,0xCEABCEE8DF8503DELL,0x444E4C5D7B9B8B63LL,18446744073709551608UL,0xF993C56AF30037DBLL},{0x50183FA884AF7124LL,18446744073709551612UL,0x3035D422A79D004CLL,0x3B07C44A19EF5D94LL,0xF37BF064A46979E7LL},{0x0E6533EEAB7779B2LL,0x667E48F12315FBFELL,0UL,18446744073709551608UL,3UL},{0x768DE7A2E879498FLL,2UL,0x6730379DDA993EE3LL,0x13AC9E366A0CD230LL,0xCCD81A3FABE55FBFLL}},{{0UL,3UL,0UL,0x6919E9BAAB29B716LL,18446744073709551606UL},{9UL,5UL,0UL,0xAFB623810E5A7285LL,18446744073709551612UL},{1UL,3UL,8UL,0xC0147E3C7ED76638LL,18446744073709551608UL},{0xCCD81A3FABE55FBFLL,0xD8E57F7A5D91100ALL,0x71EE5A731D52825ELL,0UL,0x13AC9E366A0CD230LL},{18446744073709551615UL,18446744073709551612UL,0x667E48F12315FBFELL,0x667E48F12315FBFELL,18446744073709551612UL},{0xD8E57F7A5D91100ALL,8UL,0x31E34A7E3D983353LL,0xCCD81A3FABE55FBFLL,0UL},{0x667E48F12315FBFELL,18446744073709551615UL,0x71CA81C3435B9D6ELL,0x6D2CFFF82B4B9AB1LL,0x1BCE734453C175A2LL},{0x2FD853D1E7459ABDLL,0xC0FBA5BB4543E1A3LL,0UL,7UL,1UL}}};
            int32_t l_517 = 0x50E99EE5L;
            uint64_t l_535[6][8][2] = {{{3UL,7UL},{0x4B7392D92FF420F4LL,0x11154BF5F5D1BFD3LL},{7UL,0x667D8F853E965E27LL},{0UL,0UL},{0x58151DAF6075BA36LL,0UL},{0UL,0xA020719BDABF7755LL},{0x11154BF5F5D1BFD3LL,0UL},{0x7588A92D1ED5928DLL,18446744073709551607UL}},{{7UL,0x58151DAF6075BA36LL},{0xD935B7661AF548C5LL,7UL},{0x0234207361177807LL,1UL},{3UL,0UL},{0xD935B7661AF548C5LL,0x11154BF5F5D1BFD3LL},{0UL,18446744073709551607UL},{0UL,18446744073709551614UL},{0x11154BF5F5D1BFD3LL,0UL}},{{0xA020719BDABF7755LL,0UL},{0x11154BF5F5D1BFD3LL,18446744073709551614UL},{0UL,18446744073709551607UL},{0UL,0x11154BF5F5D1BFD3LL},{0xD935B7661AF548C5LL,0UL},{3UL,1UL},{0x0234207361177807LL,7UL},{0xD935B7661AF548C5LL,0x58151DAF6075BA36LL}},{{7UL,18446744073709551607UL},{0x7588A92D1ED5928DLL,0UL},{0x11154BF5F5D1BFD3LL,0xA020719BDABF7755LL},{0UL,0UL},{0x58151DAF6075BA36LL,0UL},{0UL,0x667D8F853E965E27LL},{7UL,0x11154BF5F5D1BFD3LL},{0x4B7392D92FF420F4LL,7UL}},{{3UL,18446744073709551606UL},{3UL,7UL},{0x4B7392D92FF420F4LL,0x11154BF5F5D1BFD3LL},{7UL,0x667D8F853E965E27LL},{0UL,0UL},{0x58151DAF6075BA36LL,0UL},{0UL,0xA020719BDABF7755LL},{0x11154BF5F5D1BFD3LL,0UL}},{{0x7588A92D1ED5928DLL,18446744073709551607UL},{7UL,0x58151DAF6075BA36LL},{0xD935B7661AF548C5LL,7UL},{0x0234207361177807LL,1UL},{3UL,0UL},{0xD935B7661AF548C5LL,0x11154BF5F5D1BFD3LL},{0UL,18446744073709551607UL},{0UL,18446744073709551614UL}}};
            int64_t l_538 = (-5L);
            int i, j, k;
            if (((g_4 <= (func_13(l_2[g_4], func_19((l_26 = (func_21(g_10) >= g_4))), g_4, l_2[0], g_4) ^ 7UL)) != 65529UL))
            { /* block id: 175 */
                uint32_t l_474 = 0UL;
                const int8_t l_536 = (-1L);
                int32_t l_537[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_537[i] = 0x3975E075L;
                l_3 = (l_468[2] ^= (g_5 ^ (safe_mod_func_uint64_t_u_u(((safe_unary_minus_func_int8_t_s((safe_mod_func_uint32_t_u_u((safe_div_func_int32_t_s_s((g_4 ^ (g_67[1] |= ((g_467 = (safe_div_func_uint64_t_u_u(0UL, ((((safe_div_func_int16_t_s_s(g_149, 65532UL)) <= ((l_466 = (safe_add_func_uint16_t_u_u((safe_add_func_int8_t_s_s(l_2[g_4], (((((-1L) && l_2[g_4]) != l_2[0]) > 0xFDC9L) | l_2[g_4]))), g_178[3][1][5]))) >= 248UL)) == g_240) , g_31)))) || g_313))), l_26)), 1UL)))) >= g_5), g_226))));
                for (g_467 = 0; (g_467 <= 0); g_467 += 1)
                { /* block id: 183 */
                    uint16_t l_486 = 1UL;
                    g_240 |= 0xF823C73EL;
                    g_152[2] = (l_3 &= (g_178[3][1][5] , (l_2[0] ^ (safe_rshift_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_s((~l_474), g_31)) <= (((safe_lshift_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((safe_add_func_int32_t_s_s(((safe_div_func_uint32_t_u_u(((+(g_487 = (safe_add_func_int32_t_s_s((0x21759A175C95F3D1LL > g_314[3]), l_486)))) & g_315), l_468[2])) ^ g_67[1]), (-1L))), g_109)), 0)) == l_466) ^ 0x5067ACE9L)), g_226)))));
                    g_67[0] ^= (safe_add_func_int32_t_s_s(g_152[2], l_2[0]));
                    if (l_474)
                        continue;
                }
                for (g_226 = 0; (g_226 <= 4); g_226 += 1)
                { /* block id: 193 */
                    int32_t l_511 = 0L;
                    const uint8_t l_513 = 0xBAL;
                    int i;
                    l_517 &= (safe_rshift_func_uint16_t_u_u(((l_515 = (((g_149 > (g_335 &= (~(((safe_lshift_func_uint8_t_u_s((safe_add_func_uint64_t_u_u(18446744073709551614UL, (g_67[1] || ((((safe_add_func_int32_t_s_s(((safe_sub_func_uint64_t_u_u(((+(g_398 && (l_2[g_4] = g_312[2]))) , ((safe_sub_func_uint32_t_u_u((safe_mod_func_uint64_t_u_u((safe_div_func_uint16_t_u_u((l_466 = (((!(l_512 = (g_67[0] == (l_2[g_4] = ((((safe_add_func_int32_t_s_s(l_468[3], 0x7789C42EL)) , l_2[0]) , 0x64E5E474L) | l_511))))) , g_315) != g_314[3])), g_357)), 0xF660544585215E0BLL)), g_315)) ^ l_513)), 0L)) ^ g_149), 5L)) != l_9) | 0x4127L) > g_31)))), l_26)) && 0x25L) <= l_514[2][4][3])))) , g_315) == g_31)) || g_109), l_516));
                }
                for (l_512 = 0; (l_512 <= 0); l_512 += 1)
                { /* block id: 204 */
                    int8_t l_524[8] = {1L,1L,1L,1L,1L,1L,1L,1L};
                    int i;
                    l_537[0] = ((safe_mul_func_uint8_t_u_u(((l_3 = ((g_314[1] = (safe_lshift_func_uint8_t_u_s((safe_add_func_uint32_t_u_u(((l_524[2] && (safe_rshift_func_int8_t_s_u((safe_lshift_func_uint16_t_u_u(g_314[1], g_314[3])), 4))) | ((safe_sub_func_int16_t_s_s((safe_lshift_func_int16_t_s_u((((g_5 = ((l_515 = (safe_add_func_uint64_t_u_u(((g_314[3] || (l_514[0][3][3] , ((g_178[6][0][0] != (0x4A5D6E7B4568F124LL || 0xA9C58DDADE9F8228LL)) , l_535[2][5][0]))) ^ g_67[1]), l_474))) <= 0xF328L)) || g_178[3][1][5]) <= l_536), 4)), g_67[0])) , 0x53A5L)), 0x5E11E7F3L)), g_152[2]))) , l_516)) == g_357), g_4)) < 18446744073709551610UL);
                }
            }
            else
            { /* block id: 211 */
                uint8_t l_539 = 255UL;
                int32_t l_556 = (-7L);
                l_539++;
                for (g_240 = 0; (g_240 <= 0); g_240 += 1)
                { /* block id: 215 */
                    int8_t l_542 = 0x21L;
                    int32_t l_555 = 0x8335E80BL;
                    g_152[2] = l_542;
                    g_357 ^= (safe_mul_func_uint8_t_u_u((l_555 = (safe_add_func_uint16_t_u_u(1UL, (g_467 != ((!(safe_add_func_uint32_t_u_u((g_178[3][1][5] = g_5), ((safe_mod_func_uint32_t_u_u(0x15559A9AL, (g_140 &= g_10))) , (safe_add_func_uint32_t_u_u(l_539, ((+0x71L) , l_535[1][6][1]))))))) | g_4))))), l_516));
                    return l_556;
                }
            }
            l_557--;
        }
        else
        { /* block id: 225 */
            uint64_t l_585 = 18446744073709551612UL;
            l_3 = (safe_sub_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(g_5, (safe_mod_func_uint32_t_u_u((safe_mul_func_int16_t_s_s((safe_mod_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s(0xF9L, 6)) == ((((safe_unary_minus_func_int64_t_s((((-1L) > (g_357 ^= ((safe_add_func_int8_t_s_s(g_314[3], (safe_mod_func_uint64_t_u_u((safe_add_func_int8_t_s_s(0xDFL, (safe_sub_func_int64_t_s_s(((l_9 == ((safe_mul_func_uint8_t_u_u(((safe_mul_func_int8_t_s_s(((g_312[4] | 0x8CL) <= 0x21L), l_512)) == 0x56D09161L), g_314[4])) , l_585)) == 1L), l_586[1][0][3])))), l_586[1][0][3])))) , 0L))) > l_2[0]))) <= 1L) && l_512) > 0x34E5L)), g_312[0])), l_585)), g_149)))), 0x611FL));
            return l_2[0];
        }
        for (l_516 = 0; (l_516 <= 0); l_516 += 1)
        { /* block id: 232 */
            int64_t l_603 = (-3L);
            int32_t l_604 = 1L;
            int32_t l_605 = 1L;
            int i;
            l_466 = ((safe_mod_func_uint64_t_u_u((safe_div_func_int64_t_s_s((0L ^ (safe_unary_minus_func_uint32_t_u(g_152[2]))), ((l_605 = (((l_604 = (((g_140 <= (safe_sub_func_int32_t_s_s(((g_10 , (safe_lshift_func_int16_t_s_u(((g_226 , (((safe_add_func_uint32_t_u_u((((--g_5) , (g_240 = (safe_mul_func_int8_t_s_s(((!l_466) | l_603), 247UL)))) != g_314[3]), g_178[0][1][7])) > g_31) > g_487)) , 0x0EE4L), 10))) ^ l_2[g_4]), g_315))) ^ 0x47BBA4CBL) , 0x86C888549322263ELL)) | 0x2FA405E61A48D71ELL) <= l_515)) , l_2[0]))), g_178[6][1][0])) <= 5UL);
            for (l_557 = 0; (l_557 <= 0); l_557 += 1)
            { /* block id: 240 */
                const int64_t l_626 = 0x684B30D606F1CA09LL;
                l_627[5][1][3] ^= (safe_mul_func_uint8_t_u_u((g_67[2] == (((safe_rshift_func_int16_t_s_u((l_604 < ((g_178[3][0][4] = g_5) , ((safe_mod_func_int16_t_s_s(3L, ((safe_mod_func_uint32_t_u_u(((g_152[2] < (((safe_rshift_func_int16_t_s_s(g_398, (+((safe_mul_func_uint16_t_u_u((safe_div_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_u((+(safe_sub_func_uint16_t_u_u((g_315 | g_4), g_240))), l_2[0])) != 0x98L), (-5L))), l_626)) > l_605)))) , 1L) & 1L)) != 0L), g_67[3])) , l_512))) < 1L))), g_109)) >= (-6L)) && l_626)), 250UL));
                g_240 &= 0x653DF2D2L;
            }
            l_3 |= (g_240 = ((safe_div_func_int16_t_s_s(((((safe_lshift_func_int16_t_s_u((g_314[3] <= (safe_add_func_int8_t_s_s(((+((g_467 = 0x8BL) & (safe_lshift_func_int8_t_s_s((safe_rshift_func_uint8_t_u_s(l_603, ((g_312[0] || g_4) && (((g_357 &= l_557) >= (safe_mul_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(((g_487 = (l_2[g_4] = (safe_add_func_uint16_t_u_u(g_109, g_313)))) < g_152[4]), l_586[1][0][3])), 0x57L))) || 0x1D5DA4B8L)))), g_140)))) < 0x45FCL), 0xE8L))), 2)) , g_152[0]) > g_312[4]) || 9UL), 65535UL)) >= g_10));
            g_67[0] |= l_2[0];
        }
    }
    if (g_4)
    { /* block id: 254 */
        const uint64_t l_645 = 18446744073709551615UL;
        uint32_t l_651 = 0xA97A724FL;
        int8_t l_655[6] = {0L,1L,0L,0L,1L,0L};
        int i;
        g_152[2] = (l_6 = ((((g_312[4] , (l_645 >= ((((safe_sub_func_uint32_t_u_u((~(safe_div_func_uint64_t_u_u(l_651, g_357))), (g_5 , (g_226 == ((safe_lshift_func_uint16_t_u_u((!l_645), 13)) && l_645))))) & g_109) , 1UL) , 0L))) , g_487) == l_655[0]) & 0x2ECAL));
    }
    else
    { /* block id: 257 */
        uint64_t l_666 = 0xAF61AA472C8A05DFLL;
        int32_t l_667 = 0L;
        int32_t l_679[6];
        int i;
        for (i = 0; i < 6; i++)
            l_679[i] = 0x6F907DFEL;
        g_357 |= (((((((!(((l_3 &= ((safe_rshift_func_int8_t_s_u((safe_sub_func_int32_t_s_s(((safe_unary_minus_func_uint16_t_u(g_109)) <= (1L == l_9)), ((((safe_mod_func_int32_t_s_s((0xAC3BF350050D2A1CLL == (safe_mul_func_uint8_t_u_u(l_666, (l_666 , 0xB5L)))), 0xB70DEBB6L)) > l_666) <= g_178[4][1][5]) , g_467))), 3)) , g_10)) , 0x82ABB105E83600FDLL) , g_152[2])) != g_4) | l_666) , l_3) ^ g_240) | l_666) >= l_9);
        l_667 = 0x89BE3B71L;
        l_3 ^= ((safe_add_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s((((l_667 ^ (((((g_314[1] > (safe_mul_func_int16_t_s_s((+(safe_rshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(l_667, g_152[2])), 1))), ((l_679[3] = (l_667 != (g_240 = (-5L)))) > (safe_mul_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u((g_140 & 0L), l_6)), g_312[2])))))) , l_2[0]) , 0x32L) && l_684) < 0x15L)) == 4294967290UL) < g_140), g_357)) <= 1UL), 0UL)) | g_152[2]);
    }
    return l_3;
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_31 g_10 g_4 g_67 g_140 g_149 g_152 g_178 g_109 g_226 g_240 g_315 g_314 g_312 g_357 g_313 g_398
 * writes: g_5 g_31 g_10 g_67 g_109 g_140 g_152 g_178 g_226 g_240 g_315 g_314 g_335 g_149 g_357
 */
static int16_t  func_13(int32_t  p_14, int32_t  p_15, uint8_t  p_16, int8_t  p_17, uint32_t  p_18)
{ /* block id: 26 */
    const uint8_t l_65[7] = {0x0CL,0x0CL,0x0CL,0x0CL,0x0CL,0x0CL,0x0CL};
    int32_t l_196[7][5] = {{9L,(-1L),(-1L),9L,9L},{(-3L),0x049C42DEL,(-3L),0x049C42DEL,(-3L)},{9L,9L,(-1L),(-1L),9L},{(-1L),0x049C42DEL,(-1L),0x049C42DEL,(-1L)},{9L,(-1L),(-1L),9L,9L},{(-3L),0x049C42DEL,(-3L),0x049C42DEL,(-3L)},{9L,9L,(-1L),(-1L),9L}};
    uint16_t l_282 = 65526UL;
    int32_t l_323[5][6][4] = {{{(-5L),1L,0xC1D9208BL,0x4E550D27L},{(-5L),0x666EC8D3L,(-1L),(-1L)},{(-5L),1L,0xC1D9208BL,1L},{(-8L),(-1L),(-7L),0x163BCB85L},{(-10L),(-9L),0L,0x666EC8D3L},{(-9L),1L,1L,(-9L)}},{{(-7L),(-5L),(-3L),0x4E550D27L},{0x7718F66FL,0L,0L,(-10L)},{0x242C101EL,0x65C70F8AL,1L,(-10L)},{(-8L),0L,0x163BCB85L,0x4E550D27L},{0x666EC8D3L,(-5L),(-1L),(-9L)},{1L,1L,0x4E550D27L,0x666EC8D3L}},{{(-8L),(-9L),(-8L),0x163BCB85L},{0L,(-1L),0L,1L},{(-1L),1L,0x65C70F8AL,(-1L)},{(-7L),0x666EC8D3L,0x65C70F8AL,0x4E550D27L},{(-1L),(-10L),0L,0L},{0L,0x65C70F8AL,(-8L),0x242C101EL}},{{(-8L),0x242C101EL,0x4E550D27L,0x4E550D27L},{1L,1L,(-1L),0x7718F66FL},{0x666EC8D3L,1L,0x163BCB85L,(-5L)},{(-8L),0x7718F66FL,1L,0x163BCB85L},{0x242C101EL,0x7718F66FL,0L,(-5L)},{0x7718F66FL,1L,(-3L),0x7718F66FL}},{{(-7L),1L,1L,0x4E550D27L},{(-9L),0x242C101EL,0L,0x242C101EL},{(-10L),0x65C70F8AL,(-7L),0L},{(-8L),(-10L),0xC1D9208BL,0x4E550D27L},{(-5L),0x666EC8D3L,(-1L),(-1L)},{(-5L),1L,0xC1D9208BL,1L}}};
    int16_t l_331 = 0L;
    int8_t l_369 = 0L;
    uint64_t l_435 = 0xD0E47E0C890D855FLL;
    int i, j, k;
    if (g_5)
    { /* block id: 27 */
        int16_t l_30 = (-1L);
        return l_30;
    }
    else
    { /* block id: 29 */
        uint16_t l_66 = 0x937BL;
        int32_t l_228 = (-2L);
        int32_t l_249 = 0x4B2E43F2L;
        uint32_t l_250 = 3UL;
        const int64_t l_324 = (-7L);
        int16_t l_365 = (-8L);
        const uint8_t l_450 = 0xD0L;
        if (g_31)
        { /* block id: 30 */
            uint32_t l_41[5][7][7] = {{{0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL,0x67A3D58EL,0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL},{0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL,2UL,2UL,1UL},{0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL},{0x6E9F81A7L,1UL,1UL,0x6E9F81A7L,2UL,4294967295UL,4294967295UL},{0x56E2E31BL,3UL,0xDDD5D57DL,3UL,0x56E2E31BL,3UL,0xDDD5D57DL},{2UL,0x6E9F81A7L,1UL,1UL,0x6E9F81A7L,2UL,4294967295UL},{0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL}},{{2UL,1UL,4294967295UL,0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL},{0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL,0x67A3D58EL,0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL},{0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL,2UL,2UL,1UL},{0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL},{0x6E9F81A7L,1UL,1UL,0x6E9F81A7L,2UL,4294967295UL,4294967295UL},{0x56E2E31BL,3UL,0xDDD5D57DL,3UL,0x56E2E31BL,3UL,0xDDD5D57DL},{2UL,0x6E9F81A7L,1UL,1UL,0x6E9F81A7L,2UL,4294967295UL}},{{0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL},{2UL,1UL,4294967295UL,0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL},{0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL,0x67A3D58EL,0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL},{0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL,2UL,2UL,1UL},{0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL},{0x6E9F81A7L,1UL,1UL,0x6E9F81A7L,2UL,4294967295UL,4294967295UL},{0x56E2E31BL,3UL,0xDDD5D57DL,3UL,0x56E2E31BL,3UL,0xDDD5D57DL}},{{2UL,0x6E9F81A7L,1UL,1UL,0x6E9F81A7L,2UL,4294967295UL},{0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL},{2UL,1UL,4294967295UL,0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL},{0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL,0x67A3D58EL,0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL},{0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL,2UL,2UL,1UL},{0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL},{0x6E9F81A7L,1UL,1UL,0x6E9F81A7L,2UL,4294967295UL,4294967295UL}},{{0x56E2E31BL,3UL,0xDDD5D57DL,3UL,0x56E2E31BL,3UL,0xDDD5D57DL},{2UL,0x6E9F81A7L,1UL,1UL,0x6E9F81A7L,2UL,4294967295UL},{0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL},{2UL,1UL,4294967295UL,0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL},{0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL,0x67A3D58EL,0x56E2E31BL,0x67A3D58EL,0xDDD5D57DL},{0x6E9F81A7L,0x6E9F81A7L,4294967295UL,1UL,2UL,2UL,1UL},{0x30268D9AL,3UL,0x30268D9AL,0x67A3D58EL,0x30268D9AL,3UL,0x30268D9AL}}};
            int32_t l_195[1];
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_195[i] = (-7L);
            if (func_21(((~((func_33((((safe_lshift_func_int8_t_s_s(g_10, l_41[0][5][1])) || ((safe_sub_func_int64_t_s_s(func_44(((((((safe_rshift_func_int16_t_s_u((p_16 < g_5), 5)) && (safe_mod_func_int16_t_s_s((g_5 <= (safe_mul_func_int16_t_s_s(((safe_div_func_uint8_t_u_u(((safe_sub_func_int64_t_s_s((((safe_sub_func_uint16_t_u_u(0xC86EL, (((safe_mul_func_int16_t_s_s((safe_unary_minus_func_int16_t_s((safe_div_func_int16_t_s_s((l_41[1][3][0] && p_14), l_65[5])))), l_41[0][5][1])) > 4294967295UL) <= g_5))) , p_15) ^ l_66), 0L)) == 0xACA8L), g_5)) == g_31), g_4))), g_4))) , p_14) && 2L) || 0x3649E8EEL) > 0xA9CBL), p_17, l_41[0][5][1]), 0UL)) > 0x24L)) || l_66), l_41[2][5][4], l_41[0][5][1], l_66, g_149) != g_4) && 0x298EL)) <= (-8L))))
            { /* block id: 72 */
                uint32_t l_197 = 0x93F16497L;
                int32_t l_227 = 0xAE6F9C14L;
                int32_t l_322 = 0xE867B30FL;
                for (p_16 = 0; (p_16 <= 3); p_16 += 1)
                { /* block id: 75 */
                    int32_t l_192[3][3] = {{1L,1L,1L},{1L,1L,1L},{1L,1L,1L}};
                    int8_t l_225 = (-1L);
                    int i, j;
                    g_152[(p_16 + 1)] &= ((((((((l_195[0] = ((((g_67[p_16] , 255UL) != (g_10 || (((((safe_rshift_func_uint8_t_u_u(g_178[3][1][5], (safe_div_func_uint32_t_u_u(((safe_lshift_func_int8_t_s_u(l_41[0][5][1], (safe_mod_func_int64_t_s_s((l_192[2][2] &= p_18), (safe_div_func_uint16_t_u_u(0xEC77L, l_65[1])))))) & g_10), 0x1EA8A685L)))) ^ 0UL) && g_178[6][0][6]) || 255UL) & g_67[p_16]))) <= 18446744073709551614UL) & g_67[p_16])) != 0L) > p_18) < 0xD76D8C3317FEB468LL) , g_5) < (-1L)) > 0x7445L) <= g_178[1][1][2]);
                    l_197--;
                    if (l_196[0][1])
                        break;
                    p_14 = (l_228 = (((safe_rshift_func_int16_t_s_s((((l_192[0][0] = p_18) , (safe_lshift_func_int16_t_s_s((l_195[0] = (~(((((((safe_mul_func_int8_t_s_s(((l_227 = ((l_192[2][2] == (~((safe_mul_func_int16_t_s_s(((0xCCDAL <= (safe_mod_func_uint16_t_u_u((g_226 = (l_196[6][4] = (!(((safe_add_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(0xE418L, (safe_sub_func_int16_t_s_s(l_41[0][5][1], g_10)))), (safe_mod_func_int32_t_s_s(((safe_div_func_uint64_t_u_u(l_197, l_225)) == l_41[3][6][3]), g_10)))) ^ 0x89C804F76AF9EDCDLL) & 0x8763L)))), (-1L)))) >= p_16), p_17)) < 0UL))) , g_152[3])) ^ g_140), p_15)) & 0x59D9380DC62A66E8LL) <= p_14) & 0x3CEFFE51L) | g_109) > l_197) , l_195[0]))), 5))) & 5L), p_16)) != l_66) >= g_178[3][1][5]));
                }
                if (((((safe_rshift_func_int8_t_s_s((p_16 <= g_178[3][1][5]), (safe_lshift_func_int16_t_s_s((((((safe_lshift_func_uint16_t_u_u((safe_mod_func_int64_t_s_s((((((0UL & ((((safe_div_func_int64_t_s_s((safe_unary_minus_func_int64_t_s((g_240 = l_227))), (safe_mod_func_int16_t_s_s((safe_mod_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_s((0xBCBCL & ((g_152[0] || (((safe_lshift_func_int8_t_s_s((((p_15 , 0x0983L) & (-1L)) > 0x82L), 2)) , 0xDFL) < g_5)) , 0x2D59L)), 1)) && p_16), g_67[3])), 0x5DE0L)))) > l_65[5]) ^ g_31) <= p_18)) >= 1L) < l_249) >= 0x057FE0C210D05ABFLL) && 0x48F6AE03A9D77DEFLL), p_16)), g_226)) | 0x7EC68086L) , (-1L)) , l_197) == l_250), 6)))) > g_31) | g_226) <= g_140))
                { /* block id: 90 */
                    uint32_t l_251[8];
                    int32_t l_281 = 0x22425698L;
                    int i;
                    for (i = 0; i < 8; i++)
                        l_251[i] = 4UL;
                    ++l_251[6];
                    p_14 = 0x68C946F7L;
                    l_282 = (safe_mul_func_int8_t_s_s((safe_div_func_uint32_t_u_u((((!9UL) , ((l_228 |= (safe_mul_func_int16_t_s_s((0x39EEE24A96F26880LL <= p_16), (((((safe_lshift_func_int16_t_s_s((safe_mod_func_uint64_t_u_u((safe_rshift_func_int8_t_s_u((-5L), ((((l_281 = ((safe_mod_func_uint32_t_u_u((safe_add_func_uint32_t_u_u(((p_17 = (l_195[0] != (safe_add_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s(((safe_div_func_uint32_t_u_u(4294967295UL, (safe_sub_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_s(l_251[4], 2)), g_5)))) == p_18), 1)), 0xE643A7AF2F1A9747LL)))) <= p_16), p_16)), 1UL)) >= 0x315BE178L)) < 0x5EL) > p_15) , 5UL))), g_152[2])), g_4)) > g_31) == l_251[2]) , l_227) | l_249)))) | (-1L))) && 0xF2L), g_31)), p_16));
                    p_14 &= ((safe_mul_func_uint16_t_u_u(65535UL, (p_17 == (safe_add_func_uint64_t_u_u((l_227 = 0x09D507F36AAFCD27LL), (p_15 <= l_196[0][2])))))) > 18446744073709551615UL);
                }
                else
                { /* block id: 99 */
                    int64_t l_302 = 0x1F599A488BF6269ELL;
                    int64_t l_332 = 1L;
                    g_152[2] = l_227;
                    l_302 = (safe_rshift_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u(g_4, (safe_div_func_int8_t_s_s((-5L), (~((safe_div_func_uint32_t_u_u((g_178[3][1][5] = 0x9A65D650L), (safe_mul_func_uint16_t_u_u((g_109 && (((g_152[4] >= (1UL != (0UL & l_65[6]))) & g_240) & g_149)), 0x0288L)))) , l_65[5])))))) ^ 0x7B818E0E8F7A8CC2LL), 14)) , 0xD8C7L), g_240)), 0));
                    g_240 |= ((g_10 = (l_228 = p_17)) | (l_323[4][0][2] ^= (safe_div_func_int16_t_s_s((((safe_mod_func_int64_t_s_s((l_195[0] = ((l_227 = ((0x1C85L > (((((p_14 ^= 0xCC421F79L) <= (((safe_mod_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_s((safe_unary_minus_func_uint32_t_u((((++g_315) > ((((safe_mod_func_uint64_t_u_u(l_227, p_16)) != (l_322 ^= (safe_lshift_func_int16_t_s_u(1L, 0)))) ^ g_314[3]) >= l_227)) < g_226))), 12)) || g_149), l_66)) <= g_314[3]) <= 0UL)) ^ p_17) , 0xFE5C3BC5L) && l_302)) , 0x1A404982AE61E18ALL)) , p_17)), l_196[6][4])) > 0xA4L) , 0x3F94L), p_17))));
                    p_14 &= (l_324 == ((18446744073709551615UL | (safe_mul_func_uint8_t_u_u((l_227 |= 0UL), (((g_335 = ((((g_312[2] | l_322) , (l_323[0][2][1] |= ((g_314[0] = ((((safe_div_func_int8_t_s_s((l_228 = (safe_sub_func_int64_t_s_s((g_140 != (g_178[3][1][5]++)), ((p_17 & g_4) != 8UL)))), p_16)) >= 0x2A4950D67AFB20A8LL) & l_66) ^ l_249)) < g_109))) ^ p_15) , l_197)) < g_5) || 0xDF3EL)))) < 1UL));
                }
                for (g_149 = 0; (g_149 < 57); g_149 = safe_add_func_int8_t_s_s(g_149, 9))
                { /* block id: 122 */
                    uint64_t l_344 = 0x7D21DF0A651410D9LL;
                    int32_t l_348 = (-10L);
                    uint16_t l_358 = 0x369BL;
                    p_14 = (safe_mul_func_uint16_t_u_u((l_358 ^= ((1L || ((safe_mod_func_uint16_t_u_u(((((safe_sub_func_int64_t_s_s(((l_344 = 0xCAA444BCCD831EBBLL) >= 0x209C864BF71449B1LL), ((!(safe_div_func_uint8_t_u_u(0UL, (g_140 , ((g_357 = (((g_5 ^= (l_348 , (safe_mul_func_uint8_t_u_u((++p_16), (safe_mul_func_uint16_t_u_u((safe_mod_func_int8_t_s_s(g_149, p_15)), g_152[0])))))) == 0L) | l_282)) , g_312[0]))))) >= g_314[3]))) || 0x1FF6L) , l_41[4][0][5]) , 0x2688L), 0xA758L)) , (-1L))) , p_17)), l_195[0]));
                    return g_357;
                }
            }
            else
            { /* block id: 131 */
                int8_t l_370 = 0x97L;
                if ((safe_lshift_func_int8_t_s_u(p_16, 1)))
                { /* block id: 132 */
                    const uint8_t l_391[2][4][7] = {{{1UL,0x7CL,0x3DL,255UL,0UL,255UL,0x3DL},{252UL,252UL,0x2FL,0x58L,9UL,0x48L,1UL},{0UL,255UL,0x17L,0UL,0UL,0x17L,255UL},{7UL,1UL,0xBEL,3UL,9UL,0x88L,0x58L}},{{0x17L,0x59L,255UL,255UL,255UL,0x59L,0x17L},{0x58L,0x88L,9UL,3UL,0xBEL,1UL,7UL},{255UL,0x17L,0UL,0UL,0x17L,255UL,0UL},{1UL,0x48L,9UL,0x58L,0x2FL,0xBEL,0xBEL}}};
                    int i, j, k;
                    g_152[2] = g_5;
                    l_195[0] = (g_152[2] = (safe_add_func_uint16_t_u_u(3UL, (safe_mul_func_uint16_t_u_u(((p_14 = l_365) == p_15), p_16)))));
                    g_67[2] = (safe_add_func_uint8_t_u_u((p_16 = (+(g_149--))), ((safe_sub_func_int64_t_s_s((safe_mod_func_uint32_t_u_u(g_313, (((safe_sub_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_s(((0UL ^ ((safe_add_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((safe_mod_func_uint64_t_u_u((0xDADD87B538F55737LL == l_323[1][3][3]), (safe_rshift_func_int16_t_s_u((g_152[2] != 0x485A7D7BL), 4)))) < (safe_div_func_uint16_t_u_u(65535UL, l_370))), g_67[1])), 0UL)) < 0L)) & p_17), p_15)) != l_391[1][2][5]), 1L)) && 0xEC81A7D0L) , g_226))), 0x88A4265089CD5483LL)) && 0x5FL)));
                }
                else
                { /* block id: 140 */
                    g_240 &= ((((safe_lshift_func_uint8_t_u_s((0x0886D678L & (p_14 |= (-1L))), 5)) != (safe_lshift_func_uint16_t_u_u((safe_div_func_int32_t_s_s(((-1L) != (g_315 = g_398)), (safe_mod_func_uint16_t_u_u(((0x56CDL && ((((((((0x2665L > ((safe_lshift_func_int8_t_s_s(((((g_178[3][1][5] | g_31) ^ p_18) > (-5L)) == p_15), 5)) >= g_178[6][0][6])) != 0x27L) <= 0x23881E8CL) | p_16) | g_149) == l_41[0][5][1]) , g_140) > g_313)) , l_331), p_15)))), g_312[4]))) != 0L) , 0xA01EA184L);
                }
                for (l_66 = 0; (l_66 == 58); l_66 = safe_add_func_int8_t_s_s(l_66, 5))
                { /* block id: 147 */
                    if (l_41[3][5][4])
                        break;
                }
                if (((l_323[4][2][1] | (-1L)) != (l_228 = (0xDFL == (g_240 <= (((((safe_sub_func_uint8_t_u_u(((((l_196[6][4] = ((((safe_mod_func_int64_t_s_s(p_16, p_16)) < (0x9C05F721L && 0x363DE1A9L)) <= 250UL) == l_370)) , g_109) <= l_370) & 0x971DL), 0xD3L)) != (-8L)) < p_14) || l_41[0][5][1]) && p_15))))))
                { /* block id: 152 */
                    return g_10;
                }
                else
                { /* block id: 154 */
                    l_323[3][3][0] = ((0x55L ^ ((safe_unary_minus_func_int64_t_s(0x74CE6EBF352B2F68LL)) & ((((safe_sub_func_uint32_t_u_u((p_18 == (g_226 = (p_15 > 18446744073709551615UL))), (safe_add_func_uint32_t_u_u((safe_add_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_u((l_195[0] = ((safe_rshift_func_int8_t_s_s((-5L), 4)) , (safe_sub_func_int16_t_s_s(p_15, p_18)))), 6)), g_10)), g_152[1])))) == p_16) , p_16) ^ g_314[3]))) || 0L);
                    l_196[5][4] = (g_357 &= p_17);
                    return p_18;
                }
            }
        }
        else
        { /* block id: 163 */
            for (l_66 = 0; (l_66 <= 4); l_66 += 1)
            { /* block id: 166 */
                int i;
                return g_314[l_66];
            }
        }
        l_228 = (((((l_323[0][0][1] = g_149) || ((safe_add_func_uint64_t_u_u(0x1CDF8C046B6C5B90LL, g_149)) , (safe_mod_func_int32_t_s_s((g_312[0] , (safe_mul_func_int8_t_s_s(((((((l_249 > ((((safe_mul_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s(g_149, ((((~l_250) , 0UL) < l_365) <= l_196[6][1]))) || l_66), g_398)) <= p_17), l_435)) , 0x4ABD7682L) >= l_323[4][0][2]) ^ 0x2A7CL)) & 0x8DC4L) != g_314[3]) || g_226) , l_282) , 0x2CL), g_313))), l_196[0][4])))) | 1L) ^ g_178[3][1][5]) >= g_10);
        p_14 = (((safe_rshift_func_int16_t_s_u(((safe_div_func_uint16_t_u_u((safe_div_func_uint16_t_u_u(l_228, ((safe_add_func_uint8_t_u_u(0x5CL, ((p_14 >= ((safe_lshift_func_uint8_t_u_s(7UL, 6)) == (-8L))) , (((g_178[3][1][5] , ((safe_rshift_func_uint8_t_u_u(((safe_div_func_uint32_t_u_u(((g_314[3] , 0xC9L) ^ 7L), g_178[3][1][5])) && g_357), 3)) & l_196[3][4])) >= l_450) > 0x5AF744EF900D369DLL)))) , l_435))), 0x60C3L)) | p_18), 11)) & (-2L)) || p_14);
    }
    return g_31;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t  func_19(int32_t  p_20)
{ /* block id: 23 */
    uint16_t l_27[3][5][5] = {{{65526UL,65535UL,0UL,65526UL,0UL},{5UL,0xB775L,0xBCF5L,5UL,65535UL},{65526UL,1UL,1UL,65526UL,0x0723L},{7UL,0xB775L,65535UL,7UL,65535UL},{0x2A6FL,65535UL,1UL,0x2A6FL,0UL}},{{7UL,0xBCF5L,0xBCF5L,7UL,65535UL},{65526UL,65535UL,0UL,65526UL,0UL},{5UL,0xB775L,0xBCF5L,5UL,65535UL},{65526UL,1UL,1UL,65526UL,0x0723L},{7UL,0xB775L,65535UL,7UL,65535UL}},{{0x2A6FL,65535UL,1UL,0x2A6FL,0UL},{7UL,0xBCF5L,0xBCF5L,7UL,65535UL},{65526UL,65535UL,0UL,65526UL,0UL},{5UL,0xB775L,0xBCF5L,5UL,65535UL},{65526UL,1UL,1UL,65526UL,0x0723L}}};
    int i, j, k;
    l_27[1][3][4]++;
    return p_20;
}


/* ------------------------------------------ */
/* 
 * reads : g_5
 * writes: g_5
 */
static uint16_t  func_21(int32_t  p_22)
{ /* block id: 15 */
    for (g_5 = (-30); (g_5 == 14); g_5 = safe_add_func_uint32_t_u_u(g_5, 8))
    { /* block id: 18 */
        int32_t l_25[6];
        int i;
        for (i = 0; i < 6; i++)
            l_25[i] = 0x0F0F5EBEL;
        return l_25[0];
    }
    return p_22;
}


/* ------------------------------------------ */
/* 
 * reads : g_140 g_5 g_178 g_152 g_149
 * writes: g_178
 */
static int32_t  func_33(int8_t  p_34, int32_t  p_35, uint64_t  p_36, int16_t  p_37, int64_t  p_38)
{ /* block id: 68 */
    uint32_t l_163 = 0x3B598201L;
    int32_t l_177 = 1L;
    uint32_t l_179 = 0xABF06CFFL;
    int16_t l_180[8][2][1];
    int32_t l_181[6] = {1L,1L,1L,1L,1L,1L};
    int i, j, k;
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 1; k++)
                l_180[i][j][k] = 1L;
        }
    }
    l_181[0] |= (((safe_mul_func_uint16_t_u_u(((safe_add_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_u((((safe_mod_func_uint8_t_u_u(((g_140 , (safe_sub_func_int32_t_s_s(((g_178[3][1][5] &= ((l_163 , (((safe_lshift_func_int8_t_s_u((safe_add_func_int8_t_s_s(g_5, (l_163 <= ((p_35 | ((+g_140) < ((((safe_add_func_uint32_t_u_u((safe_unary_minus_func_uint32_t_u((((safe_add_func_int64_t_s_s((safe_rshift_func_int16_t_s_u((+0x7E967E9F4FA4222FLL), 1)), l_163)) || l_177) & p_34))), p_38)) && 0x55C0660AE4559E29LL) >= l_177) >= 0x6DE7L))) || p_37)))), 6)) || 0xC19A244BL) , p_35)) & 0x49881355238C9F0ALL)) & g_152[2]), l_179))) > 0xB29AL), 1L)) < l_180[5][1][0]) >= g_149), 5)) != 0x1BBA3292L), 65532UL)) , l_180[1][0][0]), 0x19E3L)) , 0x951E9A90B212F535LL) != p_37);
    return p_36;
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_67 g_31 g_4 g_10 g_140 g_149 g_152
 * writes: g_5 g_31 g_10 g_67 g_109 g_140 g_152
 */
static int64_t  func_44(const uint32_t  p_45, uint8_t  p_46, int16_t  p_47)
{ /* block id: 31 */
    uint64_t l_72 = 0xDA4CDC86D9E1B0F0LL;
    uint16_t l_80 = 65526UL;
    int32_t l_81 = 0xBC0977F3L;
    uint64_t l_108 = 18446744073709551612UL;
    int32_t l_142 = 1L;
    int32_t l_144 = 0x57287C4FL;
    for (g_5 = 0; (g_5 <= 3); g_5 += 1)
    { /* block id: 34 */
        uint8_t l_75 = 1UL;
        int8_t l_106 = (-1L);
        uint8_t l_143 = 0xCCL;
        for (p_46 = 0; (p_46 <= 3); p_46 += 1)
        { /* block id: 37 */
            int i;
            return g_67[p_46];
        }
        for (g_31 = 3; (g_31 >= 0); g_31 -= 1)
        { /* block id: 42 */
            int i;
            l_81 ^= ((0x0A58L <= (safe_mul_func_int16_t_s_s((g_31 | (0L != (l_72 < (safe_add_func_uint16_t_u_u(l_75, (((safe_div_func_uint64_t_u_u(((safe_mul_func_uint16_t_u_u((p_47 , g_31), g_5)) || g_67[0]), g_67[1])) > g_4) , p_46)))))), l_80))) | 0x6EL);
            for (l_81 = 3; (l_81 >= 0); l_81 -= 1)
            { /* block id: 46 */
                int i;
                if ((safe_lshift_func_uint16_t_u_u(g_67[g_31], g_4)))
                { /* block id: 47 */
                    int16_t l_107 = (-4L);
                    int i;
                    g_109 = ((safe_rshift_func_int8_t_s_u(((safe_add_func_uint32_t_u_u(((p_47 = (safe_rshift_func_uint8_t_u_u((p_45 , (((((g_10--) && ((l_72 <= (safe_lshift_func_int16_t_s_u(p_47, 4))) == ((((((g_67[g_31] = (safe_mul_func_uint16_t_u_u(65533UL, (safe_div_func_uint8_t_u_u(((((safe_add_func_int8_t_s_s(g_67[2], (safe_lshift_func_int8_t_s_s(0x83L, 6)))) && (safe_mul_func_int16_t_s_s((((((safe_lshift_func_int8_t_s_u(g_10, 7)) == p_45) , l_72) || p_47) >= l_75), 1L))) , g_67[g_5]) || l_106), l_107))))) < 0x4644L) | 0x4709L) , g_10) == l_108) , g_31))) <= 0x79EC616AL) || 8L) || p_45)), g_5))) < p_46), (-1L))) == g_31), 3)) <= p_46);
                }
                else
                { /* block id: 52 */
                    uint32_t l_139 = 6UL;
                    int32_t l_141 = (-6L);
                    l_144 = (safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_u(((l_143 = (g_10 > (0xDAL & (safe_mod_func_int16_t_s_s(((((p_47 != ((!((l_142 |= (safe_div_func_int32_t_s_s((l_141 = (((safe_add_func_uint64_t_u_u((safe_mod_func_uint8_t_u_u((l_72 , ((safe_rshift_func_uint8_t_u_s(0xDDL, 7)) | (g_4 , ((safe_lshift_func_uint8_t_u_s((safe_sub_func_int32_t_s_s(((safe_sub_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u((((safe_mod_func_uint16_t_u_u((g_140 ^= (~(safe_unary_minus_func_uint64_t_u((safe_sub_func_int8_t_s_s((-1L), l_139)))))), p_47)) < g_4) , 0x3497L), p_46)) ^ 0xCA64L), g_31)) >= 9L), 0x6D738FFAL)), 7)) , p_45)))), 0xFAL)), g_10)) >= l_80) , l_80)), p_45))) && p_47)) , p_47)) , 0xF4L) > g_4) > g_67[2]), 0x4B14L))))) || g_10), 7)), p_47));
                    if (p_45)
                        continue;
                    l_144 ^= l_106;
                }
                if (l_75)
                    continue;
                g_67[g_5] = (safe_sub_func_int64_t_s_s((g_152[2] |= (safe_sub_func_uint32_t_u_u(p_47, (g_149 ^ (l_108 == (safe_add_func_int32_t_s_s(0x727D4F98L, ((-7L) < g_67[g_31])))))))), l_81));
            }
        }
    }
    return p_47;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_67[i], "g_67[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    transparent_crc(g_149, "g_149", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_152[i], "g_152[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_178[i][j][k], "g_178[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc(g_240, "g_240", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_312[i], "g_312[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_313, "g_313", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_314[i], "g_314[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_315, "g_315", print_hash_value);
    transparent_crc(g_335, "g_335", print_hash_value);
    transparent_crc(g_357, "g_357", print_hash_value);
    transparent_crc(g_398, "g_398", print_hash_value);
    transparent_crc(g_467, "g_467", print_hash_value);
    transparent_crc(g_487, "g_487", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
