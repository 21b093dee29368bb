// Tests that passed in one run and failed in another, from two Vitest JSON reports.
// Usage: node compare-tests.mjs <before.json> <after.json>
import { readFileSync } from "node:fs";

const [beforeFile, afterFile] = process.argv.slice(2);
if (!afterFile) throw new Error("usage: node compare-tests.mjs <before.json> <after.json>");
function load(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const tests = new Map();
  for (const suite of report.testResults) {
    const name = suite.name.replace(/^.*\/strands-ts\//u, "");
    for (const a of suite.assertionResults) {
      const message = (a.failureMessages ?? []).join(" ").replace(/\s+/gu, " ").slice(0, 240);
      tests.set(`${name} > ${a.fullName}`, { status: a.status, message, ms: Math.round(a.duration ?? 0) });
    }
  }
  const { numTotalTests: total, numPassedTests: passed, numFailedTests: failed } = report;
  return { tests, total, passed, failed };
}
const before = load(beforeFile);
const after = load(afterFile);
console.log(`before: ${before.passed} passed, ${before.failed} failed of ${before.total}`);
console.log(`after:  ${after.passed} passed, ${after.failed} failed of ${after.total}`);
for (const [name, t] of after.tests) {
  if (t.status === "failed" && before.tests.get(name)?.status === "passed") {
    console.log(`passed before, fails after: ${name} (${t.ms} ms)\n    ${t.message}`);
  }
}
