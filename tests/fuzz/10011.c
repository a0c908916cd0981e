// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10011 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10011
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint32_t  f0;
   uint64_t  f1;
   int64_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0xDAE8C9F3L;
static uint8_t g_47[1] = {255UL};
static int8_t g_52 = 0xECL;
static int16_t g_66 = (-7L);
static int64_t g_97 = 0x7E86750A3B4BAC79LL;
static uint16_t g_98 = 0xA862L;
static uint64_t g_100 = 18446744073709551611UL;
static int64_t g_130 = 9L;
static uint8_t g_142 = 0x2DL;
static uint16_t g_143 = 0xCA85L;
static uint32_t g_165 = 0xF1C6A60FL;
static uint32_t g_169[4][5][7] = {{{4294967286UL,1UL,4294967295UL,0xF8CD5190L,0x4A388CAFL,4294967293UL,1UL},{0x0038FFA4L,0x5A8A1F86L,0xF228A13AL,0xF8CD5190L,3UL,1UL,4UL},{4294967295UL,0UL,0xCA90BE27L,0xCA90BE27L,0UL,4294967295UL,0x5A8A1F86L},{1UL,0xF8CD5190L,0UL,0x0EE20FB5L,2UL,4294967295UL,0xF8CD5190L},{0x4A388CAFL,0x8F1AC0AFL,4294967295UL,0x7F9B73E1L,3UL,0xCD47DF34L,0x4A388CAFL}},{{0x07550281L,0xF8CD5190L,1UL,3UL,0x26374416L,0x8F1AC0AFL,0xCCBA0E5DL},{0x0038FFA4L,0UL,4294967295UL,4294967295UL,0xF228A13AL,0UL,0x07550281L},{1UL,4294967293UL,0xD1E382ABL,0x54CC1AE1L,3UL,4294967295UL,0x07550281L},{0xC127BBD1L,1UL,4294967295UL,0x9413133DL,0x07550281L,0x9413133DL,4294967295UL},{4294967295UL,4294967295UL,0x0EE20FB5L,0x5A8A1F86L,4294967295UL,1UL,3UL}},{{0xCCBA0E5DL,4294967295UL,4294967294UL,0xF228A13AL,0x5C23C1BAL,0x7A66F30BL,0xF228A13AL},{0xC127BBD1L,0xCD47DF34L,0x9413133DL,1UL,4294967295UL,0xC127BBD1L,4294967293UL},{4294967295UL,0x8F1AC0AFL,2UL,0x54CC1AE1L,0x07550281L,0x0EE20FB5L,0x8F1AC0AFL},{0xCA90BE27L,4294967295UL,0x4EC59EFAL,0xCA90BE27L,3UL,0x9413133DL,4294967295UL},{0x7A66F30BL,0xCCBA0E5DL,0x4EC59EFAL,0xD1E382ABL,0xF228A13AL,0UL,0UL}},{{0xCCBA0E5DL,4294967295UL,2UL,4294967295UL,0xCCBA0E5DL,1UL,1UL},{1UL,4294967293UL,0x9413133DL,1UL,1UL,4294967295UL,0x07550281L},{0x4EC59EFAL,0x07550281L,4294967294UL,0xD1E382ABL,0x07550281L,1UL,4294967293UL},{1UL,1UL,0x0EE20FB5L,4294967290UL,0xCD47DF34L,0UL,4294967295UL},{0xCCBA0E5DL,0UL,4294967295UL,0x5A8A1F86L,1UL,0x7A66F30BL,0xCCBA0E5DL}}};
static uint32_t g_178[5] = {0UL,0UL,0UL,0UL,0UL};
static uint64_t g_191 = 7UL;
static int16_t g_193 = 0x7607L;
static int8_t g_216[1][4][1] = {{{(-10L)},{(-10L)},{(-10L)},{(-10L)}}};
static uint64_t g_218 = 18446744073709551610UL;
static struct S0 g_237 = {18446744073709551610UL,0UL,7L};
static int32_t g_244 = (-1L);
static int64_t g_263[3][8][7] = {{{0L,(-2L),9L,0xB608A64FEF692B22LL,7L,0x4389C0F3DC88A89DLL,0x0C489A98373BB44ALL},{0x80C453911B730C7FLL,0xDBAC17790CCD4F39LL,0x4C0F7E9A62ABBEC7LL,(-9L),0x93218F0C7B7B65CBLL,0x13C8F7B8AB57959BLL,0x93218F0C7B7B65CBLL},{0L,0x08B8BEBC8DAA136FLL,0x08B8BEBC8DAA136FLL,0L,7L,0L,0L},{0L,0L,1L,(-7L),0L,0xDBAC17790CCD4F39LL,0x5BC9301DDF3D5DE6LL},{0xF722B7FBFA4616B1LL,0L,0L,0x0C489A98373BB44ALL,(-2L),0x4389C0F3DC88A89DLL,0L},{0x60A175790A1AEEB0LL,(-9L),0x80C453911B730C7FLL,0xDBAC17790CCD4F39LL,0x4C0F7E9A62ABBEC7LL,(-9L),0x93218F0C7B7B65CBLL},{0x4389C0F3DC88A89DLL,0x0C489A98373BB44ALL,0L,0x6CE235BBF7725A6DLL,0x6CE235BBF7725A6DLL,0L,0x0C489A98373BB44ALL},{0L,(-9L),0xA9231A450838B68CLL,0xB942D218AE0BF917LL,2L,0x9D77BA142A30A2B9LL,0xA9231A450838B68CLL}},{{0x6CE235BBF7725A6DLL,0L,(-1L),0xB608A64FEF692B22LL,0x4389C0F3DC88A89DLL,0xF722B7FBFA4616B1LL,0x08B8BEBC8DAA136FLL},{0x80C453911B730C7FLL,0L,0x80C453911B730C7FLL,0xB942D218AE0BF917LL,0x93218F0C7B7B65CBLL,(-7L),0x60A175790A1AEEB0LL},{(-2L),0x08B8BEBC8DAA136FLL,0x0C489A98373BB44ALL,0x6CE235BBF7725A6DLL,0xF722B7FBFA4616B1LL,0L,0L},{2L,0xDBAC17790CCD4F39LL,1L,0xDBAC17790CCD4F39LL,2L,(-7L),0x5BC9301DDF3D5DE6LL},{7L,(-2L),0xB608A64FEF692B22LL,0x0C489A98373BB44ALL,0L,0xF722B7FBFA4616B1LL,9L},{0x60A175790A1AEEB0LL,0x9D77BA142A30A2B9LL,0x4C0F7E9A62ABBEC7LL,(-7L),0x4C0F7E9A62ABBEC7LL,0x9D77BA142A30A2B9LL,0x60A175790A1AEEB0LL},{7L,0x0C489A98373BB44ALL,0L,0L,0L,0L,0xB608A64FEF692B22LL},{2L,0xB942D218AE0BF917LL,0xA9231A450838B68CLL,(-9L),0L,(-9L),0xA9231A450838B68CLL}},{{(-2L),(-2L),0L,0xB608A64FEF692B22LL,(-3L),0x4389C0F3DC88A89DLL,0L},{0x80C453911B730C7FLL,0x13C8F7B8AB57959BLL,0x4C0F7E9A62ABBEC7LL,0x5AFFB80BBF0BD6D0LL,0x93218F0C7B7B65CBLL,0xDBAC17790CCD4F39LL,0x93218F0C7B7B65CBLL},{0x6CE235BBF7725A6DLL,0x08B8BEBC8DAA136FLL,0xB608A64FEF692B22LL,0L,(-3L),0L,(-1L)},{0L,(-7L),1L,0L,0L,0x13C8F7B8AB57959BLL,0x5BC9301DDF3D5DE6LL},{0x4389C0F3DC88A89DLL,0L,0x0C489A98373BB44ALL,0x0C489A98373BB44ALL,0L,0x4389C0F3DC88A89DLL,(-1L)},{0x60A175790A1AEEB0LL,0x5AFFB80BBF0BD6D0LL,0x80C453911B730C7FLL,0x13C8F7B8AB57959BLL,0x4C0F7E9A62ABBEC7LL,0x5AFFB80BBF0BD6D0LL,0x93218F0C7B7B65CBLL},{0xF722B7FBFA4616B1LL,0x0C489A98373BB44ALL,(-1L),0x6CE235BBF7725A6DLL,0L,0L,0L},{0L,0x5AFFB80BBF0BD6D0LL,0xA9231A450838B68CLL,0x9D77BA142A30A2B9LL,2L,0xB942D218AE0BF917LL,0xA9231A450838B68CLL}}};
static uint16_t g_264 = 0UL;
static uint32_t g_308 = 0x42BAB934L;
static int16_t g_332[5] = {0xB37FL,0xB37FL,0xB37FL,0xB37FL,0xB37FL};
static int8_t g_464 = 0L;
static uint8_t g_465[8][7] = {{0x0FL,255UL,255UL,0x32L,255UL,255UL,0x0FL},{0x75L,0x11L,0xB9L,0xB9L,0x11L,0x75L,0xB9L},{0xE1L,0x32L,0UL,0x32L,0xE1L,251UL,0xE1L},{0x11L,0xB9L,0xB9L,0x11L,0x75L,0xB9L,0xB0L},{255UL,0x32L,255UL,255UL,0x0FL,255UL,255UL},{0x11L,0x11L,0xDFL,0xB0L,0x11L,0xA2L,0xB0L},{0xE1L,255UL,0x89L,0x32L,0x89L,255UL,0xE1L},{0x75L,0xB0L,0xB9L,0x75L,0x11L,0xB9L,0xB9L}};
static int16_t g_474[5] = {0x58DFL,0x58DFL,0x58DFL,0x58DFL,0x58DFL};
static uint32_t g_509 = 1UL;
static uint8_t g_567 = 0xCDL;
static uint8_t g_570 = 0x3CL;
static uint64_t g_657 = 18446744073709551613UL;
static uint32_t g_668[1] = {0UL};
static int32_t g_678 = 0xA9F1C011L;
static uint64_t g_682[4][1][8] = {{{0UL,4UL,0UL,4UL,0UL,4UL,0UL,4UL}},{{0UL,4UL,0UL,4UL,0UL,4UL,0UL,4UL}},{{0UL,4UL,0UL,4UL,0UL,4UL,0UL,4UL}},{{0UL,4UL,0UL,4UL,0UL,4UL,0UL,4UL}}};
static uint16_t g_797 = 0x909CL;
static int32_t g_804 = 1L;
static uint16_t g_808 = 1UL;
static int64_t g_819 = (-1L);
static int16_t g_820 = (-2L);
static uint64_t g_822 = 0x955B9A4366699F95LL;
static uint64_t g_841 = 0x28DEF0C3F836D29FLL;
static int16_t g_956 = 0x0F6FL;
static int32_t g_957 = 0x2144D053L;
static uint64_t g_958 = 0xFA3EBBB930274191LL;
static uint8_t g_1019[5][2][8] = {{{255UL,0xC1L,251UL,0x36L,0x82L,0x78L,0x76L,0xB5L},{1UL,2UL,0x36L,255UL,1UL,255UL,0x36L,0xC1L}},{{0xB5L,1UL,0x7AL,0UL,251UL,255UL,0UL,7UL},{0UL,9UL,0xC1L,0x7AL,0xB5L,0UL,0UL,0xB5L}},{{255UL,0x7AL,0x7AL,255UL,0xC1L,251UL,0x36L,0x82L},{0xC1L,251UL,0x36L,0x82L,0x78L,0x76L,0xB5L,9UL}},{{255UL,251UL,2UL,0x0DL,2UL,251UL,255UL,0UL},{1UL,0x7AL,0UL,251UL,255UL,0UL,7UL,3UL}},{{3UL,9UL,0x0DL,0x78L,255UL,255UL,0x78L,0x0DL},{1UL,1UL,0x76L,3UL,2UL,255UL,0x0DL,0x36L}}};
static int32_t g_1031 = 0L;
static uint8_t g_1032 = 0xE3L;
static uint16_t g_1072 = 0x00EBL;
static int16_t g_1073 = 1L;


/* --- FORWARD DECLARATIONS --- */
static struct S0  func_1(void);
static int64_t  func_18(const uint16_t  p_19, uint8_t  p_20, uint8_t  p_21);
static uint32_t  func_25(int32_t  p_26, int32_t  p_27, const uint8_t  p_28, uint8_t  p_29, const int8_t  p_30);
static int32_t  func_31(uint64_t  p_32, uint16_t  p_33, int32_t  p_34, uint32_t  p_35);
static int64_t  func_39(int32_t  p_40, uint32_t  p_41, int8_t  p_42, uint32_t  p_43, int64_t  p_44);
static const uint32_t  func_48(int8_t  p_49, int16_t  p_50, int32_t  p_51);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_47 g_66 g_52 g_98 g_97 g_130 g_100 g_165 g_169 g_143 g_193 g_218 g_178 g_244 g_237.f1 g_237 g_216 g_263 g_264 g_191 g_308 g_332 g_142 g_465 g_509 g_567 g_570 g_657 g_474 g_668 g_682 g_797 g_808 g_822 g_841 g_804 g_820 g_678 g_958 g_464 g_1019 g_1032 g_956 g_1072 g_1073 g_957
 * writes: g_2 g_52 g_66 g_97 g_98 g_100 g_130 g_142 g_143 g_47 g_165 g_169 g_178 g_191 g_193 g_218 g_237 g_216 g_244 g_263 g_264 g_308 g_465 g_509 g_570 g_657 g_682 g_797 g_808 g_678 g_822 g_841 g_567 g_804 g_332 g_958 g_819 g_464 g_1019 g_1032 g_956 g_1073
 */
static struct S0  func_1(void)
{ /* block id: 0 */
    int32_t l_5 = 0x4D8A94B2L;
    const uint32_t l_844 = 4294967289UL;
    uint16_t l_1000 = 0UL;
    int16_t l_1002 = 7L;
    int32_t l_1015 = 9L;
    int32_t l_1017 = (-1L);
    int32_t l_1018[7] = {(-1L),0xBDF84F60L,0xBDF84F60L,(-1L),0xBDF84F60L,0xBDF84F60L,(-1L)};
    int32_t l_1029 = 0L;
    struct S0 l_1046 = {2UL,0xDD1A058CE1D285C5LL,0x0A1C1B61AD8CD474LL};
    struct S0 l_1075 = {0x98DAC197L,0x4615094A7766164CLL,1L};
    uint32_t l_1099 = 0x4ACC42B7L;
    int i;
    for (g_2 = 27; (g_2 <= 10); g_2--)
    { /* block id: 3 */
        const int32_t l_22 = 0x83D87E3BL;
        int32_t l_1022[3][5] = {{0xFD8FB476L,0xFD8FB476L,(-5L),(-1L),(-5L)},{0xFD8FB476L,0xFD8FB476L,(-5L),(-1L),(-5L)},{0xFD8FB476L,0xFD8FB476L,(-5L),(-1L),(-5L)}};
        struct S0 l_1074[7][5][5] = {{{{0x3558B96FL,0x73A592C067B41DC6LL,0L},{0x11D414A2L,18446744073709551615UL,-4L},{0x30AB3391L,0UL,0x00696F144AB754BALL},{0x5C2B74EBL,0x9D21C8B046D7F9ADLL,0x31D363ED7200E65ALL},{0x1C486ADFL,18446744073709551615UL,1L}},{{18446744073709551609UL,0xEB3993FAEC6AB330LL,4L},{1UL,1UL,1L},{0x06644925L,0x0323C499AD89DA43LL,1L},{0xBA886985L,0xFAD7ECBE1C9048CFLL,0x1E82E616D6A54168LL},{0UL,0x106B5BD5FBA1E702LL,0xED557C6007CD26FCLL}},{{0x8A51DB1AL,0x86CBBD6FE1012699LL,5L},{0x324FAC3EL,0xE4EB26FEA0E2DF61LL,1L},{18446744073709551615UL,0xC36B950946870A82LL,1L},{18446744073709551611UL,1UL,0x9531D9E1E7FF1E50LL},{0x324FAC3EL,0xE4EB26FEA0E2DF61LL,1L}},{{18446744073709551608UL,0UL,0L},{0xA3631386L,0xA49388EC226F9E41LL,0xCF5D02F634767093LL},{0xD56F6B90L,1UL,0x85374B967501DC26LL},{1UL,1UL,1L},{0UL,0xFA33188A18ED4FB7LL,0x79290BB22B4ED18CLL}},{{0x11D414A2L,18446744073709551615UL,-4L},{0x30098253L,0x86CBA6BC50F7B81FLL,-5L},{0x3558B96FL,0x73A592C067B41DC6LL,0L},{0x61409E25L,18446744073709551615UL,0x53EB1AEEE3D99B53LL},{0x3558B96FL,0x73A592C067B41DC6LL,0L}}},{{{0UL,0xFA33188A18ED4FB7LL,0x79290BB22B4ED18CLL},{0UL,0xFA33188A18ED4FB7LL,0x79290BB22B4ED18CLL},{1UL,0x4A0E52D655B1BFEALL,0xB15E4A5199B7ADA9LL},{0xC93DCDE7L,0xAA1ABBE6495920C1LL,6L},{0xC9ADC1F1L,0x0546836638B27D83LL,0x7ACF848453391F55LL}},{{0x5C2B74EBL,0x9D21C8B046D7F9ADLL,0x31D363ED7200E65ALL},{1UL,8UL,9L},{9UL,0xCE4A68CD2358B6B1LL,0x45D933FD430F44CELL},{0x30AB3391L,0UL,0x00696F144AB754BALL},{18446744073709551611UL,0UL,1L}},{{0xC93DCDE7L,0xAA1ABBE6495920C1LL,6L},{0x4E8D861EL,18446744073709551615UL,0xB567C114F376A65ALL},{18446744073709551608UL,0UL,0L},{0UL,0x4C375197A4A0C03FLL,0x72057407BBC0EB9BLL},{0x0F4F09AEL,0x8A35BD3F0805EA7DLL,-8L}},{{0x8A51DB1AL,0x86CBBD6FE1012699LL,5L},{1UL,8UL,9L},{0x6083A844L,0xC217A15BD2FA0920LL,0x37943D17B0823648LL},{0x324FAC3EL,0xE4EB26FEA0E2DF61LL,1L},{18446744073709551614UL,18446744073709551615UL,0x08F04EA32A6381CFLL}},{{18446744073709551615UL,0xFF47B2350F440B8BLL,7L},{0UL,0xFA33188A18ED4FB7LL,0x79290BB22B4ED18CLL},{0UL,0x106B5BD5FBA1E702LL,0xED557C6007CD26FCLL},{18446744073709551615UL,0xFF47B2350F440B8BLL,7L},{0xC93DCDE7L,0xAA1ABBE6495920C1LL,6L}}},{{{0x1C486ADFL,18446744073709551615UL,1L},{0x30098253L,0x86CBA6BC50F7B81FLL,-5L},{0x5C2B74EBL,0x9D21C8B046D7F9ADLL,0x31D363ED7200E65ALL},{18446744073709551614UL,18446744073709551615UL,0x08F04EA32A6381CFLL},{0x3093492EL,1UL,0x71A8CADF8536BA32LL}},{{0UL,0x43630075026EA320LL,1L},{0xA3631386L,0xA49388EC226F9E41LL,0xCF5D02F634767093LL},{0x797B365DL,0x42A680A0A928D5EFLL,0xBBF13E49A447F70DLL},{0xA3631386L,0xA49388EC226F9E41LL,0xCF5D02F634767093LL},{0UL,0x43630075026EA320LL,1L}},{{0x30098253L,0x86CBA6BC50F7B81FLL,-5L},{0x324FAC3EL,0xE4EB26FEA0E2DF61LL,1L},{9UL,0xCE4A68CD2358B6B1LL,0x45D933FD430F44CELL},{0xA21C2612L,0x573FD497CBCBBD95LL,0L},{0x6D5C3CFEL,0x5F7D089D23906738LL,-1L}},{{8UL,18446744073709551615UL,0xE2B69CDFD5A2886FLL},{1UL,1UL,1L},{18446744073709551615UL,0xFF47B2350F440B8BLL,7L},{18446744073709551609UL,0xEB3993FAEC6AB330LL,4L},{1UL,1UL,1L}},{{18446744073709551611UL,0UL,1L},{0x11D414A2L,18446744073709551615UL,-4L},{0x8DC9A49BL,3UL,0x270DB7395C5BBB69LL},{0x324FAC3EL,0xE4EB26FEA0E2DF61LL,1L},{0x6D5C3CFEL,0x5F7D089D23906738LL,-1L}}},{{{1UL,8UL,0L},{18446744073709551609UL,0xEB3993FAEC6AB330LL,4L},{0xD56F6B90L,1UL,0x85374B967501DC26LL},{0x1357E075L,0xBDD460B0DE47FF71LL,0x3F0D72EB790DDB71LL},{0UL,0x43630075026EA320LL,1L}},{{0x6D5C3CFEL,0x5F7D089D23906738LL,-1L},{18446744073709551615UL,18446744073709551615UL,2L},{0x30098253L,0x86CBA6BC50F7B81FLL,-5L},{18446744073709551611UL,0UL,1L},{0x3093492EL,1UL,0x71A8CADF8536BA32LL}},{{0xA3631386L,0xA49388EC226F9E41LL,0xCF5D02F634767093LL},{0xC9ADC1F1L,0x0546836638B27D83LL,0x7ACF848453391F55LL},{0xA9908F5CL,7UL,-1L},{0xC93DCDE7L,0xAA1ABBE6495920C1LL,6L},{0xC93DCDE7L,0xAA1ABBE6495920C1LL,6L}},{{0x30AB3391L,0UL,0x00696F144AB754BALL},{0x03692370L,0x2BDB339B958B629DLL,1L},{0x30AB3391L,0UL,0x00696F144AB754BALL},{0xB9486BE0L,0x0D79F51CB1586DD1LL,0xD998D3725D039656LL},{18446744073709551614UL,18446744073709551615UL,0x08F04EA32A6381CFLL}},{{8UL,18446744073709551615UL,0xE2B69CDFD5A2886FLL},{0xE702E801L,0x0995AA5B947FFC47LL,-6L},{1UL,8UL,0L},{0UL,4UL,-3L},{0xC821AF52L,1UL,0L}}},{{{18446744073709551615UL,18446744073709551615UL,2L},{0xB9486BE0L,0x0D79F51CB1586DD1LL,0xD998D3725D039656LL},{0x61409E25L,18446744073709551615UL,0x53EB1AEEE3D99B53LL},{18446744073709551615UL,18446744073709551615UL,2L},{18446744073709551606UL,0x08E0361E17F9FA19LL,0xB18C7101E966A8D6LL}},{{0xA9908F5CL,7UL,-1L},{0UL,0x106B5BD5FBA1E702LL,0xED557C6007CD26FCLL},{0x4D0762E4L,0xFDC4EA9404663366LL,8L},{0xC821AF52L,1UL,0L},{0xD56F6B90L,1UL,0x85374B967501DC26LL}},{{9UL,0xCE4A68CD2358B6B1LL,0x45D933FD430F44CELL},{0xAE7D3A74L,0xF5DC1668590A4472LL,-1L},{0x09DEB45FL,3UL,0xD8DD9A7FAD6ABA09LL},{0x357FCDB1L,1UL,0xB35D63C1FCADD00FLL},{0x19B92562L,18446744073709551607UL,8L}},{{0UL,0x106B5BD5FBA1E702LL,0xED557C6007CD26FCLL},{18446744073709551615UL,0xFF47B2350F440B8BLL,7L},{0xC93DCDE7L,0xAA1ABBE6495920C1LL,6L},{0xE702E801L,0x0995AA5B947FFC47LL,-6L},{0x1357E075L,0xBDD460B0DE47FF71LL,0x3F0D72EB790DDB71LL}},{{18446744073709551607UL,1UL,0x6FAC25880665A0E6LL},{0x30098253L,0x86CBA6BC50F7B81FLL,-5L},{0x7481E544L,8UL,8L},{0x7481E544L,8UL,8L},{0x30098253L,0x86CBA6BC50F7B81FLL,-5L}}},{{{1UL,1UL,1L},{0x4D0762E4L,0xFDC4EA9404663366LL,8L},{0xA9908F5CL,7UL,-1L},{18446744073709551615UL,0xFF47B2350F440B8BLL,7L},{18446744073709551614UL,18446744073709551615UL,2L}},{{0x357FCDB1L,1UL,0xB35D63C1FCADD00FLL},{18446744073709551615UL,18446744073709551615UL,2L},{0x8A51DB1AL,0x86CBBD6FE1012699LL,5L},{0x5C2B74EBL,0x9D21C8B046D7F9ADLL,0x31D363ED7200E65ALL},{9UL,0xCE4A68CD2358B6B1LL,0x45D933FD430F44CELL}},{{18446744073709551614UL,18446744073709551615UL,2L},{0x1357E075L,0xBDD460B0DE47FF71LL,0x3F0D72EB790DDB71LL},{18446744073709551606UL,0x469CB813DFFBB475LL,0xBB0759E7F0158F60LL},{18446744073709551615UL,18446744073709551611UL,1L},{0xD56F6B90L,1UL,0x85374B967501DC26LL}},{{0x357FCDB1L,1UL,0xB35D63C1FCADD00FLL},{0x8DC9A49BL,3UL,0x270DB7395C5BBB69LL},{18446744073709551607UL,1UL,0x6FAC25880665A0E6LL},{18446744073709551606UL,0x08E0361E17F9FA19LL,0xB18C7101E966A8D6LL},{0x09DEB45FL,3UL,0xD8DD9A7FAD6ABA09LL}},{{1UL,1UL,1L},{0x0F4F09AEL,0x8A35BD3F0805EA7DLL,-8L},{0UL,4UL,-3L},{1UL,8UL,0L},{0xE702E801L,0x0995AA5B947FFC47LL,-6L}}},{{{18446744073709551607UL,1UL,0x6FAC25880665A0E6LL},{0x3558B96FL,0x73A592C067B41DC6LL,0L},{0xAE7D3A74L,0xF5DC1668590A4472LL,-1L},{18446744073709551615UL,0xC36B950946870A82LL,1L},{0x3093492EL,1UL,0x71A8CADF8536BA32LL}},{{0UL,0x106B5BD5FBA1E702LL,0xED557C6007CD26FCLL},{18446744073709551614UL,18446744073709551615UL,2L},{18446744073709551614UL,18446744073709551615UL,2L},{0UL,0x106B5BD5FBA1E702LL,0xED557C6007CD26FCLL},{18446744073709551615UL,18446744073709551611UL,1L}},{{9UL,0xCE4A68CD2358B6B1LL,0x45D933FD430F44CELL},{18446744073709551615UL,18446744073709551615UL,2L},{0x03692370L,0x2BDB339B958B629DLL,1L},{0x3093492EL,1UL,0x71A8CADF8536BA32LL},{0x3558B96FL,0x73A592C067B41DC6LL,0L}},{{0xA9908F5CL,7UL,-1L},{0x4E8D861EL,18446744073709551615UL,0xB567C114F376A65ALL},{18446744073709551615UL,18446744073709551611UL,1L},{0x4D0762E4L,0xFDC4EA9404663366LL,8L},{0x06644925L,0x0323C499AD89DA43LL,1L}},{{18446744073709551615UL,18446744073709551615UL,2L},{18446744073709551615UL,0xC36B950946870A82LL,1L},{18446744073709551607UL,1UL,0x6FAC25880665A0E6LL},{0x3093492EL,1UL,0x71A8CADF8536BA32LL},{3UL,8UL,0xAB70C000D67ECA48LL}}}};
        int i, j, k;
        if (((l_5 , ((safe_add_func_int8_t_s_s((safe_rshift_func_int8_t_s_s((((g_819 = ((g_178[0] = ((safe_sub_func_int16_t_s_s(((safe_lshift_func_int8_t_s_u((safe_add_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_u(1UL, 0)) || (func_18(l_22, (l_5 < ((((safe_add_func_uint32_t_u_u((g_178[2] = func_25((l_22 , func_31(g_2, (g_193 &= (safe_mul_func_uint16_t_u_u((+func_39(l_5, g_2, l_22, g_2, l_5)), l_5))), g_2, g_2)), g_332[2], l_22, l_22, l_844)), l_22)) > g_474[1]) >= l_844) >= g_668[0])), l_22) ^ g_474[1])), g_474[3])), 5)) < 0x7BB6830EL), l_5)) ^ 0x3EL)) || 1UL)) == 0x08DD9F65BC19208FLL) == g_464), 0)), g_464)) ^ l_5)) < 0xB477836B2EC12BF9LL))
        { /* block id: 401 */
            uint64_t l_995 = 18446744073709551607UL;
            int32_t l_996[1];
            int32_t l_997[3][6] = {{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L}};
            int32_t l_998 = (-4L);
            uint32_t l_1001 = 0xF898EE65L;
            int16_t l_1003 = (-2L);
            int64_t l_1014 = 6L;
            uint32_t l_1035 = 0x4CF65042L;
            int i, j;
            for (i = 0; i < 1; i++)
                l_996[i] = 0L;
            for (g_464 = 4; (g_464 >= 0); g_464 -= 1)
            { /* block id: 404 */
                uint32_t l_971 = 7UL;
                int32_t l_1016 = (-9L);
                int i;
                if (g_178[g_464])
                { /* block id: 405 */
                    int32_t l_982 = (-5L);
                    uint8_t l_999[2];
                    uint64_t l_1004 = 0xF4201DD1221CB8B5LL;
                    int32_t l_1013 = 0xAA13BA49L;
                    int i;
                    for (i = 0; i < 2; i++)
                        l_999[i] = 0UL;
                    l_1003 = (safe_unary_minus_func_int64_t_s((safe_rshift_func_int8_t_s_u((((l_1002 = (((~((safe_mul_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_mod_func_uint16_t_u_u((l_971 != (safe_rshift_func_uint16_t_u_s(((safe_lshift_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((((safe_add_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(l_982, (g_143 = (((safe_mod_func_int32_t_s_s((safe_mul_func_int16_t_s_s((-1L), (l_998 = (l_997[0][4] = (l_844 == (safe_mul_func_int16_t_s_s(((((safe_add_func_int32_t_s_s((l_971 && (safe_sub_func_uint16_t_u_u((l_996[0] = ((safe_mul_func_uint16_t_u_u(g_657, (((2UL > 0x1BBCL) <= g_678) ^ (-3L)))) >= l_995)), g_218))), l_982)) < l_971) > 4UL) <= 0xCCBEA83EL), l_982))))))), l_999[0])) && g_567) != l_1000)))), l_5)) ^ g_474[2]) <= g_178[g_464]), 18446744073709551610UL)), 0)) != g_142), 15))), l_982)), l_971)), l_1001)) | l_971)) | 0UL) && l_982)) == l_982) & g_465[1][2]), l_971))));
                    l_1014 = (1L | ((0L > (++l_1004)) , (((g_237 , ((((safe_rshift_func_int16_t_s_u(g_808, 7)) || g_797) <= (((g_216[0][2][0] , (l_982 = (safe_sub_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u((g_218 ^ l_22), 0)), g_668[0])))) <= l_22) > 1L)) , l_1013)) , g_191) || 0x4B2B8AF8L)));
                    g_1019[4][1][5]++;
                    l_1022[1][2] = l_22;
                }
                else
                { /* block id: 417 */
                    int64_t l_1030 = 1L;
                    g_678 = ((l_1001 , (g_1019[4][1][5] , 0xBDL)) == (safe_mul_func_int16_t_s_s(g_237.f0, (l_998 >= ((safe_rshift_func_int16_t_s_u(((((0x5900D364L == (((safe_rshift_func_uint16_t_u_u((g_264 |= l_1029), 1)) & l_1001) != 0x91F9L)) , g_465[5][0]) , g_130) && g_822), g_509)) ^ g_822)))));
                    --g_1032;
                    l_1016 = g_52;
                    l_1035 = l_1022[1][2];
                }
            }
            for (g_797 = 0; (g_797 <= 2); g_797 += 1)
            { /* block id: 427 */
                struct S0 l_1036 = {18446744073709551615UL,0x81D9562689C95968LL,0x1D8F4F316E8C530CLL};
                return l_1036;
            }
        }
        else
        { /* block id: 430 */
            uint32_t l_1043 = 1UL;
            if ((safe_lshift_func_uint16_t_u_u(g_1019[4][1][5], (l_1022[1][2] = (safe_lshift_func_int16_t_s_u(g_797, (safe_mod_func_uint16_t_u_u(65531UL, g_956))))))))
            { /* block id: 432 */
                --l_1043;
            }
            else
            { /* block id: 434 */
                struct S0 l_1047 = {0xAE3443D2L,18446744073709551612UL,-4L};
                l_1047 = l_1046;
                l_1022[1][2] = (safe_mul_func_uint8_t_u_u((g_1019[4][1][5] = (safe_add_func_uint64_t_u_u(g_682[0][0][3], 0x2C6A5F7699387E70LL))), (safe_lshift_func_int8_t_s_u(l_1047.f2, 0))));
            }
        }
        g_244 = ((((g_956 = 0x3DC3L) || (safe_rshift_func_uint8_t_u_s(246UL, 0))) && g_263[2][7][3]) & ((((safe_lshift_func_uint16_t_u_s(((safe_div_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_s((safe_div_func_int64_t_s_s((((0x5EB7E896L || (l_1018[4] = (((safe_mul_func_int16_t_s_s((((1UL > ((((safe_sub_func_uint8_t_u_u((g_1073 ^= (((safe_mul_func_int8_t_s_s((safe_add_func_int64_t_s_s(g_1072, ((l_5 || 0xFD184DE4L) | 255UL))), l_1018[4])) , g_216[0][3][0]) <= 0L)), g_1072)) ^ l_1046.f1) >= 0x0E70L) | g_567)) | 0x579BADFAL) , g_820), l_1022[1][2])) == g_808) , 0xA988A0A7L))) | g_216[0][2][0]) | g_820), (-1L))), g_308)) < g_237.f2), g_668[0])) <= g_308), 5)) & 65535UL) != l_22) || l_1000));
        l_1075 = l_1074[4][2][0];
        for (l_1075.f0 = 0; l_1075.f0 < 3; l_1075.f0 += 1)
        {
            for (g_509 = 0; g_509 < 5; g_509 += 1)
            {
                l_1022[l_1075.f0][g_509] = 9L;
            }
        }
    }
    for (g_797 = 0; (g_797 < 38); g_797++)
    { /* block id: 449 */
        if (g_957)
            break;
    }
    l_1015 = ((((safe_mul_func_int8_t_s_s(l_1075.f2, (safe_mul_func_int8_t_s_s((safe_mod_func_uint64_t_u_u((safe_mod_func_uint16_t_u_u(g_820, (g_956 ^= (+(((safe_mul_func_uint8_t_u_u(g_2, (safe_mod_func_int8_t_s_s((((safe_div_func_int16_t_s_s((((safe_rshift_func_int8_t_s_u((g_474[1] & ((4294967287UL ^ g_264) > ((safe_mod_func_uint32_t_u_u((++g_169[2][0][6]), l_1075.f2)) || l_1000))), 4)) , g_668[0]) >= l_1018[4]), 4L)) < (-1L)) > l_1099), g_178[2])))) || 4294967289UL) | l_1029))))), 0x2A4B220C987502C3LL)), l_1000)))) > 0x04L) > g_804) | l_1029);
    return l_1046;
}


/* ------------------------------------------ */
/* 
 * reads : g_820 g_237.f2 g_822 g_567 g_804 g_263 g_264 g_97 g_191 g_958
 * writes: g_130 g_958
 */
static int64_t  func_18(const uint16_t  p_19, uint8_t  p_20, uint8_t  p_21)
{ /* block id: 390 */
    int32_t l_924 = 0L;
    int32_t l_931 = 0xC70B0904L;
    int32_t l_932 = 1L;
    int32_t l_933 = 0x32BF30B2L;
    int32_t l_934 = (-1L);
    int32_t l_946 = 0x1163FDB7L;
    int32_t l_953 = (-1L);
    int32_t l_954 = 0x1510266BL;
    int32_t l_955[8][6][3] = {{{0xCBF6CA3BL,0x3492AD1CL,0xAF1E1FAEL},{0x2E04EC3AL,0xD2532052L,0xD5BEB8F6L},{0xD2532052L,(-6L),0xD5BEB8F6L},{0L,0L,0xAF1E1FAEL},{0x46D807C0L,(-6L),0xD5BEB8F6L},{(-9L),0x46D807C0L,0xD5BEB8F6L}},{{0x3492AD1CL,0xCBF6CA3BL,0xAF1E1FAEL},{(-6L),(-9L),0xD5BEB8F6L},{(-6L),0x2E04EC3AL,0xD5BEB8F6L},{0xCBF6CA3BL,0x3492AD1CL,0xAF1E1FAEL},{0x2E04EC3AL,0xD2532052L,0xD5BEB8F6L},{0xD2532052L,(-6L),0xD5BEB8F6L}},{{0L,0L,0xAF1E1FAEL},{0x46D807C0L,(-6L),0xD5BEB8F6L},{(-9L),0x46D807C0L,0xD5BEB8F6L},{0x3492AD1CL,0xCBF6CA3BL,0xAF1E1FAEL},{(-6L),(-9L),0xD5BEB8F6L},{(-6L),0x2E04EC3AL,0xD5BEB8F6L}},{{0xCBF6CA3BL,0x3492AD1CL,0xAF1E1FAEL},{0x2E04EC3AL,0xD2532052L,0xD5BEB8F6L},{0xD2532052L,(-6L),0xD5BEB8F6L},{0L,0L,0xAF1E1FAEL},{0x46D807C0L,(-6L),0xD5BEB8F6L},{(-9L),0x46D807C0L,0xD5BEB8F6L}},{{0x3492AD1CL,0xCBF6CA3BL,0xAF1E1FAEL},{(-6L),(-9L),0xD5BEB8F6L},{(-6L),0x2E04EC3AL,0xD5BEB8F6L},{0xCBF6CA3BL,0x3492AD1CL,0xAF1E1FAEL},{0x2E04EC3AL,0xD2532052L,0xD5BEB8F6L},{0xD2532052L,(-6L),0xD5BEB8F6L}},{{0L,0L,0xAF1E1FAEL},{0x46D807C0L,(-6L),0xD5BEB8F6L},{(-9L),0L,0x3492AD1CL},{0x90CBA067L,(-5L),0xCBF6CA3BL},{0xAF979F5CL,(-8L),0x3492AD1CL},{0x711D5B15L,0x2B34CECDL,0x3492AD1CL}},{{(-5L),0x90CBA067L,0xCBF6CA3BL},{0x2B34CECDL,0xA41473E3L,0x3492AD1CL},{0xA41473E3L,0xAF979F5CL,0x3492AD1CL},{0L,0L,0xCBF6CA3BL},{0L,0x711D5B15L,0x3492AD1CL},{(-8L),0L,0x3492AD1CL}},{{0x90CBA067L,(-5L),0xCBF6CA3BL},{0xAF979F5CL,(-8L),0x3492AD1CL},{0x711D5B15L,0x2B34CECDL,0x3492AD1CL},{(-5L),0x90CBA067L,0xCBF6CA3BL},{0x2B34CECDL,0xA41473E3L,0x3492AD1CL},{0xA41473E3L,0xAF979F5CL,0x3492AD1CL}}};
    int i, j, k;
    l_934 &= (g_820 ^ (safe_mul_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(g_237.f2, ((safe_mul_func_int8_t_s_s(((safe_add_func_uint32_t_u_u((l_933 = ((l_932 = (!(safe_add_func_int16_t_s_s(((-1L) <= l_924), ((l_924 && (((l_931 ^= (safe_rshift_func_int16_t_s_u((((p_21 == (safe_add_func_int16_t_s_s(l_924, g_822))) && 0L) == p_20), 7))) >= 0xC643CB22FC2580D2LL) & g_567)) >= l_924))))) & g_804)), 2L)) >= 0x47L), p_20)) != 0x0DL))), l_924)), 0L)));
    l_932 = (safe_sub_func_int32_t_s_s((safe_mod_func_int64_t_s_s((g_130 = ((((safe_div_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_u((+(safe_sub_func_uint16_t_u_u((g_263[1][0][3] <= ((l_946 != g_264) >= (safe_add_func_int64_t_s_s((-7L), (safe_sub_func_int64_t_s_s((safe_mod_func_int16_t_s_s((g_97 ^ (g_191 != 4294967291UL)), l_933)), 0x39D96CC0C7AB9752LL)))))), 1L))), 4)) <= (-7L)), l_931)) | 0x33L) , l_932) , p_21)), l_932)), l_924));
    --g_958;
    return l_932;
}


/* ------------------------------------------ */
/* 
 * reads : g_143 g_193 g_237.f1 g_332 g_804 g_308 g_237.f0 g_820 g_567 g_841 g_678 g_682 g_509 g_237 g_97 g_244 g_570 g_2 g_178 g_797
 * writes: g_143 g_567 g_804 g_244 g_332 g_570 g_797 g_678
 */
static uint32_t  func_25(int32_t  p_26, int32_t  p_27, const uint8_t  p_28, uint8_t  p_29, const int8_t  p_30)
{ /* block id: 360 */
    struct S0 l_845 = {7UL,0xB6B958F9A38609F8LL,-5L};
    int32_t l_864 = 0x3AE14229L;
    struct S0 l_892[7][4] = {{{0x3DF39A28L,8UL,5L},{0xE7FDAF83L,0x99741662F0B4DB5ALL,1L},{18446744073709551615UL,0xDF67037EB1A50201LL,0L},{18446744073709551608UL,0x835B6297055115F9LL,0xBF88DEDF4D43B358LL}},{{18446744073709551606UL,18446744073709551607UL,7L},{18446744073709551615UL,0xDF67037EB1A50201LL,0L},{18446744073709551615UL,0xF2547A4136E10533LL,0x87F9BE3DF3A458B5LL},{18446744073709551615UL,0xDF67037EB1A50201LL,0L}},{{18446744073709551615UL,0xF2547A4136E10533LL,0x87F9BE3DF3A458B5LL},{18446744073709551615UL,0xDF67037EB1A50201LL,0L},{18446744073709551606UL,18446744073709551607UL,7L},{18446744073709551608UL,0x835B6297055115F9LL,0xBF88DEDF4D43B358LL}},{{18446744073709551615UL,0xDF67037EB1A50201LL,0L},{0xE7FDAF83L,0x99741662F0B4DB5ALL,1L},{0x3DF39A28L,8UL,5L},{18446744073709551615UL,0xF2547A4136E10533LL,0x87F9BE3DF3A458B5LL}},{{0UL,0x69262A8623251B3ELL,0L},{4UL,0xBAD988B54577E0D3LL,-6L},{4UL,0xBAD988B54577E0D3LL,-6L},{0UL,0x69262A8623251B3ELL,0L}},{{0UL,0x69262A8623251B3ELL,0L},{18446744073709551608UL,0x835B6297055115F9LL,0xBF88DEDF4D43B358LL},{0x3DF39A28L,8UL,5L},{0x8C48805FL,8UL,4L}},{{18446744073709551615UL,0xDF67037EB1A50201LL,0L},{0UL,0x69262A8623251B3ELL,0L},{18446744073709551606UL,18446744073709551607UL,7L},{1UL,0x09958927BF47AFF7LL,1L}}};
    int32_t l_896 = 0x390E6A4FL;
    int i, j;
    l_845 = l_845;
    for (g_143 = (-21); (g_143 < 24); g_143 = safe_add_func_uint32_t_u_u(g_143, 2))
    { /* block id: 364 */
        uint8_t l_850 = 0UL;
        uint64_t l_872 = 1UL;
        int32_t l_895 = 5L;
        l_864 = (((-6L) < (((safe_mul_func_uint8_t_u_u(((l_850 ^ (safe_sub_func_uint64_t_u_u(((safe_add_func_int64_t_s_s((safe_rshift_func_int16_t_s_u(((l_845.f0 | (((((!g_193) ^ 4294967286UL) < (safe_div_func_int8_t_s_s((safe_lshift_func_uint8_t_u_u((((safe_sub_func_int64_t_s_s(g_237.f1, (-8L))) > (-6L)) < g_332[0]), g_804)), 0x6AL))) || g_308) <= p_26)) < l_850), 13)), 0x50C27766B2420517LL)) != l_850), g_237.f0))) < 0L), p_28)) <= 0x2A2D49AEL) != g_820)) | 0x9D2C6BEF7F11FB76LL);
        for (g_567 = 0; (g_567 <= 52); g_567 = safe_add_func_uint32_t_u_u(g_567, 5))
        { /* block id: 368 */
            int8_t l_873 = 0x41L;
            for (g_804 = 0; (g_804 >= 4); ++g_804)
            { /* block id: 371 */
                struct S0 l_871 = {0x5F09C12BL,18446744073709551615UL,-2L};
                p_26 |= (((safe_rshift_func_int16_t_s_u((l_872 ^= (l_871 , p_29)), (g_841 & ((0x3AL & p_30) != l_873)))) ^ ((safe_lshift_func_uint8_t_u_u((((((p_27 <= (-5L)) >= p_29) || 1L) || g_678) , p_29), l_845.f2)) | g_682[3][0][4])) > 0x4F12L);
                return g_509;
            }
            l_896 = (safe_lshift_func_int16_t_s_u(((safe_mod_func_uint16_t_u_u(0x8B71L, g_841)) != ((safe_add_func_uint64_t_u_u((safe_lshift_func_int8_t_s_s((safe_sub_func_uint32_t_u_u((safe_rshift_func_int16_t_s_s(((l_873 & 0xACL) , (safe_mod_func_uint32_t_u_u(((safe_div_func_uint8_t_u_u((((((l_892[4][0] = g_237) , (l_895 = (safe_mod_func_int16_t_s_s(((g_97 , ((((65534UL == p_29) ^ 252UL) ^ p_27) ^ l_845.f1)) & 7L), l_845.f2)))) & p_28) || l_872) && (-1L)), p_30)) & p_30), l_872))), g_509)), (-10L))), l_850)), l_845.f0)) < l_864)), p_26));
        }
    }
    g_244 |= p_30;
    g_678 = (((g_797 |= (((((g_332[1] = g_237.f0) , (safe_add_func_uint32_t_u_u((((l_892[4][0] , l_892[4][0].f2) <= ((l_896 = g_237.f1) , ((g_237.f2 <= ((l_892[4][0].f1 != ((((safe_mul_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((((safe_div_func_int16_t_s_s((((safe_add_func_uint8_t_u_u((g_570--), (safe_add_func_uint8_t_u_u((l_896 = g_2), p_30)))) != g_237.f0) > 0x7D641D0EBFD4BC9ALL), 65535UL)) || g_2) | p_26), g_178[1])), l_864)) || l_892[4][0].f1) <= p_30) | p_28)) ^ l_892[4][0].f2)) >= l_845.f1))) , 1UL), l_845.f2))) >= p_29) , p_28) | g_97)) <= 0x8664L) != 0xEFL);
    return p_29;
}


/* ------------------------------------------ */
/* 
 * reads : g_100 g_130 g_2 g_66 g_218 g_169 g_178 g_165 g_47 g_244 g_237.f1 g_143 g_237 g_216 g_97 g_263 g_264 g_191 g_308 g_332 g_142 g_193 g_465 g_509 g_98 g_567 g_52 g_570 g_657 g_474 g_668 g_682 g_797 g_808 g_822 g_841
 * writes: g_218 g_237 g_216 g_244 g_169 g_143 g_100 g_66 g_263 g_264 g_165 g_308 g_193 g_47 g_97 g_130 g_465 g_509 g_98 g_52 g_570 g_657 g_682 g_142 g_797 g_808 g_678 g_822 g_841
 */
static int32_t  func_31(uint64_t  p_32, uint16_t  p_33, int32_t  p_34, uint32_t  p_35)
{ /* block id: 64 */
    int16_t l_198 = 0x6263L;
    int32_t l_204 = 0L;
    int32_t l_205 = (-1L);
    int32_t l_206 = 7L;
    int32_t l_207 = 0x3B713AA7L;
    int32_t l_210 = 0x72E5D604L;
    int32_t l_214 = 0xF3092C38L;
    int32_t l_215 = 0xC318DF62L;
    const int64_t l_275 = 0x65EC408DC6CEC155LL;
    int16_t l_330 = 0x6407L;
    uint64_t l_341 = 1UL;
    struct S0 l_342 = {18446744073709551615UL,0xA122AFA7A3F087FALL,-2L};
    int16_t l_363 = (-4L);
    const uint32_t l_445 = 0xFA4915FEL;
    uint64_t l_508 = 0UL;
    int64_t l_510 = 0xD3F6F4DA8080C9B4LL;
    struct S0 l_573[5] = {{0x84570570L,0x3B6E87B82B083667LL,0x551F95334A150D49LL},{0x84570570L,0x3B6E87B82B083667LL,0x551F95334A150D49LL},{0x84570570L,0x3B6E87B82B083667LL,0x551F95334A150D49LL},{0x84570570L,0x3B6E87B82B083667LL,0x551F95334A150D49LL},{0x84570570L,0x3B6E87B82B083667LL,0x551F95334A150D49LL}};
    int i;
lbl_511:
    if (((safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s(((g_100 <= p_35) == ((((0L < ((0x238900E08CE7AB66LL || l_198) || ((safe_div_func_int8_t_s_s(((((safe_div_func_int64_t_s_s(p_32, p_33)) > g_130) , l_198) >= p_34), l_198)) & 1UL))) >= l_198) < p_33) != g_2)), g_66)), p_35)) , l_198))
    { /* block id: 65 */
        int32_t l_203[4];
        int32_t l_208 = 0x9750D2B4L;
        int32_t l_209 = 9L;
        int32_t l_211 = 0xF51E4EA5L;
        int32_t l_212 = 0x7E704F44L;
        int32_t l_213 = (-1L);
        int32_t l_217 = 0x845497A7L;
        struct S0 l_236 = {0x92F33C9AL,18446744073709551606UL,0x4D4D0539E3AA4E0CLL};
        int i;
        for (i = 0; i < 4; i++)
            l_203[i] = 0xE2E9BB93L;
        ++g_218;
        if ((safe_mod_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((((((safe_add_func_uint8_t_u_u(((l_213 |= (((p_33 , ((safe_div_func_uint64_t_u_u((safe_mod_func_uint64_t_u_u((safe_mod_func_int8_t_s_s((l_204 && p_33), (~((safe_mod_func_int8_t_s_s(((g_237 = l_236) , (g_216[0][2][0] = (safe_div_func_int64_t_s_s((((safe_add_func_uint32_t_u_u(((g_169[2][0][2] < (3L && g_178[3])) <= (-1L)), l_206)) | l_208) || p_33), g_165)))), l_214)) && g_2)))), g_47[0])), 0x165989249AE61D3FLL)) < (-5L))) , p_32) >= l_206)) && p_32), p_33)) || g_218) , 0x77L) | p_35) , 0x5004L), 11)), l_203[2])))
        { /* block id: 70 */
            uint64_t l_245 = 0x50E11E3A59E253D9LL;
            g_244 |= ((safe_sub_func_uint32_t_u_u(p_35, 0xE5330FB9L)) == 0x10L);
            l_245 = p_33;
        }
        else
        { /* block id: 73 */
            uint8_t l_260 = 0x70L;
            l_208 ^= (((l_215 != p_34) && ((((safe_div_func_int64_t_s_s((((safe_lshift_func_uint16_t_u_s(65535UL, 1)) || (g_169[3][1][5] &= 1UL)) != 1UL), ((+(g_237.f1 >= (~((--g_143) < (0xF4C75CBCL != g_178[2]))))) && (-3L)))) ^ 1UL) & 5UL) > l_209)) > g_100);
            for (g_100 = (-27); (g_100 < 51); g_100++)
            { /* block id: 79 */
                g_237 = g_237;
            }
            l_207 = (l_213 = (g_264 &= (g_244 = (p_33 , ((g_263[0][2][5] ^= (safe_sub_func_uint8_t_u_u(g_178[2], (g_165 , ((g_66 &= ((1L < ((safe_div_func_int8_t_s_s(p_35, (l_260 = g_216[0][0][0]))) && (safe_mod_func_int32_t_s_s(g_97, l_204)))) || 0x4EDDL)) >= l_198))))) , 9L)))));
        }
        for (l_212 = 0; (l_212 == 9); ++l_212)
        { /* block id: 92 */
            if (g_237.f1)
                break;
        }
    }
    else
    { /* block id: 95 */
        struct S0 l_283 = {0x45FBA00DL,4UL,0xEFC44F52D5E572F2LL};
        int32_t l_284[8] = {8L,8L,8L,8L,8L,8L,8L,8L};
        int i;
        for (g_165 = 0; (g_165 <= 0); g_165 += 1)
        { /* block id: 98 */
            uint32_t l_270 = 4294967288UL;
            int32_t l_304 = (-1L);
            struct S0 l_331 = {0x6090FFD3L,6UL,0x9A49C0721CABDFC5LL};
            for (l_214 = 0; (l_214 <= 0); l_214 += 1)
            { /* block id: 101 */
                uint32_t l_269[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_269[i] = 4294967291UL;
                for (g_100 = 0; (g_100 <= 0); g_100 += 1)
                { /* block id: 104 */
                    int32_t l_282 = 0x413EED14L;
                    int i;
                    l_269[1] = (safe_rshift_func_uint16_t_u_u(g_47[l_214], g_47[l_214]));
                    ++l_270;
                    l_282 |= (safe_div_func_uint16_t_u_u(((0x2A9CL >= ((l_275 <= g_2) < g_100)) == (safe_sub_func_int16_t_s_s(g_97, ((safe_rshift_func_uint8_t_u_s(0x76L, (safe_div_func_int8_t_s_s(((p_32 != p_34) < g_191), l_270)))) >= 0xB8245335L)))), g_237.f2));
                }
                l_283 = g_237;
            }
            for (p_35 = 0; (p_35 <= 0); p_35 += 1)
            { /* block id: 113 */
                uint32_t l_303 = 8UL;
                int32_t l_306 = 0L;
                for (g_237.f0 = 0; (g_237.f0 <= 4); g_237.f0 += 1)
                { /* block id: 116 */
                    int32_t l_305 = (-8L);
                    int32_t l_307 = (-10L);
                    int i;
                    l_304 |= ((l_284[0] ^= 0x46EB0CF1L) , (safe_lshift_func_uint16_t_u_s((((safe_sub_func_uint32_t_u_u(g_47[g_165], (safe_mul_func_uint16_t_u_u((1L & (safe_mul_func_uint16_t_u_u(g_178[p_35], (!(safe_mul_func_uint8_t_u_u(0xAFL, ((safe_sub_func_int8_t_s_s((g_178[(p_35 + 4)] && (!((safe_mul_func_int16_t_s_s((safe_add_func_int16_t_s_s(g_47[g_165], 0xC83BL)), g_143)) , l_303))), l_283.f2)) || l_205))))))), p_34)))) | 1UL) , g_47[g_165]), p_33)));
                    g_308--;
                    g_244 = (g_143 , 1L);
                    if (l_270)
                        break;
                }
                for (l_198 = 0; (l_198 >= 0); l_198 -= 1)
                { /* block id: 125 */
                    uint32_t l_311 = 18446744073709551615UL;
                    if (l_304)
                        break;
                    g_244 = (l_311 & (((((safe_mul_func_uint16_t_u_u((safe_unary_minus_func_uint64_t_u((safe_lshift_func_int8_t_s_u((l_306 = (safe_add_func_int32_t_s_s((l_284[0] = 0xA2F38F12L), (safe_div_func_int32_t_s_s((p_33 ^ (safe_rshift_func_uint8_t_u_s((safe_div_func_uint64_t_u_u((safe_sub_func_int32_t_s_s((4294967295UL <= (g_169[3][1][5] &= ((((safe_lshift_func_uint16_t_u_s((!6L), p_32)) & p_34) && l_306) , l_283.f2))), p_32)), p_32)), 5))), l_330))))), l_311)))), l_283.f1)) || p_34) && 0x44L) < g_100) < 0L));
                }
            }
            l_331 = l_331;
        }
        return l_284[3];
    }
    if ((g_332[2] <= (l_198 && (l_214 ^= (p_35 < g_97)))))
    { /* block id: 138 */
        struct S0 l_357 = {0x5B160881L,4UL,0xC4745105DDB93A7BLL};
        int16_t l_364[4];
        int32_t l_376 = 8L;
        uint8_t l_616 = 0x12L;
        int16_t l_634 = (-1L);
        uint64_t l_654 = 18446744073709551615UL;
        int32_t l_658 = (-1L);
        int32_t l_667 = 0L;
        int32_t l_669[1];
        int16_t l_675 = 0x2DDEL;
        int32_t l_709 = 0xD3AE7B5BL;
        int i;
        for (i = 0; i < 4; i++)
            l_364[i] = 1L;
        for (i = 0; i < 1; i++)
            l_669[i] = 0L;
        if ((safe_mod_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u((((safe_mul_func_int8_t_s_s(p_34, (safe_mul_func_uint8_t_u_u(p_35, (l_341 || ((l_207 = g_218) <= 0xC08C1B6F581555E7LL)))))) , g_218) != (l_342 , 18446744073709551609UL)), 6)), 2UL)))
        { /* block id: 140 */
            uint32_t l_355 = 0xE865EF7BL;
            struct S0 l_395 = {0x15BE1C9EL,0xDA6F04146DC47DA3LL,0xE3CB3D1823C8F109LL};
            int32_t l_463[8];
            int i;
            for (i = 0; i < 8; i++)
                l_463[i] = 0L;
lbl_410:
            for (g_100 = 0; (g_100 >= 39); g_100 = safe_add_func_int16_t_s_s(g_100, 1))
            { /* block id: 143 */
                const uint32_t l_348 = 0x3B0AC487L;
                int32_t l_356 = 0xF6E7AE0BL;
                l_204 |= (safe_sub_func_int16_t_s_s((((safe_unary_minus_func_int64_t_s(l_348)) < (((safe_lshift_func_int8_t_s_s((l_356 ^= (((safe_lshift_func_uint8_t_u_s((65532UL > (l_205 = (-1L))), 6)) == (safe_sub_func_int16_t_s_s(((0xE1CF89A00F021F41LL && (l_355 > (1UL <= 4UL))) ^ 0xB91CC760L), 0xD7C6L))) <= l_342.f0)), g_130)) , (-1L)) >= 0xA727L)) <= g_264), 0xFF94L));
                l_357 = l_342;
            }
            if ((safe_sub_func_uint64_t_u_u(l_355, ((safe_mul_func_uint16_t_u_u((!(((p_32 > (0x984FL && l_363)) == ((l_364[3] = l_357.f0) > 0xC1L)) && (l_355 <= 0UL))), l_357.f1)) | g_142))))
            { /* block id: 150 */
                const uint32_t l_374[1][7][8] = {{{4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL},{4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL},{4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL},{4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL},{4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL},{4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL},{4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL,4294967287UL}}};
                int32_t l_375 = (-1L);
                int i, j, k;
                for (g_193 = 0; (g_193 >= 0); g_193 -= 1)
                { /* block id: 153 */
                    int i;
                    g_237 = l_342;
                    l_376 = (l_375 = ((safe_lshift_func_int16_t_s_u((((g_47[g_193] , (safe_add_func_uint64_t_u_u(0x07CC00055A881465LL, (((((safe_sub_func_uint8_t_u_u((g_47[g_193] = g_193), (((((g_165 ^ (p_34 > ((((((1L <= (safe_lshift_func_uint16_t_u_s((+p_33), 14))) , 0UL) == p_32) , g_169[1][3][0]) && 0x02EEL) && 0x41712901F4CE26FFLL))) < p_32) | p_35) , p_34) < l_355))) > p_34) | p_35) >= 0x0C01ED3CL) >= l_374[0][5][2])))) & 0L) < p_33), p_32)) <= g_165));
                    g_244 = (0x87A7L <= (((l_376 = (g_130 = (g_97 = ((-1L) == 1L)))) , (((safe_sub_func_uint64_t_u_u(((((((((safe_sub_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((((safe_add_func_uint32_t_u_u(((safe_lshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u(p_35, ((0UL | ((((g_47[0] == (safe_add_func_int64_t_s_s(g_237.f0, 0xFED3F83382B749A9LL))) & g_332[2]) > 18446744073709551615UL) > 0xCBL)) ^ p_32))), l_357.f2)), 6)) & g_47[g_193]), (-1L))) == g_216[0][3][0]) != 0x90BD672BL), 0x53L)), 3)), p_33)) ^ l_375) && (-3L)) || g_130) <= p_35) <= p_35) || l_364[2]) | 0x0F809D70L), p_32)) & 0xD37DL) < l_355)) | g_47[0]));
                }
                l_395 = (l_342 = g_237);
                for (g_237.f2 = 0; (g_237.f2 > 2); g_237.f2 = safe_add_func_uint32_t_u_u(g_237.f2, 4))
                { /* block id: 167 */
                    return g_165;
                }
                for (l_375 = 3; (l_375 >= 0); l_375 -= 1)
                { /* block id: 172 */
                    int32_t l_398 = 0xBA50C541L;
                    int32_t l_409[7][6] = {{0L,0L,0L,0x266FC46FL,0L,0L},{0L,0L,0L,0x266FC46FL,0L,0L},{0L,0L,0L,0x266FC46FL,0L,0L},{0L,0L,0L,0x266FC46FL,0L,0L},{0L,0L,0L,0x266FC46FL,0L,0L},{0L,0L,0L,0x266FC46FL,0L,0L},{0L,0L,0L,0x266FC46FL,0L,0L}};
                    int i, j;
                    l_409[2][0] = (((l_364[l_375] != (((((l_398 |= p_32) || g_2) < (-10L)) == 0x9AL) ^ (safe_sub_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u(((g_169[2][0][1] & (safe_rshift_func_int16_t_s_s((safe_rshift_func_int16_t_s_u((((((((safe_mod_func_uint8_t_u_u(l_364[l_375], 0xCFL)) , g_332[2]) & 0x72FA32C99AB52449LL) , l_364[l_375]) > (-1L)) < g_332[3]) || 250UL), g_142)), g_193))) < p_35), g_178[0])) & 0x1CEBL), p_35)))) & g_308) , g_143);
                    if (g_100)
                        goto lbl_410;
                }
            }
            else
            { /* block id: 177 */
                int64_t l_419 = 0xBE7B3DF32D104460LL;
                int32_t l_468[8] = {0xE4C4FB00L,(-1L),(-1L),0xE4C4FB00L,(-1L),0x0AE1F2F5L,(-1L),0x0AE1F2F5L};
                uint16_t l_475 = 3UL;
                int i;
                if ((((((safe_lshift_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s(((((((safe_mod_func_uint16_t_u_u((p_33 ^= (safe_lshift_func_int8_t_s_u((l_419 = g_264), 1))), (((p_32 && (p_35 = l_204)) != g_218) && (safe_div_func_int32_t_s_s(3L, g_97))))) && l_357.f0) >= l_342.f0) , l_419) == g_191) | 0xFC53L), 0L)) && 0x68F4F295L), 13)) , g_193) < l_395.f0) < l_357.f2) , l_395.f2))
                { /* block id: 181 */
                    struct S0 l_422 = {18446744073709551609UL,8UL,1L};
                    g_237 = g_237;
                    g_237 = g_237;
                    l_422 = l_342;
                    g_244 = ((l_206 |= (safe_sub_func_uint16_t_u_u(((p_32 & (((p_34 & 0x87601B9EL) == (safe_div_func_int64_t_s_s((safe_mul_func_uint8_t_u_u((safe_mod_func_int16_t_s_s(((safe_div_func_int32_t_s_s(((((safe_lshift_func_int16_t_s_s((l_395.f2 == ((g_66 |= ((safe_add_func_int8_t_s_s((l_422.f2 , (safe_add_func_uint32_t_u_u((p_35 == ((safe_add_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u((p_33 ^ 0xB035L), l_364[3])), g_2)) , l_342.f1)), 4294967295UL))), g_332[1])) ^ 0UL)) || 0L)), 8)) && 1UL) ^ g_237.f1) | 0xF0L), l_445)) < l_422.f0), p_34)), 255UL)), l_422.f0))) , l_422.f1)) > g_237.f1), 0UL))) != 7UL);
                }
                else
                { /* block id: 188 */
                    uint8_t l_447 = 0xD1L;
                    int32_t l_462 = 0L;
                    l_447 = (safe_unary_minus_func_uint8_t_u(0x24L));
                    l_462 ^= ((safe_mul_func_int8_t_s_s(((safe_lshift_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s(((safe_sub_func_uint8_t_u_u((g_169[2][4][4] < p_32), (((((((0x0CC6078AA997130ELL != (((safe_rshift_func_int8_t_s_u(g_216[0][2][0], 7)) != 3L) || (safe_add_func_uint32_t_u_u((safe_sub_func_int64_t_s_s((((l_376 >= (((9L | p_32) , p_32) >= 4294967287UL)) > p_34) | l_395.f1), 0UL)), 0xA601570EL)))) ^ 0x51D8L) <= g_332[2]) , g_178[2]) < 65535UL) && 6L) >= p_34))) >= l_215), l_447)), 3)) > l_364[2]), 6UL)) <= 0x3BL);
                    ++g_465[5][0];
                }
                if (l_468[6])
                { /* block id: 193 */
                    l_376 ^= ((((((p_32 , g_193) != g_263[0][2][5]) > (((((~((g_100 < g_237.f0) > (safe_add_func_int16_t_s_s((safe_mul_func_int16_t_s_s((p_33 && (4294967293UL ^ 0UL)), l_395.f0)), (-1L))))) > 7UL) | g_191) != p_34) < l_419)) || p_32) && g_193) ^ 0x8B90L);
                    --l_475;
                    g_237 = l_357;
                }
                else
                { /* block id: 197 */
                    uint8_t l_492[8] = {2UL,2UL,2UL,2UL,2UL,2UL,2UL,2UL};
                    struct S0 l_501 = {0xC8EBF6A7L,0x2F6F78F36DCF3529LL,-1L};
                    int i;
                    g_244 = l_468[5];
                    l_206 = (((safe_lshift_func_int16_t_s_u(((((g_465[5][0] &= (safe_rshift_func_uint16_t_u_s(((+0xBCF1EEAD5FB94BD4LL) >= (((l_342 = g_237) , (safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(p_32, (((safe_div_func_uint32_t_u_u((((safe_unary_minus_func_int32_t_s((((g_169[3][1][5] < ((safe_rshift_func_uint8_t_u_u(g_169[0][0][6], 5)) , (p_35 >= (p_35 ^ 0xD501CAF7B01DCB59LL)))) < l_355) ^ p_32))) && g_237.f0) & 0x19B7B227EC48BEC3LL), (-5L))) | l_492[6]) | p_34))), p_32))) < g_244)), 14))) , 0xB8160F2AL) && l_463[7]) , 1L), 1)) , p_34) | 0x28D7F765L);
                    g_509 |= (safe_mul_func_int8_t_s_s((((+(safe_sub_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u((+g_169[3][4][3]), 12)), (((0x6E9DL && (p_34 , ((l_501 , (safe_mul_func_uint8_t_u_u((((safe_lshift_func_int16_t_s_u((l_205 |= (g_130 <= 0x37L)), 13)) , (safe_div_func_int64_t_s_s((l_463[3] = 0x0CD781E95EA1EED2LL), l_508))) ^ 0x242EL), 0x17L))) >= g_244))) & 0xF4L) , p_32)))) || 65532UL) ^ g_332[2]), (-1L)));
                }
                g_244 = (l_510 ^ p_35);
            }
        }
        else
        { /* block id: 208 */
            uint8_t l_539 = 0x8DL;
            int8_t l_541 = 0x45L;
            int32_t l_568 = (-5L);
            int32_t l_569 = 0xC7EC032CL;
            if (l_445)
                goto lbl_511;
            for (g_98 = (-8); (g_98 <= 24); g_98 = safe_add_func_int16_t_s_s(g_98, 4))
            { /* block id: 212 */
                uint32_t l_540[6][8] = {{3UL,1UL,0xD713FAFEL,1UL,3UL,0x710C6551L,0xA68DFC4FL,0x9D02FF6BL},{3UL,0x710C6551L,0xA68DFC4FL,0x9D02FF6BL,0xA68DFC4FL,0x710C6551L,3UL,1UL},{0UL,1UL,0xA68DFC4FL,3UL,0xD3B415BAL,3UL,0xA68DFC4FL,1UL},{0xA68DFC4FL,0x2A1F598DL,0xD713FAFEL,0x9D02FF6BL,0xD3B415BAL,1UL,0xD3B415BAL,0x9D02FF6BL},{0UL,0x2A1F598DL,0UL,1UL,0xA68DFC4FL,3UL,0xD3B415BAL,3UL},{3UL,1UL,0xD713FAFEL,1UL,3UL,0x710C6551L,0xA68DFC4FL,0x9D02FF6BL}};
                int32_t l_542 = 0x35204195L;
                int i, j;
                for (g_308 = (-27); (g_308 > 29); g_308 = safe_add_func_uint64_t_u_u(g_308, 1))
                { /* block id: 215 */
                    int16_t l_528 = 0xA59BL;
                    uint64_t l_538 = 0xAEA2182470CF5192LL;
                    int32_t l_565 = 0x8BF96FC4L;
                    uint32_t l_566 = 0x2618B659L;
                    l_542 = ((((safe_sub_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u(((p_33 , ((safe_add_func_uint32_t_u_u(p_34, ((safe_lshift_func_uint8_t_u_u(0UL, 6)) || ((((safe_div_func_uint8_t_u_u((((l_528 = (safe_mod_func_uint32_t_u_u(p_33, p_32))) <= g_332[2]) == (+(safe_sub_func_uint64_t_u_u((safe_add_func_int16_t_s_s(((l_540[5][0] = ((safe_sub_func_int64_t_s_s((safe_rshift_func_uint16_t_u_u((l_538 <= 0x08L), 12)), l_539)) | p_34)) != g_130), g_332[2])), p_32)))), (-7L))) < 0x85D8L) >= l_357.f1) ^ p_34)))) | l_541)) && 0x33L), g_218)), g_332[2])) ^ 0x4C48L) , l_538) ^ g_244);
                    g_244 = ((((safe_mul_func_uint16_t_u_u(1UL, (g_66 != (l_376 = ((safe_rshift_func_uint16_t_u_u(l_376, 11)) ^ ((((safe_mul_func_int8_t_s_s(0L, (safe_add_func_int16_t_s_s((((safe_sub_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_u(0x6EL, 5)) , ((g_52 |= (safe_add_func_int64_t_s_s((((safe_mod_func_uint16_t_u_u((((l_528 && (safe_sub_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(((l_565 = g_100) & l_566), l_341)) | (-1L)), 0x81L)), g_2))) > g_567) != l_215), 0xCEF0L)) < l_541) | p_34), g_2))) && g_465[0][6])), g_130)) | 0x15L) , g_47[0]), g_264)))) == p_35) != p_33) & 0xFFL)))))) , l_510) <= p_32) < 0xF9A7L);
                    ++g_570;
                    return l_566;
                }
                l_573[2] = g_237;
            }
        }
        if ((l_205 = (safe_div_func_int16_t_s_s(((((((safe_div_func_int16_t_s_s(l_364[3], p_34)) & (safe_sub_func_uint32_t_u_u(((65535UL || (((safe_rshift_func_int16_t_s_s(p_35, 11)) && g_178[4]) & (safe_mod_func_int16_t_s_s(((safe_add_func_int16_t_s_s(((safe_rshift_func_int16_t_s_s(p_35, 6)) | ((p_35 == p_34) == p_34)), g_143)) >= 2UL), p_33)))) > p_33), l_207))) < l_342.f1) & 0x2425F4D44ACA6DD6LL) ^ g_264) & 65535UL), 0x3C4DL))))
        { /* block id: 230 */
            int64_t l_615 = 0x5C8F116ACDC3FA1BLL;
            int32_t l_653 = 0x6EA36BF3L;
            for (l_205 = 18; (l_205 > (-13)); l_205 = safe_sub_func_uint8_t_u_u(l_205, 1))
            { /* block id: 233 */
                struct S0 l_590 = {0UL,0xE32332A4DB88C4D0LL,0L};
                g_237 = l_590;
                g_237 = ((safe_lshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_s(g_263[0][2][5], 1)) , (((g_100 ^ ((safe_sub_func_int16_t_s_s((((p_34 & ((((safe_add_func_int64_t_s_s(((safe_sub_func_uint64_t_u_u((safe_lshift_func_int16_t_s_s((l_342.f2 == ((safe_add_func_int8_t_s_s(((((g_191 >= (safe_add_func_uint32_t_u_u(5UL, (l_376 = (safe_rshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u((safe_sub_func_uint16_t_u_u(l_364[3], g_465[7][4])), l_615)), 3)))))) , l_616) == l_357.f2) == l_214), l_364[3])) || 4294967291UL)), 1)), l_357.f2)) | l_364[3]), g_216[0][2][0])) ^ 18446744073709551612UL) ^ p_34) > p_32)) < p_33) > 0x8BEBL), p_33)) || p_34)) , 0x9BL) | 0x12L)), p_35)), 5)) , l_590);
            }
            for (l_210 = 0; (l_210 >= (-27)); l_210 = safe_sub_func_uint16_t_u_u(l_210, 1))
            { /* block id: 240 */
                int8_t l_655 = 0x42L;
                for (l_342.f1 = 0; (l_342.f1 <= 59); l_342.f1 = safe_add_func_uint8_t_u_u(l_342.f1, 1))
                { /* block id: 243 */
                    int8_t l_656 = (-1L);
                    if (p_35)
                        break;
                    g_657 &= ((safe_sub_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s(255UL, 2)), (safe_mod_func_int8_t_s_s(((safe_rshift_func_int8_t_s_s((((safe_unary_minus_func_uint64_t_u(((l_655 = (g_98 = ((safe_lshift_func_uint8_t_u_u(((g_244 || (safe_lshift_func_int8_t_s_u((((l_634 ^ ((safe_unary_minus_func_uint8_t_u((safe_rshift_func_uint16_t_u_u(((safe_mod_func_int8_t_s_s((safe_sub_func_int8_t_s_s((((g_244 |= ((safe_mul_func_int8_t_s_s(p_35, p_35)) , (safe_add_func_uint16_t_u_u((safe_add_func_int16_t_s_s(l_634, (safe_unary_minus_func_uint64_t_u(((safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_s((((p_32 , 4294967295UL) || g_130) || l_215), p_34)), l_653)) ^ 0xB4D0BC99942EE8ECLL))))), p_33)))) < g_178[2]) <= g_237.f2), 1L)), l_376)) <= p_35), 10)))) != p_35)) || p_34) < g_263[0][2][5]), l_376))) , l_653), 7)) | l_654))) , g_100))) == 18446744073709551608UL) && 0x02L), l_656)) | p_34), g_178[2])))) && g_332[2]);
                    if (g_178[2])
                        continue;
                }
                return l_658;
            }
            l_206 = (safe_mul_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u(g_332[0], ((-1L) > ((((g_218 &= (g_509 , (((l_573[2] , (p_34 , l_615)) , (safe_add_func_uint32_t_u_u((safe_sub_func_uint8_t_u_u(g_474[0], l_206)), l_667))) == g_191))) <= g_465[5][0]) & 1L) | g_474[1])))) , l_206), l_363));
        }
        else
        { /* block id: 255 */
            int8_t l_674 = 0xA0L;
            int32_t l_676 = 0L;
            int32_t l_677 = 0xBDB749AEL;
            int32_t l_679 = 0x38A5500EL;
            int8_t l_710 = 1L;
            struct S0 l_723[6][2] = {{{0UL,6UL,0L},{0UL,6UL,0L}},{{0UL,6UL,0L},{0UL,6UL,0L}},{{0UL,6UL,0L},{0UL,6UL,0L}},{{0UL,6UL,0L},{0UL,6UL,0L}},{{0UL,6UL,0L},{0UL,6UL,0L}},{{0UL,6UL,0L},{0UL,6UL,0L}}};
            int i, j;
            if (((g_237 , (l_376 = (((g_465[2][2] = p_33) & (g_216[0][2][0] == 5L)) || 0xE80A6D20L))) >= (l_669[0] = g_668[0])))
            { /* block id: 259 */
                int32_t l_680[8];
                int i;
                for (i = 0; i < 8; i++)
                    l_680[i] = 0x818B1097L;
                for (p_34 = (-23); (p_34 <= 6); p_34 = safe_add_func_int8_t_s_s(p_34, 8))
                { /* block id: 262 */
                    int8_t l_681 = 0x4CL;
                    g_244 = (p_32 < (g_98 ^ (safe_sub_func_uint64_t_u_u(p_34, g_332[4]))));
                    ++g_682[0][0][5];
                }
                l_215 = p_32;
            }
            else
            { /* block id: 267 */
                uint32_t l_711 = 4294967295UL;
                int32_t l_722 = 0x089D08C2L;
                for (l_205 = 3; (l_205 >= 0); l_205 -= 1)
                { /* block id: 270 */
                    int32_t l_691 = 6L;
                    int8_t l_708 = (-6L);
                    struct S0 l_712 = {0xF65A285AL,0x7CB393036595C9A9LL,-1L};
                    int i;
                    if (g_332[l_205])
                        break;
                    g_237 = (((((l_711 = ((((safe_lshift_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(0xCBL, (l_691 ^= 0xBDL))), 2)) | ((((g_465[1][0] = l_364[l_205]) != g_2) == p_34) <= ((safe_lshift_func_uint16_t_u_s((g_264 ^= (safe_mod_func_uint16_t_u_u((safe_mod_func_int32_t_s_s((safe_lshift_func_int16_t_s_u(((((((((((safe_div_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s(0xDDL, 1)), (safe_add_func_int16_t_s_s((0L || (-1L)), g_237.f1)))) == (-1L)) <= p_32) && l_708) && 0x673C9A607A29EF3CLL) ^ 0UL) >= 0xC371L) , 2L) ^ p_34) , l_709), 1)), 0x02B33C64L)), g_474[1]))), l_710)) || 2L))) , p_33) < 65535UL)) | 0L) > 0L) >= g_47[0]) , l_712);
                }
                if (((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((~(safe_add_func_uint8_t_u_u(((-7L) < (safe_rshift_func_uint8_t_u_s((l_722 = l_674), 2))), (((((((l_723[1][0] , l_723[1][0].f1) <= (((safe_div_func_int64_t_s_s(l_669[0], p_33)) | (g_169[2][1][1] && 0x9A5B74D7L)) | p_33)) > p_34) , g_216[0][1][0]) || l_667) , 0x3CEAB180L) == l_709)))), 13)), g_264)) < 0x3555730F87C9BA63LL))
                { /* block id: 279 */
                    int32_t l_747 = 0x096F540CL;
                    int32_t l_748 = 0x2202840CL;
                    l_748 = ((((safe_lshift_func_int16_t_s_s((((-1L) < (safe_rshift_func_int16_t_s_s((((safe_mod_func_int64_t_s_s((safe_div_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_s(p_32, (safe_div_func_uint16_t_u_u((0x8E1DL | (((l_669[0] = (safe_add_func_int16_t_s_s(0x3509L, (safe_add_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u(0x4909L, 5)), (safe_lshift_func_uint16_t_u_u(p_33, 6))))))) , (g_657 = ((+(l_206 = (p_33 <= p_33))) & 0UL))) != p_32)), l_364[3])))) > 0x2DCE56C6L), l_679)), g_465[5][0])) > p_33) >= l_747), 9))) > g_237.f0), 11)) >= g_237.f0) > 2UL) & 1UL);
                    l_677 &= (safe_add_func_uint32_t_u_u((safe_div_func_int64_t_s_s((safe_sub_func_int64_t_s_s((((safe_add_func_int8_t_s_s((l_669[0] = (g_216[0][2][0] ^= (l_667 != p_33))), (((safe_mod_func_uint64_t_u_u((safe_div_func_uint8_t_u_u((safe_add_func_int16_t_s_s(g_567, ((((l_676 = (((((((safe_mod_func_uint64_t_u_u(g_193, (safe_add_func_int8_t_s_s((l_747 == (safe_mod_func_uint8_t_u_u((g_142 = ((safe_mod_func_int8_t_s_s(((safe_mod_func_int8_t_s_s((safe_div_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s(p_32, 5)) & ((l_204 = ((g_567 | p_32) < p_32)) & l_357.f2)), 65526UL)), p_35)) , 0x59L), g_2)) , p_32)), g_465[5][0]))), 0xDDL)))) ^ 0x9DAE9E2F43D9E500LL) && g_193) > 0L) > 0xA0DEL) > g_570) , g_264)) > p_33) ^ 0xDA46L) > g_668[0]))), 5UL)), g_263[0][2][5])) | g_668[0]) , g_143))) && 0x18CB69876C5B7659LL) < p_33), l_207)), p_32)), 1L));
                }
                else
                { /* block id: 290 */
                    uint16_t l_777 = 0x7BC8L;
                    int32_t l_786 = 0x584269FDL;
                    l_777++;
                    l_207 &= (((safe_div_func_uint64_t_u_u(((safe_mod_func_uint16_t_u_u(((g_97 ^= (p_32 & (g_264 = (g_682[0][0][5] != 0L)))) < (((((l_723[1][0].f2 , (l_786 = p_35)) > (safe_lshift_func_uint8_t_u_s(((l_669[0] = (l_677 = ((safe_lshift_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u((safe_rshift_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u(((0xAAL ^ 1UL) && l_658), g_263[2][5][1])) ^ g_237.f1), g_142)), 9UL)) , g_143), g_237.f1)) == 1UL))) == 4294967287UL), 5))) && 0L) <= g_474[2]) , g_237.f1)), g_474[1])) || p_34), 0x31B6E86E5901B594LL)) , 0L) & p_32);
                    g_797--;
                    return g_2;
                }
            }
        }
    }
    else
    { /* block id: 303 */
        int8_t l_800 = 1L;
        int32_t l_801 = 0xEAD70DE3L;
        int32_t l_802 = 0L;
        int32_t l_803 = 0xB970BD7AL;
        int32_t l_805 = 0x19F4CA68L;
        int32_t l_806 = 0x97426B4BL;
        int32_t l_807[4] = {(-1L),(-1L),(-1L),(-1L)};
        int i;
lbl_817:
        --g_808;
        for (l_342.f1 = 0; (l_342.f1 <= 2); l_342.f1 += 1)
        { /* block id: 307 */
            int32_t l_818 = 0L;
            int32_t l_821 = (-9L);
            struct S0 l_830 = {18446744073709551612UL,0UL,4L};
            uint32_t l_833 = 0xA42E86FBL;
            int i;
            l_210 = (((safe_mod_func_int32_t_s_s((safe_add_func_int8_t_s_s(((g_178[(l_342.f1 + 1)] | g_178[(l_342.f1 + 2)]) <= (g_169[3][1][5] |= (safe_mul_func_uint8_t_u_u((((g_178[(l_342.f1 + 1)] > (l_801 = (g_178[(l_342.f1 + 2)] || p_35))) , (g_178[(l_342.f1 + 1)] || g_308)) || 0x970C17578619DBB0LL), g_474[1])))), 255UL)), g_178[(l_342.f1 + 2)])) , 0x256DDB40L) & p_33);
            g_678 = g_178[2];
            for (g_52 = 0; (g_52 >= 0); g_52 -= 1)
            { /* block id: 314 */
                int32_t l_832 = 2L;
                for (g_66 = 0; (g_66 <= 0); g_66 += 1)
                { /* block id: 317 */
                    if (l_363)
                        goto lbl_817;
                }
                for (g_100 = 0; (g_100 <= 0); g_100 += 1)
                { /* block id: 322 */
                    int i, j, k;
                    return g_216[g_100][(g_52 + 2)][g_100];
                }
                g_822++;
                if (((safe_div_func_uint8_t_u_u(0x75L, 248UL)) >= 0x70CAL))
                { /* block id: 326 */
                    int64_t l_829 = 0xDE76EB283A9E9F31LL;
                    g_678 = (safe_mul_func_int8_t_s_s(l_829, 0x29L));
                    if (l_204)
                        goto lbl_817;
                }
                else
                { /* block id: 329 */
                    l_818 &= g_216[0][1][0];
                }
                for (g_100 = 0; (g_100 <= 2); g_100 += 1)
                { /* block id: 334 */
                    int32_t l_831 = 0x482A9F16L;
                    int i, j, k;
                    g_237 = l_830;
                    l_831 &= g_216[g_52][(g_52 + 2)][g_52];
                    ++l_833;
                }
            }
            for (p_33 = 0; (p_33 <= 0); p_33 += 1)
            { /* block id: 342 */
                return g_178[2];
            }
        }
        l_802 ^= ((+(safe_sub_func_int16_t_s_s(7L, (safe_mul_func_uint8_t_u_u((0x8255L <= g_263[2][0][5]), l_342.f0))))) , l_800);
        for (l_805 = 0; (l_805 <= 4); l_805 += 1)
        { /* block id: 349 */
            if (g_808)
                goto lbl_511;
            for (g_244 = 0; (g_244 <= 4); g_244 += 1)
            { /* block id: 353 */
                int i;
                return g_332[l_805];
            }
            --g_841;
        }
    }
    return l_342.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_47 g_2 g_66 g_52 g_98 g_97 g_130 g_100 g_165 g_169 g_143
 * writes: g_52 g_66 g_97 g_98 g_100 g_130 g_142 g_143 g_47 g_165 g_169 g_178 g_191
 */
static int64_t  func_39(int32_t  p_40, uint32_t  p_41, int8_t  p_42, uint32_t  p_43, int64_t  p_44)
{ /* block id: 4 */
    int32_t l_57[4][5][4] = {{{0xCE06DFE5L,0x3018177CL,1L,1L},{0x3018177CL,0x132C2674L,0x132C2674L,0x3018177CL},{(-8L),1L,0x132C2674L,0x39784725L},{0x3018177CL,0xCE06DFE5L,1L,0xCE06DFE5L},{0xCE06DFE5L,0x132C2674L,(-8L),0xCE06DFE5L}},{{(-8L),0xCE06DFE5L,0x39784725L,0x39784725L},{1L,1L,1L,0x3018177CL},{1L,0x132C2674L,0x39784725L,1L},{(-8L),0x3018177CL,(-8L),0x39784725L},{0xCE06DFE5L,0x3018177CL,1L,1L}},{{0x3018177CL,0x132C2674L,0x132C2674L,0x3018177CL},{(-8L),1L,0x132C2674L,0x39784725L},{0x3018177CL,0xCE06DFE5L,1L,0xCE06DFE5L},{0xCE06DFE5L,0x132C2674L,(-8L),0xCE06DFE5L},{(-8L),0xCE06DFE5L,0x39784725L,0x39784725L}},{{1L,1L,1L,0x3018177CL},{1L,0x132C2674L,0x39784725L,1L},{(-8L),0x3018177CL,(-8L),0x39784725L},{0xCE06DFE5L,0x3018177CL,1L,1L},{0x3018177CL,0x132C2674L,0x132C2674L,0x3018177CL}}};
    int32_t l_58 = 0L;
    int32_t l_67 = 4L;
    int64_t l_164 = 0x1739D61DCCA4C161LL;
    struct S0 l_192 = {18446744073709551615UL,0x567ED74FDE4B5726LL,0L};
    int i, j, k;
lbl_163:
    for (p_43 = (-20); (p_43 != 30); p_43 = safe_add_func_uint32_t_u_u(p_43, 5))
    { /* block id: 7 */
        int64_t l_64 = (-10L);
        int16_t l_65 = 0L;
        for (p_41 = 0; (p_41 <= 0); p_41 += 1)
        { /* block id: 10 */
            int i;
            return g_47[p_41];
        }
        g_143 = (func_48(p_44, (g_52 = 0xC369L), (safe_rshift_func_int8_t_s_u((l_67 = (safe_mod_func_uint16_t_u_u((((l_58 = l_57[1][3][0]) != (((((safe_unary_minus_func_int16_t_s(((safe_rshift_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u((g_66 ^= ((((g_47[0] ^ ((0UL <= g_47[0]) , ((((((l_64 = (p_41 || p_44)) | l_65) < g_47[0]) , l_57[1][3][0]) ^ 0xE2185AEBC5F7C0CBLL) ^ (-1L)))) | l_57[1][3][0]) , l_57[0][4][0]) > g_2)), (-8L))) > p_43), 4)) != 0x6C06L))) < 0UL) > p_40) , 4294967290UL) != g_47[0])) == p_40), g_47[0]))), l_57[2][2][2]))) || 0xD40A9413L);
        p_40 = (+((safe_unary_minus_func_uint16_t_u((1UL & (g_130 != (l_67 = (safe_mul_func_int16_t_s_s((safe_sub_func_int32_t_s_s((safe_div_func_int8_t_s_s(l_64, 0xB9L)), (((g_98 = ((~((g_47[0]++) || (l_58 = ((safe_sub_func_uint32_t_u_u(((l_58 , p_43) < ((safe_mod_func_int64_t_s_s(((0xE1DBEFC3L < g_47[0]) & g_100), g_98)) & 0UL)), p_44)) && p_44)))) | 0xBC596D85D5641618LL)) == l_64) < g_100))), l_57[2][0][1]))))))) | g_66));
    }
    for (g_100 = (-17); (g_100 != 22); ++g_100)
    { /* block id: 44 */
        int16_t l_168 = 1L;
        if (g_98)
            goto lbl_163;
        for (l_58 = 0; (l_58 <= 0); l_58 += 1)
        { /* block id: 48 */
            int8_t l_189[1];
            int32_t l_190[3];
            int i;
            for (i = 0; i < 1; i++)
                l_189[i] = 0L;
            for (i = 0; i < 3; i++)
                l_190[i] = (-1L);
            p_40 = 0L;
            g_165--;
            g_169[3][1][5] = (g_47[l_58] >= l_168);
            p_40 = (safe_add_func_uint32_t_u_u(g_2, (l_67 = (safe_add_func_int16_t_s_s((((safe_sub_func_uint32_t_u_u((safe_sub_func_int16_t_s_s((-2L), ((g_178[2] = 0x2DFE0259L) & g_47[l_58]))), ((g_130 = (safe_lshift_func_int8_t_s_s((safe_mod_func_uint64_t_u_u((g_191 = (safe_div_func_uint64_t_u_u((((((safe_sub_func_uint16_t_u_u((0x0629C93AL ^ (p_43 = (safe_div_func_int32_t_s_s(p_41, ((l_190[1] = l_189[0]) || g_97))))), 0x0849L)) >= l_168) || p_42) || 1L) >= 0UL), g_169[3][0][0]))), 0xC2BF4FD87F6218EFLL)), g_143))) , 4294967286UL))) , 18446744073709551615UL) < 0L), g_143)))));
        }
        l_192 = l_192;
    }
    return p_40;
}


/* ------------------------------------------ */
/* 
 * reads : g_52 g_47 g_66 g_2 g_98 g_97 g_130
 * writes: g_97 g_98 g_100 g_130 g_142
 */
static const uint32_t  func_48(int8_t  p_49, int16_t  p_50, int32_t  p_51)
{ /* block id: 18 */
    struct S0 l_68 = {0x38156AC6L,0xEA280505B3EA3FEELL,0x2E7E12F4000348E7LL};
    int32_t l_75 = 5L;
    uint16_t l_96 = 0x3956L;
    uint32_t l_99 = 0x00C290CEL;
    int32_t l_111[8] = {(-3L),0xEB1BE0F6L,(-3L),(-3L),0xEB1BE0F6L,(-3L),(-3L),0xEB1BE0F6L};
    uint32_t l_126 = 18446744073709551607UL;
    int32_t l_127 = 0x619C5867L;
    int32_t l_128 = 2L;
    int32_t l_129 = 0x9C981C0EL;
    int32_t l_131 = 0x6F98B6A6L;
    int i;
    l_68 = l_68;
    g_100 = (safe_lshift_func_int8_t_s_u((safe_mod_func_int64_t_s_s(((((safe_mod_func_int8_t_s_s((p_49 = 9L), (((l_75 = 0x85DCL) , (g_98 &= (safe_sub_func_int8_t_s_s(p_51, (l_75 = (((safe_sub_func_int16_t_s_s(((+(+(safe_mul_func_int8_t_s_s((safe_mul_func_int16_t_s_s((safe_mul_func_int8_t_s_s((((safe_sub_func_int16_t_s_s(((safe_add_func_uint32_t_u_u(((l_68.f0 == (g_52 , (((g_97 = (safe_mod_func_uint32_t_u_u((0xD5L == (safe_mul_func_int8_t_s_s((0xACA3L ^ l_68.f1), g_52))), l_96))) || p_50) && p_50))) & l_96), 0x313C854BL)) >= l_68.f0), g_47[0])) & g_66) , 2L), p_50)), (-1L))), 3L)))) , l_96), p_51)) || l_96) == g_2)))))) | l_99))) < 0xB8BF77F6L) <= 0x41L) & l_68.f1), l_68.f0)), 7));
    l_131 = (g_130 = (((safe_add_func_int64_t_s_s(((l_129 = (g_2 <= ((safe_mul_func_uint8_t_u_u((+(((l_128 = ((l_127 ^= (((((!(((((((safe_lshift_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u((((l_75 ^= 0x4738E283F91D89D7LL) == l_111[7]) ^ (((safe_sub_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_rshift_func_int8_t_s_s((((((-4L) ^ (safe_rshift_func_uint16_t_u_s(((p_49 && (safe_mul_func_int8_t_s_s(g_2, (safe_mul_func_int16_t_s_s((safe_sub_func_int8_t_s_s((0x7323L & l_68.f1), p_51)), g_2))))) , 0x66D7L), 9))) < 255UL) || p_49) >= l_111[0]), 2)), l_99)), p_49)) > 6L) , 0xDFF904C6L)), g_98)), l_99)) , 1UL) <= l_126) && g_47[0]) , l_75) == 0xF6D1L) < p_51)) != l_111[0]) >= p_51) >= g_97) <= l_111[7])) , 0UL)) >= (-1L)) || g_2)), 0x75L)) , 0x7FAFF4B7L))) == g_52), 0L)) != g_47[0]) || p_49));
    g_142 = (((l_129 = (((safe_rshift_func_uint8_t_u_s(g_2, (((safe_mod_func_int32_t_s_s(l_126, 3UL)) , g_130) >= (safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint16_t_u_s(65534UL, ((((-1L) == 0UL) >= g_130) && 0UL))), 7))))) || l_111[2]) <= l_96)) || l_68.f0) && 0xBBL);
    return g_98;
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
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_47[i], "g_47[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_66, "g_66", print_hash_value);
    transparent_crc(g_97, "g_97", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    transparent_crc(g_100, "g_100", print_hash_value);
    transparent_crc(g_130, "g_130", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_165, "g_165", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_169[i][j][k], "g_169[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_178[i], "g_178[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_191, "g_191", print_hash_value);
    transparent_crc(g_193, "g_193", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_216[i][j][k], "g_216[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_218, "g_218", print_hash_value);
    transparent_crc(g_237.f0, "g_237.f0", print_hash_value);
    transparent_crc(g_237.f1, "g_237.f1", print_hash_value);
    transparent_crc(g_237.f2, "g_237.f2", print_hash_value);
    transparent_crc(g_244, "g_244", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_263[i][j][k], "g_263[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_264, "g_264", print_hash_value);
    transparent_crc(g_308, "g_308", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_332[i], "g_332[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_464, "g_464", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_465[i][j], "g_465[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_474[i], "g_474[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_509, "g_509", print_hash_value);
    transparent_crc(g_567, "g_567", print_hash_value);
    transparent_crc(g_570, "g_570", print_hash_value);
    transparent_crc(g_657, "g_657", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_668[i], "g_668[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_678, "g_678", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_682[i][j][k], "g_682[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_797, "g_797", print_hash_value);
    transparent_crc(g_804, "g_804", print_hash_value);
    transparent_crc(g_808, "g_808", print_hash_value);
    transparent_crc(g_819, "g_819", print_hash_value);
    transparent_crc(g_820, "g_820", print_hash_value);
    transparent_crc(g_822, "g_822", print_hash_value);
    transparent_crc(g_841, "g_841", print_hash_value);
    transparent_crc(g_956, "g_956", print_hash_value);
    transparent_crc(g_957, "g_957", print_hash_value);
    transparent_crc(g_958, "g_958", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_1019[i][j][k], "g_1019[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1031, "g_1031", print_hash_value);
    transparent_crc(g_1032, "g_1032", print_hash_value);
    transparent_crc(g_1072, "g_1072", print_hash_value);
    transparent_crc(g_1073, "g_1073", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
