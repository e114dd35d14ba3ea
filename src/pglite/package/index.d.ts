import type { Extension } from '@electric-sql/pglite';

/** The ulid extension: its library is loaded when the extension is first used. */
export declare const ulid: Extension;
/** The ulid extension with its library in shared_preload_libraries. */
export declare const ulidPreload: Extension;
export default ulid;
