// bench.mjs: the ulid extension in PGlite against the managed edition
// (src/managed/ulid_managed.sql, a domain over uuid and PL/pgSQL-free SQL)
// and core's gen_random_uuid(), in one PGlite (run by src/bench/pglite).
//   node bench.mjs MANAGED_SQL [ROWS]
// Each figure: wall-clock nanoseconds a call (or a value), best of 5 runs of
// one query over ROWS rows, less the same query without the call.  Timing
// figures of one machine: compare them with each other, not across runs.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { ulid } from 'pglite-ulid';

const [managed, rowsArg] = process.argv.slice(2);
const N = Number(rowsArg ?? 200000);
const db = await PGlite.create({ extensions: { ulid } });
await db.exec('CREATE EXTENSION ulid');
await db.exec('CREATE SCHEMA ulid_managed; SET search_path = ulid_managed;');
await db.exec(readFileSync(managed, 'utf8'));
await db.exec('RESET search_path;');
await db.exec(`CREATE TABLE t AS SELECT gen_ulid() AS id, gen_ulid()::text AS s, gen_random_uuid() AS u
	FROM generate_series(1, ${N}); ANALYZE t`);
await db.exec(`CREATE TABLE m AS SELECT ulid_managed.gen_random_ulid() AS id FROM generate_series(1, ${N}) g;
	CREATE TABLE ms AS SELECT ulid_managed.ulid_to_text(id) AS s FROM m`);

async function best(sql, n = 5) {
	let b = Infinity;
	for (let i = 0; i < n; i++) {
		const t0 = process.hrtime.bigint();
		await db.query(sql);
		b = Math.min(b, Number(process.hrtime.bigint() - t0));
	}
	return b;
}
// ns a call: the query with the expression less the query without it, over
// n rows
async function per(expr, from, base, n = N) {
	const q = await best(`SELECT count(${expr}) FROM ${from}`);
	const b = await best(`SELECT count(${base}) FROM ${from}`);
	return Math.max(0, (q - b) / n);
}
const series = `generate_series(1, ${N}) g`;
// the managed gen_ulid() waits for the next millisecond of PGlite's clock
// when its counter would run ahead of it: fewer calls
const NWAIT = Math.min(N, 1000);
const rows = [
	['gen_ulid()', 'native', await per('gen_ulid()', series, 'g')],
	['gen_ulid()', 'managed', await per('ulid_managed.gen_ulid()', `generate_series(1, ${NWAIT}) g`, 'g', NWAIT)],
	['gen_random_ulid()', 'native', await per('gen_random_ulid()', series, 'g')],
	['gen_random_ulid()', 'managed', await per('ulid_managed.gen_random_ulid()', series, 'g')],
	['gen_random_uuid()', 'core', await per('gen_random_uuid()', series, 'g')],
	['text out (id::text)', 'native', await per('id::text', 't', 'id')],
	['text out (ulid_to_text(id))', 'managed', await per('ulid_managed.ulid_to_text(id)', 'm', 'id')],
	['text out (uuid::text)', 'core', await per('u::text', 't', 'u')],
	['text in (s::ulid)', 'native', await per('s::ulid', 't', 's')],
	['text in (ulid_from_text(s))', 'managed', await per('ulid_managed.ulid_from_text(s)', 'ms', 's')],
	['text in (s::uuid, of a uuid text)', 'core', await per('u::text::uuid', 't', 'u::text')],
];
const v = (await db.query('SELECT version() AS v')).rows[0].v;
console.log(`# ${v}; ${N} rows a query; wall-clock ns a call, best of 5, less the query without the call`);
console.log('| what | edition | ns a call |');
console.log('| --- | --- | ---: |');
for (const [what, ed, ns] of rows) console.log(`| ${what} | ${ed} | ${ns.toFixed(0)} |`);
await db.close();
