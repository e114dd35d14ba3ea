// check-imports.mjs: does a side module import only what PGlite gives it?
//   node check-imports.mjs MODULE.so PGLITE.wasm LABEL
// A side module's imports are resolved, when PGlite loads it, against
// pglite.wasm's exports (functions, and data symbols through GOT.mem), the
// functions PGlite's JavaScript gives pglite.wasm (pglite.wasm's own
// imports), the module's own exports, and the loader's few globals.  A data
// symbol that is not there fails CREATE EXTENSION; a function fails only when
// called.  Prints each missing symbol and exits 1 when there is one.
import { readFileSync } from 'node:fs';

const [modFile, pgliteFile, label] = process.argv.slice(2);
const mod = new WebAssembly.Module(readFileSync(modFile));
const main = new WebAssembly.Module(readFileSync(pgliteFile));
const given = new Set([
	...WebAssembly.Module.exports(main).map((e) => e.name),
	...WebAssembly.Module.imports(main).filter((i) => i.module === 'env').map((i) => i.name),
	...WebAssembly.Module.exports(mod).map((e) => e.name),
	// the dynamic loader's own: the shared memory, table and stack, and where
	// the module's data and functions go
	'memory', '__indirect_function_table', '__stack_pointer', '__memory_base', '__table_base',
]);
const missing = [];
let n = 0;
for (const i of WebAssembly.Module.imports(mod)) {
	n++;
	if (!given.has(i.name)) {
		const what = i.module === 'GOT.mem' ? 'variable' : i.kind === 'function' || i.module === 'GOT.func' ? 'function' : i.kind;
		missing.push(`${i.name} (${what}, ${i.module})`);
	}
}
if (missing.length) {
	console.error(`${modFile} imports ${missing.length} symbol(s) that ${label} does not export:`);
	for (const m of missing) console.error(`  ${m}`);
	process.exit(1);
}
console.error(`==> ${modFile}: its ${n} imports are all in ${label}`);
