# shellcheck shell=bash
# test/lib.sh: helpers shared by the test, demo and benchmark scripts.
# Source it; it sets PG_CONFIG and defines the functions below.

set -o pipefail

# prefix_lines PREFIX: copy stdin to stdout with PREFIX before each line.  The
# prefix is data (a name such as "Go lib/pq"), never part of a sed expression.
prefix_lines() { local line; while IFS= read -r line || [ -n "$line" ]; do printf '%s%s\n' "$1" "$line"; done; }

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# Debian's 15 by default.  Debian's /usr/bin/pg_config runs the newest
# /usr/lib/postgresql/NN/bin/pg_config, a 16-19 build once test/pg-debian-layout
# has installed one: 15's is named when it is there.
if [ -z "${PG_CONFIG:-}" ] && [ -x /usr/lib/postgresql/15/bin/pg_config ]; then PG_CONFIG=/usr/lib/postgresql/15/bin/pg_config; fi
PG_CONFIG=${PG_CONFIG:-pg_config}

# PostgreSQL built from source for the version matrix (test/matrix): the
# archives postgresql-NN.tar.xz (../shared/postgres: CONTRIBUTING.md, "PostgreSQL's source
# archives"), and the
# cache of builds outside the repository: source in $ULID_PG_CACHE/src-NN,
# prefix $ULID_PG_CACHE/pgNN, complete when pgNN/.built holds the sha256 of
# the archive it was built from.
ULID_PG_ARCHIVES=${ULID_PG_ARCHIVES:-$ROOT/../shared/postgres}
ULID_PG_CACHE=${ULID_PG_CACHE:-$HOME/.cache/ulid-pg}
# have_pg_source NN [VARIANT]: an archive or a complete cached build of major
# NN (of that variant: pgNN-cassert...).
have_pg_source() {
	{ trusted_path "$ULID_PG_ARCHIVES" && [ -f "$ULID_PG_ARCHIVES/postgresql-$1.tar.xz" ]; } ||
		{ trusted_path "$ULID_PG_CACHE" && [ -s "$ULID_PG_CACHE/pg$1${2:+-$2}/.built" ]; }
}
# trusted_path PATH: PATH (when it exists) and every directory above it
# belong to root or to the user running this, and no other user can replace
# what is in them (not writable by group or others, or sticky as /tmp is):
# the archives and builds of PostgreSQL are built and run from there, as root
# too.  Says so on stderr when not.
trusted_path() {
	local p u m
	p=$(realpath -m "$1") || return 1
	while :; do
		if [ -e "$p" ]; then
			read -r u m < <(stat -L -c '%u %a' "$p")
			if { [ "$u" != 0 ] && [ "$u" != "$(id -u)" ]; } ||
				{ [ $((8#$m & 8#022)) -ne 0 ] && [ $((8#$m & 8#1000)) -eq 0 ]; }; then
				log "$1: not used, $p belongs to another user or others can write into it"
				return 1
			fi
		fi
		[ "$p" != / ] || return 0
		p=$(dirname "$p")
	done
}

log() { printf '==> %s\n' "$*" >&2; }

# pkg_installed PACKAGE: whether the Debian package is installed (a plain
# comparison: piped into an early-exiting grep, dpkg-query could die of
# SIGPIPE and fail the pipeline under pipefail).
pkg_installed() { [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]; }

# apt-get waits up to 10 minutes for another apt-get or dpkg run to finish
# (dpkg's lock) instead of failing at once: an option on every apt-get run by
# a script that sources this file, never a configuration file (one in a
# shared folder such as /tmp could be another user's).
apt-get() { command apt-get -o DPkg::Lock::Timeout=600 "$@"; }

# Debian packages needed to build and test (PostgreSQL 15 from Debian).
ULID_APT_PACKAGES="make g++ clang-14 llvm-14 postgresql-15 postgresql-server-dev-15
postgresql-client-15 postgresql-common libgtest-dev libipc-run-perl libclang-rt-14-dev shellcheck"

# Install what is missing with apt-get (only when PG_CONFIG is the default,
# i.e. we build against Debian's PostgreSQL).
ensure_deps() {
	local absent=() p
	case $PG_CONFIG in pg_config | /usr/bin/pg_config | /usr/lib/postgresql/15/bin/pg_config) ;; *) return 0 ;; esac
	for p in $ULID_APT_PACKAGES "$@"; do
		pkg_installed "$p" || absent+=("$p")
	done
	[ ${#absent[@]} -eq 0 ] && return 0
	if [ "$(id -u)" != 0 ]; then
		log "missing packages: ${absent[*]} (run as root, or install them)"
		return 1
	fi
	log "installing ${absent[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends "${absent[@]}" >/dev/null
}

# build_and_install: make && make install; the compiler's warnings go to
# stderr and their number to BUILD_WARNINGS.
BUILD_WARNINGS=0
build_and_install() {
	local out rc
	log "building and installing the extension ($($PG_CONFIG --version))"
	rc=0; out=$(make -C "$ROOT" -s PG_CONFIG="$PG_CONFIG" 2>&1) || rc=$?
	# grep -c prints 0 and exits 1 when there is no warning: not a failure
	BUILD_WARNINGS=$(grep -c 'warning:' <<<"$out" || true)
	[ "$BUILD_WARNINGS" -eq 0 ] || grep -A3 'warning:' <<<"$out" >&2
	[ "$rc" -eq 0 ] || { tail -n 30 <<<"$out" >&2; return 1; }
	# a user who cannot write into a system PostgreSQL installs with sudo
	# first: the installed files must then be this build's
	local installed_lib script
	installed_lib=$($PG_CONFIG --pkglibdir)
	if [ "$(id -u)" != 0 ] && [ ! -w "$installed_lib" ]; then
		script=$(make -C "$ROOT" -s PG_CONFIG="$PG_CONFIG" print-generated)
		if cmp -s "$ROOT/ulid.so" "$installed_lib/ulid.so" && cmp -s "$ROOT/$script" "$($PG_CONFIG --sharedir)/extension/${script#sql/}"; then
			log "$installed_lib is not writable, and holds this build: make install skipped"
			return 0
		fi
		log "$installed_lib is not writable and does not hold this build: run sudo make install PG_CONFIG=$PG_CONFIG first"
		return 1
	fi
	make -C "$ROOT" -s PG_CONFIG="$PG_CONFIG" install >/dev/null
}

# use_pg_libdir LIBDIR: a PostgreSQL built from source and copied elsewhere
# keeps the RUNPATH of its first prefix (unreadable for another user, or
# gone): its libdir, when it holds libpq, goes first in LD_LIBRARY_PATH, so
# that its programs and modules (psql, dblink) load its own libpq.
use_pg_libdir() {
	[ -e "$1/libpq.so.5" ] || return 0
	case ":${LD_LIBRARY_PATH:-}:" in *":$1:"*) return 0 ;; esac
	export LD_LIBRARY_PATH=$1${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
}

# The OS user that runs throwaway servers (initdb refuses root).
server_user() {
	if [ "$(id -u)" = 0 ]; then
		id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
		echo postgres
	else
		id -un
	fi
}

as_server_user() {
	if [ "$(id -u)" = 0 ]; then runuser -u "$(server_user)" -- "$@"; else "$@"; fi
}

# start_cluster NAME [postgresql.conf lines...]: a throwaway cluster in a
# temporary directory, on a free port, reachable via a Unix socket.  Exports
# PGHOST, PGPORT, PGUSER, PGDATABASE for clients; stop_cluster NAME removes it.
declare -A CLUSTER_DIR CLUSTER_PORT
# A free port below the kernel's ephemeral range (32768-60999 on Linux), so
# that no outgoing connection can hold it as its local port.
free_port() {
	local port=$((20000 + RANDOM % 12000)) n
	for n in $(seq 1 500); do
		(exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null || { echo "$port"; return 0; }
		port=$((port + 1))
	done
	log "no free port among 500 from $((port - 500))"
	return 1
}
start_cluster() {
	local name=$1 dir port line try; shift
	PG_BINDIR=$($PG_CONFIG --bindir)
	dir=$(mktemp -d "/tmp/ulid-$name.XXXXXX")
	chown "$(server_user)" "$dir" 2>/dev/null || true
	chmod 755 "$dir"
	as_server_user "$PG_BINDIR/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 ||
		{ cat "$dir/initdb.log" >&2; return 1; }
	cp "$dir/data/postgresql.conf" "$dir/postgresql.conf.initdb"
	for try in 1 2 3 4 5; do
		port=$(free_port) || return 1
		{
			cat "$dir/postgresql.conf.initdb"
			echo "port = $port"
			echo "listen_addresses = '127.0.0.1'"	# TCP for drivers without Unix sockets (JDBC)
			echo "unix_socket_directories = '$dir'"
			echo "fsync = off"
			echo "max_connections = 40"
			for line in "$@"; do echo "$line"; done
		} >"$dir/data/postgresql.conf"
		if as_server_user "$PG_BINDIR/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start >/dev/null; then
			CLUSTER_DIR[$name]=$dir
			# shellcheck disable=SC2034  # read by the scripts (test/citus)
			CLUSTER_PORT[$name]=$port
			export PGHOST=$dir PGPORT=$port PGUSER=postgres PGDATABASE=postgres
			return 0
		fi
		# a port taken between the check and the start: try another one
		grep -q "Address already in use" "$dir/server.log" || break
		log "port $port was taken, retrying ($try)"
		: >"$dir/server.log"
	done
	cat "$dir/server.log" >&2
	return 1
}

# scan_server_log FILE LABEL: returns 1, and shows the lines, when the server
# log says an assertion failed ("TRAP:", assertion-enabled builds) or a server
# process was ended by a signal other than SIGKILL (which tests send on
# purpose); counted in SERVER_LOG_CRASHES (test/run-all fails on it).
SERVER_LOG_CRASHES=0
scan_server_log() {
	local found
	[ -f "$1" ] || return 0
	found=$(grep -aE -m 20 'TRAP: |terminated by signal ([0-8]|[1-9][0-9]+):' "$1") || return 0
	log "$2: the server log says a process crashed ($1):"
	prefix_lines "    " <<<"$found" >&2
	SERVER_LOG_CRASHES=$((SERVER_LOG_CRASHES + 1))
	return 1
}

stop_cluster() {
	local name=$1 dir=${CLUSTER_DIR[$1]:-}
	[ -n "$dir" ] || return 0
	as_server_user "$PG_BINDIR/pg_ctl" -D "$dir/data" -m immediate -w -t 60 stop >/dev/null 2>&1 ||
		log "cluster $name did not stop within 60 s"
	scan_server_log "$dir/server.log" "cluster $name" || true
	rm -rf "$dir"
	unset "CLUSTER_DIR[$name]"
}

stop_all_clusters() {
	local n
	for n in "${!CLUSTER_DIR[@]}"; do stop_cluster "$n"; done
}

# ---- interrupted runs: a script that starts servers through other programs
# (pg_regress, the TAP tests) stops them itself on exit, Ctrl-C included.
# descendants PID: the processes below PID, deepest last.
descendants() {
	local c
	for c in $(ps -o pid= --ppid "$1" 2>/dev/null); do echo "$c"; descendants "$c"; done
}
# end_process_tree PID: SIGTERM to PID and every process below it, then
# SIGKILL to those still there after 10 s.
end_process_tree() {
	local pids n
	pids="$1 $(descendants "$1" | tr '\n' ' ')"
	# shellcheck disable=SC2086  # a list of process ids
	kill -TERM $pids 2>/dev/null || true
	for n in $(seq 1 50); do
		# shellcheck disable=SC2086
		kill -0 $pids 2>/dev/null || return 0
		sleep 0.2
	done
	# shellcheck disable=SC2086
	kill -KILL $pids 2>/dev/null || true
}
# stop_servers_under DIR: an immediate shutdown (SIGQUIT) of every server
# whose data directory is under DIR (its postmaster.pid names the process, and
# the process's working directory is that data directory: a stale file of a
# reused process id is left alone); waits up to 60 s for each to end.
stop_servers_under() {
	local pidfile data pid n
	[ -d "$1" ] || return 0
	while IFS= read -r pidfile; do
		data=$(cd "$(dirname "$pidfile")" && pwd -P) || continue
		pid=$(head -n 1 "$pidfile" 2>/dev/null)
		case $pid in '' | *[!0-9]*) continue ;; esac
		[ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$data" ] || continue
		kill -QUIT "$pid" 2>/dev/null || continue
		for n in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
		kill -0 "$pid" 2>/dev/null && log "the server in $data did not stop within 60 s"
	done < <(find "$1" -name postmaster.pid -type f 2>/dev/null)
	return 0
}
# hold_check_lock WHAT: one check at a time in a build directory: the
# directory ($PWD) is locked (flock) until the script ends; a second check
# started there meanwhile refuses.  make quickcheck holds the lock for its
# parts (ULID_CHECK_LOCK_HELD names the directory).
hold_check_lock() {
	[ "${ULID_CHECK_LOCK_HELD:-}" != "$PWD" ] || return 0
	exec 9<"$PWD"
	if ! flock -n 9; then
		echo "$1: another make installcheck, prove_installcheck or quickcheck is running in $PWD; wait for it to end, or run from another checkout" >&2
		exit 2
	fi
	export ULID_CHECK_LOCK_HELD=$PWD
}

# ---- random draws: a runner that draws test values at random calls
# use_test_seed once and draws them from TEST_SEED (a non-negative integer
# below 2^31): ULID_TEST_SEED when given, else a new one each run.  A failed
# run prints it (summary), and ULID_TEST_SEED=N replays the same draws.  Values
# the extension or the command-line tool draw themselves (gen_random_ulid(),
# `ulid new`) come from the system's random source and cannot be replayed: a
# check on them must hold for every draw.
use_test_seed() {
	[ -z "${TEST_SEED:-}" ] || return 0
	TEST_SEED=${ULID_TEST_SEED:-$(( $(od -An -N4 -tu4 /dev/urandom) % 2147483648 ))}
	case $TEST_SEED in
	'' | *[!0-9]* | ??????????? | ????????????*) echo "ULID_TEST_SEED must be an integer from 0 to 2147483647" >&2; exit 2 ;;
	esac
	[ "$TEST_SEED" -lt 2147483648 ] || { echo "ULID_TEST_SEED must be an integer from 0 to 2147483647" >&2; exit 2; }
}
# seeded_bytes: an endless byte stream fixed by TEST_SEED (shuf --random-source).
seeded_bytes() { python3 -c "
import random, sys
r = random.Random($TEST_SEED)
while True:
    sys.stdout.buffer.write(r.randbytes(65536))" 2>/dev/null; }
# setseed_arg: TEST_SEED as PostgreSQL's setseed() takes it (-1 .. 1).
setseed_arg() { echo "$((TEST_SEED % 1000000)) / 1000000.0"; }

# ---- results: the one way a runner counts its checks and ends.
# Each check prints "ok - NAME" or "not ok - NAME"; the runner's last line is
# "N passed, M failed" (test/run-all and test/matrix read it) and its exit
# status is 0 when M is 0.  Every helper returns 0 whatever the check's
# outcome, so they are safe under set -e.
PASSED=0 FAILED=0
ok() { PASSED=$((PASSED + 1)); echo "ok - $*"; }
not_ok() {	# not_ok NAME [DETAIL]: DETAIL's lines follow, indented
	FAILED=$((FAILED + 1)); echo "not ok - $1"
	if [ -n "${2:-}" ]; then prefix_lines "    " <<<"$2"; fi
}
check() {	# check NAME EXPECTED ACTUAL: passes when ACTUAL is EXPECTED
	if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1: expected '$2', got '$3'"; fi
}
check_cmd() {	# check_cmd NAME COMMAND...: passes when COMMAND exits 0
	local name=$1; shift
	if "$@"; then ok "$name"; else not_ok "$name"; fi
}
add_results() {	# add_results PASSED FAILED: counts of checks run elsewhere
	PASSED=$((PASSED + $1)); FAILED=$((FAILED + $2))
}
summary() {
	if [ "$FAILED" -gt 0 ] && [ -n "${TEST_SEED:-}" ]; then
		echo "random seed $TEST_SEED: ULID_TEST_SEED=$TEST_SEED $0 draws the same values again"
	fi
	echo "$PASSED passed, $FAILED failed"; [ "$FAILED" -eq 0 ]
}
finish() { summary; exit; }	# the summary line, then exit 0 or 1
bail() { not_ok "$@"; finish; }	# bail NAME [DETAIL]: a failed step the rest needs
# summary_of TEXT: "N M" from the last "N passed, M failed" line of TEXT, or
# nothing when there is none.
summary_of() { sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' <<<"$1" | tail -n 1; }

# count_matches GREP-ARGS...: the number of matching lines, like grep -c, but
# with status 0 when nothing matches (grep -c exits 1 then: under set -e that
# would end the script); status 2 only when grep itself fails.
count_matches() { local rc=0; grep -c "$@" || rc=$?; [ "$rc" -le 1 ]; }

# regress_counts NAME SECONDS [MAKE-ARGS...]: the pg_regress suite (make
# installcheck against PG_CONFIG, in the current directory) under a deadline
# of SECONDS; prints "PASSED FAILED STATUS" (STATUS: make's exit status, 124
# or 137 past the deadline).  pg_regress prints "test x ... ok" on PG15 and
# "ok 1 - x" on PG16+.  Every test `make print-regress` selects must have a
# result: the ones pg_regress left without one ("Bail out!", a crash, the
# deadline) count as failed, and so does a selection of no test.  The result
# lines, and regression.diffs on failure, go to stderr.
regress_counts() {
	local name=$1 secs=$2 out p f rc=0 want; shift 2
	want=$(make -s PG_CONFIG="$PG_CONFIG" "$@" print-regress | wc -w)
	out=$(timeout -k 30 "$secs" make -s PG_CONFIG="$PG_CONFIG" installcheck "$@" 2>&1) || rc=$?
	grep -E '(\.\.\. |^(not )?ok |Bail out)' <<<"$out" >&2 || true
	p=$(count_matches -E '(\.\.\. ok|^ok [0-9])' <<<"$out")
	f=$(count_matches -E '(\.\.\. FAILED|^not ok [0-9]|\.\.\. failed)' <<<"$out")
	if [ "$((p + f))" -lt "$want" ]; then
		tail -n 20 <<<"$out" >&2
		log "$name: $((want - p - f)) of $want tests have no result: counted as failed"
		f=$((want - p))
	fi
	[ "$want" -gt 0 ] || { log "$name: no test selected"; f=1; }
	if [ "$f" -ne 0 ] && [ -f regression.diffs ]; then sed -n 1,200p regression.diffs >&2; fi
	echo "$p $f $rc"
}
