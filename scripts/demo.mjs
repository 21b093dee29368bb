// `npm start`: lints examples/ with the plugin (through its package name, as a user would), prints the
// problems, then the diff that `eslint --fix` would make. It never writes to the files.
import { ESLint } from "eslint";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unifiedDiff } from "./lib/diff.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cwd = path.join(root, "examples");
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

const lint = (fix) => new ESLint({ cwd, fix }).lintFiles(["."]);
const [results, fixed] = await Promise.all([lint(false), lint(true)]);

const formatter = await new ESLint({ cwd }).loadFormatter("stylish");
const report = await formatter.format(results);
const problems = results.reduce((n, r) => n + r.messages.length, 0);
const fixable = results.reduce((n, r) => n + r.fixableErrorCount + r.fixableWarningCount, 0);
const crashed = results.flatMap((r) => r.messages.filter((m) => m.fatal || !m.ruleId));

console.log(
  paint("1", `Linting ${path.relative(root, cwd)}/ (${results.length} files) with eslint-plugin-tool-result`),
);
console.log(report || "No problems.\n");

console.log(paint("1", "What `eslint --fix` would change (files are left as they are):\n"));
let changed = 0;
for (const result of fixed) {
  if (result.output === undefined) continue;
  const before = results.find((r) => r.filePath === result.filePath)?.source;
  if (before === undefined) continue;
  changed++;
  const diff = unifiedDiff(before, result.output, { label: path.relative(root, result.filePath) });
  console.log(
    diff
      .split("\n")
      .map((line) =>
        line.startsWith("+")
          ? paint("32", line)
          : line.startsWith("-")
            ? paint("31", line)
            : line.startsWith("@@")
              ? paint("36", line)
              : line,
      )
      .join("\n"),
    "\n",
  );
}
const remaining = fixed.reduce((n, r) => n + r.messages.length, 0);
console.log(
  `${problems} problems in ${results.filter((r) => r.messages.length).length} files; \`eslint --fix\` fixes ${fixable} of them in ${changed} files; ` +
    `${remaining} remain for a human (editor suggestions, or a decision only the author can make).`,
);
if (crashed.length > 0) {
  console.error("Linting failed:", crashed.map((m) => m.message).join("\n"));
  process.exit(1);
}
