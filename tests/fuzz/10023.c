// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10023 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10023
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static uint64_t g_5 = 0xC76D7BE7E55059B8LL;
static uint32_t g_12 = 4294967288UL;
static int8_t g_32[5][4] = {{0xCAL,0xB9L,0xB9L,0xCAL},{0xCAL,0xB9L,0xB9L,0xCAL},{0xCAL,0xB9L,0xB9L,0xCAL},{0xCAL,0xB9L,0xB9L,0xCAL},{0xCAL,0xB9L,0xB9L,0xCAL}};
static int64_t g_37 = 0x1AA2910A83AFD470LL;
static int16_t g_40 = 0xF5E6L;
static int32_t g_41 = 0xA15B6274L;
static uint16_t g_74[5] = {0UL,0UL,0UL,0UL,0UL};
static int32_t g_93 = (-1L);
static uint8_t g_96 = 0xE1L;
static int32_t g_126 = (-1L);
static int64_t g_165 = 3L;
static int32_t g_171 = 0x81DB17C0L;
static int16_t g_172[5] = {0x726CL,0x726CL,0x726CL,0x726CL,0x726CL};
static uint64_t g_175[7][3][6] = {{{18446744073709551615UL,0xBB92E1E26954D5C3LL,0UL,18446744073709551613UL,0xBB92E1E26954D5C3LL,18446744073709551613UL},{18446744073709551615UL,18446744073709551607UL,18446744073709551615UL,18446744073709551613UL,18446744073709551607UL,0UL},{18446744073709551615UL,2UL,18446744073709551613UL,18446744073709551613UL,18446744073709551613UL,0xA950A55D307A3123LL}},{{0xA950A55D307A3123LL,18446744073709551615UL,0x96C22B8A3C79E369LL,0UL,18446744073709551615UL,0UL},{0xA950A55D307A3123LL,0UL,0xA950A55D307A3123LL,0UL,0UL,0x96C22B8A3C79E369LL},{0xA950A55D307A3123LL,18446744073709551613UL,0UL,0UL,18446744073709551613UL,0xA950A55D307A3123LL}},{{0xA950A55D307A3123LL,18446744073709551615UL,0x96C22B8A3C79E369LL,0UL,18446744073709551615UL,0UL},{0xA950A55D307A3123LL,0UL,0xA950A55D307A3123LL,0UL,0UL,0x96C22B8A3C79E369LL},{0xA950A55D307A3123LL,18446744073709551613UL,0UL,0UL,18446744073709551613UL,0xA950A55D307A3123LL}},{{0xA950A55D307A3123LL,18446744073709551615UL,0x96C22B8A3C79E369LL,0UL,18446744073709551615UL,0UL},{0xA950A55D307A3123LL,0UL,0xA950A55D307A3123LL,0UL,0UL,0x96C22B8A3C79E369LL},{0xA950A55D307A3123LL,18446744073709551613UL,0UL,0UL,18446744073709551613UL,0xA950A55D307A3123LL}},{{0xA950A55D307A3123LL,18446744073709551615UL,0x96C22B8A3C79E369LL,0UL,18446744073709551615UL,0UL},{0xA950A55D307A3123LL,0UL,0xA950A55D307A3123LL,0UL,0UL,0x96C22B8A3C79E369LL},{0xA950A55D307A3123LL,18446744073709551613UL,0UL,0UL,18446744073709551613UL,0xA950A55D307A3123LL}},{{0xA950A55D307A3123LL,18446744073709551615UL,0x96C22B8A3C79E369LL,0UL,18446744073709551615UL,0UL},{0xA950A55D307A3123LL,0UL,0xA950A55D307A3123LL,0UL,0UL,0x96C22B8A3C79E369LL},{0xA950A55D307A3123LL,18446744073709551613UL,0UL,0UL,18446744073709551613UL,0xA950A55D307A3123LL}},{{0xA950A55D307A3123LL,18446744073709551615UL,0x96C22B8A3C79E369LL,0UL,18446744073709551615UL,0UL},{0xA950A55D307A3123LL,0UL,0xA950A55D307A3123LL,0UL,0UL,0x96C22B8A3C79E369LL},{0xA950A55D307A3123LL,18446744073709551613UL,0UL,0UL,18446744073709551613UL,0xA950A55D307A3123LL}}};
static uint16_t g_213 = 0x8927L;
static int16_t g_239 = (-1L);
static uint16_t g_435 = 65534UL;
static int32_t g_507 = 0x74DDEDE4L;
static int32_t g_508[4][5] = {{4L,(-1L),(-1L),4L,4L},{1L,7L,1L,7L,1L},{4L,4L,(-1L),(-1L),4L},{0x245801FDL,7L,0x245801FDL,7L,0x245801FDL}};
static uint32_t g_509[2][8][3] = {{{1UL,0x88A54218L,4294967294UL},{0x88A54218L,4294967292UL,4294967292UL},{4294967286UL,1UL,4294967294UL},{0x4A5E3E30L,0x3A0959B9L,1UL},{0x4A5E3E30L,0x90D3B0E7L,0x88A54218L},{4294967286UL,0x113E8822L,4294967286UL},{0x88A54218L,0x90D3B0E7L,0x4A5E3E30L},{1UL,0x3A0959B9L,0x4A5E3E30L}},{{4294967294UL,1UL,4294967286UL},{4294967292UL,4294967292UL,0x88A54218L},{4294967294UL,0x88A54218L,1UL},{1UL,0x88A54218L,4294967294UL},{0x88A54218L,4294967292UL,4294967292UL},{4294967286UL,1UL,4294967294UL},{0x4A5E3E30L,0x3A0959B9L,1UL},{0x4A5E3E30L,0x90D3B0E7L,0x88A54218L}}};
static int32_t g_585 = (-1L);
static int8_t g_692[2] = {0xB7L,0xB7L};
static uint32_t g_712 = 0x4B1048BAL;
static int32_t g_779[3][5][7] = {{{(-8L),(-8L),(-1L),(-5L),0xDDDA0E53L,(-5L),(-1L)},{(-8L),(-8L),(-1L),(-5L),0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)}},{{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)}},{{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)},{0xDDDA0E53L,0xDDDA0E53L,(-8L),0x3383F287L,0x0CB5AAAAL,0x3383F287L,(-8L)}}};
static int16_t g_780 = 5L;
static int64_t g_781[6] = {8L,8L,0x896BE7CBFDEC0C18LL,8L,8L,0x896BE7CBFDEC0C18LL};
static int16_t g_783 = (-6L);
static uint64_t g_784 = 0x063DA1B507B07FD7LL;
static int16_t g_803 = 3L;
static uint32_t g_804 = 1UL;
static uint8_t g_805[8][4][6] = {{{0xB9L,0xFFL,254UL,1UL,1UL,254UL},{1UL,1UL,254UL,0xFFL,0xB9L,254UL},{0xFFL,0xB9L,254UL,0xB9L,0xFFL,254UL},{0xB9L,0xFFL,254UL,1UL,1UL,254UL}},{{1UL,1UL,254UL,0xFFL,0xB9L,254UL},{0xFFL,0xB9L,254UL,0xB9L,0xFFL,254UL},{0xB9L,0xFFL,254UL,1UL,1UL,254UL},{1UL,1UL,254UL,0xFFL,0xB9L,254UL}},{{0xFFL,0xB9L,254UL,0xB9L,0xFFL,254UL},{0xB9L,0xFFL,254UL,1UL,1UL,254UL},{1UL,1UL,254UL,0xFFL,0xB9L,254UL},{0xFFL,0xB9L,254UL,0xB9L,0xFFL,254UL}},{{0xB9L,0xFFL,254UL,1UL,1UL,254UL},{1UL,1UL,254UL,0xFFL,0xB9L,254UL},{0xFFL,0xB9L,254UL,0xB9L,0xFFL,254UL},{7UL,0x11L,1UL,0UL,0UL,1UL}},{{0UL,0UL,1UL,0x11L,7UL,1UL},{0x11L,7UL,1UL,7UL,0x11L,1UL},{7UL,0x11L,1UL,0UL,0UL,1UL},{0UL,0UL,1UL,0x11L,7UL,1UL}},{{0x11L,7UL,1UL,7UL,0x11L,1UL},{7UL,0x11L,1UL,0UL,0UL,1UL},{0UL,0UL,1UL,0x11L,7UL,1UL},{0x11L,7UL,1UL,7UL,0x11L,1UL}},{{7UL,0x11L,1UL,0UL,0UL,1UL},{0UL,0UL,1UL,0x11L,7UL,1UL},{0x11L,7UL,1UL,7UL,0x11L,1UL},{7UL,0x11L,1UL,0UL,0UL,1UL}},{{0UL,0UL,1UL,0x11L,7UL,1UL},{0x11L,7UL,1UL,7UL,0x11L,1UL},{7UL,0x11L,1UL,0UL,0UL,1UL},{0UL,0UL,1UL,0x11L,7UL,1UL}}};
static uint32_t g_836 = 0xEAF13FCFL;
static int16_t g_968 = 0xB54DL;
static int64_t g_975[2][4] = {{0xF5AFC48D69AB1304LL,0xF5AFC48D69AB1304LL,(-1L),0xF5AFC48D69AB1304LL},{0xF5AFC48D69AB1304LL,(-1L),(-1L),0xF5AFC48D69AB1304LL}};
static uint32_t g_1208 = 0x7A1FB6CBL;
static uint32_t g_1356 = 0x1B113994L;
static const uint64_t g_1368 = 0x3555EABE50205EF0LL;
static uint32_t g_1369 = 0x84F585F1L;
static uint32_t g_1372 = 0xFB6D3AD3L;
static uint16_t g_1382 = 0xE296L;
static int32_t g_1431 = 0L;
static int32_t g_1432[4] = {0x07CEDD12L,0x07CEDD12L,0x07CEDD12L,0x07CEDD12L};
static uint16_t g_1522 = 65530UL;
static uint64_t g_1553 = 6UL;
static int32_t g_2011 = 0x2BBAC1A1L;
static int64_t g_2091 = (-2L);
static int16_t g_2393[1] = {0x3D5BL};
static int32_t g_2394 = 0L;
static int8_t g_2398 = (-1L);


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static uint64_t  func_3(int32_t  p_4);
static int8_t  func_17(uint64_t  p_18, int32_t  p_19, int16_t  p_20, int32_t  p_21);
static uint8_t  func_22(int32_t  p_23, uint8_t  p_24, uint32_t  p_25);
static const int32_t  func_47(uint16_t  p_48, int8_t  p_49, uint64_t  p_50, uint8_t  p_51);
static uint32_t  func_53(uint8_t  p_54);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5 g_12 g_32 g_41 g_40 g_37 g_74 g_93 g_96 g_126 g_175 g_165 g_172 g_213 g_171 g_239 g_435 g_509 g_507 g_508 g_585 g_692 g_712 g_784 g_804 g_779 g_805 g_781 g_783 g_803 g_968 g_975 g_836 g_780 g_1208 g_1356 g_1368 g_1369 g_1372 g_1382 g_1432 g_1522 g_1553 g_1431 g_2011 g_2394 g_2091
 * writes: g_40 g_74 g_37 g_93 g_96 g_126 g_5 g_165 g_175 g_172 g_239 g_32 g_213 g_435 g_509 g_712 g_171 g_784 g_692 g_803 g_508 g_804 g_805 g_507 g_836 g_585 g_783 g_975 g_1208 g_1369 g_1372 g_1382 g_1432 g_1522 g_1553 g_1431 g_781 g_2091 g_12 g_41 g_2393 g_2394
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_2 = 0x29000D4EL;
    int32_t l_2428 = (-1L);
    int8_t l_2429 = 0xB6L;
    uint64_t l_2432 = 0xEFC312E3990214CFLL;
    g_1432[0] = ((l_2 || func_3(g_5)) , (safe_div_func_uint16_t_u_u(((safe_mod_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((l_2428 = (((((safe_mul_func_int16_t_s_s(((safe_rshift_func_uint8_t_u_s(l_2, ((g_172[3] = (l_2 || l_2)) , 0xBDL))) <= l_2), l_2)) < l_2) != l_2) == 0x5639094E93196F59LL) < 0x6DL)), g_1369)), l_2429)) , l_2428), 0x86FAL)));
    l_2428 = g_435;
    g_93 ^= ((safe_lshift_func_uint16_t_u_u((((l_2428 = l_2429) <= l_2432) >= (safe_sub_func_uint32_t_u_u(((safe_mod_func_int16_t_s_s(l_2432, l_2432)) , (~(g_783 < l_2429))), (--g_836)))), 12)) & 18446744073709551615UL);
    return l_2429;
}


/* ------------------------------------------ */
/* 
 * reads : g_12 g_32 g_5 g_41 g_40 g_37 g_74 g_93 g_96 g_126 g_175 g_165 g_172 g_213 g_171 g_239 g_435 g_509 g_507 g_508 g_585 g_692 g_712 g_784 g_804 g_779 g_805 g_781 g_783 g_803 g_968 g_975 g_836 g_780 g_1208 g_1356 g_1368 g_1369 g_1372 g_1382 g_1432 g_1522 g_1553 g_1431 g_2011 g_2394 g_2091
 * writes: g_40 g_74 g_37 g_93 g_96 g_126 g_5 g_165 g_175 g_172 g_239 g_32 g_213 g_435 g_509 g_712 g_171 g_784 g_692 g_803 g_508 g_804 g_805 g_507 g_836 g_585 g_783 g_975 g_1208 g_1369 g_1372 g_1382 g_1432 g_1522 g_1553 g_1431 g_781 g_2091 g_12 g_41 g_2393 g_2394
 */
static uint64_t  func_3(int32_t  p_4)
{ /* block id: 1 */
    int32_t l_31 = 9L;
    int32_t l_33 = 0xE0E2BF35L;
    int32_t l_35 = (-1L);
    int32_t l_39[8][7][4] = {{{4L,0x00273942L,0xF9052196L,3L},{3L,2L,0xE428464DL,0L},{0xFD526994L,(-5L),9L,0L},{0x00273942L,0x1B059873L,0xAE5685E9L,(-5L)},{0x452A2C7AL,0xFD526994L,0x70B3783EL,4L},{0L,0x1BEBA424L,0L,0x5A4ECB5CL},{9L,0xFEEA3821L,9L,8L}},{{0xB6EA1325L,4L,(-5L),9L},{8L,0xB91300D3L,0xA33ED863L,4L},{(-3L),5L,0xA33ED863L,(-6L)},{8L,0xD5B481D3L,(-5L),(-2L)},{0xB6EA1325L,(-1L),9L,0x80D7777BL},{9L,0x80D7777BL,0L,0x276C1F5EL},{0L,0x182BC92CL,0x70B3783EL,(-2L)}},{{0x452A2C7AL,(-1L),0xAE5685E9L,0L},{0x00273942L,0xE0F4C9FFL,9L,0xF9052196L},{0xFD526994L,0L,0xE428464DL,0x684A5798L},{3L,3L,0xF9052196L,0L},{4L,9L,0x1B059873L,1L},{0x276C1F5EL,0xF9052196L,0x70B3783EL,0x3BADF38EL},{9L,4L,9L,0L}},{{(-1L),2L,(-1L),0L},{0L,9L,0xD5B481D3L,0xD5B481D3L},{0L,0L,0x684A5798L,0x70B3783EL},{8L,0L,0xF1F3E168L,3L},{0xE0F4C9FFL,0xAE5685E9L,(-2L),0xF1F3E168L},{(-1L),0xAE5685E9L,1L,3L},{0xAE5685E9L,0L,(-1L),0x70B3783EL}},{{0xA33ED863L,0L,0x452A2C7AL,0xD5B481D3L},{1L,9L,(-1L),0L},{0L,2L,0x5A4ECB5CL,0L},{0xE428464DL,4L,5L,0x3BADF38EL},{0x80D7777BL,0xF9052196L,4L,8L},{5L,0x0E9EE194L,0L,0L},{(-2L),0x46E4944CL,0xB91300D3L,0xAE5685E9L}},{{0xB31915E3L,0x684A5798L,0L,(-2L)},{0x00273942L,9L,(-2L),0xCC027682L},{1L,9L,0x3BADF38EL,0L},{4L,0x3BADF38EL,5L,(-1L)},{0xCC027682L,4L,0L,4L},{(-3L),1L,0xFEEA3821L,0x016FEFD5L},{4L,(-5L),9L,0x1BEBA424L}},{{3L,0x80D7777BL,(-6L),0x5A4ECB5CL},{3L,0xB6EA1325L,9L,0xF9052196L},{4L,0x5A4ECB5CL,0xFEEA3821L,9L},{(-3L),0x182BC92CL,0L,5L},{0xCC027682L,(-2L),5L,0x18F0ED69L},{4L,0x1B059873L,0x3BADF38EL,0xFEEA3821L},{1L,0xA33ED863L,(-2L),0L}},{{0x00273942L,0xFD526994L,0L,0xE428464DL},{0xB31915E3L,(-6L),0xB91300D3L,3L},{(-2L),(-7L),0L,0x452A2C7AL},{5L,(-1L),4L,0x182BC92CL},{0x80D7777BL,(-2L),5L,(-2L)},{0xE428464DL,3L,0x5A4ECB5CL,0x684A5798L},{0L,0xE0F4C9FFL,(-1L),0xC5ABFEDEL}}};
    uint16_t l_44 = 0x6114L;
    int64_t l_1688 = (-1L);
    uint32_t l_1691 = 0x7DD7C0BDL;
    uint64_t l_1756 = 0x518BF64557496780LL;
    int32_t l_1796 = 0xB6174F32L;
    int8_t l_1804[8][5][6] = {{{0x65L,0xFAL,(-2L),1L,(-1L),0xF3L},{0L,0x96L,0x48L,1L,1L,0xE5L},{0L,0x90L,1L,1L,0x78L,0x76L},{0x65L,(-1L),0L,0x01L,0x48L,(-1L)},{4L,(-1L),0x47L,(-1L),(-1L),0xFAL}},{{1L,0x3DL,0xB7L,0xC5L,2L,0xF3L},{1L,0x78L,4L,0xD7L,9L,(-5L)},{1L,0xB2L,1L,0xE5L,0L,0x47L},{0x3DL,0L,(-5L),0xB6L,(-5L),0L},{0xE5L,0x16L,(-3L),0x90L,0xB2L,1L}},{{0x48L,0xC3L,0xE2L,1L,(-9L),0x48L},{1L,0xC3L,0xD7L,1L,0xB2L,(-2L)},{(-2L),0x16L,(-1L),0x23L,(-5L),0x01L},{4L,0L,0x23L,(-1L),0L,0xF7L},{1L,0xB2L,0x1BL,0xE2L,(-7L),0L}},{{0x48L,0L,0xBCL,0xC3L,0x78L,(-9L)},{(-1L),0L,0xE5L,0x47L,(-1L),(-2L)},{0xAFL,0xF3L,0xB7L,0xE5L,0xE5L,0xB7L},{0xC5L,0xC5L,1L,0x8FL,0L,0x96L},{0x23L,(-1L),(-3L),0xB6L,0x94L,1L}},{{0xFAL,0x23L,(-3L),0xC3L,0xC5L,0x96L},{0xB7L,0xC3L,1L,1L,0x65L,0xB7L},{1L,0x65L,0xB7L,0x76L,0x0BL,(-2L)},{4L,0x3DL,0xE5L,0xBCL,(-5L),(-9L)},{(-5L),(-1L),0xBCL,(-1L),0xF3L,0L}},{{0L,0x0BL,0x1BL,1L,0xFAL,0xF7L},{0xB7L,0L,0x23L,0x01L,(-1L),0x01L},{(-1L),2L,(-1L),1L,0x76L,(-2L)},{0x3DL,0xF7L,0xD7L,0x8FL,0xE5L,0x48L},{0x0BL,0xB2L,0xE2L,0x8FL,0xF3L,1L}},{{0x3DL,1L,(-3L),1L,4L,0L},{(-1L),0x23L,(-5L),0x01L,0xB2L,0x47L},{0xB7L,0x65L,1L,1L,0xC3L,0xB7L},{0L,(-9L),0xD7L,(-1L),0x0BL,4L},{(-5L),0x16L,0x8FL,0xBCL,0x94L,0xC3L}},{{4L,1L,0xBCL,0x76L,0xF7L,0xF7L},{1L,0x0BL,0x0BL,1L,(-7L),(-5L)},{0xB7L,0xF3L,0xAFL,0xC3L,0x76L,0x01L},{0xFAL,1L,0xE5L,0xB6L,0x76L,4L},{(-5L),4L,(-7L),0x65L,(-9L),(-1L)}}};
    int32_t l_1867 = 7L;
    uint32_t l_1868 = 4294967292UL;
    int32_t l_1916[5][7][7] = {{{0x93654E70L,0x2EB40BB3L,(-2L),(-8L),0L,0x18AE796CL,0xF8998080L},{0xC2C33C79L,4L,(-2L),0xAB9E01E1L,0L,7L,1L},{1L,1L,6L,0x2E809DA5L,(-7L),0x49F62C60L,1L},{2L,2L,(-1L),0x34B20A59L,1L,(-2L),0xF8998080L},{7L,0xFD3658D2L,0xAB9E01E1L,0x02E8A046L,0x512EF8EFL,(-1L),(-4L)},{0x09E3E506L,0x0F6554C7L,0x0AA3DB2FL,(-1L),0x18AE796CL,0xCE2C4638L,0xCE54A75AL},{0xCEE03BE9L,0xA7D1B186L,2L,0xFCBBFC2FL,0xD1BECABAL,2L,0x758DF9B5L}},{{(-8L),0xEF4BD2A6L,0xA75066ACL,0x4FBBA445L,(-10L),0xF8998080L,(-6L)},{(-1L),2L,0L,(-1L),0xA7D1B186L,(-1L),0L},{0xDBF8EAD1L,0xDBF8EAD1L,0xAEEB310DL,4L,0L,7L,0L},{0xCE2C4638L,0L,0x46DC874AL,0L,0x1704F9C3L,0x14137A60L,0x49F62C60L},{0L,(-3L),7L,0xFCBBFC2FL,0L,6L,4L},{(-1L),0x758DF9B5L,6L,0xC3244111L,0xA7D1B186L,0xE5675981L,0xC6554572L},{7L,(-1L),0x2EB40BB3L,0L,(-10L),0L,3L}},{{1L,0x93654E70L,0L,(-1L),0xD1BECABAL,7L,0L},{0x806AC875L,0xAEEB310DL,0x2E809DA5L,0xD1BECABAL,0x18AE796CL,0x806AC875L,0L},{(-1L),1L,0L,0xAB9E01E1L,0x512EF8EFL,0x401377F7L,0xEF4BD2A6L},{0L,0xC6554572L,(-5L),6L,1L,0xCE54A75AL,(-8L)},{7L,0L,0x0F6554C7L,0xCEE03BE9L,(-7L),0x34B20A59L,0L},{(-4L),0x18AE796CL,0x0F6554C7L,(-1L),0L,(-1L),0x14137A60L},{(-10L),0xAB9E01E1L,(-5L),(-1L),0L,0xDCD40080L,(-8L)}},{{0x34B20A59L,6L,0L,0xCE54A75AL,0x49F62C60L,0L,(-1L)},{0xD1BECABAL,0x758DF9B5L,0x2E809DA5L,0x25DD6FC4L,0xEF4BD2A6L,0xFCBBFC2FL,(-10L)},{(-1L),0x2EB40BB3L,0L,0xC2C33C79L,(-6L),0L,0xF8998080L},{0x1704F9C3L,0x1F9857DEL,0x2EB40BB3L,0x46DC874AL,0L,0L,0L},{(-1L),0xD1BECABAL,6L,0xD1BECABAL,(-1L),0xFD3658D2L,0xFCBBFC2FL},{2L,(-6L),0x48D89221L,0xC2C33C79L,2L,0x46DC874AL,0x1F9857DEL},{0L,0x18AE796CL,1L,(-8L),(-4L),7L,0x87299EA4L}},{{1L,0xC2C33C79L,(-10L),0x4B9BF50AL,0L,6L,(-2L)},{(-1L),(-8L),0xCEE03BE9L,1L,0xC9A35EECL,0x2EB40BB3L,1L},{1L,0L,(-1L),0xCEE03BE9L,0xF8998080L,0L,0L},{(-7L),0xFD3658D2L,0x25DD6FC4L,0xBE20939CL,0xC2C33C79L,0x2E809DA5L,(-1L)},{0xC9A35EECL,0x82363F8FL,0xC6554572L,1L,0x806AC875L,0L,(-4L)},{6L,(-1L),7L,0x25DD6FC4L,(-3L),(-5L),0L},{0x512EF8EFL,0xAB9E01E1L,0L,1L,(-1L),0x0F6554C7L,3L}}};
    uint32_t l_2026 = 0x69B26CC7L;
    int32_t l_2039 = 0xA2A8E7CDL;
    uint32_t l_2101 = 7UL;
    const uint32_t l_2127[2][3] = {{0x3339CBDDL,0x3339CBDDL,0x3339CBDDL},{0x3339CBDDL,0x3339CBDDL,0x3339CBDDL}};
    uint32_t l_2275 = 1UL;
    const uint16_t l_2387 = 0xBE4DL;
    uint8_t l_2406 = 255UL;
    int i, j, k;
    for (p_4 = 0; (p_4 > 18); ++p_4)
    { /* block id: 4 */
        int8_t l_30 = 0L;
        int32_t l_34 = 0x2BA8D7D2L;
        int32_t l_36 = (-6L);
        int32_t l_38 = 0x53271639L;
        int32_t l_42 = 0xEBAA2DF5L;
        int32_t l_43 = 0x72090F9CL;
        uint8_t l_1705 = 255UL;
        l_42 = (l_33 = (safe_rshift_func_int8_t_s_u((safe_rshift_func_uint8_t_u_s(((g_12 == (safe_sub_func_int64_t_s_s((safe_rshift_func_int8_t_s_s(func_17(((func_22((l_36 = (4294967295UL || (safe_add_func_uint64_t_u_u(((safe_mod_func_uint16_t_u_u((l_44++), g_32[1][0])) || (((l_43 = (((-2L) || (p_4 , (l_34 & (g_5 || p_4)))) && p_4)) || p_4) , 0xDB237E2CA82E93B6LL)), l_30)))), g_41, g_40) < g_781[0]) & 0xA46F23D4AB48D750LL), p_4, l_33, l_33), g_779[1][2][5])), g_781[3]))) & l_30), l_33)), g_781[3])));
        if (l_38)
            continue;
        l_36 = p_4;
        if (l_38)
        { /* block id: 645 */
            uint32_t l_1677 = 0x89CDF349L;
            l_38 = (l_39[2][0][1] = ((2UL <= 1L) , (l_1677 = (+0UL))));
            return l_39[6][6][0];
        }
        else
        { /* block id: 650 */
            int8_t l_1689 = (-1L);
            int32_t l_1690 = 0L;
            if (((((safe_div_func_uint64_t_u_u((g_5 = (((safe_mul_func_uint8_t_u_u((p_4 || p_4), ((((l_36 = (safe_sub_func_int64_t_s_s((l_1690 &= ((g_805[7][0][1] &= (g_975[0][2] , (((p_4 , (0x6FF30EB6L == ((g_96 |= g_1431) < (safe_mul_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u(((((0x55L ^ p_4) > 0UL) , l_39[2][0][1]) >= p_4), l_1688)), g_37))))) >= g_1432[3]) != l_1689))) , g_712)), g_1368))) , 0x4ACD5F7EL) != g_213) >= g_779[1][2][5]))) == l_1691) != l_1689)), 0x53BCBEA19D2C3E81LL)) , g_93) | 0x0622070FL) ^ g_1553))
            { /* block id: 656 */
                uint64_t l_1693 = 0xAA8789B033E2867DLL;
                int16_t l_1704[2];
                uint8_t l_1712[4][3] = {{0x6FL,0UL,0x6FL},{0x6FL,0UL,0x6FL},{0x6FL,0UL,0x6FL},{0x6FL,0UL,0x6FL}};
                int32_t l_1721 = (-1L);
                int i, j;
                for (i = 0; i < 2; i++)
                    l_1704[i] = 9L;
                for (g_1208 = 0; (g_1208 <= 4); g_1208 += 1)
                { /* block id: 659 */
                    l_1693 |= (~p_4);
                    l_42 = l_39[2][1][0];
                }
                for (g_96 = 0; (g_96 <= 30); g_96++)
                { /* block id: 665 */
                    int16_t l_1706[7];
                    int64_t l_1720 = 0L;
                    int i;
                    for (i = 0; i < 7; i++)
                        l_1706[i] = 0xF32AL;
                    l_38 = ((((safe_mul_func_int8_t_s_s((safe_mul_func_int8_t_s_s((l_31 = (l_39[4][2][0] = ((g_1432[3] ^= ((safe_add_func_uint64_t_u_u((0x8E94E5189B074BEALL >= (l_1693 || (l_1693 < (g_783 = (p_4 <= ((((safe_mod_func_uint32_t_u_u(0x0715F70CL, l_34)) == (p_4 , l_1704[1])) <= l_1688) , p_4)))))), p_4)) != 0x78896321DF82B18BLL)) <= g_40))), p_4)), 0xE3L)) != g_784) | 0x7C69L) , 0x1D4603D9L);
                    l_1706[3] = l_1705;
                    l_1721 |= ((safe_add_func_int8_t_s_s((((!(((p_4 != g_692[0]) > g_41) || (g_805[2][1][0]--))) || (l_1712[1][0] || (+((safe_sub_func_int32_t_s_s((g_803 , (l_1690 = ((safe_lshift_func_int8_t_s_u(p_4, 1)) <= (safe_add_func_int64_t_s_s(l_1706[3], l_43))))), 0x95EF0606L)) < p_4)))) || g_805[7][0][0]), l_1720)) && g_37);
                }
            }
            else
            { /* block id: 676 */
                uint16_t l_1730 = 7UL;
                const int8_t l_1743 = 0x9EL;
                l_33 = (safe_rshift_func_uint8_t_u_u((((safe_add_func_uint8_t_u_u((((safe_div_func_int8_t_s_s(p_4, p_4)) <= (p_4 <= ((safe_rshift_func_int8_t_s_s(l_1730, 3)) ^ 1UL))) <= ((~1L) <= ((safe_div_func_int64_t_s_s((safe_rshift_func_uint8_t_u_s(((safe_rshift_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(((g_803 = ((((g_32[3][2] |= (l_1690 &= (safe_mul_func_uint16_t_u_u(((+(((p_4 && l_38) <= 65526UL) & 0L)) , 1UL), 0x9A20L)))) <= 7UL) >= 65529UL) | l_1688)) == 0xD6B6L), p_4)), p_4)) & p_4), 4)), l_31)) , l_1690))), l_1743)) & l_1689) != l_30), 5));
                return l_36;
            }
            l_1690 = ((250UL || l_39[6][1][1]) | (4UL ^ (((((((safe_add_func_int64_t_s_s(l_44, (l_43 ^= 0x025D7728070BC87FLL))) | (safe_mod_func_int32_t_s_s(((((safe_rshift_func_uint8_t_u_s((((safe_mul_func_int16_t_s_s((safe_sub_func_int32_t_s_s((safe_lshift_func_int16_t_s_u(((l_33 = ((((((g_37 != l_1705) < l_1756) , p_4) , 4UL) == 0x20865480L) && l_35)) == l_42), l_1689)), l_35)), l_39[4][1][2])) || (-3L)) && 18446744073709551611UL), l_1690)) == p_4) , p_4) | 0x5143BBD6L), 0xEE08B07EL))) || p_4) || 0L) < g_96) || l_1705) == 1L)));
            g_126 = ((0x4B20L || (g_783 = l_33)) , (safe_sub_func_int32_t_s_s((0xB1C0L && (((++g_805[4][1][3]) ^ (l_38 = l_1688)) & (((safe_add_func_int32_t_s_s((safe_lshift_func_uint8_t_u_u((((p_4 || (safe_div_func_int64_t_s_s((safe_lshift_func_int8_t_s_s(((~(safe_rshift_func_int8_t_s_s((safe_rshift_func_int16_t_s_u(((((l_39[5][4][1] = g_692[0]) ^ (0x689729859DF1493ALL && g_40)) , 0x6E73BEF5AFBB762FLL) > 0x26ABB5938FBF81D2LL), l_1705)), 7))) & (-1L)), 3)), 0xB41DD2F869713573LL))) == p_4) > (-3L)), l_44)), l_44)) > g_175[5][1][3]) | g_507))), p_4)));
        }
    }
lbl_1982:
    if ((safe_mod_func_int64_t_s_s(g_1368, (safe_rshift_func_int16_t_s_s(0x3DEDL, 0)))))
    { /* block id: 693 */
lbl_1825:
        g_93 = (safe_sub_func_int64_t_s_s(0xEC5AD360BD53E861LL, (g_585 && (-1L))));
    }
    else
    { /* block id: 695 */
        uint32_t l_1795[6][8][5] = {{{4294967295UL,4294967295UL,0xC5F256CDL,4294967295UL,0x28D657B5L},{4294967291UL,0x5547EE37L,0x82AFD00BL,0xA38B9CBCL,4294967286UL},{0UL,0x6B4AD964L,0xEBC47A57L,0x34446C52L,0xDDAD6722L},{0xC3A2A5ECL,0x5547EE37L,0x5332AAEFL,0x70ADF1ABL,0UL},{0UL,4294967295UL,0xA33CAA56L,0x34446C52L,0xC5F256CDL},{0x70BA4538L,4294967291UL,0UL,0xA38B9CBCL,0UL},{0UL,0UL,4294967294UL,4294967295UL,4294967294UL},{0xC3A2A5ECL,0xC3A2A5ECL,0UL,1UL,0x9F9322D9L}},{{0UL,0UL,0xA33CAA56L,0x2015183FL,4294967294UL},{4294967291UL,0x70BA4538L,0x5332AAEFL,9UL,0UL},{4294967295UL,0UL,0xEBC47A57L,4294967295UL,0xC5F256CDL},{0x5547EE37L,0xC3A2A5ECL,0x82AFD00BL,9UL,0UL},{0x6B4AD964L,0UL,0xC5F256CDL,0x2015183FL,0xDDAD6722L},{0x5547EE37L,4294967291UL,4294967286UL,1UL,4294967286UL},{4294967295UL,4294967295UL,0xC5F256CDL,4294967295UL,0x28D657B5L},{4294967291UL,0x5547EE37L,0x82AFD00BL,0xA38B9CBCL,4294967286UL}},{{0UL,0x6B4AD964L,0xEBC47A57L,0x34446C52L,0xDDAD6722L},{0xC3A2A5ECL,0x5547EE37L,0x5332AAEFL,0x70ADF1ABL,0UL},{0UL,4294967295UL,0xA33CAA56L,0x34446C52L,0xC5F256CDL},{0x70BA4538L,4294967291UL,0UL,0xA38B9CBCL,0UL},{0UL,0UL,4294967294UL,4294967295UL,4294967294UL},{0xC3A2A5ECL,0xC3A2A5ECL,0UL,1UL,0x9F9322D9L},{0UL,0UL,8UL,0x522553ABL,4294967295UL},{0x82AFD00BL,0x5332AAEFL,0xE456B885L,8UL,0xC9D5ED97L}},{{0x28D657B5L,0xDDAD6722L,0x64EF245DL,0UL,0UL},{0UL,0x9F9322D9L,1UL,8UL,0x856A071CL},{0xEBC47A57L,0xA33CAA56L,0UL,0x522553ABL,6UL},{0UL,0x82AFD00BL,0x6319B296L,1UL,0x6319B296L},{0x28D657B5L,0x28D657B5L,0UL,0x7943F466L,0x16B5530FL},{0x82AFD00BL,0UL,1UL,0x118D23BFL,0x6319B296L},{0xA33CAA56L,0xEBC47A57L,0x64EF245DL,4294967295UL,6UL},{0x9F9322D9L,0UL,0xE456B885L,0x250AAFE8L,0x856A071CL}},{{0xDDAD6722L,0x28D657B5L,8UL,4294967295UL,0UL},{0x5332AAEFL,0x82AFD00BL,0x856A071CL,0x118D23BFL,0xC9D5ED97L},{0xDDAD6722L,0xA33CAA56L,4294967295UL,0x7943F466L,4294967295UL},{0x9F9322D9L,0x9F9322D9L,0x856A071CL,1UL,0xFCB67E29L},{0xA33CAA56L,0xDDAD6722L,8UL,0x522553ABL,4294967295UL},{0x82AFD00BL,0x5332AAEFL,0xE456B885L,8UL,0xC9D5ED97L},{0x28D657B5L,0xDDAD6722L,0x64EF245DL,0UL,0UL},{0UL,0x9F9322D9L,1UL,8UL,0x856A071CL}},{{0xEBC47A57L,0xA33CAA56L,0UL,0x522553ABL,6UL},{0UL,0x82AFD00BL,0x6319B296L,1UL,0x6319B296L},{0x28D657B5L,0x28D657B5L,0UL,0x7943F466L,0x16B5530FL},{0x82AFD00BL,0UL,1UL,0x118D23BFL,0x6319B296L},{0xA33CAA56L,0xEBC47A57L,0x64EF245DL,4294967295UL,6UL},{0x9F9322D9L,0UL,0xE456B885L,0x250AAFE8L,0x856A071CL},{0xDDAD6722L,0x28D657B5L,8UL,4294967295UL,0UL},{0x5332AAEFL,0x82AFD00BL,0x856A071CL,0x118D23BFL,0xC9D5ED97L}}};
        int32_t l_1797 = 0xCAA0EC06L;
        int i, j, k;
        l_1797 = (l_33 = ((safe_add_func_uint8_t_u_u(p_4, l_39[0][5][3])) >= (safe_div_func_uint32_t_u_u((((safe_add_func_int32_t_s_s((+(((((p_4 > 1UL) & (safe_add_func_int16_t_s_s(g_781[1], (safe_mod_func_int8_t_s_s(((g_172[4] = g_213) >= (((safe_div_func_uint32_t_u_u(((((safe_mul_func_int8_t_s_s(0x83L, g_783)) | l_39[2][5][1]) & 18446744073709551615UL) , p_4), g_435)) ^ 0UL) | l_1795[2][5][0])), p_4))))) , l_1795[2][5][0]) > g_692[0]) && 0xC8DCCC82F8C6C8C7LL)), g_213)) || l_1796) & 8UL), p_4))));
        g_1431 = (((0x3CD01A703EB7A85CLL && (safe_lshift_func_uint8_t_u_s(7UL, 1))) , l_1691) , ((safe_mod_func_uint32_t_u_u(((g_1522 = (((l_39[7][0][0] & (safe_sub_func_int16_t_s_s(l_1804[4][2][0], ((p_4 & ((safe_mul_func_int16_t_s_s((((l_31 = (safe_lshift_func_uint8_t_u_s((safe_add_func_int16_t_s_s(p_4, p_4)), 5))) > g_126) > g_172[2]), g_804)) != 0L)) , l_44)))) , l_1797) && p_4)) , g_692[0]), l_44)) , 0x4A9D101DL));
        g_1432[3] = ((((1L == (((safe_mul_func_int8_t_s_s((l_1795[2][5][0] || ((((safe_mul_func_uint8_t_u_u((5UL < ((p_4 < (safe_rshift_func_uint16_t_u_s((((safe_div_func_int64_t_s_s(l_1795[4][2][2], p_4)) > ((g_805[7][0][1] > 1L) != 1L)) <= g_74[4]), p_4))) >= l_1796)), p_4)) == l_1796) ^ l_39[2][3][0]) | p_4)), 0xD3L)) != 18446744073709551615UL) | 0x0F03L)) <= g_781[3]) < p_4) & p_4);
    }
    for (l_31 = 13; (l_31 < 23); ++l_31)
    { /* block id: 706 */
        int64_t l_1844 = (-6L);
        int32_t l_1869 = (-1L);
        if (g_836)
            goto lbl_1825;
        for (g_435 = 0; (g_435 <= 3); g_435 += 1)
        { /* block id: 710 */
            uint8_t l_1826[5][6][3] = {{{0xC9L,0xC9L,0x74L},{0x42L,255UL,255UL},{0x51L,8UL,0x96L},{0x42L,6UL,0UL},{0xC9L,0UL,0x77L},{0x9CL,0x25L,255UL}},{{9UL,0UL,0x51L},{255UL,6UL,0xA4L},{0x34L,8UL,0x34L},{0x9CL,255UL,0xA4L},{0x11L,0xC9L,0x51L},{0x42L,255UL,255UL}},{{0x74L,8UL,0x77L},{0x42L,246UL,0UL},{0x11L,0UL,0x96L},{0x9CL,0x9CL,255UL},{0x34L,0UL,0x74L},{255UL,246UL,0xA4L}},{{9UL,8UL,9UL},{0x9CL,255UL,0xA4L},{0xC9L,0xC9L,0x74L},{0x8FL,0UL,0UL},{9UL,0xC9L,0x45L},{0x8FL,0x9CL,0xA4L}},{{0x74L,253UL,255UL},{255UL,255UL,0UL},{0x96L,253UL,9UL},{0x42L,0x9CL,246UL},{0x77L,0xC9L,0x77L},{255UL,0UL,246UL}}};
            uint8_t l_1850 = 1UL;
            int32_t l_1851 = 1L;
            int32_t l_1872 = 0L;
            int i, j, k;
            l_1826[0][2][2]--;
            g_126 = ((safe_div_func_uint16_t_u_u(g_781[g_435], (safe_mod_func_int32_t_s_s(0x32CF6D2BL, (safe_mul_func_int8_t_s_s((safe_mul_func_int16_t_s_s((g_805[7][0][1] <= ((safe_lshift_func_uint16_t_u_s((safe_mod_func_int8_t_s_s(((((+(safe_div_func_uint32_t_u_u(l_1844, 4294967295UL))) && ((l_1851 ^= ((safe_lshift_func_int8_t_s_u(p_4, ((+(safe_add_func_int16_t_s_s((((l_39[2][0][1] = g_779[1][2][5]) >= l_1850) , 7L), 0UL))) != p_4))) != 9UL)) >= (-9L))) == 0x5969L) , p_4), g_784)), 7)) < p_4)), g_74[2])), p_4)))))) < g_712);
            for (g_5 = 0; (g_5 <= 3); g_5 += 1)
            { /* block id: 717 */
                int32_t l_1870 = 1L;
                int32_t l_1871[5] = {0L,0L,0L,0L,0L};
                int i, j, k;
                if (l_39[(g_5 + 4)][g_5][g_435])
                { /* block id: 718 */
                    uint32_t l_1873 = 6UL;
                    l_39[(g_5 + 4)][g_5][g_435] &= g_781[g_435];
                    g_126 = ((safe_div_func_int32_t_s_s(((((((safe_lshift_func_int16_t_s_u(((safe_sub_func_uint16_t_u_u((((g_32[3][0] , p_4) | (((safe_mul_func_int8_t_s_s((l_1826[0][2][2] == (safe_unary_minus_func_int8_t_s((-1L)))), ((g_781[3] = (-2L)) >= ((safe_mod_func_uint16_t_u_u((l_1756 > (safe_lshift_func_uint8_t_u_u((safe_mod_func_int16_t_s_s((0xEBL && l_1867), 1L)), 5))), g_172[0])) ^ 0x9BL)))) == l_39[(g_5 + 4)][g_5][g_435]) != p_4)) <= l_1868), l_39[(g_5 + 4)][g_5][g_435])) <= p_4), g_805[4][0][5])) | (-1L)) > g_1356) , 0xC3A7B56FB7714F0ALL) != 0x025139A550571185LL) , g_781[3]), 0xC7EB5B06L)) , l_1850);
                    l_1873++;
                }
                else
                { /* block id: 723 */
                    g_1432[3] = ((safe_div_func_uint32_t_u_u((safe_div_func_int32_t_s_s((g_5 < p_4), (safe_lshift_func_uint8_t_u_u((+(((++g_804) , 65531UL) | (safe_rshift_func_int8_t_s_s(((p_4 >= (l_1688 & ((safe_div_func_int8_t_s_s((((g_40 >= g_1522) || g_1368) , p_4), 0xDCL)) <= p_4))) , 0x71L), 1)))), 0)))), g_781[2])) || l_1869);
                }
                for (g_213 = 1; (g_213 <= 4); g_213 += 1)
                { /* block id: 729 */
                    uint8_t l_1923[4];
                    int i, j;
                    for (i = 0; i < 4; i++)
                        l_1923[i] = 0UL;
                    l_39[3][0][0] = (l_35 &= g_172[g_213]);
                    g_126 |= (safe_sub_func_int16_t_s_s((l_1826[0][2][2] != ((g_805[5][1][2] &= (!(l_1871[3] = p_4))) , 1L)), (safe_rshift_func_int8_t_s_s(((safe_mul_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s(1UL, 11)), (g_32[g_5][g_435] = (0xB220L ^ (l_1796 != ((+(~(g_1432[3] = (((p_4 || 0x12A6L) && l_44) , 1L)))) != g_172[g_213])))))) | p_4), p_4))));
                    l_39[(g_5 + 4)][g_5][g_435] = (((safe_mod_func_uint8_t_u_u((safe_sub_func_int32_t_s_s((0x6A07L >= l_39[(g_5 + 4)][g_5][g_435]), ((((safe_div_func_uint8_t_u_u(5UL, (((safe_mul_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((safe_mul_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u(l_1916[2][3][1], (safe_sub_func_uint64_t_u_u(((((safe_mul_func_uint8_t_u_u(((p_4 > (l_1844 & (safe_mul_func_int8_t_s_s((l_1871[2] == 0x80L), l_1844)))) , p_4), l_1869)) != g_1553) < 4UL) && 0x65366A0DL), g_781[g_435])))), l_1923[0])) || p_4), 0xF4L)), g_172[g_213])), 0xC2L)) || 0x94B3EE97L) ^ p_4))) & g_171) | 0UL) & g_780))), g_1369)) == p_4) >= 0UL);
                }
            }
        }
        l_1916[3][3][2] = (safe_lshift_func_int16_t_s_s(((safe_mod_func_int32_t_s_s((g_126 |= (safe_add_func_int64_t_s_s(l_1844, (((l_39[1][4][1] ^= (l_1844 ^ l_1844)) , 0xE136L) < (safe_rshift_func_int16_t_s_u(0xF7E0L, 3)))))), (l_1869 , (safe_lshift_func_int8_t_s_u(g_781[3], 4))))) != 0L), g_975[0][0]));
        g_93 = (g_784 , (-1L));
    }
    for (g_40 = 0; (g_40 <= (-18)); --g_40)
    { /* block id: 748 */
        int16_t l_1942[4][1][1] = {{{0x69F8L}},{{0L}},{{0x69F8L}},{{0L}}};
        const int16_t l_1981 = 0xB243L;
        int32_t l_2005 = 0xBDD60269L;
        int32_t l_2013 = 0x8510FE28L;
        int32_t l_2019 = 0L;
        int32_t l_2021 = 0L;
        int32_t l_2022 = 9L;
        int32_t l_2023 = 0xEF0FCA7AL;
        int32_t l_2024[5];
        int32_t l_2025[4] = {(-3L),(-3L),(-3L),(-3L)};
        int32_t l_2077 = 0xBE8BBC11L;
        uint64_t l_2232 = 1UL;
        uint64_t l_2280 = 0xCD32EB8022FB2075LL;
        uint16_t l_2299 = 0x5A13L;
        const int32_t l_2390 = 0L;
        int i, j, k;
        for (i = 0; i < 5; i++)
            l_2024[i] = 0x3D9AE04DL;
        if ((safe_add_func_uint8_t_u_u(p_4, (g_805[7][2][1] = (0xDDL <= (65535UL <= (safe_lshift_func_uint16_t_u_u(65535UL, 5))))))))
        { /* block id: 750 */
            return l_1942[1][0][0];
        }
        else
        { /* block id: 752 */
            uint32_t l_1983 = 0x9EBD9A09L;
            int32_t l_1993 = 0xE6373A52L;
            int16_t l_2006 = 0xA6E9L;
            int32_t l_2016 = 1L;
            int32_t l_2018 = 0x2DB99A08L;
            int32_t l_2020[1][8] = {{0x6DD80937L,0x6DD80937L,0x6DD80937L,0x6DD80937L,0x6DD80937L,0x6DD80937L,0x6DD80937L,0x6DD80937L}};
            uint16_t l_2043 = 65535UL;
            int i, j;
            for (l_1691 = 0; (l_1691 >= 36); l_1691 = safe_add_func_uint32_t_u_u(l_1691, 2))
            { /* block id: 755 */
                int64_t l_1979 = 0x8B6301A115B702FBLL;
                int16_t l_1980 = 0L;
                if ((safe_div_func_int8_t_s_s((safe_sub_func_int32_t_s_s((p_4 , (safe_mod_func_int64_t_s_s((safe_rshift_func_int16_t_s_u(((safe_add_func_int8_t_s_s((l_39[4][3][1] = (g_32[2][2] = (safe_rshift_func_int8_t_s_s(0xEBL, ((((safe_lshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(((safe_sub_func_uint64_t_u_u((((g_805[4][1][2] < ((safe_unary_minus_func_int16_t_s((safe_mul_func_int16_t_s_s(((safe_add_func_uint8_t_u_u((((safe_sub_func_uint16_t_u_u((((safe_sub_func_uint64_t_u_u((safe_sub_func_int8_t_s_s(g_507, (((g_165 = (safe_rshift_func_int16_t_s_s(p_4, (((((g_508[2][4] || (((!(safe_div_func_uint16_t_u_u(l_1756, 4L))) && l_33) <= l_1979)) != p_4) != g_1431) && l_39[7][0][3]) , 0x6D72L)))) ^ l_1979) <= 0xF3B833ABCDD9412DLL))), 18446744073709551615UL)) | g_805[7][0][1]) || 4294967286UL), p_4)) == 0L) < 0x34C7A94659963D25LL), g_171)) , l_1979), 0x2474L)))) | 6L)) , 0xC846L) > 0UL), 18446744073709551615UL)) <= g_692[0]), p_4)), 15)) & p_4) || g_74[4]) && l_1980))))), p_4)) ^ 1L), 7)), 0xB76BFA07829EF45FLL))), l_1979)), l_1981)))
                { /* block id: 759 */
                    uint16_t l_1988 = 0x1314L;
                    if (l_1980)
                        goto lbl_1982;
                    if (l_1983)
                        continue;
                    l_1993 &= ((l_1988 = (safe_mul_func_int8_t_s_s((safe_div_func_int16_t_s_s(g_509[1][7][2], g_975[0][2])), p_4))) > (((p_4 >= ((l_1983 == ((safe_div_func_int32_t_s_s(g_1368, (((safe_add_func_uint64_t_u_u(((g_126 , p_4) || l_1796), g_93)) | p_4) | g_96))) == 0UL)) , g_1382)) <= 0xDC01L) , 0UL));
                    return g_1208;
                }
                else
                { /* block id: 765 */
                    int8_t l_2002[5] = {0L,0L,0L,0L,0L};
                    int i;
                    l_39[7][1][1] = (~(safe_mul_func_uint16_t_u_u(g_509[1][7][2], ((safe_sub_func_int16_t_s_s((p_4 < g_805[7][0][1]), (~(((g_41 || (l_35 = g_213)) ^ ((safe_add_func_int32_t_s_s(0x4B99C906L, g_509[0][4][0])) ^ 1UL)) ^ p_4)))) , 65528UL))));
                    l_2002[0] = (-6L);
                }
                if (p_4)
                    continue;
                return g_712;
            }
            for (l_1993 = 6; (l_1993 < 14); ++l_1993)
            { /* block id: 775 */
                uint16_t l_2007 = 65531UL;
                int32_t l_2010 = (-1L);
                int32_t l_2012 = (-1L);
                int32_t l_2014 = (-1L);
                int32_t l_2015[4] = {3L,3L,3L,3L};
                int i;
                for (g_5 = 0; (g_5 <= 3); g_5 += 1)
                { /* block id: 778 */
                    int32_t l_2017[6][6][1] = {{{0xB3FAAA11L},{0xCF13EF27L},{(-1L)},{(-8L)},{(-1L)},{0xCF13EF27L}},{{0xB3FAAA11L},{0xCF13EF27L},{(-1L)},{(-8L)},{(-1L)},{0xCF13EF27L}},{{0xB3FAAA11L},{0xCF13EF27L},{(-1L)},{(-8L)},{(-1L)},{0xCF13EF27L}},{{0xB3FAAA11L},{0xCF13EF27L},{(-1L)},{(-8L)},{(-1L)},{0xCF13EF27L}},{{0xB3FAAA11L},{0xCF13EF27L},{(-1L)},{(-8L)},{(-1L)},{0xCF13EF27L}},{{0xB3FAAA11L},{0xCF13EF27L},{(-1L)},{(-8L)},{(-1L)},{0xCF13EF27L}}};
                    int i, j, k;
                    ++l_2007;
                    if (p_4)
                        break;
                    ++l_2026;
                }
            }
            if ((0x1BL | ((g_5--) , ((((safe_div_func_int64_t_s_s(0x8344C52AE09E57DELL, g_784)) ^ (l_2020[0][4] |= ((l_1868 , p_4) | (safe_add_func_uint8_t_u_u(l_1983, (safe_unary_minus_func_int8_t_s(1L))))))) < p_4) & 4294967295UL))))
            { /* block id: 786 */
                int16_t l_2036 = 0x5B1FL;
                int32_t l_2037 = 4L;
                int32_t l_2038[6][1] = {{0L},{0x756161B4L},{0x756161B4L},{0L},{0x756161B4L},{0x756161B4L}};
                uint8_t l_2040 = 0xA8L;
                int i, j;
                ++l_2040;
                --l_2043;
                if (g_435)
                    goto lbl_1825;
                if (l_1993)
                    continue;
            }
            else
            { /* block id: 791 */
                return p_4;
            }
        }
        if (((l_35 = (safe_mul_func_int16_t_s_s(l_2019, l_1796))) , (safe_div_func_uint64_t_u_u((0xC585436CL > ((safe_sub_func_uint8_t_u_u(g_175[4][1][0], (safe_rshift_func_uint16_t_u_s((++g_1382), g_172[1])))) ^ (((((safe_mul_func_int16_t_s_s((l_39[5][1][1] = (p_4 > ((safe_rshift_func_int16_t_s_u(((safe_sub_func_uint32_t_u_u(g_165, 6UL)) < l_2026), l_44)) || l_39[7][6][3]))), 0x2718L)) ^ g_435) || 0UL) && p_4) == 65535UL))), g_1356))))
        { /* block id: 798 */
            int16_t l_2072 = 0xCFC3L;
            int32_t l_2080 = (-1L);
            int32_t l_2105 = 0xFE3433D9L;
            int32_t l_2106 = 1L;
            int32_t l_2108[3][6] = {{0x5E7DFD77L,(-1L),0x5E7DFD77L,(-1L),0x5E7DFD77L,(-1L)},{0xC0A7A41CL,(-1L),0xC0A7A41CL,(-1L),0xC0A7A41CL,(-1L)},{0x5E7DFD77L,(-1L),0x5E7DFD77L,(-1L),0x5E7DFD77L,(-1L)}};
            int64_t l_2115 = 0x5AC69754A7424A16LL;
            int16_t l_2196 = (-10L);
            uint32_t l_2210[8][6] = {{0xBC1048C7L,18446744073709551609UL,0x678D2191L,18446744073709551615UL,0x93490A45L,18446744073709551615UL},{0x08C7D7CDL,0xB2DDF9F6L,0x93490A45L,18446744073709551609UL,18446744073709551615UL,18446744073709551615UL},{0x4D839DCFL,0x678D2191L,0x678D2191L,0x4D839DCFL,0x1552C1E9L,18446744073709551609UL},{18446744073709551615UL,1UL,18446744073709551615UL,0x24C14AC4L,0x12E7A469L,0x93490A45L},{18446744073709551615UL,0x08C7D7CDL,0x0E314D76L,0xB2DDF9F6L,0x12E7A469L,0xB2DDF9F6L},{18446744073709551614UL,1UL,18446744073709551614UL,0UL,0x1552C1E9L,0x08C7D7CDL},{18446744073709551609UL,0x678D2191L,18446744073709551615UL,0x93490A45L,18446744073709551615UL,0x1552C1E9L},{0x24C14AC4L,0xB2DDF9F6L,0UL,0x93490A45L,0x93490A45L,0UL}};
            uint64_t l_2237 = 0xCD07881EB536408CLL;
            int i, j;
            if ((safe_mod_func_uint64_t_u_u((safe_sub_func_int8_t_s_s((safe_unary_minus_func_int16_t_s(((l_39[1][6][1] |= (safe_mod_func_int32_t_s_s(((safe_sub_func_uint32_t_u_u((!(g_975[0][2] ^= (-1L))), g_172[0])) & (g_96--)), (l_1796 , (safe_mul_func_int8_t_s_s((g_74[4] < ((l_2077 >= l_2072) || (l_2080 = (l_2013 ^= (safe_add_func_int64_t_s_s((0xF8L > g_1553), g_32[3][0])))))), 0x9DL)))))) != g_93))), l_1804[6][3][2])), 0x156D6AF887B57A75LL)))
            { /* block id: 804 */
                int32_t l_2085[1];
                int64_t l_2113[8];
                int32_t l_2233[5] = {7L,7L,7L,7L,7L};
                int i;
                for (i = 0; i < 1; i++)
                    l_2085[i] = (-1L);
                for (i = 0; i < 8; i++)
                    l_2113[i] = (-9L);
                if ((safe_div_func_int16_t_s_s((g_172[2] &= ((18446744073709551608UL ^ (safe_rshift_func_int8_t_s_u(g_975[0][2], 6))) | (0L < (p_4 < 0xF66B12AB2EF7AE60LL)))), (l_2085[0] = 0x097EL))))
                { /* block id: 807 */
                    uint32_t l_2090[7];
                    int32_t l_2102 = 1L;
                    int32_t l_2103 = 3L;
                    int32_t l_2104 = 0L;
                    int32_t l_2107 = 0xB4D037FDL;
                    int32_t l_2109 = 0x4BC1B410L;
                    int32_t l_2110 = 0L;
                    int32_t l_2111 = 9L;
                    int32_t l_2112 = (-4L);
                    int32_t l_2114[7][8] = {{0x153FB835L,0x8A26608AL,0x153FB835L,0x6875451FL,0L,9L,0L,0L},{0L,(-8L),(-1L),(-1L),(-8L),0L,0L,0L},{0L,0xF23C85BEL,(-1L),(-8L),0xF23C85BEL,(-1L),0x8A26608AL,9L},{(-8L),0x8A26608AL,0L,(-1L),0x6875451FL,(-1L),(-1L),0x6875451FL},{0L,0x6875451FL,0x6875451FL,0L,(-8L),9L,(-1L),0x153FB835L},{0x8A26608AL,0L,0L,(-1L),0L,0L,0x8A26608AL,0xF23C85BEL},{0L,0L,0x8A26608AL,0xF23C85BEL,9L,9L,0xF23C85BEL,0x8A26608AL}};
                    uint8_t l_2116 = 0xB5L;
                    int i, j;
                    for (i = 0; i < 7; i++)
                        l_2090[i] = 0x5EF3DC7BL;
                    l_33 &= ((((safe_sub_func_int64_t_s_s((safe_div_func_uint32_t_u_u(1UL, (g_2091 = l_2090[6]))), 0UL)) > (-1L)) > (safe_div_func_int32_t_s_s((g_93 = (l_2090[3] > ((0x05L >= l_2072) < g_509[0][0][1]))), p_4))) >= g_435);
                    l_2102 = ((!(l_2024[3] &= 0x118BB287L)) , (safe_add_func_uint32_t_u_u((safe_mod_func_int64_t_s_s((p_4 , ((((((0UL || ((((safe_rshift_func_uint8_t_u_s(0x3FL, 5)) > 0x001E4C7BL) && g_975[0][2]) , g_96)) , 0xC93F566D0E4E92F3LL) , l_2101) != 18446744073709551615UL) & g_1382) && 4UL)), p_4)), p_4)));
                    l_2116--;
                }
                else
                { /* block id: 814 */
                    const int8_t l_2123 = 0x8FL;
                    int32_t l_2128 = 0x87942FDFL;
                    l_2128 &= (safe_mod_func_uint32_t_u_u(((l_2113[7] , ((((l_1691 <= 0UL) <= ((((safe_div_func_uint8_t_u_u((l_2123 <= ((l_1916[1][0][0] = (p_4 != (~(g_712 & (g_1432[3] |= (safe_sub_func_uint64_t_u_u(g_803, 0xDCA54B29628448E6LL))))))) , l_2127[0][2])), 0xD5L)) , 1UL) , 1UL) || p_4)) ^ p_4) & l_2123)) != g_975[1][0]), g_805[7][0][1]));
                    return g_41;
                }
                if ((p_4 == p_4))
                { /* block id: 820 */
                    int64_t l_2153 = 0x8A526B9961FB5A1CLL;
                    int32_t l_2154 = (-7L);
                    l_2005 ^= (safe_lshift_func_uint8_t_u_u((safe_unary_minus_func_int32_t_s(p_4)), 3));
                    l_33 = (safe_mod_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s(l_2022, (safe_unary_minus_func_uint8_t_u((safe_sub_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(((l_2005 = g_692[0]) != (safe_mul_func_uint16_t_u_u(0x5DA1L, (safe_mod_func_uint32_t_u_u((safe_add_func_uint64_t_u_u(((safe_rshift_func_uint16_t_u_u((g_1372 & (safe_mod_func_int32_t_s_s((safe_rshift_func_int8_t_s_u(((((--g_175[5][0][5]) < ((safe_mul_func_int8_t_s_s((l_31 |= g_781[3]), ((l_2105 = (safe_sub_func_int64_t_s_s(g_435, ((l_2154 = 0xAACA20D0D0034040LL) > g_12)))) , 0xFBL))) ^ 255UL)) != 0xEECB6DF7L) ^ 7UL), l_2113[4])), 0x52515C4FL))), 15)) ^ g_509[1][7][2]), g_74[4])), 0xC628E7DFL))))), p_4)), 0x7AL)))))), p_4));
                    l_2154 = ((safe_mod_func_int16_t_s_s(3L, ((safe_lshift_func_uint8_t_u_u(0UL, (safe_mul_func_uint16_t_u_u((safe_sub_func_int8_t_s_s(((((p_4 , (safe_add_func_int16_t_s_s(p_4, l_2019))) & ((((safe_div_func_int64_t_s_s(((0x7AL ^ (safe_div_func_int32_t_s_s(((safe_add_func_int64_t_s_s(p_4, g_1368)) != l_2108[1][4]), (-1L)))) && 0x83CC6C28L), g_692[0])) || g_37) ^ p_4) & l_2113[7])) != 0xAC18L) < l_2019), p_4)), g_1372)))) | p_4))) <= g_836);
                }
                else
                { /* block id: 829 */
                    int16_t l_2181 = 1L;
                    l_2085[0] = (safe_div_func_uint32_t_u_u(l_2113[5], (safe_mul_func_uint16_t_u_u((l_2181 || (g_1432[2] , ((safe_rshift_func_uint8_t_u_s((safe_mul_func_uint8_t_u_u((((l_2113[7] != g_175[2][1][3]) | l_2113[7]) || (safe_div_func_uint64_t_u_u((l_2024[3] && 0x59EA843FL), (-4L)))), g_805[3][1][4])), l_2181)) , l_2113[7]))), p_4))));
                }
                for (g_1369 = 27; (g_1369 != 1); --g_1369)
                { /* block id: 834 */
                    uint64_t l_2211 = 0x7EA83542E864DD7ELL;
                    int32_t l_2234[8][6] = {{3L,(-2L),0xFE11D75FL,0x8F8C8DCBL,0x8F8C8DCBL,0xFE11D75FL},{0x025040C9L,0x025040C9L,5L,0xF64F9DF0L,0x8F8C8DCBL,0x57672B30L},{0x8F8C8DCBL,(-2L),(-1L),0xF64F9DF0L,(-2L),5L},{0x025040C9L,0x8F8C8DCBL,(-1L),0x8F8C8DCBL,0x025040C9L,0x57672B30L},{3L,0x8F8C8DCBL,5L,3L,(-2L),0xFE11D75FL},{3L,(-2L),0xFE11D75FL,0x8F8C8DCBL,0x8F8C8DCBL,0xFE11D75FL},{0x025040C9L,0x025040C9L,5L,0xF64F9DF0L,0x8F8C8DCBL,0x57672B30L},{0x8F8C8DCBL,(-2L),(-1L),0xF64F9DF0L,(-2L),5L}};
                    int i, j;
                    g_1431 ^= (safe_add_func_uint64_t_u_u(0x5F68451DA20F2D78LL, ((safe_mod_func_uint64_t_u_u((safe_sub_func_int64_t_s_s(l_2196, (~(((safe_add_func_int32_t_s_s((g_780 < (((l_2085[0] &= g_172[3]) | p_4) != (safe_mod_func_uint16_t_u_u((safe_add_func_int32_t_s_s(((((safe_div_func_uint16_t_u_u(0x25AFL, (safe_div_func_uint64_t_u_u((((g_692[0] = ((g_37 = g_509[1][7][2]) > (-3L))) <= 0UL) <= p_4), 0x4E40719D097376D9LL)))) , g_1356) & l_1688) ^ p_4), g_175[4][1][0])), 0xDEAAL)))), l_2210[1][0])) & l_2211) != p_4)))), 5UL)) | l_1916[2][3][1])));
                    g_1432[3] = (g_93 = (safe_div_func_uint8_t_u_u(l_2211, p_4)));
                    g_1432[3] = 0x6D468CD8L;
                    l_2234[7][4] |= (l_2233[2] &= ((safe_lshift_func_int16_t_s_u((safe_rshift_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u(((safe_add_func_int8_t_s_s((safe_lshift_func_int8_t_s_s(p_4, p_4)), (~((l_2106 = ((safe_add_func_int32_t_s_s((l_2211 == g_2011), g_803)) || l_1916[3][2][2])) || (!(safe_div_func_uint16_t_u_u(0x189BL, g_779[1][3][5]))))))) ^ l_2232), l_2113[7])) > g_1432[3]), 5)), l_2085[0])) ^ 0x4BB505C278FC5BB5LL));
                }
                if ((((safe_rshift_func_uint8_t_u_s(((l_2237 > (safe_mul_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s(l_2113[0], 1)) >= g_1208), (0xA5ACL > (safe_div_func_uint32_t_u_u(p_4, (safe_lshift_func_int16_t_s_u(((safe_mul_func_int16_t_s_s((safe_lshift_func_int8_t_s_u((((((((g_5 ^ ((safe_unary_minus_func_uint8_t_u(((safe_sub_func_uint64_t_u_u(((((safe_mul_func_uint16_t_u_u(((g_585 == l_2085[0]) > 0x3F5295C0743C3C9FLL), (-1L))) <= p_4) > p_4) & l_1868), g_1522)) & 0xE35246B9L))) | g_5)) < p_4) , g_712) > g_213) & g_41) ^ p_4) || p_4), g_781[3])), l_2077)) & l_1804[4][2][0]), p_4)))))))) != 1UL), g_1372)) , 0xAE093211L) || g_804))
                { /* block id: 846 */
                    int8_t l_2262[7] = {0x6BL,0x6BL,(-1L),0x6BL,0x6BL,(-1L),0x6BL};
                    int32_t l_2263 = 1L;
                    int i;
                    g_126 = ((3L < (l_2077 = ((((safe_unary_minus_func_uint8_t_u(((safe_div_func_uint64_t_u_u((safe_rshift_func_int8_t_s_u((p_4 | (l_2113[7] > (safe_mul_func_uint8_t_u_u((l_2263 = l_2262[0]), (safe_lshift_func_int16_t_s_s(0x1981L, (0xC718L == ((~(((safe_sub_func_uint64_t_u_u((~(+0x84EFL)), l_2262[1])) ^ 0xCAA4L) & 4294967289UL)) <= p_4)))))))), 7)), l_2262[0])) & (-1L)))) < g_5) , l_2263) , (-2L)))) > g_780);
                    if (l_1942[1][0][0])
                        break;
                    if (g_1553)
                        continue;
                    l_2085[0] = (g_781[3] >= (g_213++));
                }
                else
                { /* block id: 854 */
                    return l_2275;
                }
            }
            else
            { /* block id: 857 */
                const int16_t l_2279 = 2L;
                l_1916[1][4][6] = ((g_12 != (!((((safe_sub_func_uint16_t_u_u(l_2279, (g_172[3] = p_4))) && ((l_2280--) , p_4)) || 0xAFL) ^ (p_4 > ((safe_div_func_uint16_t_u_u((safe_mod_func_int64_t_s_s(g_508[0][2], g_509[1][7][2])), l_2024[0])) <= l_1868))))) >= 255UL);
                g_1431 = ((safe_rshift_func_uint16_t_u_u(l_2279, 12)) ^ (safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(((g_779[1][2][0] != (safe_mul_func_int8_t_s_s(((safe_rshift_func_int16_t_s_u((0x3347F472L ^ (safe_rshift_func_int16_t_s_s(g_2011, 5))), 5)) && g_32[3][3]), g_804))) , (l_35 = g_175[4][1][0])), 10)), l_1804[3][0][1])));
            }
            for (g_803 = 3; (g_803 >= 0); g_803 -= 1)
            { /* block id: 866 */
                int64_t l_2318 = (-9L);
                int32_t l_2340 = 1L;
                if (g_435)
                    break;
                for (g_12 = 0; (g_12 <= 1); g_12 += 1)
                { /* block id: 870 */
                    uint8_t l_2317 = 0x4CL;
                    int i;
                    g_1432[(g_12 + 1)] ^= ((l_2299 | (~g_804)) & ((((l_2108[2][1] = ((((safe_lshift_func_int8_t_s_u((18446744073709551615UL > (safe_lshift_func_uint8_t_u_u((l_31 = (l_2013 = ((safe_div_func_uint32_t_u_u((safe_sub_func_int32_t_s_s((8UL > (safe_sub_func_int64_t_s_s((safe_rshift_func_int16_t_s_s(((safe_rshift_func_int16_t_s_u(((((safe_add_func_int64_t_s_s((g_41 <= 4294967287UL), (6L < l_2127[0][2]))) < (-8L)) & l_2317) > 0x4DE288B2L), l_2318)) > g_40), g_509[1][4][0])), g_1208))), p_4)), g_781[5])) | p_4))), g_783))), p_4)) < 3UL) <= p_4) || p_4)) < p_4) > 0L) > (-1L)));
                }
                for (l_2101 = 0; (l_2101 <= 1); l_2101 += 1)
                { /* block id: 878 */
                    int32_t l_2337 = 4L;
                    int i, j, k;
                    l_2337 = ((safe_add_func_uint16_t_u_u((safe_add_func_int16_t_s_s(((--g_509[l_2101][(g_803 + 2)][(l_2101 + 1)]) , ((g_239 < (0x90BC9756L >= (safe_add_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(0xB522L, (((safe_mul_func_uint8_t_u_u((g_692[0] && l_2026), (safe_rshift_func_int16_t_s_s((l_2019 <= (safe_mod_func_int32_t_s_s((safe_div_func_int64_t_s_s((p_4 <= 8L), l_1916[3][0][3])), 0x017760D2L))), 5)))) , g_1208) <= 0x8BF92D9C92DA1259LL))), 1L)))) | l_1804[3][0][3])), p_4)), p_4)) && l_2232);
                    l_2340 ^= ((safe_lshift_func_uint16_t_u_u(g_126, 3)) || g_509[l_2101][(g_803 + 2)][(l_2101 + 1)]);
                    if (l_2340)
                        continue;
                }
                g_126 |= (((safe_mul_func_uint8_t_u_u(p_4, p_4)) , g_40) , (safe_mod_func_int64_t_s_s((l_2080 = ((safe_lshift_func_int16_t_s_u((p_4 , ((g_1432[3] , (((g_779[1][2][5] ^ 0x2F4DEBF9L) | p_4) != g_74[1])) & g_781[4])), 13)) != l_1867)), g_239)));
            }
            for (g_41 = 3; (g_41 >= 0); g_41 -= 1)
            { /* block id: 889 */
                uint32_t l_2388 = 0UL;
                int32_t l_2389 = 0xDF6F0E98L;
                int32_t l_2392 = 0x27088E0CL;
                int32_t l_2400 = 0xF61D2902L;
                int32_t l_2402 = 0x44760211L;
                int32_t l_2404 = (-5L);
                int32_t l_2405 = 0xEC534FBFL;
                for (g_1372 = 0; (g_1372 <= 3); g_1372 += 1)
                { /* block id: 892 */
                    int64_t l_2391 = (-3L);
                    int32_t l_2395 = 1L;
                    int i, j, k;
                    l_39[(g_1372 + 1)][(g_1372 + 2)][g_1372] = (((safe_rshift_func_uint16_t_u_u((l_39[(g_1372 + 2)][g_1372][g_1372] <= 0xBD8885FEL), g_975[1][3])) , p_4) | (safe_lshift_func_uint8_t_u_u(g_508[2][3], ((l_2023 = (safe_mul_func_int8_t_s_s(g_171, p_4))) <= 0x01L))));
                    if (p_4)
                        continue;
                    l_2395 = (((safe_mul_func_int16_t_s_s(((safe_sub_func_uint8_t_u_u((g_96 = g_213), (--g_805[4][1][5]))) == l_31), (((g_2393[0] = ((g_32[3][0] ^= (l_2021 = (l_2392 |= ((!(l_2391 = (((safe_lshift_func_uint16_t_u_s((!(((((safe_lshift_func_uint16_t_u_u(((safe_unary_minus_func_int8_t_s((g_692[0] = ((g_1432[3] = ((safe_div_func_uint64_t_u_u((g_1553 = (((safe_div_func_int32_t_s_s((((l_39[0][1][0] = (g_781[3] >= (safe_div_func_int8_t_s_s(((safe_rshift_func_int8_t_s_u(((!(((l_2106 |= ((safe_mul_func_uint8_t_u_u(((((!(l_1916[4][6][6] ^= (safe_mul_func_uint8_t_u_u(((g_803 <= (0xBD727D95L != (((safe_mul_func_int8_t_s_s((+(((safe_unary_minus_func_int64_t_s((l_2388 = ((l_2108[2][1] ^= (safe_mul_func_int16_t_s_s(g_5, (((((+((p_4 == (-1L)) < g_175[4][1][0])) | 0xE3L) ^ p_4) < p_4) , l_2387)))) & l_39[(g_1372 + 2)][g_1372][g_1372])))) & l_2389) , l_39[(g_1372 + 2)][g_1372][g_1372])), 0UL)) ^ l_2390) , (-1L)))) && l_1942[1][0][0]), l_1804[3][3][3])))) > l_2210[1][5]) , l_39[(g_1372 + 1)][(g_1372 + 2)][g_1372]) == g_975[0][2]), p_4)) , g_712)) && 0L) , 0xEE66B4F9L)) > 0x3890L), 6)) , 1L), 0xC4L)))) && l_2237) | 18446744073709551613UL), g_5)) , 0x64L) <= p_4)), l_2210[1][0])) , 0xB762DE0EL)) == g_1369)))) & l_1942[1][0][0]), p_4)) & l_1688) != g_975[0][2]) ^ p_4) || (-1L))), 2)) && l_2388) , 1L))) , g_12)))) && 0xACL)) , 0x25FE381EL) > l_33))) > 0xE6B4AE69D0608CF6LL) , g_2394);
                }
                for (g_2091 = 0; (g_2091 <= 2); g_2091 += 1)
                { /* block id: 915 */
                    int32_t l_2396 = 1L;
                    int32_t l_2397 = 0L;
                    int32_t l_2399 = (-7L);
                    int32_t l_2401 = 0xCA4502F1L;
                    int32_t l_2403 = 1L;
                    int i, j, k;
                    ++l_2406;
                    if (l_39[g_41][(g_41 + 2)][(g_2091 + 1)])
                        break;
                }
                return l_2406;
            }
            g_1432[3] |= ((g_2394 = g_508[2][1]) & ((((safe_rshift_func_int16_t_s_s((((!(g_509[1][7][2] = ((g_2091 | p_4) ^ (l_2108[2][1] |= g_126)))) > ((safe_mod_func_int8_t_s_s(g_1368, (safe_div_func_uint8_t_u_u((((p_4 >= ((p_4 && 0L) != l_2105)) < p_4) , 247UL), p_4)))) & 0L)) <= 1L), 0)) && p_4) , p_4) | 251UL));
        }
        else
        { /* block id: 925 */
            g_2394 = p_4;
            return g_712;
        }
        return l_2127[0][2];
    }
    return p_4;
}


/* ------------------------------------------ */
/* 
 * reads : g_74 g_126 g_171 g_1382 g_1369 g_1356
 * writes: g_74 g_1382
 */
static int8_t  func_17(uint64_t  p_18, int32_t  p_19, int16_t  p_20, int32_t  p_21)
{ /* block id: 632 */
    uint16_t l_1632 = 65530UL;
    int32_t l_1633 = 0x9A146816L;
    int32_t l_1651 = 6L;
    int32_t l_1652 = (-10L);
    int32_t l_1653 = 0x195C4DBEL;
    int32_t l_1654 = 0L;
    int32_t l_1655 = 0x70C141E5L;
    int32_t l_1656[2];
    uint8_t l_1657 = 4UL;
    int i;
    for (i = 0; i < 2; i++)
        l_1656[i] = (-3L);
    l_1633 |= ((p_19 > (l_1632 , (g_74[0]++))) , (safe_sub_func_uint32_t_u_u(((safe_mul_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((safe_mod_func_int16_t_s_s(((+1UL) , (safe_sub_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_s(p_18, (((safe_mod_func_uint16_t_u_u(g_126, 0xE2CBL)) <= 0x63D22498L) < l_1632))), 3L))), p_18)), l_1632)), 1UL)) && g_171), p_21)));
    ++l_1657;
    p_21 = 0x89D0E39CL;
    l_1655 = ((l_1656[0] = (((++g_1382) ^ p_19) ^ (safe_mod_func_uint8_t_u_u(g_1369, (safe_sub_func_uint64_t_u_u((((safe_lshift_func_int16_t_s_u((-1L), 0)) < ((safe_sub_func_uint16_t_u_u((safe_add_func_uint16_t_u_u(l_1657, (safe_mul_func_uint8_t_u_u(p_20, p_20)))), (safe_add_func_int16_t_s_s(l_1656[0], 65530UL)))) >= 0xC73DL)) | g_1356), 0x09B74C6A82CA5BFCLL)))))) > g_74[1]);
    return p_18;
}


/* ------------------------------------------ */
/* 
 * reads : g_40 g_12 g_32 g_37 g_74 g_5 g_93 g_41 g_96 g_126 g_175 g_165 g_172 g_213 g_171 g_239 g_435 g_509 g_507 g_508 g_585 g_692 g_712 g_784 g_804 g_779 g_805 g_781 g_783 g_803 g_968 g_975 g_836 g_780 g_1208 g_1356 g_1368 g_1369 g_1372 g_1382 g_1432 g_1522 g_1553 g_1431
 * writes: g_40 g_74 g_37 g_93 g_96 g_126 g_5 g_165 g_175 g_172 g_239 g_32 g_213 g_435 g_509 g_712 g_171 g_784 g_692 g_803 g_508 g_804 g_805 g_507 g_836 g_585 g_783 g_975 g_1208 g_1369 g_1372 g_1382 g_1432 g_1522 g_1553 g_1431
 */
static uint8_t  func_22(int32_t  p_23, uint8_t  p_24, uint32_t  p_25)
{ /* block id: 8 */
    int32_t l_52 = (-1L);
    int32_t l_1225 = 0x70B917B9L;
    int8_t l_1302 = (-9L);
    const uint32_t l_1357[5][4][7] = {{{2UL,0xDBE8D2BFL,0UL,0x5B351B92L,0UL,0xDBE8D2BFL,2UL},{0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL},{2UL,0x5B351B92L,0xC43CBCB7L,0x5B351B92L,2UL,0x00FAADD0L,2UL},{0xB0FF8978L,0x808F66AEL,0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL,0xB0FF8978L}},{{0UL,0x5B351B92L,0UL,0xDBE8D2BFL,2UL,0xDBE8D2BFL,0UL},{0xB0FF8978L,0xB0FF8978L,4294967295UL,0xB0FF8978L,0xB0FF8978L,4294967295UL,0xB0FF8978L},{2UL,0xDBE8D2BFL,0UL,0x5B351B92L,0UL,0xDBE8D2BFL,2UL},{0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL}},{{2UL,0x5B351B92L,0xC43CBCB7L,0x5B351B92L,2UL,0x00FAADD0L,2UL},{0xB0FF8978L,0x808F66AEL,0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL,0xB0FF8978L},{0UL,0x5B351B92L,0UL,0xDBE8D2BFL,2UL,0xDBE8D2BFL,0UL},{0xB0FF8978L,0xB0FF8978L,4294967295UL,0xB0FF8978L,0xB0FF8978L,4294967295UL,0xB0FF8978L}},{{2UL,0xDBE8D2BFL,0UL,0x5B351B92L,0UL,0xDBE8D2BFL,2UL},{0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL},{2UL,0x5B351B92L,2UL,0xDBE8D2BFL,0UL,0x5B351B92L,0UL},{0x808F66AEL,4294967295UL,4294967295UL,0x808F66AEL,4294967295UL,4294967295UL,0x808F66AEL}},{{0xC43CBCB7L,0xDBE8D2BFL,0xC43CBCB7L,0x00FAADD0L,0UL,0x00FAADD0L,0xC43CBCB7L},{0x808F66AEL,0x808F66AEL,0xB0FF8978L,0x808F66AEL,0x808F66AEL,0xB0FF8978L,0x808F66AEL},{0UL,0x00FAADD0L,0xC43CBCB7L,0xDBE8D2BFL,0xC43CBCB7L,0x00FAADD0L,0UL},{4294967295UL,0x808F66AEL,4294967295UL,4294967295UL,0x808F66AEL,4294967295UL,4294967295UL}}};
    int32_t l_1433 = 0x547F6BDFL;
    int32_t l_1458 = 9L;
    int32_t l_1461 = 6L;
    int32_t l_1462 = (-10L);
    uint32_t l_1489 = 0x88BE1A98L;
    uint16_t l_1516 = 0x0ADFL;
    int8_t l_1520[5][7] = {{0L,1L,0L,9L,9L,0L,1L},{0L,0x07L,0xC2L,0L,3L,3L,0L},{0xC2L,1L,0xC2L,3L,1L,0x07L,0x07L},{1L,0L,0L,0L,1L,0L,9L},{9L,0x07L,3L,9L,3L,0x07L,9L}};
    int64_t l_1521 = 1L;
    int32_t l_1547[7][1][6] = {{{(-6L),0xEC4BCCA5L,0xEC4BCCA5L,(-6L),(-6L),0xEC4BCCA5L}},{{(-6L),(-6L),0xEC4BCCA5L,0xEC4BCCA5L,(-6L),(-6L)}},{{(-6L),0xEC4BCCA5L,0xEC4BCCA5L,(-6L),(-6L),0xEC4BCCA5L}},{{(-6L),(-6L),0xEC4BCCA5L,0xEC4BCCA5L,(-6L),(-6L)}},{{(-6L),0xEC4BCCA5L,0xEC4BCCA5L,(-6L),(-6L),0xEC4BCCA5L}},{{(-6L),(-6L),0xEC4BCCA5L,0xEC4BCCA5L,(-6L),(-6L)}},{{(-6L),0xEC4BCCA5L,0xEC4BCCA5L,(-6L),(-6L),0xEC4BCCA5L}}};
    int16_t l_1590 = 0x6DA0L;
    int16_t l_1598 = 1L;
    uint8_t l_1599 = 7UL;
    int8_t l_1613 = 0xB0L;
    int16_t l_1631 = 0x9279L;
    int i, j, k;
lbl_1612:
    if ((p_25 && (func_47(p_24, l_52, ((func_53(p_25) , g_585) , (!(safe_add_func_int32_t_s_s((1UL == p_25), l_52)))), g_968) >= g_781[4])))
    { /* block id: 459 */
        int8_t l_1212 = 0xC2L;
        g_126 = (g_975[0][2] || ((p_24 == (((p_23 == 0L) > (((p_23 != (+(g_93 = (safe_mod_func_uint16_t_u_u((g_780 < ((((g_692[0] <= p_23) , g_37) >= 4294967290UL) > p_25)), l_1212))))) || l_1212) , g_968)) , l_52)) <= p_23));
    }
    else
    { /* block id: 462 */
        int64_t l_1219[2][6][7] = {{{0x93991F9F3E9C0FB5LL,6L,2L,2L,6L,0x93991F9F3E9C0FB5LL,0x0E438BC3B9795C0FLL},{0L,(-6L),0x088F20CF8FB59D32LL,2L,6L,0L,0x1C171E448A796EC2LL},{0xBEB37055834090EFLL,0L,0x088F20CF8FB59D32LL,2L,(-6L),0xBEB37055834090EFLL,0xE195F9CA702A5556LL},{0xBEB37055834090EFLL,(-6L),2L,0x088F20CF8FB59D32LL,0L,0xBEB37055834090EFLL,0x1C171E448A796EC2LL},{0L,6L,2L,0x088F20CF8FB59D32LL,(-6L),0L,0x0E438BC3B9795C0FLL},{0x93991F9F3E9C0FB5LL,6L,2L,2L,6L,0x93991F9F3E9C0FB5LL,0x0E438BC3B9795C0FLL}},{{0L,(-6L),0x088F20CF8FB59D32LL,2L,6L,0L,0x1C171E448A796EC2LL},{0xBEB37055834090EFLL,0L,0x088F20CF8FB59D32LL,2L,(-6L),0xBEB37055834090EFLL,0xE195F9CA702A5556LL},{0xBEB37055834090EFLL,(-6L),2L,0x088F20CF8FB59D32LL,0L,0xBEB37055834090EFLL,0x1C171E448A796EC2LL},{0L,6L,2L,0x088F20CF8FB59D32LL,(-6L),0L,0x0E438BC3B9795C0FLL},{0x93991F9F3E9C0FB5LL,6L,2L,2L,(-1L),(-7L),0L},{0x019FE60FEC3259DFLL,2L,0x7CC2D113C52F7251LL,0x5D22D65A44726740LL,(-1L),0x019FE60FEC3259DFLL,4L}}};
        int32_t l_1220 = 0xFC7CDD5FL;
        int32_t l_1251[7];
        uint8_t l_1259 = 0x72L;
        uint64_t l_1435 = 0x2A8D7C4020113B36LL;
        uint64_t l_1444[8][4][6] = {{{18446744073709551615UL,0x9687CE4E81C811A6LL,0x9408ECCD355FCF7ELL,0x65FBFE7AEF3532B0LL,0x9687CE4E81C811A6LL,4UL},{0xF2A9A8F4C7DE92E8LL,0x689A17249DAF3592LL,18446744073709551615UL,9UL,0x8EAE3A586188378FLL,0UL},{18446744073709551615UL,1UL,0x65FBFE7AEF3532B0LL,18446744073709551615UL,0x44FE7CC165F68C43LL,0xD4AC649E76C3D071LL},{18446744073709551615UL,5UL,1UL,9UL,18446744073709551615UL,9UL}},{{0xF2A9A8F4C7DE92E8LL,0x8EAE3A586188378FLL,0xF2A9A8F4C7DE92E8LL,0x65FBFE7AEF3532B0LL,0x46D887B2949B4DACLL,1UL},{18446744073709551615UL,1UL,0x8F75424179A94AC4LL,4UL,0xCEDB48D05236C17FLL,1UL},{1UL,0x60A84DF4719E440ALL,1UL,4UL,0x9687CE4E81C811A6LL,0x65FBFE7AEF3532B0LL},{18446744073709551615UL,0x04109DB233DAB825LL,0xD4AC649E76C3D071LL,0x65FBFE7AEF3532B0LL,0x04109DB233DAB825LL,0UL}},{{0xF2A9A8F4C7DE92E8LL,0x276BF756D9600B43LL,0x4861A8004AD166DELL,9UL,0xCEDB48D05236C17FLL,18446744073709551615UL},{18446744073709551615UL,0x09DDE5320C09CE7DLL,0x9408ECCD355FCF7ELL,18446744073709551615UL,0x121BD7E08B7EEE7ELL,0x65FBFE7AEF3532B0LL},{18446744073709551615UL,0x8EAE3A586188378FLL,2UL,9UL,18446744073709551611UL,18446744073709551607UL},{0xF2A9A8F4C7DE92E8LL,0xCEDB48D05236C17FLL,0x8F75424179A94AC4LL,0x65FBFE7AEF3532B0LL,0x44FE7CC165F68C43LL,2UL}},{{18446744073709551615UL,0x09DDE5320C09CE7DLL,18446744073709551615UL,4UL,5UL,9UL},{1UL,0x689A17249DAF3592LL,2UL,4UL,0x04109DB233DAB825LL,0x9408ECCD355FCF7ELL},{18446744073709551615UL,0x5943D0A76C368764LL,0x65FBFE7AEF3532B0LL,0x65FBFE7AEF3532B0LL,0x5943D0A76C368764LL,18446744073709551615UL},{0xF2A9A8F4C7DE92E8LL,0x60A84DF4719E440ALL,18446744073709551615UL,9UL,5UL,4UL}},{{18446744073709551615UL,9UL,0xD4AC649E76C3D071LL,18446744073709551615UL,0x46D887B2949B4DACLL,0x9408ECCD355FCF7ELL},{18446744073709551615UL,0xCEDB48D05236C17FLL,18446744073709551615UL,9UL,0UL,1UL},{0xF2A9A8F4C7DE92E8LL,5UL,18446744073709551615UL,0x65FBFE7AEF3532B0LL,0x121BD7E08B7EEE7ELL,18446744073709551615UL},{18446744073709551615UL,9UL,0xF2A9A8F4C7DE92E8LL,4UL,0x8EAE3A586188378FLL,18446744073709551607UL}},{{1UL,0x276BF756D9600B43LL,18446744073709551615UL,4UL,0x5943D0A76C368764LL,0xD4AC649E76C3D071LL},{18446744073709551615UL,0x9687CE4E81C811A6LL,0x9408ECCD355FCF7ELL,0x65FBFE7AEF3532B0LL,0x9687CE4E81C811A6LL,4UL},{0xF2A9A8F4C7DE92E8LL,0x689A17249DAF3592LL,18446744073709551615UL,9UL,0x8EAE3A586188378FLL,0UL},{18446744073709551615UL,1UL,0x65FBFE7AEF3532B0LL,18446744073709551615UL,0x44FE7CC165F68C43LL,0xD4AC649E76C3D071LL}},{{18446744073709551615UL,5UL,1UL,9UL,18446744073709551615UL,9UL},{0xF2A9A8F4C7DE92E8LL,0x8EAE3A586188378FLL,0xF2A9A8F4C7DE92E8LL,0x65FBFE7AEF3532B0LL,0x46D887B2949B4DACLL,1UL},{18446744073709551615UL,1UL,0x8F75424179A94AC4LL,4UL,0xCEDB48D05236C17FLL,1UL},{1UL,0x60A84DF4719E440ALL,1UL,4UL,0x9687CE4E81C811A6LL,0x65FBFE7AEF3532B0LL}},{{18446744073709551615UL,0x04109DB233DAB825LL,0xD4AC649E76C3D071LL,0x65FBFE7AEF3532B0LL,0x04109DB233DAB825LL,0UL},{0xF2A9A8F4C7DE92E8LL,0x276BF756D9600B43LL,0x4861A8004AD166DELL,9UL,0xCEDB48D05236C17FLL,18446744073709551615UL},{0x0CBB0764B585E2CALL,1UL,0x809D2ACC599F7C54LL,0xDF6357B9CA8446BFLL,18446744073709551615UL,18446744073709551615UL},{0x0CBB0764B585E2CALL,1UL,0x281548DE5E8D65E9LL,18446744073709551608UL,0UL,0UL}}};
        int8_t l_1457 = 0x15L;
        uint32_t l_1463 = 4UL;
        int i, j, k;
        for (i = 0; i < 7; i++)
            l_1251[i] = (-1L);
lbl_1561:
        if ((safe_lshift_func_uint8_t_u_s((safe_mul_func_uint16_t_u_u((((((safe_rshift_func_uint8_t_u_s((((((l_1220 = (l_1219[1][2][5] <= 4L)) & (safe_lshift_func_uint16_t_u_u(g_805[2][2][3], 15))) < (0x99L >= (safe_mul_func_uint16_t_u_u(g_712, (((l_52 &= 1UL) <= l_1225) , p_24))))) & p_24) || g_712), 1)) | l_1219[1][1][5]) == l_1225) , 0xD5A3C774L) , 0xD055L), 1L)), p_24)))
        { /* block id: 465 */
            const int16_t l_1250 = 1L;
            uint8_t l_1268 = 255UL;
            uint64_t l_1284 = 0UL;
            int32_t l_1301 = 0x83854D2EL;
            int32_t l_1304 = 0x59591148L;
            int32_t l_1329 = 0x1468D2DBL;
            uint32_t l_1379 = 2UL;
            int32_t l_1428 = 0L;
            int32_t l_1454[3][3][6] = {{{(-6L),0x49594783L,0xD9ACE45AL,0x4CFA5F8FL,0xD9ACE45AL,0x49594783L},{(-1L),1L,0xD4BF0CBEL,0x84E3D502L,0x49594783L,1L},{(-9L),6L,0x4CFA5F8FL,0xD4BF0CBEL,6L,0xD9ACE45AL}},{{0x84E3D502L,6L,0xE4036D57L,0x49594783L,0x49594783L,0xE4036D57L},{1L,1L,6L,0x41B8DA89L,0xD9ACE45AL,(-6L)},{1L,0x49594783L,0xD3C468E5L,(-9L),1L,6L}},{{6L,1L,0xD3C468E5L,(-6L),1L,(-6L)},{6L,(-6L),6L,1L,1L,0xE4036D57L},{1L,1L,0xE4036D57L,1L,(-1L),0xD9ACE45AL}}};
            uint32_t l_1517 = 18446744073709551615UL;
            int i, j, k;
            if ((((((safe_unary_minus_func_int64_t_s(p_23)) || 0xAC87L) >= (g_692[0] || (g_74[4] |= (0L || (l_1220 ^= (safe_rshift_func_int16_t_s_u((p_23 | (0xD0L != p_25)), g_40))))))) == g_804) == l_52))
            { /* block id: 468 */
                int8_t l_1254[8][4] = {{0xC2L,0x24L,(-5L),0x24L},{0x49L,0xC1L,7L,(-5L)},{0x24L,0xC1L,0xC1L,0x24L},{0xC1L,0x24L,0x49L,0xC2L},{0xC1L,0x49L,0xC1L,7L},{0x24L,0xC2L,7L,7L},{0x49L,0x49L,(-5L),0xC2L},{0xC2L,0x24L,(-5L),0x24L}};
                int32_t l_1267 = 0x2EB94077L;
                int i, j;
                for (g_239 = 0; (g_239 < (-11)); --g_239)
                { /* block id: 471 */
                    l_1225 &= g_836;
                }
                for (g_239 = 0; (g_239 < (-3)); g_239--)
                { /* block id: 476 */
                    l_1251[2] |= ((safe_rshift_func_uint8_t_u_s(((safe_rshift_func_uint8_t_u_u((safe_mod_func_int16_t_s_s(((((l_52 = ((6L <= 4294967293UL) != (p_24 == (safe_rshift_func_int16_t_s_u((safe_mod_func_int16_t_s_s((g_509[0][2][1] == ((safe_lshift_func_int16_t_s_s(l_1219[1][2][5], p_24)) > (safe_unary_minus_func_uint32_t_u(((((--g_804) <= l_1220) & 0xA2C7L) <= l_1250))))), 0x1965L)), l_1250))))) || 0UL) , p_23) && (-1L)), p_23)), 5)) < l_1219[0][5][4]), 4)) == g_32[2][2]);
                    l_52 = (safe_rshift_func_int16_t_s_u(l_1254[7][0], 14));
                    g_126 = (safe_lshift_func_int16_t_s_u((-3L), (l_52 = (g_74[3] ^= (((((2UL == ((l_1259 | (g_96 &= ((safe_mul_func_uint8_t_u_u((g_805[3][0][2] |= 2UL), (g_172[2] & (0x3BL > (~((safe_add_func_int32_t_s_s(0x3E43C2D1L, 4294967294UL)) & 0UL)))))) != l_1251[2]))) , 0L)) == g_509[1][7][2]) , 0xD2DD24D4L) < l_52) , g_175[4][1][0])))));
                    --l_1268;
                }
            }
            else
            { /* block id: 488 */
                uint16_t l_1285 = 9UL;
                const uint16_t l_1286 = 65532UL;
                int32_t l_1347 = 0xE3274221L;
                int16_t l_1351[8] = {0L,(-2L),(-2L),0L,(-2L),(-2L),0L,(-2L)};
                int i;
                for (l_1259 = 0; (l_1259 <= 1); l_1259 += 1)
                { /* block id: 491 */
                    uint32_t l_1281 = 0xCDBAF12AL;
                    int32_t l_1303 = 1L;
                    int i;
                    l_1251[(l_1259 + 3)] |= (((safe_mul_func_int16_t_s_s((safe_mod_func_int8_t_s_s(1L, (safe_mul_func_int8_t_s_s(((safe_mod_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(((p_25 && (0xD56E6F18L & l_1281)) , 1UL), (((l_1281 , ((safe_sub_func_int64_t_s_s(l_1268, 0xFCA7196719E8C424LL)) , g_805[7][0][1])) || l_1250) , l_1281))), l_1284)) <= l_1285), g_585)))), 0x162DL)) ^ p_24) <= l_1286);
                    if (g_783)
                        continue;
                    l_1304 = ((safe_sub_func_uint16_t_u_u((p_25 == (--g_213)), ((safe_lshift_func_int8_t_s_u(g_93, 7)) != (l_1303 = ((safe_add_func_int64_t_s_s(g_509[1][7][2], (((g_5 == ((((l_1225 = ((l_1220 = (safe_lshift_func_int16_t_s_u((safe_div_func_int64_t_s_s(((l_1301 &= (g_975[0][2] = (safe_mod_func_int8_t_s_s((l_1251[2] = p_23), (-4L))))) || ((((p_23 <= l_1268) ^ p_25) >= g_805[4][0][3]) < g_508[2][2])), l_1281)), 5))) && g_96)) != (-3L)) , g_41) == 0x41L)) != p_24) & p_25))) & l_1302))))) && p_23);
                }
                if (((((safe_mul_func_int16_t_s_s((0x988027D7L > p_25), (safe_lshift_func_uint8_t_u_s(g_1208, (g_74[1] || p_25))))) , l_1285) ^ p_24) | 0UL))
                { /* block id: 503 */
                    int64_t l_1318 = 0x79A7158E8FDCBFF2LL;
                    int32_t l_1350[7][6];
                    int i, j;
                    for (i = 0; i < 7; i++)
                    {
                        for (j = 0; j < 6; j++)
                            l_1350[i][j] = (-1L);
                    }
                    g_126 &= (l_52 &= (p_25 || ((+(safe_mul_func_int8_t_s_s(p_25, (p_25 == p_24)))) , (safe_mod_func_int32_t_s_s(((((((((((-4L) && (safe_lshift_func_uint8_t_u_s(1UL, (((0xC1L ^ l_1318) == l_1302) & g_975[0][2])))) < l_1220) != 4L) & l_1286) & g_175[6][0][4]) & 3UL) == 4L) & l_1302) , l_1219[0][5][5]), 0x400DFD6AL)))));
                    g_126 = 0x68AF363FL;
                    l_1225 = (safe_mul_func_int16_t_s_s(l_1304, p_24));
                    l_1220 = (((((safe_mod_func_int16_t_s_s((((g_783 & (((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((safe_mod_func_int64_t_s_s((((((l_1329 , (safe_mul_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u(((safe_div_func_uint32_t_u_u(((safe_mul_func_uint8_t_u_u((safe_add_func_int64_t_s_s((safe_mul_func_int8_t_s_s((+1UL), ((safe_mul_func_int16_t_s_s(((l_1347 = (--p_24)) , ((((((safe_mod_func_int16_t_s_s((((l_1350[3][4] = 18446744073709551615UL) ^ (p_23 != (l_1351[7] = g_40))) <= (safe_add_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_u(g_126, g_96)) >= g_585), l_1251[2]))), p_25)) > l_1302) < p_23) ^ p_24) >= l_1286) , l_52)), l_1219[1][1][3])) != (-1L)))), l_1318)), (-1L))) & g_5), l_1318)) , p_23), g_37)), l_1318))) , g_1356) && p_23) && 6UL) , (-1L)), g_37)), 7)), 1L)) & p_23) , l_1357[1][1][5])) , g_507) | l_1301), p_23)) != g_213) ^ 4UL) , 0UL) >= p_25);
                }
                else
                { /* block id: 513 */
                    l_1304 = (((safe_lshift_func_int16_t_s_u(((g_975[0][2] = (4L ^ (p_23 == (safe_sub_func_int16_t_s_s(((safe_mod_func_uint8_t_u_u((p_24--), 0x64L)) , (p_24 > (safe_add_func_uint64_t_u_u(g_805[7][2][5], l_1285)))), (4294967295UL && g_1368)))))) || l_52), 13)) >= p_25) != g_172[2]);
                    g_1369++;
                }
            }
            g_1372++;
            if (((4294967295UL >= (safe_mod_func_uint16_t_u_u(0xC767L, g_74[4]))) || l_1219[1][2][5]))
            { /* block id: 521 */
                int32_t l_1377 = 0xC88B2CD9L;
                int32_t l_1378[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_1378[i] = 1L;
                --l_1379;
                for (g_1369 = 0; (g_1369 <= 2); g_1369 += 1)
                { /* block id: 525 */
                    --g_1382;
                    if (g_126)
                        continue;
                }
                if (((safe_lshift_func_uint8_t_u_u(((((l_1302 || ((safe_mul_func_int8_t_s_s((65535UL >= (g_239 = (safe_sub_func_uint64_t_u_u(g_1356, l_1251[3])))), (l_1225 = ((safe_add_func_uint32_t_u_u(((safe_rshift_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_s((safe_lshift_func_uint16_t_u_u(((g_509[1][7][2] , (p_23 , l_1219[0][0][4])) > 0xDEL), 4)), 0)) > g_783), l_1377)) == 0x06CAL), 6UL)) >= l_1301)))) , l_1357[1][1][5])) , g_804) > 0xE8L) , 0xC7L), g_803)) == p_24))
                { /* block id: 531 */
                    uint16_t l_1427 = 0xAD96L;
                    int32_t l_1429 = 0x9A0D857AL;
                    int32_t l_1430[4][2][7] = {{{(-4L),0x42C0C0D9L,0x42C0C0D9L,(-4L),(-4L),0x42C0C0D9L,0x42C0C0D9L},{(-1L),1L,(-1L),1L,(-1L),1L,(-1L)}},{{(-4L),(-4L),0x42C0C0D9L,0x42C0C0D9L,(-4L),(-4L),0x42C0C0D9L},{0x6F2763BDL,1L,0x6F2763BDL,1L,0x6F2763BDL,1L,0x6F2763BDL}},{{(-4L),0x42C0C0D9L,0x42C0C0D9L,(-4L),(-4L),0x42C0C0D9L,0x42C0C0D9L},{(-1L),1L,(-1L),1L,(-1L),1L,(-1L)}},{{(-4L),(-4L),0x42C0C0D9L,0x42C0C0D9L,(-4L),(-4L),0x42C0C0D9L},{0x6F2763BDL,1L,0x6F2763BDL,1L,0x6F2763BDL,1L,0x6F2763BDL}}};
                    int32_t l_1434[1][6] = {{0xA126D5D7L,0x78ECB1BDL,0xA126D5D7L,0xA126D5D7L,0x78ECB1BDL,0xA126D5D7L}};
                    int i, j, k;
                    g_93 = (safe_div_func_int32_t_s_s((safe_lshift_func_uint16_t_u_s(((--g_784) || (((safe_sub_func_int32_t_s_s((g_175[3][1][5] , ((((l_1429 = (safe_lshift_func_int16_t_s_u((p_24 || ((safe_add_func_int8_t_s_s((0x5C28L && g_836), (safe_rshift_func_int16_t_s_s((safe_add_func_int32_t_s_s((safe_div_func_int64_t_s_s(((safe_unary_minus_func_int8_t_s((safe_div_func_int32_t_s_s((safe_rshift_func_uint16_t_u_s((g_1382 = ((p_25 && (safe_lshift_func_uint16_t_u_s(((p_24--) <= (~l_1427)), (l_1377 > l_1268)))) & l_1427)), p_23)), (-1L))))) <= l_1428), l_1357[1][3][6])), 0x7D65E09AL)), l_1259)))) == l_1259)), p_25))) && 0xEEL) & l_1329) < 0xEB6FL)), g_213)) || l_1378[2]) != 0xA147L)), g_96)), 0x4759140CL));
                    l_1435--;
                }
                else
                { /* block id: 538 */
                    int8_t l_1438[1][3][7];
                    uint16_t l_1439 = 4UL;
                    int i, j, k;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 3; j++)
                        {
                            for (k = 0; k < 7; k++)
                                l_1438[i][j][k] = 0L;
                        }
                    }
                    l_1225 = (g_1432[3] = p_23);
                    l_1439--;
                }
                for (g_165 = 13; (g_165 == (-13)); g_165 = safe_sub_func_uint32_t_u_u(g_165, 1))
                { /* block id: 545 */
                    int32_t l_1447 = (-1L);
                    --l_1444[3][2][1];
                    return l_1447;
                }
                if (g_780)
                    goto lbl_1561;
            }
            else
            { /* block id: 549 */
                int32_t l_1451 = 0xA0F5D06FL;
                int32_t l_1452 = 0xF4485386L;
                int32_t l_1453[8] = {0x095BDB6CL,(-1L),0x095BDB6CL,0x095BDB6CL,(-1L),0x095BDB6CL,0x095BDB6CL,(-1L)};
                int8_t l_1456 = (-10L);
                int i;
                l_1433 ^= 0L;
                for (g_1372 = 0; (g_1372 >= 37); ++g_1372)
                { /* block id: 553 */
                    int32_t l_1450 = (-1L);
                    int32_t l_1455 = 0x9BD807B5L;
                    int32_t l_1459 = 0x307D2F2AL;
                    int32_t l_1460 = 0x36B64EC7L;
                    l_1450 = 0xA6500AC9L;
                    if (p_24)
                        continue;
                    --l_1463;
                    l_1453[0] &= (((g_435++) > (0x0FL <= (safe_sub_func_int64_t_s_s((safe_div_func_uint64_t_u_u((((safe_mod_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u(65535UL, (g_692[0] , 0x725CL))), (safe_rshift_func_uint16_t_u_s((l_1251[2] &= (safe_add_func_uint64_t_u_u((((g_784 ^= ((--g_175[4][1][0]) & (~((l_1450 |= (safe_mod_func_int16_t_s_s(((g_975[0][2] = ((safe_mod_func_uint16_t_u_u(((p_25 |= g_804) | (g_509[1][7][2] == (((g_32[3][0] |= (safe_mul_func_int16_t_s_s(((g_805[7][0][1] & p_24) , g_40), p_23))) < (-1L)) >= g_5))), g_779[1][2][6])) & 4L)) > g_783), p_24))) , l_1489)))) , 0x9ACB9AD8L) != g_12), 0xBEA7AB91731EC5C9LL))), l_1460)))) ^ g_968) != g_126), 6L)), g_781[3])))) | 0x0746L);
                }
                g_1432[2] &= (+((safe_add_func_uint64_t_u_u(((!((safe_div_func_uint64_t_u_u((((l_1457 > ((safe_div_func_uint64_t_u_u(((safe_div_func_uint16_t_u_u(((((safe_mod_func_uint16_t_u_u(g_692[0], (safe_add_func_uint32_t_u_u(l_1428, (((safe_rshift_func_int16_t_s_u(p_24, 8)) | ((((g_5++) != (g_175[4][0][0]--)) & (g_37 = (safe_lshift_func_int16_t_s_u((safe_add_func_uint64_t_u_u((g_74[4] != ((safe_lshift_func_uint8_t_u_u(l_1444[3][2][1], 2)) < ((l_1220 ^= 1L) , g_1372))), g_975[0][2])), l_1451)))) >= l_1225)) , 9UL))))) <= 0x15F69C95L) < l_1453[6]) < p_23), l_52)) ^ p_25), p_24)) > p_23)) , p_24) < l_1301), 0x6304C1E99CE824E2LL)) <= g_509[1][3][2])) < g_784), p_25)) < l_1516));
                ++l_1517;
            }
            ++g_1522;
        }
        else
        { /* block id: 575 */
            uint16_t l_1525[2][6] = {{0x055AL,0x055AL,0x055AL,0x055AL,0x055AL,0x055AL},{0x055AL,0x055AL,0x055AL,0x055AL,0x055AL,0x055AL}};
            uint8_t l_1539 = 250UL;
            int32_t l_1540 = 0xA9ECDA58L;
            int32_t l_1541 = 0xB5A1670AL;
            int32_t l_1542 = 0x8D7CC361L;
            int32_t l_1543 = 0xB8D75BABL;
            int32_t l_1544 = 0xC8B770B6L;
            int32_t l_1545 = 0xA66D780BL;
            int32_t l_1546 = 0xB45D8605L;
            int32_t l_1548 = 0xDFAFAEEAL;
            int32_t l_1549 = (-1L);
            int32_t l_1550 = 0L;
            int32_t l_1551 = 0xDED565E8L;
            int32_t l_1552 = 0xA948EF61L;
            int i, j;
            ++l_1525[0][3];
            l_1541 &= ((safe_mul_func_uint16_t_u_u((safe_div_func_int64_t_s_s((safe_rshift_func_uint16_t_u_u((((safe_sub_func_int64_t_s_s((p_24 | (safe_mod_func_uint16_t_u_u(g_803, l_1357[1][1][5]))), (65531UL ^ l_1525[1][3]))) , (((+2L) < (((((p_24 = ((l_1540 |= l_1539) & l_1539)) > l_1489) >= l_1525[0][3]) > 8UL) , p_23)) ^ l_1539)) , l_1220), 11)), g_968)), g_74[0])) > g_692[0]);
            g_1553--;
            for (l_1540 = 11; (l_1540 == 10); l_1540 = safe_sub_func_int8_t_s_s(l_1540, 4))
            { /* block id: 583 */
                uint64_t l_1560 = 0xF4882922823BC9BELL;
                for (l_1550 = 1; (l_1550 == 27); l_1550++)
                { /* block id: 586 */
                    l_1547[5][0][5] = (((l_1544 ^= 0x92D07B58L) , p_25) & l_1549);
                    if (l_1560)
                        continue;
                }
                return l_1541;
            }
        }
        for (g_836 = (-18); (g_836 <= 3); g_836++)
        { /* block id: 597 */
            if (g_213)
                goto lbl_1561;
        }
        for (g_1431 = 0; (g_1431 < (-29)); g_1431 = safe_sub_func_int32_t_s_s(g_1431, 3))
        { /* block id: 602 */
            uint64_t l_1566 = 8UL;
            if (l_1566)
                break;
        }
    }
    for (p_23 = (-7); (p_23 != 0); p_23++)
    { /* block id: 608 */
        uint32_t l_1571[5][3] = {{0xD8C12D2EL,0xD8C12D2EL,5UL},{1UL,0x3D5C99C4L,5UL},{0x0651BB73L,0xF78164E9L,0x0651BB73L},{0x0651BB73L,1UL,0xF78164E9L},{1UL,0x0651BB73L,0x0651BB73L}};
        int32_t l_1589 = (-7L);
        int32_t l_1595[2];
        int32_t l_1608[2];
        int64_t l_1614 = 0xA229E4AD3B5CD870LL;
        int i, j;
        for (i = 0; i < 2; i++)
            l_1595[i] = 9L;
        for (i = 0; i < 2; i++)
            l_1608[i] = 0x6D1804C2L;
        if ((safe_add_func_int8_t_s_s(l_1571[1][2], ((l_1489 != ((l_1589 = (safe_rshift_func_int16_t_s_u((g_239 = (safe_mod_func_int8_t_s_s((((!p_23) == p_23) && ((safe_add_func_uint64_t_u_u(((((safe_mul_func_int16_t_s_s(((safe_rshift_func_int16_t_s_s((safe_add_func_uint64_t_u_u(((safe_mul_func_int16_t_s_s(p_23, l_1357[1][1][5])) >= ((g_836 = g_1432[3]) && g_32[4][2])), 0x82B207A6BD092039LL)), p_25)) <= g_507), l_1571[0][2])) >= g_1356) < 0xD121A816L) & 0xEFL), 0x3D987420EBC3EF76LL)) , p_24)), g_32[4][3]))), 6))) != p_23)) != l_1590))))
        { /* block id: 612 */
            int32_t l_1594[5];
            int i;
            for (i = 0; i < 5; i++)
                l_1594[i] = 0x45CEE31AL;
            l_1589 = (~((l_1225 , (0xBDAE04FCAD5747D7LL < (g_171 > 0x78L))) >= ((((safe_mod_func_int64_t_s_s((-4L), p_25)) || (l_1594[1] , g_5)) != g_41) != g_805[7][0][1])));
        }
        else
        { /* block id: 614 */
            int16_t l_1596[8][8][2] = {{{0xC413L,0xB4C4L},{1L,0xE157L},{0x2E58L,0x0AA3L},{1L,6L},{0x3526L,0x3690L},{0xB9B5L,0x1549L},{0x1421L,1L},{0x2E58L,0x144DL}},{{0L,0x1BEDL},{0x0AA3L,0xD08BL},{0xBAF7L,(-2L)},{1L,0xC7D8L},{1L,0x144DL},{(-1L),(-1L)},{1L,6L},{0xB9B5L,(-1L)}},{{(-5L),0x2E58L},{0x1421L,0x0AA3L},{(-1L),0x8437L},{(-7L),0x1BEDL},{0xC413L,(-2L)},{1L,1L},{1L,0xB4C4L},{0L,0x8437L}},{{0x1549L,(-1L)},{1L,0x1549L},{(-5L),1L},{(-5L),0x1549L},{1L,(-1L)},{0x1549L,0x8437L},{0L,0xB4C4L},{1L,1L}},{{1L,(-2L)},{0xC413L,0x1BEDL},{(-7L),0x8437L},{(-1L),0x0AA3L},{0x1421L,0x2E58L},{(-5L),(-1L)},{0xB9B5L,6L},{1L,(-1L)}},{{(-1L),0x144DL},{1L,0xC7D8L},{1L,(-2L)},{0xBAF7L,0xD08BL},{0x0AA3L,0x1BEDL},{0L,0x144DL},{0x2E58L,1L},{0x1421L,0x1549L}},{{0xB9B5L,0x3690L},{0x3526L,6L},{1L,0x0AA3L},{0x2E58L,0xE157L},{1L,0xB4C4L},{0xC413L,0xD08BL},{(-2L),0xD08BL},{0xC413L,0xB4C4L}},{{1L,0xE157L},{0x2E58L,0x0AA3L},{1L,6L},{0x3526L,0x3690L},{0xB9B5L,0x1549L},{0x1421L,1L},{0x2E58L,0x144DL},{0L,0x1BEDL}}};
            int32_t l_1597[7][1] = {{0x59705C1AL},{0x250EA554L},{0x59705C1AL},{0x250EA554L},{0x59705C1AL},{0x250EA554L},{0x59705C1AL}};
            uint32_t l_1615[1][2];
            int i, j, k;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 2; j++)
                    l_1615[i][j] = 0x0C98DD7AL;
            }
            ++l_1599;
            for (g_93 = (-10); (g_93 <= (-14)); g_93--)
            { /* block id: 618 */
                int64_t l_1604 = 0x7FCF48D7B25C4239LL;
                int32_t l_1605 = 0xE8AD242CL;
                int32_t l_1606[6] = {5L,0x278E53D0L,0x278E53D0L,5L,0x278E53D0L,0x278E53D0L};
                int64_t l_1607[1][4] = {{0x8A111E94574F1344LL,0x8A111E94574F1344LL,0x8A111E94574F1344LL,0x8A111E94574F1344LL}};
                uint32_t l_1609 = 0UL;
                int i, j;
                l_1609--;
                g_1432[2] = (6L != p_23);
                if (g_171)
                    goto lbl_1612;
                l_1608[0] = 3L;
            }
            l_1615[0][1]--;
        }
        if (l_1595[0])
            break;
        return g_172[2];
    }
    l_1461 = (((~(!g_32[1][0])) <= (+0x4099L)) > (0x07C9L < (((l_1462 = (safe_add_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s(p_24, 7)), ((((safe_rshift_func_int16_t_s_s((l_1302 , l_1516), 3)) <= (safe_sub_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_u(7UL, 10)) >= l_1462), 0x6DEFL))) > 0x39A27A7DL) >= l_1631)))) < l_1598) , g_239)));
    return p_24;
}


/* ------------------------------------------ */
/* 
 * reads : g_37 g_40 g_175 g_804 g_783 g_781 g_74 g_692 g_5 g_507 g_435 g_975 g_779 g_836 g_172 g_585 g_239 g_805 g_508 g_93 g_165 g_126 g_32 g_41 g_803 g_509 g_96
 * writes: g_32 g_783 g_175 g_975 g_692 g_435 g_93 g_74 g_126 g_805 g_172 g_509 g_96 g_1208
 */
static const int32_t  func_47(uint16_t  p_48, int8_t  p_49, uint64_t  p_50, uint8_t  p_51)
{ /* block id: 389 */
    int16_t l_1057 = 0L;
    int32_t l_1058 = 0x499F69F5L;
    int32_t l_1059 = (-10L);
    int32_t l_1060 = 0L;
    int32_t l_1061 = (-1L);
    int16_t l_1080 = (-6L);
    int32_t l_1165 = 8L;
lbl_1134:
    l_1061 &= (safe_mul_func_int8_t_s_s((g_32[3][0] = g_37), (((safe_unary_minus_func_int32_t_s((l_1060 |= (((((safe_lshift_func_int8_t_s_s((safe_mod_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((0xB01CL != ((safe_lshift_func_uint8_t_u_s((safe_rshift_func_int8_t_s_u((safe_mul_func_uint8_t_u_u(255UL, (g_40 >= (~(2L <= (safe_rshift_func_int16_t_s_u(0x9391L, 5))))))), 4)), 1)) != (((((l_1058 &= (safe_div_func_int8_t_s_s((l_1057 = ((p_49 || p_51) > 1UL)), p_49))) ^ l_1059) || l_1058) <= l_1059) || l_1059))), g_175[0][0][1])), p_48)), 5)) > g_804) <= l_1059) , 6UL) > 4294967295UL)))) & p_50) & 0x29L)));
    for (g_783 = 0; (g_783 >= 29); g_783 = safe_add_func_uint64_t_u_u(g_783, 3))
    { /* block id: 397 */
        uint16_t l_1081[1][4];
        int32_t l_1091 = (-1L);
        uint32_t l_1132 = 0x80CACDEAL;
        int32_t l_1192 = (-8L);
        int32_t l_1193 = 0L;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 4; j++)
                l_1081[i][j] = 0xEA2FL;
        }
        if ((g_781[2] != (((safe_rshift_func_int16_t_s_s((safe_lshift_func_uint8_t_u_s((safe_sub_func_uint16_t_u_u(0xC6ADL, ((l_1060 &= ((safe_rshift_func_uint8_t_u_s(8UL, 7)) >= ((g_74[4] <= ((safe_rshift_func_uint16_t_u_u((safe_add_func_uint64_t_u_u(((g_175[1][0][1]++) | (-1L)), (safe_add_func_uint8_t_u_u((((((l_1080 , ((g_975[1][2] = (g_692[1] >= 4294967295UL)) , p_49)) == g_5) , l_1061) < 0x73L) != p_48), 0xC7L)))), 6)) >= p_48)) , (-1L)))) && g_507))), 6)), 0)) > 18446744073709551613UL) | l_1081[0][2])))
        { /* block id: 401 */
            uint8_t l_1082 = 5UL;
            int64_t l_1102[5] = {(-1L),(-1L),(-1L),(-1L),(-1L)};
            int32_t l_1108 = 4L;
            int32_t l_1122[3][1][4] = {{{8L,8L,8L,8L}},{{8L,8L,8L,8L}},{{8L,8L,8L,8L}}};
            int64_t l_1155[2];
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_1155[i] = 0L;
            ++l_1082;
            g_93 = (((safe_sub_func_uint8_t_u_u(((((l_1091 |= (l_1082 , (safe_rshift_func_int8_t_s_s((safe_rshift_func_int8_t_s_s((g_692[0] = (p_49 = (l_1059 = p_49))), 1)), 0)))) , 0x38A97A09L) , (((++g_435) == (safe_rshift_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u((((safe_rshift_func_uint8_t_u_s(((safe_sub_func_uint64_t_u_u(g_975[0][0], 0x67C7A5A91D36DCE6LL)) <= (((g_779[1][2][5] >= ((l_1102[3] = 0x32574494B8FB067FLL) && 0x64796B0BF7E039D2LL)) & l_1081[0][2]) | g_836)), 5)) & l_1081[0][2]) < l_1061), l_1091)) > p_51), 7))) | 8UL)) , 255UL), p_50)) ^ l_1061) , l_1057);
            if (g_692[0])
                break;
            if (((safe_add_func_uint16_t_u_u(0x0CFEL, g_172[3])) >= (((((g_585 , ((0x764A789990F39C94LL && ((l_1108 = (~((18446744073709551615UL < (((safe_div_func_uint32_t_u_u(((((0x91L < (((18446744073709551614UL & 0L) , g_692[0]) >= 0xA2AED66DL)) ^ p_50) & p_51) , l_1082), l_1082)) == 0UL) >= 0xA8L)) != l_1102[3]))) || l_1081[0][3])) <= 0x82L)) != g_692[0]) || 0x67L) != 1L) , 1L)))
            { /* block id: 412 */
                int32_t l_1109 = 0x6618D5D0L;
                const int8_t l_1136[4][2][5] = {{{0xEEL,0xEEL,0x7BL,0xEAL,0x7BL},{0x44L,0x44L,0x72L,(-1L),0x72L}},{{0xEEL,0xEEL,0x7BL,0xEAL,0x7BL},{0x44L,0x44L,0xDCL,0L,0xDCL}},{{0x7BL,0x7BL,0xBEL,1L,0xBEL},{0x72L,0x72L,0xDCL,0L,0xDCL}},{{0x7BL,0x7BL,0xBEL,1L,0xBEL},{0x72L,0x72L,0xDCL,0L,0xDCL}}};
                int32_t l_1166 = 0x467C34EFL;
                int i, j, k;
                if ((l_1081[0][2] && (l_1091 = l_1109)))
                { /* block id: 414 */
                    int32_t l_1133 = (-2L);
                    int32_t l_1135 = 0L;
                    l_1108 = l_1109;
                    g_93 = (safe_mod_func_int16_t_s_s(((safe_add_func_int8_t_s_s(((safe_sub_func_int32_t_s_s((safe_mod_func_uint8_t_u_u(((safe_add_func_int32_t_s_s(((((safe_mul_func_uint8_t_u_u((l_1122[0][0][0] ^ ((g_435--) != (safe_rshift_func_uint8_t_u_s((l_1060 != g_239), ((((l_1061 = (safe_mul_func_uint16_t_u_u(l_1081[0][2], (g_74[4] = (safe_mod_func_uint64_t_u_u((g_805[7][0][1] && (g_692[1] & (!(((l_1080 < 0x38L) ^ 0x128AL) | g_508[2][1])))), l_1081[0][2])))))) != g_5) , 0xF1L) , 0xC5L))))), l_1132)) , p_48) || l_1058) < l_1122[2][0][3]), g_975[1][0])) > g_975[0][2]), l_1081[0][1])), l_1133)) > g_37), (-6L))) & l_1109), g_692[0]));
                    if (g_5)
                        goto lbl_1134;
                    l_1135 = (-4L);
                }
                else
                { /* block id: 422 */
                    g_93 = l_1109;
                    return l_1136[2][1][1];
                }
                for (g_93 = 12; (g_93 <= 24); g_93++)
                { /* block id: 428 */
                    uint8_t l_1151[7] = {0x2CL,0x2CL,0x2CL,0x2CL,0x2CL,0x2CL,0x2CL};
                    int i;
                    g_126 |= (5L || (((safe_mod_func_uint64_t_u_u(p_51, (l_1058 = p_50))) ^ (((safe_rshift_func_int8_t_s_u((p_49 &= (-1L)), 4)) || (safe_rshift_func_int8_t_s_s((safe_div_func_int16_t_s_s((((0L | (safe_lshift_func_int8_t_s_s(g_165, 3))) <= (safe_mod_func_int16_t_s_s((0xC8L >= 0x8CL), l_1132))) , 0xC956L), g_239)), 5))) == l_1151[1])) || 0xA687A79CF0BEA32DLL));
                    l_1166 = (1L == ((safe_rshift_func_int16_t_s_s(((l_1108 = (~(l_1155[0] ^ ((safe_lshift_func_int16_t_s_u((((--g_805[7][0][1]) , (((9UL == g_779[1][2][5]) , (p_48 >= (safe_mul_func_int16_t_s_s(p_48, (+(((l_1109 = (((safe_lshift_func_int8_t_s_u((((g_32[3][0] || p_48) , l_1061) >= g_41), g_585)) && p_48) > 250UL)) > l_1136[2][1][1]) | l_1151[1])))))) , g_74[2])) & g_975[1][1]), 4)) , g_803)))) != 0UL), p_51)) | l_1165));
                }
            }
            else
            { /* block id: 437 */
                for (g_93 = 0; (g_93 <= 1); g_93 += 1)
                { /* block id: 440 */
                    int32_t l_1178 = (-10L);
                    int i;
                    l_1178 = ((safe_div_func_int8_t_s_s((safe_sub_func_int64_t_s_s((((0xEDL && l_1155[g_93]) || (4294967295UL >= ((safe_add_func_uint16_t_u_u((safe_unary_minus_func_int8_t_s(g_779[1][2][5])), (g_172[(g_93 + 1)] = (g_509[1][7][2] , 0xCE6CL)))) , (safe_lshift_func_uint8_t_u_u((g_74[4] ^ 1L), g_172[(g_93 + 1)]))))) | l_1132), g_93)), g_126)) > l_1155[g_93]);
                    return l_1122[2][0][2];
                }
            }
        }
        else
        { /* block id: 446 */
            g_93 = p_50;
        }
        l_1193 = (((safe_div_func_uint64_t_u_u((((l_1192 &= (safe_sub_func_int64_t_s_s(((((safe_rshift_func_int8_t_s_u((safe_rshift_func_int16_t_s_u(g_37, ((safe_div_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((p_51 , (l_1091 || 0xCDA296B6L)), (((p_51 != ((g_509[1][4][0] |= (+(((g_805[7][0][5] = (0xEF05B7AE73923E33LL != (((p_50 < 0UL) , l_1057) >= l_1081[0][2]))) != 0x42L) ^ 6L))) < p_51)) & 0L) > (-6L)))), 0x578EL)) <= l_1081[0][0]))), 2)) || 65535UL) , 0UL) , 5L), 1UL))) || 0x315E145820B6EEC4LL) ^ l_1091), g_585)) ^ l_1058) , l_1091);
        l_1192 = (safe_div_func_uint16_t_u_u(((l_1091 < ((safe_div_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(l_1059, ((((safe_add_func_uint16_t_u_u(((l_1081[0][1] < (((l_1192 != ((-9L) == (safe_rshift_func_uint8_t_u_s((g_96--), 4)))) ^ (safe_sub_func_int32_t_s_s(l_1080, ((g_1208 = (g_509[1][7][2] = g_93)) >= 0UL)))) , 0x3E97L)) <= l_1081[0][2]), p_51)) && l_1059) != l_1081[0][2]) || 0L))), 0x1E71L)) && 6UL)) && p_48), 0x77DFL));
    }
    return g_803;
}


/* ------------------------------------------ */
/* 
 * reads : g_40 g_12 g_32 g_37 g_74 g_5 g_93 g_41 g_96 g_126 g_175 g_165 g_172 g_213 g_171 g_239 g_435 g_509 g_507 g_508 g_585 g_692 g_712 g_784 g_804 g_779 g_805 g_781 g_783 g_803 g_968 g_975 g_836
 * writes: g_40 g_74 g_37 g_93 g_96 g_126 g_5 g_165 g_175 g_172 g_239 g_32 g_213 g_435 g_509 g_712 g_171 g_784 g_692 g_803 g_508 g_804 g_805 g_507 g_836 g_585
 */
static uint32_t  func_53(uint8_t  p_54)
{ /* block id: 9 */
    int8_t l_55 = 0x58L;
    int32_t l_71 = 0xF3C6E3A6L;
    int32_t l_174 = 0x545A2E4BL;
    int64_t l_268 = (-1L);
    uint8_t l_280 = 0x25L;
    int16_t l_281 = 1L;
    int32_t l_351 = 0x54450C69L;
    int32_t l_352 = 0L;
    int16_t l_397[6];
    int64_t l_523 = 0xE924110843C73DD6LL;
    uint32_t l_538 = 0x1E7B29B7L;
    uint32_t l_789 = 4294967292UL;
    uint32_t l_821 = 0UL;
    uint32_t l_869[8] = {7UL,7UL,7UL,7UL,7UL,7UL,7UL,7UL};
    int8_t l_910 = 5L;
    uint16_t l_953[4] = {65529UL,65529UL,65529UL,65529UL};
    int i;
    for (i = 0; i < 6; i++)
        l_397[i] = (-1L);
lbl_717:
    for (g_40 = 3; (g_40 >= 0); g_40 -= 1)
    { /* block id: 12 */
        int32_t l_56 = (-1L);
        int16_t l_95[6][6] = {{0L,5L,0xDA9DL,0x7144L,0x7144L,0xDA9DL},{(-1L),(-1L),(-9L),(-1L),0x7144L,0xF67AL},{0x7144L,5L,1L,(-1L),5L,(-9L)},{(-1L),0x7144L,1L,0x7144L,(-1L),0xF67AL},{0L,0x7144L,(-9L),0L,5L,0xDA9DL},{0L,5L,0xDA9DL,0x7144L,0x7144L,0xDA9DL}};
        uint32_t l_240 = 0x1F936FB5L;
        int64_t l_242 = (-3L);
        uint16_t l_299 = 8UL;
        int i, j;
        l_56 = l_55;
        if ((((safe_rshift_func_int16_t_s_s(((safe_add_func_int8_t_s_s((safe_add_func_uint8_t_u_u((l_55 | 255UL), (l_55 >= (safe_div_func_int16_t_s_s(((safe_sub_func_int64_t_s_s((p_54 || ((safe_mod_func_uint32_t_u_u(((((((0x26129DC0L <= 0x0FC3BC34L) | ((safe_rshift_func_int8_t_s_s(0x77L, 3)) || 1L)) ^ p_54) & l_55) ^ 0x11L) | l_55), l_56)) ^ 0x46L)), p_54)) && 18446744073709551610UL), l_55))))), p_54)) & 0xED0AL), 1)) <= l_55) , p_54))
        { /* block id: 14 */
            l_71 = 1L;
        }
        else
        { /* block id: 16 */
            l_56 = (safe_lshift_func_int16_t_s_s((g_12 > (g_32[4][1] >= p_54)), 3));
            g_74[4] = p_54;
        }
        for (g_37 = 0; (g_37 <= 3); g_37 += 1)
        { /* block id: 22 */
            const uint32_t l_92 = 1UL;
            int32_t l_107 = 7L;
            int32_t l_173 = (-7L);
            int32_t l_195[5] = {0L,0L,0L,0L,0L};
            const int64_t l_208 = 0xE782F8447B9DC6C3LL;
            int i;
            for (l_55 = 0; (l_55 <= 3); l_55 += 1)
            { /* block id: 25 */
                int32_t l_94[8][7][4] = {{{0x625AE403L,0xE49794E5L,0L,0x9CF69D43L},{0x625AE403L,1L,(-3L),1L},{1L,0x9CF69D43L,0L,0xE49794E5L},{1L,1L,(-3L),1L},{0x625AE403L,1L,0L,9L},{0x625AE403L,0x744102D6L,(-3L),0x744102D6L},{1L,9L,0L,1L}},{{1L,1L,(-3L),1L},{0x625AE403L,0xE49794E5L,0L,0x9CF69D43L},{0x625AE403L,1L,(-3L),1L},{1L,0x9CF69D43L,0L,0xE49794E5L},{1L,1L,(-3L),1L},{0x625AE403L,1L,0L,9L},{0x625AE403L,0x744102D6L,(-3L),0x744102D6L}},{{1L,9L,0L,1L},{1L,1L,(-3L),1L},{0x625AE403L,0xE49794E5L,0L,0x9CF69D43L},{0x625AE403L,1L,(-3L),1L},{1L,0x9CF69D43L,0L,0xE49794E5L},{1L,1L,(-3L),1L},{0x625AE403L,1L,0L,9L}},{{0x625AE403L,0x744102D6L,(-3L),0x744102D6L},{1L,9L,0L,1L},{1L,1L,(-3L),1L},{0x625AE403L,0xE49794E5L,0L,0x9CF69D43L},{0x625AE403L,1L,(-3L),1L},{1L,0x9CF69D43L,0L,0xE49794E5L},{1L,1L,(-3L),1L}},{{0x625AE403L,1L,0L,9L},{0x625AE403L,0x744102D6L,(-3L),0x744102D6L},{1L,9L,0L,1L},{1L,1L,(-3L),1L},{0x625AE403L,0xE49794E5L,0L,0x9CF69D43L},{0x625AE403L,1L,(-3L),1L},{1L,0x9CF69D43L,0L,0xE49794E5L}},{{1L,1L,(-3L),1L},{0x625AE403L,1L,0L,9L},{0x625AE403L,0x744102D6L,(-3L),0x744102D6L},{1L,9L,0L,1L},{1L,1L,(-3L),1L},{0x625AE403L,0xE49794E5L,0L,0x9CF69D43L},{0x625AE403L,1L,(-3L),1L}},{{1L,0x9CF69D43L,0L,0xE49794E5L},{1L,1L,(-3L),1L},{0x625AE403L,1L,0L,9L},{0x625AE403L,0x744102D6L,(-3L),0x744102D6L},{1L,9L,0L,1L},{1L,1L,(-3L),1L},{0x625AE403L,0xE49794E5L,0L,0x9CF69D43L}},{{0x625AE403L,1L,(-3L),1L},{1L,0x9CF69D43L,0L,0xE49794E5L},{1L,1L,(-3L),1L},{0x625AE403L,1L,0L,9L},{0x625AE403L,0x744102D6L,(-3L),0x744102D6L},{1L,9L,0L,1L},{1L,1L,(-3L),1L}}};
                int i, j, k;
                if ((safe_sub_func_uint16_t_u_u(((safe_unary_minus_func_uint16_t_u(g_32[g_37][g_40])) == ((safe_rshift_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s((((l_94[4][5][0] |= (g_93 = (safe_mod_func_uint8_t_u_u((p_54 , (g_74[4] == (safe_sub_func_int16_t_s_s((((((((l_56 ^ (safe_mul_func_int16_t_s_s(p_54, ((safe_div_func_uint8_t_u_u(((0xC3L >= l_55) < g_37), (-2L))) , l_55)))) <= l_55) | 0xE3E4L) | p_54) & 8UL) & g_5) < 6L), 1L)))), l_92)))) != l_95[2][3]) & 6L), g_12)), p_54)), 2)) , g_12)), g_32[2][2])))
                { /* block id: 28 */
                    l_71 = 0x78834775L;
                    return g_93;
                }
                else
                { /* block id: 31 */
                    g_93 &= (0x51L >= p_54);
                }
                g_93 ^= (l_107 |= ((g_41 , ((g_96--) , (safe_div_func_uint16_t_u_u((safe_mod_func_int16_t_s_s(l_56, p_54)), ((l_95[4][0] || (((g_32[g_37][g_40] <= p_54) | (((((safe_div_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(((((g_32[g_37][g_40] || 0x6EE45795L) , 255UL) , p_54) == g_5), p_54)), (-1L))) , p_54) , 248UL) >= g_5) , l_95[2][3])) == l_94[4][5][0])) , l_71))))) && 0xFE2A04F4L));
                if (((l_94[4][5][0] & (-1L)) , (safe_rshift_func_uint8_t_u_u((safe_add_func_int64_t_s_s((((~((g_96 = 0xDDL) && g_93)) <= (p_54 != ((+((((((safe_lshift_func_uint8_t_u_s(l_95[2][4], 0)) ^ (((safe_rshift_func_uint8_t_u_s((g_126 |= (safe_sub_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((g_41 == p_54), g_93)), p_54)), 2)) | 0x88D7AC8CL), l_95[2][3]))), 0)) != 0xC124A524L) & p_54)) != 1UL) , (-2L)) == l_92) , g_37)) == p_54))) && p_54), g_37)), l_71))))
                { /* block id: 39 */
                    int32_t l_163 = 5L;
                    int32_t l_164[2][1][5] = {{{(-1L),(-1L),(-1L),(-1L),(-1L)}},{{(-1L),(-1L),(-1L),(-1L),(-1L)}}};
                    int i, j, k;
                    l_107 = (p_54 | (g_41 < ((safe_add_func_int32_t_s_s(((++g_5) , 0x821C0A70L), (safe_mod_func_uint16_t_u_u((g_32[0][2] >= (((18446744073709551611UL ^ (safe_div_func_int16_t_s_s((((safe_mod_func_int64_t_s_s(p_54, (((safe_mul_func_uint16_t_u_u((g_74[1] &= (safe_lshift_func_int8_t_s_s((l_94[2][2][2] = (l_71 != 0xEC5D80E871084FBBLL)), g_32[3][2]))), l_55)) <= 1UL) , p_54))) , g_37) , p_54), g_32[3][0]))) != 0x7EL) & g_32[3][0])), g_93)))) && 0x3DL)));
                    g_126 |= (((g_165 = (safe_mul_func_int16_t_s_s((l_92 , (safe_mul_func_uint8_t_u_u(((g_93 > (l_164[0][0][0] &= (safe_rshift_func_uint8_t_u_s((safe_mul_func_uint8_t_u_u(l_55, (safe_mul_func_uint8_t_u_u((((safe_mul_func_uint8_t_u_u(0x55L, (g_32[3][0] <= (safe_lshift_func_uint8_t_u_s(((safe_add_func_uint8_t_u_u((((((4L >= (((safe_mul_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(p_54, g_41)), 11)) && g_96), p_54)) || 0xFE034FB2L) < g_32[g_37][g_37])) & p_54) ^ l_163) > l_94[2][2][3]) >= g_74[2]), l_94[4][5][0])) | g_32[4][1]), p_54))))) >= p_54) > g_40), p_54)))), 1)))) <= 8L), p_54))), g_96))) >= (-9L)) || g_96);
                }
                else
                { /* block id: 47 */
                    l_56 = p_54;
                    if (g_32[3][0])
                        break;
                    return l_95[2][3];
                }
            }
            l_174 = (safe_lshift_func_int16_t_s_u((+(safe_mod_func_uint32_t_u_u((++g_175[4][1][0]), l_173))), 8));
            l_71 = ((l_56 &= l_71) ^ (0xD3L < (safe_lshift_func_int16_t_s_u((g_172[0] = (safe_add_func_int32_t_s_s((((g_41 <= (l_92 < (safe_sub_func_int64_t_s_s(((safe_unary_minus_func_int64_t_s((g_165 & (safe_rshift_func_uint8_t_u_s((+((safe_unary_minus_func_uint16_t_u((p_54 , (0xD9C53CF96F6E79FCLL || p_54)))) <= l_71)), 1))))) <= l_55), 0xA7359817176E7A2ALL)))) | p_54) == l_174), l_95[1][4]))), 6))));
            if ((safe_sub_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_s(((safe_lshift_func_int16_t_s_u((g_175[5][2][3] , l_174), 13)) < ((--g_5) ^ ((safe_lshift_func_uint8_t_u_s(g_41, 7)) , ((((safe_sub_func_uint16_t_u_u((((((((--g_74[4]) == 0xF8A0L) >= (safe_rshift_func_uint8_t_u_s(((safe_rshift_func_int16_t_s_u(p_54, ((((((g_165 = (g_172[2] != (p_54 || 0UL))) , l_208) >= g_126) , l_71) || 0xB115D806430963C3LL) | l_174))) || p_54), l_173))) & 0x5DAAA1FBC1C675AFLL) != l_95[3][5]) == g_12) ^ g_172[1]), g_32[3][0])) , 18446744073709551609UL) , l_173) , p_54)))), l_173)) == 6L), l_95[4][1])))
            { /* block id: 61 */
                uint32_t l_225[6][6] = {{0x422285EFL,0x422285EFL,0x15D321DFL,0xB659F954L,1UL,0xB659F954L},{0UL,0x422285EFL,0UL,0UL,0x15D321DFL,0x15D321DFL},{0x11B270AAL,0UL,0UL,0x11B270AAL,0x422285EFL,0xB659F954L},{0xB659F954L,0x11B270AAL,0x15D321DFL,0x11B270AAL,0xB659F954L,0UL},{0x11B270AAL,0xB659F954L,0UL,0UL,0xB659F954L,0x11B270AAL},{0UL,0x11B270AAL,0x422285EFL,0xB659F954L,0x422285EFL,0x11B270AAL}};
                int32_t l_260 = 3L;
                int64_t l_282 = 0L;
                int i, j;
                g_93 = (safe_mul_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(g_96, g_213)), p_54));
                l_173 = g_171;
                if ((safe_sub_func_uint64_t_u_u(((safe_mul_func_int8_t_s_s(((+(((g_5 ^ (safe_lshift_func_uint8_t_u_u(p_54, 5))) | g_32[4][3]) ^ ((safe_lshift_func_uint16_t_u_s(((safe_mod_func_int64_t_s_s((l_225[2][5] ^= g_32[3][3]), (safe_add_func_int16_t_s_s((safe_lshift_func_int16_t_s_s(3L, 15)), (((safe_rshift_func_uint8_t_u_u((18446744073709551615UL > (safe_mod_func_uint64_t_u_u(((!(safe_sub_func_uint8_t_u_u(((safe_add_func_uint32_t_u_u((g_239 = ((((l_173 || l_55) >= p_54) ^ l_56) <= 18446744073709551615UL)), g_172[2])) || g_40), 0x48L))) != g_74[3]), l_240))), 7)) | 0x9878D381L) != p_54))))) , l_95[2][3]), g_32[3][0])) < g_74[4]))) != p_54), l_56)) && p_54), g_12)))
                { /* block id: 66 */
                    int16_t l_241 = 0x5FE0L;
                    l_242 &= (l_241 = 1L);
                }
                else
                { /* block id: 69 */
                    int16_t l_258[5][7][7] = {{{0L,9L,0x12A8L,(-1L),1L,0x37B5L,0x43F5L},{1L,0x9362L,0xF0D9L,0xD81FL,8L,(-9L),0x0488L},{1L,6L,0xE89FL,(-1L),0x7CAAL,0x0488L,0xFB5BL},{0xE89FL,0x0488L,0x43F5L,0xF8F6L,0x7401L,(-1L),1L},{(-1L),0x778FL,(-5L),0L,0xFB5BL,(-9L),0xE89FL},{0L,0xF0D9L,0xE89FL,0x7CAAL,0xE89FL,0xF0D9L,0L},{1L,(-1L),8L,0x37B5L,(-9L),0L,6L}},{{0x43F5L,0x12A8L,(-1L),0x59EEL,0L,8L,(-1L)},{0xD0E7L,9L,8L,0L,0x778FL,0x2BEEL,1L},{0x9362L,0L,0xE89FL,0xD0ACL,0xD81FL,0x43F5L,0x59EEL},{0x7CAAL,8L,(-5L),0x2BEEL,0L,0x43F5L,(-9L)},{0x2BEEL,1L,(-1L),(-1L),1L,0x2BEEL,(-1L)},{0x37B5L,0x59EEL,(-9L),1L,0x7401L,8L,(-1L)},{6L,0x9362L,0x43F5L,(-1L),0x37B5L,0L,7L}},{{0x1BCBL,0x59EEL,0L,8L,(-1L),0xF0D9L,0x778FL},{1L,1L,0x37B5L,0x0488L,9L,(-9L),0xD0E7L},{1L,8L,0x1BCBL,0xD81FL,9L,1L,1L},{(-1L),0L,0xD81FL,0L,(-1L),6L,0xF8F6L},{(-1L),9L,0L,(-1L),0x37B5L,0xFB5BL,(-5L)},{0xF0D9L,0x12A8L,0xD0ACL,(-1L),0x7401L,8L,0L},{(-1L),(-1L),(-9L),1L,1L,0x37B5L,0x0488L}},{{(-1L),0xF0D9L,0x778FL,0x7401L,0L,0xE89FL,0x37B5L},{1L,0x778FL,1L,0x7401L,0xD81FL,0x12A8L,0xD81FL},{1L,6L,6L,1L,0x778FL,0xD0E7L,0xF0D9L},{0x1BCBL,1L,0x0050L,(-1L),0L,(-1L),0x7CAAL},{6L,0xD0E7L,1L,(-1L),(-9L),0x0488L,0xF0D9L},{0x37B5L,0x2BEEL,0x9362L,0L,0xE89FL,0xD0ACL,0xD81FL},{0x2BEEL,1L,1L,0xD81FL,0xFB5BL,0x7CAAL,0x37B5L}},{{0x7CAAL,7L,1L,0x0488L,(-5L),(-5L),0x0488L},{0x9362L,0x0050L,0x9362L,8L,(-1L),0L,0L},{0xD0E7L,(-1L),1L,(-1L),0xF8F6L,(-9L),(-5L)},{0x43F5L,0x7401L,0x37B5L,9L,0x778FL,0L,0x0050L},{(-1L),(-9L),1L,1L,0x37B5L,0x0488L,9L},{0L,8L,(-1L),0xD81FL,(-1L),(-1L),0x59EEL},{0xF0D9L,8L,7L,8L,0xFD89L,8L,7L}}};
                    int32_t l_259[1][1];
                    int i, j, k;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_259[i][j] = 1L;
                    }
                    g_93 ^= ((safe_add_func_uint16_t_u_u((((~0x747AF2A45AC7D607LL) == 0xEA092687L) && (safe_mod_func_uint64_t_u_u(((((g_172[2] || (((l_260 ^= ((safe_lshift_func_int16_t_s_s(((safe_mod_func_uint64_t_u_u((((safe_mul_func_int16_t_s_s((g_172[2] = 0L), (p_54 > (safe_mul_func_uint8_t_u_u((l_259[0][0] = ((0L ^ (((safe_lshift_func_uint16_t_u_s(((((l_225[2][5] == g_126) | g_171) , 0xFD5FE2A3251F7B4FLL) >= 0x5A1C812790765E25LL), l_258[0][5][0])) , (-1L)) | p_54)) ^ l_195[4])), (-2L)))))) && l_259[0][0]) != 1L), 0x5336F358EDC49FB1LL)) & g_37), 13)) > l_56)) > l_92) | p_54)) & 2L) && l_71) > l_95[2][3]), p_54))), l_225[2][5])) != p_54);
                    l_282 = ((!(((safe_rshift_func_uint8_t_u_u(0x9DL, 3)) == ((g_74[4] = ((safe_rshift_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s(l_268, 6)), 3)) != (g_32[3][0] = (safe_mod_func_uint16_t_u_u((l_56 ^= (safe_mod_func_uint8_t_u_u((((0x00BB90F5L ^ ((~(g_165 ^= (safe_add_func_uint8_t_u_u((p_54 < ((((-1L) && (safe_add_func_uint16_t_u_u(l_260, ((g_172[0] & g_172[2]) > p_54)))) , l_280) != 0xBCB58D824AE4D288LL)), g_239)))) | p_54)) == p_54) > p_54), g_74[4]))), p_54))))) >= l_281)) | p_54)) || g_41);
                }
                for (l_268 = 3; (l_268 >= 0); l_268 -= 1)
                { /* block id: 82 */
                    int32_t l_300 = 1L;
                    int i;
                    l_300 = (safe_mul_func_uint8_t_u_u(((((l_299 ^= ((g_74[(g_37 + 1)] < (safe_mod_func_int64_t_s_s((g_165 |= (safe_sub_func_uint32_t_u_u(g_37, ((safe_add_func_uint64_t_u_u(0x4D7B63DBF9BAFFA1LL, ((((0x734AA203L | (p_54 > ((safe_mod_func_uint8_t_u_u((l_173 = p_54), (safe_rshift_func_uint8_t_u_u(((safe_div_func_uint8_t_u_u(((((safe_sub_func_uint16_t_u_u(g_93, 0xF572L)) | l_208) , g_74[(g_37 + 1)]) == 0L), p_54)) >= 2UL), l_71)))) & p_54))) != 0xC6B8B8FC5BE1FB6ELL) <= 1UL) & p_54))) > p_54)))), g_171))) , (-1L))) <= l_240) , p_54) == 0x7F327632L), 0x43L));
                    return p_54;
                }
            }
            else
            { /* block id: 89 */
                uint32_t l_324 = 0x4E6D32FEL;
                int8_t l_353 = 0x69L;
                for (l_299 = 0; (l_299 < 13); l_299 = safe_add_func_int64_t_s_s(l_299, 3))
                { /* block id: 92 */
                    int16_t l_303[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_303[i] = 1L;
                    l_303[0] = 0x051ED705L;
                }
                for (l_71 = 1; (l_71 <= 4); l_71 += 1)
                { /* block id: 97 */
                    int32_t l_311 = 0x8D7DA2CBL;
                    uint8_t l_329 = 0x88L;
                    uint32_t l_350 = 5UL;
                    int8_t l_372 = 0xC5L;
                    int i;
                    l_195[(g_40 + 1)] = (((+((((g_172[l_71] ^ (p_54 && ((((safe_div_func_uint16_t_u_u(l_95[2][3], g_172[l_71])) , ((((safe_rshift_func_uint8_t_u_s(g_165, 5)) != (safe_lshift_func_uint16_t_u_u((--g_74[2]), 6))) ^ ((l_173 = (g_175[4][1][0] == ((safe_rshift_func_uint8_t_u_u(((safe_mod_func_uint16_t_u_u(((((safe_div_func_int32_t_s_s((safe_sub_func_int32_t_s_s((safe_add_func_uint32_t_u_u(l_281, l_281)), p_54)), g_96)) >= p_54) >= p_54) != 4294967287UL), g_171)) >= g_213), 6)) != 1L))) | 0L)) , g_32[4][1])) < 0x3D0A16C7L) | g_12))) & 65535UL) == g_40) <= p_54)) || l_324) || l_240);
                    l_173 = (safe_rshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u((0x649F2D25L | (l_174 ^= (l_329 = l_324))), (safe_lshift_func_uint8_t_u_s(((safe_div_func_int8_t_s_s(0x5BL, (g_32[4][2] &= (g_74[4] <= (l_353 &= (safe_add_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_u((safe_sub_func_int8_t_s_s((safe_mod_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u(((l_352 = ((((l_107 = (l_350 |= ((((safe_mul_func_uint16_t_u_u(p_54, ((0xBFEA59CFC95A83FDLL >= (safe_sub_func_uint64_t_u_u(((l_195[(g_40 + 1)] = (l_56 = 0xE5E8F527632B6C0ALL)) >= g_175[3][0][5]), l_268))) , g_171))) ^ g_172[0]) > 0xB3CFL) , g_172[l_71]))) , l_351) > (-1L)) && 0x5856EC74431727D5LL)) ^ 0xC1271EE7L), g_93)), 0x1FCEL)), l_242)), g_172[1])), 3)), l_324))))))) < g_12), g_37)))), 1));
                    g_93 = (((safe_lshift_func_int8_t_s_s((safe_add_func_uint16_t_u_u(((p_54 ^ ((g_12 <= (~(1UL >= ((safe_add_func_uint16_t_u_u(((safe_mod_func_uint16_t_u_u(l_173, 0x0190L)) && (safe_add_func_uint8_t_u_u((g_96 ^= (0x6CL && g_32[3][2])), 0x31L))), g_172[2])) | l_195[0])))) , g_32[1][0])) < 0x5EE27049L), 0x223AL)), p_54)) > l_353) , l_329);
                    g_126 = ((l_208 , ((safe_add_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((~g_40), ((g_93 = g_175[4][1][0]) , ((safe_unary_minus_func_uint16_t_u(0x36A9L)) & (((0xB493L == 3L) <= (~l_107)) ^ (-1L)))))), g_74[4])) >= 0x4CL)) < l_372);
                }
                for (l_242 = (-26); (l_242 == (-23)); l_242 = safe_add_func_uint32_t_u_u(l_242, 9))
                { /* block id: 118 */
                    return l_351;
                }
            }
        }
    }
lbl_1033:
    for (g_93 = 0; (g_93 >= 8); ++g_93)
    { /* block id: 126 */
        const int8_t l_400 = (-1L);
        int32_t l_401[6] = {1L,0x3C091DBDL,0x3C091DBDL,1L,0x3C091DBDL,0x3C091DBDL};
        const uint32_t l_487 = 0x45CFB6A6L;
        uint32_t l_540 = 6UL;
        int16_t l_677 = (-3L);
        int32_t l_693 = 0L;
        int32_t l_744 = 0x5D072A0EL;
        int i;
        l_174 = p_54;
        for (l_281 = (-5); (l_281 == 13); l_281 = safe_add_func_uint8_t_u_u(l_281, 3))
        { /* block id: 130 */
            uint32_t l_381 = 0x36656E41L;
            int32_t l_402[2];
            int32_t l_464 = 0xD6622B3AL;
            int i;
            for (i = 0; i < 2; i++)
                l_402[i] = 0x91972728L;
            if ((((((p_54 >= (safe_mul_func_int16_t_s_s((((l_381 || (safe_mul_func_int16_t_s_s(((safe_mul_func_int8_t_s_s(0x71L, (((safe_mul_func_uint8_t_u_u((safe_div_func_uint8_t_u_u((l_402[1] &= (safe_unary_minus_func_int16_t_s((l_401[5] = ((safe_rshift_func_int16_t_s_s(g_93, (safe_sub_func_uint16_t_u_u(((l_397[3] ^= (l_381 > (g_172[0] <= (l_352 &= (++g_213))))) > (g_32[3][0] = (((safe_lshift_func_uint16_t_u_s((l_400 & 65535UL), p_54)) | g_165) != 0x802CL))), 65535UL)))) ^ g_165))))), 1L)), 0xE1L)) >= p_54) != l_55))) | (-9L)), p_54))) | g_93) != (-1L)), p_54))) || l_381) , l_402[0]) , g_37) != p_54))
            { /* block id: 137 */
                for (g_5 = 0; (g_5 <= 5); g_5 += 1)
                { /* block id: 140 */
                    g_126 = g_96;
                    g_126 = (safe_mod_func_uint16_t_u_u(p_54, g_175[4][1][0]));
                }
                l_352 &= (l_401[0] ^= (0UL > (safe_lshift_func_uint8_t_u_s(g_165, p_54))));
                g_126 = 0x274C38CDL;
            }
            else
            { /* block id: 147 */
                const uint16_t l_440 = 0x2EC0L;
                int32_t l_441 = (-9L);
                for (p_54 = 0; (p_54 <= 3); p_54 += 1)
                { /* block id: 150 */
                    int32_t l_424 = 0x12C2651EL;
                    uint8_t l_425[2][4] = {{251UL,251UL,251UL,251UL},{251UL,251UL,251UL,251UL}};
                    int i, j;
                    l_425[1][1] = (l_424 &= ((safe_div_func_uint8_t_u_u(g_32[(p_54 + 1)][p_54], (safe_lshift_func_int8_t_s_u((((g_96--) >= (((+((safe_mul_func_int8_t_s_s(l_397[(p_54 + 1)], (safe_mod_func_int32_t_s_s(l_397[(p_54 + 2)], 4294967293UL)))) | g_74[p_54])) , (safe_lshift_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_s((g_74[(p_54 + 1)] <= ((safe_div_func_uint64_t_u_u(0xDFAB4422F709D5F9LL, g_74[p_54])) == 18446744073709551613UL)), g_74[p_54])) , g_74[p_54]), l_71))) <= p_54)) , g_40), 5)))) >= p_54));
                    l_174 = (safe_add_func_uint32_t_u_u((!(((safe_mod_func_uint8_t_u_u((safe_mod_func_int32_t_s_s(g_239, (g_435 = (safe_mod_func_int8_t_s_s(l_402[1], (l_424 |= ((p_54 || g_74[4]) , 1L))))))), p_54)) ^ (l_441 = (safe_mod_func_uint32_t_u_u((safe_sub_func_int64_t_s_s(p_54, p_54)), l_440)))) == p_54)), p_54));
                    l_464 &= ((((safe_mul_func_int8_t_s_s(p_54, (safe_mul_func_uint8_t_u_u((g_74[p_54] & (l_402[1] ^= (safe_rshift_func_int16_t_s_u((safe_mul_func_int8_t_s_s((safe_add_func_int32_t_s_s((g_126 = (((safe_div_func_int16_t_s_s(g_175[5][1][2], l_397[3])) & (((safe_mod_func_uint16_t_u_u(0xADD9L, (safe_sub_func_uint8_t_u_u(((safe_rshift_func_int8_t_s_s((+((safe_mod_func_uint16_t_u_u((safe_unary_minus_func_uint16_t_u(l_440)), p_54)) , 0x87360877L)), g_5)) && 1L), g_96)))) ^ g_40) | 0x65186CB05A659026LL)) | g_165)), 0L)), 0x9BL)), 6)))), p_54)))) | g_96) , 65526UL) , l_425[0][1]);
                }
                for (l_441 = (-2); (l_441 > (-16)); l_441 = safe_sub_func_int8_t_s_s(l_441, 3))
                { /* block id: 164 */
                    uint8_t l_467[5][1][5] = {{{0UL,5UL,0xC9L,5UL,0UL}},{{0UL,0x90L,0xFAL,1UL,0x90L}},{{0UL,0xFAL,0xFAL,0UL,1UL}},{{5UL,0UL,0xC9L,0x90L,0x90L}},{{0UL,0UL,0UL,1UL,0UL}}};
                    int i, j, k;
                    l_71 ^= (l_174 = l_467[4][0][4]);
                }
                g_126 = (safe_add_func_int16_t_s_s(g_435, ((l_441 | (g_32[3][0] |= (safe_lshift_func_int8_t_s_u(((l_464 = (safe_mul_func_uint8_t_u_u(((safe_mod_func_uint64_t_u_u((l_440 || (g_40 == (safe_sub_func_int8_t_s_s((safe_sub_func_uint64_t_u_u(g_175[4][1][0], (((l_174 = ((safe_rshift_func_uint8_t_u_u(((l_402[1] = p_54) <= ((l_401[5] = (+(((((safe_lshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u(p_54, g_74[4])), 13)) <= g_93) & p_54) == (-10L)) <= p_54))) < 18446744073709551615UL)), 3)) | 8UL)) , g_175[1][1][0]) , g_172[1]))), 0UL)))), 0x8811302DED6B3308LL)) , g_96), l_441))) , l_401[2]), l_487)))) ^ l_441)));
                if ((((~((((((((safe_div_func_uint16_t_u_u((safe_add_func_uint8_t_u_u(g_40, (l_401[2] && (safe_sub_func_uint32_t_u_u((1L ^ ((l_174 ^= ((g_93 == (g_12 | (g_213++))) , ((~(safe_mul_func_uint16_t_u_u(((safe_mod_func_int64_t_s_s(0x716C78F06D82980BLL, (safe_div_func_uint32_t_u_u(p_54, g_41)))) <= l_400), p_54))) < g_74[4]))) ^ 0UL)), l_401[5]))))), l_440)) , 18446744073709551613UL) | p_54) , 0xBC7F53F5L) > g_74[4]) , l_397[3]) , l_280) == 0L)) , g_96) ^ p_54))
                { /* block id: 176 */
                    int8_t l_506 = 0xA8L;
                    int32_t l_537[3][8][8] = {{{0x3880585DL,2L,(-1L),0x3880585DL,(-1L),2L,0x3880585DL,1L},{0x96479382L,(-1L),(-1L),0x3880585DL,0x3880585DL,(-1L),(-1L),0x96479382L},{1L,0x3880585DL,2L,(-1L),0x3880585DL,(-1L),2L,0x3880585DL},{0x96479382L,2L,1L,0x96479382L,(-1L),(-1L),0x96479382L,1L},{0x3880585DL,0x3880585DL,(-1L),(-1L),0x96479382L,(-1L),0x96479382L,(-1L)},{1L,(-1L),1L,(-1L),(-1L),2L,2L,(-1L)},{(-1L),2L,2L,(-1L),(-1L),1L,(-1L),1L},{(-1L),0x96479382L,(-1L),0x96479382L,(-1L),(-1L),0x3880585DL,0x3880585DL}},{{1L,0x96479382L,(-1L),(-1L),0x96479382L,1L,2L,0x96479382L},{0x3880585DL,2L,(-1L),0x3880585DL,(-1L),2L,0x3880585DL,1L},{0x96479382L,(-1L),(-1L),0x3880585DL,0x3880585DL,(-1L),(-1L),0x96479382L},{1L,0x3880585DL,2L,(-1L),0x3880585DL,(-1L),2L,0x3880585DL},{0x96479382L,2L,1L,0x96479382L,(-1L),(-1L),0x96479382L,1L},{0x3880585DL,0x3880585DL,(-1L),(-1L),0x96479382L,(-1L),0x96479382L,(-1L)},{1L,(-1L),1L,(-1L),(-1L),2L,2L,(-1L)},{(-1L),2L,2L,(-1L),(-1L),1L,2L,(-10L)}},{{2L,(-1L),0x3880585DL,(-1L),2L,0x3880585DL,1L,1L},{(-10L),(-1L),0x7EBC09C6L,0x7EBC09C6L,(-1L),(-10L),(-1L),(-1L)},{1L,(-1L),0x7EBC09C6L,1L,0x7EBC09C6L,(-1L),1L,(-10L)},{(-1L),2L,0x3880585DL,1L,1L,0x3880585DL,2L,(-1L)},{(-10L),1L,(-1L),0x7EBC09C6L,1L,0x7EBC09C6L,(-1L),1L},{(-1L),(-1L),(-10L),(-1L),0x7EBC09C6L,0x7EBC09C6L,(-1L),(-10L)},{1L,1L,0x3880585DL,2L,(-1L),0x3880585DL,(-1L),2L},{(-10L),2L,(-10L),0x7EBC09C6L,2L,(-1L),(-1L),2L}}};
                    int32_t l_539[4][2];
                    int8_t l_541 = 0xA9L;
                    int16_t l_542 = 2L;
                    int32_t l_543[7] = {0L,0L,0L,0L,0L,0L,0L};
                    int i, j, k;
                    for (i = 0; i < 4; i++)
                    {
                        for (j = 0; j < 2; j++)
                            l_539[i][j] = 0x41DF32C4L;
                    }
                    --g_509[1][7][2];
                    l_441 = (safe_div_func_int64_t_s_s((-2L), (safe_div_func_uint64_t_u_u((((l_400 , ((safe_mod_func_uint8_t_u_u((p_54 = ((safe_sub_func_int32_t_s_s((safe_add_func_int8_t_s_s((!((0x92981EF1L && l_402[1]) != (l_523 | 0x0E812F587407920ALL))), (g_435 != g_509[0][4][0]))), g_5)) >= p_54)), l_402[0])) < 0UL)) , l_400) > g_171), l_402[1]))));
                    l_543[4] = (((safe_mul_func_uint8_t_u_u((p_54 | ((safe_add_func_uint32_t_u_u(((((safe_lshift_func_uint16_t_u_u(((0L < (l_539[2][0] = ((!((g_165 = (safe_add_func_uint64_t_u_u((g_509[1][5][1] , (((((safe_div_func_int16_t_s_s(((0xF61B468DL <= ((l_537[2][5][0] = ((l_441 = (((p_54 , ((safe_rshift_func_uint16_t_u_u(p_54, 9)) || p_54)) , 0x40A9A22EL) == l_506)) || l_464)) || 0UL)) , l_441), 0xF791L)) || p_54) && g_507) , l_538) != (-6L))), 0xCB99BEAA13F8F3A4LL))) < p_54)) , l_464))) || 0xE43D249770C9ED15LL), l_401[5])) , l_540) != l_280) & g_508[2][4]), 0xB7C12FD9L)) < 0xF56BL)), g_172[2])) > l_541) || l_542);
                }
                else
                { /* block id: 185 */
                    l_401[5] = (safe_mod_func_uint64_t_u_u((l_402[1] &= p_54), g_40));
                    if (g_508[0][0])
                        continue;
                }
            }
            g_126 ^= (safe_rshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(0x1B14L, (g_12 ^ l_281))), l_55)), 5));
            if (l_402[1])
                break;
            for (l_174 = 0; (l_174 != (-30)); l_174--)
            { /* block id: 195 */
                uint64_t l_554 = 18446744073709551612UL;
                uint16_t l_567 = 0UL;
                l_554++;
                if (((18446744073709551614UL ^ (g_175[1][2][4] = (safe_add_func_int16_t_s_s(((0x14BDCBA6C47DA1D3LL && ((safe_mul_func_int64_t_s_s(g_509[1][7][2], (g_74[4] == (((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint16_t_u_u((0L ^ (g_93 >= (((safe_sub_func_uint8_t_u_u(l_567, 0x09L)) < l_402[1]) , (-1L)))), l_554)), l_554)) && p_54) != p_54)))) != g_213)) != g_509[1][7][2]), 0xAF77L)))) , g_172[2]))
                { /* block id: 198 */
                    l_402[0] = ((((safe_lshift_func_uint8_t_u_s(0x91L, 5)) , 0xD9073EF5L) , (g_165 = p_54)) || ((safe_div_func_uint64_t_u_u((((safe_add_func_int32_t_s_s(0L, (((safe_mod_func_int8_t_s_s((l_401[5] = (safe_mul_func_uint8_t_u_u((((safe_div_func_uint32_t_u_u((safe_div_func_int64_t_s_s(((g_96 |= g_172[2]) == (safe_mul_func_uint16_t_u_u((+g_585), (safe_mod_func_int64_t_s_s((safe_mul_func_int8_t_s_s(l_281, 0x74L)), g_435))))), p_54)), p_54)) ^ (-1L)) < g_508[0][0]), l_554))), (-1L))) && (-1L)) <= 0xB6535357L))) || p_54) , g_507), 18446744073709551607UL)) || g_172[2]));
                }
                else
                { /* block id: 203 */
                    uint64_t l_604 = 0xC6F839D1DCC962D9LL;
                    int32_t l_615 = 3L;
                    if (p_54)
                        break;
                    l_401[4] = (((((safe_mod_func_int16_t_s_s((safe_mul_func_int8_t_s_s(0x87L, (safe_rshift_func_uint16_t_u_s((safe_mod_func_uint8_t_u_u(5UL, (safe_rshift_func_int16_t_s_s(((safe_sub_func_int8_t_s_s(((safe_sub_func_int16_t_s_s(0L, l_604)) && l_401[0]), ((safe_mul_func_int16_t_s_s((g_172[0] &= (g_40 = (safe_mul_func_int16_t_s_s((safe_lshift_func_uint8_t_u_s(0xA2L, 3)), (0x4B23AEB33C0940A9LL >= g_175[4][1][0]))))), p_54)) != 1L))) >= g_213), g_239)))), 8)))), g_12)) | l_381) , l_567) ^ 0x08L) != 0x5BCB51F0FAA19B2ALL);
                    l_464 &= (g_126 ^= p_54);
                    l_615 &= ((safe_lshift_func_uint8_t_u_u(8UL, 6)) > (safe_mod_func_uint64_t_u_u(0x100CFA2386A4DEEBLL, 18446744073709551612UL)));
                }
            }
        }
        for (l_281 = 0; (l_281 <= (-7)); --l_281)
        { /* block id: 216 */
            uint8_t l_628[2][3][5] = {{{254UL,0xE9L,1UL,0xC2L,0xC2L},{0xC2L,0UL,0xC2L,0x79L,0x72L},{1UL,0xE9L,254UL,255UL,0x72L}},{{8UL,1UL,1UL,8UL,0xC2L},{0x3CL,8UL,254UL,0x72L,0xE9L},{0x3CL,254UL,0xC2L,254UL,0x3CL}}};
            const int32_t l_711 = 0x07E3D374L;
            int32_t l_719[1][5][8] = {{{0xF2B9FAB4L,0x686054BBL,3L,0xF2B9FAB4L,(-1L),0xF2B9FAB4L,3L,0x686054BBL},{0x686054BBL,0xECF267CDL,0x4111E1C0L,0x21A72C84L,0xECF267CDL,3L,(-1L),0x4111E1C0L},{0L,(-1L),0x8E55D73DL,0x686054BBL,0x686054BBL,0x8E55D73DL,(-1L),0L},{9L,0x686054BBL,0x4111E1C0L,3L,(-5L),9L,3L,0x21A72C84L},{(-5L),9L,3L,0x21A72C84L,3L,9L,(-5L),3L}}};
            int32_t l_720 = (-8L);
            uint16_t l_721 = 7UL;
            int i, j, k;
            g_126 &= (safe_mod_func_int32_t_s_s(l_400, (safe_add_func_uint32_t_u_u((l_352 = l_540), g_96))));
            if ((safe_rshift_func_uint16_t_u_u(g_37, (((safe_div_func_uint64_t_u_u((l_401[5] = (g_5 != (((p_54 = (safe_mod_func_int16_t_s_s(l_628[0][1][0], (safe_lshift_func_uint16_t_u_s(((-2L) & (((g_175[4][1][0] == ((safe_sub_func_int64_t_s_s((((safe_rshift_func_uint16_t_u_u((safe_div_func_uint8_t_u_u(p_54, p_54)), 5)) > 0x618A22C6L) <= 0xBDL), g_175[0][0][4])) , g_41)) , p_54) | p_54)), 6))))) && p_54) , g_93))), g_40)) || p_54) , p_54))))
            { /* block id: 221 */
                return g_41;
            }
            else
            { /* block id: 223 */
                int8_t l_675 = 0x04L;
                int32_t l_681 = 1L;
                for (l_538 = 0; (l_538 > 28); ++l_538)
                { /* block id: 226 */
                    const uint64_t l_676 = 1UL;
                    int32_t l_678 = 9L;
                    l_678 = (safe_mul_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((safe_add_func_uint64_t_u_u((((safe_sub_func_int64_t_s_s(((((((safe_lshift_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u(p_54, ((safe_mul_func_uint8_t_u_u((g_32[3][0] >= ((((safe_lshift_func_int16_t_s_s(p_54, (safe_div_func_uint16_t_u_u((+((((safe_rshift_func_int16_t_s_u((((safe_mod_func_int64_t_s_s((safe_div_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s((((g_509[0][3][2] <= 0x060E6B3AL) >= (l_352 &= (((safe_mul_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((+((safe_mul_func_uint8_t_u_u((((((0x239EL && (((safe_add_func_int64_t_s_s(l_675, 0xD543BEA05389AC7FLL)) != 1UL) && l_540)) < 0x1DL) && 1L) && p_54) != l_628[0][1][0]), g_5)) && l_401[5])), g_213)), l_675)) >= l_401[5]) == l_397[3]))) & p_54), p_54)) >= 252UL), p_54)), p_54)) == g_41) != l_487), p_54)) && p_54) | l_351) != g_126)), g_213)))) <= l_628[0][1][2]) != 0L) , 18446744073709551615UL)), p_54)) || l_628[0][1][0]))) <= g_5), 7)) ^ p_54) , l_401[5]) > g_508[2][1]) >= p_54) && l_676), l_675)) != 0L) & p_54), l_677)), p_54)), g_175[4][1][0]));
                    l_681 ^= (safe_sub_func_int16_t_s_s((l_174 == (g_435 ^= p_54)), 0x643FL));
                    l_693 = (g_165 & (g_175[2][1][1] | ((g_239 | (((safe_lshift_func_uint16_t_u_s((((safe_add_func_int8_t_s_s(g_508[0][0], ((l_401[4] = ((safe_add_func_int16_t_s_s((safe_sub_func_int64_t_s_s((p_54 , (((0x54L ^ 0x12L) & 0x0D5FCBF1A4060EC5LL) > 0x614AL)), g_509[0][6][2])), 0x392CL)) > 0UL)) & g_692[0]))) < 0xD9EEAE14L) >= l_352), 14)) < 0UL) == p_54)) , l_538)));
                    l_681 = (g_12 ^ ((+((safe_add_func_uint32_t_u_u(p_54, (l_628[0][1][0] >= (safe_sub_func_uint64_t_u_u((((safe_mul_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u(((safe_add_func_uint32_t_u_u(0x370C2376L, (safe_div_func_int64_t_s_s(((l_71 ^= l_401[3]) != (((safe_mod_func_int64_t_s_s((-1L), 4L)) >= l_538) != g_171)), p_54)))) ^ l_280), 0x53E3L)) == 0L), 255UL)) & 0xF0L) == 6UL), p_54))))) && l_711)) == (-6L)));
                }
                g_712--;
                for (l_523 = 0; (l_523 != (-24)); l_523--)
                { /* block id: 239 */
                    int16_t l_718 = 0xFB2AL;
                    if (g_507)
                        goto lbl_717;
                    g_126 &= (l_720 = (g_32[3][0] >= (l_719[0][3][2] = (l_718 |= (g_5 = l_693)))));
                }
                l_721--;
            }
            if (p_54)
            { /* block id: 249 */
                uint32_t l_743[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_743[i] = 4294967288UL;
                g_126 = (!(l_719[0][1][2] ^= (((safe_mul_func_uint8_t_u_u(l_400, (safe_div_func_int8_t_s_s(((safe_mul_func_int8_t_s_s((l_693 & (safe_rshift_func_uint8_t_u_s(((safe_mul_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(255UL, ((((g_507 ^ (((0x24AC93078B3C1DF2LL || (safe_mod_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(((safe_rshift_func_int8_t_s_s(((g_508[2][1] && (((l_400 && p_54) , 4L) || g_692[1])) , 0x0BL), 2)) ^ g_171), 7)), g_175[4][1][0]))) == g_41) , 1L)) && l_743[0]) , 0x82L) <= 0x22L))) , l_677), g_40)) >= 249UL), g_5))), p_54)) || 0x5CE8822AL), 0xE9L)))) , l_397[3]) , g_32[3][0])));
            }
            else
            { /* block id: 252 */
                return l_744;
            }
        }
    }
    if ((safe_mod_func_int64_t_s_s((safe_div_func_int32_t_s_s((safe_mod_func_uint64_t_u_u((((safe_rshift_func_int8_t_s_s(((safe_lshift_func_uint8_t_u_u(((safe_div_func_uint8_t_u_u((safe_add_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u(((-9L) & 0L), 0L)), (safe_mod_func_uint32_t_u_u(((g_508[2][1] > ((!((((((g_171 = (safe_lshift_func_uint16_t_u_s((0x00L || ((--g_712) | ((safe_sub_func_uint32_t_u_u((safe_mod_func_int64_t_s_s(((g_74[4] &= (safe_div_func_uint32_t_u_u((l_352 = (!(safe_lshift_func_int8_t_s_s(((l_71 |= g_172[0]) , p_54), 7)))), p_54))) > 0x0465L), 18446744073709551612UL)), p_54)) < (-1L)))), 15))) , g_435) , g_41) == g_40) <= l_280) ^ g_509[1][7][2])) , l_55)) < p_54), p_54)))), 255UL)) >= p_54), p_54)) , p_54), l_281)) ^ l_174) <= l_280), l_351)), l_55)), 0xC76AA23672DC300ELL)))
    { /* block id: 262 */
        int64_t l_777 = 0x327079A3C18AA77CLL;
        int32_t l_778 = (-1L);
        int32_t l_782 = (-5L);
        uint16_t l_802 = 0x0F1DL;
        uint32_t l_841 = 0x2861823EL;
        int32_t l_892[6][6] = {{0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL},{0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL},{0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL},{0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL},{0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL},{0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL,0x6F0F579FL}};
        int i, j;
        ++g_784;
        g_805[7][0][1] = (g_804 = ((g_126 = p_54) & (g_40 || (((safe_mul_func_uint16_t_u_u((((g_96 ^= ((((l_789 < (safe_add_func_int16_t_s_s(0xDC05L, (g_213--)))) && (l_782 = (((g_508[0][3] |= (g_803 = (l_174 = (((safe_div_func_uint64_t_u_u(((((safe_add_func_uint16_t_u_u(g_32[4][0], (safe_rshift_func_int8_t_s_u((g_692[1] = ((l_778 &= (safe_div_func_int32_t_s_s((g_93 = g_712), l_782))) ^ p_54)), 6)))) != g_74[4]) > p_54) > p_54), 0x29497943608AF0F3LL)) , l_782) || l_802)))) , 0xB741L) & p_54))) && 0x3DC5237EL) >= 6UL)) >= p_54) | 0x59AFL), g_172[3])) < 0x37L) >= g_41))));
lbl_1013:
        for (l_777 = (-3); (l_777 != (-27)); l_777 = safe_sub_func_int8_t_s_s(l_777, 6))
        { /* block id: 278 */
            int8_t l_824[1][6][7] = {{{0x8BL,0x4BL,0x0EL,0x0EL,0x4BL,0x8BL,0L},{0x75L,0L,0x0EL,0L,1L,7L,0L},{7L,(-1L),0xDFL,0L,0x0EL,0L,0x0EL},{1L,0x75L,0x75L,1L,0xE3L,(-1L),0L},{1L,0L,0x8BL,(-1L),0L,1L,(-1L)},{7L,0xE3L,0L,2L,0xDFL,2L,0L}}};
            const int64_t l_825 = (-1L);
            int32_t l_832 = 0xC01787F2L;
            uint64_t l_852[1];
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_852[i] = 8UL;
            l_71 = (l_782 = (+(((safe_sub_func_uint16_t_u_u((safe_sub_func_int64_t_s_s(((g_804 <= (((l_352 = g_507) != ((g_435 | ((g_74[4] = ((safe_lshift_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(6UL, ((safe_sub_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((l_174 ^= p_54), l_821)), (safe_div_func_int16_t_s_s(l_824[0][4][5], p_54)))) , g_692[1]))), g_784)) & l_782)) , (-6L))) , l_824[0][0][3])) | p_54)) , p_54), p_54)), l_825)) == p_54) , g_172[2])));
            for (g_507 = 5; (g_507 >= 0); g_507 -= 1)
            { /* block id: 286 */
                int32_t l_833 = 0L;
                int i;
                g_126 = l_397[g_507];
                l_782 ^= ((((g_805[7][0][1] = (safe_rshift_func_uint16_t_u_u((p_54 > g_507), 9))) , (l_833 ^= ((safe_lshift_func_uint8_t_u_u((((safe_lshift_func_int16_t_s_s((g_779[1][2][5] ^ ((l_832 = (((g_175[0][2][2] = p_54) , p_54) < ((18446744073709551611UL <= ((0xD50AE2CDA35ABDB0LL > g_805[1][0][1]) & l_778)) < 0xFB0E0FCBE4BC186BLL))) | g_692[0])), 12)) && 65535UL) , l_832), p_54)) | g_779[0][0][6]))) & l_397[g_507]) != p_54);
                for (g_126 = 0; (g_126 <= 1); g_126 += 1)
                { /* block id: 295 */
                    int32_t l_853 = 0x70BE0550L;
                    uint32_t l_868[3];
                    int i, j;
                    for (i = 0; i < 3; i++)
                        l_868[i] = 18446744073709551609UL;
                    l_841 = (((g_692[g_126] > g_32[g_126][(g_126 + 1)]) != ((l_832 <= ((((safe_div_func_int64_t_s_s(g_509[1][7][2], ((g_836 = 0xD0L) , g_781[1]))) == (safe_add_func_int16_t_s_s((safe_sub_func_int16_t_s_s(l_825, 0xFD39L)), 3L))) < l_832) <= p_54)) , l_832)) == 18446744073709551615UL);
                    if (l_824[0][0][0])
                        continue;
                    l_853 &= (((l_71 = (0x5FL <= (safe_div_func_int16_t_s_s(((g_805[7][0][1] = p_54) ^ ((+(((~((((0UL | ((l_852[0] &= (safe_add_func_int64_t_s_s(p_54, (safe_sub_func_uint64_t_u_u(p_54, (safe_lshift_func_uint8_t_u_s((p_54 , p_54), 4))))))) > p_54)) & 0x57L) || p_54) & g_12)) > p_54) >= g_37)) , l_852[0])), g_692[g_126])))) >= 0x07FA5F03L) , g_784);
                    g_93 = ((safe_mod_func_int64_t_s_s(((((safe_mod_func_int16_t_s_s(l_782, (safe_mul_func_uint16_t_u_u(8UL, ((252UL <= 246UL) & ((safe_sub_func_int16_t_s_s((safe_div_func_int32_t_s_s(((++p_54) == g_783), ((l_832 = (g_175[4][1][0] <= ((((++g_804) == g_692[g_126]) , g_585) , l_777))) | l_802))), l_824[0][4][5])) >= l_778)))))) > g_692[g_126]) != 4294967295UL) == l_868[0]), l_833)) & l_869[6]);
                }
            }
            for (g_585 = 0; (g_585 < (-13)); g_585 = safe_sub_func_int16_t_s_s(g_585, 5))
            { /* block id: 311 */
                l_892[4][4] = (safe_mod_func_int32_t_s_s((g_585 == (!(++g_175[4][1][0]))), (((+(0L & (safe_add_func_uint64_t_u_u((l_352 = (safe_mod_func_uint8_t_u_u(l_824[0][0][1], (((safe_add_func_uint64_t_u_u((g_5 &= (safe_lshift_func_int16_t_s_u((safe_mod_func_uint8_t_u_u((safe_sub_func_int8_t_s_s(g_712, (safe_add_func_uint64_t_u_u((p_54 , g_213), l_778)))), 1L)), g_712))), g_32[0][0])) , p_54) ^ p_54)))), l_892[0][2])))) && p_54) && g_74[4])));
                if (g_171)
                    break;
                for (l_523 = 0; (l_523 <= 2); l_523 += 1)
                { /* block id: 319 */
                    int32_t l_893 = 0x9F8F87F8L;
                    int32_t l_894 = 4L;
                    int i, j, k;
                    l_894 ^= (l_893 = g_779[l_523][l_523][(l_523 + 1)]);
                }
            }
            l_778 = (safe_lshift_func_int16_t_s_u(((g_175[4][1][0] = (safe_rshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s((((l_832 = (l_910 = (safe_mod_func_int64_t_s_s(((g_836 = g_37) >= (((safe_add_func_int32_t_s_s(1L, g_781[1])) >= (safe_lshift_func_uint8_t_u_s(p_54, (((safe_sub_func_uint32_t_u_u(((((-1L) ^ (((p_54 < ((~((g_692[0] = p_54) < g_171)) & 0x9FEEL)) ^ l_782) > l_824[0][2][2])) , g_93) , 0x4EB84E8AL), g_93)) | l_852[0]) < p_54)))) != (-1L))), (-1L))))) >= 2L) || 250UL), l_824[0][4][1])), 3))) | 1L), p_54));
        }
        for (l_352 = (-28); (l_352 != 26); l_352 = safe_add_func_uint64_t_u_u(l_352, 6))
        { /* block id: 333 */
            int32_t l_913 = 1L;
            uint32_t l_952[1];
            int i;
            for (i = 0; i < 1; i++)
                l_952[i] = 4294967295UL;
            l_913 = l_913;
            for (l_268 = 0; (l_268 <= 9); l_268++)
            { /* block id: 337 */
                uint32_t l_916 = 0xD9F94F40L;
                int32_t l_930 = 0x2D5AD810L;
                l_916--;
                g_126 = (safe_mul_func_int16_t_s_s(0xA523L, (((safe_mul_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(((((l_930 = (((~(-1L)) < p_54) >= (l_869[0] | g_781[3]))) && ((l_892[0][2] = 1UL) || ((safe_mod_func_uint64_t_u_u(((safe_lshift_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u((-2L), l_913)), 5)) != l_930), l_913)) || g_784))) == l_916) == l_523), p_54)), l_916)), g_805[7][0][1])), g_803)) && l_777) <= l_916)));
                l_892[0][2] = ((safe_mul_func_int8_t_s_s((g_692[0] ^= ((4294967291UL ^ (safe_div_func_int16_t_s_s(p_54, ((safe_add_func_int64_t_s_s((safe_div_func_uint64_t_u_u((l_782 &= (safe_add_func_uint32_t_u_u((p_54 != g_165), (((safe_div_func_int8_t_s_s((safe_sub_func_int16_t_s_s(0x8F6DL, ((~(l_802 || ((((g_40 ^ l_952[0]) ^ l_778) || l_523) ^ p_54))) >= l_268))), p_54)) && g_435) & p_54)))), p_54)), l_953[2])) & 0x026EL)))) & l_952[0])), 0x30L)) & l_778);
                l_174 ^= (((l_892[0][2] &= (safe_sub_func_int16_t_s_s(0xA6DEL, (p_54 || ((safe_sub_func_int32_t_s_s(((g_692[0] ^= (~((g_781[1] && l_913) & (p_54 & (((((l_952[0] ^ ((safe_mod_func_uint32_t_u_u((((safe_div_func_int64_t_s_s((safe_unary_minus_func_int32_t_s((safe_mul_func_int8_t_s_s(((safe_mul_func_int16_t_s_s(0xAA66L, l_952[0])) && l_952[0]), g_804)))), g_74[3])) && 0x56L) < g_41), p_54)) | g_12)) && (-7L)) | l_777) , 0xE9B7L) && p_54))))) , p_54), l_841)) <= 3UL))))) , 0x62L) , g_508[2][1]);
            }
            for (g_37 = 3; (g_37 >= 0); g_37 -= 1)
            { /* block id: 351 */
                uint32_t l_976[7] = {4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL,4294967295UL};
                int32_t l_993 = 0x5CD40C90L;
                int i;
                if ((l_351 && p_54))
                { /* block id: 352 */
                    int32_t l_992 = (-2L);
                    int32_t l_1011 = 0xC02840B3L;
                    int32_t l_1012 = 1L;
                    l_71 = g_968;
                    g_126 = (safe_div_func_int16_t_s_s((safe_mod_func_int16_t_s_s((((l_993 = ((safe_lshift_func_int8_t_s_u((g_692[1] = g_975[0][2]), (p_54 = (l_913 &= ((p_54 | l_976[3]) ^ (safe_add_func_int32_t_s_s((safe_sub_func_uint16_t_u_u((((safe_mod_func_uint32_t_u_u(g_37, (((!(safe_add_func_int64_t_s_s(((safe_mul_func_uint8_t_u_u(((p_54 , ((safe_mod_func_int16_t_s_s(p_54, ((safe_mod_func_uint64_t_u_u((l_841 , l_892[0][2]), 0x8A58CC5A3F2CF27FLL)) && l_992))) ^ g_784)) ^ g_74[3]), 0xDAL)) && p_54), g_508[2][1]))) , p_54) || p_54))) > 255UL) , g_175[4][1][0]), 0L)), g_836))))))) == 0x50A3C24EL)) | 0x5331L) && p_54), l_992)), l_992));
                    l_1012 |= ((l_992 < (safe_mul_func_int16_t_s_s(((safe_mod_func_int8_t_s_s((safe_lshift_func_int16_t_s_u((safe_sub_func_uint64_t_u_u((((l_777 ^ (+g_74[3])) ^ (((((0UL >= (((0x78343A9AL > ((l_1011 ^= ((safe_add_func_uint32_t_u_u(l_789, (safe_rshift_func_int16_t_s_u(((safe_mul_func_int8_t_s_s(((safe_add_func_int8_t_s_s(l_789, 0x45L)) != g_32[3][0]), 0L)) != l_281), 14)))) > g_165)) , l_992)) , 8UL) || p_54)) , l_953[2]) | l_992) >= 0x97L) != 0x58L)) == g_779[2][2][4]), 18446744073709551611UL)), 4)), l_55)) >= p_54), 6L))) , 0x8F6345BBL);
                    if (l_892[1][2])
                        break;
                }
                else
                { /* block id: 362 */
                    if (g_93)
                        goto lbl_1013;
                }
                for (g_836 = 0; (g_836 <= 3); g_836 += 1)
                { /* block id: 367 */
                    int8_t l_1032 = 0xE3L;
                    g_93 &= (safe_mod_func_int8_t_s_s(((((l_993 = ((safe_mul_func_int8_t_s_s((((g_784 &= g_975[0][2]) == (1UL & ((safe_mod_func_uint8_t_u_u(0x07L, (safe_sub_func_uint32_t_u_u(((safe_lshift_func_int8_t_s_s(g_508[3][1], (safe_sub_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u(g_779[0][1][2], 4)), (safe_add_func_int32_t_s_s((safe_mod_func_int16_t_s_s(l_913, (p_54 , l_952[0]))), 0UL)))))) || p_54), 0L)))) ^ l_841))) && p_54), p_54)) | l_993)) == p_54) == g_32[2][0]) & p_54), 0xE8L));
                    l_1032 |= g_968;
                    if (g_585)
                        goto lbl_1033;
                }
            }
            for (g_213 = 0; (g_213 <= 3); g_213 += 1)
            { /* block id: 377 */
                for (g_239 = 3; (g_239 >= 0); g_239 -= 1)
                { /* block id: 380 */
                    int i;
                    return g_74[(g_239 + 1)];
                }
            }
        }
    }
    else
    { /* block id: 385 */
        if (g_836)
            goto lbl_717;
    }
    return p_54;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_32[i][j], "g_32[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_40, "g_40", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_74[i], "g_74[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_165, "g_165", print_hash_value);
    transparent_crc(g_171, "g_171", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_172[i], "g_172[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_175[i][j][k], "g_175[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_213, "g_213", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    transparent_crc(g_435, "g_435", print_hash_value);
    transparent_crc(g_507, "g_507", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_508[i][j], "g_508[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_509[i][j][k], "g_509[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_585, "g_585", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_692[i], "g_692[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_712, "g_712", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_779[i][j][k], "g_779[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_780, "g_780", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_781[i], "g_781[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_783, "g_783", print_hash_value);
    transparent_crc(g_784, "g_784", print_hash_value);
    transparent_crc(g_803, "g_803", print_hash_value);
    transparent_crc(g_804, "g_804", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_805[i][j][k], "g_805[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_836, "g_836", print_hash_value);
    transparent_crc(g_968, "g_968", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_975[i][j], "g_975[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1208, "g_1208", print_hash_value);
    transparent_crc(g_1356, "g_1356", print_hash_value);
    transparent_crc(g_1368, "g_1368", print_hash_value);
    transparent_crc(g_1369, "g_1369", print_hash_value);
    transparent_crc(g_1372, "g_1372", print_hash_value);
    transparent_crc(g_1382, "g_1382", print_hash_value);
    transparent_crc(g_1431, "g_1431", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_1432[i], "g_1432[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1522, "g_1522", print_hash_value);
    transparent_crc(g_1553, "g_1553", print_hash_value);
    transparent_crc(g_2011, "g_2011", print_hash_value);
    transparent_crc(g_2091, "g_2091", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_2393[i], "g_2393[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2394, "g_2394", print_hash_value);
    transparent_crc(g_2398, "g_2398", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
