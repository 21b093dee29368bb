// Matches the sites of inject-content.mjs with an ESLint JSON report of the injected (and formatted)
// tree: a site is reported when a tool-result/no-extra-keys message starts at its `elapsedMs` key.
// Prints the counts, then each site not reported (file:line:column), for reading.
// Usage: node match-content.mjs <eslint.json> <injected tree>
import { readFileSync } from "node:fs";
import path from "node:path";

const [lintFile, root] = process.argv.slice(2);
if (!root) throw new Error("usage: node match-content.mjs <eslint.json> <injected tree>");
let sites = 0;
let reported = 0;
let fixes = 0;
const missed = [];
for (const file of JSON.parse(readFileSync(lintFile, "utf8"))) {
  const messages = new Map(
    file.messages.filter((m) => m.ruleId === "tool-result/no-extra-keys").map((m) => [`${m.line}:${m.column}`, m]),
  );
  readFileSync(file.filePath, "utf8")
    .split("\n")
    .forEach((line, i) => {
      for (const match of line.matchAll(/elapsedMs: 1\b/gu)) {
        sites++;
        const message = messages.get(`${i + 1}:${match.index + 1}`);
        if (message) {
          reported++;
          if (message.fix) fixes++;
        } else missed.push(`${path.relative(root, file.filePath)}:${i + 1}:${match.index + 1}`);
      }
    });
}
console.log(JSON.stringify({ sites, reported, withFix: fixes, notReported: missed.length }));
for (const site of missed) console.log(site);
