// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10020 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10020
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int8_t g_11 = (-7L);
static uint32_t g_15[5] = {0x5D367296L,0x5D367296L,0x5D367296L,0x5D367296L,0x5D367296L};
static uint16_t g_48[1] = {0x2E26L};
static int32_t g_66 = 0x06516035L;
static uint8_t g_81 = 0x40L;
static int64_t g_138[5] = {0x7690A484C52037B1LL,0x7690A484C52037B1LL,0x7690A484C52037B1LL,0x7690A484C52037B1LL,0x7690A484C52037B1LL};
static uint8_t g_140 = 0xB4L;
static int32_t g_145[2][6][3] = {{{0x8D7F9BA6L,0x0A6BB719L,0L},{0x3707C233L,0x84B38A77L,(-1L)},{0x7D739AC8L,0x0A6BB719L,0x0A6BB719L},{0x638B9B80L,0x84B38A77L,0xF4A07556L},{1L,0x0A6BB719L,1L},{0L,0x84B38A77L,0x84B38A77L}},{{0x8D7F9BA6L,0x0A6BB719L,0L},{0x3707C233L,0x84B38A77L,(-1L)},{0x7D739AC8L,0x0A6BB719L,0x0A6BB719L},{0x638B9B80L,0x84B38A77L,0xF4A07556L},{1L,0x0A6BB719L,1L},{0L,0x84B38A77L,0x395E10BBL}}};
static int64_t g_246 = 0xB1F33D140ED9186FLL;
static uint64_t g_258[6][6][6] = {{{1UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,1UL},{0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL,0x778EFA52C41C70B5LL,1UL},{0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL,18446744073709551615UL},{0x778EFA52C41C70B5LL,0x778EFA52C41C70B5LL,0x649171F469DC8A14LL,18446744073709551615UL,0UL,18446744073709551615UL},{0xB049431B3FCD2A79LL,0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL},{1UL,0xB049431B3FCD2A79LL,0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL}},{{18446744073709551615UL,1UL,0x649171F469DC8A14LL,1UL,18446744073709551615UL,18446744073709551615UL},{1UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,1UL},{0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL,0x778EFA52C41C70B5LL,1UL},{0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL,18446744073709551615UL},{0x778EFA52C41C70B5LL,0x778EFA52C41C70B5LL,0x649171F469DC8A14LL,18446744073709551615UL,0UL,18446744073709551615UL},{0xB049431B3FCD2A79LL,0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL}},{{1UL,0xB049431B3FCD2A79LL,0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL},{18446744073709551615UL,1UL,0x649171F469DC8A14LL,1UL,18446744073709551615UL,18446744073709551615UL},{1UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,1UL},{0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL,0x778EFA52C41C70B5LL,1UL},{0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL,18446744073709551615UL},{0x778EFA52C41C70B5LL,0x778EFA52C41C70B5LL,0x649171F469DC8A14LL,18446744073709551615UL,0UL,18446744073709551615UL}},{{0xB049431B3FCD2A79LL,0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL},{1UL,0xB049431B3FCD2A79LL,0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL},{18446744073709551615UL,1UL,0x649171F469DC8A14LL,1UL,18446744073709551615UL,18446744073709551615UL},{1UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,1UL},{0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL,0x778EFA52C41C70B5LL,1UL},{0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL,18446744073709551615UL}},{{0x778EFA52C41C70B5LL,0x778EFA52C41C70B5LL,0x649171F469DC8A14LL,18446744073709551615UL,0UL,18446744073709551615UL},{0xB049431B3FCD2A79LL,0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL},{1UL,0xB049431B3FCD2A79LL,0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL},{18446744073709551615UL,1UL,0x649171F469DC8A14LL,1UL,18446744073709551615UL,18446744073709551615UL},{1UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,1UL},{0xB049431B3FCD2A79LL,1UL,0x778EFA52C41C70B5LL,18446744073709551615UL,0x778EFA52C41C70B5LL,1UL}},{{0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL,18446744073709551615UL},{0x778EFA52C41C70B5LL,0x778EFA52C41C70B5LL,0x649171F469DC8A14LL,18446744073709551615UL,1UL,18446744073709551615UL},{18446744073709551615UL,0UL,18446744073709551615UL,0x649171F469DC8A14LL,0x778EFA52C41C70B5LL,0x778EFA52C41C70B5LL},{0xB049431B3FCD2A79LL,18446744073709551615UL,18446744073709551615UL,0xB049431B3FCD2A79LL,0UL,18446744073709551615UL},{18446744073709551615UL,0xB049431B3FCD2A79LL,0x778EFA52C41C70B5LL,0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL},{0xB049431B3FCD2A79LL,18446744073709551615UL,0x649171F469DC8A14LL,0x649171F469DC8A14LL,18446744073709551615UL,0xB049431B3FCD2A79LL}}};
static int8_t g_259 = 9L;
static uint32_t g_260[6][7] = {{1UL,1UL,1UL,1UL,1UL,1UL,1UL},{3UL,3UL,3UL,3UL,3UL,3UL,3UL},{1UL,1UL,1UL,1UL,1UL,1UL,1UL},{3UL,3UL,3UL,3UL,3UL,3UL,3UL},{1UL,1UL,1UL,1UL,1UL,1UL,1UL},{3UL,3UL,3UL,3UL,3UL,3UL,3UL}};
static uint32_t g_262 = 1UL;
static uint8_t g_263 = 6UL;
static int16_t g_348[6] = {8L,(-1L),(-1L),8L,(-1L),(-1L)};
static uint32_t g_394 = 0UL;
static int32_t g_411[3] = {0L,0L,0L};
static uint8_t g_417[7] = {8UL,0x03L,0x03L,8UL,0x03L,0x03L,8UL};
static uint32_t g_486[7] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL};
static uint32_t g_548[1][5][2] = {{{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL},{4294967295UL,4294967295UL}}};
static int64_t g_672[5] = {0xBA0879DE3ABEA54BLL,0xBA0879DE3ABEA54BLL,0xBA0879DE3ABEA54BLL,0xBA0879DE3ABEA54BLL,0xBA0879DE3ABEA54BLL};
static int32_t g_682 = 0x8DD4951CL;
static uint32_t g_853 = 4294967295UL;
static int32_t g_854 = (-1L);
static uint32_t g_1005 = 18446744073709551612UL;
static uint8_t g_1068 = 255UL;
static uint64_t g_1070[8][3][8] = {{{1UL,0x3EC80958AD5F4BC8LL,0x442BD44776526FE9LL,0xFE73A1A53E5C9A61LL,0UL,0UL,0xFE73A1A53E5C9A61LL,0x442BD44776526FE9LL},{0xF5B92C3BB01EEF3ELL,0xF5B92C3BB01EEF3ELL,1UL,0x8CEC4FC1488A0E43LL,0x4B254F00776DD92FLL,9UL,18446744073709551615UL,1UL},{0x861562FDBB05EA1DLL,18446744073709551615UL,0x1D7D2A58DD90BF49LL,0x9DE0329E0458689CLL,0x442BD44776526FE9LL,0xE3DC26E4F9813266LL,0x94D52F42E1F2BA15LL,1UL}},{{18446744073709551615UL,0xE82A3CA4E73A1647LL,18446744073709551610UL,0x8CEC4FC1488A0E43LL,0xBC33992ACA52D2C2LL,1UL,0xC9997155EF275BB6LL,0x442BD44776526FE9LL},{18446744073709551611UL,0x1DA687B4C5BF9C75LL,0x6236D74DBD673CC3LL,0xFE73A1A53E5C9A61LL,1UL,0x15E58F570A606C16LL,0x1D7D2A58DD90BF49LL,1UL},{1UL,0x6236D74DBD673CC3LL,0x1FDC0B736A96CD9FLL,0UL,0x602DB5EC3093EF40LL,18446744073709551610UL,0xBC33992ACA52D2C2LL,0x00FB95B26FC5C7C5LL}},{{0x8CEC4FC1488A0E43LL,0x15E58F570A606C16LL,0x348ADC13CD063AC6LL,1UL,18446744073709551615UL,0x1FDC0B736A96CD9FLL,18446744073709551615UL,0x9DE0329E0458689CLL},{0UL,0x13CA404A3F98BEB4LL,1UL,0UL,1UL,3UL,1UL,3UL},{0x0E20AE18A829DC1ELL,0x602DB5EC3093EF40LL,0xE3DC26E4F9813266LL,0x602DB5EC3093EF40LL,0x0E20AE18A829DC1ELL,0x00FB95B26FC5C7C5LL,9UL,0x348ADC13CD063AC6LL}},{{0x15E58F570A606C16LL,0x614630769652A44FLL,3UL,0x0E20AE18A829DC1ELL,0xC9997155EF275BB6LL,0x05079ADD2EA06C18LL,0x442BD44776526FE9LL,0x602DB5EC3093EF40LL},{18446744073709551615UL,0xFE73A1A53E5C9A61LL,3UL,0x9954C243542271EALL,6UL,18446744073709551615UL,18446744073709551611UL,0x1FDC0B736A96CD9FLL},{0x13CA404A3F98BEB4LL,0x360E055EAD92FB62LL,0x0E20AE18A829DC1ELL,0x9DE0329E0458689CLL,18446744073709551615UL,18446744073709551615UL,1UL,0x3BD35512A96B1D8DLL}},{{0xACECCA413222EE93LL,0x15E58F570A606C16LL,1UL,0x614630769652A44FLL,0xE82A3CA4E73A1647LL,0x602DB5EC3093EF40LL,0x360E055EAD92FB62LL,0UL},{0x9954C243542271EALL,0x3EC80958AD5F4BC8LL,0x9DE0329E0458689CLL,0x6236D74DBD673CC3LL,3UL,0x360E055EAD92FB62LL,0x05079ADD2EA06C18LL,0x94D52F42E1F2BA15LL},{9UL,0x8CEC4FC1488A0E43LL,0x3EC80958AD5F4BC8LL,0xFE73A1A53E5C9A61LL,0x3BD35512A96B1D8DLL,0x348ADC13CD063AC6LL,18446744073709551615UL,0x13CA404A3F98BEB4LL}},{{0x348ADC13CD063AC6LL,0x13CA404A3F98BEB4LL,0xC9997155EF275BB6LL,0xACECCA413222EE93LL,0xACECCA413222EE93LL,0xC9997155EF275BB6LL,0x13CA404A3F98BEB4LL,0x348ADC13CD063AC6LL},{0xFE73A1A53E5C9A61LL,18446744073709551610UL,0x1FDC0B736A96CD9FLL,0x6779C68D00C395DALL,0xE3DC26E4F9813266LL,1UL,0UL,18446744073709551615UL},{0x861562FDBB05EA1DLL,0x00FB95B26FC5C7C5LL,18446744073709551615UL,6UL,0x6779C68D00C395DALL,1UL,0UL,18446744073709551615UL}},{{0xE82A3CA4E73A1647LL,18446744073709551610UL,0x8CEC4FC1488A0E43LL,0xBC33992ACA52D2C2LL,1UL,0xC9997155EF275BB6LL,0x442BD44776526FE9LL,1UL},{18446744073709551615UL,0x13CA404A3F98BEB4LL,0x614630769652A44FLL,0x94D52F42E1F2BA15LL,6UL,0x348ADC13CD063AC6LL,0x8CEC4FC1488A0E43LL,0x360E055EAD92FB62LL},{0x9C3FBAE392FB21F6LL,0x8CEC4FC1488A0E43LL,1UL,0x1D7D2A58DD90BF49LL,1UL,0x360E055EAD92FB62LL,0x348ADC13CD063AC6LL,0x9954C243542271EALL}},{{18446744073709551615UL,0x3EC80958AD5F4BC8LL,0x3BB93F4A344070C0LL,18446744073709551615UL,1UL,0x602DB5EC3093EF40LL,1UL,1UL},{0x6779C68D00C395DALL,0x15E58F570A606C16LL,6UL,0UL,0x9C3FBAE392FB21F6LL,18446744073709551615UL,0x9C3FBAE392FB21F6LL,0UL},{18446744073709551610UL,0x360E055EAD92FB62LL,18446744073709551610UL,0x1DA687B4C5BF9C75LL,0x3EC80958AD5F4BC8LL,18446744073709551615UL,2UL,0x1D7D2A58DD90BF49LL}}};


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static uint32_t  func_12(uint16_t  p_13, uint64_t  p_14);
static uint8_t  func_49(uint64_t  p_50, uint64_t  p_51);
static uint64_t  func_52(uint64_t  p_53, const int32_t  p_54, int64_t  p_55, int16_t  p_56, uint32_t  p_57);
static int8_t  func_59(uint32_t  p_60, const uint16_t  p_61, int8_t  p_62, uint32_t  p_63);
static int8_t  func_72(uint8_t  p_73, uint8_t  p_74);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_15 g_66 g_81 g_140 g_145 g_138 g_258 g_246 g_262 g_263 g_259 g_260 g_348 g_417 g_486 g_394 g_411 g_548 g_48 g_672 g_682 g_854 g_853 g_1005 g_11 g_1070 g_1068
 * writes: g_11 g_48 g_66 g_81 g_15 g_138 g_140 g_145 g_258 g_259 g_260 g_262 g_263 g_246 g_394 g_411 g_417 g_348 g_486 g_548 g_672 g_853 g_854 g_1005 g_682 g_1068 g_1070
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_2 = 0xCB3F4F46DB505206LL;
    int32_t l_5 = 0xE7D214C4L;
    const int32_t l_929 = 0xCB0A6DF2L;
    int32_t l_997 = 1L;
    int32_t l_998 = 0x2B57E506L;
    int32_t l_999 = 9L;
    uint32_t l_1036 = 0UL;
    int32_t l_1109 = (-1L);
    l_5 ^= (((++l_2) , l_2) , 0x3C8FC558L);
    if (((((((safe_add_func_int8_t_s_s((safe_sub_func_int8_t_s_s(9L, (0x6BA47C9D5FAC1226LL && (g_11 = ((safe_unary_minus_func_uint8_t_u(0xE7L)) & l_2))))), (0x0980DB95L >= l_5))) > func_12(g_15[1], l_5)) , l_5) <= l_929) , 0xB763L) >= g_682))
    { /* block id: 380 */
        int32_t l_930 = 1L;
        int32_t l_942[2][1];
        int32_t l_943 = 0xA10FC503L;
        int32_t l_944 = (-6L);
        uint32_t l_1000 = 7UL;
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 1; j++)
                l_942[i][j] = 0x9E80B2BAL;
        }
        l_944 |= ((l_930 = 6UL) || (l_943 &= (safe_mul_func_uint16_t_u_u(1UL, ((safe_mod_func_uint8_t_u_u(l_930, (safe_mod_func_uint16_t_u_u(0x072EL, (((-1L) | (safe_mul_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u(((((((!((g_260[4][5] || ((l_942[1][0] = (g_394 = (g_138[4] > 0UL))) , l_942[1][0])) >= g_145[1][1][2])) & 0x702C165B111F798FLL) <= g_258[5][2][1]) || g_138[4]) , (-5L)) == l_5), 0xD0L)), g_682))) | l_2))))) <= g_417[0])))));
        for (l_930 = 0; (l_930 >= (-19)); --l_930)
        { /* block id: 388 */
            int8_t l_957 = 0x74L;
            l_944 = (((safe_sub_func_uint32_t_u_u(0xE22BA6DDL, l_929)) && ((((safe_add_func_int64_t_s_s((((safe_mod_func_uint8_t_u_u(((safe_div_func_int16_t_s_s(l_929, (((l_942[1][0] = (safe_lshift_func_uint16_t_u_s(l_957, 2))) ^ (+(safe_rshift_func_uint8_t_u_u((0x83L == ((6L <= (safe_div_func_int64_t_s_s((((((safe_div_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((safe_rshift_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((((((l_957 || 0xEAL) ^ l_930) & 0x87E8L) < 0x75A1L) == g_411[0]), 4294967295UL)), g_15[1])), 3)), g_15[4])) || l_929) , g_66) || g_138[3]) < 255UL), l_943))) >= l_2)), l_957)))) ^ g_145[0][1][1]))) , g_486[4]), g_348[1])) || 7UL) != g_262), g_682)) || (-3L)) <= g_66) < l_957)) < 1L);
        }
        g_145[0][4][2] = g_138[1];
        if ((safe_sub_func_uint32_t_u_u(g_138[4], (l_929 & ((l_943 |= (g_81 = (safe_lshift_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s((((g_48[0] & (((safe_div_func_int64_t_s_s(((l_942[0][0] = ((((safe_add_func_uint32_t_u_u(g_348[1], (g_853 && ((safe_mod_func_uint8_t_u_u((safe_div_func_uint64_t_u_u(((safe_mul_func_int8_t_s_s(((0xBE1CB81DL == (((safe_sub_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s((safe_sub_func_int32_t_s_s((!l_942[0][0]), l_930)), 6)), l_2)) ^ l_929) , 0xE4CC6F82L)) ^ l_2), g_411[0])) & l_930), g_854)), l_944)) >= g_48[0])))) == l_5) , l_930) ^ (-1L))) < g_15[0]), 18446744073709551612UL)) >= g_394) != 1UL)) & g_15[1]) > 0x8A5A70AFL), g_854)), 0xC0D2L)), 5)))) || 0xFCL)))))
        { /* block id: 396 */
            int16_t l_996 = 0x9119L;
            int32_t l_1003 = 0L;
            int32_t l_1004[3];
            int i;
            for (i = 0; i < 3; i++)
                l_1004[i] = 0x5CE02C47L;
            l_1000++;
            l_5 = 4L;
            g_1005++;
        }
        else
        { /* block id: 400 */
            for (g_682 = 0; (g_682 == (-12)); --g_682)
            { /* block id: 403 */
                return g_853;
            }
        }
    }
    else
    { /* block id: 407 */
        uint64_t l_1010 = 18446744073709551609UL;
        int32_t l_1038 = 0L;
        int32_t l_1040 = 0L;
        int32_t l_1041 = (-3L);
        int32_t l_1043 = 3L;
        int32_t l_1044 = 0xE12C923DL;
        int32_t l_1045 = 0xC2C91952L;
        int32_t l_1046 = (-7L);
        uint64_t l_1047 = 0x1F2BF0B20BE2FD11LL;
        uint32_t l_1072 = 0xED2594C0L;
        uint64_t l_1126 = 18446744073709551607UL;
        ++l_1010;
        for (g_854 = 0; (g_854 <= 5); g_854 += 1)
        { /* block id: 411 */
            uint8_t l_1017[6][1] = {{0xF3L},{0x63L},{0xF3L},{0x63L},{0xF3L},{0x63L}};
            int32_t l_1022 = 0L;
            int32_t l_1037[6] = {0x6DE238C5L,0x6DE238C5L,0L,0x6DE238C5L,0x6DE238C5L,0L};
            int32_t l_1042[6][6];
            int32_t l_1069 = 3L;
            uint8_t l_1071 = 0x29L;
            int i, j;
            for (i = 0; i < 6; i++)
            {
                for (j = 0; j < 6; j++)
                    l_1042[i][j] = 7L;
            }
            g_145[0][4][2] = ((safe_mod_func_int64_t_s_s(((((safe_sub_func_int16_t_s_s(l_1017[4][0], l_1010)) , (((safe_mod_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_u(((l_1022 = 0L) , g_140), (((safe_div_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u((((safe_add_func_uint16_t_u_u((safe_add_func_uint64_t_u_u(((((safe_mul_func_int8_t_s_s((0x35EB6854A30147D5LL & (g_138[0] = (~(((+(!(((4294967295UL & g_411[1]) > l_999) , l_2))) & l_1017[0][0]) < g_394)))), l_1017[4][0])) || g_138[1]) <= g_263) == l_1010), l_929)), 0x5B26L)) > l_1036) , 0UL), 0x4F0AL)), g_394)) != l_1017[1][0]) || g_48[0]))) < l_929), l_1017[4][0])) || 1UL) && l_1010)) , 0x79DE5F05L) ^ l_1037[1]), 0xEB5577470BCFD837LL)) || l_1010);
            l_1038 |= g_394;
            l_1022 &= (!g_258[5][2][1]);
            l_1047++;
            for (g_11 = 0; (g_11 <= 0); g_11 += 1)
            { /* block id: 420 */
                uint32_t l_1052 = 0xA77B8D10L;
                const int32_t l_1106 = 1L;
                uint32_t l_1107[4][7][4] = {{{0UL,0x74481B1EL,0UL,0x74481B1EL},{0x74481B1EL,4UL,0UL,0x74481B1EL},{0UL,0x74481B1EL,0xEC5E39BAL,0xEC5E39BAL},{0x51AB1789L,0x51AB1789L,0UL,0UL},{0x51AB1789L,4UL,0xEC5E39BAL,0x51AB1789L},{0UL,0UL,0UL,0xEC5E39BAL},{0x74481B1EL,0UL,0UL,0x51AB1789L}},{{0UL,4UL,4UL,0UL},{0UL,0x51AB1789L,4UL,0xEC5E39BAL},{0UL,0x74481B1EL,0UL,0x74481B1EL},{0x74481B1EL,4UL,0UL,0x74481B1EL},{0UL,0x74481B1EL,0xEC5E39BAL,0xEC5E39BAL},{0x51AB1789L,0x51AB1789L,0UL,0UL},{0x51AB1789L,4UL,0xEC5E39BAL,0x51AB1789L}},{{0UL,0UL,0UL,0xEC5E39BAL},{0x74481B1EL,0UL,0UL,0x51AB1789L},{0UL,4UL,4UL,0UL},{0UL,0x51AB1789L,4UL,4294967288UL},{4UL,0xEC5E39BAL,0x51AB1789L,0xEC5E39BAL},{0xEC5E39BAL,0UL,3UL,0xEC5E39BAL},{3UL,0xEC5E39BAL,4294967288UL,4294967288UL}},{{0UL,0UL,0x51AB1789L,4UL},{0UL,0UL,4294967288UL,0UL},{3UL,4UL,3UL,4294967288UL},{0xEC5E39BAL,4UL,0x51AB1789L,0UL},{4UL,0UL,0UL,4UL},{3UL,0UL,0UL,4294967288UL},{4UL,0xEC5E39BAL,0x51AB1789L,0xEC5E39BAL}}};
                int32_t l_1108 = 1L;
                int i, j, k;
                l_1072 = ((safe_add_func_int32_t_s_s((g_262 == ((l_1052++) , (((g_1070[5][0][3] ^= (safe_rshift_func_uint16_t_u_s(((safe_unary_minus_func_int32_t_s((safe_add_func_int16_t_s_s((l_1044 , (safe_div_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u(l_1017[4][0], g_259)), (l_1022 = ((((((g_1068 = (l_1037[1] <= ((l_1052 | ((safe_lshift_func_int16_t_s_u(g_259, l_1037[3])) >= l_1037[1])) > 18446744073709551615UL))) , g_262) , l_1069) != 7L) , l_1046) , g_486[4]))))), g_263)))) >= l_1052), 5))) > g_145[0][1][0]) >= l_1037[3]))), l_1071)) & l_1017[4][0]);
                if (g_262)
                { /* block id: 426 */
                    l_1022 = g_348[5];
                    if (g_682)
                        continue;
                }
                else
                { /* block id: 429 */
                    const int64_t l_1077[7] = {0x12F7F00D62B6E270LL,0x12F7F00D62B6E270LL,0x12F7F00D62B6E270LL,0x12F7F00D62B6E270LL,0x12F7F00D62B6E270LL,0x12F7F00D62B6E270LL,0x12F7F00D62B6E270LL};
                    uint64_t l_1102 = 18446744073709551615UL;
                    const uint32_t l_1110 = 0x5584998FL;
                    int i;
                    l_997 = (g_411[0] = (safe_sub_func_int8_t_s_s((g_411[0] ^ (l_1077[6] <= ((safe_rshift_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_u(((((((g_263 , (safe_add_func_int8_t_s_s((-1L), ((g_682 && (g_138[1] = (!(g_411[1] , g_853)))) == 0UL)))) && 0xBEDCL) == l_1072) != 0x65F59D32L) < l_1077[3]) == 65534UL), l_1017[4][0])) || 255UL), 1)) & g_682))), g_66)));
                    g_411[0] &= (((0x81L ^ ((safe_add_func_int32_t_s_s(g_486[5], ((!(((l_1042[0][4] ^= (8L || (safe_lshift_func_uint16_t_u_s((safe_add_func_int16_t_s_s((safe_mod_func_uint8_t_u_u((0x706D8C58L ^ l_1052), (((safe_add_func_int16_t_s_s((g_348[1] = (((g_48[0] = (g_258[5][2][1] != (safe_mul_func_int16_t_s_s((((((((safe_rshift_func_uint8_t_u_s((++l_1102), (+l_1106))) & l_1106) != l_1052) < l_1045) == l_1077[2]) , l_1107[0][3][0]) == l_1108), g_1068)))) != g_138[4]) && 0L)), 0xFB24L)) && l_1044) , 9L))), 6UL)), g_853)))) & 2UL) & l_1109)) <= 0x4602D2BF0BC84B52LL))) ^ 0xC5CBL)) <= l_1110) , 1L);
                }
                for (l_1041 = 1; (l_1041 <= 6); l_1041 += 1)
                { /* block id: 441 */
                    int16_t l_1114[3][8] = {{0x4D70L,0x604FL,0x4D70L,1L,0x604FL,(-1L),(-1L),0x604FL},{0x604FL,(-1L),(-1L),0x604FL,1L,0x4D70L,0x604FL,0x4D70L},{0x604FL,0x93DCL,0x8064L,0x93DCL,0x604FL,0x8064L,0xE07BL,0xE07BL}};
                    int i, j, k;
                    l_999 |= ((safe_sub_func_uint32_t_u_u((((+l_1114[1][6]) || ((g_548[g_11][(g_11 + 2)][(g_11 + 1)] |= g_417[5]) >= 0x157484D2L)) & (safe_mod_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((~(l_1109 || (1UL && ((((((safe_mod_func_uint64_t_u_u((g_15[4] <= (safe_sub_func_uint8_t_u_u((safe_add_func_uint64_t_u_u((((l_1045 < l_1106) > l_1047) || g_394), g_411[0])), g_145[0][4][2]))), g_140)) || g_262) | 0x07L) < g_260[3][6]) == 1L) == g_486[4])))), l_1072)), l_1044))), l_1126)) == g_853);
                }
            }
        }
        for (l_1038 = 0; (l_1038 == 26); ++l_1038)
        { /* block id: 449 */
            const uint32_t l_1129 = 0xA40406ADL;
            uint32_t l_1142 = 0xF79F2993L;
            int32_t l_1156[5][4][5] = {{{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L},{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L}},{{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L},{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L}},{{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L},{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L}},{{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L},{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L}},{{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L},{0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L,0x378AF150L},{0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L,0xDC0D7704L}}};
            int32_t l_1157 = 0x2163507BL;
            int i, j, k;
            l_1045 |= (l_1129 != (((safe_sub_func_int32_t_s_s(((safe_div_func_int64_t_s_s((((safe_add_func_int32_t_s_s(((l_1046 || (safe_lshift_func_int16_t_s_s((0xB34C6995L != (safe_lshift_func_int8_t_s_u(g_145[1][3][0], l_1109))), ((((l_998 = 0x66087109L) >= (safe_div_func_int16_t_s_s(((0x47L > g_672[4]) , l_1129), g_1070[0][2][6]))) >= 0xEA099B33L) ^ g_260[0][4])))) && l_1041), 2UL)) <= l_1129) && l_1047), l_1142)) , g_11), g_138[4])) != g_486[2]) > l_2));
            l_1157 = (((safe_add_func_int64_t_s_s((0x0DA95BD7L && ((-10L) >= l_1142)), ((((((safe_sub_func_int32_t_s_s((0x0972A4A94F847F7ELL != ((((safe_unary_minus_func_int8_t_s(((((-9L) && (((l_1156[4][2][3] = (safe_sub_func_uint16_t_u_u(l_1129, ((safe_add_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(0xE5CFL, 5)), g_1068)) , l_1129)))) != g_548[0][1][0]) >= 0xB54DC2A215727B6ELL)) & g_263) && 4294967289UL))) >= 0x43E5L) != g_682) < l_1142)), 0x36BD7C56L)) < g_260[4][5]) , l_1010) , l_1156[4][2][3]) , g_138[1]) != g_682))) <= g_1068) || 0xFFCDL);
        }
        g_411[0] = ((l_1046 , (safe_mul_func_int8_t_s_s((~(l_999 = l_1072)), ((l_997 , ((g_1068 , (l_1046 = (g_672[4] = ((g_48[0] != (~((safe_lshift_func_uint8_t_u_s((safe_mod_func_uint16_t_u_u(g_417[2], (safe_mul_func_uint8_t_u_u((g_1068 = (l_997 < l_1044)), 0x88L)))), g_260[1][2])) < g_15[1]))) < l_997)))) >= l_1045)) & l_1044)))) >= g_138[1]);
    }
    l_998 ^= l_997;
    return l_1036;
}


/* ------------------------------------------ */
/* 
 * reads : g_15 g_66 g_81 g_140 g_145 g_138 g_258 g_246 g_262 g_263 g_259 g_260 g_348 g_417 g_486 g_394 g_411 g_548 g_48 g_672 g_682 g_854 g_853
 * writes: g_48 g_66 g_81 g_15 g_138 g_140 g_145 g_258 g_259 g_260 g_262 g_263 g_246 g_394 g_411 g_417 g_348 g_486 g_548 g_672 g_853 g_854
 */
static uint32_t  func_12(uint16_t  p_13, uint64_t  p_14)
{ /* block id: 4 */
    uint16_t l_38 = 0x55ADL;
    int32_t l_40 = (-10L);
    int32_t l_43 = 1L;
    int8_t l_58 = 0x14L;
    int16_t l_64[1];
    int32_t l_650 = (-10L);
    int32_t l_675 = 0xA6D18FB4L;
    int32_t l_678 = 1L;
    int32_t l_688 = 1L;
    uint16_t l_689 = 65535UL;
    uint32_t l_698 = 1UL;
    uint32_t l_700 = 0xE4710752L;
    int32_t l_718 = 0x3D290481L;
    int32_t l_719 = 0L;
    int32_t l_720 = 0xD3711DB8L;
    int32_t l_721 = (-1L);
    int32_t l_722 = 0xBFDEA2E0L;
    int32_t l_723 = 0x524C95A7L;
    int32_t l_724 = 1L;
    int32_t l_725 = 6L;
    int32_t l_726 = 0x454BE54BL;
    int32_t l_727 = 0x92AF5E9EL;
    uint16_t l_738 = 0xCBCFL;
    int8_t l_742 = (-1L);
    uint64_t l_768 = 0x8B6221DC89FC1A9DLL;
    int32_t l_781[1][2];
    uint32_t l_784 = 18446744073709551614UL;
    uint32_t l_808 = 4294967292UL;
    int32_t l_920 = 0xCB3F11E9L;
    int16_t l_921[3][6] = {{0L,0L,0x7A3BL,0L,0L,0x7A3BL},{0L,0L,0x7A3BL,0L,0L,0x7A3BL},{0L,0L,0x7A3BL,0L,0L,0x7A3BL}};
    int32_t l_922 = 0xD8838C6FL;
    int32_t l_923 = 6L;
    int32_t l_924 = 0L;
    int32_t l_925 = 0L;
    uint16_t l_926 = 65534UL;
    int i, j;
    for (i = 0; i < 1; i++)
        l_64[i] = 0x9046L;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
            l_781[i][j] = 0x766E8257L;
    }
    if (((safe_rshift_func_uint8_t_u_u((p_14 | g_15[0]), 3)) >= 0L))
    { /* block id: 5 */
        uint16_t l_27 = 65535UL;
        int32_t l_39 = 0xB8A87EA8L;
        int8_t l_41 = 0x07L;
        int32_t l_42[3][4] = {{0x23988F15L,0x23988F15L,0x23988F15L,0x23988F15L},{0x23988F15L,0x23988F15L,0x23988F15L,0x23988F15L},{0x23988F15L,0x23988F15L,0x23988F15L,0x23988F15L}};
        int8_t l_617 = 0x49L;
        uint16_t l_626 = 0UL;
        uint32_t l_728 = 0x280AB89AL;
        int64_t l_741[1];
        int8_t l_783 = 0x37L;
        int i, j;
        for (i = 0; i < 1; i++)
            l_741[i] = 5L;
lbl_769:
        if ((safe_add_func_int16_t_s_s((!4UL), (l_43 ^= (safe_mod_func_uint16_t_u_u((safe_div_func_uint8_t_u_u((l_42[1][3] = (safe_rshift_func_uint16_t_u_s((l_27 , (safe_add_func_int64_t_s_s((l_40 ^= (0x5E4DL & (((safe_add_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s((safe_mod_func_int64_t_s_s(0xA5D8720725FC1C57LL, l_27)), 12)), (-1L))) ^ (l_39 = (p_13 = ((safe_mul_func_uint16_t_u_u(p_14, 0L)) | l_38)))) == p_14))), 0xB19D88C83B91359ALL))), l_41))), g_15[1])), g_15[1]))))))
        { /* block id: 11 */
            const int64_t l_549 = 0xE386287025BAF711LL;
            int32_t l_567 = 1L;
            int32_t l_570 = 0xAB2715FBL;
            int32_t l_625 = 0L;
            l_42[1][3] = (safe_div_func_int64_t_s_s((((safe_sub_func_uint8_t_u_u((g_48[0] = 0x5CL), (g_548[0][0][1] |= func_49(l_40, func_52((((l_58 != 0xE8DCL) >= func_59(l_64[0], (g_66 ^= ((l_40 , (l_39 ^= ((!g_15[4]) , g_15[2]))) ^ p_13)), g_15[2], g_15[1])) , 0UL), g_348[1], l_40, p_13, p_13))))) , l_549) | p_13), l_42[1][3]));
            if ((g_145[0][4][2] == ((safe_mod_func_uint8_t_u_u(0xC5L, (l_42[0][1] = ((l_39 = (g_260[0][4] , (((safe_sub_func_int8_t_s_s(((-9L) <= (((safe_mod_func_uint32_t_u_u((safe_div_func_int16_t_s_s((safe_sub_func_int32_t_s_s((l_567 = (safe_sub_func_uint32_t_u_u((((g_548[0][0][1] >= ((((g_246 = (((((safe_mod_func_uint16_t_u_u(0x3A09L, ((((~(p_14++)) , 1L) ^ 0x6AL) , g_145[0][4][0]))) != p_13) , g_486[5]) ^ l_41) == 0L)) || p_13) > 4294967295UL) || g_15[1])) | p_13) & p_13), g_260[0][4]))), p_13)), l_42[1][3])), 0xBE886D39L)) , p_14) > g_260[0][4])), g_145[0][4][2])) || p_13) < g_66))) | g_15[3])))) , l_549)))
            { /* block id: 240 */
                int64_t l_571 = 0xA7CBF7D86DE9C2F8LL;
                int32_t l_572 = 7L;
                int32_t l_573 = 0L;
                for (p_13 = 0; (p_13 >= 28); p_13++)
                { /* block id: 243 */
                    uint64_t l_574[4] = {0x92343FF19674D7C2LL,0x92343FF19674D7C2LL,0x92343FF19674D7C2LL,0x92343FF19674D7C2LL};
                    int i;
                    l_39 |= p_14;
                    ++l_574[3];
                    return g_81;
                }
            }
            else
            { /* block id: 248 */
                int32_t l_585 = 2L;
                int32_t l_592 = 0L;
                if ((((safe_sub_func_int64_t_s_s((safe_add_func_int32_t_s_s(0x9BE460AEL, ((safe_rshift_func_uint8_t_u_s((((((safe_lshift_func_uint8_t_u_u(l_585, ((((l_40 = (((((safe_mul_func_uint8_t_u_u((g_48[0] | (safe_sub_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u(l_64[0], (l_592 = (l_570 = g_145[1][3][1])))), (safe_add_func_uint8_t_u_u((p_13 > g_417[3]), l_27))))), g_486[0])) > (-10L)) < p_14) && 65534UL) >= g_15[1])) <= p_13) < 0L) && l_567))) , g_417[5]) == p_14) , 0L) != p_14), 4)) && g_394))), 0xE6A1F4056B0DBA70LL)) < p_13) , (-1L)))
                { /* block id: 252 */
                    uint8_t l_624 = 1UL;
                    l_40 |= (safe_mul_func_int16_t_s_s((+(((((safe_mod_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s(((safe_rshift_func_int8_t_s_s(((+(safe_rshift_func_int8_t_s_s(g_138[1], (safe_mod_func_uint64_t_u_u(((((+(safe_add_func_uint32_t_u_u((safe_div_func_uint16_t_u_u(1UL, (g_348[2] = 0x9B26L))), 0x3142FD29L))) , (~(safe_div_func_int64_t_s_s(l_617, l_567)))) & ((safe_add_func_int16_t_s_s(((l_42[1][0] = (p_14 = (safe_rshift_func_uint16_t_u_s(((safe_div_func_int64_t_s_s(((0UL != 0x7FB0L) , g_258[5][2][1]), (-8L))) == l_624), l_549)))) ^ l_625), l_41)) , l_549)) >= 0xF064CB1B0AF111CDLL), p_13))))) , l_626), 0)) | p_13), p_13)), 0x97L)) || l_43) & l_625) < g_138[2]) <= l_624)), g_138[4]));
                    l_585 = ((((((safe_add_func_uint32_t_u_u(l_42[1][3], ((((safe_lshift_func_int8_t_s_u(l_625, 2)) , (safe_lshift_func_int8_t_s_u(0x01L, (18446744073709551608UL > p_14)))) || l_592) | (((g_15[4]++) , (p_13 | 0x0636F390L)) || p_13)))) <= l_626) || p_14) || l_585) , l_41) >= l_585);
                    l_585 |= g_15[2];
                }
                else
                { /* block id: 260 */
                    int32_t l_649 = 0xF7B13817L;
                    l_43 &= ((l_42[1][3] = p_14) , (((safe_mul_func_int16_t_s_s((-1L), (safe_rshift_func_int8_t_s_s(1L, (safe_add_func_int32_t_s_s(((p_13 | ((p_14 , ((safe_add_func_uint64_t_u_u(p_14, ((safe_mul_func_uint16_t_u_u((safe_div_func_int8_t_s_s((safe_div_func_int64_t_s_s((l_649 < 0UL), p_14)), g_145[0][4][2])), l_650)) & p_14))) , 9UL)) | 7UL)) , 0x0FC22F9AL), p_14)))))) >= 0x03977CFC8CC7E9C4LL) != g_15[1]));
                    l_567 = (l_649 && 0x9A5BB908CFF1AD10LL);
                }
            }
            return l_38;
        }
        else
        { /* block id: 267 */
            int8_t l_657 = 0xE6L;
            const int32_t l_670 = 2L;
            int32_t l_676 = 0xE91BA44FL;
            int32_t l_679 = 0xDA2DB48AL;
            int32_t l_683 = 0xA3DA9450L;
            int32_t l_685[8];
            int32_t l_734 = 0xA8962C35L;
            uint64_t l_749[5][3] = {{0x0E78713BA92FB135LL,0x0E78713BA92FB135LL,0x0E78713BA92FB135LL},{0xF9CCC335CCD274CBLL,0xF9CCC335CCD274CBLL,0xF9CCC335CCD274CBLL},{0x0E78713BA92FB135LL,0x0E78713BA92FB135LL,0x0E78713BA92FB135LL},{0xF9CCC335CCD274CBLL,0xF9CCC335CCD274CBLL,0xF9CCC335CCD274CBLL},{0x0E78713BA92FB135LL,0x0E78713BA92FB135LL,0x0E78713BA92FB135LL}};
            int i, j;
            for (i = 0; i < 8; i++)
                l_685[i] = 0x0196DA62L;
            for (l_617 = 6; (l_617 >= 0); l_617 -= 1)
            { /* block id: 270 */
                int32_t l_671 = 1L;
                int32_t l_673 = 0x94F84AA7L;
                int32_t l_674 = 0x772DD039L;
                int32_t l_677 = 0xA90747A4L;
                int32_t l_680 = 5L;
                int32_t l_681 = 1L;
                int32_t l_684 = 1L;
                int32_t l_686 = (-2L);
                int32_t l_687 = 8L;
                uint32_t l_692 = 8UL;
                int i;
                g_411[0] = (safe_add_func_int64_t_s_s((g_246 = (g_486[l_617] | ((safe_div_func_uint8_t_u_u((((l_657 &= g_417[l_617]) == (safe_add_func_uint8_t_u_u((safe_mod_func_int32_t_s_s(((safe_sub_func_int32_t_s_s((0xA5L > 251UL), (l_650 |= ((safe_sub_func_int32_t_s_s((l_42[0][3] = p_14), ((((safe_div_func_uint32_t_u_u((safe_sub_func_int16_t_s_s(0x6466L, 0x2912L)), l_670)) , 0UL) > l_40) != (-1L)))) , g_411[2])))) < 0x05E64F47L), g_417[0])), p_13))) < l_670), g_138[4])) >= 0xBE43L))), g_66));
                --l_689;
                if (l_692)
                { /* block id: 277 */
                    g_145[0][4][2] &= ((((safe_rshift_func_uint16_t_u_s((p_14 <= 0x74L), 1)) && ((((g_348[5] & (safe_mul_func_uint16_t_u_u((g_672[4] | g_246), (0x1E030EC4L & (((((!0x3ABDL) , l_680) < l_688) > p_13) | (-1L)))))) && p_14) >= 9L) , l_676)) && l_698) || 0UL);
                }
                else
                { /* block id: 279 */
                    int16_t l_699[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_699[i] = 1L;
                    --l_700;
                    l_677 = p_13;
                    l_683 = ((safe_sub_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_s(g_258[1][5][3], p_13)) | g_145[0][4][2]), ((safe_div_func_int32_t_s_s(g_81, l_671)) & (p_13 & (((((safe_add_func_int8_t_s_s(p_13, 0x4BL)) , p_13) > 0x38E74EB4EF5987CDLL) > 65532UL) , l_674))))) || 0UL);
                }
                if (g_417[l_617])
                    continue;
            }
            if (g_15[1])
            { /* block id: 286 */
                int8_t l_713[8] = {0L,0L,0L,0L,0L,0L,0L,0L};
                int32_t l_717[5] = {0xD7959945L,0xD7959945L,0xD7959945L,0xD7959945L,0xD7959945L};
                int32_t l_736 = 0x43AAD7AEL;
                int i;
                if (l_657)
                { /* block id: 287 */
                    int8_t l_714 = (-2L);
                    int32_t l_715 = 0xDF0C69CEL;
                    int32_t l_716[7];
                    uint32_t l_731 = 1UL;
                    int i;
                    for (i = 0; i < 7; i++)
                        l_716[i] = (-1L);
                    l_675 &= (p_13 , (0L || 0x8B222598L));
                    l_728++;
                    l_731 = p_14;
                }
                else
                { /* block id: 291 */
                    int64_t l_732 = 0x600AA82C227E6E26LL;
                    int32_t l_733 = 0x12CC2FFFL;
                    int32_t l_735[7][1][2] = {{{(-1L),0x32EBF0B8L}},{{0x32EBF0B8L,(-1L)}},{{0x32EBF0B8L,0x32EBF0B8L}},{{(-1L),0x32EBF0B8L}},{{0x32EBF0B8L,(-1L)}},{{0x32EBF0B8L,0x32EBF0B8L}},{{(-1L),0x32EBF0B8L}}};
                    int32_t l_737 = 0x2225C9D4L;
                    uint32_t l_743 = 0x8C4DFE14L;
                    int i, j, k;
                    l_738++;
                    ++l_743;
                }
            }
            else
            { /* block id: 295 */
                int8_t l_746 = 0x75L;
                int32_t l_747 = 0xFF968276L;
                int32_t l_748 = 0x3BF33BBEL;
                l_749[0][1]--;
                l_683 = (p_13 , (g_417[5] > l_626));
                for (g_394 = 6; (g_394 <= 59); g_394++)
                { /* block id: 300 */
                    g_145[0][4][2] = (g_411[0] &= g_672[4]);
                    l_42[1][3] = g_138[2];
                }
            }
        }
        for (l_724 = (-7); (l_724 < (-22)); l_724 = safe_sub_func_int8_t_s_s(l_724, 9))
        { /* block id: 309 */
            uint64_t l_767[4][8][3] = {{{0x496CB9B563D07C3DLL,0UL,0x01AB8E4A19302AB7LL},{18446744073709551615UL,6UL,0x0AB9A362D7EC4A12LL},{0UL,1UL,1UL},{0xC8785D18CD1CE8E6LL,1UL,0x20765F1E5383A0A6LL},{0UL,18446744073709551612UL,1UL},{18446744073709551615UL,0x80E62219ECF26662LL,18446744073709551606UL},{0x496CB9B563D07C3DLL,1UL,1UL},{7UL,0x80E62219ECF26662LL,0xC8785D18CD1CE8E6LL}},{{0UL,18446744073709551612UL,0x01AB8E4A19302AB7LL},{1UL,1UL,1UL},{0x496CB9B563D07C3DLL,1UL,0x01AB8E4A19302AB7LL},{0xA9FB95CB760FD40ELL,6UL,0xC8785D18CD1CE8E6LL},{0UL,0UL,1UL},{0x0AB9A362D7EC4A12LL,1UL,18446744073709551606UL},{0UL,1UL,1UL},{0xA9FB95CB760FD40ELL,0x80E62219ECF26662LL,0x20765F1E5383A0A6LL}},{{0x496CB9B563D07C3DLL,0x496CB9B563D07C3DLL,1UL},{1UL,0x80E62219ECF26662LL,0x0AB9A362D7EC4A12LL},{0UL,1UL,0x01AB8E4A19302AB7LL},{7UL,1UL,7UL},{0x496CB9B563D07C3DLL,0UL,0x01AB8E4A19302AB7LL},{18446744073709551615UL,6UL,0x0AB9A362D7EC4A12LL},{0UL,1UL,1UL},{0xC8785D18CD1CE8E6LL,1UL,0x20765F1E5383A0A6LL}},{{0UL,18446744073709551612UL,1UL},{18446744073709551615UL,0x80E62219ECF26662LL,18446744073709551606UL},{0x496CB9B563D07C3DLL,1UL,1UL},{7UL,0x80E62219ECF26662LL,0xC8785D18CD1CE8E6LL},{0UL,18446744073709551612UL,0x01AB8E4A19302AB7LL},{1UL,1UL,1UL},{0x496CB9B563D07C3DLL,1UL,0x01AB8E4A19302AB7LL},{0xA9FB95CB760FD40ELL,6UL,0xC8785D18CD1CE8E6LL}}};
            int32_t l_775 = (-3L);
            int32_t l_776 = 1L;
            int32_t l_779[5][4] = {{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L},{6L,6L,6L,6L}};
            int i, j, k;
            for (l_39 = 5; (l_39 >= 0); l_39 -= 1)
            { /* block id: 312 */
                uint64_t l_764 = 0xD8458A5782B79D1ALL;
                int32_t l_771 = 0xA941FE20L;
                int32_t l_772 = 0x693A28B3L;
                int32_t l_773 = 0x6F374A4AL;
                int32_t l_777 = 0x6AB7E966L;
                int32_t l_778[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_778[i] = 0x3CCE9083L;
                if (((((l_64[0] , (safe_rshift_func_int8_t_s_u(((safe_mod_func_int64_t_s_s((g_672[2] = ((g_348[l_39] &= (p_13 <= (((safe_sub_func_int64_t_s_s((g_145[0][4][2] && (safe_lshift_func_int8_t_s_u((p_13 > (((l_764 < (safe_div_func_int64_t_s_s(g_672[4], g_672[2]))) < l_767[3][5][2]) == 0x9094E7C67DE4F1D7LL)), 0))), 0xB62892FCAEB5373ALL)) ^ g_48[0]) == 0xCECE008DL))) <= l_768)), g_411[0])) , g_260[0][4]), l_767[3][5][1]))) , p_13) && l_723) == p_13))
                { /* block id: 315 */
                    if (g_348[2])
                        break;
                }
                else
                { /* block id: 317 */
                    int64_t l_770 = (-1L);
                    int32_t l_774 = 0x6A2B71A5L;
                    int32_t l_780 = 0xE1E85480L;
                    int32_t l_782[7] = {0L,0L,0L,0L,0L,0L,0L};
                    int i;
                    if (g_262)
                        goto lbl_769;
                    ++l_784;
                    l_771 = ((safe_div_func_uint64_t_u_u(((safe_mul_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint8_t_u_u((((g_548[0][0][1] > (g_486[4] > ((+((((l_725 = ((safe_add_func_uint64_t_u_u((l_772 |= (g_258[5][2][1] , (l_773 < ((g_262--) > p_14)))), (safe_mul_func_int16_t_s_s(g_348[2], l_778[0])))) , p_14)) > g_348[l_39]) , p_13) , g_417[2])) < 0x64L))) >= g_348[1]) | 7UL), 5)), 2)), g_394)), 0L)) < l_27), g_682)) && g_411[2]);
                }
                l_42[0][1] = (+((!1UL) <= 0L));
            }
            ++l_808;
            for (l_41 = 0; (l_41 <= 5); l_41 += 1)
            { /* block id: 330 */
                uint32_t l_811 = 0UL;
                int32_t l_855 = 6L;
                uint8_t l_868 = 0UL;
                int i, j;
                l_811--;
                if (((safe_add_func_int16_t_s_s((safe_add_func_int64_t_s_s((((g_348[1] = g_260[l_41][(l_41 + 1)]) && ((g_548[0][1][0] != (g_260[l_41][l_41] = 0x55C750C4L)) <= (g_138[3] = (g_548[0][0][1] & ((safe_mul_func_int8_t_s_s((safe_div_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((g_48[0] = ((+(safe_rshift_func_uint16_t_u_s(((safe_mul_func_uint16_t_u_u(((safe_add_func_uint64_t_u_u((((safe_lshift_func_int8_t_s_s(l_41, 7)) || ((((safe_lshift_func_int16_t_s_s((safe_sub_func_uint64_t_u_u(((p_13 != (g_417[3] = ((safe_sub_func_uint16_t_u_u(0x1227L, p_13)) > g_486[4]))) | 0x81508FB88045D469LL), p_14)), g_258[3][1][0])) <= g_672[4]) != p_13) <= 0xDD81L)) > p_14), g_672[4])) && (-1L)), 0x2588L)) != p_14), p_14))) , 0x86C5L)), p_14)), 0x40L)), p_13)) && g_258[3][5][5]))))) > l_738), g_259)), 65535UL)) <= 0x4A439C6DL))
                { /* block id: 337 */
                    uint64_t l_851[2][5][8] = {{{18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0x298B7C91EAE54A42LL,0UL,18446744073709551608UL,0UL,0UL},{0xF2E84D82135F2D92LL,18446744073709551612UL,0UL,0x90B7153E912C610FLL,0x009BE6B24E24CB15LL,0x298B7C91EAE54A42LL,0xB139BACC681DA1B2LL,0xF2E84D82135F2D92LL},{0UL,18446744073709551608UL,0x9B461E22C780D6F6LL,18446744073709551615UL,0UL,0UL,0UL,18446744073709551615UL},{0x90B7153E912C610FLL,18446744073709551615UL,0x90B7153E912C610FLL,0UL,1UL,0x27553630F80429C9LL,18446744073709551615UL,0UL},{0UL,0xF2E84D82135F2D92LL,0x13C1D913416364FFLL,0xB6953055A6F5F951LL,18446744073709551612UL,0UL,1UL,0x13C1D913416364FFLL}},{{0UL,18446744073709551612UL,0xF2E84D82135F2D92LL,0x9B461E22C780D6F6LL,1UL,0xF6E1DBFD68D6E6B2LL,0xF6E1DBFD68D6E6B2LL,1UL},{0x90B7153E912C610FLL,0xB139BACC681DA1B2LL,0xB139BACC681DA1B2LL,0x90B7153E912C610FLL,0UL,0UL,0xF2E84D82135F2D92LL,0UL},{0UL,0x2C2EFE5B84631524LL,0xBDF4E7BBAAC097CBLL,0x13C1D913416364FFLL,0x009BE6B24E24CB15LL,0UL,18446744073709551608UL,0x9B461E22C780D6F6LL},{0x7131E03788D4E170LL,0x2C2EFE5B84631524LL,0x90B7153E912C610FLL,0xF2E84D82135F2D92LL,0xB6953055A6F5F951LL,0UL,0x2C2EFE5B84631524LL,0UL},{18446744073709551612UL,0xB139BACC681DA1B2LL,0xA87A932B0202EE6CLL,0xB139BACC681DA1B2LL,18446744073709551612UL,0xF6E1DBFD68D6E6B2LL,0xB6953055A6F5F951LL,0xA87A932B0202EE6CLL}}};
                    int32_t l_852 = 0x5E7A58B2L;
                    int i, j, k;
                    g_854 = (g_853 = (l_741[0] != ((g_411[1] = p_14) == (l_811 > (safe_rshift_func_uint16_t_u_s((((1UL != (safe_rshift_func_uint8_t_u_u((safe_add_func_int32_t_s_s((safe_sub_func_uint16_t_u_u(((g_259 = (((((((g_145[0][4][2] = 6L) || (g_145[0][4][2] = (l_851[0][4][0] = ((l_39 = ((0x4D4EE1EBL < (0L > g_260[l_41][l_41])) <= g_263)) >= g_66)))) != g_81) , g_258[5][2][1]) <= p_13) , p_13) , 0xF3L)) == g_140), 65528UL)), 0xD720B62EL)), l_852))) >= g_260[l_41][l_41]) & l_689), p_14))))));
                    l_855 = p_14;
                    l_852 = ((!((((((safe_lshift_func_int8_t_s_u((~(safe_mul_func_uint8_t_u_u((((g_417[5] ^= ((((g_411[0] = (9UL && (safe_add_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_s(((safe_mul_func_int16_t_s_s((l_855 = ((l_855 < l_43) , l_40)), (p_14 > (((l_723 &= (l_42[1][3] && (p_13 || l_700))) , p_13) ^ g_145[0][0][2])))) || g_140), 5)) , 0xC8L), 0xB1L)))) , 0xDD04065341F316F6LL) != 7UL) | 18446744073709551615UL)) ^ 0xABL) , p_13), l_868))), l_39)) || 0xA3C74352L) | 0xBDL) , 0x9011149A51970AC4LL) & g_15[2]) , 0xD5896E2E96267D32LL)) | 0L);
                }
                else
                { /* block id: 352 */
                    uint16_t l_869 = 0xE16BL;
                    --l_869;
                    if (p_13)
                        continue;
                    return l_869;
                }
                for (l_728 = 0; (l_728 <= 0); l_728 += 1)
                { /* block id: 359 */
                    int32_t l_884[6] = {0x849ADDB5L,0x849ADDB5L,0x849ADDB5L,0x849ADDB5L,0x849ADDB5L,0x849ADDB5L};
                    int i, j, k;
                    l_884[3] = (safe_lshift_func_uint8_t_u_s((((safe_mod_func_int64_t_s_s((safe_sub_func_uint64_t_u_u(((((safe_add_func_uint32_t_u_u((safe_add_func_int32_t_s_s(g_258[l_728][l_41][l_41], (g_258[l_728][l_41][l_41] ^ g_260[0][4]))), 0UL)) != (safe_add_func_int8_t_s_s(l_64[0], p_13))) , (0xD5L >= g_48[0])) < 0xB499B8F0FC349F62LL), g_258[5][0][0])), p_13)) != 0xC9D603E85C732DEDLL) < p_13), 7));
                }
            }
            if (g_259)
                continue;
        }
        l_42[0][2] ^= (-9L);
    }
    else
    { /* block id: 366 */
        uint64_t l_896 = 0x153E28C5D4E79F61LL;
        g_411[2] &= g_394;
        l_896 ^= (((safe_sub_func_int32_t_s_s(((safe_sub_func_int16_t_s_s(0x619AL, ((g_258[3][3][5] &= (g_66 , (safe_lshift_func_uint8_t_u_u(((safe_add_func_uint32_t_u_u((~(-7L)), (((safe_add_func_int64_t_s_s((p_14 , 0xBA8AFDA534EF5347LL), (g_66 ^ (g_348[1] && p_14)))) == g_15[2]) > g_417[1]))) || p_14), p_13)))) || 18446744073709551615UL))) , p_14), 1UL)) != 4294967295UL) | 4294967295UL);
        g_411[0] = ((((safe_sub_func_uint64_t_u_u(p_13, (((p_13 > g_411[0]) == ((safe_lshift_func_uint16_t_u_u(g_486[3], 6)) | (l_896 || p_13))) == (l_896 , p_14)))) == p_13) , 0xB2CE4D73L) , 0xD2E56579L);
        l_678 = (safe_lshift_func_uint16_t_u_u(((g_262 , ((g_246 , (l_718 = (((g_548[0][0][1] || (g_258[2][5][5] && 0x82L)) , (l_896 == g_548[0][0][1])) , 0xF4E29D92L))) <= p_13)) | g_48[0]), g_81));
    }
    g_145[1][2][0] = (((p_14 = ((safe_div_func_int64_t_s_s((safe_sub_func_int16_t_s_s(g_417[4], (safe_sub_func_uint8_t_u_u(0xC5L, (safe_add_func_uint8_t_u_u(((safe_sub_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_u(g_417[5], 13)) == 1L), (safe_lshift_func_uint8_t_u_u(255UL, 4)))) , (l_720 = (safe_unary_minus_func_int8_t_s((safe_mul_func_int16_t_s_s((0x0A99L == g_854), l_742)))))), l_727)))))), l_727)) , 0x861B4A8950E54AE0LL)) > 0x167266CB8E8F1DCELL) | p_13);
    l_650 = p_13;
    ++l_926;
    return g_853;
}


/* ------------------------------------------ */
/* 
 * reads : g_417 g_15 g_486 g_66 g_138 g_258 g_394 g_145 g_140 g_81 g_411
 * writes: g_486 g_260 g_145 g_140 g_81
 */
static uint8_t  func_49(uint64_t  p_50, uint64_t  p_51)
{ /* block id: 185 */
    int32_t l_466[6] = {0x4037CBAEL,0x4037CBAEL,(-1L),0x4037CBAEL,0x4037CBAEL,(-1L)};
    int32_t l_467 = 0x82A686B5L;
    int8_t l_531 = 8L;
    int32_t l_535 = 0xF2E33E00L;
    int i;
    if (g_417[5])
    { /* block id: 186 */
        uint64_t l_469 = 0xD4268E1F56D0E316LL;
        uint64_t l_472 = 5UL;
        int32_t l_485 = 0L;
        for (p_50 = 0; (p_50 != 52); p_50++)
        { /* block id: 189 */
            int32_t l_468 = 0x7622E339L;
            int32_t l_499 = 1L;
            l_469++;
            if (p_51)
                break;
            l_472++;
            l_499 |= (((safe_sub_func_int32_t_s_s((g_145[1][5][2] |= ((0x89EF0A42L && (safe_lshift_func_uint16_t_u_u((0x9EDA58A444AF94D4LL | (((+(!((0x7E391415BD81919BLL || ((safe_sub_func_uint32_t_u_u((safe_mul_func_int16_t_s_s(g_15[3], (g_486[4]--))), (((safe_lshift_func_int16_t_s_u(1L, ((safe_mul_func_int8_t_s_s(((safe_div_func_uint32_t_u_u((g_260[0][4] = (safe_mod_func_uint64_t_u_u(l_468, ((safe_lshift_func_uint8_t_u_s(0x1AL, 2)) || l_468)))), g_66)) & g_138[3]), g_258[5][2][1])) ^ 0x03L))) ^ 4294967295UL) , l_467))) > p_51)) , p_51))) == 0xB26008E8L) && 0UL)), g_394))) != 0x9EF9CE59L)), 0xC61A893BL)) | g_258[5][2][1]) | 0x0906C6D4L);
        }
    }
    else
    { /* block id: 198 */
        int16_t l_530 = 0x0533L;
        int32_t l_532[2][8][4] = {{{0x46A6A6E4L,0x002B25D4L,(-1L),0x002B25D4L},{0x002B25D4L,(-1L),(-1L),0L},{0L,0x46A6A6E4L,(-9L),(-1L)},{0L,(-5L),0xB3856854L,0x002B25D4L},{0L,(-9L),(-9L),0L},{0L,0x002B25D4L,(-1L),(-9L)},{0x002B25D4L,(-5L),(-1L),0L},{0x46A6A6E4L,0L,(-9L),0L}},{{0x0B496DEBL,(-5L),0x0B496DEBL,(-9L)},{0L,0x002B25D4L,(-1L),0L},{0x46A6A6E4L,(-9L),(-1L),0x002B25D4L},{(-9L),(-5L),(-1L),(-1L)},{0x46A6A6E4L,0x46A6A6E4L,(-1L),0L},{0L,(-1L),0x0B496DEBL,0x002B25D4L},{0x0B496DEBL,0x002B25D4L,(-9L),0x0B496DEBL},{0x46A6A6E4L,0x002B25D4L,(-1L),0x002B25D4L}}};
        int16_t l_540 = 0L;
        int i, j, k;
        for (g_140 = 16; (g_140 <= 20); g_140++)
        { /* block id: 201 */
            int8_t l_521[3][4][6] = {{{0L,0x48L,0x8CL,(-1L),0x8CL,0x48L},{0L,0x48L,9L,(-1L),9L,0x48L},{0L,0x48L,0x8CL,(-1L),0x8CL,0x48L},{0L,0x48L,9L,(-1L),9L,0x48L}},{{0L,0x48L,0x8CL,(-1L),0x8CL,0x48L},{0L,0x48L,9L,(-1L),9L,0x48L},{0L,0x48L,0x8CL,(-1L),0x8CL,0x48L},{0L,0x48L,9L,0x48L,(-2L),(-1L)}},{{0x8CL,(-1L),(-2L),0x48L,(-2L),(-1L)},{9L,(-1L),(-2L),0x48L,(-2L),(-1L)},{0x8CL,(-1L),(-2L),0x48L,(-2L),(-1L)},{9L,(-1L),(-2L),0x48L,(-2L),(-1L)}}};
            int32_t l_533 = 0xFBE40C4DL;
            int32_t l_534 = 0x75FDC4D2L;
            int i, j, k;
            l_535 &= (safe_add_func_uint64_t_u_u(((safe_rshift_func_int16_t_s_u(0x143CL, 1)) | (l_533 = (safe_lshift_func_uint16_t_u_s(((l_534 ^= (safe_div_func_int16_t_s_s((((safe_sub_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(((++g_81) , (l_521[0][2][5] |= (!(safe_add_func_uint32_t_u_u((g_486[4]++), (-1L)))))), (((((0x60B0B682L >= ((g_145[0][4][2] = (l_532[0][2][3] &= (safe_div_func_int64_t_s_s((l_467 = 0xB89F4317A5883090LL), ((safe_mod_func_int8_t_s_s(((safe_div_func_uint64_t_u_u(p_51, 1L)) && ((safe_div_func_int32_t_s_s((l_530 , l_531), p_51)) , 0x207DE155L)), p_51)) || 0x0F0E9F3FL))))) <= p_51)) | l_531) != l_466[3]) || l_533) & g_394))), p_51)) && l_532[0][0][0]) || 7UL), g_138[2]))) <= p_50), l_530)))), l_530));
            for (l_535 = 23; (l_535 != 14); l_535 = safe_sub_func_int64_t_s_s(l_535, 9))
            { /* block id: 213 */
                for (p_50 = 2; (p_50 <= 6); p_50 += 1)
                { /* block id: 216 */
                    int i;
                    return g_486[p_50];
                }
                l_467 = (safe_div_func_uint64_t_u_u(l_540, (g_140 || (safe_mod_func_int64_t_s_s(((+(l_532[0][2][3] = (safe_add_func_int64_t_s_s(0xEE9FE0C1EAA6C853LL, g_411[0])))) & (l_533 = 18446744073709551615UL)), p_50)))));
                if (l_530)
                    continue;
            }
            return l_531;
        }
        for (g_81 = 0; (g_81 > 40); ++g_81)
        { /* block id: 228 */
            if (g_417[1])
                break;
        }
    }
    return p_51;
}


/* ------------------------------------------ */
/* 
 * reads : g_260 g_246 g_15 g_140 g_262 g_81 g_138 g_66 g_258 g_348 g_417 g_263
 * writes: g_145 g_81 g_140 g_246 g_258 g_394 g_411 g_417 g_138 g_348 g_259
 */
static uint64_t  func_52(uint64_t  p_53, const int32_t  p_54, int64_t  p_55, int16_t  p_56, uint32_t  p_57)
{ /* block id: 124 */
    int16_t l_352 = 1L;
    int32_t l_366 = (-1L);
    int32_t l_367 = 0xB6C0DD6EL;
    int32_t l_368[6];
    int8_t l_414 = (-4L);
    uint64_t l_452 = 0xF7B180F1149AF914LL;
    int8_t l_453 = 0x06L;
    int i;
    for (i = 0; i < 6; i++)
        l_368[i] = 0x66E8CD0CL;
    l_368[1] = (l_352 || (0x07L < ((safe_sub_func_int32_t_s_s((g_145[0][4][2] = (safe_mod_func_int32_t_s_s((safe_sub_func_int64_t_s_s(0x9B39C02D81B6AF7DLL, 0xE88EDFA1680D130FLL)), 4294967288UL))), (l_367 &= ((((l_366 = (safe_sub_func_uint64_t_u_u((((safe_rshift_func_uint16_t_u_u((safe_unary_minus_func_int32_t_s((0xD399L != (safe_sub_func_uint16_t_u_u((l_352 >= g_260[3][0]), p_54))))), g_246)) & l_352) , l_352), g_15[1]))) , p_53) && l_352) >= g_140)))) , g_262)));
    for (g_81 = 1; (g_81 <= 4); g_81 += 1)
    { /* block id: 131 */
        uint16_t l_374 = 0x9EBDL;
        int32_t l_386[5][8][1] = {{{8L},{0x74092C08L},{(-1L)},{0L},{8L},{0L},{(-1L)},{0x74092C08L}},{{8L},{0x74092C08L},{(-1L)},{0L},{8L},{0L},{(-1L)},{0x74092C08L}},{{8L},{0x74092C08L},{(-1L)},{0L},{8L},{0L},{(-1L)},{0x74092C08L}},{{8L},{0x74092C08L},{(-1L)},{0L},{8L},{0L},{(-1L)},{0x74092C08L}},{{8L},{0x74092C08L},{(-1L)},{0L},{8L},{0L},{(-1L)},{0x74092C08L}}};
        int64_t l_416 = 0x77F1E7F25D151C89LL;
        int32_t l_454 = (-2L);
        int i, j, k;
        for (g_140 = 0; (g_140 <= 5); g_140 += 1)
        { /* block id: 134 */
            int8_t l_373 = 3L;
            int i;
            for (p_55 = 4; (p_55 >= 1); p_55 -= 1)
            { /* block id: 137 */
                int i;
                return g_138[g_81];
            }
            l_368[g_140] = (((0xF745BCA5CE4E5EDCLL ^ (p_55 = ((safe_lshift_func_uint16_t_u_u((g_138[g_81] > l_368[g_140]), ((p_53 & g_66) < (safe_div_func_uint8_t_u_u((((-1L) != (l_366 > p_54)) , l_373), g_258[4][0][3]))))) || l_374))) < 1UL) >= l_374);
            return l_373;
        }
        for (p_53 = 1; (p_53 <= 4); p_53 += 1)
        { /* block id: 146 */
            uint8_t l_377 = 0x21L;
            int32_t l_412 = (-1L);
            int32_t l_413 = 8L;
            int32_t l_415 = 5L;
            int i;
            for (g_246 = 0; (g_246 <= 4); g_246 += 1)
            { /* block id: 149 */
                int32_t l_387 = 0x84264799L;
                int i;
                l_387 |= (l_386[3][0][0] = (safe_rshift_func_int8_t_s_u(((g_138[g_246] == (g_15[g_81] , l_377)) <= (g_140 < (safe_lshift_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((((0xE8E0344BL ^ ((0x34EEL < (safe_mul_func_int16_t_s_s((safe_mod_func_int32_t_s_s((-2L), 1L)), p_57))) < 0x350C091DDEBA162BLL)) <= l_377) , g_258[5][2][1]), l_374)), 2)))), 6)));
                return g_348[1];
            }
            if ((g_138[p_53] > g_262))
            { /* block id: 154 */
                uint32_t l_395 = 0x81C0F86EL;
                g_145[1][0][1] = 5L;
                g_145[0][4][2] = (safe_rshift_func_uint16_t_u_u((((safe_rshift_func_uint16_t_u_u(p_57, p_53)) && l_377) > ((g_394 = (g_258[1][0][0] = (safe_rshift_func_int16_t_s_u(p_55, 4)))) & ((l_366 = g_246) , l_374))), (l_395--)));
            }
            else
            { /* block id: 161 */
                uint32_t l_408 = 0UL;
                l_386[3][0][0] = (l_374 && (safe_mul_func_int16_t_s_s(l_386[3][0][0], 1UL)));
                g_145[0][4][2] = (l_386[2][4][0] ^= ((p_57 && (safe_lshift_func_uint8_t_u_s(((p_56 >= (safe_div_func_int32_t_s_s((safe_sub_func_int8_t_s_s(0x50L, ((safe_lshift_func_uint16_t_u_u((l_412 = (g_260[2][4] > ((g_411[0] = ((l_408 ^ g_258[5][3][0]) > (safe_lshift_func_int16_t_s_u(p_57, 2)))) && l_408))), 6)) > 0x71C4FF715E444CFALL))), g_262))) , 1UL), p_53))) | 0xCE8FL));
            }
            g_417[5]--;
            l_454 = (safe_rshift_func_int8_t_s_u((safe_mul_func_int16_t_s_s((g_348[1] = ((safe_add_func_int32_t_s_s(((safe_mod_func_uint8_t_u_u((((safe_mul_func_uint8_t_u_u(((+((l_415 = (safe_lshift_func_int16_t_s_u(((g_138[1] = ((((((l_368[1] = p_57) <= (safe_mod_func_int8_t_s_s((safe_div_func_int32_t_s_s((safe_sub_func_int8_t_s_s((safe_div_func_int32_t_s_s(((l_386[0][1][0] ^= (safe_unary_minus_func_uint8_t_u(p_55))) & (((safe_add_func_uint64_t_u_u((safe_div_func_uint64_t_u_u(p_55, (safe_lshift_func_int8_t_s_u(((((p_53 == ((1UL >= (safe_rshift_func_uint16_t_u_s(g_417[5], ((l_413 ^= (safe_rshift_func_int16_t_s_u(0L, 0))) & 0xC9369D81151B42EBLL)))) >= (-8L))) , 0x8A4B41EBL) <= 8L) , g_138[p_53]), 6)))), g_263)) , l_352) >= g_138[p_53])), 0xC3989628L)), l_452)), (-4L))), 1L))) ^ p_57) < l_453) < 0x96CAL) < l_452)) >= g_417[6]), l_374))) < g_262)) , p_56), (-1L))) && g_263) <= l_377), l_377)) , p_56), l_416)) & 0x07B2179AL)), p_55)), 1));
        }
        if (l_454)
            continue;
        return p_54;
    }
    g_411[0] = (l_414 >= (-10L));
    l_368[1] = (g_260[4][0] <= (p_54 , (l_367 |= ((((safe_lshift_func_uint16_t_u_s(9UL, 2)) > (safe_div_func_uint8_t_u_u((safe_unary_minus_func_int64_t_s((l_368[4] & ((l_452 , (safe_div_func_int64_t_s_s(((g_259 = (-1L)) == (safe_rshift_func_int16_t_s_u(((((g_140 >= p_56) ^ p_55) , 7UL) , g_15[0]), g_260[0][4]))), 0x7BF8908CF12D105ELL))) != g_417[5])))), 4UL))) & p_53) == g_140))));
    return l_368[3];
}


/* ------------------------------------------ */
/* 
 * reads : g_81 g_66 g_15 g_140 g_145 g_138 g_258 g_246 g_262 g_263 g_259 g_260 g_348
 * writes: g_81 g_15 g_138 g_140 g_145 g_258 g_259 g_260 g_262 g_263
 */
static int8_t  func_59(uint32_t  p_60, const uint16_t  p_61, int8_t  p_62, uint32_t  p_63)
{ /* block id: 15 */
    int64_t l_69 = (-1L);
    int32_t l_70 = (-2L);
    const int8_t l_71 = 3L;
    const int8_t l_319 = 0x39L;
    int32_t l_333 = 0x430CB2ABL;
    int32_t l_340 = 0x04D836B3L;
    int32_t l_345 = 0x8E555903L;
    uint8_t l_349[4][2][1] = {{{0xE9L},{0x38L}},{{0xE9L},{0x38L}},{{0xE9L},{0x38L}},{{0xE9L},{0x38L}}};
    uint32_t l_350 = 0xB1884F5BL;
    int i, j, k;
    if (((safe_mul_func_int16_t_s_s((65535UL < (p_62 >= (l_70 = l_69))), (l_71 != (func_72(((safe_rshift_func_uint16_t_u_u((safe_add_func_int8_t_s_s((safe_add_func_uint16_t_u_u((++g_81), ((g_66 > ((safe_div_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(g_15[3], (safe_add_func_int32_t_s_s((safe_lshift_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((p_62 | g_66), 0L)), g_66)), l_69)))), p_62)) >= l_69)) < 65535UL))), 0x81L)), 6)) , 255UL), p_62) >= g_66)))) && l_319))
    { /* block id: 109 */
        uint32_t l_326 = 18446744073709551607UL;
        int32_t l_327[8] = {(-1L),1L,(-1L),1L,(-1L),1L,(-1L),1L};
        int i;
        g_145[0][4][2] = (g_260[1][3] >= (p_61 & (0x41E03DBDL ^ (((safe_sub_func_int64_t_s_s((safe_div_func_int8_t_s_s(((((g_145[1][1][0] ^ (l_326 = ((g_260[3][0] , ((g_258[5][2][1]++) , g_145[1][0][1])) == 0x3B26L))) , g_15[2]) <= 0x4AC3L) >= 5UL), 255UL)), 0xB8C824B9CF8BAB20LL)) || 0x7912L) > l_327[6]))));
    }
    else
    { /* block id: 113 */
        return g_66;
    }
    l_345 ^= ((safe_mul_func_uint8_t_u_u((((g_259 & ((safe_unary_minus_func_uint64_t_u((l_333 |= ((safe_lshift_func_uint8_t_u_u(((l_70 = (-1L)) ^ 0xF5D75124L), 5)) == (g_140 < g_258[2][5][0]))))) <= ((((safe_mod_func_int16_t_s_s((safe_lshift_func_int8_t_s_u((safe_rshift_func_int16_t_s_u((l_340 ^= l_319), 11)), (safe_mul_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s((-8L), 11)), g_260[0][4])))), l_319)) >= l_319) > g_15[1]) != p_62))) & g_15[1]) , 251UL), 0x57L)) == 0x71L);
    l_333 ^= ((l_349[3][0][0] ^= g_348[1]) < (l_71 & (((((((g_140 ^ (4294967295UL || l_345)) | ((l_350 = g_348[5]) > (+0xCE5F64FC0DB7EC56LL))) > g_260[3][4]) | g_145[0][4][2]) == 1L) == 0x79L) & 0UL)));
    return l_69;
}


/* ------------------------------------------ */
/* 
 * reads : g_81 g_66 g_15 g_140 g_145 g_138 g_258 g_246 g_262 g_263 g_259
 * writes: g_15 g_138 g_140 g_145 g_81 g_258 g_259 g_260 g_262 g_263
 */
static int8_t  func_72(uint8_t  p_73, uint8_t  p_74)
{ /* block id: 18 */
    int32_t l_102 = 0xC855A404L;
    int32_t l_103 = (-10L);
    int8_t l_104 = 0x75L;
    int32_t l_105 = 0x186C96E7L;
    int32_t l_123 = 0x253DC176L;
    int32_t l_220 = (-1L);
    int32_t l_223 = 0x3A302D84L;
    int32_t l_224[2];
    const int16_t l_299 = 5L;
    uint16_t l_318 = 65530UL;
    int i;
    for (i = 0; i < 2; i++)
        l_224[i] = 0x634FB4D5L;
lbl_112:
    l_105 = (safe_mul_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((((1UL != g_81) < ((((l_103 = ((safe_sub_func_int32_t_s_s(((0x0FDEBFC8A300FF6CLL != p_74) > g_66), ((((g_15[0] || ((safe_mul_func_uint16_t_u_u(((l_102 && p_73) || 0xFD3CL), p_73)) & p_73)) , 0x4A88L) ^ 1L) , p_74))) >= 0x6BCAL)) && g_81) || g_66) | l_104)) & (-5L)), (-7L))), l_104));
    if ((safe_mul_func_uint16_t_u_u((0x41278827L & l_103), ((((!((((g_15[1] || (safe_div_func_uint16_t_u_u((+g_81), p_74))) >= p_74) , l_104) | l_103)) , l_104) <= g_66) < 1L))))
    { /* block id: 21 */
        if (l_103)
            goto lbl_112;
    }
    else
    { /* block id: 23 */
        uint16_t l_135 = 0xDDBFL;
        int32_t l_149 = 0L;
        int32_t l_150 = 0x3ABD0210L;
        uint32_t l_210 = 4UL;
        int32_t l_211 = 0L;
        int8_t l_215 = (-1L);
        int32_t l_221[4] = {1L,1L,1L,1L};
        uint64_t l_225 = 5UL;
        uint64_t l_283 = 18446744073709551607UL;
        int i;
        for (l_105 = 0; (l_105 <= 4); l_105 += 1)
        { /* block id: 26 */
            uint16_t l_124 = 5UL;
            int32_t l_139 = (-4L);
            int i;
            l_124 = ((g_15[l_105] = p_74) , (safe_sub_func_int64_t_s_s(0L, (safe_sub_func_uint8_t_u_u((safe_mod_func_int32_t_s_s(g_15[l_105], g_81)), (safe_lshift_func_int16_t_s_u(0x8DD5L, (p_73 && ((safe_rshift_func_uint16_t_u_u((l_104 > l_123), g_15[l_105])) | p_73)))))))));
            g_140 |= (((l_103 ^= (l_139 &= (safe_sub_func_int32_t_s_s((safe_add_func_int32_t_s_s((g_66 <= (safe_sub_func_int32_t_s_s((safe_add_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((0x30A6L <= l_135), 0x1B61L)), l_135)), (g_15[l_105] < (((safe_sub_func_uint32_t_u_u((g_138[4] = g_81), p_73)) > 0xE341DA9CD7CB0FD4LL) != 1L))))), l_104)), p_73)))) < g_81) , l_135);
        }
        if (g_15[0])
        { /* block id: 34 */
            const uint32_t l_143 = 0x8F141530L;
            l_103 |= ((-10L) && (g_145[0][4][2] &= ((safe_div_func_int64_t_s_s(l_143, g_81)) != (+0x2FL))));
        }
        else
        { /* block id: 37 */
            uint32_t l_176 = 0x68BF4733L;
            int32_t l_177 = 0x319A48A8L;
            uint8_t l_178 = 0x29L;
            for (l_123 = 0; (l_123 >= (-8)); --l_123)
            { /* block id: 40 */
                int64_t l_148 = (-1L);
                uint32_t l_151[4][4] = {{0xC06464BDL,0xC06464BDL,0xC06464BDL,0xC06464BDL},{0xC06464BDL,0xC06464BDL,0xC06464BDL,0xC06464BDL},{0xC06464BDL,0xC06464BDL,0xC06464BDL,0xC06464BDL},{0xC06464BDL,0xC06464BDL,0xC06464BDL,0xC06464BDL}};
                int32_t l_174 = 0xC78930F4L;
                int32_t l_175 = (-2L);
                int i, j;
                --l_151[0][1];
                g_145[1][4][1] = (((g_15[1] >= (safe_mul_func_uint16_t_u_u((l_105 = ((safe_mod_func_int64_t_s_s((g_81 != (((safe_add_func_uint64_t_u_u((l_149 = (p_74 , l_149)), ((((safe_div_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u((l_176 ^= (l_175 |= (safe_mod_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((safe_add_func_uint64_t_u_u(((g_138[4] , (safe_mul_func_int8_t_s_s((p_74 < (((safe_sub_func_uint16_t_u_u((l_174 = l_151[0][1]), 0x1DEFL)) | g_66) | 0L)), 0x66L))) , 18446744073709551615UL), 0x5C07F419F4420CCCLL)), l_150)), p_74)))), l_177)) <= l_178), 1UL)) && l_174) ^ l_151[2][2]) & (-8L)))) & 1UL) , g_140)), g_81)) == l_135)), p_73))) && 0x1BBF8DACL) | 0x2C6CL);
                l_105 &= g_140;
            }
        }
        for (l_103 = 0; (l_103 == 28); ++l_103)
        { /* block id: 53 */
            int8_t l_181 = (-3L);
            int32_t l_182 = 9L;
            l_149 |= (l_182 = l_181);
            l_105 = p_74;
            for (l_102 = 0; (l_102 < (-11)); --l_102)
            { /* block id: 59 */
                int16_t l_189 = 0xF0A5L;
                l_182 = g_15[1];
                g_145[0][4][2] = (safe_lshift_func_uint8_t_u_s(p_73, 0));
                for (g_81 = 3; (g_81 >= 43); g_81 = safe_add_func_int16_t_s_s(g_81, 1))
                { /* block id: 64 */
                    return l_189;
                }
            }
        }
        if ((((!(safe_sub_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((((((safe_mod_func_int16_t_s_s(((safe_div_func_uint32_t_u_u((p_74 > (l_123 >= (safe_mul_func_uint16_t_u_u(p_74, ((g_81 >= g_81) && ((safe_unary_minus_func_int32_t_s((safe_sub_func_int32_t_s_s(l_150, (safe_sub_func_uint32_t_u_u(((safe_mod_func_int64_t_s_s(((l_210 , l_105) | p_73), p_73)) && 65535UL), p_73)))))) , g_81)))))), g_81)) >= l_211), 65532UL)) == l_211) >= 18446744073709551615UL) & 0UL) || g_138[3]), p_73)), g_138[4]))) && g_145[0][5][0]) && l_149))
        { /* block id: 69 */
            l_103 = p_74;
        }
        else
        { /* block id: 71 */
            uint32_t l_214 = 0x3498CC23L;
            int32_t l_216 = 0x72A2E443L;
            int32_t l_217 = 0x9D4F0991L;
            int32_t l_218 = 7L;
            int32_t l_219[6];
            int8_t l_222 = (-7L);
            uint8_t l_247 = 0xF3L;
            int32_t l_261 = (-1L);
            int32_t l_290 = 0xDE4D3E2AL;
            int i;
            for (i = 0; i < 6; i++)
                l_219[i] = 0xBE43F028L;
            if ((safe_lshift_func_uint8_t_u_s((p_73 = l_214), g_15[4])))
            { /* block id: 73 */
                return g_145[0][4][2];
            }
            else
            { /* block id: 75 */
                l_105 |= p_74;
            }
            l_225--;
            if ((safe_sub_func_int16_t_s_s(((safe_div_func_uint8_t_u_u((l_102 > (safe_div_func_uint16_t_u_u(((((((((safe_mul_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((l_223 ^= (g_262 &= ((safe_div_func_int32_t_s_s((safe_mul_func_int8_t_s_s(((l_221[3] = ((safe_rshift_func_uint16_t_u_s((l_218 && (safe_mul_func_uint8_t_u_u((g_140 ^= (g_66 < (((((p_74 >= (l_247++)) , (p_74 , ((l_219[1] = 1L) || (l_105 ^= (safe_div_func_uint64_t_u_u((g_260[0][4] = (safe_div_func_int64_t_s_s(((safe_add_func_int8_t_s_s((((g_259 = (g_258[5][2][1] &= (safe_lshift_func_uint16_t_u_s(0x9E0AL, l_218)))) , 0xB673122300B1250DLL) > g_15[1]), 1L)) != 2UL), g_138[1]))), g_246)))))) | 0x530C7A2D7FE986FCLL) & l_261) == l_217))), 0x68L))), 15)) != 0x90424AEAB2E5F269LL)) < 0x5AA1C89EL), p_73)), p_74)) != l_104))), g_263)), l_222)) & p_73) && 0UL) ^ g_263) || 0xC666L) , 0xC659L) & (-1L)) | p_74), g_138[0]))), l_224[0])) , l_218), g_15[1])))
            { /* block id: 89 */
                int32_t l_274 = 0L;
                int32_t l_285 = (-1L);
                int32_t l_286[6][1][4] = {{{0x1358170AL,0x74AF1B99L,0x1358170AL,0x1358170AL}},{{0x74AF1B99L,0x74AF1B99L,0xD5586F38L,0x74AF1B99L}},{{0x74AF1B99L,0x1358170AL,0x1358170AL,0x74AF1B99L}},{{0x1358170AL,0x74AF1B99L,0x1358170AL,0x1358170AL}},{{0x74AF1B99L,0x74AF1B99L,0xD5586F38L,0x74AF1B99L}},{{0x74AF1B99L,0x1358170AL,0x1358170AL,0x74AF1B99L}}};
                int i, j, k;
                for (l_123 = 0; (l_123 <= 1); l_123++)
                { /* block id: 92 */
                    uint32_t l_282 = 4UL;
                    int32_t l_284 = 0x5FEFF646L;
                    l_286[0][0][3] = ((safe_add_func_int64_t_s_s(0x2F8FBE7E21723561LL, p_73)) , ((safe_lshift_func_uint8_t_u_u((safe_div_func_int8_t_s_s((l_285 = ((g_263 = l_221[2]) ^ ((((safe_div_func_int8_t_s_s(((((p_74 , (((l_274 = (-1L)) , ((p_74 != (~((safe_lshift_func_int8_t_s_s((safe_div_func_int8_t_s_s((l_282 = (safe_lshift_func_int8_t_s_u(l_219[1], g_66))), g_140)), 4)) != 0xC8F83BE1L))) , 9L)) != p_73)) < l_283) ^ g_81) | g_258[5][2][1]), l_284)) || l_283) & l_285) || l_282))), 0x64L)), g_145[0][4][2])) ^ g_15[3]));
                    l_150 = (p_74 >= (((p_74 <= (((((+((safe_mod_func_uint64_t_u_u((((0xFA8CL ^ 0L) < (-5L)) >= (g_262 , 0x16B02753B413ECA2LL)), g_145[0][4][2])) <= l_290)) && g_263) & 0x3027L) > l_224[0]) <= 0x9643D45A5B27021FLL)) <= p_73) , l_105));
                    if (g_262)
                        continue;
                    g_145[1][4][1] = (l_284 |= (l_221[2] & (safe_mod_func_uint64_t_u_u((g_15[1] , (safe_add_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(65535UL, 12)), l_218)), ((l_299 & p_74) , (p_73 == l_283))))), p_74))));
                }
            }
            else
            { /* block id: 103 */
                g_145[0][4][2] &= (safe_lshift_func_uint16_t_u_u(((safe_mod_func_uint64_t_u_u(((l_150 & ((safe_mod_func_int8_t_s_s((((safe_mod_func_uint32_t_u_u(g_15[4], (safe_rshift_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((g_81 != p_74), (((safe_mod_func_int16_t_s_s((safe_mod_func_int64_t_s_s((0xE0L > (g_66 != (2L >= 0x01L))), g_259)), 65535UL)) , l_318) >= p_74))), g_15[1])), 15)))) ^ g_138[4]) , 0x81L), p_73)) ^ 0xBF3A56081781A7D4LL)) != l_299), 0x2C32F726B6DD6E43LL)) && 0xA6C3DDF1L), 5));
            }
        }
    }
    return l_318;
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
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_15[i], "g_15[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_48[i], "g_48[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_66, "g_66", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_138[i], "g_138[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_140, "g_140", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_145[i][j][k], "g_145[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_246, "g_246", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_258[i][j][k], "g_258[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_259, "g_259", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_260[i][j], "g_260[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_262, "g_262", print_hash_value);
    transparent_crc(g_263, "g_263", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_348[i], "g_348[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_394, "g_394", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_411[i], "g_411[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_417[i], "g_417[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_486[i], "g_486[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_548[i][j][k], "g_548[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_672[i], "g_672[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_682, "g_682", print_hash_value);
    transparent_crc(g_853, "g_853", print_hash_value);
    transparent_crc(g_854, "g_854", print_hash_value);
    transparent_crc(g_1005, "g_1005", print_hash_value);
    transparent_crc(g_1068, "g_1068", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_1070[i][j][k], "g_1070[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    return crc32_context ^ 0xFFFFFFFFUL;
}
