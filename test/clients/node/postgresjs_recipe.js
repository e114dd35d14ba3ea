// postgres.js: strings by default; ulid[] as a JS array (array types are
// fetched at connect time);
// uuid strings into a ulid column; sql.array() for = ANY; bulk insert; 22P02.
'use strict';
const postgres = require('postgres');
const crypto = require('crypto');
const { ULID, UUID_TEXT, check, done } = require('./common');

(async () => {
  const options = { path: `${process.env.PGHOST}/.s.PGSQL.${process.env.PGPORT}`,
    username: process.env.PGUSER || 'postgres', database: process.env.PGDATABASE || 'postgres',
    onnotice: () => {} };
  // postgres.js learns the array types of the database when it connects
  // (fetch_types): connect once the extension exists, and ulid[] parses
  const setup = postgres(options);
  await setup`CREATE EXTENSION IF NOT EXISTS ulid`;
  await setup.end();
  const sql = postgres(options);
  await sql`DROP TABLE IF EXISTS c_postgresjs`;
  await sql`CREATE TABLE c_postgresjs (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int)`;
  const [{ id: newId }] = await sql`INSERT INTO c_postgresjs (n) VALUES (1) RETURNING id`;
  check('DEFAULT gen_random_ulid() comes back as a 26-character string', typeof newId === 'string' && newId.length === 26);
  await sql`INSERT INTO c_postgresjs (id, n) VALUES (${UUID_TEXT}, 2)`;
  const [{ id: got }] = await sql`SELECT id FROM c_postgresjs WHERE n = 2`;
  check('a uuid string is stored as its ULID', got === ULID, got);
  const [{ c }] = await sql`SELECT count(*)::int AS c FROM c_postgresjs WHERE id = ANY(${sql.array([ULID, newId])}::ulid[])`;
  check("= ANY(${sql.array(ids)}::ulid[])", c === 2, c);
  const [{ a }] = await sql`SELECT array_agg(id ORDER BY id) AS a FROM c_postgresjs`;
  check('ulid[] comes back as a JS array of strings', Array.isArray(a) && a.length === 2 && a.includes(ULID), a);
  // a connection opened before CREATE EXTENSION (in a new database): ulid[]
  // is the array literal as a string, ::text[] is a JS array
  await sql`DROP DATABASE IF EXISTS c_postgresjs_late`;
  await sql`CREATE DATABASE c_postgresjs_late`;
  const late = postgres({ ...options, database: 'c_postgresjs_late' });
  await late`CREATE EXTENSION ulid`;
  const [{ a: raw }] = await late`SELECT ARRAY[${ULID}::ulid, gen_ulid()] AS a`;
  check('ulid[] on a connection opened before CREATE EXTENSION: the array literal as a string',
    typeof raw === 'string' && raw.startsWith('{'), raw);
  const [{ a: txt }] = await late`SELECT ARRAY[${ULID}::ulid, gen_ulid()]::text[] AS a`;
  check('the same cast to ::text[]: a JS array', Array.isArray(txt) && txt.length === 2 && txt[0] === ULID, txt);
  await late.end();
  await sql`DROP DATABASE c_postgresjs_late`;
  const rows = Array.from({ length: 1000 }, (_, i) => ({ id: crypto.randomUUID(), n: 100 + i }));
  await sql`INSERT INTO c_postgresjs ${sql(rows, 'id', 'n')}`;
  const back = await sql`SELECT id::uuid::text AS u FROM c_postgresjs WHERE n >= 100 ORDER BY n`;
  check('bulk insert of 1000 uuid strings (multi-row VALUES)', JSON.stringify(back.map((r) => r.u)) === JSON.stringify(rows.map((r) => r.id)));
  try {
    await sql`SELECT ${'not-a-ulid'}::ulid`;
    check('invalid input raises', false);
  } catch (e) {
    check('invalid input raises 22P02', e.code === '22P02', e.code);
  }
  await sql`DROP TABLE c_postgresjs`;
  await sql.end();
  done();
})().catch((e) => { console.log('not ok - ' + e); process.exit(1); });
