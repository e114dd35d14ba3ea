'use strict';
// Shared pieces of the Node.js ORM recipes: connection settings, checks.
exports.ULID = '01ARYZ6S41TSV4RRFFQ69G5FAV';
exports.UUID_TEXT = '01563df3-6481-d676-4c61-efb99302bd5b';
exports.conn = { host: process.env.PGHOST, port: Number(process.env.PGPORT),
  user: process.env.PGUSER || 'postgres', database: process.env.PGDATABASE };
// the canonical forms ulid input reads (26 Crockford characters, any case, I L O
// as aliases, first one 0-7; or a uuid's 32 hex digits, 8-4-4-4-12 hyphens
// optional; not the braces and other hyphens input also takes):
// check a route parameter with it and answer 404 (or 400) before any query
exports.ULID_RE = /^(?:[0-7][0-9A-TV-Za-tv-z]{25}|[0-9A-Fa-f]{8}(?:-?[0-9A-Fa-f]{4}){3}-?[0-9A-Fa-f]{12})$/;
// inputs to compare such a pattern with the server's ulid_is_valid()
exports.PATTERN_CASES = ['01ARYZ6S41TSV4RRFFQ69G5FAV', '01aryz6s41tsv4rrffq69g5fav', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ',
  '8ZZZZZZZZZZZZZZZZZZZZZZZZZ', '01ARYZ6S41TSV4RRFFQ69G5FAU', '0IL0000000000000000000000O', '01ARYZ6S41TSV4RRFFQ69G5FA',
  '01ARYZ6S41TSV4RRFFQ69G5FAVX', '01563df3-6481-d676-4c61-efb99302bd5b', '01563DF36481D6764C61EFB99302BD5B',
  '01563df3-6481-d676-4c61-efb99302bd5', '01563df3-6481-d676-4c61-efb99302bd5g', 'not-a-ulid', '', ' 01ARYZ6S41TSV4RRFFQ69G5FAV',
  '01ARYZ6S41TSV4RRFFQ69G5FAV\n', '01ARYZ6S41TSV4RRFFQ69G5FA\u017f'];
// rows: [id, n] in the order of ORDER BY id, n counting the rows in creation
// order.  gen_random_ulid() ids sort by creation time to the millisecond (the
// first 10 characters) and in random order within one: true when the ids are
// strictly increasing and, sorted by (millisecond, n), the n run 1, 2, ...
exports.timeOrdered = (rows) => rows.every((r, i) => i === 0 || rows[i - 1][0] < r[0]) &&
  rows.map((r) => r).sort((a, b) => (a[0].slice(0, 10) < b[0].slice(0, 10) ? -1 : a[0].slice(0, 10) > b[0].slice(0, 10) ? 1 : a[1] - b[1]))
    .every((r, i) => r[1] === i + 1);
let failures = 0;
exports.check = (what, cond, detail) => {
  if (cond) console.log('ok - ' + what);
  else { failures++; console.log('not ok - ' + what + ' ' + (detail === undefined ? '' : JSON.stringify(detail))); }
};
exports.done = () => process.exit(failures ? 1 : 0);
exports.fail = (e) => { console.log('not ok - ' + (e && e.stack || e)); process.exit(1); };
