// Knex 3: specificType('id', 'ulid') with defaultTo(knex.raw('gen_random_ulid()'))
// in a migration, a ulid foreign key; migrate.latest twice (nothing to run
// the second time), rollback and latest again; insert/returning, where,
// orderBy, batchInsert; the 22P02 error.
'use strict';
const path = require('path');
const knexFactory = require('knex');
const { ULID, UUID_TEXT, timeOrdered, ULID_RE, PATTERN_CASES, conn, check, done, fail } = require('./common');

(async () => {
  const knex = knexFactory({ client: 'pg', connection: conn,
    migrations: { directory: path.join(__dirname, 'knex_migrations') } });
  const [, first] = await knex.migrate.latest();
  check('migrate.latest runs the migration', first.length === 1, first);
  const [, again] = await knex.migrate.latest();
  check('migrate.latest again: nothing to run', again.length === 0, again);
  await knex.migrate.rollback();
  check('rollback drops the tables', !(await knex.schema.hasTable('orders')));
  await knex.migrate.latest();
  const { rows: cols } = await knex.raw("SELECT column_name, udt_name, column_default FROM information_schema.columns WHERE table_name = 'orders' AND column_name IN ('id', 'customer_id') ORDER BY 1");
  check('in the database: customer_id ulid, id ulid DEFAULT gen_random_ulid()', JSON.stringify(cols) === JSON.stringify([
    { column_name: 'customer_id', udt_name: 'ulid', column_default: null },
    { column_name: 'id', udt_name: 'ulid', column_default: 'gen_random_ulid()' }]), cols);

  const [c] = await knex('customer').insert({ name: 'a' }).returning('id');
  check("insert().returning('id'): the server's gen_random_ulid() as a 26-character string",
    typeof c.id === 'string' && c.id.length === 26, c);
  const [o] = await knex('orders').insert({ customer_id: c.id, n: 1, ref: UUID_TEXT }).returning('*');
  const got = await knex('orders').join('customer', 'customer.id', 'orders.customer_id')
    .where('orders.id', o.id).first('orders.ref', 'customer.name');
  check('a join over the ulid foreign key', got.name === 'a', got);
  check('a uuid string into a ulid column reads back as its ULID', got.ref === ULID, got.ref);
  await knex.batchInsert('orders', Array.from({ length: 500 }, (_, i) => ({ customer_id: c.id, n: i + 2 })), 100);
  const rows = (await knex('orders').orderBy('id').select('id', 'n')).map((r) => [r.id, r.n]);
  check('batchInsert of 500 rows; orderBy("id") is creation order to the millisecond', rows.length === 501 &&
    timeOrdered(rows), rows.slice(0, 5));
  const { u } = await knex('orders').where('id', o.id).first(knex.raw('id::uuid AS u'));
  check('the uuid of an id: knex.raw("id::uuid")', /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/.test(u) &&
    (await knex('orders').where('id', u).first()).id === o.id, u);
  try {
    await knex('orders').where('id', 'not-a-ulid').first();
    check('where id = <invalid> raises', false);
  } catch (e) {
    check('where id = <invalid> raises the driver error, code 22P02', e.code === '22P02', e.message);
  }
  const { rows: valid } = await knex.raw('SELECT x, ulid_is_valid(x) AS v FROM unnest(?::text[]) x', [PATTERN_CASES]);
  const disagree = valid.filter((r) => ULID_RE.test(r.x) !== r.v);
  check('ULID_RE (a route check before any query) agrees with ulid_is_valid() on ' + valid.length + ' inputs',
    valid.length === PATTERN_CASES.length && disagree.length === 0, disagree);
  await knex.destroy();
  done();
})().catch(fail);
