// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10006 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10006
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint64_t  f0;
   const int32_t  f1;
   int32_t  f2;
   int32_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0x8901F2C2L;
static uint64_t g_5 = 5UL;
static int32_t g_10 = 0L;
static int16_t g_29 = 0xE8CEL;
static struct S0 g_41 = {0UL,0x28A99612L,0x589AFCA8L,-9L};
static int8_t g_72 = 0x22L;
static int64_t g_76[5] = {(-1L),(-1L),(-1L),(-1L),(-1L)};
static int32_t g_78 = 0xB75AE7BEL;
static uint8_t g_110[7] = {0x57L,0x57L,0x57L,0x57L,0x57L,0x57L,0x57L};
static uint32_t g_133 = 0UL;
static uint32_t g_143 = 0x1F8F6A06L;
static int32_t g_200 = (-1L);
static uint16_t g_202[2] = {0x5BA5L,0x5BA5L};
static uint8_t g_222 = 255UL;
static int16_t g_223 = 3L;
static int32_t g_224 = (-4L);
static int64_t g_226 = 0x18692B30807B0C9ALL;
static int64_t g_227 = (-6L);
static int64_t g_228 = 1L;
static struct S0 g_270[8] = {{0UL,3L,0x4B5F3555L,1L},{0UL,3L,0x4B5F3555L,1L},{0UL,3L,0x4B5F3555L,1L},{0UL,3L,0x4B5F3555L,1L},{0UL,3L,0x4B5F3555L,1L},{0UL,3L,0x4B5F3555L,1L},{0UL,3L,0x4B5F3555L,1L},{0UL,3L,0x4B5F3555L,1L}};
static uint32_t g_368 = 0x485D11C4L;
static uint64_t g_392 = 0UL;
static int32_t g_393[5] = {0xA3583BD0L,0xA3583BD0L,0xA3583BD0L,0xA3583BD0L,0xA3583BD0L};
static uint32_t g_453[4][4][3] = {{{0x7CA9E135L,0x7CA9E135L,0UL},{7UL,0xDE1A630FL,0xCC7CD23BL},{4294967295UL,0UL,0x2ADB5AF5L},{0xDE1A630FL,0xB63C31E3L,0xB63C31E3L}},{{1UL,4294967295UL,0x2ADB5AF5L},{4294967295UL,0x866792CEL,0xCC7CD23BL},{0x11A5822AL,0UL,0x7CA9E135L},{0x4C1674A9L,0x28C9857AL,0x4C1674A9L}},{{0x7CA9E135L,0UL,1UL},{1UL,7UL,0x86505128L},{0x11A5822AL,0UL,1UL},{0UL,0UL,0xB63C31E3L}},{{0x11A5822AL,0x7CA9E135L,0UL},{1UL,0xB63C31E3L,4294967295UL},{0x7CA9E135L,0x7047FC0EL,0x7047FC0EL},{0x4C1674A9L,1UL,4294967295UL}}};
static int64_t g_475 = 0x5EB92D0DE0D3BBBDLL;
static uint32_t g_536 = 0x1250FD14L;
static uint8_t g_645 = 0x4CL;
static int32_t g_731 = 1L;
static uint64_t g_732[1][4] = {{18446744073709551612UL,18446744073709551612UL,18446744073709551612UL,18446744073709551612UL}};
static const int32_t g_780 = 0x8F430446L;
static int32_t g_805 = 1L;
static int16_t g_929 = 0xD636L;
static int64_t g_932 = 0x78194D208ACACA9CLL;
static int32_t g_933[3][2][2] = {{{0L,0L},{0L,0L}},{{0L,0L},{0L,0L}},{{0L,0L},{0L,0L}}};
static int32_t g_1085[6] = {(-5L),(-5L),(-5L),(-5L),(-5L),(-5L)};
static int32_t g_1104 = (-1L);
static uint16_t g_1112[7][8][4] = {{{65535UL,0x50DDL,8UL,1UL},{0UL,8UL,0x6954L,8UL},{1UL,0xDEDDL,0x719DL,1UL},{65527UL,65531UL,0xCACAL,0x6954L},{9UL,0UL,0UL,65535UL},{9UL,5UL,0xCACAL,65535UL},{65527UL,65535UL,0x719DL,0x931EL},{1UL,0x7F3FL,0x6954L,1UL}},{{0UL,0xEFEEL,8UL,65535UL},{65535UL,0x1C22L,9UL,65535UL},{0UL,0xBBADL,65535UL,5UL},{0xE86BL,0x50DDL,65535UL,5UL},{65535UL,0xDEDDL,0x6954L,65535UL},{1UL,65527UL,65535UL,1UL},{1UL,0xEEACL,65535UL,1UL},{9UL,0xBBADL,0xBBADL,9UL}},{{0xEFEEL,5UL,1UL,0xF7A2L},{8UL,0x7C47L,0x719DL,1UL},{1UL,0xDFA2L,1UL,1UL},{0x69E5L,0x7C47L,1UL,0xF7A2L},{65535UL,5UL,65535UL,9UL},{0xF698L,0xBBADL,65529UL,1UL},{0xCACAL,0xEEACL,65535UL,1UL},{0UL,65527UL,1UL,65535UL}},{{5UL,0xDEDDL,0x69E5L,5UL},{1UL,0x50DDL,0xCACAL,5UL},{0xEFEEL,0xBBADL,0x8E62L,65535UL},{65535UL,0x1C22L,1UL,65535UL},{65527UL,0xEFEEL,65535UL,1UL},{5UL,0x7F3FL,5UL,0x931EL},{0x69E5L,65535UL,8UL,65535UL},{0xE86BL,5UL,65529UL,65535UL}},{{0xBBADL,0UL,65529UL,0x6954L},{0xE86BL,65531UL,8UL,1UL},{0x69E5L,0xDEDDL,5UL,8UL},{1UL,65526UL,65535UL,65529UL},{0x9AF7L,0x69E5L,0xF6CFL,1UL},{0UL,0x8ED4L,1UL,0UL},{0xBBADL,65535UL,5UL,0xEEACL},{7UL,0xF698L,1UL,1UL}},{{1UL,65535UL,1UL,65535UL},{0xCACAL,0UL,0x7F3FL,7UL},{5UL,0xEFEEL,0UL,0UL},{0x931EL,0x931EL,0UL,0x1C22L},{0x6954L,0UL,7UL,9UL},{1UL,65526UL,1UL,7UL},{5UL,65526UL,1UL,9UL},{65526UL,0UL,0xF6CFL,0x1C22L}},{{0xBBADL,0x931EL,0UL,0UL},{0x8E62L,0xEFEEL,0x6954L,7UL},{7UL,0UL,65535UL,65535UL},{5UL,65535UL,0x1C22L,1UL},{65535UL,0xF698L,0x7F3FL,0xEEACL},{1UL,65535UL,0UL,0UL},{1UL,0x8ED4L,0x8E62L,1UL},{0x6954L,0x69E5L,65526UL,65529UL}}};
static int32_t g_1330[5][5] = {{0x1A80082BL,0L,0x265F9951L,0L,0x1A80082BL},{0x1A80082BL,0L,0x265F9951L,0L,0x1A80082BL},{0x1A80082BL,0L,0x265F9951L,0L,0x1A80082BL},{0x1A80082BL,0L,0x265F9951L,0L,0x1A80082BL},{0x1A80082BL,0L,0x265F9951L,0L,0x1A80082BL}};
static int8_t g_1400 = 0x10L;
static uint16_t g_1421 = 65535UL;
static uint32_t g_1529 = 0UL;
static int32_t g_1561 = 0x4F8BF185L;
static uint64_t g_1705 = 18446744073709551615UL;
static uint32_t g_1858 = 0x1ECF0558L;
static int32_t g_1915 = 1L;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, const uint8_t  p_16, const int8_t  p_17);
static int32_t  func_20(struct S0  p_21, int32_t  p_22, int64_t  p_23, uint64_t  p_24, uint64_t  p_25);
static struct S0  func_26(const uint32_t  p_27, int16_t  p_28);
static const uint32_t  func_38(struct S0  p_39, int32_t  p_40);
static int16_t  func_52(int64_t  p_53, uint16_t  p_54, int8_t  p_55, int8_t  p_56, const uint64_t  p_57);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_5 g_10 g_29 g_41 g_72 g_78 g_110 g_76 g_143 g_133 g_222 g_227 g_270 g_223 g_202 g_226 g_224 g_228 g_200 g_368 g_392 g_393 g_453 g_475 g_536 g_645 g_731 g_732 g_780 g_929 g_933 g_1112 g_1085 g_932 g_1104 g_1330 g_1421 g_805 g_1529 g_1400 g_1705 g_1561 g_1858 g_1915
 * writes: g_2 g_5 g_10 g_29 g_72 g_41.f2 g_78 g_110 g_41.f0 g_133 g_143 g_76 g_41.f3 g_200 g_202 g_222 g_224 g_227 g_270.f0 g_392 g_393 g_270.f2 g_226 g_368 g_223 g_536 g_270.f3 g_645 g_805 g_731 g_228 g_1085 g_1104 g_732 g_933 g_453 g_1112 g_1400 g_1330 g_929 g_1529 g_475 g_1858 g_932
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_315 = 0x5A876B3CL;
    int32_t l_316 = (-9L);
    int16_t l_1501 = 0x37B6L;
    int32_t l_1541 = 0x166B0D63L;
    int32_t l_1544[7][8] = {{0x5A588236L,(-6L),0L,(-6L),0x5A588236L,6L,(-6L),0x46F9DB5FL},{0L,0x5A588236L,0xC066CACFL,1L,(-6L),0L,0L,(-6L)},{0x7D8172CBL,0xC066CACFL,0xC066CACFL,0x7D8172CBL,6L,0x906C9549L,(-6L),0xC066CACFL},{(-6L),(-6L),0L,0x46F9DB5FL,(-6L),(-4L),(-6L),0x46F9DB5FL},{0x906C9549L,(-6L),0x906C9549L,0xC066CACFL,(-6L),0x906C9549L,6L,0x7D8172CBL},{0x5A588236L,0xC066CACFL,1L,(-6L),0L,0L,(-6L),1L},{0x5A588236L,0x5A588236L,(-4L),0x46F9DB5FL,(-6L),6L,0x5A588236L,(-6L)}};
    int64_t l_1564 = 0x003E909A5538EBCFLL;
    int16_t l_1578 = 0xC37FL;
    int32_t l_1589[1];
    int64_t l_1614 = (-9L);
    uint32_t l_1615[2][6];
    uint32_t l_1754[8] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
    uint32_t l_1816[3];
    uint64_t l_1854 = 0xCC85726E4BCECFBDLL;
    int32_t l_1857[2][3] = {{0x6D99E017L,(-1L),(-1L)},{0x6D99E017L,(-1L),(-1L)}};
    const uint16_t l_1914 = 65527UL;
    int32_t l_1956 = 0xC8CAD26BL;
    int32_t l_1971 = 3L;
    int64_t l_1972 = (-1L);
    const uint8_t l_2000 = 1UL;
    int16_t l_2001 = 0x6572L;
    uint8_t l_2026 = 0UL;
    int i, j;
    for (i = 0; i < 1; i++)
        l_1589[i] = 0L;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
            l_1615[i][j] = 0x010C2413L;
    }
    for (i = 0; i < 3; i++)
        l_1816[i] = 2UL;
lbl_1679:
    for (g_2 = 28; (g_2 != 21); --g_2)
    { /* block id: 3 */
        uint32_t l_31 = 1UL;
        const int32_t l_679 = (-9L);
        int32_t l_1507 = 0L;
        uint64_t l_1537 = 18446744073709551615UL;
        int32_t l_1550 = 0xA2C32DC5L;
        int32_t l_1553 = 0xD15DBAC0L;
        int32_t l_1559[8] = {(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L),(-7L)};
        uint16_t l_1565 = 65528UL;
        uint8_t l_1599 = 0x32L;
        int i;
        ++g_5;
        for (g_5 = 23; (g_5 != 10); --g_5)
        { /* block id: 7 */
            uint16_t l_30 = 0UL;
            uint32_t l_314 = 9UL;
            int32_t l_1478 = 0x9621E304L;
            int32_t l_1518 = 0xC6C42548L;
            int32_t l_1539 = 0xF5E0A7B0L;
            int16_t l_1540 = 0x6DF7L;
            int32_t l_1546 = (-5L);
            int32_t l_1547 = 6L;
            int32_t l_1551 = 6L;
            int32_t l_1554 = 0x1DD78C87L;
            int32_t l_1557 = 3L;
            int32_t l_1558 = (-1L);
            int32_t l_1560[3];
            struct S0 l_1594 = {7UL,1L,0xF58FA359L,-6L};
            int i;
            for (i = 0; i < 3; i++)
                l_1560[i] = 0xB243932BL;
            for (g_10 = (-3); (g_10 <= 29); g_10 = safe_add_func_uint32_t_u_u(g_10, 7))
            { /* block id: 10 */
                int16_t l_678[1];
                int16_t l_1492 = 0x552EL;
                int32_t l_1502 = 0x392BFDDBL;
                int32_t l_1538 = 0x1C7800BEL;
                int32_t l_1549 = (-2L);
                int32_t l_1556 = 0xA59A2700L;
                int32_t l_1563[5] = {0x2C9F2B13L,0x2C9F2B13L,0x2C9F2B13L,0x2C9F2B13L,0x2C9F2B13L};
                int i;
                for (i = 0; i < 1; i++)
                    l_678[i] = 3L;
                l_1478 = func_13(((safe_rshift_func_int8_t_s_s(((9L != (func_20(func_26(g_5, ((g_29 ^= g_2) & (l_31 ^= l_30))), g_270[4].f2, ((safe_sub_func_uint32_t_u_u(((g_270[4].f2 , l_314) < (-10L)), g_228)) , l_315), g_270[4].f2, l_316) , l_31)) ^ 0x0C244A6E816C5560LL), g_228)) || l_31), l_678[0], g_475, l_679);
                for (g_133 = 19; (g_133 > 37); g_133++)
                { /* block id: 558 */
                    if (l_316)
                        break;
                }
                for (g_227 = 26; (g_227 == (-20)); g_227 = safe_sub_func_uint8_t_u_u(g_227, 4))
                { /* block id: 563 */
                    int64_t l_1504 = 0L;
                    int32_t l_1530 = 0xD18331ABL;
                    l_1502 = (safe_unary_minus_func_int16_t_s((safe_lshift_func_uint8_t_u_s(((((safe_div_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u((safe_sub_func_int8_t_s_s(((l_1492 |= l_1478) && (safe_add_func_int64_t_s_s(((g_222 = (0x709AL >= (safe_mul_func_int8_t_s_s(8L, (g_270[4].f0 ^ (-1L)))))) <= ((((safe_mul_func_uint8_t_u_u(0xDEL, 0xB6L)) < 0xFD66BA2FL) == g_805) < l_31)), 7L))), l_1501)), 1UL)), g_732[0][2])) ^ g_732[0][3]) , 0x4F2FFA4DL) < 0xE542BCB3L), g_2))));
                    l_1504 = (g_270[4].f2 = (!l_31));
                    g_200 = ((-6L) < ((safe_add_func_uint8_t_u_u((((l_1530 = (((--g_222) < (safe_add_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_u((l_678[0] && 0UL), ((safe_add_func_uint16_t_u_u((((0xC7323C51L <= (((g_76[3] = ((safe_sub_func_uint16_t_u_u((g_1112[3][2][1]++), ((((g_1529 = (((g_393[0] || (((safe_div_func_uint32_t_u_u((safe_add_func_int8_t_s_s((safe_sub_func_int16_t_s_s(l_1504, ((safe_mul_func_int8_t_s_s((0L == l_314), g_1529)) != 0x17L))), 0x09L)), g_41.f1)) , l_1504) & 0x3541CCACB7CE2E20LL)) <= 0x0A6BL) ^ g_929)) | g_110[5]) & l_1504) , 0x5811L))) ^ l_1492)) <= g_805) != (-7L))) , g_226) || g_228), g_226)) & l_678[0]))), 18446744073709551607UL))) >= l_1507)) & g_780) <= g_731), 0x97L)) <= l_679));
                    g_1085[3] ^= ((((g_368 > (l_678[0] > ((safe_sub_func_uint32_t_u_u(l_315, (((safe_mod_func_uint8_t_u_u(g_1529, (-10L))) > ((((safe_add_func_int16_t_s_s((0L != ((0xAE66L & l_1504) <= l_1504)), g_1112[4][5][1])) && l_1530) == g_223) <= l_1504)) , 7L))) ^ 0xFBF52F3D020D8F84LL))) | l_1537) <= 0xE493CCAAL) , l_315);
                }
                for (l_1492 = 1; (l_1492 >= 0); l_1492 -= 1)
                { /* block id: 579 */
                    int32_t l_1542 = (-7L);
                    int32_t l_1543 = (-4L);
                    int16_t l_1545[6][3][2];
                    int32_t l_1548 = 0xCCCC2034L;
                    int32_t l_1552 = 0L;
                    int32_t l_1555 = 1L;
                    int32_t l_1562 = 8L;
                    int i, j, k;
                    for (i = 0; i < 6; i++)
                    {
                        for (j = 0; j < 3; j++)
                        {
                            for (k = 0; k < 2; k++)
                                l_1545[i][j][k] = 8L;
                        }
                    }
                    g_933[(l_1492 + 1)][l_1492][l_1492] = g_933[l_1492][l_1492][l_1492];
                    --l_1565;
                    g_41.f3 ^= (0xF6L == (((safe_div_func_int64_t_s_s((((1UL == (safe_rshift_func_int16_t_s_s((l_678[0] , (safe_mul_func_uint16_t_u_u(1UL, g_1085[3]))), g_1085[3]))) > (safe_sub_func_uint16_t_u_u(g_224, g_732[0][2]))) && g_41.f1), (-1L))) & 0UL) <= l_1554));
                    g_731 &= ((g_453[3][0][0] ^= (safe_rshift_func_uint16_t_u_u(g_270[4].f3, 5))) , (((g_393[3] || (l_1578 > (g_133 && (safe_mod_func_int8_t_s_s((safe_lshift_func_int16_t_s_u((safe_add_func_uint64_t_u_u((safe_div_func_int32_t_s_s((safe_add_func_uint16_t_u_u(0x83C8L, (0L >= l_1589[0]))), g_110[5])), g_202[0])), l_1542)), 6UL))))) < g_933[0][0][1]) & g_780));
                }
            }
            for (l_1558 = 0; (l_1558 != 22); ++l_1558)
            { /* block id: 589 */
                for (g_227 = 0; g_227 < 2; g_227 += 1)
                {
                    g_202[g_227] = 3UL;
                }
                g_933[0][0][0] = (0xAE1CL || (l_1560[2] &= ((l_1594 , g_41.f3) == 0UL)));
                for (g_78 = 2; (g_78 >= 0); g_78 -= 1)
                { /* block id: 595 */
                    int i;
                    g_41.f2 &= (safe_div_func_int64_t_s_s((safe_rshift_func_int16_t_s_u(l_1560[g_78], 2)), 0x093FB86520F0B49DLL));
                    l_1560[g_78] |= g_227;
                    return g_1112[3][5][0];
                }
                if (g_222)
                    break;
            }
            g_270[4].f2 = (((((g_270[4].f0 ^= ((l_1553 , l_1599) != (((g_41.f0 = g_536) >= (g_392 = (g_732[0][0]++))) , (safe_mod_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u((l_1478 & l_315), (safe_mul_func_int16_t_s_s((((((-4L) & 1UL) == g_228) || g_536) >= (-1L)), g_929)))), 0xB5L))))) , (-1L)) ^ 0xD19CFA87L) | 0x00B423EE01DD6063LL) >= 9L);
        }
    }
    if ((((safe_div_func_int16_t_s_s((safe_rshift_func_int16_t_s_s(((g_202[1] , g_41.f1) | l_316), (g_202[1] ^ ((((safe_lshift_func_uint16_t_u_s((((g_933[2][1][1] || ((((l_1544[5][0] == g_41.f3) ^ g_1085[1]) > l_1541) <= 0x5C754E68211194BELL)) ^ l_1589[0]) , 4UL), 10)) | l_1578) != l_316) == l_1614)))), 0xE1FFL)) < l_1578) > l_1615[1][0]))
    { /* block id: 609 */
        int8_t l_1618 = (-2L);
        int32_t l_1644 = 1L;
        int64_t l_1645 = 0x80929CDE193095DBLL;
        uint32_t l_1653 = 6UL;
        uint32_t l_1698 = 0UL;
        int64_t l_1704 = 0x2780292C86BA5403LL;
        int64_t l_1729 = (-4L);
        int32_t l_1814[5];
        uint32_t l_1834 = 4294967289UL;
        int32_t l_1917 = 0x46530280L;
        uint8_t l_1920[3][4] = {{9UL,9UL,0xC0L,4UL},{0x66L,0x10L,0x66L,0xC0L},{0x66L,0xC0L,0xC0L,0x66L}};
        int8_t l_1962 = 0x1EL;
        int i, j;
        for (i = 0; i < 5; i++)
            l_1814[i] = 0xB6E55657L;
        for (g_226 = (-26); (g_226 > (-24)); ++g_226)
        { /* block id: 612 */
            int64_t l_1643 = 0xD31916B6935919DDLL;
            int64_t l_1646 = 7L;
            int32_t l_1647 = 1L;
            int32_t l_1648 = 8L;
            int32_t l_1649 = 5L;
            uint64_t l_1650 = 4UL;
            const uint32_t l_1706 = 1UL;
            struct S0 l_1715 = {0UL,0xEFE054B4L,0L,0xA822DF9DL};
            if (l_1618)
                break;
            if ((((safe_div_func_int32_t_s_s((((safe_lshift_func_uint8_t_u_s((safe_div_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u((safe_div_func_uint64_t_u_u((g_78 , 0x1F60D83D194F8017LL), (((l_1644 = ((~(safe_div_func_int8_t_s_s((safe_sub_func_int8_t_s_s(0L, (safe_unary_minus_func_int8_t_s(((((((safe_add_func_uint16_t_u_u((l_1589[0] > (safe_mul_func_int16_t_s_s(((((safe_div_func_uint8_t_u_u(g_1529, (((g_732[0][2] <= ((safe_mul_func_int8_t_s_s((g_41.f2 | l_1589[0]), 0L)) <= g_453[1][1][2])) > l_1618) ^ 0x9BCC7161L))) <= l_1643) || g_645) >= l_1618), 0x3DA8L))), 0x307DL)) & 7L) | l_1643) ^ 0x9E345CE9L) ^ 8UL) <= g_1529))))), g_1400))) & g_475)) || l_1618) || g_202[1]))), 5)), l_1645)), g_110[5])) == g_453[1][3][0]) < l_1643), g_41.f3)) < l_1645) < l_1645))
            { /* block id: 615 */
                uint8_t l_1676 = 0UL;
                int32_t l_1677 = 0x34A8DB63L;
                uint32_t l_1678 = 0UL;
                --l_1650;
                if (l_1501)
                    break;
                --l_1653;
                for (g_5 = 0; (g_5 <= 4); g_5 += 1)
                { /* block id: 621 */
                    int i, j;
                    if (g_1330[g_5][g_5])
                        break;
                    g_1330[g_5][g_5] = 1L;
                    l_1647 = (safe_mod_func_int16_t_s_s((safe_div_func_int16_t_s_s((g_223 = g_1330[g_5][g_5]), (safe_mul_func_int8_t_s_s((safe_add_func_uint32_t_u_u((g_368 = (safe_mod_func_uint64_t_u_u(((g_41.f0 = 8UL) >= ((safe_add_func_uint16_t_u_u(((g_222 |= (safe_add_func_int16_t_s_s(l_1653, 65535UL))) == (l_1677 = (+((((!(safe_sub_func_int32_t_s_s(((safe_lshift_func_uint16_t_u_u(((g_453[3][0][2] != ((g_270[4].f1 > (((l_1614 > g_1330[g_5][g_5]) == l_1644) < 1UL)) || l_1676)) >= l_1564), g_270[4].f1)) ^ 3UL), l_1615[1][0]))) >= l_1653) && 0x558DABA3L) , l_1676)))), l_1643)) , g_41.f1)), g_933[2][0][1]))), 0x5F2907B6L)), l_1678)))), 8L));
                    if (g_10)
                        goto lbl_1679;
                }
            }
            else
            { /* block id: 632 */
                const uint32_t l_1689 = 0x16EB2252L;
                for (g_475 = 0; (g_475 >= (-2)); g_475 = safe_sub_func_int8_t_s_s(g_475, 5))
                { /* block id: 635 */
                    uint32_t l_1688 = 4294967295UL;
                    if (g_933[2][0][0])
                        break;
                    g_933[0][1][1] = ((((1UL > l_1647) <= (safe_div_func_int8_t_s_s(((((g_929 = (l_1644 = (l_1645 == 0xFE09L))) ^ g_536) < (((((safe_lshift_func_uint16_t_u_u(0xD9DCL, 4)) > (safe_sub_func_int16_t_s_s(((g_731 < 4294967293UL) < g_41.f3), l_1688))) < l_1688) == 0xFFL) >= l_1689)) > g_227), g_143))) <= l_1614) && g_536);
                    return l_1689;
                }
                l_1647 = (safe_sub_func_uint32_t_u_u(((g_392 == ((safe_mod_func_int64_t_s_s(((l_1648 , ((safe_mod_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u((((l_1698 && (!((0x7B87L & ((g_29 = 0x7B6CL) ^ ((g_1330[3][4] || (safe_rshift_func_int16_t_s_u((((((safe_add_func_uint16_t_u_u(((((((l_1704 = (l_1644 = (((((g_453[3][3][2] && 0x14L) | l_1564) ^ 0L) & 0x19L) < l_315))) != 0L) && g_1400) | l_1689) ^ g_223) != g_202[0]), 0L)) != 1L) & 0x9EABD0A5L) , g_453[1][1][2]) & g_1705), 11))) , (-1L)))) > g_5))) & g_453[3][1][2]) || g_1705), g_732[0][3])), 8L)) , l_1706)) | l_1646), 0xE4564B02B27815EALL)) | g_227)) >= 18446744073709551615UL), l_1646));
                if (((safe_div_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_u((g_1085[1] < (safe_div_func_uint64_t_u_u(g_78, (((g_41 , (safe_mod_func_uint8_t_u_u(0x90L, (l_1715 , g_110[6])))) < l_1689) ^ l_1644)))), 2)) != g_1085[3]), g_453[0][2][0])) >= g_929))
                { /* block id: 646 */
                    uint16_t l_1718 = 6UL;
                    g_1330[2][3] &= (((safe_div_func_uint16_t_u_u(0x7A78L, l_1718)) ^ 65529UL) > (l_1715.f2 &= (safe_mod_func_uint8_t_u_u((g_224 > (((((--g_453[1][1][2]) <= ((l_1615[1][4] < 0x8A88L) , g_270[4].f2)) != g_1529) | 0xE2E36C6DL) ^ g_143)), l_1689))));
                }
                else
                { /* block id: 650 */
                    g_224 = (safe_add_func_int16_t_s_s(((safe_add_func_uint64_t_u_u((((((safe_lshift_func_int8_t_s_s(8L, l_1729)) < (((g_227 = (g_1330[2][1] >= (l_1645 & (l_1645 == (g_1705 | (g_1330[0][2] < g_392)))))) >= g_224) != 0x14D85916L)) | 0UL) >= l_1615[1][4]) > l_1689), g_133)) ^ g_270[4].f3), 65526UL));
                }
                for (g_645 = 28; (g_645 != 8); --g_645)
                { /* block id: 656 */
                    int8_t l_1732[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_1732[i] = 0xC3L;
                    l_1544[5][0] |= (l_1732[2] > g_1085[3]);
                    l_1754[4] = (safe_mul_func_int16_t_s_s(((safe_add_func_uint8_t_u_u(((func_26((safe_add_func_uint16_t_u_u(((safe_mod_func_uint64_t_u_u((safe_add_func_int16_t_s_s(((-1L) || ((g_223 |= (((safe_lshift_func_int8_t_s_s(((l_1732[0] ^ ((safe_add_func_uint32_t_u_u(0xBDDEBE13L, (safe_mul_func_uint8_t_u_u((++g_110[5]), ((safe_unary_minus_func_uint32_t_u(l_1732[0])) != (g_228 != (g_228 && g_1400))))))) , l_1646)) <= l_1689), 4)) != l_1689) >= l_1646)) ^ l_1706)), l_1732[0])), l_1732[2])) || g_270[4].f0), l_1732[2])), l_1689) , g_536) ^ g_270[4].f1), 0x05L)) , 1L), 0x08E2L));
                }
            }
        }
lbl_1973:
        for (l_1618 = (-30); (l_1618 >= 22); l_1618++)
        { /* block id: 666 */
            int8_t l_1772 = 0xF3L;
            int32_t l_1812 = 0L;
            int32_t l_1813 = (-6L);
            struct S0 l_1852 = {0xC4043EB463937AB3LL,0x2F8EFA2FL,0x1B656991L,9L};
            uint64_t l_1943[3][3][4] = {{{0xE15DAC47229C80B0LL,5UL,0x555A7C3783AEBDC4LL,18446744073709551615UL},{0x5E81A581993393ECLL,0x555A7C3783AEBDC4LL,0x555A7C3783AEBDC4LL,0x5E81A581993393ECLL},{0xE15DAC47229C80B0LL,0xA1E82CFBD2F69F6ELL,0UL,18446744073709551614UL}},{{18446744073709551609UL,0x34FC68AF9694DA21LL,18446744073709551614UL,18446744073709551615UL},{18446744073709551614UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0x555A7C3783AEBDC4LL,0x34FC68AF9694DA21LL,5UL,18446744073709551614UL}},{{0UL,0xA1E82CFBD2F69F6ELL,18446744073709551615UL,0x5E81A581993393ECLL},{5UL,0x555A7C3783AEBDC4LL,18446744073709551615UL,18446744073709551615UL},{5UL,5UL,18446744073709551615UL,0xE15DAC47229C80B0LL}}};
            int i, j, k;
            g_200 ^= 0x2FF0E578L;
            if ((safe_add_func_uint16_t_u_u(l_1614, (((safe_mul_func_uint8_t_u_u((safe_add_func_uint32_t_u_u(l_1644, (safe_mul_func_uint16_t_u_u(g_645, (l_1589[0] = ((safe_lshift_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(((g_222 = (g_110[5] ^= l_1618)) , (safe_lshift_func_int16_t_s_u((safe_unary_minus_func_uint8_t_u(g_475)), ((((g_453[2][1][2] ^ 4294967295UL) ^ l_1772) < 0UL) >= g_453[1][1][2])))), l_1729)), g_202[1])) , l_1544[5][0])))))), l_1653)) ^ l_1544[3][3]) , 1L))))
            { /* block id: 671 */
                struct S0 l_1777 = {0x31DAFD11BDFC237DLL,-1L,0xC9FB079BL,-1L};
                l_1544[5][0] = l_1544[5][0];
                if ((safe_add_func_uint32_t_u_u((0L < (l_1544[6][1] = (safe_add_func_int16_t_s_s(((l_1777 , (safe_rshift_func_uint8_t_u_u((l_1653 , (safe_add_func_int32_t_s_s((l_1772 >= ((g_224 = g_222) >= (safe_sub_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s(0x7DL, (((!l_1772) < 0x40D7F50263E5E687LL) != 0UL))) ^ g_1112[3][7][3]), g_202[1])))), l_1772))), 4))) != 0xB7L), g_393[3])))), g_1561)))
                { /* block id: 675 */
                    uint8_t l_1798[2][6];
                    int32_t l_1811 = 0x6706DE53L;
                    int i, j;
                    for (i = 0; i < 2; i++)
                    {
                        for (j = 0; j < 6; j++)
                            l_1798[i][j] = 248UL;
                    }
                    g_1085[3] = (-8L);
                    g_1330[2][1] = (!(safe_lshift_func_uint16_t_u_s(((safe_rshift_func_uint8_t_u_u((safe_add_func_uint64_t_u_u((safe_sub_func_uint8_t_u_u(g_226, (l_1798[0][2]--))), ((((safe_div_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_add_func_uint32_t_u_u(g_227, ((0x27L ^ 0UL) > 9UL))), ((((safe_mod_func_uint8_t_u_u(((0xE0C40DDFL != (safe_add_func_uint32_t_u_u(0x0EEABE75L, g_1330[2][1]))) & 0x2AF5E77C8B4AFF8ELL), l_1704)) < g_41.f2) >= g_133) && 0UL))), 0xB6L)) > g_1104) == g_224) >= g_475))), 0)) == l_1777.f1), l_1811)));
                }
                else
                { /* block id: 679 */
                    int32_t l_1815 = 0x9748E06FL;
                    --l_1816[0];
                    return g_228;
                }
                g_731 |= ((l_1812 = g_732[0][2]) & (safe_mul_func_uint8_t_u_u((~(safe_mod_func_int32_t_s_s((((l_1644 = (safe_mul_func_uint8_t_u_u((safe_add_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s((safe_add_func_uint16_t_u_u(g_29, ((safe_mul_func_uint16_t_u_u(g_2, g_932)) <= g_41.f0))), ((0xF1CB0F6BL != ((g_72 != l_1772) > l_1777.f3)) == 1UL))) , l_1813), l_1754[4])), 0L))) != l_1834) , l_316), g_453[3][0][0]))), 0x63L)));
                g_270[4].f2 = (safe_mul_func_int16_t_s_s((safe_add_func_uint64_t_u_u((0x5DL == (g_1858 &= ((safe_rshift_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((l_1814[1] &= (l_1644 = ((safe_lshift_func_int16_t_s_s((safe_div_func_uint32_t_u_u((l_1812 = (!(((safe_add_func_int64_t_s_s((l_1777.f3 = ((safe_div_func_int16_t_s_s(((((0xFAL >= (l_1852 , (g_72 = ((+(g_10 = (g_72 ^ (l_1854 < ((((0UL != (((((g_1400 = (safe_sub_func_uint64_t_u_u(0x55110F329C5C85B7LL, g_536))) , 0x84L) | 0UL) != 8L) != l_1857[1][1])) != 18446744073709551609UL) ^ l_1777.f2) < 0L))))) | 3L)))) | g_41.f0) , 0x572BL) != g_732[0][2]), g_270[4].f2)) >= g_1112[3][7][3])), g_1085[0])) | 0x55B72E4FB035F630LL) == g_1112[3][7][3]))), g_393[1])), 13)) ^ (-8L)))), l_1541)), 0)) && g_78))), (-4L))), g_202[0]));
            }
            else
            { /* block id: 695 */
                struct S0 l_1876[1] = {{0xE866135047F5B3CFLL,0L,-8L,0x40A845AAL}};
                int32_t l_1916[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_1916[i] = 8L;
                if ((((((g_202[1] = (g_1112[3][7][3] = ((safe_mod_func_uint64_t_u_u((g_392 = (l_1772 <= ((safe_add_func_int16_t_s_s(((3UL > (((safe_sub_func_uint16_t_u_u(((safe_div_func_int8_t_s_s(((((safe_add_func_int16_t_s_s(((g_133 , (((g_41.f0 ^ (g_29 = (safe_mod_func_int16_t_s_s((-1L), (safe_add_func_int64_t_s_s((safe_rshift_func_int16_t_s_s(((safe_unary_minus_func_int16_t_s(0xCCD8L)) > (l_1876[0] , g_1529)), 8)), (-1L))))))) == 2L) , g_41.f1)) == 0x7DB8D87B850F7C59LL), l_1876[0].f1)) || l_1501) , 0xC94DL) && 65528UL), 0xC4L)) , 0x2EDAL), 3UL)) != g_72) > g_392)) , g_732[0][1]), l_1834)) & l_1501))), g_805)) ^ g_143))) , g_5) , g_933[1][1][1]) != 1UL) , g_933[0][1][1]))
                { /* block id: 700 */
                    uint8_t l_1891 = 246UL;
                    int32_t l_1898 = (-9L);
                    uint64_t l_1913[5][1];
                    int32_t l_1918[7] = {1L,1L,1L,1L,1L,1L,1L};
                    int8_t l_1919 = 0x8CL;
                    int i, j;
                    for (i = 0; i < 5; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_1913[i][j] = 0x215E0D75C1533E3DLL;
                    }
                    g_2 = (((safe_rshift_func_int16_t_s_u((safe_add_func_uint32_t_u_u((safe_mod_func_uint16_t_u_u((safe_mod_func_int32_t_s_s((((safe_sub_func_int32_t_s_s((safe_mul_func_int16_t_s_s((l_1852.f3 = (((safe_add_func_uint16_t_u_u((((--l_1891) , (g_222--)) != ((safe_add_func_int32_t_s_s((l_1813 | l_1814[0]), l_1898)) != l_1898)), (safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u(((safe_mul_func_uint16_t_u_u((safe_add_func_int16_t_s_s(7L, (l_1898 < (((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s(((((safe_lshift_func_uint8_t_u_s(0x1BL, 4)) < 0xB36EL) & l_1615[1][4]) <= g_202[0]), g_932)), 0L)) ^ 0x0FL) && 5L)))), g_1112[0][1][2])) , l_1913[1][0]), g_1104)), l_1898)))) | g_392) == g_645)), g_393[3])), 0UL)) <= g_143) && g_475), g_2)), g_223)), g_227)), l_1564)) , l_1914) ^ g_1561);
                    ++l_1920[2][1];
                    l_1876[0].f3 = g_1561;
                    g_270[4].f2 |= (safe_rshift_func_int8_t_s_u((safe_mod_func_int8_t_s_s(((l_1943[1][2][1] = ((safe_mod_func_int16_t_s_s((+(g_270[4].f1 , (safe_add_func_int64_t_s_s(g_202[1], g_368)))), g_202[0])) > ((safe_lshift_func_int8_t_s_u((safe_sub_func_int32_t_s_s((((safe_unary_minus_func_uint8_t_u((((safe_add_func_int32_t_s_s(l_1898, ((safe_div_func_int8_t_s_s((0xBF10L != (safe_rshift_func_uint8_t_u_u(((g_475 || l_1704) > l_1852.f2), 7))), 7UL)) && g_933[0][0][0]))) > (-5L)) ^ l_1852.f0))) <= l_316) <= 18446744073709551610UL), 0xE6B5BEF7L)), l_1876[0].f0)) > g_41.f3))) <= g_224), g_1915)), 0));
                }
                else
                { /* block id: 709 */
                    return g_393[3];
                }
                if (g_72)
                    goto lbl_1973;
                l_1956 |= ((safe_mul_func_int8_t_s_s(l_1589[0], (safe_add_func_uint16_t_u_u((1L == (safe_mod_func_uint8_t_u_u((!g_536), (safe_mul_func_int16_t_s_s((safe_add_func_uint16_t_u_u((!(g_932 ^ l_1916[1])), (g_1112[3][7][3] = (g_929 | 0xF554L)))), 0xFFAAL))))), 0xA795L)))) , g_933[0][1][1]);
            }
            g_1330[2][1] = ((safe_unary_minus_func_uint8_t_u(l_1834)) ^ (safe_add_func_uint8_t_u_u((((((0xF45DL & ((safe_lshift_func_int8_t_s_u((((l_1962 = g_224) != (safe_sub_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u((g_270[4].f3 != (g_932 = 0x89DF016C07F9B2D1LL)), 0)), (safe_mod_func_uint8_t_u_u(l_1920[2][3], (safe_mul_func_uint8_t_u_u((0UL || g_202[1]), l_1852.f1))))))) ^ l_1544[6][2]), l_1971)) , 1L)) ^ g_1104) | 0x7CL) , g_41.f0) >= l_1972), l_1956)));
        }
        l_1971 = g_1561;
    }
    else
    { /* block id: 721 */
        return l_1754[6];
    }
    if (((((safe_unary_minus_func_int64_t_s((safe_lshift_func_uint16_t_u_u(((g_41.f1 & (safe_lshift_func_int8_t_s_u((g_1400 &= (safe_lshift_func_uint16_t_u_u((((l_1956 , (!(safe_rshift_func_uint16_t_u_u(((safe_add_func_int8_t_s_s(0xD5L, ((0x3EB1BB17L > (!(((l_1956 |= (safe_mul_func_int8_t_s_s(g_78, (((safe_sub_func_int8_t_s_s((safe_sub_func_int64_t_s_s(((g_453[2][0][0] = l_1578) , ((safe_add_func_uint16_t_u_u((g_1112[3][7][3] = ((safe_sub_func_int64_t_s_s((!((((safe_rshift_func_uint16_t_u_u(g_475, l_1615[1][0])) && l_1972) && l_316) == l_1578)), g_731)) >= l_315)), g_933[0][1][1])) & 0x6EL)), g_110[3])), g_1330[3][4])) | g_475) | l_2000)))) <= 0xB45C30A0L) & 18446744073709551615UL))) , g_200))) != l_315), l_2001)))) != 65535UL) , l_1754[4]), 8))), g_41.f1))) , g_1112[3][7][3]), 8)))) , g_270[5]) , l_1501) <= l_1754[4]))
    { /* block id: 728 */
        uint16_t l_2004[3][1][3] = {{{0x8A7AL,0x8A7AL,0x8A7AL}},{{0UL,0UL,0UL}},{{0x8A7AL,0x8A7AL,0x8A7AL}}};
        int32_t l_2005 = 0x438105A5L;
        uint64_t l_2006 = 4UL;
        int i, j, k;
        l_1956 = ((l_2006 = (((l_2005 = (safe_rshift_func_uint8_t_u_u(l_2004[2][0][1], (l_1956 == (l_1754[3] != l_2004[2][0][1]))))) == g_393[3]) || l_1972)) | (safe_rshift_func_int16_t_s_u(g_780, 7)));
    }
    else
    { /* block id: 732 */
        uint32_t l_2011[8] = {0x604A74FEL,0x604A74FEL,0x604A74FEL,0x604A74FEL,0x604A74FEL,0x604A74FEL,0x604A74FEL,0x604A74FEL};
        int32_t l_2024 = 5L;
        int16_t l_2025 = 0xA887L;
        int i;
        g_933[0][1][1] = (((l_2025 = ((safe_mod_func_uint16_t_u_u((g_1085[3] >= (l_2011[7] = g_222)), ((l_2024 &= ((g_1400 & g_932) ^ (safe_rshift_func_int8_t_s_u((safe_rshift_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((safe_mod_func_int64_t_s_s((safe_lshift_func_int16_t_s_s((safe_add_func_int64_t_s_s(0xB48AFED825EF5CA7LL, g_453[1][1][2])), 11)), (g_76[3] = (-1L)))), g_110[5])), g_2)), 0)))) & 6L))) | g_223)) , 65527UL) || (-1L));
    }
    ++l_2026;
    return l_1857[1][2];
}


/* ------------------------------------------ */
/* 
 * reads : g_392 g_202 g_200 g_41.f3 g_453 g_143 g_10 g_228 g_78 g_393 g_76 g_270 g_222 g_536 g_41.f2 g_2 g_731 g_732 g_133 g_41.f1 g_224 g_368 g_475 g_72 g_780 g_110 g_29 g_5 g_223 g_645 g_41.f0 g_227 g_929 g_226 g_933 g_1112 g_41 g_1085 g_932 g_1104 g_1330 g_1421 g_805
 * writes: g_392 g_202 g_29 g_78 g_200 g_76 g_41.f2 g_536 g_41.f3 g_270.f0 g_133 g_224 g_72 g_110 g_805 g_270.f2 g_222 g_368 g_227 g_270.f3 g_41.f0 g_731 g_226 g_228 g_1085 g_1104 g_732 g_143 g_645 g_933 g_453 g_1112 g_1400 g_1330 g_929
 */
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, const uint8_t  p_16, const int8_t  p_17)
{ /* block id: 267 */
    int8_t l_690[7][4];
    int8_t l_708 = 0x78L;
    int32_t l_733 = 1L;
    int32_t l_735 = 2L;
    uint64_t l_769 = 0xC75B3C2FCF978A6DLL;
    uint64_t l_857[6];
    int8_t l_915 = 0x41L;
    int32_t l_928 = (-6L);
    int32_t l_930 = 0x49C37259L;
    int32_t l_931 = 0L;
    int32_t l_935 = (-1L);
    int32_t l_937[5][6][8] = {{{0x3358FD0FL,1L,0xDACF64B9L,1L,0x3358FD0FL,0x8E7C4E1EL,0x9A81E139L,0x50E3412AL},{1L,0xB6140867L,(-1L),1L,0xB6140867L,1L,0x0F7ECE5DL,1L},{0x9A81E139L,1L,(-1L),0x9B1A19B1L,1L,0x28AB04EBL,0x9A81E139L,7L},{0xB6140867L,0x3358FD0FL,0xDACF64B9L,0x50E3412AL,0x50E3412AL,0xDACF64B9L,0x3358FD0FL,0xB6140867L},{7L,0x9A81E139L,0x28AB04EBL,1L,0x9B1A19B1L,(-1L),1L,0x9A81E139L},{1L,0x0F7ECE5DL,1L,0xB6140867L,1L,(-1L),0xB6140867L,1L}},{{0x50E3412AL,0x9A81E139L,0x8E7C4E1EL,0x3358FD0FL,1L,0xDACF64B9L,1L,0x3358FD0FL},{1L,0x3358FD0FL,1L,(-6L),(-1L),0x28AB04EBL,1L,(-1L)},{0xD80EB22EL,1L,0x0F7ECE5DL,0xD80EB22EL,(-6L),1L,(-1L),1L},{0xD80EB22EL,0xB6140867L,0xDACF64B9L,(-1L),(-1L),0x8E7C4E1EL,0x9B1A19B1L,0x9B1A19B1L},{1L,1L,1L,1L,1L,1L,0x0F7ECE5DL,(-1L)},{0x50E3412AL,1L,(-6L),0x9A81E139L,1L,0x0F7ECE5DL,0x50E3412AL,7L}},{{1L,(-1L),0xDACF64B9L,0x9A81E139L,0x9B1A19B1L,0xDACF64B9L,0xD80EB22EL,(-1L)},{7L,0x9B1A19B1L,1L,1L,0x50E3412AL,1L,1L,0x9B1A19B1L},{0xB6140867L,0x0F7ECE5DL,7L,(-1L),0xDF060BF4L,(-4L),(-6L),1L},{1L,7L,0x50E3412AL,0x0F7ECE5DL,1L,0x9A81E139L,(-6L),1L},{1L,0x0F7ECE5DL,0L,(-4L),0x28AB04EBL,(-7L),(-7L),0x28AB04EBL},{0x28AB04EBL,(-7L),(-7L),0x28AB04EBL,(-4L),0L,0x0F7ECE5DL,1L}},{{1L,(-6L),0x9A81E139L,1L,0x0F7ECE5DL,0x50E3412AL,7L,1L},{1L,(-6L),(-4L),0xDF060BF4L,(-6L),0L,0xDACF64B9L,1L},{1L,(-7L),0xDF060BF4L,7L,0xDF060BF4L,(-7L),1L,0L},{(-6L),0x0F7ECE5DL,0x9A81E139L,1L,1L,0x9A81E139L,1L,(-1L)},{0L,7L,0xDACF64B9L,0xDF060BF4L,1L,(-4L),(-7L),7L},{(-6L),0xDACF64B9L,1L,(-1L),0xDF060BF4L,0xDF060BF4L,(-1L),1L}},{{1L,1L,0x50E3412AL,1L,(-6L),0x9A81E139L,1L,0x0F7ECE5DL},{1L,1L,0L,(-4L),0x0F7ECE5DL,0xDACF64B9L,(-7L),0x0F7ECE5DL},{1L,(-7L),0x8E7C4E1EL,1L,(-4L),1L,0x28AB04EBL,1L},{0x28AB04EBL,(-1L),0x9A81E139L,(-1L),0x28AB04EBL,0x50E3412AL,1L,7L},{1L,1L,(-8L),0xDF060BF4L,1L,0L,0xDACF64B9L,(-1L)},{1L,(-7L),(-8L),1L,0xDF060BF4L,0x8E7C4E1EL,1L,0L}}};
    struct S0 l_953 = {0x7672C2459C6F439ALL,1L,0x89F60AD9L,1L};
    const int32_t l_1086 = 0xE059F740L;
    const int32_t l_1160 = (-2L);
    uint8_t l_1293 = 0x28L;
    uint32_t l_1296 = 0x0539F75BL;
    int8_t l_1307 = 0xE3L;
    uint32_t l_1403[3][4] = {{18446744073709551608UL,18446744073709551608UL,18446744073709551608UL,18446744073709551608UL},{18446744073709551608UL,0x8440A093L,0x8440A093L,18446744073709551608UL},{0x8440A093L,18446744073709551608UL,0x8440A093L,0x8440A093L}};
    int8_t l_1420 = (-5L);
    uint32_t l_1445 = 4294967293UL;
    int i, j, k;
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
            l_690[i][j] = 6L;
    }
    for (i = 0; i < 6; i++)
        l_857[i] = 0xCEACA67FE2CCA3CCLL;
    for (g_392 = 1; (g_392 <= 4); g_392 += 1)
    { /* block id: 270 */
        uint32_t l_706 = 18446744073709551606UL;
        int32_t l_734[4][6] = {{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}};
        int i, j;
        for (p_14 = 0; (p_14 <= 4); p_14 += 1)
        { /* block id: 273 */
            uint32_t l_689 = 9UL;
            int32_t l_707 = 1L;
            int64_t l_736 = 9L;
            if ((~((g_202[1] = g_202[1]) ^ 0x2026L)))
            { /* block id: 275 */
                int32_t l_681 = 0x8276A4E2L;
                int32_t l_705 = 0x1B2FD699L;
                if ((l_681 < (l_681 | (safe_sub_func_int16_t_s_s(p_17, ((safe_add_func_int16_t_s_s((g_29 = 6L), (((g_200 && (safe_mul_func_int8_t_s_s((!g_41.f3), 0UL))) <= l_689) , l_690[0][3]))) || g_453[1][1][2]))))))
                { /* block id: 277 */
                    return p_16;
                }
                else
                { /* block id: 279 */
                    uint64_t l_700 = 18446744073709551607UL;
                    l_700 = ((safe_sub_func_int16_t_s_s(g_143, p_17)) ^ (safe_mul_func_int8_t_s_s((safe_sub_func_uint32_t_u_u((0x0C8EL & g_10), (((p_17 ^ 0x5FF0L) , ((safe_unary_minus_func_uint64_t_u(((safe_mod_func_int16_t_s_s((((p_16 < 0x2AE8L) > p_16) != 0L), g_228)) || p_14))) , p_16)) | p_14))), 255UL)));
                }
                for (g_78 = 0; (g_78 <= 4); g_78 += 1)
                { /* block id: 284 */
                    int i;
                    g_200 = (g_393[p_14] == 0L);
                    if (g_393[p_14])
                        continue;
                }
                for (g_78 = 4; (g_78 >= 0); g_78 -= 1)
                { /* block id: 290 */
                    uint64_t l_709[5];
                    int i;
                    for (i = 0; i < 5; i++)
                        l_709[i] = 1UL;
                    l_708 = (0x87797C078D39F6E7LL == (g_76[p_14] = ((safe_add_func_int32_t_s_s((l_707 &= (safe_sub_func_uint32_t_u_u((g_76[g_392] <= ((p_16 , g_270[4]) , 0x8A045358L)), ((l_705 = l_690[6][3]) , l_706)))), 0x7DC65B0CL)) == l_690[2][2])));
                    l_709[3] = g_222;
                }
                return l_681;
            }
            else
            { /* block id: 298 */
                uint64_t l_718 = 18446744073709551606UL;
                g_41.f2 = ((p_14 != (p_17 || (((safe_add_func_int16_t_s_s((safe_mod_func_int64_t_s_s((safe_rshift_func_uint8_t_u_s(3UL, 2)), (g_202[0] && p_14))), p_14)) | (safe_add_func_int16_t_s_s((g_202[1] <= 1UL), p_14))) != l_708))) < 9L);
                for (g_536 = 0; (g_536 <= 4); g_536 += 1)
                { /* block id: 302 */
                    l_718--;
                    g_41.f2 &= 0L;
                    if (g_270[4].f1)
                        continue;
                    g_41.f3 ^= p_17;
                }
            }
            l_736 = (((g_270[4].f0 = (safe_div_func_uint64_t_u_u((g_2 >= l_708), (g_270[4] , ((l_735 = (safe_div_func_uint64_t_u_u((((l_707 != ((g_202[0] &= ((safe_mul_func_int8_t_s_s((l_734[1][1] |= (l_733 = ((safe_div_func_int32_t_s_s(l_689, (safe_rshift_func_uint16_t_u_s((g_731 <= l_690[3][1]), p_15)))) || g_732[0][2]))), g_133)) ^ p_17)) , l_706)) || p_14) > p_14), g_10))) | 0x7398AB3DFD3F34B6LL))))) != l_707) ^ p_17);
            l_735 = (l_734[1][1] = l_690[6][3]);
        }
        l_734[1][1] ^= (safe_rshift_func_uint8_t_u_s(p_17, 5));
    }
    l_733 &= ((((safe_rshift_func_uint16_t_u_u((++g_202[0]), ((0x2BBFL <= (safe_add_func_uint64_t_u_u((0xE76D398F1CF0CE16LL >= ((+g_78) <= (safe_mul_func_int16_t_s_s(((safe_mod_func_int8_t_s_s(((((safe_rshift_func_uint8_t_u_u(l_690[0][3], ((safe_add_func_uint8_t_u_u(l_708, ((safe_lshift_func_uint8_t_u_s(g_393[3], (((safe_unary_minus_func_int64_t_s((((l_735 < p_15) || g_41.f1) < 0x8311E614B63D4F16LL))) , p_15) & p_17))) , p_14))) || 0L))) ^ g_224) < 0x203AE953FBF84EA5LL) , 0x5FL), g_368)) >= p_17), 0xC932L)))), 0x39BDEDD99FE79EE4LL))) > 0L))) | 9L) > p_15) != l_708);
    if (((((safe_add_func_uint32_t_u_u(p_15, (((safe_lshift_func_uint16_t_u_u(((((safe_add_func_int16_t_s_s((l_735 = (safe_mul_func_int8_t_s_s(l_733, ((g_41.f2 , (safe_add_func_uint16_t_u_u(g_453[0][0][0], (g_202[1] = ((safe_div_func_int32_t_s_s(l_769, (l_735 , (safe_unary_minus_func_int64_t_s(((g_133++) , (((g_224 = (safe_rshift_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_s(3UL, 3)) == 0x89C5L), p_14))) | p_16) && g_392))))))) && (-1L)))))) || 0xDDL)))), g_475)) != g_41.f1) >= 6UL) >= (-1L)), 11)) != l_708) , p_14))) , (-1L)) ^ l_769) != g_731))
    { /* block id: 326 */
        uint64_t l_779 = 0x7D3EB2F1B417F2FDLL;
        int32_t l_811 = (-10L);
        int8_t l_927[8] = {0x16L,0x16L,0x16L,0x16L,0x16L,0x16L,0x16L,0x16L};
        int32_t l_945 = 0x56A481BDL;
        uint32_t l_947[1];
        int32_t l_998 = 0x9C63C29CL;
        uint64_t l_1106 = 18446744073709551612UL;
        int32_t l_1163 = 0x114BE83AL;
        int32_t l_1164 = 8L;
        int32_t l_1168 = (-1L);
        int32_t l_1169 = (-10L);
        int32_t l_1170 = 0x63C3EC00L;
        int32_t l_1171[2][3] = {{0x820964BBL,0x820964BBL,0x820964BBL},{0L,0L,0L}};
        int32_t l_1186 = (-2L);
        int32_t l_1289 = 1L;
        int16_t l_1423 = 1L;
        int i, j;
        for (i = 0; i < 1; i++)
            l_947[i] = 1UL;
        for (g_72 = 0; (g_72 > (-3)); g_72 = safe_sub_func_uint16_t_u_u(g_72, 1))
        { /* block id: 329 */
            uint64_t l_813 = 4UL;
            int32_t l_814 = 0x53364710L;
            int32_t l_934 = 1L;
            int32_t l_936 = 0x72D260B0L;
            int32_t l_938 = 6L;
            int32_t l_939 = 0x90FE2B21L;
            int32_t l_942 = 0xA720E3B8L;
            int32_t l_946[5][4] = {{0x1E458656L,(-3L),0x1E458656L,0x1E458656L},{(-3L),(-3L),0L,(-3L)},{(-3L),0x1E458656L,0x1E458656L,(-3L)},{0x1E458656L,(-3L),0x1E458656L,0x1E458656L},{(-3L),0x1E458656L,(-3L),0x1E458656L}};
            int i, j;
            if ((((18446744073709551615UL && 0L) ^ l_779) < 0xC5L))
            { /* block id: 330 */
                uint8_t l_812 = 0UL;
                int32_t l_837 = 0L;
                int32_t l_855 = 0xADEC3DEAL;
                int32_t l_856 = 0x801771AAL;
                int16_t l_918 = (-1L);
                int32_t l_940 = 0xF3C51426L;
                int32_t l_941 = 0L;
                int32_t l_943 = 0xE68A2D18L;
                int32_t l_944[8] = {4L,4L,4L,4L,4L,4L,4L,4L};
                int i;
                if (g_780)
                    break;
                g_41.f2 = ((((safe_add_func_int64_t_s_s(p_15, (-2L))) , ((l_814 |= (safe_add_func_int16_t_s_s((safe_add_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(((safe_unary_minus_func_uint64_t_u((safe_lshift_func_uint8_t_u_u((g_110[5]--), 6)))) && (((safe_mul_func_uint16_t_u_u((((safe_div_func_int16_t_s_s(((((~((((((g_393[4] && p_17) , (safe_mod_func_int8_t_s_s(((((safe_mul_func_int8_t_s_s((g_805 = g_453[1][1][2]), (safe_unary_minus_func_int32_t_s((((l_811 ^= (safe_sub_func_int8_t_s_s((g_29 , ((safe_sub_func_uint64_t_u_u((0x8FF3806B20EEF31FLL <= l_733), 18446744073709551608UL)) , p_17)), g_5))) != 9UL) && g_732[0][2]))))) | l_735) , l_812) == 1UL), g_223))) && 0xC1ABL) , 0x7D61L) < 8L) , g_41.f2)) , l_812) ^ p_14) != p_14), 3UL)) ^ g_10) | p_16), l_813)) <= l_812) == (-5L))), 0xD320L)) == p_15), g_732[0][0])), g_368))) && p_14)) < 0x38B4L) , p_15);
                if ((((l_813 | (safe_div_func_int32_t_s_s(g_645, ((safe_lshift_func_int16_t_s_s(l_769, 11)) | (safe_div_func_uint8_t_u_u(((((g_78 & (safe_sub_func_uint8_t_u_u(0x7DL, (safe_sub_func_uint8_t_u_u(((-9L) == (1UL || p_16)), g_110[6]))))) && l_735) && 0xA8L) | 0x5A55L), p_14)))))) & l_812) & 0x71BF60D155E032CDLL))
                { /* block id: 337 */
                    uint32_t l_853 = 0x30EAC612L;
                    int32_t l_854 = (-7L);
                    g_270[4].f2 &= g_393[2];
                    l_857[0] = ((safe_add_func_uint16_t_u_u((l_856 ^= ((l_811 = (((safe_sub_func_uint16_t_u_u((safe_add_func_int8_t_s_s(p_17, ((safe_div_func_uint32_t_u_u((safe_sub_func_int64_t_s_s((safe_mul_func_uint8_t_u_u((l_855 = ((p_17 != (l_837 ^= l_812)) & (((safe_mul_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((safe_unary_minus_func_int8_t_s((safe_mul_func_uint16_t_u_u((safe_div_func_int32_t_s_s((((g_270[4].f2 = (-9L)) , (l_854 = (safe_rshift_func_uint16_t_u_s((((l_813 > 0L) ^ ((safe_mul_func_int16_t_s_s(((safe_sub_func_int16_t_s_s((((-1L) | l_813) < l_853), 0L)) == g_41.f2), p_14)) & g_202[1])) != p_14), 3)))) < p_14), g_72)), g_453[3][2][2])))), l_813)), g_76[1])) >= g_41.f0) ^ p_17))), 0x38L)), g_202[1])), g_76[1])) == p_15))), 65527UL)) == g_72) >= l_690[0][3])) <= g_453[1][1][0])), 0xF867L)) > g_732[0][3]);
                }
                else
                { /* block id: 346 */
                    uint64_t l_885 = 4UL;
                    int32_t l_886 = 0xC6A83A49L;
                    l_735 = (p_17 , (safe_div_func_uint64_t_u_u((l_814 = ((safe_add_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_s((-6L), 3)) <= (((((((l_886 = (safe_mul_func_uint8_t_u_u((--g_222), ((safe_add_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u(p_16, 0)), ((((safe_sub_func_int16_t_s_s(((l_811 = 0L) , 0L), (safe_mul_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u((p_14 && (~((safe_sub_func_int16_t_s_s(((safe_rshift_func_int8_t_s_s(p_14, l_885)) | 18446744073709551610UL), p_14)) >= l_855))), 1)), g_202[1])) || g_270[4].f2), g_110[1])))) >= l_855) > g_133) > g_72))) || 0x0CAD9929F1B7216FLL)))) , (-3L)) ^ g_536) | 0xDB9EL) >= g_143) < g_732[0][2]) , p_15)), p_16)) != g_76[4])), p_17)));
                    l_735 = ((safe_lshift_func_int8_t_s_s(((((safe_rshift_func_uint8_t_u_u((safe_div_func_uint32_t_u_u((safe_mod_func_uint16_t_u_u((((safe_mul_func_uint8_t_u_u((g_110[4] >= (safe_div_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u(((!((g_270[0] , ((safe_div_func_uint64_t_u_u((+(safe_add_func_uint8_t_u_u(g_29, ((((safe_mul_func_int8_t_s_s(((safe_sub_func_uint32_t_u_u(l_885, (((safe_sub_func_uint8_t_u_u((g_227 < g_780), (safe_mod_func_uint8_t_u_u(g_2, l_837)))) < l_915) != 18446744073709551608UL))) >= p_14), p_17)) && 0x1981A8DBL) > g_76[3]) >= g_133)))), 1L)) , 0x6BFA3CB3L)) , 0xA0L)) != 0x64E75441L), p_15)) & 0xDDF943E4L), p_15))), 0xB3L)) ^ 0x04A4EA3547D03BD6LL) | p_14), g_223)), g_270[4].f3)), 3)) , p_16) >= 1L) , l_779), 6)) , p_16);
                    l_733 &= ((safe_mod_func_uint16_t_u_u(((l_918 || (safe_sub_func_uint32_t_u_u(g_224, (g_368 = ((g_270[4] , 5UL) < ((((safe_add_func_uint16_t_u_u((safe_div_func_int64_t_s_s((-8L), g_223)), (safe_lshift_func_uint16_t_u_u((g_202[0] = g_645), l_811)))) , g_393[3]) != 0xFF0A8C99L) && 0xC0L)))))) != g_270[4].f2), g_732[0][3])) | 0x6DL);
                    l_811 = g_200;
                }
                l_947[0]++;
            }
            else
            { /* block id: 359 */
                int32_t l_952 = 0x91AE22E5L;
                l_942 &= (safe_sub_func_uint16_t_u_u(65535UL, l_945));
                l_952 = (-6L);
                l_946[2][1] |= l_952;
                l_733 ^= 0xE784D819L;
            }
            g_270[4].f3 = (l_953 , ((((((g_227 = ((0UL == (g_78 || l_779)) , (safe_add_func_uint16_t_u_u(0x0C31L, (l_938 | (g_453[1][1][2] && g_110[5])))))) != 0UL) == p_15) > p_14) == l_779) , p_17));
            l_945 = (-1L);
        }
        if (((l_811 &= 1L) == p_17))
        { /* block id: 370 */
            uint64_t l_965 = 0UL;
            int32_t l_996 = 0xBD6D27FEL;
            int32_t l_1024 = 1L;
            l_945 = (l_733 &= ((((g_72 = (safe_mod_func_int32_t_s_s((safe_unary_minus_func_int16_t_s((safe_add_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s((((safe_mod_func_uint16_t_u_u(l_965, (g_202[0] = (safe_mod_func_int32_t_s_s(p_15, (l_965 || ((safe_rshift_func_uint16_t_u_s((safe_sub_func_uint64_t_u_u((safe_mul_func_uint8_t_u_u((247UL < 1L), (((g_929 | ((g_41.f2 = (g_143 , (-1L))) , 1UL)) && l_947[0]) != l_965))), 0x9D00E7F782D72097LL)), 5)) <= p_14))))))) != l_937[0][0][3]) != g_2), 1)), g_29)))), g_929))) , p_17) >= g_536) , p_15));
lbl_1061:
            if (p_15)
            { /* block id: 376 */
                uint32_t l_997 = 0x4F7A6FB6L;
                int32_t l_1031 = (-1L);
                int32_t l_1032 = 0xA3BA49B9L;
                l_998 = (safe_mul_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_u((safe_div_func_int16_t_s_s(((safe_lshift_func_int8_t_s_s((0x85C0B02FA694F03BLL || g_29), 4)) || l_857[0]), p_16)), 2)) & (safe_rshift_func_int16_t_s_u((safe_div_func_int32_t_s_s((+(safe_rshift_func_int8_t_s_s((((safe_mod_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s((safe_div_func_uint16_t_u_u((!(0x61C5A109E450294ALL >= (l_996 = p_17))), ((l_953 , l_997) , 0x23F5L))), 7)), g_227)) | g_222) , g_270[4].f1), g_133))), p_15)), 11))), g_393[4]));
                l_996 = (l_945 = ((g_731 = ((l_927[4] , (safe_sub_func_int64_t_s_s((safe_rshift_func_uint16_t_u_s(g_392, 4)), (g_41.f0 = (safe_div_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((safe_div_func_int8_t_s_s((((((((-1L) <= (safe_rshift_func_int16_t_s_u(((safe_mul_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((+(0x15L || l_947[0])), (safe_mod_func_int64_t_s_s((safe_mul_func_int16_t_s_s(((((safe_mul_func_int8_t_s_s(0xFDL, (safe_mod_func_uint32_t_u_u(((((g_453[3][0][1] < g_41.f0) <= l_997) < 0xF186AAD6L) <= g_10), l_996)))) >= l_1024) > g_929) && l_997), g_929)), p_17)))), l_928)) < l_997), 11))) >= p_14) != g_270[4].f1) > 0xE0F61E65F5800971LL) & g_453[1][1][2]) , 0x90L), 0x82L)), 10)), p_17)))))) != l_927[7])) >= g_78));
                for (g_72 = (-27); (g_72 != 3); g_72 = safe_add_func_uint16_t_u_u(g_72, 1))
                { /* block id: 385 */
                    int32_t l_1027 = 3L;
                    g_731 = (l_1027 = 0L);
                    l_953.f3 = ((g_41.f2 < (((safe_unary_minus_func_uint32_t_u(g_393[4])) & (safe_lshift_func_uint16_t_u_u(l_1027, 0))) | (l_997 == 0x15FEB372L))) == ((p_16 & (p_17 > 0x23L)) < l_1024));
                    if (l_997)
                        goto lbl_1061;
                    l_733 = ((1L == ((((l_1031 = 0x7FB4E1422949B645LL) ^ (((p_16 , (p_16 <= p_15)) > (g_227 , (l_1032 = (g_270[6] , l_690[0][3])))) ^ g_110[3])) > p_15) > p_16)) | p_16);
                }
                for (g_226 = 9; (g_226 > (-23)); g_226--)
                { /* block id: 395 */
                    int16_t l_1037[6][2][7] = {{{0x6F8FL,0x4A8BL,0x589CL,1L,4L,0x5E06L,0x571CL},{(-10L),1L,(-4L),0x7EC1L,0x7CF2L,(-1L),0x7CF2L}},{{1L,0x7CF2L,0x7CF2L,1L,(-8L),0x571CL,0x7EC1L},{0x571CL,0x7CF2L,(-10L),(-1L),0x6F8FL,(-8L),(-1L)}},{{0x7EC1L,1L,0x571CL,0x4A8BL,0x571CL,1L,0x7EC1L},{4L,0x4A8BL,1L,(-1L),0x571CL,4L,0x7CF2L}},{{1L,4L,(-1L),0x571CL,0x6F8FL,0x6F8FL,0x571CL},{1L,0x589CL,1L,0x5E06L,(-8L),1L,4L}},{{1L,(-1L),0x571CL,4L,0x7CF2L,0x589CL,1L},{1L,4L,(-10L),(-10L),4L,1L,1L}},{{4L,0x571CL,0x7CF2L,(-10L),(-1L),0x6F8FL,(-8L)},{0x7EC1L,1L,(-4L),4L,(-1L),4L,(-4L)}}};
                    int i, j, k;
                    l_935 ^= ((l_997 == (0x71AFA3EDL & (l_735 <= ((((l_1037[3][1][2] = 0x29L) < (safe_sub_func_int64_t_s_s((g_228 = p_16), ((safe_add_func_int32_t_s_s(((g_202[0] = ((l_1031 = 0L) || 0x3C8FL)) , l_997), p_17)) | l_947[0])))) && l_1031) == p_17)))) <= g_41.f0);
                }
            }
            else
            { /* block id: 402 */
                uint64_t l_1042 = 0x8FB3B2EBF54051E6LL;
                for (p_15 = 2; (p_15 >= 0); p_15 -= 1)
                { /* block id: 405 */
                    struct S0 l_1058 = {0x6884920C5776B69ELL,-4L,-6L,0x8BC4EBF2L};
                    const int64_t l_1059 = 0x4F73337C3B516B34LL;
                    int32_t l_1060 = 0L;
                    if (l_928)
                        break;
                    l_1042--;
                    if (p_15)
                        goto lbl_1061;
                    g_200 = (l_1060 = ((g_270[4].f3 & (l_928 = (((((safe_mod_func_int16_t_s_s((((safe_mod_func_uint64_t_u_u(p_16, (safe_div_func_int8_t_s_s(((((safe_lshift_func_uint8_t_u_u(((!(safe_mul_func_uint8_t_u_u((p_15 >= l_953.f1), l_947[0]))) && (((safe_mod_func_uint32_t_u_u((g_110[3] , (l_1058 , g_133)), l_947[0])) > 255UL) | l_996)), 7)) > 0xF9B949F64435B370LL) && l_733) != p_16), l_1059)))) <= 0xA8F0393619675599LL) <= g_270[4].f0), l_779)) ^ l_996) == g_76[3]) ^ g_76[4]) , p_14))) <= p_14));
                    l_996 = p_15;
                }
            }
            g_41.f3 = ((l_811 = (safe_mod_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s(g_224, p_16)), (safe_div_func_int16_t_s_s((g_392 & l_937[4][5][1]), g_78)))), 0xE4L))) & (p_14 != g_645));
            l_996 = (safe_rshift_func_int16_t_s_u((safe_sub_func_int32_t_s_s((1L < p_16), (((-10L) >= ((l_953.f2 ^= (g_72 = 0x51L)) != (safe_mod_func_int32_t_s_s((safe_sub_func_uint8_t_u_u((!(g_1085[3] = ((safe_sub_func_int16_t_s_s(p_16, (safe_lshift_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(g_933[0][1][1], 1L)), p_15)))) != 0UL))), g_41.f3)), 0x6730E471L)))) >= l_945))), l_1086));
        }
        else
        { /* block id: 422 */
            uint8_t l_1103 = 255UL;
            int32_t l_1105 = (-1L);
            int32_t l_1147 = 5L;
            int8_t l_1161 = 0x6CL;
            int32_t l_1162[2];
            uint32_t l_1212[8] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
            int32_t l_1273 = 0x88743796L;
            int64_t l_1288 = 1L;
            uint64_t l_1406 = 0UL;
            int i;
            for (i = 0; i < 2; i++)
                l_1162[i] = 4L;
            l_945 = 0x3D678F51L;
            if (((g_72 ^= (l_1105 &= ((g_1104 = (((safe_mul_func_int8_t_s_s((safe_div_func_int16_t_s_s(((g_475 <= 0x5B9BAEE764F48F6BLL) | ((((safe_sub_func_uint64_t_u_u((safe_mul_func_int16_t_s_s(((((((((((safe_add_func_uint16_t_u_u(((l_935 > (((safe_div_func_uint16_t_u_u(p_15, (((l_690[0][3] & ((((l_811 = (safe_add_func_int8_t_s_s(l_1086, l_1103))) <= p_17) , p_14) , g_228)) != 0xB45F760FL) , 2UL))) > l_779) & p_14)) == p_17), p_14)) | 9L) < 0x7CL) | 1L) != l_947[0]) != 0L) ^ 0xA9DC5046827D0401LL) , 0xFAC00481L) || 4294967294UL) & l_779), l_953.f1)), g_41.f3)) == g_202[1]) <= p_14) != 2L)), g_224)), g_200)) & g_202[0]) != g_475)) <= l_1103))) > p_14))
            { /* block id: 428 */
                int32_t l_1146 = 0xF92B650DL;
                int32_t l_1148 = 0x27E97DB2L;
                int32_t l_1165 = 1L;
                int32_t l_1166 = (-6L);
                int32_t l_1167 = 0x24C72EC6L;
                uint32_t l_1172 = 4294967295UL;
                l_1106--;
                if ((l_1148 |= (g_76[2] | (!(g_41.f0 >= (safe_div_func_int64_t_s_s((((g_1112[3][7][3] | (l_945 = (safe_div_func_int64_t_s_s((safe_rshift_func_int8_t_s_s(((((safe_sub_func_uint8_t_u_u((safe_add_func_uint8_t_u_u(((safe_mod_func_int64_t_s_s((safe_rshift_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(((8L | (safe_add_func_uint32_t_u_u((((+(p_14 ^ ((safe_mul_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_u(((((((safe_sub_func_int64_t_s_s((((--g_732[0][2]) && (((((safe_lshift_func_uint8_t_u_s((safe_mod_func_uint64_t_u_u((((((((safe_rshift_func_uint16_t_u_s((8UL ^ (((((-2L) > 251UL) , 1L) == g_270[4].f3) == 0xAE5ACDB40901257BLL)), g_223)) , g_1112[4][6][1]) > p_17) | l_1106) , 0xD646BF49L) == g_133) ^ 0x01L), l_1105)), 6)) , g_393[3]) & l_1105) > p_14) && p_16)) == p_16), l_1146)) , (-9L)) ^ g_731) | 1L) && g_780) == l_1105), 0)) == g_780), l_927[7])) == 0x6EL))) && 0x89EBCAF7L) , p_17), l_1146))) >= l_1147), 7L)), l_1105)), l_1147)) <= p_17), p_16)), p_15)) , g_536) > l_1146) && l_1146), 6)), l_953.f3)))) < (-6L)) , 0x156F24B2B899D256LL), g_270[4].f2)))))))
                { /* block id: 433 */
                    return p_15;
                }
                else
                { /* block id: 435 */
                    int32_t l_1155 = 0xB59FD910L;
                    g_933[0][0][0] = (l_953.f3 = (safe_rshift_func_int8_t_s_u((safe_lshift_func_int16_t_s_s((g_270[4] , (((safe_sub_func_int8_t_s_s((((g_645 = (l_1155 || (safe_lshift_func_int16_t_s_u((((func_26(p_15, p_14) , 0UL) > ((1L == 0x65L) > l_1146)) , p_16), g_1085[5])))) || g_732[0][0]) , p_14), 0xF6L)) != g_270[4].f2) || l_1160)), 1)), l_1161)));
                }
                --l_1172;
                g_270[4].f2 = ((safe_mul_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u((g_133 ^ (safe_mod_func_int64_t_s_s((0x11L & ((safe_lshift_func_uint8_t_u_u(g_222, g_226)) & (((!(safe_div_func_uint8_t_u_u(((((((l_1169 || (l_1186 |= (0x4219D82CL || p_14))) <= g_536) ^ 0L) && g_1085[5]) || p_15) , 255UL), l_1105))) != g_76[4]) ^ l_1147))), g_393[4]))), l_915)) , l_1162[1]), 3UL)) == 0x1AD9L);
            }
            else
            { /* block id: 443 */
                int32_t l_1209 = 1L;
                int32_t l_1210 = 0x0AEC5724L;
                int32_t l_1211 = (-10L);
                int32_t l_1237 = 0x36BF5E70L;
                l_1209 = (safe_add_func_uint32_t_u_u(((safe_mul_func_int16_t_s_s((((safe_add_func_int8_t_s_s((safe_add_func_uint8_t_u_u((((safe_lshift_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u(((g_227 = (p_16 > ((((safe_sub_func_int8_t_s_s((+(l_931 |= l_1164)), 0x38L)) || (++g_453[1][1][2])) <= (safe_div_func_uint64_t_u_u(((safe_unary_minus_func_uint16_t_u(4UL)) || l_1163), (((g_393[2] >= (l_1169 = (safe_rshift_func_int16_t_s_u(0x9540L, p_15)))) & 4294967295UL) ^ (-1L))))) == g_731))) , 2L), 8)), l_1086)) < 0x144BDD95L) & l_1086), l_1209)), l_1147)) >= l_947[0]) , g_536), p_17)) & 0x72L), 8L));
                ++l_1212[1];
                l_930 = (l_857[0] , 0xC0E29708L);
                l_1171[1][1] = (safe_add_func_int16_t_s_s(((safe_div_func_int16_t_s_s((~(l_1210 >= ((safe_rshift_func_int16_t_s_s(((safe_div_func_int8_t_s_s(0L, l_1106)) != 0x6DL), ((safe_mod_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((l_1105 = ((l_935 = (safe_rshift_func_int16_t_s_u((safe_div_func_int32_t_s_s((((((g_72 = (l_1209 ^ (safe_mod_func_uint16_t_u_u((!((((--g_645) || (p_14 & p_17)) && l_779) > g_226)), 0x5766L)))) , g_228) ^ p_16) == 0x4DL) ^ g_2), g_202[0])), 1))) & g_1085[4])), 255UL)), l_927[7])) ^ g_393[3]), (-1L))) == 0xFD4EL))) || 0xECD3L))), l_1147)) ^ g_1085[2]), g_732[0][2]));
            }
            if (((((safe_mod_func_int8_t_s_s(l_1212[4], (safe_add_func_uint64_t_u_u((((safe_lshift_func_int16_t_s_u((safe_add_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s(0x30L, 5)), (((((safe_add_func_uint32_t_u_u(((safe_rshift_func_uint8_t_u_s(g_932, (l_1105 &= (l_733 = ((((l_1163 = (((l_928 = ((safe_rshift_func_int16_t_s_s(((18446744073709551615UL == l_1162[1]) && (safe_lshift_func_uint8_t_u_s(((safe_add_func_int64_t_s_s((safe_div_func_uint16_t_u_u((p_16 , (safe_div_func_int32_t_s_s(0xA45C615DL, l_1186))), l_947[0])), l_1168)) != (-8L)), l_1161))), p_15)) , 1L)) || p_17) == 65526UL)) ^ g_1104) , g_270[4].f1) < g_453[1][1][2]))))) , p_14), p_16)) | 0x76L) | 0x1419L) < 1UL) , (-7L)))), 7)) , g_732[0][1]) , g_2), p_17)))) | 6UL) < 0xE5L) ^ 0xC8L))
            { /* block id: 461 */
                int16_t l_1264 = 0L;
                int64_t l_1265 = 0x78DAD6764A9DE0F8LL;
                uint64_t l_1281 = 0xD3FE7991FDF539ACLL;
                int32_t l_1284 = 0xD097735FL;
                int32_t l_1287 = 0x8AC52C0AL;
                int32_t l_1290[6] = {0L,(-1L),0L,0L,(-1L),0L};
                int8_t l_1292 = 0xEAL;
                int i;
                if (l_1264)
                { /* block id: 462 */
                    g_200 = ((l_1265 , ((safe_mod_func_int8_t_s_s((!3UL), (safe_add_func_uint16_t_u_u(1UL, 2UL)))) , ((((((((l_953.f3 = (safe_lshift_func_int16_t_s_u((g_29 = g_223), ((g_731 || ((0UL && l_1163) , g_133)) , g_10)))) || l_811) & g_224) != l_1171[0][0]) < 9L) != l_690[5][2]) , p_17) != 0x83DDL))) >= 0xA5B3EC3EL);
                }
                else
                { /* block id: 466 */
                    uint16_t l_1274[2][8][5] = {{{1UL,65531UL,0xEF2FL,65531UL,1UL},{0xBA4DL,65535UL,7UL,65531UL,0x3392L},{0x9E20L,0xBA4DL,4UL,0x3392L,0xE03FL},{0xEF2FL,7UL,0x3392L,65535UL,0x3392L},{0x3392L,0x3392L,0UL,4UL,1UL},{0x3392L,0xAD78L,1UL,4UL,0xC08FL},{0xEF2FL,65534UL,0xE03FL,1UL,65531UL},{0x9E20L,0xAD78L,0xAD78L,0x9E20L,0UL}},{{0xBA4DL,0x3392L,0xAD78L,1UL,4UL},{1UL,7UL,0xE03FL,0xEF2FL,0xAD78L},{65534UL,0xBA4DL,1UL,1UL,0xBA4DL},{0xC08FL,65535UL,0UL,0x9E20L,0xBA4DL},{7UL,65531UL,0x3392L,1UL,0xAD78L},{65535UL,1UL,4UL,4UL,4UL},{7UL,0UL,7UL,4UL,0UL},{0xC08FL,0UL,0xEF2FL,65535UL,65531UL}}};
                    int32_t l_1282 = 0xB2514BBEL;
                    int32_t l_1283 = 0L;
                    int32_t l_1285 = 4L;
                    int32_t l_1286 = 0x8ECDC6BAL;
                    int32_t l_1291[3];
                    int i, j, k;
                    for (i = 0; i < 3; i++)
                        l_1291[i] = (-1L);
                    l_1273 = ((0x39E82A0AL <= l_947[0]) , g_270[4].f2);
                    l_1281 |= ((l_953.f3 = l_1274[0][1][1]) > (safe_mod_func_int64_t_s_s((1UL > ((safe_mul_func_int16_t_s_s(g_41.f0, ((((safe_sub_func_int16_t_s_s((g_226 ^ ((g_1112[3][7][3] , p_16) > p_14)), g_270[4].f2)) , 5UL) < l_1265) < g_475))) ^ p_16)), l_1274[0][1][1])));
                    ++l_1293;
                    ++l_1296;
                }
                return g_200;
            }
            else
            { /* block id: 474 */
                int32_t l_1332[6] = {3L,1L,(-3L),1L,(-3L),(-3L)};
                int32_t l_1343 = 0L;
                uint16_t l_1344 = 0xC522L;
                struct S0 l_1409 = {18446744073709551611UL,0x66F9F5F7L,0L,0x136612E9L};
                int i;
                for (g_41.f3 = (-27); (g_41.f3 >= (-6)); g_41.f3 = safe_add_func_uint16_t_u_u(g_41.f3, 8))
                { /* block id: 477 */
                    uint64_t l_1310[7] = {0xF8FD743F1CF17BFFLL,0xF8FD743F1CF17BFFLL,0xF8FD743F1CF17BFFLL,0xF8FD743F1CF17BFFLL,0xF8FD743F1CF17BFFLL,0xF8FD743F1CF17BFFLL,0xF8FD743F1CF17BFFLL};
                    int32_t l_1331 = 0xBCC09CD4L;
                    int8_t l_1335 = 0xDFL;
                    int i;
                    l_1164 = (((safe_lshift_func_int16_t_s_u((safe_add_func_int8_t_s_s((((((l_1162[1] = ((safe_mul_func_uint8_t_u_u(p_17, (((l_1307 = l_1293) < ((safe_rshift_func_uint16_t_u_s((l_1171[1][0] , l_1310[5]), 8)) , 1UL)) ^ (l_1105 &= ((((((safe_mod_func_uint64_t_u_u((l_1331 = (safe_lshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u((safe_div_func_uint32_t_u_u(((safe_add_func_int32_t_s_s(p_17, ((((safe_sub_func_uint32_t_u_u((!((safe_div_func_int8_t_s_s(((g_202[0]++) ^ p_15), g_368)) , g_645)), l_1169)) , p_17) & 7UL) & g_1330[2][1]))) , g_110[5]), (-1L))), 9)), 0L)), g_41.f3))), l_931)) , p_16) < g_78) , g_72) ^ g_222) > g_10))))) < g_933[0][1][1])) , g_933[0][1][1]) , 7UL) & p_17) ^ g_536), l_1332[3])), 8)) , g_76[2]) || l_690[0][3]);
                    l_1344 ^= (p_17 >= (safe_mod_func_uint16_t_u_u(l_1335, (safe_rshift_func_int8_t_s_u(((g_200 = (((safe_mod_func_int32_t_s_s(0x3A5CFABEL, l_1171[0][0])) & ((safe_rshift_func_uint8_t_u_s((~(p_15 , l_1343)), 1)) && (l_1331 = 0x09F7L))) >= l_1310[0])) , (-4L)), g_41.f1)))));
                }
                for (l_998 = 0; (l_998 == 0); l_998++)
                { /* block id: 490 */
                    return g_453[3][3][1];
                }
                if ((safe_lshift_func_int16_t_s_s((g_29 = (safe_mul_func_uint8_t_u_u(((((l_735 = p_14) == ((1UL < (safe_rshift_func_uint16_t_u_u(p_17, (safe_mul_func_uint8_t_u_u(p_16, 255UL))))) && 0x65A6900F9321FF92LL)) , ((safe_lshift_func_int8_t_s_u(g_270[4].f1, g_368)) | 0xD5C150163B0F1819LL)) , l_1212[5]), 0xE2L))), 2)))
                { /* block id: 495 */
                    int32_t l_1382 = (-1L);
                    int32_t l_1383 = 0x279765A6L;
                    const int32_t l_1385[8][5][6] = {{{0L,0xDF4E23D0L,0xEAF23546L,0x5BF7458DL,0xE4497D81L,0x5CA65AEDL},{(-6L),0x508A1AFEL,(-1L),0x51DCB275L,(-8L),0xEF7792ACL},{0x4FBAB9E5L,0x395D9C71L,0xF50EB50EL,0x074B3B66L,6L,0L},{0xE4497D81L,0L,6L,0x4BE0E3F0L,0x508A1AFEL,0x2DD9918DL},{(-1L),0L,0x725975EFL,0x725975EFL,0L,(-1L)}},{{(-1L),0xD613651FL,0xEAF23546L,0x2E0469F9L,1L,0L},{0xF50EB50EL,0xFDD2F583L,0x5BF7458DL,0x4FBAB9E5L,9L,(-6L)},{0xF50EB50EL,0x395D9C71L,0x4FBAB9E5L,0x2E0469F9L,0xDF4E23D0L,(-1L)},{(-1L),1L,0x508A1AFEL,0x725975EFL,0x5BF7458DL,2L},{(-1L),(-8L),0x122B7C55L,0x4BE0E3F0L,0x36ECCF24L,0xD613651FL}},{{0xE4497D81L,0x4F623840L,1L,0x074B3B66L,0xB339C681L,0L},{0x4FBAB9E5L,0xDF4E23D0L,(-1L),0x51DCB275L,(-4L),0x2E28BD0DL},{(-6L),(-1L),0L,0x5BF7458DL,0xDF4E23D0L,0xEF7792ACL},{0L,(-1L),6L,0x46A98EC1L,6L,(-1L)},{0x5BF7458DL,1L,(-9L),0x4BE0E3F0L,(-1L),0x074B3B66L}},{{0x5CA65AEDL,0xD613651FL,0x725975EFL,(-1L),0xEA3864FEL,0x5CA65AEDL},{0L,0xD613651FL,(-1L),0L,(-1L),0xF50EB50EL},{0xF50EB50EL,1L,0x51DCB275L,0xFDD2F583L,6L,(-6L)},{0L,(-1L),0xFDD2F583L,(-8L),0xDF4E23D0L,2L},{(-1L),(-1L),(-1L),0x725975EFL,(-4L),0xDF4E23D0L}},{{0x5CA65AEDL,0xDF4E23D0L,0x122B7C55L,0xD613651FL,0xB339C681L,0xEA3864FEL},{0x51DCB275L,0x4F623840L,0x5BF7458DL,0xEF7792ACL,0x36ECCF24L,0xF50EB50EL},{0x4FBAB9E5L,(-8L),0x2E28BD0DL,0x5BF7458DL,0x5BF7458DL,0x2E28BD0DL},{1L,1L,(-1L),1L,0xDF4E23D0L,0x2DD9918DL},{0xFDD2F583L,0x395D9C71L,(-9L),0x46A98EC1L,9L,(-1L)}},{{0xE4497D81L,0xFDD2F583L,(-9L),0xD613651FL,1L,0x2DD9918DL},{0x2E28BD0DL,0xD613651FL,(-1L),0L,0L,0x2E28BD0DL},{0L,0L,0x2E28BD0DL,0x2E0469F9L,0x508A1AFEL,0xF50EB50EL},{0L,0L,0x5BF7458DL,0x122B7C55L,6L,0xEA3864FEL},{6L,0x395D9C71L,0x122B7C55L,(-8L),(-8L),0xF50EB50EL}},{{0x508A1AFEL,0xEF7792ACL,3L,(-6L),0xD613651FL,6L},{1L,0xF50EB50EL,0x9D102A13L,0x725975EFL,2L,0x725975EFL},{0x4BE0E3F0L,0xB339C681L,0x4BE0E3F0L,0x4FBAB9E5L,(-1L),0xEAF23546L},{0x4F623840L,6L,0x51DCB275L,0L,(-6L),0x5BF7458DL},{0xEF7792ACL,0x2DD9918DL,(-1L),0L,0L,0x4FBAB9E5L}},{{0x4F623840L,(-6L),(-2L),0x4FBAB9E5L,(-1L),0x508A1AFEL},{0x4BE0E3F0L,0x9D102A13L,0x2E28BD0DL,0x725975EFL,0x2DD9918DL,0x122B7C55L},{1L,(-1L),(-1L),(-6L),0L,1L},{0x508A1AFEL,(-1L),0x51DCB275L,(-8L),0xEF7792ACL,(-1L)},{0x2E28BD0DL,0x3025A8B9L,0L,0x35A02935L,0x5CA65AEDL,0L}}};
                    int i, j, k;
                    g_270[4].f2 ^= ((safe_add_func_uint64_t_u_u((safe_sub_func_int64_t_s_s((~((safe_lshift_func_uint8_t_u_u(p_15, g_645)) > g_780)), (safe_mul_func_int16_t_s_s((((safe_mul_func_uint16_t_u_u((safe_mod_func_int32_t_s_s((safe_add_func_uint64_t_u_u(g_224, ((safe_sub_func_int32_t_s_s((safe_mul_func_int8_t_s_s(0x79L, (safe_lshift_func_uint16_t_u_u((0xD3CAD6EFL || (safe_lshift_func_uint16_t_u_s((l_1382 ^= (g_202[1]--)), 10))), (p_17 , 65535UL))))), g_1112[3][7][3])) > p_14))), p_15)), p_17)) && g_270[4].f0) , 0xBE68L), l_1383)))), l_1296)) & g_200);
                    l_1163 = (func_26((g_143 = ((p_15 , (l_1382 > ((((!l_1385[3][3][4]) , (((g_1400 = (((safe_mod_func_uint8_t_u_u(((((0L != ((((safe_mul_func_int8_t_s_s(((++g_1112[4][4][2]) <= l_1385[3][3][4]), l_1293)) > (safe_lshift_func_int16_t_s_u((safe_mod_func_int8_t_s_s(((safe_div_func_int32_t_s_s(p_14, (-4L))) < g_732[0][2]), g_41.f3)), 7))) < g_1330[2][1]) > g_933[0][1][0])) ^ l_953.f2) < l_1332[3]) | l_1344), 0x32L)) == g_929) > 8L)) == 0x3C372B0B79265A2FLL) , p_16)) != 0xE3A42C343573B375LL) || g_392))) , 18446744073709551615UL)), l_1332[2]) , g_227);
                    return g_732[0][2];
                }
                else
                { /* block id: 504 */
                    int32_t l_1401[7][5] = {{0x8E349254L,0L,0xDEB8EF95L,0L,0x8E349254L},{1L,(-1L),1L,(-1L),1L},{0x8E349254L,0L,0xDEB8EF95L,0L,0x8E349254L},{1L,(-1L),1L,(-1L),1L},{0x8E349254L,0L,0xDEB8EF95L,0L,0x8E349254L},{1L,(-1L),1L,(-1L),1L},{0x8E349254L,0L,0xDEB8EF95L,0L,0x8E349254L}};
                    int32_t l_1402[6][1] = {{1L},{0x5D0DB2DDL},{1L},{0x5D0DB2DDL},{1L},{0x5D0DB2DDL}};
                    uint64_t l_1422 = 0xC13CDF088356F42BLL;
                    int i, j;
                    --l_1403[1][3];
                    if (p_16)
                        goto lbl_1426;
                    g_200 = ((l_1406 != (safe_add_func_int8_t_s_s(((l_1409 , ((l_1423 = (((1UL & (safe_div_func_uint32_t_u_u(((((safe_mod_func_uint8_t_u_u(((safe_sub_func_int64_t_s_s(((safe_add_func_int8_t_s_s(p_14, (g_110[5]--))) & ((g_5 ^ 0xDD31L) , ((l_733 = l_857[0]) , g_72))), l_811)) , l_1420), 249UL)) && g_1421) > p_14) , 9UL), l_1332[3]))) | l_1422) ^ g_645)) <= 6UL)) <= p_15), l_1147))) , 0x47F1857DL);
lbl_1426:
                    g_1330[1][2] = (safe_sub_func_int16_t_s_s(g_223, l_1423));
                    return g_1112[3][7][3];
                }
            }
        }
    }
    else
    { /* block id: 516 */
        struct S0 l_1427[1][7] = {{{0UL,0L,-1L,9L},{0UL,0L,-1L,9L},{0UL,0L,-1L,9L},{0UL,0L,-1L,9L},{0UL,0L,-1L,9L},{0UL,0L,-1L,9L},{0UL,0L,-1L,9L}}};
        int32_t l_1441[2];
        int32_t l_1442 = 8L;
        uint64_t l_1448 = 9UL;
        int i, j;
        for (i = 0; i < 2; i++)
            l_1441[i] = 0L;
        g_933[0][0][1] = (l_1427[0][3] , ((g_41 , ((0x3F63D7D2L & 0x2A642F13L) < ((safe_add_func_int8_t_s_s((l_930 = g_453[3][0][2]), (g_645 &= ((((safe_mod_func_uint64_t_u_u((~((safe_add_func_uint32_t_u_u(((g_732[0][2] > ((safe_rshift_func_int8_t_s_s(((p_15 <= 0xD6470C25L) || p_15), g_732[0][2])) , p_15)) <= g_805), p_14)) <= 0x844E96B4A229080FLL)), g_10)) && 18446744073709551609UL) , p_15) <= 0L)))) & 0xD7F8A7BCL))) , 0L));
        for (g_392 = 0; (g_392 <= 5); g_392 += 1)
        { /* block id: 522 */
            int32_t l_1443[2];
            int64_t l_1444 = 0xB80AD6657D2B85F1LL;
            int i;
            for (i = 0; i < 2; i++)
                l_1443[i] = 0x98B0063BL;
            if (g_1085[g_392])
                break;
            for (g_731 = 5; (g_731 >= 1); g_731 -= 1)
            { /* block id: 526 */
                int32_t l_1437 = 0x433830FBL;
                int32_t l_1438 = 0L;
                int32_t l_1439 = 0xF719DEDFL;
                int32_t l_1440[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_1440[i] = (-8L);
                l_1445++;
            }
        }
        --l_1448;
        for (l_953.f3 = 0; (l_953.f3 < 19); l_953.f3 = safe_add_func_uint8_t_u_u(l_953.f3, 7))
        { /* block id: 533 */
            int32_t l_1474 = 1L;
            int32_t l_1475 = 7L;
            int32_t l_1476 = 0xAC627DECL;
            for (g_536 = 0; (g_536 >= 53); g_536 = safe_add_func_uint32_t_u_u(g_536, 6))
            { /* block id: 536 */
                const int16_t l_1473[3] = {(-1L),(-1L),(-1L)};
                struct S0 l_1477 = {1UL,0x0B813727L,5L,-1L};
                int i;
                for (l_930 = 3; (l_930 >= 0); l_930 -= 1)
                { /* block id: 539 */
                    int i, j, k;
                    if (g_1112[(l_930 + 1)][l_930][l_930])
                        break;
                }
                g_1085[2] |= (safe_rshift_func_int16_t_s_s(1L, (l_931 = (l_1442 |= (safe_add_func_uint32_t_u_u(((((((func_26(((safe_mod_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(((~(safe_sub_func_int16_t_s_s((g_929 = (+(((((l_1475 = (l_1474 = (safe_mod_func_uint64_t_u_u(((l_1441[1] = (l_1427[0][3].f0 | p_14)) == ((((safe_lshift_func_uint16_t_u_u(p_15, (((safe_sub_func_int64_t_s_s(l_1473[0], g_536)) , ((p_14 && g_1104) , g_41)) , p_17))) <= 8UL) ^ 0L) != 4L)), g_41.f2)))) != 0x0A05L) >= g_41.f0) == p_16) , 1L))), 0xB184L))) , p_14), p_15)), l_1476)) > l_1448), g_202[1]) , l_1477) , 65533UL) || g_5) ^ l_1427[0][3].f2) != g_933[0][1][1]) > g_223), l_1086))))));
            }
            return g_200;
        }
    }
    l_928 &= g_1421;
    return g_110[5];
}


/* ------------------------------------------ */
/* 
 * reads : g_223 g_29 g_2 g_41.f0 g_228 g_270.f1 g_5 g_200 g_41.f1 g_227 g_222 g_72 g_133 g_368 g_270.f3 g_224 g_76 g_78 g_392 g_393 g_202 g_110 g_41.f3 g_226 g_143 g_453 g_475 g_10 g_270.f0 g_536 g_645
 * writes: g_227 g_270.f0 g_392 g_393 g_202 g_143 g_222 g_270.f2 g_226 g_41.f3 g_41.f0 g_368 g_200 g_223 g_29 g_133 g_536 g_270.f3 g_110 g_645
 */
static int32_t  func_20(struct S0  p_21, int32_t  p_22, int64_t  p_23, uint64_t  p_24, uint64_t  p_25)
{ /* block id: 131 */
    uint8_t l_323 = 0x41L;
    int32_t l_328 = 0x27637BC2L;
    uint32_t l_350 = 0UL;
    int32_t l_351 = 0L;
    uint32_t l_352 = 0UL;
    struct S0 l_357 = {0x21942E4CE6ED6E7ALL,0x38D5E849L,0x7974BF92L,0L};
    int64_t l_521 = (-3L);
    int8_t l_581[4] = {7L,7L,7L,7L};
    const uint16_t l_639 = 65535UL;
    int32_t l_641 = 0x8A9BEC89L;
    int32_t l_642 = 0x2A0862CBL;
    int32_t l_643 = 1L;
    int32_t l_644 = 0x6FB286A2L;
    uint32_t l_662[4];
    uint32_t l_677 = 0xE68628CFL;
    int i;
    for (i = 0; i < 4; i++)
        l_662[i] = 1UL;
    if (((safe_sub_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_s((safe_sub_func_uint64_t_u_u((l_323 &= 0xB244003832C0FE8FLL), ((((safe_mod_func_uint16_t_u_u((safe_add_func_uint64_t_u_u(l_328, ((safe_rshift_func_int8_t_s_s(((safe_lshift_func_int16_t_s_s(((safe_rshift_func_uint8_t_u_s(((safe_sub_func_uint16_t_u_u(((+((-8L) & (g_227 = (!(!(safe_add_func_int32_t_s_s(((safe_rshift_func_uint8_t_u_s((((((g_223 & (safe_mul_func_int8_t_s_s(((safe_sub_func_int8_t_s_s(((((safe_sub_func_uint32_t_u_u(0x7457197BL, 1L)) <= l_328) < g_29) & p_21.f0), l_328)) || 0x48138F8FL), 0x8CL))) & l_350) >= p_21.f1) ^ l_351) > 255UL), g_2)) != l_352), g_29))))))) & 3L), l_328)) || 0x4637AF09L), p_21.f3)) <= g_2), 2)) | p_24), l_352)) || 0x8B7AF958L))), g_41.f0)) ^ p_22) == g_228) || g_270[4].f1))), 12)) , g_5), g_200)) > g_41.f1))
    { /* block id: 134 */
        int32_t l_367 = (-7L);
        for (g_227 = 0; (g_227 <= 16); g_227 = safe_add_func_uint16_t_u_u(g_227, 3))
        { /* block id: 137 */
            int8_t l_362 = (-1L);
            p_21.f2 = (safe_div_func_uint16_t_u_u((l_357 , (safe_rshift_func_uint8_t_u_u(((g_29 < (g_270[4].f0 = (((safe_add_func_uint16_t_u_u((l_362 == (safe_sub_func_int8_t_s_s((p_22 & 9UL), ((((safe_mul_func_int16_t_s_s(((g_222 , (((l_362 > g_72) == p_21.f1) && l_367)) == 0x8571168AL), 0xA785L)) != 0UL) > g_227) != 0L)))), g_133)) ^ 0L) < 0xED427E3807DBFFB3LL))) ^ g_368), g_270[4].f3))), g_133));
        }
    }
    else
    { /* block id: 141 */
        uint64_t l_369 = 1UL;
        int32_t l_372 = (-2L);
        --l_369;
        l_372 &= l_357.f1;
        l_328 = (0x28728338B1BC0AB8LL ^ ((safe_mul_func_int8_t_s_s(((g_393[3] &= ((g_392 ^= (((1UL ^ (safe_mul_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((safe_add_func_int64_t_s_s(((safe_rshift_func_uint8_t_u_u(p_21.f3, g_224)) <= g_76[1]), (l_357.f3 |= (l_369 < ((safe_mul_func_uint8_t_u_u((safe_sub_func_int16_t_s_s((~(safe_lshift_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((g_72 == 8L), g_200)), 12))), l_369)), l_372)) && l_372))))), (-4L))), (-10L)))) | g_41.f0) != g_78)) , 0x41L)) == 0x72L), p_22)) == p_22));
    }
    if (((g_392 = (((0x8AFBL == (!(safe_sub_func_uint32_t_u_u(((g_143 = (((((safe_mul_func_int8_t_s_s((p_25 <= (p_21 , p_21.f1)), 7L)) == ((g_202[1] |= 0xD39DL) , 0xFBCBL)) || l_352) , p_22) < p_22)) , l_328), 0xD8044210L)))) <= 0xE202L) > g_133)) | p_22))
    { /* block id: 152 */
        int8_t l_400 = 0x6AL;
        int32_t l_412 = 0x42B04326L;
        int32_t l_416 = (-1L);
        uint16_t l_520 = 0x59B8L;
        if (g_270[4].f1)
        { /* block id: 153 */
            return p_21.f0;
        }
        else
        { /* block id: 155 */
            uint64_t l_399[4];
            int32_t l_415 = 0xA1AAD2ABL;
            int64_t l_450[6];
            int32_t l_452 = 1L;
            int32_t l_454 = (-10L);
            int i;
            for (i = 0; i < 4; i++)
                l_399[i] = 18446744073709551606UL;
            for (i = 0; i < 6; i++)
                l_450[i] = 5L;
            g_270[4].f2 = ((((((((l_399[3] = 249UL) != (l_400 = 0UL)) >= ((g_202[1] = ((safe_unary_minus_func_uint32_t_u((safe_lshift_func_uint8_t_u_u(((safe_mul_func_int8_t_s_s((safe_mul_func_int16_t_s_s((safe_div_func_uint8_t_u_u((l_412 = (safe_add_func_int64_t_s_s((((((g_110[5] ^ l_412) <= (g_222 = ((safe_mul_func_uint16_t_u_u(l_415, (0x187AD862C61CD711LL && (l_412 >= 8L)))) == g_41.f3))) == g_224) >= g_133) < l_415), 18446744073709551606UL))), l_323)), l_415)), 1L)) <= g_76[1]), 7)))) && 0xF99CL)) != g_200)) <= 0x13EA799C365DECADLL) , g_202[1]) , l_357.f2) ^ l_416) >= g_41.f1);
lbl_523:
            for (g_226 = (-28); (g_226 != (-2)); g_226 = safe_add_func_int64_t_s_s(g_226, 1))
            { /* block id: 164 */
                uint32_t l_447 = 4294967295UL;
                int32_t l_451[7][8][4] = {{{0L,0x5BB6E597L,0x92F36F2DL,0x01D88EF6L},{(-10L),(-1L),0x44B9215BL,0x41E83EE8L},{(-2L),0L,0x5BB6E597L,0x44B9215BL},{0L,0x31476D01L,0xCF0265EEL,0xAB6F6539L},{0x9946895FL,0x01D88EF6L,0xAA22D6C9L,0xA02E83A3L},{0x58023A86L,0x5BB6E597L,0L,7L},{0xAA22D6C9L,1L,0xCD65C628L,0L},{0x9976B92BL,(-1L),0x3132CEBEL,0L}},{{9L,0xCFA0E982L,2L,0L},{0xBCBDC333L,0x59301DB9L,0x59301DB9L,0xBCBDC333L},{0x58023A86L,0xAB6F6539L,0xA1695D7EL,(-1L)},{0x3132CEBEL,0x86581505L,4L,2L},{(-1L),(-9L),0x5BB6E597L,2L},{0x777C8E46L,0x86581505L,0xAB85B1BDL,(-1L)},{0x4B842133L,0xAB6F6539L,(-10L),0xBCBDC333L},{0L,0x59301DB9L,(-7L),0L}},{{0x3CCA0383L,0xCFA0E982L,0x84C86307L,0L},{(-1L),(-1L),(-1L),0L},{8L,1L,9L,0xBCBDC333L},{0xF5397242L,0L,7L,0L},{(-5L),1L,0x31476D01L,2L},{2L,(-1L),(-6L),0x31476D01L},{1L,0x01D88EF6L,0x777C8E46L,1L},{(-9L),(-1L),0x92F36F2DL,1L}},{{(-3L),0L,0xCD833A21L,0xA1695D7EL},{(-10L),0L,0xF6BA0B3FL,0xCF0265EEL},{0xBCBDC333L,0L,(-1L),1L},{0xAA22D6C9L,(-5L),8L,0xBE144496L},{0x92F36F2DL,0L,(-5L),0x4B842133L},{(-3L),2L,0x4B842133L,(-7L)},{0x01D88EF6L,0xAB85B1BDL,(-3L),0x78231961L},{0xC99E6813L,0xA327AF79L,(-6L),(-1L)}},{{0x8E14CA5DL,0x22BB2129L,0x9946895FL,0xE2648E4CL},{0x482F6ECCL,(-1L),0x482F6ECCL,0x4B842133L},{0xF5397242L,0xCD833A21L,0xBCBDC333L,0x44B9215BL},{(-1L),7L,0xE2648E4CL,0xCD833A21L},{1L,0L,0xE2648E4CL,0x3E37A239L},{(-1L),0xEF8654FCL,0xBCBDC333L,0xC778346DL},{0xF5397242L,(-1L),0x482F6ECCL,1L},{0x482F6ECCL,1L,0x9946895FL,0xCD65C628L}},{{0x8E14CA5DL,0xA02E83A3L,(-6L),0x9946895FL},{0xC99E6813L,(-1L),(-3L),1L},{0x01D88EF6L,0x59301DB9L,0x4B842133L,0x846DEBEDL},{(-3L),(-1L),(-5L),0xBCBDC333L},{0x92F36F2DL,0L,8L,4L},{0xAA22D6C9L,8L,(-1L),0xCD833A21L},{0xBCBDC333L,0x58023A86L,0xF6BA0B3FL,0xBE144496L},{(-10L),0x5BB6E597L,0xCD833A21L,0xCFA0E982L}},{{(-3L),(-1L),0x92F36F2DL,9L},{(-9L),0xAB85B1BDL,0x777C8E46L,0x84C86307L},{1L,0xCF0265EEL,(-6L),0x78231961L},{2L,0x9EC811DEL,0x31476D01L,0xE2648E4CL},{(-5L),0x8E14CA5DL,7L,0xCFA0E982L},{0xF5397242L,0L,0xA1695D7EL,0xAB85B1BDL},{0x84C86307L,7L,9L,(-5L)},{0x59301DB9L,8L,0xE2648E4CL,0xCF0265EEL}}};
                const uint8_t l_471 = 1UL;
                int i, j, k;
                if (((((((g_41.f3 = (safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u((safe_div_func_uint32_t_u_u((((p_21.f3 || (safe_lshift_func_int16_t_s_u((p_21.f0 , (safe_rshift_func_int16_t_s_u((((g_202[1]--) || (l_454 = (safe_sub_func_int64_t_s_s((safe_sub_func_uint8_t_u_u((safe_sub_func_int32_t_s_s(((safe_mul_func_uint8_t_u_u((g_222++), (((((l_452 = (g_143 < (l_416 , ((safe_mod_func_int64_t_s_s(((safe_div_func_uint32_t_u_u(((l_328 |= (((+(~(((0L > l_447) , (((((l_451[1][3][0] = (safe_rshift_func_uint16_t_u_s((l_415 = ((((p_23 = p_22) || p_25) ^ g_110[5]) != l_450[0])), p_21.f1))) && l_416) >= p_25) , 0xF7176CA7L) , p_21.f2)) == l_357.f3))) ^ l_399[1]) | g_143)) ^ l_450[5]), g_110[5])) ^ g_228), g_368)) != 0x9BD78A4C39CE6B03LL)))) , p_21.f0) || g_41.f1) , 3L) , 0xEFL))) <= 4294967295UL), g_453[1][1][2])), g_72)), p_21.f3)))) < p_21.f3), 12))), g_270[4].f1))) , l_412) != l_447), g_5)), 13)), 0L))) , p_21.f2) || 0x90L) && p_22) & p_25) != p_21.f0))
                { /* block id: 174 */
                    int8_t l_472 = 0x24L;
                    l_416 = ((safe_div_func_uint64_t_u_u((0xDD3DAC44L == 0UL), (safe_lshift_func_int16_t_s_u(((((safe_mod_func_uint64_t_u_u(((g_41.f0 ^= g_2) <= (l_400 , (((p_25 > (safe_sub_func_uint16_t_u_u((0xE4DACD8243A95C5ALL <= ((safe_lshift_func_uint16_t_u_s(((safe_div_func_int8_t_s_s(p_22, 0xB7L)) >= p_25), 14)) != l_452)), g_72))) ^ 0x0AL) != l_471))), l_400)) < l_454) | (-3L)) || 0L), l_451[3][1][3])))) < g_226);
                    if (l_472)
                        continue;
                    g_41.f3 = (safe_rshift_func_int8_t_s_u((l_357.f3 ^= g_475), 2));
                    if (p_21.f1)
                        break;
                }
                else
                { /* block id: 181 */
                    int64_t l_498 = 0xB410ACA9DB045D2DLL;
                    int32_t l_522[1][1][3];
                    int i, j, k;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 1; j++)
                        {
                            for (k = 0; k < 3; k++)
                                l_522[i][j][k] = 0x4D768535L;
                        }
                    }
                    g_200 &= (((safe_sub_func_int16_t_s_s((safe_mod_func_uint8_t_u_u(((safe_div_func_uint16_t_u_u(((((((safe_add_func_uint32_t_u_u((safe_unary_minus_func_uint32_t_u((g_368 ^= (safe_div_func_uint32_t_u_u((((safe_sub_func_int8_t_s_s((g_10 && (((safe_rshift_func_int8_t_s_u((l_415 &= (-1L)), g_226)) < (safe_add_func_int16_t_s_s((((g_110[5] < l_471) , (safe_add_func_uint16_t_u_u((l_451[2][6][2] = (g_202[1]--)), (((+g_41.f1) , (l_454 = ((0x8CL || l_357.f3) != l_357.f3))) < g_270[4].f0)))) <= g_41.f3), l_498))) , p_23)), p_25)) ^ l_416) & 7UL), (-1L)))))), p_21.f3)) , 4L) , p_21.f1) <= g_227) | g_41.f1) >= 18446744073709551615UL), l_447)) < 0L), 0xD7L)), 0xD0BCL)) >= g_5) || 1L);
                    if (p_25)
                        goto lbl_523;
                    l_357.f2 = l_350;
                    l_357.f3 = ((safe_add_func_int8_t_s_s((((l_451[1][3][0] ^ (l_415 = ((safe_add_func_int32_t_s_s((safe_mul_func_uint16_t_u_u(0UL, (safe_add_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(((l_357.f2 = (l_522[0][0][2] &= (((g_453[3][3][0] || (g_29 = ((((safe_unary_minus_func_uint32_t_u(0UL)) <= ((safe_div_func_int8_t_s_s(((safe_mod_func_int16_t_s_s(g_475, (p_21.f0 | (safe_div_func_int16_t_s_s((g_223 ^= (safe_mul_func_uint8_t_u_u((safe_div_func_int64_t_s_s((l_412 && l_498), 0xB33DAA007D5804D1LL)), g_41.f0))), l_520))))) && p_25), g_224)) | g_76[4])) | p_25) != p_21.f1))) & g_227) ^ l_521))) && 1UL), l_520)), 0UL)))), (-1L))) < g_110[4]))) && p_23) >= 0x8749D377CAC78550LL), l_323)) < l_498);
                }
            }
            for (l_323 = 0; (l_323 >= 57); l_323 = safe_add_func_int32_t_s_s(l_323, 2))
            { /* block id: 200 */
                int32_t l_537 = 0x1C945491L;
                for (g_133 = 1; (g_133 <= 4); g_133 += 1)
                { /* block id: 203 */
                    int i;
                    l_357.f3 ^= ((g_393[g_133] || (1UL != (p_22 && (safe_mod_func_uint16_t_u_u((((g_202[1] &= (safe_sub_func_int8_t_s_s((l_452 = g_10), g_110[2]))) < ((l_537 = (l_415 = (((l_454 = (safe_sub_func_uint64_t_u_u((safe_mod_func_int8_t_s_s(((l_357.f2 |= ((safe_mul_func_uint16_t_u_u((g_536 |= 0x49C5L), (((p_21.f3 , 0x66AC194C9D04DAB2LL) ^ 0xAFEE89CEA3720DDELL) || p_21.f3))) == 0xF72AC03485B17A32LL)) != g_393[g_133]), 0x57L)), 0xE7623765521EE643LL))) | g_78) , g_222))) , p_21.f2)) >= g_393[g_133]), (-1L)))))) || 2UL);
                }
            }
            return l_452;
        }
    }
    else
    { /* block id: 216 */
        int8_t l_570 = 7L;
        int32_t l_620 = 2L;
        int32_t l_640[5] = {(-5L),(-5L),(-5L),(-5L),(-5L)};
        int i;
        for (g_143 = 0; (g_143 != 28); g_143++)
        { /* block id: 219 */
            int32_t l_573 = (-7L);
            if ((safe_mod_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_s((safe_lshift_func_uint8_t_u_s(((((safe_rshift_func_int8_t_s_u((safe_mod_func_int64_t_s_s((safe_sub_func_int16_t_s_s(((-8L) | (safe_sub_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_s((p_25 || ((safe_add_func_uint64_t_u_u((safe_mod_func_int64_t_s_s((((((safe_mul_func_uint64_t_u_u((--p_24), ((safe_mod_func_uint16_t_u_u((safe_mod_func_int32_t_s_s(g_453[1][1][2], 0x6FD9E5D7L)), (g_41.f0 && ((safe_div_func_uint32_t_u_u(l_570, (((safe_sub_func_int64_t_s_s(g_110[5], p_22)) | g_222) , p_23))) != p_25)))) >= g_393[3]))) && p_25) , 0xD6C21503L) != p_21.f1) , l_323), g_453[1][1][2])), 1L)) | p_21.f0)), 12)) , g_393[3]), g_270[4].f3))), g_224)), p_25)), l_573)) == 0L) >= g_393[3]) , g_475), g_76[4])), 8)) == p_21.f1), g_200)))
            { /* block id: 221 */
                uint32_t l_574[1][8] = {{3UL,3UL,3UL,3UL,3UL,3UL,3UL,3UL}};
                int i, j;
                --l_574[0][6];
            }
            else
            { /* block id: 223 */
                p_21.f3 = 0L;
                g_41.f3 ^= l_573;
                g_270[4].f3 = ((safe_rshift_func_uint16_t_u_u((g_202[1]--), (p_21.f3 >= (0L && ((0x670FE9FFAABB091ELL > (l_581[0] = p_21.f2)) == 9L))))) && p_24);
            }
            p_21.f3 = 1L;
            if (l_357.f2)
                continue;
        }
        l_328 &= ((l_351 = (g_227 | (((safe_mod_func_uint32_t_u_u(0x8B2FD6AFL, (safe_sub_func_int8_t_s_s((g_78 >= g_41.f3), ((+(((safe_div_func_int8_t_s_s(l_357.f1, (((safe_sub_func_int16_t_s_s((g_226 == ((g_270[4].f0 || l_570) < g_453[1][1][2])), 0xB0B0L)) && g_453[1][0][2]) | 0x64L))) == 255UL) > l_323)) > 0x7FB4B4E4L))))) > p_21.f2) != g_76[2]))) < g_393[3]);
        for (g_143 = (-13); (g_143 >= 5); ++g_143)
        { /* block id: 237 */
            uint64_t l_593 = 1UL;
            int32_t l_598 = (-1L);
            p_21.f3 = (l_593 & ((safe_mul_func_int16_t_s_s(g_5, (safe_mul_func_uint8_t_u_u((++g_110[6]), ((safe_add_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_int16_t_s_u((((safe_sub_func_int8_t_s_s(((safe_sub_func_uint16_t_u_u(g_226, 0x1E3AL)) | ((safe_div_func_int64_t_s_s((~(p_22 | ((((((safe_lshift_func_int16_t_s_s(((0xAB1C09BBL == ((g_227 & 255UL) < g_76[3])) > 18446744073709551606UL), 14)) , l_570) | p_21.f1) | l_570) | l_570) | l_593))), l_570)) != g_202[0])), p_21.f3)) ^ p_21.f2) || p_24), l_598)) != g_5), p_21.f1)), l_323)) , l_350))))) | 0xA8L));
            if ((l_620 ^= (safe_mod_func_int32_t_s_s(((0x3058L & (g_202[1] ^ (safe_add_func_uint32_t_u_u(g_200, ((1UL == (0x12L > p_24)) != 0x9AEF6D6FL))))) <= (-2L)), 1L))))
            { /* block id: 241 */
                return g_202[1];
            }
            else
            { /* block id: 243 */
                uint8_t l_630 = 0xBFL;
                uint32_t l_635 = 0xBE7C2B6DL;
                int32_t l_636 = 6L;
                int8_t l_638 = (-7L);
                for (l_620 = 27; (l_620 <= (-25)); l_620--)
                { /* block id: 246 */
                    uint32_t l_627 = 0x7F225805L;
                    p_21.f3 = p_24;
                    l_630 = (safe_mul_func_int8_t_s_s((((g_76[2] != g_270[4].f3) >= p_25) && (safe_sub_func_int32_t_s_s(g_41.f3, 0xE1539DFAL))), ((l_357.f2 = l_627) <= (safe_add_func_int64_t_s_s((p_22 == 0x25810F51L), p_21.f0)))));
                    return g_202[1];
                }
                l_598 |= (((((safe_lshift_func_uint8_t_u_u(0xEDL, (g_222 = (safe_mod_func_uint32_t_u_u(l_635, (((((l_636 = 0xD8FDAE7AL) && (!0x7BL)) , (((0x93L && l_630) , (9L && l_638)) & p_21.f3)) , 18446744073709551615UL) || l_620)))))) & l_639) & p_21.f0) , 0xA9A6FF2D620C7C55LL) | g_223);
            }
            --g_645;
        }
    }
    p_21.f2 = (g_270[4].f3 |= ((+(safe_div_func_uint8_t_u_u((safe_sub_func_int64_t_s_s(((safe_lshift_func_int16_t_s_s((g_536 != p_21.f1), 15)) && 0xE75B3DF25A856783LL), 0x53B653462E66A7F7LL)), (g_227 ^ g_453[3][1][2])))) | ((safe_add_func_int8_t_s_s((((safe_unary_minus_func_uint16_t_u((safe_div_func_uint16_t_u_u(((((safe_sub_func_uint64_t_u_u((l_662[1] > l_521), 1L)) != p_24) != l_357.f0) ^ g_41.f0), (-9L))))) == 0x24L) , l_639), l_662[0])) , p_21.f2)));
    l_677 &= (safe_div_func_int64_t_s_s((l_357.f3 &= (p_23 = (-1L))), (safe_mul_func_int16_t_s_s((g_223 = 0x6DCFL), (((g_536 & (safe_add_func_uint64_t_u_u((safe_mod_func_uint64_t_u_u(p_21.f3, ((safe_div_func_uint16_t_u_u((((safe_mod_func_int64_t_s_s(0xF455B020D5BA97DDLL, (safe_rshift_func_uint16_t_u_u(((l_641 |= ((((((0UL ^ ((g_228 || g_202[1]) || 0L)) & g_475) == 0x0C236999L) && 0x6DL) != p_21.f1) , g_453[1][1][2])) , 0x73B9L), 15)))) && l_521) != g_110[5]), l_357.f0)) & p_24))), 18446744073709551615UL))) ^ l_357.f1) > 0x938EL)))));
    return l_350;
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_41 g_10 g_5 g_72 g_78 g_110 g_76 g_143 g_133 g_2 g_222 g_227 g_270 g_223 g_202 g_226 g_224
 * writes: g_29 g_72 g_41.f2 g_78 g_110 g_41.f0 g_133 g_143 g_76 g_41.f3 g_200 g_202 g_222 g_224
 */
static struct S0  func_26(const uint32_t  p_27, int16_t  p_28)
{ /* block id: 13 */
    uint16_t l_184 = 0xDE9DL;
    int32_t l_208[4];
    uint32_t l_229[8];
    uint16_t l_275 = 0UL;
    int32_t l_285[7] = {0x0FC9D27DL,0x0FC9D27DL,0x0FC9D27DL,0x0FC9D27DL,0x0FC9D27DL,0x0FC9D27DL,0x0FC9D27DL};
    uint16_t l_290 = 0xE045L;
    int32_t l_307 = 0x3086A746L;
    struct S0 l_311 = {18446744073709551615UL,0x4B91A1CEL,4L,-9L};
    int i;
    for (i = 0; i < 4; i++)
        l_208[i] = 1L;
    for (i = 0; i < 8; i++)
        l_229[i] = 0x8A239945L;
    for (g_29 = 0; (g_29 < (-4)); --g_29)
    { /* block id: 16 */
        uint32_t l_42 = 0xFC0266D9L;
        int32_t l_206 = 1L;
        int32_t l_225[4] = {0xD61F2928L,0xD61F2928L,0xD61F2928L,0xD61F2928L};
        const int16_t l_255 = 0x2621L;
        int i;
        for (p_28 = (-1); (p_28 != 23); ++p_28)
        { /* block id: 19 */
            int8_t l_177[1][3];
            int32_t l_201 = 0x4C0183FCL;
            int64_t l_221 = 0xBAFD8273AD263BBALL;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 3; j++)
                    l_177[i][j] = 1L;
            }
            if (((safe_mul_func_int16_t_s_s(0x6E62L, p_27)) && (func_38(g_41, l_42) != (g_2 <= ((g_2 >= l_177[0][2]) , l_177[0][2])))))
            { /* block id: 81 */
                int32_t l_198 = 0x32EB66CFL;
                int32_t l_203[3][5][6] = {{{4L,0x41A82263L,0x3CA3E22EL,0xC6AF4C53L,0x7B8FC4EBL,(-1L)},{1L,0L,(-1L),(-1L),0x02FE5E66L,0x7ADD9185L},{0xA45322D5L,0xC6AF4C53L,4L,0x396262B8L,0x653626FDL,4L},{1L,0x7B8FC4EBL,(-1L),0x653626FDL,(-1L),0x56030E86L},{0x325BED0AL,0x0BBE9119L,4L,0x02FE5E66L,4L,0x0BBE9119L}},{{(-1L),1L,0x396262B8L,0x7B8FC4EBL,(-1L),0x93E6AD7CL},{1L,0x58632052L,4L,0x56030E86L,0x41A82263L,1L},{0xA4600C22L,0x58632052L,0L,0L,(-1L),0x6BF0284AL},{0x93E6AD7CL,1L,0x63A17878L,0xD25B55C4L,4L,0x7ADD9185L},{1L,0x0BBE9119L,0x3CA3E22EL,(-1L),(-1L),0xAE85CDDAL}},{{0xAE85CDDAL,0x7B8FC4EBL,0x4488D3AEL,0x9E02A2B8L,0x56030E86L,0xCA7198ECL},{0x0BBE9119L,0xCA7198ECL,1L,0x7E7D1A18L,0x7E7D1A18L,1L},{0xC6AF4C53L,0xC6AF4C53L,0x9E02A2B8L,0xA4600C22L,1L,0x7B8FC4EBL},{4L,0x0027B1E6L,0x41A82263L,0x58632052L,1L,0x9E02A2B8L},{0xA87EFD3BL,4L,0x41A82263L,0x3CA3E22EL,0xC6AF4C53L,0x7B8FC4EBL}}};
                int i, j, k;
                for (g_78 = (-20); (g_78 >= (-2)); g_78 = safe_add_func_int64_t_s_s(g_78, 1))
                { /* block id: 84 */
                    int64_t l_197[3];
                    int32_t l_199 = 0L;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_197[i] = 0x53AED6AE4A769E6FLL;
                    g_41.f2 = ((g_202[1] = (safe_sub_func_int32_t_s_s((l_201 ^= ((safe_mul_func_uint8_t_u_u((l_184 | g_41.f1), g_41.f2)) , (safe_lshift_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((g_200 = (safe_lshift_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_s((l_199 = (((safe_add_func_uint32_t_u_u((1L & (l_198 ^= ((0x6D573B10L & (((((safe_mul_func_uint16_t_u_u(((((((g_72 = 0xCEL) , (((((((((g_10 ^ g_41.f0) , g_143) == (-9L)) && 1L) <= p_27) == 65532UL) < g_133) >= g_29) , 0xE63EL)) <= (-1L)) || g_110[6]) && p_28) , l_197[2]), 0xCAD4L)) != 0xC7DD24A243EC4722LL) || l_42) , p_27) , g_78)) || g_5))), l_177[0][2])) < g_110[5]) >= 0x3E6BFF23L)), 7)) <= p_28), 6))), 5UL)), g_5)))), 0x308B9188L))) <= 0x3B5CL);
                }
                l_203[1][0][3] ^= l_198;
            }
            else
            { /* block id: 94 */
                if (p_27)
                    break;
                for (g_72 = 2; (g_72 == 0); --g_72)
                { /* block id: 98 */
                    uint16_t l_207 = 0x2A97L;
                    l_206 ^= 0xF5B9073DL;
                    l_208[0] = (g_41.f3 |= l_207);
                    if (g_5)
                        continue;
                    g_200 = (-1L);
                }
            }
            l_201 = (p_28 ^ (safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u(((255UL < 0x3FL) <= (safe_mul_func_uint16_t_u_u((p_27 && ((safe_lshift_func_int16_t_s_s((g_222 ^= (((safe_div_func_int32_t_s_s(p_28, ((safe_add_func_uint8_t_u_u(l_177[0][2], 255UL)) , l_208[0]))) ^ 0x89DFEE80C70173F8LL) & l_221)), p_28)) < l_177[0][0])), g_76[0]))), g_76[3])), g_41.f1)));
            ++l_229[2];
            if (l_229[5])
                continue;
        }
        if (((safe_add_func_int16_t_s_s((~(safe_rshift_func_uint16_t_u_u((safe_div_func_int64_t_s_s(((safe_mul_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u((--g_41.f0), l_184)) & (safe_rshift_func_int8_t_s_u(p_28, 5))), (l_229[2] , 1L))) && (safe_rshift_func_uint8_t_u_u((safe_div_func_int64_t_s_s(0L, (safe_lshift_func_int16_t_s_u((l_225[1] = 0xFF86L), ((safe_sub_func_uint8_t_u_u(l_206, l_255)) && l_208[2]))))), l_229[6]))), p_28)), 3))), 0xE6CDL)) >= (-7L)))
        { /* block id: 113 */
            l_206 = (safe_mod_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((safe_add_func_int64_t_s_s(((safe_mul_func_int8_t_s_s((safe_mod_func_uint8_t_u_u(((((((safe_div_func_int16_t_s_s(g_72, 7UL)) <= g_227) , (safe_div_func_uint8_t_u_u((g_270[4] , p_28), (safe_rshift_func_uint8_t_u_u(((g_270[4].f0 & (safe_mul_func_int16_t_s_s(1L, p_27))) , p_27), 0))))) <= 0x941C1BC3L) != p_27) >= g_223), l_229[0])), g_76[2])) && 0x6E6AL), g_76[2])), l_275)), p_27));
        }
        else
        { /* block id: 115 */
            const int32_t l_276 = (-3L);
            if (l_276)
                break;
        }
        if (g_202[1])
            break;
    }
    l_208[0] |= (safe_sub_func_uint32_t_u_u(((safe_div_func_uint64_t_u_u((safe_mul_func_int8_t_s_s(0x98L, (((p_28 == ((safe_add_func_int8_t_s_s(l_285[1], l_285[4])) || (safe_rshift_func_uint16_t_u_u(3UL, 5)))) , (safe_lshift_func_uint16_t_u_u(((4294967287UL <= (0x0E73B8899DCF5AF9LL != (-1L))) == 0x1601L), g_110[5]))) ^ p_28))), l_290)) > g_10), l_285[1]));
    g_200 = ((g_270[4].f0 >= (p_28 = (p_27 & ((((safe_add_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u(((safe_mod_func_int32_t_s_s((safe_mod_func_int16_t_s_s((+g_133), ((0x06D7L < ((safe_div_func_int8_t_s_s(((l_307 |= (l_208[0] = ((+g_29) || (((((safe_mul_func_int16_t_s_s((p_27 || ((safe_sub_func_uint16_t_u_u(65526UL, 2UL)) , l_285[1])), 0x50E3L)) && g_41.f2) , g_76[0]) > g_41.f2) ^ g_270[4].f0)))) < p_27), (-7L))) , 2L)) ^ l_184))), p_27)) , p_27), g_41.f3)) > (-3L)), g_226)) > 0x1A31894FL) , 0x9D0C1D5EL) , g_202[0])))) && l_208[0]);
    for (g_224 = (-29); (g_224 <= (-13)); g_224++)
    { /* block id: 127 */
        uint16_t l_310 = 0UL;
        if (l_310)
            break;
    }
    return l_311;
}


/* ------------------------------------------ */
/* 
 * reads : g_41.f3 g_41.f1 g_10 g_5 g_41.f2 g_41.f0 g_72 g_78 g_29 g_110 g_76 g_143 g_133
 * writes: g_72 g_41.f2 g_78 g_110 g_41.f0 g_133 g_143 g_76 g_41.f3
 */
static const uint32_t  func_38(struct S0  p_39, int32_t  p_40)
{ /* block id: 20 */
    int32_t l_43 = 0x5708880DL;
    uint32_t l_73 = 0xF937B1BDL;
    int32_t l_84 = 0L;
    int32_t l_125 = 0x7CB2DEB4L;
    int32_t l_126 = 0x783C2309L;
    uint8_t l_140 = 0x66L;
    if ((((g_78 = (((l_43 ^ (safe_sub_func_int32_t_s_s((p_39.f1 < ((safe_div_func_uint8_t_u_u(((safe_div_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s(8UL, func_52(l_43, ((safe_mul_func_uint16_t_u_u((safe_div_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_u(0xADF5L, ((safe_sub_func_uint16_t_u_u((((((safe_lshift_func_uint8_t_u_u(((g_72 = ((safe_mod_func_int64_t_s_s((-10L), (safe_add_func_uint64_t_u_u(0xAE5BD571E9572AB1LL, l_43)))) & 0xCC37069E5F9C6A00LL)) | g_41.f3), 4)) && 0x07ECL) > 0L) , p_40) < 4UL), 0x49EDL)) < 1UL))) <= p_39.f3), l_73)), g_41.f1)) > p_39.f2), p_39.f1, g_10, g_5))), 0x7DE7L)) != p_39.f1), g_41.f0)) == 0x27L)), l_73))) | 5UL) | g_41.f3)) < g_10) , p_40))
    { /* block id: 35 */
        int64_t l_83 = (-5L);
        l_84 |= ((safe_mod_func_int8_t_s_s(g_72, ((p_40 < p_39.f1) , (0xF6L & p_40)))) , (((l_43 &= 0x26FF5532L) , ((safe_rshift_func_uint16_t_u_u(l_83, 6)) != p_39.f3)) , 0xB0950CF1L));
    }
    else
    { /* block id: 38 */
        uint32_t l_90 = 0xC8249D4AL;
        int32_t l_106 = 0x7303F68CL;
        int32_t l_111 = 0x088E2D1EL;
        int16_t l_124 = 0xF767L;
        for (g_78 = (-16); (g_78 == (-22)); g_78 = safe_sub_func_uint8_t_u_u(g_78, 8))
        { /* block id: 41 */
            if (p_40)
                break;
            p_40 = (safe_add_func_int16_t_s_s(l_43, (~p_39.f3)));
            p_39.f2 = g_72;
        }
        p_40 = (l_90 && (((safe_sub_func_int16_t_s_s((((l_73 & ((safe_div_func_int64_t_s_s((safe_rshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(l_84, (g_41.f3 || (((l_111 = ((l_43 &= ((!(safe_add_func_int8_t_s_s((g_110[5] = (g_72 = (safe_lshift_func_int16_t_s_u(((l_106 |= g_29) < ((!l_90) >= (safe_div_func_int32_t_s_s(1L, p_40)))), g_29)))), p_39.f2))) && g_110[5])) <= 0L)) < 0x1266FB991B7FB1DALL) == l_73)))), l_73)), 18446744073709551614UL)) >= l_73)) && p_39.f2) , g_5), p_40)) > p_39.f1) , 0x4FC0L));
        l_126 &= (safe_rshift_func_uint16_t_u_u(((p_39 , (safe_div_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(l_84, (l_73 & (l_90 == (((((safe_div_func_uint32_t_u_u(g_110[6], (safe_sub_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((l_125 ^= (l_124 > (l_43 & g_110[5]))), 0xFAD1A43BL)), g_10)))) , 0xF4C769F5L) <= p_40) || g_29) != l_90))))), p_39.f2))) , g_41.f1), 13));
    }
    for (l_126 = (-20); (l_126 <= (-17)); l_126++)
    { /* block id: 57 */
        int8_t l_138 = 0x0AL;
        int32_t l_146 = 9L;
        for (p_40 = 0; (p_40 <= 4); p_40 += 1)
        { /* block id: 60 */
            int32_t l_176[3][7][4] = {{{0x446CBE4CL,9L,1L,1L},{0x7D0102AAL,0x7D0102AAL,(-3L),0xD37E95C8L},{(-3L),0xD37E95C8L,0xE6C51A86L,0xF0C4E888L},{0xF0C4E888L,(-1L),0x7D0102AAL,0xE6C51A86L},{1L,(-1L),0L,0xF0C4E888L},{(-1L),0xD37E95C8L,1L,0xD37E95C8L},{0x55AEE4DEL,0x7D0102AAL,(-1L),1L}},{{1L,9L,1L,0x8B0CAD11L},{1L,1L,(-1L),(-1L)},{1L,(-3L),1L,0L},{1L,(-1L),(-1L),1L},{0x55AEE4DEL,0xF0C4E888L,1L,(-10L)},{(-1L),0L,0L,0x446CBE4CL},{1L,0x8B0CAD11L,0x7D0102AAL,0x446CBE4CL}},{{0xF0C4E888L,0L,0xE6C51A86L,(-10L)},{(-3L),0xF0C4E888L,(-3L),1L},{0x7D0102AAL,(-1L),1L,0L},{0x446CBE4CL,(-3L),(-10L),(-1L)},{0xD37E95C8L,1L,(-10L),0x8B0CAD11L},{0x446CBE4CL,9L,1L,1L},{0x7D0102AAL,0x7D0102AAL,(-3L),0xD37E95C8L}}};
            int i, j, k;
            p_39.f2 = (((((safe_div_func_int16_t_s_s(g_76[p_40], (safe_add_func_int32_t_s_s((p_39.f3 |= ((((g_133 = (g_41.f0 = g_5)) ^ (6L & ((-1L) >= g_110[5]))) , ((safe_mod_func_int16_t_s_s((safe_rshift_func_int8_t_s_u(6L, 6)), p_39.f2)) , 1L)) < g_29)), 0x1DCC1457L)))) == g_41.f1) , 0x9C01L) != g_76[p_40]) || g_76[p_40]);
            if (l_138)
                break;
            if (((((!(g_143 = (++l_140))) || ((l_146 = ((-1L) && (safe_add_func_uint32_t_u_u(0xDF971429L, 0x9FAE0D98L)))) || ((safe_mod_func_int8_t_s_s(((65535UL <= (+(6UL < (65528UL || (-5L))))) == p_39.f0), (-1L))) && 0x5561C656C0C5E8AELL))) && l_138) > 0x32704307L))
            { /* block id: 69 */
                int16_t l_171[3];
                const int64_t l_174 = 0x758F72B2449837FELL;
                int32_t l_175[8][1][1];
                int i, j, k;
                for (i = 0; i < 3; i++)
                    l_171[i] = (-6L);
                for (i = 0; i < 8; i++)
                {
                    for (j = 0; j < 1; j++)
                    {
                        for (k = 0; k < 1; k++)
                            l_175[i][j][k] = 8L;
                    }
                }
                if (g_143)
                    break;
                g_41.f3 = ((safe_div_func_int16_t_s_s((g_5 | (safe_mul_func_int16_t_s_s((((safe_mul_func_int16_t_s_s((((safe_add_func_int16_t_s_s((safe_add_func_uint8_t_u_u((safe_unary_minus_func_uint32_t_u((g_10 != ((safe_lshift_func_int8_t_s_u((safe_add_func_int64_t_s_s(0x513162A55EFA8D4CLL, ((((g_76[p_40] = g_78) > ((((safe_mul_func_int16_t_s_s((safe_mul_func_int16_t_s_s(0L, (((safe_lshift_func_uint8_t_u_u(((l_146 = l_171[0]) , (safe_sub_func_int8_t_s_s((l_146 &= p_39.f0), 0x91L))), 2)) <= p_39.f1) <= g_110[5]))), p_40)) || l_126) ^ g_29) == p_39.f1)) | 65535UL) == g_41.f3))), l_174)) ^ 0x02L)))), l_175[7][0][0])), p_39.f0)) , g_110[6]) == (-10L)), p_40)) & g_133) & g_41.f2), l_176[0][5][3]))), 1UL)) <= 0xA6E296BDL);
            }
            else
            { /* block id: 75 */
                if (g_133)
                    break;
            }
        }
    }
    return p_40;
}


/* ------------------------------------------ */
/* 
 * reads : g_41.f2 g_41.f0
 * writes: g_41.f2
 */
static int16_t  func_52(int64_t  p_53, uint16_t  p_54, int8_t  p_55, int8_t  p_56, const uint64_t  p_57)
{ /* block id: 22 */
    for (p_56 = 0; (p_56 != (-18)); p_56 = safe_sub_func_int16_t_s_s(p_56, 9))
    { /* block id: 25 */
        int32_t l_77 = 0x69FAA33FL;
        if (p_56)
            break;
        for (g_41.f2 = 1; (g_41.f2 <= 4); g_41.f2 += 1)
        { /* block id: 29 */
            l_77 = 0xAA4B6D8DL;
        }
    }
    return g_41.f0;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_41.f0, "g_41.f0", print_hash_value);
    transparent_crc(g_41.f1, "g_41.f1", print_hash_value);
    transparent_crc(g_41.f2, "g_41.f2", print_hash_value);
    transparent_crc(g_41.f3, "g_41.f3", print_hash_value);
    transparent_crc(g_72, "g_72", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_76[i], "g_76[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_78, "g_78", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_110[i], "g_110[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_133, "g_133", print_hash_value);
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_200, "g_200", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_202[i], "g_202[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_222, "g_222", print_hash_value);
    transparent_crc(g_223, "g_223", print_hash_value);
    transparent_crc(g_224, "g_224", print_hash_value);
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc(g_227, "g_227", print_hash_value);
    transparent_crc(g_228, "g_228", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_270[i].f0, "g_270[i].f0", print_hash_value);
        transparent_crc(g_270[i].f1, "g_270[i].f1", print_hash_value);
        transparent_crc(g_270[i].f2, "g_270[i].f2", print_hash_value);
        transparent_crc(g_270[i].f3, "g_270[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_368, "g_368", print_hash_value);
    transparent_crc(g_392, "g_392", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_393[i], "g_393[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_453[i][j][k], "g_453[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_475, "g_475", print_hash_value);
    transparent_crc(g_536, "g_536", print_hash_value);
    transparent_crc(g_645, "g_645", print_hash_value);
    transparent_crc(g_731, "g_731", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_732[i][j], "g_732[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_780, "g_780", print_hash_value);
    transparent_crc(g_805, "g_805", print_hash_value);
    transparent_crc(g_929, "g_929", print_hash_value);
    transparent_crc(g_932, "g_932", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_933[i][j][k], "g_933[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_1085[i], "g_1085[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1104, "g_1104", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_1112[i][j][k], "g_1112[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_1330[i][j], "g_1330[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1400, "g_1400", print_hash_value);
    transparent_crc(g_1421, "g_1421", print_hash_value);
    transparent_crc(g_1529, "g_1529", print_hash_value);
    transparent_crc(g_1561, "g_1561", print_hash_value);
    transparent_crc(g_1705, "g_1705", print_hash_value);
    transparent_crc(g_1858, "g_1858", print_hash_value);
    transparent_crc(g_1915, "g_1915", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
