# shellcheck shell=bash
# test/pglite/app.sh: sourced by test/pglite/run and src/bench/pglite (after
# test/lib.sh).  make_app DIR: a new Node project in DIR, with npm installing
# what make pglite packed (build/pglite/pglite-ulid-*.tgz) beside the pinned
# @electric-sql/pglite (src/pglite/package/package.json) and
# @electric-sql/pglite-socket (the wire protocol, for psql), as a user
# would; npm's cache is ULID_PGLITE_NPM_CACHE (~/.cache/ulid-pglite-npm).
# On failure it prints npm's output and returns 1.
PGLITE_VERSION=$(node -p "require('$ROOT/src/pglite/package/package.json').devDependencies['@electric-sql/pglite']")
PGLITE_SOCKET_VERSION=0.2.18
make_app() {
	local app=$1 tgz out
	tgz=$(ls "$ROOT"/build/pglite/pglite-ulid-*.tgz) || return 1
	mkdir -p "$app"
	echo '{"name": "ulid-pglite-test-app", "private": true, "type": "module"}' >"$app/package.json"
	# (pglite-socket names an exact PGlite version as its peer:
	# --legacy-peer-deps lets it use the pinned one)
	out=$(cd "$app" && timeout 600 npm install --no-audit --no-fund --loglevel=error \
		--cache "${ULID_PGLITE_NPM_CACHE:-$HOME/.cache/ulid-pglite-npm}" --prefer-offline --legacy-peer-deps \
		"$tgz" "@electric-sql/pglite@$PGLITE_VERSION" "@electric-sql/pglite-socket@$PGLITE_SOCKET_VERSION" 2>&1) ||
		{ echo "$out"; return 1; }
}
