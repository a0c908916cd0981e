// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10022 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10022
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint32_t  f0;
   uint16_t  f1;
   uint16_t  f2;
   int64_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = (-8L);
static int16_t g_16 = 0xAAE4L;
static struct S0 g_25 = {0UL,8UL,0xCA1AL,6L};
static uint8_t g_31 = 5UL;
static int16_t g_35 = 0x11E9L;
static int32_t g_38 = 0x32C2A4E6L;
static int8_t g_39 = (-1L);
static uint32_t g_40[3] = {0x01832D74L,0x01832D74L,0x01832D74L};
static int32_t g_43 = 0x307758A8L;
static uint16_t g_45 = 0x5869L;
static uint32_t g_58 = 0UL;
static int32_t g_60 = 2L;
static uint8_t g_61 = 2UL;
static uint32_t g_92 = 0UL;


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static uint8_t  func_7(int32_t  p_8, int64_t  p_9, int32_t  p_10, uint16_t  p_11);
static uint16_t  func_14(uint8_t  p_15);
static struct S0  func_22(struct S0  p_23, uint16_t  p_24);
static int8_t  func_28(int64_t  p_29);
static int16_t  func_78(struct S0  p_79, int32_t  p_80, int16_t  p_81, int32_t  p_82, int64_t  p_83);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_25 g_31 g_16 g_40 g_45 g_43 g_35 g_60 g_92
 * writes: g_2 g_40 g_45 g_58 g_60 g_61 g_92 g_25.f2
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    int32_t l_26 = 0L;
    int8_t l_32 = 0xC5L;
    int32_t l_62 = 0x0C40B387L;
    for (g_2 = 0; (g_2 >= 8); g_2++)
    { /* block id: 3 */
        int32_t l_30 = 0L;
        uint32_t l_59 = 0x9352A55CL;
        uint8_t l_65 = 0UL;
        int32_t l_66[8] = {0xF60D197AL,0xF60D197AL,0xF60D197AL,0xF60D197AL,0xF60D197AL,0xF60D197AL,0xF60D197AL,0xF60D197AL};
        int i;
        l_62 = (g_61 = (safe_lshift_func_int8_t_s_u(((g_60 = ((l_59 ^= func_7((safe_div_func_uint16_t_u_u(func_14(g_2), (((safe_div_func_uint32_t_u_u(((func_22(g_25, l_26) , func_28((l_30 = g_25.f0))) == g_2), g_31)) , g_25.f2) & 0x31L))), g_25.f3, l_32, g_16)) <= g_43)) | l_26), 3)));
        l_65 = (safe_rshift_func_uint8_t_u_s(0UL, 4));
        l_66[0] &= l_32;
        for (l_32 = 0; (l_32 >= 27); l_32++)
        { /* block id: 26 */
            int16_t l_69 = (-3L);
            struct S0 l_84 = {0xB921586CL,1UL,1UL,0L};
            const uint8_t l_91 = 0x69L;
            l_69 = func_14(l_65);
            g_92 |= (((safe_lshift_func_uint8_t_u_u(l_66[5], (safe_rshift_func_uint16_t_u_s((((((safe_sub_func_int16_t_s_s(g_25.f3, 0xE7E2L)) != (safe_lshift_func_int16_t_s_s(func_78(func_22(l_84, ((safe_mod_func_int16_t_s_s(((g_31 && (safe_sub_func_int32_t_s_s(((safe_div_func_uint8_t_u_u((((((l_66[0] ^ ((65535UL >= 0xAEF9L) , g_35)) , 0x6EL) && l_66[4]) , g_60) > g_25.f1), 1L)) >= l_84.f0), l_91))) & l_30), 7L)) , g_40[0])), l_91, l_62, l_26, l_84.f1), 11))) , (-1L)) <= l_26) , 0x9A6AL), 6)))) , g_40[0]) , 0x9C76A876L);
        }
    }
    for (g_25.f2 = 0; (g_25.f2 == 1); g_25.f2++)
    { /* block id: 35 */
        uint16_t l_95 = 65535UL;
        return l_95;
    }
    return l_26;
}


/* ------------------------------------------ */
/* 
 * reads : g_40 g_45 g_31
 * writes: g_40 g_45 g_58
 */
static uint8_t  func_7(int32_t  p_8, int64_t  p_9, int32_t  p_10, uint16_t  p_11)
{ /* block id: 12 */
    int16_t l_33 = 1L;
    int32_t l_34 = 0x09892657L;
    int32_t l_36 = (-6L);
    int32_t l_37 = 0xCA3396D5L;
    int32_t l_44[7] = {0L,0L,0L,0L,0L,0L,0L};
    int32_t l_54[8][2][3] = {{{0xE97EE8C4L,(-1L),0xE97EE8C4L},{0x6340C09CL,0L,0L}},{{0xE97EE8C4L,0xC25470E9L,0x84ADDBFDL},{0x6340C09CL,0L,0x6340C09CL}},{{0xE97EE8C4L,0L,0xD45EB447L},{0x6340C09CL,0L,0xDFA23986L}},{{0xE97EE8C4L,(-1L),0xE97EE8C4L},{0x6340C09CL,0L,0L}},{{0xE97EE8C4L,0xC25470E9L,0x84ADDBFDL},{0x6340C09CL,0L,(-3L)}},{{0x16E8CFB9L,0xE97EE8C4L,0x8FD23203L},{(-3L),0xDFA23986L,4L}},{{0x16E8CFB9L,0xD45EB447L,0x16E8CFB9L},{(-3L),0x6340C09CL,0xCF427579L}},{{0x16E8CFB9L,0x84ADDBFDL,0x6D35DF96L},{(-3L),0L,(-3L)}}};
    int i, j, k;
    ++g_40[0];
    g_45++;
    g_58 = (p_11 & ((func_28((safe_mul_func_int8_t_s_s((func_28((p_11 & (0xF3L ^ (safe_mul_func_uint8_t_u_u((safe_div_func_int32_t_s_s((p_10 != l_54[3][0][2]), func_28((l_36 = ((+l_34) == ((safe_add_func_uint32_t_u_u(p_11, 0x7BC07E7FL)) & (-10L))))))), l_44[2]))))) && g_40[0]), g_31))) || l_33) | l_34));
    return p_10;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint16_t  func_14(uint8_t  p_15)
{ /* block id: 4 */
    uint32_t l_17 = 0x34B64B5CL;
    ++l_17;
    return l_17;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static struct S0  func_22(struct S0  p_23, uint16_t  p_24)
{ /* block id: 7 */
    struct S0 l_27 = {18446744073709551608UL,1UL,65530UL,0x6E74A6E8F59172DDLL};
    return l_27;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int8_t  func_28(int64_t  p_29)
{ /* block id: 10 */
    return p_29;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int16_t  func_78(struct S0  p_79, int32_t  p_80, int16_t  p_81, int32_t  p_82, int64_t  p_83)
{ /* block id: 28 */
    return p_79.f0;
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_25.f0, "g_25.f0", print_hash_value);
    transparent_crc(g_25.f1, "g_25.f1", print_hash_value);
    transparent_crc(g_25.f2, "g_25.f2", print_hash_value);
    transparent_crc(g_25.f3, "g_25.f3", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_40[i], "g_40[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_45, "g_45", print_hash_value);
    transparent_crc(g_58, "g_58", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_92, "g_92", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
