// pglite-ulid: the ulid extension for PGlite.
//
//   import { PGlite } from '@electric-sql/pglite';
//   import { ulid } from 'pglite-ulid';
//   const db = await PGlite.create({ extensions: { ulid } });
//   await db.exec('CREATE EXTENSION ulid');
//
// ulid loads the library when the extension is first used; ulidPreload also
// names it in shared_preload_libraries, as a server is set up (the
// generators' state then lives in shared memory from the start).
// The bundle (ulid.tar.gz, PGlite's extension layout) is found beside this
// file: a bundler that understands new URL(..., import.meta.url) copies it.

const bundlePath = new URL('./ulid.tar.gz', import.meta.url);

export const ulid = {
	name: 'ulid',
	setup: async () => ({ bundlePath }),
};

export const ulidPreload = {
	name: 'ulid',
	setup: async () => ({ bundlePath, sharedPreloadLibraries: ['ulid'] }),
};

export default ulid;
