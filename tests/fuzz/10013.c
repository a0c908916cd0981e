// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10013 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10013
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int64_t  f0;
   uint16_t  f1;
   int16_t  f2;
   int64_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_14 = 1L;
static uint32_t g_26 = 2UL;
static const struct S0 g_46 = {-1L,0x6845L,-5L,0x8A4198FE831E341FLL};
static int32_t g_65[7][6] = {{0x453F201FL,(-1L),0x453F201FL,0x453F201FL,(-1L),0x453F201FL},{0x453F201FL,(-1L),0x453F201FL,0x453F201FL,(-1L),0x453F201FL},{0x453F201FL,(-1L),0x453F201FL,0x453F201FL,(-1L),0x453F201FL},{0x453F201FL,(-1L),0x453F201FL,0x453F201FL,(-1L),0x453F201FL},{0x453F201FL,(-1L),0x453F201FL,0x453F201FL,(-1L),0x453F201FL},{0x453F201FL,(-1L),0x453F201FL,0x453F201FL,(-1L),0x453F201FL},{0x453F201FL,(-1L),0x453F201FL,0x453F201FL,(-1L),0x453F201FL}};
static int32_t g_68 = 0xA5A2D535L;
static int32_t g_89 = 0L;
static int64_t g_117 = 0x953B525E98B50884LL;
static int64_t g_118 = 1L;
static uint32_t g_194 = 0x6A0EAF5AL;
static int32_t g_265[2][2] = {{0xD8C50604L,0xD8C50604L},{0xD8C50604L,0xD8C50604L}};
static int64_t g_266 = 0L;
static int8_t g_268 = 0L;
static struct S0 g_270[2] = {{-8L,0xAECFL,0x1E25L,-1L},{-8L,0xAECFL,0x1E25L,-1L}};
static uint16_t g_288 = 6UL;
static int8_t g_304 = 0x91L;
static uint32_t g_305 = 0x150DFEC1L;
static uint64_t g_324 = 0xC256FB42CD97A3D9LL;
static uint32_t g_378 = 0UL;
static int64_t g_469 = 0x8D291AE296D78CCDLL;
static int8_t g_470 = (-1L);
static uint64_t g_472 = 18446744073709551615UL;
static int32_t g_581[1][8][3] = {{{0x8AFC6581L,0x98115F1EL,0x44A55CB2L},{0x361E857CL,0x361E857CL,0x44A55CB2L},{0x98115F1EL,0x8AFC6581L,(-1L)},{1L,0x361E857CL,1L},{1L,0x98115F1EL,0x361E857CL},{0x98115F1EL,1L,1L},{0x361E857CL,1L,(-1L)},{0x8AFC6581L,0x98115F1EL,0x44A55CB2L}}};
static int32_t g_582 = 0x4C179F05L;
static int32_t g_659 = 1L;
static uint8_t g_660 = 255UL;
static int32_t g_662 = 7L;
static uint64_t g_665 = 0x34D1B38C3605F69FLL;
static uint32_t g_690 = 0x84379C0AL;
static uint16_t g_697 = 0UL;
static uint32_t g_710[8] = {0x604E8D42L,0x604E8D42L,0x604E8D42L,0x604E8D42L,0x604E8D42L,0x604E8D42L,0x604E8D42L,0x604E8D42L};
static int32_t g_925 = (-1L);
static const uint64_t g_985 = 18446744073709551615UL;


/* --- FORWARD DECLARATIONS --- */
static const int8_t  func_1(void);
static struct S0  func_2(uint16_t  p_3, uint8_t  p_4, uint32_t  p_5, int64_t  p_6);
static uint16_t  func_12(int16_t  p_13);
static int64_t  func_17(uint32_t  p_18, const uint8_t  p_19, int64_t  p_20);
static int8_t  func_31(uint32_t  p_32);
static int16_t  func_43(int32_t  p_44, const struct S0  p_45);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_14 g_26 g_46 g_65 g_68 g_118 g_117 g_89 g_194 g_265 g_268 g_304 g_305 g_378 g_288 g_270.f2 g_270.f3 g_324 g_270.f0 g_472 g_270.f1 g_469 g_270 g_582 g_470 g_581 g_660 g_659 g_665 g_697 g_710 g_662 g_690 g_925 g_985
 * writes: g_26 g_14 g_65 g_68 g_89 g_194 g_265 g_266 g_268 g_270 g_288 g_324 g_378 g_118 g_472 g_469 g_304 g_581 g_582 g_659 g_660 g_662 g_665 g_690 g_697 g_470 g_117
 */
static const int8_t  func_1(void)
{ /* block id: 0 */
    int32_t l_9 = (-4L);
    struct S0 l_954 = {0x565532ABD69E117ALL,0x28F6L,-1L,-5L};
    uint32_t l_965 = 0x557545B1L;
    int32_t l_966 = 0x9AD804ABL;
    int32_t l_984 = 0x89501A91L;
    const uint32_t l_986 = 0x562AD657L;
    l_954 = func_2(((safe_mul_func_int8_t_s_s(l_9, (safe_div_func_int16_t_s_s((((func_12(g_14) && ((l_954 , ((safe_mod_func_uint16_t_u_u((l_966 = (((safe_sub_func_uint64_t_u_u(((safe_sub_func_uint64_t_u_u(l_954.f0, (safe_sub_func_uint16_t_u_u(((l_9 ^ (safe_lshift_func_uint8_t_u_s(246UL, 0))) != l_965), 0x2677L)))) < l_954.f2), l_9)) > (-7L)) & g_270[0].f1)), l_965)) < g_265[0][1])) || g_697)) && g_660) | g_46.f0), l_954.f2)))) , l_966), l_954.f1, l_954.f3, g_710[1]);
    g_581[0][3][1] = (((safe_rshift_func_uint8_t_u_s(0UL, 3)) > g_470) <= (((l_965 && (((safe_add_func_int64_t_s_s((((safe_div_func_uint16_t_u_u(((((l_954.f0 & (((safe_add_func_uint64_t_u_u((safe_rshift_func_int16_t_s_s((+(((~g_305) >= ((safe_sub_func_int16_t_s_s((l_954 , ((0x8B9FBBE4A23E9535LL >= l_954.f0) ^ g_14)), 0x951FL)) >= 6L)) && 0x991EBF69F044CDC8LL)), 14)), 1L)) != l_984) , g_925)) != 5L) != l_965) , 65535UL), g_690)) | l_954.f0) , 3L), 0x723E9E3C66D522C9LL)) , l_965) ^ 255UL)) < l_954.f3) || g_985));
    return l_986;
}


/* ------------------------------------------ */
/* 
 * reads : g_270
 * writes:
 */
static struct S0  func_2(uint16_t  p_3, uint8_t  p_4, uint32_t  p_5, int64_t  p_6)
{ /* block id: 404 */
    uint32_t l_967 = 3UL;
    l_967++;
    return g_270[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_26 g_46 g_65 g_68 g_118 g_117 g_89 g_194 g_265 g_268 g_304 g_305 g_378 g_288 g_270.f2 g_270.f3 g_324 g_270.f0 g_472 g_270.f1 g_469 g_270 g_582 g_470 g_581 g_660 g_659 g_665 g_697 g_710 g_662 g_690
 * writes: g_26 g_14 g_65 g_68 g_89 g_194 g_265 g_266 g_268 g_270 g_288 g_324 g_378 g_118 g_472 g_469 g_304 g_581 g_582 g_659 g_660 g_662 g_665 g_690 g_697 g_470 g_117
 */
static uint16_t  func_12(int16_t  p_13)
{ /* block id: 1 */
    int16_t l_21 = (-7L);
    int32_t l_666 = 0x0B54D86AL;
    int32_t l_741 = 0x5FAA2EA0L;
    int32_t l_742[3][6][4] = {{{(-9L),0x99711B9AL,0x3724234FL,0x3724234FL},{(-1L),(-1L),(-9L),0x3724234FL},{(-5L),0x99711B9AL,(-5L),(-9L)},{(-5L),(-9L),(-9L),(-5L)},{(-1L),(-9L),0x3724234FL,(-9L)},{(-9L),0x99711B9AL,0x3724234FL,0x3724234FL}},{{(-1L),(-1L),(-9L),0x3724234FL},{(-5L),0x99711B9AL,(-5L),(-9L)},{(-5L),(-9L),(-9L),(-5L)},{(-1L),(-9L),0x3724234FL,(-9L)},{(-9L),0x99711B9AL,0x3724234FL,0x3724234FL},{(-1L),(-1L),(-9L),0x3724234FL}},{{(-5L),0x99711B9AL,(-5L),(-9L)},{(-5L),(-9L),(-9L),(-5L)},{(-1L),(-9L),0x3724234FL,(-9L)},{(-9L),0x99711B9AL,0x3724234FL,0x3724234FL},{(-1L),(-1L),(-9L),0x3724234FL},{(-5L),0x99711B9AL,(-5L),(-9L)}}};
    uint16_t l_755 = 1UL;
    uint16_t l_822 = 0UL;
    uint64_t l_829 = 18446744073709551614UL;
    uint32_t l_859 = 0xFE5D97A1L;
    struct S0 l_892 = {1L,0xD126L,-4L,0L};
    uint32_t l_919 = 0x056EE229L;
    int64_t l_927 = (-4L);
    uint32_t l_951 = 0x6296F005L;
    int i, j, k;
lbl_825:
    l_666 = ((safe_mod_func_int64_t_s_s((g_665 ^= func_17((l_21 != (safe_add_func_int64_t_s_s((((safe_lshift_func_uint8_t_u_s((0x1DE6L == ((p_13 < ((g_26 |= g_14) == 0xC9L)) != g_14)), 3)) , l_21) , l_21), g_14))), g_14, l_21)), g_46.f3)) , l_21);
    g_581[0][5][0] ^= p_13;
    if ((safe_lshift_func_int8_t_s_s(g_270[0].f2, ((safe_rshift_func_int16_t_s_u((safe_div_func_uint64_t_u_u((safe_add_func_int32_t_s_s((safe_div_func_uint32_t_u_u(((safe_mul_func_uint16_t_u_u((g_288 = ((safe_add_func_uint64_t_u_u(((((g_690 = (safe_lshift_func_uint8_t_u_s((g_660 = (safe_div_func_int64_t_s_s(0xB1F1756D2C482453LL, 18446744073709551615UL))), (p_13 | (0xA302L >= (((g_118 , (safe_lshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(((((((!(l_666 |= 0xABA12F5BA3CC918ELL)) ^ l_21) == 65535UL) && 1UL) || l_21) , 0x3BEAL), 1UL)), 3))) != l_21) == g_265[0][1])))))) ^ l_21) & l_21) , p_13), g_270[0].f3)) , p_13)), 0L)) < p_13), p_13)), p_13)), 0x1C1F894D51219332LL)), 14)) > 0L))))
    { /* block id: 305 */
        uint32_t l_694 = 0xD2C432F0L;
        int32_t l_695[1];
        int32_t l_696 = 0x95D93D24L;
        int i;
        for (i = 0; i < 1; i++)
            l_695[i] = 0x1B005770L;
        l_666 = (safe_sub_func_uint32_t_u_u(0x4FAAEEE3L, ((((l_694 = (+0x9CBCL)) == ((((p_13 | ((((++g_697) == (safe_mod_func_int64_t_s_s((((p_13 , (l_695[0] == (safe_rshift_func_uint16_t_u_u(p_13, 2)))) , (((safe_lshift_func_int8_t_s_s((safe_sub_func_uint32_t_u_u((safe_mul_func_int8_t_s_s((g_118 || g_582), l_695[0])), g_581[0][3][1])), p_13)) , 0x6D3C0F81L) , 0x7FL)) , g_304), p_13))) < p_13) < 65526UL)) == p_13) ^ g_46.f3) ^ g_710[1])) || p_13) , l_666)));
    }
    else
    { /* block id: 309 */
        int16_t l_717[2][4] = {{0L,1L,1L,0L},{1L,0L,1L,1L}};
        int32_t l_718 = 0xEEEE03CBL;
        int32_t l_744 = 0x93E94BC6L;
        int32_t l_745 = (-8L);
        int32_t l_747 = 1L;
        int32_t l_748[3];
        int64_t l_749 = 0L;
        uint8_t l_777 = 0UL;
        int32_t l_874 = 0L;
        uint16_t l_928[3][8];
        int i, j;
        for (i = 0; i < 3; i++)
            l_748[i] = 0xE7749700L;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 8; j++)
                l_928[i][j] = 0xD38DL;
        }
        for (g_469 = 5; (g_469 < (-14)); --g_469)
        { /* block id: 312 */
            int8_t l_715[7][2][3] = {{{(-1L),(-1L),(-1L)},{0x77L,1L,0x77L}},{{(-1L),(-1L),(-1L)},{0x77L,1L,0x77L}},{{(-1L),(-1L),(-1L)},{0x77L,1L,0x77L}},{{(-1L),(-1L),(-1L)},{0x77L,1L,0x77L}},{{(-1L),(-1L),(-1L)},{0x77L,1L,0x77L}},{{(-1L),(-1L),(-1L)},{0x77L,1L,0x77L}},{{(-1L),(-1L),(-1L)},{0x77L,1L,0x77L}}};
            int32_t l_716 = 1L;
            int32_t l_719[4][7][6] = {{{(-6L),0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L)},{(-6L),0xB4AC63CBL,0x59B0EBD0L,0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L},{0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L,0xB4AC63CBL,(-6L),(-6L)},{0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L),0x59B0EBD0L},{(-6L),0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L)},{(-6L),0xB4AC63CBL,0x59B0EBD0L,0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L},{0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L,0xB4AC63CBL,(-6L),(-6L)}},{{0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L),0x59B0EBD0L},{(-6L),0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L)},{(-6L),0xB4AC63CBL,0x59B0EBD0L,0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L},{0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L,0xB4AC63CBL,(-6L),(-6L)},{0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L),0x59B0EBD0L},{(-6L),0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L)},{(-6L),0xB4AC63CBL,0x59B0EBD0L,0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L}},{{0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L,0xB4AC63CBL,(-6L),(-6L)},{0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L),0x59B0EBD0L},{(-6L),0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L)},{(-6L),0xB4AC63CBL,0x59B0EBD0L,0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L},{0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L,0xB4AC63CBL,(-6L),(-6L)},{0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L),0x59B0EBD0L},{(-6L),0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L)}},{{(-6L),0xB4AC63CBL,0x59B0EBD0L,0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L},{0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L,0xB4AC63CBL,(-6L),(-6L)},{0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L),0x59B0EBD0L},{(-6L),0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L)},{(-6L),0xB4AC63CBL,0x59B0EBD0L,0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L},{0x8F98F18FL,0x8F98F18FL,0x59B0EBD0L,0xB4AC63CBL,(-6L),(-6L)},{0x8F98F18FL,0xB4AC63CBL,0xB4AC63CBL,0x8F98F18FL,(-6L),0x59B0EBD0L}}};
            uint32_t l_720 = 1UL;
            int i, j, k;
            for (g_26 = 0; (g_26 < 13); g_26++)
            { /* block id: 315 */
                l_715[3][1][1] ^= (-1L);
                ++l_720;
            }
        }
        if (((((((safe_add_func_int64_t_s_s((((safe_rshift_func_int8_t_s_u((safe_lshift_func_uint8_t_u_s(g_710[1], 4)), 6)) || ((l_718 = p_13) < 1L)) == (((((safe_sub_func_int32_t_s_s((safe_sub_func_uint32_t_u_u(((g_581[0][3][1] || g_288) <= ((safe_sub_func_int8_t_s_s((safe_rshift_func_int16_t_s_u((g_270[0].f2 = (safe_mul_func_uint8_t_u_u((0xD8L & (p_13 < 0x16B8A098L)), 1L))), p_13)), p_13)) , g_710[0])), 1UL)), p_13)) | g_65[5][3]) >= p_13) && p_13) , 1UL)), p_13)) <= 0x2342L) , 0xE9A271FDL) , g_117) < 1UL) || 0UL))
        { /* block id: 322 */
            int64_t l_743[3][4][4] = {{{1L,1L,(-1L),0x0D32E7162DCE3BF8LL},{6L,0xDEF8BC4B807B4E1BLL,(-1L),0x05CBEF2439EA4779LL},{1L,0x9224112D9A2F36BCLL,1L,0x9960AD12DF3BCC7DLL},{8L,0xC9CE864F78821454LL,0xF7B8333C9312331FLL,8L}},{{0xDEF8BC4B807B4E1BLL,(-1L),8L,0xC9CE864F78821454LL},{(-1L),0x92430E7B16FFDCCBLL,8L,1L},{0xDEF8BC4B807B4E1BLL,(-1L),0xF7B8333C9312331FLL,6L},{8L,(-1L),1L,1L}},{{1L,1L,(-1L),8L},{6L,0xF7B8333C9312331FLL,(-1L),0xDEF8BC4B807B4E1BLL},{1L,8L,0x92430E7B16FFDCCBLL,(-1L)},{0xC9CE864F78821454LL,8L,(-1L),0xDEF8BC4B807B4E1BLL}}};
            int32_t l_746 = (-4L);
            int32_t l_750 = (-1L);
            int32_t l_751 = 0x813B3333L;
            int32_t l_752 = (-1L);
            int32_t l_753 = 0xC8EE4C07L;
            int32_t l_754[7][2] = {{0xD8A3ED50L,0xD8A3ED50L},{0x04BD4442L,0xD8A3ED50L},{0xD8A3ED50L,0x04BD4442L},{0xD8A3ED50L,0xD8A3ED50L},{0x04BD4442L,0x04BD4442L},{0x04BD4442L,0x8F3E394BL},{0x04BD4442L,0x04BD4442L}};
            int32_t l_821 = 0x1A8C1D8EL;
            const uint32_t l_847 = 0x66E7955DL;
            uint32_t l_856 = 0x9C1978E8L;
            int i, j, k;
            ++l_755;
            l_751 |= (((((l_718 &= (safe_rshift_func_uint16_t_u_s((safe_mul_func_int16_t_s_s((safe_unary_minus_func_uint8_t_u((safe_mod_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s(p_13, ((g_270[0].f2 = ((((safe_mod_func_uint32_t_u_u(((safe_sub_func_int16_t_s_s((((safe_lshift_func_uint8_t_u_s((1UL != g_304), g_662)) & (safe_add_func_int16_t_s_s((l_666 < (p_13 < (safe_div_func_int64_t_s_s(l_747, p_13)))), p_13))) != l_666), l_666)) != 0x9730BD6E8BE8E987LL), p_13)) , g_26) > l_754[2][0]) >= 0UL)) > p_13))), 0x4C99L)))), l_749)), 13))) <= 248UL) != 0x73284210L) ^ l_717[0][2]) != l_666);
            g_14 = ((l_777 && l_21) == (l_746 = (g_324 = (l_741 & (+(safe_rshift_func_int16_t_s_s((safe_mul_func_int16_t_s_s(((l_666 >= l_777) || ((safe_div_func_uint64_t_u_u((g_665 |= ((safe_add_func_int16_t_s_s(((safe_mul_func_int16_t_s_s(((p_13 && ((!(g_26 , 0xE34445434044754FLL)) <= p_13)) & l_742[1][3][2]), g_89)) & 1UL), (-2L))) <= 7L)), (-10L))) > l_742[2][2][3])), 0x8475L)), g_324)))))));
            if ((g_581[0][3][2] > (-3L)))
            { /* block id: 331 */
                int32_t l_792 = 0x7E53DA87L;
                int32_t l_816 = 0xA93CB963L;
                int32_t l_817[6][2] = {{0xC1B5D5F0L,0xC1B5D5F0L},{0xC1B5D5F0L,0xC1B5D5F0L},{0xC1B5D5F0L,0xC1B5D5F0L},{0xC1B5D5F0L,0xC1B5D5F0L},{0xC1B5D5F0L,0xC1B5D5F0L},{0xC1B5D5F0L,0xC1B5D5F0L}};
                int i, j;
                for (g_470 = 0; (g_470 == 9); g_470 = safe_add_func_int8_t_s_s(g_470, 6))
                { /* block id: 334 */
                    uint16_t l_793 = 65533UL;
                    --l_793;
                    if (p_13)
                        break;
                }
                if ((g_65[0][1] ^ (g_304 , (safe_rshift_func_uint8_t_u_u(g_270[0].f1, (g_660 = 0UL))))))
                { /* block id: 339 */
                    uint32_t l_808 = 0xF6C68917L;
                    int32_t l_820[5];
                    int i;
                    for (i = 0; i < 5; i++)
                        l_820[i] = 0L;
                    l_817[5][0] = ((safe_add_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_u((l_746 > ((safe_mul_func_uint16_t_u_u((((l_816 = ((((l_808 = (p_13 == (!(l_750 > (!(safe_rshift_func_int8_t_s_s(g_304, 4))))))) || g_659) <= 0x58L) , (((g_270[0].f1 ^= (safe_lshift_func_int16_t_s_s((safe_unary_minus_func_int16_t_s((safe_div_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u((g_265[0][0] != 0x1ED98C18EE453E45LL), 6)), l_743[1][3][1])))), 4))) == 0x5A13L) < 0x6B93L))) <= 3UL) > 18446744073709551610UL), p_13)) , l_747)), 12)) & g_582), p_13)) , g_118);
                    l_666 = (safe_lshift_func_uint8_t_u_s((g_270[0].f0 , 0xB1L), 4));
                    l_822++;
                    if (g_469)
                        goto lbl_825;
                }
                else
                { /* block id: 347 */
                    struct S0 l_826 = {0x332E51E05FB5171BLL,65535UL,-1L,8L};
                    int32_t l_827 = 0x1345FD99L;
                    int32_t l_828[2][8][2] = {{{0L,0L},{0L,0x7E223210L},{(-4L),2L},{0x7E223210L,2L},{(-4L),0x7E223210L},{0L,0L},{0L,0x7E223210L},{(-4L),2L}},{{0x7E223210L,2L},{(-4L),0x7E223210L},{0L,0L},{0L,0x7E223210L},{(-4L),2L},{0x7E223210L,2L},{(-4L),0x7E223210L},{0L,0L}}};
                    int8_t l_844 = (-2L);
                    int i, j, k;
                    l_826 = g_270[0];
                    l_826 = g_46;
                    ++l_829;
                    l_747 = ((((l_741 ^ ((safe_sub_func_uint8_t_u_u(((safe_div_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(g_665, ((l_817[5][0] ^= ((248UL & (((safe_mod_func_int16_t_s_s(l_822, p_13)) != (p_13 & (l_666 ^= (safe_add_func_uint8_t_u_u(g_690, 0L))))) < g_46.f1)) >= l_844)) != p_13))), l_750)) ^ p_13), p_13)) < p_13)) && 0UL) || g_46.f2) || l_817[2][0]);
                }
            }
            else
            { /* block id: 355 */
                uint32_t l_852 = 0xA450B202L;
                int32_t l_855 = 0xF22A533FL;
                g_659 = (g_581[0][0][2] = 0x623C4E80L);
                g_14 = (safe_rshift_func_uint8_t_u_s(0x71L, (((g_117 = ((0UL && l_847) | p_13)) && ((safe_lshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s((l_852 = (0UL < 7UL)), ((((safe_mod_func_int8_t_s_s((l_855 <= 0xC4L), 255UL)) > p_13) > 0x8EA2L) ^ l_856))), g_288)) && l_748[0])) || l_856)));
                return p_13;
            }
        }
        else
        { /* block id: 363 */
            int32_t l_863 = 0xAC4ED1CFL;
            int32_t l_864 = 7L;
            int64_t l_871 = 0xEDD514568CFA4B1BLL;
            int32_t l_873 = (-7L);
            int32_t l_878 = 0x2C9943EFL;
            int32_t l_881[6][8] = {{1L,0L,(-5L),0L,1L,1L,0L,(-5L)},{1L,1L,0L,(-5L),0L,1L,1L,0L},{0xD0EE2B58L,0L,0L,0xD0EE2B58L,0xCB9819E4L,0xD0EE2B58L,0L,0L},{0L,0xCB9819E4L,(-5L),(-5L),0xCB9819E4L,0L,0xCB9819E4L,(-5L)},{0xD0EE2B58L,0xCB9819E4L,0xD0EE2B58L,0L,0L,0xD0EE2B58L,0xCB9819E4L,0xD0EE2B58L},{1L,0L,(-5L),0L,1L,1L,0L,(-5L)}};
            uint32_t l_889 = 1UL;
            struct S0 l_938 = {0xCF682966CFC30B6DLL,0xC0BCL,0x2033L,-3L};
            int i, j;
            if ((l_859 = (safe_rshift_func_int8_t_s_u(p_13, 2))))
            { /* block id: 365 */
                uint16_t l_865 = 65526UL;
                int32_t l_868 = 0x884B9093L;
                int32_t l_869 = 1L;
                int32_t l_876 = 1L;
                int32_t l_886 = 0xA5794648L;
                int32_t l_887 = (-10L);
                int32_t l_888 = 9L;
                for (l_745 = 22; (l_745 == 9); l_745 = safe_sub_func_int16_t_s_s(l_745, 9))
                { /* block id: 368 */
                    int64_t l_862 = 0x8FAD7088DA25D835LL;
                    int8_t l_870 = (-7L);
                    int32_t l_872 = 0xB00662A6L;
                    int32_t l_875 = 1L;
                    int32_t l_877 = (-7L);
                    int32_t l_879 = 0xCFCA2803L;
                    int32_t l_880 = 0xCBF09055L;
                    int32_t l_882 = 0L;
                    int16_t l_883 = 0xB36DL;
                    int32_t l_884 = 0xD0B74E70L;
                    int32_t l_885[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_885[i] = (-3L);
                    g_270[0] = g_270[1];
                    l_666 = (l_862 |= p_13);
                    --l_865;
                    l_889--;
                }
                l_892 = (g_270[0] = g_270[0]);
            }
            else
            { /* block id: 377 */
                uint32_t l_920 = 0x54F71384L;
                int32_t l_922[7][4] = {{1L,0x018B705FL,0x018B705FL,1L},{0x018B705FL,1L,0x018B705FL,0x018B705FL},{1L,1L,(-1L),1L},{1L,0x018B705FL,0x018B705FL,1L},{0x018B705FL,1L,0x018B705FL,0x018B705FL},{1L,1L,(-1L),1L},{1L,0x018B705FL,0x018B705FL,1L}};
                int i, j;
                if ((l_863 = (!(l_666 && (safe_add_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u(0x56L, ((l_878 = (g_660 = g_659)) || (0x74L | ((l_666 = (safe_rshift_func_int8_t_s_s((g_65[1][1] , ((g_117 && (safe_rshift_func_int16_t_s_u(0L, 14))) <= p_13)), 7))) > g_89))))), g_89))))))
                { /* block id: 382 */
                    uint8_t l_914 = 0xE5L;
                    int32_t l_921 = (-8L);
                    int32_t l_923 = 0x3306D364L;
                    int32_t l_924 = 0L;
                    int32_t l_926 = 0xF2D3014EL;
                    g_659 = ((safe_mod_func_int8_t_s_s((l_920 = (((l_717[0][2] == (safe_div_func_uint64_t_u_u(g_378, ((safe_rshift_func_int16_t_s_s((0UL != (safe_rshift_func_uint16_t_u_u((safe_div_func_int8_t_s_s((safe_mod_func_uint32_t_u_u(2UL, 0x4A2824E4L)), l_914)), 10))), (safe_mul_func_uint16_t_u_u((safe_div_func_int64_t_s_s(l_919, l_744)), 0x62D1L)))) ^ 4294967289UL)))) != 0xAC7AF818L) & 0x1AD839B02F9404E3LL)), p_13)) , 1L);
                    ++l_928[2][3];
                }
                else
                { /* block id: 386 */
                    uint64_t l_931[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_931[i] = 18446744073709551615UL;
                    --l_931[0];
                    l_742[0][1][2] = ((safe_lshift_func_uint16_t_u_s(g_68, (g_270[0].f2 = (65535UL & 0x962EL)))) && (p_13 > (+(+6UL))));
                    l_938 = g_270[0];
                }
                if ((safe_rshift_func_int8_t_s_s(((((safe_lshift_func_uint8_t_u_s((safe_lshift_func_int8_t_s_u(0x09L, 5)), 5)) , l_749) <= (0x97L <= (g_268 |= g_46.f0))) <= (safe_mul_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_s(p_13, 6)) <= (((0x588B6ADEF15C7EEALL >= 0x86611F05E121784DLL) & l_922[6][3]) & g_265[0][1])), g_469))), 2)))
                { /* block id: 393 */
                    return g_472;
                }
                else
                { /* block id: 395 */
                    return l_922[6][3];
                }
            }
        }
    }
    ++l_951;
    return p_13;
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_26 g_46 g_65 g_68 g_118 g_117 g_89 g_194 g_265 g_268 g_304 g_305 g_378 g_288 g_270.f2 g_270.f3 g_324 g_270.f0 g_472 g_270.f1 g_469 g_270 g_582 g_470 g_581 g_660 g_659
 * writes: g_14 g_65 g_68 g_89 g_194 g_265 g_266 g_268 g_270 g_26 g_288 g_324 g_378 g_118 g_472 g_469 g_304 g_581 g_582 g_659 g_660 g_662
 */
static int64_t  func_17(uint32_t  p_18, const uint8_t  p_19, int64_t  p_20)
{ /* block id: 3 */
    int32_t l_38 = 0L;
    uint32_t l_39[2];
    int32_t l_661 = 0x1810E0C8L;
    int32_t l_663[5][5] = {{0x4B582139L,0x1F8DB03AL,0x1F8DB03AL,0x4B582139L,0x4B582139L},{(-1L),0xC45C7E5AL,(-1L),0xC45C7E5AL,(-1L)},{0x4B582139L,0x4B582139L,0x1F8DB03AL,0x1F8DB03AL,0x4B582139L},{0xD2B6240BL,0xC45C7E5AL,0xD2B6240BL,0xC45C7E5AL,0xD2B6240BL},{0x4B582139L,0x1F8DB03AL,0x1F8DB03AL,0x4B582139L,0x4B582139L}};
    struct S0 l_664 = {0xB09743C3B335F514LL,0x22E8L,0xB029L,0x157CB4C58D0C5FB6LL};
    int i, j;
    for (i = 0; i < 2; i++)
        l_39[i] = 0xCA3C47AAL;
    l_38 = (safe_lshift_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(func_31(g_14), func_31(p_20))), 13));
    for (g_14 = 0; (g_14 <= 1); g_14 += 1)
    { /* block id: 10 */
        int64_t l_40[8][1] = {{0x58FB5C4CE10B49F2LL},{0x58FB5C4CE10B49F2LL},{0xA5D8D34108FA7AD1LL},{0x58FB5C4CE10B49F2LL},{0x58FB5C4CE10B49F2LL},{0xA5D8D34108FA7AD1LL},{0x58FB5C4CE10B49F2LL},{0x58FB5C4CE10B49F2LL}};
        int i, j;
        l_40[1][0] = 0x9E1A0E1CL;
    }
    l_663[2][1] = (safe_div_func_uint64_t_u_u((g_26 && (g_662 = (((((g_270[0].f2 = func_43(g_14, g_46)) | (0x0CD2L <= ((l_661 = ((safe_unary_minus_func_int32_t_s((g_660 |= (((g_659 = (((l_38 = (safe_lshift_func_int8_t_s_s(0x2BL, (0x40L | 0xDFL)))) , 1UL) != 0x80L)) >= 0UL) <= l_39[0])))) , 0x55L)) , g_659))) , l_39[1]) >= l_39[1]) < l_39[0]))), p_18));
    l_664 = (g_270[0] = l_664);
    return g_68;
}


/* ------------------------------------------ */
/* 
 * reads : g_14
 * writes:
 */
static int8_t  func_31(uint32_t  p_32)
{ /* block id: 4 */
    int32_t l_33[5] = {0x1C8B9BA5L,0x1C8B9BA5L,0x1C8B9BA5L,0x1C8B9BA5L,0x1C8B9BA5L};
    int32_t l_34 = 0xAB6CE1A8L;
    uint32_t l_35 = 18446744073709551615UL;
    int i;
    l_35++;
    return g_14;
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_65 g_46.f3 g_68 g_46.f1 g_46.f0 g_118 g_46.f2 g_117 g_89 g_194 g_46 g_265 g_26 g_268 g_304 g_305 g_378 g_288 g_270.f2 g_270.f3 g_324 g_270.f0 g_472 g_270.f1 g_469 g_270 g_582 g_470 g_581
 * writes: g_65 g_68 g_14 g_89 g_194 g_265 g_266 g_268 g_270 g_26 g_288 g_324 g_378 g_118 g_472 g_469 g_304 g_581 g_582
 */
static int16_t  func_43(int32_t  p_44, const struct S0  p_45)
{ /* block id: 13 */
    int32_t l_69[7];
    int8_t l_70 = 0xCDL;
    int32_t l_107 = 0x5F469F5EL;
    int32_t l_109 = 0xE0523CF7L;
    int32_t l_239 = 0xC474EC69L;
    int32_t l_240 = 0xB2A3436EL;
    struct S0 l_269 = {0L,9UL,0x8705L,1L};
    int32_t l_331 = 0L;
    int32_t l_335[1][7][3];
    int32_t l_337 = 0L;
    int8_t l_355[6][4][8] = {{{4L,4L,(-1L),8L,0L,8L,(-1L),4L},{4L,0xE9L,(-6L),(-1L),(-1L),(-6L),0xE9L,4L},{0xE9L,0xDFL,4L,8L,4L,0xDFL,0xE9L,0xE9L},{0xDFL,8L,(-6L),(-6L),(-6L),0xE9L,4L,0xE9L}},{{(-6L),0xE9L,4L,0xE9L,(-6L),(-1L),(-1L),(-6L)},{0xE9L,8L,8L,0xE9L,0L,(-6L),0L,0xE9L},{8L,0L,8L,(-1L),4L,4L,(-1L),8L},{0L,0L,4L,(-6L),0xDFL,(-6L),4L,0L}},{{0L,8L,(-1L),4L,4L,(-1L),8L,0L},{8L,0xE9L,0L,(-6L),0L,0xE9L,8L,8L},{0xE9L,(-6L),(-1L),(-1L),(-6L),0xE9L,4L,0xE9L},{(-6L),0xE9L,4L,0xE9L,(-6L),(-1L),(-1L),(-6L)}},{{0xE9L,8L,8L,0xE9L,0L,(-6L),0L,0xE9L},{8L,0L,8L,(-1L),4L,4L,(-1L),8L},{0L,0L,4L,(-6L),0xDFL,(-6L),4L,0L},{0L,8L,(-1L),4L,4L,(-1L),8L,0L}},{{8L,0xE9L,0L,(-6L),0L,0xE9L,8L,8L},{0xE9L,(-6L),(-1L),(-1L),(-6L),0xE9L,4L,0xE9L},{(-6L),0xE9L,4L,0xE9L,(-6L),(-1L),(-1L),(-6L)},{0xE9L,8L,8L,0xE9L,0L,(-6L),0L,0xE9L}},{{8L,0L,8L,(-1L),4L,4L,(-1L),8L},{0L,0L,4L,(-6L),0xDFL,(-6L),4L,0L},{0L,8L,(-1L),4L,4L,(-1L),8L,0L},{8L,0xE9L,0L,(-6L),0L,0xE9L,8L,8L}}};
    int8_t l_534 = 0x95L;
    int32_t l_628 = 0x1809C0B8L;
    int i, j, k;
    for (i = 0; i < 7; i++)
        l_69[i] = 0x67B22F10L;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
                l_335[i][j][k] = 0x49201524L;
        }
    }
    if ((safe_div_func_int8_t_s_s((safe_add_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u((((((safe_sub_func_uint16_t_u_u(((((safe_mul_func_uint16_t_u_u(g_14, ((safe_mod_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(1L, 65535UL)), (safe_rshift_func_uint8_t_u_u(((((safe_rshift_func_int8_t_s_s(0xB8L, p_45.f2)) && ((g_68 |= ((g_65[0][1] ^= 0xF85A0455D89F82A4LL) != (safe_mul_func_int8_t_s_s(p_44, g_46.f3)))) > p_44)) < l_69[2]) | g_46.f1), l_70)))) == l_69[2]))) < 0x56DEL) , 0x80B773B032F891D9LL) > l_69[1]), p_44)) == l_69[3]) , g_65[2][5]) ^ g_46.f1) & g_46.f0), 0UL)) != (-6L)), p_45.f3)), g_14)))
    { /* block id: 16 */
        int64_t l_105 = 0xF8CBCAB5D99DD6BBLL;
        int32_t l_106 = 1L;
        int32_t l_116[3];
        struct S0 l_149 = {0xF86E789AE464C473LL,0x6E22L,0L,0x6DC2EE892D9D7C28LL};
        int i;
        for (i = 0; i < 3; i++)
            l_116[i] = 1L;
        for (l_70 = 0; (l_70 > (-20)); l_70 = safe_sub_func_int16_t_s_s(l_70, 2))
        { /* block id: 19 */
            g_65[0][1] = 0xA3FF5664L;
            for (g_14 = 29; (g_14 > 24); g_14 = safe_sub_func_uint32_t_u_u(g_14, 1))
            { /* block id: 23 */
                return g_14;
            }
        }
        for (g_68 = (-20); (g_68 == (-18)); g_68++)
        { /* block id: 29 */
            int64_t l_77 = 0x803B567AB62727C3LL;
            uint8_t l_102 = 248UL;
            uint64_t l_108 = 0x53F5E9E6483285BFLL;
            int32_t l_119 = 0x4FAD4083L;
            int32_t l_147 = 9L;
            int32_t l_148 = 1L;
            int32_t l_154 = (-1L);
            struct S0 l_193 = {4L,0UL,7L,6L};
            int16_t l_232 = 0x4D6DL;
            uint32_t l_236 = 4294967286UL;
            if (((((((l_77 = 0x9D01L) != ((p_45 , (g_14 < (safe_mul_func_int8_t_s_s((+(((safe_rshift_func_uint16_t_u_s((safe_mul_func_int16_t_s_s(p_45.f2, ((l_109 = (safe_mul_func_int16_t_s_s((safe_mod_func_int64_t_s_s(((((g_89 = 1UL) | (((safe_mul_func_uint8_t_u_u((l_107 = (((safe_sub_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u((safe_sub_func_int64_t_s_s(((safe_mod_func_uint8_t_u_u((((((safe_sub_func_uint64_t_u_u(l_102, (safe_div_func_uint32_t_u_u(l_105, l_69[2])))) || 65529UL) && 18446744073709551612UL) <= g_46.f3) | l_102), 2L)) , l_106), l_102)), 8)), p_45.f1)) , l_105) | 0xAC3BL)), l_102)) >= g_14) != p_44)) & l_106) , g_65[2][3]), l_108)), 0x21B6L))) || 65529UL))), 0)) || (-7L)) & g_46.f1)), g_65[0][1])))) != p_45.f0)) < l_102) < p_44) >= g_14) > 7L))
            { /* block id: 34 */
                for (l_109 = (-7); (l_109 < (-23)); l_109--)
                { /* block id: 37 */
                    p_44 = 1L;
                }
            }
            else
            { /* block id: 40 */
                uint16_t l_120 = 0UL;
                int32_t l_141 = 0x36A62F80L;
                g_65[0][1] = ((safe_sub_func_uint64_t_u_u((l_141 = ((((((safe_sub_func_uint16_t_u_u((--l_120), 0L)) == (safe_rshift_func_uint16_t_u_s((l_109 ^= (safe_lshift_func_uint16_t_u_s(p_45.f2, 11))), (g_118 || (safe_lshift_func_int8_t_s_u(((l_119 = ((((g_46.f2 | (safe_sub_func_uint64_t_u_u((safe_add_func_int64_t_s_s(((18446744073709551615UL == ((((safe_mod_func_uint64_t_u_u(((safe_add_func_uint8_t_u_u((safe_add_func_uint64_t_u_u(((safe_mul_func_uint8_t_u_u(p_45.f1, 0x87L)) | l_69[2]), g_117)), l_119)) > 0xD06BD4EB138F2FF1LL), l_116[2])) < 255UL) != l_107) >= p_45.f2)) < p_45.f2), p_44)), l_77))) | p_44) , 0x2CD8C260L) , g_46.f2)) & 0x0896F4A5L), 3)))))) , 0L) == p_45.f0) , 0L) >= g_117)), g_65[2][3])) > g_117);
                l_107 = (l_116[2] = (~1UL));
                g_14 = (((g_46.f3 != g_46.f2) ^ (safe_add_func_int8_t_s_s((((safe_rshift_func_uint16_t_u_s((((p_45.f3 != (((l_148 ^= ((l_119 = g_14) & (l_147 = (-1L)))) == (l_149 , ((safe_lshift_func_int8_t_s_s((((((l_154 ^= (((safe_add_func_int16_t_s_s(p_45.f3, l_120)) , g_65[4][0]) || p_45.f0)) == 1UL) , p_45.f3) <= g_117) ^ (-7L)), l_70)) > p_45.f0))) ^ p_45.f0)) ^ p_45.f1) , g_65[0][1]), g_65[5][3])) <= 18446744073709551610UL) <= 1UL), 1UL))) , l_102);
            }
            for (l_149.f0 = 0; (l_149.f0 < 18); l_149.f0++)
            { /* block id: 56 */
                uint16_t l_170 = 65529UL;
                int32_t l_179 = 0x55BC8499L;
                l_119 &= (safe_sub_func_uint16_t_u_u((l_116[2] , ((safe_mul_func_int8_t_s_s((l_109 , ((+((((((safe_mod_func_int32_t_s_s((safe_mul_func_uint16_t_u_u(g_89, (safe_add_func_int64_t_s_s(p_45.f3, (safe_sub_func_uint64_t_u_u((l_148 = ((0x8DL & 0x74L) , (l_116[1] = (l_170--)))), ((safe_mod_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((safe_rshift_func_int8_t_s_s(l_105, 6)), 4294967291UL)), l_69[2])) || l_69[2]))))))), 0x09034FE3L)) < l_179) , 1L) && (-5L)) && l_107) & l_179)) || g_65[0][1])), p_45.f0)) | p_44)), g_46.f3));
                for (l_106 = 9; (l_106 < (-15)); l_106--)
                { /* block id: 63 */
                    uint32_t l_182 = 1UL;
                    --l_182;
                }
                if (g_117)
                    break;
            }
            p_44 = ((g_46.f0 > (safe_rshift_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_s(0x97L, 0)) > (((l_109 = (safe_rshift_func_int8_t_s_u(g_46.f0, 6))) <= ((((((((safe_add_func_uint16_t_u_u(((l_193 , p_45.f2) != (g_194 ^= l_116[0])), ((((safe_div_func_uint16_t_u_u((safe_sub_func_int8_t_s_s(((safe_sub_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u(0x541DL, l_116[0])), g_14)) >= g_65[4][2]), l_102)), l_119)) != l_105) || p_45.f0) ^ 18446744073709551613UL))) != g_68) >= g_65[0][1]) == 0xC915C06DED90B57FLL) > p_45.f0) > g_46.f3) | 0xCCL) & g_65[3][3])) , g_46.f3)), l_70))) | 0UL);
            for (p_44 = 0; (p_44 != (-15)); --p_44)
            { /* block id: 73 */
                int16_t l_231 = 0x8588L;
                int32_t l_235 = 0xF4F8DC88L;
                if ((safe_add_func_int16_t_s_s((safe_sub_func_int64_t_s_s(g_194, (((safe_add_func_uint32_t_u_u((safe_lshift_func_int8_t_s_s((8L ^ (safe_mod_func_uint8_t_u_u((65535UL <= (safe_add_func_int64_t_s_s((safe_sub_func_int32_t_s_s((g_46.f0 , (((safe_rshift_func_int8_t_s_s((safe_sub_func_int64_t_s_s((safe_mod_func_int8_t_s_s((((safe_add_func_int16_t_s_s((((g_89 , ((safe_lshift_func_int8_t_s_u((safe_sub_func_int8_t_s_s(p_45.f3, (-9L))), p_45.f0)) , 1L)) , 0xC0L) ^ l_149.f1), 0L)) | l_231) >= l_119), p_45.f2)), g_46.f0)), 0)) , l_70) == l_232)), 0xB3A84E4EL)), 0xC49320D1C8F59626LL))), l_108))), p_45.f2)), g_68)) < 0xDD12019AL) > 0xF17FL))), 65532UL)))
                { /* block id: 74 */
                    l_116[2] = (0L < (p_45.f1 >= (7UL >= g_65[6][0])));
                    l_236++;
                }
                else
                { /* block id: 77 */
                    uint32_t l_241[6][4][8] = {{{0xF3894C1FL,0x65602347L,18446744073709551615UL,18446744073709551609UL,0x4D3F9AC4L,0xC6CDFC5EL,18446744073709551614UL,0UL},{18446744073709551613UL,18446744073709551614UL,0x475FA8B9L,0x749C2782L,0x769A4CD6L,0x4E60BAEEL,0UL,0UL},{0x2D81461AL,0xDB8A58F4L,0xF3894C1FL,0x23AF13D7L,0xCA51E73EL,0x2D81461AL,0xC89E3CC8L,0xA116420DL},{18446744073709551614UL,0xFDD1E5F5L,0xDCAA67D5L,0x5E6D0335L,18446744073709551613UL,0x23AF13D7L,18446744073709551609UL,0x1846CF1FL}},{{0UL,0x4E60BAEEL,1UL,0xC89E3CC8L,1UL,0x4E60BAEEL,0UL,2UL},{0xA508459DL,1UL,0x9707EC07L,0xB5F4284FL,0x73B3AB43L,18446744073709551609UL,0xFA01AF70L,0xC6CDFC5EL},{0x5E6D0335L,0x9D7F6DF0L,0xDB8A58F4L,0x4D3F9AC4L,0x73B3AB43L,0x64FAC58AL,0x9D7F6DF0L,0xC89E3CC8L},{0xA508459DL,18446744073709551615UL,0xE4AA4CFAL,0xC6CDFC5EL,1UL,0x9E8B4D24L,0UL,0x4094C64FL}},{{0UL,18446744073709551609UL,0xC2A34A0EL,0x2D81461AL,18446744073709551613UL,18446744073709551609UL,18446744073709551606UL,0UL},{0x1276FF53L,18446744073709551614UL,0x9FD564FFL,0x769A4CD6L,0xD9D4D481L,0xCA51E73EL,18446744073709551615UL,18446744073709551606UL},{0UL,0x2D81461AL,0xF3894C1FL,0xDCAA67D5L,18446744073709551615UL,18446744073709551609UL,1UL,0xF3894C1FL},{1UL,0x63AE929EL,9UL,0xDB8A58F4L,0UL,0xB9A77B2AL,0UL,0xBA4A270CL}},{{0xB5F4284FL,1UL,0x749C2782L,0x3674563EL,0x9707EC07L,0x475FA8B9L,0UL,1UL},{0x4E60BAEEL,0x9FD564FFL,0UL,0x64FAC58AL,0xFDD1E5F5L,0x65602347L,0x2D81461AL,0x4D3F9AC4L},{0xCA480CB7L,0x23A98893L,0x64FAC58AL,0x1846CF1FL,18446744073709551606UL,0xFDD1E5F5L,0xFDD1E5F5L,18446744073709551606UL},{0xBA6F03AAL,0x9707EC07L,0x9707EC07L,0xBA6F03AAL,0x455E8282L,0xDCAA67D5L,0x3674563EL,18446744073709551609UL}},{{0xB9A77B2AL,0UL,0x1846CF1FL,18446744073709551612UL,0UL,0x9FD564FFL,0x67E22023L,9UL},{0xB5F4284FL,0UL,1UL,0xC6CDFC5EL,5UL,0xDCAA67D5L,18446744073709551614UL,0x31BD6A1DL},{18446744073709551615UL,0x9707EC07L,0x33DE3EAFL,0xF3894C1FL,0x1276FF53L,0xFDD1E5F5L,0xC6CDFC5EL,0xE84944C1L},{0x65602347L,0x23A98893L,5UL,0x33DE3EAFL,0xD9D4D481L,0x65602347L,0xCA480CB7L,2UL}},{{18446744073709551609UL,0x9FD564FFL,0x3674563EL,0x31BD6A1DL,0UL,0x475FA8B9L,18446744073709551609UL,1UL},{0x3674563EL,1UL,0x1846CF1FL,0xC89E3CC8L,0x63AE929EL,0xB9A77B2AL,0x23AC2EB0L,0UL},{0xA508459DL,0x63AE929EL,0xBFF471AAL,5UL,0xF3894C1FL,18446744073709551609UL,0x455E8282L,0xA2BD65C1L},{18446744073709551614UL,0x2D81461AL,0xDB8A58F4L,0xF3894C1FL,0x23AF13D7L,0xCA51E73EL,0x2D81461AL,0xC89E3CC8L}}};
                    uint16_t l_264 = 65535UL;
                    uint32_t l_267 = 0x3E49B171L;
                    int i, j, k;
                    --l_241[0][0][5];
                    l_107 = ((safe_mod_func_int8_t_s_s((g_268 = (safe_lshift_func_int8_t_s_u((((safe_unary_minus_func_uint8_t_u((safe_lshift_func_uint16_t_u_s((g_266 = ((g_265[0][1] = (((l_107 == l_241[3][2][4]) == (safe_mod_func_int8_t_s_s(g_46.f0, (g_46 , ((safe_rshift_func_int8_t_s_u(((((1UL && ((safe_mod_func_int16_t_s_s(((safe_mod_func_uint64_t_u_u((((p_45.f0 | (safe_rshift_func_int8_t_s_u((l_264 = (safe_mod_func_int16_t_s_s((((!((l_235 = (g_194 | l_239)) == 4L)) || 1UL) != l_193.f2), g_68))), p_45.f1))) != 0xBE3CL) , g_117), g_46.f2)) | p_45.f0), l_231)) == l_70)) | l_193.f1) > (-4L)) == p_45.f1), l_241[0][2][4])) & p_45.f1))))) < g_46.f0)) >= 1L)), g_46.f0)))) || l_267) | l_149.f3), l_241[1][2][5]))), p_45.f1)) == p_45.f0);
                }
            }
        }
    }
    else
    { /* block id: 88 */
        uint16_t l_276[5][7] = {{0x1DE7L,1UL,65535UL,0UL,0x7419L,65535UL,65535UL},{65535UL,1UL,0x1DE7L,1UL,65535UL,0UL,0x7419L},{1UL,0x5C88L,1UL,0UL,0xC352L,0UL,1UL},{0x7419L,0x7419L,0x4C0CL,0x1DE7L,0x5C88L,1UL,0x1DE7L},{0x1DE7L,0x4C0CL,0x7419L,0x7419L,0x4C0CL,0x1DE7L,0x5C88L}};
        int8_t l_279 = 0xB4L;
        int32_t l_289 = 6L;
        struct S0 l_306 = {-1L,5UL,0L,-3L};
        int32_t l_326 = 0L;
        int32_t l_327 = 0x3D50A5C8L;
        int32_t l_328 = 0x0703F90AL;
        int32_t l_329 = 0x346611AAL;
        int32_t l_332[4][6][3] = {{{(-1L),0L,(-1L)},{(-10L),0x8DB727D7L,(-1L)},{0x770EAE17L,(-7L),(-1L)},{(-1L),(-10L),0x16A63AFEL},{0xC3ABCC57L,0x80EB0E08L,0x1E3B03B9L},{(-1L),(-1L),(-2L)}},{{0x770EAE17L,1L,0x896E0846L},{(-10L),(-1L),(-10L)},{(-1L),0x80EB0E08L,0x63298DA7L},{0x8DB727D7L,(-10L),(-10L)},{0x63298DA7L,(-7L),0x896E0846L},{0L,0x8DB727D7L,(-2L)}},{{0x63298DA7L,0L,0x1E3B03B9L},{0x8DB727D7L,0L,0x16A63AFEL},{(-1L),0L,(-1L)},{(-10L),0x8DB727D7L,(-1L)},{0x770EAE17L,(-7L),(-1L)},{(-1L),(-10L),0x16A63AFEL}},{{0xC3ABCC57L,0x80EB0E08L,0x1E3B03B9L},{(-1L),(-1L),(-2L)},{0x770EAE17L,1L,0x896E0846L},{(-10L),(-1L),(-10L)},{(-1L),0x80EB0E08L,0x63298DA7L},{0x8DB727D7L,(-10L),(-10L)}}};
        uint32_t l_341 = 1UL;
        int8_t l_409 = 0L;
        int i, j, k;
        p_44 ^= 0x46245483L;
        g_270[0] = l_269;
        for (l_109 = 1; (l_109 >= 0); l_109 -= 1)
        { /* block id: 93 */
            int8_t l_275 = 0L;
            int32_t l_285[8][8] = {{1L,1L,0x892B5805L,(-5L),(-5L),0x892B5805L,1L,1L},{1L,0x032B20FDL,1L,0x803E451AL,1L,0x032B20FDL,1L,1L},{0x032B20FDL,0x803E451AL,0x892B5805L,0x892B5805L,0x803E451AL,0x032B20FDL,(-5L),0x032B20FDL},{0x803E451AL,0x032B20FDL,(-5L),0x032B20FDL,0x803E451AL,0x892B5805L,0x892B5805L,0x803E451AL},{0x032B20FDL,1L,1L,0x032B20FDL,1L,0x803E451AL,1L,0x032B20FDL},{1L,1L,1L,0x892B5805L,(-5L),(-5L),0x892B5805L,1L},{1L,1L,(-5L),0x803E451AL,(-4L),0x803E451AL,(-5L),1L},{1L,1L,0x892B5805L,(-5L),(-5L),0x892B5805L,1L,1L}};
            int64_t l_297 = 0xBF7334FE16F30B79LL;
            int32_t l_367 = 0x33FA5DF5L;
            int i, j;
            if (l_269.f1)
            { /* block id: 94 */
                int8_t l_280 = 0x96L;
                int32_t l_320 = 0x773127CEL;
                int32_t l_330 = 0x297D7F47L;
                int32_t l_333 = 0xA23C3495L;
                int32_t l_334 = 3L;
                int32_t l_336 = (-1L);
                int32_t l_338 = 0xE8FAB4A5L;
                int32_t l_339 = (-7L);
                int32_t l_340[6][5][6] = {{{0x6415D63BL,(-1L),(-1L),(-1L),9L,(-1L)},{(-5L),0xE20A6ADBL,(-1L),(-1L),0x2F252CD1L,(-1L)},{(-1L),3L,(-1L),0L,0xD4A6D0E2L,0x94570321L},{0x2F252CD1L,0x94570321L,(-7L),3L,0x2F252CD1L,(-1L)},{0x6415D63BL,0L,9L,3L,9L,0L}},{{0x2F252CD1L,0x03BBC575L,(-1L),0L,(-5L),0xE20A6ADBL},{(-1L),(-1L),9L,(-1L),0xD4A6D0E2L,(-1L)},{(-5L),(-1L),(-7L),(-1L),(-5L),3L},{0x6415D63BL,0x03BBC575L,(-1L),(-1L),9L,0x03BBC575L},{(-5L),0L,(-1L),0x03BBC575L,0x2F252CD1L,0x03BBC575L}},{{(-1L),0x94570321L,(-1L),0xE20A6ADBL,0xD4A6D0E2L,3L},{0x2F252CD1L,3L,(-7L),0x94570321L,0x2F252CD1L,(-1L)},{0x6415D63BL,0xE20A6ADBL,9L,0x94570321L,9L,0xE20A6ADBL},{0x2F252CD1L,(-1L),(-1L),0xE20A6ADBL,(-5L),0L},{(-1L),(-1L),9L,0x03BBC575L,0xD4A6D0E2L,(-1L)}},{{(-5L),(-1L),(-7L),(-1L),(-5L),0x94570321L},{0x6415D63BL,(-1L),(-1L),(-1L),9L,(-1L)},{(-5L),0xE20A6ADBL,(-1L),(-1L),0x2F252CD1L,(-1L)},{(-1L),3L,(-1L),0L,0xD4A6D0E2L,0x94570321L},{0x2F252CD1L,0x94570321L,(-7L),3L,0x2F252CD1L,(-1L)}},{{0x6415D63BL,0L,9L,3L,9L,0L},{0x2F252CD1L,0x03BBC575L,(-1L),0L,(-5L),0xE20A6ADBL},{(-1L),(-1L),9L,(-1L),0xD4A6D0E2L,(-1L)},{(-5L),(-1L),(-7L),(-1L),(-5L),3L},{0x6415D63BL,0x03BBC575L,(-1L),(-1L),9L,0x03BBC575L}},{{(-5L),0L,(-1L),0x03BBC575L,0x2F252CD1L,0x03BBC575L},{(-1L),0x94570321L,(-1L),0xE20A6ADBL,0xD4A6D0E2L,3L},{0x2F252CD1L,3L,(-7L),0x94570321L,0x2F252CD1L,(-1L)},{0x6415D63BL,0xE20A6ADBL,9L,0x94570321L,9L,0xE20A6ADBL},{0x2F252CD1L,(-1L),(-1L),0xE20A6ADBL,(-5L),0L}}};
                int i, j, k;
                if ((safe_add_func_uint64_t_u_u((safe_mod_func_uint32_t_u_u(((((l_276[2][4] = l_275) , g_46.f1) && p_45.f1) > (l_239 ^= (0UL ^ (((safe_mul_func_int16_t_s_s(l_269.f2, (l_275 ^ ((g_26 = (p_45.f3 , l_279)) , 3L)))) ^ 0x3BL) , l_280)))), g_117)), 0xA236898EC117ADE7LL)))
                { /* block id: 98 */
                    uint8_t l_303 = 0x8CL;
                    g_14 ^= ((0x098EL >= (((safe_sub_func_int32_t_s_s(0xEBD65297L, (safe_mod_func_int64_t_s_s(((((l_289 = (18446744073709551614UL >= ((l_285[2][4] = (0xD96CL > p_44)) >= ((g_288 = (safe_sub_func_int16_t_s_s((l_280 == g_65[3][4]), p_45.f2))) | p_44)))) && 0x0AC7L) , 65527UL) & g_265[1][1]), l_107)))) ^ l_280) && p_45.f1)) || g_89);
                    p_44 = (-2L);
                    l_285[2][1] = (((safe_rshift_func_int16_t_s_s((((+(1UL || (0x386D9E32L || ((safe_add_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((l_297 ^ ((((safe_sub_func_int32_t_s_s((p_44 = l_240), (g_26 > (safe_unary_minus_func_int32_t_s((p_45.f2 ^ (l_303 == l_303))))))) < (-9L)) >= 1L) >= g_268)), (-8L))), l_297)) & 0x5DD18ED27F24845ALL)))) != g_304) == g_65[4][5]), 15)) | g_194) ^ p_45.f2);
                    g_14 = g_305;
                }
                else
                { /* block id: 107 */
                    return p_45.f1;
                }
                l_306 = p_45;
                if (l_280)
                { /* block id: 111 */
                    return l_240;
                }
                else
                { /* block id: 113 */
                    const int16_t l_323 = 0xC57AL;
                    int32_t l_325[6][3][6] = {{{0x46FCF0B0L,(-8L),0x2F3DC0D5L,0x27BCC0BFL,1L,1L},{0x82F27B9EL,(-1L),0x1AD35146L,1L,0x9ED4AB84L,(-10L)},{(-1L),0x7767B34BL,0x46FCF0B0L,0x9DA18E81L,1L,0x2B8CC005L}},{{0x06B0F98DL,3L,1L,3L,0x06B0F98DL,0x2F3DC0D5L},{(-10L),(-1L),(-8L),0xE73E263CL,0x9DA18E81L,9L},{0L,0x2B8CC005L,6L,(-1L),(-4L),9L}},{{0x94D7647DL,0x1AD35146L,(-8L),7L,0x50ADE143L,0x2F3DC0D5L},{(-4L),1L,1L,(-10L),0x1AD35146L,0x2B8CC005L},{(-1L),(-10L),0x46FCF0B0L,0x82F27B9EL,0L,(-10L)}},{{(-10L),1L,8L,0x2F3DC0D5L,7L,7L},{8L,0x1AD35146L,0x1AD35146L,8L,1L,(-1L)},{0xE73E263CL,0x82F27B9EL,0x06B0F98DL,2L,(-9L),(-1L)}},{{0x1AD35146L,(-2L),0x27BCC0BFL,7L,(-9L),0x2B8CC005L},{(-1L),0x82F27B9EL,0xF3186B48L,0xC7F07505L,1L,1L},{0xC45FFFDEL,0x1AD35146L,0xE73E263CL,(-10L),7L,0x94D7647DL}},{{0x9ED4AB84L,(-4L),0x46FCF0B0L,0x2B8CC005L,0x27BCC0BFL,(-8L)},{0L,(-9L),1L,9L,8L,9L},{(-2L),(-10L),(-2L),(-1L),0L,0xC7F07505L}}};
                    int16_t l_344 = (-6L);
                    int i, j, k;
                    g_14 = g_268;
                    l_325[1][1][2] ^= (l_297 >= ((g_324 = (+(((((((g_65[0][1] |= (safe_mul_func_int8_t_s_s(p_45.f1, (safe_mul_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((safe_sub_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u((safe_mod_func_int16_t_s_s(((4L >= 0x6925690D848C7A06LL) ^ (l_320 = (l_107 = p_45.f0))), (((((safe_lshift_func_int16_t_s_s((0xEF089A8FL == p_44), p_45.f2)) , 1L) & g_265[0][1]) >= 0x47L) | p_45.f0))), 11)), g_14)), l_323)), p_45.f1))))) || l_280) & g_117) != 9UL) | 6UL) | 0UL) | 0x794A24C8L))) >= p_44));
                    ++l_341;
                    p_44 = l_344;
                }
            }
            else
            { /* block id: 123 */
                int64_t l_346[2][3][2] = {{{(-4L),(-6L)},{(-4L),(-4L)},{(-6L),(-4L)}},{{(-4L),(-6L)},{(-4L),(-4L)},{(-6L),(-4L)}}};
                int64_t l_347[1];
                int32_t l_351 = 0xDBFBD8C9L;
                int32_t l_353 = (-2L);
                int32_t l_354[4][1] = {{(-1L)},{0xC2B73690L},{(-1L)},{0xC2B73690L}};
                uint32_t l_356 = 0x706F268AL;
                int i, j, k;
                for (i = 0; i < 1; i++)
                    l_347[i] = 1L;
                g_65[5][3] &= g_117;
                for (l_306.f0 = 1; (l_306.f0 >= 0); l_306.f0 -= 1)
                { /* block id: 127 */
                    int16_t l_345 = (-1L);
                    int32_t l_348 = 0L;
                    int32_t l_349 = 0xF866DDD4L;
                    int32_t l_350 = 0x240CB33AL;
                    int32_t l_352[1][3];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 3; j++)
                            l_352[i][j] = (-1L);
                    }
                    --l_356;
                    if (g_265[l_306.f0][l_306.f0])
                        break;
                }
                for (l_269.f2 = 0; (l_269.f2 <= 5); l_269.f2 += 1)
                { /* block id: 133 */
                    int i, j;
                    g_14 = (((safe_lshift_func_uint16_t_u_s((((safe_add_func_int16_t_s_s((g_265[l_109][l_109] || 0x9A63L), (0x6F8BL || (safe_add_func_int32_t_s_s((safe_add_func_int64_t_s_s((0xDC32A20B105AC349LL != (l_306 , (g_65[(l_269.f2 + 1)][l_269.f2] >= (l_332[2][5][1] <= l_367)))), p_45.f2)), 0x4B0B1A63L))))) , g_65[(l_269.f2 + 1)][l_269.f2]) < g_46.f0), 9)) < l_335[0][2][0]) & 0x1EA4L);
                }
                if (g_14)
                    break;
            }
            g_270[0] = p_45;
            if (g_46.f1)
            { /* block id: 139 */
                int16_t l_368 = 0xD811L;
                const int32_t l_400 = 0x66700103L;
                l_331 = g_268;
                for (g_14 = 1; (g_14 >= 0); g_14 -= 1)
                { /* block id: 143 */
                    l_368 = p_45.f2;
                }
                l_289 |= ((safe_mod_func_uint64_t_u_u(((18446744073709551607UL == (g_265[1][1] != l_285[7][4])) ^ (((!(safe_div_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(((l_337 |= (4294967294UL && (4UL ^ ((--g_378) | (safe_add_func_uint16_t_u_u((g_288++), (0x5738L > g_270[0].f2))))))) ^ p_45.f0), (-1L))), g_89))) , 0xF229L) ^ 0L)), l_285[2][4])) < g_46.f1);
                l_327 = ((((((safe_lshift_func_int8_t_s_s((l_240 = g_305), (((safe_unary_minus_func_uint32_t_u((safe_lshift_func_int8_t_s_s((-1L), 3)))) != (safe_lshift_func_uint16_t_u_u((l_337 = ((safe_mul_func_int8_t_s_s((0x0D1152E903839BA0LL || (0x9094DB9DBF062F77LL == ((((safe_lshift_func_uint16_t_u_u(((safe_add_func_int64_t_s_s(((0x5CB0C99FL || l_367) | ((safe_lshift_func_uint16_t_u_u((l_367 > g_270[0].f3), 7)) == l_332[1][0][2])), 3L)) ^ 0x12614E63L), g_265[1][0])) | 0xE4L) & p_45.f0) , g_305))), 0xD0L)) , l_368)), 5))) , g_378))) == 2UL) , g_194) == 9L) <= l_400) >= (-1L));
            }
            else
            { /* block id: 153 */
                uint8_t l_410[5];
                int i;
                for (i = 0; i < 5; i++)
                    l_410[i] = 0xE4L;
                if ((safe_mul_func_int8_t_s_s(((((p_44 &= (g_65[0][1] = 0L)) ^ (safe_div_func_int64_t_s_s((-10L), 0x6D736AA3F65DDE7BLL))) || (l_326 || ((--g_324) ^ ((l_332[0][5][0] = (safe_lshift_func_uint8_t_u_u(0x10L, 1))) <= ((((l_285[2][4] = 0xB7L) != ((l_409 ^ g_268) > l_410[0])) && 18446744073709551615UL) > g_194))))) | p_45.f2), g_270[0].f0)))
                { /* block id: 159 */
                    uint8_t l_422 = 6UL;
                    l_422 ^= (((safe_mul_func_int8_t_s_s(((0x6021AA02L & (0UL & ((safe_mul_func_int8_t_s_s(l_285[2][7], ((~(((safe_div_func_uint64_t_u_u((p_45.f1 < (safe_div_func_int32_t_s_s((g_26 , 0x867BEEB5L), (safe_add_func_int64_t_s_s(p_44, l_410[4]))))), 0x7013C0B0127DD522LL)) && 0x1F01BC57L) | l_410[0])) | l_410[2]))) && 65532UL))) & p_45.f1), 1UL)) && l_332[1][5][0]) <= 0xF4681518E46E8177LL);
                }
                else
                { /* block id: 161 */
                    const int32_t l_436 = 1L;
                    int32_t l_449 = (-1L);
                    int64_t l_450 = (-1L);
                    g_14 = (safe_mul_func_int16_t_s_s((safe_lshift_func_int8_t_s_s(((p_45.f3 || (g_89 >= (g_118 ^= (safe_add_func_int32_t_s_s(((l_285[2][4] = (!(safe_lshift_func_uint8_t_u_u(((((safe_mod_func_uint8_t_u_u(l_285[2][4], (safe_add_func_int16_t_s_s((l_436 == 0x10359127CFA79D18LL), (safe_div_func_int64_t_s_s((safe_mod_func_int64_t_s_s((safe_mod_func_int64_t_s_s((safe_mul_func_int32_t_s_s((((g_65[0][1] = (safe_mul_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s(g_46.f3, p_45.f2)), 1L))) || 0x12A780D6L) , (-2L)), 0L)), 0xB58F35AB6E7A952FLL)), g_265[0][1])), g_270[0].f0)))))) , l_449) <= g_46.f3) & g_46.f1), 7)))) < p_44), g_68))))) < g_378), l_450)), 0x77E1L));
                }
            }
            for (l_240 = 0; (l_240 <= 1); l_240 += 1)
            { /* block id: 170 */
                int8_t l_461 = (-8L);
                int32_t l_466 = 0xC94B6C47L;
                int64_t l_471 = 1L;
                for (l_279 = 1; (l_279 >= 0); l_279 -= 1)
                { /* block id: 173 */
                    g_65[0][1] &= 1L;
                }
                for (l_367 = 1; (l_367 >= 0); l_367 -= 1)
                { /* block id: 178 */
                    int64_t l_459[2][5][2] = {{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}},{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}}};
                    int32_t l_460 = 2L;
                    int i, j, k;
                    if (g_14)
                        break;
                    g_65[3][1] ^= (safe_div_func_uint64_t_u_u(((safe_mod_func_uint16_t_u_u((safe_div_func_int32_t_s_s(((((safe_add_func_uint16_t_u_u((++g_288), l_461)) || (safe_mul_func_int8_t_s_s((l_466 = 0x2FL), (0x9AL == ((safe_lshift_func_int8_t_s_s(l_460, (l_328 >= ((g_472++) > l_285[7][2])))) > 0x64149788E6973024LL))))) & l_269.f0) != 18446744073709551606UL), g_270[0].f1)), g_89)) & l_355[1][0][7]), g_270[0].f3));
                    if (p_44)
                        break;
                    if (g_270[0].f2)
                        break;
                }
            }
        }
        l_269 = p_45;
    }
    if (g_270[0].f2)
    { /* block id: 191 */
        uint64_t l_475 = 0x7DB00A78E0D7B228LL;
        int32_t l_500 = 0xEE3AA84FL;
        uint32_t l_516 = 0xE6E56FA5L;
        int32_t l_536 = 3L;
        uint16_t l_546 = 1UL;
        for (l_337 = 0; (l_337 <= 1); l_337 += 1)
        { /* block id: 194 */
            return l_70;
        }
        for (l_109 = 1; (l_109 >= 0); l_109 -= 1)
        { /* block id: 199 */
            int8_t l_497 = (-3L);
            int32_t l_498 = (-1L);
            int32_t l_535 = 0x1131163BL;
            uint8_t l_552 = 255UL;
            l_475--;
            for (g_469 = 0; (g_469 <= 5); g_469 += 1)
            { /* block id: 203 */
                const int8_t l_499 = 1L;
                uint8_t l_514 = 0xB1L;
                for (l_239 = 0; (l_239 <= 1); l_239 += 1)
                { /* block id: 206 */
                    int32_t l_495[3][8][5] = {{{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L}},{{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L}},{{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L},{(-10L),(-10L),(-10L),(-10L),(-10L)},{1L,1L,1L,1L,1L}}};
                    int64_t l_496[7] = {0x5D0BB8A5721C695ELL,0xBF2201CEAAAEFE35LL,0xBF2201CEAAAEFE35LL,0x5D0BB8A5721C695ELL,0xBF2201CEAAAEFE35LL,0xBF2201CEAAAEFE35LL,0x5D0BB8A5721C695ELL};
                    int i, j, k;
                    l_500 = (((safe_div_func_uint8_t_u_u((l_498 = (safe_mod_func_int32_t_s_s((safe_add_func_int32_t_s_s((((((safe_add_func_int32_t_s_s(((safe_mod_func_int32_t_s_s((p_44 = (((l_496[0] |= ((safe_mod_func_uint8_t_u_u(((0xB2L > 0UL) , ((255UL < (g_265[l_109][l_109] || (safe_rshift_func_uint8_t_u_u(((+(safe_div_func_int64_t_s_s((8L ^ 0x32L), (l_495[0][5][0] = g_265[l_239][l_239])))) != 4L), g_265[l_239][l_109])))) > g_265[l_239][l_239])), g_265[l_109][l_239])) > 0x5736C159L)) >= 4294967294UL) , g_265[l_109][l_109])), l_69[l_239])) , g_65[(g_469 + 1)][g_469]), 0xE7C2798BL)) | g_65[(l_109 + 1)][(l_109 + 2)]) ^ l_497) | p_45.f3) , p_44), l_497)), g_118))), g_68)) <= l_499) & g_46.f2);
                }
                for (l_331 = 0; (l_331 <= 5); l_331 += 1)
                { /* block id: 215 */
                    int32_t l_515[7] = {0x3830C5CDL,0x3830C5CDL,0x3830C5CDL,0x3830C5CDL,0x3830C5CDL,0x3830C5CDL,0x3830C5CDL};
                    int i, j;
                    g_14 = ((safe_lshift_func_int8_t_s_s((g_265[l_109][l_109] < ((((l_515[6] |= ((safe_div_func_uint32_t_u_u(((safe_sub_func_uint16_t_u_u((l_69[(l_109 + 2)] > (safe_rshift_func_uint16_t_u_u((l_335[0][2][0] = ((g_65[l_331][l_331] = g_65[l_331][l_331]) <= (safe_sub_func_uint8_t_u_u((g_270[0] , ((safe_lshift_func_int8_t_s_u(l_497, (5L & (+(g_304 & l_500))))) , l_514)), g_270[0].f0)))), 6))), p_45.f2)) || 0x45L), p_44)) != p_45.f1)) == 0x34554492AE369636LL) ^ p_45.f0) ^ 65535UL)), 2)) && 0x2DL);
                    ++l_516;
                    return g_270[0].f1;
                }
            }
            p_44 = (safe_div_func_uint32_t_u_u((safe_sub_func_uint64_t_u_u((safe_mod_func_int64_t_s_s(((p_45.f0 == (safe_div_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u(((~l_335[0][2][0]) ^ 1UL), 6)) > ((safe_mod_func_uint8_t_u_u((((p_45.f2 & (g_268 >= ((l_536 = (l_535 = (g_118 != (l_240 ^= (l_500 &= ((l_498 &= (l_534 > p_45.f1)) , 1UL)))))) >= p_45.f2))) , 0x15A82471B8AF01FFLL) == l_497), g_46.f2)) < g_118)), g_46.f3))) <= 0UL), g_65[0][1])), p_45.f0)), 0x0AC2111BL));
            for (g_304 = 1; (g_304 >= 0); g_304 -= 1)
            { /* block id: 232 */
                int32_t l_545 = 0x5CF99839L;
                int i, j;
                if ((safe_mod_func_uint8_t_u_u((((safe_sub_func_uint32_t_u_u(((l_546 = (g_265[g_304][l_109] , (safe_rshift_func_uint16_t_u_s((l_545 = ((l_498 |= p_44) == ((-8L) & (safe_rshift_func_uint16_t_u_s(0x9602L, 14))))), 9)))) < 0UL), g_265[g_304][l_109])) || ((safe_mod_func_uint32_t_u_u((((safe_rshift_func_int8_t_s_u(((safe_unary_minus_func_int8_t_s(5L)) || l_552), 6)) , l_498) , l_355[1][1][2]), p_45.f2)) , 1UL)) <= 0L), g_305)))
                { /* block id: 236 */
                    int32_t l_557[4][5][4] = {{{(-4L),0x0169575FL,0L,1L},{0x0169575FL,(-4L),0xCBA64E35L,(-4L)},{0xE2911D6FL,(-3L),0x05C6613FL,0L},{0xCBA64E35L,0x8D7FDB63L,1L,0xF7A7FC50L},{0L,1L,0x0169575FL,0x05C6613FL}},{{0L,(-10L),1L,(-1L)},{0xCBA64E35L,0x05C6613FL,0x05C6613FL,0xCBA64E35L},{0xE2911D6FL,1L,0xCBA64E35L,0xAC5DA7A4L},{0x0169575FL,(-1L),0L,0x4F39E81DL},{(-4L),0xF7A7FC50L,(-3L),0x4F39E81DL}},{{1L,(-1L),4L,0xAC5DA7A4L},{(-10L),1L,(-10L),0xCBA64E35L},{(-3L),0x05C6613FL,0L,(-1L)},{0x4F39E81DL,(-10L),0xAC5DA7A4L,0x05C6613FL},{(-4L),1L,0xAC5DA7A4L,0xF7A7FC50L}},{{0x4F39E81DL,0x8D7FDB63L,0L,0L},{(-3L),(-3L),(-10L),(-4L)},{(-10L),(-4L),4L,1L},{1L,0x0169575FL,(-3L),4L},{(-4L),0x0169575FL,0L,1L}}};
                    int i, j, k;
                    if (g_65[0][1])
                        break;
                    if (p_44)
                        break;
                    l_545 |= ((g_270[0].f1 = ((safe_sub_func_uint64_t_u_u(((((((0xBBL || (((safe_sub_func_int16_t_s_s(g_270[0].f3, g_89)) | l_498) , 0xB0L)) , 0xFFAF5682L) , (((l_498 , p_44) > g_265[g_304][l_109]) != p_45.f3)) , l_557[3][4][2]) >= 0xE5L) && 0xD32EL), 0x2CE6B01533F687A4LL)) && l_70)) || 1UL);
                    g_14 = l_535;
                }
                else
                { /* block id: 242 */
                    return p_45.f1;
                }
            }
        }
        g_270[0] = p_45;
    }
    else
    { /* block id: 248 */
        uint16_t l_572[1][1][8] = {{{8UL,65535UL,8UL,8UL,65535UL,8UL,8UL,65535UL}}};
        uint32_t l_583[8][2][6] = {{{0x94F168A3L,0x571C760AL,0x6A091724L,5UL,1UL,0xCC65B58AL},{0x6A091724L,0x95F3D7D9L,4294967292UL,4294967292UL,4294967295UL,0x6A2F2393L}},{{4294967295UL,0x95F3D7D9L,1UL,4294967292UL,1UL,0x70109A71L},{0x841B77F0L,0x571C760AL,0x6871F871L,0x6871F871L,0x571C760AL,0x841B77F0L}},{{0xCC65B58AL,0x6A091724L,4294967292UL,0x70109A71L,0x6871F871L,5UL},{0UL,4294967292UL,0x0B4AF93EL,0xFBA17255L,0x275D7CE2L,1UL}},{{0UL,1UL,0xFBA17255L,0x70109A71L,0x95F3D7D9L,0x275D7CE2L},{0xCC65B58AL,0x6871F871L,4294967295UL,0x6871F871L,0xCC65B58AL,0x0B4AF93EL}},{{0x841B77F0L,4294967292UL,0x6A2F2393L,4294967292UL,0x5A995FF1L,4294967295UL},{4294967295UL,0x0B4AF93EL,0xA87C6D3DL,4294967292UL,0x94F168A3L,4294967295UL}},{{0x6A091724L,0xFBA17255L,0x6A2F2393L,5UL,0x0B4AF93EL,0x0B4AF93EL},{0x94F168A3L,4294967295UL,4294967295UL,0x94F168A3L,0x6A091724L,0x6A091724L}},{{1UL,0x0B4AF93EL,0x6A2F2393L,4294967295UL,4294967292UL,4294967292UL},{0xCC65B58AL,0UL,0x571C760AL,0UL,4294967292UL,1UL}},{{0x70109A71L,0x0B4AF93EL,0xCC65B58AL,0x6871F871L,4294967295UL,0x6871F871L},{1UL,0UL,1UL,0xFBA17255L,0x571C760AL,4294967292UL}}};
        int32_t l_585 = 0xBFE5F375L;
        int32_t l_586 = 1L;
        uint16_t l_604 = 0xA87BL;
        int32_t l_629 = 0xEEBF1D86L;
        int i, j, k;
        for (g_68 = 0; (g_68 <= 2); ++g_68)
        { /* block id: 251 */
            int8_t l_584[3][8] = {{1L,1L,1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L,1L,1L}};
            int i, j;
            l_586 &= ((((safe_mul_func_int16_t_s_s((safe_mul_func_int8_t_s_s(((l_585 = (safe_sub_func_int8_t_s_s(0L, (safe_lshift_func_int16_t_s_s(((((safe_lshift_func_int8_t_s_u(((p_45.f1 , (safe_lshift_func_int8_t_s_u((g_265[0][0] && l_572[0][0][7]), 3))) > (l_583[1][1][3] ^= (safe_sub_func_uint32_t_u_u((((safe_mod_func_uint32_t_u_u(g_46.f2, 0x1B28AD16L)) , (g_582 |= ((safe_rshift_func_int16_t_s_u(((((g_581[0][3][1] = (safe_rshift_func_uint8_t_u_s(((l_572[0][0][7] != g_270[0].f2) & 0UL), 4))) , l_107) < 0L) ^ 0xB12B92A40691F056LL), 7)) & p_45.f2))) == 0L), g_270[0].f0)))), 7)) , l_584[1][6]) , l_583[6][0][4]) , 0xA53DL), p_45.f1))))) != 3UL), g_470)), g_305)) && l_534) && 0x2831A2BCB8E8BF1CLL) != g_89);
            if (p_45.f2)
                break;
            g_65[0][1] ^= (safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u((((((safe_mod_func_int32_t_s_s(((g_270[0] , g_469) < (safe_rshift_func_int8_t_s_u((((!l_585) , p_45.f3) | p_44), (((p_45.f3 >= ((safe_rshift_func_int16_t_s_s((l_586 = (safe_mul_func_uint8_t_u_u((((safe_add_func_int64_t_s_s((((safe_mul_func_int16_t_s_s(0xB472L, g_26)) >= l_584[1][6]) == l_604), g_46.f0)) > l_331) == 4294967291UL), 255UL))), 15)) == l_355[2][1][4])) || 6UL) < g_26)))), 0xD3BEF927L)) == g_265[1][0]) , 5UL) == p_44) != p_45.f2), l_584[1][6])), 3));
        }
        for (g_288 = 0; g_288 < 2; g_288 += 1)
        {
            struct S0 tmp = {0x7AA8007A9A22F5DBLL,0x8201L,0x832BL,8L};
            g_270[g_288] = tmp;
        }
        if (((safe_mod_func_int32_t_s_s(((0x0DL >= (safe_mul_func_int8_t_s_s((safe_sub_func_int16_t_s_s(((p_44 == (5UL <= l_269.f3)) <= (safe_rshift_func_uint8_t_u_s(251UL, ((((((safe_rshift_func_int16_t_s_s(0L, (g_46.f1 < 0x9810L))) >= p_45.f1) ^ p_45.f3) & l_269.f0) >= 1UL) ^ l_331)))), g_118)), p_44))) == l_604), g_270[0].f0)) & 0x37L))
        { /* block id: 262 */
            int64_t l_626 = 0x7B6AE6AD7E7B9CA6LL;
            int32_t l_627[8][5][1] = {{{8L},{0xDF8248C3L},{8L},{0L},{(-4L)}},{{(-4L)},{0L},{8L},{0xDF8248C3L},{8L}},{{0L},{(-4L)},{(-4L)},{0L},{8L}},{{0xDF8248C3L},{8L},{0L},{(-4L)},{(-4L)}},{{0L},{8L},{0xDF8248C3L},{8L},{0L}},{{(-4L)},{(-4L)},{0L},{8L},{0xDF8248C3L}},{{8L},{0L},{(-4L)},{(-4L)},{0L}},{{8L},{0xDF8248C3L},{8L},{0L},{(-4L)}}};
            uint8_t l_644 = 0x38L;
            int8_t l_649[4];
            int i, j, k;
            for (i = 0; i < 4; i++)
                l_649[i] = 0xE8L;
            for (l_585 = (-2); (l_585 >= 28); l_585 = safe_add_func_uint16_t_u_u(l_585, 2))
            { /* block id: 265 */
                uint16_t l_630 = 0xDF5FL;
                p_44 ^= (~(((l_583[7][1][2] <= ((((((g_46 , 8L) < 2UL) >= (((0x68BD78BAL ^ p_45.f2) >= ((safe_div_func_int32_t_s_s(0x1DEEFFADL, 4294967291UL)) <= p_45.f0)) == p_45.f1)) != l_586) >= 0x4578F383L) <= g_270[0].f2)) ^ 0UL) != 0x554A1CD2618373BDLL));
                --l_630;
            }
            for (l_269.f0 = 0; (l_269.f0 < (-2)); l_269.f0 = safe_sub_func_uint64_t_u_u(l_269.f0, 5))
            { /* block id: 271 */
                uint32_t l_637 = 4294967295UL;
                int32_t l_648 = 1L;
                int32_t l_650[2][3] = {{0x63AC4D28L,0x6D9A7299L,0x63AC4D28L},{0x63AC4D28L,0x6D9A7299L,0x63AC4D28L}};
                uint32_t l_653[8][2][7] = {{{0x85A0E763L,0x78596ECCL,4294967295UL,0x29C9689EL,0x8FF23EF0L,0x8FF23EF0L,0x29C9689EL},{0UL,0x78596ECCL,0UL,0x4CE7ECFCL,4294967289UL,0xB6831AB8L,0x9EC944FFL}},{{0x77D6217FL,4294967295UL,0xB1AF2AD7L,4294967289UL,0xD4C1A3E9L,0xFAAE0595L,0x0B77BE44L},{0x58E7DDE1L,0x870287A1L,0x8FF23EF0L,7UL,0x4F0E5AFFL,0xB6831AB8L,9UL}},{{1UL,0x4CE7ECFCL,0x8A5D37C0L,0xD4C1A3E9L,0x58E7DDE1L,0x8FF23EF0L,0x58E7DDE1L},{0xB1AF2AD7L,0x8A5D37C0L,0x8A5D37C0L,0xB1AF2AD7L,0UL,4294967289UL,0x8FF23EF0L}},{{7UL,9UL,0x8FF23EF0L,0x8A5D37C0L,0x85A0E763L,0xD4C1A3E9L,1UL},{0x870287A1L,0x77D6217FL,0xB1AF2AD7L,1UL,0x4CE7ECFCL,0x4F0E5AFFL,0x8FF23EF0L}},{{0x29C9689EL,4294967289UL,0UL,0x4F0E5AFFL,4294967295UL,0x58E7DDE1L,0x58E7DDE1L},{1UL,0x4F0E5AFFL,4294967295UL,0x4F0E5AFFL,1UL,0UL,9UL}},{{0x8A5D37C0L,0UL,1UL,1UL,0x9EC944FFL,0x85A0E763L,0x0B77BE44L},{0xB6831AB8L,1UL,0x3B2EB9EDL,0x8A5D37C0L,0x77D6217FL,0x4CE7ECFCL,0x9EC944FFL}},{{0x8A5D37C0L,1UL,0xFAAE0595L,0xB1AF2AD7L,4294967295UL,4294967295UL,0x29C9689EL},{1UL,4294967295UL,0xD4C1A3E9L,0xD4C1A3E9L,4294967295UL,0x29C9689EL,0x9EC944FFL}},{{0x3B2EB9EDL,0x77D6217FL,0x29C9689EL,0x8A5D37C0L,0xFAAE0595L,0x8FF23EF0L,0UL},{4294967295UL,0x4CE7ECFCL,0xB6831AB8L,0UL,0x8FF23EF0L,0xFAAE0595L,0x8A5D37C0L}}};
                int i, j, k;
                for (g_304 = 0; (g_304 == (-7)); --g_304)
                { /* block id: 274 */
                    uint32_t l_647 = 18446744073709551612UL;
                    int32_t l_651[4] = {0xF530B2E4L,0xF530B2E4L,0xF530B2E4L,0xF530B2E4L};
                    int32_t l_652[6][7] = {{0x16B0A312L,0x243242EAL,0xF6F79AB8L,0x243242EAL,0x16B0A312L,0x01232647L,0x01232647L},{0x16B0A312L,0x243242EAL,0xF6F79AB8L,0x243242EAL,0x16B0A312L,0x01232647L,0x01232647L},{0x16B0A312L,0x243242EAL,0xF6F79AB8L,0x243242EAL,0x16B0A312L,0x01232647L,0x01232647L},{0x16B0A312L,0x243242EAL,0xF6F79AB8L,0x243242EAL,0x16B0A312L,0x01232647L,0x01232647L},{0x16B0A312L,0x243242EAL,0xF6F79AB8L,0x243242EAL,0x16B0A312L,0x01232647L,0x01232647L},{0x16B0A312L,0x243242EAL,0xF6F79AB8L,0x243242EAL,0x16B0A312L,0x01232647L,0x01232647L}};
                    int i, j;
                    l_637++;
                    p_44 = (0UL && (l_109 ^= ((safe_mul_func_uint16_t_u_u((((l_648 = ((((((((g_65[0][1] >= ((l_644 , (l_629 = l_637)) || p_44)) | ((safe_div_func_uint64_t_u_u((g_581[0][3][1] < (l_583[6][1][4] ^ p_45.f1)), (-1L))) == g_469)) ^ g_469) && (-7L)) , g_582) & 0x74L) && l_355[1][3][7]) , l_647)) == 4UL) , l_648), l_583[1][1][3])) <= 65535UL)));
                    ++l_653[4][0][0];
                }
            }
        }
        else
        { /* block id: 283 */
            l_269 = p_45;
        }
    }
    return g_265[1][1];
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_26, "g_26", print_hash_value);
    transparent_crc(g_46.f0, "g_46.f0", print_hash_value);
    transparent_crc(g_46.f1, "g_46.f1", print_hash_value);
    transparent_crc(g_46.f2, "g_46.f2", print_hash_value);
    transparent_crc(g_46.f3, "g_46.f3", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_65[i][j], "g_65[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_68, "g_68", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_117, "g_117", print_hash_value);
    transparent_crc(g_118, "g_118", print_hash_value);
    transparent_crc(g_194, "g_194", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_265[i][j], "g_265[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_266, "g_266", print_hash_value);
    transparent_crc(g_268, "g_268", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_270[i].f0, "g_270[i].f0", print_hash_value);
        transparent_crc(g_270[i].f1, "g_270[i].f1", print_hash_value);
        transparent_crc(g_270[i].f2, "g_270[i].f2", print_hash_value);
        transparent_crc(g_270[i].f3, "g_270[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_288, "g_288", print_hash_value);
    transparent_crc(g_304, "g_304", print_hash_value);
    transparent_crc(g_305, "g_305", print_hash_value);
    transparent_crc(g_324, "g_324", print_hash_value);
    transparent_crc(g_378, "g_378", print_hash_value);
    transparent_crc(g_469, "g_469", print_hash_value);
    transparent_crc(g_470, "g_470", print_hash_value);
    transparent_crc(g_472, "g_472", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_581[i][j][k], "g_581[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_582, "g_582", print_hash_value);
    transparent_crc(g_659, "g_659", print_hash_value);
    transparent_crc(g_660, "g_660", print_hash_value);
    transparent_crc(g_662, "g_662", print_hash_value);
    transparent_crc(g_665, "g_665", print_hash_value);
    transparent_crc(g_690, "g_690", print_hash_value);
    transparent_crc(g_697, "g_697", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_710[i], "g_710[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_925, "g_925", print_hash_value);
    transparent_crc(g_985, "g_985", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
