// TypeORM 1.1: "ulid" added to the driver's supportedDataTypes; an entity
// whose primary key is ulid DEFAULT gen_random_ulid() and a ulid foreign key;
// synchronize, then the schema diff (what migration:generate writes) is empty;
// save/findOneBy/order/bulk insert; the 22P02 QueryFailedError; the trap of
// declaring type "uuid" over a ulid column (the sync drops the column).
'use strict';
const { DataSource, EntitySchema, QueryFailedError } = require('typeorm');
const { ULID, UUID_TEXT, timeOrdered, conn, check, done, fail } = require('./common');

const Customer = new EntitySchema({
  name: 'Customer', tableName: 'customer',
  columns: {
    id: { type: 'ulid', primary: true, default: () => 'gen_random_ulid()' },
    name: { type: 'text' },
  },
  relations: { orders: { type: 'one-to-many', target: 'Order', inverseSide: 'customer' } },
});
const Order = new EntitySchema({
  name: 'Order', tableName: 'orders',
  columns: {
    id: { type: 'ulid', primary: true, default: () => 'gen_random_ulid()' },
    customerId: { type: 'ulid', name: 'customer_id' },
    ref: { type: 'ulid', nullable: true },
    n: { type: 'int' },
  },
  relations: { customer: { type: 'many-to-one', target: 'Customer', joinColumn: { name: 'customer_id' } } },
});

function dataSource(entities) {
  const ds = new DataSource({ type: 'postgres', host: conn.host, port: conn.port, username: conn.user,
    database: conn.database, entities });
  ds.driver.supportedDataTypes.push('ulid'); // before initialize(): TypeORM knows the type
  return ds;
}

(async () => {
  const plain = new DataSource({ type: 'postgres', host: conn.host, port: conn.port, username: conn.user,
    database: conn.database, entities: [Customer, Order] });
  try {
    await plain.initialize();
    check('without the push TypeORM refuses the column', false);
    await plain.destroy();
  } catch (e) {
    check('without the push TypeORM refuses the column (DataTypeNotSupportedError)',
      e.name === 'DataTypeNotSupportedError' && /"ulid"/.test(e.message), e.message);
  }
  const ds = dataSource([Customer, Order]);
  await ds.initialize();
  await ds.query('CREATE EXTENSION IF NOT EXISTS ulid');
  const first = await ds.driver.createSchemaBuilder().log();
  const ddl = first.upQueries.map((q) => q.query).join('\n');
  check('the first sync creates "id" ulid NOT NULL DEFAULT gen_random_ulid() and a ulid foreign key',
    ddl.includes('"id" ulid NOT NULL DEFAULT gen_random_ulid()') && ddl.includes('"customer_id" ulid NOT NULL') &&
    ddl.includes('FOREIGN KEY ("customer_id") REFERENCES "customer"("id")'), ddl);
  await ds.synchronize();
  const second = await ds.driver.createSchemaBuilder().log();
  check('after synchronize, the schema diff is empty (migration:generate would write nothing)',
    second.upQueries.length === 0, second.upQueries.map((q) => q.query));

  const customers = ds.getRepository('Customer');
  const orders = ds.getRepository('Order');
  const c = await customers.save({ name: 'a' });
  check("save(): the server's gen_random_ulid() comes back as a 26-character string",
    typeof c.id === 'string' && c.id.length === 26, c.id);
  const o = await orders.save({ customer: c, n: 1, ref: UUID_TEXT });
  const got = await orders.findOne({ where: { id: o.id }, relations: { customer: true } });
  check('many-to-one over the ulid foreign key', got.customer.id === c.id && got.customerId === c.id, got);
  check('a uuid string into a ulid column reads back as its ULID', got.ref === ULID, got.ref);
  check('findOneBy({ ref: <uuid string> })', (await orders.findOneBy({ ref: UUID_TEXT })).id === o.id);
  const rows = Array.from({ length: 500 }, (_, i) => ({ customerId: c.id, n: i + 2 }));
  const res = await orders.createQueryBuilder().insert().values(rows).returning(['id']).execute();
  check("bulk insert of 500 rows: the server's ids", res.identifiers.length === 500 &&
    res.identifiers.every((r) => typeof r.id === 'string' && r.id.length === 26), res.identifiers.slice(0, 2));
  const byId = (await orders.find({ order: { id: 'ASC' } })).map((r) => [r.id, r.n]);
  check('find({ order: { id: "ASC" } }) is creation order to the millisecond', byId.length === 501 && timeOrdered(byId),
    byId.slice(0, 5));
  const { u } = await orders.createQueryBuilder('o').select('o.id::uuid', 'u').where('o.id = :id', { id: o.id }).getRawOne();
  check('the uuid of an id: select("o.id::uuid")', /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/.test(u) &&
    (await orders.findOneBy({ id: u })).id === o.id, u);
  try {
    await orders.findOneBy({ id: 'not-a-ulid' });
    check('findOneBy with an invalid id raises', false);
  } catch (e) {
    check('findOneBy with an invalid id raises QueryFailedError, driverError.code 22P02',
      e instanceof QueryFailedError && e.driverError.code === '22P02', e.message);
  }
  await ds.destroy();

  // the trap: the same table declared with type "uuid"
  const OrderAsUuid = new EntitySchema({ name: 'Order', tableName: 'orders',
    columns: { id: { type: 'uuid', primary: true, default: () => 'gen_random_ulid()' }, customerId: { type: 'ulid', name: 'customer_id' },
      ref: { type: 'ulid', nullable: true }, n: { type: 'int' } } });
  const trap = dataSource([Customer, OrderAsUuid]);
  await trap.initialize();
  const plan = (await trap.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);
  check('the trap: type "uuid" over the ulid column plans DROP COLUMN "id" (data loss)',
    plan.some((q) => q.includes('DROP COLUMN "id"')), plan);
  await trap.destroy();
  done();
})().catch(fail);
