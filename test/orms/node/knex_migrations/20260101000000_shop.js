// The Knex migration of test/orms/node/knex_recipe.js.
exports.up = async (knex) => {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS ulid');
  await knex.schema.createTable('customer', (t) => {
    t.specificType('id', 'ulid').primary().defaultTo(knex.raw('gen_random_ulid()'));
    t.text('name').notNullable();
  });
  await knex.schema.createTable('orders', (t) => {
    t.specificType('id', 'ulid').primary().defaultTo(knex.raw('gen_random_ulid()'));
    t.specificType('customer_id', 'ulid').notNullable().references('id').inTable('customer');
    t.specificType('ref', 'ulid');
    t.integer('n').notNullable();
  });
};
exports.down = async (knex) => {
  await knex.schema.dropTable('orders');
  await knex.schema.dropTable('customer');
};
