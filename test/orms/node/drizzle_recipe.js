// Drizzle ORM 0.45 + drizzle-kit 0.31: the ulid customType of
// drizzle/schema.js; drizzle-kit generate (the migration SQL) twice, push
// twice ("No changes detected" the second time); insert/returning, select
// with a join, orderBy, a 500-row insert; the 22P02 error (DrizzleQueryError,
// the pg error as its cause); the trap of drizzle-kit pull (unknown("id"),
// default lost).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { Pool } = require('pg');
const { asc, eq, sql } = require('drizzle-orm');
const { drizzle } = require('drizzle-orm/node-postgres');
const { customer, orders } = require('./drizzle/schema');
const { ULID, UUID_TEXT, timeOrdered, conn, check, done, fail } = require('./common');

const W = fs.mkdtempSync(path.join(os.tmpdir(), 'ulid-drizzle.'));
function kit(...args) { // drizzle-kit CLI, no terminal, bounded in time
  const r = spawnSync(process.execPath, [path.join(__dirname, 'node_modules', 'drizzle-kit', 'bin.cjs'), ...args,
    '--config=' + path.join(__dirname, 'drizzle', 'drizzle.config.js')],
  { cwd: W, env: { ...process.env, DRIZZLE_OUT: 'out' }, input: '', timeout: 120000, encoding: 'utf8' });
  return { status: r.status, out: (r.stdout || '') + (r.stderr || '') };
}

(async () => {
  const pool = new Pool(conn);
  await pool.query('CREATE EXTENSION IF NOT EXISTS ulid');
  let r = kit('generate', '--name=shop');
  const sqlFiles = fs.existsSync(path.join(W, 'out')) ? fs.readdirSync(path.join(W, 'out')).filter((f) => f.endsWith('.sql')) : [];
  const migration = sqlFiles.length === 1 ? fs.readFileSync(path.join(W, 'out', sqlFiles[0]), 'utf8') : '';
  check('drizzle-kit generate: "id" ulid PRIMARY KEY DEFAULT gen_random_ulid(), a ulid foreign key',
    r.status === 0 && migration.includes('"id" "ulid" PRIMARY KEY DEFAULT gen_random_ulid() NOT NULL') &&
    migration.includes('"customer_id" "ulid" NOT NULL') && migration.includes('FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id")'),
    r.out + migration);
  r = kit('generate', '--name=again');
  check('drizzle-kit generate again: no schema changes', r.status === 0 && /No schema changes/.test(r.out) &&
    fs.readdirSync(path.join(W, 'out')).filter((f) => f.endsWith('.sql')).length === 1, r.out);
  r = kit('push');
  check('drizzle-kit push creates the tables', r.status === 0 && /Changes applied/.test(r.out), r.out);
  r = kit('push');
  check('drizzle-kit push again: "No changes detected"', r.status === 0 && /No changes detected/.test(r.out), r.out);

  const db = drizzle(pool);
  const [c] = await db.insert(customer).values({ name: 'a' }).returning();
  check("insert().returning(): the server's gen_random_ulid() as a 26-character string",
    typeof c.id === 'string' && c.id.length === 26, c);
  const [o] = await db.insert(orders).values({ customerId: c.id, n: 1, ref: UUID_TEXT }).returning();
  const [got] = await db.select({ ref: orders.ref, name: customer.name }).from(orders)
    .innerJoin(customer, eq(orders.customerId, customer.id)).where(eq(orders.id, o.id));
  check('a join over the ulid foreign key', got.name === 'a', got);
  check('a uuid string into a ulid column reads back as its ULID', got.ref === ULID, got.ref);
  const made = await db.insert(orders).values(Array.from({ length: 500 }, (_, i) => ({ customerId: c.id, n: i + 2 })))
    .returning({ id: orders.id });
  check("a 500-row insert: the server's ids", made.length === 500 && made.every((x) => x.id.length === 26));
  const rows = (await db.select({ id: orders.id, n: orders.n }).from(orders).orderBy(asc(orders.id))).map((x) => [x.id, x.n]);
  check('orderBy(asc(orders.id)) is creation order to the millisecond', rows.length === 501 && timeOrdered(rows),
    rows.slice(0, 5));
  const [{ u }] = await db.select({ u: sql`${orders.id}::uuid` }).from(orders).where(eq(orders.id, o.id));
  check('the uuid of an id: sql`${orders.id}::uuid`', /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/.test(u) &&
    (await db.select().from(orders).where(eq(orders.id, u))).length === 1, u);
  try {
    await db.select().from(orders).where(eq(orders.id, 'not-a-ulid'));
    check('where id = <invalid> raises', false);
  } catch (e) {
    check('where id = <invalid> raises; the pg error (its cause) has code 22P02', e.cause && e.cause.code === '22P02', e.message);
  }

  r = kit('pull');
  const pulled = fs.existsSync(path.join(W, 'out', 'schema.ts')) ? fs.readFileSync(path.join(W, 'out', 'schema.ts'), 'utf8') : '';
  check('the trap: drizzle-kit pull writes unknown("id") and loses the default',
    pulled.includes('unknown("id")') && !pulled.includes('gen_random_ulid'), r.out + pulled);
  await pool.end();
  fs.rmSync(W, { recursive: true, force: true });
  done();
})().catch(fail);
