// top: csmith_top
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10018 --no-argc --no-pointers --no-volatiles --no-volatile-pointers --no-bitfields --no-packed-struct --no-unions --no-builtins --max-funcs 6 --max-block-depth 4 --max-array-dim 3 --max-array-len-per-dim 8 --max-expr-complexity 8 --max-struct-fields 4 --inline-function-prob 0
 * Seed:      10018
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int32_t  f0;
   const int16_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2[8] = {0xAD6F2EE7L,0xAD6F2EE7L,0xAD6F2EE7L,0xAD6F2EE7L,0xAD6F2EE7L,0xAD6F2EE7L,0xAD6F2EE7L,0xAD6F2EE7L};
static int16_t g_8[2] = {1L,1L};
static uint32_t g_40[7][8][4] = {{{4UL,18446744073709551609UL,0x59F7C1AEL,0x59F7C1AEL},{18446744073709551611UL,18446744073709551611UL,4UL,0x9B8AE051L},{18446744073709551615UL,5UL,0UL,0xB6C7E7C0L},{1UL,4UL,18446744073709551609UL,0UL},{0x36FFE617L,4UL,0xE84CBF77L,0xB6C7E7C0L},{4UL,5UL,0xD06DE21EL,0x9B8AE051L},{18446744073709551615UL,18446744073709551611UL,0xDE47E5F8L,0x59F7C1AEL},{0UL,18446744073709551609UL,0UL,4UL}},{{1UL,18446744073709551609UL,0x1D319D7FL,0UL},{18446744073709551609UL,1UL,0x52AD14CAL,18446744073709551615UL},{2UL,0x36FFE617L,0x52AD14CAL,5UL},{18446744073709551609UL,4UL,1UL,0xAE4674E6L},{0xD06DE21EL,18446744073709551615UL,6UL,0UL},{6UL,0UL,0UL,6UL},{0xB6C7E7C0L,1UL,0xAE4674E6L,1UL},{2UL,0UL,5UL,0x52AD14CAL}},{{0x1D319D7FL,4UL,18446744073709551615UL,0x52AD14CAL},{0x59F7C1AEL,0UL,6UL,1UL},{0xE84CBF77L,1UL,2UL,6UL},{4UL,0UL,18446744073709551609UL,0UL},{2UL,18446744073709551615UL,18446744073709551612UL,0xAE4674E6L},{0xDE47E5F8L,4UL,1UL,5UL},{0x9B8AE051L,0x36FFE617L,6UL,18446744073709551615UL},{0x9B8AE051L,1UL,1UL,6UL}},{{0xDE47E5F8L,18446744073709551615UL,18446744073709551612UL,2UL},{2UL,18446744073709551611UL,18446744073709551609UL,18446744073709551609UL},{4UL,4UL,2UL,18446744073709551612UL},{0xE84CBF77L,0xE1289ED5L,6UL,1UL},{0x59F7C1AEL,2UL,18446744073709551615UL,6UL},{0x1D319D7FL,2UL,5UL,1UL},{2UL,0xE1289ED5L,0xAE4674E6L,18446744073709551612UL},{0xB6C7E7C0L,4UL,0UL,18446744073709551609UL}},{{6UL,18446744073709551611UL,6UL,2UL},{0xD06DE21EL,18446744073709551615UL,1UL,6UL},{18446744073709551609UL,1UL,0x52AD14CAL,18446744073709551615UL},{2UL,0x36FFE617L,0x52AD14CAL,5UL},{18446744073709551609UL,4UL,1UL,0xAE4674E6L},{0xD06DE21EL,18446744073709551615UL,6UL,0UL},{6UL,0UL,0UL,6UL},{0xB6C7E7C0L,1UL,0xAE4674E6L,1UL}},{{2UL,0UL,5UL,0x52AD14CAL},{0x1D319D7FL,4UL,18446744073709551615UL,0x52AD14CAL},{0x59F7C1AEL,0UL,6UL,1UL},{0xE84CBF77L,1UL,2UL,6UL},{4UL,0UL,18446744073709551609UL,0UL},{2UL,18446744073709551615UL,18446744073709551612UL,0xAE4674E6L},{0xDE47E5F8L,4UL,1UL,5UL},{0x9B8AE051L,0x36FFE617L,6UL,18446744073709551615UL}},{{0x9B8AE051L,1UL,1UL,6UL},{0xDE47E5F8L,18446744073709551615UL,18446744073709551612UL,2UL},{2UL,18446744073709551611UL,18446744073709551609UL,18446744073709551609UL},{4UL,4UL,2UL,18446744073709551612UL},{0xE84CBF77L,0xE1289ED5L,6UL,1UL},{0x59F7C1AEL,2UL,18446744073709551615UL,6UL},{0x1D319D7FL,2UL,5UL,1UL},{2UL,0xE1289ED5L,0xAE4674E6L,18446744073709551612UL}}};
static struct S0 g_42 = {0L,0xAF23L};
static uint64_t g_64 = 0xA503ECEF36AA1284LL;
static int32_t g_70 = 0x007C8A85L;
static int16_t g_71 = 0x9594L;
static uint32_t g_141 = 2UL;
static int32_t g_143 = 0xE9822E91L;
static int8_t g_145 = 0L;
static int64_t g_147[8][5][4] = {{{1L,0L,0xEA8BFED9C38CBB59LL,1L},{0L,1L,1L,0L},{1L,0L,0x2C6485764B534227LL,0xEA8BFED9C38CBB59LL},{1L,0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL},{0L,0xEA8BFED9C38CBB59LL,0x3D3CFB5F1DAF28E7LL,0x3D3CFB5F1DAF28E7LL}},{{0x2C6485764B534227LL,0x2C6485764B534227LL,1L,0xEA8BFED9C38CBB59LL},{0xEA8BFED9C38CBB59LL,0L,1L,0L},{0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL,1L},{0L,1L,1L,0L},{1L,0L,0x2C6485764B534227LL,0xEA8BFED9C38CBB59LL}},{{1L,0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL},{0L,0xEA8BFED9C38CBB59LL,0x3D3CFB5F1DAF28E7LL,0x3D3CFB5F1DAF28E7LL},{0x2C6485764B534227LL,0x2C6485764B534227LL,1L,0xEA8BFED9C38CBB59LL},{0xEA8BFED9C38CBB59LL,0L,1L,0L},{0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL,1L}},{{0L,1L,1L,0L},{1L,0L,0x2C6485764B534227LL,0xEA8BFED9C38CBB59LL},{1L,0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL},{0L,0xEA8BFED9C38CBB59LL,0x3D3CFB5F1DAF28E7LL,0x3D3CFB5F1DAF28E7LL},{0x2C6485764B534227LL,0x2C6485764B534227LL,1L,0xEA8BFED9C38CBB59LL}},{{0xEA8BFED9C38CBB59LL,0L,1L,0L},{0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL,1L},{0L,1L,1L,0L},{1L,0L,0x2C6485764B534227LL,0xEA8BFED9C38CBB59LL},{1L,0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL}},{{0L,0xEA8BFED9C38CBB59LL,0x3D3CFB5F1DAF28E7LL,0x3D3CFB5F1DAF28E7LL},{0x2C6485764B534227LL,0x2C6485764B534227LL,1L,0xEA8BFED9C38CBB59LL},{0xEA8BFED9C38CBB59LL,0L,1L,0L},{0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL,1L},{0L,1L,1L,0L}},{{1L,0L,0x2C6485764B534227LL,0xEA8BFED9C38CBB59LL},{1L,0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL},{0L,0xEA8BFED9C38CBB59LL,0x3D3CFB5F1DAF28E7LL,0x3D3CFB5F1DAF28E7LL},{0x2C6485764B534227LL,0x2C6485764B534227LL,1L,0xEA8BFED9C38CBB59LL},{0xEA8BFED9C38CBB59LL,0L,1L,0L}},{{0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL,1L},{0L,1L,1L,0L},{1L,0L,0x2C6485764B534227LL,0xEA8BFED9C38CBB59LL},{1L,0x2C6485764B534227LL,1L,0x3D3CFB5F1DAF28E7LL},{0L,0xEA8BFED9C38CBB59LL,0x3D3CFB5F1DAF28E7LL,0x3D3CFB5F1DAF28E7LL}}};
static int64_t g_148 = 0xE25D3AA45CE9BA21LL;
static int64_t g_149 = (-9L);
static int32_t g_150 = 6L;
static uint16_t g_151 = 0xEEB1L;
static uint16_t g_176 = 0xCFC6L;
static uint8_t g_184 = 0UL;
static const int64_t g_213 = 0x5F31A84B02573FF7LL;
static int64_t g_240[3] = {(-6L),(-6L),(-6L)};
static uint64_t g_250 = 0xCA6194124E36C9BFLL;
static int64_t g_435[3][6] = {{0xD2E46E4BEBF86CB7LL,3L,0xD2E46E4BEBF86CB7LL,3L,0xD2E46E4BEBF86CB7LL,3L},{0xD2E46E4BEBF86CB7LL,3L,0xD2E46E4BEBF86CB7LL,3L,0xD2E46E4BEBF86CB7LL,3L},{0xD2E46E4BEBF86CB7LL,3L,0xD2E46E4BEBF86CB7LL,3L,0xD2E46E4BEBF86CB7LL,3L}};
static uint32_t g_438[4] = {0xA1A296D0L,0xA1A296D0L,0xA1A296D0L,0xA1A296D0L};
static uint16_t g_477 = 65530UL;
static int16_t g_533 = 1L;
static uint32_t g_580 = 0x1060767EL;
static int32_t g_592 = (-3L);
static int64_t g_596[5][6][6] = {{{0x13F6723C9576F69CLL,1L,0xEB6BDDFE50AFB3C5LL,1L,1L,0L},{0xDB360130F0284550LL,5L,(-4L),0xA13C76CDB37475A7LL,(-10L),0L},{1L,0xEB6BDDFE50AFB3C5LL,(-5L),0xEB6BDDFE50AFB3C5LL,1L,0x98B7E4ED3411EFA3LL},{(-5L),1L,0x55083EEB5E10FF10LL,0xDB360130F0284550LL,0L,1L},{0xEB6BDDFE50AFB3C5LL,(-1L),1L,1L,0x2716D89452014387LL,1L},{0xD57D1029405B47BALL,0x1A1746ABD2DCD69CLL,0x55083EEB5E10FF10LL,(-4L),0xAAA544E2B2987633LL,0x98B7E4ED3411EFA3LL}},{{0x2716D89452014387LL,0x55083EEB5E10FF10LL,(-5L),0xA311BCDE5819E901LL,1L,0L},{1L,0x39BC6D591657F0AELL,(-4L),(-4L),0x39BC6D591657F0AELL,1L},{0L,0x809F84DCBCD604C2LL,0x39BC6D591657F0AELL,0L,0L,0xA13C76CDB37475A7LL},{0L,(-4L),5L,0x2716D89452014387LL,0xEB6BDDFE50AFB3C5LL,0xAAA544E2B2987633LL},{0L,3L,0x2716D89452014387LL,0L,0xA311BCDE5819E901LL,0L},{0L,0L,1L,(-4L),0xA13C76CDB37475A7LL,(-10L)}},{{1L,0x13F6723C9576F69CLL,0x809F84DCBCD604C2LL,0xA311BCDE5819E901LL,0x809F84DCBCD604C2LL,0x13F6723C9576F69CLL},{0x2716D89452014387LL,0L,0x1A1746ABD2DCD69CLL,(-4L),1L,1L},{0xD57D1029405B47BALL,1L,0xA13C76CDB37475A7LL,1L,0L,(-5L)},{0xEB6BDDFE50AFB3C5LL,1L,0x13F6723C9576F69CLL,0xDB360130F0284550LL,1L,0L},{(-5L),0L,0x98B7E4ED3411EFA3LL,0xEB6BDDFE50AFB3C5LL,0x809F84DCBCD604C2LL,0x1A1746ABD2DCD69CLL},{1L,0x13F6723C9576F69CLL,0xA311BCDE5819E901LL,0xA13C76CDB37475A7LL,0xA13C76CDB37475A7LL,0xA311BCDE5819E901LL}},{{0L,0L,0xDB360130F0284550LL,0L,0xA311BCDE5819E901LL,3L},{(-4L),3L,(-1L),(-10L),0xEB6BDDFE50AFB3C5LL,0xDB360130F0284550LL},{0xDB360130F0284550LL,(-4L),(-1L),0x809F84DCBCD604C2LL,0L,3L},{0x55083EEB5E10FF10LL,0x809F84DCBCD604C2LL,0xDB360130F0284550LL,5L,0x39BC6D591657F0AELL,0xA311BCDE5819E901LL},{5L,0x39BC6D591657F0AELL,0xA311BCDE5819E901LL,0x1A1746ABD2DCD69CLL,1L,0x1A1746ABD2DCD69CLL},{0x98B7E4ED3411EFA3LL,0x55083EEB5E10FF10LL,0x98B7E4ED3411EFA3LL,1L,0xAAA544E2B2987633LL,0L}},{{0xAAA544E2B2987633LL,0x1A1746ABD2DCD69CLL,0x13F6723C9576F69CLL,0xD57D1029405B47BALL,0x2716D89452014387LL,(-5L)},{0x39BC6D591657F0AELL,(-1L),0xA13C76CDB37475A7LL,0xD57D1029405B47BALL,0L,1L},{0xAAA544E2B2987633LL,1L,0x1A1746ABD2DCD69CLL,1L,1L,0x13F6723C9576F69CLL},{0x98B7E4ED3411EFA3LL,0xEB6BDDFE50AFB3C5LL,0x809F84DCBCD604C2LL,0x1A1746ABD2DCD69CLL,(-10L),(-10L)},{5L,1L,1L,5L,(-1L),0L},{0x55083EEB5E10FF10LL,1L,0x2716D89452014387LL,0x809F84DCBCD604C2LL,0L,0xAAA544E2B2987633LL}}};
static int8_t g_597 = (-1L);
static int32_t g_600 = 5L;
static int8_t g_711[4] = {0x9DL,0x9DL,0x9DL,0x9DL};
static uint16_t g_712 = 0xCEBCL;
static uint32_t g_719 = 0xEF09CB9DL;
static uint32_t g_738[4][6] = {{0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL}};
static int64_t g_778 = 1L;
static uint8_t g_781 = 0x83L;
static int16_t g_809[7] = {(-1L),0x1E7EL,(-1L),(-1L),0x1E7EL,(-1L),(-1L)};
static uint16_t g_830 = 0xCCD7L;
static int16_t g_868 = 0x031FL;
static uint16_t g_958 = 65530UL;
static uint16_t g_1008 = 1UL;
static int32_t g_1035[3][3] = {{0x61D44475L,0x61D44475L,0x61D44475L},{0x61D44475L,0x61D44475L,0x61D44475L},{0x61D44475L,0x61D44475L,0x61D44475L}};
static uint8_t g_1037 = 255UL;
static int64_t g_1050 = 0x66B02596DBB718FALL;
static int8_t g_1052 = 1L;
static int64_t g_1053 = 6L;
static uint32_t g_1055 = 2UL;
static int32_t g_1126 = 0xDD4A6156L;
static int32_t g_1127 = 0x8FDFBA23L;
static uint32_t g_1128 = 0xC7FFDD78L;
static int32_t g_1228[6][5][7] = {{{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL}},{{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L}},{{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL}},{{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L}},{{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,8L,8L},{(-8L),0xB61AFF70L,0x70866E55L,0xB61AFF70L,(-8L),0x115E9C2CL,0x115E9C2CL},{0L,1L,4L,1L,0L,4L,4L},{0x115E9C2CL,0xAC68CE24L,0xA69684ABL,0xAC68CE24L,0x115E9C2CL,0x70866E55L,0x70866E55L}},{{8L,(-1L),0x79BD74B3L,(-1L),8L,4L,4L},{0x115E9C2CL,0xAC68CE24L,0xA69684ABL,0xAC68CE24L,0x115E9C2CL,0x70866E55L,0x70866E55L},{8L,(-1L),0x79BD74B3L,(-1L),8L,4L,4L},{0x115E9C2CL,0xAC68CE24L,0xA69684ABL,0xAC68CE24L,0x115E9C2CL,0x70866E55L,0x70866E55L},{8L,(-1L),0x79BD74B3L,(-1L),8L,4L,4L}}};
static const int8_t g_1289 = 0x2DL;
static int32_t g_1392[3][3][1] = {{{(-9L)},{(-1L)},{(-9L)}},{{(-1L)},{(-9L)},{(-1L)}},{{(-9L)},{(-1L)},{(-9L)}}};
static int32_t g_1490 = 0xCC5B25A3L;
static uint64_t g_1511 = 0UL;
static uint32_t g_1624 = 18446744073709551615UL;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static uint8_t  func_22(int8_t  p_23, uint8_t  p_24);
static int8_t  func_27(uint16_t  p_28, const int8_t  p_29, uint64_t  p_30, struct S0  p_31, uint64_t  p_32);
static int32_t  func_43(int32_t  p_44, uint8_t  p_45);
static uint8_t  func_47(int16_t  p_48, int32_t  p_49, uint16_t  p_50);
static uint16_t  func_57(int32_t  p_58);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_8 g_42 g_40 g_64 g_71 g_70 g_143 g_151 g_147 g_148 g_145 g_149 g_176 g_150 g_213 g_141 g_184 g_250 g_240 g_438 g_477 g_533 g_435 g_580 g_597 g_596 g_600 g_592 g_712 g_719 g_738 g_711 g_830 g_778 g_781 g_809 g_958 g_1008 g_1037 g_1055 g_1050 g_1035 g_1128 g_1127 g_1052 g_1126 g_1228 g_868 g_1289 g_1392 g_1490 g_1511 g_1053 g_1624
 * writes: g_2 g_8 g_40 g_64 g_71 g_141 g_143 g_145 g_151 g_176 g_184 g_240 g_250 g_147 g_42.f0 g_438 g_477 g_70 g_149 g_150 g_533 g_580 g_592 g_597 g_712 g_719 g_738 g_778 g_781 g_809 g_830 g_868 g_958 g_711 g_1008 g_1037 g_1055 g_1128 g_1127 g_1228 g_1392 g_1050 g_1052
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int16_t l_7 = 0x5C6EL;
    int32_t l_16[6] = {0x462CCD20L,0x462CCD20L,0x4653FFD0L,0x462CCD20L,0x462CCD20L,0x4653FFD0L};
    const uint32_t l_39 = 2UL;
    int32_t l_1390 = 0x1028A929L;
    int32_t l_1393 = 0L;
    uint8_t l_1533 = 0x7EL;
    struct S0 l_1549 = {0L,1L};
    int32_t l_1636[8][4][4] = {{{0xF5FC2495L,2L,0x6E12814CL,1L},{0x5EF9D9FCL,0x25673AF3L,0L,0L},{0x5EF9D9FCL,0x5EF9D9FCL,0x6E12814CL,(-5L)},{0xF5FC2495L,0L,0x5EF9D9FCL,2L}},{{0x25673AF3L,(-5L),0x01CB3153L,0x5EF9D9FCL},{(-9L),(-5L),(-9L),2L},{(-5L),0L,0L,(-5L)},{(-5L),0x5EF9D9FCL,0x25673AF3L,0L}},{{1L,0x25673AF3L,0x25673AF3L,1L},{(-5L),2L,0L,(-9L)},{(-5L),0xDC185135L,(-9L),0x6E12814CL},{(-9L),0x6E12814CL,0x01CB3153L,0x6E12814CL}},{{0x25673AF3L,0xDC185135L,0x5EF9D9FCL,(-9L)},{0xF5FC2495L,2L,0x6E12814CL,1L},{0x5EF9D9FCL,0x25673AF3L,0L,0L},{0x5EF9D9FCL,0x5EF9D9FCL,0x6E12814CL,(-5L)}},{{0xF5FC2495L,0L,0x5EF9D9FCL,2L},{0x25673AF3L,(-5L),0x01CB3153L,0x5EF9D9FCL},{(-9L),(-5L),(-9L),2L},{(-5L),0L,0L,(-5L)}},{{(-5L),0x5EF9D9FCL,0x25673AF3L,0L},{1L,0x25673AF3L,0x25673AF3L,1L},{(-5L),2L,0L,(-9L)},{(-5L),0xDC185135L,(-9L),0x6E12814CL}},{{(-9L),0x6E12814CL,0x01CB3153L,0x6E12814CL},{0x25673AF3L,0xDC185135L,0x5EF9D9FCL,(-9L)},{0xF5FC2495L,2L,0x6E12814CL,1L},{0x5EF9D9FCL,0x25673AF3L,0L,0L}},{{0x5EF9D9FCL,0x5EF9D9FCL,0x6E12814CL,(-5L)},{0xF5FC2495L,0L,0x5EF9D9FCL,2L},{0x25673AF3L,(-5L),0x01CB3153L,0x5EF9D9FCL},{(-9L),(-5L),(-9L),2L}}};
    int i, j, k;
    for (g_2[6] = 0; (g_2[6] == 7); ++g_2[6])
    { /* block id: 3 */
        uint64_t l_5 = 18446744073709551615UL;
        int32_t l_6 = 0x8A835A23L;
        int32_t l_17 = (-1L);
        int32_t l_41 = 1L;
        int32_t l_1391 = 0x696A5585L;
        int32_t l_1395 = 0xC7B7FB25L;
        int32_t l_1453 = 0x7DC80F6DL;
        g_8[1] |= (l_5 <= ((l_6 = 4L) >= l_7));
        l_1393 &= (safe_rshift_func_uint16_t_u_s(l_6, (g_1392[2][2][0] |= ((((safe_sub_func_uint16_t_u_u(l_6, (l_1391 ^= ((safe_lshift_func_uint8_t_u_u((l_1390 = (((((((0xB28787D6L || 4294967287UL) < ((l_16[5] = (safe_unary_minus_func_uint32_t_u(g_2[6]))) | (l_17 = l_5))) == ((safe_mod_func_int16_t_s_s(((safe_sub_func_uint8_t_u_u(func_22((safe_mod_func_int8_t_s_s(func_27((l_41 = (g_40[2][0][0] = ((safe_div_func_uint8_t_u_u((safe_sub_func_int32_t_s_s(((safe_rshift_func_int8_t_s_u(l_39, 2)) && l_39), l_7)), l_39)) <= 247UL))), g_2[1], l_39, g_42, l_5), l_7)), g_597), 0x92L)) <= g_1126), 0x75A7L)) != l_7)) < l_39) != 0xA25B7EF6L) && g_1035[1][1]) > 0xC300538CBA30A610LL)), g_600)) < l_6)))) , 9UL) , 4L) ^ g_2[6]))));
        if ((((((l_1395 = (safe_unary_minus_func_int64_t_s(g_176))) || g_70) , ((g_147[0][4][1] != (g_151 = ((0x30L ^ ((--g_64) > ((g_1128 < (safe_lshift_func_uint16_t_u_s((((safe_add_func_int64_t_s_s((l_17 = ((((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((0xC191F54CDFDBDDD9LL && (l_16[2] &= ((safe_mod_func_uint8_t_u_u((((safe_div_func_uint32_t_u_u(0xAAAC4052L, g_596[4][4][2])) & g_1392[1][1][0]) || g_1289), l_39)) , l_5))), 13)), l_7)) , g_151) , 8L) & l_1393)), 18446744073709551615UL)) , g_435[1][0]) == l_1393), g_781))) > g_438[2]))) == 0x76F210FCAA7689BBLL))) <= g_435[1][4])) != 0L) != g_1392[2][0][0]))
        { /* block id: 590 */
            int64_t l_1421 = 0x18F656F225DB90A2LL;
            const int16_t l_1485 = 7L;
            int32_t l_1497 = 0x568AE692L;
            int32_t l_1512 = 0xD58AB0E4L;
            for (g_42.f0 = 24; (g_42.f0 <= 7); g_42.f0 = safe_sub_func_uint64_t_u_u(g_42.f0, 6))
            { /* block id: 593 */
                int32_t l_1426[3][5];
                int32_t l_1431 = 5L;
                int i, j;
                for (i = 0; i < 3; i++)
                {
                    for (j = 0; j < 5; j++)
                        l_1426[i][j] = 0x23CDE506L;
                }
                l_1431 = (((safe_mul_func_uint16_t_u_u(g_868, (g_1008 = (((safe_rshift_func_int8_t_s_u((safe_lshift_func_uint8_t_u_s(0UL, (((safe_unary_minus_func_uint64_t_u((safe_add_func_int32_t_s_s((((l_1421 , (safe_mod_func_int8_t_s_s((((safe_mul_func_uint8_t_u_u(l_1426[0][2], (((l_1426[2][0] < ((g_64 = (l_1393 &= (g_42 , (safe_mul_func_uint8_t_u_u(0xDCL, g_2[6]))))) == g_809[2])) , 1UL) || l_1426[2][1]))) <= g_719) >= g_176), l_16[5]))) , l_1391) && (-1L)), l_1426[0][3])))) != g_712) > g_868))), l_1421)) < l_17) <= g_1035[2][0])))) >= l_7) != 0xFAEA1DC25B69BEE2LL);
                for (g_1050 = 0; (g_1050 <= 0); g_1050 += 1)
                { /* block id: 600 */
                    int i, j, k;
                    return g_1392[(g_1050 + 1)][(g_1050 + 1)][g_1050];
                }
            }
            if ((((safe_rshift_func_int8_t_s_u((safe_mul_func_uint8_t_u_u((safe_add_func_uint8_t_u_u((safe_add_func_uint32_t_u_u(1UL, (safe_rshift_func_int8_t_s_u((g_1052 = 0L), 5)))), g_778)), (((((g_597 > ((safe_add_func_int8_t_s_s((safe_div_func_int64_t_s_s((l_17 != ((safe_add_func_uint32_t_u_u(((0L ^ ((safe_unary_minus_func_int64_t_s((safe_lshift_func_int16_t_s_u(((safe_rshift_func_uint16_t_u_u(g_64, 14)) == l_1391), l_6)))) & g_1035[0][1])) & 0xA1L), 0xBFC8B039L)) | g_438[3])), 0xF97254DC2B8C8038LL)), l_6)) > (-2L))) | g_1128) != l_39) , 0L) == l_1453))), l_1421)) , l_17) || l_41))
            { /* block id: 605 */
                int64_t l_1458[4] = {0L,0L,0L,0L};
                int32_t l_1486 = 0x15264670L;
                int i;
                g_592 = (safe_sub_func_int32_t_s_s((((l_1486 = (safe_mul_func_int16_t_s_s(l_41, ((l_1458[0] != (safe_lshift_func_uint8_t_u_s((safe_lshift_func_int16_t_s_s((-10L), 14)), 1))) && ((safe_add_func_uint64_t_u_u((!(safe_sub_func_int64_t_s_s(((safe_mul_func_uint8_t_u_u((((safe_lshift_func_uint16_t_u_u(65534UL, ((safe_add_func_int32_t_s_s((((safe_sub_func_int64_t_s_s((((safe_div_func_int16_t_s_s((l_1421 | (safe_lshift_func_int8_t_s_s((safe_sub_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_s((safe_unary_minus_func_int16_t_s((g_1228[4][3][0] , (((g_778 ^ l_1390) && l_1458[0]) & g_151)))), 7)), l_1421)), 2))), l_1421)) > l_7) > l_39), l_1421)) | g_435[1][2]) || l_1485), l_1421)) < l_1391))) < g_738[0][2]) && g_42.f1), g_1008)) , 2L), 0xE120BACD2D14B7A0LL))), 0xD171B7552D916347LL)) || g_435[0][5]))))) , g_42) , (-9L)), g_711[1]));
                for (g_151 = (-29); (g_151 > 4); g_151++)
                { /* block id: 610 */
                    const int8_t l_1498 = (-10L);
                    int32_t l_1499 = (-1L);
                    if (l_1393)
                        break;
                    l_1499 |= (((safe_unary_minus_func_uint16_t_u((((((0x3012L >= ((((l_1497 = (g_596[4][0][1] && (((g_1490 <= (((l_16[4] = g_42.f1) <= (safe_add_func_int8_t_s_s(((safe_mul_func_int8_t_s_s((((l_1486 = ((((((safe_sub_func_int8_t_s_s(0x0BL, ((l_17 <= g_213) < l_39))) || l_1390) , g_533) != l_1421) && g_596[4][0][1]) , l_5)) < (-1L)) <= g_809[0]), l_17)) > g_1008), 0x1EL))) >= l_41)) , l_1485) , g_738[0][1]))) | g_1392[2][2][0]) >= l_7) , 0x2253L)) > l_1498) > g_1050) | 1UL) < g_781))) == g_1490) > l_1421);
                    g_1127 &= ((safe_sub_func_int32_t_s_s(((((((g_533 <= (g_778 != (l_1512 = (safe_lshift_func_int8_t_s_u(((((--g_1037) < (+(safe_mul_func_int8_t_s_s((((((g_477 = (safe_mul_func_int16_t_s_s(g_1511, g_1228[5][0][1]))) , ((l_1498 != g_712) >= (l_5 != g_1490))) != 8UL) , g_435[2][4]) > g_64), l_1499)))) | l_1498) >= l_1499), 3))))) | 0x01A11712L) == 18446744073709551615UL) & g_778) < l_1499) , g_711[0]), 1L)) == g_738[3][4]);
                }
                for (g_1127 = 17; (g_1127 == 15); g_1127 = safe_sub_func_uint32_t_u_u(g_1127, 9))
                { /* block id: 623 */
                    uint32_t l_1515 = 0x9EAAE8C2L;
                    l_1515++;
                }
            }
            else
            { /* block id: 626 */
                return g_1511;
            }
            g_1127 = (safe_add_func_uint64_t_u_u(1UL, (((safe_add_func_int64_t_s_s((g_147[5][0][1] = ((safe_lshift_func_uint16_t_u_s(1UL, (((((((l_41 , (safe_add_func_uint32_t_u_u((g_147[6][2][0] >= (((((248UL ^ (safe_div_func_int8_t_s_s((+(g_830 , (safe_lshift_func_int16_t_s_s((safe_div_func_int32_t_s_s((0x3C1FL && l_1512), l_1393)), 7)))), l_1393))) , l_1533) == g_738[3][0]) >= g_42.f1) || l_1453)), l_1393))) ^ 1UL) & 3L) <= 0xB7L) != g_70) , 0UL) >= g_141))) <= g_184)), 0L)) > 0L) != l_1395)));
        }
        else
        { /* block id: 631 */
            uint8_t l_1556 = 3UL;
            int32_t l_1573 = 0L;
            int32_t l_1592 = 3L;
            uint16_t l_1638 = 65529UL;
            if (g_435[2][4])
                break;
            g_592 = (l_1390 = g_597);
            if ((safe_add_func_uint16_t_u_u((+(l_1390 ^= (((((((safe_lshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s(((g_250 ^= 0xBF90BF6D30024C3FLL) || (safe_mul_func_uint16_t_u_u(g_435[0][0], (safe_sub_func_uint16_t_u_u(((g_830 = g_1035[1][0]) <= (l_17 |= g_1053)), (l_1549 , (g_533 = (((((safe_div_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_s((safe_sub_func_int32_t_s_s((((l_1393 = g_2[6]) > g_40[3][4][3]) && 0x5FL), 2L)), g_1053)) | 0xAAB1EC2CL), 8UL)) , l_1549.f1) == g_596[0][1][4]) & 0UL) , l_5)))))))), l_1556)) && l_1395), 0)), l_39)), 13)) , g_1053) , g_1035[1][1]) & g_42.f0) <= 4294967288UL) == 0UL) & l_5))), l_1549.f1)))
            { /* block id: 641 */
                int32_t l_1558[8][6] = {{(-6L),0x20CC8228L,0x0619A284L,0x0619A284L,0x20CC8228L,(-6L)},{0x4FEB7D9AL,(-6L),0x0619A284L,(-6L),0x4FEB7D9AL,0x4FEB7D9AL},{1L,(-6L),(-6L),1L,0x20CC8228L,1L},{1L,0x20CC8228L,1L,(-6L),(-6L),1L},{0x4FEB7D9AL,0x4FEB7D9AL,(-6L),0x0619A284L,(-6L),0x4FEB7D9AL},{(-6L),0x20CC8228L,0x0619A284L,0x0619A284L,0x20CC8228L,(-6L)},{0x4FEB7D9AL,(-6L),0x0619A284L,(-6L),0x4FEB7D9AL,0x4FEB7D9AL},{1L,(-6L),(-6L),1L,0x20CC8228L,1L}};
                int i, j;
                g_143 = (~(g_8[1] ^= ((((l_1558[5][5] , (g_1055 = (((((-10L) <= (safe_div_func_uint16_t_u_u(1UL, g_70))) >= (safe_mul_func_int8_t_s_s(l_7, ((((safe_lshift_func_int16_t_s_u(((safe_mul_func_int8_t_s_s((g_711[1] = (safe_sub_func_uint16_t_u_u((((safe_sub_func_uint16_t_u_u(g_250, ((safe_lshift_func_uint8_t_u_s((g_1037 = ((g_42 , 0x91A3L) | 0xC263L)), 2)) <= g_1126))) , 0x43067EACL) < l_1558[2][0]), 0x8918L))), l_1390)) , 0L), l_41)) & l_6) == g_40[3][7][2]) < g_596[4][0][1])))) || 1UL) || l_1558[5][5]))) | l_6) || 1UL) , 1L)));
                l_1573 = g_600;
            }
            else
            { /* block id: 648 */
                uint32_t l_1590 = 0xE3B4391CL;
                int16_t l_1591 = 0x55D6L;
                if ((safe_mul_func_uint16_t_u_u(((g_184 ^= (0x8B700DE6L > ((!(safe_mul_func_int8_t_s_s((g_597 &= l_1453), ((g_1490 == (((0x95L != ((safe_mul_func_int8_t_s_s(l_1573, ((l_1590 &= (((~(((safe_sub_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_s(1L, (((safe_rshift_func_uint8_t_u_s((((safe_lshift_func_uint8_t_u_s(((0x22C7B256L && 0UL) & 0x5D027501L), g_1127)) > 0x71EFB5E4L) ^ 0xB77DF6E9CFEF8B39LL), 4)) <= l_41) || l_1549.f0))) < l_1395), g_250)) >= 0xF3L) , g_42.f1)) > l_1533) , 1UL)) < g_147[4][2][0]))) <= 7UL)) , (-6L)) , l_1591)) , 0x72L)))) == l_1556))) || l_16[4]), 0x0161L)))
                { /* block id: 652 */
                    uint64_t l_1593 = 0UL;
                    int32_t l_1621 = 2L;
                    ++l_1593;
                    if (g_1128)
                        break;
                    g_143 &= (g_1127 = (g_1128 != (l_1593 , (((safe_sub_func_uint8_t_u_u(((safe_div_func_uint8_t_u_u(g_477, (safe_lshift_func_uint8_t_u_s(g_596[2][3][0], 3)))) , (safe_add_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((g_868 , (safe_div_func_int64_t_s_s((((safe_div_func_int64_t_s_s((safe_mod_func_int8_t_s_s(((g_1127 , l_1593) | 0xA1A99250L), l_1593)), (-1L))) , g_1050) , g_712), l_16[0]))), l_16[4])), l_1590)), l_17))), g_1511)) <= 0x84F20B0BL) ^ l_1593))));
                    g_1127 |= (safe_sub_func_uint32_t_u_u((((safe_lshift_func_int8_t_s_s(((((safe_mul_func_int16_t_s_s(((safe_unary_minus_func_uint64_t_u((++g_64))) <= ((g_1624 ^ ((((l_1393 && g_1392[2][2][0]) != ((g_1050 = ((+l_1556) ^ l_6)) != (safe_add_func_uint8_t_u_u(((safe_add_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((((safe_mul_func_uint8_t_u_u((safe_div_func_int8_t_s_s((0x648EL == g_1511), l_16[4])), g_477)) > l_1453) , 1L), 3)), l_7)) ^ l_1591), l_1593)))) ^ 0L) == g_42.f1)) ^ 7UL)), 0x7691L)) | l_1593) | 0UL) <= g_1052), 2)) , (-1L)) | g_438[2]), l_1636[0][3][2]));
                }
                else
                { /* block id: 660 */
                    int16_t l_1637 = 0L;
                    l_1573 = (g_592 ^= ((g_42 , l_1636[0][3][2]) , (l_1592 = l_1637)));
                    l_1638 &= (g_1127 = g_148);
                }
            }
        }
        return l_5;
    }
    return l_1549.f1;
}


/* ------------------------------------------ */
/* 
 * reads : g_71 g_596 g_240 g_600 g_176 g_40 g_184 g_592 g_147 g_42.f0 g_141 g_435 g_477 g_712 g_719 g_148 g_149 g_738 g_145 g_150 g_2 g_8 g_711 g_213 g_438 g_151 g_64 g_143 g_830 g_42.f1 g_250 g_778 g_533 g_781 g_809 g_597 g_580 g_958 g_1008 g_1037 g_1055 g_1050 g_1035 g_1128 g_1127 g_1052 g_1126 g_1228 g_70 g_868 g_1289
 * writes: g_71 g_597 g_592 g_42.f0 g_141 g_184 g_8 g_477 g_712 g_719 g_149 g_738 g_145 g_778 g_143 g_781 g_176 g_147 g_809 g_830 g_250 g_151 g_868 g_958 g_580 g_150 g_711 g_64 g_1008 g_1037 g_1055 g_533 g_1128 g_1127 g_240 g_1228
 */
static uint8_t  func_22(int8_t  p_23, uint8_t  p_24)
{ /* block id: 269 */
    uint32_t l_659 = 1UL;
    int32_t l_666 = (-3L);
    int32_t l_676 = 2L;
    int8_t l_734 = 0x40L;
    uint16_t l_777 = 0UL;
    uint32_t l_823 = 0xD6AA6808L;
    struct S0 l_895 = {0L,0xD2C6L};
    int64_t l_1032[3][4] = {{0L,0L,(-4L),0L},{0L,(-6L),(-6L),0L},{(-6L),0L,(-6L),(-6L)}};
    uint64_t l_1046 = 18446744073709551610UL;
    int16_t l_1054 = 0xAF57L;
    int16_t l_1097 = (-5L);
    int32_t l_1124 = 0xF445B9AEL;
    int8_t l_1187[2];
    int64_t l_1251 = 0xABDFD3102B3E4322LL;
    int32_t l_1282[8][5];
    uint32_t l_1363[1];
    int i, j;
    for (i = 0; i < 2; i++)
        l_1187[i] = (-1L);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 5; j++)
            l_1282[i][j] = 0x33A2CB43L;
    }
    for (i = 0; i < 1; i++)
        l_1363[i] = 9UL;
lbl_961:
    for (g_71 = 2; (g_71 >= 0); g_71 -= 1)
    { /* block id: 272 */
        const int32_t l_658 = 1L;
        int32_t l_667 = (-3L);
        int32_t l_668 = 0xA0658846L;
        int64_t l_737 = 0xC90BF071C765C6A0LL;
        l_668 = (safe_mul_func_int16_t_s_s((l_667 = (safe_rshift_func_int16_t_s_s(((l_659 = (safe_div_func_uint8_t_u_u(l_658, l_658))) == 4UL), ((((g_597 = (l_666 ^= (l_658 <= (((safe_mod_func_uint16_t_u_u(l_658, (safe_sub_func_uint32_t_u_u(((g_596[3][1][3] >= (((safe_lshift_func_uint16_t_u_s((g_240[0] >= p_24), 4)) == g_600) > g_176)) , p_24), p_23)))) & 0xD9EEL) == p_23)))) , p_24) , p_23) && l_666)))), l_658));
        g_592 |= (+(safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_u(0L, ((safe_mod_func_int64_t_s_s((l_676 = g_240[1]), (safe_mod_func_int32_t_s_s((safe_mod_func_uint64_t_u_u(p_24, (safe_rshift_func_uint16_t_u_u(p_23, (g_176 & ((l_668 = 18446744073709551615UL) & (safe_add_func_int64_t_s_s(((((((((l_666 &= (safe_rshift_func_uint16_t_u_s(((l_667 = (safe_div_func_uint8_t_u_u((((safe_lshift_func_int8_t_s_s((safe_mul_func_int8_t_s_s((safe_sub_func_int8_t_s_s((safe_mul_func_int8_t_s_s(l_658, g_40[2][0][0])), p_24)), p_24)), l_659)) , l_667) < (-4L)), 0x49L))) , g_240[0]), p_24))) , l_659) >= 1L) ^ l_659) ^ l_658) > 0xA8EDL) && 65528UL) < g_184), 0L)))))))), p_23)))) && 0x32CFL))), l_658)));
        g_592 &= (l_666 = (+((safe_rshift_func_int16_t_s_s((p_24 == ((safe_div_func_uint16_t_u_u((0x76B565A55DEDC636LL == ((l_676 = ((safe_lshift_func_uint16_t_u_s(p_24, 8)) >= ((p_23 == (0x78DFE6414F8D1C98LL & 0L)) , ((0L & 1UL) >= g_147[4][2][0])))) ^ 0x1B7BL)), l_668)) && l_667)), l_666)) ^ 0x130DBBA3AC6B3478LL)));
        for (g_42.f0 = 0; (g_42.f0 <= 2); g_42.f0 += 1)
        { /* block id: 288 */
            uint16_t l_731[7][5][6] = {{{65532UL,0xC740L,65535UL,65535UL,65533UL,0xC132L},{65535UL,0x0E50L,0x58F5L,0x0E50L,65535UL,0x1D45L},{0xD74CL,0x9D1DL,0xA4A0L,0xAD30L,0x7A69L,0xF93CL},{65533UL,0UL,65526UL,0x9D1DL,0xBC6AL,0xF93CL},{0xAE55L,0UL,0xA4A0L,0xE543L,0UL,0x1D45L}},{{0xBC6AL,65533UL,0x58F5L,0xBC6AL,0xAE55L,0xC132L},{0xE543L,0UL,65535UL,0xAE55L,65535UL,9UL},{0x9D1DL,0xDA9AL,0x1D45L,65533UL,65535UL,6UL},{0xAD30L,0UL,0x1E36L,0xD74CL,0xAE55L,0UL},{0x0E50L,65533UL,65535UL,65535UL,0UL,0x7C62L}},{{65535UL,0UL,9UL,65532UL,0xBC6AL,0xA4A0L},{0UL,0UL,0x3B50L,65532UL,0x7A69L,0x248BL},{65535UL,0x9D1DL,65535UL,65535UL,65535UL,65535UL},{0x0E50L,0x0E50L,65531UL,0xD74CL,65533UL,65535UL},{0xAD30L,0xC740L,0x2549L,65533UL,0UL,65531UL}},{{0x9D1DL,0xAD30L,0x2549L,0xAE55L,0x0E50L,65535UL},{0xE543L,0xAE55L,65531UL,0xBC6AL,0x07BFL,65535UL},{0xBC6AL,0x07BFL,65535UL,0xE543L,0UL,0x248BL},{0xAE55L,65533UL,0x3B50L,0x9D1DL,65533UL,0xA4A0L},{65533UL,65533UL,9UL,0xAD30L,0UL,0x7C62L}},{{0xD74CL,0x07BFL,65535UL,0x0E50L,0x07BFL,0UL},{65535UL,0xAE55L,0x1E36L,65535UL,65529UL,0xC740L},{0x4496L,0x10CFL,0x07BFL,0x5444L,0UL,0xAD30L},{0x4496L,0UL,0UL,0x6791L,65528UL,0xAE55L},{0xA360L,65529UL,0x9B6FL,65529UL,0xA360L,0x07BFL}},{{2UL,8UL,0UL,0x10CFL,0x1AE9L,65533UL},{0xA651L,65535UL,65532UL,8UL,0xED5AL,65533UL},{65535UL,0x5444L,0UL,2UL,65535UL,0x07BFL},{0xED5AL,0xA651L,0x9B6FL,0xED5AL,65535UL,0xAE55L},{2UL,0xF90DL,0UL,65535UL,0x6791L,0xAD30L}},{{8UL,0x381AL,0x07BFL,0xA651L,0x6791L,0xC740L},{0x10CFL,0xF90DL,65535UL,2UL,65535UL,0x0E50L},{65529UL,0xA651L,0UL,0xA360L,65535UL,0x9D1DL},{0x6791L,0x5444L,0xAD30L,0x4496L,0xED5AL,0UL},{0x5444L,65535UL,65535UL,0x4496L,0x1AE9L,0UL}}};
            int32_t l_735 = 5L;
            int32_t l_736 = (-3L);
            int i, j, k;
            for (p_23 = 0; (p_23 <= 2); p_23 += 1)
            { /* block id: 291 */
                int i, j, k;
                for (g_141 = 0; (g_141 <= 2); g_141 += 1)
                { /* block id: 294 */
                    int i, j;
                    return g_435[g_71][(g_71 + 3)];
                }
                for (g_184 = 0; g_184 < 2; g_184 += 1)
                {
                    g_8[g_184] = (-9L);
                }
                g_592 = g_147[(g_42.f0 + 5)][g_71][(g_71 + 1)];
            }
            for (g_477 = 0; (g_477 <= 3); g_477 += 1)
            { /* block id: 302 */
                int32_t l_704 = 0x920A844DL;
                l_704 = ((-1L) || g_71);
                l_704 &= (l_668 , (safe_mod_func_uint32_t_u_u((safe_div_func_uint8_t_u_u((safe_add_func_uint32_t_u_u((++g_712), (safe_add_func_int64_t_s_s((safe_div_func_uint32_t_u_u((((g_719--) < (((((!p_23) & (safe_rshift_func_uint8_t_u_u(((1UL >= 0xF1L) , (safe_add_func_uint8_t_u_u((((((((safe_div_func_int32_t_s_s((((((safe_sub_func_int64_t_s_s((0xA4000A83L <= l_731[5][0][2]), g_42.f0)) > 0xEBE1EA08L) | l_668) > 0x5817068BL) | l_731[5][0][2]), p_24)) , g_148) == 0xA38FL) & g_592) <= 0x106BL) , g_600) , l_666), g_147[4][0][2]))), g_435[2][4]))) != p_23) > p_24) ^ g_435[2][2])) < 0x2B64L), p_23)), l_731[0][4][2])))), l_668)), g_42.f0)));
            }
            for (g_149 = 3; (g_149 >= 0); g_149 -= 1)
            { /* block id: 310 */
                int16_t l_732 = 0xB380L;
                int32_t l_733 = 0xE772F334L;
                --g_738[0][1];
            }
        }
    }
    for (g_145 = 27; (g_145 <= 20); g_145--)
    { /* block id: 317 */
        uint64_t l_749 = 1UL;
        uint16_t l_776 = 0xAF66L;
        int32_t l_780 = 0x835EF3B8L;
        uint32_t l_833 = 0xA85817CEL;
        uint32_t l_835 = 0x0BF7875FL;
        int64_t l_987 = 0x46AADC19BCA6DB71LL;
        int32_t l_988 = 0L;
        for (g_592 = 0; (g_592 <= (-5)); g_592--)
        { /* block id: 320 */
            int8_t l_779 = (-7L);
            int32_t l_782 = 1L;
            int32_t l_797 = 0L;
            int32_t l_827 = 1L;
            int32_t l_829 = (-1L);
            for (g_184 = 0; (g_184 <= 3); g_184 += 1)
            { /* block id: 323 */
                int32_t l_783 = 1L;
                int32_t l_824 = 0x006264BCL;
                int32_t l_826 = (-1L);
                int i, j, k;
                g_781 = ((safe_add_func_uint64_t_u_u(((safe_add_func_int32_t_s_s(0x79E09FBDL, (++l_749))) < ((((g_8[1] &= (l_676 = (!(safe_lshift_func_int16_t_s_s((safe_sub_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((l_780 |= ((safe_rshift_func_uint16_t_u_s((((safe_div_func_int32_t_s_s((g_143 = ((safe_mod_func_uint64_t_u_u((~(safe_sub_func_int16_t_s_s(1L, g_738[g_184][(g_184 + 2)]))), (((g_778 = (g_147[4][2][0] , (((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(p_23, ((((safe_sub_func_int16_t_s_s(((((safe_mul_func_int16_t_s_s((((l_776 != l_676) ^ p_24) ^ g_477), 0x5567L)) > l_776) || 0xADE96C1CL) && 0x7D01L), 0x8A70L)) & p_24) , p_23) > g_240[1]))), 1L)) < l_777) == p_23))) <= l_779) || (-1L)))) > 0xD0D9L)), g_141)) | l_676) | 0xDB9062F410F1BC01LL), l_777)) == g_150)), g_2[6])), g_176)), g_240[1]))))) <= g_738[g_184][(g_184 + 2)]) ^ l_776) & g_711[1])), l_777)) >= p_24);
                if ((((l_666 |= ((g_176--) <= (safe_rshift_func_int8_t_s_s((((g_147[(g_184 + 2)][(g_184 + 1)][g_184] = ((safe_mul_func_int8_t_s_s(g_213, (safe_unary_minus_func_int16_t_s(((safe_add_func_int64_t_s_s((+(l_782 < (safe_lshift_func_uint16_t_u_s((g_477 = p_24), 8)))), 18446744073709551615UL)) < (l_797 ^= (~(l_676 = (((((g_2[6] > 1L) , (-1L)) >= p_23) & (-1L)) <= 0x1DL))))))))) , g_711[1])) || 0x13A64C0EAB0F84CELL) < 0L), g_150)))) , g_184) >= 9L))
                { /* block id: 337 */
                    uint16_t l_808 = 0xC6BAL;
                    l_782 = (l_780 = (p_23 | (safe_div_func_int32_t_s_s((safe_add_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(((safe_add_func_int64_t_s_s((0xC15193FF5D26B150LL != ((p_23 , g_438[0]) ^ l_749)), (safe_mul_func_int8_t_s_s(p_23, ((g_809[0] = ((((0x2E86C618107ED780LL | l_808) , p_23) || g_2[2]) ^ p_24)) ^ 7L))))) == 0xEAD6L), 1)), 0xD94BL)), 4294967290UL))));
                    g_143 ^= ((((safe_lshift_func_uint16_t_u_s(l_797, g_147[4][2][0])) || ((l_780 = p_24) | p_23)) | ((safe_rshift_func_uint16_t_u_s((+(((l_783 = ((safe_rshift_func_uint16_t_u_u(p_23, 10)) & l_808)) > (safe_div_func_int64_t_s_s((safe_rshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u(p_23, l_823)), l_808)), g_141))) ^ 65532UL)), g_40[2][0][0])) && g_151)) & g_64);
                }
                else
                { /* block id: 344 */
                    int16_t l_825 = (-1L);
                    int32_t l_828[1][1];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_828[i][j] = (-1L);
                    }
                    --g_830;
                }
                if (l_833)
                { /* block id: 347 */
                    int16_t l_834[7][7] = {{0xAA9FL,0xAA9FL,0x6FA1L,(-1L),1L,0x6FA1L,1L},{0x2918L,0xA678L,0xA678L,0x2918L,0x17C6L,0xB257L,0x2918L},{0xBF18L,1L,0x5FCCL,0x5FCCL,1L,0xBF18L,8L},{0x9641L,0x2918L,0L,(-1L),(-1L),0L,0x2918L},{1L,8L,0xBF18L,1L,0x5FCCL,0x5FCCL,1L},{0xB257L,0x2918L,0xB257L,0x17C6L,0x2918L,0xA678L,0xA678L},{(-1L),1L,0x6FA1L,1L,(-1L),0x6FA1L,0xAA9FL}};
                    int i, j;
                    l_834[3][0] = l_827;
                    if (g_150)
                        break;
                    l_676 |= ((l_780 = (g_184 && g_71)) ^ l_835);
                }
                else
                { /* block id: 352 */
                    l_783 = 0x02F7C957L;
                }
            }
            for (g_176 = 0; (g_176 <= 3); g_176 += 1)
            { /* block id: 358 */
                int32_t l_849 = 0L;
                int64_t l_850 = 0xA90023C09960ECCCLL;
                int32_t l_869 = 3L;
                int i;
                l_849 |= ((l_676 |= (!(safe_rshift_func_int16_t_s_s(g_438[g_176], (l_666 = (safe_lshift_func_int16_t_s_u((safe_div_func_int64_t_s_s((g_147[6][3][0] = (safe_div_func_uint64_t_u_u((safe_add_func_uint8_t_u_u(0UL, (g_830 <= g_830))), ((g_781 = 1UL) , (safe_rshift_func_uint8_t_u_u(0x5CL, (l_659 , l_827))))))), 18446744073709551615UL)), p_23))))))) | 0x8EA1L);
                g_143 = (((((l_850 = g_184) > g_148) > ((((0xE9L >= l_823) & g_42.f1) && g_240[1]) ^ (((-1L) <= g_64) >= l_835))) , 65529UL) > l_779);
                for (l_676 = 0; (l_676 <= 3); l_676 += 1)
                { /* block id: 368 */
                    uint16_t l_867[6][4] = {{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL}};
                    int i, j;
                    g_868 = ((safe_div_func_int32_t_s_s((l_780 &= l_776), (safe_mul_func_int16_t_s_s((safe_mod_func_uint16_t_u_u((0xC9589A11FFCB9C28LL ^ (--g_250)), (g_151 |= (safe_lshift_func_int16_t_s_u((l_867[1][0] |= ((p_24 >= (safe_sub_func_uint32_t_u_u(((((((l_666 &= ((((l_833 > (g_143 = (safe_lshift_func_int16_t_s_u((safe_div_func_uint32_t_u_u(5UL, ((g_596[4][0][1] || (-1L)) , 0x6B42DBFAL))), p_24)))) > (-5L)) <= p_24) >= (-3L))) | l_823) != g_145) ^ g_435[2][1]) >= 0x0AE8L) , p_24), 0L))) || p_24)), 5))))), p_24)))) ^ 0xEC52D49BL);
                }
                l_869 = (l_849 = l_850);
            }
        }
        for (l_749 = 0; (l_749 == 49); ++l_749)
        { /* block id: 383 */
            uint32_t l_896 = 18446744073709551612UL;
            int32_t l_947 = 1L;
            int32_t l_957 = 0x9DD83622L;
            if (l_749)
                break;
            for (l_777 = 17; (l_777 != 41); l_777 = safe_add_func_uint32_t_u_u(l_777, 6))
            { /* block id: 387 */
                int64_t l_894 = 0x1217FBE71715B181LL;
                uint64_t l_897 = 0xD959840683F40CABLL;
                int32_t l_904 = 0x8CECE336L;
                int32_t l_954 = 0xEF10EB57L;
                g_592 |= g_149;
                g_592 |= (safe_rshift_func_int16_t_s_s((safe_div_func_uint16_t_u_u(((((safe_sub_func_int64_t_s_s((safe_sub_func_int32_t_s_s((0xEC5EFF230660A0A0LL == (safe_div_func_int64_t_s_s(0xAFC07FF9CE346E09LL, g_250))), (safe_rshift_func_uint16_t_u_u((g_477 = ((0x164D3ED0L < (safe_mul_func_int16_t_s_s((g_868 = ((safe_div_func_uint32_t_u_u(((safe_rshift_func_uint8_t_u_s((((safe_rshift_func_uint8_t_u_u(l_894, (l_895 , ((g_42.f1 || g_147[4][2][0]) >= 0x1E7AL)))) || 248UL) == p_23), l_780)) ^ g_42.f1), l_894)) && g_42.f0)), l_896))) , g_712)), 13)))), g_778)) != g_150) , g_533) != l_897), p_24)), l_659));
                for (l_835 = (-8); (l_835 == 18); l_835 = safe_add_func_int64_t_s_s(l_835, 2))
                { /* block id: 394 */
                    int64_t l_902 = 0L;
                    int32_t l_903 = (-8L);
                    l_780 &= ((((p_24 <= (safe_mul_func_int16_t_s_s(((g_781--) || (safe_mul_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((((safe_lshift_func_int16_t_s_s(0x5EA0L, 1)) == (((+((g_809[2] , (safe_add_func_uint64_t_u_u((!(((safe_mul_func_int16_t_s_s((l_903 ^= l_833), ((safe_sub_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u((((safe_mod_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((p_23 , (safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(((l_896 ^ (-1L)) > 0UL), 1)), l_894))), 4)), p_24)) == g_176) > l_896), 3)), p_24)) , 65535UL))) < 0xD5F740B9L) | g_2[2])), p_24))) >= 0x2498E008L)) != 0x2C2FB9D9L) , 3UL)) >= g_597), p_24)), p_23))), g_435[2][4]))) >= 0L) >= 0xE0F20FDCL) , 0L);
                    g_592 = (safe_lshift_func_int8_t_s_s((safe_div_func_int32_t_s_s((g_151 | (255UL & (((0xCC6003FE0E5D1028LL < (safe_rshift_func_uint16_t_u_s((safe_sub_func_uint64_t_u_u((safe_add_func_uint64_t_u_u(18446744073709551615UL, (safe_rshift_func_int16_t_s_s((l_780 = l_896), (l_904 = (p_23 >= (safe_add_func_uint16_t_u_u(l_835, g_438[0])))))))), l_835)), g_712))) , 0x987797E7L) , 0UL))), p_24)), 0));
                    l_903 = (0xB2L ^ ((safe_add_func_uint32_t_u_u(((((((l_947 = p_23) == ((safe_div_func_uint8_t_u_u((l_903 != (safe_mod_func_uint8_t_u_u((safe_div_func_uint64_t_u_u(((g_580 > ((0x1F0673AEL < l_666) < (p_24--))) | (l_904 = 0x3427L)), 0xB53E447DB722B07CLL)), g_592))), l_659)) ^ p_23)) || p_24) , l_895.f1) , l_902) & l_894), 3L)) , 1UL));
                }
                g_958--;
            }
            if (l_833)
                goto lbl_961;
        }
        for (g_719 = 0; (g_719 <= 1); g_719 += 1)
        { /* block id: 412 */
            l_666 = (safe_lshift_func_int16_t_s_u((-2L), 12));
            for (g_143 = 3; (g_143 >= 0); g_143 -= 1)
            { /* block id: 416 */
                int i;
                l_676 |= (safe_rshift_func_uint16_t_u_s((safe_sub_func_int32_t_s_s(((g_8[g_719] || g_42.f1) & (((safe_rshift_func_int16_t_s_u((-1L), 4)) , g_8[g_719]) | (p_24 == (l_833 | 0UL)))), (-5L))), l_833));
            }
        }
        l_780 = ((l_780 , p_24) ^ ((l_776 , ((((g_597 > (safe_mul_func_uint16_t_u_u(((!(safe_rshift_func_uint8_t_u_u((((safe_sub_func_int16_t_s_s(0xE254L, (((!l_659) < (((!((safe_add_func_int8_t_s_s((safe_mod_func_int8_t_s_s((((safe_rshift_func_int16_t_s_s((safe_div_func_uint8_t_u_u(248UL, 1UL)), 10)) , g_40[6][2][0]) ^ 0xC9E947ABL), 0x0FL)), p_23)) <= p_23)) <= g_64) ^ l_987)) > 0x1536592BL))) != l_895.f1) > g_145), p_24))) | p_23), p_23))) == p_24) <= p_24) && 0x6409A4ABB164D230LL)) >= l_988));
    }
    for (p_23 = (-11); (p_23 < (-12)); p_23--)
    { /* block id: 424 */
        int16_t l_1006 = 0x26DAL;
        int32_t l_1007 = 3L;
        uint16_t l_1033 = 0x39B4L;
        int16_t l_1034[1][2];
        int32_t l_1047 = (-1L);
        int32_t l_1048 = 0x492CA45EL;
        int32_t l_1051 = (-1L);
        uint32_t l_1121 = 0UL;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 2; j++)
                l_1034[i][j] = 0xF4B2L;
        }
        for (g_580 = (-3); (g_580 <= 28); g_580 = safe_add_func_int8_t_s_s(g_580, 5))
        { /* block id: 427 */
            for (g_150 = 0; g_150 < 4; g_150 += 1)
            {
                g_711[g_150] = (-7L);
            }
        }
        for (g_477 = 0; (g_477 <= 2); g_477 += 1)
        { /* block id: 432 */
            struct S0 l_993 = {0xE7E541C4L,-6L};
            int32_t l_1004[1];
            int i;
            for (i = 0; i < 1; i++)
                l_1004[i] = 1L;
            for (g_64 = 0; (g_64 <= 2); g_64 += 1)
            { /* block id: 435 */
                const uint16_t l_996 = 4UL;
                g_592 &= ((l_993 , (((safe_mul_func_uint16_t_u_u(l_996, (-1L))) > (safe_unary_minus_func_uint64_t_u((safe_rshift_func_int16_t_s_u(p_24, 4))))) || (((safe_mod_func_uint64_t_u_u(((((g_711[1] = 0xECL) & (safe_rshift_func_uint8_t_u_u((((l_1004[0] |= l_734) == (p_23 <= p_24)) && g_809[3]), 0))) == l_993.f0) && g_830), g_2[4])) , (-8L)) || 0L))) < 0x12L);
            }
            for (g_150 = 2; (g_150 >= 0); g_150 -= 1)
            { /* block id: 442 */
                int16_t l_1005[7][7][5] = {{{0xFD55L,0x92BAL,0x7BD5L,0x1D9AL,8L},{0L,0x290FL,9L,1L,0L},{0xF2F9L,9L,1L,0x9CA8L,0L},{0x1D9AL,1L,0x1717L,(-8L),0L},{0x92BAL,(-7L),(-8L),0x8758L,0L},{0xC2F8L,0x8758L,(-8L),2L,8L},{0L,(-1L),2L,0L,1L}},{{0xFC6BL,0L,0L,0x5E93L,1L},{(-1L),0x6E9BL,0x81D0L,0x08CAL,0x8758L},{(-8L),0x7009L,0x7009L,(-8L),(-2L)},{0L,0x3B7DL,(-1L),(-2L),0x1E53L},{0xF536L,0xFC6BL,0x08CAL,0x096BL,0x3497L},{0xC2F8L,0x3919L,1L,(-2L),(-6L)},{(-6L),1L,1L,(-8L),0x81D0L}},{{0x6E9BL,0L,(-4L),0x08CAL,0x7BD5L},{0L,0x9CA8L,1L,0x5E93L,0L},{0x096BL,(-1L),0L,0x3919L,0xFC6BL},{6L,0x5FBFL,(-1L),(-7L),0x6E9BL},{4L,0L,0xFD55L,(-6L),0L},{0x82A8L,0x5E93L,0xAB3AL,0xF536L,0L},{0x0A41L,0x34ADL,0xAB3AL,0xAFE2L,0x5E93L}},{{0x81D0L,0L,0xFD55L,1L,0x82A8L},{0xE728L,(-1L),(-1L),1L,0xC728L},{(-5L),6L,0L,0x1D9AL,0x7009L},{0xB55AL,(-8L),1L,0x6E9BL,1L},{7L,(-1L),(-4L),(-1L),(-4L)},{0xFD55L,0xFD55L,1L,2L,0x3A91L},{1L,(-1L),1L,0xC728L,0x1D9AL}},{{0L,0x0A41L,0x08CAL,1L,0xBD49L},{0x7559L,(-1L),(-1L),0x6EDFL,0L},{0xB1E8L,0xFD55L,0x7009L,0x29D5L,0x7559L},{0x3919L,(-1L),0x81D0L,0xB55AL,0x1C99L},{0x1E53L,(-8L),0x3B7DL,(-1L),0x34ADL},{0xC728L,6L,(-7L),0x81D0L,2L},{(-2L),(-1L),0xF536L,0x3497L,1L}},{{0L,0L,(-5L),0x92BAL,(-1L)},{0x92BAL,0x34ADL,6L,7L,1L},{0x92BAL,0x5E93L,1L,0xA754L,6L},{0L,0L,(-1L),0L,(-8L)},{(-2L),0x5FBFL,0xB55AL,0xB1E8L,0xF2F9L},{0xC728L,(-1L),0x3919L,(-5L),0xB1E8L},{0x1E53L,0x9CA8L,0L,6L,(-1L)}},{{0x3919L,0L,0xBD49L,0L,0x3919L},{0xB1E8L,1L,0x4A37L,0xBD49L,0xFD55L},{0x7559L,0x3919L,0xE728L,0x3B7DL,0x9CA8L},{0L,0xFC6BL,1L,1L,0x34ADL},{1L,6L,0L,1L,1L},{0x34ADL,0x1C99L,1L,0xBD49L,0xC728L},{0x9CA8L,0x60EAL,1L,0x0A41L,0xC2F8L}}};
                int32_t l_1036 = 0xA99BFC99L;
                int i, j, k;
                ++g_1008;
                for (g_830 = 0; (g_830 <= 2); g_830 += 1)
                { /* block id: 446 */
                    return l_666;
                }
                if ((safe_rshift_func_int8_t_s_u(((((safe_add_func_uint32_t_u_u(((((((safe_add_func_int64_t_s_s(l_1006, (((((g_71 >= ((safe_add_func_int8_t_s_s((((safe_rshift_func_uint16_t_u_s((l_993 , l_1007), ((0xCB08954A7DDA9235LL >= ((((safe_lshift_func_uint8_t_u_u(((safe_mod_func_int64_t_s_s((safe_mul_func_int16_t_s_s(p_24, ((safe_lshift_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s(((((~(p_23 > 0xEE57095BA9EBFD33LL)) , p_23) , g_148) && l_676), g_533)) != g_42.f1), 3)) ^ p_23))), g_712)) != 0x916FL), 3)) , 0xB1ADL) < l_1006) == 0xE15F17FEL)) > p_23))) < l_659) >= l_1006), g_150)) <= g_2[6])) & l_1005[5][2][0]) > l_1007) | l_1032[0][2]) || 0xCC746A095C448F97LL))) != 3L) , l_1006) <= 4294967288UL) | (-1L)) <= p_23), p_23)) & 0xDA661AAC1D8D9AEDLL) >= l_1005[4][0][1]) > l_1033), l_1034[0][1])))
                { /* block id: 449 */
                    int16_t l_1045 = 0x690DL;
                    int32_t l_1049 = 1L;
                    g_1037--;
                    g_143 ^= ((((((l_1004[0] = 6UL) > (l_659 ^ g_150)) || (((0xCCFEL & (~(l_1045 = (safe_rshift_func_int16_t_s_u(p_24, l_1005[4][5][1]))))) >= (-1L)) <= l_1036)) & g_809[0]) ^ l_1046) , 0xCE828050L);
                    --g_1055;
                    return l_1034[0][1];
                }
                else
                { /* block id: 456 */
                    return l_1005[4][5][4];
                }
            }
            if ((safe_mul_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_u((safe_add_func_uint16_t_u_u(g_438[0], ((g_143 || (safe_rshift_func_uint8_t_u_u((safe_add_func_int16_t_s_s(l_1033, ((((safe_rshift_func_uint8_t_u_s((safe_sub_func_uint32_t_u_u((!(g_1055--)), (g_1050 < (safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s((safe_lshift_func_int16_t_s_s(((0x9AL & (0xE0L | ((-1L) && 18446744073709551609UL))) <= l_1034[0][1]), 0)), l_895.f0)), 5)), p_24))))), p_23)) != 0L) & 0x76L) > 0xD7L))), 5))) >= 0x038A51D3L))), l_1054)) ^ (-1L)), 0xFFAEL)))
            { /* block id: 461 */
                int64_t l_1096 = 0L;
                for (g_150 = 4; (g_150 >= 0); g_150 -= 1)
                { /* block id: 464 */
                    int i, j, k;
                    l_666 |= (1L < (((7UL ^ (safe_mul_func_uint16_t_u_u((~(g_596[g_150][(g_150 + 1)][(g_477 + 3)] != ((safe_lshift_func_int16_t_s_u(((l_1004[0] &= g_596[g_150][(g_150 + 1)][(g_477 + 3)]) | (safe_unary_minus_func_uint8_t_u((0x66L >= (((safe_unary_minus_func_int64_t_s((safe_add_func_uint16_t_u_u((((safe_sub_func_uint16_t_u_u(((-1L) >= l_1096), 65535UL)) > p_24) >= g_738[0][0]), g_809[0])))) && p_23) <= g_141))))), 3)) != g_596[4][0][1]))), p_24))) == g_176) <= p_24));
                    l_1097 = 0xA05C0999L;
                    l_1004[0] = 0xF6DEBE21L;
                }
                if (p_24)
                    continue;
            }
            else
            { /* block id: 471 */
                int8_t l_1109 = (-3L);
                int32_t l_1122 = 0x1D234B7EL;
                int32_t l_1123 = 0x3DC7F703L;
                int32_t l_1125 = 0x45CECD1CL;
                l_1047 &= (l_1048 |= (((g_148 || 0x06L) & p_24) >= p_24));
                for (l_1007 = 0; (l_1007 <= 2); l_1007 += 1)
                { /* block id: 476 */
                    int16_t l_1104 = 0x4D11L;
                    int32_t l_1108 = 1L;
                    int i, j;
                    g_592 = ((l_1004[0] = (l_666 = ((safe_lshift_func_int16_t_s_u((g_533 = ((safe_div_func_int8_t_s_s((safe_sub_func_uint64_t_u_u(((l_1104 = 0UL) != ((4294967295UL <= g_1035[l_1007][g_477]) & (((((l_676 = ((g_1035[g_477][g_477] == (((safe_unary_minus_func_uint16_t_u(((l_1108 = (g_809[1] , (g_1037 = ((safe_add_func_uint64_t_u_u(p_23, (1UL != g_597))) || 0L)))) && g_435[1][4]))) <= 1L) , l_1109)) & g_477)) ^ g_1050) & g_781) >= p_24) ^ p_23))), 0xF855007EDFFB88F5LL)), p_24)) , l_1051)), 9)) != g_71))) > 255UL);
                }
                g_592 = (((((safe_sub_func_int16_t_s_s(g_596[0][3][0], (safe_rshift_func_int8_t_s_u((-5L), (((safe_mul_func_int8_t_s_s(((safe_mod_func_int16_t_s_s(((18446744073709551611UL > (0xCEL || (((((~((l_676 ^= (safe_add_func_uint16_t_u_u((l_1121 & (l_1034[0][1] & 0xD63E856541C6AEDBLL)), 65535UL))) , l_1007)) < 4UL) >= p_23) && 0x3BB9EFF4L) , 0x24L))) , g_213), g_213)) , 0L), 0x24L)) & 0xFB5EL) > 0x144A0A09L))))) == 0x699EE8FACA576585LL) , 0xE3AAL) <= 0L) , l_1109);
                g_1128--;
            }
            for (g_145 = 0; (g_145 <= 2); g_145 += 1)
            { /* block id: 492 */
                int32_t l_1135 = 0xE6B75C3BL;
                int32_t l_1182[7][7] = {{0xA56E7DDEL,0x8C24DD6DL,0x868557D0L,0x8B53764EL,0x8B53764EL,0x868557D0L,0x8C24DD6DL},{0xA56E7DDEL,(-8L),0xCEE4E2F3L,0xA56E7DDEL,1L,1L,0xA56E7DDEL},{0xCEE4E2F3L,0x8C24DD6DL,0xCEE4E2F3L,1L,0x8C24DD6DL,(-8L),(-8L)},{0x8C24DD6DL,0xA56E7DDEL,0x868557D0L,0xA56E7DDEL,0x8C24DD6DL,0x868557D0L,0x8B53764EL},{0x8B53764EL,(-8L),1L,0x8B53764EL,1L,(-8L),0x8B53764EL},{0xCEE4E2F3L,0x8B53764EL,(-8L),1L,0x8B53764EL,1L,(-8L)},{0x8B53764EL,0x8B53764EL,0x868557D0L,0x8C24DD6DL,0xA56E7DDEL,0x868557D0L,0xA56E7DDEL}};
                int i, j;
                g_1127 |= (safe_div_func_int32_t_s_s((safe_mul_func_uint16_t_u_u(l_1135, l_993.f0)), g_148));
                if ((safe_rshift_func_int8_t_s_u(((g_1055 = ((65533UL > (safe_div_func_uint8_t_u_u(((0x08EA8E76L != (((safe_lshift_func_uint8_t_u_s((l_895.f1 , (safe_lshift_func_uint8_t_u_s((safe_div_func_int8_t_s_s(((g_1037 == (--g_250)) <= p_24), (g_712 || (safe_add_func_uint8_t_u_u(247UL, l_993.f0))))), 7))), 0)) , g_958) >= 1UL)) , 255UL), l_993.f1))) | 0x0DL)) == 6L), g_438[0])))
                { /* block id: 496 */
                    int i;
                    g_1127 = ((safe_mul_func_uint16_t_u_u((((safe_lshift_func_uint8_t_u_s((~(safe_add_func_int64_t_s_s(p_24, (g_600 >= ((+0xA5560F15FBAD73CDLL) | l_777))))), l_734)) >= (safe_mul_func_uint16_t_u_u((g_958 = 0x547DL), ((safe_sub_func_int64_t_s_s((g_149 |= (g_240[g_145] = (safe_rshift_func_uint8_t_u_s(((((safe_add_func_int16_t_s_s((safe_rshift_func_int16_t_s_s(g_240[1], g_477)), 0xD87DL)) ^ 0L) ^ 0xF69A9B4147E7156FLL) != l_993.f0), g_438[0])))), l_1121)) > g_64)))) >= g_176), (-3L))) , 0x6B1AF2C4L);
                    l_1051 = (safe_mul_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(((safe_sub_func_int64_t_s_s(((l_993.f0 , p_23) >= (g_781 = (l_666 = g_141))), (((l_1004[0] |= (safe_rshift_func_int8_t_s_s((safe_sub_func_int64_t_s_s(p_24, (l_1182[4][0] = ((p_23 & 0x760FL) > (((safe_sub_func_int8_t_s_s((0x70C7C4AEL && 0x38C3F328L), l_993.f1)) || 0x0137DE554EDD6529LL) & p_24))))), 1))) >= l_1135) > l_1054))) | g_40[2][1][0]), p_23)), g_1052)) ^ 0xEBE0L), 0xC2L));
                }
                else
                { /* block id: 506 */
                    g_1127 = (l_1182[4][0] = (2UL < (safe_div_func_int16_t_s_s((((safe_rshift_func_int8_t_s_s(p_23, (g_597 = g_145))) <= (l_1187[0] ^ (0L > ((safe_add_func_int32_t_s_s((g_147[4][2][0] != (((p_23 ^ p_24) , g_809[0]) > 0x7176L)), l_895.f1)) > l_1135)))) && l_895.f0), 0xB99EL))));
                }
            }
        }
        l_1124 = ((safe_rshift_func_uint8_t_u_s(p_23, (safe_lshift_func_uint8_t_u_s((((g_250 = (((l_666 ^= ((safe_lshift_func_int8_t_s_s(0x37L, (safe_mul_func_uint64_t_u_u(g_1127, ((safe_mul_func_int8_t_s_s((l_895.f0 > 1UL), (safe_mod_func_int16_t_s_s((safe_div_func_int16_t_s_s((safe_add_func_int8_t_s_s(g_184, (safe_mod_func_uint8_t_u_u((safe_div_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_s((((!((safe_add_func_int16_t_s_s((safe_sub_func_int16_t_s_s((((safe_add_func_int16_t_s_s(0x1916L, (-10L))) || 1UL) || 0x3467F17FL), p_23)), l_659)) <= l_1047)) == p_23) > 0xF5E4CBAFA7C847F0LL), 2)), 18446744073709551606UL)), l_1187[0])))), 0xCFCFL)), p_23)))) != 1L))))) <= p_24)) & p_24) | g_1126)) , g_830) < l_1047), 3)))) >= 0x0FDD9FEDL);
    }
    if ((!(safe_add_func_int16_t_s_s((7UL || 0UL), (safe_mod_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((l_895 , ((((g_1228[4][3][0] = (--g_1055)) < (safe_mul_func_int8_t_s_s(((g_438[1] & l_666) ^ ((3L ^ ((0x03CD74BDL == p_24) <= p_23)) <= l_659)), 0x35L))) > p_23) && g_1228[5][1][6])), p_24)), 0x7ECAL))))))
    { /* block id: 519 */
        uint32_t l_1247 = 1UL;
        int32_t l_1264 = 0xA90509E0L;
        uint32_t l_1276 = 0xFAFF0AB5L;
        uint64_t l_1283 = 0x97468868712EC1DBLL;
        int32_t l_1326 = 0xD0AEB4F5L;
        int64_t l_1361 = (-1L);
        int16_t l_1362 = 0L;
        l_1124 = (safe_div_func_int8_t_s_s((safe_sub_func_uint32_t_u_u(g_1035[0][0], (safe_mul_func_uint16_t_u_u((((g_1055 & (safe_rshift_func_uint8_t_u_s((safe_div_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((safe_add_func_uint64_t_u_u((0x9C94L ^ (safe_mod_func_uint32_t_u_u(l_1247, (safe_unary_minus_func_uint16_t_u(p_24))))), (safe_lshift_func_int16_t_s_u((l_1251 = 0xCA2FL), g_250)))), l_1247)), l_1247)), 0))) >= 0xF63B5C4EL) , 0x3204L), p_24)))), 0x3AL));
        if ((safe_div_func_int32_t_s_s(g_477, (18446744073709551607UL || ((p_24 && (((((safe_lshift_func_uint8_t_u_s((0xBFCAL >= (l_1097 <= ((safe_rshift_func_uint16_t_u_s((safe_sub_func_uint8_t_u_u((l_666 = (safe_mod_func_uint8_t_u_u((l_1264 |= (p_24 = (safe_div_func_uint8_t_u_u(((p_24 && p_23) | p_24), g_70)))), g_597))), g_1228[3][3][1])), 5)) < g_145))), p_23)) ^ g_151) || p_23) < g_868) > l_1247)) && l_1032[0][3])))))
        { /* block id: 525 */
            int64_t l_1288 = 8L;
            int32_t l_1297 = 0x3E2A30FDL;
            for (g_184 = 0; (g_184 <= 3); g_184 += 1)
            { /* block id: 528 */
                int32_t l_1273[6];
                uint8_t l_1277 = 5UL;
                int i;
                for (i = 0; i < 6; i++)
                    l_1273[i] = 0x96E2A33DL;
                l_1273[1] = (l_676 && (((+(l_1264 = (safe_lshift_func_uint8_t_u_u((((((!p_23) != (safe_mul_func_int16_t_s_s((safe_add_func_int8_t_s_s((g_711[g_184] = ((-1L) > p_24)), g_958)), (((g_64 = l_1273[1]) >= ((((safe_sub_func_uint8_t_u_u(p_24, p_24)) < 0x9B15L) >= l_1276) | (-1L))) , g_1126)))) == l_1277) <= p_23) == g_438[0]), 7)))) > 7UL) > g_40[2][0][0]));
                if ((p_24 == (safe_sub_func_int32_t_s_s((l_1264 &= ((((65535UL < ((safe_div_func_uint64_t_u_u(0xBA6E68BD38A57768LL, (g_250 &= l_1282[4][1]))) >= ((p_23 | ((l_1277 <= ((1L > g_176) | 0x28L)) , p_24)) ^ 0x9C1CF86CA25D1BD5LL))) & 0xE869L) < 0x24L) , g_1008)), (-1L)))))
                { /* block id: 535 */
                    const int8_t l_1294 = 0x3AL;
                    int32_t l_1295[7][5][4] = {{{1L,1L,5L,0x914E8238L},{(-1L),0xC748602FL,0xACAA3E1AL,5L},{0x914E8238L,0xC748602FL,0x3E45C8E6L,0x914E8238L},{0xC748602FL,1L,(-1L),1L},{0xBAB77918L,0x57E92CD0L,0xBAB77918L,0xACAA3E1AL}},{{0x914E8238L,1L,5L,0x6163D03CL},{0x57E92CD0L,(-1L),5L,1L},{(-1L),0x914E8238L,5L,1L},{0x57E92CD0L,0xC748602FL,5L,(-3L)},{0x914E8238L,0xBAB77918L,0xBAB77918L,0x914E8238L}},{{0xBAB77918L,0x914E8238L,(-1L),(-1L)},{0xC748602FL,0x57E92CD0L,0x3E45C8E6L,0x6163D03CL},{0x914E8238L,(-1L),0xACAA3E1AL,0x6163D03CL},{(-1L),0x57E92CD0L,5L,(-1L)},{1L,0x914E8238L,0x3CB8925BL,0x914E8238L}},{{0x57E92CD0L,0xBAB77918L,0xACAA3E1AL,(-3L)},{1L,0xC748602FL,0xBAB77918L,1L},{0xC748602FL,0x914E8238L,0xABEAD3DEL,1L},{0xC748602FL,(-1L),0xBAB77918L,0x6163D03CL},{1L,1L,0xACAA3E1AL,0xACAA3E1AL}},{{0x57E92CD0L,0x57E92CD0L,0x3CB8925BL,1L},{1L,1L,5L,0x914E8238L},{(-1L),0xC748602FL,0xACAA3E1AL,5L},{0x914E8238L,0xC748602FL,0x3E45C8E6L,0x914E8238L},{0xC748602FL,1L,(-1L),1L}},{{0xBAB77918L,0x57E92CD0L,0xBAB77918L,0xACAA3E1AL},{0x914E8238L,1L,5L,0x6163D03CL},{0x57E92CD0L,(-1L),5L,1L},{(-1L),0x914E8238L,5L,1L},{0x57E92CD0L,0xC748602FL,5L,(-3L)}},{{0x914E8238L,0xBAB77918L,0xBAB77918L,0x914E8238L},{0xBAB77918L,0xBAB77918L,0x8FB2D1BAL,5L},{(-1L),0L,1L,5L},{0xBAB77918L,5L,0x3CB8925BL,5L},{0x8FB2D1BAL,0L,0xABEAD3DEL,5L}}};
                    int i, j, k;
                    if (g_250)
                        break;
                    if (l_1283)
                        continue;
                    l_1295[6][3][3] &= (p_24 | (((((((safe_div_func_uint16_t_u_u(((((safe_rshift_func_int8_t_s_s(g_600, (l_1288 != (p_24 == (p_23 , g_1289))))) >= (safe_sub_func_int8_t_s_s(((((safe_rshift_func_int16_t_s_s(((p_24 <= l_1294) >= l_1276), g_711[g_184])) || (-5L)) <= l_1264) | g_2[7]), p_23))) | p_24) || g_40[2][0][0]), 0x5397L)) , 0xBAC35C716C43A905LL) && p_23) ^ 0x94423826C4AD54ECLL) && (-8L)) != (-1L)) , l_1046));
                }
                else
                { /* block id: 539 */
                    int32_t l_1296 = 0L;
                    int i;
                    if (p_24)
                        break;
                    l_1297 = (l_1296 &= g_145);
                    g_592 ^= ((g_8[0] , (p_24 & ((safe_add_func_int8_t_s_s((safe_div_func_int16_t_s_s(((safe_unary_minus_func_int8_t_s((g_711[g_184] = ((l_1297 = (safe_add_func_int64_t_s_s(0x6A1B114056A652C4LL, (safe_lshift_func_uint8_t_u_u(0x68L, l_1283))))) ^ (safe_add_func_uint32_t_u_u((((((-1L) <= (-6L)) , 0x8AFD032ED96EFA60LL) , 0x241080E1F8C83C13LL) & p_23), l_1288)))))) >= p_24), 0x9D7AL)), 0L)) < 0xB9A02E03C1DE7578LL))) ^ l_1296);
                }
                for (l_1054 = 0; (l_1054 <= 3); l_1054 += 1)
                { /* block id: 549 */
                    int32_t l_1319[6][4][1] = {{{0xC0B2E66AL},{(-6L)},{0x364BF9C1L},{0x0E880876L}},{{0x0E880876L},{0x364BF9C1L},{(-6L)},{0xC0B2E66AL}},{{(-6L)},{0x364BF9C1L},{0x0E880876L},{0x0E880876L}},{{0x364BF9C1L},{(-6L)},{0xC0B2E66AL},{(-6L)}},{{0x364BF9C1L},{0x0E880876L},{0x0E880876L},{0x364BF9C1L}},{{(-6L)},{0xC0B2E66AL},{(-6L)},{0x364BF9C1L}}};
                    uint64_t l_1320 = 1UL;
                    int32_t l_1327[1][1][3];
                    int i, j, k;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 1; j++)
                        {
                            for (k = 0; k < 3; k++)
                                l_1327[i][j][k] = 3L;
                        }
                    }
                    g_143 &= (((g_8[1] = ((safe_sub_func_int8_t_s_s(l_1264, (l_1273[1] = g_145))) , g_533)) > (safe_mul_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_u(p_23, (safe_add_func_uint16_t_u_u(l_1319[3][3][0], ((l_1320--) & ((!g_711[g_184]) , (l_1327[0][0][1] &= ((safe_rshift_func_int16_t_s_u((l_1326 |= l_1276), 4)) >= 0UL)))))))) != g_958), 247UL))) > l_1288);
                }
            }
        }
        else
        { /* block id: 558 */
            uint16_t l_1332[1][2][4] = {{{0UL,0UL,65533UL,0UL},{0UL,0UL,0UL,0UL}}};
            int32_t l_1339[1][8][6] = {{{6L,0x57A34196L,0xFE4E6683L,6L,6L,0xFE4E6683L},{6L,6L,6L,0x121C4A7FL,9L,0x121C4A7FL},{0x57A34196L,6L,0x57A34196L,0xFE4E6683L,6L,6L},{(-1L),0x57A34196L,0x57A34196L,(-1L),6L,0x121C4A7FL},{0x121C4A7FL,(-1L),6L,(-1L),0x121C4A7FL,0xFE4E6683L},{(-1L),0x121C4A7FL,0xFE4E6683L,0xFE4E6683L,0x121C4A7FL,(-1L)},{0x57A34196L,(-1L),6L,0x121C4A7FL,6L,(-1L)},{6L,0x57A34196L,0xFE4E6683L,6L,6L,0xFE4E6683L}}};
            int32_t l_1340[1][2][5];
            int i, j, k;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 2; j++)
                {
                    for (k = 0; k < 5; k++)
                        l_1340[i][j][k] = 0x25780BD7L;
                }
            }
            l_1340[0][0][4] = ((safe_sub_func_int16_t_s_s((l_1264 = (-10L)), ((safe_mul_func_uint8_t_u_u((((((-5L) & (l_1332[0][1][1] >= (((((safe_rshift_func_uint8_t_u_s(p_24, 4)) ^ ((l_1326 > ((((!l_1032[0][2]) <= ((~(safe_mul_func_int16_t_s_s((l_1339[0][4][3] = (((g_719 <= 0x755DE046AA6E961BLL) ^ g_597) & (-10L))), p_24))) , 0xE48AL)) <= 1UL) && 0L)) < l_823)) || p_24) & 0xDD28L) & l_1326))) , l_1332[0][0][2]) , l_1187[0]) >= 18446744073709551615UL), l_659)) && 18446744073709551615UL))) < g_1228[2][4][1]);
        }
        l_1264 &= (safe_mod_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((l_1326 = ((g_712 = (6L & ((safe_div_func_uint16_t_u_u(0xEB57L, (safe_add_func_uint64_t_u_u((safe_div_func_int8_t_s_s(p_24, g_147[6][3][1])), ((safe_lshift_func_int8_t_s_s(((l_1363[0] ^= ((safe_mul_func_int8_t_s_s((((l_1124 = ((g_40[4][0][3] , ((safe_mod_func_int16_t_s_s((((((g_781 ^ (safe_lshift_func_int8_t_s_u(l_1361, 3))) == 18446744073709551615UL) <= p_23) , p_23) , g_1050), 0x0C5EL)) != 0xB52664EFL)) || 0x37A5L)) == 8L) ^ l_1326), p_24)) , l_1362)) , 1L), p_24)) == 1UL))))) != l_1362))) == p_23)), 3UL)), g_1128));
        for (l_1097 = (-24); (l_1097 <= (-26)); l_1097 = safe_sub_func_int16_t_s_s(l_1097, 9))
        { /* block id: 570 */
            return p_24;
        }
    }
    else
    { /* block id: 573 */
        int64_t l_1366 = 4L;
        int32_t l_1367 = 0x6D3B8DB6L;
        l_1367 = l_1366;
        l_676 ^= (((safe_lshift_func_int16_t_s_u(((safe_rshift_func_int8_t_s_u(((safe_rshift_func_uint8_t_u_u(7UL, ((safe_rshift_func_uint8_t_u_s((--p_24), 5)) > (safe_add_func_uint64_t_u_u(0x7763AB955A3EB9BCLL, (g_1052 ^ ((safe_lshift_func_int16_t_s_s(p_23, (((((g_1037++) == (((l_666 &= ((((safe_mul_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u(((0xF931L && 65531UL) <= (l_1366 == l_1124)), (-1L))) || l_1032[1][0]), p_23)) < p_23), 0L)) >= 0x36L) < g_809[2]) == 0xAFF4L)) == g_781) , 0xCCL)) , l_1366) >= 0xAF1DL) != l_1046))) == 0xF50A6BEDL))))))) , l_1367), l_1367)) & p_23), 0)) , g_176) | (-1L));
    }
    return l_1032[1][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_40 g_42.f0 g_8 g_64 g_71 g_70 g_42 g_2 g_143 g_151 g_147 g_148 g_145 g_149 g_176 g_150 g_213 g_141 g_184 g_250 g_240 g_438 g_477 g_533 g_435 g_580 g_597 g_596
 * writes: g_64 g_71 g_141 g_143 g_145 g_151 g_176 g_184 g_8 g_240 g_250 g_147 g_42.f0 g_438 g_477 g_70 g_149 g_150 g_533 g_580 g_592
 */
static int8_t  func_27(uint16_t  p_28, const int8_t  p_29, uint64_t  p_30, struct S0  p_31, uint64_t  p_32)
{ /* block id: 10 */
    int32_t l_51 = (-8L);
    int32_t l_441[7][1][5] = {{{0x011796C2L,0L,0x011796C2L,0L,0x011796C2L}},{{(-6L),(-6L),0x35967A7DL,0x35967A7DL,(-6L)}},{{0xF950FD7EL,0L,0xF950FD7EL,0L,0xF950FD7EL}},{{(-6L),0x35967A7DL,0x35967A7DL,(-6L),(-6L)}},{{0x011796C2L,0L,0x011796C2L,0L,0x011796C2L}},{{(-6L),(-6L),0x35967A7DL,0x35967A7DL,(-6L)}},{{0xF950FD7EL,0L,0xF950FD7EL,0L,0xF950FD7EL}}};
    uint64_t l_446 = 18446744073709551615UL;
    struct S0 l_464 = {1L,0xD795L};
    int64_t l_476 = 0x937DA5C83AC0BDFBLL;
    int64_t l_534 = (-1L);
    int32_t l_552 = 0x8C1678ABL;
    int i, j, k;
lbl_651:
    l_441[6][0][2] = func_43((g_42.f0 = (!func_47(p_29, g_40[0][0][3], l_51))), g_149);
    if (((g_477 |= ((safe_add_func_int8_t_s_s((safe_div_func_int16_t_s_s((((p_32 == (g_8[1] != (l_446--))) | (safe_sub_func_uint16_t_u_u((g_151 = ((safe_div_func_uint8_t_u_u((safe_add_func_uint8_t_u_u(((g_150 , (safe_lshift_func_uint16_t_u_u(((+((safe_mod_func_uint16_t_u_u((safe_div_func_int32_t_s_s((((safe_rshift_func_int8_t_s_s((l_464 , (safe_unary_minus_func_int32_t_s((((safe_rshift_func_int8_t_s_u((safe_div_func_int32_t_s_s(p_32, (((safe_add_func_int64_t_s_s(((++p_30) | ((l_441[6][0][2] = ((safe_mul_func_uint8_t_u_u(g_8[1], 255UL)) | g_240[1])) & p_29)), p_31.f0)) , p_32) || p_32))), 7)) | p_29) , p_31.f1)))), l_476)) || 0xC87F479BL) > l_464.f1), l_476)), l_464.f1)) <= l_464.f1)) ^ 0xE7CF89285C79E698LL), l_464.f0))) >= g_64), 5L)), 0x6FL)) | p_31.f1)), l_464.f1))) != 4294967288UL), g_213)), p_31.f0)) < l_476)) > 0xC6D6CFC3L))
    { /* block id: 172 */
        uint64_t l_482 = 18446744073709551613UL;
        uint8_t l_483 = 1UL;
        int32_t l_505 = (-1L);
lbl_539:
        l_441[6][0][2] &= p_29;
        for (g_70 = 0; (g_70 > 11); ++g_70)
        { /* block id: 176 */
            uint64_t l_488 = 18446744073709551615UL;
            int32_t l_535 = 0xC57FDE84L;
            g_143 = ((0xCDL > (g_2[0] && ((1UL == ((0xF782BF1843BA7C9ALL || (l_488 |= (safe_div_func_int32_t_s_s((((((l_482 >= g_40[4][4][1]) & (--l_483)) , ((safe_rshift_func_uint16_t_u_s((((((l_464.f1 == 0UL) | p_30) != 0x80L) > l_482) ^ p_31.f1), g_70)) , p_31.f0)) ^ g_147[1][2][3]) > 18446744073709551608UL), l_482)))) < g_40[2][0][0])) == l_441[6][0][2]))) >= g_2[6]);
            if (l_464.f0)
                continue;
            if (l_441[1][0][1])
            { /* block id: 181 */
                int64_t l_504 = (-9L);
                for (g_149 = (-27); (g_149 >= (-12)); g_149 = safe_add_func_int8_t_s_s(g_149, 1))
                { /* block id: 184 */
                    uint64_t l_491 = 0xB07A1A099435AAB0LL;
                    l_491 ^= p_31.f1;
                }
                l_505 = (l_504 = ((safe_add_func_int8_t_s_s((safe_mul_func_int8_t_s_s(g_240[1], (safe_div_func_uint64_t_u_u(p_31.f0, (safe_mul_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u((((p_29 | ((p_31.f1 > ((0x63EA298D6119B086LL != (g_2[7] >= l_488)) >= 252UL)) | g_149)) >= 1UL) > 0UL), g_143)), l_488)), 0x08E6L)))))), l_488)) < p_29));
                if (g_438[0])
                    break;
            }
            else
            { /* block id: 190 */
                uint64_t l_536[7] = {0x1D4161717A2AB3D7LL,0UL,0UL,0x1D4161717A2AB3D7LL,0UL,0UL,0x1D4161717A2AB3D7LL};
                int i;
                for (g_150 = 0; (g_150 != 0); g_150 = safe_add_func_uint8_t_u_u(g_150, 6))
                { /* block id: 193 */
                    uint64_t l_531 = 0xE59346FBCCDB49FDLL;
                    uint8_t l_532[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_532[i] = 249UL;
                    l_535 = ((safe_add_func_int64_t_s_s(((+(safe_lshift_func_int16_t_s_u((l_464.f1 == (p_30 , (safe_lshift_func_uint16_t_u_u(((safe_mod_func_uint32_t_u_u(((p_31.f1 != (((((safe_lshift_func_int16_t_s_s(((g_533 &= (safe_mul_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u((((safe_div_func_uint8_t_u_u(((((0x4BCBD315L > (safe_lshift_func_int16_t_s_s(((((((safe_sub_func_int8_t_s_s(((p_28 <= (safe_mul_func_uint16_t_u_u(g_250, 65535UL))) > p_31.f0), g_143)) & 0x2FABED10L) , l_531) , l_532[0]) & g_438[0]) && l_464.f1), 2))) < l_488) < g_70) , g_477), g_8[1])) < g_40[2][0][0]) , l_505), 4)), p_28))) > 1L), p_32)) , p_31.f1) & p_28) < l_534) != g_435[2][4])) , 0x45E39566L), g_42.f1)) , g_184), 13)))), 2))) , p_28), l_482)) | g_150);
                    --l_536[4];
                    if (g_213)
                        goto lbl_539;
                }
            }
        }
    }
    else
    { /* block id: 201 */
        int64_t l_549[6];
        int32_t l_561 = 0x9DC37D7DL;
        uint8_t l_562 = 253UL;
        uint32_t l_563 = 0x9527E8FDL;
        int32_t l_569 = 0x983871EEL;
        int32_t l_578 = 6L;
        uint64_t l_647 = 1UL;
        uint32_t l_648 = 4294967287UL;
        int i;
        for (i = 0; i < 6; i++)
            l_549[i] = 1L;
        for (p_28 = 7; (p_28 <= 6); p_28 = safe_sub_func_int64_t_s_s(p_28, 3))
        { /* block id: 204 */
            const int32_t l_544 = 0x04AB5EB6L;
            int32_t l_576[1];
            int8_t l_587 = 0x78L;
            int i;
            for (i = 0; i < 1; i++)
                l_576[i] = 0xCD76E5FCL;
            for (g_151 = (-28); (g_151 >= 60); g_151 = safe_add_func_int64_t_s_s(g_151, 4))
            { /* block id: 207 */
                l_552 = (l_544 || (safe_add_func_uint64_t_u_u((0x5F16L ^ (safe_mod_func_uint16_t_u_u((((l_441[6][0][2] = (p_31.f0 || ((l_549[2] &= 0xFFEB9393L) >= l_544))) != p_28) | (safe_div_func_uint16_t_u_u(0x6170L, 0x0C3CL))), g_145))), g_64)));
                g_143 ^= p_32;
            }
            if ((g_149 , ((((safe_lshift_func_int16_t_s_u((((safe_mul_func_uint16_t_u_u(((g_240[1] ^= (safe_rshift_func_int8_t_s_u(((g_42.f0 && p_32) , l_534), 6))) && (((l_561 = (safe_lshift_func_uint16_t_u_u(0x091AL, (l_464.f1 >= 0x86FD6C04L)))) <= 0L) , l_562)), p_28)) , 0x30C2L) && 0L), 12)) , 0x8A8F9135L) == l_563) <= 0xF5L)))
            { /* block id: 215 */
                uint32_t l_568 = 0x3F5977C4L;
                int32_t l_573 = 0xCECB0BEAL;
                int32_t l_579 = (-1L);
                for (l_561 = 3; (l_561 >= 0); l_561 -= 1)
                { /* block id: 218 */
                    uint64_t l_570 = 1UL;
                    int32_t l_574 = 0xFD40698FL;
                    int32_t l_575 = 5L;
                    int32_t l_577[2];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_577[i] = 0xDF15CBA9L;
                    l_569 = (safe_mul_func_uint8_t_u_u(((255UL && (safe_rshift_func_uint16_t_u_u(l_568, p_31.f1))) , 0UL), 0x69L));
                    if (g_8[0])
                        continue;
                    ++l_570;
                    g_580++;
                }
                l_579 = (l_441[6][0][2] = (((((safe_lshift_func_int8_t_s_u((safe_add_func_uint16_t_u_u((((0xEE71264D085F9AEFLL && ((l_573 & (l_587 >= (p_31.f0 ^ ((p_31.f0 < (safe_div_func_int8_t_s_s((p_32 | (-1L)), g_71))) >= l_441[6][0][2])))) || 0UL)) | g_141) & 0x3BL), g_145)), 0)) < (-1L)) == p_32) != g_143) , g_8[1]));
            }
            else
            { /* block id: 226 */
                int64_t l_594[7];
                int32_t l_595 = 0xCDC44E88L;
                int32_t l_598[1];
                uint32_t l_601[8] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
                int i;
                for (i = 0; i < 7; i++)
                    l_594[i] = 0x832421A9592596F0LL;
                for (i = 0; i < 1; i++)
                    l_598[i] = 0x5B53FB04L;
                for (l_562 = (-26); (l_562 >= 34); ++l_562)
                { /* block id: 229 */
                    int64_t l_593 = 0x6571A61503D28D16LL;
                    int32_t l_599 = 0xFCC29A07L;
                    --l_601[5];
                }
            }
            if (p_31.f1)
                continue;
        }
        for (l_476 = 26; (l_476 != 14); --l_476)
        { /* block id: 237 */
            int8_t l_623 = 0x88L;
            if (((safe_div_func_int16_t_s_s((((safe_mul_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(((g_592 = (((!l_464.f1) != 4UL) ^ (l_561 = ((safe_mod_func_int8_t_s_s(p_30, (safe_mul_func_uint16_t_u_u((safe_mod_func_int32_t_s_s((safe_rshift_func_int8_t_s_s((-3L), 2)), (g_438[0] && l_561))), (l_552 ^= (((g_240[0] = (safe_mul_func_uint16_t_u_u(((((p_31.f0 && g_477) && l_561) & p_32) | 0x71L), 8UL))) && g_597) != p_28)))))) > 0x1F31L)))) != (-1L)), (-1L))) , 0L), p_28)) ^ l_623) <= 0xB0D3B04F824CFFB5LL), 0xB368L)) , p_31.f0))
            { /* block id: 242 */
                int32_t l_624 = 7L;
                uint8_t l_625 = 0x59L;
                l_625++;
            }
            else
            { /* block id: 244 */
                if ((g_70 & (safe_mul_func_uint8_t_u_u(((safe_sub_func_uint16_t_u_u(((((safe_rshift_func_int16_t_s_s((safe_add_func_int16_t_s_s((safe_mod_func_int32_t_s_s((safe_add_func_uint64_t_u_u(((safe_unary_minus_func_int64_t_s(p_29)) || (((!p_31.f1) | (safe_unary_minus_func_int64_t_s(0xB0B43FCBE3A7BC42LL))) || (0x6EC8L < (safe_add_func_uint64_t_u_u((l_441[5][0][0] = (248UL == ((l_647 = (((safe_lshift_func_int8_t_s_s((p_31.f1 ^ p_28), 7)) || l_623) , g_141)) && g_148))), 0L))))), l_623)), 1L)), g_438[2])), p_28)) < l_464.f0) , g_596[4][1][4]) , l_549[2]), p_31.f1)) >= 3L), g_597))))
                { /* block id: 247 */
                    l_441[0][0][2] = (l_561 = g_70);
                }
                else
                { /* block id: 250 */
                    if (p_29)
                        break;
                }
            }
            l_648--;
        }
    }
    for (p_31.f0 = 0; (p_31.f0 <= 1); p_31.f0 += 1)
    { /* block id: 259 */
        int i;
        if (g_8[p_31.f0])
            break;
        for (g_151 = 0; (g_151 <= 1); g_151 += 1)
        { /* block id: 263 */
            if (g_213)
                goto lbl_651;
        }
    }
    l_552 ^= l_441[6][0][2];
    return l_51;
}


/* ------------------------------------------ */
/* 
 * reads : g_184 g_438 g_143 g_71 g_176
 * writes: g_184 g_438 g_143
 */
static int32_t  func_43(int32_t  p_44, uint8_t  p_45)
{ /* block id: 156 */
    int32_t l_432 = 1L;
    int32_t l_434 = (-6L);
    int32_t l_436 = 0L;
    for (g_184 = (-2); (g_184 < 52); g_184++)
    { /* block id: 159 */
        int32_t l_433 = (-1L);
        int32_t l_437 = 0xF78B6800L;
        g_438[0]--;
        g_143 ^= l_433;
        return g_71;
    }
    l_436 = g_176;
    return l_436;
}


/* ------------------------------------------ */
/* 
 * reads : g_42.f0 g_8 g_64 g_71 g_70 g_42 g_40 g_2 g_143 g_151 g_147 g_148 g_145 g_149 g_176 g_150 g_213 g_141 g_184 g_250 g_240
 * writes: g_64 g_71 g_141 g_143 g_145 g_151 g_176 g_184 g_8 g_240 g_250 g_147
 */
static uint8_t  func_47(int16_t  p_48, int32_t  p_49, uint16_t  p_50)
{ /* block id: 11 */
    int16_t l_54 = 0x4EB7L;
    int32_t l_59 = (-3L);
    int32_t l_61 = 0x056B0C4FL;
    int32_t l_371 = 0x43DA4B0DL;
    int32_t l_372 = 0xEC8F20E9L;
    int32_t l_403 = 0x3A054CF8L;
    struct S0 l_418 = {0xBBC2B7E8L,0xEE81L};
    l_372 ^= (safe_rshift_func_int16_t_s_u(((((l_54 != (((l_371 = (((safe_mul_func_int16_t_s_s(l_54, func_57((g_42.f0 && (0x2CBEB03C758019D4LL || ((l_59 = (p_48 && g_42.f0)) > (+(l_61 = ((g_8[1] , 0x1D9DL) ^ p_48))))))))) , 0x62E8DBA7CDB1FA78LL) | 18446744073709551615UL)) != g_2[4]) , g_147[7][2][2])) > g_213) && l_61) ^ 0xF76AL), p_48));
    g_143 = (safe_mod_func_int16_t_s_s(p_50, (g_71 = (safe_sub_func_int16_t_s_s((l_372 & (((safe_mul_func_uint16_t_u_u((((safe_mul_func_int16_t_s_s((safe_mod_func_int8_t_s_s((l_372 , ((safe_add_func_uint64_t_u_u((!(-9L)), (safe_div_func_int8_t_s_s((((safe_rshift_func_uint16_t_u_u(1UL, l_372)) & (l_54 , p_48)) <= 0x9EL), g_2[4])))) || p_50)), 0x16L)), p_49)) != 0xA1B2L) , p_50), l_372)) > g_42.f1) | g_147[3][2][2])), p_50)))));
    l_61 ^= ((safe_mod_func_uint64_t_u_u(p_48, (l_372 & ((safe_lshift_func_int8_t_s_s(((safe_rshift_func_int16_t_s_u((safe_mod_func_uint8_t_u_u(((g_149 || ((p_49 | ((safe_mul_func_uint8_t_u_u((safe_unary_minus_func_int16_t_s((((safe_rshift_func_int8_t_s_s(l_372, l_403)) <= (safe_rshift_func_uint8_t_u_u(g_150, 6))) >= 1L))), 0x87L)) < 0UL)) < l_371)) != p_50), 0xE7L)), p_50)) ^ l_403), 2)) & g_42.f1)))) != l_59);
    for (l_403 = 10; (l_403 != 19); l_403 = safe_add_func_int16_t_s_s(l_403, 9))
    { /* block id: 148 */
        uint8_t l_408 = 0UL;
        int32_t l_411 = (-1L);
        int16_t l_427[6][5] = {{(-6L),0x5FD7L,0L,0x6300L,0x6300L},{0x5FD7L,(-6L),0x5FD7L,0L,0x6300L},{1L,0x74CEL,0x6300L,0x74CEL,1L},{0x5FD7L,0x74CEL,(-6L),1L,(-6L)},{(-6L),(-6L),0x6300L,1L,0x02A5L},{0x74CEL,0x5FD7L,0x5FD7L,0x74CEL,(-6L)}};
        uint64_t l_428 = 18446744073709551615UL;
        int32_t l_429 = (-1L);
        int i, j;
        l_429 = (l_408 , (l_428 = ((safe_mod_func_int16_t_s_s((g_71 = ((((l_411 &= l_59) <= p_50) & p_48) == (safe_mul_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u((((safe_mul_func_uint16_t_u_u((g_8[1] && ((l_418 , (((((safe_lshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((((safe_mod_func_uint32_t_u_u(0xAD508910L, g_184)) , 0x1F5828B9L) != l_427[0][4]), 4294967286UL)), g_64)), 9)) & g_71) != (-1L)) < p_50) == l_372)) < p_49)), l_427[0][4])) | l_427[0][4]) & p_48), 0x4DL)) || g_141), g_40[2][0][0])))), (-5L))) && 0x72FBF619L)));
    }
    return l_403;
}


/* ------------------------------------------ */
/* 
 * reads : g_64 g_71 g_42.f0 g_70 g_42 g_8 g_40 g_2 g_143 g_151 g_147 g_148 g_145 g_149 g_176 g_150 g_213 g_141 g_184 g_250 g_240
 * writes: g_64 g_71 g_141 g_143 g_145 g_151 g_176 g_184 g_8 g_240 g_250 g_147
 */
static uint16_t  func_57(int32_t  p_58)
{ /* block id: 14 */
    int32_t l_62 = (-3L);
    int32_t l_63[3];
    uint32_t l_67 = 0x57AC12ABL;
    int64_t l_139 = 3L;
    int64_t l_140 = 0xBE70E5037CFC1194LL;
    uint16_t l_174 = 0x155BL;
    uint16_t l_212 = 0x6EA2L;
    int32_t l_284 = 1L;
    uint16_t l_330 = 8UL;
    int i;
    for (i = 0; i < 3; i++)
        l_63[i] = 0xE5678C6CL;
lbl_194:
    ++g_64;
    if (l_67)
    { /* block id: 16 */
        uint64_t l_102[3][6][7] = {{{0x7DE2CA422C1772BCLL,0xCC62712D857C4E4ALL,0x1E809F826083B57DLL,18446744073709551613UL,18446744073709551615UL,0xFDB33FCDF6E60FB7LL,1UL},{0xBE71B68C1B86B2CCLL,0x2E8BC9617CC220CDLL,0x1E809F826083B57DLL,0UL,0x2E8BC9617CC220CDLL,0UL,0xC1F71C78AB42EC25LL},{18446744073709551612UL,18446744073709551615UL,0x0C07DD843F4C8ED2LL,0x6C797B2EA2622DB6LL,0xBFD0B78A1103C6C2LL,0xAE61C728F08AB43CLL,0UL},{18446744073709551615UL,6UL,1UL,0x24FD69A816771FCFLL,0UL,18446744073709551615UL,0UL},{0x23FC00924423CC0FLL,0x1E809F826083B57DLL,0x1CA980D5298B49A5LL,1UL,0x1E809F826083B57DLL,1UL,0x6E311AEEC80A0586LL},{18446744073709551615UL,0x1E809F826083B57DLL,0x0C07DD843F4C8ED2LL,0xC1F71C78AB42EC25LL,0UL,0xAE61C728F08AB43CLL,18446744073709551611UL}},{{0x79F8D1BEB709D1F7LL,6UL,0x1CA980D5298B49A5LL,0xC1F71C78AB42EC25LL,0UL,0x23FC00924423CC0FLL,0x5C0CD63D7C5F07B8LL},{0x23FC00924423CC0FLL,0UL,1UL,1UL,0UL,0x23FC00924423CC0FLL,0x6E311AEEC80A0586LL},{0xB2A72B5AE5FB0772LL,0xBFD0B78A1103C6C2LL,0x0C07DD843F4C8ED2LL,0x24FD69A816771FCFLL,0x1E809F826083B57DLL,0xAE61C728F08AB43CLL,0x5C0CD63D7C5F07B8LL},{0xB2A72B5AE5FB0772LL,6UL,1UL,0x6C797B2EA2622DB6LL,0UL,1UL,18446744073709551611UL},{0x23FC00924423CC0FLL,0xBFD0B78A1103C6C2LL,1UL,1UL,0xBFD0B78A1103C6C2LL,18446744073709551615UL,0x6E311AEEC80A0586LL},{0x79F8D1BEB709D1F7LL,0UL,0x0C07DD843F4C8ED2LL,0x6C797B2EA2622DB6LL,0xBFD0B78A1103C6C2LL,0xAE61C728F08AB43CLL,0UL}},{{18446744073709551615UL,6UL,1UL,0x24FD69A816771FCFLL,0UL,18446744073709551615UL,0UL},{0x23FC00924423CC0FLL,0x1E809F826083B57DLL,0x1CA980D5298B49A5LL,1UL,0x1E809F826083B57DLL,1UL,0x6E311AEEC80A0586LL},{18446744073709551615UL,0x1E809F826083B57DLL,0x0C07DD843F4C8ED2LL,0xC1F71C78AB42EC25LL,0UL,0xAE61C728F08AB43CLL,18446744073709551611UL},{0x79F8D1BEB709D1F7LL,6UL,0x1CA980D5298B49A5LL,0xC1F71C78AB42EC25LL,0UL,0x23FC00924423CC0FLL,0x5C0CD63D7C5F07B8LL},{0x23FC00924423CC0FLL,0UL,1UL,1UL,0UL,0x23FC00924423CC0FLL,0x6E311AEEC80A0586LL},{0xB2A72B5AE5FB0772LL,0xBFD0B78A1103C6C2LL,0x0C07DD843F4C8ED2LL,0x24FD69A816771FCFLL,0x1E809F826083B57DLL,0xAE61C728F08AB43CLL,0x5C0CD63D7C5F07B8LL}}};
        int32_t l_146 = 0x1A10681BL;
        int16_t l_154 = (-1L);
        uint32_t l_251 = 1UL;
        int i, j, k;
        for (g_64 = (-28); (g_64 <= 10); g_64 = safe_add_func_int8_t_s_s(g_64, 2))
        { /* block id: 19 */
            uint32_t l_72[1][5];
            int16_t l_193 = 0x6531L;
            struct S0 l_214 = {0xEC65207DL,0x33AEL};
            int32_t l_221 = 0L;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 5; j++)
                    l_72[i][j] = 18446744073709551615UL;
            }
            l_72[0][2]--;
            for (g_71 = 0; (g_71 <= 2); g_71 += 1)
            { /* block id: 23 */
                struct S0 l_92 = {-1L,-10L};
                const uint32_t l_103[1] = {4294967295UL};
                int i;
                if (((0L & (((safe_add_func_uint64_t_u_u((safe_rshift_func_int8_t_s_u(((~0x352544EE796224A1LL) && l_63[g_71]), (((safe_mul_func_uint16_t_u_u((safe_sub_func_int8_t_s_s(l_63[g_71], (safe_sub_func_int8_t_s_s(g_42.f0, (safe_div_func_uint64_t_u_u(p_58, (safe_rshift_func_uint8_t_u_s(0x49L, l_63[1])))))))), 0x7D2DL)) || p_58) != g_70))), p_58)) && p_58) ^ 0x28F8C844L)) , 0x25C8E5C6L))
                { /* block id: 24 */
                    uint16_t l_104 = 65526UL;
                    uint64_t l_142 = 18446744073709551613UL;
                    int32_t l_144 = (-3L);
                    int i;
                    l_63[g_71] &= (((g_42 , (safe_lshift_func_uint8_t_u_s((l_92 , (((safe_add_func_int64_t_s_s(((0x1F38L == (+(g_8[1] , ((safe_rshift_func_uint16_t_u_u(((l_67 != (l_104 ^= ((p_58 == ((safe_add_func_uint32_t_u_u(((safe_div_func_uint16_t_u_u(((l_102[0][3][1] , l_103[0]) , 0x5C71L), g_40[2][0][0])) && p_58), p_58)) > l_102[2][1][2])) > 0x164CB8E9996A1BC1LL))) != 0x0ACF185629ED7CD5LL), 7)) != 0xB7L)))) , p_58), 18446744073709551609UL)) <= 0x5DL) > g_40[2][0][0])), g_8[0]))) < 0x185DEA65F88FA862LL) >= l_72[0][1]);
                    g_145 = ((safe_sub_func_uint16_t_u_u((l_62 , (safe_mul_func_uint16_t_u_u(((l_144 &= (safe_mul_func_uint8_t_u_u((g_143 ^= (l_63[1] = (~((safe_sub_func_uint64_t_u_u((~g_42.f1), (safe_add_func_int32_t_s_s((safe_mod_func_int64_t_s_s((safe_add_func_uint64_t_u_u(18446744073709551615UL, ((((p_58 , ((((((safe_sub_func_uint16_t_u_u((((g_141 = (((((safe_mod_func_uint8_t_u_u(((((safe_div_func_int32_t_s_s(((safe_mul_func_uint16_t_u_u((((safe_div_func_uint8_t_u_u(((safe_add_func_int8_t_s_s((safe_add_func_uint16_t_u_u((((g_8[0] == (safe_rshift_func_uint8_t_u_s((g_2[6] ^ (safe_rshift_func_uint8_t_u_s((0L && g_2[6]), 5))), l_139))) ^ 1L) & 0xD2L), l_140)), (-2L))) ^ 0x52L), p_58)) != 4294967291UL) , g_70), p_58)) , g_64), 0x423CDDDFL)) , g_40[2][0][0]) && l_72[0][1]) > l_102[0][3][5]), p_58)) < g_64) != g_42.f0) >= l_104) , g_42.f0)) && g_42.f1) && 0x1556L), p_58)) ^ 0x331B4423L) , l_103[0]) & 0xE224L) != p_58) < g_8[1])) || g_2[7]) , g_8[1]) , l_142))), (-1L))), g_71)))) != g_70)))), l_102[2][1][6]))) ^ 7UL), p_58))), p_58)) != g_40[1][0][0]);
                    return g_71;
                }
                else
                { /* block id: 33 */
                    ++g_151;
                    if (l_154)
                        break;
                }
                if (p_58)
                { /* block id: 37 */
                    int32_t l_175[4][3] = {{(-1L),(-1L),(-1L)},{7L,(-1L),(-1L)},{(-1L),1L,0x255F10B7L},{7L,1L,7L}};
                    int16_t l_177 = 0x46E2L;
                    int i, j;
                    g_143 = ((((safe_rshift_func_int8_t_s_s(((safe_sub_func_uint32_t_u_u((g_176 = (((safe_rshift_func_int8_t_s_u((l_175[3][2] = (((p_58 , (safe_mod_func_int32_t_s_s(0x4BB9F763L, g_40[2][3][1]))) || ((safe_mod_func_int8_t_s_s(((((l_63[g_71] , (safe_sub_func_int32_t_s_s(((l_63[1] <= (safe_mod_func_uint16_t_u_u((((safe_mod_func_int32_t_s_s((safe_mul_func_uint16_t_u_u(1UL, (+p_58))), l_174)) || 0x79L) > 0x001D5F7CL), g_147[4][2][0]))) ^ p_58), 4294967292UL))) , 255UL) | p_58) != g_70), p_58)) > g_8[1])) <= g_148)), l_72[0][2])) || g_40[2][0][0]) | g_145)), p_58)) != g_8[1]), 3)) , l_177) && p_58) , (-7L));
                    return p_58;
                }
                else
                { /* block id: 42 */
                    uint32_t l_185 = 0xBAA9240DL;
                    g_143 = ((safe_sub_func_int32_t_s_s(((p_58 , ((-8L) == ((((safe_add_func_int64_t_s_s(((((g_184 = p_58) , l_185) & ((!(safe_sub_func_uint64_t_u_u((safe_mod_func_uint32_t_u_u(0xF516F70FL, ((p_58 & (((l_63[2] &= ((((((safe_mod_func_uint32_t_u_u(0UL, g_143)) <= g_149) == l_140) != l_193) , l_92.f0) , p_58)) | g_2[6]) != g_40[5][2][3])) & l_103[0]))), l_102[1][5][1]))) ^ g_40[2][0][0])) | p_58), l_139)) , g_151) != g_149) < g_176))) | g_70), 1UL)) < p_58);
                    if (l_92.f1)
                        goto lbl_194;
                    return p_58;
                }
            }
            if (g_71)
                continue;
            for (l_62 = 0; (l_62 >= 0); l_62 -= 1)
            { /* block id: 53 */
                uint16_t l_208 = 0UL;
                int8_t l_209[6];
                int32_t l_235[6] = {0x3EB170D8L,0x3EB170D8L,0x3EB170D8L,0x3EB170D8L,0x3EB170D8L,0x3EB170D8L};
                int i;
                for (i = 0; i < 6; i++)
                    l_209[i] = (-1L);
                for (l_154 = 0; (l_154 <= 0); l_154 += 1)
                { /* block id: 56 */
                    g_143 &= (p_58 | p_58);
                }
                if (((((((((((safe_div_func_int16_t_s_s((((safe_div_func_uint16_t_u_u(((((((((safe_mul_func_int16_t_s_s((((safe_div_func_uint16_t_u_u(((safe_mod_func_int32_t_s_s(0x347D8786L, ((((+(safe_rshift_func_int16_t_s_u(p_58, 15))) ^ g_8[1]) , (((l_208 &= (-4L)) < ((p_58 > l_209[5]) | (safe_mod_func_uint16_t_u_u(((p_58 && g_70) || l_146), g_8[1])))) <= l_209[5])) && l_209[0]))) , g_149), g_147[4][2][0])) == l_72[0][2]) ^ l_193), p_58)) ^ p_58) , p_58) == l_212) == l_146) != g_150) & l_174) < p_58), 0x20F2L)) < g_40[2][0][0]) != g_213), p_58)) , l_72[0][3]) <= l_193) >= 0xFC631467L) , l_102[2][1][4]) , g_64) , l_214) , p_58) < g_40[2][0][0]) || (-2L)))
                { /* block id: 60 */
                    uint32_t l_222 = 1UL;
                    l_222 = ((l_221 = ((((l_193 > l_214.f1) ^ (safe_mul_func_int8_t_s_s((1L == (g_143 , ((((safe_sub_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_u((p_58 & 0x23924E84L), 1)) || ((0xEBL && l_209[5]) || p_58)), g_40[2][0][0])) , 65533UL) >= l_209[1]) == l_139))), l_209[0]))) & 0x3DL) <= 4UL)) == 0x21F28254A3DAEE2ELL);
                }
                else
                { /* block id: 63 */
                    uint32_t l_228 = 0x99311DF5L;
                    g_143 = ((safe_rshift_func_int8_t_s_u((g_240[1] = (~((safe_add_func_uint16_t_u_u(p_58, (g_176 &= (((l_228 , (safe_mul_func_int16_t_s_s((g_8[1] = (((safe_sub_func_int8_t_s_s((l_235[2] ^= (safe_rshift_func_uint8_t_u_s((0x2A8C77241C6D6D27LL && (0L ^ p_58)), 7))), 255UL)) != ((((safe_mul_func_int8_t_s_s((g_145 |= (safe_div_func_int64_t_s_s(l_193, 0x111A7FCE78FCAF22LL))), 0x5BL)) != p_58) , g_42.f1) || 0L)) , g_141)), l_209[5]))) > g_148) == g_2[1])))) < 0xFF61453E12ED5ED8LL))), p_58)) && p_58);
                    g_143 &= (l_221 = 0x867E8BECL);
                    g_143 = g_70;
                    l_146 = (safe_add_func_int8_t_s_s(0L, ((safe_add_func_uint8_t_u_u(1UL, (!(safe_mod_func_uint32_t_u_u(p_58, p_58))))) >= ((safe_rshift_func_int16_t_s_s((255UL ^ (((g_70 , (g_250 = (65535UL != g_149))) < 5UL) && g_150)), l_72[0][4])) < 0L))));
                }
            }
        }
        for (g_151 = 0; (g_151 <= 2); g_151 += 1)
        { /* block id: 80 */
            return p_58;
        }
        --l_251;
        l_146 |= l_63[2];
    }
    else
    { /* block id: 85 */
        int8_t l_266 = 0xD5L;
        int32_t l_301 = 1L;
        int32_t l_308 = 0x719F1A46L;
        int64_t l_327[5][1];
        int32_t l_370[1][1];
        int i, j;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 1; j++)
                l_327[i][j] = (-1L);
        }
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
                l_370[i][j] = 0L;
        }
        for (g_184 = 0; (g_184 <= 2); g_184 += 1)
        { /* block id: 88 */
            uint32_t l_254 = 18446744073709551615UL;
            int32_t l_281 = 0xE3724308L;
            int32_t l_285 = 0x40EC37F9L;
            int32_t l_328 = 0x03EAB69EL;
            int32_t l_329 = (-1L);
            int i;
            for (l_62 = 0; (l_62 <= 2); l_62 += 1)
            { /* block id: 91 */
                const int64_t l_256[7][7] = {{8L,(-1L),0x2D9E755F99B6F88CLL,0x2D9E755F99B6F88CLL,(-1L),8L,0xB39F8D692E5476D4LL},{0xE5CED1648C3C27BELL,0x8582BF0B190B9EC8LL,0xE5CED1648C3C27BELL,0x34DCCABCACFD497BLL,0xE5CED1648C3C27BELL,0x8582BF0B190B9EC8LL,0xE5CED1648C3C27BELL},{8L,0x2D9E755F99B6F88CLL,0xB39F8D692E5476D4LL,(-1L),(-1L),0xB39F8D692E5476D4LL,0x2D9E755F99B6F88CLL},{0xC40D4951A803AACALL,0x8582BF0B190B9EC8LL,0x68F9600122506C6ALL,0x8582BF0B190B9EC8LL,0xC40D4951A803AACALL,0x8582BF0B190B9EC8LL,0x68F9600122506C6ALL},{(-1L),(-1L),0xB39F8D692E5476D4LL,0x2D9E755F99B6F88CLL,8L,8L,0x2D9E755F99B6F88CLL},{0xE5CED1648C3C27BELL,0x34DCCABCACFD497BLL,0xE5CED1648C3C27BELL,0x8582BF0B190B9EC8LL,0xE5CED1648C3C27BELL,0x34DCCABCACFD497BLL,0xE5CED1648C3C27BELL},{(-1L),0x2D9E755F99B6F88CLL,0x2D9E755F99B6F88CLL,(-1L),8L,0xB39F8D692E5476D4LL,0xB39F8D692E5476D4LL}};
                uint64_t l_257 = 18446744073709551606UL;
                int32_t l_275[4];
                int32_t l_282 = 0xE3197AD6L;
                int32_t l_283 = 0x9523C579L;
                int32_t l_307 = 0x8333B37FL;
                int i, j;
                for (i = 0; i < 4; i++)
                    l_275[i] = 0xC1D85EF2L;
                l_254 = 0L;
                for (g_250 = 0; (g_250 <= 2); g_250 += 1)
                { /* block id: 95 */
                    int32_t l_255[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_255[i] = 0x7787A40EL;
                    l_255[0] = (0xB117L > g_240[g_250]);
                    if (l_140)
                        goto lbl_194;
                    g_143 = l_256[1][1];
                    g_143 = ((((g_42 , (l_257 &= p_58)) , (g_42 , g_148)) > ((((((+(safe_unary_minus_func_uint64_t_u((((safe_rshift_func_uint8_t_u_u((((safe_div_func_uint32_t_u_u((4294967295UL > g_141), (safe_sub_func_int64_t_s_s((g_70 <= 0UL), g_148)))) && g_141) <= 0x861D2B577D9377ECLL), 5)) , 251UL) || 7L)))) <= l_254) & 0xD6L) && 0xEFL) || l_266) || p_58)) != p_58);
                }
                l_285 |= ((safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s(g_40[6][0][2], (((g_145 |= (safe_div_func_int8_t_s_s((((safe_mul_func_int8_t_s_s((l_275[0] = 0xC4L), (5L > (l_283 = (+(l_282 |= (l_63[0] > ((!8UL) != (!(l_281 = (safe_sub_func_uint16_t_u_u(g_8[0], (0xF6583A62AC4F3AD5LL != l_254))))))))))))) < 255UL) != p_58), l_284))) > g_8[1]) && p_58))), l_254)) , l_266);
                for (g_145 = 0; (g_145 <= 2); g_145 += 1)
                { /* block id: 110 */
                    int8_t l_313 = 4L;
                    int32_t l_314[5] = {(-8L),(-8L),(-8L),(-8L),(-8L)};
                    int i;
                    if (l_174)
                        break;
                    g_143 = ((safe_add_func_uint8_t_u_u((((!(safe_mul_func_int16_t_s_s(((l_313 |= (safe_div_func_int32_t_s_s((safe_add_func_uint32_t_u_u((l_281 ^ (g_147[4][2][0] != l_140)), (safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint16_t_u_s(((safe_div_func_int32_t_s_s(((l_257 & (l_301 = p_58)) && (((safe_mod_func_int16_t_s_s(4L, (+(safe_mul_func_uint16_t_u_u((g_176++), (safe_lshift_func_uint16_t_u_u(((g_8[1] == g_42.f0) | p_58), p_58))))))) <= 0xC97B53E7L) < l_63[0])), l_254)) > 0x0F88L), 6)), l_284)))), l_266))) == g_42.f0), l_212))) ^ p_58) >= 0x48L), l_314[3])) != 4294967295UL);
                    l_63[2] |= (-1L);
                }
            }
            l_327[3][0] = ((((g_240[g_184] & (safe_mul_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s((safe_div_func_uint32_t_u_u((p_58 == (g_147[4][2][0] = ((g_42 , (safe_lshift_func_uint16_t_u_u(p_58, (((safe_rshift_func_int8_t_s_s((-1L), g_213)) , (0x53B9L >= (-5L))) , p_58)))) == 6L))), g_141)), g_145)), l_308)) & 0x45L), g_42.f0))) | 0x1A870D0BL) && l_174) >= g_71);
            g_143 = (-7L);
            l_330++;
        }
        if ((((((l_63[2] = ((safe_add_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_s((!(0L < (0xED297B41L <= (safe_rshift_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s(((((-6L) <= (!((((safe_mul_func_int8_t_s_s((-1L), (((g_143 |= ((safe_rshift_func_int16_t_s_u(g_147[6][3][1], 13)) ^ (l_327[2][0] || (0x4B31L >= l_301)))) , l_63[1]) , g_40[2][7][0]))) | 0x9810L) , g_8[0]) > g_176))) & 0xAFL) == p_58), p_58)) != g_64), 3)), 7))))), 0)) , l_284), g_250)) & p_58)) ^ g_42.f0) | 0x6B41L) <= 1L) , l_284))
        { /* block id: 126 */
            uint64_t l_349 = 0x52DD0C4F64988510LL;
            --l_349;
        }
        else
        { /* block id: 128 */
            uint32_t l_352 = 4294967287UL;
            return l_352;
        }
        if ((safe_rshift_func_int8_t_s_s(l_212, 3)))
        { /* block id: 131 */
            return l_301;
        }
        else
        { /* block id: 133 */
            l_63[2] ^= p_58;
            l_370[0][0] = (0x279FL < ((safe_add_func_uint64_t_u_u(18446744073709551615UL, (l_266 == (l_301 = ((safe_rshift_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u(((safe_lshift_func_int8_t_s_s(g_145, 7)) == 0x7148D7FAL), ((safe_div_func_int16_t_s_s((safe_div_func_int16_t_s_s(((safe_mul_func_int16_t_s_s(g_213, (l_308 = ((((safe_unary_minus_func_int16_t_s(0x0A29L)) != l_301) >= g_213) > l_63[2])))) ^ 5UL), p_58)), 0x615FL)) > g_8[1]))) , p_58), 11)) < p_58))))) != 0L));
        }
    }
    return l_63[2];
}




/* ---------------------------------------- */
uint32_t csmith_top(void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_2[i], "g_2[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_8[i], "g_8[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_40[i][j][k], "g_40[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_42.f0, "g_42.f0", print_hash_value);
    transparent_crc(g_42.f1, "g_42.f1", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_141, "g_141", print_hash_value);
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_145, "g_145", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_147[i][j][k], "g_147[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_148, "g_148", print_hash_value);
    transparent_crc(g_149, "g_149", print_hash_value);
    transparent_crc(g_150, "g_150", print_hash_value);
    transparent_crc(g_151, "g_151", print_hash_value);
    transparent_crc(g_176, "g_176", print_hash_value);
    transparent_crc(g_184, "g_184", print_hash_value);
    transparent_crc(g_213, "g_213", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_240[i], "g_240[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_250, "g_250", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_435[i][j], "g_435[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_438[i], "g_438[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_477, "g_477", print_hash_value);
    transparent_crc(g_533, "g_533", print_hash_value);
    transparent_crc(g_580, "g_580", print_hash_value);
    transparent_crc(g_592, "g_592", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_596[i][j][k], "g_596[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_597, "g_597", print_hash_value);
    transparent_crc(g_600, "g_600", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_711[i], "g_711[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_712, "g_712", print_hash_value);
    transparent_crc(g_719, "g_719", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_738[i][j], "g_738[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_778, "g_778", print_hash_value);
    transparent_crc(g_781, "g_781", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_809[i], "g_809[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_830, "g_830", print_hash_value);
    transparent_crc(g_868, "g_868", print_hash_value);
    transparent_crc(g_958, "g_958", print_hash_value);
    transparent_crc(g_1008, "g_1008", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1035[i][j], "g_1035[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1037, "g_1037", print_hash_value);
    transparent_crc(g_1050, "g_1050", print_hash_value);
    transparent_crc(g_1052, "g_1052", print_hash_value);
    transparent_crc(g_1053, "g_1053", print_hash_value);
    transparent_crc(g_1055, "g_1055", print_hash_value);
    transparent_crc(g_1126, "g_1126", print_hash_value);
    transparent_crc(g_1127, "g_1127", print_hash_value);
    transparent_crc(g_1128, "g_1128", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_1228[i][j][k], "g_1228[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1289, "g_1289", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_1392[i][j][k], "g_1392[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1490, "g_1490", print_hash_value);
    transparent_crc(g_1511, "g_1511", print_hash_value);
    transparent_crc(g_1624, "g_1624", print_hash_value);
    return crc32_context ^ 0xFFFFFFFFUL;
}
