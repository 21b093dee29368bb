// Applies, in a copy of the linted tree (or the tree itself), one suggestion of every
// tool-result/no-extra-keys message that has no fix, from an ESLint JSON report: the first one, or with
// `--into <key>` the one that moves the members into that key (`_meta`, `structuredContent`); what an
// editor user who accepts that suggestion each time gets. Overlapping suggestions in a file: the later
// one is skipped and counted; a message without the suggestion asked for is counted as `none`.
// Usage: node apply-suggestions.mjs <eslint.json> <linted tree> <copy of the tree> [--into <key>]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { into: { type: "string" } } });
const [lintFile, fromRoot, toRoot] = positionals;
if (!toRoot) {
  throw new Error("usage: node apply-suggestions.mjs <eslint.json> <linted tree> <copy of the tree> [--into <key>]");
}
const pick = (suggestions) =>
  values.into === undefined ? suggestions[0] : suggestions.find((s) => s.desc.includes(`into ${values.into}`));
let applied = 0;
let skipped = 0;
let none = 0;
for (const result of JSON.parse(readFileSync(lintFile, "utf8"))) {
  const fixes = [];
  for (const message of result.messages) {
    if (message.ruleId !== "tool-result/no-extra-keys" || message.fix) continue;
    const suggestion = pick(message.suggestions ?? []);
    if (suggestion) fixes.push(suggestion.fix);
    else none++;
  }
  if (fixes.length === 0) continue;
  fixes.sort((a, b) => b.range[0] - a.range[0]);
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
console.log(JSON.stringify({ applied, skipped, none }));
