// The injection of bench/FIX-PROOF.md's MCP section: `elapsedMs: 1,` right after the `{` of every object
// literal with a `content: [...]` member, in the files given (in place). Parses with the checkout's own
// TypeScript. Prints the sites per file.
// Usage: node inject-content.mjs <package directory> <files...>
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [root, ...files] = process.argv.slice(2);
if (!root || files.length === 0) throw new Error("usage: node inject-content.mjs <package directory> <files...>");
const ts = createRequire(path.join(path.resolve(root), "package.json"))("typescript");
let total = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const at = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const content = node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === "content");
      if (content && ts.isArrayLiteralExpression(content.initializer)) at.push(node.getStart(sf) + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = text;
  for (const pos of at.sort((a, b) => b - a)) out = `${out.slice(0, pos)} elapsedMs: 1,${out.slice(pos)}`;
  if (at.length > 0) {
    writeFileSync(file, out);
    console.log(`${path.relative(root, file)}: ${at.length}`);
  }
  total += at.length;
}
console.log(`${total} sites`);
