// drizzle-kit configuration of test/orms/node/drizzle_recipe.js (push and
// pull against the database in PGHOST/PGPORT/PGUSER/PGDATABASE).
module.exports = {
  dialect: 'postgresql',
  schema: __dirname + '/schema.js',
  out: process.env.DRIZZLE_OUT || 'drizzle-out',
  dbCredentials: { host: process.env.PGHOST, port: Number(process.env.PGPORT),
    user: process.env.PGUSER || 'postgres', database: process.env.PGDATABASE, ssl: false },
};
