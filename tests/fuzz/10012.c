// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10012 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10012
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_36[6][8][4] = {{{(-1L),6L,0L,0L},{0x94951162L,0x0D58E7EAL,0x69FF4CAAL,1L},{0L,0x5C2F4FE1L,0L,0x4F75DF15L},{0x71DB9567L,9L,0x4F75DF15L,3L},{0x3EC3E1B8L,0x69FF4CAAL,0x23579942L,9L},{9L,(-3L),0x23579942L,0L},{0x3EC3E1B8L,0x94951162L,0x4F75DF15L,0x23579942L},{0x71DB9567L,6L,0L,(-1L)}},{{0L,(-1L),0x69FF4CAAL,0x3CFEBDABL},{0x94951162L,0x69FF4CAAL,0L,0x4F75DF15L},{(-1L),0xAE857B1AL,0x237F4A7DL,0x237F4A7DL},{0x3EC3E1B8L,0x3EC3E1B8L,0x898D08F4L,4L},{0x237F4A7DL,0x94951162L,1L,0L},{0x643A64E7L,0x3CFEBDABL,0L,1L},{(-8L),0x3CFEBDABL,0xAE857B1AL,0L},{0x3CFEBDABL,0x94951162L,0xB83EB619L,4L}},{{9L,(-9L),0x3CFEBDABL,(-8L)},{0L,3L,0x23579942L,0L},{0x643A64E7L,0x857617C0L,0x898D08F4L,0x237F4A7DL},{0x4F75DF15L,0L,0x5C2F4FE1L,0L},{0x857617C0L,0x450C1979L,(-8L),0x5C2F4FE1L},{(-8L),9L,0x3CFEBDABL,6L},{1L,0x94951162L,0x643A64E7L,3L},{1L,0x857617C0L,0x3CFEBDABL,0x23579942L}},{{(-8L),3L,(-8L),0L},{0x857617C0L,0x98EF544BL,0x5C2F4FE1L,4L},{0x4F75DF15L,(-8L),0x898D08F4L,6L},{0x643A64E7L,0x450C1979L,0x23579942L,0x898D08F4L},{0L,0x3CFEBDABL,0x3CFEBDABL,0L},{9L,0L,0xB83EB619L,3L},{0x3CFEBDABL,0x98EF544BL,0xAE857B1AL,(-8L)},{(-8L),0x4F75DF15L,0L,(-8L)}},{{0x643A64E7L,0x98EF544BL,1L,3L},{0x237F4A7DL,0L,0x898D08F4L,0L},{(-9L),0x3CFEBDABL,(-8L),0x898D08F4L},{0L,0x450C1979L,0xAE857B1AL,6L},{9L,(-8L),0x857617C0L,4L},{1L,0x98EF544BL,1L,0L},{0L,3L,0L,0x23579942L},{(-9L),0x857617C0L,0x5C2F4FE1L,3L}},{{3L,0x94951162L,0x5C2F4FE1L,6L},{(-9L),9L,0L,0x5C2F4FE1L},{0L,0x450C1979L,1L,0L},{1L,0L,0x857617C0L,0x237F4A7DL},{9L,0x857617C0L,0xAE857B1AL,0L},{0L,3L,(-8L),(-8L)},{(-9L),(-9L),0x898D08F4L,4L},{0x237F4A7DL,0x94951162L,1L,0L}}};
static const int64_t g_41 = 0x06862EAE2646899DLL;
static int32_t g_42 = (-6L);
static uint32_t g_62 = 0UL;
static int16_t g_85 = (-1L);
static uint8_t g_86[3] = {255UL,255UL,255UL};
static uint8_t g_87 = 0x98L;
static int16_t g_96 = 0x6D72L;
static uint32_t g_106 = 4294967295UL;
static int8_t g_142 = (-1L);
static uint16_t g_143 = 0x7A8FL;
static uint8_t g_145 = 1UL;
static uint16_t g_146 = 0x6DCCL;
static int64_t g_185 = 0L;
static uint32_t g_203 = 0xE10FD7A9L;
static int32_t g_212 = (-6L);
static int8_t g_213 = 1L;
static uint16_t g_306 = 0x8D9BL;
static int16_t g_396 = 0x4CCCL;
static int32_t g_570 = (-9L);
static uint32_t g_571[1][4] = {{0xEFB1165CL,0xEFB1165CL,0xEFB1165CL,0xEFB1165CL}};
static int16_t g_576 = (-9L);
static int32_t g_579 = 0xBD10E8CBL;
static uint32_t g_581 = 0x962E638FL;
static int64_t g_620 = 0xB7043153BD710D56LL;
static uint32_t g_704 = 8UL;
static uint32_t g_842[4] = {1UL,1UL,1UL,1UL};
static int64_t g_973[8][1][5] = {{{0x9478D874D3D4FDC1LL,0xD54F3722C550B6DELL,0x9478D874D3D4FDC1LL,0xD4641A96584425C0LL,0xD4641A96584425C0LL}},{{0x9478D874D3D4FDC1LL,0xD54F3722C550B6DELL,0x9478D874D3D4FDC1LL,0xD4641A96584425C0LL,0xD4641A96584425C0LL}},{{0x9478D874D3D4FDC1LL,0xD54F3722C550B6DELL,0x9478D874D3D4FDC1LL,0xD4641A96584425C0LL,0xD4641A96584425C0LL}},{{0x9478D874D3D4FDC1LL,0xD54F3722C550B6DELL,0x9478D874D3D4FDC1LL,0xD4641A96584425C0LL,0xD4641A96584425C0LL}},{{0x9478D874D3D4FDC1LL,0xD54F3722C550B6DELL,0x9478D874D3D4FDC1LL,0xD4641A96584425C0LL,0xD4641A96584425C0LL}},{{0x9478D874D3D4FDC1LL,0xD54F3722C550B6DELL,0x9478D874D3D4FDC1LL,0xD4641A96584425C0LL,0xD4641A96584425C0LL}},{{0x9478D874D3D4FDC1LL,0xD54F3722C550B6DELL,0x9478D874D3D4FDC1LL,0xD4641A96584425C0LL,0x9478D874D3D4FDC1LL}},{{(-1L),5L,(-1L),0x9478D874D3D4FDC1LL,0x9478D874D3D4FDC1LL}}};
static uint64_t g_1100 = 0xBA6C557FF420A25BLL;
static uint32_t g_1121 = 18446744073709551609UL;
static int32_t g_1240 = (-1L);
static int32_t g_1257 = 0L;
static int32_t g_1420[6][1][7] = {{{5L,0L,5L,5L,0L,5L,5L}},{{0L,0L,0x2ABA4B57L,0L,0L,0x2ABA4B57L,0L}},{{0L,5L,5L,0L,5L,5L,0L}},{{5L,0L,5L,5L,0L,5L,5L}},{{0L,0L,0x2ABA4B57L,0L,0L,0x2ABA4B57L,0L}},{{0L,5L,5L,0L,5L,5L,0L}}};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_4(int8_t  p_5, uint32_t  p_6, uint16_t  p_7);
static uint64_t  func_8(int64_t  p_9, int64_t  p_10);
static uint8_t  func_14(const int32_t  p_15, int16_t  p_16, uint16_t  p_17, int64_t  p_18);
static uint8_t  func_19(uint8_t  p_20, uint16_t  p_21);
static uint32_t  func_22(uint64_t  p_23, uint32_t  p_24, int32_t  p_25, uint64_t  p_26);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_36 g_41 g_42 g_62 g_85 g_86 g_96 g_106 g_146 g_142 g_213 g_143 g_212 g_203 g_145 g_306 g_185 g_87 g_396 g_571 g_581 g_620 g_576 g_570 g_579 g_704 g_842 g_973 g_1100 g_1121 g_1240 g_1257 g_1420
 * writes: g_62 g_36 g_86 g_87 g_42 g_96 g_106 g_142 g_143 g_145 g_146 g_185 g_203 g_212 g_213 g_85 g_306 g_396 g_571 g_581 g_704 g_842 g_620 g_1100 g_973 g_579 g_1257 g_1420 g_1240
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int64_t l_11 = 0x64276038591B68DELL;
    int16_t l_43 = 0x8045L;
    uint8_t l_324[8] = {247UL,247UL,247UL,247UL,247UL,247UL,247UL,247UL};
    int16_t l_1062 = 0L;
    const uint32_t l_1082 = 4294967289UL;
    uint16_t l_1088[1];
    int32_t l_1092[7][2] = {{0xA61B19DCL,0xAADB2CBDL},{0xA61B19DCL,0xA61B19DCL},{0xAADB2CBDL,0xA61B19DCL},{0xA61B19DCL,0xAADB2CBDL},{0xA61B19DCL,0xA61B19DCL},{0xAADB2CBDL,0xA61B19DCL},{0xA61B19DCL,0xAADB2CBDL}};
    int8_t l_1099 = 0x14L;
    int64_t l_1119 = 1L;
    int32_t l_1120 = 0x04248741L;
    uint16_t l_1243 = 9UL;
    uint32_t l_1344 = 0x6F1E5B18L;
    uint8_t l_1382[2][5][6] = {{{0UL,0UL,250UL,0xADL,0x00L,250UL},{0xADL,0x00L,250UL,0x00L,0xADL,250UL},{0x00L,0xADL,250UL,0UL,0UL,250UL},{0UL,0UL,250UL,0xADL,0x00L,250UL},{0xADL,0x00L,250UL,0x00L,0xADL,250UL}},{{0x00L,0xADL,250UL,0UL,0UL,250UL},{0UL,0UL,250UL,0xADL,0x00L,250UL},{0xADL,0x00L,250UL,0x00L,0xADL,250UL},{0x00L,0xADL,250UL,0UL,0UL,250UL},{0UL,0UL,250UL,0xADL,0x00L,250UL}}};
    uint64_t l_1421 = 6UL;
    int64_t l_1517 = 0x519FBDE85B9A2BA1LL;
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_1088[i] = 0x33F8L;
lbl_1471:
    g_36[1][1][2] = (safe_rshift_func_int16_t_s_u((((((func_4(((((func_8(l_11, ((safe_add_func_uint64_t_u_u(((func_14((func_19(((func_22((safe_sub_func_int8_t_s_s((+(((safe_div_func_int32_t_s_s((((l_11 > (((safe_sub_func_uint64_t_u_u(g_36[1][1][2], ((g_36[0][3][3] >= l_11) , (safe_mod_func_uint16_t_u_u((0x4AEDF2FFA36FE543LL | (safe_lshift_func_int16_t_s_s(g_41, 2))), 0x9A81L))))) <= 0UL) <= g_42)) | 0UL) && l_43), l_11)) & 0xF28D0D4AL) , g_36[1][1][2])), l_43)), g_41, l_11, l_43) && g_142) ^ (-9L)), g_41) > g_306), g_41, l_324[2], g_41) , l_324[2]) < l_11), l_324[3])) | g_41)) ^ 18446744073709551606UL) , l_324[2]) ^ l_324[3]) || 4294967293UL), g_41, g_41) || g_145) < 0x2EFBL) | 65531UL) ^ l_324[2]) == g_973[6][0][0]), l_1062));
    for (g_704 = (-3); (g_704 > 20); g_704++)
    { /* block id: 474 */
        uint64_t l_1067[6] = {0x6331E29928024DADLL,0x6331E29928024DADLL,0x522953E8F5A2B790LL,0x6331E29928024DADLL,0x6331E29928024DADLL,0x522953E8F5A2B790LL};
        int32_t l_1087 = 0x87811009L;
        int32_t l_1089 = (-1L);
        int i;
        l_1089 = (safe_add_func_int64_t_s_s(l_1067[4], (safe_div_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_s(l_43, 4)), ((safe_mul_func_int8_t_s_s((l_1067[4] != (safe_rshift_func_uint8_t_u_s(0x22L, ((safe_add_func_int64_t_s_s(0x948142A23780AD04LL, (((safe_div_func_uint8_t_u_u(((l_1087 = (safe_mul_func_int16_t_s_s(l_1082, (safe_sub_func_int8_t_s_s((safe_mul_func_int8_t_s_s((g_213 = (((-9L) & l_1067[4]) >= (-8L))), g_62)), 0x4EL))))) == g_106), l_1088[0])) && g_212) >= l_1067[4]))) < l_1088[0])))), g_973[5][0][0])) , g_842[0])))));
    }
    for (g_142 = (-5); (g_142 < (-12)); g_142 = safe_sub_func_int32_t_s_s(g_142, 2))
    { /* block id: 481 */
        int8_t l_1093 = 0xF5L;
        int32_t l_1094 = 0L;
        int32_t l_1095 = (-10L);
        int32_t l_1096 = 0xE9E7BC78L;
        int32_t l_1097 = 0xFA0854CEL;
        int32_t l_1098[4] = {0xFE4729F3L,0xFE4729F3L,0xFE4729F3L,0xFE4729F3L};
        int32_t l_1208 = 0x1F41554DL;
        int8_t l_1218 = 0x17L;
        uint32_t l_1233[1];
        int8_t l_1258 = (-1L);
        uint64_t l_1334 = 0UL;
        int32_t l_1343 = 0x548BE03EL;
        int16_t l_1348 = 2L;
        int32_t l_1391 = (-1L);
        uint32_t l_1440 = 1UL;
        uint64_t l_1518 = 0xF17E8E874EDBEC3BLL;
        int i;
        for (i = 0; i < 1; i++)
            l_1233[i] = 0xAC499B5AL;
        g_1100++;
        if ((g_212 = ((safe_div_func_int16_t_s_s(((((((((l_1094 != l_11) > g_62) == (safe_mul_func_uint16_t_u_u(0x3935L, g_142))) == (+((safe_add_func_uint64_t_u_u((safe_unary_minus_func_uint64_t_u((g_42 != (g_36[3][1][2] ^= (safe_sub_func_uint64_t_u_u((l_1120 = ((((safe_sub_func_int8_t_s_s((safe_mul_func_int16_t_s_s(((l_1092[2][0] = (((safe_mul_func_int8_t_s_s(0xE5L, l_1097)) && l_1098[1]) & l_1098[1])) != 0xDDL), g_396)), (-1L))) || g_620) < l_1062) > l_1119)), g_143)))))), g_145)) || l_1095))) <= g_1100) , l_1092[5][1]) >= g_85) >= g_842[0]), g_41)) , g_1121)))
        { /* block id: 487 */
            int8_t l_1139 = 0x23L;
            int32_t l_1140 = 0L;
            l_1140 = (safe_mul_func_int8_t_s_s(l_11, (g_86[1] |= (safe_div_func_uint32_t_u_u(((0x83EE2D0CL || (((!0x28L) , (safe_lshift_func_uint16_t_u_u((((((((safe_mul_func_uint8_t_u_u(l_1099, (safe_mul_func_uint16_t_u_u(((safe_sub_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((-3L), (safe_mod_func_int64_t_s_s(l_1096, ((l_1095 && l_1095) ^ l_1097))))), l_1095)) || l_1139), g_62)))) && l_1139) ^ 0x4E89L) ^ l_1139) != g_62) && l_1120) , l_1094), 15))) ^ 0xFD2AL)) >= 0x77F98DA09CAFC516LL), l_1139)))));
            for (g_203 = 9; (g_203 > 14); g_203 = safe_add_func_int16_t_s_s(g_203, 1))
            { /* block id: 492 */
                int8_t l_1144 = (-1L);
                for (l_1097 = 0; (l_1097 <= 3); l_1097 += 1)
                { /* block id: 495 */
                    uint32_t l_1143 = 0xE0D4AACEL;
                    int i;
                    l_1143 = l_1098[l_1097];
                    l_1144 |= 0x099477D1L;
                }
            }
            for (g_145 = 2; (g_145 <= 7); g_145 += 1)
            { /* block id: 502 */
                uint16_t l_1155 = 0UL;
                int32_t l_1158 = 0x129EFDDDL;
                for (l_1097 = 0; (l_1097 <= 0); l_1097 += 1)
                { /* block id: 505 */
                    int8_t l_1148 = 1L;
                    int16_t l_1156 = 0x7C65L;
                    int32_t l_1157[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_1157[i] = (-1L);
                    l_1120 |= (+(0x22L >= ((safe_rshift_func_int16_t_s_s(l_324[(l_1097 + 4)], ((((0x4B9A2003L <= (l_1148 &= 3L)) > (++g_1100)) <= (((safe_mul_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((g_86[1] ^ l_324[(l_1097 + 4)]), l_1155)), 0x7200L)) | l_1156) != g_620)) == l_1140))) & l_1155)));
                    l_1092[0][1] &= ((l_324[(l_1097 + 4)] , l_1157[0]) == g_41);
                    return g_106;
                }
                for (l_1097 = 0; (l_1097 >= 0); l_1097 -= 1)
                { /* block id: 514 */
                    uint64_t l_1159 = 18446744073709551609UL;
                    if (l_1096)
                        break;
                    ++l_1159;
                    if (g_576)
                        continue;
                }
            }
        }
        else
        { /* block id: 520 */
            int32_t l_1177 = 0x4EB1DA08L;
            int32_t l_1203 = 0x721AD327L;
            int32_t l_1244 = 0x0EE488B3L;
            int32_t l_1252 = 9L;
            uint8_t l_1297 = 255UL;
            uint16_t l_1304 = 65533UL;
            if ((((g_571[0][0] = (g_106 = (--g_62))) > ((g_142 && g_1100) , g_142)) || (l_1098[2] , (g_213 = (l_1177 = (((((safe_add_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint16_t_u_s(g_581, 12)), 0)), ((safe_mul_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u(l_1097, ((safe_sub_func_int32_t_s_s((!g_146), l_1092[6][0])) ^ g_36[1][1][2]))) , l_1097), l_1177)) == 18446744073709551615UL))) , l_1119) || 0x482CL) & g_973[1][0][2]) && l_324[2]))))))
            { /* block id: 526 */
                int32_t l_1202 = (-1L);
                int32_t l_1232 = 1L;
                if (((safe_sub_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((~(-10L)), (safe_mul_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((((safe_add_func_uint32_t_u_u((g_106++), (((safe_unary_minus_func_uint16_t_u((safe_lshift_func_int16_t_s_s((l_1203 |= (((safe_mul_func_int8_t_s_s(((g_571[0][1] = (safe_lshift_func_uint16_t_u_s(((safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_s(((g_973[1][0][2] ^= l_1092[1][1]) < ((g_86[1] = g_145) >= (l_1120 ^ (g_620 = (((((l_1099 , l_1177) , g_41) >= l_1119) == g_36[1][1][2]) <= l_1177))))), 1)), 15)) , g_570), 4))) ^ l_1202), 0x9EL)) , (-3L)) != l_1098[1])), 3)))) , g_973[1][0][2]) < 1UL))) & g_570) | g_576), g_185)), g_306)))), 0x6EL)) | 6L))
                { /* block id: 533 */
                    const uint32_t l_1217[5][2] = {{0xBEEEEBE5L,0xBEEEEBE5L},{0xBEEEEBE5L,0xBEEEEBE5L},{0xBEEEEBE5L,0xBEEEEBE5L},{0xBEEEEBE5L,0xBEEEEBE5L},{0xBEEEEBE5L,0xBEEEEBE5L}};
                    int32_t l_1231 = 2L;
                    int32_t l_1256 = (-7L);
                    int i, j;
                    l_1232 = (((safe_div_func_uint64_t_u_u((safe_div_func_int16_t_s_s(((l_1208 < (safe_lshift_func_uint16_t_u_s(((safe_mod_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_u(g_85, (((((g_973[1][0][2] = ((((g_213 = 0x39L) != (g_145 = ((safe_lshift_func_int8_t_s_s(l_1217[3][0], l_1218)) < (safe_add_func_uint32_t_u_u((safe_mod_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_u((g_86[1] = (((g_1100 &= (safe_div_func_uint16_t_u_u((g_306 = (safe_div_func_int16_t_s_s(((safe_mod_func_int64_t_s_s(((((l_1231 > ((((g_203 = (g_36[1][1][2] , g_620)) , 1L) >= 0x3CL) | l_1202)) || 1UL) | g_579) ^ l_1095), g_106)) , g_146), l_1094))), 0x177EL))) && l_1203) > l_1202)), g_106)), g_396)), 1UL))))) <= l_1097) , g_306)) <= g_106) | (-1L)) & g_41) , g_213))) >= l_1202), 65526UL)) ^ 1UL), l_1093))) & 6L), l_1203)), l_1232)) || 4L) ^ g_85);
                    l_1233[0]++;
                    g_36[1][0][3] ^= (safe_mul_func_uint8_t_u_u((((((((g_579 = g_842[0]) , ((l_1203 & (safe_mod_func_int64_t_s_s(((g_1100 < ((l_1120 ^= g_1240) < ((g_85 && ((safe_sub_func_uint16_t_u_u((((0x2366CB282A262D54LL == ((((l_1244 |= (l_1243 = (l_1177 ^ 0xDC9DL))) < g_96) > 1L) , g_106)) | g_576) && g_842[3]), g_213)) && l_1099)) >= g_1100))) >= g_42), l_1203))) == 1UL)) | g_842[0]) > l_1203) , g_620) == g_1121) || 0xF9L), 0x1CL));
                    l_1203 = ((safe_add_func_uint16_t_u_u(l_1232, (g_203 > (!(safe_mul_func_int16_t_s_s((((l_1256 = (safe_rshift_func_int16_t_s_s((l_1252 = 0x3C18L), (safe_mul_func_int16_t_s_s((!g_42), (l_1231 = 0L)))))) , g_396) , ((l_324[2] , (-10L)) | g_1257)), l_1258)))))) <= g_86[1]);
                }
                else
                { /* block id: 552 */
                    int32_t l_1275[5][3][7] = {{{(-1L),7L,(-1L),7L,(-1L),7L,(-1L)},{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)},{(-1L),7L,(-1L),7L,(-1L),7L,(-1L)}},{{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)},{(-1L),7L,(-1L),7L,(-1L),7L,(-1L)},{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)}},{{(-1L),7L,(-1L),7L,(-1L),7L,(-1L)},{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)},{(-1L),7L,(-1L),7L,(-1L),7L,(-1L)}},{{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)},{(-1L),7L,(-1L),7L,(-1L),7L,(-1L)},{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)}},{{(-1L),7L,(-1L),7L,(-1L),7L,(-1L)},{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)},{(-1L),7L,(-1L),7L,(-1L),7L,(-1L)}}};
                    int8_t l_1276 = 0x15L;
                    int i, j, k;
                    l_1276 = (safe_rshift_func_int16_t_s_u((g_185 > 65535UL), (safe_mod_func_int64_t_s_s((((safe_sub_func_uint32_t_u_u((safe_div_func_int64_t_s_s(((safe_mul_func_uint16_t_u_u(((safe_sub_func_uint8_t_u_u((((safe_sub_func_int64_t_s_s(((((safe_sub_func_int16_t_s_s(l_1082, (l_43 & (g_203 , ((g_579 , (g_42 < 0UL)) <= g_213))))) , 0xBE88CE2A31D74594LL) && g_396) || 0x43D8L), g_86[1])) != g_42) & 0xBC1FF914F17B75C1LL), g_86[1])) ^ l_1119), 0L)) < g_212), l_1233[0])), 0L)) != l_1275[3][2][6]) , g_96), l_1098[2]))));
                    l_1202 |= l_1177;
                    return l_1232;
                }
            }
            else
            { /* block id: 557 */
                return l_1252;
            }
            if ((safe_add_func_uint64_t_u_u(0xD186CD5A1DD99FC6LL, (g_185 = ((safe_sub_func_uint32_t_u_u(g_86[2], (safe_add_func_int8_t_s_s((1L == 0xFCL), (-5L))))) | (safe_mod_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u((((safe_mul_func_int8_t_s_s(l_324[5], (((((safe_add_func_int16_t_s_s((safe_add_func_uint64_t_u_u(((safe_rshift_func_int16_t_s_u((safe_add_func_int32_t_s_s((g_36[1][1][2] = (g_1257 = (-2L))), (-1L))), 4)) && g_106), 0x3F226F757C8CA8EELL)), l_1244)) ^ g_143) || (-9L)) , l_11) || g_86[1]))) && 255UL) != l_1252), l_1252)), (-3L))))))))
            { /* block id: 563 */
                --l_1297;
                for (g_106 = 0; (g_106 <= 0); g_106 += 1)
                { /* block id: 567 */
                    return l_1096;
                }
                for (g_396 = 0; g_396 < 3; g_396 += 1)
                {
                    g_86[g_396] = 1UL;
                }
                for (l_1062 = 9; (l_1062 <= (-9)); l_1062 = safe_sub_func_int8_t_s_s(l_1062, 8))
                { /* block id: 573 */
                    if (g_396)
                        break;
                    if (g_86[1])
                        break;
                }
            }
            else
            { /* block id: 577 */
                int64_t l_1302 = 0xF9B4EA122E2C3174LL;
                l_1302 = g_1121;
                for (l_1119 = 0; (l_1119 <= 1); l_1119 += 1)
                { /* block id: 581 */
                    int i, j;
                    l_1092[(l_1119 + 2)][l_1119] = l_1092[(l_1119 + 4)][l_1119];
                    l_1244 |= (l_1092[(l_1119 + 4)][l_1119] = l_1092[l_1119][l_1119]);
                    if (l_1092[(l_1119 + 4)][l_1119])
                        break;
                }
            }
            if (l_1120)
                break;
            if (l_324[2])
            { /* block id: 589 */
                int32_t l_1314 = 0x15C10980L;
                int16_t l_1315 = 3L;
                int32_t l_1316 = 0x3FF11BC8L;
                g_36[1][1][2] ^= (~(g_571[0][1] != g_212));
                if (g_185)
                    continue;
                for (l_1244 = 0; (l_1244 <= 0); l_1244 += 1)
                { /* block id: 594 */
                    int32_t l_1305[7];
                    int i;
                    for (i = 0; i < 7; i++)
                        l_1305[i] = (-1L);
                    if (l_1244)
                        break;
                    if (l_1304)
                        break;
                    l_1316 |= (((((l_1305[5] >= (((!0L) , (l_324[2] ^ g_571[0][3])) ^ ((l_1315 = ((safe_mul_func_uint16_t_u_u((g_571[0][0] | ((((((((((+g_396) == ((((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint32_t_u_u((((g_86[2] > g_86[2]) > l_1314) >= l_1094), 0UL)), 9)) != l_1314) > g_142) == 1L)) ^ l_1305[1]) , g_571[0][0]) , l_1244) <= l_1304) != (-5L)) | l_1304) == 0x8B8BL) || l_1252)), g_96)) & 0xC914D9A4550B09F7LL)) | g_142))) ^ l_1314) | g_185) ^ l_1177) > g_203);
                    if (l_1082)
                        break;
                }
                l_1177 = 2L;
            }
            else
            { /* block id: 602 */
                uint32_t l_1326[4][7] = {{4UL,0x4D85869AL,0x4334DE52L,0x2239577BL,0xC81B4DCDL,0xC81B4DCDL,0x2239577BL},{0UL,1UL,0UL,0x410B68D1L,0x2239577BL,4UL,1UL},{0x4334DE52L,0x4D85869AL,4UL,0x410B68D1L,4UL,0x4D85869AL,0x4334DE52L},{0x4D85869AL,4294967287UL,1UL,0x2239577BL,0x930EC33DL,4UL,0x930EC33DL}};
                int32_t l_1357[4][3] = {{(-1L),(-1L),(-1L)},{0x8EA5B8B4L,0x8EA5B8B4L,0x8EA5B8B4L},{(-1L),(-1L),(-1L)},{0x8EA5B8B4L,0x8EA5B8B4L,0x8EA5B8B4L}};
                int32_t l_1381 = 1L;
                int32_t l_1394[7] = {0x3A88C8E1L,0x3A88C8E1L,0L,0x3A88C8E1L,0x3A88C8E1L,0L,0x3A88C8E1L};
                int32_t l_1447 = 1L;
                int16_t l_1469 = 0xD41CL;
                const int64_t l_1470 = 0x47479BB60190B73FLL;
                uint64_t l_1484 = 1UL;
                int i, j;
                if (((safe_sub_func_uint8_t_u_u(g_143, (safe_unary_minus_func_uint64_t_u((((safe_lshift_func_uint8_t_u_s(g_212, (safe_rshift_func_uint16_t_u_s(((0xB1L | (safe_mul_func_int8_t_s_s(g_143, (((((l_1326[1][2] != ((l_1297 | (safe_rshift_func_int8_t_s_s((l_1208 = (safe_mul_func_uint16_t_u_u(g_86[1], g_87))), 6))) < 0x1EC60EA6E2D8E598LL)) , l_1203) == g_842[0]) == l_11) <= g_579)))) != 1UL), l_1326[1][2])))) ^ g_213) == 0xA5D9L))))) != g_203))
                { /* block id: 604 */
                    int16_t l_1379 = 1L;
                    int8_t l_1380 = 0x51L;
                    g_212 = (g_581 ^ ((++g_571[0][0]) >= (((((+l_1334) , ((--g_1100) || (0x83D2L || ((safe_lshift_func_int16_t_s_s((l_1094 = (g_1100 & (((safe_mul_func_int16_t_s_s(4L, (l_43 , (l_1343 , g_41)))) , l_1344) != 0x52L))), l_1297)) == 0xCA44C2C7L)))) && 8UL) , 0xB14BL) != g_86[1])));
                    l_1120 = (safe_rshift_func_int8_t_s_s(((~l_1348) & (l_324[7] , ((((safe_sub_func_uint16_t_u_u((safe_div_func_uint32_t_u_u(4294967295UL, l_1344)), (((safe_add_func_uint64_t_u_u((safe_mul_func_uint8_t_u_u(255UL, (++g_87))), (((safe_mul_func_int16_t_s_s(((safe_div_func_int8_t_s_s(((l_1381 = (safe_lshift_func_int8_t_s_s((safe_unary_minus_func_uint64_t_u((safe_mul_func_uint32_t_u_u(((g_620 |= (safe_rshift_func_uint16_t_u_u((g_306--), 6))) > g_1240), ((((safe_div_func_uint64_t_u_u((((l_1357[3][1] = (((safe_div_func_uint8_t_u_u((l_1380 = ((safe_rshift_func_uint8_t_u_u(l_1379, g_842[0])) != g_143)), (-1L))) || 3UL) <= l_1092[4][0])) , 0x7DE6B171000A0D25LL) <= g_185), 0xEA8C262CFABB4B8DLL)) < l_1092[1][0]) && 65532UL) <= g_86[1]))))), g_36[1][6][2]))) ^ l_1379), 0x8FL)) < g_85), g_973[1][0][2])) <= 0x8382L) == g_1257))) && 1UL) > l_1098[2]))) & l_1382[1][0][5]) > 0x0E38CBC2C32D2DF4LL) , l_1348))), 1));
                }
                else
                { /* block id: 616 */
                    uint8_t l_1408 = 0x82L;
                    g_36[1][1][2] = ((safe_sub_func_uint64_t_u_u((safe_mod_func_uint64_t_u_u(((safe_sub_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_u(l_1391, (safe_lshift_func_uint8_t_u_u(l_1394[2], 6)))), (safe_mod_func_int16_t_s_s((((safe_lshift_func_int16_t_s_s((safe_unary_minus_func_int64_t_s(((safe_rshift_func_uint16_t_u_u(l_1394[2], g_86[1])) != ((safe_mod_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u(((l_1357[1][1] , ((g_973[1][0][2] == (safe_sub_func_int16_t_s_s((0xA19D1F04D3FE498CLL < g_85), l_1326[1][2]))) , l_1120)) , (-1L)), l_1297)), 0xB6ACF733L)) != g_306)))), 4)) , g_62) == l_1408), 0x7E44L)))) == 0x769694CC8C0D49ABLL), 0x9CD54A96DA603CAALL)), 0x422851C3FF0483D9LL)) == 0xBABB578C129C497CLL);
                    l_1252 ^= (safe_div_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((((l_1243 <= ((safe_mod_func_uint32_t_u_u((((+8L) , g_41) != g_96), (safe_sub_func_uint16_t_u_u((g_146 = ((((l_1408 == g_146) != ((g_1420[1][0][1] = (g_1100 = (l_1244 &= l_1088[0]))) & l_1408)) != l_1408) , l_1096)), g_86[1])))) > g_185)) , l_1421) , g_1420[4][0][5]), g_1240)), 0x4DL)), l_1099));
                    l_1203 = (((((((g_1100 = (((safe_add_func_int8_t_s_s((l_1098[0] > ((l_1357[3][1] > l_1357[0][1]) , ((((+(((safe_lshift_func_int16_t_s_u((safe_lshift_func_int16_t_s_u(((safe_mod_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_u((g_576 <= (safe_add_func_int32_t_s_s(((g_842[3] ^ (safe_lshift_func_int8_t_s_u((g_106 < (((g_96 = (((safe_mul_func_uint16_t_u_u(l_1297, l_11)) ^ 18446744073709551606UL) || g_396)) ^ 0xAD5CL) && 0UL)), 1))) , l_1408), g_36[1][1][2]))), 6)) == l_1357[2][2]), l_1394[5])) < g_85), 15)), 10)) ^ 0xB642L) , l_1408)) > l_1408) , 0x93L) ^ 7UL))), g_973[1][0][2])) && l_1097) & l_11)) > g_576) && g_42) ^ 0xBCL) != 3L) <= g_85) , g_571[0][0]);
                }
                g_1257 ^= (safe_unary_minus_func_int16_t_s((((g_42 != l_1440) >= (safe_add_func_int32_t_s_s(((safe_rshift_func_uint8_t_u_s(0xF0L, 0)) == ((g_1420[1][0][1] & (((safe_sub_func_uint16_t_u_u((g_842[1] ^ (1L ^ ((((l_1094 >= g_86[1]) == g_213) & l_1343) < 0x9745F1CFL))), g_973[1][0][2])) >= l_1447) <= l_1357[3][1])) <= 0x82CB5B8A6B7985F6LL)), 0x0294E94EL))) != l_1447)));
                for (l_1391 = 0; (l_1391 <= 20); l_1391 = safe_add_func_int32_t_s_s(l_1391, 1))
                { /* block id: 630 */
                    int32_t l_1458 = 0x513DB112L;
                    l_1096 = (((safe_mod_func_int64_t_s_s(((((g_842[0] , g_973[4][0][4]) && (safe_mul_func_int8_t_s_s((safe_mod_func_uint64_t_u_u(((l_1458 || l_1458) | l_1458), (safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_s((safe_div_func_uint32_t_u_u((0x1EF57B33L && (((((((safe_mul_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(l_1326[1][2], g_1100)), 0x43L)) > 0xD78BL) < l_1469) | l_1469) <= 0xC76289FEE761EC7DLL) & l_1458) <= g_62)), g_973[1][0][2])), l_1470)), 0)))), g_142))) | 0UL) == 18446744073709551615UL), 0x95A6CF0F35BEE7D5LL)) < 18446744073709551615UL) , (-1L));
                    if (l_1099)
                        goto lbl_1471;
                    g_1240 = (safe_mod_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((safe_sub_func_uint64_t_u_u(l_1458, (((((-1L) < g_213) != 0x64L) , ((safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s((g_842[0] > (g_36[1][1][2] = (g_1121 & (safe_mul_func_uint8_t_u_u(l_1458, l_1469))))), 6)), 0xA7ACL)) <= l_1304)) < l_1343))), l_43)), l_1252));
                    g_1240 = 0x535C282AL;
                }
                --l_1484;
            }
        }
        l_1092[0][1] = ((safe_div_func_int32_t_s_s(((safe_mod_func_uint32_t_u_u((!(safe_lshift_func_uint16_t_u_s(g_571[0][0], l_1391))), (safe_lshift_func_int8_t_s_s(((safe_rshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s(l_1092[1][1], (safe_sub_func_uint64_t_u_u((+g_571[0][0]), (safe_add_func_int32_t_s_s(g_143, ((safe_div_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(((((safe_add_func_int8_t_s_s(((safe_mod_func_int64_t_s_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u(((4L == 0xCBAFBFE5L) == l_1517), 1)), 0x9B26L)), l_1098[1])) , 1L), g_185)) & 0x1F16B5B0L) || l_324[2]) > 1UL), g_576)), g_1257)) , g_1121))))))), 5)) || 0xDC37L), 2)))) != g_620), g_1257)) >= 0xBFBEL);
        l_1518--;
    }
    return g_973[4][0][4];
}


/* ------------------------------------------ */
/* 
 * reads : g_306 g_86 g_106 g_36 g_41 g_142 g_85 g_146 g_87 g_571 g_581 g_185 g_145 g_212 g_396 g_620 g_576 g_62 g_96 g_203 g_570 g_579 g_143 g_213 g_704 g_42 g_842 g_973
 * writes: g_306 g_106 g_146 g_212 g_36 g_87 g_571 g_581 g_145 g_142 g_185 g_143 g_62 g_203 g_704 g_85 g_842 g_42 g_620 g_86
 */
static int32_t  func_4(int8_t  p_5, uint32_t  p_6, uint16_t  p_7)
{ /* block id: 259 */
    int32_t l_541 = 0x954569E3L;
    uint32_t l_551 = 0xE32E7C00L;
    int32_t l_553 = (-7L);
    int32_t l_577 = (-1L);
    int32_t l_578 = (-1L);
    int32_t l_580 = 0xDBD52E5AL;
    uint64_t l_748 = 0x386CA4E442A0317BLL;
    uint16_t l_764 = 0x3F04L;
    uint32_t l_789 = 0x3DED09E9L;
    uint32_t l_805 = 0x6BE48E94L;
    int32_t l_863[3];
    int16_t l_864 = (-1L);
    uint32_t l_867 = 0x08BB9163L;
    int16_t l_872 = 0x4EF7L;
    uint32_t l_874[7];
    uint64_t l_1025 = 0xFAD2CE971A8FC5FALL;
    int64_t l_1026 = 0L;
    int32_t l_1060 = 0x92FA5E5BL;
    int i;
    for (i = 0; i < 3; i++)
        l_863[i] = 0L;
    for (i = 0; i < 7; i++)
        l_874[i] = 0UL;
lbl_795:
    for (g_306 = 0; (g_306 <= 2); g_306 += 1)
    { /* block id: 262 */
        int32_t l_550 = 0xC938022CL;
        int32_t l_552[6][7] = {{(-7L),8L,8L,(-7L),0L,0xECAAD83EL,0x67EDA57DL},{0xCB302C6BL,1L,8L,0xCB302C6BL,0x67EDA57DL,0xECAAD83EL,0L},{(-7L),1L,6L,(-7L),0x67EDA57DL,1L,0x67EDA57DL},{(-7L),8L,8L,(-7L),0L,0xECAAD83EL,0x67EDA57DL},{0xCB302C6BL,1L,8L,0xCB302C6BL,0x67EDA57DL,0xECAAD83EL,0L},{(-7L),1L,6L,(-7L),0x67EDA57DL,1L,0x67EDA57DL}};
        uint32_t l_689[5][2][7] = {{{0xC735D371L,0UL,0UL,0xD8D73B4AL,0UL,0UL,0xC735D371L},{18446744073709551607UL,0x8B8C0274L,18446744073709551612UL,18446744073709551607UL,18446744073709551610UL,18446744073709551612UL,18446744073709551612UL}},{{0UL,0xD8D73B4AL,2UL,0xD8D73B4AL,0UL,0x2279C132L,0UL},{18446744073709551610UL,18446744073709551607UL,18446744073709551612UL,0x8B8C0274L,18446744073709551607UL,18446744073709551607UL,0x8B8C0274L}},{{0UL,0xD8D73B4AL,0UL,0UL,0xC735D371L,0UL,0UL},{18446744073709551610UL,0x8B8C0274L,0x8B8C0274L,18446744073709551607UL,18446744073709551607UL,0x8B8C0274L,18446744073709551612UL}},{{0x81D50A4FL,0x2279C132L,2UL,0UL,2UL,0x2279C132L,0x81D50A4FL},{0x33F38517L,18446744073709551607UL,0x2D86601EL,0x2D86601EL,18446744073709551607UL,0x33F38517L,0x2D86601EL}},{{0UL,0UL,0xC735D371L,0UL,0UL,0xD8D73B4AL,0UL},{18446744073709551607UL,0x2D86601EL,0x2D86601EL,18446744073709551607UL,0x33F38517L,0x2D86601EL,18446744073709551612UL}}};
        uint64_t l_760[2][6][3] = {{{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL}},{{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL},{0x64ADE65356E20B22LL,0x8004607CCEBBEE18LL,0x64ADE65356E20B22LL}}};
        uint64_t l_761 = 18446744073709551615UL;
        uint32_t l_762 = 0UL;
        int32_t l_763 = 0xC552FDA0L;
        int i, j, k;
        l_553 = (0x6F55L && (((l_552[5][5] = (safe_mod_func_uint16_t_u_u(((safe_add_func_uint32_t_u_u((safe_add_func_int8_t_s_s((safe_mul_func_int8_t_s_s(((g_86[g_306] , (l_550 = ((((l_541 , ((~((g_86[g_306] > (safe_add_func_uint32_t_u_u(((g_106--) & (safe_mul_func_uint8_t_u_u(g_36[2][0][3], 0x46L))), (!(((p_5 && p_7) & g_41) , g_36[0][7][1]))))) <= p_7)) && p_7)) > g_86[g_306]) || 0UL) <= g_142))) > g_85), l_551)), p_7)), 4294967295UL)) , p_5), g_36[1][1][2]))) ^ (-1L)) & g_36[1][1][2]));
        for (g_146 = 0; (g_146 <= 3); g_146 += 1)
        { /* block id: 269 */
            const uint8_t l_561 = 255UL;
            int32_t l_562 = 0xAC071341L;
            int32_t l_586 = 0x7A0BAE5BL;
            int32_t l_588 = 0xD24BB4AEL;
            int32_t l_658[3];
            int32_t l_676[1][5];
            uint16_t l_677 = 1UL;
            int i, j;
            for (i = 0; i < 3; i++)
                l_658[i] = 0L;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 5; j++)
                    l_676[i][j] = 0x21D8B3A5L;
            }
            if (g_306)
                break;
            if (l_553)
            { /* block id: 271 */
                uint64_t l_556[7] = {0x5A9D6C2FFC3C03E8LL,0xF42F6D218427D181LL,0x5A9D6C2FFC3C03E8LL,0x5A9D6C2FFC3C03E8LL,0xF42F6D218427D181LL,0x5A9D6C2FFC3C03E8LL,0x5A9D6C2FFC3C03E8LL};
                int32_t l_563[6][7][3] = {{{0x5AC90B93L,0x5AC90B93L,0L},{(-1L),(-9L),0xD60DFBC6L},{0x8620BE5BL,0x80F9C2AFL,1L},{(-1L),6L,0L},{0x5AC90B93L,0x8620BE5BL,1L},{0x2CB0A6C9L,0x61C96B11L,0xD60DFBC6L},{0x9743ED16L,0x8620BE5BL,0L}},{{6L,6L,1L},{0x9743ED16L,0x80F9C2AFL,0x8BF1FDB9L},{0x2CB0A6C9L,(-9L),1L},{0x5AC90B93L,0x5AC90B93L,0L},{(-1L),(-9L),0xD60DFBC6L},{0x8620BE5BL,0x80F9C2AFL,1L},{(-1L),6L,0L}},{{0x5AC90B93L,0x8620BE5BL,1L},{0x2CB0A6C9L,0x61C96B11L,0xD60DFBC6L},{0x9743ED16L,0x8620BE5BL,0L},{6L,6L,1L},{0x9743ED16L,0x80F9C2AFL,0x8BF1FDB9L},{0x2CB0A6C9L,(-9L),1L},{0x5AC90B93L,0x5AC90B93L,0L}},{{(-1L),(-9L),0xD60DFBC6L},{0x8620BE5BL,0x80F9C2AFL,1L},{(-1L),6L,0L},{0x5AC90B93L,0x8620BE5BL,1L},{0x2CB0A6C9L,0x61C96B11L,0xD60DFBC6L},{0x9743ED16L,0x8620BE5BL,0L},{6L,6L,1L}},{{0x9743ED16L,0x80F9C2AFL,0x8BF1FDB9L},{0x2CB0A6C9L,(-9L),1L},{0x5AC90B93L,0x5AC90B93L,0L},{(-1L),(-9L),0xD60DFBC6L},{0x8620BE5BL,0x80F9C2AFL,1L},{(-1L),6L,0L},{0x5AC90B93L,0x8620BE5BL,1L}},{{0x2CB0A6C9L,0x61C96B11L,0xD60DFBC6L},{0x9743ED16L,0x8620BE5BL,0L},{6L,6L,1L},{0x9743ED16L,0x330EF61EL,0xE95B6803L},{(-1L),0L,0x0016C549L},{7L,7L,0x9743ED16L},{1L,0L,(-1L)}}};
                int i, j, k;
                if ((g_36[1][0][2] = ((safe_mod_func_int16_t_s_s(l_556[5], l_556[2])) , (safe_add_func_uint16_t_u_u(0x24E0L, (safe_sub_func_int64_t_s_s((l_550 & ((g_212 = (-1L)) >= (l_562 |= (l_556[5] > l_561)))), 18446744073709551615UL)))))))
                { /* block id: 275 */
                    return p_6;
                }
                else
                { /* block id: 277 */
                    int16_t l_564[3];
                    uint64_t l_565 = 18446744073709551606UL;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_564[i] = (-9L);
                    ++l_565;
                }
                for (g_87 = 0; (g_87 <= 3); g_87 += 1)
                { /* block id: 282 */
                    return p_5;
                }
                l_563[1][5][0] = (safe_mul_func_int16_t_s_s(0xF51CL, (((g_571[0][0]++) , (safe_rshift_func_int8_t_s_u(((++g_581) <= (safe_add_func_int32_t_s_s(p_6, ((l_586 = g_185) < 0L)))), (p_7 & ((((+l_561) == p_6) , p_7) , 9UL))))) & p_5)));
            }
            else
            { /* block id: 289 */
                uint16_t l_617 = 65529UL;
                int64_t l_629 = 0x3E9AAB0E710EBD27LL;
                int32_t l_630 = 0xE73E8426L;
                uint32_t l_690[3][3][8] = {{{0x8FCC2C71L,0x889E3087L,4294967295UL,1UL,0UL,0x0ED02DF7L,0x0ED02DF7L,0UL},{0x8E1AB588L,0UL,0UL,0x8E1AB588L,0x8FCC2C71L,4294967295UL,0x0ED02DF7L,1UL},{0x889E3087L,0x8E1AB588L,4294967295UL,0x0ED02DF7L,4294967295UL,0x8E1AB588L,0x889E3087L,0x4CA343DFL}},{{4294967295UL,0x8E1AB588L,0x889E3087L,0x4CA343DFL,4294967295UL,4294967295UL,0x4CA343DFL,0x889E3087L},{0UL,0UL,0x8E1AB588L,0x8FCC2C71L,4294967295UL,0x0ED02DF7L,1UL,0x0ED02DF7L},{4294967295UL,0x889E3087L,0x8FCC2C71L,0x889E3087L,4294967295UL,1UL,0UL,0x0ED02DF7L}},{{0x889E3087L,4294967295UL,1UL,0x8FCC2C71L,0x8FCC2C71L,1UL,4294967295UL,0x889E3087L},{0x8E1AB588L,1UL,1UL,0x4CA343DFL,0UL,4294967295UL,0UL,0x4CA343DFL},{0x8FCC2C71L,4294967291UL,0x8FCC2C71L,0x0ED02DF7L,0x4CA343DFL,4294967295UL,1UL,1UL}}};
                int i, j, k;
                if ((l_550 = l_586))
                { /* block id: 291 */
                    int32_t l_621 = (-1L);
                    int32_t l_622 = (-5L);
                    l_553 = g_87;
                    g_212 &= ((l_552[5][5] & (l_588 || (safe_mod_func_uint8_t_u_u((--g_145), p_5)))) && (!(l_552[5][5] ^= 0xEAC51B7997A3995FLL)));
                    g_212 = (((safe_add_func_int8_t_s_s((safe_lshift_func_int8_t_s_u(g_396, 6)), (safe_div_func_uint16_t_u_u(0xBF6BL, (g_143 = ((safe_mul_func_int8_t_s_s((l_580 ^= (0xA03DC31EL <= (safe_sub_func_int8_t_s_s((((safe_add_func_uint64_t_u_u((safe_mod_func_int32_t_s_s((l_622 ^= (l_621 = ((((safe_sub_func_int8_t_s_s((safe_unary_minus_func_uint64_t_u(18446744073709551608UL)), (safe_mod_func_int64_t_s_s((g_185 = ((g_142 = (safe_sub_func_int64_t_s_s(p_6, ((safe_mod_func_int32_t_s_s((((l_617 | (safe_mul_func_int8_t_s_s((l_586 || p_7), g_620))) || 0x2BA1C90C6EAC8E63LL) || l_588), l_617)) >= p_7)))) || g_142)), g_36[2][5][0])))) && l_562) >= l_550) || 0x9DD2L))), 0xCD3E274CL)), 0xC21CE7C0A39BC825LL)) < g_576) ^ g_85), l_617)))), g_581)) | l_617)))))) != g_62) , g_212);
                    l_578 = (safe_mul_func_uint16_t_u_u(((l_630 = (0xFBL | ((((0xD8L >= ((l_622 != ((safe_add_func_uint64_t_u_u(1UL, l_580)) && (safe_mod_func_int8_t_s_s((l_617 > (l_629 != g_96)), 0x5FL)))) & 0xF9L)) != l_622) ^ g_86[g_306]) & l_551))) >= 0L), g_41));
                }
                else
                { /* block id: 305 */
                    int64_t l_631 = 0L;
                    int32_t l_659 = (-1L);
                    uint16_t l_662[7][3] = {{1UL,1UL,1UL},{0x4925L,0x4925L,0x6B1BL},{1UL,1UL,1UL},{0x4925L,0x4925L,0x6B1BL},{1UL,1UL,1UL},{0x4925L,0x4925L,0x6B1BL},{1UL,1UL,1UL}};
                    int16_t l_675 = 0xAD6EL;
                    int i, j;
                    l_659 ^= ((g_62 = l_631) >= ((safe_mod_func_int32_t_s_s((g_212 = ((g_106 > ((g_86[1] || (p_7 <= (((((safe_add_func_int16_t_s_s(((l_550 |= (p_6 = ((safe_add_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s((l_562 = 65535UL), l_588)), (safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(((safe_rshift_func_int8_t_s_s((((safe_rshift_func_int8_t_s_u((((safe_sub_func_int8_t_s_s((l_552[4][5] = (safe_mul_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((--g_203), p_5)), g_570))), 0x27L)) <= g_146) || 0x10DCC02EL), l_658[0])) != 0x45L) > g_212), p_7)) | g_579), g_142)), g_212)))), 5UL)) >= p_5))) > g_212), (-2L))) < g_143) != g_570) >= p_5) ^ 0x85D86353B60F8FD4LL))) == l_577)) , 0x55004BE3L)), g_571[0][0])) , 0L));
                    l_550 = (p_6 & (safe_mod_func_int16_t_s_s(((l_662[6][1] ^ (safe_sub_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u((p_6 , (((((249UL > (0x7FE37894L | ((((safe_mul_func_uint8_t_u_u(((((safe_add_func_int64_t_s_s(l_550, (((safe_add_func_uint64_t_u_u(l_617, g_579)) == p_6) & 0x7A1DL))) || l_577) != p_6) , 0x78L), l_658[0])) && l_553) ^ 0x05EB407DL) , l_662[6][0]))) & l_630) <= l_617) , 255UL) | p_5)), 1UL)), 3)), 0x7D43950A5368EE92LL))) > p_5), g_203)));
                    l_677++;
                }
                l_553 = (0x515819AAL > (g_213 <= g_96));
                l_553 = ((safe_add_func_int16_t_s_s(((!0x6329L) < ((p_7 , ((safe_add_func_int8_t_s_s((l_553 && ((safe_lshift_func_uint8_t_u_s(((safe_mul_func_uint16_t_u_u(p_7, (l_578 > ((-4L) && (p_6 < g_86[g_306]))))) , g_146), l_689[1][0][6])) || 0x9517187A3140BC73LL)), p_6)) < g_185)) == l_629)), l_690[2][2][7])) || 0L);
            }
            g_36[2][0][1] ^= g_86[2];
            l_588 &= 0xDA14FC92L;
            for (g_143 = 0; (g_143 <= 3); g_143 += 1)
            { /* block id: 324 */
                int32_t l_691 = 0x4D6E1E5FL;
                uint64_t l_692[3];
                int i, j, k;
                for (i = 0; i < 3; i++)
                    l_692[i] = 0x7A4A058CC0ADA09DLL;
                ++l_692[1];
                g_212 = (p_6 > ((safe_div_func_uint16_t_u_u(0xBFCAL, (safe_mul_func_uint16_t_u_u((((l_577 = (safe_sub_func_int32_t_s_s((+(l_551 | (l_562 |= 0UL))), (safe_add_func_int32_t_s_s(0L, (((g_704++) && ((g_85 &= (((safe_mul_func_int8_t_s_s((safe_lshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s((safe_div_func_uint8_t_u_u(((safe_div_func_uint32_t_u_u(l_692[1], 0x367A9A95L)) , 0x87L), g_576)), 9)), g_581)), l_658[0])) > 0x747F2304L) > 0x110A24856A843419LL)) == g_96)) == l_577)))))) , p_7) && l_692[1]), g_41)))) <= (-1L)));
                g_36[(g_306 + 3)][(g_146 + 4)][g_143] = (l_541 , p_6);
            }
        }
        l_552[5][5] = ((+(safe_div_func_int64_t_s_s(((safe_rshift_func_int16_t_s_s((((l_580 = (safe_add_func_uint32_t_u_u(((l_764 ^= (((safe_lshift_func_int16_t_s_u((l_763 |= ((!(l_577 ^= ((safe_rshift_func_uint8_t_u_u((l_761 = (safe_div_func_uint8_t_u_u(((!(l_760[1][1][1] = (safe_lshift_func_uint8_t_u_s((safe_mod_func_int32_t_s_s((l_553 = (safe_add_func_int64_t_s_s((safe_sub_func_uint64_t_u_u((safe_div_func_uint32_t_u_u((safe_mod_func_uint8_t_u_u(((safe_sub_func_uint64_t_u_u(((l_551 , (safe_mod_func_int8_t_s_s((l_748 , (((0UL || p_7) || ((l_578 = (((!(g_85 = ((p_5 < (safe_add_func_uint8_t_u_u(((((safe_mod_func_int64_t_s_s(((--g_106) < (((((((g_396 != (safe_add_func_int32_t_s_s(((safe_sub_func_int8_t_s_s(l_748, g_704)) >= 0xE199L), l_552[0][0]))) | p_5) && p_6) >= p_5) ^ l_550) == l_550) & g_146)), 5L)) == g_62) || g_87) >= 0x599E9EFBL), g_143))) | p_7))) < g_86[g_306]) > p_5)) , p_7)) & g_143)), 0x22L))) | l_748), 6L)) ^ g_203), l_552[1][3])), l_541)), g_87)), p_7))), l_541)), 7)))) < g_571[0][0]), p_5))), l_762)) , 0x0BL))) || l_541)), l_580)) && 0xD6C85D35L) >= g_86[1])) , g_571[0][0]), l_551))) , l_762) , l_760[1][1][1]), g_146)) < g_86[0]), p_7))) >= l_762);
    }
    if (g_86[1])
    { /* block id: 346 */
        uint32_t l_793 = 0x151D3661L;
        int32_t l_794 = 0x87BD62D5L;
        int32_t l_843 = 0x064365FEL;
        int32_t l_846 = 0x6FF0B32FL;
        int32_t l_849 = (-6L);
        int32_t l_857 = 0x2C13018EL;
        int32_t l_859 = 0xC438E066L;
        int32_t l_861 = 0x0A35B2D3L;
        int32_t l_862 = (-6L);
        int32_t l_865 = 0L;
        int32_t l_866 = 0x7D64EE45L;
        if (((safe_mul_func_int16_t_s_s(0xFBE0L, (safe_mod_func_int32_t_s_s((((l_553 ^= ((safe_rshift_func_int16_t_s_u((safe_mod_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u(((safe_lshift_func_int8_t_s_s((l_794 = (safe_div_func_int8_t_s_s((safe_div_func_int16_t_s_s((l_578 &= ((safe_mul_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_u(((((g_185 , g_213) || p_7) & (((0xA5L | (safe_add_func_int32_t_s_s((safe_mod_func_int32_t_s_s((l_789 , (safe_mod_func_int8_t_s_s((+(((((1L >= 0xC7C1L) ^ 0xD2D03E41L) , g_86[1]) , 0xBAE9F0B6L) | g_42)), l_748))), p_5)), 0UL))) || g_96) , p_5)) || l_793), g_106)) >= l_793), l_793)) , p_7)), 0x75C8L)), 1UL))), 0)) > 0xB6499A6AL), l_789)), g_571[0][0])), p_5)) , l_793)) , g_86[1]) != 2UL), p_5)))) && g_146))
        { /* block id: 350 */
            int32_t l_816 = (-7L);
            int32_t l_830[6][3] = {{0xCC9A6FF8L,0xCC9A6FF8L,(-1L)},{0xCC9A6FF8L,0xCC9A6FF8L,(-1L)},{0xCC9A6FF8L,0xCC9A6FF8L,(-1L)},{0xCC9A6FF8L,0xCC9A6FF8L,(-1L)},{0xCC9A6FF8L,0xCC9A6FF8L,(-1L)},{0xCC9A6FF8L,0xCC9A6FF8L,(-1L)}};
            int i, j;
lbl_796:
            if (g_704)
                goto lbl_795;
            if (p_7)
            { /* block id: 352 */
                return p_7;
            }
            else
            { /* block id: 354 */
                int16_t l_801 = 1L;
                int32_t l_804 = 0xF57F5929L;
                if (g_41)
                    goto lbl_796;
                g_212 = ((safe_mod_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_u(((l_801 && ((((safe_div_func_int16_t_s_s(((g_86[1] , ((l_804 ^= p_7) && ((l_805 > (safe_sub_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s(0x7BL, 4)), 0UL))) < (l_805 || 251UL)))) == g_86[1]), 0xF921L)) , l_804) == (-6L)) ^ p_6)) > g_142), p_5)), 18446744073709551613UL)) != p_7);
                l_830[3][1] = (((safe_lshift_func_uint8_t_u_s((safe_sub_func_int64_t_s_s(0xE11520CFEC373E0DLL, (safe_mod_func_int64_t_s_s(0xD07AA265930A24FALL, (((--p_7) || (safe_div_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((~((+l_764) , p_7)), ((l_816 &= 0xC8F3L) < (safe_rshift_func_uint16_t_u_s((g_704 >= (safe_lshift_func_uint16_t_u_u((!g_579), g_306))), l_830[3][1]))))), p_5))) | l_789))))), p_6)) == 0x0A6EL) > l_789);
            }
        }
        else
        { /* block id: 362 */
            uint8_t l_844 = 252UL;
            int32_t l_845 = 0x93EC72EAL;
            int32_t l_847 = 0xC6BBC1B2L;
            int32_t l_848[8][3] = {{(-10L),0xBF869691L,(-10L)},{0xA874A9FFL,0xA874A9FFL,0xCE2EB0E9L},{0L,0xBF869691L,0L},{0xA874A9FFL,0xCE2EB0E9L,0xCE2EB0E9L},{(-10L),0xBF869691L,(-10L)},{0xA874A9FFL,0xA874A9FFL,0xCE2EB0E9L},{0L,0xBF869691L,0L},{0xA874A9FFL,0xCE2EB0E9L,0xCE2EB0E9L}};
            int i, j;
            for (l_794 = 0; (l_794 > 1); l_794 = safe_add_func_uint64_t_u_u(l_794, 5))
            { /* block id: 365 */
                uint16_t l_841 = 65528UL;
                int32_t l_854[7][7] = {{1L,0x16E3D80BL,0L,0x0F47EC4AL,2L,(-9L),2L},{1L,0xA8DEA2B3L,0xA8DEA2B3L,1L,1L,0x0CE39A16L,1L},{1L,(-9L),0L,0x16E3D80BL,(-1L),0x645CD2F7L,1L},{1L,1L,1L,0x3BD48EB5L,0L,0x3BD48EB5L,1L},{0L,0L,(-7L),(-3L),0x645CD2F7L,0x3BD48EB5L,2L},{0x0F47EC4AL,(-7L),2L,0xA8DEA2B3L,1L,0x645CD2F7L,(-9L)},{0x3BD48EB5L,0x0CE39A16L,0x645CD2F7L,1L,1L,0x645CD2F7L,0L}};
                int i, j;
                l_849 = (g_36[2][5][1] = ((l_848[2][0] &= (((l_847 = (safe_mod_func_int8_t_s_s((g_396 , (safe_mul_func_uint8_t_u_u((g_576 <= (g_396 , (((l_846 |= (((safe_lshift_func_int16_t_s_s(g_185, ((safe_rshift_func_uint8_t_u_u((l_845 &= (g_86[1] != ((l_841 & (((((l_843 = ((g_842[0] = ((0xF0C8B85702DAEE83LL < g_36[2][0][3]) == 0x1EBEL)) == (-9L))) && l_844) >= g_145) | l_844) ^ 0x4B2E418681BFB026LL)) & l_841))), 1)) > g_42))) >= g_576) , p_6)) && l_551) && l_841))), l_794))), g_142))) == g_185) , p_6)) > g_213));
                for (l_841 = 0; (l_841 == 36); l_841++)
                { /* block id: 376 */
                    int64_t l_852 = 0x600A27F8A50F0615LL;
                    int32_t l_853 = 0x53934B92L;
                    int32_t l_855 = 0xC21F0DBFL;
                    int32_t l_856 = 0x81976FB6L;
                    int32_t l_858 = 0xDD0561D5L;
                    int32_t l_860[6][6][7] = {{{0L,6L,(-2L),0x891D9A1DL,(-1L),(-2L),0x3FFCB41EL},{0xB79A5993L,7L,1L,0xF172139AL,0xFEC77BB7L,0x5AE4CB84L,1L},{0L,0x3FFCB41EL,0L,0x891D9A1DL,0x891D9A1DL,0L,0x3FFCB41EL},{(-4L),0xB16F756FL,1L,0xAF92AA98L,(-1L),0x5AE4CB84L,0x3AC8D534L},{0x1498E6D6L,0x3FFCB41EL,(-2L),(-1L),0x891D9A1DL,(-2L),6L},{(-4L),7L,(-10L),0xAF92AA98L,0xFEC77BB7L,0x73BC7EB4L,0x3AC8D534L}},{{0L,6L,(-2L),0x891D9A1DL,(-1L),(-2L),0x3FFCB41EL},{0xB79A5993L,7L,1L,0xF172139AL,0xFEC77BB7L,0x5AE4CB84L,1L},{0L,0x3FFCB41EL,0L,0x891D9A1DL,0x891D9A1DL,0L,0x3FFCB41EL},{(-4L),0xB16F756FL,1L,0xAF92AA98L,(-1L),0x5AE4CB84L,0x3AC8D534L},{0x1498E6D6L,0x3FFCB41EL,(-2L),(-1L),0x891D9A1DL,(-2L),6L},{(-4L),7L,(-10L),0xAF92AA98L,0xFEC77BB7L,0x73BC7EB4L,0x3AC8D534L}},{{0L,6L,(-2L),0x891D9A1DL,(-1L),(-2L),0x3FFCB41EL},{0xB79A5993L,7L,1L,0xF172139AL,0xFEC77BB7L,0x5AE4CB84L,1L},{0L,0x3FFCB41EL,0L,0x891D9A1DL,0x891D9A1DL,0L,0x3FFCB41EL},{(-4L),0xB16F756FL,1L,0xAF92AA98L,(-1L),0x5AE4CB84L,0x3AC8D534L},{0x1498E6D6L,0x3FFCB41EL,(-2L),(-1L),0x891D9A1DL,(-2L),6L},{(-4L),7L,(-10L),0xAF92AA98L,0xFEC77BB7L,0x73BC7EB4L,0x3AC8D534L}},{{0L,6L,(-2L),0x891D9A1DL,(-1L),(-2L),0x3FFCB41EL},{0xB79A5993L,7L,1L,0xF172139AL,0xFEC77BB7L,0x5AE4CB84L,1L},{0L,0x3FFCB41EL,0L,0x891D9A1DL,0x891D9A1DL,0L,0x3FFCB41EL},{(-4L),0xB16F756FL,1L,0xAF92AA98L,(-1L),0x5AE4CB84L,0x3AC8D534L},{0x1498E6D6L,0x3FFCB41EL,(-2L),(-1L),0x891D9A1DL,(-2L),6L},{(-4L),7L,(-10L),0xAF92AA98L,0xFEC77BB7L,0x73BC7EB4L,0x3AC8D534L}},{{0L,6L,(-2L),0x891D9A1DL,(-1L),(-2L),0x3FFCB41EL},{0xB79A5993L,7L,1L,0xF172139AL,0xFEC77BB7L,0x5AE4CB84L,1L},{0L,0x3FFCB41EL,0L,0x891D9A1DL,0x1498E6D6L,0x891D9A1DL,0x00AE4B68L},{6L,(-1L),0x41E779E1L,0xCB8F05B2L,0L,8L,(-3L)},{0x7A705574L,0x00AE4B68L,0x2FDFCC52L,0x36C271FEL,0x1498E6D6L,0x2FDFCC52L,0x76EDCD5EL},{6L,0xB359ED37L,0xFEC77BB7L,0xCB8F05B2L,0xB79A5993L,0xAF92AA98L,(-3L)}},{{0x546DB77BL,0x76EDCD5EL,0x2FDFCC52L,0x1498E6D6L,0x36C271FEL,0x2FDFCC52L,0x00AE4B68L},{(-3L),0xB359ED37L,0x41E779E1L,0x64822752L,0xB79A5993L,8L,0x3BF42F7EL},{0x546DB77BL,0x00AE4B68L,0x891D9A1DL,0x1498E6D6L,0x1498E6D6L,0x891D9A1DL,0x00AE4B68L},{6L,(-1L),0x41E779E1L,0xCB8F05B2L,0L,8L,(-3L)},{0x7A705574L,0x00AE4B68L,0x2FDFCC52L,0x36C271FEL,0x1498E6D6L,0x2FDFCC52L,0x76EDCD5EL},{6L,0xB359ED37L,0xFEC77BB7L,0xCB8F05B2L,0xB79A5993L,0xAF92AA98L,(-3L)}}};
                    int i, j, k;
                    ++l_867;
                }
            }
            if (g_145)
                goto lbl_873;
        }
lbl_873:
        g_212 = ((l_872 = (safe_rshift_func_uint8_t_u_s(l_553, g_41))) , (g_36[2][3][0] ^= g_86[0]));
        --l_874[5];
        for (g_42 = 0; (g_42 > (-14)); g_42--)
        { /* block id: 388 */
            uint64_t l_894 = 0xCCA593919779E944LL;
            int32_t l_899 = 1L;
            int32_t l_900 = 0L;
            int32_t l_902 = 0x42130248L;
            int32_t l_905[8][5][4] = {{{0L,0x5655CBAFL,0L,0x5655CBAFL},{0x5655CBAFL,0xC7E761D4L,0L,0L},{0L,0L,0x5655CBAFL,0L},{3L,0xC7E761D4L,3L,0x5655CBAFL},{3L,0x5655CBAFL,0x5655CBAFL,3L}},{{0L,0x5655CBAFL,0L,0x5655CBAFL},{0x5655CBAFL,0xC7E761D4L,0L,0L},{0L,0L,0x5655CBAFL,0L},{3L,0xC7E761D4L,3L,0x5655CBAFL},{3L,0x5655CBAFL,0x5655CBAFL,3L}},{{0L,0x5655CBAFL,0L,0x5655CBAFL},{0x5655CBAFL,0xC7E761D4L,0L,0L},{0L,0L,0x5655CBAFL,0L},{3L,0xC7E761D4L,3L,0x5655CBAFL},{3L,0x5655CBAFL,0x5655CBAFL,3L}},{{0L,0x5655CBAFL,0L,0x5655CBAFL},{0x5655CBAFL,0xC7E761D4L,0L,0L},{0L,0L,0x5655CBAFL,0L},{3L,0xC7E761D4L,3L,0x5655CBAFL},{3L,0x5655CBAFL,0x5655CBAFL,3L}},{{0L,0x5655CBAFL,0L,0x5655CBAFL},{0x5655CBAFL,0xC7E761D4L,0L,0L},{0L,0L,0x5655CBAFL,0L},{3L,0xC7E761D4L,3L,0x5655CBAFL},{3L,0x5655CBAFL,0x5655CBAFL,3L}},{{0L,0x5655CBAFL,0L,0x5655CBAFL},{0x5655CBAFL,0xC7E761D4L,0L,0L},{0L,0L,0x5655CBAFL,0L},{3L,0xC7E761D4L,3L,0x5655CBAFL},{3L,0x5655CBAFL,0x5655CBAFL,3L}},{{0L,0x5655CBAFL,0L,0x5655CBAFL},{0x5655CBAFL,0L,0xC7E761D4L,0xC7E761D4L},{0x5655CBAFL,0x5655CBAFL,3L,0xC7E761D4L},{0L,0L,0L,3L},{0L,3L,3L,0L}},{{0x5655CBAFL,3L,0xC7E761D4L,3L},{3L,0L,0xC7E761D4L,0xC7E761D4L},{0x5655CBAFL,0x5655CBAFL,3L,0xC7E761D4L},{0L,0L,0L,3L},{0L,3L,3L,0L}}};
            uint32_t l_906 = 3UL;
            uint8_t l_909 = 255UL;
            int i, j, k;
            for (l_551 = 0; (l_551 <= 2); l_551 += 1)
            { /* block id: 391 */
                int i;
                if ((((~(l_863[l_551] = 0xA4C3F458L)) , l_874[(l_551 + 3)]) > (safe_rshift_func_uint8_t_u_u((((safe_add_func_int64_t_s_s(l_874[(l_551 + 3)], l_859)) != (safe_add_func_uint64_t_u_u(l_857, (safe_mul_func_uint16_t_u_u(((((safe_add_func_int8_t_s_s((l_794 &= ((l_580 = 0x567AL) & (((safe_lshift_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u(g_620, 6)), 0)) , l_894) <= 9L))), g_145)) , l_894) ^ l_894) || 0UL), g_143))))) | p_6), 4))))
                { /* block id: 395 */
                    l_553 ^= ((safe_div_func_uint16_t_u_u(l_863[l_551], 1L)) , (safe_lshift_func_uint16_t_u_u(l_793, 15)));
                }
                else
                { /* block id: 397 */
                    int16_t l_901 = (-1L);
                    int32_t l_903 = 0xD5BBBF20L;
                    int64_t l_904 = 4L;
                    l_906++;
                    if (g_570)
                        continue;
                    g_212 = l_904;
                    --l_909;
                }
                l_577 = ((((((safe_lshift_func_int8_t_s_s((-9L), 0)) < l_793) ^ g_579) | ((safe_div_func_int32_t_s_s(0L, (safe_mul_func_uint16_t_u_u((safe_div_func_int16_t_s_s((p_6 | (safe_mul_func_uint8_t_u_u((((g_185 = l_551) <= g_842[0]) < 0x37C848D9307563D8LL), 0x61L))), l_874[(l_551 + 3)])), p_5)))) && 0xCEF9EFC537342BCALL)) >= 0xF58FB4F03332D77ALL) > l_748);
                for (g_620 = 3; (g_620 >= 0); g_620 -= 1)
                { /* block id: 407 */
                    int i, j, k;
                    g_212 |= (0x6AL || g_36[g_620][l_551][g_620]);
                }
            }
            return g_36[1][1][2];
        }
    }
    else
    { /* block id: 413 */
        int8_t l_939 = 5L;
        int32_t l_942 = 0x2BE762D7L;
        int32_t l_971 = 1L;
        uint32_t l_1004 = 18446744073709551614UL;
        if ((((safe_add_func_int64_t_s_s(((safe_mul_func_uint8_t_u_u((safe_div_func_int64_t_s_s((g_86[0] , (l_942 = (l_580 = ((~(l_863[2] , g_85)) >= (safe_lshift_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_u(((g_185 = (safe_mod_func_int64_t_s_s((safe_mod_func_uint32_t_u_u((safe_mul_func_int8_t_s_s(l_939, 0L)), (((safe_mul_func_int16_t_s_s(0x6838L, g_579)) > g_576) , 0x616950FEL))), l_874[5]))) && 0L), g_143)) | p_5), 6)))))), g_203)), 255UL)) && p_5), l_551)) > p_7) & l_939))
        { /* block id: 417 */
            int64_t l_961 = 0L;
            int32_t l_970 = 6L;
            int32_t l_972 = 0xBA5DD5EFL;
            for (g_704 = 5; (g_704 >= 58); g_704++)
            { /* block id: 420 */
                uint8_t l_952 = 1UL;
                int32_t l_964 = 0xB3365F95L;
                for (g_146 = 0; (g_146 == 51); ++g_146)
                { /* block id: 423 */
                    if (p_6)
                        goto lbl_795;
                }
                if (((((~(safe_mod_func_int8_t_s_s((0x0D63L != ((safe_div_func_int8_t_s_s((l_952 && (safe_lshift_func_int8_t_s_u(((0L < g_842[3]) , (safe_lshift_func_uint16_t_u_s(g_87, 9))), 3))), (safe_mul_func_uint16_t_u_u(0xDE44L, 0xD051L)))) , 65535UL)), g_576))) <= g_213) | 0x7D0AC71464F67A0ELL) < g_842[0]))
                { /* block id: 426 */
                    return l_952;
                }
                else
                { /* block id: 428 */
                    l_964 = ((safe_mod_func_int32_t_s_s((g_41 < (g_145--)), 0xF3EC8856L)) >= p_7);
                }
            }
            for (l_577 = 0; (l_577 == 0); l_577 = safe_add_func_uint64_t_u_u(l_577, 3))
            { /* block id: 435 */
                int64_t l_974 = (-1L);
                if (g_87)
                { /* block id: 436 */
                    uint64_t l_975[8][6][3] = {{{0x7C8F52535677E86ALL,0x6EB8C19A85849F6ELL,1UL},{1UL,0xCB3254985D18ACE8LL,0xC71B7A8D2AC723CCLL},{18446744073709551611UL,0x7C8F52535677E86ALL,8UL},{18446744073709551615UL,0x31FEE42483A79A03LL,18446744073709551615UL},{0x64A3A1AC9F94596ELL,8UL,8UL},{2UL,1UL,0xC71B7A8D2AC723CCLL}},{{18446744073709551615UL,0x64A3A1AC9F94596ELL,1UL},{18446744073709551615UL,0xB756E56EBB675FB8LL,0xC8C0F9E127D77286LL},{0x64A3A1AC9F94596ELL,0x8474454EBD81F81ALL,0xCF6CDECFD95E5D66LL},{18446744073709551615UL,0xB756E56EBB675FB8LL,18446744073709551615UL},{18446744073709551611UL,0x64A3A1AC9F94596ELL,0x6EB8C19A85849F6ELL},{7UL,1UL,18446744073709551615UL}},{{0x7C8F52535677E86ALL,8UL,0xCF6CDECFD95E5D66LL},{0x602769BDBEEFAFEBLL,0x31FEE42483A79A03LL,1UL},{0x7C8F52535677E86ALL,0x7C8F52535677E86ALL,1UL},{7UL,0xCB3254985D18ACE8LL,0x4F61561036D96F48LL},{18446744073709551611UL,0x6EB8C19A85849F6ELL,8UL},{18446744073709551615UL,0x31FEE42483A79A03LL,2UL}},{{0x64A3A1AC9F94596ELL,18446744073709551611UL,8UL},{18446744073709551615UL,1UL,0x4F61561036D96F48LL},{18446744073709551615UL,0UL,1UL},{2UL,0xB756E56EBB675FB8LL,1UL},{0x64A3A1AC9F94596ELL,18446744073709551615UL,0xCF6CDECFD95E5D66LL},{18446744073709551615UL,0xB756E56EBB675FB8LL,18446744073709551615UL}},{{18446744073709551611UL,0UL,0x6EB8C19A85849F6ELL},{1UL,1UL,18446744073709551615UL},{0x7C8F52535677E86ALL,18446744073709551611UL,0xCF6CDECFD95E5D66LL},{0x86DC89E04C0829FELL,0x31FEE42483A79A03LL,0xC8C0F9E127D77286LL},{0x7C8F52535677E86ALL,0x6EB8C19A85849F6ELL,1UL},{1UL,0xCB3254985D18ACE8LL,0xC71B7A8D2AC723CCLL}},{{18446744073709551611UL,0x7C8F52535677E86ALL,8UL},{18446744073709551615UL,0x31FEE42483A79A03LL,18446744073709551615UL},{0x64A3A1AC9F94596ELL,8UL,8UL},{2UL,1UL,0xC71B7A8D2AC723CCLL},{18446744073709551615UL,0x64A3A1AC9F94596ELL,1UL},{18446744073709551615UL,0xB756E56EBB675FB8LL,0xC8C0F9E127D77286LL}},{{0x64A3A1AC9F94596ELL,0x8474454EBD81F81ALL,0xCF6CDECFD95E5D66LL},{18446744073709551615UL,0xB756E56EBB675FB8LL,18446744073709551615UL},{18446744073709551611UL,0x64A3A1AC9F94596ELL,0x6EB8C19A85849F6ELL},{7UL,1UL,18446744073709551615UL},{0x7C8F52535677E86ALL,8UL,0xCF6CDECFD95E5D66LL},{0x602769BDBEEFAFEBLL,0x31FEE42483A79A03LL,1UL}},{{0x7C8F52535677E86ALL,0x7C8F52535677E86ALL,1UL},{7UL,0xCB3254985D18ACE8LL,0x4F61561036D96F48LL},{18446744073709551611UL,0x6EB8C19A85849F6ELL,8UL},{18446744073709551615UL,0x31FEE42483A79A03LL,2UL},{0x64A3A1AC9F94596ELL,18446744073709551611UL,8UL},{18446744073709551615UL,1UL,0x4F61561036D96F48LL}}};
                    int i, j, k;
                    g_212 = (l_961 ^ (safe_mod_func_int64_t_s_s((p_5 , 0xB9E6746163C6B345LL), (safe_unary_minus_func_uint8_t_u(p_6)))));
                    l_975[6][5][1]--;
                    return p_7;
                }
                else
                { /* block id: 440 */
                    uint32_t l_990 = 5UL;
                    g_36[5][6][3] ^= (((p_7--) | (g_306 = (g_41 > 0xE80BC6EEL))) >= ((l_974 < (safe_mul_func_int8_t_s_s(((0xAAL && ((safe_mod_func_uint8_t_u_u(((safe_mod_func_uint32_t_u_u((safe_rshift_func_int8_t_s_s((((safe_div_func_uint8_t_u_u(((l_990 &= g_212) < (((((l_971 = (safe_mod_func_uint16_t_u_u(((safe_sub_func_int64_t_s_s((((p_6 < (safe_lshift_func_uint16_t_u_u(g_106, l_939))) & l_974) || 2UL), g_106)) != l_974), g_212))) , 0x27L) <= 4L) > p_6) , p_6)), 0xE8L)) >= p_6) >= 0x09CFL), 6)), g_842[3])) <= 0xDDFF0C9FL), 249UL)) > g_212)) || g_203), l_942))) ^ 0L));
                    return l_971;
                }
            }
        }
        else
        { /* block id: 449 */
            int64_t l_999 = 0xE069152576F72D6CLL;
            int32_t l_1000 = 0x734B2272L;
            int32_t l_1001 = 0xC32BB020L;
            int32_t l_1002 = 0x2A245E25L;
            int32_t l_1003[1];
            int64_t l_1024 = 0xBAF98E2A0B54DFE2LL;
            int i;
            for (i = 0; i < 1; i++)
                l_1003[i] = 0xE4B64077L;
            for (l_939 = 0; (l_939 != 20); l_939 = safe_add_func_uint64_t_u_u(l_939, 4))
            { /* block id: 452 */
                return l_789;
            }
            l_942 = p_5;
            l_1004++;
            l_1026 |= (safe_sub_func_uint32_t_u_u(((safe_unary_minus_func_uint8_t_u((safe_add_func_uint32_t_u_u(((--g_86[1]) != ((safe_lshift_func_uint16_t_u_s(0x1707L, 6)) || ((((safe_rshift_func_int16_t_s_s((l_863[0] = p_5), 10)) || (((safe_rshift_func_int16_t_s_u((safe_mul_func_int16_t_s_s((safe_add_func_uint16_t_u_u((l_1024 >= 0x8C340FE10A4E6F86LL), (p_6 >= l_867))), 0x1A7CL)), g_87)) , p_6) , l_1003[0])) | p_5) , g_96))), l_789)))) > l_1025), 3L));
        }
        for (g_146 = 0; (g_146 > 38); g_146 = safe_add_func_uint8_t_u_u(g_146, 5))
        { /* block id: 463 */
            uint32_t l_1034[5][6][1] = {{{0xFE5AC014L},{0UL},{0xA80B8D04L},{6UL},{0xA80B8D04L},{0UL}},{{0xFE5AC014L},{0UL},{0xA80B8D04L},{6UL},{0xA80B8D04L},{0UL}},{{0x00E79003L},{6UL},{0xFE5AC014L},{6UL},{0xFE5AC014L},{6UL}},{{0x00E79003L},{6UL},{0xFE5AC014L},{6UL},{0xFE5AC014L},{6UL}},{{0x00E79003L},{6UL},{0xFE5AC014L},{6UL},{0xFE5AC014L},{6UL}}};
            int32_t l_1059[6][2][5] = {{{0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L},{(-1L),(-1L),(-1L),(-1L),(-1L)}},{{0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L},{(-1L),(-1L),(-1L),(-1L),(-1L)}},{{0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L},{(-1L),(-1L),(-1L),(-1L),(-1L)}},{{0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L},{(-1L),(-1L),(-1L),(-1L),(-1L)}},{{0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L},{(-1L),(-1L),(-1L),(-1L),(-1L)}},{{0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L,0xF11DE652L},{(-1L),(-1L),(-1L),(-1L),(-1L)}}};
            int32_t l_1061[1];
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_1061[i] = (-3L);
            l_1061[0] = ((safe_add_func_uint32_t_u_u((g_36[0][7][0] , (((((((safe_add_func_uint16_t_u_u((+l_1034[2][5][0]), (safe_mul_func_int8_t_s_s((safe_add_func_int16_t_s_s((safe_mod_func_uint16_t_u_u(((safe_div_func_int64_t_s_s((safe_div_func_uint8_t_u_u(((g_579 != ((0x8E0FL >= (((safe_add_func_uint16_t_u_u(((g_86[2] &= (safe_lshift_func_uint16_t_u_u(((safe_mod_func_int16_t_s_s((g_581 && (0L | (safe_lshift_func_uint16_t_u_u(((safe_mod_func_uint8_t_u_u(((safe_div_func_uint32_t_u_u((safe_mul_func_int8_t_s_s(((l_1059[4][0][1] &= 0xEB72L) || p_7), p_6)), l_867)) , l_971), 0x28L)) | 18446744073709551615UL), g_973[1][0][2])))), p_6)) & g_704), 8))) <= l_551), g_570)) , 0x8F2B5112L) & g_973[1][0][2])) <= l_764)) , l_1059[4][0][1]), g_842[3])), g_579)) <= 0UL), 1L)), g_106)), l_1060)))) <= 0x603CE7C2L) | 2UL) > l_577) == 0x2EB9L) >= p_6) && l_1059[4][0][1])), g_145)) , g_842[3]);
            g_36[4][3][2] = l_939;
        }
    }
    return p_6;
}


/* ------------------------------------------ */
/* 
 * reads : g_86 g_36 g_41 g_146 g_212
 * writes: g_142 g_36 g_212
 */
static uint64_t  func_8(int64_t  p_9, int64_t  p_10)
{ /* block id: 252 */
    int16_t l_529 = 0L;
    int64_t l_530 = (-8L);
    int32_t l_531 = (-4L);
    int32_t l_532 = 0x1DDEFC97L;
    l_532 = (g_212 |= (l_531 |= (g_86[0] <= ((safe_add_func_uint16_t_u_u((safe_mod_func_int16_t_s_s((((safe_unary_minus_func_uint16_t_u((safe_mul_func_int16_t_s_s(((g_36[0][7][3] = (safe_add_func_int64_t_s_s((0x87BFC06CL >= (((safe_rshift_func_uint8_t_u_u((0UL && (((1L & (~(((g_142 = g_36[1][1][2]) > g_41) == ((-1L) || p_9)))) | 0L) , 6L)), 3)) & g_146) >= 0UL)), 18446744073709551614UL))) , l_529), 0x3ED2L)))) != 4UL) <= p_9), 65535UL)), l_530)) , l_530))));
    return p_10;
}


/* ------------------------------------------ */
/* 
 * reads : g_145 g_41 g_42 g_85 g_142 g_62 g_146 g_212 g_36 g_306 g_87 g_86 g_396 g_143 g_106 g_96 g_185 g_213 g_203
 * writes: g_306 g_142 g_36 g_146 g_106 g_87 g_212 g_396 g_143 g_85 g_62 g_96 g_203
 */
static uint8_t  func_14(const int32_t  p_15, int16_t  p_16, uint16_t  p_17, int64_t  p_18)
{ /* block id: 127 */
    int16_t l_329 = 0L;
    uint64_t l_362 = 8UL;
    int32_t l_370 = 0L;
    uint32_t l_399 = 0xFE9BC3C4L;
    uint32_t l_422 = 0x96C1C48DL;
    uint64_t l_500 = 2UL;
    if ((safe_rshift_func_int16_t_s_u(((safe_div_func_uint16_t_u_u((p_17 < ((g_306 = 3UL) & (((l_329 | (((l_329 , (((safe_sub_func_uint8_t_u_u((safe_unary_minus_func_int16_t_s((safe_unary_minus_func_uint16_t_u(g_145)))), ((safe_lshift_func_int16_t_s_u(l_329, ((((((((p_15 & 0xBDL) > l_329) > g_41) , p_17) > 0UL) <= l_329) > p_17) ^ 0x21L))) , p_16))) <= g_42) , 0x45E46161DA2793B3LL)) >= l_329) >= l_329)) != p_16) & 0x8EL))), l_329)) || l_329), p_16)))
    { /* block id: 129 */
        int8_t l_339 = 0x87L;
        int32_t l_374 = 9L;
        if (p_15)
        { /* block id: 130 */
            return g_85;
        }
        else
        { /* block id: 132 */
            uint64_t l_338[8][7] = {{0x4CD39AF5786877DDLL,0x204DF620D2C9EF17LL,4UL,0x6800FB456D4CA97DLL,4UL,0x204DF620D2C9EF17LL,0x4CD39AF5786877DDLL},{0x204DF620D2C9EF17LL,0UL,0x4A1A613836D43553LL,0UL,0xF9A51A2D859095A3LL,4UL,0xF9A51A2D859095A3LL},{0x204DF620D2C9EF17LL,0xF9A51A2D859095A3LL,0xF9A51A2D859095A3LL,0x204DF620D2C9EF17LL,9UL,18446744073709551614UL,0x6800FB456D4CA97DLL},{0x4CD39AF5786877DDLL,18446744073709551614UL,0x4A1A613836D43553LL,9UL,9UL,0x4A1A613836D43553LL,18446744073709551614UL},{9UL,0x4CD39AF5786877DDLL,4UL,0UL,0xF9A51A2D859095A3LL,0x6800FB456D4CA97DLL,0x6800FB456D4CA97DLL},{4UL,0x4CD39AF5786877DDLL,9UL,0x4CD39AF5786877DDLL,4UL,0UL,0xF9A51A2D859095A3LL},{0x4A1A613836D43553LL,18446744073709551614UL,0x4CD39AF5786877DDLL,0UL,0UL,0UL,0x4CD39AF5786877DDLL},{0xF9A51A2D859095A3LL,0xF9A51A2D859095A3LL,0x204DF620D2C9EF17LL,9UL,18446744073709551614UL,0x6800FB456D4CA97DLL,0x4A1A613836D43553LL}};
            int32_t l_373 = 0xC93415A6L;
            int16_t l_400[8][2] = {{0x05C9L,0xABEBL},{0xC298L,0x0D2CL},{0xABEBL,0x0D2CL},{0xC298L,0xABEBL},{0x05C9L,0x05C9L},{0x05C9L,0xABEBL},{0xC298L,0x0D2CL},{0xABEBL,0x0D2CL}};
            int32_t l_423[3];
            int32_t l_424 = (-9L);
            int i, j;
            for (i = 0; i < 3; i++)
                l_423[i] = (-5L);
            for (g_142 = 0; (g_142 >= (-25)); g_142--)
            { /* block id: 135 */
                l_338[2][0] |= (p_16 || l_329);
                g_36[1][1][2] ^= (((g_62 | (l_339 < ((p_17 , 0xA04B6D0C135C6C0FLL) > (0x211044F1L & ((safe_rshift_func_uint16_t_u_u(l_338[7][6], 4)) > (safe_div_func_int64_t_s_s((safe_mod_func_uint32_t_u_u((((g_146 || g_142) || g_212) >= p_15), l_339)), 0x186E48EC597BF888LL))))))) ^ l_329) ^ 0x5E8996C2E0F3EA85LL);
            }
            for (g_146 = 0; g_146 < 6; g_146 += 1)
            {
                for (l_339 = 0; l_339 < 8; l_339 += 1)
                {
                    for (g_106 = 0; g_106 < 4; g_106 += 1)
                    {
                        g_36[g_146][l_339][g_106] = 1L;
                    }
                }
            }
            for (g_306 = 0; (g_306 <= 2); g_306 += 1)
            { /* block id: 142 */
                uint64_t l_369 = 0x37ED356443E52055LL;
                uint64_t l_371 = 1UL;
                int32_t l_398[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_398[i] = 0xAF4F48F4L;
                for (g_87 = 0; (g_87 <= 6); g_87 += 1)
                { /* block id: 145 */
                    int i, j;
                    if (l_338[g_87][g_87])
                        break;
                    g_212 = ((safe_rshift_func_uint16_t_u_s((safe_add_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u((0xDB37D4CBDD056B5DLL < (((l_370 &= (safe_mul_func_int8_t_s_s(((safe_div_func_int32_t_s_s(g_86[g_306], (safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_u((g_306 , (l_339 , (safe_add_func_uint32_t_u_u((l_362 < ((safe_div_func_int32_t_s_s((safe_div_func_int8_t_s_s((((safe_add_func_int64_t_s_s(l_369, l_338[g_87][g_87])) | 0UL) < g_86[0]), 6L)), 0x70D47724L)) , g_62)), 0x416CB1C4L)))), 3)), p_17)))) | g_41), l_339))) , g_87) && p_16)), l_371)), g_36[1][1][2])), 9)) , p_18);
                    if (g_306)
                        continue;
                }
                for (g_212 = 0; (g_212 <= 2); g_212 += 1)
                { /* block id: 153 */
                    int32_t l_397 = 3L;
                    int i, j;
                    l_370 = (~l_338[(g_212 + 1)][(g_212 + 2)]);
                    l_373 = 0L;
                    l_374 |= 0L;
                    l_400[1][1] |= (~(((safe_mod_func_int16_t_s_s((safe_mul_func_int16_t_s_s((safe_add_func_uint16_t_u_u(((((((l_398[1] = (g_86[g_306] == (safe_mod_func_int8_t_s_s(((g_86[g_306] <= (l_397 = (0xC3F1L && ((1L < (((((((g_396 ^= ((safe_div_func_int16_t_s_s((((safe_add_func_uint64_t_u_u(((l_370 ^ (safe_lshift_func_int8_t_s_u(((p_16 = ((safe_div_func_uint32_t_u_u((g_146 | (g_106 = (safe_div_func_int32_t_s_s((safe_add_func_int32_t_s_s((-1L), l_362)), p_17)))), 6L)) <= l_371)) > p_17), 2))) , l_369), 0x3AF5D0D1794D5D57LL)) && g_86[1]) >= l_374), g_36[1][1][2])) || 0xEE8A465BL)) != 0xDFE8A64EL) | l_329) == 3L) & l_373) < l_369) || 0UL)) > l_369)))) && p_15), l_338[(g_212 + 1)][(g_212 + 2)])))) ^ 2UL) >= p_17) == 255UL) || l_399) > g_42), g_41)), l_371)), g_142)) | g_143) > g_36[2][2][1]));
                }
                for (p_16 = 3; (p_16 >= 0); p_16 -= 1)
                { /* block id: 166 */
                    int32_t l_412 = 1L;
                    const int32_t l_413 = 0L;
                    g_36[3][4][3] = ((safe_lshift_func_uint16_t_u_u((g_143--), (l_398[1] >= p_17))) , ((l_369 | (safe_mul_func_uint16_t_u_u(((0xC3D3FB05B8D4C38BLL <= (safe_mul_func_int8_t_s_s(((p_17 &= (l_374 < ((+(safe_mul_func_uint16_t_u_u(l_412, ((((g_85 &= g_42) | l_412) < p_15) | l_413)))) || 0x6D67L))) <= l_374), l_412))) , p_16), p_18))) > g_306));
                }
            }
            for (g_142 = 6; (g_142 >= 0); g_142 -= 1)
            { /* block id: 175 */
                const uint16_t l_446 = 65527UL;
                l_424 = (((g_106 && 0L) && (((safe_sub_func_uint8_t_u_u((l_423[0] = ((g_96 != (safe_lshift_func_uint16_t_u_u(g_106, (safe_lshift_func_uint16_t_u_s(((l_374 = (safe_lshift_func_int8_t_s_s((g_306 != (l_373 = g_142)), 7))) == g_396), l_422))))) & l_370)), g_185)) , (-10L)) < g_396)) ^ g_86[1]);
                if (l_362)
                { /* block id: 180 */
                    uint8_t l_427[7];
                    uint32_t l_443 = 4294967294UL;
                    int i;
                    for (i = 0; i < 7; i++)
                        l_427[i] = 255UL;
                    l_374 = (l_443 |= (safe_mul_func_int8_t_s_s(g_36[2][0][0], ((g_85 , (l_427[0] && (safe_div_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((safe_add_func_int32_t_s_s(((safe_add_func_int64_t_s_s((safe_lshift_func_int16_t_s_s(g_396, 15)), ((+0xD9A5322FB90FAADBLL) >= (++p_17)))) , (g_145 < (safe_sub_func_uint16_t_u_u(p_18, g_87)))), p_18)), p_18)), p_18)))) > p_15))));
                }
                else
                { /* block id: 184 */
                    int32_t l_444 = (-6L);
                    int16_t l_445 = 9L;
                    l_370 = (l_444 = p_16);
                    if (p_16)
                        break;
                    l_445 = 7L;
                    if (l_446)
                        break;
                }
                for (g_62 = 0; (g_62 <= 6); g_62 += 1)
                { /* block id: 193 */
                    int i, j;
                    g_36[3][5][1] = (l_423[0] = 0L);
                    l_370 ^= ((l_338[g_62][g_62] != l_338[(g_142 + 1)][g_62]) == l_338[g_142][g_142]);
                }
            }
        }
    }
    else
    { /* block id: 200 */
        uint32_t l_447 = 0x5EFDCAA5L;
        return l_447;
    }
    if (l_399)
    { /* block id: 203 */
        int8_t l_461 = 0x6CL;
        int32_t l_507 = 0L;
        for (g_96 = 3; (g_96 >= 0); g_96 -= 1)
        { /* block id: 206 */
            int8_t l_462 = 0xE3L;
            for (g_306 = 0; (g_306 <= 2); g_306 += 1)
            { /* block id: 209 */
                uint64_t l_459 = 0x0CA4A02CCA80E581LL;
                int32_t l_460 = 1L;
                int i;
                g_212 = (safe_add_func_uint8_t_u_u((g_86[g_306] , (l_460 = (((safe_mod_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u((((safe_mod_func_uint8_t_u_u(0xE1L, g_86[g_306])) , (g_36[1][1][2] = (safe_rshift_func_uint16_t_u_u((+(-1L)), g_86[g_306])))) != (g_62 = g_62)), l_459)), p_17)) | 0x86651155L) < p_15))), p_17));
                for (g_87 = 0; (g_87 <= 3); g_87 += 1)
                { /* block id: 216 */
                    uint16_t l_463 = 0xC9B5L;
                    int32_t l_501 = 0xD5230938L;
                    int i, j, k;
                    l_501 = ((--l_463) && (safe_mod_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_s(l_462, 9)) < 0xA1L), g_86[g_306])), (safe_div_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s((l_500 = (safe_add_func_int64_t_s_s((safe_sub_func_uint64_t_u_u(p_16, (safe_mod_func_int16_t_s_s((safe_mod_func_int64_t_s_s(((p_17 <= ((safe_mod_func_uint8_t_u_u((((0L > (((safe_mul_func_uint8_t_u_u((safe_add_func_int8_t_s_s(((safe_mod_func_int32_t_s_s((g_36[(g_87 + 1)][(g_96 + 4)][g_96] = ((safe_mul_func_int16_t_s_s(g_106, l_422)) ^ l_370)), p_17)) < g_306), (-1L))), g_212)) | p_18) == g_62)) | 0L) >= 0x8B65L), 255UL)) && g_62)) & g_86[2]), g_145)), g_86[g_306])))), g_146))), l_459)), g_86[g_306])), g_213)), p_16)), 0x475EL)))));
                }
            }
        }
        for (g_396 = 23; (g_396 != 12); g_396--)
        { /* block id: 226 */
            uint64_t l_506[4][7] = {{9UL,9UL,9UL,9UL,9UL,9UL,9UL},{0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL},{9UL,9UL,9UL,9UL,9UL,9UL,9UL},{0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL,0xE69ECA57A02C6AA2LL}};
            int i, j;
            l_506[2][2] = (safe_mul_func_int8_t_s_s((-1L), 0xB8L));
        }
        l_507 ^= g_106;
    }
    else
    { /* block id: 230 */
        for (p_16 = 0; (p_16 > 14); p_16 = safe_add_func_uint64_t_u_u(p_16, 2))
        { /* block id: 233 */
            for (g_203 = 0; (g_203 != 7); g_203 = safe_add_func_int16_t_s_s(g_203, 7))
            { /* block id: 236 */
                return p_15;
            }
            for (g_212 = 0; (g_212 <= (-16)); g_212 = safe_sub_func_int8_t_s_s(g_212, 9))
            { /* block id: 241 */
                uint32_t l_516[7][2][6] = {{{0xD2D7AB4BL,4294967295UL,0x6517F6B3L,1UL,1UL,0x6517F6B3L},{1UL,1UL,0x6517F6B3L,4294967295UL,0xD2D7AB4BL,0x6517F6B3L}},{{3UL,0xA75D80C2L,1UL,0xA75D80C2L,3UL,1UL},{0xA75D80C2L,3UL,1UL,0xA21348D3L,0xA21348D3L,1UL}},{{0xA21348D3L,0xA21348D3L,1UL,3UL,0xA75D80C2L,1UL},{3UL,0xA75D80C2L,1UL,0xA75D80C2L,3UL,1UL}},{{0xA75D80C2L,3UL,1UL,0xA21348D3L,0xA21348D3L,1UL},{0xA21348D3L,0xA21348D3L,1UL,3UL,0xA75D80C2L,1UL}},{{3UL,0xA75D80C2L,1UL,0xA75D80C2L,3UL,1UL},{0xA75D80C2L,3UL,1UL,0xA21348D3L,0xA21348D3L,1UL}},{{0xA21348D3L,0xA21348D3L,1UL,3UL,0xA75D80C2L,1UL},{3UL,0xA75D80C2L,1UL,0xA75D80C2L,3UL,1UL}},{{0xA75D80C2L,3UL,1UL,0xA21348D3L,0xA21348D3L,1UL},{0xA21348D3L,0xA21348D3L,1UL,3UL,0xA75D80C2L,1UL}}};
                int i, j, k;
                for (l_329 = 0; (l_329 == (-17)); l_329 = safe_sub_func_uint8_t_u_u(l_329, 6))
                { /* block id: 244 */
                    return l_516[2][0][0];
                }
                l_370 &= g_86[1];
            }
        }
    }
    return g_203;
}


/* ------------------------------------------ */
/* 
 * reads : g_203 g_145 g_142 g_306 g_213 g_185 g_41 g_42 g_87
 * writes: g_36 g_203
 */
static uint8_t  func_19(uint8_t  p_20, uint16_t  p_21)
{ /* block id: 117 */
    int64_t l_300 = 0x6CD9A6DE51F0A175LL;
    uint32_t l_305 = 0xCE6AA63AL;
    int32_t l_307 = 0x284AD6D7L;
    int32_t l_308 = 0xB9EFC18EL;
    int32_t l_309 = 0xC5D99A76L;
    int32_t l_323 = 0xF0B624E7L;
    g_36[0][5][0] = (-1L);
    l_309 = (safe_unary_minus_func_uint32_t_u((l_308 = ((l_307 = (((0xBB7FCCB7L <= ((--g_203) & (((((((((((safe_unary_minus_func_int16_t_s(g_145)) != l_300) <= (l_300 | (p_20 = 250UL))) ^ g_142) && (!l_305)) && p_20) < (-1L)) == p_21) , 1L) <= l_300) <= g_306))) , p_20) != 0x1FL)) & g_213))));
    l_309 = (l_305 & (safe_sub_func_int16_t_s_s((g_185 <= (p_20 , (safe_add_func_int16_t_s_s(((safe_lshift_func_int8_t_s_s(((p_21 < (safe_add_func_uint8_t_u_u(p_21, ((safe_div_func_uint64_t_u_u(((!((((safe_mod_func_int8_t_s_s((g_41 & (l_307 |= ((g_145 && l_323) & l_300))), 0xFFL)) <= 0xA9L) || l_300) < 0x96BA196CL)) != 9L), 0x024ED4AC31B227EBLL)) , p_21)))) , g_142), l_308)) , g_203), g_42)))), l_323)));
    return g_87;
}


/* ------------------------------------------ */
/* 
 * reads : g_42 g_36 g_62 g_85 g_86 g_41 g_96 g_106 g_146 g_142 g_213 g_143 g_212
 * writes: g_62 g_36 g_86 g_87 g_42 g_96 g_106 g_142 g_143 g_145 g_146 g_185 g_203 g_212 g_213 g_85
 */
static uint32_t  func_22(uint64_t  p_23, uint32_t  p_24, int32_t  p_25, uint64_t  p_26)
{ /* block id: 1 */
    uint8_t l_64 = 0xE9L;
    uint32_t l_93 = 4294967295UL;
    int32_t l_118 = (-1L);
    int32_t l_187 = 0x6DD21D6EL;
    int32_t l_190[7] = {0L,0L,0xEC71B309L,0L,0L,0xEC71B309L,0L};
    uint8_t l_192 = 0xFAL;
    int64_t l_241 = (-6L);
    int16_t l_255 = (-10L);
    uint32_t l_267 = 0x950BB044L;
    uint64_t l_282 = 0x9AC969B5C3765FA4LL;
    int32_t l_296 = 2L;
    int32_t l_297 = 0xA26EF9EDL;
    int32_t l_298 = 0x20FB83DAL;
    int i;
    for (p_24 = 0; (p_24 <= 3); p_24 += 1)
    { /* block id: 4 */
        uint64_t l_44 = 7UL;
        int32_t l_58 = 0x610AA4AEL;
        int32_t l_59 = 1L;
        int64_t l_63 = 0x1526695BD66052DBLL;
        int32_t l_65 = (-4L);
        uint8_t l_144[2];
        int32_t l_191[3];
        int64_t l_252 = 4L;
        int i;
        for (i = 0; i < 2; i++)
            l_144[i] = 2UL;
        for (i = 0; i < 3; i++)
            l_191[i] = (-1L);
        if (l_44)
            break;
        for (p_26 = 0; (p_26 <= 3); p_26 += 1)
        { /* block id: 8 */
            uint16_t l_45 = 1UL;
            int32_t l_108[3][1][2] = {{{(-5L),(-1L)}},{{(-5L),(-5L)}},{{(-1L),(-5L)}}};
            int32_t l_175[2][1];
            int32_t l_211 = 4L;
            int i, j, k;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 1; j++)
                    l_175[i][j] = 0xF2AA79D8L;
            }
            if (p_23)
                break;
            l_45--;
            g_36[1][1][2] = (safe_div_func_uint32_t_u_u(((~(((!(safe_lshift_func_uint8_t_u_s((0xEFE6B3E9L >= ((l_45 != g_42) != (l_59 |= (0xF93CL || (l_58 = (safe_lshift_func_int8_t_s_s((-1L), 1))))))), ((safe_lshift_func_int8_t_s_s(g_36[1][1][2], (l_65 = (((l_64 = (((g_62 = p_26) , 65527UL) >= l_63)) ^ p_25) == l_45)))) ^ 0x08L)))) , g_62) ^ 0x4D52A103L)) < p_26), (-3L)));
            if ((p_25 &= 0L))
            { /* block id: 18 */
                int32_t l_66 = 0x99F15FC8L;
                uint32_t l_103[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_103[i] = 0xD222C05FL;
                p_25 ^= (g_36[5][4][3] ^= l_66);
                if ((safe_div_func_int32_t_s_s(((g_36[1][1][2] >= ((((safe_add_func_uint64_t_u_u((safe_sub_func_int64_t_s_s((safe_mod_func_uint8_t_u_u(((g_42 <= p_25) || ((safe_rshift_func_int16_t_s_u(g_36[3][2][0], 8)) == (safe_rshift_func_int16_t_s_u((safe_mod_func_uint16_t_u_u(p_25, (((g_87 = (g_86[1] ^= (safe_mul_func_int8_t_s_s(0xE7L, (l_66 = (((safe_sub_func_uint32_t_u_u(p_23, g_85)) & 0xD65D205C6C2786FELL) ^ 255UL)))))) >= 0x21L) , p_24))), g_62)))), 0xB6L)), p_23)), l_45)) >= l_45) && 0x937F8686L) > 0UL)) < g_85), p_23)))
                { /* block id: 24 */
                    uint8_t l_88 = 0x07L;
                    --l_88;
                    if (g_41)
                        continue;
                    p_25 = g_62;
                    g_36[0][0][3] = 0x8759D8E9L;
                }
                else
                { /* block id: 29 */
                    return l_45;
                }
                for (p_25 = 3; (p_25 >= 0); p_25 -= 1)
                { /* block id: 34 */
                    int i, j, k;
                    if (g_36[(p_25 + 1)][(p_24 + 4)][p_24])
                        break;
                    g_36[p_26][(p_24 + 2)][p_24] = p_24;
                    g_96 |= (safe_sub_func_uint8_t_u_u(g_36[2][7][0], (l_45 < (l_66 == (((l_93 = g_36[(p_25 + 1)][(p_24 + 4)][p_24]) <= ((((p_26 || (((((g_36[p_26][(p_24 + 2)][p_24] != ((g_42 = (safe_add_func_uint64_t_u_u(l_66, g_62))) , p_23)) < p_23) , p_26) > g_36[p_24][p_24][p_26]) <= p_24)) <= l_64) || g_36[p_24][p_24][p_26]) || l_44)) > 18446744073709551611UL)))));
                }
                if (g_41)
                { /* block id: 41 */
                    p_25 = (g_36[1][1][2] = (g_36[2][1][0] <= 0x57L));
                    p_25 = 0x3F91E732L;
                    return p_23;
                }
                else
                { /* block id: 46 */
                    l_108[0][0][1] &= (p_26 ^ ((((safe_mod_func_uint64_t_u_u((safe_add_func_int8_t_s_s(0x89L, (safe_mul_func_int8_t_s_s(((l_103[0] = 0UL) < p_25), (((safe_mod_func_int8_t_s_s((g_106 |= (-1L)), p_24)) < (~l_66)) || l_66))))), g_96)) | l_93) != 0x6B95FC1DL) , g_62));
                }
            }
            else
            { /* block id: 51 */
                uint16_t l_138[2];
                int32_t l_141 = 0x5A963199L;
                int64_t l_172[8];
                int32_t l_247 = 1L;
                int32_t l_248 = 0L;
                int32_t l_249 = 1L;
                int32_t l_250 = 1L;
                int32_t l_251 = 0x55C8FD6DL;
                int32_t l_253 = 0x97BF612CL;
                int32_t l_254 = (-5L);
                int32_t l_256 = (-1L);
                int32_t l_257 = 1L;
                int32_t l_258 = (-1L);
                int32_t l_259 = 0xA34F9124L;
                int32_t l_260 = 0L;
                int32_t l_261 = (-4L);
                int i;
                for (i = 0; i < 2; i++)
                    l_138[i] = 1UL;
                for (i = 0; i < 8; i++)
                    l_172[i] = 0xF96A3AA068DC4A0ELL;
                g_146 |= (g_41 ^ (g_145 = (((((safe_div_func_uint8_t_u_u((+(((safe_mod_func_int16_t_s_s((((safe_add_func_int8_t_s_s(((l_118 &= (g_62++)) || (((-1L) < (safe_div_func_uint16_t_u_u((((l_58 = 0xABL) <= ((((((safe_sub_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u((((g_143 = ((safe_sub_func_uint8_t_u_u((g_86[2] = (safe_div_func_int8_t_s_s((((((safe_lshift_func_uint8_t_u_s((p_23 != (safe_mul_func_int16_t_s_s((((0x4846L ^ ((0xC9A4CFDDBE10E358LL & ((g_142 = (safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s(((((!(l_138[0]++)) & ((p_23 <= g_62) == l_141)) & 2UL) && l_118), p_24)), g_36[1][1][2]))) , (-3L))) , 0xFABFL)) > l_64) == p_24), 0x66AFL))), g_96)) >= p_26) , p_23) , g_42) < p_24), p_24))), l_64)) != 0x0E2E69A2289B7103LL)) , p_23) != p_24), p_26)), 0x5E82803A303ACD4BLL)) , p_23) == (-1L)) >= g_41) ^ g_62) , p_23)) > p_26), g_96))) | 0x7032L)), p_24)) , g_86[1]) , p_25), l_108[2][0][1])) , 1UL) > l_144[1])), 255UL)) | 0xA6FCDD685B67D8BCLL) ^ l_141) && g_86[1]) <= 0x76L)));
                for (l_65 = (-8); (l_65 == 16); l_65 = safe_add_func_uint64_t_u_u(l_65, 6))
                { /* block id: 63 */
                    int16_t l_151 = 0x4809L;
                    g_36[1][1][2] = ((((0xB8DAL & ((safe_rshift_func_uint16_t_u_u(((++g_146) || (safe_rshift_func_int8_t_s_u(((safe_div_func_uint8_t_u_u(g_36[2][1][1], (safe_add_func_uint8_t_u_u(p_25, (((p_23 = (safe_lshift_func_uint16_t_u_s(65535UL, 10))) , g_96) && (safe_sub_func_uint64_t_u_u((safe_sub_func_int64_t_s_s((((l_108[0][0][1] = (safe_div_func_uint64_t_u_u(((l_141 = l_138[0]) <= (safe_sub_func_uint64_t_u_u((p_23 |= (safe_lshift_func_uint8_t_u_s(g_36[1][1][2], 2))), l_108[0][0][1]))), p_26))) != p_25) != l_151), g_96)), l_64))))))) , 0x4AL), 2))), g_96)) >= l_172[7])) <= 1L) , 0L) , g_86[0]);
                    g_185 = (safe_mod_func_uint32_t_u_u(l_175[0][0], (((safe_lshift_func_int16_t_s_s((safe_sub_func_int8_t_s_s((g_142 &= (safe_div_func_int32_t_s_s((0xE4B1711A83D060D7LL == (1L <= (+(g_36[1][1][2] = (l_151 >= ((((safe_mul_func_int16_t_s_s(p_25, (0x3CE1473C7CBC0A3BLL || ((2UL == 0xB7L) > l_63)))) , p_26) & 0x3B482F0B7091F55ALL) <= l_138[0])))))), 8UL))), (-1L))), p_24)) > 0L) && l_63)));
                }
                for (l_65 = 0; (l_65 <= 7); l_65 += 1)
                { /* block id: 76 */
                    int64_t l_186[6];
                    int32_t l_188[5][1] = {{4L},{4L},{4L},{4L},{4L}};
                    int32_t l_189 = (-1L);
                    int32_t l_206 = (-9L);
                    uint64_t l_240 = 0x44ED8ECEE319E1EDLL;
                    int i, j;
                    for (i = 0; i < 6; i++)
                        l_186[i] = 0x6211D863500523DCLL;
                    l_192--;
                    g_36[4][1][2] = ((3UL < (safe_div_func_uint32_t_u_u((safe_mod_func_uint64_t_u_u(l_172[l_65], ((g_85 ^= (safe_add_func_uint8_t_u_u((((((g_213 ^= (g_212 = ((g_203 = (l_138[0] >= (safe_rshift_func_uint16_t_u_s(0xC959L, 12)))) , (l_211 = ((safe_add_func_int16_t_s_s(l_206, (safe_add_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u((((g_185 = 0x36E93BA542B8B1C4LL) >= (l_108[0][0][1] &= (0xBE05C0E0L == (-7L)))) > 0L), 0xF6F9L)), p_24)))) , p_24))))) , p_23) && g_36[4][3][3]) , 1UL) > 5L), l_186[0]))) || g_62))), g_36[1][1][2]))) && p_23);
                    p_25 = (((safe_add_func_uint32_t_u_u((~((safe_lshift_func_uint8_t_u_s((safe_div_func_int64_t_s_s(g_106, ((g_85 = (((safe_add_func_uint64_t_u_u((safe_add_func_uint8_t_u_u(p_24, (g_87 = (safe_sub_func_int64_t_s_s(((l_58 = (safe_lshift_func_uint8_t_u_s((((safe_mul_func_int16_t_s_s((~(safe_lshift_func_int8_t_s_u(p_24, (p_24 | ((safe_div_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(g_86[1], 11)), (safe_mod_func_uint8_t_u_u(l_138[1], p_24)))) | g_143))))), 0xF8CEL)) , l_240) || l_172[(p_24 + 1)]), l_141))) >= 9UL), p_26))))), 18446744073709551615UL)) <= g_42) == g_86[0])) | g_41))), g_42)) > l_138[0])), g_213)) , l_138[0]) >= l_63);
                }
                for (g_106 = 1; (g_106 <= 6); g_106 += 1)
                { /* block id: 93 */
                    int32_t l_242 = 0xE7830CF4L;
                    int32_t l_243 = 0x349BCD83L;
                    int32_t l_244 = (-3L);
                    int32_t l_245 = 0x0DFA86E4L;
                    int32_t l_246[2];
                    uint64_t l_262 = 18446744073709551611UL;
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_246[i] = 0L;
                    if (g_36[(p_24 + 1)][(g_106 + 1)][p_26])
                        break;
                    l_190[g_106] = l_190[p_24];
                    if (g_41)
                        break;
                    l_262--;
                }
            }
        }
    }
    for (l_93 = 20; (l_93 >= 29); l_93 = safe_add_func_uint8_t_u_u(l_93, 8))
    { /* block id: 104 */
        ++l_267;
    }
    p_25 = (safe_unary_minus_func_uint16_t_u(((safe_lshift_func_uint16_t_u_s(g_96, 8)) & ((p_26 = (safe_rshift_func_int8_t_s_s(((l_118 = (safe_div_func_uint32_t_u_u(g_41, ((l_187 &= ((safe_mul_func_int16_t_s_s(((((!(l_190[3] = (((g_185 = p_26) ^ (((-5L) && (((((g_36[4][6][2] == (p_26 | (((safe_sub_func_int64_t_s_s(((l_118 < 0xD172L) > g_36[3][6][3]), l_64)) & (-4L)) ^ l_190[3]))) != p_24) < l_255) < 1UL) == g_96)) != p_24)) == (-1L)))) == l_282) | 0x6817D362923499DFLL) | 0xBCF27EA5L), 0UL)) & l_64)) || g_146)))) == p_24), 3))) == 0UL))));
    p_25 = (((g_36[4][3][2] || ((65529UL || ((((safe_mod_func_int64_t_s_s((((((safe_add_func_uint32_t_u_u((((l_187 == (safe_div_func_int8_t_s_s((safe_sub_func_int32_t_s_s((((l_296 &= (g_146 , (safe_unary_minus_func_int16_t_s((safe_lshift_func_int16_t_s_u(((((safe_lshift_func_uint16_t_u_u(0x434CL, 9)) && (((((l_190[0] ^= (p_24 & g_142)) , l_118) , 0x0072L) < l_64) < l_118)) ^ 0xB3L) ^ g_36[0][6][1]), 4)))))) > l_192) > g_36[2][3][0]), g_41)), g_62))) <= 0x30L) && 1L), g_42)) ^ g_143) != l_93) >= g_212) , (-1L)), (-1L))) <= p_25) ^ l_297) < l_298)) && g_42)) < l_241) > p_26);
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
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_36[i][j][k], "g_36[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_86[i], "g_86[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_145, "g_145", print_hash_value);
    transparent_crc(g_146, "g_146", print_hash_value);
    transparent_crc(g_185, "g_185", print_hash_value);
    transparent_crc(g_203, "g_203", print_hash_value);
    transparent_crc(g_212, "g_212", print_hash_value);
    transparent_crc(g_213, "g_213", print_hash_value);
    transparent_crc(g_306, "g_306", print_hash_value);
    transparent_crc(g_396, "g_396", print_hash_value);
    transparent_crc(g_570, "g_570", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_571[i][j], "g_571[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_576, "g_576", print_hash_value);
    transparent_crc(g_579, "g_579", print_hash_value);
    transparent_crc(g_581, "g_581", print_hash_value);
    transparent_crc(g_620, "g_620", print_hash_value);
    transparent_crc(g_704, "g_704", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_842[i], "g_842[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_973[i][j][k], "g_973[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1100, "g_1100", print_hash_value);
    transparent_crc(g_1121, "g_1121", print_hash_value);
    transparent_crc(g_1240, "g_1240", print_hash_value);
    transparent_crc(g_1257, "g_1257", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_1420[i][j][k], "g_1420[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    return crc32_context ^ 0xFFFFFFFFUL;
}
