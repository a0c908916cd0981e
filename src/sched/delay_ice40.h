/* delay_ice40.h - iCE40 HX8K operator delays in ns, measured by
 * scripts/characterize.py (see it for the method): achieved clock
 * period of one operator between registers minus the period without
 * it, after Yosys synth_ice40 and nextpnr-ice40 (seed 1).
 * Measured 2026-11-23 with: Yosys 0.23 (git sha1 7ce5011c24b); nextpnr-ice40 -- Next Generation Place and Route (Version 0.4-1+b1).
 * Rows are running maxima over the widths (never faster when wider).
 * Included by delay.c only. */
static const unsigned k_ice40_add_w[] = {1, 2, 4, 8, 12, 16, 24, 32, 48, 64};
static const double k_ice40_add_ns[] = {0.000, 0.000, 0.638, 1.142, 1.842, 2.346, 3.550, 4.754, 7.162, 9.570};
static const unsigned k_ice40_cmp_w[] = {1, 2, 4, 8, 12, 16, 24, 32, 48, 64};
static const double k_ice40_cmp_ns[] = {0.000, 0.000, 1.758, 2.443, 2.843, 3.647, 5.537, 6.055, 8.463, 10.871};
static const unsigned k_ice40_shift_w[] = {1, 2, 4, 8, 12, 16, 24, 32, 48, 64};
static const double k_ice40_shift_ns[] = {0.577, 0.738, 0.987, 1.974, 2.576, 2.961, 4.830, 4.942, 6.006, 7.231};
static const unsigned k_ice40_mul_w[] = {2, 4, 8, 12, 16, 24, 32};
static const double k_ice40_mul_ns[] = {0.000, 2.961, 5.790, 7.379, 9.625, 12.603, 14.715};
static const double k_ice40_lut_ns = 1.281;
static const double k_ice40_mem_clk2out_ns = 1.928;
static const double k_ice40_mem_setup_ns = 1.939;
static const double k_ice40_reg_overhead_ns = 1.596;
/* calibrated on whole designs (see CALIBRATED in scripts/characterize.py) */
static const double k_ice40_net_ns = 0.500;
static const double k_ice40_reg_route_ns = 1.300;
static const double k_ice40_stall_level = 0.960;
/* raw periods and differences (ns):
 * {"add": {"1": 0.0, "2": 0.0, "4": 0.6379970208534085, "8": 1.142009840947966
 * 9, "12": 1.8419711052083259, "16": 2.3459832697174194, "24": 3.5498949933193
 * 122, "32": 4.754021829093182, "48": 7.162110372718158, "64": 9.5697081018234
 * 76}, "base": {"1": 1.5959908709322181, "2": 1.5959908709322181, "4": 1.59599
 * 08709322181, "8": 1.5959908709322181, "12": 1.5959908709322181, "16": 1.5959
 * 908709322181, "24": 1.5959908709322181, "32": 1.5959908709322181, "48": 1.59
 * 59908709322181, "64": 1.5959908709322181}, "cmp": {"1": 0.0, "2": 0.0, "4": 
 * 1.7580255637483122, "8": 2.442944465713042, "12": 2.8429295836132358, "16": 
 * 3.647022813333498, "24": 5.5371855325202395, "32": 6.055118539932358, "48": 
 * 8.463359295047061, "64": 10.871282536373606}, "lut": 1.2810446316858843, "me
 * m_clk2out": 1.9279898176536088, "mem_setup": 1.9389520397397748, "mul": {"2"
 * : 0.0, "4": 2.9610634491552767, "8": 5.790079001288774, "12": 7.379058491839
 * 2765, "16": 9.624834981850547, "24": 12.602504088602071, "32": 14.7145620568
 * 12033}, "reg_overhead": 1.5959908709322181, "shift": {"1": 0.577024622668251
 * 2, "2": 0.7380037608801289, "4": 0.9869873029022129, "8": 1.9740351902580284
 * , "12": 2.576064700847998, "16": 2.9610634491552767, "24": 4.829918395228943
 * , "32": 4.942093470355784, "48": 6.006259395146541, "64": 7.230913533693079}
 * }
 */
