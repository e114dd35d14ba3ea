# ulid: a ULID type for PostgreSQL (PGXS).
EXTENSION   = ulid
EXTVERSION  = 0.1.0
MODULE_big  = ulid

CORE_OBJS   = src/core/codec.o src/core/monotonic.o
OBJS        = src/ulid.o src/ulid_io.o src/ulid_gen.o src/ulid_time.o src/ulid_sort.o $(CORE_OBJS)
ULID_DEPS = src/ulid.h src/core/ulid_core.h src/core/core.hpp src/core/cpp_only.hpp

DATA        = $(wildcard sql/$(EXTENSION)--*.sql)

# pg_regress: tests in sql/, expected output in expected/.
REGRESS     = type io operators index sort hash_merge copy generate time
REGRESS_OPTS = --load-extension=$(EXTENSION)

PG_CPPFLAGS = -Isrc
# Only symbols PostgreSQL looks up are exported (see src/ulid.h).
PG_CFLAGS   = -fvisibility=hidden
PG_CXXFLAGS = -std=c++17 -fno-exceptions -fno-rtti -fvisibility=hidden \
              -fvisibility-inlines-hidden -Wall -Wextra

PG_CONFIG  ?= pg_config
PGXS       := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# PGXS compiles C++ to LLVM bitcode without CXXFLAGS (when the server was
# built with LLVM, as Debian's is); give clang the same language flags.
COMPILE.cxx.bc += $(PG_CXXFLAGS)

# The core is plain C++17 built by g++ with the server's flags; no PGXS
# header tracking, so list the headers.
$(OBJS) $(OBJS:.o=.bc): $(ULID_DEPS)

MAJORVERSION_NUM := $(firstword $(subst ., ,$(MAJORVERSION)))
ifeq ($(shell test $(MAJORVERSION_NUM) -ge 14; echo $$?),0)
REGRESS += brin_pg14
endif
ifeq ($(shell test $(MAJORVERSION_NUM) -ge 16; echo $$?),0)
REGRESS += soft_errors
endif
ifeq ($(shell test $(MAJORVERSION_NUM) -ge 17; echo $$?),0)
REGRESS += copy_on_error
endif

.PHONY: unit test demo bench fuzz
# C++ unit tests of the core (GoogleTest), without PostgreSQL.
unit:
	$(MAKE) -C test/unit run

test:
	test/run-all

demo:
	test/demo

# Benchmark against uuid / gen_random_uuid() (by hand, never in tests).
bench:
	test/bench/run

# libFuzzer run of the codec; FUZZ_SECONDS=600 make fuzz for a longer run.
fuzz:
	test/fuzz/run
