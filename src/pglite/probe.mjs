// probe.mjs: what PostgreSQL a PGlite is (src/pglite/build).
//   node probe.mjs PGLITE_DIST/index.js
// Prints "server_version_num catalog_version server_version".
import { pathToFileURL } from 'node:url';

const { PGlite } = await import(pathToFileURL(process.argv[2]).href);
const db = await PGlite.create();
const r = (await db.query(`SELECT current_setting('server_version_num') AS num,
	(SELECT catalog_version_no FROM pg_control_system()) AS cat, current_setting('server_version') AS v`)).rows[0];
console.log(`${r.num} ${r.cat} ${r.v.split(' ')[0]}`);
await db.close();
