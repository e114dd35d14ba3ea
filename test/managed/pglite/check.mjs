// check.mjs: the managed edition in PGlite (run by test/managed/pglite/run).
//   node check.mjs CACHE EDITION OUTCOME_SQL NATIVE_JSON
// CACHE: where npm installed @electric-sql/pglite; EDITION:
// src/managed/ulid_managed.sql; OUTCOME_SQL: outcome.sql; NATIVE_JSON: rows
// {kind, v, outcome} the native extension gave.  Prints "ok - NAME" or
// "not ok - NAME" (details indented below) per check, "==> " lines to stderr.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [cache, edition, outcomeSql, nativeJson] = process.argv.slice(2);
const { PGlite } = await import(pathToFileURL(`${cache}/node_modules/@electric-sql/pglite/dist/index.js`).href);

const log = (s) => process.stderr.write(`==> ${s}\n`);
let failed = 0;
const ok = (name) => console.log(`ok - ${name}`);
const notOk = (name, detail) => {
	failed++;
	console.log(`not ok - ${name}`);
	for (const line of String(detail ?? '').split('\n')) if (line) console.log(`    ${line}`);
};

const db = await PGlite.create();
const rows = async (sql, params) => (await db.query(sql, params)).rows;
// zero(name, sql): the first column of the first row is the number of
// failures, the following rows' first columns examples
async function zero(name, sql, params) {
	try {
		const r = await db.query(sql, params, { rowMode: 'array' });
		const n = Number(r.rows[0][0]);
		if (n === 0) ok(name);
		else notOk(`${name}: ${n}`, r.rows.slice(1, 6).map((x) => x[0]).join('\n'));
	} catch (e) {
		notOk(name, e.message);
	}
}

try {
	const v = (await rows('SELECT version()'))[0].version;
	log(v);
	await db.exec('CREATE SCHEMA ulid_managed; SET search_path = ulid_managed;');
	await db.exec(readFileSync(edition, 'utf8'));
	await db.exec('RESET search_path;');
	ok('the edition loads into PGlite (one exec of src/managed/ulid_managed.sql into schema ulid_managed)');
} catch (e) {
	notOk('the edition loads into PGlite', e.message);
	await db.close();
	process.exit(1);
}

// ---- deterministic functions: the native extension's outcome for each input
await db.exec(readFileSync(outcomeSql, 'utf8').replaceAll('__S__', 'ulid_managed').replaceAll('__T__', 'ulid_managed.ulid'));
await db.exec('CREATE TABLE t.native (kind text, v text, outcome text)');
await db.query('INSERT INTO t.native SELECT * FROM json_to_recordset($1::json) AS x(kind text, v text, outcome text)',
	[readFileSync(nativeJson, 'utf8')]);
const kinds = await rows(`SELECT kind, count(*)::int AS n, count(*) FILTER (WHERE outcome LIKE 'error %')::int AS errors
	FROM t.native GROUP BY kind ORDER BY kind`);
for (const { kind, n, errors } of kinds) {
	await zero(`${kind}: ${n} inputs (${errors} native errors), the native value or error (SQLSTATE, message, detail, hint)`, `
		WITH d AS (SELECT v, outcome, t.outcome(kind, v) AS m FROM t.native WHERE kind = $1)
		SELECT count(*) FILTER (WHERE m IS DISTINCT FROM outcome)::text FROM d
		UNION ALL (SELECT format('%L: native %s / managed %s', v, outcome, m) FROM d WHERE m IS DISTINCT FROM outcome LIMIT 5)`, [kind]);
}
if (kinds.length !== 12) notOk('every kind of input was compared', kinds.map((k) => k.kind).join(' '));

// ---- the clock: 20,000 consecutive readings of clock_timestamp()
const clock = (await rows(`
	WITH g AS (SELECT n, clock_timestamp() AS t FROM generate_series(1, 20000) n),
	l AS (SELECT t, lag(t) OVER (ORDER BY n) AS p FROM g)
	SELECT count(*) FILTER (WHERE t = p)::int AS same, count(*) FILTER (WHERE t < p)::int AS back,
		count(DISTINCT t)::int AS readings, count(DISTINCT extract(microseconds FROM t)::int8 % 1000)::int AS sub_ms,
		(min(t - p) FILTER (WHERE t > p))::text AS step FROM l`))[0];
log(`clock_timestamp(), 20,000 consecutive readings: ${clock.readings} distinct, ${clock.same} the same as the one before, `
	+ `${clock.back} earlier, ${clock.sub_ms} distinct microseconds within the millisecond, smallest step ${clock.step}`);
// what doc/managed.md says of it: whole milliseconds, each read many times
const cname = 'clock: PGlite\'s clock_timestamp() moves in whole milliseconds (what doc/managed.md says; the order of gen_random_ulid() there follows)';
if (clock.sub_ms === 1 && clock.same > 0) ok(cname);
else notOk(cname, JSON.stringify(clock));

// ---- generators: the layout in both modes, between clock readings
await db.exec(`
	CREATE FUNCTION t.bits(u uuid) RETURNS bit(128) LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT ('x' || replace(u::text, '-', ''))::bit(128) $$;
	CREATE FUNCTION t.tick(ts timestamptz) RETURNS int8 LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT floor(extract(epoch FROM ts) * 1000000 * 4096 / 1000)::int8 $$;
	CREATE TABLE t.gen (gen text, mode text, n int, before timestamptz, id uuid, after timestamptz, arg timestamptz);`);
for (const mode of ['off', 'on']) {
	await db.exec(`SET ulid.uuidv7 = ${mode};
		INSERT INTO t.gen SELECT 'random', '${mode}', n, clock_timestamp(), ulid_managed.gen_random_ulid(), clock_timestamp() FROM generate_series(1, 5000) n;
		INSERT INTO t.gen SELECT 'ulid', '${mode}', n, clock_timestamp(), ulid_managed.gen_ulid(), clock_timestamp() FROM generate_series(1, 1000) n;
		INSERT INTO t.gen SELECT 'at', '${mode}', n, NULL, ulid_managed.gen_ulid(a), NULL, a FROM (SELECT n, clock_timestamp() AS a FROM generate_series(1, 5000) n) s;`);
}
await db.exec(`RESET ulid.uuidv7;
	CREATE TABLE t.fields AS
	SELECT g.*, t.bits(id) AS b, lag(id) OVER (PARTITION BY gen, mode ORDER BY n) AS prev,
		CASE WHEN gen = 'at' THEN substring(t.bits(id) FROM 1 FOR 48)::int8
			WHEN mode = 'off' THEN substring(t.bits(id) FROM 1 FOR 60)::int8
			ELSE (substring(t.bits(id) FROM 1 FOR 48)::int8 << 12) | substring(t.bits(id) FROM 53 FOR 12)::int8 END AS time,
		substring(t.bits(id) FROM 49 FOR 4) AS version, substring(t.bits(id) FROM 65 FOR 2) AS variant
	FROM t.gen g;`);
await zero('layout-time: gen_random_ulid() and gen_ulid(), both modes: the tick (ms << 12 | fraction) is that of a clock reading between those around the call', `
	WITH bad AS (SELECT * FROM t.fields WHERE gen <> 'at' AND (time < t.tick(before) OR time > t.tick(after)
		OR time <> floor(ceil(time * 1000 / 4096.0) * 4096 / 1000)::int8))
	SELECT count(*)::text FROM bad UNION ALL (SELECT format('%s %s: %s, clock %s .. %s', gen, mode, id, before, after) FROM bad LIMIT 5)`);
await zero('layout-time: gen_ulid(timestamptz), both modes: the millisecond of its argument', `
	WITH bad AS (SELECT * FROM t.fields WHERE gen = 'at' AND time <> floor(extract(epoch FROM arg) * 1000)::int8)
	SELECT count(*)::text FROM bad UNION ALL (SELECT format('%s: %s for %s', mode, id, arg) FROM bad LIMIT 5)`);
await zero('layout-version: ulid.uuidv7 on: version nibble 7 and variant 10 in every id of the three generators; off: other values too', `
	SELECT (count(*) FILTER (WHERE mode = 'on' AND (version <> B'0111' OR variant <> B'10')))
		+ (SELECT count(*) FROM (SELECT gen FROM t.fields WHERE mode = 'off' AND gen <> 'ulid' GROUP BY gen
			HAVING count(DISTINCT variant) < 4) x) FROM t.fields`);
await zero('layout-random: in each generator and mode, every bit of the random field (68, 62; gen_ulid(timestamptz) 80, 74) takes both values', `
	WITH a AS (SELECT gen, mode, bit_or(b) AS o, bit_and(b) AS z FROM t.fields GROUP BY 1, 2),
	r(gen, mode, lo, hi) AS (VALUES ('random', 'off', 60, 127), ('ulid', 'off', 60, 127), ('at', 'off', 48, 127),
		('random', 'on', 66, 127), ('ulid', 'on', 66, 127), ('at', 'on', 52, 63), ('at', 'on', 66, 127)),
	bad AS (SELECT a.gen, a.mode, p FROM a JOIN r USING (gen, mode), generate_series(lo, hi) p WHERE get_bit(o, p) = 0 OR get_bit(z, p) = 1)
	SELECT count(*)::text FROM bad UNION ALL (SELECT format('%s %s: bit %s', gen, mode, p) FROM bad LIMIT 5)`);

// ---- the setting without the native extension: a placeholder, read as
// boolean input reads it; unset or RESET (the empty string) is off
{
	const got = [];
	const v7 = async () => (await rows(`SELECT bool_and(ulid_managed.ulid_is_uuidv7(ulid_managed.gen_random_ulid())
		AND ulid_managed.ulid_is_uuidv7(ulid_managed.gen_ulid()) AND ulid_managed.ulid_is_uuidv7(ulid_managed.gen_ulid(now()))) AS all
		FROM generate_series(1, 50)`))[0].all;
	const fresh = await PGlite.create();
	await fresh.exec('CREATE SCHEMA ulid_managed; SET search_path = ulid_managed;');
	await fresh.exec(readFileSync(edition, 'utf8'));
	await fresh.exec('RESET search_path;');
	// 50 ids in the ULID layout all valid UUIDv7 by chance: one chance in 2^300
	const unset = (await fresh.query(`SELECT bool_and(ulid_managed.ulid_is_uuidv7(ulid_managed.gen_random_ulid())) AS all FROM generate_series(1, 50)`)).rows[0].all;
	got.push(`unset ${unset}`);
	await fresh.close();
	for (const [set, want] of [['yes', true], ['RESET', false], ['1', true], ['off', false]]) {
		await db.exec(set === 'RESET' ? 'RESET ulid.uuidv7' : `SET ulid.uuidv7 = '${set}'`);
		const r = await v7();
		got.push(`${set} ${r}${r === want ? '' : ` (expected ${want})`}`);
	}
	let err = 'none';
	try {
		await db.exec(`SET ulid.uuidv7 = 'sometimes'`);
		await rows('SELECT ulid_managed.gen_random_ulid()');
	} catch (e) {
		err = e.code;
	}
	await db.exec('RESET ulid.uuidv7');
	got.push(`sometimes: error ${err}`);
	const name = 'layout-setting: ulid.uuidv7 as a placeholder (no native extension): unset and RESET give the ULID layout, yes and 1 UUIDv7, off ULID, another word error 22P02';
	if (got.join(', ') === 'unset false, yes true, RESET false, 1 true, off false, sometimes: error 22P02') ok(name);
	else notOk(name, got.join(', '));
}

// ---- order
await zero('order: gen_ulid(), both modes: 1,000 consecutive ids strictly increasing', `
	SELECT count(*)::text FROM t.fields WHERE gen = 'ulid' AND id <= prev`);
const down = (await rows(`SELECT count(*) FILTER (WHERE id < prev)::int AS down, count(*) FILTER (WHERE id < prev AND ms > pms)::int AS bad,
		count(DISTINCT ms)::int AS ms FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev, ulid_managed.ulid_timestamp(id) AS ms,
			lag(ulid_managed.ulid_timestamp(id)) OVER (ORDER BY n) AS pms
		FROM (SELECT n, ulid_managed.gen_random_ulid() AS id FROM generate_series(1, 20000) n) s) x`))[0];
log(`gen_random_ulid(), 20,000 consecutive ids in one SELECT, over ${down.ms} milliseconds: ${down.down} below the one before (${(100 * down.down / 20000).toFixed(1)}%)`);
if (down.bad === 0) ok('order: gen_random_ulid(): 20,000 consecutive ids, none below an id of an earlier millisecond (PGlite\'s clock: random order within one)');
else notOk('order: gen_random_ulid(): 20,000 consecutive ids, none below an id of an earlier millisecond', JSON.stringify(down));

// ---- density: a bulk insert of 100,000 gen_random_ulid() ids into a primary
// key, against an index of the same ids inserted in order: logged, not
// checked.  PGlite's clock moves in whole milliseconds, so the ids of one
// millisecond come in random order, and how dense the index stays depends on
// how many ids PGlite makes in a millisecond (runs here: 396 to 543 leaf
// pages against 388 in order, at 128 to 141 ids a millisecond): no bound
// holds on every machine.  The order itself is checked above.
await db.exec(`
	CREATE TABLE t.a (id ulid_managed.ulid PRIMARY KEY);
	CREATE TABLE t.b (id ulid_managed.ulid PRIMARY KEY);
	INSERT INTO t.a SELECT ulid_managed.gen_random_ulid() FROM generate_series(1, 100000);
	INSERT INTO t.b SELECT id FROM t.a ORDER BY id;`);
const dens = (await rows(`SELECT (pg_relation_size('t.a_pkey') / 8192)::int AS a, (pg_relation_size('t.b_pkey') / 8192)::int AS b,
	(SELECT count(DISTINCT ulid_managed.ulid_timestamp(id))::int FROM t.a) AS ms`))[0];
log(`density: a bulk insert of 100,000 gen_random_ulid() ids: ${dens.a} leaf pages of the primary key against ${dens.b} for the same ids inserted in order (${Math.round(100000 / dens.ms)} ids a millisecond)`);

await db.close();
process.exit(failed ? 1 : 0);
