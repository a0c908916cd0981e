// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10016 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10016
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int16_t g_16 = 3L;
static uint64_t g_62 = 18446744073709551615UL;
static uint64_t g_69 = 18446744073709551607UL;
static uint32_t g_91 = 1UL;
static int16_t g_97 = 0L;
static int16_t g_98[6][6][7] = {{{0x4D29L,0x5545L,0xFC3DL,0x62BDL,8L,6L,1L},{0x33E7L,0xFE02L,0x4C62L,0L,0xB79BL,0x7C9AL,(-1L)},{1L,0x4D29L,0L,5L,0x8A3DL,0x9E50L,1L},{0xE45AL,0x4D29L,0x7C9AL,0x8E95L,(-1L),(-10L),0x9E50L},{3L,0xFE02L,0x71CFL,(-3L),(-6L),(-10L),0x4EFEL},{4L,0x5545L,1L,0x1C03L,0x8BFCL,(-6L),0L}},{{0x1C03L,1L,(-7L),0L,0x1744L,0L,0x5578L},{(-5L),6L,0xFC3DL,(-1L),3L,0xDB7DL,0xDB7DL},{0xDEF6L,6L,0x8E95L,6L,0xDEF6L,0x79CFL,0xFE02L},{2L,5L,(-1L),0x8E95L,(-2L),0x85EFL,0x1744L},{0x79CFL,0x5578L,0xB4ECL,0x6BCDL,6L,0x794FL,0x62BDL},{2L,0x8E95L,0x5578L,(-3L),1L,1L,0xB1D7L}},{{0xDEF6L,0x9F9BL,0x9311L,2L,0x9E50L,(-1L),1L},{(-5L),0xDEF6L,(-6L),0L,0x79CFL,0L,0x8BACL},{1L,0L,0x4C62L,0x79CFL,0x8BFCL,0L,3L},{1L,0L,(-1L),0x47EBL,0xDB7DL,9L,8L},{0xA12EL,0xB1D7L,0x1C03L,5L,2L,0x2FD4L,0x60A5L},{5L,2L,0xC691L,0xE45AL,(-1L),0x1744L,0x60A5L}},{{0xD133L,9L,6L,0xB4ECL,0x60A5L,0xB79BL,8L},{0x9816L,(-9L),0xD133L,1L,(-9L),1L,3L},{0x71CFL,0x33E7L,0x6BCDL,0xBB5BL,0xBABAL,0x8E95L,0x8BACL},{(-6L),0xC756L,(-2L),1L,(-4L),0x9E23L,1L},{4L,0L,0L,0xB1D7L,(-10L),(-10L),0xB1D7L},{1L,0x0766L,1L,0x794FL,5L,0x47EBL,0x62BDL}},{{0xA40FL,(-6L),(-9L),0x4EFEL,0x048DL,0x5578L,0x1744L},{0x5545L,0L,7L,0x9311L,(-5L),0x47EBL,0xFE02L},{0L,0xAFA2L,(-7L),3L,0x71CFL,(-10L),0xDB7DL},{0x7C9AL,2L,0x71CFL,0xAFA2L,(-1L),0x9E23L,0x5578L},{0xFE02L,0x8A3DL,0x9E23L,0L,2L,0x8E95L,0xC691L},{3L,0x9816L,0L,0xA40FL,0xB1D7L,1L,0xBABAL}},{{0L,0x1C03L,0x8190L,(-1L),0x85EFL,0xB79BL,0xB4ECL},{0x8A3DL,0x62BDL,(-9L),(-10L),8L,0x1744L,0L},{0x85EFL,0x794FL,0xDB7DL,0L,8L,0x2FD4L,1L},{0x2FD4L,0x79CFL,0x0766L,0x8A3DL,0x85EFL,9L,(-1L)},{0xBB5BL,0x60A5L,1L,0x852DL,0x593FL,0xAFA2L,6L},{(-1L),5L,0L,(-1L),1L,0x4C62L,(-9L)}}};
static int8_t g_110 = 0L;
static int32_t g_128 = 0x2A20AB37L;
static int32_t g_175 = 0xB79E8ABCL;
static int32_t g_232[3][6][4] = {{{0x2DFD3FBDL,0x34B4D2A8L,0x34B4D2A8L,0x2DFD3FBDL},{0x34B4D2A8L,0x2DFD3FBDL,(-9L),8L},{0x34B4D2A8L,(-9L),0x34B4D2A8L,(-1L)},{0x2DFD3FBDL,8L,(-1L),(-1L)},{(-9L),(-9L),0xD086A49EL,8L},{8L,0x2DFD3FBDL,0xD086A49EL,0x2DFD3FBDL}},{{(-9L),0x34B4D2A8L,(-1L),0xD086A49EL},{0x2DFD3FBDL,0x34B4D2A8L,0x34B4D2A8L,0x2DFD3FBDL},{0x34B4D2A8L,0x2DFD3FBDL,(-9L),8L},{0x34B4D2A8L,(-9L),0x34B4D2A8L,(-1L)},{0x2DFD3FBDL,8L,(-1L),(-1L)},{(-9L),(-9L),0xD086A49EL,8L}},{{8L,0x2DFD3FBDL,0xD086A49EL,0x2DFD3FBDL},{(-9L),0x34B4D2A8L,(-1L),0xD086A49EL},{0x2DFD3FBDL,0x34B4D2A8L,0x34B4D2A8L,0x2DFD3FBDL},{0x34B4D2A8L,0x2DFD3FBDL,(-9L),8L},{0x34B4D2A8L,(-9L),0x34B4D2A8L,(-1L)},{0x2DFD3FBDL,8L,(-1L),(-1L)}}};
static int32_t g_233 = 0xE7D4AAAEL;
static int16_t g_234 = (-6L);
static uint32_t g_235 = 0xCD964B61L;
static int8_t g_261 = 0x55L;
static int32_t g_271 = 0x4B96E32CL;
static int8_t g_273 = 0xF6L;
static int8_t g_310 = (-1L);
static int64_t g_319 = 0x4BA5551732A5C887LL;
static int64_t g_320[5] = {0xB92A9F23F4BAE0D6LL,0xB92A9F23F4BAE0D6LL,0xB92A9F23F4BAE0D6LL,0xB92A9F23F4BAE0D6LL,0xB92A9F23F4BAE0D6LL};
static uint16_t g_369 = 0x1551L;
static uint8_t g_379 = 0xE9L;
static const uint32_t g_458 = 0xE642F902L;
static uint16_t g_575 = 1UL;
static const int8_t g_587[6][5][3] = {{{0x0AL,(-1L),0L},{7L,0x19L,0xF9L},{(-4L),(-1L),(-1L)},{0xA4L,0x90L,(-1L)},{0x67L,0x0AL,0xF9L}},{{2L,0x67L,0L},{0xA8L,1L,0x90L},{(-3L),0x67L,(-1L)},{1L,0x0AL,(-4L)},{0x90L,0x90L,0x67L}},{{0x90L,(-1L),(-3L)},{1L,0x19L,7L},{(-3L),(-1L),1L},{0xA8L,1L,7L},{2L,0x78L,(-3L)}},{{0x67L,7L,0x67L},{0xA4L,7L,(-4L)},{(-4L),0x78L,(-1L)},{7L,1L,0x90L},{0x0AL,(-1L),0L}},{{7L,0x19L,0xF9L},{(-4L),(-1L),(-1L)},{0xA4L,0x90L,(-1L)},{0x67L,0x0AL,0xF9L},{2L,0x67L,0L}},{{0xA8L,1L,0x90L},{(-3L),0x67L,(-1L)},{1L,0x0AL,(-4L)},{0x90L,0x90L,0x67L},{0x90L,(-1L),(-3L)}}};
static int64_t g_644 = 0xB81208BEEAF6CE8CLL;
static uint32_t g_665 = 0x3C6F8139L;
static uint16_t g_712 = 0x3462L;
static int8_t g_784 = (-7L);
static int32_t g_786[7] = {0x565F4F10L,0L,0L,0x565F4F10L,0L,0L,0x565F4F10L};
static int8_t g_787[6] = {0x53L,0x53L,0x53L,0x53L,0x53L,0x53L};
static int64_t g_788 = 0x063830F90AA0F6B0LL;
static uint16_t g_789 = 0UL;
static uint64_t g_805 = 0xF036CAF7C5DB8C90LL;
static uint32_t g_812 = 8UL;
static uint32_t g_818 = 0xFBB5068EL;
static int8_t g_949 = 0x09L;
static uint32_t g_950 = 0x8CD640F1L;
static uint8_t g_980 = 249UL;
static uint64_t g_1004[8] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
static int32_t g_1067 = (-2L);
static uint64_t g_1068 = 1UL;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int32_t  func_2(int8_t  p_3, uint8_t  p_4, int32_t  p_5, int32_t  p_6);
static int8_t  func_7(int8_t  p_8, int64_t  p_9);
static int16_t  func_14(int8_t  p_15);
static int8_t  func_17(int64_t  p_18);
static int64_t  func_19(uint32_t  p_20, int8_t  p_21, uint64_t  p_22, const int32_t  p_23);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_16 g_62 g_69 g_91 g_98 g_97 g_110 g_128 g_175 g_235 g_233 g_232 g_234 g_261 g_271 g_310 g_320 g_319 g_273 g_379 g_369 g_458 g_575 g_587 g_665 g_712 g_644 g_789 g_788 g_805 g_812 g_786 g_818 g_784 g_787 g_950 g_949 g_980 g_1068
 * writes: g_62 g_69 g_91 g_97 g_98 g_110 g_128 g_235 g_16 g_261 g_234 g_271 g_273 g_310 g_369 g_379 g_319 g_575 g_644 g_665 g_712 g_789 g_805 g_812 g_818 g_175 g_950 g_320 g_1004 g_980 g_1068
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_24 = 0UL;
    uint8_t l_38 = 0x03L;
    uint64_t l_39[5] = {0UL,0UL,0UL,0UL,0UL};
    uint8_t l_40 = 1UL;
    uint32_t l_41 = 0UL;
    int32_t l_269 = 4L;
    int32_t l_270[1][1][2];
    int8_t l_345 = (-2L);
    int32_t l_519 = 0xD2AA15B8L;
    int32_t l_979 = 0L;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 2; k++)
                l_270[i][j][k] = (-1L);
        }
    }
    if (func_2(func_7(((((safe_mod_func_uint32_t_u_u((safe_div_func_int16_t_s_s(func_14((g_16 , func_17(func_19((((l_24 , (((safe_lshift_func_uint8_t_u_s(((safe_lshift_func_uint8_t_u_u((((((safe_unary_minus_func_uint16_t_u((((l_24 , g_16) , (safe_lshift_func_int16_t_s_u(((((((safe_sub_func_int16_t_s_s((4294967295UL > (g_16 && (((safe_mul_func_uint8_t_u_u(l_24, 6UL)) , l_24) || g_16))), 0x9649L)) != 0L) && l_38) , 0xE80A7C6DL) || g_16) | 0L), l_38))) && 1UL))) > 65535UL) ^ 0xD2L) | 18446744073709551614UL) == l_39[3]), 3)) , g_16), g_16)) || 0x64L) >= 5UL)) & 1UL) , l_40), l_41, l_41, g_16)))), l_40)), g_175)) >= l_41) < l_40) & g_175), l_39[0]), g_16, l_24, g_175))
    { /* block id: 79 */
        uint8_t l_258 = 0x95L;
        uint16_t l_260 = 0x8E89L;
        int32_t l_266[6][8][5] = {{{0x787789EAL,(-1L),0x8DB37E61L,(-5L),0x0823372CL},{0x0823372CL,1L,0xD0F76103L,0x95103CEEL,0xB4E128B6L},{0xEB511B20L,(-1L),0xC3B98C0DL,0L,7L},{0L,(-8L),1L,4L,0x95103CEEL},{0L,(-4L),0x0A9FA561L,1L,1L},{0xEB511B20L,0xD0F76103L,0xCFCC2DBCL,0x1B0492FCL,(-1L)},{0x0823372CL,(-3L),1L,0x57FE7651L,(-1L)},{0x787789EAL,0x924ABB9BL,0x924ABB9BL,0x787789EAL,0L}},{{0x06D27C61L,(-1L),0x0823372CL,0xCFAA13ADL,1L},{(-1L),0x8DB37E61L,0x1C458B7CL,(-8L),0x3BCCA17BL},{3L,(-1L),(-10L),0xCFAA13ADL,0x20A05F7AL},{0x0A9FA561L,0xD678DBA8L,0x06D27C61L,0x787789EAL,(-1L)},{0x95103CEEL,3L,0x0234A52FL,0x57FE7651L,0x787789EAL},{0x1C458B7CL,0x38CA9B3DL,0xC175E5F0L,0x1B0492FCL,0x0A9FA561L},{0x0234A52FL,1L,0x20A05F7AL,1L,0x38CA9B3DL},{0xCFCC2DBCL,0x17A10311L,0xB4E128B6L,4L,(-5L)}},{{(-1L),0x17A10311L,0xEB511B20L,0L,0x57FE7651L},{0x90960BBCL,1L,0x38CA9B3DL,0x95103CEEL,(-8L)},{1L,0x38CA9B3DL,1L,(-5L),1L},{0L,3L,(-3L),3L,0L},{(-5L),0xD678DBA8L,7L,4L,(-10L)},{1L,(-1L),(-1L),(-1L),(-1L)},{1L,0x8DB37E61L,(-1L),0xD678DBA8L,(-10L)},{0x3BCCA17BL,(-1L),0x787789EAL,1L,0L}},{{(-10L),0x924ABB9BL,(-1L),1L,1L},{0x17A10311L,(-3L),9L,0x06D27C61L,(-8L)},{1L,0xD0F76103L,0xD678DBA8L,(-1L),0x57FE7651L},{(-3L),(-4L),(-1L),1L,(-5L)},{0x543C7B79L,(-8L),(-1L),(-3L),0x38CA9B3DL},{0x29B37185L,(-1L),0xD678DBA8L,3L,0x0A9FA561L},{(-1L),1L,9L,(-1L),0x787789EAL},{0x1B0492FCL,(-1L),(-1L),(-1L),(-1L)}},{{0xC175E5F0L,0xEB511B20L,0x787789EAL,0x0234A52FL,0x20A05F7AL},{0x8DB37E61L,(-6L),(-1L),0x17A10311L,0x3BCCA17BL},{9L,0x95103CEEL,(-1L),1L,0L},{1L,9L,0x3BCCA17BL,0x29B37185L,0xC3B98C0DL},{0x924ABB9BL,0xD678DBA8L,(-1L),0xC3B98C0DL,0L},{0x543C7B79L,(-6L),7L,0xB4E128B6L,(-1L)},{0x1C23CCA6L,0xC175E5F0L,4L,(-1L),(-3L)},{0x0823372CL,(-1L),0x1C458B7CL,0x06D27C61L,0x70E696E2L}},{{0x57FE7651L,0x20A05F7AL,(-1L),0x06D27C61L,0x3BCCA17BL},{(-1L),0x38CA9B3DL,1L,(-1L),(-1L)},{(-4L),0xC3B98C0DL,0x924ABB9BL,0xB4E128B6L,1L},{1L,(-5L),9L,0xC3B98C0DL,9L},{0x06D27C61L,0x06D27C61L,3L,0x29B37185L,0x90960BBCL},{0x38CA9B3DL,0x57FE7651L,0x06D27C61L,1L,0x924ABB9BL},{(-3L),0x8DB37E61L,0x0A9FA561L,1L,(-1L)},{(-5L),0x57FE7651L,1L,9L,0x1B0492FCL}}};
        int32_t l_312 = 1L;
        uint32_t l_352[7] = {0x4D46530DL,0x4D46530DL,0UL,0x4D46530DL,0x4D46530DL,0UL,0x4D46530DL};
        uint32_t l_353 = 3UL;
        uint32_t l_416 = 0xD3BFB127L;
        int8_t l_420 = 0x5CL;
        uint8_t l_435 = 0UL;
        int32_t l_483 = (-1L);
        int32_t l_518[3][4][6] = {{{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L}},{{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L}},{{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L},{2L,0x57359EE0L,0x57359EE0L,2L,0x57359EE0L,0x57359EE0L}}};
        uint32_t l_640 = 4294967295UL;
        uint16_t l_733[8][3][1] = {{{4UL},{0x2A30L},{4UL}},{{0x1409L},{4UL},{0x2A30L}},{{4UL},{0x1409L},{4UL}},{{0x2A30L},{4UL},{0x1409L}},{{4UL},{0x2A30L},{4UL}},{{0x1409L},{4UL},{0x2A30L}},{{4UL},{0x1409L},{4UL}},{{0x2A30L},{4UL},{0x1409L}}};
        uint16_t l_767[7] = {65535UL,65535UL,65535UL,65535UL,65535UL,65535UL,65535UL};
        int16_t l_838 = (-5L);
        int i, j, k;
lbl_574:
        for (g_128 = 0; (g_128 != 8); g_128 = safe_add_func_int8_t_s_s(g_128, 8))
        { /* block id: 82 */
            int32_t l_240[1];
            uint32_t l_257 = 1UL;
            int64_t l_272 = 2L;
            int32_t l_309 = 1L;
            int32_t l_351 = (-1L);
            const int16_t l_380 = 0x45E6L;
            int i;
            for (i = 0; i < 1; i++)
                l_240[i] = 0xE52E987CL;
            if (l_39[3])
            { /* block id: 83 */
                int64_t l_259 = 8L;
                int32_t l_262 = 0x50D81AABL;
                l_262 = (((l_240[0] , (+(safe_add_func_int64_t_s_s((-9L), 18446744073709551610UL)))) || ((safe_sub_func_int16_t_s_s((g_234 &= ((safe_rshift_func_uint16_t_u_u(((g_261 = ((g_235 = ((safe_mod_func_int64_t_s_s(g_233, ((((((safe_add_func_uint64_t_u_u((!(g_16 ^= ((((safe_add_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((((l_258 = l_257) >= (((g_98[0][1][3] | l_257) & g_233) | g_97)) <= g_91), 0x957A56D6L)), (-1L))) | g_175) && l_257) , l_258))), 18446744073709551615UL)) && l_259) , 0xC4L) < 0xFCL) , g_98[0][0][5]) , g_69))) || l_260)) ^ g_232[2][0][0])) , l_41), l_38)) > 1L)), g_233)) <= l_260)) & g_232[2][0][0]);
            }
            else
            { /* block id: 90 */
                g_273 = (+(safe_mod_func_int64_t_s_s((((((l_266[4][1][4] = 0x1AE7L) , g_62) < (safe_add_func_int16_t_s_s(l_260, ((l_272 &= ((((g_175 | (l_240[0] >= (g_271 ^= (l_240[0] ^ ((l_270[0][0][0] = ((l_269 = ((g_69 == g_98[0][4][4]) != 0x36L)) > l_39[2])) ^ g_261))))) , 0x4DFF55E27A0AEBC0LL) > l_260) , l_258)) < (-7L))))) || l_39[3]) & g_110), 0xF38D1871B915A60ALL)));
            }
            for (g_91 = 0; (g_91 <= 0); g_91 += 1)
            { /* block id: 100 */
                int16_t l_274 = (-1L);
                return l_274;
            }
            for (g_91 = 5; (g_91 != 18); g_91++)
            { /* block id: 105 */
                int8_t l_311[7] = {0x67L,0xC8L,0x67L,0x67L,0xC8L,0x67L,0x67L};
                int32_t l_321 = 0L;
                uint64_t l_322 = 0x93BD1F3727B0FE01LL;
                int i;
                for (l_260 = 0; (l_260 <= 0); l_260 += 1)
                { /* block id: 108 */
                    int64_t l_327[4];
                    int i;
                    for (i = 0; i < 4; i++)
                        l_327[i] = 0L;
                    l_269 |= (l_312 = (safe_div_func_int64_t_s_s((safe_div_func_int64_t_s_s((l_240[0] = (safe_sub_func_uint8_t_u_u((g_310 |= (~(safe_div_func_int64_t_s_s((!0xB047L), ((safe_div_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u((l_266[4][1][4] = (safe_lshift_func_int8_t_s_u((safe_unary_minus_func_uint8_t_u(0xFFL)), (l_270[0][0][0] = (l_309 |= (safe_div_func_int64_t_s_s((~((safe_sub_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((safe_mod_func_int16_t_s_s((safe_mul_func_int8_t_s_s(0x91L, (l_240[l_260] != (g_128 , g_232[2][0][0])))), (safe_rshift_func_uint16_t_u_u((((l_41 , 8L) != 1UL) | 0x871D96F4L), 12)))), l_257)), l_240[l_260])), g_234)) , g_98[0][0][3])), g_271))))))), g_97)), 0x5C4AB55AL)) ^ 1L))))), g_98[0][0][5]))), l_311[0])), 18446744073709551611UL)));
                    l_240[0] = (l_272 & g_128);
                    l_321 = (0xBD1E1DB443416D66LL || (((((safe_add_func_int8_t_s_s(((l_240[l_260] , ((l_270[0][0][0] ^= (safe_sub_func_uint16_t_u_u((safe_add_func_uint16_t_u_u(0x48C0L, 0UL)), (l_322++)))) , (safe_rshift_func_int8_t_s_s(l_260, (1L && l_322))))) >= g_69), 0xD2L)) | l_39[1]) , g_320[4]) != l_327[3]) ^ l_327[3]));
                    g_271 = l_258;
                }
                g_271 = (safe_rshift_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(((((((safe_mul_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u(((safe_div_func_int32_t_s_s((safe_sub_func_uint16_t_u_u((((g_235 ^= l_266[2][3][2]) && (l_266[4][1][4] |= (g_235 = (safe_mod_func_uint16_t_u_u(l_240[0], (+l_345)))))) ^ ((((+(((safe_mod_func_uint8_t_u_u((l_321 = (safe_sub_func_uint8_t_u_u((g_319 >= (l_311[0] >= (l_272 != (0xC61A2151L | l_322)))), 1L))), l_322)) | l_351) == l_312)) && l_352[3]) < l_312) <= 65526UL)), g_175)), g_320[1])) > 6UL), g_91)) && g_110), g_261)) == g_271) , l_266[4][1][4]) > (-1L)) , l_240[0]) && l_321), 0xE6L)), g_234));
                g_271 = (-7L);
            }
            if ((((g_273 = (l_266[4][1][4] = l_353)) > 0xF9L) , g_98[1][2][1]))
            { /* block id: 131 */
                int16_t l_364 = 9L;
                for (g_69 = (-18); (g_69 <= 22); g_69 = safe_add_func_int8_t_s_s(g_69, 6))
                { /* block id: 134 */
                    g_271 = ((safe_div_func_uint64_t_u_u((safe_div_func_int32_t_s_s(((l_351 ^ (0x09A2L != g_261)) || ((l_352[3] , (((g_369 = (safe_sub_func_int8_t_s_s(l_364, ((safe_lshift_func_int8_t_s_u((l_364 | (safe_div_func_int64_t_s_s((0x81BBDACEL && l_272), 0x6FE85BEE4BD4B9CFLL))), g_128)) < g_98[0][5][5])))) | 0x1BB2L) ^ g_98[5][4][2])) == g_273)), l_352[3])), 4L)) >= 0xF225L);
                    l_270[0][0][1] ^= (g_271 ^= 0x8F5251EBL);
                }
            }
            else
            { /* block id: 140 */
                int32_t l_378 = 1L;
                int8_t l_398 = 0x24L;
                if (((safe_mul_func_int16_t_s_s((safe_lshift_func_int8_t_s_s(((l_272 >= l_38) != (safe_lshift_func_uint8_t_u_u(g_91, (((g_379 |= (g_62 > (safe_mod_func_int8_t_s_s(l_378, ((g_16 & (-5L)) , 0x01L))))) , g_16) < l_257)))), g_261)), l_272)) == l_380))
                { /* block id: 142 */
                    int32_t l_405 = 0x49738B20L;
                    int32_t l_406 = 0L;
                    l_406 ^= (safe_mod_func_uint16_t_u_u((safe_unary_minus_func_uint32_t_u(((!(0xE66FDB41F928291FLL > (((((((safe_rshift_func_uint8_t_u_s((safe_div_func_uint64_t_u_u(((l_378 >= g_310) == (+(safe_rshift_func_int8_t_s_s((g_110 = 1L), 0)))), ((safe_sub_func_uint8_t_u_u((((!(safe_mul_func_uint16_t_u_u((~(l_398 = 6L)), (g_320[0] ^ (safe_lshift_func_uint8_t_u_u(((safe_mod_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u(g_16, l_270[0][0][0])), 0xA8C0956980EBA00ELL)) && 0xB1L), 1)))))) ^ g_98[0][4][5]) <= 0x0EC0A1D0L), 0x1CL)) , l_270[0][0][1]))), l_405)) <= g_97) <= l_380) , g_310) && g_319) & g_271) <= 0x486705CAL))) || g_319))), 0x7DD9L));
                }
                else
                { /* block id: 146 */
                    uint32_t l_407 = 3UL;
                    int16_t l_417 = (-10L);
                    if (l_407)
                        break;
                    g_271 = (((safe_lshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(l_240[0], (g_369 = l_24))), 3)) >= ((safe_mod_func_uint16_t_u_u(((0xB5DEE580L || (safe_lshift_func_uint8_t_u_s((((-1L) != ((g_97 > ((((((l_416 == l_378) & (-1L)) == g_91) ^ g_97) , g_235) >= l_240[0])) >= 0x1C74L)) , 2UL), 4))) != l_417), l_39[3])) || l_407)) | g_271);
                    l_270[0][0][0] = (safe_mod_func_int64_t_s_s(l_378, l_420));
                    g_271 ^= ((g_379 = (safe_rshift_func_int16_t_s_u((-6L), 14))) , (safe_div_func_int16_t_s_s(((l_417 && g_128) >= (((safe_lshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(((l_272 > g_232[2][1][0]) ^ (l_351 = ((safe_div_func_int64_t_s_s((safe_rshift_func_int8_t_s_s((g_310 = (safe_mul_func_int16_t_s_s((g_128 & (l_435 == g_369)), 0x7E8CL))), 6)), 0xC6C9B1D3D90BD9C6LL)) >= g_128))), g_233)), l_398)) && 9L) == g_91)), g_319)));
                }
            }
        }
        for (l_312 = 0; (l_312 < 1); ++l_312)
        { /* block id: 160 */
            int64_t l_459 = (-5L);
            int32_t l_494 = (-7L);
            uint32_t l_520 = 0xFA3F3D84L;
            int32_t l_664 = 0x60C17DE7L;
            uint8_t l_710[8] = {7UL,7UL,7UL,7UL,7UL,7UL,7UL,7UL};
            int64_t l_711 = (-1L);
            int32_t l_756 = 0x55FB4FC4L;
            int i;
            if ((((safe_rshift_func_int16_t_s_u(g_320[0], ((safe_mul_func_int8_t_s_s((g_97 , ((((((safe_rshift_func_uint8_t_u_s(l_41, 3)) && (-1L)) <= (safe_add_func_int16_t_s_s(g_110, (safe_div_func_int32_t_s_s((safe_lshift_func_int8_t_s_s(((safe_sub_func_uint32_t_u_u((l_38 && (safe_rshift_func_int8_t_s_s((safe_rshift_func_int8_t_s_u((safe_mul_func_int16_t_s_s(g_458, 0x6835L)), 0)), 0))), l_459)) , 0x31L), l_352[3])), g_62))))) || 0x73D08090L) & g_175) < (-9L))), g_271)) & l_270[0][0][0]))) || l_416) && g_98[0][1][3]))
            { /* block id: 161 */
                uint32_t l_464 = 1UL;
                int32_t l_492[7][6][6] = {{{0xF5C49D32L,0xE151B7AEL,0L,1L,0xBBEA3A06L,0L},{0xF1A6B96EL,(-1L),1L,(-1L),0xF1A6B96EL,0L},{0xE12BC1A5L,0L,0xDD4F9F10L,0x3AE2FDA7L,0xF480426BL,0xD369A7CBL},{7L,0x96F6385FL,0xB47B0789L,0L,(-3L),0xD369A7CBL},{5L,(-1L),0xDD4F9F10L,7L,0L,0L},{(-3L),4L,1L,(-5L),0xA237E602L,0L}},{{0xF5970634L,7L,0L,6L,(-5L),(-1L)},{1L,0x886E8983L,(-9L),5L,(-1L),7L},{0xFFE47A5BL,0xBBEA3A06L,0x3AE2FDA7L,0L,(-3L),0xF67248CFL},{0x1CAE223DL,(-1L),0x2D3FBA25L,0xBA066C90L,0L,7L},{0L,0L,0xB745A0EEL,0x18557FB4L,0x40404426L,(-9L)},{0x38BED41EL,(-1L),7L,6L,(-1L),(-9L)}},{{1L,(-9L),0L,0L,0L,1L},{0xD369A7CBL,0xE8996AB2L,0x7817E4CFL,0x6A118B43L,0L,5L},{5L,(-1L),0x2D3FBA25L,7L,0L,0xBA095CF3L},{7L,1L,0x4C46E58AL,0x4C46E58AL,1L,7L},{(-1L),0xAFC6CE2FL,1L,(-1L),0L,(-1L)},{0x3AE2FDA7L,(-9L),0L,1L,0xBBEA3A06L,0xB47B0789L}},{{0x3AE2FDA7L,0xA237E602L,1L,(-1L),0xF5C49D32L,0xFFE47A5BL},{(-1L),0L,0xDD4F9F10L,0x4C46E58AL,0L,1L},{7L,0x96F6385FL,0xBA066C90L,7L,(-1L),(-3L)},{5L,0xDD4F9F10L,(-1L),0x6A118B43L,0xBA095CF3L,0L},{0xD369A7CBL,0x886E8983L,0xAAE95312L,0L,0xA237E602L,0xB47B0789L},{1L,(-4L),0L,6L,(-1L),(-1L)}},{{0x38BED41EL,(-9L),(-9L),0x18557FB4L,0L,0x5A2E80C1L},{0L,0xBBEA3A06L,0x4C46E58AL,0xBA066C90L,(-1L),0L},{0x1CAE223DL,6L,0x18557FB4L,0L,(-3L),7L},{0xFFE47A5BL,0L,0x886E8983L,5L,0x40404426L,1L},{1L,0xA237E602L,0xFFE47A5BL,6L,0xDD4F9F10L,0x7817E4CFL},{0xF5970634L,0x38BED41EL,0L,(-5L),0L,0x38BED41EL}},{{(-3L),0xE8996AB2L,0xB745A0EEL,7L,1L,0x2D3FBA25L},{5L,0L,0x18557FB4L,0L,0L,0x886E8983L},{(-3L),6L,1L,1L,(-1L),(-3L)},{(-1L),5L,0xD7BBCC50L,0xFFE47A5BL,1L,4L},{(-9L),0L,0xB47B0789L,0xE8996AB2L,0L,0xF5C49D32L},{1L,0L,0xE8996AB2L,0L,0x38BED41EL,1L}},{{0xDD4F9F10L,1L,0x447D3376L,1L,0xF5C49D32L,0x2D3FBA25L},{(-3L),7L,0x3AE2FDA7L,1L,7L,0x18557FB4L},{(-3L),0L,0L,0xD369A7CBL,0x7817E4CFL,1L},{0x2D3FBA25L,6L,0L,0xBA595F55L,0xFFE47A5BL,0xF5C49D32L},{0L,(-5L),0xF480426BL,(-4L),0L,7L},{0L,(-1L),(-1L),0xE12BC1A5L,0x886E8983L,(-1L)}}};
                int i, j, k;
                for (g_319 = 0; (g_319 >= 8); g_319 = safe_add_func_int16_t_s_s(g_319, 7))
                { /* block id: 164 */
                    int64_t l_474[6][6][1] = {{{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL},{0x75A76652DCBE0728LL},{(-1L)},{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL}},{{0x75A76652DCBE0728LL},{(-1L)},{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL},{0x75A76652DCBE0728LL},{(-1L)}},{{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL},{0x75A76652DCBE0728LL},{(-1L)},{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL}},{{0x75A76652DCBE0728LL},{(-1L)},{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL},{0x75A76652DCBE0728LL},{(-1L)}},{{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL},{0x75A76652DCBE0728LL},{(-1L)},{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL}},{{0x75A76652DCBE0728LL},{(-1L)},{0x75A76652DCBE0728LL},{0x977ADD14C6972D0BLL},{0x75A76652DCBE0728LL},{(-1L)}}};
                    int32_t l_491 = (-1L);
                    int32_t l_493 = 0L;
                    int i, j, k;
                    l_269 ^= g_320[1];
                    g_271 = (g_98[0][5][6] > (safe_add_func_int32_t_s_s((l_464 &= l_345), (((((safe_sub_func_uint32_t_u_u((g_128 | (safe_sub_func_uint8_t_u_u(((g_62 = ((safe_sub_func_uint64_t_u_u((g_458 | (safe_unary_minus_func_int64_t_s((safe_add_func_int32_t_s_s(l_459, ((-3L) && ((l_39[3] , l_474[1][1][0]) || (-3L)))))))), 0xAA9BFBE100644368LL)) > 0xDAL)) != g_232[1][1][0]), 2L))), l_420)) >= 18446744073709551615UL) > 0xDF438B3DC72B964FLL) | 0x400DL) & 0x969C68050AC7886ELL))));
                    g_128 = ((safe_sub_func_int64_t_s_s(((((safe_mod_func_int8_t_s_s(0xFFL, (safe_sub_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_s(l_483, (~(l_494 = (l_493 = ((l_266[5][5][4] = g_98[0][0][5]) ^ (safe_add_func_int8_t_s_s((((safe_rshift_func_int16_t_s_u((((g_69 = g_273) && 18446744073709551609UL) == ((safe_rshift_func_int16_t_s_u((l_492[5][2][2] = (l_491 = l_258)), 1)) || l_464)), 1)) ^ l_38) | g_110), 0xFAL)))))))), 4L)))) < g_273) == 18446744073709551609UL) || 0x632D0E15L), l_38)) < g_97);
                }
                if (((l_494 = (((((safe_add_func_uint16_t_u_u((g_369 , (safe_sub_func_uint64_t_u_u((safe_mul_func_int16_t_s_s(((safe_div_func_int8_t_s_s((0x7CB85221L & ((((((((g_110 = (safe_mod_func_int16_t_s_s((safe_sub_func_uint8_t_u_u(((((safe_div_func_int32_t_s_s(0x61BA8990L, (((g_271 = (l_266[4][4][4] == (((safe_rshift_func_int16_t_s_u((((l_518[2][0][2] = ((safe_sub_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s(g_98[0][0][5], ((+(0x0AL | ((safe_rshift_func_int8_t_s_s(l_269, g_110)) , g_273))) || l_258))), l_24)) || 0L)) || l_260) , 0xF130L), 10)) ^ g_97) >= l_519))) | l_464) , 0x942CE0C4L))) , l_352[2]) >= 65534UL) , 0x46L), 4UL)), g_235))) , 0x5565A14CL) > l_494) , g_320[2]) < l_39[1]) , g_62) < l_494) , g_98[3][5][5])), 7UL)) | 4UL), 0xF44BL)), g_232[2][0][0]))), l_492[5][2][2])) , g_320[1]) && l_459) || 5UL) | l_24)) , l_494))
                { /* block id: 181 */
                    return l_520;
                }
                else
                { /* block id: 183 */
                    return g_232[1][2][2];
                }
            }
            else
            { /* block id: 186 */
                uint32_t l_537[5][6][6] = {{{0xBF709E39L,0x41DA2F49L,0UL,0xB88553EBL,1UL,0x72F02101L},{0xD772FBA3L,0x72F02101L,1UL,0xD5382ABEL,0xD5382ABEL,1UL},{4294967291UL,4294967291UL,0xB88553EBL,5UL,0x7318379EL,0x41DA2F49L},{4294967294UL,0x88F7222CL,4294967292UL,0x3572298CL,1UL,0xB88553EBL},{0xF20A43A7L,4294967294UL,4294967292UL,0x4D0E4DCFL,4294967291UL,0x41DA2F49L},{0xA05B87CEL,0x4D0E4DCFL,0xB88553EBL,1UL,0x01F7759EL,1UL}},{{1UL,0x01F7759EL,1UL,0x860F0DB8L,0xE5361B92L,0x72F02101L},{0x6CB3D20DL,8UL,0UL,0x88F7222CL,0xBD074B48L,0xBF709E39L},{0xBD074B48L,0x79A2B357L,0x4D0E4DCFL,4294967287UL,8UL,4294967287UL},{0x9ACA42F9L,0xBF709E39L,0x9ACA42F9L,0x6D8F9BD7L,0xD772FBA3L,0x01F7759EL},{4294967287UL,0x89C80D70L,0x6CB3D20DL,4294967291UL,4294967295UL,1UL},{0x8D0C2158L,0xB9FDF41CL,0x470620ECL,4294967291UL,0x8BBA0038L,0x6D8F9BD7L}},{{4294967287UL,1UL,0xB9FDF41CL,0x6D8F9BD7L,0x860F0DB8L,0xD772FBA3L},{0x9ACA42F9L,0UL,4294967294UL,4294967287UL,0xEBBAA703L,1UL},{0xBD074B48L,0x91855961L,4294967295UL,0x88F7222CL,0x6D8F9BD7L,0x79A2B357L},{0x6CB3D20DL,0xF20A43A7L,0x7318379EL,0xEBBAA703L,5UL,5UL},{0x860F0DB8L,4294967288UL,4294967288UL,0x860F0DB8L,0x41DA2F49L,0xF20A43A7L},{0x0FBF538BL,0xE5361B92L,4294967292UL,0x8BBA0038L,0x89C80D70L,1UL}},{{0x6A357A34L,0x470620ECL,0x0E07B141L,4294967295UL,0x89C80D70L,0xB88553EBL},{0x79A2B357L,0xE5361B92L,8UL,0xD772FBA3L,0x41DA2F49L,0x88F7222CL},{0x72F02101L,4294967288UL,4294967294UL,8UL,5UL,0x6D8F9BD7L},{0x9ACA42F9L,0x6A357A34L,0x01F7759EL,0xBD074B48L,0x470620ECL,8UL},{1UL,0xB9FDF41CL,0xEBBAA703L,0xE5361B92L,4294967291UL,0x0FBF538BL},{0xEBBAA703L,0x01F7759EL,0x8D0C2158L,0x01F7759EL,0xEBBAA703L,0UL}},{{0x470620ECL,1UL,0x6D8F9BD7L,4294967291UL,4294967292UL,0x41DA2F49L},{0xD772FBA3L,0xA05B87CEL,0x6A357A34L,1UL,0xE5361B92L,0x41DA2F49L},{0x8D0C2158L,0x3572298CL,0x6D8F9BD7L,0x7318379EL,0x9ACA42F9L,0UL},{0xE5361B92L,1UL,0x8D0C2158L,0xD5382ABEL,0UL,0x0FBF538BL},{4294967294UL,4294967287UL,0xEBBAA703L,1UL,0xD5382ABEL,8UL},{0x91855961L,0UL,0x01F7759EL,0x0FBF538BL,4294967294UL,0x6D8F9BD7L}}};
                int32_t l_538 = 0x1C5DCD7DL;
                int32_t l_611 = 0xC3B6F16CL;
                int i, j, k;
                l_538 ^= (1UL >= (safe_rshift_func_uint16_t_u_s((((l_518[0][3][4] == 65535UL) && (((safe_add_func_uint64_t_u_u((0L < (g_62 >= ((safe_mul_func_int8_t_s_s((safe_add_func_uint16_t_u_u((l_269 = (safe_lshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(l_352[3], l_537[2][3][4])), l_520)), 0x0D7FL)), l_519))), l_270[0][0][0])), l_537[2][3][4])) <= g_128))), g_98[5][4][5])) < g_233) < l_353)) <= g_110), 11)));
                for (l_538 = 0; (l_538 == 2); l_538 = safe_add_func_int8_t_s_s(l_538, 1))
                { /* block id: 191 */
                    int64_t l_559 = (-7L);
                    g_128 = (safe_mod_func_uint32_t_u_u((g_235 = l_345), (safe_add_func_int8_t_s_s((g_310 &= (safe_mul_func_int8_t_s_s((safe_add_func_int32_t_s_s(((0L != l_538) & (safe_unary_minus_func_int32_t_s((safe_rshift_func_uint16_t_u_u(((safe_sub_func_int16_t_s_s(0x4CE2L, (l_520 || ((1L || (~((safe_sub_func_int8_t_s_s(0xAFL, 0x39L)) ^ g_271))) < 0xE0D3E0BBL)))) , g_273), l_538))))), 0xFE5494DAL)), l_559))), 255UL))));
                    g_128 = ((g_369++) >= (((safe_rshift_func_uint16_t_u_u((g_273 >= l_537[1][1][3]), ((safe_add_func_uint64_t_u_u((g_69 = l_420), (safe_rshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(g_320[0], (1UL > 0x0EL))), (0x1EL != 0xE4L))), l_39[3])))) ^ g_261))) , l_266[4][1][4]) < l_559));
                }
                for (g_261 = (-25); (g_261 <= 18); g_261 = safe_add_func_int32_t_s_s(g_261, 7))
                { /* block id: 201 */
                    if (g_369)
                        goto lbl_574;
                    g_575--;
                }
                for (g_379 = 0; (g_379 <= 2); g_379 += 1)
                { /* block id: 207 */
                    uint16_t l_588[8];
                    int32_t l_589 = 0L;
                    int i;
                    for (i = 0; i < 8; i++)
                        l_588[i] = 0x75EEL;
                    l_518[0][3][5] = ((l_589 = (safe_mul_func_uint8_t_u_u(g_69, (((safe_lshift_func_int8_t_s_s((~g_271), l_537[0][2][1])) < ((safe_div_func_int8_t_s_s((((((((g_271 == (l_269 = (safe_sub_func_int64_t_s_s((((g_128 = g_320[4]) & 0xB16D0730L) ^ 0xCBD2ECE5L), 0x05074098387DD2C9LL)))) != g_587[4][3][2]) || g_587[4][3][2]) >= g_587[0][3][2]) , l_588[3]) , 0xA2L) , 1L), g_319)) >= g_319)) && l_39[4])))) || l_270[0][0][1]);
                    l_611 = (safe_sub_func_uint8_t_u_u((g_320[0] , g_232[0][1][1]), ((g_91 > (((safe_lshift_func_uint8_t_u_s((safe_add_func_uint64_t_u_u((l_537[2][3][4] < (safe_mul_func_uint16_t_u_u((l_538 = (((g_128 && ((((safe_sub_func_int32_t_s_s((safe_add_func_uint8_t_u_u(((safe_div_func_int64_t_s_s(g_110, ((g_98[3][2][5] = (safe_mul_func_uint16_t_u_u((((+(safe_mul_func_uint8_t_u_u((l_589 = 1UL), g_271))) && g_271) > 65528UL), g_458))) || 7L))) , g_587[4][3][2]), g_320[1])), (-3L))) >= l_41) < l_24) < l_537[2][3][4])) , 0x36AC42B4206B83DDLL) , l_520)), g_261))), 0x9D1BD77567B505FALL)), g_379)) == 0x2EFD83875E01DEE1LL) , 0x41L)) >= l_588[3])));
                    l_269 = l_39[3];
                }
            }
            if ((safe_add_func_uint8_t_u_u(l_494, (safe_sub_func_int8_t_s_s((safe_mod_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u(l_494, (safe_div_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((0x7BF03CAD15DEDACCLL ^ l_459), g_320[1])), 0x770D9853L)))), (g_587[3][4][2] & g_235))), 1L)))))
            { /* block id: 219 */
                int32_t l_643 = 0x7746CD10L;
                int32_t l_645 = 0x518D10BDL;
                g_128 = (safe_add_func_uint8_t_u_u((((safe_mul_func_uint8_t_u_u(((g_232[0][0][3] , (safe_sub_func_int64_t_s_s(((((l_645 |= ((((((--g_62) , (((((safe_add_func_uint32_t_u_u((g_235 = (safe_div_func_uint16_t_u_u((safe_sub_func_int8_t_s_s(((safe_lshift_func_int16_t_s_u(((((0xA75B7E22L >= l_640) >= (safe_add_func_uint8_t_u_u(((g_235 & 0UL) <= (g_644 = l_643)), ((g_16 & l_519) , g_91)))) <= (-1L)) > l_643), 7)) > l_353), g_234)), g_91))), 0x8962453DL)) > g_587[0][0][1]) ^ l_494) , l_520) & g_273)) != 0x36L) & l_266[3][6][0]) , g_575) , 1L)) >= 1L) , g_271) <= g_458), g_110))) != g_69), l_270[0][0][1])) == 0xF2L) , l_518[2][0][2]), g_379));
                if (g_235)
                    continue;
                l_518[0][0][4] = l_645;
                return g_320[1];
            }
            else
            { /* block id: 228 */
                int16_t l_654 = 7L;
                g_128 = ((((safe_mod_func_uint16_t_u_u((safe_add_func_uint8_t_u_u(g_310, (safe_add_func_int64_t_s_s((((safe_sub_func_int8_t_s_s((l_518[2][3][5] , (g_261 &= g_319)), (g_110 = l_654))) && (+(l_518[2][1][3] = (safe_add_func_uint8_t_u_u(l_654, (((safe_mod_func_int16_t_s_s((g_98[0][0][5] |= ((safe_sub_func_int8_t_s_s((-10L), l_41)) > 0xA95B488CL)), (-10L))) <= g_235) > 255UL)))))) , g_128), 0UL)))), g_91)) == l_38) > 5L) == g_320[3]);
                for (l_519 = (-29); (l_519 > 20); l_519 = safe_add_func_int64_t_s_s(l_519, 9))
                { /* block id: 236 */
                    ++g_665;
                }
                l_270[0][0][0] &= (~(g_128 , g_232[2][4][0]));
            }
            g_128 = 0L;
            for (l_40 = 0; (l_40 >= 32); l_40 = safe_add_func_uint64_t_u_u(l_40, 4))
            { /* block id: 244 */
                int8_t l_686[3][8][2] = {{{(-1L),(-6L)},{(-10L),(-6L)},{(-1L),(-10L)},{0xFFL,0xFFL},{0xFFL,(-10L)},{(-1L),(-6L)},{(-10L),(-6L)},{(-1L),(-10L)}},{{0xFFL,0xFFL},{0xFFL,(-10L)},{(-1L),(-6L)},{(-10L),(-6L)},{(-1L),(-10L)},{0xFFL,0xFFL},{0xFFL,(-10L)},{(-1L),(-6L)}},{{(-10L),(-6L)},{(-1L),(-10L)},{0xFFL,0xFFL},{0xFFL,(-10L)},{(-1L),(-6L)},{(-10L),(-6L)},{(-1L),(-10L)},{0xFFL,0xFFL}}};
                int32_t l_691 = 3L;
                int32_t l_732 = 0x19951991L;
                int i, j, k;
                for (l_345 = 0; (l_345 < (-4)); --l_345)
                { /* block id: 247 */
                    const int16_t l_675 = 0x62C0L;
                    g_128 = (safe_add_func_int8_t_s_s(g_369, g_69));
                    g_128 = (l_675 & (safe_rshift_func_uint8_t_u_s((safe_mul_func_uint16_t_u_u((safe_div_func_uint16_t_u_u(((safe_mod_func_int16_t_s_s((safe_div_func_int16_t_s_s(l_24, ((g_320[1] < 0x4CL) && ((g_110 , 0x1AL) >= l_686[1][1][0])))), 0xA05FL)) , 65532UL), l_41)), g_69)), 7)));
                    g_128 = ((safe_unary_minus_func_uint8_t_u(((l_691 = (safe_unary_minus_func_uint8_t_u((safe_rshift_func_int16_t_s_s((l_270[0][0][0] = g_458), 3))))) || g_98[0][0][5]))) , (safe_rshift_func_uint16_t_u_s(((safe_mul_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u((((safe_div_func_int64_t_s_s((safe_sub_func_int32_t_s_s(((((0xE15620A8L || (0x2BF5L > (l_266[4][2][1] ^= (((safe_lshift_func_uint16_t_u_s((safe_div_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(l_459, 6)), 65535UL)), (((l_494 = (g_98[3][0][0] == 0x1F6E45B6L)) | l_675) , l_664))) ^ 0xBD60AD73292DC9DBLL) != l_675)))) & 0xD64A8CAAL) , g_97) , 0xF25EC14DL), g_62)), 0xCFC80C4BB04E7B95LL)) & g_319) < l_710[1]), 7)), l_39[3])) == 0L), l_518[0][1][2])));
                    l_691 = ((-1L) < l_686[0][7][0]);
                }
                for (g_310 = 4; (g_310 >= 0); g_310 -= 1)
                { /* block id: 259 */
                    int32_t l_731 = (-1L);
                    int i, j, k;
                    g_128 = (l_518[2][1][4] ^= g_458);
                    g_712--;
                    l_270[0][0][0] = (g_271 |= (safe_div_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u(((((g_98[(g_310 + 1)][g_310][g_310] &= g_665) || (g_97 = (0xBB670520B6069987LL <= ((safe_add_func_uint16_t_u_u((~(((((g_273 = (((g_97 >= ((g_233 > ((((l_710[1] , ((((safe_lshift_func_int16_t_s_s((safe_mod_func_uint16_t_u_u(l_691, (safe_mul_func_uint8_t_u_u(((+l_269) < 0xE007L), l_731)))), g_232[1][3][2])) & 1L) == l_39[1]) < g_587[0][3][2])) > l_420) < 0xF66AC97FF5235337LL) || l_691)) && l_731)) , g_320[3]) != 0x0DL)) < l_732) || g_261) && g_458) , 0x4947A9E6469B5EE4LL)), l_733[4][0][0])) ^ g_128)))) & g_235) , (-8L)), 5)), 0x69E34FEFL)));
                }
                l_270[0][0][0] = ((safe_add_func_uint32_t_u_u(((safe_lshift_func_int8_t_s_s((l_494 = (safe_div_func_uint16_t_u_u((g_575 = (safe_lshift_func_int8_t_s_s(0x2FL, 6))), 65530UL))), g_273)) < (safe_rshift_func_int8_t_s_u((safe_rshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((safe_sub_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((((safe_add_func_uint64_t_u_u(l_756, ((safe_rshift_func_uint8_t_u_u((safe_add_func_uint8_t_u_u((g_379 = (((safe_mod_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u((l_24 && g_235), l_260)), l_483)) < 65535UL), 1UL)) >= g_644) <= l_519)), l_756)), g_712)) , l_767[3]))) & 4294967295UL) ^ g_458), g_16)), 6L)), g_110)), g_98[3][1][0])), 1)), 2))), 8UL)) <= l_691);
            }
        }
        for (l_483 = 9; (l_483 < 29); l_483 = safe_add_func_int16_t_s_s(l_483, 2))
        { /* block id: 277 */
            uint32_t l_774[1][4][5];
            int32_t l_785 = 0xF56F5195L;
            int8_t l_839 = 1L;
            uint8_t l_858 = 0x30L;
            int i, j, k;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 4; j++)
                {
                    for (k = 0; k < 5; k++)
                        l_774[i][j][k] = 18446744073709551610UL;
                }
            }
            if ((safe_mul_func_uint8_t_u_u((g_712 <= ((g_97 || l_774[0][1][1]) | (((+65534UL) != ((((safe_add_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s((g_98[0][1][5] = (l_640 < (safe_mul_func_uint8_t_u_u(((0xBD81486F05A0C139LL > (g_644 = (safe_lshift_func_uint8_t_u_s(l_774[0][0][2], 6)))) | 0xEE56A34EL), l_774[0][1][1])))), g_175)) , 0UL), 0x486CL)) | 0x86E442D3L) || 0xCAL) , l_41)) <= 0x34L))), l_270[0][0][0])))
            { /* block id: 280 */
                uint32_t l_802 = 0x7393F127L;
                int32_t l_817 = 0xD5A3EF7CL;
                if (g_665)
                { /* block id: 281 */
                    int16_t l_792 = (-9L);
                    ++g_789;
                    g_271 |= (((l_270[0][0][0] = 4294967295UL) ^ l_792) != ((safe_add_func_uint64_t_u_u(g_575, ((safe_mul_func_uint8_t_u_u(1UL, ((safe_lshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(((safe_unary_minus_func_uint64_t_u((l_802 || g_16))) , (safe_lshift_func_uint16_t_u_s(l_353, 11))), l_767[3])), 5)) , g_788))) , 0xEE65A7BB6B80C1C8LL))) , g_233));
                    g_805--;
                }
                else
                { /* block id: 286 */
                    uint16_t l_808 = 0xA76CL;
                    int32_t l_811 = 0x8C2900CBL;
                    l_808++;
                    g_812++;
                    return g_110;
                }
                g_128 = ((l_774[0][1][1] | (g_786[1] , (g_369 && (-1L)))) , (safe_lshift_func_int16_t_s_u(g_786[2], 7)));
                l_785 = 1L;
                g_818--;
            }
            else
            { /* block id: 294 */
                int32_t l_857 = 0x7ACE0414L;
                uint8_t l_859 = 1UL;
                for (g_62 = 0; (g_62 <= 2); g_62 += 1)
                { /* block id: 297 */
                    return l_785;
                }
                for (g_175 = 0; (g_175 == 6); g_175 = safe_add_func_uint64_t_u_u(g_175, 4))
                { /* block id: 302 */
                    uint32_t l_829 = 18446744073709551615UL;
                    int32_t l_832 = (-1L);
                    uint32_t l_848 = 1UL;
                    l_839 &= (g_128 ^= (((safe_lshift_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_s(((0x7D2C2E29L > (safe_lshift_func_int8_t_s_u(g_712, (l_352[4] != (((((l_829 = g_273) == (((safe_mod_func_int16_t_s_s((l_832 || (((((((1UL != (safe_sub_func_int64_t_s_s((safe_sub_func_int16_t_s_s((l_785 |= (~g_665)), l_838)), l_832))) <= l_832) && l_41) < 248UL) , l_832) ^ 0L) != g_784)), 0x52E8L)) == g_786[1]) || l_39[3])) && 0x7508L) ^ 0xD9A0L) && l_785))))) & g_379), 3)) <= 0xEDL), 5)) || g_787[0]) & (-1L)));
                    g_128 = (safe_mul_func_uint8_t_u_u(g_665, ((safe_mul_func_uint8_t_u_u((g_379 ^= (((((safe_lshift_func_int8_t_s_s((l_518[2][0][2] ^= g_110), (l_832 = (0xB697L <= ((g_644 = (safe_add_func_uint64_t_u_u(((g_234 = l_420) , (l_848 < (safe_add_func_uint16_t_u_u((l_270[0][0][0] , (safe_mul_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s(4L, l_857)), 9)), 0x11FBL))), g_234)))), l_857))) | l_858))))) <= g_818) == g_786[1]) || g_235) , l_859)), 0UL)) || l_39[0])));
                }
            }
            g_271 = (l_266[3][6][3] |= ((-1L) >= (safe_lshift_func_uint8_t_u_s((g_379 = (((safe_mul_func_uint16_t_u_u((+((safe_rshift_func_uint16_t_u_s(((safe_div_func_uint64_t_u_u((l_785 & ((g_712++) | (l_733[4][0][0] > ((g_235 == (l_270[0][0][0] = ((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_u(((safe_mul_func_int8_t_s_s(((((safe_rshift_func_int16_t_s_s(0xA846L, 0)) > ((((g_818 , ((safe_rshift_func_int8_t_s_u((safe_add_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u((((safe_lshift_func_uint16_t_u_u((g_789 || g_235), 4)) || l_353) == g_320[1]), l_352[4])), (-9L))), g_665)) , l_260)) || l_518[2][0][2]) > l_416) >= l_774[0][1][1])) , l_839) | 0UL), 0x02L)) > 0x16A4L), 7)), 0)) & l_312))) <= l_785)))), l_785)) & l_269), 1)) , l_416)), g_787[0])) <= g_786[1]) != 0x0F103769L)), 1))));
        }
    }
    else
    { /* block id: 321 */
        uint16_t l_902 = 65527UL;
        int32_t l_907[4][4] = {{0x9D596AAFL,0x9D596AAFL,0x9D596AAFL,0x9D596AAFL},{0x9D596AAFL,0x9D596AAFL,0x9D596AAFL,0x9D596AAFL},{0x9D596AAFL,0x9D596AAFL,0x9D596AAFL,0x9D596AAFL},{0x9D596AAFL,0x9D596AAFL,0x9D596AAFL,0x9D596AAFL}};
        uint8_t l_947 = 0x92L;
        int32_t l_998 = (-1L);
        uint16_t l_1013 = 0xBE9EL;
        int16_t l_1045[3][5][3] = {{{0L,(-3L),8L},{0x79B2L,0x4659L,0x79B2L},{0x79B2L,0L,0x4659L},{0L,0x79B2L,0x79B2L},{0x4659L,0x79B2L,8L}},{{(-3L),0L,1L},{0x4659L,0x4659L,1L},{0L,(-3L),8L},{0x79B2L,0x4659L,0x79B2L},{0x79B2L,0L,0x4659L}},{{0L,0x79B2L,0x79B2L},{0x4659L,0x79B2L,8L},{(-3L),0L,1L},{7L,7L,0x4659L},{0x79B2L,8L,1L}}};
        uint64_t l_1051 = 1UL;
        int i, j, k;
        if (((!(safe_rshift_func_uint8_t_u_s(g_712, (g_110 = (safe_sub_func_uint16_t_u_u((g_233 > (safe_rshift_func_uint8_t_u_u((safe_mod_func_int16_t_s_s((safe_mul_func_int8_t_s_s(0x97L, (g_587[5][0][1] ^ ((safe_sub_func_uint32_t_u_u((l_270[0][0][0] ^= (g_62 >= g_665)), (safe_mod_func_int8_t_s_s((g_310 |= g_271), g_232[2][0][2])))) , 0x28L)))), g_789)), 1))), g_787[4])))))) ^ 0x69L))
        { /* block id: 325 */
            --l_902;
        }
        else
        { /* block id: 327 */
            uint32_t l_908 = 0x7F4FFB2FL;
            int64_t l_925 = 0x3096EA7130D26D23LL;
            int32_t l_926 = 1L;
            l_270[0][0][0] ^= (safe_rshift_func_uint16_t_u_u((l_908--), 5));
            l_926 = (safe_rshift_func_int16_t_s_u(((safe_rshift_func_int8_t_s_s((l_925 ^= (safe_add_func_int32_t_s_s((g_587[4][2][2] | (safe_mod_func_int32_t_s_s(0x9477FAB1L, (((((--g_818) <= l_269) == g_273) != (safe_rshift_func_int8_t_s_s(((((safe_lshift_func_uint8_t_u_s((2L | (g_789 = 0UL)), 6)) >= 4294967295UL) | 5L) | g_788), 2))) , 6L)))), l_908))), 1)) < l_902), 9));
            if ((safe_mul_func_int16_t_s_s(((g_818 >= ((g_62 , 0x13L) ^ l_907[3][2])) > l_926), (0xCC6BL >= ((safe_mul_func_int16_t_s_s((g_587[2][2][0] > l_907[0][3]), g_232[2][2][3])) != l_41)))))
            { /* block id: 334 */
                const int64_t l_946 = 0xE09C1716EF4F740ELL;
                int32_t l_948[5][4] = {{0x31C03DBEL,0x926D4D0DL,0x31C03DBEL,(-1L)},{1L,0xF52C56CDL,(-1L),(-1L)},{0x926D4D0DL,0x926D4D0DL,0L,0xF52C56CDL},{0xF52C56CDL,1L,0L,1L},{0x926D4D0DL,0x31C03DBEL,(-1L),0L}};
                uint16_t l_982 = 1UL;
                int i, j;
                if ((safe_mod_func_int32_t_s_s((safe_mod_func_int8_t_s_s(g_587[3][4][2], (~(+(l_907[1][0] , (~(l_39[3] <= (safe_add_func_uint32_t_u_u((safe_div_func_int8_t_s_s(((((l_908 < l_907[3][1]) != (safe_add_func_uint32_t_u_u(g_97, (((safe_sub_func_uint32_t_u_u((l_946 == l_925), 0xCA4DF84EL)) , l_907[2][0]) & g_271)))) ^ l_946) == g_91), 0x33L)), l_907[3][3]))))))))), l_947)))
                { /* block id: 335 */
                    ++g_950;
                    return l_908;
                }
                else
                { /* block id: 338 */
                    uint64_t l_975 = 5UL;
                    int16_t l_981[3][3][3] = {{{1L,0xDD28L,1L},{(-8L),(-8L),(-8L)},{1L,0xDD28L,1L}},{{(-8L),(-8L),(-8L)},{1L,0xDD28L,1L},{(-8L),(-8L),(-8L)}},{{1L,0xDD28L,1L},{(-8L),(-8L),(-8L)},{1L,0xDD28L,1L}}};
                    int32_t l_983 = 1L;
                    int i, j, k;
                    l_983 = (safe_div_func_uint16_t_u_u((--g_575), (safe_div_func_int64_t_s_s((g_320[1] = (safe_rshift_func_int16_t_s_s(((((safe_sub_func_uint16_t_u_u((safe_unary_minus_func_uint32_t_u(1UL)), ((l_926 ^= (safe_div_func_uint16_t_u_u(((safe_sub_func_int16_t_s_s(((g_949 >= (safe_sub_func_int64_t_s_s(((safe_unary_minus_func_uint16_t_u(((safe_mod_func_uint16_t_u_u(((((safe_rshift_func_uint8_t_u_s(((l_975 > ((((+(g_665 != (safe_mod_func_int64_t_s_s((g_319 &= (-2L)), g_787[0])))) > l_975) , 7UL) , l_946)) < g_320[4]), 4)) , 65533UL) > 0x57ACL) ^ g_812), g_369)) <= (-10L)))) < l_979), 0x23597BB8CB4B5F04LL))) >= g_980), 0xBD84L)) ^ l_981[2][1][0]), 0xBF76L))) == g_271))) > l_982) <= 4UL) && g_712), 1))), l_270[0][0][0]))));
                }
            }
            else
            { /* block id: 345 */
                uint64_t l_984 = 0xD3305DCED26BBB7FLL;
                int32_t l_1035 = 0x550E3739L;
                int32_t l_1066 = 0xCFFF6951L;
                l_269 ^= l_984;
                if ((safe_mod_func_uint32_t_u_u((0x8110FF96L && g_458), ((l_926 ^= (safe_div_func_int16_t_s_s((((~0x39A7A36278F25008LL) < ((safe_div_func_int64_t_s_s(g_788, g_98[0][0][5])) > g_787[0])) ^ (safe_lshift_func_int8_t_s_s((safe_mod_func_int64_t_s_s((((safe_div_func_uint8_t_u_u(l_24, l_984)) & l_269) , 1L), l_998)), 7))), l_270[0][0][0]))) , 4294967295UL))))
                { /* block id: 348 */
                    uint64_t l_1002[6][8] = {{0x0B2B2B6C44EE817FLL,1UL,0x9F81CEDA5108CBA1LL,0x9F81CEDA5108CBA1LL,1UL,0x0B2B2B6C44EE817FLL,0x9F81CEDA5108CBA1LL,0xF01D50612FEEED04LL},{1UL,0x0B2B2B6C44EE817FLL,0x9F81CEDA5108CBA1LL,0xF01D50612FEEED04LL,0x0B2B2B6C44EE817FLL,0x0B2B2B6C44EE817FLL,0xF01D50612FEEED04LL,0x9F81CEDA5108CBA1LL},{1UL,1UL,0xA68629D3D2DEF77FLL,0xF01D50612FEEED04LL,1UL,0xC77B7831A10FDE8CLL,0xF01D50612FEEED04LL,0xF01D50612FEEED04LL},{0x0B2B2B6C44EE817FLL,1UL,0x9F81CEDA5108CBA1LL,0x9F81CEDA5108CBA1LL,1UL,0x0B2B2B6C44EE817FLL,0x9F81CEDA5108CBA1LL,0xF01D50612FEEED04LL},{1UL,0x0B2B2B6C44EE817FLL,0x9F81CEDA5108CBA1LL,0xF01D50612FEEED04LL,0x0B2B2B6C44EE817FLL,0x0B2B2B6C44EE817FLL,0xF01D50612FEEED04LL,0x9F81CEDA5108CBA1LL},{1UL,1UL,0xA68629D3D2DEF77FLL,0xF01D50612FEEED04LL,1UL,0xC77B7831A10FDE8CLL,0xF01D50612FEEED04LL,0xF01D50612FEEED04LL}};
                    uint32_t l_1016 = 18446744073709551615UL;
                    int32_t l_1017 = 1L;
                    uint64_t l_1034 = 1UL;
                    int i, j;
                    g_271 = (g_1004[6] = ((!(safe_lshift_func_uint16_t_u_u((((l_984 & l_1002[4][2]) <= (0xBD02F03F245DEFFFLL == (l_902 > (+(g_812 <= l_345))))) <= g_644), g_379))) >= 0x8A74L));
                    g_128 &= (safe_mul_func_int16_t_s_s(g_234, (g_233 < (l_1017 = ((safe_div_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((safe_mod_func_int8_t_s_s(l_1013, 0xE5L)), (((g_665 = (safe_mod_func_int32_t_s_s((g_812 == l_984), 2UL))) == (-5L)) , g_587[4][3][2]))), g_818)) & l_1016)))));
                    g_128 = (l_1035 &= ((safe_div_func_int32_t_s_s((safe_sub_func_uint32_t_u_u((0x0312L == (((safe_div_func_int32_t_s_s((g_271 = (((g_950 , (((g_575++) >= 0L) ^ ((safe_mod_func_uint64_t_u_u(((safe_mul_func_uint16_t_u_u((l_984 , (safe_mod_func_int16_t_s_s(((safe_add_func_uint16_t_u_u(l_1034, 0x2B7BL)) ^ l_41), 0x1B75L))), l_908)) ^ g_787[0]), g_271)) & g_232[2][0][0]))) ^ g_310) < g_232[2][0][0])), g_812)) , g_805) == l_39[1])), g_320[1])), 0x1EBFB397L)) && l_979));
                }
                else
                { /* block id: 358 */
                    g_128 = (safe_sub_func_int64_t_s_s(7L, (0xA1L ^ ((safe_mul_func_uint8_t_u_u((g_784 , (g_980 = (safe_lshift_func_int8_t_s_u((safe_rshift_func_int8_t_s_s((l_270[0][0][1] = ((((!l_1045[2][4][1]) < g_789) <= ((+((safe_lshift_func_int16_t_s_s((((safe_add_func_uint32_t_u_u(((1UL > (g_369 ^ g_787[2])) < 0xD5L), l_1051)) || l_1045[1][4][1]) ^ l_1035), 15)) & g_788)) != 0x83C007F94F29EF37LL)) , g_787[5])), 5)), g_665)))), l_984)) < l_998))));
                }
                g_271 = (((g_712++) > ((l_1066 = (safe_mod_func_int16_t_s_s((g_379 || (((((g_271 != ((safe_div_func_uint16_t_u_u(((l_1035 ^= ((safe_mod_func_uint32_t_u_u(l_979, ((l_345 >= (safe_mul_func_uint16_t_u_u(l_40, (safe_lshift_func_uint16_t_u_u(0x3056L, (l_39[3] , g_980)))))) || l_345))) && 0UL)) , 0xD89DL), g_69)) < g_789)) & l_979) , l_907[3][3]) | l_984) , g_980)), g_320[1]))) < 1L)) , l_907[3][1]);
                for (g_644 = 3; (g_644 >= 1); g_644 -= 1)
                { /* block id: 369 */
                    --g_1068;
                    return l_908;
                }
            }
        }
        l_907[3][3] ^= g_812;
        return g_320[4];
    }
    return g_818;
}


/* ------------------------------------------ */
/* 
 * reads : g_235 g_91
 * writes: g_235
 */
static int32_t  func_2(int8_t  p_3, uint8_t  p_4, int32_t  p_5, int32_t  p_6)
{ /* block id: 76 */
    int8_t l_230 = 0xF5L;
    int32_t l_231[7] = {0L,0L,0L,0L,0L,0L,0L};
    int i;
    g_235++;
    return g_91;
}


/* ------------------------------------------ */
/* 
 * reads : g_69 g_128 g_16 g_110 g_91 g_175 g_62 g_97 g_98
 * writes: g_69 g_110 g_128
 */
static int8_t  func_7(int8_t  p_8, int64_t  p_9)
{ /* block id: 61 */
    uint32_t l_181 = 0xE04B37A0L;
    int32_t l_182[4][1] = {{0xDA30AC00L},{0x4F707354L},{0xDA30AC00L},{0x4F707354L}};
    const uint32_t l_183 = 5UL;
    int32_t l_224 = 1L;
    int32_t l_225 = 0x7C59C4CCL;
    int32_t l_228 = (-10L);
    int32_t l_229 = 0x78BC908AL;
    int i, j;
    l_182[0][0] = (l_181 == 4L);
    l_182[0][0] = l_183;
    g_128 = (safe_mod_func_int64_t_s_s((p_9 = (safe_sub_func_int64_t_s_s((((safe_add_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u(((((safe_mul_func_uint8_t_u_u((((safe_rshift_func_uint8_t_u_s((safe_rshift_func_int8_t_s_s((((l_229 = ((((l_228 = (safe_lshift_func_uint16_t_u_s(((safe_mul_func_uint16_t_u_u(((l_182[0][0] = p_8) , (((safe_div_func_int8_t_s_s(((safe_lshift_func_int16_t_s_s((safe_sub_func_int8_t_s_s(((g_69--) >= (safe_mod_func_int8_t_s_s((((l_182[0][0] &= (-1L)) & ((safe_rshift_func_int8_t_s_s(((safe_mod_func_uint32_t_u_u((safe_sub_func_int16_t_s_s((1L != (g_128 , (g_110 ^= (safe_mod_func_uint16_t_u_u(((safe_sub_func_int64_t_s_s(((-1L) & ((((safe_rshift_func_uint16_t_u_u(((l_225 &= (l_224 = 7UL)) && (l_224 = (safe_sub_func_uint16_t_u_u((0x639EL & l_225), 0xD2DBL)))), 11)) == 0UL) | g_16) | g_16)), 0xDD82FEA0A8481043LL)) > 0xB6A1989BL), p_9))))), l_181)), 4294967294UL)) < p_8), 3)) ^ l_181)) <= 0x4A9DA088L), p_9))), g_91)), 6)) <= 0x1EAD67A6C11A0814LL), 1UL)) , 0x61AEL) == g_175)), 0xB7D1L)) ^ g_91), l_181))) , g_62) <= g_175) <= g_97)) == p_8) & l_181), g_16)), 4)) , (-1L)) <= p_8), p_9)) , l_224) >= p_9) <= 0x8E88L), l_181)) >= p_8), g_62)) > p_8) , l_229), g_91))), p_8));
    return g_98[0][1][4];
}


/* ------------------------------------------ */
/* 
 * reads : g_97 g_16 g_110 g_128 g_62 g_175 g_91
 * writes: g_110 g_98 g_128 g_62 g_69
 */
static int16_t  func_14(int8_t  p_15)
{ /* block id: 44 */
    int32_t l_139 = 0xC26F71A7L;
    int32_t l_144 = 0L;
    uint32_t l_145 = 0x81F2D68BL;
    uint32_t l_158 = 6UL;
    int32_t l_176 = 0x1AD0A0F2L;
    int16_t l_177 = 0xEA39L;
    int32_t l_178 = 0x1560B615L;
    uint8_t l_179 = 3UL;
    int32_t l_180[6] = {0x194A6FF7L,2L,2L,0x194A6FF7L,2L,2L};
    int i;
    g_128 = (+(g_98[4][4][4] = ((safe_mod_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(((l_139 = (l_139 , (0L || p_15))) , ((p_15 , ((g_110 = l_139) <= ((0xE3L ^ ((safe_lshift_func_uint8_t_u_u((l_144 = (safe_sub_func_int64_t_s_s((-1L), g_97))), p_15)) | 0x6160A43F8495BFAELL)) , l_145))) <= p_15)), p_15)) != p_15), l_145)) >= g_16)));
    g_128 = g_110;
    l_180[0] &= ((-1L) <= (safe_add_func_int16_t_s_s((g_98[2][3][3] = (safe_mul_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((((((g_69 = (g_62 = (safe_sub_func_uint32_t_u_u((g_128 <= p_15), (((g_62 <= (safe_mul_func_uint8_t_u_u((l_178 = ((((safe_mod_func_int16_t_s_s(p_15, l_144)) == (--l_158)) || (safe_lshift_func_int8_t_s_s((((((safe_lshift_func_int16_t_s_u((((safe_rshift_func_int16_t_s_u((l_176 = (safe_div_func_uint32_t_u_u((((l_144 ^= ((safe_lshift_func_int8_t_s_u(((((safe_rshift_func_uint16_t_u_s((((((safe_mod_func_uint64_t_u_u((((l_139 |= (g_175 <= l_158)) != 0x1733L) , p_15), l_158)) , p_15) || p_15) >= l_158) , g_62), 11)) || g_110) && 9UL) > g_91), g_97)) & p_15)) == p_15) || p_15), p_15))), l_177)) , p_15) <= 0xDBL), 11)) , p_15) | g_110) != (-1L)) || 0x07L), 0))) < p_15)), p_15))) , g_62) >= 8L))))) ^ l_177) == p_15) != 0x6573L) < g_110), g_97)), l_145))), l_179)));
    return l_180[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_69 g_91 g_62 g_98 g_97 g_110 g_16
 * writes: g_69 g_91 g_97 g_98 g_110 g_128
 */
static int8_t  func_17(int64_t  p_18)
{ /* block id: 16 */
    uint64_t l_76 = 0x2618108949E3B93FLL;
    int32_t l_83 = 1L;
    int32_t l_84 = 0x221BDB03L;
    int32_t l_87 = 0x17F16C3BL;
    int32_t l_88 = (-8L);
    int32_t l_90 = 0x20016C6AL;
    uint64_t l_127[2];
    int i;
    for (i = 0; i < 2; i++)
        l_127[i] = 0xEB2946C84E0FF389LL;
    for (g_69 = 0; (g_69 <= 37); g_69 = safe_add_func_uint32_t_u_u(g_69, 3))
    { /* block id: 19 */
        int32_t l_85 = 0xDF0EBE34L;
        int32_t l_86 = 0x320EC44CL;
        int32_t l_89 = 9L;
        uint16_t l_96[4];
        uint32_t l_109[3][6] = {{0xCABD61F3L,18446744073709551610UL,0xCABD61F3L,18446744073709551610UL,0xCABD61F3L,18446744073709551610UL},{0xCABD61F3L,18446744073709551610UL,0xCABD61F3L,18446744073709551610UL,0xCABD61F3L,18446744073709551610UL},{0xCABD61F3L,18446744073709551610UL,0xCABD61F3L,18446744073709551610UL,0xCABD61F3L,18446744073709551610UL}};
        int i, j;
        for (i = 0; i < 4; i++)
            l_96[i] = 7UL;
        g_98[0][0][5] ^= (((l_84 = (g_97 = (safe_lshift_func_uint8_t_u_u(((l_76 , (safe_div_func_uint16_t_u_u((((~(0xC7L == (1L != (((!((safe_rshift_func_uint16_t_u_s((--g_91), 5)) < 18446744073709551615UL)) >= ((p_18 , l_85) & ((safe_mul_func_int16_t_s_s((g_69 | g_69), g_62)) || l_85))) , l_96[1])))) ^ l_89) & 0xC3D349FFB2EF76CALL), 0x4556L))) > 0xA2L), l_87)))) || l_83) < l_86);
        l_87 = (p_18 , (safe_rshift_func_int16_t_s_s((safe_div_func_int64_t_s_s(((p_18 |= l_76) & ((0L ^ (safe_mul_func_uint8_t_u_u(((g_110 = ((4294967295UL && ((g_98[0][0][5] = l_83) & (safe_div_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(0x54L, 0xC1L)), l_109[0][5])))) <= l_88)) == l_90), 1UL))) != l_85)), g_97)), l_86)));
        l_85 = p_18;
    }
lbl_131:
    g_128 = ((g_98[4][1][3] | (safe_add_func_int8_t_s_s((((((safe_lshift_func_uint16_t_u_s((((safe_sub_func_uint64_t_u_u((safe_lshift_func_int16_t_s_u((((safe_lshift_func_int16_t_s_u(g_98[1][3][6], ((0xAC331A2DL & l_90) ^ ((g_110 <= (safe_lshift_func_uint16_t_u_s(((safe_rshift_func_int16_t_s_u(((p_18 == ((safe_mul_func_int16_t_s_s(p_18, l_88)) || 0UL)) == g_98[0][0][5]), l_76)) >= p_18), 5))) , l_87)))) , p_18) > l_127[0]), 9)), g_16)) && 0xDD0EBFA9BDD0B693LL) , g_98[0][0][5]), 1)) >= p_18) & 18446744073709551609UL) != l_90) > l_87), 0xFDL))) <= g_98[0][1][1]);
    if ((l_84 = l_83))
    { /* block id: 32 */
        for (l_76 = 0; (l_76 >= 2); l_76 = safe_add_func_int8_t_s_s(l_76, 2))
        { /* block id: 35 */
            if (l_88)
                goto lbl_131;
            if (g_91)
                break;
        }
        return p_18;
    }
    else
    { /* block id: 40 */
        int16_t l_132 = 0xD1E3L;
        int32_t l_133 = 0xAA24F531L;
        l_133 = l_132;
        return l_127[1];
    }
}


/* ------------------------------------------ */
/* 
 * reads : g_16 g_62 g_69
 * writes: g_62 g_69
 */
static int64_t  func_19(uint32_t  p_20, int8_t  p_21, uint64_t  p_22, const int32_t  p_23)
{ /* block id: 1 */
    int32_t l_48 = 0xC1D55E0EL;
    int32_t l_51 = 0x11589A45L;
    int32_t l_60 = 2L;
    int32_t l_61 = 0x71C2AA0BL;
    int32_t l_63 = 0x6CA138DBL;
    int32_t l_64 = (-9L);
    int32_t l_65[3];
    int i;
    for (i = 0; i < 3; i++)
        l_65[i] = 0x44FE3780L;
    l_64 = ((-8L) < ((((((l_65[0] &= ((safe_mul_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((safe_mul_func_uint8_t_u_u(((l_63 = ((255UL ^ (g_16 , (((l_48 &= g_16) != (g_62 ^= (l_61 = (((safe_sub_func_uint32_t_u_u(l_51, p_23)) || (((safe_mul_func_uint8_t_u_u((l_51 = ((safe_mod_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((l_60 |= (safe_mul_func_uint16_t_u_u((((l_51 != 0UL) , l_51) ^ p_20), l_51))), (-8L))), l_51)) | p_22)), 255UL)) == l_61) <= l_61)) <= 6UL)))) , 0UL))) , p_21)) & 0xCEC8E444L), 0xEAL)), g_16)), g_16)) < l_64)) >= 0x9F01L) , p_21) & l_64) && g_16) && p_23));
    for (g_62 = 0; (g_62 > 6); g_62 = safe_add_func_int8_t_s_s(g_62, 4))
    { /* block id: 12 */
        int8_t l_68 = 0x43L;
        g_69--;
    }
    return p_23;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_97, "g_97", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_98[i][j][k], "g_98[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_110, "g_110", print_hash_value);
    transparent_crc(g_128, "g_128", print_hash_value);
    transparent_crc(g_175, "g_175", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_232[i][j][k], "g_232[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_233, "g_233", print_hash_value);
    transparent_crc(g_234, "g_234", print_hash_value);
    transparent_crc(g_235, "g_235", print_hash_value);
    transparent_crc(g_261, "g_261", print_hash_value);
    transparent_crc(g_271, "g_271", print_hash_value);
    transparent_crc(g_273, "g_273", print_hash_value);
    transparent_crc(g_310, "g_310", print_hash_value);
    transparent_crc(g_319, "g_319", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_320[i], "g_320[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_369, "g_369", print_hash_value);
    transparent_crc(g_379, "g_379", print_hash_value);
    transparent_crc(g_458, "g_458", print_hash_value);
    transparent_crc(g_575, "g_575", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_587[i][j][k], "g_587[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_644, "g_644", print_hash_value);
    transparent_crc(g_665, "g_665", print_hash_value);
    transparent_crc(g_712, "g_712", print_hash_value);
    transparent_crc(g_784, "g_784", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_786[i], "g_786[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_787[i], "g_787[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_788, "g_788", print_hash_value);
    transparent_crc(g_789, "g_789", print_hash_value);
    transparent_crc(g_805, "g_805", print_hash_value);
    transparent_crc(g_812, "g_812", print_hash_value);
    transparent_crc(g_818, "g_818", print_hash_value);
    transparent_crc(g_949, "g_949", print_hash_value);
    transparent_crc(g_950, "g_950", print_hash_value);
    transparent_crc(g_980, "g_980", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1004[i], "g_1004[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1067, "g_1067", print_hash_value);
    transparent_crc(g_1068, "g_1068", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
