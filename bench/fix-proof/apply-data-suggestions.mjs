// Applies, in the linted tree, the suggestion of every tool-result/no-extra-keys message that moves the
// members into `key` (`_meta` or `structuredContent`), from an ESLint JSON report (what an editor user
// who picks that suggestion each time gets). Overlapping suggestions in a file: the later one is skipped
// and counted; a message without that suggestion is counted as `none`.
// Usage: node apply-data-suggestions.mjs <eslint.json> <_meta|structuredContent>
import { readFileSync, writeFileSync } from "node:fs";

const [lintFile, key] = process.argv.slice(2);
if (key !== "_meta" && key !== "structuredContent") {
  throw new Error("usage: node apply-data-suggestions.mjs <eslint.json> <_meta|structuredContent>");
}
let applied = 0;
let skipped = 0;
let none = 0;
for (const result of JSON.parse(readFileSync(lintFile, "utf8"))) {
  const fixes = [];
  for (const message of result.messages) {
    if (message.ruleId !== "tool-result/no-extra-keys") continue;
    const suggestion = (message.suggestions ?? []).find((s) => s.desc.includes(`into ${key}`));
    if (suggestion) fixes.push(suggestion.fix);
    else none++;
  }
  if (fixes.length === 0) continue;
  fixes.sort((a, b) => b.range[0] - a.range[0]);
  let text = readFileSync(result.filePath, "utf8");
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
  writeFileSync(result.filePath, text);
}
console.log(JSON.stringify({ key, applied, skipped, none }));
