# ulid: ULID, Ulid-Flake and BaseUID types for PostgreSQL (PGXS).
EXTENSION   = ulid
# The one version string: default_version in ulid.control.  The C code and the
# command-line tool get it as ULID_VERSION; test/check-generated checks META.json.
EXTVERSION := $(shell sed -n "s/^default_version *= *'\\(.*\\)'/\\1/p" $(dir $(lastword $(MAKEFILE_LIST)))ulid.control)
MODULE_big  = ulid

# The C++ core (src/core, no PostgreSQL headers) and the C shims (src/*.c)
# that turn it into SQL functions.
CORE_OBJS   = $(patsubst %.cpp,%.o,$(sort $(wildcard src/core/*.cpp)))
OBJS        = $(patsubst %.c,%.o,$(sort $(wildcard src/*.c))) $(CORE_OBJS)
ULID_DEPS   = $(wildcard src/*.h src/core/*.h src/core/*.hpp)

# Install and upgrade scripts.  Those of the current version are the files of
# src/sql/ (see src/sql/README.md) put one after the other, and committed;
# those of released versions (0.1.0, 0.2.0) are committed as released and
# never change.  Each type's objects are in its own file; common.sql holds
# ulid_refresh_catalog() (the entries that depend on the server's major) and
# ends both scripts.
SQL_TYPES     = src/sql/ulid.sql src/sql/ulid_flake.sql src/sql/baseuid.sql
SQL_COMMON    = src/sql/common.sql
SQL_UPDATE    = src/sql/$(EXTENSION)--0.2.0--$(EXTVERSION).sql
SQL_GENERATED = sql/$(EXTENSION)--$(EXTVERSION).sql sql/$(EXTENSION)--0.2.0--$(EXTVERSION).sql
SQL_RELEASED  = sql/$(EXTENSION)--0.1.0.sql sql/$(EXTENSION)--0.1.0--0.2.0.sql sql/$(EXTENSION)--0.2.0.sql
DATA        = $(SQL_RELEASED) $(SQL_GENERATED)

# pg_regress: every sql/NAME.sql but the extension scripts, in name order.
# NAME_pgNN runs on PostgreSQL NN and later only; NAME_nopreload runs in a
# cluster without shared_preload_libraries (test/run-all).
PG_CONFIG  ?= pg_config
# The major: the leading digits of "PostgreSQL 15.20 (Debian ...)", "PostgreSQL
# 19beta2", "PostgreSQL 19rc1", "PostgreSQL 19devel".
MAJORVERSION_NUM := $(shell $(PG_CONFIG) --version | sed -n 's/^PostgreSQL \([0-9][0-9]*\).*/\1/p')
ifeq ($(MAJORVERSION_NUM),)
$(error cannot read the PostgreSQL major from "$(shell $(PG_CONFIG) --version)" ($(PG_CONFIG) --version))
endif
REGRESS_ALL := $(sort $(basename $(notdir $(filter-out sql/$(EXTENSION)--%,$(wildcard sql/*.sql)))))
regress_min  = $(if $(findstring _pg,$1),$(lastword $(subst _pg, ,$1)),0)
REGRESS     = $(foreach t,$(filter-out %_nopreload,$(REGRESS_ALL)),$(if $(shell [ $(MAJORVERSION_NUM) -ge $(call regress_min,$t) ] && echo y),$t))
REGRESS_OPTS = --load-extension=$(EXTENSION)

PG_CPPFLAGS = -Isrc -DULID_VERSION='"$(EXTVERSION)"'
# Only symbols PostgreSQL looks up are exported (see src/ulid.h).
PG_CFLAGS   = -fvisibility=hidden
PG_CXXFLAGS = -std=c++17 -fno-exceptions -fno-rtti -fvisibility=hidden \
              -fvisibility-inlines-hidden -Wall -Wextra

EXTRA_CLEAN = src/cli/ulid

PGXS       := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# PGXS compiles C++ to LLVM bitcode without CXXFLAGS (when the server was
# built with LLVM, as Debian's is); give clang the same language flags.
COMPILE.cxx.bc += $(PG_CXXFLAGS)

# No PGXS header tracking: every object depends on every header.
$(OBJS) $(OBJS:.o=.bc): $(ULID_DEPS)

all: $(SQL_GENERATED)

# The `ulid` command-line tool (src/cli): the same core, no PostgreSQL, built
# with the core's flags and installed next to PostgreSQL's client programs.
CLI         = src/cli/ulid
CLI_SRCS    = $(sort $(wildcard src/cli/*.cpp)) $(CORE_OBJS:.o=.cpp)
CLI_FLAGS   = -std=c++17 -O2 -fno-exceptions -fno-rtti -Wall -Wextra -Isrc -DULID_VERSION='"$(EXTVERSION)"'

all: $(CLI)

$(CLI): $(CLI_SRCS) $(wildcard src/cli/*.hpp) $(ULID_DEPS) ulid.control
	$(CXX) $(CLI_FLAGS) -o $@ $(CLI_SRCS)

install: install-cli
.PHONY: install-cli uninstall-cli
install-cli: $(CLI)
	$(MKDIR_P) '$(DESTDIR)$(bindir)'
	$(INSTALL_PROGRAM) $(CLI) '$(DESTDIR)$(bindir)/ulid'

uninstall: uninstall-cli
uninstall-cli:
	rm -f '$(DESTDIR)$(bindir)/ulid'

SQL_HEADER = printf -- '-- %s: made by make from %s (cat); do not edit.\n\n-- complain if script is sourced in psql, rather than via CREATE EXTENSION\n\\echo Use "%s" to load this file. \\quit\n\n'

sql/$(EXTENSION)--$(EXTVERSION).sql: $(SQL_TYPES) $(SQL_COMMON)
	{ $(SQL_HEADER) '$(notdir $@)' '$^' 'CREATE EXTENSION $(EXTENSION)' && cat $^; } > $@.tmp && mv $@.tmp $@

sql/$(EXTENSION)--0.2.0--$(EXTVERSION).sql: $(SQL_UPDATE) $(SQL_COMMON)
	{ $(SQL_HEADER) '$(notdir $@)' '$^' 'ALTER EXTENSION $(EXTENSION) UPDATE TO '"'"'$(EXTVERSION)'"'"'' && cat $^; } > $@.tmp && mv $@.tmp $@

.PHONY: unit test test-matrix demo bench fuzz
# C++ unit tests of the core (GoogleTest), without PostgreSQL.
unit:
	$(MAKE) -C test/unit run

test:
	test/run-all

# The PostgreSQL suites on 15 (Debian) and 16-19 built from source (test/matrix).
test-matrix:
	test/matrix

demo:
	test/demo

# Benchmark against uuid / gen_random_uuid() (by hand, never in tests).
bench:
	test/bench/run
	test/bench/queries
	test/bench/types
	test/bench/switching

# libFuzzer run of the codec; FUZZ_SECONDS=600 make fuzz for a longer run.
fuzz:
	test/fuzz/run

# The scripts make puts together (test/check-generated compares them with git).
.PHONY: print-generated print-version
print-generated:
	@echo $(SQL_GENERATED)
print-version:
	@echo $(EXTVERSION)
# The pg_regress tests this server runs (test/run-all checks that each ran).
.PHONY: print-regress
print-regress:
	@echo $(REGRESS)
