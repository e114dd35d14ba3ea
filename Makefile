# ulid: ULID, Ulid-Flake and BaseUID types for PostgreSQL (PGXS).
EXTENSION   = ulid
# The one version string: default_version in ulid.control.  The C code and the
# command-line tool get it as ULID_VERSION; test/check-versions checks that every
# other file (META.json, debian/changelog, CHANGELOG.md, the pages) agrees.
# The source directory ("./" in the tree; "/path/" for make -f /path/Makefile
# VPATH=/path, the out-of-tree build of pg_buildext): every $(wildcard) below
# looks there, so an out-of-tree build finds every source and test.
ULID_SRCDIR := $(dir $(lastword $(MAKEFILE_LIST)))
EXTVERSION := $(shell sed -n "s/^default_version *= *'\\(.*\\)'/\\1/p" $(ULID_SRCDIR)ulid.control)
MODULE_big  = ulid

# The C++ core (src/core, no PostgreSQL headers) and the C shims (src/*.c)
# that turn it into SQL functions.
# ulid_src PATTERN...: the source files matching PATTERN (relative to the
# source directory), named relative to it.
ulid_src    = $(patsubst $(ULID_SRCDIR)%,%,$(sort $(wildcard $(addprefix $(ULID_SRCDIR),$1))))
CORE_OBJS   = $(patsubst %.cpp,%.o,$(call ulid_src,src/core/*.cpp))
OBJS        = $(patsubst %.c,%.o,$(call ulid_src,src/*.c)) $(CORE_OBJS)
ULID_DEPS   = $(call ulid_src,src/*.h src/core/*.h src/core/*.hpp)

# Install and update scripts (src/sql/README.md).  The install script of the
# current version, sql/ulid--$(EXTVERSION).sql, is built by make into the
# build directory (DATA_built: never committed, so nothing can hold a stale
# copy): the type files and the skip-support block one after the other (cat).
# The other scripts in sql/ are the oldest release's install script,
# ulid--0.1.0.sql, and the chain of hand-written update scripts; CREATE
# EXTENSION ... VERSION 'X' reaches every released X through them.  The
# block, ulid_after_pg_upgrade.sql, is also installed as it is: the step to
# run after pg_upgrade (CREATE EXTENSION reads only files named ulid--*.sql).
SQL_TYPES     = src/sql/ulid.sql src/sql/ulid_flake.sql src/sql/baseuid.sql
SQL_AFTER_PG_UPGRADE = src/sql/$(EXTENSION)_after_pg_upgrade.sql
SQL_GENERATED = sql/$(EXTENSION)--$(EXTVERSION).sql
DATA        = $(filter-out $(SQL_GENERATED),$(call ulid_src,sql/$(EXTENSION)--*.sql)) $(SQL_AFTER_PG_UPGRADE)

DATA_built  = $(SQL_GENERATED)

# The sources of the build: every file that goes into ulid.so and the
# install scripts.  The install script of the current version carries their
# SHA-256 (of the list of each file's SHA-256 and name) in its header, so
# that an installation says what it was built from; make installcheck,
# prove_installcheck and quickcheck refuse to test one built from other
# sources than those of now (ulid-installed-current, below).
ULID_SOURCES = Makefile $(EXTENSION).control \
	$(call ulid_src,src/*.c src/*.h src/core/*.cpp src/core/*.h src/core/*.hpp) \
	$(SQL_TYPES) $(SQL_AFTER_PG_UPGRADE) $(filter-out $(SQL_GENERATED),$(call ulid_src,sql/$(EXTENSION)--*.sql))
ULID_SOURCES_HASH = (cd '$(ULID_SRCDIR)' && LC_ALL=C sha256sum $(ULID_SOURCES)) | sha256sum | cut -d' ' -f1

PG_CONFIG  ?= pg_config

# pg_regress: every sql/NAME.sql but the extension scripts, in name order.
# NAME_pgNN runs on PostgreSQL NN and later only; NAME_nopreload runs on an
# instance without shared_preload_libraries.  REGRESS=NAME... on the command
# line picks tests.  REGRESS is set here, before PGXS is included (which tests
# "ifdef REGRESS"), and expanded when used, after PGXS has set MAJORVERSION.
REGRESS_ALL := $(sort $(basename $(filter-out $(EXTENSION)--%,$(notdir $(wildcard $(ULID_SRCDIR)sql/*.sql)))))
regress_min  = $(if $(findstring _pg,$1),$(lastword $(subst _pg, ,$1)),0)
ifeq ($(origin REGRESS),command line)
ULID_REGRESS_PICKED := $(REGRESS)
else
ULID_REGRESS_PICKED = $(foreach t,$(REGRESS_ALL),$(if $(shell [ $(MAJORVERSION) -ge $(call regress_min,$t) ] && echo y),$t))
endif
override REGRESS = $(filter-out %_nopreload,$(ULID_REGRESS_PICKED))
REGRESS_NOPRELOAD = $(filter %_nopreload,$(ULID_REGRESS_PICKED))
REGRESS_OPTS = --load-extension=$(EXTENSION)
# make installcheck runs on temporary instances of its own (test/regress);
# ULID_EXISTING_SERVER=1 runs PGXS's installcheck against the server of
# PGHOST/PGPORT instead (pg_buildext, autopkgtest, pgxn check).
ULID_TEMP_INSTANCES := $(if $(filter 1,$(ULID_EXISTING_SERVER)),,1)
ifdef ULID_TEMP_INSTANCES
NO_INSTALLCHECK = 1
endif

PG_CPPFLAGS = -I$(ULID_SRCDIR)src -DULID_VERSION='"$(EXTVERSION)"'
# Only symbols PostgreSQL looks up are exported (see src/ulid.h).
PG_CFLAGS   = -fvisibility=hidden
PG_CXXFLAGS = -std=c++17 -fno-exceptions -fno-rtti -fvisibility=hidden \
              -fvisibility-inlines-hidden -Wall -Wextra

EXTRA_CLEAN = src/cli/ulid .ulid-built-for

# Flags from the environment (a distribution's build: dpkg-buildflags'
# hardening, CPPFLAGS=-D_FORTIFY_SOURCE=2 ...): PGXS's Makefile.global sets
# CPPFLAGS, CFLAGS, CXXFLAGS and LDFLAGS itself, which hides the environment's;
# keep them here and add them after PostgreSQL's below, for every object and
# the command-line tool.  (Flags given on make's command line replace
# PostgreSQL's as usual.)
ulid_env_flags = $(if $(filter environment%,$(origin $1)),$($1))
ULID_ENV_CPPFLAGS := $(call ulid_env_flags,CPPFLAGS)
ULID_ENV_CFLAGS   := $(call ulid_env_flags,CFLAGS)
ULID_ENV_CXXFLAGS := $(call ulid_env_flags,CXXFLAGS)
ULID_ENV_LDFLAGS  := $(call ulid_env_flags,LDFLAGS)

# make unit needs no PostgreSQL at all: pg_config is not asked for when it
# is the only goal.
ULID_NO_PG_GOALS = unit pglite
ifneq ($(MAKECMDGOALS),)
ifeq ($(filter-out $(ULID_NO_PG_GOALS),$(MAKECMDGOALS)),)
ULID_WITHOUT_PG = 1
endif
endif
ifndef ULID_WITHOUT_PG
PGXS       := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)
endif

override CPPFLAGS += $(ULID_ENV_CPPFLAGS)
override CFLAGS   += $(ULID_ENV_CFLAGS)
override CXXFLAGS += $(ULID_ENV_CXXFLAGS)
override LDFLAGS  += $(ULID_ENV_LDFLAGS)

# An out-of-tree build writes its objects under the build directory.
ifneq ($(ULID_SRCDIR),./)
$(shell mkdir -p src/core src/cli)
endif

# PGXS compiles C++ to LLVM bitcode without CXXFLAGS (when the server was
# built with LLVM, as Debian's is); give clang the same language flags.
COMPILE.cxx.bc += $(PG_CXXFLAGS)

# No PGXS header tracking: every object depends on every header.
$(OBJS) $(OBJS:.o=.bc): $(ULID_DEPS)

# Objects of another PostgreSQL are never reused: the build directory notes
# the pg_config and version it was built for, and a change rebuilds them.
ifndef ULID_WITHOUT_PG
ULID_PG_STAMP := .ulid-built-for
ULID_PG_ID    := $(PG_CONFIG) $(VERSION)
# (only for goals that build: make print-version of another PostgreSQL
# leaves the build alone)
ifneq ($(filter-out print-% clean distclean maintainer-clean,$(or $(MAKECMDGOALS),all)),)
ifneq ($(shell cat $(ULID_PG_STAMP) 2>/dev/null),$(ULID_PG_ID))
$(shell echo '$(ULID_PG_ID)' > $(ULID_PG_STAMP))
endif
endif
$(OBJS) $(OBJS:.o=.bc): $(ULID_PG_STAMP)
endif

# The `ulid` command-line tool (src/cli): the same core, no PostgreSQL, built
# with the core's flags plus the build's CPPFLAGS/CXXFLAGS/LDFLAGS (hardening)
# and installed next to PostgreSQL's client programs (the Debian package puts
# it in /usr/bin).
CLI         = src/cli/ulid
CLI_SRCS    = $(call ulid_src,src/cli/*.cpp) $(CORE_OBJS:.o=.cpp)
CLI_FLAGS   = -std=c++17 -O2 -fno-exceptions -fno-rtti -Wall -Wextra

all: $(CLI)

$(CLI): $(CLI_SRCS) $(call ulid_src,src/cli/*.hpp) $(ULID_DEPS) ulid.control
	$(CXX) $(CPPFLAGS) $(CLI_FLAGS) $(CXXFLAGS) $(LDFLAGS) -o $@ $(filter %.cpp,$^)

install: install-cli
.PHONY: install-cli uninstall-cli
install-cli: $(CLI)
	$(MKDIR_P) '$(DESTDIR)$(bindir)'
	$(INSTALL_PROGRAM) $(CLI) '$(DESTDIR)$(bindir)/ulid'

uninstall: uninstall-cli
uninstall-cli:
	rm -f '$(DESTDIR)$(bindir)/ulid'

SQL_HEADER = printf -- '-- %s: made by make from %s; do not edit.\n-- sources: sha256 %s\n\n-- complain if script is sourced in psql, rather than via CREATE EXTENSION\n\\echo Use "%s" to load this file. \\quit\n\n'

# The install script depends on every source (the hash in its header; the
# Makefile holds SQL_HEADER).
$(SQL_GENERATED): $(addprefix $(ULID_SRCDIR),$(ULID_SOURCES))
	@mkdir -p $(@D)
	h=$$( $(ULID_SOURCES_HASH) ) && { $(SQL_HEADER) '$(notdir $@)' '$(SQL_TYPES) $(SQL_AFTER_PG_UPGRADE) (cat)' "$$h" 'CREATE EXTENSION $(EXTENSION)' && cat $(addprefix $(ULID_SRCDIR),$(SQL_TYPES) $(SQL_AFTER_PG_UPGRADE)); } > $@.tmp && mv $@.tmp $@

# The installation of PG_CONFIG holds a build of the current sources: the
# install script of the version its ulid.control names carries the hash of
# the sources now (an edit without make, a make clean after installing other
# sources, a fresh checkout beside an older installation: refused).
.PHONY: ulid-installed-current
ulid-installed-current:
	@want=$$( $(ULID_SOURCES_HASH) ) && dir='$(DESTDIR)$(datadir)/extension' && \
	v=$$(sed -n "s/^default_version *= *'\(.*\)'/\1/p" "$$dir/$(EXTENSION).control" 2>/dev/null); \
	got=$$(sed -n 's/^-- sources: sha256 \([0-9a-f]*\)$$/\1/p' "$$dir/$(EXTENSION)--$$v.sql" 2>/dev/null); \
	if [ "$$got" != "$$want" ]; then \
		if [ -z "$$v" ]; then echo "make: no $(EXTENSION) installed in $$dir" >&2; \
		else echo "make: the installed $(EXTENSION) ($$dir/$(EXTENSION)--$$v.sql) is not a build of the current sources" >&2; fi; \
		echo "  run make && make install PG_CONFIG=$(PG_CONFIG) (sudo make install into a system PostgreSQL), then test again" >&2; \
		exit 2; \
	fi

.PHONY: unit test demo bench bench-scale bench-concurrency bench-time
# C++ unit tests of the core (GoogleTest), without PostgreSQL; incremental.
unit:
	$(MAKE) -C $(ULID_SRCDIR)test/unit run

# make quickcheck: the contributor's loop, after make install: the unit tests,
# pg_regress and the TAP tests, each on temporary instances of its own; every
# part runs, then one line says what failed.  (make check is PGXS's, refused
# for extensions.)
# It holds the build directory's lock (test/lib.sh, hold_check_lock) for
# all its parts.
.PHONY: quickcheck
quickcheck: ulid-installed-current
	@exec 9<.; if ! flock -n 9; then \
		echo "make quickcheck: another make installcheck, prove_installcheck or quickcheck is running in $$PWD; wait for it to end, or run from another checkout" >&2; \
		exit 2; \
	fi; \
	ULID_CHECK_LOCK_HELD=$$PWD; export ULID_CHECK_LOCK_HELD; \
	failed=; start=$$(date +%s); \
	for t in unit installcheck prove_installcheck; do \
		t0=$$(date +%s); \
		$(MAKE) --no-print-directory $$t PG_CONFIG='$(PG_CONFIG)' || failed="$$failed $$t"; \
		echo "==> make $$t: $$(($$(date +%s) - t0)) s"; \
	done; \
	echo "==> make quickcheck: $$(($$(date +%s) - start)) s"; \
	if [ -n "$$failed" ]; then echo "make quickcheck: FAILED:$$failed" >&2; exit 1; fi; \
	echo "make quickcheck: unit, installcheck and prove_installcheck passed"

# make installcheck: the pg_regress tests (sql/, expected/) on two temporary
# instances that pg_regress makes from PG_CONFIG's installed files, with and
# without shared_preload_libraries = 'ulid' (test/regress; as root they run
# as the user postgres).  It stops when the installed extension is not built
# from the current sources (ulid-installed-current).  REGRESS=NAME... picks
# tests.
.PHONY: installcheck
installcheck: ulid-installed-current
ifdef ULID_TEMP_INSTANCES
installcheck:
	@PG_REGRESS='$(pgxsdir)/src/test/regress/pg_regress' PG_BINDIR='$(bindir)' LIBDIR='$(libdir)' \
	INPUTDIR='$(srcdir)' \
	REGRESS='$(REGRESS)' REGRESS_NOPRELOAD='$(REGRESS_NOPRELOAD)' REGRESS_OPTS='$(REGRESS_OPTS)' \
	$(ULID_SRCDIR)test/regress
else
# ULID_EXISTING_SERVER=1: PGXS's installcheck against the running server of
# PGHOST/PGPORT (with the extension installed for PG_CONFIG).  The tests of
# REGRESS need "ulid" in that server's shared_preload_libraries, the
# *_nopreload ones a server without it (make installcheck ULID_EXISTING_SERVER=1
# REGRESS=monotonic_nopreload); said before pg_regress runs, instead of as a
# page of diffs; when psql cannot reach the server, pg_regress reports that.
override REGRESS = $(filter-out %_nopreload,$(ULID_REGRESS_PICKED))$(if $(filter-out %_nopreload,$(ULID_REGRESS_PICKED)),,$(REGRESS_NOPRELOAD))
installcheck: installcheck-server-setting
.PHONY: installcheck-server-setting
installcheck-server-setting:
	@spl=$$('$(bindir)/psql' -X -At -d postgres -c 'SHOW shared_preload_libraries' 2>/dev/null) || exit 0; \
	preloaded=no; \
	if printf '%s\n' "$$spl" | tr -d ' "' | tr ',' '\n' | grep -E '^(\$$libdir/)?ulid$$' >/dev/null; then preloaded=yes; fi; \
	if [ -n '$(filter-out %_nopreload,$(REGRESS))' ] && [ $$preloaded = no ]; then \
		echo "make installcheck: the server (shared_preload_libraries = '$$spl') needs \"ulid\" in shared_preload_libraries" >&2; \
		echo "  for the generators' tests: add shared_preload_libraries = 'ulid' to its postgresql.conf and restart it;" >&2; \
		echo "  the test for a server without it: make installcheck ULID_EXISTING_SERVER=1 REGRESS=monotonic_nopreload" >&2; \
		exit 1; \
	fi; \
	if [ -n '$(filter %_nopreload,$(REGRESS))' ] && [ -n "$$spl" ]; then \
		echo "make installcheck: $(filter %_nopreload,$(REGRESS)) needs a server with an empty shared_preload_libraries (it is '$$spl')" >&2; \
		exit 1; \
	fi
endif

# make prove_installcheck: the TAP tests in test/t (PostgreSQL::Test::Cluster:
# each test makes its own clusters from PG_CONFIG's installed files), one
# prove run per file with a deadline (test/tap, through PGXS's
# prove_installcheck, test/Makefile); as root the tests run as the user
# postgres.  PROVE_TESTS=t/NAME.pl picks tests, PROVE_FLAGS=--verbose shows
# every TAP line.
.PHONY: prove_installcheck
prove_installcheck: ulid-installed-current
	PG_CONFIG='$(PG_CONFIG)' $(ULID_SRCDIR)test/tap

# make test: every suite (test/run-all); SUITES="KEY..." runs only those
# (test/run-all --list names them), with the same setup.
test:
	$(ULID_SRCDIR)test/run-all $(SUITES)

# The README's first command: the demo in a throwaway cluster (test/demo).
demo:
	test/demo

# Run directly, not from make (slow, for maintainers): test/matrix (the
# server suites on 15 and 16-19 built from source), test/debug-builds
# (Valgrind, debug_discard_caches), test/fuzz/run (FUZZ_SECONDS=600 for a
# longer run of the fuzzer that make test runs for a minute).

# Measurements, not tests (src/bench/README.md, doc/performance.md).
# Benchmark against uuid, uuidv7() and bigint (by hand).
bench:
	src/bench/run
	src/bench/pglite

# The keys at 50 million rows and the time-range queries (by hand, about
# 30 GB in /tmp; src/bench/scale, doc/performance.md).
bench-scale:
	src/bench/scale

# Every key's primary key after 1, 4 and 16 pgbench writers: index size, leaf
# density, rows/s, WAL per row (by hand;
# src/bench/concurrency, doc/performance.md).  It builds and installs
# into PG_CONFIG's PostgreSQL (a copy when that is the system's).
bench-concurrency:
	PG_CONFIG='$(PG_CONFIG)' src/bench/concurrency

# Time windows on the id in every form against uuid_extract_timestamp() (by
# hand; src/bench/time-windows, doc/performance.md), on PG_CONFIG's server.
bench-time:
	PG_CONFIG='$(PG_CONFIG)' src/bench/time-windows

# The script make puts together (test/check-generated).
.PHONY: print-generated print-version
print-generated:
	@echo $(SQL_GENERATED)
print-version:
	@echo $(EXTVERSION)
# The pg_regress tests make installcheck runs (test/run-all checks that each ran).
.PHONY: print-regress
print-regress:
	@echo $(REGRESS) $(if $(ULID_TEMP_INSTANCES),$(REGRESS_NOPRELOAD))

# Release artefacts (.ci/release): made from a commit with git archive
# (ARCHIVE_REF, default HEAD), never from the files of the work tree, so an
# untracked or uncommitted file never reaches an archive; dist, tarball and deb
# say what they leave out, release refuses a tree with changes.  They need a
# git checkout: in a tree exported with git archive they stop with an error.
#   make dist: the PGXN distribution ulid-X.Y.Z.zip (one folder ulid-X.Y.Z/,
#     what a build needs, and its installcheck against a running server with
#     ULID_EXISTING_SERVER=1: no CI, Debian or test files);
#   make tarball: the whole source of the commit, ulid-X.Y.Z.tar.gz;
#   make deb: the Debian source and binary packages (debian/) in build/deb/
#     for Debian's own PostgreSQL (needs debhelper and
#     postgresql-server-dev-all; DEB_BUILD_FLAGS=-Pnocheck with
#     DEB_BUILD_OPTIONS=nocheck skips the regression run at build time);
#   make packages: postgresql-NN-ulid for every major installed in Debian's
#     layout (test/pg-debian-layout builds 16-19) and ulid-tools, in
#     build/packages/, each lintian-clean and tested in a server of its major
#     (test/packages; slow, by hand and by make release);
#   make release: on a clean tree whose ulid.control, META.json,
#     debian/changelog and CHANGELOG.md agree, everything a release attaches in
#     build/release/ulid-X.Y.Z/: the zip, the tarball, the packages of make
#     packages, RELEASE-NOTES.md (the version's CHANGELOG section), SHA256SUMS;
#   make checksums RELEASE_DIR=DIR: DIR/SHA256SUMS (make release runs it);
#   .ci/release collect: the release workflow's one folder of the artifacts of
#     both architectures (amd64, arm64), with one SHA256SUMS.
.PHONY: dist tarball deb packages release checksums pgxn-upload
ULID_RELEASE = ULID_MAKE_TARGET=$@ $(ULID_SRCDIR).ci/release
DEB_DIR     = build/deb
dist tarball:
	$(ULID_RELEASE) $@
deb:
	DEB_BUILD_FLAGS='$(DEB_BUILD_FLAGS)' $(ULID_RELEASE) deb $(abspath $(DEB_DIR))
packages:
	$(ULID_SRCDIR)test/packages
release:
	$(ULID_RELEASE) release $(RELEASE_DIR)
checksums:
	$(ULID_RELEASE) checksums $(RELEASE_DIR)
# The zip of RELEASE_DIR uploaded to PGXN (PGXN_USERNAME, PGXN_PASSWORD);
# PGXN_DRY_RUN=1 checks the zip and uploads nothing.
pgxn-upload:
	$(ULID_RELEASE) pgxn-upload $(RELEASE_DIR) $(if $(filter 1,$(PGXN_DRY_RUN)),--dry-run)

# The extension built for PGlite (PostgreSQL in WebAssembly, npm
# @electric-sql/pglite) with Emscripten: build/pglite/ulid.tar.gz and the npm
# package build/pglite/pglite-ulid-X.Y.Z.tgz (src/pglite/build, doc/pglite.md).
.PHONY: pglite
pglite: $(SQL_GENERATED)
	$(ULID_SRCDIR)src/pglite/build
