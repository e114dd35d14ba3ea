// check.mjs: the ulid extension in PGlite, as a user installs it (run by
// test/pglite/run, in a fresh Node project where npm installed the packed
// pglite-ulid, the pinned @electric-sql/pglite and @electric-sql/pglite-socket).
//   node check.mjs ROOT PG_REGRESS PG_BINDIR WORKDIR
// Prints "ok - NAME" or "not ok - NAME" (details indented below) per check,
// "==> " lines to stderr.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pageinspect } from '@electric-sql/pglite/contrib/pageinspect';
import { ulid, ulidPreload } from 'pglite-ulid';

const [root, pgRegress, pgBindir, work] = process.argv.slice(2);
const log = (s) => process.stderr.write(`==> ${s}\n`);
let failed = 0;
const ok = (name) => console.log(`ok - ${name}`);
const notOk = (name, detail) => {
	failed++;
	console.log(`not ok - ${name}`);
	for (const line of String(detail ?? '').split('\n').slice(0, 40)) if (line) console.log(`    ${line}`);
};
const check = (name, cond, detail) => (cond ? ok(name) : notOk(name, detail));

// ---- the regression tests (sql/, expected/), through psql and pg_regress
// Differences by design, each skipped with its reason (the rest must match
// expected/ exactly, as on a server):
const BY_DESIGN = {
	generate: 'needs a sub-millisecond clock (gen_ulid()\'s 12-bit clock fraction) and dblink: PGlite has a millisecond clock, one backend and no dblink',
	uuidv7: 'needs dblink (a second session) and a sub-millisecond clock: PGlite has neither',
};
const major = 18;
const tests = readdirSync(`${root}/sql`).filter((f) => f.endsWith('.sql') && !f.startsWith('ulid--'))
	.map((f) => f.slice(0, -4)).sort()
	.filter((t) => { const m = t.match(/_pg(\d+)$/); return !m || Number(m[1]) <= major; });

// The settings pg_regress gives a server's sessions through libpq (PGTZ,
// PGDATESTYLE, PGOPTIONS): PGlite's socket ignores a connection's startup
// options, so they are PGlite's configuration (RESET returns to them).
const CONF = ["TimeZone = 'PST8PDT'", "DateStyle = 'Postgres, MDY'", "IntervalStyle = 'postgres_verbose'", "lc_messages = 'C'"];
// Lines of the tests changed for PGlite, in the test and its expected output
// alike, each with its reason:
const CHANGED = [
	// ulid_cmp() returns memcmp()'s value, as uuid_cmp() does; Emscripten's
	// memcmp() (inlined in the module, not in PGlite's uuid_cmp) gives -1/1
	// where PGlite's gives the bytes' difference: the signs agree, which is
	// what a btree comparison promises
	['    OR ulid_cmp(x, y) <> uuid_cmp(x::uuid, y::uuid)', '    OR sign(ulid_cmp(x, y)) <> sign(uuid_cmp(x::uuid, y::uuid))'],
];

// run(cmd, args, opts): its exit status and output, asynchronously (the
// socket server answers psql from this process's event loop), with a deadline
function run(cmd, args, opts, ms) {
	return new Promise((resolve) => {
		const p = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
		let out = '';
		p.stdout.on('data', (d) => { out += d; });
		p.stderr.on('data', (d) => { out += d; });
		const timer = setTimeout(() => { out += `\n(killed after ${ms / 1000} s)`; p.kill('SIGKILL'); }, ms);
		p.on('close', (status) => { clearTimeout(timer); resolve({ status, out }); });
	});
}

// COPY FROM STDIN (and psql's \copy FROM, which is that) does not cross
// PGlite's socket: each such statement of the tests becomes a server-side
// COPY FROM a file that the same psql first writes into PGlite's file system
// (base64 of the data, lo_from_bytea, lo_export), in the test and in its
// expected output alike; the statement, its options and its output do not
// change.  adapt(sqlText, test) returns the new script and the list of
// [echoed line, replacement] pairs, in order, for the expected files.
function adapt(sql, test, dataDir) {
	const lines = sql.split('\n');
	const out = [];
	const subst = [];
	let k = 0;
	const load = (hostFile, copy) => [
		`\\set ulid_copy \`base64 -w0 '${hostFile}'\``,
		"SELECT lo_from_bytea(0, decode(:'ulid_copy', 'base64')) AS ulid_copy_lo \\gset",
		"SELECT lo_export(:ulid_copy_lo, '/tmp/ulid_copy.data') AS ulid_copy_e, lo_unlink(:ulid_copy_lo) AS ulid_copy_u \\gset",
		copy,
	].join('\n');
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i];
		let m = line.match(/^\\copy (.+?) FROM '([^']+)'(.*)$/i);
		if (m) {
			const r = load(m[2], `COPY ${m[1]} FROM '/tmp/ulid_copy.data'${m[3]};`);
			out.push(r);
			subst.push([line, r]);
			continue;
		}
		m = line.match(/^(COPY .+? FROM) STDIN(.*;)\s*$/i);
		if (m) {
			const data = [];
			for (i++; i < lines.length && lines[i] !== '\\.'; i++) data.push(lines[i]);
			const file = `${dataDir}/${test}-${++k}.data`;
			writeFileSync(file, data.length ? data.join('\n') + '\n' : '');
			const r = load(file, `${m[1]} '/tmp/ulid_copy.data'${m[2]}`);
			out.push(r);
			subst.push([line, r]);
			continue;
		}
		const c = CHANGED.find(([from]) => from === line);
		if (c) {
			out.push(c[1]);
			subst.push(c);
			continue;
		}
		out.push(line);
	}
	return { sql: out.join('\n'), subst };
}
function adaptExpected(text, subst) {
	const lines = text.split('\n');
	let j = 0;
	for (let i = 0; i < lines.length && j < subst.length; i++)
		if (lines[i] === subst[j][0]) lines[i] = subst[j++][1];
	return lines.join('\n');
}
// the tests' input directory for pg_regress, adapted (sql/, expected/,
// src/sql/ for the tests that read it)
const input = `${work}/input`;
for (const d of ['sql', 'expected', 'src/sql', 'data']) mkdirSync(`${input}/${d}`, { recursive: true });
for (const f of readdirSync(`${root}/src/sql`)) writeFileSync(`${input}/src/sql/${f}`, readFileSync(`${root}/src/sql/${f}`));
const expectedFiles = readdirSync(`${root}/expected`);
for (const t of tests) {
	const { sql, subst } = adapt(readFileSync(`${root}/sql/${t}.sql`, 'utf8'), t, `${input}/data`);
	writeFileSync(`${input}/sql/${t}.sql`, sql);
	for (const e of expectedFiles.filter((f) => f === `${t}.out` || new RegExp(`^${t}_\\d+\\.out$`).test(f)))
		writeFileSync(`${input}/expected/${e}`, adaptExpected(readFileSync(`${root}/expected/${e}`, 'utf8'), subst));
}

async function regress(label, extension, names) {
	// (the tests use amcheck and pageinspect: PGlite's own builds of them)
	const db = await PGlite.create({ extensions: { ulid: extension, amcheck, pageinspect }, postgresqlconf: CONF });
	await db.exec('CREATE EXTENSION ulid');
	const sockdir = `${work}/sock-${label}`;
	mkdirSync(sockdir, { recursive: true });
	const port = 5432;
	const server = new PGLiteSocketServer({ db, path: `${sockdir}/.s.PGSQL.${port}` });
	await server.start();
	const outdir = `${work}/regress-${label}`;
	mkdirSync(outdir, { recursive: true });
	const results = { passed: [], failed: [] };
	for (const t of names) {
		// each test in a new session on a server: here the one backend's
		// temporary objects, settings and prepared statements go between tests
		await db.exec('DISCARD ALL');
		const r = await run(pgRegress, ['--use-existing', `--host=${sockdir}`, `--port=${port}`, '--dbname=postgres',
			`--inputdir=${input}`, `--bindir=${pgBindir}`, '--outputdir=.', t], {
			cwd: outdir, env: { ...process.env, PGUSER: 'postgres', PGHOST: '', PGPORT: '', PGDATABASE: '' },
		}, 600000);
		if (r.status === 0) results.passed.push(t);
		else {
			const diffs = existsSync(`${outdir}/regression.diffs`) ? readFileSync(`${outdir}/regression.diffs`, 'utf8') : r.out;
			results.failed.push({ t, diffs });
			writeFileSync(`${outdir}/${t}.diffs`, diffs);
		}
	}
	await server.stop();
	await db.close();
	return results;
}

const pre = tests.filter((t) => !t.endsWith('_nopreload') && !(t in BY_DESIGN));
const nopre = tests.filter((t) => t.endsWith('_nopreload'));
for (const t of tests.filter((x) => x in BY_DESIGN)) log(`regression test ${t} skipped by design: ${BY_DESIGN[t]}`);
for (const [label, ext, names] of [['preload', ulidPreload, pre], ['nopreload', ulid, nopre]]) {
	const r = await regress(label, ext, names);
	for (const { t, diffs } of r.failed) notOk(`regression test ${t} (${label}) gives expected/${t}.out`, diffs);
	check(`the regression tests with${label === 'preload' ? '' : 'out'} the library preloaded: ${r.passed.length} of ${names.length} give expected/ exactly`,
		r.failed.length === 0, r.failed.map((f) => f.t).join(' '));
}

// ---- in one PGlite, through its own API
const db = await PGlite.create({ extensions: { ulid } });
const rows = async (sql, params) => (await db.query(sql, params)).rows;
const one = async (sql, params) => (await rows(sql, params))[0];
await db.exec('CREATE EXTENSION ulid');
log(`${(await one('SELECT version() AS v')).v}; ulid ${(await one("SELECT extversion FROM pg_extension WHERE extname = 'ulid'")).extversion}`);

// the generators: strictly increasing in call order and unique (gen_ulid(),
// gen_monotonic_ulid()), unique (gen_random_ulid())
for (const [fn, ordered] of [['gen_ulid()', true], ['gen_monotonic_ulid()', true], ['gen_random_ulid()', false]]) {
	const r = await one(`WITH g AS (SELECT n, ${fn} AS id FROM generate_series(1, 100000) n),
		l AS (SELECT id, lag(id) OVER (ORDER BY n) AS p FROM g)
		SELECT count(*)::int AS n, count(DISTINCT id)::int AS distinct_ids,
			count(*) FILTER (WHERE id <= p)::int AS not_increasing FROM l`);
	check(`${fn}: 100,000 calls give 100,000 distinct ids${ordered ? ', each greater than the one before' : ''}`,
		r.distinct_ids === 100000 && (!ordered || r.not_increasing === 0), JSON.stringify(r));
}
// their time is the clock's: between clock_timestamp() before and after
{
	const r = await one(`WITH a AS (SELECT clock_timestamp() AS t0), g AS (SELECT gen_ulid() AS id, gen_random_ulid() AS r FROM a),
		b AS (SELECT clock_timestamp() AS t1)
		SELECT (ulid_timestamp(id) >= date_trunc('milliseconds', t0) AND ulid_timestamp(id) <= t1
			AND ulid_timestamp(r) >= date_trunc('milliseconds', t0) AND ulid_timestamp(r) <= t1) AS inside,
			t0::text, t1::text, ulid_timestamp(id)::text AS tid FROM a, g, b`).catch((e) => ({ error: e.message }));
	check('gen_ulid() and gen_random_ulid() carry the clock\'s millisecond (between clock_timestamp() before and after)', r.inside === true, JSON.stringify(r));
}

// time operators answered by the index: selective time conditions are
// index conditions on the primary key, and count what the ids' timestamps say
await db.exec(`CREATE TABLE ev (id ulid PRIMARY KEY, n int);
	INSERT INTO ev SELECT gen_ulid(now() - n * interval '1 minute'), n FROM generate_series(1, 20000) n; ANALYZE ev`);
for (const [cond, what] of [
	["id >= now() - interval '30 minutes'", 'id >= timestamptz'],
	["id < now() - interval '20000 minutes' + interval '10 minutes'", 'id < timestamptz'],
	["id > now() - interval '100 minutes' AND id <= now() - interval '90 minutes'", 'id > timestamptz AND id <= timestamptz'],
]) {
	try {
		const plan = (await rows(`EXPLAIN (COSTS OFF) SELECT count(*) FROM ev WHERE ${cond}`)).map((r) => r['QUERY PLAN']).join('\n');
		const byIndex = Number((await one(`SELECT count(*) FROM ev WHERE ${cond}`)).count);
		const byTime = Number((await one(`SELECT count(*) FROM ev WHERE ${cond.replaceAll('id ', 'ulid_timestamp(id) ')}`)).count);
		check(`EXPLAIN: ${what} is an index condition on the primary key, and counts what the timestamps say (${byIndex} rows)`,
			/Index (Only )?Scan using ev_pkey/.test(plan) && /Index Cond/.test(plan) && byIndex === byTime && byIndex > 0,
			`${plan}\nby the index ${byIndex}, by the timestamps ${byTime}`);
	} catch (e) {
		notOk(`EXPLAIN: ${what}`, e.message);
	}
}

// COPY, text and binary, through PGlite's /dev/blob
for (const format of ['text', 'binary']) {
	try {
		const out2 = await db.query(`COPY (SELECT id FROM ev ORDER BY id) TO '/dev/blob' WITH (FORMAT ${format})`);
		await db.exec('CREATE TEMP TABLE c (id ulid)');
		await db.query(`COPY c FROM '/dev/blob' WITH (FORMAT ${format})`, [], { blob: out2.blob });
		const r = await one('SELECT (SELECT count(*) FROM c)::int AS n, (SELECT count(*) FROM c JOIN ev USING (id))::int AS same');
		check(`COPY ${format}: 20,000 ids out and back in, all equal (${out2.blob?.size} bytes)`, r.n === 20000 && r.same === 20000, JSON.stringify(r));
	} catch (e) {
		notOk(`COPY ${format}`, e.message);
	} finally {
		await db.exec('DROP TABLE IF EXISTS c');
	}
}

// a bulk insert's index density (logged: PGlite's clock moves in whole
// milliseconds, so the density depends on the machine's speed)
try {
	await db.exec(`CREATE TABLE bulk (id ulid PRIMARY KEY DEFAULT gen_ulid()); INSERT INTO bulk SELECT FROM generate_series(1, 200000)`);
	const r = await one(`SELECT pg_relation_size('bulk_pkey') / 8192 AS pages, (SELECT count(*) FROM bulk)::int AS n`);
	await db.exec('CREATE TABLE sorted (id ulid PRIMARY KEY); INSERT INTO sorted SELECT id FROM bulk ORDER BY id');
	const s = await one(`SELECT pg_relation_size('sorted_pkey') / 8192 AS pages`);
	log(`bulk insert of ${r.n} gen_ulid() ids: primary key ${r.pages} pages (the same ids inserted in order: ${s.pages} pages)`);
	check(`a bulk insert of gen_ulid() ids fills its primary key (${r.pages} pages; in order ${s.pages}; logged, not bounded)`, r.n === 200000, JSON.stringify(r));
} catch (e) {
	notOk('a bulk insert\'s index', e.message);
}

await db.close();
process.exit(failed ? 1 : 0);
