# hlsc - build, demo and tests.
#   make          build build/hlsc
#   make demo     install what is missing, build, compile and co-simulate the demo
#   make test     install what is missing, build, run every test
#   make asan     build build-asan/hlsc with AddressSanitizer + UBSan
#   make fuzz N=100 SEED=1 JOBS=2 [FEATURES="pointers,structs,unions ..."]
#                 a random-program campaign (Csmith programs co-simulated by
#                 build-asan/hlsc); summary in fuzz-out/summary.md. FEATURES:
#                 Csmith feature sets (scripts/fuzz.py --features), each seed
#                 run with each set, reported apart; default: no pointers
CC          ?= cc
CXX         ?= c++
LLVM_CONFIG ?= llvm-config-19
BUILD       ?= build
OPT         ?= -O2
SAN         ?=

# The Python frontend embeds CPython (Debian libpython3-dev). PYTHON also
# runs Python testbenches natively in `hlsc cosim TB.py`.
PYTHON        ?= /usr/bin/python3
PYTHON_CONFIG ?= $(PYTHON)-config
PY_CFLAGS   := $(filter -I%,$(shell $(PYTHON_CONFIG) --includes 2>/dev/null))
PY_LIBS     := $(shell $(PYTHON_CONFIG) --embed --ldflags 2>/dev/null)

LLVM_CFLAGS := $(shell $(LLVM_CONFIG) --cflags 2>/dev/null)
LLVM_LIBS   := $(shell $(LLVM_CONFIG) --ldflags --libs 2>/dev/null)
CFLAGS  += -std=c17 -Wall -Wextra -Werror -g $(OPT) $(SAN) $(LLVM_CFLAGS) -Isrc
# C++ for the min-cost flow solver (src/sched/mcf.cc, LEMON) and clang in-process
# (src/llvm/clangcc.cc, LLVM's flags added for it alone below): no LLVM
# flags, which would bring their own -std
CXXFLAGS += -std=c++17 -Wall -Wextra -Werror -g $(OPT) $(SAN) -Isrc
LDFLAGS += $(SAN)
# clang's C++ libraries only for src/llvm/clangcc.cc (clang in-process)
LDLIBS  += -lclang-cpp $(LLVM_LIBS) $(PY_LIBS) -lm

SRC      := $(sort $(shell find src -name '*.c'))
CXX_SRC  := $(sort $(shell find src -name '*.cc'))
LIB_SRC  := $(filter-out src/main.c,$(SRC))
UNIT_SRC := $(sort $(wildcard tests/unit/*.c))
OBJ      := $(SRC:%.c=$(BUILD)/%.o) $(CXX_SRC:%.cc=$(BUILD)/%.o)
LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/%.o) $(CXX_SRC:%.cc=$(BUILD)/%.o)
UNIT_OBJ := $(UNIT_SRC:%.c=$(BUILD)/%.o)

N    ?= 100
SEED ?= 1
JOBS ?= 2
FEATURES ?=

.PHONY: all setup demo test unit asan clang-build fuzz clean
all: $(BUILD)/hlsc $(BUILD)/unit_tests

# linked by the C++ driver: mcf.cc needs the C++ runtime
$(BUILD)/hlsc: $(OBJ)
	$(CXX) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/unit_tests: $(LIB_OBJ) $(UNIT_OBJ)
	$(CXX) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/%.o: %.cc
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/src/sim/tbcosim.o: CFLAGS += -DHLSC_PYTHON_EXE='"$(PYTHON)"'

# clang's API: its headers as system headers (not -Wextra clean), no RTTI
# or exceptions (as libclang-cpp is built)
$(BUILD)/src/llvm/clangcc.o: CXXFLAGS += -isystem $(shell $(LLVM_CONFIG) --includedir 2>/dev/null) \
  -fno-rtti -fno-exceptions -D__STDC_CONSTANT_MACROS -D__STDC_LIMIT_MACROS

# Python.h only where CPython is embedded (its headers are not -Wextra clean
# under every compiler otherwise)
$(BUILD)/src/py/%.o: src/py/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -isystem $(patsubst -I%,%,$(firstword $(PY_CFLAGS))) -MMD -MP -c -o $@ $<

-include $(OBJ:.o=.d) $(UNIT_OBJ:.o=.d)

setup:
	@scripts/setup.sh

demo: setup
	@$(MAKE) --no-print-directory -j2 all
	@scripts/demo.sh

test: setup
	@$(MAKE) --no-print-directory -j2 all
	@$(MAKE) --no-print-directory -j2 clang-build
	@$(MAKE) --no-print-directory -j2 asan
	@tests/run.sh

unit: all
	$(BUILD)/unit_tests

asan:
	@$(MAKE) --no-print-directory BUILD=build-asan OPT=-O1 \
	  SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" all

# The compiler must build warning-free with clang as well as gcc.
clang-build:
	@$(MAKE) --no-print-directory BUILD=build-clang CC=clang-19 CXX=clang++-19 all

fuzz: setup
	@$(MAKE) --no-print-directory -j2 all
	@$(MAKE) --no-print-directory -j2 asan
	nice -n 10 scripts/fuzz.py --n $(N) --seed $(SEED) --jobs $(JOBS) --out fuzz-out \
	  $(foreach f,$(FEATURES),--features $(f))

clean:
	rm -rf build build-asan build-clang tests/out fuzz-out
