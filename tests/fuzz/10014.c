// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10014 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10014
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint32_t  f0;
   int8_t  f1;
   int64_t  f2;
   uint8_t  f3;
};

struct S1 {
   const int64_t  f0;
   uint8_t  f1;
   const int8_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static uint16_t g_38 = 0UL;
static int8_t g_56 = 0xEFL;
static int64_t g_59 = 0x1A7003B9FE29F19BLL;
static uint16_t g_63 = 0xF941L;
static int16_t g_93 = 0x5260L;
static int32_t g_154 = 0x8B144015L;
static uint32_t g_179 = 18446744073709551614UL;
static int8_t g_191 = 0L;
static int8_t g_218 = (-2L);
static int8_t g_220 = 0x5AL;
static int32_t g_221 = 0xDDAEA6C5L;
static uint64_t g_222 = 1UL;
static int32_t g_223 = 0x1B42956FL;
static int16_t g_234[7] = {1L,1L,1L,1L,1L,1L,1L};
static int32_t g_276 = (-1L);
static uint16_t g_277 = 0x0762L;
static uint16_t g_285 = 1UL;
static uint32_t g_321 = 0UL;
static uint8_t g_384 = 1UL;
static int16_t g_412 = 0x00E4L;
static struct S0 g_436[6] = {{1UL,0xF0L,1L,0x50L},{1UL,0xF0L,1L,0x50L},{1UL,0xF0L,1L,0x50L},{1UL,0xF0L,1L,0x50L},{1UL,0xF0L,1L,0x50L},{1UL,0xF0L,1L,0x50L}};
static int32_t g_464 = 0x00067A72L;
static uint8_t g_477 = 252UL;
static uint8_t g_481 = 0x07L;
static int8_t g_614[3] = {0x7FL,0x7FL,0x7FL};
static int64_t g_615 = 0x6DD8D64C3983D4A2LL;
static uint32_t g_616[2][4] = {{0xA84D3C0FL,0xA84D3C0FL,0xA84D3C0FL,0xA84D3C0FL},{0xA84D3C0FL,0xA84D3C0FL,0xA84D3C0FL,0xA84D3C0FL}};
static int32_t g_622 = 0L;
static int32_t g_625[7] = {0L,0L,0L,0L,0L,0L,0L};
static struct S1 g_736 = {-1L,0x96L,1L};
static int16_t g_838 = 0L;
static struct S0 g_884[4][2][5] = {{{{0x5E22E2ECL,0xC1L,-7L,255UL},{1UL,0x01L,1L,255UL},{1UL,0x01L,1L,255UL},{0x5E22E2ECL,0xC1L,-7L,255UL},{18446744073709551613UL,0x53L,0xB45F67C342005FE7LL,0xACL}},{{18446744073709551615UL,1L,0x4AB032F9FC0296FELL,255UL},{1UL,0x01L,1L,255UL},{0xBF06D18DL,-7L,-5L,0xC3L},{18446744073709551608UL,0x16L,-10L,0xBBL},{0x5E22E2ECL,0xC1L,-7L,255UL}}},{{{18446744073709551615UL,1L,-6L,0x18L},{18446744073709551613UL,0x53L,0xB45F67C342005FE7LL,0xACL},{18446744073709551615UL,1L,0x4AB032F9FC0296FELL,255UL},{0x0ED0518AL,1L,0x5A655DFA41A44EF4LL,255UL},{18446744073709551614UL,0x28L,0x1D03862BAEE9A96BLL,0UL}},{{0x5E22E2ECL,0xC1L,-7L,255UL},{0x21634342L,0xCBL,-10L,0x49L},{1UL,-3L,0x104453789144CFC2LL,0x14L},{0x0ED0518AL,1L,0x5A655DFA41A44EF4LL,255UL},{0x0ED0518AL,1L,0x5A655DFA41A44EF4LL,255UL}}},{{{0x21634342L,0xCBL,-10L,0x49L},{18446744073709551615UL,0x53L,-7L,255UL},{0x21634342L,0xCBL,-10L,0x49L},{0x7BC053A1L,0x9BL,0x29A55BD974A46C9CLL,0xB7L},{18446744073709551614UL,0x28L,0x1D03862BAEE9A96BLL,0UL}},{{0x21634342L,0xCBL,-10L,0x49L},{1UL,0x01L,1L,255UL},{18446744073709551613UL,0x53L,0xB45F67C342005FE7LL,0xACL},{18446744073709551615UL,0x53L,-7L,255UL},{0xBF06D18DL,-7L,-5L,0xC3L}}},{{{0x5E22E2ECL,0xC1L,-7L,255UL},{1UL,-3L,0x104453789144CFC2LL,0x14L},{0x157CE91CL,-1L,0x25570613DEB37C0DLL,0xA7L},{18446744073709551615UL,1L,0x4AB032F9FC0296FELL,255UL},{18446744073709551608UL,0x16L,-10L,0xBBL}},{{18446744073709551615UL,0x53L,-7L,255UL},{0x0ED0518AL,1L,0x5A655DFA41A44EF4LL,255UL},{18446744073709551613UL,0x53L,0xB45F67C342005FE7LL,0xACL},{0xBF06D18DL,-7L,-5L,0xC3L},{18446744073709551613UL,0x53L,0xB45F67C342005FE7LL,0xACL}}}};
static const uint64_t g_944[4][5] = {{0xDE2117A529469672LL,3UL,3UL,0xDE2117A529469672LL,0UL},{1UL,0xDE2117A529469672LL,18446744073709551608UL,0xF6D5F54598C3073ALL,0xF6D5F54598C3073ALL},{0UL,0xDE2117A529469672LL,0UL,0UL,0xDE2117A529469672LL},{0xF6D5F54598C3073ALL,3UL,0UL,0xF6D5F54598C3073ALL,0UL}};
static int32_t g_1120 = 0x13E9A86BL;
static int32_t g_1152[5] = {0x21DFA708L,0x21DFA708L,0x21DFA708L,0x21DFA708L,0x21DFA708L};
static int8_t g_1214[3] = {(-7L),(-7L),(-7L)};
static uint32_t g_1286 = 0UL;
static int8_t g_1336[5][3] = {{0x37L,0x37L,0x37L},{0x37L,0x37L,0x37L},{0x37L,0x37L,0x37L},{0x37L,0x37L,0x37L},{0x37L,0x37L,0x37L}};
static struct S0 g_1432[5][4][2] = {{{{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L},{18446744073709551611UL,0L,0L,0x78L}},{{18446744073709551611UL,0L,0L,0x78L},{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L}},{{18446744073709551611UL,0L,0L,0x78L},{18446744073709551611UL,0L,0L,0x78L}},{{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L},{18446744073709551611UL,0L,0L,0x78L}}},{{{18446744073709551611UL,0L,0L,0x78L},{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L}},{{18446744073709551611UL,0L,0L,0x78L},{18446744073709551611UL,0L,0L,0x78L}},{{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L},{18446744073709551611UL,0L,0L,0x78L}},{{18446744073709551611UL,0L,0L,0x78L},{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L}}},{{{18446744073709551611UL,0L,0L,0x78L},{18446744073709551611UL,0L,0L,0x78L}},{{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L},{18446744073709551611UL,0L,0L,0x78L}},{{18446744073709551611UL,0L,0L,0x78L},{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L}},{{18446744073709551611UL,0L,0L,0x78L},{18446744073709551611UL,0L,0L,0x78L}}},{{{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L},{18446744073709551611UL,0L,0L,0x78L}},{{18446744073709551611UL,0L,0L,0x78L},{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L}},{{18446744073709551611UL,0L,0L,0x78L},{18446744073709551611UL,0L,0L,0x78L}},{{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L},{18446744073709551611UL,0L,0L,0x78L}}},{{{18446744073709551611UL,0L,0L,0x78L},{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L}},{{18446744073709551611UL,0L,0L,0x78L},{18446744073709551611UL,0L,0L,0x78L}},{{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L},{18446744073709551611UL,0L,0L,0x78L}},{{18446744073709551611UL,0L,0L,0x78L},{0x44477FF1L,0x4AL,0xB84287DC31AB9B62LL,0x32L}}}};
static uint32_t g_1454 = 0UL;
static uint64_t g_1534 = 18446744073709551615UL;
static uint64_t g_1538 = 0xCE8D97387FE50791LL;
static uint32_t g_1576 = 0xE1636A1EL;


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static uint16_t  func_2(const int32_t  p_3, int32_t  p_4, int16_t  p_5, int64_t  p_6);
static int64_t  func_10(uint64_t  p_11, uint32_t  p_12, int32_t  p_13, struct S0  p_14);
static int8_t  func_19(uint8_t  p_20, uint32_t  p_21);
static uint8_t  func_30(uint8_t  p_31, uint32_t  p_32, uint64_t  p_33, uint16_t  p_34);
static uint16_t  func_42(int64_t  p_43, uint8_t  p_44, uint16_t  p_45, uint16_t  p_46);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_38 g_56 g_59 g_63 g_93 g_154 g_179 g_191 g_221 g_234 g_222 g_277 g_223 g_220 g_285 g_321 g_218 g_412 g_276 g_464 g_384 g_481 g_436.f3 g_436 g_477 g_616 g_625 g_622 g_614 g_736 g_615 g_884 g_944 g_838 g_1152 g_1214 g_1286 g_1336 g_1120 g_1432 g_1454 g_1534 g_1538 g_1576
 * writes: g_59 g_63 g_93 g_56 g_154 g_179 g_191 g_218 g_220 g_222 g_234 g_276 g_223 g_285 g_277 g_321 g_384 g_221 g_436 g_477 g_481 g_616 g_614 g_625 g_412 g_38 g_884.f1 g_884 g_1120 g_1214 g_1286 g_615 g_1152 g_1336 g_838 g_1538 g_1454 g_1432.f1 g_1534 g_1432
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    const int8_t l_7 = 0x51L;
    uint64_t l_35 = 0xD6446BD29A2A67F6LL;
    int64_t l_36 = 0xE30ECA6D786FF529LL;
    int8_t l_882 = 4L;
    int32_t l_883 = (-1L);
    int8_t l_1296 = 0L;
    int8_t l_1305 = 0x42L;
    int32_t l_1318 = 3L;
    int32_t l_1320 = 0x111ADEB8L;
    int32_t l_1321 = (-1L);
    int32_t l_1322 = 0x84A85563L;
    int64_t l_1323 = 0x0358784489485033LL;
    uint16_t l_1335 = 0x5B4FL;
    int32_t l_1402 = 0L;
    int32_t l_1406 = (-5L);
    int32_t l_1407 = (-1L);
    int64_t l_1476 = (-1L);
    struct S0 l_1509[6] = {{18446744073709551610UL,0xEDL,0xEA9F553DFA414CDBLL,0x73L},{18446744073709551610UL,0xEDL,0xEA9F553DFA414CDBLL,0x73L},{0x1C0F9EFBL,0xBEL,0x2EF2F4435B214709LL,4UL},{18446744073709551610UL,0xEDL,0xEA9F553DFA414CDBLL,0x73L},{18446744073709551610UL,0xEDL,0xEA9F553DFA414CDBLL,0x73L},{0x1C0F9EFBL,0xBEL,0x2EF2F4435B214709LL,4UL}};
    int16_t l_1555 = 0xE7DDL;
    uint8_t l_1577[5];
    struct S1 l_1598 = {1L,252UL,-9L};
    uint8_t l_1627 = 1UL;
    const int64_t l_1649 = 0xAE3A59CCA1581682LL;
    const int8_t l_1666[7] = {(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)};
    int8_t l_1686[3];
    int32_t l_1739 = 0xA7575488L;
    uint64_t l_1740[7][8] = {{18446744073709551607UL,18446744073709551615UL,18446744073709551609UL,18446744073709551615UL,18446744073709551607UL,0xCEC00CC8F4201962LL,0xCEC00CC8F4201962LL,18446744073709551607UL},{18446744073709551615UL,0UL,0UL,18446744073709551615UL,18446744073709551615UL,18446744073709551607UL,18446744073709551615UL,18446744073709551615UL},{0UL,18446744073709551615UL,0UL,0xCEC00CC8F4201962LL,18446744073709551609UL,18446744073709551609UL,0xCEC00CC8F4201962LL,0UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551609UL,18446744073709551607UL,18446744073709551609UL,18446744073709551607UL,18446744073709551609UL,18446744073709551615UL},{18446744073709551615UL,0UL,0xCEC00CC8F4201962LL,18446744073709551609UL,18446744073709551609UL,0xCEC00CC8F4201962LL,0UL,18446744073709551615UL},{0UL,18446744073709551615UL,18446744073709551615UL,18446744073709551607UL,18446744073709551615UL,18446744073709551615UL,0UL,0UL},{18446744073709551615UL,18446744073709551607UL,0xCEC00CC8F4201962LL,0xCEC00CC8F4201962LL,18446744073709551607UL,18446744073709551615UL,18446744073709551609UL,18446744073709551615UL}};
    int i, j;
    for (i = 0; i < 5; i++)
        l_1577[i] = 0xA8L;
    for (i = 0; i < 3; i++)
        l_1686[i] = 0x4AL;
    if (((l_1296 = ((((g_615 = ((func_2(l_7, ((((safe_rshift_func_uint8_t_u_s((func_10(((safe_mod_func_uint64_t_u_u((safe_mul_func_int8_t_s_s(func_19((((l_883 = (((safe_div_func_int32_t_s_s((((safe_add_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((safe_mod_func_int8_t_s_s(l_7, (l_882 = func_30(l_35, ((((l_36 ^= (0x1C3D076C56D20A2ELL <= 0xCC545E2138B36CEDLL)) == ((!g_38) & ((!(safe_mod_func_uint16_t_u_u(func_42(g_38, l_35, l_35, g_38), l_7))) || l_35))) >= 0L) < l_35), g_736.f2, l_7)))), 1UL)), g_615)) <= g_38) && l_36), 0x87184BEAL)) | g_736.f1) != g_622)) > g_464) , l_7), l_35), l_35)), 0xAF3E70F7D5A1720ELL)) == 0x2754A82B9885125BLL), g_38, l_35, g_884[3][0][2]) ^ l_35), g_736.f2)) <= g_736.f1) >= g_736.f0) , g_736.f1), l_35, g_944[3][3]) && l_7) == (-1L))) && l_35) & l_35) == 1UL)) , g_56))
    { /* block id: 550 */
        uint64_t l_1297 = 0x2AA90FDCF44A7F4DLL;
        int32_t l_1298 = 7L;
        int32_t l_1317 = 0x99E08356L;
        int32_t l_1319[7];
        uint32_t l_1324[3];
        int8_t l_1337[5] = {0x53L,0x53L,0x53L,0x53L,0x53L};
        int i;
        for (i = 0; i < 7; i++)
            l_1319[i] = 1L;
        for (i = 0; i < 3; i++)
            l_1324[i] = 8UL;
        l_1298 &= l_1297;
        l_883 = (g_625[6] = ((safe_mod_func_uint64_t_u_u((safe_div_func_int8_t_s_s((safe_add_func_uint64_t_u_u(l_1305, ((safe_unary_minus_func_int64_t_s((safe_div_func_uint32_t_u_u((g_221 && ((l_1298 ^= ((0x0BA55AFC50E344DBLL | l_1297) == g_234[2])) , ((safe_lshift_func_int16_t_s_s(((safe_sub_func_int32_t_s_s((safe_rshift_func_uint8_t_u_s(l_1296, 4)), (safe_lshift_func_int8_t_s_s(g_234[6], l_1317)))) > g_1152[2]), l_1317)) <= g_59))), l_1297)))) >= g_93))), 1L)), g_614[0])) >= 8L));
        l_1324[2]--;
        g_276 &= (safe_mul_func_uint16_t_u_u((((((l_1322 = l_1324[1]) != 0xD2L) | ((((safe_lshift_func_int8_t_s_s(((g_38 , (safe_lshift_func_int16_t_s_s(((g_1336[2][0] = (5L & (l_1335 ^= ((g_436[0].f2 , (((g_1152[3] |= (safe_rshift_func_uint16_t_u_s(0x983BL, 4))) , g_614[0]) & g_736.f0)) & (-9L))))) <= (-6L)), l_35))) < 1L), g_384)) == l_1337[3]) & l_7) == l_882)) , l_1298) | g_614[1]), 0x20C6L));
    }
    else
    { /* block id: 561 */
        int8_t l_1343[1];
        int32_t l_1385 = 0L;
        uint8_t l_1386 = 1UL;
        int32_t l_1392 = 0x3F59ACC2L;
        int32_t l_1393 = (-4L);
        int32_t l_1398 = 0x4A853D61L;
        struct S1 l_1433 = {0xC0BFE9DE6B447EA3LL,0x6EL,0x04L};
        uint8_t l_1483 = 255UL;
        int64_t l_1535 = 0x1AD3038C73687DDCLL;
        int64_t l_1536 = 0xCEEA2E789DDCDADALL;
        int32_t l_1537[5][3][5] = {{{0xCFF730D9L,8L,0x40D41DCDL,0x69BB31E8L,0x40D41DCDL},{(-9L),0x938B1345L,0xC32847D5L,0x0339CE5DL,0xA97838A7L},{0xCFF730D9L,0x69BB31E8L,0x69BB31E8L,0xCFF730D9L,0L}},{{0x3EABBF6AL,0xE2385D4AL,0xC32847D5L,8L,0x8AE0F6E5L},{0L,0x69BB31E8L,0x369E6945L,0x40D41DCDL,0x40D41DCDL},{0L,0xB3140045L,0L,8L,(-9L)}},{{(-8L),0xCFF730D9L,0x40D41DCDL,0xCFF730D9L,(-8L)},{0L,0xD8FFD4A4L,0x16262339L,0xE2385D4AL,0x16262339L},{0L,0L,0x40D41DCDL,(-8L),8L}},{{0x3EABBF6AL,0x0339CE5DL,0L,0xD8FFD4A4L,0x16262339L},{0xCFF730D9L,(-8L),0x369E6945L,0x369E6945L,(-8L)},{0x16262339L,0x0339CE5DL,0xC32847D5L,0x938B1345L,(-9L)}},{{0x69BB31E8L,0L,0x69BB31E8L,0x369E6945L,0x40D41DCDL},{0x8AE0F6E5L,0xD8FFD4A4L,(-9L),0xD8FFD4A4L,0x8AE0F6E5L},{0x69BB31E8L,0xCFF730D9L,0L,(-8L),0L}}};
        uint8_t l_1550 = 0xE0L;
        struct S0 l_1552 = {0x44360A5CL,0x89L,0x53DB5A03D19EAC8CLL,0x68L};
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_1343[i] = 0xBBL;
        for (g_223 = (-21); (g_223 >= 16); ++g_223)
        { /* block id: 564 */
            int32_t l_1344 = 0xD8F468C3L;
            uint8_t l_1362 = 0xE9L;
            int32_t l_1383 = 0x85A4F0B7L;
            int32_t l_1405 = 0x1966A343L;
            const struct S1 l_1426 = {-1L,0xEDL,0x45L};
            uint8_t l_1428 = 0UL;
            int64_t l_1453[6][5] = {{0L,6L,0L,0x05FDF4D13427715DLL,(-3L)},{0L,(-2L),(-2L),0L,(-2L)},{(-3L),6L,1L,6L,(-3L)},{(-2L),0L,(-2L),(-2L),0L},{(-3L),0x05FDF4D13427715DLL,0L,6L,0L},{0L,0L,0x60D36F57609ADD0BLL,0L,0L}};
            int i, j;
            if ((0x9A50L != ((safe_rshift_func_int16_t_s_u((g_412 = 0L), ((!(++g_222)) && (safe_mod_func_uint32_t_u_u((+(safe_lshift_func_int8_t_s_u((safe_add_func_int64_t_s_s(l_1343[0], ((0x104BL ^ (safe_mul_func_uint8_t_u_u(0x1BL, ((safe_lshift_func_uint8_t_u_s(l_1343[0], 6)) != (g_321 = (safe_rshift_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s(0UL, g_481)), g_38))))))) & l_1362))), 3))), 0x5B951D31L))))) >= 249UL)))
            { /* block id: 568 */
                uint32_t l_1363 = 9UL;
                int32_t l_1364 = 8L;
                int32_t l_1384 = 2L;
                int32_t l_1397 = 0L;
                int32_t l_1399 = 0x54316E82L;
                int64_t l_1400 = 1L;
                int32_t l_1401 = 0x7ED3BDB2L;
                int16_t l_1429 = 0xF93CL;
                if ((l_1364 &= l_1363))
                { /* block id: 570 */
                    uint16_t l_1365 = 0x4A5AL;
                    int32_t l_1382 = 0x88B6BA28L;
                    l_1365 ^= (g_625[5] = 0x62D7BACAL);
                    g_276 = (safe_add_func_uint32_t_u_u(((((((((safe_add_func_uint64_t_u_u((safe_div_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((~((g_1336[4][0] = ((((g_222 &= ((safe_lshift_func_uint16_t_u_s((~((safe_add_func_uint32_t_u_u(g_1336[2][0], ((l_1343[0] && 0x42986F0F7570896ALL) ^ (1UL || 6L)))) , (l_1343[0] || (safe_rshift_func_int8_t_s_s(g_220, 3))))), 5)) , g_191)) > g_625[3]) == g_1120) || l_882)) & g_477)), g_464)), l_1362)), g_1214[2])) > g_1214[2]) ^ l_35) == l_1382) , l_1343[0]) , g_884[3][0][2].f0) || l_1322) ^ l_1344), 0x32A8E8A6L));
                    l_1386++;
                }
                else
                { /* block id: 577 */
                    uint64_t l_1389[5][7][1] = {{{18446744073709551615UL},{0xA8E0B6F5B754DCA8LL},{0xA1A0DC7B97A390D6LL},{0xA8E0B6F5B754DCA8LL},{18446744073709551615UL},{0x9A25E5E5E1EF90B3LL},{1UL}},{{0x24FB0B2B5CEC6BB4LL},{0x24FB0B2B5CEC6BB4LL},{1UL},{0x9A25E5E5E1EF90B3LL},{18446744073709551615UL},{0xA8E0B6F5B754DCA8LL},{0xA1A0DC7B97A390D6LL}},{{0xA8E0B6F5B754DCA8LL},{18446744073709551615UL},{0x9A25E5E5E1EF90B3LL},{1UL},{0x24FB0B2B5CEC6BB4LL},{0x24FB0B2B5CEC6BB4LL},{1UL}},{{0x9A25E5E5E1EF90B3LL},{18446744073709551615UL},{0xA8E0B6F5B754DCA8LL},{0xA1A0DC7B97A390D6LL},{0xA8E0B6F5B754DCA8LL},{18446744073709551615UL},{0x9A25E5E5E1EF90B3LL}},{{1UL},{0x24FB0B2B5CEC6BB4LL},{0x24FB0B2B5CEC6BB4LL},{1UL},{0x9A25E5E5E1EF90B3LL},{18446744073709551615UL},{0xA8E0B6F5B754DCA8LL}}};
                    int32_t l_1394 = 0x97744957L;
                    int32_t l_1395 = 5L;
                    int32_t l_1396 = 6L;
                    int32_t l_1403 = 0xEF5508BAL;
                    int32_t l_1404[3];
                    uint64_t l_1408 = 0x0A9326DF5BA9858ELL;
                    int16_t l_1427 = 0L;
                    int i, j, k;
                    for (i = 0; i < 3; i++)
                        l_1404[i] = 1L;
                    l_1389[4][6][0]++;
                    l_1408--;
                    l_1429 = (l_1428 = (l_1321 = ((l_1403 &= ((safe_mod_func_uint8_t_u_u(((g_321--) < (l_1407 != (safe_div_func_int16_t_s_s((safe_div_func_int64_t_s_s((g_615 = 1L), (safe_add_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_s(1L, 3)) < (((safe_sub_func_uint64_t_u_u(((((((((+((l_1427 = (l_1426 , (g_614[1] = g_1120))) , (-1L))) >= 8L) , (-1L)) >= g_944[3][3]) | g_736.f2) == l_1323) >= l_1404[1]) | g_93), 0x614E8B3F489490D2LL)) == 0x245AAF41A792414FLL) >= g_276)), g_944[1][3])))), 65535UL)))), l_1305)) != 0x2059L)) || (-1L))));
                }
                for (g_1120 = 26; (g_1120 != 10); g_1120 = safe_sub_func_uint64_t_u_u(g_1120, 8))
                { /* block id: 591 */
                    g_625[3] = 0x764604AAL;
                    if (l_1400)
                        continue;
                    g_436[0] = g_1432[3][1][1];
                    g_625[4] = g_59;
                }
            }
            else
            { /* block id: 597 */
                uint32_t l_1459 = 4294967289UL;
                int32_t l_1464 = 0x194DB260L;
                int32_t l_1475 = (-1L);
                int32_t l_1477 = 0x958286C9L;
                int32_t l_1478 = 0L;
                int32_t l_1479 = 0xA0D7E471L;
                int32_t l_1481 = 1L;
                int32_t l_1482[1][6] = {{0x376CB59BL,0x376CB59BL,0x376CB59BL,0x376CB59BL,0x376CB59BL,0x376CB59BL}};
                int i, j;
                if (((((l_1433 , (g_234[4] &= (g_838 = (((safe_lshift_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((safe_rshift_func_int8_t_s_u(l_1426.f1, (safe_rshift_func_uint8_t_u_u((((safe_rshift_func_int16_t_s_s((safe_lshift_func_uint8_t_u_s((safe_div_func_uint64_t_u_u((safe_unary_minus_func_int8_t_s(((g_1214[2] > (safe_rshift_func_uint16_t_u_u((g_277 = 0x93BAL), (safe_lshift_func_uint8_t_u_s((l_1453[3][3] <= (((((g_1454 <= (safe_mod_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s(l_1344, 7)), g_736.f1))) , 1UL) || 1UL) <= l_1433.f1) | l_1459)), 0))))) , 0L))), l_1433.f2)), g_1120)), 7)) || l_1459) >= g_1336[2][0]), l_1426.f1)))), l_882)), 10)) < g_63) , (-9L))))) <= l_1407) , l_1344) || 0xAEA3L))
                { /* block id: 601 */
                    int8_t l_1467 = 0xD0L;
                    int32_t l_1474 = 8L;
                    l_1474 = ((safe_rshift_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((l_1464 = 4294967295UL), (safe_rshift_func_int8_t_s_u((l_1467 | l_1453[3][3]), 7)))), 3)) | ((((((safe_mod_func_uint16_t_u_u((((safe_lshift_func_int16_t_s_s(l_1453[3][3], 7)) < l_1459) < (safe_mul_func_uint8_t_u_u(g_838, (l_1453[5][0] != g_412)))), l_1343[0])) > 0L) && g_1432[3][1][1].f0) & g_614[0]) | l_1459) == l_1467));
                    l_1405 = l_1426.f1;
                    g_625[2] &= l_1344;
                }
                else
                { /* block id: 606 */
                    int32_t l_1480 = 0x7F97D868L;
                    int32_t l_1496 = 1L;
                    --l_1483;
                    if (l_1480)
                        continue;
                    l_1496 |= (g_625[1] = (l_1305 > ((((l_1344 , ((g_436[0].f2 = 0xDC3A92E13E1A7319LL) && (((safe_rshift_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_s((g_63 = (g_179 | (((((l_1296 , (safe_div_func_int32_t_s_s(g_616[1][3], (safe_sub_func_int64_t_s_s(l_1323, 0x10D92BC57375A42FLL))))) & (-4L)) == g_614[0]) || 0x5E98L) > g_1152[4]))), 12)) > l_1426.f1), l_1385)) == g_481) & 0xD567FCF22242042DLL))) <= g_234[2]) ^ l_1426.f0) == g_1454)));
                    l_1464 = (65535UL | (((safe_mod_func_uint64_t_u_u((safe_add_func_int16_t_s_s((0xEB2AL == (((safe_div_func_uint8_t_u_u(g_1432[3][1][1].f1, l_1426.f0)) <= ((safe_rshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((4294967289UL <= (g_321 = g_436[0].f1)), (g_614[0] , g_154))), l_1496)), g_1286)) ^ l_1459)) <= g_191)), 8L)), g_59)) == l_1459) || g_191));
                }
            }
            l_1393 = (l_1322 & 0x45L);
            l_1392 = (l_1509[1] , (((safe_div_func_int16_t_s_s((g_412 = 0L), ((safe_mul_func_int8_t_s_s(l_1453[3][3], (((safe_mul_func_uint16_t_u_u(0xC9A4L, ((safe_div_func_uint32_t_u_u((g_321 = (safe_lshift_func_uint16_t_u_u((((((((((--g_1286) , (safe_mod_func_int32_t_s_s((safe_add_func_uint64_t_u_u(((safe_mul_func_uint8_t_u_u(0x5FL, g_944[0][4])) != ((safe_div_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u((safe_div_func_uint32_t_u_u(0x74D91F28L, 0xF39199EFL)), l_1305)), g_736.f1)) ^ g_1534)), g_884[3][0][2].f2)), l_1535))) >= 1UL) && 7UL) > 1UL) < g_38) , (-1L)) || 255UL) , l_1433.f0), g_944[3][3]))), l_1405)) && l_1426.f2))) || l_1398) , g_384))) && g_884[3][0][2].f3))) , l_1343[0]) == l_1322));
        }
        --g_1538;
        l_1398 = (safe_add_func_uint32_t_u_u(((+(safe_add_func_uint32_t_u_u(((l_883 |= ((65535UL || (safe_rshift_func_uint8_t_u_s((--g_884[3][0][2].f3), 0))) || ((l_1393 = l_1550) && (safe_unary_minus_func_int64_t_s((((l_1552 , ((safe_lshift_func_int8_t_s_s((((l_1509[0] = g_1432[3][1][1]) , (-1L)) | 0xD9L), (((g_234[2] & l_35) <= l_1386) , 0xD7L))) == l_1555)) ^ 3L) | 0xD2L)))))) ^ l_1385), l_1323))) >= l_1552.f2), l_1398));
    }
    for (l_1476 = 4; (l_1476 >= 0); l_1476 -= 1)
    { /* block id: 632 */
        int32_t l_1556 = 1L;
        return l_1556;
    }
    for (l_1320 = 0; (l_1320 >= 10); l_1320 = safe_add_func_int16_t_s_s(l_1320, 6))
    { /* block id: 637 */
        uint16_t l_1559 = 0x8CFBL;
        int32_t l_1588 = 1L;
        int32_t l_1628 = 0x724CB654L;
        struct S1 l_1722 = {0x061EA362CB1EB455LL,0x72L,0xF7L};
        int32_t l_1729 = 0xAFC283A3L;
        int32_t l_1730 = 0x88E5F625L;
        int32_t l_1732[2][4][4] = {{{(-1L),6L,6L,(-1L)},{6L,(-1L),6L,6L},{(-1L),(-1L),(-8L),(-1L)},{(-1L),6L,6L,(-1L)}},{{6L,(-1L),6L,6L},{(-1L),(-1L),(-8L),(-1L)},{(-1L),6L,6L,(-1L)},{6L,(-1L),6L,6L}}};
        int16_t l_1733[8][3][3] = {{{0xFF2FL,0xFF2FL,(-1L)},{1L,1L,(-1L)},{0x60FFL,0xBCCCL,(-1L)}},{{0L,(-10L),(-1L)},{0xBCCCL,0x60FFL,(-1L)},{2L,(-7L),(-1L)}},{{0xFF2FL,0xFF2FL,(-1L)},{5L,(-2L),0L},{1L,1L,0xFF2FL}},{{0x85F7L,(-1L),0L},{1L,1L,0xFF2FL},{0x099CL,0x922FL,0L}},{{1L,1L,0xFF2FL},{5L,(-2L),0L},{1L,1L,0xFF2FL}},{{0x85F7L,(-1L),0L},{1L,1L,0xFF2FL},{0x099CL,0x922FL,0L}},{{1L,1L,0xFF2FL},{5L,(-2L),0L},{1L,1L,0xFF2FL}},{{0x85F7L,(-1L),0L},{1L,1L,0xFF2FL},{0x099CL,0x922FL,0L}}};
        int i, j, k;
        if ((g_616[0][2] <= (l_1559 = 4294967294UL)))
        { /* block id: 639 */
            uint32_t l_1560 = 0UL;
            int32_t l_1575 = 0x7AE1AEFFL;
            uint16_t l_1580 = 0xB65FL;
            int32_t l_1592[6][6] = {{(-9L),(-1L),(-9L),0x26998BAFL,0x26998BAFL,(-9L)},{0x85E1E507L,0x85E1E507L,0x26998BAFL,1L,0x26998BAFL,0x85E1E507L},{0x26998BAFL,(-1L),1L,1L,(-1L),0x26998BAFL},{0x85E1E507L,0x26998BAFL,1L,0x26998BAFL,0x85E1E507L,0x85E1E507L},{(-9L),0x26998BAFL,0x26998BAFL,(-9L),(-1L),(-9L)},{(-9L),(-1L),(-9L),0x26998BAFL,0x26998BAFL,(-9L)}};
            uint32_t l_1625 = 18446744073709551615UL;
            const int8_t l_1648[5] = {0L,0L,0L,0L,0L};
            int32_t l_1651 = 0L;
            int i, j;
            ++l_1560;
            g_223 = ((g_1454 = ((safe_div_func_uint64_t_u_u(((safe_mod_func_int64_t_s_s(((((l_1577[4] = ((g_436[0].f1 | ((safe_add_func_int32_t_s_s((!(0xB1E74058BA0C3061LL > (g_1432[3][1][1].f1 , g_884[3][0][2].f0))), (safe_mul_func_uint16_t_u_u((l_1559 && (l_1575 = (+(((g_93 = (safe_sub_func_uint8_t_u_u((g_944[0][3] < ((0L != 0xF14E9842L) , g_191)), 0x28L))) , g_234[6]) , l_882)))), g_1576)))) < 253UL)) , g_436[0].f3)) , l_1509[1].f2) != (-1L)) , g_1152[2]), g_616[1][3])) & 0x8DL), g_625[6])) || g_179)) && 5L);
            if ((g_223 = ((l_1580 = l_1560) > (((g_234[1] |= (g_1534 & (safe_div_func_uint32_t_u_u((g_464 < l_1560), l_882)))) ^ (!((safe_lshift_func_uint16_t_u_s((safe_add_func_int64_t_s_s(g_223, l_1559)), l_1406)) , 0L))) < 0x69E9D8B71B71F917LL))))
            { /* block id: 649 */
                int64_t l_1589 = 0L;
                int32_t l_1590 = 5L;
                int32_t l_1591[6][5][3] = {{{0xF256DBF1L,0L,1L},{0xA8C70B46L,0x70C675BEL,0x2DF0770FL},{0x7E34210CL,0L,0L},{6L,(-3L),0x7E34210CL},{0xA6E3FE25L,0xEA24DFD0L,0xC036A73CL}},{{0L,(-1L),0x1C9D5AD8L},{(-9L),6L,0x41DDCA72L},{3L,0x1C9D5AD8L,0x41DDCA72L},{0x44D32AEAL,0xBAE3BC6EL,0x1C9D5AD8L},{0x9970D820L,0xB23825EBL,0xC036A73CL}},{{4L,0x7E34210CL,0x7E34210CL},{0x41DDCA72L,(-1L),0L},{0x66C20054L,0x41DDCA72L,0x2DF0770FL},{(-1L),1L,1L},{0xBAE3BC6EL,1L,0xE4D61FF1L}},{{0x7A0A1DF8L,1L,0x44D32AEAL},{0xC036A73CL,0x41DDCA72L,(-5L)},{1L,(-1L),0xA6E3FE25L},{(-3L),0x7E34210CL,0x9970D820L},{1L,0xB23825EBL,(-5L)}},{{0xB23825EBL,0xBAE3BC6EL,0xEA24DFD0L},{0x87D3C880L,0x1C9D5AD8L,0x59B2A65EL},{0x87D3C880L,6L,1L},{0xB23825EBL,(-1L),3L},{1L,0xEA24DFD0L,(-1L)}},{{(-3L),(-3L),1L},{1L,0L,0x70C675BEL},{0xC036A73CL,0x70C675BEL,0L},{0x7A0A1DF8L,0L,0xBAE3BC6EL},{0xBAE3BC6EL,0xC036A73CL,0L}}};
                uint64_t l_1593 = 0xD8B4317544E5EA22LL;
                int16_t l_1626 = 0L;
                int i, j, k;
                l_1588 = 0x15AAA035L;
                --l_1593;
                for (l_1335 = 0; (l_1335 > 17); l_1335 = safe_add_func_int16_t_s_s(l_1335, 6))
                { /* block id: 654 */
                    uint32_t l_1624 = 0x9125E6CBL;
                    l_1628 ^= (g_223 = (((((l_1598 , (g_884[3][0][2].f1 = 0x2CL)) ^ (l_1627 &= (!((safe_mul_func_int16_t_s_s((l_1575 = ((safe_rshift_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s(((safe_rshift_func_int8_t_s_s((safe_rshift_func_uint8_t_u_s((g_464 , (safe_mod_func_uint64_t_u_u(((((((safe_mod_func_int32_t_s_s((safe_mod_func_int8_t_s_s((l_1591[3][3][2] = l_1588), (safe_div_func_uint16_t_u_u((((g_1432[3][1][1].f2 & (((safe_add_func_int64_t_s_s(l_1588, (safe_mul_func_int8_t_s_s((g_614[0] ^= ((((safe_div_func_int16_t_s_s(0x839CL, l_1624)) < 0x50D08E21C02F6BB2LL) , 0L) == 0x3B149D01L)), 0x22L)))) ^ 1L) <= g_179)) , g_1120) , g_1214[1]), l_1589)))), g_220)) > 0x6440557BL) && g_220) < 0xE1L) == g_944[3][3]) <= l_1592[0][1]), g_436[0].f3))), g_736.f2)), l_1625)) == l_1624), 6)), g_1432[3][1][1].f2)) != l_1559)), l_1626)) | g_464)))) , g_436[0].f3) == g_223) || l_1588));
                    if (l_1598.f2)
                        continue;
                    if (g_1120)
                        break;
                    return g_277;
                }
                return l_1559;
            }
            else
            { /* block id: 667 */
                uint32_t l_1643 = 1UL;
                int32_t l_1652[4][4];
                int i, j;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_1652[i][j] = 0x29F44E41L;
                }
                for (l_1322 = 0; (l_1322 <= 1); l_1322 += 1)
                { /* block id: 670 */
                    uint32_t l_1650 = 0UL;
                    l_1652[1][2] &= (g_625[3] = ((safe_add_func_int16_t_s_s((safe_unary_minus_func_uint32_t_u((safe_sub_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((g_625[3] , (l_1651 = (safe_rshift_func_int16_t_s_s((((~(l_1650 = ((((((safe_lshift_func_int8_t_s_s(g_1286, l_1643)) && ((l_1588 = (safe_mul_func_uint16_t_u_u(0xCB3CL, (((((18446744073709551613UL != ((g_884[3][0][2].f2 = 0x307A567A43988144LL) < (safe_mod_func_int32_t_s_s((((l_1648[0] > g_321) & l_1560) | 1L), l_1643)))) | l_1509[1].f0) & 0x970332AD07295110LL) <= 9L) <= g_1214[2])))) != 0L)) ^ 0xB1C7B6BEL) > g_1538) != l_1649) > l_1648[0]))) , 0x08L) & g_1432[3][1][1].f0), g_277)))), 9)), g_1120)))), l_882)) , l_1598.f2));
                    l_1628 &= l_1588;
                }
            }
        }
        else
        { /* block id: 680 */
            const int64_t l_1675 = 0x4C9E0F7DE4007CAFLL;
            uint32_t l_1682 = 0x51AF6DA2L;
            int32_t l_1709 = (-8L);
            int32_t l_1735[4][4][2] = {{{4L,1L},{(-1L),2L},{4L,2L},{(-1L),1L}},{{4L,1L},{(-1L),2L},{4L,2L},{(-1L),1L}},{{4L,1L},{(-1L),2L},{4L,2L},{(-1L),1L}},{{4L,1L},{(-1L),2L},{4L,2L},{(-1L),1L}}};
            int i, j, k;
            if (l_1509[1].f2)
                break;
            for (l_1322 = 6; (l_1322 > 28); l_1322 = safe_add_func_uint32_t_u_u(l_1322, 8))
            { /* block id: 684 */
                uint32_t l_1676 = 9UL;
                l_1318 ^= (safe_mul_func_uint16_t_u_u(((g_615 = (!((safe_add_func_int32_t_s_s((0xD5L | ((((safe_sub_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((g_436[0].f1 & ((((safe_mul_func_int16_t_s_s(g_944[3][3], l_1666[1])) || (l_1320 , 1L)) , (safe_rshift_func_uint8_t_u_u(((((l_1676 = (safe_mul_func_uint16_t_u_u(((g_321 = (((safe_mod_func_int16_t_s_s(((safe_rshift_func_int8_t_s_s(0x87L, 7)) || 1L), 1UL)) == l_1675) , g_736.f1)) >= 0L), l_1323))) , 1L) | 0x2DE0A0FBF3928F0ALL) <= l_1675), l_1675))) != g_234[2])), 8UL)), g_625[1])) <= g_93) < l_1628) | 0xD50D7F7BABE95D81LL)), g_276)) , 18446744073709551615UL))) != 0x65F67F1A0A365070LL), g_38));
                return g_1432[3][1][1].f3;
            }
            g_223 |= g_384;
            if ((g_625[3] & (safe_sub_func_int8_t_s_s((safe_lshift_func_uint8_t_u_u(((l_1682 |= (~g_412)) != 4294967295UL), (l_1628 , ((-3L) ^ (!l_1686[2]))))), ((safe_mod_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(0x93BEL, g_884[3][0][2].f2)), g_944[1][2])) || g_615)))))
            { /* block id: 693 */
                int64_t l_1704[8] = {0L,0xBF2F9DD8A9B1216BLL,0xBF2F9DD8A9B1216BLL,0L,0xBF2F9DD8A9B1216BLL,0xBF2F9DD8A9B1216BLL,0L,0xBF2F9DD8A9B1216BLL};
                int32_t l_1710[3][1][4] = {{{(-1L),(-5L),(-1L),(-5L)}},{{(-1L),(-5L),(-1L),(-5L)}},{{(-1L),(-5L),(-1L),(-5L)}}};
                int32_t l_1711 = 0x99C2522DL;
                int32_t l_1731[6][1] = {{7L},{4L},{7L},{4L},{7L},{4L}};
                int64_t l_1734 = (-5L);
                uint32_t l_1736 = 3UL;
                int i, j, k;
                for (g_38 = 17; (g_38 <= 60); g_38 = safe_add_func_int8_t_s_s(g_38, 8))
                { /* block id: 696 */
                    uint32_t l_1705 = 0x86FDD0B1L;
                    uint8_t l_1708 = 0x93L;
                    int32_t l_1714[8][1][4] = {{{(-9L),5L,(-9L),5L}},{{(-9L),5L,(-9L),5L}},{{(-9L),5L,(-9L),5L}},{{(-9L),5L,(-9L),5L}},{{(-9L),5L,(-9L),5L}},{{(-9L),5L,(-9L),5L}},{{(-9L),5L,(-9L),5L}},{{(-9L),5L,(-9L),5L}}};
                    int i, j, k;
                    l_1710[0][0][3] = (((safe_mul_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(((~g_477) , (safe_rshift_func_int16_t_s_u((safe_div_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(((g_1432[3][1][1].f1 = l_1704[6]) <= ((l_1705 & (l_1682 ^ ((0x0814L | l_1704[1]) != (l_1709 = ((((l_1704[6] , 0x9A56D7A1L) != 0UL) || l_1708) || g_223))))) != 0x09597BDFL)), g_1336[2][0])), l_1559)), 3))), g_63)), 4UL)) && g_1214[2]) , l_1708);
                    g_276 |= l_1598.f0;
                    g_625[3] = (0L && ((((l_1711 = 0xA37BC731L) , ((safe_sub_func_uint16_t_u_u((g_285++), l_1598.f2)) != (safe_sub_func_uint64_t_u_u(((((~(l_1714[2][0][1] = (((safe_div_func_uint16_t_u_u(1UL, l_1708)) == ((l_1709 ^= (((g_884[3][0][2] , l_1722) , l_1628) != g_277)) || l_1722.f1)) ^ 0UL))) && 0x7F76A484L) , 0x89EEFC2F4642893ALL) >= g_884[3][0][2].f0), 3L)))) , 0xF690B8FD20E7016CLL) , 5L));
                    l_1709 = (safe_div_func_int64_t_s_s((l_1407 = ((g_191 = (l_1686[1] > (((0L <= (((safe_mod_func_uint16_t_u_u(g_1214[2], l_1675)) != (safe_add_func_int16_t_s_s(l_1577[3], (((g_285 <= g_884[3][0][2].f3) < g_222) != g_59)))) != 0L)) == l_1322) & l_1711))) != g_736.f0)), 5UL));
                }
                l_1736--;
                for (l_1709 = 0; l_1709 < 6; l_1709 += 1)
                {
                    for (g_1534 = 0; g_1534 < 1; g_1534 += 1)
                    {
                        l_1731[l_1709][g_1534] = 0x76325A41L;
                    }
                }
            }
            else
            { /* block id: 712 */
                g_1432[4][2][0] = g_884[3][0][2];
            }
        }
        l_1740[6][4]--;
    }
    return l_1322;
}


/* ------------------------------------------ */
/* 
 * reads : g_321 g_56 g_59 g_223 g_625 g_234 g_191 g_464 g_436.f0 g_736.f0 g_838 g_884.f3 g_616 g_221 g_222 g_615 g_477 g_884.f1 g_179 g_614 g_38 g_384 g_436.f2 g_884 g_218 g_436.f3 g_276 g_736.f1 g_93 g_436.f1 g_944 g_412 g_1152 g_622 g_154 g_220 g_1214 g_63 g_736.f2 g_285 g_736 g_481 g_1286 g_436
 * writes: g_321 g_223 g_625 g_276 g_222 g_191 g_179 g_38 g_436.f2 g_884 g_93 g_481 g_616 g_234 g_1120 g_614 g_56 g_220 g_1214 g_1286
 */
static uint16_t  func_2(const int32_t  p_3, int32_t  p_4, int16_t  p_5, int64_t  p_6)
{ /* block id: 404 */
    const uint16_t l_1015 = 0UL;
    int32_t l_1051 = 0L;
    int32_t l_1096[1][1][2];
    int64_t l_1205 = 0L;
    const uint32_t l_1233 = 0UL;
    uint8_t l_1285 = 0xB5L;
    uint64_t l_1288[4];
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 2; k++)
                l_1096[i][j][k] = (-10L);
        }
    }
    for (i = 0; i < 4; i++)
        l_1288[i] = 0xE455F794B3DDFF7DLL;
lbl_1062:
    for (g_321 = 0; (g_321 <= 2); g_321 = safe_add_func_uint32_t_u_u(g_321, 8))
    { /* block id: 407 */
        uint64_t l_1008 = 6UL;
        struct S0 l_1016 = {1UL,-5L,0xF9B036B924A1EE7BLL,0x05L};
        p_4 = ((~(safe_sub_func_int16_t_s_s(g_56, l_1008))) != g_59);
        for (g_223 = 6; (g_223 >= 0); g_223 -= 1)
        { /* block id: 411 */
            uint8_t l_1013 = 0x20L;
            int32_t l_1031[5];
            int i;
            for (i = 0; i < 5; i++)
                l_1031[i] = 1L;
            for (p_6 = 0; (p_6 <= 1); p_6 += 1)
            { /* block id: 414 */
                struct S0 l_1017 = {0x7963DC6EL,0xBEL,0x73C1C0BA561AEE1FLL,0UL};
                struct S0 l_1028 = {0x3C897F0AL,-1L,0x755CF8635489AA6CLL,249UL};
                int i;
                if (((safe_mul_func_uint16_t_u_u(((safe_sub_func_int32_t_s_s(((g_625[p_6] = g_625[g_223]) , (g_276 = (l_1013 > ((g_234[2] , 8L) , (~0xFE11L))))), (g_191 && (p_5 < 0xCC3F5A6D4BEBA082LL)))) <= g_464), p_3)) < l_1015))
                { /* block id: 417 */
                    int32_t l_1027 = 0xB847D774L;
                    l_1017 = l_1016;
                    g_276 = (safe_add_func_uint64_t_u_u(l_1015, ((+(l_1031[0] = (g_625[p_6] = (g_222 |= ((((safe_lshift_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u(((safe_sub_func_int32_t_s_s(g_436[0].f0, g_736.f0)) ^ (l_1027 >= (((l_1028 , (l_1017.f0 >= (safe_sub_func_int32_t_s_s(l_1017.f0, l_1013)))) != p_6) , g_838))), 4)) , g_884[3][0][2].f3), g_616[1][3])) <= 0UL) <= l_1013) || g_221))))) <= 0xAFAD2EA65B04CF08LL)));
                    g_625[3] = (p_5 ^ ((safe_lshift_func_int8_t_s_u(((g_838 > (((((safe_sub_func_int64_t_s_s(((safe_div_func_int8_t_s_s((((safe_rshift_func_uint8_t_u_s((0xD7A5DAB99DD17AC7LL < (l_1015 != ((((g_222 |= (((~(safe_sub_func_int64_t_s_s((l_1031[0] |= (((safe_lshift_func_int8_t_s_u((safe_rshift_func_uint16_t_u_s(((~0xACBD2DFBL) >= (safe_sub_func_uint32_t_u_u((!l_1016.f0), (g_615 , p_5)))), 15)), 2)) < 65535UL) , p_5)), l_1013))) , 0L) < l_1051)) != l_1027) == g_477) & 0x4437L))), 2)) > 6L) , p_6), g_436[0].f0)) , (-3L)), l_1027)) ^ p_4) , 3UL) != p_4) && 0x59L)) || 0xE1C306A0625217C4LL), 2)) <= 250UL));
                    p_4 = l_1031[1];
                }
                else
                { /* block id: 427 */
                    return g_223;
                }
                for (l_1013 = 0; (l_1013 <= 1); l_1013 += 1)
                { /* block id: 432 */
                    return l_1015;
                }
            }
            return l_1031[0];
        }
        p_4 = g_884[3][0][2].f1;
    }
    for (g_191 = 1; (g_191 >= 0); g_191 -= 1)
    { /* block id: 442 */
        uint64_t l_1061 = 3UL;
        struct S0 l_1076 = {0x8AC6B148L,1L,-1L,1UL};
        int32_t l_1093[6][8][4] = {{{1L,(-9L),0x0A8C27F0L,0xEEB014B5L},{(-9L),0x2F31821FL,0x9E74B1FCL,0x642B1843L},{1L,(-1L),(-1L),1L},{(-9L),0x30763674L,1L,0x21F92756L},{(-9L),1L,4L,1L},{0x642B1843L,6L,1L,1L},{0x0A8C27F0L,1L,0x9EDDD2FFL,0x21F92756L},{0xF2FDFF1AL,0x30763674L,0xF11CA331L,1L}},{{0x38465C82L,(-1L),(-9L),0x642B1843L},{1L,0x2F31821FL,0x9EDDD2FFL,0xEEB014B5L},{0x6AFBD6A9L,(-9L),0xF26305AFL,(-9L)},{0x642B1843L,0x9EDDD2FFL,0x0A8C27F0L,0x30763674L},{0x9EDDD2FFL,0x2F31821FL,1L,1L},{1L,0x38465C82L,1L,1L},{1L,0xEEB014B5L,1L,0x2CEDBE8FL},{0x9EDDD2FFL,1L,0x0A8C27F0L,6L}},{{0x642B1843L,0xCDC3EF99L,0xF26305AFL,1L},{0x6AFBD6A9L,(-9L),0x9EDDD2FFL,0x2CEDBE8FL},{1L,0x30763674L,(-9L),(-9L)},{0x38465C82L,0x38465C82L,0xF11CA331L,0x642B1843L},{0xF2FDFF1AL,0x86BE2054L,0x9EDDD2FFL,0x30763674L},{0x0A8C27F0L,(-9L),1L,0x9EDDD2FFL},{0x642B1843L,(-9L),4L,0x30763674L},{(-9L),0x86BE2054L,1L,0x642B1843L}},{{(-9L),0x38465C82L,(-1L),(-9L)},{1L,0x30763674L,0x9E74B1FCL,0x2CEDBE8FL},{(-9L),(-9L),0x0A8C27F0L,1L},{1L,0xCDC3EF99L,0x28A36FE4L,0xCD7ECD2FL},{1L,(-1L),0xCDC3EF99L,0x86BE2054L},{1L,0xF11CA331L,1L,(-1L)},{1L,6L,1L,0x28A36FE4L},{1L,0x0A8C27F0L,0xCDC3EF99L,(-9L)}},{{1L,(-1L),0x28A36FE4L,6L},{0x28A36FE4L,6L,0x9E74B1FCL,0xF11CA331L},{6L,0x0A8C27F0L,0x642B1843L,0xEEB014B5L},{(-1L),1L,1L,(-1L)},{1L,(-9L),0xF26305AFL,0xA634C017L},{6L,(-1L),0xF2FDFF1AL,0x9EDDD2FFL},{0xEEB014B5L,0xE49D21D0L,0x28A36FE4L,0x9EDDD2FFL},{0x9E74B1FCL,(-1L),(-1L),0xA634C017L}},{{1L,(-9L),0x38465C82L,(-1L)},{6L,1L,1L,0xEEB014B5L},{0xF26305AFL,0x0A8C27F0L,(-1L),0xF11CA331L},{1L,6L,0x30763674L,6L},{0xEEB014B5L,(-1L),0x9E74B1FCL,(-9L)},{(-1L),0x0A8C27F0L,0xF26305AFL,0x28A36FE4L},{(-1L),6L,1L,(-1L)},{(-1L),0xF11CA331L,0xF26305AFL,0x86BE2054L}}};
        int32_t l_1105 = 2L;
        int i, j, k;
        for (p_5 = 1; (p_5 >= 0); p_5 -= 1)
        { /* block id: 445 */
            uint64_t l_1054 = 1UL;
            int32_t l_1063 = 1L;
            struct S0 l_1079[8][6][5] = {{{{0x3BB7D1C2L,0x26L,0x2FAA4CFEE0E8AC6ALL,1UL},{18446744073709551615UL,-1L,0xA707204418E1406FLL,0xECL},{0x773E5E1DL,-1L,0x5847D50EBF2E0181LL,0UL},{18446744073709551615UL,0x4BL,0x8C0E0EA2F3E78A29LL,1UL},{0x6B3DB668L,-8L,1L,246UL}},{{2UL,0xFBL,0xA2024C4C1A4DD755LL,0x92L},{18446744073709551615UL,0x61L,0x82B09C8DAC625895LL,0xA3L},{1UL,0x6FL,0xF184A5A57BFAA8F0LL,0x7BL},{0xB44F8EC7L,0L,0x7A17D88C9D32E695LL,0x22L},{0xB44F8EC7L,0L,0x7A17D88C9D32E695LL,0x22L}},{{0xF52C8950L,-1L,1L,0x17L},{0x70C6FF2EL,1L,0L,0x2CL},{0xF52C8950L,-1L,1L,0x17L},{18446744073709551615UL,-1L,0xA707204418E1406FLL,0xECL},{1UL,0x22L,1L,6UL}},{{0x2C0A1F9BL,0x6EL,0x3DB2F5D99488F648LL,1UL},{0xB44F8EC7L,0L,0x7A17D88C9D32E695LL,0x22L},{18446744073709551615UL,0x61L,0x82B09C8DAC625895LL,0xA3L},{0UL,0L,7L,0xC1L},{18446744073709551613UL,0L,-9L,7UL}},{{0x6B3DB668L,-8L,1L,246UL},{0xF8CB1DD1L,0xDEL,0x4D7262B11879AF71LL,254UL},{1UL,0x1FL,0x63186AB794F557ECLL,255UL},{0xC03C2EBFL,7L,0x8BE0000C262600A9LL,253UL},{18446744073709551607UL,1L,0xB81A9DC1447C75A9LL,253UL}},{{0xD6FA9416L,0xD9L,0x25FA778BBE7517CALL,250UL},{0x10EF99CFL,-2L,0x1FD2BCB5683BD2ECLL,255UL},{18446744073709551615UL,0x61L,0x82B09C8DAC625895LL,0xA3L},{18446744073709551613UL,0L,-9L,7UL},{18446744073709551614UL,0xCAL,0x163469BE588F11D9LL,0x78L}}},{{{3UL,7L,0x85022838D311FD6ELL,0UL},{0xE90AE672L,8L,2L,0x29L},{0xF52C8950L,-1L,1L,0x17L},{0xC340A43DL,0x6DL,0xB02A446CDA1AD82FLL,5UL},{0xB4D0BA3EL,1L,0L,255UL}},{{0x31CC15ACL,1L,-5L,4UL},{0xD6FA9416L,0xD9L,0x25FA778BBE7517CALL,250UL},{1UL,0x6FL,0xF184A5A57BFAA8F0LL,0x7BL},{1UL,0x09L,0xBDC17A96798FCC89LL,0x00L},{1UL,3L,0x2B9BDB716B2DB1F6LL,0xCCL}},{{18446744073709551615UL,1L,0x383ADC0C6C457C95LL,0x05L},{0xC03C2EBFL,7L,0x8BE0000C262600A9LL,253UL},{0x773E5E1DL,-1L,0x5847D50EBF2E0181LL,0UL},{18446744073709551615UL,0x99L,0L,0xAAL},{0xE6325957L,0xA1L,-4L,0x98L}},{{0xD6FA9416L,0xD9L,0x25FA778BBE7517CALL,250UL},{18446744073709551607UL,-1L,0xA1BF6DE9DFD9DCD0LL,0xF0L},{0xAE4585D5L,0L,0L,0xF7L},{0x3C54D4D8L,0x53L,0xAA86CE42FF2F75C2LL,1UL},{0x9558F2C7L,-1L,0xB43B24B34B0FC26ELL,0UL}},{{1UL,0x22L,1L,6UL},{4UL,0x0BL,-2L,251UL},{0x130E835AL,6L,9L,249UL},{18446744073709551615UL,0x99L,0L,0xAAL},{0xDCEFECBBL,0xEDL,0xD1881B2FB14255D3LL,0xD6L}},{{0x2C0A1F9BL,0x6EL,0x3DB2F5D99488F648LL,1UL},{18446744073709551615UL,1L,0xA9F5215F8D4D24B0LL,253UL},{0UL,-1L,-1L,0x49L},{1UL,0x09L,0xBDC17A96798FCC89LL,0x00L},{0xD6FA9416L,0xD9L,0x25FA778BBE7517CALL,250UL}}},{{{0x8DAE2DD6L,-1L,-7L,0xC5L},{0xC340A43DL,0x6DL,0xB02A446CDA1AD82FLL,5UL},{18446744073709551615UL,0x21L,0x30AF0BDC3688E530LL,0xCBL},{0xC340A43DL,0x6DL,0xB02A446CDA1AD82FLL,5UL},{0x8DAE2DD6L,-1L,-7L,0xC5L}},{{2UL,0xFBL,0xA2024C4C1A4DD755LL,0x92L},{0UL,0L,7L,0xC1L},{18446744073709551615UL,0xA0L,-4L,253UL},{18446744073709551613UL,0L,-9L,7UL},{0x3C54D4D8L,0x53L,0xAA86CE42FF2F75C2LL,1UL}},{{0x79288E39L,-1L,0xCD8EA9D8150A2A4CLL,0x2DL},{4UL,0x0BL,-2L,251UL},{1UL,1L,0x48687A6C865D1C60LL,1UL},{0xC03C2EBFL,7L,0x8BE0000C262600A9LL,253UL},{0xA5FBC2B3L,-1L,-2L,1UL}},{{18446744073709551613UL,0L,-9L,7UL},{0xA790E839L,0xAAL,1L,254UL},{0x53A32223L,7L,0x31D54F8F9AFA5457LL,0xCDL},{0UL,0L,7L,0xC1L},{0x3C54D4D8L,0x53L,0xAA86CE42FF2F75C2LL,1UL}},{{0x13E69424L,0xD2L,0x43BC755066CBB894LL,0x70L},{0xC03C2EBFL,7L,0x8BE0000C262600A9LL,253UL},{0x6B3DB668L,-8L,1L,246UL},{18446744073709551615UL,-1L,0xA707204418E1406FLL,0xECL},{0x8DAE2DD6L,-1L,-7L,0xC5L}},{{0x3C54D4D8L,0x53L,0xAA86CE42FF2F75C2LL,1UL},{1UL,0x6FL,0xF184A5A57BFAA8F0LL,0x7BL},{0xBF3B3A3FL,0xA6L,0L,0UL},{0xB44F8EC7L,0L,0x7A17D88C9D32E695LL,0x22L},{0xD6FA9416L,0xD9L,0x25FA778BBE7517CALL,250UL}}},{{{1UL,1L,0x48687A6C865D1C60LL,1UL},{0xE90AE672L,8L,2L,0x29L},{1UL,0x22L,1L,6UL},{18446744073709551615UL,0x4BL,0x8C0E0EA2F3E78A29LL,1UL},{0xDCEFECBBL,0xEDL,0xD1881B2FB14255D3LL,0xD6L}},{{0xA790E839L,0xAAL,1L,254UL},{2UL,-3L,-10L,0x0EL},{0x53A32223L,7L,0x31D54F8F9AFA5457LL,0xCDL},{0UL,-1L,-1L,0x49L},{0x9558F2C7L,-1L,0xB43B24B34B0FC26ELL,0UL}},{{0x2077015AL,0x68L,0x893AC9F14785DDE3LL,0UL},{0xF8CB1DD1L,0xDEL,0x4D7262B11879AF71LL,254UL},{18446744073709551607UL,1L,0xB81A9DC1447C75A9LL,253UL},{0xB38F3349L,0xE3L,0x3AF240C398DB013ALL,0UL},{0xE6325957L,0xA1L,-4L,0x98L}},{{0xA790E839L,0xAAL,1L,254UL},{0xBF3B3A3FL,0xA6L,0L,0UL},{18446744073709551615UL,0xA0L,-4L,253UL},{2UL,0xFBL,0xA2024C4C1A4DD755LL,0x92L},{0xA790E839L,0xAAL,1L,254UL}},{{0xA0B83251L,2L,0x3CE5FBD18359A368LL,0x6FL},{18446744073709551615UL,0x99L,0L,0xAAL},{1UL,1L,-5L,248UL},{0xC340A43DL,0x6DL,0xB02A446CDA1AD82FLL,5UL},{1UL,1L,-5L,248UL}},{{1UL,3L,0x2B9BDB716B2DB1F6LL,0xCCL},{1UL,3L,0x2B9BDB716B2DB1F6LL,0xCCL},{18446744073709551607UL,-1L,0xA1BF6DE9DFD9DCD0LL,0xF0L},{0UL,0L,7L,0xC1L},{0x9558F2C7L,-1L,0xB43B24B34B0FC26ELL,0UL}}},{{{0x8DAE2DD6L,-1L,-7L,0xC5L},{0xE90AE672L,8L,2L,0x29L},{18446744073709551615UL,1L,0x383ADC0C6C457C95LL,0x05L},{4UL,0x0BL,-2L,251UL},{0x2077015AL,0x68L,0x893AC9F14785DDE3LL,0UL}},{{0xB44F8EC7L,0L,0x7A17D88C9D32E695LL,0x22L},{18446744073709551607UL,-1L,0xA1BF6DE9DFD9DCD0LL,0xF0L},{1UL,0xB1L,0L,0x19L},{0xA790E839L,0xAAL,1L,254UL},{0xB44F8EC7L,0L,0x7A17D88C9D32E695LL,0x22L}},{{0UL,0xE2L,0xE5889583E5B375C3LL,252UL},{0xE90AE672L,8L,2L,0x29L},{0xB4D0BA3EL,1L,0L,255UL},{0xC03C2EBFL,7L,0x8BE0000C262600A9LL,253UL},{0x130E835AL,6L,9L,249UL}},{{18446744073709551615UL,1L,0xA9F5215F8D4D24B0LL,253UL},{1UL,3L,0x2B9BDB716B2DB1F6LL,0xCCL},{1UL,0x09L,0xBDC17A96798FCC89LL,0x00L},{1UL,0x6FL,0xF184A5A57BFAA8F0LL,0x7BL},{0xD6FA9416L,0xD9L,0x25FA778BBE7517CALL,250UL}},{{1UL,0x1FL,0x63186AB794F557ECLL,255UL},{18446744073709551615UL,0x99L,0L,0xAAL},{1UL,0x1FL,0x63186AB794F557ECLL,255UL},{0xE90AE672L,8L,2L,0x29L},{0xE6325957L,0xA1L,-4L,0x98L}},{{18446744073709551613UL,0L,-9L,7UL},{1UL,0x6FL,0xF184A5A57BFAA8F0LL,0x7BL},{0UL,-1L,-1L,0x49L},{2UL,-3L,-10L,0x0EL},{0xB44F8EC7L,0L,0x7A17D88C9D32E695LL,0x22L}}},{{{0x130E835AL,6L,9L,249UL},{0xB38F3349L,0xE3L,0x3AF240C398DB013ALL,0UL},{1UL,1L,0x48687A6C865D1C60LL,1UL},{0xF8CB1DD1L,0xDEL,0x4D7262B11879AF71LL,254UL},{0xA0B83251L,2L,0x3CE5FBD18359A368LL,0x6FL}},{{0x31CC15ACL,1L,-5L,4UL},{18446744073709551614UL,0xCAL,0x163469BE588F11D9LL,0x78L},{0UL,-1L,-1L,0x49L},{0xBF3B3A3FL,0xA6L,0L,0UL},{0x9558F2C7L,-1L,0xB43B24B34B0FC26ELL,0UL}},{{0x3BB7D1C2L,0x26L,0x2FAA4CFEE0E8AC6ALL,1UL},{0xDF8B9FCAL,0L,0x2D0E6D20B08BE3A4LL,0xE1L},{1UL,0x1FL,0x63186AB794F557ECLL,255UL},{0x70C6FF2EL,1L,0L,0x2CL},{0x13E69424L,0xD2L,0x43BC755066CBB894LL,0x70L}},{{0x3C54D4D8L,0x53L,0xAA86CE42FF2F75C2LL,1UL},{1UL,0x09L,0xBDC17A96798FCC89LL,0x00L},{1UL,0x09L,0xBDC17A96798FCC89LL,0x00L},{0x3C54D4D8L,0x53L,0xAA86CE42FF2F75C2LL,1UL},{0xA790E839L,0xAAL,1L,254UL}},{{0x79288E39L,-1L,0xCD8EA9D8150A2A4CLL,0x2DL},{0xF8CB1DD1L,0xDEL,0x4D7262B11879AF71LL,254UL},{0xB4D0BA3EL,1L,0L,255UL},{18446744073709551615UL,-1L,0xA707204418E1406FLL,0xECL},{3UL,7L,0x85022838D311FD6ELL,0UL}},{{0x31CC15ACL,1L,-5L,4UL},{2UL,0xFBL,0xA2024C4C1A4DD755LL,0x92L},{1UL,0xB1L,0L,0x19L},{0UL,-1L,-1L,0x49L},{0x2C0A1F9BL,0x6EL,0x3DB2F5D99488F648LL,1UL}}},{{{0xE6325957L,0xA1L,-4L,0x98L},{0xC340A43DL,0x6DL,0xB02A446CDA1AD82FLL,5UL},{18446744073709551615UL,1L,0x383ADC0C6C457C95LL,0x05L},{18446744073709551615UL,-1L,0xA707204418E1406FLL,0xECL},{18446744073709551615UL,0x21L,0x30AF0BDC3688E530LL,0xCBL}},{{18446744073709551613UL,0L,-9L,7UL},{0x10EF99CFL,-2L,0x1FD2BCB5683BD2ECLL,255UL},{18446744073709551607UL,-1L,0xA1BF6DE9DFD9DCD0LL,0xF0L},{0x3C54D4D8L,0x53L,0xAA86CE42FF2F75C2LL,1UL},{0x31CC15ACL,1L,-5L,4UL}},{{0xA5FBC2B3L,-1L,-2L,1UL},{0x70C6FF2EL,1L,0L,0x2CL},{1UL,1L,-5L,248UL},{0x70C6FF2EL,1L,0L,0x2CL},{0xA5FBC2B3L,-1L,-2L,1UL}},{{18446744073709551615UL,1L,0xA9F5215F8D4D24B0LL,253UL},{2UL,-3L,-10L,0x0EL},{0xAE4585D5L,0L,0L,0xF7L},{0xBF3B3A3FL,0xA6L,0L,0UL},{1UL,3L,0x2B9BDB716B2DB1F6LL,0xCCL}},{{0xBAC80EFDL,-1L,0L,0xB3L},{0xC340A43DL,0x6DL,0xB02A446CDA1AD82FLL,5UL},{0x2077015AL,0x68L,0x893AC9F14785DDE3LL,0UL},{0xF8CB1DD1L,0xDEL,0x4D7262B11879AF71LL,254UL},{18446744073709551607UL,1L,0xB81A9DC1447C75A9LL,253UL}},{{0xB44F8EC7L,0L,0x7A17D88C9D32E695LL,0x22L},{1UL,0x1AL,0xAF38D5EEC0645CA0LL,1UL},{0xBF3B3A3FL,0xA6L,0L,0UL},{2UL,-3L,-10L,0x0EL},{1UL,3L,0x2B9BDB716B2DB1F6LL,0xCCL}}},{{{0xF52C8950L,-1L,1L,0x17L},{0xF8CB1DD1L,0xDEL,0x4D7262B11879AF71LL,254UL},{0x130E835AL,6L,9L,249UL},{0xE90AE672L,8L,2L,0x29L},{0xA5FBC2B3L,-1L,-2L,1UL}},{{1UL,3L,0x2B9BDB716B2DB1F6LL,0xCCL},{0x31CC15ACL,1L,-5L,4UL},{1UL,0x6FL,0xF184A5A57BFAA8F0LL,0x7BL},{1UL,0x6FL,0xF184A5A57BFAA8F0LL,0x7BL},{0x31CC15ACL,1L,-5L,4UL}},{{0x2077015AL,0x68L,0x893AC9F14785DDE3LL,0UL},{0xDF8B9FCAL,0L,0x2D0E6D20B08BE3A4LL,0xE1L},{0xE6325957L,0xA1L,-4L,0x98L},{0xC03C2EBFL,7L,0x8BE0000C262600A9LL,253UL},{18446744073709551615UL,0x21L,0x30AF0BDC3688E530LL,0xCBL}},{{2UL,0xFBL,0xA2024C4C1A4DD755LL,0x92L},{18446744073709551615UL,0xA0L,-4L,253UL},{0xBF3B3A3FL,0xA6L,0L,0UL},{0xA790E839L,0xAAL,1L,254UL},{0x2C0A1F9BL,0x6EL,0x3DB2F5D99488F648LL,1UL}},{{1UL,0x22L,1L,6UL},{0xB38F3349L,0xE3L,0x3AF240C398DB013ALL,0UL},{0xA0B83251L,2L,0x3CE5FBD18359A368LL,0x6FL},{4UL,0x0BL,-2L,251UL},{3UL,7L,0x85022838D311FD6ELL,0UL}},{{2UL,0xFBL,0xA2024C4C1A4DD755LL,0x92L},{0xD6FA9416L,0xD9L,0x25FA778BBE7517CALL,250UL},{0xAE4585D5L,0L,0L,0xF7L},{0UL,0L,7L,0xC1L},{0xA790E839L,0xAAL,1L,254UL}}}};
            int32_t l_1095[6][8] = {{7L,9L,0L,0L,9L,7L,(-7L),9L},{0L,(-7L),0L,0L,0L,(-7L),0L,7L},{9L,0x4DD9095DL,1L,0L,0L,1L,0x4DD9095DL,9L},{7L,0L,(-7L),0L,0L,0L,(-7L),0L},{9L,(-7L),7L,9L,0L,0L,9L,7L},{0L,0L,1L,0x4DD9095DL,9L,1L,9L,0x4DD9095DL}};
            uint64_t l_1106 = 0UL;
            int i, j, k;
            for (g_179 = 0; (g_179 <= 1); g_179 += 1)
            { /* block id: 448 */
                const int64_t l_1060 = 0x77E96037B96BBAD8LL;
                int32_t l_1090 = 1L;
                int32_t l_1094 = (-6L);
                int32_t l_1097 = 0L;
                int32_t l_1098 = 0x1EAD41F4L;
                int32_t l_1100[3][2][6] = {{{0xA6C1BC1EL,9L,0x4629F470L,9L,0xA6C1BC1EL,9L},{(-1L),0xAF2B585DL,(-1L),9L,(-1L),0xAF2B585DL}},{{0xA6C1BC1EL,0xAF2B585DL,0x4629F470L,0xAF2B585DL,0xA6C1BC1EL,0xAF2B585DL},{(-1L),9L,(-1L),0xAF2B585DL,(-1L),9L}},{{0xA6C1BC1EL,9L,0x4629F470L,9L,0xA6C1BC1EL,9L},{(-1L),0xAF2B585DL,(-1L),9L,(-1L),0xAF2B585DL}}};
                int i, j, k;
                if (g_614[(p_5 + 1)])
                    break;
                if (g_616[g_179][g_179])
                    continue;
                if ((g_234[(p_5 + 1)] >= (safe_div_func_uint32_t_u_u((((g_38 &= l_1054) , p_6) , (((!(safe_sub_func_int64_t_s_s((g_436[0].f2 ^= ((g_616[g_179][g_179] <= (safe_add_func_uint64_t_u_u(((g_625[5] = (p_6 > g_616[g_179][g_179])) & (255UL == l_1060)), 0x6A78A79C3D584354LL))) || g_384)), l_1061))) < 18446744073709551615UL) ^ p_5)), g_884[3][0][2].f1))))
                { /* block id: 454 */
                    int32_t l_1064 = 0x6D26F893L;
                    uint16_t l_1065 = 0xE950L;
                    int i, j, k;
                    g_884[g_191][g_191][(g_191 + 1)] = g_884[(p_5 + 2)][g_191][(p_5 + 1)];
                    if (p_3)
                        goto lbl_1062;
                    ++l_1065;
                    l_1064 ^= (safe_div_func_uint8_t_u_u((safe_div_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s(0x7B05L, 5)), (0xA66BL == ((l_1076 , ((-1L) < ((g_616[p_5][(p_5 + 2)] = (((0L >= (safe_rshift_func_uint8_t_u_s((g_481 = ((l_1076.f2 & (g_93 = (l_1079[0][2][2] , 0xA8ABL))) < 0x62C8L)), 5))) , 1UL) > l_1054)) , 0xEE4CCB30FC92C042LL))) && 0xCDE8L)))) ^ g_614[(p_5 + 1)]), l_1076.f0)), p_3));
                }
                else
                { /* block id: 462 */
                    uint32_t l_1092[7];
                    int32_t l_1099 = 0x14C83BF9L;
                    int32_t l_1101 = 5L;
                    int32_t l_1102 = 0x1988A129L;
                    int32_t l_1103 = 1L;
                    int32_t l_1104[6][7][6] = {{{0x711760E9L,0x72072768L,1L,0xDA18205CL,0L,(-1L)},{8L,1L,(-3L),(-6L),(-2L),(-9L)},{(-9L),1L,(-3L),1L,0L,7L},{0x102E440FL,0x72072768L,0x77D69786L,0L,0xDA18205CL,0x39E5040BL},{0xB73CBEFBL,0L,0xA02CE865L,0x04A7B17AL,9L,0xF68F8012L},{0L,(-2L),0xAE16035DL,1L,1L,0xE81204C3L},{(-1L),0xE81204C3L,(-2L),0xA02CE865L,(-5L),1L}},{{(-3L),(-7L),0x72072768L,0xB73CBEFBL,0x39E5040BL,1L},{0x72072768L,0xF235A968L,(-9L),1L,1L,0x77D69786L},{0xF8F65012L,1L,0x732BDD53L,1L,1L,0x732BDD53L},{(-3L),(-3L),0x102E440FL,0x0949AAF0L,2L,0x711760E9L},{0x732BDD53L,0x212673A4L,0x04A7B17AL,(-7L),0xE518A831L,0x102E440FL},{1L,0x732BDD53L,0x04A7B17AL,(-1L),(-3L),0x711760E9L},{1L,(-1L),0x102E440FL,1L,0L,0x732BDD53L}},{{1L,0L,0x732BDD53L,(-5L),1L,0x77D69786L},{0xA02CE865L,0x043CCB87L,(-9L),(-9L),(-1L),1L},{(-1L),0x922E9E1BL,0x72072768L,(-3L),0x77D69786L,1L},{0x1BC0C64FL,9L,(-2L),(-1L),0xAE16035DL,0xE81204C3L},{(-9L),1L,0xAE16035DL,0x77D69786L,9L,0xF68F8012L},{1L,(-1L),0xA02CE865L,0x39E5040BL,(-3L),0x39E5040BL},{0x77D69786L,(-5L),0x77D69786L,(-1L),0x9C878BAAL,7L}},{{0xE518A831L,0x1BC0C64FL,(-3L),0xF235A968L,0x711760E9L,(-9L)},{(-10L),0x77D69786L,(-3L),0xF235A968L,0xD2C6E4E5L,(-1L)},{0xE518A831L,(-6L),1L,(-1L),0xB73CBEFBL,0L},{0x77D69786L,0L,0xDA18205CL,0x39E5040BL,1L,(-3L)},{1L,8L,0xF235A968L,0x77D69786L,(-6L),0xA9831272L},{(-9L),0xE518A831L,1L,(-1L),0x922E9E1BL,0xD2C6E4E5L},{0x1BC0C64FL,2L,(-6L),(-3L),0xE518A831L,(-7L)}},{{1L,7L,(-1L),9L,0x04A7B17AL,0x72072768L},{(-3L),0xA9831272L,0x64E2363AL,(-1L),(-5L),(-5L)},{0xD2C6E4E5L,1L,1L,0xD2C6E4E5L,0xF68F8012L,0L},{0x04A7B17AL,(-10L),(-7L),(-1L),(-3L),0x0949AAF0L},{(-1L),0x732BDD53L,1L,8L,(-3L),2L},{1L,(-10L),0xE518A831L,(-1L),0xF68F8012L,0x1BC0C64FL},{0x102E440FL,1L,0L,0x732BDD53L,(-5L),1L}},{{1L,0xA9831272L,0L,0x1BC0C64FL,0x04A7B17AL,0x102E440FL},{0xF8F65012L,7L,0L,0xF235A968L,0xE518A831L,0xF68F8012L},{7L,0L,1L,(-3L),1L,(-9L)},{(-6L),0xAE16035DL,(-2L),0x04A7B17AL,(-2L),1L},{0x9C878BAAL,(-5L),2L,0xDA18205CL,0xD2C6E4E5L,1L},{0xF235A968L,0x0949AAF0L,(-6L),0x0949AAF0L,0xF235A968L,(-9L)},{0L,0xB73CBEFBL,2L,0x212673A4L,0x043CCB87L,8L}}};
                    int i, j, k;
                    for (i = 0; i < 7; i++)
                        l_1092[i] = 0xA2FAF29FL;
                    p_4 = (safe_lshift_func_int8_t_s_u(((safe_sub_func_int64_t_s_s((((safe_add_func_uint32_t_u_u(((g_234[4] = ((((((safe_sub_func_uint64_t_u_u(((safe_lshift_func_uint8_t_u_s(((l_1090 = 0xE18BF73FL) < 0xDBFCB89EL), 1)) && g_218), (safe_unary_minus_func_uint32_t_u(0UL)))) || ((l_1051 ^ l_1092[1]) | g_614[0])) , g_436[0].f3) , g_384) >= p_6) == p_3)) , p_5), p_6)) == l_1092[2]) != g_56), g_276)) > p_4), g_436[0].f3));
                    l_1106--;
                }
                if ((g_276 |= (((safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_s((safe_mod_func_int32_t_s_s((safe_add_func_int32_t_s_s(((g_736.f1 != (((l_1096[0][0][1] = (9UL ^ ((g_615 && (-1L)) , (+(safe_mod_func_uint16_t_u_u((1L & (g_1120 = g_93)), (((g_625[3] = ((safe_mul_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((safe_lshift_func_int8_t_s_s((g_614[p_5] = 0xE1L), 0)), l_1076.f2)), l_1100[1][0][5])) , g_38)) ^ g_234[3]) , p_5))))))) <= 255UL) & 0x4B9AL)) > l_1063), l_1015)), l_1076.f3)), p_6)), 2UL)) & g_436[0].f1) ^ l_1079[0][2][2].f2)))
                { /* block id: 473 */
                    l_1051 |= l_1098;
                    l_1093[4][2][2] ^= (safe_sub_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u(8UL, 0x5DBFL)) & ((safe_div_func_int16_t_s_s((((p_4 | g_276) < ((safe_mul_func_uint8_t_u_u(0x38L, ((0x95E50A48L < (safe_mod_func_int32_t_s_s((l_1051 &= p_4), 0xECC33D06L))) <= g_884[3][0][2].f1))) & p_3)) >= g_625[3]), g_223)) || p_5)), 0xEEL));
                    if (g_436[0].f0)
                        continue;
                    g_276 = g_944[3][3];
                }
                else
                { /* block id: 479 */
                    uint64_t l_1153 = 0xE666D4AFEA137509LL;
                    int32_t l_1154 = 1L;
                    l_1090 &= ((safe_mod_func_int64_t_s_s(((p_6 & (safe_div_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((safe_mul_func_uint64_t_u_u((0x40617FDCL ^ (g_276 = g_384)), ((!(g_412 >= (safe_mod_func_int8_t_s_s((safe_mul_func_int16_t_s_s((l_1153 = (safe_mul_func_int8_t_s_s(((p_3 != p_3) >= l_1100[2][1][4]), g_1152[4]))), l_1154)), g_614[0])))) >= g_622))), g_622)), p_5))) | p_5), p_4)) && (-1L));
                    l_1105 = (safe_rshift_func_int16_t_s_s((~0x76D05F18L), (((g_154 ^ (l_1093[2][0][2] ^= ((safe_sub_func_int16_t_s_s((1UL || (safe_div_func_int64_t_s_s(p_5, ((0xF25CA06AL & l_1100[1][1][3]) , (p_6 || 0xF0L))))), 0x9F2EL)) > p_3))) != 0x054B5B5AL) < 0x59L)));
                    p_4 = l_1100[1][0][1];
                    return g_59;
                }
            }
        }
        for (g_56 = 0; (g_56 <= 1); g_56 += 1)
        { /* block id: 492 */
            int32_t l_1172[5] = {0xA156BCC5L,0xA156BCC5L,0xA156BCC5L,0xA156BCC5L,0xA156BCC5L};
            int32_t l_1232 = (-1L);
            int i;
            for (l_1076.f0 = 0; (l_1076.f0 <= 2); l_1076.f0 += 1)
            { /* block id: 495 */
                int i;
                g_625[(g_56 + 1)] = 0xF265ABD6L;
                p_4 = (safe_rshift_func_uint16_t_u_u(g_614[(g_56 + 1)], 9));
                for (p_6 = 1; (p_6 >= 0); p_6 -= 1)
                { /* block id: 500 */
                    if (g_412)
                        goto lbl_1062;
                }
            }
            l_1051 = ((((safe_mod_func_int16_t_s_s(((safe_div_func_uint16_t_u_u(g_614[g_191], (safe_mod_func_uint8_t_u_u((((safe_mul_func_int16_t_s_s(((g_614[g_191] && ((--g_222) == ((((((safe_mul_func_uint8_t_u_u((safe_add_func_uint16_t_u_u(0x945AL, (0x983DL > (4UL >= (p_4 > (p_3 , l_1061)))))), 3L)) || p_3) | 1UL) , 0xD690L) ^ 65528UL) < l_1172[4]))) ^ p_5), g_436[0].f0)) < l_1076.f2) != 250UL), 0xE9L)))) && 0x4AF06421L), l_1096[0][0][1])) >= p_5) && l_1096[0][0][1]) && p_5);
            g_625[2] |= (safe_lshift_func_int8_t_s_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((((safe_lshift_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s(p_5, 7)), (safe_unary_minus_func_int8_t_s((g_614[2] , (((safe_sub_func_int32_t_s_s(((((safe_rshift_func_int16_t_s_s((0xB0A2L == (((((safe_rshift_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((0x5BL || (-1L)), (safe_unary_minus_func_uint32_t_u((((safe_div_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((((safe_mod_func_uint16_t_u_u((g_436[0].f3 && l_1076.f0), 1L)) , g_884[3][0][2].f3) , p_3), g_884[3][0][2].f1)), g_615)) || p_5) > g_412))))), 15)) <= 0UL) , 0xB33A0283FEFD2978LL) | 0xAF611DD5C109F3B8LL) < p_4)), g_1152[4])) ^ (-8L)) && 0x942F942EL) | l_1205), p_6)) != 0xC3A9CDC90EA9E215LL) || g_464)))))) != 0UL) <= l_1205), l_1096[0][0][1])), g_614[2])), l_1096[0][0][1]));
            for (g_220 = 2; (g_220 >= 0); g_220 -= 1)
            { /* block id: 509 */
                const int16_t l_1234 = 0xAF8EL;
                int32_t l_1287 = (-4L);
                if ((p_5 == (l_1093[4][1][3] = (((safe_mul_func_int8_t_s_s(((safe_add_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_s(((safe_lshift_func_uint16_t_u_u(((l_1076.f1 != g_1214[2]) , ((safe_rshift_func_int8_t_s_s(((safe_mod_func_int16_t_s_s((safe_add_func_uint8_t_u_u(1UL, (safe_rshift_func_int8_t_s_u(((safe_lshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u((((+(safe_div_func_uint64_t_u_u(l_1172[4], (safe_sub_func_uint16_t_u_u((l_1076.f1 < ((l_1076.f2 == l_1232) && g_615)), g_63))))) <= 7L) && p_5), (-1L))), g_477)) < 0L), 5)))), 0xB6C3L)) <= l_1093[1][1][0]), l_1096[0][0][1])) != l_1233)), l_1096[0][0][1])) < p_4), 7)), g_436[0].f2)) && l_1234), l_1105)) || g_944[3][4]) | p_3))))
                { /* block id: 511 */
                    int64_t l_1235 = 0x8324D6604ABD1AE7LL;
                    l_1235 |= 0L;
                    if (p_6)
                        break;
                    p_4 &= (l_1096[0][0][1] ^= p_6);
                }
                else
                { /* block id: 516 */
                    int16_t l_1261 = 0xB117L;
                    int i;
                    l_1172[4] ^= ((((safe_lshift_func_uint8_t_u_s((safe_mul_func_int16_t_s_s((!(0x867C4143013B3E9FLL >= (+1L))), (safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((l_1261 ^= (safe_div_func_int64_t_s_s(g_56, ((0xE57AA562D7E2C14FLL && g_220) , (+(safe_lshift_func_int16_t_s_s(((safe_rshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((safe_add_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u(((p_4 = g_944[1][0]) < g_221), 7L)) > g_614[g_191]), p_5)), p_5)), l_1076.f3)), 12)) < g_736.f2), 0))))))), g_625[0])), g_436[0].f1)))), 5)) ^ l_1234) & g_1214[2]) >= g_884[3][0][2].f1);
                    p_4 = (safe_lshift_func_int8_t_s_s(((safe_sub_func_uint16_t_u_u((l_1287 ^= ((safe_add_func_uint8_t_u_u(p_3, (g_1214[2] = ((((((safe_mul_func_int8_t_s_s(((safe_div_func_int64_t_s_s(((l_1285 ^= ((l_1096[0][0][1] >= (safe_unary_minus_func_int16_t_s(g_285))) ^ (safe_sub_func_int8_t_s_s((safe_mul_func_int16_t_s_s(((l_1172[1] &= (((((safe_add_func_int32_t_s_s((safe_add_func_int32_t_s_s((((g_614[g_191] &= ((0x41L > ((safe_rshift_func_int8_t_s_s((g_736 , (((safe_mul_func_uint8_t_u_u(253UL, g_223)) <= l_1096[0][0][1]) != l_1076.f3)), 6)) > l_1232)) >= 0x16L)) >= p_5) & 249UL), p_3)), (-1L))) > l_1261) != g_884[3][0][2].f3) > 0x94L) & g_179)) | l_1232), p_5)), l_1015)))) <= p_5), g_285)) , g_481), l_1234)) <= 0x8AL) , g_93) > g_1286) , g_944[1][3]) , (-2L))))) > g_436[0].f3)), l_1076.f0)) > 0x8B7DDF3222D16AF2LL), g_622));
                    l_1288[0]++;
                    l_1172[2] = l_1205;
                }
                if (g_234[0])
                    break;
                for (g_222 = 0; (g_222 <= 1); g_222 += 1)
                { /* block id: 532 */
                    return g_223;
                }
            }
        }
    }
    for (g_1286 = 6; (g_1286 == 5); --g_1286)
    { /* block id: 540 */
        for (p_4 = 21; (p_4 >= (-30)); --p_4)
        { /* block id: 543 */
            struct S0 l_1295 = {18446744073709551615UL,0x5EL,-9L,0UL};
            l_1295 = g_436[0];
        }
    }
    return l_1288[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_63 g_477 g_625 g_56 g_221 g_436.f2 g_38 g_276 g_884.f0 g_736.f1 g_154 g_944 g_277 g_436 g_412 g_614 g_736.f2 g_234 g_615 g_220 g_384 g_223 g_93
 * writes: g_63 g_38 g_276 g_223 g_884.f1 g_234 g_625 g_321 g_477 g_218
 */
static int64_t  func_10(uint64_t  p_11, uint32_t  p_12, int32_t  p_13, struct S0  p_14)
{ /* block id: 366 */
    int8_t l_891[8] = {1L,1L,1L,1L,1L,1L,1L,1L};
    const int8_t l_909[7] = {0L,0L,0x3AL,0L,0L,0x3AL,0L};
    uint16_t l_926 = 0xC172L;
    uint8_t l_933 = 8UL;
    int32_t l_964 = (-5L);
    int32_t l_965 = (-10L);
    int32_t l_966 = 0x7D18B0B2L;
    int32_t l_967 = (-6L);
    int32_t l_968 = (-3L);
    int32_t l_969 = 8L;
    int32_t l_970 = 0xE2428C5FL;
    int32_t l_971[4][3][4] = {{{0L,0x318F9053L,0x318F9053L,0L},{0x318F9053L,0L,0x318F9053L,0x318F9053L},{0L,0L,0xE872D86CL,0L}},{{0L,0x318F9053L,0x318F9053L,0L},{0x318F9053L,0L,0x318F9053L,0x318F9053L},{0L,0L,0xE872D86CL,0L}},{{0L,0x318F9053L,0x318F9053L,0L},{0x318F9053L,0L,0x318F9053L,0x318F9053L},{0L,0L,0xE872D86CL,0L}},{{0L,0x318F9053L,0x318F9053L,0L},{0x318F9053L,0L,0x318F9053L,0x318F9053L},{0L,0L,0xE872D86CL,0L}}};
    int16_t l_972 = 0xB789L;
    uint64_t l_973 = 0x86F70E4AD1605607LL;
    int i, j, k;
    for (g_63 = 0; (g_63 == 15); ++g_63)
    { /* block id: 369 */
        uint16_t l_910 = 65534UL;
        uint32_t l_911 = 18446744073709551615UL;
        int32_t l_912 = 4L;
        struct S1 l_940 = {0x2ACE615C6CBB7E86LL,0UL,-10L};
        int32_t l_962 = 0xC8871385L;
        int32_t l_963[4];
        int i;
        for (i = 0; i < 4; i++)
            l_963[i] = 4L;
        l_912 ^= (g_477 && (((safe_mul_func_int8_t_s_s(p_14.f0, (l_891[3] > (safe_sub_func_int8_t_s_s(1L, (safe_sub_func_int16_t_s_s(((safe_rshift_func_int16_t_s_u((safe_mul_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u((safe_div_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s(((safe_div_func_uint32_t_u_u(((+l_909[3]) < 0x3070A81DL), (((l_911 |= l_910) , g_625[5]) , p_13))) ^ 0xB7L), 2)), g_56)), l_910)) | l_891[3]), p_14.f1)), 13)) , p_14.f3), l_910))))))) <= g_221) == p_14.f3));
        if (g_436[0].f2)
            break;
        for (g_38 = 0; (g_38 <= 6); g_38 += 1)
        { /* block id: 375 */
            int8_t l_921 = 0x80L;
            for (g_276 = 6; (g_276 >= 0); g_276 -= 1)
            { /* block id: 378 */
                struct S1 l_941 = {0L,0x6FL,0xF3L};
                g_223 = g_477;
                if ((((safe_add_func_uint32_t_u_u(g_884[3][0][2].f0, ((safe_sub_func_uint8_t_u_u((safe_add_func_int16_t_s_s((safe_mod_func_uint8_t_u_u(((g_884[3][0][2].f1 = p_14.f2) < ((l_921 &= g_625[3]) > (((p_14 , (p_14.f1 || (g_736.f1 , (safe_sub_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_u(l_891[3], 0)), l_891[3]))))) == g_56) , 0x34E7E85B8A410718LL))), 9UL)), (-1L))), g_154)) || l_926))) != g_38) , 0L))
                { /* block id: 382 */
                    uint32_t l_927 = 18446744073709551614UL;
                    if (l_927)
                        break;
                    p_13 = ((safe_lshift_func_uint8_t_u_u(((p_11 <= p_14.f0) | p_11), p_14.f2)) < ((safe_add_func_uint8_t_u_u((~l_933), (((0L || 0xD4L) == p_14.f2) != 0xA2L))) & 0L));
                }
                else
                { /* block id: 385 */
                    int64_t l_949 = 0x2DB15801EDA90640LL;
                    int i;
                    g_625[5] = ((safe_mul_func_int16_t_s_s((safe_sub_func_int32_t_s_s((((safe_div_func_int8_t_s_s(((l_940 , (l_941 , ((p_12 > (g_944[3][3] | (((l_912 = (g_234[g_38] = (safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u(((((((((g_277 , 0L) && (g_436[3] , 0x1BE9L)) & p_14.f0) || 65535UL) && l_949) < 0xD6772546L) >= p_11) & g_412), l_926)), 0L)))) > g_221) != 0x43L))) > p_13))) ^ g_436[0].f2), l_911)) , l_933) >= g_614[0]), 0L)), p_13)) | p_11);
                    g_223 &= ((((l_941.f1 != (safe_div_func_uint64_t_u_u((~(safe_div_func_uint8_t_u_u(g_736.f2, l_910))), ((g_234[g_276] ^ 0x11C4L) && (safe_rshift_func_int16_t_s_u(((+((g_321 = (safe_mul_func_uint8_t_u_u((safe_add_func_int64_t_s_s(((g_625[3] = (0x49L == (g_234[2] < g_615))) , l_933), p_14.f0)), g_436[0].f0))) != 0x42B3BC61L)) == g_220), g_234[g_38])))))) >= p_14.f0) < g_63) <= g_384);
                    g_625[3] = g_93;
                }
            }
        }
        l_973++;
    }
    l_971[1][1][3] = (safe_rshift_func_int16_t_s_u((((safe_unary_minus_func_int32_t_s(((safe_add_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(((((p_14.f1 = (safe_mul_func_uint16_t_u_u(((safe_add_func_int8_t_s_s((g_218 = (((safe_div_func_uint16_t_u_u(((safe_add_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u((-1L), 0)), ((247UL >= (g_477 = (safe_mul_func_uint16_t_u_u(((l_967 > (p_13 = (safe_sub_func_uint32_t_u_u(l_909[3], 0x6333B2BCL)))) | (safe_mul_func_int8_t_s_s((safe_div_func_int32_t_s_s(((((safe_sub_func_uint32_t_u_u(((g_614[0] || ((0xF3EC1FFFL ^ l_909[3]) ^ l_966)) || p_14.f3), 1L)) > 1L) != 4294967295UL) == l_965), (-1L))), l_973))), l_968)))) , p_14.f0))) < (-10L)), 1L)) && l_933) && 0L)), 0xA4L)) ^ (-1L)), 0x5B65L))) && l_909[1]) != p_12) >= g_614[1]), l_891[7])), 0x35L)) < 0x7A4471DFB285C861LL))) < l_909[1]) | p_14.f3), 15));
    return l_966;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int8_t  func_19(uint8_t  p_20, uint32_t  p_21)
{ /* block id: 364 */
    return p_20;
}


/* ------------------------------------------ */
/* 
 * reads : g_223 g_321
 * writes: g_436 g_223 g_321 g_412 g_234
 */
static uint8_t  func_30(uint8_t  p_31, uint32_t  p_32, uint64_t  p_33, uint16_t  p_34)
{ /* block id: 352 */
    struct S0 l_878[3] = {{0x2B45C6E0L,0L,0x725040EF2C1FFA96LL,0xC1L},{0x2B45C6E0L,0L,0x725040EF2C1FFA96LL,0xC1L},{0x2B45C6E0L,0L,0x725040EF2C1FFA96LL,0xC1L}};
    int i;
    g_436[3] = l_878[2];
    g_223 |= p_31;
    for (g_321 = 10; (g_321 != 14); ++g_321)
    { /* block id: 357 */
        uint16_t l_881 = 0x5D14L;
        for (g_412 = 0; g_412 < 7; g_412 += 1)
        {
            g_234[g_412] = 1L;
        }
        if (l_881)
            break;
    }
    return p_31;
}


/* ------------------------------------------ */
/* 
 * reads : g_56 g_38 g_59 g_63 g_93 g_154 g_179 g_191 g_221 g_234 g_222 g_277 g_223 g_220 g_285 g_321 g_218 g_412 g_276 g_464 g_384 g_481 g_436.f3 g_436 g_477 g_616 g_625 g_622 g_614 g_736 g_615
 * writes: g_59 g_63 g_93 g_56 g_154 g_179 g_191 g_218 g_220 g_222 g_234 g_276 g_223 g_285 g_277 g_321 g_384 g_221 g_436 g_477 g_481 g_616 g_614 g_625 g_412
 */
static uint16_t  func_42(int64_t  p_43, uint8_t  p_44, uint16_t  p_45, uint16_t  p_46)
{ /* block id: 2 */
    int64_t l_57 = 0xB9FFBDD2A48B7552LL;
    int32_t l_58 = 0x580B0B8BL;
    int32_t l_94[3];
    int64_t l_275 = 0L;
    int32_t l_385 = (-2L);
    struct S0 l_435 = {0xED844A82L,1L,0xB1FE54FC9AF34848LL,0UL};
    int32_t l_542 = 0x2C73C4E1L;
    uint16_t l_630 = 5UL;
    uint32_t l_846 = 0x49D22A36L;
    int16_t l_855 = 0x76D3L;
    int i;
    for (i = 0; i < 3; i++)
        l_94[i] = 0L;
    for (p_45 = (-15); (p_45 < 21); p_45 = safe_add_func_uint16_t_u_u(p_45, 1))
    { /* block id: 5 */
        uint32_t l_49 = 5UL;
        int32_t l_50[6] = {(-9L),0x7CB0BE94L,0x7CB0BE94L,(-9L),0x7CB0BE94L,0x7CB0BE94L};
        struct S1 l_51 = {-1L,0x2CL,4L};
        int32_t l_62 = 0x007B4AD2L;
        int32_t l_64 = 1L;
        int32_t l_189 = 0x52D2F77AL;
        uint32_t l_200 = 0x8830C378L;
        int16_t l_320[2];
        int i;
        for (i = 0; i < 2; i++)
            l_320[i] = 0xA1B5L;
        l_50[3] &= l_49;
        l_64 &= (((l_51 , (safe_rshift_func_uint8_t_u_s(((g_63 = ((g_59 = (safe_sub_func_int8_t_s_s(6L, (l_50[3] = ((l_51.f2 && (g_56 != g_56)) | (l_58 = (l_57 |= 0x24L))))))) > ((l_62 = (safe_sub_func_int16_t_s_s(9L, (-6L)))) > g_38))) < p_46), g_56))) , 0x0FL) <= p_45);
        if ((((((safe_mul_func_int16_t_s_s((safe_add_func_int64_t_s_s(((((safe_add_func_uint16_t_u_u(2UL, g_56)) == ((safe_mul_func_int16_t_s_s(((safe_mod_func_uint8_t_u_u((safe_add_func_int64_t_s_s((safe_mul_func_uint16_t_u_u(((g_59 != ((l_94[0] = (safe_add_func_int64_t_s_s(g_59, (safe_sub_func_uint64_t_u_u(((0x5B6CC60A97593EB6LL ^ ((g_93 &= ((p_44 = (safe_div_func_int16_t_s_s((safe_div_func_int8_t_s_s((((safe_lshift_func_uint8_t_u_s(((l_62 = (((l_58 ^= (!(+(safe_mod_func_int64_t_s_s(g_59, 0x3997603614A4D940LL))))) || l_58) <= 3L)) && l_49), 7)) <= p_46) != p_44), g_63)), p_44))) | l_57)) , l_58)) , 18446744073709551611UL), 7L))))) < p_46)) & 0x5DD9BF4DL), g_56)), p_43)), g_63)) | p_43), g_59)) || 8L)) >= 0xAB569F1341B0B2ACLL) , p_43), 0x7E9A86F217CF0AE9LL)), l_57)) && 0L) , l_58) <= p_45) <= g_56))
        { /* block id: 19 */
            int32_t l_119 = 0L;
            int32_t l_120 = (-10L);
            int32_t l_219 = 0L;
            for (p_46 = 0; (p_46 <= 2); p_46 += 1)
            { /* block id: 22 */
                int32_t l_104 = 1L;
                int32_t l_112 = 1L;
                int i;
                if (((g_56 = (-8L)) , ((safe_sub_func_uint8_t_u_u(7UL, ((((safe_div_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_s((l_94[0] = (!(safe_mod_func_int32_t_s_s(l_94[p_46], (l_104 = 0x432499CBL))))), 10)), (safe_add_func_int64_t_s_s((+(safe_add_func_uint64_t_u_u(l_57, (safe_rshift_func_int16_t_s_s((l_112 , (((safe_lshift_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s(g_63, g_63)), 9)) >= g_93) < 0x51034527L)), g_93))))), p_45)))) , g_63) , l_62) , 0x67L))) , g_56)))
                { /* block id: 26 */
                    uint8_t l_147[7] = {255UL,255UL,255UL,255UL,255UL,255UL,255UL};
                    int32_t l_152 = 1L;
                    int32_t l_153[3][6][2] = {{{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L},{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L},{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L}},{{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L},{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L},{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L}},{{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L},{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L},{0xE74A9F0FL,0xC09A20D7L},{3L,0xC09A20D7L}}};
                    int i, j, k;
                    g_154 |= ((safe_sub_func_uint64_t_u_u(l_119, ((--g_63) , ((((((safe_lshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((safe_div_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u((safe_mod_func_int64_t_s_s((l_50[3] = (l_58 = ((((g_38 , (!0xF612F8B81D3E15E8LL)) , (l_104 >= ((safe_rshift_func_int8_t_s_u((((safe_lshift_func_int16_t_s_s(p_46, 14)) >= ((!((safe_lshift_func_int16_t_s_s((l_152 = ((safe_rshift_func_uint16_t_u_u(((((safe_sub_func_uint16_t_u_u((l_94[0] &= (g_63 = (--l_147[4]))), (((safe_mul_func_int8_t_s_s((l_64 = (0xEFL | ((g_59 | g_56) || g_56))), g_38)) != l_120) == p_45))) == g_59) <= 0x41A7L) ^ p_45), 14)) , p_45)), p_44)) & g_56)) | g_38)) > p_44), 5)) ^ l_58))) == (-2L)) ^ 0xD5892074L))), g_59)), g_59)) | l_104), (-1L))), g_93)), 0xDFL)), 3)) >= p_44) || p_44) , l_153[1][2][0]) >= p_46) , l_119)))) && p_43);
                }
                else
                { /* block id: 36 */
                    int32_t l_178 = (-6L);
                    l_104 ^= (safe_div_func_int32_t_s_s((((!(p_46 >= 0x68256599A50A9A04LL)) & (g_56 & ((g_179 &= ((safe_mul_func_int16_t_s_s((((safe_div_func_int64_t_s_s(((l_51.f1 >= p_46) || ((((safe_mul_func_int16_t_s_s((safe_add_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(g_59, (safe_sub_func_uint32_t_u_u(((safe_sub_func_int32_t_s_s((safe_mul_func_int16_t_s_s((((safe_lshift_func_int8_t_s_s((safe_mod_func_int64_t_s_s(p_44, p_45)), 6)) , l_94[0]) && p_43), 0UL)), p_43)) | l_50[3]), l_57)))), 8L)), g_59)) == g_154) <= g_59) == p_43)), g_154)) ^ g_59) >= l_178), l_112)) > l_119)) < p_45))) , p_43), g_154));
                    return g_154;
                }
                l_120 = p_45;
            }
            for (l_62 = 0; (l_62 < 7); ++l_62)
            { /* block id: 45 */
                for (g_59 = 0; (g_59 <= 2); g_59 += 1)
                { /* block id: 48 */
                    int i;
                    return l_94[g_59];
                }
            }
            for (p_43 = 25; (p_43 != 5); p_43 = safe_sub_func_int64_t_s_s(p_43, 1))
            { /* block id: 54 */
                int32_t l_188 = 1L;
                int32_t l_190 = (-2L);
                int32_t l_217 = 0x866D6690L;
                g_191 = (safe_rshift_func_int8_t_s_u((l_190 = (safe_rshift_func_int8_t_s_s(l_51.f2, ((p_43 && (0x381EAFD68FCE5417LL == p_43)) < (l_188 < l_189))))), 2));
                g_220 = (l_219 |= ((((safe_mod_func_uint64_t_u_u((((g_218 = ((((((~(l_120 = ((safe_div_func_uint32_t_u_u(((!(65531UL < 0x0F34L)) == ((((safe_add_func_int64_t_s_s((l_190 & ((l_200--) , (safe_mod_func_int64_t_s_s((0x4707698F8DB1BCEFLL >= ((safe_add_func_int16_t_s_s((l_217 |= (safe_sub_func_uint64_t_u_u((l_58 |= ((safe_add_func_uint64_t_u_u((g_191 > (safe_lshift_func_int8_t_s_s((safe_add_func_int16_t_s_s((safe_rshift_func_uint8_t_u_u(9UL, 2)), l_190)), l_119))), g_93)) > 18446744073709551615UL)), g_59))), g_179)) , 0x5652690A631AE8C0LL)), g_56)))), 0x8AC2E3D4A9B1A085LL)) >= 0x24418FD7A1EBC932LL) < 0x40BB9802L) || 255UL)), l_50[4])) | 0x37C2L))) , l_57) < 0x01C9L) != 1UL) || l_51.f1) >= l_189)) < g_93) < l_119), g_59)) , g_191) || g_38) < p_43));
                if (l_120)
                { /* block id: 64 */
                    return g_221;
                }
                else
                { /* block id: 66 */
                    if (g_191)
                        break;
                }
                for (l_219 = 0; (l_219 <= 2); l_219 += 1)
                { /* block id: 71 */
                    int i;
                    return l_94[l_219];
                }
            }
            g_222 = 0xAE28EBADL;
        }
        else
        { /* block id: 76 */
            int8_t l_226 = 0x37L;
            int32_t l_229[7][8] = {{(-4L),1L,0x06C09E53L,0xA764965EL,0L,0L,0x93C1CF12L,0L},{0L,0L,0x93C1CF12L,0L,0L,0xA764965EL,0x06C09E53L,1L},{(-4L),(-1L),0x2AE1B054L,0L,0L,1L,0L,0L},{0x2AE1B054L,0x0F39FE94L,0x2AE1B054L,0xA764965EL,0x93C1CF12L,(-9L),0x06C09E53L,(-1L)},{0L,0x0F39FE94L,0x93C1CF12L,1L,6L,1L,0x93C1CF12L,0x0F39FE94L},{0L,(-1L),0x06C09E53L,(-9L),0x93C1CF12L,0xA764965EL,0x2AE1B054L,0x0F39FE94L},{0x2AE1B054L,0L,0L,1L,0L,0L,0x2AE1B054L,(-1L)}};
            int8_t l_283 = 1L;
            int32_t l_340 = 0x9FC26041L;
            int i, j;
            l_58 ^= ((p_45 <= ((p_44--) <= (l_226 = (-6L)))) < (safe_mul_func_int8_t_s_s((0x9D74L >= l_229[1][1]), (safe_mul_func_int8_t_s_s(((g_234[2] = g_63) && (((((+(safe_mul_func_int16_t_s_s(g_59, (((safe_lshift_func_int8_t_s_u((((((safe_add_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_s((safe_mod_func_int16_t_s_s(g_56, p_46)), l_229[2][4])), l_229[1][1])) || 0x63292AA6575066FELL) <= g_63) != 0xAC39FD4B7166276FLL) , p_45), 7)) || p_46) > l_94[1])))) ^ g_191) || 6L) && 2L) > g_191)), p_43)))));
            if (((0x95546736D523453ALL ^ (((g_154 | (safe_div_func_int16_t_s_s((0xCDL || p_44), p_44))) || (((safe_mul_func_uint16_t_u_u(((safe_div_func_int32_t_s_s((l_64 > ((p_45 , p_46) > g_179)), 0xFFE4C292L)) , p_45), p_44)) , 0x8BL) >= g_191)) != 0x1544L)) || l_229[1][1]))
            { /* block id: 81 */
                int64_t l_262 = (-3L);
                for (p_44 = 0; (p_44 <= 6); p_44 += 1)
                { /* block id: 84 */
                    struct S1 l_256 = {0x41A536D6C3F5D855LL,255UL,0xA1L};
                    int i;
                    g_223 &= ((safe_lshift_func_int16_t_s_u((safe_div_func_uint64_t_u_u((l_256 , (safe_div_func_uint8_t_u_u(((!((safe_rshift_func_uint8_t_u_s(g_234[p_44], 4)) >= l_262)) & (safe_div_func_int8_t_s_s((safe_div_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u(l_58, (g_276 = ((g_222 & (((((safe_mod_func_int32_t_s_s((safe_mul_func_uint16_t_u_u(l_262, (safe_mul_func_uint16_t_u_u((18446744073709551615UL <= 0x586884AE36154488LL), p_45)))), g_191)) , p_45) || l_57) <= l_275) | g_38)) ^ p_45)))), 1UL)), g_277))), p_46))), 0xE4EAF2CDD3E714B4LL)), g_56)) < g_234[6]);
                }
                for (l_262 = 2; (l_262 >= 0); l_262 -= 1)
                { /* block id: 90 */
                    int i;
                    l_229[2][0] ^= (safe_rshift_func_int16_t_s_s((g_93 = (l_94[l_262] & 0x4EL)), (+0x8D41L)));
                    return g_220;
                }
            }
            else
            { /* block id: 95 */
                uint8_t l_292 = 0xCCL;
                const int32_t l_310 = 0x5D0AF243L;
                int32_t l_322 = 0xDB7F8A6EL;
                for (l_275 = 28; (l_275 <= 3); --l_275)
                { /* block id: 98 */
                    int32_t l_284 = 0xBD24BBF9L;
                    ++g_285;
                    l_64 = 0x46A1742DL;
                    l_229[6][0] = (((safe_div_func_uint8_t_u_u(((g_234[4] = (p_45 & (safe_mod_func_uint32_t_u_u((--l_292), ((safe_add_func_uint8_t_u_u((safe_unary_minus_func_uint32_t_u((safe_add_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint16_t_u_u((g_277 |= 0x2A55L), g_154)), (((safe_lshift_func_uint8_t_u_u((l_94[2] = (g_154 != ((safe_add_func_uint64_t_u_u((safe_sub_func_uint8_t_u_u(p_43, g_93)), p_44)) < p_43))), g_179)) <= (-1L)) || l_310))) , 0x0DL), g_93)))), g_191)) && p_45))))) | p_45), 0x37L)) & p_44) , p_44);
                }
                if ((((~(((((l_322 = (l_229[1][1] = ((p_44 > (safe_rshift_func_int16_t_s_s((p_45 , ((p_45 && ((g_321 ^= (safe_lshift_func_uint16_t_u_s(((((g_221 ^ (safe_rshift_func_uint16_t_u_u(1UL, (l_320[1] = (safe_mod_func_uint64_t_u_u((((-2L) & ((l_58 ^= p_44) , l_200)) == g_154), g_221)))))) , 4L) , 65535UL) | g_59), 5))) , g_191)) , (-4L))), 12))) & l_310))) & g_38) == 0xBAE3L) , g_59) == l_50[4])) >= 0x50618028CFF270ACLL) & g_191))
                { /* block id: 112 */
                    uint32_t l_323[7] = {0x24AC8738L,0x9FD0A98DL,0x9FD0A98DL,0x24AC8738L,0x9FD0A98DL,0x9FD0A98DL,0x24AC8738L};
                    int i;
                    ++l_323[4];
                    return p_46;
                }
                else
                { /* block id: 115 */
                    l_94[1] = 0xFC82AA07L;
                }
            }
            l_58 ^= l_49;
            l_64 = (l_62 ^= ((l_50[3] = (safe_div_func_uint16_t_u_u(((0x5192L <= (safe_lshift_func_uint16_t_u_s((l_229[1][3] = ((((safe_lshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(1L, ((safe_rshift_func_uint8_t_u_u((p_44 = ((safe_div_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_s(255UL, 7)) , p_44), l_229[1][1])) <= p_44)), 6)) & (++g_321)))), (((((safe_div_func_int8_t_s_s(0L, g_218)) <= l_49) , p_45) == p_43) < 0x43A5CBA9L))) != 0x81A0A5BA7D9BFF02LL) | 0x84L) >= g_38)), 12))) | g_234[5]), l_57))) || p_46));
        }
    }
    g_223 = (safe_div_func_uint64_t_u_u(((g_276 = ((l_94[2] < ((-1L) >= g_38)) | (safe_mod_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s(((g_234[0] == (0x63L <= p_46)) > (safe_div_func_uint64_t_u_u(((p_46 , p_44) == l_58), 18446744073709551615UL))), p_45)) || p_44), l_57)))) || 4294967295UL), l_94[1]));
    if ((safe_mul_func_uint8_t_u_u((p_44 = ((((0xE7L >= (l_94[0] |= g_321)) , (safe_add_func_uint64_t_u_u((((p_44 & ((safe_lshift_func_int8_t_s_u((-7L), (safe_lshift_func_uint8_t_u_s(g_277, (g_220 == (((safe_mul_func_int8_t_s_s((((safe_div_func_uint32_t_u_u((safe_sub_func_int32_t_s_s(((((g_220 || g_59) <= g_38) != 4294967286UL) & l_94[1]), 0UL)), l_57)) > p_43) | l_94[0]), l_58)) >= g_285) ^ 0x6CFBE3D9C35B3B32LL)))))) != l_57)) ^ l_275) == 0x1D482241D0A166FALL), p_46))) , p_46) < p_44)), p_46)))
    { /* block id: 132 */
        uint32_t l_383 = 1UL;
        const int16_t l_388 = 0x2C76L;
        int32_t l_389 = 2L;
        int32_t l_390 = 0x1459DAEEL;
        uint8_t l_465[7] = {249UL,249UL,249UL,249UL,249UL,249UL,249UL};
        int16_t l_476 = (-3L);
        int32_t l_480 = (-6L);
        uint64_t l_507[8];
        uint8_t l_541 = 0x6BL;
        int8_t l_580 = (-6L);
        uint16_t l_589 = 1UL;
        int8_t l_608 = (-1L);
        struct S0 l_691 = {1UL,1L,2L,0xF9L};
        int32_t l_704[8] = {7L,0xDF1E7491L,7L,0xDF1E7491L,7L,0xDF1E7491L,7L,0xDF1E7491L};
        int i;
        for (i = 0; i < 8; i++)
            l_507[i] = 0UL;
lbl_730:
        if (((g_93 > (safe_add_func_int32_t_s_s(l_94[0], ((safe_div_func_int64_t_s_s((safe_add_func_uint64_t_u_u(((1L < ((safe_div_func_int16_t_s_s(((l_390 &= (safe_mod_func_uint64_t_u_u(((((g_221 |= ((((((safe_div_func_uint64_t_u_u((((safe_sub_func_int8_t_s_s((l_385 = (l_383 || ((g_384 = 0x7FL) != 0x62L))), ((safe_add_func_int8_t_s_s(g_93, p_43)) , l_383))) == 0xC6E3L) == 4294967295UL), p_46)) == g_191) , 0x19111DD0L) < l_388) > 2UL) | l_383)) , 0x37FAL) ^ l_389) && p_44), g_63))) < p_46), 0x9851L)) , p_45)) == g_222), 0L)), (-9L))) | p_43)))) == g_63))
        { /* block id: 137 */
            uint64_t l_411 = 0xB6975B69B9C6CFBCLL;
            int32_t l_478 = 1L;
            int32_t l_479 = (-2L);
            uint16_t l_509[2];
            int i;
            for (i = 0; i < 2; i++)
                l_509[i] = 65535UL;
            l_390 |= 0L;
            if ((safe_div_func_int32_t_s_s((g_276 = ((safe_sub_func_uint64_t_u_u(((g_222 <= g_56) <= (safe_lshift_func_int8_t_s_u((safe_div_func_int64_t_s_s((((((g_277 < ((g_222 , (safe_div_func_uint16_t_u_u((safe_div_func_uint64_t_u_u((0x9B1EDB3D1D4FCDB5LL >= (safe_lshift_func_uint16_t_u_s((--g_63), (g_59 ^ (safe_rshift_func_uint8_t_u_s((((((((safe_rshift_func_int8_t_s_s(g_191, 7)) , 0x17F77FB0852BC7AELL) , l_411) <= l_411) , g_277) & 1UL) , g_191), 7)))))), g_38)), l_383))) & l_411)) && g_412) != l_411) || 0xE6E3BA50L) ^ 0xE72BB2E1187358BBLL), g_276)), l_389))), g_234[1])) != p_46)), p_44)))
            { /* block id: 141 */
                uint8_t l_426 = 251UL;
                int32_t l_434 = 7L;
                for (g_154 = (-23); (g_154 >= 18); ++g_154)
                { /* block id: 144 */
                    int16_t l_421 = 0x03F1L;
                    l_58 &= (safe_rshift_func_int16_t_s_u((p_43 != (safe_add_func_uint8_t_u_u((p_44 = 0xAAL), (safe_add_func_int8_t_s_s(l_421, (1L < (0xDBL ^ (safe_add_func_int16_t_s_s(0x066BL, 7L))))))))), l_411));
                }
                for (p_43 = 0; (p_43 == 26); p_43 = safe_add_func_int8_t_s_s(p_43, 1))
                { /* block id: 150 */
                    --l_426;
                }
                for (l_275 = 0; (l_275 <= 6); l_275 += 1)
                { /* block id: 155 */
                    if (l_426)
                        break;
                    l_434 &= (safe_mod_func_uint64_t_u_u(p_45, (safe_add_func_uint32_t_u_u((p_43 < 0x48C49F85L), (+g_222)))));
                }
            }
            else
            { /* block id: 159 */
                uint32_t l_449 = 0xB94C4172L;
                int32_t l_452[3][7][8] = {{{0x553CE396L,0xBD86BD46L,0x553CE396L,1L,0x5C8742C0L,1L,0x553CE396L,0x1D93898DL},{0x5C8742C0L,1L,0x553CE396L,0x1D93898DL,0x553CE396L,1L,0x5C8742C0L,1L},{0x5C8742C0L,0xBD86BD46L,0L,0x1D93898DL,0x5C8742C0L,0L,0x5C8742C0L,0x1D93898DL},{0x553CE396L,0xBD86BD46L,0x553CE396L,1L,0x5C8742C0L,1L,0x553CE396L,0x1D93898DL},{0x5C8742C0L,1L,0x553CE396L,0x1D93898DL,0x553CE396L,1L,0x5C8742C0L,1L},{0x5C8742C0L,0xBD86BD46L,0L,0x1D93898DL,0x5C8742C0L,0L,0x5C8742C0L,0x1D93898DL},{0x553CE396L,0xBD86BD46L,0x553CE396L,1L,0x5C8742C0L,1L,0x553CE396L,0x1D93898DL}},{{0x5C8742C0L,1L,0x553CE396L,0x1D93898DL,0x553CE396L,1L,0x5C8742C0L,1L},{0x5C8742C0L,0xBD86BD46L,0L,0x1D93898DL,0x5C8742C0L,0L,0x5C8742C0L,0x1D93898DL},{0x553CE396L,0xBD86BD46L,0x553CE396L,1L,0x5C8742C0L,1L,0x553CE396L,0x1D93898DL},{0x5C8742C0L,1L,0x553CE396L,0x1D93898DL,0x553CE396L,1L,0x5C8742C0L,1L},{0x5C8742C0L,0xBD86BD46L,0L,0x1D93898DL,0x5C8742C0L,0L,0x5C8742C0L,0x1D93898DL},{0x553CE396L,1L,0L,0L,0x553CE396L,0L,0L,1L},{0x553CE396L,0L,0L,1L,0L,0L,0x553CE396L,0L}},{{0x553CE396L,1L,0x5C8742C0L,1L,0x553CE396L,0xBD86BD46L,0x553CE396L,1L},{0L,1L,0L,0L,0x553CE396L,0L,0L,1L},{0x553CE396L,0L,0L,1L,0L,0L,0x553CE396L,0L},{0x553CE396L,1L,0x5C8742C0L,1L,0x553CE396L,0xBD86BD46L,0x553CE396L,1L},{0L,1L,0L,0L,0x553CE396L,0L,0L,1L},{0x553CE396L,0L,0L,1L,0L,0L,0x553CE396L,0L},{0x553CE396L,1L,0x5C8742C0L,1L,0x553CE396L,0xBD86BD46L,0x553CE396L,1L}}};
                int64_t l_508 = 0x0314AC4CDE09AD14LL;
                int i, j, k;
                g_436[0] = l_435;
                if (((safe_mod_func_int32_t_s_s((safe_sub_func_int64_t_s_s((((safe_add_func_int32_t_s_s((g_223 = (l_94[0] |= (((safe_lshift_func_uint16_t_u_u(l_57, 7)) >= (safe_lshift_func_uint8_t_u_s((0L && g_223), 2))) ^ (l_452[1][0][0] = (l_57 >= (l_449++)))))), l_388)) & 0x8020L) , g_276), 8L)), 1L)) <= g_276))
                { /* block id: 165 */
                    uint8_t l_463 = 255UL;
                    l_452[0][4][4] &= ((l_435.f0 || (safe_mul_func_uint8_t_u_u(l_389, (safe_lshift_func_int8_t_s_u((g_56 = ((p_44 >= ((p_46 >= (l_390 |= ((safe_sub_func_int32_t_s_s(7L, 0xFEFC58FFL)) , (safe_mod_func_int16_t_s_s((((safe_mod_func_int16_t_s_s(l_435.f0, p_46)) < l_463) && g_191), p_46))))) | g_464)) , p_45)), g_59))))) < p_43);
                    return l_465[4];
                }
                else
                { /* block id: 170 */
                    l_478 &= (safe_div_func_uint32_t_u_u(4294967288UL, (g_477 = (((+(l_411 <= p_44)) <= ((safe_unary_minus_func_int32_t_s(((l_390 |= ((safe_mod_func_uint8_t_u_u(1UL, 0x30L)) <= ((((p_46 == (safe_add_func_int16_t_s_s((((((((safe_div_func_uint32_t_u_u(l_476, g_221)) & 0x7576L) < l_389) ^ 0L) >= 0UL) , p_45) && 18446744073709551614UL), g_384))) || 0xDDL) > g_276) || g_179))) && g_56))) | l_449)) && 0x20L))));
                    --g_481;
                    g_276 |= (safe_div_func_uint32_t_u_u((g_321--), 0x13564F53L));
                }
                l_509[0] = (safe_lshift_func_uint8_t_u_u(((safe_div_func_uint16_t_u_u((l_94[0] = ((((p_45 != (safe_add_func_uint64_t_u_u(((((((safe_lshift_func_uint16_t_u_s(7UL, 15)) && (safe_add_func_uint32_t_u_u(l_449, 0xB4D32A01L))) ^ (safe_rshift_func_int8_t_s_s((l_508 = (1L >= ((l_452[2][3][4] = (!((+(safe_unary_minus_func_uint8_t_u((safe_sub_func_int16_t_s_s((l_507[3] != ((((g_223 <= g_277) == g_56) & g_221) == l_94[0])), g_464))))) | 0x8059DF9FL))) | p_45))), 4))) < 0xB7C50531CE2904C3LL) , 0xA4L) > p_43), 18446744073709551606UL))) , 5UL) || 0x225B2891171E0888LL) != 0x9492F355L)), l_449)) < 6L), l_411));
            }
        }
        else
        { /* block id: 183 */
            return l_58;
        }
        for (g_218 = (-7); (g_218 < (-1)); g_218 = safe_add_func_uint16_t_u_u(g_218, 2))
        { /* block id: 188 */
            int32_t l_513 = 2L;
            int32_t l_609 = (-7L);
            int32_t l_611 = 0xF138A6ACL;
            int32_t l_612 = 0L;
            int32_t l_613 = 0L;
            int32_t l_628 = 3L;
            int32_t l_629 = 0x73290707L;
            uint32_t l_633[1][8][1] = {{{1UL},{3UL},{3UL},{1UL},{3UL},{3UL},{1UL},{3UL}}};
            int32_t l_690 = 0x4CEAB69CL;
            struct S0 l_692[5] = {{7UL,0x1AL,0xA8C76FB2B99DFE5BLL,0xB1L},{7UL,0x1AL,0xA8C76FB2B99DFE5BLL,0xB1L},{7UL,0x1AL,0xA8C76FB2B99DFE5BLL,0xB1L},{7UL,0x1AL,0xA8C76FB2B99DFE5BLL,0xB1L},{7UL,0x1AL,0xA8C76FB2B99DFE5BLL,0xB1L}};
            int64_t l_703 = 0x62AAEB3B465B7602LL;
            uint64_t l_706 = 0UL;
            int i, j, k;
            if (g_285)
            { /* block id: 189 */
                uint64_t l_543 = 6UL;
                int32_t l_544[8] = {(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L)};
                struct S0 l_546 = {0xA9E93328L,-1L,0L,0xAAL};
                int8_t l_579 = 8L;
                uint64_t l_590 = 18446744073709551615UL;
                int i;
                l_513 = (+g_221);
                if ((l_544[4] = ((safe_div_func_int64_t_s_s((((safe_sub_func_uint8_t_u_u((+0x7CL), (1L > (safe_mul_func_int8_t_s_s(((safe_mod_func_uint64_t_u_u(((safe_sub_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((safe_add_func_int64_t_s_s((!(((safe_mod_func_int32_t_s_s((-1L), (safe_add_func_int64_t_s_s(0xADE44BFC9AD38F8DLL, (l_390 = 8L))))) , (((((safe_mul_func_uint8_t_u_u(g_436[0].f3, (~(safe_rshift_func_uint16_t_u_s((safe_mod_func_int16_t_s_s(p_45, g_38)), l_435.f3))))) , 0xB4A3L) <= 0x38BAL) == p_45) ^ l_476)) ^ p_44)), p_46)), p_45)), g_38)) <= l_541), l_542)) < p_45), l_543))))) , p_44) | p_46), g_234[5])) || p_45)))
                { /* block id: 193 */
                    uint16_t l_545[8][8][4] = {{{65535UL,65531UL,0xBE9BL,0UL},{1UL,0x6200L,1UL,0x06E1L},{0x4836L,0x2743L,0xC8FDL,0xC75DL},{0x4836L,0x19A3L,1UL,7UL},{1UL,0xC75DL,0xBE9BL,0xE590L},{65535UL,0xE48FL,0x6200L,1UL},{65533UL,0UL,0x10AAL,0xB350L},{6UL,0xD3F3L,0x97CEL,0x3912L}},{{0x54E0L,0x11DDL,0x14F0L,0xD9E6L},{0xBE9BL,6UL,0UL,0x54E0L},{5UL,65526UL,0xB350L,0x2743L},{0UL,4UL,0UL,0x97CEL},{65535UL,0xD198L,0xDF79L,0x6200L},{1UL,65535UL,65535UL,0xAE1BL},{1UL,65535UL,0UL,0UL},{0xCEB5L,0x4906L,65535UL,0xD90BL}},{{0UL,0x481AL,0UL,0x14F0L},{0xD3F3L,7UL,7UL,0xD3F3L},{0UL,1UL,0x2743L,0UL},{1UL,0xBE9BL,0x11DDL,0xAC1DL},{1UL,0UL,0UL,0xAC1DL},{0xD1F4L,0xBE9BL,8UL,0UL},{0x4E2AL,1UL,65533UL,0xD3F3L},{65535UL,7UL,0xE48FL,0x14F0L}},{{65535UL,0x481AL,0x4E2AL,65535UL},{0x2681L,1UL,65535UL,0UL},{7UL,0UL,0UL,1UL},{0UL,0xCEB5L,65535UL,0xBE9BL},{65535UL,0x54CCL,65526UL,0xD1F4L},{0xD1F4L,0x19A3L,0xD9E6L,0x3912L},{0UL,65535UL,65535UL,0x4E2AL},{0x6010L,65531UL,1UL,0x6200L}},{{0xC75DL,0xC8FDL,0x2743L,0x4836L},{1UL,0x97CEL,0x4836L,0x6010L},{0UL,65535UL,0x97CEL,0x10AAL},{0x481AL,0UL,0x481AL,0xC75DL},{0xD9E6L,0UL,0xE48FL,1UL},{0x06E1L,0UL,4UL,0UL},{0UL,0x3912L,4UL,8UL},{0x06E1L,0xBE9BL,0xE48FL,0xD90BL}},{{0xD9E6L,0x2743L,0x481AL,4UL},{0x481AL,4UL,0x97CEL,1UL},{0UL,65526UL,0x4836L,0x4906L},{1UL,0xD3F3L,0x2743L,0UL},{0xC75DL,8UL,1UL,0xE590L},{0x6010L,1UL,65535UL,0xD3F3L},{0UL,1UL,0xD9E6L,0x06E1L},{0xD1F4L,0UL,65526UL,0xD285L}},{{65535UL,1UL,65535UL,65535UL},{0UL,0x4E2AL,0UL,0x2681L},{7UL,0xC75DL,65535UL,0UL},{0x2681L,0x14F0L,6UL,0UL},{0xB350L,0x4906L,0UL,0UL},{0xE01DL,0xE01DL,0UL,0x11DDL},{6UL,5UL,1UL,0UL},{0xE48FL,0x10AAL,1UL,1UL}},{{65535UL,0x10AAL,0xC8FDL,0UL},{0x10AAL,5UL,0x3912L,0x11DDL},{1UL,0xE01DL,1UL,0UL},{0x97CEL,0x4906L,0UL,0UL},{0UL,0x14F0L,0xE01DL,0UL},{1UL,0xC75DL,0UL,0x2681L},{5UL,0x4E2AL,65533UL,65535UL},{0xD198L,1UL,0xAC1DL,0xD285L}}};
                    int i, j, k;
                    l_545[4][4][1] &= p_43;
                    g_436[0] = g_436[0];
                    l_435 = l_546;
                }
                else
                { /* block id: 197 */
                    if (p_45)
                        break;
                    return l_435.f2;
                }
                l_544[4] = (4294967291UL <= (+(safe_div_func_int8_t_s_s((safe_mod_func_uint64_t_u_u(l_383, (safe_add_func_uint8_t_u_u((0x202CL && ((safe_add_func_int32_t_s_s((l_94[0] &= (g_234[3] , (safe_mod_func_int64_t_s_s(((0x8DD72A36L ^ g_220) , (g_59 ^= (g_154 > 0xCF161F47L))), g_477)))), 0x7EBCF771L)) , p_43)), 247UL)))), p_43))));
                if (((252UL ^ 0x54L) | (safe_div_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u((!(l_544[4] ^= (safe_sub_func_int16_t_s_s((safe_add_func_uint8_t_u_u((safe_sub_func_int64_t_s_s((((g_59 = 0xF81BAC9792C46439LL) & (((safe_lshift_func_uint16_t_u_u((((p_44 , 0x1B6C5DF4L) , (safe_sub_func_uint64_t_u_u(((--p_46) <= (((safe_mul_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(g_218, (-8L))) > 4294967295UL), g_436[0].f3)) , l_579) <= p_45)), l_465[4]))) > g_234[4]), 4)) < p_45) & p_45)) , g_223), l_580)), 0L)), 0xBB7BL)))), p_44)), 0xF54939A4021FD4FFLL))))
                { /* block id: 207 */
                    int32_t l_591 = 1L;
                    int32_t l_592 = 0xA8774DBBL;
                    int8_t l_593 = 0xBEL;
                    l_94[0] = g_222;
                    if (l_435.f1)
                        break;
                    l_592 = ((((safe_mod_func_int8_t_s_s((safe_add_func_uint32_t_u_u((safe_lshift_func_int8_t_s_u(0x22L, 5)), (safe_lshift_func_uint8_t_u_s((l_589 < (l_591 = l_590)), ((p_44 == (l_592 & l_513)) , (g_93 & g_477)))))), g_218)) ^ g_59) , l_593) & 0x6CF74CB9L);
                }
                else
                { /* block id: 212 */
                    int8_t l_594 = 0L;
                    l_594 = 0x82AA1FEAL;
                    l_480 = 0x2323101DL;
                    if (p_44)
                        break;
                }
            }
            else
            { /* block id: 217 */
                int8_t l_597 = 0x8BL;
                int32_t l_610[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_610[i] = 0xB3F9F7B6L;
                l_480 = ((safe_mul_func_int16_t_s_s(((l_597 , (l_608 = (l_597 > (safe_sub_func_uint8_t_u_u((safe_add_func_uint16_t_u_u(((((safe_lshift_func_uint8_t_u_s(((safe_sub_func_int64_t_s_s((p_45 && ((g_277 = (((safe_div_func_uint16_t_u_u((0x50298685L & l_389), 8L)) < g_191) , g_56)) & p_46)), 0x0B475680E2122529LL)) != l_388), 5)) & l_513) != p_43) >= 0x37ABF046L), l_513)), g_221))))) == g_234[2]), g_436[0].f1)) >= p_43);
                g_616[1][3]--;
            }
            l_435 = g_436[0];
            for (g_285 = 0; (g_285 <= 6); g_285 += 1)
            { /* block id: 226 */
                int32_t l_623 = (-4L);
                int32_t l_624[4] = {0x53F5DAA9L,0x53F5DAA9L,0x53F5DAA9L,0x53F5DAA9L};
                int32_t l_665 = (-1L);
                int i;
                if (l_465[g_285])
                { /* block id: 227 */
                    uint32_t l_619 = 2UL;
                    int i;
                    l_619++;
                    return l_465[g_285];
                }
                else
                { /* block id: 230 */
                    int64_t l_626 = (-4L);
                    int32_t l_627[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_627[i] = 0x388ADB94L;
                    if (g_154)
                        break;
                    --l_630;
                    l_612 |= p_45;
                    ++l_633[0][5][0];
                }
                l_390 = (safe_lshift_func_uint16_t_u_u(((safe_lshift_func_int8_t_s_s((((safe_mod_func_int8_t_s_s((safe_mul_func_int16_t_s_s((g_464 & (safe_mul_func_int8_t_s_s((safe_sub_func_int32_t_s_s((l_624[3] < (((safe_sub_func_int8_t_s_s(p_46, (safe_add_func_int32_t_s_s(((((safe_sub_func_uint64_t_u_u(l_513, 3L)) == ((safe_sub_func_int16_t_s_s((safe_div_func_int16_t_s_s(((safe_sub_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_u((+(p_43 <= p_46)), p_43)), l_390)), g_93)) < l_612), 2UL)), g_625[3])) > p_45)) , 0x04DFF21FL) , l_624[2]), 4294967291UL)))) && g_481) && 0L)), 0x2C507223L)), 1UL))), 0x017FL)), 0x76L)) && 0x097875A4L) , l_665), 1)) && 0UL), g_154));
            }
            if (((((safe_add_func_uint32_t_u_u((safe_div_func_int64_t_s_s(g_384, l_633[0][6][0])), (((safe_mod_func_int64_t_s_s((~(g_625[3] <= (((((safe_div_func_int64_t_s_s(((safe_mod_func_uint64_t_u_u((p_44 & (safe_add_func_uint16_t_u_u((safe_unary_minus_func_uint16_t_u(0xB11DL)), (safe_rshift_func_int8_t_s_s((safe_lshift_func_int8_t_s_s((safe_add_func_uint64_t_u_u((safe_mod_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s(1L, ((((p_45 , g_234[4]) | (-1L)) < l_633[0][3][0]) < l_435.f2))) <= g_93), g_218)), g_481)), 2)), 3))))), l_690)) ^ (-5L)), 9UL)) == g_412) & g_276) | g_622) ^ p_44))), 5UL)) == (-1L)) == 9L))) || l_589) >= g_321) & g_285))
            { /* block id: 238 */
                struct S0 l_693 = {0UL,-7L,-8L,0x40L};
                int32_t l_700 = 2L;
                int32_t l_701[1][8][2] = {{{0x3FA2C956L,0x3FA2C956L},{0x3FA2C956L,0x3FA2C956L},{0x3FA2C956L,0x3FA2C956L},{0x3FA2C956L,0x3FA2C956L},{0x3FA2C956L,0x3FA2C956L},{0x3FA2C956L,0x3FA2C956L},{0x3FA2C956L,0x3FA2C956L},{0x3FA2C956L,0x3FA2C956L}}};
                int8_t l_705 = 1L;
                uint32_t l_711 = 0UL;
                int i, j, k;
                l_693 = (l_692[4] = l_691);
                for (l_385 = (-7); (l_385 <= (-21)); --l_385)
                { /* block id: 243 */
                    uint64_t l_696 = 1UL;
                    int32_t l_699 = 0L;
                    int32_t l_702[7] = {0x2B9F7136L,0x2B9F7136L,0x2B9F7136L,0x2B9F7136L,0x2B9F7136L,0x2B9F7136L,0x2B9F7136L};
                    int i;
                    l_696--;
                    if (l_696)
                        break;
                    l_692[2] = l_693;
                    --l_706;
                }
                for (l_611 = 0; (l_611 <= 2); l_611 += 1)
                { /* block id: 251 */
                    int32_t l_709 = 1L;
                    int32_t l_710 = (-1L);
                    int i;
                    ++l_711;
                }
                for (l_705 = 0; (l_705 >= 14); l_705 = safe_add_func_uint16_t_u_u(l_705, 8))
                { /* block id: 256 */
                    struct S0 l_716 = {5UL,7L,0L,0UL};
                    int32_t l_728 = 0x9A4948DFL;
                    int32_t l_729 = 9L;
                    g_436[0] = l_716;
                    if (g_614[2])
                        break;
                    g_223 = (safe_mod_func_uint32_t_u_u(0x51565F88L, g_436[0].f0));
                    l_700 ^= ((safe_mod_func_int32_t_s_s(((l_716.f1 > 0x6880B5BB094067ADLL) | ((safe_sub_func_uint8_t_u_u((g_384 ^= (((safe_mod_func_int8_t_s_s(g_191, l_630)) | (~(((((l_728 = (safe_rshift_func_int8_t_s_u(((0x2ACA6C03CAE912BDLL ^ g_481) && l_716.f0), p_45))) == l_729) , g_56) , 1L) < g_436[0].f2))) != 0xA338L)), l_693.f0)) == g_277)), p_44)) , 4L);
                }
            }
            else
            { /* block id: 264 */
                struct S0 l_731 = {0UL,0x94L,0x449189E6AD4B8F5CLL,0xF9L};
                if (l_630)
                    goto lbl_730;
                for (l_542 = 5; (l_542 >= 0); l_542 -= 1)
                { /* block id: 268 */
                    int i;
                    l_731 = l_692[4];
                    if (g_234[(l_542 + 1)])
                        continue;
                    if (l_507[3])
                        continue;
                    l_704[4] &= (l_628 = (g_221 , ((safe_lshift_func_uint16_t_u_u(0x0A49L, (l_731.f3 == (safe_lshift_func_int8_t_s_u(l_608, (g_736 , ((safe_div_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u((safe_rshift_func_uint8_t_u_s(((safe_lshift_func_uint8_t_u_s((g_436[0].f3 || (safe_add_func_int16_t_s_s((g_481 == p_44), p_44))), p_45)) <= 0xE2CFDE6EL), p_46)), 5)), p_46)) & g_234[(l_542 + 1)]))))))) > g_222)));
                }
                for (g_56 = 1; (g_56 <= 6); g_56 += 1)
                { /* block id: 277 */
                    int i;
                    g_625[0] = (safe_unary_minus_func_uint16_t_u((((safe_add_func_int8_t_s_s((g_614[0] = g_625[g_56]), ((safe_rshift_func_uint16_t_u_s(((p_43 = (l_385 |= ((safe_div_func_uint8_t_u_u(((0xBDB04BC1L < 0L) ^ (~(safe_div_func_int8_t_s_s(((g_276 = ((safe_add_func_int32_t_s_s((g_223 = l_704[4]), ((safe_add_func_uint8_t_u_u((0x4875L || 0x631AL), ((safe_lshift_func_uint16_t_u_u((+(safe_lshift_func_uint16_t_u_s(((safe_add_func_uint8_t_u_u(((safe_unary_minus_func_int16_t_s(g_616[1][1])) >= g_736.f2), p_46)) | 0x94DFC188L), 9))), g_736.f2)) & p_43))) || g_179))) == g_481)) < l_692[4].f3), p_43)))), 5L)) , g_223))) , p_45), 15)) ^ p_45))) | 0xD42250DCL) < 1UL)));
                }
            }
        }
    }
    else
    { /* block id: 287 */
        int64_t l_772[8] = {6L,6L,0L,6L,6L,0L,6L,(-1L)};
        int8_t l_790 = (-4L);
        int32_t l_821 = 0xDAAA67EFL;
        int32_t l_833 = 1L;
        int32_t l_836 = 0xF51C6097L;
        int32_t l_837 = 8L;
        int32_t l_840 = 0xCF628166L;
        int32_t l_842 = 0x10D964F1L;
        struct S0 l_850 = {18446744073709551609UL,0x1CL,-7L,9UL};
        uint16_t l_857 = 0x6932L;
        uint32_t l_877[6] = {18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL};
        int i;
        for (l_435.f1 = 0; (l_435.f1 <= 1); l_435.f1 += 1)
        { /* block id: 290 */
            uint64_t l_791[5] = {0x868848884843B1B6LL,0x868848884843B1B6LL,0x868848884843B1B6LL,0x868848884843B1B6LL,0x868848884843B1B6LL};
            struct S1 l_800 = {0x1C2A7CC1AC87DF12LL,0x1DL,4L};
            uint32_t l_812 = 0x9CA328BFL;
            int32_t l_829[1];
            int8_t l_841 = 0L;
            uint32_t l_843 = 0x84F6CC9EL;
            int i;
            for (i = 0; i < 1; i++)
                l_829[i] = 0x92686166L;
            g_436[0] = g_436[5];
            for (g_63 = 0; (g_63 <= 1); g_63 += 1)
            { /* block id: 294 */
                uint32_t l_792 = 4294967287UL;
                int32_t l_811[8][5][4] = {{{(-1L),0xCCEE191FL,0L,(-1L)},{1L,1L,1L,1L},{(-6L),0xB172F635L,0xE4E59491L,0x27569AEDL},{1L,0L,0xCBC60F14L,0xB28B59BEL},{1L,(-1L),2L,1L}},{{0xA3AD2E9FL,0x4C6E1C4FL,3L,0x4C6E1C4FL},{0L,0xCCEE191FL,(-1L),0xAD4BAC86L},{0L,(-6L),0L,0x771941AEL},{0x05937FB6L,(-1L),1L,0xA3AD2E9FL},{0x05937FB6L,0xA706589CL,0L,0x27569AEDL}},{{0L,0xA3AD2E9FL,(-1L),3L},{0L,0xB172F635L,3L,0x1F975156L},{0xA3AD2E9FL,(-9L),2L,1L},{1L,0x05937FB6L,0xCBC60F14L,1L},{1L,(-6L),0xE4E59491L,0x4C6E1C4FL}},{{(-6L),(-9L),1L,0xDF26C537L},{1L,0L,0L,3L},{(-1L),0x1F975156L,0x9F45B8A7L,0xB28B59BEL},{(-1L),0xA706589CL,1L,0x1F975156L},{5L,1L,0xD05192ADL,0x771941AEL}},{{0L,0xCE5293A0L,0x9F45B8A7L,0x675931ADL},{1L,0xCCEE191FL,0xCCEE191FL,1L},{1L,(-1L),0xA706589CL,1L},{0xCE5293A0L,0L,0xE4E59491L,0L},{0x4C6E1C4FL,0L,(-1L),0L}},{{1L,0L,1L,1L},{0x1F975156L,(-1L),3L,1L},{(-1L),0xCCEE191FL,3L,0x675931ADL},{0L,0xCE5293A0L,1L,0x771941AEL},{(-6L),1L,1L,0x1F975156L}},{{0xCE5293A0L,0xA706589CL,0xCCEE191FL,0xB28B59BEL},{0L,0x1F975156L,0xCBC60F14L,3L},{0xB172F635L,0L,3L,0xDF26C537L},{0xDF26C537L,(-9L),0xD05192ADL,0x4C6E1C4FL},{1L,(-6L),3L,1L}},{{(-1L),0x05937FB6L,0xE4E59491L,1L},{0x05937FB6L,(-9L),(-5L),0x1F975156L},{1L,0xB172F635L,1L,3L},{0x4C6E1C4FL,0xA3AD2E9FL,0x9F45B8A7L,0x27569AEDL},{0xB172F635L,0xA706589CL,2L,0xA3AD2E9FL}}};
                int64_t l_831 = 1L;
                int64_t l_835 = 0L;
                int i, j, k;
                if ((g_616[l_435.f1][(l_435.f1 + 2)] & (g_412 = ((l_630 | (~(safe_add_func_uint16_t_u_u(l_772[7], p_46)))) > (safe_lshift_func_uint8_t_u_s(p_45, 7))))))
                { /* block id: 296 */
                    int i;
                    g_436[3] = g_436[0];
                    g_625[g_63] = 0L;
                    if (g_481)
                        break;
                    g_625[4] &= g_736.f1;
                }
                else
                { /* block id: 301 */
                    uint32_t l_789[4][3][4] = {{{1UL,0x137729A0L,0x25EEDEFEL,4294967289UL},{0x137729A0L,1UL,0xCA9A8349L,0x8892AC53L},{4294967295UL,1UL,4294967289UL,0x8892AC53L}},{{0x0E244A54L,1UL,0x0E244A54L,4294967289UL},{0xD4D6729FL,0x137729A0L,0xD4D6729FL,0x25EEDEFEL},{4294967289UL,0xC137D7A3L,0xDE1EBE8AL,0x0E244A54L}},{{0xC137D7A3L,1UL,0xDE1EBE8AL,0xDE1EBE8AL},{4294967289UL,4294967289UL,0xD4D6729FL,4294967295UL},{0x25EEDEFEL,0xE86ACDC5L,0xCA9A8349L,0x0E244A54L}},{{0xCA9A8349L,0x0E244A54L,0xC137D7A3L,0xCA9A8349L},{4294967289UL,0x0E244A54L,1UL,0x0E244A54L},{0x0E244A54L,0xE86ACDC5L,0xDE1EBE8AL,4294967295UL}}};
                    int32_t l_793 = 0x251EF09DL;
                    int i, j, k;
                    l_793 = (l_58 = (g_625[3] ^= ((g_218 <= (safe_rshift_func_int16_t_s_u(p_45, (g_285 |= ((l_791[1] = (safe_mod_func_int64_t_s_s((((l_94[0] = (safe_sub_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(g_622, ((g_63 >= (l_790 = ((((((g_222 &= (safe_lshift_func_int16_t_s_s(0x78FAL, (safe_rshift_func_int8_t_s_u((g_616[l_435.f1][(l_435.f1 + 2)] < l_789[1][2][3]), g_321))))) , g_436[0].f0) && 0x7DC35034025A559ELL) == 65529UL) & l_772[5]) >= 0L))) > 0x5AL))), p_45))) || p_44) , g_616[l_435.f1][(l_435.f1 + 2)]), g_616[1][1]))) == l_792))))) , 0x72708A86L)));
                    g_625[3] = (p_44 < g_220);
                    g_223 |= (((0xEC113647L >= ((safe_add_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((l_800 , (safe_mod_func_uint32_t_u_u((l_811[5][1][1] = (l_793 |= ((((safe_sub_func_uint32_t_u_u((((l_385 <= (0x74C25FB3DFDEE746LL != g_412)) ^ p_43) > (safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_s(p_46, g_384)), 0L))), l_57)) | g_234[2]) & 0x03DBCEA1C22BCCBCLL) || l_789[1][2][3]))), g_93))), 0UL)), g_285)), (-1L))) == 0x51FBBCC1DDF2AAC0LL)) >= g_625[3]) ^ l_812);
                }
                l_821 = ((safe_rshift_func_uint16_t_u_u(0UL, l_811[0][2][1])) || ((l_791[3] && ((p_45 = 65535UL) >= (g_277 ^= ((g_221 < (g_222 = p_46)) <= (safe_add_func_int64_t_s_s(((safe_sub_func_int64_t_s_s(p_43, 0UL)) && p_44), 0xA6056051F69D4EB2LL)))))) == 0x5EF7F2A0L));
                if ((((0xB76FL == (((0L & (l_811[1][3][0] = (safe_sub_func_uint64_t_u_u(l_821, (safe_sub_func_uint32_t_u_u(((g_384 | ((l_772[1] ^ ((safe_div_func_uint32_t_u_u(((g_222 && p_46) || p_46), 0x10F9BA7BL)) > p_45)) >= l_811[5][1][1])) || g_234[2]), l_800.f2)))))) != p_46) >= g_625[3])) , l_812) & 0x981854B1E7EF0FC8LL))
                { /* block id: 320 */
                    int32_t l_828 = (-1L);
                    int32_t l_830 = 0xC9951ECCL;
                    int32_t l_832 = (-4L);
                    int32_t l_834 = 0xB0985A7FL;
                    int32_t l_839 = 0x3677104AL;
                    l_843++;
                    if (g_625[0])
                        break;
                }
                else
                { /* block id: 323 */
                    l_811[5][0][0] = g_614[0];
                    g_625[3] ^= (l_811[1][3][3] = 0x2FBFF15DL);
                    l_811[5][1][1] &= 0xB65AB267L;
                }
                --l_846;
            }
            for (g_277 = 0; (g_277 <= 1); g_277 += 1)
            { /* block id: 333 */
                int64_t l_856 = 1L;
                int32_t l_876 = (-1L);
                if ((l_435.f1 , p_45))
                { /* block id: 334 */
                    struct S0 l_849 = {18446744073709551615UL,0x07L,0x2E0A563E88AE7727LL,255UL};
                    g_436[2] = ((l_849 = l_435) , l_850);
                }
                else
                { /* block id: 337 */
                    int32_t l_853 = 0x99123DD0L;
                    int32_t l_854[8];
                    int i;
                    for (i = 0; i < 8; i++)
                        l_854[i] = 0x50674EFFL;
                    g_436[4] = l_850;
                    g_276 = (g_625[5] = (safe_add_func_int8_t_s_s(p_44, (g_615 != g_285))));
                    l_857++;
                    l_842 = (((18446744073709551611UL <= (p_45 > ((l_833 ^= p_45) < ((l_876 = (((g_477++) >= ((safe_sub_func_int8_t_s_s(((safe_add_func_uint16_t_u_u(((((safe_lshift_func_int8_t_s_u(g_223, 1)) < g_234[2]) == (safe_mul_func_uint16_t_u_u(l_856, (safe_add_func_int32_t_s_s(((safe_add_func_int64_t_s_s((safe_sub_func_uint64_t_u_u(0x817B9079B1CED363LL, p_46)), g_436[0].f2)) , 1L), l_58))))) , 0xA3C7L), p_43)) , 0L), l_385)) || l_853)) || 0xCAA5D009L)) <= l_877[0])))) <= p_44) && 0xD445L);
                }
                return l_876;
            }
        }
    }
    return l_630;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_59, "g_59", print_hash_value);
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_154, "g_154", print_hash_value);
    transparent_crc(g_179, "g_179", print_hash_value);
    transparent_crc(g_191, "g_191", print_hash_value);
    transparent_crc(g_218, "g_218", print_hash_value);
    transparent_crc(g_220, "g_220", print_hash_value);
    transparent_crc(g_221, "g_221", print_hash_value);
    transparent_crc(g_222, "g_222", print_hash_value);
    transparent_crc(g_223, "g_223", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_234[i], "g_234[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_276, "g_276", print_hash_value);
    transparent_crc(g_277, "g_277", print_hash_value);
    transparent_crc(g_285, "g_285", print_hash_value);
    transparent_crc(g_321, "g_321", print_hash_value);
    transparent_crc(g_384, "g_384", print_hash_value);
    transparent_crc(g_412, "g_412", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_436[i].f0, "g_436[i].f0", print_hash_value);
        transparent_crc(g_436[i].f1, "g_436[i].f1", print_hash_value);
        transparent_crc(g_436[i].f2, "g_436[i].f2", print_hash_value);
        transparent_crc(g_436[i].f3, "g_436[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_464, "g_464", print_hash_value);
    transparent_crc(g_477, "g_477", print_hash_value);
    transparent_crc(g_481, "g_481", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_614[i], "g_614[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_615, "g_615", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_616[i][j], "g_616[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_622, "g_622", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_625[i], "g_625[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_736.f0, "g_736.f0", print_hash_value);
    transparent_crc(g_736.f1, "g_736.f1", print_hash_value);
    transparent_crc(g_736.f2, "g_736.f2", print_hash_value);
    transparent_crc(g_838, "g_838", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_884[i][j][k].f0, "g_884[i][j][k].f0", print_hash_value);
                transparent_crc(g_884[i][j][k].f1, "g_884[i][j][k].f1", print_hash_value);
                transparent_crc(g_884[i][j][k].f2, "g_884[i][j][k].f2", print_hash_value);
                transparent_crc(g_884[i][j][k].f3, "g_884[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_944[i][j], "g_944[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1120, "g_1120", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_1152[i], "g_1152[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1214[i], "g_1214[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1286, "g_1286", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1336[i][j], "g_1336[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_1432[i][j][k].f0, "g_1432[i][j][k].f0", print_hash_value);
                transparent_crc(g_1432[i][j][k].f1, "g_1432[i][j][k].f1", print_hash_value);
                transparent_crc(g_1432[i][j][k].f2, "g_1432[i][j][k].f2", print_hash_value);
                transparent_crc(g_1432[i][j][k].f3, "g_1432[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1454, "g_1454", print_hash_value);
    transparent_crc(g_1534, "g_1534", print_hash_value);
    transparent_crc(g_1538, "g_1538", print_hash_value);
    transparent_crc(g_1576, "g_1576", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
