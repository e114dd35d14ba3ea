// The Drizzle schema of test/orms/node/drizzle_recipe.js: the ulid customType
// (the glue: three lines), a primary key with DEFAULT gen_random_ulid(), a foreign key.
'use strict';
const { sql } = require('drizzle-orm');
const { customType, integer, pgTable, text } = require('drizzle-orm/pg-core');

const ulid = customType({ dataType: () => 'ulid' });

exports.customer = pgTable('customer', {
  id: ulid('id').primaryKey().default(sql`gen_random_ulid()`),
  name: text('name').notNull(),
});
exports.orders = pgTable('orders', {
  id: ulid('id').primaryKey().default(sql`gen_random_ulid()`),
  customerId: ulid('customer_id').notNull().references(() => exports.customer.id),
  ref: ulid('ref'),
  n: integer('n').notNull(),
});
