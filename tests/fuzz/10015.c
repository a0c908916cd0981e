// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10015 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10015
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int8_t g_11 = (-1L);
static uint8_t g_50 = 4UL;
static uint8_t g_53[8][6] = {{0xB5L,1UL,1UL,0xB5L,0xB5L,1UL},{0xB5L,0xB5L,1UL,1UL,0xB5L,0xB5L},{0xB5L,1UL,1UL,0xB5L,0xB5L,1UL},{0xB5L,0xB5L,1UL,1UL,0xB5L,0xB5L},{0xB5L,1UL,1UL,0xB5L,0xB5L,1UL},{0xB5L,0xB5L,1UL,1UL,0xB5L,0xB5L},{0xB5L,1UL,1UL,0xB5L,0xB5L,1UL},{0xB5L,0xB5L,1UL,1UL,0xB5L,0xB5L}};
static uint32_t g_81 = 0UL;
static int8_t g_82 = (-1L);
static uint32_t g_84 = 0UL;
static uint32_t g_95 = 0x597267FDL;
static uint16_t g_102 = 65526UL;
static int8_t g_103[4] = {0x7FL,0x7FL,0x7FL,0x7FL};
static uint16_t g_129 = 0x17ACL;
static uint32_t g_151[8][7] = {{0UL,18446744073709551615UL,18446744073709551615UL,0UL,18446744073709551612UL,4UL,1UL},{4UL,18446744073709551615UL,18446744073709551606UL,0xC7C79251L,0UL,18446744073709551612UL,18446744073709551615UL},{1UL,0x8A0E647CL,4UL,1UL,4UL,0x8A0E647CL,1UL},{0xBAE6C0B0L,1UL,0x8A0E647CL,18446744073709551615UL,4UL,18446744073709551615UL,18446744073709551615UL},{0xB33A2C9EL,18446744073709551615UL,0xC7C79251L,4UL,0UL,0UL,4UL},{0x8A0E647CL,0x1EBBB351L,0x8A0E647CL,0x06CEEECAL,18446744073709551612UL,0xB33A2C9EL,18446744073709551615UL},{0x8A0E647CL,18446744073709551615UL,4UL,18446744073709551615UL,18446744073709551615UL,0x1EBBB351L,0xB33A2C9EL},{0xB33A2C9EL,0xBAE6C0B0L,18446744073709551606UL,18446744073709551606UL,0xBAE6C0B0L,0xB33A2C9EL,0UL}};
static uint8_t g_200 = 0x40L;
static int32_t g_201 = (-1L);
static uint64_t g_207 = 18446744073709551612UL;
static uint32_t g_216 = 4294967291UL;
static uint16_t g_235[4] = {0xDD8AL,0xDD8AL,0xDD8AL,0xDD8AL};
static int64_t g_273[6][3][5] = {{{0x69B56A995A4DF937LL,0x49A116DF552267BALL,1L,(-1L),(-1L)},{0xB51B4E17504899D8LL,5L,0xB51B4E17504899D8LL,0x49F4D8658CB6D31DLL,5L},{(-1L),(-7L),0x036BE60168392C3CLL,(-1L),0x036BE60168392C3CLL}},{{0x243171BACBC80529LL,0x243171BACBC80529LL,0x8A5BDFAEDB5F2B71LL,5L,(-8L)},{0L,0x69B56A995A4DF937LL,0x036BE60168392C3CLL,0x036BE60168392C3CLL,0x69B56A995A4DF937LL},{(-8L),0xD49603CDA892371FLL,0xB51B4E17504899D8LL,(-8L),0x49F4D8658CB6D31DLL}},{{0x49A116DF552267BALL,0x69B56A995A4DF937LL,1L,0x69B56A995A4DF937LL,0x49A116DF552267BALL},{0xB51B4E17504899D8LL,0x243171BACBC80529LL,0xD49603CDA892371FLL,0x49F4D8658CB6D31DLL,0x243171BACBC80529LL},{0x49A116DF552267BALL,(-7L),(-7L),0x49A116DF552267BALL,0x036BE60168392C3CLL}},{{(-8L),5L,0x8A5BDFAEDB5F2B71LL,0x243171BACBC80529LL,0x243171BACBC80529LL},{0L,0x49A116DF552267BALL,0L,0x036BE60168392C3CLL,0x49A116DF552267BALL},{0x243171BACBC80529LL,0xD49603CDA892371FLL,0x49F4D8658CB6D31DLL,0x243171BACBC80529LL,0x49F4D8658CB6D31DLL}},{{(-1L),(-1L),1L,0x49A116DF552267BALL,0x69B56A995A4DF937LL},{0xB51B4E17504899D8LL,(-8L),0x49F4D8658CB6D31DLL,0x49F4D8658CB6D31DLL,(-8L)},{0x69B56A995A4DF937LL,(-7L),0L,0x69B56A995A4DF937LL,0x036BE60168392C3CLL}},{{5L,(-8L),0x8A5BDFAEDB5F2B71LL,(-8L),5L},{0L,(-1L),(-7L),0x036BE60168392C3CLL,(-1L)},{5L,0xD49603CDA892371FLL,0xD49603CDA892371FLL,5L,0x49F4D8658CB6D31DLL}}};
static uint16_t g_284[3][5][1] = {{{0x54C0L},{0x54C0L},{0x57D0L},{0x0983L},{0x57D0L}},{{0x54C0L},{0x54C0L},{0x57D0L},{0x0983L},{0x57D0L}},{{0x54C0L},{0x54C0L},{0x57D0L},{0x0983L},{0x57D0L}}};
static int64_t g_296 = 0xAAD51AD7872CC1CCLL;
static int16_t g_380 = 0x77F5L;
static uint32_t g_474 = 1UL;
static int64_t g_475 = (-8L);
static uint64_t g_501 = 4UL;
static int32_t g_521[2][3][7] = {{{7L,0xB662D18CL,0xDBF5AC8FL,(-1L),3L,0L,3L},{0x2D484448L,0xCDB9EE69L,0xCDB9EE69L,0x2D484448L,0L,(-1L),7L},{7L,(-1L),0L,0x2D484448L,0xCDB9EE69L,0xCDB9EE69L,0xDBF5AC8FL}},{{0xB662D18CL,(-6L),0xB662D18CL,(-1L),0L,0xCDB9EE69L,3L},{(-6L),(-1L),0xB662D18CL,0L,7L,0L,0xB662D18CL},{0L,0L,0L,(-1L),(-9L),0xCDB9EE69L,(-6L)}}};
static int64_t g_799 = (-8L);
static int16_t g_815[8][1][2] = {{{0L,0xEBA3L}},{{1L,0xEBA3L}},{{0L,0xEBA3L}},{{1L,0xEBA3L}},{{0L,0xEBA3L}},{{1L,0xEBA3L}},{{0L,0xEBA3L}},{{1L,0xEBA3L}}};
static int64_t g_834 = 0x5DB47E870E0EC834LL;
static uint32_t g_836 = 4294967286UL;
static uint8_t g_837[3][3][6] = {{{0xFEL,0xCDL,0xF3L,0xF3L,0xCDL,0xFEL},{0x15L,0xFEL,0xF3L,0xFEL,0x15L,0x15L},{255UL,0xFEL,0xFEL,255UL,0xCDL,255UL}},{{255UL,0xCDL,255UL,0xFEL,0xFEL,255UL},{0x15L,0x15L,0xFEL,0xF3L,0xFEL,0x15L},{0xFEL,0xCDL,0xF3L,0xF3L,0xCDL,0xFEL}},{{0x15L,0xFEL,0xF3L,0xFEL,0x15L,0x15L},{255UL,0xFEL,0xFEL,255UL,0xCDL,255UL},{255UL,0xCDL,255UL,0xFEL,0xFEL,255UL}}};
static uint8_t g_989[7] = {9UL,0x1EL,0x1EL,9UL,0x1EL,0x1EL,9UL};
static const int8_t g_1101 = 0xE5L;
static uint8_t g_1146 = 0x8EL;
static int16_t g_1279[2][3][2] = {{{8L,8L},{8L,8L},{8L,8L}},{{8L,8L},{8L,8L},{8L,8L}}};
static int32_t g_1294 = (-1L);
static uint8_t g_1403 = 4UL;
static uint32_t g_1615[3] = {1UL,1UL,1UL};
static int8_t g_1728[7] = {0L,0L,0L,0L,0L,0L,0L};
static int32_t g_1737 = 1L;
static int16_t g_1748 = 8L;
static uint64_t g_2090 = 0xE6B3ABB8F4CD55CFLL;
static int16_t g_2306 = 0x2902L;
static const uint32_t g_2475 = 8UL;
static int32_t g_2662 = 0x289C9C78L;
static int64_t g_2682[5] = {(-8L),(-8L),(-8L),(-8L),(-8L)};
static int8_t g_2760 = 0xACL;


/* --- FORWARD DECLARATIONS --- */
static const int16_t  func_1(void);
static uint32_t  func_6(uint16_t  p_7, int16_t  p_8, const int8_t  p_9, int16_t  p_10);
static uint32_t  func_16(uint16_t  p_17, int32_t  p_18, uint32_t  p_19, int32_t  p_20);
static int32_t  func_24(uint16_t  p_25);
static uint64_t  func_28(int64_t  p_29, const int8_t  p_30, uint16_t  p_31);
static uint32_t  func_32(uint64_t  p_33, int64_t  p_34);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_11 g_50 g_53 g_84 g_82 g_81 g_95 g_102 g_103 g_129 g_151 g_200 g_216 g_235 g_207 g_201 g_273 g_284 g_296 g_380 g_501 g_521 g_474 g_475 g_799 g_834 g_836 g_837 g_815 g_989 g_1101 g_1146 g_1403 g_1294 g_1279 g_1615 g_1728 g_1737 g_1748 g_2090 g_2306 g_2475 g_2662 g_2682 g_2760
 * writes: g_50 g_53 g_81 g_84 g_82 g_95 g_102 g_103 g_129 g_200 g_201 g_207 g_235 g_216 g_273 g_284 g_296 g_380 g_474 g_475 g_501 g_521 g_151 g_815 g_834 g_836 g_837 g_11 g_799 g_989 g_1146 g_1294 g_1279 g_1615 g_1728 g_1748 g_2090 g_2306 g_1403 g_2662
 */
static const int16_t  func_1(void)
{ /* block id: 0 */
    int64_t l_15 = 0xF7E7308F4727CAD7LL;
    uint16_t l_23 = 65532UL;
    int32_t l_838 = 1L;
    uint32_t l_1425[6][6];
    int32_t l_1426 = 0L;
    uint16_t l_1427 = 65531UL;
    int32_t l_1428 = 0x3D412793L;
    uint32_t l_1544[1];
    uint64_t l_1552[2][2][3];
    int8_t l_1600 = 1L;
    int32_t l_1602 = 0x55B2D3CFL;
    int32_t l_1605[3];
    int64_t l_1614 = (-6L);
    uint16_t l_1651 = 8UL;
    uint16_t l_1699 = 0x36B4L;
    uint8_t l_1729[4] = {255UL,255UL,255UL,255UL};
    uint64_t l_1749 = 0xFD63C977E664AB07LL;
    int8_t l_1901 = 0x8BL;
    int32_t l_1920[3];
    int32_t l_1936[5][8] = {{7L,0xD6D2016EL,7L,0x06A57069L,0xD40D61D7L,6L,0x985FBF10L,0x985FBF10L},{0x985FBF10L,0xB4E44C4AL,0xDA55DAA3L,0xDA55DAA3L,0xB4E44C4AL,0x985FBF10L,0xD40D61D7L,1L},{0x985FBF10L,(-1L),0xBC867C83L,0xB4E44C4AL,0xD40D61D7L,0xB4E44C4AL,0xBC867C83L,(-1L)},{7L,0xBC867C83L,6L,0xB4E44C4AL,1L,0x06A57069L,0x06A57069L,1L},{0xDA55DAA3L,1L,1L,0xDA55DAA3L,7L,(-1L),0x06A57069L,0x985FBF10L}};
    int32_t l_1964 = 0x2B733D0BL;
    uint16_t l_1988 = 0x741EL;
    const int8_t l_2040 = 0xFEL;
    uint32_t l_2165 = 7UL;
    uint16_t l_2183 = 0UL;
    uint64_t l_2206 = 0x5CA9E062222DD477LL;
    int64_t l_2221 = 0x961ECA0E9AA61861LL;
    uint32_t l_2227 = 4294967295UL;
    uint64_t l_2228 = 18446744073709551615UL;
    int8_t l_2455 = 0L;
    int16_t l_2554 = 0L;
    uint32_t l_2605[2];
    uint16_t l_2703 = 0x7B0AL;
    int8_t l_2775 = 0x8EL;
    uint16_t l_2857 = 1UL;
    uint32_t l_2888 = 0x2BB3A77AL;
    uint16_t l_2899 = 1UL;
    int i, j, k;
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 6; j++)
            l_1425[i][j] = 0x4CCB6699L;
    }
    for (i = 0; i < 1; i++)
        l_1544[i] = 0x3CB7A349L;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 3; k++)
                l_1552[i][j][k] = 7UL;
        }
    }
    for (i = 0; i < 3; i++)
        l_1605[i] = 1L;
    for (i = 0; i < 3; i++)
        l_1920[i] = 0xF41381BAL;
    for (i = 0; i < 2; i++)
        l_2605[i] = 0UL;
lbl_1618:
    if ((safe_div_func_int64_t_s_s(((g_1279[1][2][0] = (g_815[5][0][0] = ((safe_mul_func_uint8_t_u_u((func_6(g_11, g_11, (l_838 = ((~0xED1AL) , (g_11 , (g_103[1] = ((safe_div_func_int32_t_s_s(l_15, func_16((safe_sub_func_int32_t_s_s(l_15, 0x278C007CL)), l_23, g_11, l_23))) >= l_15))))), g_799) > 4294967290UL), 0xC4L)) != 0xF1CEL))) , l_23), g_1101)))
    { /* block id: 507 */
        int16_t l_1395 = 0x7DC9L;
        int32_t l_1402 = 0xCDF0EA36L;
        uint32_t l_1407 = 9UL;
        int32_t l_1459 = (-7L);
        uint64_t l_1483 = 0x350C4A889F11B8B3LL;
        uint32_t l_1551 = 0x4362BA1FL;
        for (g_81 = 0; (g_81 <= 3); g_81 += 1)
        { /* block id: 510 */
            int32_t l_1404[3];
            int32_t l_1475 = (-1L);
            uint32_t l_1478 = 0x74FD6F61L;
            int32_t l_1480 = 0xA9E7E3DDL;
            uint32_t l_1512[3][5][1] = {{{0xED793AC4L},{0x07141AE8L},{0xED793AC4L},{0x07141AE8L},{0xED793AC4L}},{{0x07141AE8L},{0xED793AC4L},{0x07141AE8L},{0xED793AC4L},{0x07141AE8L}},{{0xED793AC4L},{0x07141AE8L},{0xED793AC4L},{0x07141AE8L},{0xED793AC4L}}};
            uint8_t l_1547 = 1UL;
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_1404[i] = 0x8225A7F2L;
            g_521[0][1][1] = (safe_mul_func_uint16_t_u_u((1UL < (g_235[g_81] ^ (0x13L <= ((((safe_mul_func_uint8_t_u_u(0x1AL, (safe_rshift_func_int16_t_s_s((((((((safe_add_func_uint8_t_u_u((safe_unary_minus_func_int16_t_s((safe_sub_func_int64_t_s_s(g_235[g_81], (safe_div_func_uint64_t_u_u(g_1146, (g_834 = g_82))))))), g_837[2][0][0])) < 0xBCA852684301EBE9LL) , g_799) == 7L) & g_521[0][2][6]) || g_235[g_81]) , g_1101), l_23)))) , g_53[1][1]) || g_380) > g_1101)))), g_284[1][3][0]));
            if (((((safe_mod_func_int32_t_s_s((safe_mul_func_int8_t_s_s((safe_add_func_uint8_t_u_u((g_235[g_81] , ((safe_lshift_func_uint16_t_u_u(l_15, 11)) >= ((l_1395 |= (l_838 , (safe_sub_func_int32_t_s_s((safe_div_func_uint64_t_u_u(g_273[4][0][3], g_273[5][1][3])), g_1101)))) >= (safe_mul_func_uint8_t_u_u((safe_div_func_int64_t_s_s((g_799 = ((((safe_sub_func_uint64_t_u_u(g_235[g_81], 5L)) , l_1402) || g_1403) ^ 0L)), 0xC673B668CAA5E6BBLL)), g_235[g_81]))))), 0xA0L)), 0x5EL)), 0xA2C33AFEL)) <= (-1L)) & g_474) < g_235[g_81]))
            { /* block id: 515 */
                int16_t l_1405 = 0xBB74L;
                int32_t l_1406 = 0L;
                int16_t l_1479 = 0x02D7L;
                uint32_t l_1484 = 0x0846C26FL;
                int i;
                for (g_501 = 0; (g_501 <= 3); g_501 += 1)
                { /* block id: 518 */
                    ++l_1407;
                }
                for (g_82 = 3; (g_82 >= 0); g_82 -= 1)
                { /* block id: 523 */
                    g_1294 ^= (g_474 != g_989[2]);
                    return l_15;
                }
                if ((g_1294 |= (l_1404[1] = (safe_lshift_func_uint8_t_u_s((((l_1428 &= (((safe_sub_func_int64_t_s_s(g_207, (l_1426 ^= (((safe_add_func_uint16_t_u_u((g_284[2][4][0] ^= ((((g_989[2] > (safe_lshift_func_int8_t_s_s((safe_add_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((~((((g_837[2][0][0] && (g_102 , (0x0FL > (g_273[4][0][3] >= (safe_rshift_func_int16_t_s_u(((l_1425[5][4] = g_380) != 1UL), g_235[g_81])))))) & 18446744073709551609UL) , l_1425[5][4]) >= g_200)), l_15)), l_1402)), g_989[(g_81 + 3)]))) == 3UL) != g_151[3][0]) & l_838)), l_1404[2])) != l_1404[1]) | g_235[3])))) < 0x241B82B4L) && l_1427)) > 1UL) , 0x3BL), 1)))))
                { /* block id: 533 */
                    uint8_t l_1431[3][8] = {{0UL,0UL,1UL,248UL,0x53L,0UL,0UL,0x53L},{0x53L,248UL,1UL,0UL,0UL,1UL,248UL,0x53L},{248UL,1UL,0x53L,0UL,0x53L,1UL,248UL,248UL}};
                    int32_t l_1445 = 0x1CC3773AL;
                    int i, j;
                    l_1402 = (((((g_284[1][2][0] = g_95) , (safe_rshift_func_uint16_t_u_s(l_1431[0][7], (safe_sub_func_uint64_t_u_u(0x342B40B141BD469ALL, (~(0x2904L || ((++g_474) || (-1L))))))))) >= (safe_lshift_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u(0xE7120841B4FF9382LL, (((l_1406 = 0xC13BL) >= 0L) , (-6L)))) > g_200), g_1101))) < 4294967291UL) == (-1L));
                    l_1406 = (l_1404[1] ^ (safe_sub_func_int16_t_s_s((g_815[1][0][0] = ((((safe_mul_func_uint8_t_u_u((l_1445 = (((l_1431[1][3] != 0x2FL) , (0x6A5921FC8AFF32D2LL == (g_521[0][1][1] , (g_1403 < l_1402)))) < l_1425[5][4])), l_1405)) , l_1405) | l_1402) , (-7L))), l_15)));
                    g_1294 = (g_521[0][2][4] = (safe_mod_func_int32_t_s_s((safe_div_func_uint8_t_u_u(l_1445, (((g_284[2][2][0] == g_799) & (+((safe_mod_func_int8_t_s_s((safe_mod_func_uint64_t_u_u((safe_sub_func_uint8_t_u_u(l_1425[5][4], ((l_1459 = ((safe_rshift_func_int8_t_s_s(((l_1445 >= (g_1279[0][0][1] = (g_815[1][0][0] = (g_834 , (((((g_380 != 0x76C86BCFA3A5F92ELL) <= g_151[3][0]) > 0x64L) <= g_200) & l_1431[0][2]))))) , g_1403), 6)) && l_1395)) & l_1431[2][1]))), l_1404[0])), 255UL)) != l_1402))) ^ g_273[0][1][3]))), g_834)));
                }
                else
                { /* block id: 546 */
                    uint64_t l_1460[4] = {0xE02BB47BFA501639LL,0xE02BB47BFA501639LL,0xE02BB47BFA501639LL,0xE02BB47BFA501639LL};
                    int32_t l_1463 = (-9L);
                    int i;
                    l_1460[2]--;
                    l_1463 = (l_1460[2] > l_1404[0]);
                    if (g_989[1])
                        continue;
                    return g_81;
                }
                if ((g_1294 = ((safe_add_func_int8_t_s_s(((safe_add_func_uint32_t_u_u((l_1480 ^= ((g_380 |= ((g_521[0][1][1] && (((((((safe_add_func_uint64_t_u_u((safe_div_func_uint32_t_u_u((((safe_rshift_func_uint16_t_u_u((l_1404[1] , 0x2F79L), ((l_1475 = ((!g_50) != g_235[g_81])) , (safe_rshift_func_uint8_t_u_s(g_207, l_1478))))) < l_1479) ^ 0UL), g_1279[0][2][1])), l_1404[1])) , l_1402) ^ g_1279[0][2][1]) , g_11) | g_235[g_81]) == g_1279[0][0][1]) | g_815[5][0][0])) || l_23)) | g_799)), l_1395)) <= g_989[2]), g_151[3][0])) > g_1294)))
                { /* block id: 556 */
                    g_521[0][1][1] = (((l_1402 = (((0UL && l_1479) , (((0x3D5AL || (safe_rshift_func_int16_t_s_u((-1L), 5))) < 0x0294437E50570968LL) > ((l_1425[5][4] <= 0xA13BL) != g_103[1]))) <= 0x59L)) > l_1483) <= g_284[2][4][0]);
                    if (g_129)
                        goto lbl_1618;
                    l_1402 = (l_1406 = l_1484);
                }
                else
                { /* block id: 561 */
                    int32_t l_1493 = 2L;
                    g_521[0][1][4] = (safe_rshift_func_uint16_t_u_s(((((safe_div_func_uint64_t_u_u(((safe_div_func_uint16_t_u_u((safe_sub_func_int8_t_s_s((l_1493 != (-2L)), ((((safe_rshift_func_int8_t_s_s(g_216, (g_103[1] = ((safe_lshift_func_uint8_t_u_s((g_102 , ((safe_mod_func_int8_t_s_s((safe_mod_func_uint32_t_u_u(((g_836 |= (g_81 , 0xF1FE7C81L)) , ((safe_mod_func_uint16_t_u_u(((((l_1406 = (safe_lshift_func_int16_t_s_u((g_380 ^= (safe_lshift_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u((safe_add_func_int16_t_s_s(g_201, l_1395)), g_129)), 11))), 0))) >= l_1402) > 0x29L) < l_1512[2][4][0]), (-8L))) ^ g_799)), l_1484)), 0x90L)) , g_836)), g_216)) <= 0x73L)))) || g_81) || l_1405) ^ 0L))), l_1395)) , l_1426), 0x28F9C3D752438A0ALL)) , g_475) > 0xC1E71F9B2F137586LL) , l_1395), l_1404[1]));
                }
            }
            else
            { /* block id: 568 */
                int8_t l_1531 = 0x57L;
                int32_t l_1532[1][3][1];
                uint64_t l_1567[4][3] = {{18446744073709551611UL,18446744073709551611UL,18446744073709551611UL},{0UL,0UL,0UL},{18446744073709551611UL,18446744073709551611UL,18446744073709551611UL},{0UL,0UL,0UL}};
                uint32_t l_1591 = 0xA9BD5552L;
                int i, j, k;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 3; j++)
                    {
                        for (k = 0; k < 1; k++)
                            l_1532[i][j][k] = (-1L);
                    }
                }
                for (l_1478 = 0; (l_1478 != 52); l_1478 = safe_add_func_uint32_t_u_u(l_1478, 4))
                { /* block id: 571 */
                    uint8_t l_1533 = 249UL;
                    g_1294 ^= (l_1402 &= (safe_mul_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_s((l_1483 && (safe_mul_func_int16_t_s_s(l_1425[0][2], (safe_add_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u(((((g_834 = ((safe_sub_func_uint8_t_u_u(1UL, (g_82 = (((safe_mul_func_int8_t_s_s((((g_1146 != (0x757DL == (((g_284[2][1][0] >= (l_1531 = ((g_53[1][1]--) < (l_1459 || g_521[0][1][1])))) != l_1532[0][1][0]) , (-9L)))) && l_1532[0][0][0]) , 1L), l_1533)) | l_1533) | l_1425[4][5])))) && l_1531)) , g_53[0][2]) == l_1427) < g_273[4][0][3]), 1)), g_521[0][1][1]))))), 1)) , g_989[5]), l_1483)));
                }
                for (g_475 = 3; (g_475 < (-16)); g_475 = safe_sub_func_uint32_t_u_u(g_475, 9))
                { /* block id: 581 */
                    uint32_t l_1550 = 2UL;
                    g_521[0][1][1] = (l_1480 = (l_1404[1] = (g_235[3] | ((((safe_sub_func_int32_t_s_s((safe_sub_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s(((g_837[0][1][2] = (l_1544[0] = (safe_mul_func_uint16_t_u_u(0x8629L, g_1279[0][2][1])))) <= (l_1426 = ((safe_lshift_func_uint8_t_u_s((l_1547 | (safe_lshift_func_int8_t_s_s(g_273[4][0][3], l_1550))), 1)) , g_273[1][2][0]))), g_200)) && l_1551), l_1552[0][1][0])), g_151[3][0])) , 0x0BL) & g_129) ^ 0xB00D5ECAF81313C9LL))));
                    g_521[0][1][1] = (((safe_div_func_int32_t_s_s((l_1395 && (((g_284[2][4][0] = l_15) && 0xFB5DL) && (((g_82 = ((((0xA4EEAF02L != g_837[0][0][2]) <= ((g_989[2] == l_1407) ^ g_103[1])) | 0x7AD65494DE060A56LL) == g_834)) , l_1404[0]) | 0xFDA8185E5B9874FDLL))), g_1146)) && (-5L)) & l_1459);
                    l_1428 = ((safe_rshift_func_int16_t_s_u((((l_838 = g_474) , (g_11 = ((g_1294 = 0xE966DA66L) , ((((g_380 < (l_1402 && l_1532[0][0][0])) , (((g_474 && ((l_1404[0] = l_1552[0][1][0]) | 0L)) , g_235[3]) || g_84)) , g_102) != 0x19L)))) , g_1403), g_284[2][2][0])) , g_95);
                    return g_273[0][1][2];
                }
                if (((((g_521[0][1][6] = (safe_lshift_func_int8_t_s_s(0x8FL, 6))) & (safe_lshift_func_uint8_t_u_s((safe_add_func_int64_t_s_s((((((l_1404[0] = (((safe_sub_func_int32_t_s_s((l_1402 = 2L), (((g_501 = l_1567[0][1]) && ((safe_mul_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s((safe_add_func_uint32_t_u_u((safe_sub_func_uint8_t_u_u(g_380, 0x6AL)), 0x5980EFE3L)), ((((((((-1L) >= 0x8C2DL) != 0xED832541L) || l_1512[2][4][0]) >= l_1459) & g_834) < g_82) < l_1404[1]))), l_15)) ^ (-1L))) | 0L))) >= l_1428) , g_201)) > l_1532[0][1][0]) ^ l_1425[5][3]) >= 0x4389L) & l_15), 18446744073709551615UL)), 1))) != g_11) , l_1425[1][3]))
                { /* block id: 602 */
                    return g_201;
                }
                else
                { /* block id: 604 */
                    uint32_t l_1580 = 1UL;
                    l_1402 |= (safe_mul_func_int16_t_s_s((-9L), (l_1580 ^ ((((safe_sub_func_int8_t_s_s(0xDDL, (((safe_rshift_func_uint16_t_u_u((((safe_div_func_int32_t_s_s(g_989[6], g_521[0][1][1])) , ((safe_mul_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((l_1459 >= 0x84L), g_521[0][1][1])), l_1591)) <= l_1580)) || l_1544[0]), l_1395)) , 0x67L) >= 0xF8L))) & g_102) ^ g_207) >= 0x35L))));
                    l_1402 = 0x8F24F5B3L;
                }
            }
            if (g_834)
                break;
            l_1475 = ((((safe_rshift_func_uint8_t_u_u((0xB1L ^ ((g_1146 ^ l_1551) == g_1146)), (((+0xD7L) , (g_207--)) & (l_1600 = ((+((g_475 = (l_1404[2] &= (safe_sub_func_int8_t_s_s((l_1425[5][4] | (((-1L) >= g_1403) , g_521[0][2][4])), l_1483)))) > g_81)) & g_235[g_81]))))) , (-1L)) & g_273[4][0][3]) < l_1552[0][1][0]);
        }
        g_521[0][1][1] = (-2L);
    }
    else
    { /* block id: 617 */
        int64_t l_1601 = 4L;
        int32_t l_1603 = 0xC2A69A91L;
        int32_t l_1604 = (-10L);
        int32_t l_1606 = 1L;
        int32_t l_1607 = 0x7DA23CF7L;
        int32_t l_1608 = 0xDC8188EFL;
        int32_t l_1609 = 4L;
        int32_t l_1610 = 0x152758B5L;
        int32_t l_1611 = 0L;
        int32_t l_1612 = 0xEC699356L;
        int32_t l_1613 = 0xC9FE4C53L;
        g_1615[0]--;
    }
    for (g_296 = 0; (g_296 <= 2); g_296 += 1)
    { /* block id: 623 */
        uint32_t l_1626 = 0x89432A0EL;
        int32_t l_1628 = 0x1B1748A4L;
        int32_t l_1664 = 1L;
        uint32_t l_1681 = 0x4264701FL;
        uint16_t l_1688 = 65535UL;
        uint8_t l_1727 = 0xE2L;
        int64_t l_1885[7][6][3] = {{{1L,0x59BDF8CC23320420LL,(-1L)},{1L,(-1L),0x7E37CD3305F39FA7LL},{0xCB5ACF946C05C201LL,0x6BA449B11FB5D34CLL,0x6BA449B11FB5D34CLL},{0x26C3D85DE6BB8270LL,0L,0x014E6B9CC70D2711LL},{(-1L),1L,0x12CC77E964E8941ELL},{0x11F671451E492137LL,(-1L),0L}},{{(-10L),(-1L),0x48180519AE109969LL},{0L,(-1L),0x405F36AB946FAB87LL},{(-10L),1L,0xCB5ACF946C05C201LL},{0L,0L,(-1L)},{0x48180519AE109969LL,0x6BA449B11FB5D34CLL,0L},{(-1L),(-1L),5L}},{{0L,0x59BDF8CC23320420LL,(-10L)},{6L,(-1L),5L},{8L,1L,0L},{(-1L),1L,(-1L)},{(-1L),(-5L),0xCB5ACF946C05C201LL},{0x511FFE66ABD3AF72LL,0x3ECD1D4FB6034677LL,0x405F36AB946FAB87LL}},{{(-5L),(-10L),0x48180519AE109969LL},{(-10L),0x405F36AB946FAB87LL,0L},{(-5L),0x4411F000281E7A2DLL,0x12CC77E964E8941ELL},{0x511FFE66ABD3AF72LL,0x014E6B9CC70D2711LL,0x014E6B9CC70D2711LL},{(-1L),0x48180519AE109969LL,0x6BA449B11FB5D34CLL},{(-1L),(-10L),0x7E37CD3305F39FA7LL}},{{8L,(-1L),(-1L)},{6L,0x5A78036131C4B1DCLL,0L},{0L,(-1L),0x59BDF8CC23320420LL},{(-1L),(-10L),0x511FFE66ABD3AF72LL},{0x48180519AE109969LL,0x48180519AE109969LL,(-1L)},{0L,0x014E6B9CC70D2711LL,0L}},{{(-10L),0x4411F000281E7A2DLL,(-5L)},{0L,0x405F36AB946FAB87LL,(-1L)},{(-10L),(-10L),(-5L)},{0x11F671451E492137LL,0x3ECD1D4FB6034677LL,0L},{(-1L),(-5L),(-1L)},{0x26C3D85DE6BB8270LL,1L,0x511FFE66ABD3AF72LL}},{{0xCB5ACF946C05C201LL,1L,0x59BDF8CC23320420LL},{1L,(-1L),0L},{1L,0x59BDF8CC23320420LL,(-1L)},{1L,(-1L),0x7E37CD3305F39FA7LL},{0xCB5ACF946C05C201LL,0x6BA449B11FB5D34CLL,0x6BA449B11FB5D34CLL},{0x26C3D85DE6BB8270LL,0L,0x014E6B9CC70D2711LL}}};
        int8_t l_1945 = 0x6FL;
        int32_t l_1955 = 0xCA96FC7EL;
        int32_t l_1957[4][4][8] = {{{1L,(-1L),1L,0x1C3F0F84L,0x1C3F0F84L,1L,(-1L),1L},{0xA6DDB353L,0x1C3F0F84L,(-9L),0x1C3F0F84L,0xA6DDB353L,0xA6DDB353L,0x1C3F0F84L,(-9L)},{0xA6DDB353L,0xA6DDB353L,0x1C3F0F84L,(-9L),0x1C3F0F84L,0xA6DDB353L,0xA6DDB353L,0x1C3F0F84L},{1L,0x1C3F0F84L,0x1C3F0F84L,1L,(-1L),1L,1L,1L}},{{1L,0xA6DDB353L,(-1L),(-1L),0xA6DDB353L,1L,0xA6DDB353L,(-1L)},{(-9L),0xA6DDB353L,(-9L),1L,1L,(-9L),0xA6DDB353L,(-9L)},{0x1C3F0F84L,1L,(-1L),1L,0x1C3F0F84L,0x1C3F0F84L,1L,(-1L)},{0x1C3F0F84L,0x1C3F0F84L,1L,(-1L),1L,0x1C3F0F84L,0x1C3F0F84L,1L}},{{(-9L),1L,1L,(-9L),0xA6DDB353L,(-9L),1L,1L},{1L,0xA6DDB353L,(-1L),(-1L),0xA6DDB353L,1L,0xA6DDB353L,(-1L)},{(-9L),0xA6DDB353L,(-9L),1L,1L,(-9L),0xA6DDB353L,(-9L)},{0x1C3F0F84L,1L,(-1L),1L,0x1C3F0F84L,0x1C3F0F84L,1L,(-1L)}},{{0x1C3F0F84L,0x1C3F0F84L,1L,(-1L),1L,0x1C3F0F84L,0x1C3F0F84L,1L},{(-9L),1L,1L,(-9L),0xA6DDB353L,(-9L),1L,1L},{1L,0xA6DDB353L,(-1L),(-1L),0xA6DDB353L,1L,0xA6DDB353L,(-1L)},{(-9L),0xA6DDB353L,(-9L),1L,1L,(-9L),0xA6DDB353L,(-9L)}}};
        int32_t l_1970 = 0x9327E65FL;
        int32_t l_1971[1][4][1];
        int32_t l_2021 = 0x3030139AL;
        int8_t l_2038 = (-7L);
        uint32_t l_2074 = 0UL;
        uint16_t l_2091 = 65535UL;
        int8_t l_2127 = 6L;
        int64_t l_2130 = 9L;
        uint16_t l_2142[1][8][7] = {{{0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL},{0xEB6FL,0xED86L,0xEB6FL,0xED86L,0xEB6FL,0xED86L,0xEB6FL},{0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL},{0xEB6FL,0xED86L,0xEB6FL,0xED86L,0xEB6FL,0xED86L,0xEB6FL},{0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL},{0xEB6FL,0xED86L,0xEB6FL,0xED86L,0xEB6FL,0xED86L,0xEB6FL},{0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL,0xC4AAL},{0xEB6FL,0xED86L,0xEB6FL,0xED86L,0xEB6FL,0xED86L,0xEB6FL}}};
        uint64_t l_2162 = 18446744073709551612UL;
        int32_t l_2205 = 1L;
        uint16_t l_2266 = 0x57EFL;
        uint64_t l_2277 = 0x999E3F484B7499F7LL;
        uint8_t l_2305 = 0UL;
        uint8_t l_2476 = 0x6EL;
        int i, j, k;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 4; j++)
            {
                for (k = 0; k < 1; k++)
                    l_1971[i][j][k] = 0x984A8A0AL;
            }
        }
        for (l_1427 = 1; (l_1427 <= 6); l_1427 += 1)
        { /* block id: 626 */
            int32_t l_1627[2];
            int32_t l_1676 = 0x0F5DAF37L;
            int i;
            for (i = 0; i < 2; i++)
                l_1627[i] = 0L;
            l_1628 |= ((safe_lshift_func_int8_t_s_s((safe_mod_func_int8_t_s_s((g_989[(g_296 + 2)] , 0xEAL), ((5L || ((l_1627[0] = ((g_129 = ((!(0x1A775AF1E92EFED5LL && l_1552[0][1][0])) >= ((safe_sub_func_uint16_t_u_u(((l_1626 = 0L) < g_151[3][0]), g_1279[0][2][1])) != g_200))) && g_201)) , g_501)) || g_1279[0][2][1]))), 0)) , (-5L));
            l_1628 = (safe_mul_func_uint16_t_u_u(0UL, ((safe_mod_func_int16_t_s_s(((~0x16A1L) & g_284[2][4][0]), ((((g_151[3][0] | g_284[1][1][0]) >= (safe_rshift_func_int8_t_s_u((safe_div_func_int64_t_s_s(((safe_rshift_func_uint8_t_u_u(((((safe_rshift_func_int8_t_s_s((g_82 = (safe_add_func_int32_t_s_s(l_1428, ((safe_sub_func_uint64_t_u_u(((l_1651 = (safe_lshift_func_int8_t_s_u((safe_add_func_int64_t_s_s((!((g_129 >= 6L) & (-6L))), g_53[1][3])), g_989[0]))) , g_837[1][1][5]), g_1615[2])) , 0x2B00E58FL)))), 2)) >= l_1627[0]) < g_989[3]) ^ 4UL), g_129)) ^ g_1615[0]), g_103[3])), 2))) != l_1544[0]) | 0UL))) >= 18446744073709551608UL)));
            g_521[0][1][1] = (safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s((((65530UL && (-1L)) <= g_151[5][0]) < 1L), 252UL)), 10)), l_1628));
            for (l_1628 = 0; (l_1628 <= 0); l_1628 += 1)
            { /* block id: 637 */
                int i, j, k;
                g_521[1][0][4] = ((safe_lshift_func_int8_t_s_s((g_837[g_296][g_296][(g_296 + 3)] , 0x5AL), ((safe_mul_func_uint8_t_u_u((g_837[g_296][l_1628][(l_1628 + 1)] , (1UL ^ g_273[(l_1628 + 1)][l_1628][(l_1628 + 2)])), (g_815[(l_1427 + 1)][l_1628][l_1628] < (l_1664 = ((l_1627[1] ^= ((((safe_mul_func_uint16_t_u_u((g_102 ^= ((g_815[(l_1427 + 1)][l_1628][l_1628] , g_815[(l_1427 + 1)][l_1628][l_1628]) || g_815[(l_1427 + 1)][l_1628][l_1628])), g_815[(l_1628 + 3)][l_1628][l_1628])) && 0x5575L) <= g_95) < g_521[0][1][1])) , g_475))))) , g_1101))) , 1L);
                if (g_296)
                    continue;
                for (g_200 = 0; (g_200 <= 0); g_200 += 1)
                { /* block id: 645 */
                    g_1294 = g_989[3];
                    if (g_273[3][0][4])
                        break;
                    l_1627[0] = g_1101;
                    if (l_23)
                        break;
                }
                return l_1664;
            }
            for (g_207 = 0; (g_207 <= 2); g_207 += 1)
            { /* block id: 655 */
                uint32_t l_1669 = 1UL;
                int32_t l_1730 = 7L;
                uint16_t l_1744[7][2][5] = {{{0xC73DL,0xC73DL,0xC73DL,0xC73DL,0xC73DL},{1UL,9UL,1UL,9UL,1UL}},{{0xC73DL,0xC73DL,0xC73DL,0xC73DL,0xC73DL},{1UL,9UL,1UL,9UL,1UL}},{{0xC73DL,0xC73DL,0xC73DL,0xC73DL,0xC73DL},{1UL,9UL,1UL,9UL,1UL}},{{0xC73DL,0xC73DL,0xC73DL,0xC73DL,0xC73DL},{1UL,9UL,1UL,9UL,1UL}},{{0xC73DL,0xC73DL,0xC73DL,0xC73DL,0xC73DL},{1UL,9UL,1UL,9UL,1UL}},{{0xC73DL,0xC73DL,0xC73DL,0xC73DL,0xC73DL},{1UL,9UL,1UL,9UL,1UL}},{{0xC73DL,0xC73DL,0xC73DL,0xC73DL,0xC73DL},{1UL,9UL,1UL,9UL,1UL}}};
                uint32_t l_1775 = 7UL;
                int i, j, k;
                g_521[1][0][6] = ((((safe_mod_func_uint64_t_u_u(((safe_div_func_uint8_t_u_u(l_1669, g_989[4])) && ((((((l_1626 , (g_82 = (((safe_lshift_func_uint8_t_u_u((safe_add_func_uint8_t_u_u(0xBDL, (safe_mul_func_uint8_t_u_u(l_1676, ((safe_sub_func_int8_t_s_s((safe_sub_func_int8_t_s_s(((g_273[4][0][3] , (g_1615[1] |= g_273[5][0][2])) , l_1628), l_1651)), 0xC5L)) || l_1628))))), g_989[g_296])) , l_1681) & 0x9E781AA5L))) , 0x1AL) ^ 7L) && 1UL) ^ g_84) | g_989[l_1427])), 4UL)) <= g_103[3]) <= 0xE8F99736A8993E12LL) , (-1L));
                if ((safe_div_func_int64_t_s_s((safe_div_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(l_1688, (safe_sub_func_uint8_t_u_u(l_1669, (((g_53[5][2] , (g_235[3]++)) , (safe_mul_func_uint16_t_u_u(0UL, ((safe_sub_func_int32_t_s_s(g_82, (safe_sub_func_int16_t_s_s(l_1651, (((l_1688 >= g_95) , g_53[3][3]) ^ l_1699))))) | l_1681)))) == 0xC50EFB11L))))), l_1544[0])), g_989[2])))
                { /* block id: 660 */
                    g_521[0][1][1] = 0xFA5A500CL;
                    l_1730 = ((safe_rshift_func_uint16_t_u_s((((safe_mod_func_int32_t_s_s((safe_lshift_func_int16_t_s_u(((safe_mul_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u((safe_div_func_int32_t_s_s((((safe_div_func_uint64_t_u_u(0xB818069A89B239AELL, (+(safe_mul_func_uint16_t_u_u(g_1403, (0x9ABAAFEFL & (l_1602 = ((safe_div_func_uint8_t_u_u((((safe_div_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((safe_mod_func_int32_t_s_s(l_1602, (g_521[1][0][3] |= ((((g_1728[6] ^= (((l_1605[1] = (g_53[6][2] != l_1628)) || g_501) > l_1727)) == g_1615[2]) ^ 4294967295UL) | g_989[l_1427])))), g_834)), g_102)) || l_1729[2]) > 0xE87712F9L), g_1279[0][2][1])) == l_1669)))))))) <= 7L) && g_1728[6]), g_207)), 6UL)), g_53[5][3])), g_1279[0][2][1])) & g_84), 13)), 0x7ADBB6D7L)) && 0L) , 65532UL), g_201)) <= l_1729[1]);
                    return g_521[1][0][1];
                }
                else
                { /* block id: 668 */
                    uint32_t l_1731 = 0UL;
                    ++l_1731;
                    g_521[0][1][1] = g_380;
                    l_1627[0] = (+(l_1628 |= g_989[6]));
                    if (g_501)
                        break;
                }
                for (g_201 = 0; (g_201 >= 0); g_201 -= 1)
                { /* block id: 677 */
                    int32_t l_1747 = 0L;
                    int32_t l_1774 = 0xDBE3DF66L;
                    int i, j, k;
                    l_1627[0] = (safe_add_func_uint64_t_u_u(g_1737, ((((safe_mod_func_int16_t_s_s(((safe_lshift_func_int8_t_s_s((safe_div_func_int32_t_s_s(((0x3BBAE2A5L || (l_1744[1][1][0] == (l_1544[g_201] |= g_1279[0][1][1]))) & g_53[1][1]), (safe_rshift_func_int16_t_s_u((g_815[(g_201 + 5)][g_201][g_201] = l_1747), 3)))), ((l_1676 = g_1748) <= (-9L)))) , g_284[2][4][0]), g_1279[0][2][1])) == l_1749) , g_151[5][2]) , l_1688)));
                    if (g_207)
                        continue;
                    l_1774 ^= ((safe_div_func_int64_t_s_s(1L, (safe_add_func_uint16_t_u_u(l_1627[1], l_1747)))) ^ ((((((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint16_t_u_u(l_1688, ((((safe_add_func_int16_t_s_s((g_799 , g_837[2][0][0]), ((safe_div_func_int8_t_s_s(((safe_mod_func_int32_t_s_s(((safe_sub_func_int8_t_s_s((safe_mod_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_s((safe_add_func_uint16_t_u_u((((((safe_mul_func_uint8_t_u_u(((l_1628 < 0x41BF89BBL) || g_103[1]), l_1747)) > g_521[0][1][1]) | g_521[0][1][1]) | 0xB9DBL) | g_81), g_273[0][2][0])), 11)) , l_1669), 254UL)), g_1737)) & 0L), l_23)) <= 4294967295UL), 1UL)) , l_1744[3][1][4]))) < l_1627[0]) | g_284[0][0][0]) && (-6L)))), g_836)) ^ l_1669) < g_989[g_296]) < 0x3B2BL) | l_1627[1]) && g_815[5][0][0]));
                }
                l_838 = (g_1728[6] ^ ((((7UL && (l_1775 , ((safe_mod_func_uint16_t_u_u(((safe_sub_func_int64_t_s_s(((safe_lshift_func_uint16_t_u_u((((safe_div_func_uint16_t_u_u((safe_div_func_int8_t_s_s(0L, (((l_1775 != (safe_sub_func_uint8_t_u_u(((0xCA7E4CFBL | ((safe_sub_func_int64_t_s_s((-1L), 0xE7252AC01CD9907DLL)) != (-1L))) > g_1294), g_296))) <= g_11) ^ l_1669))), l_1664)) ^ 0xD9B4L) , g_273[3][0][3]), 14)) > 0L), g_1146)) , 0x526FL), 65526UL)) ^ (-1L)))) > l_1775) & g_1101) & 0xD902CF95L));
            }
        }
        if ((safe_mod_func_uint16_t_u_u(((safe_mod_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(((safe_mod_func_uint16_t_u_u(((safe_mod_func_int32_t_s_s(0x626CD5CBL, g_989[3])) < (safe_add_func_int16_t_s_s(((l_1428 |= ((safe_lshift_func_uint8_t_u_s(((l_1605[1] = (((!(safe_lshift_func_int8_t_s_u(((((+((((18446744073709551610UL == g_834) == (l_1727 , (safe_add_func_uint64_t_u_u((safe_div_func_int8_t_s_s((((l_1688 & ((safe_add_func_uint8_t_u_u(((g_207++) != (l_1426 < 0xEFF0L)), 255UL)) >= l_1426)) , l_1628) != l_838), g_837[2][0][0])), l_1544[0])))) | 18446744073709551606UL) , g_82)) ^ g_1279[1][0][1]) || l_1602) ^ g_95), 6))) > g_989[2]) , 0x1F72B32DE6A6F53BLL)) | l_1600), g_151[3][0])) > g_235[3])) , g_207), g_201))), l_15)) , g_53[1][1]), 15)), l_1614)) == 0xB09C101E915E89A3LL), g_50)))
        { /* block id: 691 */
            uint16_t l_1838[8][8][4] = {{{0UL,0x7E0CL,0xA5FCL,6UL},{1UL,0xF693L,0x33E4L,0x33E4L},{1UL,1UL,0xA5FCL,0x8C23L},{0UL,0x33E4L,1UL,0x7E0CL},{0xF693L,0xB07DL,65531UL,1UL},{0x97B7L,0xB07DL,0x97B7L,0x7E0CL},{0xB07DL,0x33E4L,1UL,0x8C23L},{0x8C23L,1UL,0xF693L,0x33E4L}},{{6UL,0xF693L,0xF693L,6UL},{0x8C23L,0x7E0CL,1UL,0x97B7L},{0xB07DL,0x07D4L,0x97B7L,0xA5FCL},{0x97B7L,0xA5FCL,65531UL,0xA5FCL},{0xF693L,0x07D4L,1UL,0x97B7L},{0UL,0x7E0CL,0xA5FCL,6UL},{1UL,0xF693L,0x33E4L,0x33E4L},{1UL,1UL,0xA5FCL,0x8C23L}},{{0UL,0x33E4L,1UL,0x7E0CL},{0xF693L,0xB07DL,65531UL,1UL},{0x97B7L,0xB07DL,0x97B7L,0x7E0CL},{0xB07DL,0x33E4L,1UL,0x8C23L},{0x8C23L,1UL,0xF693L,0x33E4L},{6UL,0xF693L,0xF693L,6UL},{0x8C23L,0x7E0CL,1UL,0x97B7L},{0xB07DL,0x07D4L,0x97B7L,0xA5FCL}},{{0x97B7L,0xA5FCL,65531UL,0xA5FCL},{0xF693L,0x07D4L,1UL,0x97B7L},{0UL,0x7E0CL,0xA5FCL,6UL},{1UL,0xF693L,0x33E4L,0x33E4L},{1UL,1UL,0xA5FCL,0x8C23L},{0UL,0x33E4L,1UL,0x7E0CL},{0xF693L,0xB07DL,65531UL,1UL},{0x97B7L,0xB07DL,0x97B7L,0x7E0CL}},{{0xB07DL,0x33E4L,1UL,0x8C23L},{0x8C23L,1UL,0xF693L,0x33E4L},{6UL,0xF693L,0xF693L,6UL},{0x8C23L,0x7E0CL,1UL,0x97B7L},{0xB07DL,0x07D4L,0x97B7L,0xA5FCL},{0x97B7L,0xA5FCL,65531UL,0xA5FCL},{0xF693L,0x07D4L,1UL,0x97B7L},{0UL,0x7E0CL,0xB07DL,1UL}},{{0xA5FCL,6UL,0xF693L,0xF693L},{0xA5FCL,0xA5FCL,0xB07DL,0x7E0CL},{0x97B7L,0xF693L,0xA5FCL,0x07D4L},{6UL,0x8C23L,0UL,0xA5FCL},{0x33E4L,0x8C23L,0x33E4L,0x07D4L},{0x8C23L,0xF693L,65531UL,0x7E0CL},{0x7E0CL,0xA5FCL,6UL,0xF693L},{1UL,6UL,6UL,1UL}},{{0x7E0CL,0x07D4L,65531UL,0x33E4L},{0x8C23L,1UL,0x33E4L,0xB07DL},{0x33E4L,0xB07DL,0UL,0xB07DL},{6UL,1UL,0xA5FCL,0x33E4L},{0x97B7L,0x07D4L,0xB07DL,1UL},{0xA5FCL,6UL,0xF693L,0xF693L},{0xA5FCL,0xA5FCL,0xB07DL,0x7E0CL},{0x97B7L,0xF693L,0xA5FCL,0x07D4L}},{{6UL,0x8C23L,0UL,0xA5FCL},{0x33E4L,0x8C23L,0x33E4L,0x07D4L},{0x8C23L,0xF693L,65531UL,0x7E0CL},{0x7E0CL,0xA5FCL,6UL,0xF693L},{1UL,6UL,6UL,1UL},{0x7E0CL,0x07D4L,65531UL,0x33E4L},{0x8C23L,1UL,0x33E4L,0xB07DL},{0x33E4L,0xB07DL,0UL,0xB07DL}}};
            int32_t l_1857 = 0x7FAF8728L;
            int32_t l_1959 = 0L;
            int32_t l_1963 = 2L;
            int32_t l_1965[3];
            const int64_t l_1975[5] = {0L,0L,0L,0L,0L};
            int32_t l_2037 = 0x10B2C9DFL;
            int8_t l_2141 = 0L;
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_1965[i] = 1L;
            if ((l_1681 , (+(safe_mul_func_uint16_t_u_u((~(safe_add_func_uint64_t_u_u(g_834, (safe_mod_func_uint64_t_u_u(18446744073709551612UL, (0xB475L | ((l_1664 = ((safe_add_func_uint64_t_u_u((l_1605[0] = ((safe_rshift_func_int8_t_s_u((0xC8ADFAF614069272LL == ((safe_add_func_int8_t_s_s(g_216, (safe_mod_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(((safe_sub_func_uint64_t_u_u(g_475, g_1146)) | l_1681), l_1838[4][3][3])), (-7L))))) == g_1279[0][2][1])), g_129)) | 0x25687D1402DB684CLL)), 1L)) && l_23)) < g_273[4][0][3]))))))), g_53[1][3])))))
            { /* block id: 694 */
                uint32_t l_1854 = 0x7D8CBC9EL;
                if (((safe_rshift_func_int16_t_s_u((g_1403 , (((safe_div_func_uint64_t_u_u(((l_1749 <= 0L) | 4UL), ((l_1838[4][3][3] || (g_521[0][1][1] &= g_380)) && (g_216 , 0xB0L)))) <= 0x8416L) ^ 0xFBB0L)), g_201)) || 6L))
                { /* block id: 696 */
                    int16_t l_1855 = (-2L);
                    int32_t l_1856[4] = {0x7083053AL,0x7083053AL,0x7083053AL,0x7083053AL};
                    int i;
                    l_1856[1] = ((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint16_t_u_u((((safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(0x0443L, 15)), (safe_add_func_uint16_t_u_u((+g_151[0][0]), ((247UL & g_474) ^ 8UL))))) <= (l_1854 == l_1855)) == g_521[1][0][2]), l_1855)), 2)) || l_1855);
                }
                else
                { /* block id: 698 */
                    const uint8_t l_1868[3][2] = {{255UL,255UL},{255UL,255UL},{255UL,255UL}};
                    int i, j;
                    l_1857 = l_1681;
                    g_521[0][1][3] = ((((safe_rshift_func_int16_t_s_s(4L, 2)) ^ 0x547C55E04D9BAFDDLL) && ((((safe_mul_func_int16_t_s_s(l_1854, g_501)) ^ ((safe_unary_minus_func_uint16_t_u(((!(safe_add_func_uint32_t_u_u((0x732EB598L || ((safe_mul_func_int16_t_s_s(((l_1699 , l_1868[2][1]) && l_1854), 0xE4AEL)) | g_1748)), 1UL))) >= l_1854))) == g_95)) , g_284[2][4][0]) > g_1403)) , l_1838[0][7][2]);
                    g_521[0][1][1] = l_1605[0];
                }
            }
            else
            { /* block id: 703 */
                if (g_95)
                    goto lbl_1618;
            }
            if (((--g_81) , 0x0005EF1EL))
            { /* block id: 707 */
                int8_t l_1871 = 3L;
                int32_t l_1872 = (-1L);
                int32_t l_1873 = 0x73CB4C3EL;
                int32_t l_1918 = 6L;
                int32_t l_1935 = 0L;
                int8_t l_1956[8][4] = {{0xA0L,0x32L,0xA1L,0xA1L},{2L,2L,(-1L),0xF7L},{2L,(-3L),0xA1L,2L},{0xA0L,0xF7L,0xA0L,0xA1L},{0x32L,0xF7L,(-1L),2L},{0xF7L,(-3L),(-3L),0xF7L},{0xA0L,2L,(-3L),0xA1L},{0xF7L,0x32L,(-1L),0x32L}};
                int32_t l_1967 = (-1L);
                int32_t l_1968 = 0xE55469ACL;
                int32_t l_1969[4][2];
                uint32_t l_1972 = 0UL;
                uint64_t l_1994 = 0xE115788F0CFAF16ELL;
                int i, j;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 2; j++)
                        l_1969[i][j] = 0L;
                }
                for (g_207 = 0; (g_207 <= 2); g_207 += 1)
                { /* block id: 710 */
                    uint32_t l_1874 = 4294967295UL;
                    int32_t l_1886[4][7] = {{0L,0x7B9FA10AL,8L,8L,0x7B9FA10AL,0L,0x47587863L},{0xD57E52EFL,8L,(-7L),0x47587863L,5L,5L,0x47587863L},{(-1L),8L,(-1L),0x7F2FC073L,0x47587863L,0xD57E52EFL,0L},{(-7L),8L,0xD57E52EFL,0x7F2FC073L,0xD57E52EFL,8L,(-7L)}};
                    int i, j;
                    if (l_1871)
                        break;
                    l_1874--;
                    l_1664 = (l_1838[4][3][3] , ((g_273[4][0][3] = (safe_lshift_func_int16_t_s_s(g_521[0][1][4], (safe_mod_func_int32_t_s_s(((g_1748 |= (safe_mul_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_s((((g_53[3][3] < (g_475 &= (g_273[4][0][3] , ((l_1886[0][1] = (1UL <= (g_1615[1] & l_1885[3][0][1]))) <= g_834)))) , 0x1A8581BEL) | g_84), 1)) >= 0L), 0x043DL))) , 0xBFCB05B5L), g_11))))) || 1L));
                    g_521[0][2][1] |= ((safe_mul_func_uint8_t_u_u((l_1871 > (safe_add_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(0x99A3L, 10)), (safe_lshift_func_uint16_t_u_u(65535UL, l_1626))))), ((((safe_mod_func_int32_t_s_s((safe_mul_func_int8_t_s_s(((safe_add_func_int16_t_s_s(0x3548L, (4294967295UL != l_1605[0]))) ^ (-10L)), 0x63L)), g_836)) != l_1874) < l_1425[5][4]) < (-4L)))) & l_1873);
                }
                for (g_11 = 0; (g_11 >= 0); g_11 -= 1)
                { /* block id: 722 */
                    int32_t l_1919 = 0x7091FA66L;
                    l_1857 = l_1873;
                    l_1873 &= (l_1901 ^ (~((safe_mod_func_int64_t_s_s((~((g_273[4][2][4] != (safe_rshift_func_int16_t_s_u(l_1428, 8))) && (((g_815[0][0][1] >= l_1885[3][0][1]) <= (l_1919 = (l_1918 = ((+(safe_lshift_func_uint16_t_u_u(0xF6B9L, (~((safe_lshift_func_int8_t_s_s((safe_lshift_func_int8_t_s_s((1L | l_1918), 7)), 1)) <= 0x64FFD5FC36D81AC7LL))))) == g_82)))) >= g_296))), 4UL)) > g_284[0][1][0])));
                    l_1857 = ((g_53[1][1] = (g_989[5] |= (((g_1615[0] > l_1857) >= g_103[3]) & ((l_1920[2] < g_103[1]) , g_1728[6])))) <= (g_837[1][0][1]++));
                    if (g_474)
                        break;
                }
                for (l_1901 = 2; (l_1901 >= 0); l_1901 -= 1)
                { /* block id: 735 */
                    int i;
                    g_521[0][1][1] = ((((((safe_div_func_uint64_t_u_u(((g_103[(g_296 + 1)] < (((safe_rshift_func_uint8_t_u_s(((safe_mul_func_int8_t_s_s((l_1918 = (g_1728[(l_1901 + 2)] == 0x42L)), (g_1728[(l_1901 + 3)] , (g_1728[(g_296 + 2)] < ((((safe_mod_func_uint32_t_u_u((g_836 |= (0x419EB52B6B44366BLL == ((safe_mod_func_uint8_t_u_u(((((safe_lshift_func_int16_t_s_u((g_1279[0][2][0] ^= l_1600), 4)) , 0x7D2C11F0L) != g_296) && 0x187D2666L), g_1737)) ^ l_1935))), g_284[2][0][0])) | l_1688) >= 0x58L) & l_15))))) , 0x52L), l_1936[2][0])) > 0L) >= g_53[1][1])) , l_1838[1][1][2]), l_1871)) & g_151[3][0]) == (-9L)) , 0UL) | l_1628) & g_103[0]);
                    return g_53[4][3];
                }
                if (((safe_add_func_int32_t_s_s((safe_lshift_func_int16_t_s_u(((g_815[0][0][1] = g_235[0]) || (g_1615[0] > ((((safe_sub_func_uint32_t_u_u(l_1945, ((0xF025368DL == ((0xE20EA1B221E64E76LL | (g_799 = (safe_add_func_int64_t_s_s(((+(safe_sub_func_uint32_t_u_u((safe_add_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s(((l_1602 = g_1279[0][2][1]) , l_1885[3][0][1]), l_1838[1][0][0])), g_1615[0])), l_1955))) <= 0L), l_1681)))) == l_1885[3][3][0])) && 3L))) || g_284[1][2][0]) | g_273[4][0][3]) ^ 3L))), l_1956[0][1])), l_1688)) | g_501))
                { /* block id: 745 */
                    int32_t l_1958 = 0x948CA7DBL;
                    int32_t l_1960 = 0x2E4ABF57L;
                    int32_t l_1961 = (-4L);
                    int32_t l_1962 = (-2L);
                    int32_t l_1966 = 0x6C4A7FEEL;
                    --l_1972;
                    if (g_837[1][2][2])
                        break;
                    return l_1975[1];
                }
                else
                { /* block id: 749 */
                    int64_t l_1995[1][3][4] = {{{0x0B9270A090E95C6BLL,6L,0x0B9270A090E95C6BLL,0x0B9270A090E95C6BLL},{6L,6L,0L,6L},{6L,0x0B9270A090E95C6BLL,0x0B9270A090E95C6BLL,6L}}};
                    int64_t l_2013 = 1L;
                    int64_t l_2022 = 0x54FF81849FEC375FLL;
                    int8_t l_2023 = 0x49L;
                    int i, j, k;
                    g_521[1][0][4] = g_989[2];
                    g_521[0][2][5] = ((safe_sub_func_uint16_t_u_u(((safe_add_func_int64_t_s_s((g_834 &= g_1615[1]), (g_475 >= (safe_add_func_uint64_t_u_u((safe_sub_func_int32_t_s_s((((safe_mul_func_uint8_t_u_u(((safe_sub_func_uint8_t_u_u((l_1988 = 8UL), (l_1935 = (safe_add_func_int32_t_s_s(((g_102 = (+(0x0DFA17536D2DDE62LL ^ ((g_273[4][0][3] , ((safe_div_func_uint8_t_u_u(g_11, (-1L))) > 0xAD23L)) == l_1994)))) | 8L), (-1L)))))) >= 2UL), g_380)) == l_1600) || 1UL), 0xAE76E116L)), 18446744073709551614UL))))) != l_1995[0][0][0]), g_837[0][2][1])) >= l_1957[0][0][2]);
                    g_1294 = (g_521[1][1][4] |= (!((((((safe_mul_func_int16_t_s_s((((safe_div_func_uint8_t_u_u(((((safe_mod_func_uint16_t_u_u((((g_207 = ((l_1871 && (0L | (((g_837[2][1][1] ^= (((safe_add_func_int32_t_s_s((safe_rshift_func_uint8_t_u_u(g_1728[6], 7)), (safe_add_func_int8_t_s_s((((safe_rshift_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(((++g_129) ^ (((safe_add_func_int32_t_s_s(g_201, ((((((((safe_rshift_func_uint8_t_u_u((+(l_1857 , 0xA1C24EA70C77F9EBLL)), 3)) >= (g_53[4][1] & 0xE2E4L)) <= l_2021) , g_284[0][3][0]) <= g_1294) | l_2013) < g_273[4][0][3]) == 249UL))) || g_989[2]) , l_2022)), l_1688)), g_95)) != g_273[4][2][4]) < l_1963), g_1615[1])))) && g_1748) < l_1995[0][0][1])) , g_53[1][1]) >= l_1964))) , l_1681)) || l_1968) != l_1920[0]), l_2023)) > l_1920[1]) | l_1544[0]) <= 0xC0298430L), g_989[1])) & g_815[5][0][0]) , l_1995[0][0][2]), 65534UL)) >= l_1651) , g_1615[1]) > g_1728[6]) != 6L) == l_1426)));
                }
            }
            else
            { /* block id: 762 */
                uint32_t l_2024 = 18446744073709551608UL;
                int32_t l_2065 = 2L;
                int32_t l_2071 = (-6L);
                int16_t l_2072 = 0xF141L;
                int32_t l_2073 = (-6L);
                const int32_t l_2084 = 0xC7BDAF02L;
                for (g_95 = 0; (g_95 <= 2); g_95 += 1)
                { /* block id: 765 */
                    uint8_t l_2026 = 0x42L;
                    int32_t l_2039 = (-1L);
                    g_521[0][1][1] = ((l_1975[1] ^ l_2024) & ((+g_380) ^ (l_1970 = ((l_2039 = (l_2038 = ((((l_2026 ^ (safe_add_func_int8_t_s_s((((safe_add_func_int8_t_s_s((safe_lshift_func_int8_t_s_u(1L, (safe_add_func_uint8_t_u_u(0x82L, (safe_add_func_int8_t_s_s(g_1728[4], 0L)))))), g_1146)) | 0x24E3L) , g_1146), l_1838[4][3][3]))) <= 8L) > l_2037) < l_2024))) < l_1838[2][3][1]))));
                    if (l_1428)
                        break;
                    return l_2040;
                }
                for (l_2024 = 0; (l_2024 <= 0); l_2024 += 1)
                { /* block id: 775 */
                    int64_t l_2047 = 3L;
                    int32_t l_2066 = (-1L);
                    int i, j;
                    g_1294 = (safe_lshift_func_int16_t_s_u(g_151[(l_2024 + 2)][(l_2024 + 6)], 9));
                    l_2073 = (safe_add_func_int16_t_s_s(((((safe_rshift_func_int16_t_s_s((l_1838[4][3][3] >= l_2047), (safe_mod_func_int8_t_s_s((safe_add_func_uint32_t_u_u((l_1544[l_2024] = (((g_103[1] = ((((((l_2071 = (safe_lshift_func_uint8_t_u_u((l_1552[1][1][1] & (((g_1294 = (l_2024 || ((safe_sub_func_uint32_t_u_u((((safe_sub_func_uint64_t_u_u((g_207 &= (safe_mul_func_int8_t_s_s(((((l_1602 = ((+(safe_div_func_int16_t_s_s((g_815[5][0][0] = ((safe_mod_func_uint16_t_u_u((1L || (((l_2066 ^= (l_2065 = (l_1964 = 0xD02D5008L))) == (g_521[0][1][1] = (safe_div_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(l_2037, 14)), g_284[2][4][0])))) ^ 0UL)), (-4L))) <= g_1615[2])), g_103[1]))) != g_989[2])) != l_1975[2]) && 1L) & l_2024), 1L))), g_84)) >= l_1688) < g_151[3][0]), g_102)) > 0xA4L))) == (-1L)) > 0x9364AC65L)), 0))) ^ l_15) & 0x2D5F0CD93DB9FC24LL) != l_2024) <= 0xCEB7F5E6L) >= 0x7F4AL)) | l_1605[0]) < l_2047)), l_2072)), g_989[3])))) , 250UL) && l_1605[0]) < g_273[0][0][1]), 0UL));
                    l_2074++;
                }
                if (l_1552[0][0][2])
                { /* block id: 791 */
                    int32_t l_2085[6] = {0xFC76C9B1L,0xEB05F4C7L,0xFC76C9B1L,0xFC76C9B1L,0xEB05F4C7L,0xA217E0F3L};
                    int i;
                    l_1426 ^= (((safe_rshift_func_uint8_t_u_u(9UL, ((safe_sub_func_int64_t_s_s((safe_mul_func_uint16_t_u_u((g_102 = (!l_2084)), 0UL)), (g_501 = (l_1957[3][1][5] | ((l_2085[4] || (safe_sub_func_uint16_t_u_u((safe_div_func_uint16_t_u_u(g_296, (((((l_1936[0][7] = (l_2021 == l_2021)) & g_129) >= g_521[0][2][0]) || g_151[3][0]) , (-8L)))), 0x9672L))) != l_1965[0]))))) <= g_2090))) == g_837[0][1][2]) < g_1615[1]);
                    ++l_2091;
                    g_1294 = ((((((g_284[1][0][0] ^= (safe_unary_minus_func_uint64_t_u(l_2073))) > 65535UL) & (g_1728[1] = ((g_95 > g_201) | (safe_mod_func_int32_t_s_s(g_1294, 0x5CB5D812L))))) & ((safe_mod_func_uint16_t_u_u((l_2065 = ((safe_div_func_int8_t_s_s((g_11 |= l_1965[2]), l_1957[0][0][0])) || g_1403)), l_2071)) , l_1970)) , 250UL) != 0xF2L);
                    if (l_2037)
                        continue;
                }
                else
                { /* block id: 803 */
                    uint64_t l_2118 = 0x994C5F33437DF47BLL;
                    if (l_15)
                        goto lbl_1618;
                    g_1294 |= (!(((((safe_rshift_func_int16_t_s_u((((((safe_rshift_func_uint8_t_u_u(254UL, 4)) , (safe_rshift_func_int16_t_s_s(((g_81 || ((safe_add_func_uint8_t_u_u(((0x9141B867L == ((g_103[2] ^= g_102) > (l_1971[0][0][0] , (safe_add_func_int64_t_s_s((((safe_mod_func_uint32_t_u_u(((safe_lshift_func_uint8_t_u_s(((safe_div_func_uint8_t_u_u(l_1729[2], l_1970)) | l_2118), 5)) <= 1UL), 0x9102926EL)) >= g_1728[6]) > g_273[3][1][1]), g_837[1][2][5]))))) >= g_296), g_50)) != g_521[1][1][6])) > l_2118), 14))) & 1UL) & (-10L)) && 0x71L), g_1737)) ^ 0xFFL) , 0x74933D19L) > 0x89CC7B35L) , g_1728[6]));
                }
                g_521[0][2][0] |= (((safe_lshift_func_uint16_t_u_u((safe_sub_func_int32_t_s_s(((safe_mod_func_int64_t_s_s(((((safe_mul_func_uint16_t_u_u((g_837[2][0][0] , ((((g_1101 < (l_1664 = (l_2071 = (l_2127 = l_1920[2])))) >= (safe_mul_func_int8_t_s_s((g_81 != l_2130), ((safe_sub_func_int8_t_s_s((safe_div_func_uint16_t_u_u((safe_div_func_int64_t_s_s((safe_rshift_func_uint16_t_u_u(((l_15 <= (safe_sub_func_int64_t_s_s(0xF8078C1AD0509D91LL, g_836))) , l_2024), 14)), l_2073)), g_207)), g_836)) >= l_1936[2][0])))) && 0x0CBD019CL) < (-1L))), g_1294)) < 1UL) == g_836) , l_1965[1]), g_284[0][4][0])) > 4294967293UL), 4294967295UL)), 0)) | l_1857) >= g_235[1]);
            }
            --l_2142[0][2][0];
            if (l_2130)
                continue;
        }
        else
        { /* block id: 815 */
            const int32_t l_2160 = 7L;
            int32_t l_2161[2][5][1] = {{{2L},{1L},{2L},{1L},{2L}},{{1L},{2L},{1L},{2L},{1L}}};
            int i, j, k;
            g_521[0][1][3] &= 0x7741CC23L;
            l_2161[0][3][0] &= (safe_lshift_func_int16_t_s_s(5L, (l_1544[0] , (safe_lshift_func_uint16_t_u_u((safe_unary_minus_func_int8_t_s((safe_div_func_int64_t_s_s((safe_mul_func_int16_t_s_s((safe_sub_func_uint64_t_u_u(g_1101, (g_207 ^ (((safe_mul_func_int16_t_s_s((safe_mul_func_int8_t_s_s(l_2160, g_82)), (((g_151[4][3] , l_2074) <= l_1688) & 4294967294UL))) <= 0UL) | l_2160)))), g_380)), l_1681)))), 0)))));
            if (g_200)
                break;
        }
        if ((g_521[0][1][1] = ((l_2162 || (g_201 == g_989[6])) >= (((l_1964 |= (l_2142[0][2][0] > (safe_mul_func_int16_t_s_s((l_1688 == l_1681), l_2165)))) < l_1885[3][0][1]) , 1L))))
        { /* block id: 822 */
            int32_t l_2182[7][8][3] = {{{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L}},{{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L}},{{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L}},{{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L}},{{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L}},{{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L}},{{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L},{0x608F2A44L,0L,0x608F2A44L},{1L,1L,1L}}};
            int i, j, k;
            l_2183 = (safe_add_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u(((safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(((((safe_add_func_int64_t_s_s(g_815[5][0][0], (((safe_sub_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_u(l_1957[0][2][5], 6)) ^ 0x7CL) | (safe_div_func_uint32_t_u_u(((l_1971[0][0][0] = ((g_2090 > g_799) , 0x1071FAB9L)) < (l_1964 = g_475)), l_2182[1][1][1]))), l_2182[1][1][1])) || l_1425[5][4]) && l_1614))) ^ g_81) && 1L) & l_1970), 13)), l_2182[1][1][1])) & l_2040), g_501)), 0x61DA67A8L));
            if (g_475)
                break;
        }
        else
        { /* block id: 827 */
            int32_t l_2193[7] = {(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L)};
            int32_t l_2207[6][8] = {{7L,7L,7L,7L,7L,7L,7L,7L},{7L,7L,7L,7L,7L,7L,7L,7L},{7L,7L,7L,7L,7L,7L,7L,7L},{7L,7L,7L,7L,7L,7L,7L,7L},{7L,7L,7L,7L,7L,7L,7L,7L},{7L,7L,7L,7L,7L,7L,7L,7L}};
            int64_t l_2236[1][7] = {{(-7L),(-2L),(-2L),(-7L),(-2L),(-2L),(-7L)}};
            int32_t l_2242 = 0x6D776462L;
            uint32_t l_2256[4][8][2] = {{{1UL,0x686EC9C9L},{1UL,0x06159290L},{0x88EA0703L,2UL},{5UL,5UL},{0xCF0C0C3FL,0xB927E457L},{4294967295UL,0x3BB7A55CL},{0x73914FD9L,0x829F7ECEL},{0x8729B3FBL,0x73914FD9L}},{{0x686EC9C9L,4294967295UL},{0x686EC9C9L,0x73914FD9L},{0x8729B3FBL,0x829F7ECEL},{0x73914FD9L,0x3BB7A55CL},{4294967295UL,0xB927E457L},{0xCF0C0C3FL,5UL},{5UL,2UL},{0x88EA0703L,0x06159290L}},{{1UL,0x686EC9C9L},{1UL,0xB657D9DCL},{0xB927E457L,1UL},{2UL,4294967295UL},{0xB657D9DCL,4294967295UL},{2UL,1UL},{0xB927E457L,0xB657D9DCL},{1UL,0x686EC9C9L}},{{1UL,0x06159290L},{0x88EA0703L,2UL},{5UL,5UL},{0xCF0C0C3FL,0xB927E457L},{4294967295UL,0x3BB7A55CL},{0x73914FD9L,0x829F7ECEL},{0x8729B3FBL,0x73914FD9L},{0x686EC9C9L,4294967295UL}}};
            int i, j, k;
            g_1294 = ((safe_mul_func_int16_t_s_s((safe_div_func_uint32_t_u_u((((safe_sub_func_int64_t_s_s((((l_2207[3][5] = ((((g_95 = (safe_mod_func_int8_t_s_s((!((l_2193[5] || ((safe_mod_func_int8_t_s_s(l_1970, (safe_lshift_func_int16_t_s_u((((safe_mod_func_int32_t_s_s((safe_mul_func_uint8_t_u_u((safe_unary_minus_func_uint64_t_u((g_200 == (l_1605[1] ^= g_1146)))), ((l_1971[0][3][0] |= (((((((g_1728[4] & 0x1C12D3CFL) == l_1552[1][1][2]) , l_2205) < l_2206) != 0L) && l_2165) || 0x46L)) >= 1L))), l_2193[5])) || l_1971[0][2][0]) < 0xABE6D70CL), 6)))) , 0x0C56114567C61A46LL)) <= g_284[2][4][0])), g_1737))) & g_1101) && g_103[1]) , l_1957[2][2][2])) < g_1728[1]) == g_151[4][2]), g_989[2])) < g_284[2][4][0]) == 0x8AC5BF35F7D8FF76LL), 0xF54B9F1EL)), 65531UL)) != l_1681);
            l_2228 &= (g_521[0][0][3] = (((((safe_mod_func_int8_t_s_s((safe_mod_func_uint64_t_u_u(((safe_div_func_uint64_t_u_u(((safe_mod_func_int8_t_s_s(((((safe_mul_func_uint16_t_u_u(0x09CFL, (safe_unary_minus_func_int8_t_s(l_1605[0])))) , ((safe_div_func_uint32_t_u_u(g_834, (l_1936[2][0] &= l_2221))) != (!((0x078D70DCL | (safe_lshift_func_int8_t_s_s((l_2207[3][5] < (g_1748 |= ((safe_sub_func_uint8_t_u_u(0x71L, 0xD4L)) < 0x4714L))), g_836))) >= l_2227)))) | l_2193[4]) >= l_1885[5][0][2]), 0xF3L)) , g_284[1][2][0]), l_1727)) <= l_2207[2][3]), l_2205)), g_521[0][1][1])) && 18446744073709551615UL) , g_53[3][2]) != 0L) && l_1920[2]));
            if (g_1615[0])
            { /* block id: 837 */
                int32_t l_2241 = 0L;
                g_1294 = (g_521[0][1][1] = (safe_add_func_int8_t_s_s((g_284[2][4][0] == (l_2242 = (safe_mod_func_uint64_t_u_u(0x243101DBF2EC4D77LL, (((safe_unary_minus_func_int16_t_s(0L)) , ((safe_lshift_func_int16_t_s_u((3L | ((l_2236[0][4] <= (safe_div_func_uint64_t_u_u(((((((safe_div_func_int64_t_s_s((l_2207[5][6] = (((l_2241 | (g_836 != g_1748)) ^ 0x436529ECL) != g_815[5][0][0])), g_1728[6])) != g_1279[0][2][1]) < g_1403) < 1L) < l_2241) <= g_501), g_1737))) & 2UL)), l_1971[0][1][0])) , l_2193[6])) && l_2021))))), g_129)));
                if (l_1428)
                    continue;
            }
            else
            { /* block id: 843 */
                int64_t l_2252 = 0x95BC7F8D00E8EC42LL;
                int32_t l_2281 = 0L;
                uint8_t l_2282[6][1];
                int i, j;
                for (i = 0; i < 6; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_2282[i][j] = 0x2EL;
                }
                for (l_2228 = 0; (l_2228 <= 3); l_2228 += 1)
                { /* block id: 846 */
                    int32_t l_2251[6] = {1L,1L,8L,1L,1L,8L};
                    int i;
                    g_1294 = (((g_799 &= g_103[g_296]) || (g_989[2] > ((safe_sub_func_uint8_t_u_u((g_103[g_296] != g_474), (safe_add_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s((g_84 > (safe_rshift_func_uint8_t_u_u((g_200--), 2))), 11)), (l_2256[1][4][1] = ((g_815[3][0][1] = (~g_2090)) , 65528UL)))))) ^ 2L))) > l_2252);
                    l_2242 = (((l_2252 <= (g_129 >= l_1544[0])) >= (g_836 , ((safe_rshift_func_int8_t_s_u((g_103[g_296] |= (((safe_unary_minus_func_int64_t_s(g_1728[6])) >= ((0x4AL == (((((safe_mul_func_uint8_t_u_u((l_2207[3][5] = ((safe_div_func_int32_t_s_s((safe_sub_func_uint8_t_u_u(g_284[2][4][0], 0xAFL)), l_2193[5])) > l_2266)), l_2252)) , 0x8092F6BCL) == g_102) > l_2193[5]) || g_207)) > g_1279[0][2][1])) > g_837[2][1][1])), 6)) != l_2252))) | g_1279[0][2][1]);
                    g_521[1][1][2] = ((safe_div_func_int16_t_s_s((l_2236[0][4] , ((l_2251[0] = (((safe_lshift_func_int16_t_s_s(l_2193[5], 7)) , 0xE46039D2D3F8A5CFLL) ^ (safe_sub_func_int64_t_s_s(((safe_add_func_int64_t_s_s((-1L), (safe_lshift_func_int8_t_s_u(1L, (g_1615[1] > (g_50 >= 65529UL)))))) ^ l_2277), 0xFB73D8196E6B2183LL)))) , 1L)), g_989[4])) && 6UL);
                    g_521[0][2][3] = (safe_rshift_func_int8_t_s_s(g_53[5][4], (!g_151[3][0])));
                }
                ++l_2282[4][0];
                l_2207[3][5] = 1L;
                l_2281 = (l_2207[2][0] && 0xE8L);
            }
            l_1428 = g_837[2][2][2];
        }
        for (g_2090 = 0; (g_2090 <= 2); g_2090 += 1)
        { /* block id: 867 */
            int16_t l_2304 = 0x9E58L;
            int16_t l_2331 = 0L;
            g_2306 ^= ((~(g_1294 |= (g_521[0][1][1] = ((((((-6L) == (safe_rshift_func_int8_t_s_u((safe_mul_func_uint16_t_u_u(0xBB4AL, (safe_add_func_int64_t_s_s(((safe_sub_func_int32_t_s_s((safe_rshift_func_uint8_t_u_s((safe_add_func_uint16_t_u_u((safe_sub_func_int64_t_s_s(((g_200 = 0UL) || (g_216 > (((g_1728[6] = (safe_sub_func_uint32_t_u_u(4294967291UL, (safe_rshift_func_int8_t_s_s((g_151[3][0] ^ ((l_1427 ^ g_380) & (-2L))), 3))))) == (-1L)) & g_207))), g_815[5][0][0])), l_2304)), 6)), 0x025E7E99L)) , 0x52F37BB4623A64F1LL), g_284[2][4][0])))), g_103[2]))) ^ g_2090) | l_2277) , g_84) , 0xB734BE25L)))) || l_2305);
            for (l_2091 = 0; (l_2091 <= 2); l_2091 += 1)
            { /* block id: 875 */
                int i, j, k;
                g_521[0][1][1] = (safe_rshift_func_uint16_t_u_s(((0xB6924002A367632DLL > (g_837[g_2090][g_2090][(g_2090 + 3)] > (((safe_mod_func_uint16_t_u_u((0x12519BB1L > ((((safe_div_func_uint8_t_u_u((((g_989[2] , (((((safe_div_func_uint8_t_u_u((((g_380 , g_815[5][0][0]) | ((safe_unary_minus_func_int64_t_s((((((((safe_div_func_uint16_t_u_u((~g_837[g_2090][g_2090][(g_2090 + 3)]), g_521[0][1][5])) , 0xD931L) < 3L) >= g_151[4][4]) <= g_834) | g_1279[0][2][1]) > 1UL))) & l_2206)) >= g_837[g_2090][g_2090][(g_2090 + 3)]), l_2304)) <= 0UL) > g_837[g_2090][g_2090][(g_2090 + 3)]) != 1L) <= 0xE789C344DA71F20CLL)) < 0UL) , g_273[4][0][3]), g_84)) < l_2127) && l_2277) || 0x029546C2L)), l_1628)) != 0xCCL) , g_207))) , 4UL), l_2304));
                for (g_95 = 0; (g_95 <= 2); g_95 += 1)
                { /* block id: 879 */
                    uint16_t l_2321 = 0x91DAL;
                    int32_t l_2330 = 0L;
                    l_2331 = ((g_837[g_2090][g_2090][(g_2090 + 3)] > ((safe_rshift_func_uint16_t_u_u(g_834, ((l_2321++) && 0xA36F8C669E9CB8D5LL))) != (((((((((((0UL != (safe_mul_func_uint8_t_u_u((g_989[2] && ((g_296 ^ (l_838 = (((safe_add_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(g_53[3][0], (-1L))), 1L)) ^ g_200) | g_200))) == l_2330)), g_200))) <= l_2304) , g_834) || (-1L)) == 0x4BB1BCB1L) <= l_1936[2][0]) > l_1936[3][7]) >= g_1728[6]) & g_837[2][0][0]) , g_296) < g_1294))) && 18446744073709551615UL);
                    l_1964 = ((!((g_216 = 0xA39279A9L) && (((g_1279[0][2][1] & (safe_lshift_func_int16_t_s_u((g_521[0][1][1] == l_2331), 13))) ^ (0x3163FE324892840ALL && (safe_rshift_func_int16_t_s_s((safe_div_func_uint64_t_u_u(((safe_sub_func_int8_t_s_s((((safe_lshift_func_int16_t_s_u((safe_rshift_func_uint8_t_u_u(((0xD87D4704DCD09422LL <= (safe_rshift_func_int8_t_s_s(((safe_sub_func_int8_t_s_s((g_1615[2] == g_2090), g_837[g_2090][g_2090][(g_2090 + 3)])) , 0xC1L), l_2305))) >= g_1615[0]), 2)), g_1294)) ^ g_273[2][0][1]) >= g_475), g_521[0][1][1])) < 0x0E8F87C6803DC038LL), 0x89F1F89FEA74CEEBLL)), g_151[6][1])))) >= 0x5CC70206L))) , 0x66D3B180L);
                    if (l_1605[0])
                        break;
                    g_521[1][0][5] = (safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_u(g_235[3], (~(g_102 , (((((safe_div_func_int32_t_s_s((g_1294 = (safe_div_func_uint64_t_u_u((safe_mod_func_uint64_t_u_u(((((safe_unary_minus_func_uint64_t_u(g_1294)) >= ((-10L) | 0x03EC5DA9L)) != (g_1403 || g_151[3][0])) && 1L), g_102)), l_2321))), l_2305)) && g_1146) >= l_2205) || l_2304) | g_235[0]))))), 2));
                }
            }
        }
        for (g_834 = 0; (g_834 <= 0); g_834 += 1)
        { /* block id: 893 */
            int16_t l_2364 = 3L;
            int32_t l_2372 = 3L;
            int32_t l_2443 = 0x220D732EL;
            int32_t l_2445 = 0x3F334305L;
            int32_t l_2446 = 0L;
            int32_t l_2448 = 0L;
            int32_t l_2449 = 0x1BAF4DA3L;
            int32_t l_2450 = 0xE03EB92AL;
            int32_t l_2453 = (-1L);
            int32_t l_2456 = 6L;
            int32_t l_2457 = 0xC3DFBDB3L;
            uint64_t l_2458 = 4UL;
            l_838 = (l_1428 != (g_284[1][3][0] || (~((((safe_rshift_func_int8_t_s_u(l_2364, (safe_lshift_func_uint16_t_u_u((safe_div_func_int8_t_s_s((-7L), (safe_sub_func_int16_t_s_s(l_1628, (((((0L || (g_2306 | l_2183)) | l_2165) , g_2090) && l_1920[2]) | 18446744073709551615UL))))), 7)))) < l_1628) == 8UL) > l_1971[0][1][0]))));
            l_1426 = ((l_1628 = g_989[2]) & (g_1728[2] = l_1600));
            if (g_103[1])
            { /* block id: 898 */
                uint16_t l_2371[1][7][2] = {{{0x7900L,0xAAA7L},{0xDBD8L,0x914DL},{0xDBD8L,0xAAA7L},{0x7900L,0x7900L},{0xAAA7L,0xDBD8L},{0x914DL,0xDBD8L},{0xAAA7L,0x7900L}}};
                int i, j, k;
                for (g_1403 = 0; (g_1403 <= 2); g_1403 += 1)
                { /* block id: 901 */
                    return g_235[1];
                }
                l_2372 = l_2371[0][1][1];
                if ((safe_div_func_uint32_t_u_u((safe_mul_func_int16_t_s_s(((l_2371[0][1][1] != ((safe_mul_func_uint8_t_u_u((0L || ((safe_mod_func_uint64_t_u_u((l_2364 & ((safe_add_func_int32_t_s_s(0x484BE738L, (-1L))) && (g_284[2][4][0] = (safe_lshift_func_uint16_t_u_s(l_1885[6][0][2], l_2371[0][1][1]))))), g_989[2])) || l_1664)), 0UL)) != l_2372)) >= l_2371[0][3][1]), g_837[2][0][0])), 4294967292UL)))
                { /* block id: 906 */
                    uint32_t l_2391[7][2][4] = {{{2UL,18446744073709551612UL,1UL,0x5E9585E9L},{0x07B5B2EDL,18446744073709551612UL,18446744073709551612UL,0x07B5B2EDL}},{{18446744073709551612UL,0x07B5B2EDL,2UL,0x595B4A38L},{18446744073709551612UL,2UL,18446744073709551612UL,1UL}},{{0x07B5B2EDL,0x595B4A38L,1UL,1UL},{2UL,2UL,0x5E9585E9L,0x595B4A38L}},{{0x595B4A38L,0x07B5B2EDL,0x5E9585E9L,0x07B5B2EDL},{2UL,18446744073709551612UL,1UL,0x5E9585E9L}},{{0x07B5B2EDL,18446744073709551612UL,18446744073709551612UL,0x07B5B2EDL},{18446744073709551612UL,0x07B5B2EDL,2UL,0x595B4A38L}},{{18446744073709551612UL,2UL,18446744073709551612UL,1UL},{0x07B5B2EDL,0x595B4A38L,1UL,1UL}},{{2UL,2UL,0x5E9585E9L,0x595B4A38L},{0x595B4A38L,0x07B5B2EDL,0x5E9585E9L,0x07B5B2EDL}}};
                    int i, j, k;
                    g_1294 ^= ((safe_add_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s(g_380, (l_2391[6][0][2] , (-1L)))), 4UL)) | 0x8BE00267L);
                    if (l_2372)
                        continue;
                }
                else
                { /* block id: 909 */
                    int i;
                    l_1955 = ((safe_sub_func_int16_t_s_s((safe_div_func_int64_t_s_s((safe_rshift_func_int8_t_s_s(((l_1544[g_834] |= ((safe_lshift_func_int16_t_s_u((((l_2372 > ((safe_mod_func_uint32_t_u_u((((safe_unary_minus_func_uint64_t_u(((g_501 ^ ((0x31L | (((safe_div_func_uint32_t_u_u(l_1664, (safe_sub_func_uint64_t_u_u((!((~g_151[3][0]) != (g_207 = g_1403))), ((safe_div_func_int8_t_s_s((safe_div_func_uint16_t_u_u(65527UL, 0x4CFBL)), 1UL)) | l_2165))))) == 255UL) != g_2090)) && 0xCEL)) , l_2371[0][1][1]))) == g_103[2]) | l_1945), l_2371[0][0][0])) & g_1728[6])) >= g_50) >= g_103[1]), 14)) >= 0x79L)) , l_1544[g_834]), l_2371[0][0][0])), g_53[0][1])), g_1737)) , g_50);
                    if (g_2306)
                        break;
                }
                for (l_2221 = 2; (l_2221 >= 0); l_2221 -= 1)
                { /* block id: 917 */
                    int64_t l_2439 = 0xA549A2D3B8B1F610LL;
                    int32_t l_2440 = 5L;
                    int i, j, k;
                    l_2372 = (safe_sub_func_uint8_t_u_u(g_273[4][2][2], (g_50 == g_1146)));
                    g_521[0][1][1] = ((l_2364 == l_2372) && (safe_lshift_func_int16_t_s_s((g_475 <= 0x410D6052E3E1CCBELL), (0x04833938L | ((safe_mod_func_uint32_t_u_u((((-1L) > (((((g_103[1] |= g_501) ^ 0x57L) <= 0L) | 0L) , g_200)) > 0xFFCEF179L), g_81)) == 255UL)))));
                    g_521[0][1][1] = (safe_add_func_uint32_t_u_u(l_2305, (-1L)));
                    l_2372 = ((g_1728[1] = (safe_div_func_uint64_t_u_u((18446744073709551613UL <= ((l_1427 & (g_2090 = 7UL)) >= (((safe_mul_func_uint16_t_u_u((!g_1728[6]), (0L | (~g_102)))) , (safe_lshift_func_uint8_t_u_u((g_989[2] &= ((safe_mul_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u((((safe_mul_func_uint8_t_u_u((((safe_mod_func_int32_t_s_s(g_1737, g_53[1][2])) > g_102) || 0xF4L), 0x3FL)) < g_837[2][0][0]) <= l_2439), 0x54L)) ^ g_2306), l_2439)) == 0x5B20F709L)), g_207))) == l_2440))), 0x5D591F2E0656F76ALL))) != g_284[2][4][0]);
                }
            }
            else
            { /* block id: 927 */
                int16_t l_2441 = 1L;
                int32_t l_2442 = 0x8EE80D6AL;
                int32_t l_2444 = 0xF9523626L;
                int32_t l_2447 = 1L;
                int32_t l_2451 = (-9L);
                int32_t l_2452 = (-1L);
                int32_t l_2454[5];
                int i;
                for (i = 0; i < 5; i++)
                    l_2454[i] = 0x01DD7FA0L;
                l_2458++;
                for (l_1681 = 0; (l_1681 < 11); ++l_1681)
                { /* block id: 931 */
                    g_521[1][2][1] = l_2091;
                }
                g_1294 = g_834;
                g_1294 = (((((safe_mod_func_int8_t_s_s((((l_2456 = (!g_216)) , (safe_sub_func_uint16_t_u_u((+(l_2040 >= l_2452)), (safe_div_func_uint64_t_u_u((g_799 & (1L && (l_1971[0][1][0] |= (safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_s(0x80L, g_1615[1])), l_1955))))), l_2040))))) < 0x77455FE6L), g_2475)) > g_1294) <= g_11) , l_15) | 0xC8A4L);
            }
            --l_2476;
        }
    }
    if ((g_836 , (0x91L <= (((l_2165 <= (+g_815[5][0][0])) ^ 0L) || (g_521[0][1][1] = (g_95 ^ (g_1737 ^ g_207)))))))
    { /* block id: 943 */
        uint8_t l_2480 = 0x83L;
        int32_t l_2503 = 0x5E287855L;
        int32_t l_2507 = 1L;
        int32_t l_2508 = (-1L);
        int32_t l_2509 = (-1L);
        int32_t l_2510 = 0x831F9980L;
        int32_t l_2659[5];
        int64_t l_2743 = 4L;
        int32_t l_2771 = 9L;
        uint64_t l_2907 = 0UL;
        uint16_t l_2916 = 0UL;
        int i;
        for (i = 0; i < 5; i++)
            l_2659[i] = 6L;
        if (l_2480)
        { /* block id: 944 */
            int32_t l_2502 = (-7L);
            int32_t l_2504 = 0x9EC1500EL;
            int32_t l_2511 = 1L;
            int32_t l_2512[5][6] = {{(-2L),(-1L),0xC0DB4068L,(-2L),(-2L),0xC0DB4068L},{0xE4F60219L,0xE4F60219L,(-2L),(-10L),0xF8A641CCL,(-10L)},{(-1L),0xE4F60219L,(-1L),0xC0DB4068L,(-2L),(-2L)},{0xC9CCE396L,(-1L),(-1L),0xC9CCE396L,0xE4F60219L,(-10L)},{(-10L),0xC9CCE396L,(-2L),0xC9CCE396L,(-10L),0xC0DB4068L}};
            uint16_t l_2557[2];
            int i, j;
            for (i = 0; i < 2; i++)
                l_2557[i] = 0xFF36L;
            for (l_1614 = 2; (l_1614 >= 0); l_1614 -= 1)
            { /* block id: 947 */
                int32_t l_2501 = 0L;
                int32_t l_2505 = 0x5391BA29L;
                int32_t l_2506[8][8][2] = {{{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L}},{{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)}},{{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)}},{{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L}},{{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)}},{{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L}},{{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)}},{{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)},{(-1L),(-1L)},{(-1L),(-1L)},{0xDE59E768L,0x4F4C4138L},{(-1L),0x4F4C4138L},{0xDE59E768L,(-1L)}}};
                uint16_t l_2513 = 0x5EB3L;
                int i, j, k;
                for (g_82 = 2; (g_82 >= 0); g_82 -= 1)
                { /* block id: 950 */
                    l_2501 = ((((safe_rshift_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_s(((((safe_mod_func_int32_t_s_s(((l_2503 = ((safe_rshift_func_uint16_t_u_s((((safe_mul_func_uint8_t_u_u((((safe_mod_func_int64_t_s_s((g_2090 | (safe_div_func_uint64_t_u_u(0xAF85202DFDE4DAB9LL, (g_1101 , (((safe_sub_func_int16_t_s_s(1L, (l_1600 || ((0x66CCL >= ((safe_sub_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((l_2501 >= 0xB3FCD302BF6EA854LL), l_2228)), 65530UL)) || g_284[2][4][0])) >= 0x78C81A05EE96ED93LL)))) <= g_95) ^ g_836))))), l_2480)) | 0x486A00FB3BE46A6ELL) > g_151[0][6]), g_103[3])) >= l_2502) , g_207), 7)) > g_1279[1][1][0])) ^ l_15), l_2502)) ^ l_2480) ^ g_2306) <= (-1L)), 3)) != g_273[3][0][3]), 5)) ^ 7L) , l_2480) & g_837[0][2][3]);
                    if (l_1964)
                        goto lbl_2902;
                }
                l_2513++;
                l_2506[5][3][1] ^= (((safe_sub_func_uint64_t_u_u(l_2501, ((safe_lshift_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((l_2503 <= (+(safe_div_func_int32_t_s_s((safe_mod_func_int64_t_s_s((safe_sub_func_int32_t_s_s(0x2034BF03L, (+((g_521[0][1][1] ^= l_2512[4][0]) & g_82)))), g_216)), (l_2504 |= (safe_div_func_int16_t_s_s(0xE4A2L, 0xAD5BL))))))), g_235[2])), 0)) , g_837[1][1][3]))) >= l_2502) ^ 7UL);
                for (l_2513 = 0; (l_2513 <= 2); l_2513 += 1)
                { /* block id: 960 */
                    g_521[0][1][1] = g_836;
                }
                if (l_2503)
                    goto lbl_2532;
            }
lbl_2532:
            g_521[1][2][1] ^= l_2480;
            for (l_2206 = 1; (l_2206 <= 5); l_2206 += 1)
            { /* block id: 968 */
                uint16_t l_2543 = 0x72F5L;
                int32_t l_2552 = 0L;
                int8_t l_2553 = (-9L);
                int32_t l_2555 = 0L;
                int16_t l_2556 = 0x3DEDL;
                l_1964 ^= ((g_1615[0] >= (safe_sub_func_uint8_t_u_u(l_2504, ((safe_div_func_uint64_t_u_u((safe_add_func_int8_t_s_s((safe_add_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s(l_2543, (safe_mul_func_int8_t_s_s(g_201, (safe_add_func_uint32_t_u_u((l_2508 &= (safe_rshift_func_int16_t_s_s(g_380, (safe_add_func_uint64_t_u_u(((l_2543 & l_1605[0]) ^ g_1279[1][1][0]), 0L))))), l_2507)))))) > 5UL), l_2552)), 0x86L)), l_2510)) && l_2553)))) <= g_53[3][1]);
                l_1964 = (-5L);
                --l_2557[1];
                g_1294 = l_1614;
                for (l_2503 = 5; (l_2503 >= 0); l_2503 -= 1)
                { /* block id: 976 */
                    int32_t l_2578 = 1L;
                    uint64_t l_2589 = 18446744073709551615UL;
                    int8_t l_2590[5][6] = {{6L,0x8EL,6L,0x8EL,6L,0x8EL},{0L,0x8EL,0L,0x8EL,0L,0x8EL},{6L,0x8EL,6L,0x8EL,6L,0x8EL},{0L,0x8EL,0L,0x8EL,0L,0x8EL},{6L,0x8EL,6L,0x8EL,6L,0x8EL}};
                    int i, j;
                    if (g_53[(l_2206 + 2)][l_2206])
                        break;
                    if (g_1737)
                        continue;
                    if (g_235[3])
                        continue;
                    g_521[1][2][3] = (l_2507 |= (safe_add_func_uint64_t_u_u((g_84 ^ (g_53[(l_2503 + 1)][l_2206]--)), (safe_mul_func_int8_t_s_s((((((safe_sub_func_uint8_t_u_u((l_1936[2][0] ^= (safe_lshift_func_uint16_t_u_s((g_235[3] = (safe_rshift_func_int16_t_s_s(((((l_2221 != (((safe_lshift_func_int8_t_s_s(((safe_sub_func_uint64_t_u_u(g_989[1], (safe_rshift_func_int8_t_s_s(l_2578, 3)))) == (!l_2552)), (safe_lshift_func_uint16_t_u_s((0x28867ABD2F85C478LL >= ((safe_div_func_int8_t_s_s((safe_unary_minus_func_int32_t_s((safe_sub_func_uint32_t_u_u(0xC8981BF0L, l_2578)))), l_2589)) == g_1728[6])), l_2578)))) | l_2509) == 0x1A66L)) & (-1L)) != l_2589) >= 0xADL), g_1737))), l_2555))), l_2590[3][5])) , 0x7999L) != 1UL) & 249UL) , l_15), l_2509)))));
                }
            }
        }
        else
        { /* block id: 987 */
            return g_2090;
        }
        if ((safe_sub_func_uint8_t_u_u(0xE8L, ((safe_mod_func_int32_t_s_s(((safe_div_func_int64_t_s_s((l_2509 ^= ((safe_unary_minus_func_uint32_t_u(l_2480)) , (((safe_add_func_int8_t_s_s(((!(((((safe_mul_func_int8_t_s_s(l_2605[1], ((safe_mul_func_uint8_t_u_u(246UL, (safe_mod_func_int8_t_s_s((g_1728[6] |= (+(((safe_mod_func_uint32_t_u_u((g_836 = (safe_mul_func_int16_t_s_s(l_2507, (l_2165 , (safe_rshift_func_int8_t_s_u(0x65L, 1)))))), (-5L))) ^ 0xC3C1B06996CFB23FLL) < l_1600))), g_837[0][1][3])))) , 255UL))) , 0x4AL) & 0x19L) || g_207) >= 0UL)) <= 0x3834C352L), l_2165)) , 1UL) && 0UL))), l_2508)) , l_2510), g_235[3])) ^ l_2510))))
        { /* block id: 993 */
            int32_t l_2627[4] = {0x09E2A440L,0x09E2A440L,0x09E2A440L,0x09E2A440L};
            int32_t l_2660 = 0x8A11A15EL;
            int32_t l_2772[4][1] = {{0L},{(-1L)},{0L},{(-1L)}};
            int i, j;
            if ((safe_rshift_func_uint8_t_u_s((safe_sub_func_int32_t_s_s(l_2507, l_2507)), (safe_lshift_func_uint8_t_u_s(((safe_div_func_int16_t_s_s((((safe_mul_func_uint8_t_u_u(g_207, l_2627[2])) != (l_2508 &= g_11)) && 1UL), (((18446744073709551615UL | l_2507) != g_1279[0][2][0]) || l_2510))) , l_2627[2]), 3)))))
            { /* block id: 995 */
                int32_t l_2630[5];
                int32_t l_2649 = 0L;
                int32_t l_2650[4] = {(-1L),(-1L),(-1L),(-1L)};
                int64_t l_2661 = 0x154727385A78ED07LL;
                int i;
                for (i = 0; i < 5; i++)
                    l_2630[i] = (-1L);
                g_2662 &= ((safe_add_func_int32_t_s_s((-1L), l_2630[1])) , ((safe_add_func_int32_t_s_s((g_521[0][1][1] == (l_2630[1] < (safe_sub_func_uint32_t_u_u((safe_add_func_uint16_t_u_u((g_1279[0][1][0] , (l_2627[2] |= (g_84 , (safe_lshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s((safe_sub_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_s(((g_1294 = (safe_add_func_uint16_t_u_u((++g_235[3]), (safe_lshift_func_uint16_t_u_s((safe_div_func_uint16_t_u_u((safe_sub_func_int32_t_s_s(((l_1602 = (g_799 = ((((((l_2630[1] , g_50) , g_1279[0][1][1]) < g_82) , l_2503) , g_1294) , l_2659[1]))) | g_273[4][0][3]), l_2660)), l_2605[1])), l_1425[1][2]))))) , 0x2527L), g_989[3])) == 0L), g_1146)), l_2661)), 2))))), g_1728[1])), 1UL)))), l_2480)) || 18446744073709551608UL));
            }
            else
            { /* block id: 1002 */
                uint32_t l_2694 = 0x70CD6A12L;
                int32_t l_2718 = 3L;
                uint16_t l_2776 = 1UL;
                if ((((safe_mod_func_int8_t_s_s(g_81, (safe_mul_func_uint16_t_u_u(65527UL, (l_2507 | 18446744073709551606UL))))) == (safe_div_func_int16_t_s_s((((g_103[0] |= (l_1936[2][0] = (safe_unary_minus_func_uint16_t_u(((safe_lshift_func_int8_t_s_u((l_2508 |= (l_1428 = 1L)), 5)) ^ (safe_add_func_uint16_t_u_u(((l_838 = ((g_216 > (safe_rshift_func_int16_t_s_u((safe_mod_func_int16_t_s_s((((safe_sub_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(l_2659[0], g_296)), g_200)) == l_2627[2]) , 7L), 65532UL)), 8))) ^ 7UL)) , g_53[1][1]), 0x8545L))))))) , 0xCA2FL) | 65535UL), g_50))) , g_2682[4]))
                { /* block id: 1008 */
                    uint16_t l_2683 = 6UL;
                    l_2683--;
                }
                else
                { /* block id: 1010 */
                    int64_t l_2704 = 0L;
                    int32_t l_2705 = 0xC756CDCEL;
                    int32_t l_2723 = 0x2F0F9731L;
                    g_521[0][1][1] = ((safe_mul_func_uint8_t_u_u(((safe_mul_func_int8_t_s_s((((0xEAF4E830E4B39D88LL && (safe_add_func_int8_t_s_s(((l_23 <= (safe_lshift_func_int8_t_s_s(((((((l_2694 ^ (g_2662 = (l_2704 = (safe_lshift_func_uint8_t_u_s(0xB7L, (safe_mod_func_uint16_t_u_u(((safe_mul_func_uint8_t_u_u(0x28L, ((safe_rshift_func_int16_t_s_u(0x6A82L, (g_129 &= l_2703))) > 0UL))) ^ 4294967287UL), 0x675FL))))))) || g_2662) >= 255UL) , g_50) <= l_2705) , 4L), 1))) == 0xDB0EFFBC5CBDE411LL), 0x60L))) >= g_815[0][0][1]) ^ l_2627[2]), g_53[1][1])) > l_2694), g_1615[0])) && 4294967286UL);
                    g_1294 = (safe_sub_func_uint8_t_u_u((((safe_sub_func_uint32_t_u_u((safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(((!g_2682[1]) >= (safe_unary_minus_func_int8_t_s((safe_rshift_func_uint8_t_u_s(l_1651, (l_2718 = (g_1728[6] && (l_2627[2] || (l_2694 != ((l_1425[4][3] && g_837[2][0][0]) & l_2705)))))))))), 6)), g_1748)), l_2694)) == g_273[4][0][3]) , 0x9EL), l_2705));
                    g_521[1][0][5] = (safe_add_func_uint16_t_u_u(((l_2723 <= (g_103[1] >= (safe_lshift_func_int16_t_s_u((((safe_lshift_func_int16_t_s_u((((safe_mul_func_uint16_t_u_u((((((!l_2227) > (safe_rshift_func_int16_t_s_s(l_2455, (safe_div_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(((safe_rshift_func_int8_t_s_u((l_2627[2] = 0x54L), (safe_lshift_func_int8_t_s_u(g_53[1][1], ((safe_mul_func_int16_t_s_s((((((l_2704 , l_2659[1]) , 0x3EL) < g_380) | l_2659[4]) | g_815[5][0][0]), g_103[1])) , g_521[0][1][1]))))) && g_235[3]), 0xB8AAL)), l_2743))))) >= g_151[3][0]) != g_521[0][1][1]) , g_207), l_2718)) < l_2503) , g_989[2]), l_2723)) || g_273[5][0][1]) >= g_380), 11)))) && g_102), 3UL));
                    return g_284[2][3][0];
                }
                for (g_501 = 9; (g_501 == 14); ++g_501)
                { /* block id: 1023 */
                    g_1294 = ((g_207 = (g_2682[4] | ((safe_add_func_uint8_t_u_u((l_1605[1] = 0xF6L), (g_1279[0][2][1] , ((safe_div_func_int16_t_s_s((safe_unary_minus_func_int16_t_s((safe_add_func_uint8_t_u_u(l_2659[1], (((g_82 <= (g_521[0][2][4] = (safe_add_func_int16_t_s_s(0x6B1CL, (safe_mul_func_uint8_t_u_u(g_2682[4], 252UL)))))) || 0x4349L) && l_2509))))), g_837[1][0][0])) & g_235[3])))) , l_2509))) || 0xCFFA99E42F82617CLL);
                    l_1602 = 0x2BD17B15L;
                    g_521[0][0][4] = (safe_div_func_uint16_t_u_u((l_2627[2] >= (~(g_2760 && (g_207 = (0xA5L | (safe_sub_func_uint16_t_u_u((safe_add_func_int64_t_s_s((safe_sub_func_uint8_t_u_u(((((18446744073709551615UL < (g_2090 ^ (g_2662 = (safe_div_func_uint32_t_u_u((safe_div_func_uint32_t_u_u((0x435CD4A2L | ((l_2694 <= l_2660) & l_1729[0])), 0x9490034BL)), (-3L)))))) || g_102) && 0L) < l_2771), l_2627[2])), l_1936[2][0])), l_2772[3][0]))))))), g_521[0][1][1]));
                    l_2718 = l_2510;
                }
                l_838 = (0L > (safe_sub_func_int8_t_s_s((l_1426 |= (l_2775 = l_2627[2])), l_2743)));
                ++l_2776;
            }
        }
        else
        { /* block id: 1039 */
            uint16_t l_2789 = 0x81B5L;
            l_1605[0] = (safe_mul_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_u(((g_2662 = ((0x46D4AE2788972C6BLL < (safe_add_func_uint64_t_u_u(((65534UL <= (0xE2D7E50A76E8AFEELL <= (((safe_mul_func_int16_t_s_s((((g_989[3] = g_837[2][0][0]) == 0L) == (safe_div_func_uint8_t_u_u(l_2789, (((g_207 |= (g_2090 = (g_2662 != l_23))) != (-6L)) , 0x59L)))), g_103[1])) >= l_2508) | g_1146))) && l_2510), g_235[3]))) || 0x3BDF041FL)) == 3UL), 5)) | l_1936[1][1]), 0UL));
        }
        for (l_2227 = 9; (l_2227 >= 14); l_2227++)
        { /* block id: 1048 */
            uint32_t l_2806[2][3][8] = {{{0x03C53889L,0x03C53889L,0x4DB88DA8L,5UL,0xB026F2B8L,0x61D10DBAL,0xB8E7B782L,0x66B4718DL},{0xB026F2B8L,0x61D10DBAL,0xB8E7B782L,0x66B4718DL,18446744073709551608UL,0x4CA05643L,18446744073709551608UL,0x66B4718DL},{0x61D10DBAL,0x4DB88DA8L,0x61D10DBAL,5UL,18446744073709551615UL,18446744073709551613UL,0x1D9A72EBL,0x4CA05643L}},{{0xB88774CEL,0x0C28EF23L,5UL,0x03C53889L,0xB8E7B782L,18446744073709551615UL,18446744073709551615UL,0xB8E7B782L},{0xB88774CEL,18446744073709551608UL,18446744073709551608UL,0xB88774CEL,18446744073709551615UL,0x03C53889L,0x66B4718DL,18446744073709551613UL},{0x61D10DBAL,18446744073709551609UL,0x03C53889L,0x1D9A72EBL,18446744073709551608UL,0x4DB88DA8L,18446744073709551613UL,0x4DB88DA8L}}};
            int32_t l_2811 = (-1L);
            int i, j, k;
            l_2811 |= (((safe_add_func_int16_t_s_s(((safe_add_func_uint32_t_u_u((safe_add_func_int64_t_s_s((g_799 = (((((safe_mod_func_int32_t_s_s(((safe_mod_func_uint32_t_u_u((0x42F647B4L >= ((safe_rshift_func_int16_t_s_s((safe_sub_func_int64_t_s_s(((((((((l_2806[0][2][6] , (((l_2165 > ((((((+(((g_201 |= ((safe_unary_minus_func_uint32_t_u((l_1600 >= (safe_mod_func_uint8_t_u_u((0x3482361CA4BE6F36LL == g_102), g_380))))) == 18446744073709551609UL)) , (-1L)) && 0UL)) & l_1729[2]) >= g_216) >= l_2605[0]) & g_1728[4]) , g_2682[3])) == g_200) >= 1L)) < g_151[3][0]) && g_1748) > 0xFD2BE31BL) && l_2659[4]) != 0L) || g_151[4][1]) >= 65535UL), 0xFE7BA5A761CF1831LL)), g_1737)) >= l_1605[0])), l_2508)) , g_82), 4294967295UL)) >= 0x60B0L) && g_103[1]) != 0UL) ^ g_151[3][0])), 0xBB4C2A1BB018009ELL)), 0xCAE657A1L)) && g_2306), g_815[0][0][1])) <= l_2659[0]) | l_2480);
            if ((0x230A8830L == 8L))
            { /* block id: 1052 */
                for (g_296 = 0; (g_296 <= 1); g_296 += 1)
                { /* block id: 1055 */
                    int i;
                    if (g_103[(g_296 + 2)])
                        break;
                    l_2811 = (l_2811 < l_1605[0]);
                    return g_273[4][2][2];
                }
                l_1428 ^= (safe_mod_func_int8_t_s_s((safe_sub_func_uint64_t_u_u((g_2090--), (safe_mod_func_uint64_t_u_u(g_1279[0][0][1], (safe_rshift_func_uint8_t_u_s((l_2509 = (g_53[1][1]--)), 3)))))), (((safe_mod_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((l_2806[0][2][6] > (safe_lshift_func_uint8_t_u_u(l_1605[0], 7))), ((safe_sub_func_uint64_t_u_u(g_129, (safe_sub_func_int8_t_s_s(((g_501 = (g_207 = (0L != (safe_mod_func_uint32_t_u_u(g_1146, ((+g_1737) ^ l_2508)))))) , g_501), g_1101)))) || g_1615[2]))), g_1294)), g_296)) < l_1964) & l_1936[2][0])));
            }
            else
            { /* block id: 1066 */
                int16_t l_2841 = 0x4E6EL;
                l_838 = ((safe_add_func_uint32_t_u_u(0x7ECAFB42L, l_2508)) | 0xFDL);
                if (l_2841)
                    continue;
                l_1602 = ((safe_rshift_func_int8_t_s_u((safe_sub_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((g_1615[0] == (l_2510 = ((safe_div_func_uint64_t_u_u((+(safe_div_func_int8_t_s_s(0x91L, l_2841))), g_53[5][3])) > (g_2760 | (safe_div_func_int64_t_s_s((g_1615[0] || (safe_rshift_func_int8_t_s_u((-6L), 6))), l_2659[1])))))), g_1279[0][2][1])), g_2682[3])), g_1615[1])) ^ g_201);
            }
        }
        if (((g_207 = (l_2165 && 0x33L)) & l_2857))
        { /* block id: 1074 */
            int32_t l_2859 = 0x61DD07E6L;
            int64_t l_2874 = 3L;
            int32_t l_2879 = (-9L);
            int32_t l_2881 = 0x43E26549L;
            int32_t l_2882 = 0x2D085E1FL;
            int32_t l_2884[7][4][2] = {{{0x9A7C7C52L,0x75E616AEL},{(-9L),4L},{4L,(-9L)},{0x75E616AEL,0x9A7C7C52L}},{{0L,6L},{4L,0x05F313E1L},{6L,0x75E616AEL},{3L,0x75E616AEL}},{{6L,0x05F313E1L},{4L,6L},{0L,0x9A7C7C52L},{0x75E616AEL,(-9L)}},{{4L,4L},{(-9L),0x75E616AEL},{0x9A7C7C52L,0L},{6L,4L}},{{0x05F313E1L,6L},{0x75E616AEL,3L},{0x75E616AEL,6L},{0x05F313E1L,4L}},{{6L,0L},{0x9A7C7C52L,0x75E616AEL},{(-9L),4L},{4L,(-9L)}},{{0x75E616AEL,0x9A7C7C52L},{0L,6L},{4L,0x05F313E1L},{6L,0x75E616AEL}}};
            int32_t l_2886 = 0x51C9D1B7L;
            int i, j, k;
            l_2859 &= (l_2510 = (!0x73365777L));
            for (l_2743 = (-13); (l_2743 == 10); l_2743 = safe_add_func_uint16_t_u_u(l_2743, 8))
            { /* block id: 1079 */
                const uint64_t l_2864 = 0x96EC25905BF5313CLL;
                int16_t l_2867 = 1L;
                int32_t l_2880 = 0L;
                int32_t l_2885[4][5] = {{0x9D0F0D58L,0x930356F0L,0x62AA9E35L,0x3B168894L,0x930356F0L},{2L,0x62AA9E35L,0x62AA9E35L,2L,0x3B168894L},{6L,2L,0x2BAD3B64L,0x930356F0L,0x930356F0L},{0x9D0F0D58L,2L,0x9D0F0D58L,0x3B168894L,2L}};
                int i, j;
                g_1294 = (safe_rshift_func_int8_t_s_u(g_989[1], l_2864));
                l_2874 = (l_2864 || (((g_235[3] = (l_2864 <= (l_1964 &= (l_2503 = ((safe_div_func_uint16_t_u_u(((18446744073709551609UL < (g_2090 &= (l_2859 , l_2867))) >= ((g_474 = (safe_add_func_uint8_t_u_u((g_53[7][2] = 0xB7L), ((((safe_add_func_uint64_t_u_u(((((l_1605[0] = (safe_rshift_func_uint16_t_u_u((1UL || g_989[2]), 15))) > l_2743) != (-1L)) ^ 0x9FCDA9FAAF44493BLL), g_216)) < l_2859) & g_11) | g_1403)))) && g_273[0][1][4])), 0x96FEL)) <= l_2867))))) ^ g_102) , 0x1A92L));
                for (g_50 = 0; (g_50 <= 6); g_50 += 1)
                { /* block id: 1091 */
                    int16_t l_2875[6] = {3L,3L,3L,3L,3L,3L};
                    uint32_t l_2876 = 0xC02F73D0L;
                    int32_t l_2883 = 1L;
                    int32_t l_2887 = 0xCFA16DBCL;
                    int i;
                    l_2876++;
                    l_2888++;
                    l_2884[5][1][0] = 0x3591DEA3L;
                }
            }
            g_521[0][0][2] |= ((g_235[2] || ((((safe_add_func_int16_t_s_s(l_2859, (l_2884[2][0][0] , (l_2507 ^ 0x13A90F2CL)))) > (l_1964 ^= (((g_2090 |= l_2884[5][3][1]) >= (safe_mul_func_uint16_t_u_u((((l_2509 = (safe_mod_func_int16_t_s_s((((safe_lshift_func_int8_t_s_u((-1L), g_380)) && 0x93B5L) , l_2743), l_2879))) & l_2899) , l_2659[1]), l_2510))) || l_1544[0]))) != g_474) | 0x7910DA6DL)) ^ l_2605[0]);
        }
        else
        { /* block id: 1101 */
lbl_2902:
            for (g_216 = (-22); (g_216 != 19); g_216++)
            { /* block id: 1104 */
                for (l_2554 = 0; (l_2554 <= 2); l_2554 += 1)
                { /* block id: 1107 */
                    if (l_2510)
                        goto lbl_1618;
                }
            }
            g_1294 ^= ((safe_add_func_uint32_t_u_u((!g_1728[1]), (3L | (l_1426 , (safe_unary_minus_func_int8_t_s(1L)))))) >= 0x12L);
            g_2662 ^= (l_2907 > ((safe_add_func_int16_t_s_s(((safe_mod_func_int32_t_s_s(g_1728[0], ((safe_rshift_func_uint8_t_u_u((g_1737 , l_2771), g_2306)) , 0xF73DC4F9L))) == ((safe_lshift_func_uint16_t_u_u((l_838 = (((((0x8B8BF96DB1809F23LL != g_521[0][1][1]) & g_1146) < l_2916) <= g_1101) <= g_273[4][0][3])), l_2659[1])) && g_1728[6])), 0x3CF4L)) > 0xEC5EL));
            for (g_2662 = 0; (g_2662 < 13); ++g_2662)
            { /* block id: 1117 */
                uint64_t l_2919 = 0x1780260902E9CBA2LL;
                ++l_2919;
            }
        }
    }
    else
    { /* block id: 1121 */
        g_2662 |= g_815[5][0][0];
    }
    return l_2228;
}


/* ------------------------------------------ */
/* 
 * reads : g_207 g_474 g_273 g_837 g_521 g_815 g_50 g_11 g_95 g_284 g_84 g_53 g_235 g_102 g_799 g_82 g_200 g_151 g_81 g_201 g_380 g_103 g_501 g_475 g_989 g_834 g_1101 g_836 g_1146 g_296 g_216 g_129
 * writes: g_207 g_474 g_11 g_815 g_95 g_501 g_200 g_799 g_235 g_521 g_475 g_84 g_129 g_82 g_103 g_201 g_989 g_50 g_380 g_1146 g_1294
 */
static uint32_t  func_6(uint16_t  p_7, int16_t  p_8, const int8_t  p_9, int16_t  p_10)
{ /* block id: 322 */
    int32_t l_854[8] = {0x6B8CD343L,0x78D427FCL,0x78D427FCL,0x6B8CD343L,0x78D427FCL,0x78D427FCL,0x6B8CD343L,0x78D427FCL};
    int32_t l_875 = 5L;
    int32_t l_879 = (-1L);
    uint16_t l_880 = 0xD6EAL;
    int32_t l_988 = 0x58CB12F7L;
    uint64_t l_1051 = 0x99541CE125232E3DLL;
    uint64_t l_1052 = 2UL;
    uint64_t l_1114[1];
    int8_t l_1240 = (-1L);
    uint32_t l_1276 = 6UL;
    int32_t l_1280 = 0x1127C44BL;
    int32_t l_1281 = 7L;
    int32_t l_1282 = 0xD5BA2CBAL;
    int32_t l_1283 = 0xC4568FBAL;
    int32_t l_1284[4] = {0x1D90C074L,0x1D90C074L,0x1D90C074L,0x1D90C074L};
    uint16_t l_1297 = 4UL;
    int i;
    for (i = 0; i < 1; i++)
        l_1114[i] = 0UL;
lbl_965:
    for (g_207 = 0; (g_207 <= 35); g_207++)
    { /* block id: 325 */
        uint8_t l_849 = 252UL;
        int32_t l_877 = 7L;
        int32_t l_878[2];
        uint8_t l_904 = 1UL;
        int i;
        for (i = 0; i < 2; i++)
            l_878[i] = 0L;
        for (g_474 = 0; (g_474 <= 2); g_474 += 1)
        { /* block id: 328 */
            int64_t l_855 = (-5L);
            int32_t l_876 = 6L;
            int16_t l_947 = 0xB01BL;
            for (p_8 = 2; (p_8 >= 0); p_8 -= 1)
            { /* block id: 331 */
                int32_t l_853[2][5] = {{5L,2L,5L,2L,5L},{0x96DF30F2L,0x96DF30F2L,0x96DF30F2L,0x96DF30F2L,0x96DF30F2L}};
                uint16_t l_856 = 65529UL;
                int i, j, k;
                if (((safe_rshift_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(g_273[(g_474 + 1)][p_8][(p_8 + 2)], 4)), 11)) ^ (((l_856 = (((safe_add_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((((l_849 &= p_8) && ((((g_273[(g_474 + 1)][p_8][(p_8 + 2)] ^ (safe_lshift_func_int8_t_s_u((+(((g_837[2][0][0] < ((((((l_849 , ((((l_853[0][1] = (0x920747F4L & g_273[(g_474 + 1)][p_8][(p_8 + 2)])) < p_9) | p_9) , (-1L))) != 0x82L) != l_849) <= 0x1C6AE896L) < 0UL) || g_273[4][0][3])) == l_854[3]) ^ p_9)), 4))) & l_855) == g_521[0][1][3]) & 0xB674L)) == g_815[2][0][1]), g_207)), 0x76E4L)) == p_7) >= p_10)) , l_855) , g_273[(g_474 + 1)][p_8][(p_8 + 2)])))
                { /* block id: 335 */
                    return p_8;
                }
                else
                { /* block id: 337 */
                    uint32_t l_857 = 0xC7615056L;
                    if (g_50)
                        break;
                    l_857 = 0x7D633678L;
                }
                for (g_11 = 0; (g_11 <= 7); g_11 += 1)
                { /* block id: 343 */
                    const uint32_t l_874 = 18446744073709551607UL;
                    l_876 ^= (l_875 = (l_853[0][1] = (((((safe_mul_func_int16_t_s_s(0x8D7FL, g_95)) > 0UL) , ((safe_add_func_int8_t_s_s((0x2D4EL & ((safe_rshift_func_int16_t_s_s((g_815[5][0][0] = 0xE814L), (((safe_lshift_func_int8_t_s_u(((safe_add_func_int8_t_s_s((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(p_7, 6)), (safe_mul_func_uint16_t_u_u((248UL && p_7), l_874)))), 1UL)) > l_874), p_8)) && 0UL) < g_284[1][0][0]))) > g_84)), g_50)) && l_874)) > g_53[7][5]) != l_855)));
                    if (l_855)
                        continue;
                }
                if (g_235[3])
                    continue;
            }
            --l_880;
            for (p_8 = 2; (p_8 >= 0); p_8 -= 1)
            { /* block id: 355 */
                int16_t l_889 = 0xC73FL;
                int32_t l_903 = (-1L);
                int32_t l_925 = 0x34A4371AL;
                uint32_t l_946 = 4294967292UL;
                if (g_102)
                    break;
                l_875 = ((safe_rshift_func_uint16_t_u_u((((((safe_add_func_uint16_t_u_u((((l_903 = (((((1UL == (safe_mul_func_int8_t_s_s(l_889, (safe_div_func_uint32_t_u_u(p_9, l_878[0]))))) >= l_879) ^ 0x87L) | (safe_mul_func_int16_t_s_s((((safe_sub_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s((safe_div_func_int64_t_s_s(((safe_add_func_int8_t_s_s((((!((-1L) == g_815[3][0][1])) || p_7) || g_799), p_10)) > g_82), p_7)), 3)), p_7)) >= l_876) | p_7), g_799))) >= l_855)) ^ p_7) && p_9), l_878[1])) < l_854[6]) | p_8) && 0xFE24CB67L) <= 0UL), 15)) == l_904);
                l_925 ^= (g_200 >= (safe_add_func_int8_t_s_s((l_876 = (((0x135B71153ABF75B4LL > ((safe_sub_func_int8_t_s_s((safe_rshift_func_int8_t_s_s((((l_875 &= (g_501 = ((l_903 = (safe_add_func_int32_t_s_s(((safe_add_func_int8_t_s_s(((g_200 | g_151[3][0]) == 0x58L), l_879)) == (g_815[4][0][1] = ((g_95 = (((safe_add_func_uint16_t_u_u((safe_mod_func_int16_t_s_s((safe_mul_func_int8_t_s_s((((safe_lshift_func_uint16_t_u_s(((((((safe_div_func_int8_t_s_s(0L, g_95)) == (-4L)) != p_10) <= (-4L)) || l_904) , p_7), 11)) , p_7) , l_889), 8UL)), l_903)), g_815[2][0][1])) >= p_7) ^ 0xB2L)) , 3L))), l_849))) || g_81))) == g_201) , p_7), l_878[0])), l_854[2])) < l_889)) , 1L) , g_151[3][0])), p_10)));
                for (g_200 = 0; (g_200 <= 2); g_200 += 1)
                { /* block id: 368 */
                    uint8_t l_926 = 0x8FL;
                    int32_t l_931 = 0x9B784A39L;
                    l_931 = (((l_849 != g_82) != ((l_926 ^ g_84) < (safe_rshift_func_uint8_t_u_s(p_7, 3)))) == (safe_mul_func_int16_t_s_s(l_926, 0x7A38L)));
                    l_925 &= (g_380 | ((((((safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(l_876, p_9)), (safe_mod_func_uint32_t_u_u(((l_878[0] && (safe_sub_func_int64_t_s_s((safe_div_func_uint64_t_u_u(((((((g_82 >= (((safe_lshift_func_int8_t_s_s(l_903, 3)) != ((safe_lshift_func_int16_t_s_s((p_10 |= 0xE1D9L), 14)) || 65535UL)) < p_7)) == l_903) & 0x12L) != 0xC3E29A08L) & l_855) != 65535UL), 0x8E9BB784D672E07DLL)), l_946))) == g_103[1]), l_876)))) <= 0x8CF7L) , l_947) <= g_521[0][1][1]) >= 0x3CL) , g_380));
                }
            }
        }
    }
    for (g_200 = 0; (g_200 <= 3); g_200 += 1)
    { /* block id: 378 */
        int8_t l_957[4][7][8] = {{{0x79L,0x57L,0xB1L,3L,1L,0x6AL,0x57L,0x2FL},{1L,3L,0L,1L,0x67L,0x67L,1L,0L},{0x67L,0x67L,1L,0L,3L,1L,0x2BL,0xD4L},{0x6AL,1L,3L,0xB1L,0x57L,0x79L,0xB1L,0x6AL},{0x79L,1L,0x57L,0x2BL,0x2BL,0x79L,0x2BL,0x2BL},{0xA5L,0x67L,0xA5L,0x79L,0x2FL,0x66L,0x67L,0x38L},{3L,0x6AL,0L,0xC2L,1L,0xD4L,0x2FL,0L}},{{3L,1L,0x6AL,0x57L,0x2FL,0xBCL,0xBCL,0x2FL},{0xA5L,0xB1L,0xB1L,0xA5L,0x2BL,0x38L,0x6AL,0x79L},{0x79L,0x56L,0x80L,0L,(-4L),0x79L,1L,0x57L},{2L,0x56L,0xA5L,0x6AL,0xC2L,0x38L,0x56L,0x38L},{1L,0xB1L,(-7L),0xB1L,1L,0xBCL,0xC2L,(-7L)},{(-1L),1L,0x2FL,0x80L,0x79L,0xD4L,0xBCL,0xB1L},{0L,0x6AL,0x2FL,0xA5L,1L,0x66L,0xC2L,0xC2L}},{{0x79L,0x67L,(-7L),(-7L),0x67L,0x79L,0x56L,0x80L},{0x66L,1L,0xA5L,0x2FL,0x6AL,0L,1L,0x38L},{0xD4L,0x79L,0x80L,0x2FL,1L,(-1L),0x6AL,0x80L},{0xBCL,1L,0xB1L,(-7L),0xB1L,1L,0xBCL,0xC2L},{0x38L,0xC2L,0x6AL,0xA5L,0x56L,2L,0x2FL,0xB1L},{0x79L,(-4L),0L,0x80L,0x56L,0x79L,0x67L,(-7L)},{0x38L,0x2BL,0xA5L,0xB1L,0xB1L,0xA5L,0x2BL,0x38L}},{{0xBCL,0x2FL,0x57L,0x6AL,1L,3L,0xB1L,0x57L},{0xD4L,1L,0xC2L,0L,0x6AL,3L,0xBCL,0x79L},{0x66L,0x2FL,0x79L,0xA5L,0x67L,0xA5L,0x79L,0x2FL},{0x79L,0x2BL,0x2BL,0x57L,1L,0x79L,(-4L),0L},{0L,(-4L),0xA5L,0xC2L,0x79L,2L,(-4L),0x38L},{(-1L),0xC2L,0x2BL,0x79L,1L,1L,0x79L,0x2BL},{1L,1L,0x79L,0x2BL,0xC2L,0xB1L,0x2FL,2L}}};
        int32_t l_991 = 7L;
        uint8_t l_992 = 7UL;
        int16_t l_1049 = 1L;
        int8_t l_1050[1];
        int64_t l_1138[5][6] = {{0x6AF84E17A974C2ABLL,0x4F2DB110DF35B9F1LL,0x4F2DB110DF35B9F1LL,0x6AF84E17A974C2ABLL,0xF0F68C0D94EA6400LL,0x6AF84E17A974C2ABLL},{0x6AF84E17A974C2ABLL,0xF0F68C0D94EA6400LL,0x6AF84E17A974C2ABLL,0x4F2DB110DF35B9F1LL,0x4F2DB110DF35B9F1LL,0x6AF84E17A974C2ABLL},{(-1L),(-1L),0x4F2DB110DF35B9F1LL,0x6626023F8D8F27FELL,0x4F2DB110DF35B9F1LL,(-1L)},{0x4F2DB110DF35B9F1LL,0xF0F68C0D94EA6400LL,0x6626023F8D8F27FELL,0x6626023F8D8F27FELL,0xF0F68C0D94EA6400LL,0x4F2DB110DF35B9F1LL},{(-1L),0x4F2DB110DF35B9F1LL,0x6626023F8D8F27FELL,0x4F2DB110DF35B9F1LL,(-1L),(-1L)}};
        int32_t l_1241 = 0xAF59DBFEL;
        int32_t l_1270 = 1L;
        int32_t l_1271[2];
        int16_t l_1286 = 0xE2DAL;
        int32_t l_1293 = (-5L);
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_1050[i] = 0x40L;
        for (i = 0; i < 2; i++)
            l_1271[i] = 1L;
        for (p_8 = 0; (p_8 <= 3); p_8 += 1)
        { /* block id: 381 */
            uint32_t l_964 = 0x793779FCL;
            for (l_880 = 1; (l_880 <= 7); l_880 += 1)
            { /* block id: 384 */
                int i;
                if ((safe_rshift_func_uint8_t_u_u(p_10, (safe_sub_func_int8_t_s_s(((safe_add_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((!(g_81 == (g_799 = (l_957[0][4][6] < ((safe_unary_minus_func_int32_t_s(g_501)) , l_879))))), ((+0L) >= ((safe_rshift_func_int8_t_s_s((safe_div_func_uint16_t_u_u(((g_235[p_8] = p_10) & 0xA66EL), l_964)), l_880)) > g_475)))), p_10)) > p_8), p_8)))))
                { /* block id: 387 */
                    if (g_521[0][0][5])
                        break;
                    if (l_880)
                        goto lbl_965;
                }
                else
                { /* block id: 390 */
                    g_521[0][1][1] = ((-1L) > g_207);
                    return g_11;
                }
            }
            for (g_475 = 0; (g_475 <= 2); g_475 += 1)
            { /* block id: 397 */
                int32_t l_990 = 0x509E0524L;
                int i, j, k;
                l_990 &= (safe_mul_func_uint16_t_u_u(((safe_mod_func_int32_t_s_s((safe_mul_func_uint8_t_u_u(((g_837[g_475][g_475][(g_200 + 2)] < (safe_lshift_func_int8_t_s_u(((((safe_rshift_func_int16_t_s_u(g_837[g_475][g_475][g_200], 9)) == ((safe_unary_minus_func_int16_t_s((safe_div_func_uint16_t_u_u((safe_mod_func_int32_t_s_s((g_521[1][2][2] = ((safe_rshift_func_int8_t_s_s((-4L), ((((((l_875 = (safe_sub_func_uint16_t_u_u(0x16B7L, ((safe_mul_func_uint8_t_u_u((~5UL), 0x5AL)) < g_837[g_475][g_475][(g_200 + 2)])))) & 0x10L) >= (-9L)) == g_837[g_475][g_475][(g_200 + 2)]) && l_988) , p_10))) < g_989[2])), 0x16B80492L)), g_207)))) > l_957[0][4][6])) <= p_7) != g_50), p_9))) > p_8), p_8)), 8UL)) | 0x84CF366717BC1264LL), 5UL));
                for (p_7 = 0; (p_7 <= 3); p_7 += 1)
                { /* block id: 403 */
                    uint8_t l_1011[3];
                    int32_t l_1012 = 0x0C83CB99L;
                    int32_t l_1013[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_1011[i] = 253UL;
                    for (i = 0; i < 3; i++)
                        l_1013[i] = 0xF38A0271L;
                    l_991 = (0xE1L > 0xCCL);
                    l_1013[2] ^= (((l_1012 &= (((l_992 & (((safe_sub_func_uint8_t_u_u((safe_div_func_int8_t_s_s(0x72L, (safe_mod_func_uint64_t_u_u(g_815[7][0][0], ((safe_mul_func_uint16_t_u_u(((safe_sub_func_int8_t_s_s(p_10, (safe_rshift_func_int16_t_s_u((-1L), 6)))) != (((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u((l_1011[0] = (safe_sub_func_uint16_t_u_u(l_957[0][6][4], l_990))), 0)), g_50)) , 1UL) , (-4L))), p_7)) || l_854[3]))))), l_988)) != p_8) | 3UL)) & p_7) > g_151[3][0])) < g_837[1][2][1]) & g_475);
                }
            }
        }
        g_521[0][1][1] = (safe_lshift_func_int8_t_s_s((safe_sub_func_int32_t_s_s(((safe_div_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(((((safe_rshift_func_int16_t_s_u(((((safe_add_func_uint16_t_u_u(p_9, ((((safe_rshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s(((((3UL ^ (safe_rshift_func_int16_t_s_u((safe_lshift_func_int16_t_s_u(0x1F0CL, (safe_sub_func_uint32_t_u_u(l_957[2][1][5], l_992)))), (safe_div_func_uint64_t_u_u((+(((safe_sub_func_int8_t_s_s((l_879 = l_988), (safe_rshift_func_uint16_t_u_u(p_8, 4)))) | l_854[5]) , l_1049)), p_9))))) , p_8) >= (-6L)) <= g_837[0][1][5]), l_988)), 6)) , g_474) > l_991) , p_9))) == l_1050[0]) > 0x2D0BDA71F4777051LL) , g_95), p_9)) , 7L) == l_988) , l_1051), 1UL)), l_1051)) > p_8), g_521[0][0][3])), 10)), l_1052)) ^ g_834), p_10)), p_8));
        for (g_84 = 0; (g_84 <= 0); g_84 += 1)
        { /* block id: 415 */
            int16_t l_1078 = 0xB7BFL;
            int32_t l_1102 = 0x0A5AEF1BL;
            uint64_t l_1111 = 7UL;
            int64_t l_1199 = 0x947A26F19D7F91DCLL;
            int32_t l_1267 = (-9L);
            int32_t l_1272 = 0xC4CD8D3DL;
            int32_t l_1285 = 0xADE00F15L;
            int32_t l_1290 = (-1L);
            int32_t l_1291 = 0L;
            int32_t l_1292 = 0L;
            int32_t l_1295 = (-1L);
            int32_t l_1296 = (-9L);
            int32_t l_1345 = 0xF5E6EB17L;
            for (p_8 = 0; (p_8 >= 0); p_8 -= 1)
            { /* block id: 418 */
                int16_t l_1077 = 0xFD46L;
                int32_t l_1079[3][3][2] = {{{0xF64F26E8L,0x10E455C4L},{0xF64F26E8L,0xF64F26E8L},{0x10E455C4L,0xF64F26E8L}},{{0xF64F26E8L,0x10E455C4L},{0xF64F26E8L,0xF64F26E8L},{0x10E455C4L,0xF64F26E8L}},{{0xF64F26E8L,0x10E455C4L},{0xF64F26E8L,0xF64F26E8L},{0x10E455C4L,0xF64F26E8L}}};
                int32_t l_1080 = 1L;
                int i, j, k;
                if (p_10)
                    break;
                for (l_1052 = 0; (l_1052 <= 3); l_1052 += 1)
                { /* block id: 422 */
                    int32_t l_1059[2];
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_1059[i] = 0xAA178A5BL;
                    l_1080 = ((((l_1079[0][2][0] = (safe_lshift_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s((g_235[0] , p_9), 8)) || (((safe_rshift_func_int8_t_s_s(l_1059[1], 5)) == l_854[3]) , ((0x7793L != (safe_add_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u((safe_rshift_func_int8_t_s_s((safe_mod_func_int8_t_s_s((safe_mod_func_uint64_t_u_u((((safe_add_func_int32_t_s_s((safe_unary_minus_func_uint16_t_u(((g_235[(g_84 + 2)] = (safe_add_func_int16_t_s_s((safe_div_func_uint16_t_u_u((g_235[3] | l_1052), 65535UL)), l_992))) != 0x3827L))), 2L)) ^ 1L) == p_10), 0x5DCD0281A9443F3ALL)), l_957[0][3][5])), 0)), l_1077)), 8UL))) && 0L))), l_1078))) , 9UL) , p_10) >= g_521[0][1][1]);
                    g_521[0][1][1] = ((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s((l_1102 = ((safe_rshift_func_uint8_t_u_s((((safe_sub_func_uint16_t_u_u(((l_991 = ((safe_sub_func_uint8_t_u_u(p_8, p_8)) != (g_207 = (safe_unary_minus_func_uint64_t_u(((safe_lshift_func_int16_t_s_u(((((g_815[l_1052][p_8][(g_84 + 1)] = 0L) , (safe_mod_func_int8_t_s_s((~(!0UL)), (0x98FD6334AA9E5D1FLL && 8UL)))) ^ (((g_129 = (safe_div_func_uint32_t_u_u(((+0xF3C7L) | p_10), p_8))) <= p_9) > 0L)) | 0xD68E4C79L), 5)) > g_1101)))))) , g_284[2][4][0]), 0x1710L)) , l_992) >= l_1078), 7)) , p_10)), g_273[4][0][3])), 0x4A96L)) & g_50);
                    l_1079[1][0][0] = (l_1102 = ((g_815[3][0][1] = (l_991 = (safe_mul_func_int8_t_s_s((((safe_sub_func_int16_t_s_s(((((safe_sub_func_uint8_t_u_u(((l_875 = l_880) || 4294967295UL), ((((~0xE0L) & l_1078) , (+l_1111)) == ((safe_sub_func_uint64_t_u_u(g_815[5][0][0], (g_836 , p_10))) >= p_9)))) && 0x8AL) , g_521[0][1][1]) == 3UL), p_8)) && l_1114[0]) || 5UL), 0xB9L)))) > p_9));
                }
            }
            if ((p_8 < (safe_lshift_func_int8_t_s_u((l_1102 = ((--g_207) , ((safe_mul_func_uint16_t_u_u((p_7 = (safe_mul_func_int8_t_s_s(((safe_add_func_int16_t_s_s((p_7 < (safe_lshift_func_int16_t_s_u(((safe_unary_minus_func_uint32_t_u((safe_sub_func_int8_t_s_s((p_7 > (((l_991 = 1L) ^ (l_1078 && (safe_mul_func_uint16_t_u_u(((0x0634L && (l_957[0][4][6] & 65532UL)) && l_1114[0]), g_103[3])))) , 0x390AE359L)), 0x7DL)))) && l_991), 11))), p_10)) != (-1L)), l_1102))), g_284[1][1][0])) || p_8))), 6))))
            { /* block id: 443 */
                uint16_t l_1148 = 0x1A3EL;
                int32_t l_1149 = 0x1758FD29L;
                int32_t l_1273 = (-1L);
                int32_t l_1275[5][2][1];
                int i, j, k;
                for (i = 0; i < 5; i++)
                {
                    for (j = 0; j < 2; j++)
                    {
                        for (k = 0; k < 1; k++)
                            l_1275[i][j][k] = 0L;
                    }
                }
                for (g_82 = 27; (g_82 < (-8)); g_82--)
                { /* block id: 446 */
                    uint32_t l_1141 = 0x0EB416BEL;
                    int32_t l_1147[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_1147[i] = 7L;
                    l_1149 = ((l_1148 &= ((safe_rshift_func_int8_t_s_u((g_103[1] |= l_1138[2][3]), 7)) | ((safe_mul_func_int64_t_s_s(0x60222D4919C80D75LL, (0xBA18L >= (p_7 ^= ((((l_991 = l_1141) == 4UL) , (g_989[2] && (l_1147[0] = (safe_mul_func_int16_t_s_s((safe_mul_func_int16_t_s_s(((1L && g_1146) < 0xAEL), 0x1F64L)), g_284[2][4][0]))))) > l_880))))) == g_837[2][0][0]))) == 18446744073709551607UL);
                    l_991 = ((safe_unary_minus_func_int64_t_s(((safe_div_func_uint32_t_u_u(((((safe_div_func_int16_t_s_s(((p_10 ^ 1UL) < l_1138[2][1]), (safe_div_func_int32_t_s_s((safe_div_func_uint32_t_u_u((0xBBDD3F18L && p_10), (safe_lshift_func_int8_t_s_s(((g_201 = l_988) , ((safe_mul_func_int16_t_s_s(1L, 65535UL)) , g_235[1])), 3)))), 9L)))) || p_7) || 0x2B1481BBL) <= 1L), l_1149)) >= l_988))) , l_1148);
                    if (g_521[0][2][6])
                        break;
                }
                g_521[0][1][1] = (safe_mul_func_int8_t_s_s((safe_div_func_int64_t_s_s((((l_854[3] | (((safe_rshift_func_int16_t_s_u(((!(safe_lshift_func_uint16_t_u_s((safe_div_func_uint16_t_u_u(((0x07A6CC45L && (safe_mod_func_uint64_t_u_u((p_9 && (0x73D5L ^ ((1L & l_1078) & (l_875 = l_991)))), g_837[2][0][0]))) , l_1149), g_989[2])), 12))) < p_8), 12)) && 8UL) , 0x73B58D73A60DE32FLL)) != p_10) <= l_854[0]), (-8L))), 0x42L));
                l_879 &= (safe_mul_func_uint16_t_u_u((~1L), (((((((safe_rshift_func_int8_t_s_s(((safe_lshift_func_uint8_t_u_s((g_989[2]++), 4)) > ((g_207 = g_799) , (safe_mul_func_int16_t_s_s((safe_add_func_uint16_t_u_u(1UL, ((l_875 = (safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_u(g_815[5][0][0], (((safe_mod_func_int32_t_s_s((safe_sub_func_uint16_t_u_u(((+l_1078) <= p_7), (safe_unary_minus_func_uint8_t_u((l_1149 , p_10))))), (-3L))) , g_284[2][4][0]) && 1L))), 5UL))) , (-2L)))), l_854[2])))), g_296)) , 6UL) , p_8) ^ 1L) != g_521[1][1][1]) | p_8) , l_1199)));
                if ((((((safe_sub_func_int16_t_s_s((g_380 = (safe_rshift_func_int16_t_s_s(((!((g_815[5][0][0] = p_10) , ((((safe_lshift_func_uint16_t_u_s((l_1114[0] <= l_1149), ((g_521[0][1][1] = (safe_lshift_func_uint16_t_u_s((safe_div_func_uint32_t_u_u((safe_add_func_int32_t_s_s((safe_mul_func_int16_t_s_s((((safe_lshift_func_uint8_t_u_s((((safe_div_func_uint32_t_u_u((safe_div_func_uint64_t_u_u(0x670EA26AFF3E5E50LL, (l_1102 = (safe_mul_func_int8_t_s_s(g_103[1], (((g_50 ^= ((safe_unary_minus_func_uint8_t_u((p_9 <= (l_1149 || g_216)))) , 0x84L)) ^ g_474) && g_799)))))), 4294967295UL)) == 0xBCL) > p_7), l_1138[2][3])) >= 1UL) & l_1114[0]), p_9)), p_9)), g_1101)), 6))) | 0UL))) & p_9) || g_799) != 0xFB58D697L))) != 1UL), 14))), l_879)) <= p_10) , 0x3F5EL) || l_1149) , l_1148))
                { /* block id: 468 */
                    uint32_t l_1242 = 1UL;
                    int32_t l_1265[6][3] = {{0x20B01B6EL,4L,8L},{0x59F65CFDL,4L,0x59F65CFDL},{0xD5333509L,0x20B01B6EL,8L},{0xD5333509L,0xD5333509L,0x20B01B6EL},{0x59F65CFDL,0x20B01B6EL,0x20B01B6EL},{0x20B01B6EL,4L,8L}};
                    int32_t l_1266 = 9L;
                    int i, j;
                    g_521[0][1][2] |= l_875;
                    l_1149 = (l_1138[4][5] || ((0x6441ED08827BBD3CLL != (((safe_rshift_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u((p_8 < ((((safe_mod_func_int16_t_s_s((safe_add_func_uint16_t_u_u((((safe_mul_func_int8_t_s_s((safe_sub_func_uint32_t_u_u((safe_add_func_uint16_t_u_u(65527UL, ((255UL | (p_10 , (safe_mod_func_int64_t_s_s(p_10, g_474)))) || (-8L)))), (-1L))), 0x5FL)) & l_991) | 0xF056L), g_216)), 0x9A8DL)) , p_9) & l_1240) && l_1241)), g_273[4][2][4])), 6)) & 1L) == g_296)) >= p_7));
                    --l_1242;
                    l_1266 = (((((safe_div_func_int64_t_s_s(0x57B3A7514FFA538FLL, (safe_lshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u(((l_1265[4][2] ^= ((safe_add_func_uint32_t_u_u(1UL, ((g_836 != (safe_rshift_func_int16_t_s_u((((g_989[2] < ((safe_sub_func_uint32_t_u_u((0x0EL ^ (safe_rshift_func_int8_t_s_u(((((safe_rshift_func_uint8_t_u_u(250UL, 2)) > (safe_rshift_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s(g_273[3][1][1], p_8)) < p_8), 5))) == p_9) >= p_9), g_501))), 0x54AE6DECL)) <= p_7)) && g_200) && l_1111), 3))) >= 0x065039A8L))) & p_8)) != 0xF9C798E50BE32EA6LL), 10)), g_1101)))) ^ l_1149) , l_1078) <= p_10) | p_9);
                }
                else
                { /* block id: 474 */
                    int8_t l_1268[2];
                    int32_t l_1269 = 0xF478F753L;
                    int32_t l_1274 = 5L;
                    int32_t l_1287 = 0x75058F14L;
                    int32_t l_1288 = 0x7B4254B9L;
                    int32_t l_1289[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_1268[i] = 0x71L;
                    for (i = 0; i < 2; i++)
                        l_1289[i] = 0xF83309FEL;
                    if (p_9)
                        break;
                    --l_1276;
                    l_1297++;
                }
            }
            else
            { /* block id: 479 */
                int64_t l_1318[7] = {0x2C05F45A2508E78DLL,0x2C05F45A2508E78DLL,0x2C05F45A2508E78DLL,0x2C05F45A2508E78DLL,0x2C05F45A2508E78DLL,0x2C05F45A2508E78DLL,0x2C05F45A2508E78DLL};
                const uint16_t l_1323[6][4] = {{65535UL,0x322DL,65535UL,65535UL},{0x322DL,0x322DL,1UL,0x322DL},{0x322DL,65535UL,65535UL,0x322DL},{65535UL,0x322DL,65535UL,65535UL},{0x322DL,0x322DL,1UL,0x322DL},{0x322DL,65535UL,65535UL,0x322DL}};
                int32_t l_1346 = (-1L);
                int i, j;
                for (g_475 = 0; (g_475 > 2); g_475 = safe_add_func_int32_t_s_s(g_475, 1))
                { /* block id: 482 */
                    return g_837[2][0][0];
                }
                g_521[0][2][0] = ((safe_mul_func_int8_t_s_s((safe_mod_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((safe_lshift_func_int16_t_s_s(l_1271[1], (safe_lshift_func_uint8_t_u_u(((safe_add_func_uint32_t_u_u(((((1UL >= (l_854[3] < ((g_201 = (safe_rshift_func_int8_t_s_u((safe_add_func_int32_t_s_s((l_1318[5] || (safe_rshift_func_int16_t_s_u(p_10, (safe_rshift_func_uint8_t_u_s(l_1318[6], g_11))))), l_1318[5])), 4))) , 0x0A98E4912B9FCE3CLL))) != 6L) < l_1293) || (-1L)), g_521[0][1][1])) , l_1276), 0)))), l_1267)), g_1146)), l_1323[1][0])) , g_95);
                if (((safe_lshift_func_uint8_t_u_u((l_879 != (p_10 & g_273[4][2][3])), (safe_sub_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_u(((--g_501) > (safe_unary_minus_func_int16_t_s((safe_div_func_int8_t_s_s(p_9, p_9))))), (safe_div_func_uint8_t_u_u((((((safe_lshift_func_uint16_t_u_u(65535UL, 14)) & (l_1346 = (safe_mul_func_uint8_t_u_u(((safe_add_func_uint8_t_u_u((safe_mod_func_int16_t_s_s(((g_1146 = (g_53[5][4] > p_10)) && g_475), 65530UL)), l_1345)) && 0xE5L), g_834)))) != g_11) < 0x6651E4DCB14215CELL) & 1L), g_103[1])))), l_1295)))) & g_200))
                { /* block id: 490 */
                    int32_t l_1353[3];
                    int32_t l_1364 = 6L;
                    uint32_t l_1365 = 0xB998EFD8L;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_1353[i] = 0L;
                    l_1292 |= (p_8 , (g_1294 = (safe_add_func_uint64_t_u_u((l_1138[2][3] || ((((l_1293 = (safe_mul_func_int16_t_s_s((safe_div_func_int8_t_s_s((l_1353[2] |= g_200), ((safe_mod_func_uint32_t_u_u((!((safe_lshift_func_int16_t_s_u(((safe_lshift_func_uint8_t_u_u(((l_1052 | (l_1345 , (safe_rshift_func_int16_t_s_s(((((!g_989[2]) < (l_991 >= p_7)) <= g_82) ^ l_1364), 15)))) | 0xC0ADD420L), l_1365)) , g_129), 8)) , p_10)), (-1L))) ^ g_836))), p_7))) , l_1241) | 0L) <= 18446744073709551615UL)), 0x54D98049A0CA44ABLL))));
                }
                else
                { /* block id: 495 */
                    return l_1270;
                }
                l_1346 &= ((((g_273[4][0][3] > ((g_50 >= ((((safe_rshift_func_int16_t_s_s(((p_10 |= 0L) , p_10), 12)) == l_1318[5]) == (safe_sub_func_uint16_t_u_u((p_7 = g_380), 0xF81EL))) & 0x2DL)) || l_1049)) != (-1L)) && p_10) >= p_8);
            }
        }
    }
    return l_1282;
}


/* ------------------------------------------ */
/* 
 * reads : g_11 g_50 g_53 g_84 g_82 g_81 g_95 g_102 g_103 g_129 g_151 g_200 g_216 g_235 g_207 g_201 g_273 g_284 g_296 g_380 g_501 g_521 g_474 g_475 g_799 g_834 g_836 g_837
 * writes: g_50 g_53 g_81 g_84 g_82 g_95 g_102 g_103 g_129 g_200 g_201 g_207 g_235 g_216 g_273 g_284 g_296 g_380 g_474 g_475 g_501 g_521 g_151 g_815 g_834 g_836 g_837
 */
static uint32_t  func_16(uint16_t  p_17, int32_t  p_18, uint32_t  p_19, int32_t  p_20)
{ /* block id: 1 */
    int64_t l_39 = 6L;
    int32_t l_49 = 0xBAF1BA13L;
    uint32_t l_51 = 0x59C3CBAAL;
    uint32_t l_52 = 0x7672A6DFL;
    int32_t l_354 = (-1L);
    int32_t l_756 = 0L;
    uint32_t l_822[2];
    int8_t l_835 = (-7L);
    int i;
    for (i = 0; i < 2; i++)
        l_822[i] = 0x3730D04FL;
    p_20 = (g_815[5][0][0] = func_24(((safe_sub_func_uint64_t_u_u((l_756 |= func_28(((l_354 ^= func_32(g_11, ((safe_sub_func_uint8_t_u_u(((((safe_add_func_uint16_t_u_u(l_39, ((l_39 != (safe_div_func_int64_t_s_s(((safe_mod_func_uint8_t_u_u(((l_39 , ((safe_add_func_uint64_t_u_u(((g_11 , g_11) >= (g_50 &= (l_49 |= ((safe_lshift_func_int8_t_s_s(((+0xC154L) != p_18), p_19)) == g_11)))), 0x1532D49ACB085BB3LL)) <= l_51)) != g_11), g_11)) , 0L), 1L))) | p_19))) , l_39) , l_52) >= p_19), l_39)) , l_52))) , p_17), g_151[6][3], p_20)), p_17)) == g_151[3][0])));
    for (g_129 = 9; (g_129 < 25); g_129 = safe_add_func_int32_t_s_s(g_129, 3))
    { /* block id: 312 */
        p_20 ^= (-1L);
    }
    g_837[2][0][0] &= (g_836 ^= (safe_mul_func_uint16_t_u_u(l_49, ((g_501 ^= ((((safe_mul_func_int8_t_s_s(l_822[0], (safe_sub_func_int64_t_s_s((safe_sub_func_int16_t_s_s(g_475, (safe_mul_func_uint8_t_u_u(((safe_div_func_int32_t_s_s((g_834 |= (p_19 != ((g_50 & g_284[2][3][0]) || ((safe_unary_minus_func_uint64_t_u(((safe_div_func_int8_t_s_s(0xC9L, p_17)) | g_521[0][1][1]))) && p_18)))), p_18)) , l_835), p_20)))), l_354)))) == p_20) || 7UL) || g_380)) != l_822[0]))));
    return p_17;
}


/* ------------------------------------------ */
/* 
 * reads : g_501 g_474 g_95 g_151 g_103 g_207 g_201 g_284 g_799 g_200 g_102 g_129 g_296 g_81 g_521
 * writes: g_501 g_95 g_235 g_151 g_102 g_521 g_82
 */
static int32_t  func_24(uint16_t  p_25)
{ /* block id: 287 */
    uint32_t l_759 = 4294967287UL;
    int32_t l_762[6];
    int32_t l_793[8][5][6] = {{{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL}},{{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL}},{{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL}},{{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL}},{{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL}},{{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL}},{{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL}},{{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL},{0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL,0x9B760AEEL}}};
    int32_t l_814 = (-7L);
    int i, j, k;
    for (i = 0; i < 6; i++)
        l_762[i] = 8L;
    for (g_501 = (-2); (g_501 == 35); g_501 = safe_add_func_int16_t_s_s(g_501, 6))
    { /* block id: 290 */
        int8_t l_766[8][2][8] = {{{0x68L,(-3L),0x68L,3L,(-3L),0xBCL,0xBCL,(-3L)},{(-3L),0xBCL,0xBCL,(-3L),3L,0x68L,(-3L),0x68L}},{{(-3L),0x54L,1L,0x54L,(-3L),1L,(-2L),(-2L)},{0x68L,0x54L,3L,3L,0x54L,0x68L,0xBCL,0x54L}},{{(-2L),0xBCL,3L,(-2L),3L,0xBCL,(-2L),0x68L},{0x54L,0xBCL,(-2L),0x68L,0x68L,(-2L),0xBCL,3L}},{{0xBBL,0x68L,1L,5L,0x68L,5L,1L,0x68L},{3L,1L,0xBBL,3L,5L,5L,3L,0xBBL}},{{0x68L,0x68L,(-2L),0xBCL,3L,(-2L),3L,0xBCL},{0xBBL,0xBCL,0xBBL,5L,0xBCL,1L,1L,0xBCL}},{{0xBCL,1L,1L,0xBCL,5L,0xBBL,0xBCL,0xBBL},{0xBCL,3L,(-2L),3L,0xBCL,(-2L),0x68L,0x68L}},{{0xBBL,3L,5L,5L,3L,0xBBL,1L,3L},{0x68L,1L,5L,0x68L,5L,1L,0x68L,0xBBL}},{{3L,0xBCL,(-2L),0x68L,0x68L,(-2L),0xBCL,3L},{0xBBL,0x68L,1L,5L,0x68L,5L,1L,0x68L}}};
        int32_t l_767 = 0x00A93BE6L;
        uint32_t l_787 = 0x03289E33L;
        int32_t l_796 = (-1L);
        int i, j, k;
        l_759++;
        l_762[4] = g_474;
        for (g_95 = 0; (g_95 < 42); g_95 = safe_add_func_uint8_t_u_u(g_95, 4))
        { /* block id: 295 */
            int8_t l_765[8] = {0x85L,0x85L,0x85L,0x85L,0x85L,0x85L,0x85L,0x85L};
            uint64_t l_768 = 0x649FDDD0EC55B4FELL;
            int i;
            l_768--;
            l_767 = (safe_add_func_int8_t_s_s((safe_sub_func_uint16_t_u_u(l_765[4], (g_235[3] = p_25))), (safe_unary_minus_func_uint16_t_u((1L <= (((safe_mod_func_uint32_t_u_u((safe_lshift_func_int16_t_s_u(l_766[0][1][7], ((safe_lshift_func_uint16_t_u_s((g_151[1][2] , (safe_add_func_uint64_t_u_u(g_103[1], (((safe_lshift_func_uint16_t_u_s((safe_unary_minus_func_uint8_t_u(g_207)), 3)) & g_95) , g_201)))), l_787)) , l_768))), 0xA71BC609L)) , l_767) , l_787))))));
        }
        g_521[0][1][1] = (!(safe_add_func_uint64_t_u_u(((safe_sub_func_uint16_t_u_u(p_25, ((((l_767 |= l_793[1][1][4]) > 0x6FECL) && 3L) >= (p_25 && (safe_lshift_func_int8_t_s_s((g_284[2][4][0] , (((++g_151[0][5]) , (g_102 &= (g_799 || g_200))) & l_759)), g_207)))))) > g_129), l_766[5][0][2])));
    }
    l_814 &= (!((((g_82 = (((-1L) >= (safe_lshift_func_int16_t_s_u((safe_lshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((g_296 < (safe_mul_func_int16_t_s_s((p_25 ^ (safe_mod_func_int32_t_s_s((!l_759), g_81))), g_151[3][0]))), l_793[1][1][4])), l_762[4])), l_762[2])), 14))) && g_521[0][1][1])) ^ p_25) > (-1L)) , l_793[4][4][3]));
    return l_762[5];
}


/* ------------------------------------------ */
/* 
 * reads : g_82 g_103 g_296 g_102 g_273 g_84 g_207 g_201 g_216 g_235 g_50 g_284 g_380 g_11 g_129 g_53 g_81 g_151 g_200 g_501 g_521 g_474 g_95 g_475
 * writes: g_235 g_380 g_216 g_81 g_102 g_273 g_284 g_474 g_475 g_50 g_501 g_521 g_296 g_207 g_53 g_103 g_95
 */
static uint64_t  func_28(int64_t  p_29, const int8_t  p_30, uint16_t  p_31)
{ /* block id: 145 */
    uint32_t l_375 = 0UL;
    int32_t l_376 = 0x677F8BC7L;
    int32_t l_377 = (-4L);
    uint32_t l_378 = 2UL;
    int32_t l_379 = 0xF4077BFCL;
    int32_t l_387 = 1L;
    int32_t l_388 = 3L;
    int32_t l_389 = 0x6BD25C15L;
    int16_t l_572 = (-9L);
    int16_t l_588 = 0x0744L;
    int32_t l_689 = 0x3CF9BBBDL;
    int32_t l_693 = 0L;
    int32_t l_694[1][8][1] = {{{9L},{9L},{0x06D4F5B7L},{9L},{9L},{0x06D4F5B7L},{9L},{9L}}};
    int32_t l_755 = 3L;
    int i, j, k;
    g_380 = (safe_div_func_uint16_t_u_u(((g_235[1] = 5UL) != ((g_82 <= (((((safe_mod_func_uint16_t_u_u((l_379 |= (safe_mod_func_uint8_t_u_u((((safe_sub_func_uint16_t_u_u(g_82, (g_103[1] > (safe_div_func_int8_t_s_s(0xE9L, (l_377 = ((l_376 &= (safe_div_func_uint32_t_u_u((((safe_lshift_func_uint16_t_u_u((((safe_sub_func_int16_t_s_s(((safe_sub_func_int64_t_s_s(((safe_add_func_int8_t_s_s(((p_30 < ((((((p_30 >= l_375) & g_296) || 0x83L) || g_103[1]) ^ g_102) >= 0x85L)) | l_375), g_102)) , 0x3153717F83612B42LL), p_30)) == p_31), l_375)) == p_29) , 0x5456L), 8)) > (-2L)) , p_30), g_103[0]))) || g_273[0][2][1]))))))) ^ g_84) | p_30), l_378))), g_207)) <= p_31) && g_201) ^ g_273[4][0][3]) != l_378)) , 0xAA23L)), 0x8A66L));
lbl_476:
    l_379 ^= ((safe_mul_func_uint8_t_u_u((safe_add_func_uint8_t_u_u((((((((safe_div_func_uint32_t_u_u((g_81 = ((g_216++) != (~(l_388 = (((p_30 || (safe_add_func_uint32_t_u_u((((safe_mod_func_uint64_t_u_u(0xF6AE4E403861C090LL, ((safe_add_func_int16_t_s_s(((g_102 >= ((p_30 | ((((safe_rshift_func_uint8_t_u_u(p_31, ((safe_add_func_uint32_t_u_u(((p_31 && (((l_387 = (safe_sub_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((g_82 ^ g_235[0]), g_84)) , p_31), 7L))) <= 0x84093F67L) > g_50)) , 0UL), l_376)) & g_284[1][2][0]))) , p_30) != 0xA48023E3L) < 0UL)) > l_375)) > 0xAD7A0BC9L), g_380)) || l_387))) , p_30) & g_11), g_201))) || (-7L)) , 0x2FL))))), 0x83D9F478L)) > 0x87B1L) <= g_129) != g_129) || l_389) == p_29) < g_103[1]), l_389)), l_375)) || (-3L));
lbl_504:
    l_387 = 0L;
    for (g_102 = (-16); (g_102 < 41); g_102 = safe_add_func_int64_t_s_s(g_102, 4))
    { /* block id: 159 */
        uint32_t l_447 = 0xAEF6B9B6L;
        int32_t l_492 = 0L;
        uint32_t l_500 = 0x405343C9L;
        int32_t l_668[8] = {1L,1L,1L,1L,1L,1L,1L,1L};
        int16_t l_679[4];
        int64_t l_686[4] = {0xECBD3CCBAC041A8BLL,0xECBD3CCBAC041A8BLL,0xECBD3CCBAC041A8BLL,0xECBD3CCBAC041A8BLL};
        int i;
        for (i = 0; i < 4; i++)
            l_679[i] = 1L;
        l_388 ^= (-6L);
        if ((safe_lshift_func_int16_t_s_u((0x28L > ((g_273[4][0][3] = (safe_mod_func_uint32_t_u_u((safe_unary_minus_func_int8_t_s(((((0x3FL <= (0UL ^ (safe_div_func_uint32_t_u_u((g_273[0][1][0] >= (safe_add_func_int32_t_s_s((0xDD94L ^ p_29), (safe_add_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_s((((safe_sub_func_uint32_t_u_u(p_29, g_273[4][0][3])) >= p_29) < 248UL), 5)) | 0x4CL), l_387))))), 3UL)))) , g_53[6][5]) <= l_387) , p_29))), p_30))) == (-8L))), p_29)))
        { /* block id: 162 */
            uint16_t l_426[8][4][5] = {{{0xF97BL,65535UL,0x8DFAL,4UL,65535UL},{0UL,65532UL,1UL,0x5594L,0x4C6AL},{4UL,0xD620L,0x8DFAL,65535UL,0x8DFAL},{0x394CL,0x394CL,0xF97BL,65535UL,0x8DFAL}},{{0xDF4CL,0xE2C9L,65532UL,0x325FL,0x4C6AL},{0xAB79L,0x325FL,0x394CL,0x8C29L,65535UL},{0x8C29L,0xE2C9L,0UL,0UL,0xE2C9L},{0x4C6AL,0x394CL,0x5594L,0UL,0xD620L}},{{1UL,0xD620L,0xDD45L,0x8C29L,0x325FL},{65535UL,65532UL,65535UL,0x325FL,0xDF4CL},{1UL,65535UL,0xDF4CL,65535UL,1UL},{0x4C6AL,4UL,0xDF4CL,65535UL,0x394CL}},{{0x8C29L,0xF97BL,65535UL,0x5594L,0xAB79L},{0xAB79L,1UL,0xDD45L,4UL,0x394CL},{0xDF4CL,0x5594L,0x5594L,0xDF4CL,1UL},{0x394CL,0x394CL,0xDF4CL,0x8DFAL,0xF97BL}},{{65532UL,65535UL,0xAB79L,1UL,0xDD45L},{0xDF4CL,0x4C6AL,0x8C29L,0x8DFAL,0x8DFAL},{0x4C6AL,65532UL,0x4C6AL,0xF97BL,0x325FL},{0x4C6AL,0x5594L,1UL,65532UL,0UL}},{{0xDF4CL,0x8C29L,65535UL,0x394CL,0xD620L},{65532UL,0x8DFAL,1UL,0UL,1UL},{0xAB79L,0xAB79L,0x4C6AL,0x5594L,1UL},{0xF97BL,0x325FL,0x8C29L,0xDD45L,0xD620L}},{{1UL,0xDD45L,0xAB79L,65535UL,0UL},{65535UL,0x325FL,0xDF4CL,0xDF4CL,0x325FL},{0xD620L,0xAB79L,0x394CL,0xDF4CL,0x8DFAL},{65535UL,0x8DFAL,4UL,65535UL,0xDD45L}},{{0x5594L,0x8C29L,0UL,0xDD45L,0xF97BL},{65535UL,0x5594L,0xF97BL,0x5594L,65535UL},{0xD620L,65532UL,0xF97BL,0UL,0xAB79L},{65535UL,0x4C6AL,0UL,0x394CL,1UL}}};
            int32_t l_454[3][3] = {{1L,1L,1L},{0xA8CDBFE7L,0xA8CDBFE7L,0xA8CDBFE7L},{1L,1L,1L}};
            uint16_t l_544 = 65535UL;
            int i, j, k;
            if ((l_426[6][2][0] = g_129))
            { /* block id: 164 */
                uint8_t l_453 = 0UL;
                int32_t l_455 = 6L;
                int16_t l_473[5][3][4] = {{{(-10L),(-10L),0xC0A5L,0xF5A0L},{(-7L),0x299FL,0L,0x042AL},{0L,0x042AL,0x922EL,0L}},{{(-10L),0x042AL,0x9020L,0x042AL},{0x042AL,0x299FL,9L,0xF5A0L},{1L,(-10L),0x922EL,9L}},{{(-7L),0xF819L,0x3033L,0x042AL},{(-7L),0x922EL,0x922EL,(-7L)},{1L,0x042AL,9L,0x922EL}},{{0x042AL,0xF819L,0x9020L,0xF5A0L},{(-10L),1L,0x922EL,0xF5A0L},{0L,0xF819L,0L,0x922EL}},{{(-7L),0x042AL,0xC0A5L,(-7L)},{(-10L),0x922EL,9L,0x042AL},{0x922EL,0xF819L,9L,9L}}};
                const uint32_t l_495 = 0xFFC41089L;
                int i, j, k;
                if (((((safe_div_func_uint8_t_u_u((l_377 = (safe_lshift_func_uint8_t_u_u((l_455 = (safe_mul_func_uint8_t_u_u(((safe_unary_minus_func_int16_t_s(p_31)) && (-4L)), ((((((l_454[0][1] = (safe_mul_func_uint8_t_u_u(((safe_add_func_uint8_t_u_u(((((safe_rshift_func_uint8_t_u_s((safe_mod_func_int32_t_s_s(9L, (l_379 = ((safe_div_func_uint32_t_u_u((g_81 |= p_30), ((safe_unary_minus_func_uint64_t_u(l_447)) , (((~g_201) >= ((safe_lshift_func_uint16_t_u_s(((safe_mul_func_uint16_t_u_u(((g_216 = (l_447 || g_151[0][1])) && g_82), l_426[6][2][0])) & p_29), p_31)) , g_151[4][2])) || 0xB3C57C6EB257A66FLL)))) | 0L)))), 6)) >= l_426[6][3][4]) || l_453) & l_453), (-1L))) < l_453), 3L))) ^ g_50) , 0UL) && p_31) && l_447) , g_380)))), l_453))), g_82)) != g_201) >= l_453) && l_377))
                { /* block id: 171 */
                    g_475 = (safe_add_func_int32_t_s_s((g_474 = (safe_div_func_int16_t_s_s(((safe_unary_minus_func_uint32_t_u(p_29)) < ((g_284[2][4][0] = (safe_unary_minus_func_uint32_t_u(((safe_add_func_int32_t_s_s((l_454[0][1] = (0xBFD5L <= (safe_div_func_uint16_t_u_u(((((+(l_388 |= (g_53[7][2] || p_31))) != (safe_mul_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(((l_455 &= (safe_mod_func_uint8_t_u_u(p_29, l_454[0][1]))) & (p_29 < 255UL)), l_473[4][2][2])) >= g_284[1][1][0]), 1L))) , g_207) > 5L), l_426[3][2][0])))), g_284[2][4][0])) ^ g_235[1])))) >= 0xBD96L)), 0x9633L))), g_151[3][0]));
                }
                else
                { /* block id: 178 */
                    if (p_31)
                        goto lbl_476;
                    return p_30;
                }
                for (g_50 = 23; (g_50 > 1); g_50 = safe_sub_func_int64_t_s_s(g_50, 1))
                { /* block id: 184 */
                    uint8_t l_479 = 0x26L;
                    l_479++;
                    l_389 = (((safe_div_func_uint16_t_u_u((l_454[0][1] = (safe_add_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s((g_235[3] == ((safe_sub_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(((g_200 >= (l_492 = 18446744073709551615UL)) ^ g_102), l_447)), (safe_add_func_uint16_t_u_u(l_495, (safe_mul_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(((((l_479 , p_30) , p_31) != l_500) > g_284[2][4][0]), l_500)), p_31)))))) & 0x33A0C3D2L)), 1)), l_426[7][3][3]))), g_235[3])) < l_479) , g_129);
                }
                --g_501;
            }
            else
            { /* block id: 191 */
                uint8_t l_525 = 1UL;
                if (g_129)
                    goto lbl_504;
                for (l_376 = 21; (l_376 >= 16); --l_376)
                { /* block id: 195 */
                    l_388 = g_81;
                    return p_29;
                }
                for (l_375 = 0; (l_375 < 34); ++l_375)
                { /* block id: 201 */
                    int8_t l_509 = 1L;
                    int32_t l_522 = 0x44EE7446L;
                    int32_t l_523 = 0x75C9F7CAL;
                    int16_t l_524 = 0x8F09L;
                    l_454[0][1] ^= (l_509 &= 5L);
                    l_376 = (((!g_82) || (safe_sub_func_int64_t_s_s(((safe_add_func_uint16_t_u_u(g_380, ((safe_sub_func_uint16_t_u_u(l_426[3][0][2], (-1L))) , (safe_div_func_uint32_t_u_u((p_29 > 0xBE6CL), (safe_rshift_func_uint8_t_u_s((0xF9L | l_375), 1))))))) || p_30), l_454[0][2]))) & p_29);
                    --l_525;
                    g_521[0][0][1] = p_30;
                }
            }
            l_379 = (safe_mod_func_int16_t_s_s((safe_add_func_uint16_t_u_u((((l_492 = 255UL) <= ((safe_lshift_func_uint16_t_u_s(((safe_lshift_func_uint16_t_u_u((g_284[0][2][0] |= ((safe_rshift_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_u(g_380, ((g_501 = (safe_rshift_func_uint8_t_u_u((l_389 = ((g_296 = (safe_lshift_func_uint16_t_u_u(1UL, 9))) & (((l_544 = (-1L)) == p_31) , (g_207 < (g_216 , p_31))))), l_447))) >= g_82))) >= g_129), 3)) && l_500)), p_30)) == p_31), 8)) , p_29)) || (-6L)), l_378)), g_273[5][2][0]));
        }
        else
        { /* block id: 216 */
            int16_t l_555 = 0xC544L;
            l_388 = ((safe_div_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u((~g_102), (g_82 , 0x8DL))) , (g_521[0][1][1] | ((+(((l_379 = 0x2F76AECB31FE9B51LL) == (l_389 >= (l_492 = (safe_sub_func_uint32_t_u_u((safe_div_func_int16_t_s_s(((l_377 = p_29) || 0L), p_29)), 0x9BAD20F2L))))) && g_273[4][1][1])) , l_555))), 0x4CL)) && 1UL);
            if (g_151[3][0])
                continue;
        }
        for (l_388 = 0; (l_388 > 5); ++l_388)
        { /* block id: 225 */
            uint64_t l_558 = 0xFF2BE411DA37E573LL;
            l_492 = (g_474 | p_30);
            --l_558;
            for (p_31 = 0; p_31 < 6; p_31 += 1)
            {
                for (l_447 = 0; l_447 < 3; l_447 += 1)
                {
                    for (g_207 = 0; g_207 < 5; g_207 += 1)
                    {
                        g_273[p_31][l_447][g_207] = 7L;
                    }
                }
            }
        }
        for (l_388 = 0; (l_388 != (-5)); l_388 = safe_sub_func_int64_t_s_s(l_388, 5))
        { /* block id: 232 */
            uint64_t l_573[7][8] = {{1UL,0xFD655FF68BFCF804LL,1UL,0xA950F61D7CB71112LL,1UL,0xFD655FF68BFCF804LL,1UL,18446744073709551615UL},{0x3C9B9288B7988247LL,18446744073709551615UL,1UL,18446744073709551615UL,0UL,18446744073709551615UL,1UL,18446744073709551615UL},{1UL,18446744073709551611UL,0x7D3ECF2B62E5C45DLL,0xA950F61D7CB71112LL,0UL,18446744073709551615UL,0UL,0xA950F61D7CB71112LL},{0x3C9B9288B7988247LL,18446744073709551611UL,0x3C9B9288B7988247LL,18446744073709551615UL,1UL,18446744073709551615UL,0UL,18446744073709551615UL},{1UL,18446744073709551615UL,0x7D3ECF2B62E5C45DLL,18446744073709551615UL,1UL,0xFD655FF68BFCF804LL,0x3C9B9288B7988247LL,18446744073709551611UL},{1UL,18446744073709551615UL,0x3C9B9288B7988247LL,18446744073709551611UL,0x3C9B9288B7988247LL,18446744073709551615UL,1UL,18446744073709551615UL},{0x7D3ECF2B62E5C45DLL,18446744073709551615UL,0x3C9B9288B7988247LL,0xA950F61D7CB71112LL,1UL,0xA950F61D7CB71112LL,0x3C9B9288B7988247LL,18446744073709551615UL}};
            int32_t l_594 = 4L;
            int32_t l_630[7][6] = {{1L,(-5L),0x5A64EAB4L,(-5L),1L,0x195AE03AL},{(-5L),1L,0x195AE03AL,0x195AE03AL,1L,(-5L)},{0xFD926561L,(-5L),1L,1L,1L,(-5L)},{1L,0xFD926561L,0x195AE03AL,0x5A64EAB4L,0x5A64EAB4L,0x195AE03AL},{1L,1L,0x5A64EAB4L,1L,0L,1L},{0xFD926561L,1L,0xFD926561L,0x195AE03AL,0x5A64EAB4L,0x5A64EAB4L},{(-5L),0xFD926561L,0xFD926561L,(-5L),1L,1L}};
            int64_t l_664 = 0x104B6E8DEEFE1C44LL;
            int32_t l_672 = 0x5A80E56BL;
            int32_t l_673 = 1L;
            int32_t l_675 = 0L;
            int32_t l_678 = 0x744A7892L;
            int32_t l_681[4];
            uint64_t l_695 = 0xC1C2BC09786FF178LL;
            int8_t l_754 = 1L;
            int i, j;
            for (i = 0; i < 4; i++)
                l_681[i] = 0xF96F58B7L;
            if (((1UL < (safe_mod_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((safe_mod_func_int32_t_s_s(((safe_lshift_func_uint8_t_u_u(((safe_unary_minus_func_uint16_t_u(((((l_572 || l_573[5][7]) && 0x909AFDC0L) <= ((safe_mod_func_int16_t_s_s(((safe_rshift_func_int8_t_s_u((safe_rshift_func_uint16_t_u_u(l_492, (safe_lshift_func_uint16_t_u_s((~((safe_lshift_func_uint16_t_u_u((p_31 ^= (~(safe_mul_func_int16_t_s_s(l_588, (!(safe_sub_func_uint16_t_u_u((safe_div_func_uint32_t_u_u(0x13B93577L, p_30)), g_95))))))), 0)) & l_594)), 7)))), l_379)) , l_594), 7UL)) | p_30)) < g_296))) ^ l_389), p_30)) != g_201), p_30)), 1L)), p_30))) <= p_30))
            { /* block id: 234 */
                uint64_t l_606 = 2UL;
                int16_t l_625 = (-4L);
                for (l_500 = 0; (l_500 <= 3); l_500 += 1)
                { /* block id: 237 */
                    return p_30;
                }
                l_387 |= ((safe_add_func_int16_t_s_s(p_30, (safe_add_func_int32_t_s_s((safe_div_func_int32_t_s_s((((((safe_lshift_func_uint16_t_u_s((p_31 ^= (((safe_mod_func_uint32_t_u_u((((l_378 <= (((~1UL) & (l_573[2][5] , l_606)) ^ (g_380 = g_103[1]))) != (safe_mul_func_int8_t_s_s((0xDA8C79D1L == p_30), l_606))) ^ p_29), g_273[0][0][3])) != 0x297B814044BAC612LL) > g_207)), l_594)) != g_53[1][2]) && (-1L)) , 1UL) | l_606), g_216)), l_492)))) > l_492);
                l_492 = g_207;
                l_594 = ((safe_mul_func_uint8_t_u_u((--g_53[6][0]), ((safe_lshift_func_int8_t_s_u((safe_sub_func_int64_t_s_s(((l_606 <= (safe_lshift_func_int16_t_s_u((g_380 |= ((((((safe_rshift_func_uint16_t_u_s((safe_mul_func_int16_t_s_s(0xBFF0L, (g_235[3] &= (((((safe_lshift_func_int8_t_s_u((l_625 != (l_387 = (0x59L != (safe_add_func_int64_t_s_s((0xA9L < ((((safe_add_func_uint16_t_u_u(g_103[0], (-3L))) < 1UL) == g_296) == 65533UL)), p_29))))), l_606)) < g_273[4][0][3]) & g_521[0][1][1]) && p_31) >= p_29)))), 12)) || l_500) ^ p_30) < g_129) != l_594) | l_377)), 13))) < 0x2DB6L), l_625)), l_630[1][4])) > p_31))) <= 0x710F1840A26A2D9BLL);
            }
            else
            { /* block id: 249 */
                uint32_t l_634 = 0UL;
                l_377 = ((p_31 = ((((0x6BD12272L != (!((g_380 = (safe_add_func_uint8_t_u_u((l_594 &= g_474), l_634))) < ((safe_sub_func_uint8_t_u_u((((+(g_50 ^ g_81)) , p_30) , ((g_235[3] &= (safe_add_func_int32_t_s_s((((safe_rshift_func_int16_t_s_u(g_284[2][4][0], l_630[2][4])) || 4294967295UL) & g_216), p_30))) ^ l_573[0][7])), 0xE9L)) , l_634)))) , p_31) ^ p_29) , 65535UL)) && 65535UL);
                if (g_200)
                    continue;
                g_521[0][1][1] = g_521[1][0][3];
            }
            for (l_572 = 0; (l_572 <= 2); l_572 += 1)
            { /* block id: 260 */
                uint32_t l_666 = 4294967287UL;
                int32_t l_670 = (-1L);
                int32_t l_671 = (-3L);
                int32_t l_680[8] = {9L,0x3F0FBA28L,9L,9L,0x3F0FBA28L,9L,9L,0x3F0FBA28L};
                int32_t l_684 = 0x6D0F3252L;
                int i, j, k;
                for (l_447 = 0; (l_447 <= 2); l_447 += 1)
                { /* block id: 263 */
                    int32_t l_665 = (-1L);
                    int32_t l_667 = 0xD2CE0BC2L;
                    int32_t l_669 = 0x89C0B835L;
                    int16_t l_674 = 0xC5FDL;
                    int32_t l_676 = 0x7904E687L;
                    int32_t l_677 = 0x47A8F067L;
                    int32_t l_682 = 0xBB6B6B7AL;
                    int32_t l_683 = 0x4F56EBE9L;
                    int32_t l_685 = 0x162286FCL;
                    int32_t l_687 = 0xDE0E0DECL;
                    int32_t l_688 = 0x66A9AB62L;
                    int32_t l_690 = (-1L);
                    int32_t l_691 = 0L;
                    int32_t l_692 = (-1L);
                    int i, j, k;
                    l_666 = (safe_add_func_uint8_t_u_u((l_665 = (l_594 = (+(safe_mod_func_int8_t_s_s(((safe_div_func_uint64_t_u_u((g_273[(l_572 + 2)][l_572][(l_447 + 2)] == ((g_53[(l_572 + 1)][l_447] , (((safe_rshift_func_int8_t_s_u(((safe_rshift_func_int16_t_s_u((safe_div_func_int16_t_s_s((((safe_add_func_uint8_t_u_u(g_207, (p_31 >= (0x8EL | (+(safe_lshift_func_int16_t_s_u(0x3CB1L, ((g_103[l_447] = ((safe_lshift_func_int16_t_s_u(((safe_sub_func_int32_t_s_s(p_30, l_376)) <= g_521[0][1][1]), 10)) && g_200)) && p_31)))))))) & g_53[(l_572 + 1)][l_447]) , 0x4E4FL), p_30)), 4)) >= l_664), g_53[(l_572 + 1)][l_447])) & g_501) == p_29)) == 0x13A9A04E8F80D4D5LL)), 0xEFAFF262AF4A6B6ELL)) & g_82), g_521[1][2][3]))))), 0x45L));
                    if (g_207)
                        continue;
                    l_695++;
                    g_521[0][1][1] = (g_53[1][1] || ((~(((safe_sub_func_uint8_t_u_u(g_273[0][0][1], g_273[4][0][3])) , (0xFA0C794C4F24BA6ELL | ((l_676 |= (safe_add_func_int64_t_s_s((safe_mul_func_uint8_t_u_u((l_671 = 0x6EL), (safe_mod_func_int32_t_s_s(((l_687 |= (safe_add_func_uint64_t_u_u(p_31, (++g_207)))) <= (((safe_mul_func_uint8_t_u_u((1L > p_31), p_31)) , p_30) || p_29)), p_31)))), p_30))) || l_666))) , g_474)) ^ p_30));
                }
                l_379 = (3UL <= 5UL);
                g_521[0][1][1] = (g_273[(l_572 + 2)][l_572][(l_572 + 2)] != (5L != (((safe_rshift_func_int8_t_s_u((safe_lshift_func_uint16_t_u_s(p_31, 4)), (safe_div_func_int32_t_s_s((3UL <= (!g_84)), (safe_div_func_int64_t_s_s(l_573[2][3], g_273[0][1][4])))))) | p_31) > 0xD1A3BB57DC77BE75LL)));
            }
            l_755 = (safe_add_func_uint32_t_u_u((safe_div_func_int8_t_s_s((-1L), (safe_rshift_func_int8_t_s_u((safe_lshift_func_int8_t_s_s((safe_div_func_int8_t_s_s((-10L), p_31)), (l_754 = ((((safe_add_func_int16_t_s_s((safe_div_func_int8_t_s_s((~((((((p_31 == ((safe_div_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s(((0UL < ((safe_sub_func_uint64_t_u_u((((safe_rshift_func_uint8_t_u_s((safe_mul_func_int16_t_s_s(((safe_rshift_func_uint8_t_u_s(((0x74E13E3DL ^ (--g_95)) > (!0UL)), l_681[1])) , 0x95A0L), g_273[5][0][1])), 4)) && p_30) > 8UL), l_695)) == g_84)) | 0x0D73L), g_474)), p_30)) == l_573[2][3])) >= p_30) , l_492) && l_668[2]) || l_679[0]) <= 0x8A8E9C192EBC3FCALL)), 0xFAL)), 0x418AL)) != 0L) , l_678) && g_151[3][4])))), g_475)))), g_102));
            l_689 = (g_273[4][0][3] || p_29);
        }
    }
    return p_30;
}


/* ------------------------------------------ */
/* 
 * reads : g_53 g_50 g_11 g_84 g_82 g_81 g_95 g_102 g_103 g_129 g_151 g_200 g_216 g_235 g_207 g_201 g_273 g_284
 * writes: g_53 g_81 g_84 g_82 g_95 g_102 g_103 g_129 g_200 g_201 g_207 g_235 g_216 g_273 g_284 g_296
 */
static uint32_t  func_32(uint64_t  p_33, int64_t  p_34)
{ /* block id: 4 */
    int32_t l_65 = (-7L);
    int32_t l_72 = 0xD172E30EL;
    const int32_t l_73 = 0xC327405EL;
    uint8_t l_74 = 0x96L;
    int32_t l_77 = 0L;
    int32_t l_78 = 0xBBC76156L;
    int32_t l_156 = (-10L);
    int32_t l_234[3][2][3] = {{{0x45C12D51L,0xF8B52B2AL,0xF6394958L},{(-1L),0xF8B52B2AL,(-1L)}},{{5L,0x45C12D51L,0xF6394958L},{5L,5L,0x45C12D51L}},{{(-1L),0x45C12D51L,0x45C12D51L},{0x45C12D51L,0xF8B52B2AL,0xF6394958L}}};
    uint8_t l_353[4];
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_353[i] = 0x4EL;
    ++g_53[1][1];
    for (p_33 = 17; (p_33 <= 51); p_33 = safe_add_func_uint64_t_u_u(p_33, 9))
    { /* block id: 8 */
        int32_t l_64 = (-1L);
        int32_t l_75 = (-5L);
        int64_t l_76 = 0x659E0EA8EDF97EF3LL;
        int32_t l_112 = (-5L);
        int32_t l_114 = 0x8A910FBCL;
        uint32_t l_231 = 0x9FC36FDEL;
        const uint8_t l_232 = 0x29L;
        l_77 &= (safe_lshift_func_uint8_t_u_s((safe_mul_func_uint16_t_u_u(((((l_75 |= (safe_rshift_func_int16_t_s_s((((l_65 &= l_64) > (l_74 ^= ((0x03L && ((safe_mod_func_uint64_t_u_u((l_64 <= (0x443CL <= p_34)), (safe_mod_func_int32_t_s_s((safe_rshift_func_int8_t_s_u(((l_72 = g_50) == ((((g_53[7][2] , p_34) <= 6UL) >= 0xCA0702DDL) , l_73)), g_53[2][2])), l_64)))) , l_64)) | 0xACL))) && p_33), l_64))) != l_76) > g_50) ^ 0x3421L), 0x2FB8L)), 3));
        if (((g_81 = (((g_11 || ((l_78 = (l_77 = ((l_72 = (0x886A6088L & (-1L))) & (0x499BL == 0x3608L)))) && (safe_mul_func_int16_t_s_s(0x0E03L, g_11)))) & p_33) & 6L)) , l_74))
        { /* block id: 18 */
            int64_t l_83[6];
            int i;
            for (i = 0; i < 6; i++)
                l_83[i] = 0xB85967819277EF9BLL;
            if (p_33)
                break;
            g_84++;
        }
        else
        { /* block id: 21 */
            uint32_t l_89[4][3][7] = {{{4294967294UL,4294967295UL,0UL,0xDADEE2DEL,4294967295UL,0x4E302138L,3UL},{1UL,4294967295UL,0x45565C69L,0x331764C7L,4294967290UL,4294967288UL,3UL},{4294967294UL,4294967288UL,4294967295UL,0xB44A6599L,4294967290UL,0x4E302138L,1UL}},{{0xEFA9ADBFL,1UL,4294967295UL,0x331764C7L,4294967295UL,1UL,0xEFA9ADBFL},{0xEFA9ADBFL,4294967288UL,0x45565C69L,0xDADEE2DEL,0UL,1UL,1UL},{4294967294UL,4294967295UL,0UL,0xDADEE2DEL,4294967295UL,0x4E302138L,3UL}},{{1UL,4294967295UL,0x45565C69L,0x331764C7L,4294967290UL,4294967288UL,3UL},{4294967294UL,4294967288UL,4294967295UL,0xB44A6599L,4294967290UL,0x4E302138L,1UL},{0xEFA9ADBFL,1UL,4294967295UL,0x331764C7L,4294967295UL,1UL,0xEFA9ADBFL}},{{0xEFA9ADBFL,4294967288UL,0x45565C69L,0xDADEE2DEL,0UL,1UL,1UL},{4294967294UL,4294967295UL,0UL,0xDADEE2DEL,4294967295UL,0x4E302138L,3UL},{1UL,4294967295UL,0x45565C69L,0x331764C7L,4294967290UL,4294967288UL,3UL}}};
            int32_t l_92 = 0xE8EBF9D6L;
            uint8_t l_137 = 252UL;
            int8_t l_157 = 1L;
            int8_t l_233 = 0L;
            int i, j, k;
            if (((safe_mod_func_uint64_t_u_u((l_89[2][1][4] < 0x2A621C2DL), ((g_82 = ((l_92 = (safe_mul_func_int8_t_s_s(((l_75 ^= (-7L)) && l_89[3][0][2]), l_65))) || ((((p_34 < (safe_mod_func_uint16_t_u_u((((g_50 == g_53[3][0]) > g_82) >= (-9L)), p_33))) , l_78) | g_81) ^ p_33))) , p_34))) ^ 0x67L))
            { /* block id: 25 */
                g_95 = p_34;
                for (l_76 = 5; (l_76 >= 2); l_76--)
                { /* block id: 29 */
                    uint8_t l_98 = 0UL;
                    int32_t l_101[4][6] = {{0L,(-1L),0L,(-1L),0L,(-1L)},{0x4066B756L,(-1L),0x4066B756L,(-1L),0x4066B756L,(-1L)},{0L,(-1L),0L,(-1L),0L,(-1L)},{0x4066B756L,(-1L),0x4066B756L,(-1L),0x4066B756L,(-1L)}};
                    int i, j;
                    l_98++;
                    l_77 = g_95;
                    g_102 ^= (l_101[3][0] = p_33);
                }
                g_103[1] = 0x1517482CL;
            }
            else
            { /* block id: 36 */
                uint8_t l_113 = 0x2AL;
                uint32_t l_115 = 0xFB358544L;
                l_114 = (((((l_75 , (((safe_div_func_int16_t_s_s(((((l_113 = (((l_72 = (l_89[2][1][4] | g_103[1])) > (((safe_rshift_func_int8_t_s_s(0xACL, (l_89[2][2][3] , (l_112 = (safe_add_func_int64_t_s_s((l_75 = ((-4L) | 1UL)), 0L)))))) != l_74) >= g_84)) == p_34)) ^ 0xA2C71B4AL) , 18446744073709551615UL) < g_53[1][1]), 0x719BL)) , g_11) != g_11)) , l_64) <= 0x83D34BCDL) >= l_73) == 0x58BA9B0DE559458BLL);
                g_129 |= (l_115 < (safe_mod_func_uint32_t_u_u(((safe_unary_minus_func_int16_t_s((safe_lshift_func_uint8_t_u_u((p_34 >= g_103[3]), (safe_add_func_int16_t_s_s(p_33, (((safe_rshift_func_int16_t_s_s(((safe_add_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_u(l_75, p_34)) & p_34), l_115)) & p_34), g_50)) != 0x41DA8E33F4106BCBLL) < g_103[1]))))))) > 0xC716L), g_103[1])));
            }
            for (l_76 = 0; (l_76 == (-3)); l_76 = safe_sub_func_int8_t_s_s(l_76, 5))
            { /* block id: 46 */
                uint16_t l_174 = 0xB128L;
                uint32_t l_185 = 4294967295UL;
                int32_t l_187 = (-1L);
                l_157 = (((l_92 = ((safe_lshift_func_uint16_t_u_s((safe_unary_minus_func_uint16_t_u(((((l_64 == p_33) , ((safe_rshift_func_int8_t_s_u((l_137 & (((((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s(((safe_div_func_uint64_t_u_u((safe_unary_minus_func_int64_t_s(((safe_lshift_func_int16_t_s_u(((safe_mod_func_uint32_t_u_u(((((safe_div_func_uint8_t_u_u(g_102, p_33)) , (g_151[3][0] ^ (((safe_div_func_int64_t_s_s((safe_rshift_func_uint8_t_u_s(l_76, g_103[1])), g_103[1])) ^ g_95) != g_103[1]))) >= 3UL) == 0x3A5A0644L), 0x86FE3A84L)) == (-3L)), p_34)) == p_34))), p_34)) < g_129), g_103[1])), g_151[3][0])) , 0xBBL) > g_151[3][0]) , 4UL) && 65529UL)), g_11)) && p_34)) , l_156) <= l_75))), g_95)) != p_34)) , g_102) == g_102);
                for (l_137 = 0; (l_137 != 14); l_137 = safe_add_func_int64_t_s_s(l_137, 7))
                { /* block id: 51 */
                    int16_t l_186 = 0x87C0L;
                    l_187 ^= ((safe_sub_func_uint32_t_u_u(0x6B5B5DF6L, (l_78 &= (safe_rshift_func_uint8_t_u_s((safe_mul_func_uint16_t_u_u((safe_add_func_int64_t_s_s((safe_add_func_int32_t_s_s((((safe_sub_func_int32_t_s_s(((-1L) != ((safe_rshift_func_uint8_t_u_u(0xCAL, 0)) && (l_174 = g_151[3][0]))), (safe_lshift_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(((0UL && l_64) != (safe_sub_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_u((safe_add_func_uint32_t_u_u(l_185, l_185)), g_81)) == g_102), g_50))), g_11)), l_186)))) || 0xDF03L) , 0L), l_89[2][1][4])), 0UL)), l_74)), l_77))))) , p_34);
                    l_92 ^= (safe_mul_func_uint8_t_u_u(((safe_rshift_func_int8_t_s_u(0xDAL, ((l_77 = ((safe_div_func_uint8_t_u_u(0UL, g_53[1][1])) < (g_81 == l_157))) != ((safe_rshift_func_int16_t_s_s(l_89[0][1][1], (safe_mod_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u((g_200 |= (l_187 || 0xEA45A36F1CD0BF8ELL)), 1)), 6L)))) < g_81)))) < l_174), l_89[2][1][4]));
                    g_201 = p_34;
                }
                l_75 = l_112;
            }
            if (g_11)
            { /* block id: 62 */
                for (l_157 = 15; (l_157 <= 4); --l_157)
                { /* block id: 65 */
                    uint64_t l_204 = 0x5E673EBCEBBACF0BLL;
                    ++l_204;
                }
                g_207 = g_82;
            }
            else
            { /* block id: 69 */
                l_77 = (safe_sub_func_uint16_t_u_u(p_33, (l_233 ^= ((((!(!((0x8A95B55BL == (l_72 &= (safe_sub_func_int8_t_s_s((((safe_add_func_uint64_t_u_u(g_216, (safe_lshift_func_uint8_t_u_s(((safe_mod_func_uint32_t_u_u((safe_mul_func_int16_t_s_s((safe_add_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s(p_33, 10)), ((safe_mul_func_int8_t_s_s(0xD9L, (((((((safe_mod_func_uint8_t_u_u(g_50, ((0x4C26L && l_231) || 0xB775EADAE2510918LL))) & l_73) < 3L) , l_232) && p_33) , g_129) < 0x9B73L))) < 0x3EADD13DL))), 1L)), l_92)) & 1L), g_103[1])))) , l_89[2][1][4]) < 0UL), 0x7BL)))) >= p_34))) != 7UL) != 0xE1E6L) ^ p_34))));
                if (l_234[0][1][0])
                { /* block id: 73 */
                    g_235[3]++;
                }
                else
                { /* block id: 75 */
                    int8_t l_238[7] = {1L,0x80L,0x80L,1L,0x80L,0x80L,1L};
                    int i;
                    return l_238[4];
                }
                for (l_75 = 20; (l_75 <= (-4)); l_75 = safe_sub_func_uint16_t_u_u(l_75, 4))
                { /* block id: 80 */
                    l_92 = ((safe_mod_func_int32_t_s_s(l_112, p_33)) & (-10L));
                }
            }
        }
    }
    for (g_207 = 0; (g_207 <= 5); g_207 += 1)
    { /* block id: 88 */
        int8_t l_264 = 0x08L;
        int32_t l_265 = 0x78279056L;
        uint8_t l_311 = 255UL;
        for (g_216 = 0; (g_216 <= 5); g_216 += 1)
        { /* block id: 91 */
            int32_t l_256 = 4L;
            int32_t l_257[8][2][1] = {{{0x00375982L},{0x63B7CE20L}},{{0x63B7CE20L},{0x00375982L}},{{0x63B7CE20L},{0x63B7CE20L}},{{0x00375982L},{0x63B7CE20L}},{{0x63B7CE20L},{0x00375982L}},{{0x63B7CE20L},{0x63B7CE20L}},{{0x00375982L},{0x63B7CE20L}},{{0x63B7CE20L},{0x00375982L}}};
            int i, j, k;
            l_265 = (((((safe_sub_func_uint16_t_u_u((((g_53[g_207][g_216] , (safe_add_func_int8_t_s_s((((4L & (l_256 = ((safe_mul_func_int8_t_s_s((((((((((safe_rshift_func_uint16_t_u_s(g_235[0], (p_34 | (l_77 = (((l_257[0][0][0] = (((safe_sub_func_int8_t_s_s(((safe_mod_func_uint32_t_u_u((!(g_53[1][1] ^ (g_95++))), (0x179F2A66L | (g_81--)))) >= ((safe_div_func_int32_t_s_s(l_264, (-1L))) != l_257[7][1][0])), 1UL)) && 5UL) || l_264)) , g_201) | p_34))))) != 0L) || p_34) , 0x43L) && 255UL) != p_34) != g_103[1]) , g_53[g_207][g_216]) , 0xD7L), 0x4DL)) <= p_34))) | g_102) <= 65535UL), 0xE3L))) != p_33) >= 0x45L), 1L)) != p_33) >= (-3L)) >= g_235[3]) & 0x2BF8L);
        }
        for (g_82 = 1; (g_82 <= 5); g_82 += 1)
        { /* block id: 101 */
            int32_t l_266 = 0x66B9BC0EL;
            uint64_t l_276 = 0UL;
            for (l_74 = 0; (l_74 <= 5); l_74 += 1)
            { /* block id: 104 */
                int64_t l_289 = (-4L);
                int32_t l_294 = (-6L);
                int32_t l_295 = 0L;
                for (l_72 = 5; (l_72 >= 0); l_72 -= 1)
                { /* block id: 107 */
                    int i, j;
                    l_266 = g_53[l_72][g_82];
                    l_266 = ((((((l_266 , (safe_lshift_func_int16_t_s_s(g_81, (((safe_add_func_int16_t_s_s(g_53[l_72][g_82], p_33)) != 65534UL) >= (g_103[1] = ((safe_mod_func_int8_t_s_s(p_33, l_264)) , (-7L))))))) && 1L) < g_82) && 0x8F71L) > g_201) >= p_33);
                }
                for (l_156 = 1; (l_156 >= 0); l_156 -= 1)
                { /* block id: 114 */
                    g_273[4][0][3] &= l_266;
                    g_296 = (((safe_mul_func_int16_t_s_s((l_276 & (l_295 &= (l_294 &= ((safe_rshift_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u(0xBEB2L, (safe_add_func_int16_t_s_s((+(g_284[2][4][0] = (-1L))), (((safe_mod_func_int32_t_s_s(0x8D0860C5L, p_34)) < ((safe_add_func_uint32_t_u_u((--g_95), l_276)) || (((safe_sub_func_uint32_t_u_u(l_73, p_33)) < p_33) ^ g_53[1][1]))) == 0x5C321AE1D1D076DFLL))))), g_103[1])) < l_289)))), 65535UL)) & g_151[3][3]) >= l_289);
                }
                l_295 &= ((g_103[1] || (((safe_sub_func_uint64_t_u_u(((safe_sub_func_uint32_t_u_u(((((l_265 = ((safe_rshift_func_int8_t_s_u((l_234[0][1][0] , ((safe_sub_func_uint32_t_u_u(p_34, (l_266 ^ ((safe_div_func_uint32_t_u_u(l_289, (safe_add_func_int16_t_s_s(1L, l_266)))) == (-1L))))) && 2L)), g_53[4][2])) , l_74)) && 0xADEDL) == g_273[4][0][3]) ^ g_284[2][1][0]), 0x4AA0D56BL)) < l_311), 0x4E8376652B50C761LL)) >= p_33) == 0xAA598F1EL)) | (-10L));
                l_294 &= (((safe_mul_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u((0L > ((g_235[0] < ((safe_rshift_func_int8_t_s_s(g_81, 7)) , (safe_mul_func_uint16_t_u_u((((safe_mod_func_uint16_t_u_u(((((l_265 ^= ((p_33 > (0x9903L <= ((safe_div_func_int8_t_s_s((l_276 == (+(p_34 = ((safe_add_func_uint16_t_u_u(((safe_sub_func_int32_t_s_s((l_311 ^ 0L), g_273[0][1][0])) & 0xE8A38300L), g_273[4][0][3])) && l_295)))), 0x7BL)) == l_266))) == 0x0FE6L)) , 0x7BL) && p_33) == 0x93E954DD28137182LL), p_33)) | p_33) , 0x9002L), 0L)))) < g_216)), 0x08L)) ^ g_273[4][0][3]), g_102)) < g_95) | l_311);
            }
            if (g_273[4][1][0])
            { /* block id: 128 */
                uint16_t l_332 = 0xFE25L;
                int32_t l_342 = 0xF9C3AB6FL;
                uint16_t l_343 = 0xADB7L;
                int32_t l_346[5][5] = {{0x0A7897F9L,0x0A7897F9L,0x0A7897F9L,0x0A7897F9L,0x0A7897F9L},{(-5L),(-5L),(-5L),(-5L),(-5L)},{0x0A7897F9L,0x0A7897F9L,0x0A7897F9L,0x0A7897F9L,0x0A7897F9L},{(-5L),(-5L),(-5L),(-5L),(-5L)},{0x0A7897F9L,0x0A7897F9L,0x0A7897F9L,0x0A7897F9L,0x0A7897F9L}};
                int32_t l_347 = 0xF1F760C4L;
                int i, j;
                l_265 = (((safe_unary_minus_func_int8_t_s(l_332)) ^ (safe_div_func_int32_t_s_s((+(((((safe_lshift_func_uint8_t_u_s(g_103[3], g_235[3])) & (l_347 = (safe_add_func_uint16_t_u_u((((((safe_rshift_func_uint8_t_u_s(((l_342 = l_276) > (l_343 = l_276)), 2)) & p_33) | ((safe_mul_func_uint16_t_u_u((l_346[0][4] = ((g_50 != p_34) , g_50)), g_81)) || p_34)) && 6L) > p_34), 0x7410L)))) > l_78) | p_33) > l_264)), p_33))) >= p_34);
                l_265 = ((0UL && (~((((g_273[4][0][3] |= l_266) & (0x911E98489BA7C493LL != ((l_342 = (-1L)) < ((safe_add_func_uint16_t_u_u((((safe_rshift_func_int8_t_s_s(g_81, 7)) < l_266) , p_33), 4L)) & l_276)))) ^ 0L) || 0x6C16D6B6F88E9926LL))) & 2L);
            }
            else
            { /* block id: 137 */
                l_265 = l_353[1];
                return g_53[1][1];
            }
        }
    }
    return g_95;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_53[i][j], "g_53[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_102, "g_102", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_103[i], "g_103[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_129, "g_129", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_151[i][j], "g_151[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_200, "g_200", print_hash_value);
    transparent_crc(g_201, "g_201", print_hash_value);
    transparent_crc(g_207, "g_207", print_hash_value);
    transparent_crc(g_216, "g_216", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_235[i], "g_235[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_273[i][j][k], "g_273[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_284[i][j][k], "g_284[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_296, "g_296", print_hash_value);
    transparent_crc(g_380, "g_380", print_hash_value);
    transparent_crc(g_474, "g_474", print_hash_value);
    transparent_crc(g_475, "g_475", print_hash_value);
    transparent_crc(g_501, "g_501", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_521[i][j][k], "g_521[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_799, "g_799", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_815[i][j][k], "g_815[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_834, "g_834", print_hash_value);
    transparent_crc(g_836, "g_836", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_837[i][j][k], "g_837[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_989[i], "g_989[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1101, "g_1101", print_hash_value);
    transparent_crc(g_1146, "g_1146", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_1279[i][j][k], "g_1279[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1294, "g_1294", print_hash_value);
    transparent_crc(g_1403, "g_1403", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1615[i], "g_1615[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_1728[i], "g_1728[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1737, "g_1737", print_hash_value);
    transparent_crc(g_1748, "g_1748", print_hash_value);
    transparent_crc(g_2090, "g_2090", print_hash_value);
    transparent_crc(g_2306, "g_2306", print_hash_value);
    transparent_crc(g_2475, "g_2475", print_hash_value);
    transparent_crc(g_2662, "g_2662", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_2682[i], "g_2682[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2760, "g_2760", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
