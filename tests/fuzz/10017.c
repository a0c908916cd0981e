// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10017 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10017
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int8_t g_3 = 0xB1L;
static int32_t g_9 = 0x0DB85613L;
static int8_t g_12 = 0xAAL;
static int64_t g_47[2][8] = {{0L,0L,0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L,0L,0L}};
static int16_t g_51[7][4] = {{0x5D0CL,0x9C1FL,0x9C1FL,0x5D0CL},{0xB584L,1L,5L,7L},{(-1L),0xEC3DL,7L,0xFD78L},{7L,0xFD78L,0x5065L,0xFD78L},{0x9C1FL,0xEC3DL,0x2131L,7L},{0x0B7BL,1L,0xFD78L,0x5D0CL},{0x2131L,0x9C1FL,0L,0L}};
static int32_t g_52 = 8L;
static int8_t g_73[4][7][2] = {{{(-9L),0xBEL},{0xBEL,0xBEL},{9L,0xBEL},{0xBEL,9L},{0xBEL,0xBEL},{9L,0xBEL},{0xBEL,9L}},{{0xBEL,0xBEL},{9L,0xBEL},{0xBEL,9L},{0xBEL,0xBEL},{9L,0xBEL},{0xBEL,9L},{0xBEL,0xBEL}},{{9L,0xBEL},{0xBEL,9L},{0xBEL,0xBEL},{9L,0xBEL},{0xBEL,9L},{0xBEL,0xBEL},{9L,0xBEL}},{{0xBEL,9L},{0xBEL,0xBEL},{9L,0xBEL},{0xBEL,9L},{0xBEL,0xBEL},{9L,0xBEL},{0xBEL,9L}}};
static uint32_t g_93[5] = {0x6F3B3E57L,0x6F3B3E57L,0x6F3B3E57L,0x6F3B3E57L,0x6F3B3E57L};
static int32_t g_94[8][4][4] = {{{0x6F1F252AL,0x0F4353CEL,0x109BDD52L,0x88BF30E8L},{0x109BDD52L,0x88BF30E8L,0x659E5886L,0x34E1B6EBL},{0x109BDD52L,0x86B66048L,0x109BDD52L,0L},{0x6F1F252AL,0x34E1B6EBL,(-9L),0L}},{{0x659E5886L,0x86B66048L,0xB780A7C5L,0x34E1B6EBL},{6L,0x88BF30E8L,0xB780A7C5L,0x88BF30E8L},{0x659E5886L,0x0F4353CEL,(-9L),0L},{0x6F1F252AL,0x0F4353CEL,0x109BDD52L,0x88BF30E8L}},{{0x109BDD52L,0x88BF30E8L,0x659E5886L,0x34E1B6EBL},{0x109BDD52L,0x86B66048L,0x109BDD52L,0L},{0x6F1F252AL,0x34E1B6EBL,(-9L),0L},{0x659E5886L,0x86B66048L,0xB780A7C5L,0x34E1B6EBL}},{{6L,0x88BF30E8L,0xB780A7C5L,0x88BF30E8L},{0x659E5886L,0x0F4353CEL,(-9L),0L},{0x6F1F252AL,0x0F4353CEL,0x109BDD52L,0x88BF30E8L},{0x109BDD52L,0x88BF30E8L,0x659E5886L,0x34E1B6EBL}},{{0x109BDD52L,0x86B66048L,0x109BDD52L,0L},{0x6F1F252AL,0x34E1B6EBL,(-9L),0L},{0x659E5886L,0x86B66048L,0xB780A7C5L,0x34E1B6EBL},{6L,0x88BF30E8L,0xB780A7C5L,0x88BF30E8L}},{{0x659E5886L,0x0F4353CEL,(-9L),0L},{0x6F1F252AL,0x0F4353CEL,0x109BDD52L,0x88BF30E8L},{0x109BDD52L,0x88BF30E8L,0x659E5886L,0x34E1B6EBL},{0x109BDD52L,0x86B66048L,0x109BDD52L,0L}},{{0x6F1F252AL,0x34E1B6EBL,(-9L),0L},{0x659E5886L,0x86B66048L,0xB780A7C5L,0x34E1B6EBL},{6L,0x88BF30E8L,0xB780A7C5L,0x88BF30E8L},{0x659E5886L,0x0F4353CEL,(-9L),0L}},{{0x6F1F252AL,0x0F4353CEL,0x109BDD52L,0x88BF30E8L},{0x109BDD52L,0x88BF30E8L,0x659E5886L,0x34E1B6EBL},{0x109BDD52L,0x86B66048L,0x109BDD52L,0L},{0x6F1F252AL,0x34E1B6EBL,(-9L),0L}}};
static int8_t g_120[4] = {(-10L),(-10L),(-10L),(-10L)};
static int8_t g_121[3][7] = {{0x02L,3L,0x2BL,(-1L),3L,(-1L),0x2BL},{3L,3L,0x51L,0L,(-1L),0x51L,(-1L)},{0L,0x2BL,0x2BL,0L,(-1L),0x02L,0L}};
static int16_t g_147 = 4L;
static uint32_t g_149 = 5UL;
static int8_t g_150[7] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
static int8_t g_156[3] = {0L,0L,0L};
static int16_t g_214 = 6L;
static uint8_t g_226 = 249UL;
static int16_t g_250 = 0x2C41L;
static uint8_t g_266 = 0xA8L;
static int32_t g_282[1] = {0x3EA239ECL};
static int8_t g_286 = (-7L);
static int64_t g_291 = 0x9176EC824061E384LL;
static uint8_t g_401 = 255UL;
static int64_t g_542 = 0x720654CC578BD2F8LL;
static int32_t g_569 = 0x3CC1AAF0L;
static int8_t g_575 = 7L;
static uint16_t g_585 = 5UL;
static uint8_t g_604[4][2] = {{250UL,250UL},{250UL,250UL},{250UL,250UL},{250UL,250UL}};
static int64_t g_605[2][3] = {{1L,1L,0L},{1L,1L,0L}};
static uint16_t g_780 = 0x8E41L;
static uint64_t g_987[5][3][3] = {{{0xCAFDBEF95915443FLL,18446744073709551607UL,0xCAFDBEF95915443FLL},{0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL},{0xCAFDBEF95915443FLL,18446744073709551607UL,0xCAFDBEF95915443FLL}},{{0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL},{0xCAFDBEF95915443FLL,18446744073709551607UL,0xCAFDBEF95915443FLL},{0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL}},{{0xCAFDBEF95915443FLL,18446744073709551607UL,0xCAFDBEF95915443FLL},{0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL},{0xCAFDBEF95915443FLL,18446744073709551607UL,0xCAFDBEF95915443FLL}},{{0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL},{0xCAFDBEF95915443FLL,18446744073709551607UL,0xCAFDBEF95915443FLL},{0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL}},{{0xCAFDBEF95915443FLL,18446744073709551607UL,0xCAFDBEF95915443FLL},{0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL,0xEAB4948849FDEA37LL},{0xCAFDBEF95915443FLL,18446744073709551607UL,0xCAFDBEF95915443FLL}}};
static int32_t g_1022[5][3] = {{(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L)}};
static uint8_t g_1025 = 255UL;
static int32_t g_1143 = 0xFBF89066L;
static uint64_t g_1153[8][1][8] = {{{18446744073709551615UL,0x44D7830B31CB4210LL,0x6D2F5813BEB01DBCLL,0x44D7830B31CB4210LL,18446744073709551615UL,0xDB910EAD486F2DA7LL,18446744073709551615UL,0x44D7830B31CB4210LL}},{{5UL,0x44D7830B31CB4210LL,5UL,18446744073709551608UL,18446744073709551615UL,18446744073709551608UL,5UL,0x44D7830B31CB4210LL}},{{18446744073709551615UL,18446744073709551608UL,5UL,0x44D7830B31CB4210LL,5UL,18446744073709551608UL,18446744073709551615UL,18446744073709551608UL}},{{18446744073709551615UL,0x44D7830B31CB4210LL,0x6D2F5813BEB01DBCLL,0x44D7830B31CB4210LL,18446744073709551615UL,0xDB910EAD486F2DA7LL,18446744073709551615UL,0x44D7830B31CB4210LL}},{{5UL,0x44D7830B31CB4210LL,5UL,18446744073709551608UL,18446744073709551615UL,18446744073709551608UL,5UL,0x44D7830B31CB4210LL}},{{18446744073709551615UL,18446744073709551608UL,5UL,0x44D7830B31CB4210LL,5UL,18446744073709551608UL,18446744073709551615UL,18446744073709551608UL}},{{18446744073709551615UL,0x44D7830B31CB4210LL,0x6D2F5813BEB01DBCLL,0x44D7830B31CB4210LL,18446744073709551615UL,0xDB910EAD486F2DA7LL,18446744073709551615UL,0x44D7830B31CB4210LL}},{{5UL,0x44D7830B31CB4210LL,5UL,18446744073709551608UL,18446744073709551615UL,18446744073709551608UL,5UL,0x44D7830B31CB4210LL}}};
static uint8_t g_1232[3] = {0UL,0UL,0UL};


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static int32_t  func_4(int32_t  p_5);
static uint16_t  func_24(uint8_t  p_25);
static int64_t  func_29(int16_t  p_30, uint16_t  p_31);
static uint8_t  func_32(int32_t  p_33, int64_t  p_34, uint8_t  p_35, int8_t  p_36, uint32_t  p_37);
static uint64_t  func_67(int32_t  p_68, const uint16_t  p_69, int64_t  p_70);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_9 g_12 g_47 g_52 g_51 g_73 g_93 g_94 g_120 g_121 g_150 g_149 g_156 g_226 g_250 g_282 g_291 g_286 g_214 g_147 g_266 g_401 g_542 g_585 g_604 g_569 g_605 g_780 g_575 g_987 g_1025 g_1022 g_1143 g_1153 g_1232
 * writes: g_3 g_9 g_12 g_47 g_51 g_52 g_93 g_94 g_121 g_147 g_149 g_150 g_156 g_214 g_250 g_266 g_120 g_282 g_286 g_291 g_226 g_569 g_575 g_585 g_604 g_605 g_542 g_987 g_1025 g_1022 g_1143 g_73 g_780
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    int32_t l_2[6][1] = {{0xE125D16DL},{7L},{0xE125D16DL},{0xE125D16DL},{7L},{0xE125D16DL}};
    int32_t l_10 = 0L;
    int32_t l_14 = 1L;
    int32_t l_15[2];
    const int32_t l_720 = 0x05E9EEDDL;
    int32_t l_749 = 0L;
    int32_t l_760 = 8L;
    int64_t l_779 = 6L;
    int32_t l_931 = 1L;
    int16_t l_1023[8][8] = {{0x7558L,0x9731L,0x3B44L,0x7558L,(-1L),(-1L),0x7558L,0x3B44L},{6L,6L,0x79F3L,0x9731L,(-1L),6L,(-1L),0x9731L},{0xAA7EL,0x9731L,0xAA7EL,0xC20BL,0x9731L,0x79F3L,0x79F3L,0x9731L},{0x9731L,0x79F3L,0x79F3L,0x9731L,0xC20BL,0xAA7EL,0x9731L,0xAA7EL},{0x9731L,(-1L),6L,(-1L),0x9731L,6L,0x3B44L,0x3B44L},{0xAA7EL,(-1L),0xC20BL,0xC20BL,(-1L),0xAA7EL,0x79F3L,(-1L)},{0x3B44L,0x79F3L,0xC20BL,0x3B44L,0xC20BL,0x79F3L,0x3B44L,0xAA7EL},{(-1L),0x9731L,6L,0x3B44L,0x3B44L,6L,0x9731L,(-1L)}};
    int8_t l_1077 = 0x2FL;
    uint32_t l_1109 = 0x3268C67FL;
    uint8_t l_1111 = 252UL;
    int16_t l_1114 = 0L;
    uint8_t l_1168 = 0xEFL;
    const uint8_t l_1212 = 1UL;
    int16_t l_1254 = 0xEA8BL;
    int32_t l_1272 = 1L;
    int i, j;
    for (i = 0; i < 2; i++)
        l_15[i] = 6L;
lbl_759:
    g_3 ^= l_2[4][0];
    if (func_4(l_2[4][0]))
    { /* block id: 5 */
        uint8_t l_16 = 255UL;
        int32_t l_731 = (-3L);
        int32_t l_732[1];
        uint32_t l_758[3][8][6] = {{{0UL,0x832E4715L,0UL,9UL,1UL,0x99019C6CL},{0x98CBF1A2L,0UL,0UL,0x99019C6CL,0x98CBF1A2L,0x98CBF1A2L},{18446744073709551613UL,0x99019C6CL,0x99019C6CL,18446744073709551613UL,1UL,1UL},{18446744073709551613UL,1UL,1UL,0x99019C6CL,0UL,18446744073709551613UL},{0x98CBF1A2L,0x14C5F00BL,0x99019C6CL,9UL,0UL,0x14C5F00BL},{0UL,1UL,0UL,0UL,1UL,0UL},{0x98CBF1A2L,0x99019C6CL,0UL,0UL,0x98CBF1A2L,0x14C5F00BL},{18446744073709551613UL,0UL,0x99019C6CL,1UL,1UL,18446744073709551613UL}},{{18446744073709551613UL,0x832E4715L,1UL,0UL,0UL,1UL},{0x98CBF1A2L,0x98CBF1A2L,0x99019C6CL,0UL,0UL,0x98CBF1A2L},{0UL,0x832E4715L,0UL,9UL,1UL,0x99019C6CL},{0x98CBF1A2L,0UL,0UL,0x99019C6CL,0x98CBF1A2L,0x98CBF1A2L},{18446744073709551613UL,0x99019C6CL,0x99019C6CL,18446744073709551613UL,1UL,1UL},{18446744073709551613UL,1UL,1UL,0x99019C6CL,0UL,18446744073709551613UL},{0x98CBF1A2L,0x14C5F00BL,0x99019C6CL,9UL,0UL,0x14C5F00BL},{0UL,1UL,0UL,0UL,1UL,0UL}},{{0x98CBF1A2L,0x99019C6CL,0UL,0UL,0x98CBF1A2L,0x14C5F00BL},{18446744073709551613UL,0UL,0x99019C6CL,1UL,1UL,18446744073709551613UL},{18446744073709551613UL,0x832E4715L,1UL,0UL,0UL,1UL},{0x98CBF1A2L,0x98CBF1A2L,0x99019C6CL,0UL,0UL,0x98CBF1A2L},{0UL,0x832E4715L,0UL,9UL,1UL,0x99019C6CL},{0x98CBF1A2L,0UL,0UL,0x99019C6CL,0x98CBF1A2L,0x98CBF1A2L},{18446744073709551613UL,0x99019C6CL,0x99019C6CL,18446744073709551613UL,1UL,1UL},{9UL,0x98CBF1A2L,0UL,1UL,18446744073709551613UL,9UL}}};
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_732[i] = 0xFCEEF9BEL;
        for (g_3 = 0; (g_3 < (-4)); g_3 = safe_sub_func_uint8_t_u_u(g_3, 3))
        { /* block id: 8 */
            int32_t l_11 = (-1L);
            int64_t l_13[6][3] = {{(-10L),9L,(-10L)},{(-10L),1L,9L},{1L,(-10L),(-10L)},{9L,(-10L),3L},{0x0E6B6CD333563700LL,1L,0L},{9L,9L,0L}};
            int16_t l_23 = 1L;
            int32_t l_730 = 0L;
            int32_t l_750 = 6L;
            uint16_t l_812 = 65535UL;
            int i, j;
            for (g_9 = 0; (g_9 >= 0); g_9 -= 1)
            { /* block id: 11 */
                int i, j;
                return l_2[(g_9 + 5)][g_9];
            }
            --l_16;
            if (l_11)
                continue;
            if ((l_14 >= (func_4((safe_rshift_func_int16_t_s_s((((safe_lshift_func_int8_t_s_u((l_16 , func_4(l_23)), (func_24(l_15[0]) , l_16))) & g_73[1][1][1]) >= 0x7EDCL), 0))) , g_121[0][2])))
            { /* block id: 323 */
                const uint32_t l_729 = 1UL;
                int32_t l_733[4][6][6] = {{{1L,0L,0L,1L,0x67D1CC19L,1L},{1L,0x67D1CC19L,1L,0L,0L,1L},{0x9F85ADECL,0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL},{0L,0x67D1CC19L,0x4314F7B5L,0x4314F7B5L,0x67D1CC19L,0L},{0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL,0x9F85ADECL},{1L,0L,0L,1L,0x67D1CC19L,1L}},{{1L,0x67D1CC19L,1L,0L,0L,1L},{0x9F85ADECL,0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL},{0L,0x67D1CC19L,0x4314F7B5L,0x4314F7B5L,0x67D1CC19L,0L},{0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL,0x9F85ADECL},{1L,0L,0L,1L,0x67D1CC19L,1L},{1L,0x67D1CC19L,1L,0L,0L,1L}},{{0x9F85ADECL,0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL},{0L,0x67D1CC19L,0x4314F7B5L,0x4314F7B5L,0x67D1CC19L,0L},{0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL,0x9F85ADECL},{1L,0L,0L,1L,0x67D1CC19L,1L},{1L,0x67D1CC19L,1L,0L,0L,1L},{0x9F85ADECL,0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL}},{{0L,0x67D1CC19L,0x4314F7B5L,0x4314F7B5L,0x67D1CC19L,0L},{0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL,0x9F85ADECL},{1L,0L,0L,1L,0x67D1CC19L,1L},{1L,0x67D1CC19L,1L,0L,0L,1L},{0x9F85ADECL,0x9F85ADECL,0L,0x4314F7B5L,0L,0x9F85ADECL},{0L,0x67D1CC19L,0x4314F7B5L,0x4314F7B5L,0x67D1CC19L,0L}}};
                int32_t l_734 = 0x1BE29D33L;
                int i, j, k;
                l_14 &= (l_734 = (g_52 = (l_733[2][5][4] = ((((((safe_lshift_func_int8_t_s_u((((safe_add_func_uint64_t_u_u(0x4819F47221CAEAEELL, (safe_sub_func_int8_t_s_s(((l_732[0] = (safe_div_func_int8_t_s_s((((g_121[2][4] &= ((((g_149 = ((l_731 = ((safe_add_func_int64_t_s_s((~(l_730 &= (safe_mod_func_int8_t_s_s(l_720, (safe_rshift_func_uint8_t_u_u((((l_15[0] = (g_3 <= (safe_mod_func_int32_t_s_s((((g_147 &= (g_401 | 65528UL)) > ((g_585 = l_10) == ((safe_div_func_int64_t_s_s(1L, g_149)) , g_604[0][0]))) | 0UL), g_120[2])))) , l_729) != g_605[1][0]), 3)))))), g_282[0])) != 0x6BD19921E7037CE3LL)) , 4294967293UL)) & l_16) != l_729) ^ 0UL)) <= 0x58L) <= l_11), 0xCCL))) , l_720), g_156[1])))) ^ g_156[2]) , g_291), 3)) < g_150[6]) || 1L) > g_51[5][1]) < 18446744073709551610UL) >= 0x6753L))));
                if (((safe_add_func_int32_t_s_s(((safe_add_func_uint16_t_u_u((((l_734 = (((l_732[0] = (safe_lshift_func_int16_t_s_s(((safe_sub_func_int64_t_s_s(((safe_sub_func_uint64_t_u_u(((((g_214 = (l_16 < (((l_734 & (safe_mul_func_int8_t_s_s((g_121[2][4] = ((safe_mul_func_uint8_t_u_u((g_9 , (++g_226)), ((l_720 == g_73[3][4][0]) , (-5L)))) && (safe_div_func_int16_t_s_s((-1L), 65528UL)))), 3L))) < g_401) && l_2[0][0]))) || g_226) , l_750) & (-1L)), l_732[0])) || 0xC82EBBD3L), 0UL)) >= g_282[0]), 1))) , g_149) < g_12)) , l_11) , g_47[0][7]), 0x98F4L)) , g_51[1][0]), (-1L))) < 5UL))
                { /* block id: 341 */
                    uint64_t l_755 = 0xCD5209BD081EE48ELL;
                    ++l_755;
                    l_10 = g_286;
                    return l_13[3][1];
                }
                else
                { /* block id: 345 */
                    l_758[0][4][3] ^= ((0L & l_729) != 0x29C23E226CC590DALL);
                    if (l_732[0])
                        break;
                    l_730 = 0x89E214BFL;
                }
                for (g_542 = 0; (g_542 <= 2); g_542 += 1)
                { /* block id: 352 */
                    l_733[2][3][1] = 0xC6A6FC85L;
                    if (g_542)
                        goto lbl_759;
                    l_750 = l_731;
                    return l_760;
                }
            }
            else
            { /* block id: 358 */
                uint32_t l_811 = 1UL;
                const int32_t l_813 = 0x4A20554AL;
                int32_t l_818 = (-1L);
                for (l_760 = 0; (l_760 >= 0); l_760 -= 1)
                { /* block id: 361 */
                    int32_t l_778 = 2L;
                    int i, j;
                    l_732[0] = (g_569 = g_93[(l_760 + 1)]);
                    if (g_93[(l_760 + 3)])
                        continue;
                    g_569 = (0xF9L >= ((((safe_rshift_func_uint8_t_u_u((~(-9L)), 5)) < (safe_mul_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(((g_604[0][1]--) | l_732[l_760]), 5)), (safe_mod_func_int32_t_s_s(((safe_mul_func_int16_t_s_s(((safe_lshift_func_int8_t_s_u((l_778 = ((((l_2[(l_760 + 3)][l_760] = (l_2[4][0] ^ g_214)) , (l_10 = (g_149 &= ((l_730 &= (safe_mod_func_uint32_t_u_u(l_2[4][0], 6L))) | g_94[6][2][3])))) <= g_585) | g_214)), l_779)) , 0xA757L), l_14)) || 0x75B085A3L), l_732[l_760]))))) <= g_585) , g_780));
                    g_52 = (safe_unary_minus_func_uint64_t_u(((safe_div_func_uint64_t_u_u(((safe_lshift_func_uint16_t_u_s(((safe_mul_func_uint8_t_u_u((!(safe_add_func_int8_t_s_s(l_2[(l_760 + 3)][l_760], ((l_15[0] = (safe_mod_func_uint64_t_u_u((l_811 = (((l_732[0] = (0x2E7936054B0B5B20LL >= (l_750 = (safe_unary_minus_func_int32_t_s(((safe_rshift_func_uint8_t_u_u(l_16, 2)) && (safe_div_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_s((safe_sub_func_int64_t_s_s(((!0x13L) >= ((safe_mul_func_int8_t_s_s((g_250 & g_149), (g_226++))) && (safe_rshift_func_int16_t_s_s((safe_div_func_int32_t_s_s(((((g_401 >= g_282[0]) > 0UL) && l_760) <= l_15[0]), 0x349F054EL)), 15)))), 0x387B49CB311969E6LL)), 2)), l_732[l_760])))))))) ^ 1UL) >= 0xD15A72F55A4FB33ELL)), g_120[0]))) >= l_10)))), l_812)) <= g_291), l_813)) ^ g_150[5]), g_47[0][0])) || g_266)));
                }
                g_9 ^= ((safe_sub_func_uint32_t_u_u((safe_lshift_func_int16_t_s_u((g_214 |= (l_818 &= ((0x90L && (g_156[1] ^= 0x29L)) , g_575))), 0)), g_282[0])) , g_73[3][4][0]);
            }
        }
    }
    else
    { /* block id: 385 */
        const uint32_t l_836 = 0xF6A4A49FL;
        int8_t l_837 = 0x50L;
        int32_t l_856[4][3][1] = {{{0x72E3F64FL},{(-3L)},{(-3L)}},{{0x72E3F64FL},{(-3L)},{(-3L)}},{{0x72E3F64FL},{(-3L)},{(-3L)}},{{0x72E3F64FL},{(-3L)},{(-3L)}}};
        int32_t l_991[7] = {(-1L),1L,(-1L),(-1L),1L,(-1L),(-1L)};
        const uint8_t l_1032 = 0xB6L;
        uint64_t l_1078 = 0x0F5207D5D885821CLL;
        int16_t l_1093 = (-5L);
        int16_t l_1110 = 0xB4E0L;
        int i, j, k;
        if (((+((safe_add_func_int16_t_s_s((safe_mod_func_int8_t_s_s((((safe_unary_minus_func_int64_t_s(0xBCD03DFA897F8307LL)) , (safe_lshift_func_uint8_t_u_u(((safe_mod_func_int64_t_s_s(((-1L) > l_760), 7L)) != (l_14 <= (((safe_unary_minus_func_uint64_t_u(((safe_add_func_uint64_t_u_u((g_569 || (safe_lshift_func_int16_t_s_s((safe_lshift_func_int16_t_s_s(0xA9B6L, l_749)), g_605[0][0]))), (-1L))) && g_12))) == l_836) , l_837))), 5))) <= l_837), l_837)), g_569)) <= g_93[0])) > l_749))
        { /* block id: 386 */
            int32_t l_840 = 0x861B0A74L;
            const uint16_t l_864[8] = {1UL,0xC335L,1UL,0xC335L,1UL,0xC335L,1UL,0xC335L};
            int16_t l_887 = (-1L);
            int8_t l_930 = 0xB4L;
            uint16_t l_958[4][3] = {{5UL,65527UL,5UL},{5UL,65527UL,5UL},{5UL,65527UL,5UL},{5UL,65527UL,5UL}};
            int i, j;
            for (l_749 = 0; (l_749 == (-18)); l_749 = safe_sub_func_uint64_t_u_u(l_749, 2))
            { /* block id: 389 */
                uint16_t l_848[6] = {7UL,7UL,7UL,7UL,7UL,7UL};
                int32_t l_871 = 5L;
                int32_t l_901 = 1L;
                int i;
                g_569 &= ((((4UL == l_840) , ((l_856[1][2][0] = ((((((((((l_720 , ((~(safe_add_func_uint32_t_u_u(((g_585 = ((l_15[1] = (((safe_lshift_func_uint8_t_u_s((((safe_sub_func_uint16_t_u_u((l_848[5] & l_836), ((+(((safe_mul_func_int8_t_s_s(g_542, (safe_div_func_int64_t_s_s(((safe_div_func_uint16_t_u_u((4294967295UL | 0x67801713L), 0x59A5L)) , l_15[1]), g_401)))) | l_15[0]) , l_848[3])) != l_15[0]))) == 0x7824BCD78D189A2CLL) > g_9), l_848[0])) != l_848[5]) > l_848[0])) <= 0x0EL)) && l_848[5]), g_605[1][0]))) || 0L)) , l_10) & (-9L)) , l_15[0]) >= l_749) , g_605[0][0]) || 1UL) & g_250) ^ g_47[0][5]) , l_848[5])) & (-5L))) < 2UL) ^ 5UL);
                if ((+((g_282[0] = (((safe_mod_func_int64_t_s_s((((safe_sub_func_uint8_t_u_u(1UL, ((0xA1L <= (g_604[0][1] = 6UL)) != l_836))) == (l_864[6] & (safe_mul_func_int16_t_s_s((safe_mul_func_int16_t_s_s((g_51[1][0] = 0x5648L), (safe_rshift_func_uint16_t_u_u(g_120[3], g_150[1])))), 0L)))) != l_856[3][2][0]), 18446744073709551615UL)) , g_575) | g_121[0][0])) , 0xBDF2AF7ED8110F00LL)))
                { /* block id: 397 */
                    int16_t l_874 = 0x2076L;
                    g_9 |= ((g_569 , (l_871 |= (0UL <= g_94[1][1][0]))) && 18446744073709551615UL);
                    l_15[0] |= l_864[3];
                    g_52 = (((g_147 = (safe_rshift_func_int16_t_s_s(l_874, 10))) && ((safe_rshift_func_uint8_t_u_s((g_226 = (l_856[1][2][0] = (l_840 = 0x71L))), ((g_401 != (safe_add_func_int8_t_s_s((+(!(g_569 != ((6UL | (((safe_mul_func_int16_t_s_s((safe_div_func_int16_t_s_s(g_286, ((safe_mod_func_int16_t_s_s(((-1L) ^ l_836), 0xE96AL)) , l_848[5]))), 65535UL)) != l_864[3]) <= 0x512822718D2C5FB5LL)) && (-9L))))), 0x07L))) && (-6L)))) < l_874)) ^ l_887);
                }
                else
                { /* block id: 406 */
                    const int32_t l_888[4][2] = {{0L,0L},{0L,0L},{0L,0L},{0L,0L}};
                    const uint64_t l_900 = 0x8D0232C451D09D7BLL;
                    int i, j;
                    if (l_888[1][0])
                        break;
                    l_901 &= (safe_mod_func_uint16_t_u_u(((g_286 , (safe_add_func_uint64_t_u_u(((g_542 & (l_848[4] , (safe_unary_minus_func_int8_t_s(l_14)))) == g_569), (((safe_mod_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u(0xF246L, 10)), (g_604[0][1] = (safe_mul_func_uint8_t_u_u(((0x0FD74C4A2161018CLL | l_10) || 18446744073709551607UL), g_214))))) , l_871) , l_900)))) , 65531UL), l_2[4][0]));
                    if (g_73[0][4][0])
                        break;
                    g_9 = (g_52 = (safe_add_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u((g_156[1] && ((safe_mod_func_int64_t_s_s(((safe_unary_minus_func_uint8_t_u((((((safe_add_func_uint8_t_u_u(247UL, (safe_mod_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((safe_unary_minus_func_int16_t_s((safe_mod_func_uint64_t_u_u(((safe_lshift_func_int8_t_s_u((safe_unary_minus_func_uint8_t_u((l_856[1][2][0] = ((((safe_sub_func_int16_t_s_s(l_864[6], ((g_12 & (safe_mul_func_int16_t_s_s((((g_47[1][6] ^= (0x3BD3CD3CABE348F3LL & (safe_sub_func_uint16_t_u_u(l_2[4][0], ((+(l_840 = (safe_add_func_uint32_t_u_u(l_15[1], g_9)))) || g_150[1]))))) && 0xD7633DC109275C01LL) >= g_286), g_93[2]))) <= l_856[0][1][0]))) && l_864[6]) < 65528UL) | l_900)))), 6)) == g_51[6][1]), 0x1D25D56BD3C5D397LL)))), g_52)), l_871)))) >= 0x28L) | g_291) , g_12) , l_888[1][0]))) >= l_930), g_291)) | l_900)), g_282[0])) , l_720), g_282[0])));
                }
                g_9 = ((0UL && g_604[0][0]) , l_864[6]);
                l_856[3][2][0] &= ((--g_585) , (safe_mod_func_uint16_t_u_u((g_52 , (g_585 = (safe_sub_func_int64_t_s_s(((l_871 , (safe_unary_minus_func_uint8_t_u((((-1L) != (l_10 = (((((((!((g_149++) <= (((((((safe_add_func_uint16_t_u_u(((l_836 >= g_226) ^ l_15[0]), (safe_mod_func_int32_t_s_s((g_569 &= (safe_mul_func_int8_t_s_s((safe_lshift_func_uint8_t_u_u((0x2208L != l_887), g_604[2][0])), l_848[5]))), g_605[1][0])))) ^ l_864[7]) | 0UL) < g_73[1][5][0]) <= 0x77L) | 0xAD6081FDL) && g_604[0][1]))) >= 0x04L) <= l_871) > g_226) | g_282[0]) && 1L) , 0x6AL))) == g_575)))) | g_542), l_887)))), 0x4274L)));
            }
            l_958[1][2] = (safe_sub_func_int64_t_s_s(((((safe_mul_func_int32_t_s_s(l_837, ((safe_div_func_uint64_t_u_u(g_585, (l_840 ^= g_51[1][0]))) <= (0x5CL | g_73[0][4][1])))) & ((l_2[4][0] , ((safe_mul_func_uint16_t_u_u(g_266, 0x5337L)) ^ 0x417DB7D4L)) && l_887)) & g_9) != 1UL), l_2[4][0]));
            return l_2[2][0];
        }
        else
        { /* block id: 428 */
            int16_t l_980 = 1L;
            int32_t l_982 = 0x11CEB488L;
            int32_t l_985 = 0x1556BA74L;
            int32_t l_986 = 0L;
            int32_t l_1024 = 0L;
            int64_t l_1058 = 0L;
            uint64_t l_1059 = 4UL;
            if ((+g_282[0]))
            { /* block id: 429 */
                uint64_t l_979 = 18446744073709551609UL;
                int32_t l_983 = 0xF3C14A30L;
                int32_t l_984 = 0L;
                for (g_226 = 0; (g_226 <= 3); g_226 += 1)
                { /* block id: 432 */
                    int16_t l_962 = (-9L);
                    int32_t l_981 = 1L;
                    l_981 = (5UL & (safe_add_func_int8_t_s_s(l_962, ((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_u((safe_add_func_uint64_t_u_u(((((safe_mul_func_int8_t_s_s(0x6EL, ((safe_div_func_int32_t_s_s((g_149 , (safe_mul_func_uint16_t_u_u(0x2978L, (safe_mul_func_uint8_t_u_u((l_979 = l_962), (g_226 == 0x64D76900L)))))), l_980)) || 0L))) | l_980) < (-2L)) , g_150[3]), l_980)), l_749)) < 247UL), g_266)), g_150[6])) ^ 18446744073709551615UL))));
                    g_987[2][2][1]++;
                    l_984 = (+(g_266 = (g_291 , (((l_991[5] & (3UL == (!l_986))) || l_982) | (safe_div_func_int8_t_s_s(((l_991[5] < ((safe_add_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_u((((safe_div_func_uint8_t_u_u((g_604[0][1] ^= g_93[2]), (-1L))) > g_120[0]) & g_226), 6)), (-3L))) , g_52), g_12)) ^ 0x25L)) && 0x629A40A8L), 0x19L))))));
                }
                if ((((safe_mul_func_uint8_t_u_u(((((safe_lshift_func_int16_t_s_u((((+(safe_unary_minus_func_uint32_t_u(0x856F2321L))) & (safe_mod_func_uint64_t_u_u(((l_984 > ((safe_mod_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_s((l_986 & (l_14 ^= (l_991[1] <= (l_749 , (l_749 && ((g_150[2] = (l_982 &= (safe_add_func_uint64_t_u_u(18446744073709551615UL, l_15[0])))) > g_93[3])))))), l_749)), g_605[1][0])) | 5UL)) < g_93[3]), g_121[0][4]))) & 0xF83C45275535D5C0LL), 3)) >= g_94[6][2][3]) < 0x7B9BD5A9L) || g_604[0][1]), 0L)) ^ g_214) , (-1L)))
                { /* block id: 443 */
                    g_569 &= (65535UL > (safe_add_func_int8_t_s_s(3L, ((g_401 != l_985) && g_575))));
                    l_982 = l_980;
                }
                else
                { /* block id: 446 */
                    int16_t l_1019 = 4L;
                    int32_t l_1020 = 0x4984C5C3L;
                    int32_t l_1021 = 0L;
                    --g_1025;
                    g_1022[0][0] = (g_605[0][0] >= (0xBAED629FL < (g_149--)));
                    return g_121[2][4];
                }
                for (g_9 = 0; (g_9 >= 26); g_9 = safe_add_func_int8_t_s_s(g_9, 8))
                { /* block id: 454 */
                    int64_t l_1052 = 0x9EDB9D2039BCF659LL;
                    l_991[5] = l_1032;
                    if (g_401)
                        continue;
                    g_569 ^= (safe_mul_func_uint8_t_u_u(0x10L, (safe_lshift_func_int16_t_s_u((((255UL > (((safe_div_func_int16_t_s_s((safe_rshift_func_int8_t_s_u(((g_93[3] ^= ((safe_mod_func_int32_t_s_s(((0xCD20L ^ 0xEE02L) & (g_987[2][2][1] = (!(((((l_1032 == (safe_sub_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u(((g_149 |= (safe_sub_func_uint64_t_u_u(((l_1052 , (((safe_unary_minus_func_int8_t_s((((safe_rshift_func_uint8_t_u_s((safe_mod_func_int8_t_s_s(l_1058, g_51[1][0])), 7)) & g_542) , g_1025))) || l_1052) == 0L)) && l_760), g_147))) && l_979), l_837)) && 2L), l_1059)), g_121[0][2]))) || l_979) == 1L) || g_52) | g_605[1][2])))), 0xB4D469B4L)) , g_226)) , 0x8FL), g_1022[2][1])), 65529UL)) , 0x3E9A9C79AA2F44FFLL) & 0L)) && l_856[1][1][0]) >= (-6L)), l_1058))));
                    if (g_51[1][3])
                        continue;
                }
                g_569 = (safe_sub_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u((safe_add_func_int16_t_s_s((g_401 < (+((safe_div_func_uint64_t_u_u(((safe_mul_func_int16_t_s_s((((((safe_lshift_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u(((0xC8L || (safe_mod_func_uint32_t_u_u((g_150[2] ^ g_94[6][2][3]), g_780))) <= l_983), ((g_1022[0][0] & 0x1BL) | 0x905CL))), g_52)) , 0xD672L) , (-1L)) < g_93[2]) && 0x0CL), g_94[1][1][0])) || (-1L)), l_983)) , g_542))), l_2[3][0])), g_9)), 0x1AD2L));
            }
            else
            { /* block id: 464 */
                g_9 &= l_1023[5][4];
            }
            l_1078++;
            g_1022[0][0] = (safe_lshift_func_uint16_t_u_u((g_149 ^ (safe_sub_func_uint8_t_u_u(((g_120[2] || (safe_sub_func_uint16_t_u_u(((g_226 , 0x794D9D13L) || ((l_980 > ((safe_mod_func_uint8_t_u_u((l_837 ^ ((safe_add_func_uint32_t_u_u((safe_mod_func_uint64_t_u_u((g_987[2][2][1] = ((6UL == 0UL) ^ l_1059)), 0xCDFC0ADD0B270261LL)), g_52)) || l_720)), g_150[6])) ^ g_282[0])) | l_15[1])), g_250))) != 0xDF90FAC7L), g_147))), 1));
        }
        l_1093 = (g_1022[0][0] = g_401);
        g_1022[0][0] ^= (((l_1078 >= l_15[0]) , (g_73[3][4][0] >= (safe_mul_func_uint8_t_u_u((safe_unary_minus_func_int8_t_s((safe_sub_func_int32_t_s_s((safe_div_func_uint64_t_u_u((l_1110 = ((0x65A3L < (g_605[1][0] <= (safe_add_func_uint16_t_u_u(65531UL, (safe_div_func_uint16_t_u_u((safe_div_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((0xB5L >= 0x63L), l_1109)), g_291)), g_286)))))) > l_2[4][0])), l_836)), g_150[6])))), 0x35L)))) > g_282[0]);
        l_1111--;
    }
    for (l_1109 = 0; (l_1109 <= 1); l_1109 += 1)
    { /* block id: 479 */
        uint32_t l_1115 = 0xE126A915L;
        int32_t l_1152 = 0xCDDCEB05L;
        int32_t l_1177 = (-10L);
        int32_t l_1178 = 0x2971BB3AL;
        int8_t l_1234[2][5] = {{0xC8L,0x31L,0x31L,0xC8L,0x31L},{0xC8L,0xC8L,5L,0xC8L,0xC8L}};
        int i, j;
        --l_1115;
        for (g_291 = 0; (g_291 <= 2); g_291 += 1)
        { /* block id: 483 */
            uint64_t l_1133 = 18446744073709551608UL;
            int32_t l_1136[7][2][8] = {{{(-1L),0x44475C06L,(-7L),0x3E0DDCD8L,0x44475C06L,0x3E0DDCD8L,(-7L),0x44475C06L},{0x855BE9D5L,(-7L),(-1L),0x855BE9D5L,0x3E0DDCD8L,0x3E0DDCD8L,0x855BE9D5L,(-1L)}},{{0x44475C06L,0x44475C06L,6L,(-1L),0x855BE9D5L,6L,0x855BE9D5L,(-1L)},{(-1L),(-1L),(-1L),0x3E0DDCD8L,(-1L),(-7L),(-7L),(-1L)}},{{(-1L),(-7L),(-7L),(-1L),0x3E0DDCD8L,(-1L),(-1L),(-1L)},{(-1L),0x855BE9D5L,6L,0x855BE9D5L,(-1L),6L,0x44475C06L,0x44475C06L}},{{(-1L),0x855BE9D5L,0x3E0DDCD8L,0x3E0DDCD8L,0x855BE9D5L,(-1L),(-7L),0x855BE9D5L},{0x44475C06L,(-7L),0x3E0DDCD8L,0x44475C06L,0x3E0DDCD8L,(-7L),0x44475C06L,(-1L)}},{{0x855BE9D5L,(-1L),6L,0x44475C06L,0x44475C06L,6L,(-1L),0x855BE9D5L},{(-1L),0x44475C06L,(-7L),0x3E0DDCD8L,0x44475C06L,0x3E0DDCD8L,(-7L),0x44475C06L}},{{0x855BE9D5L,(-7L),(-1L),0x855BE9D5L,0x3E0DDCD8L,0x3E0DDCD8L,0x855BE9D5L,(-1L)},{0x44475C06L,0x44475C06L,6L,(-1L),0x855BE9D5L,6L,0x855BE9D5L,(-1L)}},{{(-1L),(-1L),(-1L),0x3E0DDCD8L,(-1L),(-7L),(-7L),(-1L)},{(-1L),(-7L),(-7L),(-1L),0x3E0DDCD8L,(-1L),(-1L),(-1L)}}};
            int32_t l_1202[8];
            uint8_t l_1204 = 0x3EL;
            int i, j, k;
            for (i = 0; i < 8; i++)
                l_1202[i] = 0xC8F60149L;
            l_1136[6][1][7] = ((safe_lshift_func_uint16_t_u_s((safe_add_func_int8_t_s_s(0L, (safe_div_func_int32_t_s_s(0xF5EBC862L, l_15[1])))), 14)) & (!(safe_sub_func_int64_t_s_s((g_94[6][2][3] || ((safe_sub_func_int16_t_s_s((((safe_div_func_int16_t_s_s((safe_rshift_func_int16_t_s_u((l_1133 ^ 2L), (((safe_rshift_func_int8_t_s_s(g_121[2][4], g_604[0][0])) & l_2[4][0]) ^ 7UL))), g_250)) | 0UL) , g_120[0]), g_286)) >= 65531UL)), 0L))));
            if (((((-1L) ^ (safe_rshift_func_int16_t_s_s((((18446744073709551607UL | (((((safe_lshift_func_uint16_t_u_s(((+(!g_1143)) && ((l_15[0] &= (safe_rshift_func_uint8_t_u_u(((((safe_div_func_int8_t_s_s((((safe_add_func_uint8_t_u_u(l_1111, g_987[4][2][0])) | (((l_1152 = (l_10 ^= ((safe_rshift_func_uint16_t_u_u(g_214, (((4294967291UL < l_1115) ^ 0x24L) ^ l_1111))) , g_73[3][4][0]))) , g_52) && g_120[1])) <= l_1115), 1L)) <= 1L) , l_1152) < g_47[0][0]), l_1115))) || l_2[4][0])), l_1115)) , 0x0D53L) >= 0x2F06L) > g_1153[3][0][7]) , l_1133)) , 0UL) , 0xCBFFL), 2))) , l_760) , (-3L)))
            { /* block id: 488 */
                return l_1133;
            }
            else
            { /* block id: 490 */
                uint32_t l_1160[5][5];
                int32_t l_1174 = (-1L);
                int32_t l_1175 = 0x9B97B3F8L;
                int32_t l_1176[2][6] = {{(-1L),(-1L),0xF071D6FAL,(-1L),(-1L),0xF071D6FAL},{(-1L),(-1L),0xF071D6FAL,(-1L),(-1L),0xF071D6FAL}};
                int i, j;
                for (i = 0; i < 5; i++)
                {
                    for (j = 0; j < 5; j++)
                        l_1160[i][j] = 0xE754DC21L;
                }
                for (l_749 = 0; (l_749 <= 1); l_749 += 1)
                { /* block id: 493 */
                    if (g_1153[3][0][7])
                        break;
                }
                for (g_1025 = 0; (g_1025 <= 1); g_1025 += 1)
                { /* block id: 498 */
                    int32_t l_1167[6][7] = {{(-4L),(-4L),0x656C810AL,0xA42C78C8L,0xFC1B3777L,0x656C810AL,0xFC1B3777L},{0xA42C78C8L,(-1L),(-1L),0xA42C78C8L,0x85CE5AC4L,0xE13ADC21L,0xA42C78C8L},{0xE13ADC21L,0xFC1B3777L,0x85CE5AC4L,0x85CE5AC4L,0xFC1B3777L,0xE13ADC21L,(-1L)},{0xFC1B3777L,0xA42C78C8L,0x656C810AL,(-4L),(-4L),0x656C810AL,(-1L)},{0x85CE5AC4L,0x656C810AL,0x44BE36DEL,0x85CE5AC4L,0x8DDA28D5L,0x8DDA28D5L,0x85CE5AC4L},{0x44BE36DEL,(-1L),0x44BE36DEL,0x8DDA28D5L,(-1L),0x656C810AL,0x656C810AL}};
                    int32_t l_1173 = 0xE32C6EDDL;
                    uint64_t l_1179 = 0xB6E27F124AD88227LL;
                    int i, j;
                    l_1152 = ((safe_lshift_func_int8_t_s_s((safe_mod_func_int8_t_s_s((safe_lshift_func_int8_t_s_u(l_1160[4][1], (((safe_rshift_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u(((((safe_sub_func_uint32_t_u_u(0xEFD4659DL, l_1167[5][0])) , l_1168) , 2UL) == (6L & (safe_div_func_int8_t_s_s((((((safe_sub_func_uint32_t_u_u((g_149 = l_1133), g_604[0][1])) == 0UL) , g_94[2][0][2]) , 0x0510B92EL) & l_1136[6][1][7]), 0x9EL)))), (-2L))), l_1167[5][0])) , g_605[1][0]) & l_1023[5][4]))), 0x3EL)), g_47[0][0])) & 0xD4C178DBL);
                    l_1179--;
                    if (l_1179)
                        break;
                    g_9 ^= ((g_1153[3][0][7] >= 4294967295UL) , g_51[1][0]);
                }
            }
            for (g_1025 = 0; (g_1025 <= 2); g_1025 += 1)
            { /* block id: 508 */
                int32_t l_1203 = 0xF3634359L;
                int i, j, k;
                l_10 = (safe_mul_func_uint8_t_u_u((l_760 = (g_604[0][1] ^= (l_1136[5][1][1] , (safe_mul_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((g_266 , 1UL), g_291)), (safe_add_func_uint8_t_u_u((g_226 &= l_1136[6][1][7]), ((safe_mul_func_uint16_t_u_u(((safe_sub_func_uint16_t_u_u((l_1202[6] &= (safe_add_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u((l_1136[6][1][7] && (safe_mod_func_uint16_t_u_u(((g_987[(g_291 + 1)][(l_1109 + 1)][g_291] = (safe_add_func_uint8_t_u_u(l_1177, l_1133))) || 18446744073709551610UL), g_93[4]))), g_47[1][1])), 254UL))), l_1177)) ^ g_585), l_1203)) >= l_1203)))))))), 0xAEL));
            }
            ++l_1204;
            for (g_1143 = 0; (g_1143 <= 1); g_1143 += 1)
            { /* block id: 519 */
                const uint64_t l_1211 = 0xC6D80A09A930DF0ALL;
                int32_t l_1233 = 0x9181C3ECL;
                g_1022[0][0] = (safe_rshift_func_uint8_t_u_s(((l_1202[6] | (safe_div_func_int64_t_s_s((l_1152 | ((g_121[2][4] = (((g_73[3][4][0] &= g_1153[2][0][6]) != 0x0FL) | (g_282[0] , (l_1211 < l_1212)))) & g_9)), l_1115))) <= g_150[6]), l_1211));
                l_1234[0][1] &= ((l_1136[5][1][2] = (((l_1233 = ((safe_mul_func_uint16_t_u_u((249UL > ((safe_sub_func_int16_t_s_s((l_1178 <= ((l_1115 , ((safe_mul_func_uint16_t_u_u((((safe_add_func_int64_t_s_s((safe_mod_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u((g_585 = ((safe_sub_func_uint32_t_u_u(l_1152, (safe_lshift_func_int8_t_s_u((+(safe_div_func_uint8_t_u_u(((246UL == l_1177) > l_1115), g_226))), g_93[0])))) & l_1152)), l_1152)), 4294967293UL)), g_93[0])) , g_94[5][2][3]) , 1UL), g_73[2][2][1])) ^ l_779)) && l_10)), 1L)) , 251UL)), g_214)) != g_1232[2])) == g_93[3]) | l_1133)) | l_1202[0]);
                return l_1204;
            }
        }
    }
    if ((~(((!l_1109) | ((safe_lshift_func_uint16_t_u_u(g_94[3][3][1], (((safe_mod_func_uint8_t_u_u((~(safe_sub_func_int16_t_s_s((g_94[6][2][3] , ((((((g_214 > l_1077) >= ((safe_mod_func_uint16_t_u_u((g_780 = (safe_lshift_func_int16_t_s_u((5UL <= (safe_rshift_func_uint16_t_u_s(((((((safe_sub_func_int8_t_s_s((safe_div_func_uint16_t_u_u(g_1153[2][0][6], g_1025)), 0xB0L)) >= l_1114) > l_1254) | g_401) || 1UL) && 0x4228C7DBA3493A6ALL), 4))), g_1153[2][0][1]))), g_226)) || 1L)) || g_52) & l_1114) | 8UL) , l_779)), g_226))), l_1114)) | 0x863691C6L) && l_15[0]))) < g_542)) & g_605[1][0])))
    { /* block id: 532 */
        int8_t l_1259 = (-2L);
        uint8_t l_1273[6][7][3] = {{{0x3CL,0x73L,1UL},{0x46L,0x8EL,0x46L},{0x9FL,0x49L,1UL},{0x9BL,0x9BL,0x57L},{255UL,0x49L,0x3CL},{0x57L,0x8EL,0x8FL},{255UL,0x73L,255UL}},{{0x9BL,0x57L,0x8FL},{0x9FL,0x4AL,0x3CL},{0x46L,0x57L,0x57L},{0x3CL,0x73L,1UL},{0x46L,0x8EL,0x46L},{0x9FL,0x49L,1UL},{0x9BL,0x9BL,0x57L}},{{255UL,0x49L,0x3CL},{0x57L,0x8EL,0x8FL},{255UL,0x73L,255UL},{0x9BL,0x57L,0x8FL},{0x9FL,0x4AL,0x3CL},{0x46L,0x57L,0x57L},{0x3CL,0x73L,1UL}},{{0x46L,0x8EL,0x46L},{0x9FL,0x49L,1UL},{0x9BL,0x9BL,0x57L},{255UL,0x49L,0x3CL},{0x57L,0x8EL,0x8FL},{255UL,0x73L,255UL},{0x9BL,0x57L,0x8FL}},{{0x9FL,0x4AL,0x3CL},{0x46L,0x57L,0x57L},{0x3CL,0x73L,1UL},{0x46L,0x8EL,0x46L},{0x9FL,0x49L,1UL},{0x9BL,0x9BL,0x57L},{255UL,0x49L,0x3CL}},{{0x57L,0x8EL,0x8FL},{255UL,0x73L,255UL},{0x9BL,0x57L,0x8FL},{0x9FL,0x4AL,0x3CL},{0x46L,0x57L,0x57L},{0x3CL,0x73L,1UL},{0x46L,0x8EL,0x46L}}};
        uint32_t l_1274 = 4294967295UL;
        int32_t l_1275[3];
        int i, j, k;
        for (i = 0; i < 3; i++)
            l_1275[i] = 0xF9307949L;
        l_14 &= (safe_div_func_int8_t_s_s((safe_mod_func_int16_t_s_s((((((g_226 = g_51[1][0]) >= (((l_1168 && l_1259) >= g_1022[2][0]) | ((g_542 &= l_1259) | g_291))) , l_1023[5][4]) > 65535UL) <= 0x545CL), (-1L))), l_1259));
        l_1275[1] = (((0L != (((((safe_mul_func_int8_t_s_s((safe_mul_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_u(((l_1259 , (safe_mod_func_int16_t_s_s((((l_15[0] = (((safe_rshift_func_uint8_t_u_s(((l_1259 && 1L) ^ l_1254), (safe_mul_func_int16_t_s_s(g_93[1], (l_1259 , 0xCCD5L))))) || l_1259) & l_1259)) && l_2[4][0]) == l_1272), (-5L)))) || l_1273[0][5][1]), l_1273[2][2][0])) > 0x91A82D932843D3DFLL), l_1168)), l_1274)) == l_1273[4][3][0]) , 0UL) >= g_1153[3][0][7]) , 18446744073709551606UL)) , g_282[0]) <= g_542);
    }
    else
    { /* block id: 538 */
        uint32_t l_1276 = 0xF022C7B3L;
        l_1276 = g_585;
        l_760 = 0x48978440L;
        g_1022[1][2] = g_120[0];
    }
    return l_749;
}


/* ------------------------------------------ */
/* 
 * reads : g_3
 * writes:
 */
static int32_t  func_4(int32_t  p_5)
{ /* block id: 2 */
    uint32_t l_6 = 18446744073709551609UL;
    l_6 = g_3;
    return g_3;
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_12 g_9 g_47 g_52 g_51 g_73 g_93 g_94 g_120 g_121 g_150 g_149 g_156 g_226 g_250 g_282 g_291 g_286 g_214 g_147 g_266 g_401 g_542 g_585 g_604 g_569
 * writes: g_12 g_47 g_51 g_52 g_93 g_94 g_121 g_147 g_149 g_150 g_156 g_214 g_250 g_266 g_120 g_282 g_286 g_291 g_9 g_226 g_569 g_575 g_585 g_604 g_605
 */
static uint16_t  func_24(uint8_t  p_25)
{ /* block id: 16 */
    int8_t l_26 = 0x81L;
    uint8_t l_46 = 255UL;
    int32_t l_405[3][8][6];
    const uint8_t l_446 = 0xF1L;
    int32_t l_500[6];
    int32_t l_539[5][2] = {{(-9L),(-9L)},{(-9L),(-9L)},{(-9L),(-9L)},{(-9L),(-9L)},{(-9L),(-9L)}};
    const uint16_t l_685 = 65535UL;
    const uint32_t l_698[5][2] = {{1UL,0xCB473B25L},{1UL,0xCB473B25L},{1UL,0xCB473B25L},{1UL,0xCB473B25L},{1UL,0xCB473B25L}};
    int i, j, k;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 6; k++)
                l_405[i][j][k] = 0xD43A7C1BL;
        }
    }
    for (i = 0; i < 6; i++)
        l_500[i] = (-10L);
lbl_545:
    l_26 = g_3;
    for (g_12 = (-28); (g_12 != (-10)); g_12++)
    { /* block id: 20 */
        uint8_t l_44[8][4] = {{6UL,0xB9L,0xC2L,0xB9L},{247UL,0x1FL,0x82L,0xC2L},{0xB9L,0x1FL,0x1FL,0xB9L},{0x1FL,0xB9L,247UL,6UL},{0x1FL,247UL,0x1FL,0x82L},{0xB9L,6UL,0x82L,0x82L},{247UL,247UL,0xC2L,6UL},{6UL,0x1FL,247UL,0x1FL}};
        int32_t l_45 = 0xE2BE8CA4L;
        int32_t l_404 = 0x80A5AA05L;
        int i, j;
        l_405[0][3][4] = (func_4((func_29((func_32(p_25, ((~((safe_mul_func_int8_t_s_s((safe_unary_minus_func_int64_t_s(((g_9 < (safe_sub_func_int8_t_s_s(((g_47[0][0] &= (((l_45 = (l_44[6][0] = 6UL)) > 0x5238L) ^ (l_46 = g_3))) != p_25), (0x5A420697L & g_12)))) , p_25))), 0xD0L)) & g_12)) < l_26), g_12, l_26, g_12) <= 0xD7L), g_9) == l_404)) , l_26);
        g_9 |= g_150[1];
        l_405[2][1][5] ^= (g_9 ^= 3L);
        for (l_404 = 0; (l_404 <= 2); l_404 += 1)
        { /* block id: 209 */
            uint32_t l_412[8][1][5];
            int16_t l_443 = 0xAF24L;
            int32_t l_444 = 1L;
            int32_t l_465 = 1L;
            int i, j, k;
            for (i = 0; i < 8; i++)
            {
                for (j = 0; j < 1; j++)
                {
                    for (k = 0; k < 5; k++)
                        l_412[i][j][k] = 6UL;
                }
            }
            for (l_26 = 0; (l_26 <= 2); l_26 += 1)
            { /* block id: 212 */
                int32_t l_421 = (-5L);
                uint32_t l_457[8] = {6UL,0x346AE8F0L,6UL,0x346AE8F0L,6UL,0x346AE8F0L,6UL,0x346AE8F0L};
                uint64_t l_466 = 18446744073709551613UL;
                int i, j;
                if (((safe_lshift_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_s(g_51[(l_26 + 2)][(l_404 + 1)], ((g_93[l_404] = g_51[(l_26 + 2)][(l_404 + 1)]) , (l_421 ^= (safe_rshift_func_uint16_t_u_u(((((l_412[2][0][3] > l_412[2][0][3]) != (safe_div_func_int64_t_s_s((g_47[1][3] = (safe_lshift_func_int16_t_s_s(((l_412[2][0][3] || (g_121[l_26][l_404] = (safe_lshift_func_uint8_t_u_u((g_401 >= ((safe_sub_func_uint8_t_u_u(((g_73[1][3][1] ^ p_25) >= g_93[3]), p_25)) != g_150[6])), 3)))) ^ (-1L)), p_25))), 0x7910DD1D66CA871FLL))) , g_286) | g_266), 0)))))) & p_25), g_51[(l_26 + 2)][(l_404 + 1)])) < (-4L)))
                { /* block id: 217 */
                    int8_t l_442 = 0xD1L;
                    l_421 = (7L > (safe_rshift_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u(g_266, (safe_mod_func_uint16_t_u_u((((safe_div_func_int16_t_s_s(((((0L == ((l_45 = (safe_sub_func_uint64_t_u_u((safe_mod_func_uint32_t_u_u((safe_div_func_int64_t_s_s((g_147 != ((safe_sub_func_uint8_t_u_u((((safe_mod_func_uint16_t_u_u(((g_93[l_404] || 9UL) == ((safe_mul_func_uint16_t_u_u((p_25 , 0UL), g_291)) ^ g_9)), g_12)) < l_412[2][0][3]) || l_442), 0x15L)) & p_25)), p_25)), 1UL)), p_25))) < g_156[1])) && (-5L)) != p_25) && 247UL), g_94[6][2][3])) | 0x2EF9L) & g_291), l_44[6][0])))), g_250)));
                    l_443 &= p_25;
                    l_444 = 0L;
                }
                else
                { /* block id: 222 */
                    int8_t l_467[8];
                    int32_t l_468[5][5][3] = {{{0xA959D540L,1L,0xA959D540L},{(-10L),1L,1L},{(-2L),1L,1L},{(-1L),(-10L),1L},{0xA959D540L,0x0989A894L,0xA959D540L}},{{(-1L),1L,0xC9B3B5F2L},{(-2L),0x0989A894L,1L},{(-10L),(-10L),0xC9B3B5F2L},{0xA959D540L,1L,0xA959D540L},{(-10L),1L,1L}},{{(-2L),1L,1L},{(-1L),(-10L),1L},{0xA959D540L,0x0989A894L,0xA959D540L},{(-1L),1L,0xC9B3B5F2L},{(-2L),0x0989A894L,1L}},{{(-10L),(-10L),0xC9B3B5F2L},{0xA959D540L,1L,0xA959D540L},{(-10L),1L,1L},{(-2L),1L,1L},{(-1L),(-10L),1L}},{{0xA959D540L,0x0989A894L,0xA959D540L},{(-1L),1L,0xC9B3B5F2L},{(-2L),0x0989A894L,1L},{(-10L),(-10L),0xC9B3B5F2L},{0xA959D540L,1L,0xA959D540L}}};
                    int i, j, k;
                    for (i = 0; i < 8; i++)
                        l_467[i] = 0xA1L;
                    if (g_149)
                        break;
                    l_421 = (((safe_unary_minus_func_int8_t_s((l_468[4][2][0] = ((l_446 == (((safe_mod_func_uint64_t_u_u(g_282[0], (((l_44[6][0] , (safe_mod_func_int64_t_s_s((((safe_add_func_int32_t_s_s(((p_25 > (safe_lshift_func_int16_t_s_s((l_465 = (l_444 = ((safe_div_func_int32_t_s_s((g_156[0] > l_457[7]), (safe_add_func_uint32_t_u_u(((safe_add_func_int64_t_s_s((safe_rshift_func_uint16_t_u_u((((((safe_unary_minus_func_int16_t_s(p_25)) , 0xF6B1L) , 0xCD06F123D79D5BB6LL) > g_12) < 4294967295UL), p_25)), g_401)) == p_25), g_9)))) || g_93[0]))), l_466))) , g_121[1][0]), 0x14E60344L)) , 0UL) , l_465), l_446))) > p_25) || l_467[1]))) | 0xCDAFL) | l_404)) & l_421)))) , g_3) , g_93[1]);
                    l_465 = (l_468[4][2][0] ^= ((((safe_add_func_uint32_t_u_u(((((safe_rshift_func_int8_t_s_u(((safe_add_func_int16_t_s_s((l_45 = (p_25 < (safe_div_func_uint64_t_u_u((p_25 , ((safe_lshift_func_int16_t_s_s((~((safe_add_func_uint16_t_u_u(65535UL, (((safe_mul_func_uint16_t_u_u((((safe_mul_func_int8_t_s_s(0L, (((g_121[2][4] , g_156[1]) == g_52) && 250UL))) , (-1L)) ^ p_25), p_25)) , g_226) , p_25))) > p_25)), 10)) <= p_25)), g_266)))), l_44[0][3])) , l_404), l_467[1])) | p_25) & 0x7DL) == 18446744073709551615UL), 0xF0180740L)) || 0xCB16L) != l_404) | 0xAF41B11B147AE821LL));
                }
            }
        }
    }
    for (g_226 = 0; (g_226 <= 36); ++g_226)
    { /* block id: 237 */
        return l_46;
    }
    if (g_250)
    { /* block id: 240 */
        uint32_t l_499 = 4294967286UL;
        int32_t l_519 = 0L;
        l_500[5] = (!(l_499 = ((safe_lshift_func_uint8_t_u_s(g_266, 6)) >= (((9UL != (((0x9F9DL == 0x100AL) , ((l_405[0][3][4] ^ 5L) , ((safe_add_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_s(((safe_mod_func_int64_t_s_s((l_405[0][2][4] = (safe_lshift_func_int8_t_s_s(1L, p_25))), p_25)) && p_25), g_149)) > g_3), l_446)) , p_25))) , p_25)) < g_94[6][2][3]) < l_26))));
        l_519 = (l_500[5] |= ((0xB5CAL <= ((safe_rshift_func_uint16_t_u_s((((safe_lshift_func_int16_t_s_u(p_25, 13)) & (safe_add_func_int8_t_s_s(((safe_add_func_int32_t_s_s(((safe_sub_func_uint8_t_u_u(0x7CL, g_156[1])) && (((g_9 , (safe_rshift_func_int8_t_s_u((safe_add_func_uint16_t_u_u((l_405[0][3][4] && (safe_div_func_int32_t_s_s(((safe_mul_func_uint16_t_u_u(g_147, g_291)) , l_26), p_25))), l_499)), 1))) >= 0xF3L) && l_499)), g_282[0])) > g_150[6]), 0UL))) , g_286), l_499)) && g_121[2][4])) , g_250));
    }
    else
    { /* block id: 246 */
        uint8_t l_543 = 0x90L;
        uint64_t l_544 = 18446744073709551615UL;
        int32_t l_576 = 7L;
        int32_t l_603 = (-1L);
        int32_t l_606 = 3L;
        int8_t l_650 = (-10L);
        int32_t l_684 = 0xA76AF324L;
        if ((~((safe_mod_func_int16_t_s_s(((safe_mul_func_int8_t_s_s((safe_sub_func_int16_t_s_s((((safe_div_func_uint16_t_u_u((((safe_add_func_int32_t_s_s((l_46 || ((safe_lshift_func_int16_t_s_s((safe_add_func_uint64_t_u_u(((((safe_mod_func_uint32_t_u_u(g_120[0], ((l_500[4] = ((g_149 = p_25) & 0x8ABC9B1AL)) & l_539[0][1]))) != ((g_52 = g_214) >= (safe_add_func_int8_t_s_s(p_25, l_26)))) & p_25) , p_25), 0L)), l_539[0][1])) , g_542)), l_405[0][3][4])) || l_46) <= g_51[6][0]), l_26)) , l_46) <= 0x75L), 65535UL)), g_282[0])) | l_543), l_544)) && l_46)))
        { /* block id: 250 */
            uint8_t l_570 = 0xD5L;
            int32_t l_586 = 0x7EC2A867L;
            for (p_25 = 0; (p_25 <= 0); p_25 += 1)
            { /* block id: 253 */
                uint32_t l_567[4];
                int32_t l_568 = 4L;
                int32_t l_587[5];
                int i;
                for (i = 0; i < 4; i++)
                    l_567[i] = 0x125997C0L;
                for (i = 0; i < 5; i++)
                    l_587[i] = 0x72F3F733L;
                for (g_52 = 0; (g_52 <= 0); g_52 += 1)
                { /* block id: 256 */
                    int i, j;
                    if (g_286)
                        goto lbl_545;
                    l_570 = (safe_mod_func_uint16_t_u_u((g_569 = ((l_568 = (((safe_lshift_func_uint16_t_u_s(g_282[p_25], 3)) != (safe_div_func_uint16_t_u_u(g_156[(p_25 + 2)], 65535UL))) >= ((safe_rshift_func_int8_t_s_u(g_51[(g_52 + 5)][(p_25 + 1)], ((0x32L > ((((((p_25 < (+(safe_lshift_func_int8_t_s_u((safe_mul_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s(((safe_mod_func_uint64_t_u_u(((safe_add_func_uint16_t_u_u((safe_div_func_int32_t_s_s((((0xC01B0604L >= g_282[p_25]) , 0xC207D0D2L) , p_25), p_25)), p_25)) , l_567[3]), g_47[0][0])) || 18446744073709551613UL), 9)), 0x493FL)), 2)))) <= l_567[0]) , 0L) || g_12) , 5L) , 0xFFL)) == 0x31A615D8L))) > g_120[2]))) , l_539[2][1])), l_544));
                }
                for (g_149 = 0; (g_149 <= 0); g_149 += 1)
                { /* block id: 264 */
                    int32_t l_602 = 1L;
                    int i;
                    l_587[1] = (g_282[p_25] , (safe_mul_func_int8_t_s_s((-5L), ((safe_mod_func_uint32_t_u_u((l_576 = (g_575 = 0xA9FD3D6EL)), ((l_568 = (safe_add_func_int16_t_s_s(0x7C47L, (l_586 = (g_585 &= ((safe_sub_func_int8_t_s_s((-5L), ((((safe_mod_func_int16_t_s_s(g_282[p_25], ((((safe_mul_func_int16_t_s_s((2UL & l_570), l_570)) < 2L) > g_266) ^ g_121[2][4]))) , 18446744073709551609UL) , l_567[3]) != 5UL))) , p_25)))))) || 0xB289DD40EE0FA0BELL))) && 0xEA5AL))));
                    g_569 = (g_282[p_25] > p_25);
                    l_606 |= (((safe_div_func_int64_t_s_s((l_405[1][5][5] = l_543), (safe_mod_func_int64_t_s_s(((((((l_500[4] = (safe_sub_func_int64_t_s_s(0xA743340CB0F1A6E7LL, ((safe_add_func_int64_t_s_s(g_94[2][0][3], ((((g_605[1][0] = ((((g_604[0][1] = ((l_576 = (((safe_mod_func_int8_t_s_s(((((safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((p_25 <= (g_47[0][5] = 6L)), 15)), g_250)) != ((l_602 ^= g_93[3]) == p_25)) || g_156[1]) & l_567[0]), 1L)) && g_150[3]) > p_25)) <= l_603)) | l_446) , g_94[2][0][2]) , g_150[6])) & 6UL) , (-1L)) , g_47[1][4]))) <= p_25)))) < l_26) || p_25) , g_214) ^ 0xFB38L) ^ l_603), 0x26D8CB65861C7F15LL)))) < p_25) <= g_149);
                }
            }
            for (g_286 = 2; (g_286 <= 11); g_286 = safe_add_func_int8_t_s_s(g_286, 9))
            { /* block id: 284 */
                l_405[1][0][4] |= 0xA8E209F1L;
            }
            l_586 = (safe_add_func_uint16_t_u_u(g_51[3][2], l_586));
            if (p_25)
                goto lbl_545;
        }
        else
        { /* block id: 289 */
            uint32_t l_631 = 18446744073709551615UL;
            int32_t l_632[8];
            int32_t l_651 = (-8L);
            int32_t l_689 = 0x51C66950L;
            int i;
            for (i = 0; i < 8; i++)
                l_632[i] = 1L;
lbl_706:
            for (g_266 = 10; (g_266 >= 37); g_266 = safe_add_func_int32_t_s_s(g_266, 3))
            { /* block id: 292 */
                uint8_t l_613 = 5UL;
                int32_t l_616 = 0x725D2CF9L;
                l_632[1] = ((((g_604[0][1] || g_226) , (g_604[0][1] &= l_613)) | (safe_sub_func_uint64_t_u_u((l_616 = l_606), (safe_mod_func_int8_t_s_s((((safe_rshift_func_uint16_t_u_s(((safe_add_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((safe_mod_func_uint32_t_u_u((safe_mod_func_uint32_t_u_u((safe_add_func_int32_t_s_s(l_606, (-1L))), g_51[1][0])), l_613)), 3UL)), (-1L))) , l_576), l_631)) > l_544) | 0xB0FFAECFL), g_120[2]))))) || 4294967295UL);
                l_651 ^= ((safe_add_func_uint8_t_u_u((l_613 || (safe_mul_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_u(1UL, ((safe_mod_func_uint32_t_u_u((safe_add_func_uint8_t_u_u(9UL, (p_25 >= ((safe_lshift_func_int8_t_s_s((l_632[5] = (+p_25)), (safe_sub_func_int8_t_s_s(((safe_lshift_func_int8_t_s_s(((l_613 || (l_613 && g_93[2])) || l_650), g_150[6])) & g_226), 1L)))) , l_405[0][3][2])))), g_94[6][2][3])) || 0x4CD7L))) != 4UL), (-2L)))), 0xBCL)) , (-1L));
                l_606 = l_603;
            }
            for (l_651 = 1; (l_651 >= 0); l_651 -= 1)
            { /* block id: 302 */
                uint8_t l_672 = 252UL;
                int32_t l_686 = 0x83BD03F2L;
                int32_t l_687 = 0x31EA9536L;
                int32_t l_688[3][7][4] = {{{0L,0x14D65301L,(-1L),0x14D65301L},{0x14D65301L,0xFB86D640L,1L,0x14D65301L},{1L,0x14D65301L,1L,1L},{0xDE57011CL,0xDE57011CL,(-1L),0L},{0xDE57011CL,0xFB86D640L,1L,0xDE57011CL},{1L,0L,1L,1L},{0x14D65301L,0L,(-1L),0xDE57011CL}},{{0L,0xFB86D640L,0xFB86D640L,0L},{1L,0xDE57011CL,0xFB86D640L,1L},{0L,0x14D65301L,(-1L),0x14D65301L},{0x14D65301L,0xFB86D640L,1L,0x14D65301L},{1L,0x14D65301L,1L,1L},{0xDE57011CL,0xDE57011CL,(-1L),0L},{0xDE57011CL,0xFB86D640L,1L,0xDE57011CL}},{{1L,0L,1L,1L},{0x14D65301L,0L,(-1L),0xDE57011CL},{0L,0xFB86D640L,0xFB86D640L,0L},{1L,0xDE57011CL,0xFB86D640L,1L},{0L,0x14D65301L,(-1L),0x14D65301L},{0x14D65301L,0xFB86D640L,1L,0x14D65301L},{1L,0x14D65301L,1L,1L}}};
                int i, j, k;
                l_689 = (safe_div_func_uint8_t_u_u((((l_632[1] = (safe_add_func_int32_t_s_s(((0x89BFA013BC888701LL && (safe_sub_func_uint8_t_u_u((l_688[1][4][1] = ((l_687 &= (((safe_mul_func_int16_t_s_s((safe_div_func_uint8_t_u_u(((l_686 = ((((safe_add_func_int8_t_s_s(((safe_add_func_uint16_t_u_u(((safe_mul_func_uint8_t_u_u((safe_mod_func_int64_t_s_s(0L, (((safe_add_func_uint32_t_u_u((((l_672++) != g_150[l_651]) < ((safe_sub_func_int64_t_s_s(((safe_lshift_func_uint16_t_u_s((+(-1L)), 7)) <= (((safe_div_func_uint8_t_u_u((safe_sub_func_int16_t_s_s(g_150[(l_651 + 4)], (l_405[0][3][4] = g_250))), 6UL)) | l_650) >= 0x24L)), 0x7B7BFCBCAA734B6ELL)) != l_631)), 0x350D0E39L)) == g_9) , g_3))), p_25)) > 0x38L), g_282[0])) && l_632[6]), g_51[1][0])) | l_684) , l_685) == g_250)) == 0xA440149DL), l_632[3])), g_604[0][1])) ^ 0xEF90E53EL) & g_94[0][3][3])) ^ g_266)), p_25))) && 0x96FF2EBCL), g_585))) & p_25) <= g_121[2][4]), l_544));
                l_632[1] = (safe_mod_func_int64_t_s_s((safe_add_func_int64_t_s_s(l_543, 18446744073709551615UL)), l_632[1]));
                l_689 &= ((safe_sub_func_int8_t_s_s(((safe_add_func_int8_t_s_s(g_12, l_698[0][1])) > ((g_150[(l_651 + 4)] && ((safe_mul_func_uint8_t_u_u(((p_25 && ((safe_rshift_func_int16_t_s_u((safe_lshift_func_uint8_t_u_u(1UL, (((+p_25) && p_25) != l_631))), 10)) , p_25)) , 0xFBL), g_94[6][2][3])) ^ l_576)) >= g_120[2])), g_569)) || p_25);
                for (g_291 = 0; (g_291 <= 1); g_291 += 1)
                { /* block id: 314 */
                    g_52 |= p_25;
                    if (g_52)
                        goto lbl_706;
                    return g_604[1][1];
                }
            }
        }
    }
    return p_25;
}


/* ------------------------------------------ */
/* 
 * reads : g_52 g_51 g_9 g_47 g_73 g_93 g_94 g_3 g_120 g_121 g_12 g_150 g_149 g_156 g_226 g_250 g_282 g_291 g_286 g_214 g_147 g_266 g_401
 * writes: g_52 g_93 g_94 g_121 g_147 g_149 g_150 g_156 g_214 g_250 g_266 g_120 g_282 g_286 g_291 g_9 g_226 g_51
 */
static int64_t  func_29(int16_t  p_30, uint16_t  p_31)
{ /* block id: 30 */
    uint32_t l_59 = 0xFD8DD93FL;
    int32_t l_289[6][4];
    int i, j;
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 4; j++)
            l_289[i][j] = 1L;
    }
    for (p_31 = 0; (p_31 <= 3); p_31 += 1)
    { /* block id: 33 */
        uint32_t l_64 = 1UL;
        uint32_t l_333 = 5UL;
        int32_t l_343 = 0xEA528433L;
        for (g_52 = 0; (g_52 <= 3); g_52 += 1)
        { /* block id: 36 */
            int32_t l_56[2];
            int32_t l_290 = 0xDA599ACBL;
            int32_t l_292[5][1];
            int i, j;
            for (i = 0; i < 2; i++)
                l_56[i] = (-1L);
            for (i = 0; i < 5; i++)
            {
                for (j = 0; j < 1; j++)
                    l_292[i][j] = (-9L);
            }
            l_292[3][0] = (safe_div_func_int64_t_s_s(((g_51[(g_52 + 2)][p_31] , g_51[(p_31 + 3)][g_52]) >= (l_56[1] = g_51[(g_52 + 1)][p_31])), (safe_lshift_func_uint16_t_u_u((l_59 < (safe_add_func_int32_t_s_s(((safe_mod_func_uint16_t_u_u((g_9 > l_64), (g_291 |= (l_290 = ((l_289[5][0] = func_4((l_289[5][0] ^= (safe_div_func_uint64_t_u_u(func_67(p_31, g_47[1][5], p_31), g_3))))) >= 0x29A793064653F557LL))))) , 0x3530B6E5L), l_64))), l_59))));
            for (g_286 = 1; (g_286 >= 0); g_286 -= 1)
            { /* block id: 155 */
                int32_t l_342 = 0x9264914EL;
                int i, j;
                g_9 = g_47[g_286][(p_31 + 3)];
                for (l_290 = 0; (l_290 <= 6); l_290 += 1)
                { /* block id: 159 */
                    int8_t l_311 = (-1L);
                    int i, j;
                    g_9 &= ((1L <= ((safe_rshift_func_uint8_t_u_u((((((safe_rshift_func_uint16_t_u_u(l_289[(g_286 + 4)][(g_286 + 2)], (safe_add_func_uint64_t_u_u(((safe_unary_minus_func_int64_t_s((g_150[(g_286 + 4)] & l_289[5][0]))) & ((p_30 | (safe_mul_func_int16_t_s_s(g_47[g_286][(p_31 + 3)], ((((((((safe_lshift_func_uint8_t_u_s(((safe_mod_func_uint16_t_u_u((l_56[1] = (safe_rshift_func_uint16_t_u_u(((((((~(((safe_rshift_func_uint16_t_u_s((1UL != g_73[0][2][0]), g_93[3])) , p_30) == p_30)) < g_47[1][1]) <= g_51[1][0]) | p_30) , (-1L)) , g_93[0]), l_311))), l_289[(g_286 + 4)][(g_286 + 2)])) >= p_30), p_31)) , g_156[1]) == g_73[3][4][0]) != g_93[1]) != g_93[3]) & g_47[0][0]) < 0L) || 0L)))) < p_30)), l_59)))) >= g_156[2]) ^ 0x83BC1D7A0BE0EC4DLL) ^ g_282[0]) >= g_47[g_286][(p_31 + 3)]), 6)) || p_31)) , 7L);
                    g_9 = (safe_mul_func_uint16_t_u_u(((l_289[(g_286 + 4)][(g_286 + 2)] = 4294967295UL) && 8L), (safe_mul_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(g_47[g_286][(p_31 + 3)], l_59)), (!((safe_add_func_int32_t_s_s((safe_sub_func_int32_t_s_s((safe_div_func_uint32_t_u_u((p_30 == (safe_add_func_int16_t_s_s((safe_add_func_uint16_t_u_u((safe_sub_func_int8_t_s_s((safe_mul_func_int16_t_s_s((-8L), p_31)), p_31)), g_51[(g_52 + 2)][p_31])), l_333))), p_31)), g_214)), p_31)) == g_150[5]))))));
                    l_289[(g_286 + 4)][(g_286 + 2)] = ((safe_add_func_int16_t_s_s((-1L), (safe_mod_func_uint8_t_u_u((g_121[0][3] < l_289[p_31][p_31]), 0x8AL)))) >= 1L);
                }
                l_56[0] = (safe_mul_func_int8_t_s_s((g_47[0][0] ^ g_94[6][2][3]), (l_342 = (safe_mul_func_int8_t_s_s(((g_286 & g_47[g_286][(p_31 + 3)]) < (l_292[3][0] &= (p_30 != g_73[3][4][0]))), (l_333 == p_31))))));
            }
            l_289[1][2] = (-1L);
            for (g_250 = 1; (g_250 >= 0); g_250 -= 1)
            { /* block id: 173 */
                uint32_t l_345[1][2];
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 2; j++)
                        l_345[i][j] = 0UL;
                }
                for (g_226 = 0; g_226 < 7; g_226 += 1)
                {
                    for (g_147 = 0; g_147 < 4; g_147 += 1)
                    {
                        g_51[g_226][g_147] = 0x8240L;
                    }
                }
                l_343 = 5L;
                l_289[5][0] = (4294967295UL ^ ((safe_unary_minus_func_int16_t_s(g_156[1])) || (l_345[0][0] = g_150[6])));
                l_343 = (safe_add_func_uint32_t_u_u((safe_add_func_int32_t_s_s(g_121[2][1], p_30)), (g_149 = (safe_add_func_int16_t_s_s((((safe_mod_func_uint16_t_u_u(65528UL, (safe_unary_minus_func_int64_t_s((safe_sub_func_uint32_t_u_u((safe_div_func_int8_t_s_s((l_289[5][2] = p_30), g_120[2])), g_147)))))) & l_290) || g_149), 0x4111L)))));
            }
        }
        for (l_64 = 0; (l_64 <= 3); l_64 += 1)
        { /* block id: 185 */
            int16_t l_359 = 0x2B17L;
            int i, j;
            l_359 = 0xA69420ABL;
            l_343 &= (safe_unary_minus_func_uint16_t_u(((safe_mod_func_uint32_t_u_u(g_51[(p_31 + 2)][p_31], ((safe_add_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u(l_289[4][1], (safe_rshift_func_uint8_t_u_s((safe_rshift_func_int8_t_s_s((((safe_lshift_func_uint16_t_u_s((((0x4CBD251EL | g_12) & ((safe_div_func_uint64_t_u_u(((safe_add_func_int32_t_s_s((0xF4L > (safe_mod_func_uint64_t_u_u((safe_add_func_uint32_t_u_u((~0L), ((safe_add_func_int16_t_s_s((((safe_mod_func_int64_t_s_s((safe_mul_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u(((((safe_mod_func_uint8_t_u_u(l_333, l_59)) , g_47[0][0]) , 0x69L) , g_121[2][4]), g_266)) , 0x8CL), l_289[3][3])), p_30)) | g_291) || g_52), g_120[2])) <= l_64))), g_282[0]))), 0xC95BA0DEL)) != p_30), p_30)) || g_156[1])) && p_31), l_359)) , 1UL) && g_51[(p_31 + 2)][p_31]), g_51[(p_31 + 2)][p_31])), g_9)))), g_121[2][4])) , l_64))) != 4294967295UL)));
            return p_31;
        }
        for (l_333 = 0; (l_333 <= 3); l_333 += 1)
        { /* block id: 192 */
            int16_t l_402 = 0x0B2EL;
            int32_t l_403 = 0x9C2C84B4L;
            int i, j;
            g_9 |= (g_51[(p_31 + 3)][l_333] , ((((~(safe_lshift_func_int8_t_s_u((l_64 < g_147), (safe_lshift_func_int8_t_s_u(g_51[(p_31 + 3)][l_333], 5))))) <= (1UL && ((safe_lshift_func_int8_t_s_u(((0x946B90212D1324C2LL != (((safe_div_func_int32_t_s_s(g_47[1][4], p_31)) , g_47[0][0]) && 0x43L)) , g_51[(p_31 + 3)][l_333]), p_30)) , 8L))) && g_156[1]) , g_401));
            for (g_266 = 0; (g_266 <= 3); g_266 += 1)
            { /* block id: 196 */
                l_403 = (l_402 ^= (-1L));
            }
        }
    }
    return l_289[4][2];
}


/* ------------------------------------------ */
/* 
 * reads : g_3 g_47 g_52
 * writes: g_51 g_52
 */
static uint8_t  func_32(int32_t  p_33, int64_t  p_34, uint8_t  p_35, int8_t  p_36, uint32_t  p_37)
{ /* block id: 25 */
    const int32_t l_50 = 0xB36352B7L;
    int32_t l_53 = 0xE3044B13L;
    l_53 = (g_52 |= (safe_lshift_func_uint16_t_u_s(((g_3 & ((g_3 | (g_47[0][0] >= l_50)) , g_47[0][0])) > func_4((g_51[1][0] = (g_47[0][0] < 18446744073709551615UL)))), 1)));
    return l_53;
}


/* ------------------------------------------ */
/* 
 * reads : g_73 g_47 g_93 g_51 g_94 g_3 g_120 g_121 g_52 g_12 g_150 g_149 g_156 g_9 g_226 g_250 g_282
 * writes: g_93 g_94 g_121 g_147 g_149 g_150 g_156 g_214 g_250 g_266 g_120 g_282 g_286
 */
static uint64_t  func_67(int32_t  p_68, const uint16_t  p_69, int64_t  p_70)
{ /* block id: 38 */
    uint32_t l_74 = 0x10C1A6FEL;
    int64_t l_91 = 0x8D8AE6FB37E84F54LL;
    int32_t l_92 = 0L;
    int32_t l_117 = 1L;
    int64_t l_118 = 1L;
    uint16_t l_119 = 3UL;
    uint64_t l_124 = 0UL;
lbl_127:
    for (p_68 = 0; (p_68 <= 1); p_68 += 1)
    { /* block id: 41 */
        int64_t l_71 = 0xE63FEEA102A83C5ELL;
        int32_t l_72 = (-10L);
        int32_t l_100[1];
        int64_t l_109 = (-1L);
        const int64_t l_122 = 0x13429A001A3C8606LL;
        int32_t l_123[3][3] = {{0xA347B796L,0xA347B796L,0xA347B796L},{0L,(-6L),0L},{0xA347B796L,0xA347B796L,0xA347B796L}};
        int i, j;
        for (i = 0; i < 1; i++)
            l_100[i] = 0x3ABA37D4L;
        l_72 |= l_71;
        l_74--;
        g_94[6][2][3] &= (safe_lshift_func_uint8_t_u_u((0xB2F22DDFL | 0xC58C9C96L), ((safe_mul_func_int8_t_s_s(g_73[2][5][1], (safe_mul_func_int8_t_s_s(((g_93[3] = ((safe_mod_func_int8_t_s_s((safe_add_func_int16_t_s_s((safe_mul_func_int16_t_s_s((safe_div_func_uint8_t_u_u(l_91, (g_47[0][3] ^ (((l_92 = (p_68 || (p_68 == l_91))) >= 0xAD32L) , p_70)))), g_93[3])), p_68)), g_47[0][0])) > 0UL)) , l_72), g_51[1][0])))) || g_93[3])));
        for (l_72 = 1; (l_72 >= 0); l_72 -= 1)
        { /* block id: 49 */
            int64_t l_116 = (-6L);
            for (l_92 = 0; (l_92 <= 1); l_92 += 1)
            { /* block id: 52 */
                for (l_91 = 3; (l_91 >= 1); l_91 -= 1)
                { /* block id: 55 */
                    uint64_t l_97 = 0x03A57AA260870670LL;
                    int i, j, k;
                    l_97 = (safe_lshift_func_int16_t_s_s((-3L), 3));
                    if (g_73[(l_72 + 1)][(p_68 + 1)][l_72])
                        continue;
                    if (g_73[l_92][(l_92 + 5)][p_68])
                        continue;
                }
            }
            l_123[1][0] = ((safe_rshift_func_uint16_t_u_u(((l_100[0] = l_72) && (safe_div_func_int16_t_s_s((safe_add_func_uint8_t_u_u(255UL, (((g_121[2][4] ^= (((((p_69 & (l_119 = ((safe_mul_func_uint16_t_u_u(g_51[1][0], (((g_73[3][4][0] , ((l_117 = ((l_116 |= ((l_92 = (safe_add_func_int32_t_s_s((((l_109 , ((safe_rshift_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(p_68, g_73[3][4][0])) <= g_51[1][0]), 0xBF14L)), l_92)) | (-2L))) || 6UL) >= p_69), g_51[0][0]))) > p_69)) | p_70)) == l_118)) | p_70) ^ p_68))) > 0xF327L))) || g_3) | 8L) && g_93[3]) , g_120[2])) > g_93[4]) < p_69))), 0x4598L))), l_122)) ^ g_47[1][0]);
            return l_124;
        }
    }
    for (l_74 = 0; (l_74 == 31); l_74++)
    { /* block id: 73 */
        int8_t l_148 = 1L;
        int32_t l_151 = 0x75D212FFL;
        int64_t l_152 = (-3L);
        int32_t l_265 = 0xE54166E7L;
        if (p_68)
            goto lbl_127;
        l_92 = (safe_mul_func_int8_t_s_s((g_121[0][6] = ((safe_lshift_func_int16_t_s_u((l_151 |= ((g_120[0] && (g_150[6] &= (g_149 = ((((safe_rshift_func_uint16_t_u_u(((g_52 > ((safe_mod_func_int16_t_s_s((p_68 , (safe_add_func_int64_t_s_s((safe_rshift_func_int8_t_s_u(9L, ((l_117 = 0x94340C13L) && ((safe_add_func_uint32_t_u_u((~0x01B0L), (safe_lshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u((g_147 = 252UL), g_73[3][4][0])), 15)))) && 65533UL)))), l_124))), p_68)) < g_47[0][0])) && 0x20E0L), 4)) < g_12) , l_91) && l_148)))) | 0L)), g_120[3])) <= g_51[1][0])), l_148));
        if (l_152)
        { /* block id: 82 */
            int16_t l_157 = 0x440BL;
            uint8_t l_162 = 254UL;
            int32_t l_168 = (-1L);
            int32_t l_169 = 0L;
            int32_t l_215 = 2L;
            for (g_149 = 0; (g_149 <= 27); g_149 = safe_add_func_int32_t_s_s(g_149, 3))
            { /* block id: 85 */
                int64_t l_155 = 0L;
                g_156[1] |= l_155;
            }
            l_117 &= ((l_157 = p_70) >= (((0x9FA11705F15DF220LL & (safe_rshift_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(1UL, (g_94[6][2][3] > l_162))), ((l_151 &= (safe_lshift_func_int8_t_s_u(((safe_lshift_func_uint8_t_u_s((l_168 = (!l_168)), 0)) >= (((l_169 ^= 0x4CD6FD9EL) && p_68) < l_148)), g_73[3][4][0]))) == (-6L))))) == 8UL) , l_151));
            l_169 ^= (!g_52);
            for (p_70 = 0; (p_70 <= 2); p_70 += 1)
            { /* block id: 96 */
                uint16_t l_171 = 0xE9A9L;
                int16_t l_198 = 5L;
                const int16_t l_213 = 4L;
                int i, j;
                --l_171;
                for (p_68 = 0; (p_68 <= 2); p_68 += 1)
                { /* block id: 100 */
                    int16_t l_184 = 0xB790L;
                    int32_t l_199 = (-1L);
                    l_92 = (safe_sub_func_int64_t_s_s((((safe_sub_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((l_199 = (safe_sub_func_int32_t_s_s(((safe_add_func_int32_t_s_s((l_184 = (0x7E889C13L != l_148)), (!p_70))) , (~((+(safe_add_func_int32_t_s_s((l_117 = (l_92 , (g_121[2][4] , (safe_rshift_func_uint16_t_u_u(((safe_add_func_int64_t_s_s(((safe_mul_func_int8_t_s_s(((safe_add_func_uint32_t_u_u(1UL, l_198)) , 0x18L), l_168)) , 0x7993A35CC15AF308LL), p_69)) && (-1L)), l_151))))), p_69))) , l_92))), l_148))), 0xED5CDA24EF59AD7FLL)), 0x2B46L)) <= p_70) , (-1L)), 4L));
                    return l_162;
                }
                l_215 = (safe_lshift_func_int8_t_s_s((g_121[p_70][(p_70 + 1)] ^= p_69), (~((safe_sub_func_int64_t_s_s((safe_rshift_func_uint16_t_u_u((255UL && (l_168 = l_118)), 8)), ((-6L) < (((safe_sub_func_int32_t_s_s((safe_mod_func_uint16_t_u_u((g_214 = ((p_68 >= (safe_add_func_uint8_t_u_u((l_169 = (0xF79CL <= l_171)), l_213))) != g_3)), 65535UL)), g_12)) && 0xDFB0L) , g_9)))) , p_69))));
            }
        }
        else
        { /* block id: 113 */
            uint16_t l_249 = 0xB5A9L;
            int32_t l_261 = 1L;
            int32_t l_264 = (-1L);
            int32_t l_267 = 1L;
            for (l_151 = 0; (l_151 >= 24); l_151 = safe_add_func_uint64_t_u_u(l_151, 2))
            { /* block id: 116 */
                uint64_t l_222 = 9UL;
                int32_t l_227 = 0x7E2A24FFL;
                if ((safe_mul_func_int8_t_s_s((p_69 , 2L), ((((((safe_rshift_func_int16_t_s_s((l_222 = 0x6550L), (safe_add_func_int16_t_s_s((safe_unary_minus_func_int8_t_s(g_226)), (((0x03FFEDB683C2DD45LL >= (l_227 <= (safe_rshift_func_int16_t_s_s((safe_add_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(g_3, p_68)), p_69)), 14)))) ^ 1UL) != 0xA3L))))) != (-9L)) , p_69) , 0x8E0BF437BD5445E5LL) > p_70) ^ l_227))))
                { /* block id: 118 */
                    int64_t l_241 = 0xFCB306C27A061026LL;
                    int32_t l_244[6][3] = {{(-1L),(-1L),0x9EB641ACL},{(-1L),(-1L),0x9EB641ACL},{(-1L),(-1L),0x9EB641ACL},{(-1L),(-1L),0x9EB641ACL},{0x69CAE7ADL,0x69CAE7ADL,(-1L)},{0x69CAE7ADL,0x69CAE7ADL,(-1L)}};
                    int i, j;
                    if (g_47[0][0])
                        break;
                    g_250 &= (safe_lshift_func_uint16_t_u_u(((safe_mod_func_int16_t_s_s(g_47[1][5], (((((1L ^ ((~(l_249 &= ((safe_add_func_int8_t_s_s((0x13C66138L == (l_92 = l_241)), 0x3FL)) >= (safe_div_func_uint64_t_u_u((l_244[3][0] = l_152), (safe_sub_func_uint8_t_u_u(((((safe_sub_func_uint8_t_u_u((((p_70 , 3UL) , 4294967290UL) != l_227), 0x5BL)) | 0x37ABAE861B12810CLL) < p_68) >= 0xB0D3C19544EE9F14LL), 0UL))))))) && g_73[2][5][0])) == g_51[1][0]) ^ g_73[3][5][0]) , 4L) , 0x60A6L))) ^ 0x57E3L), l_222));
                    l_267 = (0xE06947A5L > (((g_120[2] == (safe_mul_func_uint16_t_u_u((g_266 = (((safe_add_func_int8_t_s_s((((safe_mul_func_int8_t_s_s((safe_div_func_uint16_t_u_u((((safe_lshift_func_uint8_t_u_s(g_121[2][4], ((l_264 = ((l_227 &= (l_261 = l_249)) && (p_70 && (!(((((+(g_121[0][0] && l_124)) <= p_68) >= l_148) <= g_156[1]) , l_264))))) ^ p_68))) == l_117) , l_249), g_73[0][0][1])), 0UL)) < l_249) , l_265), 0xD4L)) && p_69) , 65527UL)), p_70))) >= 0UL) > g_120[2]));
                }
                else
                { /* block id: 129 */
                    int16_t l_283 = 0xDC94L;
                    int32_t l_284 = 4L;
                    uint64_t l_285 = 1UL;
                    g_286 = (safe_div_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((l_284 = (safe_lshift_func_int16_t_s_u(((0x0CE4L && p_70) , (((l_227 , (safe_div_func_int64_t_s_s((-5L), 18446744073709551614UL))) != ((((safe_div_func_int32_t_s_s((l_283 = ((g_282[0] &= ((safe_rshift_func_int8_t_s_s((g_120[2] = p_69), (safe_mod_func_uint8_t_u_u(g_94[5][0][1], g_94[6][2][3])))) || p_70)) & g_226)), 0xC750D59AL)) , l_151) != 0xAFL) & l_284)) & 1UL)), l_285))), p_70)), g_250));
                }
                return g_150[6];
            }
            l_117 = 0x6ABB34E1L;
            for (p_68 = 21; (p_68 >= (-3)); --p_68)
            { /* block id: 141 */
                return p_68;
            }
        }
        if (g_226)
            break;
    }
    return g_121[2][5];
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_47[i][j], "g_47[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_51[i][j], "g_51[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_52, "g_52", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_73[i][j][k], "g_73[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_93[i], "g_93[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_94[i][j][k], "g_94[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_120[i], "g_120[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_121[i][j], "g_121[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_147, "g_147", print_hash_value);
    transparent_crc(g_149, "g_149", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_150[i], "g_150[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_156[i], "g_156[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_214, "g_214", print_hash_value);
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc(g_250, "g_250", print_hash_value);
    transparent_crc(g_266, "g_266", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_282[i], "g_282[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_286, "g_286", print_hash_value);
    transparent_crc(g_291, "g_291", print_hash_value);
    transparent_crc(g_401, "g_401", print_hash_value);
    transparent_crc(g_542, "g_542", print_hash_value);
    transparent_crc(g_569, "g_569", print_hash_value);
    transparent_crc(g_575, "g_575", print_hash_value);
    transparent_crc(g_585, "g_585", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_604[i][j], "g_604[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_605[i][j], "g_605[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_780, "g_780", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_987[i][j][k], "g_987[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1022[i][j], "g_1022[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1025, "g_1025", print_hash_value);
    transparent_crc(g_1143, "g_1143", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_1153[i][j][k], "g_1153[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1232[i], "g_1232[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    return crc32_context ^ 0xFFFFFFFFUL;
}
