// Matches the sites of inject.mjs with an ESLint JSON report of the injected tree: a site is reported
// when a tool-result message starts at its injected key (the column after the `{`, plus the space).
// Literals under src/multiagent/ or with a `nodeId` key are the multi-agent graph's node and run results
// (status COMPLETED/FAILED and content blocks, never sent as a tool result): counted apart.
// Usage: node match.mjs <sites.json> <eslint.json> <strands-ts directory>
import { readFileSync } from "node:fs";
import path from "node:path";

const [sitesFile, lintFile, root] = process.argv.slice(2);
if (!root) throw new Error("usage: node match.mjs <sites.json> <eslint.json> <strands-ts directory>");
const sites = JSON.parse(readFileSync(sitesFile, "utf8"));
const lint = JSON.parse(readFileSync(lintFile, "utf8"));
const messages = lint.flatMap((f) =>
  f.messages
    .filter((m) => m.ruleId?.startsWith("tool-result/"))
    .map((m) => ({ ...m, file: path.relative(root, f.filePath).split(path.sep).join("/") })),
);
const notToolResult = (s) => s.file.startsWith("src/multiagent/") || s.keys.includes("nodeId");
const summary = { sites: sites.length, notToolResults: 0, toolResults: 0, reported: 0, fix: 0, suggestionOnly: 0 };
const notReported = [];
const lookAlikesReported = [];
for (const site of sites) {
  const mine = messages.filter((m) => m.file === site.file && m.line === site.line && m.column === site.column + 2);
  const where = `${site.file}:${site.line}:${site.column}${site.inAssertion ? " (in an assertion)" : ""}`;
  if (notToolResult(site)) {
    summary.notToolResults++;
    if (mine.length > 0) lookAlikesReported.push(where);
    continue;
  }
  summary.toolResults++;
  if (mine.length === 0) {
    notReported.push(where);
    continue;
  }
  summary.reported++;
  if (mine.some((m) => m.fix)) summary.fix++;
  else if (mine.some((m) => m.suggestions?.length)) summary.suggestionOnly++;
}
summary.reportOnly = summary.reported - summary.fix - summary.suggestionOnly;
console.log(JSON.stringify({ ...summary, notReported, lookAlikesReported }, null, 1));
