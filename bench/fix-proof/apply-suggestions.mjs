// Applies, in a copy of the injected tree, the first suggestion of every tool-result/no-extra-keys
// message that has no fix, from an ESLint JSON report of the injected tree (what an editor user who
// accepts each suggestion gets). Overlapping suggestions in a file: the later one is skipped and counted.
// Usage: node apply-suggestions.mjs <eslint.json> <linted tree> <copy of the tree>
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const [lintFile, fromRoot, toRoot] = process.argv.slice(2);
if (!toRoot) throw new Error("usage: node apply-suggestions.mjs <eslint.json> <linted tree> <copy of the tree>");
let applied = 0;
let skipped = 0;
for (const result of JSON.parse(readFileSync(lintFile, "utf8"))) {
  const fixes = result.messages
    .filter((m) => m.ruleId === "tool-result/no-extra-keys" && !m.fix && m.suggestions?.length)
    .map((m) => m.suggestions[0].fix)
    .sort((a, b) => b.range[0] - a.range[0]);
  if (fixes.length === 0) continue;
  const target = path.join(toRoot, path.relative(fromRoot, result.filePath));
  let text = readFileSync(target, "utf8");
  let lastStart = Infinity;
  for (const fix of fixes) {
    if (fix.range[1] > lastStart) {
      skipped++;
      continue;
    }
    text = text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
    lastStart = fix.range[0];
    applied++;
  }
  writeFileSync(target, text);
}
console.log(JSON.stringify({ applied, skipped }));
