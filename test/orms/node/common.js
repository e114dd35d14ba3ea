'use strict';
// Shared pieces of the Node.js ORM recipes: connection settings, checks.
exports.ULID = '01ARYZ6S41TSV4RRFFQ69G5FAV';
exports.UUID_TEXT = '01563df3-6481-d676-4c61-efb99302bd5b';
exports.conn = { host: process.env.PGHOST, port: Number(process.env.PGPORT),
  user: process.env.PGUSER || 'postgres', database: process.env.PGDATABASE };
let failures = 0;
exports.check = (what, cond, detail) => {
  if (cond) console.log('ok - ' + what);
  else { failures++; console.log('not ok - ' + what + ' ' + (detail === undefined ? '' : JSON.stringify(detail))); }
};
exports.done = () => process.exit(failures ? 1 : 0);
exports.fail = (e) => { console.log('not ok - ' + (e && e.stack || e)); process.exit(1); };
