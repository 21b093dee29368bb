// The injection of bench/FIX-PROOF.md: every object literal of the Strands TypeScript SDK's src/ (tests
// included) that has both a `status` and a `content` key, or is the first argument of
// `new ToolResultBlock(...)`, gets `debugTiming: 1,` right after its `{`. Parses with the checkout's own
// TypeScript. Writes the sites (file, line, column of the `{`, top-level keys, whether inside an
// assertion) as JSON.
// Usage: node inject.mjs <strands-ts directory> <sites.json> [--dry]   (--dry: find, do not write)
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [root, out] = process.argv.slice(2);
if (!root || !out) throw new Error("usage: node inject.mjs <strands-ts directory> <sites.json> [--dry]");
const dry = process.argv.includes("--dry");
const ts = createRequire(path.join(path.resolve(root), "package.json"))("typescript");

const files = [];
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "dist") walk(p);
    } else if (/\.tsx?$/u.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(p);
  }
})(path.join(root, "src"));
files.sort();

const ASSERTION = /^expect\b|toEqual|toStrictEqual|toMatchObject|toHaveBeenCalledWith/u;
const nameOf = (p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined);
const sites = [];
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.map(nameOf).filter(Boolean);
      const parent = node.parent;
      const block =
        ts.isNewExpression(parent) &&
        parent.arguments?.[0] === node &&
        parent.expression.getText(sf) === "ToolResultBlock";
      const both = keys.includes("status") && keys.includes("content");
      if ((both || block) && !keys.includes("debugTiming")) {
        const start = node.getStart(sf);
        const { line, character } = sf.getLineAndCharacterOfPosition(start);
        let inAssertion = false;
        for (let a = node.parent; a; a = a.parent) {
          if (ts.isCallExpression(a) && ASSERTION.test(a.expression.getText(sf).slice(-30))) {
            inAssertion = true;
            break;
          }
        }
        found.push({
          file: path.relative(root, file).split(path.sep).join("/"),
          line: line + 1,
          column: character + 1,
          start,
          keys,
          toolResultBlock: block,
          inAssertion,
          test: /__tests__|\.test\./u.test(file),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (found.length === 0) continue;
  let next = text;
  for (const site of [...found].sort((a, b) => b.start - a.start)) {
    next = `${next.slice(0, site.start + 1)} debugTiming: 1,${next.slice(site.start + 1)}`;
  }
  if (!dry) writeFileSync(file, next);
  sites.push(...found);
}
writeFileSync(out, `${JSON.stringify(sites, null, 1)}\n`);
console.log(`${sites.length} sites in ${new Set(sites.map((s) => s.file)).size} files${dry ? " (dry run)" : ""}`);
