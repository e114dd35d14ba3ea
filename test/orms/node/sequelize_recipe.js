// Sequelize 6: type 'ulid' (a string type is written into the DDL as it is),
// defaultValue: sequelize.literal('gen_random_ulid()'); a migration through
// queryInterface.createTable (what a sequelize-cli migration runs);
// create/findByPk/order/bulkCreate; the 22P02 DatabaseError.
'use strict';
const { Sequelize, DataTypes, DatabaseError } = require('sequelize');
const { ULID, UUID_TEXT, timeOrdered, conn, check, done, fail } = require('./common');

(async () => {
  const sequelize = new Sequelize(conn.database, conn.user, null, { dialect: 'postgres', host: conn.host,
    port: conn.port, logging: false });
  const qi = sequelize.getQueryInterface();
  // the migration
  await sequelize.query('CREATE EXTENSION IF NOT EXISTS ulid');
  await qi.createTable('customer', {
    id: { type: 'ulid', primaryKey: true, allowNull: false, defaultValue: Sequelize.literal('gen_random_ulid()') },
    name: { type: DataTypes.TEXT, allowNull: false },
  });
  await qi.createTable('orders', {
    id: { type: 'ulid', primaryKey: true, allowNull: false, defaultValue: Sequelize.literal('gen_random_ulid()') },
    customer_id: { type: 'ulid', allowNull: false, references: { model: 'customer', key: 'id' } },
    ref: { type: 'ulid' },
    n: { type: DataTypes.INTEGER, allowNull: false },
  });
  const [cols] = await sequelize.query("SELECT column_name, udt_name, column_default FROM information_schema.columns WHERE table_name = 'orders' AND column_name IN ('id', 'customer_id') ORDER BY 1");
  check('the migration: customer_id ulid, id ulid DEFAULT gen_random_ulid()', JSON.stringify(cols) === JSON.stringify([
    { column_name: 'customer_id', udt_name: 'ulid', column_default: null },
    { column_name: 'id', udt_name: 'ulid', column_default: 'gen_random_ulid()' }]), cols);
  const [[fk]] = await sequelize.query("SELECT count(*)::int AS c FROM pg_constraint WHERE conrelid = 'orders'::regclass AND contype = 'f'");
  check('the migration: the foreign key', fk.c === 1, fk);

  // the models
  const Customer = sequelize.define('Customer', {
    id: { type: 'ulid', primaryKey: true, defaultValue: Sequelize.literal('gen_random_ulid()') },
    name: { type: DataTypes.TEXT, allowNull: false },
  }, { tableName: 'customer', timestamps: false });
  const Order = sequelize.define('Order', {
    id: { type: 'ulid', primaryKey: true, defaultValue: Sequelize.literal('gen_random_ulid()') },
    ref: { type: 'ulid' },
    n: { type: DataTypes.INTEGER, allowNull: false },
  }, { tableName: 'orders', timestamps: false });
  Order.belongsTo(Customer, { foreignKey: { name: 'customer_id', type: 'ulid' } });
  Customer.hasMany(Order, { foreignKey: { name: 'customer_id', type: 'ulid' } });

  const c = await Customer.create({ name: 'a' });
  check("create(): the server's gen_random_ulid() comes back as a 26-character string",
    typeof c.id === 'string' && c.id.length === 26, c.id);
  const o = await Order.create({ customer_id: c.id, n: 1, ref: UUID_TEXT });
  const got = await Order.findByPk(o.id, { include: Customer });
  check('belongsTo over the ulid foreign key', got.Customer.id === c.id);
  check('a uuid string into a ulid column reads back as its ULID', got.ref === ULID, got.ref);
  check('findOne({ where: { ref: <uuid string> } })', (await Order.findOne({ where: { ref: UUID_TEXT } })).id === o.id);
  const made = await Order.bulkCreate(Array.from({ length: 500 }, (_, i) => ({ customer_id: c.id, n: i + 2 })));
  check("bulkCreate of 500 rows: the server's ids (RETURNING)",
    made.length === 500 && made.every((r) => typeof r.id === 'string' && r.id.length === 26), made[0].id);
  const rows = (await Order.findAll({ order: [['id', 'ASC']], attributes: ['id', 'n'] })).map((r) => [r.id, r.n]);
  check("findAll({ order: [['id', 'ASC']] }) is creation order to the millisecond", rows.length === 501 && timeOrdered(rows),
    rows.slice(0, 5));
  const [{ u }] = await sequelize.query('SELECT id::uuid AS u FROM orders WHERE id = :id',
    { replacements: { id: o.id }, type: Sequelize.QueryTypes.SELECT });
  check('the uuid of an id: id::uuid', /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/.test(u) &&
    (await Order.findByPk(u)).id === o.id, u);
  try {
    await Order.findByPk('not-a-ulid');
    check('findByPk of an invalid id raises', false);
  } catch (e) {
    check('findByPk of an invalid id raises DatabaseError, parent.code 22P02',
      e instanceof DatabaseError && e.parent.code === '22P02', e.message);
  }
  await sequelize.close();
  done();
})().catch(fail);
