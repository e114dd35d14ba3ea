'use strict';
// Shared pieces of the Node.js recipes: one id in two spellings, checks.
exports.ULID = '01ARYZ6S41TSV4RRFFQ69G5FAV';
exports.UUID_TEXT = '01563df3-6481-d676-4c61-efb99302bd5b';
let failures = 0;
exports.check = (what, cond, detail) => {
  if (cond) console.log('ok - ' + what);
  else { failures++; console.log('not ok - ' + what + ' ' + (detail === undefined ? '' : JSON.stringify(detail))); }
};
exports.done = () => process.exit(failures ? 1 : 0);
