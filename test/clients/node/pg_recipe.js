// node-postgres (pg): strings by default; a type parser for ulid[] found by
// OID at run time; uuid strings (crypto.randomUUID()) into a ulid column;
// = ANY($1) with a JS array; a bulk insert through unnest($1::ulid[]).
'use strict';
const { Client, types } = require('pg');
const parseArray = require('postgres-array').parse;
const crypto = require('crypto');
const { ULID, UUID_TEXT, check, done } = require('./common');

(async () => {
  const client = new Client({ host: process.env.PGHOST, port: Number(process.env.PGPORT),
    user: process.env.PGUSER || 'postgres', database: process.env.PGDATABASE || 'postgres' });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS ulid');
  await client.query('DROP TABLE IF EXISTS c_node_pg');
  await client.query('CREATE TABLE c_node_pg (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int)');
  const newId = (await client.query('INSERT INTO c_node_pg (n) VALUES (1) RETURNING id')).rows[0].id;
  check('DEFAULT gen_random_ulid() comes back as a 26-character string', typeof newId === 'string' && newId.length === 26);
  await client.query('INSERT INTO c_node_pg (id, n) VALUES ($1, 2)', [UUID_TEXT]);
  const got = (await client.query('SELECT id FROM c_node_pg WHERE n = 2')).rows[0].id;
  check('a uuid string is stored as its ULID', got === ULID, got);
  const any = (await client.query('SELECT count(*)::int AS c FROM c_node_pg WHERE id = ANY($1::ulid[])', [[ULID, newId]])).rows[0].c;
  check('= ANY($1::ulid[]) with a JS array', any === 2, any);
  let arr = (await client.query('SELECT array_agg(id ORDER BY id) AS a FROM c_node_pg')).rows[0].a;
  check('ulid[] without a parser: the array literal as a string', typeof arr === 'string' && arr.startsWith('{'), arr);
  const oids = (await client.query("SELECT 'ulid[]'::regtype::oid::int AS a")).rows[0];
  types.setTypeParser(oids.a, (v) => parseArray(v));
  arr = (await client.query('SELECT array_agg(id ORDER BY id) AS a FROM c_node_pg')).rows[0].a;
  check('ulid[] with a parser for its OID: a JS array', Array.isArray(arr) && arr.length === 2 && arr.includes(ULID), arr);
  const ids = Array.from({ length: 1000 }, () => crypto.randomUUID());
  await client.query('INSERT INTO c_node_pg (id, n) SELECT i, 100 + o FROM unnest($1::ulid[]) WITH ORDINALITY u(i, o)', [ids]);
  const back = (await client.query('SELECT id::uuid::text AS u FROM c_node_pg WHERE n > 100 ORDER BY n')).rows.map((r) => r.u);
  check('bulk insert of 1000 crypto.randomUUID() through unnest($1::ulid[])', JSON.stringify(back) === JSON.stringify(ids));
  const json = (await client.query("SELECT json_build_object('id', id) AS j FROM c_node_pg WHERE n = 2")).rows[0].j;
  check('in JSON a ulid is its 26-character text', json.id === ULID, JSON.stringify(json));
  try {
    await client.query("SELECT $1::ulid", ['not-a-ulid']);
    check('invalid input raises', false);
  } catch (e) {
    check('invalid input raises 22P02', e.code === '22P02', e.code);
  }
  await client.query('DROP TABLE c_node_pg');
  await client.end();
  done();
})().catch((e) => { console.log('not ok - ' + e); process.exit(1); });
