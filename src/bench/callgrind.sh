# shellcheck shell=bash
# src/bench/callgrind.sh: instruction counts of SQL statements, for
# test/perf-guard and src/bench/run.  Source it after test/lib.sh.
#
# The statements run in a single-user backend (`postgres --single`) under
# valgrind --tool=callgrind, collecting only inside standard_ExecutorRun (so
# parsing, planning and executor start-up are left out) and dumping the counts
# after each call of it: one count per statement, in order.  A count is the
# number of instructions the backend executed for that statement (system
# calls are not instructions: a clock read costs its few user-space
# instructions only), the same on a loaded machine as on an idle one.
#
#   cg_init PG_CONFIG [postgresql.conf line...]   a data directory (CG_DIR)
#   cg_sql < statements                           run statements without valgrind (setup)
#   cg_count FILE                                 FILE: "LABEL<TAB>STATEMENT" lines;
#                                                 prints "LABEL COUNT", one per statement
#                                                 (label "-": a statement that does not
#                                                 run the executor, e.g. SET; not counted)
#   cg_done                                       remove CG_DIR
#
# Every statement is one line and calls the executor exactly once (a SELECT,
# an INSERT, a CREATE TABLE AS; no SET, no SQL functions): cg_count fails if
# the number of dumps is not the number of statements, or on any ERROR.

CG_DIR=
CG_BIN=

cg_init() {
	local pgc=$1 line; shift
	CG_BIN=$("$pgc" --bindir) || return 1
	CG_DIR=$(mktemp -d /tmp/ulid-callgrind.XXXXXX) || return 1
	chown "$(server_user)" "$CG_DIR" 2>/dev/null || true
	chmod 755 "$CG_DIR"
	as_server_user "$CG_BIN/initdb" -D "$CG_DIR/data" -U postgres --auth=trust --no-sync -E UTF8 --locale=C \
		>"$CG_DIR/initdb.log" 2>&1 || { cat "$CG_DIR/initdb.log" >&2; return 1; }
	{
		echo "fsync = off"
		echo "jit = off"
		echo "max_parallel_workers_per_gather = 0"
		echo "max_parallel_maintenance_workers = 0"
		for line in "$@"; do echo "$line"; done
	} >>"$CG_DIR/data/postgresql.conf"
}

# cg_single [valgrind args...]: the statements on stdin in a single-user
# backend; its output in $CG_DIR/single.out, errors fail.
cg_single() {
	local rc
	cat >"$CG_DIR/stmts.sql"
	chmod 644 "$CG_DIR/stmts.sql"
	rc=0
	(cd "$CG_DIR" && as_server_user "$@" "$CG_BIN/postgres" --single -D "$CG_DIR/data" postgres \
		<"$CG_DIR/stmts.sql" >"$CG_DIR/single.out" 2>"$CG_DIR/single.err") || rc=$?
	if [ "$rc" -ne 0 ] || { grep -qE '^(ERROR|FATAL|PANIC):|^[0-9-]+ [0-9:.]+ [A-Z]+ \[[0-9]+\] (ERROR|FATAL|PANIC):' "$CG_DIR/single.err" "$CG_DIR/single.out"; }; then
		log "single-user backend failed (exit $rc):"
		{ grep -hE 'ERROR|FATAL|PANIC|valgrind' "$CG_DIR/single.err" "$CG_DIR/single.out" || true; } | sed -n '1,20p' >&2
		return 1
	fi
}

cg_sql() { cg_single; }

cg_count() {	# cg_count FILE: FILE has "LABEL<TAB>STATEMENT" lines
	local file=$1 n want i=0 label
	rm -f "$CG_DIR"/cg.out*
	cut -f2- "$file" | cg_single valgrind --tool=callgrind --callgrind-out-file="$CG_DIR/cg.out" \
		--toggle-collect=standard_ExecutorRun --dump-after=standard_ExecutorRun || return 1
	n=$(find "$CG_DIR" -maxdepth 1 -name 'cg.out.*' | wc -l)
	want=$(grep -vc $'^-\t' "$file")
	if [ "$n" -ne "$want" ]; then
		log "callgrind: $n dumps for $want statements (a statement ran the executor more or less than once)"
		return 1
	fi
	while IFS=$'\t' read -r label _; do
		[ "$label" != - ] || continue
		i=$((i + 1))
		printf '%s %s\n' "$label" "$(sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$CG_DIR/cg.out.$i")"
	done <"$file"
}

cg_done() { [ -n "$CG_DIR" ] && rm -rf "$CG_DIR"; CG_DIR=; }
