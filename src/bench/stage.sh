# shellcheck shell=bash
# src/bench/stage.sh: the PostgreSQL a benchmark measures, with the
# extension built from the checkout and installed into it, and the keys the
# benchmarks compare.  Shared by src/bench/run, src/bench/scale and
# src/bench/chart.  Source it after test/lib.sh.
#
#   bench_stage WHICH DIR   WHICH: a major (15 = Debian's /usr/lib/postgresql/15;
#                           16-19: /usr/lib/postgresql/NN when test/pg-debian-layout
#                           built it there, else the build test/matrix caches) or a
#                           pg_config path (installed into as it is).  A major is
#                           copied into DIR/pg first, so the shared installation is
#                           never written to.  Sets PG_CONFIG (exported), PGNUM,
#                           and LD_LIBRARY_PATH for a test/matrix build.
#   bench_build DIR         copies the checkout to DIR/src (the working tree's
#                           objects are left alone), builds and installs it into
#                           PG_CONFIG's PostgreSQL; the log in DIR/build.log
#   bench_default_pg        the default WHICH: 19 when a release build of it
#                           exists, else 18, else 15
#   key_col KEY / key_label KEY   a key's column definition / its name in reports
#                           (src/bench/concurrency adds KEY_v7: the same key
#                           written with ulid.uuidv7 = on)

# debian_pg NN: /usr/lib/postgresql/NN is complete: Debian's package, or a
# build of test/pg-debian-layout that finished (it writes its marker last)
debian_pg() {
	[ -x "/usr/lib/postgresql/$1/bin/pg_config" ] &&
		{ [ -s "/usr/lib/postgresql/$1/.built-from-archive" ] || pkg_installed "postgresql-$1"; }
}

bench_default_pg() {
	local m
	for m in 19 18; do
		if debian_pg $m || [ -s "$ULID_PG_CACHE/pg$m/.built" ]; then
			echo $m; return
		fi
	done
	echo 15
}

bench_stage() {
	local which=$1 dir=$2 lib=
	case $which in
	*/*) PG_CONFIG=$which ;;
	1[5-9])
		if [ "$which" = 15 ]; then
			(PG_CONFIG=pg_config; ensure_deps) || { log "Debian's PostgreSQL 15 is missing"; return 1; }
		fi
		if debian_pg "$which"; then
			mkdir -p "$dir/pg/usr/lib/postgresql" "$dir/pg/usr/share/postgresql" "$dir/pg/usr/include/postgresql" &&
				cp -a "/usr/lib/postgresql/$which" "$dir/pg/usr/lib/postgresql/" &&
				cp -a "/usr/share/postgresql/$which" "$dir/pg/usr/share/postgresql/" || { log "cannot copy /usr/lib/postgresql/$which"; return 1; }
			if [ "$which" = 15 ]; then
				cp -a /usr/include/postgresql/. "$dir/pg/usr/include/postgresql/"
			else
				cp -a "/usr/include/postgresql/$which" "$dir/pg/usr/include/postgresql/"
			fi || { log "cannot copy the headers of $which"; return 1; }
			PG_CONFIG=$dir/pg/usr/lib/postgresql/$which/bin/pg_config
		elif [ -s "$ULID_PG_CACHE/pg$which/.built" ]; then
			cp -a "$ULID_PG_CACHE/pg$which" "$dir/pg" || { log "cannot copy $ULID_PG_CACHE/pg$which"; return 1; }
			PG_CONFIG=$dir/pg/bin/pg_config
			lib=$dir/pg/lib
		else
			log "no PostgreSQL $which: neither /usr/lib/postgresql/$which (test/pg-debian-layout) nor $ULID_PG_CACHE/pg$which (test/matrix $which)"
			return 1
		fi ;;
	*) log "BENCH_PG: a major (15-19) or a pg_config path, not '$which'"; return 1 ;;
	esac
	[ -n "$lib" ] && export LD_LIBRARY_PATH=$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
	export PG_CONFIG
	PGNUM=$("$PG_CONFIG" --version | sed -n 's/^PostgreSQL \([0-9][0-9]*\).*/\1/p')
	[ -n "$PGNUM" ] || { log "$PG_CONFIG is not a working pg_config"; return 1; }
}

bench_build() {
	local dir=$1
	log "building the extension for $("$PG_CONFIG" --version)"
	mkdir -p "$dir/src"
	if git -C "$ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		(cd "$ROOT" && git ls-files -z -co --exclude-standard | xargs -0 tar -cf - --) | tar -xf - -C "$dir/src" ||
			{ log "cannot copy the checkout"; return 1; }
	else
		cp -a "$ROOT/." "$dir/src/" && make -C "$dir/src" -s clean >/dev/null 2>&1 || { log "cannot copy the sources"; return 1; }
	fi
	(cd "$dir/src" && make -s -j2 PG_CONFIG="$PG_CONFIG" with_llvm=no >"$dir/build.log" 2>&1 &&
		make -s PG_CONFIG="$PG_CONFIG" with_llvm=no install >>"$dir/build.log" 2>&1) ||
		{ tail -20 "$dir/build.log" >&2; log "build failed"; return 1; }
}

# The keys.  ulid_t and bigint_ts are src/bench/scale's time-range pair: their
# times come from a synthetic clock that the INSERT passes (see scale).
key_col() {
	case $1 in
	ulid | ulid_t) echo "id ulid PRIMARY KEY DEFAULT gen_ulid()" ;;
	ulid_r) echo "id ulid PRIMARY KEY DEFAULT gen_random_ulid()" ;;
	ulid_m) echo "id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid()" ;;
	flake) echo "id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake()" ;;
	baseuid) echo "id baseuid PRIMARY KEY DEFAULT gen_baseuid()" ;;
	baseuid_r) echo "id baseuid PRIMARY KEY DEFAULT gen_random_baseuid()" ;;
	uuidv7) echo "id uuid PRIMARY KEY DEFAULT uuidv7()" ;;
	uuid4) echo "id uuid PRIMARY KEY DEFAULT gen_random_uuid()" ;;
	bigint) echo "id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY" ;;
	bigint_ts) echo "id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, created_at timestamptz NOT NULL" ;;
	esac
}
key_label() {
	case $1 in
	ulid) echo "ulid DEFAULT gen_ulid()" ;;
	ulid_r) echo "ulid DEFAULT gen_random_ulid()" ;;
	ulid_m) echo "ulid DEFAULT gen_monotonic_ulid()" ;;
	flake) echo "ulid_flake DEFAULT gen_ulid_flake()" ;;
	baseuid) echo "baseuid DEFAULT gen_baseuid()" ;;
	baseuid_r) echo "baseuid DEFAULT gen_random_baseuid()" ;;
	ulid_t) echo "ulid, gen_ulid(t) on a synthetic clock" ;;
	uuidv7) echo "uuid DEFAULT uuidv7()" ;;
	uuid4) echo "uuid DEFAULT gen_random_uuid()" ;;
	bigint) echo "bigint identity" ;;
	bigint_ts) echo "bigint identity + created_at, indexed" ;;
	*) echo "$1" ;;
	esac
}
